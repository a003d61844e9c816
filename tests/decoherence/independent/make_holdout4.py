"""holdout4: the project's frozen held-out decoherence set (issue 21, item 8).

154 trajectories, 22 per domain (11 with exactly one contradiction, 11 clean ones full of legitimate
changes), 5 to 10 turns each, in the official AgentWorldBench row format. Seven outside helpers
wrote one domain each (``holdout4_parts/{domain}/make.py``) without reading the detectors or any
earlier labeled set, and never ran a detector on their rows. The rows (17 MB: every row repeats its
trajectory's earlier turns) are generated, not kept in git; the scripts are deterministic.

Frozen: no fix is ever made from these rows. They are measured once, at the end of a piece of
detector work, with ``--sealed`` (figures and their 95% intervals only, no misses and no warning
texts to tune on):

    python -m tests.decoherence.independent.make_holdout4
    python -m tests.decoherence.independent.measure --dir holdout4 --sealed
"""

from __future__ import annotations

import importlib
import json
import shutil
from pathlib import Path

HERE = Path(__file__).resolve().parent
PARTS = HERE / "holdout4_parts"
OUT = HERE / "holdout4"
DOMAINS = ("terminal", "mcp", "search", "swe", "web", "android", "os")


def main() -> None:
    OUT.mkdir(exist_ok=True)
    labels: dict[str, dict] = {}
    rows = 0
    for d in DOMAINS:
        part = PARTS / d
        importlib.import_module(f"tests.decoherence.independent.holdout4_parts.{d}.make").main()  # writes its rows
        shutil.copyfile(part / f"{d}_test.jsonl", OUT / f"{d}_test.jsonl")
        rows += sum(1 for line in (part / f"{d}_test.jsonl").read_text(encoding="utf-8").splitlines() if line.strip())
        mine = json.loads((part / "labels.json").read_text(encoding="utf-8"))
        assert not set(mine) & set(labels), f"duplicate trajectory ids in {d}"
        assert all(v["domain"] == d for v in mine.values()), d
        labels.update(mine)
    (OUT / "labels.json").write_text(json.dumps(labels, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    bad = sum(v["bad"] for v in labels.values())
    print(f"holdout4: {len(labels)} trajectories ({bad} with one contradiction), {rows} rows")


if __name__ == "__main__":
    main()
