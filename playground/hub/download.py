"""Resumable, verified downloads into the standard Hugging Face cache.

huggingface_hub 2.x deletes its ``.incomplete`` file when a download is cancelled or the
process dies, so a 20 GB download interrupted at 95 % starts again from zero. This module
does its own transfer:

1. HEAD each shard through ``get_hf_file_metadata`` (commit, LFS sha256 etag, size, CDN URL);
2. check free disk space for everything still missing (needed vs free, before any byte);
3. stream a ranged GET into ``blobs/<sha256>.part``, appending, so a cancel, a crash, a dropped
   connection or a full disk keeps what arrived and the next call resumes from there;
4. hash while writing (the bytes already in a ``.part`` are hashed first on resume) and compare
   with the Hub's LFS sha256 (git sha1 for non-LFS files); a mismatch deletes the part;
5. rename the part to ``blobs/<sha256>`` and link ``snapshots/<commit>/<file>`` to it.

A file only appears under its final name once it is complete and verified. A file already in
the cache is hash-checked before it is handed out (a same-size corruption passes any size
check): once, remembered by (size, mtime, inode) in the app's data directory (hub/verify.py),
and again when any of those change or when asked (``verify=True``, ``pull --verify``). A
corrupted cached file is removed and downloaded again.
"""

from __future__ import annotations

import errno
import hashlib
import logging
import os
import shutil
import threading
import time
from collections import deque
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable
from urllib.parse import urlsplit

from playground.base.atomicfile import is_no_space, no_space_message
from playground.errors import OperationCancelled
from playground.hub import cache as hfcache
from playground.hub.catalog import RemoteModelFile
from playground.hub.errors import (
    ChecksumMismatchError,
    DiskSpaceError,
    DownloadError,
    HubConnectionError,
    OfflineError,
    hub_errors,
)
from playground.hub.hfenv import hf_cache_dir, hub_endpoint, is_offline, token_available
from playground.hub.verify import Expected, forget, remember, verify_file

log = logging.getLogger(__name__)

# Read size of the body; cancel is checked between chunks. Tests shrink it.
CHUNK_SIZE = 1024 * 1024
HASH_READ_SIZE = 8 * 1024 * 1024
# Reconnects within one call after the server drops the connection (each resumes with Range).
MAX_RETRIES = 3
RETRY_WAIT_S = 0.5
PROGRESS_INTERVAL_S = 0.2
SPEED_WINDOW_S = 5.0
LOCK_TIMEOUT_S = 5.0
_NO_SPACE = {errno.ENOSPC, errno.EDQUOT, errno.EFBIG}
_EXPIRED = {401, 403, 404, 410}  # what a CDN answers for an expired signed URL


@dataclass(frozen=True)
class DownloadProgress:
    """One progress report; byte counts cover all shards of the model."""

    bytes_done: int
    total: int
    speed_bps: float  # over the last few seconds, new bytes only
    eta_s: float | None  # None until a speed is known
    file: str  # the shard being transferred
    shard: int  # 1-based
    shards: int
    phase: str = "downloading"  # 'hashing' (a partial file), 'verifying' (a complete one), 'downloading', 'done'

    @property
    def fraction(self) -> float:
        return self.bytes_done / self.total if self.total else 1.0


ProgressFn = Callable[[DownloadProgress], None]


@dataclass
class _Shard:
    repo: str
    index: int  # 1-based
    filename: str
    url: str  # where the bytes are (the CDN URL after the Hub's redirect)
    same_origin: bool  # whether the auth header may be sent to `url`
    etag: str
    size: int
    commit: str
    sha256: str | None
    git_sha1: str | None
    storage: Path
    hub_url: str = ""  # the /resolve/ URL: asked again when a signed CDN URL expires

    @property
    def blob(self) -> Path:
        return hfcache.blob_path(self.storage, self.etag)

    @property
    def part(self) -> Path:
        return hfcache.part_path(self.storage, self.etag)

    @property
    def pointer(self) -> Path:
        return hfcache.pointer_path(self.storage, self.commit, self.filename)

    def part_size(self) -> int:
        try:
            n = self.part.stat().st_size
        except OSError:
            return 0
        return n if n <= self.size else 0


