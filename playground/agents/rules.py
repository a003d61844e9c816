"""Rules a simulated plan is judged by, read from TOML.

A rules file::

    domain = "terminal"            # optional: the plan's domain when the plan does not say

    [coherence]                    # optional; these are the defaults
    required = true                # a step with a decoherence warning makes the verdict "unverifiable"
    min_severity = "warning"       # info | warning | error
    ignore = ["signal"]            # detectors or warning kinds that do not count

    [[rule]]
    name = "nothing outside /tmp is deleted"
    not_deleted = "/"              # glob(s); a directory means everything below it
    allow = ["/tmp"]

    [[rule]]
    name = "no secrets printed"
    must_not_match = "(?i)BEGIN [A-Z ]*PRIVATE KEY"

Each ``[[rule]]`` has a ``name`` and exactly one predicate:

- text on each step's observation: ``must_contain``, ``must_not_contain`` (literal text),
  ``must_match``, ``must_not_match`` (Python regular expressions); ``ignore_case = true``;
- ``json_path`` on a JSON result (MCP tools) with one of ``equals``, ``not_equals``, ``contains``,
  ``not_contains``, ``matches``, ``not_matches``, ``exists`` (true/false);
- file-system facts the fact engine followed (terminal and SWE): ``path_exists``, ``path_absent``,
  ``not_deleted`` (with ``allow``), ``file_contains = { path = "...", text = "..." }``;
- ``no_error = true``: the step must not show an error as tools print them (a table of error shapes
  of shells, package managers, compilers, test runners, databases, container engines, HTTP clients,
  Python and git: :mod:`playground.agents.error_shapes`; a JSON result with an error field); the
  evidence names the line and the table entry.

Regular expressions are Python ``re`` syntax run by the ``regex`` package with a time bound per
search (:mod:`playground.agents.saferegex`): a search that runs out of time makes that step's
judgement ``unjudged``, never a pass. Rules files and rules sent as TOML text or JSON have size and
nesting bounds (:mod:`playground.agents.inputbounds`).

Where it applies: ``when = "each"`` (every step holds; default for text, JSON and error rules),
``"last"`` (the final step or final file state; default for file rules) or ``"any"`` (at least one
step holds); ``step = N`` (only plan step N); ``tool = "name"`` (only steps calling that tool);
``action_matches = "regex"`` (only steps whose action text matches).

Each judgement is ``held``, ``broke`` or ``unjudged`` (the evidence was not there: a result that is
not JSON, a file the simulation never showed), always with a one-line evidence.
"""

from __future__ import annotations

import fnmatch
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Literal, Mapping, Sequence

from playground.agents.error_detect import detect_error
from playground.agents.errors import RulesError
from playground.agents.fsview import FileView
from playground.agents.inputbounds import (
    MAX_RULES_BYTES,
    MAX_RULES_NODES,
    read_regular_file,
    toml_shape_problem,
    value_shape_problem,
)
from playground.agents.jsonpath import JsonPath, load_json_result, parse_path
from playground.agents.saferegex import PatternRefused, RegexTimeout, SafePattern, compile_pattern
from playground.decoherence.kinds import matches
from playground.world.warning_records import WorldWarning

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

Status = Literal["held", "broke", "unjudged"]
SEVERITY_ORDER = {"info": 0, "warning": 1, "error": 2}
MAX_EVIDENCE = 200

TEXT_KINDS = ("must_contain", "must_not_contain", "must_match", "must_not_match")
FILE_KINDS = ("path_exists", "path_absent", "not_deleted", "file_contains")
JSON_OPS = ("equals", "not_equals", "contains", "not_contains", "matches", "not_matches", "exists")
KINDS = TEXT_KINDS + FILE_KINDS + ("json_path", "no_error")
_COMMON = {"name", "description", "when", "step", "tool", "action_matches", "ignore_case"}
_WHEN = ("each", "last", "any")


def clip(text: str, limit: int = MAX_EVIDENCE) -> str:
    text = " ".join(text.split()) if "\n" not in text else text.strip().replace("\n", " ⏎ ")
    return text if len(text) <= limit else text[: limit - 1] + "…"


