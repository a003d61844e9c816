"""Sessions on disk: JSON Lines, one header line then one line per step, append-only.

Safety rules:
- a step is one ``write`` of one line, then flush and fsync: a crash loses at
  most the step being written;
- before appending, a file whose last line was torn (no trailing newline) gets
  a newline first, so the torn bytes stay a separate, skipped line and never
  glue onto the new step;
- a step that cannot be written (a full disk, a file size limit) is cut back to
  the last complete line and raised as :class:`StepNotSavedError`, which carries
  the step so the caller can show it and offer it again;
- new files and forks are written completely (temp file, fsync, rename) or not
  at all; a full disk is a one-line DiskFullError naming the path and the size;
- a new session made with ``defer=True`` keeps its header in memory until its
  first step is saved, then header and step are written as one new file: a first
  step that fails (a context too small, a native abort, a wrong server) leaves
  no header-only file behind;
- nothing is written through a symbolic link (a session file or a sessions
  directory that is a link is refused), so a planted link cannot redirect writes;
- loading reads bounded lines, decodes strict UTF-8 and parses JSON only:
  bad step lines (corrupt, torn, too long, not UTF-8, missing fields, a field of
  the wrong type or range) are skipped and reported as :class:`LoadNote`; lone
  surrogates and NaN/Infinity are repaired, and a bad metadata object (timings,
  params, signals, warnings, parse notes) left out, each with a note naming the
  field; only a bad header or wrong format version stops the load, with a
  one-line :class:`SessionFormatError` naming the field (a header of a newer
  format says so: :class:`SessionVersionError`, "upgrade").
"""

from __future__ import annotations

import errno
import json
import os
import re
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any, BinaryIO, Iterator

from playground.base.atomicfile import append_all, fsync_dir, write_atomic
from playground.base.jsondata import Repairs, dumps_strict, loads_repaired
from playground.world.domains import check_task, fill_prompt, get_domain, session_tool_text
from playground.world.errors import (
    SessionError,
    SessionFormatError,
    SessionNotFoundError,
    SessionPathError,
    SessionStepError,
    SessionVersionError,
    SessionWriteError,
    StepNotSavedError,
    UnknownDomainError,
)
from playground.errors import DiskFullError
from playground.world.paths import SESSION_SUFFIX, inside, refuse_symlinks, safe_name, session_path, writable_dir
from playground.world.session import (
    SCHEMA,
    SCHEMA_VERSION,
    InvalidRecord,
    LoadNote,
    ModelIdentity,
    ParentRef,
    Session,
    SessionHeader,
    Step,
    new_id,
    now_iso,
)

MAX_LINE_BYTES = 16 * 1024 * 1024  # far above a 256k-token step; a longer line is not ours
# Our records nest a few levels (a bench row's tool schemas a dozen or so). Anything much deeper
# still parses (Python's json goes to ~1000 levels) but cannot be written back or exported once
# wrapped in a bigger document (RecursionError), so such a field is left out on load.
MAX_NESTING = 64


# --------------------------------------------------------------------- loading

def read_lines(f: BinaryIO, limit: int) -> Iterator[tuple[int, bytes | None, bool]]:
    """(line number, bytes without newline or None if over ``limit``, had a newline)."""
    lineno = 0
    while True:
        chunk = f.readline(limit + 1)
        if not chunk:
            return
        lineno += 1
        if chunk.endswith(b"\n"):
            yield lineno, chunk[:-1].rstrip(b"\r"), True
            continue
        if len(chunk) <= limit:
            yield lineno, chunk, False  # last line, no newline
            continue
        # Over the limit: skip the rest of this line without holding it in memory.
        ended = False
        while True:
            more = f.readline(1 << 20)
            if not more:
                break
            if more.endswith(b"\n"):
                ended = True
                break
        yield lineno, None, ended


