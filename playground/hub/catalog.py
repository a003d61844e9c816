"""Where the model comes from: known repos, user-given repos and files, and what a repo offers.

:func:`list_repo_ggufs` asks the Hub (one ``model_info`` call with blob metadata) for a repo's
GGUF files with sizes and LFS sha256, parses the quant type from each file name and groups
split shards (``X-00001-of-0000N.gguf``) into one model. In offline mode it answers from the
Hugging Face cache instead.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Literal

from playground.hub import cache as hfcache
from playground.hub.errors import (
    NoGGUFFilesError,
    OfflineError,
    QuantNotFoundError,
    RepoNotFoundError,
    hub_errors,
)
from playground.hub.hfenv import hf_cache_dir, hub_endpoint, is_offline, token_available

OFFICIAL_REPO = "Qwen/Qwen-AgentWorld-35B-A3B"
DEFAULT_GGUF_REPO = "unsloth/Qwen-AgentWorld-35B-A3B-GGUF"

SourceKind = Literal["official", "gguf_repo", "hf_file", "local"]


@dataclass(frozen=True)
class ModelSource:
    """One place a model can come from."""

    kind: SourceKind
    repo: str | None = None
    filename: str | None = None  # hf_file: path inside the repo
    path: Path | None = None  # local
    quant: str | None = None  # gguf_repo: a quant picked with REPO:QUANT
    description: str = ""

    def __str__(self) -> str:
        if self.kind == "local":
            return str(self.path)
        if self.kind == "hf_file":
            return f"{self.repo}/{self.filename}"
        return f"{self.repo}:{self.quant}" if self.quant else str(self.repo)


_REPO_RE = re.compile(r"^[A-Za-z0-9][\w.\-]*/[\w.\-]+$")
SPLIT_RE = re.compile(r"^(?P<stem>.*)-(?P<idx>\d{5})-of-(?P<count>\d{5})\.gguf$", re.IGNORECASE)
# A quant token at the end of a file stem: Q4_K_M, Q8_0, IQ4_XS, IQ2_XXS, UD-Q4_K_XL, MXFP4_MOE, BF16 ...
_QUANT_RE = re.compile(
    r"(?:^|[-_.])((?:UD-)?(?:I?Q\d+_[A-Z0-9]+(?:_[A-Z0-9]+)*|TQ\d_\d|MXFP4(?:_MOE)?|BF16|F16|F32|FP16|FP32))$",
    re.IGNORECASE,
)
# GGUF files that are not language models: vision projectors, importance matrices.
_NOT_A_MODEL = re.compile(r"(^|/)(mmproj|imatrix)[^/]*$", re.IGNORECASE)


def is_model_gguf(path: str) -> bool:
    return path.lower().endswith(".gguf") and not _NOT_A_MODEL.search(path)


def parse_quant(filename: str) -> str:
    """Quant label from a file name: 'm-UD-Q4_K_XL.gguf' -> 'UD-Q4_K_XL'; falls back to the folder, then 'unknown'."""
    parts = filename.split("/")
    name = parts[-1]
    m = SPLIT_RE.match(name)
    stem = m["stem"] if m else (name[: -len(".gguf")] if name.lower().endswith(".gguf") else name)
    found = _QUANT_RE.search(stem)
    if found:
        return found.group(1).upper()
    for folder in reversed(parts[:-1]):
        found = _QUANT_RE.fullmatch(folder) or _QUANT_RE.search(folder)
        if found:
            return found.group(1).upper()
    return "unknown"


def model_stem(filename: str) -> str:
    """The file name without '.gguf' and without the shard suffix."""
    name = filename.rsplit("/", 1)[-1]
    m = SPLIT_RE.match(name)
    if m:
        return m["stem"]
    return name[: -len(".gguf")] if name.lower().endswith(".gguf") else name


@dataclass
class RemoteModelFile:
    """One model in a repo: a single GGUF file or all shards of a split one, in shard order."""

    repo: str
    revision: str
    quant: str
    files: list[str]
    sizes: list[int]
    sha256: list[str | None]
    commit: str | None = None  # the commit the listing came from; downloads pin to it
    split_count: int | None = None  # N from '-of-0000N' (None: not split)
    gated: bool = False
    from_cache: bool = False  # listed offline, from the local cache

    @property
    def total_size(self) -> int:
        return sum(self.sizes)

    @property
    def is_split(self) -> bool:
        return self.split_count is not None

    @property
    def complete(self) -> bool:
        """All shards named in the file names are present in the repo."""
        return self.split_count is None or len(self.files) == self.split_count

    @property
    def name(self) -> str:
        return model_stem(self.files[0])

    @property
    def pinned_revision(self) -> str:
        return self.commit or self.revision

    def __str__(self) -> str:
        shards = f" ({len(self.files)} shards)" if self.is_split else ""
        return f"{self.repo}:{self.quant}{shards}"


def parse_source(spec: str) -> ModelSource:
    """A user's model argument: a local .gguf path, 'owner/name', 'owner/name:QUANT' or 'owner/name/file.gguf'."""
    spec = spec.strip()
    p = Path(spec).expanduser()
    if p.exists() or spec.startswith((".", "/", "~")) or (spec.lower().endswith(".gguf") and spec.count("/") < 2):
        return ModelSource("local", path=p)
    repo_part, _, quant = spec.partition(":")
    segments = repo_part.split("/")
    if len(segments) >= 3 and repo_part.lower().endswith(".gguf"):
        repo = "/".join(segments[:2])
        _check_repo_id(repo)
        return ModelSource("hf_file", repo=repo, filename="/".join(segments[2:]))
    _check_repo_id(repo_part)
    kind: SourceKind = "official" if repo_part == OFFICIAL_REPO else "gguf_repo"
    return ModelSource(kind, repo=repo_part, quant=quant.strip() or None)


