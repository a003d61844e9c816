"""agentworld-play generate MODEL PROMPT: one chat turn streamed to the terminal (engine check)."""

from __future__ import annotations

import argparse
import sys

from playground.cli.common import add_load_arguments, add_sampling_arguments

NAME = "generate"
HELP = "stream one chat turn from a model (reasoning to stderr, answer to stdout)"
ORDER = 70


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("model", help="path to a .gguf file")
    p.add_argument("prompt", help="the user message")
    p.add_argument("--system", default=None, help="system message")
    p.add_argument("--no-think", action="store_true", help="render the prompt with thinking off")
    add_load_arguments(p)
    add_sampling_arguments(p)


def run(args: argparse.Namespace) -> int:
    import threading

    from playground.cli.common import generation_params, load_options
    from playground.engine import Engine
    from playground.events import ChannelSwitch, Finished, Notice, TokenEvent
    from playground.textsafe import visible

    params = generation_params(args)
    with Engine.load(args.model, load_options(args, args.model)) as engine:
        for note in engine.info.notes:
            print(f"note: {note}", file=sys.stderr)
        messages = ([{"role": "system", "content": args.system}] if args.system else [])
        messages.append({"role": "user", "content": args.prompt})
        prompt = engine.render_chat(messages, enable_thinking=not args.no_think)
        cancel = threading.Event()
        try:
            for ev in engine.generate(prompt, params, cancel):
                if isinstance(ev, TokenEvent):
                    out = sys.stderr if ev.channel == "reasoning" else sys.stdout
                    out.write(visible(ev.text))
                    out.flush()
                elif isinstance(ev, ChannelSwitch):
                    print(f"\n[{ev.channel}]", file=sys.stderr)
                elif isinstance(ev, Notice):
                    print(f"\nnote: {ev.message}", file=sys.stderr)
                elif isinstance(ev, Finished):
                    t = ev.result.timings
                    print(f"\n[{ev.result.finish_reason}] prompt {t.prompt_tokens} tok "
                          f"({t.prompt_tok_s:.0f} tok/s), ttft {t.time_to_first_token_s * 1000:.0f} ms, "
                          f"generated {t.generated_tokens} tok ({t.reasoning_tokens} reasoning) "
                          f"at {t.generation_tok_s:.1f} tok/s, seed {ev.result.seed}", file=sys.stderr)
        except KeyboardInterrupt:
            cancel.set()
            raise
    return 0
