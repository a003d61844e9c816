"""The fact engine's SWE binding on Cline's tools: XML calls (``<read_file><path>…</path></read_file>``),
results that say which call they answer (``[read_file for 'a.ts'] Result:``), ``replace_in_file`` with
SEARCH/REPLACE blocks, and a write's result that shows the file's whole new text."""

from __future__ import annotations

from typing import Any

from tests.decoherence.test_rules import run_case

ROOT = "/home/li/proj/fees"
TEXT = ["export const RATE = 0.029;", "export const FIXED = 30;", "", "export function fee(cents: number): number {",
        "  return Math.round(cents * RATE) + FIXED;", "}"]


def _xml(tool: str, **args: str) -> str:
    body = "".join(f"<{k}>\n{v}\n</{k}>\n" for k, v in args.items())
    return f"I'll look at the fee code.\n\n<{tool}>\n{body}</{tool}>"


def _case(*turns: tuple[str, str]) -> dict[str, Any]:
    return {"name": "t", "domain": "swe", "state": f"Workspace {ROOT}. Task: round fees up.",
            "turns": [list(t) for t in turns]}


READ = (_xml("read_file", path="src/fee.ts"), "[read_file for 'src/fee.ts'] Result:\n" + "\n".join(TEXT))
NEW = "  return Math.ceil(cents * RATE) + FIXED;"
AFTER = TEXT[:4] + [NEW] + TEXT[5:]
EDIT = (_xml("replace_in_file", path="src/fee.ts", diff=f"------- SEARCH\n{TEXT[4]}\n=======\n{NEW}\n+++++++ REPLACE"),
        "[replace_in_file for 'src/fee.ts'] Result:\nThe content was successfully saved to src/fee.ts.\n\n"
        "Here is the full, updated content of the file that was saved:\n\n"
        '<final_file_content path="src/fee.ts">\n' + "\n".join(AFTER) + "\n</final_file_content>\n")
RUN = (_xml("execute_command", command="npx vitest run", requires_approval="false"),
       "[execute_command for 'npx vitest run'] Result:\nCommand executed.\nOutput:\n ✓ test/fee.test.ts (4 tests) 3ms\n"
       "\n Test Files  1 passed (1)\n      Tests  4 passed (4)")


def test_an_edit_read_back_as_it_was_is_reverted() -> None:
    lost = (READ[0], "[read_file for 'src/fee.ts'] Result:\n" + "\n".join(TEXT))
    assert (4, "set-value-reverted") in run_case(_case(READ, EDIT, RUN, lost))
    kept = (READ[0], "[read_file for 'src/fee.ts'] Result:\n" + "\n".join(AFTER))
    assert run_case(_case(READ, EDIT, RUN, kept)) == []


def test_a_file_read_twice_with_no_write_between_reads_the_same() -> None:
    drifted = (READ[0], "[read_file for 'src/fee.ts'] Result:\n" + "\n".join(["export const RATE = 0.029;",
                                                                           "export const FIXED = 35;", *TEXT[2:]]))
    assert (3, "state-changed-without-write") in run_case(_case(READ, RUN, drifted))
    # near miss: a command that may write anything in between
    sed = (_xml("execute_command", command="sed -i 's/30/35/' src/fee.ts", requires_approval="false"),
           "[execute_command for 'sed'] Result:\nCommand executed.")
    assert run_case(_case(READ, sed, drifted)) == []


def test_a_file_removed_then_listed_by_list_files_is_deleted_present() -> None:
    # the paths are relative to the directory listed (Cline prints path.relative(listed, file))
    listed = "[list_files for 'src'] Result:\nfee.ts\nlegacy/\nlegacy/old_fee.ts\nindex.ts"
    ls = (_xml("list_files", path="src", recursive="true"), listed)
    rm = (_xml("execute_command", command="git rm src/legacy/old_fee.ts", requires_approval="false"),
          "[execute_command for 'git rm src/legacy/old_fee.ts'] Result:\nCommand executed.\nOutput:\n"
          "rm 'src/legacy/old_fee.ts'")
    assert (3, "deleted-present") in run_case(_case(ls, rm, ls))
    # the same listing written from where the shell is (every path under "src/")
    from_here = (ls[0], "[list_files for 'src'] Result:\nsrc/fee.ts\nsrc/legacy/\nsrc/legacy/old_fee.ts\nsrc/index.ts")
    assert (3, "deleted-present") in run_case(_case(from_here, rm, from_here))
    # near miss: the listing after the removal leaves it out
    assert run_case(_case(ls, rm, (ls[0], listed.replace("legacy/old_fee.ts\n", "")))) == []
    # near miss: the same name listed under another directory is another file
    other = (_xml("list_files", path="test", recursive="true"), "[list_files for 'test'] Result:\nlegacy/old_fee.ts")
    assert run_case(_case(ls, rm, other)) == []


def test_a_file_written_then_missing_from_its_directorys_listing() -> None:
    made = (_xml("write_to_file", path="src/policy.ts", content="export const KEEP = 5;"),
            "[write_to_file for 'src/policy.ts'] Result:\nThe content was successfully saved to src/policy.ts.")
    build = (_xml("execute_command", command="npx vitest run", requires_approval="false"), RUN[1])
    listed = (_xml("list_files", path="src", recursive="false"), "[list_files for 'src'] Result:\nfee.ts\nindex.ts")
    case = _case(made, build, listed)
    case["state"] = "Task: round fees up."  # the project's directory never named: paths are still one project's
    assert run_case(case) == [(3, "created-absent")]
    # near misses: the listing shows it; a listing the tool says it cut
    shown = (listed[0], listed[1] + "\npolicy.ts")
    assert run_case(_case(made, build, shown)) == []
    cut = (listed[0], listed[1] + "\n\n(File list truncated. Use list_files on specific subdirectories.)")
    assert run_case(_case(made, build, cut)) == []


def test_the_saved_text_a_formatter_left_without_a_blank_line_is_the_file() -> None:
    # the two constants replaced by an empty line: Cline saves the file with one blank line, not two
    diff = f"------- SEARCH\n{TEXT[0]}\n{TEXT[1]}\n=======\n\n+++++++ REPLACE"
    saved = ["const RATE = 0.029;", *TEXT[2:]]  # what the tool shows saved is the file's text whatever was asked

    def edit(shown: list[str], body: str = diff) -> tuple[str, str]:
        return (_xml("replace_in_file", path="src/fee.ts", diff=body),
                "[replace_in_file for 'src/fee.ts'] Result:\nThe content was successfully saved to src/fee.ts.\n\n"
                '<final_file_content path="src/fee.ts">\n' + "\n".join(shown) + "\n</final_file_content>\n")

    back = (READ[0], "[read_file for 'src/fee.ts'] Result:\n" + "\n".join(TEXT[2:]))
    assert run_case(_case(READ, edit(TEXT[2:]), RUN, back)) == []
    # near miss: a saved text that says something else than the edit made is no formatting
    raise_rate = f"------- SEARCH\n{TEXT[0]}\n=======\nexport const RATE = 0.03;\n+++++++ REPLACE"
    assert (2, "set-value-reverted") in run_case(_case(READ, edit(saved, raise_rate), RUN, back))
