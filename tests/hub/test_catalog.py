"""The catalog: quant names, source parsing, and listing a repo through the real HfApi."""

from __future__ import annotations

import hashlib

import pytest

from playground.hub import catalog
from playground.hub.catalog import find_quant, list_repo_ggufs, parse_quant, parse_source
from playground.hub.errors import (
    NoGGUFFilesError,
    OfflineError,
    QuantNotFoundError,
    RepoNotFoundError,
    RevisionNotFoundError,
)
from tests.hub.conftest import NO_GGUF, REPO


@pytest.mark.parametrize("name, quant", [
    ("Qwen-AgentWorld-35B-A3B-Q4_K_M.gguf", "Q4_K_M"),
    ("Qwen-AgentWorld-35B-A3B-UD-Q4_K_XL.gguf", "UD-Q4_K_XL"),
    ("Qwen-AgentWorld-35B-A3B-IQ4_XS.gguf", "IQ4_XS"),
    ("Qwen-AgentWorld-35B-A3B-UD-IQ2_XXS.gguf", "UD-IQ2_XXS"),
    ("BF16/Qwen-AgentWorld-35B-A3B-BF16-00001-of-00002.gguf", "BF16"),
    ("Qwen-AgentWorld-35B-A3B-Q8_0.gguf", "Q8_0"),
    ("Qwen-AgentWorld-35B-A3B-MXFP4_MOE.gguf", "MXFP4_MOE"),
    ("qwen-agentworld.q5_k_s.gguf", "Q5_K_S"),
    ("Q6_K/model-00001-of-00003.gguf", "Q6_K"),
    ("model.gguf", "unknown"),
    ("Qwen3-35B-A3B-F16.gguf", "F16"),
])
def test_parse_quant(name: str, quant: str) -> None:
    assert parse_quant(name) == quant


def test_parse_source() -> None:
    assert parse_source("unsloth/X-GGUF").kind == "gguf_repo"
    s = parse_source("unsloth/X-GGUF:q4_k_m")
    assert (s.repo, s.quant) == ("unsloth/X-GGUF", "q4_k_m")
    f = parse_source("unsloth/X-GGUF/BF16/x-BF16-00001-of-00002.gguf")
    assert (f.kind, f.repo, f.filename) == ("hf_file", "unsloth/X-GGUF", "BF16/x-BF16-00001-of-00002.gguf")
    assert parse_source(catalog.OFFICIAL_REPO).kind == "official"
    assert parse_source("./models/x.gguf").kind == "local"
    with pytest.raises(RepoNotFoundError, match="not a Hugging Face repo id"):
        parse_source("not a repo")


def test_listing_groups_shards_with_sizes_and_hashes(fake_hub, hf_env, hub_files) -> None:
    models = list_repo_ggufs(REPO, endpoint=fake_hub.url)
    by_quant = {m.quant: m for m in models}
    assert set(by_quant) == {"F32", "Q8_0", "UD-Q4_K_M", "BF16"}  # mmproj and README are not models
    assert [m.total_size for m in models] == sorted(m.total_size for m in models)
    bf16 = by_quant["BF16"]
    assert bf16.is_split and bf16.complete and bf16.split_count == len(bf16.files) >= 2
    assert bf16.files == sorted(n for n in hub_files.files if n.startswith("BF16/"))
    for m in models:
        assert m.commit == fake_hub.repos[REPO].commit
        for name, size, sha in zip(m.files, m.sizes, m.sha256):
            data = hub_files.bytes(name)
            assert size == len(data) and sha == hashlib.sha256(data).hexdigest()
    assert bf16.total_size == sum(len(hub_files.bytes(n)) for n in bf16.files)
    assert find_quant(models, "q4_k_m").quant == "UD-Q4_K_M"  # 'UD-' is optional when unambiguous
    with pytest.raises(QuantNotFoundError, match="available: BF16, F32, Q8_0, UD-Q4_K_M"):
        find_quant(models, "IQ4_XS")


def test_listing_falls_back_to_the_tree_when_sizes_are_missing(fake_hub, hf_env) -> None:
    fake_hub.omit_blob_sizes = True
    models = list_repo_ggufs(REPO, endpoint=fake_hub.url)
    assert all(m.total_size > 0 and all(m.sha256) for m in models)
    assert fake_hub.requests("GET", "/tree/")


def test_listing_errors(fake_hub, hf_env) -> None:
    with pytest.raises(RepoNotFoundError, match="acme/nope not found"):
        list_repo_ggufs("acme/nope", endpoint=fake_hub.url)
    with pytest.raises(RevisionNotFoundError, match="'v9'"):
        list_repo_ggufs(REPO, "v9", endpoint=fake_hub.url)
    with pytest.raises(NoGGUFFilesError, match="safetensors"):
        list_repo_ggufs(NO_GGUF, endpoint=fake_hub.url)


def test_unreachable_hub_is_a_clear_error(hf_env) -> None:
    from playground.hub.errors import HubConnectionError

    with pytest.raises(HubConnectionError, match="cannot reach the Hub at http://127.0.0.1:9"):
        list_repo_ggufs(REPO, endpoint="http://127.0.0.1:9")


def test_offline_listing_uses_the_cache(fake_hub, hf_env, monkeypatch) -> None:
    from playground.hub.download import download_model

    models = list_repo_ggufs(REPO, endpoint=fake_hub.url)
    q8 = find_quant(models, "Q8_0")
    download_model(q8, endpoint=fake_hub.url)
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    before = len(fake_hub.log)
    cached = list_repo_ggufs(REPO, endpoint=fake_hub.url)
    assert len(fake_hub.log) == before  # no request at all
    assert [(m.quant, m.sizes, m.sha256, m.from_cache) for m in cached] == [("Q8_0", q8.sizes, q8.sha256, True)]
    with pytest.raises(OfflineError, match="HF_HUB_OFFLINE"):
        list_repo_ggufs("acme/other", endpoint=fake_hub.url)
