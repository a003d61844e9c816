"""Measure the decoherence detectors on the independent labeled set, the way an outsider would.

``python -m tests.decoherence.independent.measure`` from the repository root. For every trajectory the row
of its last turn (which carries the whole history) is handed to ``agentworld-play check`` in a child
process, exactly as a user runs it; a row that reaches the failing severity (exit status 1) is predicted
bad. Prints recall (and recall for the right reason: a warning at the contradicting turn that names an
earlier step), precision and false warnings on clean rows per domain and per contradiction kind,
then every miss and every false alarm with the warning text.

``--imported`` goes through ``import-bench`` and checks the imported sessions instead (the path the
issue's first figures were measured on). ``--exit-codes`` runs ``check`` once per row file and reads
only the exit status (slower, and without the right-reason figure; the default reads one JSON report
per domain file, whose ``failing`` count is what decides the exit status).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

from playground.decoherence.maturity import wilson

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
DOMAINS = ("terminal", "mcp", "search", "swe", "web", "android", "os")
DATA = HERE  # the set being measured (--dir)


def final_rows(domain: str) -> list[dict]:
    """The last-turn row of each trajectory in ``{domain}_test.jsonl`` (it holds every earlier turn)."""
    path = DATA / f"{domain}_test.jsonl"
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [r for r in rows if r["turn_idx"] == r["total_turns"]]


def cli(*args: str) -> list[str]:
    return [sys.executable, "-m", "playground", *args]


CHECK_SETTINGS: list[str] = []  # --set NAME=VALUE passed on to check


def check_cmd(*args: str) -> list[str]:
    return cli("check", *(x for kv in CHECK_SETTINGS for x in ("--set", kv)), *args)


def run_json(rows: list[dict], tmp: Path, domain: str, *, cwd: Path = ROOT) -> dict[str, dict]:
    """One ``check --json`` over a file of rows, by the code in ``cwd`` (a worktree of another commit, say);
    reports keyed by row id (line order is row order)."""
    f = tmp / f"{domain}_final.jsonl"
    f.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    p = subprocess.run(check_cmd("--json", str(f)), capture_output=True, text=True, cwd=cwd)
    if p.returncode not in (0, 1):
        raise SystemExit(f"check failed on {domain} (exit {p.returncode}): {p.stderr.strip()[-400:]}")
    out = json.loads(p.stdout)
    if isinstance(out, dict):
        out = [out]
    by_line = {int(rep["file"].rsplit(":", 1)[1]): rep for rep in out}
    return {str(r["id"]): by_line[i] for i, r in enumerate(rows, 1)}


def run_exit(rows: list[dict], tmp: Path, domain: str) -> dict[str, dict]:
    """One ``check`` per row file; only the exit status (and the text report) are used."""
    reps = {}
    for r in rows:
        f = tmp / f"{domain}-{r['id']}.jsonl"
        f.write_text(json.dumps(r, ensure_ascii=False) + "\n", encoding="utf-8")
        p = subprocess.run(check_cmd(str(f)), capture_output=True, text=True, cwd=ROOT)
        if p.returncode not in (0, 1):
            raise SystemExit(f"check failed on {f.name} (exit {p.returncode}): {p.stderr.strip()[-400:]}")
        lines = [ln.strip() for ln in p.stdout.splitlines() if ln.strip().startswith(("x ", "! "))]
        reps[str(r["id"])] = {"failing": int(p.returncode == 1), "text": lines}
    return reps


def run_imported(rows: list[dict], tmp: Path, domain: str) -> dict[str, dict]:
    """``import-bench`` the whole domain file (one session per trajectory), then ``check --json`` the
    sessions: the path the issue's figures were measured on."""
    sessions = tmp / f"sessions-{domain}"
    p = subprocess.run(cli("import-bench", str(DATA / f"{domain}_test.jsonl"), "--sessions-dir", str(sessions)),
                       capture_output=True, text=True, cwd=ROOT)
    if p.returncode != 0:
        raise SystemExit(f"import-bench failed on {domain}: {p.stderr.strip()[-400:]}")
    files = sorted(sessions.glob("*.jsonl"))
    out = json.loads(subprocess.run(check_cmd("--json", *map(str, files)), capture_output=True, text=True,
                                    cwd=ROOT).stdout)
    out = [out] if isinstance(out, dict) else out
    ids = {str(r["id"]) for r in rows}
    reps = {}
    for f, rep in zip(files, out):
        rid = next(i for i in ids if f.name.startswith(f"bench-{domain}-{i}-t"))
        reps[rid] = rep
    return reps


def in_preview(w: dict) -> bool:
    """A finding shown as information because its kind or rule is in preview: still counted in the
    per-kind table, which is the evidence that lets it leave preview (or keeps it there)."""
    return w.get("severity") == "info" and (w.get("evidence") or {}).get("level") == "preview"


COUNT_PREVIEW = False  # --count-preview: a preview finding counts as a warning (what a binding would do if cleared)


