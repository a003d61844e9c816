"""Second hostile round on session files: structure and encoding, through the real CLI.

Run it (not a pytest module; regressions it found live in test_sessions_structure.py)::

    nice -n 10 .venv/bin/python -m tests.faults.fuzz_sessions_round2 --budget 300 [--out DIR] [--step-model FILE]

Each mutant of a real session (the shipped terminal and mcp examples, and a fork of one) is
written into a private sessions directory and run, each command in a fresh process, through
``replay``, ``export --format md/json/bench``, ``check`` (+ ``--json``), ``sessions list``
(+ ``--json``), ``sessions fork FILE 1``, ``sessions import``; with ``--step-model`` also
``step --session FILE`` on the tiny model (the prompt is built from the hostile history).
Outcomes are classified like fuzz_round2: success or one ``error:`` line is good; a signal,
traceback, hang (> 30 s), MemoryError, a several-line error, output that is not UTF-8, or
JSON a strict reader rejects is bad. Mutation classes: nesting, numbers, duplicate_keys,
encoding, lines, order, parents, sizes, types.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any, Iterator

from tests.faults.fuzz_round2 import BAD, REPO, run_cli

Mutant = tuple[str, str, bytes]  # class, case, file bytes


def _lines(path: Path) -> list[dict[str, Any]]:
    return [json.loads(ln) for ln in path.read_text().splitlines() if ln.strip()]


def _dump(records: list[Any]) -> bytes:
    return b"".join(json.dumps(r, ensure_ascii=False).encode() + b"\n" for r in records)


def nesting(recs: list[dict[str, Any]]) -> Iterator[Mutant]:
    header, steps = recs[0], recs[1:]
    for depth in (900, 990, 1_100, 100_000):
        deep = "[" * depth + "]" * depth
        deep_obj = '{"a":' * depth + "1" + "}" * depth
        line = json.dumps(steps[0])[:-1] + f',"extra":{deep}}}'
        yield "nesting", f"step-extra-array-{depth}", _dump([header]) + line.encode() + b"\n" + _dump(steps[1:])
        for field in ("observation", "timings", "params", "signals", "warnings"):
            halves = json.dumps({**steps[0], field: None})[:-1].rsplit(f'"{field}": null', 1)
            text = halves[0] + f'"{field}": {deep_obj if field != "warnings" else deep}' + halves[1] + "}"
            yield "nesting", f"step-{field}-{depth}", _dump([header]) + text.encode() + b"\n" + _dump(steps[1:])
        hline = json.dumps(header)[:-1] + f',"params":{deep_obj}}}'
        yield "nesting", f"header-params-{depth}", hline.encode() + b"\n" + _dump(steps)
        hline = json.dumps(header)[:-1] + f',"extra":{deep}}}'
        yield "nesting", f"header-extra-{depth}", hline.encode() + b"\n" + _dump(steps)
    # an evidence object deep enough to load but not to be written back inside a bigger document
    for depth in (960, 985, 995):
        w = {"kind": "format", "severity": "warning", "step": 1, "message": "m"}
        line = json.dumps({**steps[0], "warnings": [w]})
        evidence = '{"a":' * depth + "1" + "}" * depth
        line = line.replace('"message": "m"}', '"message": "m", "evidence": ' + evidence + "}")
        yield "nesting", f"warning-evidence-{depth}", _dump([header]) + line.encode() + b"\n" + _dump(steps[1:])


def numbers(recs: list[dict[str, Any]]) -> Iterator[Mutant]:
    header, steps = recs[0], recs[1:]
    big = {"1e400": "1e400", "-1e400": "-1e400", "2^70": str(2**70), "2^63": str(2**63), "-2^63": str(-(2**63)),
           "5000-digits": "9" * 5000, "1e-400": "1e-400", "-0": "-0", "0.0": "0.0", "1.0": "1.0", "1e2": "1e2",
           "NaN": "NaN", "-Infinity": "-Infinity"}
    for case, lit in big.items():
        for field in ("index",):
            line = json.dumps({**steps[0], field: "@@"}).replace('"@@"', lit)
            yield "numbers", f"step-{field}={case}", _dump([header]) + line.encode() + b"\n" + _dump(steps[1:])
        t = dict(steps[0].get("timings") or {"prompt_tokens": 1, "generation_s": 1.0})
        for tk in ("prompt_tokens",):
            line = json.dumps({**steps[0], "timings": {**t, tk: "@@"}}).replace('"@@"', lit)
            yield "numbers", f"timings.{tk}={case}", _dump([header]) + line.encode() + b"\n" + _dump(steps[1:])
        for hk in ("version",):
            line = json.dumps({**header, hk: "@@"}).replace('"@@"', lit)
            yield "numbers", f"header-{hk}={case}", line.encode() + b"\n" + _dump(steps)
        line = json.dumps({**header, "parent": {"file": "x.jsonl", "id": "x", "step": "@@"}}).replace('"@@"', lit)
        yield "numbers", f"parent.step={case}", line.encode() + b"\n" + _dump(steps)


def duplicate_keys(recs: list[dict[str, Any]]) -> Iterator[Mutant]:
    header, steps = recs[0], recs[1:]
    s = json.dumps(steps[0])[:-1]
    h = json.dumps(header)[:-1]
    cases = {
        "step-index-twice": [h + "}", s + ',"index": "x"}'],
        "step-index-twice-int": [h + "}", s + ',"index": 99}'],
        "step-type-header": [h + "}", s + ',"type": "header"}'],
        "header-domain-twice": [h + ',"domain": "nope"}'],
        "header-type-step": [h + ',"type": "step"}'],
        "header-version-2": [h + ',"version": 2}'],
        "header-schema-other": [h + ',"schema": "other"}'],
        "step-observation-twice": [h + "}", s + ',"observation": {"x": 1}}'],
    }
    for case, lines in cases.items():
        rest = _dump(steps[1:]) if case.startswith("step") else _dump(steps)
        yield "duplicate_keys", case, "\n".join(lines).encode() + b"\n" + rest


def encoding(recs: list[dict[str, Any]]) -> Iterator[Mutant]:
    data = _dump(recs)
    first_nl = data.index(b"\n") + 1
    second_nl = data.index(b"\n", first_nl) + 1
    yield "encoding", "bom", b"\xef\xbb\xbf" + data
    yield "encoding", "bom-twice", b"\xef\xbb\xbf\xef\xbb\xbf" + data
    yield "encoding", "bom-on-step", data[:first_nl] + b"\xef\xbb\xbf" + data[first_nl:]
    yield "encoding", "utf16-le-bom", b"\xff\xfe" + data.decode().encode("utf-16-le")
    yield "encoding", "utf16-be", data.decode().encode("utf-16-be")
    yield "encoding", "utf32", data.decode().encode("utf-32")
    yield "encoding", "crlf", data.replace(b"\n", b"\r\n")
    yield "encoding", "cr-only", data.replace(b"\n", b"\r")
    yield "encoding", "mixed-newlines", data[:first_nl].replace(b"\n", b"\r\n") + data[first_nl:]
    yield "encoding", "nul-inside-step", data[:first_nl + 10] + b"\0" + data[first_nl + 10:]
    yield "encoding", "nul-line", data[:first_nl] + b"\0\0\0\n" + data[first_nl:]
    yield "encoding", "nul-first", b"\0" + data
    yield "encoding", "all-nul", b"\0" * 10_000
    yield "encoding", "nul-escaped-in-title", data.replace(b'"title": "', b'"title": "\\u0000', 1)
    yield "encoding", "nul-escaped-in-observation", data[:first_nl] + data[first_nl:].replace(
        b'"observation": "', b'"observation": "\\u0000x', 1)
    yield "encoding", "invalid-utf8-header", data[:20] + b"\xff" + data[20:]
    yield "encoding", "invalid-utf8-step", data[:first_nl + 30] + b"\xc3\x28" + data[first_nl + 30:]
    overlong = data[first_nl:second_nl].replace(b"ls", b"l\xc1\xb3", 1)
    yield "encoding", "overlong-utf8", data[:first_nl] + overlong + data[second_nl:]
    yield "encoding", "cesu-surrogate-bytes", data[:first_nl] + data[first_nl:].replace(
        b'"observation": "', b'"observation": "\xed\xa0\x80', 1)
    yield "encoding", "latin1-file", data.decode().encode("latin-1", "replace")
    yield "encoding", "escaped-surrogate-pair-split", data[:first_nl] + data[first_nl:].replace(
        b'"observation": "', b'"observation": "\\ud83d', 1)
    hostile_title = "\"title\": \"\u009b31m\u202e\x1b]52;c;SGVsbG8=\x07".encode()
    yield "encoding", "c1-and-bidi-everywhere", data.replace(b'"title": "', hostile_title, 1)
    yield "encoding", "json-escaped-esc", data.replace(b'"title": "', b'"title": "\\u001b[2J\\u001b]0;pwn\\u0007', 1)


def lines(recs: list[dict[str, Any]]) -> Iterator[Mutant]:
    header, steps = recs[0], recs[1:]
    yield "lines", "empty-file", b""
    yield "lines", "only-newlines", b"\n\n\n"
    yield "lines", "only-whitespace", b"   \t \n  \n"
    yield "lines", "header-not-first", _dump(steps[:1] + [header] + steps[1:])
    yield "lines", "header-last", _dump(steps + [header])
    yield "lines", "two-headers", _dump([header, header] + steps)
    yield "lines", "header-twice-later", _dump([header] + steps[:1] + [header] + steps[1:])
    yield "lines", "no-header", _dump(steps)
    yield "lines", "blank-lines-between", _dump([header]).replace(b"\n", b"\n\n\n") + _dump(steps)
    yield "lines", "torn-last-line", _dump(recs)[:-40]
    yield "lines", "no-final-newline", _dump(recs)[:-1]
    yield "lines", "json-array-file", json.dumps(recs).encode()
    yield "lines", "pretty-printed", b"\n".join(json.dumps(r, indent=2).encode() for r in recs)
    yield "lines", "trailing-garbage-line", _dump(recs) + b"}{][\n"
    yield "lines", "step-is-array", _dump([header]) + b"[1,2,3]\n" + _dump(steps)
    yield "lines", "step-is-string", _dump([header]) + b'"step"\n' + _dump(steps)
    yield "lines", "step-is-null", _dump([header]) + b"null\n" + _dump(steps)
    yield "lines", "200k-empty-objects", _dump([header]) + b"{}\n" * 200_000
    yield "lines", "100k-steps", _dump([header] + [{**steps[0], "index": i} for i in range(1, 100_001)])


def order(recs: list[dict[str, Any]]) -> Iterator[Mutant]:
    header, steps = recs[0], recs[1:]
    def idx(values: list[Any]) -> list[dict[str, Any]]:
        return [{**s, "index": v} for s, v in zip(steps, values)]
    n = len(steps)
    cases: dict[str, list[Any]] = {
        "reversed": list(range(n, 0, -1)), "all-1": [1] * n, "all-0": [0] * n,
        "negative": [-i for i in range(1, n + 1)],
        "gaps": [i * 10 for i in range(1, n + 1)], "start-at-5": list(range(5, 5 + n)),
        "huge": [2**62 + i for i in range(n)], "one-duplicate": [1, 1] + list(range(2, n)),
        "float": [float(i) for i in range(1, n + 1)], "bool": [True] * n, "string": [str(i) for i in range(1, n + 1)],
        "2^31-1-then-more": [2**31 - 1] + list(range(2**31, 2**31 + n - 1)),
    }
    for case, values in cases.items():
        yield "order", case, _dump([header] + idx(values))


def parents(recs: list[dict[str, Any]], name: str) -> Iterator[Mutant]:
    header, steps = recs[0], recs[1:]
    refs: dict[str, Any] = {
        "missing-file": {"file": "nope.jsonl", "id": "zzz", "step": 1},
        "self": {"file": name, "id": header.get("id", "x"), "step": 1},
        "self-step-beyond": {"file": name, "id": header.get("id", "x"), "step": 10**6},
        "traversal": {"file": "../../../etc/passwd", "id": "x", "step": 1},
        "absolute": {"file": "/etc/passwd", "id": "x", "step": 1},
        "empty-file-name": {"file": "", "id": "", "step": 0},
        "dir-name": {"file": ".", "id": "x", "step": 0},
        "negative-step": {"file": "nope.jsonl", "id": "x", "step": -1},
        "step-is-list": {"file": "nope.jsonl", "id": "x", "step": [1]},
        "escape-name": {"file": "\x1b]0;pwn\x07.jsonl", "id": "\x1b[2J", "step": 1},
        "parent-is-string": "nope.jsonl",
        "parent-is-list": ["nope.jsonl", 1],
        "parent-extra-keys": {"file": "nope.jsonl", "id": "x", "step": 1, "parent": {"file": name}},
    }
    for case, ref in refs.items():
        yield "parents", case, _dump([{**header, "example": False, "parent": ref}] + steps)
    for case, ps in {"parent_step-huge": 2**70, "parent_step-negative": -3, "parent_step-string": "1",
                     "parent_step-self": 1}.items():
        yield "parents", case, _dump([{**header, "example": False}] + [{**s, "parent_step": ps} for s in steps])


def sizes(recs: list[dict[str, Any]]) -> Iterator[Mutant]:
    header, steps = recs[0], recs[1:]
    for mb in (15, 17, 200):
        big = {**steps[0], "observation": "x" * (mb << 20)}
        yield "sizes", f"step-{mb}MB", _dump([header, big] + steps[1:])
    yield "sizes", "header-200MB", _dump([{**header, "system_prompt": "y" * (200 << 20)}] + steps)
    yield "sizes", "title-1MB", _dump([{**header, "title": "t" * (1 << 20)}] + steps)
    yield "sizes", "many-warnings", _dump([header, {**steps[0], "warnings": [
        {"kind": "format", "severity": "warning", "step": 1, "message": "m"}] * 100_000}] + steps[1:])
    yield "sizes", "long-line-no-newline-200MB", _dump([header]) + b"x" * (200 << 20)
    yield "sizes", "one-line-2MB-of-newlines-in-json", _dump([header, {**steps[0], "observation": "\n" * (2 << 20)}])


def types(recs: list[dict[str, Any]]) -> Iterator[Mutant]:
    header, steps = recs[0], recs[1:]
    # round 1 (test_sessions.py) tried 19 values on every field; here the three most structural
    values: dict[str, Any] = {"null": None, "list": [1], "dict": {"a": 1}}
    for key in list(header):
        if key in ("type", "schema", "version"):
            continue
        for case, v in values.items():
            yield "types", f"header.{key}={case}", _dump([{**header, key: v}] + steps)
    for key in list(steps[0]):
        for case, v in values.items():
            yield "types", f"step.{key}={case}", _dump([header, {**steps[0], key: v}] + steps[1:])


CLASSES = ["nesting", "numbers", "duplicate_keys", "encoding", "lines", "order", "parents", "sizes", "types"]


def mutants(base: Path) -> Iterator[Mutant]:
    recs = _lines(base)
    recs[0]["example"] = False  # so fork/step may write
    for fn in (nesting, numbers, duplicate_keys, encoding, lines, order):
        yield from fn(recs)
    yield from parents(recs, "mutant.jsonl")
    yield from sizes(recs)
    yield from types(recs)


def _strict_json(text: str) -> str | None:
    def bad(name: str) -> None:
        raise ValueError(f"non-strict JSON constant {name}")
    try:
        json.loads(text, parse_constant=bad)
    except ValueError as e:
        return str(e)[:200]
    return None


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--budget", type=float, default=300)
    ap.add_argument("--out", type=Path)
    ap.add_argument("--only", action="append", choices=CLASSES)
    ap.add_argument("--base", type=Path, default=REPO / "sessions" / "terminal-example.jsonl")
    ap.add_argument("--step-model", type=Path, help="also run `step --session` with this (tiny) model")
    ap.add_argument("--commands", default="replay,export-md,export-json,export-bench,check-json,list-json,fork,"
                    "import,verify,step", help="comma-separated; also: check, list (plain-text forms)")
    ap.add_argument("--timeout", type=float, default=30)
    args = ap.parse_args(argv)

    out = args.out or Path(tempfile.mkdtemp(prefix="session-round2-"))
    out.mkdir(parents=True, exist_ok=True)
    wanted = set(args.commands.split(","))
    plan = out / "plan.json"  # one recorded step: verify continues the session without a model
    plan.write_text(json.dumps({"domain": "terminal", "actions": [
        {"action": [{"keystrokes": "ls\n", "duration": 0.5}], "observation": "a.txt\n$ "}]}))
    deadline = time.monotonic() + args.budget
    counts: Counter[tuple[str, str, str]] = Counter()
    bad: list[dict[str, Any]] = []
    total = 0
    for cls, case, data in mutants(args.base):
        if args.only and cls not in args.only:
            continue
        if time.monotonic() > deadline:
            break
        total += 1
        home = out / "user"
        shutil.rmtree(home, ignore_errors=True)
        sdir = home / "sessions"
        sdir.mkdir(parents=True)
        path = sdir / "mutant.jsonl"
        path.write_bytes(data)
        env = dict(os.environ, PYTHONPATH=str(REPO), AGENTWORLD_CONFIG=str(home / "config.toml"),
                   AGENTWORLD_SESSIONS_DIR=str(sdir), AGENTWORLD_MODELS_DIR=str(home / "models"),
                   AGENTWORLD_PROMPTS_DIR=str(home / "prompts"), HF_HOME=str(home / "hf"), HF_HUB_OFFLINE="1")
        cmds: dict[str, list[str]] = {
            "replay": ["replay", str(path)], "export-md": ["export", str(path), "--format", "md"],
            "export-json": ["export", str(path), "--format", "json"],
            "export-bench": ["export", str(path), "--format", "bench"],
            "check": ["check", str(path)], "check-json": ["check", str(path), "--json"],
            "list": ["sessions", "list"], "list-json": ["sessions", "list", "--json"],
            "fork": ["sessions", "fork", str(path), "1"],
            "import": ["sessions", "--sessions-dir", str(home / "imported"), "import", str(path)],
            # a recorded plan needs no model: verify only continues the session and judges it
            "verify": ["verify", str(plan), "--rules",
                       str(REPO / "examples" / "terminal" / "rules.toml"), "--from", str(path), "--json", "--quiet"],
        }
        (home / "imported").mkdir()
        if args.step_model and "step" in wanted:
            cmds["step"] = ["step", str(args.step_model), "--session", str(path), "--action", "ls", "--ctx", "4096",
                            "--max-tokens", "4", "--threads", "1", "--quiet", "--seed", "1", "--gpu-layers", "0"]
        for name, cmd in cmds.items():
            if name not in wanted:
                continue
            o = run_cli(cmd, env, args.timeout)
            kind = o.kind
            if kind == "silent-failure" and (o.rc == 1 and name in ("check", "check-json")
                                             or o.rc in (1, 3) and name == "verify"):
                kind = "ok"  # check exits 1 when it finds warnings; its report is on stdout
            if name in ("export-json", "list-json", "check-json", "verify") and o.rc in (0, 1) and o.stdout.strip():
                problem = _strict_json(o.stdout)
                if problem:
                    kind, o.text = "bad-json", problem
            counts[(cls, name, kind)] += 1
            if kind in BAD:
                bad.append({"class": cls, "case": case, "command": name, "kind": kind, "rc": o.rc,
                            "seconds": round(o.seconds, 2), "output": o.text[-1500:]})
                print(f"BAD {cls}/{case}: {name} -> {kind} ({o.rc}) {o.text.strip().splitlines()[-1:]}", flush=True)
            elif o.seconds > 10:
                print(f"SLOW {cls}/{case}: {name} {o.seconds:.1f} s", flush=True)
    table: dict[str, dict[str, int]] = {}
    for (cls, command, kind), n in sorted(counts.items()):
        table.setdefault(f"{cls}/{command}", {})[kind] = n
    (out / "report.json").write_text(json.dumps({"mutants": total, "table": table, "bad": bad}, indent=1))
    print(f"\n{total} mutants, {len(bad)} bad outcomes; report: {out / 'report.json'}")
    summary: dict[str, Counter[str]] = {}
    for (cls, _cmd, kind), n in counts.items():
        summary.setdefault(cls, Counter())[kind] += n
    for cls, kinds in summary.items():
        print(f"  {cls:16} " + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items())))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
