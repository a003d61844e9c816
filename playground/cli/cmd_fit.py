"""agentworld-play fit [FILE|REPO[:QUANT]]: will a model fit this GPU, and how to load it."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Sequence, TypedDict

if TYPE_CHECKING:
    from playground.fit.planner import FitPlan, FlashAttn
    from playground.hub.catalog import RemoteModelFile
    from playground.modelfile.header import GGUFHeader

NAME = "fit"
HELP = "plan GPU layers, expert offload and memory for a local GGUF or a Hub quant"
DESCRIPTION = (
    "Estimate VRAM and RAM for a model at a context size from its GGUF header (remote headers are "
    "read with HTTP range requests, a few MB), and choose n_gpu_layers and how many layers keep their "
    "MoE experts in RAM. REPO without :QUANT plans every quant in the repo."
)
ORDER = 25


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("model", nargs="?", default=None,
                   help="a .gguf path, owner/name:QUANT, or owner/name (default: the catalog's GGUF repo)")
    p.add_argument("--ctx", type=int, default=32768, help="context size in tokens (default %(default)s)")
    p.add_argument("--vram", type=float, default=None,
                   help="GPU memory free for the model in GB (default: free VRAM of the detected GPU; 0: no GPU)")
    p.add_argument("--kv-type", default="f16", help="KV cache type: f16, q8_0, q4_0 ... (default %(default)s)")
    p.add_argument("--margin", type=float, default=None, help="VRAM kept free beyond the estimate, GB (default 1 GiB)")
    p.add_argument("--ram", type=float, default=None, help="RAM available in GB (default: what the OS reports)")
    p.add_argument("--ubatch", type=int, default=512, help="micro-batch size (default %(default)s)")
    p.add_argument("--flash-attn", choices=("auto", "on", "off"), default="auto")
    from playground.cli.common import add_extra_bufts_arguments

    add_extra_bufts_arguments(p)
    p.add_argument("--calibrate", action="store_true",
                   help="local files: let llama.cpp simulate the allocation and use its compute buffer size")
    p.add_argument("--revision", default="main", help="Hub branch, tag or commit (default %(default)s)")
    p.add_argument("--endpoint", default=None, help="Hub URL (default: $HF_ENDPOINT or huggingface.co)")
    p.add_argument("--json", action="store_true", help="print the plan(s) as JSON")


def gpu_budget(vram_gb: float | None) -> tuple[int | None, str]:
    """(free VRAM bytes or None, a line saying where it came from)."""
    if vram_gb is not None:
        if vram_gb == 0:
            return None, "no GPU (--vram 0)"
        return int(vram_gb * 1e9), f"{vram_gb:g} GB of VRAM (--vram)"
    from playground.fit.gpu import best_gpu, gpu_status

    status = gpu_status()
    gpu = best_gpu(list(status.gpus))
    if gpu is None:
        return None, status.message
    return gpu.free_bytes, (f"GPU {gpu.index}: {gpu.name}, {gpu.free_bytes / 2**30:.2f} of "
                            f"{gpu.total_bytes / 2**30:.2f} GiB free")


class PlanArgs(TypedDict):
    """The command line's planning options, as keyword arguments of plan_fit and plan_for_file."""

    n_ctx: int
    kv_type: str
    margin_bytes: int
    ram_bytes: int | None
    n_ubatch: int
    flash_attn: FlashAttn


def plan_kwargs(args: argparse.Namespace) -> PlanArgs:
    from playground.errors import InvalidParameterError
    from playground.fit.planner import DEFAULT_MARGIN_BYTES

    if args.ctx <= 0:
        raise InvalidParameterError("--ctx must be positive")
    for name in ("vram", "margin", "ram"):
        v = getattr(args, name, None)
        if v is not None and v < 0:
            raise InvalidParameterError(f"--{name} cannot be negative")
    return {
        "n_ctx": args.ctx,
        "kv_type": args.kv_type,
        "margin_bytes": int(args.margin * 1e9) if args.margin is not None else DEFAULT_MARGIN_BYTES,
        "ram_bytes": int(args.ram * 1e9) if args.ram is not None else None,
        "n_ubatch": args.ubatch,
        "flash_attn": args.flash_attn,
    }


def plan_json(plan: FitPlan) -> dict[str, object]:
    return {
        "verdict": plan.verdict, "n_ctx": plan.n_ctx, "n_gpu_layers": plan.n_gpu_layers,
        "n_gpu_layers_max": plan.n_gpu_layers_max, "n_cpu_moe": plan.n_cpu_moe,
        "gpu": plan.gpu.as_dict(), "cpu": plan.cpu.as_dict(), "total_gpu_bytes": plan.total_gpu_bytes,
        "total_cpu_bytes": plan.total_cpu_bytes, "vram_free_bytes": plan.vram_free_bytes,
        "budget_bytes": plan.budget_bytes, "headroom_bytes": plan.headroom_bytes,
        "tensor_buft_overrides": [list(o) for o in plan.tensor_buft_overrides],
        # the same keys in the same order; the override pairs as JSON lists
        "load_options": {**plan.load_options_kwargs(),
                         "tensor_buft_overrides": [list(o) for o in plan.tensor_buft_overrides]},
        "checkpoint_each_bytes": plan.checkpoint_each_bytes, "checkpoint_states": plan.checkpoint_states,
        "notes": list(plan.notes),
    }


