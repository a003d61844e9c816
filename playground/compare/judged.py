"""Compare with a judge: the official judge's five scores on every compared answer that has a truth.

KL divergence and top-1 agreement say how far a quant drifts from the reference; the judge says
what the drift costs the simulation. Each compared step of each model becomes one AgentWorldBench
row in upstream's format (the session's history as context, the step's turn, the model's answer as
``gen``) whose response for that turn is the truth it is judged against:

- the step's ground truth, when it has one (an imported benchmark session: its own row, verbatim);
  every model is judged, the reference included;
- otherwise the reference column's observation (what compare matches observations against); the
  other models are judged against it, the reference itself is not (it would meet itself).

A row goes through :func:`~playground.bench.judging.judge_row` (upstream's messages, parser and
retries): what the judge answers never raises, a bad answer is a counted failure. The row's
flatness (decoherence.flatness) goes with the verdict.

When the judge runs: a served judge is opened before the comparison and judges each model's
answers as soon as that model is done, beside the next model's generations. A GGUF judge is loaded
(in the model process) only once the quants are done and freed, so that one model is in memory at a
time. A judge that cannot be opened, or that stops answering, ends the judging with one line (the
comparison's own figures are unaffected); a cancel stops it, keeping the verdicts so far.
"""

from __future__ import annotations

import threading
import time
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass
from typing import Any, Callable, Union

from playground.bench.chat import ChatModel, check_concurrency
from playground.bench.judge_messages import JudgePrompts
from playground.bench.judging import JUDGE_RETRIES, UNREACHABLE_STREAK, Judgement, judge_params, judge_row
from playground.compare.report import CompareReport, JudgeInfo, ModelRun, StepJudge
from playground.compare.runner import ModelDone
from playground.errors import PlaygroundError
from playground.llama.sampling import GenerationParams
from playground.world.errors import BenchFormatError
from playground.world.session import Session

GROUND_TRUTH = "ground truth"
REFERENCE = "reference"
SERVED_CONCURRENCY = 4  # answers judged at once on a served judge unless told otherwise
POLL_S = 0.1


# ------------------------------------------------------------------ the judge

@dataclass(frozen=True)
class JudgeChoice:
    """The judge a comparison uses: how to open it, and how."""

    label: str  # the GGUF file's name or the server's model name
    served: bool  # a server model: opened first and run beside the comparison
    open: Callable[[], ChatModel]  # a GGUF is loaded (fit-planned) when this is called, not before
    concurrency: int = 1


def judge_choice(model: str | None, endpoint: Any = None, *, options_for: Callable[[str], Any] | None = None,
                 concurrency: int | None = None) -> JudgeChoice:
    """A GGUF path (loaded with ``options_for(path)``, asked when it is loaded) or an EndpointSpec."""
    from pathlib import Path

    from playground.bench.chat import open_chat
    from playground.errors import InvalidParameterError

    if endpoint is not None:
        n = check_concurrency(concurrency or SERVED_CONCURRENCY)
        return JudgeChoice(str(endpoint.model), True, lambda: open_chat(None, endpoint), n)
    if not model:
        raise InvalidParameterError("give the judge as a .gguf file or a server model")
    if concurrency not in (None, 1):
        raise InvalidParameterError(f"judge concurrency {concurrency}: a GGUF judge runs one answer at a time here; "
                                    "serve it (llama-server, vLLM) for more")
    path = str(Path(model).expanduser())
    return JudgeChoice(Path(path).name, False,
                       lambda: open_chat(path, options=options_for(path) if options_for is not None else None))


def setting_judge(value: str, settings: Any, *, options_for: Callable[[str], Any] | None = None,
                  concurrency: int | None = None) -> JudgeChoice | None:
    """The ``judge`` setting: "" (no judge), @NAME of an endpoint in ``settings``, or a GGUF path."""
    value = value.strip()
    if not value:
        return None
    if value.startswith("@"):
        from playground.endpoints.registry import find_endpoint

        return judge_choice(None, find_endpoint(settings, value[1:]), concurrency=concurrency)
    from pathlib import Path

    from playground.errors import InvalidParameterError

    if not Path(value).expanduser().is_file():
        raise InvalidParameterError(f"the judge setting names no file: {value}")
    return judge_choice(value, options_for=options_for)


# ------------------------------------------------------------------- the rows

@dataclass(frozen=True)
class JudgeJob:
    """One answer to judge: model ``model``'s answer to step ``step`` as an AgentWorldBench row."""

    model: int
    step: int
    row: dict[str, Any]
    basis: str  # GROUND_TRUTH or REFERENCE


def judge_truth(session: Session, index: int, reference: ModelRun | None) -> tuple[str, str] | None:
    """(the truth as a row's response holds it, its basis) for step ``index``; ``reference``: the
    reference column, whose observation stands in where the step has no ground truth (None for the
    reference's own answers). None: nothing to judge against."""
    from playground.world.turns import bench_response, marked

    step = session.step(index)
    if step.ground_truth is not None:
        return bench_response(session, index) or marked(step.ground_truth), GROUND_TRUTH
    ref = reference.step(index) if reference is not None else None
    if ref is not None and ref.observation and ref.observation.strip():
        return marked(ref.observation), REFERENCE
    return None


