"""The fact engine's SWE binding on Aider: chat commands (``/run``, ``/git``, ``/add``), a command's output
less Aider's question about adding it to the chat, and a reply's SEARCH/REPLACE edits applied to the files
they name (committed)."""

from __future__ import annotations

from typing import Any

from tests.decoherence.test_rules import run_case

ROOT = "/home/dm/src/tally"
TEXT = ["module Tally", "  PATTERN = /\\A(\\d+)([hms])\\z/", "  UNITS = { 'h' => 3600, 'm' => 60, 's' => 1 }", "end"]
ASKED = "Add 0.1k tokens of command output to the chat? (Y)es/(N)o [Yes]: y\nAdded 4 lines of output to the chat."


def _case(*turns: tuple[str, str]) -> dict[str, Any]:
    return {"name": "t", "domain": "swe", "state": f"aider started in {ROOT}. Make durations compound.",
            "turns": [list(t) for t in turns]}


CAT = ("/run cat lib/tally.rb", "\n".join(TEXT) + "\n" + ASKED)
NEW = "  PATTERN = /\\A(?:\\d+[hms])+\\z/"
EDIT = ("The pattern takes one unit only; allow several.\n\nlib/tally.rb\n```ruby\n<<<<<<< SEARCH\n"
        f"{TEXT[1]}\n=======\n{NEW}\n>>>>>>> REPLACE\n```",
        "Applied edit to lib/tally.rb\nCommit 3f9c2e1 fix: accept compound durations")


def test_an_edit_read_back_as_it_was_is_reverted() -> None:
    lost = CAT
    assert (3, "set-value-reverted") in run_case(_case(CAT, EDIT, lost))
    kept = ("/run cat lib/tally.rb", "\n".join([TEXT[0], NEW, *TEXT[2:]]) + "\n" + ASKED)
    assert run_case(_case(CAT, EDIT, kept)) == []


def test_a_file_shown_twice_with_no_edit_between_shows_the_same() -> None:
    drifted = ("/run cat lib/tally.rb", "\n".join([*TEXT[:2], "  UNITS = { 'h' => 3600, 'm' => 60 }", TEXT[3]])
               + "\n" + ASKED)
    add = ("/add lib/tally.rb", "Added lib/tally.rb to the chat")
    assert (3, "state-changed-without-write") in run_case(_case(CAT, add, drifted))
    # near misses: an edit that did not apply; a /git command that may change the files
    failed = (EDIT[0], "The LLM did not conform to the edit format.\nSearchReplaceNoExactMatch: This SEARCH block "
                       "failed to exactly match lines in lib/tally.rb")
    assert run_case(_case(CAT, failed, CAT)) == []
    assert run_case(_case(CAT, ("/git checkout lib/tally.rb", "Updated 1 path from the index"), drifted)) == []


def test_a_new_file_an_empty_search_made_is_there_for_the_test_run() -> None:
    spec = "spec/units_spec.rb"
    make = (f"Adding a spec.\n\n{spec}\n```ruby\n<<<<<<< SEARCH\n=======\nRSpec.describe Tally do\nend\n"
            ">>>>>>> REPLACE\n```", f"Applied edit to {spec}\nCommit 9d0e1a2 test: units")
    missing = (f"/run python -m pytest {spec}", f"no tests ran in 0.01s\nERROR: file or directory not found: {spec}\n"
               + ASKED)
    # the banner of the harness names where it works ("aider v0.62 in /path")
    case = _case(make, missing)
    case["state"] = f"aider v0.62 in {ROOT} (git repo with 9 files). Add a units spec."
    assert run_case(case) == [(2, "created-reported-missing")]
    # near miss: an empty SEARCH on a file the session shows is an append, not a new file
    shown = ("/run cat " + spec, "RSpec.describe Tally do\nend\n" + ASKED)
    case = _case(shown, make, ("/run cat " + spec, "RSpec.describe Tally do\nend\nRSpec.describe Tally do\nend\n"
                               + ASKED))
    assert run_case(case) == []


def test_a_request_whose_reply_applies_edits_writes_them() -> None:
    # the action is what the user asked; Aider's reply holds the SEARCH/REPLACE blocks it applied
    asked = ("Allow several units in a duration.", EDIT[0] + "\n\n" + EDIT[1])
    assert (3, "set-value-reverted") in run_case(_case(CAT, asked, CAT))
    # near miss: a reply that applied nothing (only prose) changes no file
    talk = ("Why does the pattern take one unit?", "Because the regex anchors a single number and unit.")
    assert (3, "set-value-reverted") not in run_case(_case(CAT, talk, CAT))


def test_an_edit_aider_commits_leaves_the_earlier_commits_hashes() -> None:
    log = ("/git log --oneline -2", "3f9c2e1 fix: accept compound durations\nb03e9f1 Release 0.6.0")
    drifted = ("/git log --oneline -2", "3f9c2e1 fix: accept compound durations\nb03e1f9 Release 0.6.0")
    assert run_case(_case(log, EDIT, drifted)) == [(3, "identity-changed")]
    # near miss: /undo takes the last commit away: the log may show other commits (a near copy of a hash is still
    # a bad copy: identifier-drift's, whatever was done)
    other = ("/git log --oneline -2", "b03e9f1 Release 0.6.0\n77c2d0a Add the duration parser")
    assert run_case(_case(log, ("/undo", "Removed: 3f9c2e1 fix: accept compound durations"), other)) == []


def test_a_bare_edit_block_and_the_short_question_are_read() -> None:
    # Aider's SEARCH/REPLACE block with no fence around it, and its question without a token count
    bare = (f"lib/tally.rb\n<<<<<<< SEARCH\n{TEXT[1]}\n=======\n{NEW}\n>>>>>>> REPLACE",
            "Applied edit to lib/tally.rb")
    short = "Add command output to the chat? (Y)es/(N)o [Yes]: y\nAdded 4 lines of output to the chat."
    cat = ("/run cat lib/tally.rb", "\n".join(TEXT) + "\n" + short)
    assert (3, "set-value-reverted") in run_case(_case(cat, bare, cat))
