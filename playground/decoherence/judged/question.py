"""The question the judge is asked: the official judge's own definition of consistency, and the
messages around a dossier.

The definition is read from the domain's pulled judge system prompt (``agentworld-play prompts
pull``; the project does not ship upstream's texts): the section whose heading names Consistency
(the text domains' prompts), else the list item that starts with it (the GUI domains' prompts keep
one line per dimension). The framing around it is the project's own.
"""

from __future__ import annotations

import os
import re

from playground.decoherence.judged.dossier import Dossier
from playground.errors import PlaygroundError

DIMENSION = "Consistency"
_HEADING = re.compile(r"^(#{1,6})\s+(.*)$")
_ITEM = re.compile(r"^\s*[-*]\s+(?:\*\*)?" + DIMENSION + r"(?:\*\*)?\s*:", re.IGNORECASE)

ANSWER_KEYS = ("contradiction", "earlier_step", "earlier_quote", "now_quote")


class JudgePromptError(PlaygroundError):
    """The official judge prompt of a domain is not there (or holds no consistency definition)."""


def consistency_section(prompt: str) -> str | None:
    """The consistency definition of a judge system prompt: the section under the heading naming it
    (to the next heading of the same or a higher level, rules and blank edges trimmed), else the list
    item that starts with it; None when the prompt has neither."""
    lines = prompt.splitlines()
    for i, line in enumerate(lines):
        m = _HEADING.match(line)
        if m is None or DIMENSION.lower() not in m.group(2).lower():
            continue
        level = len(m.group(1))
        body: list[str] = []
        for nxt in lines[i + 1:]:
            h = _HEADING.match(nxt)
            if h is not None and len(h.group(1)) <= level:
                break
            body.append(nxt)
        text = "\n".join(ln for ln in body if ln.strip() not in ("---", "***")).strip()
        if text:
            return f"{m.group(2).strip()}\n{text}"
    items = [ln.strip() for ln in lines if _ITEM.match(ln)]
    return "\n".join(items) if items else None


def bench_task(domain_id: str) -> str | None:
    """The official task name whose judge prompt a domain uses (None: the domain has none)."""
    from playground.world.domains import get_domain

    try:
        return get_domain(domain_id).bench_task or None
    except PlaygroundError:
        return None


def consistency_definition(domain_id: str, directory: str | os.PathLike[str] | None = None) -> str:
    """The pulled judge prompt's consistency definition for a domain; one-line JudgePromptError when
    the domain has no official judge or the prompts are not pulled."""
    from playground.world.official_prompts import load_judge_system_prompt

    task = bench_task(domain_id)
    if task is None:
        raise JudgePromptError(f"the {domain_id} domain has no official judge prompt to ask the consistency "
                               "question with")
    try:
        prompt = load_judge_system_prompt(task, directory)
    except PlaygroundError as e:
        text = str(e)
        if "prompts pull" not in text:
            text = f"{text}; run `agentworld-play prompts pull`"
        raise JudgePromptError(text) from None
    section = consistency_section(prompt)
    if section is None:
        raise JudgePromptError(f"the official {task} judge prompt names no {DIMENSION} dimension")
    return section


def judge_messages(dossier: Dossier, definition: str) -> list[dict[str, str]]:
    """System: the task and the official definition; user: the dossier; the answer asked for is one
    JSON object with ANSWER_KEYS."""
    system = (
        "You check one step of a simulated environment for contradictions with what earlier steps of the "
        "same session established. Judge by this definition of consistency, from the official judge of "
        f"this environment:\n\n{definition}\n\n"
        "You get a dossier: facts earlier steps showed, each with its step and the exact text it was read "
        "from; the actions since that may have changed them; and the new observation. Report a "
        "contradiction only when the new observation states something that cannot be true given an "
        "earlier fact and the actions since. Answer with one JSON object and nothing else:\n"
        '{"contradiction": true or false, "earlier_step": the step of the contradicted fact (0 for the '
        'initial state), "earlier_quote": the contradicted text, copied exactly from that step, '
        '"now_quote": the contradicting text, copied exactly from the new observation}\n'
        'With no contradiction: {"contradiction": false, "earlier_step": 0, "earlier_quote": "", '
        '"now_quote": ""}')
    return [{"role": "system", "content": system}, {"role": "user", "content": dossier.render()}]
