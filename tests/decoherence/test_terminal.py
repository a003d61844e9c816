"""The terminal binding of the fact engine: contradictions it must catch, and the near-misses it must leave alone."""

from __future__ import annotations

import pytest

from playground.decoherence.shell import parse_line, resolve, typed_commands
from playground.world.session import Session
from tests.decoherence.benchrows import GONE
from tests.decoherence.evalset import K
from tests.decoherence.helpers import kinds, noted, session, warnings_at

P = "alex@devbox"


def term(*steps: tuple[list, str], state: str = f"{P}:~$"):
    return session("terminal", state, list(steps))


def screen(cwd: str, cmd: str, *out: str, after: str | None = None) -> str:
    """One command on the screen: prompt + command, output, fresh prompt."""
    return "\n".join([f"{P}:{cwd}$ {cmd}", *out, f"{P}:{after if after is not None else cwd}$"])


# ---------------------------------------------------------------- directory

def test_cd_then_new_prompt_is_fine_and_a_jump_without_cd_is_not() -> None:
    ok = term((K("mkdir -p proj && cd proj"), screen("~", "mkdir -p proj && cd proj", after="~/proj")),
              (K("ls"), screen("~/proj", "ls")))
    assert kinds(ok) == {}
    jump = term((K("ls"), screen("~", "ls", "notes", after="~/notes")))
    assert kinds(jump) == {} and noted(jump) == {1}  # information: the rule is in preview
    w = warnings_at(jump, 1)[0]
    assert w.evidence["earlier_step"] == 0 and w.evidence["earlier_text"] == f"{P}:~$"  # the initial state
    assert w.evidence["text"] == f"{P}:~/notes$"


def test_failed_cd_keeps_the_directory() -> None:
    stays = term((K("cd nowhere"), screen("~", "cd nowhere", "bash: cd: nowhere: No such file or directory")))
    assert kinds(stays) == {}
    moves = term((K("cd nowhere"), screen("~", "cd nowhere", "bash: cd: nowhere: No such file or directory",
                                          after="~/nowhere")))
    assert noted(moves) == {1}


def test_cd_dash_home_and_pushd_popd() -> None:
    s = term((K("cd /etc"), screen("~", "cd /etc", after="/etc")),
             (K("cd -"), screen("/etc", "cd -", "/home/alex", after="~")),
             (K("pushd /var/log"), screen("~", "pushd /var/log", "/var/log ~", after="/var/log")),
             (K("popd"), screen("/var/log", "popd", "~", after="~")),
             (K("cd"), screen("~", "cd")))
    assert kinds(s) == {}
    wrong = term((K("cd /etc"), screen("~", "cd /etc", after="/etc")),
                 (K("cd -"), screen("/etc", "cd -", "/home/alex", after="/etc")))
    assert kinds(wrong) == {2: ["fact.set-value-reverted"]}


def test_subshell_cd_does_not_move_the_shell() -> None:
    s = term((K("mkdir sub && (cd sub && touch x)"), screen("~", "mkdir sub && (cd sub && touch x)")),
             (K("ls sub"), screen("~", "ls sub", "x")))
    assert kinds(s) == {}


def test_pwd_must_match_and_a_non_standard_home_is_learned() -> None:
    mac = term((K("cd proj"), screen("~", "cd proj", after="~/proj")),
               (K("pwd"), screen("~/proj", "pwd", "/Users/alex/proj")),
               (K("cd /tmp && pwd"), screen("~/proj", "cd /tmp && pwd", "/tmp", after="/tmp")))
    assert kinds(mac) == {}
    bad = term((K("pwd"), screen("~", "pwd", "/home/alex")),
               (K("cd /srv && pwd"), screen("~", "cd /srv && pwd", "/opt", after="/srv")))
    assert kinds(bad) == {2: ["fact.set-value-reverted"]}


def test_user_or_host_change_needs_su_or_ssh() -> None:
    su = term((K("sudo -i"), f"{P}:~$ sudo -i\nroot@devbox:~#"))
    assert kinds(su) == {}
    ssh = term((K("ssh web-02"), f"{P}:~$ ssh web-02\nWelcome to Ubuntu 22.04\nalex@web-02:~$"))
    assert kinds(ssh) == {}
    silent = term((K("ls"), f"{P}:~$ ls\nroot@devbox:~#"))
    assert noted(silent) == {1}


