"""User settings: one small TOML file in the user's config directory.

Holds what should survive a restart: the theme, remapped key bindings, the
last model and context size, sampling defaults. Unknown keys are kept so a
newer version's settings survive an older one. A broken file is reported and
replaced by defaults rather than stopping the app.
"""

from __future__ import annotations

import os
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playground.base.atomicfile import write_atomic
from playground.errors import PlaygroundError

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on 3.10 only
    import tomli as tomllib

APP_NAME = "agentworld-play"
CONFIG_ENV = "AGENTWORLD_CONFIG"


class SettingsError(PlaygroundError):
    """The settings file cannot be read or written."""


def config_path() -> Path:
    """$AGENTWORLD_CONFIG, else <user config dir>/agentworld-play/config.toml."""
    env = os.environ.get(CONFIG_ENV)
    if env:
        return Path(env).expanduser()
    from platformdirs import user_config_dir

    return Path(user_config_dir(APP_NAME)) / "config.toml"


@dataclass
class Settings:
    theme: str = "agentworld-dark"
    keymap: dict[str, str] = field(default_factory=dict)  # binding id -> key(s)
    model_path: str = ""
    n_ctx: int = 32768
    reasoning_budget: int = 0  # 0: no budget
    max_tokens: int = 16384  # reasoning + output per step (8k cut real answers off)
    thinking: bool = True
    temperature: float = 0.6
    top_p: float = 0.95
    top_k: int = 20
    seed: int = -1  # -1: random per step
    catalog_repo: str = "unsloth/Qwen-AgentWorld-35B-A3B-GGUF"  # the models screen's GGUF repo
    extra_bufts: str = "auto"  # llama.cpp's CPU weight repacking: auto (the CPU probe decides), on, off
    prompts: str = "official"  # system prompts: "official" (pulled files, when present) or "built-in"
    # the judge model (compare's judge scores, the consistency preview rule): a GGUF path, or @NAME of
    # an [endpoints.NAME] table; "" = no judge
    judge: str = ""
    # [endpoints.<name>] tables: url, model, api_key_env (the NAME of a variable; keys are never stored)
    endpoints: dict[str, dict[str, str]] = field(default_factory=dict)
    extra: dict[str, Any] = field(default_factory=dict)
    load_problem: str | None = None  # set when the file existed but could not be used

    _SCALARS = ("theme", "model_path", "n_ctx", "reasoning_budget", "max_tokens", "thinking", "temperature",
                "top_p", "top_k", "seed", "catalog_repo", "prompts", "extra_bufts", "judge")

    @classmethod
    def load(cls, path: Path | None = None) -> "Settings":
        path = path or config_path()
        settings = cls()
        if not path.exists():
            return settings
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as e:
            settings.load_problem = f"settings file {path} ignored: {e}"
            return settings
        for key, value in data.items():
            if key in cls._SCALARS:
                default = getattr(settings, key)
                if isinstance(value, type(default)) or (isinstance(default, float) and isinstance(value, int)):
                    setattr(settings, key, type(default)(value))
                else:
                    settings.load_problem = f"settings: {key} = {value!r} ignored (expected {type(default).__name__})"
            elif key == "keymap" and isinstance(value, dict):
                settings.keymap = {str(k): str(v) for k, v in value.items()}
            elif key == "endpoints" and isinstance(value, dict):
                settings.endpoints = {str(n): {str(k): v for k, v in t.items() if isinstance(v, str)}
                                      for n, t in value.items() if isinstance(t, dict)}
            else:
                settings.extra[key] = value
        return settings

    def save(self, path: Path | None = None) -> Path:
        path = path or config_path()
        lines = ["# agentworld-play settings (edited by the app; comments are not kept)"]
        for key in self._SCALARS:
            lines.append(f"{key} = {_toml_value(getattr(self, key))}")
        for key, value in self.extra.items():
            if not isinstance(value, dict):
                lines.append(f"{_toml_key(key)} = {_toml_value(value)}")
        if self.keymap:
            lines += ["", "[keymap]"]
            lines += [f"{_toml_key(k)} = {_toml_value(v)}" for k, v in sorted(self.keymap.items())]
        for name, table in sorted(self.endpoints.items()):
            lines += ["", f"[endpoints.{_toml_key(name)}]"]
            lines += [f"{_toml_key(k)} = {_toml_value(v)}" for k, v in table.items()]
        for key, value in self.extra.items():
            if isinstance(value, dict):
                lines += ["", f"[{_toml_key(key)}]"]
                lines += [f"{_toml_key(k)} = {_toml_value(v)}" for k, v in value.items() if not isinstance(v, dict)]
        text = "\n".join(lines) + "\n"
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(path, [text.encode("utf-8")])
        except OSError as e:
            raise SettingsError(f"cannot save settings to {path}: {e.strerror or e}") from None
        return path


_BARE_KEY = re.compile(r"^[A-Za-z0-9_-]+$")


def _toml_key(key: str) -> str:
    return key if _BARE_KEY.match(key) else _toml_value(key)


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    s = str(value)
    escaped = s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    return f'"{escaped}"'
