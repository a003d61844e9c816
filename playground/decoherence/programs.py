"""What common programs establish in a shell: git (commit hashes, branch names) and pip (package
versions), read from their own output, and ``sed``'s literal substitutions.

Facts go to the shared :class:`FactStore`: a commit's hash is an identity (only amending,
rebasing or resetting may rewrite it), a package's version is a state an install sets, a renamed
branch must not come back under its old name. Anything a command could have changed in a way
these readers cannot follow is forgotten instead of guessed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from playground.decoherence.common import Fact, warn, where
from playground.decoherence.facts import FactStore
from playground.world.warning_records import WorldWarning

# Programs that only filter the lines they are given: their output is a part of the input's.
FILTERS = {"grep", "egrep", "fgrep", "head", "tail", "sort", "cat", "less", "more", "uniq", "column", "cut"}
# Filters that keep every line (a listing through them is still the whole listing).
WHOLE = {"sort", "cat", "less", "more", "column"}

_COMMIT_OUT = re.compile(r"^\[(?P<branch>[^\s\]]+)(?: \(root-commit\))? (?P<hash>[0-9a-f]{7,40})\] (?P<msg>.+)$")
_ONELINE = re.compile(r"^(?:\*\s+)?(?P<hash>[0-9a-f]{7,40})(?: \([^)]*\))? (?P<msg>.+)$")
_BRANCH_LINE = re.compile(r"^(?P<mark>[*+ ]) (?P<name>\(HEAD[^)]*\)|\S+)(?:\s+.*)?$")
# git subcommands that rewrite history (hashes of existing commits may change; a stash does not: it only
# sets the work tree back to HEAD)
_REWRITES = {"rebase", "reset", "cherry-pick", "filter-branch", "filter-repo", "revert", "am", "pull", "merge",
             "checkout", "switch", "replace", "notes", "restore", "fetch", "clone", "init", "worktree"}

# git subcommands that never move HEAD (any other one may)
_KEEPS_HEAD = {"status", "log", "diff", "show", "rev-parse", "blame", "describe", "ls-files", "shortlog", "grep",
               "remote", "config", "add", "tag", "reflog", "branch", "fetch", "push", "rm", "mv", "restore", "help",
               "version", "--version", "ls-remote", "cat-file", "show-ref", "ls-tree", "count-objects", "rev-list",
               "for-each-ref", "merge-base", "name-rev", "check-ignore", "whatchanged", "var"}


@dataclass
class GitKnowledge:
    facts: FactStore
    # Everything is kept per repository (the directory git ran in): two repositories may both have a
    # "master" branch and an "Initial commit".
    commits: dict[tuple[str, str], str | None] = field(default_factory=dict)  # (repo, message) -> hash or None
    current: dict[str, str] = field(default_factory=dict)  # repo -> the checked-out branch as last shown
    deleted: dict[tuple[str, str], Fact] = field(default_factory=dict)  # (repo, branch) -> where it was deleted
    # repo -> (the hash HEAD was last shown at, where): only a command that moves HEAD may change it
    head: dict[str, tuple[str, Fact]] = field(default_factory=dict)
    created: dict[tuple[str, str], Fact] = field(default_factory=dict)  # (repo, branch) made this session
    on_branch: dict[str, tuple[str, Fact]] = field(default_factory=dict)  # repo -> the branch a switch put HEAD on
    # repo -> (commits HEAD's history had when counted, where, confirmed commits since)
    counts: dict[str, tuple[int, Fact, int]] = field(default_factory=dict)

    def forget_head(self, repo: str | None = None) -> None:
        """HEAD may have moved (a commit, reset, checkout, pull ... or a program the ledger cannot see)."""
        if repo is None:
            self.head.clear()
            self.on_branch.clear()  # a script may switch branches too
            self.counts.clear()
        else:
            self.head.pop(repo, None)

    def head_seen(self, step: int, repo: str, h: str, line: str, found: list[WorldWarning], *,
                  moved: bool = False) -> None:
        """HEAD shown at ``h`` (short and full hashes agree when one starts with the other)."""
        h = h.lower()
        prev = self.head.get(repo)
        if prev is not None and not moved and not (prev[0].startswith(h) or h.startswith(prev[0])):
            found.append(warn("terminal.git", "error", step,
                              f"HEAD of {repo} was {prev[0]} at {where(prev[1])} and no command since could move "
                              f"it (no commit, reset, checkout, pull, merge, rebase ...), but it now shows {h}",
                              text=line, earlier=prev[1]))
        if prev is None or moved or len(h) >= len(prev[0]) or not prev[0].startswith(h):
            self.head[repo] = (h, Fact(step, line))

    def _forget_commits(self, repo: str) -> None:
        for key in [k for k in self.commits if k[0] == repo]:
            del self.commits[key]
        self.facts.forget(prefix=f"commit:{repo}:")

    def command(self, step: int, args: list[str], out: list[str] | None, failed: bool, fact: Fact,
                repo: str = "?") -> None:
        """The effects of ``git <args>`` run in ``repo`` (its output is read later, by :meth:`read`)."""
        if failed or not args:
            return
        sub = args[0]
        if sub not in _KEEPS_HEAD:
            self.forget_head(repo)  # commit, reset, checkout, bisect, update-ref ...: HEAD may move
        self._branches(args, out or [], fact, repo)
        self._count_effect(args, out or [], repo)
        if sub == "commit" and ("--amend" in args or any(a.startswith("--fixup") for a in args)):
            self._forget_commits(repo)
        elif sub in _REWRITES:
            if sub in ("checkout", "switch"):
                rest = [a for a in args[1:] if not a.startswith("-")]
                if "-b" in args or "-c" in args or "-B" in args or "-C" in args:
                    if rest:
                        self.deleted.pop((repo, rest[0]), None)
                elif rest:
                    self.current[repo] = rest[0]
                return  # moving between branches leaves commits as they were
            self._forget_commits(repo)
        elif sub == "branch":
            flags = {a for a in args[1:] if a.startswith("-")}
            rest = [a for a in args[1:] if not a.startswith("-")]
            if flags & {"-m", "-M", "--move"}:
                if len(rest) == 2:
                    old, new = rest
                elif len(rest) == 1 and repo in self.current:
                    old, new = self.current[repo], rest[0]
                else:
                    return
                self.facts.rename(step, old, new, fact.text, scope=repo)
                self.deleted.pop((repo, new), None)
                if self.current.get(repo) == old:
                    self.current[repo] = new
            elif flags & {"-d", "-D", "--delete"}:
                for b in rest:
                    self.deleted[(repo, b)] = fact
            elif rest and not flags:
                self.deleted.pop((repo, rest[0]), None)

    def read(self, step: int, args: list[str], out: list[str], whole: bool, found: list[WorldWarning],
             repo: str = "?") -> None:
        """Judge and learn from git's output (``whole``: no filter dropped lines)."""
        sub = args[0] if args else ""
        for ln in out:
            m = _COMMIT_OUT.match(ln.strip())
            if m and sub == "commit":
                self._commit(step, repo, m["msg"].strip(), m["hash"], ln.strip(), found, made=True)
                self.current[repo] = m["branch"]
                self.head_seen(step, repo, m["hash"], ln.strip(), found, moved=True)
        if sub == "log" and any(a == "--oneline" or a.startswith("--pretty=oneline") or a == "--format=%h %s"
                                for a in args):
            seen: dict[str, list[tuple[str, str]]] = {}
            for ln in out:
                m = _ONELINE.match(ln.strip())
                if m:
                    seen.setdefault(m["msg"].strip(), []).append((m["hash"], ln.strip()))
            for msg, hits in seen.items():
                if len(hits) == 1:
                    self._commit(step, repo, msg, hits[0][0], hits[0][1], found, made=False)
                else:
                    self.commits[(repo, msg)] = None
        if sub == "branch" and whole and all(a in ("-a", "--all", "-v", "-vv", "--list", "-l", "-r") for a in args[1:]):
            names = set()
            for ln in out:
                m = _BRANCH_LINE.match(ln.rstrip())
                if m is None:
                    return  # not a branch listing
                name = m["name"].removeprefix("remotes/")
                names.add(name)
                if m["mark"] == "*":
                    self.current[repo] = name
            w = self.facts.names_seen(step, names, " ".join(sorted(names)), "branch", scope=repo)
            if w is not None:
                found.append(w)
            mark = next((m["name"] for ln in out if (m := _BRANCH_LINE.match(ln.rstrip())) and m["mark"] == "*"), None)
            if mark is not None and not mark.startswith("("):
                self._shown_branch(step, repo, mark, f"* {mark}", "git branch", found)
            if not (set(args[1:]) & {"-r"}) or set(args[1:]) & {"-a", "--all"}:
                for (r, b), fact in sorted(self.created.items()):
                    if r == repo and b not in names and (r, b) not in self.deleted:
                        found.append(warn("terminal.git", "error", step,
                                          f"branch {b!r} was created at {where(fact)} and not deleted since, but "
                                          "git branch does not list it", text=" ".join(sorted(names)),
                                          earlier=fact))
                        self.created.pop((r, b))
                        break
            for (r, b), fact in list(self.deleted.items()):
                if r == repo and b in names:
                    del self.deleted[(r, b)]
                    found.append(warn("terminal.git", "error", step,
                                      f"branch {b!r} was deleted at {where(fact)}, but git branch lists it",
                                      text=b, earlier=fact))
        if sub == "log":
            for ln in out[:1]:
                m = re.search(r"\(HEAD -> ([^,)\s]+)", ln)
                if m:
                    self._shown_branch(step, repo, m.group(1), ln.strip(), "git log", found)
        if sub == "status" and out:
            m = re.match(r"^(?:## |On branch )(?P<b>[^\s.]+(?:\.[^\s.]+)*)", out[0].strip())
            if m and not out[0].startswith("## HEAD") and m["b"] != "No":
                self._shown_branch(step, repo, m["b"], out[0].strip(), "git status", found)
        if (args[1:] == ["--show-current"] and sub == "branch") or \
                (sub == "rev-parse" and args[1:] == ["--abbrev-ref", "HEAD"]):
            if out and re.fullmatch(r"[\w./-]+", out[0].strip()) and out[0].strip() != "HEAD":
                self._shown_branch(step, repo, out[0].strip(), out[0].strip(), f"git {' '.join(args)}", found)

    def _branches(self, args: list[str], out: list[str], fact: Fact, repo: str) -> None:
        """Branches made (``checkout -b``, ``switch -c``, ``branch X``) and the branch a switch put HEAD on: only
        from a switch whose output confirms it, or one that made the branch; anything else that may move HEAD
        off its branch (a rebase, a bisect, a checkout not confirmed) forgets it."""
        sub = args[0]
        rest = [a for a in args[1:] if not a.startswith("-")]
        flags = {a for a in args[1:] if a.startswith("-")}
        if sub in ("checkout", "switch"):
            switched = next((m.group(1) for ln in out if (m := _SWITCHED.match(ln.strip()))), None)
            made = bool(flags & {"-b", "-c", "-B", "-C", "--create", "--force-create"}) and bool(rest)
            if made:
                self.created[(repo, rest[0])] = fact
            target = switched or (rest[0] if made else None)
            if target is not None:
                self.on_branch[repo] = (target, fact)
            elif "--" not in args:
                self.on_branch.pop(repo, None)
        elif sub == "branch":
            if flags & {"-m", "-M", "--move"}:
                old, new = (rest if len(rest) == 2 else (self.on_branch.get(repo, ("", fact))[0], rest[0]) if rest
                            else ("", ""))
                if old and (repo, old) in self.created:
                    self.created[(repo, new)] = self.created.pop((repo, old))
                if old and self.on_branch.get(repo, ("",))[0] == old:
                    self.on_branch[repo] = (new, fact)
                elif not old:
                    self.on_branch.pop(repo, None)
            elif flags & {"-d", "-D", "--delete"}:
                for b in rest:
                    self.created.pop((repo, b), None)
            elif len(rest) in (1, 2) and not flags:
                self.created[(repo, rest[0])] = fact
        elif sub not in _KEEPS_HEAD and sub not in ("commit", "stash", "merge", "pull", "reset", "cherry-pick",
                                                    "revert", "am", "push", "fetch", "add", "rm", "mv"):
            self.on_branch.pop(repo, None)  # rebase, bisect, worktree ...: HEAD may leave its branch

    def _count_effect(self, args: list[str], out: list[str], repo: str) -> None:
        """A commit adds one to HEAD's history (an amend none); anything else that moves HEAD ends the count."""
        sub = args[0]
        if repo not in self.counts:
            return
        if sub == "commit":
            if "--amend" in args:
                return
            quiet = any(a in ("-q", "--quiet") or (re.fullmatch(r"-[a-zA-Z]+", a) and "q" in a) for a in args[1:])
            if any(_COMMIT_OUT.match(ln.strip()) for ln in out) or (quiet and not any(ln.strip() for ln in out)):
                n, f, k = self.counts[repo]
                self.counts[repo] = (n, f, k + 1)
            else:
                del self.counts[repo]
        elif sub not in _KEEPS_HEAD or sub == "fetch":  # a fetch may deepen a shallow history
            del self.counts[repo]

    def read_count(self, step: int, repo: str, count: int, line: str, found: list[WorldWarning]) -> None:
        """The number of commits in HEAD's history (``git rev-list --count HEAD``, ``git log --oneline | wc -l``)."""
        known = self.counts.get(repo)
        self.counts[repo] = (count, Fact(step, line), 0)
        if known is None:
            return
        n, fact, k = known
        if count != n + k:
            found.append(warn("terminal.count", "error", step,
                              f"HEAD's history had {n} commit(s) at {where(fact)}" +
                              (f" and {k} commit(s) were made since" if k else " and nothing committed since") +
                              f", but it now counts {count}", text=line, earlier=fact))

    def _shown_branch(self, step: int, repo: str, name: str, line: str, reader: str,
                      found: list[WorldWarning]) -> None:
        prev = self.on_branch.get(repo)
        if prev is None:
            self.on_branch[repo] = (name, Fact(step, line))  # only a switch (or a rename) moves HEAD off it
            return
        if prev[0] == name:
            return
        found.append(warn("terminal.git", "error", step,
                          f"HEAD was put on branch {prev[0]!r} at {where(prev[1])} and nothing switched since, but "
                          f"{reader} shows {name!r}", text=line, earlier=prev[1]))
        self.on_branch[repo] = (name, Fact(step, line))

    def read_head(self, step: int, args: list[str], out: list[str], found: list[WorldWarning],
                  repo: str = "?") -> None:
        """``out`` starts with what ``git <args>`` printed first: the hash HEAD is at, if it prints one."""
        if out and (h := head_hash(args, out)) is not None:
            self.head_seen(step, repo, h, out[0].strip(), found)

    def _commit(self, step: int, repo: str, msg: str, h: str, line: str, found: list[WorldWarning], *,
                made: bool) -> None:
        key = (repo, msg)
        if made and key in self.commits:
            self.commits[key] = None  # two commits with one message: cannot tell them apart
            self.facts.forget(f"commit:{repo}:{msg}")
            return
        if key in self.commits and self.commits[key] is None:
            return
        self.commits[key] = h
        w = self.facts.identity(step, f"commit:{repo}:{msg}", "hash", h, line, f"the hash of commit {msg!r}")
        if w is not None:
            found.append(w)


