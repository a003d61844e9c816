"""The terminal ledger's checks of listings: ``ls`` (plain, long, a glob), ``find`` and ``tree`` against
what the agent's commands created and removed (a mixin of :class:`~playground.decoherence.terminal.TerminalLedger`,
which holds the file entries these read), and the file entry itself."""

from __future__ import annotations

import bisect
import fnmatch
import posixpath
import re
import shlex
from dataclasses import dataclass
from typing import Any, Callable, Iterable

from playground.decoherence.common import Fact, clip, warn, where
from playground.decoherence.listings import tree_paths, tree_view
from playground.decoherence.shell import SimpleCommand, is_literal, parent, resolve
from playground.world.warning_records import WorldWarning

LS_LONG = re.compile(r"^[dlcbps-][rwxsStT-]{9}[.+@]?\s+\d+\s+\S+\s+\S+\s+[\d,.]+[KMGT]?\s+"
                      r"(?:\w{3}\s+\d{1,2}|\d{4}-\d\d-\d\d|\d{1,2}\s+\w{3})\s+(?:\d{1,2}:\d\d(?::\d\d(?:\.\d+)?)?|\d{4})"
                      r"(?:\s+[+-]\d{4})?\s+(?P<name>.+)$")
_GLOB_ONLY = re.compile(r"^[^$`{}]*[*?[][^$`{}/]*$")  # a glob in the last path part only


@dataclass
class Entry:
    exists: bool
    is_dir: bool | None
    fact: Fact
    content: str | None = None  # the whole content, when a command wrote known text or cat showed it
    lines: int | None = None  # its line count, when wc -l or a write made it known
    size: int | None = None  # its size in bytes as ls -l showed it (no write since)

    def __deepcopy__(self, memo: dict[int, Any]) -> "Entry":
        # every field is an immutable value (the Fact too): a flat copy is a deep one, made cheaply,
        # since a teacher-forced check copies the whole ledger per predicted step
        new = object.__new__(Entry)
        new.__dict__.update(self.__dict__)
        memo[id(self)] = new
        return new


class Entries(dict[str, Entry]):
    """The ledger's entries (absolute path -> :class:`Entry`), with two indexes kept beside them: each
    directory's children, and the paths in sorted order. Listings, removals and tree walks read the
    entries of one directory (or below one) from them instead of scanning every entry the session
    ever made known, which made each such step cost more the longer the session ran."""

    def __init__(self, items: Iterable[tuple[str, Entry]] = ()) -> None:
        super().__init__()
        self._children: dict[str, dict[str, None]] = {}  # parent(path) -> paths, in the order they came
        self._sorted: list[str] = []
        for k, v in items:
            self[k] = v

    def __setitem__(self, key: str, value: Entry) -> None:
        if key not in self:
            self._children.setdefault(parent(key), {})[key] = None
            bisect.insort(self._sorted, key)
        super().__setitem__(key, value)

    def __delitem__(self, key: str) -> None:
        super().__delitem__(key)
        kids = self._children[parent(key)]
        del kids[key]
        if not kids:
            del self._children[parent(key)]
        del self._sorted[bisect.bisect_left(self._sorted, key)]

    def clear(self) -> None:
        super().clear()
        self._children.clear()
        self._sorted.clear()

    def _unsupported(self, *args: Any, **kwargs: Any) -> Any:
        raise TypeError("Entries keeps indexes: set and delete entries one by one")

    pop = popitem = setdefault = update = __ior__ = _unsupported

    def __deepcopy__(self, memo: dict[int, Any]) -> "Entries":
        import copy

        new = Entries()
        memo[id(self)] = new
        for k, v in self.items():
            dict.__setitem__(new, k, copy.deepcopy(v, memo))
        new._children = {d: dict(kids) for d, kids in self._children.items()}
        new._sorted = list(self._sorted)
        return new

    def __reduce__(self) -> tuple[Any, ...]:
        return (Entries, (list(self.items()),))

    def children(self, directory: str) -> list[str]:
        """The paths whose parent is ``directory``, in the order they became known."""
        return list(self._children.get(directory, ()))

    def under(self, prefix: str) -> list[str]:
        """The paths that start with ``prefix`` (a directory and its "/"), sorted."""
        lo = bisect.bisect_left(self._sorted, prefix)
        hi = lo
        while hi < len(self._sorted) and self._sorted[hi].startswith(prefix):
            hi += 1
        return self._sorted[lo:hi]