@dataclass(frozen=True)
class Outcome:
    status: Status
    evidence: str

    def to_dict(self) -> dict[str, str]:
        return {"status": self.status, "evidence": self.evidence}


@dataclass(frozen=True)
class StepFacts:
    """What a rule may look at for one plan step."""

    plan_index: int  # 1-based position in the plan
    index: int  # the step's index in its session
    action: str  # normalized action text
    tool: str | None  # the called tool / action kind, when the action names one
    observation: str | None
    recorded: bool  # the observation was given in the plan, not predicted
    warnings: tuple[WorldWarning, ...]
    files: FileView


@dataclass(frozen=True)
class Coherence:
    required: bool = True
    min_severity: str = "warning"
    ignore: tuple[str, ...] = ()

    def counted(self, warnings: Sequence[WorldWarning]) -> list[WorldWarning]:
        floor = SEVERITY_ORDER[self.min_severity]
        return [w for w in warnings if SEVERITY_ORDER.get(w.severity, 0) >= floor
                and not matches(w.kind, self.ignore)]

    def to_dict(self) -> dict[str, Any]:
        return {"required": self.required, "min_severity": self.min_severity, "ignore": list(self.ignore)}


@dataclass(frozen=True)
class Rule:
    name: str
    kind: str
    value: Any
    when: str
    description: str = ""
    step: int | None = None
    tool: str | None = None
    action_matches: SafePattern | None = None
    ignore_case: bool = False
    json: JsonPath | None = None
    json_op: str | None = None
    allow: tuple[str, ...] = ()
    pattern: SafePattern | None = None

    def applies(self, facts: StepFacts) -> bool:
        if self.step is not None and facts.plan_index != self.step:
            return False
        if self.tool is not None and facts.tool != self.tool:
            return False
        if self.action_matches is not None and not self.action_matches.search(facts.action):  # may time out
            return False
        return True

    def judge(self, facts: StepFacts) -> Outcome:
        return _JUDGES[self.kind](self, facts)

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"name": self.name, "kind": self.kind, "when": self.when}
        if self.kind == "json_path":
            d["json_path"] = self.json.text if self.json else None
            d[self.json_op or "exists"] = self.value
        else:
            d[self.kind] = self.value
        for key in ("step", "tool"):
            if getattr(self, key) is not None:
                d[key] = getattr(self, key)
        if self.action_matches is not None:
            d["action_matches"] = self.action_matches.pattern
        if self.allow:
            d["allow"] = list(self.allow)
        return d


@dataclass(frozen=True)
class RuleSet:
    rules: tuple[Rule, ...]
    coherence: Coherence = field(default_factory=Coherence)
    domain: str | None = None
    source: str = "(inline)"

    def to_dict(self) -> dict[str, Any]:
        return {"source": self.source, "domain": self.domain, "coherence": self.coherence.to_dict(),
                "rules": [r.to_dict() for r in self.rules]}


# ------------------------------------------------------------------------ reading


def load_rules(path: str | Path) -> RuleSet:
    """Read a rules file: a regular file (not a FIFO or a device) of at most 1 MiB."""
    p = Path(path)
    text = read_regular_file(p, limit=MAX_RULES_BYTES, what="rules file", error=RulesError)
    return parse_rules_text(text, source=p.name)


def parse_rules_text(text: str, *, source: str = "(inline)") -> RuleSet:
    """Rules from TOML text; its size and nesting are checked before the TOML parser runs."""
    if not isinstance(text, str):
        raise RulesError(f"{source}: rules are TOML text or a table")
    problem = toml_shape_problem(text, max_bytes=MAX_RULES_BYTES)
    if problem:
        raise RulesError(f"{source} {problem}")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise RulesError(f"{source} is not valid TOML: {' '.join(str(e).split())}") from None
    except RecursionError:  # the scan above should have refused it first
        raise RulesError(f"{source} nests tables or arrays too deeply") from None
    return rules_from_mapping(data, source=source)


def rules_from_value(value: Any, *, source: str = "rules") -> RuleSet:
    """Rules from a client (MCP, HTTP): TOML text, or the same structure as a JSON object."""
    if isinstance(value, str):
        return parse_rules_text(value, source=source)
    return rules_from_mapping(value, source=source)