class _Meter:
    """Turns byte counts into throttled DownloadProgress events."""

    def __init__(self, total: int, shards: int, callback: ProgressFn | None) -> None:
        self.total = total
        self.shards = shards
        self.callback = callback
        self.done_before = 0  # bytes of shards already finished
        self.samples: deque[tuple[float, int]] = deque()
        self.new_bytes = 0
        self.last_emit = 0.0

    def add_new(self, n: int) -> None:
        self.new_bytes += n

    def speed(self, now: float) -> float:
        self.samples.append((now, self.new_bytes))
        while len(self.samples) > 2 and now - self.samples[0][0] > SPEED_WINDOW_S:
            self.samples.popleft()
        t0, b0 = self.samples[0]
        return (self.new_bytes - b0) / (now - t0) if now > t0 else 0.0

    def emit(self, file_done: int, shard: _Shard | None, phase: str = "downloading", force: bool = False) -> None:
        if self.callback is None:
            return
        now = time.monotonic()
        if not force and now - self.last_emit < PROGRESS_INTERVAL_S:
            return
        self.last_emit = now
        done = self.done_before + file_done
        speed = self.speed(now)
        eta = (self.total - done) / speed if speed > 0 else None
        self.callback(DownloadProgress(
            bytes_done=done, total=self.total, speed_bps=speed, eta_s=eta,
            file=shard.filename if shard else "", shard=shard.index if shard else self.shards,
            shards=self.shards, phase=phase,
        ))


def download_model(remote: RemoteModelFile, *, cache_dir: Path | None = None, endpoint: str | None = None,
                   token: str | None = None, progress: ProgressFn | None = None,
                   cancel: threading.Event | None = None, verify: bool = False,
                   notice: Callable[[str], None] | None = None) -> Path:
    """Download every shard of ``remote`` into the HF cache (resuming ``.part`` files); return the first shard's path.

    Files already in the cache are hash-checked before they are handed out (once: the check is
    remembered until their size, mtime or inode change; ``verify`` re-hashes anyway). A corrupted
    cached file is removed and downloaded again; ``notice`` gets a line saying so.
    """
    if not remote.complete:
        raise DownloadError(f"{remote} lists {len(remote.files)} of {remote.split_count} shards in the repo; "
                            "the upload is incomplete")
    cache = hf_cache_dir(cache_dir)
    storage = hfcache.repo_storage(cache, remote.repo)
    checker = _Checker(remote, progress, cancel, force=verify, notice=notice)
    if is_offline():
        return _from_cache_or_raise(remote, cache, checker, reason="offline mode is on (HF_HUB_OFFLINE)")

    if remote.commit:
        # A commit's files never change: a complete, verified cached copy needs no request at all.
        cached = _cached_paths(remote, cache, revisions=(remote.commit,))
        if cached is not None and checker.check(cached, repair=True):
            _emit_done(remote, progress)
            return cached[0]
    base = hub_endpoint(endpoint)
    try:
        shards = [_resolve(remote, i, storage, base, token) for i in range(len(remote.files))]
    except HubConnectionError as e:
        cached = _cached_paths(remote, cache)
        if cached is not None and checker.check(cached, repair=False, why="the Hub is unreachable"):
            log.info("Hub unreachable (%s); using the cached copy", e)
            _emit_done(remote, progress)
            return cached[0]
        raise
    meter = _Meter(sum(s.size for s in shards), len(shards), progress)
    todo = [s for s in shards if not _already_complete(s, checker)]
    _check_disk_space(storage, todo)
    meter.done_before = sum(s.size for s in shards if s not in todo)

    for shard in shards:
        if shard in todo:
            _download_shard(shard, base, token, meter, cancel, checker)
        hfcache.write_ref(storage, remote.revision, shard.commit)
        if shard in todo:
            meter.done_before += shard.size
    meter.emit(0, shards[-1], phase="done", force=True)
    return shards[0].pointer


