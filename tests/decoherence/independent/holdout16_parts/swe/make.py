# ruff: noqa: E501, W291, E101
"""Held-out set 16, domain swe: 22 software-engineering agent trajectories (11 with one contradiction).

Harnesses: OpenHands, SWE-agent, Claude Code, Codex CLI, Cline, Gemini CLI and Aider, on repositories in
Python, TypeScript, Go, Rust, Java and Ruby.
"""

from __future__ import annotations

import difflib
import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import (
    GEM_SYSTEM,
    OH_SYSTEM,
    RowSet,
    bash,
    call,
    cat_n,
    edited,
    editor,
    gem_run,
    gshell,
    jblock,
    oh_bash,
)

# ---------------------------------------------------------------------------------------------------------
# system prompts for the harnesses rowkit2 does not cover

SWEA_SYSTEM = (
    "You simulate the shell of a SWE-agent run on the repository {root}. Besides ordinary bash commands the "
    "agent has the special commands open <path> [<line_number>], goto <line_number>, scroll_down, scroll_up, "
    "create <filename>, search_dir <search_term> [<dir>], search_file <search_term> [<file>], find_file "
    "<file_name> [<dir>], edit <start_line>:<end_line> ... end_of_edit, and submit. The file viewer shows a "
    "window of 30 lines under a '[File: <path> (<N> lines total)]' header. After each command print its "
    "output, then the status lines (Open file: ...) and (Current directory: ...) and the bash-$ prompt, "
    "after **Environment Observation:**."
)
CC_SYSTEM = (
    "You simulate the tool results of a Claude Code session in {root}. The agent calls Read (line-numbered "
    "output, `N→text`), Edit (old_string/new_string), Write, Bash, Grep and Glob; each action is one "
    "tool_use block. Reply with the tool_result text after **Environment Observation:**."
)
CODEX_SYSTEM = (
    "You simulate the tools of an OpenAI Codex CLI session in the workspace {root}. The agent calls `shell` "
    "with an argv list (usually [\"bash\", \"-lc\", <script>]) and edits files by running the `apply_patch` "
    "command with a *** Begin Patch ... *** End Patch envelope. Reply with the function output (exit code, "
    "wall time, output) after **Environment Observation:**."
)
CLINE_SYSTEM = (
    "You simulate the results of Cline's tools (read_file, write_to_file, replace_in_file, search_files, "
    "list_files, execute_command) in the VS Code workspace {root}. Each action is one XML tool call; reply "
    "with the result exactly as Cline feeds it back to the model (\"[tool for 'arg'] Result:\" ...) after "
    "**Environment Observation:**."
)
AIDER_SYSTEM = (
    "You simulate the terminal of an aider session (model {model}, edit format diff) in the git repository "
    "{root}. Each action is what the user types at the aider prompt: a /command or a chat request. Reply "
    "with everything aider prints up to and including the next prompt, after **Environment Observation:**."
)


# ---------------------------------------------------------------------------------------------------------
# helpers


def L(text: str) -> list[str]:
    """Lines of a file given as a triple-quoted string (leading newline dropped, trailing one kept off)."""
    if text.startswith("\n"):
        text = text[1:]
    if text.endswith("\n"):
        text = text[:-1]
    return text.split("\n")


def churn(old: list[str], new: list[str]) -> tuple[int, int]:
    sm = difflib.SequenceMatcher(a=old, b=new, autojunk=False)
    ins = dels = 0
    for op, i1, i2, j1, j2 in sm.get_opcodes():
        if op in ("replace", "delete"):
            dels += i2 - i1
        if op in ("replace", "insert"):
            ins += j2 - j1
    return ins, dels


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def summary_line(files: int, ins: int, dels: int) -> str:
    out = f" {files} file changed" if files == 1 else f" {files} files changed"
    if ins:
        out += f", {ins} insertion{'s' if ins != 1 else ''}(+)"
    if dels:
        out += f", {dels} deletion{'s' if dels != 1 else ''}(-)"
    return out


def diffstat(entries: list[tuple[str, int, int]]) -> str:
    """git diff --stat for (path, insertions, deletions) entries."""
    width = max(len(p) for p, _, _ in entries)
    numw = max(len(str(i + d)) for _, i, d in entries)
    rows = [f" {p.ljust(width)} | {str(i + d).rjust(numw)} {'+' * i}{'-' * d}" for p, i, d in entries]
    rows.append(summary_line(len(entries), sum(i for _, i, _ in entries), sum(d for _, _, d in entries)))
    return "\n".join(rows)


def udiff(path: str, old: list[str], new: list[str], index: str) -> str:
    body = list(difflib.unified_diff(old, new, f"a/{path}", f"b/{path}", n=3, lineterm=""))
    return f"diff --git a/{path} b/{path}\nindex {index} 100644\n" + "\n".join(body)


def swea_window(path: str, lines: list[str], first: int, last: int | None = None) -> str:
    """SWE-agent file viewer: header, lines first..last (1-based), the above/below markers."""
    total = len(lines)
    last = min(total, first + 29 if last is None else last)
    out = [f"[File: {path} ({total} lines total)]"]
    if first > 1:
        out.append(f"({first - 1} more lines above)")
    out += [f"{i}:{lines[i - 1]}" for i in range(first, last + 1)]
    if last < total:
        out.append(f"({total - last} more lines below)")
    return "\n".join(out)


def swea_open(path: str, lines: list[str], line: int | None = None) -> tuple[int, int]:
    first = 1 if line is None else max(1, line - 15)
    return first, min(len(lines), first + 29)


def swea_tail(open_file: str, cwd: str) -> str:
    return f"(Open file: {open_file})\n(Current directory: {cwd})\nbash-$"


def swea(cmd: str) -> str:
    return f"```\n{cmd}\n```"


EDIT_OK = ("File updated. Please review the changes and make sure they are correct (correct indentation, no "
           "duplicate lines, etc). Edit the file again if necessary.")


def cc(name: str, **inp: Any) -> str:
    return jblock({"type": "tool_use", "name": name, "input": inp})


def cc_read(lines: list[str], start: int = 1, limit: int | None = None) -> str:
    end = len(lines) if limit is None else min(len(lines), start - 1 + limit)
    return "\n".join(f"{i:6d}→{lines[i - 1]}" for i in range(start, end + 1))


def cc_edited(path: str, lines: list[str], first: int, last: int) -> str:
    lo, hi = max(1, first - 4), min(len(lines), last + 4)
    return (f"The file {path} has been updated. Here's the result of running `cat -n` on a snippet of the "
            f"edited file:\n" + cc_read(lines, lo, hi - lo + 1))


def oh_snip(path: str, lines: list[str], first: int, last: int) -> str:
    lo, hi = max(1, first - 4), min(len(lines), last + 4)
    return edited(path, "\n".join(lines[lo - 1:hi]), start=lo)


def codex(script: str, workdir: str, timeout_ms: int = 120000) -> str:
    return jblock({"name": "shell", "arguments": {"command": ["bash", "-lc", script], "workdir": workdir,
                                                  "timeout_ms": timeout_ms}})


def codex_patch(patch: str, workdir: str) -> str:
    return jblock({"name": "shell", "arguments": {"command": ["apply_patch", patch], "workdir": workdir}})


def codex_out(output: str, code: int = 0, wall: float = 0.1) -> str:
    return f"Exit code: {code}\nWall time: {wall} seconds\nOutput:\n{output.rstrip()}\n"


def cline(tool: str, **params: str) -> str:
    inner = "\n".join(f"<{k}>{v}</{k}>" if "\n" not in v else f"<{k}>\n{v}\n</{k}>" for k, v in params.items())
    return f"<{tool}>\n{inner}\n</{tool}>"


CLINE_IMPORTANT = ("IMPORTANT: For any future changes to this file, use the final_file_content shown above as "
                   "your reference. This content reflects the current state of the file, including any "
                   "auto-formatting (e.g., if you used single quotes but the formatter converted them to double "
                   "quotes). Always base your SEARCH/REPLACE operations on this final version to ensure accuracy.")


def cline_saved(tool: str, path: str, lines: list[str]) -> str:
    body = "\n".join(lines)
    return (f"[{tool} for '{path}'] Result:\nThe content was successfully saved to {path}.\n\nHere is the full, "
            f"updated content of the file that was saved:\n\n<final_file_content path=\"{path}\">\n{body}\n"
            f"</final_file_content>\n\n{CLINE_IMPORTANT}")


def cline_cmd(cmd: str, out: str) -> str:
    return f"[execute_command for '{cmd}'] Result:\nCommand executed.\nOutput:\n{out.rstrip()}"


def sr(search: list[str], replace: list[str]) -> str:
    return "------- SEARCH\n" + "\n".join(search) + "\n=======\n" + "\n".join(replace) + "\n+++++++ REPLACE"


def replace_once(lines: list[str], old: list[str], new: list[str]) -> tuple[list[str], int]:
    """Replace the one occurrence of the block old; return new lines and the 1-based first line."""
    hits = [i for i in range(len(lines) - len(old) + 1) if lines[i:i + len(old)] == old]
    assert len(hits) == 1, (old, hits)
    i = hits[0]
    return lines[:i] + new + lines[i + len(old):], i + 1


def find(lines: list[str], text: str) -> int:
    hits = [i for i, ln in enumerate(lines, 1) if text in ln]
    assert len(hits) == 1, (text, hits)
    return hits[0]


def dots(n_pass: int, fails: tuple[int, ...] = ()) -> str:
    marks = "".join("F" if i in fails else "." for i in range(n_pass + len(fails)))
    return marks.ljust(72) + " [100%]"


def aider_prompt(files: list[str]) -> str:
    bar = "─" * 80
    return f"{bar}\n{' '.join(files)}\n> " if files else f"{bar}\n> "


def pj(obj: Any) -> str:
    return json.dumps(obj, separators=(",", ":"))


# ---------------------------------------------------------------------------------------------------------
# 01

HUMANIZE_FILESIZE = L('''
"""Bits and bytes related humanization."""

from __future__ import annotations

suffixes = {
    "decimal": (" kB", " MB", " GB", " TB", " PB", " EB", " ZB", " YB", " RB", " QB"),
    "binary": (" KiB", " MiB", " GiB", " TiB", " PiB", " EiB", " ZiB", " YiB", " RiB", " QiB"),
    "gnu": "KMGTPEZYRQ",
}


def naturalsize(
    value: float | str,
    binary: bool = False,
    gnu: bool = False,
    format: str = "%.1f",
) -> str:
    """Format a number of bytes like a human-readable filesize (e.g. 10 kB).

    By default, decimal suffixes (kB, MB) are used.

    Non-GNU modes are compatible with jinja2's `filesizeformat` filter.

    Examples:
        ```pycon
        >>> naturalsize(3000000)
        '3.0 MB'
        >>> naturalsize(300, False, True)
        '300B'
        >>> naturalsize(3000, False, True)
        '2.9K'
        >>> naturalsize(3000, False, True, "%.3f")
        '2.930K'
        >>> naturalsize(10**28)
        '10.0 RB'

        ```
    Args:
        value (int, float, str): Integer to convert.
        binary (bool): If `True`, uses binary suffixes (KiB, MiB) with base
            2<sup>10</sup> instead of 10<sup>3</sup>.
        gnu (bool): If `True`, the binary argument is ignored and GNU-style
            (`ls -sh` style) prefixes are used (K, M) with the 2**10 definition.
        format (str): Custom formatter.

    Returns:
        str: Human readable representation of a filesize.
    """
    if gnu:
        suffix = suffixes["gnu"]
    elif binary:
        suffix = suffixes["binary"]
    else:
        suffix = suffixes["decimal"]

    base = 1024 if (gnu or binary) else 1000
    bytes_ = float(value)
    abs_bytes = abs(bytes_)

    if abs_bytes == 1 and not gnu:
        return "%d Byte" % bytes_

    if bytes_ < base and not gnu:
        return "%d Bytes" % bytes_

    if bytes_ < base and gnu:
        return "%dB" % bytes_

    for i, s in enumerate(suffix):
        unit = base ** (i + 2)

        if abs_bytes < unit:
            break

    ret: str = format % (base * bytes_ / unit) + s
    return ret
''')

HUMANIZE_TEST_TAIL = L('''
        ([10**26 * 30, True], "2.4 RiB"),
        ([1, False, True], "1B"),
        ([300, False, True], "300B"),
        ([3000, False, True], "2.9K"),
        ([3000000, False, True], "2.9M"),
        ([1024, False, True], "1.0K"),
        ([10**26 * 30, False, True], "2.4R"),
        ([3000, False, True, "%.3f"], "2.930K"),
        ([3000000000, False, True, "%.0f"], "3G"),
    ],
)
def test_naturalsize(test_args: list[int] | list[int | bool], expected: str) -> None:
    """It's not a big deal, it's just a file size."""
    assert humanize.naturalsize(*test_args) == expected
''')


def t01(rs: RowSet) -> None:
    # clean: OpenHands on python-humanize, negative sizes in naturalsize; edits, rerun repro, test count rises after a new parametrized test
    root = "/workspace/humanize"
    path = f"{root}/src/humanize/filesize.py"
    tpath = f"{root}/tests/test_filesize.py"
    repro = ('python -c "import humanize; print(humanize.naturalsize(-1024, binary=True)); '
             'print(humanize.naturalsize(-3000000)); print(humanize.naturalsize(-2048, gnu=True))"')
    v0 = HUMANIZE_FILESIZE
    old1 = ["    if bytes_ < base and not gnu:"]
    v1, at1 = replace_once(v0, old1, ["    if abs_bytes < base and not gnu:"])
    old2 = ["    if bytes_ < base and gnu:"]
    v2, at2 = replace_once(v1, old2, ["    if abs_bytes < base and gnu:"])
    tail_start = 62
    t0 = HUMANIZE_TEST_TAIL
    tlen = tail_start + len(t0) - 1
    new_test = L('''
PLACEHOLDER


@pytest.mark.parametrize(
    ("value", "kwargs", "expected"),
    [
        (-1024, {"binary": True}, "-1.0 KiB"),
        (-3000000, {}, "-3.0 MB"),
        (-2048, {"gnu": True}, "-2.0K"),
        (-1, {}, "-1 Byte"),
    ],
)
def test_naturalsize_negative(value: int, kwargs: dict[str, bool], expected: str) -> None:
    assert humanize.naturalsize(value, **kwargs) == expected
''')[1:]
    t1 = t0 + new_test
    ins_src, del_src = churn(v0, v2)
    turns = [
        (bash(f"cd {root} && git status && git log --oneline -3"),
         oh_bash("On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, working tree clean\n"
                 "a3f9e12 (HEAD -> main, origin/main, origin/HEAD) Merge pull request #231 from hugovk/rm-3.8\n"
                 "6d0c4b8 Drop support for EOL Python 3.8\n"
                 "f27e5a1 Add Esperanto translation for ordinal", root)),
        (bash(repro), oh_bash("-1024 Bytes\n-3000000 Bytes\n-2048B", root)),
        (bash("python -m pytest tests/test_filesize.py -q -p no:cacheprovider"),
         oh_bash(dots(52) + "\n52 passed in 0.14s", root)),
        (editor("view", path), cat_n(path, "\n".join(v0))),
        (editor("str_replace", path, old_str=old1[0], new_str="    if abs_bytes < base and not gnu:"),
         oh_snip(path, v1, at1, at1)),
        (editor("str_replace", path, old_str=old2[0], new_str="    if abs_bytes < base and gnu:"),
         oh_snip(path, v2, at2, at2)),
        (bash(repro), oh_bash("-1.0 KiB\n-3.0 MB\n-2.0K", root)),
        (editor("view", tpath, view_range=[tail_start, tlen]), cat_n(tpath, "\n".join(t0), start=tail_start)),
        (editor("insert", tpath, insert_line=tlen, new_str="\n".join(new_test)),
         edited(tpath, "\n".join(t1[len(t0) - 4:]), start=tlen - 3)),
        (bash("python -m pytest tests/test_filesize.py -q -p no:cacheprovider"),
         oh_bash(dots(56) + "\n56 passed in 0.15s", root)),
        (bash("git diff --stat"),
         oh_bash(diffstat([("src/humanize/filesize.py", ins_src, del_src), ("tests/test_filesize.py", len(new_test), 0)]), root)),
    ]
    rs.add(task="swe", tid="h16-swe-01", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"OpenHands sandbox, repository {root} (python-humanize, main branch). Issue #244: naturalsize() prints "
                 "negative sizes as raw bytes, e.g. naturalsize(-1024, binary=True) gives '-1024 Bytes' instead of '-1.0 KiB'.")


# ---------------------------------------------------------------------------------------------------------
# 02

TIDE_HARM_36 = L('''
        speed=SPEEDS[name],
        v0=equilibrium_argument(name, epoch),
    )


def harmonic_sum(
    constituents: Sequence[Constituent],
    t: np.ndarray,
    *,
    datum: float = 0.0,
    nodal: bool = True,
) -> np.ndarray:
    """Sum constituent cosines at ``t`` (hours since the epoch).

    ``datum`` is added to every sample: the height of the chart datum
    below the levels being predicted, in metres.  ``nodal`` applies the
    18.6-year node factors f and u to each constituent.
    """
    t = np.asarray(t, dtype=float)
    out = np.full(t.shape, datum, dtype=float)
    for c in constituents:
        f, u = node_factors(c, t) if nodal else (1.0, 0.0)
        out += f * c.amplitude * np.cos(np.radians(c.speed * t + c.v0 + u - c.phase))
    return out


def node_factors(c: Constituent, t: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
''')

TIDE_PRED_76 = L('''
    def predict(
        self,
        station: Station,
        start: datetime,
        end: datetime,
        step: timedelta = timedelta(minutes=6),
    ) -> Series:
        """Predicted water levels from ``start`` to ``end`` (inclusive)."""
        if end < start:
            raise ValueError("end must not be before start")
        hours = _hours_since_epoch(start, end, step)
        if self.tz is not None:
            hours = hours - self.tz.utcoffset(start).total_seconds() / 3600.0
        offset = station.datum_offset(self.datum)
        log.debug("datum %s offset %.3f m", self.datum, offset)
        levels = harmonic_sum(station.constituents, hours, nodal=self.nodal)
        return Series(start=start, step=step, values=levels, datum=self.datum)


def _hours_since_epoch(start: datetime, end: datetime, step: timedelta) -> np.ndarray:
    n = int((end - start) / step) + 1
''')

TIDE_TEST_51 = L('''
def test_predict_rejects_reversed_range(boston):
    p = Predictor(datum="MSL")
    with pytest.raises(ValueError, match="end must not be before start"):
        p.predict(boston, datetime(2024, 3, 9, 6), datetime(2024, 3, 9, 0))
''')


def t02(rs: RowSet) -> None:
    # bad: OpenHands on tidewater (tide prediction); turn 8 views harmonic_sum again and its signature shows nodal default False, turn 2 showed nodal: bool = True and harmonics.py was never edited
    root = "/workspace/tidewater"
    hp = f"{root}/src/tidewater/harmonics.py"
    pp = f"{root}/src/tidewater/predict.py"
    tp = f"{root}/tests/test_predict.py"
    h = TIDE_HARM_36
    p0 = TIDE_PRED_76
    old = "        levels = harmonic_sum(station.constituents, hours, nodal=self.nodal)"
    new = "        levels = harmonic_sum(station.constituents, hours, datum=offset, nodal=self.nodal)"
    p1, at = replace_once(p0, [old], [new])
    at += 75
    h_bad = list(h)
    h_bad[46 - 36] = "    nodal: bool = False,"
    test_new = L('''
PLACEHOLDER


def test_predict_applies_datum_offset(boston):
    msl = Predictor(datum="MSL").predict(boston, datetime(2024, 3, 9), datetime(2024, 3, 9, 1))
    mllw = Predictor(datum="MLLW").predict(boston, datetime(2024, 3, 9), datetime(2024, 3, 9, 1))
    assert np.allclose(mllw.values - msl.values, boston.datum_offset("MLLW"))
''')[1:]
    t_all = TIDE_TEST_51 + test_new
    repro_before = ("station 8443970 BOSTON, MA  datum=MLLW  offset=+1.512 m\n"
                    "2024-03-09 00:00-05:00   1.334\n2024-03-09 00:06-05:00   1.399\n"
                    "2024-03-09 00:12-05:00   1.457\n2024-03-09 00:18-05:00   1.506\n"
                    "max 2.591 m at 2024-03-09 05:24-05:00")
    repro_after = ("station 8443970 BOSTON, MA  datum=MLLW  offset=+1.512 m\n"
                   "2024-03-09 00:00-05:00   2.846\n2024-03-09 00:06-05:00   2.911\n"
                   "2024-03-09 00:12-05:00   2.969\n2024-03-09 00:18-05:00   3.018\n"
                   "max 4.103 m at 2024-03-09 05:24-05:00")
    turns = [
        (bash(f"cd {root} && grep -rn \"harmonic_sum\" --include=*.py ."),
         oh_bash("./src/tidewater/harmonics.py:41:def harmonic_sum(\n"
                 "./src/tidewater/harmonics.py:97:    return harmonic_sum(cons, t, datum=datum, nodal=False)\n"
                 "./src/tidewater/predict.py:12:from .harmonics import harmonic_sum, node_factors\n"
                 f"./src/tidewater/predict.py:91:{old}\n"
                 "./tests/test_harmonics.py:8:from tidewater.harmonics import harmonic_sum\n"
                 "./tests/test_harmonics.py:23:    out = harmonic_sum([M2], np.array([0.0, 3.105]), datum=0.0)\n"
                 "./tests/test_harmonics.py:31:    out = harmonic_sum([M2, S2], t, datum=1.25, nodal=False)", root)),
        (editor("view", hp, view_range=[36, 62]), cat_n(hp, "\n".join(h), start=36)),
        (editor("view", pp, view_range=[76, 96]), cat_n(pp, "\n".join(p0), start=76)),
        (bash("python scripts/repro_212.py"), oh_bash(repro_before, root)),
        (editor("str_replace", pp, old_str=old, new_str=new),
         edited(pp, "\n".join(p1[at - 4 - 76:at + 4 - 75]), start=at - 4)),
        (bash("python scripts/repro_212.py"), oh_bash(repro_after, root)),
        (bash("python -m pytest tests/ -q"), oh_bash(dots(23) + "\n23 passed in 0.91s", root)),
        (editor("view", hp, view_range=[41, 59]), cat_n(hp, "\n".join(h_bad[5:24]), start=41)),
        (editor("insert", tp, insert_line=54, new_str="\n".join(test_new)),
         edited(tp, "\n".join(t_all), start=51)),
        (bash("python -m pytest tests/ -q"), oh_bash(dots(24) + "\n24 passed in 0.97s", root)),
    ]
    rs.add(task="swe", tid="h16-swe-02", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"OpenHands sandbox, repository {root} (tidewater 0.6.1, harmonic tide prediction). Issue #212: "
                 "Predictor(datum=\"MLLW\").predict() returns levels relative to mean sea level; the datum offset is "
                 "computed but never applied. scripts/repro_212.py prints the first predictions for Boston.",
           bad=True, turn=8, kind="harmonic_sum signature reads back with nodal default False (was True) with no edit to harmonics.py")


