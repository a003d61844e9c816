"""Measure the judge-consistency preview rule on a labeled set (default: the frozen ``holdout4``).

``python -m tests.decoherence.independent.measure_judge --judge MODEL.gguf`` (or ``--judge-server URL
--judge-model NAME``) from the repository root, after ``prompts pull`` (the official judge prompts) and,
for holdout4, ``python -m tests.decoherence.independent.make_holdout4``. For the last-turn row of every
trajectory (it carries the whole history), the rules run as ``check`` runs them; every step they found
no contradiction in but that shows again what the fact store knows is put to the judge, exactly as
``check --judge-consistency`` does. A kept warning is right when it is on a bad trajectory at its
labeled turn, off when elsewhere on a bad one, false on a clean one. Prints precision with its 95%
Wilson interval, the judge calls, the kept warnings, the dropped claims by reason, and the bad
trajectories the rules missed that the judge caught at the labeled turn.

This measures; it must not be used to tune anything (the set is frozen): figures only, no texts.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import threading
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from tests.decoherence.independent.measure import DOMAINS, HERE, final_rows, ratio, wilson


def open_judge(args: argparse.Namespace) -> Any:
    from playground.bench.chat import open_chat

    if args.judge_server:
        from playground.endpoints import EndpointSpec

        if not args.judge_model:
            raise SystemExit("--judge-server needs --judge-model NAME")
        spec = EndpointSpec(args.judge_server, args.judge_model, args.judge_api_key_env).validate()
        spec.check()
        return open_chat(None, spec)
    if not args.judge:
        raise SystemExit("give --judge MODEL.gguf, or --judge-server URL --judge-model NAME")
    from playground.llama.engine import LoadOptions

    return open_chat(args.judge, options=LoadOptions(n_ctx=args.ctx, n_gpu_layers=args.gpu_layers))


def dossiers_of(data: Path, domain: str, tmp: Path) -> list[tuple[str, Any]]:
    """(trajectory id, dossier) for each step of the domain's last-turn rows the judge is asked about."""
    from playground.decoherence import check_session
    from playground.decoherence.judged import dossiers, rule_silent_steps
    from playground.world.agentworldbench import read_sessions

    rows = final_rows(domain)
    f = tmp / f"{domain}_final.jsonl"
    f.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    sessions, skipped = read_sessions(f)
    if skipped:
        raise SystemExit(f"{domain}: {len(skipped)} rows could not be read: {skipped[0]}")
    out = []
    for session in sessions:
        line = int(str(session.path).rsplit(":", 1)[1])
        rid = str(rows[line - 1]["id"])
        silent = rule_silent_steps(check_session(session))
        out += [(rid, d) for d in dossiers(session, silent)]
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--judge", default=None, metavar="MODEL.gguf", help="a GGUF judge (run in the model process)")
    ap.add_argument("--judge-server", default=None, metavar="URL", help="an OpenAI-compatible judge server")
    ap.add_argument("--judge-model", default=None, metavar="NAME")
    ap.add_argument("--judge-api-key-env", default=None, metavar="VAR")
    ap.add_argument("--concurrency", type=int, default=None, help="judge calls in flight (default: 4 on a "
                                                                  "server, 1 for a GGUF)")
    ap.add_argument("--ctx", type=int, default=16384, help="a GGUF judge's context size")
    ap.add_argument("--gpu-layers", type=int, default=-1)
    ap.add_argument("--max-tokens", type=int, default=None, help="the judge's answer tokens (default: the rule's)")
    ap.add_argument("--dir", default="holdout4", help="the labeled set (a directory under independent/)")
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = ap.parse_args(argv)

    from dataclasses import replace

    import tests.decoherence.independent.measure as measure
    from playground.bench.chat import check_concurrency, run_all
    from playground.decoherence.judged import JUDGE_PARAMS, chat_judge, consistency_definition, judge_dossier
    from playground.decoherence.judged.verdict import Verdict, tally

    data = HERE / args.dir
    if not (data / "labels.json").exists():
        raise SystemExit(f"no labeled set at {data} (holdout4: python -m tests.decoherence.independent.make_holdout4)")
    measure.DATA = data  # final_rows reads the set being measured
    labels = json.loads((data / "labels.json").read_text(encoding="utf-8"))
    domains = [d for d in DOMAINS if (data / f"{d}_test.jsonl").exists()]
    work: list[tuple[str, str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="judge-measure-") as t:
        for d in domains:
            work += [(d, rid, dossier) for rid, dossier in dossiers_of(data, d, Path(t))]
    # the question of each session's domain (the os rows are the desktop domain's sessions)
    definitions = {dossier.domain: consistency_definition(dossier.domain) for _, _, dossier in work}
    rows = sum(len(final_rows(d)) for d in domains)
    chat = open_judge(args)
    params = JUDGE_PARAMS if args.max_tokens is None else replace(JUDGE_PARAMS, max_tokens=args.max_tokens)
    concurrency = check_concurrency(args.concurrency or min(4, chat.max_concurrency), chat)
    started = time.monotonic()
    verdicts: list[tuple[str, str, Verdict]] = []
    try:
        def ask(item: tuple[str, str, Any], cancel: threading.Event) -> Verdict:
            dossier = item[2]
            return judge_dossier(dossier, chat_judge(chat, params, cancel=cancel), definitions[dossier.domain],
                                 chat.label)

        for (domain, rid, _), verdict in run_all(work, ask, concurrency):
            verdicts.append((domain, rid, verdict))
            print(f"\r{len(verdicts)}/{len(work)} judge calls", end="", file=sys.stderr, flush=True)
    finally:
        chat.close()
    print(file=sys.stderr)

    total = tally([v for _, _, v in verdicts])
    counts: dict[str, int] = defaultdict(int)
    per_domain: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    caught: set[str] = set()
    for domain, rid, v in verdicts:
        per_domain[domain]["calls"] += 1
        if v.warning is None:
            continue
        lab = labels[rid]
        verdict = "false" if not lab["bad"] else "right" if v.warning.step == lab["turn"] else "off"
        counts[verdict] += 1
        per_domain[domain][verdict] += 1
        if verdict == "right":
            caught.add(rid)
    kept = counts["right"] + counts["off"] + counts["false"]
    bad = sum(1 for lab in labels.values() if lab["bad"])
    figures = {"set": args.dir, "judge": chat.label, "trajectories": rows, "judge_calls": total.calls,
               "accepted": total.accepted, "right": counts["right"], "off": counts["off"], "false": counts["false"],
               "precision": counts["right"] / kept if kept else None, "precision_95": wilson(counts["right"], kept),
               "dropped": total.to_dict()["dropped"], "bad_trajectories_caught_at_turn": len(caught),
               "bad_trajectories": bad, "seconds": round(time.monotonic() - started, 1),
               "per_domain": {d: dict(c) for d, c in per_domain.items()}}
    if args.json:
        print(json.dumps(figures, indent=2))
        return 0
    print(f"judge-consistency on {args.dir} ({rows} trajectories), judge {chat.label}")
    print(f"  judge calls        {total.calls}  ({figures['seconds']} s)")
    print(f"  accepted warnings  {total.accepted}  (right {counts['right']}, off {counts['off']}, "
          f"false {counts['false']})")
    lo, hi = wilson(counts["right"], kept)
    print(f"  precision          {ratio(counts['right'], kept) if kept else f'n/a (no warning kept) [{lo:.2f}-{hi:.2f}]'}"
          "  [95% Wilson interval]")
    print("  dropped claims     " + ", ".join(f"{r} {n}" for r, n in figures["dropped"].items()))
    print(f"  bad trajectories caught by the judge at their contradicting turn (where the rules found none): "
          f"{len(caught)} of {bad}")
    for d in domains:
        c = per_domain.get(d, {})
        print(f"    {d:9} calls {c.get('calls', 0):4}  right {c.get('right', 0):3}  off {c.get('off', 0):3}  "
              f"false {c.get('false', 0):3}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
