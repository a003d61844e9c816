"""Benchmarks, run in one process (the model process) so the ratios compare like with like.

(a) a bare native decode loop (sample, detokenize, decode; no events): the limit
(b) the engine's streaming generation
(c) llama-cpp-python's ``create_completion(stream=True)``: the naive peer
at several generation lengths, and a multi-step session evaluated with and
without checkpoint reuse. Ratios are against (a) measured the same way.
"""

from __future__ import annotations

import ctypes
import statistics
import threading
import time
from dataclasses import asdict, dataclass, field
from typing import Any, Callable

from playground.errors import OperationCancelled
from playground.llama.bufprobe import needs_probe
from playground.llama.engine import Engine, LoadOptions, default_threads
from playground.llama.events import Finished, TokenEvent
from playground.llama.sampling import GenerationParams

BENCH_PROMPT_MESSAGES = [
    {"role": "system", "content": "You simulate a Linux terminal. Reply with what the terminal prints."},
    {"role": "user", "content": '[{"keystrokes": "ls -la\\n", "duration": 0.5}]'},
]

SESSION_ACTIONS = [
    "ls -la", "cd project", "cat README.md", "python -m pytest -q", "git status",
    "mkdir build", "cd build", "cmake ..", "make -j2", "./app --help",
]
SESSION_OBSERVATION = (
    "total 24\ndrwxr-xr-x 3 user user 4096 Jan  1 12:00 .\n-rw-r--r-- 1 user user  220 Jan  1 12:00 README.md\n"
    "user@host:~/project$ "
)


@dataclass
class Measurement:
    name: str
    tokens: int
    seconds: float

    @property
    def tok_s(self) -> float:
        return self.tokens / self.seconds if self.seconds > 0 else 0.0


@dataclass
class LengthResult:
    length: int
    bare: float
    engine: float
    naive: float | None
    naive_tokens: int | None
    # Median of per-round ratios: each round runs the contenders back to back,
    # which cancels most of the machine's drift between rounds.
    engine_ratio: float = 0.0
    naive_ratio: float | None = None


@dataclass
class SessionResult:
    steps: int
    evaluated_with_reuse: int
    evaluated_without_reuse: int
    seconds_with_reuse: float
    seconds_without_reuse: float
    per_step_with_reuse: list[int] = field(default_factory=list)
    per_step_without_reuse: list[int] = field(default_factory=list)

    @property
    def reuse_ratio(self) -> float:
        return self.evaluated_with_reuse / self.evaluated_without_reuse if self.evaluated_without_reuse else 0.0


@dataclass
class RerunFigures:
    """Going back in a session of ``steps`` steps, with one kind of saved state."""

    states: str  # "partial" (recurrent-only), "whole", or "whole/32k" (the real model's budget at 32k, scaled)
    evaluated: dict[int, int]  # step re-run -> prompt tokens evaluated
    seconds: dict[int, float]  # step re-run -> seconds to its first token
    next_step_evaluated: int  # the session's next step after the re-runs
    checkpoints: int
    checkpoint_bytes: int


@dataclass
class RerunResult:
    steps: int
    context_tokens: int  # the session's prompt at its last step
    partial_bytes: int  # one recurrent-only state
    whole_bytes: int  # one whole-context state at the session's end
    modes: list[RerunFigures] = field(default_factory=list)


@dataclass
class BuftsResult:
    """Prompt evaluation and decode speed with llama.cpp's CPU extra buffer types on and off, on
    the same file in the same process (medians over rounds that run both back to back)."""

    prompt_tokens: int
    gen_tokens: int
    off_prompt_tok_s: float
    off_gen_tok_s: float
    on_prompt_tok_s: float | None = None  # None: not measured (they crash this CPU)
    on_gen_tok_s: float | None = None
    note: str = ""