_HASH = re.compile(r"^[0-9a-f]{7,40}$")
_HASH_FORMAT = re.compile(r"^--(?:format|pretty)=(?:format:|tformat:)?['\"]?%[hH]\b")


# log options that keep "newest first from HEAD" (a count, the layout)
_LOG_PLAIN = re.compile(r"-\d+|-n|-n\d+|--max-count=\d+|--oneline|--no-decorate|--decorate|--abbrev-commit|-s|"
                        r"--no-patch|--stat|--no-color|--color=never")


def head_hash(args: list[str], out: list[str]) -> str | None:
    """The hash HEAD is at, when ``git <args>`` prints it on its first line: ``rev-parse [--short] HEAD``,
    ``log`` (no revision or path: newest first) with ``--oneline`` or a ``%h``/``%H`` format, ``show -s``
    of HEAD with such a format, or a ``log`` line decorated ``(HEAD -> ...)``."""
    sub = args[0] if args else ""
    first = out[0].strip()
    flags = [a for a in args[1:] if a.startswith("-")]
    ops = [a for a in args[1:] if not a.startswith("-")]
    if sub == "rev-parse":
        if ops == ["HEAD"] and all(a == "--short" or a.startswith("--short=") or a == "--verify" for a in flags):
            return first if _HASH.match(first) else None
        return None
    if sub == "log" and any("--reverse" in a or a.startswith(("--author", "--grep", "--since", "--until", "--all",
                                                                "--branches", "--skip"))
                            for a in flags):
        return None
    for ln in out:
        m = _ONELINE.match(ln.strip()) if sub == "log" else None
        if m and re.search(r"\(HEAD -> |\(HEAD[,)]", ln):
            return m["hash"]
    numeric = all(o.isdigit() for o in ops) and all(_LOG_PLAIN.fullmatch(a) or _HASH_FORMAT.match(a) for a in flags)
    if sub == "log" and numeric:
        shaped = "--oneline" in flags or any(_HASH_FORMAT.match(a) for a in flags)
        token = first.split()[0] if first.split() else ""
        return token if shaped and _HASH.match(token) else None
    if sub == "show" and ops in ([], ["HEAD"]) and any(_HASH_FORMAT.match(a) for a in flags) and \
            all(re.fullmatch(r"-s|--no-patch|--stat|--quiet|--no-color", a) or _HASH_FORMAT.match(a) for a in flags):
        token = first.split()[0] if first.split() else ""
        return token if _HASH.match(token) else None
    return None


