"""Forking by the step index recorded in the file (a step skipped as corrupt cannot be forked at), and a
header of a newer format named as such."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from playground.cli import main
from playground.world.errors import SessionStepError, SessionVersionError
from playground.world.session import SCHEMA, SCHEMA_VERSION
from playground.world.store import fork_session, load_session
from tests.world.helpers import make_session


def corrupt_step(path: Path, index: int, garbage: bytes = b'{"type": "step", "index": 2, "act\n') -> None:
    lines = path.read_bytes().splitlines(keepends=True)
    lines[index] = garbage  # line 1 is the header: step k is line k + 1
    path.write_bytes(b"".join(lines))


def test_fork_at_a_corrupt_step_is_refused_in_one_line(tmp_path: Path) -> None:
    s = make_session(tmp_path, steps=4)
    assert s.path is not None
    corrupt_step(s.path, 2)
    loaded = load_session(s.path)
    assert [st.index for st in loaded.steps] == [1, 3, 4]
    with pytest.raises(SessionStepError) as info:
        fork_session(loaded, 2, tmp_path)
    message = str(info.value)
    assert "\n" not in message
    assert "step 2" in message and "skipped as corrupt" in message and "line 3" in message
    assert "fork at step 1 or step 3" in message
    assert sorted(p.name for p in tmp_path.iterdir()) == [s.path.name]  # nothing written


def test_fork_follows_the_recorded_step_index(tmp_path: Path) -> None:
    s = make_session(tmp_path, steps=4)
    assert s.path is not None
    corrupt_step(s.path, 2)
    loaded = load_session(s.path)
    fork = fork_session(loaded, 3, tmp_path, name="after3")
    assert fork.header.parent is not None and fork.header.parent.step == 3
    assert [(st.index, st.parent_step) for st in fork.steps] == [(1, 1), (2, 3)]
    assert [st.observation for st in load_session(fork.path).steps] == ["observation 1", "observation 3"]  # type: ignore[arg-type]
    one = fork_session(loaded, 1, tmp_path, name="after1")
    assert one.header.parent is not None and one.header.parent.step == 1 and len(one.steps) == 1


def test_fork_at_a_missing_step_without_a_corrupt_line(tmp_path: Path) -> None:
    # a gap with nothing skipped (a hand edit dropped the line): the file has no such step
    s = make_session(tmp_path, steps=3)
    assert s.path is not None
    lines = s.path.read_bytes().splitlines(keepends=True)
    s.path.write_bytes(b"".join(lines[:2] + lines[3:]))
    with pytest.raises(SessionStepError, match=r"the file has no step 2; fork at step 1 or step 3$"):
        fork_session(load_session(s.path), 2, tmp_path)


def test_fork_before_the_first_recorded_step(tmp_path: Path) -> None:
    s = make_session(tmp_path, steps=3)
    assert s.path is not None
    corrupt_step(s.path, 1, b"\xff\xfe not utf-8\n")
    with pytest.raises(SessionStepError, match=r"line 2\); fork at step 0 \(the setup\) or step 2$"):
        fork_session(load_session(s.path), 1, tmp_path)


def test_sessions_fork_cli_refuses_a_corrupt_step(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    s = make_session(tmp_path, steps=3)
    assert s.path is not None
    corrupt_step(s.path, 2)
    rc = main(["sessions", "--sessions-dir", str(tmp_path), "fork", str(s.path), "2"])
    err = capsys.readouterr().err
    assert rc != 0 and "skipped as corrupt" in err and len(err.strip().splitlines()) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == [s.path.name]


def header(**fields: object) -> bytes:
    base: dict[str, object] = {"type": "header", "schema": SCHEMA, "version": SCHEMA_VERSION, "domain": "terminal",
                               "system_prompt": "", "created": "t"}
    base.update(fields)
    return (json.dumps({k: v for k, v in base.items() if v is not None}) + "\n").encode()


@pytest.mark.parametrize(("fields", "newer"), [
    ({"version": SCHEMA_VERSION + 1}, SCHEMA_VERSION + 1),
    ({"schema": f"{SCHEMA}/{SCHEMA_VERSION + 1}"}, SCHEMA_VERSION + 1),
    ({"schema": f"{SCHEMA}.v{SCHEMA_VERSION + 2}", "version": None}, SCHEMA_VERSION + 2),
    ({"schema": SCHEMA_VERSION + 1, "version": None}, SCHEMA_VERSION + 1),
    ({"schema": f"{SCHEMA}@{SCHEMA_VERSION + 3}", "version": SCHEMA_VERSION + 3, "domain": {"new": "shape"}},
     SCHEMA_VERSION + 3),
])
def test_a_newer_format_says_upgrade(tmp_path: Path, fields: dict[str, object], newer: int) -> None:
    p = tmp_path / "future.jsonl"
    p.write_bytes(header(**fields) + b'{"type": "step", "index": 1}\n')
    with pytest.raises(SessionVersionError) as info:
        load_session(p)
    assert str(info.value) == (f"future.jsonl was written by a newer version of agentworld-play (schema {newer}, "
                               f"this version reads up to {SCHEMA_VERSION}); upgrade")


@pytest.mark.parametrize("fields", [
    {"schema": "some-other-tool"},
    {"schema": f"{SCHEMA}/{SCHEMA_VERSION}"},  # not newer: not one of ours either
    {"type": "step", "schema": SCHEMA_VERSION + 1},
])
def test_other_headers_are_still_not_sessions(tmp_path: Path, fields: dict[str, object]) -> None:
    p = tmp_path / "other.jsonl"
    p.write_bytes(header(**fields))
    with pytest.raises(Exception, match="no session header on line 1"):
        load_session(p)


def test_check_and_list_name_the_newer_format(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    p = tmp_path / "future.jsonl"
    p.write_bytes(header(version=SCHEMA_VERSION + 1))
    rc = main(["check", str(p)])
    assert rc == 2 and "newer version of agentworld-play" in capsys.readouterr().err
    rc = main(["sessions", "list", str(tmp_path)])
    out = capsys.readouterr().out
    assert rc == 0 and "newer version of agentworld-play" in out and "upgrade" in out
