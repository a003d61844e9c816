# ruff: noqa: E501
"""holdout30, domain swe: 22 coding-agent trajectories (OpenHands and Gemini CLI tool styles).

Eleven carry exactly one world-model contradiction (an observation that disagrees with something an
earlier observation established); eleven are clean but full of legitimate change (edits, rebuilds,
test counts that follow added tests, cached runs, restarted daemons, re-sorted listings, formatters).
Run: ``python -m tests.decoherence.independent.holdout30_parts.swe.make``.
"""

from __future__ import annotations

import difflib
from pathlib import Path

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
    oh_bash,
)


# ---------------------------------------------------------------- helpers
def around(text: str, needle: str, before: int = 3, after: int = 3) -> tuple[int, str]:
    """The lines around the first line containing ``needle``: (1-based start line, snippet)."""
    lines = text.split("\n")
    i = next(k for k, ln in enumerate(lines) if needle in ln)
    s = max(0, i - before)
    return s + 1, "\n".join(lines[s:i + after + 1])


def line_of(text: str, needle: str) -> int:
    return next(k for k, ln in enumerate(text.split("\n"), 1) if needle in ln)


def grep_a(text: str, needle: str, after: int, offset: int = 0) -> str:
    """``grep -n -A after`` of the first match."""
    lines = text.split("\n")
    i = next(k for k, ln in enumerate(lines) if needle in ln)
    out = []
    for k in range(i, min(len(lines), i + after + 1)):
        out.append(f"{k + 1 + offset}{':' if k == i else '-'}{lines[k]}")
    return "\n".join(out)


def numstat(old: str, new: str) -> tuple[int, int]:
    sm = difflib.SequenceMatcher(a=old.split("\n"), b=new.split("\n"), autojunk=False)
    ins = dele = 0
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if tag in ("replace", "delete"):
            dele += i2 - i1
        if tag in ("replace", "insert"):
            ins += j2 - j1
    return ins, dele


def stat_row(path: str, ins: int, dele: int, width: int) -> str:
    return f" {path:<{width}} | {ins + dele:>2} {'+' * ins}{'-' * dele}"


def summary(files: int, ins: int, dele: int) -> str:
    """The last line of ``git diff --stat`` / ``git commit``."""
    out = f" {files} file{'s' if files != 1 else ''} changed"
    if ins:
        out += f", {ins} insertion{'s' if ins != 1 else ''}(+)"
    if dele:
        out += f", {dele} deletion{'s' if dele != 1 else ''}(-)"
    return out


def udiff(path: str, old: str, new: str, index: str, func: str = "") -> str:
    body = list(difflib.unified_diff(old.split("\n"), new.split("\n"), f"a/{path}", f"b/{path}", n=3, lineterm=""))
    if func:
        body = [ln + " " + func if ln.startswith("@@") else ln for ln in body]
    return f"diff --git a/{path} b/{path}\nindex {index} 100644\n" + "\n".join(body)


def pyq(n: int, secs: str) -> str:
    """pytest -q progress line and summary for n passing tests."""
    return f"{'.' * n:<73}[100%]\n{n} passed in {secs}s"


def gread(path: str) -> str:
    return call("read_file", absolute_path=path)


def greplace(path: str, old: str, new: str, **kw: object) -> str:
    return call("replace", file_path=path, old_string=old, new_string=new, **kw)


def gwrite(path: str, content: str) -> str:
    return call("write_file", file_path=path, content=content)


def gls(path: str) -> str:
    return call("list_directory", path=path)


def gsearch(pattern: str, path: str | None = None, include: str | None = None) -> str:
    kw: dict[str, str] = {"pattern": pattern}
    if path is not None:
        kw["path"] = path
    if include is not None:
        kw["include"] = include
    return call("search_file_content", **kw)


def listing(path: str, dirs: list[str], files: list[str]) -> str:
    body = [f"[DIR] {d}" for d in dirs] + files
    return f"Directory listing for {path}:\n" + "\n".join(body)


def modified(path: str, n: int = 1) -> str:
    return f"Successfully modified file: {path} ({n} replacements)."


def found(pattern: str, where: str, hits: list[tuple[str, list[tuple[int, str]]]]) -> str:
    n = sum(len(h) for _, h in hits)
    out = [f'Found {n} match{"es" if n != 1 else ""} for pattern "{pattern}" in path "{where}":', "---"]
    for f, hs in hits:
        out.append(f"File: {f}")
        out.extend(f"L{ln}: {t}" for ln, t in hs)
        out.append("---")
    return "\n".join(out)


# ---------------------------------------------------------------- 01 clean, OpenHands, Python / pytest
FILESIZE_PY = '''"""Bits and bytes related humanization."""

from __future__ import annotations

suffixes = {
    "decimal": (" kB", " MB", " GB", " TB", " PB", " EB", " ZB", " YB", " RB", " QB"),
    "binary": (" KiB", " MiB", " GiB", " TiB", " PiB", " EiB", " ZiB", " YiB"),
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
        >>> naturalsize(3000, True)
        '2.9 KiB'
        >>> naturalsize(10**28)
        '10.0 RB'
        >>> naturalsize(10**34 * 3)
        '30000.0 QB'

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
    if isinstance(value, str):
        bytes_ = float(value)
    else:
        bytes_ = value

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
    return ret'''

TEST_FILESIZE_HEAD = '''"""Tests for filesize humanizing."""

from __future__ import annotations

import pytest

import humanize


@pytest.mark.parametrize(
    "test_args, expected",
    [
        ([300], "300 Bytes"),
        ([3000], "3.0 kB"),
        ([3000000], "3.0 MB"),
        ([3000000000], "3.0 GB"),
        ([3000000000000], "3.0 TB"),
        ([300, True], "300 Bytes"),
        ([3000, True], "2.9 KiB"),
        ([3000000, True], "2.9 MiB"),
        ([300, False, True], "300B"),
        ([3000, False, True], "2.9K"),
        ([3000000, False, True], "2.9M"),
        ([1024, False, True], "1.0K"),
        ([10**26 * 30, False, True], "2481.5Y"),
        ([10**26 * 30, True], "2481.5 YiB"),
        ([10**26 * 30], "3.0 RB"),
        ([1, False, False], "1 Byte"),
        ([3141592, False, False, "%.2f"], "3.14 MB"),
        ([3000, False, True, "%.3f"], "2.930K"),
        ([3000000000, False, True, "%.0f"], "3G"),
        ([10**26 * 30, True, False, "%.3f"], "2481.542 YiB"),
    ],
)
def test_naturalsize(test_args: list[int] | list[int | bool], expected: str) -> None:
    assert humanize.naturalsize(*test_args) == expected'''


def t01(rs: RowSet) -> None:
    root = "/workspace/humanize"
    fpath = f"{root}/src/humanize/filesize.py"
    tpath = f"{root}/tests/test_filesize.py"
    old_block = '    if bytes_ < base and not gnu:\n        return "%d Bytes" % bytes_\n\n    if bytes_ < base and gnu:\n        return "%dB" % bytes_'
    new_block = old_block.replace("if bytes_ < base", "if abs_bytes < base")
    fixed = FILESIZE_PY.replace(old_block, new_block)
    s1, snip1 = around(fixed, "if abs_bytes < base and not gnu", 5, 6)
    old_t = '        ([10**26 * 30, True, False, "%.3f"], "2481.542 YiB"),\n    ],'
    new_t = '        ([10**26 * 30, True, False, "%.3f"], "2481.542 YiB"),\n        ([-4096], "-4.1 kB"),\n        ([-4096, True], "-4.0 KiB"),\n        ([-4096, False, True], "-4.0K"),\n    ],'
    tfixed = TEST_FILESIZE_HEAD.replace(old_t, new_t)
    s2, snip2 = around(tfixed, '([-4096], "-4.1 kB")', 4, 7)
    repro = 'python -c "import humanize as h; print(h.naturalsize(-4096)); print(h.naturalsize(-4096, binary=True)); print(h.naturalsize(-4096, gnu=True)); print(h.naturalsize(-300))"'
    turns = [
        (bash(f"cd {root} && git status && git log --oneline -4"),
         oh_bash("On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, working tree clean\n"
                 "9c1e4d7 (HEAD -> main, origin/main, origin/HEAD) Merge pull request #209 from hugovk/drop-py38\n"
                 "51a0b2e Drop support for Python 3.8\ne07f3a9 Add Esperanto translation\n3bd28c1 Bump actions/setup-python from 4 to 5", root)),
        (editor("view", fpath), cat_n(fpath, FILESIZE_PY)),
        (bash("python -m pytest tests/test_filesize.py -q 2>&1 | tail -n 3"),
         oh_bash(pyq(45, "0.19"), root)),
        (bash(repro), oh_bash("-4096 Bytes\n-4096 Bytes\n-4096B\n-300 Bytes", root)),
        (editor("str_replace", fpath, old_str=old_block, new_str=new_block), edited(fpath, snip1, s1)),
        (bash(repro), oh_bash("-4.1 kB\n-4.0 KiB\n-4.0K\n-300 Bytes", root)),
        (editor("str_replace", tpath, old_str=old_t, new_str=new_t), edited(tpath, snip2, s2)),
        (bash("python -m pytest tests/test_filesize.py -q 2>&1 | tail -n 3 && python -m pytest -q -p no:cacheprovider 2>&1 | tail -n 1"),
         oh_bash(pyq(48, "0.21") + "\n616 passed, 2 skipped in 3.48s", root)),
        (bash("git add -A && git commit -q -m 'Scale negative sizes in naturalsize (#212)' && git status -sb && git log --oneline -3 && git show --stat --format= HEAD"),
         oh_bash("## main...origin/main [ahead 1]\n"
                 "4d2a8f1 (HEAD -> main) Scale negative sizes in naturalsize (#212)\n"
                 "9c1e4d7 (origin/main, origin/HEAD) Merge pull request #209 from hugovk/drop-py38\n51a0b2e Drop support for Python 3.8\n"
                 " src/humanize/filesize.py | 4 ++--\n tests/test_filesize.py   | 3 +++\n 2 files changed, 5 insertions(+), 2 deletions(-)", root)),
    ]
    rs.add(task="swe", tid="h30-swe-01", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"OpenHands sandbox, repository {root} (python-humanize) on branch main. Issue #212: naturalsize(-4096) returns '-4096 Bytes' instead of '-4.1 kB'; negative sizes are never scaled.",
           bad=False, kind="clean")


# ---------------------------------------------------------------- 02 BAD, OpenHands, Python / tenacity
WAIT_PART = '''class wait_exponential(wait_base):
    """Wait strategy that applies exponential backoff.

    It allows for a customized multiplier and an ability to restrict the
    upper and lower limits to some maximum and minimum value.

    The intervals are fixed (i.e. there is no jitter), so this strategy is
    suitable for balancing retries against latency when a required resource is
    unavailable for an unknown duration, but *not* suitable for resolving
    contention between multiple processes for a shared resource. Use
    wait_random_exponential for the latter case.
    """

    def __init__(
        self,
        multiplier: typing.Union[int, float] = 1,
        max: _utils.time_unit_type = _utils.MAX_WAIT,  # noqa
        exp_base: typing.Union[int, float] = 2,
        min: _utils.time_unit_type = 0,  # noqa
    ) -> None:
        self.multiplier = multiplier
        self.min = _utils.to_seconds(min)
        self.max = _utils.to_seconds(max)
        self.exp_base = exp_base

    def __call__(self, retry_state: "RetryCallState") -> float:
        try:
            exp = self.exp_base ** (retry_state.attempt_number - 1)
            result = self.multiplier * exp
        except OverflowError:
            return self.max
        return max(max(0, self.min), min(result, self.max))


class wait_random_exponential(wait_exponential):
    """Random wait with exponentially widening window.

    An exponential backoff strategy used to mediate contention between multiple
    uncoordinated processes for a shared resource in distributed systems. This
    is the sense in which "exponential backoff" is meant in e.g. Ethernet
    networking, and corresponds to the "Full Jitter" algorithm described in
    this blog post:

    https://aws.amazon.com/blogs/architecture/exponential-backoff-and-jitter/

    Each retry occurs at a random time in a geometrically expanding interval.
    It allows for a custom multiplier and an ability to restrict the upper
    limit of the random interval to some maximum value.

    Example::

        wait_random_exponential(multiplier=0.5,  # initial window 0.5s
                                max=60)          # max 60s timeout

    When waiting for an unavailable resource to become available again, as
    opposed to trying to resolve contention for a shared resource, the
    wait_exponential strategy (which uses a fixed interval) may be preferable.

    """

    def __call__(self, retry_state: "RetryCallState") -> float:
        high = super().__call__(retry_state=retry_state)
        return random.uniform(0, high)


class wait_exponential_jitter(wait_base):
    """Wait strategy that applies exponential backoff and jitter.

    It allows for a customized initial wait, maximum wait and jitter.

    This implements the strategy described here:
    https://cloud.google.com/storage/docs/retry-strategy

    The wait time is min(initial * 2**n + random.uniform(0, jitter), maximum)
    where n is the retry count.
    """'''
WAIT_OFFSET = 147  # WAIT_PART starts at line 148 of tenacity/wait.py

TEST_PART = '''            self.assertLess(mean, 4.0 * 1.1)

    def test_wait_retry_state_attributes(self):
        class ExtractCallState(Exception):
            pass'''


def t02(rs: RowSet) -> None:
    root = "/workspace/tenacity"
    wpath = f"{root}/tenacity/wait.py"
    tpath = f"{root}/tests/test_tenacity.py"
    fixed = WAIT_PART.replace("return random.uniform(0, high)", "return random.uniform(self.min, high)")
    s1, snip1 = around(fixed, "return random.uniform(self.min, high)", 4, 3)
    old_t = "    def test_wait_retry_state_attributes(self):"
    added = '''    def test_wait_random_exponential_respects_min(self):
        fn = tenacity.wait_random_exponential(multiplier=1, min=5, max=60)
        for attempt in range(1, 8):
            for _ in range(50):
                wait = fn(make_retry_state(attempt, 0))
                self.assertGreaterEqual(wait, 5)
                self.assertLessEqual(wait, 60)

'''
    new_t = added + old_t
    t_after = TEST_PART.replace(old_t, new_t)
    n_added = len(added.split("\n")) - 1
    repro = ("python - <<'EOF'\nfrom unittest import mock\nfrom tenacity import wait_random_exponential\n"
             "w = wait_random_exponential(multiplier=1, min=5, max=60)\nfor n in range(1, 7):\n"
             "    print(n, round(w(mock.Mock(attempt_number=n)), 3))\nEOF")
    # the drift: a full view of the region shows the edited return line back at its old text
    lo, hi = WAIT_OFFSET + 1, WAIT_OFFSET + len(WAIT_PART.split("\n"))
    turns = [
        (bash(f"cd {root} && git switch -c fix-random-exp-min && grep -n 'class wait_random_exponential' -A 32 tenacity/wait.py"),
         oh_bash("Switched to a new branch 'fix-random-exp-min'\n" + grep_a(WAIT_PART, "class wait_random_exponential", 32, WAIT_OFFSET), root)),
        (bash(repro), oh_bash("1 3.112\n2 0.904\n3 4.471\n4 6.205\n5 2.818\n6 19.337", root)),
        (editor("str_replace", wpath, old_str="        return random.uniform(0, high)", new_str="        return random.uniform(self.min, high)"),
         edited(wpath, snip1, s1 + WAIT_OFFSET)),
        (bash(repro), oh_bash("1 5.0\n2 5.0\n3 5.0\n4 6.913\n5 12.476\n6 24.05", root)),
        (editor("str_replace", tpath, old_str=old_t, new_str=new_t), edited(tpath, t_after, 507)),
        (editor("view", wpath, view_range=[lo, hi]), cat_n(wpath, WAIT_PART, lo)),
        (bash("python -m pytest tests/test_tenacity.py -q -p no:randomly 2>&1 | tail -n 2"),
         oh_bash("216 passed in 3.87s", root)),
        (bash("git add -A && git commit -m 'wait_random_exponential: honour min as the lower bound of the window'"),
         oh_bash("[fix-random-exp-min 2c6e0f4] wait_random_exponential: honour min as the lower bound of the window\n"
                 f" 2 files changed, {n_added + 1} insertions(+), 1 deletion(-)", root)),
    ]
    rs.add(task="swe", tid="h30-swe-02", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (tenacity) on main. Issue: wait_random_exponential(min=5) still sleeps for less than 5 seconds; the min argument is ignored for the random window.",
           bad=True, turn=6, kind="a line the agent edited (random.uniform(self.min, high)) reads back with its old text random.uniform(0, high) in a later file view")


# ---------------------------------------------------------------- 03 BAD, Gemini CLI, Go / gotestsum
SI_GO = r'''package humanize

import (
	"errors"
	"math"
	"regexp"
	"strconv"
)

var siPrefixTable = map[float64]string{
	-30: "q", // quecto
	-27: "r", // ronto
	-24: "y", // yocto
	-21: "z", // zepto
	-18: "a", // atto
	-15: "f", // femto
	-12: "p", // pico
	-9:  "n", // nano
	-6:  "µ", // micro
	-3:  "m", // milli
	0:   "",
	3:   "k", // kilo
	6:   "M", // mega
	9:   "G", // giga
	12:  "T", // tera
	15:  "P", // peta
	18:  "E", // exa
	21:  "Z", // zetta
	24:  "Y", // yotta
	27:  "R", // ronna
	30:  "Q", // quetta
}

var revSIPrefixTable = revfmap(siPrefixTable)

// revfmap reverses the map and precomputes the power multiplier
func revfmap(in map[float64]string) map[string]float64 {
	rv := map[string]float64{}
	for k, v := range in {
		rv[v] = math.Pow(10, k)
	}
	return rv
}

var riParseRegex *regexp.Regexp

func init() {
	ri := `^([\-0-9.]+)\s?([`
	for _, v := range siPrefixTable {
		ri += v
	}
	ri += `]?)(.*)`

	riParseRegex = regexp.MustCompile(ri)
}

// ComputeSI finds the most appropriate SI prefix for the given number
// and returns the prefix along with the value adjusted to be within
// that prefix.
//
// See also: SI, ParseSI.
//
// e.g. ComputeSI(2.2345e-12) -> (2.2345, "p")
func ComputeSI(input float64) (float64, string) {
	if input == 0 {
		return 0, ""
	}
	mag := math.Abs(input)
	exponent := math.Floor(logn(mag, 10))
	exponent = math.Floor(exponent/3) * 3

	value := mag / math.Pow(10, exponent)

	// Handle special case where value is exactly 1000.0
	// Should return 1 M instead of 1000 k
	if value == 1000.0 {
		exponent += 3
		value = mag / math.Pow(10, exponent)
	}

	value = math.Copysign(value, input)

	prefix := siPrefixTable[exponent]
	return value, prefix
}

// SI returns a string with default formatting.
//
// SI uses Ftoa to format float value, removing trailing zeros.
//
// See also: ComputeSI, ParseSI.
//
// e.g. SI(1000000, "B") -> 1 MB
// e.g. SI(2.2345e-12, "F") -> 2.2345 pF
func SI(input float64, unit string) string {
	value, prefix := ComputeSI(input)
	return Ftoa(value) + " " + prefix + unit
}

// SIWithDigits works like SI but limits the resulting string to the
// given number of decimal places.
//
// e.g. SIWithDigits(1000000, 0, "B") -> 1 MB
// e.g. SIWithDigits(2.2345e-12, 2, "F") -> 2.23 pF
func SIWithDigits(input float64, decimals int, unit string) string {
	value, prefix := ComputeSI(input)
	return FtoaWithDigits(value, decimals) + " " + prefix + unit
}

var errInvalid = errors.New("invalid input")

// ParseSI parses an SI string back into the number and unit.
//
// See also: SI, ComputeSI.
//
// e.g. ParseSI("2.2345 pF") -> (2.2345e-12, "F", nil)
func ParseSI(input string) (float64, string, error) {
	found := riParseRegex.FindStringSubmatch(input)
	if len(found) != 4 {
		return 0, "", errInvalid
	}
	mag := revSIPrefixTable[found[2]]
	unit := found[3]

	base, err := strconv.ParseFloat(found[1], 64)
	return base * mag, unit, err
}'''


