"""agentworld-play models: the GGUF models on this machine, their sizes and whether they fit."""

from __future__ import annotations

import argparse
from typing import TypedDict

NAME = "models"
HELP = "list local GGUF models (HF cache, models dir) with sizes and a fit verdict for this GPU"
ORDER = 22


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--dir", action="append", default=[], help="also look in this directory (repeatable)")
    p.add_argument("--ctx", type=int, default=32768, help="context size for the fit verdict (default %(default)s)")
    p.add_argument("--vram", type=float, default=None,
                   help="GPU memory free for the model in GB (default: detected; 0: no GPU)")
    p.add_argument("--kv-type", default="f16", help="KV cache type for the verdict (default %(default)s)")
    p.add_argument("--json", action="store_true", help="print JSON")


class _RowBase(TypedDict):
    path: str
    repo: str | None
    quant: str
    size: int
    shards: int
    verdict: str | None
    problem: str | None


class ModelRow(_RowBase, total=False):
    """One model in the listing (and in --json); the plan's fields when it could be planned."""

    n_cpu_moe: int
    n_gpu_layers: int
    gpu_bytes: int
    headroom_bytes: int | None


def run(args: argparse.Namespace) -> int:
    import json

    from playground.cli.cmd_fit import gpu_budget
    from playground.errors import InvalidParameterError, PlaygroundError
    from playground.fit.planner import plan_fit
    from playground.modelfile.header import read_header
    from playground.hub.local import find_local_models

    if args.ctx <= 0:
        raise InvalidParameterError("--ctx must be positive")
    if args.vram is not None and args.vram < 0:
        raise InvalidParameterError("--vram cannot be negative")
    vram, where = gpu_budget(args.vram)
    rows: list[ModelRow] = []
    for m in find_local_models(extra_dirs=args.dir):
        row: ModelRow = {"path": str(m.path), "repo": m.repo, "quant": m.quant, "size": m.size,
                         "shards": len(m.shards), "verdict": None, "problem": m.problem}
        if m.ok and m.info is not None:
            try:
                headers = [m.info.header] + [read_header(p) for p in m.info.shards[1:]]
                plan = plan_fit(headers, n_ctx=args.ctx, vram_free_bytes=vram, kv_type=args.kv_type,
                                kv_overrides=m.info.kv_overrides)
                row.update({"verdict": plan.verdict, "n_cpu_moe": plan.n_cpu_moe, "n_gpu_layers": plan.n_gpu_layers,
                            "gpu_bytes": plan.total_gpu_bytes, "headroom_bytes": plan.headroom_bytes})
            except PlaygroundError as e:
                row["problem"] = str(e)
        rows.append(row)
    if args.json:
        print(json.dumps({"budget": where, "n_ctx": args.ctx, "models": rows}, indent=2))
        return 0
    print(f"{where}; fit verdicts for n_ctx={args.ctx:,}, KV {args.kv_type}")
    if not rows:
        print("no GGUF models found (HF cache, models directory"
              + (", " + ", ".join(args.dir) if args.dir else "") + "); try: agentworld-play pull")
        return 0
    print(f"{'quant':<12} {'size':>9} {'fit':<20} location")
    for r in rows:
        if r["problem"]:
            fit = "unusable"
        elif r["verdict"] == "offload" and r.get("n_gpu_layers"):
            fit = f"offload (cpu-moe {r['n_cpu_moe']})" if r["n_cpu_moe"] else f"offload ({r['n_gpu_layers']} layers)"
        elif r["verdict"] == "offload":
            fit = "cpu only"
        else:
            fit = str(r["verdict"])
        where_ = f"{r['repo']} " if r["repo"] else ""
        print(f"{str(r['quant']):<12} {_size(int(r['size'])):>9} {fit:<20} {where_}{r['path']}")
        if r["problem"]:
            print(f"{'':<12} {'':>9} {'':<20} problem: {r['problem']}")
    return 0


def _size(n: int) -> str:
    return f"{n / 2**30:.2f} GiB" if n >= 2**30 else f"{n / 2**20:.1f} MiB"
