"""Hash checks of finished downloads, remembered so a 20 GB file is not re-read on every use.

A size check alone accepts a cached blob with a flipped byte. So a file is verified
against its published hash (the LFS sha256, or the git blob sha1 of small files)
before its first use, and again whenever its size, mtime or inode changed since the
last check. The (size, mtime_ns, inode, hash) of each verified file is kept in a
small JSON file in the app's data directory, beside the Hugging Face cache and not
inside it (other tools own that layout). Losing the record only costs a re-hash.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from playground.errors import OperationCancelled
from playground.hub.cache import COMMIT_RE, SHA256_RE
from playground.hub.errors import ChecksumMismatchError
from playground.hub.hfenv import APP_NAME

log = logging.getLogger(__name__)

RECORD_NAME = "verified-downloads.json"
RECORD_ENV = "AGENTWORLD_VERIFIED_RECORD"
HASH_READ_SIZE = 8 * 1024 * 1024
_lock = threading.Lock()

#: (bytes hashed, total bytes) of the file being verified.
HashProgress = Callable[[int, int], None]


@dataclass(frozen=True)
class Expected:
    """The hash a file must have: ``kind`` 'sha256' (LFS files) or 'git-sha1' (git blobs)."""

    kind: str
    digest: str

    @classmethod
    def from_etag(cls, etag: str) -> "Expected | None":
        """The Hub names cached blobs by their etag: an LFS sha256, or a git blob sha1."""
        if SHA256_RE.match(etag):
            return cls("sha256", etag)
        if COMMIT_RE.match(etag):
            return cls("git-sha1", etag)
        return None

    def hasher(self, size: int) -> "hashlib._Hash":
        if self.kind == "git-sha1":
            h = hashlib.sha1()
            h.update(f"blob {size}\0".encode())  # git's blob id covers this header
            return h
        return hashlib.sha256()


def record_path() -> Path:
    """$AGENTWORLD_VERIFIED_RECORD, else <user data dir>/agentworld-play/verified-downloads.json."""
    env = os.environ.get(RECORD_ENV)
    if env:
        return Path(env).expanduser()
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME)) / RECORD_NAME


def _stamp(st: os.stat_result, expected: Expected) -> dict[str, object]:
    return {"size": st.st_size, "mtime_ns": st.st_mtime_ns, "inode": st.st_ino, "dev": st.st_dev,
            "kind": expected.kind, "digest": expected.digest}


def _read_records(path: Path) -> dict[str, dict[str, object]]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
        return {}  # missing or damaged: everything is simply verified again
    files = data.get("files") if isinstance(data, dict) else None
    return {k: v for k, v in files.items() if isinstance(v, dict)} if isinstance(files, dict) else {}


def _write_records(path: Path, records: dict[str, dict[str, object]]) -> None:
    from playground.base.atomicfile import write_atomic

    live = {k: v for k, v in records.items() if os.path.exists(k)}  # forget deleted files
    text = json.dumps({"version": 1, "files": live}, indent=1, sort_keys=True) + "\n"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, [text.encode("utf-8")], suffix=".json")
    except Exception as e:  # a full disk here must not block using a file we just verified
        log.warning("cannot save the verification record %s: %s", path, e)


def is_verified(path: Path, expected: Expected) -> bool:
    """Whether ``path`` was verified against ``expected`` and has not changed since (size, mtime, inode)."""
    try:
        st = path.stat()
    except OSError:
        return False
    with _lock:
        rec = _read_records(record_path()).get(str(path.resolve()))
    return rec == _stamp(st, expected)


def remember(path: Path, expected: Expected) -> None:
    """Record that ``path`` (as it is now) hashes to ``expected``."""
    st = path.stat()
    target = record_path()
    with _lock:
        records = _read_records(target)
        records[str(path.resolve())] = _stamp(st, expected)
        _write_records(target, records)


def forget(path: Path) -> None:
    target = record_path()
    with _lock:
        records = _read_records(target)
        if records.pop(str(path.resolve()), None) is not None:
            _write_records(target, records)


def hash_file(path: Path, expected: Expected, progress: HashProgress | None = None,
              cancel: threading.Event | None = None) -> str:
    """The hex digest of ``path`` in ``expected``'s algorithm, reporting (done, total) as it reads."""
    size = path.stat().st_size
    h = expected.hasher(size)
    done = 0
    last = 0.0
    with open(path, "rb") as f:
        while block := f.read(HASH_READ_SIZE):
            if cancel is not None and cancel.is_set():
                raise OperationCancelled(f"verification of {path.name} cancelled")
            h.update(block)
            done += len(block)
            now = time.monotonic()
            if progress is not None and (now - last >= 0.2 or done == size):
                progress(done, size)
                last = now
    return h.hexdigest()


def verify_file(path: Path, expected: Expected, *, force: bool = False, progress: HashProgress | None = None,
                cancel: threading.Event | None = None, what: str | None = None) -> bool:
    """Check ``path`` against ``expected`` unless a still-valid record says it was (``force``: always).

    Returns True when it hashed the file, False when the record vouched for it. Raises
    :class:`ChecksumMismatchError` (one line naming the file and both hashes) when it does not match.
    """
    if not force and is_verified(path, expected):
        return False
    digest = hash_file(path, expected, progress, cancel)
    if digest != expected.digest:
        forget(path)
        raise ChecksumMismatchError(
            f"{what or path.name} is corrupted: its {expected.kind} is {digest[:12]}..., the Hub published "
            f"{expected.digest[:12]}... ({path})"
        )
    remember(path, expected)
    return True


__all__ = ["Expected", "record_path", "is_verified", "remember", "forget", "hash_file", "verify_file",
           "HashProgress", "RECORD_ENV"]
