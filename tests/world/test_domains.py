"""Domains: every domain speaks its official action format, old schemas convert, errors are one line."""

from __future__ import annotations

import json
import re

import pytest

from playground.world.domains import (
    DOMAINS,
    OBSERVATION_MARKER,
    TAG_CLOSE,
    TAG_OPEN,
    domain_for_bench_task,
    get_domain,
    tool_names,
    tool_schemas,
)
from playground.world.errors import InvalidActionError, UnknownDomainError
from playground.world.official_prompts import builtin_prompt
from playground.world.parsing import parse_output

EXPECTED = {"mcp", "search", "terminal", "swe", "android", "web", "desktop", "custom"}


def test_all_eight_domains_are_complete() -> None:
    assert set(DOMAINS) == EXPECTED
    for d in DOMAINS.values():
        assert d.title and d.description and d.state_label and d.action_format
        assert len(d.system_prompt) > 800, d.id
        # The prompt states the output format it wants, and the format matches the domain kind.
        if d.is_gui:
            assert d.wrapper == "tag" and TAG_OPEN in d.system_prompt
        else:
            assert d.wrapper == "marker" and OBSERVATION_MARKER in d.system_prompt
        # The template the user fills in is itself a valid action, unchanged apart from layout.
        checked = d.check_action(d.action_template, tools=None)
        assert checked.notices == (), d.id
    assert {d.id for d in DOMAINS.values() if d.is_gui} == {"android", "web", "desktop"}


def test_prompts_are_our_own_text() -> None:
    """Guard against pasting the official templates: their signature phrases must not appear."""
    for d in DOMAINS.values():
        for phrase in ("World Model** —", "# Role and Objective", "Core Responsibilities",
                       "Behavioral Fidelity", "precise terminal state simulator", "page-changing action is any",
                       "Representation mismatch is a correctness error", "{demonstrations}"):
            assert phrase not in d.system_prompt, (d.id, phrase)
        # the tool domains' prompts hold a slot for the session's own tool list; a session never sees it
        assert ("{tool_definitions}" in d.system_prompt) == d.tools_in_system, d.id
        assert "{tool_definitions}" not in builtin_prompt(d).text


def test_prompts_describe_the_official_formats() -> None:
    for domain, words in {
        "terminal": ['"keystrokes"', '"duration"', "C-c", "`[]`"],
        "mcp": ['"name"', '"arguments"'],
        "search": ["web_search", "web_extractor", "dict_memory", "queries", "`Snippet:`"],
        "swe": ["str_replace_editor", "execute_bash", "undo_edit", "read_file", "write_file", "replace",
                "run_shell_command", "list_directory", "glob", "search_file_content"],
        "web": ["bid", "click(", "fill(", "goto(", "select_option", "send_msg_to_user", "report_infeasible",
                "keyboard_press", "tab_focus", "mouse_dblclick"],
        "desktop": ["Python", "pyautogui", "BrowserTools", "CalcTools", "accessibility tree"],
        "android": ["action_type", "input_text", "navigate_back", "open_app", "keyboard_enter"],
    }.items():
        for w in words:
            assert w in get_domain(domain).system_prompt, (domain, w)


@pytest.mark.parametrize("domain", sorted(EXPECTED - {"custom"}))
def test_initial_state_example_and_first_message(domain: str) -> None:
    d = get_domain(domain)
    assert d.initial_state.strip()
    action = d.validate_action(d.action_template)
    msg = d.render_user_message(1, action, d.initial_state)
    # the shape of AgentWorldBench prompts: "### Turn N", the state block, the action
    assert msg.startswith(f"### Turn 1\n**{d.state_label}:**\n{d.initial_state.strip()}\n\n**Action:**\n")
    fence = {"web": "", "desktop": "python"}.get(domain, "json")
    assert msg.endswith(f"**Action:**\n```{fence}\n{action}\n```" if fence else f"**Action:**\n{action}")
    second = d.render_user_message(2, action)
    assert second.startswith("### Turn 2\n**Action:**\n") and d.state_label not in second


@pytest.mark.parametrize("domain", sorted(EXPECTED))
def test_wrapped_observation_parses_back(domain: str) -> None:
    d = get_domain(domain)
    obs = "line one\n  indented line two"
    parsed = parse_output("<think>\nx\n</think>\n\n" + d.wrap_observation(obs), d.wrapper)
    assert parsed.observation == obs and parsed.notes == ()
    if d.is_gui:
        assert d.wrap_observation(obs).startswith(TAG_OPEN) and d.wrap_observation(obs).endswith(TAG_CLOSE)


