"""The "flat world" signal: detail counts on real-looking outputs of every domain, a flat prediction
against a rich ground truth and against earlier observations of the same kind, its threshold measured
on the project's clean sessions and rows, a flat cost per step, an info finding that never changes
`check`'s exit status, live steps through the step runner, and the play screen's warnings panel."""

from __future__ import annotations

import glob
import json
from pathlib import Path
from typing import Iterator

import pytest

from playground.cli import main
from playground.decoherence import check_session
from playground.decoherence.checker import step_checkers, step_tools
from playground.decoherence.common import checked_text, history_text, read_action
from playground.decoherence.flatness import (
    DETAIL_CLASSES,
    FLAT_MIN_DETAILS,
    FLAT_RATIO,
    KIND,
    FlatnessHistory,
    action_kind,
    compare,
    detail_counts,
    flatness,
    profile,
    row_flatness,
)
from playground.decoherence.thresholds import Thresholds
from playground.endpoints import EndpointSpec
from playground.endpoints.engine import EndpointEngine
from playground.llama.sampling import GenerationParams
from playground.world.agentworldbench import row_sessions
from playground.world.official_prompts import start_session
from playground.world.paths import example_paths
from playground.world.session import Session, SessionHeader, Step
from playground.world.simulate import run_step
from playground.world.store import load_session
from playground.world.warning_records import run_checkers
from tests.decoherence.test_linear_check import per_step, terminal_session
from tests.endpoints.loopback import Loopback
from tests.tui.conftest import make_app, wait_for  # noqa: F401  (make_app: the Pilot fixture)
from tests.world.test_live_rows import MODEL, answering, server  # noqa: F401  (server: the loopback fixture)

ROOT = Path(__file__).resolve().parents[2]

# ------------------------------------------------------------------ detail counts, per domain

LS_LA = """alex@devbox:~/proj$ ls -la
total 24
drwxr-xr-x 3 alex alex 4096 Mar  3 12:01 .
drwxr-xr-x 9 alex alex 4096 Mar  1 08:40 ..
-rw-r--r-- 1 alex alex  220 Mar  3 11:58 notes.txt
-rw-r--r-- 1 alex alex 1.2K Feb 28 09:14 main.py
alex@devbox:~/proj$"""

OUTPUTS = {
    "terminal": (LS_LA, {"permissions": 4, "date": 4, "timestamp": 4, "filename": 2, "count": 1}),
    "terminal-git": ("$ git log --oneline -2\n3c9e1a7 Tune retry backoff (v2.4.1)\n8f02bd4 Add consumer tests\n"
                     "warning: refname 'HEAD' is ambiguous.", {"hash": 2, "version": 1, "warning": 1}),
    "terminal-pip": ("Downloading requests-2.32.3-py3-none-any.whl (64 kB)\nInstalling collected packages: requests\n"
                     "Successfully installed requests-2.32.3\nWARNING: You are using pip version 23.0.1",
                     {"version": 3, "size": 1, "warning": 1}),
    "mcp": ('{"id": "48213", "key": "PAY-482", "self": "https://payments.example.net/rest/api/3/issue/48213",\n'
            ' "created": "2024-05-14T16:02:19.000+0000", "comment": {"total": 2}}',
            {"identifier": 1, "url": 1, "date": 1, "timestamp": 1}),
    "search": ("[1] https://www.ecb.europa.eu/press/pr/date/2024/html/ecb.mp240606.en.html\nTitle: Monetary policy "
               "decisions\nSnippet: rates decreased to 4.25%, 4.50% and 3.75% from 12 June 2024\nDate: Jun 6, 2024",
               {"url": 1, "percent": 3, "date": 2}),
    "swe": ("Command: git status --short\nDirectory: (root)\nStdout:  M relay/config.py\nExit Code: 0\n"
            "Background PIDs: (none)\nProcess Group PGID: 40217", {"path": 1, "identifier": 1}),
    "android": ("[0] TextView '23:58' id=clock\n[1] TextView 'Tue, Mar 4' id=date\n"
                "[2] TextView '23%' id=battery_percentage\n[3] Switch 'Bluetooth' checked=false",
                {"timestamp": 1, "date": 2, "percent": 1}),
    "web": ("RootWebArea 'Keyboards – Clackworks', focused\n\t[206] StaticText '9 results'\n"
            "\t[300] link 'Royal Kludge RK84', clickable\n\t[301] StaticText '$59.99'", {"count": 1, "money": 1}),
    "os": ("label\t\tFri 14:06\t\t\t(884, 0)\t(152, 27)\nframe\thousehold.ods - LibreOffice Calc\t\t\t\t(0, 27)",
           {"date": 1, "timestamp": 1, "filename": 1}),
}


