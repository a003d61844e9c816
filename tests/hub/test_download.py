"""Resumable, verified downloads into the HF cache, against the loopback Hub with the real client."""

from __future__ import annotations

import errno
import hashlib
import os
import random
import subprocess
import sys
import textwrap
import threading
from dataclasses import replace
from pathlib import Path

import pytest

import playground.hub.download as dl
from playground.errors import OperationCancelled
from playground.hub.catalog import RemoteModelFile, find_quant, list_repo_ggufs
from playground.hub.download import DownloadProgress, download_model
from playground.hub.errors import (
    ChecksumMismatchError,
    DiskSpaceError,
    DownloadError,
    GatedRepoError,
    HubConnectionError,
    OfflineError,
    RemoteFileNotFoundError,
    RepoNotFoundError,
    RevisionNotFoundError,
)
from playground.modelfile.checks import inspect_model_file
from tests.hub.conftest import GATED, GOOD_TOKEN, REPO
from tests.hub.fakehub import FakeFile

ROOT = Path(__file__).resolve().parents[2]


def _model(fake_hub, quant: str, repo: str = REPO) -> RemoteModelFile:
    return find_quant(list_repo_ggufs(repo, endpoint=fake_hub.url), quant)


def _blobs(cache: Path, repo: str = REPO) -> Path:
    return cache / ("models--" + repo.replace("/", "--")) / "blobs"


def _parts(cache: Path) -> list[Path]:
    return sorted(_blobs(cache).glob("*.part"))


def test_full_download_lands_in_the_hf_cache_layout(fake_hub, hf_env, hub_files) -> None:
    from huggingface_hub import hf_hub_download, scan_cache_dir, try_to_load_from_cache

    model = _model(fake_hub, "Q8_0")
    events: list[DownloadProgress] = []
    path = download_model(model, endpoint=fake_hub.url, progress=events.append)
    name = model.files[0]
    commit = fake_hub.repos[REPO].commit
    storage = hf_env / "models--unsloth--Tiny-AgentWorld-GGUF"
    assert path == storage / "snapshots" / commit / name
    assert path.is_symlink() and not Path(os.readlink(path)).is_absolute()
    assert path.resolve() == storage / "blobs" / model.sha256[0]
    assert path.read_bytes() == hub_files.bytes(name)
    assert (storage / "refs" / "main").read_text() == commit
    assert not _parts(hf_env)
    # Progress: monotonic, ends at the total, has a speed.
    done = [e.bytes_done for e in events]
    assert done == sorted(done) and events[-1].bytes_done == events[-1].total == model.total_size
    assert events[-1].phase == "done" and any(e.speed_bps > 0 for e in events)
    # Other tools see it: huggingface_hub's own cache lookups, and hf_hub_download without a transfer.
    assert try_to_load_from_cache(REPO, name, cache_dir=hf_env) == str(path)
    gets = len(fake_hub.requests("GET", "/cdn/"))
    assert hf_hub_download(REPO, name, cache_dir=hf_env, endpoint=fake_hub.url) == str(path)
    assert len(fake_hub.requests("GET", "/cdn/")) == gets
    info = scan_cache_dir(hf_env)
    assert not info.warnings and [r.repo_id for r in info.repos] == [REPO]
    # A second call transfers nothing.
    assert download_model(model, endpoint=fake_hub.url) == path
    assert len(fake_hub.requests("GET", "/cdn/")) == gets


def test_hub_serving_lfs_files_without_a_cdn_redirect(fake_hub, hf_env, hub_files) -> None:
    """A mirror that answers /resolve/ itself (quoted sha256 ETag, no X-Linked-*) works the same."""
    fake_hub.redirect_lfs = False
    model = _model(fake_hub, "UD-Q4_K_M")
    path = download_model(model, endpoint=fake_hub.url)
    assert path.resolve().name == model.sha256[0]
    assert path.read_bytes() == hub_files.bytes(model.files[0])
    assert not fake_hub.requests(contains="/cdn/")


