"""The shell itself as a thing the fact engine follows: the directory and the user@host its prompt shows.
A `cd` (pushd, popd, cd -) sets the directory; su, ssh and their kind may change both; nothing else
does. So a prompt that moves with no cd, or shows another place than the cd went to, or another user
with no su or ssh, is a contradiction the generic rules find."""

from __future__ import annotations

import json
from typing import Any

from tests.decoherence.test_rules import run_case

P = "alex@devbox"


def screen(cwd: str, cmd: str, *out: str, after: str | None = None, who: str = P) -> str:
    """One command on the screen: its prompt, its output, and the next prompt."""
    return "\n".join([f"{P}:{cwd}$ {cmd}", *out, f"{who}:{after if after is not None else cwd}$"])


def case(*turns: tuple[str, str], state: str = f"{P}:~$") -> dict[str, Any]:
    return {"domain": "terminal", "state": state,
            "turns": [[json.dumps([{"keystrokes": cmd + "\n", "duration": 1}]), out] for cmd, out in turns]}


def test_the_prompt_follows_cd_and_moves_with_nothing_else() -> None:
    ok = case(("mkdir -p proj && cd proj", screen("~", "mkdir -p proj && cd proj", after="~/proj")),
              ("ls", screen("~/proj", "ls")))
    assert run_case(ok) == []
    jump = case(("ls", screen("~", "ls", "notes", after="~/notes")))
    assert run_case(jump) == [(1, "state-changed-without-write")]


def test_a_failed_cd_leaves_the_shell_where_it_was() -> None:
    stays = case(("cd nowhere", screen("~", "cd nowhere", "bash: cd: nowhere: No such file or directory")))
    assert run_case(stays) == []
    moves = case(("cd nowhere", screen("~", "cd nowhere", "bash: cd: nowhere: No such file or directory",
                                        after="~/nowhere")))
    assert run_case(moves) == [(1, "state-changed-without-write")]


def test_cd_dash_pushd_and_popd() -> None:
    ok = case(("cd /etc", screen("~", "cd /etc", after="/etc")),
              ("cd -", screen("/etc", "cd -", "/home/alex", after="~")),
              ("pushd /var/log", screen("~", "pushd /var/log", "/var/log ~", after="/var/log")),
              ("popd", screen("/var/log", "popd", "~", after="~")),
              ("cd", screen("~", "cd")))
    assert run_case(ok) == []
    wrong = case(("cd /etc", screen("~", "cd /etc", after="/etc")),
                 ("cd -", screen("/etc", "cd -", "/home/alex", after="/etc")))
    assert run_case(wrong) == [(2, "set-value-reverted")]


def test_a_cd_in_a_subshell_does_not_move_the_shell() -> None:
    ok = case(("mkdir sub && (cd sub && touch x)", screen("~", "mkdir sub && (cd sub && touch x)")),
              ("ls sub", screen("~", "ls sub", "x")))
    assert run_case(ok) == []


def test_pwd_shows_the_directory_and_where_home_is() -> None:
    mac = case(("cd proj", screen("~", "cd proj", after="~/proj")),
               ("pwd", screen("~/proj", "pwd", "/Users/alex/proj")),
               ("cd /tmp && pwd", screen("~/proj", "cd /tmp && pwd", "/tmp", after="/tmp")),
               ("cd", screen("/tmp", "cd", after="~")))
    assert run_case(mac) == []
    bad = case(("pwd", screen("~", "pwd", "/home/alex")),
               ("cd /srv && pwd", screen("~", "cd /srv && pwd", "/opt", after="/srv")))
    assert run_case(bad) == [(2, "set-value-reverted")]
    before = case(("pwd; cd /srv", screen("~", "pwd; cd /srv", "/home/alex", after="/srv")))
    assert run_case(before) == []  # printed before the cd


def test_the_user_changes_only_with_su_ssh_or_exit() -> None:
    for cmd, out in (("sudo -i", f"{P}:~$ sudo -i\nroot@devbox:~#"),
                     ("ssh web-02", f"{P}:~$ ssh web-02\nWelcome to Ubuntu 22.04\nalex@web-02:~$")):
        assert run_case(case((cmd, out))) == [], cmd
    silent = case(("ls", f"{P}:~$ ls\nroot@devbox:~#"))
    assert run_case(silent) == [(1, "state-changed-without-write")]


def test_bracket_prompts_show_the_last_part_of_the_directory() -> None:
    ok = case(("cd /srv/backups", "[ops@db ~]$ cd /srv/backups\n[ops@db backups]$"),
              ("cd ..", "[ops@db backups]$ cd ..\n[ops@db srv]$"), state="[ops@db ~]$")
    assert run_case(ok) == []
    bad = case(("cd /srv/backups", "[ops@db ~]$ cd /srv/backups\n[ops@db srv]$"), state="[ops@db ~]$")
    assert run_case(bad) == [(1, "set-value-reverted")]


def test_a_screen_that_starts_elsewhere_than_the_last_prompt_left() -> None:
    bad = case(("cd /etc", screen("~", "cd /etc", after="/etc")), ("ls", screen("/var", "ls", "log")))
    assert run_case(bad) == [(2, "set-value-reverted")]
    # a cd that is not on the screen may have failed or gone anywhere: the prompt tells
    cleared = {"domain": "terminal", "state": f"{P}:~$",
               "turns": [[json.dumps([{"keystrokes": "cd /etc\n", "duration": 1}, {"keystrokes": "clear\n"}]),
                          f"{P}:/opt$"]]}
    assert run_case(cleared) == []