@dataclass
class BenchReport:
    model: str
    quant: str
    threads: int
    lengths: list[LengthResult]
    session: SessionResult | None
    extra_bufts: str = ""  # "on (probe)": what the measured engine used, and who decided
    bufts: BuftsResult | None = None
    reruns: list[RerunResult] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        if self.session is not None:
            d["session"]["reuse_ratio"] = round(self.session.reuse_ratio, 3)
        return d

    def format(self) -> str:
        lines = [f"model {self.model} ({self.quant}), {self.threads} threads, CPU extra buffer types "
                 f"{self.extra_bufts or '-'}", "",
                 f"{'tokens':>7} {'bare tok/s':>11} {'engine tok/s':>13} {'engine/bare':>12} "
                 f"{'naive tok/s':>12} {'naive/bare':>11}"]
        for r in self.lengths:
            naive = f"{r.naive:12.1f}" if r.naive is not None else f"{'-':>12}"
            nratio = f"{r.naive_ratio:11.3f}" if r.naive_ratio is not None else f"{'-':>11}"
            lines.append(f"{r.length:7d} {r.bare:11.1f} {r.engine:13.1f} {r.engine_ratio:12.3f} {naive} {nratio}")
            if r.naive_tokens is not None and r.naive_tokens < 0.95 * r.length:
                lines.append(f"{'':7} (naive: one round, {r.naive_tokens} tokens before its time limit)")
        if self.session is not None:
            s = self.session
            lines += ["", f"{s.steps}-step session, prompt tokens evaluated:",
                      f"  with checkpoint reuse    {s.evaluated_with_reuse:7d}  ({s.seconds_with_reuse:.2f} s)"
                      f"  per step {s.per_step_with_reuse}",
                      f"  without (full re-eval)   {s.evaluated_without_reuse:7d}  ({s.seconds_without_reuse:.2f} s)"
                      f"  per step {s.per_step_without_reuse}",
                      f"  ratio with/without       {s.reuse_ratio:7.3f}"]
        for rr in self.reruns:
            picked = sorted(rr.modes[0].evaluated) if rr.modes else []
            lines += ["", f"re-running steps of a {rr.steps}-step session ({rr.context_tokens:,}-token prompt at "
                          f"its end), one saved state: recurrent-only {rr.partial_bytes:,} B, "
                          f"whole {rr.whole_bytes:,} B",
                      f"{'states':9} " + " ".join(f"{'step ' + str(k):>16}" for k in picked)
                      + f" {'next step':>10} {'kept':>12}"]
            for m in rr.modes:
                cells = " ".join(f"{m.evaluated[k]:6d} tok {m.seconds[k]:5.3f}s" for k in picked)
                lines.append(f"{m.states:9} {cells} {m.next_step_evaluated:6d} tok "
                             f"{m.checkpoints:3d} / {m.checkpoint_bytes / 2**20:6.1f} MiB")
        if self.bufts is not None:
            b = self.bufts
            lines += ["", f"CPU extra buffer types ({b.prompt_tokens}-token prompt, {b.gen_tokens} generated tokens):",
                      f"{'':8} {'prompt tok/s':>13} {'decode tok/s':>13}",
                      f"{'off':8} {b.off_prompt_tok_s:13.1f} {b.off_gen_tok_s:13.1f}"]
            if b.on_prompt_tok_s is not None and b.on_gen_tok_s is not None:
                lines += [f"{'on':8} {b.on_prompt_tok_s:13.1f} {b.on_gen_tok_s:13.1f}",
                          f"{'on/off':8} {b.on_prompt_tok_s / b.off_prompt_tok_s:13.3f} "
                          f"{b.on_gen_tok_s / b.off_gen_tok_s:13.3f}"]
            if b.note:
                lines.append(f"  ({b.note})")
        return "\n".join(lines)