# ---------------------------------------------------------------------------------------------------------
# 03


def pad(block: list[str], start: int, total: int) -> list[str]:
    """A file of `total` lines whose lines start..start+len(block)-1 are `block` (the rest is never shown)."""
    out = ["" for _ in range(start - 1)] + list(block)
    out += ["" for _ in range(total - len(out))]
    assert len(out) == total
    return out


CRON_FIELD_118 = L('''
    }

    /**
     * Parses one comma-separated element of a field: a wildcard, a number,
     * a range, or either of the last two with a step suffix.
     */
    private void parseElement(String element, BitSet bits) {
        int step = 1;
        String range = element;
        int slash = element.indexOf('/');
        if (slash >= 0) {
            step = parseNumber(element.substring(slash + 1), 1, max - min + 1);
            range = element.substring(0, slash);
        }
        int lo;
        int hi;
        if ("*".equals(range)) {
            lo = min;
            hi = max;
        } else {
            int[] bounds = parseRange(range);
            lo = bounds[0];
            hi = bounds[1];
        }
        if (slash < 0 && lo == hi) {
            bits.set(lo);
            return;
        }
        for (int v = lo; v < hi; v += step) {
            bits.set(v);
        }
    }

    private int[] parseRange(String range) {
        int dash = range.indexOf('-');
        if (dash < 0) {
            int n = parseNumber(range, min, max);
            return new int[] {n, n};
        }
        int lo = parseNumber(range.substring(0, dash), min, max);
        int hi = parseNumber(range.substring(dash + 1), min, max);
        if (hi < lo) {
            throw new CronParseException(field + ": range " + range + " is reversed");
        }
        return new int[] {lo, hi};
    }
''')

CRON_EXPR_65 = L('''
     * @throws CronParseException if the expression is malformed
     */
    public static CronExpression parse(String expression) {
        String[] parts = expression.trim().split("\\\\s+");
        if (parts.length != 5) {
            throw new CronParseException("expected 5 fields but got " + parts.length + ": " + expression);
        }
        return new CronExpression(
                expression,
                CronField.parse(FieldKind.MINUTE, parts[0]),
                CronField.parse(FieldKind.HOUR, parts[1]),
                CronField.parse(FieldKind.DAY_OF_MONTH, parts[2]),
                CronField.parse(FieldKind.MONTH, parts[3]),
                CronField.parse(FieldKind.DAY_OF_WEEK, parts[4]));
    }

    /**
     * The first instant strictly after {@code after} that matches this expression,
     * evaluated in {@code zone}. Searches at most four years ahead.
     */
    public Optional<ZonedDateTime> next(ZonedDateTime after) {
        ZonedDateTime t = after.truncatedTo(ChronoUnit.MINUTES).plusMinutes(1);
        ZonedDateTime limit = after.plusYears(4);
        while (t.isBefore(limit)) {
            if (!month.matches(t.getMonthValue())) {
                t = t.plusMonths(1).withDayOfMonth(1).withHour(0).withMinute(0);
                continue;
            }
            if (!dayMatches(t)) {
                t = t.plusDays(1).withHour(0).withMinute(0);
                continue;
            }
''')

CRON_TEST_1 = L('''
package io.quarry.cron;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CronFieldTest {

    @Test
    void wildcardCoversWholeMinuteRange() {
        CronField f = CronField.parse(FieldKind.MINUTE, "*");
        assertThat(f.matches(0)).isTrue();
        assertThat(f.matches(30)).isTrue();
    }

    @ParameterizedTest
    @CsvSource({"5,5", "0,0", "59,59"})
    void singleValueMatchesOnlyItself(String spec, int value) {
        CronField f = CronField.parse(FieldKind.MINUTE, spec);
        assertThat(f.matches(value)).isTrue();
        assertThat(f.matches((value + 1) % 60)).isFalse();
    }

    @Test
    void stepOverWildcard() {
        CronField f = CronField.parse(FieldKind.MINUTE, "*/15");
        assertThat(f.values()).containsExactly(0, 15, 30, 45);
''')


def t03(rs: RowSet) -> None:
    # bad: SWE-agent on quarry-scheduler (Java cron); turn 8 reopens CronField.java and line 146 shows the original `v < hi` loop, although the turn 4 edit changed it to `v <= hi` and nothing touched the file since (edit lost)
    root = "/quarry"
    rel = "core/src/main/java/io/quarry/cron/CronField.java"
    fp = f"{root}/{rel}"
    f0 = pad(CRON_FIELD_118, 118, 186)
    assert f0[145] == "        for (int v = lo; v < hi; v += step) {"
    f1 = list(f0)
    f1[145] = "        for (int v = lo; v <= hi; v += step) {"
    ep = f"{root}/core/src/main/java/io/quarry/cron/CronExpression.java"
    e0 = pad(CRON_EXPR_65, 65, 212)
    tpath = f"{root}/core/src/test/java/io/quarry/cron/CronFieldTest.java"
    t0 = pad(CRON_TEST_1, 1, 168)
    mvn = L('''
[INFO] Scanning for projects...
[INFO] 
[INFO] ----------------------< io.quarry:quarry-core >-----------------------
[INFO] Building quarry-core 0.9.4-SNAPSHOT
[INFO]   from pom.xml
[INFO] --------------------------------[ jar ]---------------------------------
[INFO] 
[INFO] --- resources:3.3.1:resources (default-resources) @ quarry-core ---
[INFO] skip non existing resourceDirectory /quarry/core/src/main/resources
[INFO] 
[INFO] --- compiler:3.13.0:compile (default-compile) @ quarry-core ---
[INFO] Recompiling the module because of changed source code.
[INFO] Compiling 23 source files with javac [debug release 17] to target/classes
[INFO] 
[INFO] --- compiler:3.13.0:testCompile (default-testCompile) @ quarry-core ---
[INFO] Nothing to compile - all classes are up to date.
[INFO] 
[INFO] --- surefire:3.2.5:test (default-test) @ quarry-core ---
[INFO] Using auto detected provider org.apache.maven.surefire.junitplatform.JUnitPlatformProvider
[INFO] 
[INFO] -------------------------------------------------------
[INFO]  T E S T S
[INFO] -------------------------------------------------------
[INFO] Running io.quarry.cron.CronFieldTest
[INFO] Tests run: 14, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.083 s -- in io.quarry.cron.CronFieldTest
[INFO] 
[INFO] Results:
[INFO] 
[INFO] Tests run: 14, Failures: 0, Errors: 0, Skipped: 0
[INFO] 
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  5.214 s
[INFO] Finished at: 2025-02-11T16:42:09Z
[INFO] ------------------------------------------------------------------------
''')
    tail_f = swea_tail(fp, root)
    a, b = swea_open(fp, f0, 140)
    c, d = swea_open(fp, f1, 146)
    ea, eb = swea_open(ep, e0, 80)
    turns = [
        (swea("find_file CronField.java"),
         f"Found 1 matches for \"CronField.java\" in {root}:\n{fp}\n" + swea_tail("n/a", root)),
        (swea(f"search_file \"for (int v\" {rel}"),
         f"Found 1 matches for \"for (int v\" in {fp}:\nLine 146:{f0[145]}\nEnd of matches for \"for (int v\" in {fp}\n"
         + swea_tail("n/a", root)),
        (swea(f"open {rel} 140"), swea_window(fp, f0, a, b) + "\n" + tail_f),
        (swea("edit 146:146\n        for (int v = lo; v <= hi; v += step) {\nend_of_edit"),
         swea_window(fp, f1, c, d) + "\n" + EDIT_OK + "\n" + tail_f),
        (swea("mvn -pl core test -Dtest=CronFieldTest"), "\n".join(mvn) + "\n" + tail_f),
        (swea("search_dir \"parseElement\" core/src"),
         f"Found 2 matches for \"parseElement\" in {root}/core/src:\n{fp} (2 matches)\n"
         f"End of matches for \"parseElement\" in {root}/core/src\n" + tail_f),
        (swea("open core/src/main/java/io/quarry/cron/CronExpression.java 80"),
         swea_window(ep, e0, ea, eb) + "\n" + swea_tail(ep, root)),
        (swea(f"open {rel} 146"), swea_window(fp, f0, c, d) + "\n" + tail_f),
        (swea("open core/src/test/java/io/quarry/cron/CronFieldTest.java"),
         swea_window(tpath, t0, 1) + "\n" + swea_tail(tpath, root)),
    ]
    rs.add(task="swe", tid="h16-swe-03", system=SWEA_SYSTEM.format(root=root), turns=turns,
           state=f"SWE-agent, repository {root} (quarry-scheduler, Maven multi-module, Java 17). Issue #87: the upper "
                 "bound of a cron range is never matched: `*` in the minute field skips minute 59 and `0-30/10` fires at "
                 ":00, :10 and :20 but not :30.",
           bad=True, turn=8, kind="edit to CronField.java line 146 lost: reopened file shows the original loop bound")


# ---------------------------------------------------------------------------------------------------------
# 04

MORE_128 = L('''


def chunked(iterable, n, strict=False):
    """Break *iterable* into lists of length *n*:

        >>> list(chunked([1, 2, 3, 4, 5, 6], 3))
        [[1, 2, 3], [4, 5, 6]]

    By the default, the last yielded list will have fewer than *n* elements
    if the length of *iterable* is not divisible by *n*:

        >>> list(chunked([1, 2, 3, 4, 5, 6, 7, 8], 3))
        [[1, 2, 3], [4, 5, 6], [7, 8]]

    To use a fill-in value instead, see the :func:`grouper` recipe.

    If the length of *iterable* is not divisible by *n* and *strict* is
    ``True``, then ``ValueError`` will be raised before the last
    list is yielded.

    """
    iterator = iter(partial(take, n, iter(iterable)), [])
    if strict:
        if n is None:
            raise ValueError('n must not be None when using strict mode.')

        def ret():
            for chunk in iterator:
                if len(chunk) != n:
                    raise ValueError('iterable is not divisible by n.')
                yield chunk

        return iter(ret())
    else:
        return iterator


def first(iterable, default=_marker):
''')

REPRO_MI = L('''
from more_itertools import chunked

for n in (2, 0, -1):
    try:
        print(n, list(chunked(range(5), n)))
    except ValueError as e:
        print(n, "ValueError:", e)
''')


def t04(rs: RowSet) -> None:
    # clean: SWE-agent on more-itertools, chunked(n=0) should raise; the edit adds two lines so the file total and later line numbers (windowed) shift by two, repro output changes after the fix
    root = "/more-itertools"
    rel = "more_itertools/more.py"
    fp = f"{root}/{rel}"
    m0 = pad(MORE_128, 128, 4736)
    m0[829] = "def windowed(seq, n, fillvalue=None, step=1):"
    assert m0[148] == "    iterator = iter(partial(take, n, iter(iterable)), [])"
    fix = ["    if n is not None and n < 1:", "        raise ValueError('n must be at least one')", m0[148]]
    m1 = m0[:148] + fix + m0[149:]
    rp = f"{root}/reproduce.py"
    a, b = swea_open(fp, m0, 143)
    c, d = swea_open(fp, m1, 149)
    islice_err = "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize."
    hunk = ["@@ -146,6 +146,8 @@ def chunked(iterable, n, strict=False):"]
    hunk += [" " + x for x in m0[145:148]]
    hunk += ["+" + fix[0], "+" + fix[1]]
    hunk += [" " + x for x in m0[148:151]]
    diff = (f"diff --git a/{rel} b/{rel}\nindex 9b1e0c4..5d27a3f 100644\n--- a/{rel}\n+++ b/{rel}\n" + "\n".join(hunk))
    turns = [
        (swea("search_dir \"def chunked\""),
         f"Found 2 matches for \"def chunked\" in {root}:\n{root}/more_itertools/more.py (1 matches)\n"
         f"{root}/more_itertools/more.pyi (1 matches)\nEnd of matches for \"def chunked\" in {root}\n" + swea_tail("n/a", root)),
        (swea(f"open {rel} 143"), swea_window(fp, m0, a, b) + "\n" + swea_tail(fp, root)),
        (swea("search_file \"def windowed\""),
         f"Found 1 matches for \"def windowed\" in {fp}:\nLine 830:def windowed(seq, n, fillvalue=None, step=1):\n"
         f"End of matches for \"def windowed\" in {fp}\n" + swea_tail(fp, root)),
        (swea("create reproduce.py"), f"[File: {rp} (1 lines total)]\n1:\n" + swea_tail(rp, root)),
        (swea("edit 1:1\n" + "\n".join(REPRO_MI) + "\nend_of_edit"),
         swea_window(rp, REPRO_MI, 1) + "\n" + EDIT_OK + "\n" + swea_tail(rp, root)),
        (swea("python reproduce.py"),
         f"2 [[0, 1], [2, 3], [4]]\n0 []\n-1 ValueError: {islice_err}\n" + swea_tail(rp, root)),
        (swea(f"open {rel} 149"), swea_window(fp, m0, *swea_open(fp, m0, 149)) + "\n" + swea_tail(fp, root)),
        (swea("edit 149:149\n" + "\n".join(fix) + "\nend_of_edit"),
         swea_window(fp, m1, c, d) + "\n" + EDIT_OK + "\n" + swea_tail(fp, root)),
        (swea("python reproduce.py"),
         "2 [[0, 1], [2, 3], [4]]\n0 ValueError: n must be at least one\n-1 ValueError: n must be at least one\n"
         + swea_tail(fp, root)),
        (swea("search_file \"def windowed\""),
         f"Found 1 matches for \"def windowed\" in {fp}:\nLine 832:def windowed(seq, n, fillvalue=None, step=1):\n"
         f"End of matches for \"def windowed\" in {fp}\n" + swea_tail(fp, root)),
        (swea("rm reproduce.py"), swea_tail(fp, root)),
        (swea("submit"), diff + "\n"),
    ]
    rs.add(task="swe", tid="h16-swe-04", system=SWEA_SYSTEM.format(root=root), turns=turns,
           state=f"SWE-agent, repository {root} (more-itertools). Issue: chunked(iterable, 0) silently returns an empty "
                 "iterator and chunked(iterable, -1) fails deep inside islice; both should raise ValueError up front.")


# ---------------------------------------------------------------------------------------------------------
# 05

LEDGER_ALLOC = L('''
import { Money } from "./money";

/**
 * Split `amount` into parts proportional to `ratios`, in minor units.
 * Leftover minor units are handed out one at a time, first part first,
 * so the parts always add up to `amount` exactly.
 */
export function allocate(amount: Money, ratios: number[]): Money[] {
  if (ratios.length === 0) {
    throw new RangeError("allocate: ratios must not be empty");
  }
  const total = ratios.reduce((sum, r) => sum + r, 0);
  if (total <= 0) {
    throw new RangeError("allocate: ratios must add up to more than zero");
  }
  const minor = amount.minorUnits;
  const parts = ratios.map((r) => Math.floor((minor * r) / total));
  let remainder = minor - parts.reduce((sum, p) => sum + p, 0);
  for (let i = 0; remainder > 0; i = (i + 1) % parts.length) {
    parts[i] += 1;
    remainder -= 1;
  }
  return parts.map((p) => Money.fromMinor(p, amount.currency));
}
''')

LEDGER_ALLOC_TEST_40 = L('''
  it("hands leftover minor units to the first parts", () => {
    const parts = allocate(Money.fromMinor(1001, "EUR"), [3, 1, 2]);
    expect(parts.map((p) => p.minorUnits)).toEqual([501, 167, 333]);
  });

  it("splits a negative amount as the mirror of the positive split", () => {
    const parts = allocate(Money.fromMinor(-1000, "USD"), [1, 1, 1]);
    expect(parts.map((p) => p.minorUnits)).toEqual([-334, -333, -333]);
  });

  it("hands leftover minor units to the first parts for negative amounts", () => {
    const parts = allocate(Money.fromMinor(-1001, "EUR"), [3, 1, 2]);
    expect(parts.map((p) => p.minorUnits)).toEqual([-501, -167, -333]);
  });

  it("rejects an empty ratio list", () => {
    expect(() => allocate(Money.fromMinor(100, "USD"), [])).toThrow(RangeError);
  });
});
''')

LEDGER_FILES = [("src/ledger/journal.test.ts", 11, 9), ("src/ledger/posting.test.ts", 8, 6),
                ("src/ledger/account.test.ts", 6, 4), ("src/ledger/balance.test.ts", 9, 7),
                ("src/money/currency.test.ts", 4, 2), ("src/money/money.test.ts", 12, 5),
                ("src/money/format.test.ts", 10, 11), ("src/money/parse.test.ts", 7, 4),
                ("src/money/rounding.test.ts", 5, 3), ("src/fx/convert.test.ts", 4, 6),
                ("src/report/trial-balance.test.ts", 4, 12)]


def vitest_lines(alloc: str) -> list[str]:
    out = []
    for i, (f, n, ms) in enumerate(LEDGER_FILES):
        out.append(f" ✓ {f}  ({n} tests) {ms}ms")
        if i == 5:
            out.append(alloc)
    return out


