"""Run the same steps on several GGUF files of one model and measure what each quant changes.

For every selected step of the session the prompt is the session's recorded
history up to that step plus the step's action, rendered once with the
reference's chat template and given to every model as the same token ids;
sampling parameters and seed are the same too. Per model and step:

- free-running: the model generates its own answer; its observation is
  compared with the reference's (exact match, edit similarity) and the
  session's checkers (format, decoherence ...) count its warnings;
- teacher-forced: the model reads the reference's generated tokens and its
  next-token distribution at every position is compared with the reference's
  (KL divergence, top-1 agreement; see kld.py);
- cost: file size, bits per weight, load time, memory, prompt and generation
  speed.

The reference is the file with the most bits per weight (the first such on a
tie); it runs first, because the others are scored on its tokens. Models are
loaded one at a time, each running all steps before it is freed: every model
is needed exactly once, so holding two at once would save nothing, and a
35B model in two quants rarely fits one GPU anyway.
"""

from __future__ import annotations

import json
import re
import threading
import time
from contextlib import closing
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any, Callable, Generator, Sequence, Union, cast

import numpy as np

from playground.compare.cost import MemoryMeter, bits_per_weight, memory_use, peak, vocab_size
from playground.compare.errors import CompareError
from playground.compare.kld import KldStats, ReferenceBlock, compare_to_reference, summarize_reference
from playground.compare.report import CompareReport, ModelRun, SessionRef, StepRun
from playground.compare.scoring import DEFAULT_CHUNK, positions_for, teacher_forced_logits
from playground.compare.textdiff import edit_similarity
from playground.errors import OperationCancelled, PlaygroundError
from playground.llama.events import EngineEvent, Finished, GenerationResult, StepTimings
from playground.fit.gpu import GpuProbe
from playground.modelfile.checks import inspect_model_file
from playground.llama.sampling import GenerationParams
from playground.world.prompts import build_messages, render_prompt
from playground.world.session import ModelIdentity, Session, Step, now_iso

DEFAULT_TOP_K = 512
# A served model is taken to be BF16: it becomes the reference over local quants (a local file
# of more bits per weight still wins). Servers give at most ~20 alternatives per position.
SERVER_BITS_PER_WEIGHT = 16.0
SERVER_TOP_LOGPROBS = 20


# ------------------------------------------------------------------ planning

@dataclass(frozen=True)
class ModelSpec:
    path: Path
    info: Any  # ModelFileInfo; EndpointInfo for a server model
    label: str
    bits_per_weight: float
    endpoint: Any = None  # playground.endpoints.EndpointSpec for a model on a server


@dataclass
class ComparePlan:
    """A validated comparison: nothing native has run yet."""

    session: Session
    steps: list[int]
    models: list[ModelSpec]  # run order: the reference first
    params: GenerationParams  # with a concrete seed
    enable_thinking: bool = True
    top_k: int = DEFAULT_TOP_K
    chunk: int = DEFAULT_CHUNK
    chat_template: str | None = None  # a local file's: renders the prompt text a server model gets

    @property
    def reference(self) -> ModelSpec:
        return self.models[0]

    @property
    def has_server(self) -> bool:
        return any(m.endpoint is not None for m in self.models)


def parse_steps(text: str, available: Sequence[int]) -> list[int]:
    """'1-3', '2', '1,4-5' or 'all' -> sorted step numbers, each one the session has."""
    have = sorted(set(available))
    if not have:
        raise CompareError("the session has no steps to compare")
    text = text.strip()
    if text in ("", "all"):
        return have
    chosen: set[int] = set()
    for part in text.split(","):
        m = re.fullmatch(r"\s*(\d+)\s*(?:-\s*(\d+)\s*)?", part)
        if not m:
            raise CompareError(f"bad step range {part.strip()!r}: use N, N-M or a comma-separated list")
        a, b = int(m.group(1)), int(m.group(2) or m.group(1))
        if a > b:
            raise CompareError(f"bad step range {part.strip()!r}: the start is after the end")
        inside = [k for k in have if a <= k <= b]
        if len(inside) != b - a + 1:  # without building the range: '1-999999999' must not eat memory
            present = set(inside)
            gap = next(k for k in range(a, b + 1) if k not in present)
            raise CompareError(f"the session has no step {gap} (it has steps {have[0]}..{have[-1]})")
        chosen.update(inside)
    return sorted(chosen)


