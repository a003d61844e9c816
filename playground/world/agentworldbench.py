"""AgentWorldBench interop: rows in, sessions with ground truth, predictions out in the official format.

A row of ``{domain}_test.jsonl`` is one evaluated turn of a trajectory:
``system_str``, ``prompt`` (every turn's user message), ``response`` (every
turn's real observation), ``current_prompt``, ``turn_idx`` (1-based),
``total_turns``, ``task``, ``id``. Rows of one trajectory (same task, system
prompt, prompts and responses) become one session whose steps carry the ground
truth; the original rows are kept verbatim in the session header so the export
is exact. The ground truth a step carries is cleaned the way the official
evaluator cleans it before judging (the response marker removed:
:func:`playground.world.parsing.clean_response_marker`), so every reader (the
detectors, comparisons, transcripts) sees what the judge sees; the history put
to the model still uses the rows' responses verbatim (prompts.py).

:func:`row_sessions` reads a rows file without importing it: one in-memory
session per row, ending at the row's evaluated turn (``check`` and ``replay``
use it, so rows can be checked as they are).

Predicting (:func:`predict`) re-runs the session with teacher forcing: every
turn sees the ground-truth history, as the official evaluator builds it. The
export (:func:`export_predictions`) is each original row plus ``gen``, the
model's answer without its reasoning (what an OpenAI-compatible server with a
reasoning parser returns as content), so the official judge step reads it
unchanged.
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

from playground.llama.sampling import GenerationParams
from playground.world.domains import domain_for_bench_task
from playground.world.errors import BenchFormatError
from playground.world.parsing import clean_response_marker, parse_output
from playground.world.session import Session, SessionHeader, Step
from playground.world.simulate import StepEngine, StepOutput, StepTools, resimulate
from playground.world.store import dump_line, json_lines, write_new_file
from playground.world.paths import session_path

MAX_ROW_BYTES = 64 * 1024 * 1024  # GUI rows carry whole accessibility trees


@dataclass(frozen=True)
class RowProblem:
    line: int
    message: str


@dataclass
class ImportReport:
    sessions: list[Session] = field(default_factory=list)
    rows: int = 0
    problems: list[RowProblem] = field(default_factory=list)


def _as_list(value: Any, name: str) -> list[str]:
    if isinstance(value, str):
        return [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise BenchFormatError(f"'{name}' must be a list of strings")
    return value


# The official evaluator reads rows leniently (``job.get(...)``): only the turns are required; a row
# without ``task`` is an MCP row, one without ``system_str`` has no system prompt. Rows without an
# ``id`` get one from their content, so every row of one trajectory gets the same.
DEFAULT_TASK = "mcp"


def row_task(row: dict[str, Any]) -> str:
    task = row.get("task", DEFAULT_TASK)
    return task if isinstance(task, str) and task else DEFAULT_TASK


def row_system(row: dict[str, Any]) -> str:
    system = row.get("system_str", "")
    return system if isinstance(system, str) else ""


def row_id(row: dict[str, Any]) -> str:
    rid = row.get("id")
    if isinstance(rid, (str, int)) and not isinstance(rid, bool) and str(rid):
        return str(rid)
    seed = json.dumps([row_task(row), row_system(row), row.get("prompt"), row.get("response")], ensure_ascii=False)
    return hashlib.sha256(seed.encode("utf-8", "surrogatepass")).hexdigest()[:10]


def check_row(row: Any) -> tuple[list[str], list[str], str, int]:
    """Validate one row; return (prompts, responses, current prompt, 0-based turn)."""
    if not isinstance(row, dict):
        raise BenchFormatError("a row must be a JSON object")
    for key in ("prompt", "response", "turn_idx"):
        if key not in row:
            raise BenchFormatError(f"missing field '{key}'")
    if "task" in row and (not isinstance(row["task"], str) or not row["task"]):
        raise BenchFormatError("'task' must be a non-empty string")
    if row.get("id") is not None and (not isinstance(row["id"], (str, int)) or isinstance(row["id"], bool)):
        raise BenchFormatError("'id' must be a string or an integer")
    if row.get("system_str") is not None and not isinstance(row["system_str"], str):
        raise BenchFormatError("'system_str' must be a string")
    prompts = _as_list(row["prompt"], "prompt")
    responses = _as_list(row["response"], "response")
    t = row["turn_idx"]
    if not isinstance(t, int) or isinstance(t, bool) or t < 1:
        raise BenchFormatError("'turn_idx' must be an integer >= 1")
    total = row.get("total_turns")
    if total is not None and (not isinstance(total, int) or isinstance(total, bool) or total < 1):
        raise BenchFormatError("'total_turns' must be an integer >= 1")
    current = row.get("current_prompt", "")
    if current is None:
        current = ""
    if not isinstance(current, str):
        raise BenchFormatError("'current_prompt' must be a string")
    turn = t - 1
    # The evaluator (eval.py run_inference): history is min(turn, len(prompts), len(responses)) pairs, then
    # prompt[turn_idx-1], whatever current_prompt says; current_prompt is read only where that entry is
    # missing (upstream would stop there with an IndexError).
    if turn < len(prompts):
        current = prompts[turn]
    elif not current:
        raise BenchFormatError(f"turn {t} has no prompt: 'prompt' has {len(prompts)} entries and "
                               "'current_prompt' is empty")
    return prompts, responses, current, turn


def read_rows(path: str | os.PathLike[str], *, max_line_bytes: int = MAX_ROW_BYTES
              ) -> tuple[list[tuple[int, dict[str, Any]]], list[RowProblem]]:
    """(line, row) for every valid row, and a problem for every line that is not one."""
    p = Path(path)
    if not p.is_file():
        raise BenchFormatError(f"no file at {p}")
    rows: list[tuple[int, dict[str, Any]]] = []
    problems: list[RowProblem] = []
    with p.open("rb") as f:
        for lineno, row, problem in json_lines(f, max_line_bytes):
            if problem is not None:
                problems.append(RowProblem(lineno, problem))
                continue
            try:
                check_row(row)
            except BenchFormatError as e:
                problems.append(RowProblem(lineno, f"{e}; skipped"))
                continue
            rows.append((lineno, row))
    return rows, problems


@dataclass
class _Trajectory:
    row0: dict[str, Any]
    messages: list[str]
    responses: list[str]
    rows: list[tuple[int, dict[str, Any]]] = field(default_factory=list)  # (step index, row)

    def place(self, row: dict[str, Any]) -> bool:
        """Add ``row`` if its evaluated turn fits this trajectory; False if it needs its own session."""
        prompts, _responses, current, turn = check_row(row)
        history = min(turn, len(prompts), len(self.responses))
        if history < len(self.messages):
            if self.messages[history] != current:
                return False
        elif history == len(self.messages):
            self.messages.append(current)
        else:
            return False
        step = history + 1
        if any(s == step for s, _ in self.rows):
            return False
        self.rows.append((step, row))
        return True


def _group(rows: list[tuple[int, dict[str, Any]]]) -> list[_Trajectory]:
    groups: dict[str, list[_Trajectory]] = {}
    order: list[_Trajectory] = []
    for _line, row in rows:
        prompts, responses, current, turn = check_row(row)
        key = hashlib.sha256(json.dumps([row_task(row), row_system(row), prompts, responses],
                                        ensure_ascii=False).encode("utf-8", "surrogatepass")).hexdigest()
        for traj in groups.get(key, []):
            if traj.place(row):
                break
        else:
            history = min(turn, len(prompts), len(responses))
            # Keep the later prompts as steps when the current prompt is the listed one; otherwise the
            # session ends at the evaluated turn, with the row's own current prompt.
            whole = history < len(prompts) and prompts[history] == current
            traj = _Trajectory(row0=row, messages=list(prompts if whole else prompts[:history]),
                               responses=list(responses))
            traj.place(row)
            groups.setdefault(key, []).append(traj)
            order.append(traj)
    return order


def import_bench(path: str | os.PathLike[str], directory: str | os.PathLike[str]) -> ImportReport:
    """Import the rows of ``path`` as sessions in ``directory`` (one per trajectory)."""
    rows, problems = read_rows(path)
    report = ImportReport(rows=len(rows), problems=problems)
    if not rows:
        detail = f": line {problems[0].line}: {problems[0].message}" if problems else ""
        raise BenchFormatError(f"no AgentWorldBench rows in {Path(path).name}{detail}")
    base = Path(directory)
    source = Path(path).name
    for traj in _group(rows):
        row0 = traj.row0
        steps = _steps(traj.messages, traj.responses)
        header = _header(row0, source, sorted(traj.rows, key=lambda x: x[0]))
        turns = "-".join(str(s) for s, _ in sorted(traj.rows, key=lambda x: x[0]))
        target = session_path(base, f"bench-{row_task(row0)}-{row_id(row0)}-t{turns}")
        write_new_file(target, [dump_line(header.to_dict())] + [dump_line(s.to_dict()) for s in steps])
        report.sessions.append(Session(path=target, header=header, steps=steps))
    return report


def _steps(messages: list[str], responses: list[str]) -> list[Step]:
    return [Step(index=i, action=msg, message=msg,
                 ground_truth=clean_response_marker(responses[i - 1]) if i - 1 < len(responses) else None)
            for i, msg in enumerate(messages, 1)]


def _header(row0: dict[str, Any], source: str, rows: list[tuple[int, dict[str, Any]]]) -> SessionHeader:
    task, system = row_task(row0), row_system(row0)
    domain = domain_for_bench_task(task)
    digest = hashlib.sha256(system.encode("utf-8", "surrogatepass")).hexdigest()
    return SessionHeader(
        domain=domain.id, system_prompt=system, title=f"{task} #{row_id(row0)}",
        teacher_forcing=True, prompt={"name": f"bench:{task}", "sha256": digest},
        bench={"source": source, "rows": [{"step": s, "row": r} for s, r in rows]},
    )


def looks_like_rows(path: str | os.PathLike[str]) -> bool:
    """True when the file's first non-empty line is an AgentWorldBench row (not a session header)."""
    try:
        with Path(path).open("rb") as f:
            for _lineno, first, problem in json_lines(f, MAX_ROW_BYTES):
                if problem is not None:
                    return False
                return (isinstance(first, dict) and first.get("type") != "header"
                        and {"prompt", "response"} <= set(first))
    except OSError:
        return False
    return False


