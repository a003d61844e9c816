"""git's view of the working tree: `git status` read as each file's staged and unstaged change, and the
commands that leave none (a commit, a hard reset), judged by rule set-value-reverted."""

from __future__ import annotations

import json
import shlex

from playground.decoherence.effects.shell import STAGED, UNSTAGED, change_clearing, in_place_files
from playground.decoherence.engine.model import Quote, Ref, Selector, Write
from playground.decoherence.engine.store import FactStore
from playground.decoherence.views.changes import INDEX, WORKTREE, status_changes
from tests.decoherence.test_rules import run_case, terminal_case

LONG = """On branch main
Changes to be committed:
  (use "git restore --staged <file>..." to unstage)
\tnew file:   docs/setup.md
\trenamed:    old.py -> pkg/new.py

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
        modified:   pkg/new.py
\tdeleted:    stale.txt

Untracked files:
  (use "git add <file>..." to include in what will be committed)
\tnotes.txt
""".splitlines()


def test_the_long_form_is_read_by_section_and_untracked_files_are_not() -> None:
    assert [(p, k, w) for p, k, w, _ in status_changes(LONG, short=False) or []] == [
        ("docs/setup.md", INDEX, "new file"), ("pkg/new.py", INDEX, "renamed"),
        ("pkg/new.py", WORKTREE, "modified"), ("stale.txt", WORKTREE, "deleted")]


def test_the_short_form_gives_each_column_its_kind_and_other_output_is_not_read() -> None:
    out = ["## main...origin/main [ahead 1]", "MM src/app.py", " D old.txt", "?? scratch/", 'R  a.py -> "b c.py"']
    assert [(p, k, w) for p, k, w, _ in status_changes(out, short=True) or []] == [
        ("src/app.py", INDEX, "modified"), ("src/app.py", WORKTREE, "modified"), ("old.txt", WORKTREE, "deleted"),
        ("b c.py", INDEX, "renamed")]
    assert status_changes([" M src/app.py", "3 files changed"], short=True) is None


def test_what_a_commit_or_a_reset_clears() -> None:
    def cleared(line: str) -> frozenset[str] | None:
        return change_clearing(shlex.split(line))

    assert cleared('git commit -m "Fix a"') == {STAGED}
    assert cleared("git commit -qam 'Fix a'") == {STAGED, UNSTAGED}
    assert cleared("git commit --all --message=x") == {STAGED, UNSTAGED}
    assert cleared("git reset --hard HEAD~1") == {STAGED, UNSTAGED}
    # files named, another repository, only some hunks, or a reset that keeps the tree: not followed
    for line in ("git commit -m x src/a.py", "git commit -am x -- a.py", "git -C ../lib commit -am x",
                 "git commit -p -m x", "git reset HEAD~1", "git reset --soft HEAD~1", "git status"):
        assert cleared(line) is None, line


def test_a_write_that_sets_what_it_reaches_changes_nothing_else() -> None:
    store = FactStore()
    ref = Ref("file", "/p/src", "a.py")
    store.write(Write(Selector.of(ref), "update", Quote(1, "t", "edit"), (("line 3", "x = 1"),)))
    store.write(Write(Selector(kind="file", scope="/p", prefix=True), "update", Quote(2, "t", "commit"),
                      ((UNSTAGED, "none"),)))
    assert store.set_of(ref, UNSTAGED) is not None and store.set_of(ref, UNSTAGED).value == "none"  # type: ignore[union-attr]
    assert store.set_of(Ref("file", "/elsewhere", "a.py"), UNSTAGED) is None
    assert store.touched_since(ref, 1, "line 3") is None  # the commit did not change the file's lines
    assert store.touched_since(ref, 1, UNSTAGED) is not None
    assert store.set_of(ref, "line 3").value == "x = 1"  # type: ignore[union-attr]


ROOT = "/home/omar/src/portal"


def _shell(command: str, stdout: str) -> list[str]:
    return [json.dumps({"name": "run_shell_command", "arguments": {"command": command}}),
            f"Command: {command}\nDirectory: (root)\nStdout: {stdout}\nStderr: (empty)\nError: (none)\n"
            "Exit Code: 0\nSignal: (none)\nBackground PIDs: (none)\nProcess Group PGID: 51730"]


def _replace(path: str) -> list[str]:
    return [json.dumps({"name": "replace", "arguments": {"file_path": path, "old_string": "a = 1",
                                                         "new_string": "a = 2"}}),
            f"Successfully modified file: {path} (1 replacements)."]