def _labels(paths: Sequence[Path]) -> list[str]:
    seen: dict[str, int] = {}
    out = []
    for p in paths:
        n = seen.get(p.name, 0) + 1
        seen[p.name] = n
        out.append(p.name if n == 1 else f"{p.name} #{n}")
    return out


def plan_comparison(session: Session, models: Sequence[Any], *, steps: Sequence[int] | None = None,
                    params: GenerationParams | None = None, enable_thinking: bool = True,
                    top_k: int = DEFAULT_TOP_K, chunk: int = DEFAULT_CHUNK) -> ComparePlan:
    """Check everything that can be checked before a model is loaded; raise a one-line error otherwise.

    ``models``: GGUF paths and/or server models (playground.endpoints.EndpointSpec)."""
    from playground.endpoints import EndpointSpec
    from playground.endpoints.engine import EndpointInfo

    if len(models) < 2:
        raise CompareError("compare needs at least two model files (e.g. --models A.gguf B.gguf)")
    if top_k < 1:
        raise CompareError("top-k must be at least 1")
    if chunk < 1:
        raise CompareError("the scoring chunk must be at least 1 token")
    servers = {i: m for i, m in enumerate(models) if isinstance(m, EndpointSpec)}
    for spec in servers.values():
        spec.check()
    if len(servers) == len(models):
        raise CompareError("compare needs at least one GGUF file beside server models: its chat template renders "
                           "the prompt every model gets")
    paths = [Path(m.label) if i in servers else Path(m).expanduser() for i, m in enumerate(models)]
    files = {i: inspect_model_file(p) for i, p in enumerate(paths) if i not in servers}
    infos: list[Any] = [EndpointInfo(servers[i], None) if i in servers else files[i] for i in range(len(paths))]
    local = list(files.values())
    first = local[0]
    for info in local[1:]:
        if info.architecture != first.architecture:
            raise CompareError(f"{info.path.name} is a {info.architecture} model but {first.path.name} is "
                               f"{first.architecture}: compare quant levels of one model")
        if info.block_count != first.block_count:
            raise CompareError(f"{info.path.name} has {info.block_count} layers but {first.path.name} has "
                               f"{first.block_count}: these are not quants of one model")
        va, vb = vocab_size(first), vocab_size(info)
        if va is not None and vb is not None and va != vb:
            raise CompareError(f"{info.path.name} has a {vb:,}-token vocabulary but {first.path.name} has {va:,}: "
                               "these are not quants of one model")
    have = [s.index for s in session.steps]
    if steps is not None and not steps:
        raise CompareError("no steps chosen")
    chosen = parse_steps("all" if steps is None else ",".join(map(str, steps)), have)
    for k in chosen:  # every history must be renderable (a step without observation cannot be history)
        build_messages(session, session.step(k).message, history=session.upto(k - 1))
    specs = [ModelSpec(p, info, label, SERVER_BITS_PER_WEIGHT, servers[i]) if i in servers
             else ModelSpec(p, info, label, bits_per_weight(files[i]))
             for i, (p, info, label) in enumerate(zip(paths, infos, _labels(paths)))]
    ref = max(range(len(specs)), key=lambda i: (specs[i].bits_per_weight, -i))
    order = [specs[ref]] + [s for i, s in enumerate(specs) if i != ref]
    params = (params or GenerationParams()).validate().with_seed()
    from playground.llama.engine import FALLBACK_CHAT_TEMPLATE

    return ComparePlan(session=session, steps=chosen, models=order, params=params,
                       enable_thinking=enable_thinking, top_k=top_k, chunk=chunk,
                       chat_template=(first.chat_template or FALLBACK_CHAT_TEMPLATE) if servers else None)


# -------------------------------------------------------------------- events

@dataclass(frozen=True)
class ModelStarting:
    model: int  # position in plan.models (0 = the reference)
    label: str
    reference: bool


@dataclass(frozen=True)
class LoadProgress:
    model: int
    fraction: float


@dataclass(frozen=True)
class ModelReady:
    model: int
    load_s: float


@dataclass(frozen=True)
class StepStarting:
    model: int
    step: int


@dataclass(frozen=True)
class StepEvent:
    """An engine event (prompt progress, token, channel switch, notice, finished) of a running step."""

    model: int
    step: int
    event: EngineEvent


@dataclass(frozen=True)
class Scoring:
    model: int
    step: int
    done: int
    total: int