_PIN = re.compile(r"^(?P<name>[A-Za-z0-9][A-Za-z0-9._-]*)(?:\[[^\]]*\])?==(?P<ver>[\w.+!-]+)$")
_INSTALLED = re.compile(r"^Successfully installed (.+)$")
_SHOW_NAME = re.compile(r"^Name:\s*(\S+)\s*$")
_SHOW_VERSION = re.compile(r"^Version:\s*(\S+)\s*$")
_FREEZE = re.compile(r"^(?P<name>[A-Za-z0-9][A-Za-z0-9._-]*)==(?P<ver>[\w.+!-]+)$")
_LIST = re.compile(r"^(?P<name>[A-Za-z0-9][A-Za-z0-9._-]*)\s{2,}(?P<ver>\d[\w.+!-]*)(?:\s+\S.*)?$")


def pkg(name: str) -> str:
    return "pip:" + re.sub(r"[-_.]+", "-", name.lower())


@dataclass
class PipKnowledge:
    facts: FactStore

    def command(self, step: int, args: list[str], out: list[str] | None, failed: bool, fact: Fact) -> None:
        """``pip install``/``uninstall``: the versions they set (or that are no longer known)."""
        if not args:
            return
        sub = args[0]
        if sub not in ("install", "uninstall", "download", "wheel"):
            return
        if sub != "install" or failed or (out is not None and any(ln.startswith("ERROR") for ln in out)):
            if sub == "uninstall":
                for a in args[1:]:
                    if not a.startswith("-"):
                        self.facts.forget(pkg(a))
            return
        # a requirements file or an editable project may move any package; --user/--target/--prefix install
        # where the program on PATH may not look
        if any(a in ("-r", "--requirement", "-e", "--editable", "-c", "--user", "-t", "--target", "--prefix",
                     "--root") or a.startswith(("--target=", "--prefix=", "--root="))
               or a.startswith("-r") and len(a) > 2 for a in args[1:]):
            self.facts.forget(prefix="pip:")  # a requirements file may move any package
            return
        installed: dict[str, str] = {}
        for ln in out or []:
            m = _INSTALLED.match(ln.strip())
            if m:
                for item in m.group(1).split():
                    name, _, ver = item.rpartition("-")
                    if name and ver:
                        installed[pkg(name)] = ver
        for a in args[1:]:
            if a.startswith("-"):
                continue
            m = _PIN.match(a)
            key = pkg(m["name"] if m else re.split(r"[<>=!~\[]", a)[0])
            # dependencies move too, but only the named packages are judged
            ver = installed.get(key) or (m["ver"] if m and (out is not None and not any(ln.strip() for ln in out) or
                                                             any("already satisfied" in ln for ln in out or [])
                                                             or key in installed) else None)
            self.facts.touch(key, step)
            if ver is not None:
                self.facts.set_by_action(step, key, "version", ver, fact.text)
            else:
                self.facts.forget(key)
        for key, ver in installed.items():
            self.facts.touch(key, step)
            self.facts.set_by_action(step, key, "version", ver, fact.text)

    def read(self, step: int, args: list[str], out: list[str], found: list[WorldWarning]) -> None:
        """``pip show`` / ``pip list`` / ``pip freeze`` output: the versions they report."""
        sub = args[0] if args else ""
        seen: list[tuple[str, str, str]] = []
        if sub == "show":
            name = None
            for ln in out:
                if (m := _SHOW_NAME.match(ln.strip())):
                    name = m.group(1)
                elif (m := _SHOW_VERSION.match(ln.strip())):
                    target = name or (next((a for a in args[1:] if not a.startswith("-")), None)
                                      if len([a for a in args[1:] if not a.startswith("-")]) == 1 else None)
                    if target:
                        seen.append((target, m.group(1), ln.strip()))
                    name = None
        elif sub in ("freeze", "list"):
            for ln in out:
                m = _FREEZE.match(ln.strip()) or _LIST.match(ln.strip())
                if m:
                    seen.append((m["name"], m["ver"], ln.strip()))
        for name, ver, line in seen:
            w = self.facts.state(step, pkg(name), "version", ver, line, f"the installed version of {name}", stable=True)
            if w is not None:
                found.append(w)