def answer_text(raw: str) -> str:
    """A compared answer as ``gen`` holds it: without its reasoning (as export writes predictions)."""
    from playground.world.parsing import parse_output

    return parse_output(raw).answer if raw else ""


def judge_row_for(session: Session, index: int, gen: str, truth: str) -> dict[str, Any]:
    """Step ``index`` of ``session`` as the row the judge reads: an imported session's own row, else
    the row export writes for it (world.bench_rows), with ``truth`` as that turn's response."""
    if session.header.bench is not None:
        from playground.world.agentworldbench import bench_entries

        own = dict(bench_entries(session)).get(index)
        if own is not None:
            return {**own, "gen": gen}
    from playground.world.bench_rows import session_rows

    upto = Session(path=session.path, header=session.header, steps=session.upto(index), notes=[])
    row = dict(session_rows(upto)[-1])
    responses = list(row["response"])
    responses[-1] = truth
    row["response"] = responses
    row["gen"] = gen
    return row


def judge_jobs(session: Session, index: int, run: ModelRun, reference: ModelRun | None) -> list[JudgeJob]:
    """The answers of model ``index`` (``run``) to judge; ``reference``: the reference column's run."""
    if run.error:
        return []
    jobs = []
    for s in run.steps:
        truth = judge_truth(session, s.index, None if run.reference else reference)
        if truth is None:
            continue
        try:
            row = judge_row_for(session, s.index, answer_text(s.raw), truth[0])
        except BenchFormatError:  # a step the session cannot write as a row: nothing to ask about
            continue
        jobs.append(JudgeJob(index, s.index, row, truth[1]))
    return jobs


def verdict(job: JudgeJob, j: Judgement) -> StepJudge:
    from playground.decoherence.flatness import row_flatness

    flat = row_flatness(job.row)
    return StepJudge(basis=job.basis, failed=j.failed, scores=dict(j.scores), total_score=float(j.total_score),
                     error=j.error, attempts=j.attempts, raw=j.raw, flatness=flat.ratio if flat is not None else None)


# ------------------------------------------------------------------ events

@dataclass(frozen=True)
class JudgeOpening:
    """The judge is being loaded (a GGUF, after the quants), or was reached (a server)."""

    label: str
    served: bool


@dataclass(frozen=True)
class JudgeScored:
    """Model ``model``'s answer to step ``step`` has its verdict (``done`` of ``total`` known so far)."""

    model: int
    step: int
    verdict: StepJudge
    done: int
    total: int


@dataclass(frozen=True)
class JudgeStopped:
    """The judge could not be opened, stopped answering, or was cancelled; no more verdicts come."""

    error: str
    done: int  # verdicts made before it stopped (they are kept)


JudgeEvent = Union[JudgeOpening, JudgeScored, JudgeStopped]


# ------------------------------------------------------------------ judging

