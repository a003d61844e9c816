"""Copy the snapshot tests' SVGs that the README shows into docs/screenshots/.

The pictures are the snapshot baselines themselves, so they change only when a snapshot is
deliberately updated. Refresh them with::

    pytest tests/tui/test_snapshots.py --snapshot-update   # after a deliberate change; review the SVGs
    python -m tests.tui.screenshots
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SNAPSHOTS = ROOT / "tests" / "tui" / "__snapshots__" / "test_snapshots"
TARGET = ROOT / "docs" / "screenshots"

# README picture -> the snapshot it copies
PICTURES = {
    "play.svg": "test_play_finished_with_a_warning[120x40].svg",
    "play-streaming.svg": "test_play_streaming[120x40].svg",
    "first-run.svg": "test_first_run[120x40].svg",
    "models.svg": "test_models[120x40].svg",
    "compare.svg": "test_compare[120x40].svg",
    "sessions.svg": "test_sessions[120x40].svg",
}


def copy_screenshots(target: Path = TARGET) -> list[Path]:
    missing = [src for src in PICTURES.values() if not (SNAPSHOTS / src).is_file()]
    if missing:
        raise FileNotFoundError(f"snapshots not found (run the snapshot tests first): {', '.join(missing)}")
    target.mkdir(parents=True, exist_ok=True)
    return [Path(shutil.copyfile(SNAPSHOTS / src, target / name)) for name, src in PICTURES.items()]


def main() -> int:
    try:
        for path in copy_screenshots():
            print(path.relative_to(ROOT))
    except FileNotFoundError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
