# ruff: noqa: E501
"""holdout66, swe part: 22 coding-agent trajectories (11 with exactly one contradiction, 11 clean).

Harnesses: OpenHands (execute_bash / str_replace_editor), SWE-agent (open / edit / search commands),
Codex CLI (shell and apply_patch calls), Gemini CLI (read_file / replace / run_shell_command ...) and
Claude Code (Bash / Read / Edit / Grep / Glob). Projects: Express, a Rust crate, Rails, Vue, Laravel,
Next.js, Spring Boot, Svelte, a Python library, Phoenix, React (mainstream) and Elm, Nim, Clojure,
Haskell, Crystal, Flutter, Zig, Gleam, OCaml (less common). Written without looking at the checker.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent import rowkit2 as rk
from tests.decoherence.independent.rowkit2 import bash, cat_n, edited, editor, gem_run, gshell, oh_bash

TASK = "swe"

BASE = ("You are a tool world model: a simulated command-line and filesystem environment for a coding agent "
        "working in {root}. For every tool call, produce exactly what the real tool would print or return, in "
        "its real format (plain text, JSON, tables, line numbers), with plausible timestamps, PIDs, hashes and "
        "sizes. Keep one consistent picture of the repository, its files, its git history and its running "
        "processes across turns: what was created stays until removed, what was removed stays gone, edits "
        "persist, and errors reflect the actual state (missing paths, failing builds, exit codes).\n\n"
        "Available tools:\n{tools}\n\nGive the tool output after **Environment Observation:**.")


def sysp(root: str, tools: list[dict[str, Any]]) -> str:
    return BASE.format(root=root, tools=json.dumps(tools, indent=1))


def t(name: str, desc: str, props: dict[str, Any], req: list[str]) -> dict[str, Any]:
    return {"name": name, "description": desc, "parameters": {"type": "object", "properties": props, "required": req}}


S: dict[str, Any] = {"type": "string"}
N: dict[str, Any] = {"type": "integer"}

OH_TOOLS = [
    t("execute_bash", "Run a bash command in the sandbox terminal; long-running commands should be backgrounded.",
      {"command": S, "is_input": S, "timeout": N}, ["command"]),
    t("str_replace_editor", "View, create and edit files: view, create, str_replace, insert, undo_edit.",
      {"command": S, "path": S, "file_text": S, "old_str": S, "new_str": S, "insert_line": N,
       "view_range": {"type": "array", "items": N}}, ["command", "path"]),
]
GEM_TOOLS = [
    t("read_file", "Read a file's content (text files are returned as-is).", {"absolute_path": S, "offset": N, "limit": N}, ["absolute_path"]),
    t("write_file", "Write content to a file, creating it if needed.", {"file_path": S, "content": S}, ["file_path", "content"]),
    t("replace", "Replace an exact string in a file.", {"file_path": S, "old_string": S, "new_string": S, "expected_replacements": N}, ["file_path", "old_string", "new_string"]),
    t("list_directory", "List the entries of a directory.", {"path": S}, ["path"]),
    t("glob", "Find files matching a glob pattern, newest first.", {"pattern": S, "path": S}, ["pattern"]),
    t("search_file_content", "Search file contents with a regular expression.", {"pattern": S, "path": S, "include": S}, ["pattern"]),
    t("run_shell_command", "Run a shell command with bash -c.", {"command": S, "description": S, "directory": S}, ["command"]),
]
CC_TOOLS = [
    t("Bash", "Run a bash command in a persistent shell.", {"command": S, "description": S, "timeout": N}, ["command"]),
    t("Read", "Read a file with line numbers.", {"file_path": S, "offset": N, "limit": N}, ["file_path"]),
    t("Edit", "Replace an exact string in a file that was read before.", {"file_path": S, "old_string": S, "new_string": S, "replace_all": {"type": "boolean"}}, ["file_path", "old_string", "new_string"]),
    t("Write", "Write a whole file.", {"file_path": S, "content": S}, ["file_path", "content"]),
    t("Grep", "Search file contents with ripgrep.", {"pattern": S, "path": S, "glob": S, "output_mode": S, "-n": {"type": "boolean"}}, ["pattern"]),
    t("Glob", "List files matching a glob pattern, sorted by modification time.", {"pattern": S, "path": S}, ["pattern"]),
]
CODEX_TOOLS = [
    t("shell", "Run a command (argv array) in workdir; returns output and exit metadata. Use [\"apply_patch\", PATCH] to edit files.",
      {"command": {"type": "array", "items": S}, "workdir": S, "timeout_ms": N}, ["command"]),
]
SWEA_TOOLS = [
    t("open", "open <path> [<line_number>]: open a file in the 100-line window, optionally centred on a line.", {"path": S, "line_number": N}, ["path"]),
    t("goto", "goto <line_number>: move the window to a line.", {"line_number": N}, ["line_number"]),
    t("scroll_down", "scroll_down: move the window down 100 lines.", {}, []),
    t("create", "create <filename>: create and open a new empty file.", {"filename": S}, ["filename"]),
    t("edit", "edit <start>:<end> then the replacement lines then end_of_edit: replace lines of the open file.", {"replacement_text": S}, ["replacement_text"]),
    t("search_dir", "search_dir <term> [<dir>]: files containing a term.", {"search_term": S, "dir": S}, ["search_term"]),
    t("search_file", "search_file <term> [<file>]: matching lines in a file.", {"search_term": S, "file": S}, ["search_term"]),
    t("find_file", "find_file <name> [<dir>]: find files by name.", {"file_name": S, "dir": S}, ["file_name"]),
    t("bash", "Any other shell command, run in the current directory.", {"command": S}, ["command"]),
]


# ---------- harness helpers ----------

def cc(name: str, **kw: Any) -> str:
    return rk.call(name, **kw)


def cc_read(text: str, start: int = 1) -> str:
    return "\n".join(f"{i:6d}→{line}" for i, line in enumerate(text.split("\n"), start))


def cc_edit(path: str, text: str, start: int) -> str:
    return (f"The file {path} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n"
            + cc_read(text, start))


def cx(cmd: str, workdir: str) -> str:
    return rk.jblock({"name": "shell", "arguments": {"command": ["bash", "-lc", cmd], "workdir": workdir, "timeout_ms": 120000}})


def cx_patch(patch: str, workdir: str) -> str:
    return rk.jblock({"name": "shell", "arguments": {"command": ["apply_patch", patch], "workdir": workdir}})


def cx_out(out: str, code: int = 0, dur: float = 0.1) -> str:
    return json.dumps({"output": out, "metadata": {"exit_code": code, "duration_seconds": dur}}, indent=2, ensure_ascii=False)


def swa(thought: str, cmd: str) -> str:
    return f"{thought}\n```\n{cmd}\n```"


def swa_tail(open_file: str, cwd: str) -> str:
    return f"(Open file: {open_file})\n(Current directory: {cwd})\nbash-$"


def swa_win(path: str, text: str, first: int, last: int | None = None) -> str:
    lines = text.split("\n")
    total = len(lines)
    last = min(total, first + 99 if last is None else last)
    out = [f"[File: {path} ({total} lines total)]"]
    if first > 1:
        out.append(f"({first - 1} more lines above)")
    out += [f"{i}:{lines[i - 1]}" for i in range(first, last + 1)]
    if last < total:
        out.append(f"({total - last} more lines below)")
    return "\n".join(out)


SWA_EDITED = ("File updated. Please review the changes and make sure they are correct (correct indentation, no "
              "duplicate lines, etc). Edit the file again if necessary.")


def gem_read(text: str) -> str:
    return text


def gem_ok(path: str, n: int = 1) -> str:
    return f"Successfully modified file: {path} ({n} replacements)."


def gem_new(path: str) -> str:
    return f"Successfully created and wrote to new file: {path}."


def rng(text: str, a: int, b: int) -> str:
    return "\n".join(text.split("\n")[a - 1:b])


# =====================================================================================================
# 01 clean -- Express API, OpenHands
# =====================================================================================================

ITEMS_JS = """const express = require('express');
const { listItems, getItem, createItem } = require('../store/items');
const { validateItem } = require('../validators/item');

const router = express.Router();

router.get('/', async (req, res, next) => {
  try {
    const limit = parseInt(req.query.limit, 10) || 20;
    const offset = parseInt(req.query.offset, 10) || 0;
    const { rows, total } = await listItems({ limit, offset, tag: req.query.tag });
    res.set('X-Total-Count', String(total));
    res.json({ items: rows, limit, offset });
  } catch (err) {
    next(err);
  }
});

router.get('/:id', async (req, res, next) => {
  try {
    const item = await getItem(req.params.id);
    if (!item) return res.status(404).json({ error: 'not_found' });
    res.json(item);
  } catch (err) {
    next(err);
  }
});

router.post('/', async (req, res, next) => {
  const errors = validateItem(req.body);
  if (errors.length) return res.status(422).json({ errors });
  try {
    const item = await createItem(req.body);
    res.status(201).location(`/items/${item.id}`).json(item);
  } catch (err) {
    next(err);
  }
});

module.exports = router;"""

ITEMS_OLD = "    const limit = parseInt(req.query.limit, 10) || 20;"
ITEMS_NEW = """    const requested = parseInt(req.query.limit, 10) || 20;
    const limit = Math.min(Math.max(requested, 1), MAX_LIMIT);"""
ITEMS_JS2 = ITEMS_JS.replace(ITEMS_OLD, ITEMS_NEW).replace(
    "const router = express.Router();", "const router = express.Router();\nconst MAX_LIMIT = 100;")

NEW_TEST = """  it('caps limit at 100', async () => {
    const res = await request(app).get('/items?limit=5000');
    expect(res.status).toBe(200);
    expect(res.body.limit).toBe(100);
    expect(res.body.items.length).toBeLessThanOrEqual(100);
  });
"""
TEST_CTX = """  it('sets X-Total-Count', async () => {
    const res = await request(app).get('/items?limit=2');
    expect(res.headers['x-total-count']).toBe('37');
  });

""" + NEW_TEST + """});

