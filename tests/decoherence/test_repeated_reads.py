"""The domain-free rule: the same read, repeated while nothing was written, gives the same answer."""

from __future__ import annotations

import json

from playground.decoherence.common import Action
from playground.decoherence.repeated_reads import RepeatedReads

P = "dev@box:~/app$ "


def keys(command: str) -> Action:
    data = [{"keystrokes": command + "\n", "duration": 1.0}]
    return Action(json.dumps(data), data)


def call(name: str, **arguments: object) -> Action:
    data = {"name": name, "arguments": arguments}
    return Action(json.dumps(data), data)


def screen(command: str, output: str) -> str:
    return f"{P}{command}\n{output}\n{P}"


def run(domain: str, steps: list[tuple[Action, str]]) -> list[tuple[int, str]]:
    rule = RepeatedReads(domain)
    rule.seed(P)
    return [(i, w.evidence["key"]) for i, (a, o) in enumerate(steps, 1) for w in rule.observe(i, a, o)]


def test_a_field_that_changes_between_two_identical_reads_with_only_reads_between() -> None:
    ini = "port = 8080\nmode = {}"
    assert run("terminal", [(keys("cat app.ini"), screen("cat app.ini", ini.format("production"))),
                            (keys("ls"), screen("ls", "app.ini  main.py")),
                            (keys("cat app.ini"), screen("cat app.ini", ini.format("staging")))]) == [(3, "mode")]
    issue = {"id": 12, "title": "Login fails", "state": "{}"}
    get = call("get_issue", owner="acme", repo="web", issue_number=12)
    text = "\n".join(f"{k}: {v}" for k, v in issue.items())
    assert run("mcp", [(get, text.format("closed")), (call("list_labels", repo="web"), "bug\nui"),
                       (get, text.format("open"))]) == [(3, "state")]


def test_a_write_between_or_a_live_answer_keeps_it_quiet() -> None:
    ini = "port = 8080\nmode = {}"
    # the agent wrote in between
    sed = "sed -i s/production/staging/ app.ini"
    assert run("terminal", [(keys("cat app.ini"), screen("cat app.ini", ini.format("production"))),
                            (keys(sed), screen(sed, "")),
                            (keys("cat app.ini"), screen("cat app.ini", ini.format("staging")))]) == []
    # what lives on its own: a status, a time in the value, a log
    status = "Active: active (running)\nTasks: {}"
    assert run("terminal", [(keys("systemctl status web"), screen("systemctl status web", status.format(3))),
                            (keys("systemctl status web"), screen("systemctl status web", status.format(5)))]) == []
    assert run("terminal", [(keys("cat build.txt"), screen("cat build.txt", "built: 10:01 by ci")),
                            (keys("cat build.txt"), screen("cat build.txt", "built: 10:05 by ci"))]) == []
    # a "modified" field that moved with the size: something else wrote the file
    info = "size: {}\nmodified: 2025-01-0{}"
    assert run("mcp", [(call("get_file_info", path="/srv/out.csv"), info.format(10, 1)),
                       (call("get_file_info", path="/srv/out.csv"), info.format(90, 2))]) == []
    # a wholly different answer is another view, not four contradictions
    many = "a = {0}\nb = {0}\nc = {0}\nd = {0}"
    assert run("terminal", [(keys("cat x.ini"), screen("cat x.ini", many.format(1))),
                            (keys("cat x.ini"), screen("cat x.ini", many.format(2)))]) == []
    # screens are the GUI ledger's
    goto = Action("goto('http://a/b')")
    assert run("web", [(goto, "status: open"), (goto, "status: closed")]) == []