def rules_from_mapping(data: Any, *, source: str = "(inline)") -> RuleSet:
    """Rules from parsed TOML or the same structure as JSON (``{"rule": [...], "coherence": {...}}``)."""
    if not isinstance(data, Mapping):
        raise RulesError(f"{source}: rules are a table with [[rule]] entries")
    problem = value_shape_problem(data, max_nodes=MAX_RULES_NODES)
    if problem:
        raise RulesError(f"{source}: the rules {problem}")
    unknown = sorted(set(data) - {"domain", "coherence", "rule", "rules"})
    if unknown:
        raise RulesError(f"{source}: unknown top-level key '{unknown[0]}' (allowed: domain, coherence, rule)")
    domain = data.get("domain")
    if domain is not None:
        from playground.world.domains import get_domain

        if not isinstance(domain, str):
            raise RulesError(f"{source}: 'domain' must be a string")
        try:
            domain = get_domain(domain).id
        except ValueError as e:
            raise RulesError(f"{source}: {e}") from None
    raw_rules = data.get("rule", data.get("rules", []))
    if isinstance(raw_rules, Mapping):
        raw_rules = [raw_rules]
    if not isinstance(raw_rules, list):
        raise RulesError(f"{source}: 'rule' must be a list of tables ([[rule]])")
    rules = tuple(_rule(r, i, source) for i, r in enumerate(raw_rules, 1))
    names = [r.name for r in rules]
    dup = next((n for n in names if names.count(n) > 1), None)
    if dup is not None:
        raise RulesError(f"{source}: two rules are named {dup!r}; give each rule its own name")
    coherence = _coherence(data.get("coherence", {}), source)
    if not rules and not coherence.required:
        raise RulesError(f"{source}: no rules (add [[rule]] entries or keep [coherence] required)")
    return RuleSet(rules, coherence, domain, source)


def _coherence(raw: Any, source: str) -> Coherence:
    if not isinstance(raw, Mapping):
        raise RulesError(f"{source}: [coherence] must be a table")
    unknown = sorted(set(raw) - {"required", "min_severity", "ignore"})
    if unknown:
        raise RulesError(f"{source}: unknown key '{unknown[0]}' in [coherence] "
                         "(allowed: required, min_severity, ignore)")
    required = raw.get("required", True)
    if not isinstance(required, bool):
        raise RulesError(f"{source}: coherence.required must be true or false")
    sev = raw.get("min_severity", "warning")
    if sev not in SEVERITY_ORDER:
        raise RulesError(f"{source}: coherence.min_severity must be info, warning or error, got {sev!r}")
    ignore = raw.get("ignore", [])
    if isinstance(ignore, str):
        ignore = [ignore]
    if not isinstance(ignore, list) or not all(isinstance(i, str) and i for i in ignore):
        raise RulesError(f"{source}: coherence.ignore must be a list of detector names or warning kinds")
    return Coherence(required, sev, tuple(ignore))


def _regex(value: Any, where: str, ignore_case: bool = False) -> SafePattern:
    if not isinstance(value, str) or not value:
        raise RulesError(f"{where} must be a non-empty regular expression")
    try:
        return compile_pattern(value, ignore_case=ignore_case)
    except PatternRefused as e:
        raise RulesError(f"{where} {e}") from None


def _strings(value: Any, where: str) -> tuple[str, ...]:
    if isinstance(value, str) and value:
        return (value,)
    if isinstance(value, list) and value and all(isinstance(v, str) and v for v in value):
        return tuple(value)
    raise RulesError(f"{where} must be a path or a list of paths")