@dataclass(frozen=True)
class StepDone:
    model: int
    run: StepRun


@dataclass(frozen=True)
class ModelDone:
    model: int
    run: ModelRun


CompareEvent = Union[ModelStarting, LoadProgress, ModelReady, StepStarting, StepEvent, Scoring, StepDone, ModelDone]
Loader = Callable[..., Any]  # (path, LoadOptions, progress=...) -> Engine


def fitted_options(n_ctx: int, *, kv_type: str = "f16", flash_attn: str = "auto", n_threads: int | None = None,
                   probe: GpuProbe | None = None) -> Callable[[Path], Any]:
    """Load options per file from the VRAM fit planner, asked right before each load (the
    previous model is freed by then): a quant that does not fit gets expert offload."""
    def options_for(path: Path) -> Any:
        from playground.fit.planner import load_options_for, plan_for_file

        plan = plan_for_file(path, n_ctx, kv_type=kv_type, flash_attn=flash_attn, probe=probe)  # type: ignore[arg-type]
        return load_options_for(plan, n_threads=n_threads, flash_attn=flash_attn)

    return options_for


def _json_safe(value: Any) -> Any:
    return json.loads(json.dumps(value, default=str))


# ------------------------------------------------------------------- running

@dataclass
class _Reference:
    prompt_text: dict[int, str]
    prompt: dict[int, list[int]]
    tokens: dict[int, list[int]]
    observation: dict[int, str | None]
    dists: dict[int, ReferenceBlock]
    n_vocab: int = 0
    answer: dict[int, str] = field(default_factory=dict)  # the generated text, think tags included
    served: dict[int, Any] = field(default_factory=dict)  # a server reference's ServedPositions per step
    texts: list[str] | None = None  # a local reference's token texts (against server columns)
    unscored: dict[tuple[int, int], str] = field(default_factory=dict)  # (model, step) without KL, and why
    local_texts: dict[int, Any] = field(default_factory=dict)  # a local column's token texts (server reference)


def run_comparison(plan: ComparePlan, options_for: Callable[[Path], Any], *,
                   on_event: Callable[[CompareEvent], None] | None = None,
                   cancel: threading.Event | None = None, probe: GpuProbe | None = None,
                   loader: Loader | None = None) -> CompareReport:
    """Run ``plan``; ``on_event`` sees progress, every engine event and each result as it comes.

    Raises OperationCancelled when ``cancel`` is set (nothing is returned or saved), CompareError
    when the reference fails; a failing other model is recorded in its row and the rest go on.
    """
    if loader is None:
        from playground.llama.engine import Engine

        loader = Engine.load
    emit = on_event or (lambda _e: None)
    cancel = cancel or threading.Event()
    meter = MemoryMeter(probe)
    ref = _Reference({}, {}, {}, {}, {})
    runs: list[ModelRun] = []
    for i, spec in enumerate(plan.models):
        emit(ModelStarting(i, spec.label, i == 0))
        run = ModelRun(label=spec.label, path=str(spec.path), quant=spec.info.quant_type,
                       identity=spec.info.identity, bits_per_weight=spec.bits_per_weight,
                       file_size=getattr(spec.info, "file_size", 0), reference=i == 0)
        try:
            _run_model(plan, i, spec, run, ref, options_for, loader, meter, emit, cancel)
        except OperationCancelled:
            raise
        except PlaygroundError as e:
            if i == 0:
                raise CompareError(f"the reference {spec.label} failed: {e}") from None
            run.error = str(e)
        if cancel.is_set():
            raise OperationCancelled("the comparison was cancelled; no report was saved")
        runs.append(run)
        emit(ModelDone(i, run))
    s = plan.session
    return CompareReport(
        session=SessionRef(path=str(s.path) if s.path else "", id=s.header.id, title=s.header.title,
                           domain=s.header.domain),
        steps=list(plan.steps), params=plan.params.to_dict(), enable_thinking=plan.enable_thinking,
        n_ctx=int(next((r.load_options.get("n_ctx", 0) for r in runs if "n_ctx" in r.load_options), 0)),
        top_k=plan.top_k, models=runs, created=now_iso())