def json_lines(f: BinaryIO, limit: int) -> Iterator[tuple[int, Any, str | None]]:
    """(line number, the line's JSON value, None) for every non-blank line of a JSONL file, or (line
    number, None, why it is skipped) for one over ``limit`` bytes, not UTF-8 or not JSON. A UTF-8
    byte-order mark before the first line is ignored."""
    for lineno, raw, _nl in read_lines(f, limit):
        if raw is None:
            yield lineno, None, f"longer than {limit:,} bytes; skipped"
            continue
        if lineno == 1 and raw.startswith(b"\xef\xbb\xbf"):
            raw = raw[3:]
        if not raw.strip():
            continue
        try:
            yield lineno, json.loads(raw.decode("utf-8")), None
        except UnicodeDecodeError:
            yield lineno, None, "not UTF-8 text; skipped"
        except (ValueError, RecursionError):
            yield lineno, None, "not valid JSON; skipped"


def _decode_json(raw: bytes) -> tuple[Any, Repairs]:
    """bytes -> JSON value with lone surrogates and NaN/Infinity repaired (and where);
    UnicodeDecodeError / ValueError / RecursionError propagate to the caller."""
    return loads_repaired(raw.decode("utf-8"))


def _depth(value: Any) -> int:
    """How deep ``value`` nests (a scalar is 0), counted without recursion."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        v, d = stack.pop()
        if isinstance(v, dict):
            v = list(v.values())
        if isinstance(v, list):
            d += 1
            if d > MAX_NESTING:
                return d
            deepest = max(deepest, d)
            stack.extend((item, d) for item in v if isinstance(item, (dict, list)))
    return deepest


def _drop_deep_fields(data: dict[str, Any]) -> list[str]:
    """Leave out the top-level fields nested deeper than MAX_NESTING; their names, for a note."""
    deep = [k for k, v in data.items() if isinstance(v, (dict, list)) and _depth(v) >= MAX_NESTING]
    for k in deep:
        del data[k]
    return [f"field '{k}' nests deeper than {MAX_NESTING} levels and was left out" for k in deep]


def load_session(path: str | os.PathLike[str], *, max_line_bytes: int = MAX_LINE_BYTES) -> Session:
    """Read a session file. Bad step lines are skipped and listed in ``session.notes``."""
    p = Path(path)
    if not p.exists():
        raise SessionNotFoundError(f"no session file at {p}")
    if not p.is_file():
        raise SessionNotFoundError(f"{p} is not a file")
    try:
        f = p.open("rb")
    except OSError as e:
        raise SessionFormatError(f"cannot read {p.name}: {e.strerror or e}") from None
    with f:
        header: SessionHeader | None = None
        steps: list[Step] = []
        notes: list[LoadNote] = []
        step_lines: dict[int, int] = {}
        for lineno, raw, had_newline in read_lines(f, max_line_bytes):
            if header is None:
                if raw is None:
                    raise SessionFormatError(f"{p.name} is not a session file: its first line is longer than "
                                             f"{max_line_bytes:,} bytes")
                if lineno == 1 and raw.startswith(b"\xef\xbb\xbf"):
                    raw = raw[3:]
                if not raw.strip():
                    continue
                header = _parse_header(p, lineno, raw, notes)
                continue
            if raw is None:
                notes.append(LoadNote(lineno, "too_long", f"a line longer than {max_line_bytes:,} bytes was skipped"))
                continue
            if not raw.strip():
                continue
            step = _parse_step(lineno, raw, had_newline, notes)
            if step is None:
                continue
            expected = steps[-1].index + 1 if steps else 1
            if step.index < expected:
                # Duplicate or out of order (a hand edit, a merge): keep the step, never drop valid data.
                notes.append(LoadNote(lineno, "renumbered",
                                      f"step {step.index} comes after step {expected - 1}; "
                                      f"kept as step {expected}"))
                step.index = expected
            elif step.index != expected:
                notes.append(LoadNote(lineno, "index_gap",
                                      f"step {step.index} follows step {expected - 1}: steps in between are missing"))
            steps.append(step)
            step_lines[step.index] = lineno
    if header is None:
        raise SessionFormatError(f"{p.name} is empty: a session file starts with a header line")
    session = Session(path=p, header=header, steps=steps, notes=notes, step_lines=step_lines)
    try:
        get_domain(header.domain)
    except UnknownDomainError:
        notes.insert(0, LoadNote(1, "unknown_domain",
                                 f"unknown domain {header.domain!r}; treated as a custom environment"))
    return session


def _parse_header(p: Path, lineno: int, raw: bytes, notes: list[LoadNote]) -> SessionHeader:
    try:
        data, repairs = _decode_json(raw)
    except UnicodeDecodeError as e:
        raise SessionFormatError(f"{p.name} is not a session file: line {lineno} is not UTF-8 text "
                                 f"(byte 0x{raw[e.start]:02x} at offset {e.start})") from None
    except (ValueError, RecursionError):
        raise SessionFormatError(f"{p.name} is not a session file: line {lineno} is not a JSON header") from None
    newer = _newer_schema(data)
    if newer is not None:
        raise SessionVersionError(f"{p.name} was written by a newer version of agentworld-play (schema {newer}, "
                                  f"this version reads up to {SCHEMA_VERSION}); upgrade")
    if not isinstance(data, dict) or data.get("type") != "header" or data.get("schema") != SCHEMA:
        raise SessionFormatError(f"{p.name} is not an agentworld-play session (no session header on line {lineno})")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SessionFormatError(f"{p.name}: the header has no format version")
    too_deep = _drop_deep_fields(data)
    if version < 1:
        raise SessionVersionError(f"{p.name} uses an unknown session format version {version}")
    dropped: list[str] = []
    try:
        header = SessionHeader.from_dict(data, dropped)
    except InvalidRecord as e:
        raise SessionFormatError(f"{p.name}: bad session header: {e}") from None
    notes += [LoadNote(lineno, "repaired", f"header: {m}") for m in repairs.messages()]
    notes += [LoadNote(lineno, "dropped_field", f"header: {m}") for m in too_deep + dropped]
    return header


# How a later format may name itself: "agentworld-play.session" with a version after it
# ("agentworld-play.session/2", ".v2", "@2", ":2", "-2"), or a bare number.
_VERSIONED_SCHEMA = re.compile(re.escape(SCHEMA) + r"(?:[./@:-]v?|\.?v)(\d{1,9})")


def _as_version(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _newer_schema(data: Any) -> int | None:
    """The format version of a session header written by a newer agentworld-play (None when it is
    not one): our schema with a higher ``version``, a versioned schema name, or a bare schema number."""
    if not isinstance(data, dict):
        return None
    schema = data.get("schema")
    version = _as_version(data.get("version"))
    ours = isinstance(schema, str) and schema.startswith(SCHEMA)
    if not ours and data.get("type") != "header":
        return None
    candidates: list[int] = []
    if ours and version is not None:
        candidates.append(version)
    bare = _as_version(schema)
    if isinstance(schema, str):
        m = _VERSIONED_SCHEMA.fullmatch(schema)
        if m:
            candidates.append(int(m.group(1)))
    elif bare is not None:
        candidates.append(bare)
    newest = max(candidates, default=None)
    return newest if newest is not None and newest > SCHEMA_VERSION else None


def _parse_step(lineno: int, raw: bytes, had_newline: bool, notes: list[LoadNote]) -> Step | None:
    torn = "" if had_newline else " (the last line is incomplete: probably a crash while it was written)"
    try:
        data, repairs = _decode_json(raw)
    except UnicodeDecodeError as e:
        notes.append(LoadNote(lineno, "not_utf8", f"not UTF-8 text (byte 0x{raw[e.start]:02x}); skipped{torn}"))
        return None
    except RecursionError:
        notes.append(LoadNote(lineno, "corrupt", f"JSON nested too deeply; skipped{torn}"))
        return None
    except ValueError:
        kind = "corrupt" if had_newline else "truncated"
        notes.append(LoadNote(lineno, kind, f"not valid JSON; skipped{torn}"))
        return None
    if not isinstance(data, dict) or data.get("type") != "step":
        notes.append(LoadNote(lineno, "invalid_step", f"not a step record; skipped{torn}"))
        return None
    dropped: list[str] = _drop_deep_fields(data)
    try:
        step = Step.from_dict(data, dropped)
    except InvalidRecord as e:
        deep = f" ({dropped[0]})" if dropped else ""
        notes.append(LoadNote(lineno, "invalid_step", f"bad step: {e}{deep}; skipped{torn}"))
        return None
    notes += [LoadNote(lineno, "repaired", f"step {step.index}: {m}") for m in repairs.messages()]
    notes += [LoadNote(lineno, "dropped_field", f"step {step.index}: {m}") for m in dropped]
    return step


# --------------------------------------------------------------------- writing

def dump_line(record: dict[str, Any]) -> bytes:
    """One JSON line, strict JSON (NaN/Infinity written as null)."""
    text = dumps_strict(record, ensure_ascii=False, separators=(",", ":"))
    try:
        return (text + "\n").encode("utf-8")
    except UnicodeEncodeError:
        # Lone surrogates (from odd terminal input) cannot be UTF-8: write them escaped instead.
        return (dumps_strict(record, ensure_ascii=True, separators=(",", ":")) + "\n").encode("ascii")


def write_new_file(path: Path, lines: list[bytes]) -> None:
    """Write a complete file or nothing: temp file in the same directory, fsync, rename.

    Refuses symlinks (the directory or the name); a full disk is a one-line DiskFullError naming
    the path and the size, any other write error a SessionWriteError.
    """
    refuse_symlinks(path)
    if path.exists() or path.is_symlink():
        raise SessionPathError(f"{path.name} already exists; choose another name")
    try:
        write_atomic(path, lines, suffix=SESSION_SUFFIX)
    except OSError as e:
        raise SessionWriteError(f"cannot write {path}: {e.strerror or e}") from None
    fsync_dir(path.parent)


def default_session_name(domain: str, when: datetime | None = None) -> str:
    stamp = (when or datetime.now()).strftime("%Y%m%d-%H%M%S")
    return f"{stamp}-{domain}-{new_id()[:6]}{SESSION_SUFFIX}"


def _free_path(path: Path) -> None:
    """The checks a new file gets before it is written (a deferred one: before its first step too)."""
    if not path.parent.is_dir():
        raise SessionPathError(f"the directory {path.parent} does not exist")
    refuse_symlinks(path)
    if path.exists() or path.is_symlink():
        raise SessionPathError(f"{path.name} already exists; choose another name")


def new_session(path: str | os.PathLike[str], header: SessionHeader, *, defer: bool = False) -> Session:
    """Create a session file holding only ``header``. Refuses to overwrite.

    With ``defer`` nothing is written yet: the header waits in memory (``session.on_disk`` is False)
    and the first :func:`append_step` writes header and step together, so a session whose first step
    fails leaves no file. Until then the session is in no listing and cannot be loaded by its path:
    hand the Session itself to whatever runs its first step (:func:`open_session`).
    """
    p = Path(path)
    _free_path(p)
    if defer:
        return Session(path=p, header=header, on_disk=False)
    write_new_file(p, [dump_line(header.to_dict())])
    return Session(path=p, header=header)


def create_session(directory: str | os.PathLike[str], domain: str, *, name: str | None = None,
                   system_prompt: str | None = None, initial_state: str | None = None, title: str = "",
                   model: ModelIdentity | None = None, params: dict[str, Any] | None = None,
                   seed: int | None = None, example: bool = False, defer: bool = False,
                   task: str | None = None, genesis: dict[str, str] | None = None) -> Session:
    """A new session in ``directory`` with the domain's defaults for anything not given (``defer``: its
    file appears with its first saved step, see :func:`new_session`). The built-in prompt of a tool
    domain lists the session's tools; ``task``: the turn-1 task instruction (domains with one)."""
    spec = get_domain(domain)
    check_task(spec, task)
    state = initial_state if initial_state is not None else (spec.initial_state or None)
    if system_prompt is None:
        system_prompt = fill_prompt(spec.system_prompt, session_tool_text(spec, state)) if spec.tools_in_system \
            else spec.system_prompt
    header = SessionHeader(
        domain=spec.id, system_prompt=system_prompt, title=title, initial_state=state,
        model=model, params=params, seed=seed, example=example, task=task or None, genesis=genesis,
    )
    target = session_path(Path(directory), name or default_session_name(spec.id))
    return new_session(target, header, defer=defer)


