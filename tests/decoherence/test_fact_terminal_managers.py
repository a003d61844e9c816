"""Managers whose commands name what they change, read through the shell tables: a process supervisor's
programs (a stop holds until a verb names them again), LVM's logical volumes (renamed, listed by ``lvs``,
whose header mixes upper-case and capitalized names) and git's branches (``git branch -v`` shows their heads)."""

from __future__ import annotations

from typing import Any

from playground.decoherence.views.text import table
from tests.decoherence.test_rules import run_case, terminal_case

PROMPT = "root@jobs-01:~#"
STATUS = ("flower                           RUNNING   pid 2219, uptime 6 days, 3:12:40\n"
          "celery-worker:celery-worker_00   RUNNING   pid 2231, uptime 6 days, 3:12:39")
STOPPED = ("flower                           STOPPED   Mar 11 02:14 PM\n"
           "celery-worker:celery-worker_00   RUNNING   pid 2231, uptime 6 days, 3:12:45")


def _case(*turns: tuple[str, str]) -> dict[str, Any]:
    return terminal_case(PROMPT, *turns)


def test_a_stopped_program_shown_running_with_no_start() -> None:
    case = _case(("supervisorctl status", STATUS), ("supervisorctl stop flower", "flower: stopped"),
                 ("supervisorctl status", STOPPED),
                 ("supervisorctl update", "celery-worker: changed\ncelery-worker: stopped\n"
                                          "celery-worker: updated process group"),
                 ("supervisorctl status", STATUS))
    # the state its stop set reads back otherwise (set-value-reverted), and a stopped thing runs with nothing
    # starting anything (stopped-then-running): the more specific reading of the thing speaks first
    assert run_case(case) == [(5, "stopped-then-running")]


def test_a_start_or_an_update_naming_it_lets_it_run_again() -> None:
    # near misses: started again; an update that named it; `start all`; a running program that restarted on
    # its own (a new pid, nothing set)
    for verb, said in (("supervisorctl start flower", "flower: started"),
                       ("supervisorctl update", "flower: updated process group"),
                       ("supervisorctl start all", "flower: started")):
        case = _case(("supervisorctl status", STATUS), ("supervisorctl stop flower", "flower: stopped"),
                     (verb, said), ("supervisorctl status", STATUS))
        assert run_case(case) == [], verb
    restarted = STATUS.replace("pid 2231, uptime 6 days, 3:12:39", "pid 4410, uptime 0:00:05")
    assert run_case(_case(("supervisorctl status", STATUS), ("supervisorctl status", restarted))) == []


def test_a_groups_restart_reaches_only_the_programs_of_the_group() -> None:
    group = ("supervisorctl restart 'celery-worker:*'", "celery-worker:celery-worker_00: stopped\n"
                                                         "celery-worker:celery-worker_00: started")
    case = _case(("supervisorctl status", STATUS), ("supervisorctl stop flower", "flower: stopped"), group,
                 ("supervisorctl status", STATUS))
    assert run_case(case) == [(4, "set-value-reverted")]
    # near miss: a group no status showed may hold any program
    unseen = _case(("supervisorctl stop flower", "flower: stopped"), group, ("supervisorctl status", STATUS))
    assert run_case(unseen) == []


LVS = ("  LV      VG     Attr       LSize   Pool Origin Data%  Meta%  Move Log Cpy%Sync Convert\n"
       "  pgdata  vg_db  -wi-ao---- 120.00g\n  scratch vg_db  -wi-a-----  40.00g")


def test_lvs_header_is_a_table_header() -> None:
    t = table(LVS.split("\n"))
    assert t is not None and [r["LV"] for r in t.rows] == ["pgdata", "scratch"]
    assert t.rows[0]["LSize"] == "120.00g"
    # near miss: a line of capitalized words that does not start with an upper-case name is no header
    assert table(["Hello  World", "a  b"]) is None


def test_a_renamed_volume_listed_under_its_old_name_after_a_resize() -> None:
    after = LVS.replace("scratch", "archive")
    case = _case(("lvs", LVS), ("lvrename vg_db scratch archive", '  Renamed "scratch" to "archive" in volume group'),
                 ("lvextend -L +30G vg_db/archive", "  Logical volume vg_db/archive successfully resized."),
                 ("lvs -o lv_name,lv_size vg_db", "  LV      LSize\n  pgdata  120.00g\n  scratch  70.00g"))
    assert run_case(case) == [(4, "renamed-old-name")]
    ok = _case(("lvs", LVS), ("lvrename vg_db/scratch vg_db/archive", "  Renamed"), ("lvs", after))
    assert run_case(ok) == []


VGS = "  VG    #PV #LV #SN Attr   VSize   VFree\n  vg_db   1   2   0 wz--n- 200.00g 40.00g"


def test_counts_headed_with_a_hash_and_a_listing_at_the_end_of_a_chain() -> None:
    t = table(VGS.split("\n"))
    assert t is not None and t.rows[0]["VG"] == "vg_db" and t.rows[0]["VFree"] == "40.00g"
    renamed = ("lvrename vg_db scratch archive", '  Renamed "scratch" to "archive" in volume group "vg_db"')
    listed = "  LV      LSize   #Seg Devices\n  pgdata  120.00g    1 /dev/sdb(0)\n  scratch  40.00g    1 /dev/sdb(3)"
    case = _case(("lvs", LVS), renamed, ("vgs vg_db && lvs -o lv_name,lv_size,seg_count,devices vg_db",
                                          f"{VGS}\n{listed}"))
    assert run_case(case) == [(3, "renamed-old-name")]
    # near miss: the volume group's own table before it names no volume; the new name listed is right
    ok = _case(("lvs", LVS), renamed, ("vgs vg_db && lvs -o lv_name,lv_size,seg_count,devices vg_db",
                                        f"{VGS}\n{listed.replace('scratch', 'archive')}"))
    assert run_case(ok) == []


def test_git_branch_verbose_shows_each_branch_head_commit() -> None:
    made = ("git commit -q -m 'snap: keep newest'", "")
    log = ("git log --oneline -1", "4f7b2e1 snap: keep newest")
    case = _case(made, log, ("git branch -vv", "* main 4f7e2b1 [origin/main: ahead 1] snap: keep newest"))
    assert run_case(case) == [(3, "identity-changed")]
    same = _case(made, log, ("git branch -v", "* main 4f7b2e1 snap: keep newest\n  old  1a2b3c4 wip"))
    assert run_case(same) == []
