"""Hostile session files through the real CLI: every field of the header and of a step set to a wrong
type, an out-of-range or non-finite number, or a string with a lone surrogate. Each command either
works (the bad part repaired or left out, with a note naming the field) or prints one `error:` line;
never a traceback, never text that cannot be encoded, never JSON a strict reader rejects."""

from __future__ import annotations

import contextlib
import io
import json
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from playground.cli import main
from playground.llama.events import StepTimings
from playground.llama.sampling import GenerationParams
from playground.world.store import load_session

NAN = float("nan")


def _step(i: int) -> dict[str, Any]:
    timings = StepTimings(prompt_tokens=100, prompt_tokens_evaluated=80, prompt_tokens_reused=20, prompt_eval_s=0.5,
                          time_to_first_token_s=0.6, generated_tokens=40, reasoning_tokens=30, output_tokens=10,
                          generation_s=1.0, context_used=140, n_ctx=4096).to_dict()
    return {
        "type": "step", "index": i, "action": f"ls {i}", "message": f"Action {i}: ls", "state": "root@h:/# ",
        "raw": f"<think>\nhm\n</think>\n\n**Environment Observation:**\nfile{i}", "reasoning": "hm",
        "observation": f"file{i}",
        "parse_notes": [{"code": "marker", "severity": "info", "message": "found the marker"}],
        "timings": timings,
        "warnings": [{"kind": "format", "severity": "warning", "step": i, "message": "odd", "evidence": {"code": "x"}}],
        "finish_reason": "stop", "seed": 7, "params": GenerationParams(seed=7, logit_bias={5: -1.0}).to_dict(),
        "model": {"file": "m-Q8_0.gguf", "identity": "cd" * 32, "quant": "Q8_0"},
        "parent_step": None, "ground_truth": "file", "created": "2026-01-01T00:00:00+00:00",
        "signals": {"surprise": {"tokens": 10, "mean_nll": 0.5, "span_nll": 1.0, "window": 8}},
    }


def _header(bench: bool = False) -> dict[str, Any]:
    h: dict[str, Any] = {
        "type": "header", "schema": "agentworld-play.session", "version": 1, "id": "abc123", "domain": "terminal",
        "title": "t", "system_prompt": "You simulate a Linux shell.", "initial_state": "root@h:/# ",
        "model": {"file": "m-Q8_0.gguf", "identity": "cd" * 32, "quant": "Q8_0"},
        "params": GenerationParams(seed=7).to_dict(), "seed": 7, "created": "2026-01-01T00:00:00+00:00",
        "example": False, "parent": {"file": "p.jsonl", "id": "p", "step": 1}, "teacher_forcing": bench,
        "prompt": {"name": "official", "sha256": "ab" * 32},
    }
    if bench:
        h["bench"] = {"source": "terminal_test.jsonl", "rows": [{"step": 2, "row": {"task": "terminal", "id": 1}}]}
    return h


