"""The SWE binding of the fact engine: test runs count the tests of the files they collect."""

from __future__ import annotations

import json

from playground.decoherence.effects import swe as effects
from playground.decoherence.thresholds import Thresholds
from tests.decoherence.helpers import kinds, noted, session

FACT = Thresholds()


def oh(tool: str, **arguments: object) -> str:
    return json.dumps({"name": tool, "arguments": arguments})


def test_summaries_runs_and_definitions_are_read_from_tables() -> None:
    assert effects.tests_counted(["....", "= 1 failed, 5 passed, 2 warnings in 0.31s ="]) == 6
    assert effects.tests_counted(["9 passed, 1 deselected in 0.6s"]) == 9
    assert effects.tests_counted(["1 error in 0.10s"]) is None  # not collected: no count
    assert effects.tests_counted(["ok"]) is None
    assert effects.test_run(["python", "-m", "pytest", "-q", "tests/test_a.py"]) == ("python", ["tests/test_a.py"])
    assert effects.test_run(["go", "test", "./..."]) == ("go", ["."])
    assert effects.test_run(["pytest", "-k", "slow"]) is None
    assert effects.test_run(["pytest", "tests/t.py::test_x"]) is None
    assert effects.test_definitions("/r/tests/test_a.py", "", "\ndef test_b():\n    pass\n") == ("python", 1)
    assert effects.test_definitions("/r/x_test.go", "", "func TestB(t *testing.T) {}\n") == ("go", 1)
    many = "@pytest.mark.parametrize('x', [1, 2])\ndef test_b(x):\n"
    assert effects.test_definitions("/r/tests/test_a.py", "", many) is None
    assert effects.test_definitions("/r/src/a.py", "", "def test_b():\n") is None


RUN = (oh("execute_bash", command="cd /repo && python -m pytest -q tests/test_a.py 2>&1 | tail -1"),
       "2 passed in 0.01s\n[The command completed with exit code 0.]\n[Current working directory: /repo]")
ADD = (oh("str_replace_editor", command="insert", path="/repo/tests/test_a.py", insert_line=9,
          new_str="\ndef test_more():\n    assert True\n"), "The file /repo/tests/test_a.py has been edited.")


def again(summary: str) -> tuple[str, str]:
    return (oh("execute_bash", command="python -m pytest -q tests/test_a.py 2>&1 | tail -1"),
            f"{summary}\n[The command completed with exit code 0.]\n[Current working directory: /repo]")


def test_a_test_count_follows_added_tests_of_the_file_it_runs() -> None:
    assert kinds(session("swe", "Repository: /repo", [RUN, ADD, again("2 passed in 0.01s")]), FACT) == \
        {3: ["fact.set-value-reverted"]}
    assert kinds(session("swe", "Repository: /repo", [RUN, ADD, again("2 passed, 1 failed in 0.01s")]), FACT) == {}


def test_a_test_count_is_left_alone_when_anything_else_changed() -> None:
    src = (oh("str_replace_editor", command="str_replace", path="/repo/src/a.py", old_str="x = 1", new_str="x = 2"),
           "The file /repo/src/a.py has been edited.")
    pip = (oh("execute_bash", command="pip install -q pytest-randomly"), "[The command completed with exit code 0.]")
    other = (oh("str_replace_editor", command="insert", path="/repo/tests/test_b.py", insert_line=1,
                new_str="def test_c():\n    pass\n"), "The file /repo/tests/test_b.py has been edited.")
    param = (oh("str_replace_editor", command="insert", path="/repo/tests/test_a.py", insert_line=1,
                new_str="@pytest.mark.parametrize('x', [1, 2, 3])\ndef test_p(x):\n    pass\n"),
             "The file /repo/tests/test_a.py has been edited.")
    for between in (pip, param):
        assert kinds(session("swe", "Repository: /repo", [RUN, between, again("5 passed in 0.01s")]), FACT) == {}
    # an edit of plain code (no test file, fixture or configuration) changes what tests do, not how many there are
    assert noted(session("swe", "Repository: /repo", [RUN, src, again("5 passed in 0.01s")])) == {3}
    assert kinds(session("swe", "Repository: /repo", [RUN, src, again("1 passed, 1 failed in 0.01s")]), FACT) == {}
    conftest = (oh("str_replace_editor", command="str_replace", path="/repo/tests/conftest.py", old_str="a",
                   new_str="b"),
                "The file /repo/tests/conftest.py has been edited.")
    assert kinds(session("swe", "Repository: /repo", [RUN, conftest, again("5 passed in 0.01s")]), FACT) == {}
    # a test added to a file the run does not collect does not change its count
    assert kinds(session("swe", "Repository: /repo", [RUN, other, again("2 passed in 0.01s")]), FACT) == {}
    selected = (oh("execute_bash", command="python -m pytest -q tests/test_a.py -k more"), "1 passed in 0.01s")
    assert kinds(session("swe", "Repository: /repo", [RUN, ADD, selected]), FACT) == {}