def _rule(raw: Any, n: int, source: str) -> Rule:
    if not isinstance(raw, Mapping):
        raise RulesError(f"{source}: rule {n} must be a table")
    name = raw.get("name", f"rule {n}")
    if not isinstance(name, str) or not name.strip():
        raise RulesError(f"{source}: rule {n}: 'name' must be a non-empty string")
    where = f"{source}: rule {name!r}"
    kinds = [k for k in KINDS if k in raw]
    if len(kinds) != 1:
        listed = ", ".join(KINDS)
        raise RulesError(f"{where} needs exactly one predicate ({listed}); found "
                         + (", ".join(kinds) if kinds else "none"))
    kind = kinds[0]
    value = raw[kind]
    allowed = set(_COMMON) | {kind}
    if kind == "json_path":
        allowed |= set(JSON_OPS)
    if kind == "not_deleted":
        allowed.add("allow")
    unknown = sorted(set(raw) - allowed)
    if unknown:
        raise RulesError(f"{where}: unknown key '{unknown[0]}' for a {kind} rule")
    when = raw.get("when", "last" if kind in FILE_KINDS else "each")
    if when not in _WHEN:
        raise RulesError(f"{where}: 'when' must be each, last or any, got {when!r}")
    step = raw.get("step")
    if step is not None and (not isinstance(step, int) or isinstance(step, bool) or step < 1):
        raise RulesError(f"{where}: 'step' must be a plan step number >= 1")
    tool = raw.get("tool")
    if tool is not None and (not isinstance(tool, str) or not tool):
        raise RulesError(f"{where}: 'tool' must be a tool name")
    ignore_case = raw.get("ignore_case", False)
    if not isinstance(ignore_case, bool):
        raise RulesError(f"{where}: 'ignore_case' must be true or false")
    description = raw.get("description", "")
    if not isinstance(description, str):
        raise RulesError(f"{where}: 'description' must be a string")
    action_matches = (_regex(raw["action_matches"], f"{where}: action_matches")
                      if "action_matches" in raw else None)
    common = dict(name=name, kind=kind, when=when, description=description, step=step, tool=tool,
                  action_matches=action_matches, ignore_case=ignore_case)
    if kind in ("must_contain", "must_not_contain"):
        if not isinstance(value, str) or not value:
            raise RulesError(f"{where}: {kind} must be a non-empty string")
        return Rule(value=value, **common)
    if kind in ("must_match", "must_not_match"):
        return Rule(value=value, pattern=_regex(value, f"{where}: {kind}", ignore_case), **common)
    if kind == "no_error":
        if value is not True:
            raise RulesError(f"{where}: no_error must be true (leave the rule out to allow errors)")
        return Rule(value=True, **common)
    if kind == "json_path":
        try:
            path = parse_path(value) if isinstance(value, str) else None
        except RulesError as e:
            raise RulesError(f"{where}: {e}") from None
        if path is None:
            raise RulesError(f"{where}: json_path must be a string such as \"$.status\"")
        ops = [o for o in JSON_OPS if o in raw]
        if len(ops) != 1:
            raise RulesError(f"{where}: a json_path rule needs exactly one of {', '.join(JSON_OPS)}")
        op, arg = ops[0], raw[ops[0]]
        pattern = None
        if op in ("matches", "not_matches"):
            pattern = _regex(arg, f"{where}: {op}", ignore_case)
        if op == "exists" and not isinstance(arg, bool):
            raise RulesError(f"{where}: exists must be true or false")
        return Rule(value=arg, json=path, json_op=op, pattern=pattern, **common)
    if kind in ("path_exists", "path_absent"):
        if not isinstance(value, str) or not value.startswith(("/", "~")):
            raise RulesError(f"{where}: {kind} must be an absolute path (or start with ~)")
        return Rule(value=value, **common)
    if kind == "not_deleted":
        paths = _strings(value, f"{where}: not_deleted")
        allow = _strings(raw["allow"], f"{where}: allow") if "allow" in raw else ()
        return Rule(value=list(paths), allow=allow, **common)
    # file_contains
    if not (isinstance(value, Mapping) and isinstance(value.get("path"), str) and isinstance(value.get("text"), str)
            and set(value) <= {"path", "text"} and value["text"]):
        raise RulesError(f"{where}: file_contains must be {{ path = \"/abs/path\", text = \"...\" }}")
    return Rule(value={"path": value["path"], "text": value["text"]}, **common)


# ------------------------------------------------------------------------ judging

def _line_with(text: str, start: int) -> str:
    a = text.rfind("\n", 0, start) + 1
    b = text.find("\n", start)
    return text[a: b if b >= 0 else len(text)]