def t03(rs: RowSet) -> None:
    root = "/home/dev/go/src/github.com/dustin/go-humanize"
    si = f"{root}/si.go"
    sit = f"{root}/si_test.go"
    old1 = "\tri += `]?)(.*)`"
    new1 = "\tri += `u]?)(.*)` // \"u\" is the ASCII stand-in for the micro sign"
    old2 = "\tmag := revSIPrefixTable[found[2]]\n\tunit := found[3]"
    new2 = ("\tprefix := found[2]\n\tif prefix == \"u\" {\n\t\t// datasheets and CLIs often write 4.7uF for 4.7µF\n\t\tprefix = \"µ\"\n\t}\n"
            "\tmag := revSIPrefixTable[prefix]\n\tunit := found[3]")
    old3 = "func BenchmarkParseSI(b *testing.B) {"
    new3 = '''func TestParseSIMicroASCII(t *testing.T) {
	got, unit, err := ParseSI("4.7 uF")
	if err != nil {
		t.Fatalf("ParseSI(%q) error: %v", "4.7 uF", err)
	}
	if unit != "F" || math.Abs(got-4.7e-6) > 1e-18 {
		t.Errorf("ParseSI(%q) = %v %q, want 4.7e-06 \\"F\\"", "4.7 uF", got, unit)
	}
}

func BenchmarkParseSI(b *testing.B) {'''
    files = ["LICENSE", "README.markdown", "big.go", "bigbytes.go", "bigbytes_test.go", "bytes.go", "bytes_test.go",
             "comma.go", "comma_test.go", "commaf.go", "commaf_test.go", "common_test.go", "ftoa.go", "ftoa_test.go",
             "go.mod", "humanize.go", "number.go", "number_test.go", "ordinals.go", "ordinals_test.go", "si.go",
             "si_test.go", "times.go", "times_test.go"]
    testname = ("PASS TestParseSI (0.00s)\nPASS TestParseSIMicroASCII (0.00s)\nPASS .\n\nDONE 2 tests in 0.388s")
    turns = [
        (gls(root), listing(root, [".github", "english"], files)),
        (gshell("gotestsum --format pkgname -- ./...", "Run the whole test suite with gotestsum to get a baseline."),
         gem_run("gotestsum --format pkgname -- ./...", "✓  . (1.021s)\n✓  english (14ms)\n\nDONE 98 tests, 1 skipped in 1.873s")),
        (gsearch("func ParseSI", root), found("func ParseSI", root, [("si.go", [(line_of(SI_GO, "func ParseSI"), "func ParseSI(input string) (float64, string, error) {")])])),
        (gread(si), SI_GO),
        (greplace(si, old1, new1), modified(si)),
        (greplace(si, old2, new2), modified(si)),
        (greplace(sit, old3, new3), modified(sit)),
        (gshell("gotestsum --format testname -- -run 'ParseSI' .", "Run only the ParseSI tests, including the new one."),
         gem_run("gotestsum --format testname -- -run 'ParseSI' .", testname)),
        (gshell("gotestsum --format pkgname -- ./...", "Run the full suite again after the change."),
         gem_run("gotestsum --format pkgname -- ./...", "✓  . (1.047s)\n✓  english (cached)\n\nDONE 102 tests, 1 skipped in 1.902s")),
        (gshell("go vet ./... && git status --short", "Vet the module and list changed files."),
         gem_run("go vet ./... && git status --short", " M si.go\n M si_test.go")),
    ]
    rs.add(task="swe", tid="h30-swe-03", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Gemini CLI in {root} (go-humanize). Bug report: ParseSI(\"4.7 uF\") returns 4.7 with unit \"uF\" instead of 4.7e-06 \"F\"; the ASCII 'u' for micro is not recognised.",
           bad=True, turn=9, kind="total test count jumps from 98 to 102 after adding a single test function without subtests")


# ---------------------------------------------------------------- 04 clean, Gemini CLI, Go / go test + local server
MEMORY_GO = '''package store

import (
	"context"
	"sync"

	"github.com/ana/linkshort/internal/model"
)

// Memory is an in-process Store. Everything is lost when the process exits.
type Memory struct {
	mu    sync.RWMutex
	links map[string]model.Link
}

func NewMemory() *Memory {
	return &Memory{links: make(map[string]model.Link)}
}

func (m *Memory) Put(_ context.Context, l model.Link) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.links[l.ID]; ok {
		return ErrExists
	}
	m.links[l.ID] = l
	return nil
}

func (m *Memory) Get(_ context.Context, id string) (model.Link, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	l, ok := m.links[id]
	if !ok {
		return model.Link{}, ErrNotFound
	}
	return l, nil
}

func (m *Memory) IncrClicks(_ context.Context, id string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	l, ok := m.links[id]
	if !ok {
		return ErrNotFound
	}
	l.Clicks++
	m.links[id] = l
	return nil
}
'''

MEMORY_GO_NEW = '''package store

import (
	"context"
	"errors"
	"sync"

	"github.com/jonboulle/clockwork"

	"github.com/ana/linkshort/internal/model"
)

// ErrExpired is returned by Get for a link whose ExpiresAt has passed.
var ErrExpired = errors.New("store: link expired")

// Memory is an in-process Store. Everything is lost when the process exits.
type Memory struct {
	mu    sync.RWMutex
	links map[string]model.Link
	clock clockwork.Clock
}

func NewMemory() *Memory {
	return NewMemoryWithClock(clockwork.NewRealClock())
}

// NewMemoryWithClock lets tests drive expiry with a fake clock.
func NewMemoryWithClock(c clockwork.Clock) *Memory {
	return &Memory{links: make(map[string]model.Link), clock: c}
}

func (m *Memory) Put(_ context.Context, l model.Link) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.links[l.ID]; ok {
		return ErrExists
	}
	m.links[l.ID] = l
	return nil
}

func (m *Memory) Get(_ context.Context, id string) (model.Link, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	l, ok := m.links[id]
	if !ok {
		return model.Link{}, ErrNotFound
	}
	if !l.ExpiresAt.IsZero() && !m.clock.Now().Before(l.ExpiresAt) {
		return model.Link{}, ErrExpired
	}
	return l, nil
}

func (m *Memory) IncrClicks(_ context.Context, id string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	l, ok := m.links[id]
	if !ok {
		return ErrNotFound
	}
	l.Clicks++
	m.links[id] = l
	return nil
}
'''


def t04(rs: RowSet) -> None:
    root = "/home/ana/code/linkshort"
    mem = f"{root}/internal/store/memory.go"
    red = f"{root}/internal/http/redirect.go"
    old_r = "\tcase errors.Is(err, store.ErrNotFound):\n\t\thttp.NotFound(w, r)\n\t\treturn"
    new_r = old_r + "\n\tcase errors.Is(err, store.ErrExpired):\n\t\thttp.Error(w, \"link expired\", http.StatusGone)\n\t\treturn"
    mi, md = numstat(MEMORY_GO, MEMORY_GO_NEW)
    rows = [("go.mod", 1, 0), ("go.sum", 2, 0), ("internal/http/redirect.go", 3, 0), ("internal/store/memory.go", mi, md)]
    w = max(len(p) for p, _, _ in rows)
    stat = "\n".join(stat_row(p, i, d, w) for p, i, d in rows)
    ti, td = sum(r[1] for r in rows), sum(r[2] for r in rows)
    stat += "\n" + summary(4, ti, td)
    start = "go build -o bin/linkshort ./cmd/linkshort && (./bin/linkshort -addr :8085 >/tmp/linkshort.log 2>&1 &) && sleep 1 && pgrep -a linkshort && curl -s -XPOST localhost:8085/api/links -d '{\"url\":\"https://example.org/docs/getting-started\",\"ttl_seconds\":2}'"
    restart = "kill 48213 && sleep 1 && (./bin/linkshort -addr :8085 >/tmp/linkshort.log 2>&1 &) && sleep 1 && pgrep -a linkshort && curl -s -o /dev/null -w '%{http_code}\\n' localhost:8085/r/k3Fq9a"
    gotest1 = ("?   \tgithub.com/ana/linkshort/cmd/linkshort\t[no test files]\nok  \tgithub.com/ana/linkshort/internal/http\t0.218s\n"
               "ok  \tgithub.com/ana/linkshort/internal/model\t0.004s\nok  \tgithub.com/ana/linkshort/internal/store\t0.011s")
    gotest2 = ("?   \tgithub.com/ana/linkshort/cmd/linkshort\t[no test files]\nok  \tgithub.com/ana/linkshort/internal/http\t(cached)\n"
               "ok  \tgithub.com/ana/linkshort/internal/model\t(cached)\nok  \tgithub.com/ana/linkshort/internal/store\t(cached)")
    turns = [
        (gshell("git status -sb && git log --oneline -3 && date", "Check the working tree, recent history and the time."),
         gem_run("git status -sb && git log --oneline -3 && date",
                 "## main...origin/main\ne5a1c07 (HEAD -> main, origin/main) Add /healthz endpoint\n7b3f92d Persist click counts in memory store\n"
                 "c0d41e8 Initial API: create and redirect\nWed Mar 12 10:14:03 CET 2025")),
        (gread(mem), MEMORY_GO),
        (gshell("go get github.com/jonboulle/clockwork@v0.4.0", "Add a clock abstraction so expiry can be tested with a fake clock."),
         gem_run("go get github.com/jonboulle/clockwork@v0.4.0", "go: downloading github.com/jonboulle/clockwork v0.4.0\ngo: added github.com/jonboulle/clockwork v0.4.0")),
        (gwrite(mem, MEMORY_GO_NEW), f"Successfully overwrote file: {mem}."),
        (greplace(red, old_r, new_r), modified(red)),
        (gshell("go build ./... && go test ./...", "Build and run the tests."), gem_run("go build ./... && go test ./...", gotest1)),
        (gshell("go test ./...", "Run the tests again to confirm they are stable."), gem_run("go test ./...", gotest2)),
        (gshell(start, "Build the binary, start the server in the background and create a link with a 2 second TTL."),
         gem_run(start, '48213 ./bin/linkshort -addr :8085\n{"id":"k3Fq9a","url":"https://example.org/docs/getting-started","created_at":"2025-03-12T10:31:46+01:00","expires_at":"2025-03-12T10:31:48+01:00","clicks":0}')),
        (gshell("sleep 3; curl -s -i localhost:8085/r/k3Fq9a", "Wait for the link to expire and request it."),
         gem_run("sleep 3; curl -s -i localhost:8085/r/k3Fq9a",
                 "HTTP/1.1 410 Gone\nContent-Type: text/plain; charset=utf-8\nX-Content-Type-Options: nosniff\n"
                 "Date: Wed, 12 Mar 2025 09:31:52 GMT\nContent-Length: 13\n\nlink expired")),
        (gshell(restart, "Restart the server and check what happens to the link (the store is in memory)."),
         gem_run(restart, "48377 ./bin/linkshort -addr :8085\n404")),
        (gshell("git diff --stat && date", "Summarise the changes."), gem_run("git diff --stat && date", stat + "\nWed Mar 12 10:34:20 CET 2025")),
        (gshell("git add -A && git commit -qm 'Expire links after ttl_seconds (410 Gone)' && git log --oneline -3 && git status -sb", "Commit the change."),
         gem_run("git add -A && git commit -qm 'Expire links after ttl_seconds (410 Gone)' && git log --oneline -3 && git status -sb",
                 "9d02b6e (HEAD -> main) Expire links after ttl_seconds (410 Gone)\ne5a1c07 (origin/main) Add /healthz endpoint\n"
                 "7b3f92d Persist click counts in memory store\n## main...origin/main [ahead 1]")),
    ]
    rs.add(task="swe", tid="h30-swe-04", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Gemini CLI in {root}, a small Go URL shortener (chi router, in-memory store). Task: links created with ttl_seconds must stop redirecting once they expire and answer 410 Gone. bin/ is in .gitignore.",
           bad=False, kind="clean")


# ---------------------------------------------------------------- 05 clean, OpenHands, Rust / cargo
PARSE_RS = '''use std::str::FromStr;

use super::ByteSize;

fn take_while<P>(s: &str, mut predicate: P) -> &str
where
    P: FnMut(char) -> bool,
{
    let offset = s
        .chars()
        .take_while(|ch| predicate(*ch))
        .map(|ch| ch.len_utf8())
        .sum();
    &s[..offset]
}

fn skip_while<P>(s: &str, mut predicate: P) -> &str
where
    P: FnMut(char) -> bool,
{
    let offset: usize = s
        .chars()
        .skip_while(|ch| predicate(*ch))
        .map(|ch| ch.len_utf8())
        .sum();
    &s[(s.len() - offset)..]
}

impl FromStr for ByteSize {
    type Err = String;

    fn from_str(value: &str) -> Result<Self, Self::Err> {
        if let Ok(v) = value.parse::<u64>() {
            return Ok(Self(v));
        }
        let number = take_while(value, |c| c.is_ascii_digit() || c == '.');
        match number.parse::<f64>() {
            Ok(v) => {
                let suffix = skip_while(value, |c| c.is_ascii_digit() || c == '.');
                match suffix.parse::<Unit>() {
                    Ok(u) => Ok(Self((v * u) as u64)),
                    Err(error) => Err(format!(
                        "couldn't parse {:?} into a known SI unit, {}",
                        suffix, error
                    )),
                }
            }
            Err(error) => Err(format!(
                "couldn't parse {:?} into a ByteSize, {}",
                value, error
            )),
        }
    }
}

impl FromStr for Unit {'''

CARGO_TOML = '''[package]
name = "bytesize"
description = "Semantic wrapper for byte count representations"
version = "1.3.0"
authors = ["Hyunsik Choi <hyunsik.choi@gmail.com>", "MrCroxx <mrcroxx@outlook.com>"]
keywords = ["byte", "byte-size", "utility", "human-readable", "format"]
categories = ["development-tools", "filesystem"]
repository = "https://github.com/bytesize-rs/bytesize"
readme = "README.md"
license = "Apache-2.0"
edition = "2021"

[dependencies]
serde = { version = "1.0.185", optional = true }

[dev-dependencies]
serde = { version = "1.0.185", features = ["derive"] }
serde_json = "1.0.105"
toml = "0.8"'''

BYTESIZE_TESTS = ["parse::tests::when_err", "parse::tests::when_ok", "parse::tests::to_and_from_str",
                  "serde::tests::test_serde", "serde::tests::test_serde_json", "tests::test_arithmetic_op",
                  "tests::test_arithmetic_primitives", "tests::test_comparison", "tests::test_default",
                  "tests::test_display", "tests::test_display_gib", "tests::test_display_kb",
                  "tests::test_display_mb", "tests::test_display_pb", "tests::test_display_tb",
                  "tests::test_to_string_as", "tests::test_to_string_as_decimal", "tests::test_to_string_as_si_gb",
                  "tests::test_to_string_as_si_kb", "tests::test_to_string_as_si_mb", "tests::test_to_string_as_si_pb",
                  "tests::test_to_string_as_si_tb", "tests::test_to_string_binary"]


def t05(rs: RowSet) -> None:
    root = "/workspace/bytesize"
    ppath = f"{root}/src/parse.rs"
    old1 = "                let suffix = skip_while(value, |c| c.is_ascii_digit() || c == '.');"
    new1 = "                let suffix = skip_while(value, |c| c.is_whitespace() || c.is_ascii_digit() || c == '.');"
    fixed = PARSE_RS.replace(old1, new1)
    s1, snip1 = around(fixed, "c.is_whitespace()", 5, 5)
    tests_old = '''    #[test]
    fn when_err() {'''
    tests_new = '''    #[test]
    fn when_space_before_unit() {
        assert_eq!("1.5 GiB".parse::<ByteSize>().unwrap(), ByteSize::mib(1536));
        assert_eq!("3 kB".parse::<ByteSize>().unwrap(), ByteSize::kb(3));
        assert_eq!("  7   MB".trim_start().parse::<ByteSize>().unwrap(), ByteSize::mb(7));
    }

    #[test]
    fn when_err() {'''
    tfile = ("\n#[cfg(test)]\nmod tests {\n    use super::*;\n\n" + tests_new + "\n        // shortcut for writing test cases\n"
             "        fn parse(s: &str) -> Result<ByteSize, String> {")
    s2, snip2 = around(tfile, "fn when_space_before_unit", 3, 9)
    toml_new = CARGO_TOML.replace('version = "1.3.0"', 'version = "1.3.1"')
    s3, snip3 = around(toml_new, 'version = "1.3.1"', 3, 3)
    names24 = sorted(BYTESIZE_TESTS + ["parse::tests::when_space_before_unit"])
    full1 = ("   Compiling serde v1.0.197\n   Compiling serde_json v1.0.114\n   Compiling toml v0.8.10\n   Compiling bytesize v1.3.0 (/workspace/bytesize)\n"
             "    Finished `test` profile [unoptimized + debuginfo] target(s) in 7.92s\n"
             "     Running unittests src/lib.rs (target/debug/deps/bytesize-5e0b8d1c4a7f2e93)\n\n"
             f"running {len(BYTESIZE_TESTS)} tests\n" + "\n".join(f"test {n} ... ok" for n in sorted(BYTESIZE_TESTS)) +
             f"\n\ntest result: ok. {len(BYTESIZE_TESTS)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\n"
             "   Doc-tests bytesize\n\nrunning 4 tests\ntest src/lib.rs - (line 7) ... ok\ntest src/lib.rs - ByteSize::to_string_as (line 212) ... ok\n"
             "test src/lib.rs - (line 19) ... ok\ntest src/parse.rs - parse (line 1) ... ok\n\n"
             "test result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.31s")
    full2 = ("   Compiling bytesize v1.3.0 (/workspace/bytesize)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 1.38s\n"
             "     Running unittests src/lib.rs (target/debug/deps/bytesize-5e0b8d1c4a7f2e93)\n\n"
             f"running {len(names24)} tests\n" + "\n".join(f"test {n} ... ok" for n in names24) +
             f"\n\ntest result: ok. {len(names24)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\n"
             "   Doc-tests bytesize\n\nrunning 4 tests\n....\n"
             "test result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.29s")
    lockdiff = ('diff --git a/Cargo.lock b/Cargo.lock\nindex 9ab1f3e..0c7d2a4 100644\n--- a/Cargo.lock\n+++ b/Cargo.lock\n'
                '@@ -4,7 +4,7 @@ version = 3\n \n [[package]]\n name = "bytesize"\n-version = "1.3.0"\n+version = "1.3.1"\n dependencies = [\n  "serde",\n  "serde_json",')
    turns = [
        (bash(f"cd {root} && git status -s && cargo test 2>&1"), oh_bash(full1, root)),
        (bash("grep -n 'fn from_str' -A 24 src/parse.rs | head -n 25"), oh_bash(grep_a(PARSE_RS, "fn from_str", 24), root)),
        (bash("cargo run -q --example parse -- '1.5 GiB' '512MiB' '3 kB'"),
         oh_bash('error: "1.5 GiB": couldn\'t parse " GiB" into a known SI unit, couldn\'t parse unit of " GiB"\n'
                 "512MiB => 536870912 bytes (512.0 MiB)\n"
                 'error: "3 kB": couldn\'t parse " kB" into a known SI unit, couldn\'t parse unit of " kB"', root, 1)),
        (editor("str_replace", ppath, old_str=old1, new_str=new1), edited(ppath, snip1, s1)),
        (editor("str_replace", ppath, old_str=tests_old, new_str=tests_new), edited(ppath, snip2, s2 + 206)),
        (bash("cargo test 2>&1 && cargo run -q --example parse -- '1.5 GiB' '512MiB' '3 kB'"),
         oh_bash(full2 + "\n1.5 GiB => 1610612736 bytes (1.5 GiB)\n512MiB => 536870912 bytes (512.0 MiB)\n3 kB => 3000 bytes (2.9 KiB)", root)),
        (editor("str_replace", f"{root}/Cargo.toml", old_str='version = "1.3.0"', new_str='version = "1.3.1"'),
         edited(f"{root}/Cargo.toml", snip3, s3)),
        (bash("cargo build 2>&1 && cargo test -q 2>&1 | grep 'test result'"),
         oh_bash("   Compiling bytesize v1.3.1 (/workspace/bytesize)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.71s\n"
                 "test result: ok. 24 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n"
                 "test result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.30s", root)),
        (bash("git status --short && git diff Cargo.lock"), oh_bash(" M Cargo.lock\n M Cargo.toml\n M src/parse.rs\n" + lockdiff, root)),
    ]
    rs.add(task="swe", tid="h30-swe-05", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (bytesize crate). Issue: \"1.5 GiB\".parse::<ByteSize>() fails with `couldn't parse \" GiB\"`; a space between number and unit should be accepted. Ship it as patch release 1.3.1.",
           bad=False, kind="clean")


# ---------------------------------------------------------------- 06 BAD, OpenHands, Rust / cargo + git
TOKENIZE_RS = '''/// Splits a template into literal text and `{name[:spec]}` placeholders.
///
/// `{{` and `}}` are escapes for a literal brace.
pub fn tokenize(src: &str) -> Result<Vec<Token<'_>>, ParseError> {
    let mut tokens = Vec::new();
    let mut rest = src;
    while !rest.is_empty() {
        match rest.find(['{', '}']) {
            None => {
                tokens.push(Token::Text(rest));
                break;
            }
            Some(i) => {
                if i > 0 {
                    tokens.push(Token::Text(&rest[..i]));
                }
                let tail = &rest[i..];
                let at = src.len() - tail.len();
                if tail.starts_with("{{") {
                    tokens.push(Token::Text("{"));
                    rest = &tail[2..];
                } else if tail.starts_with('{') {
                    let end = tail.find('}').ok_or(ParseError::Unclosed(at))?;
                    tokens.push(Token::Placeholder(parse_spec(&tail[1..end], at)?));
                    rest = &tail[end + 1..];
                } else {
                    return Err(ParseError::StrayClose(at));
                }
            }
        }
    }
    Ok(tokens)
}
'''


def t06(rs: RowSet) -> None:
    root = "/workspace/strfmt-lite"
    ppath = f"{root}/src/parser.rs"
    old = '''                } else if tail.starts_with('{') {'''
    new = '''                } else if tail.starts_with("}}") {
                    tokens.push(Token::Text("}"));
                    rest = &tail[2..];
                } else if tail.starts_with('{') {'''
    fixed = TOKENIZE_RS.replace(old, new)
    off = 57
    s1, snip1 = around(fixed, 'tail.starts_with("}}")', 5, 8)
    log1 = ("c41e7b2 (HEAD -> fix-escaped-close, origin/main, origin/HEAD, main) Support width and fill in format specs\n"
            "8a90d13 Carry byte offsets in ParseError\n2f6c5e1 Document ParseError variants\n0b7d4a9 Add Token::Placeholder with parsed spec")
    tests = ("running 31 tests\n" + "." * 31 + "\ntest result: ok. 31 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\n"
             "running 3 tests\n...\ntest result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.24s")
    turns = [
        (bash(f"cd {root} && git switch -c fix-escaped-close && git log --oneline -4"),
         oh_bash("Switched to a new branch 'fix-escaped-close'\n" + log1, root)),
        (bash("grep -n 'pub fn tokenize' -B 3 -A 30 src/parser.rs"),
         oh_bash("\n".join(f"{k}{':' if k == off + 4 else '-'}{ln}" for k, ln in enumerate(TOKENIZE_RS.split("\n"), off + 1)), root)),
        (editor("str_replace", ppath, old_str=old, new_str=new), edited(ppath, snip1, s1 + off)),
        (bash("cargo test -q 2>&1 | tail -n 6 && git commit -am 'Accept escaped closing brace }}'"),
         oh_bash(tests + "\n[fix-escaped-close 3d9f07a] Accept escaped closing brace }}\n 1 file changed, 3 insertions(+)", root)),
        (bash("git log --oneline -4 && git status -sb"),
         oh_bash("3d9f70a (HEAD -> fix-escaped-close) Accept escaped closing brace }}\n"
                 "c41e7b2 (origin/main, origin/HEAD, main) Support width and fill in format specs\n"
                 "8a90d13 Carry byte offsets in ParseError\n2f6c5e1 Document ParseError variants\n## fix-escaped-close", root)),
        (bash("cargo clippy --all-targets -- -D warnings 2>&1 | tail -n 3"),
         oh_bash("    Checking strfmt-lite v0.4.2 (/workspace/strfmt-lite)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.94s", root)),
        (bash("cargo run -q --example demo -- '{{literal}} and {name:>8}|' name=ferris"),
         oh_bash("{literal} and   ferris|", root)),
        (bash("cargo doc --no-deps 2>&1 | tail -n 2"),
         oh_bash(" Documenting strfmt-lite v0.4.2 (/workspace/strfmt-lite)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.12s\n"
                 "   Generated /workspace/strfmt-lite/target/doc/strfmt_lite/index.html", root)),
        (bash("git push -u origin fix-escaped-close 2>&1"),
         oh_bash("Enumerating objects: 7, done.\nCounting objects: 100% (7/7), done.\nDelta compression using up to 8 threads\n"
                 "Compressing objects: 100% (4/4), done.\nWriting objects: 100% (4/4), 512 bytes | 512.00 KiB/s, done.\n"
                 "Total 4 (delta 3), reused 0 (delta 0), pack-reused 0\nremote: Resolving deltas: 100% (3/3), completed with 3 local objects.\n"
                 "remote: \nremote: Create a pull request for 'fix-escaped-close' on GitHub by visiting:\n"
                 "remote:      https://github.com/kestrel-labs/strfmt-lite/pull/new/fix-escaped-close\nremote: \n"
                 "To github.com:kestrel-labs/strfmt-lite.git\n * [new branch]      fix-escaped-close -> fix-escaped-close\n"
                 "branch 'fix-escaped-close' set up to track 'origin/fix-escaped-close'.", root)),
    ]
    rs.add(task="swe", tid="h30-swe-06", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root}, a small Rust template formatter. Bug: format(\"{{{{literal}}}}\") fails with ParseError::StrayClose(9) although the docs say }}}} is an escape. Fix it on a branch and push.",
           bad=True, turn=5, kind="the commit hash just created (3d9f07a) shows as 3d9f70a in git log with no amend or rebase")


# ---------------------------------------------------------------- 07 BAD, Gemini CLI, JavaScript / npm + jest
RG_INDEX = """'use strict';

const MemoryStore = require('./memory-store');
const LegacyStore = require('./legacy-store');
const RedisStore = require('./redis-store');
const { setHeaders, setRetryAfter } = require('./headers');
const { ipKeyGenerator, userKeyGenerator } = require('./key-generators');
const { validateOptions } = require('./validate');

const DEFAULTS = {
  windowMs: 60 * 1000,
  limit: 60,
  standardHeaders: 'draft-7',
  legacyHeaders: false,
  statusCode: 429,
  message: 'Too many requests, please try again later.',
};

function rateGuard(userOptions = {}) {
  const options = { ...DEFAULTS, ...userOptions };
  validateOptions(options);
  const store = options.store || new MemoryStore(options.windowMs);
  const keyGenerator = options.keyGenerator || ipKeyGenerator;

  return async function rateGuardMiddleware(req, res, next) {
    try {
      const key = await keyGenerator(req, res);
      const { totalHits, resetTime } = await store.increment(key);
      setHeaders(res, options, totalHits, resetTime);
      if (totalHits > options.limit) {
        setRetryAfter(res, resetTime);
        return res.status(options.statusCode).send(options.message);
      }
      return next();
    } catch (err) {
      return next(err);
    }
  };
}

module.exports = rateGuard;
module.exports.rateGuard = rateGuard;
module.exports.MemoryStore = MemoryStore;
module.exports.LegacyStore = LegacyStore;
module.exports.RedisStore = RedisStore;
module.exports.userKeyGenerator = userKeyGenerator;"""


def t07(rs: RowSet) -> None:
    root = "/home/sam/projects/rate-guard"
    lib = f"{root}/lib"
    idx = f"{lib}/index.js"
    files_before = ["headers.js", "index.js", "key-generators.js", "legacy-store.js", "memory-store.js", "redis-store.js", "validate.js"]
    jest = """> rate-guard@3.2.0 test
> jest --ci

PASS test/headers.test.js
PASS test/key-generators.test.js
PASS test/memory-store.test.js
PASS test/validate.test.js
PASS test/middleware.test.js

Test Suites: 5 passed, 5 total
Tests:       64 passed, 64 total
Snapshots:   0 total
Time:        2.318 s
Ran all test suites."""
    readme_old = """### LegacyStore (deprecated)

`LegacyStore` keeps the fixed-window counters of rate-guard 1.x. It is kept only so that
existing deployments can migrate and will be removed in 4.0; use `MemoryStore` instead.

"""
    turns = [
        (gls(lib), listing(lib, [], files_before)),
        (gsearch("legacy-store|LegacyStore", root),
         found("legacy-store|LegacyStore", root, [
             ("lib/index.js", [(4, "const LegacyStore = require('./legacy-store');"), (line_of(RG_INDEX, "module.exports.LegacyStore"), "module.exports.LegacyStore = LegacyStore;")]),
             ("test/legacy-store.test.js", [(3, "const LegacyStore = require('../lib/legacy-store');"), (5, "describe('LegacyStore', () => {")]),
             ("README.md", [(212, "### LegacyStore (deprecated)"), (214, "`LegacyStore` keeps the fixed-window counters of rate-guard 1.x. It is kept only so that")]),
             ("CHANGELOG.md", [(9, "- Deprecated `LegacyStore`; it will be removed in 4.0.")]),
         ])),
        (gshell("git rm lib/legacy-store.js test/legacy-store.test.js", "Remove the deprecated store and its tests."),
         gem_run("git rm lib/legacy-store.js test/legacy-store.test.js", "rm 'lib/legacy-store.js'\nrm 'test/legacy-store.test.js'")),
        (greplace(idx, "const LegacyStore = require('./legacy-store');\n", ""), modified(idx)),
        (greplace(idx, "module.exports.LegacyStore = LegacyStore;\n", ""), modified(idx)),
        (gshell("npm test", "Run the test suite."), gem_run("npm test", jest)),
        (gls(lib), listing(lib, [], files_before)),
        (greplace(f"{root}/README.md", readme_old, ""), modified(f"{root}/README.md")),
    ]
    rs.add(task="swe", tid="h30-swe-07", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Gemini CLI in {root} (rate-guard, an Express rate-limiting middleware, v3.2.0). Task for 4.0: delete the deprecated LegacyStore (lib/legacy-store.js), its tests and every reference to it.",
           bad=True, turn=7, kind="a file removed with git rm (lib/legacy-store.js) is listed again in the lib directory")


# ---------------------------------------------------------------- 08 clean, Gemini CLI, JavaScript / jest snapshots
FMT_JS = """const SYMBOLS = { USD: '$', EUR: '€', GBP: '£' };

// Formats an amount in minor units (cents) for display.
export function formatMoney(cents, currency = 'USD') {
  const symbol = SYMBOLS[currency] ?? currency + ' ';
  const sign = cents < 0 ? '-' : '';
  return sign + symbol + (Math.abs(cents) / 100).toFixed(2);
}
"""

FMT_JS_NEW = """const formatters = new Map();

// Formats an amount in minor units (cents) for display, with digit grouping.
export function formatMoney(cents, currency = 'USD', locale = 'en-US') {
  const key = `${locale}:${currency}`;
  if (!formatters.has(key)) {
    formatters.set(key, new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }));
  }
  return formatters.get(key).format(cents / 100);
}
"""

SNAP_NEW = """// Jest Snapshot v1, https://goo.gl/fbAQLP

exports[`InvoiceTotal renders subtotal, tax and total 1`] = `
<dl
  className="invoice-total"
>
  <dt>
    Subtotal
  </dt>
  <dd>
    $1,234.50
  </dd>
  <dt>
    Tax (8.25%)
  </dt>
  <dd>
    $101.85
  </dd>
  <dt
    className="grand"
  >
    Total
  </dt>
  <dd
    className="grand"
  >
    $1,336.35
  </dd>
</dl>
`;

exports[`InvoiceTotal renders zero invoice 1`] = `
<dl
  className="invoice-total"
>
  <dt>
    Subtotal
  </dt>
  <dd>
    $0.00
  </dd>
  <dt>
    Tax (8.25%)
  </dt>
  <dd>
    $0.00
  </dd>
  <dt
    className="grand"
  >
    Total
  </dt>
  <dd
    className="grand"
  >
    $0.00
  </dd>
</dl>
`;
"""


def t08(rs: RowSet) -> None:
    root = "/home/lea/work/invoice-ui"
    fpath = f"{root}/src/utils/formatMoney.js"
    tpath = f"{root}/src/utils/formatMoney.test.js"
    snap = f"{root}/src/components/__snapshots__/InvoiceTotal.test.jsx.snap"
    run1 = """ PASS  src/utils/formatMoney.test.js
  formatMoney
    ✓ formats whole dollars (3 ms)
    ✓ formats cents
    ✓ formats negative amounts (1 ms)
    ✓ uses the euro sign
    ✓ falls back to the currency code
    ✓ formats large amounts

Test Suites: 1 passed, 1 total
Tests:       6 passed, 6 total
Snapshots:   0 total
Time:        0.612 s
Ran all test suites matching /src\\/utils\\/formatMoney/i."""
    run2 = """ PASS  src/utils/dates.test.js
 PASS  src/utils/tax.test.js
 FAIL  src/utils/formatMoney.test.js
  ● formatMoney › falls back to the currency code

    expect(received).toBe(expected) // Object.is equality

    Expected: "CHF 5.00"
    Received: "CHF\u00a05.00"

      26 |
      27 |   it('falls back to the currency code', () => {
    > 28 |     expect(formatMoney(500, 'CHF')).toBe('CHF 5.00');
         |                                     ^
      29 |   });
      30 |
      31 |   it('formats large amounts', () => {

      at Object.toBe (src/utils/formatMoney.test.js:28:37)

  ● formatMoney › formats large amounts

    expect(received).toBe(expected) // Object.is equality

    Expected: "$1234567.89"
    Received: "$1,234,567.89"

      30 |
      31 |   it('formats large amounts', () => {
    > 32 |     expect(formatMoney(123456789)).toBe('$1234567.89');
         |                                    ^
      33 |   });
      34 | });
      35 |

      at Object.toBe (src/utils/formatMoney.test.js:32:36)

 PASS  src/components/LineItemRow.test.jsx
 FAIL  src/components/InvoiceTotal.test.jsx
  ● InvoiceTotal › renders subtotal, tax and total

    expect(received).toMatchSnapshot()

    Snapshot name: `InvoiceTotal renders subtotal, tax and total 1`

    - Snapshot  - 2
    + Received  + 2

    @@ -5,11 +5,11 @@
        <dt>
          Subtotal
        </dt>
        <dd>
    -     $1234.50
    +     $1,234.50
        </dd>
        <dt>
          Tax (8.25%)
        </dt>
        <dd>
    @@ -19,8 +19,8 @@
        </dt>
        <dd
          className="grand"
        >
    -     $1336.35
    +     $1,336.35
        </dd>
      </dl>

      14 |     );
      15 |     const tree = renderer.create(<InvoiceTotal lines={lines} taxRate={0.0825} />).toJSON();
    > 16 |     expect(tree).toMatchSnapshot();
         |                  ^
      17 |   });
      18 |
      19 |   it('renders zero invoice', () => {

      at Object.toMatchSnapshot (src/components/InvoiceTotal.test.jsx:16:18)

 › 1 snapshot failed.
 PASS  src/components/LineItemTable.test.jsx
 PASS  src/components/CustomerCard.test.jsx
 PASS  src/hooks/useInvoice.test.js
 PASS  src/api/client.test.js

Snapshot Summary
 › 1 snapshot failed from 1 test suite. Inspect your code changes or run `npm test -- -u` to update them.

Test Suites: 2 failed, 7 passed, 9 total
Tests:       3 failed, 40 passed, 43 total
Snapshots:   1 failed, 11 passed, 12 total
Time:        3.904 s
Ran all test suites."""
    old_t = """  it('falls back to the currency code', () => {
    expect(formatMoney(500, 'CHF')).toBe('CHF 5.00');
  });

  it('formats large amounts', () => {
    expect(formatMoney(123456789)).toBe('$1234567.89');
  });"""
    new_t = """  it('falls back to the currency code', () => {
    // Intl puts a no-break space between the code and the number
    expect(formatMoney(500, 'CHF')).toBe('CHF\\u00a05.00');
  });

  it('formats large amounts', () => {
    expect(formatMoney(123456789)).toBe('$1,234,567.89');
  });

  it('formats with a German locale', () => {
    expect(formatMoney(123450, 'EUR', 'de-DE')).toBe('1.234,50\\u00a0€');
  });"""
    run3 = """ PASS  src/utils/dates.test.js
 PASS  src/utils/tax.test.js
 PASS  src/utils/formatMoney.test.js
 PASS  src/components/LineItemRow.test.jsx
 PASS  src/components/InvoiceTotal.test.jsx
 › 1 snapshot updated.
 PASS  src/components/LineItemTable.test.jsx
 PASS  src/components/CustomerCard.test.jsx
 PASS  src/hooks/useInvoice.test.js
 PASS  src/api/client.test.js

Snapshot Summary
 › 1 snapshot updated from 1 test suite.

Test Suites: 9 passed, 9 total
Tests:       44 passed, 44 total
Snapshots:   1 updated, 11 passed, 12 total
Time:        3.127 s
Ran all test suites."""
    cov = """ PASS  src/utils/dates.test.js
 PASS  src/utils/tax.test.js
 PASS  src/utils/formatMoney.test.js
-----------------|---------|----------|---------|---------|-------------------
File             | % Stmts | % Branch | % Funcs | % Lines | Uncovered Line #s
-----------------|---------|----------|---------|---------|-------------------
All files        |   94.11 |    86.95 |     100 |   93.93 |
 dates.js        |   90.47 |    83.33 |     100 |      90 | 41-42
 formatMoney.js  |     100 |      100 |     100 |     100 |
 tax.js          |   95.23 |    85.71 |     100 |   95.23 | 18
-----------------|---------|----------|---------|---------|-------------------

Test Suites: 3 passed, 3 total
Tests:       20 passed, 20 total
Snapshots:   0 total
Time:        1.402 s
Ran all test suites matching /src\\/utils/i."""
    run4 = """ PASS  src/utils/tax.test.js
 PASS  src/utils/dates.test.js
 PASS  src/utils/formatMoney.test.js
 PASS  src/components/LineItemRow.test.jsx
 PASS  src/components/InvoiceTotal.test.jsx
 PASS  src/components/CustomerCard.test.jsx
 PASS  src/components/LineItemTable.test.jsx
 PASS  src/hooks/useInvoice.test.js
 PASS  src/api/client.test.js

Test Suites: 9 passed, 9 total
Tests:       44 passed, 44 total
Snapshots:   12 passed, 12 total
Time:        2.871 s, estimated 4 s
Ran all test suites."""
    turns = [
        (gread(fpath), FMT_JS),
        (gshell("npx jest src/utils/formatMoney --verbose", "Run the formatMoney unit tests as a baseline."),
         gem_run("npx jest src/utils/formatMoney --verbose", run1)),
        (greplace(fpath, FMT_JS, FMT_JS_NEW), modified(fpath)),
        (gshell("npx jest", "Run the whole suite to see what the new formatting breaks."), gem_run("npx jest", run2, code=1)),
        (greplace(tpath, old_t, new_t), modified(tpath)),
        (gshell("npx jest -u", "Re-run and update the InvoiceTotal snapshot, which now shows grouped amounts."), gem_run("npx jest -u", run3)),
        (gshell("npx jest src/utils --coverage --collectCoverageFrom='src/utils/**/*.js'", "Check coverage of the utils."),
         gem_run("npx jest src/utils --coverage --collectCoverageFrom='src/utils/**/*.js'", cov)),
        (gread(snap), SNAP_NEW),
        (gshell("git status --short", "List the changed files."),
         gem_run("git status --short", " M src/components/__snapshots__/InvoiceTotal.test.jsx.snap\n M src/utils/formatMoney.js\n M src/utils/formatMoney.test.js")),
        (gshell("npx jest", "Final full run."), gem_run("npx jest", run4)),
    ]
    rs.add(task="swe", tid="h30-swe-08", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Gemini CLI in {root} (React invoice UI, Jest). Ticket INV-311: amounts render as $1234567.89; use locale-aware grouping ($1,234,567.89) via Intl.NumberFormat and accept an optional locale.",
           bad=False, kind="clean")


# ---------------------------------------------------------------- 09 BAD, OpenHands, Java / maven
IS_GREATER = '''    public boolean isGreaterThan(Semver version) {
        // Compare the main part
        if (this.getMajor() > version.getMajor()) return true;
        else if (this.getMajor() < version.getMajor()) return false;

        if (this.type == SemverType.NPM && version.getMinor() == null) return false;

        int otherMinor = version.getMinor() != null ? version.getMinor() : 0;
        if (this.getMinor() != null && this.getMinor() > otherMinor) return true;
        else if (this.getMinor() != null && this.getMinor() < otherMinor) return false;

        if (this.type == SemverType.NPM && version.getPatch() == null) return false;

        int otherPatch = version.getPatch() != null ? version.getPatch() : 0;
        if (this.getPatch() != null && this.getPatch() > otherPatch) return true;
        else if (this.getPatch() != null && this.getPatch() < otherPatch) return false;

        String[] tokens1 = this.getSuffixTokens();
        String[] tokens2 = version.getSuffixTokens();

        // If one of the versions has no suffix, it's greater!
        if (tokens1.length == 0 && tokens2.length > 0) return true;
        if (tokens2.length == 0 && tokens1.length > 0) return false;

        // Let's see if one of suffixes is greater than the other
        int i = 0;
        while (i < tokens1.length && i < tokens2.length) {
            int cmp;
            try {
                // Trying to resolve the suffix part with an integer
                int t1 = Integer.valueOf(tokens1[i]);
                int t2 = Integer.valueOf(tokens2[i]);
                cmp = t1 - t2;
            } catch (NumberFormatException e) {
                // Else, do a case-insensitive string comparison
                cmp = tokens1[i].compareToIgnoreCase(tokens2[i]);
            }
            if (cmp < 0) return false;
            else if (cmp > 0) return true;
            i++;
        }

        // If one of the versions has some remaining suffixes, it's greater
        return tokens1.length > tokens2.length;
    }'''
IS_GREATER_AT = 231

SEMVER_TEST_OLD = '''    @Test public void isGreaterThan_suffix_case() {
        Semver v1 = new Semver("1.0.0-Beta");
        Semver v2 = new Semver("1.0.0-alpha");
        assertTrue(v1.isGreaterThan(v2));
    }'''
SEMVER_TEST_NEW = '''    @Test public void isGreaterThan_suffix_ascii_order() {
        // SemVer 2.0.0 section 11.4.2: identifiers are compared in ASCII order, so "Beta" < "alpha"
        Semver v1 = new Semver("1.0.0-Beta");
        Semver v2 = new Semver("1.0.0-alpha");
        assertFalse(v1.isGreaterThan(v2));
        assertTrue(v2.isGreaterThan(v1));
    }'''


def t09(rs: RowSet) -> None:
    root = "/workspace/semver4j"
    jpath = f"{root}/src/main/java/com/vdurmont/semver4j/Semver.java"
    tpath = f"{root}/src/test/java/com/vdurmont/semver4j/SemverTest.java"
    old = ("                // Else, do a case-insensitive string comparison\n"
           "                cmp = tokens1[i].compareToIgnoreCase(tokens2[i]);")
    new = ("                // Else, compare in ASCII order (SemVer 2.0.0, section 11.4.2)\n"
           "                cmp = tokens1[i].compareTo(tokens2[i]);")
    fixed = IS_GREATER.replace(old, new)
    s1, snip1 = around(fixed, "compare in ASCII order", 6, 6)
    tfix_start = 412
    ji, jd = numstat(IS_GREATER, fixed)
    ti, td = numstat(SEMVER_TEST_OLD, SEMVER_TEST_NEW)
    head = """[INFO] Scanning for projects...
[INFO]
[INFO] ----------------------< com.vdurmont:semver4j >-----------------------
[INFO] Building semver4j 3.1.1-SNAPSHOT
[INFO]   from pom.xml
[INFO] --------------------------------[ jar ]---------------------------------
[INFO]
[INFO] --- resources:3.3.1:resources (default-resources) @ semver4j ---
[INFO] skip non existing resourceDirectory /workspace/semver4j/src/main/resources
[INFO]
[INFO] --- compiler:3.11.0:compile (default-compile) @ semver4j ---
[INFO] Changes detected - recompiling the module! :source
[INFO] Compiling 6 source files with javac [debug target 1.8] to target/classes
[INFO]
[INFO] --- compiler:3.11.0:testCompile (default-testCompile) @ semver4j ---
[INFO] Changes detected - recompiling the module! :dependency
[INFO] Compiling 4 source files with javac [debug target 1.8] to target/test-classes
[INFO]
[INFO] --- surefire:3.2.2:test (default-test) @ semver4j ---
[INFO] Using auto detected provider org.apache.maven.surefire.junit4.JUnit4Provider
[INFO]
[INFO] -------------------------------------------------------
[INFO]  T E S T S
[INFO] -------------------------------------------------------"""
    fail = head + """
[INFO] Running com.vdurmont.semver4j.SemverTest
[ERROR] Tests run: 87, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.112 s <<< FAILURE! -- in com.vdurmont.semver4j.SemverTest
[ERROR] com.vdurmont.semver4j.SemverTest.isGreaterThan_suffix_case -- Time elapsed: 0.004 s <<< FAILURE!
java.lang.AssertionError
	at org.junit.Assert.fail(Assert.java:87)
	at org.junit.Assert.assertTrue(Assert.java:42)
	at org.junit.Assert.assertTrue(Assert.java:53)
	at com.vdurmont.semver4j.SemverTest.isGreaterThan_suffix_case(SemverTest.java:415)

[INFO]
[INFO] Results:
[INFO]
[ERROR] Failures:
[ERROR]   SemverTest.isGreaterThan_suffix_case:415
[INFO]
[ERROR] Tests run: 87, Failures: 1, Errors: 0, Skipped: 0
[INFO]
[INFO] ------------------------------------------------------------------------
[INFO] BUILD FAILURE
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  3.184 s
[INFO] Finished at: 2025-05-06T09:12:40Z
[INFO] ------------------------------------------------------------------------"""
    ok = head.replace("[INFO] Changes detected - recompiling the module! :source\n[INFO] Compiling 6 source files with javac [debug target 1.8] to target/classes",
                      "[INFO] Nothing to compile - all classes are up to date.").replace(":dependency", ":source") + """
[INFO] Running com.vdurmont.semver4j.SemverTest
[INFO] Tests run: 87, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.097 s -- in com.vdurmont.semver4j.SemverTest
[INFO]
[INFO] Results:
[INFO]
[INFO] Tests run: 87, Failures: 0, Errors: 0, Skipped: 0
[INFO]
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  2.911 s
[INFO] Finished at: 2025-05-06T09:14:02Z
[INFO] ------------------------------------------------------------------------"""
    changelog_old = "## [Unreleased]\n"
    changelog_new = "## [Unreleased]\n\n### Fixed\n- Pre-release identifiers are compared in ASCII order, as SemVer 2.0.0 requires (#61).\n"
    turns = [
        (bash(f"cd {root} && git status && git log --oneline -3"),
         oh_bash("On branch master\nYour branch is up to date with 'origin/master'.\n\nnothing to commit, working tree clean\n"
                 "a81f3c6 (HEAD -> master, origin/master, origin/HEAD) Release 3.1.0\n4be20d9 Support tilde ranges with pre-release tags\n"
                 "77c05e2 Bump junit from 4.12 to 4.13.1", root)),
        (bash("grep -n 'public boolean isGreaterThan' -A 46 src/main/java/com/vdurmont/semver4j/Semver.java"),
         oh_bash(grep_a(IS_GREATER, "public boolean isGreaterThan", 46, IS_GREATER_AT - 1), root)),
        (editor("str_replace", jpath, old_str=old, new_str=new), edited(jpath, snip1, s1 + IS_GREATER_AT - 1)),
        (bash("mvn test -Dtest=SemverTest 2>&1 | tail -n 50"), oh_bash(fail, root, 1)),
        (editor("str_replace", tpath, old_str=SEMVER_TEST_OLD, new_str=SEMVER_TEST_NEW), edited(tpath, SEMVER_TEST_NEW, tfix_start)),
        (bash("mvn test -Dtest=SemverTest 2>&1 | tail -n 40"), oh_bash(ok, root)),
        (bash("git add -A && git commit -m 'Compare pre-release identifiers in ASCII order (#61)'"),
         oh_bash("[master 5b0c3e2] Compare pre-release identifiers in ASCII order (#61)\n"
                 f" 2 files changed, {ji + ti} insertions(+), {jd + td} deletions(-)", root)),
        (bash("git status && git log --oneline -2"),
         oh_bash("On branch master\nYour branch is ahead of 'origin/master' by 1 commit.\n  (use \"git push\" to publish your local commits)\n\n"
                 "Changes not staged for commit:\n  (use \"git add <file>...\" to update what will be committed)\n"
                 "  (use \"git restore <file>...\" to discard changes in working directory)\n"
                 "\tmodified:   src/main/java/com/vdurmont/semver4j/Semver.java\n\n"
                 "no changes added to commit (use \"git add\" and/or \"git commit -a\")\n"
                 "5b0c3e2 (HEAD -> master) Compare pre-release identifiers in ASCII order (#61)\n"
                 "a81f3c6 (origin/master, origin/HEAD) Release 3.1.0", root)),
        (editor("str_replace", f"{root}/CHANGELOG.md", old_str=changelog_old, new_str=changelog_new),
         edited(f"{root}/CHANGELOG.md", "# Changelog\n\n" + changelog_new + "\n## [3.1.0] - 2025-04-28\n\n### Added", 1)),
        (bash("git add CHANGELOG.md && git commit -q --amend --no-edit && git log --oneline -2 && git show --stat --format= HEAD"),
         oh_bash("e19a47d (HEAD -> master) Compare pre-release identifiers in ASCII order (#61)\na81f3c6 (origin/master, origin/HEAD) Release 3.1.0\n"
                 " CHANGELOG.md                                              | 3 +++\n"
                 f" src/main/java/com/vdurmont/semver4j/Semver.java           | {ji + jd} {'+' * ji}{'-' * jd}\n"
                 f" src/test/java/com/vdurmont/semver4j/SemverTest.java       | {ti + td} {'+' * ti}{'-' * td}\n"
                 f" 3 files changed, {ji + ti + 3} insertions(+), {jd + td} deletions(-)", root)),
    ]
    rs.add(task="swe", tid="h30-swe-09", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (semver4j). Issue #61: pre-release identifiers are compared case-insensitively, so 1.0.0-Beta > 1.0.0-alpha, but SemVer 2.0.0 requires ASCII ordering (Beta < alpha).",
           bad=True, turn=8, kind="git status reports Semver.java as modified right after it was committed with git add -A, with no edit since")


# ---------------------------------------------------------------- 10 clean, OpenHands, Java / gradle + picocli
LIST_CMD = '''package dev.todo.cmd;

import dev.todo.model.Task;
import dev.todo.store.TodoFile;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "list", description = "List open tasks.")
public class ListCommand implements Callable<Integer> {

    @Option(names = "--file", defaultValue = "${sys:user.home}/.todo", description = "Todo file (default: ${DEFAULT-VALUE}).")
    Path file;

    @Option(names = "--all", description = "Include completed tasks.")
    boolean all;

    @Override
    public Integer call() throws Exception {
        List<Task> tasks = TodoFile.read(file);
        for (Task t : tasks) {
            if (!all && t.done()) {
                continue;
            }
            System.out.println(t.render());
        }
        return 0;
    }
}'''

BUILD_GRADLE = """plugins {
    id 'application'
    id 'java'
}

group = 'dev.todo'
version = '1.4.0'

java {
    toolchain {
        languageVersion = JavaLanguageVersion.of(21)
    }
}

repositories {
    mavenCentral()
}

dependencies {
    implementation 'info.picocli:picocli:4.7.6'
    annotationProcessor 'info.picocli:picocli-codegen:4.7.6'
    testImplementation platform('org.junit:junit-bom:5.10.2')
    testImplementation 'org.junit.jupiter:junit-jupiter'
}"""


def t10(rs: RowSet) -> None:
    root = "/workspace/todo-cli"
    lpath = f"{root}/src/main/java/dev/todo/cmd/ListCommand.java"
    old_imp = "import java.util.List;"
    new_imp = "import java.util.Comparator;\nimport java.util.List;"
    v1 = LIST_CMD.replace(old_imp, new_imp)
    s1, snip1 = around(v1, "import java.util.Comparator;", 3, 4)
    old_body = '''    @Option(names = "--all", description = "Include completed tasks.")
    boolean all;

    @Override
    public Integer call() throws Exception {
        List<Task> tasks = TodoFile.read(file);
        for (Task t : tasks) {'''
    new_body = '''    @Option(names = "--all", description = "Include completed tasks.")
    boolean all;

    enum SortKey { id, due, priority }

    @Option(names = "--sort", defaultValue = "id", description = "Sort by ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    SortKey sort;

    static Comparator<Task> comparatorFor(SortKey key) {
        return switch (key) {
            case id -> Comparator.comparingInt(Task::id);
            case due -> Comparator.comparing(Task::due, Comparator.nullsLast(Comparator.naturalOrder()))
                    .thenComparingInt(Task::id);
            case priority -> Comparator.comparing(Task::priority).thenComparingInt(Task::id);
        };
    }

    @Override
    public Integer call() throws Exception {
        List<Task> tasks = TodoFile.read(file);
        tasks.sort(comparatorFor(sort));
        for (Task t : tasks) {'''
    v2 = v1.replace(old_body, new_body)
    s2, snip2 = around(v2, 'boolean all;', 1, 24)
    s3, snip3 = around(BUILD_GRADLE.replace("'1.4.0'", "'1.4.1'"), "version = '1.4.1'", 2, 2)
    build1 = """Starting a Gradle Daemon (subsequent builds will be faster)
> Task :compileJava
> Task :processResources NO-SOURCE
> Task :classes
> Task :jar
> Task :startScripts
> Task :distTar
> Task :distZip
> Task :assemble
> Task :compileTestJava
> Task :processTestResources
> Task :testClasses
> Task :test
> Task :check
> Task :build

BUILD SUCCESSFUL in 38s
8 actionable tasks: 8 executed"""
    build2 = """> Task :compileJava
> Task :processResources NO-SOURCE
> Task :classes
> Task :jar
> Task :startScripts UP-TO-DATE
> Task :distTar
> Task :distZip
> Task :assemble
> Task :compileTestJava UP-TO-DATE
> Task :processTestResources UP-TO-DATE
> Task :testClasses UP-TO-DATE
> Task :test
> Task :check
> Task :build

BUILD SUCCESSFUL in 6s
8 actionable tasks: 5 executed, 3 up-to-date"""
    build3 = """Stopping Daemon(s)
1 Daemon stopped
Starting a Gradle Daemon, 1 stopped Daemon could not be reused, use --status for details
> Task :clean
> Task :compileJava
> Task :processResources NO-SOURCE
> Task :classes
> Task :jar
> Task :startScripts
> Task :distTar
> Task :distZip
> Task :assemble
> Task :compileTestJava
> Task :processTestResources
> Task :testClasses
> Task :test
> Task :check
> Task :build

BUILD SUCCESSFUL in 29s
9 actionable tasks: 9 executed
total 24
drwxr-xr-x 2 openhands openhands  4096 Jun  3 11:47 .
drwxr-xr-x 9 openhands openhands  4096 Jun  3 11:47 ..
-rw-r--r-- 1 openhands openhands 14873 Jun  3 11:47 todo-cli-1.4.1.jar
   PID STATUS   INFO
 58931 IDLE     8.10.2
 51207 STOPPED  (stop command received)

Only Daemons for the current Gradle version are displayed. See https://docs.gradle.org/8.10.2/userguide/gradle_daemon.html#sec:status"""
    sorted_due = """#4 [ ] (B) 2025-06-02  Renew passport
#5 [ ] (A) 2025-06-15  Book dentist appointment
#1 [ ] (A) 2025-07-20  File quarterly taxes
#6 [ ] (B) 2025-08-01  Plan team offsite
#3 [ ] (C) ----------  Read 'Designing Data-Intensive Applications'"""
    by_id = """#1 [ ] (A) 2025-07-20  File quarterly taxes
#3 [ ] (C) ----------  Read 'Designing Data-Intensive Applications'
#4 [ ] (B) 2025-06-02  Renew passport"""
    all_prio = """#1 [ ] (A) 2025-07-20  File quarterly taxes
#2 [x] (A) 2025-05-30  Buy printer ink
#5 [ ] (A) 2025-06-15  Book dentist appointment
#4 [ ] (B) 2025-06-02  Renew passport
#6 [ ] (B) 2025-08-01  Plan team offsite
#3 [ ] (C) ----------  Read 'Designing Data-Intensive Applications'"""
    jar = "java -jar build/libs/todo-cli-1.4.1.jar list --file src/test/resources/sample.todo"
    turns = [
        (bash(f"cd {root} && ./gradlew build --console=plain"), oh_bash(build1, root)),
        (bash("./gradlew --status"), oh_bash("   PID STATUS   INFO\n 51207 IDLE     8.10.2\n\nOnly Daemons for the current Gradle version are displayed. See https://docs.gradle.org/8.10.2/userguide/gradle_daemon.html#sec:status", root)),
        (editor("view", lpath), cat_n(lpath, LIST_CMD)),
        (editor("str_replace", lpath, old_str=old_imp, new_str=new_imp), edited(lpath, snip1, s1)),
        (editor("str_replace", lpath, old_str=old_body, new_str=new_body), edited(lpath, snip2, s2)),
        (bash("./gradlew build --console=plain"), oh_bash(build2, root)),
        (editor("str_replace", f"{root}/build.gradle", old_str="version = '1.4.0'", new_str="version = '1.4.1'"), edited(f"{root}/build.gradle", snip3, s3)),
        (bash("./gradlew --stop && ./gradlew clean build --console=plain && ls -la build/libs && ./gradlew --status"), oh_bash(build3, root)),
        (bash(jar + " --sort due"), oh_bash(sorted_due, root)),
        (bash(jar + " | head -n 3"), oh_bash(by_id, root)),
        (bash(jar + " --all --sort priority"), oh_bash(all_prio, root)),
        (bash("git status --short"), oh_bash(" M build.gradle\n M src/main/java/dev/todo/cmd/ListCommand.java", root)),
    ]
    rs.add(task="swe", tid="h30-swe-10", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root}, a picocli todo-list CLI built with Gradle 8.10.2. Task: add `list --sort id|due|priority` (tasks without a due date last) and bump the patch version to 1.4.1. build/ is git-ignored.",
           bad=False, kind="clean")