# ------------------------------------------------------------------ terminal

def test_terminal_keystrokes_and_plain_commands() -> None:
    t = get_domain("terminal")
    out = t.validate_action('[{"keystrokes": "ls\\n", "duration": 0.5}, {"keystrokes": "C-c"}]')
    assert json.loads(out) == [{"keystrokes": "ls\n", "duration": 0.5}, {"keystrokes": "C-c"}]
    assert json.loads(t.validate_action('{"keystrokes": "pwd\\n"}')) == [{"keystrokes": "pwd\n"}]
    assert t.validate_action("[]") == "[]"  # the "done" action
    # a command typed by a user becomes the official list, Enter pressed
    typed = t.check_action("ls -la")
    assert json.loads(typed.text) == [{"keystrokes": "ls -la\n", "duration": 1.0}]
    assert typed.notices and "keystrokes" in typed.notices[0]
    assert json.loads(t.validate_action("[ -f x ] && echo yes"))[0]["keystrokes"] == "[ -f x ] && echo yes\n"
    assert json.loads(t.validate_action("C-c")) == [{"keystrokes": "C-c", "duration": 1.0}]  # a lone key, no Enter
    assert json.loads(t.validate_action("cd /tmp\n"))[0]["keystrokes"] == "cd /tmp\n"


# ----------------------------------------------------------------------- MCP

def test_mcp_calls_use_name_and_arguments_and_are_checked_against_schemas() -> None:
    m = get_domain("mcp")
    tools = tool_schemas(m.initial_state)
    assert tools is not None and list(tools) == ["list_notes", "create_note", "delete_note"]
    ok = m.check_action('{"name": "delete_note", "arguments": {"id": "n_1"}}', tools=tools)
    assert json.loads(ok.text) == {"name": "delete_note", "arguments": {"id": "n_1"}} and ok.notices == ()
    # the older "tool" key and string arguments are read and normalized
    old = json.loads(m.validate_action('{"tool": "create_note", "arguments": "{\\"title\\": \\"t\\"}"}'))
    assert old == {"name": "create_note", "arguments": {"title": "t"}}
    # an undeclared tool runs, with a notice (the model is to answer with the server's error)
    unknown = m.check_action('{"name": "list_note", "arguments": {}}', tools=tools)
    assert json.loads(unknown.text)["name"] == "list_note"
    assert "unknown tool 'list_note' (did you mean 'list_notes'?)" in unknown.notices[0]
    bad = m.check_action('{"name": "create_note", "arguments": {"folder": 3, "title": "t", "extra": 1}}', tools=tools)
    text = " | ".join(bad.notices)
    assert "needs argument 'body'" in text and "'folder' of 'create_note' must be string" in text
    assert "has no argument 'extra'" in text
    assert m.check_action('{"name": "list_notes", "arguments": {"folder": "x"}}', tools=["list_notes"]).notices == ()
    assert tool_names("not json") is None and tool_names('[{"x": 1}]') is None
    assert tool_names('{"tools": [{"name": "a"}]}') == ["a"]
    openai = tool_schemas('[{"type": "function", "function": {"name": "f", "parameters": {"required": ["q"]}}}]')
    assert openai == {"f": {"required": ["q"]}}
    assert "needs argument 'q'" in m.check_action('{"name": "f"}', tools=openai).notices[0]


# -------------------------------------------------------------------- search

def test_search_tools_and_old_schema() -> None:
    s = get_domain("search")
    for a in ('{"name": "web_search", "arguments": {"queries": ["a", "b"]}}',
              '{"name": "web_search", "arguments": {"query": "a"}}',
              '{"name": "web_extractor", "arguments": {"url": "https://x", "goal": "g"}}',
              '{"name": "dict_memory", "arguments": {"operation": "add", "dict": {"k": "v"}}}',
              '{"name": "dict_memory", "arguments": {"operation": "retrieve_all"}}'):
        assert json.loads(s.validate_action(a)) == json.loads(a)
    assert json.loads(s.validate_action('{"action": "search", "query": "q"}')) == {
        "name": "web_search", "arguments": {"queries": ["q"]}}
    assert json.loads(s.validate_action('{"action": "open", "url": "https://x"}'))["name"] == "web_extractor"


