"""A consistency check that must prove itself (issue 23, item 5): the ``judge-consistency`` preview
rule of the fact engine's registry.

For a step the other rules found no contradiction in but whose observation shows again what the fact
store knows, a judge model is asked the official judge's consistency question on a short dossier
(dossier.py: those facts with their step and quote, the writes since, the new observation;
question.py: the definition from the pulled judge prompt). Its JSON answer is kept only when both
quotes are found verbatim in the cited steps and no recorded write since covers the thing
(verdict.py, with the rule in ``engine/rules.py``); every other answer is dropped and counted by
reason. run.py asks a judge given as a callable, so nothing here knows which engine answers.
"""

from __future__ import annotations

from playground.decoherence.judged.dossier import Dossier, DossierBuilder, dossiers
from playground.decoherence.judged.question import (
    JudgePromptError,
    consistency_definition,
    consistency_section,
    judge_messages,
)
from playground.decoherence.judged.run import (
    JUDGE_PARAMS,
    JudgedSession,
    JudgeFn,
    chat_judge,
    contradiction_found,
    judge_dossier,
    judge_session,
    rule_silent_steps,
)
from playground.decoherence.judged.verdict import KIND, RULE, Tally, Verdict, decide, parse_claim, tally

__all__ = [
    "JUDGE_PARAMS", "KIND", "RULE", "Dossier", "DossierBuilder", "JudgeFn", "JudgePromptError", "JudgedSession",
    "Tally", "Verdict", "chat_judge", "consistency_definition", "consistency_section", "contradiction_found",
    "decide", "dossiers", "judge_dossier", "judge_messages", "judge_session", "parse_claim", "rule_silent_steps",
    "tally",
]
