"""The rules of a consistent world, one registry, none of them knowing a tool.

Each rule has a stable id, a level and a doc, the way linters ship rules: ``stable`` rules count for
``check``'s exit code; ``preview`` rules are shown as information until a held-out measurement has
shown they can be trusted (``docs/rules.md`` is generated from this table; each rule has a fixture
of positives and near-miss traps in ``tests/decoherence/rules/<id>.jsonl``).

A rule reads the store before the new reading is recorded and returns at most one finding per
reading: the contradiction, the earlier quote it contradicts, and the quote that contradicts it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Literal, Mapping

from playground.decoherence.engine.model import Fact, Listing, LogEntry, Quote, Ref, Token
from playground.decoherence.engine.monotone import comparable, reading
from playground.decoherence.engine.store import FactStore, Seen, fold_attr, own_identity
from playground.decoherence.engine.totals import Total

Level = Literal["stable", "preview"]
# what a rule reads: a fact, a listing or a clock reading of an observation (the engine runs these on
# every step), or a judge model's claim about a step (run only when a judge is asked: judged/)
On = Literal["fact", "view", "listing", "clock", "log", "identifier", "total", "judge"]
CLOCK = Ref("clock", "", "")  # what a write that sets the clock reaches


@dataclass(frozen=True)
class Finding:
    rule: str
    step: int
    message: str
    now: Quote
    earlier: Quote | None = None
    ref: Ref | None = None


@dataclass(frozen=True)
class Rule:
    id: str
    level: Level
    on: On
    summary: str  # what it catches, in one line
    doc: str  # why it is a contradiction, and an example
    check: Callable[..., "Finding | list[Finding] | None"]


REGISTRY: dict[str, Rule] = {}


Check = Callable[..., "Finding | list[Finding] | None"]


def rule(id: str, level: Level, on: On, summary: str, doc: str) -> Callable[[Check], Check]:
    def register(fn: Check) -> Check:
        assert id not in REGISTRY, id
        REGISTRY[id] = Rule(id, level, on, summary, doc, fn)
        return fn
    return register


def _where(q: Quote) -> str:
    return "the initial state" if q.step == 0 else f"step {q.step}"


def _clip(s: str, n: int = 60) -> str:
    s = " ".join(s.split())
    return s if len(s) <= n else s[: n - 1] + "…"


# Values that say the same thing in different words (a switch read as "On" after being set "true").
_SAME = [frozenset(g) for g in (
    {"on", "true", "enabled", "yes", "1", "checked", "active", "selected"},
    {"off", "false", "disabled", "no", "0", "unchecked", "inactive", "unselected"},
)]


# an ISO date-time with or without its seconds, fraction or UTC mark (2025-05-06T15:30 is 2025-05-06T15:30:00Z)
_ISO = re.compile(r"(\d{4}-\d\d-\d\d)[t ](\d\d:\d\d)(?::(\d\d)(?:\.0+)?)?(?:z|[+-]00:?00)?")


_ISO_PREFIX = re.compile(r"\d{4}-\d\d(?:-\d\d)?")


_ESCAPES = re.compile(r"\\[nt'\"]")
_UNESCAPED = {"\\n": "\n", "\\t": "\t", "\\'": "'", '\\"': '"'}


def same_value(a: str, b: str) -> bool:
    # a value shown escaped (a text box's \n and \') is the text that was typed
    x, y = (" ".join(_ESCAPES.sub(lambda m: _UNESCAPED[m[0]], v).split()).casefold().strip("'\"")
            for v in (a, b))
    if x == y:
        return True
    mx, my = _ISO.fullmatch(x), _ISO.fullmatch(y)
    if mx and my and (mx[1], mx[2], mx[3] or "00") == (my[1], my[2], my[3] or "00"):
        return True
    # a date given coarser in one view (2009-03) and finer in another (2009-03-14, 2009-03-14t10:00z)
    short, long = sorted((x, y), key=len)
    if _ISO_PREFIX.fullmatch(short) and long.startswith(short) and long[len(short)] in "-t ":
        return True
    # whole sentences read again with more after them (a page's line that gained a sentence): nothing contradicted
    if len(short) >= 20 and short[-1] in ".!?" and long.startswith(short) and long[len(short)] == " ":
        return True
    if any(x in g and y in g for g in _SAME):
        return True
    # a short and a long hash of the same commit; a number with and without its unit or separators
    if len(x) >= 7 and len(y) >= 7 and re.fullmatch(r"[0-9a-f]+", x + y) and (x.startswith(y) or y.startswith(x)):
        return True
    nx, ny = _number(x), _number(y)
    return nx is not None and nx == ny and re.sub(r"[\d.,\s]", "", x) == re.sub(r"[\d.,\s]", "", y)


# words that turn a reading into its opposite: a longer reading holding one of them beside the shorter
# reading says something else ("running" and "not running")
_NEGATING = frozenset({"not", "no", "non", "never", "without", "failed", "failing", "disabled", "inactive",
                       "stopped", "down", "degraded", "error", "cancelled", "canceled"})
_WORD = re.compile(r"[^\W_]+")


# Lifecycles a thing moves along by itself, once started (a message queued then delivered, a job pending then
# done): a later reading further along one is no contradiction, one back along it is
PROGRESSIONS: tuple[tuple[str, ...], ...] = (
    ("draft", "queued", "scheduled", "sending", "sent", "delivered", "read"),
    ("pending", "queued", "processing", "in progress", "running", "completed"),
)


def advanced(a: str, b: str) -> bool:
    """Whether ``b`` is further than ``a`` along one of PROGRESSIONS."""
    x, y = " ".join(a.split()).casefold().replace("_", " "), " ".join(b.split()).casefold().replace("_", " ")
    return any(x in p and y in p and p.index(y) > p.index(x) for p in PROGRESSIONS)


def restated(a: str, b: str) -> bool:
    """Whether two readings of one value are the same thing written shorter or longer: a value cut with an
    ellipsis, a date-time and its time of day, a name and its initials, or the whole of one found in the
    other, on word boundaries, with only a detail more ("Invitrogen" and "Invitrogen 15568025", "Transit
    Custom 320L" and "Ford Transit Custom 320L"). A second reading that only restates the first contradicts
    nothing."""
    x, y = (" ".join(v.split()).casefold().strip("'\"") for v in (a, b))
    short, long = sorted((x, y), key=len)
    if short.endswith(("…", "...")) and long.startswith(short.rstrip("….").rstrip()):
        return True
    iso = _ISO.fullmatch(long)
    if iso and re.fullmatch(r"\d\d?:\d\d", short) and short.zfill(5) == iso[2]:
        return True
    sw, lw = _WORD.findall(short), _WORD.findall(long)
    if not sw or not any(len(w) >= 3 and w.isalpha() for w in sw + lw):
        return False
    if len(sw) == 1 and sw[0].isalpha() and 2 <= len(sw[0]) == len(lw) and "".join(w[0] for w in lw) == sw[0]:
        return True  # initials: "NEB" for "New England Biolabs"
    at = re.search(r"(?<![^\W_])" + re.escape(short) + r"(?![^\W_])", long)
    if at is None or not any(w.isalpha() for w in sw):
        return False
    extra = _WORD.findall(long[:at.start()] + " " + long[at.end():])
    return bool(extra) and not set(extra) & _NEGATING


def _number(s: str) -> float | None:
    m = re.fullmatch(r"[^\d-]*(-?[\d,]*\.?\d+)[^\d]*", s)
    if not m:
        return None
    try:
        return float(m.group(1).replace(",", ""))
    except ValueError:
        return None


# ------------------------------------------------------------------ facts

@rule("identity-changed", "stable", "fact",
      "an identity (an id, a PID, a hash, a creation time) changed with nothing re-creating the thing",
      "An identity is fixed while its thing lives: only an action that creates, deletes, renames or "
      "otherwise touches the thing may give it a new one. Of a program no table knows, only what it names, "
      "unless its subcommand's verb may re-create things (a start, a restart, an install, a verb no table "
      "knows): one that reads, sets or marks (`virsh autostart web`) renews nothing else. "
      "Example: `git commit` prints `3c9e1a4`, and "
      "a later `git log` shows the same commit as `7f2d08b` with no rebase or amend in between.")
def identity_changed(store: FactStore, fact: Fact, before: "Fact | None", before_at: int) -> Finding | None:
    if fact.cls != "identity" or before is None or same_value(before.value, fact.value):
        return None
    if store.touched_since(fact.ref, before_at, mode="renewing") is not None:
        return None
    return Finding("identity-changed", fact.quote.step,
                   f"{fact.attr} of {fact.ref} was {_clip(before.value)} at {_where(before.quote)} and nothing "
                   f"re-created it, but now shows {_clip(fact.value)}", fact.quote, before.quote, fact.ref)


@rule("set-value-reverted", "stable", "fact",
      "a value an action set reads back different, with no action on the thing since",
      "What an action set stays set until something touches the thing again. Example: `sysctl -w "
      "vm.max_map_count=262144`, then `sysctl -a` reads 65530 with nothing in between.")
def set_value_reverted(store: FactStore, fact: Fact, before: "Fact | None", before_at: int) -> Finding | None:
    if fact.cls not in ("state", "soft"):
        return None
    was_set = store.set_of(fact.ref, fact.attr)
    if was_set is None or same_value(was_set.value, fact.value):
        return None
    if store.touched_since(fact.ref, was_set.at, fact.attr) is not None:
        return None
    return Finding("set-value-reverted", fact.quote.step,
                   f"{fact.attr} of {fact.ref} was set to {_clip(was_set.value)!r} at {_where(was_set.quote)} and "
                   f"nothing touched it since, but now reads {_clip(fact.value)!r}", fact.quote, was_set.quote,
                   fact.ref)


@rule("state-changed-without-write", "preview", "fact",
      "a state read twice differs, with no action that could have changed it in between",
      "A file's content, a record's field or a setting changes only when an action touches it. Preview: "
      "which attributes move on their own (counters, ages, load) is read from key names, and an unknown "
      "name is taken as state. Another request's view that writes the value shorter or longer (initials, a cut "
      "with an ellipsis, a name with a detail more) changes nothing, nor does a status further along a lifecycle "
      "that goes on by itself (a message queued, then delivered: PROGRESSIONS). Example: `cat deploy.yaml` shows "
      "`image: api:1.4.2`, nothing is run that could write it, and "
      "`grep -n image: deploy.yaml` shows `image: api:1.5.0`.")
def state_changed(store: FactStore, fact: Fact, before: "Fact | None", before_at: int) -> Finding | None:
    if fact.cls != "state" or before is None or before.cls != "state" or same_value(before.value, fact.value):
        return None  # (a reading of a value that moves, or of another's view of it, established no state)
    if restated(before.value, fact.value) and store.asked.get(before.quote.step) != store.asked.get(fact.quote.step):
        return None  # another request's view of the value, written shorter or longer
    if advanced(before.value, fact.value):
        return None  # a lifecycle that goes on by itself (queued, then delivered)
    was_set = store.set_of(fact.ref, fact.attr)
    if (was_set is not None and was_set.at >= before_at) or \
            store.touched_since(fact.ref, before_at, fact.attr) is not None:
        return None  # a value set since the reading is set-value-reverted's to judge
    return Finding("state-changed-without-write", fact.quote.step,
                   f"{fact.attr} of {fact.ref} was {_clip(before.value)!r} at {_where(before.quote)} and nothing "
                   f"touched it since, but now reads {_clip(fact.value)!r}", fact.quote, before.quote, fact.ref)


# what a view says of its own representation of a thing (Notion's "object": "block" for a page shown as a child)
VIEW_ATTRS = frozenset({"object", "type", "kind", "resourcestate"})
_LIST_NUMBER = re.compile(r"^\s*\d{1,3}[.)]\s+")


def _later_stamp(a: str, b: str) -> bool:
    """Whether ``b`` is an ISO date-time at or after ``a``'s, on one scale (to the second: a fraction one view drops
    is not a change)."""
    ra, rb = reading(a, "point"), reading(b, "point")
    return ra is not None and rb is not None and ra[0] == rb[0] and ra[0].startswith("iso:t") and \
        int(rb[1]) >= int(ra[1])


@rule("other-view-differs", "preview", "view",
      "a thing shown by two different views, known by one strong identity, reads differently in the second",
      "One thing may be shown by several views filed under different names: a listing's row and its record, a "
      "search result and the page it links, `docker ps` and `docker inspect`. Where both show the same strong "
      "identity (a UUID, an address, a coded id of letters and digits), an attribute both views name alike "
      "(`Status` and `status`) is one attribute: it differs only if an action touched either of them since the "
      "first view. Preview: how views name an attribute is read from its words. Example: `list_invoices` shows "
      "`in_1Pq7Xa` with `amount_due: 4200`, and `get_invoice in_1Pq7Xa`, with nothing paid or edited in "
      "between, shows `amount_due: 4800`.")
def other_view_differs(store: FactStore, fact: Fact, others: tuple[tuple[Ref, str], ...]) -> Finding | None:
    if fact.cls not in ("state", "identity") or own_identity(fact) or fold_attr(fact.attr) in VIEW_ATTRS:
        return None  # (its own id is what made it another view of the other thing)
    best: tuple[Ref, str, Seen] | None = None
    for other, ident in others:
        got = store.read_as(other, fact.attr)
        if got is not None and (best is None or got[1].at > best[2].at):
            best = (other, ident, got[1])
    if best is None:
        return None
    other, ident, seen = best
    if store.named_since(ident, seen.at):
        return None  # an action named the thing since
    before = seen.fact
    if _later_stamp(before.value, fact.value):
        return None  # an activity stamp: the thing's own activity moves it, not only actions on it
    was, now = (_LIST_NUMBER.sub("", v) for v in (before.value, fact.value))  # a list's numbering is the view's
    if before.cls != fact.cls or same_value(was, now) or restated(was, now) or advanced(was, now):
        return None
    if any(store.touched_since(r, seen.at) is not None or store.set_of(r, a) is not None
           for r, a in ((other, before.attr), (fact.ref, fact.attr))):
        return None
    return Finding("other-view-differs", fact.quote.step,
                   f"{fact.attr} of {fact.ref} reads {_clip(fact.value)!r}, but {other} (the same thing, shown "
                   f"with the same identity) read {_clip(before.value)!r} at {_where(before.quote)} and nothing "
                   f"touched either since", fact.quote, before.quote, fact.ref)


RUN_STATE = "run state"  # "running" or "stopped", as views/run_states.py reads a status


@rule("stopped-then-running", "stable", "fact",
      "a thing shown stopped is shown running later, with no action on it in between",
      "A stopped service, container, VM or program starts only when something starts it; a running one may "
      "stop by itself (a crash), so only this direction is judged. Which statuses say stopped (`stopped`, "
      "`shut off`, `paused`, not `exited` or `inactive`, which a timer or a restart policy may start again) "
      "and running is read from the status text (`views/run_states.py`); an action that starts anything "
      "(its words: start, resume, run, up...) may start a thing it does not name. Example: `multipass list` shows "
      "`ci-runner  Stopped`, a command runs inside another instance, and the next `multipass list` shows "
      "`ci-runner  Running  10.14.2.7`.")
def stopped_then_running(store: FactStore, fact: Fact, before: "Fact | None", before_at: int) -> Finding | None:
    if fact.attr != RUN_STATE or fact.value != "running" or before is None or before.value != "stopped":
        return None
    if store.touched_since(fact.ref, before_at, fact.attr) is not None or store.started > before.quote.step:
        return None  # an action on it, or one that started something (a job started on a printer starts the printer)
    return Finding("stopped-then-running", fact.quote.step,
                   f"{fact.ref} was stopped at {_where(before.quote)} and nothing started it since, but now runs",
                   fact.quote, before.quote, fact.ref)


@rule("monotone-reversed", "preview", "fact",
      "a value that only moves one way (an update stamp, an uptime, a TTL) moved the other way, with no "
      "action since that could move it back",
      "Some attributes move on their own, but only one way: a record's update stamp (`updated_at`, "
      "`LastUpdatedTime`, `mtime`) and an uptime, elapsed time or age only grow; a TTL, a time left or a "
      "countdown only falls; a lifetime total (a drive's power-on hours or data written, an odometer) grows "
      "whatever is done to its thing, and only the thing made or removed again shows less. An action on the "
      "thing (an EXPIRE or SET, a restart) may move an amount back; an "
      "update stamp goes back only when another thing takes the thing's place (it is re-created, renamed "
      "onto, restored by a write that names nothing), since an edit stamps it now. Which attributes these "
      "are is read from their names (`views/keyclasses.py` MONOTONE_NAMES, LIFETIME_NAMES, UPDATE_STAMP); two "
      "readings are compared only when they are written the same way (an ISO date-time with or without a zone, epoch "
      "seconds, a count, seconds, `1h2m3s`, `01:02:03`; `engine/monotone.py`): a relative time (\"5 minutes "
      "ago\"), a 12-hour clock or two different forms are never compared. Example: `get_issue` shows "
      "`updated_at: 2025-02-21T09:41:39Z`, a comment is added, and the next `get_issue` shows "
      "`updated_at: 2025-02-21T09:38:02Z`.")
def monotone_reversed(store: FactStore, fact: Fact, before: "Fact | None", before_at: int) -> Finding | None:
    if fact.cls not in ("rises", "falls", "accrues"):
        return None
    baselines = []
    if before is not None and before.cls == fact.cls:
        baselines.append((before.value, before.quote, before_at))
    was_set = store.set_of(fact.ref, fact.attr)
    if was_set is not None and was_set.at > (before_at if before is not None else -1):
        baselines = [(was_set.value, was_set.quote, was_set.at)]  # the action's value is the newer one
    for value, quote, at in baselines:
        pair = comparable(value, fact.value)
        if pair is None or _may_move_back(store, fact, at):
            continue
        old, new = pair
        if (new > old) if fact.cls == "falls" else (new < old):
            way = "falls" if fact.cls == "falls" else "grows"
            since = "nothing put another in its place since" if _stamp(fact) or fact.cls == "accrues" else \
                "nothing touched it since"
            return Finding("monotone-reversed", fact.quote.step,
                           f"{fact.attr} of {fact.ref} only {way}: it was {_clip(value)!r} at {_where(quote)} and "
                           f"{since}, but now reads {_clip(fact.value)!r}", fact.quote, quote, fact.ref)
    return None


def _may_move_back(store: FactStore, fact: Fact, since: int) -> bool:
    """Whether an action since counter ``since`` may have moved ``fact``'s one-way value back. A stamp of a moment
    (an update time) only moves forward whatever is done to its thing: an edit stamps it now. Only a thing put in
    its place (re-created, renamed onto, restored by a write that does not name it) may show an older one. An
    amount (an uptime, a TTL) goes back with any action on its thing (a restart, an EXPIRE)."""
    if _stamp(fact) or fact.cls == "accrues":
        # (a lifetime total: no restore puts an older device or vehicle in its place, only a create or delete of it)
        return store.replaced_since(fact.ref, since, named=fact.cls == "accrues")
    return store.touched_since(fact.ref, since) is not None


def _stamp(fact: Fact) -> bool:
    """Whether ``fact`` is a one-way value that is a moment (an update stamp), not an amount."""
    return fact.cls == "rises" and reading(fact.value, "point") is not None


@rule("deleted-present", "stable", "fact",
      "a thing an action deleted (or renamed away) shows again, with nothing re-creating it",
      "Example: `git branch -d fix/price-rounding`, then `git branch -a` lists it again.")
def deleted_present(store: FactStore, fact: Fact, before: "Fact | None", before_at: int) -> Finding | None:
    if fact.cls != "exists" or fact.value != "present":
        return None
    ev = store.events.get(fact.ref)
    if ev is None or ev.verb not in ("delete", "rename") or store.touched_since(fact.ref, ev.at,
                                                                               mode="reviving") is not None:
        return None
    how = f"renamed to {ev.to.key!r}" if ev.verb == "rename" and ev.to else "deleted"
    return Finding("deleted-present", fact.quote.step,
                   f"{fact.ref} was {how} at {_where(ev.quote)} and nothing re-created it, but it shows again",
                   fact.quote, ev.quote, fact.ref)


@rule("created-reported-missing", "stable", "fact",
      "a thing an action created is reported missing, with nothing removing it since",
      "Example: `python reproduce.py` right after the editor created `reproduce.py` says the file does "
      "not exist.")
def created_reported_missing(store: FactStore, fact: Fact, before: "Fact | None", before_at: int) -> Finding | None:
    if fact.cls != "exists" or fact.value != "absent":
        return None
    ev = store.events.get(fact.ref)
    if ev is None or ev.verb != "create" or store.touched_since(fact.ref, ev.at, mode="removing") is not None:
        return None
    return Finding("created-reported-missing", fact.quote.step,
                   f"{fact.ref} was created at {_where(ev.quote)} and nothing removed it, but it is reported "
                   f"missing", fact.quote, ev.quote, fact.ref)


@rule("existence-flipped", "preview", "fact",
      "a thing shown present is reported missing, or the reverse, with no action that could remove or make it",
      "Whether a thing exists changes only when an action creates, deletes or renames it (or runs "
      "something that may). Preview: which outputs say a thing is missing is read from their shape. "
      "Example: `ls -l build/app.tar.gz` lists the file, nothing is run that could remove it, and `tar tzf "
      "build/app.tar.gz` says `No such file or directory`.")
def existence_flipped(store: FactStore, fact: Fact, before: "Fact | None", before_at: int) -> Finding | None:
    if fact.cls != "exists" or before is None or before.cls != "exists" or before.value == fact.value:
        return None
    if store.events.get(fact.ref) is not None or store.touched_since(fact.ref, before_at) is not None:
        return None  # a created or deleted thing is deleted-present's and created-reported-missing's to judge
    return Finding("existence-flipped", fact.quote.step,
                   f"{fact.ref} was {before.value} at {_where(before.quote)} and nothing touched it since, but "
                   f"is now {fact.value}", fact.quote, before.quote, fact.ref)


@rule("unlisted-then-present", "preview", "fact",
      "a thing a complete listing of its place did not show is shown there later, with nothing that could "
      "have made it",
      "A complete listing (no filter, no paging, no truncation) shows every member of its place, so a thing "
      "it leaves out was not there; only an action that may create it there can bring it (not in a shared "
      "service's list, where others add things). Preview: a listing's completeness is read from its shape. "
      "Example: `git branch` lists `main` and `feat/calibration`, and a later `git status` says "
      "`On branch feat/calib` with no checkout since.")
def unlisted_then_present(store: FactStore, fact: Fact, before: "Fact | None", before_at: int) -> Finding | None:
    if fact.cls != "exists" or fact.value != "present" or store.events.get(fact.ref) is not None:
        return None
    prev = store.listings.get((fact.ref.kind, fact.ref.scope))
    if prev is None:
        return None
    listing, at = prev
    if (listing.open or fact.ref.key in listing.members or not listing.would_show(fact.ref.key)
            or listing.quote.step >= fact.quote.step
            or (before is not None and before.value == "present" and before_at >= at)
            or store.touched_since(fact.ref, at) is not None):
        return None
    return Finding("unlisted-then-present", fact.quote.step,
                   f"the listing of {listing.scope or 'the top level'} at {_where(listing.quote)} did not show "
                   f"{fact.ref.key!r} and nothing could have made it since, but it shows now", fact.quote,
                   listing.quote, fact.ref)


# ------------------------------------------------------------------ listings
# A listing gets one finding, from the first of these that speaks: the most specific come first (a renamed or
# deleted thing shown is what a missing new name or a wrong count would only say less precisely).

@rule("renamed-old-name", "stable", "listing",
      "a complete listing shows a renamed thing under its old name",
      "Example: `docker rename grafana grafana-old`, then `docker ps -a` lists `grafana`.")
def renamed_old_name(store: FactStore, listing: Listing) -> Finding | None:
    for ref, ev in store.events_in(listing.kind, listing.scope):
        if (ev.verb == "rename" and ev.to is not None and ref.key in listing.members
                and store.touched_since(ref, ev.at) is None):
            moved = ev.to.scope != ref.scope  # moved elsewhere (under the same name or not)
            what = f"moved to {ev.to}" if moved else f"renamed to {ev.to.key!r}"
            return Finding("renamed-old-name", listing.quote.step,
                           f"{ref} was {what} at {_where(ev.quote)}, but this listing still shows it "
                           f"{'where it was' if moved else 'under its old name'}", listing.quote, ev.quote, ref)
    return None


@rule("listing-deleted-member", "stable", "listing",
      "a complete or partial listing shows a thing an action deleted",
      "Example: `rm zoom_amd64.deb`, then the file manager shows `zoom_amd64.deb`.")
def listing_deleted_member(store: FactStore, listing: Listing) -> Finding | None:
    for key in sorted(listing.members):
        ref = Ref(listing.kind, listing.scope, key)
        ev = store.events.get(ref)
        if ev is not None and ev.verb == "delete" and store.touched_since(ref, ev.at, mode="reviving") is None:
            return Finding("listing-deleted-member", listing.quote.step,
                           f"{ref} was deleted at {_where(ev.quote)} and nothing re-created it, but this listing "
                           f"shows it", listing.quote, ev.quote, ref)
    return None


@rule("created-absent", "stable", "listing",
      "a complete listing misses a thing an action created (or renamed to) in that place",
      "A complete listing (no filter, no paging, no truncation) shows every member of its scope. "
      "Example: `mkdir reports/2025-q2`, then `ls reports` without it.")
def created_absent(store: FactStore, listing: Listing) -> Finding | None:
    for ref, ev in store.events_in(listing.kind, listing.scope):
        if (ev.verb != "create" or not listing.complete or ref.key in listing.members
                or not listing.would_show(ref.key) or store.touched_since(ref, ev.at, mode="removing") is not None):
            continue
        return Finding("created-absent", listing.quote.step,
                       f"{ref} was created at {_where(ev.quote)} and nothing removed it, but this listing of "
                       f"{listing.scope or 'the top level'} does not show it", listing.quote, ev.quote, ref)
    return None


@rule("count-shown-differs", "stable", "listing",
      "a complete listing states a count that is not the number of things it shows",
      "A listing that shows all of its members and states how many there are (a memory's `Memory contains 5 "
      "item(s):`, a result's `total` beside its unpaged items) states the number it shows. A model that keeps "
      "the count it wrote before an add or a remove, or drops an item and not the count, writes a header that "
      "disagrees with its own lines. A shared service's total that is higher than the items shown may count what "
      "a default page left out, so only a count below them is judged there. The finding cites the place's last "
      "listing, or the last create or delete there. Example: after one of six keys is removed, "
      "`retrieve_all` answers `Memory contains 6 item(s):` and lists five.")
def count_shown_differs(store: FactStore, listing: Listing) -> Finding | None:
    n = len(listing.members)
    if not listing.complete or listing.count is None or listing.count == n or (listing.open and listing.count > n):
        return None
    prev = store.listings.get((listing.kind, listing.scope))
    events = [ev for _ref, ev in store.events_in(listing.kind, listing.scope)]
    cited = [q for q in [prev[0].quote if prev else None, *(ev.quote for ev in events)]
             if q is not None and q.step < listing.quote.step]
    earlier = max(cited, key=lambda q: q.step) if cited else None
    return Finding("count-shown-differs", listing.quote.step,
                   f"this listing of {listing.scope or 'the top level'} says it holds {listing.count} but shows {n}",
                   listing.quote, earlier)


@rule("listing-count", "preview", "listing",
      "a complete listing's size does not follow the creates and deletes since the last one",
      "Two complete listings of one place differ by exactly what actions created and deleted there. "
      "Preview: a listing's completeness is read from its shape. Example: `ls` shows three files, one "
      "is removed with `rm`, and the next `ls` shows three again with a new name among them.")
def listing_count(store: FactStore, listing: Listing) -> Finding | None:
    prev = store.listings.get((listing.kind, listing.scope))
    if prev is None or not listing.complete:
        return None
    old, at = prev
    if old.shows_hidden != listing.shows_hidden or old.only != listing.only:
        return None
    creates, deletes, broad = store.scope_writes_since(listing.kind, listing.scope, at, listing.would_show,
                                                       old.members)
    if broad:
        return None
    expected = len(old.members) + creates - deletes
    shown = listing.count if listing.count is not None else len(listing.members)
    if shown == expected:
        return None
    return Finding("listing-count", listing.quote.step,
                   f"{listing.scope or 'the top level'} held {len(old.members)} at {_where(old.quote)}; with "
                   f"{creates} created and {deletes} removed since it should hold {expected}, but shows {shown}",
                   listing.quote, old.quote)


@rule("listing-member-changed", "preview", "listing",
      "a complete listing shows a thing the last one of its place did not, or misses one an earlier "
      "reading showed, with no action that could have made or removed it",
      "Two complete listings of one place differ only by what actions did there; a thing shown present "
      "stays until an action removes it (not in a shared service's lists, which others change). Preview: a "
      "listing's completeness is read from its shape. "
      "Example: `ls dist` shows `app.js  app.css`, nothing is run there, and the next `ls dist` shows "
      "`app.js  vendor.js`.")
def listing_member_changed(store: FactStore, listing: Listing) -> Finding | None:
    if not listing.complete or listing.open:
        return None  # others add to and remove from a shared service's lists
    kind, scope = listing.kind, listing.scope
    prev = store.listings.get((kind, scope))
    earlier: list[tuple[str, Quote, int, bool]] = []  # (key, quote, counter, shown then)
    if prev is not None and prev[0].shows_hidden == listing.shows_hidden and prev[0].only == listing.only:
        old, at = prev
        earlier += [(k, old.quote, at, True) for k in sorted(old.members - listing.members)]
        earlier += [(k, old.quote, at, False) for k in sorted(listing.members - old.members) if old.would_show(k)]
    for ref in store.present_in(kind, scope):
        seen = store.facts.get((ref, "exists"))
        if seen is not None and seen.fact.value == "present" and (prev is None or seen.at > prev[1]):
            earlier.append((ref.key, seen.fact.quote, seen.at, True))
    for key, quote, at, shown in earlier:
        ref = Ref(kind, scope, key)
        if (shown == (key in listing.members) or not listing.would_show(key) or store.events.get(ref) is not None
                or quote.step >= listing.quote.step or store.touched_since(ref, at) is not None):
            continue
        was, now = ("showed", "misses") if shown else ("did not show", "shows")
        return Finding("listing-member-changed", listing.quote.step,
                       f"{_where(quote)} {was} {ref} and nothing could have changed that since, but this "
                       f"listing of {scope or 'the top level'} {now} it", listing.quote, quote, ref)
    return None


# ------------------------------------------------------------------ clock

@rule("clock-backwards", "stable", "clock",
      "the current time goes backwards",
      "Readings are compared on one scale: seconds since the epoch (in one named zone, when the zone "
      "cannot be converted), or minutes of the day for a clock without a date (which may wrap past "
      "midnight); an action that sets the clock (`date -s`, `timedatectl set-time`) lets it go back. "
      "A stamp of when an action of the session wrote a thing (a file's time in a listing, the date of "
      "a commit it made, the time on a comment or message it just posted) is a reading of the clock then: "
      "not earlier than any reading before that action, to the precision it is shown in; a posted entry's "
      "stamp with a date is compared only with stamps of the same date. "
      "Example: `date` prints 09:41:55, then a later `date` prints 09:38:02.")
def clock_backwards(store: FactStore, reading: float, quote: Quote, scale: str) -> Finding | None:
    before = store.last_clock(scale)
    if before is None or before[1].step >= quote.step:
        return None
    if store.touched_since(CLOCK, before[3]) is not None:
        return None  # an action set the clock
    back = before[0] - reading
    if scale == "day" and back > 12 * 60:
        return None  # past midnight
    if back <= (1 if scale.startswith("abs") else 0):
        return None
    return Finding("clock-backwards", quote.step,
                   f"the clock read {_clip(before[1].text)!r} at {_where(before[1])}, and now reads "
                   f"{_clip(quote.text)!r}: time went backwards", quote, before[1])


def stamp_before_clock(store: FactStore, latest: float, quote: Quote, scale: str, after: int) -> Finding | None:
    """Rule ``clock-backwards`` for the stamp of a moment later than every clock reading made at or before
    step ``after`` (a file's time of writing, a commit's date): it may not be earlier than they were."""
    before = store.clock_by(after, scale)
    if before is None or store.touched_since(CLOCK, before[3]) is not None:
        return None
    if before[0] - latest <= (1 if scale.startswith("abs") else 0):
        return None
    return Finding("clock-backwards", quote.step,
                   f"the clock read {_clip(before[1].text)!r} at {_where(before[1])}, before this was written, but "
                   f"it shows the time {_clip(quote.text)!r}: earlier than that", quote, before[1])


# ------------------------------------------------------------------ logs

_LOG_SLACK = 60.0  # seconds: threads and buffers may write a line a little before the one above it
_LOG_SPAN = 12 * 3600.0  # a larger step back is a log stamped without its date passing midnight: not judged


@rule("log-runs-backwards", "preview", "log",
      "a log's new line is stamped earlier than the line above it",
      "A log is written in time order: a line added below the lines already there carries a later stamp (within "
      "a minute: threads and buffers), and a run of lines that goes forward does not step back once. Which lines "
      "are log lines is read from where their stamp stands (views/log_runs.py); a line no earlier observation "
      "showed, right below one that it showed, is a line the log gained since. Example: `tail -n 3 access.log` "
      "ends with `[13/Mar/2025:09:42:58 +0000] \"GET /notes/42\"`; after one more request `tail -n 2 access.log` "
      "shows that line and, below it, `[13/Mar/2025:09:40:12 +0000] \"GET /notes/43\"`.")
def log_runs_backwards(store: FactStore, run: tuple[LogEntry, ...]) -> Finding | None:
    for above, entry in zip(run, run[1:]):
        if store.log_line_shown(above.line) and not store.log_line_shown(entry.line) and \
                _LOG_SLACK < above.seconds - entry.seconds < _LOG_SPAN:
            return _log_finding(above, entry, "a line the log gained since")
    steps = [b.seconds - a.seconds for a, b in zip(run, run[1:])]
    back = [i for i, d in enumerate(steps) if d < 0]
    if len(back) == 1 and len(steps) - 1 >= 2 and _LOG_SLACK < -steps[back[0]] < _LOG_SPAN:
        return _log_finding(run[back[0]], run[back[0] + 1], "the one step back of a run that goes forward")
    return None


def _log_finding(above: LogEntry, entry: LogEntry, what: str) -> Finding:
    return Finding("log-runs-backwards", entry.quote.step,
                   f"a log line ({what}) is stamped before the line above it: {_clip(entry.line, 70)!r} below "
                   f"{_clip(above.line, 70)!r}", entry.quote, above.quote)


# ------------------------------------------------------------------ a judge model's claim

# Why a judge's claim is dropped (each dropped claim is counted under one of them).
DROP_REASONS = ("unparseable", "no contradiction", "quote not found", "covered by a write")
MIN_QUOTE_CHARS = 3  # a shorter quote is found anywhere ("1", "ok"): it proves nothing


@dataclass(frozen=True)
class Claim:
    """What a judge model answered about step ``step``: a contradiction (or none), the earlier step
    it cites (0: the initial state) and the two texts it quotes."""

    step: int
    contradiction: bool
    earlier_step: int
    earlier_quote: str
    now_quote: str


@dataclass(frozen=True)
class Known:
    """A fact the store held when the step was judged, and the latest write since that may have
    changed its thing (None: nothing touched it)."""

    fact: Fact
    covered_by: Quote | None = None


@dataclass(frozen=True)
class ClaimEvidence:
    """What a claim is checked against: the judged observation, the earlier observations as the store
    read them (by step; 0 the initial state), the known facts of the things it shows again, and the
    last step whose action wrote anything (-1: none)."""

    step: int
    now_text: str
    earlier_texts: Mapping[int, str]
    known: tuple[Known, ...]
    last_write_step: int


def squeeze(text: str) -> str:
    """Whitespace runs as one space: a quote copied from a re-flowed line is still the same text."""
    return " ".join(text.split())


def _claimed(quote: str) -> str:
    """A judge's quote squeezed; a line break it copied as the two characters of an escape (the dossier
    shows multi-line quotes that way) is a line break."""
    return squeeze(quote.replace("\\n", "\n").replace("\\t", "\t"))


def _quoted(quote: str, text: str | None) -> bool:
    q = _claimed(quote)
    return text is not None and len(q.replace(" ", "")) >= MIN_QUOTE_CHARS and q in squeeze(text)


def _cited(claim: Claim, evidence: ClaimEvidence) -> list[Known]:
    """The known facts the claim's earlier quote is about: read at the cited step, with a quote that
    holds the claim's text or is held by it."""
    q = _claimed(claim.earlier_quote)
    at = [k for k in evidence.known if k.fact.quote.step == claim.earlier_step]
    return [k for k in at if q and (q in squeeze(k.fact.quote.text) or squeeze(k.fact.quote.text) in q
                                     or (k.fact.value.strip() and squeeze(k.fact.value) in q))]