def _check_repo_id(repo: str) -> None:
    if not _REPO_RE.match(repo) or "--" in repo or ".." in repo:
        raise RepoNotFoundError(f"{repo!r} is not a Hugging Face repo id (expected owner/name)")


def group_gguf_files(repo: str, revision: str, entries: Iterable[tuple[str, int, str | None]], *,
                     commit: str | None = None, gated: bool = False,
                     from_cache: bool = False) -> list[RemoteModelFile]:
    """Group (path, size, sha256) entries into models, shards in order; smallest model first."""
    groups: dict[tuple[str, str, int], list[tuple[int, str, int, str | None]]] = {}
    singles: list[RemoteModelFile] = []
    for path, size, sha in entries:
        if not is_model_gguf(path):
            continue
        folder, _, name = path.rpartition("/")
        m = SPLIT_RE.match(name)
        if m:
            key = (folder, m["stem"], int(m["count"]))
            groups.setdefault(key, []).append((int(m["idx"]), path, size, sha))
        else:
            singles.append(RemoteModelFile(repo, revision, parse_quant(path), [path], [size], [sha],
                                           commit=commit, gated=gated, from_cache=from_cache))
    for (_folder, _stem, count), shards in groups.items():
        shards.sort()
        first = shards[0][1]
        singles.append(RemoteModelFile(
            repo, revision, parse_quant(first), [s[1] for s in shards], [s[2] for s in shards],
            [s[3] for s in shards], commit=commit, split_count=count, gated=gated, from_cache=from_cache,
        ))
    singles.sort(key=lambda r: (r.total_size, r.files[0]))
    return singles