def cached_model_path(remote: RemoteModelFile, *, cache_dir: Path | None = None, verify: bool | None = None,
                      progress: ProgressFn | None = None, cancel: threading.Event | None = None,
                      notice: Callable[[str], None] | None = None) -> Path | None:
    """The first shard's cached path if every shard of ``remote`` is complete in the HF cache, else None.

    ``verify`` None: sizes only (cheap, for listings); False: hash-checked unless a still-valid
    record says it was; True: re-hashed. A corrupted file is removed (then None is returned).
    """
    paths = _cached_paths(remote, hf_cache_dir(cache_dir))
    if paths is None:
        return None
    if verify is not None and not _Checker(remote, progress, cancel, force=verify, notice=notice).check(
            paths, repair=True):
        return None
    return paths[0]


def _from_cache_or_raise(remote: RemoteModelFile, cache: Path, checker: "_Checker", *, reason: str) -> Path:
    cached = _cached_paths(remote, cache)
    if cached is None:
        raise OfflineError(f"{reason} and {remote} is not complete in the Hugging Face cache at {cache}; "
                           "unset HF_HUB_OFFLINE to download it")
    checker.check(cached, repair=False, why="offline mode is on (HF_HUB_OFFLINE)")
    return cached[0]


class _Checker:
    """Hash checks of complete files before they are handed out (see :mod:`playground.hub.verify`).

    ``repair``: a corrupted blob is removed (with a notice) and the check answers False, so the
    caller downloads it again; otherwise the mismatch is raised (offline, Hub unreachable).
    """

    def __init__(self, remote: RemoteModelFile, progress: ProgressFn | None, cancel: threading.Event | None,
                 *, force: bool, notice: Callable[[str], None] | None) -> None:
        self.remote, self.progress, self.cancel, self.force = remote, progress, cancel, force
        self.notice = notice
        self.checked: set[Path] = set()  # verified in this call: never hashed twice

    def check(self, paths: list[Path], *, repair: bool, why: str = "") -> bool:
        for i, path in enumerate(paths):
            expected = _expected(path, self.remote.sha256[i] if i < len(self.remote.sha256) else None)
            if not self.file(path, expected, i + 1, repair=repair, why=why):
                return False
        return True

    def file(self, path: Path, expected: Expected | None, shard: int, *, repair: bool, why: str = "") -> bool:
        blob = path.resolve()
        if expected is None:
            log.warning("no hash known for %s; only its size was checked", path.name)
            return True
        if blob in self.checked:
            return True
        try:
            verify_file(blob, expected, force=self.force, cancel=self.cancel, what=f"the cached {path.name}",
                        progress=self._progress(path.name, shard))
        except ChecksumMismatchError as e:
            if not repair:
                raise ChecksumMismatchError(f"{e}; {why}: run pull again online to download it afresh"
                                            if why else str(e)) from None
            _discard(blob, path)
            self._say(f"{e}; removed it, downloading it again")
            return False
        self.checked.add(blob)
        return True

    def _progress(self, name: str, shard: int) -> "Callable[[int, int], None] | None":
        if self.progress is None:
            return None
        callback = self.progress
        sizes = [n or 0 for n in self.remote.sizes]
        before = sum(sizes[: shard - 1])
        total = self.remote.total_size or sum(sizes)
        shards = len(self.remote.files)
        return lambda done, size: callback(DownloadProgress(before + done, max(total, before + size), 0.0, None,
                                                            name, shard, shards, "verifying"))

    def _say(self, line: str) -> None:
        log.warning("%s", line)
        if self.notice is not None:
            self.notice(line)


def _expected(path: Path, listed_sha256: str | None) -> Expected | None:
    """What a cached file must hash to: its blob name (the Hub's etag), else the listed sha256."""
    return Expected.from_etag(path.resolve().name) or (Expected("sha256", listed_sha256) if listed_sha256 else None)


