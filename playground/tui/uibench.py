"""Generation speed through the headless app vs the engine alone.

Both run the same step (same session shape, prompt, sampling and seed, so the
same tokens, a fixed number of them), alternating round by round, with the
same CPU threads. The engine-alone run drives the world core in this process.
The app run goes through everything a user's step does: the app loads the
model (in its model process, with the fit plan), then the key binding, the
step worker, the batched updates, the streaming widgets and the meters. The
figure compared is the engine's own measured generation rate.
"""

from __future__ import annotations

import asyncio
import statistics
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from playground.decoherence import Thresholds, step_tools
from playground.llama.engine import Engine, LoadOptions
from playground.llama.sampling import GenerationParams
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
    threads: int = 0

    @property
    def ratio(self) -> float:
        return statistics.median(self.ratios)

    def format(self) -> str:
        return "\n".join([
            f"model {self.model}, seed {self.seed}, {statistics.median(self.tokens):.0f} generated tokens per step, "
            f"{self.threads} CPU thread(s)",
            f"engine alone (world core, no UI)  {statistics.median(self.engine_tok_s):8.1f} tok/s",
            f"through the headless app          {statistics.median(self.app_tok_s):8.1f} tok/s",
            f"app / engine (median of rounds)   {self.ratio:8.3f}",
            f"  per round: {' '.join(f'{r:.2f}' for r in sorted(self.ratios))}",
        ])

    @property
    def ratios(self) -> list[float]:
        return [a / e for a, e in zip(self.app_tok_s, self.engine_tok_s)]


def _params(seed: int, max_tokens: int) -> GenerationParams:
    # ignore_eos: both contenders generate exactly max_tokens (the test model stops at random)
    return GenerationParams(seed=seed, max_tokens=max_tokens, reasoning_budget=None, ignore_eos=True)


def _engine_step(engine: Engine, directory: Path, seed: int, max_tokens: int) -> Step:
    engine.reset()
    session = create_session(directory, "terminal")
    step = None
    # the same checks the model process runs for the app (decoherence with default thresholds)
    tools = step_tools(Thresholds())
    for out in run_step(engine, session, get_domain("terminal").action_template, _params(seed, max_tokens),
                        tools=tools):
        if isinstance(out, Step):
            step = out
    assert step is not None, "the step did not finish"
    return step


async def _app_step(model: Path, directory: Path, seed: int, max_tokens: int, n_ctx: int) -> Step:
    """One step through the app as a user runs it: the app loads the model (in its model process)."""
    from playground.tui.app import PlaygroundApp

    settings = Settings(seed=seed, max_tokens=max_tokens, reasoning_budget=0, n_ctx=n_ctx)
    app = PlaygroundApp(settings=settings, settings_path=directory / "config.toml", sessions_dir=directory,
                        model_path=model, generation_overrides={"ignore_eos": True})
    async with app.run_test(size=(120, 40)) as pilot:
        from playground.tui.screens.play import PlayScreen

        screen = app.screen
        assert isinstance(screen, PlayScreen)
        deadline = time.monotonic() + 600
        while app.engine is None:
            if time.monotonic() > deadline:
                raise TimeoutError("the app did not load the model in 10 minutes")
            if app.busy != "model load" and app.engine is None and time.monotonic() > deadline - 590:
                problems = [n.message for n in app._notifications if n.severity == "error"]
                if problems:
                    raise RuntimeError(f"the app could not load the model: {problems[-1]}")
            await asyncio.sleep(0.1)
        # let start-up (styles, first render, the first meter sample) finish, as it has by the
        # time a user types an action
        await pilot.pause(0.5)
        app.simulate_key("ctrl+s")
        # asyncio.sleep, not pilot.pause: the pilot's wait-for-idle polling would itself keep
        # the UI thread busy
        while screen.session is None or not screen.session.steps or screen._stepping:
            if time.monotonic() > deadline:
                raise TimeoutError("the app's step did not finish in 10 minutes")
            await asyncio.sleep(0.1)
        step: Step = screen.session.steps[-1]
    return step


def run_ui_bench(model: str | Path, *, rounds: int = 5, max_tokens: int = 2048, n_ctx: int = 8192,
                 seed: int = 7, log: Callable[[str], None] = lambda s: None) -> UiBenchReport:
    from playground.tui.app import ui_engine_threads

    # the threads the app uses, for both contenders: only the UI's own cost is compared
    engine = Engine.load(model, LoadOptions(n_ctx=n_ctx, n_threads=ui_engine_threads()))
    try:
        with tempfile.TemporaryDirectory(prefix="agentworld-ui-bench-") as tmp:
            directory = Path(tmp)
            report = UiBenchReport(model=engine.info.path.name, seed=seed, threads=ui_engine_threads())
            for r in range(rounds):
                log(f"round {r + 1}/{rounds}")
                e = _engine_step(engine, directory, seed, max_tokens).step_timings
                a = asyncio.run(_app_step(Path(model), directory, seed, max_tokens, n_ctx)).step_timings
                assert e is not None and a is not None
                if a.generated_tokens != e.generated_tokens:
                    raise RuntimeError("the app and the engine generated different tokens for the same seed")
                report.tokens.append(e.generated_tokens)
                report.engine_tok_s.append(e.generation_tok_s)
                report.app_tok_s.append(a.generation_tok_s)
            return report
    finally:
        engine.close()
