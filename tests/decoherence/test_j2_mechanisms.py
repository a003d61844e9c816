"""Terminal/SWE mechanisms: grep filters and hits, git's file effects and HEAD, versions a tool reports,
one file model for shell and editor, test counts that follow added tests (and the traps around each)."""

from __future__ import annotations

import json

import pytest
from dataclasses import replace

from playground.decoherence import check_session
from playground.world.session import Session
from tests.decoherence.benchrows import GONE
from tests.decoherence.evalset import K
from tests.decoherence.helpers import kinds, noted, session

P = "kim@lab"


def screen(cwd: str, cmd: str, *out: str) -> str:
    return "\n".join([f"{P}:{cwd}$ {cmd}", *out, f"{P}:{cwd}$"])


def term(*steps: tuple[list, str]):
    return session("terminal", f"{P}:~/w$", list(steps))


def run(cmd: str, *out: str) -> tuple[list, str]:
    return K(cmd), screen("~/w", cmd, *out)


# ---------------------------------------------------------------- grep filters

def test_env_through_an_anchored_grep() -> None:
    missing = term(run("export API_HOST=db1"), run("export API_PORT=5432"),
                   run("env | grep ^API", "API_PORT=5432"))
    assert kinds(missing) == {3: ["fact.created-absent"]}
    ok = term(run("export API_HOST=db1"), run("env | grep -v API | sort", "HOME=/home/kim", "SHELL=/bin/bash"),
              run("env | grep 'HOST$'", "API_HOST=db1"), run("env | grep -c API", "1"),
              run("env | grep '^X\\|^Y'", "Y=1"))  # alternation in a BRE: not followed, so not judged
    assert kinds(ok) == {}


def test_grep_of_a_known_file_is_a_partial_view() -> None:
    base = [run("cat app.ini", "[db]", "pool = 4", "# comment", "retry = 2"),
            run("sed -i 's/pool = 4/pool = 16/' app.ini")]
    stale = term(*base, run("grep -n pool app.ini", "2:pool = 4"))
    assert kinds(stale) == {3: ["fact.set-value-reverted"]}
    ok = term(*base, run("echo 'timeout = 9' >> app.ini"), run("grep -n 'pool\\|time' app.ini", "nonsense"),
              run("grep -nE 'pool|time' app.ini", "2:pool = 16", "5:timeout = 9"),
              run("grep -v '^#' app.ini", "[db]", "pool = 16", "retry = 2", "timeout = 9"),
              run("grep -c = app.ini", "3"), run("grep missing app.ini"))
    assert kinds(ok) == {}


# ---------------------------------------------------------------- git

def test_git_rm_and_mv_are_file_operations_with_their_traps() -> None:
    listed = term(run("ls", "a.txt  b.txt"), run("git rm -q a.txt"), run("ls", "a.txt  b.txt"))
    assert kinds(listed) == {3: ["fact.deleted-present"]}
    moved = term(run("ls", "a.txt  b.txt"), run("git mv b.txt c.txt"), run("ls", "a.txt  b.txt"))
    assert 3 in kinds(moved)
    ok = term(run("ls", "a.txt  b.txt"), run("git rm --cached a.txt", "rm 'a.txt'"), run("ls", "a.txt  b.txt"),
              run("echo x > b.txt"), run("git restore b.txt"), run("cat b.txt", "original"),
              run("git rm -q nope.txt", "fatal: pathspec 'nope.txt' did not match any files"),
              run("git rm -n b.txt", "rm 'b.txt'"), run("ls", "a.txt  b.txt"))
    assert kinds(ok) == {}


def test_head_moves_only_with_commands_that_move_it() -> None:
    ok = term(run("git rev-parse HEAD", "1a2b3c4d5e6f7a8b"), run("git log -1 --format=%h", "1a2b3c4"),
              run("git stash pop", "On branch main"), run("git rev-parse --short HEAD", "1a2b3c4"),
              run("git commit -qam wip"), run("git rev-parse --short HEAD", "5555555"),
              run("git checkout -q main"), run("git rev-parse --short HEAD", "6666666"),
              run("./release.sh", "tagged"), run("git log --oneline -1", "7777777 (HEAD -> main) Release"),
              run("git log --oneline | grep Release", "7777777 (HEAD -> main) Release"),
              run("git log --oneline | sort", "0000001 Old", "7777777 (HEAD -> main) Release"))
    assert kinds(ok) == {}