def _discard(blob: Path, pointer: Path) -> None:
    """Remove a corrupted blob and the snapshot entry that points at it."""
    for p in (pointer, blob):
        try:
            if p.is_symlink() or p.exists():
                p.unlink()
        except OSError as e:
            log.warning("cannot remove %s: %s", p, e)
    forget(blob)


def _cached_paths(remote: RemoteModelFile, cache: Path,
                  revisions: tuple[str, ...] | None = None) -> list[Path] | None:
    """The cached snapshot paths of every shard (right sizes), or None if any is missing."""
    paths = []
    for i, name in enumerate(remote.files):
        p = None
        for rev in revisions or (remote.pinned_revision, remote.revision):
            p = p or hfcache.cached_pointer(cache, remote.repo, name, rev)
        if p is None or (remote.sizes[i] and p.stat().st_size != remote.sizes[i]):
            return None
        paths.append(p)
    return paths


def _emit_done(remote: RemoteModelFile, progress: ProgressFn | None) -> None:
    if progress is not None:
        n = len(remote.files)
        progress(DownloadProgress(remote.total_size, remote.total_size, 0.0, 0.0, remote.files[-1], n, n, "done"))


def _resolve(remote: RemoteModelFile, i: int, storage: Path, base: str, token: str | None) -> _Shard:
    """HEAD one shard: where its bytes are, its commit, size and expected hash."""
    from huggingface_hub import get_hf_file_metadata, hf_hub_url

    filename = remote.files[i]
    revision = remote.pinned_revision
    url = hf_hub_url(remote.repo, filename, revision=revision, endpoint=base)
    with hub_errors(remote.repo, revision, filename, token_sent=token_available(token), endpoint=base):
        meta = get_hf_file_metadata(url, token=token, endpoint=base)
    if not meta.commit_hash or not meta.etag:
        raise DownloadError(f"{base} answered without X-Repo-Commit/ETag for {filename}; "
                            "is the endpoint a Hugging Face Hub?")
    size = meta.size if meta.size is not None else remote.sizes[i]
    if size is None or size <= 0:
        raise DownloadError(f"{base} did not report the size of {filename}")
    etag = meta.etag
    listed = remote.sha256[i]
    sha256 = etag if hfcache.SHA256_RE.match(etag) else listed
    git_sha1 = etag if sha256 is None and hfcache.COMMIT_RE.match(etag) else None
    if listed and sha256 and listed != sha256:
        log.warning("%s changed on the Hub since it was listed; downloading the current version", filename)
    if remote.sizes[i] and size != remote.sizes[i] and listed == sha256:
        raise DownloadError(f"the Hub reports {size:,} bytes for {filename} but listed {remote.sizes[i]:,}")
    location = meta.location or url
    return _Shard(remote.repo, i + 1, filename, location, _origin(location) == _origin(base), etag, size,
                  meta.commit_hash, sha256, git_sha1, storage, hub_url=url)


def _origin(url: str) -> tuple[str, str]:
    parts = urlsplit(url)
    return parts.scheme, parts.netloc


def _already_complete(shard: _Shard, checker: "_Checker") -> bool:
    """The blob is there with the right size and hash (linking the snapshot pointer if it is missing)."""
    pointer = shard.pointer
    expected = _shard_expected(shard)
    if pointer.is_file() and pointer.stat().st_size == shard.size:
        return checker.file(pointer, expected, shard.index, repair=True)
    blob = shard.blob
    if blob.is_file():
        if blob.stat().st_size == shard.size:
            if not checker.file(blob, expected, shard.index, repair=True):
                return False
            hfcache.link_pointer(blob, pointer)
            return True
        log.warning("cached blob %s has the wrong size; downloading it again", blob)
        blob.unlink()
    return False


def _shard_expected(shard: _Shard) -> Expected | None:
    if shard.sha256 is not None:
        return Expected("sha256", shard.sha256)
    return Expected("git-sha1", shard.git_sha1) if shard.git_sha1 is not None else None