def test_bracket_prompts_show_the_last_path_part() -> None:
    ok = session("terminal", "[ops@db ~]$", [(K("cd /srv/backups"), "[ops@db ~]$ cd /srv/backups\n[ops@db backups]$"),
                                              (K("cd .."), "[ops@db backups]$ cd ..\n[ops@db srv]$")])
    assert kinds(ok) == {}
    bad = session("terminal", "[ops@db ~]$", [(K("cd /srv/backups"), "[ops@db ~]$ cd /srv/backups\n[ops@db srv]$")])
    assert kinds(bad) == {1: ["fact.set-value-reverted"]}


# -------------------------------------------------------------------- files

def test_a_file_recreated_after_deletion_is_not_a_contradiction() -> None:
    s = term((K("touch a.txt b.txt", "rm a.txt", "ls"),
              "\n".join([f"{P}:~$ touch a.txt b.txt", f"{P}:~$ rm a.txt", f"{P}:~$ ls", "b.txt", f"{P}:~$"])),
             (K("touch a.txt && ls"), screen("~", "touch a.txt && ls", "a.txt  b.txt")),
             (K("ls"), screen("~", "ls", "a.txt  b.txt")))
    assert kinds(s) == {}


def test_a_deleted_file_that_comes_back_is(monkeypatch: pytest.MonkeyPatch) -> None:
    from playground.decoherence import maturity

    # with deleted-present cleared in terminal by its own evidence there: an error
    monkeypatch.setattr(maturity, "RULE_EVIDENCE", {**maturity.RULE_EVIDENCE, "terminal": {"deleted-present": {
        "a": (5, 0, 0)}}})
    s = term((K("touch a.txt b.txt && rm a.txt"), screen("~", "touch a.txt b.txt && rm a.txt")),
             (K("ls"), screen("~", "ls", "a.txt  b.txt")))
    assert kinds(s) == {2: ["fact.deleted-present"]}
    w = warnings_at(s, 2)[0]
    assert w.evidence["earlier_step"] == 1 and "rm a.txt" in w.evidence["earlier_text"]
    assert w.evidence["entity"] == "file /home/alex/a.txt" and w.severity == "error"


def test_a_created_file_missing_from_a_full_listing() -> None:
    s = term((K("mkdir -p out && touch out/a out/.hidden"), screen("~", "mkdir -p out && touch out/a out/.hidden")),
             (K("ls out"), screen("~", "ls out", "")),
             (K("ls -A out"), screen("~", "ls -A out", "a")))
    # 'a' missing; then '.hidden' missing with -A (the fact engine finds both too)
    assert kinds(s) == {2: ["fact.created-absent"], 3: ["fact.created-absent"]}


def test_partial_listings_are_not_judged() -> None:
    s = term((K("touch a b c"), screen("~", "touch a b c")),
             (K("ls | head -1"), screen("~", "ls | head -1", "a")),
             (K("ls -d a*"), screen("~", "ls -d a*", "a")),
             (K("ls -t"), "\n".join([f"{P}:~$ ls -t", "c  b  a", f"{P}:~$"])))
    assert kinds(s) == {}


def test_long_listing_names_are_read() -> None:
    s = term((K("mkdir logs && rm -r logs"), screen("~", "mkdir logs && rm -r logs")),
             (K("ls -l"), screen("~", "ls -l", "total 4", "drwxr-xr-x 2 alex alex 4096 Mar 14 10:02 logs")))
    assert kinds(s) == {2: ["fact.deleted-present"]}


def test_rename_moves_the_name() -> None:
    cmd = "touch old.txt && mv old.txt new.txt && ls"
    good = term((K(cmd), screen("~", cmd, "new.txt")))
    assert kinds(good) == {}
    both = term((K(cmd), screen("~", cmd, "new.txt  old.txt")))
    assert kinds(both) == {1: ["fact.deleted-present"]}


def test_cat_of_a_created_file_that_does_not_exist() -> None:
    s = term((K("echo hi > greet.txt"), screen("~", "echo hi > greet.txt")),
             (K("cat greet.txt"), screen("~", "cat greet.txt", "cat: greet.txt: No such file or directory")))
    assert kinds(s) == {2: ["fact.created-reported-missing"]}
    gone = term((K("echo hi > greet.txt && rm greet.txt"), screen("~", "echo hi > greet.txt && rm greet.txt")),
                (K("cat greet.txt"), screen("~", "cat greet.txt", "cat: greet.txt: No such file or directory")))
    assert kinds(gone) == {}


