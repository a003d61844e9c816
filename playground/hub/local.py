"""GGUF files already on this machine, so nothing is downloaded twice.

Looks in the Hugging Face cache (snapshots of ``models--*`` repos, whoever downloaded them),
the app's models directory ($AGENTWORLD_MODELS_DIR, default <user data dir>/agentworld-play/models)
and any extra directories. Split shards are grouped into one model. Every model is checked
with :func:`playground.modelfile.checks.inspect_model_file`; a broken cache entry (a snapshot link
whose blob is gone, a truncated blob, a missing shard) is listed with its problem rather than
raised, so one bad file never hides the good ones.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Literal

from playground.errors import PlaygroundError
from playground.hub import cache as hfcache
from playground.hub.catalog import SPLIT_RE, is_model_gguf, parse_quant
from playground.hub.hfenv import hf_cache_dir, models_dir
from playground.modelfile.checks import ModelFileInfo, inspect_model_file

Origin = Literal["hf-cache", "models-dir", "extra"]


@dataclass
class LocalModel:
    """A model on disk: one GGUF file or all shards of a split one (first shard in ``path``)."""

    path: Path
    repo: str | None
    quant: str  # from the file name (UD-Q4_K_XL ...), else the header's file type
    size: int  # all shards present, in bytes
    shards: list[Path]
    origin: Origin = "extra"
    commit: str | None = None  # HF cache snapshot
    architecture: str | None = None
    problem: str | None = None  # why it cannot be used as is (None: it passed the checks)
    info: ModelFileInfo | None = field(default=None, repr=False)

    @property
    def ok(self) -> bool:
        return self.problem is None

    @property
    def name(self) -> str:
        return self.path.name


def find_local_models(extra_dirs: Iterable[str | Path] = (), *, cache_dir: Path | None = None,
                      include_models_dir: bool = True, validate: bool = True) -> list[LocalModel]:
    """Every GGUF model found in the HF cache, the models directory and ``extra_dirs`` (deduplicated)."""
    found: list[LocalModel] = []
    found += _scan_hf_cache(hf_cache_dir(cache_dir))
    dirs: list[tuple[Path, Origin]] = []
    if include_models_dir:
        dirs.append((models_dir(), "models-dir"))
    dirs += [(Path(d).expanduser(), "extra") for d in extra_dirs]
    for d, origin in dirs:
        found += _scan_dir(d, origin)

    unique: list[LocalModel] = []
    seen: set[str] = set()
    for m in found:
        key = os.path.realpath(m.path)
        if key in seen:
            continue
        seen.add(key)
        unique.append(m)
    if validate:
        for m in unique:
            _validate(m)
    return unique


def _scan_hf_cache(cache: Path) -> list[LocalModel]:
    out: list[LocalModel] = []
    try:
        repos = sorted(p for p in cache.iterdir() if p.name.startswith("models--"))
    except OSError:
        return out
    for storage in repos:
        repo = hfcache.repo_from_storage(storage.name)
        snapshots = storage / "snapshots"
        try:
            commits = sorted(p for p in snapshots.iterdir() if p.is_dir())
        except OSError:
            continue
        for snap in commits:
            files = [(p, p.relative_to(snap).as_posix()) for p in _walk_ggufs(snap)]
            out += _group(files, origin="hf-cache", repo=repo, commit=snap.name)
    return out


def _scan_dir(root: Path, origin: Origin) -> list[LocalModel]:
    if root.is_file() and root.suffix.lower() == ".gguf":
        return _group([(root, root.name)], origin=origin)
    if not root.is_dir():
        return []
    return _group([(p, p.relative_to(root).as_posix()) for p in _walk_ggufs(root)], origin=origin)


def _walk_ggufs(root: Path) -> list[Path]:
    paths = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        for name in sorted(filenames):
            if name.lower().endswith(".gguf"):
                paths.append(Path(dirpath) / name)
    return paths


def _group(files: list[tuple[Path, str]], *, origin: Origin, repo: str | None = None,
           commit: str | None = None) -> list[LocalModel]:
    """Group (path, relative name) pairs into models; a split model missing shards gets a problem."""
    out: list[LocalModel] = []
    splits: dict[tuple[Path, str, int], dict[int, Path]] = {}
    for path, rel in files:
        if not is_model_gguf(rel):
            continue
        m = SPLIT_RE.match(path.name)
        if m:
            splits.setdefault((path.parent, m["stem"], int(m["count"])), {})[int(m["idx"])] = path
            continue
        out.append(_model([path], rel, origin, repo, commit))
    for (parent, stem, count), by_idx in splits.items():
        expected = [parent / f"{stem}-{i:05d}-of-{count:05d}.gguf" for i in range(1, count + 1)]
        present = [p for i, p in sorted(by_idx.items())]
        model = _model(expected, expected[0].name, origin, repo, commit, present=present)
        missing = [i for i in range(1, count + 1) if i not in by_idx]
        if missing:
            model.problem = f"shard(s) {', '.join(map(str, missing))} of {count} missing"
        out.append(model)
    return out


def _model(shards: list[Path], rel: str, origin: Origin, repo: str | None, commit: str | None,
           present: list[Path] | None = None) -> LocalModel:
    size = 0
    problem = None
    for p in present if present is not None else shards:
        if p.is_symlink() and not p.exists():
            problem = f"broken cache entry: {p.name} points to a missing blob ({os.readlink(p)})"
            continue
        try:
            size += p.stat().st_size
        except OSError as e:
            problem = f"cannot read {p}: {e.strerror or e}"
    quant = parse_quant(rel)
    return LocalModel(path=shards[0], repo=repo, quant=quant, size=size, shards=shards, origin=origin,
                      commit=commit, problem=problem)


def _validate(model: LocalModel) -> None:
    if model.problem is not None:
        return
    try:
        info = inspect_model_file(model.path)
    except PlaygroundError as e:
        model.problem = str(e)
        return
    except OSError as e:  # a file vanishing mid-scan, a permission change
        model.problem = f"cannot read {model.path}: {e.strerror or e}"
        return
    model.info = info
    model.architecture = info.architecture
    if model.quant == "unknown":
        model.quant = info.quant_type
