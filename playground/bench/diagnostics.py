"""The "World Model Output Diagnostics" the official GUI judge prompts ask for, computed.

The android, web and os judge prompts at the pinned commit (sections "Final-Answer Discipline
Calibration" and "Missing Final Observation Calibration") tell the judge to weigh eight fields of
the world model's answer, but upstream's ``eval.py`` never computes or sends them. This module
computes each one as those sections use it:

- ``raw_*`` fields read the raw answer: the whole ``gen`` as the judge step receives it (reasoning,
  draft blocks, tags and all);
- ``extracted_*`` fields read the observation the judge is shown
  (:func:`playground.bench.judge_parse.extract_prediction`'s result).

Each field:

- ``raw_speculative_word_count``: words of the raw answer found in :data:`SPECULATIVE_WORDS` (hedges
  and conditionals: "would", "likely", "probably", "might", ...);
- ``raw_would_word_count``: words of the raw answer in the "would" family (:data:`WOULD_WORDS`);
- ``raw_likely_word_count``: words of the raw answer in the "likely" family (:data:`LIKELY_WORDS`);
- ``raw_nonfinal_chars``: characters of the raw answer that are not the extracted observation
  (reasoning, drafts, tags, whitespace): ``len(raw) - len(extracted)``, the whole raw length when
  nothing was extracted;
- ``response_start_tag_count``: ``<predicted_observation>`` tags in the raw answer (case-insensitive,
  as upstream matches them);
- ``response_end_tag_count``: ``</predicted_observation>`` tags in the raw answer;
- ``extracted_output_chars``: characters of the extracted observation (0 when there is none);
- ``extracted_no_output``: true when nothing was extracted: an empty block, or upstream's
  ``"No output"`` placeholder (an empty or all-reasoning answer).

A word is a run of letters with inner apostrophes ("wouldn't"), compared case-insensitively. The
word lists are data, below; the counting is general.
"""

from __future__ import annotations

import re
from typing import Mapping

from playground.bench.judge_parse import NO_OUTPUT, PREDICTION_TAG

# The domains whose official judge prompts read the diagnostics (AgentWorldBench task names).
GUI_TASKS: tuple[str, ...] = ("android", "web", "os")

# The order the fields are named in the prompts' calibration sections, and shown to the judge.
FIELDS: tuple[str, ...] = (
    "raw_speculative_word_count", "raw_would_word_count", "raw_likely_word_count", "raw_nonfinal_chars",
    "response_start_tag_count", "response_end_tag_count", "extracted_output_chars", "extracted_no_output",
)

# "would" and "likely" are named by their own fields; the prompts read them as "exploring multiple
# possible futures".
WOULD_WORDS: frozenset[str] = frozenset({"would", "wouldn't", "would've", "wouldnt"})
LIKELY_WORDS: frozenset[str] = frozenset({"likely", "unlikely", "likelihood"})
# Words that hedge or speculate about what the screen shows instead of stating it. Chosen to be
# rare in real GUI observations ("may" is left out: it is a month in calendars and dates).
SPECULATIVE_WORDS: frozenset[str] = WOULD_WORDS | LIKELY_WORDS | frozenset({
    "probably", "possibly", "perhaps", "maybe", "presumably", "supposedly", "apparently", "seemingly",
    "might", "might've", "mightn't", "could", "could've", "couldn't", "should", "should've", "shouldn't",
    "assume", "assuming", "suppose", "supposing", "guess", "hypothetically", "alternatively",
})

_WORD = re.compile(r"[^\W\d_]+(?:['\u2019][^\W\d_]+)*")


def _words(text: str) -> list[str]:
    return [w.replace("\u2019", "'").lower() for w in _WORD.findall(text)]


def _count(words: list[str], table: frozenset[str]) -> int:
    return sum(1 for w in words if w in table)


def no_output(extracted: str) -> bool:
    """Whether the extraction produced nothing to judge."""
    return extracted.strip() in ("", NO_OUTPUT)


def output_diagnostics(gen: str, extracted: str, tag: str = PREDICTION_TAG) -> dict[str, int | bool]:
    """The eight diagnostics of a world model's raw answer ``gen`` and the observation extracted from it,
    in :data:`FIELDS` order (see the module doc for each definition)."""
    words = _words(gen)
    empty = no_output(extracted)
    extracted_chars = 0 if empty else len(extracted)
    return {
        "raw_speculative_word_count": _count(words, SPECULATIVE_WORDS),
        "raw_would_word_count": _count(words, WOULD_WORDS),
        "raw_likely_word_count": _count(words, LIKELY_WORDS),
        "raw_nonfinal_chars": max(0, len(gen) - extracted_chars),
        "response_start_tag_count": len(re.findall(f"<{re.escape(tag)}>", gen, re.IGNORECASE)),
        "response_end_tag_count": len(re.findall(f"</{re.escape(tag)}>", gen, re.IGNORECASE)),
        "extracted_output_chars": extracted_chars,
        "extracted_no_output": empty,
    }


def _value(v: int | bool) -> str:
    # the prompts say "if extracted_no_output is true": JSON-style booleans
    return ("true" if v else "false") if isinstance(v, bool) else str(v)


DIAGNOSTICS_HEADING = "**World Model Output Diagnostics:**"


def diagnostics_block(d: Mapping[str, int | bool]) -> str:
    """The diagnostics as the judge reads them: a heading, then ``name: value`` lines in a fenced block
    (the same shape as the prediction and ground-truth blocks around it)."""
    lines = "\n".join(f"{name}: {_value(d[name])}" for name in FIELDS if name in d)
    return f"{DIAGNOSTICS_HEADING}\n```\n{lines}\n```"
