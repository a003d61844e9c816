"""Format detectors beyond the core's parse notes (which already flag an empty or missing
observation, an unclosed think block, a missing wrapper and a cut-off generation):

- ``format.echo``: the answer repeats the action (or the user turn) instead of predicting what
  the environment returns;
- ``format.wrapper``: a GUI answer used the ``**Environment Observation:**`` marker where the
  prompt asks for ``<predicted_observation>`` tags; the parser accepts it, but the model did not
  follow the prompt. Tags in a text domain are no warning: upstream's parser looks for the tags
  first in every domain (``parse_model_output``), so they are a well-formed answer anywhere;
- ``format.repetition``: a loop: the same block repeated back to back at the end of the
  observation or of reasoning that ran into the token limit, or the observation ending in the
  same line many times (unless the action itself loops);
- ``format.budget``: the reasoning budget ran out and the answer was forced.
"""

from __future__ import annotations

import difflib
import json
import re

from playground.decoherence.common import Action, Fact, clip, warn
from playground.decoherence.shell import typed_commands
from playground.decoherence.thresholds import Thresholds
from playground.world.session import Session, Step
from playground.world.warning_records import WorldWarning

_LOOPING_ACTION = re.compile(r"\b(?:while|for|until|yes|watch|repeat|seq|tail\s+-f|ping|top|loop|poll|sleep)\b",
                             re.IGNORECASE)
_USER_TURN = re.compile(r"^\s*(?:###\s*Turn\s+\d+|\*\*Action:\*\*)", re.IGNORECASE | re.MULTILINE)
# Only the marker where tags were asked for: upstream reads tags first in every domain.
_WRAPPER_NOTES = {"marker_instead_of_tag"}


def _squash(text: str) -> str:
    return " ".join(text.split())


def check_echo(session: Session, step: Step, action: Action, th: Thresholds) -> list[WorldWarning]:
    obs = step.observation
    if step.raw is None or not obs or not obs.strip():
        return []
    text = _squash(obs)
    candidates = [_squash(action.text)]
    if session.domain.id == "terminal" and action.data is not None:
        typed, _ = typed_commands(action.data)
        if typed:
            candidates.append(_squash(" ".join(t.line for t in typed)))
    same_json = False
    if action.data is not None and obs.strip()[:1] in "[{":
        try:
            same_json = json.loads(obs) == action.data
        except (json.JSONDecodeError, RecursionError, ValueError):
            same_json = False
    similar = 0.0
    for c in candidates:
        # ratio <= 2*min/(sum): skip the comparison when even a perfect match could not reach the limit
        if c and 2 * min(len(text), len(c)) / (len(text) + len(c)) >= th.echo_similarity:
            similar = max(similar, difflib.SequenceMatcher(None, text, c, autojunk=False).ratio())
    if same_json or similar >= th.echo_similarity or _USER_TURN.search(obs):
        why = ("repeats the user turn" if _USER_TURN.search(obs) else
               "is the action itself" if same_json or similar > 0.999 else f"is {similar:.0%} the action's text")
        return [warn("format.echo", "warning", step.index,
                     f"the observation {why}: the model echoed the action instead of predicting its result",
                     text=obs[:200], earlier=Fact(step.index, clip(action.text, 160)))]
    return []


def check_wrapper(session: Session, step: Step) -> list[WorldWarning]:
    for n in step.parse_notes:
        if n.code in _WRAPPER_NOTES:
            return [warn("format.wrapper", "warning", step.index,
                         f"the answer is not in the {session.domain.title} format: it should use "
                         "<predicted_observation> tags",
                         text=n.message, code=n.code)]
    return []


def check_budget(session: Session, step: Step) -> list[WorldWarning]:
    budget = (step.params or {}).get("reasoning_budget")
    used = (step.timings or {}).get("reasoning_tokens")
    if isinstance(budget, int) and isinstance(used, int) and budget >= 0 and used >= budget and step.raw is not None:
        return [warn("format.budget", "warning", step.index,
                     f"the reasoning budget ({budget:,} tokens) ran out and the answer was forced; it may be "
                     "incomplete or wrong (raise the budget)", text=f"{used:,} reasoning tokens",
                     reasoning_tokens=used, budget=budget)]
    return []


def repeated_tail(text: str, *, min_repeats: int, min_chars: int, max_period: int = 400) -> tuple[str, int] | None:
    """(unit, times) when ``text`` ends with ``unit`` repeated back to back ``times`` >= min_repeats times."""
    t = text.rstrip()[-12000:]
    n = len(t)
    best: tuple[str, int] | None = None
    for period in range(1, min(max_period, n // min_repeats) + 1):
        unit = t[n - period:]
        times = 1
        pos = n - period
        while pos - period >= 0 and t[pos - period:pos] == unit:
            times += 1
            pos -= period
        # one character over and over ("-----") is a ruler more often than a loop: ask for more of it
        need = min_chars * 3 if len(set(unit.strip())) <= 1 else min_chars
        if times >= min_repeats and times * period >= need and unit.strip():
            if best is None or times * period > len(best[0]) * best[1]:
                best = (unit, times)
    return best


def tail_line_run(text: str) -> tuple[str, int]:
    """(line, times) of the identical lines the text ends with. A run the output recovers from
    (a log with a repeated line, then a prompt) is content; a model caught in a loop does not recover."""
    lines = [ln.strip() for ln in text.rstrip().split("\n")]
    if not lines or len(lines[-1]) < 4:
        return ("", 0)
    last, n = lines[-1], 0
    for ln in reversed(lines):
        if ln != last:
            break
        n += 1
    return last, n


def check_repetition(session: Session, step: Step, action: Action, th: Thresholds) -> list[WorldWarning]:
    if step.raw is None:
        return []
    looping = bool(_LOOPING_ACTION.search(action.text))
    texts = [("observation", step.observation or "")]
    if step.finish_reason == "length":
        texts.append(("reasoning", step.reasoning or ""))
    for where_, text in texts:
        if not text or (looping and where_ == "observation"):
            continue  # an action that loops prints the same thing again and again: that is correct
        tail = repeated_tail(text, min_repeats=th.repetition_min_repeats, min_chars=th.repetition_min_chars)
        if tail is not None:
            unit, times = tail
            return [warn("format.repetition", "warning", step.index,
                         f"the {where_} ends in a loop: the same {len(unit)} characters repeated {times} times",
                         text=unit * 2, repeats=times, part=where_)]
        if where_ == "observation":
            line, run = tail_line_run(text)
            if run >= th.repetition_line_run:
                return [warn("format.repetition", "warning", step.index,
                             f"the observation repeats the same line {run} times in a row", text=line,
                             repeats=run, part=where_)]
    return []
