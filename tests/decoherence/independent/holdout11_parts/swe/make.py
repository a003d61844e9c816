# ruff: noqa: E501
"""Held-out set 11, swe domain: 22 trajectories of coding-agent harnesses (OpenHands, Gemini CLI,
SWE-agent, Claude Code, Codex CLI, Cline, Aider) on Python, TypeScript, Go, Rust, Java and Ruby repos.

Written by an outside author who has not seen the detector. Deterministic: no randomness, clock or network.
"""

from __future__ import annotations

import difflib
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
    gshell,
    jblock,
    oh_bash,
)

# ---------------------------------------------------------------------------------------------
# text helpers


def rep(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


def lno(text: str, needle: str, nth: int = 1) -> int:
    """1-based number of the nth line containing needle."""
    seen = 0
    for i, line in enumerate(text.split("\n"), 1):
        if needle in line:
            seen += 1
            if seen == nth:
                return i
    raise AssertionError(needle)


def seg(text: str, a: int, b: int) -> str:
    return "\n".join(text.split("\n")[a - 1:b])


def nlines(text: str) -> int:
    return len(text.split("\n"))


def changes(old: str, new: str) -> tuple[int, int]:
    ins = dels = 0
    for i, ln in enumerate(difflib.unified_diff(old.split("\n"), new.split("\n"), lineterm="", n=0)):
        if i < 2 or ln.startswith("@@"):
            continue
        if ln.startswith("+"):
            ins += 1
        elif ln.startswith("-"):
            dels += 1
    return ins, dels


def diffstat(entries: list[tuple[str, int, int]]) -> str:
    w = max(len(p) for p, _, _ in entries)
    cw = max(len(str(i + d)) for _, i, d in entries)
    out = [f" {p.ljust(w)} | {str(i + d).rjust(cw)} {'+' * i}{'-' * d}" for p, i, d in entries]
    return out and "\n".join(out) + "\n" + shortstat(entries)


def shortstat(entries: list[tuple[str, int, int]], ins_fix: int = 0) -> str:
    n = len(entries)
    ins = sum(i for _, i, _ in entries) + ins_fix
    dels = sum(d for _, _, d in entries)
    s = f" {n} file{'s' if n != 1 else ''} changed"
    if ins:
        s += f", {ins} insertion{'s' if ins != 1 else ''}(+)"
    if dels:
        s += f", {dels} deletion{'s' if dels != 1 else ''}(-)"
    return s


def gdiff(path: str, old: str, new: str, index: str, offset: int = 0, mode: str = "100644") -> str:
    """A `git diff` of one file; old/new may be a region starting at line offset+1."""
    pad = [f"\x00{i}" for i in range(offset)]
    body = list(difflib.unified_diff(pad + old.split("\n"), pad + new.split("\n"), lineterm="", n=3))[2:]
    assert not any("\x00" in ln for ln in body), path
    return f"diff --git a/{path} b/{path}\nindex {index} {mode}\n--- a/{path}\n+++ b/{path}\n" + "\n".join(body)


def numbered(text: str, start: int = 1, sep: str = "\t", width: int = 6) -> str:
    return "\n".join(f"{i:>{width}}{sep}{line}" for i, line in enumerate(text.split("\n"), start))


def oh_snip(path: str, new_text: str, block: str) -> str:
    """OpenHands' answer to str_replace/insert: the edited region with 4 lines of context."""
    first = lno(new_text, block.split("\n")[0]) if block.split("\n")[0].strip() else lno(new_text, block.split("\n")[1]) - 1
    last = first + nlines(block) - 1
    a, b = max(1, first - 4), min(nlines(new_text), last + 4)
    return edited(path, seg(new_text, a, b), a)


def gem(cmd: str, out: str, err: str = "", code: int = 0, pgid: int = 40211, bg: str = "(none)") -> str:
    return (f"Command: {cmd}\nDirectory: (root)\nStdout: {out if out else '(empty)'}\nStderr: {err if err else '(empty)'}\n"
            f"Error: (none)\nExit Code: {code}\nSignal: (none)\nBackground PIDs: {bg}\nProcess Group PGID: {pgid}")


# ---------------------------------------------------------------------------------------------
# SWE-agent

SWEA_SYSTEM = """You simulate the environment of a SWE-agent run (default config, WINDOW=50) in a Docker container. The agent sends one command per turn inside a fenced block after its DISCUSSION. Special commands:
  open <path> [<line_number>]   show the file in the viewer, centred on line_number
  goto <line_number>            move the window of the open file
  scroll_down / scroll_up       move the window by 50 lines
  create <filename>             create and open a new file
  search_dir <term> [<dir>]     count matches of term per file
  search_file <term> [<file>]   list matching lines in a file (default: the open file)
  find_file <name> [<dir>]      find files by name or glob
  edit <start>:<end>\\n<replacement text>\\nend_of_edit   replace lines start..end of the open file
  submit                        finish and print the patch
Any other command runs in bash. The viewer prints '[File: <path> (<N> lines total)]', '(K more lines above)', numbered lines 'n:text' and '(M more lines below)'. Every observation ends with the prompt '(Open file: <path>)', '(Current directory: <dir>)', 'bash-$'. Reply with the observation after **Environment Observation:**."""


def sa(thought: str, cmd: str) -> str:
    return f"DISCUSSION\n{thought}\n\n```\n{cmd}\n```"


def sa_tail(open_file: str | None, cwd: str) -> str:
    return f"(Open file: {open_file or 'n/a'})\n(Current directory: {cwd})\nbash-$"


class Region:
    """The part of a file the simulation knows: lines start.. of a file with `total` lines."""

    def __init__(self, path: str, total: int, start: int, text: str) -> None:
        self.path, self.total, self.start, self.lines = path, total, start, text.split("\n")

    def window(self, first: int, last: int, override: dict[int, str] | None = None) -> str:
        last = min(last, self.total)
        assert first >= self.start and last < self.start + len(self.lines), (self.path, first, last)
        out = [f"[File: {self.path} ({self.total} lines total)]"]
        if first > 1:
            out.append(f"({first - 1} more lines above)")
        for i in range(first, last + 1):
            out.append(f"{i}:{(override or {}).get(i, self.lines[i - self.start])}")
        if self.total - last > 0:
            out.append(f"({self.total - last} more lines below)")
        return "\n".join(out)

    def line(self, n: int) -> str:
        return self.lines[n - self.start]

    def find(self, needle: str, nth: int = 1) -> int:
        return lno("\n".join(self.lines), needle, nth) + self.start - 1

    def text(self) -> str:
        return "\n".join(self.lines)

    def edit(self, a: int, b: int, new: str) -> None:
        self.lines[a - self.start:b - self.start + 1] = new.split("\n")
        self.total += nlines(new) - (b - a + 1)


SA_UPDATED = "File updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary."


# ---------------------------------------------------------------------------------------------
# Claude Code

CC_SYSTEM = """You simulate the tools of a Claude Code session (claude-code 1.0.x) whose working directory is {root}. Tools: Read(file_path, offset?, limit?) returns the file in `cat -n` form with '→' after each line number; Edit(file_path, old_string, new_string, replace_all?) returns a snippet of the edited file; Write(file_path, content); Bash(command, description?, timeout?) returns stdout/stderr (non-zero exits are reported as 'Error: Exit code N' before the output); Grep(pattern, path?, glob?, output_mode?, -n?, -i?) in ripgrep syntax; Glob(pattern, path?) returns matching paths. Each tool call arrives as a tool_use block; reply with the tool_result text after **Environment Observation:**."""


def cc(name: str, **inp: Any) -> str:
    return jblock({"type": "tool_use", "name": name, "input": inp})


def cc_read(text: str, start: int = 1) -> str:
    return "\n".join(f"{i:>6}→{line}" for i, line in enumerate(text.split("\n"), start))


def cc_edit_result(path: str, new_text: str, block: str) -> str:
    assert new_text.count(block) == 1, block
    first = new_text[:new_text.index(block)].count("\n") + 1
    last = first + nlines(block) - 1
    a, b = max(1, first - 5), min(nlines(new_text), last + 5)
    return (f"The file {path} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n"
            + cc_read(seg(new_text, a, b), a))


# ---------------------------------------------------------------------------------------------
# Codex CLI

CODEX_SYSTEM = """You simulate the sandbox of an OpenAI Codex CLI agent (workspace-write sandbox, approval policy on-request) in {root}. The agent calls `shell` with an argv array (usually ["bash", "-lc", "<script>"]), a workdir and an optional timeout_ms; file edits go through the same tool as ["apply_patch", "*** Begin Patch ... *** End Patch"]. Each result is reported as 'Exit code: N', 'Wall time: S seconds', then 'Output:' and the combined stdout/stderr. Reply after **Environment Observation:**."""


def cx(script: str, workdir: str, timeout_ms: int | None = None) -> str:
    args: dict[str, Any] = {"command": ["bash", "-lc", script], "workdir": workdir}
    if timeout_ms:
        args["timeout_ms"] = timeout_ms
    return jblock({"name": "shell", "arguments": args})


def cx_patch(patch: str, workdir: str) -> str:
    return jblock({"name": "shell", "arguments": {"command": ["apply_patch", patch], "workdir": workdir}})


def cx_out(out: str, code: int = 0, wall: float = 0.1) -> str:
    return f"Exit code: {code}\nWall time: {wall} seconds\nOutput:\n{out}"


def cx_patched(*files: str) -> str:
    return cx_out("Success. Updated the following files:\n" + "\n".join(files) + "\n", wall=0.0)


# ---------------------------------------------------------------------------------------------
# Cline

CLINE_SYSTEM = """You simulate the VS Code workspace of a Cline agent (Cline 3.x) at {root}. The agent uses one XML tool per message: read_file(path), write_to_file(path, content), replace_in_file(path, diff with '------- SEARCH' / '=======' / '+++++++ REPLACE' blocks), search_files(path, regex, file_pattern?), list_files(path, recursive?), execute_command(command, requires_approval). Answer each tool use the way Cline reports it back to the model: '[tool for 'arg'] Result:' followed by the result, then the <environment_details> block (visible files, open tabs, current time). Reply after **Environment Observation:**."""


def cl(tag: str, **params: Any) -> str:
    inner = "".join(f"<{k}>{v}</{k}>\n" for k, v in params.items())
    return f"<{tag}>\n{inner}</{tag}>"


def cl_env(visible: str, tabs: str, when: str, tz: str) -> str:
    return (f"<environment_details>\n# VSCode Visible Files\n{visible}\n\n# VSCode Open Tabs\n{tabs}\n\n"
            f"# Current Time\n{when} ({tz})\n\n# Current Mode\nACT MODE\n</environment_details>")


def cl_saved(path: str, content: str) -> str:
    return (f"The content was successfully saved to {path}.\n\nHere is the full, updated content of the file that was saved:\n\n"
            f"<final_file_content path=\"{path}\">\n{content}\n</final_file_content>\n\n"
            "IMPORTANT: For any future changes to this file, use the final_file_content shown above as your reference. "
            "This content reflects the current state of the file, including any auto-formatting (e.g., if you used single "
            "quotes but the formatter converted them to double quotes). Always base your SEARCH/REPLACE operations on this "
            "final version to ensure accuracy.")


def cl_cmd(out: str) -> str:
    return f"Command executed.\nOutput:\n{out}"


def sr(*blocks: tuple[str, str]) -> str:
    return "\n".join(f"------- SEARCH\n{a}\n=======\n{b}\n+++++++ REPLACE" for a, b in blocks)


# ---------------------------------------------------------------------------------------------
# Aider

AIDER_SYSTEM = """You simulate the terminal of an aider session (aider v0.82, git repo {root}, auto-commits on). Each action is either a chat command typed by the user (/add, /drop, /ls, /run, /test, /undo, /diff, /tokens, ...) or the LLM's reply containing SEARCH/REPLACE edit blocks; answer with exactly what aider prints next (applied edits, commit lines, command output and its prompts). Reply after **Environment Observation:**."""


def ai_edit(prose: str, *blocks: tuple[str, str, str, str]) -> str:
    """An LLM reply: prose then SEARCH/REPLACE blocks (path, lang, search, replace)."""
    parts = [prose]
    for path, lang, a, b in blocks:
        parts.append(f"{path}\n```{lang}\n<<<<<<< SEARCH\n{a}\n=======\n{b}\n>>>>>>> REPLACE\n```")
    return "\n\n".join(parts)


def ai_applied(paths: list[str], commit: str, msg: str) -> str:
    return ("\n".join(f"Applied edit to {p}" for p in paths)
            + f"\nCommit {commit} {msg}\nYou can use /undo to undo and discard each aider commit.")


def ai_run(out: str, tokens: str) -> str:
    n = nlines(out.rstrip("\n"))
    return (f"{out.rstrip()}\n\nAdd {tokens} tokens of command output to the chat? (Y)es/(N)o [Yes]: y\n"
            f"Added {n} line{'s' if n != 1 else ''} of output to the chat.")


# =============================================================================================
# 01 OpenHands / Python (humanize)


HUMANIZE_FILESIZE = '''"""Bits and bytes related humanization."""

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
        >>> naturalsize(3000, True)
        '2.9 KiB'

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

    if bytes_ == 1 and not gnu:
        return "%d Byte" % bytes_

    if bytes_ < base and not gnu:
        return "%d Bytes" % bytes_

    if bytes_ < base and gnu:
        return "%dB" % bytes_

    for i, s in enumerate(suffix):
        unit = base ** (i + 2)

        if bytes_ < unit:
            break

    ret: str = format % (base * bytes_ / unit) + s
    return ret'''

HUMANIZE_TESTS = '''"""Tests for filesize humanizing."""

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
        ([10**26 * 30], "3.0 RB"),
        ([1, False, False], "1 Byte"),
        ([3141592, False, False, "%.2f"], "3.14 MB"),
        ([3000, False, True, "%.3f"], "2.930K"),
        ([3000000000, False, True, "%.0f"], "3G"),
    ],
)
def test_naturalsize(test_args: list[int] | list[int | bool], expected: str) -> None:
    """It correctly formats bytes into human-readable file sizes."""
    assert humanize.naturalsize(*test_args) == expected


def test_naturalsize_rejects_garbage() -> None:
    with pytest.raises(ValueError):
        humanize.naturalsize("twelve")'''


def t01() -> dict[str, Any]:
    # clean: OpenHands fixes negative sizes in humanize.naturalsize; line numbers shift after the edit, test count grows 18 -> 21 after adding cases, diffstat follows the edits.
    root = "/workspace/humanize"
    src, tst = f"{root}/src/humanize/filesize.py", f"{root}/tests/test_filesize.py"
    old_block = '''    bytes_ = float(value)

    if bytes_ == 1 and not gnu:
        return "%d Byte" % bytes_

    if bytes_ < base and not gnu:
        return "%d Bytes" % bytes_

    if bytes_ < base and gnu:
        return "%dB" % bytes_

    for i, s in enumerate(suffix):
        unit = base ** (i + 2)

        if bytes_ < unit:
            break'''
    new_block = '''    bytes_ = float(value)
    abs_bytes = abs(bytes_)

    if abs_bytes == 1 and not gnu:
        return "%d Byte" % bytes_

    if abs_bytes < base and not gnu:
        return "%d Bytes" % bytes_

    if abs_bytes < base and gnu:
        return "%dB" % bytes_

    for i, s in enumerate(suffix):
        unit = base ** (i + 2)

        if abs_bytes < unit:
            break'''
    src2 = rep(HUMANIZE_FILESIZE, old_block, new_block)
    anchor = '        ([1, False, False], "1 Byte"),'
    at = lno(HUMANIZE_TESTS, anchor)
    added = '''        ([-1, False, False], "-1 Byte"),
        ([-4096, True], "-4.0 KiB"),
        ([-1500], "-1.5 kB"),'''
    tst2 = rep(HUMANIZE_TESTS, anchor + "\n", anchor + "\n" + added + "\n")
    repro = 'python -c "from humanize import naturalsize as n; print(n(-4096, True)); print(n(-1)); print(n(-1500)); print(n(2048, True))"'
    s_ins, s_del = changes(HUMANIZE_FILESIZE, src2)
    t_ins, t_del = changes(HUMANIZE_TESTS, tst2)
    first_edit = lno(src2, "abs_bytes = abs(bytes_)") - 1
    turns = [
        (bash(f"cd {root} && git log --oneline -3 && git status --short"),
         oh_bash("e7b21c4 (HEAD -> main, origin/main, origin/HEAD) Merge pull request #231 from hugovk/rm-3.8\n"
                 "3c90f1a Drop support for EOL Python 3.8\n"
                 "b5d0e8a Add Python 3.14 to the test matrix", root)),
        (editor("view", src), cat_n(src, HUMANIZE_FILESIZE)),
        (bash(repro), oh_bash("-4096 Bytes\n-1 Bytes\n-1500 Bytes\n2.0 KiB", root)),
        (bash("python -m pytest tests/test_filesize.py -q -p no:cacheprovider"),
         oh_bash("..................                                                       [100%]\n18 passed in 0.05s", root)),
        (editor("str_replace", src, old_str=old_block, new_str=new_block),
         edited(src, seg(src2, first_edit - 4, first_edit + nlines(new_block) + 3), first_edit - 4)),
        (bash(repro), oh_bash("-4.0 KiB\n-1 Byte\n-1.5 kB\n2.0 KiB", root)),
        (editor("view", tst, view_range=[10, 32]), cat_n(tst, seg(HUMANIZE_TESTS, 10, 32), 10)),
        (editor("insert", tst, insert_line=at, new_str=added),
         edited(tst, seg(tst2, at - 4, at + 3 + 4), at - 4)),
        (bash("python -m pytest tests/test_filesize.py -q -p no:cacheprovider"),
         oh_bash(".....................                                                    [100%]\n21 passed in 0.06s", root)),
        (bash("git diff --stat"),
         oh_bash(diffstat([("src/humanize/filesize.py", s_ins, s_del), ("tests/test_filesize.py", t_ins, t_del)]), root)),
    ]
    return dict(tid="h11-swe-01", system=OH_SYSTEM.format(root=root), turns=turns,
                state=f"Repository {root} (python-humanize, branch main, clean). Issue #229: naturalsize() prints negative sizes as raw byte counts, e.g. naturalsize(-4096, binary=True) gives '-4096 Bytes' instead of '-4.0 KiB'.",
                bad=False, turn=None, kind="clean")


# =============================================================================================
# 02 Gemini CLI / TypeScript (quillmark)


QM_SLUG = '''import type { HeadingNode } from "./ast.js";

const seen = new Map<string, number>();

/**
 * Turn heading text into a URL fragment. Mirrors GitHub's algorithm closely
 * enough for anchors generated by the TOC plugin to line up with rendered READMEs.
 */
export function slugify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\\p{L}\\p{N}\\s-]/gu, "")
    .replace(/\\s/g, "-");
}

export function uniqueSlug(text: string, registry: Map<string, number> = seen): string {
  const base = slugify(text);
  const count = registry.get(base) ?? 0;
  registry.set(base, count + 1);
  return count === 0 ? base : `${base}-${count}`;
}

export function headingId(node: HeadingNode, registry?: Map<string, number>): string {
  return node.attrs.id ?? uniqueSlug(node.text, registry);
}

export function resetSlugs(): void {
  seen.clear();
}
'''


def vitest(root: str, files: list[tuple[str, int, int]], start: str, dur: str, ver: str = "1.6.0") -> str:
    lines = [f" RUN  v{ver} {root}", ""]
    for f, n, ms in files:
        lines.append(f" ✓ {f} ({n} tests) {ms}ms")
    tot = sum(n for _, n, _ in files)
    lines += ["", f" Test Files  {len(files)} passed ({len(files)})", f"      Tests  {tot} passed ({tot})",
              f"   Start at  {start}", f"   Duration  {dur}", ""]
    return "\n".join(lines)


def t02() -> dict[str, Any]:
    # bad: turn 10's `git log` lists the new commit as 9b4e1d7 although turn 8's `git commit` created it as 9be41d7 (nothing rewrote history in between).
    root = "/home/mara/code/quillmark"
    old = '''  return text
    .trim()
    .toLowerCase()
    .replace(/[^\\p{L}\\p{N}\\s-]/gu, "")
    .replace(/\\s/g, "-");'''
    new = '''  return text
    .toLowerCase()
    .replace(/[^\\p{L}\\p{N}\\s-]/gu, "")
    .trim()
    .replace(/\\s+/g, "-");'''
    t_old = '''    expect(slugify("Überblick über Änderungen")).toBe("überblick-über-änderungen");
  });
});'''
    t_new = '''    expect(slugify("Überblick über Änderungen")).toBe("überblick-über-änderungen");
  });

  it("drops a leading emoji without leaving a hyphen", () => {
    expect(slugify("⚠️ Warnings")).toBe("warnings");
    expect(slugify("🚀  Quick   start")).toBe("quick-start");
  });
});'''
    ins_s, del_s = changes(old, new)
    ins_t, del_t = changes(t_old, t_new)
    full = [("test/slug.test.ts", 7, 5), ("test/table.test.ts", 11, 9), ("test/inline.test.ts", 19, 14),
            ("test/toc.test.ts", 9, 12), ("test/blocks.test.ts", 16, 11), ("test/escape.test.ts", 8, 3),
            ("test/renderer.test.ts", 6, 21), ("test/frontmatter.test.ts", 5, 4), ("test/plugins.test.ts", 3, 7)]
    turns = [
        (gshell("git log --oneline -5", "Show recent history"),
         gem("git log --oneline -5",
             "a3f9c2e (HEAD -> main, origin/main) chore: bump vitest to 1.6.0\n"
             "7d1e0b4 feat(toc): allow maxDepth option\n"
             "e52c19a fix: escape pipes in table cells\n"
             "0b8f7a3 docs: add plugin authoring guide\n"
             "c41d6e9 refactor: split renderer into block/inline", pgid=61022)),
        (call("read_file", absolute_path=f"{root}/src/slug.ts"), QM_SLUG),
        (call("search_file_content", pattern="slugify\\(", path=root),
         f'Found 6 matches for pattern "slugify\\(" in path "{root}":\n---\nFile: src/slug.ts\nL9: export function slugify(text: string): string {{\n'
         'L18:   const base = slugify(text);\n---\nFile: src/plugins/toc.ts\n'
         'L41:     const anchor = opts.slug ? opts.slug(heading.text) : slugify(heading.text);\n---\nFile: test/slug.test.ts\n'
         'L6:     expect(slugify("Hello World")).toBe("hello-world");\nL10:     expect(slugify("API: v2")).toBe("api-v2");\n'
         'L25:     expect(slugify("Überblick über Änderungen")).toBe("überblick-über-änderungen");\n---'),
        (gshell("pnpm vitest run test/slug.test.ts", "Run the slug tests before changing anything"),
         gem("pnpm vitest run test/slug.test.ts", "\n" + vitest(root, [("test/slug.test.ts", 6, 4)], "10:41:03", "388ms (transform 52ms, setup 0ms, collect 47ms, tests 4ms, environment 0ms, prepare 81ms)"), pgid=61187)),
        (call("replace", file_path=f"{root}/src/slug.ts", old_string=old, new_string=new, expected_replacements=1),
         f"Successfully modified file: {root}/src/slug.ts (1 replacements)."),
        (call("replace", file_path=f"{root}/test/slug.test.ts", old_string=t_old, new_string=t_new),
         f"Successfully modified file: {root}/test/slug.test.ts (1 replacements)."),
        (gshell("pnpm vitest run test/slug.test.ts", "Re-run the slug tests"),
         gem("pnpm vitest run test/slug.test.ts", "\n" + vitest(root, [("test/slug.test.ts", 7, 5)], "10:43:26", "402ms (transform 55ms, setup 0ms, collect 49ms, tests 5ms, environment 0ms, prepare 84ms)"), pgid=61305)),
        (gshell('git switch -c fix/emoji-slug-prefix && git commit -am "fix(slug): strip symbols before trimming"', "Create a branch and commit the fix"),
         gem('git switch -c fix/emoji-slug-prefix && git commit -am "fix(slug): strip symbols before trimming"',
             "[fix/emoji-slug-prefix 9be41d7] fix(slug): strip symbols before trimming\n" + shortstat([("a", ins_s, del_s), ("b", ins_t, del_t)]),
             err="Switched to a new branch 'fix/emoji-slug-prefix'", pgid=61419)),
        (gshell("pnpm vitest run", "Run the whole test suite"),
         gem("pnpm vitest run", "\n" + vitest(root, full, "10:44:12", "1.21s (transform 402ms, setup 0ms, collect 611ms, tests 86ms, environment 2ms, prepare 903ms)"), pgid=61533)),
        (gshell("git log --oneline -3", "Check the branch history"),
         gem("git log --oneline -3",
             "9b4e1d7 (HEAD -> fix/emoji-slug-prefix) fix(slug): strip symbols before trimming\n"
             "a3f9c2e (origin/main, main) chore: bump vitest to 1.6.0\n"
             "7d1e0b4 feat(toc): allow maxDepth option", pgid=61640)),
        (gshell("git push -u origin fix/emoji-slug-prefix", "Push the branch"),
         gem("git push -u origin fix/emoji-slug-prefix",
             "branch 'fix/emoji-slug-prefix' set up to track 'origin/fix/emoji-slug-prefix'.",
             err="Enumerating objects: 11, done.\nCounting objects: 100% (11/11), done.\nDelta compression using up to 8 threads\n"
                 "Compressing objects: 100% (6/6), done.\nWriting objects: 100% (6/6), 803 bytes | 803.00 KiB/s, done.\n"
                 "Total 6 (delta 4), reused 0 (delta 0), pack-reused 0\nremote: Resolving deltas: 100% (4/4), completed with 4 local objects.\nremote:\n"
                 "remote: Create a pull request for 'fix/emoji-slug-prefix' on GitHub by visiting:\n"
                 "remote:      https://github.com/mara-k/quillmark/pull/new/fix/emoji-slug-prefix\nremote:\n"
                 "To github.com:mara-k/quillmark.git\n * [new branch]      fix/emoji-slug-prefix -> fix/emoji-slug-prefix", pgid=61752)),
    ]
    return dict(tid="h11-swe-02", system=GEM_SYSTEM.format(root=root), turns=turns,
                state=f"Project {root} (quillmark, a Markdown renderer in TypeScript; pnpm, vitest). Bug report: headings that start with an emoji get anchors with a leading hyphen ('#-warnings').",
                bad=True, turn=10, kind="commit hash of the new commit differs between git commit and git log")


# =============================================================================================
# 03 SWE-agent / Python (ledgerline)


LEDGER_MONEY = '''    # ------------------------------------------------------------------ arithmetic

    def __add__(self, other: "Money") -> "Money":
        self._check_same_currency(other)
        return Money(self.amount + other.amount, self.currency)

    def __sub__(self, other: "Money") -> "Money":
        self._check_same_currency(other)
        return Money(self.amount - other.amount, self.currency)

    def __mul__(self, factor: int | Decimal) -> "Money":
        if isinstance(factor, Money):
            raise TypeError("cannot multiply Money by Money")
        return Money(self._quantize(self.amount * Decimal(factor)), self.currency)

    __rmul__ = __mul__

    def __neg__(self) -> "Money":
        return Money(-self.amount, self.currency)

    def __round__(self, ndigits: int | None = None) -> "Money":
        return Money(self._quantize(self.amount), self.currency)

    # ------------------------------------------------------------------ splitting

    def allocate(self, ratios: Sequence[int | Decimal]) -> list["Money"]:
        """Split this amount according to ``ratios`` without losing minor units.

        Any remainder left after rounding each share down is handed out one
        minor unit at a time, starting with the first share.

        >>> Money("10.00", "EUR").allocate([1, 1, 1])
        [Money('3.34', 'EUR'), Money('3.33', 'EUR'), Money('3.33', 'EUR')]
        """
        if not ratios:
            raise ValueError("allocate() needs at least one ratio")
        total_ratio = sum(Decimal(r) for r in ratios)
        if total_ratio <= 0:
            raise ValueError("ratios must add up to a positive number")
        unit = self._minor_unit()
        parts = [
            Money(self._quantize(self.amount * Decimal(r) / total_ratio, ROUND_DOWN), self.currency)
            for r in ratios
        ]
        remainder = self.amount - sum(p.amount for p in parts)
        for i in range(int(remainder)):
            parts[i] = Money(parts[i].amount + unit, self.currency)
        return parts

    def split(self, n: int) -> list["Money"]:
        """Split into ``n`` shares that differ by at most one minor unit."""
        if n < 1:
            raise ValueError("split() needs n >= 1")
        return self.allocate([1] * n)

    # ------------------------------------------------------------------ comparison

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Money):
            return NotImplemented
        return self.currency == other.currency and self.amount == other.amount

    def __lt__(self, other: "Money") -> bool:
        self._check_same_currency(other)
        return self.amount < other.amount

    def __hash__(self) -> int:
        return hash((self.amount, self.currency))

    def __repr__(self) -> str:
        return f"Money('{self.amount}', '{self.currency}')"'''

LEDGER_REPRO = '''from ledgerline.money import Money

parts = Money("10.00", "EUR").allocate([1, 1, 1])
print(parts, "sum:", sum(p.amount for p in parts))
print(Money("100.00", "USD").allocate([1, 2]))'''


def t03() -> dict[str, Any]:
    # bad: turn 7 re-opens money.py and shows the guard as `if total_ratio == 0:` where turn 2 showed `if total_ratio <= 0:`; only reproduce.py was edited in between.
    cwd = "/ledgerline"
    path = f"{cwd}/src/ledgerline/money.py"
    reg = Region(path, 231, 96, LEDGER_MONEY)
    guard = reg.find("if total_ratio <= 0:")
    loop = reg.find("for i in range(int(remainder)):")
    unit_ln = reg.find("unit = self._minor_unit()")
    before = reg.text()
    w2 = reg.window(113, 162)
    w7 = reg.window(105, 154, override={guard: "        if total_ratio == 0:"})
    assert 113 <= guard <= 154 and 105 <= guard
    reg.edit(loop, loop, "        for i in range(int(remainder / unit)):")
    w8 = reg.window(loop - 25, loop + 24)
    rp = f"{cwd}/reproduce.py"
    repro_view = "\n".join(f"{i}:{ln}" for i, ln in enumerate(LEDGER_REPRO.split("\n"), 1))
    turns = [
        (sa("Let's find where Money is defined.", "find_file money.py"),
         f'Found 1 matches for "money.py" in {cwd}:\n{path}\n' + sa_tail(None, cwd)),
        (sa("allocate() is the function from the issue; open the file around it.", "open src/ledgerline/money.py 138"),
         w2 + "\n" + sa_tail(path, cwd)),
        (sa("Create a script to reproduce the lost cent.", "create reproduce.py"),
         f"[File: {rp} (1 lines total)]\n1:\n" + sa_tail(rp, cwd)),
        (sa("Write the reproduction from the issue.", f"edit 1:1\n{LEDGER_REPRO}\nend_of_edit"),
         f"[File: {rp} (5 lines total)]\n{repro_view}\n{SA_UPDATED}\n" + sa_tail(rp, cwd)),
        (sa("Run it.", "python reproduce.py"),
         "[Money('3.33', 'EUR'), Money('3.33', 'EUR'), Money('3.33', 'EUR')] sum: 9.99\n[Money('33.33', 'USD'), Money('66.66', 'USD')]\n" + sa_tail(rp, cwd)),
        (sa("The remainder is never distributed. Let's check how the minor unit is computed.", "search_file _minor_unit src/ledgerline/money.py"),
         f'Found 3 matches for "_minor_unit" in {path}:\nLine 71:    def _minor_unit(self) -> Decimal:\n'
         f'Line 77:        return value.quantize(self._minor_unit(), rounding=rounding)\nLine {unit_ln}:        unit = self._minor_unit()\n'
         f'End of matches for "_minor_unit" in {path}\n' + sa_tail(rp, cwd)),
        (sa("`remainder` is a Decimal like 0.01, so int(remainder) is 0. Reopen allocate() to edit it.", "open src/ledgerline/money.py 130"),
         w7 + "\n" + sa_tail(path, cwd)),
        (sa("Count the remainder in minor units instead.", f"edit {loop}:{loop}\n        for i in range(int(remainder / unit)):\nend_of_edit"),
         w8 + f"\n{SA_UPDATED}\n" + sa_tail(path, cwd)),
        (sa("Run the reproduction again.", "python reproduce.py"),
         "[Money('3.34', 'EUR'), Money('3.33', 'EUR'), Money('3.33', 'EUR')] sum: 10.00\n[Money('33.34', 'USD'), Money('66.66', 'USD')]\n" + sa_tail(path, cwd)),
        (sa("Run the existing money tests.", "python -m pytest tests/test_money.py -q"),
         "...........................                                              [100%]\n27 passed in 0.14s\n" + sa_tail(path, cwd)),
        (sa("Remove the reproduction script.", "rm reproduce.py"), sa_tail(path, cwd)),
        (sa("Submit.", "submit"),
         gdiff("src/ledgerline/money.py", before, reg.text(), "5c1e07a..9d2b4f3", offset=95) + "\n" + sa_tail(path, cwd)),
    ]
    return dict(tid="h11-swe-03", system=SWEA_SYSTEM, turns=turns,
                state=f"Repository {cwd} (ledgerline, a money/ledger library). Issue #412: Money('10.00', 'EUR').allocate([1, 1, 1]) returns three shares of 3.33; one cent disappears.",
                bad=True, turn=7, kind="a line of money.py reads back different on re-open with no edit to that file")


# =============================================================================================
# 04 Claude Code / Go (tollgate)


TG_MW = '''package tollgate

import (
	"net/http"
	"strconv"
	"time"

	"github.com/ines-b/tollgate/store"
)

// KeyFunc extracts the bucket key for a request (client IP, API key, ...).
type KeyFunc func(r *http.Request) string

// Middleware rejects requests once the caller's bucket is empty.
type Middleware struct {
	store   store.Store
	rate    float64 // tokens per second
	burst   int
	keyFunc KeyFunc
	now     func() time.Time
}

// New returns a middleware allowing rate requests per second with the given burst.
func New(s store.Store, rate float64, burst int, key KeyFunc) *Middleware {
	return &Middleware{store: s, rate: rate, burst: burst, keyFunc: key, now: time.Now}
}

// Handler wraps next.
func (m *Middleware) Handler(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := m.keyFunc(r)
		b, err := m.store.Take(r.Context(), key, m.rate, m.burst, m.now())
		if err != nil {
			http.Error(w, "rate limiter unavailable", http.StatusServiceUnavailable)
			return
		}
		w.Header().Set("X-RateLimit-Limit", strconv.Itoa(m.burst))
		w.Header().Set("X-RateLimit-Remaining", strconv.Itoa(b.Remaining))
		if !b.Allowed {
			http.Error(w, http.StatusText(http.StatusTooManyRequests), http.StatusTooManyRequests)
			return
		}
		next.ServeHTTP(w, r)
	})
}
'''

TG_STORE = '''package store

import (
	"context"
	"time"
)

// Bucket is the outcome of a Take call.
type Bucket struct {
	Allowed   bool
	Remaining int
	// RetryIn is how long until one token is available again (zero when Allowed).
	RetryIn time.Duration
}

// Store persists token buckets. Implementations must be safe for concurrent use.
type Store interface {
	Take(ctx context.Context, key string, rate float64, burst int, now time.Time) (Bucket, error)
}
'''

TG_TEST = '''package tollgate

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/ines-b/tollgate/store"
)

func fixedClock(t time.Time) func() time.Time { return func() time.Time { return t } }

func okHandler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusNoContent) })
}

func TestAllowsWithinBurst(t *testing.T) {
	m := New(store.NewMemory(), 1, 3, func(*http.Request) string { return "k" })
	m.now = fixedClock(time.Unix(1700000000, 0))
	h := m.Handler(okHandler())
	for i := 0; i < 3; i++ {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
		if rec.Code != http.StatusNoContent {
			t.Fatalf("request %d: got %d, want 204", i, rec.Code)
		}
	}
}

func TestRejectsOverBurst(t *testing.T) {
	m := New(store.NewMemory(), 1, 2, func(*http.Request) string { return "k" })
	m.now = fixedClock(time.Unix(1700000000, 0))
	h := m.Handler(okHandler())
	var last *httptest.ResponseRecorder
	for i := 0; i < 3; i++ {
		last = httptest.NewRecorder()
		h.ServeHTTP(last, httptest.NewRequest("GET", "/", nil))
	}
	if last.Code != http.StatusTooManyRequests {
		t.Fatalf("got %d, want 429", last.Code)
	}
	if got := last.Header().Get("X-RateLimit-Remaining"); got != "0" {
		t.Fatalf("X-RateLimit-Remaining = %q, want \\"0\\"", got)
	}
}
'''


def t04() -> dict[str, Any]:
    # clean: Claude Code adds a Retry-After header in a Go rate limiter; a failed build is fixed by adding the import, line numbers shift, Grep finds new lines, the -run filter runs one test.
    root = "/Users/ines/src/tollgate"
    mw, tp = f"{root}/middleware.go", f"{root}/middleware_test.go"
    old_body = '''		if !b.Allowed {
			http.Error(w, http.StatusText(http.StatusTooManyRequests), http.StatusTooManyRequests)'''
    new_body = '''		if !b.Allowed {
			secs := int(math.Ceil(b.RetryIn.Seconds()))
			w.Header().Set("Retry-After", strconv.Itoa(secs))
			http.Error(w, http.StatusText(http.StatusTooManyRequests), http.StatusTooManyRequests)'''
    mw1 = rep(TG_MW, old_body, new_body)
    mw2 = rep(mw1, 'import (\n\t"net/http"', 'import (\n\t"math"\n\t"net/http"')
    math_line = lno(mw1, "math.Ceil")
    col = mw1.split("\n")[math_line - 1].index("math") + 1
    test_old = '''	if got := last.Header().Get("X-RateLimit-Remaining"); got != "0" {
		t.Fatalf("X-RateLimit-Remaining = %q, want \\"0\\"", got)
	}
}'''
    test_add = '''

func TestRetryAfterHeader(t *testing.T) {
	m := New(store.NewMemory(), 0.5, 1, func(*http.Request) string { return "k" })
	m.now = fixedClock(time.Unix(1700000000, 0))
	h := m.Handler(okHandler())
	h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", "/", nil))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
	if rec.Code != http.StatusTooManyRequests {
		t.Fatalf("got %d, want 429", rec.Code)
	}
	if got := rec.Header().Get("Retry-After"); got != "2" {
		t.Fatalf("Retry-After = %q, want \\"2\\"", got)
	}
}'''
    tp2 = rep(TG_TEST, test_old, test_old + test_add)
    ra_src = lno(mw2, '"Retry-After"')
    ra_t1 = lno(tp2, 'Get("Retry-After")')
    ra_t2 = lno(tp2, 't.Fatalf("Retry-After')
    mi, md = changes(TG_MW, mw2)
    ti, td = changes(TG_TEST, tp2)
    glob_out = "\n".join(f"{root}/{p}" for p in [
        "store/redis.go", "store/memory_test.go", "store/memory.go", "store/store.go", "keys.go",
        "middleware_test.go", "middleware.go", "cmd/tollgate-demo/main.go"])
    turns = [
        (cc("Glob", pattern="**/*.go"), glob_out),
        (cc("Read", file_path=f"{root}/store/store.go"), cc_read(TG_STORE.rstrip("\n"))),
        (cc("Read", file_path=mw), cc_read(TG_MW.rstrip("\n"))),
        (cc("Edit", file_path=mw, old_string=old_body, new_string=new_body), cc_edit_result(mw, mw1, new_body)),
        (cc("Bash", command="go build ./...", description="Build all packages"),
         f"Error: Exit code 1\n# github.com/ines-b/tollgate\n./middleware.go:{math_line}:{col}: undefined: math"),
        (cc("Edit", file_path=mw, old_string='import (\n\t"net/http"', new_string='import (\n\t"math"\n\t"net/http"'),
         cc_edit_result(mw, mw2, 'import (\n\t"math"')),
        (cc("Bash", command="go build ./... && go test ./...", description="Build and run tests"),
         "ok  \tgithub.com/ines-b/tollgate\t0.412s\n?   \tgithub.com/ines-b/tollgate/cmd/tollgate-demo\t[no test files]\nok  \tgithub.com/ines-b/tollgate/store\t0.118s"),
        (cc("Read", file_path=tp), cc_read(TG_TEST.rstrip("\n"))),
        (cc("Edit", file_path=tp, old_string=test_old, new_string=test_old + test_add), cc_edit_result(tp, tp2, "func TestRetryAfterHeader")),
        (cc("Bash", command="go test -run TestRetryAfter -v .", description="Run the new test"),
         "=== RUN   TestRetryAfterHeader\n--- PASS: TestRetryAfterHeader (0.00s)\nPASS\nok  \tgithub.com/ines-b/tollgate\t0.207s"),
        (cc("Grep", pattern="Retry-After", path=root, output_mode="content", **{"-n": True}),
         f'{mw}:{ra_src}:\t\t\tw.Header().Set("Retry-After", strconv.Itoa(secs))\n'
         f'{tp}:{ra_t1}:\tif got := rec.Header().Get("Retry-After"); got != "2" {{\n'
         f'{tp}:{ra_t2}:\t\tt.Fatalf("Retry-After = %q, want \\"2\\"", got)'),
        (cc("Bash", command="git status --short && git diff --stat", description="Review changes"),
         " M middleware.go\n M middleware_test.go\n" + diffstat([("middleware.go", mi, md), ("middleware_test.go", ti, td)])),
    ]
    return dict(tid="h11-swe-04", system=CC_SYSTEM.format(root=root), turns=turns,
                state=f"Working directory {root} (tollgate, Go HTTP rate-limiting middleware, branch main). User: \"429 responses from tollgate should tell clients when to retry (Retry-After header).\"",
                bad=False, turn=None, kind="clean")


# =============================================================================================
# 05 Codex CLI / Rust (logfmt-lite)


LOGFMT_PARSER = '''//! A small, allocation-light logfmt parser.

use std::borrow::Cow;

/// One `key=value` pair. Flags written without `=` have no value.
#[derive(Debug, PartialEq, Eq)]
pub struct Pair<'a> {
    pub key: &'a str,
    pub value: Option<Cow<'a, str>>,
}

#[derive(Debug, PartialEq, Eq)]
pub enum ParseError {
    UnterminatedQuote { offset: usize },
    EmptyKey { offset: usize },
}

pub fn parse(line: &str) -> Result<Vec<Pair<'_>>, ParseError> {
    let bytes = line.as_bytes();
    let mut pairs = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        while i < bytes.len() && bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        if i == bytes.len() {
            break;
        }
        let key_start = i;
        while i < bytes.len() && bytes[i] != b'=' && !bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        if i == key_start {
            return Err(ParseError::EmptyKey { offset: i });
        }
        let key = &line[key_start..i];
        if i == bytes.len() || bytes[i] != b'=' {
            pairs.push(Pair { key, value: None });
            continue;
        }
        i += 1; // '='
        let value = if i < bytes.len() && bytes[i] == b'"' {
            let (v, next) = parse_quoted(line, i)?;
            i = next;
            v
        } else {
            let start = i;
            while i < bytes.len() && !bytes[i].is_ascii_whitespace() {
                i += 1;
            }
            Cow::Borrowed(&line[start..i])
        };
        pairs.push(Pair { key, value: Some(value) });
    }
    Ok(pairs)
}

fn parse_quoted(line: &str, open: usize) -> Result<(Cow<'_, str>, usize), ParseError> {
    let bytes = line.as_bytes();
    let mut i = open + 1;
    while i < bytes.len() {
        if bytes[i] == b'"' {
            return Ok((Cow::Borrowed(&line[open + 1..i]), i + 1));
        }
        i += 1;
    }
    Err(ParseError::UnterminatedQuote { offset: open })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kv<'a>(pairs: &'a [Pair<'a>]) -> Vec<(&'a str, Option<&'a str>)> {
        pairs.iter().map(|p| (p.key, p.value.as_deref())).collect()
    }

    #[test]
    fn bare_pairs() {
        let pairs = parse("a=1 b=two").unwrap();
        assert_eq!(kv(&pairs), vec![("a", Some("1")), ("b", Some("two"))]);
    }

    #[test]
    fn flag_without_value() {
        let pairs = parse("debug level=info").unwrap();
        assert_eq!(kv(&pairs), vec![("debug", None), ("level", Some("info"))]);
    }

    #[test]
    fn quoted_value_with_spaces() {
        let pairs = parse(r#"msg="disk almost full" pct=93"#).unwrap();
        assert_eq!(kv(&pairs), vec![("msg", Some("disk almost full")), ("pct", Some("93"))]);
    }

    #[test]
    fn empty_key_is_error() {
        assert_eq!(parse("a=1 =2"), Err(ParseError::EmptyKey { offset: 4 }));
    }

    #[test]
    fn unterminated_quote_is_error() {
        assert_eq!(parse(r#"a="oops"#), Err(ParseError::UnterminatedQuote { offset: 2 }));
    }

    #[test]
    fn trailing_whitespace() {
        let pairs = parse("a=1 b=2   \\t").unwrap();
        assert_eq!(pairs.len(), 2);
    }

    #[test]
    fn empty_value() {
        let pairs = parse("a= b=2").unwrap();
        assert_eq!(kv(&pairs), vec![("a", Some("")), ("b", Some("2"))]);
    }
}
'''


def cargo_list(names: list[str], doc: str = "0.19s", compile_s: str | None = None, lib_hash: str = "8d2f4c1b9a7e6053") -> str:
    out = []
    if compile_s:
        out += ["   Compiling logfmt-lite v0.3.1 (/home/ci/src/logfmt-lite)",
                f"    Finished `test` profile [unoptimized + debuginfo] target(s) in {compile_s}"]
    out += [f"     Running unittests src/lib.rs (target/debug/deps/logfmt_lite-{lib_hash})", "", f"running {len(names)} tests"]
    out += [f"test {n} ... ok" for n in names]
    out += ["", f"test result: ok. {len(names)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s", "",
            "   Doc-tests logfmt_lite", "", "running 1 test", "test src/lib.rs - (line 5) ... ok", "",
            f"test result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in {doc}", ""]
    return "\n".join(out)


def t05() -> dict[str, Any]:
    # bad: turn 7's full `cargo test` lists parser::tests::trailing_spaces where turn 2 listed parser::tests::trailing_whitespace; no patch touched that test.
    root = "/home/ci/src/logfmt-lite"
    new_test = '''    #[test]
    fn escaped_quote_in_value() {
        let pairs = parse(r#"level=warn msg="say \\"hi\\" twice" n=2"#).unwrap();
        assert_eq!(kv(&pairs), vec![("level", Some("warn")), ("msg", Some(r#"say "hi" twice"#)), ("n", Some("2"))]);
    }
'''
    p1 = rep(LOGFMT_PARSER, "mod tests {\n    use super::*;\n\n", "mod tests {\n    use super::*;\n\n" + new_test + "\n")
    patch1 = ("*** Begin Patch\n*** Update File: src/parser.rs\n@@ mod tests {\n     use super::*;\n \n"
              + "".join("+" + ln + "\n" for ln in new_test.rstrip("\n").split("\n")) + "+\n"
              + "     fn kv<'a>(pairs: &'a [Pair<'a>]) -> Vec<(&'a str, Option<&'a str>)> {\n*** End Patch")
    old_q = '''    let mut i = open + 1;
    while i < bytes.len() {
        if bytes[i] == b'"' {
            return Ok((Cow::Borrowed(&line[open + 1..i]), i + 1));
        }
        i += 1;
    }'''
    new_q = '''    let mut i = open + 1;
    let mut owned: Option<String> = None;
    let mut run_start = i;
    while i < bytes.len() {
        match bytes[i] {
            b'\\\\' if i + 1 < bytes.len() => {
                let buf = owned.get_or_insert_with(String::new);
                buf.push_str(&line[run_start..i]);
                buf.push(bytes[i + 1] as char);
                i += 2;
                run_start = i;
            }
            b'"' => {
                let value = match owned {
                    Some(mut buf) => {
                        buf.push_str(&line[run_start..i]);
                        Cow::Owned(buf)
                    }
                    None => Cow::Borrowed(&line[open + 1..i]),
                };
                return Ok((value, i + 1));
            }
            _ => i += 1,
        }
    }'''
    p2 = rep(p1, old_q, new_q)
    patch2 = ("*** Begin Patch\n*** Update File: src/parser.rs\n@@ fn parse_quoted(line: &str, open: usize) -> Result<(Cow<'_, str>, usize), ParseError> {\n"
              "     let bytes = line.as_bytes();\n"
              + "".join("-" + ln + "\n" for ln in old_q.split("\n"))
              + "".join("+" + ln + "\n" for ln in new_q.split("\n"))
              + "     Err(ParseError::UnterminatedQuote { offset: open })\n*** End Patch")
    assert_line = lno(p1, "assert_eq!(kv(&pairs), vec![(\"level\"")
    names1 = ["parser::tests::empty_key_is_error", "parser::tests::bare_pairs", "parser::tests::empty_value",
              "parser::tests::flag_without_value", "parser::tests::quoted_value_with_spaces",
              "parser::tests::trailing_whitespace", "parser::tests::unterminated_quote_is_error", "tests::display_roundtrip"]
    names2 = ["parser::tests::bare_pairs", "parser::tests::empty_key_is_error", "parser::tests::empty_value",
              "parser::tests::escaped_quote_in_value", "parser::tests::flag_without_value",
              "parser::tests::quoted_value_with_spaces", "parser::tests::trailing_spaces",
              "parser::tests::unterminated_quote_is_error", "tests::display_roundtrip"]
    fail = ("   Compiling logfmt-lite v0.3.1 (/home/ci/src/logfmt-lite)\n"
            "    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.94s\n"
            "     Running unittests src/lib.rs (target/debug/deps/logfmt_lite-8d2f4c1b9a7e6053)\n\n"
            "running 1 test\ntest parser::tests::escaped_quote_in_value ... FAILED\n\nfailures:\n\n"
            "---- parser::tests::escaped_quote_in_value stdout ----\n\n"
            f"thread 'parser::tests::escaped_quote_in_value' panicked at src/parser.rs:{assert_line}:9:\n"
            "assertion `left == right` failed\n"
            '  left: [("level", Some("warn")), ("msg", Some("say \\\\")), ("hi\\\\\\"", None), ("twice\\"", None), ("n", Some("2"))]\n'
            ' right: [("level", Some("warn")), ("msg", Some("say \\"hi\\" twice")), ("n", Some("2"))]\n'
            "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n\n\nfailures:\n"
            "    parser::tests::escaped_quote_in_value\n\n"
            "test result: FAILED. 0 passed; 1 failed; 0 ignored; 0 measured; 8 filtered out; finished in 0.00s\n\n"
            "error: test failed, to rerun pass `--lib`\n")
    ins, dels = changes(LOGFMT_PARSER, p2)
    turns = [
        (cx("ls && sed -n '1,20p' Cargo.toml", root),
         cx_out("CHANGELOG.md\nCargo.lock\nCargo.toml\nLICENSE-APACHE\nLICENSE-MIT\nREADME.md\nbenches\nsrc\n"
                '[package]\nname = "logfmt-lite"\nversion = "0.3.1"\nedition = "2021"\nrust-version = "1.70"\n'
                'description = "Allocation-light logfmt parser"\nlicense = "MIT OR Apache-2.0"\n'
                'repository = "https://github.com/ci-tools/logfmt-lite"\n\n[dependencies]\n\n[dev-dependencies]\ncriterion = { version = "0.5", default-features = false }\n\n'
                '[[bench]]\nname = "parse"\nharness = false\n')),
        (cx("cargo test 2>&1", root, 120000), cx_out(cargo_list(names1, "0.21s", "1.37s"), wall=2.4)),
        (cx("nl -ba src/parser.rs | sed -n '1,90p'", root), cx_out(numbered(seg(LOGFMT_PARSER, 1, 90)) + "\n")),
        (cx_patch(patch1, root), cx_patched("M src/parser.rs")),
        (cx("cargo test escaped 2>&1", root, 120000), cx_out(fail, code=101, wall=1.6)),
        (cx_patch(patch2, root), cx_patched("M src/parser.rs")),
        (cx("cargo test 2>&1", root, 120000), cx_out(cargo_list(names2, "0.20s", "0.88s"), wall=1.9)),
        (cx("cargo clippy --all-targets -- -D warnings 2>&1", root, 120000),
         cx_out("    Checking logfmt-lite v0.3.1 (/home/ci/src/logfmt-lite)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.63s\n", wall=0.9)),
        (cx("git diff --stat", root), cx_out(diffstat([("src/parser.rs", ins, dels)]) + "\n")),
    ]
    return dict(tid="h11-swe-05", system=CODEX_SYSTEM.format(root=root), turns=turns,
                state=f"Workspace {root} (logfmt-lite, Rust crate, branch main). User: 'a quoted value with escaped quotes, e.g. msg=\"say \\\"hi\\\"\", gets split into several pairs; please fix it and add a test.'",
                bad=True, turn=7, kind="a test name in cargo test's listing changed with no change to that test")


# =============================================================================================
# 06 Cline / Java (invoice-svc, Gradle)


INV_TOTALS = '''package com.brightledger.invoice.domain;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

/** Net, tax and gross totals of an invoice, rounded per line as required by the tax office. */
public final class InvoiceTotals {

    private static final int SCALE = 2;

    private final BigDecimal net;
    private final BigDecimal tax;

    private InvoiceTotals(BigDecimal net, BigDecimal tax) {
        this.net = net;
        this.tax = tax;
    }

    public static InvoiceTotals of(List<InvoiceLine> lines) {
        BigDecimal net = BigDecimal.ZERO;
        BigDecimal tax = BigDecimal.ZERO;
        for (InvoiceLine line : lines) {
            BigDecimal lineNet = line.unitPrice().multiply(BigDecimal.valueOf(line.quantity()));
            net = net.add(lineNet);
            tax = tax.add(computeTax(lineNet, line.taxRate()));
        }
        return new InvoiceTotals(net.setScale(SCALE, RoundingMode.HALF_UP), tax);
    }

    static BigDecimal computeTax(BigDecimal lineNet, BigDecimal rate) {
        return lineNet.multiply(rate).setScale(SCALE, RoundingMode.HALF_EVEN);
    }

    public BigDecimal net() {
        return net;
    }

    public BigDecimal tax() {
        return tax;
    }

    public BigDecimal gross() {
        return net.add(tax);
    }
}'''

INV_ROUNDING_TEST = '''package com.brightledger.invoice.domain;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

class InvoiceTotalsRoundingTest {

    @Test
    void halfCentRoundsUp() {
        assertThat(InvoiceTotals.computeTax(new BigDecimal("2.50"), new BigDecimal("0.25")))
                .isEqualByComparingTo("0.63");
    }

    @Test
    void roundsEachLineBeforeSumming() {
        InvoiceTotals totals = InvoiceTotals.of(List.of(
                new InvoiceLine("A-100", new BigDecimal("0.03"), 1, new BigDecimal("0.19")),
                new InvoiceLine("A-101", new BigDecimal("0.03"), 1, new BigDecimal("0.19"))));
        assertThat(totals.tax()).isEqualByComparingTo("0.02");
    }

    @Test
    void grossIsNetPlusTax() {
        InvoiceTotals totals = InvoiceTotals.of(List.of(
                new InvoiceLine("B-7", new BigDecimal("19.99"), 3, new BigDecimal("0.07"))));
        assertThat(totals.gross()).isEqualByComparingTo("64.17");
    }
}'''


def t06() -> dict[str, Any]:
    # clean: Cline switches tax rounding to HALF_UP in a Gradle project; the failing test passes after the edit, a new test file appears in git status, the remaining HALF_EVEN hit is a different class (currency conversion), the clock advances.
    root = "/home/kai/IdeaProjects/invoice-svc"
    pkg = "src/main/java/com/brightledger/invoice"
    tot = f"{pkg}/domain/InvoiceTotals.java"
    tst = "src/test/java/com/brightledger/invoice/domain/InvoiceTotalsRoundingTest.java"
    tz = "Europe/Berlin, UTC+2:00"
    after = rep(INV_TOTALS, "setScale(SCALE, RoundingMode.HALF_EVEN)", "setScale(SCALE, RoundingMode.HALF_UP)")

    def env(when: str, visible: str = tot, tabs: str = tot) -> str:
        return cl_env(visible, tabs, when, tz)

    listing = "\n".join([
        "api/", "api/InvoiceController.java", "api/InvoiceDto.java", "api/ProblemDetailsAdvice.java",
        "domain/", "domain/Invoice.java", "domain/InvoiceLine.java", "domain/InvoiceNumberSequence.java",
        "domain/InvoiceTotals.java", "fx/", "fx/CurrencyConverter.java", "fx/EcbRateClient.java",
        "persistence/", "persistence/InvoiceEntity.java", "persistence/InvoiceRepository.java",
        "InvoiceServiceApplication.java"])
    fail = """> Task :compileJava UP-TO-DATE
> Task :processResources UP-TO-DATE
> Task :classes UP-TO-DATE
> Task :compileTestJava UP-TO-DATE
> Task :processTestResources UP-TO-DATE
> Task :testClasses UP-TO-DATE

> Task :test FAILED

InvoiceTotalsTest > taxRoundsHalfUpPerLine() FAILED
    org.opentest4j.AssertionFailedError at InvoiceTotalsTest.java:58

6 tests completed, 1 failed

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file:///home/kai/IdeaProjects/invoice-svc/build/reports/tests/test/index.html

* Try:
> Run with --scan to get full insights.

BUILD FAILED in 4s
5 actionable tasks: 1 executed, 4 up-to-date"""
    ok1 = """> Task :compileJava
> Task :processResources UP-TO-DATE
> Task :classes
> Task :compileTestJava UP-TO-DATE
> Task :processTestResources UP-TO-DATE
> Task :testClasses UP-TO-DATE
> Task :test

BUILD SUCCESSFUL in 5s
5 actionable tasks: 2 executed, 3 up-to-date"""
    ok2 = """> Task :compileJava UP-TO-DATE
> Task :processResources UP-TO-DATE
> Task :classes UP-TO-DATE
> Task :compileTestJava
> Task :processTestResources UP-TO-DATE
> Task :testClasses
> Task :test

BUILD SUCCESSFUL in 9s
5 actionable tasks: 2 executed, 3 up-to-date"""
    search = (f"Found 1 result.\n\n{pkg}/fx/CurrencyConverter.java\n│----\n"
              "│    public BigDecimal convert(BigDecimal amount, BigDecimal rate) {\n"
              "│        return amount.multiply(rate).setScale(4, RoundingMode.HALF_EVEN);\n│    }\n│----")
    turns = [
        (cl("list_files", path=pkg, recursive="true"),
         f"[list_files for '{pkg}'] Result:\n{listing}\n\n" + cl_env("(No visible files)", "(No open tabs)", "6/18/2025, 2:06:41 PM", tz)),
        (cl("read_file", path=tot), f"[read_file for '{tot}'] Result:\n{INV_TOTALS}\n\n" + env("6/18/2025, 2:06:49 PM")),
        (cl("execute_command", command="./gradlew test --tests '*InvoiceTotalsTest'", requires_approval="false"),
         f"[execute_command for './gradlew test --tests '*InvoiceTotalsTest''] Result:\n{cl_cmd(fail)}\n\n" + env("6/18/2025, 2:07:12 PM")),
        (cl("replace_in_file", path=tot, diff=sr(("        return lineNet.multiply(rate).setScale(SCALE, RoundingMode.HALF_EVEN);",
                                                 "        return lineNet.multiply(rate).setScale(SCALE, RoundingMode.HALF_UP);"))),
         f"[replace_in_file for '{tot}'] Result:\n{cl_saved(tot, after)}\n\n" + env("6/18/2025, 2:07:40 PM")),
        (cl("execute_command", command="./gradlew test --tests '*InvoiceTotalsTest'", requires_approval="false"),
         f"[execute_command for './gradlew test --tests '*InvoiceTotalsTest''] Result:\n{cl_cmd(ok1)}\n\n" + env("6/18/2025, 2:07:58 PM")),
        (cl("write_to_file", path=tst, content=INV_ROUNDING_TEST),
         f"[write_to_file for '{tst}'] Result:\n{cl_saved(tst, INV_ROUNDING_TEST)}\n\n" + env("6/18/2025, 2:09:03 PM", tst, f"{tot}\n{tst}")),
        (cl("execute_command", command="./gradlew test", requires_approval="false"),
         f"[execute_command for './gradlew test'] Result:\n{cl_cmd(ok2)}\n\n" + env("6/18/2025, 2:09:27 PM", tst, f"{tot}\n{tst}")),
        (cl("search_files", path="src", regex="HALF_EVEN", file_pattern="*.java"),
         f"[search_files for 'HALF_EVEN' in '*.java'] Result:\n{search}\n\n" + env("6/18/2025, 2:09:41 PM", tst, f"{tot}\n{tst}")),
        (cl("execute_command", command="git status --short", requires_approval="false"),
         f"[execute_command for 'git status --short'] Result:\n{cl_cmd(' M ' + tot + chr(10) + '?? ' + tst)}\n\n" + env("6/18/2025, 2:09:50 PM", tst, f"{tot}\n{tst}")),
    ]
    return dict(tid="h11-swe-06", system=CLINE_SYSTEM.format(root=root), turns=turns,
                state=f"VS Code workspace {root} (invoice-svc, Spring Boot + Gradle, branch main). Task: InvoiceTotalsTest.taxRoundsHalfUpPerLine fails on CI; per-line tax must round half up (0.625 -> 0.63). Fix it and add focused tests.",
                bad=False, turn=None, kind="clean")


# =============================================================================================
# 07 Aider / Ruby (tallyho)


TALLY_DURATION = '''# frozen_string_literal: true

module Tallyho
  # Parses human durations such as "90m", "1h30m" or "2.5h" into seconds.
  class Duration
    UNITS = { "h" => 3600, "m" => 60, "s" => 1 }.freeze
    PATTERN = /\\A(?:(\\d+(?:\\.\\d+)?)([hms]))\\z/

    attr_reader :seconds

    def self.parse(text)
      str = text.to_s.strip.downcase
      raise ArgumentError, "empty duration" if str.empty?

      match = PATTERN.match(str)
      raise ArgumentError, "unrecognised duration: #{text.inspect}" unless match

      new((match[1].to_f * UNITS.fetch(match[2])).round)
    end

    def initialize(seconds)
      @seconds = Integer(seconds)
    end

    def to_s
      h, rem = seconds.divmod(3600)
      m, s = rem.divmod(60)
      parts = []
      parts << "#{h}h" if h.positive?
      parts << "#{m}m" if m.positive?
      parts << "#{s}s" if s.positive? || parts.empty?
      parts.join
    end

    def ==(other)
      other.is_a?(Duration) && other.seconds == seconds
    end
  end
end'''


def t07() -> dict[str, Any]:
    # bad: turn 7 prints duration.rb with the old single-unit PATTERN regex although turn 3 applied and committed (4e7a1c2) the compound PATTERN; the TOKEN line and new parse body are shown, only that line is lost.
    root = "/home/dmitri/src/tallyho"
    rb, spec = "lib/tallyho/duration.rb", "spec/duration_spec.rb"
    s1a = '''    PATTERN = /\\A(?:(\\d+(?:\\.\\d+)?)([hms]))\\z/'''
    r1a = '''    PATTERN = /\\A(?:\\d+(?:\\.\\d+)?[hms])+\\z/
    TOKEN = /(\\d+(?:\\.\\d+)?)([hms])/'''
    s1b = '''      raise ArgumentError, "empty duration" if str.empty?

      match = PATTERN.match(str)
      raise ArgumentError, "unrecognised duration: #{text.inspect}" unless match

      new((match[1].to_f * UNITS.fetch(match[2])).round)'''
    r1b = '''      raise ArgumentError, "empty duration" if str.empty?
      raise ArgumentError, "unrecognised duration: #{text.inspect}" unless PATTERN.match?(str)

      total = str.scan(TOKEN).sum { |num, unit| num.to_f * UNITS.fetch(unit) }
      new(total.round)'''
    new_rb = rep(rep(TALLY_DURATION, s1a, r1a), s1b, r1b)
    shown = rep(seg(new_rb, 1, 22), r1a, s1a + "\n" + r1a.split("\n")[1])
    raise_line = lno(TALLY_DURATION, "unless match")
    s2 = '''    it "parses compound durations" do
      expect(described_class.parse("1h30m").seconds).to eq(5400)
    end
  end'''
    r2 = '''    it "parses compound durations" do
      expect(described_class.parse("1h30m").seconds).to eq(5400)
    end

    it "parses compounds with decimals and seconds" do
      expect(described_class.parse("1.5h15m").seconds).to eq(6300)
      expect(described_class.parse("2m30s").seconds).to eq(150)
    end

    it "rejects a trailing number without a unit" do
      expect { described_class.parse("1h30") }.to raise_error(ArgumentError)
    end
  end'''
    fail = f'''.....F..

Failures:

  1) Tallyho::Duration.parse parses compound durations
     Failure/Error: raise ArgumentError, "unrecognised duration: #{{text.inspect}}" unless match

     ArgumentError:
       unrecognised duration: "1h30m"
     # ./lib/tallyho/duration.rb:{raise_line}:in `parse'
     # ./spec/duration_spec.rb:19:in `block (3 levels) in <top (required)>'

Finished in 0.00861 seconds (files took 0.09213 seconds to load)
8 examples, 1 failure

Failed examples:

rspec ./spec/duration_spec.rb:18 # Tallyho::Duration.parse parses compound durations
'''
    turns = [
        (f"/add {rb} {spec}", f"Added {rb} to the chat\nAdded {spec} to the chat"),
        (f"/run bundle exec rspec {spec}", ai_run(fail, "0.3k")),
        (ai_edit("The pattern only accepts a single number+unit. I'll allow a sequence of tokens and sum them.",
                 (rb, "ruby", s1a, r1a), (rb, "ruby", s1b, r1b)),
         ai_applied([rb], "4e7a1c2", "fix: accept compound durations like 1h30m")),
        (f"/run bundle exec rspec {spec}",
         ai_run("........\n\nFinished in 0.00544 seconds (files took 0.08870 seconds to load)\n8 examples, 0 failures\n", "0.1k")),
        (ai_edit("Let's also cover decimals inside compounds, seconds, and a trailing number without a unit.",
                 (spec, "ruby", s2, r2)),
         ai_applied([spec], "b19d03f", "test: cover decimal and seconds-only compound durations")),
        ("/run bundle exec rspec",
         ai_run("." * 43 + "\n\nFinished in 0.07913 seconds (files took 0.21148 seconds to load)\n43 examples, 0 failures\n", "0.1k")),
        (f"/run sed -n '1,22p' {rb}", ai_run(shown + "\n", "0.2k")),
        ("/run bundle exec rubocop lib spec",
         ai_run("Inspecting 11 files\n" + "." * 11 + "\n\n11 files inspected, no offenses detected\n", "0.1k")),
        ("/run git log --oneline -3",
         ai_run("b19d03f (HEAD -> main) test: cover decimal and seconds-only compound durations\n"
                "4e7a1c2 fix: accept compound durations like 1h30m\n"
                "0d5e3aa Add `tally report --week`\n", "0.1k")),
    ]
    return dict(tid="h11-swe-07", system=AIDER_SYSTEM.format(root=root), turns=turns,
                state=f"aider started in {root} (tallyho, a Ruby time-tracking CLI gem; model claude-sonnet-4, diff edit format, auto-commits). User request: `tally log 1h30m` fails with \"unrecognised duration\"; make Duration.parse accept compound durations.",
                bad=True, turn=7, kind="an applied and committed edit (PATTERN regex) is missing when the file is printed later")


# =============================================================================================
# 08 OpenHands / TypeScript (pinecart)


PC_CHECKOUT = '''import { Router } from "express";

import { adaptLegacyCoupon } from "../legacy";
import { requireSession } from "../middleware/session";
import { priceCart } from "../pricing/priceCart";
import { CheckoutBodySchema } from "../schemas/checkout";

export const checkoutRouter = Router();

/**
 * POST /checkout/quote
 * Prices the session's cart with the submitted coupon and shipping option.
 * The response is cached client-side for 60s, so keep it deterministic.
 */
checkoutRouter.post("/checkout/quote", requireSession, async (req, res, next) => {
  try {
    const parsed = CheckoutBodySchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(422).json({ error: "invalid_body", issues: parsed.error.issues });
      return;
    }
    const body = parsed.data;
    const cart = await req.services.carts.load(req.session.cartId);
    if (!cart || cart.items.length === 0) {
      res.status(409).json({ error: "empty_cart" });
      return;
    }

    // Older mobile clients (< 4.12) still send the v1 coupon shape.
    const coupon = body.legacyCoupon ? adaptLegacyCoupon(body.legacyCoupon) : body.coupon;

    const quote = priceCart(cart, {
      coupon,
      shipping: body.shipping,
      currency: req.session.currency,
    });
    res.json(quote);
  } catch (err) {
    next(err);
  }
});
'''

PC_LEGACY_INDEX = '''export { roundPrice, type RoundingMode } from "./priceRounding";
export { adaptLegacyCoupon, type LegacyCoupon } from "./couponAdapter";
'''


def t08() -> dict[str, Any]:
    # bad: turn 9 `ls` still lists src/legacy/couponAdapter.ts although turn 7 removed it with `git rm` (and turn 10's git status shows it deleted).
    root = "/workspace/pinecart"
    co = f"{root}/src/routes/checkout.ts"
    idx = f"{root}/src/legacy/index.ts"
    imp = 'import { adaptLegacyCoupon } from "../legacy";\n'
    c1 = rep(PC_CHECKOUT, imp, "")
    old_use = '''    // Older mobile clients (< 4.12) still send the v1 coupon shape.
    const coupon = body.legacyCoupon ? adaptLegacyCoupon(body.legacyCoupon) : body.coupon;'''
    new_use = '''    const coupon = body.coupon;'''
    c2 = rep(c1, old_use, new_use)
    idx2 = rep(PC_LEGACY_INDEX, 'export { adaptLegacyCoupon, type LegacyCoupon } from "./couponAdapter";\n', "")
    grep_out = (
        "src/legacy/couponAdapter.ts:14:export function adaptLegacyCoupon(raw: LegacyCoupon): Coupon {\n"
        'src/legacy/index.ts:2:export { adaptLegacyCoupon, type LegacyCoupon } from "./couponAdapter";\n'
        f'src/routes/checkout.ts:{lno(PC_CHECKOUT, "import { adaptLegacyCoupon")}:import {{ adaptLegacyCoupon }} from "../legacy";\n'
        f'src/routes/checkout.ts:{lno(PC_CHECKOUT, "const coupon =")}:    const coupon = body.legacyCoupon ? adaptLegacyCoupon(body.legacyCoupon) : body.coupon;\n'
        'test/legacy/couponAdapter.test.ts:2:import { adaptLegacyCoupon } from "../../src/legacy/couponAdapter";\n'
        'test/legacy/couponAdapter.test.ts:6:    expect(adaptLegacyCoupon({ code: "SPRING10", pct: 10 })).toEqual({\n'
        'test/legacy/couponAdapter.test.ts:13:    expect(adaptLegacyCoupon({ code: "SHIPFREE", freeShipping: true })).toEqual({')
    files = [("test/pricing/priceCart.test.ts", 23, 41), ("test/routes/checkout.test.ts", 12, 388),
             ("test/routes/cart.test.ts", 14, 301), ("test/pricing/tax.test.ts", 9, 8),
             ("test/legacy/priceRounding.test.ts", 6, 4), ("test/pricing/shipping.test.ts", 8, 6),
             ("test/schemas/checkout.test.ts", 7, 12), ("test/middleware/session.test.ts", 5, 97),
             ("test/routes/health.test.ts", 2, 64), ("test/pricing/coupons.test.ts", 11, 9)]
    vt = [" RUN  v2.1.4 /workspace/pinecart", ""] + [f" ✓ {f} ({n} tests) {ms}ms" for f, n, ms in files]
    n_t = sum(n for _, n, _ in files)
    vt += ["", f" Test Files  {len(files)} passed ({len(files)})", f"      Tests  {n_t} passed ({n_t})",
           "   Start at  16:20:48", "   Duration  2.94s (transform 611ms, setup 0ms, collect 3.12s, tests 931ms, environment 1ms, prepare 1.48s)"]
    turns = [
        (bash(f"cd {root} && ls src src/legacy test/legacy"),
         oh_bash("src:\napp.ts\nindex.ts\nlegacy\nmiddleware\npricing\nroutes\nschemas\n\nsrc/legacy:\ncouponAdapter.ts\nindex.ts\npriceRounding.ts\n\n"
                 "test/legacy:\ncouponAdapter.test.ts\npriceRounding.test.ts", root)),
        (bash('grep -rnE "couponAdapter|adaptLegacyCoupon" src test'), oh_bash(grep_out, root)),
        (editor("view", co), cat_n(co, PC_CHECKOUT.rstrip("\n"))),
        (editor("str_replace", co, old_str=imp.rstrip("\n"), new_str=""),
         edited(co, seg(c1, 1, 6), 1)),
        (editor("str_replace", co, old_str=old_use, new_str=new_use), oh_snip(co, c2, new_use)),
        (editor("str_replace", idx, old_str='export { adaptLegacyCoupon, type LegacyCoupon } from "./couponAdapter";\n', new_str=""),
         edited(idx, idx2.rstrip("\n"), 1)),
        (bash("git rm src/legacy/couponAdapter.ts test/legacy/couponAdapter.test.ts && npx tsc --noEmit"),
         oh_bash("rm 'src/legacy/couponAdapter.ts'\nrm 'test/legacy/couponAdapter.test.ts'", root)),
        (bash("npx vitest run"), oh_bash("\n".join(vt), root)),
        (bash("ls src/legacy test/legacy"),
         oh_bash("src/legacy:\ncouponAdapter.ts\nindex.ts\npriceRounding.ts\n\ntest/legacy:\npriceRounding.test.ts", root)),
        (bash("git status --short"),
         oh_bash("D  src/legacy/couponAdapter.ts\n M src/legacy/index.ts\n M src/routes/checkout.ts\nD  test/legacy/couponAdapter.test.ts", root)),
    ]
    return dict(tid="h11-swe-08", system=OH_SYSTEM.format(root=root), turns=turns,
                state=f"Repository {root} (pinecart, Express + TypeScript checkout API, branch chore/drop-legacy-coupons). Task: mobile clients older than 4.12 are no longer supported; remove the legacy coupon adapter and everything that uses it.",
                bad=True, turn=9, kind="a file deleted with git rm is listed again by ls")


# =============================================================================================
# 09 Gemini CLI / Python (shelfwise, FastAPI)


SW_BOOKS = '''from fastapi import APIRouter, Depends, HTTPException, Query
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.db import get_session
from app.models import Book
from app.schemas import BookOut

router = APIRouter(prefix="/books", tags=["books"])


@router.get("", response_model=list[BookOut])
def list_books(
    limit: int = Query(20, ge=1, le=100),
    session: Session = Depends(get_session),
) -> list[Book]:
    stmt = select(Book).order_by(Book.id).limit(limit)
    return list(session.scalars(stmt))


@router.get("/{book_id}", response_model=BookOut)
def get_book(book_id: int, session: Session = Depends(get_session)) -> Book:
    book = session.get(Book, book_id)
    if book is None:
        raise HTTPException(status_code=404, detail="book not found")
    return book
'''

SW_TEST = '''from fastapi.testclient import TestClient


def test_offset_skips_rows(client: TestClient) -> None:
    first = client.get("/books", params={"limit": 2}).json()
    second = client.get("/books", params={"limit": 2, "offset": 2}).json()
    assert [b["id"] for b in first] == [1, 2]
    assert [b["id"] for b in second] == [3, 4]


def test_negative_offset_is_rejected(client: TestClient) -> None:
    resp = client.get("/books", params={"offset": -1})
    assert resp.status_code == 422
'''


def t09() -> dict[str, Any]:
    # clean: Gemini CLI adds offset pagination to a FastAPI route; the dev server is restarted (new PID), offset=2 legitimately returns different books, test count grows 12 -> 14.
    root = "/home/sam/dev/shelfwise"
    old = '''    limit: int = Query(20, ge=1, le=100),
    session: Session = Depends(get_session),
) -> list[Book]:
    stmt = select(Book).order_by(Book.id).limit(limit)'''
    new = '''    limit: int = Query(20, ge=1, le=100),
    offset: int = Query(0, ge=0),
    session: Session = Depends(get_session),
) -> list[Book]:
    stmt = select(Book).order_by(Book.id).offset(offset).limit(limit)'''
    b12 = ('[{"id":1,"title":"The Dispossessed","author":"Ursula K. Le Guin","year":1974,"isbn":"9780061054884"},'
           '{"id":2,"title":"Piranesi","author":"Susanna Clarke","year":2020,"isbn":"9781635575637"}]')
    b34 = ('[{"id":3,"title":"A Memory Called Empire","author":"Arkady Martine","year":2019,"isbn":"9781250186430"},'
           '{"id":4,"title":"The Left Hand of Darkness","author":"Ursula K. Le Guin","year":1969,"isbn":"9780441478125"}]')
    start1 = "/home/sam/dev/shelfwise/.venv/bin/uvicorn app.main:app --port 8040 > /tmp/shelfwise.log 2>&1 &"
    restart = "kill 48213; sleep 1; /home/sam/dev/shelfwise/.venv/bin/uvicorn app.main:app --port 8040 > /tmp/shelfwise.log 2>&1 &"
    turns = [
        (call("list_directory", path=root),
         f"Directory listing for {root}:\n[DIR] .venv\n[DIR] app\n[DIR] tests\n.env.example\n.gitignore\npyproject.toml\nREADME.md\nshelfwise.db"),
        (call("read_file", absolute_path=f"{root}/app/routes/books.py"), SW_BOOKS),
        (gshell(".venv/bin/pytest -q", "Run the test suite"),
         gem(".venv/bin/pytest -q", "............                                                             [100%]\n12 passed in 0.84s", pgid=48102)),
        (gshell(start1, "Start the dev server in the background"),
         gem(start1, "", pgid=48211, bg="48213")),
        (gshell("curl -s 'localhost:8040/books?limit=2'", "Fetch the first page"),
         gem("curl -s 'localhost:8040/books?limit=2'", b12, pgid=48260)),
        (call("replace", file_path=f"{root}/app/routes/books.py", old_string=old, new_string=new),
         f"Successfully modified file: {root}/app/routes/books.py (1 replacements)."),
        (gshell(restart, "Restart the dev server to pick up the change"),
         gem(restart, "", pgid=48375, bg="48377")),
        (gshell("curl -s 'localhost:8040/books?limit=2&offset=2'", "Fetch the second page"),
         gem("curl -s 'localhost:8040/books?limit=2&offset=2'", b34, pgid=48412)),
        (gshell("curl -s 'localhost:8040/books?limit=2'", "First page again, should be unchanged"),
         gem("curl -s 'localhost:8040/books?limit=2'", b12, pgid=48431)),
        (call("write_file", file_path=f"{root}/tests/test_pagination.py", content=SW_TEST),
         f"Successfully created and wrote to new file: {root}/tests/test_pagination.py."),
        (gshell(".venv/bin/pytest -q", "Run the test suite again"),
         gem(".venv/bin/pytest -q", "..............                                                           [100%]\n14 passed in 0.91s", pgid=48520)),
        (gshell("kill 48377 && git status --short", "Stop the server and review changes"),
         gem("kill 48377 && git status --short", " M app/routes/books.py\n?? tests/test_pagination.py", pgid=48544)),
    ]
    return dict(tid="h11-swe-09", system=GEM_SYSTEM.format(root=root), turns=turns,
                state=f"Project {root} (shelfwise, FastAPI + SQLAlchemy book catalogue with a seeded SQLite db, branch main). User: \"GET /books only has ?limit; add ?offset so the frontend can page through results, with a test.\"",
                bad=False, turn=None, kind="clean")


# =============================================================================================
# 10 SWE-agent / Go (semverx)


SEMVER_REGION = '''// Compare returns -1, 0 or +1 depending on whether v sorts before, equal to
// or after o. Build metadata is ignored, as required by semver 2.0.0 §10.
func (v Version) Compare(o Version) int {
	if c := compareUint(v.Major, o.Major); c != 0 {
		return c
	}
	if c := compareUint(v.Minor, o.Minor); c != 0 {
		return c
	}
	if c := compareUint(v.Patch, o.Patch); c != 0 {
		return c
	}
	return comparePrerelease(v.Prerelease, o.Prerelease)
}

// LessThan reports whether v sorts before o.
func (v Version) LessThan(o Version) bool { return v.Compare(o) < 0 }

func compareUint(a, b uint64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// comparePrerelease compares dot-separated pre-release identifiers as
// described in semver 2.0.0 §11. An empty string (a release) sorts last.
func comparePrerelease(a, b string) int {
	if a == b {
		return 0
	}
	if a == "" {
		return 1
	}
	if b == "" {
		return -1
	}
	as := strings.Split(a, ".")
	bs := strings.Split(b, ".")
	for i := 0; i < len(as) && i < len(bs); i++ {
		if c := strings.Compare(as[i], bs[i]); c != 0 {
			return c
		}
	}
	return compareUint(uint64(len(as)), uint64(len(bs)))
}

// Sort sorts versions in ascending order.
func Sort(vs []Version) {
	sort.Slice(vs, func(i, j int) bool { return vs[i].LessThan(vs[j]) })
}

// MustParse is like Parse but panics on error. Intended for tests and
// package-level variables.
func MustParse(s string) Version {
	v, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return v
}

// Satisfies reports whether v matches the constraint string c, e.g. ">=1.2, <2".
func (v Version) Satisfies(c string) (bool, error) {
	cs, err := constraint.Parse(c)
	if err != nil {
		return false, err
	}
	return cs.Check(v.String()), nil
}'''

SEMVER_REPRO = '''package semverx

import "testing"

func TestReproPrerelease(t *testing.T) {
	a, b := MustParse("1.0.0-alpha.10"), MustParse("1.0.0-alpha.9")
	if got := a.Compare(b); got != 1 {
		t.Fatalf("Compare(%s, %s) = %d, want 1", a, b, got)
	}
}'''


def t10() -> dict[str, Any]:
    # clean: SWE-agent fixes numeric pre-release ordering in a Go semver lib; the file grows from 286 to 302 lines and later windows show shifted line numbers; a repro test is created, run and removed.
    cwd = "/semverx"
    path = f"{cwd}/version.go"
    reg = Region(path, 286, 181, SEMVER_REGION)
    before = reg.text()
    w2 = reg.window(189, 238)
    cmp_line = reg.find("if c := strings.Compare(as[i], bs[i]); c != 0 {")
    w6 = reg.window(195, 244)
    reg.edit(cmp_line, cmp_line, "\t\tif c := compareIdentifier(as[i], bs[i]); c != 0 {")
    w7 = reg.window(cmp_line - 25, cmp_line + 24)
    close_ln = reg.find("return compareUint(uint64(len(as)), uint64(len(bs)))") + 1
    assert reg.line(close_ln) == "}"
    addition = '''}

// compareIdentifier orders two pre-release identifiers: numeric identifiers
// compare numerically and sort before alphanumeric ones (semver §11.4).
func compareIdentifier(a, b string) int {
	an, aerr := strconv.ParseUint(a, 10, 64)
	bn, berr := strconv.ParseUint(b, 10, 64)
	switch {
	case aerr == nil && berr == nil:
		return compareUint(an, bn)
	case aerr == nil:
		return -1
	case berr == nil:
		return 1
	}
	return strings.Compare(a, b)
}'''
    reg.edit(close_ln, close_ln, addition)
    w8 = reg.window(close_ln - 15, close_ln + 34)
    rp = f"{cwd}/repro_test.go"
    fat = lno(SEMVER_REPRO, "t.Fatalf")
    turns = [
        (sa("Let's locate the pre-release comparison.", 'search_dir "func comparePrerelease"'),
         f'Found 1 matches for "func comparePrerelease" in {cwd}:\n{path} (1 matches)\nEnd of matches for "func comparePrerelease" in {cwd}\n' + sa_tail(None, cwd)),
        (sa("Open version.go at the function.", "open version.go 214"), w2 + "\n" + sa_tail(path, cwd)),
        (sa("Identifiers are compared with strings.Compare, so \"10\" < \"9\". Write a failing test first.", "create repro_test.go"),
         f"[File: {rp} (1 lines total)]\n1:\n" + sa_tail(rp, cwd)),
        (sa("Add the test.", f"edit 1:1\n{SEMVER_REPRO}\nend_of_edit"),
         f"[File: {rp} ({nlines(SEMVER_REPRO)} lines total)]\n" + "\n".join(f"{i}:{ln}" for i, ln in enumerate(SEMVER_REPRO.split("\n"), 1))
         + f"\n{SA_UPDATED}\n" + sa_tail(rp, cwd)),
        (sa("Run it.", "go test -run TestReproPrerelease ."),
         f"--- FAIL: TestReproPrerelease (0.00s)\n    repro_test.go:{fat}: Compare(1.0.0-alpha.10, 1.0.0-alpha.9) = -1, want 1\nFAIL\nFAIL\tgithub.com/tamsin-dev/semverx\t0.004s\nFAIL\n" + sa_tail(rp, cwd)),
        (sa("Reopen version.go to edit the loop.", "open version.go 220"), w6 + "\n" + sa_tail(path, cwd)),
        (sa("Use a dedicated identifier comparison.", f"edit {cmp_line}:{cmp_line}\n\t\tif c := compareIdentifier(as[i], bs[i]); c != 0 {{\nend_of_edit"),
         w7 + f"\n{SA_UPDATED}\n" + sa_tail(path, cwd)),
        (sa("Now add compareIdentifier right after comparePrerelease; strconv is already imported for Parse.", f"edit {close_ln}:{close_ln}\n{addition}\nend_of_edit"),
         w8 + f"\n{SA_UPDATED}\n" + sa_tail(path, cwd)),
        (sa("Run the repro test again.", "go test -run TestReproPrerelease ."),
         "ok  \tgithub.com/tamsin-dev/semverx\t0.003s\n" + sa_tail(path, cwd)),
        (sa("Remove the repro test and run the whole suite.", "rm repro_test.go && go test ./..."),
         "ok  \tgithub.com/tamsin-dev/semverx\t0.012s\nok  \tgithub.com/tamsin-dev/semverx/constraint\t0.007s\n" + sa_tail(path, cwd)),
        (sa("Done; submit.", "submit"),
         gdiff("version.go", before, reg.text(), "a41c0d2..7e93b5f", offset=180) + "\n" + sa_tail(path, cwd)),
    ]
    return dict(tid="h11-swe-10", system=SWEA_SYSTEM, turns=turns,
                state=f"Repository {cwd} (semverx, a Go semantic-versioning library). Issue #88: 1.0.0-alpha.10 sorts before 1.0.0-alpha.9; numeric pre-release identifiers must be compared numerically (semver 2.0.0 §11).",
                bad=False, turn=None, kind="clean")


# =============================================================================================
# 11 Claude Code / TypeScript (timepiece)


TP_RANGE = '''import { parseISODate, type PlainDate } from "./date.js";

export interface DateRange {
  start: PlainDate | null;
  end: PlainDate | null;
}

export interface ParseOptions {
  /** Separator between the two ends. Defaults to "..". */
  separator?: string;
  /** Accept "2024-03-01.." and "..2024-03-31". */
  allowOpenEnds?: boolean;
}

export class DateRangeError extends Error {
  constructor(message: string, readonly input: string) {
    super(message);
    this.name = "DateRangeError";
  }
}

export function parseRange(input: string, opts: ParseOptions = {}): DateRange {
  const separator = opts.separator ?? "..";
  const idx = input.indexOf(separator);
  if (idx === -1) {
    throw new DateRangeError(`missing "${separator}" in range`, input);
  }
  const left = input.slice(0, idx).trim();
  const right = input.slice(idx + separator.length).trim();
  if (!left || !right) {
    throw new DateRangeError("open-ended ranges are not supported", input);
  }
  const start = parseISODate(left);
  const end = parseISODate(right);
  if (end.compare(start) < 0) {
    throw new DateRangeError("range end is before its start", input);
  }
  return { start, end };
}

export function formatRange(range: DateRange, separator = ".."): string {
  return `${range.start?.toString() ?? ""}${separator}${range.end?.toString() ?? ""}`;
}

export function contains(range: DateRange, day: PlainDate): boolean {
  if (range.start && day.compare(range.start) < 0) return false;
  if (range.end && day.compare(range.end) > 0) return false;
  return true;
}'''

TP_TEST_TAIL = '''  it("rejects an end before the start", () => {
    expect(() => parseRange("2024-03-31..2024-03-01")).toThrow("range end is before its start");
  });

  it("rejects open ends by default", () => {
    expect(() => parseRange("2024-03-01..")).toThrow(DateRangeError);
  });
});

describe("formatRange", () => {
  it("round-trips closed ranges", () => {
    expect(formatRange(parseRange("2024-01-01..2024-01-31"))).toBe("2024-01-01..2024-01-31");
  });
});'''


def t11() -> dict[str, Any]:
    # bad: turn 8's Read shows parseRange's return type as `DateRange | null` while turn 2 showed `): DateRange {`; the only Edit to range.ts (turn 4) changed the body, not the signature.
    root = "/Users/priya/code/timepiece"
    rng, tst = f"{root}/src/range.ts", f"{root}/test/range.test.ts"
    old = '''  if (!left || !right) {
    throw new DateRangeError("open-ended ranges are not supported", input);
  }
  const start = parseISODate(left);
  const end = parseISODate(right);
  if (end.compare(start) < 0) {'''
    new = '''  if ((!left || !right) && !opts.allowOpenEnds) {
    throw new DateRangeError("open-ended ranges need { allowOpenEnds: true }", input);
  }
  if (!left && !right) {
    throw new DateRangeError("a range needs at least one end", input);
  }
  const start = left ? parseISODate(left) : null;
  const end = right ? parseISODate(right) : null;
  if (start && end && end.compare(start) < 0) {'''
    r2 = rep(TP_RANGE, old, new)
    t_start = 41
    t_old = '''  it("rejects open ends by default", () => {
    expect(() => parseRange("2024-03-01..")).toThrow(DateRangeError);
  });
});'''
    t_new = '''  it("rejects open ends by default", () => {
    expect(() => parseRange("2024-03-01..")).toThrow(DateRangeError);
  });

  it("accepts open ends when allowed", () => {
    expect(parseRange("2024-03-01..", { allowOpenEnds: true })).toMatchObject({ start: { year: 2024, month: 3, day: 1 }, end: null });
    expect(parseRange("..2024-03-31", { allowOpenEnds: true }).start).toBeNull();
    expect(() => parseRange("..", { allowOpenEnds: true })).toThrow("a range needs at least one end");
  });
});'''
    tail2 = rep(TP_TEST_TAIL, t_old, t_new)
    sig = lno(TP_RANGE, "export function parseRange")
    shown = r2.replace("export function parseRange(input: string, opts: ParseOptions = {}): DateRange {",
                       "export function parseRange(input: string, opts: ParseOptions = {}): DateRange | null {")
    ri, rd = changes(TP_RANGE, r2)
    ti, td = changes(TP_TEST_TAIL, tail2)
    grep = (f"{root}/src/cli.ts:27:    const range = parseRange(args.range, {{ separator: args.sep }});\n"
            f"{root}/src/range.ts:{sig}:export function parseRange(input: string, opts: ParseOptions = {{}}): DateRange {{\n"
            f"{root}/test/range.test.ts:8:    expect(parseRange(\"2024-03-01..2024-03-31\")).toMatchObject({{\n"
            f"{root}/test/range.test.ts:15:    expect(parseRange(\"2024-03-01 -> 2024-03-31\", {{ separator: \"->\" }}).end?.day).toBe(31);\n"
            f"{root}/test/range.test.ts:42:    expect(() => parseRange(\"2024-03-31..2024-03-01\")).toThrow(\"range end is before its start\");\n"
            f"{root}/test/range.test.ts:46:    expect(() => parseRange(\"2024-03-01..\")).toThrow(DateRangeError);\n"
            f"{root}/test/range.test.ts:52:    expect(formatRange(parseRange(\"2024-01-01..2024-01-31\"))).toBe(\"2024-01-01..2024-01-31\");")
    assert lno(TP_TEST_TAIL, "range end is before") + t_start - 1 == 42
    a = sig - 2
    turns = [
        (cc("Grep", pattern="export function parseRange", path=root), f"Found 1 file\n{rng}"),
        (cc("Read", file_path=rng), cc_read(TP_RANGE)),
        (cc("Grep", pattern="parseRange\\(", path=root, output_mode="content", **{"-n": True}), grep),
        (cc("Edit", file_path=rng, old_string=old, new_string=new), cc_edit_result(rng, r2, new)),
        (cc("Read", file_path=tst, offset=t_start, limit=20), cc_read(TP_TEST_TAIL, t_start)),
        (cc("Edit", file_path=tst, old_string=t_old, new_string=t_new),
         f"The file {tst} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n"
         + cc_read(seg(tail2, 1, 16), t_start)),
        (cc("Bash", command="npx vitest run test/range.test.ts", description="Run range tests"),
         "\n RUN  v2.0.5 /Users/priya/code/timepiece\n\n ✓ test/range.test.ts (17 tests) 6ms\n\n Test Files  1 passed (1)\n      Tests  17 passed (17)\n"
         "   Start at  09:31:52\n   Duration  298ms (transform 44ms, setup 0ms, collect 38ms, tests 6ms, environment 0ms, prepare 71ms)\n"),
        (cc("Read", file_path=rng, offset=a, limit=26), cc_read(seg(shown, a, a + 25), a)),
        (cc("Bash", command="npx tsc --noEmit -p .", description="Type-check"), "Tool ran without output or errors"),
        (cc("Bash", command="git diff --stat", description="Summarize changes"),
         diffstat([("src/range.ts", ri, rd), ("test/range.test.ts", ti, td)])),
    ]
    return dict(tid="h11-swe-11", system=CC_SYSTEM.format(root=root), turns=turns,
                state=f"Working directory {root} (timepiece, a TypeScript date utility library, branch feat/open-ranges). User: \"parseRange ignores allowOpenEnds — '2024-03-01..' still throws even with the option set. Make open ends work when allowed.\"",
                bad=True, turn=8, kind="function signature (return type) differs between two reads without an edit to it")


# =============================================================================================
# 12 Codex CLI / Python (Django, clinicq)


CQ_MODELS = '''from django.db import models
from django.utils import timezone


class Clinic(models.Model):
    name = models.CharField(max_length=120)
    slug = models.SlugField(unique=True)
    opens_at = models.TimeField()
    closes_at = models.TimeField()

    def __str__(self) -> str:
        return self.name


class Ticket(models.Model):
    class Status(models.TextChoices):
        WAITING = "waiting", "Waiting"
        CALLED = "called", "Called"
        SEEN = "seen", "Seen"
        NO_SHOW = "no_show", "No-show"

    clinic = models.ForeignKey(Clinic, on_delete=models.CASCADE, related_name="tickets")
    number = models.PositiveIntegerField()
    patient_ref = models.CharField(max_length=32)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.WAITING)
    created_at = models.DateTimeField(default=timezone.now)
    called_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["created_at"]
        constraints = [
            models.UniqueConstraint(fields=["clinic", "number"], name="uniq_ticket_number_per_clinic"),
        ]

    def __str__(self) -> str:
        return f"{self.clinic.slug}#{self.number}"'''

CQ_TEST = '''from datetime import time, timedelta

from django.test import TestCase
from django.utils import timezone

from clinicq.queue.models import Clinic, Ticket


class TicketOrderingTests(TestCase):
    @classmethod
    def setUpTestData(cls):
        cls.clinic = Clinic.objects.create(name="Northside", slug="northside", opens_at=time(8), closes_at=time(18))

    def _ticket(self, number, priority, minutes_ago):
        return Ticket.objects.create(
            clinic=self.clinic, number=number, patient_ref=f"P{number:04d}", priority=priority,
            created_at=timezone.now() - timedelta(minutes=minutes_ago),
        )

    def test_urgent_ticket_jumps_the_queue(self):
        routine = self._ticket(1, priority=3, minutes_ago=30)
        urgent = self._ticket(2, priority=1, minutes_ago=5)
        self.assertEqual(list(Ticket.objects.all()), [urgent, routine])

    def test_same_priority_keeps_arrival_order(self):
        first = self._ticket(3, priority=3, minutes_ago=20)
        second = self._ticket(4, priority=3, minutes_ago=10)
        self.assertEqual(list(Ticket.objects.all()), [first, second])
'''


def t12() -> dict[str, Any]:
    # clean: Codex adds a priority field to a Django model; makemigrations creates 0007 which then shows as applied, test count grows 23 -> 25, git status lists the new files.
    root = "/home/runner/work/clinicq"
    mig = "0007_alter_ticket_options_ticket_priority"
    patch1 = ("*** Begin Patch\n*** Update File: clinicq/queue/models.py\n@@ class Ticket(models.Model):\n"
              "     status = models.CharField(max_length=10, choices=Status.choices, default=Status.WAITING)\n"
              '+    priority = models.PositiveSmallIntegerField(default=3, help_text="1 = urgent, 5 = routine")\n'
              "     created_at = models.DateTimeField(default=timezone.now)\n"
              "     called_at = models.DateTimeField(null=True, blank=True)\n \n     class Meta:\n"
              '-        ordering = ["created_at"]\n+        ordering = ["priority", "created_at"]\n'
              "         constraints = [\n*** End Patch")
    patch2 = "*** Begin Patch\n*** Add File: clinicq/queue/tests/test_ordering.py\n" + "".join("+" + ln + "\n" for ln in CQ_TEST.rstrip("\n").split("\n")) + "*** End Patch"
    migs = ["0001_initial", "0002_clinic_slug", "0003_ticket_patient_ref", "0004_alter_ticket_status",
            "0005_ticket_uniq_ticket_number_per_clinic", "0006_ticket_called_at"]

    def test_out(n: int, secs: str) -> str:
        return (f"Found {n} test(s).\nCreating test database for alias 'default'...\nSystem check identified no issues (0 silenced).\n"
                + "." * n + "\n----------------------------------------------------------------------\n"
                f"Ran {n} tests in {secs}s\n\nOK\nDestroying test database for alias 'default'...\n")
    turns = [
        (cx("git status --short && ls clinicq/queue/migrations", root),
         cx_out("\n".join(m + ".py" for m in migs) + "\n__init__.py\n")),
        (cx("sed -n '1,60p' clinicq/queue/models.py", root), cx_out(CQ_MODELS + "\n")),
        (cx_patch(patch1, root), cx_patched("M clinicq/queue/models.py")),
        (cx("python manage.py makemigrations queue", root),
         cx_out(f"Migrations for 'queue':\n  clinicq/queue/migrations/{mig}.py\n    ~ Change Meta options on ticket\n    + Add field priority to ticket\n", wall=1.3)),
        (cx("python manage.py migrate queue", root),
         cx_out(f"Operations to perform:\n  Apply all migrations: queue\nRunning migrations:\n  Applying queue.{mig}... OK\n", wall=1.1)),
        (cx("python manage.py showmigrations queue", root),
         cx_out("queue\n" + "".join(f" [X] {m}\n" for m in migs + [mig]), wall=0.9)),
        (cx("python manage.py test clinicq.queue", root, 300000), cx_out(test_out(23, "0.412"), wall=3.2)),
        (cx_patch(patch2, root), cx_patched("A clinicq/queue/tests/test_ordering.py")),
        (cx("python manage.py test clinicq.queue", root, 300000), cx_out(test_out(25, "0.438"), wall=3.4)),
        (cx("git status --short", root),
         cx_out(f" M clinicq/queue/models.py\n?? clinicq/queue/migrations/{mig}.py\n?? clinicq/queue/tests/test_ordering.py\n")),
    ]
    return dict(tid="h11-swe-12", system=CODEX_SYSTEM.format(root=root), turns=turns,
                state=f"Workspace {root} (clinicq, Django 5.1 walk-in queue app, SQLite dev db, branch main). User: \"Add a priority (1 urgent .. 5 routine, default 3) to queue tickets so urgent ones are called first; include a migration and tests.\"",
                bad=False, turn=None, kind="clean")


# =============================================================================================
# 13 Cline / Rust (tidewatch, axum)


TW_HEALTH = '''use axum::{extract::State, Json};
use serde::Serialize;

use crate::AppState;

#[derive(Serialize)]
pub struct Health {
    status: &'static str,
}

pub async fn healthz(State(_state): State<AppState>) -> Json<Health> {
    Json(Health { status: "ok" })
}'''


def t13() -> dict[str, Any]:
    # bad: turn 9's log tail stamps the second /healthz request 2024-11-06T09:12:19Z, before the 09:16:31Z restart shown in the same log and before turn 4's 09:14 requests (turn 8's uptime_s=47 puts it at ~09:17:18Z).
    root = "/home/oskar/rust/tidewatch"
    hp = "src/routes/health.rs"
    tz = "Europe/Berlin, UTC+1:00"
    old = '''#[derive(Serialize)]
pub struct Health {
    status: &'static str,
}

pub async fn healthz(State(_state): State<AppState>) -> Json<Health> {
    Json(Health { status: "ok" })
}'''
    new = '''#[derive(Serialize)]
pub struct Health {
    status: &'static str,
    version: &'static str,
    uptime_s: u64,
}

pub async fn healthz(State(state): State<AppState>) -> Json<Health> {
    Json(Health {
        status: "ok",
        version: env!("CARGO_PKG_VERSION"),
        uptime_s: state.started.elapsed().as_secs(),
    })
}'''
    h2 = rep(TW_HEALTH, old, new)
    ins, dels = changes(TW_HEALTH, h2)

    def env(t: str, tabs: str = hp) -> str:
        return cl_env(hp, tabs, f"11/6/2024, {t} AM", tz)

    def ex(cmd: str, out: str, t: str) -> str:
        return f"[execute_command for '{cmd}'] Result:\n{cl_cmd(out)}\n\n" + env(t)

    req = "INFO request{method=GET uri=/healthz version=HTTP/1.1}: tower_http::trace::on_response: finished processing request latency=0 ms status=200"
    start1 = "(./target/debug/tidewatch > /tmp/tidewatch.log 2>&1 & echo $! > /tmp/tidewatch.pid); sleep 2; curl -s localhost:7070/healthz; echo; cat /tmp/tidewatch.log"
    log1 = ("2024-11-06T09:14:02.118034Z  INFO tidewatch: connected to sqlite://data/tidewatch.db (pool size 5)\n"
            "2024-11-06T09:14:02.131270Z  INFO tidewatch: listening on 0.0.0.0:7070\n"
            f"2024-11-06T09:14:04.140512Z  {req}")
    restart = "kill $(cat /tmp/tidewatch.pid); cargo build && (./target/debug/tidewatch > /tmp/tidewatch.log 2>&1 & echo $! > /tmp/tidewatch.pid); sleep 2; curl -s localhost:7070/healthz; echo"
    tests = ["routes::stations::tests::lists_active_stations", "routes::readings::tests::rejects_future_timestamps",
             "routes::readings::tests::paginates_by_station", "routes::readings::tests::parses_csv_upload",
             "store::tests::insert_and_fetch_latest", "store::tests::prunes_older_than_retention",
             "store::tests::station_ids_are_case_insensitive", "tide::tests::harmonic_sum_matches_reference",
             "tide::tests::interpolates_between_samples", "tide::tests::rejects_empty_series",
             "config::tests::defaults_when_env_missing", "config::tests::reads_port_from_env"]
    test_out = ("   Compiling tidewatch v0.4.2 (/home/oskar/rust/tidewatch)\n"
                "    Finished `test` profile [unoptimized + debuginfo] target(s) in 9.12s\n"
                "     Running unittests src/main.rs (target/debug/deps/tidewatch-0c5b7e2a91d4f368)\n\n"
                f"running {len(tests)} tests\n" + "".join(f"test {t} ... ok\n" for t in tests)
                + f"\ntest result: ok. {len(tests)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.04s\n")
    search = ("Found 1 result.\n\nsrc/main.rs\n│----\n│#[derive(Clone)]\n│pub struct AppState {\n│    pub db: SqlitePool,\n"
              "│    pub started: Instant,\n│    pub retention: Duration,\n│}\n│----")
    turns = [
        (cl("read_file", path=hp), f"[read_file for '{hp}'] Result:\n{TW_HEALTH}\n\n" + env("10:12:40")),
        (cl("search_files", path="src", regex="struct AppState", file_pattern="*.rs"),
         f"[search_files for 'struct AppState' in '*.rs'] Result:\n{search}\n\n" + env("10:12:58")),
        (cl("execute_command", command="cargo build", requires_approval="false"),
         ex("cargo build", "   Compiling tidewatch v0.4.2 (/home/oskar/rust/tidewatch)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 41.27s", "10:13:44")),
        (cl("execute_command", command=start1, requires_approval="false"),
         ex(start1, '{"status":"ok"}\n' + log1, "10:14:05")),
        (cl("replace_in_file", path=hp, diff=sr((old, new))),
         f"[replace_in_file for '{hp}'] Result:\n{cl_saved(hp, h2)}\n\n" + env("10:15:20")),
        (cl("execute_command", command=restart, requires_approval="false"),
         ex(restart, "   Compiling tidewatch v0.4.2 (/home/oskar/rust/tidewatch)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 6.84s\n"
                     '{"status":"ok","version":"0.4.2","uptime_s":2}', "10:16:34")),
        (cl("execute_command", command="cargo test", requires_approval="false"), ex("cargo test", test_out, "10:17:02")),
        (cl("execute_command", command="curl -s localhost:7070/healthz", requires_approval="false"),
         ex("curl -s localhost:7070/healthz", '{"status":"ok","version":"0.4.2","uptime_s":47}', "10:17:19")),
        (cl("execute_command", command="tail -n 3 /tmp/tidewatch.log", requires_approval="false"),
         ex("tail -n 3 /tmp/tidewatch.log",
            "2024-11-06T09:16:31.870415Z  INFO tidewatch: listening on 0.0.0.0:7070\n"
            f"2024-11-06T09:16:33.884107Z  {req}\n"
            f"2024-11-06T09:12:19.447862Z  {req}", "10:17:40")),
        (cl("execute_command", command="git diff --stat", requires_approval="false"),
         ex("git diff --stat", diffstat([(hp, ins, dels)]), "10:17:55")),
    ]
    return dict(tid="h11-swe-13", system=CLINE_SYSTEM.format(root=root), turns=turns,
                state=f"VS Code workspace {root} (tidewatch, an axum + SQLite tide-gauge service, branch main). Task: extend GET /healthz to report the crate version and the process uptime in seconds, and check it against the running binary.",
                bad=True, turn=9, kind="a log timestamp goes backwards (request logged before the server restart and before earlier requests)")


# =============================================================================================
# 14 Aider / Python (notesmith, typer)


def t14() -> dict[str, Any]:
    # clean: aider's first edit breaks ordering, /undo removes that commit, a second attempt with the same message gets a new hash; tests 26+1 failing -> 27 -> 29 after adding tests; the undone hash is absent from git log.
    root = "/home/ada/projects/notesmith"
    cli, tst = "notesmith/cli.py", "tests/test_cli.py"
    s_list = '''@app.command("list")
def list_notes(
    folder: Path = typer.Option(DEFAULT_DIR, "--dir", help="Notes directory."),
    limit: int = typer.Option(20, "--limit", "-n", help="Show at most N notes."),
) -> None:
    """List notes, newest first."""
    notes = sorted(load_notes(folder), key=lambda n: n.modified, reverse=True)
    for note in notes[:limit]:
        typer.echo(f"{note.modified:%Y-%m-%d}  {note.title}")'''
    r_list_bad = '''@app.command("list")
def list_notes(
    folder: Path = typer.Option(DEFAULT_DIR, "--dir", help="Notes directory."),
    limit: int = typer.Option(20, "--limit", "-n", help="Show at most N notes."),
    tag: Optional[str] = typer.Option(None, "--tag", "-t", help="Only notes with this tag."),
) -> None:
    """List notes, newest first."""
    notes = [n for n in load_notes(folder) if tag is None or tag in n.tags]
    notes.sort(key=lambda n: (n.title.lower(), n.modified))
    for note in notes[:limit]:
        typer.echo(f"{note.modified:%Y-%m-%d}  {note.title}")'''
    r_list_ok = '''@app.command("list")
def list_notes(
    folder: Path = typer.Option(DEFAULT_DIR, "--dir", help="Notes directory."),
    limit: int = typer.Option(20, "--limit", "-n", help="Show at most N notes."),
    tag: Optional[str] = typer.Option(None, "--tag", "-t", help="Only notes with this tag (case-insensitive)."),
) -> None:
    """List notes, newest first."""
    notes = sorted(load_notes(folder), key=lambda n: n.modified, reverse=True)
    if tag is not None:
        wanted = tag.lower()
        notes = [n for n in notes if wanted in (t.lower() for t in n.tags)]
    for note in notes[:limit]:
        typer.echo(f"{note.modified:%Y-%m-%d}  {note.title}")'''
    s_imp = "from pathlib import Path\n"
    r_imp = "from pathlib import Path\nfrom typing import Optional\n"
    s_test = '''def test_list_respects_limit(notes_dir: Path) -> None:
    result = runner.invoke(app, ["list", "--dir", str(notes_dir), "-n", "2"])
    assert result.exit_code == 0
    assert len(result.stdout.splitlines()) == 2'''
    r_test = s_test + '''


def test_list_filters_by_tag(notes_dir: Path) -> None:
    result = runner.invoke(app, ["list", "--dir", str(notes_dir), "--tag", "Work"])
    assert result.exit_code == 0
    assert result.stdout.splitlines() == ["2024-05-03  Standup notes", "2024-04-28  Q2 planning"]


def test_list_unknown_tag_prints_nothing(notes_dir: Path) -> None:
    result = runner.invoke(app, ["list", "--dir", str(notes_dir), "--tag", "nope"])
    assert result.exit_code == 0
    assert result.stdout == ""'''
    fail = '''..........F................                                              [100%]
=================================== FAILURES ===================================
____________________________ test_list_newest_first ____________________________

notes_dir = PosixPath('/tmp/pytest-of-ada/pytest-112/test_list_newest_first0/notes')

    def test_list_newest_first(notes_dir: Path) -> None:
        result = runner.invoke(app, ["list", "--dir", str(notes_dir)])
        assert result.exit_code == 0
>       assert result.stdout.splitlines()[:3] == [
            "2024-05-03  Standup notes",
            "2024-05-02  Groceries",
            "2024-04-28  Q2 planning",
        ]
E       AssertionError: assert ['2024-05-02 ...  Reading list'] == ['2024-05-03 ...  Q2 planning']
E
E         At index 0 diff: '2024-05-02  Groceries' != '2024-05-03  Standup notes'
E         Use -v to get more diff

tests/test_cli.py:31: AssertionError
=========================== short test summary info ============================
FAILED tests/test_cli.py::test_list_newest_first - AssertionError: assert ['2024-05-02 ...  Reading list'] == ['2024-05-03 ...  Q2 planning']
1 failed, 26 passed in 0.52s
'''
    turns = [
        (f"/add {cli}", f"Added {cli} to the chat"),
        (ai_edit("I'll add a `--tag/-t` option to `list` and filter on it.", (cli, "python", s_imp.rstrip("\n"), r_imp.rstrip("\n")),
                 (cli, "python", s_list, r_list_bad)),
         ai_applied([cli], "5a1e9f3", "feat: add --tag filter to list command")),
        ("/run pytest -q", ai_run(fail, "0.6k")),
        ("/undo", "Removed: 5a1e9f3 feat: add --tag filter to list command\nNow at:  c08d2b4 docs: describe export formats\nYou can use /undo to undo and discard each aider commit."),
        ("/run pytest -q", ai_run("." * 27 + " " * 46 + "[100%]\n27 passed in 0.47s\n", "0.1k")),
        (ai_edit("That edit changed the sort order. Here is the filter again, keeping newest-first ordering and matching tags case-insensitively.",
                 (cli, "python", s_imp.rstrip("\n"), r_imp.rstrip("\n")), (cli, "python", s_list, r_list_ok)),
         ai_applied([cli], "8d3b6a0", "feat: add --tag filter to list command")),
        ("/run pytest -q", ai_run("." * 27 + " " * 46 + "[100%]\n27 passed in 0.49s\n", "0.1k")),
        (f"/add {tst}", f"Added {tst} to the chat"),
        (ai_edit("Tests for the new option:", (tst, "python", s_test, r_test)),
         ai_applied([tst], "e41f7c9", "test: cover list --tag filtering")),
        ("/run pytest -q", ai_run("." * 29 + " " * 44 + "[100%]\n29 passed in 0.55s\n", "0.1k")),
        ("/run git log --oneline -4",
         ai_run("e41f7c9 (HEAD -> main) test: cover list --tag filtering\n8d3b6a0 feat: add --tag filter to list command\n"
                "c08d2b4 docs: describe export formats\n91b7d35 fix: keep front matter when renaming a note\n", "0.1k")),
    ]
    return dict(tid="h11-swe-14", system=AIDER_SYSTEM.format(root=root), turns=turns,
                state=f"aider started in {root} (notesmith, a typer-based Markdown notes CLI; model gpt-4.1, diff edit format, auto-commits). User request: add a --tag option to `notesmith list`.",
                bad=False, turn=None, kind="clean")


# =============================================================================================
# 15 OpenHands / Go (trellis)


TR_DAG = '''package dag

import (
	"fmt"
	"sort"
)

// Node is one task and the names of the tasks it depends on.
type Node struct {
	Name string
	deps []string
}

// Graph is a set of tasks with dependency edges.
type Graph struct {
	nodes map[string]*Node
}

// New returns an empty graph.
func New() *Graph { return &Graph{nodes: map[string]*Node{}} }

// Add registers name with its dependencies. Unknown dependencies are
// created as empty tasks so that they show up in the ordering.
func (g *Graph) Add(name string, deps ...string) {
	n, ok := g.nodes[name]
	if !ok {
		n = &Node{Name: name}
		g.nodes[name] = n
	}
	n.deps = append(n.deps, deps...)
	for _, d := range deps {
		if _, ok := g.nodes[d]; !ok {
			g.nodes[d] = &Node{Name: d}
		}
	}
}

func (g *Graph) sortedNames() []string {
	names := make([]string, 0, len(g.nodes))
	for name := range g.nodes {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

// TopoSort returns task names so that every task comes after its
// dependencies. Independent tasks are ordered alphabetically.
func (g *Graph) TopoSort() ([]string, error) {
	const (
		white = iota
		grey
		black
	)
	color := make(map[string]int, len(g.nodes))
	order := make([]string, 0, len(g.nodes))

	var visit func(name string) error
	visit = func(name string) error {
		switch color[name] {
		case grey:
			return fmt.Errorf("cycle detected at %q", name)
		case black:
			return nil
		}
		color[name] = grey
		deps := append([]string(nil), g.nodes[name].deps...)
		sort.Strings(deps)
		for _, dep := range deps {
			if err := visit(dep); err != nil {
				return err
			}
		}
		color[name] = black
		order = append(order, name)
		return nil
	}

	for _, name := range g.sortedNames() {
		if err := visit(name); err != nil {
			return nil, err
		}
	}
	return order, nil
}'''

TR_TEST_TAIL = '''func TestTopoSortCycle(t *testing.T) {
	g := New()
	g.Add("build", "lint")
	g.Add("lint", "build")
	_, err := g.TopoSort()
	if err == nil || !strings.Contains(err.Error(), "cycle detected") {
		t.Fatalf("want cycle error, got %v", err)
	}
}

func TestTopoSortDiamond(t *testing.T) {
	g := New()
	g.Add("release", "test", "docs")
	g.Add("test", "build")
	g.Add("docs", "build")
	got, err := g.TopoSort()
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"build", "docs", "test", "release"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %v, want %v", got, want)
	}
}'''


def t15() -> dict[str, Any]:
    # bad: turn 9's gotestsum reports "DONE 15 tests" after turn 8 added two plain test functions to a package that turns 3 and 6 reported as 14 tests (should be 16).
    root = "/workspace/trellis"
    dg, dt = f"{root}/internal/dag/dag.go", f"{root}/internal/dag/dag_test.go"
    old_visit = '''	var visit func(name string) error
	visit = func(name string) error {
		switch color[name] {
		case grey:
			return fmt.Errorf("cycle detected at %q", name)
		case black:
			return nil
		}
		color[name] = grey
		deps := append([]string(nil), g.nodes[name].deps...)
		sort.Strings(deps)
		for _, dep := range deps {
			if err := visit(dep); err != nil {
				return err
			}
		}
		color[name] = black'''
    new_visit = '''	var stack []string
	var visit func(name string) error
	visit = func(name string) error {
		switch color[name] {
		case grey:
			i := slices.Index(stack, name)
			cycle := append(slices.Clone(stack[i:]), name)
			return fmt.Errorf("cycle detected: %s", strings.Join(cycle, " -> "))
		case black:
			return nil
		}
		color[name] = grey
		stack = append(stack, name)
		deps := append([]string(nil), g.nodes[name].deps...)
		sort.Strings(deps)
		for _, dep := range deps {
			if err := visit(dep); err != nil {
				return err
			}
		}
		stack = stack[:len(stack)-1]
		color[name] = black'''
    d1 = rep(TR_DAG, old_visit, new_visit)
    old_imp = 'import (\n\t"fmt"\n\t"sort"\n)'
    new_imp = 'import (\n\t"fmt"\n\t"slices"\n\t"sort"\n\t"strings"\n)'
    d2 = rep(d1, old_imp, new_imp)
    t_start = 148
    t_end = t_start + nlines(TR_TEST_TAIL) - 1
    added = '''

func TestTopoSortCyclePath(t *testing.T) {
	g := New()
	g.Add("deploy", "package")
	g.Add("package", "test")
	g.Add("test", "deploy")
	_, err := g.TopoSort()
	if err == nil || err.Error() != "cycle detected: deploy -> package -> test -> deploy" {
		t.Fatalf("unexpected error: %v", err)
	}
}

func TestTopoSortSelfLoop(t *testing.T) {
	g := New()
	g.Add("gen", "gen")
	_, err := g.TopoSort()
	if err == nil || err.Error() != "cycle detected: gen -> gen" {
		t.Fatalf("unexpected error: %v", err)
	}
}'''
    tail2 = TR_TEST_TAIL + added
    di, dd = changes(TR_DAG, d2)
    ti, td = changes(TR_TEST_TAIL, tail2)
    vis_first = lno(d1, "var stack []string")
    turns = [
        (bash(f"cd {root} && git log --oneline -1 && ls internal/dag"),
         oh_bash("4b0c9e2 (HEAD -> main) dag: stable ordering for independent tasks\ndag.go\ndag_test.go\ngraphviz.go", root)),
        (editor("view", dg), cat_n(dg, TR_DAG)),
        (bash("gotestsum --format pkgname ./internal/dag/"),
         oh_bash("✓  internal/dag (12ms)\n\nDONE 14 tests in 1.204s", root)),
        (editor("str_replace", dg, old_str=old_visit, new_str=new_visit),
         edited(dg, seg(d1, vis_first - 4, vis_first + nlines(new_visit) + 3), vis_first - 4)),
        (editor("str_replace", dg, old_str=old_imp, new_str=new_imp), edited(dg, seg(d2, 1, 11), 1)),
        (bash("gotestsum --format pkgname ./internal/dag/"),
         oh_bash("✓  internal/dag (10ms)\n\nDONE 14 tests in 0.876s", root)),
        (editor("view", dt, view_range=[t_start, t_end]), cat_n(dt, TR_TEST_TAIL, t_start)),
        (editor("insert", dt, insert_line=t_end, new_str=added[1:]),
         edited(dt, seg(tail2, nlines(TR_TEST_TAIL) - 4, nlines(tail2)), t_end - 4)),
        (bash("gotestsum --format pkgname ./internal/dag/"),
         oh_bash("✓  internal/dag (11ms)\n\nDONE 15 tests in 0.913s", root)),
        (bash("go vet ./... && git diff --stat"),
         oh_bash(diffstat([("internal/dag/dag.go", di, dd), ("internal/dag/dag_test.go", ti, td)]), root)),
    ]
    return dict(tid="h11-swe-15", system=OH_SYSTEM.format(root=root), turns=turns,
                state=f"Repository {root} (trellis, a Go task runner; Go 1.22, gotestsum installed, branch main). Issue #57: the cycle error only names one task; it should print the whole cycle, e.g. 'cycle detected: deploy -> package -> test -> deploy'.",
                bad=True, turn=9, kind="test count does not follow the two tests just added")


# =============================================================================================
# 16 Gemini CLI / Ruby (Rails, greenhouse-ops)


GH_MODEL = '''class SensorReading < ApplicationRecord
  belongs_to :sensor

  validates :value, numericality: true
  validates :recorded_at, presence: true

  scope :recent, ->(window = 1.hour) { where(recorded_at: window.ago..) }
  scope :for_zone, ->(zone) { joins(:sensor).where(sensors: { zone: zone }) }

  def celsius?
    sensor.unit == "C"
  end
end
'''

GH_MIGRATION = '''class AddRecordedAtIndexToSensorReadings < ActiveRecord::Migration[7.1]
  disable_ddl_transaction!

  def change
    add_index :sensor_readings, :recorded_at, algorithm: :concurrently, if_not_exists: true
  end
end
'''


def t16() -> dict[str, Any]:
    # clean: Gemini CLI adds a `stale` scope and an index in a Rails app whose MQTT ingest worker keeps writing readings (counts rise between runs); rubocop -a rewrites the new line and the re-read shows the corrected form.
    root = "/home/lena/work/greenhouse-ops"
    model = f"{root}/app/models/sensor_reading.rb"
    anchor = "  scope :for_zone, ->(zone) { joins(:sensor).where(sensors: { zone: zone }) }\n"
    bad_line = "  scope :stale, ->(cutoff=6.hours) { where(recorded_at: ...cutoff.ago) }"
    good_line = "  scope :stale, ->(cutoff = 6.hours) { where(recorded_at: ...cutoff.ago) }"
    m1 = rep(GH_MODEL, anchor, anchor + bad_line + "\n")
    m2 = rep(m1, bad_line, good_line)
    ln = lno(m1, "scope :stale")
    col = bad_line.index("=") + 1
    ts = "20250311091544"
    mig_path = f"db/migrate/{ts}_add_recorded_at_index_to_sensor_readings.rb"
    count_cmd = "bin/rails runner 'puts SensorReading.count; puts SensorReading.where(recorded_at: ...6.hours.ago).count'"
    stale_cmd = "bin/rails runner 'puts SensorReading.count; puts SensorReading.stale.count'"
    rubo = (f"Inspecting 1 file\nC\n\nOffenses:\n\napp/models/sensor_reading.rb:{ln}:{col}: C: [Corrected] Layout/SpaceAroundEqualsInParameterDefault: Surrounding space missing in default value assignment.\n"
            f"{bad_line}\n{' ' * (col - 1)}^\n\n1 file inspected, 1 offense detected, 1 offense corrected")
    migrate = (f"== {ts} AddRecordedAtIndexToSensorReadings: migrating ==============\n"
               "-- add_index(:sensor_readings, :recorded_at, {:algorithm=>:concurrently, :if_not_exists=>true})\n"
               "   -> 0.4127s\n"
               f"== {ts} AddRecordedAtIndexToSensorReadings: migrated (0.4129s) =====")
    turns = [
        (call("glob", pattern="app/models/**/*.rb", path=root),
         f'Found 6 file(s) matching "app/models/**/*.rb" within {root}, sorted by modification time (newest first):\n'
         + "\n".join(f"{root}/app/models/{f}" for f in ["sensor_reading.rb", "sensor.rb", "alert_rule.rb", "zone.rb", "user.rb", "application_record.rb"])),
        (call("read_file", absolute_path=model), GH_MODEL),
        (gshell(count_cmd, "Count all readings and those older than 6 hours"), gem(count_cmd, "18422\n371", pgid=90113)),
        (call("replace", file_path=model, old_string=anchor.rstrip("\n"), new_string=anchor + bad_line),
         f"Successfully modified file: {model} (1 replacements)."),
        (gshell("bin/rails generate migration AddRecordedAtIndexToSensorReadings", "Generate a migration for the index"),
         gem("bin/rails generate migration AddRecordedAtIndexToSensorReadings", f"      invoke  active_record\n      create    {mig_path}", pgid=90240)),
        (call("write_file", file_path=f"{root}/{mig_path}", content=GH_MIGRATION),
         f"Successfully overwrote file: {root}/{mig_path}."),
        (gshell("bin/rails db:migrate", "Run the migration"), gem("bin/rails db:migrate", migrate, pgid=90301)),
        (gshell(stale_cmd, "Check the new scope against the live data"), gem(stale_cmd, "18437\n374", pgid=90355)),
        (gshell("bundle exec rspec spec/models/sensor_reading_spec.rb", "Run the model spec"),
         gem("bundle exec rspec spec/models/sensor_reading_spec.rb",
             ".........\n\nFinished in 0.31208 seconds (files took 1.87 seconds to load)\n9 examples, 0 failures", pgid=90402)),
        (gshell("bundle exec rubocop -a app/models/sensor_reading.rb", "Lint and autocorrect the model"),
         gem("bundle exec rubocop -a app/models/sensor_reading.rb", rubo, pgid=90468)),
        (call("read_file", absolute_path=model), m2),
    ]
    return dict(tid="h11-swe-16", system=GEM_SYSTEM.format(root=root), turns=turns,
                state=f"Project {root} (greenhouse-ops, Rails 7.1 + PostgreSQL). bin/dev is running in another terminal, including the MQTT ingest worker that stores a SensorReading every few seconds. Task: add a `stale` scope (readings older than a cutoff, default 6 hours) and an index on recorded_at.",
                bad=False, turn=None, kind="clean")


# =============================================================================================
# 17 SWE-agent / Python (tablewright)


TW_RENDER = '''"""Render rows into aligned plain-text tables."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ._wcwidth_compat import display_width, pad_to_width
from .styles import BoxStyle, get_style

__all__ = ["render", "render_rows"]


def _column_widths(rows: Sequence[Sequence[str]]) -> list[int]:
    widths: list[int] = []
    for row in rows:
        for i, cell in enumerate(row):
            w = display_width(cell)
            if i == len(widths):
                widths.append(w)
            elif w > widths[i]:
                widths[i] = w
    return widths


def _rule(style: BoxStyle, widths: Sequence[int], left: str, mid: str, right: str) -> str:
    return left + mid.join(style.horizontal * (w + 2) for w in widths) + right


def render_rows(rows: Iterable[Sequence[object]], *, header: bool = True, style: str | BoxStyle = "light") -> str:
    box = get_style(style) if isinstance(style, str) else style
    cells = [[str(c) for c in row] for row in rows]
    if not cells:
        return ""
    widths = _column_widths(cells)
    out = [_rule(box, widths, box.top_left, box.top_mid, box.top_right)]
    for n, row in enumerate(cells):
        padded = [pad_to_width(c, w) for c, w in zip(row, widths)]
        out.append(box.vertical + box.vertical.join(f" {p} " for p in padded) + box.vertical)
        if header and n == 0 and len(cells) > 1:
            out.append(_rule(box, widths, box.mid_left, box.cross, box.mid_right))
    out.append(_rule(box, widths, box.bottom_left, box.bottom_mid, box.bottom_right))
    return "\\n".join(out)'''

TW_INIT = '''"""tablewright: tiny, dependency-free text tables."""

from ._wcwidth_compat import display_width
from .render import render, render_rows
from .styles import STYLES, BoxStyle

__all__ = ["BoxStyle", "STYLES", "display_width", "render", "render_rows"]
__version__ = "0.9.2"'''


def t17() -> dict[str, Any]:
    # bad: turn 10's find_file lists tablewright/_wcwidth_compat.py again although turn 3 ran `git mv` to width.py (and turn 12's patch shows the rename); nothing renamed it back.
    cwd = "/tablewright"
    render, init = f"{cwd}/tablewright/render.py", f"{cwd}/tablewright/__init__.py"
    full = TW_RENDER + "\n\n\ndef render(*rows: Sequence[object], **kw: object) -> str:\n    return render_rows(rows, **kw)  # type: ignore[arg-type]\n\n\n# kept for 0.8 compatibility\nrender_table = render_rows"
    reg_r = Region(render, nlines(full), 1, full)
    imp = reg_r.find("from ._wcwidth_compat import")
    r_before = reg_r.text()
    w4 = reg_r.window(1, 50)
    reg_r.edit(imp, imp, "from .width import display_width, pad_to_width")
    w5 = reg_r.window(1, 50)
    reg_i = Region(init, nlines(TW_INIT), 1, TW_INIT)
    i_before = reg_i.text()
    w6 = reg_i.window(1, reg_i.total)
    iimp = reg_i.find("from ._wcwidth_compat import")
    reg_i.edit(iimp, iimp, "from .width import display_width")
    w7 = reg_i.window(1, reg_i.total)
    test_before = "from tablewright._wcwidth_compat import display_width, pad_to_width"
    test_after = "from tablewright.width import display_width, pad_to_width"
    patch = (gdiff("tablewright/__init__.py", i_before, reg_i.text(), "3be7a10..c52e9d4") + "\n"
             "diff --git a/tablewright/_wcwidth_compat.py b/tablewright/width.py\nsimilarity index 100%\n"
             "rename from tablewright/_wcwidth_compat.py\nrename to tablewright/width.py\n"
             + gdiff("tablewright/render.py", r_before, reg_r.text(), "0f4d2b8..e61a9c3") + "\n"
             "diff --git a/tests/test_width.py b/tests/test_width.py\nindex 71c20ad..b83e5f1 100644\n--- a/tests/test_width.py\n+++ b/tests/test_width.py\n"
             "@@ -1,6 +1,6 @@\n import pytest\n \n-" + test_before + "\n+" + test_after + "\n \n \n @pytest.mark.parametrize(")
    turns = [
        (sa("Find the private module the issue wants to make public.", "find_file _wcwidth_compat.py"),
         f'Found 1 matches for "_wcwidth_compat.py" in {cwd}:\n{cwd}/tablewright/_wcwidth_compat.py\n' + sa_tail(None, cwd)),
        (sa("See who imports it.", "search_dir _wcwidth_compat"),
         f'Found 3 matches for "_wcwidth_compat" in {cwd}:\n{cwd}/tablewright/__init__.py (1 matches)\n{cwd}/tablewright/render.py (1 matches)\n'
         f'{cwd}/tests/test_width.py (1 matches)\nEnd of matches for "_wcwidth_compat" in {cwd}\n' + sa_tail(None, cwd)),
        (sa("Rename the module with git so history follows it.", "git mv tablewright/_wcwidth_compat.py tablewright/width.py"),
         sa_tail(None, cwd)),
        (sa("Update the import in render.py.", "open tablewright/render.py"), w4 + "\n" + sa_tail(render, cwd)),
        (sa("Edit the import line.", f"edit {imp}:{imp}\nfrom .width import display_width, pad_to_width\nend_of_edit"),
         w5 + f"\n{SA_UPDATED}\n" + sa_tail(render, cwd)),
        (sa("Now the package __init__.", "open tablewright/__init__.py"), w6 + "\n" + sa_tail(init, cwd)),
        (sa("Edit it.", f"edit {iimp}:{iimp}\nfrom .width import display_width\nend_of_edit"),
         w7 + f"\n{SA_UPDATED}\n" + sa_tail(init, cwd)),
        (sa("And the test module's import.", "sed -i 's/tablewright\\._wcwidth_compat/tablewright.width/' tests/test_width.py"),
         sa_tail(init, cwd)),
        (sa("Make sure no reference to the old name is left.", "search_dir _wcwidth_compat"),
         f'No matches found for "_wcwidth_compat" in {cwd}\n' + sa_tail(init, cwd)),
        (sa("List the package modules.", 'find_file "*.py" tablewright'),
         f'Found 6 matches for "*.py" in {cwd}/tablewright:\n' + "\n".join(f"{cwd}/tablewright/{f}" for f in
                                                                             ["__init__.py", "__main__.py", "_wcwidth_compat.py", "cli.py", "render.py", "styles.py"])
         + "\n" + sa_tail(init, cwd)),
        (sa("Run the tests.", "python -m pytest -q"),
         "." * 38 + " " * 35 + "[100%]\n38 passed in 0.19s\n" + sa_tail(init, cwd)),
        (sa("Submit.", "submit"), patch + "\n" + sa_tail(init, cwd)),
    ]
    return dict(tid="h11-swe-17", system=SWEA_SYSTEM, turns=turns,
                state=f"Repository {cwd} (tablewright, a Python text-table library). Issue #61: the width helpers live in the private module tablewright/_wcwidth_compat.py but are documented as public; rename it to tablewright/width.py and update the imports.",
                bad=True, turn=10, kind="a file renamed with git mv is listed under its old name")


# =============================================================================================
# 18 Claude Code / Java (ledgerbridge, Maven)


LB_PARSER = '''package io.ledgerbridge.parser.csv;

import io.ledgerbridge.core.Transaction;
import io.ledgerbridge.parser.StatementParser;
import java.io.IOException;
import java.io.Reader;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;

/** Parses the semicolon-separated CSV export used by German savings banks. */
public final class CsvStatementParser implements StatementParser {

    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("dd.MM.yyyy");

    private final CSVFormat format;

    public CsvStatementParser(char delimiter) {
        this.format = CSVFormat.DEFAULT.builder()
                .setDelimiter(delimiter)
                .setHeader()
                .setSkipHeaderRecord(true)
                .build();
    }

    @Override
    public List<Transaction> parse(Reader in) throws IOException {
        List<Transaction> out = new ArrayList<>();
        for (CSVRecord rec : format.parse(in)) {
            LocalDate date = LocalDate.parse(rec.get("Buchungstag"), DATE);
            BigDecimal amount = new BigDecimal(rec.get("Betrag").replace(".", "").replace(',', '.'));
            String memo = rec.isSet("Verwendungszweck") ? rec.get("Verwendungszweck") : null;
            out.add(new Transaction(date, amount, memo.strip().isEmpty() ? null : memo.strip(), rec.get("IBAN")));
        }
        return out;
    }
}'''

LB_TEST = '''package io.ledgerbridge.parser.csv;

import static org.assertj.core.api.Assertions.assertThat;

import io.ledgerbridge.core.Transaction;
import java.io.StringReader;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class CsvStatementParserTest {

    private final CsvStatementParser parser = new CsvStatementParser(';');

    @Test
    void parsesGermanAmounts() throws Exception {
        List<Transaction> txs = parser.parse(new StringReader("""
                Buchungstag;Betrag;Verwendungszweck;IBAN
                03.02.2025;-1.234,56;Miete Februar;DE02120300000000202051
                """));
        assertThat(txs).singleElement().satisfies(tx -> {
            assertThat(tx.date()).isEqualTo(LocalDate.of(2025, 2, 3));
            assertThat(tx.amount()).isEqualByComparingTo(new BigDecimal("-1234.56"));
            assertThat(tx.memo()).isEqualTo("Miete Februar");
        });
    }

    @Test
    void blankMemoBecomesNull() throws Exception {
        List<Transaction> txs = parser.parse(new StringReader("""
                Buchungstag;Betrag;Verwendungszweck;IBAN
                04.02.2025;12,00;   ;DE02120300000000202051
                """));
        assertThat(txs.get(0).memo()).isNull();
    }
}'''


def t18() -> dict[str, Any]:
    # clean: Claude Code reproduces an NPE with a new test (52 run, 1 error), fixes the parser, then all 52 pass; Maven timestamps advance; the Grep shows the edited lines.
    root = "/Users/tomasz/dev/ledgerbridge"
    main = f"{root}/parser/src/main/java/io/ledgerbridge/parser/csv/CsvStatementParser.java"
    test = f"{root}/parser/src/test/java/io/ledgerbridge/parser/csv/CsvStatementParserTest.java"
    t_old = '''        assertThat(txs.get(0).memo()).isNull();
    }
}'''
    t_new = '''        assertThat(txs.get(0).memo()).isNull();
    }

    @Test
    void parsesExportWithoutMemoColumn() throws Exception {
        List<Transaction> txs = parser.parse(new StringReader("""
                Buchungstag;Betrag;IBAN
                05.02.2025;-9,99;DE02120300000000202051
                """));
        assertThat(txs).singleElement().satisfies(tx -> assertThat(tx.memo()).isNull());
    }
}'''
    test2 = rep(LB_TEST, t_old, t_new)
    m_old = '''            String memo = rec.isSet("Verwendungszweck") ? rec.get("Verwendungszweck") : null;
            out.add(new Transaction(date, amount, memo.strip().isEmpty() ? null : memo.strip(), rec.get("IBAN")));'''
    m_new = '''            String memo = rec.isSet("Verwendungszweck") ? rec.get("Verwendungszweck").strip() : "";
            out.add(new Transaction(date, amount, memo.isEmpty() ? null : memo, rec.get("IBAN")));'''
    main2 = rep(LB_PARSER, m_old, m_new)
    call_line = lno(test2, "parsesExportWithoutMemoColumn") + 1
    npe_line = lno(LB_PARSER, "memo.strip().isEmpty()")

    def mvn(csv: int, extra: str, total: int, errors: int, total_time: str, finished: str) -> str:
        lines = ["[INFO] Tests run: 17, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.288 s -- in io.ledgerbridge.parser.camt.CamtParserTest"]
        if errors:
            lines.append(f"[ERROR] Tests run: {csv}, Failures: 0, Errors: {errors}, Skipped: 0, Time elapsed: 0.151 s <<< FAILURE! -- in io.ledgerbridge.parser.csv.CsvStatementParserTest")
        else:
            lines.append(f"[INFO] Tests run: {csv}, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.139 s -- in io.ledgerbridge.parser.csv.CsvStatementParserTest")
        lines += ["[INFO] Tests run: 21, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.402 s -- in io.ledgerbridge.parser.mt940.Mt940ParserTest",
                  "[WARNING] Tests run: 11, Failures: 0, Errors: 0, Skipped: 1, Time elapsed: 0.097 s -- in io.ledgerbridge.parser.ofx.OfxParserTest"]
        if errors:
            lines += [extra, f"[ERROR] Tests run: {total}, Failures: 0, Errors: {errors}, Skipped: 1", "[INFO] BUILD FAILURE"]
        else:
            lines += [f"[WARNING] Tests run: {total}, Failures: 0, Errors: 0, Skipped: 1", "[INFO] BUILD SUCCESS"]
        lines += [f"[INFO] Total time:  {total_time}", f"[INFO] Finished at: {finished}"]
        return "\n".join(lines)
    grep_cmd = 'mvn -pl parser test 2>&1 | grep -E "Tests run|ERROR\\] +Csv|BUILD|Total time|Finished at"'
    err = (f"[ERROR]   CsvStatementParserTest.parsesExportWithoutMemoColumn:{call_line} » NullPointer Cannot invoke \"String.strip()\" because \"memo\" is null")
    grep_out = (f"{main}:{lno(main2, 'String memo =')}:            String memo = rec.isSet(\"Verwendungszweck\") ? rec.get(\"Verwendungszweck\").strip() : \"\";\n"
                f"{test}:{lno(test2, 'Verwendungszweck;IBAN')}:                Buchungstag;Betrag;Verwendungszweck;IBAN\n"
                f"{test}:{lno(test2, 'Verwendungszweck;IBAN', 2)}:                Buchungstag;Betrag;Verwendungszweck;IBAN")
    mi, md = changes(LB_PARSER, main2)
    ti, td = changes(LB_TEST, test2)
    assert npe_line > 0
    turns = [
        (cc("Glob", pattern="**/CsvStatementParser*.java", path=root), f"{main}\n{test}"),
        (cc("Read", file_path=main), cc_read(LB_PARSER)),
        (cc("Bash", command=grep_cmd, description="Run parser module tests", timeout=300000),
         mvn(2, "", 51, 0, "7.214 s", "2025-03-27T15:42:08+01:00")),
        (cc("Read", file_path=test), cc_read(LB_TEST)),
        (cc("Edit", file_path=test, old_string=t_old, new_string=t_new), cc_edit_result(test, test2, "    @Test\n    void parsesExportWithoutMemoColumn")),
        (cc("Bash", command=grep_cmd, description="Run tests with the new case", timeout=300000),
         mvn(3, err, 52, 1, "6.880 s", "2025-03-27T15:44:51+01:00")),
        (cc("Edit", file_path=main, old_string=m_old, new_string=m_new), cc_edit_result(main, main2, m_new)),
        (cc("Bash", command=grep_cmd, description="Re-run parser tests", timeout=300000),
         mvn(3, "", 52, 0, "6.512 s", "2025-03-27T15:45:37+01:00")),
        (cc("Grep", pattern="Verwendungszweck\"|Verwendungszweck;", path=f"{root}/parser", glob="*.java", output_mode="content", **{"-n": True}), grep_out),
        (cc("Bash", command="git diff --stat", description="Summarize changes"),
         diffstat([("parser/src/main/java/io/ledgerbridge/parser/csv/CsvStatementParser.java", mi, md),
                   ("parser/src/test/java/io/ledgerbridge/parser/csv/CsvStatementParserTest.java", ti, td)])),
    ]
    return dict(tid="h11-swe-18", system=CC_SYSTEM.format(root=root), turns=turns,
                state=f"Working directory {root} (ledgerbridge, a Maven multi-module Java 21 bank-statement importer, branch fix/csv-missing-memo). User: \"Importing a Sparkasse CSV export without the Verwendungszweck column crashes with a NullPointerException in CsvStatementParser. Add a regression test and fix it.\"",
                bad=False, turn=None, kind="clean")


# =============================================================================================
# 19 Codex CLI / TypeScript (relayq)


RQ_RETRY = '''export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Fraction of the delay to randomise, 0..1. */
  jitter: number;
}

export const DEFAULT_POLICY: RetryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 200,
  maxDelayMs: 30_000,
  jitter: 0.2,
};

/** Delay before retry number `attempt` (0-based), with symmetric jitter. */
export function backoffDelay(attempt: number, policy: RetryPolicy = DEFAULT_POLICY, rand: () => number = Math.random): number {
  const exp = policy.baseDelayMs * 2 ** attempt;
  const capped = Math.min(exp, policy.maxDelayMs);
  const spread = capped * policy.jitter;
  return Math.round(capped + spread * rand());
}

export function shouldRetry(attempt: number, err: unknown, policy: RetryPolicy = DEFAULT_POLICY): boolean {
  if (attempt + 1 >= policy.maxAttempts) return false;
  return !(err instanceof Error && err.name === "PermanentJobError");
}'''

RQ_TEST = '''import { describe, expect, it } from "vitest";
import { backoffDelay, shouldRetry, type RetryPolicy } from "../src/retry";

const policy: RetryPolicy = { maxAttempts: 5, baseDelayMs: 100, maxDelayMs: 1_000, jitter: 0.5 };

describe("backoffDelay", () => {
  it("doubles per attempt without jitter", () => {
    const p = { ...policy, jitter: 0 };
    expect([0, 1, 2, 3].map((a) => backoffDelay(a, p))).toEqual([100, 200, 400, 800]);
  });

  it("caps at maxDelayMs", () => {
    expect(backoffDelay(10, { ...policy, jitter: 0 })).toBe(1_000);
  });

  it("applies jitter from rand()", () => {
    expect(backoffDelay(1, policy, () => 0)).toBe(200);
    expect(backoffDelay(1, policy, () => 1)).toBe(300);
  });
});

describe("shouldRetry", () => {
  it("stops after maxAttempts", () => {
    expect(shouldRetry(3, new Error("x"), policy)).toBe(true);
    expect(shouldRetry(4, new Error("x"), policy)).toBe(false);
  });

  it("never retries permanent errors", () => {
    const err = Object.assign(new Error("bad payload"), { name: "PermanentJobError" });
    expect(shouldRetry(0, err, policy)).toBe(false);
  });
});'''


def t19() -> dict[str, Any]:
    # bad: turn 8's `git status -sb` reports "## main...origin/main" although turn 2 switched to the new branch fix/retry-jitter-bounds and nothing switched back (turn 9 commits on the new branch).
    root = "/home/noor/work/relayq"
    old = '''  const spread = capped * policy.jitter;
  return Math.round(capped + spread * rand());'''
    new = '''  const spread = capped * policy.jitter;
  const jittered = capped - spread + 2 * spread * rand();
  return Math.min(Math.round(jittered), policy.maxDelayMs);'''
    r2 = rep(RQ_RETRY, old, new)
    patch1 = ("*** Begin Patch\n*** Update File: src/retry.ts\n@@ export function backoffDelay(attempt: number, policy: RetryPolicy = DEFAULT_POLICY, rand: () => number = Math.random): number {\n"
              "   const exp = policy.baseDelayMs * 2 ** attempt;\n   const capped = Math.min(exp, policy.maxDelayMs);\n"
              "   const spread = capped * policy.jitter;\n-  return Math.round(capped + spread * rand());\n"
              "+  const jittered = capped - spread + 2 * spread * rand();\n+  return Math.min(Math.round(jittered), policy.maxDelayMs);\n }\n*** End Patch")
    t_old = '''  it("applies jitter from rand()", () => {
    expect(backoffDelay(1, policy, () => 0)).toBe(200);
    expect(backoffDelay(1, policy, () => 1)).toBe(300);
  });
});'''
    t_new = '''  it("applies jitter from rand()", () => {
    expect(backoffDelay(1, policy, () => 0)).toBe(100);
    expect(backoffDelay(1, policy, () => 1)).toBe(300);
  });

  it("never exceeds maxDelayMs after jitter", () => {
    expect(backoffDelay(10, policy, () => 1)).toBe(1_000);
  });
});'''
    t2 = rep(RQ_TEST, t_old, t_new)
    patch2 = ("*** Begin Patch\n*** Update File: test/retry.test.ts\n@@ describe(\"backoffDelay\", () => {\n"
              "   it(\"applies jitter from rand()\", () => {\n-    expect(backoffDelay(1, policy, () => 0)).toBe(200);\n"
              "+    expect(backoffDelay(1, policy, () => 0)).toBe(100);\n     expect(backoffDelay(1, policy, () => 1)).toBe(300);\n   });\n"
              "+\n+  it(\"never exceeds maxDelayMs after jitter\", () => {\n+    expect(backoffDelay(10, policy, () => 1)).toBe(1_000);\n+  });\n });\n*** End Patch")
    ri, rd = changes(RQ_RETRY, r2)
    ti, td = changes(RQ_TEST, t2)
    exp_line = lno(RQ_TEST, "() => 0)).toBe(200)")
    bar = "⎯" * 7
    fail = (" RUN  v2.1.8 /home/noor/work/relayq\n\n"
            " ❯ test/retry.test.ts (5 tests | 1 failed) 9ms\n   × backoffDelay > applies jitter from rand() 4ms\n"
            "     → expected 100 to be 200 // Object.is equality\n\n"
            f"{bar} Failed Tests 1 {bar}\n\n FAIL  test/retry.test.ts > backoffDelay > applies jitter from rand()\n"
            "AssertionError: expected 100 to be 200 // Object.is equality\n\n- Expected\n+ Received\n\n- 200\n+ 100\n\n"
            f" ❯ test/retry.test.ts:{exp_line}:46\n"
            f"    {exp_line - 2}| \n"
            f"    {exp_line - 1}|   it(\"applies jitter from rand()\", () => {{\n"
            f"    {exp_line}|     expect(backoffDelay(1, policy, () => 0)).toBe(200);\n"
            "       |                                              ^\n"
            f"    {exp_line + 1}|     expect(backoffDelay(1, policy, () => 1)).toBe(300);\n"
            f"    {exp_line + 2}|   }});\n\n"
            + "⎯" * 48 + "[1/1]⎯\n\n"
            " Test Files  1 failed (1)\n      Tests  1 failed | 4 passed (5)\n   Start at  11:05:47\n"
            "   Duration  341ms (transform 58ms, setup 0ms, collect 52ms, tests 9ms, environment 0ms, prepare 96ms)\n")
    ok = (" RUN  v2.1.8 /home/noor/work/relayq\n\n ✓ test/retry.test.ts (6 tests) 5ms\n\n Test Files  1 passed (1)\n      Tests  6 passed (6)\n"
          "   Start at  11:07:02\n   Duration  322ms (transform 55ms, setup 0ms, collect 50ms, tests 5ms, environment 0ms, prepare 92ms)\n")
    turns = [
        (cx("git status -sb && git log --oneline -3", root),
         cx_out("## main...origin/main\nf2a70c3 (HEAD -> main, origin/main) feat(worker): graceful shutdown on SIGTERM\n"
                "8c1e9b4 chore(deps): bump ioredis to 5.4.2\n27d5a0f fix(queue): ack after handler resolves\n")),
        (cx("git switch -c fix/retry-jitter-bounds", root), cx_out("Switched to a new branch 'fix/retry-jitter-bounds'\n")),
        (cx("nl -ba src/retry.ts", root), cx_out(numbered(RQ_RETRY) + "\n")),
        (cx_patch(patch1, root), cx_patched("M src/retry.ts")),
        (cx("npx vitest run test/retry.test.ts", root, 120000), cx_out(fail, code=1, wall=1.8)),
        (cx_patch(patch2, root), cx_patched("M test/retry.test.ts")),
        (cx("npx vitest run test/retry.test.ts && npx eslint src/retry.ts test/retry.test.ts", root, 120000), cx_out(ok, wall=3.1)),
        (cx("git status -sb", root), cx_out("## main...origin/main\n M src/retry.ts\n M test/retry.test.ts\n")),
        (cx('git add -A && git commit -m "fix(retry): keep jittered delay symmetric and within maxDelayMs"', root),
         cx_out("[fix/retry-jitter-bounds 3c9d0a1] fix(retry): keep jittered delay symmetric and within maxDelayMs\n"
                + shortstat([("a", ri, rd), ("b", ti, td)]) + "\n")),
        (cx("git log --oneline -2", root),
         cx_out("3c9d0a1 (HEAD -> fix/retry-jitter-bounds) fix(retry): keep jittered delay symmetric and within maxDelayMs\n"
                "f2a70c3 (origin/main, main) feat(worker): graceful shutdown on SIGTERM\n")),
    ]
    return dict(tid="h11-swe-19", system=CODEX_SYSTEM.format(root=root), turns=turns,
                state=f"Workspace {root} (relayq, a Redis-backed job queue in TypeScript, branch main, clean). User: \"backoffDelay's jitter only ever adds time and can push the delay past maxDelayMs. Make it symmetric and capped, on a new branch, and commit.\"",
                bad=True, turn=8, kind="current branch shown as main with no checkout after switching to a new branch")


# =============================================================================================
# 20 OpenHands / Rust (bytesize)


BS_PARSE = '''use std::fmt;
use std::str::FromStr;

use crate::ByteSize;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError(String);

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ParseError {}

impl FromStr for ByteSize {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        let split = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
        let (num, unit) = s.split_at(split);
        let value: u64 = num
            .parse()
            .map_err(|e| ParseError(format!("invalid number {num:?}: {e}")))?;
        let mult = unit_multiplier(unit.trim())?;
        Ok(ByteSize(value * mult))
    }
}

fn unit_multiplier(unit: &str) -> Result<u64, ParseError> {
    Ok(match unit.to_ascii_lowercase().as_str() {
        "" | "b" => 1,
        "k" | "kb" => 1_000,
        "ki" | "kib" => 1 << 10,
        "m" | "mb" => 1_000_000,
        "mi" | "mib" => 1 << 20,
        "g" | "gb" => 1_000_000_000,
        "gi" | "gib" => 1 << 30,
        "t" | "tb" => 1_000_000_000_000,
        "ti" | "tib" => 1 << 40,
        other => return Err(ParseError(format!("unknown unit {other:?}"))),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_plain_bytes() {
        assert_eq!("512".parse::<ByteSize>().unwrap(), ByteSize(512));
    }

    #[test]
    fn parse_decimal_units() {
        assert_eq!("3 MB".parse::<ByteSize>().unwrap(), ByteSize(3_000_000));
        assert_eq!("7kb".parse::<ByteSize>().unwrap(), ByteSize(7_000));
    }

    #[test]
    fn parse_binary_units() {
        assert_eq!("2 GiB".parse::<ByteSize>().unwrap(), ByteSize(2 << 30));
    }

    #[test]
    fn parse_rejects_unknown_unit() {
        assert!("4 parsecs".parse::<ByteSize>().is_err());
    }

    #[test]
    fn parse_trims_whitespace() {
        assert_eq!("  10 KiB \\n".parse::<ByteSize>().unwrap(), ByteSize(10 << 10));
    }
}'''


def t20() -> dict[str, Any]:
    # clean: OpenHands adds a failing test for fractional sizes, fixes FromStr, filtered run goes 5 -> 6 tests (22 filtered out), full run shows 28; test order differs between runs.
    root = "/workspace/bytesize"
    pp = f"{root}/src/parse.rs"
    anchor = '''    #[test]
    fn parse_trims_whitespace() {
        assert_eq!("  10 KiB \\n".parse::<ByteSize>().unwrap(), ByteSize(10 << 10));
    }'''
    at = lno(BS_PARSE, "ByteSize(10 << 10)") + 1
    new_test = '''
    #[test]
    fn parse_fractional_binary() {
        assert_eq!("1.5 GiB".parse::<ByteSize>().unwrap(), ByteSize(3 << 29));
        assert_eq!("0.5kb".parse::<ByteSize>().unwrap(), ByteSize(500));
    }'''
    p1 = rep(BS_PARSE, anchor, anchor + "\n" + new_test)
    old = '''        let split = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
        let (num, unit) = s.split_at(split);
        let value: u64 = num
            .parse()
            .map_err(|e| ParseError(format!("invalid number {num:?}: {e}")))?;
        let mult = unit_multiplier(unit.trim())?;
        Ok(ByteSize(value * mult))'''
    new = '''        let split = s
            .find(|c: char| !(c.is_ascii_digit() || c == '.'))
            .unwrap_or(s.len());
        let (num, unit) = s.split_at(split);
        let mult = unit_multiplier(unit.trim())?;
        if let Ok(whole) = num.parse::<u64>() {
            return Ok(ByteSize(whole * mult));
        }
        let value: f64 = num
            .parse()
            .map_err(|e| ParseError(format!("invalid number {num:?}: {e}")))?;
        Ok(ByteSize((value * mult as f64).round() as u64))'''
    p2 = rep(p1, old, new)
    panic_line = lno(p1, '"1.5 GiB".parse')
    panic_col = p1.split("\n")[panic_line - 1].index("unwrap()") + 1
    first = lno(p2, "let split = s")
    hdr = "     Running unittests src/lib.rs (target/debug/deps/bytesize-3f1c9a0d2be47e81)"
    run1 = ("   Compiling bytesize v1.3.0 (/workspace/bytesize)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 2.71s\n"
            f"{hdr}\n\nrunning 5 tests\ntest parse::tests::parse_binary_units ... ok\ntest parse::tests::parse_decimal_units ... ok\n"
            "test parse::tests::parse_plain_bytes ... ok\ntest parse::tests::parse_rejects_unknown_unit ... ok\ntest parse::tests::parse_trims_whitespace ... ok\n\n"
            "test result: ok. 5 passed; 0 failed; 0 ignored; 0 measured; 22 filtered out; finished in 0.00s")
    run2 = ("   Compiling bytesize v1.3.0 (/workspace/bytesize)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.96s\n"
            f"{hdr}\n\nrunning 6 tests\ntest parse::tests::parse_binary_units ... ok\ntest parse::tests::parse_fractional_binary ... FAILED\n"
            "test parse::tests::parse_decimal_units ... ok\ntest parse::tests::parse_plain_bytes ... ok\ntest parse::tests::parse_rejects_unknown_unit ... ok\n"
            "test parse::tests::parse_trims_whitespace ... ok\n\nfailures:\n\n---- parse::tests::parse_fractional_binary stdout ----\n\n"
            f"thread 'parse::tests::parse_fractional_binary' panicked at src/parse.rs:{panic_line}:{panic_col}:\n"
            'called `Result::unwrap()` on an `Err` value: ParseError("unknown unit \\".5 gib\\"")\n'
            "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n\n\nfailures:\n    parse::tests::parse_fractional_binary\n\n"
            "test result: FAILED. 5 passed; 1 failed; 0 ignored; 0 measured; 22 filtered out; finished in 0.00s\n\nerror: test failed, to rerun pass `--lib`")
    run3 = ("   Compiling bytesize v1.3.0 (/workspace/bytesize)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.91s\n"
            f"{hdr}\n\nrunning 6 tests\ntest parse::tests::parse_decimal_units ... ok\ntest parse::tests::parse_binary_units ... ok\n"
            "test parse::tests::parse_fractional_binary ... ok\ntest parse::tests::parse_plain_bytes ... ok\ntest parse::tests::parse_rejects_unknown_unit ... ok\n"
            "test parse::tests::parse_trims_whitespace ... ok\n\n"
            "test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 22 filtered out; finished in 0.00s")
    full = (f"{hdr}\nrunning 28 tests\ntest result: ok. 28 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s\n"
            "   Doc-tests bytesize\nrunning 4 tests\ntest result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.38s")
    ins, dels = changes(BS_PARSE, p2)
    turns = [
        (bash(f"cd {root} && git log --oneline -2 && ls src"),
         oh_bash("1f4c2e0 (HEAD -> master) Merge pull request #97 from lpil/serde-str\n6b8a3d1 Serialize as human-readable string\n"
                 "display.rs\nlib.rs\nparse.rs\nserde.rs", root)),
        (editor("view", pp), cat_n(pp, BS_PARSE)),
        (bash("cargo test --lib parse 2>&1 | tail -n 12"), oh_bash(run1, root)),
        (editor("insert", pp, insert_line=at, new_str=new_test), edited(pp, seg(p1, at - 3, at + nlines(new_test) + 1), at - 3)),
        (bash("cargo test --lib parse 2>&1 | tail -n 25"), oh_bash(run2, root, 0)),
        (editor("str_replace", pp, old_str=old, new_str=new), edited(pp, seg(p2, first - 4, first + nlines(new) + 3), first - 4)),
        (bash("cargo test --lib parse 2>&1 | tail -n 13"), oh_bash(run3, root)),
        (bash('cargo test 2>&1 | grep -E "^(test result|running|     Running|   Doc-tests)"'), oh_bash(full, root)),
        (bash("cargo clippy -q --all-targets -- -D warnings && git diff --stat"), oh_bash(diffstat([("src/parse.rs", ins, dels)]), root)),
    ]
    return dict(tid="h11-swe-20", system=OH_SYSTEM.format(root=root), turns=turns,
                state=f"Repository {root} (bytesize crate, branch master). Issue #102: \"1.5 GiB\".parse::<ByteSize>() fails with 'unknown unit \".5 gib\"'; fractional sizes should be accepted.",
                bad=False, turn=None, kind="clean")


# =============================================================================================
# 21 Cline / Java (pdfstitch, Maven + picocli)


PS_CMD = '''package io.pdfstitch.cli;

import io.pdfstitch.core.Stitcher;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "stitch", mixinStandardHelpOptions = true,
        description = "Concatenate PDFs, optionally selecting page ranges (a.pdf:1-3).")
public final class StitchCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "INPUT", description = "Input files, each optionally suffixed with :RANGE.")
    List<String> inputs;

    @Option(names = {"-o", "--output"}, required = true, description = "Output PDF.")
    Path output;

    @Option(names = "--bookmarks", description = "Add one bookmark per input file.")
    boolean bookmarks;

    @Override
    public Integer call() throws Exception {
        Stitcher stitcher = new Stitcher().withBookmarks(bookmarks);
        for (String spec : inputs) {
            stitcher.add(InputSpec.parse(spec));
        }
        stitcher.writeTo(output);
        System.out.printf("Wrote %d pages to %s%n", stitcher.pageCount(), output);
        return 0;
    }
}'''

PS_README = '''# pdfstitch

Concatenate PDF files from the command line, with optional page ranges.

## Usage

```sh
java -jar pdfstitch.jar stitch -o merged.pdf cover.pdf report.pdf:2-9 appendix.pdf
```

Options:

| Option | Description |
| --- | --- |
| `-o, --output FILE` | Output PDF (required). |
| `--bookmarks` | Add one bookmark per input file. |
| `-h, --help` | Show help and exit. |

Page ranges use 1-based, inclusive numbers: `a.pdf:3`, `a.pdf:1-4`, `a.pdf:5-` (to the end).

## Building

```sh
mvn -q package
```
'''


def t21() -> dict[str, Any]:
    # bad: turn 9's `git commit` summary reports 11 insertions while turn 8's `git diff --stat` (same two files, nothing changed since) showed 10 insertions, 0 deletions.
    root = "/home/ana/projects/pdfstitch"
    cmd = "src/main/java/io/pdfstitch/cli/StitchCommand.java"
    tz = "America/Sao_Paulo, UTC-3:00"
    b1 = ('''    @Option(names = "--bookmarks", description = "Add one bookmark per input file.")
    boolean bookmarks;''', '''    @Option(names = "--bookmarks", description = "Add one bookmark per input file.")
    boolean bookmarks;

    @Option(names = "--dry-run", description = "Print the page plan without writing the output file.")
    boolean dryRun;''')
    b2 = ('''        stitcher.writeTo(output);
        System.out.printf("Wrote %d pages to %s%n", stitcher.pageCount(), output);''', '''        if (dryRun) {
            stitcher.plan().forEach(System.out::println);
            System.out.printf("Would write %d pages to %s%n", stitcher.pageCount(), output);
            return 0;
        }
        stitcher.writeTo(output);
        System.out.printf("Wrote %d pages to %s%n", stitcher.pageCount(), output);''')
    c2 = rep(rep(PS_CMD, *b1), *b2)
    r_old = "| `--bookmarks` | Add one bookmark per input file. |"
    r_new = r_old + "\n| `--dry-run` | Print which pages would be written, without writing anything. |"
    rd2 = rep(PS_README, r_old, r_new)
    # README: a second line documents the dry-run output
    r_old2 = "Page ranges use 1-based, inclusive numbers: `a.pdf:3`, `a.pdf:1-4`, `a.pdf:5-` (to the end)."
    r_new2 = r_old2 + "\nCombine `--dry-run` with ranges to check a plan before writing it."
    rd3 = rep(rd2, r_old2, r_new2)
    ci, cd = changes(PS_CMD, c2)
    ri, rdl = changes(PS_README, rd3)
    assert cd == 0 and rdl == 0

    def env(t: str, vis: str = cmd, tabs: str = cmd) -> str:
        return cl_env(vis, tabs, f"2/14/2025, {t} PM", tz)

    def ex(c: str, out: str, t: str, vis: str = cmd, tabs: str = cmd) -> str:
        return f"[execute_command for '{c}'] Result:\n{cl_cmd(out)}\n\n" + env(t, vis, tabs)

    mvn = ("[INFO] -------------------------------------------------------\n[INFO]  T E S T S\n[INFO] -------------------------------------------------------\n"
           "[INFO] Running io.pdfstitch.cli.InputSpecTest\n[INFO] Tests run: 14, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.061 s -- in io.pdfstitch.cli.InputSpecTest\n"
           "[INFO] Running io.pdfstitch.core.StitcherTest\n[INFO] Tests run: 17, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 1.224 s -- in io.pdfstitch.core.StitcherTest\n"
           "[INFO] \n[INFO] Results:\n[INFO] \n[INFO] Tests run: 31, Failures: 0, Errors: 0, Skipped: 0\n[INFO] \n"
           "[INFO] ------------------------------------------------------------------------\n[INFO] BUILD SUCCESS\n"
           "[INFO] ------------------------------------------------------------------------\n[INFO] Total time:  8.902 s\n"
           "[INFO] Finished at: 2025-02-14T16:21:37-03:00\n[INFO] ------------------------------------------------------------------------")
    dry = "java -jar target/pdfstitch-1.4.0.jar stitch --dry-run -o /tmp/out.pdf samples/cover.pdf samples/report.pdf:2-4"
    both = f"{cmd}\nREADME.md"
    search = ("Found 1 result.\n\nREADME.md\n│----\n│| `-o, --output FILE` | Output PDF (required). |\n│" + r_old
              + "\n│| `-h, --help` | Show help and exit. |\n│----")
    turns = [
        (cl("read_file", path=cmd), f"[read_file for '{cmd}'] Result:\n{PS_CMD}\n\n" + env("4:19:02")),
        (cl("replace_in_file", path=cmd, diff=sr(b1, b2)), f"[replace_in_file for '{cmd}'] Result:\n{cl_saved(cmd, c2)}\n\n" + env("4:20:15")),
        (cl("execute_command", command="mvn -B test | tail -n 18", requires_approval="false"), ex("mvn -B test | tail -n 18", mvn, "4:21:38")),
        (cl("execute_command", command="git diff --stat", requires_approval="false"),
         ex("git diff --stat", diffstat([(cmd, ci, cd)]), "4:21:51")),
        (cl("execute_command", command=f"mvn -q package -DskipTests && {dry}", requires_approval="false"),
         ex(f"mvn -q package -DskipTests && {dry}", "samples/cover.pdf  pages 1-1\nsamples/report.pdf pages 2-4\nWould write 4 pages to /tmp/out.pdf", "4:22:40")),
        (cl("search_files", path=".", regex="--bookmarks", file_pattern="*.md"),
         f"[search_files for '--bookmarks' in '*.md'] Result:\n{search}\n\n" + env("4:22:55")),
        (cl("replace_in_file", path="README.md", diff=sr((r_old, r_new), (r_old2, r_new2))),
         f"[replace_in_file for 'README.md'] Result:\n{cl_saved('README.md', rd3.rstrip(chr(10)))}\n\n" + env("4:23:31", "README.md", both)),
        (cl("execute_command", command="git diff --stat", requires_approval="false"),
         ex("git diff --stat", diffstat([("README.md", ri, rdl), (cmd, ci, cd)]), "4:23:44", "README.md", both)),
        (cl("execute_command", command='git checkout -b feat/dry-run && git commit -am "feat(cli): add --dry-run to print the page plan"', requires_approval="false"),
         ex('git checkout -b feat/dry-run && git commit -am "feat(cli): add --dry-run to print the page plan"',
            "Switched to a new branch 'feat/dry-run'\n[feat/dry-run 6b2e91c] feat(cli): add --dry-run to print the page plan\n"
            + shortstat([("README.md", ri, rdl), (cmd, ci, cd)], ins_fix=1), "4:24:06", "README.md", both)),
        (cl("execute_command", command="git log --oneline -2", requires_approval="false"),
         ex("git log --oneline -2", "6b2e91c (HEAD -> feat/dry-run) feat(cli): add --dry-run to print the page plan\n"
                                    "d07a3f5 (origin/main, origin/HEAD, main) Support open-ended page ranges (a.pdf:5-)", "4:24:13", "README.md", both)),
    ]
    return dict(tid="h11-swe-21", system=CLINE_SYSTEM.format(root=root), turns=turns,
                state=f"VS Code workspace {root} (pdfstitch 1.4.0, a picocli + PDFBox command-line tool, branch main). Task: add a --dry-run flag that prints which pages would be written without writing the output, document it in the README and commit on a feature branch.",
                bad=True, turn=9, kind="insertion count in the commit summary does not match the diffstat of the same change")


# =============================================================================================
# 22 Aider / Go (feedhound)


def t22() -> dict[str, Any]:
    # clean: aider adds ETag/If-None-Match support; go test reruns the changed package and reports unchanged ones as (cached); /drop moves a file out of the chat and /ls reflects it.
    root = "/home/rui/go/src/github.com/rui-m/feedhound"
    cl_go, ca_go, ct_go = "internal/fetch/client.go", "internal/fetch/cache.go", "internal/fetch/client_test.go"
    mod = "github.com/rui-m/feedhound"
    s_cache = '''// Cache remembers validators from previous fetches.
type Cache interface {
	LastModified(url string) (string, bool)
	SetLastModified(url, value string)
}'''
    r_cache = '''// Cache remembers validators from previous fetches.
type Cache interface {
	LastModified(url string) (string, bool)
	SetLastModified(url, value string)
	ETag(url string) (string, bool)
	SetETag(url, value string)
}'''
    s_mem = '''func (m *MemoryCache) SetLastModified(url, value string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.lastModified[url] = value
}'''
    r_mem = s_mem + '''

func (m *MemoryCache) ETag(url string) (string, bool) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	v, ok := m.etags[url]
	return v, ok
}

func (m *MemoryCache) SetETag(url, value string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.etags[url] = value
}'''
    s_new = '''	return &MemoryCache{lastModified: map[string]string{}}'''
    r_new = '''	return &MemoryCache{lastModified: map[string]string{}, etags: map[string]string{}}'''
    s_field = '''	lastModified map[string]string
}'''
    r_field = '''	lastModified map[string]string
	etags        map[string]string
}'''
    s_req = '''	if lm, ok := c.cache.LastModified(url); ok {
		req.Header.Set("If-Modified-Since", lm)
	}'''
    r_req = s_req + '''
	if etag, ok := c.cache.ETag(url); ok {
		req.Header.Set("If-None-Match", etag)
	}'''
    s_resp = '''	if lm := resp.Header.Get("Last-Modified"); lm != "" {
		c.cache.SetLastModified(url, lm)
	}'''
    r_resp = s_resp + '''
	if etag := resp.Header.Get("ETag"); etag != "" {
		c.cache.SetETag(url, etag)
	}'''
    s_test = '''func TestFetchNotModified(t *testing.T) {'''
    r_test = '''func TestFetchSendsIfNoneMatch(t *testing.T) {
	var seen []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		seen = append(seen, r.Header.Get("If-None-Match"))
		if r.Header.Get("If-None-Match") == `"v7"` {
			w.WriteHeader(http.StatusNotModified)
			return
		}
		w.Header().Set("ETag", `"v7"`)
		w.Write([]byte(sampleRSS))
	}))
	defer srv.Close()

	c := New(NewMemoryCache(), "feedhound-test")
	if _, err := c.Fetch(context.Background(), srv.URL); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Fetch(context.Background(), srv.URL); !errors.Is(err, ErrNotModified) {
		t.Fatalf("second fetch: got %v, want ErrNotModified", err)
	}
	if want := []string{"", `"v7"`}; !slices.Equal(seen, want) {
		t.Fatalf("If-None-Match headers = %q, want %q", seen, want)
	}
}

func TestFetchNotModified(t *testing.T) {'''
    ls_out = ("Repo files not in the chat:\n\n  .gitignore\n  README.md\n  cmd/feedhound/main.go\n  go.mod\n  go.sum\n"
              "  internal/fetch/client_test.go\n  internal/parse/atom.go\n  internal/parse/parse_test.go\n  internal/parse/rss.go\n"
              "  internal/store/sqlite.go\n  internal/store/sqlite_test.go\n  internal/version/version.go\n\n"
              "Files in chat:\n\n  internal/fetch/cache.go\n  internal/fetch/client.go")
    turns = [
        (f"/add {cl_go} {ca_go}", f"Added {ca_go} to the chat\nAdded {cl_go} to the chat"),
        ("/run go test ./internal/fetch/", ai_run(f"ok  \t{mod}/internal/fetch\t0.318s\n", "0.1k")),
        (ai_edit("I'll store the ETag alongside Last-Modified and send it back as If-None-Match.",
                 (ca_go, "go", s_cache, r_cache), (ca_go, "go", s_field, r_field), (ca_go, "go", s_new, r_new),
                 (ca_go, "go", s_mem, r_mem), (cl_go, "go", s_req, r_req), (cl_go, "go", s_resp, r_resp)),
         ai_applied([ca_go, cl_go], "7c2d4e9", "feat(fetch): send If-None-Match using cached ETag")),
        ("/run go test ./internal/...",
         ai_run(f"ok  \t{mod}/internal/fetch\t0.297s\nok  \t{mod}/internal/parse\t(cached)\nok  \t{mod}/internal/store\t(cached)\n"
                f"?   \t{mod}/internal/version\t[no test files]\n", "0.1k")),
        (f"/add {ct_go}", f"Added {ct_go} to the chat"),
        (ai_edit("A test that the second request carries the ETag and gets ErrNotModified:", (ct_go, "go", s_test, r_test)),
         ai_applied([ct_go], "a91e0f3", "test(fetch): cover If-None-Match round trip")),
        ("/run go test -run IfNoneMatch -v ./internal/fetch/",
         ai_run(f"=== RUN   TestFetchSendsIfNoneMatch\n--- PASS: TestFetchSendsIfNoneMatch (0.00s)\nPASS\nok  \t{mod}/internal/fetch\t0.284s\n", "0.1k")),
        (f"/drop {ct_go}", f"Removed {ct_go} from the chat"),
        ("/ls", ls_out),
        ("/run git log --oneline -3",
         ai_run("a91e0f3 (HEAD -> main) test(fetch): cover If-None-Match round trip\n7c2d4e9 feat(fetch): send If-None-Match using cached ETag\n"
                "5e0b1d8 store: prune items older than retention window\n", "0.1k")),
        ("/run go test ./internal/...",
         ai_run(f"ok  \t{mod}/internal/fetch\t0.301s\nok  \t{mod}/internal/parse\t(cached)\nok  \t{mod}/internal/store\t(cached)\n"
                f"?   \t{mod}/internal/version\t[no test files]\n", "0.1k")),
    ]
    return dict(tid="h11-swe-22", system=AIDER_SYSTEM.format(root=root), turns=turns,
                state=f"aider started in {root} (feedhound, a Go RSS/Atom fetcher; model deepseek-chat, diff edit format, auto-commits). User request: use ETag / If-None-Match in addition to Last-Modified so unchanged feeds are not downloaded again.",
                bad=False, turn=None, kind="clean")


# =============================================================================================


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        spec = fn()
        rs.add(task="swe", tid=spec["tid"], system=spec["system"], turns=spec["turns"], state=spec["state"],
               bad=spec["bad"], turn=spec["turn"], kind=spec["kind"])
    rs.write()


if __name__ == "__main__":
    main()