# held-out evidence: holdout10 (sealed, commit 521aa50) 3 right, 1 false on a clean trajectory; holdout11
# (commit f6a7d3f) 3 right, 0 false; holdout12 (commit d8377f9) 3 right, 0 false (9 of 10, at the bar: it
# was made stable); holdout13 (commit a1f562e) 3 right, 1 false: 12 of 14, under the bar: preview again
@rule("identifier-drift", "preview", "identifier",
      "an identifier or an amount shown again with two characters swapped or one changed, nothing having "
      "made a new one",
      "A model that copies a long identifier or an amount from an earlier turn now and then swaps two "
      "characters or changes one; a real system never shows a near-copy of an identifier it made unless it "
      "is another thing, and then it shows the old one too or the new one has neighbours (order 1041, 1042); "
      "an amount that changes with what is done does not change by two inner digits trading places. Judged "
      "in any domain, from the values' shapes alone (views/identifiers.py): a new value that is one such "
      "edit of exactly one earlier value, which this observation no longer shows (on a screen that keeps its "
      "history, a shell's, the lines this step printed), that the agent never "
      "typed, and that no thing an action touched holds (unless it is the identity of a thing, a UUID, a hash, "
      "a MAC address, an e-mail address, a phone number, a DOI, an arXiv number, a coded id or a record's number "
      "in a path: no change of a thing makes a near copy of those), and that is not one of a run of numbers shown "
      "with its neighbour (a restart's new workers). In a code of random characters (a hash, a UUID, a booking "
      "code) two characters apart may trade places too, and a full commit hash whose start is such an edit of a "
      "short hash shown before is one (none of its own abbreviations having been shown). "
      "A process id is read where a label or a PID column names it. "
      "Example: a contact's number reads +1 "
      "415-555-0173, and after the agent sends a message the same header reads +1 415-555-0137. Its known "
      "false alarm: an amount that changes by exactly what a swap of two inner digits would make ($18.45 "
      "plus $0.09 is $18.54).")
