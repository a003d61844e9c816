"""Our aggregation of judged rows prints upstream's `eval.py score` numbers, byte for byte.

Every judged file below is compared with two references:

- always (so CI never skips it): :func:`upstream_aggregate`, a transcription of upstream's
  ``aggregate_scores`` (``eval/eval.py`` at the pinned commit cd0aa83, lines 249-299, with
  ``get_subtask`` from lines 70-73 and ``INVALID_VALUE = 0`` from line 50), written from upstream's
  code, not from this project's;
- when ``$AGENTWORLD_UPSTREAM_EVAL`` names upstream's ``eval/`` directory (``git -C <mirror> archive
  HEAD eval | tar -x``), upstream's own ``python eval.py score --predictions FILE``, run in a
  subprocess with a stand-in ``openai`` module on ``PYTHONPATH`` (``score`` never calls it).

Every number upstream prints (per domain: valid/total/failed and six figures; Overall; its sample
counts) must equal ours as printed (``format_summary``) and in ``summary_json``'s ``text`` fields.
"""

from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path
from statistics import mean
from typing import Any

import pytest

from playground.bench.scores import (
    PAPER_DOMAINS,
    ScoreInputError,
    format_summary,
    normalize,
    score_files,
    summarize,
    summary_json,
)
from playground.decoherence.flatness import row_flatness

UPSTREAM_ENV = "AGENTWORLD_UPSTREAM_EVAL"
SCORE_DIMENSIONS = ["format", "factuality", "consistency", "realism", "quality"]  # task_configs.py line 6


# ------------------------------------------------------------------ upstream, transcribed

def upstream_get_subtask(job: dict[str, Any]) -> str:
    """eval/eval.py @ cd0aa83, lines 70-73."""
    task = job.get("task", "mcp")
    return task.split("/")[-1] if "/" in task else task


def upstream_aggregate(jobs: list[dict[str, Any]]) -> str:
    """What eval/eval.py @ cd0aa83 ``aggregate_scores`` (lines 249-299) prints for ``jobs``."""
    out: list[str] = []
    subtask_jobs: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for job in jobs:
        subtask_jobs[upstream_get_subtask(job)].append(job)
    domain_display = {"mcp": "MCP", "search": "Search", "terminal": "Terminal", "swe": "SWE",
                      "android": "Android", "web": "Web", "os": "OS"}
    out.append("\n" + "=" * 70)
    out.append("AgentWorldBench Evaluation Results")
    out.append("=" * 70)
    all_totals: list[Any] = []
    for subtask in sorted(subtask_jobs.keys()):
        sj = subtask_jobs[subtask]
        valid = [j for j in sj if j.get("failed", 1.0) == 0.0]
        failed = len(sj) - len(valid)
        display_name = domain_display.get(subtask, subtask.capitalize())
        out.append(f"\n--- {display_name} ({len(valid)}/{len(sj)} valid, {failed} failed) ---")
        if not valid:
            out.append("  No valid results.")
            continue
        for dim in SCORE_DIMENSIONS + ["total_score"]:
            values = [j.get(dim, 0) for j in valid if j.get(dim, 0) != 0]
            avg = mean(values) if values else 0.0
            score = (avg - 1) / 4 * 100
            if dim == "total_score":
                all_totals.extend(values)
            out.append(f"  {dim:>15s}: {score:.2f}")
    if all_totals:
        overall = (mean(all_totals) - 1) / 4 * 100
        out.append(f"\n{'=' * 70}")
        out.append(f"Overall: {overall:.2f}")
        out.append(f"Total samples: {len(jobs)}, Valid: {len(all_totals)}, Failed: {len(jobs) - len(all_totals)}")
        out.append("=" * 70)
    return "\n".join(out) + "\n"