def substitute(script: str | None, content: str) -> str | None:
    """``content`` after a sed ``s/old/new/[g]`` with literal text, or None when the script is anything else."""
    if script is None or len(script) < 4 or script[0] != "s":
        return None
    d = script[1]
    if d.isalnum() or d == "\\":
        return None
    parts = script[2:].split(d)
    if len(parts) != 3 or any("\\" in p for p in parts[:2]):
        return None
    old, new, flags = parts
    if not old or set(flags) - {"g"} or re.search(r"[.*^$\[\]+?(){}|]", old) or re.search(r"[&]", new):
        return None
    lines = content.split("\n")
    out = [ln.replace(old, new) if "g" in flags else ln.replace(old, new, 1) for ln in lines]
    return "\n".join(out)


_NPM_PIN = re.compile(r"^(?P<name>@?[\w./-]+?)@(?P<ver>\d[\w.+-]*)$")
_NPM_LS = re.compile(r"^[\s│├└─┬`|+\\-]*(?P<name>@?[\w./-]+?)@(?P<ver>\d[\w.+-]*)(?:\s.*)?$")


@dataclass
class NpmKnowledge:
    """``npm install name@1.2.3`` then ``npm ls name``: the installed version is the one installed."""

    facts: FactStore

    def command(self, step: int, args: list[str], out: list[str] | None, failed: bool, fact: Fact) -> None:
        if not args or args[0] not in ("install", "i", "add", "update", "up", "uninstall", "remove", "rm", "ci"):
            return
        if failed or (out is not None and any(ln.startswith("npm ERR!") or ln.startswith("npm error") for ln in out)):
            return
        named = [a for a in args[1:] if not a.startswith("-")]
        scope = "npm-g:" if any(a in ("-g", "--global") for a in args[1:]) else "npm:"
        if args[0] in ("ci",) or not named:
            self.facts.forget(prefix=scope)  # the whole tree from package.json / the lock file
            return
        printed = installed_versions("npm", out or [])
        for a in named:
            m = _NPM_PIN.match(a)
            name = (m["name"] if m else a.split("@")[0] or a).lower()
            key = scope + name
            self.facts.touch(key, step)
            ver = m["ver"] if m else printed.get(name)
            if ver is not None and args[0] in ("install", "i", "add", "update", "up"):
                self.facts.set_by_action(step, key, "version", ver, fact.text)
            else:
                self.facts.forget(key)

    def read(self, step: int, args: list[str], out: list[str], found: list[WorldWarning]) -> None:
        if not args or args[0] not in ("ls", "list", "ll", "la"):
            return
        for ln in out[1:]:  # the first line is the project itself
            m = _NPM_LS.match(ln.rstrip())
            if m is None or "deduped" in ln or "extraneous" in ln:
                continue
            w = self.facts.state(step, "npm:" + m["name"].lower(), "version", m["ver"], ln.strip(),
                                 f"the installed version of {m['name']}", stable=True)
            if w is not None:
                found.append(w)


