"""Write a file completely or not at all.

Sessions, comparison reports and the settings file are replaced by a rename of
a fully written, fsynced temporary file in the same directory, so a crash or a
full disk never leaves a half-written file where a complete one is expected.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Iterable


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
    renamed over it; on any failure the temporary file is removed and the error (OSError) raised."""
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=suffix, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            for chunk in chunks:
                f.write(chunk)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
