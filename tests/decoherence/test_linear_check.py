"""The detectors' cost per step stays flat as a session grows (``check``, ``replay --recheck``, the
step runner's checker), and a long session loads in linear time.

The sessions are generated: a terminal session with varied, realistic work (new directories and
files, reads, appends, removals, commits, environment variables, processes, dates) and now and then
a contradiction, so the ledgers keep growing and the detectors have something to say. Costs are
compared as ratios within one process (time per step of a long session over that of a short one),
with a generous factor: absolute seconds say nothing on a shared machine.
"""

from __future__ import annotations

import json
import random
import time
from pathlib import Path
from typing import Callable

from playground.decoherence import check_session
from playground.decoherence.checker import DecoherenceChecker
from playground.decoherence.thresholds import Thresholds
from playground.world.session import Session, SessionHeader, Step
from playground.world.store import dump_line, load_session

USER, HOST, HOME = "alex", "devbox", "/home/alex"
N_CTX = 1 << 24  # room for the longest generated session: context pressure is not what is measured


class _World:
    """A small machine the generated agent works on; observations are what it would show."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.cwd = HOME
        self.files: dict[str, list[str]] = {}
        self.dirs: set[str] = {HOME}
        self.commits: list[tuple[str, str]] = []
        self.env: dict[str, str] = {}
        self.counter = 0
        self.clock = 1_741_946_520  # 2025-03-14 10:02 UTC, moves forward

    def prompt(self) -> str:
        shown = "~" + self.cwd[len(HOME):] if self.cwd.startswith(HOME) else self.cwd
        return f"{USER}@{HOST}:{shown}$"

    def here(self) -> list[str]:
        return sorted(p for p in self.files if p.rsplit("/", 1)[0] == self.cwd)

    def word(self) -> str:
        self.counter += 1
        syll = ("ka", "lo", "mi", "ren", "tor", "vex", "zu", "pa", "qui", "so")
        return "".join(self.rng.choice(syll) for _ in range(3)) + str(self.counter)

    def hexid(self, n: int = 7) -> str:
        return "".join(self.rng.choice("0123456789abcdef") for _ in range(n - 1)) + self.rng.choice("abcdef")

    def step(self, hostile: bool) -> tuple[str, str]:
        """(command line, output lines joined) of the next command; changes the world."""
        r = self.rng
        here = self.here()
        self.clock += r.randint(5, 90)
        op = r.choice(("mkdir", "write", "write", "cat", "cat", "ls", "commit", "log", "export", "echo",
                       "python", "wc", "rm", "append", "grep", "date", "cdup", "ps"))
        if op == "mkdir" or (op in ("cat", "wc", "rm", "append", "grep") and not here) or len(here) > 12:
            if self.cwd.count("/") > 4:
                self.cwd = HOME
                return "cd ~", ""
            d = f"{self.cwd}/{self.word()}"
            self.dirs.add(d)
            self.cwd = d
            return f"mkdir -p {d.rsplit('/', 1)[1]} && cd {d.rsplit('/', 1)[1]}", ""
        if op == "write":
            name = f"{self.word()}.txt"
            body = [f"{self.word()} {self.word()} value={r.randint(0, 9999)}" for _ in range(r.randint(1, 4))]
            self.files[f"{self.cwd}/{name}"] = body
            text = "\\n".join(body)
            return f"printf '{text}\\n' > {name}", ""
        if op == "cat":
            p = r.choice(here)
            body = list(self.files[p])
            if hostile:
                body[0] = body[0] + " changed"  # the same file, other content: a contradiction
            return f"cat {p.rsplit('/', 1)[1]}", "\n".join(body)
        if op == "ls":
            subdirs = sorted(d for d in self.dirs if d.rsplit("/", 1)[0] == self.cwd)
            rows = [f"drwxr-xr-x 2 {USER} {USER}  4096 Mar 14 10:02 {d.rsplit('/', 1)[1]}" for d in subdirs]
            rows += [f"-rw-r--r-- 1 {USER} {USER} {sum(len(x) + 1 for x in self.files[p]):>5} Mar 14 10:02 "
                     f"{p.rsplit('/', 1)[1]}" for p in here]
            return "ls -l", "\n".join([f"total {4 * len(rows)}", *rows])
        if op == "commit":
            h = self.hexid()
            msg = f"update {self.word()}"
            self.commits.append((h, msg))
            return f"git add -A && git commit -qm '{msg}' && git rev-parse --short HEAD", h
        if op == "log":
            if not self.commits:
                return "git log --oneline -3", "fatal: your current branch 'main' does not have any commits yet"
            shown = [f"{h} {m}" for h, m in reversed(self.commits[-3:])]
            if hostile:
                shown[0] = f"{self.hexid()} {self.commits[-1][1]}"  # the last commit, another hash
            return "git log --oneline -3", "\n".join(shown)
        if op == "export":
            name = f"V{self.counter}"
            self.env[name] = self.word()
            return f"export {name}={self.env[name]}", ""
        if op == "echo":
            if not self.env:
                return "echo $HOME", HOME
            name = r.choice(sorted(self.env))
            return f"echo ${name}", self.env[name] + ("x" if hostile else "")
        if op == "python":
            a, b = r.randint(2, 999), r.randint(2, 999)
            return f"python3 -c 'print({a}*{b})'", str(a * b)
        if op == "wc":
            p = r.choice(here)
            return f"wc -l {p.rsplit('/', 1)[1]}", f"{len(self.files[p])} {p.rsplit('/', 1)[1]}"
        if op == "rm":
            p = r.choice(here)
            del self.files[p]
            return f"rm {p.rsplit('/', 1)[1]}", ""
        if op == "append":
            p = r.choice(here)
            line = f"{self.word()} appended"
            self.files[p].append(line)
            return f"echo '{line}' >> {p.rsplit('/', 1)[1]}", ""
        if op == "grep":
            p = r.choice(here)
            hits = [f"{i}:{x}" for i, x in enumerate(self.files[p], 1) if "value" in x]
            return f"grep -n value {p.rsplit('/', 1)[1]}", "\n".join(hits)
        if op == "date":
            return "date -u", time.strftime("%a %b %d %H:%M:%S UTC %Y", time.gmtime(self.clock))
        if op == "ps":
            pid = r.randint(1000, 60000)
            return "pgrep -a python3", f"{pid} python3 -m http.server {r.randint(8000, 8999)}"
        if self.cwd == HOME:
            return "pwd", HOME
        self.cwd = self.cwd.rsplit("/", 1)[0]
        return "cd ..", ""


def terminal_steps(n: int, *, seed: int = 7, hostile_every: int = 37) -> tuple[SessionHeader, list[Step]]:
    """A predicted terminal session of ``n`` steps; every ``hostile_every``-th step may contradict."""
    world = _World(seed)
    header = SessionHeader(domain="terminal", system_prompt="You are a Linux terminal.",
                           initial_state=world.prompt(), created="2025-03-14T10:02:00+00:00")
    steps: list[Step] = []
    prompt_tokens = 300
    for i in range(1, n + 1):
        before = world.prompt()
        line, out = world.step(hostile=i % hostile_every == 0)
        obs = "\n".join(x for x in (f"{before} {line}", out, world.prompt()) if x)
        keys = json.dumps([{"keystrokes": line + "\n", "duration": 0.5}], indent=2)
        generated = 40 + len(obs) // 3
        prompt_tokens += len(keys) // 3 + len(obs) // 3
        steps.append(Step(
            index=i, action=keys, message=f"### Turn {i}\n**Action:**\n```json\n{keys}\n```",
            raw=f"<think>\nThe shell runs it.\n</think>\n\n**Environment Observation:**\n{obs}",
            reasoning="The shell runs it.", observation=obs, finish_reason="stop",
            timings={"prompt_tokens": prompt_tokens, "n_ctx": N_CTX, "generated_tokens": generated},
            created=f"2025-03-14T10:{i % 60:02d}:00+00:00"))
    return header, steps


def terminal_session(n: int, **kw: int) -> Session:
    header, steps = terminal_steps(n, **kw)
    return Session(path=None, header=header, steps=steps)


def write_session(path: Path, session: Session) -> Path:
    path.write_bytes(b"".join([dump_line(session.header.to_dict()), *(dump_line(s.to_dict()) for s in session.steps)]))
    return path


def per_step(fn: Callable[[], object], steps: int, repeats: int = 2) -> float:
    """Seconds per step of ``fn`` (the best of ``repeats`` runs: the least disturbed by other work)."""
    best = float("inf")
    for _ in range(repeats):
        t0 = time.process_time()
        fn()
        best = min(best, time.process_time() - t0)
    return best / steps


# A long session may cost more per step than a short one only by this factor: linear work stays
# well under it (measured within 10%; the rest is room for noise), while work that grows with the
# session (a copy of the history or of the ledger per step) lands above it at 12x the steps.
GROWTH_LIMIT = 1.6
SHORT, LONG = 250, 3000


def test_generated_session_is_varied_and_draws_warnings() -> None:
    # the measurement means something only if the ledgers have work: many distinct files and
    # commands, and contradictions the detectors find
    s = terminal_session(600)
    commands = {json.loads(st.action)[0]["keystrokes"].split()[0] for st in s.steps}
    assert {"cat", "ls", "git", "export", "rm", "mkdir", "printf", "date"} <= commands
    warnings = check_session(s, Thresholds())
    # at any level (information or an error: the evidence decides)
    kinds = {w.kind for ws in warnings.values() for w in ws if "earlier_step" in (w.evidence or {})}
    assert len(kinds) >= 2, kinds


def test_check_session_cost_per_step_is_flat() -> None:
    short, long = terminal_session(SHORT), terminal_session(LONG)
    th = Thresholds()
    a = per_step(lambda: check_session(short, th), SHORT, repeats=3)
    b = per_step(lambda: check_session(long, th), LONG)
    assert b < GROWTH_LIMIT * a, f"{b * 1e3:.2f} ms/step at {LONG} steps vs {a * 1e3:.2f} at {SHORT}"


def test_check_session_with_estimated_context_is_flat() -> None:
    # check --n-ctx on steps without token counts estimates each prompt from the history's text
    short, long = terminal_session(SHORT), terminal_session(LONG)
    for s in (*short.steps, *long.steps):
        s.timings = None
    th = Thresholds()
    a = per_step(lambda: check_session(short, th, n_ctx=N_CTX), SHORT, repeats=3)
    b = per_step(lambda: check_session(long, th, n_ctx=N_CTX), LONG)
    assert b < GROWTH_LIMIT * a, f"{b * 1e3:.2f} ms/step at {LONG} steps vs {a * 1e3:.2f} at {SHORT}"


def _first_step_cost(n: int) -> float:
    """Seconds per step of history for one step on an ``n``-step session, as ``step --session`` runs it:
    the runner's checker catches up on the saved steps once, then judges the new one."""
    s = terminal_session(n)
    t0 = time.process_time()
    DecoherenceChecker(Thresholds())(Session(None, s.header, s.steps[:-1]), s.steps[-1])
    return (time.process_time() - t0) / n


