"""Per-domain bindings of the fact engine: which view reads which action's output, and what it
describes; the special parts (the terminal session) stay code.

Each module here that binds domains says so with ``BINDS`` (domain id -> a factory of its binding)
and, while its bindings are new, ``PREVIEW = True``: then every finding it leads to is information
only, whatever the rule's level, until a held-out measurement has shown it can be trusted.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any, Callable

_FOUND: dict[str, tuple[Callable[[], Any], bool]] | None = None


def bindings() -> dict[str, tuple[Callable[[], Any], bool]]:
    """domain id -> (binding factory, preview) from every module of this package that declares ``BINDS``."""
    global _FOUND
    if _FOUND is None:
        found: dict[str, tuple[Callable[[], Any], bool]] = {}
        for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
            module = importlib.import_module(f"{__name__}.{info.name}")
            for domain, factory in getattr(module, "BINDS", {}).items():
                assert domain not in found, f"two bindings for {domain}"
                found[domain] = (factory, bool(getattr(module, "PREVIEW", False)))
        _FOUND = found
    return _FOUND