# ----------------------------------------------------------------------- SWE

def test_swe_openhands_and_gemini_cli_calls() -> None:
    w = get_domain("swe")
    ok = [
        '{"name": "str_replace_editor", "arguments": {"command": "view", "path": "/repo/a.py", "view_range": [1, 9]}}',
        '{"name": "str_replace_editor", "arguments": {"command": "create", "path": "/a", "file_text": "x"}}',
        '{"name": "str_replace_editor", "arguments": {"command": "str_replace", "path": "/a", "old_str": "x", '
        '"new_str": "y"}}',
        '{"name": "str_replace_editor", "arguments": {"command": "insert", "path": "/a", "insert_line": 3, '
        '"new_str": "t"}}',
        '{"name": "str_replace_editor", "arguments": {"command": "undo_edit", "path": "/a"}}',
        '{"name": "execute_bash", "arguments": {"command": "ls"}}',
        '{"name": "read_file", "arguments": {"absolute_path": "/a", "offset": 10, "limit": 20}}',
        '{"name": "write_file", "arguments": {"file_path": "/a", "content": "x"}}',
        '{"name": "replace", "arguments": {"file_path": "/a", "old_string": "x", "new_string": "y"}}',
        '{"name": "run_shell_command", "arguments": {"command": "ls", "description": "list"}}',
        '{"name": "list_directory", "arguments": {"path": "/repo"}}',
        '{"name": "glob", "arguments": {"pattern": "**/*.py"}}',
        '{"name": "search_file_content", "arguments": {"pattern": "def \\\\w+", "include": "*.py"}}',
    ]
    for a in ok:
        checked = w.check_action(a)
        assert json.loads(checked.text) == json.loads(a) and checked.notices == (), a
    # old schema -> OpenHands calls
    assert json.loads(w.validate_action('{"action": "bash", "command": "ls"}')) == {
        "name": "execute_bash", "arguments": {"command": "ls"}}
    assert json.loads(w.validate_action('{"action": "str_replace", "path": "a", "old": "x", "new": "y"}')) == {
        "name": "str_replace_editor", "arguments": {"command": "str_replace", "path": "a", "old_str": "x",
                                                    "new_str": "y"}}
    # a tool the trajectory declares itself passes with a notice
    todo = w.check_action('{"name": "write_todos", "arguments": {"todos": []}}')
    assert todo.notices and "not one of the OpenHands or Gemini CLI tools" in todo.notices[0]


# ----------------------------------------------------------------------- web

def test_web_browsergym_actions() -> None:
    w = get_domain("web")
    for a in ("click('a51')", "fill('b12', 'text')", "goto('https://example.com')", "scroll(0, 300)",
              "noop()", "noop(500)", "mouse_click(10.5, 20, button='right')", "keyboard_press('Control+a')",
              "keyboard_type('hi')", "hover('7')", "tab_focus(1)", "new_tab()", "go_back()", "go_forward()",
              "tab_close()", "select_option('12', ['A', 'B'])", "send_msg_to_user('done')",
              "report_infeasible('no such page')", "click('3', modifiers=['Shift'])",
              "fill('3', 'x')\nkeyboard_press('Enter')", "mouse_move(1, 2)", "mouse_dblclick(1, 2)",
              "mouse_down(1, 2)", "mouse_up(1, 2)", "fill('3', 'x', enable_autocomplete_menu=True)"):
        checked = w.check_action(a)
        assert checked.text == a and checked.notices == (), a
    old = w.check_action('{"action": "type", "element": 3, "text": "water bottle", "submit": true}')
    assert old.text == "fill('3', 'water bottle')\nkeyboard_press('Enter')" and old.notices
    assert w.validate_action('{"action": "click", "element": 7}') == "click('7')"


# ------------------------------------------------------------------- desktop

def test_desktop_python_code_blocks() -> None:
    d = get_domain("desktop")
    code = "import pyautogui\npyautogui.click(100, 200)\nCalcTools.set_cell_value('A1', 5)"
    assert d.validate_action(code) == code
    assert d.validate_action("```python\npyautogui.hotkey('ctrl', 's')\n```") == "pyautogui.hotkey('ctrl', 's')"
    assert d.validate_action("DONE") == "DONE"
    assert d.validate_action('{"action": "hotkey", "keys": ["ctrl", "s"]}') == "pyautogui.hotkey('ctrl', 's')"
    assert d.validate_action('{"action": "double_click", "x": 1, "y": 2}') == "pyautogui.doubleClick(1, 2)"