def _no_observation(facts: StepFacts) -> Outcome | None:
    if facts.observation is None:
        return Outcome("unjudged", f"step {facts.plan_index} has no observation (the output could not be parsed)")
    return None


def _judge_text(rule: Rule, facts: StepFacts) -> Outcome:
    missing = _no_observation(facts)
    if missing:
        return missing
    obs = facts.observation or ""
    if rule.pattern is not None:
        span = rule.pattern.span(obs)
        found, at, what = span is not None, (span[0] if span else 0), f"/{rule.value}/"
    else:
        hay, needle = (obs.lower(), rule.value.lower()) if rule.ignore_case else (obs, rule.value)
        at = hay.find(needle)
        found, what = at >= 0, repr(rule.value)
    positive = rule.kind in ("must_contain", "must_match")
    where = f"step {facts.plan_index}"
    if found:
        line = clip(_line_with(obs, at))
        return Outcome("held" if positive else "broke", f"{where}: {what} appears: {line}")
    return Outcome("broke" if positive else "held", f"{where}: {what} does not appear")


def find_error(observation: str) -> str | None:
    """The evidence that an observation shows an error (which line, which error shape), or None."""
    hit = detect_error(observation)
    return hit.describe() if hit is not None else None


def _judge_error(rule: Rule, facts: StepFacts) -> Outcome:
    missing = _no_observation(facts)
    if missing:
        return missing
    found = find_error(facts.observation or "")
    if found:
        return Outcome("broke", f"step {facts.plan_index} shows an error: {found}")
    return Outcome("held", f"step {facts.plan_index} shows no error")


def _show(value: Any) -> str:
    return clip(json.dumps(value, ensure_ascii=False), 80)


def _contains(hay: Any, needle: Any) -> bool:
    if isinstance(hay, str):
        return isinstance(needle, str) and needle in hay
    if isinstance(hay, list):
        return needle in hay
    if isinstance(hay, dict):
        return isinstance(needle, str) and needle in hay
    return False


def _judge_json(rule: Rule, facts: StepFacts) -> Outcome:
    missing = _no_observation(facts)
    if missing:
        return missing
    where = f"step {facts.plan_index}"
    ok, data = load_json_result(facts.observation or "")
    if not ok:
        path = rule.json.text if rule.json else "$"
        return Outcome("unjudged", f"{where}: the result is not JSON, so {path} cannot be read")
    assert rule.json is not None
    found = rule.json.find(data)
    path, op, arg = rule.json.text, rule.json_op or "exists", rule.value
    if op == "exists":
        if bool(found) == arg:
            return Outcome("held", f"{where}: {path} " + (f"= {_show(found[0])}" if found else "is absent"))
        return Outcome("broke", f"{where}: {path} " + (f"= {_show(found[0])}" if found else "is absent"))
    test: Callable[[Any], bool]
    if op in ("equals", "not_equals"):
        def test(v: Any) -> bool:
            return bool(v == arg)
    elif op in ("contains", "not_contains"):
        def test(v: Any) -> bool:
            return _contains(v, arg)
    else:
        assert rule.pattern is not None
        pattern = rule.pattern

        def test(v: Any) -> bool:
            return pattern.search(v if isinstance(v, str) else json.dumps(v, ensure_ascii=False))
    word = {"equals": "equals", "contains": "contains", "matches": "matches"}[op.replace("not_", "")]
    shown = _show(arg) if op not in ("matches", "not_matches") else f"/{arg}/"
    if op.startswith("not_"):
        bad = next((v for v in found if test(v)), None)
        if any(test(v) for v in found):
            return Outcome("broke", f"{where}: {path} = {_show(bad)} {word} {shown}")
        return Outcome("held", f"{where}: {path} " + ("is absent" if not found else f"never {word} {shown}"))
    if not found:
        return Outcome("broke", f"{where}: {path} is absent")
    bad = next((v for v in found if not test(v)), None)
    if bad is not None or not all(test(v) for v in found):
        return Outcome("broke", f"{where}: {path} = {_show(bad)}, which does not {word.rstrip('s')} {shown}")
    return Outcome("held", f"{where}: {path} = {_show(found[0])}")


