"""Which lines of a file `head`, `tail` and a plain `grep` show (views/numbered.py), and the terminal reading
them by number when the file was shown whole since."""

from __future__ import annotations

import json

from playground.decoherence.views.numbered import grep_literal, line_window
from tests.decoherence.test_rules import run_case


def test_head_and_tail_of_one_file_by_lines() -> None:
    assert line_window(["tail", "-n", "2", "a.conf"]) == ("a.conf", "tail", 2)
    assert line_window(["tail", "-5", "x.log"]) == ("x.log", "tail", 5)
    assert line_window(["head", "notes.md"]) == ("notes.md", "head", 10)  # ten lines unless told
    assert line_window(["tail", "-n", "+3", "f"]) == ("f", "from", 3)
    assert line_window(["tail", "--lines=4", "f"]) == ("f", "tail", 4)
    assert line_window(["tail", "-f", "f"]) is None  # following: lines come on their own
    assert line_window(["head", "-c", "20", "f"]) is None  # bytes, not lines
    assert line_window(["head", "-n3", "a", "b"]) is None  # several files, each under a header


def test_a_search_for_plain_words() -> None:
    assert grep_literal(["grep", "port", "a.conf"]) == ("port", "a.conf", False)
    assert grep_literal(["grep", "-i", "Port", "a.conf"]) == ("Port", "a.conf", True)
    assert grep_literal(["grep", "-n", "port", "a.conf"]) is None  # numbered: read as such
    assert grep_literal(["grep", "-v", "port", "a.conf"]) is None  # the other lines
    assert grep_literal(["grep", "a.b", "f"]) is None  # a pattern: which lines it hits is the engine's guess
    assert grep_literal(["grep", "-r", "x", "."]) is None


P = "dev@build:~/svc$ "
CONF = "[server]\nhost = 0.0.0.0\nport = 8080\nworkers = 4\n"


def _case(*steps: tuple[str, str]) -> dict[str, object]:
    turns = [[json.dumps([{"keystrokes": cmd + "\n", "duration": 1}]), f"{P}{cmd}\n{out}{P}"] for cmd, out in steps]
    return {"name": "t", "domain": "terminal", "state": P, "turns": turns}


def test_a_search_of_a_file_shown_whole_reads_its_lines() -> None:
    bad = _case(("cat svc.ini", CONF), ("date", "Mon Mar  4 10:00:00 UTC 2024\n"),
                ("grep port svc.ini", "port = 8008\n"))
    assert run_case(bad) == [(3, "state-changed-without-write")]
    same = _case(("cat svc.ini", CONF), ("grep -i PORT svc.ini", "port = 8080\n"))
    assert run_case(same) == []
    # hits that are not as many as the lines holding the words: no line is known to be which
    other = _case(("cat svc.ini", CONF), ("grep o svc.ini", "host = 0.0.0.0\nport = 9090\n"))
    assert run_case(other) == []


def test_head_reads_the_first_lines_without_the_whole_file() -> None:
    bad = _case(("cat svc.ini", CONF), ("head -n 2 svc.ini", "[server]\nhost = 127.0.0.1\n"))
    assert run_case(bad) == [(2, "state-changed-without-write")]
    edited = _case(("cat svc.ini", CONF), ("sed -i 's/0.0.0.0/127.0.0.1/' svc.ini", ""),
                   ("head -n 2 svc.ini", "[server]\nhost = 127.0.0.1\n"))
    assert run_case(edited) == []