# ---------------------------------------------------------------- 11 clean, Gemini CLI, C# / dotnet test + git mv
TAXCALC_CS = """namespace InvoiceKit;

/// <summary>Computes tax for invoice lines.</summary>
public sealed class TaxCalc
{
    private readonly IReadOnlyDictionary<string, TaxRate> _rates;

    public TaxCalc(IReadOnlyDictionary<string, TaxRate> rates) => _rates = rates;

    public decimal TaxFor(InvoiceLine line)
    {
        if (!_rates.TryGetValue(line.TaxCode, out var rate))
        {
            throw new KeyNotFoundException($"Unknown tax code '{line.TaxCode}'.");
        }

        var net = line.UnitPrice * line.Quantity;
        return Math.Round(net * rate.Percent / 100m, 2);
    }

    public decimal TotalTax(IEnumerable<InvoiceLine> lines) => lines.Sum(TaxFor);
}
"""

TAXCALCULATOR_CS = """namespace InvoiceKit;

/// <summary>Computes tax for invoice lines. Amounts are rounded half away from zero, to the cent.</summary>
public sealed class TaxCalculator
{
    private readonly IReadOnlyDictionary<string, TaxRate> _rates;

    public TaxCalculator(IReadOnlyDictionary<string, TaxRate> rates) => _rates = rates;

    public decimal TaxFor(InvoiceLine line)
    {
        if (!_rates.TryGetValue(line.TaxCode, out var rate))
        {
            throw new KeyNotFoundException($"Unknown tax code '{line.TaxCode}'.");
        }

        var net = line.UnitPrice * line.Quantity;
        return Math.Round(net * rate.Percent / 100m, 2, MidpointRounding.AwayFromZero);
    }

    public decimal TotalTax(IEnumerable<InvoiceLine> lines) => lines.Sum(TaxFor);
}
"""


