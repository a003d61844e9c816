"""Hugging Face settings read at call time.

huggingface_hub reads HF_HOME, HF_HUB_CACHE, HF_ENDPOINT and HF_HUB_OFFLINE once, at import.
The app (and its tests) may set them later, so this module reads the environment when asked
and falls back to huggingface_hub's import-time values. HF_TOKEN needs no help: huggingface_hub
reads it on every request.
"""

from __future__ import annotations

import os
from pathlib import Path

MODELS_DIR_ENV = "AGENTWORLD_MODELS_DIR"
APP_NAME = "agentworld-play"
_TRUE = {"1", "on", "yes", "true"}


def hf_cache_dir(cache_dir: str | Path | None = None) -> Path:
    """The hub cache: explicit > $HF_HUB_CACHE > $HF_HOME/hub > huggingface_hub's default."""
    if cache_dir is not None:
        return Path(cache_dir).expanduser()
    env = os.environ.get("HF_HUB_CACHE")
    if env:
        return Path(env).expanduser()
    home = os.environ.get("HF_HOME")
    if home:
        return Path(home).expanduser() / "hub"
    from huggingface_hub import constants

    return Path(constants.HF_HUB_CACHE).expanduser()


def is_offline() -> bool:
    """HF_HUB_OFFLINE (or TRANSFORMERS_OFFLINE) set now, or when huggingface_hub was imported."""
    for name in ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE"):
        if os.environ.get(name, "").strip().lower() in _TRUE:
            return True
    from huggingface_hub import constants

    return bool(constants.is_offline_mode())


def hub_endpoint(endpoint: str | None = None) -> str:
    """explicit > $HF_ENDPOINT > huggingface_hub's endpoint; no trailing slash."""
    if endpoint:
        return endpoint.rstrip("/")
    env = os.environ.get("HF_ENDPOINT")
    if env:
        return env.rstrip("/")
    from huggingface_hub import constants

    return constants.ENDPOINT.rstrip("/")


def models_dir() -> Path:
    """Where the user keeps GGUF files: $AGENTWORLD_MODELS_DIR or <user data dir>/agentworld-play/models."""
    env = os.environ.get(MODELS_DIR_ENV)
    if env:
        return Path(env).expanduser()
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME)) / "models"


def token_available(token: str | None = None) -> bool:
    """Whether a token would be sent (explicit, HF_TOKEN or a saved login)."""
    if token:
        return True
    from huggingface_hub import get_token

    try:
        return bool(get_token())
    except Exception:  # a broken OIDC setup raises; treat it as no token for messages only
        return False