def t05(rs: RowSet) -> None:
    # bad: Claude Code on ledgerline (TypeScript, vitest); turn 7 full run reports 91 tests in total, but turn 1 showed 89 (2 failed | 87 passed) and only src/money/allocate.ts was edited, no test added
    root = "/home/dev/ledgerline"
    ap = f"{root}/src/money/allocate.ts"
    tp = f"{root}/src/money/allocate.test.ts"
    a0 = LEDGER_ALLOC
    new = ["  const minor = amount.minorUnits;",
           "  const sign = minor < 0 ? -1 : 1;",
           "  const abs = Math.abs(minor);",
           "  const parts = ratios.map((r) => Math.floor((abs * r) / total));",
           "  let remainder = abs - parts.reduce((sum, p) => sum + p, 0);",
           "  for (let i = 0; remainder > 0; i = (i + 1) % parts.length) {",
           "    parts[i] += 1;",
           "    remainder -= 1;",
           "  }",
           "  return parts.map((p) => Money.fromMinor(sign * p, amount.currency));"]
    old = a0[15:23]
    assert old[0] == "  const minor = amount.minorUnits;" and old[-1].startswith("  return parts.map"), old
    a1, at = replace_once(a0, old, new)
    ins, dels = churn(a0, a1)
    first_run = vitest_lines(" ❯ src/money/allocate.test.ts  (9 tests | 2 failed) 14ms\n"
                             "   × allocate > splits a negative amount as the mirror of the positive split 5ms\n"
                             "     → expected [ -333, -333, -334 ] to deeply equal [ -334, -333, -333 ]\n"
                             "   × allocate > hands leftover minor units to the first parts for negative amounts 1ms\n"
                             "     → expected [ -500, -167, -334 ] to deeply equal [ -501, -167, -333 ]")
    fail_block = L('''
⎯⎯⎯⎯⎯⎯⎯ Failed Tests 2 ⎯⎯⎯⎯⎯⎯⎯

 FAIL  src/money/allocate.test.ts > allocate > splits a negative amount as the mirror of the positive split
AssertionError: expected [ -333, -333, -334 ] to deeply equal [ -334, -333, -333 ]

- Expected
+ Received

  Array [
-   -334,
+   -333,
    -333,
-   -333,
+   -334,
  ]

 ❯ src/money/allocate.test.ts:48:44
     46|   it("splits a negative amount as the mirror of the positive split", () => {
     47|     const parts = allocate(Money.fromMinor(-1000, "USD"), [1, 1, 1]);
     48|     expect(parts.map((p) => p.minorUnits)).toEqual([-334, -333, -333]);
       |                                            ^
     49|   });
     50| 

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/2]⎯

 FAIL  src/money/allocate.test.ts > allocate > hands leftover minor units to the first parts for negative amounts
AssertionError: expected [ -500, -167, -334 ] to deeply equal [ -501, -167, -333 ]

- Expected
+ Received

  Array [
-   -501,
+   -500,
    -167,
-   -333,
+   -334,
  ]

 ❯ src/money/allocate.test.ts:53:44
     51|   it("hands leftover minor units to the first parts for negative amounts", () => {
     52|     const parts = allocate(Money.fromMinor(-1001, "EUR"), [3, 1, 2]);
     53|     expect(parts.map((p) => p.minorUnits)).toEqual([-501, -167, -333]);
       |                                            ^
     54|   });
     55| 

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[2/2]⎯
''')
    t_block = LEDGER_ALLOC_TEST_40
    test_file = pad(t_block, 41, 59)
    assert test_file[47] == '    expect(parts.map((p) => p.minorUnits)).toEqual([-334, -333, -333]);'
    run1 = ("Error: Exit code 1\n\n RUN  v1.6.0 /home/dev/ledgerline\n\n" + "\n".join(first_run) + "\n\n"
            + "\n".join(fail_block) + "\n\n Test Files  1 failed | 11 passed (12)\n      Tests  2 failed | 87 passed (89)\n"
            "   Start at  14:22:07\n   Duration  1.91s (transform 388ms, setup 0ms, collect 1.12s, tests 171ms, "
            "environment 3ms, prepare 1.47s)")
    run_alloc = (" RUN  v1.6.0 /home/dev/ledgerline\n\n ✓ src/money/allocate.test.ts  (9 tests) 4ms\n\n"
                 " Test Files  1 passed (1)\n      Tests  9 passed (9)\n   Start at  14:25:40\n"
                 "   Duration  612ms (transform 97ms, setup 0ms, collect 121ms, tests 4ms, environment 0ms, prepare 203ms)")
    run3 = (" RUN  v1.6.0 /home/dev/ledgerline\n\n"
            + "\n".join(vitest_lines(" ✓ src/money/allocate.test.ts  (9 tests) 5ms")) + "\n\n"
            " Test Files  12 passed (12)\n      Tests  91 passed (91)\n   Start at  14:27:13\n"
            "   Duration  1.84s (transform 402ms, setup 0ms, collect 1.09s, tests 158ms, environment 2ms, prepare 1.39s)")
    turns = [
        (cc("Bash", command="npx vitest run", description="Run the full test suite"), run1),
        (cc("Read", file_path=ap), cc_read(a0)),
        (cc("Read", file_path=tp, offset=41, limit=19), cc_read(test_file, 41, 19)),
        (cc("Edit", file_path=ap, old_string="\n".join(old), new_string="\n".join(new)),
         cc_edited(ap, a1, at, at + len(new) - 1)),
        (cc("Bash", command="npx vitest run src/money/allocate.test.ts", description="Run allocate tests"), run_alloc),
        (cc("Bash", command="npx tsc --noEmit && echo tsc ok", description="Type-check the project"), "tsc ok"),
        (cc("Bash", command="npx vitest run", description="Run the full test suite again"), run3),
        (cc("Bash", command="git status --short && git diff --stat", description="Show changed files"),
         " M src/money/allocate.ts\n" + diffstat([("src/money/allocate.ts", ins, dels)])),
        (cc("Bash", command='git commit -am "allocate: split negative amounts as the mirror of positive ones"',
            description="Commit the fix"),
         "[main 1f4c9e2] allocate: split negative amounts as the mirror of positive ones\n" + summary_line(1, ins, dels)),
    ]
    rs.add(task="swe", tid="h16-swe-05", system=CC_SYSTEM.format(root=root), turns=turns,
           state=f"Claude Code in {root} (ledgerline, a double-entry ledger library in TypeScript, vitest). User: "
                 "\"allocate() gives a different split for negative amounts than for positive ones; make refunds split "
                 "as the mirror image of charges.\"",
           bad=True, turn=7, kind="full test run total is 91 after the fix, was 89 before, no tests added")


# ---------------------------------------------------------------------------------------------------------
# 06

CHI_REALIP = L('''
package middleware

// Ported from Goji's middleware, source:
// https://github.com/zenazn/goji/tree/master/web/middleware

import (
	"net"
	"net/http"
	"strings"
)

var trueClientIP = http.CanonicalHeaderKey("True-Client-IP")
var xForwardedFor = http.CanonicalHeaderKey("X-Forwarded-For")
var xRealIP = http.CanonicalHeaderKey("X-Real-IP")

// RealIP is a middleware that sets a http.Request's RemoteAddr to the results
// of parsing either the True-Client-IP, X-Real-IP or the X-Forwarded-For headers
// (in that order).
//
// This middleware should be inserted fairly early in the middleware stack to
// ensure that subsequent layers (e.g., request loggers) which examine the
// RemoteAddr will see the intended value.
//
// You should only use this middleware if you can trust the headers passed to
// you (in particular, the three headers this middleware uses), for example
// because you have placed a reverse proxy like HAProxy or nginx in front of
// chi. If your reverse proxies are configured to pass along arbitrary header
// values from the client, or if you use this middleware without a reverse
// proxy, malicious clients will be able to make you very sad (or, depending on
// how you're using RemoteAddr, vulnerable to an attack of some sort).
func RealIP(h http.Handler) http.Handler {
	fn := func(w http.ResponseWriter, r *http.Request) {
		if rip := realIP(r); rip != "" {
			r.RemoteAddr = rip
		}
		h.ServeHTTP(w, r)
	}

	return http.HandlerFunc(fn)
}

func realIP(r *http.Request) string {
	var ip string

	if tcip := r.Header.Get(trueClientIP); tcip != "" {
		ip = tcip
	} else if xrip := r.Header.Get(xRealIP); xrip != "" {
		ip = xrip
	} else if xff := r.Header.Get(xForwardedFor); xff != "" {
		i := strings.Index(xff, ",")
		if i == -1 {
			i = len(xff)
		}
		ip = xff[:i]
	}
	if ip == "" || net.ParseIP(ip) == nil {
		return ""
	}
	return ip
}
''')

CHI_TEST_58 = L('''
}

func TestXForwardForIP(t *testing.T) {
	xForwardedForIPs := []string{
		"100.100.100.100",
		"100.100.100.100, 200.200.200.200",
		"100.100.100.100,200.200.200.200",
	}

	r := chi.NewRouter()
	r.Use(RealIP)

	for _, v := range xForwardedForIPs {
		req, _ := http.NewRequest("GET", "/", nil)
		req.Header.Add("X-Forwarded-For", v)

		w := httptest.NewRecorder()

		realIP := ""
		r.Get("/", func(w http.ResponseWriter, r *http.Request) {
			realIP = r.RemoteAddr
			w.Write([]byte("Hello World"))
		})
		r.ServeHTTP(w, req)

		if w.Code != 200 {
			t.Fatal("Response Code should be 200")
		}

		if realIP != "100.100.100.100" {
			t.Fatal("Test get real IP error.")
		}
	}
}
''')


def t06(rs: RowSet) -> None:
    # clean: Claude Code on go-chi/chi, RealIP with a space before the comma in X-Forwarded-For; new test fails then passes, line numbers below the new test shift, second `go test ./...` is served from cache
    root = "/home/dev/chi"
    rp = f"{root}/middleware/realip.go"
    tp = f"{root}/middleware/realip_test.go"
    r0 = CHI_REALIP
    r1, at = replace_once(r0, ["\t\tip = xff[:i]"], ["\t\tip = strings.TrimSpace(xff[:i])"])
    t0 = pad(CHI_TEST_58, 58, 58 + len(CHI_TEST_58) - 1)
    old_tail = t0[-5:]
    assert old_tail[0] == '\t\tif realIP != "100.100.100.100" {', old_tail
    new_test = ["", "func TestXForwardForSpaceBeforeComma(t *testing.T) {",
                '\treq, _ := http.NewRequest("GET", "/", nil)',
                '\treq.Header.Add("X-Forwarded-For", "203.0.113.7 , 10.0.0.1")', "",
                '\tif got := realIP(req); got != "203.0.113.7" {',
                '\t\tt.Fatalf("realIP() = %q, want %q", got, "203.0.113.7")', "\t}", "}"]
    t1 = t0 + new_test
    fatal_line = len(t0) + 7
    assert "Fatalf" in t1[fatal_line - 1]
    def_line = find(r0, "func realIP(")
    run_cmd = "go test ./middleware/ -run 'TestXRealIP|TestXForward' -v"
    fail_out = ("Error: Exit code 1\n=== RUN   TestXRealIP\n--- PASS: TestXRealIP (0.00s)\n=== RUN   TestXForwardForIP\n"
                "--- PASS: TestXForwardForIP (0.00s)\n=== RUN   TestXForwardForSpaceBeforeComma\n"
                f"    realip_test.go:{fatal_line}: realIP() = \"\", want \"203.0.113.7\"\n"
                "--- FAIL: TestXForwardForSpaceBeforeComma (0.00s)\nFAIL\n"
                "FAIL\tgithub.com/go-chi/chi/v5/middleware\t0.011s\nFAIL")
    pass_out = ("=== RUN   TestXRealIP\n--- PASS: TestXRealIP (0.00s)\n=== RUN   TestXForwardForIP\n"
                "--- PASS: TestXForwardForIP (0.00s)\n=== RUN   TestXForwardForSpaceBeforeComma\n"
                "--- PASS: TestXForwardForSpaceBeforeComma (0.00s)\nPASS\n"
                "ok  \tgithub.com/go-chi/chi/v5/middleware\t0.009s")
    ri, rd = churn(r0, r1)
    turns = [
        (cc("Grep", pattern="func realIP", path=f"{root}/middleware", output_mode="content", **{"-n": True}),
         f"{rp}:{def_line}:func realIP(r *http.Request) string {{"),
        (cc("Read", file_path=rp), cc_read(r0)),
        (cc("Glob", pattern="middleware/realip*", path=root), f"{rp}\n{tp}"),
        (cc("Read", file_path=tp, offset=58, limit=40), cc_read(t0, 58, 40)),
        (cc("Edit", file_path=tp, old_string="\n".join(old_tail), new_string="\n".join(old_tail + new_test)),
         cc_edited(tp, t1, len(t0) + 1, len(t1))),
        (cc("Bash", command=run_cmd, description="Run the RealIP tests"), fail_out),
        (cc("Edit", file_path=rp, old_string="\t\tip = xff[:i]", new_string="\t\tip = strings.TrimSpace(xff[:i])"),
         cc_edited(rp, r1, at, at)),
        (cc("Bash", command=run_cmd, description="Re-run the RealIP tests"), pass_out),
        (cc("Bash", command="go test ./...", description="Run all tests"),
         "ok  \tgithub.com/go-chi/chi/v5\t0.231s\nok  \tgithub.com/go-chi/chi/v5/middleware\t1.318s"),
        (cc("Bash", command="gofmt -l . ; go vet ./... && go test ./...", description="Format check, vet, tests"),
         "ok  \tgithub.com/go-chi/chi/v5\t(cached)\nok  \tgithub.com/go-chi/chi/v5/middleware\t(cached)"),
        (cc("Bash", command="git diff --stat", description="Summarize the change"),
         diffstat([("middleware/realip.go", ri, rd), ("middleware/realip_test.go", len(new_test), 0)])),
    ]
    rs.add(task="swe", tid="h16-swe-06", system=CC_SYSTEM.format(root=root), turns=turns,
           state=f"Claude Code in {root} (go-chi/chi v5, Go 1.22). User: \"Behind our load balancer RealIP leaves "
                 "RemoteAddr untouched when X-Forwarded-For looks like '203.0.113.7 , 10.0.0.1'. Fix it and add a test.\"")


# ---------------------------------------------------------------------------------------------------------
# 07

ORDERS_MONEY = L('''
import Decimal from "decimal.js";

export type CurrencyCode = "USD" | "EUR" | "GBP" | "JPY";

const MINOR_DIGITS: Record<CurrencyCode, number> = { USD: 2, EUR: 2, GBP: 2, JPY: 0 };

export function toMinorUnits(amount: string | number, currency: CurrencyCode): number {
  const digits = MINOR_DIGITS[currency];
  return new Decimal(amount).mul(new Decimal(10).pow(digits)).toDecimalPlaces(0, Decimal.ROUND_HALF_EVEN).toNumber();
}

export function formatMinorUnits(minor: number, currency: CurrencyCode, locale = "en-US"): string {
  const digits = MINOR_DIGITS[currency];
  return new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: digits }).format(
    minor / 10 ** digits,
  );
}

export function sumMinorUnits(values: readonly number[]): number {
  return values.reduce((acc, v) => acc + v, 0);
}
''')


def t07(rs: RowSet) -> None:
    # clean: Codex CLI on a NestJS orders-api, moving src/utils/money.ts to src/common; file added/deleted by apply_patch, tsc error from a missed test import then fixed, commit adds a new hash on top of the log
    root = "/home/dev/orders-api"
    imports = [("src/orders/orders.service.ts", 7, 'import { sumMinorUnits, toMinorUnits } from "../utils/money";'),
               ("src/invoices/invoice.renderer.ts", 4, 'import { formatMinorUnits } from "../utils/money";'),
               ("src/payments/refunds.service.ts", 9, 'import { toMinorUnits, type CurrencyCode } from "../utils/money";'),
               ("test/money.spec.ts", 2, 'import { formatMinorUnits, sumMinorUnits, toMinorUnits } from "../src/utils/money";')]
    rg = "\n".join(f"{p}:{n}:{s}" for p, n, s in imports)
    add_patch = ("*** Begin Patch\n*** Add File: src/common/money.ts\n" + "\n".join("+" + x for x in ORDERS_MONEY)
                 + "\n*** Delete File: src/utils/money.ts\n*** End Patch")
    upd = []
    for p, _, s in imports[:3]:
        upd.append(f"*** Update File: {p}\n@@\n-{s}\n+{s.replace('../utils/money', '../common/money')}")
    upd_patch = "*** Begin Patch\n" + "\n".join(upd) + "\n*** End Patch"
    tp, _, ts = imports[3]
    test_patch = (f"*** Begin Patch\n*** Update File: {tp}\n@@\n-{ts}\n+{ts.replace('../src/utils/money', '../src/common/money')}"
                  "\n*** End Patch")
    col = ts.index('"') + 1
    jest = L('''
PASS test/money.spec.ts
PASS src/orders/orders.service.spec.ts
PASS src/invoices/invoice.renderer.spec.ts
PASS src/payments/refunds.service.spec.ts
PASS src/payments/payments.controller.spec.ts
PASS src/orders/orders.controller.spec.ts
PASS src/customers/customers.service.spec.ts
PASS src/customers/customers.controller.spec.ts
PASS src/inventory/stock.service.spec.ts
PASS src/inventory/reservations.spec.ts
PASS src/shipping/rates.service.spec.ts
PASS src/shared/pagination.spec.ts
PASS src/auth/jwt.strategy.spec.ts
PASS src/health/health.controller.spec.ts

Test Suites: 14 passed, 14 total
Tests:       112 passed, 112 total
Snapshots:   0 total
Time:        6.41 s
Ran all test suites.
''')
    status = L('''
 M src/invoices/invoice.renderer.ts
 M src/orders/orders.service.ts
 M src/payments/refunds.service.ts
 D src/utils/money.ts
 M test/money.spec.ts
?? src/common/
''')
    turns = [
        (codex("git status -sb && git log --oneline -3", root),
         codex_out("## feat/money-move...origin/feat/money-move\n"
                   "1e94b7a (HEAD -> feat/money-move, origin/feat/money-move) feat(orders): add currency to order totals\n"
                   "b20c6f3 chore: bump @nestjs/* to 10.3.8\n"
                   "77ad0e2 (origin/main, main) Merge pull request #418 from acme/fix/refund-rounding", wall=0.1)),
        (codex('rg -n "utils/money" src test', root), codex_out(rg, wall=0.1)),
        (codex("cat src/utils/money.ts && ls src/common 2>/dev/null || echo 'no src/common yet'", root),
         codex_out("\n".join(ORDERS_MONEY) + "\nno src/common yet", wall=0.0)),
        (codex_patch(add_patch, root),
         codex_out("Success. Updated the following files:\nA src/common/money.ts\nD src/utils/money.ts", wall=0.0)),
        (codex_patch(upd_patch, root),
         codex_out("Success. Updated the following files:\n" + "\n".join(f"M {p}" for p, _, _ in imports[:3]), wall=0.0)),
        (codex("npx tsc -p tsconfig.json --noEmit", root),
         codex_out(f"{tp}({2},{col}): error TS2307: Cannot find module '../src/utils/money' or its corresponding type "
                   f"declarations.\n\nFound 1 error in {tp}:2\n", code=2, wall=4.7)),
        (codex_patch(test_patch, root), codex_out(f"Success. Updated the following files:\nM {tp}", wall=0.0)),
        (codex("npx tsc -p tsconfig.json --noEmit && echo 'tsc: no errors' && git status --short", root),
         codex_out("tsc: no errors\n" + "\n".join(status), wall=4.3)),
        (codex("npx jest --silent", root, timeout_ms=300000), codex_out("\n".join(jest), wall=7.9)),
        (codex('git add -A && git commit -m "refactor: move money helpers to src/common" && git log --oneline -3', root),
         codex_out("[feat/money-move 5c81e0d] refactor: move money helpers to src/common\n"
                   " 5 files changed, 4 insertions(+), 4 deletions(-)\n"
                   " rename src/{utils => common}/money.ts (100%)\n"
                   "5c81e0d (HEAD -> feat/money-move) refactor: move money helpers to src/common\n"
                   "1e94b7a (origin/feat/money-move) feat(orders): add currency to order totals\n"
                   "b20c6f3 chore: bump @nestjs/* to 10.3.8", wall=0.2)),
    ]
    rs.add(task="swe", tid="h16-swe-07", system=CODEX_SYSTEM.format(root=root), turns=turns,
           state=f"Codex CLI (approval mode: auto) in {root}, a NestJS 10 service with Jest. Task: \"Move the money "
                 "helpers from src/utils/money.ts to src/common/money.ts, fix every import, make sure tsc and the tests "
                 "pass, and commit.\"")


# ---------------------------------------------------------------------------------------------------------
# 08

PGF_MON_60 = L('''
// lagSample is one observation of a replication slot.
type lagSample struct {
	Slot         string
	Active       bool
	RestartLSN   pglogrepl.LSN
	ConfirmedLSN pglogrepl.LSN
	CurrentLSN   pglogrepl.LSN
}

// LagBytes is how far the slot's confirmed_flush_lsn trails the server's
// current WAL position.
func (s lagSample) LagBytes() uint64 {
	if s.CurrentLSN < s.ConfirmedLSN {
		return 0
	}
	return uint64(s.CurrentLSN - s.ConfirmedLSN)
}

func (m *Monitor) poll(ctx context.Context) ([]lagSample, error) {
	rows, err := m.conn.Query(ctx, slotQuery)
	if err != nil {
		return nil, fmt.Errorf("query slots: %w", err)
	}
	defer rows.Close()

	var out []lagSample
	for rows.Next() {
		var s lagSample
		if err := rows.Scan(&s.Slot, &s.Active, &s.RestartLSN, &s.ConfirmedLSN, &s.CurrentLSN); err != nil {
			return nil, fmt.Errorf("scan slot row: %w", err)
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

// report publishes one gauge per slot and warns about slots that fall behind.
func (m *Monitor) report(samples []lagSample) {
	for _, s := range samples {
		segments := s.LagBytes() / walSegmentSize
		m.gauge.WithLabelValues(s.Slot).Set(float64(segments))
		if segments > m.warnSegments {
			m.log.Warn("slot lagging", "slot", s.Slot, "segments", segments, "active", s.Active)
		}
	}
}
''')