def row_sessions(path: str | os.PathLike[str]) -> tuple[list[Session], list[RowProblem]]:
    """One in-memory session per row of ``path`` (nothing is written), and the lines that are not rows.

    Each session holds the row's history and its evaluated turn, with the ground truth cleaned as
    on import; its name is ``<file>:<line>`` so reports say which row they are about.
    """
    rows, problems = read_rows(path)
    if not rows and problems:
        raise BenchFormatError(f"no AgentWorldBench rows in {Path(path).name}: line {problems[0].line}: "
                               f"{problems[0].message}")
    src = Path(path)
    out = []
    for lineno, row in rows:
        prompts, responses, current, turn = check_row(row)
        history = min(turn, len(prompts), len(responses))
        steps = _steps(list(prompts[:history]) + [current], responses)
        header = _header(row, src.name, [(history + 1, row)])
        out.append(Session(path=src.with_name(f"{src.name}:{lineno}"), header=header, steps=steps))
    return out, problems


def read_sessions(path: str | os.PathLike[str]) -> tuple[list[Session], list[str]]:
    """The sessions a file holds: itself (a session file) or one per row (an AgentWorldBench rows file),
    and one line for each row line that was skipped."""
    from playground.world.store import load_session

    if looks_like_rows(path):
        sessions, problems = row_sessions(path)
        return sessions, [f"{Path(path).name} line {p.line}: {p.message}" for p in problems]
    return [load_session(path)], []