# ---------------------------------------------------------------- versions

def test_a_tool_reports_the_version_an_install_set() -> None:
    npm = term(run("npm install -g prettier@3.3.2", "added 1 package in 1s"), run("prettier --version", "3.2.5"))
    assert kinds(npm) == {2: ["fact.set-value-reverted"]}
    ok = term(run("pip install 'isort==5.13.2'", "Successfully installed isort-5.13.2"),
              run("isort --version", "isort 5.13.2"),
              run("npm install prettier@3.3.2", "added 1 package in 1s"), run("prettier --version", "3.2.5"),
              run("pip install -e .", "Successfully installed isort-0.0.0"), run("isort --version", "isort 6.0.0"),
              run("pip install 'isort==5.13.2'", "Successfully installed isort-5.13.2"),
              run("bash scripts/bootstrap.sh"), run("isort --version", "isort 5.10.1"))
    assert kinds(ok) == {}


# ---------------------------------------------------------------- SWE

def oh(tool: str, **arguments: object) -> str:
    return json.dumps({"name": tool, "arguments": arguments})


SHELL_APPEND = [(oh("str_replace_editor", command="create", path="/repo/reqs.txt", file_text="a==1\nb==2\n"),
                 "File created successfully at: /repo/reqs.txt"),
                (oh("execute_bash", command="echo 'c==3' >> reqs.txt"), "[Command finished with exit code 0]"),
                (oh("str_replace_editor", command="view", path="/repo/reqs.txt"),
                 "Here's the result of running `cat -n` on /repo/reqs.txt:\n     1\ta==1\n     2\tb==2\n")]


@pytest.mark.xfail(strict=True, reason="a known gap of the fact engine (the older SWE ledger, deleted, caught it): "
                                       "a line appended by the shell missing from the editor's whole view")
def test_a_line_the_shell_appended_missing_from_the_view() -> None:
    assert kinds(session("swe", "Repository: /repo", SHELL_APPEND)) == {3: ["fact.set-value-reverted"]}


def test_shell_writes_and_editor_reads_share_one_file_model() -> None:
    steps = SHELL_APPEND
    good = [*steps[:2], (steps[2][0], steps[2][1] + "     3\tc==3\n"),
            (oh("execute_bash", command="grep -n b reqs.txt"), "2:b==2"),
            (oh("read_file", absolute_path="/repo/reqs.txt", offset=1, limit=2),
             "[File content truncated: showing lines 2-3 of 3 total lines.]\nb==2\nc==3")]
    assert kinds(session("swe", "Repository: /repo", good)) == {}


def test_gemini_search_hits_and_the_task_description_root() -> None:
    read = (oh("read_file", absolute_path="/home/u/app/cfg.py"), "A = 1\nB = 2\n")
    hit = (oh("search_file_content", pattern="B"), "Found 1 match\n---\nFile: cfg.py\nL2: B = 3\n---")
    s = session("swe", None, [read, hit])
    named = Session(s.path, replace(s.header, system_prompt="Simulate Gemini CLI tools for a project in /home/u/app."),
                    s.steps)
    assert {w.kind for ws in check_session(named).values() for w in ws if w.kind.startswith("fact.")} == {
        "fact.state-changed-without-write"}
    unnamed = Session(s.path, replace(s.header, system_prompt="Simulate the Gemini CLI tools."), s.steps)
    # with no root named, a hit's relative path is the one file of that name read before
    assert kinds(unnamed) == {2: ["fact.state-changed-without-write"]}