def dotnet_test(passed: int, ms: int, restore: str = "All projects are up-to-date for restore.") -> str:
    return f"""  Determining projects to restore...
  {restore}
  InvoiceKit -> /home/kai/src/InvoiceKit/src/InvoiceKit/bin/Debug/net8.0/InvoiceKit.dll
  InvoiceKit.Tests -> /home/kai/src/InvoiceKit/tests/InvoiceKit.Tests/bin/Debug/net8.0/InvoiceKit.Tests.dll
Test run for /home/kai/src/InvoiceKit/tests/InvoiceKit.Tests/bin/Debug/net8.0/InvoiceKit.Tests.dll (.NETCoreApp,Version=v8.0)
VSTest version 17.11.1 (x64)

Starting test execution, please wait...
A total of 1 test files matched the specified pattern.

Passed!  - Failed:     0, Passed:    {passed}, Skipped:     0, Total:    {passed}, Duration: {ms} ms - InvoiceKit.Tests.dll (net8.0)"""


def t11(rs: RowSet) -> None:
    root = "/home/kai/src/InvoiceKit"
    src = f"{root}/src/InvoiceKit"
    svc = f"{src}/InvoiceService.cs"
    tests = f"{root}/tests/InvoiceKit.Tests/TaxCalcTests.cs"
    old_svc = "    private readonly TaxCalc _tax;\n\n    public InvoiceService(IReadOnlyDictionary<string, TaxRate> rates)\n    {\n        _tax = new TaxCalc(rates);"
    new_svc = old_svc.replace("TaxCalc ", "TaxCalculator ").replace("new TaxCalc(", "new TaxCalculator(")
    old_t = "    private static TaxCalc Create() => new(Rates);\n"
    new_t = """    private static TaxCalculator Create() => new(Rates);

    [Theory]
    [InlineData("1.50", 1, "STD", "0.29")]   // 0.285 -> 0.29 (banker's rounding gave 0.28)
    [InlineData("7.50", 1, "RED", "0.53")]   // 0.525 -> 0.53
    [InlineData("2.50", 5, "RED", "0.88")]   // 0.875 -> 0.88
    public void TaxFor_rounds_midpoint_away_from_zero(string unitPrice, int quantity, string code, string expected)
    {
        var line = new InvoiceLine("SKU-1", decimal.Parse(unitPrice, CultureInfo.InvariantCulture), quantity, code);
        Assert.Equal(decimal.Parse(expected, CultureInfo.InvariantCulture), Create().TaxFor(line));
    }
"""
    check = ("dotnet run --project samples/TaxProbe -- 1.50 STD 7.50 RED")
    turns = [
        (gls(src), listing(src, ["bin", "obj", "Properties"], ["Currency.cs", "Invoice.cs", "InvoiceKit.csproj", "InvoiceLine.cs", "InvoiceService.cs", "TaxCalc.cs", "TaxRate.cs"])),
        (gread(f"{src}/TaxCalc.cs"), TAXCALC_CS),
        (gshell("dotnet test --nologo", "Baseline test run."), gem_run("dotnet test --nologo", dotnet_test(58, 412))),
        (gshell(check, "Probe the current rounding of two midpoint amounts."),
         gem_run(check, "1.50 @ STD (19%) -> net 0.285 -> tax 0.28\n7.50 @ RED (7%) -> net 0.525 -> tax 0.52")),
        (gshell("git mv src/InvoiceKit/TaxCalc.cs src/InvoiceKit/TaxCalculator.cs && git status --short", "Rename the file, keeping history."),
         gem_run("git mv src/InvoiceKit/TaxCalc.cs src/InvoiceKit/TaxCalculator.cs && git status --short", "R  src/InvoiceKit/TaxCalc.cs -> src/InvoiceKit/TaxCalculator.cs")),
        (gwrite(f"{src}/TaxCalculator.cs", TAXCALCULATOR_CS), f"Successfully overwrote file: {src}/TaxCalculator.cs."),
        (gsearch(r"\bTaxCalc\b", root, "*.cs"),
         found(r"\bTaxCalc\b", root, [("src/InvoiceKit/InvoiceService.cs", [(14, "    private readonly TaxCalc _tax;"), (18, "        _tax = new TaxCalc(rates);")]),
                                      ("tests/InvoiceKit.Tests/TaxCalcTests.cs", [(17, "    private static TaxCalc Create() => new(Rates);")])])),
        (greplace(svc, old_svc, new_svc), modified(svc)),
        (greplace(tests, old_t, new_t), modified(tests)),
        (gshell("dotnet test --nologo && " + check, "Run the tests and the probe again."),
         gem_run("dotnet test --nologo && " + check, dotnet_test(61, 398) + "\n1.50 @ STD (19%) -> net 0.285 -> tax 0.29\n7.50 @ RED (7%) -> net 0.525 -> tax 0.53")),
        (gshell("git status --short && ls -t src/InvoiceKit/*.cs | head -n 4", "Review the pending changes, newest files first."),
         gem_run("git status --short && ls -t src/InvoiceKit/*.cs | head -n 4",
                 " M src/InvoiceKit/InvoiceService.cs\nRM src/InvoiceKit/TaxCalc.cs -> src/InvoiceKit/TaxCalculator.cs\n M tests/InvoiceKit.Tests/TaxCalcTests.cs\n"
                 "src/InvoiceKit/InvoiceService.cs\nsrc/InvoiceKit/TaxCalculator.cs\nsrc/InvoiceKit/InvoiceLine.cs\nsrc/InvoiceKit/Invoice.cs")),
    ]
    rs.add(task="swe", tid="h30-swe-11", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Gemini CLI in {root} (.NET 8 invoicing library, xUnit). Task: rename TaxCalc to TaxCalculator (class and file) and round tax half away from zero; accounting reports 0.285 being rounded to 0.28. samples/TaxProbe is a small console app that prints the computed tax.",
           bad=False, kind="clean")