describe('GET /items/:id', () => {"""


def jest_items(n_cap: bool, times: list[int], total_s: str) -> str:
    lines = [" PASS  tests/items.test.js", "  GET /items",
             f"    ✓ returns the first page with default limit ({times[0]} ms)",
             f"    ✓ honours offset ({times[1]} ms)",
             f"    ✓ filters by tag ({times[2]} ms)",
             f"    ✓ sets X-Total-Count ({times[3]} ms)"]
    if n_cap:
        lines.append(f"    ✓ caps limit at 100 ({times[7]} ms)")
    lines += ["  GET /items/:id", f"    ✓ returns an item ({times[4]} ms)",
              f"    ✓ returns 404 for an unknown id ({times[5]} ms)", "  POST /items",
              f"    ✓ rejects an item without a name ({times[6]} ms)", ""]
    n = 8 if n_cap else 7
    lines += ["Test Suites: 1 passed, 1 total", f"Tests:       {n} passed, {n} total", "Snapshots:   0 total",
              f"Time:        {total_s} s, estimated 2 s", "Ran all test suites matching /tests\\/items.test.js/i."]
    return "\n".join(lines)


def t01(rs: rk.RowSet) -> None:
    root = "/workspace/tally-api"
    turns = [
        (bash(f"cd {root} && git status && git log --oneline -3"),
         oh_bash("On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, working tree clean\n"
                 "a41c7e2 (HEAD -> main, origin/main) Add tag filter to GET /items\n"
                 "9b03f5d Validate item payloads with shared schema\n"
                 "e7d2c18 Return Location header on create", root)),
        (editor("view", f"{root}/src/routes/items.js"), cat_n(f"{root}/src/routes/items.js", ITEMS_JS)),
        (editor("str_replace", f"{root}/src/routes/items.js", old_str="const router = express.Router();\n\nrouter.get('/', async (req, res, next) => {\n  try {\n" + ITEMS_OLD,
                new_str="const router = express.Router();\nconst MAX_LIMIT = 100;\n\nrouter.get('/', async (req, res, next) => {\n  try {\n" + ITEMS_NEW),
         edited(f"{root}/src/routes/items.js", rng(ITEMS_JS2, 2, 17), 2)),
        (bash("npx jest tests/items.test.js"), oh_bash(jest_items(False, [51, 14, 11, 9, 8, 6, 7, 0], "1.126"), root)),
        (editor("insert", f"{root}/tests/items.test.js", insert_line=38, new_str=NEW_TEST),
         edited(f"{root}/tests/items.test.js", TEST_CTX, 34)),
        (bash("npx jest tests/items.test.js"), oh_bash(jest_items(True, [47, 13, 10, 9, 8, 5, 7, 11], "1.084"), root)),
        (bash("git add -A && git commit -m \"Cap the items page size at 100\""),
         oh_bash("[main 5d0e3b1] Cap the items page size at 100\n 2 files changed, 9 insertions(+), 1 deletion(-)", root)),
        (bash("git log --oneline -4 && git status -sb"),
         oh_bash("5d0e3b1 (HEAD -> main) Cap the items page size at 100\n"
                 "a41c7e2 (origin/main) Add tag filter to GET /items\n"
                 "9b03f5d Validate item payloads with shared schema\n"
                 "e7d2c18 Return Location header on create\n"
                 "## main...origin/main [ahead 1]", root)),
    ]
    rs.add(TASK, "h66-swe-01", sysp(root, OH_TOOLS), turns)


# =====================================================================================================
# 02 bad -- Elm budget app, Claude Code (commit id with two characters swapped)
# =====================================================================================================

MAIN_ELM = """-- MSG


type Msg
    = AddEntry
    | DeleteEntry Entry
    | UpdateDescription String
    | UpdateAmount String
    | SelectCategory Category
    | ClearAll



-- UPDATE


update : Msg -> Model -> ( Model, Cmd Msg )
update msg model =
    case msg of
        AddEntry ->
            case String.toFloat model.amountInput of
                Just amount ->
                    let
                        entry =
                            { id = model.nextId
                            , description = String.trim model.descriptionInput
                            , amount = amount
                            , category = model.category
                            }
                    in
                    ( { model
                        | entries = entry :: model.entries
                        , nextId = model.nextId + 1
                        , descriptionInput = ""
                        , amountInput = ""
                        , error = Nothing
                      }
                    , saveEntries (encodeEntries (entry :: model.entries))
                    )

                Nothing ->
                    ( { model | error = Just "Amount must be a number" }, Cmd.none )

        DeleteEntry entry ->
            let
                remaining =
                    List.filter (\\e -> e.amount /= entry.amount) model.entries
            in
            ( { model | entries = remaining }, saveEntries (encodeEntries remaining) )

        UpdateDescription text ->
            ( { model | descriptionInput = text }, Cmd.none )"""


def t02(rs: rk.RowSet) -> None:
    root = "/home/dev/elm-budget"
    main2 = MAIN_ELM.replace("e.amount /= entry.amount", "e.id /= entry.id")
    turns = [
        (cc("Bash", command="git checkout -b fix/delete-by-id && git log --oneline -4", description="Create branch and show recent history"),
         "Switched to a new branch 'fix/delete-by-id'\n"
         "3b71e0d Persist selected category in localStorage\n"
         "f02a6c4 Show monthly totals per category\n"
         "a9d13e7 Add elm-test suite for Budget.Totals\n"
         "5e88b21 Initial budget tracker"),
        (cc("Grep", pattern="DeleteEntry", path=root, output_mode="content", **{"-n": True}),
         "src/Main.elm:53:    | DeleteEntry Entry\n"
         "src/Main.elm:91:        DeleteEntry entry ->\n"
         "src/View/EntryList.elm:41:                    , onClick (DeleteEntry entry)"),
        (cc("Read", file_path=f"{root}/src/Main.elm", offset=48, limit=52), cc_read(MAIN_ELM, 48)),
        (cc("Edit", file_path=f"{root}/src/Main.elm", old_string="List.filter (\\e -> e.amount /= entry.amount) model.entries",
            new_string="List.filter (\\e -> e.id /= entry.id) model.entries"),
         cc_edit(f"{root}/src/Main.elm", rng(main2, 46, 53), 93)),
        (cc("Bash", command="elm make src/Main.elm --output=/dev/null", description="Type-check the app"),
         "Compiling ...\rSuccess! Compiled 1 module.\n\n    Main ───> /dev/null\n"),
        (cc("Bash", command="npx elm-test", description="Run the elm-test suite"),
         "elm-test 0.19.1-revision12\n--------------------------\n\n"
         "Running 18 tests. To reproduce these results, run: elm-test --fuzz 100 --seed 278104937611052\n\n\n"
         "TEST RUN PASSED\n\nDuration: 391 ms\nPassed:   18\nFailed:   0"),
        (cc("Bash", command="git add src/Main.elm && git commit -m \"Delete entries by id instead of by amount\"", description="Commit the fix"),
         "[fix/delete-by-id 8c4f2a9] Delete entries by id instead of by amount\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
        (cc("Bash", command="git push -u origin fix/delete-by-id", description="Push the branch"),
         "Enumerating objects: 7, done.\nCounting objects: 100% (7/7), done.\nDelta compression using up to 8 threads\n"
         "Compressing objects: 100% (4/4), done.\nWriting objects: 100% (4/4), 418 bytes | 418.00 KiB/s, done.\n"
         "Total 4 (delta 3), reused 0 (delta 0), pack-reused 0\nremote: Resolving deltas: 100% (3/3), completed with 3 local objects.\n"
         "remote: \nremote: Create a pull request for 'fix/delete-by-id' on GitHub by visiting:\n"
         "remote:      https://github.com/devnotes/elm-budget/pull/new/fix/delete-by-id\nremote: \n"
         "To github.com:devnotes/elm-budget.git\n * [new branch]      fix/delete-by-id -> fix/delete-by-id\n"
         "branch 'fix/delete-by-id' set up to track 'origin/fix/delete-by-id'."),
        (cc("Bash", command="git log --oneline -3 && git status -sb", description="Check branch state after push"),
         "8c4fa29 (HEAD -> fix/delete-by-id, origin/fix/delete-by-id) Delete entries by id instead of by amount\n"
         "3b71e0d (origin/main, main) Persist selected category in localStorage\n"
         "f02a6c4 Show monthly totals per category\n"
         "## fix/delete-by-id...origin/fix/delete-by-id"),
    ]
    rs.add(TASK, "h66-swe-02", sysp(root, CC_TOOLS), turns, bad=True, turn=9,
           kind="git log shows the commit made at turn 7 as 8c4fa29 instead of 8c4f2a9 (two characters swapped); only a push happened in between, which does not rewrite the commit.")


# =====================================================================================================
# 03 clean -- Rust crate, Codex CLI (new method and tests: test counts grow, fmt, clippy)
# =====================================================================================================

RANGE_RS = """//! Half-open integer ranges with set-like helpers.

use std::fmt;

/// A half-open range `[start, end)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Range {
    pub start: i64,
    pub end: i64,
}

impl Range {
    /// Creates a range, returning `None` when `end < start`.
    ///
    /// ```
    /// use tinyrange::Range;
    /// assert!(Range::new(3, 1).is_none());
    /// ```
    pub fn new(start: i64, end: i64) -> Option<Self> {
        (start <= end).then_some(Self { start, end })
    }

    pub fn len(&self) -> u64 {
        (self.end - self.start) as u64
    }

    pub fn is_empty(&self) -> bool {
        self.start == self.end
    }

    pub fn contains(&self, x: i64) -> bool {
        self.start <= x && x < self.end
    }

    /// The intersection of two ranges, if it is not empty.
    pub fn intersect(&self, other: &Range) -> Option<Range> {
        let start = self.start.max(other.start);
        let end = self.end.min(other.end);
        (start < end).then_some(Range { start, end })
    }
}

impl fmt::Display for Range {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{}, {})", self.start, self.end)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
"""

RANGE_PATCH = """*** Begin Patch
*** Update File: src/range.rs
@@
         (start < end).then_some(Range { start, end })
     }
+
+    /// Whether the two ranges share at least one point.
+    ///
+    /// ```
+    /// use tinyrange::Range;
+    /// let a = Range::new(0, 5).unwrap();
+    /// assert!(a.overlaps(&Range::new(4, 9).unwrap()));
+    /// assert!(!a.overlaps(&Range::new(5, 9).unwrap()));
+    /// ```
+    pub fn overlaps(&self, other: &Range) -> bool {
+        self.start < other.end && other.start < self.end
+    }
 }
