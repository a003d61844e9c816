"""Verify a plan: simulate its actions into saved sessions and judge the predicted world by rules.

Each sample is one session (a new one, or a fork of the session the plan continues): recorded
steps are appended as they are, the others are predicted by the simulator. After every step the
rules are judged on the observation and on the file facts the domain's ledger followed; the
decoherence warnings of predicted steps decide whether the simulation can be trusted at all.

Verdicts, per sample and overall (the worst sample wins):

- ``violation``: a rule broke (in any sample; the report gives how many samples broke it);
- ``unverifiable``: no rule broke, but the simulation decohered (a decoherence warning on a
  predicted step, when coherence is required) or a rule could not be judged;
- ``pass``: every rule held in every sample, and every sample stayed coherent.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Callable, Literal, Sequence

from playground.agents.errors import PlanError
from playground.agents.fsview import FileTracker
from playground.agents.limits import check_samples
from playground.agents.plan import Plan, resolve_domain, validate_plan
from playground.agents.rules import (
    Outcome,
    RuleResult,
    RuleSet,
    StepFacts,
    clip,
    coherence_outcome,
    evaluate,
)
from playground.agents.simulators import DeltaSink, Simulator, record_step
from playground.decoherence.common import checked_text, read_action
from playground.llama.sampling import GenerationParams
from playground.world.domains import Domain
from playground.world.session import Session, Step
from playground.world.store import create_session, fork_session

Verdict = Literal["pass", "violation", "unverifiable"]
VERDICT_ORDER = {"pass": 0, "unverifiable": 1, "violation": 2}
EXIT_CODES = {"pass": 0, "violation": 1, "unverifiable": 3}


@dataclass(frozen=True)
class Progress:
    sample: int
    samples: int
    plan_step: int
    steps: int
    recorded: bool


@dataclass
class StepReport:
    plan_index: int
    index: int
    action: str
    observation: str | None
    recorded: bool
    warnings: list[Any]
    coherence: Outcome
    judgements: list[tuple[str, Outcome]]  # (rule name, judgement at this step)

    def to_dict(self) -> dict[str, Any]:
        return {"plan_step": self.plan_index, "session_step": self.index, "action": self.action,
                "observation": self.observation, "recorded": self.recorded,
                "warnings": [w.to_dict() for w in self.warnings], "coherence": self.coherence.to_dict(),
                "rules": [{"rule": n, **o.to_dict()} for n, o in self.judgements]}


@dataclass
class SampleReport:
    sample: int
    session: Path | None
    verdict: Verdict
    reason: str
    steps: list[StepReport]
    results: list[RuleResult]
    coherence: Outcome
    seed: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"sample": self.sample, "session": str(self.session) if self.session else None,
                "verdict": self.verdict, "reason": self.reason, "seed": self.seed,
                "coherence": self.coherence.to_dict(), "rules": [r.to_dict() for r in self.results],
                "steps": [s.to_dict() for s in self.steps]}


@dataclass
class RuleSummary:
    name: str
    held: int
    broke: int
    unjudged: int
    evidence: str  # the first break (or the first unjudged, or the held evidence), "sample N: ..."

    def to_dict(self) -> dict[str, Any]:
        total = self.held + self.broke + self.unjudged
        return {"rule": self.name, "held": self.held, "broke": self.broke, "unjudged": self.unjudged,
                "samples": total, "frequency": self.broke / total if total else 0.0, "evidence": self.evidence}


@dataclass
class VerifyReport:
    verdict: Verdict
    reason: str
    plan: Plan
    domain: str
    rules: RuleSet
    samples: list[SampleReport]
    summary: list[RuleSummary] = field(default_factory=list)
    coherence: RuleSummary | None = None
    seconds: float = 0.0

    @property
    def exit_code(self) -> int:
        return EXIT_CODES[self.verdict]

    def to_dict(self) -> dict[str, Any]:
        return {"verdict": self.verdict, "reason": self.reason, "domain": self.domain, "plan": self.plan.to_dict(),
                "rules_file": self.rules.source, "samples": len(self.samples), "seconds": round(self.seconds, 3),
                "rules": [s.to_dict() for s in self.summary],
                "coherence": self.coherence.to_dict() if self.coherence else None,
                "sessions": [str(s.session) for s in self.samples if s.session],
                "sample_reports": [s.to_dict() for s in self.samples]}


# --------------------------------------------------------------------------- running

def _new_session(plan: Plan, domain: Domain, directory: Path, base: Session | None, name: str,
                 title: str, params: GenerationParams) -> Session:
    if base is not None:
        last = base.steps[-1].index if base.steps else 0
        return fork_session(base, last, directory, name=name, title=title, defer=True)
    # deferred: a sample whose first step fails leaves no file behind
    return create_session(directory, domain.id, name=name, system_prompt=plan.system_prompt,
                          initial_state=plan.initial_state, title=title, params=params.to_dict(), seed=params.seed,
                          defer=True)


def _facts(plan_index: int, step: Step, files: Any, recorded: bool) -> StepFacts:
    action = read_action(step)
    return StepFacts(plan_index=plan_index, index=step.index, action=step.action, tool=action.kind,
                     observation=checked_text(step), recorded=recorded, warnings=tuple(step.warnings), files=files)


def _sample_verdict(rules: RuleSet, results: Sequence[RuleResult], coherence: Outcome) -> tuple[Verdict, str]:
    broke = [r for r in results if r.outcome.status == "broke"]
    if broke:
        extra = " (the simulation also decohered)" if coherence.status == "broke" else ""
        return "violation", f"rule {broke[0].rule.name!r} broke: {broke[0].outcome.evidence}{extra}"
    if rules.coherence.required and coherence.status == "broke":
        return "unverifiable", f"the simulation decohered: {coherence.evidence}"
    unjudged = [r for r in results if r.outcome.status == "unjudged"]
    if unjudged:
        return "unverifiable", f"rule {unjudged[0].rule.name!r} could not be judged: {unjudged[0].outcome.evidence}"
    return "pass", f"all {len(results)} rule(s) held" + (" and the simulation stayed coherent"
                                                          if rules.coherence.required else "")


def run_sample(plan: Plan, actions: Sequence[str], rules: RuleSet, session: Session, *,
               simulator: Simulator | None, params: GenerationParams, sample: int = 1, samples: int = 1,
               on_progress: Callable[[Progress], None] | None = None,
               on_delta: DeltaSink | None = None) -> SampleReport:
    """Run the plan's entries into ``session`` and judge them."""
    tracker = FileTracker(session)
    facts: list[StepFacts] = []
    reports: list[StepReport] = []
    for i, (entry, action) in enumerate(zip(plan.entries, actions), 1):
        if on_progress is not None:
            on_progress(Progress(sample, samples, i, len(plan.entries), entry.recorded))
        before = Session(session.path, session.header, list(session.steps))
        if entry.recorded:
            assert entry.observation is not None
            step = record_step(session, entry.action, entry.observation, state=entry.state)
        else:
            if simulator is None:
                raise PlanError(f"{plan.name} {entry.where} has no recorded observation and no model is loaded")
            session = simulator.run(session, entry.action, params, state=entry.state, on_delta=on_delta)
            step = session.steps[-1]
        f = _facts(i, step, tracker.feed(before, step), entry.recorded)
        facts.append(f)
        reports.append(StepReport(i, step.index, action, f.observation, entry.recorded, list(step.warnings),
                                  coherence_outcome(rules.coherence, f), []))
    results = [evaluate(rule, facts) for rule in rules.rules]
    for r in results:
        for plan_index, o in r.steps:
            reports[plan_index - 1].judgements.append((r.rule.name, o))
    broken = next((s.coherence for s in reports if s.coherence.status == "broke"), None)
    coherence = broken or Outcome("held", "no decoherence warning on a simulated step"
                                  if any(not s.recorded for s in reports) else "every step is recorded")
    verdict, reason = _sample_verdict(rules, results, coherence)
    return SampleReport(sample, session.path, verdict, reason, reports, results, coherence, params.seed)