def test_split_model_downloads_every_shard(fake_hub, hf_env, hub_files) -> None:
    model = _model(fake_hub, "BF16")
    events: list[DownloadProgress] = []
    path = download_model(model, endpoint=fake_hub.url, progress=events.append)
    info = inspect_model_file(path)  # finds the sibling shard next to it in the snapshot
    assert len(info.shards) == len(model.files) == 2
    for shard, name in zip(info.shards, model.files):
        assert shard.read_bytes() == hub_files.bytes(name)
    assert {e.shard for e in events} == {1, 2} and all(e.shards == 2 for e in events)
    assert events[-1].bytes_done == model.total_size


def test_resume_after_the_server_drops_the_connection(fake_hub, hf_env, hub_files) -> None:
    model = _model(fake_hub, "UD-Q4_K_M")
    cut = random.Random(7).randrange(1, model.total_size - 1)
    fake_hub.cut_at[model.files[0]] = cut
    path = download_model(model, endpoint=fake_hub.url)
    assert path.read_bytes() == hub_files.bytes(model.files[0])
    ranges = [r.range for r in fake_hub.requests("GET", "/cdn/")]
    assert ranges[0] is None and ranges[1] is not None
    resumed_at = int(ranges[1].removeprefix("bytes=").rstrip("-"))
    assert 0 < resumed_at <= cut  # resumed where the cut left it (client reads whole chunks)


def test_expired_cdn_url_is_renewed(fake_hub, hf_env, hub_files) -> None:
    """A drop, then the signed CDN URL has expired (403): ask the Hub for a new one and resume there."""
    model = _model(fake_hub, "UD-Q4_K_M")
    fake_hub.cut_at[model.files[0]] = 1_000_000
    fake_hub.expire_on_cut = True
    path = download_model(model, endpoint=fake_hub.url)
    assert path.read_bytes() == hub_files.bytes(model.files[0])
    cdn = fake_hub.requests("GET", "/cdn/")
    assert [r.query for r in cdn] == ["sig=0", "sig=0", "sig=1"]  # full, refused resume, renewed resume
    assert cdn[1].range == cdn[2].range is not None
    assert len(fake_hub.requests("HEAD", "/resolve/")) == 2


def test_resume_across_calls_after_a_cut(fake_hub, hf_env, hub_files, monkeypatch) -> None:
    model = _model(fake_hub, "UD-Q4_K_M")
    cut = random.Random(11).randrange(100_000, model.total_size - 1)
    fake_hub.cut_at[model.files[0]] = cut
    monkeypatch.setattr(dl, "MAX_RETRIES", 0)
    with pytest.raises(HubConnectionError, match="run again to resume"):
        download_model(model, endpoint=fake_hub.url)
    [part] = _parts(hf_env)
    kept = part.stat().st_size
    assert 0 < kept <= cut
    assert part.read_bytes() == hub_files.bytes(model.files[0])[:kept]
    assert not (_blobs(hf_env) / model.sha256[0]).exists()  # nothing under the final name
    path = download_model(model, endpoint=fake_hub.url)
    assert fake_hub.requests("GET", "/cdn/")[-1].range == f"bytes={kept}-"
    assert path.read_bytes() == hub_files.bytes(model.files[0]) and not _parts(hf_env)


def test_cancel_keeps_the_part_and_the_next_call_resumes(fake_hub, hf_env, hub_files, monkeypatch) -> None:
    monkeypatch.setattr(dl, "PROGRESS_INTERVAL_S", 0.0)
    model = _model(fake_hub, "F32")
    cancel = threading.Event()

    def cancel_at_2mb(p: DownloadProgress) -> None:
        if p.bytes_done >= 2_000_000:
            cancel.set()

    with pytest.raises(OperationCancelled, match="run again to resume"):
        download_model(model, endpoint=fake_hub.url, cancel=cancel, progress=cancel_at_2mb)
    [part] = _parts(hf_env)
    kept = part.stat().st_size
    assert 2_000_000 <= kept <= 2_000_000 + 2 * dl.CHUNK_SIZE  # stopped within a chunk
    assert not (_blobs(hf_env) / model.sha256[0]).exists()
    events: list[DownloadProgress] = []
    path = download_model(model, endpoint=fake_hub.url, progress=events.append)
    assert fake_hub.requests("GET", "/cdn/")[-1].range == f"bytes={kept}-"
    assert path.read_bytes() == hub_files.bytes(model.files[0])
    assert events[0].phase == "hashing"  # the kept bytes are re-hashed, not trusted