def _run_model(plan: ComparePlan, i: int, spec: ModelSpec, run: ModelRun, ref: _Reference,
               options_for: Callable[[Path], Any], loader: Loader, meter: MemoryMeter,
               emit: Callable[[CompareEvent], None], cancel: threading.Event) -> None:
    if spec.endpoint is not None:
        # the server's own memory is not measured here; what is kept says how its KL was taken
        run.load_options = {"server": spec.endpoint.base_url, "model": spec.endpoint.model,
                            "kld": f"over the server's top {min(plan.top_k, SERVER_TOP_LOGPROBS)} logprobs + "
                                   "one bucket for the rest (a lower bound of the full KL)"}
    else:
        options = options_for(spec.path)
        run.load_options = _json_safe(asdict(options))
    meter.release_freed()
    before = meter.read()
    t0 = time.perf_counter()

    def progress(fraction: float) -> bool:
        emit(LoadProgress(i, fraction))
        return not cancel.is_set()

    if spec.endpoint is not None:
        engine = spec.endpoint.open(progress)
    else:
        engine = loader(spec.path, options, progress=progress)
    try:
        run.load_s = time.perf_counter() - t0
        after_load = meter.read()
        emit(ModelReady(i, run.load_s))
        if spec.endpoint is not None:
            pass  # no vocabulary to check: the texts of the answer's tokens are compared while scoring
        elif plan.has_server and i == 0:
            from playground.compare.served import vocab_texts

            ref.n_vocab = engine.n_vocab
            ref.texts = vocab_texts(engine)
        elif i == 0 or not ref.n_vocab:
            ref.n_vocab = engine.n_vocab
        elif engine.n_vocab != ref.n_vocab:
            raise CompareError(f"{spec.label} has {engine.n_vocab:,} tokens, the reference {ref.n_vocab:,}: "
                               "not the same model")
        kls: list[np.ndarray] = []
        same: list[np.ndarray] = []
        timings: list[StepTimings] = []
        for k in plan.steps:
            step_run, kl, top = _run_step(plan, i, k, engine, ref, emit, cancel)
            run.steps.append(step_run)
            kls.append(kl)
            same.append(top)
            timings.append(StepTimings.from_dict(step_run.timings))
            emit(StepDone(i, step_run))
        after_run = meter.read()
        skipped = {str(kk): why for (ii, kk), why in ref.unscored.items() if ii == i}
        if skipped:
            run.load_options["kld_unscored"] = skipped  # steps without KL against a server, and why
        run.kld = KldStats.from_values(np.concatenate(kls), np.concatenate(same)) if kls else None
        pe = sum(t.prompt_eval_s for t in timings)
        gs = sum(t.generation_s for t in timings)
        run.prompt_tok_s = sum(t.prompt_tokens_evaluated for t in timings) / pe if pe > 0 else None
        run.generation_tok_s = sum(t.generated_tokens for t in timings) / gs if gs > 0 else None
    finally:
        engine.close()
        meter.release_freed()
        after_unload = meter.read()
    run.memory = memory_use(before, peak(after_load, after_run), after_unload)


