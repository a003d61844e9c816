"""The standard Hugging Face cache layout, written and read the way huggingface_hub does.

    <cache>/models--owner--name/
        blobs/<etag>                  file contents, named by sha256 (LFS) or git sha1
        blobs/<etag>.part             this project's resumable partial download
        snapshots/<commit>/<file>     relative symlink -> ../../blobs/<etag>
        refs/<branch>                 the commit hash the branch pointed to

Files written this way are found by huggingface_hub (try_to_load_from_cache,
hf_hub_download, scan_cache_dir), llama.cpp's -hf option and other tools.
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

from playground.base.atomicfile import is_no_space, write_atomic

COMMIT_RE = re.compile(r"^[0-9a-f]{40}$")
SHA256_RE = re.compile(r"^[0-9a-f]{64}$")
PART_SUFFIX = ".part"


def repo_storage(cache: Path, repo: str) -> Path:
    return cache / ("models--" + repo.replace("/", "--"))


def repo_from_storage(name: str) -> str | None:
    """'models--owner--name' -> 'owner/name' (None for datasets, spaces or foreign folders)."""
    if not name.startswith("models--"):
        return None
    return name[len("models--"):].replace("--", "/")


def blob_path(storage: Path, etag: str) -> Path:
    return storage / "blobs" / etag


def part_path(storage: Path, etag: str) -> Path:
    return storage / "blobs" / (etag + PART_SUFFIX)


def pointer_path(storage: Path, commit: str, filename: str) -> Path:
    return storage.joinpath("snapshots", commit, *filename.split("/"))


def resolve_commit(storage: Path, revision: str) -> str | None:
    """The commit a revision names in this cache: a commit hash itself, or what refs/<revision> holds."""
    if COMMIT_RE.match(revision):
        return revision
    ref = storage / "refs" / revision
    try:
        commit = ref.read_text().strip()
    except OSError:
        return None
    return commit if COMMIT_RE.match(commit) else None


def write_ref(storage: Path, revision: str, commit: str) -> None:
    """Record that ``revision`` points at ``commit`` (atomic, like huggingface_hub)."""
    if revision == commit:
        return
    ref = storage / "refs" / revision
    ref.parent.mkdir(parents=True, exist_ok=True)
    try:
        if ref.read_text() == commit:
            return
    except OSError:
        pass
    write_atomic(ref, [commit.encode("ascii")])  # a full disk: DiskFullError, the old ref stays


def link_pointer(blob: Path, pointer: Path) -> None:
    """Make snapshots/<commit>/<file> point at the blob: relative symlink, else hard link, else copy."""
    pointer.parent.mkdir(parents=True, exist_ok=True)
    if pointer.is_symlink() or pointer.exists():
        pointer.unlink()
    try:
        os.symlink(os.path.relpath(blob, pointer.parent), pointer)
        return
    except OSError as e:
        if is_no_space(e):
            raise  # no room for even a link: a copy would not fit either
    except NotImplementedError:
        pass
    try:
        os.link(blob, pointer)
    except OSError:
        try:
            shutil.copyfile(blob, pointer)
        except OSError:
            pointer.unlink(missing_ok=True)  # never leave a partial copy under the file's name
            raise


def cached_pointer(cache: Path, repo: str, filename: str, revision: str) -> Path | None:
    """The snapshot path of ``filename`` at ``revision`` if it is cached and resolves to a file."""
    storage = repo_storage(cache, repo)
    commit = resolve_commit(storage, revision)
    if commit is None:
        return None
    pointer = pointer_path(storage, commit, filename)
    return pointer if pointer.is_file() else None