def bench_entries(session: Session) -> list[tuple[int, dict[str, Any]]]:
    """(step index, original row) for each benchmark row the session carries (an imported session)."""
    if session.header.bench is None:
        raise BenchFormatError(f"{session.name} was not imported from AgentWorldBench: it has no rows of its own "
                               "(export --format bench writes its steps as rows)")
    out = []
    for entry in session.header.bench.get("rows", []):
        if not (isinstance(entry, dict) and isinstance(entry.get("step"), int) and isinstance(entry.get("row"), dict)):
            raise BenchFormatError(f"{session.name}: the stored benchmark rows are damaged")
        out.append((entry["step"], entry["row"]))
    return out


def evaluated_turns(session: Session) -> list[int]:
    return sorted({s for s, _ in bench_entries(session)})


def generation_text(step: Step) -> str:
    """The answer without reasoning, as a chat API with a reasoning parser would return it."""
    if step.raw is None:
        return ""
    return parse_output(step.raw).answer


def export_predictions(session: Session) -> list[dict[str, Any]]:
    """Each original row plus ``gen`` ("" where the turn has no prediction yet)."""
    by_index = {s.index: s for s in session.steps}
    out = []
    for step_index, row in bench_entries(session):
        row = dict(row)
        step = by_index.get(step_index)
        row["gen"] = generation_text(step) if step is not None else ""
        out.append(row)
    return out


def export_predictions_text(session: Session) -> str:
    return rows_text(export_predictions(session))


def rows_text(rows: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def export_bench(session: Session) -> list[dict[str, Any]]:
    """AgentWorldBench rows of any session: an imported one's own rows plus ``gen``; a session played in
    the app as one row per step (:func:`playground.world.bench_rows.session_rows`)."""
    if session.header.bench is not None:
        return export_predictions(session)
    from playground.world.bench_rows import session_rows

    return session_rows(session)


def export_bench_text(session: Session) -> str:
    return rows_text(export_bench(session))


def predict(engine: StepEngine, session: Session, directory: str | os.PathLike[str],
            params: GenerationParams | None = None, cancel: threading.Event | None = None, *,
            all_turns: bool = False, name: str | None = None, tools: StepTools | None = None) -> Iterator[StepOutput]:
    """Predict the evaluated turns (or every turn) of a benchmark session with teacher forcing.

    Writes a child session in ``directory``: the imported steps with the predictions next to
    their ground truth. See :func:`playground.world.simulate.resimulate` for what it yields.
    """
    turns = None if all_turns else evaluated_turns(session)
    return resimulate(engine, session, 1, directory, params, cancel, teacher_forcing=True, turns=turns, name=name,
                      tools=tools)