def bare_loop(engine: Engine, prompt: list[int], n_tokens: int, seed: int) -> Measurement:
    """The limit: llama.cpp's sampler chain and decode with the least Python possible."""
    from playground.llama.sampling import SamplerChain

    lib = engine._lib
    ctx, vocab = engine._ctx, engine._vocab
    engine.reset()
    engine._decode(prompt)
    params = GenerationParams(seed=seed, max_tokens=n_tokens)
    chain = SamplerChain(lib, vocab, engine.n_vocab, params, suppress=engine.eog_tokens)
    sample, decode, to_piece = lib.llama_sampler_sample, lib.llama_decode, lib.llama_token_to_piece
    one = (lib.llama_token * 1)()
    batch = lib.llama_batch_get_one(one, 1)
    buf = ctypes.create_string_buffer(256)
    out = bytearray()
    t0 = time.perf_counter()
    for _ in range(n_tokens):
        tok = sample(chain.ptr, ctx, -1)
        n = to_piece(vocab, tok, buf, 256, 0, False)
        out += buf.raw[:n]
        one[0] = tok
        decode(ctx, batch)
    dt = time.perf_counter() - t0
    chain.close()
    engine._live_valid = False  # the context no longer matches the engine's bookkeeping
    out.decode("utf-8", errors="replace")
    return Measurement("bare", n_tokens, dt)


def engine_stream(engine: Engine, prompt: list[int], n_tokens: int, seed: int) -> Measurement:
    engine.reset()
    params = GenerationParams(seed=seed, max_tokens=n_tokens, ignore_eos=True)
    text: list[str] = []
    result = None
    for ev in engine.generate(prompt, params):
        if isinstance(ev, TokenEvent):
            text.append(ev.text)
        elif isinstance(ev, Finished):
            result = ev.result
    assert result is not None
    return Measurement("engine", result.timings.generated_tokens, result.timings.generation_s)


def naive_stream(llm: Any, prompt_text: str, n_tokens: int, seed: int, eog: tuple[int, ...] = (),
                 time_limit: float = 30.0) -> Measurement:
    """``Llama.create_completion(stream=True)``, the way a llama-cpp-python user streams.

    End-of-text tokens are masked with a logit bias so it runs the full length
    like (a) and (b). Its cost per token grows with the completion's length, so a
    run stops after ``time_limit`` seconds; the rate is over the tokens produced.
    The timer includes its prompt evaluation (a few dozen tokens here).
    """
    from llama_cpp import StoppingCriteriaList

    llm.reset()
    t0 = time.perf_counter()
    # It may hold chunks back, so the time limit is enforced from inside its loop.
    out_of_time = StoppingCriteriaList([lambda _ids, _logits: time.perf_counter() - t0 > time_limit])
    for _chunk in llm.create_completion(prompt_text, max_tokens=n_tokens, stream=True, seed=seed,
                                       temperature=0.6, top_p=0.95, top_k=20, min_p=0.0,
                                       logit_bias={t: float("-inf") for t in eog} or None,
                                       stopping_criteria=out_of_time):
        pass
    elapsed = time.perf_counter() - t0
    generated = llm.n_tokens - len(llm.tokenize(prompt_text.encode(), special=True))
    return Measurement("naive", generated, elapsed)


