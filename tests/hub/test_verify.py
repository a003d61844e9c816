"""A complete cached download is hash-checked before use: a same-size corruption is caught, the check is
remembered beside the cache (not in it) and redone when the file changes or on `pull --verify`."""

from __future__ import annotations

import json
import os
import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from playground.cli import main
from playground.hub.catalog import RemoteModelFile, find_quant, list_repo_ggufs
from playground.hub.download import DownloadProgress, cached_model_path, download_model
from playground.hub.errors import ChecksumMismatchError
from playground.hub.verify import Expected, is_verified, record_path, verify_file
from tests.hub.conftest import REPO


def _model(fake_hub, quant: str) -> RemoteModelFile:
    return find_quant(list_repo_ggufs(REPO, endpoint=fake_hub.url), quant)


def flip_byte(path: Path, offset: int = 5000, *, keep_mtime: bool = False) -> None:
    """Change one byte in place: same size, same inode (bit rot, a bad sector, a stray write)."""
    st = path.stat()
    with open(path, "r+b") as f:
        f.seek(offset)
        b = f.read(1)
        f.seek(offset)
        f.write(bytes([b[0] ^ 0xFF]))
    if keep_mtime:
        os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))
    assert path.stat().st_size == st.st_size and path.stat().st_ino == st.st_ino


def test_a_finished_download_is_remembered_beside_the_cache(fake_hub, hf_env) -> None:
    model = _model(fake_hub, "Q8_0")
    path = download_model(model, endpoint=fake_hub.url)
    blob = path.resolve()
    record = record_path()
    assert not record.is_relative_to(hf_env.parent)  # the app's data dir, not the HF cache
    entry = json.loads(record.read_text())["files"][str(blob)]
    st = blob.stat()
    assert entry == {"size": st.st_size, "mtime_ns": st.st_mtime_ns, "inode": st.st_ino, "dev": st.st_dev,
                     "kind": "sha256", "digest": model.sha256[0]}
    # The next use trusts the record: no hashing.
    events: list[DownloadProgress] = []
    assert download_model(model, endpoint=fake_hub.url, progress=events.append) == path
    assert not [e for e in events if e.phase == "verifying"]
    from huggingface_hub import scan_cache_dir

    assert not scan_cache_dir(hf_env).warnings  # nothing foreign was put into the cache


def test_flipped_byte_in_a_cached_blob_is_caught_by_pull(fake_hub, hf_env, hub_files, capsys) -> None:
    """The issue's case: a corrupted but complete cached file used to be handed back as is."""
    argv = ["pull", REPO, "--quant", "Q8_0", "--endpoint", fake_hub.url]
    assert main(argv) == 0
    path = Path(capsys.readouterr().out.strip())
    flip_byte(path.resolve())
    gets = len(fake_hub.requests("GET", "/cdn/"))
    assert main(argv) == 0
    out, err = capsys.readouterr()
    assert ("the cached Tiny-AgentWorld-Q8_0.gguf is corrupted: its sha256 is " in err
            and "the Hub published" in err and "removed it, downloading it again" in err), err
    assert Path(out.strip()) == path and path.read_bytes() == hub_files.bytes("Tiny-AgentWorld-Q8_0.gguf")
    assert len(fake_hub.requests("GET", "/cdn/")) == gets + 1  # downloaded afresh


def test_changed_size_or_mtime_triggers_a_new_check(fake_hub, hf_env, hub_files) -> None:
    model = _model(fake_hub, "UD-Q4_K_M")
    path = download_model(model, endpoint=fake_hub.url)
    blob = path.resolve()
    expected = Expected("sha256", model.sha256[0])
    assert is_verified(blob, expected)
    os.utime(blob)  # touched: content unknown, hash again (and it still matches)
    assert not is_verified(blob, expected)
    events: list[DownloadProgress] = []
    assert download_model(model, endpoint=fake_hub.url, progress=events.append) == path
    verifying = [e for e in events if e.phase == "verifying"]
    assert verifying and verifying[-1].bytes_done == model.sizes[0]
    assert is_verified(blob, expected)


