"""Which of the older ledgers' warning kinds a user can trust: held-out evidence decides, as for rules.

The fact engine's rules carry a level (engine/rules.py): stable rules count for ``check``'s exit
code, preview rules are information. The older ledgers' kinds get the same treatment from data: a
kind whose warnings were wrong more often than a user can accept on a held-out set (precision below
:data:`BAR`: right / all the rows it fired on) is in preview. It still shows, as information with
``evidence["level"] = "preview"``, and no longer fails ``check``. A kind that did well, or never
fired there, keeps its severity: there is no evidence against it.

How the figures are made (``right``: fired at the labeled contradicting turn naming an earlier step;
``false``: fired on a clean trajectory; ``off``: fired elsewhere on a trajectory with one
contradiction)::

    python -m tests.decoherence.independent.make_holdout4
    python -m tests.decoherence.independent.measure --dir holdout4 --sealed

A kind leaves preview when a later held-out measurement (another frozen set) shows it at or above
the bar; the table is the record of why each kind is here.
"""

from __future__ import annotations

from dataclasses import replace

from playground.world.warning_records import WorldWarning

BAR = 0.9  # the precision the project promises for warnings that fail `check`

# kind -> (the held-out set that put it here, right, false, off there)
PREVIEW: dict[str, tuple[str, int, int, int]] = {
    "gui.rename": ("holdout4", 3, 2, 1),
    "mcp.value": ("holdout4", 4, 2, 0),
    "gui.count": ("holdout4", 0, 1, 4),
    "gui.element": ("holdout4", 0, 2, 1),
    "search.title": ("holdout4", 0, 2, 1),
    "gui.screen": ("holdout4", 0, 0, 1),
    "mcp.count": ("holdout4", 0, 1, 0),
    "swe.exit": ("holdout4", 0, 1, 0),
}


def in_preview(kind: str) -> bool:
    return kind in PREVIEW


def evidence_text(kind: str) -> str:
    """One line saying why ``kind`` is in preview."""
    where, right, false, off = PREVIEW[kind]
    n = right + false + off
    return (f"{kind} is in preview: on {where} it was right on {right} of {n} trajectories it fired on "
            f"(precision {right / n:.2f} < {BAR})")


def demoted(w: WorldWarning) -> bool:
    """Whether ``w`` is a warning that :func:`with_maturity` turned into information."""
    return (w.severity == "info" and w.kind in PREVIEW and isinstance(w.evidence, dict)
            and w.evidence.get("level") == "preview")


def with_maturity(w: WorldWarning) -> WorldWarning:
    """``w`` as a user should weigh it: a preview kind's warning or error becomes information."""
    if w.kind not in PREVIEW or w.severity not in ("warning", "error"):
        return w
    evidence = {**w.evidence, "level": "preview"} if isinstance(w.evidence, dict) else w.evidence
    return replace(w, severity="info", evidence=evidence)