def run(args: argparse.Namespace) -> int:
    import json

    from playground.errors import InvalidParameterError
    from playground.fit.planner import pick_quant, plan_fit, plan_for_file
    from playground.hub.catalog import DEFAULT_GGUF_REPO, find_quant, list_repo_ggufs, parse_source

    kwargs = plan_kwargs(args)
    vram, where = gpu_budget(args.vram)
    source = parse_source(args.model or DEFAULT_GGUF_REPO)
    if source.kind == "official":
        raise InvalidParameterError(f"{source.repo} holds safetensors weights; fit needs a GGUF repo or file")

    if source.kind == "local":
        assert source.path is not None
        plan = plan_for_file(source.path, vram_free_bytes=vram, detect_gpu=False, calibrate=args.calibrate,
                             **kwargs)
        from playground.modelfile.checks import inspect_model_file

        return _show(args, str(source.path), plan, where, inspect_model_file(source.path).tensor_types)
    if args.calibrate:
        print("note: --calibrate needs a local file; using the estimate", file=sys.stderr)
    assert source.repo is not None
    models = list_repo_ggufs(source.repo, args.revision, endpoint=args.endpoint)
    if source.kind == "hf_file":
        chosen = [m for m in models if source.filename in m.files]
        if not chosen:
            from playground.hub.errors import RemoteFileNotFoundError

            raise RemoteFileNotFoundError(f"{source.filename} is not a GGUF model file in {source.repo}")
    elif source.quant:
        chosen = [find_quant(models, source.quant)]
    else:
        chosen = [m for m in models if m.complete]
    headers = _fetch_headers(chosen, args.endpoint)
    plans = {str(m): plan_fit(headers[str(m)], vram_free_bytes=vram, **kwargs) for m in chosen}
    if len(plans) == 1:
        (name, plan), = plans.items()
        return _show(args, name, plan, where, None)
    best = pick_quant({str(m): headers[str(m)] for m in chosen}, n_ctx=args.ctx, vram_budget_bytes=vram,
                      kv_type=args.kv_type, ram_bytes=kwargs["ram_bytes"], margin_bytes=kwargs["margin_bytes"])
    if args.json:
        print(json.dumps({"budget": where, "best": best, "plans": {k: plan_json(p) for k, p in plans.items()}},
                         indent=2))
        return 0
    print(f"{where}; n_ctx={args.ctx:,}, KV {args.kv_type}")
    print(f"{'model':<44} {'file':>10} {'gpu':>10} {'verdict':<8} {'layers':>7} {'cpu-moe':>7} {'headroom':>9}")
    for m in chosen:
        p = plans[str(m)]
        head = f"{p.headroom_bytes / 2**30:.2f}G" if p.headroom_bytes is not None else "-"
        mark = "  <- best" if str(m) == best else ""
        print(f"{str(m):<44} {m.total_size / 2**30:>9.2f}G {p.total_gpu_bytes / 2**30:>9.2f}G {p.verdict:<8} "
              f"{p.n_gpu_layers:>3}/{p.n_gpu_layers_max:<3} {p.n_cpu_moe:>7} {head:>9}{mark}")
    return 0


def _fetch_headers(models: Sequence[RemoteModelFile], endpoint: str | None) -> dict[str, list[GGUFHeader]]:
    from concurrent.futures import ThreadPoolExecutor

    from playground.hub.remote import fetch_remote_header

    def fetch(m: RemoteModelFile) -> list[GGUFHeader]:
        return [fetch_remote_header(m.repo, f, revision=m.pinned_revision, endpoint=endpoint) for f in m.files]

    with ThreadPoolExecutor(max_workers=4) as pool:
        return dict(zip((str(m) for m in models), pool.map(fetch, models)))


def _show(args: argparse.Namespace, name: str, plan: FitPlan, where: str,
          tensor_types: dict[str, int] | None) -> int:
    """``tensor_types``: of a local file (None: a remote quant, taken as quantized)."""
    import json

    from playground.cli.common import extra_bufts_mode
    from playground.llama.bufprobe import decide

    # which CPU weight layout a load on this machine uses (may run the one-time CPU probe)
    buffers = decide(extra_bufts_mode(args), tensor_types)
    if args.json:
        print(json.dumps({"model": name, "budget": where, **plan_json(plan), "extra_bufts": buffers.extra_bufts,
                          "extra_bufts_source": buffers.source}, indent=2))
        return 0
    print(f"model         {name}")
    print(f"gpu           {where}")
    print(f"context       {plan.n_ctx:,} tokens, KV {plan.kv_type_k}/{plan.kv_type_v}")
    for line in plan.summary():
        print(line)
    opts = plan.load_options_kwargs()
    print(f"load with     n_gpu_layers={opts['n_gpu_layers']}"
          + (f", tensor overrides {list(plan.tensor_buft_overrides)}" if plan.tensor_buft_overrides else ""))
    print(f"cpu repack    extra buffer types {buffers.label}")
    if buffers.note:
        print(f"note: {buffers.note}", file=sys.stderr)
    return 0 if plan.verdict != "no_fit" else 2