def _ends_with_newline(fd: int) -> bool:
    end = os.lseek(fd, 0, os.SEEK_END)
    return end == 0 or os.pread(fd, 1, end - 1) == b"\n"


def _open_for_append(path: Path) -> int:
    """The session file opened for appending; never through a symlink (O_NOFOLLOW where the
    platform has it, and a check of the path for the rest)."""
    refuse_symlinks(path)
    flags = os.O_RDWR | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        return os.open(path, flags)
    except FileNotFoundError:
        raise SessionNotFoundError(f"the session file {path} is gone") from None
    except OSError as e:
        if e.errno == errno.ELOOP:
            raise SessionPathError(f"{path} is a symbolic link; sessions are not written through links") from None
        raise SessionWriteError(f"cannot open {path} for writing: {e.strerror or e}") from None


def append_step(session: Session, step: Step, *, max_line_bytes: int = MAX_LINE_BYTES) -> Step:
    """Write ``step`` as one line (flush + fsync), then add it to ``session.steps``."""
    if session.path is None:
        raise SessionError("this session is not saved to a file")
    if session.header.example:
        raise SessionError(f"{session.name} is a shipped example and stays as written; fork it to continue")
    if step.index != session.next_index:
        raise SessionStepError(f"step {step.index} cannot follow step {session.next_index - 1} in {session.name}; "
                               "reload the session")
    line = dump_line(step.to_dict())
    if len(line) > max_line_bytes:
        raise SessionError(f"step {step.index} is {len(line):,} bytes, over the {max_line_bytes:,}-byte line limit")
    path = session.path
    if not session.on_disk:
        _write_first_step(session, step, line)
        return step
    try:
        if not path.is_file() and not path.is_symlink():
            raise SessionNotFoundError(f"the session file {path} is gone")
        fd = _open_for_append(path)
        try:
            prefix = b"" if _ends_with_newline(fd) else b"\n"
            append_all(fd, prefix + line, path)
        finally:
            os.close(fd)
    except DiskFullError as e:
        raise StepNotSavedError(f"step {step.index} was not saved: {e}", step) from None
    except OSError as e:
        raise StepNotSavedError(f"step {step.index} was not saved: cannot write {path}: {e.strerror or e}",
                                step) from None
    except SessionError as e:
        raise StepNotSavedError(f"step {step.index} was not saved: {e}", step) from None
    session.steps.append(step)
    return step


