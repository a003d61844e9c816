"""Compare quant levels of one model side by side (Textual-free).

``plan_comparison`` validates a session, its steps and two or more GGUF files;
``run_comparison`` runs them one model at a time and returns a
:class:`CompareReport` (KL divergence and top-1 agreement against the
highest-precision file, free-running observation match, warnings, load time,
memory, speed), which ``save_report`` / ``load_report`` keep as JSON next to
the session and ``format_table`` prints.
"""

from playground.compare.cost import MemoryMeter, MemoryUse, bits_per_weight
from playground.compare.errors import CompareError, ReportError
from playground.compare.kld import KldStats, compare_to_reference, summarize_reference
from playground.compare.report import (
    CompareReport,
    ModelRun,
    SessionRef,
    StepRun,
    default_report_path,
    format_table,
    load_report,
    model_row,
    save_report,
    table_rows,
)
from playground.compare.runner import (
    CompareEvent,
    ComparePlan,
    LoadProgress,
    ModelDone,
    ModelReady,
    ModelStarting,
    Scoring,
    StepDone,
    StepEvent,
    StepStarting,
    fitted_options,
    parse_steps,
    plan_comparison,
    run_comparison,
)
from playground.compare.textdiff import diff_spans, edit_similarity

__all__ = [
    "CompareError", "CompareEvent", "ComparePlan", "CompareReport", "KldStats", "LoadProgress", "MemoryMeter",
    "MemoryUse", "ModelDone", "ModelReady", "ModelRun", "ModelStarting", "ReportError", "Scoring", "SessionRef",
    "StepDone", "StepEvent", "StepRun", "StepStarting", "bits_per_weight", "compare_to_reference",
    "default_report_path", "diff_spans", "edit_similarity", "fitted_options", "format_table", "load_report",
    "model_row", "parse_steps", "plan_comparison", "run_comparison", "save_report", "summarize_reference", "table_rows",
]