def counts(w: dict) -> bool:
    return w.get("severity") in ("warning", "error") or (COUNT_PREVIEW and in_preview(w))


def kind_label(w: dict) -> str:
    return f"{w.get('kind', '')} (preview)" if in_preview(w) else w.get("kind", "")


def warning_lines(rep: dict) -> list[str]:
    if "text" in rep:
        return rep["text"]
    return [f"step {w['step']} {w['severity']} {w['kind']}: {w['message']}"
            for w in rep.get("warnings", []) if counts(w)]


def cited_steps(rep: dict, only: str | None = None, exclude: tuple[str, ...] | None = None) -> set[int]:
    """Steps with a warning that names an earlier step: a contradiction found, not a format complaint."""
    return {w["step"] for w in rep.get("warnings", [])
            if counts(w) and "earlier_step" in (w.get("evidence") or {})
            and (only is None or w.get("kind", "").startswith(only))
            and (exclude is None or not w.get("kind", "").startswith(exclude))}


BINDING_OF = {"os": "desktop"}  # a set's domain -> the binding that reads it, where the names differ


def row_verdicts(r: dict) -> dict[str, str]:
    """Each kind that fired on a row: at the labeled turn naming an earlier step (right), on a clean
    row (false), or elsewhere on a row with a contradiction (off); right wins over off."""
    seen: dict[str, str] = {}
    for kind, step, cites in r["fired"]:
        verdict = ("false" if not r["label"]["bad"] else
                   "right" if step == r["label"]["turn"] and cites else "off")
        if seen.get(kind) != "right":
            seen[kind] = verdict
    return seen


