"""Key/value settings that command-line tools keep: ``git config K V`` then ``git config K``, ``npm config
set K V`` / ``npm config get K`` (yarn, pnpm), ``pip config set``/``get``, ``gsettings set S K V`` /
``gsettings get S K``, ``sysctl -w K=V`` / ``sysctl K``, ``poetry config K V`` / ``poetry config K``,
``kubectl config use-context X`` / ``kubectl config current-context``.

One family of facts: a set records (tool, scope, key) -> value; a later get of the same (tool, scope, key)
must print that value. Unset/reset/edit, options the reader does not know, and any other command of the tool
that may rewrite its settings forget (precision first: an uncertain effect forgets, never guesses). Scopes
(``--global``/``--local``/``--system``, ``--location``, a ``--file``, the repository git ran in) are
different keys; a get without a scope is compared only with a set without one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from playground.world.warning_records import WorldWarning

from playground.decoherence.common import Fact, warn, where

Key = tuple[str, str, str]  # (tool, scope, key)
TOOLS = {"git", "npm", "yarn", "pnpm", "pip", "pip3", "gsettings", "sysctl", "poetry", "kubectl"}


@dataclass(frozen=True)
class Op:
    kind: str  # "set" | "get" | "forget" | "forget-all"
    key: Key | None = None
    value: str | None = None


_GIT_SCOPES = {"--global", "--local", "--system", "--worktree"}
_GIT_FORGET = {"--unset", "--unset-all", "--replace-all", "--add", "--rename-section", "--remove-section", "-e",
               "--edit"}
_NPM_LIKE = {"npm", "yarn", "pnpm"}
_KEEPS_GIT = {"status", "log", "diff", "show", "add", "commit", "rev-parse", "blame", "describe", "fetch", "push",
              "pull", "tag", "stash", "checkout", "switch", "branch", "merge", "rebase", "reset", "restore", "rm",
              "mv", "ls-files", "grep", "shortlog", "reflog", "cherry-pick", "revert"}


_COMPLAINT = re.compile(r"error|denied|invalid|cannot|can't|not found|no such|unknown|fatal|usage:|not permitted|"
                        r"read-only|failed|warn", re.IGNORECASE)


def _unquote(v: str) -> str:
    v = v.strip()
    if len(v) >= 2 and v[0] == v[-1] and v[0] in "'\"":
        v = v[1:-1]
    return v


def _git(args: list[str], where_: str) -> Op | None:
    scope = "local:" + where_
    pos: list[str] = []
    mode = "plain"
    i = 0
    while i < len(args):
        a = args[i]
        if a in _GIT_SCOPES:
            scope = a[2:] if a != "--local" else scope
            scope = scope if a != "--worktree" else "worktree:" + where_
        elif a in ("-f", "--file"):
            if i + 1 >= len(args):
                return Op("forget-all")
            scope, i = "file:" + args[i + 1], i + 1
        elif a == "--get":
            mode = "get"
        elif a in _GIT_FORGET:
            mode = "forget"
        elif a.startswith("-"):
            return Op("forget-all") if a not in ("-l", "--list", "--get-regexp", "--show-origin") else None
        else:
            pos.append(a)
        i += 1
    if mode == "forget":
        return Op("forget", ("git", scope, pos[0].lower())) if pos else Op("forget-all")
    if len(pos) == 1:
        return Op("get", ("git", scope, pos[0].lower()))
    if len(pos) == 2 and mode == "plain":
        return Op("set", ("git", scope, pos[0].lower()), pos[1])
    return Op("forget-all")


def _npm(tool: str, args: list[str]) -> Op | None:
    scope = "user"
    pos: list[str] = []
    for a in args:
        if a in ("-g", "--global"):
            scope = "global"
        elif a.startswith("--location="):
            scope = a.split("=", 1)[1]
        elif a.startswith("-"):
            return Op("forget-all")
        else:
            pos.append(a)
    if not pos:
        return Op("forget-all")
    verb, rest = pos[0], pos[1:]
    if verb == "set" and len(rest) == 1 and "=" in rest[0]:
        k, _, v = rest[0].partition("=")
        return Op("set", (tool, scope, k), v)
    if verb == "set" and len(rest) == 2:
        return Op("set", (tool, scope, rest[0]), rest[1])
    if verb == "get" and len(rest) == 1:
        return Op("get", (tool, scope, rest[0]))
    if verb in ("delete", "rm", "unset") and rest:
        return Op("forget", (tool, scope, rest[0]))
    if verb in ("list", "ls"):
        return None
    return Op("forget-all")


def parse(argv: list[str], where_: str) -> Op | None:
    """What one command does to the settings this module follows; None: nothing (not a settings command)."""
    if not argv:
        return None
    name = argv[0].rsplit("/", 1)[-1]
    args = argv[1:]
    if name == "git":
        if "-c" in args[: args.index("config")] if "config" in args else False:
            return None  # git -c k=v config k: a value for this one command
        while args and args[0] in ("-C", "-c"):
            if args[0] == "-C" and len(args) > 1:
                where_ = args[1] if args[1].startswith("/") else where_ + "/" + args[1]
            args = args[2:]
        if not args:
            return None
        if args[0] == "config":
            return _git(args[1:], where_)
        return None if args[0] in _KEEPS_GIT else Op("forget-all", ("git", "", ""))
    if name in _NPM_LIKE:
        if args[:1] == ["config"]:
            return _npm(name, args[1:])
        if args[:1] in (["set"], ["get"]):
            return _npm(name, args)
        return None
    if name in ("pip", "pip3") and args[:1] == ["config"]:
        scope, rest = "user", [a for a in args[1:]]
        for s in ("--global", "--user", "--site"):
            if s in rest:
                scope, rest = s[2:], [a for a in rest if a != s]
        if any(a.startswith("-") for a in rest) or not rest:
            return Op("forget-all", ("pip", "", ""))
        if rest[0] == "set" and len(rest) == 3:
            return Op("set", ("pip", scope, rest[1]), rest[2])
        if rest[0] == "get" and len(rest) == 2:
            return Op("get", ("pip", scope, rest[1]))
        if rest[0] in ("list", "debug"):
            return None
        return Op("forget", ("pip", scope, rest[1])) if rest[0] == "unset" and len(rest) == 2 else \
            Op("forget-all", ("pip", "", ""))
    if name == "gsettings":
        if args and args[0].startswith("-"):
            return Op("forget-all", ("gsettings", "", ""))
        if args[:1] == ["set"] and len(args) == 4:
            return Op("set", ("gsettings", args[1], args[2]), args[3])
        if args[:1] == ["get"] and len(args) == 3:
            return Op("get", ("gsettings", args[1], args[2]))
        if args[:1] in (["list-keys"], ["list-schemas"], ["range"], ["describe"], ["writable"], ["list-recursively"]):
            return None
        return Op("forget-all", ("gsettings", "", ""))
    if name == "sysctl":
        if args[:1] == ["-w"] and len(args) == 2 and "=" in args[1]:
            k, _, v = args[1].partition("=")
            return Op("set", ("sysctl", "", k.strip()), v.strip())
        if len(args) == 1 and not args[0].startswith("-") and "=" not in args[0]:
            return Op("get", ("sysctl", "", args[0]))
        if len(args) == 2 and args[0] == "-n":
            return Op("get", ("sysctl", "-n", args[1]))
        return Op("forget-all", ("sysctl", "", ""))
    if name == "poetry" and args[:1] == ["config"]:
        rest = args[1:]
        if rest and not any(a.startswith("-") for a in rest):
            if len(rest) == 2:
                return Op("set", ("poetry", "", rest[0]), rest[1])
            if len(rest) == 1:
                return Op("get", ("poetry", "", rest[0]))
        return Op("forget-all", ("poetry", "", ""))
    if name == "kubectl" and args[:1] == ["config"]:
        rest = args[1:]
        if rest[:1] == ["use-context"] and len(rest) == 2:
            return Op("set", ("kubectl", "", "current-context"), rest[1])
        if rest == ["current-context"]:
            return Op("get", ("kubectl", "", "current-context"))
        if rest[:1] in (["get-contexts"], ["view"], ["get-clusters"], ["get-users"]):
            return None
        return Op("forget-all", ("kubectl", "", ""))
    return None


class Settings:
    """The values a set put under (tool, scope, key), and where."""

    def __init__(self) -> None:
        self.values: dict[Key, tuple[str, Fact]] = {}

    def forget_all(self, tool: str | None = None) -> None:
        for k in list(self.values):
            if tool is None or k[0] == tool:
                del self.values[k]

    def apply(self, step: int, argv: list[str], where_: str, out: list[str] | None, failed: bool, fact: Fact,
              *, sole: bool) -> list[WorldWarning]:
        op = parse(argv, where_)
        if op is None:
            return []
        if op.kind == "forget-all":
            self.forget_all(op.key[0] if op.key else None)
            return []
        assert op.key is not None
        complained = any(_COMPLAINT.search(ln) for ln in out or [])
        if op.kind == "forget" or (op.kind == "set" and (failed or complained)):
            self.values.pop(op.key, None)
            return []
        if op.kind == "set":
            assert op.value is not None
            self.values[op.key] = (op.value, fact)
            return []
        had = self.values.get(op.key)
        body = [ln for ln in (out or []) if ln.strip()]
        if had is None or out is None or not sole or failed or len(body) != 1:
            return []
        shown = body[0].strip()
        if op.key[0] == "sysctl" and op.key[1] == "":
            k, eq, v = shown.partition("=")
            if not eq or k.strip() != op.key[2]:
                return []
            shown = v.strip()
        if _unquote(shown) == _unquote(had[0]):
            return []
        tool, scope, key = op.key
        return [warn("terminal.setting", "error", step,
                     f"{tool} setting {key} was set to {had[0]!r} at {where(had[1])}, but reading it back shows "
                     f"{shown!r}", text=shown, earlier=had[1], key=f"{tool}:{scope}:{key}")]