def _write_first_step(session: Session, step: Step, line: bytes) -> None:
    """A deferred session's file, written whole with its first step (header, copied steps, ``line``)."""
    assert session.path is not None
    lines = [dump_line(session.header.to_dict()), *(dump_line(s.to_dict()) for s in session.steps), line]
    try:
        write_new_file(session.path, lines)
    except DiskFullError as e:
        raise StepNotSavedError(f"step {step.index} was not saved: {e}", step) from None
    except SessionError as e:  # the name was taken meanwhile, the directory went away, a link
        raise StepNotSavedError(f"step {step.index} was not saved: {e}", step) from None
    session.on_disk = True
    session.steps.append(step)


def open_session(session: str | os.PathLike[str] | Session) -> Session:
    """The session to run a step on: a path is loaded; a Session whose file is not written yet
    (``defer``) is used as it is, until its file exists (then the file, the truth, is loaded).

    For code that gets a session from elsewhere (the model process gets it from its parent)."""
    if not isinstance(session, Session):
        return load_session(session)
    if session.path is None:
        raise SessionError("this session is not saved to a file")
    if session.on_disk or session.path.exists() or session.path.is_symlink():
        return load_session(session.path)
    _free_path(session.path)  # its directory may be gone or a link by now: say so before a model runs
    return session


