"""Finding GGUF files already on disk: HF cache, models dir, extra dirs; broken entries reported."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from playground.hub.catalog import find_quant, list_repo_ggufs
from playground.hub.download import download_model
from playground.hub.local import find_local_models
from tests.hub.conftest import REPO


def _by_name(models):
    return {m.path.name: m for m in models}


def test_finds_cache_downloads_and_the_models_dir(fake_hub, hf_env, hub_files, tmp_path) -> None:
    models = list_repo_ggufs(REPO, endpoint=fake_hub.url)
    q8 = download_model(find_quant(models, "Q8_0"), endpoint=fake_hub.url)
    download_model(find_quant(models, "BF16"), endpoint=fake_hub.url)
    mdir = Path(os.environ["AGENTWORLD_MODELS_DIR"])
    (mdir / "sub").mkdir(parents=True)
    shutil.copy(hub_files.files["Tiny-AgentWorld-UD-Q4_K_M.gguf"], mdir / "sub" / "mine.gguf")
    shutil.copy(hub_files.files["Tiny-AgentWorld-F32.gguf"], mdir / "other-F32.gguf")
    (mdir / "mmproj-F16.gguf").write_bytes(b"GGUF")  # not a model: ignored
    os.symlink(q8, mdir / "link-to-cache.gguf")  # the same file twice: listed once

    found = find_local_models()
    names = _by_name(found)
    assert set(names) == {"Tiny-AgentWorld-Q8_0.gguf", "Tiny-AgentWorld-BF16-00001-of-00002.gguf",
                          "mine.gguf", "other-F32.gguf"}
    cached = names["Tiny-AgentWorld-Q8_0.gguf"]
    assert (cached.repo, cached.origin, cached.quant, cached.ok) == (REPO, "hf-cache", "Q8_0", True)
    assert cached.commit == fake_hub.repos[REPO].commit and cached.size == q8.stat().st_size
    split = names["Tiny-AgentWorld-BF16-00001-of-00002.gguf"]
    assert len(split.shards) == 2 and split.quant == "BF16" and split.ok
    assert split.size == sum(p.stat().st_size for p in split.shards)
    mine = names["mine.gguf"]
    assert (mine.origin, mine.repo, mine.quant, mine.architecture) == ("models-dir", None, "Q4_K_M", "qwen35moe")
    assert names["other-F32.gguf"].quant == "F32"


def test_corrupted_entries_are_reported_not_raised(fake_hub, hf_env, hub_files, tmp_path) -> None:
    models = list_repo_ggufs(REPO, endpoint=fake_hub.url)
    q8 = download_model(find_quant(models, "Q8_0"), endpoint=fake_hub.url)
    q4 = download_model(find_quant(models, "UD-Q4_K_M"), endpoint=fake_hub.url)
    bf16 = download_model(find_quant(models, "BF16"), endpoint=fake_hub.url)
    f32 = download_model(find_quant(models, "F32"), endpoint=fake_hub.url)
    q8.resolve().unlink()  # blob deleted: a broken snapshot symlink
    blob = q4.resolve()
    blob.write_bytes(blob.read_bytes()[: blob.stat().st_size // 2])  # truncated blob
    bf16.with_name(bf16.name.replace("00001-of", "00002-of")).unlink()  # a shard gone
    extra = tmp_path / "extra"
    extra.mkdir()
    (extra / "junk.gguf").write_bytes(b"this is not a model at all")

    names = _by_name(find_local_models([extra]))
    assert "missing blob" in names[q8.name].problem
    assert "truncated" in names[q4.name].problem
    assert names[bf16.name].problem == "shard(s) 2 of 2 missing"
    assert "not a GGUF file" in names["junk.gguf"].problem
    assert names[f32.name].ok  # the good one is still listed as good
    assert names[f32.name].info is not None and names[f32.name].info.quant_type == "F32"


def test_nothing_there(hf_env, tmp_path) -> None:
    assert find_local_models([tmp_path / "does-not-exist"]) == []
