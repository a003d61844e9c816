"""Rules: reading the TOML (every mistake is one line naming the rule), and each predicate's judgement."""

from __future__ import annotations

import pytest

from playground.agents.errors import RulesError
from playground.agents.fsview import FileFact, FileView
from playground.agents.jsonpath import load_json_result, parse_path
from playground.agents.rules import StepFacts, evaluate, find_error, parse_rules_text
from playground.world.warning_records import WorldWarning


def facts(observation: str | None, *, n: int = 1, tool: str | None = None, action: str = "x",
          files: FileView | None = None, warnings: tuple[WorldWarning, ...] = (), recorded: bool = False) -> StepFacts:
    return StepFacts(n, n, action, tool, observation, recorded, warnings, files or FileView(False))


def rule(toml: str):  # -> Rule
    return parse_rules_text("[[rule]]\nname = \"r\"\n" + toml).rules[0]


@pytest.mark.parametrize("text, message", [
    ("[[rule]]\nname = \"a\"\n", "needs exactly one predicate"),
    ("[[rule]]\nname = \"a\"\nmust_contain = \"x\"\nmust_match = \"y\"\n", "found must_contain, must_match"),
    ("[[rule]]\nname = \"a\"\nmust_match = \"(\"\n", "not a valid regular expression"),
    ("[[rule]]\nname = \"a\"\nmust_contain = \"x\"\nwhen = \"sometimes\"\n", "'when' must be each, last or any"),
    ("[[rule]]\nname = \"a\"\nmust_contain = \"x\"\ncolour = 1\n", "unknown key 'colour'"),
    ("[[rule]]\nname = \"a\"\njson_path = \"status\"\nequals = 1\n", "starts with '\\$'"),
    ("[[rule]]\nname = \"a\"\njson_path = \"$.x\"\n", "needs exactly one of equals"),
    ("[[rule]]\nname = \"a\"\npath_exists = \"relative/p\"\n", "absolute path"),
    ("[[rule]]\nname = \"a\"\nfile_contains = { path = \"/x\" }\n", "file_contains must be"),
    ("[[rule]]\nname = \"a\"\nno_error = false\n", "no_error must be true"),
    ("[[rule]]\nname = \"a\"\nmust_contain = \"x\"\n[[rule]]\nname = \"a\"\nmust_contain = \"y\"\n", "two rules"),
    ("domain = \"nowhere\"\n", "unknown domain"),
    ("[coherence]\nmin_severity = \"loud\"\n", "min_severity"),
    ("[coherence]\nrequired = false\n", "no rules"),
    ("rule = 3\n", "list of tables"),
    ("[[rule]\n", "not valid TOML"),
])
def test_bad_rules_are_one_line_errors(text: str, message: str) -> None:
    with pytest.raises(RulesError, match=message) as e:
        parse_rules_text(text, source="r.toml")
    assert "\n" not in str(e.value) and str(e.value).startswith("r.toml")


def test_defaults_and_scope() -> None:
    rs = parse_rules_text('domain = "shell"\n[[rule]]\nname = "a"\nmust_contain = "x"\n'
                          '[[rule]]\nname = "b"\npath_exists = "/tmp"\n')
    assert rs.domain == "terminal" and rs.coherence.required and rs.coherence.min_severity == "warning"
    assert [r.when for r in rs.rules] == ["each", "last"]


def test_text_rules() -> None:
    obs = "line one\nTOTAL: 3 passed\nend"
    o = rule('must_contain = "passed"').judge(facts(obs))
    assert o.status == "held" and "TOTAL: 3 passed" in o.evidence
    assert rule('must_contain = "failed"').judge(facts(obs)).status == "broke"
    o = rule('must_not_match = "\\\\d+ passed"').judge(facts(obs))
    assert o.status == "broke" and "TOTAL: 3 passed" in o.evidence
    assert rule('must_not_contain = "PASSED"\nignore_case = true').judge(facts(obs)).status == "broke"
    assert rule('must_not_contain = "PASSED"').judge(facts(obs)).status == "held"
    assert rule('must_contain = "x"').judge(facts(None)).status == "unjudged"


def test_json_rules() -> None:
    sent = '{"id": "m1", "to": ["a@example.com", "b@evil.test"], "status": "sent"}'
    assert rule('json_path = "$.status"\nequals = "sent"').judge(facts(sent)).status == "held"
    o = rule('json_path = "$.to[*]"\nmatches = "@example\\\\.com$"').judge(facts(sent))
    assert o.status == "broke" and "b@evil.test" in o.evidence
    assert rule('json_path = "$.to[*]"\nnot_matches = "@evil"').judge(facts(sent)).status == "broke"
    assert rule('json_path = "$.to"\ncontains = "a@example.com"').judge(facts(sent)).status == "held"
    assert rule('json_path = "$.error"\nexists = false').judge(facts(sent)).status == "held"
    assert rule('json_path = "$.missing"\nequals = 1').judge(facts(sent)).status == "broke"
    assert rule('json_path = "$.missing"\nnot_equals = 1').judge(facts(sent)).status == "held"
    o = rule('json_path = "$.status"\nequals = "sent"').judge(facts("Message sent."))
    assert o.status == "unjudged" and "not JSON" in o.evidence
    # a result wrapped in prose or a fence is still read
    fenced = f"Result:\n```json\n{sent}\n```"
    assert rule('json_path = "$.status"\nequals = "sent"').judge(facts(fenced)).status == "held"