@pytest.mark.parametrize("name", sorted(OUTPUTS))
def test_detail_counts_on_real_looking_outputs(name: str) -> None:
    text, expected = OUTPUTS[name]
    counts = detail_counts(text)
    assert set(counts) <= set(DETAIL_CLASSES)
    for cls, n in expected.items():
        assert counts.get(cls) == n, (cls, counts)
    assert profile(text).details >= len(expected) and profile(text).density > 2


def test_prose_has_no_details_and_classes_are_data() -> None:
    assert detail_counts("The command ran successfully and listed the files in the project directory.") == {}
    assert detail_counts("") == {} and profile("").density == 0.0
    assert all(isinstance(p, str) for p in DETAIL_CLASSES.values()) and len(DETAIL_CLASSES) >= 12


# ------------------------------------------------------------------ against the ground truth

def test_a_flat_prediction_against_a_rich_ground_truth() -> None:
    flat = "alex@devbox:~/proj$ ls -la\nThe directory holds the project notes and the main script.\nalex@devbox:~/proj$"
    f = flatness(flat, LS_LA)
    assert f.ratio is not None and f.ratio <= FLAT_RATIO and f.is_flat()
    assert {"permissions", "timestamp", "date", "filename", "count"} <= set(f.missing)
    assert f.missing["permissions"] == 4 and f.references == 1 and f.reference_details >= FLAT_MIN_DETAILS
    same = flatness(LS_LA, [LS_LA])
    assert same.ratio == pytest.approx(1.0) and not same.is_flat() and same.missing == {}
    # a longer answer with every detail is wordy, not flat; a reference without detail gives no ratio
    wordy = flatness(LS_LA + "\n" + "The listing above is what the shell printed. " * 20, LS_LA)
    assert wordy.ratio is not None and wordy.ratio < FLAT_RATIO and not wordy.is_flat()
    assert flatness("Saved.", "Done.").ratio is None and flatness("x", []).reference_density is None


def test_row_flatness_reads_the_prediction_as_the_judge_sees_it() -> None:
    row = {"task": "terminal", "prompt": ["a", "b"], "turn_idx": 2,
           "response": ["**Environment Observation:**\nx", "**Environment Observation:**\n" + LS_LA],
           "gen": "<think>the listing</think>\n**Environment Observation:**\nThe files are listed."}
    f = row_flatness(row)
    assert f is not None and f.ratio == 0.0 and f.is_flat()
    rich = row_flatness({**row, "gen": "<think>x</think>\n**Environment Observation:**\n" + LS_LA})
    assert rich is not None and rich.ratio == pytest.approx(1.0)
    judged = row_flatness({**row, "gen": "anything", "extracted_output": LS_LA})  # what the judge compared
    assert judged is not None and judged.ratio == pytest.approx(1.0)
    assert row_flatness({**row, "gen": ""}) is None and row_flatness({**row, "turn_idx": 9}) is None


# ------------------------------------------------------------------ sessions

def terminal_step(i: int, command: str, observation: str, *, truth: str | None = None) -> Step:
    keys = json.dumps([{"keystrokes": command + "\n", "duration": 0.5}])
    return Step(index=i, action=keys, message=f"### Turn {i}\n**Action:**\n```json\n{keys}\n```",
                raw=f"**Environment Observation:**\n{observation}", observation=observation, finish_reason="stop",
                ground_truth=truth)


def listing(n: int) -> str:
    """The same directory listed again (the n-th time): nothing in it changed."""
    return LS_LA