def test_silent_corruption_needs_pull_verify(fake_hub, hf_env, hub_files, capsys) -> None:
    """Same size, same mtime, same inode: the record vouches for it (no 20 GB re-read on every use);
    `pull --verify` re-hashes with progress and finds it."""
    argv = ["pull", REPO, "--quant", "Q8_0", "--endpoint", fake_hub.url]
    assert main(argv) == 0
    path = Path(capsys.readouterr().out.strip())
    flip_byte(path.resolve(), keep_mtime=True)
    assert main(argv) == 0
    assert "already in the Hugging Face cache" in capsys.readouterr().err
    assert main([*argv, "--verify"]) == 0
    out, err = capsys.readouterr()
    assert "checking sha256 of Tiny-AgentWorld-Q8_0.gguf" in err and "is corrupted" in err
    assert path.read_bytes() == hub_files.bytes("Tiny-AgentWorld-Q8_0.gguf")
    assert main([*argv, "--verify"]) == 0  # a good file passes a forced check
    err = capsys.readouterr().err
    assert "checking sha256" in err and "corrupted" not in err and "(sha256 verified)" in err


def test_offline_or_unreachable_refuses_a_corrupted_cache(fake_hub, hf_env, monkeypatch) -> None:
    model = _model(fake_hub, "Q8_0")
    path = download_model(model, endpoint=fake_hub.url)
    flip_byte(path.resolve())
    with pytest.raises(ChecksumMismatchError, match=r"is corrupted: .*; the Hub is unreachable: run pull again"):
        download_model(replace(model, commit=None), endpoint="http://127.0.0.1:9")
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    with pytest.raises(ChecksumMismatchError, match=r"is corrupted: .*offline mode is on"):
        download_model(model, endpoint=fake_hub.url)
    assert path.resolve().is_file()  # not deleted when it cannot be replaced


def test_listing_stays_cheap_but_first_use_hashes(fake_hub, hf_env, hub_files) -> None:
    """A blob another tool put in the cache (huggingface_hub itself) has no record: hashed on first use."""
    from huggingface_hub import hf_hub_download

    model = _model(fake_hub, "Q8_0")
    theirs = Path(hf_hub_download(REPO, model.files[0], cache_dir=hf_env, endpoint=fake_hub.url))
    assert not record_path().exists()
    assert cached_model_path(model) == theirs  # sizes only, as the model list needs
    flip_byte(theirs.resolve())
    assert cached_model_path(model) == theirs
    assert cached_model_path(model, verify=False) is None  # hashed: corrupted, removed
    assert not theirs.exists()


def test_a_corrupted_copy_in_the_models_dir_is_not_used(fake_hub, hf_env, hub_files, capsys) -> None:
    mdir = Path(os.environ["AGENTWORLD_MODELS_DIR"])
    mdir.mkdir(parents=True)
    mine = mdir / "Tiny-AgentWorld-Q8_0.gguf"
    shutil.copy(hub_files.files["Tiny-AgentWorld-Q8_0.gguf"], mine)
    flip_byte(mine)
    assert main(["pull", REPO, "--quant", "Q8_0", "--endpoint", fake_hub.url]) == 0
    out, err = capsys.readouterr()
    assert "Tiny-AgentWorld-Q8_0.gguf is corrupted" in err and "left as it is" in err
    assert Path(out.strip()) != mine and Path(out.strip()).read_bytes() == hub_files.bytes(mine.name)
    assert mine.exists()  # the user's own file is never deleted


def test_verify_file_reports_both_hashes(tmp_path: Path) -> None:
    f = tmp_path / "x.bin"
    f.write_bytes(b"hello")
    good = Expected("sha256", "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824")
    assert verify_file(f, good) is True and verify_file(f, good) is False  # hashed once, then remembered
    with pytest.raises(ChecksumMismatchError, match=r"x\.bin is corrupted: its sha256 is 2cf24dba5fb0\.\.\., "
                                                    r"the Hub published 000000000000\.\.\."):
        verify_file(f, Expected("sha256", "0" * 64))
    git = Expected.from_etag("b6fc4c620b67d95f953a5c1c1230aaab5db5a1b0")  # git blob id of "hello"
    assert git is not None and git.kind == "git-sha1" and verify_file(f, git, force=True)
