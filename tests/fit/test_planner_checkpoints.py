"""The fit planner counts the engine's saved states in host memory."""

from __future__ import annotations

from pathlib import Path

from playground.fit.planner import GiB, MiB, checkpoint_use, plan_for_file


def test_recurrent_only_states_are_the_recurrent_state_and_do_not_grow_with_the_context(tiny_model: Path) -> None:
    short = plan_for_file(tiny_model, 4096, detect_gpu=False, ram_bytes=64 * GiB)
    long = plan_for_file(tiny_model, 32768, detect_gpu=False, ram_bytes=64 * GiB)
    assert short.checkpoint_each_bytes == long.checkpoint_each_bytes
    assert short.checkpoint_each_bytes == short.cpu.recurrent_state  # one sequence's recurrent state
    assert long.cpu.checkpoints == 256 * long.checkpoint_each_bytes and long.checkpoint_states == 256
    assert long.cpu.total - long.cpu.checkpoints == plan_for_file(
        tiny_model, 32768, detect_gpu=False, ram_bytes=64 * GiB, checkpoint_budget_bytes=0).cpu.total


def test_the_budget_caps_what_states_can_take() -> None:
    each = 63 * MiB  # the real model's recurrent-only state
    assert checkpoint_use(2048 * MiB, each, 65536) == 2048 * MiB  # 512 boundaries would not fit: the budget
    assert checkpoint_use(2048 * MiB, each, 1024) == 8 * each
    assert checkpoint_use(0, each, 65536) == 0
