"""The second labeled set: whole trajectories in the official AgentWorldBench row format.

Written apart from the first set (evalset.py) and in another way: every row is one trajectory
as the benchmark ships it (``system_str``, ``prompt`` list, ``response`` list with the
``**Environment Observation:**`` marker or the ``<predicted_observation>`` tag, ``turn_idx`` at
the last turn), actions in each domain's official format, tool output the way real tools print it,
several styles per domain. About half the rows hold one contradiction (``kind`` says which sort,
``turn`` where); the others are clean and carry legitimate state changes that a careless
detector would mistake for one (traps).

A row counts as flagged when ``check`` would exit 1 on it (a warning anywhere): precision,
recall and false warnings on clean rows are counted per row, per domain and per kind. A bad row only a
removed kind found carries ``gap`` (why, :data:`GONE`): not flagged, it is a known gap, not counted.

``python -m tests.decoherence.benchrows`` rewrites tests/decoherence/bench (rows.jsonl and
labels.json); a test checks the checked-in files are what this writes.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DATA = Path(__file__).resolve().parent / "bench"
MARKER = "**Environment Observation:**"
GUI = {"web", "android", "os"}
STATE_LABEL = {"terminal": "Current Terminal State", "web": "Current Page State", "android": "Current Screen State",
               "os": "Current State", "swe": "Current State", "search": "Current State", "mcp": "Available Tools"}
SYSTEM = "You simulate the {domain} environment for this labeled trajectory (tests/decoherence/benchrows.py)."
# kinds removed from the older ledgers for their held-out precision: a contradiction only they found is a known gap
GONE = {"gui.count": "gui.count removed: 0 of 7 right on held-out sets",
        "gui.element": "gui.element removed: 1 of 4 right on held-out sets",
        "gui.screen": "gui.screen removed: 0 of 1 right on held-out sets",
        "search.title": "search.title removed: 0 of 6 right on held-out sets",
        "swe": "the older SWE ledger removed: the fact engine's swe binding runs alone",
        "gui": "the older GUI ledger removed: the fact engine's GUI binding runs alone",
        "mcp": "the older MCP ledger removed: the fact engine's tools binding runs alone",
        "terminal": "the older terminal ledger removed: the fact engine's terminal binding runs alone"}


@dataclass
class Row:
    domain: str
    rid: str
    turns: list[tuple[str, str]]  # (action as the domain writes it, observation)
    kind: str | None = None  # the contradiction's sort; None: clean
    turn: int | None = None  # the turn that contradicts (default: the last)
    note: str = ""
    state: str | None = None  # the state shown with the first action
    style: int = 0  # how the user turns are written
    gap: str = ""  # why no detector finds the contradiction any more (a known gap: the row stays bad)


def K(*cmds: str, d: float = 0.5) -> str:
    """Terminal keystrokes, one entered line each (control keys as given)."""
    return json.dumps([{"keystrokes": c if c.startswith("C-") else c + "\n", "duration": d} for c in cmds])


def call(tool: str, /, **arguments: Any) -> str:
    return json.dumps({"name": tool, "arguments": arguments}, ensure_ascii=False)


def j(value: Any, indent: int | None = 2) -> str:
    return json.dumps(value, indent=indent, ensure_ascii=False)


def env(value: Any) -> str:
    """An MCP result in its content envelope."""
    return j({"content": [{"type": "text", "text": json.dumps(value, ensure_ascii=False)}], "isError": False})


def py(code: str) -> str:
    return f"```python\n{code.strip()}\n```"


def _user(row: Row, i: int, action: str) -> str:
    head = [f"### Turn {i}"] if row.style != 2 else []
    if i == 1 and row.state:
        head.append(f"**{STATE_LABEL[row.domain]}:**\n{row.state}")
    if row.style == 1:
        head.append(f"Action:\n{action}")
    elif row.domain in ("mcp", "search", "swe"):
        head.append(f"**Action:**\n```json\n{action}\n```" if row.style == 0 else f"**Action:**\n{action}")
    else:
        head.append(f"**Action:**\n{action}")
    return "\n\n".join(head)


def _response(row: Row, obs: str) -> str:
    if row.domain in GUI:
        return f"<predicted_observation>\n{obs}\n</predicted_observation>"
    return f"{MARKER}\n{obs}"


def to_row(row: Row) -> dict[str, Any]:
    prompts = [_user(row, i, a) for i, (a, _o) in enumerate(row.turns, 1)]
    return {"task": row.domain, "id": row.rid, "system_str": SYSTEM.format(domain=row.domain), "prompt": prompts,
            "response": [_response(row, o) for _a, o in row.turns], "current_prompt": prompts[-1],
            "turn_idx": len(prompts), "total_turns": len(prompts)}


def all_rows() -> list[Row]:
    from tests.decoherence import (
        benchrows_blind,
        benchrows_blind2,
        benchrows_blind3,
        benchrows_gui,
        benchrows_j1,
        benchrows_j2,
        benchrows_j3,
        benchrows_k,
        benchrows_l,
        benchrows_long,
        benchrows_more,
        benchrows_styles,
        benchrows_terminal,
        benchrows_tools,
    )

    return [*benchrows_terminal.ROWS, *benchrows_tools.ROWS, *benchrows_gui.ROWS, *benchrows_more.ROWS,
            *benchrows_styles.ROWS, *benchrows_long.ROWS, *benchrows_blind.ROWS,
            *benchrows_blind2.ROWS, *benchrows_blind3.ROWS, *benchrows_j1.ROWS, *benchrows_j2.ROWS, *benchrows_j3.ROWS,
            *benchrows_k.ROWS, *benchrows_l.ROWS]


def build(directory: Path = DATA) -> dict[str, Any]:
    directory.mkdir(parents=True, exist_ok=True)
    rows = all_rows()
    seen: set[str] = set()
    labels: dict[str, Any] = {}
    lines = []
    for r in rows:
        key = f"{r.domain}#{r.rid}"
        if key in seen:
            raise ValueError(f"duplicate row {key}")
        seen.add(key)
        lines.append(json.dumps(to_row(r), ensure_ascii=False) + "\n")
        labels[key] = {"kind": r.kind, "turn": (r.turn or len(r.turns)) if r.kind else None,
                       "note": r.note or ("clean (legitimate changes included)" if r.kind is None else "")}
        if r.gap:
            labels[key]["gap"] = r.gap
    (directory / "rows.jsonl").write_text("".join(lines), encoding="utf-8")
    doc = {"about": "labeled AgentWorldBench rows; written by tests/decoherence/benchrows.py", "rows": labels}
    (directory / "labels.json").write_text(json.dumps(doc, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return doc


if __name__ == "__main__":
    doc = build(Path(sys.argv[1]) if len(sys.argv) > 1 else DATA)
    print(f"wrote {len(doc['rows'])} rows")
