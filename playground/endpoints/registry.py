"""Named endpoints in the settings file: ``[endpoints.<name>]`` with url, model and api_key_env.

Only the NAME of the key's environment variable is stored; the key stays in the environment.
"""

from __future__ import annotations

import re

from playground.endpoints.errors import EndpointError
from playground.endpoints.spec import EndpointSpec
from playground.settings import Settings

_NAME = re.compile(r"[A-Za-z0-9_-]{1,40}")


def named_endpoints(settings: Settings) -> dict[str, EndpointSpec]:
    """The settings file's endpoints that are complete (url and model), by name."""
    out = {}
    for name, table in sorted(settings.endpoints.items()):
        url, model = table.get("url", ""), table.get("model", "")
        if url and model:
            out[name] = EndpointSpec(url, model, table.get("api_key_env") or None, name=name)
    return out


def find_endpoint(settings: Settings, name: str) -> EndpointSpec:
    known = named_endpoints(settings)
    if name not in known:
        have = ", ".join(known) or "none yet (add one on the models screen, or in the settings file)"
        raise EndpointError(f"no endpoint named {name!r} in the settings file; known: {have}")
    return known[name]


def add_endpoint(settings: Settings, name: str, spec: EndpointSpec) -> None:
    """Add or replace ``name`` (the caller saves the settings)."""
    if not _NAME.fullmatch(name):
        raise EndpointError(f"endpoint name {name!r}: use 1-40 letters, digits, '-' or '_'")
    spec.validate()
    table = {"url": spec.url.strip(), "model": spec.model.strip()}
    if spec.api_key_env:
        table["api_key_env"] = spec.api_key_env
    settings.endpoints[name] = table


def remove_endpoint(settings: Settings, name: str) -> None:
    if settings.endpoints.pop(name, None) is None:
        raise EndpointError(f"no endpoint named {name!r} in the settings file")