def identifier_drift(store: FactStore, token: Token, present: frozenset[str]) -> Finding | None:
    if token.value in store.tokens:
        return None
    near = store.near_copies(token) - present
    if len(near) != 1 or store.family(token) > 1:
        return None
    if token.value.isdigit() and any(str(int(token.value) + d).zfill(len(token.value)) in present for d in (-1, 1)):
        return None  # one of a run of numbers given out one after another (a restart's new workers' ids)
    was = store.tokens[near.pop()]
    if token.context is not None and (held := store.contexts(was.value)) and token.context not in held and (
            sum(ch.isdigit() for ch in token.value) < 4 or any(len(c.split()) == len(token.context.split())
                                                               for c in held)):
        # its cell changed in other numbers too: a count that moved with them, not a bad copy (a cell laid out
        # otherwise is another view; with four digits or more a swap there is no coincidence)
        return None
    return Finding("identifier-drift", token.quote.step,
                   f"the {was.shape} {_clip(was.shown)} shown at {_where(was.quote)} now reads "
                   f"{_clip(token.shown)}, a near-copy no action made", token.quote, was.quote)


@rule("total-mismatch", "preview", "total",
      "a total that is not the sum of the parts shown with it",
      "A simulating model that writes a table with a total row now and then slips one digit of the total, or "
      "keeps the total it wrote before a part changed. The parts come from the layout alone (views/totals.py): "
      "the numbers above a Total/Subtotal/Sum row in its column, the columns whose sum every other row of the "
      "table gives to its Total column, a record's items next to its subtotal, a column named as a total against "
      "the same name stated elsewhere on the page (a cart's summary), a subtotal stated beside a list whose items "
      "each show one price and no quantity but one (a mini-cart), a spreadsheet's status-bar Sum against the "
      "cells its name box selects. It speaks when the gap is one "
      "digit's worth or two swapped digits (152.88 for a sum of 150.88; not a last-place rounding, not on a "
      "total under three digits, not a record's total, which may hold a fee it does not show), when every "
      "other row of the table adds up and this one does not, or when the same total gave the sum of as many "
      "parts before and no amount shown beside it (a fee, a discount) makes up the gap. Example: `wc -l *.csv` "
      "lists 126759, 41208, 55917 and 29644 lines and then `253538 total` (the sum is 253528).")