FLAT_LS = "alex@devbox:~/proj$ ls -la\nThe folder has the notes file and the main script.\nalex@devbox:~/proj$"


def session_of(steps: list[Step], *, teacher_forcing: bool = False) -> Session:
    header = SessionHeader(domain="terminal", system_prompt="A Linux terminal.", initial_state="alex@devbox:~/proj$",
                           teacher_forcing=teacher_forcing)
    return Session(path=None, header=header, steps=steps)


def flat_findings(session: Session) -> dict[int, list[str]]:
    found = check_session(session)
    return {i: [w.message for w in ws if w.kind == KIND] for i, ws in found.items() if any(w.kind == KIND for w in ws)}


def test_against_earlier_observations_of_the_same_kind() -> None:
    steps = [terminal_step(1, "ls -la", listing(1)), terminal_step(2, "cat notes.txt", "buy milk"),
             terminal_step(3, "ls -la", listing(2)), terminal_step(4, "cat notes.txt", "buy milk"),
             terminal_step(5, "ls -la", FLAT_LS),
             terminal_step(6, "ls", "alex@devbox:~/proj$ ls\nThere are two files.\nalex@devbox:~/proj$")]
    found = check_session(session_of(steps))
    flat = [w for w in found[5] if w.kind == KIND]
    assert len(flat) == 1 and flat[0].severity == "info"
    assert "the 2 earlier observations of this kind (ls -a -l)" in flat[0].message
    assert isinstance(flat[0].evidence, dict) and flat[0].evidence["detector"] == "signal"
    assert flat[0].evidence["ratio"] <= FLAT_RATIO and "permissions" in flat[0].evidence["missing"]
    # the first of a kind has no reference; plain `ls` is another kind than `ls -la`; cat has its own
    assert all(w.kind != KIND for i in (1, 2, 3, 4, 6) for w in found[i])
    kinds = [action_kind("terminal", read_action(s, "terminal")) for s in steps]
    assert kinds == ["ls -a -l", "cat", "ls -a -l", "cat", "ls -a -l", "ls"]
    # disabled like every kind
    assert not flat_findings_with(session_of(steps), Thresholds(disable=("signal.flatness",)))


def flat_findings_with(session: Session, th: Thresholds) -> list[str]:
    return [w.kind for ws in check_session(session, th).values() for w in ws if w.kind == KIND]


def test_against_the_ground_truth_when_the_step_has_one() -> None:
    steps = [terminal_step(1, "ls -la", FLAT_LS, truth="**Environment Observation:**\n" + LS_LA),
             terminal_step(2, "ls -la", LS_LA, truth=LS_LA)]
    found = flat_findings(session_of(steps, teacher_forcing=True))
    assert list(found) == [1] and "flatter than the ground truth" in found[1][0]
    # the first five classes it lacks, in the table's order
    assert found[1][0].endswith("it has none of the reference's timestamp (4), date (4), size (1), filename (2), "
                                "permissions (4), ...")
    # imported ground truth alone (not predicted) is the real environment: never judged, but followed
    real = [Step(index=1, action=steps[0].action, message=steps[0].message, ground_truth=LS_LA),
            Step(index=2, action=steps[0].action, message=steps[0].message, ground_truth=FLAT_LS),
            terminal_step(3, "ls -la", FLAT_LS)]
    found = flat_findings(session_of(real, teacher_forcing=True))
    assert list(found) == [3] and "the 2 earlier observations" in found[3][0]


def test_the_history_is_bounded_per_kind_and_in_kinds() -> None:
    h = FlatnessHistory(per_kind=3, max_kinds=4)
    for i in range(10):
        h.add("ls", profile(listing(i % 28 + 1)))
    assert len(h.reference("ls")) == 3
    for k in ("a", "b", "c", "d"):
        h.add(k, profile("x"))
    assert h.reference("ls") == [] and len(h.reference("d")) == 1  # the least recently seen went first


# ------------------------------------------------------------------ the threshold, measured

