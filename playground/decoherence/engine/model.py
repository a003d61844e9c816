"""What the fact engine knows: references to things, facts about them with their provenance, and the
writes actions make. Nothing here knows a tool, a program or a domain.

- A :class:`Ref` names one thing of the simulated world: a file, a record, a UI control, a service,
  a memory key, a URL, an environment variable. ``scope`` is the container it lives in (a directory,
  a table, a screen, a server), ``key`` its name there.
- A :class:`Fact` says one attribute of a thing had a value when an observation showed it, with
  its :class:`Quote` (step, the view that read it, the text). Its class says how it may change.
- A :class:`Write` is what an action may have changed: a :class:`Selector` (an exact thing, every
  thing under a scope prefix, every thing of a kind in a scope, or everything) and a verb.
- A :class:`Listing` is a view of the members of a scope: complete (every member shown) or not.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

# identity: never changes while the thing lives (an id, a PID, a hash, a creation time)
# state:    changes only when an action touched the thing (a field, a setting, a file's content)
# soft:     changes with time on its own (uptime, CPU, a relative age); only judged against a value
#           an action set
# clock:    the current time; never goes backwards
# exists:   the thing is there (or not)
# rises:    only goes up while nothing is done to the thing (an update stamp, an uptime, a build number)
# falls:    only goes down while nothing is done to the thing (a TTL, a time left, a countdown)
#           (both compared only on one scale: engine/monotone.py)
# ("accrues": a lifetime total that only grows whatever is done to its thing, such as a drive's power-on hours)
FactClass = Literal["identity", "state", "soft", "clock", "exists", "rises", "falls", "accrues"]
Verb = Literal["create", "update", "delete", "rename", "touch"]


@dataclass(frozen=True, order=True)
class Ref:
    kind: str  # "file", "record", "control", "service", "memory", "url", "env", "process", ...
    scope: str  # its container ("" at the top)
    key: str  # its name in the scope

    def __str__(self) -> str:
        if self.scope.startswith("/") or not self.scope:  # a path
            return f"{self.kind} {self.scope.rstrip('/') + '/' if self.scope else ''}{self.key}"
        return f"{self.kind} {self.key!r} ({self.scope})"


@dataclass(frozen=True)
class Quote:
    """Where a fact or a write came from: the step (0: the initial state), the view, the text."""

    step: int
    view: str
    text: str


@dataclass(frozen=True)
class Fact:
    ref: Ref
    attr: str
    value: str
    cls: FactClass
    quote: Quote


@dataclass(frozen=True)
class Selector:
    """What a write reaches. ``None`` fields match anything; ``prefix`` makes ``scope`` a prefix
    (a directory and everything under it)."""

    kind: str | None = None
    scope: str | None = None
    key: str | None = None
    prefix: bool = False
    spare: frozenset[str] = frozenset()  # kinds it never reaches (a child process and the shell's variables)

    def __post_init__(self) -> None:
        # the store keeps a write that names no one thing by its kind and scope alone: a key there would be dropped
        # and the write would reach every thing of the place (a cache named anywhere under a directory, say)
        if self.key is not None and (self.kind is None or self.scope is None or self.prefix):
            raise ValueError(f"a selector with a key names one thing: it needs a kind and a scope, no prefix ({self})")

    def covers(self, ref: Ref) -> bool:
        if (self.kind is not None and self.kind != ref.kind) or ref.kind in self.spare:
            return False
        if self.scope is not None:
            if self.prefix:
                path = f"{ref.scope.rstrip('/')}/{ref.key}"
                if not (ref.scope.startswith(self.scope) or path.startswith(self.scope)):
                    return False
            elif self.scope != ref.scope:
                return False
        return self.key is None or self.key == ref.key

    @property
    def exact(self) -> Ref | None:
        if self.kind is not None and self.scope is not None and self.key is not None and not self.prefix:
            return Ref(self.kind, self.scope, self.key)
        return None

    @classmethod
    def of(cls, ref: Ref) -> "Selector":
        return cls(ref.kind, ref.scope, ref.key)


EVERYTHING = Selector()


@dataclass(frozen=True)
class Write:
    """An action's effect: ``verb`` on what ``selector`` reaches; ``sets`` are attribute values the
    action gave the thing (read back later, they must be these); ``to`` is a rename's new name."""

    selector: Selector
    verb: Verb
    quote: Quote
    sets: tuple[tuple[str, str], ...] = ()
    to: Ref | None = None
    keeps: frozenset[str] = frozenset()  # attributes it never changes (appending to a file keeps its permissions)
    # False: it may change the things it reaches but never brings back one that was deleted (a formatter,
    # `git add`, a commit)
    revives: bool = True
    # False: it may change the things it reaches but never takes one away (a test run, a type check, a build)
    removes: bool = True
    # False: it may change the things it reaches but gives none a new identity (a new id, a new process): it
    # sets, marks or reads (`virsh autostart web`, `nmcli connection modify`)
    renews: bool = True
    # True: it adds things to the place it reaches (a create whose new thing is not known) and changes none of
    # the attributes of those already there
    adds: bool = False

    def pending(self) -> "list[Write]":
        """The write as it stands when it may not have happened yet (a job in the background, a
        command that failed half-way): it touches what it names, it does not create, delete or set (and what it
        could never do, it still cannot: a failed test run takes nothing away)."""
        touched = [Write(self.selector, "touch", self.quote, keeps=self.keeps, revives=self.revives,
                         removes=self.removes, renews=self.renews)]
        if self.verb == "rename" and self.to is not None:
            touched.append(Write(Selector.of(self.to), "touch", self.quote))
        return touched


