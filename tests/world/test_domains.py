"""Domains: every domain is complete, actions are validated with clear one-line errors."""

from __future__ import annotations

import json

import pytest

from playground.world.domains import (
    DOMAINS,
    OBSERVATION_MARKER,
    TAG_CLOSE,
    TAG_OPEN,
    domain_for_bench_task,
    get_domain,
    tool_names,
)
from playground.world.errors import InvalidActionError, UnknownDomainError
from playground.world.parsing import parse_output

EXPECTED = {"mcp", "search", "terminal", "swe", "android", "web", "desktop", "custom"}


def test_all_eight_domains_are_complete() -> None:
    assert set(DOMAINS) == EXPECTED
    for d in DOMAINS.values():
        assert d.title and d.description and d.state_label
        assert len(d.system_prompt) > 800, d.id
        # The prompt states the output format it wants, and the format matches the domain kind.
        if d.is_gui:
            assert d.wrapper == "tag" and TAG_OPEN in d.system_prompt
        else:
            assert d.wrapper == "marker" and OBSERVATION_MARKER in d.system_prompt
        # The template the user fills in is itself a valid action (custom: any text).
        d.validate_action(d.action_template, tools=None)
    assert {d.id for d in DOMAINS.values() if d.is_gui} == {"android", "web", "desktop"}


def test_prompts_are_our_own_text() -> None:
    """Guard against pasting the official templates: their signature phrases must not appear."""
    for d in DOMAINS.values():
        for phrase in ("World Model** —", "# Role and Objective", "Core Responsibilities",
                       "Behavioral Fidelity", "precise terminal state simulator"):
            assert phrase not in d.system_prompt, (d.id, phrase)


@pytest.mark.parametrize("domain", sorted(EXPECTED - {"custom"}))
def test_initial_state_example_and_first_message(domain: str) -> None:
    d = get_domain(domain)
    assert d.initial_state.strip()
    action = d.validate_action(d.action_template)
    msg = d.render_user_message(1, action, d.initial_state)
    assert msg.startswith("### Turn 1\n\n")
    assert f"**{d.state_label}:**\n{d.initial_state.strip()}" in msg
    assert msg.endswith(f"**Action:**\n```json\n{action}\n```")
    assert "Turn 2" in d.render_user_message(2, action) and d.state_label not in d.render_user_message(2, action)


@pytest.mark.parametrize("domain", sorted(EXPECTED))
def test_wrapped_observation_parses_back(domain: str) -> None:
    d = get_domain(domain)
    obs = "line one\n  indented line two"
    parsed = parse_output("<think>\nx\n</think>\n\n" + d.wrap_observation(obs), d.wrapper)
    assert parsed.observation == obs and parsed.notes == ()
    if d.is_gui:
        assert d.wrap_observation(obs).startswith(TAG_OPEN) and d.wrap_observation(obs).endswith(TAG_CLOSE)


def test_terminal_actions() -> None:
    t = get_domain("terminal")
    out = t.validate_action('[{"keystrokes": "ls\\n", "duration": 0.5}, {"keystrokes": "C-c"}]')
    assert json.loads(out) == [{"keystrokes": "ls\n", "duration": 0.5}, {"keystrokes": "C-c"}]
    # a single step object is accepted and put in a list
    assert json.loads(t.validate_action('{"keystrokes": "pwd\\n"}')) == [{"keystrokes": "pwd\n"}]
    assert t.validate_action("[]") == "[]"  # the "done" action


