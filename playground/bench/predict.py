"""Predict every row of an AgentWorldBench test file, as upstream's ``eval.py infer`` does, resumably.

Each row is one evaluated turn with its teacher-forced history. Its messages are built by the
project's one turn builder (the row read as a one-turn session, :func:`row_sessions`, put to
:func:`~playground.world.prompts.build_messages`): the system prompt, the ``prompt``/``response``
pairs before ``turn_idx``, then ``prompt[turn_idx-1]``, as upstream sends them. Rows are
independent, so many are generated at once on a server (:func:`~playground.bench.chat.run_all`).

The output is upstream's predictions format: every input row, in input order, plus ``gen`` (the
answer without its reasoning, what a server with a reasoning parser returns as content). It is
written once, atomically, when every row has an outcome; so the output path only ever holds a
whole file that ``eval.py judge`` can read.

Progress lives in a journal beside it (``<out>.partial``), one whole line appended and fsynced per
finished row: ``{"line", "sha256", "gen"}`` or ``{"line", "sha256", "error"}``, under a header line
naming the model. A row is keyed by its line number and a hash of its content, so a row edited or
moved since is predicted again, never given another row's answer. A killed run loses only the
rows in flight; the next run predicts the rows that have no answer yet, then writes the output.
Rows whose generation failed (a server error, a context too small) get ``gen: ""``, as upstream
writes them, are counted, and are retried by the next run (the journal stays until none fail).
Without a journal, an existing output's rows that match the input line for line count as done.
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator

from playground.base.atomicfile import append_all, write_atomic
from playground.bench.chat import ChatModel, run_all
from playground.endpoints.errors import EndpointError
from playground.errors import ContextOverflowError, PlaygroundError
from playground.llama.sampling import GenerationParams
from playground.world.agentworldbench import MAX_ROW_BYTES, bench_entries, row_id, row_sessions, row_task
from playground.world.bench_limits import UPSTREAM_CONTEXT, estimated_tokens
from playground.world.parsing import parse_output
from playground.world.prompts import build_messages
from playground.world.session import Session
from playground.world.store import read_lines

JOURNAL_SUFFIX = ".partial"
JOURNAL_FORMAT = "agentworld-play predict"
JOURNAL_VERSION = 1
MAX_JOURNAL_LINE = 2 * MAX_ROW_BYTES  # a generation is far smaller than a row; only a damaged line is longer


class PredictFileError(PlaygroundError):
    """The input, the output or its journal cannot be used for this run (one line says why)."""


def predictions_path(source: str | os.PathLike[str]) -> Path:
    """The default output: ``<input stem>.predictions.jsonl`` beside the input."""
    p = Path(source)
    return p.with_name(f"{p.stem}.predictions.jsonl")


def journal_path(out: str | os.PathLike[str]) -> Path:
    p = Path(out)
    return p.with_name(p.name + JOURNAL_SUFFIX)


def row_key(row: dict[str, Any]) -> str:
    """A hash of a row's content without ``gen`` (an input may itself be a predictions file)."""
    body = {k: v for k, v in row.items() if k != "gen"}
    text = json.dumps(body, ensure_ascii=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def prediction_line(row: dict[str, Any], gen: str) -> bytes:
    """One output line as upstream writes it (``json.dumps(job, ensure_ascii=False)``): the row's keys
    in their order, ``gen`` last (or in place when the row had one)."""
    out = dict(row)
    out["gen"] = gen
    try:
        return (json.dumps(out, ensure_ascii=False) + "\n").encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate escaped in the input: keep it escaped (same JSON value)
        return (json.dumps(out) + "\n").encode("ascii")


@dataclass(frozen=True)
class BenchRow:
    """One row of the input: its line, content hash, the row as read, and the row as a session."""

    line: int
    key: str
    row: dict[str, Any]
    session: Session

    @property
    def label(self) -> str:
        turn = self.row.get("turn_idx")
        return f"line {self.line} ({row_task(self.row)} #{row_id(self.row)}, turn {turn})"

    def messages(self) -> list[dict[str, str]]:
        """What upstream's run_inference sends for this row (the project's turn builder)."""
        steps = self.session.steps
        return build_messages(self.session, steps[-1].message, history=steps[:-1], teacher_forcing=True)

    def estimated_prompt_tokens(self) -> int:
        return estimated_tokens(self.session, self.session.steps[-1].index)


def load_rows(source: str | os.PathLike[str]) -> list[BenchRow]:
    """Every row of ``source``; a one-line error for a file that is missing, empty or has a bad line
    (the whole file is predicted or nothing: a skipped row would be missing from the scores)."""
    p = Path(source)
    try:
        sessions, problems = row_sessions(p)
    except OSError as e:
        raise PredictFileError(f"cannot read {p}: {e.strerror or e}") from None
    if problems:
        first = problems[0]
        n = len(problems) - 1
        more = f" (and {n} more bad line{'s' if n > 1 else ''})" if n else ""
        raise PredictFileError(f"{p.name} line {first.line}: {first.message.removesuffix('; skipped')}{more}; "
                               "fix the file: every row is predicted, none skipped")
    if not sessions:
        raise PredictFileError(f"{p.name} holds no AgentWorldBench rows (it is empty)")
    rows = []
    for s in sessions:
        # row_sessions names each session <file>:<line> (its documented contract) and keeps the row verbatim
        line = int(s.name.rsplit(":", 1)[1])
        (_step, row), = bench_entries(s)
        rows.append(BenchRow(line, row_key(row), row, s))
    return rows


@dataclass
class PredictPlan:
    """What a run starts from: the rows, the answers already there, and where things go."""

    source: Path
    out: Path
    model: str  # the identity recorded in the journal (a GGUF's file name, a server's model@host)
    rows: list[BenchRow]
    done: dict[int, str] = field(default_factory=dict)  # line -> gen already predicted
    notes: list[str] = field(default_factory=list)
    journal_exists: bool = False
    journal_end: int = 0  # bytes of whole lines in the journal (a line cut by a kill is dropped)
    journaled: set[int] = field(default_factory=set)  # lines the journal has an entry for

    @property
    def journal(self) -> Path:
        return journal_path(self.out)

    @property
    def todo(self) -> list[BenchRow]:
        return [r for r in self.rows if r.line not in self.done]


def open_predictions(source: str | os.PathLike[str], out: str | os.PathLike[str] | None = None, *,
                     model: str) -> PredictPlan:
    """Read the input and what earlier runs left (the journal, else the output), before any model loads."""
    src = Path(source)
    target = Path(out) if out is not None else predictions_path(src)
    if target.is_dir():
        raise PredictFileError(f"--out {target} is a directory; give a file name")
    if src.exists() and target.exists() and os.path.samefile(src, target):
        raise PredictFileError(f"the output {target} is the input file; give another --out")
    if not target.parent.is_dir():
        raise PredictFileError(f"no directory {target.parent} for the output {target.name}")
    plan = PredictPlan(src, target, model, load_rows(src))
    by_line = {r.line: r for r in plan.rows}
    settled = _read_journal(plan, by_line)
    _read_output(plan, settled)
    return plan


def _read_journal(plan: PredictPlan, by_line: dict[int, BenchRow]) -> set[int]:
    """Fill ``plan.done`` from the journal; the lines it has any entry for (a failure there means the
    row is to be predicted again, whatever an older output says)."""
    path = plan.journal
    if not path.exists():
        return set()
    if not path.is_file():
        raise PredictFileError(f"{path} is not a file; remove it")
    plan.journal_exists = True
    outcome: dict[int, str | None] = {}
    stale = 0
    try:
        with path.open("rb") as f:
            end = 0
            for lineno, raw, had_nl in read_lines(f, MAX_JOURNAL_LINE):
                if not had_nl:  # cut by a kill while it was written: dropped (appends start before it)
                    break
                end = f.tell()
                entry = _json_object(raw)
                if lineno == 1:
                    _check_header(entry, plan, path)
                    continue
                if entry is None:
                    raise PredictFileError(f"{path.name} line {lineno} is damaged; remove {path} to start over")
                line, key = entry.get("line"), entry.get("sha256")
                row = by_line.get(line) if isinstance(line, int) else None
                if row is None or row.key != key:
                    stale += 1
                    continue
                gen = entry.get("gen")
                outcome[row.line] = gen if isinstance(gen, str) else None
            plan.journal_end = end
    except OSError as e:
        raise PredictFileError(f"cannot read {path}: {e.strerror or e}") from None
    plan.done.update({line: gen for line, gen in outcome.items() if gen is not None})
    plan.journaled = set(outcome)
    if stale:
        plan.notes.append(f"{stale} answer(s) in {path.name} are for rows that changed since; those rows are "
                          "predicted again")
    return set(outcome)


def _check_header(entry: dict[str, Any] | None, plan: PredictPlan, path: Path) -> None:
    if entry is None or entry.get("format") != JOURNAL_FORMAT:
        raise PredictFileError(f"{path} is not a prediction journal; move it away or give another --out")
    if entry.get("version") != JOURNAL_VERSION:
        raise PredictFileError(f"{path} was written by another version (format {entry.get('version')!r}); "
                               "remove it to start over")
    if entry.get("model") != plan.model:
        raise PredictFileError(f"{path.name} holds predictions by {entry.get('model')}, not {plan.model}: give "
                               f"another --out for this model, or remove {path} (and {plan.out.name}) to start over")


def _read_output(plan: PredictPlan, settled: set[int]) -> None:
    """Rows of an existing output that match the input line for line (position and content) count as
    done, unless the journal knows better. A file that is not a predictions file is refused, never
    overwritten."""
    path = plan.out
    if not path.exists():
        return
    if not path.is_file():
        raise PredictFileError(f"the output {path} is not a file; give another --out")
    kept = matched = mismatched = 0
    i = -1  # the output's rows are the input's, in order, blank lines aside
    try:
        with path.open("rb") as f:
            for lineno, raw, _nl in read_lines(f, MAX_JOURNAL_LINE):
                if raw is not None and not raw.strip():
                    continue
                i += 1
                entry = _json_object(raw)
                if entry is None or not isinstance(entry.get("gen"), str) or not {"prompt", "response"} <= set(entry):
                    raise PredictFileError(f"{path} exists and line {lineno} is not a prediction row; give another "
                                           "--out, or move the file away")
                row = plan.rows[i] if i < len(plan.rows) else None
                if row is None or row.key != row_key(entry):
                    mismatched += 1
                    continue
                matched += 1
                if row.line not in settled:
                    plan.done[row.line] = entry["gen"]
                    kept += 1
    except OSError as e:
        raise PredictFileError(f"cannot read {path}: {e.strerror or e}") from None
    if mismatched and not matched:  # another file's predictions (or a wholly new input): not ours to replace
        raise PredictFileError(f"{path} holds predictions of other rows (none matches {plan.source.name} line for "
                               "line); give another --out, or move the file away to predict into it")
    if kept and not plan.journal_exists:
        plan.notes.append(f"{kept} row(s) already have a prediction in {path.name} (an earlier run); they are kept "
                          "(give another --out to predict every row with this model)")
    if mismatched:
        plan.notes.append(f"{mismatched} row(s) of {path.name} do not match the input as it is now; they will be "
                          "replaced")


def _json_object(raw: bytes | None) -> dict[str, Any] | None:
    if raw is None:
        return None
    try:
        value = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    return value if isinstance(value, dict) else None


def write_predictions(plan: PredictPlan, gens: dict[int, str]) -> None:
    """The output in input order (``gen`` "" where a row has none), replacing the file atomically."""
    def lines() -> Iterator[bytes]:
        for r in plan.rows:
            yield prediction_line(r.row, gens.get(r.line, ""))

    try:
        write_atomic(plan.out, lines())
    except OSError as e:  # a full disk is DiskFullError already; this is the rest (permissions, a vanished dir)
        raise PredictFileError(f"cannot write {plan.out}: {e.strerror or e}") from None


def context_note(rows: list[BenchRow], n_ctx: int, max_tokens: int) -> str | None:
    """One line naming how many rows may not fit ``n_ctx`` with ``max_tokens`` to generate (an estimate
    from the text, erring on the side of naming them); None when all fit."""
    over = [(r, r.estimated_prompt_tokens() + max_tokens) for r in rows]
    over = [(r, need) for r, need in over if need > n_ctx]
    if not over:
        return None
    worst = max(need for _, need in over)
    lines = ", ".join(str(r.line) for r, _ in over[:8]) + (" ..." if len(over) > 8 else "")
    return (f"context {n_ctx:,} tokens is below what {len(over)} of {len(rows)} rows may need (about {worst:,} at "
            f"most: prompt + {max_tokens:,} to generate; upstream serves {UPSTREAM_CONTEXT:,}); line(s) {lines} may "
            "fail and are counted; raise --ctx or lower --max-tokens")


@dataclass(frozen=True)
class RowFailure:
    line: int
    label: str
    reason: str


@dataclass(frozen=True)
class RowOutcome:
    row: BenchRow
    gen: str | None  # None: failed or cancelled
    error: str | None = None
    tokens: int = 0


@dataclass(frozen=True)
class PredictProgress:
    done: int  # rows with an outcome (predicted or failed), earlier runs' included
    total: int
    failed: int
    rows_per_s: float  # this run's
    tok_per_s: float | None  # None when the engine reports no token counts
    eta_s: float | None


def format_progress(p: PredictProgress) -> str:
    parts = [f"{p.done}/{p.total} rows" + (f" ({p.failed} failed)" if p.failed else "")]
    if p.rows_per_s > 0:
        parts.append(f"{p.rows_per_s:.2f} rows/s" + (f", {p.tok_per_s:,.0f} tok/s" if p.tok_per_s else ""))
    if p.eta_s is not None:
        parts.append(f"ETA {format_duration(p.eta_s)}")
    return " | ".join(parts)


def format_duration(s: float) -> str:
    s = max(0, int(round(s)))
    h, rest = divmod(s, 3600)
    m, sec = divmod(rest, 60)
    return f"{h}h{m:02d}m" if h else f"{m}m{sec:02d}s" if m else f"{sec}s"


class PredictRun:
    """One run over ``plan.todo``: generations in flight, the journal written as rows finish, the
    output written when every row has an outcome. Its counters stay readable when :meth:`run` is
    left by an exception (Ctrl-C), so the caller can say what was kept."""

    def __init__(self, plan: PredictPlan, chat: ChatModel, params: GenerationParams, *, concurrency: int,
                 cancel: threading.Event | None = None,
                 on_progress: Callable[[PredictProgress], None] | None = None) -> None:
        self.plan = plan
        self.chat = chat
        self.params = params.validate()
        self.concurrency = concurrency
        self.cancel = cancel or threading.Event()
        self.on_progress = on_progress
        self.gens: dict[int, str] = dict(plan.done)
        self.failures: list[RowFailure] = []
        self.predicted = 0  # this run's answers
        self.empty = 0  # answers with no text (the reasoning ran out of max_tokens, typically)
        self.tokens = 0
        self.token_counts = False  # whether the engine reported any
        self.cancelled = False
        self.written = False
        self._t0 = 0.0
        self._todo = 0
        self._t_end: float | None = None

    @property
    def total(self) -> int:
        return len(self.plan.rows)

    @property
    def elapsed_s(self) -> float:
        if not self._t0:
            return 0.0
        return (self._t_end or time.monotonic()) - self._t0

    def run(self) -> "PredictRun":
        todo = self.plan.todo
        self._t0 = time.monotonic()
        self._todo = len(todo)
        self._progress()
        fd = self._open_journal() if todo else None
        try:
            results = run_all(todo, self._work, self.concurrency, self.cancel)
            try:
                for _row, outcome in results:
                    self._record(outcome, fd)
            finally:
                # a generator: closing it (a Ctrl-C in the loop body) cancels what is in flight
                results.close()
        finally:
            self._t_end = time.monotonic()
            if fd is not None:
                os.close(fd)
        finished = {f.line for f in self.failures} | set(self.gens)
        if any(r.line not in finished for r in self.plan.rows):
            self.cancelled = True  # stopped before every row had an outcome: the output waits for the rest
            return self
        write_predictions(self.plan, self.gens)
        self.written = True
        if not self.failures:
            try:
                self.plan.journal.unlink()
            except FileNotFoundError:
                pass
        return self

    def _work(self, row: BenchRow, cancel: threading.Event) -> RowOutcome:
        try:
            result = self.chat.complete(row.messages(), self.params, cancel)
        except (EndpointError, ContextOverflowError) as e:  # this row's failure; upstream writes gen "" too
            return RowOutcome(row, None, None if cancel.is_set() else str(e))
        if result is None or result.finish_reason == "cancelled":
            return RowOutcome(row, None)
        t = result.timings
        if result.finish_reason == "context_full":
            return RowOutcome(row, None, f"the context ({t.n_ctx:,} tokens) filled up after {t.generated_tokens:,} "
                                         "generated tokens; raise --ctx or lower --max-tokens", t.generated_tokens)
        return RowOutcome(row, parse_output(result.raw).answer, None, t.generated_tokens)

    def _record(self, outcome: RowOutcome, fd: int | None) -> None:
        row = outcome.row
        self.tokens += outcome.tokens
        self.token_counts = self.token_counts or outcome.tokens > 0
        if outcome.gen is not None:
            entry: dict[str, Any] = {"line": row.line, "sha256": row.key, "gen": outcome.gen}
        elif outcome.error is not None:
            entry = {"line": row.line, "sha256": row.key, "error": outcome.error}
        else:
            return  # cancelled: no outcome
        if fd is not None:
            self._append(fd, json.dumps(entry) + "\n")
        if outcome.gen is not None:
            self.gens[row.line] = outcome.gen
            self.predicted += 1
            self.empty += not outcome.gen
        else:
            self.failures.append(RowFailure(row.line, row.label, outcome.error or ""))
        self._progress()

    def _append(self, fd: int, data: str) -> None:
        try:
            append_all(fd, data.encode("ascii"), self.plan.journal)
        except OSError as e:
            raise PredictFileError(f"cannot write {self.plan.journal}: {e.strerror or e}") from None

    def _open_journal(self) -> int:
        path = self.plan.journal
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
        except OSError as e:
            raise PredictFileError(f"cannot write {path}: {e.strerror or e}") from None
        try:
            size = os.fstat(fd).st_size
            if self.plan.journal_exists and size > self.plan.journal_end:
                os.ftruncate(fd, self.plan.journal_end)  # a line cut by a kill: the next entry starts clean
            if not self.plan.journal_exists or self.plan.journal_end == 0:
                header = {"format": JOURNAL_FORMAT, "version": JOURNAL_VERSION, "model": self.plan.model,
                          "source": self.plan.source.name}
                self._append(fd, json.dumps(header) + "\n")
            # answers only an earlier output holds: the journal carries them from now on, so a run cut
            # short before it rewrites the output cannot lose them
            carried = [r for r in self.plan.rows if r.line in self.plan.done and r.line not in self.plan.journaled]
            if carried:
                data = "".join(json.dumps({"line": r.line, "sha256": r.key, "gen": self.plan.done[r.line]}) + "\n"
                               for r in carried)
                self._append(fd, data)
        except BaseException:
            os.close(fd)
            raise
        return fd

    def _progress(self) -> None:
        if self.on_progress is None:
            return
        now_done = self.predicted + len(self.failures)
        elapsed = time.monotonic() - self._t0
        rate = now_done / elapsed if now_done and elapsed > 0 else 0.0
        left = self._todo - now_done
        self.on_progress(PredictProgress(
            done=len(self.plan.done) + now_done, total=self.total, failed=len(self.failures), rows_per_s=rate,
            tok_per_s=self.tokens / elapsed if self.token_counts and elapsed > 0 else None,
            eta_s=left / rate if rate > 0 else None))


def finish_without_generating(plan: PredictPlan) -> bool:
    """Nothing is left to predict: write the output from the journal when one is there (an earlier run
    ended before writing it) and remove the journal. False when the output was already whole."""
    if not plan.journal_exists:
        return False
    write_predictions(plan, plan.done)
    plan.journal.unlink()
    return True


__all__ = ["BenchRow", "PredictFileError", "PredictPlan", "PredictProgress", "PredictRun",
           "RowFailure", "context_note", "finish_without_generating", "format_duration", "format_progress",
           "journal_path", "load_rows", "open_predictions", "prediction_line", "predictions_path", "row_key",
           "write_predictions"]