# ------------------------------------------------------------------- android

def test_android_androidworld_actions() -> None:
    a = get_domain("android")
    for x in ('{"action_type": "click", "index": 4}', '{"action_type": "click", "x": 1, "y": 2}',
              '{"action_type": "input_text", "text": "hi", "index": 2}',
              '{"action_type": "scroll", "direction": "down"}', '{"action_type": "navigate_back"}',
              '{"action_type": "navigate_home"}', '{"action_type": "keyboard_enter"}',
              '{"action_type": "open_app", "app_name": "Clock"}', '{"action_type": "long_press", "index": 1}',
              '{"action_type": "wait"}', '{"action_type": "status", "goal_status": "complete"}',
              '{"action_type": "answer", "text": "42"}', '{"action_type": "double_tap", "index": 0}',
              '{"action_type": "swipe", "direction": "left"}'):
        checked = a.check_action(x)
        assert json.loads(checked.text) == json.loads(x) and checked.notices == (), x
    assert json.loads(a.validate_action('{"action": "tap", "element": 4}')) == {"action_type": "click", "index": 4}
    assert json.loads(a.validate_action('{"action": "back"}')) == {"action_type": "navigate_back"}
    assert json.loads(a.validate_action('{"action": "open_app", "app": "Clock"}')) == {
        "action_type": "open_app", "app_name": "Clock"}


# -------------------------------------------------------------------- errors

@pytest.mark.parametrize(("domain", "action", "match"), [
    ("terminal", '[{"keystrokes": "ls\\n", "duration": 0.5}', r"not valid JSON: .*line 1, column \d+"),
    ("terminal", '"ls"', "JSON array of"),
    ("terminal", '[{"duration": 1}]', "terminal step 1 needs field 'keystrokes'"),
    ("terminal", '[{"keystrokes": 5}]', "'keystrokes' of terminal step 1 must be a string, got an integer"),
    ("terminal", '[{"keystrokes": "x", "duration": -1}]', "'duration' of terminal step 1"),
    ("terminal", '[{"keystrokes": "x", "wait": 1}]', "unknown field 'wait'"),
    ("terminal", "   ", "action is empty"),
    ("web", "clik('3')", r"unknown BrowserGym action 'clik' \(did you mean 'click'\?\)"),
    ("web", "click(3)", "'bid' of click\\(\\) must be a bid string"),
    ("web", "fill('3')", "fill\\(\\) needs 'value'"),
    ("web", "click('3', foo=1)", "click\\(\\) has no parameter 'foo'"),
    ("web", "click(bid)", "must be literal values"),
    ("web", "click('3'", "not a BrowserGym call"),
    ("web", "x = click('3')", "not a call such as"),
    ("web", "scroll(0)", "scroll\\(\\) needs 'delta_y'"),
    ("web", "mouse_click(1, 2, button='top')", "'button' of mouse_click\\(\\) must be"),
    ("web", "tab_focus(1, 2, 3)", "takes at most 1 argument"),
    ("web", '{"action": "clik", "element": 3}', r"unknown web action 'clik' \(did you mean 'click'\?\)"),
    ("web", '{"action": "scroll", "direction": "sideways"}', "must be one of up, down, left, right"),
    ("web", "(" * 200000, "not a BrowserGym call|cannot be read"),
    ("android", '{"action_type": "click"}', "needs index or x\\+y"),
    ("android", '{"action_type": "tap", "index": 3}', r"unknown android action 'tap'"),
    ("android", '{"action_type": "scroll", "direction": "sideways"}', "must be one of up, down, left, right"),
    ("android", '{"action_type": "open_app"}', "needs field 'app_name'"),
    ("android", '{"action": "tap", "element": "btn"}', "not an element index"),
    ("desktop", "pyautogui.click(1, ", "not valid Python"),
    ("desktop", "```python\n\n```", "action is empty"),
    ("desktop", '{"action": "hotkey", "keys": []}', "must be a list of strings"),
    ("swe", '{"action": "view", "path": "a.py", "range": [1]}', "list of two integers"),
    ("search", '{"action": "search"}', "needs field 'query'"),
    ("mcp", '{"arguments": {}}', 'needs a "name" field'),
    ("mcp", '{"name": "x", "arguments": [1]}', '"arguments" must be a JSON object'),
    ("mcp", '{"name": "x", "arguments": "{bad"}', "arguments string is not valid JSON"),
    ("mcp", '{"name": "x", "extra": 1}', "unknown field 'extra'"),
    ("custom", "", "action is empty"),
    ("mcp", "[" * 100000, "nested too deeply|not valid JSON"),
])
def test_bad_actions_give_one_line_errors(domain: str, action: str, match: str) -> None:
    with pytest.raises(InvalidActionError, match=match) as info:
        get_domain(domain).validate_action(action)
    assert "\n" not in str(info.value)


