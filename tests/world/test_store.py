"""Session files: append-only safety, bad input reported and skipped, fork, list, replay, paths."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from playground.world.errors import (
    SessionError,
    SessionFormatError,
    SessionNotFoundError,
    SessionPathError,
    SessionStepError,
    SessionVersionError,
)
from playground.world.paths import ENV_SESSIONS_DIR, example_paths, find_session, safe_name, sessions_dir
from playground.world.session import SCHEMA_VERSION, Step
from playground.world.store import (
    append_step,
    create_session,
    fork_session,
    import_session_file,
    list_sessions,
    load_session,
    replay,
)
from tests.world.helpers import MODEL, make_session, make_step


def lines(path: Path) -> list[bytes]:
    return path.read_bytes().splitlines(keepends=True)


def test_new_session_header(tmp_path: Path) -> None:
    s = create_session(tmp_path, "terminal", model=MODEL, params={"temperature": 0.6}, seed=7, title="t")
    assert s.path is not None and s.path.parent == tmp_path and s.path.suffix == ".jsonl"
    head = json.loads(lines(s.path)[0])
    assert head["type"] == "header" and head["version"] == SCHEMA_VERSION and head["schema"]
    assert head["domain"] == "terminal" and head["system_prompt"] == s.domain.system_prompt
    assert head["model"] == {"file": "m-Q8_0.gguf", "identity": "cd" * 32, "quant": "Q8_0"}
    assert head["params"] == {"temperature": 0.6} and head["seed"] == 7 and head["example"] is False
    assert head["initial_state"] == s.domain.initial_state and head["created"]
    loaded = load_session(s.path)
    assert loaded.header == s.header and loaded.steps == [] and loaded.notes == []


def test_append_writes_one_line_per_step_and_loads_back(tmp_path: Path) -> None:
    s = make_session(tmp_path, steps=3)
    assert s.path is not None
    assert len(lines(s.path)) == 4 and all(line.endswith(b"\n") for line in lines(s.path))
    loaded = load_session(s.path)
    assert [st.to_dict() for st in loaded.steps] == [st.to_dict() for st in s.steps]
    assert loaded.steps[1].model == MODEL and loaded.steps[1].step_timings.prompt_tokens == 20  # type: ignore[union-attr]


def test_append_is_durable_before_returning(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    s = make_session(tmp_path, steps=0)
    synced: list[int] = []
    real = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(fd), real(fd))[1])
    append_step(s, make_step(s, 1))
    assert synced, "append must fsync"


def test_append_needs_the_next_index(tmp_path: Path) -> None:
    s = make_session(tmp_path, steps=1)
    step = make_step(s, 2)
    step.index = 5
    before = s.path.read_bytes()  # type: ignore[union-attr]
    with pytest.raises(SessionStepError, match="cannot follow step 1"):
        append_step(s, step)
    assert s.path.read_bytes() == before  # type: ignore[union-attr]


def test_torn_last_line_is_reported_and_the_next_append_does_not_merge(tmp_path: Path) -> None:
    s = make_session(tmp_path, steps=2)
    path = s.path
    assert path is not None
    full = make_step(s, 3).to_dict()
    with path.open("ab") as f:
        f.write(json.dumps(full).encode()[:57])  # a crash in the middle of writing step 3
    loaded = load_session(path)
    assert [st.index for st in loaded.steps] == [1, 2]
    assert [n.kind for n in loaded.notes] == ["truncated"]
    assert loaded.notes[0].line == 4 and "incomplete" in loaded.notes[0].message
    assert loaded.notes[0].to_warning().kind == "session"
    # Continuing the session keeps the torn bytes on their own line and saves the new step whole.
    append_step(loaded, make_step(loaded, 3))
    again = load_session(path)
    assert [st.index for st in again.steps] == [1, 2, 3]
    assert [n.kind for n in again.notes] == ["corrupt"]


def test_corrupt_line_in_the_middle_is_skipped(tmp_path: Path) -> None:
    s = make_session(tmp_path, steps=3)
    path = s.path
    assert path is not None
    ls = lines(path)
    ls.insert(2, b'{"type": "step", "index": 9, broken\n')
    path.write_bytes(b"".join(ls))
    loaded = load_session(path)
    assert [st.index for st in loaded.steps] == [1, 2, 3]
    assert [(n.line, n.kind) for n in loaded.notes] == [(3, "corrupt")]


@pytest.mark.parametrize(("line", "kind", "match"), [
    (b'{"type": "step", "action": "a", "message": "m"}', "invalid_step", "missing field 'index'"),
    (b'{"type": "step", "index": 2, "action": 5, "message": "m"}', "invalid_step", "'action' must be a string"),
    (b'{"type": "step", "index": true, "action": "a", "message": "m"}', "invalid_step", "'index' must be"),
    (b'{"type": "step", "index": 2, "action": "a", "message": "m", "seed": -1}', "invalid_step",
     "field 'seed' must be an integer in"),
    (b'{"type": "step", "index": 2, "action": "a", "message": "m", "model": {"file": 3}}', "invalid_step",
     "field 'model.file' must be a string"),
    (b'{"type": "note"}', "invalid_step", "not a step record"),
    (b'[1, 2, 3]', "invalid_step", "not a step record"),
    (b'{"type": "step", "index": 2, "action": "caf\xe9", "message": "m"}', "not_utf8", "byte 0xe9"),
    (b"[" * 50000, "corrupt", "nested too deeply|not valid JSON"),
])
def test_bad_step_lines_are_reported(tmp_path: Path, line: bytes, kind: str, match: str) -> None:
    s = make_session(tmp_path, steps=1)
    path = s.path
    assert path is not None
    with path.open("ab") as f:
        f.write(line + b"\n")
    loaded = load_session(path)
    assert [st.index for st in loaded.steps] == [1]
    assert len(loaded.notes) == 1 and loaded.notes[0].kind == kind
    import re
    assert re.search(match, loaded.notes[0].message), loaded.notes[0].message


def test_huge_line_is_skipped_without_reading_it_whole(tmp_path: Path) -> None:
    s = make_session(tmp_path, steps=1)
    path = s.path
    assert path is not None
    with path.open("ab") as f:
        f.write(b'{"type": "step", "index": 2, "action": "' + b"x" * 5000 + b'"}\n')
    append_step(s, make_step(s, 2))
    loaded = load_session(path, max_line_bytes=4096)
    assert [st.index for st in loaded.steps] == [1, 2]
    assert [n.kind for n in loaded.notes] == ["too_long"]


def test_duplicate_or_out_of_order_steps_are_kept_renumbered(tmp_path: Path) -> None:
    s = make_session(tmp_path, steps=3)
    path = s.path
    assert path is not None
    ls = lines(path)
    path.write_bytes(b"".join(ls + [ls[2]]))  # step 2 appears again at the end
    loaded = load_session(path)
    assert [st.index for st in loaded.steps] == [1, 2, 3, 4]
    assert loaded.steps[3].observation == "observation 2"
    assert [(n.line, n.kind) for n in loaded.notes] == [(5, "renumbered")]
    assert "kept as step 4" in loaded.notes[0].message


def test_gap_in_indexes_is_noted(tmp_path: Path) -> None:
    s = make_session(tmp_path, steps=3)
    path = s.path
    assert path is not None
    ls = lines(path)
    del ls[2]  # step 2 gone
    path.write_bytes(b"".join(ls))
    loaded = load_session(path)
    assert [st.index for st in loaded.steps] == [1, 3]
    assert [n.kind for n in loaded.notes] == ["index_gap"]
    assert loaded.next_index == 4


@pytest.mark.parametrize(("content", "error", "match"), [
    (b"", SessionFormatError, "is empty"),
    (b"\n\n", SessionFormatError, "is empty"),
    (b"hello world\n", SessionFormatError, "not a JSON header"),
    (b'{"type": "step", "index": 1}\n', SessionFormatError, "not an agentworld-play session"),
    (b'{"type": "header", "schema": "agentworld-play.session", "version": 99, "domain": "x", '
     b'"system_prompt": "", "created": "t"}\n', SessionVersionError,
     r"written by a newer version of agentworld-play \(schema 99, this version reads up to 1\); upgrade$"),
    (b'{"type": "header", "schema": "agentworld-play.session", "version": 0}\n', SessionVersionError, "unknown"),
    (b'{"type": "header", "schema": "agentworld-play.session", "version": "1"}\n', SessionFormatError,
     "no format version"),
    (b'{"type": "header", "schema": "agentworld-play.session", "version": 1, "domain": "terminal", '
     b'"created": "t"}\n', SessionFormatError, "missing field 'system_prompt'"),
    (b'{"type": "header", "schema": "agentworld-play.session", "version": 1, "domain": "terminal", '
     b'"system_prompt": 3, "created": "t"}\n', SessionFormatError, "'system_prompt' must be a string"),
    (b"\xff\xfe\x00garbage\n", SessionFormatError, "not UTF-8 text"),
    (b"GGUF\x03\x00\x00\x00" + b"\x00" * 64, SessionFormatError, "not UTF-8|not a JSON header"),
])
def test_bad_headers_give_clear_errors(tmp_path: Path, content: bytes, error: type, match: str) -> None:
    p = tmp_path / "bad.jsonl"
    p.write_bytes(content)
    with pytest.raises(error, match=match) as info:
        load_session(p)
    assert "\n" not in str(info.value)


def test_header_line_too_long(tmp_path: Path) -> None:
    p = tmp_path / "big.jsonl"
    p.write_bytes(b"x" * 10000)
    with pytest.raises(SessionFormatError, match="longer than"):
        load_session(p, max_line_bytes=1000)


def test_missing_paths(tmp_path: Path) -> None:
    with pytest.raises(SessionNotFoundError, match="no session file"):
        load_session(tmp_path / "nope.jsonl")
    with pytest.raises(SessionNotFoundError, match="is not a file"):
        load_session(tmp_path)


def test_unknown_domain_loads_as_custom_with_a_note(tmp_path: Path) -> None:
    p = tmp_path / "x.jsonl"
    p.write_text(json.dumps({"type": "header", "schema": "agentworld-play.session", "version": 1,
                             "domain": "spaceship", "system_prompt": "s", "created": "t"}) + "\n")
    s = load_session(p)
    assert s.domain.id == "custom" and s.notes[0].kind == "unknown_domain"


def test_loading_never_executes_anything(tmp_path: Path) -> None:
    """Only JSON is read: a payload that would run under pickle/yaml/eval stays inert text."""
    s = make_session(tmp_path, steps=0)
    path = s.path
    assert path is not None
    marker = tmp_path / "pwned"
    payload = f"__import__('os').system('touch {marker}')"
    step = make_step(s, 1, observation=payload)
    step.action = "!!python/object/apply:os.system ['touch " + str(marker) + "']"
    append_step(s, step)
    loaded = load_session(path)
    assert loaded.steps[0].observation == payload and not marker.exists()


def test_fork_shares_steps_and_records_parent(tmp_path: Path) -> None:
    s = make_session(tmp_path, steps=4)
    f = fork_session(s, 2, tmp_path)
    assert f.path != s.path and f.path is not None
    loaded = load_session(f.path)
    assert [st.observation for st in loaded.steps] == ["observation 1", "observation 2"]
    assert [st.parent_step for st in loaded.steps] == [1, 2]
    assert loaded.header.parent is not None
    assert (loaded.header.parent.file, loaded.header.parent.step, loaded.header.parent.id) == \
        (s.path.name, 2, s.header.id)  # type: ignore[union-attr]
    assert loaded.header.id != s.header.id and loaded.header.system_prompt == s.header.system_prompt
    # the fork continues on its own; the parent is untouched
    before = s.path.read_bytes()  # type: ignore[union-attr]
    append_step(loaded, make_step(loaded, 3, observation="other branch"))
    assert s.path.read_bytes() == before  # type: ignore[union-attr]
    assert fork_session(s, 0, tmp_path).steps == []
    with pytest.raises(SessionStepError, match="has steps 1..4"):
        fork_session(s, 5, tmp_path)


def test_fork_renumbers_after_a_gap(tmp_path: Path) -> None:
    s = make_session(tmp_path, steps=3)
    path = s.path
    assert path is not None
    ls = lines(path)
    del ls[2]
    path.write_bytes(b"".join(ls))
    f = fork_session(load_session(path), 3, tmp_path)
    assert [(st.index, st.parent_step) for st in f.steps] == [(1, 1), (2, 3)]
    assert load_session(f.path).notes == []  # type: ignore[arg-type]


def test_fork_of_an_example_goes_to_the_sessions_dir(sessions_root: Path) -> None:
    ex = load_session(find_session("terminal-example"))
    f = fork_session(ex, 3, sessions_root)
    assert f.path is not None and f.path.parent == sessions_root
    assert f.header.example is False and len(f.steps) == 3
    assert f.header.title == ex.header.title


def test_examples_are_read_only(tmp_path: Path) -> None:
    s = make_session(tmp_path, steps=1, example=True)
    before = s.path.read_bytes()  # type: ignore[union-attr]
    with pytest.raises(SessionError, match="shipped example.*fork it"):
        append_step(s, make_step(s, 2))
    assert s.path.read_bytes() == before  # type: ignore[union-attr]
    assert fork_session(s, 1, tmp_path).header.example is False


def test_replay_iterates_recorded_steps(tmp_path: Path) -> None:
    s = make_session(tmp_path, steps=4)
    assert [st.index for st in replay(s)] == [1, 2, 3, 4]
    assert [st.index for st in replay(s, start=2, stop=3)] == [2, 3]
    assert s.step(3).observation == "observation 3"
    with pytest.raises(SessionStepError, match="has no step 9"):
        s.step(9)


def test_list_sessions(tmp_path: Path) -> None:
    make_session(tmp_path, steps=2, domain="terminal", model=MODEL)
    make_session(tmp_path, steps=0, domain="web")
    (tmp_path / "junk.jsonl").write_bytes(b"not a session\n")
    (tmp_path / "notes.txt").write_text("ignored")
    found = {s.domain: s for s in list_sessions(tmp_path)}
    assert set(found) == {"terminal", "web", "?"}
    assert found["terminal"].steps == 2 and found["terminal"].model == "m-Q8_0.gguf (Q8_0)"
    assert found["terminal"].date and found["web"].steps == 0
    assert found["?"].error and "not a JSON header" in found["?"].error
    with pytest.raises(SessionNotFoundError):
        list_sessions(tmp_path / "missing")


def test_lone_surrogates_are_saved_and_repaired_on_load(tmp_path: Path) -> None:
    """A lone surrogate cannot be UTF-8: it is written escaped, and loaded back as U+FFFD with a note
    (printing or re-encoding the raw surrogate would crash replay and export)."""
    s = make_session(tmp_path, steps=0)
    step = make_step(s, 1, observation="emoji 😀, CJK 漢字, lone surrogate \udcff")
    append_step(s, step)
    loaded = load_session(s.path)  # type: ignore[arg-type]
    assert loaded.steps[0].observation == "emoji 😀, CJK 漢字, lone surrogate \ufffd"
    assert [(n.kind, n.line) for n in loaded.notes] == [("repaired", 2)]
    assert "U+FFFD in 'raw', 'observation'" in loaded.notes[0].message


def test_import_session_file(sessions_root: Path, tmp_path: Path) -> None:
    src = make_session(tmp_path, steps=2)
    assert src.path is not None
    with src.path.open("ab") as f:
        f.write(b"{broken\n")
    imported = import_session_file(src.path, sessions_root)
    assert imported.path is not None and imported.path.parent == sessions_root.resolve()
    assert imported.path.read_bytes() == src.path.read_bytes()  # nothing dropped, not even bad lines
    assert len(imported.notes) == 1
    named = import_session_file(src.path, sessions_root, name="mine")
    assert named.path.name == "mine.jsonl"  # type: ignore[union-attr]
    with pytest.raises(SessionPathError, match="already exists"):
        import_session_file(src.path, sessions_root, name="mine")


@pytest.mark.parametrize("name", ["../outside", "../../etc/x.jsonl", "/tmp/abs.jsonl", "sub/dir", "..", "a\\b"])
def test_import_refuses_paths_outside_the_sessions_dir(sessions_root: Path, tmp_path: Path, name: str) -> None:
    src = make_session(tmp_path, steps=1)
    before = sorted(p.name for p in sessions_root.iterdir())
    with pytest.raises(SessionPathError, match="outside the sessions directory|cannot contain directories"):
        import_session_file(src.path, sessions_root, name=name)  # type: ignore[arg-type]
    assert sorted(p.name for p in sessions_root.iterdir()) == before
    assert not (tmp_path / "outside.jsonl").exists()


def test_safe_names() -> None:
    assert safe_name("../../etc/passwd") == "etc-passwd.jsonl"
    assert safe_name("bench-mcp-145256090131919-t1") == "bench-mcp-145256090131919-t1.jsonl"
    with pytest.raises(SessionPathError):
        safe_name("../..")


def test_sessions_dir_resolution(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV_SESSIONS_DIR, str(tmp_path / "from-env"))
    assert sessions_dir() == tmp_path / "from-env" and (tmp_path / "from-env").is_dir()
    assert sessions_dir(tmp_path / "flag") == tmp_path / "flag"
    monkeypatch.delenv(ENV_SESSIONS_DIR)
    default = sessions_dir(create=False)
    assert default.name == "sessions" and "agentworld-play" in str(default)
    (tmp_path / "file").write_text("x")
    with pytest.raises(SessionPathError, match="is a file"):
        sessions_dir(tmp_path / "file")


def test_examples_are_found_by_name() -> None:
    names = [p.name for p in example_paths()]
    assert {"terminal-example.jsonl", "mcp-example.jsonl", "web-example.jsonl"} <= set(names)
    assert find_session("mcp-example").name == "mcp-example.jsonl"
    with pytest.raises(SessionNotFoundError, match="not an example"):
        find_session("no-such-session")


def test_step_round_trip_keeps_every_field(tmp_path: Path) -> None:
    s = make_session(tmp_path, steps=0)
    step = make_step(s, 1)
    step.state, step.ground_truth, step.parent_step, step.params = "st", "gt", None, {"seed": 1}
    assert Step.from_dict(json.loads(json.dumps(step.to_dict()))) == step