def session_run(engine: Engine, steps: int, reuse: bool, gen_tokens: int = 16) -> tuple[list[int], float]:
    engine.reset()
    history: list[dict[str, str]] = [dict(BENCH_PROMPT_MESSAGES[0])]
    evaluated: list[int] = []
    t0 = time.perf_counter()
    for i in range(steps):
        if not reuse:
            engine.reset()
        history.append({"role": "user", "content": SESSION_ACTIONS[i % len(SESSION_ACTIONS)]})
        prompt = engine.tokenize(engine.render_chat(history))
        result = engine.run(prompt, GenerationParams(seed=i, max_tokens=gen_tokens, ignore_eos=True,
                                                     reasoning_budget=gen_tokens // 2))
        evaluated.append(result.timings.prompt_tokens_evaluated)
        history.append({"role": "assistant", "content": SESSION_OBSERVATION + f"(step {i + 1})"})
    return evaluated, time.perf_counter() - t0


def session_prompts(engine: Engine, steps: int) -> list[list[int]]:
    """The prompt of each step of a terminal session whose observations are the steps' recorded ones
    (teacher-forced, as compare, verify and re-simulation replay a saved session)."""
    history: list[dict[str, str]] = [dict(BENCH_PROMPT_MESSAGES[0])]
    prompts = []
    for i in range(steps):
        history.append({"role": "user", "content": SESSION_ACTIONS[i % len(SESSION_ACTIONS)] + f" # {i + 1}"})
        prompts.append(engine.tokenize(engine.render_chat(history)))
        history.append({"role": "assistant", "content": SESSION_OBSERVATION + f"(step {i + 1})"})
    return prompts


# Qwen-AgentWorld-35B-A3B's whole state at n tokens, measured on a GGUF of its memory shape (40 layers,
# 10 attention layers of 2 KV heads x 256, its Gated DeltaNet dims): 65,864,693 + 20,504 n bytes.
# At 32k tokens that is 703.6 MiB, so the default 2 GiB budget holds 2.9 whole states.
REAL_WHOLE_STATES_AT_32K = 2048 * 2**20 / (65_864_693 + 20_504 * 32_768)


def rerun_bench(engine: Engine, steps: int, *, gen_tokens: int = 8,
                check_cancel: Callable[[], None] = lambda: None) -> RerunResult | None:
    """Play ``steps`` steps, then re-run step 1, step n/2 and step n (a fork, a re-run or a resample
    there), then take the session's next step: with recurrent-only states where the model has them,
    then with whole-context states only, in the same process: under the engine's budget, and under a
    budget that holds as many whole states as 2 GiB holds of the real model's at 32k tokens."""
    prompts = session_prompts(engine, steps + 1)
    if len(prompts[-1]) + gen_tokens >= engine.n_ctx:
        return None  # the caller says so
    picked = sorted({1, max(1, steps // 2), steps})
    params = GenerationParams(seed=1, max_tokens=gen_tokens, ignore_eos=True, reasoning_budget=gen_tokens // 2)
    lib, ctx = engine._lib, engine._ctx
    had_partial = engine.partial_states
    budget = engine.checkpoints.budget_bytes
    modes = (["partial"] if had_partial else []) + ["whole", "whole/32k"]
    result = RerunResult(steps=steps, context_tokens=len(prompts[steps - 1]), partial_bytes=0, whole_bytes=0)
    try:
        for mode in modes:
            engine.reset()
            engine.partial_states = mode == "partial"
            if mode == "whole/32k":  # scaled to the last whole state of the session
                engine.checkpoints.budget_bytes = int(REAL_WHOLE_STATES_AT_32K * result.whole_bytes)
            for p in prompts[:steps]:
                check_cancel()
                engine.run(p, params)
            result.whole_bytes = lib.llama_state_get_size(ctx)
            if had_partial:
                result.partial_bytes = lib.llama_state_seq_get_size_ext(ctx, 0, lib.LLAMA_STATE_SEQ_FLAGS_PARTIAL_ONLY)
            evaluated, seconds = {}, {}
            for k in picked:
                check_cancel()
                r = engine.run(prompts[k - 1], params)
                evaluated[k] = r.timings.prompt_tokens_evaluated
                seconds[k] = r.timings.time_to_first_token_s
            nxt = engine.run(prompts[steps], params).timings.prompt_tokens_evaluated
            result.modes.append(RerunFigures(mode, evaluated, seconds, nxt, len(engine.checkpoints),
                                             engine.checkpoints.bytes_used))
    finally:
        engine.partial_states = had_partial
        engine.checkpoints.budget_bytes = budget
        engine.reset()
    return result


def prompt_eval(engine: Engine, prompt: list[int]) -> Measurement:
    """Evaluate ``prompt`` from an empty context, in the engine's batches."""
    engine.reset()
    t0 = time.perf_counter()
    for i in range(0, len(prompt), engine.n_batch):
        engine._decode(prompt[i:i + engine.n_batch])
    dt = time.perf_counter() - t0
    engine._live_valid = False
    return Measurement("prompt", len(prompt), dt)


def bench_extra_bufts(engine: Engine, *, repeats: int = 3, gen_tokens: int = 64, seed: int = 7,
                      log: Callable[[str], None] = lambda s: None,
                      cancel: threading.Event | None = None) -> BuftsResult | None:
    """The same file loaded a second time with extra buffer types the other way, both measured
    round by round. Never loads them "on" where the CPU probe said they crash (that would end
    this process); then only "off" is measured. None for a file with nothing to repack."""
    import dataclasses

    if not needs_probe(engine.info.tensor_types):
        return None
    text = engine.render_chat([BENCH_PROMPT_MESSAGES[0], {"role": "user", "content": SESSION_OBSERVATION * 8}])
    prompt = engine.tokenize(text)[: max(16, engine.n_ctx - gen_tokens - 8)]
    short = engine.tokenize(engine.render_chat(BENCH_PROMPT_MESSAGES))  # bare_loop decodes it in one batch
    engines = {"on" if engine.buffers.extra_bufts else "off": engine}
    other = None
    note = ""
    if engine.buffers.extra_bufts:
        log("loading the model a second time with CPU extra buffer types off ...")
        other = Engine.load(engine.info.path, dataclasses.replace(engine.options, extra_bufts="off",
                                                                 checkpoint_budget_mb=0))
        engines["off"] = other
    else:
        note = f"only off measured: {engine.buffers.note or 'they are off by ' + engine.buffers.source}"
    try:
        pp: dict[str, list[float]] = {k: [] for k in engines}
        tg: dict[str, list[float]] = {k: [] for k in engines}
        for r in range(repeats):
            if cancel is not None and cancel.is_set():
                raise OperationCancelled("the benchmark was cancelled")
            log(f"extra buffer types, round {r + 1}/{repeats}")
            for name, eng in engines.items():
                pp[name].append(prompt_eval(eng, prompt).tok_s)
                tg[name].append(bare_loop(eng, short, gen_tokens, seed + r).tok_s)
    finally:
        if other is not None:
            other.close()
    med = statistics.median
    return BuftsResult(prompt_tokens=len(prompt), gen_tokens=gen_tokens,
                       off_prompt_tok_s=med(pp["off"]), off_gen_tok_s=med(tg["off"]),
                       on_prompt_tok_s=med(pp["on"]) if "on" in pp else None,
                       on_gen_tok_s=med(tg["on"]) if "on" in tg else None, note=note)


def bench_load_options(lengths: tuple[int, ...], *, n_ctx: int | None = None, threads: int | None = None,
                       n_gpu_layers: int = -1, rerun_steps: tuple[int, ...] = ()) -> LoadOptions:
    """Load options for :func:`run_bench_on`: a context that holds the prompt and the longest run,
    and the longest re-run session (its steps are under 128 tokens each)."""
    prompt_needed = 256
    ctx = n_ctx or max(4096, max(lengths) + prompt_needed + 64, 128 * (max(rerun_steps, default=0) + 1) + 256)
    return LoadOptions(n_ctx=ctx, n_threads=threads, n_gpu_layers=n_gpu_layers)


def run_bench_on(engine: Engine, *, lengths: tuple[int, ...] = (128, 2048), repeats: int = 7,
                 session_steps: int = 10, naive: bool = True, extra_bufts: bool = True, seed: int = 7,
                 rerun_steps: tuple[int, ...] = (10, 50),
                 log: Callable[[str], None] = lambda s: None, cancel: threading.Event | None = None) -> BenchReport:
    """Benchmark the loaded ``engine`` (in the model process: the CLI's own process runs no native
    code). ``cancel`` stops between rounds with OperationCancelled."""
    def check_cancel() -> None:
        if cancel is not None and cancel.is_set():
            raise OperationCancelled("the benchmark was cancelled")

    prompt_text = engine.render_chat(BENCH_PROMPT_MESSAGES)
    prompt = engine.tokenize(prompt_text)
    llm = None
    try:
        if naive and not engine.buffers.extra_bufts and needs_probe(engine.info.tensor_types):
            # the Llama class always loads with extra buffer types: where they crash, it would too
            log("skipping create_completion: llama-cpp-python's Llama class cannot turn CPU extra buffer types off")
            naive = False
        if naive:
            log("loading the model a second time for llama-cpp-python's Llama class ...")
            from llama_cpp import Llama

            llm = Llama(str(engine.info.path), n_ctx=engine.n_ctx, n_threads=engine.options.n_threads,
                        n_gpu_layers=engine.options.n_gpu_layers,
                        kv_overrides=dict(engine.info.kv_overrides) or None, verbose=False)
        eog = engine.eog_tokens
        results: list[LengthResult] = []
        for n in lengths:
            bare_s: list[float] = []
            eng_s: list[float] = []
            naive_s: list[float] = []
            naive_tok: list[int] = []
            eng_ratio: list[float] = []
            naive_ratio: list[float] = []
            for r in range(repeats):
                check_cancel()
                log(f"{n} tokens, round {r + 1}/{repeats}")
                # bare, engine, bare: the engine is compared with the mean of the runs on either
                # side, which cancels the machine's drift during the round
                before = bare_loop(engine, prompt, n, seed + r).tok_s
                eng = engine_stream(engine, prompt, n, seed + r).tok_s
                # the naive peer is slow at length: one round is enough to show it
                nv = naive_stream(llm, prompt_text, n, seed + r, eog) if llm is not None and r == 0 else None
                after = bare_loop(engine, prompt, n, seed + r).tok_s
                ref = (before + after) / 2
                bare_s += [before, after]
                eng_s.append(eng)
                eng_ratio.append(eng / ref)
                if nv is not None:
                    naive_s.append(nv.tok_s)
                    naive_tok.append(nv.tokens)
                    naive_ratio.append(nv.tok_s / ref)
            results.append(LengthResult(
                length=n, bare=statistics.median(bare_s), engine=statistics.median(eng_s),
                naive=statistics.median(naive_s) if naive_s else None,
                naive_tokens=min(naive_tok) if naive_tok else None,
                engine_ratio=statistics.median(eng_ratio),
                naive_ratio=statistics.median(naive_ratio) if naive_ratio else None,
            ))
    finally:
        if llm is not None:
            llm.close()
    session = None
    if session_steps > 0:
        check_cancel()
        log(f"{session_steps}-step session with and without reuse")
        with_reuse, t_with = session_run(engine, session_steps, reuse=True)
        without, t_without = session_run(engine, session_steps, reuse=False)
        session = SessionResult(session_steps, sum(with_reuse), sum(without), t_with, t_without,
                                with_reuse, without)
    reruns = []
    for n in rerun_steps:
        check_cancel()
        log(f"re-running steps of a {n}-step session")
        rr = rerun_bench(engine, n, check_cancel=check_cancel)
        if rr is None:
            log(f"skipped the {n}-step session: it does not fit the {engine.n_ctx:,}-token context")
        else:
            reruns.append(rr)
    bufts = None
    if extra_bufts:
        check_cancel()
        bufts = bench_extra_bufts(engine, repeats=min(repeats, 5), seed=seed, log=log, cancel=cancel)
    return BenchReport(model=engine.info.path.name, quant=engine.info.quant_type,
                       threads=engine.options.n_threads or default_threads(), lengths=results, session=session,
                       extra_bufts=engine.buffers.label, bufts=bufts, reruns=reruns)
