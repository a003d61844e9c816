"""The fact engine's SWE binding on SWE-agent's interface: a reply that ends with one fenced command
(``open``, ``goto``, ``create``, ``edit A:B`` ... ``end_of_edit``, ``search_file``, or a shell command),
results that end with ``(Open file: ...)``, ``(Current directory: ...)`` and the prompt, files shown in a
numbered window. A script the session wrote, or gave as a here-document, and whose text writes nothing only
prints when it runs."""

from __future__ import annotations

import json
from typing import Any

from tests.decoherence.test_rules import run_case

ROOT = "/ledger"
MONEY = f"{ROOT}/src/money.py"
TEXT = ["def allocate(amount, ratios):", "    total = sum(ratios)", "    if total <= 0:",
        "        raise ValueError('bad ratios')", "    return [amount * r / total for r in ratios]"]


def _trailer(open_file: str = "n/a") -> str:
    return f"(Open file: {open_file})\n(Current directory: {ROOT})\nbash-$"


def _act(command: str, why: str = "Next step.") -> str:
    return f"DISCUSSION\n{why}\n\n```\n{command}\n```"


def _window(path: str, lines: list[str], first: int = 1, total: int | None = None) -> str:
    total = total if total is not None else len(lines)
    above = f"({first - 1} more lines above)\n" if first > 1 else ""
    left = total - (first - 1) - len(lines)
    below = f"({left} more lines below)\n" if left > 0 else ""
    body = "\n".join(f"{first + i}:{t}" for i, t in enumerate(lines))
    return f"[File: {path} ({total} lines total)]\n{above}{body}\n{below}{_trailer(path)}"


def _case(*turns: tuple[str, str]) -> dict[str, Any]:
    return {"name": "t", "domain": "swe", "state": f"Repository {ROOT}. Issue: allocate() loses a cent.",
            "turns": [list(t) for t in turns]}


OPEN = (_act("open src/money.py"), _window(MONEY, TEXT))
CREATE = (_act("create reproduce.py"), _window(f"{ROOT}/reproduce.py", [""]))


def _script(body: list[str]) -> tuple[str, str]:
    text = "\n".join(body)
    return (_act(f"edit 1:1\n{text}\nend_of_edit"),
            "File updated. Please review the changes and make sure they are correct.\n"
            + _window(f"{ROOT}/reproduce.py", body))


PRINTS = _script(["from src.money import allocate", "print(allocate(10, [1, 1, 1]))"])
RUN = (_act("python reproduce.py"), f"[3.3333333333333335, 3.3333333333333335, 3.3333333333333335]\n{_trailer()}")


def test_a_line_reread_after_a_printing_script_ran_is_the_line_read_before() -> None:
    drifted = TEXT[:2] + ["    if total == 0:"] + TEXT[3:]
    reopen = (_act("open src/money.py"), _window(MONEY, drifted))
    assert (5, "state-changed-without-write") in run_case(_case(OPEN, CREATE, PRINTS, RUN, reopen))
    assert run_case(_case(OPEN, CREATE, PRINTS, RUN, (_act("open src/money.py"), _window(MONEY, TEXT)))) == []


def test_a_script_whose_text_writes_may_change_any_file() -> None:
    writes = _script(["from pathlib import Path", "Path('src/money.py').write_text('')"])
    drifted = TEXT[:2] + ["    if total == 0:"] + TEXT[3:]
    assert run_case(_case(OPEN, CREATE, writes, RUN, (_act("open src/money.py"), _window(MONEY, drifted)))) == []


def test_a_script_given_as_a_here_document_that_writes_nothing_only_prints() -> None:
    drifted = TEXT[:2] + ["    if total == 0:"] + TEXT[3:]
    reopen = (_act("open src/money.py"), _window(MONEY, drifted))

    def heredoc(body: str) -> tuple[str, str]:
        return (_act(f"python - <<'EOF'\n{body}\nEOF"), f"[3.33, 3.33, 3.33]\n{_trailer()}")

    prints = heredoc("from src.money import allocate\nprint(allocate(10, [1, 1, 1]))")
    assert (3, "state-changed-without-write") in run_case(_case(OPEN, prints, reopen))
    writes = heredoc("from pathlib import Path\nPath('src/money.py').write_text('')")
    assert run_case(_case(OPEN, writes, reopen)) == []


def test_an_edit_of_lines_sets_them_and_a_later_window_reads_them_back() -> None:
    edit = (_act("edit 3:3\n    if total == 0:\nend_of_edit"),
            _window(MONEY, TEXT[:2] + ["    if total == 0:"] + TEXT[3:]))
    lost = (_act("goto 3"), _window(MONEY, TEXT))
    assert (3, "set-value-reverted") in run_case(_case(OPEN, edit, lost))
    kept = (_act("goto 3"), _window(MONEY, TEXT[:2] + ["    if total == 0:"] + TEXT[3:]))
    assert run_case(_case(OPEN, edit, kept)) == []