# ------------------------------------------------------------------ versions a tool reports itself

_APT_SETUP = re.compile(r"^(?:Setting up|Unpacking) (?P<name>[a-z0-9][a-z0-9.+-]*)(?::\w+)? \((?P<ver>[^)\s]+)\)")
_CARGO_DONE = re.compile(r"^\s*(?:Installed package|Replaced package `[\w-]+ v[^`]*` with) `(?P<name>[\w-]+) "
                         r"v(?P<ver>\d[\w.+-]*)`")
_SWITCHED = re.compile(r"^(?:Switched to (?:a new )?branch|Already on) '([^']+)'")
_PIPX_DONE = re.compile(r"^(?:upgraded|installed|reinstalled) package (?P<name>[\w.-]+) (?:from \S+ to )?"
                        r"(?P<ver>\d[\w.+-]*)")
_BREW_DONE = re.compile(r"^(?:==> Upgrading (?P<name>[\w@.+-]+) \S+ -> |.*?/Cellar/(?=(?P<cname>[\w@.+-]+)/))"
                        r"(?:[\w@.+-]+/)?(?P<ver>\d[\w.+_-]*?)(?::|$|\s)")
_GEM_DONE = re.compile(r"^Successfully installed (?P<name>[\w.-]+?)-(?P<ver>\d[\w.]*)$")
_NPM_ADDED = re.compile(r"^\+ (?P<name>@?[\w./-]+?)@(?P<ver>\d[\w.+-]*)$")
_VERSION_TOKEN = re.compile(r"^v?(\d+(?:\.\d+)+(?:[-+.]?[A-Za-z0-9]+)*)[,;:)]?$")
_PY_VERSION_READ = re.compile(r"^\s*import (?P<mod>\w+)\s*[;\n]\s*print\(\s*(?P=mod)\s*\.\s*"
                              r"(?:__version__|get_version\(\s*\)|VERSION)\s*\)\s*;?\s*$")