def test_rows_added_to_a_table_driven_test_may_add_tests() -> None:
    rows = (oh("str_replace_editor", command="str_replace", path="/repo/tests/test_a.py",
               old_str='        (1, "1 Byte"),', new_str='        (1, "1 Byte"),\n        (-5, "-5 Bytes"),'),
            "The file /repo/tests/test_a.py has been edited.")
    assert kinds(session("swe", "Repository: /repo", [RUN, rows, again("3 passed in 0.01s")]), FACT) == {}
    # the run read again counts from there: a test definition added then sets what it counts next
    steps = [RUN, rows, again("3 passed in 0.01s"), ADD, again("3 passed in 0.01s")]
    assert kinds(session("swe", "Repository: /repo", steps), FACT) == {5: ["fact.set-value-reverted"]}


def test_more_runners_count_their_tests() -> None:
    assert effects.tests_counted(["✓  internal/dag (12ms)", "", "DONE 14 tests in 1.204s"]) == 14  # gotestsum
    assert effects.tests_counted(["Finished in 0.2 seconds", "15 examples, 0 failures"]) == 15  # rspec
    # cargo: one result per test binary, added up; its newer "; finished in" tail
    assert effects.tests_counted(["test result: ok. 14 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; "
                                  "finished in 0.00s", "test result: ok. 2 passed; 0 failed; 1 ignored; 0 measured; "
                                  "0 filtered out; finished in 0.34s"]) == 17
    # near misses: a cargo run that stopped at a failing binary; a cargo filter on names; a rust file's edit
    assert effects.tests_counted(["test result: FAILED. 12 passed; 2 failed; 0 ignored; 0 measured; 0 filtered out",
                                  "error: test failed, to rerun pass `--lib`"]) is None
    assert effects.test_run(["cargo", "test", "field::"]) is None
    assert effects.test_run(["gotestsum", "--format", "pkgname", "./internal/dag/"]) == ("go", ["./internal/dag/"])
    assert effects.test_definitions("src/parse.rs", "", "    #[test]\n    fn spaced() {}\n") == ("rust", 1)
    assert effects.test_definitions("spec/a_spec.rb", "", "  it \"is zero\" do\n  end\n") == ("ruby", 1)


def test_checks_that_write_nothing_in_the_tree() -> None:
    assert effects.checker_dirs(["go", "build", "./..."]) == ()
    assert effects.checker_dirs(["gotestsum", "./..."]) == ()
    # near misses: a binary built into the tree; a build with an output named
    assert effects.checker_dirs(["go", "build"]) is None
    assert effects.checker_dirs(["go", "build", "-o", "bin/app", "./..."]) is None


def test_a_package_manager_running_a_package_program_is_that_program() -> None:
    assert effects.launched(["pnpm", "vitest", "run"]) == ["vitest", "run"]
    assert effects.checker_dirs(["yarn", "jest", "--ci"]) == ()
    assert effects.launched(["pnpm", "install"]) == ["pnpm", "install"]  # near miss: its own command