def test_one_step_on_a_long_session_costs_linear_time() -> None:
    a = min(_first_step_cost(SHORT) for _ in range(3))
    b = min(_first_step_cost(LONG) for _ in range(2))
    assert b < GROWTH_LIMIT * a, f"{b * 1e3:.2f} ms/step at {LONG} steps vs {a * 1e3:.2f} at {SHORT}"


def _next_steps_cost(n: int, last: int = 40) -> float:
    """Seconds per step for the runner's checker on the ``last`` steps of an ``n``-step session played in
    this process: one session whose list of steps grows by each saved step (as run_step appends)."""
    s = terminal_session(n)
    live = Session(None, s.header, s.steps[: n - last])
    checker = DecoherenceChecker(Thresholds())
    checker(live, s.steps[n - last])
    live.steps.append(s.steps[n - last])
    t0 = time.process_time()
    for st in s.steps[n - last + 1:]:
        checker(live, st)
        live.steps.append(st)
    return (time.process_time() - t0) / (last - 1)


def test_the_next_steps_judged_by_the_runner_do_not_copy_the_ledger() -> None:
    # each step used to be judged on a deep copy of the whole ledger: its cost grew with the session.
    # What remains per step is checking that the session still starts with the steps followed
    # (a hash per step, in C), far below the 12x more steps of the long session
    a = min(_next_steps_cost(SHORT) for _ in range(3))
    b = min(_next_steps_cost(LONG) for _ in range(2))
    assert b < GROWTH_LIMIT * a, f"{b * 1e3:.2f} ms/step at {LONG} steps vs {a * 1e3:.2f} at {SHORT}"