def test_a_program_may_recreate_what_was_deleted() -> None:
    s = term((K("rm -f report.txt", "python3 make_report.py"),
              "\n".join([f"{P}:~$ rm -f report.txt", f"{P}:~$ python3 make_report.py", "done", f"{P}:~$"])),
             (K("ls"), screen("~", "ls", "make_report.py  report.txt")))
    assert kinds(s) == {}


def test_file_contents_written_by_echo_printf_and_heredoc() -> None:
    s = term((K("printf 'a\\nb\\nc\\n' > f.txt", "echo d >> f.txt"),
              "\n".join([f"{P}:~$ printf 'a\\nb\\nc\\n' > f.txt", f"{P}:~$ echo d >> f.txt", f"{P}:~$"])),
             (K("cat f.txt"), screen("~", "cat f.txt", "a", "b", "c", "d")),
             (K("wc -l f.txt"), screen("~", "wc -l f.txt", "4 f.txt")),
             ([{"keystrokes": "cat > g.txt <<EOF\nx y\nEOF\n", "duration": 0.5}],
              "\n".join([f"{P}:~$ cat > g.txt <<EOF", "> x y", "> EOF", f"{P}:~$"])),
             (K("cat g.txt"), screen("~", "cat g.txt", "x y")))
    assert kinds(s) == {}
    wrong = term((K("printf 'a\\nb\\n' > f.txt"), screen("~", "printf 'a\\nb\\n' > f.txt")),
                 (K("cat f.txt"), screen("~", "cat f.txt", "a", "x")),
                 (K("wc -l f.txt"), screen("~", "wc -l f.txt", "3 f.txt")))
    assert kinds(wrong) == {2: ["fact.set-value-reverted"], 3: ["fact.set-value-reverted"]}
    assert "content" in warnings_at(wrong, 2)[0].message and "lines" in warnings_at(wrong, 3)[0].message
    # what a write printed is known only when nothing expands or formats it
    unknown = term((K('echo "$HOME" > h.txt', "echo -e 'x\\ty' > t.txt", "printf '%s\\n' x > p.txt"),
                    "\n".join([f"{P}:~$ echo \"$HOME\" > h.txt", f"{P}:~$ echo -e 'x\\ty' > t.txt",
                               f"{P}:~$ printf '%s\\n' x > p.txt", f"{P}:~$"])),
                   (K("cat h.txt t.txt p.txt"), screen("~", "cat h.txt t.txt p.txt", "/home/alex", "x\ty", "x")))
    assert kinds(unknown) == {}


# --------------------------------------------------------- env and jobs

def test_environment_variables() -> None:
    s = term((K("export A=1", "B=two"), "\n".join([f"{P}:~$ export A=1", f"{P}:~$ B=two", f"{P}:~$"])),
             (K("echo $A"), screen("~", "echo $A", "1")),
             (K("echo \"$B\""), screen("~", "echo \"$B\"", "two")),
             (K("printenv B"), screen("~", "printenv B")),  # not exported: printenv prints nothing
             (K("unset A && echo $A"), screen("~", "unset A && echo $A", "")),
             (K("echo $HOME"), screen("~", "echo $HOME", "/home/alex")),
             (K("echo $HOME"), screen("~", "echo $HOME", "/home/alex")))
    assert kinds(s) == {}
    bad = term((K("export A=1"), screen("~", "export A=1")),
               (K("echo $A"), screen("~", "echo $A", "2")),
               (K("unset A"), screen("~", "unset A")),
               (K("env"), screen("~", "env", "SHELL=/bin/bash", "A=2")))
    assert kinds(bad) == {2: ["fact.set-value-reverted"], 4: ["fact.listing-deleted-member"]}


def test_background_jobs() -> None:
    start = (K("sleep 100 &"), screen("~", "sleep 100 &", "[1] 4242"))
    ok = term(start, (K("kill %1", "jobs"), "\n".join([f"{P}:~$ kill %1", f"{P}:~$ jobs",
                                                        "[1]+  Terminated              sleep 100", f"{P}:~$"])))
    assert kinds(ok) == {}
    finished = term(start, (K("jobs"), screen("~", "jobs", "[1]+  Done                    sleep 100")),
                    (K("sleep 5 &"), screen("~", "sleep 5 &", "[1] 4300")),
                    (K("jobs"), screen("~", "jobs", "[1]+  Running                 sleep 5 &")))
    assert kinds(finished) == {}  # job numbers are reused once a job is done


def _job_killed_still_running() -> tuple[Session, int]:
    start = (K("sleep 100 &"), screen("~", "sleep 100 &", "[1] 4242"))
    return term(start, (K("kill %1", "jobs"), "\n".join([f"{P}:~$ kill %1", f"{P}:~$ jobs",
                                                        "[1]+  Running                 sleep 100 &", f"{P}:~$"]))), 2