def total_mismatch(store: FactStore, t: Total) -> Finding | None:
    if t.holds():
        return None
    before = store.totals.get(t.key)
    if t.peers >= 3:
        why = f"every other of its {t.peers} rows adds up"
    elif t.slip():
        why = "one digit off"
    elif before is not None and before[0] and before[1] == len(t.parts) and not t.explained():
        why = f"it was the sum of as many parts at {_where(before[2])}"
    else:
        return None
    earlier = before[2] if before is not None and before[2].step < t.quote.step else None
    return Finding("total-mismatch", t.quote.step,
                   f"{_clip(t.quote.text)!r} is not the sum of the {len(t.parts)} parts shown with it "
                   f"({t.sum_shown()}; {why})", t.quote, earlier or Quote(t.quote.step, t.quote.view,
                                                                     " + ".join(p.shown for p in t.parts)))


@rule("judge-consistency", "preview", "judge",
      "a judge model says a step contradicts an earlier one, and both quotes and the writes since prove it",
      "Off by default (`judge_consistency`, or on demand). For a step the other rules found no contradiction "
      "in but whose observation shows again things earlier steps established, a judge model is asked the official "
      "judge's consistency question on a short dossier: those facts with their step and the exact text they "
      "were read from, the actions since that may have changed them, and the new observation. Its claim is "
      "kept only when the earlier quote is in the cited step's observation, the new quote is in this one, "
      "the two differ, and no recorded action since touched the thing the earlier quote is about (when the "
      "quote is about nothing the store knows, no action at all since that step); every other claim is "
      "dropped and counted by reason. Example: `free -m` shows `Mem: 7962` (MB in all) at step 1, nothing "
      "is run in between, and the next `free -m` shows `Mem: 15924`.")
