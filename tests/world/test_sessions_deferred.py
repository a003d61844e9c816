"""A new session's file appears only with its first saved step (``defer=True``): a first step that
fails leaves nothing behind; one that succeeds leaves the header and the step, written at once."""

from __future__ import annotations

import json
import pickle
import threading
from pathlib import Path
from typing import Any, Iterator

import pytest

from playground.errors import DiskFullError
from playground.llama.events import EngineEvent
from playground.llama.sampling import GenerationParams
from playground.world.errors import SessionError, SessionPathError, StepNotSavedError
from playground.world.session import Step
from playground.world.simulate import run_step
from playground.world.store import (
    append_step,
    create_session,
    fork_session,
    list_sessions,
    load_session,
    new_session,
    open_session,
)
from tests.world.conftest import ScriptedEngine
from tests.world.helpers import make_session, make_step

PARAMS = GenerationParams(max_tokens=64, seed=1)
ANSWER = "<think>\nok\n</think>\n\n**Environment Observation:**\nroot@box:~# ls\nroot@box:~#"


class FailingEngine(ScriptedEngine):
    """An engine whose generation fails the way a real one does at the start (a prompt over the
    context) or part-way (a native abort ends the model process mid-stream)."""

    def __init__(self, at_start: bool) -> None:
        super().__init__([ANSWER])
        self.at_start = at_start

    def generate(self, prompt: Any, params: GenerationParams | None = None,
                 cancel: threading.Event | None = None) -> Iterator[EngineEvent]:
        if self.at_start:
            raise SessionError("the prompt (9,000 tokens) does not fit the context (4,096)")
        events = super().generate(prompt, params, cancel)

        def aborted() -> Iterator[EngineEvent]:
            yield next(events)
            raise RuntimeError("llama.cpp aborted")

        return aborted()


def files(directory: Path) -> list[str]:
    return sorted(p.name for p in directory.iterdir())


@pytest.mark.parametrize("at_start", [True, False])
def test_a_failing_first_step_leaves_no_file(tmp_path: Path, at_start: bool) -> None:
    s = create_session(tmp_path, "terminal", defer=True)
    assert s.path is not None and not s.on_disk and not s.path.exists()
    with pytest.raises((SessionError, RuntimeError)):
        for _ in run_step(FailingEngine(at_start), s, '[{"keystrokes": "ls\\n"}]', PARAMS):
            pass
    assert files(tmp_path) == []  # no header-only session, no temp file
    assert list_sessions(tmp_path) == []


def test_a_cancelled_first_step_leaves_no_file(tmp_path: Path) -> None:
    s = create_session(tmp_path, "terminal", defer=True)
    eng = ScriptedEngine([ANSWER], cancel_after=3)
    list(run_step(eng, s, '[{"keystrokes": "ls\\n"}]', PARAMS, threading.Event()))
    assert files(tmp_path) == []


def test_a_saved_first_step_writes_header_and_step(tmp_path: Path) -> None:
    s = create_session(tmp_path, "terminal", defer=True, title="t")
    out = list(run_step(ScriptedEngine([ANSWER]), s, '[{"keystrokes": "ls\\n"}]', PARAMS))
    assert isinstance(out[-1], Step) and s.on_disk
    assert s.path is not None
    raw = s.path.read_bytes().splitlines(keepends=True)
    assert [json.loads(line)["type"] for line in raw] == ["header", "step"] and raw[-1].endswith(b"\n")
    loaded = load_session(s.path)
    assert loaded.header == s.header and [st.to_dict() for st in loaded.steps] == [st.to_dict() for st in s.steps]
    # later steps are plain appends again
    append_step(s, make_step(s, 2))
    assert len(load_session(s.path).steps) == 2
    assert files(tmp_path) == [s.path.name]


