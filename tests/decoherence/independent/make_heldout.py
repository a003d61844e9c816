"""Assemble a frozen held-out set from its per-domain generators (``<name>_parts/<domain>/make.py``).

Each part writes ``<domain>_test.jsonl`` and ``labels.json`` next to its generator; this copies the rows
into ``<name>/`` and merges the labels, checking that ids do not collide and that every label names
its own domain.
"""

from __future__ import annotations

import importlib
import json
import shutil
from pathlib import Path

HERE = Path(__file__).resolve().parent
DOMAINS = ("terminal", "mcp", "search", "swe", "web", "android", "os")


def assemble(name: str) -> None:
    parts, out = HERE / f"{name}_parts", HERE / name
    out.mkdir(exist_ok=True)
    labels: dict[str, dict] = {}
    rows = 0
    for d in DOMAINS:
        part = parts / d
        importlib.import_module(f"tests.decoherence.independent.{name}_parts.{d}.make").main()  # writes its rows
        shutil.copyfile(part / f"{d}_test.jsonl", out / f"{d}_test.jsonl")
        rows += sum(1 for line in (part / f"{d}_test.jsonl").read_text(encoding="utf-8").splitlines() if line.strip())
        mine = json.loads((part / "labels.json").read_text(encoding="utf-8"))
        assert not set(mine) & set(labels), f"duplicate trajectory ids in {d}"
        assert all(v["domain"] == d for v in mine.values()), d
        labels.update(mine)
    (out / "labels.json").write_text(json.dumps(labels, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    bad = sum(v["bad"] for v in labels.values())
    print(f"{name}: {len(labels)} trajectories ({bad} with one contradiction), {rows} rows")