@dataclass(frozen=True)
class Listing:
    """Members of ``scope`` (things of ``kind``) an observation showed. ``complete``: every member
    is shown (an unfiltered, unpaged listing), so a missing one is absent. ``count``: a total the
    observation stated, if any. ``only``: the listing was filtered (``ls *.yml``, ``env | grep ^PG``);
    complete, it shows every member the filter matches."""

    kind: str
    scope: str
    members: frozenset[str]
    complete: bool
    quote: Quote
    count: int | None = None
    shows_hidden: bool = True  # False: members whose names start with "." are not shown (ls without -a)
    only: str | None = None  # a filter (a regular expression searched in the name): only members it matches are shown
    # things may arrive from outside the session (a shared service's issues, inbox or channel): a member the last
    # listing did not show is no contradiction
    open: bool = False

    def would_show(self, key: str) -> bool:
        return (self.shows_hidden or not key.startswith(".")) and (self.only is None or re.search(self.only, key)
                                                                   is not None)


@dataclass(frozen=True)
class LogEntry:
    """One line of a log an observation showed and the moment its stamp gives (seconds, comparable with the other
    lines of its run only)."""

    seconds: float
    line: str
    quote: Quote


@dataclass(frozen=True)
class Token:
    """An identifier a text showed (an e-mail address, a phone number, a hash), ``value`` normalized (a
    phone number by its digits), with the edits of it that a copy of the same identifier never shows:
    a one-character change anywhere but the last ``sub_tail`` characters (None: not judged; a digit
    to a digit only when ``sub_digits``), two neighbours swapped (``swap``: "any", "digits", ""), and
    the ``stem`` another spelling of it shares (an address under another top-level domain)."""

    value: str
    shape: str
    shown: str
    quote: Quote
    sub_tail: int | None
    sub_digits: bool
    swap: str
    stem: str | None = None
    swap_lead: bool = True  # False: a swap of the first digit is not judged (two prices differ there)
    context: str | None = None  # the other numbers of its cell, for a value judged only while they hold
    # an identity that no change of its thing gives a near copy of (a UUID, a MAC address): judged even where an
    # action may have changed the thing that shows it
    fixed: bool = False
    far_swap: bool = False  # two characters apart that traded places are judged too
    sequence: bool = True  # False: a value whose start others share is no run's next value (a phone number)
