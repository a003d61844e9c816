"""Files and directories behind path-taking MCP tools (the filesystem server and its kind).

A successful ``write_file``/``create_directory`` (a create or write verb with a ``path``) makes the
path exist; ``move_file``/``rename`` (``source`` -> ``destination``) moves it; ``delete``/``remove``
removes it. A later complete listing of the parent directory (``list_directory``, read as
``[FILE]``/``[DIR]`` lines, or a JSON list of names) must then show the new name and not the old
one. Names a listing showed are remembered too: with only reads since, the same directory listed
again must not lose them. Filtered listings (a pattern, a depth, a limit) are not judged.

What a path's reads show is remembered as well: a file's text (``read_file``) and its metadata
(``get_file_info``: ``size: 120`` lines or a flat JSON object) read again with no write of any kind
since must read the same (access times aside); its creation time and inode may not change until
that path itself is written, moved or removed.
"""

from __future__ import annotations

import json
import posixpath
import re
from typing import Any

from playground.decoherence.common import Fact, clip, warn, where
from playground.world.warning_records import WorldWarning

_PATH_ARGS = ("path", "file_path", "filepath", "dir", "directory", "dirpath", "folder")
_SOURCE_ARGS = ("source", "src", "from", "old_path", "oldpath", "source_path")
_DEST_ARGS = ("destination", "dest", "dst", "to", "new_path", "newpath", "destination_path", "target")
_FILTER_ARGS = {"pattern", "glob", "query", "depth", "max_depth", "limit", "offset", "page", "filter", "exclude",
                "excludepatterns", "exclude_patterns", "recursive", "match", "include", "sort_by"}
_LIST_WORDS = {"list", "ls", "dir", "directory", "tree", "readdir"}
# files that change by themselves (logs a program writes, kernel and runtime files, temp and caches)
_LIVE_PATH = re.compile(r"(?:^|/)(?:proc|sys|dev|run|tmp|var/tmp|var/log|logs?|cache|\.cache)(?:/|$)|"
                        r"\.(?:log|pid|lock|sock|swp|tmp|out|err)$|\.log\.\d+$", re.IGNORECASE)
_INFO_LINE = re.compile(r"^\s*([A-Za-z][\w ]{0,30}?)\s*:\s*(\S.*?)\s*$")
_IDENTITY = {"created", "createdat", "birthtime", "birth", "inode", "ino", "creationtime"}
_STATE = {"size", "modified", "mtime", "modifiedat", "lastmodified", "permissions", "mode", "isdirectory", "isfile",
          "type", "owner", "group", "lines", "sizebytes"}


_PLACE_ARGS = {"owner", "repo", "repository", "branch", "ref", "bucket", "project", "workspace", "drive", "site",
               "root", "share", "container", "namespace"}


def _place(args: dict[str, Any]) -> str:
    """Where a path lives besides the path itself (a repository and branch, a bucket)."""
    return repr(sorted((k.lower(), str(v)) for k, v in args.items() if k.lower() in _PLACE_ARGS))


def _norm(p: str) -> str:
    p = p.strip()
    if not p:
        return ""
    n = posixpath.normpath(p)
    return "/" if n == "/" else n.rstrip("/")


def _arg(args: dict[str, Any], keys: tuple[str, ...]) -> str | None:
    for k in keys:
        v = args.get(k)
        if isinstance(v, str) and v.strip():
            return _norm(v)
    return None