def clean_points() -> Iterator[tuple[str, float | None, bool]]:
    """(source, ratio, flagged) of every observation of the project's clean example sessions, clean
    labeled sessions and rows sets (not the frozen holdout4) against its earlier same-kind ones."""
    sessions: list[tuple[str, Session]] = [("examples", load_session(p)) for p in example_paths()]
    sessions += [("labeled", load_session(p)) for p in sorted(glob.glob(str(ROOT / "tests/decoherence/data/*.jsonl")))
                 if "--" not in Path(p).name]
    rowfiles = [*sorted(glob.glob(str(ROOT / "tests/world/data/bench/*.jsonl"))),
                str(ROOT / "tests/decoherence/bench/rows.jsonl")]
    for sub in ("", "dev2/", "fresh/", "holdout2/", "holdout3/"):
        rowfiles += sorted(glob.glob(str(ROOT / f"tests/decoherence/independent/{sub}*_test.jsonl")))
    for path in rowfiles:
        longest: dict[str, Session] = {}
        for s in row_sessions(path)[0]:  # a trajectory's longest row holds all its turns
            if s.header.title not in longest or len(s.steps) > len(longest[s.header.title].steps):
                longest[s.header.title] = s
        sessions += [("rows", s) for s in longest.values()]
    for source, session in sessions:
        h = FlatnessHistory()
        domain = session.domain.id
        for st in session.steps:
            kind = action_kind(domain, read_action(st, domain))
            text = checked_text(st)
            if text is not None:
                f = compare(profile(text), h.reference(kind))
                if f.ratio is not None:
                    yield source, f.ratio, f.is_flat()
            follow = history_text(session, st)
            if follow is not None:
                h.add(kind, profile(follow))