def _summaries(rules: RuleSet, samples: Sequence[SampleReport]) -> tuple[list[RuleSummary], RuleSummary]:
    out = []
    for i, rule in enumerate(rules.rules):
        counts = {"held": 0, "broke": 0, "unjudged": 0}
        first: dict[str, str] = {}
        for s in samples:
            o = s.results[i].outcome
            counts[o.status] += 1
            first.setdefault(o.status, f"sample {s.sample}: {o.evidence}")
        evidence = first.get("broke") or first.get("unjudged") or first.get("held", "")
        out.append(RuleSummary(rule.name, counts["held"], counts["broke"], counts["unjudged"], evidence))
    broke = [s for s in samples if s.coherence.status == "broke"]
    coherent = RuleSummary("coherent", len(samples) - len(broke), len(broke), 0,
                           f"sample {broke[0].sample}: {broke[0].coherence.evidence}" if broke
                           else samples[0].coherence.evidence if samples else "")
    return out, coherent


def _overall(samples: Sequence[SampleReport], summary: Sequence[RuleSummary]) -> tuple[Verdict, str]:
    worst = max(samples, key=lambda s: VERDICT_ORDER[s.verdict])
    n = len(samples)
    if worst.verdict == "violation":
        broke = [r for r in summary if r.broke]
        parts = [f"{r.name!r} broke in {r.broke}/{n} sample(s) ({r.evidence})" for r in broke]
        return "violation", "; ".join(parts)
    if n == 1:
        return worst.verdict, worst.reason
    bad = [s for s in samples if s.verdict == worst.verdict]
    return worst.verdict, (f"{len(bad)}/{n} sample(s) {worst.verdict}: sample {bad[0].sample}: {bad[0].reason}"
                           if worst.verdict != "pass" else f"all {n} samples: {worst.reason}")


