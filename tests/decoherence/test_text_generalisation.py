"""The text domains' mechanisms of helper E (issue 12) on probe trajectories written for them, and their readers.

Each probe (tests/decoherence/probes_text.py) is one AgentWorldBench row: a contradiction must be flagged at its
turn by a warning that names an earlier step; a clean row (traps: background jobs, subshells, failed ``&&``,
filters, amend, restarts, toolchain switches, fixers that rewrite files) must stay quiet. Probes for kinds no
mechanism follows yet are expected failures (strict: one that starts passing must be moved out of GAPS).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from playground.decoherence.views.page_facts import page_facts, render_stamps
from playground.decoherence.views.processes import pgrep_pairs, ps_pairs, status_pairs
from tests.decoherence.benchrows import GONE, Row
from tests.decoherence.helpers import assert_probe, probe_param
from tests.decoherence.probes_text import all_probes_with_variants

# kinds no mechanism reads yet (see /work/notes/issue-12-E.md, known gaps)
GAPS = {
    "e-t-count-ls-wc": "ls | wc -l after a touch of names the ledger cannot tell are new (they may have existed)",
    "e-s-gemini-write-shell": "Gemini shell commands run in an unknown directory: relative paths are not placed",
    "e-s-created-find": GONE["swe"],
    "e-s-id-hash": GONE["swe"],
    "e-s-count-commits": GONE["swe"],
    "e-s-ver-pip": GONE["swe"],
    "e-s-env": GONE["swe"],
    "e-b2-swe-replace-bad": GONE["swe"],
} | {rid: GONE["terminal"] for rid in (  # only the older terminal ledger (deleted) caught these
    "e-t-created-find",
    "e-t-created-branch",
    "e-t-created-tree",
    "e-t-deleted-gitrm",
    "e-t-id-pid-ps-aux",
    "e-t-id-stat-birth",
    "e-t-revert-chmod",
    "e-t-revert-systemctl",
    "e-t-count-gitlog",
    "e-t-count-wc-echo",
    "e-t-clock-date-utc",
    "e-t-clock-touch-mtime",
    "e-t-content-nowrite",
    "e-t-content-md5",
    "e-t-append-tail",
    "e-t-env-echo",
    "e-t-ver-python-c",
    "e-t-ver-apt",
    "e-t-ver-pip-list",
    "e-t-ver-cargo",
    "e-v-rename-current-show",
    "e-v-current-from-log",
    "e-v-pid-pgrep",
    "e-v-grep-r-after-sed",
    "e-v-quiet-chain-http",
    "e-t-count-ls-rm",
    "e-t-count-ls-reads",
    "e-b-backup-bad",
    "e-b-version-bad",
    "e-b2-brew-bad",
    "e-b2-append-bad",
)}

PROBES = all_probes_with_variants()


@pytest.mark.parametrize("row", [probe_param(r, GAPS) for r in PROBES])
def test_probe(tmp_path: Path, row: Row) -> None:
    assert_probe(tmp_path, row)


def test_probe_ids_are_unique_and_gaps_exist() -> None:
    ids = [r.rid for r in PROBES]
    assert len(ids) == len(set(ids))
    assert set(GAPS) <= set(ids)


# ----------------------------------------------------------------- processes

def test_process_listings_are_read() -> None:
    aux = ["root  31877  2.1  0.4  35120 18204 pts/0  S  10:20  0:00 python3 worker.py --queue a"]
    assert ps_pairs(["aux"], aux, headerless=True) == [("31877", "python3 worker.py --queue a", aux[0].strip())]
    assert ps_pairs(["-o", "pid,cmd"], ["    PID CMD", "   12 nginx: master process"])[0][:2] == \
        ("12", "nginx: master process")
    assert ps_pairs([], ["  PID TTY   TIME"]) is None  # no command column
    tree = ["   Main PID: 1423 (nginx)", "     CGroup: /system.slice/nginx.service",
            "             ├─1423 nginx: master", "             └─1425 nginx: w"]
    assert [p for p, _c, _r in status_pairs(tree)] == ["1423"]  # the main process only: workers come and go
    assert status_pairs(tree[1:]) == []
    assert pgrep_pairs(["-a", "redis"], ["1201 /usr/bin/redis-server *:6379"])[0][0] == "1201"
    assert pgrep_pairs(["redis"], ["1201"]) is None


# ----------------------------------------------------------------- pages

def test_page_facts_version_labels_and_stamped_pages() -> None:
    old = "# Schedule\n\n- 3.12.0 final: Monday, 2023-10-02\n- 22.x LTS start: 2024-10-29\n"
    for new in (old.replace("2023-10-02", "2023-10-16"), old.replace("2024-10-29", "2024-11-12")):
        before, after = page_facts(old), page_facts(new)
        assert any(before[k][0] != after[k][0] for k in before.keys() & after.keys()), new
    quote = "# ACME (ACM)\nOct 15, 5:35:20 PM GMT+2\n\n| Previous close | 812.30 |\n| Employees | 4,100 |\n"
    later = quote.replace("Oct 15, 5:35:20 PM", "Oct 16, 10:12:04 AM").replace("812.30", "674.70")
    later = later.replace("4,100", "4,200")
    # the page says when it was rendered, to the second: a live page, whose figures move on
    assert render_stamps(quote) and render_stamps(quote) != render_stamps(later)
    assert not render_stamps(old)

