"""A session as a readable Markdown transcript or as one JSON document."""

from __future__ import annotations

import re
from typing import Any

from playground.base.jsondata import dumps_strict, finite
from playground.world.official_prompts import describe_prompt
from playground.world.session import Session, Step


def to_json(session: Session) -> dict[str, Any]:
    """Header, steps and load notes in one object (the same fields as the JSONL lines)."""
    return {
        "file": session.name,
        "header": session.header.to_dict(),
        "steps": [s.to_dict() for s in session.steps],
        "load_notes": [n.to_dict() for n in session.notes],
    }


def to_json_text(session: Session) -> str:
    """Strict JSON (RFC 8259): a non-finite number (NaN, Infinity) becomes null and is listed under
    ``export_notes``; loaded sessions never hold one (the loader repairs them), steps made in memory might."""
    doc, replaced = finite(to_json(session))
    if replaced:
        doc["export_notes"] = [f"non-finite number replaced with null at '{where}'" for where in replaced]
    return dumps_strict(doc, ensure_ascii=False, indent=2) + "\n"


def _fence(text: str, lang: str = "") -> str:
    """A code block whose fence is longer than any backtick run inside ``text``."""
    longest = max((len(m) for m in re.findall(r"`+", text)), default=0)
    fence = "`" * max(3, longest + 1)
    return f"{fence}{lang}\n{text}\n{fence}"


def _timings_line(step: Step) -> str:
    t = step.step_timings
    if t is None:
        return ""
    parts = [f"prompt {t.prompt_tokens:,} tok ({t.prompt_tokens_evaluated:,} evaluated, "
             f"{t.prompt_tokens_reused:,} reused)"]
    if t.prompt_eval_s > 0:
        parts.append(f"{t.prompt_tok_s:,.0f} tok/s prompt")
    parts.append(f"{t.generated_tokens:,} generated ({t.reasoning_tokens:,} reasoning)")
    if t.generation_s > 0:
        parts.append(f"{t.generation_tok_s:,.1f} tok/s")
    parts.append(f"ttft {t.time_to_first_token_s * 1000:,.0f} ms")
    return ", ".join(parts)


def to_markdown(session: Session, *, reasoning: bool = True) -> str:
    h = session.header
    title = h.title or session.name
    out = [f"# {title}", ""]
    facts = [("file", session.name), ("domain", f"{session.domain.title} (`{h.domain}`)"), ("created", h.created),
             ("system prompt", f"`{describe_prompt(h.domain, h.system_prompt, h.prompt)}`")]
    if h.model:
        facts.append(("model", f"{h.model.label}, header sha256 `{h.model.identity[:16]}…`"))
    if h.seed is not None:
        facts.append(("seed", str(h.seed)))
    if h.example:
        facts.append(("example", "yes, written by hand"))
    if h.parent:
        facts.append(("forked from", f"{h.parent.file} after step {h.parent.step}"))
    if h.teacher_forcing:
        facts.append(("history", "ground truth (teacher forcing)"))
    out += [f"- **{k}**: {v}" for k, v in facts]
    out.append("")
    if session.notes:
        out.append("> **Load notes**")
        out += [f"> - line {n.line}: {n.message}" for n in session.notes]
        out.append("")
    out += ["<details><summary>System prompt</summary>", "", _fence(h.system_prompt), "", "</details>", ""]
    for s in session.steps:
        out += [f"## Step {s.index}", ""]
        out += ["**Action**", "", _fence(s.message), ""]
        if reasoning and s.reasoning:
            out += ["<details><summary>Reasoning</summary>", "", _fence(s.reasoning), "", "</details>", ""]
        if s.observation is not None:
            out += ["**Predicted observation**", "", _fence(s.observation), ""]
        elif not s.predicted:
            out += ["*(not predicted yet)*", ""]
        if s.ground_truth is not None:
            out += ["**Ground truth**", "", _fence(s.ground_truth), ""]
        if s.warnings:
            out.append("**Warnings**")
            out.append("")
            out += [f"- {w.severity} ({w.kind}): {w.message}" for w in s.warnings]
            out.append("")
        meta = []
        if s.model:
            meta.append(s.model.label)
        if s.finish_reason:
            meta.append(f"finish {s.finish_reason}")
        if s.seed is not None:
            meta.append(f"seed {s.seed}")
        tl = _timings_line(s)
        if tl:
            meta.append(tl)
        if meta:
            out += ["*" + " · ".join(meta) + "*", ""]
    return "\n".join(out).rstrip() + "\n"
