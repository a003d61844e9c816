"""The second labeled set (AgentWorldBench rows) and what reading official formats needs: cleaned ground
truth, official actions, the generic fact store, the per-domain knowledge, and ``check --eval``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from playground.cli import main
from playground.decoherence import check_session
from playground.decoherence.actions import normalize, understood
from playground.decoherence.checker import at_least
from playground.decoherence.common import Action, Fact, _raw_action, clean_observation
from playground.decoherence.evaluation import evaluate, evaluate_rows
from playground.decoherence.views.dates import parse_now
from playground.decoherence.shell import parse_line
from playground.world.agentworldbench import import_bench
from tests.decoherence import benchrows, evalset

DOMAINS = {"terminal", "mcp", "search", "swe", "web", "android", "os"}


def test_the_row_set_is_what_the_generator_writes(tmp_path: Path) -> None:
    doc = benchrows.build(tmp_path)
    for name in ("rows.jsonl", "labels.json"):
        assert (tmp_path / name).read_bytes() == (benchrows.DATA / name).read_bytes(), \
            f"{name} is stale: run python -m tests.decoherence.benchrows"
    labels = doc["rows"]
    assert len(labels) >= 100
    assert {k.split("#")[0] for k in labels} == DOMAINS
    for domain in DOMAINS:
        mine = [v for k, v in labels.items() if k.startswith(domain + "#")]
        assert sum(v["kind"] is None for v in mine) >= 4 and sum(v["kind"] is not None for v in mine) >= 4, domain


def test_the_row_set_meets_the_bar_in_every_domain() -> None:
    report = evaluate_rows(benchrows.DATA)
    assert set(report.per_domain) == DOMAINS
    for domain, c in report.per_domain.items():
        assert c.recall >= 0.8 and c.precision >= 0.95 and c.false_rate <= 0.03, (domain, report.format())
    assert report.meets(), report.format()
    assert len(report.per_kind) >= 10


def test_known_gap_rows_are_still_missed() -> None:
    # strict, as an xfail is: a row found again must lose its gap (benchrows.Row.gap)
    gaps = {f"{r.domain}#{r.rid}" for r in benchrows.all_rows() if r.gap}
    report = evaluate_rows(benchrows.DATA)
    assert {m.row for m in report.misses if m.what == "known gap"} == gaps and report.gaps == len(gaps)


def test_the_first_set_does_not_regress() -> None:
    o = evaluate(evalset.DATA).overall
    assert o.precision >= 0.95 and o.recall >= 0.95


def test_check_eval_reports_both_sets(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--eval"]) == 0
    out = capsys.readouterr().out
    assert "labeled set:" in out and "labeled rows (AgentWorldBench format)" in out
    assert "contradiction" in out and "revert" in out and "android" in out
    assert main(["check", "--eval", str(benchrows.DATA), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data["domains"]) == DOMAINS and data["overall"]["rows"] >= 100


def _import(tmp_path: Path, rows: list[dict]) -> list:
    tmp_path.mkdir(parents=True, exist_ok=True)
    path = tmp_path / "rows.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return import_bench(path, tmp_path).sessions


def test_unknown_formats_give_info_only(tmp_path: Path) -> None:
    rows = [json.loads(ln) for ln in (benchrows.DATA / "rows.jsonl").read_text().splitlines()]
    clean = [r for r in rows if not any(c in r["id"] for c in ("clock",))]
    vague = []
    for r in clean[:40]:
        r = dict(r, id=f"{r['id']}-vague")
        r["prompt"] = [f"### Turn {i}\n\n**Action:**\ndo the next thing ({i})" for i in range(1, len(r["prompt"]) + 1)]
        r["current_prompt"] = r["prompt"][-1]
        vague.append(r)
    for session in _import(tmp_path, vague):
        found = [w for ws in check_session(session).values() for w in ws]
        assert at_least(found, "warning") == [], (session.header.title, found)
        assert any(w.kind == "checker.unread" for w in found)
    other = _import(tmp_path / "x", [dict(clean[0], task="robotics", id="r1")])
    found = [w for ws in check_session(other[0]).values() for w in ws]
    assert found and all(w.severity == "info" for w in found)


# ------------------------------------------------------------------ reading official rows

def test_ground_truth_is_cleaned_of_marker_and_tag() -> None:
    assert clean_observation("**Environment Observation:**\n$ ls\na b") == "$ ls\na b"
    assert clean_observation("<predicted_observation>\n[1] button 'OK'\n</predicted_observation>") == "[1] button 'OK'"
    assert clean_observation("<think>x</think><predicted_observation>a</predicted_observation>"
                             "<predicted_observation>b</predicted_observation>") == "b"
    assert clean_observation("**Environment Observation:**\n") == ""


@pytest.mark.parametrize("domain, message, want", [
    ("swe", '**Action:**\n```json\n{"name": "str_replace_editor", "arguments": {"command": "str_replace", '
            '"path": "/r/a.py", "old_str": "x = 1", "new_str": "x = 2"}}\n```',
     {"action": "str_replace", "path": "/r/a.py", "old": "x = 1", "new": "x = 2"}),
    ("swe", 'Action:\n{"name": "execute_bash", "arguments": {"command": "ls"}}', {"action": "bash", "command": "ls"}),
    ("swe", '{"name": "read_file", "arguments": {"absolute_path": "/r/a.py"}}',
     {"action": "view", "path": "/r/a.py", "range": None, "reader": "read_file"}),
    ("swe", '{"name": "replace", "arguments": {"file_path": "/r/a.py", "old_string": "a", "new_string": "b"}}',
     {"action": "str_replace", "path": "/r/a.py", "old": "a", "new": "b", "all": False}),
    ("search", '{"name": "dict_memory", "arguments": {"operation": "add", "dict": {"k": "v"}}}',
     {"action": "memory_write", "items": {"k": "v"}}),
    # the items of a write under "items" instead of the official "dict" were lost, and the read back was not judged
    ("search", '{"name": "dict_memory", "arguments": {"operation": "update", "items": {"k": "v2"}}}',
     {"action": "memory_write", "items": {"k": "v2"}}),
    ("search", '{"name": "dict_memory", "arguments": {"operation": "remove", "keys": ["k"]}}',
     {"action": "memory_delete", "keys": ["k"]}),
    ("search", '{"name": "web_extractor", "arguments": {"url": "https://a.org/x"}}',
     {"action": "open", "url": "https://a.org/x"}),
    ("web", "### Turn 2\n\n**Action:**\nfill('b12', 'hello')", {"action": "fill", "element": "b12", "value": "hello"}),
    ("web", "**Action:**\ngo_back()", {"action": "back"}),
    ("android", '**Action:**\n{"action_type": "click", "index": 5}', {"action": "click", "element": 5}),
    ("desktop", "**Action:**\n```python\npyautogui.click(10, 20)\n```",
     {"action": "code", "code": "pyautogui.click(10, 20)"}),
])
def test_official_actions_are_normalized(domain: str, message: str, want: dict) -> None:
    action = normalize(domain, _raw_action(message))
    assert action.data == want
    assert understood(domain, action)


def test_a_shell_given_as_an_argument_vector_is_understood() -> None:
    # Codex CLI's call: the binding follows it (its command, a patch tool's patch), so no step is reported unread
    for command in ('["bash", "-lc", "wc -l src/a.py"]', '["apply_patch", "*** Begin Patch\\n*** End Patch"]'):
        msg = f'**Action:**\n{{"name": "shell", "arguments": {{"command": {command}, "workdir": "/r"}}}}'
        assert understood("swe", normalize("swe", _raw_action(msg))), command
    assert not understood("swe", normalize("swe", _raw_action('**Action:**\n{"name": "teleport", "arguments": {}}')))


def test_terminal_keystrokes_are_understood() -> None:
    msg = '**Action:**\n[{"keystrokes": "ls -la\\n", "duration": 0.5}]'
    assert understood("terminal", normalize("terminal", _raw_action(msg)))
    assert not understood("terminal", normalize("terminal", _raw_action("**Action:**\nlist the files")))


# ------------------------------------------------------------------ shell reading

def test_subshells_and_background_groups() -> None:
    cmds = parse_line("( sleep 20 && echo done > f ) &")
    assert cmds is not None and all(c.background and c.subshell for c in cmds)
    cmds = parse_line("( cd /tmp && pwd ); pwd")
    assert cmds is not None and [(c.argv, c.subshell) for c in cmds] == [
        (["cd", "/tmp"], True), (["pwd"], True), (["pwd"], False)]


# ------------------------------------------------------------------ dates

def test_dates_are_read_with_their_zone() -> None:
    now = parse_now("Tue Mar 11 09:14:02 UTC 2025")
    assert now is not None and now[1] == "UTC"
    assert parse_now("2025-03-11T09:14:02Z") == (now[0], "abs")
    assert parse_now("Tue Mar 11 09:14 2025") is None


def test_findings_name_both_steps(tmp_path: Path) -> None:
    rows = [json.loads(ln) for ln in (benchrows.DATA / "rows.jsonl").read_text().splitlines()]
    row = next(r for r in rows if r["id"] == "t-commit-hash")
    session = _import(tmp_path, [row])[0]
    # at any level (information or an error: the evidence decides)
    found = [w for ws in check_session(session).values() for w in ws if "earlier_step" in (w.evidence or {})]
    assert found and found[0].step == 2 and found[0].evidence["earlier_step"] == 1
    assert "4f1c2ab" in found[0].message and "9d0e7a1" in found[0].message


def test_fact_text_is_kept() -> None:
    assert Fact(3, "x").step == 3 and Action("t", None).args == {}