class FileTree:
    def __init__(self) -> None:
        self.exists: dict[str, tuple[bool, Fact, str]] = {}  # path -> (exists, why, "action" | "listed")
        self.last_write = 0  # the step of the latest call that may have changed the tree
        self.touched: dict[str, int] = {}  # path -> the step of the latest call that named it in a write
        self.reads: dict[str, tuple[str, Fact]] = {}  # a content read (path and its other args) -> its text
        self.info: dict[str, dict[str, tuple[str, Fact]]] = {}  # path -> metadata field -> value
        # (path, where: repository, branch ...) -> texts a write put in it (the whole text, or the new texts of an
        # edit) and where
        self.written: dict[tuple[str, str], tuple[list[str], bool, Fact]] = {}

    def _set(self, path: str, there: bool, fact: Fact, how: str) -> None:
        self.exists[path] = (there, fact, how)

    def write(self, step: int, tool: str, verb: str, words: list[str], args: dict[str, Any], err: bool) -> None:
        """A call that may change the tree: follow it where certain, forget where not."""
        self.last_write = step
        src, dst = _arg(args, _SOURCE_ARGS), _arg(args, _DEST_ARGS)
        path = _arg(args, _PATH_ARGS)
        for p in (src, dst, path):
            if p:
                self.touched[p] = step
        if not (src or dst or path):
            self.touched.clear()
            self.info.clear()  # a write that names no path may have touched any
        for p in (src, dst, path):
            for key in [k for k in self.written if k[0] == p]:
                del self.written[key]
        if not (src or dst or path):
            self.written.clear()
        if err:
            return
        fact = Fact(step, f"{tool} {clip(str(args), 120)}")
        self._remember_text(path, words, args, fact)
        if src and dst and ({"move", "rename", "mv"} & set(words)):
            for p in list(self.exists):  # what was under the old path moved with it
                if p == src or p.startswith(src + "/"):
                    del self.exists[p]
            self._set(src, False, fact, "action")
            self._set(dst, True, fact, "action")
        elif path and verb == "delete":
            for p in list(self.exists):
                if p.startswith(path + "/"):
                    del self.exists[p]
            self._set(path, False, fact, "action")
        elif path and (verb == "create" or {"write", "mkdir", "save", "touch"} & set(words)):
            self._set(path, True, fact, "action")
            parent = posixpath.dirname(path)
            while parent and parent not in ("/", "."):  # its directories exist too (mkdir -p)
                if not self.exists.get(parent, (False,))[0]:
                    self._set(parent, True, fact, "action")
                parent = posixpath.dirname(parent)
        elif src or dst or path:
            # an edit in place keeps the name; anything else with paths is forgotten
            if not ({"edit", "append", "replace", "patch", "update"} & set(words)):
                for p in {x for x in (src, dst, path) if x}:
                    self.exists.pop(p, None)
        else:
            self.exists.clear()

    def _remember_text(self, path: str | None, words: list[str], args: dict[str, Any], fact: Fact) -> None:
        """What a write says the file now holds: ``write_file(content=...)`` the whole text, ``edit_file(edits=[{
        oldText, newText}])`` (not a dry run) each new text somewhere in it."""
        if not path or {"append", "insert", "patch"} & set(words) or any(
                str(k).lower().replace("_", "") == "dryrun" and v for k, v in args.items()):
            return
        text = next((v for k, v in args.items() if k in ("content", "text", "contents", "data") and isinstance(v, str)),
                    None)
        if text is not None and {"write", "create", "save"} & set(words):
            self.written[(path, _place(args))] = ([text], True, fact)
            return
        edits = args.get("edits")
        if "edit" in words and isinstance(edits, list) and edits and all(isinstance(e, dict) for e in edits):
            news = [e.get("newText", e.get("new_text")) for e in edits]
            if all(isinstance(n, str) and n.strip() for n in news):
                self.written[(path, _place(args))] = ([n for n in news if isinstance(n, str)], False, fact)

    def _check_written(self, step: int, tool: str, path: str, args: dict[str, Any], text: str) -> list[WorldWarning]:
        """A file read back after a write that said what it holds, with nothing written to it since (a JSON answer
        is read only through a plain ``content`` field: an encoded one says nothing here)."""
        known = self.written.pop((path, _place(args)), None)
        if known is None or self.touched.get(path, -1) > known[2].step:
            return []
        if text.lstrip().startswith(("{", "[")):
            try:
                value = json.loads(text)
            except ValueError:
                value = None
            if not (isinstance(value, dict) and isinstance(value.get("content"), str)
                    and str(value.get("encoding", "")).lower() in ("", "utf-8", "utf8", "text", "none")):
                return []
            text = value["content"]
        texts, whole, fact = known
        got = " ".join(text.split())
        for t in texts:
            want = " ".join(t.split())
            if want and want not in got:
                how = "written with" if whole else "edited to hold"
                return [warn("mcp.value", "error", step,
                             f"{path} was {how} {clip(t.strip(), 60)!r} at {where(fact)} and nothing wrote it since, "
                             f"but {tool} shows other text", text=clip(text, 200), earlier=fact, path=path)]
        return []

    def listing(self, step: int, tool: str, words: list[str], args: dict[str, Any], names: dict[str, str],
                text: str) -> list[WorldWarning]:
        """A complete listing of one directory: judge what is known under it, then learn what it shows."""
        path = _arg(args, _PATH_ARGS)
        if path is None or not (_LIST_WORDS & set(words)) or {k.lower() for k in args} & _FILTER_ARGS:
            return []
        if "tree" in words:
            return []  # a tree nests: only the first level would be read here
        shown = {_norm(posixpath.join(path, n)) for n in names}
        found: list[WorldWarning] = []
        for p, (there, fact, how) in list(self.exists.items()):
            if posixpath.dirname(p) != path:
                continue
            if how == "listed" and fact.step <= self.last_write:
                continue  # a call since may have changed the directory
            name = posixpath.basename(p)
            if there and p not in shown:
                verb = "created" if how == "action" else "listed"
                found.append(warn("mcp.id", "error", step,
                                  f"{name} was {verb} in {path} at {where(fact)} and nothing removed it since, but "
                                  f"{tool} does not list it", text=clip(text, 200), earlier=fact, path=p))
            elif not there and p in shown:
                found.append(warn("mcp.id", "error", step,
                                  f"{name} was moved or removed from {path} at {where(fact)}, but {tool} still "
                                  f"lists it", text=clip(text, 200), earlier=fact, path=p))
        for p in list(self.exists):
            if posixpath.dirname(p) == path and p not in shown and self.exists[p][0]:
                del self.exists[p]  # reported (or stale): the listing is what is known now
        for p in shown:
            self._set(p, True, Fact(step, f"{tool} {path}: {posixpath.basename(p)}"), "listed")
        return found[:1]

    def content(self, step: int, tool: str, args: dict[str, Any], text: str) -> list[WorldWarning]:
        """A file's text read again, with no write of any kind since, reads the same."""
        path = _arg(args, _PATH_ARGS)
        if path is None or _LIVE_PATH.search(path):
            return []
        if not {k.lower() for k in args} & {"head", "tail", "offset", "limit", "lines", "start", "end", "range"}:
            found = self._check_written(step, tool, path, args, text)
            if found:
                return found
        key = path + " " + repr(sorted((k, str(v)) for k, v in args.items() if k not in _PATH_ARGS))
        before = self.reads.get(key)
        self.reads[key] = (text, Fact(step, f"{tool} {path}: {clip(text, 80)}"))
        if before is None or before[1].step <= self.last_write:
            return []
        if " ".join(before[0].split()) == " ".join(text.split()):
            return []
        old_lines, new_lines = before[0].split("\n"), text.split("\n")
        diff = next(((i, a, b) for i, (a, b) in enumerate(zip(old_lines, new_lines), 1) if a.strip() != b.strip()),
                    (min(len(old_lines), len(new_lines)) + 1, "(end)", "(end)"))
        return [warn("mcp.value", "error", step,
                     f"{path} read at {where(before[1])} and nothing written since, but its text differs now "
                     f"(line {diff[0]}: {clip(diff[1], 60)!r} -> {clip(diff[2], 60)!r})", text=clip(diff[2], 200),
                     earlier=Fact(before[1].step, clip(diff[1], 160)), path=path)]

    def metadata(self, step: int, tool: str, args: dict[str, Any], value: Any, text: str) -> list[WorldWarning]:
        """A path's metadata read again: state fields hold while nothing was written, identity fields (its
        creation time, inode) while the path itself was not written, moved or removed."""
        path = _arg(args, _PATH_ARGS)
        if path is None or _arg(args, _SOURCE_ARGS) or _arg(args, _DEST_ARGS) or _LIVE_PATH.search(path):
            return []
        fields: dict[str, str] = {}
        if isinstance(value, dict):
            fields = {k: str(v) for k, v in value.items() if isinstance(v, (str, int, float, bool))}
        elif value is None:
            lines = [ln for ln in text.split("\n") if ln.strip()]
            matched = [m for ln in lines if (m := _INFO_LINE.match(ln))]
            if len(matched) < 2 or len(matched) < len(lines):
                return []
            fields = {m.group(1): m.group(2) for m in matched}
        known = self.info.setdefault(path, {})
        found: list[WorldWarning] = []
        for raw, v in fields.items():
            k = re.sub(r"[^a-z]", "", raw.lower())
            identity = k in _IDENTITY
            if not identity and k not in _STATE:
                continue
            before = known.get(k)
            known[k] = (v, Fact(step, f"{raw}: {v}"))
            if before is None or before[0].strip() == v.strip() or found:
                continue
            since = self.touched.get(path, 0) if identity else self.last_write
            if since >= before[1].step:
                continue
            why = "the path was not written, moved or removed since" if identity else "nothing was written since"
            found.append(warn("mcp.value", "error", step,
                              f"{raw} of {path} was {clip(before[0], 60)!r} at {where(before[1])} and {why}, but "
                              f"{tool} now says {clip(v, 60)!r}", text=f"{raw}: {v}", earlier=before[1], path=path))
        return found
