"""Reading a GGUF header over HTTP Range: same answer as reading the local file, a few requests."""

from __future__ import annotations

import time

import pytest

from playground.errors import InvalidModelFileError
from playground.modelfile.header import read_header
from playground.hub.errors import GatedRepoError, RemoteFileNotFoundError
from playground.hub.remote import fetch_remote_header
from tests.hub.conftest import GATED, REPO
from tests.hub.fakehub import FakeFile


def _same(remote, local) -> None:
    assert remote.header_sha256 == local.header_sha256
    assert remote.tensors == local.tensors
    assert remote.metadata == local.metadata
    assert (remote.data_offset, remote.file_size) == (local.data_offset, local.file_size)


@pytest.mark.parametrize("name", ["Tiny-AgentWorld-UD-Q4_K_M.gguf", "BF16/Tiny-AgentWorld-BF16-00002-of-00002.gguf"])
def test_remote_header_equals_local_header(fake_hub, hf_env, hub_files, name: str) -> None:
    remote = fetch_remote_header(REPO, name, endpoint=fake_hub.url)
    _same(remote, read_header(hub_files.files[name]))
    gets = fake_hub.requests("GET")
    assert all(r.range is not None for r in gets)
    # One request to the Hub (redirected), later ones straight to the CDN; never the whole file.
    assert len(fake_hub.requests("GET", "/resolve/")) == 1


def test_small_first_chunk_grows(fake_hub, hf_env, hub_files) -> None:
    name = "Tiny-AgentWorld-Q8_0.gguf"
    remote = fetch_remote_header(REPO, name, endpoint=fake_hub.url, first_chunk=512)
    local = read_header(hub_files.files[name])
    _same(remote, local)
    ranges = [r.range for r in fake_hub.requests("GET", "/cdn/")]
    assert ranges[0] == "bytes=0-511" and len(ranges) < 12
    starts = [int(r.split("=")[1].split("-")[0]) for r in ranges]
    ends = [int(r.split("-")[1]) + 1 for r in ranges]
    assert starts[1:] == ends[:-1]  # contiguous: no byte fetched twice
    assert ends[-1] < 4 * local.header_size  # grew by doubling, stopped soon after the header


def test_server_ignoring_range_reads_only_the_header(fake_hub, hf_env, hub_files) -> None:
    """A 200 answer to a Range request: the body is read as far as the header and the rest dropped."""
    prefix = hub_files.bytes("Tiny-AgentWorld-Q8_0.gguf")[:200_000]
    fake_hub.repos[REPO].files["Huge-Q8_0.gguf"] = FakeFile.padded(prefix, 8 * 2**30, sha256="cd" * 32)
    fake_hub.ignore_range = True
    t0 = time.monotonic()
    remote = fetch_remote_header(REPO, "Huge-Q8_0.gguf", endpoint=fake_hub.url, first_chunk=1024)
    assert time.monotonic() - t0 < 5  # 8 GiB were not read
    assert remote.header_sha256 == read_header(hub_files.files["Tiny-AgentWorld-Q8_0.gguf"]).header_sha256
    assert remote.file_size == 8 * 2**30
    deadline = time.monotonic() + 5
    while fake_hub.aborted == 0 and time.monotonic() < deadline:
        time.sleep(0.02)
    assert fake_hub.aborted >= 1  # the client hung up mid-body


def test_truncated_remote_file(fake_hub, hf_env, hub_files) -> None:
    fake_hub.repos[REPO].files["cut.gguf"] = FakeFile.of(hub_files.bytes("Tiny-AgentWorld-Q8_0.gguf")[:3000])
    with pytest.raises(InvalidModelFileError, match="truncated inside its GGUF header"):
        fetch_remote_header(REPO, "cut.gguf", endpoint=fake_hub.url, first_chunk=1024)
    fake_hub.repos[REPO].files["junk.gguf"] = FakeFile.of(b"<html>not a model</html>" * 100)
    with pytest.raises(InvalidModelFileError, match="not a GGUF file"):
        fetch_remote_header(REPO, "junk.gguf", endpoint=fake_hub.url)


def test_remote_header_errors(fake_hub, hf_env, monkeypatch) -> None:
    with pytest.raises(RemoteFileNotFoundError, match="nope.gguf not found"):
        fetch_remote_header(REPO, "nope.gguf", endpoint=fake_hub.url)
    with pytest.raises(GatedRepoError, match="HF_TOKEN"):
        fetch_remote_header(GATED, "Tiny-AgentWorld-Q8_0.gguf", endpoint=fake_hub.url)
    monkeypatch.setenv("HF_TOKEN", "hf_goodtoken")
    header = fetch_remote_header(GATED, "Tiny-AgentWorld-Q8_0.gguf", endpoint=fake_hub.url)
    assert header.architecture == "qwen35moe"
    # The token went to the Hub, never to the CDN origin.
    assert all(r.auth is None for r in fake_hub.requests(contains="/cdn/"))
    assert any(r.auth == "Bearer hf_goodtoken" for r in fake_hub.requests(contains="/resolve/"))