def ratio(a: int, b: int) -> str:
    if not b:
        return "n/a"
    lo, hi = wilson(a, b)
    return f"{a / b:.2f} [{lo:.2f}-{hi:.2f}] ({a}/{b})"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--exit-codes", action="store_true", help="one check run per row, judged by exit status")
    ap.add_argument("--imported", action="store_true",
                    help="import-bench each file into a scratch sessions directory and check the sessions")
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    ap.add_argument("--set", dest="settings", action="append", default=[], metavar="NAME=VALUE",
                    help="a threshold for check (e.g. surprise=false)")
    ap.add_argument("--only", default=None, metavar="PREFIX",
                    help="count only warnings whose kind starts with PREFIX (e.g. 'fact.': the fact engine alone)")
    ap.add_argument("--exclude", default=None, metavar="PREFIX[,PREFIX]", type=lambda v: tuple(v.split(",")),
                    help="leave out warnings whose kind starts with PREFIX, or any of several (e.g. 'fact.': the older "
                         "ledgers alone)")
    ap.add_argument("--count-preview", action="store_true",
                    help="count preview findings (information) as warnings: what a preview rule or binding would do")
    ap.add_argument("--by-rule", action="store_true",
                    help="also the per-kind figures split by domain (a rule's evidence in one binding)")
    ap.add_argument("--sealed", action="store_true",
                    help="figures only, no misses or warning texts (for a frozen set: nothing to fix from)")
    ap.add_argument("--dir", default=None, help="the labeled set to measure (default: this directory; 'fresh': "
                                               "the later batch)")
    args = ap.parse_args(argv)
    global DATA
    DATA = (HERE / args.dir) if args.dir else HERE
    CHECK_SETTINGS[:] = args.settings
    global COUNT_PREVIEW
    COUNT_PREVIEW = args.count_preview
    labels = json.loads((DATA / "labels.json").read_text(encoding="utf-8"))
    results: dict[str, dict] = {}
    with tempfile.TemporaryDirectory(prefix="indep-") as t:
        for d in DOMAINS:
            if not (DATA / f"{d}_test.jsonl").exists():
                continue
            rows = final_rows(d)
            runner = run_exit if args.exit_codes else run_imported if args.imported else run_json
            reps = runner(rows, Path(t), d)
            for rid, rep in reps.items():
                lab = labels[rid]
                filtered = args.only is not None or args.exclude is not None or args.count_preview
                pred = bool(rep.get("failing")) if not filtered else any(
                    w.get("kind", "").startswith(args.only or "") and counts(w)
                    and not (args.exclude and w.get("kind", "").startswith(args.exclude))
                    for w in rep.get("warnings", []))
                fired = [(kind_label(w), w["step"], "earlier_step" in (w.get("evidence") or {}))
                         for w in rep.get("warnings", []) if (w.get("severity") in ("warning", "error")
                                                              or in_preview(w))
                         and (args.only is None or w.get("kind", "").startswith(args.only))
                         and not (args.exclude and w.get("kind", "").startswith(args.exclude))]
                results[rid] = {"domain": d, "label": lab, "pred": pred, "fired": fired,
                                "at_turn": lab["turn"] in cited_steps(rep, args.only, args.exclude) if lab["bad"] else None,
                                "warnings": warning_lines(rep)}

    stats: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    kinds: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for r in results.values():
        for key in (r["domain"], "all"):
            s = stats[key]
            if r["label"]["bad"]:
                s["bad"] += 1
                s["tp"] += r["pred"]
                s["tp_turn"] += bool(r["at_turn"])
            else:
                s["clean"] += 1
                s["fp"] += r["pred"]
        if r["label"]["bad"]:
            kinds[r["label"]["kind"]]["bad"] += 1
            kinds[r["label"]["kind"]]["tp"] += r["pred"]

    # per warning kind (what a maturity level is decided on): rows where it fired at the labeled turn
    # naming an earlier step (right), on a clean row (false), or elsewhere on a bad row (off)
    by_kind: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    # the same per binding (a domain's fact-engine binding) and kind, preview or not: the grain of evidence.json's rules
    by_rule: dict[str, dict[str, dict[str, int]]] = defaultdict(lambda: defaultdict(lambda: defaultdict(int)))
    for r in results.values():
        for kind, verdict in row_verdicts(r).items():
            by_kind[kind][verdict] += 1
            by_rule[BINDING_OF.get(r["domain"], r["domain"])][kind.removesuffix(" (preview)")][verdict] += 1

    figures = {k: {"recall": s["tp"] / s["bad"] if s["bad"] else None,
                   "recall_95": wilson(s["tp"], s["bad"]),
                   "precision_95": wilson(s["tp"], s["tp"] + s["fp"]),
                   "false_warning_rate_95": wilson(s["fp"], s["clean"]),
                   "recall_at_turn": s["tp_turn"] / s["bad"] if s["bad"] else None,
                   "precision": s["tp"] / (s["tp"] + s["fp"]) if s["tp"] + s["fp"] else None,
                   "false_warning_rate": s["fp"] / s["clean"] if s["clean"] else None,
                   **{n: s[n] for n in ("bad", "tp", "tp_turn", "clean", "fp")}}
               for k, s in stats.items()}
    misses = {rid: r for rid, r in results.items() if r["label"]["bad"] and not r["pred"]}
    alarms = {rid: r for rid, r in results.items() if not r["label"]["bad"] and r["pred"]}
    if args.json:
        extra = {"by_rule": by_rule} if args.by_rule else {}
        if args.sealed:
            print(json.dumps({"figures": figures, "warning_kinds": by_kind, **extra}, indent=2))
            return 0
        print(json.dumps({"figures": figures, "kinds": kinds,
                          "misses": {k: v["label"] for k, v in misses.items()},
                          "false_alarms": {k: v["warnings"] for k, v in alarms.items()}, **extra}, indent=2))
        return 0

    print("recall: rows flagged; right reason: flagged at the contradicting turn by a warning naming an earlier step;"
          " [95% Wilson interval]")
    reason = (lambda a, b: "n/a") if args.exit_codes else ratio  # exit codes carry no warnings to cite
    print(f"{'domain':9} {'recall':>24} {'right reason':>24} {'precision':>24} {'false warn (clean)':>24}")
    for k in (*DOMAINS, "all"):
        s = stats[k]
        print(f"{k:9} {ratio(s['tp'], s['bad']):>24} {reason(s['tp_turn'], s['bad']):>24} "
              f"{ratio(s['tp'], s['tp'] + s['fp']):>24} {ratio(s['fp'], s['clean']):>24}")
    print("\nper warning kind: rows where it fired at the labeled turn citing an earlier step (right), on a clean "
          "row (false), elsewhere on a bad row (off); precision = right / all; '(preview)': shown as information")
    for kind, c in sorted(by_kind.items(), key=lambda kv: (-sum(kv[1].values()), kv[0])):
        n = c["right"] + c["false"] + c["off"]
        print(f"  {kind:44} right {c['right']:3}  false {c['false']:3}  off {c['off']:3}  precision {ratio(c['right'], n)}")
    if args.by_rule:
        print("\nper binding and kind (right, false, off):")
        for binding, kinds_there in sorted(by_rule.items()):
            for kind, c in sorted(kinds_there.items()):
                print(f"  {binding:9} {kind:40} ({c['right']}, {c['false']}, {c['off']})")
    if args.sealed:
        return 0
    print("\nrecall per contradiction kind:")
    for kind, s in sorted(kinds.items()):
        print(f"  {kind:32} {ratio(s['tp'], s['bad'])}")
    print(f"\nmisses ({len(misses)}):")
    for rid, r in misses.items():
        print(f"  {rid:16} {r['label']['kind']:30} turn {r['label']['turn']}")
    wrong_turn = {rid: r for rid, r in results.items()
                  if r["label"]["bad"] and r["pred"] and not r["at_turn"] and not args.exit_codes}
    if wrong_turn:
        print(f"\nflagged, but not for the right reason ({len(wrong_turn)}):")
        for rid, r in wrong_turn.items():
            print(f"  {rid:16} {r['label']['kind']} (turn {r['label']['turn']})")
            for w in r["warnings"]:
                print(f"      {w}")
    print(f"\nfalse alarms on clean rows ({len(alarms)}):")
    for rid, r in alarms.items():
        print(f"  {rid}")
        for w in r["warnings"]:
            print(f"      {w}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