def test_the_first_step_is_written_with_an_atomic_durable_file(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    import playground.world.store as store

    calls: list[tuple[str, int]] = []
    real = store.write_atomic

    def spy(path: Path, lines: list[bytes], **kw: Any) -> None:
        calls.append((path.name, len(lines)))
        real(path, lines, **kw)

    monkeypatch.setattr(store, "write_atomic", spy)
    s = create_session(tmp_path, "custom", system_prompt="toy", defer=True)
    assert calls == []  # nothing written at creation
    append_step(s, make_step(s, 1))
    assert s.path is not None and calls == [(s.path.name, 2)]  # header + step: one temp file, fsync, rename


def test_a_first_step_that_cannot_be_written_is_handed_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import playground.world.store as store

    def full(path: Path, lines: list[bytes], **kw: Any) -> None:
        raise DiskFullError(f"the disk is full: cannot write {path}")

    s = create_session(tmp_path, "custom", system_prompt="toy", defer=True)
    step = make_step(s, 1)
    monkeypatch.setattr(store, "write_atomic", full)
    with pytest.raises(StepNotSavedError, match="step 1 was not saved: the disk is full") as info:
        append_step(s, step)
    assert info.value.step is step and s.steps == [] and not s.on_disk
    assert files(tmp_path) == []
    monkeypatch.undo()
    append_step(s, step)  # offered again once there is room
    assert s.path is not None and len(load_session(s.path).steps) == 1


def test_a_name_taken_before_the_first_step_is_not_overwritten(tmp_path: Path) -> None:
    s = create_session(tmp_path, "custom", system_prompt="toy", defer=True)
    assert s.path is not None
    s.path.write_text("someone else's file\n")
    with pytest.raises(StepNotSavedError, match="already exists"):
        append_step(s, make_step(s, 1))
    assert s.path.read_text() == "someone else's file\n"


def test_a_deferred_session_refuses_a_name_in_use_at_once(tmp_path: Path) -> None:
    (tmp_path / "mine.jsonl").write_text("x\n")
    s = create_session(tmp_path, "custom", system_prompt="toy", name="mine", defer=True)
    assert s.path is not None and s.path.name == "mine-2.jsonl"  # made unique like any new session
    with pytest.raises(SessionPathError, match="already exists"):
        new_session(tmp_path / "mine.jsonl", s.header, defer=True)
    with pytest.raises(SessionPathError, match="does not exist"):
        new_session(tmp_path / "gone" / "a.jsonl", s.header, defer=True)


def test_eager_creation_still_writes_the_header(tmp_path: Path) -> None:
    # an empty session asked for on purpose (a served POST /v1/sessions, a fork at 0) is still a file
    s = create_session(tmp_path, "terminal")
    assert s.on_disk and s.path is not None and load_session(s.path).steps == []


def test_a_deferred_fork_writes_its_copied_steps_with_its_first_step(tmp_path: Path) -> None:
    src = make_session(tmp_path, steps=3)
    fork = fork_session(src, 2, tmp_path, name="f", defer=True)
    assert fork.path is not None and not fork.path.exists() and [st.index for st in fork.steps] == [1, 2]
    append_step(fork, make_step(fork, 3, observation="new"))
    loaded = load_session(fork.path)
    assert [st.observation for st in loaded.steps] == ["observation 1", "observation 2", "new"]
    assert loaded.header.parent is not None and loaded.header.parent.step == 2


def test_open_session_hands_a_deferred_session_across_a_process(tmp_path: Path) -> None:
    # the model process gets its session from the parent: a path (loaded there) or, for a session
    # whose file is not written yet, the Session itself (pickled over the pipe)
    s = create_session(tmp_path, "custom", system_prompt="toy", defer=True)
    there = pickle.loads(pickle.dumps(s))
    opened = open_session(there)
    assert opened is there and not opened.on_disk
    append_step(opened, make_step(opened, 1))
    assert s.path is not None
    # the parent's copy is stale now: opening it reads the file, the truth
    again = open_session(s)
    assert again.on_disk and [st.index for st in again.steps] == [1]
    assert open_session(s.path).steps == again.steps
    with pytest.raises(SessionError, match="not saved to a file"):
        open_session(type(s)(path=None, header=s.header, on_disk=False))