def test_same_warnings_from_check_and_from_the_step_runner() -> None:
    # the checker the runner uses must say what check says, step by step, however it keeps its ledger
    s = terminal_session(300)
    th = Thresholds()
    whole = check_session(s, th)
    checker = DecoherenceChecker(th)
    core = ("format", "generation", "checker")  # check adds the core's checks and its own notes
    judged = 0
    for i, st in enumerate(s.steps):
        got = [w.to_dict() for w in checker(Session(None, s.header, s.steps[:i]), st)]
        want = [w.to_dict() for w in whole[st.index] if w.kind.split(".")[0] not in core]
        assert [w for w in got if w["kind"].split(".")[0] not in core] == want, st.index
        judged += bool(want)
    assert judged >= 3  # the comparison saw the ledgers speak


def test_a_step_that_was_not_saved_does_not_stay_in_the_runner_ledger() -> None:
    # the runner's ledger follows the step it judges; when that step is then not saved (cancelled,
    # a full disk) and another takes its place, the ledger must not remember the first one
    s = terminal_session(40)
    th = Thresholds()
    checker = DecoherenceChecker(th)
    for i in range(30):
        checker(Session(None, s.header, s.steps[:i]), s.steps[i])
    from dataclasses import replace

    bad = replace(s.steps[30], observation="alex@devbox:~$ echo hi\nhi\nroot@other:/tmp#", raw="x")
    checker(Session(None, s.header, s.steps[:30]), bad)  # judged, then never saved
    for i in range(30, 40):
        got = [w.to_dict() for w in checker(Session(None, s.header, s.steps[:i]), s.steps[i])]
        fresh = DecoherenceChecker(th)
        assert got == [w.to_dict() for w in fresh(Session(None, s.header, s.steps[:i]), s.steps[i])], i
    # the same with one session object that the runner appends to (the in-process fast path)
    live = Session(None, s.header, list(s.steps[:30]))
    checker = DecoherenceChecker(th)
    checker(Session(None, s.header, s.steps[:29]), s.steps[29])
    checker(live, bad)
    for st in s.steps[30:]:
        got = [w.to_dict() for w in checker(live, st)]
        fresh = DecoherenceChecker(th)
        assert got == [w.to_dict() for w in fresh(Session(None, s.header, list(live.steps)), st)], st.index
        live.steps.append(st)


