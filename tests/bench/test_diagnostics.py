"""The GUI judge prompts' "World Model Output Diagnostics", each field on hand-made world model answers.

Every expected number below was counted by hand from the answer beside it (the definitions are in
playground/bench/diagnostics.py's doc; "raw" is the whole answer, "extracted" what the judge is shown).
"""

from __future__ import annotations

import pytest

from playground.bench.diagnostics import (
    FIELDS,
    GUI_TASKS,
    LIKELY_WORDS,
    SPECULATIVE_WORDS,
    WOULD_WORDS,
    diagnostics_block,
    output_diagnostics,
)
from playground.bench.judge_parse import extract_prediction

T = "predicted_observation"
CLEAN = f"<{T}>\n[0] Button 'OK'\n</{T}>"
SPECULATIVE = (f"<think>It would likely open. Probably the dialog might show; maybe not. Wouldn\u2019t it? LIKELY, "
               f"unlikely.</think>\n<{T}>[0] Dialog 'Delete?'</{T}>")
DRAFTS = f"<{T}>draft one</{T}>\n<{T}>draft two</{T}>\n<{T}>[3] final"


def test_the_fields_are_the_ones_the_prompts_name() -> None:
    assert FIELDS == ("raw_speculative_word_count", "raw_would_word_count", "raw_likely_word_count",
                      "raw_nonfinal_chars", "response_start_tag_count", "response_end_tag_count",
                      "extracted_output_chars", "extracted_no_output")
    assert GUI_TASKS == ("android", "web", "os")
    assert WOULD_WORDS <= SPECULATIVE_WORDS and LIKELY_WORDS <= SPECULATIVE_WORDS
    assert "may" not in SPECULATIVE_WORDS  # a month in calendars: not counted


def test_a_clean_answer() -> None:
    d = output_diagnostics(CLEAN, extract_prediction(CLEAN))
    assert list(d) == list(FIELDS)
    assert d == {"raw_speculative_word_count": 0, "raw_would_word_count": 0, "raw_likely_word_count": 0,
                 # 23 + 1 (newline) + 15 ("[0] Button 'OK'") + 1 + 24: all but the 15 observation characters
                 "raw_nonfinal_chars": len(CLEAN) - 15, "response_start_tag_count": 1, "response_end_tag_count": 1,
                 "extracted_output_chars": 15, "extracted_no_output": False}
    assert len(CLEAN) - 15 == 49


def test_speculative_words_are_counted_in_the_whole_raw_answer() -> None:
    d = output_diagnostics(SPECULATIVE, extract_prediction(SPECULATIVE))
    # would, likely, Probably, might, maybe, Wouldn't (curly apostrophe), LIKELY, unlikely
    assert d["raw_speculative_word_count"] == 8
    assert d["raw_would_word_count"] == 2  # would, Wouldn't
    assert d["raw_likely_word_count"] == 3  # likely, LIKELY, unlikely
    assert d["extracted_output_chars"] == len("[0] Dialog 'Delete?'") == 20
    assert d["raw_nonfinal_chars"] == len(SPECULATIVE) - 20


@pytest.mark.parametrize(("text", "count"), [
    ("shouldering wouldbe likelyhood", 0),  # other words that merely contain one
    ("May 5: the meeting may move", 0),
    ("COULD could Could", 3),
    ("it'd probably-maybe", 2),  # a hyphen separates words
    ("", 0),
])
def test_words_are_whole_words_compared_without_case(text: str, count: int) -> None:
    assert output_diagnostics(text, text)["raw_speculative_word_count"] == count


def test_repeated_and_unclosed_blocks() -> None:
    d = output_diagnostics(DRAFTS, extract_prediction(DRAFTS))
    assert (d["response_start_tag_count"], d["response_end_tag_count"]) == (3, 2)
    assert d["extracted_output_chars"] == len("[3] final") and d["extracted_no_output"] is False
    truncated = f"<think>x</think><{T}>[0] Butt"
    d = output_diagnostics(truncated, extract_prediction(truncated))
    assert (d["response_start_tag_count"], d["response_end_tag_count"]) == (1, 0)
    upper = "<PREDICTED_OBSERVATION>a</Predicted_Observation>"
    assert output_diagnostics(upper, "a")["response_end_tag_count"] == 1  # case-insensitive, as upstream matches


@pytest.mark.parametrize("gen", ["", "<think>all reasoning, no answer</think>", f"<think>x</think><{T}>  </{T}>",
                                 "<think>never closed"])
def test_no_output(gen: str) -> None:
    extracted = extract_prediction(gen)
    d = output_diagnostics(gen, extracted)
    assert d["extracted_no_output"] is True and d["extracted_output_chars"] == 0
    assert d["raw_nonfinal_chars"] == len(gen)  # nothing of it is a final observation


def test_an_answer_that_is_literally_no_output_counts_as_none() -> None:
    # upstream's placeholder and a model that printed the same words cannot be told apart downstream
    assert output_diagnostics(f"<{T}>No output</{T}>", "No output")["extracted_no_output"] is True


def test_the_block_the_judge_reads() -> None:
    block = diagnostics_block(output_diagnostics(DRAFTS, extract_prediction(DRAFTS)))
    assert block == ("**World Model Output Diagnostics:**\n```\n"
                     "raw_speculative_word_count: 0\nraw_would_word_count: 0\nraw_likely_word_count: 0\n"
                     f"raw_nonfinal_chars: {len(DRAFTS) - 9}\nresponse_start_tag_count: 3\nresponse_end_tag_count: 2\n"
                     "extracted_output_chars: 9\nextracted_no_output: false\n```")
    assert "extracted_no_output: true" in diagnostics_block(output_diagnostics("", "No output"))