@@
 mod tests {
     use super::*;
+
+    #[test]
+    fn overlaps_is_symmetric_and_half_open() {
+        let a = Range::new(0, 5).unwrap();
+        let b = Range::new(5, 9).unwrap();
+        let c = Range::new(-3, 1).unwrap();
+        assert!(!a.overlaps(&b) && !b.overlaps(&a));
+        assert!(a.overlaps(&c) && c.overlaps(&a));
+    }
*** End Patch"""

RS_TESTS = ["range::tests::contains_excludes_end", "range::tests::display_uses_half_open_brackets",
            "range::tests::empty_range_has_zero_len", "range::tests::intersect_disjoint_is_none",
            "range::tests::intersect_nested", "range::tests::new_rejects_reversed",
            "set::tests::insert_merges_adjacent", "set::tests::insert_merges_overlapping",
            "set::tests::insert_keeps_sorted", "set::tests::remove_splits_range",
            "set::tests::total_len_sums_ranges", "set::tests::iter_yields_in_order"]


def cargo_test(tests: list[str], docs: list[str], compile_s: str, hash_: str, doc_s: str) -> str:
    out = ["   Compiling tinyrange v0.2.0 (/home/user/src/tinyrange)",
           f"    Finished `test` profile [unoptimized + debuginfo] target(s) in {compile_s}s",
           f"     Running unittests src/lib.rs (target/debug/deps/tinyrange-{hash_})", "", f"running {len(tests)} tests"]
    out += [f"test {n} ... ok" for n in tests]
    out += ["", f"test result: ok. {len(tests)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s", "",
            "   Doc-tests tinyrange", "", f"running {len(docs)} tests"]
    out += [f"test {d} ... ok" for d in docs]
    out += ["", f"test result: ok. {len(docs)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in {doc_s}s", ""]
    return "\n".join(out)


def t03(rs: rk.RowSet) -> None:
    root = "/home/user/src/tinyrange"
    docs = ["src/lib.rs - (line 5)", "src/range.rs - range::Range::new (line 15)", "src/set.rs - set::RangeSet::insert (line 24)"]
    docs2 = docs[:2] + ["src/range.rs - range::Range::overlaps (line 44)"] + docs[2:]
    tests2 = RS_TESTS[:4] + RS_TESTS[4:6] + ["range::tests::overlaps_is_symmetric_and_half_open"] + RS_TESTS[6:]
    turns = [
        (cx("cargo test", root), cx_out(cargo_test(RS_TESTS, docs, "2.87", "3f9a1c0e7b2d4a61", "0.41"), 0, 4.6)),
        (cx("sed -n '1,52p' src/range.rs", root), cx_out(RANGE_RS + "\n")),
        (cx_patch(RANGE_PATCH, root), cx_out("Success. Updated the following files:\nM src/range.rs\n")),
        (cx("cargo test", root), cx_out(cargo_test(tests2, docs2, "1.12", "3f9a1c0e7b2d4a61", "0.38"), 0, 2.9)),
        (cx("cargo fmt && cargo clippy --all-targets -- -D warnings", root),
         cx_out("    Checking tinyrange v0.2.0 (/home/user/src/tinyrange)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.71s\n", 0, 1.3)),
        (cx("git status --short && git diff --stat", root),
         cx_out(" M src/range.rs\n src/range.rs | 21 +++++++++++++++++++++\n 1 file changed, 21 insertions(+)\n")),
        (cx("git commit -am 'Add Range::overlaps' && git log --oneline -3", root),
         cx_out("[main 6a02f4c] Add Range::overlaps\n 1 file changed, 21 insertions(+)\n"
                "6a02f4c (HEAD -> main) Add Range::overlaps\n"
                "d1e95b7 (origin/main, origin/HEAD) RangeSet::remove splits ranges\n"
                "0c7a3f2 Release 0.2.0\n")),
    ]
    rs.add(TASK, "h66-swe-03", sysp(root, CODEX_TOOLS), turns)


# =====================================================================================================
# 04 bad -- Rails app, SWE-agent (edited constant reverts)
# =====================================================================================================

BOOKS_RB = """class BooksController < ApplicationController
  before_action :set_book, only: %i[show edit update destroy]

  PER_PAGE = 25

  def index
    scope = Book.includes(:author).order(created_at: :desc)
    scope = scope.where(shelf_id: params[:shelf_id]) if params[:shelf_id].present?
    @page = [params.fetch(:page, 1).to_i, 1].max
    @books = scope.offset((@page - 1) * PER_PAGE).limit(PER_PAGE)
    @total_pages = (scope.count / PER_PAGE.to_f).ceil
  end

  def show
  end

  def new
    @book = Book.new
  end

  def edit
  end

  def create
    @book = Book.new(book_params)
    if @book.save
      redirect_to @book, notice: "Book was successfully added."
    else
      render :new, status: :unprocessable_entity
    end
  end

  def update
    if @book.update(book_params)
      redirect_to @book, notice: "Book was successfully updated."
    else
      render :edit, status: :unprocessable_entity
    end
  end

  def destroy
    @book.destroy!
    redirect_to books_url, notice: "Book was removed.", status: :see_other
  end

  private

  def set_book
    @book = Book.find(params[:id])
  end

  def book_params
    params.require(:book).permit(:title, :author_id, :shelf_id, :isbn, :published_on)
  end
end"""

BOOKS_TEST = """require "test_helper"

class BooksControllerTest < ActionDispatch::IntegrationTest
  setup do
    @book = books(:dune)
  end

  test "should get index" do
    get books_url
    assert_response :success
  end

  test "index paginates" do
    30.times { |i| Book.create!(title: "Filler #{i}", author: authors(:herbert), shelf: shelves(:scifi)) }
    get books_url
    assert_response :success
    assert_select "tr.book-row", BooksController::PER_PAGE
  end

  test "index filters by shelf" do
    get books_url(shelf_id: shelves(:classics).id)
    assert_select "tr.book-row", 2
  end

  test "should create book" do
    assert_difference("Book.count") do
      post books_url, params: { book: { title: "Hyperion", author_id: authors(:simmons).id, shelf_id: shelves(:scifi).id } }
    end
    assert_redirected_to book_url(Book.last)
  end

  test "should show book" do
    get book_url(@book)
    assert_response :success
  end

  test "should update book" do
    patch book_url(@book), params: { book: { title: "Dune Messiah" } }
    assert_redirected_to book_url(@book)
  end

  test "should destroy book" do
    assert_difference("Book.count", -1) do
      delete book_url(@book)
    end
    assert_redirected_to books_url
  end
end"""


def t04(rs: rk.RowSet) -> None:
    root = "/shelfwise"
    ctl, tst = f"{root}/app/controllers/books_controller.rb", f"{root}/test/controllers/books_controller_test.rb"
    ctl2 = BOOKS_RB.replace("PER_PAGE = 25", "PER_PAGE = 50")
    tst2 = BOOKS_TEST.replace("    30.times", "    60.times").replace('assert_select "tr.book-row", BooksController::PER_PAGE', 'assert_select "tr.book-row", 50')
    turns = [
        (swa("The issue says the books index should show 50 books per page instead of 25. Let me find the controller.", 'find_file "books_controller.rb"'),
         f'Found 1 matches for "books_controller.rb" in {root}:\n{ctl}\n' + swa_tail("n/a", root)),
        (swa("Let me open it.", "open app/controllers/books_controller.rb"),
         swa_win(ctl, BOOKS_RB, 1) + "\n" + swa_tail(ctl, root)),
        (swa("The page size is the PER_PAGE constant on line 4. I'll change it to 50.", "edit 4:4\n  PER_PAGE = 50\nend_of_edit"),
         swa_win(ctl, ctl2, 1) + "\n" + SWA_EDITED + "\n" + swa_tail(ctl, root)),
        (swa("Let me check where else PER_PAGE is used.", 'search_dir "PER_PAGE"'),
         f'Found 4 matches for "PER_PAGE" in {root}:\n{ctl} (3 matches)\n{tst} (1 matches)\n'
         f'End of matches for "PER_PAGE" in {root}\n' + swa_tail(ctl, root)),
        (swa("The test file uses PER_PAGE once; the pagination test probably depends on the page size. Let me open it.", "open test/controllers/books_controller_test.rb 13"),
         swa_win(tst, BOOKS_TEST, 1) + "\n" + swa_tail(tst, root)),
        (swa("I'll create enough books to fill a page of 50 and assert the number explicitly.",
             'edit 14:17\n    60.times { |i| Book.create!(title: "Filler #{i}", author: authors(:herbert), shelf: shelves(:scifi)) }\n'
             '    get books_url\n    assert_response :success\n    assert_select "tr.book-row", 50\nend_of_edit'),
         swa_win(tst, tst2, 1) + "\n" + SWA_EDITED + "\n" + swa_tail(tst, root)),
        (swa("Now run the controller tests.", "bin/rails test test/controllers/books_controller_test.rb"),
         "Running 7 tests in a single process (parallelization threshold is 50)\nRun options: --seed 40127\n\n# Running:\n\n.......\n\n"
         "Finished in 0.914207s, 7.6569 runs/s, 10.9384 assertions/s.\n7 runs, 10 assertions, 0 failures, 0 errors, 0 skips\n"
         + swa_tail(tst, root)),
        (swa("Tests pass. Let me look at the controller once more to make sure the index action reads well with the new constant.", "open app/controllers/books_controller.rb"),
         swa_win(ctl, BOOKS_RB, 1) + "\n" + swa_tail(ctl, root)),
    ]
    rs.add(TASK, "h66-swe-04", sysp(root, SWEA_TOOLS), turns, bad=True, turn=8,
           kind="the controller re-opened at turn 8 shows PER_PAGE = 25 again although turn 3 set it to 50 (and the test asserting 50 rows passed at turn 7); nothing edited or reverted the file in between.")


# =====================================================================================================
# 05 bad -- Nim package, Gemini CLI (a created file missing from a later glob)
# =====================================================================================================

NIMSLUG = """## Turn arbitrary text into URL-friendly slugs.

import std/[strutils, unicode]

type
  SlugOptions* = object
    separator*: char
    lowercase*: bool
    maxLen*: int

const defaultOptions* = SlugOptions(separator: '-', lowercase: true, maxLen: 0)

proc slugify*(text: string, opts = defaultOptions): string =
  ## Keeps ASCII letters and digits; everything else becomes a separator.
  var lastSep = true
  for r in text.runes:
    let c = if r.int < 128: char(r.int) else: '\\0'
    if c in {'a'..'z', 'A'..'Z', '0'..'9'}:
      result.add(if opts.lowercase: c.toLowerAscii else: c)
      lastSep = false
    elif not lastSep:
      result.add(opts.separator)
      lastSep = true
  if result.len > 0 and result[^1] == opts.separator:
    result.setLen(result.len - 1)
  if opts.maxLen > 0 and result.len > opts.maxLen:
    result.setLen(opts.maxLen)
    result.removeSuffix(opts.separator)
"""

TRANSLIT = """## Latin-1 and Latin Extended-A letters mapped to ASCII.

import std/[tables, unicode]

const table = {
  "à": "a", "á": "a", "â": "a", "ä": "ae", "å": "a", "æ": "ae", "ç": "c",
  "è": "e", "é": "e", "ê": "e", "ë": "e", "ì": "i", "í": "i", "î": "i", "ï": "i",
  "ñ": "n", "ò": "o", "ó": "o", "ô": "o", "ö": "oe", "ø": "o", "ß": "ss",
  "ù": "u", "ú": "u", "û": "u", "ü": "ue", "ý": "y", "ł": "l", "ś": "s", "ż": "z"}.toTable

proc transliterate*(r: Rune): string =
  ## ASCII replacement for a non-ASCII letter, or "" when there is none.
  table.getOrDefault($r.toLower, "")
"""

NIM_OLD = """import std/[strutils, unicode]

type"""
NIM_NEW = """import std/[strutils, unicode]
import nimslug/transliterate

type"""
NIM_OLD2 = """  for r in text.runes:
    let c = if r.int < 128: char(r.int) else: '\\0'
    if c in {'a'..'z', 'A'..'Z', '0'..'9'}:
      result.add(if opts.lowercase: c.toLowerAscii else: c)
      lastSep = false"""
NIM_NEW2 = """  for r in text.runes:
    let c = if r.int < 128: char(r.int) else: '\\0'
    if c in {'a'..'z', 'A'..'Z', '0'..'9'}:
      result.add(if opts.lowercase: c.toLowerAscii else: c)
      lastSep = false
    elif r.int >= 128 and transliterate(r).len > 0:
      result.add(transliterate(r))
      lastSep = false"""

TTRANS = """import std/unittest
import nimslug

suite "transliterate":
  test "german umlauts":
    check slugify("Grüße aus Köln") == "gruesse-aus-koeln"
  test "french accents":
    check slugify("Crème brûlée à côté") == "creme-brulee-a-cote"
  test "unknown runes are dropped":
    check slugify("東京 tower") == "tower"
"""


def t05(rs: rk.RowSet) -> None:
    root = "/home/kai/nimslug"
    turns = [
        (rk.call("list_directory", path=root),
         f"Directory listing for {root}:\n[DIR] src\n[DIR] tests\n.gitignore\nLICENSE\nnimslug.nimble\nREADME.md"),
        (rk.call("read_file", absolute_path=f"{root}/src/nimslug.nim"), gem_read(NIMSLUG)),
        (rk.call("write_file", file_path=f"{root}/src/nimslug/transliterate.nim", content=TRANSLIT),
         gem_new(f"{root}/src/nimslug/transliterate.nim")),
        (rk.call("replace", file_path=f"{root}/src/nimslug.nim", old_string=NIM_OLD, new_string=NIM_NEW),
         gem_ok(f"{root}/src/nimslug.nim")),
        (rk.call("replace", file_path=f"{root}/src/nimslug.nim", old_string=NIM_OLD2, new_string=NIM_NEW2),
         gem_ok(f"{root}/src/nimslug.nim")),
        (rk.call("write_file", file_path=f"{root}/tests/ttransliterate.nim", content=TTRANS),
         gem_new(f"{root}/tests/ttransliterate.nim")),
        (gshell("nimble test", "Run the package's test suite"),
         gem_run("nimble test",
                 "  Verifying dependencies for nimslug@0.3.0\n"
                 "  Compiling /home/kai/nimslug/tests/tslugify (from package nimslug) using c backend\n"
                 "[Suite] slugify\n  [OK] lowercases and joins words\n  [OK] collapses runs of separators\n"
                 "  [OK] trims trailing separator\n  [OK] respects maxLen\n  [OK] custom separator\n"
                 "  Compiling /home/kai/nimslug/tests/ttransliterate (from package nimslug) using c backend\n"
                 "[Suite] transliterate\n  [OK] german umlauts\n  [OK] french accents\n  [OK] unknown runes are dropped\n"
                 "   Success: All tests passed", pgid=88412)),
        (rk.call("glob", pattern="**/*.nim", path=root),
         f'Found 3 file(s) matching "**/*.nim" within {root}, sorted by modification time (newest first):\n'
         f"{root}/tests/ttransliterate.nim\n{root}/src/nimslug.nim\n{root}/tests/tslugify.nim"),
        (gshell("git diff --stat", "Summarise changes to tracked files"),
         gem_run("git diff --stat", " src/nimslug.nim | 4 ++++\n 1 file changed, 4 insertions(+)", pgid=88530)),
    ]
    rs.add(TASK, "h66-swe-05", sysp(root, GEM_TOOLS), turns, bad=True, turn=8,
           kind="the glob of **/*.nim at turn 8 lists three files and omits src/nimslug/transliterate.nim, which was written at turn 3 and imported by the tests that compiled and passed at turn 7; nothing deleted it.")


# =====================================================================================================
# 06 clean -- Vue 3 dashboard, Gemini CLI (component renamed; shown under its new name)
# =====================================================================================================

MEMBER_VUE = """<script setup lang="ts">
import { computed } from 'vue'
import Avatar from './Avatar.vue'
import type { Member } from '@/stores/team'

const props = defineProps<{ member: Member }>()
const emit = defineEmits<{ select: [id: string] }>()

const subtitle = computed(() =>
  props.member.title ? `${props.member.title} · ${props.member.location}` : props.member.location,
)
</script>

<template>
  <article class="member-card" :class="{ 'member-card--away': member.away }" @click="emit('select', member.id)">
    <Avatar :src="member.avatarUrl" :name="member.name" size="48" />
    <div class="member-card__body">
      <h3>{{ member.name }}</h3>
      <p>{{ subtitle }}</p>
    </div>
  </article>
</template>

<style scoped>
.member-card { display: flex; gap: 0.75rem; padding: 0.75rem; border-radius: 8px; cursor: pointer; }
.member-card--away { opacity: 0.6; }
.member-card__body h3 { margin: 0; font-size: 1rem; }
.member-card__body p { margin: 0; color: var(--text-muted); }
</style>
"""


def t06(rs: rk.RowSet) -> None:
    root = "/home/maria/work/team-dashboard"
    view = f"{root}/src/views/TeamView.vue"
    turns = [
        (rk.call("search_file_content", pattern="UserCard", path="."),
         'Found 2 matches for pattern "UserCard" in path ".":\n---\nFile: src/views/TeamView.vue\n'
         "L4: import UserCard from '@/components/UserCard.vue'\n"
         'L23:       <UserCard v-for="m in visibleMembers" :key="m.id" :member="m" @select="openProfile" />\n---'),
        (gshell("git mv src/components/UserCard.vue src/components/MemberCard.vue", "Rename the component file, keeping history"),
         gem_run("git mv src/components/UserCard.vue src/components/MemberCard.vue", "", pgid=51207)),
        (rk.call("replace", file_path=view, old_string="import UserCard from '@/components/UserCard.vue'",
                 new_string="import MemberCard from '@/components/MemberCard.vue'"), gem_ok(view)),
        (rk.call("replace", file_path=view, old_string='<UserCard v-for="m in visibleMembers"', new_string='<MemberCard v-for="m in visibleMembers"'),
         gem_ok(view)),
        (rk.call("search_file_content", pattern="UserCard|MemberCard", path="."),
         'Found 2 matches for pattern "UserCard|MemberCard" in path ".":\n---\nFile: src/views/TeamView.vue\n'
         "L4: import MemberCard from '@/components/MemberCard.vue'\n"
         'L23:       <MemberCard v-for="m in visibleMembers" :key="m.id" :member="m" @select="openProfile" />\n---'),
        (rk.call("read_file", absolute_path=f"{root}/src/components/MemberCard.vue"), MEMBER_VUE),
        (gshell("npx vitest run", "Run the unit tests once"),
         gem_run("npx vitest run",
                 "\n RUN  v1.6.0 /home/maria/work/team-dashboard\n\n"
                 " ✓ src/utils/__tests__/format.spec.ts  (6 tests) 4ms\n"
                 " ✓ src/stores/__tests__/team.spec.ts  (5 tests) 9ms\n"
                 " ✓ src/components/__tests__/Avatar.spec.ts  (3 tests) 21ms\n"
                 " ✓ src/views/__tests__/TeamView.spec.ts  (4 tests) 48ms\n\n"
                 " Test Files  4 passed (4)\n      Tests  18 passed (18)\n   Start at  10:14:52\n"
                 "   Duration  1.62s (transform 212ms, setup 0ms, collect 498ms, tests 82ms, environment 1.01s, prepare 388ms)\n",
                 pgid=51288)),
        (gshell("git status --short", "Show the working tree state"),
         gem_run("git status --short", "R  src/components/UserCard.vue -> src/components/MemberCard.vue\n M src/views/TeamView.vue", pgid=51340)),
        (gshell("npx vitest run src/views", "Re-run only the view tests"),
         gem_run("npx vitest run src/views",
                 "\n RUN  v1.6.0 /home/maria/work/team-dashboard\n\n"
                 " ✓ src/views/__tests__/TeamView.spec.ts  (4 tests) 44ms\n\n"
                 " Test Files  1 passed (1)\n      Tests  4 passed (4)\n   Start at  10:15:31\n"
                 "   Duration  1.08s (transform 131ms, setup 0ms, collect 302ms, tests 44ms, environment 611ms, prepare 97ms)\n",
                 pgid=51392)),
    ]
    rs.add(TASK, "h66-swe-06", sysp(root, GEM_TOOLS), turns)


# =====================================================================================================
# 07 bad -- Laravel app, OpenHands (test total does not follow)
# =====================================================================================================

INVOICE_PHP = """<?php

namespace App\\Models;

use Illuminate\\Database\\Eloquent\\Factories\\HasFactory;
use Illuminate\\Database\\Eloquent\\Model;
use Illuminate\\Database\\Eloquent\\Relations\\BelongsTo;
use Illuminate\\Database\\Eloquent\\Relations\\HasMany;

class Invoice extends Model
{
    use HasFactory;

    protected $fillable = [
        'client_id',
        'number',
        'issued_on',
        'due_on',
        'paid_at',
        'currency',
    ];

    protected $casts = [
        'issued_on' => 'date',
        'due_on' => 'date',
        'paid_at' => 'datetime',
    ];

    public function client(): BelongsTo
    {
        return $this->belongsTo(Client::class);
    }

    public function lines(): HasMany
    {
        return $this->hasMany(InvoiceLine::class);
    }

    public function totalCents(): int
    {
        return (int) $this->lines->sum(fn (InvoiceLine $line) => $line->quantity * $line->unit_cents);
    }
}"""

INV_OLD = """        return (int) $this->lines->sum(fn (InvoiceLine $line) => $line->quantity * $line->unit_cents);
    }
}"""
INV_NEW = """        return (int) $this->lines->sum(fn (InvoiceLine $line) => $line->quantity * $line->unit_cents);
    }

    public function isOverdue(?\\Carbon\\CarbonInterface $now = null): bool
    {
        $now ??= now();

        return $this->paid_at === null && $this->due_on !== null && $this->due_on->lt($now->copy()->startOfDay());
    }
}"""

OVERDUE_TEST = """<?php

namespace Tests\\Unit;

use App\\Models\\Invoice;
use Illuminate\\Support\\Carbon;
use Tests\\TestCase;

class InvoiceOverdueTest extends TestCase
{
    public function test_unpaid_invoice_past_due_date_is_overdue(): void
    {
        $invoice = new Invoice(['due_on' => '2024-03-01']);

        $this->assertTrue($invoice->isOverdue(Carbon::parse('2024-03-02 09:00')));
    }

    public function test_invoice_due_today_is_not_overdue(): void
    {
        $invoice = new Invoice(['due_on' => '2024-03-01']);

        $this->assertFalse($invoice->isOverdue(Carbon::parse('2024-03-01 23:59')));
    }

