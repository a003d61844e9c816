"""Property tests on the session loader: whatever bytes surround the valid lines, loading either
fails with a SessionError (only when the header itself is damaged) or returns every valid step."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from playground.world.errors import SessionError
from playground.world.session import SessionHeader, Step
from playground.world.store import dump_line, load_session

HEADER = dump_line(SessionHeader(domain="terminal", system_prompt="s", id="fuzz", created="t").to_dict())

def _content(step: Step) -> dict:
    """A step without its index (the loader may renumber out-of-order steps, never drop them)."""
    d = step.to_dict()
    d.pop("index")
    return d


text = st.text(st.characters(blacklist_categories=("Cs",)), max_size=40)


@st.composite
def valid_steps(draw: st.DrawFn) -> list[Step]:
    n = draw(st.integers(0, 6))
    return [Step(index=i, action=draw(text), message=draw(text), raw=draw(st.none() | text),
                 observation=draw(st.none() | text), reasoning=draw(text), seed=draw(st.none() | st.integers(0, 9)),
                 created="t") for i in range(1, n + 1)]


junk_line = st.one_of(
    st.binary(max_size=80).map(lambda b: b.replace(b"\n", b"")),
    st.sampled_from([b"{", b"[]", b"null", b'{"type":"step"}', b'{"type":"step","index":"1"}', b"\xff\xfe",
                     b'{"type":"header","schema":"agentworld-play.session","version":1}', b"[" * 3000,
                     b'{"type":"step","index":0,"action":"a","message":"m"}']),
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=valid_steps(), junk=st.lists(st.tuples(st.integers(0, 10), junk_line), max_size=5),
       tail=st.binary(max_size=60))
def test_loader_keeps_every_valid_line(steps: list[Step], junk: list[tuple[int, bytes]], tail: bytes) -> None:
    lines = [dump_line(s.to_dict()) for s in steps]
    body = list(lines)
    for pos, j in junk:
        body.insert(min(pos, len(body)), j + b"\n")
    data = HEADER + b"".join(body) + tail.replace(b"\n", b"")
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "s.jsonl"
        p.write_bytes(data)
        s = load_session(p, max_line_bytes=2048)
    got = [_content(st_) for st_ in s.steps]
    # Junk may add steps; every valid one is there, in order, and indexes stay increasing.
    it = iter(got)
    assert all(any(g == _content(w) for g in it) for w in steps)
    idx = [st_.index for st_ in s.steps]
    assert idx == sorted(set(idx))
    n_junk = len(junk) + (1 if tail.replace(b"\n", b"").strip() else 0)
    assert len(s.notes) <= n_junk + len(got)


@settings(max_examples=200, deadline=None)
@given(data=st.binary(max_size=400))
def test_loader_on_arbitrary_bytes_raises_only_session_errors(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "s.jsonl"
        p.write_bytes(data)
        try:
            load_session(p, max_line_bytes=256)
        except SessionError:
            pass


@settings(max_examples=150, deadline=None)
@given(steps=valid_steps(), cut=st.integers(0, 10_000), flip=st.integers(0, 10_000), byte=st.integers(0, 255))
def test_damage_after_the_header_never_breaks_loading(steps: list[Step], cut: int, flip: int, byte: int) -> None:
    """Truncate anywhere after the header and corrupt one byte: the load succeeds and every line
    that was left intact still loads."""
    lines = [dump_line(s.to_dict()) for s in steps]
    body = bytearray(b"".join(lines))
    body = body[: cut % (len(body) + 1)]
    if body:
        body[flip % len(body)] = byte
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "s.jsonl"
        p.write_bytes(HEADER + bytes(body))
        s = load_session(p)
    intact = set()
    offset = 0
    for line, step in zip(lines, steps):
        end = offset + len(line)
        # a line is intact when its bytes and the newline before it are (a lost newline merges it
        # into the damaged line before, which is then one corrupt line)
        newline_ok = offset == 0 or body[offset - 1:offset] == b"\n"
        if end <= len(body) and bytes(body[offset:end]) == line and newline_ok:
            intact.add(json.dumps(_content(step), sort_keys=True))
        offset = end
    got = {json.dumps(_content(x), sort_keys=True) for x in s.steps}
    assert intact <= got