def _run_step(plan: ComparePlan, i: int, k: int, engine: Any, ref: _Reference,
              emit: Callable[[CompareEvent], None],
              cancel: threading.Event) -> tuple[StepRun, np.ndarray, np.ndarray]:
    session = plan.session
    src = session.step(k)
    history = session.upto(k - 1)
    emit(StepStarting(i, k))
    prompt: Any
    if plan.models[i].endpoint is not None:
        # a server gets the prompt as text, rendered with a local file's chat template: exactly
        # the text the local models tokenize (the server tokenizes it with the same vocabulary)
        if i == 0:
            from playground.llama.chat_template import render_chat

            messages = build_messages(session, src.message, history=history)
            ref.prompt_text[k] = render_chat(plan.chat_template or "", messages, enable_thinking=plan.enable_thinking)
        prompt = ref.prompt_text[k]
    else:
        text = render_prompt(engine, session, src.message, history=history, enable_thinking=plan.enable_thinking)
        if i == 0:
            ref.prompt_text[k] = text
            ref.prompt[k] = engine.tokenize(text)
        elif plan.reference.endpoint is not None:
            if text != ref.prompt_text[k]:
                raise CompareError(f"{Path(engine.info.path).name} renders the prompt differently from the first "
                                   "file's chat template: not the same model")
            ref.prompt[k] = engine.tokenize(text)
        elif engine.tokenize(ref.prompt_text[k]) != ref.prompt[k] or text != ref.prompt_text[k]:
            raise CompareError(f"{Path(engine.info.path).name} renders or tokenizes the prompt differently from the "
                               "reference: not the same model (or another chat template)")
        prompt = ref.prompt[k]

    result: GenerationResult | None = None
    for ev in engine.generate(prompt, plan.params, cancel):
        if isinstance(ev, Finished):
            result = ev.result
        emit(StepEvent(i, k, ev))
    if result is None or result.finish_reason == "cancelled":
        raise OperationCancelled("the comparison was cancelled; no report was saved")

    from playground.world import warning_records as world_warnings  # read at call time: detectors get added
    from playground.world.parsing import parse_output

    parsed = parse_output(result.raw, session.domain.wrapper)
    step = Step(index=k, action=src.action, message=src.message, state=src.state, raw=result.raw,
                reasoning=parsed.reasoning, observation=parsed.observation, parse_notes=list(parsed.notes),
                timings=result.timings.to_dict(), finish_reason=result.finish_reason, seed=result.seed,
                params=replace(plan.params, seed=result.seed).to_dict(),
                model=ModelIdentity.from_info(engine.info))
    before = Session(path=session.path, header=session.header, steps=history, notes=[])
    warnings = world_warnings.run_checkers(world_warnings.DEFAULT_CHECKERS, before, step)
    if i == 0:
        ref.answer[k] = _answer_text(result)
        if plan.models[0].endpoint is not None:
            ref.tokens[k] = []  # a server gives no token ids; local columns tokenize ref.answer
        elif plan.has_server:
            # server columns can only score text: every column is scored on the answer's text,
            # tokenized (the same as the sampled tokens unless a token ended mid-character)
            ref.tokens[k] = engine.tokenize(ref.answer[k])
        else:
            ref.tokens[k] = list(result.tokens)
        ref.observation[k] = parsed.observation if parsed.observation and parsed.observation.strip() else None

    kl, top = _score_step(plan, i, k, engine, prompt, ref, emit, cancel)
    ref_obs = ref.observation[k]
    run = StepRun(index=k, raw=result.raw, reasoning=parsed.reasoning, observation=parsed.observation,
                  finish_reason=result.finish_reason, generated_tokens=len(result.tokens),
                  timings=result.timings.to_dict(), warnings=warnings,
                  exact_match=None if not ref_obs else parsed.observation == ref_obs,
                  similarity=None if not ref_obs else edit_similarity(parsed.observation, ref_obs),
                  kld=KldStats.from_values(kl, top))
    return run, kl, top


def _answer_text(result: GenerationResult) -> str:
    """What the model generated, as text: raw without the think tag the prompt opened."""
    raw = result.raw
    return raw[len("<think>\n"):] if result.thinking and raw.startswith("<think>\n") else raw


_NOTHING = (np.zeros(0), np.zeros(0, bool))


def _score_step(plan: ComparePlan, i: int, k: int, engine: Any, prompt: Any, ref: _Reference,
                emit: Callable[[CompareEvent], None], cancel: threading.Event) -> tuple[np.ndarray, np.ndarray]:
    """Per-position KL and top-1 agreement of model ``i`` against the reference on step ``k``.
    A step a server cannot score is left without KL (the reason is kept in ref.unscored)."""
    from playground.endpoints import EndpointError

    served_ref = plan.reference.endpoint is not None
    served_here = plan.models[i].endpoint is not None
    if not served_ref and not served_here:
        return _score(plan, i, k, engine, prompt, ref, emit, cancel)
    try:
        if served_here and i == 0:
            return _score_served_reference(plan, k, engine, ref, emit)
        if served_here and not served_ref:
            return _score_served_column(plan, i, k, engine, ref, emit)
        if not served_here:
            return _score_local_vs_served(plan, i, k, engine, prompt, ref, emit, cancel)
        ref.unscored[(i, k)] = "two server models: neither side has a full distribution"
    except EndpointError as e:
        ref.unscored[(i, k)] = str(e)
    return _NOTHING


def _served_positions(plan: ComparePlan, k: int, engine: Any, ref: _Reference) -> Any:
    from playground.compare.served import ServedPositions

    texts, tops = engine.score_continuation(ref.prompt_text[k], ref.answer[k], min(plan.top_k, SERVER_TOP_LOGPROBS))
    return ServedPositions(texts, tops)


def _score_served_reference(plan: ComparePlan, k: int, engine: Any, ref: _Reference,
                            emit: Callable[[CompareEvent], None]) -> tuple[np.ndarray, np.ndarray]:
    served = ref.served[k] = _served_positions(plan, k, engine, ref)
    emit(Scoring(0, k, len(served), len(served)))
    return np.zeros(len(served)), np.ones(len(served), bool)  # the reference against itself