class CompareJudge:
    """Judges a comparison's answers as its models finish (see the module doc for when).

    Feed it the comparison's events (:meth:`on_compare_event`), then call :meth:`finish` and
    :meth:`attach`; :meth:`close` always. Events (:data:`JudgeEvent`) reach ``on_event`` in the
    thread that calls :meth:`begin`, :meth:`on_compare_event`, :meth:`poll` or :meth:`finish`,
    never in a judging thread.
    """

    def __init__(self, choice: JudgeChoice, prompts: JudgePrompts, session: Session, *,
                 params: GenerationParams | None = None, retries: int = JUDGE_RETRIES,
                 cancel: threading.Event | None = None, on_event: Callable[[JudgeEvent], None] | None = None,
                 backoff_s: float | None = None) -> None:
        self.choice = choice
        self.prompts = prompts
        self.session = session
        self.params = params or judge_params()
        self.retries = retries
        self.cancel = cancel or threading.Event()
        self.emit = on_event or (lambda _e: None)
        self.backoff_s = backoff_s
        self.verdicts: dict[tuple[int, int], StepJudge] = {}
        self.error: str | None = None
        self.total = 0  # answers to judge, known so far
        self.asked: dict[int, int] = {}  # answers to judge per model
        self.elapsed_s = 0.0
        self._halt = threading.Event()  # stops the judging threads (the user's cancel, or a dead judge)
        self._chat: ChatModel | None = None
        self._pool: ThreadPoolExecutor | None = None
        self._waiting: list[JudgeJob] = []  # jobs for a judge not opened yet
        self._running: dict[Future[Judgement], JudgeJob] = {}
        self._reference: ModelRun | None = None
        self._reached = False
        self._streak = 0
        self._started: float | None = None

    @property
    def done(self) -> int:
        return len(self.verdicts)

    @property
    def failed(self) -> int:
        return sum(v.failed for v in self.verdicts.values())

    # -------------------------------------------------------------- feeding

    def begin(self) -> None:
        """A served judge is opened now (it judges beside the comparison); a GGUF judge waits."""
        if self.choice.served:
            self._open()

    def on_compare_event(self, ev: object) -> None:
        """Pass every comparison event: a finished model's answers are queued for the judge."""
        if isinstance(ev, ModelDone):
            self.model_done(ev.model, ev.run)
        self.poll()

    def model_done(self, index: int, run: ModelRun) -> None:
        if run.reference:
            self._reference = run
        if self.error is not None:
            return
        jobs = judge_jobs(self.session, index, run, self._reference)
        self.total += len(jobs)
        self.asked[index] = len(jobs)
        if self._pool is not None:
            for job in jobs:
                self._submit(job)
        else:
            self._waiting.extend(jobs)

    def poll(self) -> None:
        """Take in the verdicts that are ready (without waiting)."""
        for fut in [f for f in self._running if f.done()]:
            self._take(fut)

    # -------------------------------------------------------------- judging

    def finish(self) -> None:
        """Judge everything queued and wait for it (a GGUF judge is loaded now). Returns early, with
        ``error`` set, when the judge stops answering or ``cancel`` is set."""
        if self.error is None and self._waiting and self._pool is None and not self.cancel.is_set():
            self._open()
        while self._running:
            if self.cancel.is_set():
                self._stop(f"cancelled after {self.done} of {self.total} answers")
                break
            ready, _ = wait(list(self._running), timeout=POLL_S, return_when=FIRST_COMPLETED)
            for fut in ready:
                self._take(fut)
        if self.cancel.is_set() and self.error is None and self.done < self.total:
            self._stop(f"cancelled after {self.done} of {self.total} answers")
        self.close()

    def attach(self, report: CompareReport) -> None:
        """Put the verdicts on the report's steps and name the judge (and what stopped it)."""
        for (i, k), v in self.verdicts.items():
            if i < len(report.models):
                step = report.models[i].step(k)
                if step is not None:
                    step.judge = v
        report.judge = JudgeInfo(self.choice.label, self.error)

    def close(self) -> None:
        """Stop whatever still runs and free the judge (idempotent)."""
        self._halt.set()
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)
        self._running.clear()
        chat, self._chat = self._chat, None
        if chat is not None:
            try:
                chat.close()
            except (PlaygroundError, OSError):
                pass

    # -------------------------------------------------------------- inside

    def _open(self) -> None:
        served = self.choice.served
        if not served:  # loading a GGUF takes a while: say so first
            self.emit(JudgeOpening(self.choice.label, served))
        try:
            self._chat = self.choice.open()
        except (PlaygroundError, OSError) as e:
            self._stop(f"the judge {self.choice.label} could not be opened: {_one_line(e)}")
            return
        if served:  # a server answers at once; it is announced once it did
            self.emit(JudgeOpening(self.choice.label, served))
        self._pool = ThreadPoolExecutor(max_workers=self.choice.concurrency, thread_name_prefix="compare-judge")
        waiting, self._waiting = self._waiting, []
        for job in waiting:
            self._submit(job)

    def _submit(self, job: JudgeJob) -> None:
        assert self._pool is not None
        if self._started is None:
            self._started = time.monotonic()
        self._running[self._pool.submit(self._judge, job)] = job

    def _judge(self, job: JudgeJob) -> Judgement:  # in a judging thread
        assert self._chat is not None
        try:
            return judge_row(self._chat, job.row, self.prompts, params=self.params, retries=self.retries,
                             cancel=self._halt, backoff_s=self.backoff_s)
        except Exception as e:  # whatever goes wrong with one answer is that answer's failure, not a crash
            return Judgement({}, 0.0, True, f"the judge could not be asked: {_one_line(e)}", "", 0)

    def _take(self, fut: Future[Judgement]) -> None:
        job = self._running.pop(fut, None)
        if job is None or fut.cancelled():
            return
        j = fut.result()
        if j.cancelled or self.error is not None:
            return
        if j.unreachable:
            # as judge_file: a judge never reached on the first answers, or not for many in a row, is gone
            self._streak += 1
            if not self._reached or self._streak >= UNREACHABLE_STREAK:
                why = (j.error or "").split(": ", 1)[-1]
                self._stop(f"the judge {self.choice.label} did not answer ({why})")
                return
        else:
            self._reached, self._streak = True, 0
        v = verdict(job, j)
        self.verdicts[(job.model, job.step)] = v
        if self._started is not None:
            self.elapsed_s = time.monotonic() - self._started
        self.emit(JudgeScored(job.model, job.step, v, self.done, self.total))

    def _stop(self, error: str) -> None:
        if self.error is None:
            self.error = error
            self.emit(JudgeStopped(error, self.done))
        self._halt.set()
        self._waiting.clear()
        for fut in self._running:
            fut.cancel()


def _one_line(e: BaseException) -> str:
    return " ".join(str(e).split())[:300] or type(e).__name__