    public function test_paid_invoice_is_never_overdue(): void
    {
        $invoice = new Invoice(['due_on' => '2024-03-01', 'paid_at' => '2024-03-05 10:00']);

        $this->assertFalse($invoice->isOverdue(Carbon::parse('2024-04-01')));
        $this->assertNotNull($invoice->paid_at);
        $this->assertTrue($invoice->paid_at->isAfter($invoice->due_on));
    }
}
"""

LARA_SUITES: list[tuple[str, list[tuple[str, str]]]] = [
    ("Tests\\Unit\\ExampleTest", [("that true is true", "")]),
    ("Tests\\Unit\\InvoiceTotalsTest", [("sums line totals", "0.02s"), ("empty invoice totals zero", ""),
                                        ("quantity multiplies unit price", ""), ("rounds fractional cents down", ""),
                                        ("currency defaults to eur", "")]),
    ("Tests\\Unit\\MoneyTest", [("formats cents as currency", ""), ("formats negative amounts", ""),
                                ("parses decimal strings", ""), ("rejects malformed input", "")]),
    ("Tests\\Feature\\Auth\\AuthenticationTest", [("login screen can be rendered", "0.21s"), ("users can authenticate", "0.09s")]),
    ("Tests\\Feature\\ClientControllerTest", [("index lists clients", "0.07s"), ("store validates vat number", "0.04s"),
                                              ("client can be archived", "0.05s")]),
    ("Tests\\Feature\\ExampleTest", [("the application returns a successful response", "0.03s")]),
    ("Tests\\Feature\\InvoiceControllerTest", [("index shows invoices", "0.06s"), ("create form renders", "0.04s"),
                                               ("store creates invoice with lines", "0.08s"), ("store rejects missing client", "0.03s"),
                                               ("show renders totals", "0.05s"), ("pdf download", "0.31s"),
                                               ("destroy soft deletes", "0.04s")]),
]
OVERDUE_SUITE = ("Tests\\Unit\\InvoiceOverdueTest", [("unpaid invoice past due date is overdue", "0.01s"),
                                                     ("invoice due today is not overdue", ""), ("paid invoice is never overdue", "")])


def artisan(suites: list[tuple[str, list[tuple[str, str]]]], summary: str, dur: str) -> str:
    out = [""]
    for cls, tests in suites:
        out.append(f"   PASS  {cls}")
        for name, tm in tests:
            out.append(f"  ✓ {name}" + (" " + "." * (64 - len(name)) + f" {tm}" if tm else ""))
        out.append("")
    out += [f"  Tests:    {summary}", f"  Duration: {dur}", ""]
    return "\n".join(out)


def t07(rs: rk.RowSet) -> None:
    root = "/workspace/invoicer"
    inv2 = INVOICE_PHP.replace(INV_OLD, INV_NEW)
    full = LARA_SUITES[:1] + LARA_SUITES[1:2] + [OVERDUE_SUITE] + LARA_SUITES[2:]
    n_new = len(OVERDUE_TEST.rstrip("\n").split("\n"))
    turns = [
        (bash(f"cd {root} && php artisan test"), oh_bash(artisan(LARA_SUITES, "23 passed (61 assertions)", "1.84s"), root)),
        (editor("view", f"{root}/app/Models/Invoice.php"), cat_n(f"{root}/app/Models/Invoice.php", INVOICE_PHP)),
        (editor("str_replace", f"{root}/app/Models/Invoice.php", old_str=INV_OLD, new_str=INV_NEW),
         edited(f"{root}/app/Models/Invoice.php", rng(inv2, 34, 50), 34)),
        (editor("create", f"{root}/tests/Unit/InvoiceOverdueTest.php", file_text=OVERDUE_TEST),
         f"File created successfully at: {root}/tests/Unit/InvoiceOverdueTest.php"),
        (bash("php artisan test --filter=InvoiceOverdueTest"), oh_bash(artisan([OVERDUE_SUITE], "3 passed (5 assertions)", "0.42s"), root)),
        (bash("php artisan test"), oh_bash(artisan(full, "25 passed (66 assertions)", "1.91s"), root)),
        (bash("git add -A && git commit -m \"Add Invoice::isOverdue\""),
         oh_bash(f"[main 71c0be3] Add Invoice::isOverdue\n 2 files changed, {n_new + 7} insertions(+)\n create mode 100644 tests/Unit/InvoiceOverdueTest.php", root)),
    ]
    rs.add(TASK, "h66-swe-07", sysp(root, OH_TOOLS), turns, bad=True, turn=6,
           kind="the full run at turn 6 lists 26 passing tests (the 23 from turn 1 plus the 3 new ones) and 61+5=66 assertions, yet its summary says 25 passed; nothing was skipped or removed.")


# =====================================================================================================
# 08 clean -- Clojure ledger tool, Claude Code (bug fix, new deftest, counts grow, uberjar)
# =====================================================================================================

PARSE_CLJ = """(ns ledger.parse
  (:require [clojure.string :as str]))