# ------------------------------------------------------------------ operations

def fork_session(session: Session, upto: int, directory: str | os.PathLike[str], *,
                 name: str | None = None, title: str | None = None,
                 teacher_forcing: bool | None = None, defer: bool = False) -> Session:
    """A new session sharing steps 1..``upto`` (0: only the header), recorded as a child of ``session``.

    ``upto`` is a step index as recorded in the file: a step that was skipped when the file was
    read (a corrupt line) cannot be forked at. Copied steps are renumbered 1..k if the parent had
    gaps; ``parent_step`` keeps their original index. ``defer``: the fork's file appears with its
    first new step (see :func:`new_session`).
    """
    if session.path is None:
        raise SessionError("save the session before forking it")
    last = session.steps[-1].index if session.steps else 0
    if not 0 <= upto <= last:
        raise SessionStepError(f"cannot fork {session.name} at step {upto}: it has steps 1..{last}" if last
                               else f"cannot fork {session.name} at step {upto}: it has no steps")
    if upto and all(s.index != upto for s in session.steps):
        raise SessionStepError(_missing_step(session, upto))
    header = replace(session.header, id=new_id(), example=False,
                     title=title if title is not None else session.header.title,
                     parent=ParentRef(file=session.path.name, id=session.header.id, step=upto),
                     teacher_forcing=(session.header.teacher_forcing if teacher_forcing is None
                                      else teacher_forcing),
                     created=now_iso())
    copied = [replace(s, index=i, parent_step=s.index) for i, s in enumerate(session.upto(upto), 1)]
    name_ = session.path.name
    stem = name_[: -len(SESSION_SUFFIX)] if name_.endswith(SESSION_SUFFIX) else session.path.stem
    target = session_path(Path(directory), name or f"{stem}-fork{upto}-{header.id[:4]}")
    if defer:
        _free_path(target)
        return Session(path=target, header=header, steps=copied, on_disk=False)
    write_new_file(target, [dump_line(header.to_dict())] + [dump_line(s.to_dict()) for s in copied])
    return Session(path=target, header=header, steps=copied)


