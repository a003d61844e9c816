"""The shipped example sessions: labeled, replayable without a model, and internally consistent."""

from __future__ import annotations

import json
import re

import pytest

from playground.cli import main
from playground.world.agentworldbench import export_bench_text
from playground.world.domains import session_tool_text
from playground.world.official_prompts import builtin_prompt
from playground.world.paths import example_paths
from playground.world.parsing import parse_output
from playground.world.session import Session
from playground.world.store import load_session, replay
from playground.world.turns import user_turn
from tests.world.build_examples import SCRIPTS, build, file_stem

EXAMPLES = {p.stem: p for p in example_paths()}


def test_every_domain_has_an_example() -> None:
    domains = {load_session(p).header.domain for p in EXAMPLES.values()}
    assert {"terminal", "mcp", "search", "swe", "android", "web", "desktop"} <= domains


@pytest.mark.parametrize("script", SCRIPTS, ids=[file_stem(s) for s in SCRIPTS])
def test_shipped_examples_are_what_the_builder_writes(script: dict) -> None:
    """Out of date after a prompt or message change: run `python -m tests.world.build_examples`."""
    assert EXAMPLES[file_stem(script)].read_bytes() == build(script)


def test_android_examples_use_both_benchmark_notations() -> None:
    element_list = load_session(EXAMPLES["android-example"])
    phone_state = load_session(EXAMPLES["android-phone-state-example"])
    assert element_list.steps[0].state.startswith("[ 0] | android.widget.")  # type: ignore[union-attr]
    assert phone_state.steps[0].state.startswith("**Current Phone State:**\n• **App:** ")  # type: ignore[union-attr]
    for s in (element_list, phone_state):
        first = s.steps[0].message
        assert first.startswith("### Turn 1\n**Task Instruction:**\n") and "\n\n**Current State:**\n" in first
        # every later turn shows the state the previous step left, as the benchmark's android rows do
        for before, st in zip(s.steps, s.steps[1:]):
            assert st.message.startswith(f"### Turn {st.index}\n**Current State:**\n{before.observation}\n\n")


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_example_rows_check_clean(name: str, tmp_path, capsys: pytest.CaptureFixture[str]) -> None:
    """Exported as AgentWorldBench rows, each example is as clean under `check` as the session itself."""
    rows = tmp_path / "rows.jsonl"
    rows.write_text(export_bench_text(load_session(EXAMPLES[name])), encoding="utf-8")
    assert main(["check", str(rows), "--min-severity", "warning"]) == 0, capsys.readouterr().out


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_example_is_clean_labeled_and_self_consistent(name: str) -> None:
    s = load_session(EXAMPLES[name])
    assert s.notes == [] and s.header.example is True and s.header.title.startswith("Example")
    assert s.header.model is None  # written by hand, no model involved
    assert s.header.system_prompt == builtin_prompt(s.domain, session_tool_text(s.domain, s.header.initial_state)).text
    assert s.header.prompt == builtin_prompt(s.domain).record()
    steps = list(replay(s))
    assert len(steps) >= 5 and [x.index for x in steps] == list(range(1, len(steps) + 1))
    for st in steps:
        assert st.predicted and st.finish_reason == "stop" and st.warnings == []
        parsed = parse_output(st.raw, s.domain.wrapper)  # type: ignore[arg-type]
        assert (parsed.observation, parsed.reasoning, parsed.notes) == (st.observation, st.reasoning, ())
        # the recorded user turn is exactly what the app would send for this action, in the official format
        # already: checking it again changes nothing and notices nothing
        turn = user_turn(Session(path=None, header=s.header, steps=s.steps[:st.index - 1]), st.action)
        assert (turn.action, turn.message, turn.state, turn.notices) == (st.action, st.message, st.state, ())


def test_terminal_example_never_resurrects_a_deleted_file() -> None:
    s = load_session(EXAMPLES["terminal-example"])
    deleted: set[str] = set()
    prompt = None
    for st in s.steps:
        for line in st.observation.splitlines():  # type: ignore[union-attr]
            m = re.match(r"^(\S+@\S+:\S+\$)", line)
            if m:
                prompt = m.group(1)
                continue
            for name in deleted:
                if name in line:
                    assert "No such file or directory" in line, (st.index, line)
        for cmd in json.loads(st.action):
            m = re.match(r"rm (\S+)\n", cmd["keystrokes"])
            if m:
                deleted.add(m.group(1))
    assert deleted == {"notes.txt"} and prompt == "alex@devbox:~/proj$"


def test_mcp_example_ids_and_deletes_are_consistent() -> None:
    s = load_session(EXAMPLES["mcp-example"])
    deleted: set[str] = set()
    created: set[str] = set()
    for st in s.steps:
        call = json.loads(st.action)
        result = json.loads(st.observation)  # type: ignore[arg-type]
        if call["name"] == "list_notes":
            ids = {n["id"] for n in result["notes"]}
            assert not ids & deleted and created - deleted <= ids
        elif call["name"] == "create_note":
            created.add(result["id"])
        elif call["name"] == "delete_note":
            if call["arguments"]["id"] in deleted:
                assert result["error"]["code"] == "not_found"
            else:
                assert result["deleted"] is True
                deleted.add(call["arguments"]["id"])
    assert deleted == {"n_1041"} and created == {"n_1042"}


def test_web_example_keeps_element_ids_and_cart_count() -> None:
    s = load_session(EXAMPLES["web-example"])
    cart = 0
    for st in s.steps:
        obs = st.observation or ""
        assert obs.startswith("URL: https://shop.example.com/")
        for fixed in ('[2] link "Home"', '[3] searchbox "Search products"', '[4] button "Search"'):
            assert fixed in obs
        if "Added to cart" in obs:
            cart += 1
        if "Your cart is empty" in obs:
            cart = 0
        assert f'[5] link "Cart ({cart})"' in obs