(def ^:private amount-re #"(\\d+)(?:\\.(\\d{1,2}))?")

(defn parse-amount
  "Parses a decimal amount like \\"12.5\\" into integer cents."
  [s]
  (when-let [[_ whole frac] (re-matches amount-re (str/trim s))]
    (+ (* 100 (parse-long whole))
       (parse-long (subs (str frac "00") 0 2)))))

(defn parse-line
  "Parses `2024-05-01 groceries 23.40` into a posting map."
  [line]
  (let [[date account amount] (str/split (str/trim line) #"\\s+" 3)]
    (when-let [cents (parse-amount (or amount ""))]
      {:date date :account (keyword account) :cents cents})))

(defn parse-ledger [text]
  (->> (str/split-lines text)
       (remove #(or (str/blank? %) (str/starts-with? % ";")))
       (keep parse-line)))
"""
CLJ_OLD = PARSE_CLJ.split("\n\n(defn parse-line")[0].split("\n\n", 1)[1]
CLJ_NEW = """(def ^:private amount-re #"(-?)(\\d+)(?:\\.(\\d{1,2}))?")

(defn parse-amount
  "Parses a decimal amount like \\"12.5\\" or \\"-3.20\\" into integer cents."
  [s]
  (when-let [[_ sign whole frac] (re-matches amount-re (str/trim s))]
    (cond-> (+ (* 100 (parse-long whole))
               (parse-long (subs (str frac "00") 0 2)))
      (= sign "-") -)))"""

PARSE_TEST = """(ns ledger.parse-test
  (:require [clojure.test :refer [deftest is testing]]
            [ledger.parse :as p]))

(deftest parse-amount-test
  (is (= 1250 (p/parse-amount "12.5")))
  (is (= 1205 (p/parse-amount "12.05")))
  (is (= 700 (p/parse-amount " 7 ")))
  (is (nil? (p/parse-amount "seven"))))

(deftest parse-line-test
  (is (= {:date "2024-05-01" :account :groceries :cents 2340}
         (p/parse-line "2024-05-01 groceries 23.40")))
  (is (nil? (p/parse-line "2024-05-01 groceries"))))

(deftest parse-ledger-test
  (testing "skips comments and blank lines"
    (is (= 2 (count (p/parse-ledger "; header\\n\\n2024-05-01 rent 900\\n2024-05-02 coffee 3.10\\n"))))))
"""
NEG_TEST = """

(deftest negative-amount-test
  (is (= -320 (p/parse-amount "-3.20")))
  (is (= -5 (p/parse-amount "-0.05")))
  (is (= {:date "2024-05-03" :account :refund :cents -1999}
         (p/parse-line "2024-05-03 refund -19.99"))))"""


def lein(tests: int, asserts: int) -> str:
    return ("\nlein test ledger.balance-test\n\nlein test ledger.core-test\n\nlein test ledger.parse-test\n\n"
            f"Ran {tests} tests containing {asserts} assertions.\n0 failures, 0 errors.")


def t08(rs: rk.RowSet) -> None:
    root = "/home/ana/code/ledger-clj"
    p2 = PARSE_CLJ.replace(CLJ_OLD, CLJ_NEW)
    anchor = '  (is (nil? (p/parse-amount "seven"))))'
    t2 = PARSE_TEST.replace(anchor, anchor + NEG_TEST)
    turns = [
        (cc("Bash", command="lein test", description="Run the test suite"), lein(9, 31)),
        (cc("Read", file_path=f"{root}/src/ledger/parse.clj"), cc_read(PARSE_CLJ.rstrip("\n"))),
        (cc("Edit", file_path=f"{root}/src/ledger/parse.clj", old_string=CLJ_OLD, new_string=CLJ_NEW),
         cc_edit(f"{root}/src/ledger/parse.clj", rng(p2, 1, 17), 1)),
        (cc("Read", file_path=f"{root}/test/ledger/parse_test.clj"), cc_read(PARSE_TEST.rstrip("\n"))),
        (cc("Edit", file_path=f"{root}/test/ledger/parse_test.clj", old_string=anchor, new_string=anchor + NEG_TEST),
         cc_edit(f"{root}/test/ledger/parse_test.clj", rng(t2, 5, 21), 5)),
        (cc("Bash", command="lein test", description="Re-run the tests"), lein(10, 34)),
        (cc("Bash", command="lein uberjar", description="Build the standalone jar"),
         "Compiling ledger.balance\nCompiling ledger.core\nCompiling ledger.parse\n"
         f"Created {root}/target/uberjar/ledger-0.3.1-SNAPSHOT.jar\nCreated {root}/target/uberjar/ledger-0.3.1-SNAPSHOT-standalone.jar"),
        (cc("Bash", command="java -jar target/uberjar/ledger-0.3.1-SNAPSHOT-standalone.jar balance resources/sample.ledger",
            description="Run the balance report on the sample ledger"),
         "groceries        -84.35\nrefund            19.99\nrent            -900.00\nsalary          2400.00\n"
         "------------------------\ntotal           1435.64"),
    ]
    rs.add(TASK, "h66-swe-08", sysp(root, CC_TOOLS), turns)


# =====================================================================================================
# 09 clean -- Next.js storefront, Codex CLI (rebuild with new build output, server restarted with a new PID)
# =====================================================================================================

PAGE_TSX = """import { notFound } from 'next/navigation'
import { getProduct, listProductSlugs } from '@/lib/catalog'
import { AddToCart } from '@/components/AddToCart'
import { formatPrice } from '@/lib/money'

export async function generateStaticParams() {
  const slugs = await listProductSlugs()
  return slugs.map((slug) => ({ slug }))
}

export default async function ProductPage({ params }: { params: { slug: string } }) {
  const product = await getProduct(params.slug)
  if (!product) notFound()

  return (
    <main className="mx-auto max-w-4xl p-6">
      <h1 className="text-3xl font-semibold">{product.name}</h1>
      <p className="mt-2 text-lg">{formatPrice(product.priceCents, product.currency)}</p>
      <p className="mt-4 text-neutral-600">{product.description}</p>
      <p className="mt-2 text-sm">{product.stock > 0 ? `${product.stock} in stock` : 'Out of stock'}</p>
      <AddToCart productId={product.id} disabled={product.stock === 0} />
    </main>
  )
}
"""

NEXT_PATCH = """*** Begin Patch
*** Update File: app/products/[slug]/page.tsx
@@
 import { formatPrice } from '@/lib/money'
\x20
+export const revalidate = 60
+
 export async function generateStaticParams() {
*** End Patch"""


def next_build(page_size: str, page_first: str, chunk: str, secs: str) -> str:
    return ("\n> storefront@0.1.0 build\n> next build\n\n  ▲ Next.js 14.2.5\n  - Environments: .env.production\n\n"
            "   Creating an optimized production build ...\n ✓ Compiled successfully\n"
            "   Linting and checking validity of types ...\n   Collecting page data ...\n"
            "   Generating static pages (0/8) ...\n   Generating static pages (2/8) \n   Generating static pages (4/8) \n"
            "   Generating static pages (6/8) \n ✓ Generating static pages (8/8)\n   Finalizing page optimization ...\n"
            "   Collecting build traces ...\n\n"
            "Route (app)                              Size     First Load JS\n"
            "┌ ○ /                                    1.42 kB        94.6 kB\n"
            "├ ○ /_not-found                          871 B          88.1 kB\n"
            "├ ○ /cart                                2.87 kB         101 kB\n"
            f"└ ● /products/[slug]                     {page_size}        {page_first}\n"
            "    ├ /products/blue-mug\n    ├ /products/linen-apron\n    ├ /products/oak-board\n    └ [+2 more paths]\n"
            "+ First Load JS shared by all            87.2 kB\n"
            f"  ├ chunks/117-{chunk}.js       31.6 kB\n"
            "  ├ chunks/fd9d1056-5c1a8b0e2f3d6a47.js  53.6 kB\n"
            "  └ other shared chunks (total)          1.97 kB\n\n\n"
            "○  (Static)  prerendered as static content\n●  (SSG)     prerendered as static HTML (uses getStaticProps)\n")


def next_log(ms: int) -> str:
    return f"  ▲ Next.js 14.2.5\n  - Local:        http://localhost:3100\n\n ✓ Starting...\n ✓ Ready in {ms}ms\n"


def t09(rs: rk.RowSet) -> None:
    root = "/home/user/projects/storefront"
    turns = [
        (cx("npm run build", root), cx_out(next_build("1.96 kB", "100 kB", "2f0e7a3c1b9d4e55", "41"), 0, 38.2)),
        (cx("cat 'app/products/[slug]/page.tsx'", root), cx_out(PAGE_TSX)),
        (cx_patch(NEXT_PATCH, root), cx_out("Success. Updated the following files:\nM app/products/[slug]/page.tsx\n")),
        (cx("npm run build", root), cx_out(next_build("1.96 kB", "100 kB", "2f0e7a3c1b9d4e55", "33"), 0, 31.7)),
        (cx("npx next start -p 3100 > /tmp/next.log 2>&1 & echo $!", root), cx_out("48213\n")),
        (cx("sleep 2; cat /tmp/next.log; curl -s -o /dev/null -w '%{http_code}\\n' http://localhost:3100/products/blue-mug", root),
         cx_out(next_log(412) + "200\n", 0, 2.4)),
        (cx("kill 48213; sleep 1; npx next start -p 3100 > /tmp/next.log 2>&1 & echo $!", root), cx_out("48377\n", 0, 1.1)),
        (cx("sleep 2; cat /tmp/next.log; ps -o pid,cmd -p 48213,48377", root),
         cx_out(next_log(388) + "    PID CMD\n  48377 node /home/user/projects/storefront/node_modules/.bin/next start -p 3100\n", 0, 2.1)),
    ]
    rs.add(TASK, "h66-swe-09", sysp(root, CODEX_TOOLS), turns)


# =====================================================================================================
# 10 bad -- Haskell library, OpenHands (a removed module shows up again)
# =====================================================================================================

CABAL = """cabal-version:      3.0
name:               tabular
version:            0.5.0.0
synopsis:           Parse and pretty-print CSV-like tables
license:            BSD-3-Clause
license-file:       LICENSE
author:             Rhea Marsh
maintainer:         rhea@marsh.dev
category:           Text
build-type:         Simple
extra-doc-files:    CHANGELOG.md

common warnings
    ghc-options: -Wall

library
    import:           warnings
    exposed-modules:
        Tabular
        Tabular.Types
        Tabular.Parser
        Tabular.Render
        Tabular.Legacy
    other-modules:
        Tabular.Internal
    build-depends:
        base >=4.16 && <5,
        text >=2.0 && <2.2,
        containers >=0.6 && <0.8
    hs-source-dirs:   src
    default-language: GHC2021

test-suite tabular-test
    import:           warnings
    type:             exitcode-stdio-1.0
    hs-source-dirs:   test
    main-is:          Main.hs
    build-depends:
        base,
        tabular,
        text,
        hspec >=2.10 && <2.12
    default-language: GHC2021"""


def t10(rs: rk.RowSet) -> None:
    root = "/workspace/tabular"
    cabal2 = CABAL.replace("        Tabular.Render\n        Tabular.Legacy\n", "        Tabular.Render\n")
    dist = "dist-newstyle/build/x86_64-linux/ghc-9.6.5/tabular-0.5.0.0"
    mods = [("Tabular.Types", "Types"), ("Tabular.Internal", "Internal"), ("Tabular.Parser", "Parser"),
            ("Tabular.Render", "Render")]
    build = ["Build profile: -w ghc-9.6.5 -O1", "In order, the following will be built (use -v for more details):",
             " - tabular-0.5.0.0 (lib) (configuration changed)", "Configuring library for tabular-0.5.0.0..",
             "Preprocessing library for tabular-0.5.0.0..", "Building library for tabular-0.5.0.0.."]
    for i, (m, f) in enumerate(mods, 1):
        build.append(f"[{i} of 5] Compiling {m:<17}( src/Tabular/{f}.hs, {dist}/build/Tabular/{f}.o, {dist}/build/Tabular/{f}.dyn_o )")
    build.append(f"[5 of 5] Compiling Tabular          ( src/Tabular.hs, {dist}/build/Tabular.o, {dist}/build/Tabular.dyn_o )")
    turns = [
        (bash(f"cd {root} && git switch -c remove-legacy && ls src/Tabular/"),
         oh_bash("Switched to a new branch 'remove-legacy'\nInternal.hs  Legacy.hs  Parser.hs  Render.hs  Types.hs", root)),
        (bash("grep -rn 'Tabular.Legacy' --include='*.hs' --include='*.cabal' --include='*.md' ."),
         oh_bash("./tabular.cabal:23:        Tabular.Legacy\n./CHANGELOG.md:9:* `Tabular.Legacy` is deprecated and will be removed in 0.5.\n"
                 "./src/Tabular/Legacy.hs:3:module Tabular.Legacy", root)),
        (bash("git rm src/Tabular/Legacy.hs"), oh_bash("rm 'src/Tabular/Legacy.hs'", root)),
        (editor("str_replace", f"{root}/tabular.cabal", old_str="        Tabular.Render\n        Tabular.Legacy\n", new_str="        Tabular.Render\n"),
         edited(f"{root}/tabular.cabal", rng(cabal2, 14, 30), 14)),
        (bash("cabal build 2>&1 | tail -n 12"), oh_bash("\n".join(build[-12:]), root)),
        (bash("cabal test 2>&1 | tail -n 6"),
         oh_bash("Running 1 test suites...\nTest suite tabular-test: RUNNING...\n"
                 "Test suite tabular-test: PASS\n"
                 f"Test suite logged to:\n{root}/{dist}/t/tabular-test/test/tabular-0.5.0.0-tabular-test.log\n"
                 "1 of 1 test suites (1 of 1 test cases) passed.", root)),
        (bash("git status"),
         oh_bash("On branch remove-legacy\nChanges to be committed:\n  (use \"git restore --staged <file>...\" to unstage)\n"
                 "\tdeleted:    src/Tabular/Legacy.hs\n\nChanges not staged for commit:\n"
                 "  (use \"git add <file>...\" to update what will be committed)\n"
                 "  (use \"git restore <file>...\" to discard changes in working directory)\n\tmodified:   tabular.cabal\n", root)),
        (bash("wc -l src/Tabular/*.hs src/Tabular.hs"),
         oh_bash("   61 src/Tabular/Internal.hs\n   48 src/Tabular/Legacy.hs\n  142 src/Tabular/Parser.hs\n"
                 "   97 src/Tabular/Render.hs\n   39 src/Tabular/Types.hs\n   54 src/Tabular.hs\n  441 total", root)),
    ]
    rs.add(TASK, "h66-swe-10", sysp(root, OH_TOOLS), turns, bad=True, turn=8,
           kind="wc at turn 8 still lists src/Tabular/Legacy.hs with 48 lines although turn 3 ran git rm on it and git status at turn 7 shows it deleted; nothing restored it.")


# =====================================================================================================
# 11 bad -- Spring Boot service, Claude Code (log clock goes backwards)
# =====================================================================================================

SPR = "INFO 30512 --- [inventory-service]"


def slog(ts: str, thread: str, logger: str, msg: str) -> str:
    return f"2024-06-11T{ts}+02:00  {SPR} [{thread:>15}] {logger:<40} : {msg}"


def t11(rs: rk.RowSet) -> None:
    root = "/home/dev/inventory-service"
    start_lines = [
        slog("14:21:07.884", "main", "o.s.b.w.embedded.tomcat.TomcatWebServer", "Tomcat initialized with port 8080 (http)"),
        slog("14:21:07.901", "main", "o.apache.catalina.core.StandardService", "Starting service [Tomcat]"),
        slog("14:21:07.902", "main", "o.apache.catalina.core.StandardEngine", "Starting Servlet engine: [Apache Tomcat/10.1.25]"),
        slog("14:21:07.968", "main", "o.a.c.c.C.[Tomcat].[localhost].[/]", "Initializing Spring embedded WebApplicationContext"),
        slog("14:21:08.447", "main", "com.zaxxer.hikari.HikariDataSource", "HikariPool-1 - Starting..."),
        slog("14:21:08.611", "main", "com.zaxxer.hikari.HikariPool", "HikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@6b2e46af"),
        slog("14:21:08.613", "main", "com.zaxxer.hikari.HikariDataSource", "HikariPool-1 - Start completed."),
        slog("14:21:09.355", "main", "o.s.b.w.embedded.tomcat.TomcatWebServer", "Tomcat started on port 8080 (http) with context path '/'"),
        slog("14:21:09.412", "main", "c.a.i.InventoryServiceApplication", "Started InventoryServiceApplication in 5.874 seconds (process running for 6.412)"),
    ]
    req_lines = [
        slog("14:12:38.206", "nio-8080-exec-1", "o.a.c.c.C.[Tomcat].[localhost].[/]", "Initializing Spring DispatcherServlet 'dispatcherServlet'"),
        slog("14:12:38.207", "nio-8080-exec-1", "o.s.web.servlet.DispatcherServlet", "Initializing Servlet 'dispatcherServlet'"),
        slog("14:12:38.209", "nio-8080-exec-1", "o.s.web.servlet.DispatcherServlet", "Completed initialization in 2 ms"),
        slog("14:12:41.532", "nio-8080-exec-2", "c.a.inventory.web.AdjustmentController", "Adjusted AX-100 by -15 (picking): 240 -> 225"),
    ]
    stop_lines = [
        slog("14:22:06.118", "ionShutdownHook", "o.s.b.w.e.tomcat.GracefulShutdown", "Commencing graceful shutdown. Waiting for active requests to complete"),
        slog("14:22:06.124", "tomcat-shutdown", "o.s.b.w.e.tomcat.GracefulShutdown", "Graceful shutdown complete"),
        slog("14:22:06.137", "ionShutdownHook", "com.zaxxer.hikari.HikariDataSource", "HikariPool-1 - Shutdown initiated..."),
        slog("14:22:06.141", "ionShutdownHook", "com.zaxxer.hikari.HikariDataSource", "HikariPool-1 - Shutdown completed."),
    ]
    item = {"id": 17, "sku": "AX-100", "name": "Hex bolt M8x40", "quantity": 240, "warehouse": "BER-2", "updatedAt": "2024-06-10T16:02:44Z"}
    item2 = dict(item, quantity=225, updatedAt="2024-06-11T12:21:41Z")
    turns = [
        (cc("Bash", command="./mvnw -q -DskipTests package && ls -l target/*.jar", description="Build the jar without tests"),
         "-rw-r--r-- 1 dev dev 48213077 Jun 11 14:20 target/inventory-service-0.4.2.jar"),
        (cc("Bash", command="nohup java -jar target/inventory-service-0.4.2.jar > /tmp/app.log 2>&1 &\necho $!", description="Start the service in the background"),
         "30512"),
        (cc("Bash", command="sleep 8 && tail -n 9 /tmp/app.log", description="Wait for startup and show the log"), "\n".join(start_lines)),
        (cc("Bash", command="curl -s 'http://localhost:8080/api/items?sku=AX-100'", description="Look up the item"),
         json.dumps([item], separators=(",", ":"))),
        (cc("Bash", command="curl -s -X POST http://localhost:8080/api/items/17/adjustments -H 'Content-Type: application/json' -d '{\"delta\":-15,\"reason\":\"picking\"}'",
            description="Post a stock adjustment"), json.dumps(item2, separators=(",", ":"))),
        (cc("Bash", command="tail -n 4 /tmp/app.log", description="Show the request log lines"), "\n".join(req_lines)),
        (cc("Bash", command="kill 30512 && sleep 2 && tail -n 4 /tmp/app.log", description="Stop the service"), "\n".join(stop_lines)),
    ]
    rs.add(TASK, "h66-swe-11", sysp(root, CC_TOOLS), turns, bad=True, turn=6,
           kind="the request log lines at turn 6 are stamped 14:12, nine minutes before the service finished starting at 14:21:09 (turn 3) and before the adjustment stamped 12:21:41Z = 14:21:41+02:00 (turn 5); the clock cannot go backwards.")


# =====================================================================================================
# 12 clean -- Crystal shard, SWE-agent (reproduce script created, fixed, then deleted)
# =====================================================================================================

TOKENIZER_CR = """module Crinkle
  class Tokenizer
    record Token, kind : Symbol, value : String, line : Int32

    def initialize(@source : String)
    end

    def tokens : Array(Token)
      result = [] of Token
      @source.each_line.with_index(1) do |raw, lineno|
        line = strip_comment(raw).strip
        next if line.empty?
        if line.starts_with?('[') && line.ends_with?(']')
          result << Token.new(:section, line[1..-2].strip, lineno)
        elsif idx = line.index('=')
          result << Token.new(:key, line[0...idx].strip, lineno)
          result << Token.new(:value, unquote(line[idx + 1..].strip), lineno)
        else
          raise ParseError.new("expected key = value", lineno)
        end
      end
      result
    end

    private def strip_comment(line : String) : String
      if idx = line.index('#')
        line[0...idx]
      else
        line
      end
    end

    private def unquote(value : String) : String
      if value.size >= 2 && value.starts_with?('"') && value.ends_with?('"')
        value[1..-2]
      else
        value
      end
    end
  end
end"""

CR_OLD = """    private def strip_comment(line : String) : String
      if idx = line.index('#')
        line[0...idx]
      else
        line
      end
    end"""
CR_NEW = """    private def strip_comment(line : String) : String
      in_quotes = false
      line.each_char_with_index do |char, i|
        case char
        when '"' then in_quotes = !in_quotes
        when '#' then return line[0...i] unless in_quotes
        end
      end
      line
    end"""

REPRO_CR = """require "./src/crinkle"

src = <<-INI
  [theme]
  accent = "#ff8800"  # orange
  INI

Crinkle::Tokenizer.new(src).tokens.each { |t| puts t }"""


def t12(rs: rk.RowSet) -> None:
    root = "/crinkle"
    tok = f"{root}/src/crinkle/tokenizer.cr"
    rep = f"{root}/reproduce.cr"
    tok2 = TOKENIZER_CR.replace(CR_OLD, CR_NEW)
    a = TOKENIZER_CR.split("\n").index("    private def strip_comment(line : String) : String") + 1
    b = a + len(CR_OLD.split("\n")) - 1
    tk = "Crinkle::Tokenizer::Token"
    turns = [
        (swa("Let me look at the repository layout first.", "ls -F"),
         "LICENSE\nREADME.md\nshard.lock\nshard.yml\nspec/\nsrc/\n" + swa_tail("n/a", root)),
        (swa("The issue is about '#' inside quoted values being treated as a comment. The tokenizer is the likely place.", "open src/crinkle/tokenizer.cr"),
         swa_win(tok, TOKENIZER_CR, 1) + "\n" + swa_tail(tok, root)),
        (swa("I'll write a small script that reproduces the problem.", "create reproduce.cr"),
         f"[File: {rep} (1 lines total)]\n1:\n" + swa_tail(rep, root)),
        (swa("Now the reproduction code.", "edit 1:1\n" + REPRO_CR + "\nend_of_edit"),
         swa_win(rep, REPRO_CR, 1) + "\n" + SWA_EDITED + "\n" + swa_tail(rep, root)),
        (swa("Run it.", "crystal run reproduce.cr"),
         f'{tk}(@kind=:section, @value="theme", @line=1)\n{tk}(@kind=:key, @value="accent", @line=2)\n'
         f'{tk}(@kind=:value, @value="\\"", @line=2)\n' + swa_tail(rep, root)),
        (swa(f"The value is cut at the '#'. strip_comment starts at line {a}; let me go there.", f"open src/crinkle/tokenizer.cr {a}"),
         swa_win(tok, TOKENIZER_CR, 1) + "\n" + swa_tail(tok, root)),
        (swa("strip_comment must skip '#' characters that are inside double quotes.", f"edit {a}:{b}\n{CR_NEW}\nend_of_edit"),
         swa_win(tok, tok2, 1) + "\n" + SWA_EDITED + "\n" + swa_tail(tok, root)),
        (swa("Run the reproduction again.", "crystal run reproduce.cr"),
         f'{tk}(@kind=:section, @value="theme", @line=1)\n{tk}(@kind=:key, @value="accent", @line=2)\n'
         f'{tk}(@kind=:value, @value="#ff8800", @line=2)\n' + swa_tail(tok, root)),
        (swa("Fixed. I'll remove the script and run the spec suite.", "rm reproduce.cr && crystal spec"),
         "..........................\n\nFinished in 3.87 milliseconds\n26 examples, 0 failures, 0 errors, 0 pending\n" + swa_tail(tok, root)),
        (swa("Confirm the working tree is clean of scratch files.", "ls -F"),
         "LICENSE\nREADME.md\nshard.lock\nshard.yml\nspec/\nsrc/\n" + swa_tail(tok, root)),
    ]
    rs.add(TASK, "h66-swe-12", sysp(root, SWEA_TOOLS), turns)


# =====================================================================================================
# 13 bad -- SvelteKit notes app, Gemini CLI (renamed component listed under its old name)
# =====================================================================================================

def t13(rs: rk.RowSet) -> None:
    root = "/home/lee/svelte-notes"
    item = f"{root}/src/lib/components/NoteItem.svelte"
    turns = [
        (rk.call("list_directory", path=f"{root}/src/lib/components"),
         f"Directory listing for {root}/src/lib/components:\n[DIR] __tests__\nNoteItem.svelte\nNoteList.svelte\nTagPill.svelte\nToolbar.svelte"),
        (rk.call("search_file_content", pattern="TagPill", path="src"),
         'Found 2 matches for pattern "TagPill" in path "src":\n---\nFile: lib/components/NoteItem.svelte\n'
         "L3: \timport TagPill from './TagPill.svelte';\n"
         "L24: \t\t\t<TagPill {tag} on:click={() => dispatch('filter', tag)} />\n---"),
        (gshell("git mv src/lib/components/TagPill.svelte src/lib/components/TagChip.svelte", "Rename TagPill to TagChip"),
         gem_run("git mv src/lib/components/TagPill.svelte src/lib/components/TagChip.svelte", "", pgid=60914)),
        (rk.call("replace", file_path=item, old_string="\timport TagPill from './TagPill.svelte';", new_string="\timport TagChip from './TagChip.svelte';"),
         gem_ok(item)),
        (rk.call("replace", file_path=item, old_string="<TagPill {tag} on:click=", new_string="<TagChip {tag} on:click="), gem_ok(item)),
        (gshell("npm run check", "Type-check the Svelte project"),
         gem_run("npm run check",
                 "\n> svelte-notes@0.4.0 check\n> svelte-kit sync && svelte-check --tsconfig ./tsconfig.json\n\n"
                 "====================================\nLoading svelte-check in workspace: /home/lee/svelte-notes\n"
                 "Getting Svelte diagnostics...\n\nsvelte-check found 0 errors and 0 warnings", pgid=60977)),
        (gshell("npx vitest run", "Run the unit tests"),
         gem_run("npx vitest run",
                 "\n RUN  v1.6.0 /home/lee/svelte-notes\n\n"
                 " ✓ src/lib/stores/notes.test.ts  (7 tests) 6ms\n"
                 " ✓ src/lib/components/__tests__/NoteItem.test.ts  (3 tests) 37ms\n"
                 " ✓ src/lib/components/__tests__/NoteList.test.ts  (2 tests) 29ms\n\n"
                 " Test Files  3 passed (3)\n      Tests  12 passed (12)\n   Start at  16:48:03\n"
                 "   Duration  1.37s (transform 244ms, setup 0ms, collect 611ms, tests 72ms, environment 902ms, prepare 301ms)\n",
                 pgid=61032)),
        (rk.call("glob", pattern="src/**/*.svelte", path=root),
         f'Found 7 file(s) matching "src/**/*.svelte" within {root}, sorted by modification time (newest first):\n'
         f"{root}/src/lib/components/NoteItem.svelte\n{root}/src/routes/+page.svelte\n"
         f"{root}/src/routes/notes/[id]/+page.svelte\n{root}/src/lib/components/TagPill.svelte\n"
         f"{root}/src/lib/components/NoteList.svelte\n{root}/src/lib/components/Toolbar.svelte\n{root}/src/routes/+layout.svelte"),
    ]
    rs.add(TASK, "h66-swe-13", sysp(root, GEM_TOOLS), turns, bad=True, turn=8,
           kind="the glob at turn 8 lists src/lib/components/TagPill.svelte, but turn 3 renamed it to TagChip.svelte (and the import using the new name type-checked at turn 6); nothing renamed it back.")


# =====================================================================================================
# 14 clean -- Python library, OpenHands (rounding fix, version bump, reinstall, re-sorted listing)
# =====================================================================================================

CORE_PY = '''"""Format durations for humans."""

from __future__ import annotations

from datetime import timedelta

UNITS = (
    ("d", 86_400),
    ("h", 3_600),
    ("m", 60),
    ("s", 1),
)


def format_duration(value: float | timedelta, *, max_units: int = 2, sep: str = " ") -> str:
    """Format a number of seconds (or a timedelta) like ``"1h 5m"``.

    >>> format_duration(3905)
    '1h 5m'
    """
    seconds = value.total_seconds() if isinstance(value, timedelta) else float(value)
    if seconds < 0:
        return "-" + format_duration(-seconds, max_units=max_units, sep=sep)
    remaining = int(seconds)
    parts: list[str] = []
    for suffix, size in UNITS:
        count, remaining = divmod(remaining, size)
        if count:
            parts.append(f"{count}{suffix}")
        if len(parts) == max_units:
            break
    return sep.join(parts) or "0s"
'''

INIT_PY = '''"""durationfmt: format durations for humans."""

from .core import format_duration
from .parse import parse_duration

__all__ = ["format_duration", "parse_duration"]
__version__ = "0.8.1"
'''

ROUND_TEST = '''from durationfmt import format_duration


def test_rounds_to_nearest_second():
    assert format_duration(59.6) == "1m"


def test_rounding_carries_into_next_unit():
    assert format_duration(3599.5, max_units=3) == "1h"
'''


def t14(rs: rk.RowSet) -> None:
    root = "/workspace/durationfmt"
    core2 = CORE_PY.replace("remaining = int(seconds)", "remaining = round(seconds)")
    init2 = INIT_PY.replace('"0.8.1"', '"0.8.2"')
    n = len
    turns = [
        (bash(f"cd {root} && pip show durationfmt | head -3 && python -m pytest -q 2>&1 | tail -n 1"),
         oh_bash("Name: durationfmt\nVersion: 0.8.1\nSummary: Format durations for humans\n41 passed in 0.29s", root)),
        (editor("view", f"{root}/src/durationfmt/core.py"), cat_n(f"{root}/src/durationfmt/core.py", CORE_PY.rstrip("\n"))),
        (editor("str_replace", f"{root}/src/durationfmt/core.py", old_str="    remaining = int(seconds)", new_str="    remaining = round(seconds)"),
         edited(f"{root}/src/durationfmt/core.py", rng(core2, 20, 28), 20)),
        (editor("create", f"{root}/tests/test_rounding.py", file_text=ROUND_TEST),
         f"File created successfully at: {root}/tests/test_rounding.py"),
        (editor("str_replace", f"{root}/src/durationfmt/__init__.py", old_str='__version__ = "0.8.1"', new_str='__version__ = "0.8.2"'),
         edited(f"{root}/src/durationfmt/__init__.py", rng(init2, 3, 7), 3)),
        (bash("pip install -e . -q && pip show durationfmt | head -2"), oh_bash("Name: durationfmt\nVersion: 0.8.2", root)),
        (bash("python -m pytest -q"),
         oh_bash("." * 43 + " [100%]\n43 passed in 0.31s", root)),
        (bash("ls -lt src/durationfmt tests"),
         oh_bash("src/durationfmt:\ntotal 20\n"
                 "drwxr-xr-x 2 root root 4096 Jun 14 09:44 __pycache__\n"
                 f"-rw-r--r-- 1 root root  {n(init2)} Jun 14 09:42 __init__.py\n"
                 f"-rw-r--r-- 1 root root  {n(core2)} Jun 14 09:39 core.py\n"
                 "-rw-r--r-- 1 root root 1876 Jun  2 17:05 parse.py\n"
                 "-rw-r--r-- 1 root root    0 Jun  2 17:05 py.typed\n\ntests:\ntotal 20\n"
                 "drwxr-xr-x 2 root root 4096 Jun 14 09:44 __pycache__\n"
                 f"-rw-r--r-- 1 root root  {n(ROUND_TEST)} Jun 14 09:40 test_rounding.py\n"
                 "-rw-r--r-- 1 root root 3412 Jun  2 17:05 test_core.py\n"
                 "-rw-r--r-- 1 root root 2290 Jun  2 17:05 test_parse.py", root)),
        (bash("git status --short && git diff --stat"),
         oh_bash(" M src/durationfmt/__init__.py\n M src/durationfmt/core.py\n?? tests/test_rounding.py\n"
                 " src/durationfmt/__init__.py | 2 +-\n src/durationfmt/core.py     | 2 +-\n 2 files changed, 2 insertions(+), 2 deletions(-)", root)),
    ]
    rs.add(TASK, "h66-swe-14", sysp(root, OH_TOOLS), turns)


# =====================================================================================================
# 15 bad -- Flutter habit tracker, Codex CLI (enum gains a member nobody added)
# =====================================================================================================

HABIT_DART = """import 'package:meta/meta.dart';

enum HabitFrequency {
  daily,
  weekdays,
  weekly,
  monthly,
}

@immutable
class Habit {
  const Habit({
    required this.id,
    required this.title,
    required this.frequency,
    required this.createdAt,
    this.archived = false,
  });

  final String id;
  final String title;
  final HabitFrequency frequency;
  final DateTime createdAt;
  final bool archived;

  /// The first due date strictly after [from].
  DateTime nextDueDate(DateTime from) {
    final day = DateTime(from.year, from.month, from.day);
    switch (frequency) {
      case HabitFrequency.daily:
        return day.add(const Duration(days: 1));
      case HabitFrequency.weekdays:
        var next = day.add(const Duration(days: 1));
        if (next.weekday == DateTime.saturday) next = next.add(const Duration(days: 2));
        return next;
      case HabitFrequency.weekly:
        return day.add(const Duration(days: 7));
      case HabitFrequency.monthly:
        return DateTime(day.year, day.month + 1, day.day);
    }
  }
"""

DART_PATCH = """*** Begin Patch
*** Update File: lib/models/habit.dart
@@
       case HabitFrequency.weekdays:
         var next = day.add(const Duration(days: 1));
-        if (next.weekday == DateTime.saturday) next = next.add(const Duration(days: 2));
+        while (next.weekday == DateTime.saturday || next.weekday == DateTime.sunday) {
+          next = next.add(const Duration(days: 1));
+        }
         return next;
*** End Patch"""


def t15(rs: rk.RowSet) -> None:
    root = "/home/user/apps/habit_tracker"
    h2 = HABIT_DART.replace("        if (next.weekday == DateTime.saturday) next = next.add(const Duration(days: 2));\n",
                            "        while (next.weekday == DateTime.saturday || next.weekday == DateTime.sunday) {\n"
                            "          next = next.add(const Duration(days: 1));\n        }\n")
    drift = h2.replace("  weekly,\n  monthly,\n}", "  weekly,\n  biweekly,\n  monthly,\n}")
    turns = [
        (cx("grep -n -A 6 'enum HabitFrequency' lib/models/habit.dart", root),
         cx_out("3:enum HabitFrequency {\n4-  daily,\n5-  weekdays,\n6-  weekly,\n7-  monthly,\n8-}\n9-\n")),
        (cx("sed -n '26,42p' lib/models/habit.dart", root), cx_out(rng(HABIT_DART, 26, 42) + "\n")),
        (cx_patch(DART_PATCH, root), cx_out("Success. Updated the following files:\nM lib/models/habit.dart\n")),
        (cx("flutter test test/models/habit_test.dart", root), cx_out("00:02 +11: All tests passed!\n", 0, 6.8)),
        (cx("dart format lib/models/habit.dart", root), cx_out("Formatted 1 file (0 changed) in 0.05 seconds.\n", 0, 0.6)),
        (cx("flutter analyze", root),
         cx_out("Analyzing habit_tracker...                                      \nNo issues found! (ran in 2.9s)\n", 0, 4.2)),
        (cx("sed -n '1,30p' lib/models/habit.dart", root), cx_out(rng(drift, 1, 30) + "\n")),
    ]
    rs.add(TASK, "h66-swe-15", sysp(root, CODEX_TOOLS), turns, bad=True, turn=7,
           kind="the enum HabitFrequency re-read at turn 7 has a fifth member biweekly between weekly and monthly, though turn 1 showed four members and the only edit (turn 3) touched the weekdays case; nothing added it (and the switch would no longer be exhaustive).")


# =====================================================================================================
# 16 clean -- Phoenix app, Claude Code (new migration with a fresh timestamp, migrate, tests re-run)
# =====================================================================================================

MIG_EMPTY = """defmodule Trailhead.Repo.Migrations.AddDifficultyToTrails do
  use Ecto.Migration

  def change do

  end
end"""
MIG_FULL = """defmodule Trailhead.Repo.Migrations.AddDifficultyToTrails do
  use Ecto.Migration

  def change do
    alter table(:trails) do
      add :difficulty, :string, null: false, default: "moderate"
    end

    create index(:trails, [:difficulty])
  end
end"""


def migrations(rows: list[tuple[str, str]]) -> str:
    body = "\n".join(f"  up        {mid}  {name}" for mid, name in rows)
    return ("\nRepo: Trailhead.Repo\n\n  Status    Migration ID    Migration Name\n"
            "--------------------------------------------------\n" + body + "\n")


def t16(rs: rk.RowSet) -> None:
    root = "/home/sam/dev/trailhead"
    mig = f"{root}/priv/repo/migrations/20240612093015_add_difficulty_to_trails.exs"
    rows = [("20240402131204", "create_trails"), ("20240402131530", "create_checkins"),
            ("20240519084411", "add_region_to_trails")]
    turns = [
        (cc("Bash", command="mix ecto.migrations", description="List migrations and their status"), migrations(rows)),
        (cc("Bash", command="mix ecto.gen.migration add_difficulty_to_trails", description="Generate a migration"),
         "* creating priv/repo/migrations/20240612093015_add_difficulty_to_trails.exs"),
        (cc("Read", file_path=mig), cc_read(MIG_EMPTY)),
        (cc("Edit", file_path=mig, old_string="  def change do\n\n  end", new_string="\n".join(MIG_FULL.split("\n")[3:10])),
         cc_edit(mig, MIG_FULL, 1)),
        (cc("Bash", command="mix ecto.migrate", description="Run pending migrations"),
         "\n09:31:02.448 [info] == Running 20240612093015 Trailhead.Repo.Migrations.AddDifficultyToTrails.change/0 forward\n\n"
         "09:31:02.451 [info] alter table trails\n\n09:31:02.459 [info] create index trails_difficulty_index\n\n"
         "09:31:02.463 [info] == Migrated 20240612093015 in 0.0s"),
        (cc("Bash", command="mix ecto.migrations", description="Confirm the new migration is up"),
         migrations(rows + [("20240612093015", "add_difficulty_to_trails")])),
        (cc("Bash", command="mix test", description="Run the test suite"),
         "Running ExUnit with seed: 50113, max_cases: 16\n\n" + "." * 47 + "\n"
         "Finished in 0.4 seconds (0.2s async, 0.2s sync)\n47 tests, 0 failures"),
        (cc("Bash", command="mix test", description="Run the suite again with a new seed"),
         "Running ExUnit with seed: 771204, max_cases: 16\n\n" + "." * 47 + "\n"
         "Finished in 0.5 seconds (0.3s async, 0.2s sync)\n47 tests, 0 failures"),
    ]
    rs.add(TASK, "h66-swe-16", sysp(root, CC_TOOLS), turns)


# =====================================================================================================
# 17 bad -- React kanban board, OpenHands (a constant changes between two reads of the same file)
# =====================================================================================================

USEBOARD_TS = """import { useCallback, useMemo, useReducer } from 'react'
import type { Board, Card, ColumnId } from '../types'
import { loadBoard, saveBoard } from '../storage'

export const MAX_CARDS_PER_COLUMN = 40
export const COLUMN_ORDER: ColumnId[] = ['todo', 'doing', 'review', 'done']

type Action =
  | { type: 'add'; column: ColumnId; card: Card }
  | { type: 'move'; cardId: string; to: ColumnId; index: number }
  | { type: 'remove'; cardId: string }

function reducer(board: Board, action: Action): Board {
  switch (action.type) {
    case 'add': {
      const cards = board.columns[action.column]
      if (cards.length >= MAX_CARDS_PER_COLUMN) return board
      return { ...board, columns: { ...board.columns, [action.column]: [...cards, action.card] } }
    }
    case 'move': {
      const from = COLUMN_ORDER.find((c) => board.columns[c].some((card) => card.id === action.cardId))
      if (!from) return board
      const card = board.columns[from].find((c) => c.id === action.cardId)!
      const without = board.columns[from].filter((c) => c.id !== action.cardId)
      const target = from === action.to ? without : board.columns[action.to]
      if (from !== action.to && target.length >= MAX_CARDS_PER_COLUMN) return board
      const next = [...target.slice(0, action.index), card, ...target.slice(action.index)]
      return { ...board, columns: { ...board.columns, [from]: without, [action.to]: next } }
    }
    case 'remove': {
      const columns = Object.fromEntries(
        COLUMN_ORDER.map((c) => [c, board.columns[c].filter((card) => card.id !== action.cardId)]),
      ) as Board['columns']
      return { ...board, columns }
    }
  }
}"""

COLUMN_TSX = """import type { Card, ColumnId } from '../types'
import { CardView } from './CardView'
import { AddCardForm } from './AddCardForm'

const TITLES: Record<ColumnId, string> = { todo: 'To do', doing: 'Doing', review: 'Review', done: 'Done' }

type Props = {
  id: ColumnId
  cards: Card[]
  onAdd: (title: string) => void
  onRemove: (cardId: string) => void
}

export function Column({ id, cards, onAdd, onRemove }: Props) {
  return (
    <section className="column" aria-labelledby={`col-${id}`}>
      <header className="column__header">
        <h2 id={`col-${id}`}>{TITLES[id]}</h2>
        <span className="column__count">{cards.length}</span>
      </header>
      <ul className="column__cards">
        {cards.map((card) => (
          <CardView key={card.id} card={card} onRemove={() => onRemove(card.id)} />
        ))}
      </ul>
      <AddCardForm count={cards.length} onAdd={onAdd} />
    </section>
  )
}"""


def t17(rs: rk.RowSet) -> None:
    root = "/workspace/react-kanban"
    hook, col = f"{root}/src/hooks/useBoard.ts", f"{root}/src/components/Column.tsx"
    c2 = COLUMN_TSX.replace("import { AddCardForm } from './AddCardForm'",
                            "import { AddCardForm } from './AddCardForm'\nimport { MAX_CARDS_PER_COLUMN } from '../hooks/useBoard'")
    c3 = c2.replace('<span className="column__count">{cards.length}</span>',
                    '<span className="column__count">\n          {cards.length}/{MAX_CARDS_PER_COLUMN}\n        </span>')
    hits = [f"src/hooks/useBoard.ts:{i}:{ln}" for i, ln in enumerate(USEBOARD_TS.split("\n"), 1) if "MAX_CARDS_PER_COLUMN" in ln]
    hits += ["src/components/AddCardForm.tsx:3:import { MAX_CARDS_PER_COLUMN } from '../hooks/useBoard'",
             "src/components/AddCardForm.tsx:21:  const full = count >= MAX_CARDS_PER_COLUMN"]
    turns = [
        (editor("view", hook), cat_n(hook, USEBOARD_TS)),
        (bash(f"cd {root} && grep -rn 'MAX_CARDS_PER_COLUMN' src/"), oh_bash("\n".join(hits), root)),
        (editor("view", col), cat_n(col, COLUMN_TSX)),
        (editor("str_replace", col, old_str="import { AddCardForm } from './AddCardForm'",
                new_str="import { AddCardForm } from './AddCardForm'\nimport { MAX_CARDS_PER_COLUMN } from '../hooks/useBoard'"),
         edited(col, rng(c2, 1, 8), 1)),
        (editor("str_replace", col, old_str='<span className="column__count">{cards.length}</span>',
                new_str='<span className="column__count">\n          {cards.length}/{MAX_CARDS_PER_COLUMN}\n        </span>'),
         edited(col, rng(c3, 15, 25), 15)),
        (bash("npx vitest run src/components"),
         oh_bash("\n RUN  v1.6.0 /workspace/react-kanban\n\n"
                 " ✓ src/components/__tests__/AddCardForm.test.tsx  (3 tests) 58ms\n"
                 " ✓ src/components/__tests__/Column.test.tsx  (4 tests) 71ms\n\n"
                 " Test Files  2 passed (2)\n      Tests  7 passed (7)\n   Start at  11:02:17\n"
                 "   Duration  1.94s (transform 301ms, setup 112ms, collect 866ms, tests 129ms, environment 1.12s, prepare 214ms)\n", root)),
        (editor("view", hook, view_range=[1, 19]),
         cat_n(hook, rng(USEBOARD_TS.replace("MAX_CARDS_PER_COLUMN = 40", "MAX_CARDS_PER_COLUMN = 50"), 1, 19))),
        (bash("npx tsc --noEmit -p tsconfig.app.json && echo typecheck ok"), oh_bash("typecheck ok", root)),
    ]
    rs.add(TASK, "h66-swe-17", sysp(root, OH_TOOLS), turns, bad=True, turn=7,
           kind="re-viewing useBoard.ts at turn 7 shows MAX_CARDS_PER_COLUMN = 50, but turn 1 and the grep at turn 2 showed 40 and only Column.tsx was edited since.")


# =====================================================================================================
# 18 clean -- Zig INI parser, Codex CLI (feature + test, counts grow, temp file created then removed)
# =====================================================================================================

PARSER_ZIG = """const std = @import("std");

pub const Entry = struct {
    section: []const u8,
    key: []const u8,
    value: []const u8,
};

pub const ParseError = error{ MissingEquals, UnterminatedSection };

/// Iterates over the `key = value` entries of an INI document.
pub const Parser = struct {
    lines: std.mem.SplitIterator(u8, .scalar),
    section: []const u8 = "",

    pub fn init(source: []const u8) Parser {
        return .{ .lines = std.mem.splitScalar(u8, source, '\\n') };
    }

    pub fn next(self: *Parser) ParseError!?Entry {
        while (self.lines.next()) |raw| {
            const line = std.mem.trim(u8, raw, " \\t\\r");
            if (line.len == 0 or line[0] == ';' or line[0] == '#') continue;
            if (line[0] == '[') {
                if (line[line.len - 1] != ']') return error.UnterminatedSection;
                self.section = std.mem.trim(u8, line[1 .. line.len - 1], " \\t");
                continue;
            }
            const eq = std.mem.indexOfScalar(u8, line, '=') orelse return error.MissingEquals;
            return .{
                .section = self.section,
                .key = std.mem.trimRight(u8, line[0..eq], " \\t"),
                .value = std.mem.trimLeft(u8, line[eq + 1 ..], " \\t"),
            };
        }
        return null;
    }
};"""

ZIG_PATCH = """*** Begin Patch
*** Update File: src/parser.zig
@@
             const eq = std.mem.indexOfScalar(u8, line, '=') orelse return error.MissingEquals;
+            var value = std.mem.trimLeft(u8, line[eq + 1 ..], " \\t");
+            if (std.mem.indexOf(u8, value, " ;")) |i| value = std.mem.trimRight(u8, value[0..i], " \\t");
             return .{
                 .section = self.section,
                 .key = std.mem.trimRight(u8, line[0..eq], " \\t"),
-                .value = std.mem.trimLeft(u8, line[eq + 1 ..], " \\t"),
+                .value = value,
             };
@@
+
+test "inline comments are stripped from values" {
+    var p = Parser.init("[core]\\nname = demo ; comment\\n");
+    const e = (try p.next()).?;
+    try std.testing.expectEqualStrings("demo", e.value);
+}
*** End Patch"""


def zig_sum(n: int, rss: str, secs: str) -> str:
    return (f"Build Summary: 3/3 steps succeeded; {n}/{n} tests passed\ntest success\n"
            f"└─ run test {n} passed 2ms MaxRSS:1M\n   └─ zig test Debug native success {secs} MaxRSS:{rss}\n")


def t18(rs: rk.RowSet) -> None:
    root = "/home/user/code/zig-ini"
    turns = [
        (cx("zig build test --summary all", root), cx_out(zig_sum(11, "167M", "1s"), 0, 9.4)),
        (cx("sed -n '1,40p' src/parser.zig", root), cx_out(PARSER_ZIG + "\n")),
        (cx_patch(ZIG_PATCH, root), cx_out("Success. Updated the following files:\nM src/parser.zig\n")),
        (cx("zig build test --summary all", root), cx_out(zig_sum(12, "171M", "2s"), 0, 3.7)),
        (cx("printf '[core]\\nname = demo ; comment\\nmode = fast\\n' > /tmp/demo.ini && zig build run -- /tmp/demo.ini", root),
         cx_out("core.name=demo\ncore.mode=fast\n", 0, 2.2)),
        (cx("rm /tmp/demo.ini && ls /tmp/demo.ini", root),
         cx_out("ls: cannot access '/tmp/demo.ini': No such file or directory\n", 2)),
        (cx("zig fmt --check src/ && git status --short && git diff --stat", root),
         cx_out(" M src/parser.zig\n src/parser.zig | 10 +++++++++-\n 1 file changed, 9 insertions(+), 1 deletion(-)\n")),
    ]
    rs.add(TASK, "h66-swe-18", sysp(root, CODEX_TOOLS), turns)


# =====================================================================================================
# 19 bad -- Gleam package, SWE-agent (release date in the changelog moves)
# =====================================================================================================

CHANGELOG = """# Changelog

## Unreleased

- Added `tempo_fmt.relative/2` for "3 hours ago" style output.
- Fixed `format/2` padding of single-digit hours with the `%k` directive.

## v0.6.0 - 2024-03-02

- Added the ISO week number directive `%V`.
- `parse/2` now returns `Error(UnknownDirective(String))` instead of crashing.

## v0.5.1 - 2024-01-19

- Fixed month names for `%B` in December."""

GLEAM_TOML = """name = "tempo_fmt"
version = "0.6.0"

description = "Strftime-style date and time formatting for Gleam"
licences = ["Apache-2.0"]
repository = { type = "github", user = "ivo-k", repo = "tempo_fmt" }
links = [{ title = "Docs", href = "https://hexdocs.pm/tempo_fmt/" }]
gleam = ">= 1.0.0"

[dependencies]
gleam_stdlib = ">= 0.34.0 and < 2.0.0"
birl = ">= 1.6.0 and < 2.0.0"

[dev-dependencies]
gleeunit = ">= 1.0.0 and < 2.0.0\""""


def t19(rs: rk.RowSet) -> None:
    root = "/tempo_fmt"
    cl, gt = f"{root}/CHANGELOG.md", f"{root}/gleam.toml"
    cl2 = CHANGELOG.replace("## Unreleased", "## v0.7.0 - 2024-05-14")
    gt2 = GLEAM_TOML.replace('version = "0.6.0"', 'version = "0.7.0"')
    diff = ("diff --git a/CHANGELOG.md b/CHANGELOG.md\nindex 4c1e9a2..b70d3f5 100644\n--- a/CHANGELOG.md\n+++ b/CHANGELOG.md\n"
            "@@ -1,6 +1,6 @@\n # Changelog\n \n-## Unreleased\n+## v0.7.0 - 2024-05-17\n \n"
            " - Added `tempo_fmt.relative/2` for \"3 hours ago\" style output.\n"
            " - Fixed `format/2` padding of single-digit hours with the `%k` directive.\n"
            "diff --git a/gleam.toml b/gleam.toml\nindex 9e02b41..3a6c7d8 100644\n--- a/gleam.toml\n+++ b/gleam.toml\n"
            "@@ -1,5 +1,5 @@\n name = \"tempo_fmt\"\n-version = \"0.6.0\"\n+version = \"0.7.0\"\n \n"
            " description = \"Strftime-style date and time formatting for Gleam\"\n licences = [\"Apache-2.0\"]\n")
    turns = [
        (swa("The task is to cut the v0.7.0 release: move the Unreleased notes under a version heading and bump the version. Let me look at the changelog.", "open CHANGELOG.md"),
         swa_win(cl, CHANGELOG, 1) + "\n" + swa_tail(cl, root)),
        (swa("Line 3 becomes the v0.7.0 heading with today's date.", "edit 3:3\n## v0.7.0 - 2024-05-14\nend_of_edit"),
         swa_win(cl, cl2, 1) + "\n" + SWA_EDITED + "\n" + swa_tail(cl, root)),
        (swa("Now the version in gleam.toml.", "open gleam.toml"), swa_win(gt, GLEAM_TOML, 1) + "\n" + swa_tail(gt, root)),
        (swa("Bump it to 0.7.0.", 'edit 2:2\nversion = "0.7.0"\nend_of_edit'),
         swa_win(gt, gt2, 1) + "\n" + SWA_EDITED + "\n" + swa_tail(gt, root)),
        (swa("Run the tests before committing.", "gleam test"),
         "  Compiling gleam_stdlib\n  Compiling gleeunit\n  Compiling ranger\n  Compiling birl\n  Compiling tempo_fmt\n"
         "   Compiled in 2.41s\n    Running tempo_fmt_test.main\n" + "." * 26 + "\n26 tests, no failures\n" + swa_tail(gt, root)),
        (swa("Let me review the full diff.", "git diff"), diff + swa_tail(gt, root)),
        (swa("Commit the release.", 'git commit -am "Release v0.7.0"'),
         "[main 1f2e3d4] Release v0.7.0\n 2 files changed, 2 insertions(+), 2 deletions(-)\n" + swa_tail(gt, root)),
    ]
    rs.add(TASK, "h66-swe-19", sysp(root, SWEA_TOOLS), turns, bad=True, turn=6,
           kind="git diff at turn 6 shows the new changelog heading dated 2024-05-17, but the edit at turn 2 wrote 2024-05-14 and the file was not touched again.")


# =====================================================================================================
# 20 clean -- OCaml s-expression printer, Gemini CLI (cram test fails, fix, promote, re-read)
# =====================================================================================================

PRINT_ML = """type t = Atom of string | List of t list

let needs_quotes s =
  s = "" || String.exists (fun c -> c = ' ' || c = '(' || c = ')' || c = '"') s

let escape s =
  let b = Buffer.create (String.length s + 2) in
  String.iter
    (function
      | '"' -> Buffer.add_string b "\\\\\\""
      | c -> Buffer.add_char b c)
    s;
  Buffer.contents b

let rec to_string = function
  | Atom s when needs_quotes s -> "\\"" ^ escape s ^ "\\""
  | Atom s -> s
  | List xs -> "(" ^ String.concat " " (List.map to_string xs) ^ ")"
"""

ML_OLD = """let needs_quotes s =
  s = "" || String.exists (fun c -> c = ' ' || c = '(' || c = ')' || c = '"') s

let escape s =
  let b = Buffer.create (String.length s + 2) in
  String.iter
    (function
      | '"' -> Buffer.add_string b "\\\\\\""
      | c -> Buffer.add_char b c)"""
ML_NEW = """let needs_quotes s =
  s = ""
  || String.exists
       (fun c -> c = ' ' || c = '(' || c = ')' || c = '"' || c = '\\\\' || c = '\\n')
       s

let escape s =
  let b = Buffer.create (String.length s + 2) in
  String.iter
    (function
      | '"' -> Buffer.add_string b "\\\\\\""
      | '\\\\' -> Buffer.add_string b "\\\\\\\\"
      | '\\n' -> Buffer.add_string b "\\\\n"
      | c -> Buffer.add_char b c)"""

PRINT_T = """Atoms with spaces or parentheses are quoted:
  $ sexp-fmt --atom 'a b' --atom 'f(x)'
  ("a b" "f(x)")

Plain atoms are left alone:
  $ sexp-fmt --atom 'path\\to'
  path\\to

Backslashes and newlines are escaped:
  $ sexp-fmt --atom 'C:\\dir' --atom 'two
  > lines'
  ("C:\\\\dir" "two\\nlines")
"""


def t20(rs: rk.RowSet) -> None:
    root = "/home/yuki/src/sexp-lite"
    pt2 = PRINT_T.replace("  path\\to\n", '  "path\\\\to"\n')
    diff1 = ('File "test/print.t", line 1, characters 0-0:\n'
             "diff --git a/_build/default/test/print.t b/_build/default/test/print.t.corrected\n"
             "index 6f1d2a4..0b83c19 100644\n--- a/_build/default/test/print.t\n+++ b/_build/default/test/print.t.corrected\n"
             "@@ -9,4 +9,5 @@ Plain atoms are left alone:\n Backslashes and newlines are escaped:\n"
             "   $ sexp-fmt --atom 'C:\\dir' --atom 'two\n   > lines'\n"
             '-  ("C:\\\\dir" "two\\nlines")\n+  (C:\\dir two\n+  lines)')
    diff2 = ('File "test/print.t", line 1, characters 0-0:\n'
             "diff --git a/_build/default/test/print.t b/_build/default/test/print.t.corrected\n"
             "index 6f1d2a4..a7e14f2 100644\n--- a/_build/default/test/print.t\n+++ b/_build/default/test/print.t.corrected\n"
             "@@ -4,7 +4,7 @@ Atoms with spaces or parentheses are quoted:\n \n Plain atoms are left alone:\n"
             "   $ sexp-fmt --atom 'path\\to'\n-  path\\to\n+  \"path\\\\to\"\n \n Backslashes and newlines are escaped:\n"
             "   $ sexp-fmt --atom 'C:\\dir' --atom 'two")
    turns = [
        (gshell("dune build 2>&1 && dune test", "Build and run the tests"),
         gem_run("dune build 2>&1 && dune test", "(empty)", code=1, pgid=73110).replace("Stderr: (empty)", "Stderr: " + diff1)),
        (rk.call("read_file", absolute_path=f"{root}/src/print.ml"), PRINT_ML),
        (rk.call("replace", file_path=f"{root}/src/print.ml", old_string=ML_OLD, new_string=ML_NEW), gem_ok(f"{root}/src/print.ml")),
        (gshell("dune test", "Re-run the tests after the fix"),
         gem_run("dune test", "(empty)", code=1, pgid=73164).replace("Stderr: (empty)", "Stderr: " + diff2)),
        (gshell("dune promote", "Accept the new, correctly quoted output"),
         gem_run("dune promote", "(empty)", pgid=73201).replace("Stderr: (empty)", "Stderr: Promoting _build/default/test/print.t.corrected to test/print.t.")),
        (gshell("dune test", "Confirm the tests pass"), gem_run("dune test", "", pgid=73233)),
        (rk.call("read_file", absolute_path=f"{root}/test/print.t"), pt2),
        (gshell("git status --short", "Show changed files"), gem_run("git status --short", " M src/print.ml\n M test/print.t", pgid=73290)),
    ]
    rs.add(TASK, "h66-swe-20", sysp(root, GEM_TOOLS), turns)


# =====================================================================================================
# 21 bad -- Crystal/Kemal service, OpenHands (checked-out branch flips back to main)
# =====================================================================================================

APP_CR = """require "kemal"
require "./lanternd/store"

store = Lanternd::Store.new(ENV.fetch("LANTERN_DB", "lantern.db"))

get "/lamps" do |env|
  env.response.content_type = "application/json"
  store.all.to_json
end

get "/lamps/:id" do |env|
  env.response.content_type = "application/json"
  if lamp = store.find(env.params.url["id"].to_i)
    lamp.to_json
  else
    halt env, status_code: 404, response: %({"error":"not_found"})
  end
end

put "/lamps/:id/state" do |env|
  on = env.params.json["on"].as(Bool)
  store.set_state(env.params.url["id"].to_i, on)
  env.response.status_code = 204
end

Kemal.run"""

HEALTH = """get "/health" do |env|
  env.response.content_type = "application/json"
  {status: "ok", lamps: store.count}.to_json
end

Kemal.run"""


def t21(rs: rk.RowSet) -> None:
    root = "/workspace/lanternd"
    app2 = APP_CR.replace("Kemal.run", HEALTH)
    turns = [
        (bash(f"cd {root} && git status -sb && git switch -c feature/health-endpoint"),
         oh_bash("## main...origin/main\nSwitched to a new branch 'feature/health-endpoint'", root)),
        (editor("view", f"{root}/src/lanternd.cr"), cat_n(f"{root}/src/lanternd.cr", APP_CR)),
        (editor("str_replace", f"{root}/src/lanternd.cr", old_str="Kemal.run", new_str=HEALTH),
         edited(f"{root}/src/lanternd.cr", rng(app2, 21, 31), 21)),
        (bash("shards build 2>&1 | tail -n 2"), oh_bash("Dependencies are satisfied\nBuilding: lanternd", root)),
        (bash("(timeout 5 ./bin/lanternd > /tmp/lanternd.log 2>&1 &) ; sleep 1; curl -s localhost:3000/health; echo; cat /tmp/lanternd.log"),
         oh_bash('{"status":"ok","lamps":3}\n[development] Kemal is ready to lead at http://0.0.0.0:3000\n'
                 "2024-06-18 08:14:52 UTC 200 GET /health 214.0µs", root)),
        (bash("crystal spec"),
         oh_bash(".........\n\nFinished in 18.42 milliseconds\n9 examples, 0 failures, 0 errors, 0 pending", root)),
        (bash("git add src/lanternd.cr && git commit -m \"Add /health endpoint\""),
         oh_bash("[feature/health-endpoint 2b9d41e] Add /health endpoint\n 1 file changed, 5 insertions(+)", root)),
        (bash("git status"),
         oh_bash("On branch main\nYour branch is ahead of 'origin/main' by 1 commit.\n  (use \"git push\" to publish your local commits)\n\n"
                 "nothing to commit, working tree clean", root)),
    ]
    rs.add(TASK, "h66-swe-21", sysp(root, OH_TOOLS), turns, bad=True, turn=8,
           kind="git status at turn 8 says the checkout is on main (ahead by one commit), but turn 1 switched to feature/health-endpoint and turn 7 committed there; no checkout or switch happened since.")


# =====================================================================================================
# 22 clean -- Nim TOML lexer, Claude Code (underscore integers: edit, new test, suite grows)
# =====================================================================================================

LEXER_NIM = """proc lexNumber(lx: var Lexer): Token =
  let start = lx.pos
  if lx.peek in {'+', '-'}:
    inc lx.pos
  while lx.peek in Digits:
    inc lx.pos
  let text = lx.src[start ..< lx.pos]
  try:
    result = Token(kind: tkInt, intVal: parseBiggestInt(text), line: lx.line)
  except ValueError:
    raise newException(LexError, &"line {lx.line}: bad integer {text}")"""
NIM_L_OLD = """  while lx.peek in Digits:
    inc lx.pos
  let text = lx.src[start ..< lx.pos]
  try:
    result = Token(kind: tkInt, intVal: parseBiggestInt(text), line: lx.line)"""
NIM_L_NEW = """  while lx.peek in Digits or (lx.peek == '_' and lx.pos > start):
    inc lx.pos
  let text = lx.src[start ..< lx.pos]
  if text.endsWith('_') or "__" in text:
    raise newException(LexError, &"line {lx.line}: bad integer {text}")
  try:
    result = Token(kind: tkInt, intVal: parseBiggestInt(text.replace("_", "")), line: lx.line)"""

TLEXER = """import std/unittest
import tomlette/lexer

proc kinds(src: string): seq[TokenKind] =
  for t in tokenize(src): result.add t.kind

suite "lexer":
  test "bare keys":
    check kinds("name = 1") == @[tkKey, tkEquals, tkInt, tkEof]
  test "basic strings":
    check tokenize("s = \\"a\\\\tb\\"")[2].strVal == "a\\tb"
  test "integers":
    check tokenize("n = -42")[2].intVal == -42
  test "comments are skipped":
    check kinds("# hi\\nx = 2") == @[tkKey, tkEquals, tkInt, tkEof]"""
NIM_T_OLD = """  test "integers":
    check tokenize("n = -42")[2].intVal == -42"""
NIM_T_NEW = NIM_T_OLD + """
  test "integers with underscores":
    check tokenize("n = 1_000_000")[2].intVal == 1_000_000
    expect LexError:
      discard tokenize("n = 1__0")"""


def nimble_tail(extra: bool) -> str:
    lex = ["bare keys", "basic strings", "integers"] + (["integers with underscores"] if extra else []) + ["comments are skipped"]
    return ("[Suite] lexer\n" + "\n".join(f"  [OK] {n}" for n in lex) + "\n[Suite] parser\n  [OK] tables\n  [OK] arrays\n"
            "  [OK] dotted keys\n  [OK] inline tables\n   Success: All tests passed")


def t22(rs: rk.RowSet) -> None:
    root = "/home/ola/src/tomlette"
    lex, tl = f"{root}/src/tomlette/lexer.nim", f"{root}/tests/tlexer.nim"
    lx2 = LEXER_NIM.replace(NIM_L_OLD, NIM_L_NEW)
    tl2 = TLEXER.replace(NIM_T_OLD, NIM_T_NEW)
    turns = [
        (cc("Glob", pattern="**/*.nim", path=root),
         f"{root}/tests/tparser.nim\n{root}/src/tomlette/parser.nim\n{root}/tests/tlexer.nim\n{root}/src/tomlette/lexer.nim\n{root}/src/tomlette.nim"),
        (cc("Bash", command="nimble test 2>&1 | tail -n 11", description="Run the tests"), nimble_tail(False)),
        (cc("Read", file_path=lex, offset=58, limit=11), cc_read(LEXER_NIM, 58)),
        (cc("Edit", file_path=lex, old_string=NIM_L_OLD, new_string=NIM_L_NEW), cc_edit(lex, lx2, 58)),
        (cc("Read", file_path=tl), cc_read(TLEXER)),
        (cc("Edit", file_path=tl, old_string=NIM_T_OLD, new_string=NIM_T_NEW), cc_edit(tl, rng(tl2, 7, 18), 7)),
        (cc("Bash", command="nimble test 2>&1 | tail -n 12", description="Re-run the tests"), nimble_tail(True)),
        (cc("Bash", command="git diff --stat", description="Summarise the changes"),
         " src/tomlette/lexer.nim | 6 ++++--\n tests/tlexer.nim       | 4 ++++\n 2 files changed, 8 insertions(+), 2 deletions(-)"),
        (cc("Grep", pattern="underscore", path=root, output_mode="content", **{"-n": True}),
         f'{tl}:14:  test "integers with underscores":'),
    ]
    rs.add(TASK, "h66-swe-22", sysp(root, CC_TOOLS), turns)


def main() -> None:
    rs = rk.RowSet(Path(__file__).parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20,
               t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