def test_server_that_ignores_range_restarts_cleanly(fake_hub, hf_env, hub_files, monkeypatch) -> None:
    monkeypatch.setattr(dl, "PROGRESS_INTERVAL_S", 0.0)
    model = _model(fake_hub, "F32")
    cancel = threading.Event()
    with pytest.raises(OperationCancelled):
        download_model(model, endpoint=fake_hub.url, cancel=cancel,
                       progress=lambda p: cancel.set() if p.bytes_done > 1_000_000 else None)
    assert _parts(hf_env)
    fake_hub.ignore_range = True
    path = download_model(model, endpoint=fake_hub.url)
    assert fake_hub.requests("GET", "/cdn/")[-1].range is not None  # asked to resume, got 200
    assert path.read_bytes() == hub_files.bytes(model.files[0]) and not _parts(hf_env)


def test_wrong_hash_deletes_the_part(fake_hub, hf_env) -> None:
    model = _model(fake_hub, "Q8_0")
    fake_hub.corrupt.add(model.files[0])
    with pytest.raises(ChecksumMismatchError, match="failed verification.*deleted"):
        download_model(model, endpoint=fake_hub.url)
    storage = _blobs(hf_env).parent
    assert list(_blobs(hf_env).iterdir()) == []
    assert not list((storage / "snapshots").rglob("*.gguf"))


def test_missing_repo_file_revision(fake_hub, hf_env) -> None:
    model = _model(fake_hub, "Q8_0")
    with pytest.raises(RemoteFileNotFoundError, match="nope.gguf not found"):
        download_model(replace(model, files=["nope.gguf"]), endpoint=fake_hub.url)
    with pytest.raises(RevisionNotFoundError, match="'v2'"):
        download_model(replace(model, revision="v2", commit=None), endpoint=fake_hub.url)
    with pytest.raises(RepoNotFoundError, match="acme/gone not found"):
        download_model(replace(model, repo="acme/gone"), endpoint=fake_hub.url)


def test_incomplete_split_upload_is_refused(fake_hub, hf_env) -> None:
    model = _model(fake_hub, "BF16")
    with pytest.raises(DownloadError, match="incomplete"):
        download_model(replace(model, split_count=3), endpoint=fake_hub.url)


def test_gated_repo(fake_hub, hf_env, monkeypatch) -> None:
    model = _model(fake_hub, "Q8_0", repo=GATED)
    assert model.gated
    with pytest.raises(GatedRepoError, match="accept its terms.*HF_TOKEN"):
        download_model(model, endpoint=fake_hub.url)
    with pytest.raises(GatedRepoError, match="no access"):
        download_model(model, endpoint=fake_hub.url, token="hf_wrong")
    monkeypatch.setenv("HF_TOKEN", GOOD_TOKEN)
    path = download_model(model, endpoint=fake_hub.url)
    assert path.is_file()
    assert all(r.auth is None for r in fake_hub.requests(contains="/cdn/"))  # token never leaves the Hub


def test_offline_mode_uses_the_cache_or_says_why(fake_hub, hf_env, monkeypatch) -> None:
    models = list_repo_ggufs(REPO, endpoint=fake_hub.url)
    q8, f32 = find_quant(models, "Q8_0"), find_quant(models, "F32")
    path = download_model(q8, endpoint=fake_hub.url)
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    before = len(fake_hub.log)
    assert download_model(q8, endpoint=fake_hub.url) == path
    with pytest.raises(OfflineError, match="HF_HUB_OFFLINE.*not complete in the Hugging Face cache"):
        download_model(f32, endpoint=fake_hub.url)
    assert len(fake_hub.log) == before
    # huggingface_hub's own switch (read at its import) is honoured too.
    from huggingface_hub import constants

    monkeypatch.delenv("HF_HUB_OFFLINE")
    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", True)
    with pytest.raises(OfflineError):
        download_model(f32, endpoint=fake_hub.url)