def _check_disk_space(storage: Path, todo: list[_Shard]) -> None:
    if not todo:
        return
    needed = sum(s.size - s.part_size() for s in todo)
    where = storage
    while not where.exists() and where != where.parent:
        where = where.parent
    free = shutil.disk_usage(where).free
    if needed > free:
        raise DiskSpaceError(
            f"not enough disk space in {where}: need {format_bytes(needed)} for {len(todo)} file(s), "
            f"{format_bytes(free)} free (set HF_HOME to a bigger disk or free space)"
        )


def _new_hasher(shard: _Shard) -> "hashlib._Hash":
    if shard.sha256 is None and shard.git_sha1 is not None:
        h = hashlib.sha1()
        h.update(f"blob {shard.size}\0".encode())  # git's blob id covers this header
        return h
    return hashlib.sha256()


def _hash_existing(shard: _Shard, hasher: "hashlib._Hash", n: int, meter: _Meter,
                   cancel: threading.Event | None) -> None:
    done = 0
    with open(shard.part, "rb") as f:
        while done < n:
            if cancel is not None and cancel.is_set():
                raise OperationCancelled(f"download of {shard.filename} cancelled; run again to resume")
            block = f.read(min(HASH_READ_SIZE, n - done))
            if not block:
                break
            hasher.update(block)
            done += len(block)
            meter.emit(done, shard, phase="hashing")


def _write_all(fd: int, data: bytes) -> None:
    """Write every byte (os.write may write fewer); a full disk raises OSError after a clean prefix."""
    view = memoryview(data)
    while view:
        n = os.write(fd, view)
        view = view[n:]


def _download_shard(shard: _Shard, base: str, token: str | None, meter: _Meter,
                    cancel: threading.Event | None, checker: "_Checker") -> None:
    # huggingface_hub.utils builds __all__ at run time: under no_implicit_reexport mypy sees no export
    from huggingface_hub.utils import WeakFileLock  # type: ignore[attr-defined, unused-ignore]

    from filelock import Timeout

    lock = shard.storage.parent / ".locks" / shard.storage.name / f"{shard.etag}.lock"
    try:
        lock.parent.mkdir(parents=True, exist_ok=True)
        shard.part.parent.mkdir(parents=True, exist_ok=True)
        with WeakFileLock(lock, timeout=LOCK_TIMEOUT_S):
            if _already_complete(shard, checker):  # another process finished it while we waited
                return
            _transfer(shard, base, token, meter, cancel)
    except Timeout:
        raise DownloadError(f"another process is downloading {shard.filename} (lock {lock}); "
                            "wait for it to finish") from None
    except OSError as e:  # creating the lock, the part, the directories, the snapshot link
        if is_no_space(e):
            raise DiskSpaceError(no_space_message(shard.part, shard.size - shard.part_size(), e)
                                 + "; what arrived is kept: free space and run again to resume") from None
        raise DownloadError(f"cannot write in {shard.storage}: {e.strerror or e}") from None