_PY_METADATA_READ = re.compile(r"^\s*(?:import importlib\.metadata(?: as \w+)?|from importlib(?:\.metadata| import "
                               r"metadata)? import (?:version|metadata))\s*[;\n]\s*print\(\s*(?:[\w.]+\.)?version\("
                               r"\s*['\"](?P<dist>[\w.-]+)['\"]\s*\)\s*\)\s*;?\s*$")
# whose installs a tool's own ``--version`` reads back (npm: global installs only, the ones on PATH; apt
# is left out: meta-packages such as gcc or python3 carry another version than the program they pull in)
MANAGERS = ("pip:", "npm-g:", "cargo:", "apt:", "brew:", "gem:", "go:")
# commands whose package has another name (the version they print is that package's)
BIN_PACKAGES = {"tsc": "typescript", "tsserver": "typescript", "rg": "ripgrep", "fd": "fd-find", "http": "httpie",
                "https": "httpie", "aws": "awscli", "ng": "@angular/cli", "vue": "@vue/cli", "nest": "@nestjs/cli",
                "sls": "serverless", "pio": "platformio", "jupyter-lab": "jupyterlab", "ipython3": "ipython",
                "pytest-3": "pytest", "bat": "bat", "exa": "exa", "delta": "git-delta", "tldr": "tldr",
                "pipx": "pipx", "poetry": "poetry", "yarn": "yarn", "pnpm": "pnpm"}


def upstream(deb_version: str) -> str:
    """A Debian package version without its epoch and revision (``1:2.34.1-1ubuntu1`` -> ``2.34.1``)."""
    v = deb_version.split(":", 1)[1] if re.match(r"^\d+:", deb_version) else deb_version
    return v.rsplit("-", 1)[0] if "-" in v else v


