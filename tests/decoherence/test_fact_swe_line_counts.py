"""A file's line count, read by `wc -l` (one file, several with their total, a glob's files), follows the edits of
known size made since: a patch's added and removed lines, a replacement's lines, an insertion. A count read again
that does not follow from them contradicts the edit; a program that may have changed the file makes it unknown."""

from __future__ import annotations

import json

from playground.decoherence.effects.swe import patch_line_counts
from playground.decoherence.thresholds import Thresholds
from tests.decoherence.helpers import kinds, session

FACT = Thresholds()
ROOT = "/home/noor/csv"


def shell(command: str, output: str) -> tuple[str, str]:
    return (json.dumps({"name": "shell", "arguments": {"command": ["bash", "-lc", command], "workdir": ROOT}}),
            json.dumps({"output": output, "metadata": {"exit_code": 0, "duration_seconds": 0.1}}))


def patch(body: str) -> tuple[str, str]:
    return (json.dumps({"name": "shell", "arguments": {"command": ["apply_patch", f"*** Begin Patch\n{body}\n"
                                                                                  "*** End Patch"], "workdir": ROOT}}),
            json.dumps({"output": "Success. Updated the following files:\nM src/parse.py\n",
                        "metadata": {"exit_code": 0, "duration_seconds": 0.0}}))


def replace(old: str, new: str) -> tuple[str, str]:
    return (json.dumps({"name": "replace", "arguments": {"file_path": f"{ROOT}/src/parse.py", "old_string": old,
                                                          "new_string": new}}),
            f"Successfully modified file: {ROOT}/src/parse.py (1 replacements).")


COUNTED = shell("wc -l src/parse.py tests/test_parse.py", "  212 src/parse.py\n  148 tests/test_parse.py\n  360 total")
GROWS = "*** Update File: src/parse.py\n@@ def split(line):\n-    return line.split(',')\n+    if not line:\n" \
        "+        return []\n+    return line.split(',')"


def count(n: int) -> tuple[str, str]:
    return shell("wc -l src/parse.py", f"{n} src/parse.py")


def test_patch_line_counts_are_read_from_its_hunks() -> None:
    body = f"*** Begin Patch\n{GROWS}\n*** Add File: src/new.py\n+a = 1\n+b = 2\n*** End Patch"
    assert patch_line_counts(["apply_patch", body]) == {"src/parse.py": ("delta", 2), "src/new.py": ("count", 2)}
    assert patch_line_counts(["bash", "-lc", "ls"]) == {}


def test_a_count_read_again_follows_the_edits_of_known_size() -> None:
    assert kinds(session("swe", None, [COUNTED, patch(GROWS), count(214)]), FACT) == {}
    assert kinds(session("swe", None, [COUNTED, patch(GROWS), count(213)]), FACT) == {3: ["fact.set-value-reverted"]}
    two_more = replace("    return line.split(',')", "    line = line.strip()\n    fields = line.split(',')\n"
                       "    return fields")
    assert kinds(session("swe", None, [COUNTED, two_more, count(214)]), FACT) == {}
    assert kinds(session("swe", None, [COUNTED, two_more, count(216)]), FACT) == {3: ["fact.set-value-reverted"]}
    # the other file of the first count stays as it was read
    assert kinds(session("swe", None, [COUNTED, two_more, shell("wc -l tests/test_parse.py",
                                                                "150 tests/test_parse.py")]), FACT) == \
        {3: ["fact.state-changed-without-write"]}


def test_a_program_that_may_change_the_file_leaves_its_count_unknown() -> None:
    formatter = shell("./scripts/tidy.sh src", "tidied 1 file")
    assert kinds(session("swe", None, [COUNTED, patch(GROWS), formatter, count(213)]), FACT) == {}
    # nor does an edit of unknown size say what the count is
    assert kinds(session("swe", None, [patch(GROWS), count(213)]), FACT) == {}
