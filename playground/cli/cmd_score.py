"""agentworld-play score FILE...: upstream's ``eval.py score`` figures and the paper's macro average.

Exit status: 0 when every line of every file was scored; 2 when a file or a line was skipped (each
named on stderr in one line, the report covers the rest) or nothing could be scored.
"""

from __future__ import annotations

import argparse

NAME = "score"
HELP = "score judged AgentWorldBench rows as upstream's eval.py score does, plus the paper's macro average"
DESCRIPTION = (
    "Aggregate judged rows (what `agentworld-play judge` or upstream's `eval.py judge` writes) per domain and "
    "dimension exactly as upstream's `eval.py score` does (same valid-row rule, same figures, same rounding; its "
    "Overall is a micro average over samples), and print beside it the paper's Overall, a macro average over "
    "domains, with the samples and failed judgements of each domain. Several files are pooled into one report. "
    "Exit status 0: everything scored; 2: a file or line was skipped (named on stderr)."
)
ORDER = 48


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("files", nargs="+", metavar="FILE", help="judged rows (JSONL); several files are pooled")
    p.add_argument("--json", action="store_true", help="print the figures as JSON (unrounded and as printed)")
    p.add_argument("--no-flatness", action="store_true",
                   help="leave out the flatness column (detail density of predictions against ground truth)")


def run(args: argparse.Namespace) -> int:
    import sys

    from playground.base.textsafe import dumps, visible
    from playground.bench.scores import format_summary, score_files, summary_json

    summary = score_files(args.files, flatness=not args.no_flatness)
    for problem in summary.problems:
        print(f"error: {visible(problem)}", file=sys.stderr)
    if not summary.files:
        print("error: nothing to score: no file with judged rows", file=sys.stderr)
        return 2
    if args.json:
        print(dumps(summary_json(summary), indent=2))
    else:
        print(visible(format_summary(summary)))
    return 2 if summary.problems else 0
