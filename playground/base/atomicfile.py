"""Write a file completely or not at all, and say clearly when the disk has no room.

Sessions, comparison reports, exports and the settings file are replaced by a
rename of a fully written, fsynced temporary file in the same directory, so a
crash or a full disk never leaves a half-written file where a complete one is
expected. Appends (session steps) go through :func:`append_all`, which cuts the
file back to its old length when a write fails part-way.

A full disk, an exceeded quota or a file size limit (ENOSPC, EDQUOT, EFBIG)
becomes :class:`~playground.errors.DiskFullError` with one line naming the
directory, the file and the space needed; other OSErrors pass through.
"""

from __future__ import annotations

import errno
import os
import shutil
import tempfile
from pathlib import Path
from typing import Iterable

from playground.errors import DiskFullError

NO_SPACE_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EFBIG})


def is_no_space(e: BaseException) -> bool:
    """A write failed for lack of room (disk full, quota, file size limit)."""
    return isinstance(e, OSError) and e.errno in NO_SPACE_ERRNOS


def format_size(n: float) -> str:
    for unit in ("B", "KiB", "MiB", "GiB", "TiB"):
        if abs(n) < 1024 or unit == "TiB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} TiB"


def free_space(path: Path) -> int | None:
    """Free bytes on the filesystem holding ``path`` (its nearest existing ancestor); None if unknown."""
    where = Path(path)
    while not where.exists() and where != where.parent:
        where = where.parent
    try:
        return shutil.disk_usage(where).free
    except OSError:
        return None


def no_space_message(path: Path, needed: int, e: OSError | None = None) -> str:
    """'not enough space on DIR for NAME: it needs N, M free (reason)'; for a file size limit it
    says so instead of blaming free space that is there."""
    path = Path(path)
    reason = f" ({e.strerror})" if e is not None and e.strerror else ""
    if e is not None and e.errno == errno.EFBIG:
        return (f"not enough space on {path.parent} for {path.name}: it needs {format_size(needed)} but a file "
                f"size limit stops it{reason}")
    free = free_space(path.parent)
    have = f", {format_size(free)} free" if free is not None else ""
    return f"not enough space on {path.parent} for {path.name}: it needs {format_size(needed)}{have}{reason}"


def disk_full(e: OSError, path: Path, needed: int) -> DiskFullError | None:
    """The domain error for ``e`` when it means "no room", else None (the caller handles ``e``)."""
    return DiskFullError(no_space_message(path, needed, e)) if is_no_space(e) else None


def fsync_dir(directory: Path) -> None:
    """Make a rename in ``directory`` durable (best effort: not every platform can)."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return  # not supported (Windows): the file itself was fsynced
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_atomic(path: Path, chunks: Iterable[bytes], *, suffix: str = ".tmp") -> None:
    """Write ``chunks`` to ``path`` through a temporary file (``suffix``) that is fsynced and then
    renamed over it; on any failure the temporary file is removed and the error raised:
    :class:`DiskFullError` when there is no room, else the OSError."""
    data = chunks if isinstance(chunks, (list, tuple)) else None
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=suffix, dir=path.parent)
    written = 0
    try:
        with os.fdopen(fd, "wb") as f:
            for chunk in chunks:
                f.write(chunk)
                written += len(chunk)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException as e:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(e, OSError) and is_no_space(e):
            needed = sum(len(c) for c in data) if data is not None else written
            raise DiskFullError(no_space_message(path, needed, e)) from None
        raise


def append_all(fd: int, data: bytes, path: Path) -> None:
    """Append ``data`` at the end of the open file ``fd`` and fsync; all or nothing: when a write
    fails part-way the file is cut back to its old length (DiskFullError when there is no room)."""
    start = os.lseek(fd, 0, os.SEEK_END)
    view = memoryview(data)
    try:
        while view:
            n = os.write(fd, view)
            view = view[n:]
        os.fsync(fd)
    except OSError as e:
        try:
            os.ftruncate(fd, start)  # shrinking needs no space
            os.fsync(fd)
        except OSError:
            pass
        if is_no_space(e):
            raise DiskFullError(no_space_message(path, len(data), e)) from None
        raise


__all__ = ["NO_SPACE_ERRNOS", "is_no_space", "format_size", "free_space", "no_space_message", "disk_full",
           "fsync_dir", "write_atomic", "append_all"]