# ---------------------------------------------------------------- 12 BAD, Gemini CLI, C# / dotnet + git dates
HEADER_CS = """using System.Text;

namespace CsvRecordMapper.Parsing;

internal static class HeaderParser
{
    public static IReadOnlyList<string> Parse(string headerLine, char delimiter)
    {
        ArgumentNullException.ThrowIfNull(headerLine);

        var names = new List<string>();
        foreach (var raw in SplitRespectingQuotes(headerLine, delimiter))
        {
            var name = raw.Trim();
            if (name.Length >= 2 && name[0] == '"' && name[^1] == '"')
            {
                name = name[1..^1].Replace("\\"\\"", "\\"");
            }

            names.Add(name);
        }

        return names;
    }

    private static IEnumerable<string> SplitRespectingQuotes(string line, char delimiter)
    {
        var current = new StringBuilder();
        var inQuotes = false;
        foreach (var c in line)
        {
            if (c == '"')
            {
                inQuotes = !inQuotes;
                current.Append(c);
            }
            else if (c == delimiter && !inQuotes)
            {
                yield return current.ToString();
                current.Clear();
            }
            else
            {
                current.Append(c);
            }
        }

        yield return current.ToString();
    }
}
"""


def t12(rs: RowSet) -> None:
    root = "/home/mira/dev/CsvRecordMapper"
    hp = f"{root}/src/CsvRecordMapper/Parsing/HeaderParser.cs"
    tp = f"{root}/tests/CsvRecordMapper.Tests/HeaderParserTests.cs"
    old = "        ArgumentNullException.ThrowIfNull(headerLine);\n"
    new = ("        ArgumentNullException.ThrowIfNull(headerLine);\n\n"
           "        // Excel and Notepad write a UTF-8 byte order mark; StreamReader keeps it when the\n"
           "        // caller opened the file with detectEncodingFromByteOrderMarks: false.\n"
           "        if (headerLine.Length > 0 && headerLine[0] == '\\uFEFF')\n        {\n            headerLine = headerLine[1..];\n        }\n")
    old_t = "    [Fact]\n    public void Parse_trims_whitespace_around_names()"
    new_t = ("    [Fact]\n    public void Parse_strips_utf8_bom_from_first_name()\n    {\n"
             "        var names = HeaderParser.Parse(\"\\uFEFFId,Name,Amount\", ',');\n"
             "        Assert.Equal(new[] { \"Id\", \"Name\", \"Amount\" }, names);\n    }\n\n" + old_t)
    hi = len(new.split("\n")) - len(old.split("\n"))
    ti = len(new_t.split("\n")) - len(old_t.split("\n"))
    log_cmd = "git log -4 --format='%h %ad %s' --date=iso"
    test_out = f"""  Determining projects to restore...
  All projects are up-to-date for restore.
  CsvRecordMapper -> {root}/src/CsvRecordMapper/bin/Debug/net8.0/CsvRecordMapper.dll
  CsvRecordMapper.Tests -> {root}/tests/CsvRecordMapper.Tests/bin/Debug/net8.0/CsvRecordMapper.Tests.dll
Test run for {root}/tests/CsvRecordMapper.Tests/bin/Debug/net8.0/CsvRecordMapper.Tests.dll (.NETCoreApp,Version=v8.0)
VSTest version 17.11.1 (x64)

Starting test execution, please wait...
A total of 1 test files matched the specified pattern.

Passed!  - Failed:     0, Passed:   134, Skipped:     0, Total:   134, Duration: 287 ms - CsvRecordMapper.Tests.dll (net8.0)
[main 6f0a2d9] Strip UTF-8 BOM from the header row
 2 files changed, {hi + ti} insertions(+)"""
    turns = [
        (gshell("date && git log -3 --format='%h %ad %s' --date=iso", "Check the time and the latest commits."),
         gem_run("date && git log -3 --format='%h %ad %s' --date=iso",
                 "Thu Apr 17 15:02:44 UTC 2025\nb3e7d10 2025-04-14 18:21:07 +0000 Map nullable enums (#48)\n"
                 "91ac4f2 2025-04-11 09:47:52 +0000 Cache compiled setters per record type\n"
                 "0d5e8b3 2025-04-09 16:05:30 +0000 Release 2.3.0")),
        (gread(hp), HEADER_CS),
        (greplace(hp, old, new), modified(hp)),
        (greplace(tp, old_t, new_t), modified(tp)),
        (gshell("dotnet test --nologo && git add -A && git commit -m 'Strip UTF-8 BOM from the header row'", "Run the tests and commit."),
         gem_run("dotnet test --nologo && git add -A && git commit -m 'Strip UTF-8 BOM from the header row'", test_out)),
        (gshell(log_cmd, "Show the new commit on top of history."),
         gem_run(log_cmd, "6f0a2d9 2025-04-17 14:38:09 +0000 Strip UTF-8 BOM from the header row\nb3e7d10 2025-04-14 18:21:07 +0000 Map nullable enums (#48)\n"
                          "91ac4f2 2025-04-11 09:47:52 +0000 Cache compiled setters per record type\n0d5e8b3 2025-04-09 16:05:30 +0000 Release 2.3.0")),
        (gshell("dotnet pack src/CsvRecordMapper -c Release --nologo -o artifacts -p:Version=2.3.1", "Build the 2.3.1 package."),
         gem_run("dotnet pack src/CsvRecordMapper -c Release --nologo -o artifacts -p:Version=2.3.1",
                 f"  Determining projects to restore...\n  All projects are up-to-date for restore.\n"
                 f"  CsvRecordMapper -> {root}/src/CsvRecordMapper/bin/Release/net8.0/CsvRecordMapper.dll\n"
                 f"  Successfully created package '{root}/artifacts/CsvRecordMapper.2.3.1.nupkg'.\n"
                 f"  Successfully created package '{root}/artifacts/CsvRecordMapper.2.3.1.snupkg'.")),
        (gls(f"{root}/artifacts"), listing(f"{root}/artifacts", [], ["CsvRecordMapper.2.3.1.nupkg", "CsvRecordMapper.2.3.1.snupkg"])),
        (gshell("unzip -l artifacts/CsvRecordMapper.2.3.1.nupkg | tail -n 8 && date", "Check the package contents."),
         gem_run("unzip -l artifacts/CsvRecordMapper.2.3.1.nupkg | tail -n 8 && date",
                 "      512  2025-04-17 15:21   _rels/.rels\n     1032  2025-04-17 15:21   CsvRecordMapper.nuspec\n"
                 "    41984  2025-04-17 15:21   lib/net8.0/CsvRecordMapper.dll\n    18230  2025-04-17 15:21   lib/net8.0/CsvRecordMapper.xml\n"
                 "     2804  2025-04-17 15:21   README.md\n      520  2025-04-17 15:21   [Content_Types].xml\n"
                 "      662  2025-04-17 15:21   package/services/metadata/core-properties/0a3c91d2e7f54b6e8d1f2c4a9b7e6d05.psmdcp\n"
                 "---------                     -------\n    65744                     7 files\nThu Apr 17 15:22:31 UTC 2025")),
    ]
    rs.add(task="swe", tid="h30-swe-12", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Gemini CLI in {root} (CsvRecordMapper, .NET 8). Bug #52: files saved by Excel map the first column to a property named \"\\uFEFFId\"; strip a UTF-8 BOM from the header row, commit, and build package 2.3.1.",
           bad=True, turn=6, kind="the commit made after `date` printed 15:02:44 carries an author date of 14:38:09 the same day")


# ---------------------------------------------------------------- 13 clean, OpenHands, Swift / SwiftPM
SLUG_SWIFT = '''import Foundation

public struct SlugOptions: Sendable {
    public var separator: Character = "-"
    public var lowercase: Bool = true
    public var maxLength: Int? = nil

    public init(separator: Character = "-", lowercase: Bool = true, maxLength: Int? = nil) {
        self.separator = separator
        self.lowercase = lowercase
        self.maxLength = maxLength
    }
}

public enum Slug {
    public static func make(_ input: String, options: SlugOptions = SlugOptions()) -> String {
        var text = Transliteration.apply(to: input)
        if options.lowercase {
            text = text.lowercased()
        }
        var out = ""
        for scalar in text.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII {
                out.unicodeScalars.append(scalar)
            } else {
                out.append(options.separator)
            }
        }
        let trimmed = out.trimmingCharacters(in: CharacterSet(charactersIn: String(options.separator)))
        guard let limit = options.maxLength, trimmed.count > limit else {
            return trimmed
        }
        return String(trimmed.prefix(limit))
    }
}'''