class ListingChecks:
    """Listing checks over ``entries`` (absolute path -> :class:`Entry`) and ``home``."""

    entries: Entries
    home: str | None

    # the ledger's own, which these checks use

    def _show(self, path: str | None) -> str:
        raise NotImplementedError

    def _steady(self, p: str) -> bool:
        raise NotImplementedError

    def _set(self, path: str, entry: Entry) -> None:
        raise NotImplementedError

    def _is_prompt(self, line: str) -> bool:
        raise NotImplementedError

    def _check_sizes(self, step: int, target: str, body: list[str], found: list[WorldWarning]) -> None:
        raise NotImplementedError

    def _check_ls(self, step: int, c: SimpleCommand, cur: str | None, errs: list[str], out: list[str],
                  found: list[WorldWarning]) -> None:
        flags = c.flags()
        ops = c.operands()
        if len(ops) == 1 and _GLOB_ONLY.match(ops[0]) and not flags & {"R", "I", "--ignore", "--hide"}:
            self._check_ls_glob(step, c, ops[0], cur, errs, out, found)
            return
        if len(ops) > 1 or any(not is_literal(o) for o in ops) or flags & {"d", "R", "I", "--ignore", "--hide"}:
            return
        target = resolve(ops[0], cur, self.home) if ops else cur
        if target is None:
            return
        entry = self.entries.get(target)
        if errs:
            return
        body = [ln for ln in out if ln.strip()]
        long = bool(flags & {"l", "g", "o", "n"})
        names = _ls_names(body, long=long, is_prompt=self._is_prompt)
        if names is None:
            return
        if ops and names == [ops[0]] and (entry is None or entry.is_dir is not True):
            # "ls -l notes.md": the file itself, not a directory's content
            if long and (entry is None or entry.exists):
                if entry is None:
                    self._set(target, Entry(True, False, Fact(step, body[0])))
                self._check_sizes(step, parent(target), [ln for ln in body if not ln.startswith("total ")], found)
            return
        if entry is not None and entry.is_dir is False:
            return
        listed = {n.rstrip("/*@|=") if flags & {"F", "p"} or n.endswith("/") else n for n in names}
        listed.discard(".")
        listed.discard("..")
        if entry is not None and not entry.exists and listed:
            found.append(warn("terminal.file", "error", step,
                              f"ls lists the contents of {self._show(target)}, "
                              f"which was removed at {where(entry.fact)}",
                              text=body[0], earlier=entry.fact, path=target))
            return
        for n in sorted(listed):
            p = posixpath.join(target, n)
            e = self.entries.get(p)
            if e is not None and not e.exists:
                found.append(warn("terminal.file", "error", step,
                                  f"{self._show(p)} was removed at {where(e.fact)} but ls lists it again",
                                  text=next((ln for ln in body if n in ln), n), earlier=e.fact, path=p))
                self._set(p, Entry(True, None, Fact(step, n)))
        show_hidden = bool(flags & {"a", "A", "--all", "--almost-all"})
        for p in sorted(self.entries.children(target)):
            e = self.entries[p]
            base = posixpath.basename(p)
            if not e.exists or p == target or (base.startswith(".") and not show_hidden):
                continue
            if base not in listed:
                found.append(warn("terminal.file", "error", step,
                                  f"{self._show(p)} was created at {where(e.fact)} and not removed since, "
                                  f"but ls of {self._show(target)} does not list it",
                                  text=" ".join(sorted(listed)) or "(empty listing)", earlier=e.fact, path=p))
        fact = Fact(step, "ls " + " ".join(ops))
        for n in listed:
            p = posixpath.join(target, n)
            if p not in self.entries:
                self.entries[p] = Entry(True, None, fact)
        if long:
            self._check_sizes(step, target, body, found)

    def _check_ls_glob(self, step: int, c: SimpleCommand, pattern: str, cur: str | None, errs: list[str],
                       out: list[str], found: list[WorldWarning]) -> None:
        """``ls DIR/*.conf``: the shell expands the glob, so ls shows exactly the entries of DIR whose names match.
        Judged only when the listing is plainly those names (no directory matched, no ``dir:`` headers, every
        name shown matches the glob); known files that match must be shown, removed ones must not."""
        prefix, _, glob = pattern.rpartition("/")
        base = resolve(prefix or ".", cur, self.home) if prefix or pattern.startswith("/") else cur
        if pattern.startswith("/") and not prefix:
            base = "/"
        body = [ln for ln in out if ln.strip()]
        if base is None or errs or not body or any(ln.rstrip().endswith(":") for ln in body):
            return
        long = bool(c.flags() & {"l", "g", "o", "n"})
        names = _ls_names(body, long=long, is_prompt=self._is_prompt)
        shown_prefix = pattern[: len(pattern) - len(glob)]
        if not names or any(not n.startswith(shown_prefix) for n in names):
            return
        listed = {n[len(shown_prefix):] for n in names}
        if any("/" in n or not fnmatch.fnmatchcase(n, glob) for n in listed):
            return
        matching = {p: e for p, e in self.entries.items() if parent(p) == base and p != base
                    and fnmatch.fnmatchcase(posixpath.basename(p), glob)
                    and (glob.startswith(".") or not posixpath.basename(p).startswith("."))}
        if any(e.exists and e.is_dir for e in matching.values()):
            return  # a matching directory would be listed by its content
        for n in sorted(listed):
            e = self.entries.get(posixpath.join(base, n))
            if e is not None and not e.exists:
                found.append(warn("terminal.file", "error", step,
                                  f"{self._show(posixpath.join(base, n))} was removed at {where(e.fact)} but "
                                  f"ls {pattern} lists it again", text=next((ln for ln in body if n in ln), n),
                                  earlier=e.fact, path=posixpath.join(base, n)))
                return
        for p, e in sorted(matching.items()):
            if e.exists and posixpath.basename(p) not in listed:
                found.append(warn("terminal.file", "error", step,
                                  f"{self._show(p)} was created at {where(e.fact)} and not removed since, "
                                  f"but ls {pattern} does not list it although its name matches",
                                  text=" ".join(sorted(listed)), earlier=e.fact, path=p))
                return
        fact = Fact(step, f"ls {pattern}")
        for n in listed:
            p = posixpath.join(base, n)
            if p not in self.entries:
                self.entries[p] = Entry(True, None, fact)

    def _check_find(self, step: int, c: SimpleCommand, cur: str | None, errs: list[str], out: list[str],
                    found: list[WorldWarning]) -> None:
        """``find DIR -name PAT [-type f|d]``: every path under DIR whose name matches, at any depth. Judged only in
        that plain form (no other tests, no -prune/-maxdepth, no actions), when every line shown is under DIR and
        matches; known matching entries must be shown, removed ones must not."""
        args = c.args
        start = args[0] if args and not args[0].startswith(("-", "(", "!")) else "."
        rest = args[1:] if args and start == args[0] else list(args)
        if not is_literal(start):
            return
        names: list[tuple[str, bool]] = []  # (pattern, ignore case)
        ftype = None
        depth = (0, 10 ** 6)
        i = 0
        while i < len(rest):
            a = rest[i]
            v = rest[i + 1] if i + 1 < len(rest) else None
            if a in ("-name", "-iname") and v is not None and "/" not in v:
                names.append((v, a == "-iname"))
            elif a == "-type" and v in ("f", "d"):
                ftype = v
            elif a in ("-maxdepth", "-mindepth") and v is not None and v.isdigit():
                depth = (depth[0], int(v)) if a == "-maxdepth" else (int(v), depth[1])
            elif a == "-print":
                i += 1
                continue
            else:
                return  # another test, an operator or an action: what it keeps is not followed
            i += 2

        def keeps(q: str) -> bool:
            base = posixpath.basename(q)
            return all(fnmatch.fnmatchcase(base.lower() if ic else base, pat.lower() if ic else pat)
                       for pat, ic in names)

        pattern = " ".join(p for p, _ in names) or "*"
        root = resolve(start, cur, self.home)
        body = [ln.strip() for ln in out if ln.strip()]
        if root is None or errs:
            return
        shown: set[str] = set()
        for ln in body:
            if ln != start and not ln.startswith(start.rstrip("/") + "/"):
                return
            if ln != start and not keeps(ln):
                return
            q = resolve(ln, cur, self.home)
            if q is None:
                return
            shown.add(q)
        if self._listed_again(step, shown, "find", found):
            return
        under = root.rstrip("/") + "/"
        for q in self.entries.under(under):
            e = self.entries[q]
            if not e.exists or q in shown:
                continue
            if not keeps(q) or not depth[0] <= q[len(under):].count("/") + 1 <= depth[1]:
                continue
            if ftype is not None and e.is_dir is not (ftype == "d"):
                continue  # a directory (or an entry of unknown type) under -type f: cannot tell
            if ftype is None and e.is_dir is not False:
                continue
            if not self._steady(q):
                continue
            found.append(warn("terminal.file", "error", step,
                              f"{self._show(q)} was created at {where(e.fact)} and not removed since, but "
                              f"find {start} ({pattern}) does not list it", text=" ".join(sorted(shown)),
                              earlier=e.fact, path=q))
            return

    def _listed_again(self, step: int, shown: set[str], lister: str, found: list[WorldWarning]) -> bool:
        """A path removed earlier that a full listing (``find``, ``tree``) shows again: warns, True."""
        for q in sorted(shown):
            e = self.entries.get(q)
            if e is not None and not e.exists:
                found.append(warn("terminal.file", "error", step,
                                  f"{self._show(q)} was removed at {where(e.fact)} but {lister} lists it again",
                                  text=q, earlier=e.fact, path=q))
                return True
        return False

    def _check_tree(self, step: int, c: SimpleCommand, cur: str | None, out: list[str],
                    found: list[WorldWarning]) -> None:
        """``tree [-a] [-L N] [DIR]``: the whole tree under DIR (hidden names only with -a, down to N levels).
        A file created since and not removed must be in it; a removed one must not."""
        view = tree_view(c.args)
        if view is None:
            return
        ops, depth, hidden = view
        root = resolve(ops[0], cur, self.home) if ops else cur
        rel = tree_paths(out, ops[0] if ops else ".")
        if root is None or rel is None:
            return
        shown = {posixpath.join(root, r) for r in rel}
        if self._listed_again(step, shown, "tree", found):
            return
        under = root.rstrip("/") + "/"
        for q in self.entries.under(under):
            e = self.entries[q]
            if not e.exists or q in shown or not self._steady(q):
                continue
            rel = q[len(under):].split("/")
            if len(rel) > depth or (not hidden and any(part.startswith(".") for part in rel)):
                continue
            found.append(warn("terminal.file", "error", step,
                              f"{self._show(q)} was created at {where(e.fact)} and not removed since, but tree "
                              f"{ops[0] if ops else '.'} does not list it", text=clip(" ".join(sorted(shown)), 160),
                              earlier=e.fact, path=q))
            return


def _ls_names(lines: list[str], *, long: bool, is_prompt: Callable[[str], bool]) -> list[str] | None:
    names: list[str] = []
    for ln in lines:
        if long:
            if re.match(r"^total \d", ln):
                continue
            m = LS_LONG.match(ln)
            if m is None:
                return None
            n = m.group("name")
            names.append(n.split(" -> ", 1)[0])
        else:
            if is_prompt(ln):
                return None
            try:
                names.extend(shlex.split(ln))
            except ValueError:
                names.extend(ln.split())
    return names