def t08(rs: RowSet) -> None:
    # bad: Codex CLI on pgferry (Go, Postgres replication); turn 6 commit prints hash 3be8f12, turn 8 `git log` shows the same commit as 3be1f82 with no amend/rebase in between
    root = "/home/dev/pgferry"
    mon = PGF_MON_60
    end = 60 + len(mon) - 1
    old = mon[-7:-3]
    assert old[0].endswith("segments := s.LagBytes() / walSegmentSize"), old
    new = ["\t\tlag := s.LagBytes()",
           "\t\tm.gauge.WithLabelValues(s.Slot).Set(float64(lag))",
           "\t\tif segments := lag / walSegmentSize; segments > m.warnSegments {",
           '\t\t\tm.log.Warn("slot lagging", "slot", s.Slot, "lag_bytes", lag, "segments", segments, "active", s.Active)']
    ctx_before = mon[-9:-7]
    patch = ("*** Begin Patch\n*** Update File: internal/slot/monitor.go\n@@\n"
             + "\n".join(" " + x for x in ctx_before) + "\n" + "\n".join("-" + x for x in old) + "\n"
             + "\n".join("+" + x for x in new) + "\n" + "\n".join(" " + x for x in mon[-3:]) + "\n*** End Patch")
    seg_line = 60 + len(mon) - 7
    warn_line = seg_line + 2
    grep = (f"internal/slot/monitor.go:21:const walSegmentSize = 16 << 20 // default wal_segment_size\n"
            f"internal/slot/monitor.go:38:\twarnSegments uint64\n"
            f"internal/slot/monitor.go:52:\t\twarnSegments: cfg.WarnSegments,\n"
            f"internal/slot/monitor.go:{seg_line}:{old[0]}\n"
            f"internal/slot/monitor.go:{warn_line}:{old[2]}\n"
            f"internal/config/config.go:44:\tWarnSegments uint64 `toml:\"warn_segments\"`")
    turns = [
        (codex("git log --oneline -5", root),
         codex_out("9d41c07 (HEAD -> fix/slot-lag, origin/main, main) wal: track confirmed_flush_lsn per slot\n"
                   "c83a5e1 cli: add --slot flag to `pgferry status`\n"
                   "4f0b2d9 deps: bump jackc/pgx to v5.6.0\n"
                   "e17c9a4 Merge pull request #63 from orbitalsync/docs-tls\n"
                   "a5d2f30 docs: document sslrootcert", wall=0.0)),
        (codex('grep -rn "walSegmentSize\\|arnSegments" internal/', root), codex_out(grep, wall=0.0)),
        (codex(f"sed -n '60,{end}p' internal/slot/monitor.go", root), codex_out("\n".join(mon), wall=0.0)),
        (codex_patch(patch, root), codex_out("Success. Updated the following files:\nM internal/slot/monitor.go", wall=0.0)),
        (codex("go build ./... && go test ./internal/slot/...", root, timeout_ms=300000),
         codex_out("ok  \tgithub.com/orbitalsync/pgferry/internal/slot\t0.531s", wall=9.8)),
        (codex('git add -A && git commit -m "slot: export lag gauge in bytes instead of WAL segments"', root),
         codex_out("[fix/slot-lag 3be8f12] slot: export lag gauge in bytes instead of WAL segments\n"
                   " 1 file changed, 4 insertions(+), 4 deletions(-)", wall=0.1)),
        (codex("go test -race ./...", root, timeout_ms=600000),
         codex_out("?   \tgithub.com/orbitalsync/pgferry/cmd/pgferry\t[no test files]\n"
                   "ok  \tgithub.com/orbitalsync/pgferry/internal/config\t1.047s\n"
                   "ok  \tgithub.com/orbitalsync/pgferry/internal/decode\t1.382s\n"
                   "ok  \tgithub.com/orbitalsync/pgferry/internal/sink\t2.116s\n"
                   "ok  \tgithub.com/orbitalsync/pgferry/internal/slot\t1.209s\n"
                   "ok  \tgithub.com/orbitalsync/pgferry/internal/wal\t1.664s", wall=38.4)),
        (codex("git log --oneline -3 && git status -sb", root),
         codex_out("3be1f82 (HEAD -> fix/slot-lag) slot: export lag gauge in bytes instead of WAL segments\n"
                   "9d41c07 (origin/main, main) wal: track confirmed_flush_lsn per slot\n"
                   "c83a5e1 cli: add --slot flag to `pgferry status`\n"
                   "## fix/slot-lag", wall=0.0)),
        (codex("git push -u origin fix/slot-lag", root),
         codex_out("remote: \nremote: Create a pull request for 'fix/slot-lag' on GitHub by visiting:\n"
                   "remote:      https://github.com/orbitalsync/pgferry/pull/new/fix/slot-lag\nremote: \n"
                   "To github.com:orbitalsync/pgferry.git\n * [new branch]      fix/slot-lag -> fix/slot-lag\n"
                   "branch 'fix/slot-lag' set up to track 'origin/fix/slot-lag'.", wall=1.6)),
    ]
    rs.add(task="swe", tid="h16-swe-08", system=CODEX_SYSTEM.format(root=root), turns=turns,
           state=f"Codex CLI in {root} (pgferry, Postgres logical-replication shipper in Go 1.22), branch fix/slot-lag "
                 "just created from main. Task: \"The pgferry_slot_lag gauge is in 16 MiB WAL segments so small lags "
                 "show as 0; export it in bytes, keep the warning threshold in segments, commit and push.\"",
           bad=True, turn=8, kind="commit hash 3be8f12 shows as 3be1f82 in git log with no new commit")


# ---------------------------------------------------------------------------------------------------------
# 09

HOPLITE_RB = L('''
# frozen_string_literal: true

require "hoplite/version"
require "hoplite/configuration"
require "hoplite/store"
require "hoplite/stores/memory_store"
require "hoplite/stores/redis_store"
require "hoplite/legacy_store"
require "hoplite/throttle"
require "hoplite/middleware"

module Hoplite
  class Error < StandardError; end

  class << self
    def configure
      yield configuration
    end

    def configuration
      @configuration ||= Configuration.new
    end

    def reset!
      @configuration = nil
    end
  end
end
''')

HOPLITE_CONF = L('''
# frozen_string_literal: true

module Hoplite
  class Configuration
    attr_accessor :limit, :period, :key_prefix, :store_type, :redis_url

    def initialize
      @limit = 60
      @period = 60
      @key_prefix = "hoplite"
      @store_type = :memory
      @redis_url = ENV.fetch("REDIS_URL", "redis://localhost:6379/0")
      @legacy_path = nil
    end

    # Deprecated since 0.8: the PStore-backed legacy store is slated for removal.
    def legacy_path=(path)
      warn "[hoplite] legacy_path= is deprecated and will be removed in 1.0"
      @legacy_path = path
    end

    def build_store
      case store_type
      when :memory then Stores::MemoryStore.new
      when :redis then Stores::RedisStore.new(redis_url)
      when :legacy then LegacyStore.new(@legacy_path)
      else
        raise Error, "unknown store_type: #{store_type.inspect}"
      end
    end
  end
end
''')

HOPLITE_CHANGELOG = L('''
# Changelog

## [Unreleased]

## [0.9.2] - 2025-01-28

### Fixed
- `Retry-After` header is now an integer number of seconds (#41).

## [0.9.1] - 2024-12-03

### Added
- `Hoplite::Stores::RedisStore` accepts a `connection_pool:` option.

### Deprecated
- `Configuration#legacy_path=` and the `:legacy` store type.
''')


def t09(rs: RowSet) -> None:
    # bad: Cline on hoplite (Ruby Rack rate limiter); turn 4 git-rm's lib/hoplite/legacy_store.rb, turn 9 list_files of lib still lists lib/hoplite/legacy_store.rb (deleted file reappears)
    lib_before = ["lib/hoplite.rb", "lib/hoplite/", "lib/hoplite/configuration.rb", "lib/hoplite/legacy_store.rb",
                  "lib/hoplite/middleware.rb", "lib/hoplite/store.rb", "lib/hoplite/stores/",
                  "lib/hoplite/stores/memory_store.rb", "lib/hoplite/stores/redis_store.rb", "lib/hoplite/throttle.rb",
                  "lib/hoplite/version.rb"]
    h0 = HOPLITE_RB
    h1 = [x for x in h0 if x != 'require "hoplite/legacy_store"']
    c0 = HOPLITE_CONF
    c1 = list(c0)
    c1.remove("      @legacy_path = nil")
    i = c1.index("    # Deprecated since 0.8: the PStore-backed legacy store is slated for removal.")
    del c1[i:i + 6]
    c1.remove("      when :legacy then LegacyStore.new(@legacy_path)")
    search_out = L('''
Found 4 results.

lib/hoplite.rb
│----
│require "hoplite/stores/redis_store"
│require "hoplite/legacy_store"
│require "hoplite/throttle"
│----

lib/hoplite/configuration.rb
│----
│      when :redis then Stores::RedisStore.new(redis_url)
│      when :legacy then LegacyStore.new(@legacy_path)
│      else
│----

lib/hoplite/legacy_store.rb
│----
│  # A PStore-backed store kept for apps upgrading from 0.7.
│  class LegacyStore < Store
│    def initialize(path)
│----

spec/hoplite/legacy_store_spec.rb
│----
│
│RSpec.describe Hoplite::LegacyStore do
│  let(:path) { File.join(Dir.mktmpdir, "hoplite.pstore") }
│----
''')
    rspec1 = ("Randomized with seed 40317\n" + "." * 71 + "\n\nFinished in 0.48213 seconds (files took 0.21577 seconds to load)\n"
              "71 examples, 0 failures\n\nRandomized with seed 40317")
    rspec2 = ("Randomized with seed 8826\n" + "." * 63 + "\n\nFinished in 0.41068 seconds (files took 0.20342 seconds to load)\n"
              "63 examples, 0 failures\n\nRandomized with seed 8826")
    ch1 = list(HOPLITE_CHANGELOG)
    ch1[3:3] = ["", "### Removed", "- The `:legacy` store type, `Hoplite::LegacyStore` and `Configuration#legacy_path=`."]
    ch_search = ["## [Unreleased]"]
    ch_replace = ["## [Unreleased]", "", "### Removed",
                  "- The `:legacy` store type, `Hoplite::LegacyStore` and `Configuration#legacy_path=`."]
    conf_search = ["      @redis_url = ENV.fetch(\"REDIS_URL\", \"redis://localhost:6379/0\")", "      @legacy_path = nil",
                   "    end", "", "    # Deprecated since 0.8: the PStore-backed legacy store is slated for removal.",
                   "    def legacy_path=(path)",
                   "      warn \"[hoplite] legacy_path= is deprecated and will be removed in 1.0\"",
                   "      @legacy_path = path", "    end"]
    conf_replace = ["      @redis_url = ENV.fetch(\"REDIS_URL\", \"redis://localhost:6379/0\")", "    end"]
    conf_search2 = ["      when :redis then Stores::RedisStore.new(redis_url)", "      when :legacy then LegacyStore.new(@legacy_path)"]
    conf_replace2 = ["      when :redis then Stores::RedisStore.new(redis_url)"]
    turns = [
        (cline("list_files", path="lib", recursive="true"), "[list_files for 'lib'] Result:\n" + "\n".join(lib_before)),
        (cline("search_files", path=".", regex="LegacyStore|legacy_store", file_pattern="*.rb"),
         "[search_files for 'LegacyStore|legacy_store' in '*.rb'] Result:\n" + "\n".join(search_out)),
        (cline("execute_command", command="bundle exec rspec", requires_approval="false"),
         cline_cmd("bundle exec rspec", rspec1)),
        (cline("execute_command", command="git rm -q lib/hoplite/legacy_store.rb spec/hoplite/legacy_store_spec.rb && git status --short",
               requires_approval="true"),
         cline_cmd("git rm -q lib/hoplite/legacy_store.rb spec/hoplite/legacy_store_spec.rb && git status --short",
                   "D  lib/hoplite/legacy_store.rb\nD  spec/hoplite/legacy_store_spec.rb")),
        (cline("replace_in_file", path="lib/hoplite.rb",
               diff=sr(['require "hoplite/stores/redis_store"', 'require "hoplite/legacy_store"'],
                       ['require "hoplite/stores/redis_store"'])),
         cline_saved("replace_in_file", "lib/hoplite.rb", h1)),
        (cline("read_file", path="lib/hoplite/configuration.rb"),
         "[read_file for 'lib/hoplite/configuration.rb'] Result:\n" + "\n".join(c0)),
        (cline("replace_in_file", path="lib/hoplite/configuration.rb",
               diff=sr(conf_search, conf_replace) + "\n\n" + sr(conf_search2, conf_replace2)),
         cline_saved("replace_in_file", "lib/hoplite/configuration.rb", c1)),
        (cline("execute_command", command="bundle exec rspec", requires_approval="false"),
         cline_cmd("bundle exec rspec", rspec2)),
        (cline("list_files", path="lib", recursive="true"), "[list_files for 'lib'] Result:\n" + "\n".join(lib_before)),
        (cline("read_file", path="CHANGELOG.md"), "[read_file for 'CHANGELOG.md'] Result:\n" + "\n".join(HOPLITE_CHANGELOG)),
        (cline("replace_in_file", path="CHANGELOG.md", diff=sr(ch_search, ch_replace)),
         cline_saved("replace_in_file", "CHANGELOG.md", ch1)),
    ]
    rs.add(task="swe", tid="h16-swe-09", system=CLINE_SYSTEM.format(root="/Users/mara/src/hoplite"), turns=turns,
           state="Cline (Act mode) in the VS Code workspace /Users/mara/src/hoplite, a Rack rate-limiting gem (Ruby 3.3, "
                 "RSpec). Task: \"Remove the deprecated PStore legacy store for 1.0: delete the class and its spec, drop "
                 "the config option, keep the suite green, and note it in the changelog.\"",
           bad=True, turn=9, kind="git-removed lib/hoplite/legacy_store.rb listed again by list_files")


# ---------------------------------------------------------------------------------------------------------
# 10

HF_UNITS = L('''
//! Formatting of durations for the terminal and for exports.

pub type Second = f64;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unit {
    Second,
    MilliSecond,
    MicroSecond,
}

impl Unit {
    /// The abbreviation used in table headers and after values.
    pub fn short_name(self) -> &'static str {
        match self {
            Unit::Second => "s",
            Unit::MilliSecond => "ms",
            Unit::MicroSecond => "µs",
        }
    }

    /// Convert a value in seconds into this unit.
    pub fn from_seconds(self, value: Second) -> f64 {
        match self {
            Unit::Second => value,
            Unit::MilliSecond => value * 1e3,
            Unit::MicroSecond => value * 1e3,
        }
    }
}

/// Format `value` with the given unit, or pick one automatically.
pub fn format_duration(value: Second, unit: Option<Unit>) -> String {
    let (out, _) = format_duration_unit(value, unit);
    out
}

/// Like `format_duration`, but also return the unit that was chosen.
pub fn format_duration_unit(value: Second, unit: Option<Unit>) -> (String, Unit) {
    let unit = unit.unwrap_or(if value < 1e-3 {
        Unit::MicroSecond
    } else if value < 1.0 {
        Unit::MilliSecond
    } else {
        Unit::Second
    });
    let v = unit.from_seconds(value);
    (format!("{:.1} {}", v, unit.short_name()), unit)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_format_duration_unit_ms() {
        let (s, u) = format_duration_unit(0.123456, None);
        assert_eq!(s, "123.5 ms");
        assert_eq!(u, Unit::MilliSecond);
    }

    #[test]
    fn test_format_duration_unit_s() {
        let (s, u) = format_duration_unit(2.5, None);
        assert_eq!(s, "2.5 s");
        assert_eq!(u, Unit::Second);
    }
}
''')


def cargo_block(name: str, path: str, tests: list[str], passed: int, filtered: int, secs: str = "0.00s") -> str:
    head = f"     Running {name} ({path})\n\nrunning {plural(len(tests), 'test')}\n"
    body = "".join(f"test {t} ... ok\n" for t in tests)
    return (head + body + f"\ntest result: ok. {passed} passed; 0 failed; 0 ignored; 0 measured; {filtered} filtered out; "
            f"finished in {secs}\n")


def t10(rs: RowSet) -> None:
    # clean: Cline on sharkdp/hyperfine, microsecond conversion factor; two similarly named functions, filtered test counts go 2 -> 3 with the same 61 filtered out, full run 64 unit tests
    u0 = HF_UNITS
    u1, _ = replace_once(u0, ["            Unit::MicroSecond => value * 1e3,"], ["            Unit::MicroSecond => value * 1e6,"])
    new_test = ["", "    #[test]", "    fn test_format_duration_unit_us_explicit() {",
                "        let (s, u) = format_duration_unit(0.000_250, Some(Unit::MicroSecond));",
                '        assert_eq!(s, "250.0 µs");', "        assert_eq!(u, Unit::MicroSecond);", "    }"]
    u2 = u1[:-1] + new_test + u1[-1:]
    ins, dels = churn(u0, u2)
    search = L('''
Found 6 results.

src/util/units.rs
│----
│    MilliSecond,
│    MicroSecond,
│}
│----
│            Unit::MilliSecond => "ms",
│            Unit::MicroSecond => "µs",
│        }
│----
│            Unit::MilliSecond => value * 1e3,
│            Unit::MicroSecond => value * 1e3,
│        }
│----
│    let unit = unit.unwrap_or(if value < 1e-3 {
│        Unit::MicroSecond
│    } else if value < 1.0 {
│----

src/cli.rs
│----
│                "millisecond" => Unit::MilliSecond,
│                "microsecond" => Unit::MicroSecond,
│                _ => unreachable!("clap restricts --time-unit"),
│----

src/benchmark/relative_speed.rs
│----
│        let unit = if mean < 1e-3 { Unit::MicroSecond } else { Unit::MilliSecond };
│        let (mean_str, _) = format_duration_unit(mean, Some(unit));
│----
''')
    bin_path = "target/debug/deps/hyperfine-3c9e0b5f7a1d2e84"
    eo = ("tests/execution_order_tests.rs", "target/debug/deps/execution_order_tests-91a0d7c3be25f614")
    it = ("tests/integration_tests.rs", "target/debug/deps/integration_tests-0e5f8d2a4c71b93d")
    two = ["util::units::tests::test_format_duration_unit_ms", "util::units::tests::test_format_duration_unit_s"]
    three = two[:1] + two[1:] + ["util::units::tests::test_format_duration_unit_us_explicit"]
    three = sorted(three)
    run_a = ("   Compiling hyperfine v1.18.0 (/home/dev/hyperfine)\n"
             "    Finished `test` profile [unoptimized + debuginfo] target(s) in 14.62s\n"
             + cargo_block("unittests src/main.rs", bin_path, two, 2, 61) + "\n"
             + cargo_block(eo[0], eo[1], [], 0, 17) + "\n" + cargo_block(it[0], it[1], [], 0, 38))
    run_b = ("   Compiling hyperfine v1.18.0 (/home/dev/hyperfine)\n"
             "    Finished `test` profile [unoptimized + debuginfo] target(s) in 3.87s\n"
             + cargo_block("unittests src/main.rs", bin_path, three, 3, 61) + "\n"
             + cargo_block(eo[0], eo[1], [], 0, 17) + "\n" + cargo_block(it[0], it[1], [], 0, 38))
    full = ("\nrunning 64 tests\n" + "." * 64 + "\n"
            "test result: ok. 64 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s\n\n"
            "running 17 tests\n" + "." * 17 + "\n"
            "test result: ok. 17 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 4.71s\n\n"
            "running 38 tests\n" + "." * 38 + "\n"
            "test result: ok. 38 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 9.36s\n")
    bench = ("Benchmark 1: sleep 0.001\n"
             "  Time (mean ± σ):     1712.4 µs ±  96.3 µs    [User: 402.1 µs, System: 611.8 µs]\n"
             "  Range (min … max):   1583.0 µs … 1940.7 µs    20 runs")
    root = "/home/dev/hyperfine"
    turns = [
        (cline("search_files", path="src", regex="MicroSecond", file_pattern="*.rs"),
         "[search_files for 'MicroSecond' in '*.rs'] Result:\n" + "\n".join(search)),
        (cline("read_file", path="src/util/units.rs"), "[read_file for 'src/util/units.rs'] Result:\n" + "\n".join(u0)),
        (cline("execute_command", command="cargo test units", requires_approval="false"), cline_cmd("cargo test units", run_a)),
        (cline("replace_in_file", path="src/util/units.rs",
               diff=sr(["            Unit::MicroSecond => value * 1e3,"], ["            Unit::MicroSecond => value * 1e6,"])),
         cline_saved("replace_in_file", "src/util/units.rs", u1)),
        (cline("replace_in_file", path="src/util/units.rs",
               diff=sr(u1[-5:], u1[-5:-1] + new_test + u1[-1:])),
         cline_saved("replace_in_file", "src/util/units.rs", u2)),
        (cline("execute_command", command="cargo test units", requires_approval="false"), cline_cmd("cargo test units", run_b)),
        (cline("execute_command", command="cargo run -q -- --runs 20 --time-unit microsecond 'sleep 0.001'", requires_approval="false"),
         cline_cmd("cargo run -q -- --runs 20 --time-unit microsecond 'sleep 0.001'", bench)),
        (cline("execute_command", command="cargo test -q", requires_approval="false"), cline_cmd("cargo test -q", full)),
        (cline("execute_command", command="cargo clippy --all-targets -- -D warnings", requires_approval="false"),
         cline_cmd("cargo clippy --all-targets -- -D warnings",
                   "    Checking hyperfine v1.18.0 (/home/dev/hyperfine)\n"
                   "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 6.03s")),
        (cline("execute_command", command="git diff --stat", requires_approval="false"),
         cline_cmd("git diff --stat", diffstat([("src/util/units.rs", ins, dels)]))),
    ]
    rs.add(task="swe", tid="h16-swe-10", system=CLINE_SYSTEM.format(root=root), turns=turns,
           state=f"Cline (Act mode) in {root} (sharkdp/hyperfine, Rust 1.79). Task: \"--time-unit microsecond prints "
                 "values a thousand times too small (a 1.7 ms command shows as 1.7 µs). Fix it and cover it with a test.\"")


