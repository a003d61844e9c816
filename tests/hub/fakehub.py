"""A loopback HTTP server that answers like the Hugging Face Hub, for the real huggingface_hub client.

Endpoints (what huggingface_hub 2.4.0 calls):
  GET  /api/models/{id}[/revision/{rev}][?blobs=true]   model_info (siblings with size + lfs sha256)
  GET  /api/models/{id}/tree/{rev}[/{path}]            list_repo_tree (recursive=...)
  HEAD/GET /{id}/resolve/{rev}/{file}                  file metadata / bytes
  HEAD/GET /cdn/{sha256}   on a second port             LFS bytes (another origin, like cdn-lfs.hf.co)

LFS files (*.gguf) are answered the way the Hub does: 302 to the CDN origin with X-Linked-Etag
(the sha256) and X-Linked-Size; small files are served directly with a git-sha1 ETag. Errors
carry X-Error-Code (RepoNotFound, RevisionNotFound, EntryNotFound, GatedRepo). Every request is
logged. Knobs for failure tests: ``ignore_range``, ``cut_at`` (drop the connection after N bytes
of a file, once), ``corrupt`` (serve bytes that do not match the advertised sha256),
``redirect_lfs``, ``omit_blob_sizes``, ``throttle_s``, ``expire_on_cut`` (signed CDN URLs); ``aborted`` counts
bodies the client stopped reading.
"""

from __future__ import annotations

import hashlib
import json
import re
import socket
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Mapping
from urllib.parse import parse_qs, unquote, urlsplit


def git_blob_sha1(data: bytes) -> str:
    return hashlib.sha1(f"blob {len(data)}\0".encode() + data).hexdigest()


@dataclass
class FakeFile:
    data: bytes  # the real bytes; a file may be longer (`size`), the rest reads as zeros
    size: int
    sha256: str
    lfs: bool

    @classmethod
    def of(cls, content: bytes | Path, *, lfs: bool | None = None) -> "FakeFile":
        data = content.read_bytes() if isinstance(content, Path) else content
        return cls(data, len(data), hashlib.sha256(data).hexdigest(), lfs if lfs is not None else len(data) > 1024)

    @classmethod
    def padded(cls, prefix: bytes, size: int, sha256: str = "ab" * 32) -> "FakeFile":
        """A huge LFS file whose first bytes are ``prefix`` (its sha256 is made up: never fully served)."""
        return cls(prefix, size, sha256, True)

    @property
    def git_oid(self) -> str:
        return git_blob_sha1(self.data) if len(self.data) == self.size else "0" * 40

    def read(self, start: int, end: int) -> bytes:
        chunk = self.data[start:end]
        return chunk + bytes(end - start - len(chunk))


@dataclass
class FakeRepo:
    repo_id: str
    files: dict[str, FakeFile]
    commit: str
    branches: dict[str, str]  # name -> commit
    gated_token: str | None = None  # gated: only this bearer token may download


@dataclass
class Request:
    method: str
    path: str
    range: str | None
    auth: str | None
    port: int
    query: str = ""


@dataclass
class FakeHub:
    repos: dict[str, FakeRepo] = field(default_factory=dict)
    log: list[Request] = field(default_factory=list)
    ignore_range: bool = False
    redirect_lfs: bool = True
    omit_blob_sizes: bool = False
    cut_at: dict[str, int] = field(default_factory=dict)  # filename -> absolute byte offset (one shot)
    corrupt: set[str] = field(default_factory=set)  # filenames served with one byte flipped
    throttle_s: float = 0.0  # sleep per 64 KiB block sent (slow network for Ctrl-C tests)
    aborted: int = 0  # bodies the client stopped reading before the end
    signature: int = 0  # CDN URLs carry ?sig=N and only the current N is accepted
    expire_on_cut: bool = False  # a cut also expires the signed CDN URL in use
    _servers: list[ThreadingHTTPServer] = field(default_factory=list)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    # -- setup ------------------------------------------------------------------------------
    def add_repo(self, repo_id: str, files: Mapping[str, bytes | Path | FakeFile], *,
                 gated_token: str | None = None, branches: tuple[str, ...] = ("main",)) -> FakeRepo:
        commit = hashlib.sha1(repo_id.encode() + str(len(self.repos)).encode()).hexdigest()
        repo = FakeRepo(repo_id, {k: v if isinstance(v, FakeFile) else FakeFile.of(v) for k, v in files.items()},
                        commit, {b: commit for b in branches}, gated_token)
        self.repos[repo_id] = repo
        return repo

    def start(self) -> "FakeHub":
        for _ in range(2):  # the Hub and its CDN: two origins
            server = ThreadingHTTPServer(("127.0.0.1", 0), _make_handler(self))
            server.daemon_threads = True
            threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
            self._servers.append(server)
        return self

    def stop(self) -> None:
        for s in self._servers:
            s.shutdown()
            s.server_close()
        self._servers.clear()
        from huggingface_hub import close_session

        close_session()  # the shared client keeps connections to the dead port otherwise

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._servers[0].server_address[1]}"

    @property
    def cdn_url(self) -> str:
        return f"http://127.0.0.1:{self._servers[1].server_address[1]}"

    def requests(self, method: str | None = None, contains: str = "") -> list[Request]:
        with self._lock:
            return [r for r in self.log if (method is None or r.method == method) and contains in r.path]

    def file_by_sha(self, sha: str) -> tuple[str, FakeFile] | None:
        for repo in self.repos.values():
            for name, f in repo.files.items():
                if f.sha256 == sha:
                    return name, f
        return None


