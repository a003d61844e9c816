"""verify's file rules in the swe domain read the fact engine's store (the older SWE ledger is deleted):
removals, creations and whole texts the editor and shell established; what a command that may rewrite
the tree left unknown is "could not be judged", never guessed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.agents.test_verify import verify_cli


def _bash(command: str, output: str = "") -> dict[str, object]:
    return {"action": {"name": "execute_bash", "arguments": {"command": command}}, "observation": output}


def _editor(observation: str, **arguments: object) -> dict[str, object]:
    return {"action": {"name": "str_replace_editor", "arguments": arguments}, "observation": observation}


VIEW = ("Here's the result of running `cat -n` on /repo/app/conf.py:\n     1\tPORT = 8080\n     2\tDEBUG = False\n")
RULES = """domain = "swe"
[coherence]
required = false
[[rule]]
name = "tests kept"
not_deleted = "/repo/tests"
[[rule]]
name = "port kept"
file_contains = { path = "/repo/app/conf.py", text = "PORT = 8080" }
"""


def _verify(capsys: pytest.CaptureFixture[str], tmp_path: Path, actions: list[dict[str, object]]) -> dict:
    (tmp_path / "plan.json").write_text(json.dumps({"domain": "swe", "actions": actions}))
    (tmp_path / "rules.toml").write_text(RULES)
    _, out, _ = verify_cli(capsys, str(tmp_path / "plan.json"), "--rules", str(tmp_path / "rules.toml"), "--json")
    report = json.loads(out)
    return {r["rule"]: (next(k for k in ("broke", "unjudged", "held") if r[k]), r["evidence"]) for r in report["rules"]}


def test_a_removal_and_a_known_text_are_judged(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                                sessions_root: Path) -> None:
    rules = _verify(capsys, tmp_path, [
        _editor(VIEW, command="view", path="/repo/app/conf.py"),
        _bash("cd /repo && rm -rf tests", "[The command completed with exit code 0.]"),
    ])
    assert rules["tests kept"][0] == "broke" and "/repo/tests was removed at step 2" in rules["tests kept"][1]
    assert rules["port kept"][0] == "held", rules["port kept"]


def test_an_edit_keeps_the_text_known_and_a_removed_line_breaks_the_rule(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, sessions_root: Path) -> None:
    edited = ("The file /repo/app/conf.py has been edited. Here's the result of running `cat -n` on a snippet of "
              "/repo/app/conf.py:\n     1\tPORT = 9090\n     2\tDEBUG = False\n")
    rules = _verify(capsys, tmp_path, [
        _editor(VIEW, command="view", path="/repo/app/conf.py"),
        _editor(edited, command="str_replace", path="/repo/app/conf.py", old_str="PORT = 8080", new_str="PORT = 9090"),
    ])
    assert rules["port kept"][0] == "broke", rules["port kept"]
    assert rules["tests kept"][0] == "held"


def test_a_command_that_may_rewrite_the_tree_leaves_the_rules_unjudged(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, sessions_root: Path) -> None:
    rules = _verify(capsys, tmp_path, [
        _editor(VIEW, command="view", path="/repo/app/conf.py"),
        _bash("cd /repo && ./setup.sh", "done"),
    ])
    assert rules["port kept"][0] == "unjudged", rules["port kept"]