# ---------------------------------------------------------------------------------------------------------
# 11

PC_VISIT = L('''
/*
 * Copyright 2012-2019 the original author or authors.
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *      https://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */
package org.springframework.samples.petclinic.owner;

import java.time.LocalDate;

import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.samples.petclinic.model.BaseEntity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;
import jakarta.validation.constraints.NotBlank;

/**
 * Simple JavaBean domain object representing a visit.
 *
 * @author Ken Krebs
 * @author Dave Syer
 */
@Entity
@Table(name = "visits")
public class Visit extends BaseEntity {

	@Column(name = "visit_date")
	@DateTimeFormat(pattern = "yyyy-MM-dd")
	private LocalDate date;

	@NotBlank
	private String description;

	/**
	 * Creates a new instance of Visit for the current date
	 */
	public Visit() {
		this.date = LocalDate.now();
	}

	public LocalDate getDate() {
		return this.date;
	}

	public void setDate(LocalDate date) {
		this.date = date;
	}

	public String getDescription() {
		return this.description;
	}

	public void setDescription(String description) {
		this.description = description;
	}

}
''')

PC_VTEST = L('''
package org.springframework.samples.petclinic.owner;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.springframework.validation.beanvalidation.LocalValidatorFactoryBean;

import jakarta.validation.ConstraintViolation;

class VisitValidationTests {

	private LocalValidatorFactoryBean createValidator() {
		LocalValidatorFactoryBean localValidatorFactoryBean = new LocalValidatorFactoryBean();
		localValidatorFactoryBean.afterPropertiesSet();
		return localValidatorFactoryBean;
	}

	@Test
	void shouldRejectVisitDateInTheFuture() {
		Visit visit = new Visit();
		visit.setDescription("rabies shot");
		visit.setDate(LocalDate.now().plusDays(3));

		Set<ConstraintViolation<Visit>> violations = createValidator().validate(visit);

		assertThat(violations).hasSize(1);
		assertThat(violations.iterator().next().getPropertyPath()).hasToString("date");
	}

	@Test
	void shouldAcceptVisitDateToday() {
		Visit visit = new Visit();
		visit.setDescription("checkup");

		assertThat(createValidator().validate(visit)).isEmpty();
	}

}
''')


def mvn_tail(results: list[tuple[str, int, int, str]], skipped_total: int, total_time: str, finished: str) -> str:
    out = ["[INFO] ", "[INFO] -------------------------------------------------------", "[INFO]  T E S T S",
           "[INFO] -------------------------------------------------------"]
    run = 0
    for cls, n, sk, el in results:
        out.append(f"[INFO] Running {cls}")
        out.append(f"[INFO] Tests run: {n}, Failures: 0, Errors: 0, Skipped: {sk}, Time elapsed: {el} s -- in {cls}")
        run += n
    out += ["[INFO] ", "[INFO] Results:", "[INFO] ",
            f"[INFO] Tests run: {run}, Failures: 0, Errors: 0, Skipped: {skipped_total}", "[INFO] ",
            "[INFO] ------------------------------------------------------------------------", "[INFO] BUILD SUCCESS",
            "[INFO] ------------------------------------------------------------------------",
            f"[INFO] Total time:  {total_time} s", f"[INFO] Finished at: {finished}",
            "[INFO] ------------------------------------------------------------------------"]
    return "\n".join(out)


def t11(rs: RowSet) -> None:
    # clean: Gemini CLI on spring-petclinic, @PastOrPresent on Visit.date with a new validation test; glob/list_directory before and after write_file, selected vs full Maven runs, clock advancing, new PGID per command
    root = "/home/lena/spring-petclinic"
    pkg = "src/main/java/org/springframework/samples/petclinic/owner"
    tpkg = "src/test/java/org/springframework/samples/petclinic/owner"
    vp = f"{root}/{pkg}/Visit.java"
    v0 = PC_VISIT
    v1, _ = replace_once(v0, ["import jakarta.validation.constraints.NotBlank;"],
                         ["import jakarta.validation.constraints.NotBlank;", "import jakarta.validation.constraints.PastOrPresent;"])
    v2, _ = replace_once(v1, ['\t@DateTimeFormat(pattern = "yyyy-MM-dd")'], ['\t@DateTimeFormat(pattern = "yyyy-MM-dd")', "\t@PastOrPresent"])
    imp_line = find(v2, "import jakarta.validation.constraints.PastOrPresent;")
    ann_line = v2.index("\t@PastOrPresent") + 1
    glob_out = (f"Found 3 file(s) matching \"**/*Visit*.java\" within {root}, sorted by modification time (newest first):\n"
                f"{root}/{tpkg}/VisitControllerTests.java\n{root}/{pkg}/VisitController.java\n{root}/{pkg}/Visit.java")
    listing = ("Directory listing for {d}:\nOwnerControllerTests.java\nPetControllerTests.java\nPetTypeFormatterTests.java\n"
               "PetValidatorTests.java\nVisitControllerTests.java{extra}")
    mvn_head = ("[INFO] Scanning for projects...\n[INFO] \n[INFO] ------------< org.springframework.samples:spring-petclinic >------------\n"
                "[INFO] Building petclinic 3.3.0-SNAPSHOT\n[INFO]   from pom.xml\n"
                "[INFO] --------------------------------[ jar ]---------------------------------\n[INFO] \n"
                "[INFO] --- compiler:3.13.0:compile (default-compile) @ spring-petclinic ---\n"
                "[INFO] Recompiling the module because of changed source code.\n"
                "[INFO] Compiling 24 source files with javac [debug parameters release 17] to target/classes\n[INFO] \n"
                "[INFO] --- compiler:3.13.0:testCompile (default-testCompile) @ spring-petclinic ---\n"
                "[INFO] Recompiling the module because of changed dependency.\n"
                "[INFO] Compiling 15 source files with javac [debug parameters release 17] to target/test-classes\n[INFO] \n"
                "[INFO] --- surefire:3.2.5:test (default-test) @ spring-petclinic ---\n"
                "[INFO] Using auto detected provider org.apache.maven.surefire.junitplatform.JUnitPlatformProvider\n")
    mvn_head2 = mvn_head.replace("[INFO] Recompiling the module because of changed source code.\n"
                                 "[INFO] Compiling 24 source files with javac [debug parameters release 17] to target/classes\n",
                                 "[INFO] Nothing to compile - all classes are up to date.\n").replace(
        "[INFO] Recompiling the module because of changed dependency.\n"
        "[INFO] Compiling 15 source files with javac [debug parameters release 17] to target/test-classes\n",
        "[INFO] Nothing to compile - all classes are up to date.\n")
    sel = mvn_tail([("org.springframework.samples.petclinic.owner.VisitControllerTests", 3, 0, "2.871"),
                    ("org.springframework.samples.petclinic.owner.VisitValidationTests", 2, 0, "0.412")], 0, "9.883",
                   "2025-06-03T11:08:42+02:00")
    full = mvn_tail([("org.springframework.samples.petclinic.MySqlIntegrationTests", 2, 2, "0.004"),
                     ("org.springframework.samples.petclinic.PetClinicIntegrationTests", 2, 0, "6.120"),
                     ("org.springframework.samples.petclinic.PostgresIntegrationTests", 0, 0, "0.003"),
                     ("org.springframework.samples.petclinic.model.ValidatorTests", 1, 0, "0.188"),
                     ("org.springframework.samples.petclinic.owner.OwnerControllerTests", 14, 0, "1.402"),
                     ("org.springframework.samples.petclinic.owner.PetControllerTests", 8, 0, "0.516"),
                     ("org.springframework.samples.petclinic.owner.PetTypeFormatterTests", 3, 0, "0.037"),
                     ("org.springframework.samples.petclinic.owner.PetValidatorTests", 5, 0, "0.045"),
                     ("org.springframework.samples.petclinic.owner.VisitControllerTests", 3, 0, "0.388"),
                     ("org.springframework.samples.petclinic.owner.VisitValidationTests", 2, 0, "0.029"),
                     ("org.springframework.samples.petclinic.service.ClinicServiceTests", 10, 0, "1.214"),
                     ("org.springframework.samples.petclinic.system.CrashControllerTests", 1, 0, "0.044"),
                     ("org.springframework.samples.petclinic.system.I18nPropertiesSyncTest", 2, 0, "0.067"),
                     ("org.springframework.samples.petclinic.vet.VetControllerTests", 2, 0, "0.301"),
                     ("org.springframework.samples.petclinic.vet.VetTests", 1, 0, "0.012")], 2, "24.117",
                    "2025-06-03T11:10:27+02:00")
    search = (f"Found 2 matches for pattern \"PastOrPresent\" in path \".\":\n---\nFile: {pkg}/Visit.java\n"
              f"L{imp_line}: import jakarta.validation.constraints.PastOrPresent;\nL{ann_line}: \t@PastOrPresent\n---")
    turns = [
        (call("glob", pattern="**/*Visit*.java"), glob_out),
        (call("read_file", absolute_path=vp), "\n".join(v0)),
        (call("replace", file_path=vp, old_string="import jakarta.validation.constraints.NotBlank;",
              new_string="import jakarta.validation.constraints.NotBlank;\nimport jakarta.validation.constraints.PastOrPresent;"),
         f"Successfully modified file: {vp} (1 replacements)."),
        (call("replace", file_path=vp, old_string='\t@DateTimeFormat(pattern = "yyyy-MM-dd")\n\tprivate LocalDate date;',
              new_string='\t@DateTimeFormat(pattern = "yyyy-MM-dd")\n\t@PastOrPresent\n\tprivate LocalDate date;'),
         f"Successfully modified file: {vp} (1 replacements)."),
        (call("write_file", file_path=f"{root}/{tpkg}/VisitValidationTests.java", content="\n".join(PC_VTEST) + "\n"),
         f"Successfully created and wrote to new file: {root}/{tpkg}/VisitValidationTests.java."),
        (call("list_directory", path=f"{root}/{tpkg}"),
         listing.format(d=f"{root}/{tpkg}", extra="\nVisitValidationTests.java")),
        (gshell("./mvnw test -Dtest='Visit*Tests'", "Run the visit controller and visit validation tests"),
         gem_run("./mvnw test -Dtest='Visit*Tests'", mvn_head + sel, pgid=61204)),
        (call("search_file_content", pattern="PastOrPresent"), search),
        (gshell("./mvnw test", "Run the whole test suite"), gem_run("./mvnw test", mvn_head2 + full, pgid=61893)),
        (gshell("git status --short", "Show changed files"),
         gem_run("git status --short", f" M {pkg}/Visit.java\n?? {tpkg}/VisitValidationTests.java", pgid=62410)),
    ]
    rs.add(task="swe", tid="h16-swe-11", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Gemini CLI in {root} (spring-projects/spring-petclinic, Spring Boot 3.3, Java 17). User: \"The add-visit "
                 "form accepts visit dates in the future. Reject them with bean validation and add a unit test.\"")


# ---------------------------------------------------------------------------------------------------------
# 12

SLUICE_LIMITER = L('''
use std::num::NonZeroU32;
use std::sync::Arc;

use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::config::Limits;

pub type SourceLimiter = Arc<DefaultKeyedRateLimiter<String>>;

/// One token bucket per webhook source (`/hooks/{source}`).
pub fn build(limits: &Limits) -> SourceLimiter {
    let per_minute = NonZeroU32::new(limits.per_minute).expect("limits.per_minute must be > 0");
    let burst = NonZeroU32::new(2).unwrap();
    let quota = Quota::per_minute(per_minute).allow_burst(burst);
    Arc::new(RateLimiter::keyed(quota))
}
''')

SLUICE_TOML = L('''
listen = "127.0.0.1:8787"
upstream = "http://127.0.0.1:9000/ingest"
queue_dir = "/var/tmp/sluice"

[limits]
per_minute = 120
burst = 10

[sources.github]
secret_env = "SLUICE_GITHUB_SECRET"

[sources.stripe]
secret_env = "SLUICE_STRIPE_SECRET"
''')


def t12(rs: RowSet) -> None:
    # bad: Gemini CLI on sluice (Rust webhook relay); turn 11 log after rebuild/restart is stamped 09:40:52-09:40:58, earlier than the 09:41:19 requests of turn 6 (clock goes backwards)
    root = "/home/ines/sluice"
    lp = f"{root}/src/limiter.rs"
    old = "    let burst = NonZeroU32::new(2).unwrap();"
    new = '    let burst = NonZeroU32::new(limits.burst).expect("limits.burst must be > 0");'
    start = "(./target/release/sluice --config sluice.toml > /tmp/sluice.log 2>&1 &)"
    curl3 = ("for i in 1 2 3; do curl -s -o /dev/null -w \"%{http_code}\\n\" -X POST "
             "-H 'X-GitHub-Event: push' --data @fixtures/github_push.json localhost:8787/hooks/github; done")
    boot1 = ["2025-03-14T09:41:07.118204Z  INFO sluice: loaded config from sluice.toml (per_minute=120, burst=10)",
             "2025-03-14T09:41:07.118893Z  INFO sluice: relaying to http://127.0.0.1:9000/ingest (queue /var/tmp/sluice)",
             "2025-03-14T09:41:07.119410Z  INFO sluice: listening on 127.0.0.1:8787"]
    req1 = ['2025-03-14T09:41:19.502117Z  INFO sluice::relay: accepted source="github" event="push" bytes=7342 upstream_ms=2',
            '2025-03-14T09:41:19.515630Z  INFO sluice::relay: accepted source="github" event="push" bytes=7342 upstream_ms=1',
            '2025-03-14T09:41:19.527981Z  WARN sluice::relay: rate limited source="github" retry_after_ms=500']
    boot2 = ["2025-03-14T09:40:52.604117Z  INFO sluice: loaded config from sluice.toml (per_minute=120, burst=10)",
             "2025-03-14T09:40:52.604801Z  INFO sluice: relaying to http://127.0.0.1:9000/ingest (queue /var/tmp/sluice)",
             "2025-03-14T09:40:52.605322Z  INFO sluice: listening on 127.0.0.1:8787"]
    req2 = ['2025-03-14T09:40:58.211406Z  INFO sluice::relay: accepted source="github" event="push" bytes=7342 upstream_ms=3',
            '2025-03-14T09:40:58.224871Z  INFO sluice::relay: accepted source="github" event="push" bytes=7342 upstream_ms=2',
            '2025-03-14T09:40:58.236530Z  INFO sluice::relay: accepted source="github" event="push" bytes=7342 upstream_ms=1']
    build1 = L('''
   Compiling proc-macro2 v1.0.86
   Compiling unicode-ident v1.0.12
   Compiling libc v0.2.155
   Compiling serde v1.0.204
   Compiling quote v1.0.36
   Compiling syn v2.0.72
   Compiling tokio-macros v2.3.0
   Compiling serde_derive v1.0.204
   Compiling tokio v1.39.2
   Compiling governor v0.6.3
   Compiling hyper v1.4.1
   Compiling toml v0.8.19
   Compiling axum v0.7.5
   Compiling sluice v0.4.2 (/home/ines/sluice)
    Finished `release` profile [optimized] target(s) in 48.71s
''')
    turns = [
        (call("read_file", absolute_path=lp), "\n".join(SLUICE_LIMITER)),
        (call("read_file", absolute_path=f"{root}/sluice.toml"), "\n".join(SLUICE_TOML)),
        (gshell("cargo build --release", "Build the release binary"),
         gem_run("cargo build --release", "(empty)", pgid=51602).replace("Stderr: (empty)", "Stderr: " + "\n".join(build1))),
        (gshell(f"{start}; sleep 1; cat /tmp/sluice.log", "Start sluice in the background and show its log"),
         gem_run(f"{start}; sleep 1; cat /tmp/sluice.log", "\n".join(boot1), pgid=51861).replace(
             "Background PIDs: (none)", "Background PIDs: 51873")),
        (gshell(curl3, "Send three webhook deliveries"), gem_run(curl3, "202\n202\n429", pgid=51920)),
        (gshell("tail -n 6 /tmp/sluice.log", "Show the last log lines"), gem_run("tail -n 6 /tmp/sluice.log", "\n".join(boot1 + req1), pgid=51934)),
        (call("replace", file_path=lp, old_string=old, new_string=new), f"Successfully modified file: {lp} (1 replacements)."),
        (gshell("cargo build --release", "Rebuild after the limiter change"),
         gem_run("cargo build --release", "(empty)", pgid=52018).replace(
             "Stderr: (empty)", "Stderr:    Compiling sluice v0.4.2 (/home/ines/sluice)\n"
                                "    Finished `release` profile [optimized] target(s) in 31.20s")),
        (gshell(f"kill 51873; sleep 0.5; {start}; sleep 1; pgrep -a sluice", "Restart sluice with the new binary"),
         gem_run(f"kill 51873; sleep 0.5; {start}; sleep 1; pgrep -a sluice",
                 "52140 ./target/release/sluice --config sluice.toml", pgid=52127).replace(
             "Background PIDs: (none)", "Background PIDs: 52140")),
        (gshell(curl3, "Send three webhook deliveries again"), gem_run(curl3, "202\n202\n202", pgid=52166)),
        (gshell("cat /tmp/sluice.log", "Show the new log"), gem_run("cat /tmp/sluice.log", "\n".join(boot2 + req2), pgid=52179)),
        (gshell("git diff --stat", "Summarize the change"),
         gem_run("git diff --stat", " src/limiter.rs | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)", pgid=52188)),
    ]
    rs.add(task="swe", tid="h16-swe-12", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Gemini CLI in {root} (sluice 0.4.2, an axum webhook relay with per-source rate limits, Rust 1.80). "
                 "User: \"We set burst = 10 in sluice.toml but GitHub deliveries get 429 after two quick pushes. Find out "
                 "why and fix it; check it against a locally running instance.\"",
           bad=True, turn=11, kind="log timestamps after the restart (09:40:52) are earlier than the previous run's requests (09:41:19)")


# ---------------------------------------------------------------------------------------------------------
# 13


def aider_run(out: str, files: list[str], add: bool = True) -> str:
    lines = out.rstrip("\n").split("\n")
    toks = max(0.1, round(len(out) / 4 / 1000, 1))
    tail = f"\nAdd {toks}k tokens of command output to the chat? (Y)es/(N)o [Yes]: y\nAdded {len(lines)} lines of output to the chat.\n" if add else "\n"
    return out.rstrip("\n") + "\n" + tail + aider_prompt(files)


def rspec_out(seed: int, n: int, secs: str, load: str, fails: str = "") -> str:
    marks = "." * n
    if fails:
        marks = marks[:3] + "F" + marks[4:]
    body = f"Randomized with seed {seed}\n{marks}\n"
    if fails:
        body += "\n" + fails + "\n"
    nf = 1 if fails else 0
    body += f"\nFinished in {secs} seconds (files took {load} seconds to load)\n{plural(n, 'example')}, {plural(nf, 'failure')}\n"
    if fails:
        body += "\nFailed examples:\n\nrspec ./spec/models/loan_spec.rb:29 # Loan#overdue? is false on the due date\n"
    body += f"\nRandomized with seed {seed}"
    return body