def test_unreachable_hub_falls_back_to_the_cache(fake_hub, hf_env) -> None:
    models = list_repo_ggufs(REPO, endpoint=fake_hub.url)
    q8, f32 = find_quant(models, "Q8_0"), find_quant(models, "F32")
    path = download_model(q8, endpoint=fake_hub.url)
    dead = "http://127.0.0.1:9"
    assert download_model(q8, endpoint=dead) == path  # pinned to a commit: no request needed
    assert download_model(replace(q8, commit=None), endpoint=dead) == path  # 'main' -> refs/main
    with pytest.raises(HubConnectionError, match="cannot reach the Hub"):
        download_model(f32, endpoint=dead)


def test_not_enough_disk_space_is_checked_first(fake_hub, hf_env) -> None:
    fake_hub.repos[REPO].files["Huge-Q2_K.gguf"] = FakeFile.padded(b"GGUF", 2**50, sha256="ef" * 32)
    model = _model(fake_hub, "Q2_K")
    with pytest.raises(DiskSpaceError, match=r"need 1024\.0 TiB for 1 file\(s\), .* free"):
        download_model(model, endpoint=fake_hub.url)
    assert not fake_hub.requests("GET", "/cdn/")  # not one byte requested


def test_disk_full_mid_download_keeps_the_part(fake_hub, hf_env, hub_files, monkeypatch) -> None:
    """A write fails with ENOSPC after a partial write, like a filling disk; the next call resumes."""
    model = _model(fake_hub, "F32")
    budget = [3_000_000 + 123]
    real_write = dl._write_all

    def filling_disk(fd: int, data: bytes) -> None:
        room = budget[0]
        if len(data) > room:
            real_write(fd, data[:room])
            budget[0] = 0
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        budget[0] -= len(data)
        real_write(fd, data)

    monkeypatch.setattr(dl, "_write_all", filling_disk)
    with pytest.raises(DiskSpaceError, match=r"disk full while writing .*3,000,123 of .* bytes kept"):
        download_model(model, endpoint=fake_hub.url)
    [part] = _parts(hf_env)
    assert part.stat().st_size == 3_000_123
    monkeypatch.setattr(dl, "_write_all", real_write)
    path = download_model(model, endpoint=fake_hub.url)
    assert fake_hub.requests("GET", "/cdn/")[-1].range == "bytes=3000123-"
    assert hashlib.sha256(path.read_bytes()).hexdigest() == model.sha256[0]


@pytest.mark.skipif(sys.platform == "win32", reason="RLIMIT_FSIZE is POSIX")
def test_real_write_error_from_the_kernel(fake_hub, hf_env, hub_files) -> None:
    """RLIMIT_FSIZE makes the kernel refuse writes (EFBIG): a real write error, not a patched one."""
    model = _model(fake_hub, "Q8_0")
    limit = 1_500_000
    code = textwrap.dedent(f"""
        import resource, signal, sys
        from playground.hub.catalog import find_quant, list_repo_ggufs
        from playground.hub.download import download_model
        from playground.hub.errors import DiskSpaceError
        model = find_quant(list_repo_ggufs({REPO!r}, endpoint={fake_hub.url!r}), "Q8_0")
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, ({limit}, {limit}))
        try:
            download_model(model, endpoint={fake_hub.url!r})
        except DiskSpaceError as e:
            print(e)
            sys.exit(3)
    """)
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60,
                       env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert r.returncode == 3, r.stderr
    assert "file size limit" in r.stdout and "run again to resume" in r.stdout
    [part] = _parts(hf_env)
    assert part.stat().st_size == limit
    path = download_model(model, endpoint=fake_hub.url)
    assert path.read_bytes() == hub_files.bytes(model.files[0])
