"""agentworld-play info FILE: check a GGUF and describe it, without loading it."""

from __future__ import annotations

import argparse

NAME = "info"
HELP = "check a GGUF file and describe it (no model load)"
ORDER = 30


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("file", help="path to a .gguf file (any shard of a split model)")


def run(args: argparse.Namespace) -> int:
    import sys

    from playground.base.textsafe import visible
    from playground.modelfile.checks import inspect_model_file
    from playground.modelfile.hparams import HyperparameterError

    try:
        info = inspect_model_file(args.file)
    except HyperparameterError as e:
        # Every bad value, one line each: fixing them one load attempt at a time is slow.
        for problem in e.problems:
            print(f"error: {visible(e.source)}: {problem}", file=sys.stderr)
        return 1
    shards = f" (+{len(info.shards) - 1} shards)" if len(info.shards) > 1 else ""
    print(f"file          {visible(str(info.path))}{shards}")
    print(f"name          {visible(info.name)}")
    print(f"architecture  {info.architecture}")
    print(f"quant         {info.quant_type}")
    print(f"size          {info.file_size / 2**30:.2f} GiB ({info.file_size:,} bytes)")
    print(f"tensors       {info.tensor_count}  " + ", ".join(f"{k}:{v}" for k, v in sorted(info.tensor_types.items())))
    print(f"layers        {info.block_count}")
    ctx = info.arch_int("context_length")
    if ctx:
        print(f"trained ctx   {ctx:,}")
    print(f"header sha256 {info.identity}")
    print(f"chat template {'yes' if info.chat_template else 'no (ChatML fallback)'}")
    for note in info.notes:
        print(f"note          {visible(note)}")
    return 0