def same_release(a: str, b: str) -> bool:
    """Two spellings of one version: equal, or one a shorter form of the other (``5.4`` / ``5.4.0``)."""
    a, b = a.lower().lstrip("v"), b.lower().lstrip("v")
    return a == b or a.startswith(b + ".") or b.startswith(a + ".")


def same_debian(a: str, b: str) -> bool:
    """Two Debian versions of one package are the same when equal (epoch aside); against a program's own report
    (no revision) only the upstream part is compared."""
    a, b = (re.sub(r"^\d+:", "", v) for v in (a, b))
    if "-" in a and "-" in b:
        return a == b
    return same_release(upstream(a), upstream(b))


def norm_name(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name.lower())


def installed_versions(manager: str, out: list[str]) -> dict[str, str]:
    """Package -> version from what an installer printed (apt's ``Setting up x (v)``, cargo's
    ``Installed package `x vV```, npm's ``+ x@v``)."""
    found: dict[str, str] = {}
    upgrading: str | None = None  # brew prints "==> Upgrading x" and the versions on the next line
    for ln in out:
        s = ln.strip()
        if manager == "brew":
            if (m := re.match(r"^==> Upgrading ([\w@.+-]+)$", s)):
                upgrading = m.group(1)
                continue
            if (m := re.match(r"^(?:(?P<name>[\w@.+-]+) )?\S+ -> (?P<ver>\d[\w.+_-]*)$", s)):
                name = m["name"] or upgrading
                if name:
                    found[norm_name(name)] = m["ver"]
                upgrading = None
                continue
        if manager == "apt" and (m := _APT_SETUP.match(s)):
            found[norm_name(m["name"])] = m["ver"]  # the whole Debian version: an update may move its revision only
        elif manager == "cargo" and (m := _CARGO_DONE.match(s)):
            found[norm_name(m["name"])] = m["ver"]
        elif manager == "npm" and (m := _NPM_ADDED.match(s)):
            found[m["name"].lower()] = m["ver"]
        elif manager == "pip" and (m := _PIPX_DONE.match(s)):  # pipx installs a tool in its own environment
            found[norm_name(m["name"])] = m["ver"]
        elif manager == "brew" and (m := _BREW_DONE.match(s)):
            found[norm_name(m["name"] or m["cname"])] = m["ver"]
        elif manager == "gem" and (m := _GEM_DONE.match(s)):
            found[norm_name(m["name"])] = m["ver"]
    return found


@dataclass
class InstallKnowledge:
    """apt and cargo installs (pip and npm have their own readers): the versions they print set facts;
    removals and installs whose versions are not printed forget the named packages."""

    facts: FactStore

    def command(self, step: int, manager: str, args: list[str], out: list[str] | None, failed: bool,
                fact: Fact) -> None:
        words = [a for a in args if not a.startswith("-")]  # "apt-get -y install x": options may come first
        sub = words[0] if words else ""
        named = [norm_name(a.split("=")[0]) for a in words[1:]]
        if any(a in ("--root", "--path") or a.startswith(("--root=", "--path=")) for a in args):
            named = []  # installed somewhere the program on PATH may not be: forget, set nothing
            self.facts.forget(prefix=f"{manager}:")
            return
        if sub not in ("install", "reinstall", "upgrade", "full-upgrade", "dist-upgrade", "remove", "purge",
                       "uninstall", "autoremove", "update"):
            return
        if manager == "go":
            named = [norm_name(w.rpartition("@")[0].rsplit("/", 1)[-1] or w) for w in words[1:]]
        if sub in ("upgrade", "full-upgrade", "dist-upgrade", "autoremove") or not named:
            self.facts.forget(prefix=f"{manager}:")
        for n in named:
            self.facts.touch(f"{manager}:{n}", step)
            self.facts.forget(f"{manager}:{n}")
        if failed or sub not in ("install", "reinstall", "upgrade", "full-upgrade", "dist-upgrade", "update"):
            return
        if any(ln.lstrip().lower().startswith(("error", "fatal")) for ln in out or []):
            return
        for n, ver in installed_versions(manager, out or []).items():
            self.facts.set_by_action(step, f"{manager}:{n}", "version", ver, fact.text)
        if manager == "go":  # go install path/to/cmd@v1.2.3: that version of the command (named by the last part)
            for w in words[1:]:
                mod, at, ver = w.rpartition("@")
                if at and re.fullmatch(r"v\d[\w.+-]*", ver):
                    self.facts.set_by_action(step, f"go:{norm_name(mod.rsplit('/', 1)[-1])}", "version",
                                             ver.lstrip("v"), fact.text)


def judge_version_read(facts: FactStore, step: int, name: str, args: list[str], out: list[str],
                       found: list[WorldWarning]) -> None:
    """A program's own report of its version, against the version an install set or a package manager
    showed for the same name (no fact under that name: no judgement)."""
    read = version_read(name, args, out) or manager_read(name, args, out)
    if read is None:
        return
    keys, ver, line = read
    for key in keys:
        if (key, "version") in facts.states:
            w = facts.state(step, key, "version", ver, line, f"the installed version of {key.split(':', 1)[1]}",
                            stable=True, same=same_debian if key.startswith("apt:") else same_release)
            if w is not None:
                found.append(w)
            return


