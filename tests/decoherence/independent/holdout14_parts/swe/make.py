# ruff: noqa: E501
"""Held-out swe trajectories for holdout14: runs of SWE-agent, Claude Code, Codex CLI, Cline, Aider,
OpenHands and Gemini CLI on Python, TypeScript, Go, Rust, Java and Ruby repositories."""

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
    oh_bash,
)

Turns = list[tuple[str, str]]

# ---------------------------------------------------------------- generic text helpers


def lines_of(text: str) -> list[str]:
    return text.split("\n")


def line_no(text: str, needle: str, nth: int = 1) -> int:
    """1-based number of the nth line containing needle."""
    seen = 0
    for i, ln in enumerate(lines_of(text), 1):
        if needle in ln:
            seen += 1
            if seen == nth:
                return i
    raise KeyError(needle)


def grep_n(text: str, needle: str) -> list[tuple[int, str]]:
    return [(i, ln) for i, ln in enumerate(lines_of(text), 1) if needle in ln]


def excerpt(text: str, first: int, last: int) -> str:
    return "\n".join(lines_of(text)[first - 1:last])


def once(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


def diffstat(old: str, new: str) -> tuple[int, int]:
    ins = dels = 0
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(a=lines_of(old), b=lines_of(new), autojunk=False).get_opcodes():
        if tag in ("replace", "delete"):
            dels += i2 - i1
        if tag in ("replace", "insert"):
            ins += j2 - j1
    return ins, dels


def stat_line(path: str, old: str, new: str, width: int) -> str:
    ins, dels = diffstat(old, new)
    return f" {path.ljust(width)} | {ins + dels} {'+' * ins}{'-' * dels}"


def git_udiff(path: str, old: str, new: str, index: str) -> str:
    a, b = lines_of(old), lines_of(new)
    out = [f"diff --git a/{path} b/{path}", f"index {index} 100644", f"--- a/{path}", f"+++ b/{path}"]
    for group in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_grouped_opcodes(3):
        i1, i2, j1, j2 = group[0][1], group[-1][2], group[0][3], group[-1][4]
        func = ""
        for k in range(i1 - 1, -1, -1):
            if a[k] and (a[k][0].isalpha() or a[k][0] in "_$"):
                func = " " + a[k].rstrip()
                break
        out.append(f"@@ -{i1 + 1},{i2 - i1} +{j1 + 1},{j2 - j1} @@{func}")
        for tag, x1, x2, y1, y2 in group:
            if tag == "equal":
                out += [" " + ln for ln in a[x1:x2]]
            if tag in ("replace", "delete"):
                out += ["-" + ln for ln in a[x1:x2]]
            if tag in ("replace", "insert"):
                out += ["+" + ln for ln in b[y1:y2]]
    return "\n".join(out)


def nl_ba(text: str, first: int, last: int) -> str:
    """`nl -ba FILE | sed -n 'first,lastp'`."""
    return "\n".join(f"{i:6d}\t{ln}" for i, ln in enumerate(lines_of(text), 1) if first <= i <= last)


def oh_snippet(path: str, new_text: str, changed_line: int, changed_count: int = 1) -> str:
    """OpenHands str_replace/insert result: the edited region with four lines of context."""
    first = max(1, changed_line - 4)
    last = min(len(lines_of(new_text)), changed_line + changed_count - 1 + 4)
    return edited(path, excerpt(new_text, first, last), first)


# ---------------------------------------------------------------- SWE-agent

SWEA_SYSTEM = (
    "You simulate the environment of a SWE-agent run on the repository checked out at /repo. Each turn the agent "
    "sends a DISCUSSION and exactly one command: a bash command, or one of the agent-computer interface commands "
    "open <path> [<line_number>], goto <line_number>, scroll_down, scroll_up, create <filename>, "
    "edit <start_line>:<end_line> ... end_of_edit, search_dir <term> [<dir>], search_file <term> [<file>], "
    "find_file <name> [<dir>], submit. The file viewer shows WINDOW=30 lines. After **Environment Observation:** "
    "reply with the command output followed by the status lines (Open file: ...) (Current directory: ...) and the "
    "bash-$ prompt, exactly as SWE-agent prints them.")


def swea_act(thought: str, cmd: str) -> str:
    return f"DISCUSSION\n{thought}\n\n```\n{cmd}\n```"


def swea_window(path: str, text: str, center: int, window: int = 30) -> str:
    ls = lines_of(text)
    total = len(ls)
    start = max(1, center - window // 2)
    end = min(total, start + window - 1)
    if end - start + 1 < window:
        start = max(1, end - window + 1)
    out = [f"[File: {path} ({total} lines total)]"]
    if start > 1:
        out.append(f"({start - 1} more lines above)")
    out += [f"{i}:{ls[i - 1]}" for i in range(start, end + 1)]
    if end < total:
        out.append(f"({total - end} more lines below)")
    return "\n".join(out)


def swea(body: str, open_file: str | None, cwd: str = "/repo") -> str:
    head = (body.rstrip("\n") + "\n") if body else ""
    return head + f"(Open file: {open_file or 'n/a'})\n(Current directory: {cwd})\nbash-$"


SWEA_EDITED = ("File updated. Please review the changes and make sure they are correct (correct indentation, no "
               "duplicate lines, etc). Edit the file again if necessary.")

# ---------------------------------------------------------------- Claude Code

CC_TOOLS = [
    {"name": "Read", "parameters": {"file_path": "string (absolute)", "offset": "integer (optional, 1-based line)", "limit": "integer (optional)"}},
    {"name": "Edit", "parameters": {"file_path": "string", "old_string": "string", "new_string": "string", "replace_all": "boolean (optional)"}},
    {"name": "Write", "parameters": {"file_path": "string", "content": "string"}},
    {"name": "Bash", "parameters": {"command": "string", "description": "string (optional)", "timeout": "integer ms (optional)"}},
    {"name": "Grep", "parameters": {"pattern": "regex", "path": "string (optional)", "glob": "string (optional)", "output_mode": "content | files_with_matches | count", "-n": "boolean (optional)"}},
    {"name": "Glob", "parameters": {"pattern": "string", "path": "string (optional)"}},
]


def cc_system(root: str) -> str:
    return ("You simulate the tool results of a Claude Code session whose working directory is " + root + ". Each turn "
            "is one tool call as JSON; reply after **Environment Observation:** with the tool_result text exactly as "
            "Claude Code returns it (Read: numbered lines `     N→text`; Edit: the updated snippet; Bash: combined "
            "stdout and stderr; Grep and Glob: matching paths or lines).\n\nTools:\n" + json.dumps(CC_TOOLS, indent=1))


def cc_read(text: str, start: int = 1) -> str:
    return "\n".join(f"{i:6d}→{ln}" for i, ln in enumerate(lines_of(text), start))


def cc_edit(path: str, new_text: str, first: int, last: int) -> str:
    first, last = max(1, first), min(len(lines_of(new_text)), last)
    return (f"The file {path} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n"
            + cc_read(excerpt(new_text, first, last), first))


# ---------------------------------------------------------------- Codex CLI


def cx_system(root: str) -> str:
    return ("You simulate the sandbox behind OpenAI Codex CLI for a session in " + root + ". The agent has one tool, "
            "`shell`, taking an argv list (`command`), an optional `workdir` and `timeout_ms`; file edits go through "
            "the `apply_patch` command with a *** Begin Patch / *** End Patch envelope. Reply after "
            "**Environment Observation:** with the function_call_output Codex records: a JSON object with `output` "
            "(stdout and stderr) and `metadata` (`exit_code`, `duration_seconds`).")


def cx(cmd: str, workdir: str, timeout_ms: int | None = None) -> str:
    args: dict[str, Any] = {"command": ["bash", "-lc", cmd], "workdir": workdir}
    if timeout_ms:
        args["timeout_ms"] = timeout_ms
    return call("shell", **args)


def cx_patch(patch: str, workdir: str) -> str:
    return call("shell", command=["apply_patch", patch.strip("\n") + "\n"], workdir=workdir)


def cx_out(output: str, code: int = 0, dur: float = 0.2) -> str:
    return json.dumps({"output": output, "metadata": {"exit_code": code, "duration_seconds": dur}}, ensure_ascii=False)


def cx_patched(*files: str) -> str:
    return cx_out("Success. Updated the following files:\n" + "".join(f"{f}\n" for f in files), 0, 0.0)


# ---------------------------------------------------------------- Cline


def cl_system(root: str) -> str:
    return ("You simulate the VS Code environment of the Cline agent in the workspace " + root + ". The agent uses "
            "one XML-formatted tool per message: read_file, write_to_file, replace_in_file (SEARCH/REPLACE blocks), "
            "list_files, search_files, execute_command, attempt_completion. Reply after **Environment Observation:** "
            "with the tool result exactly as Cline feeds it back (`[tool for 'arg'] Result:` followed by the content).")


def cl_tool(tag: str, **params: str) -> str:
    inner = "\n".join(f"<{k}>{v}</{k}>" if "\n" not in v else f"<{k}>\n{v}\n</{k}>" for k, v in params.items())
    return f"<{tag}>\n{inner}\n</{tag}>"


def cl_result(tag: str, arg: str, body: str) -> str:
    return f"[{tag} for '{arg}'] Result:\n{body}"


CL_IMPORTANT = ("IMPORTANT: For any future changes to this file, use the final_file_content shown above as your "
                "reference. This content reflects the current state of the file, including any auto-formatting "
                "(e.g., if you used single quotes but the formatter converted them to double quotes). Always base "
                "your SEARCH/REPLACE operations on this final version to ensure accuracy.")


def cl_saved(tag: str, path: str, content: str) -> str:
    return cl_result(tag, path, f"The content was successfully saved to {path}.\n\nHere is the full, updated content "
                     f"of the file that was saved:\n\n<final_file_content path=\"{path}\">\n{content}\n\n"
                     f"</final_file_content>\n\n{CL_IMPORTANT}")


def cl_cmd(cmd: str, out: str) -> str:
    return cl_result("execute_command", cmd, "Command executed." + (f"\nOutput:\n{out}" if out else ""))


def sr(search: str, replace: str) -> str:
    return f"------- SEARCH\n{search}\n=======\n{replace}\n+++++++ REPLACE"


# ---------------------------------------------------------------- Aider


def ai_system(root: str, model: str) -> str:
    return ("You simulate the terminal of an aider session (aider v0.72, main model " + model + ", git repo " + root +
            "). Each turn is what the operator types at the aider prompt: a request for code changes, or an in-chat "
            "command such as /add, /drop, /ls, /run, /git, /diff, /undo, /tokens. Reply after **Environment "
            "Observation:** with everything aider prints in response, including the model's SEARCH/REPLACE edits, "
            "`Applied edit to ...`, the auto-commit line and any prompt answered.")


def ai_run(out: str, add: bool, lines: int | None = None, ktok: str = "0.1") -> str:
    tail = f"Add {ktok}k tokens of command output to the chat? (Y)es/(N)o [Yes]: " + ("y" if add else "n")
    if add:
        tail += f"\nAdded {lines} lines of output to the chat."
    return out.rstrip("\n") + "\n\n" + tail


# ---------------------------------------------------------------- Gemini CLI


def gem_read(text: str, first: int | None = None, last: int | None = None) -> str:
    if first is None:
        return text
    total = len(lines_of(text))
    return (f"[File content truncated: showing lines {first}-{last} of {total} total lines. Use offset/limit "
            f"parameters to view more.]\n" + excerpt(text, first, last))


# ================================================================ OpenHands / Python: confluo deep_merge

CONFLUO_MERGE = '''"""Recursive merging of configuration mappings."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = ["deep_merge", "MergeConflict"]


class MergeConflict(TypeError):
    """Raised when a mapping would be merged into a non-mapping value."""

    def __init__(self, key: str, left: Any, right: Any) -> None:
        super().__init__(
            f"cannot merge {type(right).__name__} into {type(left).__name__} at {key!r}"
        )
        self.key = key


def _is_mapping(value: Any) -> bool:
    return isinstance(value, Mapping)


def deep_merge(
    base: Mapping[str, Any],
    override: Mapping[str, Any],
    *,
    strict: bool = False,
    _path: str = "",
) -> dict[str, Any]:
    """Return a new dict with ``override`` merged into ``base``.

    Nested mappings are merged key by key; any other value in ``override``
    replaces the one in ``base``. An explicit ``None`` in ``override``
    means "unset this key".
    """
    result: dict[str, Any] = dict(base)
    for key, value in override.items():
        path = f"{_path}.{key}" if _path else key
        if not value:
            result.pop(key, None)
            continue
        current = result.get(key)
        if _is_mapping(current) and _is_mapping(value):
            result[key] = deep_merge(current, value, strict=strict, _path=path)
        elif strict and _is_mapping(current) != _is_mapping(value):
            raise MergeConflict(path, current, value)
        else:
            result[key] = value
    return result'''

CONFLUO_TESTS = '''import pytest

from confluo import MergeConflict, deep_merge


@pytest.fixture
def base():
    return {
        "db": {"host": "db.internal", "port": 5432, "pool": {"min_size": 2, "max_size": 8}},
        "cache": {"backend": "redis", "ttl": 300},
        "debug": True,
    }


def test_scalar_override(base):
    merged = deep_merge(base, {"debug": "verbose"})
    assert merged["debug"] == "verbose"


def test_nested_merge_keeps_siblings(base):
    merged = deep_merge(base, {"db": {"pool": {"max_size": 16}}})
    assert merged["db"]["pool"] == {"min_size": 2, "max_size": 16}
    assert merged["db"]["host"] == "db.internal"


def test_none_unsets_key(base):
    merged = deep_merge(base, {"cache": None})
    assert "cache" not in merged
    assert merged["db"]["port"] == 5432


def test_nested_none_unsets_nested_key(base):
    merged = deep_merge(base, {"cache": {"ttl": None}})
    assert merged["cache"] == {"backend": "redis"}


def test_base_not_mutated(base):
    deep_merge(base, {"db": {"port": 6432}})
    assert base["db"]["port"] == 5432


def test_strict_conflict(base):
    with pytest.raises(MergeConflict) as exc:
        deep_merge(base, {"cache": "memcached"}, strict=True)
    assert exc.value.key == "cache"


def test_lenient_replaces_mapping(base):
    merged = deep_merge(base, {"cache": "memcached"})
    assert merged["cache"] == "memcached"'''

CONFLUO_NEW_TEST = '''

def test_falsy_values_are_kept(base):
    merged = deep_merge(base, {"debug": False, "db": {"pool": {"min_size": 0}}, "cache": {"backend": ""}})
    assert merged["debug"] is False
    assert merged["db"]["pool"]["min_size"] == 0
    assert merged["cache"] == {"backend": "", "ttl": 300}'''

CONFLUO_README_NONE = [
    ("README.md", 41, "Passing ``None`` for a key removes it from the merged result:"),
    ("README.md", 44, '>>> deep_merge({"retries": 3, "timeout": 30}, {"retries": None})'),
]


def oh_confluo_falsy_values() -> tuple[str, Turns, str]:
    # bad: turn 9's grep shows line 33 of tests/test_merge.py with different content than turn 5's view, and nothing edited that line.
    root = "/workspace/confluo"
    mpath, tpath = f"{root}/src/confluo/merge.py", f"{root}/tests/test_merge.py"
    fixed = once(CONFLUO_MERGE, "        if not value:\n", "        if value is None:\n")
    tests2 = CONFLUO_TESTS + "\n" + CONFLUO_NEW_TEST
    fix_line = line_no(fixed, "if value is None:")
    t_total = len(lines_of(CONFLUO_TESTS))
    grep3 = [
        "src/confluo/__init__.py:3:from .merge import MergeConflict, deep_merge",
        'src/confluo/__init__.py:6:__all__ = ["deep_merge", "MergeConflict", "load_layers"]',
        "src/confluo/layers.py:9:from .merge import deep_merge",
        "src/confluo/layers.py:34:        merged = deep_merge(merged, layer, strict=strict)",
    ] + [f"src/confluo/merge.py:{n}:{ln}" for n, ln in grep_n(CONFLUO_MERGE, "deep_merge")] + [
        "tests/test_layers.py:4:from confluo import deep_merge, load_layers",
    ] + [f"tests/test_merge.py:{n}:{ln}" for n, ln in grep_n(CONFLUO_TESTS, "deep_merge")]
    drift = CONFLUO_TESTS.replace('{"cache": {"ttl": None}}', '{"cache": {"backend": None}}') + "\n" + CONFLUO_NEW_TEST
    grep9 = [f"./README.md:{n}:{t}" for _, n, t in CONFLUO_README_NONE] + [
        f"./src/confluo/merge.py:{n}:{ln}" for n, ln in grep_n(fixed, "None")] + [
        f"./tests/test_merge.py:{n}:{ln}" for n, ln in grep_n(drift, "None")]
    turns: Turns = [
        (bash(f"cd {root} && git status && git log --oneline -4"),
         oh_bash("On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, working tree clean\n"
                 "e1f7a3c (HEAD -> main, origin/main) Add strict mode to deep_merge\n9b02d54 Document None-as-unset semantics\n"
                 "4c8e611 Move package to src layout\n70d2f1b Initial import of confluo", root)),
        (editor("view", mpath), cat_n(mpath, CONFLUO_MERGE)),
        (bash("grep -rn \"deep_merge\" src/ tests/"), oh_bash("\n".join(grep3), root)),
        (bash("python -c \"from confluo import deep_merge; print(deep_merge({'debug': True, 'workers': 4, 'retries': 3}, {'debug': False, 'retries': 0}))\""),
         oh_bash("{'workers': 4}", root)),
        (editor("view", tpath), cat_n(tpath, CONFLUO_TESTS)),
        (editor("str_replace", mpath, old_str="        if not value:\n            result.pop(key, None)",
                new_str="        if value is None:\n            result.pop(key, None)"),
         oh_snippet(mpath, fixed, fix_line)),
        (editor("insert", tpath, insert_line=t_total, new_str=CONFLUO_NEW_TEST),
         oh_snippet(tpath, tests2, t_total + 1, len(lines_of(CONFLUO_NEW_TEST)))),
        (bash("python -m pytest tests/test_merge.py"),
         oh_bash("============================= test session starts ==============================\n"
                 "platform linux -- Python 3.11.9, pytest-8.2.2, pluggy-1.5.0\nrootdir: /workspace/confluo\n"
                 "configfile: pyproject.toml\ncollected 9 items\n\n"
                 "tests/test_merge.py .........                                            [100%]\n\n"
                 "============================== 9 passed in 0.04s ===============================", root)),
        (bash("grep -rn \"None\" --include=*.py --include=*.md ."), oh_bash("\n".join(grep9), root)),
        (bash("git diff --stat"),
         oh_bash(stat_line("src/confluo/merge.py", CONFLUO_MERGE, fixed, 20) + "\n"
                 + stat_line("tests/test_merge.py", CONFLUO_TESTS, tests2, 20)
                 + "\n 2 files changed, 8 insertions(+), 1 deletion(-)", root)),
    ]
    assert diffstat(CONFLUO_MERGE, fixed) == (1, 1) and diffstat(CONFLUO_TESTS, tests2) == (7, 0)
    return OH_SYSTEM.format(root=root), turns, "A clean checkout of confluo (a small config-merging library) at /workspace/confluo. Issue #58: deep_merge drops keys whose override value is False, 0 or an empty string; only an explicit None should unset a key."


# ================================================================ Gemini CLI / TypeScript: tinyroute optional params

TINY_MATCH = '''import { compile, type Segment } from "./compile";

export interface RouteMatch {
  pattern: string;
  params: Record<string, string>;
}

/**
 * Match a concrete path against a route pattern such as `/users/:id/posts`.
 * Returns null when the path does not match.
 */
export function match(pattern: string, path: string): RouteMatch | null {
  const segments: Segment[] = compile(pattern);
  const parts = path.split("/").filter(Boolean);
  if (parts.length !== segments.length) {
    return null;
  }
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i];
    const part = parts[i];
    if (seg.kind === "static") {
      if (seg.value !== part) return null;
    } else {
      params[seg.name] = decodeURIComponent(part);
    }
  }
  return { pattern, params };
}'''

TINY_OLD = '''  if (parts.length !== segments.length) {
    return null;
  }
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i];
    const part = parts[i];
    if (seg.kind === "static") {'''

TINY_NEW = '''  const required = segments.filter((s) => !(s.kind === "param" && s.optional)).length;
  if (parts.length < required || parts.length > segments.length) {
    return null;
  }
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i];
    const part = parts[i];
    if (part === undefined) break;
    if (seg.kind === "static") {'''

TINY_TEST = '''import { describe, expect, it } from "vitest";
import { match } from "../src/match";

describe("optional trailing params", () => {
  it("matches when the optional param is present", () => {
    expect(match("/files/:name?", "/files/report.pdf")).toEqual({
      pattern: "/files/:name?",
      params: { name: "report.pdf" },
    });
  });

  it("matches when the optional param is absent", () => {
    expect(match("/files/:name?", "/files")).toEqual({ pattern: "/files/:name?", params: {} });
  });

  it("still rejects extra segments", () => {
    expect(match("/files/:name?", "/files/a/b")).toBeNull();
  });

  it("still requires non-optional params", () => {
    expect(match("/users/:id/:tab?", "/users")).toBeNull();
  });

  it("decodes the optional value", () => {
    expect(match("/tags/:tag?", "/tags/c%2B%2B")?.params.tag).toBe("c++");
  });
});
'''


def gem_tinyroute_optional_params() -> tuple[str, Turns, str]:
    # clean: test files and test totals grow because the agent adds a test file; the later run starts later; the second read shows the agent's own edit; the commit empties git status.
    root = "/home/dev/tinyroute"
    new_match = once(TINY_MATCH, TINY_OLD, TINY_NEW)
    ins, dels = diffstat(TINY_MATCH, new_match)
    test_lines = len(lines_of(TINY_TEST.rstrip("\n")))
    turns: Turns = [
        (call("list_directory", path=root),
         f"Directory listing for {root}:\n[DIR] src\n[DIR] tests\n.gitignore\npackage.json\npnpm-lock.yaml\nREADME.md\n"
         "tsconfig.json\nvitest.config.ts\n\n(1 git-ignored)"),
        (call("read_file", absolute_path=f"{root}/src/match.ts"), TINY_MATCH),
        (gshell("npx vitest run", "Run the test suite once to get a baseline."),
         gem_run("npx vitest run", "\n RUN  v1.6.0 /home/dev/tinyroute\n\n"
                 " ✓ tests/compile.test.ts  (9 tests) 4ms\n ✓ tests/match.test.ts  (11 tests) 6ms\n"
                 " ✓ tests/build.test.ts  (4 tests) 3ms\n\n Test Files  3 passed (3)\n      Tests  24 passed (24)\n"
                 "   Start at  09:14:22\n   Duration  412ms (transform 98ms, setup 0ms, collect 141ms, tests 13ms, environment 0ms, prepare 301ms)\n",
                 pgid=51877)),
        (call("replace", file_path=f"{root}/src/match.ts", old_string=TINY_OLD, new_string=TINY_NEW),
         f"Successfully modified file: {root}/src/match.ts (1 replacements)."),
        (call("write_file", file_path=f"{root}/tests/optional.test.ts", content=TINY_TEST),
         f"Successfully created and wrote to new file: {root}/tests/optional.test.ts."),
        (gshell("npx vitest run", "Re-run the tests including the new optional-param tests."),
         gem_run("npx vitest run", "\n RUN  v1.6.0 /home/dev/tinyroute\n\n"
                 " ✓ tests/compile.test.ts  (9 tests) 4ms\n ✓ tests/optional.test.ts  (5 tests) 3ms\n"
                 " ✓ tests/match.test.ts  (11 tests) 7ms\n ✓ tests/build.test.ts  (4 tests) 3ms\n\n"
                 " Test Files  4 passed (4)\n      Tests  29 passed (29)\n   Start at  09:17:05\n"
                 "   Duration  437ms (transform 121ms, setup 0ms, collect 176ms, tests 17ms, environment 0ms, prepare 322ms)\n",
                 pgid=52140)),
        (gshell("git status -sb", "Check the working tree."),
         gem_run("git status -sb", "## feat/optional-params\n M src/match.ts\n?? tests/optional.test.ts", pgid=52311)),
        (call("read_file", absolute_path=f"{root}/src/match.ts"), new_match),
        (gshell("npx tsc --noEmit", "Type-check the project."), gem_run("npx tsc --noEmit", "", pgid=52398)),
        (gshell('git add -A && git commit -m "feat(match): support optional trailing params"', "Commit the change."),
         gem_run('git add -A && git commit -m "feat(match): support optional trailing params"',
                 "[feat/optional-params 7c1e9a2] feat(match): support optional trailing params\n"
                 f" 2 files changed, {ins + test_lines} insertions(+), {dels} deletion{'s' if dels != 1 else ''}(-)\n"
                 " create mode 100644 tests/optional.test.ts", pgid=52460)),
        (gshell("git log --oneline -3 && git status --short", "Confirm the commit."),
         gem_run("git log --oneline -3 && git status --short",
                 "7c1e9a2 (HEAD -> feat/optional-params) feat(match): support optional trailing params\n"
                 "a41d0b3 (origin/main, origin/HEAD, main) build: publish ESM and CJS bundles\n"
                 "3e9f5c6 fix(compile): reject empty param names", pgid=52502)),
    ]
    return GEM_SYSTEM.format(root=root), turns, "tinyroute, a tiny URL pattern matcher in TypeScript, on branch feat/optional-params. compile() already parses `:name?` into {kind: \"param\", name, optional: true}; match() has to honour it."


# ================================================================ SWE-agent / Python: quantiq __round__

QUANTIQ = '''"""The Quantity class: a magnitude paired with a unit."""

from __future__ import annotations

import math
import numbers
from functools import total_ordering

from .errors import DimensionalityError
from .registry import Unit, get_registry


@total_ordering
class Quantity:
    """A number with a physical unit attached."""

    __slots__ = ("magnitude", "units")

    def __init__(self, magnitude, units: Unit | str = "") -> None:
        if isinstance(units, str):
            units = get_registry().parse_units(units)
        self.magnitude = magnitude
        self.units = units

    # -- representation -------------------------------------------------
    def __repr__(self) -> str:
        return f"<Quantity({self.magnitude!r}, {str(self.units)!r})>"

    def __str__(self) -> str:
        return f"{self.magnitude} {self.units}".strip()

    def __format__(self, spec: str) -> str:
        return f"{format(self.magnitude, spec)} {self.units}".strip()

    # -- conversion -----------------------------------------------------
    def to(self, other: Unit | str) -> Quantity:
        if isinstance(other, str):
            other = get_registry().parse_units(other)
        factor = self.units.factor_to(other)
        return self.__class__(self.magnitude * factor, other)

    def m_as(self, other: Unit | str) -> float:
        return self.to(other).magnitude

    # -- comparison -----------------------------------------------------
    def _check_compatible(self, other: Quantity) -> None:
        if self.units.dimensionality != other.units.dimensionality:
            raise DimensionalityError(self.units, other.units)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Quantity):
            return NotImplemented
        if self.units.dimensionality != other.units.dimensionality:
            return False
        return math.isclose(self.magnitude, other.m_as(self.units))

    def __lt__(self, other: Quantity) -> bool:
        self._check_compatible(other)
        return self.magnitude < other.m_as(self.units)

    def __hash__(self) -> int:
        return hash((self.to_base().magnitude, self.units.dimensionality))

    # -- arithmetic -----------------------------------------------------
    def __add__(self, other: Quantity) -> Quantity:
        self._check_compatible(other)
        return self.__class__(self.magnitude + other.m_as(self.units), self.units)

    __radd__ = __add__

    def __sub__(self, other: Quantity) -> Quantity:
        self._check_compatible(other)
        return self.__class__(self.magnitude - other.m_as(self.units), self.units)

    def __mul__(self, other):
        if isinstance(other, numbers.Number):
            return self.__class__(self.magnitude * other, self.units)
        return self.__class__(self.magnitude * other.magnitude, self.units * other.units)

    __rmul__ = __mul__

    def __neg__(self) -> Quantity:
        return self.__class__(-self.magnitude, self.units)

    def __abs__(self) -> Quantity:
        return self.__class__(abs(self.magnitude), self.units)

    def __round__(self, ndigits: int | None = None) -> Quantity:
        return self.__class__(round(self.magnitude), self.units)

    def __float__(self) -> float:
        if not self.units.dimensionless:
            raise DimensionalityError(self.units, "dimensionless")
        return float(self.magnitude)

    def to_base(self) -> Quantity:
        base = self.units.base_units()
        return self.to(base)'''

QUANTIQ_REPRO = '''from quantiq import Quantity

q = Quantity(3.14159, "meter")
print(round(q, 2))
print(round(q))'''


def swea_quantiq_round() -> tuple[str, Turns, str]:
    # bad: turn 10's search_file shows line 89 with the pre-edit `round(self.magnitude)` although turn 8 edited it to pass ndigits (and turn 9's run reflects the fix).
    path = "/repo/quantiq/quantity.py"
    rline = line_no(QUANTIQ, "def __round__")
    body = rline + 1
    fixed = once(QUANTIQ, "round(self.magnitude), self.units)", "round(self.magnitude, ndigits), self.units)")
    repro_path = "/repo/reproduce.py"
    stale = grep_n(QUANTIQ, "round(")
    turns: Turns = [
        (swea_act("The issue says round() on a Quantity ignores ndigits. Let me locate the Quantity implementation.",
                  "find_file quantity.py"),
         swea('Found 1 matches for "quantity.py" in /repo:\n/repo/quantiq/quantity.py', None)),
        (swea_act("Let me find where __round__ is defined in that file.", f"search_file \"__round__\" {path}"),
         swea(f'Found 1 matches for "__round__" in {path}:\nLine {rline}:    def __round__(self, ndigits: int | None = None) -> Quantity:\n'
              f'End of matches for "__round__" in {path}', None)),
        (swea_act("Let me open the file around that line.", f"open quantiq/quantity.py {rline}"),
         swea(swea_window(path, QUANTIQ, rline), path)),
        (swea_act("The ndigits argument is accepted but never passed to round(). First I'll reproduce the problem.",
                  "create reproduce.py"),
         swea(f"[File: {repro_path} (1 lines total)]\n1:", repro_path)),
        (swea_act("Now the reproduction script.", "edit 1:1\n" + QUANTIQ_REPRO + "\nend_of_edit"),
         swea(swea_window(repro_path, QUANTIQ_REPRO, 1) + "\n" + SWEA_EDITED, repro_path)),
        (swea_act("Run it.", "python reproduce.py"), swea("3 meter\n3 meter", repro_path)),
        (swea_act("Both calls give 3 meter; the first should be 3.14 meter. Back to quantity.py.", f"open quantiq/quantity.py {rline}"),
         swea(swea_window(path, QUANTIQ, rline), path)),
        (swea_act("Pass ndigits through to the builtin round(). round(x, None) behaves like round(x), so the no-argument case is unchanged.",
                  f"edit {body}:{body}\n        return self.__class__(round(self.magnitude, ndigits), self.units)\nend_of_edit"),
         swea(swea_window(path, fixed, body) + "\n" + SWEA_EDITED, path)),
        (swea_act("Run the reproduction again.", "python reproduce.py"), swea("3.14 meter\n3 meter", path)),
        (swea_act("Let me check there are no other round() calls in the class that drop the precision.", f'search_file "round(" {path}'),
         swea(f'Found {len(stale)} matches for "round(" in {path}:\n' + "\n".join(f"Line {n}:{ln}" for n, ln in stale)
              + f'\nEnd of matches for "round(" in {path}', path)),
        (swea_act("That is the only call. Remove the reproduction script before submitting.", "rm reproduce.py"),
         swea("", path)),
    ]
    return SWEA_SYSTEM, turns, "Repository quantiq (a units-of-measure library), issue #412: `round(Quantity(3.14159, 'meter'), 2)` returns `3 meter`; the ndigits argument is ignored."


# ================================================================ SWE-agent / Java: jsonpath-lite FilterParser

JPL = '''package io.jpl.filter;

import io.jpl.InvalidPathException;
import java.math.BigDecimal;
import java.util.List;

/**
 * Parses the body of a filter expression such as {@code @.price < 10 && @.isbn}.
 */
final class FilterParser {

    private static final List<String> OPERATORS = List.of("==", "!=", "<=", ">=", "=~", "<", ">");

    private final String src;
    private int pos;

    FilterParser(String src) {
        this.src = src;
        this.pos = 0;
    }

    Predicate parse() {
        Predicate left = parseComparison();
        while (pos < src.length()) {
            if (src.startsWith("&&", pos)) {
                pos += 2;
                left = Predicate.and(left, parseComparison());
            } else if (src.startsWith("||", pos)) {
                pos += 2;
                left = Predicate.or(left, parseComparison());
            } else {
                throw new InvalidPathException("Unexpected character '" + src.charAt(pos) + "' at " + pos);
            }
        }
        return left;
    }

    private Predicate parseComparison() {
        Operand lhs = parseOperand();
        String op = parseOperator();
        if (op == null) {
            return Predicate.exists(lhs);
        }
        Operand rhs = parseOperand();
        return Predicate.compare(lhs, op, rhs);
    }

    private String parseOperator() {
        for (String op : OPERATORS) {
            if (src.startsWith(op, pos)) {
                pos += op.length();
                return op;
            }
        }
        return null;
    }

    private Operand parseOperand() {
        if (pos >= src.length()) {
            throw new InvalidPathException("Expected operand at " + pos);
        }
        char c = src.charAt(pos);
        if (c == '@' || c == '$') {
            return Operand.path(readPath());
        }
        if (c == '\\'' || c == '"') {
            return Operand.literal(readString(c));
        }
        return Operand.literal(readNumberOrKeyword());
    }

    private String readPath() {
        int start = pos;
        while (pos < src.length() && !isDelimiter(src.charAt(pos))) {
            pos++;
        }
        return src.substring(start, pos);
    }

    private String readString(char quote) {
        int end = src.indexOf(quote, pos + 1);
        if (end < 0) {
            throw new InvalidPathException("Unterminated string at " + pos);
        }
        String value = src.substring(pos + 1, end);
        pos = end + 1;
        return value;
    }

    private Object readNumberOrKeyword() {
        int start = pos;
        while (pos < src.length() && !isDelimiter(src.charAt(pos))) {
            pos++;
        }
        String token = src.substring(start, pos);
        switch (token) {
            case "true": return Boolean.TRUE;
            case "false": return Boolean.FALSE;
            case "null": return null;
            default: return new BigDecimal(token);
        }
    }

    private static boolean isDelimiter(char c) {
        return c == ' ' || c == '<' || c == '>' || c == '=' || c == '!' || c == '&' || c == '|' || c == ')';
    }
}'''

JPL_OLD_CMP = '''    private Predicate parseComparison() {
        Operand lhs = parseOperand();
        String op = parseOperator();
        if (op == null) {
            return Predicate.exists(lhs);
        }
        Operand rhs = parseOperand();
        return Predicate.compare(lhs, op, rhs);
    }'''

JPL_NEW_CMP = '''    private Predicate parseComparison() {
        skipWhitespace();
        Operand lhs = parseOperand();
        skipWhitespace();
        String op = parseOperator();
        if (op == null) {
            return Predicate.exists(lhs);
        }
        skipWhitespace();
        Operand rhs = parseOperand();
        skipWhitespace();
        return Predicate.compare(lhs, op, rhs);
    }

    private void skipWhitespace() {
        while (pos < src.length() && Character.isWhitespace(src.charAt(pos))) {
            pos++;
        }
    }'''


def _mvn(tests_line: str, body: str, ok: bool, secs: str, stamp: str) -> str:
    head = ("[INFO] Scanning for projects...\n[INFO] \n[INFO] ----------------------< io.jpl:jsonpath-lite >-----------------------\n"
            "[INFO] Building jsonpath-lite 0.9.2-SNAPSHOT\n[INFO]   from pom.xml\n[INFO] --------------------------------[ jar ]---------------------------------\n"
            "[INFO] \n[INFO] --- resources:3.3.1:resources (default-resources) @ jsonpath-lite ---\n[INFO] skip non existing resourceDirectory /repo/src/main/resources\n"
            "[INFO] \n[INFO] --- compiler:3.13.0:compile (default-compile) @ jsonpath-lite ---\n[INFO] Recompiling the module because of changed source code.\n"
            "[INFO] Compiling 23 source files with javac [debug target 17] to target/classes\n[INFO] \n"
            "[INFO] --- compiler:3.13.0:testCompile (default-testCompile) @ jsonpath-lite ---\n[INFO] Nothing to compile - all classes are up to date.\n[INFO] \n"
            "[INFO] --- surefire:3.2.5:test (default-test) @ jsonpath-lite ---\n[INFO] Using auto detected provider org.apache.maven.surefire.junitplatform.JUnitPlatformProvider\n"
            "[INFO] \n[INFO] -------------------------------------------------------\n[INFO]  T E S T S\n[INFO] -------------------------------------------------------\n"
            "[INFO] Running io.jpl.filter.FilterParserTest\n")
    tail = (f"[INFO] ------------------------------------------------------------------------\n[INFO] BUILD {'SUCCESS' if ok else 'FAILURE'}\n"
            f"[INFO] ------------------------------------------------------------------------\n[INFO] Total time:  {secs} s\n"
            f"[INFO] Finished at: {stamp}\n[INFO] ------------------------------------------------------------------------")
    return head + body + tests_line + tail


def swea_jsonpath_filter_spaces() -> tuple[str, Turns, str]:
    # clean: scroll/goto move the viewer window; the edit grows the file by 10 lines so later line numbers shift; a failing test passes after the fix.
    path = "/repo/src/main/java/io/jpl/filter/FilterParser.java"
    new = once(JPL, JPL_OLD_CMP, JPL_NEW_CMP)
    c_start = line_no(JPL, "private Predicate parseComparison()")
    c_end = c_start + len(lines_of(JPL_OLD_CMP)) - 1
    hits = grep_n(JPL, "parseComparison")
    ws_hits = grep_n(new, "skipWhitespace")
    scroll_center = c_start + 28
    fail_body = ("[ERROR] Tests run: 12, Failures: 0, Errors: 1, Skipped: 0, Time elapsed: 0.094 s <<< FAILURE! -- in io.jpl.filter.FilterParserTest\n"
                 "[ERROR] io.jpl.filter.FilterParserTest.spacesAroundComparisonOperator -- Time elapsed: 0.006 s <<< ERROR!\n"
                 "io.jpl.InvalidPathException: Unexpected character ' ' at 7\n"
                 "\tat io.jpl.filter.FilterParser.parse(FilterParser.java:32)\n"
                 "\tat io.jpl.filter.FilterParserTest.spacesAroundComparisonOperator(FilterParserTest.java:71)\n"
                 "\tat java.base/java.lang.reflect.Method.invoke(Method.java:580)\n\tat java.base/java.util.ArrayList.forEach(ArrayList.java:1596)\n\n"
                 "[INFO] \n[INFO] Results:\n[INFO] \n[ERROR] Errors: \n"
                 "[ERROR]   FilterParserTest.spacesAroundComparisonOperator:71 » InvalidPath Unexpected character ' ' at 7\n[INFO] \n")
    ok_body = ("[INFO] Tests run: 12, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.081 s -- in io.jpl.filter.FilterParserTest\n"
               "[INFO] \n[INFO] Results:\n[INFO] \n")
    assert line_no(JPL, "throw new InvalidPathException(\"Unexpected character") == 32
    turns: Turns = [
        (swea_act("The issue: filters with spaces around the operator, like `$..book[?(@.price < 10)]`, fail to compile. Let me find the filter parser.",
                  "find_file FilterParser.java src"),
         swea(f'Found 1 matches for "FilterParser.java" in /repo/src:\n{path}', None)),
        (swea_act("Open it.", "open src/main/java/io/jpl/filter/FilterParser.java"),
         swea(swea_window(path, JPL, 1), path)),
        (swea_act("Where are comparisons parsed?", "search_file parseComparison"),
         swea(f'Found {len(hits)} matches for "parseComparison" in {path}:\n' + "\n".join(f"Line {n}:{ln}" for n, ln in hits)
              + f'\nEnd of matches for "parseComparison" in {path}', path)),
        (swea_act("Go to the definition.", f"goto {c_start}"), swea(swea_window(path, JPL, c_start), path)),
        (swea_act("Let me also look at how operands and paths are read.", "scroll_down"),
         swea(swea_window(path, JPL, scroll_center), path)),
        (swea_act("readPath stops at the space, and nothing skips whitespace before the operator. Let me run the existing tests first to see the failing case.",
                  "mvn -Dtest=FilterParserTest test"),
         swea(_mvn("[ERROR] Tests run: 12, Failures: 0, Errors: 1, Skipped: 0\n[INFO] \n", fail_body, False, "4.907", "2025-04-14T16:20:41Z"), path)),
        (swea_act("I'll skip whitespace around each operand and the operator in parseComparison, via a small helper.",
                  f"edit {c_start}:{c_end}\n{JPL_NEW_CMP}\nend_of_edit"),
         swea(swea_window(path, new, c_start) + "\n" + SWEA_EDITED, path)),
        (swea_act("Run the tests again.", "mvn -Dtest=FilterParserTest test"),
         swea(_mvn("[INFO] Tests run: 12, Failures: 0, Errors: 0, Skipped: 0\n[INFO] \n", ok_body, True, "4.512", "2025-04-14T16:22:09Z"), path)),
        (swea_act("All 12 pass. Let me double-check every call site of the new helper.", "search_file skipWhitespace"),
         swea(f'Found {len(ws_hits)} matches for "skipWhitespace" in {path}:\n' + "\n".join(f"Line {n}:{ln}" for n, ln in ws_hits)
              + f'\nEnd of matches for "skipWhitespace" in {path}', path)),
        (swea_act("Looks right. Submitting.", "submit"),
         swea(git_udiff("src/main/java/io/jpl/filter/FilterParser.java", JPL, new, "4c1d7e2..b80f39a"), path)),
    ]
    return SWEA_SYSTEM, turns, "Repository jsonpath-lite (Java 17, Maven), issue #87: `JsonPath.compile(\"$..book[?(@.price < 10)]\")` throws InvalidPathException \"Unexpected character ' '\"; it works without spaces."


# ================================================================ SWE-agent / Ruby: throttle_lite monotonic clock

TL_BUCKET = '''# frozen_string_literal: true

module ThrottleLite
  # A token bucket that refills continuously at +rate+ tokens per second.
  class Bucket
    attr_reader :capacity, :rate

    def initialize(capacity:, rate:, store:, key:)
      @capacity = capacity
      @rate = rate
      @store = store
      @key = key
    end

    def take(cost = 1)
      @store.synchronize(@key)  do
        tokens, stamp = @store.read(@key) || [capacity, Time.now.to_f]
        now = Time.now.to_f
        tokens = [capacity, tokens + (now - stamp) * rate].min
        if tokens >= cost
          @store.write(@key, [tokens - cost, now])
          true
        else
          @store.write(@key, [tokens, now])
          false
        end
      end
    end

    def retry_after(cost = 1)
      tokens, = @store.read(@key) || [capacity]
      return 0.0 if tokens >= cost

      (cost - tokens) / rate.to_f
    end
  end
end'''

TL_BUCKET_OLD = '''      @store.synchronize(@key)  do
        tokens, stamp = @store.read(@key) || [capacity, Time.now.to_f]
        now = Time.now.to_f'''

TL_BUCKET_NEW = '''      @store.synchronize(@key) do
        now = Process.clock_gettime(Process::CLOCK_MONOTONIC)
        tokens, stamp = @store.read(@key) || [capacity, now]'''

TL_MEMORY = '''# frozen_string_literal: true

require "monitor"

module ThrottleLite
  module Store
    # Process-local store; entries expire +ttl+ seconds after their last write.
    class Memory
      def initialize(ttl: 3600)
        @ttl = ttl
        @data = {}
        @monitor = Monitor.new
      end

      def synchronize(_key, &block)
        @monitor.synchronize(&block)
      end

      def read(key)
        value, expires_at = @data[key]
        return nil if value.nil? || expires_at < Time.now.to_f

        value
      end

      def write(key, value)
        @data[key] = [value, Time.now.to_f + @ttl]
        value
      end

      def clear
        @monitor.synchronize { @data.clear }
      end
    end
  end
end'''

TL_MIDDLEWARE = '''# frozen_string_literal: true

require "time"

module ThrottleLite
  # Rack middleware that rejects requests once a client's bucket is empty.
  class Middleware
    DEFAULT_KEY = ->(env) { env["HTTP_X_FORWARDED_FOR"]&.split(",")&.first&.strip || env["REMOTE_ADDR"] }

    def initialize(app, capacity: 60, rate: 1.0, store: Store::Memory.new, key: DEFAULT_KEY, logger: nil)
      @app = app
      @capacity = capacity
      @rate = rate
      @store = store
      @key = key
      @logger = logger
    end

    def call(env)
      client = @key.call(env)
      bucket = Bucket.new(capacity: @capacity, rate: @rate, store: @store, key: "throttle:#{client}")
      return @app.call(env) if bucket.take

      wait = bucket.retry_after
      @logger&.info("throttled #{client} at #{Time.now.utc.iso8601} (retry in #{wait.round(2)}s)")
      [429, { "content-type" => "text/plain", "retry-after" => wait.ceil.to_s }, ["Too Many Requests\\n"]]
    end
  end
end'''


def swea_throttle_monotonic() -> tuple[str, Turns, str]:
    # bad: turn 6's search_dir reports 3 matches in store/memory.rb (4 in total), but turn 1 found 2 there (turn 5's view shows those 2) and only bucket.rb was edited since.
    bpath = "/repo/lib/throttle_lite/bucket.rb"
    mpath = "/repo/lib/throttle_lite/store/memory.rb"
    wpath = "/repo/lib/throttle_lite/middleware.rb"
    new_bucket = once(TL_BUCKET, TL_BUCKET_OLD, TL_BUCKET_NEW)
    e_start = line_no(TL_BUCKET, "@store.synchronize(@key)  do")
    assert len(grep_n(TL_MEMORY, "Time.now")) == 2 and len(lines_of(TL_MEMORY)) <= 38
    turns: Turns = [
        (swea_act("The issue asks to stop using the wall clock for token refill, since NTP jumps can refill or starve buckets. Let me find every Time.now in lib.",
                  'search_dir "Time.now" lib'),
         swea('Found 5 matches for "Time.now" in /repo/lib:\n/repo/lib/throttle_lite/bucket.rb (2 matches)\n'
              '/repo/lib/throttle_lite/middleware.rb (1 matches)\n/repo/lib/throttle_lite/store/memory.rb (2 matches)\n'
              'End of matches for "Time.now" in /repo/lib', None)),
        (swea_act("The refill math lives in the bucket. Open it.", "open lib/throttle_lite/bucket.rb"),
         swea(swea_window(bpath, TL_BUCKET, 1), bpath)),
        (swea_act(f"Lines {e_start}-{e_start + 2} read the wall clock twice. Take one monotonic reading and use it for both the default stamp and now (and drop the double space before do).",
                  f"edit {e_start}:{e_start + 2}\n{TL_BUCKET_NEW}\nend_of_edit"),
         swea(swea_window(bpath, new_bucket, e_start) + "\n" + SWEA_EDITED, bpath)),
        (swea_act("Confirm the bucket no longer uses Time.now.", f'search_file "Time.now" {bpath}'),
         swea(f'No matches found for "Time.now" in {bpath}', bpath)),
        (swea_act("Now the memory store, which also calls Time.now.", "open lib/throttle_lite/store/memory.rb"),
         swea(swea_window(mpath, TL_MEMORY, 1), mpath)),
        (swea_act("The store uses the wall clock only for entry expiry, which is independent of the stamps the bucket stores in the value. Let me see what is left overall.",
                  'search_dir "Time.now" lib'),
         swea('Found 4 matches for "Time.now" in /repo/lib:\n/repo/lib/throttle_lite/middleware.rb (1 matches)\n'
              '/repo/lib/throttle_lite/store/memory.rb (3 matches)\nEnd of matches for "Time.now" in /repo/lib', mpath)),
        (swea_act("Let me look at the middleware's use.", "open lib/throttle_lite/middleware.rb"),
         swea(swea_window(wpath, TL_MIDDLEWARE, 1), wpath)),
        (swea_act("That one is a log timestamp, so wall-clock time is what we want there. Run the spec suite.", "bundle exec rspec"),
         swea("\nRandomized with seed 40812\n..........................\n\nFinished in 0.04127 seconds (files took 0.18333 seconds to load)\n"
              "26 examples, 0 failures\n\nRandomized with seed 40812\n", wpath)),
        (swea_act("All green. Submitting.", "submit"),
         swea(git_udiff("lib/throttle_lite/bucket.rb", TL_BUCKET, new_bucket, "9d2e41a..5f07c3b"), wpath)),
    ]
    return SWEA_SYSTEM, turns, "Repository throttle_lite (a Rack rate-limiting gem), issue #19: token refill uses Time.now, so a backwards NTP step starves clients and a forward step refills every bucket. Use a monotonic clock for the refill arithmetic."


# ================================================================ Claude Code / Go: ledgerctl negative amounts

LEDGER_AMOUNT = '''package money

import (
	"fmt"
	"strconv"
	"strings"
)

// Amount is a monetary value in minor units (cents).
type Amount int64

// ErrEmptyAmount is returned when the input is blank.
var ErrEmptyAmount = fmt.Errorf("money: empty amount")

// parseAmount converts strings like "12.34", "-0.50" or "1,204.00" into an Amount.
func parseAmount(s string) (Amount, error) {
	s = strings.TrimSpace(strings.ReplaceAll(s, ",", ""))
	if s == "" {
		return 0, ErrEmptyAmount
	}
	whole, frac, hasFrac := strings.Cut(s, ".")
	units, err := strconv.ParseInt(whole, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("money: invalid amount %q: %w", s, err)
	}
	cents := int64(0)
	if hasFrac {
		if len(frac) == 1 {
			frac += "0"
		}
		if len(frac) != 2 {
			return 0, fmt.Errorf("money: invalid amount %q: want at most 2 decimals", s)
		}
		cents, err = strconv.ParseInt(frac, 10, 64)
		if err != nil {
			return 0, fmt.Errorf("money: invalid amount %q: %w", s, err)
		}
	}
	return Amount(units*100 + cents), nil
}

// String formats the amount with two decimals.
func (a Amount) String() string {
	sign := ""
	v := int64(a)
	if v < 0 {
		sign, v = "-", -v
	}
	return fmt.Sprintf("%s%d.%02d", sign, v/100, v%100)
}'''

LEDGER_OLD = "\treturn Amount(units*100 + cents), nil\n}"
LEDGER_NEW = "\tif strings.HasPrefix(whole, \"-\") {\n\t\treturn Amount(units*100 - cents), nil\n\t}\n\treturn Amount(units*100 + cents), nil\n}"
LEDGER_CASES = ["plain", "thousands_separator", "one_decimal", "negative_with_cents", "negative_below_one", "empty", "three_decimals"]


def cc_ledger_negative_amounts() -> tuple[str, Turns, str]:
    # clean: a similarly named parseAmountLegacy in another package; line numbers below the edit shift by 3; the package's result is (cached) on the identical rerun; a new commit appears.
    root = "/home/orrin/src/ledgerctl"
    apath = f"{root}/internal/money/amount.go"
    mod = "github.com/orrin/ledgerctl"
    new = once(LEDGER_AMOUNT, LEDGER_OLD, LEDGER_NEW)
    ret = line_no(LEDGER_AMOUNT, "return Amount(units*100 + cents), nil")
    grep = [f"{apath}:{n}:{ln}" for n, ln in grep_n(LEDGER_AMOUNT, "parseAmount")] + [
        f"{root}/internal/money/amount_test.go:39:\t\tgot, err := parseAmount(tc.in)",
        f"{root}/internal/money/amount_test.go:41:\t\t\tt.Errorf(\"parseAmount(%q) = %v, want %v\", tc.in, got, tc.want)",
        f"{root}/internal/money/parse.go:12:\treturn parseAmount(s)",
        f"{root}/internal/legacy/import.go:58:\tamt, err := parseAmountLegacy(row[3])",
        f"{root}/internal/legacy/import.go:91:func parseAmountLegacy(raw string) (float64, error) {{",
    ]
    runs = "\n".join(f"=== RUN   TestParseAmount/{c}" for c in LEDGER_CASES)
    passes = "\n".join(f"    --- PASS: TestParseAmount/{c} (0.00s)" for c in LEDGER_CASES)
    files = ["cmd/add.go", "cmd/add_test.go", "cmd/balance.go", "cmd/root.go", "internal/legacy/import.go",
             "internal/legacy/import_test.go", "internal/money/amount.go", "internal/money/amount_test.go",
             "internal/money/parse.go", "internal/store/store.go", "internal/store/store_test.go", "main.go"]
    turns: Turns = [
        (call("Glob", pattern="**/*.go"), "\n".join(f"{root}/{f}" for f in files)),
        (call("Grep", pattern="parseAmount", output_mode="content", **{"-n": True}), "\n".join(grep)),
        (call("Read", file_path=apath), cc_read(LEDGER_AMOUNT)),
        (call("Bash", command="go test ./internal/money/", description="Run the money package tests"),
         "--- FAIL: TestParseAmount (0.00s)\n    --- FAIL: TestParseAmount/negative_with_cents (0.00s)\n"
         "        amount_test.go:41: parseAmount(\"-12.34\") = -11.66, want -12.34\n"
         "    --- FAIL: TestParseAmount/negative_below_one (0.00s)\n"
         "        amount_test.go:41: parseAmount(\"-0.50\") = 0.50, want -0.50\n"
         f"FAIL\nFAIL\t{mod}/internal/money\t0.005s\nFAIL"),
        (call("Edit", file_path=apath, old_string=LEDGER_OLD, new_string=LEDGER_NEW),
         cc_edit(apath, new, ret - 5, ret + 8)),
        (call("Bash", command="go test ./internal/money/", description="Re-run the money tests"),
         f"ok  \t{mod}/internal/money\t0.004s"),
        (call("Bash", command="gofmt -l . ; go vet ./... && echo vet-ok", description="Format and vet check"), "vet-ok"),
        (call("Bash", command="go test ./...", description="Run the whole test suite"),
         f"?   \t{mod}\t[no test files]\nok  \t{mod}/cmd\t0.014s\nok  \t{mod}/internal/legacy\t0.008s\n"
         f"ok  \t{mod}/internal/money\t(cached)\nok  \t{mod}/internal/store\t0.031s"),
        (call("Bash", command="go test -v -run TestParseAmount ./internal/money/", description="Show the subtests"),
         f"=== RUN   TestParseAmount\n{runs}\n--- PASS: TestParseAmount (0.00s)\n{passes}\nPASS\nok  \t{mod}/internal/money\t0.004s"),
        (call("Bash", command="git diff --stat && git commit -qam 'money: keep the sign of negative amounts with cents' && git log --oneline -2",
              description="Commit the fix"),
         " internal/money/amount.go | 3 +++\n 1 file changed, 3 insertions(+)\n"
         "4be0d17 money: keep the sign of negative amounts with cents\n2a91c3e cmd: add --date flag to `ledgerctl add`"),
    ]
    assert diffstat(LEDGER_AMOUNT, new) == (3, 0)
    return cc_system(root), turns, "ledgerctl, a Go CLI for plain-text ledgers (cobra). Bug report: `ledgerctl add groceries -12.34` records -11.66."


# ================================================================ Claude Code / TypeScript: parcel-tracker legacy geocoder removal

PT_SHIPMENTS = '''import { Router } from "express";
import { z } from "zod";
import { geocode } from "../legacy/geocode";
import { shipmentRepo } from "../db/shipments";
import { estimateEta } from "../services/eta";
import { requireApiKey } from "../middleware/auth";

export const shipments = Router();

const createBody = z.object({
  reference: z.string().min(3).max(40),
  origin: z.string().min(3),
  destination: z.string().min(3),
  weightKg: z.number().positive().max(30_000),
});

shipments.post("/", requireApiKey, async (req, res) => {
  const parsed = createBody.safeParse(req.body);
  if (!parsed.success) {
    return res.status(400).json({ error: "invalid_body", issues: parsed.error.issues });
  }
  const [from, to] = await Promise.all([geocode(parsed.data.origin), geocode(parsed.data.destination)]);
  if (!from || !to) {
    return res.status(422).json({ error: "unknown_address" });
  }
  const shipment = await shipmentRepo.insert({ ...parsed.data, from, to });
  const eta = await estimateEta(shipment);
  return res.status(201).json({ ...shipment, eta });
});

shipments.get("/:id", requireApiKey, async (req, res) => {
  const shipment = await shipmentRepo.findById(req.params.id);
  if (!shipment) {
    return res.status(404).json({ error: "not_found" });
  }
  return res.json({ ...shipment, eta: await estimateEta(shipment) });
});'''

PT_ETA = '''import type { Shipment } from "../db/shipments";
import { geocode } from "../legacy/geocode";
import { haversineKm } from "../lib/geo";
import { hubFor } from "./hubs";

const TRUCK_KMH = 68;
const HUB_DWELL_HOURS = 6;

export async function estimateEta(shipment: Shipment): Promise<string> {
  const hub = hubFor(shipment.destination);
  const hubPoint = await geocode(hub.address);'''


def cc_parcel_remove_legacy_geocoder() -> tuple[str, Turns, str]:
    # bad: turn 8's Glob lists src/legacy/geocode.ts, which turn 6 removed with `git rm` (and git status there showed it deleted).
    root = "/home/lee/parcel-tracker"
    spath, epath = f"{root}/src/routes/shipments.ts", f"{root}/src/services/eta.ts"
    old_imp, new_imp = 'import { geocode } from "../legacy/geocode";', 'import { geocode } from "./geocoder";'
    new_s = once(PT_SHIPMENTS, old_imp, 'import { geocode } from "../services/geocoder";')
    new_e = once(PT_ETA, old_imp, new_imp)
    glob_files = ["src/services/eta.ts", "src/routes/shipments.ts", "src/services/geocoder.ts", "src/services/hubs.ts",
                  "src/legacy/geocode.ts", "src/lib/geo.ts", "src/db/shipments.ts", "src/db/pool.ts", "src/middleware/auth.ts",
                  "src/middleware/requestId.ts", "src/routes/health.ts", "src/routes/index.ts", "src/legacy/tz.ts",
                  "src/config.ts", "src/app.ts", "src/server.ts", "src/services/hubs.test.ts", "src/services/eta.test.ts",
                  "src/lib/geo.test.ts", "src/routes/shipments.test.ts"]
    turns: Turns = [
        (call("Grep", pattern="legacy/geocode", output_mode="files_with_matches"),
         f"Found 3 files\n{root}/src/routes/shipments.ts\n{root}/src/services/eta.ts\n{root}/src/legacy/geocode.test.ts"),
        (call("Read", file_path=spath), cc_read(PT_SHIPMENTS)),
        (call("Edit", file_path=spath, old_string=old_imp, new_string='import { geocode } from "../services/geocoder";'),
         cc_edit(spath, new_s, 1, 8)),
        (call("Read", file_path=epath, limit=11), cc_read(PT_ETA)),
        (call("Edit", file_path=epath, old_string=old_imp, new_string=new_imp), cc_edit(epath, new_e, 1, 7)),
        (call("Bash", command="git rm -q src/legacy/geocode.ts src/legacy/geocode.test.ts && git status --short",
              description="Delete the legacy geocoder and its test"),
         "D  src/legacy/geocode.test.ts\nD  src/legacy/geocode.ts\n M src/routes/shipments.ts\n M src/services/eta.ts"),
        (call("Bash", command="npx tsc --noEmit && npx jest --silent 2>&1 | tail -n 5", description="Type-check and run the tests"),
         "Test Suites: 4 passed, 4 total\nTests:       38 passed, 38 total\nSnapshots:   2 passed, 2 total\nTime:        4.218 s\nRan all test suites."),
        (call("Glob", pattern="src/**/*.ts"), "\n".join(f"{root}/{f}" for f in glob_files)),
        (call("Bash", command="npm run lint", description="Lint"),
         "\n> parcel-tracker@1.8.0 lint\n> eslint src --max-warnings 0\n"),
    ]
    return cc_system(root), turns, "parcel-tracker, an Express + TypeScript API. Task: remove the deprecated src/legacy/geocode.ts (superseded by src/services/geocoder.ts, which exports the same geocode function) and everything that still imports it."


# ================================================================ Claude Code / Python (Django): clinic-booking slots past closing

CLINIC_SERVICES = '''"""Scheduling helpers for the appointments app."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

from django.db.models import Q
from django.utils import timezone

from .models import Appointment, Clinician, OpeningHours

SLOT_GRANULARITY = timedelta(minutes=15)


@dataclass(frozen=True)
class Slot:
    start: datetime
    end: datetime

    @property
    def label(self) -> str:
        return f"{self.start:%H:%M}-{self.end:%H:%M}"


def opening_window(clinician: Clinician, day: date) -> tuple[datetime, datetime] | None:
    """Return the clinician's opening and closing time on ``day`` (aware datetimes)."""
    hours = OpeningHours.objects.filter(clinician=clinician, weekday=day.weekday()).first()
    if hours is None or hours.closed:
        return None
    tz = timezone.get_current_timezone()
    return (
        datetime.combine(day, hours.opens, tzinfo=tz),
        datetime.combine(day, hours.closes, tzinfo=tz),
    )


def busy_intervals(clinician: Clinician, start: datetime, end: datetime) -> list[tuple[datetime, datetime]]:
    qs = Appointment.objects.filter(clinician=clinician, cancelled_at__isnull=True).filter(
        Q(starts_at__lt=end) & Q(ends_at__gt=start)
    )
    return sorted(qs.values_list("starts_at", "ends_at"))


def _overlaps(a_start: datetime, a_end: datetime, busy: list[tuple[datetime, datetime]]) -> bool:
    return any(b_start < a_end and a_start < b_end for b_start, b_end in busy)


def get_available_slots(clinician: Clinician, day: date, duration: timedelta) -> list[Slot]:
    """Free slots of ``duration`` on ``day``, aligned to SLOT_GRANULARITY."""
    window = opening_window(clinician, day)
    if window is None:
        return []
    opens, closes = window
    busy = busy_intervals(clinician, opens, closes)
    slots: list[Slot] = []
    start = opens
    while start < closes:
        end = start + duration
        if not _overlaps(start, end, busy):
            slots.append(Slot(start, end))
        start += SLOT_GRANULARITY
    return slots


def next_available_slot(
    clinician: Clinician, after: datetime, duration: timedelta, horizon_days: int = 14
) -> Slot | None:
    day = after.date()
    for _ in range(horizon_days):
        for slot in get_available_slots(clinician, day, duration):
            if slot.start >= after:
                return slot
        day += timedelta(days=1)
    return None


def lunch_break(day: date) -> tuple[time, time]:
    """The fixed lunch break used by the front desk report."""
    return time(12, 30), time(13, 15)'''

CLINIC_TEST_TAIL = '''

def test_next_available_slot_skips_weekend(clinician, friday_evening):
    slot = next_available_slot(clinician, friday_evening, timedelta(minutes=30))
    assert slot is not None
    assert slot.start.weekday() == 0
    assert slot.start.time() == time(9, 0)


def test_next_available_slot_respects_horizon(clinician, monday):
    OpeningHours.objects.filter(clinician=clinician).update(closed=True)
    assert next_available_slot(clinician, make_aware(monday), timedelta(minutes=30), horizon_days=3) is None


def test_lunch_break_is_fixed(monday):
    assert lunch_break(monday) == (time(12, 30), time(13, 15))'''

CLINIC_TEST_NEW = '''

def test_slots_end_by_closing_time(clinician, monday):
    slots = get_available_slots(clinician, monday, timedelta(minutes=45))
    assert slots[-1].end.time() == time(17, 0)
    assert all(s.end <= slots[-1].end for s in slots)'''


def cc_clinic_slots_past_closing() -> tuple[str, Turns, str]:
    # clean: a -k run deselects tests; a missing test dependency aborts collection until pip installs it; counts rise with the added test; line numbers after the edit shift by one.
    root = "/home/priya/clinic-booking"
    spath = f"{root}/appointments/services.py"
    tpath = f"{root}/appointments/tests/test_services.py"
    old_loop = "    while start < closes:\n        end = start + duration"
    new_loop = "    # A slot has to end by closing time, not just start before it.\n    while start + duration <= closes:\n        end = start + duration"
    new = once(CLINIC_SERVICES, old_loop, new_loop)
    gline = line_no(CLINIC_SERVICES, "def get_available_slots")
    wline = line_no(CLINIC_SERVICES, "while start < closes:")
    tail_start = 150
    tail_len = len(lines_of(CLINIC_TEST_TAIL)) - 1
    new_tail = CLINIC_TEST_TAIL + CLINIC_TEST_NEW
    old_last = "def test_lunch_break_is_fixed(monday):\n    assert lunch_break(monday) == (time(12, 30), time(13, 15))"
    total_before = tail_start + tail_len - 1
    read_tail = lines_of(CLINIC_TEST_TAIL)[1:]
    turns: Turns = [
        (call("Bash", command="git log --oneline -3 && git status --short", description="Where the repo stands"),
         "d47e1b0 Reminder emails: use clinician timezone\n8a3cc52 Add next_available_slot\n61f0e9d Opening hours per weekday"),
        (call("Grep", pattern="def get_available_slots", output_mode="content", **{"-n": True}),
         f"{spath}:{gline}:def get_available_slots(clinician: Clinician, day: date, duration: timedelta) -> list[Slot]:"),
        (call("Read", file_path=spath, offset=gline - 2, limit=40),
         cc_read(excerpt(CLINIC_SERVICES, gline - 2, gline + 37), gline - 2)),
        (call("Bash", command="python -m pytest appointments/tests/test_services.py -q -k slots", description="Slot tests only"),
         ".....                                                                    [100%]\n5 passed, 14 deselected in 0.93s"),
        (call("Bash", command="python -m pytest appointments -q", description="Whole appointments suite"),
         "\n==================================== ERRORS ====================================\n"
         "____________ ERROR collecting appointments/tests/test_reminders.py _____________\n"
         f"ImportError while importing test module '{root}/appointments/tests/test_reminders.py'.\n"
         "Hint: make sure your test modules/packages have valid Python names.\nTraceback:\n"
         "/usr/lib/python3.12/importlib/__init__.py:90: in import_module\n    return _bootstrap._gcd_import(name[level:], package, level)\n"
         "appointments/tests/test_reminders.py:6: in <module>\n    from freezegun import freeze_time\n"
         "E   ModuleNotFoundError: No module named 'freezegun'\n"
         "=========================== short test summary info ============================\n"
         "ERROR appointments/tests/test_reminders.py\n"
         "!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!\n1 error in 1.21s"),
        (call("Bash", command="pip install freezegun==1.5.1", description="Install the missing test dependency"),
         "Collecting freezegun==1.5.1\n  Downloading freezegun-1.5.1-py3-none-any.whl.metadata (11 kB)\n"
         "Requirement already satisfied: python-dateutil>=2.7 in ./.venv/lib/python3.12/site-packages (from freezegun==1.5.1) (2.9.0.post0)\n"
         "Requirement already satisfied: six>=1.5 in ./.venv/lib/python3.12/site-packages (from python-dateutil>=2.7->freezegun==1.5.1) (1.16.0)\n"
         "Downloading freezegun-1.5.1-py3-none-any.whl (17 kB)\nInstalling collected packages: freezegun\nSuccessfully installed freezegun-1.5.1"),
        (call("Bash", command="python -m pytest appointments -q", description="Whole appointments suite again"),
         "...........................................                              [100%]\n43 passed in 3.11s"),
        (call("Edit", file_path=spath, old_string=old_loop, new_string=new_loop), cc_edit(spath, new, wline - 4, wline + 6)),
        (call("Read", file_path=tpath, offset=tail_start), cc_read("\n".join(read_tail), tail_start)),
        (call("Edit", file_path=tpath, old_string=old_last, new_string=old_last + CLINIC_TEST_NEW),
         cc_edit(tpath, "\n".join([""] * (tail_start - 1) + read_tail + lines_of(CLINIC_TEST_NEW)), total_before - 1, total_before + 6)),
        (call("Bash", command="python -m pytest appointments -q", description="Whole suite with the new test"),
         "............................................                             [100%]\n44 passed in 3.19s"),
        (call("Read", file_path=spath, offset=gline - 2, limit=40), cc_read(excerpt(new, gline - 2, gline + 37), gline - 2)),
    ]
    assert len(read_tail) == tail_len and new_tail
    return cc_system(root), turns, "clinic-booking, a Django 5 project. Ticket CB-231: the booking page offers a 16:45 slot for a 45-minute appointment although the clinic closes at 17:00."


# ================================================================ Codex CLI / Rust: tomlette inline-table trailing comma

TOMLETTE_FN = '''    fn parse_inline_table(&mut self) -> Result<Table, ParseError> {
        self.expect(b'{')?;
        let mut table = Table::new();
        self.skip_ws();
        if self.eat(b'}') {
            return Ok(table);
        }
        loop {
            self.skip_ws();
            if self.eat(b'}') {
                break;
            }
            let key = self.parse_key()?;
            self.skip_ws();
            self.expect(b'=')?;
            self.skip_ws();
            let value = self.parse_value()?;
            if table.insert(key.clone(), value).is_some() {
                return Err(self.error(ErrorKind::DuplicateKey(key)));
            }
            self.skip_ws();
            if self.eat(b',') {
                continue;
            }
            self.expect(b'}')?;
            break;
        }
        Ok(table)
    }'''

TOMLETTE_BEFORE = '''    fn parse_array(&mut self) -> Result<Vec<Value>, ParseError> {
        self.expect(b'[')?;
        let mut items = Vec::new();
        loop {
            self.skip_ws_and_comments();
            if self.eat(b']') {
                return Ok(items);
            }
            items.push(self.parse_value()?);
            self.skip_ws_and_comments();
            if !self.eat(b',') {
                self.skip_ws_and_comments();
                self.expect(b']')?;
                return Ok(items);
            }
        }
    }
'''

TOMLETTE_LIB_TESTS = [
    "lexer::tests::bare_keys", "lexer::tests::basic_string_escapes", "lexer::tests::literal_string_no_escapes",
    "lexer::tests::unterminated_string_reports_line", "parser::tests::array_of_tables", "parser::tests::dotted_keys",
    "parser::tests::duplicate_key_in_inline_table", "parser::tests::empty_inline_table", "parser::tests::inline_table_nested",
    "parser::tests::integer_underscores", "parser::tests::multiline_array_trailing_comma",
    "value::tests::as_table_on_scalar_is_none", "value::tests::display_roundtrip", "value::tests::float_special_values",
]

TOMLETTE_RUN_ORDER = [0, 1, 2, 4, 3, 5, 7, 6, 8, 9, 14, 10, 11, 12, 13]


def cx_tomlette_trailing_comma() -> tuple[str, Turns, str]:
    # bad: turn 6's cargo test lists `lexer::tests::unterminated_string_reports_column`, but turn 3's --list named it `..._reports_line` and no patch touched the lexer.
    root = "/home/kai/src/tomlette"
    start = 143
    src = TOMLETTE_BEFORE + "\n" + TOMLETTE_FN
    first = start - len(lines_of(TOMLETTE_BEFORE))
    fn_new = once(TOMLETTE_FN, "        loop {\n            self.skip_ws();\n            if self.eat(b'}') {\n                break;\n            }\n            let key",
                  "        loop {\n            self.skip_ws();\n            let key")
    fn_new = once(fn_new, "            if self.eat(b',') {\n                continue;\n            }",
                  "            if self.eat(b',') {\n                self.skip_ws();\n                if self.peek() == Some(b'}') {\n"
                  "                    return Err(self.error(ErrorKind::TrailingComma));\n                }\n                continue;\n            }")
    test_new = ("\n    #[test]\n    fn inline_table_trailing_comma_rejected() {\n        let err = parse(\"point = { x = 1, y = 2, }\").unwrap_err();\n"
                "        assert_eq!(err.kind(), &ErrorKind::TrailingComma);\n        assert_eq!(err.line(), 1);\n    }")
    ins1, dels1 = diffstat(TOMLETTE_FN, fn_new)
    ins = ins1 + len(lines_of(test_new))
    names = TOMLETTE_LIB_TESTS + ["parser::tests::inline_table_trailing_comma_rejected"]
    shown = list(names)
    shown[3] = "lexer::tests::unterminated_string_reports_column"
    run_lines = "\n".join(f"test {shown[i]} ... ok" for i in TOMLETTE_RUN_ORDER)
    patch1 = ("*** Begin Patch\n*** Update File: src/parser.rs\n@@ fn parse_inline_table(&mut self) -> Result<Table, ParseError> {\n"
              "         loop {\n             self.skip_ws();\n-            if self.eat(b'}') {\n-                break;\n-            }\n"
              "             let key = self.parse_key()?;\n@@\n             self.skip_ws();\n             if self.eat(b',') {\n"
              "+                self.skip_ws();\n+                if self.peek() == Some(b'}') {\n+                    return Err(self.error(ErrorKind::TrailingComma));\n"
              "+                }\n                 continue;\n             }\n*** End Patch")
    patch2 = ("*** Begin Patch\n*** Update File: src/parser.rs\n@@ fn duplicate_key_in_inline_table() {\n"
              "         let err = parse(\"p = { x = 1, x = 2 }\").unwrap_err();\n"
              "         assert!(matches!(err.kind(), ErrorKind::DuplicateKey(k) if k == \"x\"));\n     }\n"
              + "\n".join("+" + ln for ln in lines_of(test_new)) + "\n*** End Patch")
    cargo_head = "   Compiling tomlette v0.3.1 (/home/kai/src/tomlette)\n"
    turns: Turns = [
        (cx("rg -n \"inline_table|TrailingComma\" src", root),
         cx_out("src/error.rs:27:    TrailingComma,\nsrc/error.rs:58:            ErrorKind::TrailingComma => f.write_str(\"trailing comma is not allowed here\"),\n"
                f"src/parser.rs:96:                b'{{' => Ok(Value::Table(self.parse_inline_table()?)),\nsrc/parser.rs:{start}:    fn parse_inline_table(&mut self) -> Result<Table, ParseError> {{\n"
                "src/parser.rs:231:                    return Err(self.error(ErrorKind::TrailingComma));\nsrc/parser.rs:342:    fn empty_inline_table() {\n"
                "src/parser.rs:348:    fn inline_table_nested() {\nsrc/parser.rs:357:    fn duplicate_key_in_inline_table() {\n", 0, 0.1)),
        (cx(f"nl -ba src/parser.rs | sed -n '{first},{start + len(lines_of(TOMLETTE_FN)) - 1}p'", root),
         cx_out(nl_ba("\n" * (first - 1) + src, first, start + len(lines_of(TOMLETTE_FN)) - 1) + "\n", 0, 0.1)),
        (cx("cargo test --lib -- --list", root, 120000),
         cx_out(cargo_head + "    Finished `test` profile [unoptimized + debuginfo] target(s) in 2.87s\n"
                "     Running unittests src/lib.rs (target/debug/deps/tomlette-5f1c0d2a9e7b3c44)\n"
                + "".join(f"{n}: test\n" for n in TOMLETTE_LIB_TESTS) + "\n14 tests, 0 benchmarks\n", 0, 3.4)),
        (cx_patch(patch1, root), cx_patched("M src/parser.rs")),
        (cx_patch(patch2, root), cx_patched("M src/parser.rs")),
        (cx("cargo test", root, 120000),
         cx_out(cargo_head + "    Finished `test` profile [unoptimized + debuginfo] target(s) in 3.41s\n"
                "     Running unittests src/lib.rs (target/debug/deps/tomlette-5f1c0d2a9e7b3c44)\n\nrunning 15 tests\n"
                + run_lines + "\n\ntest result: ok. 15 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\n"
                "     Running tests/roundtrip.rs (target/debug/deps/roundtrip-0b9e4f7d21a6c853)\n\nrunning 6 tests\n"
                "test cargo_manifest_roundtrip ... ok\ntest comments_are_dropped ... ok\ntest datetime_offsets ... ok\n"
                "test nested_tables_roundtrip ... ok\ntest pyproject_roundtrip ... ok\ntest unicode_keys ... ok\n\n"
                "test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s\n\n"
                "   Doc-tests tomlette\n\nrunning 2 tests\ntest src/lib.rs - from_str (line 18) ... ok\n"
                "test src/value.rs - value::Value::as_table (line 64) ... ok\n\n"
                "test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.31s\n\n", 0, 4.6)),
        (cx("cargo clippy --all-targets -- -D warnings", root, 120000),
         cx_out("    Checking tomlette v0.3.1 (/home/kai/src/tomlette)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.94s\n", 0, 1.3)),
        (cx("git diff --stat", root),
         cx_out(f" src/parser.rs | {ins + dels1} {'+' * ins}{'-' * dels1}\n 1 file changed, {ins} insertions(+), {dels1} deletions(-)\n", 0, 0.1)),
        (cx("git commit -qam 'parser: reject trailing comma in inline tables' && git log --oneline -1", root),
         cx_out("b7e20c4 parser: reject trailing comma in inline tables\n", 0, 0.1)),
    ]
    return cx_system(root), turns, "tomlette, a small TOML parser crate. Issue #31: `point = { x = 1, y = 2, }` parses, but TOML forbids a trailing comma in inline tables. ErrorKind::TrailingComma already exists (used for dotted keys)."


# ================================================================ Codex CLI / Ruby (Rails): bookclub reading-list ordering

BOOKCLUB_RL = '''# frozen_string_literal: true

class ReadingList < ApplicationRecord
  belongs_to :member
  has_many :entries, -> { order(:position) }, class_name: "ReadingListEntry", dependent: :destroy
  has_many :books, through: :entries

  validates :name, presence: true, uniqueness: { scope: :member_id }

  def add(book)
    entries.create!(book: book, position: next_position)
  end

  def move(book, to:)
    entry = entries.find_by!(book: book)
    transaction do
      entries.where("position >= ?", to).update_all("position = position + 1")
      entry.update!(position: to)
    end
  end

  def remove(book)
    entries.find_by!(book: book).destroy!
  end

  private

  def next_position
    (entries.maximum(:position) || 0) + 1
  end
end'''

BOOKCLUB_MOVE_OLD = '''  def move(book, to:)
    entry = entries.find_by!(book: book)
    transaction do
      entries.where("position >= ?", to).update_all("position = position + 1")
      entry.update!(position: to)
    end
  end'''

BOOKCLUB_MOVE_NEW = '''  def move(book, to:)
    entry = entries.find_by!(book: book)
    from = entry.position
    return if from == to

    transaction do
      if to < from
        entries.where(position: to...from).update_all("position = position + 1")
      else
        entries.where(position: (from + 1)..to).update_all("position = position - 1")
      end
      entry.update!(position: to)
    end
  end'''


def cx_bookclub_move_ordering() -> tuple[str, Turns, str]:
    # clean: rspec's random seed changes every run; a failing example passes after the patch; the spec file is renamed with git mv and later shows as RM; example counts grow with added examples and a wider run.
    root = "/srv/app/bookclub"
    assert "from = entry.position" in once(BOOKCLUB_RL, BOOKCLUB_MOVE_OLD, BOOKCLUB_MOVE_NEW)
    patch = ("*** Begin Patch\n*** Update File: app/models/reading_list.rb\n@@\n"
             + "\n".join("-" + ln for ln in lines_of(BOOKCLUB_MOVE_OLD)) + "\n"
             + "\n".join(("+" + ln) if ln else "+" for ln in lines_of(BOOKCLUB_MOVE_NEW)) + "\n*** End Patch")
    spec_patch = ("*** Begin Patch\n*** Update File: spec/models/reading_list_ordering_spec.rb\n@@ describe \"#move\" do\n"
                  "     it \"moves a book further down the list\" do\n       list.move(dune, to: 3)\n"
                  "       expect(list.books.reload.map(&:title)).to eq(%w[Solaris Neuromancer Dune])\n     end\n"
                  "+\n+    it \"moves a book up the list\" do\n+      list.move(neuromancer, to: 1)\n"
                  "+      expect(list.books.reload.map(&:title)).to eq(%w[Neuromancer Dune Solaris])\n+    end\n"
                  "+\n+    it \"keeps positions contiguous\" do\n+      list.move(solaris, to: 3)\n"
                  "+      expect(list.entries.reload.pluck(:position)).to eq([1, 2, 3])\n+    end\n*** End Patch")
    turns: Turns = [
        (cx("git status -sb && ls app/models spec/models", root),
         cx_out("## main...origin/main\napp/models:\napplication_record.rb\nbook.rb\nconcerns\nmember.rb\nreading_list.rb\n"
                "reading_list_entry.rb\n\nspec/models:\nbook_spec.rb\nmember_spec.rb\nreading_list_spec.rb\n", 0, 0.1)),
        (cx("sed -n '1,80p' app/models/reading_list.rb", root), cx_out(BOOKCLUB_RL + "\n", 0, 0.1)),
        (cx("bundle exec rspec spec/models/reading_list_spec.rb", root, 120000),
         cx_out("\nRandomized with seed 18734\n..F......\n\nFailures:\n\n"
                "  1) ReadingList#move moves a book further down the list\n"
                "     Failure/Error: expect(list.books.reload.map(&:title)).to eq(%w[Solaris Neuromancer Dune])\n\n"
                "       expected: [\"Solaris\", \"Neuromancer\", \"Dune\"]\n            got: [\"Solaris\", \"Dune\", \"Neuromancer\"]\n\n"
                "       (compared using ==)\n     # ./spec/models/reading_list_spec.rb:34:in `block (3 levels) in <main>'\n\n"
                "Finished in 0.41722 seconds (files took 2.31 seconds to load)\n9 examples, 1 failure\n\nFailed examples:\n\n"
                "rspec ./spec/models/reading_list_spec.rb:32 # ReadingList#move moves a book further down the list\n\n"
                "Randomized with seed 18734\n\n", 1, 4.2)),
        (cx_patch(patch, root), cx_patched("M app/models/reading_list.rb")),
        (cx("bundle exec rspec spec/models/reading_list_spec.rb", root, 120000),
         cx_out("\nRandomized with seed 50211\n.........\n\nFinished in 0.38104 seconds (files took 2.24 seconds to load)\n"
                "9 examples, 0 failures\n\nRandomized with seed 50211\n\n", 0, 3.9)),
        (cx("git mv spec/models/reading_list_spec.rb spec/models/reading_list_ordering_spec.rb && ls spec/models", root),
         cx_out("book_spec.rb\nmember_spec.rb\nreading_list_ordering_spec.rb\n", 0, 0.1)),
        (cx_patch(spec_patch, root), cx_patched("M spec/models/reading_list_ordering_spec.rb")),
        (cx("bundle exec rspec spec/models", root, 120000),
         cx_out("\nRandomized with seed 7702\n.......................\n\nFinished in 0.62277 seconds (files took 2.27 seconds to load)\n"
                "23 examples, 0 failures\n\nRandomized with seed 7702\n\n", 0, 4.4)),
        (cx("git status --short", root),
         cx_out(" M app/models/reading_list.rb\nRM spec/models/reading_list_spec.rb -> spec/models/reading_list_ordering_spec.rb\n", 0, 0.1)),
        (cx("bundle exec rubocop app/models/reading_list.rb spec/models/reading_list_ordering_spec.rb", root, 60000),
         cx_out("Inspecting 2 files\n..\n\n2 files inspected, no offenses detected\n", 0, 1.8)),
    ]
    return cx_system(root), turns, "bookclub, a Rails 7.1 app. Bug: moving a book down a member's reading list puts it in the wrong place and leaves a gap in positions. Other model specs: member_spec.rb (7 examples), book_spec.rb (5 examples)."


# ================================================================ Codex CLI / Java (Spring Boot): rostering-api ISO week

def _boot(ts: str, pid: int, thread: str, logger: str, msg: str, level: str = "INFO") -> str:
    return f"{ts}  {level} {pid} --- [rostering-api] [{thread:>15}] {logger:<40} : {msg}"


def cx_rostering_iso_week() -> tuple[str, Turns, str]:
    # bad: turn 6's log lines carry pid 60241 while the app started in turn 2 as 60214 (and turn 3's log lines say 60214); nothing restarted it.
    root = "/home/dev/rostering-api"
    pid, wrong = 60214, 60241
    app = "c.a.rostering.RosteringApiApplication"
    boot = [
        _boot("2025-05-20T14:03:08.113Z", pid, "main", "o.s.b.w.embedded.tomcat.TomcatWebServer", "Tomcat initialized with port 8093 (http)"),
        _boot("2025-05-20T14:03:08.142Z", pid, "main", "o.apache.catalina.core.StandardService", "Starting service [Tomcat]"),
        _boot("2025-05-20T14:03:09.874Z", pid, "main", "o.s.b.a.e.web.EndpointLinksResolver", "Exposing 2 endpoints beneath base path '/actuator'"),
        _boot("2025-05-20T14:03:10.951Z", pid, "main", "o.s.b.w.embedded.tomcat.TomcatWebServer", "Tomcat started on port 8093 (http) with context path '/'"),
        _boot("2025-05-20T14:03:10.983Z", pid, "main", app, "Started RosteringApiApplication in 5.812 seconds (process running for 6.401)"),
    ]
    req = [
        _boot("2025-05-20T14:04:02.117Z", wrong, "nio-8093-exec-1", "o.a.c.c.C.[Tomcat].[localhost].[/]", "Initializing Spring DispatcherServlet 'dispatcherServlet'"),
        _boot("2025-05-20T14:04:02.118Z", wrong, "nio-8093-exec-1", "o.s.web.servlet.DispatcherServlet", "Initializing Servlet 'dispatcherServlet'"),
        _boot("2025-05-20T14:04:02.120Z", wrong, "nio-8093-exec-1", "o.s.web.servlet.DispatcherServlet", "Completed initialization in 2 ms"),
    ]
    shifts = {"week": "2025-W01", "weekStart": "2025-01-06", "weekEnd": "2025-01-12", "shifts": [
        {"id": 5121, "employee": "R. Okafor", "role": "triage-nurse", "start": "2025-01-06T07:00:00Z", "end": "2025-01-06T15:00:00Z"},
        {"id": 5122, "employee": "M. Lindqvist", "role": "triage-nurse", "start": "2025-01-06T15:00:00Z", "end": "2025-01-06T23:00:00Z"},
        {"id": 5130, "employee": "D. Ferreira", "role": "registrar", "start": "2025-01-07T08:00:00Z", "end": "2025-01-07T18:00:00Z"}]}
    wp = "src/main/java/com/acme/rostering/time/WeekParser.java"
    patch = (f"*** Begin Patch\n*** Update File: {wp}\n@@\n import java.time.LocalDate;\n+import java.time.temporal.IsoFields;\n"
             " import java.time.temporal.TemporalAdjusters;\n@@ public static LocalDate weekStart(int year, int week) {\n"
             "-        LocalDate jan1 = LocalDate.of(year, 1, 1);\n-        LocalDate firstMonday = jan1.with(TemporalAdjusters.nextOrSame(DayOfWeek.MONDAY));\n"
             "-        return firstMonday.plusWeeks(week - 1L);\n+        return LocalDate.of(year, 1, 4)\n"
             "+                .with(IsoFields.WEEK_OF_WEEK_BASED_YEAR, week)\n+                .with(DayOfWeek.MONDAY);\n     }\n*** End Patch")
    turns: Turns = [
        (cx("./gradlew bootJar -q && ls -l build/libs/", root, 300000),
         cx_out("total 51236\n-rw-r--r-- 1 dev dev 52463211 May 20 14:02 rostering-api-0.7.3.jar\n", 0, 38.6)),
        (cx("nohup java -jar build/libs/rostering-api-0.7.3.jar --server.port=8093 > /tmp/roster.log 2>&1 & echo $!", root),
         cx_out(f"{pid}\n", 0, 0.0)),
        (cx("sleep 8 && tail -n 5 /tmp/roster.log", root), cx_out("\n".join(boot) + "\n", 0, 8.0)),
        (cx("curl -s localhost:8093/actuator/health", root), cx_out('{"status":"UP"}', 0, 0.1)),
        (cx("curl -s 'localhost:8093/api/shifts?week=2025-W01' | jq .", root), cx_out(json.dumps(shifts, indent=2) + "\n", 0, 0.3)),
        (cx("tail -n 3 /tmp/roster.log", root), cx_out("\n".join(req) + "\n", 0, 0.0)),
        (cx("rg -n \"firstMonday|weekStart|TemporalAdjusters\" src/main/java", root),
         cx_out(f"{wp}:6:import java.time.temporal.TemporalAdjusters;\n"
                f"{wp}:24:    public static LocalDate weekStart(int year, int week) {{\n"
                f"{wp}:26:        LocalDate firstMonday = jan1.with(TemporalAdjusters.nextOrSame(DayOfWeek.MONDAY));\n"
                f"{wp}:27:        return firstMonday.plusWeeks(week - 1L);\n"
                "src/main/java/com/acme/rostering/api/ShiftController.java:41:        LocalDate start = WeekParser.weekStart(iso.year(), iso.week());\n", 0, 0.1)),
        (cx_patch(patch, root), cx_patched(f"M {wp}")),
        (cx("./gradlew test --tests 'com.acme.rostering.time.WeekParserTest'", root, 300000),
         cx_out("> Task :compileJava\n> Task :processResources UP-TO-DATE\n> Task :classes\n> Task :compileTestJava UP-TO-DATE\n"
                "> Task :processTestResources UP-TO-DATE\n> Task :testClasses UP-TO-DATE\n> Task :test\n\n"
                "BUILD SUCCESSFUL in 11s\n5 actionable tasks: 2 executed, 3 up-to-date\n", 0, 12.1)),
    ]
    return cx_system(root), turns, "rostering-api, a Spring Boot 3.3 service (Gradle, Java 21). Bug: GET /api/shifts?week=2025-W01 returns the week starting 2025-01-06, but ISO week 1 of 2025 starts on Monday 2024-12-30."


# ================================================================ Cline / Java (Gradle): invoice-service tax rounding

INV_TOTALS = '''package com.acme.invoice;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

public final class InvoiceTotals {

    private static final int SCALE = 2;

    private final BigDecimal subtotal;
    private final BigDecimal tax;

    private InvoiceTotals(BigDecimal subtotal, BigDecimal tax) {
        this.subtotal = subtotal;
        this.tax = tax;
    }

    public static InvoiceTotals of(List<LineItem> items, BigDecimal taxRate) {
        BigDecimal subtotal = BigDecimal.ZERO;
        BigDecimal tax = BigDecimal.ZERO;
        for (LineItem item : items) {
            BigDecimal line = item.unitPrice().multiply(BigDecimal.valueOf(item.quantity()));
            subtotal = subtotal.add(line);
            tax = tax.add(line.multiply(taxRate).setScale(SCALE, RoundingMode.HALF_UP));
        }
        return new InvoiceTotals(subtotal.setScale(SCALE, RoundingMode.HALF_UP), tax);
    }

    public BigDecimal subtotal() {
        return subtotal;
    }

    public BigDecimal tax() {
        return tax;
    }

    public BigDecimal total() {
        return subtotal.add(tax);
    }
}'''

INV_OLD = '''        BigDecimal subtotal = BigDecimal.ZERO;
        BigDecimal tax = BigDecimal.ZERO;
        for (LineItem item : items) {
            BigDecimal line = item.unitPrice().multiply(BigDecimal.valueOf(item.quantity()));
            subtotal = subtotal.add(line);
            tax = tax.add(line.multiply(taxRate).setScale(SCALE, RoundingMode.HALF_UP));
        }
        return new InvoiceTotals(subtotal.setScale(SCALE, RoundingMode.HALF_UP), tax);'''

INV_NEW = '''        BigDecimal subtotal = BigDecimal.ZERO;
        for (LineItem item : items) {
            subtotal = subtotal.add(item.unitPrice().multiply(BigDecimal.valueOf(item.quantity())));
        }
        // Tax is computed once on the invoice subtotal and rounded half-even (finance policy FIN-7).
        BigDecimal tax = subtotal.multiply(taxRate).setScale(SCALE, RoundingMode.HALF_EVEN);
        return new InvoiceTotals(subtotal.setScale(SCALE, RoundingMode.HALF_EVEN), tax);'''

INV_TEST = '''package com.acme.invoice;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

class InvoiceTotalsTest {

    private static final BigDecimal VAT_20 = new BigDecimal("0.20");
    private static final BigDecimal GST_15 = new BigDecimal("0.15");

    private static LineItem item(String price, int qty) {
        return new LineItem("SKU-" + price, new BigDecimal(price), qty);
    }

    @Test
    void subtotalSumsLineItems() {
        InvoiceTotals t = InvoiceTotals.of(List.of(item("10.00", 2), item("4.50", 1)), VAT_20);
        assertEquals(new BigDecimal("24.50"), t.subtotal());
    }

    @Test
    void taxUsesRate() {
        InvoiceTotals t = InvoiceTotals.of(List.of(item("100.00", 1)), VAT_20);
        assertEquals(new BigDecimal("20.00"), t.tax());
    }

    @Test
    void totalIsSubtotalPlusTax() {
        InvoiceTotals t = InvoiceTotals.of(List.of(item("19.99", 3)), VAT_20);
        assertEquals(new BigDecimal("71.96"), t.total());
    }

    @Test
    void quantityZeroContributesNothing() {
        InvoiceTotals t = InvoiceTotals.of(List.of(item("8.00", 0), item("2.00", 1)), VAT_20);
        assertEquals(new BigDecimal("2.00"), t.subtotal());
    }

    @Test
    void subtotalKeepsTwoDecimals() {
        InvoiceTotals t = InvoiceTotals.of(List.of(item("0.333", 3)), GST_15);
        assertEquals(new BigDecimal("1.00"), t.subtotal());
    }

    @Test
    void taxIsRoundedOnSubtotalHalfEven() {
        // 3 x 0.10 at 15%: per-line rounding gives 0.02 each (0.06); the subtotal's 0.045 rounds half-even to 0.04
        InvoiceTotals t = InvoiceTotals.of(List.of(item("0.10", 1), item("0.10", 1), item("0.10", 1)), GST_15);
        assertEquals(new BigDecimal("0.04"), t.tax());
    }
}'''

INV_TEST_OLD = '''        assertEquals(new BigDecimal("0.04"), t.tax());
    }
}'''

INV_TEST_NEW = '''        assertEquals(new BigDecimal("0.04"), t.tax());
    }

    @Test
    void emptyInvoiceHasZeroTotals() {
        InvoiceTotals t = InvoiceTotals.of(List.of(), VAT_20);
        assertEquals(new BigDecimal("0.00"), t.total());
    }
}'''


def cl_invoice_tax_rounding() -> tuple[str, Turns, str]:
    # clean: a failing test passes after the fix; the warm Gradle daemon makes later builds faster; task up-to-date states follow what changed; the test count in the XML report is 7 after one test is added.
    root = "/home/ana/work/invoice-service"
    pkg = "src/main/java/com/acme/invoice"
    tpkg = "src/test/java/com/acme/invoice"
    new = once(INV_TOTALS, INV_OLD, INV_NEW)
    new_test = once(INV_TEST, INV_TEST_OLD, INV_TEST_NEW)
    fail_line = line_no(INV_TEST, 'assertEquals(new BigDecimal("0.04")')
    one = "./gradlew test --tests '*InvoiceTotalsTest'"
    turns: Turns = [
        (cl_tool("list_files", path=pkg, recursive="false"),
         cl_result("list_files", pkg, "Invoice.java\nInvoiceController.java\nInvoiceRepository.java\nInvoiceService.java\n"
                   "InvoiceServiceApplication.java\nInvoiceTotals.java\nLineItem.java\ndto/")),
        (cl_tool("read_file", path=f"{pkg}/InvoiceTotals.java"), cl_result("read_file", f"{pkg}/InvoiceTotals.java", INV_TOTALS)),
        (cl_tool("execute_command", command=one, requires_approval="false"),
         cl_cmd(one, "> Task :compileJava UP-TO-DATE\n> Task :processResources UP-TO-DATE\n> Task :classes UP-TO-DATE\n"
                "> Task :compileTestJava UP-TO-DATE\n> Task :processTestResources NO-SOURCE\n> Task :testClasses UP-TO-DATE\n\n"
                "> Task :test FAILED\n\nInvoiceTotalsTest > taxIsRoundedOnSubtotalHalfEven() FAILED\n"
                f"    org.opentest4j.AssertionFailedError at InvoiceTotalsTest.java:{fail_line}\n\n6 tests completed, 1 failed\n\n"
                "FAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':test'.\n"
                f"> There were failing tests. See the report at: file://{root}/build/reports/tests/test/index.html\n\n"
                "* Try:\n> Run with --scan to get full insights.\n\nBUILD FAILED in 14s\n4 actionable tasks: 1 executed, 3 up-to-date")),
        (cl_tool("replace_in_file", path=f"{pkg}/InvoiceTotals.java", diff=sr(INV_OLD, INV_NEW)),
         cl_saved("replace_in_file", f"{pkg}/InvoiceTotals.java", new)),
        (cl_tool("execute_command", command=one, requires_approval="false"),
         cl_cmd(one, "> Task :compileJava\n> Task :processResources UP-TO-DATE\n> Task :classes\n> Task :compileTestJava UP-TO-DATE\n"
                "> Task :processTestResources NO-SOURCE\n> Task :testClasses UP-TO-DATE\n> Task :test\n\n"
                "BUILD SUCCESSFUL in 6s\n4 actionable tasks: 2 executed, 2 up-to-date")),
        (cl_tool("read_file", path=f"{tpkg}/InvoiceTotalsTest.java"), cl_result("read_file", f"{tpkg}/InvoiceTotalsTest.java", INV_TEST)),
        (cl_tool("replace_in_file", path=f"{tpkg}/InvoiceTotalsTest.java", diff=sr(INV_TEST_OLD, INV_TEST_NEW)),
         cl_saved("replace_in_file", f"{tpkg}/InvoiceTotalsTest.java", new_test)),
        (cl_tool("execute_command", command="./gradlew test", requires_approval="false"),
         cl_cmd("./gradlew test", "> Task :compileJava UP-TO-DATE\n> Task :processResources UP-TO-DATE\n> Task :classes UP-TO-DATE\n"
                "> Task :compileTestJava\n> Task :processTestResources NO-SOURCE\n> Task :testClasses\n> Task :test\n\n"
                "BUILD SUCCESSFUL in 9s\n4 actionable tasks: 2 executed, 2 up-to-date")),
        (cl_tool("execute_command", command="head -2 build/test-results/test/TEST-com.acme.invoice.InvoiceTotalsTest.xml", requires_approval="false"),
         cl_cmd("head -2 build/test-results/test/TEST-com.acme.invoice.InvoiceTotalsTest.xml",
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuite name=\"com.acme.invoice.InvoiceTotalsTest\" tests=\"7\" "
                "skipped=\"0\" failures=\"0\" errors=\"0\" timestamp=\"2025-06-03T09:41:27\" hostname=\"ana-thinkpad\" time=\"0.087\">")),
        (cl_tool("execute_command", command="git status --short", requires_approval="false"),
         cl_cmd("git status --short", f" M {pkg}/InvoiceTotals.java\n M {tpkg}/InvoiceTotalsTest.java")),
    ]
    return cl_system(root), turns, "invoice-service, a Spring Boot service built with Gradle. Ticket FIN-7: invoice tax must be computed on the subtotal and rounded half-even, not rounded per line item. A failing test for it was committed by QA."


# ================================================================ Cline / Rust: logrot retention policy module

LOGROT_MOD = '''//! Rotation strategies and the driver that applies them.

mod size;
mod time;

pub use size::SizeTrigger;
pub use time::TimeTrigger;

use std::path::{Path, PathBuf};

/// Something that decides whether a log file is due for rotation.
pub trait Trigger {
    fn should_rotate(&self, path: &Path) -> std::io::Result<bool>;
}

/// Rotated files for `base`, oldest generation last (`app.log.1`, `app.log.2`, ...).
pub fn rotated_files(base: &Path) -> std::io::Result<Vec<PathBuf>> {
    let dir = base.parent().unwrap_or_else(|| Path::new("."));
    let stem = base.file_name().and_then(|s| s.to_str()).unwrap_or_default();
    let mut found: Vec<(u32, PathBuf)> = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        let name = path.file_name().and_then(|s| s.to_str()).unwrap_or_default();
        if let Some(n) = name.strip_prefix(stem).and_then(|rest| rest.strip_prefix('.')).and_then(|n| n.parse().ok()) {
            found.push((n, path));
        }
    }
    found.sort_by_key(|(n, _)| *n);
    Ok(found.into_iter().map(|(_, p)| p).collect())
}'''

LOGROT_POLICY = '''//! Retention: how many rotated files to keep.

use std::path::Path;

use super::rotated_files;

/// Keeps at most `keep` rotated files and deletes the older ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RetentionPolicy {
    pub keep: usize,
}

impl RetentionPolicy {
    pub fn new(keep: usize) -> Self {
        Self { keep }
    }

    /// Deletes rotated files beyond `keep` and returns how many were removed.
    pub fn apply(&self, base: &Path) -> std::io::Result<usize> {
        let files = rotated_files(base)?;
        let mut removed = 0;
        for path in files.iter().skip(self.keep) {
            std::fs::remove_file(path)?;
            removed += 1;
        }
        Ok(removed)
    }
}'''

LOGROT_CARGO = '''[package]
name = "logrot"
version = "0.4.2"
edition = "2021"
description = "Size- and time-based log rotation for services without logrotate"
license = "MIT OR Apache-2.0"

[dependencies]
clap = { version = "4.5", features = ["derive"] }
humantime = "2.1"
serde = { version = "1", features = ["derive"] }
toml = "0.8"

[dev-dependencies]
tempfile = "3.10"'''


def cl_logrot_retention_module() -> tuple[str, Turns, str]:
    # bad: turn 6's list_files of src/rotate omits policy.rs, which turn 3 created (turn 5's build warnings point into it) and nothing deleted.
    root = "/home/ines/dev/logrot"
    mod_path = "src/rotate/mod.rs"
    new_mod = once(LOGROT_MOD, "mod size;\nmod time;\n\npub use size::SizeTrigger;\npub use time::TimeTrigger;",
                   "mod policy;\nmod size;\nmod time;\n\npub use policy::RetentionPolicy;\npub use size::SizeTrigger;\npub use time::TimeTrigger;")
    s_line = line_no(LOGROT_POLICY, "pub struct RetentionPolicy")
    i_line = line_no(LOGROT_POLICY, "impl RetentionPolicy")
    n_line = line_no(LOGROT_POLICY, "pub fn new")
    a_line = line_no(LOGROT_POLICY, "pub fn apply")
    build = ("   Compiling logrot v0.4.2 (/home/ines/dev/logrot)\nwarning: struct `RetentionPolicy` is never constructed\n"
             f" --> src/rotate/policy.rs:{s_line}:12\n  |\n{s_line} | pub struct RetentionPolicy {{\n  |            ^^^^^^^^^^^^^^^\n  |\n"
             "  = note: `#[warn(dead_code)]` on by default\n\nwarning: associated items `new` and `apply` are never used\n"
             f"  --> src/rotate/policy.rs:{n_line}:12\n   |\n{i_line} | impl RetentionPolicy {{\n   | -------------------- associated items in this implementation\n"
             f"{n_line} |     pub fn new(keep: usize) -> Self {{\n   |            ^^^\n...\n"
             f"{a_line} |     pub fn apply(&self, base: &Path) -> std::io::Result<usize> {{\n   |            ^^^^^\n\n"
             "warning: `logrot` (bin \"logrot\") generated 2 warnings\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 2.14s")
    turns: Turns = [
        (cl_tool("list_files", path="src", recursive="true"),
         cl_result("list_files", "src", "cli.rs\nconfig.rs\nmain.rs\nutil.rs\nrotate/\nrotate/mod.rs\nrotate/size.rs\nrotate/time.rs")),
        (cl_tool("read_file", path=mod_path), cl_result("read_file", mod_path, LOGROT_MOD)),
        (cl_tool("write_to_file", path="src/rotate/policy.rs", content=LOGROT_POLICY),
         cl_saved("write_to_file", "src/rotate/policy.rs", LOGROT_POLICY)),
        (cl_tool("replace_in_file", path=mod_path,
                 diff=sr("mod size;\nmod time;\n\npub use size::SizeTrigger;",
                         "mod policy;\nmod size;\nmod time;\n\npub use policy::RetentionPolicy;\npub use size::SizeTrigger;")),
         cl_saved("replace_in_file", mod_path, new_mod)),
        (cl_tool("execute_command", command="cargo build", requires_approval="false"), cl_cmd("cargo build", build)),
        (cl_tool("list_files", path="src/rotate", recursive="false"), cl_result("list_files", "src/rotate", "mod.rs\nsize.rs\ntime.rs")),
        (cl_tool("read_file", path="Cargo.toml"), cl_result("read_file", "Cargo.toml", LOGROT_CARGO)),
        (cl_tool("execute_command", command="cargo fmt --check", requires_approval="false"), cl_cmd("cargo fmt --check", "")),
    ]
    return cl_system(root), turns, "logrot, a small Rust CLI that rotates service logs. Task: add a RetentionPolicy (keep the newest N rotated files) in a new module src/rotate/policy.rs and export it from the rotate module; wiring it into the CLI comes later."


# ================================================================ Cline / TypeScript (React + Vite): harbor-dashboard lint errors

HB_TABLE = '''import { useMemo, useState } from "react";
import type { Berth } from "../types";
import { formatDraft, formatEta } from "../utils/format";

interface Props {
  berths: Berth[];
  onSelect: (id: string) => void;
}

type SortKey = "name" | "eta" | "draft";

export function BerthTable({ berths, onSelect }: Props) {
  const [sortKey, setSortKey] = useState<SortKey>("eta");

  const sorted = [...berths].sort((a, b) => {
    if (sortKey === "name") return a.name.localeCompare(b.name);
    if (sortKey === "draft") return b.maxDraftM - a.maxDraftM;
    return (a.nextEta ?? "").localeCompare(b.nextEta ?? "");
  });

  return (
    <table className="berth-table">
      <thead>
        <tr>
          <th onClick={() => setSortKey("name")}>Berth</th>
          <th onClick={() => setSortKey("draft")}>Max draft</th>
          <th onClick={() => setSortKey("eta")}>Next arrival</th>
          <th>Vessel</th>
        </tr>
      </thead>
      <tbody>
        {sorted.length === 0 && (
          <tr>
            <td colSpan={4} className="empty">
              No berths configured for this port.
            </td>
          </tr>
        )}
        {sorted.map((berth) => (
          <tr onClick={() => onSelect(berth.id)} className={berth.occupied ? "occupied" : undefined}>
            <td>{berth.name}</td>
            <td>{formatDraft(berth.maxDraftM)}</td>
            <td>{formatEta(berth.nextEta)}</td>
            <td>{berth.nextVessel ?? "-"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}'''

HB_FEED = '''import { useEffect, useRef, useState } from "react";
import type { VesselPosition } from "../types";

const RECONNECT_MS = 3_000;

export function useVesselFeed(url: string) {
  const [positions, setPositions] = useState<Record<string, VesselPosition>>({});
  const socketRef = useRef<WebSocket | null>(null);

  useEffect(() => {
    let closed = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const connect = () => {
      const ws = new WebSocket(url);
      socketRef.current = ws;

      ws.onmessage = (ev: MessageEvent<any>) => {
        const msg = JSON.parse(ev.data) as VesselPosition;
        setPositions((prev) => ({ ...prev, [msg.mmsi]: msg }));
      };
      ws.onclose = () => {
        if (!closed) timer = setTimeout(connect, RECONNECT_MS);
      };
    };

    connect();
    return () => {
      closed = true;
      clearTimeout(timer);
      socketRef.current?.close();
    };
  }, [url]);

  return positions;
}'''


def cl_harbor_lint_cleanup() -> tuple[str, Turns, str]:
    # clean: the ESLint problem count falls from 5 to 3 to 2 as the agent fixes files; untouched warnings keep their positions; git status lists only the two edited files.
    root = "/home/tomas/harbor-dashboard"
    tpath, fpath = "src/components/BerthTable.tsx", "src/hooks/useVesselFeed.ts"
    new_table = once(once(HB_TABLE, 'import { useMemo, useState } from "react";', 'import { useState } from "react";'),
                     '          <tr onClick={() => onSelect(berth.id)}', '          <tr key={berth.id} onClick={() => onSelect(berth.id)}')
    key_line = line_no(HB_TABLE, "<tr onClick={() => onSelect(berth.id)}")
    key_col = lines_of(HB_TABLE)[key_line - 1].index("<tr") + 1
    any_line = line_no(HB_FEED, "MessageEvent<any>")
    any_col = lines_of(HB_FEED)[any_line - 1].index("any>") + 1
    new_feed = once(HB_FEED, "      ws.onmessage = (ev: MessageEvent<any>) => {\n        const msg = JSON.parse(ev.data) as VesselPosition;",
                    "      ws.onmessage = (ev: MessageEvent<string>) => {\n        const msg = JSON.parse(ev.data) as VesselPosition;")
    p_table = (f"{root}/{tpath}\n   1:10  error  'useMemo' is defined but never used  @typescript-eslint/no-unused-vars\n"
               f"  {key_line}:{key_col}  error  Missing \"key\" prop for element in iterator  react/jsx-key\n")
    p_feed = f"{root}/{fpath}\n  {any_line}:{any_col}  error  Unexpected any. Specify a different type  @typescript-eslint/no-explicit-any\n"
    p_pages = (f"{root}/src/pages/Arrivals.tsx\n  58:6  warning  React Hook useEffect has a missing dependency: 'portId'. "
               "Either include it or remove the dependency array  react-hooks/exhaustive-deps\n")
    p_fmt = f"{root}/src/utils/format.ts\n  31:5  warning  Unexpected console statement  no-console\n"
    lint = "npx eslint src"
    turns: Turns = [
        (cl_tool("execute_command", command=lint, requires_approval="false"),
         cl_cmd(lint, "\n" + p_table + "\n" + p_feed + "\n" + p_pages + "\n" + p_fmt + "\n✖ 5 problems (3 errors, 2 warnings)\n")),
        (cl_tool("read_file", path=tpath), cl_result("read_file", tpath, HB_TABLE)),
        (cl_tool("replace_in_file", path=tpath,
                 diff=sr('import { useMemo, useState } from "react";', 'import { useState } from "react";') + "\n\n"
                 + sr('          <tr onClick={() => onSelect(berth.id)}', '          <tr key={berth.id} onClick={() => onSelect(berth.id)}')),
         cl_saved("replace_in_file", tpath, new_table)),
        (cl_tool("execute_command", command=lint, requires_approval="false"),
         cl_cmd(lint, "\n" + p_feed + "\n" + p_pages + "\n" + p_fmt + "\n✖ 3 problems (1 error, 2 warnings)\n")),
        (cl_tool("read_file", path=fpath), cl_result("read_file", fpath, HB_FEED)),
        (cl_tool("replace_in_file", path=fpath, diff=sr("      ws.onmessage = (ev: MessageEvent<any>) => {", "      ws.onmessage = (ev: MessageEvent<string>) => {")),
         cl_saved("replace_in_file", fpath, new_feed)),
        (cl_tool("execute_command", command=lint, requires_approval="false"),
         cl_cmd(lint, "\n" + p_pages + "\n" + p_fmt + "\n✖ 2 problems (0 errors, 2 warnings)\n")),
        (cl_tool("execute_command", command="npx tsc --noEmit", requires_approval="false"), cl_cmd("npx tsc --noEmit", "")),
        (cl_tool("execute_command", command="npx vitest run src/components src/hooks", requires_approval="false"),
         cl_cmd("npx vitest run src/components src/hooks",
                "\n RUN  v2.1.4 /home/tomas/harbor-dashboard\n\n ✓ src/hooks/useVesselFeed.test.ts (4 tests) 38ms\n"
                " ✓ src/components/BerthTable.test.tsx (6 tests) 112ms\n\n Test Files  2 passed (2)\n      Tests  10 passed (10)\n"
                "   Start at  15:52:19\n   Duration  1.96s (transform 204ms, setup 311ms, collect 690ms, tests 150ms, environment 702ms, prepare 240ms)\n")),
        (cl_tool("execute_command", command="git status --short", requires_approval="false"),
         cl_cmd("git status --short", f" M {tpath}\n M {fpath}")),
    ]
    return cl_system(root), turns, "harbor-dashboard, a React 18 + Vite + TypeScript front end for a port authority. Task: make `npx eslint src` pass with no errors (warnings may stay) before enabling lint in CI."


# ================================================================ Aider / Ruby: slugline sharp s

def _aider_edit(intro: str, blocks: list[tuple[str, str, str, str]], tokens: str, applied: list[str], commit: str) -> str:
    parts = [intro, ""]
    for path, lang, search, replace in blocks:
        parts += [path, f"```{lang}", "<<<<<<< SEARCH", search, "=======", replace, ">>>>>>> REPLACE", "```", ""]
    parts.append(tokens)
    parts += [f"Applied edit to {p}" for p in applied]
    parts += [f"Commit {commit}", "You can use /undo to undo and discard each aider commit."]
    return "\n".join(parts)


def ai_slugline_sharp_s() -> tuple[str, Turns, str]:
    # bad: turn 8's /git log shows the fix commit as 9e4c17b, while turn 3 created it as 9e41c7b and turn 5's log listed 9e41c7b; no rebase or amend happened.
    root = "~/code/slugline"
    fails = ("\nRandomized with seed 28417\n.....F..\n\nFailures:\n\n  1) Slugline::Transliterator#call transliterates German sharp s\n"
             "     Failure/Error: expect(subject.call(\"Straße\")).to eq(\"Strasse\")\n\n       expected: \"Strasse\"\n            got: \"Strae\"\n\n"
             "       (compared using ==)\n     # ./spec/slugline/transliterator_spec.rb:24:in `block (3 levels) in <top (required)>'\n\n"
             "Finished in 0.00612 seconds (files took 0.10841 seconds to load)\n8 examples, 1 failure\n\nFailed examples:\n\n"
             "rspec ./spec/slugline/transliterator_spec.rb:23 # Slugline::Transliterator#call transliterates German sharp s\n\n"
             "Randomized with seed 28417\n")
    turns: Turns = [
        ("/add lib/slugline/transliterator.rb spec/slugline/transliterator_spec.rb",
         "Added lib/slugline/transliterator.rb to the chat\nAdded spec/slugline/transliterator_spec.rb to the chat"),
        ("/run bundle exec rspec spec/slugline/transliterator_spec.rb", ai_run(fails, True, 24, "0.3")),
        ("The sharp s spec fails. Map ß to \"ss\" (and capital ẞ to \"SS\") in the transliterator so it passes. Don't change anything else.",
         _aider_edit("I'll add both forms of the German sharp s to the transliteration map.",
                     [("lib/slugline/transliterator.rb", "ruby", '      "ñ" => "n", "ł" => "l"\n    }.freeze',
                       '      "ñ" => "n", "ł" => "l",\n      "ß" => "ss", "ẞ" => "SS"\n    }.freeze')],
                     "Tokens: 2.4k sent, 118 received. Cost: $0.0091 message, $0.0091 session.",
                     ["lib/slugline/transliterator.rb"], "9e41c7b fix: Transliterate sharp s to \"ss\" instead of dropping it")),
        ("/run bundle exec rspec spec/slugline/transliterator_spec.rb",
         ai_run("\nRandomized with seed 3391\n........\n\nFinished in 0.00433 seconds (files took 0.10577 seconds to load)\n"
                "8 examples, 0 failures\n\nRandomized with seed 3391\n", False)),
        ("/git log --oneline -4",
         "9e41c7b (HEAD -> main) fix: Transliterate sharp s to \"ss\" instead of dropping it\n5d27a80 Add Slugline.configure for custom separators\n"
         "b03e9f1 Release 0.6.0\ne8c4d12 Strip leading and trailing separators"),
        ("Add two specs right after the sharp s one: capital ẞ in \"GROẞE\" should give \"GROSSE\", and \"Große Straße 12\" should transliterate to \"Grosse Strasse 12\".",
         _aider_edit("Adding the two examples to the `#call` group.",
                     [("spec/slugline/transliterator_spec.rb", "ruby",
                       '    it "transliterates German sharp s" do\n      expect(subject.call("Straße")).to eq("Strasse")\n    end',
                       '    it "transliterates German sharp s" do\n      expect(subject.call("Straße")).to eq("Strasse")\n    end\n\n'
                       '    it "transliterates capital sharp s" do\n      expect(subject.call("GROẞE")).to eq("GROSSE")\n    end\n\n'
                       '    it "handles sharp s in a street address" do\n      expect(subject.call("Große Straße 12")).to eq("Grosse Strasse 12")\n    end')],
                     "Tokens: 3.0k sent, 201 received. Cost: $0.012 message, $0.021 session.",
                     ["spec/slugline/transliterator_spec.rb"], "2d0f8a3 test: Cover capital sharp s and a street address")),
        ("/run bundle exec rspec",
         ai_run("\nRandomized with seed 61093\n...............................\n\nFinished in 0.01933 seconds (files took 0.11204 seconds to load)\n"
                "31 examples, 0 failures\n\nRandomized with seed 61093\n", False)),
        ("/git log --oneline -4",
         "2d0f8a3 (HEAD -> main) test: Cover capital sharp s and a street address\n9e4c17b fix: Transliterate sharp s to \"ss\" instead of dropping it\n"
         "5d27a80 Add Slugline.configure for custom separators\nb03e9f1 Release 0.6.0"),
        ("/tokens",
         "Approximate context window usage for claude-3-5-sonnet-20241022, in tokens:\n\n"
         "$ 0.0052    1,736 system messages\n$ 0.0023      771 chat history                         use /clear to clear\n"
         "$ 0.0031    1,042 repository map                       use --map-tokens to resize\n"
         "$ 0.0009      298 lib/slugline/transliterator.rb       /drop to remove\n"
         "$ 0.0012      402 spec/slugline/transliterator_spec.rb /drop to remove\n==================\n"
         "$ 0.0127    4,249 tokens total\n          195,751 tokens remaining in context window\n          200,000 tokens max context window size"),
        ("/run bundle exec rubocop lib spec",
         ai_run("Inspecting 14 files\n..............\n\n14 files inspected, no offenses detected\n", False, ktok="0.0")),
    ]
    return ai_system(root, "claude-3-5-sonnet-20241022"), turns, "slugline, a Ruby gem that turns titles into URL slugs (aider session in the repo root, auto-commits on). Bug #44: \"Straße\" becomes \"strae\"; the sharp s is dropped by Slugline::Transliterator."


# ================================================================ Aider / Python: feedsmith tracking-parameter dedupe

def ai_feedsmith_dedupe_undo() -> tuple[str, Turns, str]:
    # clean: each aider edit makes a new commit; /undo removes the last one so it disappears from the log; /drop moves a file from the chat to the repo list; pytest counts match the state after the undo.
    root = "~/src/feedsmith"
    fail = ("F.......                                                                 [100%]\n"
            "=================================== FAILURES ===================================\n"
            "_______________________ test_tracking_params_are_ignored _______________________\n\n"
            "    def test_tracking_params_are_ignored():\n"
            "        a = Entry(url=\"https://blog.example.net/post/42?utm_source=rss&utm_medium=feed\", title=\"Hello\")\n"
            "        b = Entry(url=\"https://blog.example.net/post/42\", title=\"Hello\")\n>       assert len(dedupe([a, b])) == 1\n"
            "E       AssertionError: assert 2 == 1\nE        +  where 2 = len([Entry(url='https://blog.example.net/post/42?utm_source=rss&utm_medium=feed', title='Hello'), "
            "Entry(url='https://blog.example.net/post/42', title='Hello')])\nE        +    where [...] = dedupe([...])\n\n"
            "tests/test_dedupe.py:31: AssertionError\n=========================== short test summary info ============================\n"
            "FAILED tests/test_dedupe.py::test_tracking_params_are_ignored - AssertionError: assert 2 == 1\n1 failed, 7 passed in 0.09s\n")
    repo_files = [".gitignore", "README.md", "feedsmith/__init__.py", "feedsmith/cli.py", "feedsmith/fetch.py", "feedsmith/opml.py",
                  "pyproject.toml", "tests/test_fetch.py", "tests/test_opml.py"]
    ls1 = ("Repo files not in the chat:\n\n" + "\n".join(f"  {f}" for f in repo_files)
           + "\n\nFiles in chat:\n\n  feedsmith/dedupe.py\n  tests/test_dedupe.py")
    repo2 = sorted(repo_files + ["tests/test_dedupe.py"])
    ls2 = "Repo files not in the chat:\n\n" + "\n".join(f"  {f}" for f in repo2) + "\n\nFiles in chat:\n\n  feedsmith/dedupe.py"
    turns: Turns = [
        ("/add feedsmith/dedupe.py tests/test_dedupe.py", "Added feedsmith/dedupe.py to the chat\nAdded tests/test_dedupe.py to the chat"),
        ("/run pytest tests/test_dedupe.py -q", ai_run(fail, True, 22, "0.5")),
        ("Make _norm drop tracking parameters (utm_*, fbclid, gclid, mc_*) from the query string so those URLs dedupe, keeping other parameters in order.",
         _aider_edit("I'll strip tracking parameters in `_norm` and keep the remaining query parameters in their original order.",
                     [("feedsmith/dedupe.py", "python", "from urllib.parse import urlsplit, urlunsplit",
                       "from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit"),
                      ("feedsmith/dedupe.py", "python",
                       "def _norm(url: str) -> str:\n    parts = urlsplit(url.strip())\n"
                       "    return urlunsplit((parts.scheme.lower(), parts.netloc.lower(), parts.path.rstrip(\"/\"), parts.query, \"\"))",
                       "TRACKING_PREFIXES = (\"utm_\", \"fbclid\", \"gclid\", \"mc_\")\n\n\ndef _norm(url: str) -> str:\n    parts = urlsplit(url.strip())\n"
                       "    query = urlencode([(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if not k.startswith(TRACKING_PREFIXES)])\n"
                       "    return urlunsplit((parts.scheme.lower(), parts.netloc.lower(), parts.path.rstrip(\"/\"), query, \"\"))")],
                     "Tokens: 4.1k sent, 356 received. Cost: $0.018 message, $0.018 session.",
                     ["feedsmith/dedupe.py"], "a3d90f1 fix: Ignore tracking query parameters when deduplicating entries")),
        ("/run pytest tests/test_dedupe.py -q", ai_run("........                                                                 [100%]\n8 passed in 0.06s\n", False)),
        ("Rename _norm to _normalize_url everywhere and give it a docstring.",
         _aider_edit("Renaming the helper and its single call site, with a short docstring.",
                     [("feedsmith/dedupe.py", "python", "def _norm(url: str) -> str:\n    parts = urlsplit(url.strip())",
                       "def _normalize_url(url: str) -> str:\n    \"\"\"Canonical form of ``url`` used as the dedupe key.\"\"\"\n    parts = urlsplit(url.strip())"),
                      ("feedsmith/dedupe.py", "python", "        key = _norm(entry.url)", "        key = _normalize_url(entry.url)")],
                     "Tokens: 4.6k sent, 187 received. Cost: $0.017 message, $0.035 session.",
                     ["feedsmith/dedupe.py"], "5be27c0 refactor: Rename _norm to _normalize_url and document it")),
        ("/undo",
         "Removed: 5be27c0 refactor: Rename _norm to _normalize_url and document it\n"
         "Now at:  a3d90f1 fix: Ignore tracking query parameters when deduplicating entries\n"
         "You can use /undo to undo and discard each aider commit."),
        ("/git log --oneline -3",
         "a3d90f1 (HEAD -> main) fix: Ignore tracking query parameters when deduplicating entries\n"
         "8c02e5d Add OPML export\n1f7b6aa Retry feeds that answer 429 with Retry-After"),
        ("/ls", ls1),
        ("/drop tests/test_dedupe.py", "Removed tests/test_dedupe.py from the chat"),
        ("/ls", ls2),
        ("/run pytest -q", ai_run(".....................                                                    [100%]\n21 passed in 0.31s\n", False)),
    ]
    return ai_system(root, "gpt-4o-2024-08-06"), turns, "feedsmith, a small RSS/Atom aggregator in Python (aider session with auto-commits). Issue: the same post shows up twice when one feed adds utm_* tracking parameters to its links. Test suite: test_dedupe.py (8), test_fetch.py (9), test_opml.py (4)."


# ================================================================ Aider / Go: pgqueue lease expiry

def ai_pgqueue_lease_expiry() -> tuple[str, Turns, str]:
    # bad: turn 6's git status says the checkout is on main...origin/main, but turn 1 showed fix/lease-expiry and nothing since switched branches (only an aider commit).
    root = "~/work/pgqueue"
    mod = "github.com/hollis/pgqueue"
    turns: Turns = [
        ("/run git status -sb", ai_run("## fix/lease-expiry...origin/fix/lease-expiry\n", False, ktok="0.0")),
        ("/add internal/queue/lease.go internal/queue/lease_test.go",
         "Added internal/queue/lease.go to the chat\nAdded internal/queue/lease_test.go to the chat"),
        ("/run go test ./internal/queue/ -run Lease",
         ai_run("--- FAIL: TestLeaseExpiry (0.00s)\n    lease_test.go:47: lease for job 7 still valid 2s after its 30s deadline\n"
                f"FAIL\nFAIL\t{mod}/internal/queue\t0.011s\nFAIL\n", True, 6)),
        ("Expired multiplies TTL by time.Second although TTL is already a time.Duration. Fix it so a lease counts as expired at or after AcquiredAt+TTL.",
         _aider_edit("`TTL` is a `time.Duration`, so multiplying by `time.Second` inflates it a billion times. Compare against `AcquiredAt.Add(l.TTL)` and treat the deadline itself as expired.",
                     [("internal/queue/lease.go", "go",
                       "func (l Lease) Expired(now time.Time) bool {\n\treturn now.After(l.AcquiredAt.Add(l.TTL * time.Second))\n}",
                       "func (l Lease) Expired(now time.Time) bool {\n\treturn !now.Before(l.AcquiredAt.Add(l.TTL))\n}")],
                     "Tokens: 3.3k sent, 164 received. Cost: $0.012 message, $0.012 session.",
                     ["internal/queue/lease.go"], "c81f2e4 fix: Stop scaling lease TTL by time.Second in Expired")),
        ("/run go test ./internal/queue/", ai_run(f"ok  \t{mod}/internal/queue\t0.009s\n", False, ktok="0.0")),
        ("/run git status -sb", ai_run("## main...origin/main [ahead 1]\n", False, ktok="0.0")),
        ("/tokens",
         "Approximate context window usage for claude-3-5-sonnet-20241022, in tokens:\n\n"
         "$ 0.0052    1,736 system messages\n$ 0.0018      604 chat history                   use /clear to clear\n"
         "$ 0.0028      917 repository map                 use --map-tokens to resize\n"
         "$ 0.0015      511 internal/queue/lease.go        /drop to remove\n"
         "$ 0.0021      688 internal/queue/lease_test.go   /drop to remove\n==================\n"
         "$ 0.0134    4,456 tokens total\n          195,544 tokens remaining in context window\n          200,000 tokens max context window size"),
        ("Add a test that a lease is expired exactly at its deadline and not one nanosecond before.",
         _aider_edit("Adding `TestLeaseExpiredAtDeadline` next to the existing expiry test.",
                     [("internal/queue/lease_test.go", "go", "func TestLeaseExpiry(t *testing.T) {",
                       "func TestLeaseExpiredAtDeadline(t *testing.T) {\n\tacq := time.Date(2025, 3, 2, 10, 0, 0, 0, time.UTC)\n"
                       "\tl := Lease{JobID: 9, AcquiredAt: acq, TTL: 30 * time.Second}\n\tdeadline := acq.Add(30 * time.Second)\n"
                       "\tif l.Expired(deadline.Add(-time.Nanosecond)) {\n\t\tt.Fatal(\"lease expired before its deadline\")\n\t}\n"
                       "\tif !l.Expired(deadline) {\n\t\tt.Fatal(\"lease not expired at its deadline\")\n\t}\n}\n\nfunc TestLeaseExpiry(t *testing.T) {")],
                     "Tokens: 3.9k sent, 242 received. Cost: $0.015 message, $0.027 session.",
                     ["internal/queue/lease_test.go"], "0d3b9a7 test: Lease expires exactly at its deadline")),
        ("/run go test ./...",
         ai_run(f"?   \t{mod}/cmd/pgqueue\t[no test files]\nok  \t{mod}/internal/queue\t0.012s\nok  \t{mod}/internal/sqlstore\t0.048s\n", False, ktok="0.0")),
        ("/run go vet ./... && echo vet: ok", ai_run("vet: ok\n", False, ktok="0.0")),
    ]
    return ai_system(root, "claude-3-5-sonnet-20241022"), turns, "pgqueue, a Postgres-backed job queue in Go (aider session with auto-commits). Bug: leased jobs are never reclaimed after a worker dies; TestLeaseExpiry fails."


# ================================================================ OpenHands / Go: shortlink 201 Created

SL_HANDLER = '''package httpapi

import (
	"encoding/json"
	"errors"
	"net/http"
	"net/url"

	"github.com/veldt/shortlink/internal/store"
)

type createRequest struct {
	URL string `json:"url"`
}

type createResponse struct {
	Code  string `json:"code"`
	Short string `json:"short"`
	URL   string `json:"url"`
}

// handleCreate stores a new short link for the posted URL.
func (s *Server) handleCreate(w http.ResponseWriter, r *http.Request) {
	var req createRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "invalid JSON body", http.StatusBadRequest)
		return
	}
	u, err := url.Parse(req.URL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		http.Error(w, "url must be an absolute http(s) URL", http.StatusUnprocessableEntity)
		return
	}
	code, err := s.store.Put(r.Context(), u.String())
	if errors.Is(err, store.ErrFull) {
		http.Error(w, "store is full", http.StatusInsufficientStorage)
		return
	} else if err != nil {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(createResponse{Code: code, Short: s.baseURL + "/" + code, URL: u.String()})
}'''

SL_TEST_SNIPPET = '''func TestCreate(t *testing.T) {
	srv := newTestServer(t)
	rec := httptest.NewRecorder()
	srv.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/api/links", strings.NewReader(`{"url":"https://example.org/a"}`)))
	if rec.Code != http.StatusOK {
		t.Fatalf("status = %d, want %d", rec.Code, http.StatusOK)
	}
	var got createResponse
	if err := json.NewDecoder(rec.Body).Decode(&got); err != nil {
		t.Fatal(err)
	}'''


def oh_shortlink_created_status() -> tuple[str, Turns, str]:
    # clean: the server is restarted (new pid, fresh in-memory store, so a new code and a truncated log); the status changes from 200 to 201 because of the edit; an old test fails until updated; elapsed time grows.
    root = "/workspace/shortlink"
    hpath = f"{root}/internal/httpapi/handlers.go"
    tpath = f"{root}/internal/httpapi/handlers_test.go"
    old = '\tw.Header().Set("Content-Type", "application/json")\n\t_ = json.NewEncoder(w)'
    new_s = '\tw.Header().Set("Content-Type", "application/json")\n\tw.Header().Set("Location", "/"+code)\n\tw.WriteHeader(http.StatusCreated)\n\t_ = json.NewEncoder(w)'
    fixed = once(SL_HANDLER, old, new_s)
    ct_line = line_no(fixed, '"Content-Type", "application/json"')
    body1 = '{"code":"k3Tq9","short":"http://localhost:8089/k3Tq9","url":"https://example.org/reports/q2"}'
    body2 = '{"code":"Zp81c","short":"http://localhost:8089/Zp81c","url":"https://example.org/careers?team=infra"}'
    run = "nohup ./bin/shortlink -addr :8089 -base http://localhost:8089 > /tmp/shortlink.log 2>&1"
    t_first = 29
    t_new = SL_TEST_SNIPPET.replace("http.StatusOK", "http.StatusCreated")
    turns: Turns = [
        (bash(f"cd {root} && go build -o bin/shortlink ./cmd/shortlink && ls -l bin/"),
         oh_bash("total 8804\n-rwxr-xr-x 1 root root 9013248 Jun 11 08:02 shortlink", root)),
        (bash(run + " &"), oh_bash("[1] 4127", root)),
        (bash("curl -s -i -X POST localhost:8089/api/links -d '{\"url\":\"https://example.org/reports/q2\"}'"),
         oh_bash("HTTP/1.1 200 OK\nContent-Type: application/json\nDate: Wed, 11 Jun 2025 08:02:41 GMT\n"
                 f"Content-Length: {len(body1) + 1}\n\n{body1}", root)),
        (editor("view", hpath, view_range=[22, len(lines_of(SL_HANDLER))]), cat_n(hpath, excerpt(SL_HANDLER, 22, len(lines_of(SL_HANDLER))), 22)),
        (editor("str_replace", hpath, old_str=old, new_str=new_s), oh_snippet(hpath, fixed, ct_line, 3)),
        (bash(f"kill 4127; sleep 1; go build -o bin/shortlink ./cmd/shortlink && ({run} &) ; sleep 1; pgrep -a shortlink"),
         oh_bash(f"[1]+  Terminated              {run}\n4311 ./bin/shortlink -addr :8089 -base http://localhost:8089", root)),
        (bash("curl -s -i -X POST localhost:8089/api/links -d '{\"url\":\"https://example.org/careers?team=infra\"}'"),
         oh_bash("HTTP/1.1 201 Created\nContent-Type: application/json\nLocation: /Zp81c\nDate: Wed, 11 Jun 2025 08:05:19 GMT\n"
                 f"Content-Length: {len(body2) + 1}\n\n{body2}", root)),
        (bash("cat /tmp/shortlink.log"),
         oh_bash("2025/06/11 08:05:12 shortlink: store=memory capacity=10000\n2025/06/11 08:05:12 shortlink: listening on :8089\n"
                 "2025/06/11 08:05:19 POST /api/links 201 102B 143µs", root)),
        (bash("go test ./internal/httpapi/"),
         oh_bash("--- FAIL: TestCreate (0.00s)\n    handlers_test.go:34: status = 201, want 200\nFAIL\n"
                 "FAIL\tgithub.com/veldt/shortlink/internal/httpapi\t0.006s\nFAIL", root, 1)),
        (editor("str_replace", tpath, old_str="\tif rec.Code != http.StatusOK {\n\t\tt.Fatalf(\"status = %d, want %d\", rec.Code, http.StatusOK)",
                new_str="\tif rec.Code != http.StatusCreated {\n\t\tt.Fatalf(\"status = %d, want %d\", rec.Code, http.StatusCreated)"),
         edited(tpath, t_new, t_first)),
        (bash("go test ./... && ps -o pid,etime,args -p 4311"),
         oh_bash("?   \tgithub.com/veldt/shortlink/cmd/shortlink\t[no test files]\nok  \tgithub.com/veldt/shortlink/internal/httpapi\t0.007s\n"
                 "ok  \tgithub.com/veldt/shortlink/internal/store\t0.012s\n    PID     ELAPSED COMMAND\n"
                 "   4311       03:26 ./bin/shortlink -addr :8089 -base http://localhost:8089", root)),
    ]
    assert len(body2) + 1 == 102 and line_no(SL_TEST_SNIPPET, "t.Fatalf") + t_first - 1 == 34
    return OH_SYSTEM.format(root=root), turns, "shortlink, a URL shortener service in Go with an in-memory store. Issue #22: POST /api/links should answer 201 Created with a Location header, not 200."


# ================================================================ OpenHands / TypeScript: quire intraword underscores

QUIRE_EMPH = '''import type { InlineNode } from "../ast";

const DELIMS = new Set(["*", "_"]);

/**
 * Parse `*em*`, `**strong**` and their underscore forms starting at `pos`.
 * Returns null when the text at `pos` does not open an emphasis run.
 */
export function parseEmphasis(src: string, pos: number): { node: InlineNode; end: number } | null {
  const ch = src[pos];
  if (!DELIMS.has(ch)) return null;
  const double = src[pos + 1] === ch;
  const marker = double ? ch + ch : ch;
  const start = pos + marker.length;
  const close = src.indexOf(marker, start);
  if (close === -1 || close === start) return null;
  const inner = src.slice(start, close);
  return {
    node: { type: double ? "strong" : "em", children: [{ type: "text", value: inner }] },
    end: close + marker.length,
  };
}'''

QUIRE_CHANGELOG = '''# Changelog

All notable changes to quire are documented here. The format follows Keep a Changelog.

## Unreleased

## 0.14.0 - 2025-03-04

### Added
- Table column alignment (`:---:`, `---:`) (#211)

### Fixed'''


def _vitest(rows: str, files: str, tests: str, start: str, dur: str, extra: str = "") -> str:
    body = rows + ("\n" + extra if extra else "")
    return (f"\n RUN  v2.1.8 /workspace/quire\n\n{body}\n Test Files  {files}\n      Tests  {tests}\n"
            f"   Start at  {start}\n   Duration  {dur}\n")


def oh_quire_intraword_underscore() -> tuple[str, Turns, str]:
    # bad: turn 7's vitest run says "Start at 10:33:48", earlier than turn 5's run (10:35:02) and turn 6's `date` (10:36:11).
    root = "/workspace/quire"
    epath = f"{root}/src/inline/emphasis.ts"
    cpath = f"{root}/CHANGELOG.md"
    guard = '  if (ch === "_" && pos > 0 && /[\\p{L}\\p{N}]/u.test(src[pos - 1])) return null;'
    fixed = once(QUIRE_EMPH, "  if (!DELIMS.has(ch)) return null;\n", "  if (!DELIMS.has(ch)) return null;\n" + guard + "\n")
    g_line = line_no(fixed, 'if (ch === "_"')
    entry = "- Intraword underscores (`snake_case_name`) no longer open emphasis (#219)"
    cl_new = once(QUIRE_CHANGELOG, "## Unreleased\n", "## Unreleased\n\n### Fixed\n" + entry + "\n")
    fail = ("⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯\n\n FAIL  test/inline.test.ts > emphasis > does not treat intraword underscores as emphasis\n"
            "AssertionError: expected '<p>snake<em>case</em>name</p>\\n' to be '<p>snake_case_name</p>\\n' // Object.is equality\n\n"
            "- Expected\n+ Received\n\n- <p>snake_case_name</p>\n+ <p>snake<em>case</em>name</p>\n\n"
            " ❯ test/inline.test.ts:88:38\n     86|\n     87|   it(\"does not treat intraword underscores as emphasis\", () => {\n"
            "     88|     expect(render(\"snake_case_name\")).toBe(\"<p>snake_case_name</p>\\n\");\n       |                                      ^\n"
            "     89|   });\n     90|\n\n⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯\n")
    rows_fail = (" ✓ test/block.test.ts (31 tests) 12ms\n ❯ test/inline.test.ts (27 tests | 1 failed) 15ms\n"
                 "   × emphasis > does not treat intraword underscores as emphasis 4ms\n"
                 "     → expected '<p>snake<em>case</em>name</p>\\n' to be '<p>snake_case_name</p>\\n' // Object.is equality\n"
                 " ✓ test/escape.test.ts (12 tests) 3ms\n ✓ test/render.test.ts (18 tests) 9ms\n")
    rows_ok = (" ✓ test/block.test.ts (31 tests) 11ms\n ✓ test/inline.test.ts (27 tests) 14ms\n"
               " ✓ test/escape.test.ts (12 tests) 3ms\n ✓ test/render.test.ts (18 tests) 8ms\n")
    cov = (" % Coverage report from v8\n-----------------|---------|----------|---------|---------|-------------------\n"
           "File             | % Stmts | % Branch | % Funcs | % Lines | Uncovered Line #s \n"
           "-----------------|---------|----------|---------|---------|-------------------\n"
           "All files        |   93.18 |    88.42 |   96.15 |   93.18 |                   \n"
           " src             |   96.55 |    91.66 |     100 |   96.55 |                   \n"
           "  index.ts       |     100 |      100 |     100 |     100 |                   \n"
           "  render.ts      |   95.23 |    88.88 |     100 |   95.23 | 61-62             \n"
           " src/block       |   91.02 |    86.11 |   93.33 |   91.02 |                   \n"
           "  list.ts        |   88.46 |       80 |     100 |   88.46 | 44-46,71          \n"
           "  table.ts       |   92.85 |    89.47 |   88.88 |   92.85 | 103-108           \n"
           " src/inline      |   94.73 |    90.32 |     100 |   94.73 |                   \n"
           "  emphasis.ts    |     100 |      100 |     100 |     100 |                   \n"
           "  links.ts       |   91.66 |    84.61 |     100 |   91.66 | 37-39             \n"
           "-----------------|---------|----------|---------|---------|-------------------\n")
    turns: Turns = [
        (bash(f"cd {root} && date -u && git log -1 --format='%h %ad %s' --date=iso"),
         oh_bash("Tue Mar 11 10:32:14 UTC 2025\n6b0e2f9 2025-03-10 17:48:02 +0100 Merge pull request #211 from quire-md/tables-align", root)),
        (bash("pnpm vitest run"),
         oh_bash(_vitest(rows_fail, "1 failed | 3 passed (4)", "1 failed | 87 passed (88)", "10:32:40",
                         "1.84s (transform 412ms, setup 0ms, collect 655ms, tests 39ms, environment 1ms, prepare 488ms)", fail), root, 1)),
        (editor("view", epath), cat_n(epath, QUIRE_EMPH)),
        (editor("str_replace", epath, old_str="  if (!DELIMS.has(ch)) return null;\n", new_str="  if (!DELIMS.has(ch)) return null;\n" + guard + "\n"),
         oh_snippet(epath, fixed, g_line)),
        (bash("pnpm vitest run"),
         oh_bash(_vitest(rows_ok, "4 passed (4)", "88 passed (88)", "10:35:02",
                         "1.71s (transform 398ms, setup 0ms, collect 631ms, tests 36ms, environment 1ms, prepare 470ms)"), root)),
        (bash("pnpm exec tsc --noEmit && date -u"), oh_bash("Tue Mar 11 10:36:11 UTC 2025", root)),
        (bash("pnpm vitest run --coverage"),
         oh_bash(_vitest(rows_ok.replace("11ms", "13ms").replace("14ms", "17ms"), "4 passed (4)", "88 passed (88)", "10:33:48",
                         "2.36s (transform 455ms, setup 0ms, collect 702ms, tests 41ms, environment 1ms, prepare 492ms)")
                 + "\n" + cov, root)),
        (editor("view", cpath, view_range=[1, 12]), cat_n(cpath, QUIRE_CHANGELOG)),
        (editor("str_replace", cpath, old_str="## Unreleased\n", new_str="## Unreleased\n\n### Fixed\n" + entry + "\n"),
         oh_snippet(cpath, cl_new, line_no(cl_new, "### Fixed"), 2)),
        (bash("git diff --stat"),
         oh_bash(stat_line("CHANGELOG.md", QUIRE_CHANGELOG, cl_new, 22) + "\n" + stat_line("src/inline/emphasis.ts", QUIRE_EMPH, fixed, 22)
                 + "\n 2 files changed, 4 insertions(+)", root)),
    ]
    assert diffstat(QUIRE_CHANGELOG, cl_new) == (3, 0) and diffstat(QUIRE_EMPH, fixed) == (1, 0)
    return OH_SYSTEM.format(root=root), turns, "quire, a CommonMark-ish Markdown renderer in TypeScript (pnpm, vitest). Issue #219: `snake_case_name` renders as snake<em>case</em>name; underscores inside a word must not open emphasis."


# ================================================================ OpenHands / Rust: ferrocast clippy cleanup

FERRO_UNITS = '''//! Unit conversions for raw station readings.

/// Millibar and hectopascal are the same unit; kept for readability at call sites.
pub const HPA_PER_MBAR: f64 = 1.0;

/// Plausible sea-level pressure range, used to reject sensor glitches.
pub const MIN_HPA: f64 = 870.0;
pub const MAX_HPA: f64 = 1085.0;

/// Fahrenheit to Celsius.
#[inline]
#[must_use]
pub fn f_to_c(f: f64) -> f64 {
    return (f - 32.0) * 5.0 / 9.0;
}

/// Miles per hour to metres per second.
#[inline]
#[must_use]
pub fn mph_to_ms(mph: f64) -> f64 {
    mph * 0.447_04
}

/// Inches of mercury to hectopascal, or `None` when outside the plausible range.
pub fn inhg_to_hpa(inhg: f64) -> Option<f64> {
    let hpa = inhg * 33.863_886;
    if hpa >= 870.0 && hpa <= 1085.0 {
        Some(hpa)
    } else {
        None
    }
}'''

FERRO_CSV = '''    /// Parses every data row, skipping the header and blank lines.
    pub fn read_all(&mut self) -> Result<Vec<Reading>, IngestError> {
        let mut text = String::new();
        self.inner.read_to_string(&mut text)?;
        text.lines()
            .skip(1)
            .filter(|line| !line.trim().is_empty())
            .map(|s| parse_reading(s))
            .collect()
    }
}

/// One CSV row: `timestamp,temp_f,wind_mph,pressure_inhg`.
fn parse_reading(line: &str) -> Result<Reading, IngestError> {
    let mut cols = line.split(',');
    let ts = cols.next().ok_or(IngestError::MissingColumn("timestamp"))?;
    let temp_f: f64 = parse_col(cols.next(), "temp_f")?;
    let wind: f64 = parse_col(cols.next(), "wind_mph")?;
    let inhg: f64 = parse_col(cols.next(), "pressure_inhg")?;
    Ok(Reading {
        at: ts.parse()?,
        temp_c: f_to_c(temp_f),'''


def oh_ferrocast_clippy_cleanup() -> tuple[str, Turns, str]:
    # clean: clippy's warning count drops 3 -> 1 -> 0 as the agent fixes them; cargo add grows Cargo.toml and Cargo.lock; a helper named parse_reading sits next to parse_readings in another module; the test binary is rebuilt.
    root = "/workspace/ferrocast"
    upath, cpath = f"{root}/src/units.rs", f"{root}/src/ingest/csv.rs"
    ret_line = line_no(FERRO_UNITS, "return (f - 32.0)")
    rng_line = line_no(FERRO_UNITS, "if hpa >= 870.0")
    u1 = once(FERRO_UNITS, "    return (f - 32.0) * 5.0 / 9.0;", "    (f - 32.0) * 5.0 / 9.0")
    u2 = once(u1, "    if hpa >= 870.0 && hpa <= 1085.0 {", "    if (MIN_HPA..=MAX_HPA).contains(&hpa) {")
    c_first = 30
    map_line = c_first + line_no(FERRO_CSV, ".map(|s| parse_reading(s))") - 1
    map_col = lines_of(FERRO_CSV)[line_no(FERRO_CSV, ".map(|s|") - 1].index("|s|") + 6
    csv_new = once(FERRO_CSV, ".map(|s| parse_reading(s))", ".map(parse_reading)")
    w_ret = ("warning: unneeded `return` statement\n"
             f"  --> src/units.rs:{ret_line}:5\n   |\n{ret_line} |     return (f - 32.0) * 5.0 / 9.0;\n   |     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n   |\n"
             "   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#needless_return\n"
             "   = note: `#[warn(clippy::needless_return)]` on by default\nhelp: remove `return`\n   |\n"
             f"{ret_line} -     return (f - 32.0) * 5.0 / 9.0;\n{ret_line} +     (f - 32.0) * 5.0 / 9.0\n   |\n\n")
    w_rng = ("warning: manual `RangeInclusive::contains` implementation\n"
             f"  --> src/units.rs:{rng_line}:8\n   |\n{rng_line} |     if hpa >= 870.0 && hpa <= 1085.0 {{\n"
             "   |        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ help: use: `(870.0..=1085.0).contains(&hpa)`\n   |\n"
             "   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#manual_range_contains\n"
             "   = note: `#[warn(clippy::manual_range_contains)]` on by default\n\n")
    w_map = ("warning: redundant closure\n"
             f"  --> src/ingest/csv.rs:{map_line}:{map_col}\n   |\n{map_line} |             .map(|s| parse_reading(s))\n"
             "   |                  ^^^^^^^^^^^^^^^^^^^^ help: replace the closure with the function itself: `parse_reading`\n   |\n"
             "   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#redundant_closure\n"
             "   = note: `#[warn(clippy::redundant_closure)]` on by default\n\n")
    chk = "    Checking ferrocast v0.2.0 (/workspace/ferrocast)\n"
    tests = ["ingest::csv::tests::blank_lines_are_skipped", "ingest::csv::tests::header_only_gives_no_readings",
             "ingest::csv::tests::missing_column_is_an_error", "ingest::tests::parse_readings_merges_sources",
             "units::tests::boiling_point", "units::tests::freezing_point", "units::tests::implausible_pressure_is_none",
             "units::tests::mph_conversion", "units::tests::standard_atmosphere"]
    turns: Turns = [
        (bash(f"cd {root} && cargo clippy --all-targets 2>&1 | tail -n 60"),
         oh_bash(chk + w_ret + w_rng + w_map
                 + "warning: `ferrocast` (lib) generated 3 warnings (run `cargo clippy --fix --lib -p ferrocast` to apply 3 suggestions)\n"
                 "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.12s", root)),
        (editor("view", upath), cat_n(upath, FERRO_UNITS)),
        (editor("str_replace", upath, old_str="    return (f - 32.0) * 5.0 / 9.0;", new_str="    (f - 32.0) * 5.0 / 9.0"),
         oh_snippet(upath, u1, ret_line)),
        (editor("str_replace", upath, old_str="    if hpa >= 870.0 && hpa <= 1085.0 {", new_str="    if (MIN_HPA..=MAX_HPA).contains(&hpa) {"),
         oh_snippet(upath, u2, rng_line)),
        (bash("cargo clippy --all-targets 2>&1 | tail -n 30"),
         oh_bash(chk + w_map + "warning: `ferrocast` (lib) generated 1 warning (run `cargo clippy --fix --lib -p ferrocast` to apply 1 suggestion)\n"
                 "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.87s", root)),
        (bash("cargo add thiserror@1.0.63"),
         oh_bash("    Updating crates.io index\n      Adding thiserror v1.0.63 to dependencies\n    Updating crates.io index\n"
                 "     Locking 2 packages to latest compatible versions\n      Adding thiserror v1.0.63\n      Adding thiserror-impl v1.0.63", root)),
        (bash("grep -n 'thiserror\\|^\\[dependencies\\]' Cargo.toml && git diff --stat"),
         oh_bash("9:[dependencies]\n13:thiserror = \"1.0.63\"\n Cargo.lock   | 21 +++++++++++++++++++++\n Cargo.toml   |  1 +\n"
                 " src/units.rs |  4 ++--\n 3 files changed, 24 insertions(+), 2 deletions(-)", root)),
        (editor("view", cpath, view_range=[c_first, c_first + len(lines_of(FERRO_CSV)) - 1]), cat_n(cpath, FERRO_CSV, c_first)),
        (editor("str_replace", cpath, old_str=".map(|s| parse_reading(s))", new_str=".map(parse_reading)"),
         oh_snippet(cpath, "\n" * (c_first - 1) + csv_new, map_line)),
        (bash("cargo clippy --all-targets 2>&1 | tail -n 30"),
         oh_bash("   Compiling thiserror v1.0.63\n   Compiling thiserror-impl v1.0.63\n    Checking thiserror v1.0.63\n" + chk
                 + "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.48s", root)),
        (bash("cargo test 2>&1 | tail -n 25"),
         oh_bash("   Compiling thiserror v1.0.63\n   Compiling ferrocast v0.2.0 (/workspace/ferrocast)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 4.02s\n"
                 "     Running unittests src/lib.rs (target/debug/deps/ferrocast-8d2c4be1a07f93e5)\n\nrunning 9 tests\n"
                 + "".join(f"test {t} ... ok\n" for t in tests)
                 + "\ntest result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\n"
                 "   Doc-tests ferrocast\n\nrunning 0 tests\n\ntest result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s", root)),
    ]
    assert diffstat(FERRO_UNITS, u2) == (2, 2)
    return OH_SYSTEM.format(root=root), turns, "ferrocast, a Rust library that ingests weather-station CSV exports. Task: make `cargo clippy --all-targets` warning-free and add thiserror as a dependency (the error enum will be ported to it in a follow-up). src/ingest/mod.rs has a public parse_readings that merges several sources."


# ================================================================ Gemini CLI / Python: gpxtool segment split

GPX_SEG = '''"""Split GPS tracks into segments at recording gaps."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime


@dataclass(frozen=True, slots=True)
class TrackPoint:
    lat: float
    lon: float
    time: datetime
    ele: float | None = None


def _pairs(points: Sequence[TrackPoint]) -> Iterator[tuple[TrackPoint, TrackPoint]]:
    return zip(points, points[1:])


def gap_seconds(a: TrackPoint, b: TrackPoint) -> float:
    """Seconds between two consecutive points (negative if out of order)."""
    return (b.time - a.time).total_seconds()


def split_segments(
    points: Sequence[TrackPoint],
    gap: float = 300.0,
    *,
    min_points: int = 2,
) -> list[list[TrackPoint]]:
    """Split ``points`` wherever two consecutive points are more than ``gap`` seconds apart.

    Segments with fewer than ``min_points`` points are dropped.
    """
    if not points:
        return []
    segments: list[list[TrackPoint]] = []
    current: list[TrackPoint] = [points[0]]
    for prev, point in _pairs(points):
        if gap_seconds(prev, point) > gap:
            segments.append(current)
            current = []
        else:
            current.append(point)
    segments.append(current)
    return [s for s in segments if len(s) >= min_points]
'''


def gem_gpxtool_split_segments() -> tuple[str, Turns, str]:
    # bad: turn 7's partial read shows `gap: float = 180.0` in split_segments' signature; turn 2 read `gap: float = 300.0` and the only edit (turn 5) touched the loop body.
    root = "/home/mira/projects/gpxtool"
    spath = f"{root}/src/gpxtool/segments.py"
    old = "            segments.append(current)\n            current = []"
    new = "            segments.append(current)\n            current = [point]"
    fixed = once(GPX_SEG, old, new)
    drift = fixed.replace("    gap: float = 300.0,", "    gap: float = 180.0,")
    sig = line_no(GPX_SEG, "def split_segments(")
    total = len(lines_of(fixed.rstrip("\n")))
    pytest_fail = ("============================= test session starts ==============================\n"
                   f"platform linux -- Python 3.12.3, pytest-8.3.2, pluggy-1.5.0\nrootdir: {root}\nconfigfile: pyproject.toml\ncollected 6 items\n\n"
                   "tests/test_segments.py ..F...                                            [100%]\n\n"
                   "=================================== FAILURES ===================================\n"
                   "_________________ test_split_keeps_first_point_of_new_segment __________________\n\n"
                   "    def test_split_keeps_first_point_of_new_segment():\n        pts = _track(0, 10, 20, 200, 210)\n"
                   "        segs = split_segments(pts, gap=60)\n>       assert [len(s) for s in segs] == [3, 2]\n"
                   "E       assert [3] == [3, 2]\nE         \nE         Right contains one more item: 2\nE         \n"
                   "E         Full diff:\nE           [\nE               3,\nE         -     2,\nE           ]\n\n"
                   "tests/test_segments.py:32: AssertionError\n=========================== short test summary info ============================\n"
                   "FAILED tests/test_segments.py::test_split_keeps_first_point_of_new_segment - assert [3] == [3, 2]\n"
                   "========================= 1 failed, 5 passed in 0.07s ==========================")
    pytest_ok = ("============================= test session starts ==============================\n"
                 f"platform linux -- Python 3.12.3, pytest-8.3.2, pluggy-1.5.0\nrootdir: {root}\nconfigfile: pyproject.toml\ncollected 6 items\n\n"
                 "tests/test_segments.py ......                                            [100%]\n\n"
                 "============================== 6 passed in 0.05s ===============================")
    turns: Turns = [
        (call("glob", pattern="src/**/*.py"),
         f"Found 6 file(s) matching \"src/**/*.py\" within {root}, sorted by modification time (newest first):\n"
         + "\n".join(f"{root}/src/gpxtool/{f}" for f in ["cli.py", "segments.py", "stats.py", "gpx.py", "__main__.py", "__init__.py"])),
        (call("read_file", absolute_path=spath), GPX_SEG),
        (call("search_file_content", pattern="split_segments\\("),
         "Found 5 matches for pattern \"split_segments\\(\" in path \".\":\n---\nFile: src/gpxtool/cli.py\n"
         "L91: segments = split_segments(track.points, gap=args.gap, min_points=args.min_points)\n---\n"
         f"File: src/gpxtool/segments.py\nL{sig}: def split_segments(\n---\nFile: src/gpxtool/stats.py\nL44: for seg in split_segments(points):\n---\n"
         "File: tests/test_segments.py\nL31: segs = split_segments(pts, gap=60)\nL40: segs = split_segments(pts, gap=60, min_points=1)\n---"),
        (gshell("python -m pytest tests/test_segments.py", "Run the segment tests."),
         gem_run("python -m pytest tests/test_segments.py", pytest_fail, code=1, pgid=88204)),
        (call("replace", file_path=spath, old_string=old, new_string=new),
         f"Successfully modified file: {spath} (1 replacements)."),
        (gshell("python -m pytest tests/test_segments.py", "Re-run the segment tests."),
         gem_run("python -m pytest tests/test_segments.py", pytest_ok, pgid=88391)),
        (call("read_file", absolute_path=spath, offset=sig - 1, limit=total - sig + 1), gem_read(drift.rstrip("\n"), sig, total)),
        (gshell("git diff --stat", "Summarise the change."),
         gem_run("git diff --stat", " src/gpxtool/segments.py | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)", pgid=88452)),
        (gshell("python -m gpxtool split tests/data/commute.gpx --gap 120", "Try the CLI on the sample track."),
         gem_run("python -m gpxtool split tests/data/commute.gpx --gap 120",
                 "commute.gpx: 412 points -> 3 segments (gap > 120 s)\n"
                 "  #1  2025-04-02 07:41:10 -> 07:58:33   188 pts   6.42 km\n"
                 "  #2  2025-04-02 08:06:02 -> 08:19:47   131 pts   4.87 km\n"
                 "  #3  2025-04-02 08:24:15 -> 08:31:40    93 pts   2.11 km", pgid=88517)),
    ]
    return GEM_SYSTEM.format(root=root), turns, "gpxtool, a Python CLI for GPX tracks. Bug #12: when a track is split at a recording gap, the first point after the gap goes missing, so short segments are dropped entirely."


# ================================================================ Gemini CLI / Go: geohashx neighbour tests

GEO_NB = '''package geohashx

import "github.com/samk/geohashx/internal/base32"

// Direction is one of the eight compass directions around a cell.
type Direction int

const (
	North Direction = iota
	NorthEast
	East
	SouthEast
	South
	SouthWest
	West
	NorthWest
)

// Neighbor returns the geohash of the cell adjacent to hash in direction d,
// at the same precision. It wraps around the antimeridian.
func Neighbor(hash string, d Direction) string {
	lat, lon, latErr, lonErr := DecodeWithError(hash)
	dLat, dLon := 2*latErr, 2*lonErr
	switch d {
	case North:
		lat += dLat
	case NorthEast:
		lat, lon = lat+dLat, lon+dLon
	case East:
		lon += dLon
	case SouthEast:
		lat, lon = lat-dLat, lon+dLon
	case South:
		lat -= dLat
	case SouthWest:
		lat, lon = lat-dLat, lon-dLon
	case West:
		lon -= dLon
	case NorthWest:
		lat, lon = lat+dLat, lon-dLon
	}
	if lon > 180 {
		lon -= 360
	} else if lon < -180 {
		lon += 360
	}
	return Encode(lat, lon, len(hash))
}

// Neighbors returns all eight neighbors in the order North, NorthEast, ... NorthWest.
func Neighbors(hash string) [8]string {
	var out [8]string
	for d := North; d <= NorthWest; d++ {
		out[d] = Neighbor(hash, d)
	}
	return out
}

// Valid reports whether s is a non-empty geohash made of base32 characters.
func Valid(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if base32.Index(s[i]) < 0 {
			return false
		}
	}
	return true
}
'''

GEO_TEST = '''package geohashx

import "testing"

func TestNeighbor(t *testing.T) {
	cases := []struct {
		name string
		hash string
		dir  Direction
		want string
	}{
		{"north", "u4pruyd", North, "u4pruyf"},
		{"east", "u4pruyd", East, "u4pruye"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := Neighbor(tc.hash, tc.dir); got != tc.want {
				t.Errorf("Neighbor(%q, %v) = %q, want %q", tc.hash, tc.dir, got, tc.want)
			}
		})
	}
}
'''

GEO_OLD = '''		{"east", "u4pruyd", East, "u4pruye"},
	}'''

GEO_NEW = '''		{"east", "u4pruyd", East, "u4pruye"},
		{"south", "u4pruyd", South, "u4pruy6"},
		{"west", "u4pruyd", West, "u4pruy9"},
		{"east_wraps_antimeridian", "rzzzzz", East, "2pbpbp"},
		{"northeast_wraps_antimeridian", "rzzzzz", NorthEast, "800000"},
	}'''

GEO_TAIL = '''
func TestNeighbors(t *testing.T) {
	want := [8]string{"9q8yym", "9q8yyt", "9q8yys", "9q8yye", "9q8yy7", "9q8yy5", "9q8yyh", "9q8yyj"}
	if got := Neighbors("9q8yyk"); got != want {
		t.Errorf("Neighbors(%q) = %v, want %v", "9q8yyk", got, want)
	}
}

func TestValid(t *testing.T) {
	for s, want := range map[string]bool{"": false, "u4pruyd": true, "u4pruyda": false, "9q8yyk": true} {
		if got := Valid(s); got != want {
			t.Errorf("Valid(%q) = %v, want %v", s, got, want)
		}
	}
}
'''


def gem_geohashx_neighbor_tests() -> tuple[str, Turns, str]:
    # clean: coverage of the root package rises after tests are added; the unchanged base32 package reports (cached); subtests listed by -v include the new cases; the diff counts match the edits.
    root = "/home/sam/code/geohashx"
    tpath = f"{root}/neighbors_test.go"
    new_test = once(GEO_TEST, GEO_OLD, GEO_NEW) + GEO_TAIL
    ins, dels = diffstat(GEO_TEST, new_test)
    mod = "github.com/samk/geohashx"
    sub = ["north", "east", "south", "west", "east_wraps_antimeridian", "northeast_wraps_antimeridian"]
    v_out = ("=== RUN   TestNeighbor\n" + "".join(f"=== RUN   TestNeighbor/{s}\n" for s in sub) + "--- PASS: TestNeighbor (0.00s)\n"
             + "".join(f"    --- PASS: TestNeighbor/{s} (0.00s)\n" for s in sub)
             + f"=== RUN   TestNeighbors\n--- PASS: TestNeighbors (0.00s)\nPASS\nok  \t{mod}\t0.004s")
    turns: Turns = [
        (call("list_directory", path=root),
         f"Directory listing for {root}:\n[DIR] internal\n[DIR] testdata\ndecode_test.go\ndecode.go\nencode_test.go\nencode.go\ngo.mod\n"
         "LICENSE\nneighbors_test.go\nneighbors.go\nREADME.md"),
        (gshell("go test -cover ./...", "Baseline test run with coverage."),
         gem_run("go test -cover ./...", f"ok  \t{mod}\t0.006s\tcoverage: 71.4% of statements\n"
                 f"ok  \t{mod}/internal/base32\t0.004s\tcoverage: 100.0% of statements", pgid=30417)),
        (call("read_file", absolute_path=f"{root}/neighbors.go"), GEO_NB),
        (call("read_file", absolute_path=tpath), GEO_TEST),
        (call("replace", file_path=tpath, old_string=GEO_OLD, new_string=GEO_NEW),
         f"Successfully modified file: {tpath} (1 replacements)."),
        (call("replace", file_path=tpath, old_string="\t\t})\n\t}\n}\n", new_string="\t\t})\n\t}\n}\n" + GEO_TAIL),
         f"Successfully modified file: {tpath} (1 replacements)."),
        (gshell("go test -cover ./...", "Run the tests with coverage again."),
         gem_run("go test -cover ./...", f"ok  \t{mod}\t0.007s\tcoverage: 86.2% of statements\n"
                 f"ok  \t{mod}/internal/base32\t(cached)\tcoverage: 100.0% of statements", pgid=30588)),
        (gshell("go test -run 'TestNeighbor' -v .", "Show the neighbour subtests."), gem_run("go test -run 'TestNeighbor' -v .", v_out, pgid=30642)),
        (gshell("gofmt -l . && go vet ./...", "Format and vet."), gem_run("gofmt -l . && go vet ./...", "", pgid=30699)),
        (gshell("git diff --stat", "Summarise the change."),
         gem_run("git diff --stat", f" neighbors_test.go | {ins} {'+' * ins}\n 1 file changed, {ins} insertions(+)", pgid=30731)),
    ]
    assert dels == 0
    return GEM_SYSTEM.format(root=root), turns, "geohashx, a Go geohash library. Task: extend the neighbour tests (south, west, antimeridian wrap, the eight-neighbour helper and Valid) without changing library code."


# ================================================================ assembly

TRAJECTORIES = [
    (cc_ledger_negative_amounts, None, "clean"),
    (oh_confluo_falsy_values, 9, "file line reads back different with no edit in between (test source line in grep output)"),
    (gem_tinyroute_optional_params, None, "clean"),
    (cx_tomlette_trailing_comma, 6, "test name drifts between the test list and the test run"),
    (swea_throttle_monotonic, 6, "search match count in an unedited file changes"),
    (cl_invoice_tax_rounding, None, "clean"),
    (oh_shortlink_created_status, None, "clean"),
    (ai_slugline_sharp_s, 8, "commit hash of an existing commit changes in git log"),
    (swea_jsonpath_filter_spaces, None, "clean"),
    (gem_gpxtool_split_segments, 7, "function signature (parameter default) differs between two reads"),
    (cc_parcel_remove_legacy_geocoder, 8, "deleted file present again in a file listing"),
    (cx_bookclub_move_ordering, None, "clean"),
    (ai_feedsmith_dedupe_undo, None, "clean"),
    (cl_logrot_retention_module, 6, "created file missing from the directory listing"),
    (gem_geohashx_neighbor_tests, None, "clean"),
    (oh_quire_intraword_underscore, 7, "clock goes backwards (test run start time before an earlier date)"),
    (cc_clinic_slots_past_closing, None, "clean"),
    (swea_quantiq_round, 10, "edit lost: search shows the pre-edit line"),
    (cl_harbor_lint_cleanup, None, "clean"),
    (cx_rostering_iso_week, 6, "process id changes without a restart (pid in log lines)"),
    (oh_ferrocast_clippy_cleanup, None, "clean"),
    (ai_pgqueue_lease_expiry, 6, "current git branch changes with no checkout"),
]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for i, (build, bad_turn, kind) in enumerate(TRAJECTORIES, 1):
        system, turns, state = build()
        rs.add(task="swe", tid=f"h14-swe-{i:02d}", system=system, turns=turns, state=state,
               bad=bad_turn is not None, turn=bad_turn, kind=kind)
    rs.write()


if __name__ == "__main__":
    main()
