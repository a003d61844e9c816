"""agentworld-play generate [MODEL] PROMPT: one chat turn streamed to the terminal (engine check).

MODEL may be left out when the flags name a server model (--server URL --server-model NAME).
"""

from __future__ import annotations

import argparse
import sys

from playground.cli.common import add_load_arguments, add_sampling_arguments

NAME = "generate"
HELP = "stream one chat turn from a model (reasoning to stderr, answer to stdout)"
ORDER = 70


def add_arguments(p: argparse.ArgumentParser) -> None:
    # Optional so that `generate --server URL --server-model NAME "hi"` works. (argparse then takes a
    # lone word before an option as the prompt: give MODEL and PROMPT together, options after.)
    p.add_argument("model", nargs="?", default=None,
                   help="path to a .gguf file, or a server URL / @ENDPOINT (not needed with --server)")
    p.add_argument("prompt", help="the user message")
    p.add_argument("--system", default=None, help="system message")
    p.add_argument("--no-think", action="store_true", help="render the prompt with thinking off")
    add_load_arguments(p)
    add_sampling_arguments(p)


def run(args: argparse.Namespace) -> int:
    from playground.cli.cmd_step import utf8_text
    from playground.cli.common import generation_params
    from playground.cli.engines import DeltaPrinter, open_model
    from playground.runtime.streaming import StepDelta

    params = generation_params(args)
    messages = ([{"role": "system", "content": utf8_text(args.system, "--system")}] if args.system else [])
    messages.append({"role": "user", "content": utf8_text(args.prompt, "PROMPT")})
    with open_model(args) as engine:
        printer = DeltaPrinter(sys.stderr, sys.stdout)
        result = None
        try:
            for item in engine.start_generate(messages, params, enable_thinking=not args.no_think):
                if isinstance(item, StepDelta):
                    printer(item)
                else:
                    result = item
        except KeyboardInterrupt:
            engine.cancel()
            printer.end_line()
            raise
        except BaseException:
            printer.end_line()  # the error line must not continue the streamed text
            raise
    if result is not None:
        t = result.timings
        print(f"\n[{result.finish_reason}] prompt {t.prompt_tokens} tok "
              f"({t.prompt_tok_s:.0f} tok/s), ttft {t.time_to_first_token_s * 1000:.0f} ms, "
              f"generated {t.generated_tokens} tok ({t.reasoning_tokens} reasoning) "
              f"at {t.generation_tok_s:.1f} tok/s, seed {result.seed}", file=sys.stderr)
    return 0
