"""write_atomic: the file is replaced completely or not at all."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest

from playground.base.atomicfile import write_atomic
from playground.errors import DiskFullError


def test_replaces_the_file(tmp_path: Path) -> None:
    target = tmp_path / "f.json"
    target.write_text("old")
    write_atomic(target, [b"new ", b"content"], suffix=".json")
    assert target.read_text() == "new content"
    assert [p.name for p in tmp_path.iterdir()] == ["f.json"]


def test_a_failed_write_keeps_the_old_file_and_leaves_no_temp(tmp_path: Path) -> None:
    target = tmp_path / "f.json"
    target.write_text("old")

    def chunks() -> Iterator[bytes]:
        yield b"half"
        raise OSError(28, "No space left on device")

    with pytest.raises(DiskFullError, match=r"not enough space on .* for f\.json: it needs 4 B, .* \(No space left"):
        write_atomic(target, chunks(), suffix=".json")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["f.json"]