def judged_contradiction(claim: Claim, evidence: ClaimEvidence, drop: Callable[[str], None]) -> Finding | None:
    """The claim as a finding when it is proven; else ``drop(reason)`` (one of DROP_REASONS) and None."""
    if not claim.contradiction:
        drop("no contradiction")
        return None
    earlier = evidence.earlier_texts.get(claim.earlier_step) if 0 <= claim.earlier_step < claim.step else None
    if not _quoted(claim.earlier_quote, earlier) or not _quoted(claim.now_quote, evidence.now_text):
        drop("quote not found")
        return None
    if _claimed(claim.earlier_quote) == _claimed(claim.now_quote):
        drop("no contradiction")  # the two quotes say the same thing
        return None
    cited = _cited(claim, evidence)
    covered = any(k.covered_by is not None for k in cited) if cited \
        else evidence.last_write_step > claim.earlier_step  # a step's writes come before its observation
    if covered:
        drop("covered by a write")
        return None
    ref = cited[0].fact.ref if cited else None
    now = Quote(claim.step, "judge", claim.now_quote)
    before = Quote(claim.earlier_step, "judge", claim.earlier_quote)
    return Finding("judge-consistency", claim.step,
                   f"the judge model finds {_clip(claim.now_quote)!r} contradicts {_clip(claim.earlier_quote)!r} "
                   f"of {_where(before)}, and no action since touched it", now, before, ref)


def reads_no_binding(rule_id: object) -> bool:
    """Whether the rule judges what any observation shows (an identifier's shape, a total and its parts),
    reading no domain's binding: its level is its own, whatever the domain's binding has earned."""
    r = REGISTRY.get(rule_id) if isinstance(rule_id, str) else None
    return r is not None and r.on in ("identifier", "total", "log")