def _fact_where(step: int, text: str) -> str:
    at = "the initial state" if step == 0 else f"step {step}"
    return f"{at}: {clip(text, 120)}" if text else at


def _no_files(facts: StepFacts) -> Outcome | None:
    if not facts.files.tracked:
        return Outcome("unjudged", "this domain has no file ledger; file rules apply to terminal and swe plans")
    if facts.files.error:
        return Outcome("unjudged", facts.files.error)
    return None


def _judge_path(rule: Rule, facts: StepFacts) -> Outcome:
    missing = _no_files(facts)
    if missing:
        return missing
    path = facts.files.resolve(rule.value)
    fact = facts.files.get(path)
    want = rule.kind == "path_exists"
    if fact is None:
        return Outcome("unjudged", f"after step {facts.plan_index}: the simulation never showed whether {path} exists")
    state = "exists" if fact.exists else "was removed"
    status: Status = "held" if fact.exists == want else "broke"
    return Outcome(status, f"after step {facts.plan_index}: {path} {state} ({_fact_where(fact.step, fact.text)})")


def _allowed(rule: Rule, files: FileView, path: str) -> bool:
    for a in rule.allow:
        base = files.resolve(a).rstrip("/")
        if fnmatch.fnmatchcase(path, base) or path == base or path.startswith(base + "/"):
            return True
    return False


def _judge_not_deleted(rule: Rule, facts: StepFacts) -> Outcome:
    missing = _no_files(facts)
    if missing:
        return missing
    patterns = ", ".join(rule.value)
    for pattern in rule.value:
        for fact in sorted(facts.files.matching(pattern), key=lambda f: f.path):
            if not fact.exists and fact.step > 0 and not _allowed(rule, facts.files, fact.path):
                return Outcome("broke", f"{fact.path} was removed at {_fact_where(fact.step, fact.text)}")
    roots = [facts.files.resolve(pt).rstrip("/") for pt in rule.value]
    lost = [p for p in facts.files.forgotten
            if any(r in ("", p) or p.startswith(r + "/") for r in roots) and not _allowed(rule, facts.files, p)]
    if lost:
        return Outcome("unjudged", f"step {facts.plan_index} ran a command that may rewrite the tree; "
                                   f"what became of {lost[0]} is unknown")
    return Outcome("held", f"after step {facts.plan_index}: no removal under {patterns} was seen"
                   + (f" (allowed: {', '.join(rule.allow)})" if rule.allow else ""))


def _judge_file_contains(rule: Rule, facts: StepFacts) -> Outcome:
    missing = _no_files(facts)
    if missing:
        return missing
    path = facts.files.resolve(rule.value["path"])
    text = rule.value["text"]
    fact = facts.files.get(path)
    when = f"after step {facts.plan_index}"
    if fact is None:
        return Outcome("unjudged", f"{when}: the simulation never showed {path}")
    if not fact.exists:
        return Outcome("broke", f"{when}: {path} was removed ({_fact_where(fact.step, fact.text)})")
    if fact.content is None:
        return Outcome("unjudged", f"{when}: the content of {path} is not known from the simulation")
    if text in fact.content:
        return Outcome("held", f"{when}: {path} contains {text!r}")
    return Outcome("broke", f"{when}: {path} does not contain {text!r} ({_fact_where(fact.step, fact.text)})")


_JUDGES: dict[str, Callable[[Rule, StepFacts], Outcome]] = {
    **{k: _judge_text for k in TEXT_KINDS},
    "no_error": _judge_error,
    "json_path": _judge_json,
    "path_exists": _judge_path,
    "path_absent": _judge_path,
    "not_deleted": _judge_not_deleted,
    "file_contains": _judge_file_contains,
}


@dataclass(frozen=True)
class RuleResult:
    """One rule over one simulated plan: its overall outcome and each step's judgement."""

    rule: Rule
    outcome: Outcome
    steps: tuple[tuple[int, Outcome], ...]  # (plan index, judgement) for the steps it was judged on

    def to_dict(self) -> dict[str, Any]:
        return {"rule": self.rule.name, **self.outcome.to_dict(),
                "steps": [{"plan_step": i, **o.to_dict()} for i, o in self.steps]}