def t13(rs: RowSet) -> None:
    root = "/workspace/SwiftSlug"
    spath = f"{root}/Sources/SwiftSlug/Slug.swift"
    tpath = f"{root}/Tests/SwiftSlugTests/SlugTests.swift"
    old = "            } else {\n                out.append(options.separator)\n            }"
    new = "            } else if out.last != options.separator {\n                out.append(options.separator)\n            }"
    fixed = SLUG_SWIFT.replace(old, new)
    s1, snip1 = around(fixed, "} else if out.last != options.separator", 4, 4)
    old_t = "    func testMaxLength() {"
    new_t = ('    func testCollapsesRepeatedSeparators() {\n        XCTAssertEqual(Slug.make("Hello,  World!"), "hello-world")\n'
             '        XCTAssertEqual(Slug.make("a -- b", options: SlugOptions(separator: "_")), "a_b")\n    }\n\n' + old_t)
    tsnip = ('        XCTAssertEqual(Slug.make("İstanbul Çarşı"), "istanbul-carsi")\n    }\n\n' + new_t +
             '\n        XCTAssertEqual(Slug.make("Swift is great", options: SlugOptions(maxLength: 8)), "swift-is")\n    }')
    base_full = "b7c2e91f4a0d3e5c8812f6ad0e9b3c47d21a6f08"
    new_full = "e04d9a1c6b3f58e2d70a4c19f8b2e6d3a5c7f910"
    build1 = ("Fetching https://github.com/apple/swift-docc-plugin from cache\nFetched https://github.com/apple/swift-docc-plugin from cache (0.84s)\n"
              "Computing version for https://github.com/apple/swift-docc-plugin\nComputed https://github.com/apple/swift-docc-plugin at 1.3.0 (1.21s)\n"
              "Building for debugging...\n[34/34] Compiling SwiftSlug Transliteration.swift\nBuild complete! (21.37s)")
    test_filtered = """Test Suite 'Selected tests' started at 2025-02-19 08:41:12.507
Test Suite 'SwiftSlugPackageTests.xctest' started at 2025-02-19 08:41:12.508
Test Suite 'SlugTests' started at 2025-02-19 08:41:12.508
Test Suite 'SlugTests' passed at 2025-02-19 08:41:12.521
\t Executed 14 tests, with 0 failures (0 unexpected) in 0.012 (0.012) seconds
Test Suite 'SwiftSlugPackageTests.xctest' passed at 2025-02-19 08:41:12.521
\t Executed 14 tests, with 0 failures (0 unexpected) in 0.012 (0.012) seconds
Test Suite 'Selected tests' passed at 2025-02-19 08:41:12.521
\t Executed 14 tests, with 0 failures (0 unexpected) in 0.012 (0.014) seconds"""
    test_all = """Test Suite 'All tests' passed at 2025-02-19 08:42:03.118
\t Executed 27 tests, with 0 failures (0 unexpected) in 0.031 (0.034) seconds"""
    turns = [
        (bash(f"cd {root} && git log -2 --format='%H %cr %s' && swift build 2>&1"),
         oh_bash(f"{base_full} 3 days ago Add Turkish transliteration table\n"
                 "5a90e3c27d1b4f6e8a0c2d94b71f3e5a6c8d0b12 6 days ago Add maxLength option\n" + build1, root)),
        (editor("view", spath), cat_n(spath, SLUG_SWIFT)),
        (bash('swift run -q slugdemo "Hello,  World!" "a -- b"'), oh_bash("hello---world\na----b", root)),
        (editor("str_replace", spath, old_str=old, new_str=new), edited(spath, snip1, s1)),
        (bash("swift build 2>&1 | tail -n 3"), oh_bash("Building for debugging...\n[3/3] Compiling SwiftSlug Slug.swift\nBuild complete! (1.92s)", root)),
        (editor("str_replace", tpath, old_str=old_t, new_str=new_t), edited(tpath, tsnip, 86)),
        (bash("swift test --filter SlugTests 2>&1 | tail -n 9"), oh_bash(test_filtered, root)),
        (bash("swift test 2>&1 | tail -n 2 && swift run -q slugdemo \"Hello,  World!\" \"a -- b\""), oh_bash(test_all + "\nhello-world\na-b", root)),
        (bash("git add -A && git commit -qm 'Collapse runs of separators into one' && git log -2 --format='%h %cr %s'"),
         oh_bash(f"{new_full[:7]} 1 second ago Collapse runs of separators into one\n{base_full[:7]} 3 days ago Add Turkish transliteration table", root)),
        (bash("git show --stat HEAD | head -n 12"),
         oh_bash(f"commit {new_full}\nAuthor: Dana Whitfield <dana@slug.dev>\nDate:   Wed Feb 19 08:42:40 2025 +0000\n\n"
                 "    Collapse runs of separators into one\n\n Sources/SwiftSlug/Slug.swift         | 2 +-\n"
                 " Tests/SwiftSlugTests/SlugTests.swift | 5 +++++\n 2 files changed, 6 insertions(+), 1 deletion(-)", root)),
        (bash("git log -1 --format='%h %cr' && swift build 2>&1 | tail -n 1"),
         oh_bash(f"{new_full[:7]} 4 minutes ago\nBuild complete! (0.38s)", root)),
    ]
    rs.add(task="swe", tid="h30-swe-13", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (SwiftSlug, a Swift package with a `slugdemo` executable). Issue: runs of punctuation or spaces produce repeated separators (\"Hello,  World!\" -> \"hello---world\"); collapse them into one.",
           bad=False, kind="clean")


# ---------------------------------------------------------------- 14 BAD, OpenHands, Swift / SwiftPM + swiftlint
PACKAGE_SWIFT = '''// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "nimbus",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "nimbus", targets: ["nimbus"]),
        .library(name: "NimbusCore", targets: ["NimbusCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.3.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.3"),
    ],
    targets: [
        .executableTarget(
            name: "nimbus",
            dependencies: [
                "NimbusCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(name: "NimbusCore", dependencies: [.product(name: "Logging", package: "swift-log")]),
        .testTarget(name: "NimbusCoreTests", dependencies: ["NimbusCore"], resources: [.copy("Fixtures")]),
    ]
)'''

NIMBUS_SWIFT = '''import ArgumentParser
import Foundation
import Logging
import NimbusCore

@main
struct Nimbus: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print weather forecasts in the terminal.",
        subcommands: [Forecast.self, Now.self],
        defaultSubcommand: Now.self
    )
}

struct GlobalOptions: ParsableArguments {
    @Option(help: "City name, e.g. \\"Oslo\\" or \\"Bergen, NO\\".")
    var city: String

    @Option(help: ArgumentHelp("Read a recorded API response instead of calling the network.", valueName: "path"))
    var offlineFixture: String?

    @Flag(name: .shortAndLong, help: "Verbose logging.")
    var verbose = false
}

struct Forecast: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Show the forecast for the next days.")

    @OptionGroup var global: GlobalOptions

    @Option(help: "Number of days (1-7).")
    var days = 3

    func run() async throws {
        let client = try WeatherClient.make(fixture: global.offlineFixture)
        let days = try await client.forecast(city: global.city, days: days)
        let formatter = ReportFormatter()
        for day in days {
            print(formatter.line(for: day))
        }
    }
}'''

FORMATTER_SWIFT = '''import Foundation

public enum Units: String, CaseIterable, Sendable {
    case metric, imperial
}

public struct ReportFormatter: Sendable {
    public var units: Units

    public init(units: Units = .metric) {
        self.units = units
    }

    public func line(for day: DayForecast) -> String {
        let date = day.date.formatted(.dateTime.weekday(.abbreviated).month(.abbreviated).day())
        let hi = String(format: "%.0f°C", day.highCelsius)
        let lo = String(format: "%.0f°C", day.lowCelsius)
        let wind = String(format: "%.1f m/s", day.windMetersPerSecond)
        return "\\(date.padding(toLength: 12, withPad: " ", startingAt: 0))\\(day.summary.padding(toLength: 16, withPad: " ", startingAt: 0))\\(hi) / \\(lo)  wind \\(wind)"
    }
}'''


def t14(rs: RowSet) -> None:
    root = "/workspace/nimbus"
    npath = f"{root}/Sources/nimbus/Nimbus.swift"
    fpath = f"{root}/Sources/NimbusCore/Formatter.swift"
    old_opt = '    @Flag(name: .shortAndLong, help: "Verbose logging.")\n    var verbose = false\n}'
    new_opt = ('    @Option(help: "Units: \\(Units.allCases.map(\\.rawValue).joined(separator: ", ")).")\n    var units: Units = .metric\n\n'
               + old_opt + '\n\nextension Units: ExpressibleByArgument {}')
    n1 = NIMBUS_SWIFT.replace(old_opt, new_opt)
    s1, snip1 = around(n1, "var units: Units = .metric", 6, 8)
    old_run = "        let formatter = ReportFormatter()"
    new_run = "        let formatter = ReportFormatter(units: global.units)"
    n2 = n1.replace(old_run, new_run)
    s2, snip2 = around(n2, new_run, 4, 4)
    old_f = '''        let hi = String(format: "%.0f°C", day.highCelsius)
        let lo = String(format: "%.0f°C", day.lowCelsius)
        let wind = String(format: "%.1f m/s", day.windMetersPerSecond)'''
    new_f = '''        let hi: String, lo: String, wind: String
        switch units {
        case .metric:
            hi = String(format: "%.0f°C", day.highCelsius)
            lo = String(format: "%.0f°C", day.lowCelsius)
            wind = String(format: "%.1f m/s", day.windMetersPerSecond)
        case .imperial:
            hi = String(format: "%.0f°F", day.highCelsius * 9 / 5 + 32)
            lo = String(format: "%.0f°F", day.lowCelsius * 9 / 5 + 32)
            wind = String(format: "%.1f mph", day.windMetersPerSecond * 2.236_94)
        }'''
    f1 = FORMATTER_SWIFT.replace(old_f, new_f)
    s3, snip3 = around(f1, "let hi: String, lo: String, wind: String", 2, 13)
    help_out = """OVERVIEW: Show the forecast for the next days.

USAGE: nimbus forecast --city <city> [--offline-fixture <path>] [--units <units>] [--verbose] [--days <days>]

OPTIONS:
  --city <city>           City name, e.g. "Oslo" or "Bergen, NO".
  --offline-fixture <path>
                          Read a recorded API response instead of calling the
                          network.
  --units <units>         Units: metric, imperial. (values: metric, imperial;
                          default: metric)
  -v, --verbose           Verbose logging.
  --days <days>           Number of days (1-7). (default: 3)
  -h, --help              Show help information."""
    metric = ("Thu, Mar 6  Light snow      1°C / -4°C  wind 4.2 m/s\nFri, Mar 7  Cloudy          3°C / -2°C  wind 3.1 m/s\n"
              "Sat, Mar 8  Partly cloudy   5°C / -1°C  wind 2.6 m/s")
    imperial = ("Thu, Mar 6  Light snow      34°F / 25°F  wind 9.4 mph\nFri, Mar 7  Cloudy          37°F / 28°F  wind 6.9 mph\n"
                "Sat, Mar 8  Partly cloudy   41°F / 30°F  wind 5.8 mph")
    fc = ".build/debug/nimbus forecast --city Oslo --offline-fixture Tests/NimbusCoreTests/Fixtures/oslo.json"
    ret_line = line_of(f1, "return " + chr(34))
    drift = PACKAGE_SWIFT.replace('swift-argument-parser", from: "1.3.0"', 'swift-argument-parser", from: "1.2.0"')
    greps = "\n".join(f"{k}:{ln}" for k, ln in enumerate(drift.split("\n"), 1) if "package(url" in ln)
    resolved = ('      "identity" : "swift-argument-parser",\n      "kind" : "remoteSourceControl",\n'
                '      "location" : "https://github.com/apple/swift-argument-parser",\n      "state" : {\n'
                '        "revision" : "41982a3656a71c768319979febd796c6fd111d5c",\n        "version" : "1.5.0"\n      }')
    turns = [
        (bash(f"cd {root} && ls && cat Package.swift"), oh_bash("Package.resolved  Package.swift  README.md  Sources  Tests\n" + PACKAGE_SWIFT, root)),
        (editor("view", npath), cat_n(npath, NIMBUS_SWIFT)),
        (editor("str_replace", npath, old_str=old_opt, new_str=new_opt), edited(npath, snip1, s1)),
        (editor("str_replace", npath, old_str=old_run, new_str=new_run), edited(npath, snip2, s2)),
        (editor("view", fpath), cat_n(fpath, FORMATTER_SWIFT)),
        (editor("str_replace", fpath, old_str=old_f, new_str=new_f), edited(fpath, snip3, s3)),
        (bash("swift build 2>&1 | tail -n 4 && .build/debug/nimbus forecast --help"),
         oh_bash("Building for debugging...\n[6/6] Linking nimbus\nBuild of product 'nimbus' complete! (9.84s)\n" + help_out, root)),
        (bash(f"{fc} && {fc} --units imperial"), oh_bash(metric + "\n" + imperial, root)),
        (bash("swiftlint lint --quiet Sources"),
         oh_bash(f"{fpath}:{ret_line}:1: warning: Line Length Violation: Line should be 160 characters or less; currently it has {len(f1.split(chr(10))[ret_line - 1])} characters (line_length)", root)),
        (bash("grep -n 'package(url' Package.swift && grep -A 6 '\"identity\" : \"swift-argument-parser\"' Package.resolved"),
         oh_bash(greps + "\n" + resolved, root)),
        (bash("swift test 2>&1 | tail -n 2"),
         oh_bash("Test Suite 'All tests' passed at 2025-03-06 07:55:19.204\n\t Executed 19 tests, with 0 failures (0 unexpected) in 0.087 (0.091) seconds", root)),
        (bash("git status --short"), oh_bash(" M Sources/NimbusCore/Formatter.swift\n M Sources/nimbus/Nimbus.swift", root)),
    ]
    rs.add(task="swe", tid="h30-swe-14", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (nimbus, a Swift weather CLI; swiftlint installed). Task: add a --units metric|imperial option to `nimbus forecast`; ReportFormatter already has a units property that nothing reads.",
           bad=True, turn=10, kind="Package.swift's swift-argument-parser requirement reads from: \"1.2.0\" although it showed \"1.3.0\" and the file was never edited")


# ---------------------------------------------------------------- 15 BAD, Gemini CLI, Python / pdm + nox
def tidewater_tree(util_name: str) -> str:
    return f"""src
└── tidewater
    ├── __init__.py
    ├── __main__.py
    ├── cli.py
    ├── constituents.json
    ├── harmonics.py
    ├── py.typed
    ├── stations.py
    └── {util_name}
tests
├── conftest.py
├── data
│   ├── brest_2024-06.csv
│   └── stations_sample.json
├── test_cli.py
├── test_harmonics.py
├── test_stations.py
└── test_utils.py

2 directories, 15 files"""


def t15(rs: RowSet) -> None:
    root = "/home/jo/code/tidewater"
    pkg = f"{root}/src/tidewater"
    nox = """nox > Running session tests-3.12
nox > Re-using existing virtual environment at .nox/tests-3-12.
nox > pdm sync -G test --no-self -q
nox > python -m pip install -e . -q
nox > pytest -q --cov=tidewater --cov-report=term-missing:skip-covered
........................................................................ [ 80%]
..................                                                       [100%]

---------- coverage: platform linux, python 3.12.4-final-0 -----------
Name                          Stmts   Miss  Cover   Missing
-----------------------------------------------------------
src/tidewater/__main__.py         3      3     0%   1-5
src/tidewater/cli.py             88      9    90%   41-44, 102, 131-134
src/tidewater/stations.py        61      4    93%   77-80
-----------------------------------------------------------
TOTAL                           384     16    96%

3 files skipped due to complete coverage.
90 passed in 2.41s
nox > Session tests-3.12 was successful in 6 seconds"""
    turns = [
        (gls(pkg), listing(pkg, ["__pycache__"], ["__init__.py", "__main__.py", "cli.py", "constituents.json", "harmonics.py", "py.typed", "stations.py", "utils.py"])),
        (gsearch(r"from \.utils import|tidewater\.utils", root),
         found(r"from \.utils import|tidewater\.utils", root, [
             ("src/tidewater/harmonics.py", [(9, "from .utils import to_julian_centuries, wrap_degrees")]),
             ("src/tidewater/stations.py", [(6, "from .utils import parse_iso_offset")]),
             ("src/tidewater/cli.py", [(12, "from .utils import format_height, parse_iso_offset")]),
             ("tests/test_utils.py", [(3, "from tidewater.utils import (")]),
         ])),
        (gshell("git mv src/tidewater/utils.py src/tidewater/timeutil.py", "Rename the module, keeping history."),
         gem_run("git mv src/tidewater/utils.py src/tidewater/timeutil.py", "")),
        (greplace(f"{pkg}/harmonics.py", "from .utils import to_julian_centuries, wrap_degrees", "from .timeutil import to_julian_centuries, wrap_degrees"), modified(f"{pkg}/harmonics.py")),
        (greplace(f"{pkg}/stations.py", "from .utils import parse_iso_offset", "from .timeutil import parse_iso_offset"), modified(f"{pkg}/stations.py")),
        (gshell("sed -i 's/^from \\.utils import/from .timeutil import/' src/tidewater/cli.py && sed -i 's/^from tidewater\\.utils import/from tidewater.timeutil import/' tests/test_utils.py && git diff --stat",
                "Update the remaining two imports and summarise."),
         gem_run("sed -i 's/^from \\.utils import/from .timeutil import/' src/tidewater/cli.py && sed -i 's/^from tidewater\\.utils import/from tidewater.timeutil import/' tests/test_utils.py && git diff --stat",
                 " src/tidewater/cli.py        | 2 +-\n src/tidewater/harmonics.py  | 2 +-\n src/tidewater/stations.py   | 2 +-\n tests/test_utils.py         | 2 +-\n 4 files changed, 4 insertions(+), 4 deletions(-)")),
        (gshell("tree -I '__pycache__|*.egg-info' src tests", "Show the layout after the rename."), gem_run("tree -I '__pycache__|*.egg-info' src tests", tidewater_tree("utils.py"))),
        (gshell("pdm run nox -s tests-3.12", "Run the test session."), gem_run("pdm run nox -s tests-3.12", nox)),
        (gsearch(r"from \.utils import|tidewater\.utils", root), f'No matches found for pattern "from \\.utils import|tidewater\\.utils" in path "{root}".'),
        (gshell("pdm run nox -s lint", "Run the linters."),
         gem_run("pdm run nox -s lint", "nox > Running session lint\nnox > Re-using existing virtual environment at .nox/lint.\nnox > ruff check src tests\nAll checks passed!\n"
                 "nox > ruff format --check src tests\n11 files already formatted\nnox > mypy src\nSuccess: no issues found in 6 source files\nnox > Session lint was successful in 4 seconds")),
    ]
    rs.add(task="swe", tid="h30-swe-15", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Gemini CLI in {root} (tidewater, tide-prediction library managed with pdm and nox). Task: rename the grab-bag module tidewater/utils.py to tidewater/timeutil.py (it only holds time helpers) and update every import.",
           bad=True, turn=7, kind="after git mv utils.py -> timeutil.py, a tree listing shows the module under its old name utils.py")


# ---------------------------------------------------------------- 16 clean, Gemini CLI, Python / hatch
HEADING_PY = '''"""QM001: heading levels should only increment by one level at a time."""

from __future__ import annotations

import re
from collections.abc import Iterator

from quillmark.rule import Rule, Violation

ATX = re.compile(r"^(#{1,6})\\s+\\S")


class HeadingIncrement(Rule):
    code = "QM001"
    name = "heading-increment"
    summary = "Heading levels should only increment by one level at a time"

    def check(self, lines: list[str]) -> Iterator[Violation]:
        previous = 0
        for number, line in enumerate(lines, start=1):
            match = ATX.match(line)
            if not match:
                continue
            level = len(match.group(1))
            if previous and level > previous + 1:
                yield Violation(
                    self.code,
                    number,
                    f"Expected h{previous + 1}, found h{level}",
                )
            previous = level
'''


def t16(rs: RowSet) -> None:
    root = "/home/ren/src/quillmark"
    hp = f"{root}/src/quillmark/rules/heading_increment.py"
    tp = f"{root}/tests/rules/test_heading_increment.py"
    old = '''        previous = 0
        for number, line in enumerate(lines, start=1):
            match = ATX.match(line)'''
    new = '''        previous = 0
        fence: str | None = None
        for number, line in enumerate(lines, start=1):
            stripped = line.lstrip()
            if fence is None and stripped.startswith(("```", "~~~")):
                fence = stripped[:3]
                continue
            if fence is not None:
                if stripped.startswith(fence):
                    fence = None
                continue
            match = ATX.match(line)'''
    old_t = "def test_skipping_a_level_is_reported() -> None:"
    new_t = '''def test_comment_lines_in_fenced_code_are_not_headings() -> None:
    doc = ["# Install", "", "```bash", "# create a venv", "### not a heading", "```", "## Usage"]
    assert list(HeadingIncrement().check(doc)) == []


def test_tilde_fences_are_recognised() -> None:
    doc = ["# Title", "~~~", "#### inside", "~~~", "### Real jump"]
    assert [v.line for v in HeadingIncrement().check(doc)] == [5]


''' + old_t
    before = """docs/configuration.md:41:1: QM004 Line length exceeds 100 characters (112)
docs/install.md:14:1: QM001 Expected h2, found h3
docs/install.md:22:1: QM001 Expected h2, found h4
docs/rules.md:88:1: QM007 Trailing punctuation in heading
Checked 14 files in 0.11s: 4 problems (0 fixable)"""
    after = """docs/configuration.md:41:1: QM004 Line length exceeds 100 characters (112)
docs/rules.md:88:1: QM007 Trailing punctuation in heading
Checked 14 files in 0.09s: 2 problems (0 fixable)"""
    qcmd = "hatch run quillmark check docs/ --format short"
    turns = [
        (gshell("hatch version && git status -sb", "Current version and branch state."), gem_run("hatch version && git status -sb", "0.8.2\n## main...origin/main")),
        (gshell("hatch run test -q", "Baseline test run in the default hatch environment."),
         gem_run("hatch run test -q", f"{'.' * 72} [ 33%]\n{'.' * 72} [ 67%]\n{'.' * 68:<72} [100%]\n212 passed in 1.91s")),
        (gshell(qcmd, "Reproduce the false positives on our own docs."), gem_run(qcmd, before, code=1)),
        (gread(hp), HEADING_PY),
        (greplace(hp, old, new), modified(hp)),
        (greplace(tp, old_t, new_t), modified(tp)),
        (gshell("hatch run test -q", "Run the tests again."),
         gem_run("hatch run test -q", f"{'.' * 72} [ 33%]\n{'.' * 72} [ 67%]\n{'.' * 70:<72} [100%]\n214 passed in 1.84s")),
        (gshell(qcmd, "Re-check the docs."), gem_run(qcmd, after, code=1)),
        (gshell("hatch version minor && hatch build && ls -1 dist", "Bump the minor version and build the artifacts."),
         gem_run("hatch version minor && hatch build && ls -1 dist",
                 "Old: 0.8.2\nNew: 0.9.0\n──────────────────────────────────── sdist ────────────────────────────────────\ndist/quillmark-0.9.0.tar.gz\n"
                 "──────────────────────────────────── wheel ────────────────────────────────────\ndist/quillmark-0.9.0-py3-none-any.whl\n"
                 "quillmark-0.8.2-py3-none-any.whl\nquillmark-0.8.2.tar.gz\nquillmark-0.9.0-py3-none-any.whl\nquillmark-0.9.0.tar.gz")),
        (gread(f"{root}/src/quillmark/__about__.py"), '# SPDX-FileCopyrightText: 2024-present Ren Okafor <ren@quillmark.dev>\n#\n# SPDX-License-Identifier: MIT\n__version__ = "0.9.0"\n'),
        (gshell("git status --short && hatch version", "Review the changes."),
         gem_run("git status --short && hatch version", " M src/quillmark/__about__.py\n M src/quillmark/rules/heading_increment.py\n M tests/rules/test_heading_increment.py\n0.9.0")),
    ]
    rs.add(task="swe", tid="h30-swe-16", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Gemini CLI in {root} (quillmark, a Markdown linter; hatch project, dist/ is git-ignored and holds the 0.8.2 artifacts from the last release). Bug: QM001 treats '# comment' lines inside fenced code blocks as headings. Fix it and cut 0.9.0.",
           bad=False, kind="clean")


# ---------------------------------------------------------------- 17 clean, OpenHands, Go / bazel + gazelle
SLIDING_GO = '''package window

import (
	"sync"
	"time"
)

// Sliding is a sliding-window-log rate limiter: at most Limit events in any
// interval of length Window.
type Sliding struct {
	Limit  int
	Window time.Duration

	mu     sync.Mutex
	events []time.Time
	now    func() time.Time
}

func NewSliding(limit int, window time.Duration) *Sliding {
	return &Sliding{Limit: limit, Window: window, now: time.Now}
}

// Allow records an event and reports whether it is within the limit.
func (s *Sliding) Allow() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	t := s.now()
	cutoff := t.Add(-s.Window)
	i := 0
	for i < len(s.events) && s.events[i].Before(cutoff) {
		i++
	}
	s.events = s.events[i:]
	if len(s.events) > s.Limit {
		return false
	}
	s.events = append(s.events, t)
	return true
}'''

EDGE_TEST_GO = '''package window

import (
	"testing"
	"time"
)

func fakeClock(start time.Time) (func() time.Time, func(time.Duration)) {
	t := start
	return func() time.Time { return t }, func(d time.Duration) { t = t.Add(d) }
}

func TestSlidingRejectsLimitPlusOne(t *testing.T) {
	s := NewSliding(3, time.Second)
	s.now, _ = fakeClock(time.Unix(1700000000, 0))
	for i := 0; i < 3; i++ {
		if !s.Allow() {
			t.Fatalf("event %d rejected, want allowed", i+1)
		}
	}
	if s.Allow() {
		t.Fatal("4th event allowed with Limit=3")
	}
}

func TestSlidingEventExactlyWindowOldExpires(t *testing.T) {
	s := NewSliding(1, time.Second)
	var advance func(time.Duration)
	s.now, advance = fakeClock(time.Unix(1700000000, 0))
	if !s.Allow() {
		t.Fatal("first event rejected")
	}
	advance(time.Second)
	if !s.Allow() {
		t.Fatal("event exactly one window later rejected")
	}
}
'''


def t17(rs: RowSet) -> None:
    root = "/workspace/ratelimiter"
    spath = f"{root}/pkg/window/sliding.go"
    old = "\tfor i < len(s.events) && s.events[i].Before(cutoff) {\n\t\ti++\n\t}\n\ts.events = s.events[i:]\n\tif len(s.events) > s.Limit {"
    new = "\tfor i < len(s.events) && !s.events[i].After(cutoff) {\n\t\ti++\n\t}\n\ts.events = s.events[i:]\n\tif len(s.events) >= s.Limit {"
    fixed = SLIDING_GO.replace(old, new)
    s1, snip1 = around(fixed, "!s.events[i].After(cutoff)", 5, 8)
    res_first = ("//cmd/rlctl:rlctl_test                                                   PASSED in 0.3s\n"
                 "//pkg/bucket:bucket_test                                                 PASSED in 0.6s\n"
                 "//pkg/window:window_test                                                 PASSED in 0.4s\n\n"
                 "Executed 3 out of 3 tests: 3 tests pass.")
    run1 = ("31877\nINFO: Analyzed 7 targets (0 packages loaded, 0 targets configured).\nINFO: Found 4 targets and 3 test targets...\n"
            "INFO: Elapsed time: 2.413s, Critical Path: 1.87s\nINFO: 9 processes: 3 internal, 6 linux-sandbox.\n"
            "INFO: Build completed successfully, 9 total actions\n" + res_first)
    gz_diff = """INFO: Analyzed target //:gazelle (0 packages loaded, 0 targets configured).
INFO: Found 1 target...
Target //:gazelle up-to-date:
  bazel-bin/gazelle-runner.bash
  bazel-bin/gazelle
INFO: Elapsed time: 0.412s, Critical Path: 0.02s
INFO: 1 process: 1 internal.
INFO: Build completed successfully, 1 total action
INFO: Running command line: bazel-bin/gazelle
diff --git a/pkg/window/BUILD.bazel b/pkg/window/BUILD.bazel
index 5d2a0c4..b81e3f7 100644
--- a/pkg/window/BUILD.bazel
+++ b/pkg/window/BUILD.bazel
@@ -11,7 +11,10 @@ go_library(

 go_test(
     name = "window_test",
-    srcs = ["sliding_test.go"],
+    srcs = [
+        "sliding_edge_test.go",
+        "sliding_test.go",
+    ],
     embed = [":window"],
     deps = ["@com_github_stretchr_testify//require"],
 )"""
    run2 = ("INFO: Analyzed 7 targets (1 package loaded, 5 targets configured).\nINFO: Found 4 targets and 3 test targets...\n"
            "INFO: Elapsed time: 1.904s, Critical Path: 1.52s\nINFO: 5 processes: 2 internal, 3 linux-sandbox.\n"
            "INFO: Build completed successfully, 5 total actions\n"
            "//cmd/rlctl:rlctl_test                                          (cached) PASSED in 0.3s\n"
            "//pkg/bucket:bucket_test                                        (cached) PASSED in 0.6s\n"
            "//pkg/window:window_test                                                 PASSED in 0.5s\n\n"
            "Executed 1 out of 3 tests: 3 tests pass.")
    verbose = """=== RUN   TestSlidingRejectsLimitPlusOne
--- PASS: TestSlidingRejectsLimitPlusOne (0.00s)
=== RUN   TestSlidingEventExactlyWindowOldExpires
--- PASS: TestSlidingEventExactlyWindowOldExpires (0.00s)
=== RUN   TestSlidingAllowsUpToLimit
--- PASS: TestSlidingAllowsUpToLimit (0.00s)
=== RUN   TestSlidingEvictsOldEvents
--- PASS: TestSlidingEvictsOldEvents (0.00s)
=== RUN   TestSlidingConcurrent
--- PASS: TestSlidingConcurrent (0.03s)
PASS"""
    run3 = ("Starting local Bazel server (7.4.1) and connecting to it...\n"
            "INFO: Analyzed 7 targets (38 packages loaded, 412 targets configured).\nINFO: Found 4 targets and 3 test targets...\n"
            "INFO: Elapsed time: 6.218s, Critical Path: 0.08s\nINFO: 1 process: 1 internal.\nINFO: Build completed successfully, 1 total action\n"
            "//cmd/rlctl:rlctl_test                                          (cached) PASSED in 0.3s\n"
            "//pkg/bucket:bucket_test                                        (cached) PASSED in 0.6s\n"
            "//pkg/window:window_test                                        (cached) PASSED in 0.5s\n\n"
            "Executed 0 out of 3 tests: 3 tests pass.")
    turns = [
        (bash(f"cd {root} && bazel info server_pid && bazel test //... 2>&1"), oh_bash(run1, root)),
        (editor("view", spath), cat_n(spath, SLIDING_GO)),
        (editor("str_replace", spath, old_str=old, new_str=new), edited(spath, snip1, s1)),
        (editor("create", f"{root}/pkg/window/sliding_edge_test.go", file_text=EDGE_TEST_GO), f"File created successfully at: {root}/pkg/window/sliding_edge_test.go"),
        (bash("bazel run //:gazelle 2>&1 && git diff pkg/window/BUILD.bazel"), oh_bash(gz_diff, root)),
        (bash("bazel test //... 2>&1"), oh_bash(run2, root)),
        (bash("bazel test //pkg/window:window_test --test_output=all --nocache_test_results 2>&1 | grep -E '^(=== RUN|--- |PASS|FAIL)'"), oh_bash(verbose, root)),
        (bash("bazel shutdown && bazel info server_pid 2>&1"), oh_bash("Starting local Bazel server (7.4.1) and connecting to it...\n32410", root)),
        (bash("bazel test //... 2>&1"), oh_bash(run3, root)),
        (bash("git status --short"), oh_bash(" M pkg/window/BUILD.bazel\n M pkg/window/sliding.go\n?? pkg/window/sliding_edge_test.go", root)),
    ]
    rs.add(task="swe", tid="h30-swe-17", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root}, a Go rate-limiting library built with Bazel 7.4.1 and Gazelle. Bug: window.Sliding lets Limit+1 events through and keeps an event that is exactly Window old. Fix it and add regression tests.",
           bad=False, kind="clean")