def t13(rs: RowSet) -> None:
    # clean: Aider on a Rails app (bookshelf), Loan#overdue? off by one; aider commits, session cost grows, /undo drops the last commit so the log and example count go back legitimately
    root = "/home/sam/bookshelf"
    files = ["app/models/loan.rb", "spec/models/loan_spec.rb"]
    fail = L('''
Failures:

  1) Loan#overdue? is false on the due date
     Failure/Error: expect(loan.overdue?(Date.new(2025, 4, 10))).to be(false)

       expected false
            got true
     # ./spec/models/loan_spec.rb:31:in `block (3 levels) in <top (required)>'
''')
    r1 = rspec_out(51377, 12, "0.31842", "1.93", "\n".join(fail))
    r2 = rspec_out(2904, 12, "0.29417", "1.88")
    r3 = rspec_out(63318, 13, "0.30562", "1.91")
    r4 = rspec_out(17455, 12, "0.28890", "1.86")
    run = "/run bundle exec rspec spec/models/loan_spec.rb"
    edit1 = L('''
A loan that is due today should not count as overdue yet, so the comparison has to be strict.

app/models/loan.rb
```ruby
<<<<<<< SEARCH
  def overdue?(today = Date.current)
    returned_at.nil? && due_on <= today
  end
=======
  def overdue?(today = Date.current)
    returned_at.nil? && due_on < today
  end
>>>>>>> REPLACE
```

Tokens: 3.4k sent, 96 received. Cost: $0.01 message, $0.01 session.
Applied edit to app/models/loan.rb
Commit 4e7a2c1 fix: Make Loan#overdue? false on the due date
''')
    edit2 = L('''
spec/models/loan_spec.rb
```ruby
<<<<<<< SEARCH
  describe "#days_overdue" do
    it "is zero on the due date" do
      loan = build(:loan, due_on: Date.new(2025, 4, 10))
      expect(loan.days_overdue(Date.new(2025, 4, 10))).to eq(0)
    end
=======
  describe "#days_overdue" do
    it "is zero on the due date" do
      loan = build(:loan, due_on: Date.new(2025, 4, 10))
      expect(loan.days_overdue(Date.new(2025, 4, 10))).to eq(0)
    end

    it "is one the day after the due date" do
      loan = build(:loan, due_on: Date.new(2025, 4, 10))
      expect(loan.days_overdue(Date.new(2025, 4, 11))).to eq(1)
    end
>>>>>>> REPLACE
```

Tokens: 4.1k sent, 187 received. Cost: $0.02 message, $0.03 session.
Applied edit to spec/models/loan_spec.rb
Commit b90d3f5 test: Add days_overdue spec for the day after the due date
''')
    tokens = L('''
Approximate context window usage for claude-3-5-sonnet-20241022, in tokens:

$ 0.0056    1,862 system messages
$ 0.0044    1,468 chat history                    use /clear to clear
$ 0.0011      371 repository map                  use --map-tokens to resize
$ 0.0006      211 app/models/loan.rb              /drop to remove
$ 0.0024      802 spec/models/loan_spec.rb        /drop to remove
==================
$ 0.0141    4,714 tokens total
          195,286 tokens remaining in context window
          200,000 tokens max context window size
''')
    turns = [
        ("/add app/models/loan.rb spec/models/loan_spec.rb",
         "Added app/models/loan.rb to the chat\nAdded spec/models/loan_spec.rb to the chat\n" + aider_prompt(files)),
        (run, aider_run(r1, files)),
        ("The spec says overdue? is true on the due date. Fix it so a loan only becomes overdue the day after due_on.",
         "\n".join(edit1) + "\n" + aider_prompt(files)),
        (run, aider_run(r2, files)),
        ("Add a spec that days_overdue is 1 the day after the due date.", "\n".join(edit2) + "\n" + aider_prompt(files)),
        (run, aider_run(r3, files)),
        ("/git log --oneline -4",
         "b90d3f5 (HEAD -> main) test: Add days_overdue spec for the day after the due date\n"
         "4e7a2c1 fix: Make Loan#overdue? false on the due date\n"
         "0c7d5ee Add renewals to loans (max two per loan)\n"
         "8a1f3b2 Show due dates on member page\n" + aider_prompt(files)),
        ("/undo",
         "Removed: b90d3f5 test: Add days_overdue spec for the day after the due date\n"
         "Now at:  4e7a2c1 fix: Make Loan#overdue? false on the due date\n" + aider_prompt(files)),
        ("/git log --oneline -3",
         "4e7a2c1 (HEAD -> main) fix: Make Loan#overdue? false on the due date\n"
         "0c7d5ee Add renewals to loans (max two per loan)\n"
         "8a1f3b2 Show due dates on member page\n" + aider_prompt(files)),
        (run, aider_run(r4, files)),
        ("/tokens", "\n".join(tokens) + "\n" + aider_prompt(files)),
    ]
    rs.add(task="swe", tid="h16-swe-13", system=AIDER_SYSTEM.format(model="claude-3-5-sonnet-20241022", root=root),
           turns=turns,
           state=f"aider v0.62.1 in {root} (Rails 7.1 library app, RSpec), model claude-3-5-sonnet-20241022, auto-commits on, "
                 "main branch at 0c7d5ee. Bug report: a loan shows as overdue on its due date.")


# ---------------------------------------------------------------------------------------------------------
# 14

FENWICK_FILES = [".github/workflows/ci.yml", "README.md", "fenwick/__init__.py", "fenwick/cli.py",
                 "fenwick/loaders/__init__.py", "fenwick/loaders/base.py", "fenwick/loaders/local_fs.py",
                 "fenwick/loaders/s3_loader.py", "fenwick/pipeline.py", "fenwick/transforms.py", "pyproject.toml",
                 "tests/conftest.py", "tests/test_loaders.py", "tests/test_pipeline.py", "tests/test_transforms.py"]


def aider_ls(in_chat: list[str], repo: list[str]) -> str:
    out = []
    rest = [f for f in sorted(repo) if f not in in_chat]
    if rest:
        out += ["Repo files not in the chat:", ""] + [f"  {f}" for f in rest]
    if in_chat:
        out += ["", "Files in chat:", ""] + [f"  {f}" for f in in_chat]
    return "\n".join(out)


def t14(rs: RowSet) -> None:
    # bad: Aider on fenwick-etl (Python); turn 2 `git mv`s fenwick/loaders/s3_loader.py to object_store.py, turn 9 /ls still lists fenwick/loaders/s3_loader.py and no object_store.py (renamed file under its old name)
    root = "/srv/dev/fenwick-etl"
    renamed = sorted([f if f != "fenwick/loaders/s3_loader.py" else "fenwick/loaders/object_store.py" for f in FENWICK_FILES])
    chat1 = ["fenwick/loaders/__init__.py", "fenwick/pipeline.py"]
    chat2 = chat1 + ["tests/test_loaders.py"]
    edit1 = L('''
Both imports need to point at the new module name.

fenwick/loaders/__init__.py
```python
<<<<<<< SEARCH
from .s3_loader import S3Loader, parse_s3_uri
=======
from .object_store import S3Loader, parse_s3_uri
>>>>>>> REPLACE
```

fenwick/pipeline.py
```python
<<<<<<< SEARCH
from fenwick.loaders.s3_loader import S3Loader
=======
from fenwick.loaders.object_store import S3Loader
>>>>>>> REPLACE
```

Tokens: 2.9k sent, 141 received. Cost: $0.0011 message, $0.0011 session.
Applied edit to fenwick/loaders/__init__.py
Applied edit to fenwick/pipeline.py
Commit 61d0b8e refactor: Import S3Loader from loaders.object_store
''')
    edit2 = L('''
tests/test_loaders.py
```python
<<<<<<< SEARCH
from fenwick.loaders.s3_loader import S3Loader, parse_s3_uri
=======
from fenwick.loaders.object_store import S3Loader, parse_s3_uri
>>>>>>> REPLACE
```

Tokens: 3.6k sent, 74 received. Cost: $0.0012 message, $0.0023 session.
Applied edit to tests/test_loaders.py
Commit 9f3c27a test: Import S3Loader from loaders.object_store
''')
    pytest_out = dots(27) + "\n27 passed in 1.12s"
    ls_bad = aider_ls(chat2, FENWICK_FILES)
    turns = [
        ("/ls", aider_ls([], FENWICK_FILES) + "\n" + aider_prompt([])),
        ("/run git mv fenwick/loaders/s3_loader.py fenwick/loaders/object_store.py", aider_prompt([])),
        ("/add fenwick/loaders/__init__.py fenwick/pipeline.py",
         "Added fenwick/loaders/__init__.py to the chat\nAdded fenwick/pipeline.py to the chat\n" + aider_prompt(chat1)),
        ("I renamed fenwick/loaders/s3_loader.py to fenwick/loaders/object_store.py with git mv. Update the imports in these files.",
         "\n".join(edit1) + "\n" + aider_prompt(chat1)),
        ('/run grep -rn "s3_loader" --include=*.py .',
         aider_run("./tests/test_loaders.py:4:from fenwick.loaders.s3_loader import S3Loader, parse_s3_uri", chat1)),
        ("/add tests/test_loaders.py", "Added tests/test_loaders.py to the chat\n" + aider_prompt(chat2)),
        ("Fix that import in the test too.", "\n".join(edit2) + "\n" + aider_prompt(chat2)),
        ("/run pytest -q", aider_run(pytest_out, chat2)),
        ("/ls", ls_bad + "\n" + aider_prompt(chat2)),
        ("/git log --oneline -3",
         "9f3c27a (HEAD -> main) test: Import S3Loader from loaders.object_store\n"
         "61d0b8e refactor: Import S3Loader from loaders.object_store\n"
         "d47e2a0 Add --dry-run to fenwick run\n" + aider_prompt(chat2)),
    ]
    assert "fenwick/loaders/object_store.py" in renamed
    rs.add(task="swe", tid="h16-swe-14", system=AIDER_SYSTEM.format(model="deepseek/deepseek-chat", root=root), turns=turns,
           state=f"aider v0.72.3 in {root} (fenwick-etl, a small Python ETL tool, pytest), model deepseek/deepseek-chat, "
                 "auto-commits on, main at d47e2a0. Task: rename the loader module s3_loader.py to object_store.py (it "
                 "also serves MinIO and R2 now) and fix every import.",
           bad=True, turn=9, kind="file renamed by git mv is listed under its old name by /ls")


# ---------------------------------------------------------------------------------------------------------
# 15

SHORT_MEM = L('''
package store

import (
	"sync"
	"time"
)

// Link is one shortened URL.
type Link struct {
	Code      string    `json:"code"`
	URL       string    `json:"url"`
	Hits      int64     `json:"hits"`
	CreatedAt time.Time `json:"created_at"`
}

// Memory keeps links in a map; it is the default store for local runs.
type Memory struct {
	mu    sync.RWMutex
	links map[string]Link
}

func NewMemory() *Memory {
	return &Memory{links: make(map[string]Link)}
}

func (m *Memory) Put(l Link) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.links[l.Code] = l
}

func (m *Memory) Get(code string) (Link, bool) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	l, ok := m.links[code]
	return l, ok
}

// Resolve returns the target URL for code and counts the visit.
func (m *Memory) Resolve(code string) (string, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	l, ok := m.links[code]
	if !ok {
		return "", false
	}
	l.Hits++
	return l.URL, true
}
''')


def t15(rs: RowSet) -> None:
    # clean: OpenHands on a gin URL shortener, hit counter lost on a map value copy; restart gives a new pid and empties the in-memory store, so the old code 404s and a new code is issued
    root = "/workspace/shortlink"
    mp = f"{root}/internal/store/memory.go"
    m0 = SHORT_MEM
    m1, at = replace_once(m0, ["\tl.Hits++", "\treturn l.URL, true"], ["\tl.Hits++", "\tm.links[code] = l", "\treturn l.URL, true"])
    build_start = "go build -o bin/shortlink ./cmd/shortlink && (./bin/shortlink > server.log 2>&1 &) && sleep 1 && pgrep -af bin/shortlink"
    url = "https://example.org/docs/getting-started"
    create = f"curl -s -X POST localhost:8080/api/links -H 'Content-Type: application/json' -d '{{\"url\":\"{url}\"}}'"
    turns = [
        (bash(f"cd {root} && {build_start}"), oh_bash("48213 ./bin/shortlink", root)),
        (bash(create), oh_bash(pj({"code": "Zk3p9Q", "url": url, "hits": 0, "created_at": "2025-05-02T10:14:31Z"}), root)),
        (bash("for i in 1 2; do curl -s -o /dev/null -w \"%{http_code} %{redirect_url}\\n\" localhost:8080/Zk3p9Q; done"),
         oh_bash(f"302 {url}\n302 {url}", root)),
        (bash("curl -s localhost:8080/api/links/Zk3p9Q"),
         oh_bash(pj({"code": "Zk3p9Q", "url": url, "hits": 0, "created_at": "2025-05-02T10:14:31Z"}), root)),
        (editor("view", mp), cat_n(mp, "\n".join(m0))),
        (editor("str_replace", mp, old_str="\tl.Hits++\n\treturn l.URL, true", new_str="\tl.Hits++\n\tm.links[code] = l\n\treturn l.URL, true"),
         oh_snip(mp, m1, at, at + 2)),
        (bash(f"kill 48213 && {build_start}"), oh_bash("48377 ./bin/shortlink", root)),
        (bash("curl -s -w '\\n%{http_code}\\n' localhost:8080/api/links/Zk3p9Q"),
         oh_bash(pj({"error": "link not found"}) + "\n404", root)),
        (bash(create), oh_bash(pj({"code": "q8TfW2", "url": url, "hits": 0, "created_at": "2025-05-02T10:17:05Z"}), root)),
        (bash("for i in 1 2 3; do curl -s -o /dev/null -w \"%{http_code} %{redirect_url}\\n\" localhost:8080/q8TfW2; done"),
         oh_bash(f"302 {url}\n302 {url}\n302 {url}", root)),
        (bash("curl -s localhost:8080/api/links/q8TfW2"),
         oh_bash(pj({"code": "q8TfW2", "url": url, "hits": 3, "created_at": "2025-05-02T10:17:05Z"}), root)),
        (bash("go test ./..."),
         oh_bash("?   \tgithub.com/tallgrass/shortlink/cmd/shortlink\t[no test files]\n"
                 "ok  \tgithub.com/tallgrass/shortlink/internal/api\t0.038s\n"
                 "ok  \tgithub.com/tallgrass/shortlink/internal/codegen\t0.006s\n"
                 "ok  \tgithub.com/tallgrass/shortlink/internal/store\t0.011s", root)),
    ]
    rs.add(task="swe", tid="h16-swe-15", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"OpenHands sandbox, repository {root} (a gin-based URL shortener, Go 1.22, in-memory store by default, "
                 "port 8080). Issue #19: GET /api/links/:code always reports hits: 0 even after the short link was visited.")


# ---------------------------------------------------------------------------------------------------------
# 16

CLICK_CHOICE_227 = L(r'''
class Choice(ParamType):
    """The choice type allows a value to be checked against a fixed set
    of supported values. All of these values have to be strings.

    You should only pass a list or tuple of choices. Other iterables
    (like generators) may lead to surprising results.

    The resulting value will always be one of the originally passed choices
    regardless of ``case_sensitive`` or any ``ctx.token_normalize_func``
    being specified.

    See :ref:`choice-opts` for an example.

    :param case_sensitive: Set to false to make choices case
        insensitive. Defaults to true.
    """

    name = "choice"

    def __init__(self, choices: t.Sequence[str], case_sensitive: bool = True) -> None:
        self.choices = choices
        self.case_sensitive = case_sensitive

    def to_info_dict(self) -> t.Dict[str, t.Any]:
        info_dict = super().to_info_dict()
        info_dict["choices"] = self.choices
        info_dict["case_sensitive"] = self.case_sensitive
        return info_dict

    def get_metavar(self, param: "Parameter") -> str:
        choices_str = "|".join(self.choices)

        # Use curly braces to indicate a required argument.
        if param.required and param.param_type_name == "argument":
            return f"{{{choices_str}}}"

        # Use square braces to indicate an option or optional argument.
        return f"[{choices_str}]"

    def get_missing_message(self, param: "Parameter") -> str:
        return _("Choose from:\n\t{choices}").format(choices=",\n\t".join(self.choices))

    def convert(
        self, value: t.Any, param: t.Optional["Parameter"], ctx: t.Optional["Context"]
    ) -> t.Any:
        # Match through normalization and case sensitivity
        # first do token_normalize_func, then lowercase
        # preserve original `value` to produce an accurate message in
        # `self.fail`
        normed_value = value
        normed_choices = {choice: choice for choice in self.choices}

        if ctx is not None and ctx.token_normalize_func is not None:
            normed_value = ctx.token_normalize_func(value)
            normed_choices = {
                ctx.token_normalize_func(normed_choice): original
                for normed_choice, original in normed_choices.items()
            }

        if not self.case_sensitive:
            normed_value = normed_value.casefold()
            normed_choices = {
                normed_choice.casefold(): original
                for normed_choice, original in normed_choices.items()
            }

        if normed_value in normed_choices:
            return normed_value

        choices_str = ", ".join(map(repr, self.choices))
        self.fail(
            ngettext(
                "{value!r} is not {choice}.",
                "{value!r} is not one of {choices}.",
                len(self.choices),
            ).format(value=value, choice=choices_str, choices=choices_str),
            param,
            ctx,
        )
''')

CLICK_TT_118 = L('''
@pytest.mark.parametrize(
    ("choices", "value", "expect"),
    [
        (["a", "b"], "a", "a"),
        (["A", "b"], "a", pytest.raises(click.BadParameter)),
    ],
)
def test_choice_convert(choices, value, expect):
    if isinstance(expect, str):
        assert click.Choice(choices).convert(value, None, None) == expect
    else:
        with expect:
            click.Choice(choices).convert(value, None, None)


def test_choice_metavar_for_argument():
    param = click.Argument(["mode"], type=click.Choice(["fast", "slow"]))
    assert param.type.get_metavar(param) == "{fast|slow}"


def test_path_resolve_path(tmp_path):
    path = tmp_path / "config.toml"
    path.write_text("x = 1")
    rv = click.Path(resolve_path=True).convert(str(path), None, None)
    assert rv == str(path.resolve())
''')


def t16(rs: RowSet) -> None:
    # clean: Claude Code on pallets/click, Choice(case_sensitive=False) returns the casefolded value; two overlapping partial Reads of types.py, -k filtered pytest with deselected counts, new test raises the selection 14 -> 15
    root = "/home/dev/click"
    tp = f"{root}/src/click/types.py"
    ttp = f"{root}/tests/test_types.py"
    total = 1109
    c0 = pad(CLICK_CHOICE_227, 227, total)
    old = "        if normed_value in normed_choices:\n            return normed_value"
    c1 = list(c0)
    ret = c0.index("            return normed_value")
    c1[ret] = "            return normed_choices[normed_value]"
    t0 = pad(CLICK_TT_118, 118, 642)
    anchor = ["def test_choice_metavar_for_argument():",
              '    param = click.Argument(["mode"], type=click.Choice(["fast", "slow"]))',
              '    assert param.type.get_metavar(param) == "{fast|slow}"']
    add = ["", "", "def test_choice_case_insensitive_returns_original():",
           '    choice = click.Choice(["Dev", "Staging", "Prod"], case_sensitive=False)',
           '    assert choice.convert("PROD", None, None) == "Prod"']
    t1, at = replace_once(t0, anchor, anchor + add)
    repro = L('''
python - <<'EOF'
import click
from click.testing import CliRunner

@click.command()
@click.option("--env", type=click.Choice(["Dev", "Staging", "Prod"], case_sensitive=False))
def cli(env):
    click.echo(f"env={env!r}")

print(CliRunner().invoke(cli, ["--env", "PROD"]).output, end="")
EOF
''')
    sel = "python -m pytest tests/test_types.py tests/test_options.py -q -k choice"
    ri, rd = churn(c0, c1)
    turns = [
        (cc("Grep", pattern="class Choice", path=f"{root}/src/click", output_mode="content", **{"-n": True}),
         f"{tp}:227:class Choice(ParamType):"),
        (cc("Bash", command="\n".join(repro), description="Reproduce the case-insensitive Choice result"), "env='prod'"),
        (cc("Read", file_path=tp, offset=227, limit=50), cc_read(c0, 227, 50)),
        (cc("Read", file_path=tp, offset=270, limit=30), cc_read(c0, 270, 30)),
        (cc("Edit", file_path=tp, old_string=old, new_string=old.replace("return normed_value", "return normed_choices[normed_value]")),
         cc_edited(tp, c1, ret, ret + 1)),
        (cc("Bash", command="\n".join(repro), description="Re-run the reproduction"), "env='Prod'"),
        (cc("Bash", command=sel, description="Run the Choice-related tests"),
         dots(14) + "\n14 passed, 198 deselected in 0.21s"),
        (cc("Read", file_path=ttp, offset=118, limit=20), cc_read(t0, 118, 20)),
        (cc("Edit", file_path=ttp, old_string="\n".join(anchor), new_string="\n".join(anchor + add)),
         cc_edited(ttp, t1, at + len(anchor), at + len(anchor) + len(add) - 1)),
        (cc("Bash", command=sel, description="Run the Choice-related tests again"),
         dots(15) + "\n15 passed, 198 deselected in 0.22s"),
        (cc("Bash", command="python -m pytest -q -p no:randomly 2>&1 | tail -n 1", description="Run the whole suite"),
         "1187 passed, 21 skipped, 3 xfailed in 4.12s"),
        (cc("Bash", command="git diff --stat", description="Summarize the change"),
         diffstat([("src/click/types.py", ri, rd), ("tests/test_types.py", len(add), 0)])),
    ]
    rs.add(task="swe", tid="h16-swe-16", system=CC_SYSTEM.format(root=root), turns=turns,
           state=f"Claude Code in {root} (pallets/click, 8.1.x maintenance branch). User: \"With "
                 "Choice([...], case_sensitive=False), passing --env PROD gives 'prod' to my command instead of the "
                 "declared 'Prod'. The docstring promises the original choice. Please fix.\"")


