"""Sessions and steps as plain terminal text (the CLI's replay and step commands)."""

from __future__ import annotations

import textwrap

from playground.base.textsafe import visible
from playground.world.official_prompts import describe_prompt
from playground.world.session import Session, Step, display_path


def _block(label: str, text: str) -> list[str]:
    body = textwrap.indent(text, "  ") if text else "  (empty)"
    return [f"{label}:", body]


def format_header(session: Session) -> str:
    h = session.header
    lines = [f"session  {display_path(session.path)}"]
    if h.title:
        lines.append(f"title    {h.title}")
    lines.append(f"domain   {session.domain.title} ({h.domain})")
    lines.append(f"created  {h.created}")
    lines.append(f"prompt   {describe_prompt(h.domain, h.system_prompt, h.prompt)}")
    if h.bench is not None:
        rows = [e.get("row", {}) for e in h.bench.get("rows", []) if isinstance(e, dict)]
        turns = ", ".join(str(r.get("turn_idx")) for r in rows if isinstance(r, dict))
        lines.append(f"bench    {h.bench.get('source', '?')}, evaluated turn {turns or '?'} (ground truth cleaned "
                     "as the official evaluator cleans it)")
    if h.model:
        lines.append(f"model    {h.model.label}  sha256 {h.model.identity[:16]}")
    if h.example:
        lines.append("example  yes (written by hand, replayable without a model)")
    if h.parent:
        lines.append(f"parent   {h.parent.file} after step {h.parent.step}")
    if h.teacher_forcing:
        lines.append("history  ground truth (teacher forcing)")
    lines.append(f"steps    {len(session.steps)}")
    for n in session.notes:
        label = "repaired" if n.kind in ("repaired", "dropped_field") else "skipped"  # the step itself loaded
        lines.append(f"{label:<8} line {n.line}: {n.message}")
    return visible("\n".join(lines))  # model text may hold escape sequences


def format_meta(step: Step) -> str:
    parts = []
    if step.model:
        parts.append(step.model.label)
    if step.finish_reason:
        parts.append(f"finish {step.finish_reason}")
    if step.seed is not None:
        parts.append(f"seed {step.seed}")
    t = step.step_timings
    if t is not None:
        parts.append(f"prompt {t.prompt_tokens:,} tok ({t.prompt_tokens_evaluated:,} evaluated, "
                     f"{t.prompt_tokens_reused:,} reused)")
        if t.prompt_eval_s > 0:
            parts.append(f"{t.prompt_tok_s:,.0f} tok/s prompt")
        parts.append(f"{t.generated_tokens:,} generated ({t.reasoning_tokens:,} reasoning)"
                     + (f" at {t.generation_tok_s:,.1f} tok/s" if t.generation_s > 0 else ""))
        parts.append(f"ttft {t.time_to_first_token_s * 1000:,.0f} ms")
    return " · ".join(parts)


def format_step(step: Step, *, reasoning: bool = False) -> str:
    lines = [f"── step {step.index} " + "─" * 40]
    lines += _block("action", step.message)
    if step.reasoning:
        if reasoning:
            lines += _block("reasoning", step.reasoning)
        else:
            lines.append(f"reasoning: {len(step.reasoning):,} characters (--reasoning shows it)")
    if step.observation is not None:
        lines += _block("observation", step.observation)
    elif not step.predicted:
        lines.append("observation: (not predicted yet)")
    if step.ground_truth is not None:
        lines += _block("ground truth", step.ground_truth)
    for w in step.warnings:
        mark = {"info": "i", "warning": "!", "error": "x"}.get(w.severity, "!")
        lines.append(f"  {mark} {w.severity} ({w.kind}): {w.message}")
    meta = format_meta(step)
    if meta:
        lines.append(meta)
    return visible("\n".join(lines))  # model text may hold escape sequences