def _paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every key path inside a record (objects and lists), the containers themselves included."""
    out = []
    if isinstance(value, dict):
        for k, v in value.items():
            out.append(prefix + (k,))
            out += _paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out.append(prefix + (i,))
            out += _paths(v, prefix + (i,))
    return out


def _set(record: Any, path: tuple, value: Any) -> None:
    for k in path[:-1]:
        record = record[k]
    record[path[-1]] = value


HOSTILE = [None, "x", "", [], {}, [1, "a"], {"a": None}, -1, 0, 2**70, -(2**70), 1.5, True, NAN, float("inf"),
           "\ud800", "a\udfffb", {"\ud800": 1}, 10**400]
HEADER_PATHS = [p for p in _paths(_header(True)) if p[0] not in ("type", "schema")]
STEP_PATHS = _paths(_step(1))


def _write(path: Path, header: dict[str, Any], steps: list[dict[str, Any]]) -> None:
    # ensure_ascii: a lone surrogate is written as the JSON escape "\ud800", as a hostile file would hold it;
    # allow_nan: NaN / Infinity literals, which Python's json reads back.
    text = "".join(json.dumps(r, ensure_ascii=True, allow_nan=True) + "\n" for r in [header, *steps])
    path.write_text(text.replace("1" + "0" * 400, "1e400"), encoding="ascii")


def _cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        rc = main(list(argv))
    o, e = out.getvalue(), err.getvalue()
    o.encode("utf-8")  # a lone surrogate here is what crashed replay/export on a real terminal
    e.encode("utf-8")
    return rc, o, e


def _strict_json(text: str) -> Any:
    def refuse(name: str) -> Any:
        raise AssertionError(f"non-standard JSON constant {name} in the output")
    return json.loads(text, parse_constant=refuse)


def _run_all(path: Path, sessions: Path) -> list[tuple[str, int, str, str]]:
    runs = []
    for argv in (["replay", str(path), "--reasoning"], ["export", str(path), "--format", "md"],
                 ["export", str(path), "--format", "json"], ["export", str(path), "--format", "bench"],
                 ["sessions", "--sessions-dir", str(sessions), "list"],
                 ["sessions", "--sessions-dir", str(sessions), "list", "--json"],
                 ["check", str(path), "--json"],
                 ["sessions", "--sessions-dir", str(sessions), "fork", str(path), "1", "--name", "forked"],
                 ["sessions", "--sessions-dir", str(sessions / "imported"), "import", str(path)]):
        rc, out, err = _cli(*argv)
        runs.append((" ".join(argv[:3]), rc, out, err))
        failed = 2 if argv[0] == "check" else 1  # check: 1 means "warnings found", 2 a file it cannot read
        assert rc in (0, 1, failed), (argv, rc, err)
        if rc == failed:
            errors = [line for line in err.splitlines() if line.startswith("error:")]
            assert len(errors) == 1 and "Traceback" not in err, (argv, err)
        elif argv[0] == "export" and argv[3] in ("json", "bench"):
            for line in ([out] if argv[3] == "json" else out.splitlines()):
                _strict_json(line)
        elif argv[-1] == "--json":
            _strict_json(out)
    return runs


@pytest.mark.slow  # nine CLI commands per example
@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(where=st.sampled_from(["header"] * 2 + ["step"] * 3), header_path=st.sampled_from(HEADER_PATHS),
       step_path=st.sampled_from(STEP_PATHS), value=st.sampled_from(HOSTILE), bench=st.booleans())
def test_mutated_fields_never_crash_a_command(where: str, header_path: tuple, step_path: tuple, value: Any,
                                              bench: bool) -> None:
    header, steps = _header(bench), [_step(1), _step(2)]
    if where == "header":
        if header_path[0] == "bench" and not bench:
            header["bench"] = _header(True)["bench"]
        _set(header, header_path, value)
    else:
        _set(steps[1], step_path, value)
    with tempfile.TemporaryDirectory() as d:
        sessions = Path(d)
        path = sessions / "s.jsonl"
        _write(path, header, steps)
        (sessions / "imported").mkdir()
        runs = _run_all(path, sessions)
        forked = sessions / "forked.jsonl"
        if forked.exists():  # what a fork writes from a repaired session loads clean
            assert not [n for n in load_session(forked).notes if n.kind in ("repaired", "invalid_step")]
    replay_rc = runs[0][1]
    if where == "step":
        assert replay_rc == 0, runs[0]  # a bad step never stops the file from loading


@pytest.mark.parametrize("where", ["header", "step"])
def test_every_field_with_every_hostile_value_loads_or_fails_in_one_line(tmp_path: Path, where: str) -> None:
    """Exhaustive over (field, value) for the loader and every text/JSON view of a session."""
    from playground.errors import PlaygroundError
    from playground.world.agentworldbench import export_predictions_text
    from playground.world.errors import SessionError
    from playground.world.export import to_json_text, to_markdown
    from playground.world.store import summarize
    from playground.world.textview import format_header, format_meta, format_step

    path = tmp_path / "s.jsonl"
    outcomes = {"loaded": 0, "refused": 0}
    for field_path in (HEADER_PATHS if where == "header" else STEP_PATHS):
        for value in HOSTILE:
            header, steps = _header(bench=True), [_step(1), _step(2)]
            _set(header if where == "header" else steps[1], field_path, value)
            _write(path, header, steps)
            try:
                s = load_session(path)
            except SessionError as e:
                assert where == "header" and "\n" not in str(e)
                outcomes["refused"] += 1
                continue
            outcomes["loaded"] += 1
            texts = [format_header(s), to_markdown(s), to_json_text(s), summarize(s).title]
            texts += [format_step(st, reasoning=True) + format_meta(st) for st in s.steps]
            try:
                texts.append(export_predictions_text(s))
            except PlaygroundError as e:  # a header without benchmark rows: a one-line refusal
                assert "\n" not in str(e)
            for t in texts:
                t.encode("utf-8")
            _strict_json(to_json_text(s))
            assert s.steps and s.steps[0].observation == "file1"
    assert outcomes["loaded"] > 0


def test_wrong_types_inside_timings_keep_the_step_and_name_the_field(tmp_path: Path) -> None:
    """The issue's case: timings fields null / a string / a list crashed replay and export --format md."""
    for bad in (None, "12", [1], NAN):
        step = _step(1)
        step["timings"]["prompt_tokens"] = bad
        step["timings"]["generation_s"] = "slow"
        path = tmp_path / "t.jsonl"
        _write(path, _header(), [step])
        rc, out, err = _cli("replay", str(path))
        assert rc == 0 and "file1" in out, err
        assert "field 'timings.prompt_tokens' must be an integer >= 0; 'timings' left out" in out
        rc, md, err = _cli("export", str(path), "--format", "md")
        assert rc == 0 and "file1" in md and "timings.prompt_tokens" in err
        s = load_session(path)
        assert s.steps[0].timings is None and s.steps[0].observation == "file1"
        assert [n.kind for n in s.notes][-1] == "dropped_field"