def _vitest(start: str) -> tuple[str, str]:
    return (oh("execute_bash", command="npx vitest run"),
            f"\n RUN  v1.6.0 /repo\n\n ✓ src/a.test.ts  (3 tests) 8ms\n\n Test Files  1 passed (1)\n"
            f"      Tests  3 passed (3)\n   Start at  {start}\n   Duration  412ms\n"
            "[The command completed with exit code 0.]\n[Current working directory: /repo]")


def test_a_later_run_cannot_start_earlier() -> None:
    assert effects.run_starts(["   Start at  10:42:17", "   Duration  1.2s"]) == [(642 + 17 / 60, "Start at  10:42:17")]
    assert kinds(session("swe", "Repository: /repo", [_vitest("10:42:17"), _vitest("10:39:55")]), FACT) == \
        {2: ["fact.clock-backwards"]}
    assert kinds(session("swe", "Repository: /repo", [_vitest("10:42:17"), _vitest("10:44:02")]), FACT) == {}
    assert kinds(session("swe", "Repository: /repo", [_vitest("23:58:10"), _vitest("00:01:30")]), FACT) == {}
    # a date read between (another scale: a date and a zone) does not hide the run before it
    date = (oh("execute_bash", command="date"),
            "Tue Mar 11 10:43:00 UTC 2025\n[The command completed with exit code 0.]")
    assert kinds(session("swe", "Repository: /repo", [_vitest("10:42:17"), date, _vitest("10:39:55")]), FACT) == \
        {3: ["fact.clock-backwards"]}


def _inserted(first: str) -> tuple[str, str]:
    # an insert of text that starts with a newline; the editor's snippet shows line 3 as `first`
    return (oh("str_replace_editor", command="insert", path="/repo/src/a.py", insert_line=2,
               new_str="\ndef c():\n    return 3\n"),
            "The file /repo/src/a.py has been edited. Here's the result of running `cat -n` on a snippet of "
            f"/repo/src/a.py:\n     1\tdef a():\n     2\t    return 1\n     3\t{first}\n     4\tdef c():\n"
            "     5\t    return 3\nReview the changes and make sure they are as expected.")


def test_an_inserts_leading_newline_is_as_its_own_snippet_shows() -> None:
    # editors differ on a leading newline: the snippet of the same step says what this one did
    view = (oh("str_replace_editor", command="view", path="/repo/src/a.py"),
            "Here's the result of running `cat -n` on /repo/src/a.py:\n     1\tdef a():\n     2\t    return 1\n")
    assert kinds(session("swe", "Repository: /repo", [view, _inserted("")]), FACT) == {}
    dropped = _inserted("def c():")
    dropped = (dropped[0], dropped[1].replace("     4\tdef c():\n     5\t    return 3\n", "     4\t    return 3\n"))
    assert kinds(session("swe", "Repository: /repo", [view, dropped]), FACT) == {}
    other = (dropped[0], dropped[1].replace("     3\tdef c():", "     3\tdef d():"))  # not the text inserted
    assert kinds(session("swe", "Repository: /repo", [view, other]), FACT) == {2: ["fact.set-value-reverted"]}


def test_more_summaries_runners_and_definitions_from_the_tables() -> None:
    assert effects.tests_counted(["Tests:       2 failed, 188 passed, 190 total"]) == 190  # jest
    vitest = [" Test Files  1 passed (1)", "      Tests  2 failed | 59 passed (61)"]
    assert effects.tests_counted(vitest) == 61
    assert effects.tests_counted(["Starting 48 tests across 3 binaries (2 tests skipped)",
                                  "     Summary [   0.412s] 48 tests run: 48 passed, 2 skipped"]) == 48  # nextest
    maven = ["[INFO] Tests run: 12, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.04 s -- in a.BTest",
             "[INFO] Tests run: 48, Failures: 0, Errors: 0, Skipped: 0"]
    assert effects.tests_counted(maven) == 48
    assert effects.test_run(["cargo", "nextest", "run"]) == ("rust", [])
    assert effects.test_run(["cargo", "nextest", "run", "decode"]) is None  # a filter on the tests' names
    assert effects.test_run(["./mvnw", "-B", "test"]) == ("java", [])
    assert effects.test_run(["mvn", "test", "-Dtest=RefundServiceTest"]) is None
    assert effects.test_run(["gotestsum", "--format", "pkgname", "--", "./..."]) == ("go", ["."])
    junit = "    @Test\n    void a() {}\n\n    @Test\n    void b() {}\n"
    assert effects.test_definitions("/r/src/test/java/a/FooTest.java", "", junit) == ("java", 2)
    param = "@ParameterizedTest\nvoid a(int x) {}"
    assert effects.test_definitions("/r/src/test/java/a/FooTest.java", "", param) is None
    assert effects.counts_no_tests("/r/src/main/java/a/Foo.java") and effects.counts_no_tests("/r/src/money/split.ts")
    assert not effects.counts_no_tests("/r/vitest.config.ts") and not effects.counts_no_tests("/r/tests/conftest.py")
    assert not effects.counts_no_tests("/r/src/money/split.test.ts") and not effects.counts_no_tests("/r/src/lib.rs")