def test_load_session_cost_per_step_is_flat(tmp_path: Path) -> None:
    short = write_session(tmp_path / "short.jsonl", terminal_session(SHORT * 2))
    long = write_session(tmp_path / "long.jsonl", terminal_session(LONG * 2))
    # measured in turns, short then long, the best of each: a spell of load on a shared CI machine that
    # slows one turn of the long load (a few tenths of a second) does not decide the ratio alone
    a = b = float("inf")
    for _ in range(4):
        a = min(a, per_step(lambda: load_session(short), SHORT * 2, repeats=1))
        b = min(b, per_step(lambda: load_session(long), LONG * 2, repeats=1))
    assert b < GROWTH_LIMIT * a, f"{b * 1e6:.1f} us/step at {LONG * 2} steps vs {a * 1e6:.1f} at {SHORT * 2}"


def test_a_touch_after_a_create_still_makes_the_count_unknowable() -> None:
    # the store's index of touched things per place (scope_writes_since reads only that place)
    from playground.decoherence.engine.model import Quote, Ref, Selector, Write
    from playground.decoherence.engine.store import FactStore

    store = FactStore()
    ref = Ref("file", "/srv/", "out.log")
    q = Quote(1, "shell", "x")
    store.write(Write(Selector.of(ref), "create", q))
    since = store.counter
    assert store.scope_writes_since("file", "/srv/", since) == (0, 0, False)
    store.savepoint()
    store.write(Write(Selector.of(ref), "touch", q))
    assert store.scope_writes_since("file", "/srv/", since)[2] is True
    store.rollback()  # the index follows savepoints like every table
    assert store.scope_writes_since("file", "/srv/", since) == (0, 0, False)
    store.write(Write(Selector.of(ref), "touch", q))
    assert store.scope_writes_since("file", "/srv/", since)[2] is True
    assert store.scope_writes_since("file", "/other/", since)[2] is False


def test_a_selector_with_a_key_names_one_thing() -> None:
    # the store indexes a write that names no one thing by its kind and scope: a key there would be dropped and
    # the write would reach the whole place (a cache named anywhere under a project reached every file of it)
    import pytest

    from playground.decoherence.engine.model import Ref, Selector

    assert Selector("file", "/srv", "out.log").exact == Ref("file", "/srv", "out.log")
    assert Selector(kind="clock", scope="", key="").exact is not None
    for wide in ({"kind": "file", "scope": "/srv", "key": "__pycache__", "prefix": True}, {"kind": "file", "key": "x"},
                 {"scope": "/srv", "key": "x"}):
        with pytest.raises(ValueError, match="names one thing"):
            Selector(**wide)  # type: ignore[arg-type]