def verify_plan(plan: Plan, rules: RuleSet, *, directory: str | Path, simulator: Simulator | None = None,
                params: GenerationParams | None = None, samples: int = 1, base: Session | None = None,
                domain: str | None = None, on_progress: Callable[[Progress], None] | None = None,
                on_delta: DeltaSink | None = None) -> VerifyReport:
    """Simulate ``plan`` ``samples`` times into sessions in ``directory`` and judge it by ``rules``.

    ``base``: a session the plan continues (each sample is a fork of its last step). ``domain``: the
    caller's choice (a flag); the plan, the rules and ``base`` must agree with it. Raises
    :class:`PlanError` before anything is written when ``samples`` is outside
    :func:`~playground.agents.limits.check_samples`' range, an action does not fit the domain or
    the plan needs a model and ``simulator`` is None.
    """
    check_samples(samples)
    started = time.perf_counter()
    params = (params or GenerationParams()).validate()
    spec = resolve_domain(("--domain", domain), ("the plan", plan.domain), ("the rules", rules.domain),
                          ("the session", base.header.domain if base is not None else None))
    if base is not None and (plan.initial_state is not None or plan.system_prompt is not None):
        raise PlanError("a plan that continues a session takes its state and system prompt from that session")
    actions = validate_plan(plan, spec, tools=base.tools if base is not None else None)
    if plan.predicted and simulator is None:
        raise PlanError(f"{plan.predicted} of the plan's {len(plan.entries)} actions have no recorded observation; "
                        "load a model to simulate them (--model FILE)")
    directory = Path(directory)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    reports = []
    for s in range(1, samples + 1):
        p = params if params.seed is None else replace(params, seed=(params.seed + s - 1) % 2**32)
        name = f"verify-{plan.name}-{stamp}" + (f"-s{s}" if samples > 1 else "")
        title = f"verify {plan.name}" + (f" (sample {s}/{samples})" if samples > 1 else "")
        session = _new_session(plan, spec, directory, base, name, title, p)
        reports.append(run_sample(plan, actions, rules, session, simulator=simulator, params=p, sample=s,
                                  samples=samples, on_progress=on_progress, on_delta=on_delta))
    summary, coherence = _summaries(rules, reports)
    verdict, reason = _overall(reports, summary)
    return VerifyReport(verdict, reason, plan, spec.id, rules, reports, summary, coherence,
                        time.perf_counter() - started)


# --------------------------------------------------------------------------- text

_MARK = {"held": "held ", "broke": "BROKE", "unjudged": "?    "}


def _compact(action: str) -> str:
    try:
        return json.dumps(json.loads(action), ensure_ascii=False, separators=(", ", ": "))
    except (ValueError, RecursionError):
        return action


def render_text(report: VerifyReport, *, show_held: bool = True) -> str:
    """The report for people: per sample and step, each judgement with its evidence; then the verdict."""
    lines: list[str] = []
    n = len(report.samples)
    plan = report.plan
    lines.append(f"plan {plan.name}: {len(plan.entries)} action(s) in {report.domain} "
                 f"({plan.predicted} simulated, {len(plan.entries) - plan.predicted} recorded); "
                 f"rules {report.rules.source}: {len(report.rules.rules)} rule(s)"
                 + (", coherence required" if report.rules.coherence.required else ""))
    for s in report.samples:
        head = f"sample {s.sample}/{n}" if n > 1 else "simulation"
        lines.append(f"{head}: {s.verdict}  ({s.session})")
        for st in s.steps:
            tag = "recorded" if st.recorded else "simulated"
            lines.append(f"  step {st.plan_index} ({tag}): {clip(_compact(st.action), 100)}")
            obs = st.observation if st.observation is not None else "(no observation)"
            lines.append(f"    observation: {clip(obs, 160)}")
            if not st.recorded:
                lines.append(f"    {_MARK[st.coherence.status]}  coherent: {st.coherence.evidence}")
            for name, o in st.judgements:
                if show_held or o.status != "held":
                    lines.append(f"    {_MARK[o.status]}  {name}: {o.evidence}")
        for r in s.results:
            if r.rule.when != "each" or not r.steps:
                lines.append(f"  {_MARK[r.outcome.status]}  {r.rule.name} ({r.rule.when}): {r.outcome.evidence}")
    if n > 1:
        lines.append("rules over the samples:")
        for rs in report.summary:
            lines.append(f"  {rs.name}: broke in {rs.broke}/{n}, held in {rs.held}/{n}"
                         + (f", not judged in {rs.unjudged}/{n}" if rs.unjudged else "")
                         + (f"  ({rs.evidence})" if rs.broke or rs.unjudged else ""))
        if report.coherence is not None:
            lines.append(f"  coherent: decohered in {report.coherence.broke}/{n}")
    lines.append(f"verdict: {report.verdict}: {report.reason}")
    return "\n".join(lines)