@pytest.mark.parametrize("domain,action,match", [
    ("swe", '{"name": "str_replace_editor", "arguments": {"command": "view"}}', "needs argument 'path'"),
    ("swe", '{"name": "str_replace_editor", "arguments": {"command": "move", "path": "/a"}}', "must be one of view"),
    ("swe", '{"name": "str_replace_editor", "arguments": {"command": "create", "path": "/a"}}',
     "create needs argument 'file_text'"),
    ("swe", '{"name": "execute_bash", "arguments": {"cmd": "ls"}}', "needs argument 'command'"),
    ("swe", '{"name": "read_file", "arguments": {"absolute_path": "/a", "limit": "x"}}', "'limit' of 'read_file'"),
    ("search", '{"name": "web_serch", "arguments": {"query": "q"}}', r"did you mean 'web_search'"),
    ("search", '{"name": "web_search", "arguments": {}}', "either 'queries'"),
    ("search", '{"name": "web_extractor", "arguments": {}}', "needs argument 'url'"),
    ("search", '{"name": "dict_memory", "arguments": {"operation": "add"}}', "needs argument 'dict'"),
    ("search", '{"name": "dict_memory", "arguments": {"operation": "wipe"}}', "must be one of add"),
    ("search", '{"name": "web_extractor", "arguments": {"url": "https://a.example", "goal": "x"}}',
     "has no argument 'goal'"),
])
def test_calls_that_do_not_fit_are_sent_with_a_notice(domain: str, action: str, match: str) -> None:
    """Upstream asks the model to answer a malformed call with the tool's error: it is sent, never refused."""
    checked = get_domain(domain).check_action(action)
    assert json.loads(checked.text) == json.loads(action)
    assert any(re.search(match, n) for n in checked.notices), checked.notices
    assert all("\n" not in n and "it is sent" in n for n in checked.notices)


def test_declared_tools_win_over_the_builtin_schemas() -> None:
    """A session declaring Gemini CLI's read_file {file_path} gets exactly that schema, no notice."""
    declared = {"read_file": {"type": "object", "properties": {"file_path": {"type": "string"}},
                              "required": ["file_path"]}}
    call = '{"name": "read_file", "arguments": {"file_path": "/repo/a.py"}}'
    assert get_domain("swe").check_action(call, tools=declared).notices == ()
    assert get_domain("swe").check_action(call).notices  # the built-in schema names absolute_path
    other = get_domain("swe").check_action('{"name": "execute_bash", "arguments": {"command": "ls"}}', tools=declared)
    assert len(other.notices) == 1 and "not one of the session's tools" in other.notices[0]
    searching = get_domain("search").check_action('{"name": "visit", "arguments": {"url": "u"}}',
                                                  tools={"visit": {"type": "object"}})
    assert searching.notices == ()


def test_web_and_desktop_accept_fenced_actions() -> None:
    web, desktop = get_domain("web"), get_domain("desktop")
    assert web.check_action("```python\nclick('12')\n```") == web.check_action("click('12')")
    assert desktop.check_action("```python\npyautogui.click(1, 2)\n```").text == "pyautogui.click(1, 2)"


def test_domain_lookup() -> None:
    assert get_domain("Terminal").id == "terminal"
    assert get_domain("os").id == "desktop"
    assert domain_for_bench_task("os").id == "desktop"
    assert domain_for_bench_task("mcp/notion").id == "mcp"
    assert domain_for_bench_task("suite/web").id == "web"
    assert domain_for_bench_task("something-new").id == "custom"
    with pytest.raises(UnknownDomainError, match=r"unknown domain 'termnal' \(did you mean 'terminal'\?\)"):
        get_domain("termnal")
