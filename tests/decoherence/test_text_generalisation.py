"""The text domains' mechanisms of helper E (issue 12) on probe trajectories written for them, and their readers.

Each probe (tests/decoherence/probes_text.py) is one AgentWorldBench row: a contradiction must be flagged at its
turn by a warning that names an earlier step; a clean row (traps: background jobs, subshells, failed ``&&``,
filters, amend, restarts, toolchain switches, fixers that rewrite files) must stay quiet. Probes for kinds no
mechanism follows yet are expected failures (strict: one that starts passing must be moved out of GAPS).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from playground.decoherence.common import Fact
from playground.decoherence.containers import _ps_rows
from playground.decoherence.edited_text import EditedText, literal_substitution, tail_count
from playground.decoherence.facts import FactStore
from playground.decoherence.views.page_facts import page_facts, render_stamps
from playground.decoherence.programs import installed_versions, manager_read, same_debian
from playground.decoherence.processes import judge, only_reads, probe_only
from playground.decoherence.views.processes import pgrep_pairs, ps_pairs, status_pairs
from playground.decoherence.shell import parse_line
from playground.decoherence.inspections import is_checker
from playground.decoherence.listings import tree_paths, tree_view
from tests.decoherence.benchrows import GONE, Row
from tests.decoherence.helpers import assert_probe, probe_param
from tests.decoherence.probes_text import all_probes_with_variants

# kinds no mechanism reads yet (see /work/notes/issue-12-E.md, known gaps)
GAPS = {
    "e-t-count-ls-wc": "ls | wc -l after a touch of names the ledger cannot tell are new (they may have existed)",
    "e-s-gemini-write-shell": "Gemini shell commands run in an unknown directory: relative paths are not placed",
    "e-s-created-find": GONE["swe"],
    "e-s-id-hash": GONE["swe"],
    "e-s-count-wc": GONE["swe"],
    "e-s-count-commits": GONE["swe"],
    "e-s-ver-pip": GONE["swe"],
    "e-s-env": GONE["swe"],
    "e-b-swe-bad": GONE["swe"],
    "e-b2-swe-replace-bad": GONE["swe"],
    "e-s-content-nowrite": GONE["swe-state"],
}

PROBES = all_probes_with_variants()


@pytest.mark.parametrize("row", [probe_param(r, GAPS) for r in PROBES])
def test_probe(tmp_path: Path, row: Row) -> None:
    assert_probe(tmp_path, row)


def test_probe_ids_are_unique_and_gaps_exist() -> None:
    ids = [r.rid for r in PROBES]
    assert len(ids) == len(set(ids))
    assert set(GAPS) <= set(ids)


# ----------------------------------------------------------------- edited_text

def test_literal_substitution_only_for_text_that_matches_itself() -> None:
    assert literal_substitution("s/listen 80/listen 8080/") == ("listen 80", "listen 8080", False)
    assert literal_substitution("s|a.b|c|g") == ("a.b", "c", True)
    assert literal_substitution("s/a.b/c/") is None  # without g the first match may be "axb"
    assert literal_substitution("s/^port/p/") is None
    assert literal_substitution("3s/a/b/") is None
    assert literal_substitution("s/x\\+/y/") is None
    assert literal_substitution("s/foo/[&]/") == ("foo", "[foo]", False)


def test_tail_count() -> None:
    assert tail_count(["-n", "2", "f"]) == 2
    assert tail_count(["-3", "f"]) == 3
    assert tail_count(["f"]) == 10
    assert tail_count(["-f", "f"]) is None
    assert tail_count(["-n", "+2", "f"]) is None
    assert tail_count(["a", "b"]) is None


def _check(e: EditedText, entry: object, lines: list[str], **kw: object) -> list[str]:
    found: list = []
    e.check(5, "/f", entry, lines, "cat", found, **kw)  # type: ignore[arg-type]
    return [w.message for w in found]


def test_gone_text_rules() -> None:
    entry = object()
    e = EditedText()
    e.replaced("/f", entry, "debug = false", "debug = true", Fact(2, "sed"), every=False, how="sed -i")
    assert "/f" not in e.gone  # without g and nothing read before: which lines kept a second one is unknown
    e.saw("/f", ["3:debug = false", "7:# debug = false # debug = false"])
    e.replaced("/f", entry, "debug = false", "debug = true", Fact(2, "sed"), every=False, how="sed -i")
    assert _check(e, entry, ["3:debug = false"])  # a grep -n hit still holding the old line
    assert not _check(e, entry, ["debug = true"])
    assert not _check(e, entry, ["# debug = true # debug = false"])  # two before, one left
    assert not _check(e, object(), ["debug = false"])  # another write replaced the entry: void
    e.added("/f", "debug = false\n")  # an insert brought the text back
    assert not _check(e, entry, ["debug = false"])
    e.replaced("/f", entry, "port = 80;", "port = 8080;", Fact(3, "s"), every=True, how="s///g")
    assert _check(e, entry, ["listen: port = 80; # port = 80;"])  # with g every occurrence went
    e = EditedText()
    e.replaced("/f", entry, "x", "y", Fact(2, "s"), every=True, how="s")  # too short to judge
    assert "/f" not in e.gone
    e.replaced("/f", entry, "old = 1", "old = 1  # kept", Fact(2, "s"), every=True, how="s")  # new holds old
    assert "/f" not in e.gone


def test_gone_block_and_appended_tail() -> None:
    entry, after = object(), object()
    e = EditedText()
    e.replaced("/f", entry, "def a():\n    return 1\n", "def a():\n    return 2\n", Fact(1, "edit"), every=True,
               how="the edit")
    assert _check(e, entry, ["     4\tdef a():", "     5\t    return 1"])
    assert not _check(e, entry, ["     4\tdef a():", "     5\t    return 2"])
    e = EditedText()
    e.appended("/f", None, entry, "one\n", Fact(1, "echo one >> f"))
    e.appended("/f", entry, after, "two\n", Fact(2, "echo two >> f"))
    assert not _check(e, after, ["zero", "one", "two"], whole=True)
    assert not _check(e, after, ["zeroone", "two"], whole=True)  # the old last line had no newline
    assert _check(e, after, ["one"], tail=1)
    assert not _check(e, after, ["two"], tail=1)
    assert _check(e, after, ["zero", "one"], tail=2)


# ----------------------------------------------------------------- processes and containers

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


def test_processes_are_judged_only_when_one_line_names_one_process() -> None:
    facts = FactStore("terminal")
    found: list = []
    judge(facts, 1, [("5", "python3 worker.py", "w")], found)  # a listing alone starts following nothing
    judge(facts, 1, [("6", "python3 worker.py", "w")], found)
    assert found == []
    judge(facts, 1, [("10", "nginx: worker process", "a"), ("11", "nginx: worker process", "b"),
                     ("9", "nginx: master process", "c")], found, learn=True)
    judge(facts, 2, [("20", "nginx: worker process", "a"), ("21", "nginx: worker process", "b"),
                     ("9", "nginx: master process", "c")], found)
    assert found == []
    judge(facts, 3, [("30", "nginx: master process", "c")], found)
    assert [w.kind for w in found] == ["terminal.identity"]
    facts.touch_all("proc:", 4)
    found.clear()
    judge(facts, 5, [("40", "nginx: master process", "c")], found)
    assert found == []


def test_reads_and_probes_restart_nothing() -> None:
    assert probe_only(["-t"]) and probe_only(["--version"]) and not probe_only(["-s", "reload"])
    assert only_reads("ss", ["-ltnp"]) and only_reads("systemctl", ["is-active", "x"])
    assert not only_reads("systemctl", ["restart", "x"]) and not only_reads("timedatectl", ["set-time", "x"])


def test_docker_ps_layouts() -> None:
    table = ["CONTAINER ID   IMAGE   COMMAND   CREATED   STATUS   PORTS   NAMES",
             "3f1d2c9a8b7e   nginx   \"/x\"    1 min     Up 1 m   80/tcp  api"]
    assert _ps_rows([], table) == [("api", "3f1d2c9a8b7e", table[1].strip())]
    assert _ps_rows(["--format", "{{.Names}}\\t{{.Status}}"], ["web\tUp 3 hours"]) == [("web", "", "web\tUp 3 hours")]
    assert _ps_rows(["--format", "{{.ID}} {{.Names}}"], ["3f1d2c9a8b7e api"])[0][:2] == ("api", "3f1d2c9a8b7e")
    assert _ps_rows(["--format", "name={{.Names}}"], ["name=web"]) is None  # text between fields
    assert _ps_rows(["-q"], ["3f1d2c9a8b7e"]) is None


# ----------------------------------------------------------------- checkers, pages

@pytest.mark.parametrize(("line", "checks"), [
    ("npm run lint", True), ("yarn test", True), ("black --check src", True), ("ruff check .", True),
    ("ruff check --fix .", False), ("eslint src", True), ("eslint --fix src", False), ("npm run format", False),
    ("prettier --write .", False), ("tsc --noEmit", True), ("tsc", False), ("mypy pkg", True), ("black .", False),
])
def test_is_checker(line: str, checks: bool) -> None:
    cmd = parse_line(line)
    assert cmd is not None
    assert is_checker(cmd[0]) is checks


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


@pytest.mark.parametrize(("line", "reads"), [
    ("gzip -t a.gz", True), ("tar -tzf a.tgz", True), ("tar tvf a.tar", True), ("tar -xzf a.tgz", False),
    ("unzip -l a.zip", True), ("unzip a.zip", False), ("gzip a", False),
])
def test_archives_tested_or_listed_write_nothing(line: str, reads: bool) -> None:
    cmd = parse_line(line)
    assert cmd is not None
    assert is_checker(cmd[0]) is reads


def test_installers_and_managers_report_versions() -> None:
    assert installed_versions("brew", ["==> Upgrading wget 1.21.3 -> 1.24.5",
                                       "🍺  /opt/homebrew/Cellar/jq/1.7.1: 19 files, 1.4MB"]) == \
        {"wget": "1.24.5", "jq": "1.7.1"}
    assert installed_versions("gem", ["Successfully installed rails-7.1.3"]) == {"rails": "7.1.3"}
    assert installed_versions("pip", ["upgraded package poetry from 1.7.1 to 1.8.3 (location: /x)"]) == \
        {"poetry": "1.8.3"}
    replaced = "Replaced package `ripgrep v13.0.0` with `ripgrep v14.1.0` (executable `rg`)"
    assert installed_versions("cargo", [replaced]) == {"ripgrep": "14.1.0"}
    assert installed_versions("apt", ["Setting up curl (7.88.1-10+deb12u5) ..."]) == {"curl": "7.88.1-10+deb12u5"}
    assert manager_read("dpkg", ["-s", "curl"], ["Version: 7.88.1-10+deb12u4"])[1] == "7.88.1-10+deb12u4"
    assert manager_read("dpkg", ["-l", "curl"], ["ii  curl  7.88.1-10+deb12u5 amd64  tool"])[1] == "7.88.1-10+deb12u5"
    assert manager_read("apt", ["list", "--installed", "curl"],
                        ["curl/stable,now 7.88.1-10 amd64 [installed]"])[1] == "7.88.1-10"
    assert manager_read("cargo", ["install", "--list"], ["ripgrep v14.1.0:", "    rg"])[0] == ["cargo:ripgrep"]
    assert same_debian("7.88.1-10+deb12u5", "7.88.1") and not same_debian("7.88.1-10+deb12u5", "7.88.1-10+deb12u4")


def test_tree_drawings() -> None:
    drawing = ["site", "├── assets", "│   ├── app.css", "│   └── img", "└── index.html", "", "3 directories, 2 files"]
    assert tree_paths(drawing, "site") == ["assets", "assets/app.css", "assets/img", "index.html"]
    ascii_ = [".", "|-- a", "|   `-- b.txt", "`-- c"]
    assert tree_paths(ascii_, ".") == ["a", "a/b.txt", "c"]
    assert tree_paths(["other", "└── x"], "site") is None  # not the root asked for
    assert tree_paths(["site", "x.txt"], "site") is None  # not a drawing
    assert tree_view(["-a", "-L", "2", "site"]) == (["site"], 2, True)
    assert tree_view(["-d"]) is None and tree_view(["-I", "node_modules"]) is None


@pytest.mark.parametrize(("line", "reads"), [
    ("curl -s localhost/health", True), ("curl -s -o /dev/null -w '%{http_code}' localhost/", True),
    ("curl -O https://x/a.tgz", False), ("curl -o page.html https://x/", False),
    ("curl -X DELETE localhost/files/a.txt", False), ("curl -d 'a=1' localhost/form", False),
    ("wget https://x/a.tgz", False), ("wget --spider https://x/", True),
])
def test_requests_that_write_nothing(line: str, reads: bool) -> None:
    cmd = parse_line(line)
    assert cmd is not None
    assert is_checker(cmd[0]) is reads


def test_brew_and_gem_versions() -> None:
    upgrade = ["==> Upgrading 1 outdated package:", "wget 1.21.4 -> 1.24.5", "==> Upgrading wget", "  1.21.4 -> 1.24.5"]
    assert installed_versions("brew", upgrade) == {"wget": "1.24.5"}
    assert manager_read("brew", ["list", "--versions", "wget"], ["wget 1.24.5"]) == (["brew:wget"], "1.24.5",
                                                                                       "wget 1.24.5")
    assert manager_read("brew", ["list", "--versions", "wget"], ["wget 1.21.4 1.24.5"]) is None  # two kept
    assert manager_read("gem", ["list", "rails"], ["rails (7.1.3)"])[1] == "7.1.3"
    assert manager_read("gem", ["list", "rails"], ["rails (7.1.3, 7.0.8)"]) is None
