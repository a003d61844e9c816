"""Judge predictions with the official judge: one row (:func:`judge_row`), or whole files, resumably
(:func:`judge_file`).

One row follows upstream's judge step (``eval/eval.py run_judge`` at the pinned commit): a row
without a prediction (``gen``) is a failure without asking the judge; otherwise the official judge
messages are sent up to ``retries`` times, a call error or an answer the parser cannot read moving
on to the next attempt; the first readable answer gives the five scores and their mean, and when
none comes the row is a counted failure (total 0, ``failed`` 1.0). Nothing the judge says raises.

A file is judged into ``<stem>.judged.jsonl`` beside it: each input row plus upstream's judged
fields (so upstream's ``eval.py score`` reads it unchanged) plus ours (``judge_model``,
``judge_attempts``, ``judge_messages_mode``, ``judge_diagnostics`` when they were sent,
``judge_key``). While a run goes, every finished row is appended to ``<out>.part`` as one whole,
flushed line; the judged file itself is written at the end, in input order, in one atomic
rename. A second run reads both and asks the judge only about rows without a judgement (or whose
judge could not be reached; ``rejudge_failed`` also retries failures). A row's key is a hash of
the input row, prediction included: a row predicted again is judged again.
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Callable, Sequence

from playground.base.atomicfile import append_all, write_atomic
from playground.base.textsafe import visible
from playground.bench.chat import ChatModel, check_concurrency, run_all
from playground.bench.diagnostics import GUI_TASKS, output_diagnostics
from playground.bench.judge_messages import JudgePrompts, judge_messages, row_subtask
from playground.bench.judge_parse import SCORE_DIMENSIONS, extract_prediction, parse_judgement
from playground.endpoints.errors import EndpointError, EndpointHTTPError
from playground.errors import InvalidParameterError, PlaygroundError
from playground.llama.sampling import GenerationParams
from playground.runtime.modelprocess import EngineProcessError
from playground.world.errors import BenchFormatError

JUDGE_TEMPERATURE = 0.6  # upstream's judge step
JUDGE_MAX_TOKENS = 32768
JUDGE_RETRIES = 3
RETRY_BACKOFF_S = 0.5  # after a failed call, times the attempt number (upstream waits 2 s)
# Consecutive rows whose judge could not be reached on any attempt before a run stops (a server
# that died mid-run); before any row reached the judge, the first such row stops it.
UNREACHABLE_STREAK = 8
NO_GENERATION = "No model generation"  # upstream's error_message for a row without gen
JUDGED_SUFFIX = ".judged.jsonl"
PART_SUFFIX = ".part"
MAX_LINE_BYTES = 64 * 1024 * 1024

# The keys upstream's judge step adds to a row, and ours; both are dropped from an input row
# before its new judgement is added (judging a judged file again leaves no stale scores).
UPSTREAM_KEYS = ("total_score", *SCORE_DIMENSIONS, "failed", "strengths", "weaknesses", "extracted_output",
                 "judge_raw_output", "error_message")
OUR_KEYS = ("judge_model", "judge_attempts", "judge_diagnostics", "judge_messages_mode", "judge_unreachable",
            "judge_key")
RESULT_KEYS = UPSTREAM_KEYS + OUR_KEYS


class JudgeUnreachableError(PlaygroundError):
    """The judge could not be reached for the first rows of a run (or for many rows in a row)."""


class JudgeInputError(PlaygroundError):
    """A file to judge is missing, unreadable or holds nothing to judge, or the judged file cannot be written."""


def judge_params(temperature: float = JUDGE_TEMPERATURE, max_tokens: int = JUDGE_MAX_TOKENS) -> GenerationParams:
    """Upstream's judge sampling (temperature 0.6, max_tokens 32768); thinking stays on."""
    return replace(GenerationParams(), temperature=temperature, max_tokens=max_tokens).validate()


# ----------------------------------------------------------------------------- one row


