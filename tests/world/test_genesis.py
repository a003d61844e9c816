"""World genesis: the prompt per domain, reading the state out of an answer, the header field, and a
real generation on the tiny model (it writes gibberish: the tests check the plumbing, not the text)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from playground.errors import InvalidParameterError
from playground.llama.sampling import GenerationParams
from playground.world import genesis
from playground.world.domains import DOMAINS, OBSERVATION_MARKER, TAG_OPEN, get_domain
from playground.world.errors import SessionFormatError
from playground.world.store import create_session, load_session


@pytest.mark.parametrize("domain_id", sorted(DOMAINS))
def test_messages_ask_for_the_domains_own_state_format(domain_id: str) -> None:
    domain = get_domain(domain_id)
    system, user = genesis.genesis_messages(domain, "  three unread mails on an Android phone ")
    assert system["role"] == "system" and user["role"] == "user"
    assert user["content"].endswith("three unread mails on an Android phone")
    if domain.initial_state.strip():
        # the example state is in the prompt (cut when very long), in its own block
        assert domain.initial_state.strip()[:200] in system["content"]
        assert "<example_state>" in system["content"]
    assert (TAG_OPEN if domain.is_gui else OBSERVATION_MARKER) in system["content"]


@pytest.mark.parametrize("bad, match", [("", "describe the world"), ("   \n", "describe the world"),
                                        ("x" * 2001, "keep it under"), ("a\x1bb", "control character"),
                                        (None, "must be text")])
def test_bad_sentences_are_one_line_errors(bad: object, match: str) -> None:
    with pytest.raises(InvalidParameterError, match=match) as e:
        genesis.genesis_messages(get_domain("terminal"), bad)  # type: ignore[arg-type]
    assert "\n" not in str(e.value)


def test_read_state_takes_the_observation_part() -> None:
    terminal, web = get_domain("terminal"), get_domain("web")
    raw = f"<think>plan the repo</think>\n{OBSERVATION_MARKER}\n```\nroot@ci:/app# \n```\n"
    assert genesis.read_state(raw, terminal) == "root@ci:/app#"
    assert genesis.read_state("<predicted_observation>\n[1] button 'Send'\n</predicted_observation>", web) \
        == "[1] button 'Send'"
    assert genesis.read_state("$ ls\nfile.txt", terminal) == "$ ls\nfile.txt"  # no marker: all of it
    for empty in ("", "<think>only thinking", f"<think>x</think>{OBSERVATION_MARKER}\n  \n"):
        with pytest.raises(genesis.GenesisError, match="no state"):
            genesis.read_state(empty, terminal)
    with pytest.raises(genesis.GenesisError, match="cancelled"):
        genesis.from_result(terminal, "a repo", None)


def test_genesis_is_saved_in_the_header_and_checked_on_load(tmp_path: Path) -> None:
    record = genesis.genesis_record("a Django repo whose tests fail", "root@ci:/app# pytest\n3 failed")
    session = create_session(tmp_path, "terminal", initial_state="root@ci:/app# (edited)", genesis=record)
    assert session.path is not None
    loaded = load_session(session.path)
    assert loaded.header.genesis == record
    assert loaded.header.initial_state == "root@ci:/app# (edited)"  # what the session starts from
    # a header without the field still loads (older files)
    plain = create_session(tmp_path, "terminal")
    assert plain.path is not None and load_session(plain.path).header.genesis is None
    assert "genesis" not in json.loads(plain.path.read_text().splitlines()[0])
    # a bad genesis object is a one-line error naming the field
    for bad in ({"sentence": "x"}, {"sentence": "x", "state": 3}, "text", {"sentence": "x", "state": "y", "z": 1}):
        lines = session.path.read_text().splitlines()
        header = json.loads(lines[0])
        header["genesis"] = bad
        broken = tmp_path / "broken.jsonl"
        broken.write_text(json.dumps(header) + "\n")
        with pytest.raises(SessionFormatError, match="genesis"):
            load_session(broken)


def test_the_tiny_model_writes_a_state(engine) -> None:  # type: ignore[no-untyped-def]
    params = GenerationParams(max_tokens=24, seed=3, ignore_eos=True)
    events = list(genesis.run_genesis(engine, get_domain("terminal"), "a Django repo whose tests fail", params,
                                      enable_thinking=False))
    assert events, "the engine produced no events"
    made = genesis.generate_state(engine, get_domain("terminal"), "a Django repo whose tests fail", params,
                                  enable_thinking=False)
    assert made.sentence == "a Django repo whose tests fail"
    assert made.state.strip() and made.result is not None and made.result.timings.generated_tokens == 24
    assert made.record() == {"sentence": made.sentence, "state": made.state}
