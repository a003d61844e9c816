"""Commands that only check (a package's lint or test script run by name, a task runner's check target, a task
list) leave what git has checked out; a task runner's check may write files where it runs, not remove any."""

from __future__ import annotations

import json

from playground.decoherence.effects import swe as effects
from playground.decoherence.thresholds import Thresholds
from tests.decoherence.helpers import kinds, session

FACT = Thresholds()


def gem(command: str, out: str) -> tuple[str, str]:
    return (json.dumps({"name": "run_shell_command", "arguments": {"command": command, "description": "run"}}),
            f"Command: {command}\nDirectory: (root)\nStdout: {out}\nStderr: (empty)\nError: (none)\nExit Code: 0\n"
            "Signal: (none)\nBackground PIDs: (none)\nProcess Group PGID: 4021")


SWITCH = gem("git switch -c fix/tz && git status", "On branch fix/tz\nnothing to commit, working tree clean")


def status(branch: str) -> tuple[str, str]:
    return gem("git status", f"On branch {branch}\nnothing to commit, working tree clean")


def test_check_scripts_and_targets_are_read_from_tables() -> None:
    assert effects.checker_dirs(["pnpm", "--filter", "@kit/core", "test"]) == ()
    assert effects.checker_dirs(["pnpm", "-r", "lint"]) == ()
    assert effects.checker_dirs(["pnpm", "install"]) is None
    assert effects.checker_dirs(["npm", "run", "build"]) is None
    assert effects.checker_dirs(["make", "test"]) == (".",)
    assert effects.checker_dirs(["make", "install"]) is None
    assert effects.checker_dirs(["task", "--list"]) == ()


def test_the_branch_checked_out_stays_through_checks() -> None:
    for check in ("pnpm --filter @kit/core test", "pnpm -r lint && pnpm -r typecheck", "task lint", "task --list"):
        run = gem(check, "ok")
        assert kinds(session("swe", "Project: /home/sam/kit", [SWITCH, run, status("main")]), FACT) == \
            {3: ["fact.set-value-reverted"]}, check
        assert kinds(session("swe", "Project: /home/sam/kit", [SWITCH, run, status("fix/tz")]), FACT) == {}, check
    # a script no table knows may check out anything
    deploy = gem("./scripts/release.sh", "released")
    assert kinds(session("swe", "Project: /home/sam/kit", [SWITCH, deploy, status("main")]), FACT) == {}


def test_files_added_by_name_and_committed_have_no_change_left() -> None:
    edit = (json.dumps({"name": "replace", "arguments": {"file_path": "/home/sam/kit/src/enc.py", "old_string": "a",
                                                          "new_string": "b"}}),
            "Successfully modified file: /home/sam/kit/src/enc.py (1 replacements).")
    commit = gem('git add src/enc.py tests/test_enc.py && git commit -m "enc: quoted charsets"',
                 "[main 7d2e3a1] enc: quoted charsets\n 2 files changed, 7 insertions(+), 1 deletion(-)")
    dirty = gem("git status", "On branch main\nChanges not staged for commit:\n\tmodified:   src/enc.py\n")
    clean = gem("git status", "On branch main\nnothing to commit, working tree clean")
    assert kinds(session("swe", "Project: /home/sam/kit", [edit, commit, dirty]), FACT) == \
        {3: ["fact.set-value-reverted"]}
    assert kinds(session("swe", "Project: /home/sam/kit", [edit, commit, clean]), FACT) == {}
    # a test run through the framework's own script checks only
    django = gem("python manage.py test", "Ran 87 tests in 1.9s\n\nOK")
    assert kinds(session("swe", "Project: /home/sam/kit", [edit, commit, django, dirty]), FACT) == \
        {4: ["fact.set-value-reverted"]}
    # written again after it was added: the commit took what was staged, the new change is left
    add_then_edit = gem('git add src/enc.py && sed -i "s/b/c/" src/enc.py && git commit -m "enc"', "[main 1a2b3c4] enc")
    assert kinds(session("swe", "Project: /home/sam/kit", [edit, add_then_edit, dirty]), FACT) == {}
    assert effects.checker_dirs(["python", "manage.py", "migrate"]) is None


def test_a_check_no_table_knows_is_read_by_its_subcommand() -> None:
    for check in (["dub", "test"], ["stack", "test", "--fast"], ["npx", "playwright", "test", "e2e/a.spec.ts"],
                  ["sqlfluff", "lint", "m.sql"], ["molecule", "verify"]):
        assert effects.only_adds(check), check
    for other in (["sqlfluff", "fix", "m.sql"], ["molecule", "converge"], ["echo", "tsc", "ok"],
                  ["eslint", "--fix", "test"], ["./scripts/release.sh"]):
        assert not effects.only_adds(other), other


def test_a_check_no_table_knows_adds_files_and_changes_none_there() -> None:
    text = "---\nchrony_driftfile: /var/lib/chrony/{}\nchrony_pool: 2.pool.ntp.org"
    read, back = (gem("cat defaults/main.yml", text.format(f)) for f in ("drift", "chrony.drift"))
    for check, found in (("molecule verify", True), ("molecule converge", False), ("sqlfluff fix .", False)):
        got = kinds(session("swe", "Project: /home/sam/role", [read, gem(check, "ok"), back]), FACT)
        assert bool(got) is found, (check, got)
    three, two, rm = gem("ls", "defaults  meta  tests"), gem("ls", "defaults  meta"), gem("rm -rf tests", "")
    # `rm -rf tests` names a directory, not a check
    assert kinds(session("swe", "Project: /home/sam/role", [three, rm, three]), FACT) == {3: ["fact.deleted-present"]}
    assert kinds(session("swe", "Project: /home/sam/role", [three, rm, two]), FACT) == {}
    listed = gem("ls", "defaults  meta  tasks")
    more = gem("ls", "defaults  meta  tasks  test-results")
    assert kinds(session("swe", "Project: /home/sam/role", [listed, gem("npx playwright test", "3 passed"), more]),
                 FACT) == {}