def test_timings_of_the_wrong_type_entirely(tmp_path: Path) -> None:
    for bad in ("fast", [1, 2], 3):
        step = _step(1)
        step["timings"] = bad
        path = tmp_path / "t.jsonl"
        _write(path, _header(), [step])
        s = load_session(path)
        assert len(s.steps) == 1 and s.steps[0].timings is None
        assert "field 'timings' must be an object" in s.notes[0].message


def test_lone_surrogates_are_repaired_with_a_note(tmp_path: Path) -> None:
    header = _header()
    header["title"] = "bad \ud800 title"
    step = _step(1)
    step["observation"] = "x\udc80y"
    step["warnings"][0]["message"] = "\ud83d"  # half of an emoji
    path = tmp_path / "s.jsonl"
    _write(path, header, [step])
    assert b"\\ud800" in path.read_bytes()
    s = load_session(path)
    assert s.header.title == "bad \ufffd title" and s.steps[0].observation == "x\ufffdy"
    assert s.steps[0].warnings[0].message == "\ufffd"
    msgs = [(n.line, n.kind, n.message) for n in s.notes]
    assert (1, "repaired", "header: lone UTF-16 surrogates replaced with U+FFFD in 'title'") in msgs
    assert (2, "repaired", "step 1: lone UTF-16 surrogates replaced with U+FFFD in 'observation', "
                           "'warnings[0].message'") in msgs
    rc, out, err = _cli("replay", str(path))
    assert rc == 0 and "x\ufffdy" in out
    rc, out, err = _cli("export", str(path), "--format", "json")
    assert rc == 0 and _strict_json(out)["steps"][0]["observation"] == "x\ufffdy"


def test_a_real_emoji_written_as_a_surrogate_pair_is_kept(tmp_path: Path) -> None:
    step = _step(1)
    step["observation"] = "😀"
    path = tmp_path / "s.jsonl"
    _write(path, _header(), [step])
    assert b"\\ud83d\\ude00" in path.read_bytes()
    s = load_session(path)
    assert s.steps[0].observation == "😀" and s.notes == []


def test_export_json_is_strict_even_with_nan_in_the_file(tmp_path: Path) -> None:
    step = _step(1)
    step["warnings"][0]["evidence"] = {"score": NAN, "ratio": float("-inf")}
    header = _header(bench=True)
    header["bench"]["rows"][0]["row"]["weight"] = NAN
    path = tmp_path / "s.jsonl"
    _write(path, header, [step, _step(2)])
    assert b"NaN" in path.read_bytes() and b"-Infinity" in path.read_bytes()
    rc, out, err = _cli("export", str(path), "--format", "json")
    assert rc == 0
    doc = _strict_json(out)
    assert doc["steps"][0]["warnings"][0]["evidence"] == {"score": None, "ratio": None}
    assert "non-finite numbers (NaN/Infinity) replaced with null in 'warnings[0].evidence.score', " \
           "'warnings[0].evidence.ratio'" in err
    rc, out, err = _cli("export", str(path), "--format", "bench")
    assert rc == 0 and _strict_json(out.splitlines()[0])["weight"] is None
    # A 1e400 literal overflows to inf in Python: the same repair.
    step = _step(1)
    step["signals"]["surprise"]["mean_nll"] = 10**400
    _write(path, _header(), [step])
    s = load_session(path)
    assert s.steps[0].signals is not None and s.steps[0].signals["surprise"]["mean_nll"] is None