@dataclass(frozen=True)
class Judgement:
    """The judge's verdict on one row, or why there is none."""

    scores: dict[str, int]
    total_score: float
    failed: bool
    error: str | None
    raw: str  # the judge's last answer without its reasoning (all of it when it never answered), kept on failure too
    attempts: int  # judge calls made (0: not asked)
    strengths: list[str] = field(default_factory=list)
    weaknesses: list[str] = field(default_factory=list)
    extracted_output: str = ""
    diagnostics: dict[str, Any] | None = None  # the output diagnostics sent with the messages, if any
    messages_mode: str = "upstream"  # "upstream" (upstream's messages exactly) or "diagnostics"
    asked: bool = True  # False: the row was not put to the judge (no prediction)
    unreachable: bool = False  # every attempt failed to reach the judge (no answer, not even an error)
    cancelled: bool = False  # stopped before an answer; not a judgement (never written)

    def fields(self) -> dict[str, Any]:
        """The keys upstream's judge step adds to a row, with its values."""
        if not self.asked:
            return {"failed": 1.0, "error_message": self.error or NO_GENERATION}
        if self.failed:
            return {"total_score": 0, "failed": 1.0, "error_message": self.error or "Judge scoring failed",
                    "extracted_output": self.extracted_output}
        return {"total_score": self.total_score, **{d: self.scores.get(d, 0) for d in SCORE_DIMENSIONS},
                "failed": 0.0, "strengths": list(self.strengths), "weaknesses": list(self.weaknesses),
                "extracted_output": self.extracted_output, "judge_raw_output": self.raw}

    def record(self, judge_model: str) -> dict[str, Any]:
        """:meth:`fields` plus ours: which judge, how many attempts, which messages, the raw answer of a failure."""
        out = self.fields()
        if not self.asked:
            return out
        if self.failed:
            out["judge_raw_output"] = self.raw
        out["judge_model"] = judge_model
        out["judge_attempts"] = self.attempts
        out["judge_messages_mode"] = self.messages_mode
        if self.diagnostics is not None:
            out["judge_diagnostics"] = dict(self.diagnostics)
        if self.unreachable:
            out["judge_unreachable"] = True
        return out


def _one_line(e: BaseException) -> str:
    text = " ".join(str(e).split()) or type(e).__name__
    return text[:300]


def _unreachable(e: BaseException) -> bool:
    """No answer at all: a connection refused, cut or timed out, or the model process gone (an HTTP
    error status is an answer: the server is there)."""
    if isinstance(e, EndpointHTTPError):
        return False
    return isinstance(e, (EndpointError, EngineProcessError, OSError))


def _messages(row: dict[str, Any], prompts: JudgePrompts, gen: str, diagnostics: bool
              ) -> tuple[list[dict[str, str]], dict[str, Any] | None, str]:
    """(messages, the diagnostics they carry or None, their mode)."""
    messages = judge_messages(row, prompts, diagnostics=diagnostics)
    if diagnostics and row_subtask(row) in GUI_TASKS:
        return messages, dict(output_diagnostics(gen, extract_prediction(gen))), "diagnostics"
    return messages, None, "upstream"


