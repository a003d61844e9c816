"""Generation speed through the headless app vs the engine alone, in one process.

Both run the same step (same session shape, prompt, sampling and seed, so the
same tokens) on the same loaded engine, alternating; the context is reset
before every run so prompt evaluation is identical. The app run goes through
everything a user's step does: key binding, step worker, batched messages,
streaming widgets, meters. The figure compared is the engine's own measured
generation rate, which the UI thread slows down if it competes for the GIL.
"""

from __future__ import annotations

import asyncio
import statistics
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from playground.engine import Engine, LoadOptions
from playground.sampling import GenerationParams
from playground.settings import Settings
from playground.world.domains import get_domain
from playground.world.simulate import run_step
from playground.world.session import Step
from playground.world.store import create_session


@dataclass
class UiBenchReport:
    model: str
    tokens: list[int] = field(default_factory=list)
    engine_tok_s: list[float] = field(default_factory=list)
    app_tok_s: list[float] = field(default_factory=list)
    seed: int = 0

    @property
    def ratio(self) -> float:
        return statistics.median(a / e for a, e in zip(self.app_tok_s, self.engine_tok_s))

    def format(self) -> str:
        return "\n".join([
            f"model {self.model}, seed {self.seed}, {statistics.median(self.tokens):.0f} generated tokens per step",
            f"engine alone (world core, no UI)  {statistics.median(self.engine_tok_s):8.1f} tok/s",
            f"through the headless app          {statistics.median(self.app_tok_s):8.1f} tok/s",
            f"app / engine (median of rounds)   {self.ratio:8.3f}",
        ])


def _params(seed: int, max_tokens: int) -> GenerationParams:
    return GenerationParams(seed=seed, max_tokens=max_tokens, reasoning_budget=None)


def _engine_step(engine: Engine, directory: Path, seed: int, max_tokens: int) -> Step:
    engine.reset()
    session = create_session(directory, "terminal")
    step = None
    for out in run_step(engine, session, get_domain("terminal").action_template, _params(seed, max_tokens)):
        if isinstance(out, Step):
            step = out
    assert step is not None, "the step did not finish"
    return step


async def _app_step(engine: Engine, directory: Path, seed: int, max_tokens: int) -> Step:
    from playground.tui.app import PlaygroundApp

    engine.reset()
    settings = Settings(seed=seed, max_tokens=max_tokens, reasoning_budget=0, n_ctx=engine.n_ctx)
    app = PlaygroundApp(settings=settings, settings_path=directory / "config.toml", sessions_dir=directory,
                        engine=engine)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        app.simulate_key("ctrl+s")
        deadline = time.monotonic() + 600
        # asyncio.sleep, not pilot.pause: the pilot's wait-for-idle polling would itself keep
        # the UI thread busy and steal CPU from the decode threads
        while screen.session is None or not screen.session.steps or screen._stepping:
            if time.monotonic() > deadline:
                raise TimeoutError("the app's step did not finish in 10 minutes")
            await asyncio.sleep(0.1)
        step = screen.session.steps[-1]
        app.engine = None  # the caller owns the engine: the app must not close it on exit
    return step


def run_ui_bench(model: str | Path, *, rounds: int = 5, max_tokens: int = 2048, n_ctx: int = 8192,
                 threads: int | None = None, seeds: range = range(1, 9),
                 log: Callable[[str], None] = lambda s: None) -> UiBenchReport:
    from playground.tui.app import ui_engine_threads

    # the threads the app would use, for both contenders: only the UI's own cost is compared
    engine = Engine.load(model, LoadOptions(n_ctx=n_ctx, n_threads=threads or ui_engine_threads()))
    try:
        with tempfile.TemporaryDirectory(prefix="agentworld-ui-bench-") as tmp:
            directory = Path(tmp)
            # the tiny test model stops at random: pick the seed that generates the longest step
            log("choosing a seed")
            lengths = {s: _engine_step(engine, directory, s, max_tokens).step_timings.generated_tokens
                       for s in seeds}
            seed = max(lengths, key=lambda s: (lengths[s], -s))
            report = UiBenchReport(model=engine.info.path.name, seed=seed)
            for r in range(rounds):
                log(f"round {r + 1}/{rounds}")
                e = _engine_step(engine, directory, seed, max_tokens).step_timings
                a = asyncio.run(_app_step(engine, directory, seed, max_tokens)).step_timings
                assert e is not None and a is not None
                if a.generated_tokens != e.generated_tokens:
                    raise RuntimeError("the app and the engine generated different tokens for the same seed")
                report.tokens.append(e.generated_tokens)
                report.engine_tok_s.append(e.generation_tok_s)
                report.app_tok_s.append(a.generation_tok_s)
            return report
    finally:
        engine.close()