def test_a_test_count_follows_added_tests_of_the_file_it_runs() -> None:
    run1 = (oh("execute_bash", command="cd /repo && python -m pytest -q tests/test_a.py"), "..\n2 passed in 0.01s")
    add = (oh("str_replace_editor", command="insert", path="/repo/tests/test_a.py", insert_line=9,
              new_str="\ndef test_more():\n    assert True\n"), "The file /repo/tests/test_a.py has been edited.")
    again = (oh("execute_bash", command="python -m pytest -q tests/test_a.py"), "..\n2 passed in 0.01s")
    assert kinds(session("swe", "Repository: /repo", [run1, add, again])) == {3: ["fact.set-value-reverted"]}
    grown = (again[0], "...\n3 passed in 0.01s")
    assert kinds(session("swe", "Repository: /repo", [run1, add, grown])) == {}
    k1 = (oh("execute_bash", command="python -m pytest -q -k slow tests/test_a.py"), "1 passed, 1 deselected in 0.01s")
    other = (oh("execute_bash", command="python -m pytest -q tests/test_b.py"), "....\n4 passed in 0.01s")
    assert kinds(session("swe", "Repository: /repo", [k1, other, add, k1, other])) == {}


def test_what_stays_unjudged() -> None:
    """Patterns the shell fills in, HEAD after bisect, installs the program on PATH may not see."""
    ok = term(run("cat app.ini", "[db]", "pool = 4"), run('grep "$PAT" app.ini', "pool = 9"),
              run("git rev-parse --short HEAD", "1a2b3c4"), run("git bisect good", "Bisecting: 3 revisions left"),
              run("git rev-parse --short HEAD", "9e9e9e9"),
              run("pip install --user 'flake8==7.0.0'", "Successfully installed flake8-7.0.0"),
              run("flake8 --version", "6.1.0 (mccabe: 0.7.0) CPython 3.11.4 on Linux"),
              run("git mv -k a.txt b.txt"), run("ls", "a.txt"))
    assert kinds(ok) == {}


def test_a_grep_line_wrapped_by_the_screen_is_the_same_line() -> None:
    long = "url = https://" + "x" * 90 + ".example.org/path"
    ok = term(run("cat site.cfg", long, "name = x"), run("grep url site.cfg", long[:80], long[80:]),
              run("grep -n url site.cfg", "1:" + long[:78], long[78:]))
    assert kinds(ok) == {}


def test_output_after_silent_commands_is_read() -> None:
    """`cd DIR && ...` / `export X=1; ...`: the output is the last command's."""
    ok = term(run("git -C /srv/a rev-parse --short HEAD", "1a2b3c4"),
              run("cd ~/w && git rev-parse --short HEAD", "7b7b7b7"),  # another repository
              run("export STAGE=qa; env | grep ^STAGE", "STAGE=qa"))
    assert kinds(ok) == {}


# what only the older terminal ledger caught: known gaps of the fact engine (strict: one it starts finding moves
# out of here)
TERMINAL_GAPS = {
    "grep-v-drops-a-line": lambda: (term(run("cat app.ini", "[db]", "pool = 4", "# comment", "retry = 2"),
                                         run("sed -i 's/pool = 4/pool = 16/' app.ini"),
                                         run("grep -v '^#' app.ini", "[db]", "pool = 16")), 3),
    "head-moved-without-a-command": lambda: (term(run("git rev-parse --short HEAD", "1a2b3c4"),
                                                  run("git status -s", " M x.py"),
                                                  run("git log -1 --format=%h", "7e7e7e7")), 3),
    "installed-version-read-back": lambda: (term(run("pip install 'isort==5.13.2'",
                                                     "Successfully installed isort-5.13.2"),
                                                 run("isort --check src", "Skipped 2 files"),
                                                 run("isort --version", "isort 5.12.0")), 3),
    "env-after-a-silent-cd": lambda: (term(run("export STAGE=qa"), run("cd ~/w && env | grep ^STAGE")), 2),
}


@pytest.mark.xfail(strict=True, reason=GONE["terminal"])
@pytest.mark.parametrize("name", sorted(TERMINAL_GAPS))
def test_terminal_gaps_of_the_fact_engine(name: str) -> None:
    s, step = TERMINAL_GAPS[name]()
    assert step in noted(s)