def judge_row(judge: ChatModel, row: dict[str, Any], prompts: JudgePrompts, *, params: GenerationParams | None = None,
              retries: int = JUDGE_RETRIES, diagnostics: bool = True, cancel: threading.Event | None = None,
              backoff_s: float | None = None) -> Judgement:
    """The judge's verdict on ``row`` (upstream's run_judge for one row). Never raises for what the
    judge answers or for a failed call: those end in a counted failure."""
    if retries < 1:
        raise InvalidParameterError(f"retries must be at least 1, got {retries}")
    cancel = cancel or threading.Event()
    backoff = RETRY_BACKOFF_S if backoff_s is None else backoff_s
    gen = row.get("gen")
    if not isinstance(gen, str) or not gen:
        return Judgement({}, 0.0, True, NO_GENERATION, "", 0, asked=False)
    extracted = extract_prediction(gen)
    try:
        messages, sent, mode = _messages(row, prompts, gen, diagnostics)
    except BenchFormatError as e:  # a row whose fields have the wrong types: nothing to ask about
        return Judgement({}, 0.0, True, f"the row cannot be judged: {e}", "", 0, asked=False)
    params = params or judge_params()

    def cancelled(attempts: int) -> Judgement:
        return Judgement({}, 0.0, True, "cancelled", "", attempts, extracted_output=extracted, diagnostics=sent,
                         messages_mode=mode, cancelled=True)

    raw = ""
    last = "no answer"
    reached = False
    attempts = 0
    for attempt in range(1, retries + 1):
        if cancel.is_set():
            return cancelled(attempts)
        attempts = attempt
        try:
            result = judge.complete(messages, params, cancel, enable_thinking=True)
        except (PlaygroundError, OSError) as e:
            if cancel.is_set():
                return cancelled(attempts)
            reached = reached or not _unreachable(e)
            last = f"the judge call failed: {_one_line(e)}"
            if attempt < retries and cancel.wait(backoff * attempt):
                return cancelled(attempts)
            continue
        if result is None:
            return cancelled(attempts)
        reached = True
        # the answer, as a chat API returns it; an answer that never left its reasoning is kept whole
        raw = result.output if result.output.strip() else result.raw
        parsed = parse_judgement(result.output)
        if parsed.success:
            return Judgement(dict(parsed.scores), float(parsed.total_score), False, None, raw, attempt,
                             list(parsed.strengths), list(parsed.weaknesses), extracted, sent, mode)
        if not result.output.strip() and result.finish_reason == "length":
            last = f"the judge used all {params.max_tokens} tokens before answering"
        else:
            last = f"the judge's answer could not be read: {parsed.error or 'no evaluation'}"
    return Judgement({}, 0.0, True, f"Judge scoring failed ({attempts} attempts): {last}", raw, attempts,
                     extracted_output=extracted, diagnostics=sent, messages_mode=mode, unreachable=not reached)


# ----------------------------------------------------------------------------- inputs


def judged_path(path: str | os.PathLike[str]) -> Path:
    """Where the judgements of ``path`` go: ``<stem>.judged.jsonl`` beside it."""
    p = Path(path)
    stem = p.name[: -len(".jsonl")] if p.name.endswith(".jsonl") else p.stem
    return p.with_name(stem + JUDGED_SUFFIX)


def part_path(out: Path) -> Path:
    return out.with_name(out.name + PART_SUFFIX)


@dataclass
class InputRow:
    """One row to judge (or to carry through unjudged) and where it came from."""

    key: str  # judge_key: a hash of the row, with an occurrence number for repeats
    row: dict[str, Any]
    source: str  # file name and line (rows) or step (sessions), for messages
    skip: str | None = None  # why the row is not put to the judge (no prediction, no judge prompt)


@dataclass
class LoadedInput:
    path: Path
    rows: list[InputRow]
    notes: list[str]
    session: bool  # a session file: its rows without a prediction are left out of the output


def row_key(row: dict[str, Any]) -> str:
    text = json.dumps(row, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:20]


def _session_rows(path: Path) -> list[tuple[str, dict[str, Any]]]:
    """A session's rows (export --format bench): a judged row's own response at its turn is the step's
    real output (playground.world.bench_rows)."""
    from playground.world.agentworldbench import export_bench
    from playground.world.store import load_session

    session = load_session(path)
    rows = export_bench(session)
    if session.header.bench is not None:
        return [(f"{path.name} row {i}", r) for i, r in enumerate(rows, 1)]
    return [(f"{path.name} step {row['turn_idx']}", row) for row in rows]