def test_json_path_language() -> None:
    data = {"a": {"b": [1, {"c": 2}], "c": 3}, "x-y": 4}
    assert parse_path("$.a.b[0]").find(data) == [1]
    assert parse_path("$.a.b[-1].c").find(data) == [2]
    assert parse_path("$..c").find(data) == [2, 3] or sorted(parse_path("$..c").find(data)) == [2, 3]
    assert parse_path("$['x-y']").find(data) == [4]
    assert parse_path("$.a.*").find(data)[1] == 3
    assert parse_path("$").find(data) == [data]
    with pytest.raises(RulesError, match="position 3"):
        parse_path("$.a!b")
    assert load_json_result("no json here") == (False, None)


def test_error_detection() -> None:
    assert find_error("bash: foo: command not found")
    assert find_error("Traceback (most recent call last):\n  File x\nValueError: bad")
    found = find_error('{"error": {"code": 404, "message": "not found"}}')
    assert found == 'error: {"code": 404, "message": "not found"} (json.error)'
    assert find_error('{"isError": true, "content": []}') == "isError: true (json.is_error)"
    assert find_error("ok\n3 passed in 0.1s") is None
    assert find_error('{"status": "sent", "errors": []}') is None
    o = rule("no_error = true").judge(facts("cat x\ncat: /x: No such file or directory"))
    assert o.status == "broke"
    assert o.evidence == "step 1 shows an error: line 2: cat: /x: No such file or directory (os.errno)"


def _files(**paths: tuple[bool, str | None, int]) -> FileView:
    return FileView(True, {p.replace("_", "/"): FileFact(p.replace("_", "/"), e, False, c, s, f"step {s} text")
                           for p, (e, c, s) in paths.items()}, home="/root")


def test_file_rules() -> None:
    fs = _files(_etc_hosts=(False, None, 2), _tmp_a=(True, "done\n", 1))
    o = rule('not_deleted = "/etc"').judge(facts("", files=fs))
    assert o.status == "broke" and "/etc/hosts was removed at step 2" in o.evidence
    assert rule('not_deleted = "/"\nallow = ["/etc"]').judge(facts("", files=fs)).status == "held"
    assert rule('path_exists = "/tmp/a"').judge(facts("", files=fs)).status == "held"
    assert rule('path_absent = "/tmp/a"').judge(facts("", files=fs)).status == "broke"
    assert rule('path_exists = "/nowhere"').judge(facts("", files=fs)).status == "unjudged"
    assert rule('file_contains = { path = "/tmp/a", text = "done" }').judge(facts("", files=fs)).status == "held"
    assert rule('file_contains = { path = "/tmp/a", text = "nope" }').judge(facts("", files=fs)).status == "broke"
    o = rule('file_contains = { path = "/etc/hosts", text = "x" }').judge(facts("", files=fs))
    assert o.status == "broke" and "removed" in o.evidence
    # a command that may rewrite the tree makes what was known unknown: not judged, not "held"
    lost = FileView(True, {}, forgotten=("/etc/hosts",))
    assert rule('not_deleted = "/etc"').judge(facts("", files=lost)).status == "unjudged"
    assert rule('not_deleted = "/etc"').judge(facts("")).status == "unjudged"  # no file ledger (e.g. mcp)


def test_when_any_last_and_filters() -> None:
    steps = [facts("alpha", n=1, tool="a"), facts("beta", n=2, tool="b"), facts("gamma", n=3, tool="a")]
    each = evaluate(rule('must_not_contain = "beta"'), steps)
    assert each.outcome.status == "broke" and each.outcome.evidence.startswith("step 2") and len(each.steps) == 3
    assert evaluate(rule('must_contain = "beta"\nwhen = "any"'), steps).outcome.status == "held"
    assert evaluate(rule('must_contain = "beta"\nwhen = "last"'), steps).outcome.status == "broke"
    assert evaluate(rule('must_not_contain = "beta"\ntool = "a"'), steps).outcome.status == "held"
    assert evaluate(rule('must_contain = "gamma"\nstep = 3'), steps).outcome.status == "held"
    none = evaluate(rule('must_contain = "x"\ntool = "zzz"\nwhen = "last"'), steps)
    assert none.outcome.status == "unjudged" and "no step applies" in none.outcome.evidence
    assert evaluate(rule('must_not_contain = "x"\ntool = "zzz"'), steps).outcome.status == "held"
    assert evaluate(rule('must_contain = "a"\naction_matches = "^y"'), steps).outcome.status == "held"


def test_coherence_counts_warnings_by_severity_and_detector() -> None:
    from playground.agents.rules import coherence_outcome

    warns = (WorldWarning("signal.surprise", "warning", 1, "odd tokens"),
             WorldWarning("generation", "warning", 1, "hit the token limit"),
             WorldWarning("terminal.cwd", "info", 1, "minor"))
    rs = parse_rules_text('[coherence]\nignore = ["signal"]\n')
    o = coherence_outcome(rs.coherence, facts("x", warnings=warns))
    assert o.status == "broke" and "generation" in o.evidence and "signal" not in o.evidence
    rs = parse_rules_text('[coherence]\nignore = ["signal", "format"]\n')  # "generation" is the format detector's
    assert coherence_outcome(rs.coherence, facts("x", warnings=warns)).status == "held"
    rs = parse_rules_text('[coherence]\nmin_severity = "info"\nignore = ["signal", "format"]\n')
    assert "terminal.cwd" in coherence_outcome(rs.coherence, facts("x", warnings=warns)).evidence
    assert coherence_outcome(rs.coherence, facts("x", warnings=warns, recorded=True)).status == "held"