def test_an_edit_that_adds_lines_shifts_the_ones_below() -> None:
    edit = (_act("edit 3:4\n    if total <= 0:\n        # no share can be computed\n"
                 "        raise ValueError('bad ratios')\nend_of_edit"),
            _window(MONEY, TEXT[:3] + ["        # no share can be computed"] + TEXT[3:]))
    shifted = (_act("search_file return src/money.py"),
               f'Found 1 matches for "return" in {MONEY}:\nLine 6:    return [amount * r / total for r in ratios]\n'
               f'End of matches for "return" in {MONEY}\n{_trailer(MONEY)}')
    assert run_case(_case(OPEN, edit, shifted)) == []
    stale = (shifted[0], shifted[1].replace("Line 6:", "Line 5:"))
    assert (3, "set-value-reverted") in run_case(_case(OPEN, edit, stale))


def test_a_failed_edit_sets_nothing() -> None:
    failed = (_act("edit 3:3\n    if total == 0\nend_of_edit"),
              "Your proposed edit has introduced new syntax error(s). Please read this error message carefully "
              "and then retry editing the file.\n\nERRORS:\n- E999 SyntaxError: expected ':'\n\n"
              "This is how your edit would have looked if applied\n-------------------------------------------------\n"
              + _window(MONEY, TEXT[:2] + ["    if total == 0"] + TEXT[3:]).rsplit("\n(Open", 1)[0]
              + "\n-------------------------------------------------\n"
              "Your changes have NOT been applied. Please fix your edit command and try again.\n" + _trailer(MONEY))
    again = (_act("goto 3"), _window(MONEY, TEXT))
    assert run_case(_case(OPEN, failed, again)) == []


def test_a_bare_command_in_the_interfaces_envelope_is_followed() -> None:
    # the reply's fence already taken off (an imported row): the result's envelope says whose command it is
    bare_open = ("open src/money.py", _window(MONEY, TEXT))
    rm = ("rm src/money.py && ls src", f"__init__.py\n{_trailer()}")
    again = ("open src/money.py", _window(MONEY, TEXT))
    assert (3, "deleted-present") in run_case(_case(bare_open, rm, again))
    ls = ("ls src", f"__init__.py\nmoney.py\n{_trailer()}")
    assert run_case(_case(bare_open, ls, again)) == []


def test_a_chain_with_no_exit_code_is_read_by_whose_output_is_whose() -> None:
    # the interface shows no exit code: `cd` changes where the rest runs, `date` owns the first line, `cat` the rest
    drifted = "\n".join(TEXT[:2] + ["    if total == 0:"] + TEXT[3:])
    chain = (_act(f"cd {ROOT} && date && cat src/money.py"), f"Thu Dec  3 10:12:09 UTC 2026\n{drifted}\n{_trailer()}")
    assert (2, "state-changed-without-write") in run_case(_case(OPEN, chain))
    # near misses: a command in the chain that writes the file; a failure line (what ran is not known)
    sed = (_act("date && sed -i 's/<= 0/== 0/' src/money.py && cat src/money.py"),
           f"Thu Dec  3 10:12:09 UTC 2026\n{drifted}\n{_trailer()}")
    assert run_case(_case(OPEN, sed)) == []
    failed = (_act("mkdir -p build && date && cat src/money.py"),
              f"mkdir: cannot create directory 'build': Permission denied\nThu Dec  3 10:12:09 UTC 2026\n{drifted}\n"
              f"{_trailer()}")
    assert run_case(_case(OPEN, failed)) == []


def test_a_module_git_mv_renamed_found_again_by_find_file_is_deleted_present() -> None:
    mv = (_act("git mv src/money.py src/amounts.py"), _trailer())
    found = (_act('find_file "*.py" src'),
             f'Found 2 matches for "*.py" in {ROOT}/src:\n{ROOT}/src/__init__.py\n{MONEY}\n' + _trailer())
    assert (2, "deleted-present") in run_case(_case(mv, found))
    moved = (_act('find_file "*.py" src'),
             f'Found 2 matches for "*.py" in {ROOT}/src:\n{ROOT}/src/__init__.py\n{ROOT}/src/amounts.py\n' + _trailer())
    assert run_case(_case(mv, moved)) == []  # near miss: listed under its new name


def _fn(name: str, **arguments: Any) -> str:
    return json.dumps({"name": name, "arguments": arguments})


def test_the_interface_s_commands_called_as_functions_are_the_same_commands() -> None:
    # SWE-agent's function-calling mode: open, goto and edit as tool calls
    opened = (_fn("open", path="src/money.py"), _window(MONEY, TEXT))
    edit = (_fn("edit", start_line=3, end_line=3, replacement_text="    if total == 0:"),
            _window(MONEY, TEXT[:2] + ["    if total == 0:"] + TEXT[3:]))
    lost = (_fn("goto", line_number=3), _window(MONEY, TEXT))
    assert (3, "set-value-reverted") in run_case(_case(opened, edit, lost))
    grown = (_fn("goto", line_number=3), _window(MONEY, TEXT, total=7))  # the same window, two more lines below
    assert (2, "state-changed-without-write") in run_case(_case(opened, grown))