def gem(command: str, out: str) -> tuple[str, str]:
    return (oh("run_shell_command", command=command, description="run"),
            f"Command: {command}\nDirectory: (root)\nStdout: {out}\nStderr: (empty)\nError: (none)\nExit Code: 0\n"
            "Signal: (none)\nBackground PIDs: (none)\nProcess Group PGID: 4021")


def test_a_new_test_file_adds_its_tests_to_the_run_that_collects_it() -> None:
    full = gem("gotestsum --format pkgname -- ./...", "✓ . (1.021s)\nDONE 98 tests, 1 skipped in 1.873s")
    write = (oh("write_file", file_path="/repo/si_extra_test.go",
                content="package humanize\n\nfunc TestA(t *testing.T) {}\n\nfunc TestB(t *testing.T) {}\n"),
             "Successfully created and wrote to new file: /repo/si_extra_test.go.")
    rerun = gem("gotestsum --format pkgname -- ./...", "✓ . (1.1s)\nDONE 101 tests, 1 skipped in 1.9s")
    assert kinds(session("swe", "Repository: /repo", [full, write, rerun]), FACT) == {3: ["fact.set-value-reverted"]}
    ok = gem("gotestsum --format pkgname -- ./...", "✓ . (1.1s)\nDONE 100 tests, 1 skipped in 1.9s")
    assert kinds(session("swe", "Repository: /repo", [full, write, ok]), FACT) == {}
    # a file written over: what it held before is not known
    over = (write[0], "Successfully overwrote file: /repo/si_extra_test.go.")
    assert kinds(session("swe", "Repository: /repo", [full, over, rerun]), FACT) == {}


def test_a_files_own_count_follows_the_tests_added_to_it_in_any_run() -> None:
    whole = (oh("execute_bash", command="cd /repo && npx vitest run"),
             " ✓ src/slug.test.ts (14 tests) 9ms\n ✓ src/date.test.ts (9 tests) 4ms\n Test Files  2 passed (2)\n"
             "      Tests  23 passed (23)\n[The command completed with exit code 0.]\n"
             "[Current working directory: /repo]")
    add = (oh("str_replace_editor", command="insert", path="/repo/src/slug.test.ts", insert_line=40,
              new_str='\n  it("keeps digits", () => {\n    expect(slug("a1")).toBe("a1");\n  });\n'),
           "The file /repo/src/slug.test.ts has been edited.")

    def one_file(n: int) -> tuple[str, str]:
        return (oh("execute_bash", command="npx vitest run src/slug.test.ts"),
                f" ✓ src/slug.test.ts ({n} tests) 5ms\n Test Files  1 passed (1)\n      Tests  {n} passed ({n})\n"
                "[The command completed with exit code 0.]\n[Current working directory: /repo]")

    assert kinds(session("swe", "Repository: /repo", [whole, add, one_file(14)]), FACT) == \
        {3: ["fact.set-value-reverted"]}
    assert kinds(session("swe", "Repository: /repo", [whole, add, one_file(15)]), FACT) == {}