def run_upstream(eval_dir: Path, judged: Path, tmp: Path) -> str:
    """Upstream's own ``eval.py score`` on ``judged`` (a stand-in openai module: score never calls it)."""
    stub = tmp / "openai_standin"
    stub.mkdir(exist_ok=True)
    (stub / "openai.py").write_text("class OpenAI:\n    def __init__(self, *a, **k):\n"
                                    "        raise RuntimeError('score does not call the API')\n")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(stub), str(eval_dir)])}
    done = subprocess.run([sys.executable, "eval.py", "score", "--predictions", str(judged)], cwd=eval_dir,
                          env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout


# ------------------------------------------------------------------ reading printed numbers

Printed = dict[str, Any]


def parse_upstream(text: str) -> Printed:
    """Every number upstream's score output holds."""
    domains: list[tuple[str, int, int, int, dict[str, str] | None]] = []
    overall = counts = None
    for line in text.splitlines():
        if m := re.fullmatch(r"--- (.*) \((\d+)/(\d+) valid, (\d+) failed\) ---", line):
            domains.append((m[1], int(m[2]), int(m[3]), int(m[4]), {}))
        elif m := re.fullmatch(r" +(\w+): (-?\d+\.\d\d)", line):
            figures = domains[-1][4]
            assert figures is not None
            figures[m[1]] = m[2]
        elif line == "  No valid results.":
            domains[-1] = (*domains[-1][:4], None)
        elif m := re.fullmatch(r"Overall: (-?\d+\.\d\d)", line):
            overall = m[1]
        elif m := re.fullmatch(r"Total samples: (\d+), Valid: (\d+), Failed: (\d+)", line):
            counts = (int(m[1]), int(m[2]), int(m[3]))
    return {"domains": domains, "overall": overall, "counts": counts}


def parse_ours_json(data: dict[str, Any]) -> Printed:
    domains = [(d["name"], d["valid"], d["samples"], d["failed"],
                {k: f["text"] for k, f in d["figures"].items()} or None) for d in data["domains"]]
    o = data["overall"]
    return {"domains": domains, "overall": o and o["text"],
            "counts": o and (o["samples"], o["valid"], o["failed"])}


def parse_ours_text(text: str) -> Printed:
    """The numbers of our table: one line per domain, then the Overall line."""
    lines = text.splitlines()
    head = next(i for i, ln in enumerate(lines) if ln.startswith("domain "))
    columns = lines[head].split()[4:10]
    domains: list[tuple[str, int, int, int, dict[str, str] | None]] = []
    overall = counts = None
    for line in lines[head + 1:]:
        if not line.strip():
            break
        if "(no valid results)" in line:
            name, samples, valid, failed = line.split("(no valid results)")[0].rsplit(None, 3)
            domains.append((name, int(valid), int(samples), int(failed), None))
            continue
        parts = line.split()
        if "flat)" in line:
            parts = parts[:-3]  # the flatness cell: "0.84 (1/3 flat)"
        elif parts[-1] == "-":
            parts = parts[:-1]
        name = " ".join(parts[:-9])
        samples, valid, failed = (int(x) for x in parts[-9:-6])
        domains.append((name, valid, samples, failed, {c: v.rstrip("*") for c, v in zip(columns, parts[-6:])}))
    for line in lines:
        m = re.match(r"Overall \(upstream's[^)]*\): (-?\d+\.\d\d) +samples (\d+), valid (\d+), failed (\d+)$", line)
        if m:
            overall, counts = m[1], (int(m[2]), int(m[3]), int(m[4]))
    return {"domains": domains, "overall": overall, "counts": counts}


# ------------------------------------------------------------------ judged files

DOMAINS = ["mcp", "search", "terminal", "swe", "android", "web", "os"]


def judged_row(rng: random.Random, task: str | None, i: int) -> dict[str, Any]:
    """A judged row as upstream's judge writes one (or as a broken pipeline might)."""
    row: dict[str, Any] = {"id": f"r{i}", "turn_idx": 1, "prompt": ["act"], "response": ["obs"]}
    if task is not None:
        row["task"] = task
    kind = rng.random()
    if kind < 0.15:  # a failed judgement, as eval.py writes it
        row.update({"total_score": 0, "failed": 1.0, "error_message": "Judge scoring failed"})
        return row
    if kind < 0.2:  # no generation: upstream writes failed 1.0 and no total
        row.update({"failed": 1.0, "error_message": "No model generation"})
        return row
    scores = {d: rng.choice([0, 1, 2, 3, 4, 5, 5, 4, 3]) for d in SCORE_DIMENSIONS}
    positive = [v for v in scores.values() if v > 0]
    total = sum(positive) / len(positive) if positive else 0.0
    row.update(scores)
    row["total_score"] = total
    if kind < 0.25:
        pass  # scored but "failed" missing: upstream counts the row as failed
    elif kind < 0.3:
        row["failed"] = 0  # an int 0: equal to 0.0, valid
    elif kind < 0.33:
        row["failed"] = False  # also == 0.0 in Python: valid for upstream
    else:
        row["failed"] = 0.0
    if kind > 0.95:
        row["total_score"] = 0  # judged valid with total 0: valid in its domain, "Failed" in Overall
    return row


def varied_rows(seed: int, n: int) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    tasks: list[str | None] = [*DOMAINS, "desktop", "suite/web", "custom-sim", "MyTask", None, "group/sub/os"]
    return [judged_row(rng, rng.choice(tasks), i) for i in range(n)]


def edge_rows() -> list[dict[str, Any]]:
    """Each rule of upstream's aggregation at least once, with hand-picked values."""
    return [
        {"task": "mcp", "total_score": 3.4, "format": 4, "factuality": 3, "consistency": 3, "realism": 4,
         "quality": 3, "failed": 0.0},
        {"task": "mcp", "total_score": 0, "failed": 1.0},
        {"task": "suite/terminal", "total_score": 4.25, "format": 5, "factuality": 0, "consistency": 4,
         "realism": 4, "quality": 4, "failed": 0.0},
        {"task": "os", "total_score": 2, "format": 2, "factuality": 2, "consistency": 2, "realism": 2, "quality": 2},
        {"task": "desktop", "total_score": 0, "format": 0, "factuality": 0, "consistency": 0, "realism": 0,
         "quality": 0, "failed": 0.0},
        {"total_score": 5, "format": 5, "factuality": 5, "consistency": 5, "realism": 5, "quality": 5, "failed": 0},
        {"task": "swe", "total_score": 3.6666666666666665, "format": 3, "factuality": 4, "consistency": 4,
         "realism": 0, "quality": 0, "failed": 0.0},
        {"task": "swe", "total_score": 2.3333333333333335, "format": 2, "factuality": 2, "consistency": 3,
         "failed": 0.0},  # dimensions missing altogether
        {"task": "web", "total_score": 1, "format": 1, "factuality": 1, "consistency": 1, "realism": 1,
         "quality": 1, "failed": 0.0},
        {"task": "unknown_task", "total_score": 4.5, "format": 4, "factuality": 5, "failed": 0.0},
    ]


def write(path: Path, rows: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    return path


DATASETS = {
    "edges": edge_rows,
    "varied-40": lambda: varied_rows(1, 40),
    "varied-400": lambda: varied_rows(2, 400),
    "one-domain": lambda: [r for r in varied_rows(3, 120) if r.get("task") == "web"],
    "all-failed": lambda: [{"task": "mcp", "failed": 1.0}, {"task": "web", "total_score": 4}],
}


def compare_all(rows: list[dict[str, Any]], judged: Path, tmp: Path) -> None:
    expected_text = upstream_aggregate(rows)
    expected = parse_upstream(expected_text)
    assert expected["domains"], expected_text
    summary = score_files([judged])
    assert summary.problems == []
    assert parse_ours_json(summary_json(summary)) == expected
    assert parse_ours_text(format_summary(summary)) == expected
    upstream_dir = os.environ.get(UPSTREAM_ENV)
    if upstream_dir:
        printed = run_upstream(Path(upstream_dir), judged, tmp)
        assert printed.endswith(expected_text), printed  # the oracle is upstream, line for line
        assert parse_upstream(printed) == parse_ours_json(summary_json(summary))


@pytest.mark.parametrize("name", sorted(DATASETS))
def test_every_printed_number_equals_upstreams(name: str, tmp_path: Path) -> None:
    rows = DATASETS[name]()
    compare_all(rows, write(tmp_path / f"{name}.jsonl", rows), tmp_path)


def test_pooled_files_score_as_their_concatenation(tmp_path: Path) -> None:
    a, b, c = varied_rows(4, 60), varied_rows(5, 35), edge_rows()
    files = [write(tmp_path / "a.jsonl", a), write(tmp_path / "b.jsonl", b), write(tmp_path / "c.jsonl", c)]
    pooled = score_files(files)
    assert pooled.files == [str(f) for f in files] and pooled.samples == len(a) + len(b) + len(c)
    together = write(tmp_path / "all.jsonl", a + b + c)
    compare_all(a + b + c, together, tmp_path)
    mine, whole = summary_json(pooled), summary_json(score_files([together]))
    assert mine["domains"] == whole["domains"] and mine["overall"] == whole["overall"]
    assert mine["pooled"] is True and "3 files pooled" in format_summary(pooled)


def test_the_known_figures_of_the_edge_rows(tmp_path: Path) -> None:
    """The rules spelled out, on rows whose figures are worked by hand."""
    s = summarize(edge_rows())
    by = {d.domain: d for d in s.domains}
    assert list(by) == sorted(by)  # upstream's order: sorted domain keys
    assert by["desktop"].name == "Desktop" and by["os"].name == "OS"  # "desktop" is not the paper's OS
    assert by["unknown_task"].name == "Unknown_task"  # str.capitalize, as upstream
    # a row without "failed" is failed; an int 0 is valid; a task-less row is MCP
    assert (by["os"].valid, by["os"].failed, by["os"].without_failed, by["os"].figures) == (0, 1, 1, {})
    assert (by["mcp"].samples, by["mcp"].valid, by["mcp"].failed) == (3, 2, 1)
    # (mean(4, 5) - 1) / 4 * 100 for format: 87.5; factuality 0 is left out for terminal: -25 when alone
    assert by["mcp"].figures["format"].value == normalize(4.5) == 87.5
    assert by["terminal"].figures["factuality"].n == 0 and by["terminal"].figures["factuality"].text == "-25.00"
    assert by["desktop"].figures["total_score"].text == "-25.00"  # valid, every score 0
    # micro: every valid non-zero total pooled; desktop's 0 total is "Failed" in that line
    totals = [3.4, 5, 4.25, 3.6666666666666665, 2.3333333333333335, 1, 4.5]
    assert s.overall is not None and s.overall.value == normalize(mean(totals))
    assert (s.samples, s.overall_valid, s.overall_failed) == (10, 7, 3)
    # macro: the mean of the domains' total figures, over the domains that have one
    per_domain = {"mcp": normalize(mean([3.4, 5])), "swe": normalize(mean([3.6666666666666665, 2.3333333333333335])),
                  "terminal": normalize(4.25), "unknown_task": normalize(4.5), "web": normalize(1)}
    assert s.macro is not None and set(s.macro.domains) == set(per_domain)
    assert s.macro.value == pytest.approx(mean(per_domain.values()), abs=1e-12)
    assert s.paper_missing == ["search", "android", "os"] and s.outside_paper == ["unknown_task"]
    text = format_summary(s)
    assert "Macro over 5 domains (the paper's Overall): " + f"{mean(per_domain.values()):.2f}" in text
    assert "no valid scores for Search, Android, OS" in text and "does not average: Unknown_task" in text
    assert "1 row(s) without 'failed' counted as failed" in text


def test_macro_over_the_papers_seven_domains_is_the_papers_overall() -> None:
    """The paper's table: Qwen-AgentWorld-35B-A3B's seven domain figures average to its Overall, 56.39."""
    figures = {"mcp": 64.79, "search": 36.69, "terminal": 53.96, "swe": 65.63, "android": 58.17, "web": 49.55,
               "os": 65.92}
    rows = []
    for domain, figure in figures.items():
        raw = figure / 100 * 4 + 1  # one sample per domain whose total gives that figure
        rows.append({"task": domain, "total_score": raw, "format": 3, "factuality": 3, "consistency": 3,
                     "realism": 3, "quality": 3, "failed": 0.0})
    s = summarize(rows)
    assert s.macro is not None and s.macro.text == "56.39" and set(s.macro.domains) == set(PAPER_DOMAINS)
    assert s.paper_missing == [] and s.outside_paper == []
    assert "not the paper's figure" not in format_summary(s)


def test_bad_rows_are_named_in_one_line_each_and_the_rest_is_scored(tmp_path: Path) -> None:
    good = edge_rows()
    lines = [json.dumps(r) for r in good[:3]]
    lines += ["{not json", json.dumps([1, 2]), json.dumps({"task": 7, "failed": 0.0}),
              json.dumps({"task": "mcp", "failed": 0.0, "total_score": "4", "format": 4}),
              json.dumps({"task": "mcp", "failed": 0.0, "total_score": None}),
              json.dumps({"task": "mcp", "failed": 0.0, "total_score": True}),
              '{"task": "mcp", "failed": 0.0, "total_score": NaN}',
              json.dumps({"task": "mcp", "failed": 1.0, "total_score": "n/a"}),  # failed: its scores are not read
              "", "   "]
    lines += [json.dumps(r) for r in good[3:]]
    judged = tmp_path / "mixed.jsonl"
    judged.write_bytes(("\n".join(lines) + "\n").encode() + b"\xff\xfe broken bytes\n")
    s = score_files([judged, tmp_path / "missing.jsonl"])
    assert s.samples == len(good) + 1
    where = [p.split(": ", 1)[0] for p in s.problems]
    assert where == [f"{judged}:{n}" for n in (4, 5, 6, 7, 8, 9, 10)] + [f"{judged}:{len(lines) + 1}",
                                                                          f"{tmp_path / 'missing.jsonl'}"]
    assert all("\n" not in p for p in s.problems)
    assert "not valid JSON" in s.problems[0] and "must be a JSON object" in s.problems[1]
    assert "'task' must be a string" in s.problems[2] and "'total_score' must be a number" in s.problems[3]
    assert "finite" in s.problems[6] and "not UTF-8" in s.problems[7] and "no such file" in s.problems[8]
    # the scored rows give what upstream gives on them
    kept = good + [{"task": "mcp", "failed": 1.0, "total_score": "n/a"}]
    assert parse_ours_json(summary_json(s)) == parse_upstream(upstream_aggregate(kept))
    with pytest.raises(ScoreInputError, match="'format' must be a number"):
        summarize([{"task": "mcp", "failed": 0.0, "format": [4]}])


def test_a_file_without_judged_rows_is_named_and_left_out(tmp_path: Path) -> None:
    predictions = write(tmp_path / "predictions.jsonl", [{"task": "mcp", "prompt": ["a"], "response": ["b"],
                                                          "turn_idx": 1, "gen": "x"}])
    empty = tmp_path / "empty.jsonl"
    empty.write_text("\n\n")
    judged = write(tmp_path / "judged.jsonl", edge_rows())
    s = score_files([predictions, empty, judged, tmp_path])
    assert s.files == [str(judged)] and s.samples == len(edge_rows())
    assert s.problems[0] == (f"{predictions}: 1 row(s), none judged (no 'failed' or 'total_score'); judge it "
                             f"first: agentworld-play judge {predictions}")
    assert s.problems[1].startswith(f"{empty}: no rows") and s.problems[2] == f"{tmp_path}: not a file"


# ------------------------------------------------------------------ the flatness column

def predicted(task: str, gen: str, truth: str, **judged: Any) -> dict[str, Any]:
    return {"task": task, "prompt": ["p1", "p2"], "response": ["**Environment Observation:**\nfirst",
                                                               "**Environment Observation:**\n" + truth],
            "turn_idx": 2, "gen": gen, **judged}


LS = ("drwxr-xr-x 3 alex alex 4096 Mar  3 12:01 .\n-rw-r--r-- 1 alex alex  220 Mar  3 11:58 notes.txt\n"
      "-rw-r--r-- 1 alex alex 1.2K Feb 28 09:14 out.bin\nalex@devbox:~/proj$")
SCORED = {"total_score": 3, "format": 3, "factuality": 3, "consistency": 3, "realism": 3, "quality": 3, "failed": 0.0}


def test_the_flatness_column_is_the_mean_ratio_of_the_predictions(tmp_path: Path) -> None:
    rows = [
        predicted("terminal", "<think>hm</think>**Environment Observation:**\n" + LS, LS, **SCORED),  # as rich
        predicted("terminal", "**Environment Observation:**\nThe files of the project are listed.", LS, **SCORED),
        predicted("terminal", "whatever", LS, extracted_output="The listing shows three entries.",
                  total_score=0, failed=1.0),  # the judge's extraction is what it judged
        predicted("web", "<predicted_observation>button 'Save'</predicted_observation>",
                  "button 'Save', focused", **SCORED),  # no detail in the ground truth: no ratio
    ]
    flats = [row_flatness(r) for r in rows]
    assert flats[0] is not None and flats[0].ratio == pytest.approx(1.0)
    assert flats[1] is not None and flats[1].ratio == 0.0 and flats[1].is_flat()
    assert flats[2] is not None and flats[2].ratio == 0.0
    s = summarize(rows)
    term = next(d for d in s.domains if d.domain == "terminal")
    assert term.flatness is not None and (term.flatness.n, term.flatness.flat) == (3, 2)
    assert term.flatness.mean_ratio == pytest.approx(1 / 3)
    assert next(d for d in s.domains if d.domain == "web").flatness is None
    text = format_summary(s)
    assert "0.33 (2/3 flat)" in text and "flatness" in text and "not an upstream figure" in text
    # the upstream numbers are untouched by the column
    judged = write(tmp_path / "with-gen.jsonl", rows)
    compare_all(rows, judged, tmp_path)
    assert summary_json(summarize(rows, flatness=False))["domains"][0]["flatness"] is None
    assert "flatness" not in format_summary(summarize(edge_rows()))  # rows without predictions: no column