def load_input(path: str | os.PathLike[str], prompts: JudgePrompts) -> LoadedInput:
    """The rows of a predictions file (AgentWorldBench rows with ``gen``) or of a session file."""
    from playground.world.agentworldbench import looks_like_rows, read_rows

    p = Path(path)
    if not p.is_file():
        raise JudgeInputError(f"no file at {p}" if not p.exists() else f"{p} is not a file")
    notes: list[str] = []
    try:
        if looks_like_rows(p):
            rows, problems = read_rows(p)
            notes = [f"{p.name} line {pr.line}: {pr.message}" for pr in problems]
            if not rows:
                why = f": line {problems[0].line}: {problems[0].message}" if problems else ""
                raise JudgeInputError(f"no AgentWorldBench rows in {p.name}{why}")
            raw = [(f"{p.name} line {line}", r) for line, r in rows]
            session = False
        else:
            raw = _session_rows(p)
            session = True
    except BenchFormatError as e:
        raise JudgeInputError(str(e)) from None
    except PlaygroundError as e:  # a session that cannot be read
        raise JudgeInputError(f"{p.name}: {e}") from None
    seen: dict[str, int] = {}
    out = []
    for source, row in raw:
        base = row_key(row)
        n = seen.get(base, 0)
        seen[base] = n + 1
        key = base if n == 0 else f"{base}-{n}"
        gen = row.get("gen")
        task = row_subtask(row)
        skip = None
        if not isinstance(gen, str) or not gen:
            skip = NO_GENERATION
        elif not prompts.system.get(task):
            skip = f"no official judge prompt for task {task!r}"
        out.append(InputRow(key, row, source, skip))
    return LoadedInput(p, out, notes, session)


# ----------------------------------------------------------------------------- stored judgements


def read_judgements(out: Path) -> tuple[dict[str, dict[str, Any]], int]:
    """(judge_key -> the judged fields, damaged lines) from a judged file and its ``.part`` (later
    lines win: the part file holds this run's predecessors' newest work)."""
    from playground.world.store import json_lines

    found: dict[str, dict[str, Any]] = {}
    damaged = 0
    for p in (out, part_path(out)):
        try:
            f = p.open("rb")
        except FileNotFoundError:
            continue
        except OSError as e:
            raise JudgeInputError(f"cannot read {p}: {e.strerror or e}") from None
        with f:
            for _lineno, data, problem in json_lines(f, MAX_LINE_BYTES):
                if problem is not None:
                    damaged += 1  # a line cut by a kill: that row is judged again
                    continue
                if isinstance(data, dict) and isinstance(data.get("judge_key"), str):
                    found[data["judge_key"]] = {k: data[k] for k in RESULT_KEYS if k in data}
    return found, damaged


def _needs_judging(record: dict[str, Any] | None, judge_model: str, rejudge_failed: bool) -> bool:
    if record is None or record.get("judge_unreachable"):
        return True
    if record.get("judge_model") != judge_model:
        return True
    return bool(rejudge_failed and record.get("failed") != 0.0)


def output_row(item: InputRow, record: dict[str, Any]) -> dict[str, Any]:
    row = {k: v for k, v in item.row.items() if k not in RESULT_KEYS}
    row.update(record)
    row["judge_key"] = item.key
    return row


def _line(data: dict[str, Any]) -> bytes:
    return (json.dumps(data, ensure_ascii=False) + "\n").encode("utf-8", "surrogatepass")


class _PartFile:
    """``<out>.part``: one whole line per finished row, appended and fsynced as it finishes."""

    def __init__(self, out: Path) -> None:
        self.path = part_path(out)
        self.fd: int | None = None

    def append(self, data: dict[str, Any]) -> None:
        try:
            if self.fd is None:
                self.fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o644)
                end = os.lseek(self.fd, 0, os.SEEK_END)
                if end and os.pread(self.fd, 1, end - 1) != b"\n":
                    append_all(self.fd, b"\n", self.path)  # a line cut by a kill stays on its own line
            append_all(self.fd, _line(data), self.path)
        except OSError as e:  # DiskFullError (no room) is already one line
            raise JudgeInputError(f"cannot write {self.path}: {e.strerror or e}") from None

    def close(self) -> None:
        if self.fd is not None:
            os.close(self.fd)
            self.fd = None