def list_repo_ggufs(repo: str, revision: str = "main", *, endpoint: str | None = None,
                    token: str | None = None, cache_dir: Path | None = None) -> list[RemoteModelFile]:
    """The GGUF models in a repo, from the Hub (or from the cache when offline)."""
    _check_repo_id(repo)
    if is_offline():
        found = cached_repo_ggufs(repo, revision, cache_dir=cache_dir)
        if not found:
            raise OfflineError(
                f"offline mode is on (HF_HUB_OFFLINE) and no GGUF of {repo}@{revision} is in the cache "
                f"at {hf_cache_dir(cache_dir)}; unset HF_HUB_OFFLINE to list the repo"
            )
        return found

    from huggingface_hub import HfApi

    url = hub_endpoint(endpoint)
    api = HfApi(endpoint=url, token=token)
    with hub_errors(repo, revision, endpoint=url, token_sent=token_available(token)):
        info = api.model_info(repo, revision=revision, files_metadata=True)
        siblings = info.siblings or []
        entries: list[tuple[str, int, str | None]] = []
        needs_tree = False
        for s in siblings:
            if not s.rfilename.lower().endswith(".gguf"):
                continue
            if s.size is None:
                needs_tree = True
            entries.append((s.rfilename, s.size or 0, s.lfs.sha256 if s.lfs else None))
        if needs_tree:
            # Some mirrors omit blob sizes from model_info; the recursive tree listing always has them.
            from huggingface_hub.hf_api import RepoFile

            entries = [
                (f.path, f.size, f.lfs.sha256 if f.lfs else None)
                for f in api.list_repo_tree(repo, revision=info.sha or revision, recursive=True)
                if isinstance(f, RepoFile) and f.path.lower().endswith(".gguf")
            ]
    models = group_gguf_files(repo, revision, entries, commit=info.sha, gated=bool(info.gated))
    if not models:
        others = [s.rfilename for s in siblings if s.rfilename.endswith((".safetensors", ".bin"))]
        hint = (" (it holds safetensors weights: convert them to GGUF with llama.cpp's convert_hf_to_gguf.py, "
                f"or use {DEFAULT_GGUF_REPO})") if others else ""
        raise NoGGUFFilesError(f"{repo}@{revision} has no GGUF model files{hint}")
    return models


def cached_repo_ggufs(repo: str, revision: str = "main", *, cache_dir: Path | None = None) -> list[RemoteModelFile]:
    """The repo's GGUF models that are complete in the local cache at ``revision`` (for offline mode)."""
    cache = hf_cache_dir(cache_dir)
    storage = hfcache.repo_storage(cache, repo)
    commit = hfcache.resolve_commit(storage, revision)
    if commit is None:
        return []
    snapshot = storage / "snapshots" / commit
    entries: list[tuple[str, int, str | None]] = []
    for path in sorted(snapshot.rglob("*.gguf")):
        if not path.is_file():  # broken symlink: blob missing
            continue
        rel = path.relative_to(snapshot).as_posix()
        blob_name = Path(path.resolve()).name
        sha = blob_name if hfcache.SHA256_RE.match(blob_name) else None
        entries.append((rel, path.stat().st_size, sha))
    models = group_gguf_files(repo, revision, entries, commit=commit, from_cache=True)
    return [m for m in models if m.complete]


def find_quant(models: list[RemoteModelFile], quant: str) -> RemoteModelFile:
    """The model whose quant label is ``quant`` (case-insensitive; 'Q4_K_XL' also finds 'UD-Q4_K_XL')."""
    want = quant.strip().upper()
    exact = [m for m in models if m.quant == want]
    if not exact:
        exact = [m for m in models if m.quant.removeprefix("UD-") == want.removeprefix("UD-")]
    if not exact:
        exact = [m for m in models if model_stem(m.files[0]).upper() == want]
    if not exact:
        have = ", ".join(sorted({m.quant for m in models})) or "none"
        repo = models[0].repo if models else "the repo"
        where = " in the cache (offline mode lists only cached models)" if models and models[0].from_cache else ""
        raise QuantNotFoundError(f"{repo} has no {quant} GGUF{where}; available: {have}")
    complete = [m for m in exact if m.complete]
    return (complete or exact)[0]