_RESOLVE = re.compile(r"^/(?P<repo>[^/]+/[^/]+)/resolve/(?P<rev>[^/]+)/(?P<file>.+)$")
_API_INFO = re.compile(r"^/api/models/(?P<repo>[^/]+/[^/]+?)(?:/revision/(?P<rev>[^/]+))?$")
_API_TREE = re.compile(r"^/api/models/(?P<repo>[^/]+/[^/]+)/tree/(?P<rev>[^/]+)(?:/(?P<path>.*))?$")
_CDN = re.compile(r"^/cdn/(?P<sha>[0-9a-f]{64})$")


def _make_handler(hub: FakeHub) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: object) -> None:  # quiet
            pass

        # -- plumbing ------------------------------------------------------------------------
        def _record(self) -> tuple[str, dict[str, list[str]]]:
            parts = urlsplit(self.path)
            path = unquote(parts.path)
            with hub._lock:
                hub.log.append(Request(self.command, path, self.headers.get("Range"),
                                       self.headers.get("Authorization"), self.server.server_address[1],
                                       parts.query))
            return path, parse_qs(parts.query)

        def _send(self, status: int, body: bytes = b"", headers: Mapping[str, str] | None = None,
                  content_type: str = "application/json") -> None:
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            for k, v in (headers or {}).items():
                self.send_header(k, v)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(body)

        def _error(self, status: int, code: str, message: str, extra: Mapping[str, str] | None = None) -> None:
            headers = {"X-Error-Code": code, "X-Error-Message": message, **(extra or {})}
            self._send(status, json.dumps({"error": message}).encode(), headers)

        def _repo(self, repo_id: str, rev: str | None, *, download: bool) -> tuple[FakeRepo, str] | None:
            repo = hub.repos.get(repo_id)
            if repo is None:
                self._error(401, "RepoNotFound", "Repository not found")
                return None
            if download and repo.gated_token is not None:
                auth = self.headers.get("Authorization")
                if auth is None:
                    self._error(401, "GatedRepo", "Access to model is restricted. You must be authenticated.")
                    return None
                if auth != f"Bearer {repo.gated_token}":
                    self._error(403, "GatedRepo", "Access to model is restricted and you are not in the "
                                "authorized list.")
                    return None
            rev = rev or "main"
            commit = repo.branches.get(rev, rev if rev == repo.commit else None)
            if commit is None:
                self._error(404, "RevisionNotFound", f"Invalid rev id: {rev}")
                return None
            return repo, commit

        # -- verbs ---------------------------------------------------------------------------
        def do_HEAD(self) -> None:
            self._dispatch()

        def do_GET(self) -> None:
            self._dispatch()

        def _dispatch(self) -> None:
            path, query = self._record()
            if self.server is hub._servers[1]:
                m = _CDN.match(path)
                if not m or (found := hub.file_by_sha(m["sha"])) is None:
                    return self._send(404, b"not found")
                if query.get("sig", [""])[0] != str(hub.signature):
                    return self._send(403, b"<Error>Request has expired</Error>", content_type="application/xml")
                return self._serve_bytes(*found, extra={})
            if m := _API_TREE.match(path):
                return self._tree(m["repo"], m["rev"], m["path"] or "", query)
            if m := _API_INFO.match(path):
                return self._info(m["repo"], m["rev"], query)
            if m := _RESOLVE.match(path):
                return self._resolve(m["repo"], m["rev"], m["file"])
            self._send(404, b"unknown route")

        def _info(self, repo_id: str, rev: str | None, query: dict[str, list[str]]) -> None:
            found = self._repo(repo_id, rev, download=False)
            if found is None:
                return
            repo, commit = found
            blobs = query.get("blobs", ["false"])[0].lower() == "true"
            siblings = []
            for name, f in sorted(repo.files.items()):
                s: dict[str, object] = {"rfilename": name}
                if blobs and not hub.omit_blob_sizes:
                    s["size"] = f.size
                    s["blobId"] = f.git_oid
                    if f.lfs:
                        s["lfs"] = {"size": f.size, "sha256": f.sha256, "pointerSize": 134}
                siblings.append(s)
            body = {"id": repo_id, "modelId": repo_id, "sha": commit, "private": False,
                    "gated": "manual" if repo.gated_token else False, "disabled": False,
                    "tags": ["gguf"], "siblings": siblings}
            self._send(200, json.dumps(body).encode())

        def _tree(self, repo_id: str, rev: str, sub: str, query: dict[str, list[str]]) -> None:
            found = self._repo(repo_id, rev, download=False)
            if found is None:
                return
            repo, _commit = found
            recursive = query.get("recursive", ["false"])[0].lower() == "true"
            prefix = sub.rstrip("/") + "/" if sub else ""
            entries: list[dict[str, object]] = []
            dirs: set[str] = set()
            for name, f in sorted(repo.files.items()):
                if not name.startswith(prefix):
                    continue
                rest = name[len(prefix):]
                if "/" in rest and not recursive:
                    dirs.add(prefix + rest.split("/", 1)[0])
                    continue
                e: dict[str, object] = {"type": "file", "path": name, "size": f.size, "oid": f.git_oid}
                if f.lfs:
                    e["lfs"] = {"oid": f.sha256, "size": f.size, "pointerSize": 134}
                entries.append(e)
            entries += [{"type": "directory", "path": d, "oid": "1" * 40} for d in sorted(dirs)]
            self._send(200, json.dumps(entries).encode())

        def _resolve(self, repo_id: str, rev: str, filename: str) -> None:
            found = self._repo(repo_id, rev, download=True)
            if found is None:
                return
            repo, commit = found
            f = repo.files.get(filename)
            if f is None:
                return self._error(404, "EntryNotFound", f"{filename} does not exist", {"X-Repo-Commit": commit})
            if f.lfs and hub.redirect_lfs:
                headers = {"X-Repo-Commit": commit, "X-Linked-Etag": f'"{f.sha256}"', "X-Linked-Size": str(f.size),
                           "ETag": f'"{f.git_oid}"', "Location": f"{hub.cdn_url}/cdn/{f.sha256}?sig={hub.signature}"}
                return self._send(302, b"", headers)
            etag = f.sha256 if f.lfs else f.git_oid
            self._serve_bytes(filename, f, extra={"X-Repo-Commit": commit, "ETag": f'"{etag}"'})

        def _serve_bytes(self, filename: str, f: FakeFile, extra: Mapping[str, str]) -> None:  # noqa: C901
            start, end = 0, f.size  # [start, end)
            status = 200
            rng = self.headers.get("Range")
            headers = dict(extra)
            headers["Accept-Ranges"] = "bytes"
            if rng and not hub.ignore_range:
                m = re.fullmatch(r"bytes=(\d+)-(\d*)", rng.strip())
                if not m:
                    return self._send(400, b"bad range")
                start = int(m[1])
                end = min(int(m[2]) + 1, f.size) if m[2] else f.size
                if start >= f.size:
                    return self._send(416, b"", {"Content-Range": f"bytes */{f.size}"})
                status = 206
                headers["Content-Range"] = f"bytes {start}-{end - 1}/{f.size}"
            self.send_response(status)
            self.send_header("Content-Type", "application/octet-stream")
            for k, v in headers.items():
                self.send_header(k, v)
            self.send_header("Content-Length", str(end - start))
            self.end_headers()
            if self.command == "HEAD":
                return
            with hub._lock:
                cut = hub.cut_at.get(filename)
                if cut is not None and start <= cut < end:
                    del hub.cut_at[filename]
                    if hub.expire_on_cut:
                        hub.signature += 1
                else:
                    cut = None
            stop = cut if cut is not None else end
            pos = start
            try:
                while pos < stop:
                    n = min(64 * 1024, stop - pos)
                    block = bytearray(f.read(pos, pos + n))
                    if filename in hub.corrupt and pos <= f.size // 2 < pos + n:
                        block[f.size // 2 - pos] ^= 0xFF
                    self.wfile.write(block)
                    pos += n
                    if hub.throttle_s:
                        time.sleep(hub.throttle_s)
                if cut is not None:  # drop the connection mid-body, like a flaky network
                    self.wfile.flush()
                    self.connection.shutdown(socket.SHUT_RDWR)
                    self.close_connection = True
            except (BrokenPipeError, ConnectionResetError):
                with hub._lock:
                    hub.aborted += 1
                self.close_connection = True

    return Handler