def _case(*turns: list[str]) -> dict[str, object]:
    return {"name": "t", "domain": "swe", "state": f"You simulate the tools of Gemini CLI in the project {ROOT}.",
            "turns": list(turns)}


MODIFIED = "On branch main\nChanges not staged for commit:\n\tmodified:   app/auth.py\n"


def test_a_coding_agent_commit_then_status_showing_the_committed_change() -> None:
    auth = f"{ROOT}/app/auth.py"
    commit = _shell("git add -A && git commit -m 'Fix auth'", "[main 8d1e4a0] Fix auth\n 1 file changed")
    assert run_case(_case(_replace(auth), commit, _shell("git status", MODIFIED))) == [(3, "set-value-reverted")]
    # an edit between the `git add -A` and the commit (the editor's write) stays unstaged
    added, committed = _shell("git add -A", "(empty)"), _shell("git commit -m 'Fix auth'", "[main 8d1e4a0] Fix auth")
    assert run_case(_case(added, _replace(auth), committed, _shell("git status", MODIFIED))) == []
    # an edit after the commit
    assert run_case(_case(commit, _replace(auth), _shell("git status", MODIFIED))) == []


def test_a_status_in_a_chain_is_read_by_its_own_lines() -> None:
    auth = f"{ROOT}/app/auth.py"
    commit = _shell("git add -A && git commit -m 'Fix auth'", "[main 8d1e4a0] Fix auth\n 1 file changed")
    chained = _shell("git status && git log --oneline -2", MODIFIED + "\n8d1e4a0 (HEAD -> main) Fix auth\n"
                     "19fa3d8 Bump deps")
    assert run_case(_case(_replace(auth), commit, chained)) == [(3, "set-value-reverted")]


# ------------------------------------------------------------------ tags

TAGS = "v0.8.0\nv0.9.0-beta.1\nv0.9.0-rc1"


def test_a_tag_made_is_in_every_later_listing_its_pattern_matches() -> None:
    prompt = "dev@box:~/sdk$"
    made = ("git tag -a v0.9.0-rc1 -m 'Release candidate 1'", "")
    # an in-place edit by perl changes the file it names, not the repository's tags
    edit = ("perl -0pi -e 's/old/new/' exporter/batch.go && git commit -qam 'Flush on shutdown'", "")
    missing = terminal_case(prompt, ("git tag", "v0.8.0\nv0.9.0-beta.1"), made, ("git tag -l 'v0.9*'",
                            "v0.9.0-beta.1\nv0.9.0-rc1"), edit, ("git tag -l 'v0.9*' --sort=-creatordate",
                                                                 "v0.9.0-beta.1"))
    assert run_case(missing) == [(5, "created-absent")]
    kept = terminal_case(prompt, made, edit, ("git tag", TAGS))
    assert run_case(kept) == []
    # near misses: a pattern that does not match it, a tag deleted, and a listing of something else
    assert run_case(terminal_case(prompt, made, ("git tag -l 'v0.8*'", "v0.8.0"))) == []
    gone = terminal_case(prompt, made, ("git tag -d v0.9.0-rc1", "Deleted tag 'v0.9.0-rc1' (was 4f1c2ab)"),
                         ("git tag", "v0.8.0\nv0.9.0-beta.1"))
    assert run_case(gone) == []
    assert run_case(terminal_case(prompt, made, ("git tag -n", "v0.8.0          Release 0.8"))) == []
    back = terminal_case(prompt, made, ("git tag -d v0.9.0-rc1", "Deleted tag 'v0.9.0-rc1' (was 4f1c2ab)"),
                         ("git tag", TAGS))
    assert run_case(back) == [(3, "listing-deleted-member")]


def test_an_in_place_edit_by_an_interpreter_writes_only_the_files_named_after_its_script() -> None:
    assert in_place_files(["perl", "-0pi", "-e", "s/a/b/", "x.go"]) == ["x.go"]
    assert in_place_files(["perl", "-i.bak", "-pe", "s/a/b/", "a", "b"]) == ["a", "b"]
    assert in_place_files(["perl", "-e", "print 1"]) is None  # a script run, not an edit
    assert in_place_files(["perl", "fix.pl", "x"]) is None
    assert in_place_files(["sed", "-i", "s/a/b/", "x"]) is None  # sed has its own reading
