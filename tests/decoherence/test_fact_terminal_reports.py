"""A program's report read by the program and the things it names, whatever options shaped it (``smartctl -i
/dev/sdd`` and ``smartctl -a /dev/sdd`` show one drive); reports of queues, ledgers, drives and arrays only read;
what the kernel shows under /proc moves on its own."""

from __future__ import annotations

from tests.decoherence.test_rules import run_case, terminal_case

P = "root@nas:~#"
INFO = "=== START OF INFORMATION SECTION ===\nModel Family:     Seagate IronWolf\nDevice Model:     {model}\n" \
       "Serial Number:    WSD4K1QX\nFirmware Version: SC60"


def test_two_reports_of_one_drive_agree_on_its_model() -> None:
    drift = terminal_case(P, ("smartctl -i /dev/sdd", INFO.format(model="ST8000VN004-2M2101")),
                          ("smartctl -l selftest /dev/sdd", "No self-tests have been logged."),
                          ("smartctl -a /dev/sdd | head -n 5", INFO.format(model="ST8000VN004-3CP101")))
    assert {r for _, r in run_case(drift)} & {"state-changed-without-write", "identity-changed"}
    # near miss: another drive's report
    other = terminal_case(P, ("smartctl -i /dev/sdd", INFO.format(model="ST8000VN004-2M2101")),
                          ("smartctl -a /dev/sde | head -n 5", INFO.format(model="ST8000VN004-3CP101")))
    assert run_case(other) == []


def test_a_ledger_report_or_a_queue_listing_brings_nothing_back() -> None:
    for report in ("ledger -f 2024.ledger balance Assets", "atq", "mailq", "klist"):
        case = terminal_case(P, ("ls /srv/inbox", "a.eml  b.eml"), ("rm /srv/inbox/b.eml", ""), (report, "(empty)"),
                             ("ls /srv/inbox", "a.eml  b.eml"))
        assert {r for _, r in run_case(case)} & {"deleted-present", "listing-deleted-member"}, report


def test_the_kernel_s_own_views_move_on_their_own() -> None:
    def mdstat(done: str) -> str:
        return f"md1 : active raid1 sdb1[1] sda1[0]\n      [=====>...]  resync = {done}% (1/2) finish=3.1min"
    case = terminal_case(P, ("cat /proc/mdstat", mdstat("31.2")), ("mdadm --detail /dev/md1", "State : clean"),
                         ("cat /proc/mdstat", mdstat("35.8")))
    assert run_case(case) == []