def _transfer(shard: _Shard, base: str, token: str | None, meter: _Meter, cancel: threading.Event | None) -> None:
    """Bring ``shard.part`` up to the full size (resuming what is there), then verify and publish it."""
    part = shard.part
    if part.exists() and part.stat().st_size > shard.size:
        log.warning("partial file %s is larger than the file; starting over", part)
        part.unlink()
    have = shard.part_size()
    hasher = _new_hasher(shard)
    if have:
        _hash_existing(shard, hasher, have, meter, cancel)
    fd = os.open(part, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    try:
        job = _Transfer(shard, base, token, meter, cancel, fd, hasher, have)
        job.run()
        os.fsync(fd)
    finally:
        os.close(fd)
    meter.emit(job.have, shard, force=True)
    _verify_and_publish(shard, job.hasher)


class _Transfer:
    """One shard's ranged GET loop: reconnects after drops, renews an expired CDN URL once per
    failure, restarts when a server ignores Range. Bytes are appended to ``fd`` and hashed."""

    def __init__(self, shard: _Shard, base: str, token: str | None, meter: _Meter,
                 cancel: threading.Event | None, fd: int, hasher: "hashlib._Hash", have: int) -> None:
        # huggingface_hub.utils builds __all__ at run time: under no_implicit_reexport mypy sees no export
        from huggingface_hub.utils import build_hf_headers, get_session  # type: ignore[attr-defined, unused-ignore]

        self.shard, self.base, self.token, self.meter, self.cancel = shard, base, token, meter, cancel
        self.fd, self.hasher, self.have = fd, hasher, have
        self.headers = build_hf_headers(token=token)
        self.headers["Accept-Encoding"] = "identity"
        self.session = get_session()
        self.failures = 0
        self.refreshed = False
        self.received = 0  # bytes taken from the network in this call (progress between drops)

    def run(self) -> None:
        import httpx2

        while self.have < self.shard.size:
            self._check_cancel()
            received = self.received
            try:
                self._one_request()
            except (httpx2.TransportError, httpx2.DecodingError) as e:
                self._on_drop(e, progressed=self.received > received)

    def _check_cancel(self) -> None:
        if self.cancel is not None and self.cancel.is_set():
            raise _cancelled(self.shard, self.have)

    def _request_headers(self) -> dict[str, str]:
        req = dict(self.headers)
        if not self.shard.same_origin:
            req.pop("authorization", None)  # signed CDN URLs must not get the Hub token
        if self.have:
            req["Range"] = f"bytes={self.have}-"
        return req

    def _one_request(self) -> None:
        import httpx2

        from playground.hub.remote import request_timeout

        shard = self.shard
        with self.session.stream("GET", shard.url, headers=self._request_headers(), follow_redirects=True,
                                 timeout=request_timeout()) as r:
            if self._expired(r):
                # Signed CDN URLs expire (a long download, a resume hours later): ask the Hub again.
                _refresh_location(shard, self.base, self.token)
                self.refreshed = True
                return
            self._check_status(r)
            self._copy_body(r)
        if self.have < shard.size:
            raise httpx2.RemoteProtocolError("the body ended early")

    def _expired(self, r: Any) -> bool:
        shard = self.shard
        return (r.status_code in _EXPIRED and not self.refreshed and bool(shard.hub_url)
                and shard.url != shard.hub_url)

    def _check_status(self, r: Any) -> None:
        # huggingface_hub.utils builds __all__ at run time: under no_implicit_reexport mypy sees no export
        from huggingface_hub.utils import hf_raise_for_status  # type: ignore[attr-defined, unused-ignore]

        shard = self.shard
        if r.status_code >= 400:
            r.read()
            with hub_errors(shard.repo, shard.commit, shard.filename, endpoint=self.base):
                hf_raise_for_status(r)
        if r.status_code == 200 and self.have:
            # Range ignored: the body starts at byte 0. Restart the part from scratch.
            log.warning("server ignored the Range request for %s; restarting it", shard.filename)
            os.ftruncate(self.fd, 0)
            self.have = 0
            self.hasher = _new_hasher(shard)
        elif r.status_code == 206:
            start = r.headers.get("Content-Range", "").removeprefix("bytes ").split("-", 1)[0]
            if start != str(self.have):
                raise DownloadError(f"the server resumed {shard.filename} at the wrong offset "
                                    f"({r.headers.get('Content-Range')!r}, wanted {self.have})")
        elif r.status_code != 200:
            raise DownloadError(f"unexpected HTTP {r.status_code} while downloading {shard.filename}")

    def _copy_body(self, r: Any) -> None:
        shard = self.shard
        for chunk in r.iter_bytes(CHUNK_SIZE):
            self._check_cancel()
            if self.have + len(chunk) > shard.size:
                shard.part.unlink(missing_ok=True)
                raise DownloadError(f"the server sent more than the {shard.size:,} bytes of "
                                    f"{shard.filename}; the partial file was deleted")
            try:
                _write_all(self.fd, chunk)
            except OSError as e:
                raise _write_error(e, shard, self.fd) from None
            self.hasher.update(chunk)
            self.have += len(chunk)
            self.received += len(chunk)
            self.refreshed = False
            self.meter.add_new(len(chunk))
            self.meter.emit(self.have, shard)

    def _on_drop(self, e: Exception, *, progressed: bool) -> None:
        shard = self.shard
        if progressed:
            self.failures = 0  # progress was made: this is a fresh drop, not the same one again
        self.failures += 1
        if self.failures > MAX_RETRIES:
            reason = str(e).splitlines()[0] if str(e) else type(e).__name__
            raise HubConnectionError(
                f"connection lost while downloading {shard.filename} ({reason}); {self.have:,} of "
                f"{shard.size:,} bytes kept: run again to resume") from None
        log.warning("connection dropped at byte %d of %s (%s); resuming", self.have, shard.filename, e)
        wait = RETRY_WAIT_S * self.failures
        if self.cancel is None:
            time.sleep(wait)
        elif self.cancel.wait(wait):
            raise _cancelled(shard, self.have) from None


def _refresh_location(shard: _Shard, base: str, token: str | None) -> None:
    from huggingface_hub import get_hf_file_metadata

    log.info("download URL of %s expired; asking the Hub for a new one", shard.filename)
    with hub_errors(shard.repo, shard.commit, shard.filename, token_sent=token_available(token), endpoint=base):
        meta = get_hf_file_metadata(shard.hub_url, token=token, endpoint=base)
    if meta.etag != shard.etag:
        raise DownloadError(f"{shard.filename} changed on the Hub during the download; run again")
    shard.url = meta.location or shard.hub_url
    shard.same_origin = _origin(shard.url) == _origin(base)


def _cancelled(shard: _Shard, have: int) -> OperationCancelled:
    return OperationCancelled(f"download of {shard.filename} cancelled at {format_bytes(have)} of "
                              f"{format_bytes(shard.size)}; run again to resume")


def _write_error(e: OSError, shard: _Shard, fd: int) -> Exception:
    have = os.fstat(fd).st_size
    if e.errno == errno.EFBIG:
        return DiskSpaceError(
            f"the filesystem refused to grow {shard.part} past {have:,} bytes (file size limit); "
            f"the bytes are kept: move HF_HOME to a filesystem that allows {format_bytes(shard.size)} files "
            "and run again to resume"
        )
    if e.errno in _NO_SPACE:
        return DiskSpaceError(
            f"disk full while writing {shard.filename}: {have:,} of {shard.size:,} bytes kept in {shard.part}; "
            f"free {format_bytes(shard.size - have)} and run again to resume"
        )
    return DownloadError(f"cannot write {shard.part}: {e.strerror or e}; {have:,} bytes kept, run again to resume")


def _verify_and_publish(shard: _Shard, hasher: "hashlib._Hash") -> None:
    digest = hasher.hexdigest()
    expected = shard.sha256 or shard.git_sha1
    if expected is not None and digest != expected:
        shard.part.unlink(missing_ok=True)
        kind = "sha256" if shard.sha256 else "git sha1"
        raise ChecksumMismatchError(
            f"{shard.filename} failed verification ({kind} {digest[:12]}... != expected {expected[:12]}...); "
            "the partial file was deleted: run again to download it afresh"
        )
    if expected is None:
        log.warning("no hash published for %s; only its size was checked", shard.filename)
    os.replace(shard.part, shard.blob)
    hfcache.link_pointer(shard.blob, shard.pointer)
    known = _shard_expected(shard)
    if known is not None:
        remember(shard.blob, known)  # hashed while it streamed in: no re-read before its first use


def format_bytes(n: float) -> str:
    for unit in ("B", "KiB", "MiB", "GiB", "TiB"):
        if abs(n) < 1024 or unit == "TiB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} TiB"