# ----------------------------------------------------------------------------- whole files


@dataclass
class OutputFile:
    """One judged file: the inputs that go into it and what the run did with them."""

    path: Path
    inputs: list[LoadedInput]
    records: dict[str, dict[str, Any]] = field(default_factory=dict)
    asked: int = 0  # rows put to the judge by this run
    reused: int = 0  # rows whose judgement an earlier run made
    written: bool = False

    @property
    def items(self) -> list[InputRow]:
        return [r for inp in self.inputs for r in inp.rows if not (inp.session and r.skip == NO_GENERATION)]

    def final_rows(self) -> list[dict[str, Any]]:
        """The judged file's rows in input order (rows not judged yet are left out)."""
        rows = []
        for item in self.items:
            if item.skip is not None:
                rows.append(output_row(item, Judgement({}, 0.0, True, item.skip, "", 0, asked=False).fields()))
            elif item.key in self.records:
                rows.append(output_row(item, self.records[item.key]))
        return rows

    def counts(self) -> dict[str, int]:
        rows = self.final_rows()
        judged = [r for r in rows if "judge_model" in r]
        return {"rows": len(self.items), "judged": sum(r.get("failed") == 0.0 for r in judged),
                "failed": sum(r.get("failed") != 0.0 for r in judged),
                "not_judgeable": sum(i.skip is not None for i in self.items)
                + sum(1 for inp in self.inputs for r in inp.rows if inp.session and r.skip == NO_GENERATION),
                "missing": len(self.items) - len(rows), "asked": self.asked, "reused": self.reused}


@dataclass(frozen=True)
class JudgeProgress:
    done: int  # rows finished in this run
    total: int  # rows this run asks about
    failed: int  # of ``done``
    elapsed_s: float
    last: Judgement | None = None


