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


RESTIC = "kim@ws-kim:~$"
SNAPSHOTS = """repository 4c8e1f27 opened (version 2, compression level auto)
ID        Time                 Host        Tags        Paths
--------------------------------------------------------------------------
1a7c33e0  2024-04-28 21:00:11  ws-kim      nightly     /home/kim
{gone}3f91c7d2  2024-05-11 21:00:07  ws-kim      nightly     /home/kim
--------------------------------------------------------------------------
{n} snapshots"""
FORGOTTEN = "77b0e4a8  2024-05-12 14:37:52  ws-kim      manual      /home/kim/photos\n"


def test_a_policy_that_forgets_unnamed_snapshots_brings_none_back() -> None:
    """`restic forget ID` deletes that snapshot; `forget --keep-daily 3` may delete any (none named) but
    brings none back, so the forgotten one listed again is a contradiction; a listing's count after the policy
    is not known."""
    listed = SNAPSHOTS.format(gone=FORGOTTEN, n=3)
    case = terminal_case(RESTIC, ("restic snapshots", listed),
                         ("restic forget 77b0e4a8", "[0:00] 100.00%  1 / 1 files deleted"),
                         ("restic forget --tag nightly --keep-daily 3", "keep 2 snapshots:"),
                         ("restic snapshots", listed))
    assert (4, "listing-deleted-member") in run_case(case)
    policy_only = terminal_case(RESTIC, ("restic snapshots", listed),
                                ("restic forget --keep-daily 1", "remove 2 snapshots:"),
                                ("restic snapshots", SNAPSHOTS.format(gone="", n=2)))
    assert run_case(policy_only) == []
    # a backup makes a snapshot it does not name: the next listing may hold one more
    backup = terminal_case(RESTIC, ("restic snapshots", SNAPSHOTS.format(gone="", n=2)),
                           ("restic backup ~/projects", "snapshot 5e2b8c71 saved"), ("restic snapshots", listed))
    assert run_case(backup) == []


def test_a_server_s_configuration_test_changes_nothing() -> None:
    def run(check: str) -> set[str]:
        case = terminal_case("root@relay:/etc/rsyslog.d#", ("ls", "30-forward.conf  49-legacy.conf"),
                             ("rm 49-legacy.conf", ""), (check, "rsyslogd: End of config validation run. Bye."),
                             ("ls", "30-forward.conf  49-legacy.conf"))
        return {r for _, r in run_case(case)}
    for check in ("rsyslogd -N1", "haproxy -c -f /etc/haproxy/haproxy.cfg", "sshd -T", "named-checkconf"):
        assert {"deleted-present", "listing-deleted-member"} & run(check), check
    # near miss: the server itself started (it may write anything), not a test of its configuration
    assert not {"deleted-present", "listing-deleted-member"} & run("rsyslogd -n")
