"""Dossiers for the judge: what the fact store knew about the things a step shows again.

A session is replayed through its domain's fact engine binding (the same readers ``check`` uses).
For each step asked about, the step's writes are applied inside a savepoint, and the facts the store
already held about the things the new observation reads (same thing, any attribute) are collected
with their provenance (step and the exact text they were read from) and the latest write since that
may have changed each one. The store then follows the step as ``check`` does (the ground truth of a
teacher-forced step, else the prediction), so every dossier sees the history a user sees.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field
from typing import Any, Iterable, Iterator

from playground.decoherence.common import checked_text, history_text, initial_state, read_action
from playground.decoherence.domains import bindings
from playground.decoherence.domains.terminal import SHELL
from playground.decoherence.engine import FactEngine
from playground.decoherence.engine.model import Quote, Ref, Write
from playground.decoherence.engine.rules import ClaimEvidence, Known
from playground.world.session import Session, Step

MAX_SHOWN_FACTS = 12  # facts shown to the judge (every known fact still counts for the checks)
MAX_SHOWN_WRITES = 8
MAX_QUOTE_CHARS = 300
MAX_OBSERVATION_CHARS = 4000
MAX_ACTION_CHARS = 600


@dataclass(frozen=True)
class Dossier:
    """One step to ask the judge about."""

    domain: str
    step: int
    action: str
    observation: str  # the judged observation (the prediction, or the ground truth of a step not predicted)
    known: tuple[Known, ...]  # every fact the store held about the things shown again, most telling first
    now_values: dict[tuple[Ref, str], str]  # what the new observation reads for each (thing, attribute)
    writes: tuple[Write, ...]  # writes since the earliest known fact that reach a known thing, this step's too
    earlier_texts: dict[int, str] = field(repr=False, default_factory=dict)  # step -> observation (0: initial)
    last_write_step: int = -1

    def evidence(self) -> ClaimEvidence:
        return ClaimEvidence(self.step, self.observation, self.earlier_texts, self.known, self.last_write_step)

    def render(self) -> str:
        """The dossier as the judge reads it."""
        lines = [f"Judged step: {self.step}.", "",
                 "What earlier steps showed about the things this step shows again (step 0 is the initial "
                 "state; each line: the step, the thing, the attribute, then the exact text it was read from):"]
        for k in self.known[:MAX_SHOWN_FACTS]:
            f = k.fact
            lines.append(f"- step {f.quote.step} · {f.ref} · {f.attr}: {_quote(f.quote.text)}")
        hidden = len(self.known) - MAX_SHOWN_FACTS
        if hidden > 0:
            lines.append(f"- … and {hidden} more of the same things")
        lines += ["", "Actions since then that may have changed them:"]
        shown = self.writes[-MAX_SHOWN_WRITES:]
        lines += [f"- step {w.quote.step} · {w.verb} · {_quote(w.quote.text)}" for w in shown] or ["- none"]
        lines += ["", f"The action of step {self.step}:", _clip(self.action, MAX_ACTION_CHARS), "",
                  f"The new observation (step {self.step}):", _clip(self.observation, MAX_OBSERVATION_CHARS)]
        return "\n".join(lines)


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _quote(text: str) -> str:
    return '"' + _clip(text.strip("\n"), MAX_QUOTE_CHARS).replace("\n", "\\n") + '"'


def _action(step: Step, domain: str) -> tuple[Any, str]:
    """(the action as the bindings take it: parsed JSON when it is JSON, else its text; its text)."""
    action = read_action(step, domain)
    return (action.data if action.data is not None else action.text), action.text


def _rank(k: Known, now: dict[tuple[Ref, str], str]) -> tuple[int, int, int]:
    """Most telling first: the same attribute read again with another value and nothing touching it,
    then with another value, then the same value, then the thing's other attributes; shorter quotes
    (a line rather than a whole file) and later steps first."""
    f = k.fact
    again = now.get((f.ref, f.attr))
    if again is None:
        group = 4 if f.attr == "exists" else 3
    elif again.strip() != f.value.strip():
        group = 0 if k.covered_by is None else 1
    else:
        group = 2
    return group, len(f.quote.text), -f.quote.step


class DossierBuilder:
    """Follows one session step by step and builds the dossier of the steps asked about."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.domain = session.domain.id
        bound = bindings().get(self.domain)
        self.binding: Any = bound[0]() if bound is not None else None
        self.engine = FactEngine()
        self.texts: dict[int, str] = {}
        self._attrs: dict[Ref, list[str]] = {}  # the attributes the store holds for each thing
        self._writes: list[Write] = []  # every write followed, in order...
        self._counters: list[int] = []  # ...and the store's write counter after each
        self._last_write_step = -1
        if self.binding is not None:
            state = initial_state(session)
            self.binding.seed(state)
            seed_task = getattr(self.binding, "seed_task", None)
            if callable(seed_task):
                seed_task(session.header.system_prompt or "")
            self.texts[0] = state or ""

    @property
    def bound(self) -> bool:
        """Whether the fact engine reads this domain at all (no binding: no dossier ever)."""
        return self.binding is not None

    def feed(self, step: Step, wanted: bool) -> Dossier | None:
        """Follow ``step``; its dossier when ``wanted`` and it shows again something the store knows."""
        if self.binding is None:
            return None
        data, text = _action(step, self.domain)
        target = checked_text(step)
        dossier = self._judge(step, data, text, target) if wanted and target is not None else None
        follow = history_text(self.session, step)
        if follow is not None:
            writes, reading = self.binding.step(step.index, data, follow)
            self._apply(writes)
            for fact in reading.facts:
                attrs = self._attrs.setdefault(fact.ref, [])
                if fact.attr not in attrs:
                    attrs.append(fact.attr)
            self.engine.observe(reading)  # the rules' findings are check's business, not this one's
            self.texts[step.index] = follow
        return dossier

    def _apply(self, writes: list[Write]) -> None:
        store = self.engine.store
        for w in writes:
            store.write(w)
            self._writes.append(w)
            self._counters.append(store.counter)
            self._last_write_step = max(self._last_write_step, w.quote.step)

    def _judge(self, step: Step, data: Any, action: str, target: str) -> Dossier | None:
        store = self.engine.store
        saved = self.binding.snapshot()
        store.savepoint()
        mark = len(self._writes)
        last = self._last_write_step
        try:
            writes, reading = self.binding.step(step.index, data, target)
            self._apply(writes)
            now: dict[tuple[Ref, str], str] = {}
            refs: list[Ref] = []
            for fact in reading.facts:
                now.setdefault((fact.ref, fact.attr), fact.value)
                if fact.ref not in refs:
                    refs.append(fact.ref)
            known = self._known(refs, step.index)
            if not known:
                return None
            known.sort(key=lambda k: _rank(k, now))
            return Dossier(self.domain, step.index, action, target, tuple(known), now,
                           self._since(known), self.texts, self._last_write_step)
        finally:
            store.rollback()
            self.binding.restore(saved)
            del self._writes[mark:], self._counters[mark:]
            self._last_write_step = last

    def _known(self, refs: Iterable[Ref], index: int) -> list[Known]:
        store = self.engine.store
        out: list[Known] = []
        for ref in refs:
            if ref == SHELL:  # the prompt shows the shell's directory and user at every step: the rules' business
                continue
            for attr in self._attrs.get(ref, ()):
                seen = store.facts.get((ref, attr))
                if seen is None or seen.fact.quote.step >= index:
                    continue
                write = store.touched_since(ref, seen.at)
                out.append(Known(seen.fact, write.quote if write is not None else None))
        return out

    def _since(self, known: list[Known]) -> tuple[Write, ...]:
        """Writes after the earliest known fact's reading that reach one of the known things."""
        store = self.engine.store
        first = min(store.facts[(k.fact.ref, k.fact.attr)].at for k in known)
        start = bisect.bisect_right(self._counters, first)
        refs = {k.fact.ref for k in known}
        out: dict[Quote, Write] = {}  # (one action's several writes that reach them are one entry)
        for w in self._writes[start:]:
            if w.quote not in out and any(w.selector.covers(r) for r in refs):
                out[w.quote] = w
        return tuple(out.values())


def dossiers(session: Session, steps: Iterable[int] | None = None) -> Iterator[Dossier]:
    """The dossier of each step in ``steps`` (None: every step) that shows again something earlier
    steps established, in step order."""
    wanted = None if steps is None else set(steps)
    builder = DossierBuilder(session)
    if not builder.bound or wanted == set():
        return
    last = None if wanted is None else max(wanted)
    for step in session.steps:
        if last is not None and step.index > last:
            break  # nothing after the last step asked about changes its dossier
        d = builder.feed(step, wanted is None or step.index in wanted)
        if d is not None:
            yield d