def _job_with_another_command() -> tuple[Session, int]:
    start = (K("sleep 100 &"), screen("~", "sleep 100 &", "[1] 4242"))
    return term(start, (K("jobs"), screen("~", "jobs", "[1]+  Running                 make -j8 &"))), 2


# what only the older terminal ledger caught: known gaps of the fact engine (strict: one it starts finding
# moves out of here)
GAPS = {"job-killed-still-running": _job_killed_still_running, "job-with-another-command": _job_with_another_command}


@pytest.mark.xfail(strict=True, reason=GONE["terminal"])
@pytest.mark.parametrize("name", sorted(GAPS))
def test_known_gaps_since_the_older_ledger_was_deleted(name: str) -> None:
    s, step = GAPS[name]()
    assert step in noted(s)


# ------------------------------------------------------------- screens

def test_scrollback_with_old_prompts_is_not_judged_again() -> None:
    s = term((K("cd /tmp"), f"{P}:~$ cd /tmp\n{P}:/tmp$"),
             (K("cd ~"), f"{P}:~$ cd /tmp\n{P}:/tmp$ cd ~\n{P}:~$"))
    assert kinds(s) == {}


def test_keys_typed_into_a_repl_are_not_shell_commands() -> None:
    s = term((K("python3"), f"{P}:~$ python3\nPython 3.11.8\n>>>"),
             (K("import os; os.chdir('/tmp'); open('x','w')"), ">>> import os; os.chdir('/tmp'); open('x','w')\n>>>"),
             (K("exit()"), f">>> exit()\n{P}:~$"))
    assert kinds(s) == {}
    moved = term((K("python3"), f"{P}:~$ python3\nPython 3.11.8\n>>>"), (K("exit()"), f">>> exit()\n{P}:/tmp$"))
    assert noted(moved) == {2}  # a program cannot move the shell


def test_commands_cleared_from_the_screen_are_applied_but_not_judged() -> None:
    s = term((K("mkdir d"), screen("~", "mkdir d")),
             (K("rm -r d", "clear", "ls"), screen("~", "ls", "notes.md")),
             (K("ls"), screen("~", "ls", "d  notes.md")))
    assert kinds(s) == {3: ["fact.deleted-present"]}


def test_imported_ground_truth_is_judged_too() -> None:
    s = session("terminal", f"{P}:~$", [(K("mkdir a && rmdir a"), screen("~", "mkdir a && rmdir a")),
                                         (K("ls"), screen("~", "ls", "a"))], bench=True)
    assert s.steps[0].raw is None and s.steps[0].ground_truth is not None
    assert kinds(s) == {2: ["fact.deleted-present"]}


# ------------------------------------------------------------ shell reading

def test_shell_reading() -> None:
    cmds = parse_line("FOO=1 sudo rm -rf /tmp/x 2>/dev/null && (cd sub; make) | tee log &")
    assert cmds is not None
    assert [c.argv for c in cmds] == [["rm", "-rf", "/tmp/x"], ["cd", "sub"], ["make"], ["tee", "log"]]
    assert cmds[0].assignments == [("FOO", "1")] and cmds[0].redirects == [(">", "/dev/null")]
    assert cmds[1].subshell and cmds[2].piped and cmds[3].background
    assert parse_line("echo 'unclosed") is None
    typed, control = typed_commands([{"keystrokes": "cat > a <<'EOF'\nx\nEOF\n"}, {"keystrokes": "C-c"},
                                     {"keystrokes": "half typed"}])
    assert [(t.line, t.heredoc) for t in typed] == [("cat > a <<'EOF'", "x\n")] and control
    assert resolve("../x", "/a/b", "/home/u") == "/a/x" and resolve("~/y", "/", "/home/u") == "/home/u/y"
    assert resolve("$HOME/x", "/", "/home/u") is None and resolve("*.txt", "/", None) is None


def test_an_imported_turn_carries_its_starting_state_in_the_message() -> None:
    from playground.decoherence.common import initial_state

    s = session("terminal", None, [(K("ls"), screen("~", "ls", "a"))], bench=True)
    s.steps[0].message = "### Turn 1\n\n**Current Terminal State:**\nalex@devbox:/srv$\n\n**Action:**\n```json\n[]\n```"
    assert initial_state(s) == "alex@devbox:/srv$"
    assert noted(s) == {1}  # it started in /srv, nothing moved it home