def _score_served_column(plan: ComparePlan, i: int, k: int, engine: Any, ref: _Reference,
                         emit: Callable[[CompareEvent], None]) -> tuple[np.ndarray, np.ndarray]:
    from playground.compare.served import served_vs_local_reference, tokens_agree

    assert ref.texts is not None
    served = _served_positions(plan, k, engine, ref)
    if not tokens_agree([ref.texts[t] for t in ref.tokens[k]], served.texts):
        ref.unscored[(i, k)] = "the server splits the reference's answer into other tokens: not the same vocabulary"
        return _NOTHING
    kl, same = served_vs_local_reference(ref.dists[k], ref.texts, served)
    emit(Scoring(i, k, len(kl), len(kl)))
    return kl, same


def _score_local_vs_served(plan: ComparePlan, i: int, k: int, engine: Any, prompt: list[int], ref: _Reference,
                           emit: Callable[[CompareEvent], None],
                           cancel: threading.Event) -> tuple[np.ndarray, np.ndarray]:
    from playground.compare.served import (
        ServedPositions,
        local_vs_served_reference,
        text_index,
        tokens_agree,
        vocab_texts,
    )

    served = ref.served.get(k)
    if served is None:
        ref.unscored[(i, k)] = ref.unscored.get((0, k), "the server reference could not score this step")
        return _NOTHING
    if ref.local_texts.get(i) is None:
        texts = vocab_texts(engine)
        ref.local_texts = {i: (texts, text_index(texts))}  # one model at a time: keep only this one's
    texts, index = ref.local_texts[i]
    tokens = engine.tokenize(ref.answer[k])
    if not tokens_agree([texts[t] for t in tokens], served.texts):
        ref.unscored[(i, k)] = ("this file splits the server's answer into other tokens than the server: "
                                "not the same vocabulary")
        return _NOTHING
    kls: list[np.ndarray] = []
    same: list[np.ndarray] = []
    done = 0
    blocks_iter = cast(Generator[np.ndarray, None, None],  # closing() needs close(): it is a generator
                       teacher_forced_logits(engine, prompt, tokens, chunk=plan.chunk, cancel=cancel))
    with closing(blocks_iter):
        for logits in blocks_iter:  # row j: before answer token j (the last row, after the answer, is not scored)
            n = min(logits.shape[0], len(served) - done)
            if n <= 0:
                break
            part = ServedPositions(served.texts[done:done + n], served.tops[done:done + n])
            kl, top = local_vs_served_reference(part, logits[:n], index, texts)
            kls.append(kl)
            same.append(top)
            done += n
            emit(Scoring(i, k, done, len(served)))
    return (np.concatenate(kls) if kls else np.zeros(0)), (np.concatenate(same) if same else np.zeros(0, bool))


def _score(plan: ComparePlan, i: int, k: int, engine: Any, prompt: list[int], ref: _Reference,
           emit: Callable[[CompareEvent], None], cancel: threading.Event) -> tuple[np.ndarray, np.ndarray]:
    tokens = ref.tokens[k]
    total = positions_for(engine, len(prompt), len(tokens))
    kls: list[np.ndarray] = []
    same: list[np.ndarray] = []
    blocks: list[ReferenceBlock] = []
    done = 0
    reference = ref.dists.get(k)
    blocks_iter = cast(Generator[np.ndarray, None, None],  # closing() needs close(): it is a generator
                       teacher_forced_logits(engine, prompt, tokens, chunk=plan.chunk, cancel=cancel))
    with closing(blocks_iter):  # releases the engine even when the loop stops early
        for logits in blocks_iter:
            n = logits.shape[0]
            if i == 0:
                rb = summarize_reference(logits, plan.top_k)
                blocks.append(rb)
            else:
                assert reference is not None
                if done >= len(reference):
                    break
                n = min(n, len(reference) - done)
                logits = logits[:n]
                rb = reference.rows(done, done + n)
            kl, top = compare_to_reference(rb, logits)
            kls.append(kl)
            same.append(top)
            done += n
            emit(Scoring(i, k, done, total))
    if i == 0:
        ref.dists[k] = ReferenceBlock.concat(blocks)
    return (np.concatenate(kls) if kls else np.zeros(0)), (np.concatenate(same) if same else np.zeros(0, bool))
