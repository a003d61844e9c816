"""Containers a shell made and removed (``docker``/``podman``), and what ``docker ps`` shows of them.

- a container's id never changes while it lives: ``docker run -d --name api ...`` prints the id, and ``docker
  ps`` shows the same one under that name until something re-creates it (``run``/``create`` again, ``compose``,
  ``rm`` then ``run``); ``restart``/``stop``/``start`` keep it;
- a removed container (``docker rm [-f] NAME``, confirmed by the name echoed back, or ``run --rm`` that ended) is
  not listed again until something re-creates that name;
- a container created this session is in ``docker ps -a`` (all containers, unfiltered) until removed.

``docker ps`` is read as its default table (columns found from the header, names last), or through
``--format`` with ``{{.ID}}``/``{{.Names}}`` fields and literal separators. Anything else the tool does that
the reader cannot follow (``compose``, ``system prune``, ``container prune``, a script) forgets everything.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

from playground.decoherence.common import Fact, clip, warn, where
from playground.decoherence.facts import FactStore
from playground.world.warning_records import WorldWarning

_HEX_ID = re.compile(r"^[0-9a-f]{12,64}$")
_TOOLS = {"docker", "podman"}
_KEEP = {"ps", "images", "image", "logs", "inspect", "stats", "top", "port", "version", "info", "exec", "cp", "pull",
         "push", "build", "tag", "login", "logout", "search", "history", "network", "volume", "restart", "stop",
         "start", "kill", "pause", "unpause", "wait", "events", "diff", "rename", "rmi"}

# subcommand groups whose verbs only look (``docker system df``, ``docker compose ps``); their other verbs
# (``system prune``, ``compose up``/``down``) may make or remove containers
_GROUPS = {"system": {"df", "info", "events"},
           "compose": {"ps", "ls", "logs", "config", "images", "top", "version", "port", "events"},
           "context": {"ls", "show", "inspect"}, "manifest": {"inspect"}, "buildx": {"ls", "inspect", "du"}}


@dataclass
class _Box:
    fact: Fact
    alive: bool = True


@dataclass
class ContainerKnowledge:
    facts: FactStore
    boxes: dict[str, _Box] = field(default_factory=dict)  # name -> made (alive) or removed (not alive)

    def command(self, step: int, tool: str, args: list[str], out: list[str] | None, failed: bool, fact: Fact) -> None:
        if not args:
            return
        sub, rest = args[0], args[1:]
        if sub == "container" and rest:
            sub, rest = rest[0], rest[1:]
        if failed:
            return
        if sub in ("run", "create"):
            name = _option(rest, "--name")
            if name is None:
                return
            self.facts.touch(f"{tool}:{name}", step)  # a new container under this name
            if "--rm" in rest:
                self.boxes.pop(name, None)  # gone when it ends (at once, or whenever a detached one stops)
                return
            self.boxes[name] = _Box(fact)
            if out:
                first = out[0].strip()
                if _HEX_ID.match(first):
                    self.facts.identity(step, f"{tool}:{name}", "id", first, first, f"the id of container {name!r}")
        elif sub in ("rm", "remove"):
            names = [a for a in rest if not a.startswith("-")]
            shown = {ln.strip() for ln in out or []}
            for n in names:
                if out is None or n in shown or not shown:
                    self.boxes[n] = _Box(fact, alive=False)
                    self.facts.touch(f"{tool}:{n}", step)
        elif sub == "rename" and len(rest) == 2:
            old, new = rest
            self.boxes[new] = self.boxes.pop(old, _Box(fact))
            self.boxes[old] = _Box(fact, alive=False)
            self.facts.touch(f"{tool}:{old}", step)
            self.facts.touch(f"{tool}:{new}", step)
        elif sub in _GROUPS and rest and rest[0] in _GROUPS[sub]:
            return  # a look at the disk, the daemon or a project (system df, compose ps): nothing comes or goes
        elif sub not in _KEEP:
            self.forget(step, tool)  # compose up, prune, system prune ...: containers may come and go

    def _inspect(self, step: int, tool: str, args: list[str], out: list[str], found: list[WorldWarning]) -> None:
        got = _inspect_id(args, out)
        if got is None:
            return
        name, cid = got
        w = self.facts.identity(step, f"{tool}:{name}", "id", cid, cid, f"the id of container {name!r}")
        if w is not None:
            found.append(w)

    def forget(self, step: int, tool: str | None = None) -> None:
        self.boxes.clear()
        for t in ([tool] if tool else sorted(_TOOLS)):
            self.facts.forget(prefix=f"{t}:")

    def read(self, step: int, tool: str, args: list[str], out: list[str], whole: bool,
             found: list[WorldWarning]) -> None:
        """``docker ps [-a] [--format ...]`` output (``whole``: no filter dropped lines), and the id ``docker inspect``
        shows of one container (``-f '{{.Id}}'``, or its JSON ``"Id"``)."""
        if args[:1] == ["inspect"] or args[:2] == ["container", "inspect"]:
            self._inspect(step, tool, args[1:] if args[0] == "inspect" else args[2:], out, found)
            return
        if not args or args[0] not in ("ps", "container") or (args[0] == "container" and args[1:2] != ["ls"]):
            return
        rest = args[1:] if args[0] == "ps" else args[2:]
        rows = _ps_rows(rest, out)
        if rows is None:
            return
        every = any(a in ("-a", "--all") for a in rest)
        filtered = any(a.startswith(("-f", "--filter", "-n", "--last", "-l", "--latest", "-q", "--quiet"))
                       for a in rest if a not in ("-a", "--all"))
        names = {n for n, _i, _l in rows}
        for name, cid, line in rows:
            box = self.boxes.get(name)
            if box is not None and not box.alive:
                found.append(warn("terminal.container", "error", step,
                                  f"container {name!r} was removed at {where(box.fact)} and nothing re-created it, "
                                  f"but {tool} ps lists it", text=line, earlier=box.fact))
                del self.boxes[name]
                return
            if cid:
                w = self.facts.identity(step, f"{tool}:{name}", "id", cid, line, f"the id of container {name!r}")
                if w is not None:
                    found.append(w)
                    return
        if every and whole and not filtered:
            for name, box in sorted(self.boxes.items()):
                if box.alive and name not in names:
                    found.append(warn("terminal.container", "error", step,
                                      f"container {name!r} was created at {where(box.fact)} and not removed since, "
                                      f"but {tool} ps -a does not list it", text=clip(" ".join(sorted(names)), 120),
                                      earlier=box.fact))
                    return


def _inspect_id(args: list[str], out: list[str]) -> tuple[str, str] | None:
    """(container name, id) from ``inspect -f '{{.Id}}' NAME`` or the JSON of ``inspect NAME`` (one container)."""
    fmt = _option(args, "--format") or _option(args, "-f")
    names = [a for i, a in enumerate(args) if not a.startswith("-") and not (i and args[i - 1] in ("-f", "--format",
                                                                                                   "--type"))]
    body = [ln.strip() for ln in out if ln.strip()]
    if len(names) != 1 or not body:
        return None
    if fmt is not None:
        if fmt.strip("'\"").replace(" ", "") in ("{{.Id}}", "{{.ID}}") and len(body) == 1 and \
                re.fullmatch(r"(?:sha256:)?[0-9a-f]{64}", body[0]):
            return names[0], body[0].removeprefix("sha256:")
        return None
    try:
        data = json.loads("\n".join(body))
    except ValueError:
        return None
    if isinstance(data, list) and len(data) == 1 and isinstance(data[0], dict) and \
            str(data[0].get("Name", "")).lstrip("/") == names[0] and isinstance(data[0].get("Id"), str) and \
            _HEX_ID.match(data[0]["Id"]):
        return names[0], data[0]["Id"]
    return None


def _option(args: list[str], name: str) -> str | None:
    for i, a in enumerate(args):
        if a == name and i + 1 < len(args):
            return args[i + 1]
        if a.startswith(name + "="):
            return a.split("=", 1)[1]
    return None


def _ps_rows(args: list[str], out: list[str]) -> list[tuple[str, str, str]] | None:
    """(name, id or "", line) per container ``docker ps`` shows, or None when the layout is not known."""
    body = [ln for ln in out if ln.strip()]
    fmt = _option(args, "--format")
    if fmt is not None:
        fmt = fmt.strip("'\"")
        if fmt.startswith("table "):
            fmt = fmt[6:]
            body = body[1:]
        fields = re.findall(r"\{\{\s*\.(\w+)\s*\}\}", fmt)
        if "Names" not in fields or re.sub(r"\{\{\s*\.\w+\s*\}\}|\\t|\s", "", fmt):
            return None  # other text between the fields: cannot split
        sep = "\t" if "\\t" in fmt else None
        rows = []
        for ln in body:
            parts = ln.split(sep) if sep else ln.split(None, len(fields) - 1)
            if len(parts) < len(fields) or (sep and len(parts) != len(fields)):
                return None
            if not sep and fields.index("Names") != len(fields) - 1 and len(fields) > 2:
                return None  # a free-text field (Status) before the name: splitting on spaces is unsafe
            rec = dict(zip(fields, parts))
            cid = rec.get("ID", "").strip()
            if cid and not _HEX_ID.match(cid):
                return None
            rows.append((rec["Names"].strip(), cid, ln.strip()))
        return rows
    if any(a in ("-q", "--quiet") for a in args) or not body:
        return None if not body else None
    head = body[0]
    if not head.startswith("CONTAINER ID") or not head.rstrip().endswith("NAMES"):
        return None
    rows = []
    for ln in body[1:]:
        parts = ln.split()
        if len(parts) < 3 or not _HEX_ID.match(parts[0]):
            return None
        rows.append((parts[-1], parts[0], ln.strip()))
    return rows