_DPKG_L = re.compile(r"^[a-z][a-z ]\s+(?P<name>[a-z0-9][a-z0-9.+-]*)(?::\w+)?\s+(?P<ver>\d\S*)\s")
_APT_LIST = re.compile(r"^(?P<name>[a-z0-9][a-z0-9.+-]*)/\S+\s+(?P<ver>\S+)\s+\S+\s+\[installed")
_CARGO_LIST = re.compile(r"^(?P<name>[\w-]+) v(?P<ver>\d[\w.+-]*):$")


def manager_read(name: str, args: list[str], out: list[str]) -> tuple[list[str], str, str] | None:
    """(keys, version, line) when a package manager shows the installed version of one package: ``dpkg -s x``
    (``Version:``), ``dpkg -l x``, ``dpkg-query -W x``, ``apt list --installed x``, ``apt-cache policy x``
    (``Installed:``), ``cargo install --list`` (one package's line)."""
    body = [ln.strip() for ln in out if ln.strip()]
    words = [a for a in args if not a.startswith("-")]
    if name in ("dpkg", "dpkg-query", "apt", "apt-cache"):
        target = words[-1] if words else None
        if target is None or not re.fullmatch(r"[a-z0-9][a-z0-9.+-]*", target):
            return None
        for ln in body:
            m = (re.match(r"^(?:Version|Installed):\s*(\S+)$", ln) or _DPKG_L.match(ln) or _APT_LIST.match(ln)
                 or re.match(rf"^{re.escape(target)}(?::\w+)?\t(\S+)$", ln))
            if m is None:
                continue
            ver = m.group("ver") if "ver" in m.re.groupindex else m.group(1)
            if "name" in m.re.groupindex and norm_name(m.group("name")) != norm_name(target):
                continue
            if ver in ("(none)",):
                return None
            return ["apt:" + norm_name(target)], ver, ln
        return None
    if name == "brew" and args[:2] == ["list", "--versions"] and len(words) == 2 and len(body) == 1:
        parts = body[0].split()
        if len(parts) == 2 and norm_name(parts[0]) == norm_name(words[1]):  # one version installed
            return ["brew:" + norm_name(parts[0])], parts[1], body[0]
        return None
    if name == "gem" and args[:1] == ["list"] and len(words) == 2:
        m = next((m for ln in body if (m := re.match(r"^([\w.-]+) \(([\d.]+)\)$", ln))), None)
        if m is not None and norm_name(m.group(1)) == norm_name(words[1]):
            return ["gem:" + norm_name(m.group(1))], m.group(2), m.group(0)
        return None
    if name == "cargo" and args[:2] == ["install", "--list"]:
        hits = [m for ln in body if (m := _CARGO_LIST.match(ln))]
        if len(hits) == 1:
            return ["cargo:" + norm_name(hits[0]["name"])], hits[0]["ver"], hits[0].group(0)
    return None


def version_read(name: str, args: list[str], out: list[str]) -> tuple[list[str], str, str] | None:
    """(candidate package names, version, line) when ``name args`` printed a version of itself:
    ``X --version`` (named X, or the name its first line starts with), ``python -c 'import m;
    print(m.__version__)'`` / ``get_version()`` / ``importlib.metadata.version('d')``."""
    body = [ln for ln in out if ln.strip()]
    if not body:
        return None
    first = body[0].strip()
    if (args in (["--version"], ["-V"]) or (args == ["-v"] and len(body) <= 2)) and not name.startswith("python"):
        words = first.split()
        ver = next((m.group(1) for w in words if (m := _VERSION_TOKEN.match(w))), None)
        if ver is None:
            return None
        names = [norm_name(name)]
        if name in BIN_PACKAGES and norm_name(BIN_PACKAGES[name]) not in names:
            names.append(norm_name(BIN_PACKAGES[name]))
        lead = words[0].rstrip(",:").lower()
        if re.fullmatch(r"[a-z][\w.-]*", lead) and lead not in ("version", "v") and norm_name(lead) not in names:
            names.append(norm_name(lead))
        return [m + n for n in names for m in MANAGERS], ver, first
    if name.startswith("python") and len(args) == 2 and args[0] == "-c" and len(body) == 1:
        code = args[1]
        m = _PY_VERSION_READ.match(code)
        dist = m["mod"] if m else (mm["dist"] if (mm := _PY_METADATA_READ.match(code)) else None)
        if dist and (vm := _VERSION_TOKEN.match(first)) and first == vm.group(0):
            return ["pip:" + norm_name(dist)], vm.group(1), first
    return None
