"""Fixtures: the tiny GGUF family published on a loopback fake Hub, and an isolated HF environment."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

import pytest

from tests.hub.fakehub import FakeFile, FakeHub
from tests.tinymodel import write_tiny_model

REPO = "unsloth/Tiny-AgentWorld-GGUF"
GATED = "acme/Gated-AgentWorld-GGUF"
NO_GGUF = "acme/Tiny-AgentWorld"
GOOD_TOKEN = "hf_goodtoken"


@dataclass(frozen=True)
class HubFiles:
    """name in the repo -> local path of the tiny model family."""

    files: dict[str, Path]

    def bytes(self, name: str) -> bytes:
        return self.files[name].read_bytes()


@pytest.fixture(scope="session")
def hub_files(tiny_models, tmp_path_factory: pytest.TempPathFactory) -> HubFiles:
    d = tmp_path_factory.mktemp("split")
    first = write_tiny_model(d / "Tiny-AgentWorld-BF16.gguf", split_max_tensors=40)
    shards = sorted(first.parent.glob("Tiny-AgentWorld-BF16-*-of-*.gguf"))
    assert len(shards) >= 2
    files = {
        "Tiny-AgentWorld-F32.gguf": tiny_models.f32,
        "Tiny-AgentWorld-Q8_0.gguf": tiny_models.q8_0,
        "Tiny-AgentWorld-UD-Q4_K_M.gguf": tiny_models.q4_k_m,
    }
    files.update({f"BF16/{p.name}": p for p in shards})
    return HubFiles(files)


def publish(hub: FakeHub, hub_files: HubFiles) -> None:
    files: dict[str, bytes | Path | FakeFile] = dict(hub_files.files)
    files["mmproj-F16.gguf"] = b"GGUF" + bytes(4000)  # a vision projector: not a model
    files["README.md"] = b"# tiny\n"
    hub.add_repo(REPO, files)
    hub.add_repo(GATED, {"Tiny-AgentWorld-Q8_0.gguf": hub_files.files["Tiny-AgentWorld-Q8_0.gguf"]},
                 gated_token=GOOD_TOKEN)
    hub.add_repo(NO_GGUF, {"model.safetensors": bytes(5000), "config.json": b"{}"})


@pytest.fixture
def fake_hub(hub_files: HubFiles) -> Iterator[FakeHub]:
    hub = FakeHub().start()
    publish(hub, hub_files)
    try:
        yield hub
    finally:
        hub.stop()


@pytest.fixture
def hf_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private HF_HOME and models dir, no token, online; small chunks so cancel/cut tests bite.

    Returns the hub cache.
    """
    import playground.hub.download as dl

    home = tmp_path / "hf"
    monkeypatch.setenv("HF_HOME", str(home))
    monkeypatch.setenv("AGENTWORLD_MODELS_DIR", str(tmp_path / "models"))
    for name in ("HF_HUB_CACHE", "HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE", "HF_TOKEN", "HF_ENDPOINT"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(dl, "CHUNK_SIZE", 64 * 1024)
    monkeypatch.setattr(dl, "RETRY_WAIT_S", 0.01)
    return home / "hub"