@pytest.mark.slow
def test_the_threshold_keeps_clean_observations_quiet() -> None:
    """Measured when the threshold was chosen (ratio <= 0.25 with >= 4 details per reference): 666
    clean observations have a same-kind reference; their ratio's median is 1.00 in every domain, its
    5th percentile 0.32-0.87 in the rows by domain; 2 are flagged (0.3%), none in the shipped examples
    (at ratio 0.3: 6, at 0.5: 14). The signal covers the ground truths that show >= 4 details: 45%
    (search) to 100% (os) of them in the independent rows."""
    points = list(clean_points())
    assert len(points) >= 600
    ratios = sorted(r for _, r, _ in points if r is not None)
    assert 0.9 <= ratios[len(ratios) // 2] <= 1.1  # the same kind of output is about as detailed
    flagged = [p for p in points if p[2]]
    assert len(flagged) <= 0.01 * len(points), len(flagged)
    assert not [p for p in flagged if p[0] == "examples"]


@pytest.mark.parametrize("path", example_paths(), ids=lambda p: p.stem)
def test_the_shipped_examples_have_no_flatness_finding(path: Path) -> None:
    assert flat_findings(load_session(path)) == {}


# ------------------------------------------------------------------ cost and exit status

def flat_cost(session: Session) -> float:
    def run() -> None:
        h = FlatnessHistory()
        for st in session.steps:
            h.check(session, st)
    return per_step(run, len(session.steps), repeats=3)


@pytest.mark.slow
def test_check_time_per_step_does_not_grow_over_2000_steps() -> None:
    short, long = terminal_session(200), terminal_session(2000)
    a, b = flat_cost(short), flat_cost(long)
    assert b < 1.6 * a, f"{b * 1e6:.0f} us/step at 2000 steps vs {a * 1e6:.0f} at 200"
    # and the whole check, the signal included
    a = per_step(lambda: check_session(short), len(short.steps), repeats=3)
    b = per_step(lambda: check_session(long), len(long.steps), repeats=1)
    assert b < 1.6 * a, f"check: {b * 1e3:.2f} ms/step at 2000 steps vs {a * 1e3:.2f} at 200"


def test_check_exit_status_ignores_the_info(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    s = session_of([terminal_step(1, "ls -la", listing(1)), terminal_step(2, "ls -la", listing(2)),
                    terminal_step(3, "ls -la", FLAT_LS)])
    path = tmp_path / "flat.jsonl"
    path.write_text("".join(json.dumps(d) + "\n" for d in [s.header.to_dict(), *(st.to_dict() for st in s.steps)]))
    assert main(["check", str(path)]) == 0
    assert "signal.flatness" not in capsys.readouterr().out  # info is listed on request
    assert main(["check", str(path), "--info"]) == 0
    out = capsys.readouterr().out
    assert "step 3" in out and "signal.flatness" in out and "flatter than the 2 earlier" in out
    assert main(["check", str(path), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert KIND in [w["kind"] for w in report["warnings"]] and report["failing"] == 0
    assert main(["check", str(path), "--min-severity", "info"]) == 1  # asked for: info counts


# ------------------------------------------------------------------ live: the step runner, the play screen

RICH = "**Environment Observation:**\n" + LS_LA


def play(lb: Loopback, directory: Path, answers: list[str], truth: dict[int, str] | None = None) -> Session:
    answering(lb, answers)
    directory.mkdir(parents=True, exist_ok=True)
    session, _ = start_session(directory, "terminal", "built-in", initial_state="alex@devbox:~/proj$", defer=True)
    tools = step_tools(Thresholds())
    with EndpointEngine.open(EndpointSpec(lb.url, MODEL)) as engine:
        for i in range(len(answers)):
            outs = list(run_step(engine, session, '[{"keystrokes": "ls -la\\n", "duration": 0.5}]',
                                 GenerationParams(seed=1, max_tokens=256), tools=tools,
                                 ground_truth=(truth or {}).get(i + 1)))
            assert isinstance(outs[-1], Step), outs[-1]
    return load_session(session.path)  # type: ignore[arg-type]


def test_the_step_runner_records_the_info_with_the_step(server: Loopback, tmp_path: Path) -> None:  # noqa: F811
    s = play(server, tmp_path / "a", [RICH, RICH, "**Environment Observation:**\n" + FLAT_LS])
    # (the fact engine also notes the listing that lost its files: info too)
    assert [[w.kind for w in st.warnings if w.kind == KIND] for st in s.steps] == [[], [], [KIND]]
    mine = next(w for w in s.steps[2].warnings if w.kind == KIND)
    assert mine.severity == "info" and "flatter than the 2 earlier observations" in mine.message
    # the saved session checked again says the same
    assert [w.to_dict() for w in check_session(s)[3]] == [w.to_dict() for w in s.steps[2].warnings]
    # the live checker agrees with a fresh one step by step
    checkers = step_checkers(Thresholds())
    for i, st in enumerate(s.steps):
        view = Session(s.path, s.header, s.steps[:i])
        assert [w.kind for w in run_checkers(checkers, view, st)] == [w.kind for w in st.warnings]


def test_a_live_step_with_a_ground_truth_is_compared_with_it(server: Loopback, tmp_path: Path) -> None:  # noqa: F811
    s = play(server, tmp_path / "b", ["**Environment Observation:**\n" + FLAT_LS], truth={1: RICH})
    mine = [w for w in s.steps[0].warnings if w.kind == KIND]
    assert len(mine) == 1 and "flatter than the ground truth" in mine[0].message


async def test_the_play_screens_warnings_panel_shows_the_info(make_app, server: Loopback,  # noqa: F811
                                                             tmp_path: Path) -> None:
    from playground.tui.screens.play import PlayScreen
    from playground.tui.widgets.stepview import WarningsPanel

    s = play(server, tmp_path / "sessions", [RICH, RICH, "**Environment Observation:**\n" + FLAT_LS])
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PlayScreen)
        screen.open_session(s)
        await pilot.pause()
        panel = screen.query_one("#warnings", WarningsPanel)
        await wait_for(pilot, lambda: panel.display)
        assert (KIND, "info") in [(w.kind, w.severity) for w in panel.warnings]
        assert panel.option_count == len(s.steps[2].warnings) >= 1
        assert f"warnings ({panel.option_count})" in str(panel.border_title)
        at = next(i for i, w in enumerate(panel.warnings) if w.kind == KIND)
        assert "flatter than the 2 earlier" in str(panel.get_option_at_index(at).prompt)