_SKIPPED = ("corrupt", "truncated", "not_utf8", "too_long", "invalid_step")


def _missing_step(session: Session, index: int) -> str:
    """Why ``session`` has no step ``index`` (it lies between two recorded steps), in one line."""
    before = max((s.index for s in session.steps if s.index < index), default=0)
    after = min(s.index for s in session.steps if s.index > index)
    start = session.step_lines.get(before, 1)
    end = session.step_lines.get(after)
    skipped = [n for n in session.notes if n.kind in _SKIPPED and start < n.line and (end is None or n.line < end)]
    where = f"step {before} or step {after}" if before else f"step 0 (the setup) or step {after}"
    if skipped:
        lines = ", ".join(str(n.line) for n in skipped[:3]) + (" ..." if len(skipped) > 3 else "")
        return (f"cannot fork {session.name} at step {index}: it was skipped as corrupt when the file was read "
                f"(line{'s' if len(skipped) > 1 else ''} {lines}); fork at {where}")
    return f"cannot fork {session.name} at step {index}: the file has no step {index}; fork at {where}"


def replay(session: Session, start: int = 1, stop: int | None = None) -> Iterator[Step]:
    """The recorded steps from ``start`` to ``stop`` (inclusive), no model involved."""
    for s in session.steps:
        if s.index >= start and (stop is None or s.index <= stop):
            yield s