@pytest.mark.parametrize(("domain", "action", "match"), [
    ("terminal", '[{"keystrokes": "ls\\n", "duration": 0.5}', r"not valid JSON: .*line 1, column \d+"),
    ("terminal", '"ls"', "JSON array of"),
    ("terminal", '[{"duration": 1}]', "terminal step 1 needs field 'keystrokes'"),
    ("terminal", '[{"keystrokes": 5}]', "'keystrokes' of terminal step 1 must be a string, got an integer"),
    ("terminal", '[{"keystrokes": "x", "duration": -1}]', "'duration' of terminal step 1"),
    ("terminal", '[{"keystrokes": "x", "wait": 1}]', "unknown field 'wait'"),
    ("terminal", "   ", "action is empty"),
    ("web", '{"action": "clik", "element": 3}', r"unknown web action 'clik' \(did you mean 'click'\?\)"),
    ("web", '{"element": 3}', 'needs an "action" field: one of click'),
    ("web", '{"action": "type", "element": 3}', "web action 'type' needs field 'text' \\(a string\\)"),
    ("web", '{"action": "click", "element": true}', "must be an element id"),
    ("web", '{"action": "scroll", "direction": "sideways"}', "must be one of up, down, left, right"),
    ("web", '{"action": "click", "element": 3, "x": 4}', "unknown field 'x'; allowed: element"),
    ("web", "[1, 2]", "JSON object like"),
    ("android", '{"action": "tap", "x": 10}', "needs element or x\\+y"),
    ("desktop", '{"action": "hotkey", "keys": []}', "must be a list of strings"),
    ("desktop", '{"action": "click", "x": 1.5, "y": 2}', "'x' of desktop action 'click' must be an integer"),
    ("swe", '{"action": "view", "path": "a.py", "range": [1]}', "list of two integers"),
    ("search", '{"action": "search"}', "needs field 'query'"),
    ("mcp", '{"arguments": {}}', 'needs a "tool" field'),
    ("mcp", '{"tool": "x", "arguments": [1]}', '"arguments" must be a JSON object'),
    ("mcp", '{"tool": "x", "arguments": "{bad"}', "arguments string is not valid JSON"),
    ("mcp", '{"tool": "x", "extra": 1}', "unknown field 'extra'"),
    ("custom", "", "action is empty"),
    ("web", "[" * 100000, "nested too deeply|not valid JSON"),
])
def test_bad_actions_give_one_line_errors(domain: str, action: str, match: str) -> None:
    with pytest.raises(InvalidActionError, match=match) as info:
        get_domain(domain).validate_action(action)
    assert "\n" not in str(info.value)


def test_valid_actions_of_every_kind() -> None:
    ok = {
        "search": ['{"action": "search", "query": "q"}', '{"action": "open", "url": "https://x"}',
                   '{"action": "find", "pattern": "p", "url": "https://x"}'],
        "swe": ['{"action": "bash", "command": "ls"}', '{"action": "view", "path": "a", "range": [1, 9]}',
                '{"action": "str_replace", "path": "a", "old": "x", "new": "y"}', '{"action": "submit"}',
                '{"action": "insert", "path": "a", "line": 3, "text": "t"}'],
        "android": ['{"action": "tap", "element": 4}', '{"action": "tap", "x": 1, "y": 2}',
                    '{"action": "swipe", "direction": "up"}', '{"action": "back"}',
                    '{"action": "open_app", "app": "Clock"}'],
        "web": ['{"action": "type", "element": "q", "text": "hi", "submit": true}',
                '{"action": "goto", "url": "https://x"}', '{"action": "select", "element": 2, "option": "B"}'],
        "desktop": ['{"action": "drag", "x": 1, "y": 2, "to_x": 3, "to_y": 4}',
                    '{"action": "hotkey", "keys": ["ctrl", "s"]}', '{"action": "scroll", "amount": -3}'],
    }
    for domain, actions in ok.items():
        for a in actions:
            assert json.loads(get_domain(domain).validate_action(a)) == json.loads(a)


def test_mcp_normalizes_and_checks_tools() -> None:
    m = get_domain("mcp")
    out = json.loads(m.validate_action('{"name": "create_note", "arguments": "{\\"title\\": \\"t\\"}"}'))
    assert out == {"tool": "create_note", "arguments": {"title": "t"}}
    tools = tool_names(m.initial_state)
    assert tools == ["list_notes", "create_note", "delete_note"]
    with pytest.raises(InvalidActionError, match=r"unknown tool 'list_note' \(did you mean 'list_notes'\?\)"):
        m.validate_action('{"tool": "list_note", "arguments": {}}', tools=tools)
    assert tool_names("not json") is None and tool_names('[{"x": 1}]') is None
    assert tool_names('{"tools": [{"name": "a"}]}') == ["a"]


def test_domain_lookup() -> None:
    assert get_domain("Terminal").id == "terminal"
    assert get_domain("os").id == "desktop"
    assert domain_for_bench_task("os").id == "desktop"
    assert domain_for_bench_task("mcp/notion").id == "mcp"
    assert domain_for_bench_task("suite/web").id == "web"
    assert domain_for_bench_task("something-new").id == "custom"
    with pytest.raises(UnknownDomainError, match=r"unknown domain 'termnal' \(did you mean 'terminal'\?\)"):
        get_domain("termnal")