class _Judge:
    """One rule's judgements over a plan, where a user's regular expression may run out of time.

    A search that runs out of time makes that step ``unjudged`` (never held, never a crash); after
    the first one the rule's later steps are not searched again (each would cost the full time
    bound): they are ``unjudged`` with the same reason.
    """

    def __init__(self, rule: Rule) -> None:
        self.rule = rule
        self.timed_out: str | None = None
        self.cut: dict[int, Outcome] = {}  # steps whose action_matches could not be decided

    def _guard(self, facts: StepFacts, work: Callable[[], Any]) -> Any:
        if self.timed_out is not None:
            return Outcome("unjudged", f"step {facts.plan_index}: not searched, the pattern {self.timed_out}")
        try:
            return work()
        except RegexTimeout as e:
            self.timed_out = f"ran out of time at step {facts.plan_index}"
            return Outcome("unjudged", f"step {facts.plan_index}: {e}")

    def applies(self, facts: StepFacts) -> bool:
        rule = self.rule
        if (rule.step is not None and facts.plan_index != rule.step) or (rule.tool is not None
                                                                         and facts.tool != rule.tool):
            return False
        pattern = rule.action_matches
        if pattern is None:
            return True
        got = self._guard(facts, lambda: pattern.search(facts.action))
        if isinstance(got, Outcome):
            self.cut[facts.plan_index] = got  # unknown whether it applies: judged as not judged
            return True
        return bool(got)

    def judge(self, facts: StepFacts) -> Outcome:
        if facts.plan_index in self.cut:
            return self.cut[facts.plan_index]
        got = self._guard(facts, lambda: self.rule.judge(facts))
        assert isinstance(got, Outcome)
        return got


def evaluate(rule: Rule, steps: Sequence[StepFacts]) -> RuleResult:
    """Judge ``rule`` over a plan's steps according to its ``when``."""
    judge = _Judge(rule)
    applicable = [s for s in steps if judge.applies(s)]
    if not applicable:
        scope = (f"plan step {rule.step}" if rule.step is not None else
                 f"a call of {rule.tool}" if rule.tool is not None else "a step whose action matches")
        if rule.when == "each":
            return RuleResult(rule, Outcome("held", f"no step applies (the plan has no {scope})"), ())
        return RuleResult(rule, Outcome("unjudged", f"no step applies (the plan has no {scope})"), ())
    if rule.when == "last":
        last = applicable[-1]
        o = judge.judge(last)
        return RuleResult(rule, o, ((last.plan_index, o),))
    judged = tuple((s.plan_index, judge.judge(s)) for s in applicable)
    outcomes = [o for _, o in judged]
    if rule.when == "any":
        held = next((o for o in outcomes if o.status == "held"), None)
        if held is not None:
            return RuleResult(rule, held, judged)
        first = next((o for o in outcomes if o.status == "unjudged"), None)
        if first is not None:
            return RuleResult(rule, first, judged)
        return RuleResult(rule, Outcome("broke", f"no step satisfies it; {outcomes[-1].evidence}"), judged)
    broke = next((o for o in outcomes if o.status == "broke"), None)
    if broke is not None:
        return RuleResult(rule, broke, judged)
    unjudged = next((o for o in outcomes if o.status == "unjudged"), None)
    if unjudged is not None:
        return RuleResult(rule, unjudged, judged)
    return RuleResult(rule, Outcome("held", f"held at all {len(judged)} step(s)" if len(judged) > 1
                                    else outcomes[0].evidence), judged)


def coherence_outcome(coherence: Coherence, facts: StepFacts) -> Outcome:
    """The simulation stayed coherent at this step (recorded observations are not judged)."""
    if facts.recorded:
        return Outcome("held", f"step {facts.plan_index} is recorded, not simulated")
    counted = coherence.counted(facts.warnings)
    if counted:
        w = counted[0]
        more = f" (+{len(counted) - 1} more)" if len(counted) > 1 else ""
        return Outcome("broke", f"step {facts.plan_index}: {w.severity} ({w.kind}): {clip(w.message, 150)}{more}")
    return Outcome("held", f"step {facts.plan_index}: no decoherence warning")
