"""agentworld-play quantize IN OUT --type Q4_K_M: quantize an F32/F16/BF16 GGUF with llama.cpp."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from playground.modelfile.quantize import QuantizeProgress

NAME = "quantize"
HELP = "quantize an F32/F16/BF16 GGUF (single file or split) to Q8_0, Q6_K, Q4_K_M, IQ4_XS ..."
DESCRIPTION = (
    "Quantize a high-precision GGUF with llama.cpp's quantizer in a child process (Ctrl-C cancels "
    "and leaves no partial file). A dry run first reports the exact output size and checks the disk. "
    "Attention and Gated DeltaNet projections and ssm_out are kept at Q8_0 unless --no-keep-sensitive. "
    "IQ1/IQ2/IQ3_XXS/IQ3_XS and Q2_K_S need an importance matrix (--imatrix, GGUF or legacy .dat)."
)
ORDER = 40


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("input", help="F32/F16/BF16 .gguf (any shard of a split model)")
    p.add_argument("output", nargs="?", default=None, help="output .gguf (not needed with --dry-run)")
    p.add_argument("--type", dest="qtype", default=None,
                   help="target type, e.g. Q4_K_M, Q8_0, IQ4_XS (see --list-types)")
    p.add_argument("--imatrix", default=None, help="importance matrix file (from llama-imatrix)")
    p.add_argument("--dry-run", action="store_true", help="only report the tensor types and output size")
    p.add_argument("--threads", type=int, default=0, help="quantization threads (0: all cores)")
    p.add_argument("--no-keep-sensitive", action="store_true",
                   help="use llama.cpp's recipe as is (no Q8_0 for attention / DeltaNet projections)")
    p.add_argument("--list-types", action="store_true", help="list the quant types and exit")


def run(args: argparse.Namespace) -> int:
    from playground.errors import InvalidParameterError
    from playground.modelfile.quantize import NEEDS_IMATRIX, QUANT_TYPES, QuantizeEstimate, quantize_model

    if args.list_types:
        for name in QUANT_TYPES:
            print(name + ("  (needs --imatrix)" if name in NEEDS_IMATRIX else ""))
        return 0
    if not args.qtype:
        raise InvalidParameterError("give the target type with --type, e.g. --type Q4_K_M")
    if args.output is None and not args.dry_run:
        raise InvalidParameterError("give the output file (or use --dry-run)")
    bar = _Progress(sys.stderr)
    try:
        result = quantize_model(args.input, args.output, args.qtype, imatrix=args.imatrix, threads=args.threads,
                                keep_sensitive=not args.no_keep_sensitive, dry_run=args.dry_run, progress=bar)
    except KeyboardInterrupt:
        bar.finish()
        print("interrupted: nothing was written", file=sys.stderr)
        return 130
    finally:
        bar.finish()
    if isinstance(result, QuantizeEstimate):
        counts = ", ".join(f"{k}:{v}" for k, v in sorted(result.type_counts.items(), key=lambda kv: -kv[1]))
        print(f"{result.qtype}: about {result.output_bytes / 2**30:.2f} GiB "
              f"({result.output_bytes:,} bytes) from {result.input_bytes / 2**30:.2f} GiB")
        print(f"tensor types: {counts}")
        if result.overrides:
            print(f"kept at higher precision: {len(result.overrides)} tensors "
                  f"({', '.join(sorted(result.overrides)[:4])}{' ...' if len(result.overrides) > 4 else ''})")
        if result.requires_imatrix:
            print("needs an importance matrix (--imatrix)")
        return 0
    for line in result.describe():
        print(line)
    return 0


class _Progress:
    """Tensor progress on stderr (see :class:`playground.cli.progress.LineProgress`)."""

    def __init__(self, stream: TextIO) -> None:
        from playground.cli.progress import LineProgress

        self.line = LineProgress(stream)

    def __call__(self, p: QuantizeProgress) -> None:
        self.line.show(f"{p.phase:<10} [{p.done:>5}/{p.total}] {p.tensor}", p.fraction, phase=p.phase,
                       final=p.done == p.total)

    def finish(self) -> None:
        self.line.finish()
