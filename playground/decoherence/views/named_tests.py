"""The names a test run prints of its tests, and which tests it selected: data, read by :func:`named_tests`.

A test's name is its identity: it changes only when the file that defines it is edited. A verbose run
prints every test it selected, one per line (its names a complete listing of that selection); a summary
names only the failures (each one there, the others unknown).
"""

from __future__ import annotations

import re

# Lines that name one test, by runner: (the pattern, with the name in group "name"; whether the runner prints
# every selected test this way)
TEST_NAME_LINES: tuple[tuple[re.Pattern[str], bool], ...] = (
    # pytest -v: "tests/test_x.py::TestA::test_b[1] PASSED [ 12%]"
    (re.compile(r"^(?P<name>[\w./-]+\.py::\S+) (?:PASSED|FAILED|ERROR|SKIPPED|XFAIL|XPASS)\b"), True),
    # pytest's short summary: "FAILED tests/test_x.py::test_b - assert 1 == 2"
    (re.compile(r"^(?:FAILED|ERROR) (?P<name>[\w./-]+\.py::\S+)"), False),
    # go test -v: "--- PASS: TestParse (0.00s)", subtests indented "--- PASS: TestParse/empty (0.00s)"
    (re.compile(r"^\s*--- (?:PASS|FAIL|SKIP): (?P<name>\S+) \("), True),
    # cargo test: "test parser::tests::trailing_comma ... ok", and its listing "parser::tests::x: test"
    (re.compile(r"^test (?P<name>[\w:]+) \.\.\. (?:ok|FAILED|ignored)\b"), True),
    (re.compile(r"^(?P<name>[\w:]+): test$"), True),
)
# Programs (after launchers) that run tests, and the words that make them one ("cargo test", "go test")
TEST_COMMANDS = frozenset({"pytest", "py.test", "go test", "cargo test", "cargo nextest"})
# Options that change only how a run prints (never which tests it selects): left out of its selection
PRINT_OPTIONS = re.compile(r"^(?:-q|-qq|-v|-vv|-vvv|-s|-rA|-r\w+|--quiet|--verbose|--tb=\w+|--color=\w+|--no-header|"
                           r"--nocapture|--show-output|--list|--format=\w+|-count=1|--no-cov|-p=no:\w+)$")


def selection(argv: list[str]) -> str | None:
    """What a test command selects, as a key (the program and every option and operand that is not only about
    printing); None when ``argv`` is not a test command of :data:`TEST_COMMANDS`."""
    if not argv:
        return None
    name = argv[0].rsplit("/", 1)[-1]
    head = f"{name} {argv[1]}" if len(argv) > 1 else name
    if head in TEST_COMMANDS:
        rest = argv[2:]
    elif name in TEST_COMMANDS:
        head, rest = name, argv[1:]
    else:
        return None
    kept = [a for a in rest if not PRINT_OPTIONS.match(a)]
    while kept and kept[-1] == "--":
        kept.pop()  # `cargo test -- --list`: nothing left after the separator
    return " ".join([head, *kept])


def named_tests(lines: list[str]) -> tuple[list[str], bool]:
    """The tests a run's output names, in order, and whether it names every test it selected (a verbose run's
    lines); ([], False) when it names none."""
    names: list[str] = []
    complete = False
    for line in lines:
        for pattern, every in TEST_NAME_LINES:
            m = pattern.match(line.rstrip())
            if m is not None:
                if m["name"] not in names:
                    names.append(m["name"])
                complete = complete or every
                break
    return names, complete and bool(names)


def short_name(name: str) -> str:
    """A test's own name, without its file, class or module ("tests/t.py::TestA::test_b[1]" -> "test_b")."""
    return re.split(r"::|/", name.split("[", 1)[0])[-1] if "::" in name else name.split("/", 1)[0].rsplit("::", 1)[-1]
