"""A write that may change what it reaches but never brings back a deleted thing (Write.revives), and
find's paths read as things that are there."""

from __future__ import annotations

from tests.decoherence.test_rules import run_case, terminal_case

P = "dev@build:~/src$"


def test_a_commit_does_not_bring_back_a_file_git_rm_removed() -> None:
    case = terminal_case(P, ("ls scripts", "deploy.sh  lint.sh"),
                         ("git rm scripts/deploy.sh", "rm 'scripts/deploy.sh'"),
                         ("git add -A && git commit -qm 'drop deploy'", ""), ("ls scripts", "deploy.sh  lint.sh"))
    assert (4, "deleted-present") in run_case(case)


def test_a_restore_or_a_build_may_bring_a_file_back() -> None:
    for back in ("git restore scripts/deploy.sh", "git stash pop", "cargo build"):
        case = terminal_case(P, ("ls scripts", "deploy.sh  lint.sh"), ("rm scripts/deploy.sh", ""), (back, ""),
                             ("ls scripts", "deploy.sh  lint.sh"))
        assert "deleted-present" not in {r for _, r in run_case(case)}, back


def test_find_prints_things_that_are_there() -> None:
    case = terminal_case(P, ("rm src/legacy.js", ""), ("find src -type f | sort", "src/app.js\nsrc/legacy.js"))
    assert (2, "deleted-present") in run_case(case)
    other = terminal_case(P, ("rm src/legacy.js", ""), ("find lib -type f", "lib/legacy.js"))
    assert run_case(other) == []  # another tree
