"""The desktop binding's terminal window: commands the agent's code types into it, followed as typed at a
shell; the desktop table's multi-line text cells; and what a -v file command reports doing with a glob."""

from __future__ import annotations

import json
import shlex

from playground.decoherence.effects.gui import typed_lines
from playground.decoherence.effects.shell import verbose_report
from playground.decoherence.views.gui import read_screen
from tests.decoherence.test_rules import run_case

HEAD = "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)\n"
PROMPT = "dev@ws:~/logs$"


def _desk(scrollback: list[str]) -> str:
    """A desktop with a terminal window whose text is the scrollback (ending at an empty prompt)."""
    text = "\n".join([*scrollback, PROMPT])
    return (HEAD + "label\t\tMar 14  11:20\t\t\t(884, 0)\t(152, 27)\n"
            + "frame\tdev@ws: ~/logs\t\t\t\t(70, 27)\t(1400, 900)\n"
            + f"terminal\tTerminal\t{text}\t\t\t(72, 90)\t(1396, 834)\n")


def _typed(cmd: str) -> str:
    return f"```python\nimport pyautogui\npyautogui.typewrite('{cmd}' + '\\n', interval=0.02)\n```"


LS = ["-rw-r--r-- 1 dev dev  14M Jan 27 23:59 app-01-27.log", "-rw-r--r-- 1 dev dev  13M Jan 28 23:59 app-01-28.log",
      "-rw-r--r-- 1 dev dev 2.3M Mar 14 11:20 app.log"]


def test_a_text_cell_holding_tabs_and_newlines_ends_at_its_rows_box() -> None:
    screen = read_screen(_desk([f"{PROMPT} du -sh .", "94M\t.", f"{PROMPT} ls", "a.log\tb.log"]))
    assert screen is not None
    terminal = [e for e in screen.elements if e.role == "terminal"]
    assert len(terminal) == 1 and terminal[0].box == (72, 90, 1468, 924)
    assert terminal[0].attrs["text"].endswith(f"94M\t.\n{PROMPT} ls\na.log\tb.log\n{PROMPT}")


def test_the_lines_code_types_and_ends_with_enter() -> None:
    assert typed_lines(_typed("ls -lh")) == ["ls -lh"]
    assert typed_lines("pyautogui.write('cd logs')\npyautogui.press('enter')\npyautogui.write('ls\\n')") == ["cd logs",
                                                                                                      "ls"]
    assert typed_lines("pyautogui.write('half typed')") == []
    assert typed_lines("pyautogui.click(300, 200)\npyautogui.write('ls\\n')") == []  # the focus may have moved


def test_what_a_verbose_file_command_reports() -> None:
    def report(line: str, out: list[str]) -> object:
        argv = shlex.split(line)
        return verbose_report(argv, {c for a in argv[1:] if a.startswith("-") for c in a[1:]}, out)

    assert report("rm -v app-01-*.log", ["removed 'app-01-27.log'", "removed 'app-01-28.log'"]) == (
        "delete", [("app-01-27.log", None), ("app-01-28.log", None)])
    assert report("mv -v *.gz ../archive/", ["renamed 'a.gz' -> '../archive/a.gz'"]) == (
        "rename", [("a.gz", "../archive/a.gz")])
    assert report("gzip -v app-*.log", ["app-01.log:\t 90.9% -- replaced with app-01.log.gz"]) == (
        "rename", [("app-01.log", "app-01.log.gz")])
    assert report("rm app-01-*.log", ["removed 'app-01-27.log'"]) is None  # no -v: not its report


def _case(*turns: list[str]) -> dict[str, object]:
    return {"name": "t", "domain": "desktop", "state": _desk([]), "turns": list(turns)}


def test_a_file_a_glob_removed_in_a_desktop_terminal_is_listed_again() -> None:
    ls = [f"{PROMPT} ls -lh", "total 29M", *LS]
    rm = [*ls, f"{PROMPT} rm -v app-01-*.log", "removed 'app-01-27.log'", "removed 'app-01-28.log'"]
    again = [*rm, f"{PROMPT} ls -lh", "total 15M", LS[1], LS[2]]
    steps = [[_typed("ls -lh"), _desk(ls)], [_typed("rm -v app-01-*.log"), _desk(rm)],
             [_typed("ls -lh"), _desk(again)]]
    assert (3, "deleted-present") in run_case(_case(*steps))
    # the last listing typed into another window: the terminal's last command is still the rm
    elsewhere = [[_typed("ls -lh"), _desk(ls)], [_typed("rm -v app-01-*.log"), _desk(rm)],
                 [_typed("ls -lh"), _desk(rm)]]
    assert run_case(_case(*elsewhere)) == []


def test_a_glob_a_terminal_session_removed_with_rm_v() -> None:
    p = "dev@box:~/logs$ "

    def t(cmd: str, out: str) -> list[str]:
        return [json.dumps([{"keystrokes": cmd + "\n", "duration": 1}]), f"{p}{cmd}\n{out}\n{p}"]

    case = {"name": "t", "domain": "terminal", "state": p, "turns": [
        t("ls", "app-01-27.log  app-01-28.log  app.log"),
        t("rm -v app-01-*.log", "removed 'app-01-27.log'\nremoved 'app-01-28.log'"),
        t("ls", "app-01-28.log  app.log")]}
    assert (3, "listing-deleted-member") in run_case(case) or (3, "deleted-present") in run_case(case)