# ---------------------------------------------------------------------------------------------------------
# 17

ERL_HEADERS = L('''
// /source/headers.ts
// The header setting functions

import type { Response } from 'express'
import type { RateLimitInfo } from './types.js'

/**
 * Returns the number of seconds left for the window to reset. Uses `windowMs`
 * in case the store doesn't return a `resetTime`.
 *
 * @param resetTime {Date | undefined} - The timestamp at which the store window resets.
 * @param windowMs {number | undefined} - The window length.
 */
const getResetSeconds = (
	resetTime?: Date,
	windowMs?: number,
): number | undefined => {
	let resetSeconds: number | undefined
	if (resetTime) {
		const deltaSeconds = Math.ceil((resetTime.getTime() - Date.now()) / 1000)
		resetSeconds = deltaSeconds
	} else if (windowMs) {
		// This isn't really correct, but the field is required by the spec in `draft-7`,
		// so this is the best we can do. The validator should have already logged a
		// warning by this point.
		resetSeconds = Math.ceil(windowMs / 1000)
	}

	return resetSeconds
}

/**
 * Sets `X-RateLimit-*` headers on a response.
 *
 * @param response {Response} - The express response object to set headers on.
 * @param info {RateLimitInfo} - The rate limit info, used to set the headers.
 */
export const setLegacyHeaders = (
	response: Response,
	info: RateLimitInfo,
): void => {
	if (response.headersSent) return

	response.setHeader('X-RateLimit-Limit', info.limit.toString())
	response.setHeader('X-RateLimit-Remaining', info.remaining.toString())

	// If we have a resetTime, also provide the current date to help avoid
	// issues with incorrect clocks.
	if (info.resetTime instanceof Date) {
		response.setHeader('Date', new Date().toUTCString())
		response.setHeader(
			'X-RateLimit-Reset',
			Math.ceil(info.resetTime.getTime() / 1000).toString(),
		)
	}
}
''')


def t17(rs: RowSet) -> None:
    # bad: OpenHands on express-rate-limit; turn 1 creates and switches to branch fix/negative-reset-seconds, turn 7 `git status` reports "On branch main" with no checkout in between
    root = "/workspace/express-rate-limit"
    hp = f"{root}/source/headers.ts"
    h0 = ERL_HEADERS
    old = "\t\tresetSeconds = deltaSeconds"
    new = "\t\t// A store can hand back a resetTime that has already passed; never report a negative delay.\n\t\tresetSeconds = Math.max(0, deltaSeconds)"
    h1, at = replace_once(h0, [old], new.split("\n"))
    ins, dels = churn(h0, h1)
    jest_hdr = L('''

> express-rate-limit@7.4.1 test
> run-s lint test:*

> express-rate-limit@7.4.1 test:lib
> cross-env NODE_OPTIONS=--experimental-vm-modules jest test/library/headers-test.ts

 PASS  test/library/headers-test.ts
  headers test
    ✓ should send correct `x-ratelimit-limit`, `x-ratelimit-remaining`, and `x-ratelimit-reset` headers (31 ms)
    ✓ should send correct `ratelimit-policy`, `ratelimit-limit`, `ratelimit-remaining`, and `ratelimit-reset` headers (draft-6) (9 ms)
    ✓ should send correct `ratelimit-policy` and `ratelimit` headers (draft-7) (7 ms)
    ✓ should return the `retry-after` header once IP has reached the max (8 ms)
    ✓ should not attempt to set headers if request.headersSent is true (5 ms)
    ✓ should fall back to windowMs when the store returns no resetTime (4 ms)

Test Suites: 1 passed, 1 total
Tests:       6 passed, 6 total
Snapshots:   0 total
Time:        2.318 s
Ran all test suites matching /test\\/library\\/headers-test.ts/i.
''')
    status_bad = ("On branch main\nYour branch is up to date with 'origin/main'.\n\nChanges not staged for commit:\n"
                  "  (use \"git add <file>...\" to update what will be committed)\n"
                  "  (use \"git restore <file>...\" to discard changes in working directory)\n"
                  "\tmodified:   source/headers.ts\n\nno changes added to commit (use \"git add\" and/or \"git commit -a\")")
    diff = udiff("source/headers.ts", h0, h1, "4c1a9e2..b07d3f5")
    diff = "\n".join(ln if not ln.startswith("@@") else ln + " const getResetSeconds = (" for ln in diff.split("\n"))
    full = L('''
 PASS  test/library/validations-test.ts
 PASS  test/library/middleware-test.ts
 PASS  test/library/headers-test.ts
 PASS  test/library/memory-store-test.ts
 PASS  test/library/options-test.ts
 PASS  test/library/connection-test.ts
 PASS  test/library/ip-key-generator-test.ts
 PASS  test/library/store-test.ts
 PASS  test/library/utils-test.ts

Test Suites: 9 passed, 9 total
Tests:       118 passed, 118 total
Snapshots:   0 total
Time:        6.904 s
Ran all test suites.
''')
    lint = L('''

> express-rate-limit@7.4.1 lint
> run-s lint:*

> express-rate-limit@7.4.1 lint:code
> xo


> express-rate-limit@7.4.1 lint:rest
> prettier --check .

Checking formatting...
All matched files use Prettier code style!
''')
    turns = [
        (bash(f"cd {root} && git checkout -b fix/negative-reset-seconds && git status"),
         oh_bash("Switched to a new branch 'fix/negative-reset-seconds'\nOn branch fix/negative-reset-seconds\n"
                 "nothing to commit, working tree clean", root)),
        (bash("grep -rn \"getResetSeconds\\|ratelimit-reset\" source/ test/library/headers-test.ts | head -20"),
         oh_bash(f"source/headers.ts:{find(h0, 'const getResetSeconds = (')}:const getResetSeconds = (\n"
                 "source/headers.ts:87:\tconst resetSeconds = getResetSeconds(info.resetTime)\n"
                 "source/headers.ts:108:\tconst resetSeconds = getResetSeconds(info.resetTime, windowMs)\n"
                 "test/library/headers-test.ts:48:\t\t\t.expect('ratelimit-reset', '60')\n"
                 "test/library/headers-test.ts:71:\t\t\t.expect('ratelimit', 'limit=5, remaining=4, reset=60')", root)),
        (editor("view", hp, view_range=[1, len(h0)]), cat_n(hp, "\n".join(h0))),
        (editor("str_replace", hp, old_str=old, new_str=new), oh_snip(hp, h1, at, at + 1)),
        (bash("npm test -- test/library/headers-test.ts 2>&1 | tail -n 19"), oh_bash("\n".join(jest_hdr[-19:]), root)),
        (bash("npm run lint"), oh_bash("\n".join(lint), root)),
        (bash("git status"), oh_bash(status_bad, root)),
        (bash("git diff"), oh_bash(diff, root)),
        (bash("npx jest 2>&1 | tail -n 15"), oh_bash("\n".join(full), root)),
    ]
    rs.add(task="swe", tid="h16-swe-17", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"OpenHands sandbox, repository {root} (express-rate-limit 7.4.1, TypeScript, Jest). Issue #467: with "
                 "a Redis store whose key has just expired, responses carry `RateLimit-Reset: -1`. Work on a new branch.",
           bad=True, turn=7, kind="current branch shown as main with no checkout after switching to the fix branch")


# ---------------------------------------------------------------------------------------------------------
# 18

KELP_TOPO_30 = L('''
// Order returns the tasks in an order where every task comes after all of
// its dependencies. Ties are broken by task name so the order is stable.
func (g *Graph) Order() ([]string, error) {
	const (
		unvisited = iota
		visiting
		done
	)
	state := make(map[string]int, len(g.deps))
	order := make([]string, 0, len(g.deps))
	var stack []string

	var visit func(name string) error
	visit = func(name string) error {
		switch state[name] {
		case done:
			return nil
		case visiting:
			return &CycleError{Path: append(append([]string(nil), stack...), name)}
		}
		state[name] = visiting
		stack = append(stack, name)
		for _, dep := range g.deps[name] {
			visit(dep)
		}
		stack = stack[:len(stack)-1]
		state[name] = done
		order = append(order, name)
		return nil
	}

	names := make([]string, 0, len(g.deps))
	for name := range g.deps {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if err := visit(name); err != nil {
			return nil, err
		}
	}
	return order, nil
}

// Deps returns the direct dependencies of name, sorted.
func (g *Graph) Deps(name string) []string {
	out := append([]string(nil), g.deps[name]...)
	sort.Strings(out)
	return out
}
''')

KELP_ERRORS = L('''
package graph

import (
	"errors"
	"strings"
)

// ErrUnknownTask is returned when a task depends on a name that is not defined.
var ErrUnknownTask = errors.New("unknown task")

// CycleError reports a dependency cycle; Path lists the tasks on the stack
// when the cycle was found, outermost first, ending with the repeated task.
type CycleError struct {
	Path []string
}

func (e *CycleError) Error() string {
	return "dependency cycle: " + strings.Join(e.Path, " -> ")
}

// IsCycle reports whether err is a *CycleError.
func IsCycle(err error) bool {
	var ce *CycleError
	return errors.As(err, &ce)
}
''')


def t18(rs: RowSet) -> None:
    # bad: SWE-agent on kelp (Go task runner); the turn 5 edit turns 3 lines into 6 and the viewer reports 121 lines, turn 8 reopens toposort.go and its header says 120 lines total with no edit in between
    root = "/kelp"
    rel = "internal/graph/toposort.go"
    fp = f"{root}/{rel}"
    t0 = pad(KELP_TOPO_30, 30, 118)
    assert t0[52] == "\t\t\tvisit(dep)" and t0[51].startswith("\t\tfor _, dep"), (t0[51], t0[52])
    new = ["\t\tfor _, dep := range g.deps[name] {", "\t\t\tif err := visit(dep); err != nil {",
           "\t\t\t\t// Unwind without marking name done; the caller reports the cycle.", "\t\t\t\treturn err", "\t\t\t}", "\t\t}"]
    t1 = t0[:51] + new + t0[54:]
    assert len(t1) == 121
    t_bad = t1[:-1]
    ep = f"{root}/internal/graph/errors.go"
    a, b = swea_open(fp, t0, 50)
    c, d = swea_open(fp, t1, 52)
    e, f = swea_open(fp, t_bad, 60)
    tail = swea_tail(fp, root)
    gotest_fail = ("--- FAIL: TestOrderDetectsCycle (0.00s)\n    toposort_test.go:61: Order() error = <nil>, want *CycleError\n"
                   "--- FAIL: TestOrderCycleThroughThreeTasks (0.00s)\n    toposort_test.go:78: Order() = [lint test build], want cycle error\n"
                   "FAIL\nFAIL\tgithub.com/driftwood/kelp/internal/graph\t0.005s\nFAIL")
    turns = [
        (swea("find_file toposort.go"), f"Found 1 matches for \"toposort.go\" in {root}:\n{fp}\n" + swea_tail("n/a", root)),
        (swea(f"open {rel} 50"), swea_window(fp, t0, a, b) + "\n" + tail),
        (swea("go test ./internal/graph/"), gotest_fail + "\n" + tail),
        (swea("search_file \"visit(\""),
         f"Found 2 matches for \"visit(\" in {fp}:\nLine 53:{t0[52]}\nLine 67:{t0[66]}\nEnd of matches for \"visit(\" in {fp}\n" + tail),
        (swea("edit 52:54\n" + "\n".join(new) + "\nend_of_edit"), swea_window(fp, t1, c, d) + "\n" + EDIT_OK + "\n" + tail),
        (swea("go test ./internal/graph/"), "ok  \tgithub.com/driftwood/kelp/internal/graph\t0.006s\n" + tail),
        (swea("open internal/graph/errors.go"), swea_window(ep, KELP_ERRORS, 1) + "\n" + swea_tail(ep, root)),
        (swea(f"open {rel} 60"), swea_window(fp, t_bad, e, f) + "\n" + tail),
        (swea("go vet ./... && go test ./..."),
         "ok  \tgithub.com/driftwood/kelp\t0.014s\n?   \tgithub.com/driftwood/kelp/cmd/kelp\t[no test files]\n"
         "ok  \tgithub.com/driftwood/kelp/internal/config\t0.009s\nok  \tgithub.com/driftwood/kelp/internal/graph\t0.006s\n"
         "ok  \tgithub.com/driftwood/kelp/internal/runner\t0.412s\n" + tail),
    ]
    assert "visit(name)" in t0[66]
    rs.add(task="swe", tid="h16-swe-18", system=SWEA_SYSTEM.format(root=root), turns=turns,
           state=f"SWE-agent, repository {root} (kelp, a make-like task runner in Go 1.22). Issue #31: a dependency cycle "
                 "such as build -> test -> lint -> build is not reported; kelp runs the tasks in some order instead.",
           bad=True, turn=8, kind="file length reads 120 lines after the edit made it 121, no edit since")


# ---------------------------------------------------------------------------------------------------------
# 19

BRAMBLE_VP = L(r'''
# frozen_string_literal: true

module Bramble
  # Turns the right-hand side of a KEY=value line into a Ruby string.
  #
  # Handles single quotes (taken literally), double quotes (with \n, \t,
  # \" and \\ escapes and ${VAR} expansion) and bare values, which may be
  # followed by an inline comment.
  class ValueParser
    ESCAPES = { "n" => "\n", "t" => "\t", '"' => '"', "\\" => "\\" }.freeze
    EXPANSION = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/

    def initialize(env = {})
      @env = env
    end

    def parse(raw)
      value = raw.strip
      return "" if value.empty?

      case value[0]
      when "'"
        single_quoted(value)
      when '"'
        double_quoted(value)
      else
        bare(value)
      end
    end

    private

    def single_quoted(value)
      closing = value.index("'", 1)
      raise ParseError, "unterminated single-quoted value: #{value}" unless closing

      value[1...closing]
    end

    def double_quoted(value)
      value = strip_comment(value)
      raise ParseError, "unterminated double-quoted value: #{value}" unless value.end_with?('"') && value.length > 1

      body = value[1...-1]
      body = body.gsub(/\\(.)/) { ESCAPES.fetch(Regexp.last_match(1), Regexp.last_match(0)) }
      expand(body)
    end

    def bare(value)
      expand(strip_comment(value))
    end

    def strip_comment(value)
      index = value.index(" #") || value.index("#")
      index ? value[0...index].rstrip : value
    end

    def expand(body)
      body.gsub(EXPANSION) { @env.fetch(Regexp.last_match(1), "") }
    end
  end

  class ParseError < StandardError; end
end
''')

BRAMBLE_REPRO = L('''
require "bramble"

parser = Bramble::ValueParser.new("HOME" => "/home/app")
['"a#b"', '"p@ss # not a comment"  # real comment', "plain # comment", "'x#y'", '"${HOME}/data"'].each do |raw|
  begin
    puts "#{raw.ljust(42)} => #{parser.parse(raw).inspect}"
  rescue Bramble::ParseError => e
    puts "#{raw.ljust(42)} !! #{e.message}"
  end
end
''')

BRAMBLE_FIX = L(r'''
    def double_quoted(value)
      closing = closing_quote(value)
      raise ParseError, "unterminated double-quoted value: #{value}" unless closing

      body = value[1...closing]
      body = body.gsub(/\\(.)/) { ESCAPES.fetch(Regexp.last_match(1), Regexp.last_match(0)) }
      expand(body)
    end

    # Index of the double quote that closes the value, skipping escaped ones.
    def closing_quote(value)
      i = 1
      while i < value.length
        return i if value[i] == '"'

        i += value[i] == "\\" ? 2 : 1
      end
      nil
    end
''')


def t19(rs: RowSet) -> None:
    # clean: SWE-agent on bramble (Ruby dotenv parser), '#' inside double quotes; two similarly named parser files, scroll windows, the edit grows the file, repro output changes after the fix
    root = "/bramble"
    rel = "lib/bramble/value_parser.rb"
    fp = f"{root}/{rel}"
    v0 = BRAMBLE_VP
    s = v0.index("    def double_quoted(value)")
    e = s + 8
    assert v0[e - 1] == "    end", v0[e - 1]
    v1 = v0[:s] + BRAMBLE_FIX + v0[e:]
    rp = f"{root}/repro.rb"
    raws = ['"a#b"', '"p@ss # not a comment"  # real comment', "plain # comment", "'x#y'", '"${HOME}/data"']
    before = [f'{raws[0].ljust(42)} !! unterminated double-quoted value: "a',
              f'{raws[1].ljust(42)} !! unterminated double-quoted value: "p@ss',
              f'{raws[2].ljust(42)} => "plain"', f'{raws[3].ljust(42)} => "x#y"', f'{raws[4].ljust(42)} => "/home/app/data"']
    after = [f'{raws[0].ljust(42)} => "a#b"', f'{raws[1].ljust(42)} => "p@ss # not a comment"'] + before[2:]
    diff = udiff(rel, v0, v1, "0e8b5d1..c4a27f9")
    ca, cb = swea_open(fp, v1, s + 1)
    turns = [
        (swea("find_file parser.rb lib"),
         f"Found 2 matches for \"parser.rb\" in {root}/lib:\n{root}/lib/bramble/line_parser.rb\n{fp}\n" + swea_tail("n/a", root)),
        (swea(f"open {rel}"), swea_window(fp, v0, 1) + "\n" + swea_tail(fp, root)),
        (swea("scroll_down"), swea_window(fp, v0, 31) + "\n" + swea_tail(fp, root)),
        (swea("create repro.rb"), f"[File: {rp} (1 lines total)]\n1:\n" + swea_tail(rp, root)),
        (swea("edit 1:1\n" + "\n".join(BRAMBLE_REPRO) + "\nend_of_edit"),
         swea_window(rp, BRAMBLE_REPRO, 1) + "\n" + EDIT_OK + "\n" + swea_tail(rp, root)),
        (swea("ruby -Ilib repro.rb"), "\n".join(before) + "\n" + swea_tail(rp, root)),
        (swea(f"open {rel} {s + 1}"), swea_window(fp, v0, *swea_open(fp, v0, s + 1)) + "\n" + swea_tail(fp, root)),
        (swea(f"edit {s + 1}:{e}\n" + "\n".join(BRAMBLE_FIX) + "\nend_of_edit"),
         swea_window(fp, v1, ca, cb) + "\n" + EDIT_OK + "\n" + swea_tail(fp, root)),
        (swea("ruby -Ilib repro.rb"), "\n".join(after) + "\n" + swea_tail(fp, root)),
        (swea("bundle exec rspec"),
         "Randomized with seed 30412\n" + "." * 48 + "\n\nFinished in 0.02215 seconds (files took 0.09381 seconds to load)\n"
         "48 examples, 0 failures\n\nRandomized with seed 30412\n" + swea_tail(fp, root)),
        (swea("rm repro.rb"), swea_tail(fp, root)),
        (swea("submit"), diff + "\n"),
    ]
    rs.add(task="swe", tid="h16-swe-19", system=SWEA_SYSTEM.format(root=root), turns=turns,
           state=f"SWE-agent, repository {root} (bramble, a .env parser gem, Ruby 3.2). Issue #52: DB_PASS=\"a#b\" raises "
                 "'unterminated double-quoted value'; a '#' inside double quotes is treated as the start of a comment.")


# ---------------------------------------------------------------------------------------------------------
# 20

TESSERA_TM = L('''
package io.tessera;

/** Web Mercator (EPSG:3857) tile arithmetic for slippy maps. */
public final class TileMath {

    /** Latitude where Web Mercator's square world ends. */
    public static final double MAX_LATITUDE = 85.05112878;

    private TileMath() {}

    /** Tile column for a longitude at zoom {@code z}. */
    public static int tileX(double lon, int z) {
        int n = 1 << z;
        int x = (int) Math.floor((lon + 180.0) / 360.0 * n);
        return Math.min(Math.max(x, 0), n - 1);
    }

    /** Tile row for a latitude at zoom {@code z}; row 0 is the northern edge. */
    public static int tileY(double lat, int z) {
        int n = 1 << z;
        double rad = Math.toRadians(lat);
        int y = (int) Math.floor((1.0 - Math.log(Math.tan(rad) + 1.0 / Math.cos(rad)) / Math.PI) / 2.0 * n);
        return y;
    }

    /** The tile containing a WGS84 coordinate. */
    public static Tile tileForCoordinate(double lat, double lon, int z) {
        return new Tile(z, tileX(lon, z), tileY(lat, z));
    }

    /** Northwest corner of a tile, as {latitude, longitude}. */
    public static double[] tileOrigin(Tile t) {
        int n = 1 << t.z();
        double lon = t.x() / (double) n * 360.0 - 180.0;
        double lat = Math.toDegrees(Math.atan(Math.sinh(Math.PI * (1 - 2.0 * t.y() / n))));
        return new double[] {lat, lon};
    }
}
''')

