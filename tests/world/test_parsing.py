"""Parsing the model's answer: every odd case, and the note that says which rule applied."""

from __future__ import annotations

import pytest

from playground.world.parsing import ParseNote, parse_output

M = "**Environment Observation:**"


def codes(raw: str, expected: str = "marker") -> list[str]:
    return parse_output(raw, expected).codes  # type: ignore[arg-type]


def test_well_formed_marker_answer() -> None:
    p = parse_output(f"<think>\nthe file exists\n</think>\n\n{M}\n$ ls\na.txt\n$")
    assert p.reasoning == "the file exists"
    assert p.observation == "$ ls\na.txt\n$"
    assert p.wrapper == "marker" and p.notes == ()
    assert p.answer == f"{M}\n$ ls\na.txt\n$"


def test_well_formed_tag_answer() -> None:
    p = parse_output("<think>r</think><predicted_observation>\n[1] button\n</predicted_observation>", "tag")
    assert (p.reasoning, p.observation, p.wrapper, p.notes) == ("r", "[1] button", "tag", ())


def test_leading_spaces_of_the_observation_are_kept() -> None:
    p = parse_output(f"<think>x</think>\n{M}\n\n   indented\nnext  \n\n")
    assert p.observation == "   indented\nnext"


def test_observation_on_the_marker_line() -> None:
    assert parse_output(f"<think>x</think>{M} ls: cannot access").observation == "ls: cannot access"


def test_unclosed_think_without_answer() -> None:
    p = parse_output("<think>\nstill thinking about the")
    assert p.reasoning == "still thinking about the"
    assert p.observation == ""
    assert p.codes == ["think_unclosed", "empty_observation"]
    assert {n.severity for n in p.notes} == {"warning", "error"}


def test_unclosed_think_stops_at_observation_tag() -> None:
    p = parse_output("<think>\nreasoning <predicted_observation>\nscreen\n</predicted_observation>", "tag")
    assert p.reasoning == "reasoning"
    assert p.observation == "screen"
    assert p.codes == ["think_unclosed"]


def test_unclosed_think_rescues_the_last_marker() -> None:
    p = parse_output(f"<think>\nA draft: {M} wrong\nfinal:\n{M}\nright")
    assert p.observation == "right"
    assert p.reasoning.startswith("A draft")
    assert p.codes == ["think_unclosed"]


def test_lone_close_think_means_the_prompt_opened_it() -> None:
    p = parse_output(f"reasoning here\n</think>\n\n{M}\nout")
    assert p.reasoning == "reasoning here"
    assert p.observation == "out"
    assert p.codes == ["lone_think_close"]
    assert p.notes[0].severity == "info"


def test_last_observation_block_wins() -> None:
    raw = ("<think>plan</think>\n<predicted_observation>draft</predicted_observation>\n"
           "<predicted_observation>final</predicted_observation>")
    p = parse_output(raw, "tag")
    assert p.observation == "final"
    assert p.codes == ["multiple_observation_blocks"]


def test_blocks_inside_reasoning_are_ignored() -> None:
    raw = ("<think>maybe <predicted_observation>fake</predicted_observation> no</think>"
           "<predicted_observation>real</predicted_observation>")
    p = parse_output(raw, "tag")
    assert p.observation == "real" and p.notes == ()
    assert "fake" in p.reasoning


def test_unclosed_observation_tag() -> None:
    p = parse_output("<think>x</think><predicted_observation>\npartial screen", "tag")
    assert p.observation == "partial screen"
    assert p.codes == ["tag_unclosed"]


def test_text_after_closing_tag_is_ignored() -> None:
    p = parse_output("<think>x</think><predicted_observation>s</predicted_observation>\nHope this helps!", "tag")
    assert p.observation == "s"
    assert p.codes == ["text_after_observation"]


def test_marker_inside_tag_is_stripped() -> None:
    p = parse_output(f"<think>x</think><predicted_observation>\n{M}\nscreen\n</predicted_observation>", "tag")
    assert p.observation == "screen"
    assert p.codes == ["marker_inside_tag"]


def test_wrong_wrapper_is_accepted_with_a_note() -> None:
    assert codes("<think>x</think><predicted_observation>o</predicted_observation>", "marker") == \
        ["tag_instead_of_marker"]
    p = parse_output(f"<think>x</think>\n{M}\no", "tag")
    assert p.observation == "o" and p.codes == ["marker_instead_of_tag"]


def test_text_before_and_multiple_markers() -> None:
    p = parse_output(f"<think>x</think>Sure! {M}\nfirst\n{M}\nsecond")
    assert p.observation == "second"
    assert p.codes == ["text_before_marker", "multiple_markers"]


def test_marker_is_case_insensitive_and_tags_too() -> None:
    assert parse_output("<THINK>x</THINK>**environment observation:**\nout").observation == "out"
    assert parse_output("<think>x</think><PREDICTED_OBSERVATION>o</Predicted_Observation>", "tag").observation == "o"


def test_no_wrapper_falls_back_to_the_whole_answer() -> None:
    p = parse_output("<think>x</think>\n\nplain output\n", "tag")
    assert p.observation == "plain output"
    assert p.wrapper == "none"
    assert p.codes == ["no_wrapper"]
    assert "<predicted_observation> tags" in p.notes[0].message


def test_no_think_at_all() -> None:
    p = parse_output(f"{M}\nout")
    assert p.reasoning == "" and p.observation == "out" and p.notes == ()


def test_multiple_think_blocks() -> None:
    p = parse_output(f"<think>a</think>{M}\nx<think>b</think>y")
    assert p.reasoning == "a\n\nb"
    assert p.observation == "xy"
    assert p.codes == ["multiple_think_blocks"]


def test_nested_think() -> None:
    p = parse_output(f"<think>a<think>b</think>c</think>{M}\nout")
    assert p.observation == "out"
    assert p.reasoning == "abc"
    assert "nested_think" in p.codes


def test_extra_close_after_a_block() -> None:
    # <think>a</think> b </think> c: the official rule removes everything up to the orphan close.
    p = parse_output(f"<think>a</think> b </think>{M}\nc")
    assert p.observation == "c"
    assert "lone_think_close" in p.codes


def test_stray_closing_tag_is_removed() -> None:
    p = parse_output(f"<think>x</think>{M}\nout\n</predicted_observation>")
    assert p.observation == "out"
    assert p.codes == ["stray_close_tag"]


@pytest.mark.parametrize("raw", ["", "   \n", "<think></think>", f"<think>x</think>{M}\n   "])
def test_empty_answers(raw: str) -> None:
    p = parse_output(raw)
    assert p.observation == ""
    assert p.notes[-1].code in ("empty_output", "empty_observation")
    assert p.notes[-1].severity == "error"


def test_parse_note_round_trip() -> None:
    n = ParseNote("no_wrapper", "warning", "m")
    assert ParseNote.from_dict(n.to_dict()) == n
    assert ParseNote.from_dict({"code": "x", "severity": "bogus"}).severity == "info"


def test_engine_raw_shape() -> None:
    """The engine prefixes raw with <think>\\n when the prompt opened the block."""
    p = parse_output(f"<think>\nreason\n</think>\n\n{M}\nobs")
    assert (p.reasoning, p.observation) == ("reason", "obs")