def import_session_file(src: str | os.PathLike[str], directory: str | os.PathLike[str],
                        name: str | None = None) -> Session:
    """Copy a session file into the sessions directory after checking it loads.

    The bytes are copied unchanged (skipped lines included: nothing is lost). ``name`` may not
    contain directories or point outside the sessions directory.
    """
    source = load_session(src)
    base = writable_dir(Path(directory))
    if name is not None:
        if name in ("", ".", "..") or "/" in name or "\\" in name or os.sep in name:
            inside(base, Path(name))  # raises for anything that escapes
            raise SessionPathError(f"{name!r}: session names cannot contain directories")
        target = inside(base, Path(name if name.endswith(SESSION_SUFFIX) else name + SESSION_SUFFIX))
        if target.exists():
            raise SessionPathError(f"{target.name} already exists in {base}; choose another name")
    else:
        target = session_path(base, Path(src).name)
    data = Path(src).read_bytes()
    write_new_file(target, [data])
    return Session(path=target, header=source.header, steps=source.steps, notes=source.notes)


@dataclass(frozen=True)
class SessionSummary:
    path: Path
    id: str
    title: str
    domain: str
    steps: int
    model: str  # label of the model of the last predicted step (or the header's)
    created: str
    example: bool
    bench: bool
    parent: str | None
    problems: int  # skipped lines
    error: str | None = None  # the file could not be loaded at all

    @property
    def date(self) -> str:
        return self.created[:16].replace("T", " ")

    def to_dict(self) -> dict[str, Any]:
        return {"path": str(self.path), "id": self.id, "title": self.title, "domain": self.domain,
                "steps": self.steps, "model": self.model, "created": self.created, "example": self.example,
                "bench": self.bench, "parent": self.parent, "problems": self.problems, "error": self.error}


def summarize(session: Session) -> SessionSummary:
    model = next((s.model for s in reversed(session.steps) if s.model is not None), session.header.model)
    parent = f"{session.header.parent.file}@{session.header.parent.step}" if session.header.parent else None
    assert session.path is not None
    return SessionSummary(path=session.path, id=session.header.id, title=session.header.title,
                          domain=session.header.domain, steps=len(session.steps),
                          model=model.label if model else "", created=session.header.created,
                          example=session.header.example, bench=session.is_bench, parent=parent,
                          problems=len(session.notes))


def list_sessions(directory: str | os.PathLike[str]) -> list[SessionSummary]:
    """One summary per ``*.jsonl`` in ``directory`` (newest first); unreadable files carry ``error``."""
    base = Path(directory)
    if not base.is_dir():
        raise SessionNotFoundError(f"{base} is not a directory")
    out: list[SessionSummary] = []
    for p in base.iterdir():
        if not p.name.endswith(SESSION_SUFFIX) or p.name.startswith(".") or not p.is_file():
            continue
        try:
            out.append(summarize(load_session(p)))
        except SessionError as e:
            out.append(SessionSummary(path=p, id="", title="", domain="?", steps=0, model="", created="",
                                      example=False, bench=False, parent=None, problems=0, error=str(e)))
    out.sort(key=lambda s: (s.created, s.path.name), reverse=True)
    return out


__all__ = [
    "MAX_LINE_BYTES", "load_session", "new_session", "create_session", "append_step", "fork_session", "open_session",
    "replay", "import_session_file", "list_sessions", "summarize", "SessionSummary",
    "default_session_name", "safe_name", "dump_line", "read_lines", "json_lines", "write_new_file",
]