TESSERA_TEST_48 = L('''
    @Test
    void tileForCoordinate_berlinZoom10() {
        Tile t = TileMath.tileForCoordinate(52.52, 13.405, 10);
        assertEquals(550, t.x());
        assertEquals(335, t.y());
    }

    @Test
    void tileForCoordinate_clampsLatitudeAtPole() {
        Tile t = TileMath.tileForCoordinate(89.9, 0.0, 3);
        assertEquals(0, t.y());
    }

    @Test
    void tileForCoordinate_southernEdgeIsLastRow() {
        Tile t = TileMath.tileForCoordinate(-85.0, 0.0, 3);
        assertEquals(7, t.y());
    }
''')


def t20(rs: RowSet) -> None:
    # bad: Claude Code on tessera (Java tile math, Gradle); turns 1-2 show the failing test tileForCoordinate_clampsLatitudeAtPole, turn 6 JUnit XML lists it as tileForCoordinate_clampsLatitudeNearPole with no test edit
    root = "/home/dev/tessera"
    mp = f"{root}/src/main/java/io/tessera/TileMath.java"
    tp = f"{root}/src/test/java/io/tessera/TileMathTest.java"
    m0 = TESSERA_TM
    old = ["        int n = 1 << z;", "        double rad = Math.toRadians(lat);",
           "        int y = (int) Math.floor((1.0 - Math.log(Math.tan(rad) + 1.0 / Math.cos(rad)) / Math.PI) / 2.0 * n);",
           "        return y;"]
    new = ["        int n = 1 << z;", "        double clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));",
           "        double rad = Math.toRadians(clamped);",
           "        int y = (int) Math.floor((1.0 - Math.log(Math.tan(rad) + 1.0 / Math.cos(rad)) / Math.PI) / 2.0 * n);",
           "        return Math.min(Math.max(y, 0), n - 1);"]
    m1, at = replace_once(m0, old, new)
    ins, dels = churn(m0, m1)
    t_file = pad(TESSERA_TEST_48, 48, 96)
    assert t_file[57] == "        assertEquals(0, t.y());"
    fail = L('''
> Task :compileJava UP-TO-DATE
> Task :processResources NO-SOURCE
> Task :classes UP-TO-DATE
> Task :compileTestJava
> Task :processTestResources NO-SOURCE
> Task :testClasses
> Task :test FAILED

TileMathTest > tileForCoordinate_clampsLatitudeAtPole() FAILED
    org.opentest4j.AssertionFailedError at TileMathTest.java:58

42 tests completed, 1 failed

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file:///home/dev/tessera/build/reports/tests/test/index.html

* Try:
> Run with --scan to get full insights.

BUILD FAILED in 3s
4 actionable tasks: 2 executed, 2 up-to-date
''')
    one = L('''
> Task :compileJava
> Task :processResources NO-SOURCE
> Task :classes
> Task :compileTestJava UP-TO-DATE
> Task :processTestResources NO-SOURCE
> Task :testClasses UP-TO-DATE
> Task :test

BUILD SUCCESSFUL in 2s
4 actionable tasks: 2 executed, 2 up-to-date
''')
    names = ["tileX_atGreenwichZoom1", "tileX_clampsAtAntimeridian", "tileY_equatorZoom1", "tileForCoordinate_berlinZoom10",
             "tileForCoordinate_clampsLatitudeNearPole", "tileForCoordinate_southernEdgeIsLastRow", "tileOrigin_roundTripsCorner",
             "tileOrigin_zoomZero", "tileY_monotonicInLatitude"]
    xml = "\n".join(f'testcase name="{n}()"' for n in names)
    full = L('''
> Task :compileJava UP-TO-DATE
> Task :processResources NO-SOURCE
> Task :classes UP-TO-DATE
> Task :compileTestJava UP-TO-DATE
> Task :processTestResources NO-SOURCE
> Task :testClasses UP-TO-DATE
> Task :test

BUILD SUCCESSFUL in 3s
4 actionable tasks: 1 executed, 3 up-to-date
''')
    turns = [
        (cc("Bash", command="./gradlew test", description="Run the test suite"), "Error: Exit code 1\n" + "\n".join(fail)),
        (cc("Read", file_path=tp, offset=48, limit=18), cc_read(t_file, 48, 18)),
        (cc("Read", file_path=mp), cc_read(m0)),
        (cc("Edit", file_path=mp, old_string="\n".join(old), new_string="\n".join(new)), cc_edited(mp, m1, at, at + len(new) - 1)),
        (cc("Bash", command="./gradlew test --tests io.tessera.TileMathTest", description="Run TileMathTest"), "\n".join(one)),
        (cc("Bash", command="grep -o 'testcase name=\"[^\"]*\"' build/test-results/test/TEST-io.tessera.TileMathTest.xml",
            description="List the test cases that ran"), xml),
        (cc("Bash", command="./gradlew test --rerun-tasks -q && echo all green", description="Run the full suite again"),
         "all green"),
        (cc("Bash", command="git diff --stat", description="Summarize the change"),
         diffstat([("src/main/java/io/tessera/TileMath.java", ins, dels)])),
        (cc("Bash", command='git commit -am "TileMath: clamp latitude to the Web Mercator range in tileY"',
            description="Commit the fix"),
         "[main 8d03b7a] TileMath: clamp latitude to the Web Mercator range in tileY\n" + summary_line(1, ins, dels)),
    ]
    del full
    rs.add(task="swe", tid="h16-swe-20", system=CC_SYSTEM.format(root=root), turns=turns,
           state=f"Claude Code in {root} (tessera, a small Java 21 library for slippy-map tiles, Gradle 8.8, JUnit 5). "
                 "User: \"One of the TileMath tests started failing after I added pole cases. Fix the code, not the test.\"",
           bad=True, turn=6, kind="name of the previously failing test differs in the JUnit XML (AtPole vs NearPole), no test edit")


# ---------------------------------------------------------------------------------------------------------
# 21

PANTRY_LIST = L('''
import { useMemo } from "react";
import type { PantryItem } from "../types";
import { ItemListRow } from "./ItemListRow";
import { ItemsListEmpty } from "./ItemsListEmpty";

type Props = {
  items: PantryItem[];
  onConsume: (id: string) => void;
};

export function ItemList({ items, onConsume }: Props) {
  const sorted = useMemo(() => [...items].sort((a, b) => a.name.localeCompare(b.name)), [items]);

  if (sorted.length === 0) {
    return <ItemsListEmpty />;
  }

  return (
    <ul className="item-list">
      {sorted.map((item) => (
        <ItemListRow key={item.id} item={item} onConsume={onConsume} />
      ))}
    </ul>
  );
}
''')

PANTRY_TEST = L('''
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ItemList } from "../ItemList";
import type { PantryItem } from "../../types";

const item = (id: string, name: string, expiresOn?: string): PantryItem => ({ id, name, quantity: 1, expiresOn });

describe("ItemList", () => {
  it("puts the item expiring soonest first", () => {
    render(<ItemList items={[item("1", "Rice", "2025-09-01"), item("2", "Yogurt", "2025-06-12")]} onConsume={vi.fn()} />);
    const names = screen.getAllByRole("listitem").map((li) => li.dataset.name);
    expect(names).toEqual(["Yogurt", "Rice"]);
  });

  it("puts items without an expiry date last, by name", () => {
    render(
      <ItemList
        items={[item("1", "Salt"), item("2", "Flour"), item("3", "Milk", "2025-06-10")]}
        onConsume={vi.fn()}
      />,
    );
    const names = screen.getAllByRole("listitem").map((li) => li.dataset.name);
    expect(names).toEqual(["Milk", "Flour", "Salt"]);
  });

  it("shows the empty state for no items", () => {
    render(<ItemList items={[]} onConsume={vi.fn()} />);
    expect(screen.getByText("Your pantry is empty")).toBeTruthy();
  });
});
''')


def t21(rs: RowSet) -> None:
    # clean: Cline on a Vite + React app (pantry-web), sort the item list by expiry; a similarly named ItemsListEmpty component, vitest counts rise with a new test file, rebuild changes only the JS bundle hash
    root = "/Users/kai/code/pantry-web"
    comps = ["src/components/__tests__/", "src/components/__tests__/ItemListRow.test.tsx",
             "src/components/__tests__/PantryHeader.test.tsx", "src/components/AddItemForm.tsx", "src/components/ItemList.tsx",
             "src/components/ItemListRow.tsx", "src/components/ItemsListEmpty.tsx", "src/components/PantryHeader.tsx"]
    comps2 = comps[:1] + ["src/components/__tests__/ItemList.test.tsx"] + comps[1:]
    p0 = PANTRY_LIST
    old = ["export function ItemList({ items, onConsume }: Props) {",
           "  const sorted = useMemo(() => [...items].sort((a, b) => a.name.localeCompare(b.name)), [items]);"]
    new = ["// Soonest expiry first; items without a date go last, then alphabetical.",
           "function byExpiry(a: PantryItem, b: PantryItem): number {",
           "  if (a.expiresOn && b.expiresOn && a.expiresOn !== b.expiresOn) {",
           "    return a.expiresOn < b.expiresOn ? -1 : 1;",
           "  }",
           "  if (!a.expiresOn !== !b.expiresOn) {",
           "    return a.expiresOn ? -1 : 1;",
           "  }",
           "  return a.name.localeCompare(b.name);",
           "}",
           "",
           "export function ItemList({ items, onConsume }: Props) {",
           "  const sorted = useMemo(() => [...items].sort(byExpiry), [items]);"]
    p1, _ = replace_once(p0, old, new)
    vt1 = L('''
 RUN  v1.6.0 /Users/kai/code/pantry-web

 ✓ src/lib/dates.test.ts  (9 tests) 6ms
 ✓ src/lib/storage.test.ts  (5 tests) 4ms
 ✓ src/hooks/usePantry.test.ts  (4 tests) 19ms
 ✓ src/components/__tests__/PantryHeader.test.tsx  (4 tests) 41ms
 ✓ src/components/__tests__/ItemListRow.test.tsx  (6 tests) 88ms

 Test Files  5 passed (5)
      Tests  28 passed (28)
   Start at  10:02:44
   Duration  2.36s (transform 211ms, setup 402ms, collect 1.18s, tests 158ms, environment 2.61s, prepare 598ms)
''')
    vt2 = L('''
 RUN  v1.6.0 /Users/kai/code/pantry-web

 ✓ src/lib/dates.test.ts  (9 tests) 5ms
 ✓ src/lib/storage.test.ts  (5 tests) 4ms
 ✓ src/hooks/usePantry.test.ts  (4 tests) 17ms
 ✓ src/components/__tests__/PantryHeader.test.tsx  (4 tests) 39ms
 ✓ src/components/__tests__/ItemList.test.tsx  (3 tests) 71ms
 ✓ src/components/__tests__/ItemListRow.test.tsx  (6 tests) 84ms

 Test Files  6 passed (6)
      Tests  31 passed (31)
   Start at  10:09:18
   Duration  2.51s (transform 239ms, setup 455ms, collect 1.31s, tests 229ms, environment 3.02s, prepare 641ms)
''')
    b1 = L('''

> pantry-web@0.3.0 build
> tsc -b && vite build

vite v5.2.11 building for production...
transforming...
✓ 42 modules transformed.
rendering chunks...
computing gzip size...
dist/index.html                   0.46 kB │ gzip:  0.30 kB
dist/assets/index-C9fXk2Lq.css    3.12 kB │ gzip:  1.21 kB
dist/assets/index-BXk2f9aQ.js   148.21 kB │ gzip: 47.90 kB
✓ built in 1.37s
''')
    b2 = [ln.replace("index-BXk2f9aQ.js   148.21 kB │ gzip: 47.90 kB", "index-Dq7Lm3cE.js   148.53 kB │ gzip: 48.02 kB")
          .replace("built in 1.37s", "built in 1.29s") for ln in b1]
    assert b2 != b1
    turns = [
        (cline("list_files", path="src/components", recursive="true"),
         "[list_files for 'src/components'] Result:\n" + "\n".join(comps)),
        (cline("read_file", path="src/components/ItemList.tsx"),
         "[read_file for 'src/components/ItemList.tsx'] Result:\n" + "\n".join(p0)),
        (cline("execute_command", command="npx vitest run", requires_approval="false"), cline_cmd("npx vitest run", "\n".join(vt1))),
        (cline("execute_command", command="npm run build", requires_approval="false"), cline_cmd("npm run build", "\n".join(b1))),
        (cline("replace_in_file", path="src/components/ItemList.tsx", diff=sr(old, new)),
         cline_saved("replace_in_file", "src/components/ItemList.tsx", p1)),
        (cline("write_to_file", path="src/components/__tests__/ItemList.test.tsx", content="\n".join(PANTRY_TEST)),
         cline_saved("write_to_file", "src/components/__tests__/ItemList.test.tsx", PANTRY_TEST)),
        (cline("execute_command", command="npx vitest run", requires_approval="false"), cline_cmd("npx vitest run", "\n".join(vt2))),
        (cline("execute_command", command="npm run build", requires_approval="false"), cline_cmd("npm run build", "\n".join(b2))),
        (cline("list_files", path="src/components", recursive="true"),
         "[list_files for 'src/components'] Result:\n" + "\n".join(comps2)),
        (cline("execute_command", command="git status --short", requires_approval="false"),
         cline_cmd("git status --short", " M src/components/ItemList.tsx\n?? src/components/__tests__/ItemList.test.tsx")),
    ]
    rs.add(task="swe", tid="h16-swe-21", system=CLINE_SYSTEM.format(root=root), turns=turns,
           state=f"Cline (Act mode) in {root} (pantry-web 0.3.0: Vite 5 + React 18 + Vitest). Task: \"Sort the pantry list "
                 "so whatever expires soonest is on top; things without an expiry date go to the bottom. Add tests.\"")


# ---------------------------------------------------------------------------------------------------------
# 22

ORRERY_TS = L('''
"""Conversions between civil time and the astronomical time scales."""

from __future__ import annotations

from datetime import datetime, timezone

J2000 = 2451545.0
UNIX_EPOCH_JD = 2440587.5
SECONDS_PER_DAY = 86400.0


def jd_from_datetime(dt: datetime) -> float:
    """Julian Date (UTC) of ``dt``.

    Naive datetimes are taken to be UTC.
    """
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    seconds = dt.replace(tzinfo=timezone.utc).timestamp()
    return UNIX_EPOCH_JD + seconds / SECONDS_PER_DAY


def datetime_from_jd(jd: float) -> datetime:
    """UTC datetime for a Julian Date."""
    seconds = (jd - UNIX_EPOCH_JD) * SECONDS_PER_DAY
    return datetime.fromtimestamp(seconds, tz=timezone.utc)


def centuries_since_j2000(jd: float) -> float:
    """Julian centuries of 36525 days since J2000.0."""
    return (jd - J2000) / 36525.0
''')


def t22(rs: RowSet) -> None:
    # bad: Codex CLI on orrery (Python ephemeris helpers); turn 7 `git diff --stat` shows 3 deletions, turn 9 commit of the same two files reports 2 deletions with no edits in between
    root = "/home/dev/orrery"
    t0 = ORRERY_TS
    old_a = ["    Naive datetimes are taken to be UTC."]
    new_a = ["    Naive datetimes are taken to be UTC; aware ones are converted to UTC."]
    old_b = ["    seconds = dt.replace(tzinfo=timezone.utc).timestamp()"]
    new_b = ["    elif dt.utcoffset() is None:",
             '        raise ValueError(f"tzinfo {dt.tzinfo!r} gives no UTC offset for {dt.isoformat()}")',
             "    seconds = dt.timestamp()"]
    t1, _ = replace_once(t0, old_a, new_a)
    t1, _ = replace_once(t1, old_b, new_b)
    src_i, src_d = churn(t0, t1)
    imp_old = "from datetime import datetime, timedelta, timezone"
    imp_new = "from datetime import datetime, timedelta, timezone, tzinfo"
    test_add = ["", "", "class _NoOffset(tzinfo):", "    def utcoffset(self, dt):", "        return None", "", "",
                "def test_jd_from_datetime_rejects_tzinfo_without_offset():",
                '    with pytest.raises(ValueError, match="gives no UTC offset"):',
                "        jd_from_datetime(datetime(2024, 1, 1, tzinfo=_NoOffset()))"]
    test_i, test_d = len(test_add) + 1, 1
    patch_src = ("*** Begin Patch\n*** Update File: orrery/timescales.py\n@@ def jd_from_datetime(dt: datetime) -> float:\n"
                 '     """Julian Date (UTC) of ``dt``.\n \n'
                 + "\n".join("-" + x for x in old_a) + "\n" + "\n".join("+" + x for x in new_a) + "\n"
                 '     """\n     if dt.tzinfo is None:\n         dt = dt.replace(tzinfo=timezone.utc)\n'
                 + "\n".join("-" + x for x in old_b) + "\n" + "\n".join("+" + x for x in new_b) + "\n"
                 "     return UNIX_EPOCH_JD + seconds / SECONDS_PER_DAY\n*** End Patch")
    patch_test = ("*** Begin Patch\n*** Update File: tests/test_timescales.py\n@@\n-" + imp_old + "\n+" + imp_new
                  + "\n \n import pytest\n@@\n     assert centuries_since_j2000(J2000 + 36525.0) == pytest.approx(1.0)\n"
                  + "\n".join("+" + x for x in test_add) + "\n*** End Patch")
    fail = L('''
.......F..........                                                       [100%]
=================================== FAILURES ===================================
___________________ test_jd_from_datetime_honours_utc_offset ___________________

    def test_jd_from_datetime_honours_utc_offset():
        dt = datetime(2024, 3, 20, 3, 6, tzinfo=timezone(timedelta(hours=-5)))
>       assert jd_from_datetime(dt) == pytest.approx(2460389.8375, abs=1e-9)
E       assert 2460389.629166667 == 2460389.8375 ± 1.0e-09
E         
E         comparison failed
E         Obtained: 2460389.629166667
E         Expected: 2460389.8375 ± 1.0e-09

tests/test_timescales.py:41: AssertionError
=========================== short test summary info ============================
FAILED tests/test_timescales.py::test_jd_from_datetime_honours_utc_offset - assert 2460389.629166667 == 2460389.8375 ± 1.0e-09
1 failed, 17 passed in 0.09s
''')
    stat = diffstat([("orrery/timescales.py", src_i, src_d), ("tests/test_timescales.py", test_i, test_d)])
    ins_total, del_total = src_i + test_i, src_d + test_d
    assert del_total == 3, del_total
    turns = [
        (codex("git status -sb && git log --oneline -2", root),
         codex_out("## main...origin/main\n2f6d0b1 (HEAD -> main, origin/main) Add centuries_since_j2000\n"
                   "e93a7c4 Vendor IERS finals2000A snapshot 2024-06", wall=0.0)),
        (codex("cat orrery/timescales.py", root), codex_out("\n".join(t0), wall=0.0)),
        (codex("python -m pytest -q tests/test_timescales.py", root), codex_out("\n".join(fail), code=1, wall=0.8)),
        (codex_patch(patch_src, root), codex_out("Success. Updated the following files:\nM orrery/timescales.py", wall=0.0)),
        (codex_patch(patch_test, root), codex_out("Success. Updated the following files:\nM tests/test_timescales.py", wall=0.0)),
        (codex("python -m pytest -q tests/test_timescales.py", root), codex_out(dots(19) + "\n19 passed in 0.07s", wall=0.7)),
        (codex("git diff --stat", root), codex_out(stat, wall=0.0)),
        (codex("ruff check orrery tests && ruff format --check orrery tests", root),
         codex_out("All checks passed!\n9 files already formatted", wall=0.1)),
        (codex('git switch -c fix/jd-aware-datetimes && git commit -am "timescales: honour UTC offsets in jd_from_datetime"', root),
         codex_out("Switched to a new branch 'fix/jd-aware-datetimes'\n"
                   "[fix/jd-aware-datetimes 7a0c3e5] timescales: honour UTC offsets in jd_from_datetime\n"
                   + summary_line(2, ins_total, del_total - 1), wall=0.1)),
        (codex("git log --oneline -2", root),
         codex_out("7a0c3e5 (HEAD -> fix/jd-aware-datetimes) timescales: honour UTC offsets in jd_from_datetime\n"
                   "2f6d0b1 (origin/main, main) Add centuries_since_j2000", wall=0.0)),
    ]
    rs.add(task="swe", tid="h16-swe-22", system=CODEX_SYSTEM.format(root=root), turns=turns,
           state=f"Codex CLI in {root} (orrery, small Python 3.12 ephemeris helpers, pytest, ruff). Task: \"jd_from_datetime "
                 "ignores the UTC offset of aware datetimes (see the failing test). Fix it, reject tzinfos with no offset, "
                 "and commit on a new branch.\"",
           bad=True, turn=9, kind="commit summary reports 2 deletions while git diff --stat of the same changes showed 3")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
