"""AgentWorldBench rows for the bulk-prediction tests and benchmark: one terminal trajectory."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

SYS = "You simulate a Linux terminal. Answer after **Environment Observation:** with the screen."


def terminal_rows(turns: int, trajectory_id: int = 777) -> list[dict[str, Any]]:
    prompts = [f"### Turn {i}\n**Action:**\n```json\n[{{\"keystrokes\": \"echo {i}\\n\", \"duration\": 0.1}}]\n```"
               for i in range(1, turns + 1)]
    responses = [f"**Environment Observation:**\nroot@box:~# echo {i}\n{i}\nroot@box:~#" for i in range(1, turns + 1)]
    return [{"task": "terminal", "id": trajectory_id, "prompt": prompts, "response": responses,
             "current_prompt": prompts[t - 1], "system_str": SYS, "turn_idx": t, "total_turns": turns}
            for t in range(1, turns + 1)]


def write_bench(path: Path, turns: int) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in terminal_rows(turns)), encoding="utf-8")
    return path


if __name__ == "__main__":  # python -m tests.endpoints.benchrows OUT.jsonl TURNS (for BENCHMARKS.md)
    import sys

    print(write_bench(Path(sys.argv[1]), int(sys.argv[2])))
