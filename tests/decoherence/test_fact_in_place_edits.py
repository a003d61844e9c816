"""A stream editor in place (`sed -i` on the files a search found) rewrites files that are there: it brings no
renamed or deleted file back and takes none away, though which files it reached is not known."""

from __future__ import annotations

import json

from playground.decoherence.thresholds import Thresholds
from tests.decoherence.helpers import kinds, session

FACT = Thresholds()


def gem(command: str, out: str = "(empty)") -> tuple[str, str]:
    return (json.dumps({"name": "run_shell_command", "arguments": {"command": command, "description": "run"}}),
            f"Command: {command}\nDirectory: (root)\nStdout: {out}\nStderr: (empty)\nError: (none)\nExit Code: 0\n"
            "Signal: (none)\nBackground PIDs: (none)\nProcess Group PGID: 4021")


def listing(*names: str) -> tuple[str, str]:
    return (json.dumps({"name": "list_directory", "arguments": {"path": "/home/ines/quotad/store"}}),
            "Directory listing for /home/ines/quotad/store:\n" + "\n".join(names))


def test_a_renamed_file_stays_renamed_through_an_in_place_edit_of_unknown_files() -> None:
    steps = [listing("kv.go", "store.go"), gem("git mv store/kv.go store/bolt.go"),
             gem("sed -i 's/KVStore/BoltStore/g' $(grep -rl KVStore --include='*.go' .)")]
    assert kinds(session("swe", "Project: /home/ines/quotad", [*steps, listing("kv.go", "store.go")]), FACT) == \
        {4: ["fact.deleted-present"]}
    assert kinds(session("swe", "Project: /home/ines/quotad", [*steps, listing("bolt.go", "store.go")]), FACT) == {}
    # a program that may bring files back (a checkout of unknown paths) leaves it unknown
    restore = gem("git checkout $(git diff --name-only HEAD~1)")
    assert kinds(session("swe", "Project: /home/ines/quotad", [*steps[:2], restore, listing("kv.go", "store.go")]),
                 FACT) == {}
