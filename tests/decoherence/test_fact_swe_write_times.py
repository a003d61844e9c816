"""A file an editor or a patch tool wrote has the time of then: a long listing that shows it written before a
clock reading made ahead of the edit runs the clock backwards. A program that may change files without a time
of its own (a test run) leaves that time a lower bound; one that sets times of its own (`cp -p`) does not."""

from __future__ import annotations

import json

from playground.decoherence.thresholds import Thresholds
from tests.decoherence.helpers import kinds, session

FACT = Thresholds()
ROOT = "/home/kai/dev/habit"


def shell(command: str, output: str) -> tuple[str, str]:
    return (json.dumps({"name": "shell", "arguments": {"command": ["bash", "-lc", command], "workdir": ROOT}}),
            json.dumps({"output": output, "metadata": {"exit_code": 0, "duration_seconds": 0.1}}))


def patch(path: str) -> tuple[str, str]:
    body = f"*** Begin Patch\n*** Update File: {path}\n@@\n-  return a;\n+  return a + b;\n*** End Patch"
    return (json.dumps({"name": "shell", "arguments": {"command": ["apply_patch", body], "workdir": ROOT}}),
            json.dumps({"output": "Success. Updated the following files:\nM " + path + "\n",
                        "metadata": {"exit_code": 0, "duration_seconds": 0.0}}))


def editor(path: str) -> tuple[str, str]:
    return (json.dumps({"name": "replace", "arguments": {"file_path": f"{ROOT}/{path}", "old_string": "a;",
                                                          "new_string": "a + b;"}}),
            f"Successfully modified file: {ROOT}/{path} (1 replacements).")


CLOCK = shell("date && ls -l --time-style=long-iso lib/", "Tue Jun 11 14:20:05 CEST 2024\ntotal 8\n"
              "-rw-r--r-- 1 kai kai 1050 2024-05-02 09:14 calc.dart\n"
              "-rw-r--r-- 1 kai kai 904 2024-04-19 17:38 day.dart")
TESTS = shell("dart test", "00:02 +3: All tests passed!")


def listed(when: str) -> tuple[str, str]:
    return shell("ls -l --time-style=long-iso lib/", f"total 8\n-rw-r--r-- 1 kai kai 1224 2024-06-11 {when} calc.dart\n"
                 "-rw-r--r-- 1 kai kai 904 2024-04-19 17:38 day.dart")


def test_a_patched_or_edited_file_shown_written_before_the_clock_was_read() -> None:
    for edit in (patch("lib/calc.dart"), editor("lib/calc.dart")):
        assert kinds(session("swe", None, [CLOCK, edit, TESTS, listed("14:09")]), FACT) == \
            {4: ["fact.clock-backwards"]}, edit[0][:40]
        assert kinds(session("swe", None, [CLOCK, edit, TESTS, listed("14:21")]), FACT) == {}


def test_a_time_set_by_a_program_of_its_own_or_a_file_not_written_says_nothing_of_now() -> None:
    restored = shell("cp -p /tmp/calc.dart.bak lib/calc.dart", "")
    assert kinds(session("swe", None, [CLOCK, patch("lib/calc.dart"), restored, listed("14:09")]), FACT) == {}
    # another file patched: the one listed with its old time was not written here
    other = shell("ls -l --time-style=long-iso lib/", "total 8\n-rw-r--r-- 1 kai kai 1050 2024-05-02 09:14 calc.dart\n"
                  "-rw-r--r-- 1 kai kai 930 2024-06-11 14:25 day.dart")
    assert kinds(session("swe", None, [CLOCK, patch("lib/day.dart"), TESTS, other]), FACT) == {}