def test_a_test_class_counted_by_maven_is_its_file() -> None:
    def mvn(command: str, n: int, cls: str = "com.acme.refund.RefundServiceTest") -> tuple[str, str]:
        return (oh("execute_bash", command=command),
                f"[INFO] Tests run: {n}, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.2 s -- in {cls}\n"
                f"[INFO] Tests run: {n}, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS\n"
                "[The command completed with exit code 0.]\n[Current working directory: /repo]")

    add = (oh("str_replace_editor", command="str_replace",
              path="/repo/src/test/java/com/acme/refund/RefundServiceTest.java", old_str="    }\n}\n",
              new_str="    }\n\n    @Test\n    void refundsTwice() {}\n}\n"),
           "The file /repo/src/test/java/com/acme/refund/RefundServiceTest.java has been edited.")
    first = mvn("cd /repo && mvn -B test -Dtest=RefundServiceTest", 6)
    assert kinds(session("swe", "Repository: /repo", [first, add, mvn("mvn -B test -Dtest=RefundServiceTest", 6)]),
                 FACT) == {3: ["fact.set-value-reverted"]}
    assert kinds(session("swe", "Repository: /repo", [first, add, mvn("mvn -B test -Dtest=RefundServiceTest", 7)]),
                 FACT) == {}
    # TestNG's suite line names a run, not a class: its count is the selection's
    suite = [mvn("cd /repo && mvn -B test -Dtest=RefundServiceTest", 6, "TestSuite"), add,
             mvn("mvn -B test", 80, "TestSuite")]
    assert kinds(session("swe", "Repository: /repo", suite), FACT) == {}


def test_a_file_a_run_shows_it_ran_is_there() -> None:
    gone = (oh("execute_bash", command="cd /repo && git rm -q tests/legacy.test.js && git status --short"),
            "D  tests/legacy.test.js\n[The command completed with exit code 0.]\n[Current working directory: /repo]")

    def jest(*files: str) -> tuple[str, str]:
        return (oh("execute_bash", command="npx jest"),
                "".join(f"PASS {f}\n" for f in files) + "Tests:       9 passed, 9 total\n"
                "[The command completed with exit code 0.]\n[Current working directory: /repo]")

    assert kinds(session("swe", "Repository: /repo", [gone, jest("tests/legacy.test.js", "tests/auth.test.js")]),
                 FACT) == {2: ["fact.deleted-present"]}
    assert kinds(session("swe", "Repository: /repo", [gone, jest("tests/auth.test.js")]), FACT) == {}
    # pytest's progress lines, run through a project's launcher (`pdm run`), after a `git mv`
    moved = gem("git mv tests/test_utils.py tests/test_conversions.py",
                "R  tests/test_utils.py -> tests/test_conversions.py")

    def pytest(name: str) -> tuple[str, str]:
        return gem("pdm run pytest",
                   f"collected 12 items\n\ntests/test_parse.py ......  [ 50%]\n{name} ......  [100%]\n\n"
                   "12 passed in 0.21s")

    assert kinds(session("swe", "Repository: /repo", [moved, pytest("tests/test_utils.py")]), FACT) == \
        {2: ["fact.deleted-present"]}
    assert kinds(session("swe", "Repository: /repo", [moved, pytest("tests/test_conversions.py")]), FACT) == {}


def test_a_new_test_file_counts_in_a_project_the_session_never_named() -> None:
    jest = gem("npx jest", "PASS tests/links.test.js\nTests:       29 passed, 29 total")
    write = (oh("write_file", file_path="/home/node/app/tests/case.test.js",
                content="describe('case', () => {\n  test('a', () => {});\n  test('b', () => {});\n});\n"),
             "Successfully created and wrote to new file: /home/node/app/tests/case.test.js.")
    assert kinds(session("swe", "", [jest, write, gem("npx jest", "Tests:       31 passed, 31 total")]), FACT) == {}
    assert kinds(session("swe", "", [jest, write, gem("npx jest", "Tests:       29 passed, 29 total")]), FACT) == \
        {3: ["fact.set-value-reverted"]}