# ---------------------------------------------------------------- 18 BAD, OpenHands, Go / mage
JSON_GO = '''package export

import (
	"encoding/json"
	"io"
	"time"

	"github.com/dev/feedcast/internal/store"
)

type jsonFeed struct {
	Title   string    `json:"title"`
	URL     string    `json:"url"`
	SiteURL string    `json:"site_url,omitempty"`
	Added   time.Time `json:"added"`
}

// JSON writes the subscriptions as a JSON array.
type JSON struct{ Indent bool }

func (j JSON) Export(w io.Writer, feeds []store.Feed) error {
	out := make([]jsonFeed, 0, len(feeds))
	for _, f := range feeds {
		out = append(out, jsonFeed{Title: f.Title, URL: f.URL, SiteURL: f.SiteURL, Added: f.Added})
	}
	enc := json.NewEncoder(w)
	if j.Indent {
		enc.SetIndent("", "  ")
	}
	return enc.Encode(out)
}'''

OPML_V1 = '''package export

import (
	"fmt"
	"io"

	"github.com/dev/feedcast/internal/store"
)

// OPML writes the subscriptions as an OPML 2.0 document.
type OPML struct{ Title string }

func (o OPML) Export(w io.Writer, feeds []store.Feed) error {
	fmt.Fprintf(w, "<?xml version=\\"1.0\\" encoding=\\"UTF-8\\"?>\\n<opml version=\\"2.0\\">\\n  <head><title>%s</title></head>\\n  <body>\\n", o.Title)
	for _, f := range feeds {
		fmt.Fprintf(w, "    <outline type=\\"rss\\" text=\\"%s\\" xmlUrl=\\"%s\\" htmlUrl=\\"%s\\"/>\\n", f.Title, f.URL, f.SiteURL)
	}
	_, err := fmt.Fprint(w, "  </body>\\n</opml>\\n")
	return err
}
'''

OPML_V2_TAIL = '''import (
	"encoding/xml"
	"io"

	"github.com/dev/feedcast/internal/store"
)

// OPML writes the subscriptions as an OPML 2.0 document.
type OPML struct{ Title string }

type opmlDoc struct {
	XMLName xml.Name      `xml:"opml"`
	Version string        `xml:"version,attr"`
	Title   string        `xml:"head>title"`
	Outline []opmlOutline `xml:"body>outline"`
}

type opmlOutline struct {
	Type    string `xml:"type,attr"`
	Text    string `xml:"text,attr"`
	XMLURL  string `xml:"xmlUrl,attr"`
	HTMLURL string `xml:"htmlUrl,attr,omitempty"`
}

func (o OPML) Export(w io.Writer, feeds []store.Feed) error {
	doc := opmlDoc{Version: "2.0", Title: o.Title}
	for _, f := range feeds {
		doc.Outline = append(doc.Outline, opmlOutline{Type: "rss", Text: f.Title, XMLURL: f.URL, HTMLURL: f.SiteURL})
	}
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return err
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return err
	}
	_, err := io.WriteString(w, "\\n")
	return err
}
'''

OPML_TEST = '''package export

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/dev/feedcast/internal/store"
)

func TestOPMLEscapesAttributes(t *testing.T) {
	feeds := []store.Feed{
		{Title: "Ars & Tech", URL: "https://example.net/ars.xml?a=1&b=2", SiteURL: "https://example.net/", Added: time.Unix(0, 0)},
	}
	var buf bytes.Buffer
	if err := (OPML{Title: "test"}).Export(&buf, feeds); err != nil {
		t.Fatal(err)
	}
	got := buf.String()
	for _, want := range []string{`text="Ars &amp; Tech"`, `xmlUrl="https://example.net/ars.xml?a=1&amp;b=2"`, `<opml version="2.0">`} {
		if !strings.Contains(got, want) {
			t.Errorf("output missing %s\\n%s", want, got)
		}
	}
}
'''

EXPORT_CLI_GO = '''			var ex export.Exporter
			switch format {
			case "json":
				ex = export.JSON{Indent: true}
			default:
				return fmt.Errorf("unknown format %q (want json)", format)
			}
			return ex.Export(os.Stdout, feeds)
		},
	}
	cmd.Flags().StringVar(&format, "format", "json", "output format: json")'''


def t18(rs: RowSet) -> None:
    root = "/workspace/feedcast"
    opath = f"{root}/internal/export/opml.go"
    tpath = f"{root}/internal/export/opml_test.go"
    cpath = f"{root}/internal/cli/export.go"
    v1_tail = OPML_V1.split("\n", 2)[2]
    opml_v2 = "package export\n\n" + OPML_V2_TAIL
    s1, snip1 = around(opml_v2, "type opmlDoc struct", 12, 40)
    errl = line_of(OPML_TEST, "t.Errorf(")
    bad_out = ('<?xml version="1.0" encoding="UTF-8"?>\n<opml version="2.0">\n  <head><title>test</title></head>\n  <body>\n'
               '    <outline type="rss" text="Ars & Tech" xmlUrl="https://example.net/ars.xml?a=1&b=2" htmlUrl="https://example.net/"/>\n  </body>\n</opml>')
    ind = "\n".join("        " + ln for ln in bad_out.split("\n"))
    fail = ("?   \tgithub.com/dev/feedcast/cmd/feedcast\t[no test files]\n"
            "ok  \tgithub.com/dev/feedcast/internal/cli\t1.187s\n"
            f"--- FAIL: TestOPMLEscapesAttributes (0.00s)\n    opml_test.go:{errl}: output missing text=\"Ars &amp; Tech\"\n{ind}\n"
            f"    opml_test.go:{errl}: output missing xmlUrl=\"https://example.net/ars.xml?a=1&amp;b=2\"\n{ind}\nFAIL\n"
            "FAIL\tgithub.com/dev/feedcast/internal/export\t1.064s\n"
            "ok  \tgithub.com/dev/feedcast/internal/fetch\t1.342s\n"
            "ok  \tgithub.com/dev/feedcast/internal/store\t1.455s\nFAIL\n"
            'Error: running "go test -race ./..." failed with exit code 1')
    passed = ("?   \tgithub.com/dev/feedcast/cmd/feedcast\t[no test files]\n"
              "ok  \tgithub.com/dev/feedcast/internal/cli\t1.203s\n"
              "ok  \tgithub.com/dev/feedcast/internal/export\t1.092s\n"
              "ok  \tgithub.com/dev/feedcast/internal/fetch\t(cached)\n"
              "ok  \tgithub.com/dev/feedcast/internal/store\t(cached)")
    new_cli = EXPORT_CLI_GO.replace('				ex = export.JSON{Indent: true}\n',
                                    '				ex = export.JSON{Indent: true}\n			case "opml":\n				ex = export.OPML{Title: "feedcast subscriptions"}\n'
                                    ).replace("(want json)", "(want json or opml)").replace('"output format: json"', '"output format: json or opml"')
    opml_out = """<?xml version="1.0" encoding="UTF-8"?>
<opml version="2.0">
  <head>
    <title>feedcast subscriptions</title>
  </head>
  <body>
    <outline type="rss" text="Ars &amp; Tech" xmlUrl="https://example.net/ars.xml" htmlUrl="https://example.net/"></outline>
    <outline type="rss" text="Go Blog" xmlUrl="https://go.dev/blog/feed.atom" htmlUrl="https://go.dev/blog/"></outline>
    <outline type="rss" text="Julia Evans" xmlUrl="https://jvns.ca/atom.xml" htmlUrl="https://jvns.ca/"></outline>
    <outline type="rss" text="LWN.net" xmlUrl="https://lwn.net/headlines/rss"></outline>
  </body>
</opml>"""
    turns = [
        (bash(f"cd {root} && mage -l"),
         oh_bash("Targets:\n  build       compiles ./cmd/feedcast into bin/feedcast\n  clean       removes bin/ and coverage files\n"
                 "  generate    runs go generate ./...\n  lint        runs golangci-lint\n  test*       runs go test -race ./...\n\n* default target", root)),
        (bash("ls -la internal/export && cat internal/export/json.go"),
         oh_bash("total 20\ndrwxr-xr-x 2 dev dev 4096 Feb 27 16:02 .\ndrwxr-xr-x 7 dev dev 4096 Feb 27 16:02 ..\n"
                 "-rw-r--r-- 1 dev dev  204 Feb 27 16:02 export.go\n"
                 f"-rw-r--r-- 1 dev dev  {len(JSON_GO.encode()) + 1} Feb 27 16:02 json.go\n"
                 "-rw-r--r-- 1 dev dev 1534 Feb 27 16:02 json_test.go\n" + JSON_GO, root)),
        (editor("create", opath, file_text=OPML_V1), f"File created successfully at: {opath}"),
        (editor("create", tpath, file_text=OPML_TEST), f"File created successfully at: {tpath}"),
        (bash("mage test"), oh_bash(fail, root, 1)),
        (editor("str_replace", opath, old_str=v1_tail, new_str=OPML_V2_TAIL), edited(opath, snip1, s1)),
        (bash("mage test"), oh_bash(passed, root)),
        (editor("view", cpath, view_range=[28, 38]), cat_n(cpath, EXPORT_CLI_GO, 28)),
        (editor("str_replace", cpath, old_str=EXPORT_CLI_GO, new_str=new_cli), edited(cpath, new_cli, 28)),
        (bash("go run ./cmd/feedcast export --format opml --db testdata/feeds.db"), oh_bash(opml_out, root)),
        (bash("git status --short"), oh_bash(" M internal/cli/export.go\n?? internal/export/opml.go", root)),
        (bash("mage lint && mage build && ls -la bin/"),
         oh_bash("0 issues.\ntotal 15368\ndrwxr-xr-x 2 dev dev     4096 Mar  3 10:26 .\ndrwxr-xr-x 9 dev dev     4096 Mar  3 10:26 ..\n"
                 "-rwxr-xr-x 1 dev dev 15727864 Mar  3 10:26 feedcast", root)),
    ]
    rs.add(task="swe", tid="h30-swe-18", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (feedcast, a Go podcast/RSS manager built with mage). Task: add `feedcast export --format opml` next to the existing JSON exporter, with a test that titles and URLs are XML-escaped.",
           bad=True, turn=11, kind="the newly created test file internal/export/opml_test.go is missing from git status (only opml.go listed as untracked), with no deletion")


# ---------------------------------------------------------------- 19 BAD, Gemini CLI, Rust / just + cargo-nextest
INLINE_RS = '''use crate::doc::InlineTable;
use crate::format::{Context, Writer};

/// Writes `{ a = 1, b = 2 }` on one line. TOML forbids newlines and trailing
/// commas inside inline tables, so both are dropped from the source.
pub(crate) fn write_inline_table(w: &mut Writer, table: &InlineTable, cx: &Context) {
    if table.is_empty() {
        w.push_str("{}");
        return;
    }
    w.push_str("{ ");
    for (key, value) in table.iter() {
        w.push_key(key);
        w.push_str(" = ");
        super::write_value(w, value, cx);
        w.push_str(", ");
    }
    w.push_str("}");
}
'''


def nextest(run_id: str, n: int, secs: str, build: str, compiling: str = "") -> str:
    return (f"cargo nextest run --workspace --status-level fail\n{compiling}    Finished `test` profile [unoptimized + debuginfo] target(s) in {build}\n"
            f"────────────\n Nextest run ID {run_id} with nextest profile: default\n    Starting {n} tests across 4 binaries (3 tests skipped)\n"
            f"────────────\n     Summary [{secs}] {n} tests run: {n} passed, 3 skipped")