@dataclass
class JudgeReport:
    outputs: list[OutputFile]
    judge_model: str
    complete: bool  # every row has its judgement and the judged files were written
    notes: list[str]

    def rows(self) -> list[dict[str, Any]]:
        return [r for o in self.outputs for r in o.final_rows()]

    def totals(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for o in self.outputs:
            for k, v in o.counts().items():
                out[k] = out.get(k, 0) + v
        return out


def plan_outputs(paths: Sequence[str | os.PathLike[str]], prompts: JudgePrompts,
                 out: str | os.PathLike[str] | None = None) -> list[OutputFile]:
    """The judged files for ``paths``: one beside each input, or all into ``out``."""
    if not paths:
        raise JudgeInputError("give at least one file to judge")
    loaded = [load_input(p, prompts) for p in paths]
    if out is not None:
        outputs = [OutputFile(Path(out), loaded)]
    else:
        outputs = [OutputFile(judged_path(inp.path), [inp]) for inp in loaded]
    inputs = {inp.path.resolve() for inp in loaded}
    for o in outputs:
        if o.path.resolve() in inputs or part_path(o.path).resolve() in inputs:
            raise JudgeInputError(f"{o.path} is also an input: the judged file would replace it; give another --out")
        if not o.path.parent.is_dir():
            raise JudgeInputError(f"no directory {o.path.parent} for {o.path.name}")
        if o.path.is_dir():
            raise JudgeInputError(f"{o.path} is a directory; --out takes a file name")
    return outputs


def judge_file(paths: Sequence[str | os.PathLike[str]], judge: ChatModel, prompts: JudgePrompts, *,
               out: str | os.PathLike[str] | None = None, params: GenerationParams | None = None,
               retries: int = JUDGE_RETRIES, diagnostics: bool = True, concurrency: int = 1,
               rejudge_failed: bool = False, cancel: threading.Event | None = None,
               progress: Callable[[JudgeProgress], None] | None = None,
               outputs: list[OutputFile] | None = None, backoff_s: float | None = None) -> JudgeReport:
    """Judge every row of ``paths`` that has no judgement yet (see the module doc); ``outputs``: a plan
    from :func:`plan_outputs` (the CLI makes it before opening the judge, to fail early)."""
    check_concurrency(concurrency, judge)
    if retries < 1:
        raise InvalidParameterError(f"--retries must be at least 1, got {retries}")
    cancel = cancel or threading.Event()
    params = params or judge_params()
    model = judge.label
    outputs = outputs if outputs is not None else plan_outputs(paths, prompts, out)
    notes = [n for o in outputs for inp in o.inputs for n in inp.notes]
    todo: list[tuple[OutputFile, InputRow]] = []
    for o in outputs:
        o.records, damaged = read_judgements(o.path)
        if damaged:
            notes.append(f"{part_path(o.path).name}: {damaged} damaged line(s) ignored; those rows are judged again")
        other = 0
        for item in o.items:
            if item.skip is not None:
                continue
            record = o.records.get(item.key)
            if _needs_judging(record, model, rejudge_failed):
                other += record is not None and record.get("judge_model") != model
                todo.append((o, item))
            else:
                o.reused += 1
        if other:
            notes.append(f"{other} row(s) in {o.path.name} were judged by another model; they are judged again by "
                         f"{model}")

    parts = {id(o): _PartFile(o.path) for o in outputs}
    started = time.monotonic()
    done = failed = streak = 0
    reached = False

    def work(job: tuple[OutputFile, InputRow], stop: threading.Event) -> Judgement:
        return judge_row(judge, job[1].row, prompts, params=params, retries=retries, diagnostics=diagnostics,
                         cancel=stop, backoff_s=backoff_s)

    results = run_all(todo, work, concurrency, cancel)
    try:
        for (o, item), j in results:
            if j.cancelled:
                continue
            if j.unreachable:
                streak += 1
                if not reached or streak >= UNREACHABLE_STREAK:
                    where = "for the first rows" if not reached else f"for {streak} rows in a row"
                    raise JudgeUnreachableError(
                        f"the judge {model} did not answer {where} ({(j.error or '').split(': ', 1)[-1]}); "
                        "the rows judged so far are kept: run the same command again to resume")
            else:
                reached, streak = True, 0
            record = j.record(model)
            parts[id(o)].append({"judge_key": item.key, **record})
            o.records[item.key] = record
            o.asked += 1
            done += 1
            failed += j.failed
            if progress is not None:
                progress(JudgeProgress(done, len(todo), failed, time.monotonic() - started, j))
    finally:
        # on an error here: stop the rows still in flight (run_all's generator cleans up on close)
        results.close()
        for part in parts.values():
            part.close()
    complete = not cancel.is_set() and done == len(todo)
    if complete:
        for o in outputs:
            try:
                write_atomic(o.path, [_line(r) for r in o.final_rows()])
            except OSError as e:  # DiskFullError (no room) is already one line
                raise JudgeInputError(f"cannot write {o.path}: {e.strerror or e}; the judgements are kept in "
                                      f"{part_path(o.path).name}") from None
            o.written = True
            try:
                part_path(o.path).unlink()
            except FileNotFoundError:
                pass
    return JudgeReport(outputs, model, complete, notes)


def describe(j: Judgement) -> str:
    """One line about a judgement (for logs and the CLI)."""
    if not j.asked:
        return visible(j.error or NO_GENERATION)
    if j.failed:
        return visible(j.error or "failed")
    dims = " ".join(f"{d}={j.scores.get(d, 0)}" for d in SCORE_DIMENSIONS)
    return f"total {j.total_score:.2f} ({dims}) after {j.attempts} attempt(s)"
