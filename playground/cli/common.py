"""Argument helpers shared by several commands."""

from __future__ import annotations

import argparse


def add_load_arguments(p: argparse.ArgumentParser, *, default_ctx: int = 32768) -> None:
    g = p.add_argument_group("loading")
    g.add_argument("--ctx", type=int, default=default_ctx, help="context size in tokens (default %(default)s)")
    g.add_argument("--gpu-layers", type=int, default=None,
                   help="layers to offload to the GPU (-1: all; default: the fit planner decides, "
                        "keeping some layers' experts in RAM if the model does not fit)")
    g.add_argument("--threads", type=int, default=None, help="CPU threads (default: physical cores)")
    g.add_argument("--flash-attn", choices=("auto", "on", "off"), default="auto")
    g.add_argument("--kv-type", default="f16", help="KV cache type: f16, q8_0, q4_0 ...")
    add_extra_bufts_arguments(g)
    add_server_arguments(p)


def add_extra_bufts_arguments(g: argparse._ActionsContainer) -> None:
    g.add_argument("--extra-bufts", choices=("auto", "on", "off"), default=None,
                   help="llama.cpp's CPU weight repacking (AMX, AVX2 layouts). auto (default, or the "
                        "extra_bufts setting): on unless a one-time probe crashed this CPU with it")
    g.add_argument("--no-extra-bufts", dest="extra_bufts", action="store_const", const="off",
                   help="the same as --extra-bufts off")


def extra_bufts_mode(args: argparse.Namespace) -> str:
    """The flag, else the settings file's ``extra_bufts``, else auto."""
    mode = getattr(args, "extra_bufts", None)
    if mode:
        return str(mode)
    from playground.settings import Settings

    return Settings.load().extra_bufts


def add_server_arguments(p: argparse.ArgumentParser) -> None:
    """A model on an OpenAI-compatible server instead of a GGUF (MODEL may then be the URL, or
    @NAME for an endpoint from the settings file)."""
    g = p.add_argument_group("server model (vLLM, SGLang, llama-server) instead of a GGUF file")
    g.add_argument("--server", default=None, metavar="URL", help="the server's URL, e.g. http://gpu-box:8000")
    g.add_argument("--server-model", default=None, metavar="NAME", help="the model name the server lists")
    g.add_argument("--api-key-env", default=None, metavar="VAR",
                   help="NAME of the environment variable holding the API key (the key is never stored)")
    g.add_argument("--step-deadline", type=float, default=None, metavar="SECONDS",
                   help="end a server step that has not finished after this long (default: 3600); the read "
                        "timeout alone never ends a server that keeps sending pings or trickles bytes")


def load_options(args: argparse.Namespace, model: str | None = None):  # -> LoadOptions (lazy imports: fast --help)
    """Options from the flags; without --gpu-layers, the fit plan for ``model`` and the detected GPU."""
    from dataclasses import replace

    from playground.llama.engine import LoadOptions

    if args.gpu_layers is None and model is not None:
        from playground.fit.planner import load_options_for, plan_for_file

        plan = plan_for_file(model, args.ctx, kv_type=args.kv_type, flash_attn=args.flash_attn)
        return replace(load_options_for(plan, n_threads=args.threads), extra_bufts=extra_bufts_mode(args))
    return LoadOptions(n_ctx=args.ctx, n_gpu_layers=-1 if args.gpu_layers is None else args.gpu_layers,
                       n_threads=args.threads, flash_attn=args.flash_attn, cache_type_k=args.kv_type,
                       cache_type_v=args.kv_type, extra_bufts=extra_bufts_mode(args))


def add_sampling_arguments(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("sampling (defaults: the model card's)")
    g.add_argument("--temperature", type=float, default=None)
    g.add_argument("--top-p", type=float, default=None)
    g.add_argument("--top-k", type=int, default=None)
    g.add_argument("--min-p", type=float, default=None)
    g.add_argument("--seed", type=int, default=None)
    g.add_argument("--max-tokens", type=int, default=None, help="reasoning + output tokens")
    g.add_argument("--reasoning-budget", type=int, default=None,
                   help="reasoning tokens before </think> is forced")


def generation_params(args: argparse.Namespace):  # -> GenerationParams
    from dataclasses import replace

    from playground.llama.sampling import GenerationParams

    params = GenerationParams()
    changes = {
        "temperature": args.temperature, "top_p": args.top_p, "top_k": args.top_k, "min_p": args.min_p,
        "seed": args.seed, "max_tokens": args.max_tokens, "reasoning_budget": args.reasoning_budget,
    }
    return replace(params, **{k: v for k, v in changes.items() if v is not None}).validate()
