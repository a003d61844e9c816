"""How much a benchmark prediction may generate and how much context it gets, as upstream runs it.

Upstream's ``run_inference`` asks for ``max_tokens=32768`` per turn (eval/eval.py, its default) and
serves the model with its full 262,144-token context (README's vLLM command). A 24 GB card holds
much less next to the weights, so the context of a local prediction run is the largest one the fit
planner says fits the user's card; where that is less than a row needs, the run names the cut
(which turns, how many tokens short) before it starts instead of failing turn by turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Collection

from playground.world.errors import SessionStepError
from playground.world.session import Session

BENCH_MAX_TOKENS = 32768  # eval.py run_inference's max_tokens
UPSTREAM_CONTEXT = 262144  # the context upstream serves the model with
# Contexts the planner is asked about, largest first (powers of two from upstream's down to 16k).
CONTEXT_CANDIDATES = (262144, 131072, 65536, 32768, 16384)
# Characters per token of the model's tokenizer on benchmark text (English, JSON, trees): a cut is
# named from this estimate before anything is tokenized, so it errs on the side of naming one.
CHARS_PER_TOKEN = 3.0


@dataclass(frozen=True)
class ContextChoice:
    n_ctx: int
    reason: str  # one line: why this context


def planned_context(model: str | Path, *, kv_type: str = "f16", flash_attn: str = "auto",
                    vram_free_bytes: int | None = None) -> ContextChoice:
    """The largest of :data:`CONTEXT_CANDIDATES` the fit planner puts wholly on this machine's GPU
    (else the largest it can run with experts in RAM; without a GPU the largest that fits in RAM; else
    the smallest)."""
    from playground.fit.planner import plan_for_file

    offload: ContextChoice | None = None
    for n_ctx in CONTEXT_CANDIDATES:
        plan = plan_for_file(model, n_ctx, kv_type=kv_type, flash_attn=flash_attn,  # type: ignore[arg-type]
                             vram_free_bytes=vram_free_bytes)
        if plan.verdict == "no_fit":
            continue
        if plan.vram_free_bytes is None:  # no GPU: the planner's limit is the RAM
            return ContextChoice(n_ctx, "the largest context the fit planner finds room for in RAM (no GPU)")
        where = plan.gpu_name or "the GPU"
        if plan.verdict == "fits":
            return ContextChoice(n_ctx, f"the largest context the fit planner puts on {where} with the model")
        if offload is None:  # kept while a smaller context may still fit wholly on the GPU
            offload = ContextChoice(n_ctx, f"the largest context the fit planner can run on {where} "
                                           "(experts partly in RAM)")
    # the GPU takes no context wholly: the largest one that runs with experts in RAM
    if offload is not None:
        return offload
    smallest = CONTEXT_CANDIDATES[-1]
    return ContextChoice(smallest, "the fit planner finds no context that fits; trying the smallest")


def estimated_tokens(session: Session, index: int) -> int:
    """Estimated prompt tokens of turn ``index``: the system prompt and every user turn and observation
    up to it (see :data:`CHARS_PER_TOKEN`)."""
    from playground.world.turns import turn_response

    chars = len(session.header.system_prompt)
    for step in session.steps:
        if step.index > index:
            break
        chars += len(step.message)
        if step.index < index:
            try:
                chars += len(turn_response(session, step))
            except SessionStepError:  # a step without an observation adds nothing to estimate
                pass
    return int(chars / CHARS_PER_TOKEN) + 1


def context_cut(session: Session, n_ctx: int, max_tokens: int, turns: Collection[int] | None = None) -> str | None:
    """One line naming the turns whose prompt and generation need more than ``n_ctx`` tokens; None
    when every turn fits."""
    indexes = [s.index for s in session.steps if turns is None or s.index in turns]
    short = [(i, estimated_tokens(session, i) + max_tokens) for i in indexes]
    over = [(i, need) for i, need in short if need > n_ctx]
    if not over:
        return None
    worst = max(need for _, need in over)
    listed = ", ".join(str(i) for i, _ in over[:8]) + (" ..." if len(over) > 8 else "")
    return (f"context {n_ctx:,} tokens is below what {len(over)} of {len(indexes)} turns need (about "
            f"{worst:,} at most: prompt + {max_tokens:,} to generate; upstream serves {UPSTREAM_CONTEXT:,}); "
            f"{'turn' if len(over) == 1 else 'turns'} {listed} may be refused or cut short; raise --ctx or lower "
            "--max-tokens")