def test_nan_made_in_memory_is_written_as_null_with_a_note(tmp_path: Path) -> None:
    from playground.world.export import to_json_text
    from playground.world.store import append_step, create_session
    from playground.world.session import Step

    s = create_session(tmp_path, "terminal")
    append_step(s, Step(index=1, action="ls", message="ls", raw="x", observation="x",
                        signals={"surprise": {"mean_nll": NAN}}))
    doc = _strict_json(to_json_text(s))
    assert doc["steps"][0]["signals"]["surprise"]["mean_nll"] is None
    assert doc["export_notes"] == ["non-finite number replaced with null at 'steps[0].signals.surprise.mean_nll'"]
    assert b"NaN" not in s.path.read_bytes()  # type: ignore[union-attr]


@pytest.mark.parametrize(("field", "value", "message"), [
    ("domain", 5, "field 'domain' must be a non-empty string"),
    ("created", None, "missing field 'created'"),
    ("seed", -3, "field 'seed' must be an integer in [0, 2^64)"),
    ("model", {"file": "m", "identity": []}, "field 'model.identity' must be a string"),
    ("parent", {"file": "p", "step": "one"}, "field 'parent.step' must be an integer >= 0"),
    ("bench", {"rows": [{"step": 0, "row": {}}]}, "field 'bench.rows[0].step' must be an integer >= 1"),
    ("bench", {"rows": "all"}, "field 'bench.rows' must be a list"),
    ("example", "yes", "field 'example' must be true or false"),
])
def test_a_bad_header_field_is_one_line_naming_it(tmp_path: Path, field: str, value: Any, message: str) -> None:
    header = _header()
    header[field] = value
    if value is None:
        del header[field]
    path = tmp_path / "s.jsonl"
    _write(path, header, [_step(1)])
    for argv in (["replay", str(path)], ["export", str(path), "--format", "json"]):
        rc, out, err = _cli(*argv)
        assert rc == 1 and err == f"error: s.jsonl: bad session header: {message}\n"


def test_bad_params_in_the_header_are_left_out_not_fatal(tmp_path: Path) -> None:
    header = _header()
    header["params"]["top_p"] = 7
    path = tmp_path / "s.jsonl"
    _write(path, header, [_step(1)])
    s = load_session(path)
    assert s.header.params is None and len(s.steps) == 1
    assert s.notes[0].message == "header: field 'params.top_p' must be a number in (0, 1]; 'params' left out"


# ------------------------------------------------------------------ symlinks

def test_a_symlinked_session_file_is_never_appended_to(tmp_path: Path, tiny_model: Path) -> None:
    from playground.world.errors import StepNotSavedError
    from playground.world.session import Step
    from playground.world.store import append_step

    sessions, outside = tmp_path / "sessions", tmp_path / "outside"
    sessions.mkdir()
    outside.mkdir()
    target = outside / "victim.jsonl"
    _write(target, _header(), [_step(1)])
    before = target.read_bytes()
    link = sessions / "link.jsonl"
    link.symlink_to(target)
    s = load_session(link)  # reading through a link is fine
    with pytest.raises(StepNotSavedError, match=r"link\.jsonl is a symbolic link \(to .*victim\.jsonl\); "
                                                r"sessions are not written through links"):
        append_step(s, Step(index=2, action="a", message="m", raw="r", observation="o"))
    # The CLI refuses before the model is loaded.
    rc, out, err = _cli("step", str(tiny_model), "--session", str(link), "--action", "ls",
                        "--sessions-dir", str(sessions))
    assert rc == 1 and err.splitlines()[-1].startswith(f"error: {link} is a symbolic link")
    assert target.read_bytes() == before


def test_a_symlinked_sessions_directory_is_refused_for_new_files(tmp_path: Path) -> None:
    from playground.world.errors import SessionPathError
    from playground.world.store import create_session

    real, link = tmp_path / "real", tmp_path / "link"
    real.mkdir()
    link.symlink_to(real, target_is_directory=True)
    src = tmp_path / "src.jsonl"
    _write(src, _header(), [_step(1)])
    with pytest.raises(SessionPathError, match=rf"the sessions directory {link} is a symbolic link"):
        create_session(link, "terminal")
    for argv in (["fork", str(src), "1"], ["import", str(src)], ["import", str(src), "--name", "x"]):
        rc, out, err = _cli("sessions", "--sessions-dir", str(link), *argv)
        assert rc == 1 and err == (f"error: the sessions directory {link} is a symbolic link (to {real}); sessions "
                                   "are not written through links: pass the real directory\n"), argv
    assert list(real.iterdir()) == []
    # The real directory itself works.
    rc, out, err = _cli("sessions", "--sessions-dir", str(real), "import", str(src))
    assert rc == 0 and (real / "src.jsonl").is_file()
