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
# well under it (noise, caches), quadratic work at 8x the steps lands far above it.
GROWTH_LIMIT = 2.5
SHORT, LONG = 250, 2000


def test_generated_session_is_varied_and_draws_warnings() -> None:
    # the measurement means something only if the ledgers have work: many distinct files and
    # commands, and contradictions the detectors find
    s = terminal_session(600)
    commands = {json.loads(st.action)[0]["keystrokes"].split()[0] for st in s.steps}
    assert {"cat", "ls", "git", "export", "rm", "mkdir", "printf", "date"} <= commands
    warnings = check_session(s, Thresholds())
    kinds = {w.kind for ws in warnings.values() for w in ws if w.severity != "info"}
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


def test_teacher_forced_check_is_flat() -> None:
    # a teacher-forced step is judged on its prediction while the ledger follows the ground truth
    from dataclasses import replace

    def forced(n: int) -> Session:
        s = terminal_session(n)
        for st in s.steps:
            st.ground_truth = st.observation + "\n"  # differs: the prediction is judged apart
        return Session(None, replace(s.header, teacher_forcing=True), s.steps)

    short, long = forced(SHORT), forced(LONG)
    th = Thresholds()
    a = per_step(lambda: check_session(short, th), SHORT, repeats=3)
    b = per_step(lambda: check_session(long, th), LONG)
    assert b < GROWTH_LIMIT * a, f"{b * 1e3:.2f} ms/step at {LONG} steps vs {a * 1e3:.2f} at {SHORT}"


def _runner_cost(n: int, last: int) -> float:
    """Seconds per step the step runner's checker spends on the ``last`` steps of an ``n``-step session,
    fed one at a time as the runner does (its ledger follows the session)."""
    s = terminal_session(n)
    checker = DecoherenceChecker(Thresholds())
    checker(Session(None, s.header, s.steps[: n - last]), s.steps[n - last])  # catch up once
    t0 = time.process_time()
    for i in range(n - last, n):
        checker(Session(None, s.header, s.steps[:i]), s.steps[i])
    return (time.process_time() - t0) / last


def test_step_runner_checker_cost_per_step_is_flat() -> None:
    a = min(_runner_cost(SHORT, 60) for _ in range(2))
    b = min(_runner_cost(LONG, 60) for _ in range(2))
    assert b < GROWTH_LIMIT * a, f"{b * 1e3:.2f} ms/step at {LONG} steps vs {a * 1e3:.2f} at {SHORT}"


def test_same_warnings_from_check_and_from_the_step_runner() -> None:
    # the checker the runner uses must say what check says, step by step, however it keeps its ledger
    s = terminal_session(300)
    th = Thresholds()
    whole = check_session(s, th)
    checker = DecoherenceChecker(th)
    for i, st in enumerate(s.steps):
        got = [w for w in checker(Session(None, s.header, s.steps[:i]), st) if w.kind.split(".")[0] != "format"]
        want = [w for w in whole[st.index] if w.kind.split(".")[0] not in ("format", "generation", "checker")]
        assert [w.to_dict() for w in got] == [w.to_dict() for w in want], st.index


def test_load_session_cost_per_step_is_flat(tmp_path: Path) -> None:
    short = write_session(tmp_path / "short.jsonl", terminal_session(SHORT * 2))
    long = write_session(tmp_path / "long.jsonl", terminal_session(LONG * 2))
    a = per_step(lambda: load_session(short), SHORT * 2, repeats=3)
    b = per_step(lambda: load_session(long), LONG * 2)
    assert b < GROWTH_LIMIT * a, f"{b * 1e6:.1f} us/step at {LONG * 2} steps vs {a * 1e6:.1f} at {SHORT * 2}"