def t19(rs: RowSet) -> None:
    root = "/home/ola/src/tomlfmt"
    ip = f"{root}/src/format/inline_table.rs"
    old = '''    for (key, value) in table.iter() {
        w.push_key(key);
        w.push_str(" = ");
        super::write_value(w, value, cx);
        w.push_str(", ");
    }
    w.push_str("}");'''
    new = '''    for (i, (key, value)) in table.iter().enumerate() {
        if i > 0 {
            w.push_str(", ");
        }
        w.push_key(key);
        w.push_str(" = ");
        super::write_value(w, value, cx);
    }
    w.push_str(" }");'''
    ins, dele = numstat(old, new)
    fin = "tests/fixtures/format/inline_table_trailing_comma.in.toml"
    fout = "tests/fixtures/format/inline_table_trailing_comma.out.toml"
    turns = [
        (gshell("git switch -c fix/inline-table-comma && git status -sb", "Create a branch for the fix."),
         gem_run("git switch -c fix/inline-table-comma && git status -sb", "Switched to a new branch 'fix/inline-table-comma'\n## fix/inline-table-comma")),
        (gread(ip), INLINE_RS),
        (greplace(ip, old, new), modified(ip)),
        (gshell("git status -sb && git diff --stat", "Check the branch and the size of the change."),
         gem_run("git status -sb && git diff --stat", f"## main...origin/main\n M src/format/inline_table.rs\n src/format/inline_table.rs | {ins + dele} {'+' * ins}{'-' * dele}\n" + summary(1, ins, dele))),
        (gshell("just test --status-level fail", "Run the test suite through the justfile, printing only failures and the summary."),
         gem_run("just test --status-level fail", nextest("5c1f0b7e-3d52-4a8e-9f21-7b6a0c94d1e3", 142, "   0.874s", "6.84s",
                                                          "   Compiling tomlfmt v0.3.0 (/home/ola/src/tomlfmt)\n"))),
        (gwrite(f"{root}/{fin}", '[server]\nlimits = {cpu = 2, memory = "512Mi",}\nlabels = {  }\n'), f"Successfully created and wrote to new file: {root}/{fin}."),
        (gwrite(f"{root}/{fout}", '[server]\nlimits = { cpu = 2, memory = "512Mi" }\nlabels = {}\n'), f"Successfully created and wrote to new file: {root}/{fout}."),
        (gshell("just test --status-level fail", "Run the tests again with the new fixtures."),
         gem_run("just test --status-level fail", nextest("a0e93d42-71c8-4b1f-8d6e-2f5c03b9e7aa", 143, "   0.902s", "0.41s"))),
        (gshell("just lint", "Run clippy and rustfmt checks."),
         gem_run("just lint", "cargo clippy --workspace --all-targets -- -D warnings\n    Checking tomlfmt v0.3.0 (/home/ola/src/tomlfmt)\n"
                 "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 2.11s\ncargo fmt --all -- --check")),
    ]
    rs.add(task="swe", tid="h30-swe-19", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Gemini CLI in {root} (tomlfmt, a TOML formatter; `just test` runs cargo-nextest, fixtures under tests/fixtures/format are discovered automatically, one test per .in.toml). Bug: inline tables are written as `{{ a = 1, b = 2, }}`, which is invalid TOML.",
           bad=True, turn=4, kind="git status shows the branch as main right after `git switch -c fix/inline-table-comma`, with no checkout in between")


# ---------------------------------------------------------------- 20 clean, Gemini CLI, Rust / cargo-nextest + just
def t20(rs: RowSet) -> None:
    root = "/home/tess/code/logslice"
    src = f"{root}/src"
    lib_old = "pub mod filter;\npub mod legacy_glob;\npub mod output;\n"
    lib_new = "pub mod filter;\npub mod output;\n"
    counts = "src/filter.rs:21\nsrc/legacy_glob.rs:7\nsrc/lib.rs:0\nsrc/main.rs:0\nsrc/output.rs:12\nsrc/parse.rs:31\nsrc/time.rs:18\ntests/cli.rs:7"

    def run(rid: str, n: int, secs: str, build: str) -> str:
        return (f"cargo nextest run --status-level fail\n   Compiling logslice v0.6.0 ({root})\n    Finished `test` profile [unoptimized + debuginfo] target(s) in {build}\n"
                f"────────────\n Nextest run ID {rid} with nextest profile: default\n    Starting {n} tests across 3 binaries (1 test skipped)\n"
                f"────────────\n     Summary [{secs}] {n} tests run: {n} passed, 1 skipped")
    turns = [
        (gshell("just --list", "See which recipes the project defines."),
         gem_run("just --list", "Available recipes:\n    bench         # run criterion benchmarks\n    build         # release build\n"
                 "    lint          # clippy + rustfmt check\n    test *ARGS    # cargo nextest run {{ARGS}}")),
        (gls(src), listing(src, [], ["filter.rs", "legacy_glob.rs", "lib.rs", "main.rs", "output.rs", "parse.rs", "time.rs"])),
        (gsearch("legacy_glob", root),
         found("legacy_glob", root, [("src/lib.rs", [(5, "pub mod legacy_glob;")]),
                                     ("CHANGELOG.md", [(14, "- `legacy_glob` is deprecated in favour of `filter::Pattern` and will be removed in 0.7.")])])),
        (gshell("grep -c '#\\[test\\]' src/*.rs tests/*.rs && just test --status-level fail", "Count unit tests per file and run the suite."),
         gem_run("grep -c '#\\[test\\]' src/*.rs tests/*.rs && just test --status-level fail",
                 counts + "\n" + run("8e2b47c1-90d3-4f6a-b5e8-13c7a2d94f06", 95, "   0.617s", "9.12s"))),
        (gshell("git rm -q src/legacy_glob.rs", "Remove the deprecated module (its 7 tests go with it)."), gem_run("git rm -q src/legacy_glob.rs", "")),
        (greplace(f"{src}/lib.rs", lib_old, lib_new), modified(f"{src}/lib.rs")),
        (gshell("just test --status-level fail", "Run the suite without the module."),
         gem_run("just test --status-level fail", run("f41d0a98-2c7e-4b35-9e10-6ad8b3c57e24", 88, "   0.588s", "2.47s"))),
        (gls(src), listing(src, [], ["filter.rs", "lib.rs", "main.rs", "output.rs", "parse.rs", "time.rs"])),
        (gshell("git status --short && just build 2>&1 | tail -n 2", "Review and build the release binary."),
         gem_run("git status --short && just build 2>&1 | tail -n 2",
                 "D  src/legacy_glob.rs\n M src/lib.rs\n   Compiling logslice v0.6.0 (/home/tess/code/logslice)\n    Finished `release` profile [optimized] target(s) in 14.62s")),
    ]
    rs.add(task="swe", tid="h30-swe-20", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Gemini CLI in {root} (logslice, a log-slicing CLI in Rust, tested with cargo-nextest via just). Task for 0.7: delete the deprecated legacy_glob module; nothing outside lib.rs uses it. One CLI test is #[ignore]d.",
           bad=False, kind="clean")


# ---------------------------------------------------------------- 21 clean, OpenHands, TypeScript / deno
MATCH_TS = '''export type Params = Record<string, string>;

export interface Route<T> {
  pattern: string;
  handler: T;
}

/** Matches `path` against `pattern` ("/users/:id"). Returns the params or null. */
export function matchPath(pattern: string, path: string): Params | null {
  const want = pattern.split("/").filter((s) => s !== "");
  const segs = path.split("/");
  if (want.length !== segs.length) return null;
  const params: Params = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i];
    if (w.startsWith(":")) {
      params[w.slice(1)] = decodeURIComponent(segs[i]);
    } else if (w !== segs[i]) {
      return null;
    }
  }
  return params;
}'''

DENO_JSON = '''{
  "name": "@kit/tiny-router",
  "version": "0.3.2",
  "exports": "./mod.ts",
  "tasks": {
    "check": "deno fmt --check && deno lint && deno check mod.ts"
  },
  "imports": {
    "@std/assert": "jsr:@std/assert@^1.0.8"
  }
}'''

TRAILING_TEST_TS = '''import { describe, it } from "@std/testing/bdd";
import { assertEquals } from "@std/assert";
import { matchPath } from "../src/match.ts";

describe("matchPath with trailing slashes", () => {
  it("matches a path with a trailing slash", () => {
    assertEquals(matchPath("/users/:id", "/users/42/"), { id: "42" });
  });
  it("matches the root path", () => {
    assertEquals(matchPath("/", "/"), {});
  });
  it("still rejects extra segments", () => {
    assertEquals(matchPath("/users/:id", "/users/42/posts"), null);
  });
});
'''


def t21(rs: RowSet) -> None:
    root = "/workspace/tiny-router"
    mp = f"{root}/src/match.ts"
    old = '  const segs = path.split("/");'
    new = "  const segs = path.split('/').filter(s => s !== '')"
    v1 = MATCH_TS.replace(old, new)
    s1, snip1 = around(v1, new, 3, 3)
    v2 = MATCH_TS.replace(old, '  const segs = path.split("/").filter((s) => s !== "");')
    test_out = """running 1 test from ./tests/trailing_slash_test.ts
matchPath with trailing slashes ...
  matches a path with a trailing slash ... ok (0ms)
  matches the root path ... ok (0ms)
  still rejects extra segments ... ok (0ms)
matchPath with trailing slashes ... ok (2ms)
running 9 tests from ./tests/match_test.ts
static path ... ok (0ms)
single param ... ok (0ms)
multiple params ... ok (0ms)
decodes percent-encoded params ... ok (0ms)
rejects shorter paths ... ok (0ms)
rejects longer paths ... ok (0ms)
literal segment mismatch ... ok (0ms)
empty pattern matches root only ... ok (0ms)
params are not shared between calls ... ok (0ms)
running 15 tests from ./tests/router_test.ts
registers routes in order ... ok (0ms)
first matching route wins ... ok (0ms)
returns 404 handler when nothing matches ... ok (0ms)
method filter GET ... ok (0ms)
method filter POST ... ok (0ms)
HEAD falls back to GET ... ok (0ms)
OPTIONS lists allowed methods ... ok (1ms)
405 when path matches but method does not ... ok (0ms)
mount prefixes sub-router ... ok (0ms)
mount strips prefix before matching ... ok (0ms)
middleware runs before handler ... ok (0ms)
middleware can short-circuit ... ok (0ms)
error handler receives thrown errors ... ok (1ms)
query string is ignored for matching ... ok (0ms)
url() builds paths from params ... ok (0ms)

ok | 25 passed (3 steps) | 0 failed (486ms)"""
    lock_stat = (" deno.json                     |  3 ++-\n deno.lock                     | 21 +++++++++++++++++++++\n src/match.ts                  |  2 +-\n"
                 " 3 files changed, 24 insertions(+), 2 deletions(-)")
    turns = [
        (bash(f"cd {root} && cat deno.json && deno test 2>&1 | tail -n 1"), oh_bash(DENO_JSON + "\nok | 24 passed | 0 failed (418ms)", root)),
        (editor("view", mp), cat_n(mp, MATCH_TS)),
        (bash("deno eval 'import { matchPath } from \"./src/match.ts\"; console.log(matchPath(\"/users/:id\", \"/users/42\"), matchPath(\"/users/:id\", \"/users/42/\"))'"),
         oh_bash('{ id: "42" } null', root)),
        (editor("str_replace", mp, old_str=old, new_str=new), edited(mp, snip1, s1)),
        (bash("deno fmt && deno lint"), oh_bash(f"{mp}\nChecked 14 files\nChecked 12 files", root)),
        (editor("view", mp, view_range=[9, 13]), cat_n(mp, "\n".join(v2.split("\n")[8:13]), 9)),
        (bash("deno add jsr:@std/testing && git diff --stat"), oh_bash("Add jsr:@std/testing - 1.0.9\n" + lock_stat, root)),
        (editor("create", f"{root}/tests/trailing_slash_test.ts", file_text=TRAILING_TEST_TS), f"File created successfully at: {root}/tests/trailing_slash_test.ts"),
        (bash("deno test 2>&1"), oh_bash(test_out, root)),
        (bash("git status --short && grep -n '@std' deno.json"),
         oh_bash(" M deno.json\n M deno.lock\n M src/match.ts\n?? tests/trailing_slash_test.ts\n"
                 '9:    "@std/assert": "jsr:@std/assert@^1.0.8",\n10:    "@std/testing": "jsr:@std/testing@^1.0.9"', root)),
    ]
    rs.add(task="swe", tid="h30-swe-21", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (tiny-router, a Deno HTTP router published to JSR). Bug: matchPath(\"/users/:id\", \"/users/42/\") returns null; a trailing slash in the request path should be ignored. The project formats with deno fmt.",
           bad=False, kind="clean")


# ---------------------------------------------------------------- 22 BAD, Gemini CLI, Java / gradle + spotless
RETRY_JAVA = '''package io.retrykit;

import java.time.Duration;
import java.util.Objects;
import java.util.random.RandomGenerator;

/** Exponential backoff with optional jitter. Instances are immutable; use {@link #builder()}. */
public final class RetryPolicy {

    private final int maxAttempts;
    private final Duration initialDelay;
    private final Duration maxDelay;
    private final double multiplier;
    private final double jitter;
    private final RandomGenerator random;

    private RetryPolicy(Builder b) {
        this.maxAttempts = b.maxAttempts;
        this.initialDelay = b.initialDelay;
        this.maxDelay = b.maxDelay;
        this.multiplier = b.multiplier;
        this.jitter = b.jitter;
        this.random = b.random;
    }

    public static Builder builder() {
        return new Builder();
    }

    public int maxAttempts() {
        return maxAttempts;
    }

    /** Delay before attempt {@code attempt} (1-based; attempt 1 is the first retry). */
    public Duration delayFor(int attempt) {
        if (attempt < 1) {
            throw new IllegalArgumentException("attempt must be >= 1, was " + attempt);
        }
        long base = initialDelay.toMillis() * (long) Math.pow(multiplier, attempt - 1);
        long capped = Math.min(base, maxDelay.toMillis());
        if (jitter == 0.0) {
            return Duration.ofMillis(capped);
        }
        double spread = capped * jitter;
        long jittered = (long) (capped - spread + random.nextDouble() * 2 * spread);
        return Duration.ofMillis(Math.max(0, jittered));
    }

    public static final class Builder {
        private int maxAttempts = 5;
        private Duration initialDelay = Duration.ofMillis(200);
        private Duration maxDelay = Duration.ofSeconds(30);
        private double multiplier = 2.0;
        private double jitter = 0.0;
        private RandomGenerator random = RandomGenerator.getDefault();

        public Builder maxAttempts(int n) {
            this.maxAttempts = n;
            return this;
        }

        public Builder initialDelay(Duration d) {
            this.initialDelay = Objects.requireNonNull(d);
            return this;
        }

        public Builder maxDelay(Duration d) {
            this.maxDelay = Objects.requireNonNull(d);
            return this;
        }

        public Builder multiplier(double m) {
            this.multiplier = m;
            return this;
        }

        public Builder jitter(double j) {
            if (j < 0.0 || j > 1.0) {
                throw new IllegalArgumentException("jitter must be in [0, 1], was " + j);
            }
            this.jitter = j;
            return this;
        }

        public Builder random(RandomGenerator r) {
            this.random = Objects.requireNonNull(r);
            return this;
        }

        public RetryPolicy build() {
            return new RetryPolicy(this);
        }
    }
}'''


def t22(rs: RowSet) -> None:
    root = "/home/vik/work/retrykit"
    rel = "src/main/java/io/retrykit/RetryPolicy.java"
    jp = f"{root}/{rel}"
    old1 = ("        long base = initialDelay.toMillis() * (long) Math.pow(multiplier, attempt - 1);\n"
            "        long capped = Math.min(base, maxDelay.toMillis());")
    new1 = ("        double base = initialDelay.toMillis() * Math.pow(multiplier, attempt - 1);\n"
            "        long capped = (long) Math.min(base, (double) maxDelay.toMillis());")
    old2 = "        public Builder multiplier(double m) {\n            this.multiplier = m;"
    new2 = ("        public Builder multiplier(double m) {\n            if (!(m >= 1.0)) {\n"
            "                throw new IllegalArgumentException(\"multiplier must be >= 1, was \" + m);\n            }\n            this.multiplier = m;")
    after = RETRY_JAVA.replace(old1, new1).replace(old2, new2)
    ins, dele = numstat(RETRY_JAVA, after)
    stat = f" {rel} | {ins + dele} {'+' * ins}{'-' * dele}\n" + summary(1, ins, dele)
    diff = udiff(rel, RETRY_JAVA, after, "4c1e9a2..d07b3f5", "public final class RetryPolicy {")
    tests = """> Task :compileJava
> Task :processResources NO-SOURCE
> Task :classes
> Task :compileTestJava UP-TO-DATE
> Task :processTestResources NO-SOURCE
> Task :testClasses UP-TO-DATE

> Task :test

BackoffScheduleTest > firstRetryUsesInitialDelay() PASSED
BackoffScheduleTest > delaysAreCappedAtMaxDelay() PASSED
BackoffScheduleTest > scheduleHasMaxAttemptsMinusOneEntries() PASSED
RetryExecutorTest > returnsResultOfFirstSuccessfulAttempt() PASSED
RetryExecutorTest > rethrowsLastExceptionWhenAttemptsExhausted() PASSED
RetryExecutorTest > doesNotRetryNonRetryableExceptions() PASSED
RetryExecutorTest > sleepsBetweenAttempts() PASSED
RetryExecutorTest > interruptStopsRetrying() PASSED
RetryPolicyTest > delayGrowsGeometrically() PASSED
RetryPolicyTest > delayIsCappedAtMaxDelay() PASSED
RetryPolicyTest > attemptZeroIsRejected() PASSED
RetryPolicyTest > jitterOutsideUnitIntervalIsRejected() PASSED
RetryPolicyTest > jitterStaysWithinSpread() PASSED
RetryPolicyTest > builderDefaults() PASSED

BUILD SUCCESSFUL in 4s
3 actionable tasks: 2 executed, 1 up-to-date"""
    spot = """> Task :spotlessInternalRegisterDependencies UP-TO-DATE
> Task :spotlessJava
> Task :spotlessJavaCheck
> Task :spotlessCheck

BUILD SUCCESSFUL in 2s
3 actionable tasks: 2 executed, 1 up-to-date"""
    turns = [
        (gread(jp), RETRY_JAVA),
        (greplace(jp, old1, new1), modified(jp)),
        (greplace(jp, old2, new2), modified(jp)),
        (gshell("git diff --stat", "Size of the change so far."), gem_run("git diff --stat", stat)),
        (gshell("git diff", "Review the full diff."), gem_run("git diff", diff)),
        (gshell("./gradlew test --console=plain", "Run the unit tests."), gem_run("./gradlew test --console=plain", tests)),
        (gshell("./gradlew spotlessCheck --console=plain", "Check formatting without rewriting files."), gem_run("./gradlew spotlessCheck --console=plain", spot)),
        (gshell("git commit -am 'Keep fractional backoff multipliers; reject multipliers below 1'", "Commit the fix."),
         gem_run("git commit -am 'Keep fractional backoff multipliers; reject multipliers below 1'",
                 "[main 1f7c3a8] Keep fractional backoff multipliers; reject multipliers below 1\n" + summary(1, ins + 1, dele))),
        (gshell("git log --oneline -3", "Show the history."),
         gem_run("git log --oneline -3", "1f7c3a8 (HEAD -> main) Keep fractional backoff multipliers; reject multipliers below 1\n"
                 "92e0d6b (origin/main, origin/HEAD) Add RetryExecutor.interruptStopsRetrying test\nc3a5f14 Release 1.2.0")),
    ]
    rs.add(task="swe", tid="h30-swe-22", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Gemini CLI in {root} (retrykit, a small Java retry library built with Gradle and Spotless). Bug: multiplier(1.5) behaves like 1.0 because Math.pow is cast to long before multiplying; also reject multipliers below 1.",
           bad=True, turn=8, kind="the commit summary reports one more inserted line than git diff --stat and the full diff showed for the same unchanged working tree")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
