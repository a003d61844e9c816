"""What an edit guarantees about a file whose whole content is not known: replaced text is gone, appended
lines are at the end.

The ledgers know a file's whole content only when a command wrote it or ``cat`` showed it. Most edits
happen to files read in part (a ``grep``, a snippet) or not at all, and they still leave facts behind:

- **gone text**: ``sed -i 's/A/B/g'`` (literal ``A``), an editor's ``str_replace``/Gemini's ``replace`` of a
  unique ``A``: no line read later may still hold ``A`` (unless ``B`` holds it). ``s/A/B/`` without ``g``
  replaces only the first ``A`` of each line (a line that held two keeps one): there only a line read before
  the edit, shown again unchanged, is stale. A multi-line replaced block must not show again as a whole block;
- **known tail**: after ``echo ... >> f`` (known text) the file ends with those lines: ``tail -n N f`` and
  ``cat f`` must end with them (the first appended line may join an unterminated last line: it must end
  the shown line, not equal it);
- **fingerprints**: a checksum (``md5sum``, ``sha256sum``, ``cksum``...) of a file read again with no write
  to it since must be the same.

Each guarantee is tied to the ledger's entry object for the path at the time of the edit: any other write
the ledger sees (a redirect, a copy, a script, a checkout) replaces or forgets that entry and so voids the
guarantee; edits that keep the entry (another substitution, an insert) drop the guarantees their new text
could break.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from playground.decoherence.common import Fact, clip, warn, where
from playground.world.warning_records import WorldWarning

# line-number prefixes readers put before a file's lines: view/cat -n ("   12\t"), grep -n ("12:"/"12-")
_PREFIX = re.compile(r"^\s*\d+(?:\t|:|-(?=\S))")
_SAFE_SED = re.compile(r"[\w .,:;=/'\"@#%<>!~-]+")  # literal text sed's regex matches only as itself (plus '.')
_MIN_FRAGMENT = 4


@dataclass
class _Gone:
    lines: list[str]  # one fragment, or a block of lines (first and last may be partial)
    every: bool  # all occurrences went (False: one per line, sed without g)
    before: frozenset[str]  # without g: the lines holding the fragment that reads showed before the edit
    entry: object
    fact: Fact
    how: str


@dataclass
class _Tail:
    lines: list[str]
    entry: object
    fact: Fact


@dataclass
class EditedText:
    gone: dict[str, list[_Gone]] = field(default_factory=dict)
    tails: dict[str, _Tail] = field(default_factory=dict)
    sums: dict[tuple[str, str], tuple[str, object, Fact]] = field(default_factory=dict)  # (path, algo) -> digest
    seen: dict[str, set[str]] = field(default_factory=dict)  # path -> lines reads showed (since its last write)

    # ------------------------------------------------------------ learning

    def replaced(self, path: str, entry: object, old: str, new: str, fact: Fact, *, every: bool, how: str) -> None:
        """``old`` was replaced by ``new`` in ``path`` (all occurrences, or the first of each line)."""
        seen = self.seen.get(path, set())
        self.added(path, new)
        if not old.strip() or old in new:
            return
        lines = old.strip("\n").split("\n")
        if len(lines) == 1:
            if len(lines[0].strip()) < _MIN_FRAGMENT:
                return
        elif sum(1 for ln in lines if len(ln.strip()) >= _MIN_FRAGMENT) < 2:
            return
        before = frozenset(ln for ln in seen if lines[0] in ln) if len(lines) == 1 else frozenset()
        if not every and not before:
            return  # nothing read before the edit: which lines kept a second occurrence is unknown
        self.gone.setdefault(path, []).append(_Gone(lines, every, before, entry, fact, how))
        self.seen.pop(path, None)

    def sed(self, path: str, entry: object, script: str | None, fact: Fact) -> None:
        """``sed -i SCRIPT path``: a literal ``s/A/B/[g]`` with no address leaves ``A`` gone."""
        parsed = literal_substitution(script)
        if parsed is None:
            self.added(path, None)
            return
        old, new, every = parsed
        self.replaced(path, entry, old, new, fact, every=every, how="sed -i")

    def appended(self, path: str, before: object, after: object, text: str | None, fact: Fact) -> None:
        """``text`` (None: unknown) was appended to ``path``; ``before``/``after`` are its entries."""
        prev = self.tails.get(path)
        self._drop_sums(path)
        self.added(path, text)
        for g in self.gone.get(path, []):
            if g.entry is before:
                g.entry = after  # an append does not bring back replaced text (unless its own text holds it)
        if text is None or not text.endswith("\n") or not text.strip():
            self.tails.pop(path, None)
            return
        new = text[:-1].split("\n")
        lines = (prev.lines + new) if prev is not None and prev.entry is before else new
        self.tails[path] = _Tail(lines[-50:], after, fact)

    def saw(self, path: str, lines: list[str]) -> None:
        """A read showed these lines of ``path`` (a grep's hits, a cat, a view)."""
        known = self.seen.setdefault(path, set())
        if len(known) < 2000:
            known.update(_strip(ln.rstrip()) for ln in lines)

    def added(self, path: str, text: str | None) -> None:
        """New text went into ``path`` without replacing its entry: drop the guarantees it could break
        (all of them when the text is unknown)."""
        self.seen.pop(path, None)
        self._drop_sums(path)
        if text is None:
            self.gone.pop(path, None)
            self.tails.pop(path, None)
            return
        keep = [g for g in self.gone.get(path, []) if not any(ln.strip() and ln.strip() in text for ln in g.lines)]
        if keep:
            self.gone[path] = keep
        else:
            self.gone.pop(path, None)
        self.tails.pop(path, None)  # an edit in place may reach the end

    def forget(self, path: str) -> None:
        self.gone.pop(path, None)
        self.tails.pop(path, None)
        self.seen.pop(path, None)
        self._drop_sums(path)

    def _drop_sums(self, path: str) -> None:
        for key in [k for k in self.sums if k[0] == path]:
            del self.sums[key]

    def checksum(self, step: int, path: str, entry: object, algo: str, digest: str, line: str,
                 found: list[WorldWarning], *, show: str | None = None, kind: str = "terminal.content") -> None:
        """``algo`` printed ``digest`` for ``path``: the same file, unwritten since, gives the same digest."""
        key = (path, algo)
        known = self.sums.get(key)
        self.sums[key] = (digest, entry, Fact(step, line))
        if known is None or known[1] is not entry or known[0] == digest:
            return
        found.append(warn(kind, "error", step,
                          f"{algo} of {show or path} was {known[0][:16]} at {where(known[2])} and nothing wrote the "
                          f"file since, but now is {digest[:16]}", text=line, earlier=known[2], path=path))

    def unsettle(self, prefixes: tuple[str, ...] = ("/",), *, outside: str | None = None) -> None:
        """A program ran that may rewrite files it does not name (``useradd`` and /etc/passwd, an installer and
        /usr, a script and the user's dotfiles): forget the repeated reads of files under ``prefixes`` (with
        ``outside``: only those not under that directory)."""
        inside = outside.rstrip("/") + "/" if outside else None
        for key in [k for k in self.sums if k[1].startswith("$ ") and k[0].startswith(prefixes)
                    and not (inside and k[0].startswith(inside))]:
            del self.sums[key]

    def repeated(self, step: int, path: str, entry: object, command: str, lines: list[str], found: list[WorldWarning],
                 *, show: str | None = None, kind: str = "terminal.content") -> None:
        """``command`` read ``path`` alone and printed ``lines`` (``grep -n x f``, ``head -n 5 f``, ``wc -l f``): the
        same command on the same file, unwritten since, prints the same lines. Kept with the checksums, so every
        write or edit that drops those (or replaces the file's entry) voids it too."""
        key = (path, "$ " + command)
        known = self.sums.get(key)
        self.sums[key] = ("\n".join(lines), entry, Fact(step, command))
        if known is None or known[1] is not entry or known[0] == "\n".join(lines):
            return
        before = known[0].split("\n") if known[0] else []
        pair = next(((a, b) for a, b in zip(before, lines) if a != b), None) if len(before) == len(lines) else None
        detail = (f"{clip(pair[0].strip(), 60)!r} became {clip(pair[1].strip(), 60)!r}" if pair is not None
                  else f"{len(before)} line(s) then, {len(lines)} now")
        found.append(warn(kind, "error", step,
                          f"`{clip(command, 60)}` printed other lines at {where(known[2])} and nothing wrote "
                          f"{show or path} since: {detail}", text=clip("\n".join(lines), 200), earlier=known[2],
                          path=path))

    # ------------------------------------------------------------ judging

    def check(self, step: int, path: str, entry: object, shown: list[str], reader: str, found: list[WorldWarning],
              *, tail: int | None = None, whole: bool = False, show: str | None = None,
              kind: str = "terminal.content") -> None:
        """``shown``: lines of ``path`` a reader printed (a grep's hits, a view, a snippet). ``tail``: they are the
        file's last ``tail`` lines (``tail -n``); ``whole``: they are the whole file (``cat``)."""
        name = show or path
        shown = [ln.rstrip() for ln in shown]
        for g in self.gone.get(path, []):
            if g.entry is not entry:
                continue
            hit = _stale(g, shown)
            if hit is not None:
                found.append(warn(kind, "error", step,
                                  f"{g.how} at {where(g.fact)} replaced {clip(' / '.join(g.lines), 60)!r} in {name}, "
                                  f"and nothing wrote it since, but {reader} still shows it", text=hit,
                                  earlier=g.fact, path=path))
                return
        t = self.tails.get(path)
        if t is None or t.entry is not entry or not (whole or tail):
            return
        body = list(shown)
        while body and not body[-1].strip():
            body.pop()
        k = min(len(t.lines), tail) if tail else len(t.lines)
        want = t.lines[-k:]
        got = body[-k:] if len(body) >= k else body
        joined_first = k == len(t.lines)  # the first appended line may have joined the old last line
        ok = len(got) == k and all((g.endswith(w.rstrip()) if (i == 0 and joined_first) else g == w.rstrip())
                                   for i, (g, w) in enumerate(zip(got, want)))
        if not ok:
            shown_last = got[-1] if got else "(nothing)"
            found.append(warn(kind, "error", step,
                              f"{clip(' / '.join(t.lines[-3:]), 60)!r} was appended to {name} at {where(t.fact)} and "
                              f"nothing wrote it since, but {reader} does not end with it", text=shown_last,
                              earlier=t.fact, path=path))


def _strip(line: str) -> str:
    return _PREFIX.sub("", line, count=1)


def _stale(g: _Gone, shown: list[str]) -> str | None:
    if len(g.lines) == 1:
        frag = g.lines[0]
        for ln in shown:
            if frag in ln and (g.every or ln in g.before or _strip(ln) in g.before):
                return ln
        return None
    first, *mid, last = g.lines
    texts = [_strip(ln) for ln in shown]
    for i in range(len(shown) - len(g.lines) + 1):
        if not (shown[i].endswith(first.rstrip()) or texts[i].endswith(first.rstrip())):
            continue
        if all(texts[i + 1 + j] == m.rstrip() or shown[i + 1 + j] == m.rstrip() for j, m in enumerate(mid)) and \
                texts[i + len(g.lines) - 1].startswith(last.rstrip()):
            return clip("\n".join(shown[i:i + len(g.lines)]), 160)
    return None


def literal_substitution(script: str | None) -> tuple[str, str, bool] | None:
    """(old, new, every) of a sed ``s/old/new/[g]`` whose ``old`` only matches itself, else None."""
    if script is None or len(script) < 4 or script[0] != "s":
        return None
    d = script[1]
    if d.isalnum() or d in "\\\n ":
        return None
    parts = script[2:].split(d)
    if len(parts) != 3 or "\\" in parts[0]:
        return None
    old, new, flags = parts
    if set(flags) - {"g"} or not old or not _SAFE_SED.fullmatch(old):
        return None
    every = "g" in flags
    if "." in old and not every:
        return None  # without g the first match may be elsewhere ("1x2" before "1.2")
    new = re.sub(r"\\(.)", r"\1", new)
    if "&" in new.replace("\\&", ""):
        new = new.replace("&", old)
    return old, new, every


def tail_count(args: list[str]) -> int | None:
    """How many last lines ``tail ARGS`` prints (None: bytes, ``+N``, follow, or options not known)."""
    n = 10
    i = 0
    files = 0
    while i < len(args):
        a = args[i]
        if a in ("-n", "--lines") and i + 1 < len(args):
            v = args[i + 1]
            if not v.isdigit():
                return None
            n = int(v)
            i += 2
            continue
        if re.fullmatch(r"-n\d+|-\d+", a):
            n = int(a.lstrip("-n"))
        elif a.startswith("--lines="):
            v = a.split("=", 1)[1]
            if not v.isdigit():
                return None
            n = int(v)
        elif a.startswith("-"):
            return None
        else:
            files += 1
        i += 1
    return n if files == 1 else None
