# ruff: noqa: E501
"""Held-out set 13, domain swe: 22 trajectories of software-engineering agent harnesses (OpenHands,
SWE-agent, Claude Code, Codex CLI, Cline, Gemini CLI, Aider), 11 with exactly one contradiction."""

from __future__ import annotations

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

# ---------------------------------------------------------------- harness system prompts

SWEA_SYSTEM = (
    "You simulate the environment of a SWE-agent run on the repository at {root}. The agent sends one command per "
    "turn: a bash command, or one of the SWE-agent file-viewer commands: open <path> [<line>], goto <line>, "
    "scroll_up, scroll_down, create <path>, edit <start>:<end> followed by the replacement text and end_of_edit, "
    "search_dir <term> [<dir>], search_file <term> [<file>], find_file <name> [<dir>], submit. The viewer shows a "
    "window of 25 lines with a '[File: <path> (<N> lines total)]' header. After the output print the status "
    "lines '(Open file: ...)' and '(Current directory: ...)' and the 'bash-$' prompt. Reply after "
    "**Environment Observation:**.")

CC_SYSTEM = (
    "You simulate the tools of a Claude Code session in the project {root}: Read (line-numbered file contents), "
    "Write, Edit (exact string replacement; answers with a snippet of the edited file), Bash (the command's "
    "stdout and stderr), Grep (ripgrep; files_with_matches or content mode) and Glob (paths sorted by "
    "modification time, newest first). Each turn is one tool_use block; reply with the tool_result text after "
    "**Environment Observation:**.")

CODEX_SYSTEM = (
    "You simulate the sandbox of a Codex CLI agent in {root}. The agent calls the `shell` tool with an argv list "
    "(usually [\"bash\", \"-lc\", <script>]) and a workdir; file changes go through [\"apply_patch\", <patch>] "
    "with the '*** Begin Patch' envelope. Reply with the JSON the harness returns, {{\"output\": ..., "
    "\"metadata\": {{\"exit_code\": ..., \"duration_seconds\": ...}}}}, after **Environment Observation:**.")

CLINE_SYSTEM = (
    "You simulate the VS Code workspace {root} for a Cline agent. The agent uses XML tool calls: read_file, "
    "write_to_file, replace_in_file (SEARCH/REPLACE blocks), list_files, search_files, execute_command. Reply "
    "with the tool result exactly as Cline feeds it back ('[tool for 'arg'] Result:' and the content), after "
    "**Environment Observation:**.")

AIDER_SYSTEM = (
    "You simulate an aider session (git repo {root}, auto-commits on). Each turn is either a chat command typed "
    "at the aider prompt (/add, /drop, /ls, /run, /git, /undo, /diff, /tokens) or the assistant's reply with "
    "SEARCH/REPLACE edit blocks, which aider applies and commits. Reply with what aider prints in the terminal "
    "after **Environment Observation:**.")


# ---------------------------------------------------------------- formatting helpers


def numbered(text: str, start: int = 1, sep: str = ":") -> str:
    return "\n".join(f"{i}{sep}{ln}" for i, ln in enumerate(text.split("\n"), start))


def lines_of(text: str, first: int, last: int) -> str:
    """Lines first..last (1-based, inclusive) of text."""
    return "\n".join(text.split("\n")[first - 1:last])


def line_no(text: str, needle: str) -> int:
    for i, ln in enumerate(text.split("\n"), 1):
        if needle in ln:
            return i
    raise KeyError(needle)


def n_lines(text: str) -> int:
    return len(text.split("\n"))


# SWE-agent


def swa(cmd: str) -> str:
    return cmd


def swa_window(path: str, text: str, first: int, total: int | None = None, size: int = 25) -> str:
    all_lines = text.split("\n")
    total = total if total is not None else len(all_lines)
    last = min(first + size - 1, len(all_lines))
    out = [f"[File: {path} ({total} lines total)]"]
    if first > 1:
        out.append(f"({first - 1} more lines above)")
    out.append(numbered("\n".join(all_lines[first - 1:last]), first))
    if total - last > 0:
        out.append(f"({total - last} more lines below)")
    return "\n".join(out)


def swa_obs(body: str, open_file: str, cwd: str) -> str:
    return (body.rstrip("\n") + "\n" if body else "") + f"(Open file: {open_file})\n(Current directory: {cwd})\nbash-$"


# Claude Code


def cc(name: str, **inp: Any) -> str:
    return jblock({"type": "tool_use", "name": name, "input": inp})


def cc_lines(text: str, start: int = 1) -> str:
    return "\n".join(f"{i:6d}\u2192{ln}" for i, ln in enumerate(text.split("\n"), start))


def cc_edited(path: str, text: str, start: int) -> str:
    return (f"The file {path} has been updated. Here's the result of running `cat -n` on a snippet of the edited "
            f"file:\n" + cc_lines(text, start))


# Codex CLI


def cx(script: str, wd: str, timeout_ms: int = 120000) -> str:
    return call("shell", command=["bash", "-lc", script], workdir=wd, timeout_ms=timeout_ms)


def cx_patch(patch: str, wd: str) -> str:
    return call("shell", command=["apply_patch", patch], workdir=wd)


def cx_out(out: str, code: int = 0, dur: float = 0.2) -> str:
    return json.dumps({"output": out, "metadata": {"exit_code": code, "duration_seconds": dur}}, ensure_ascii=False)


def cx_patched(*files: str) -> str:
    return cx_out("Success. Updated the following files:\n" + "\n".join(files) + "\n", 0, 0.0)


# Cline


def cl(tool: str, **params: str) -> str:
    return f"<{tool}>\n" + "".join(f"<{k}>{v}</{k}>\n" for k, v in params.items()) + f"</{tool}>"


def cl_res(tool: str, arg: str, body: str) -> str:
    return f"[{tool} for '{arg}'] Result:\n{body}"


def cl_cmd(cmd: str, out: str) -> str:
    return cl_res("execute_command", cmd, "Command executed.\nOutput:\n" + out.rstrip("\n"))


def cl_saved(tool: str, path: str, content: str) -> str:
    return cl_res(tool, path, (
        f"The content was successfully saved to {path}.\n\nHere is the full, updated content of the file that was "
        f"saved:\n\n<final_file_content path=\"{path}\">\n{content}\n</final_file_content>\n\nIMPORTANT: For any "
        "future changes to this file, use the final_file_content shown above as your reference. This content "
        "reflects the current state of the file, including any auto-formatting (e.g., if you used single quotes "
        "but the formatter converted them to double quotes). Always base your SEARCH/REPLACE operations on this "
        "final version to ensure accuracy."))


def sr(search: str, replace: str) -> str:
    head = "<<<<<<< SEARCH\n" + (search + "\n" if search else "")
    return f"{head}=======\n{replace}\n>>>>>>> REPLACE"


# Aider


def aider_edit(lang: str, *blocks: tuple[str, str, str], prose: str = "") -> str:
    parts = [prose] if prose else []
    for path, search, replace in blocks:
        parts.append(f"{path}\n```{lang}\n{sr(search, replace)}\n```")
    return "\n\n".join(parts)


AIDER_UNDO_HINT = "You can use /undo to undo and discard each aider commit."


# ---------------------------------------------------------------- 01


DJ_ELIDED = '''    def get_elided_page_range(self, number=1, *, on_each_side=3, on_ends=2):
        """
        Return a 1-based range of pages with some values elided.

        If the page range is larger than a given size, the whole range is not
        provided and a compact form is returned instead, e.g. for a paginator
        with 50 pages, if page 43 were the current page, the output, with the
        default arguments, would be:

            1, 2, …, 40, 41, 42, 43, 44, 45, 46, …, 49, 50.
        """
        number = self.validate_number(number)

        if self.num_pages <= (on_each_side + on_ends) * 2:
            yield from self.page_range
            return

        if number > (1 + on_each_side + on_ends) + 1:
            yield from range(1, on_ends + 1)
            yield self.ELLIPSIS
            yield from range(number - on_each_side, number + 1)
        else:
            yield from range(1, number + 1)

        if number < (self.num_pages - on_each_side - on_ends) - 1:
            yield from range(number + 1, number + on_each_side + 1)
            yield self.ELLIPSIS
            yield from range(self.num_pages - on_ends + 1, self.num_pages + 1)
        else:
            yield from range(number + 1, self.num_pages + 1)'''

DJ_OLD_BLOCKS = '''        if number > (1 + on_each_side + on_ends) + 1:
            yield from range(1, on_ends + 1)
            yield self.ELLIPSIS
            yield from range(number - on_each_side, number + 1)
        else:
            yield from range(1, number + 1)

        if number < (self.num_pages - on_each_side - on_ends) - 1:
            yield from range(number + 1, number + on_each_side + 1)
            yield self.ELLIPSIS
            yield from range(self.num_pages - on_ends + 1, self.num_pages + 1)'''

DJ_NEW_BLOCKS = '''        if number > (1 + on_each_side + on_ends) + 1:
            if on_ends:
                yield from range(1, on_ends + 1)
                yield self.ELLIPSIS
            yield from range(number - on_each_side, number + 1)
        else:
            yield from range(1, number + 1)

        if number < (self.num_pages - on_each_side - on_ends) - 1:
            yield from range(number + 1, number + on_each_side + 1)
            if on_ends:
                yield self.ELLIPSIS
                yield from range(self.num_pages - on_ends + 1, self.num_pages + 1)'''

DJ_TEST_TAIL = '''    def test_get_elided_page_range(self):
        # Paginator.validate_number() must be called:
        paginator = Paginator([1, 2, 3], 2)
        with unittest.mock.patch.object(paginator, "validate_number") as mock:
            mock.return_value = 1
            list(paginator.get_elided_page_range(2))
        mock.assert_called_with(2)

        ELLIPSIS = Paginator.ELLIPSIS

        # Range is not elided if not enough pages when using default arguments:
        paginator = Paginator(range(10 * 100), 100)
        page_range = paginator.get_elided_page_range(1)
        self.assertIsInstance(page_range, collections.abc.Generator)
        self.assertNotIn(ELLIPSIS, page_range)
        paginator = Paginator(range(10 * 100 + 1), 100)
        self.assertIsInstance(page_range, collections.abc.Generator)
        page_range = paginator.get_elided_page_range(1)
        self.assertIn(ELLIPSIS, page_range)

    def test_get_page(self):
        """
        Paginator.get_page() returns a valid page even with invalid page
        arguments.
        """'''

DJ_NEW_TEST = '''    def test_get_elided_page_range_on_ends_zero(self):
        paginator = Paginator(range(500), 10)
        ELLIPSIS = Paginator.ELLIPSIS
        page_range = paginator.get_elided_page_range(10, on_each_side=1, on_ends=0)
        self.assertEqual(list(page_range), [9, 10, 11])
        page_range = paginator.get_elided_page_range(1, on_each_side=2, on_ends=0)
        self.assertEqual(list(page_range), [1, 2, 3])
        page_range = paginator.get_elided_page_range(50, on_each_side=2, on_ends=0)
        self.assertNotIn(ELLIPSIS, page_range)
'''

DJ_REPRO = '''import django
from django.conf import settings

settings.configure()
django.setup()

from django.core.paginator import Paginator  # noqa: E402

p = Paginator(range(500), 10)
for kw in ({}, {"on_ends": 0}, {"on_each_side": 1, "on_ends": 0}):
    print(kw, " ".join(str(x) for x in p.get_elided_page_range(10, **kw)))'''


def t01(rs: RowSet) -> None:
    # clean: OpenHands on Django, paginator elided range with on_ends=0; line shifts after the fix, test count 47 -> 48 after adding a test, repro script created then removed.
    root = "/workspace/django"
    start = 126
    fixed = DJ_ELIDED.replace(DJ_OLD_BLOCKS, DJ_NEW_BLOCKS)
    tstart = 402
    t_new_tail = DJ_TEST_TAIL.replace("    def test_get_page(self):", DJ_NEW_TEST + "\n    def test_get_page(self):")
    run_tests = ("cd /workspace/django/tests && ./runtests.py pagination --parallel 1")

    def ran(n: int, secs: str) -> str:
        return (f"Testing against Django installed in '/workspace/django/django'\nImporting application pagination\n"
                f"Found {n} test(s).\nCreating test database for alias 'default'...\nSystem check identified no "
                f"issues (0 silenced).\n{'.' * n}\n{'-' * 70}\nRan {n} tests in {secs}s\n\nOK\n"
                "Destroying test database for alias 'default'...")
    turns = [
        (bash("cd /workspace/django && grep -n \"def get_elided_page_range\\|ELLIPSIS = \" django/core/paginator.py"),
         oh_bash("29:    ELLIPSIS = _(\"…\")\n126:    def get_elided_page_range(self, number=1, *, on_each_side=3, on_ends=2):", root)),
        (editor("view", f"{root}/django/core/paginator.py", view_range=[126, 155]),
         cat_n(f"{root}/django/core/paginator.py", DJ_ELIDED, start)),
        (bash(run_tests), oh_bash(ran(47, "0.091"), f"{root}/tests")),
        (editor("create", f"{root}/repro_elided.py", file_text=DJ_REPRO),
         f"File created successfully at: {root}/repro_elided.py"),
        (bash("cd /workspace/django && python repro_elided.py"),
         oh_bash("{} 1 2 … 7 8 9 10 11 12 13 … 49 50\n{'on_ends': 0} … 7 8 9 10 11 12 13 …\n"
                 "{'on_each_side': 1, 'on_ends': 0} … 9 10 11 …", root)),
        (editor("str_replace", f"{root}/django/core/paginator.py", old_str=DJ_OLD_BLOCKS, new_str=DJ_NEW_BLOCKS),
         edited(f"{root}/django/core/paginator.py", lines_of(fixed, line_no(fixed, "number = self.validate_number"),
                                                          n_lines(fixed)),
                start + line_no(fixed, "number = self.validate_number") - 1)),
        (bash("cd /workspace/django && python repro_elided.py"),
         oh_bash("{} 1 2 … 7 8 9 10 11 12 13 … 49 50\n{'on_ends': 0} 7 8 9 10 11 12 13\n"
                 "{'on_each_side': 1, 'on_ends': 0} 9 10 11", root)),
        (editor("view", f"{root}/tests/pagination/tests.py", view_range=[tstart, tstart + n_lines(DJ_TEST_TAIL) - 1]),
         cat_n(f"{root}/tests/pagination/tests.py", DJ_TEST_TAIL, tstart)),
        (editor("str_replace", f"{root}/tests/pagination/tests.py",
                old_str="        self.assertIn(ELLIPSIS, page_range)\n\n    def test_get_page(self):",
                new_str="        self.assertIn(ELLIPSIS, page_range)\n\n" + DJ_NEW_TEST + "\n    def test_get_page(self):"),
         edited(f"{root}/tests/pagination/tests.py", lines_of(t_new_tail, 15, 31), tstart + 14)),
        (bash(run_tests), oh_bash(ran(48, "0.097"), f"{root}/tests")),
        (bash("cd /workspace/django && rm repro_elided.py && git status --short && git diff --stat"),
         oh_bash(" M django/core/paginator.py\n M tests/pagination/tests.py\n django/core/paginator.py  | 10 ++++++----\n"
                 " tests/pagination/tests.py | 10 ++++++++++\n 2 files changed, 16 insertions(+), 4 deletions(-)", root)),
    ]
    rs.add(task="swe", tid="h13-swe-01", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (django/django, main). Issue: Paginator.get_elided_page_range(on_ends=0) yields "
                 "leading and trailing ellipses that the admin templates render as dead links.", bad=False, turn=None,
           kind="clean")


# ---------------------------------------------------------------- 02


LC_HEAD = '''"""Layered configuration resolution: defaults < files < environment < overrides."""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from .coerce import coerce_value
from .errors import MissingKeyError
from .sources import EnvSource, Source

__all__ = ["Resolver", "ResolvedValue"]

_MISSING = object()


@dataclass(frozen=True)
class ResolvedValue:
    key: str
    value: Any
    source: str
    layer: int
'''

LC_MID = '''class Resolver:
    """Resolve keys across an ordered stack of configuration sources."""

    def __init__(self, layers: Iterable[Source] = (), *, env_prefix: str = "",
                 schema: Mapping[str, type] | None = None) -> None:
        self._layers: list[Source] = list(layers)
        self.env_prefix = env_prefix or os.environ.get("LAYERCONF_PREFIX", "")
        self.schema = dict(schema or {})
        self._cache: dict[str, ResolvedValue] = {}

    @property
    def layers(self) -> list[Source]:
        return list(self._layers)

    def add_layer(self, source: Source) -> None:
        self._layers.append(source)
        self._cache.clear()

    def _lookup(self, key: str) -> ResolvedValue | None:
        for depth, source in enumerate(reversed(self._layers)):
            name = key
            if isinstance(source, EnvSource):
                name = (self.env_prefix + key).upper()
            raw = source.get(name)
            if raw is not None:
                layer = len(self._layers) - 1 - depth
                return ResolvedValue(key, raw, source.label, layer)
        return None

    # public API ---------------------------------------------------------
    def resolve(self, key: str, default: Any = _MISSING) -> Any:
        """Return the value of ``key`` from the highest layer that defines it.

        Nested keys use dots (``db.pool.size``). Raises MissingKeyError when
        no layer defines the key and no default is given.
        """
        if key in self._cache:
            return self._cache[key].value
        found = self._lookup(key)
        if found is None:
            if default is _MISSING:
                raise MissingKeyError(key, [s.label for s in self._layers])
            return default
        value = coerce_value(found.value, self.schema.get(key))
        self._cache[key] = ResolvedValue(key, value, found.source, found.layer)
        return value

    def explain(self, key: str) -> list[ResolvedValue]:
        """Every layer's value for ``key``, lowest layer first."""
        out = []
        for layer, source in enumerate(self._layers):
            name = key
            if isinstance(source, EnvSource):
                name = (self.env_prefix + key).upper()
            raw = source.get(name)
            if raw is not None:
                out.append(ResolvedValue(key, raw, source.label, layer))
        return out

    def invalidate(self, key: str | None = None) -> None:
        """Drop cached values (all of them, or one key)."""
        if key is None:
            self._cache.clear()
        else:
            self._cache.pop(key, None)

    def __contains__(self, key: str) -> bool:
        return self._lookup(key) is not None

    def __repr__(self) -> str:
        return f"Resolver({len(self._layers)} layers, env_prefix={self.env_prefix!r})"

    def resolve_all(self, keys: Iterable[str]) -> dict[str, Any]:
        """Resolve several keys at once; missing keys raise like resolve()."""'''

LC_LOOKUP_OLD = '''    def _lookup(self, key: str) -> ResolvedValue | None:
        for depth, source in enumerate(reversed(self._layers)):
            name = key
            if isinstance(source, EnvSource):
                name = (self.env_prefix + key).upper()
            raw = source.get(name)
            if raw is not None:
                layer = len(self._layers) - 1 - depth
                return ResolvedValue(key, raw, source.label, layer)
        return None'''

LC_LOOKUP_NEW = '''    def _env_name(self, key: str) -> str:
        # SVC_ + db.pool.size -> SVC_DB__POOL__SIZE
        return (self.env_prefix + key.replace(".", "__")).upper()

    def _lookup(self, key: str) -> ResolvedValue | None:
        for depth, source in enumerate(reversed(self._layers)):
            name = self._env_name(key) if isinstance(source, EnvSource) else key
            raw = source.get(name)
            if raw is not None:
                layer = len(self._layers) - 1 - depth
                return ResolvedValue(key, raw, source.label, layer)
        return None'''

LC_EXPLAIN_OLD = '''            name = key
            if isinstance(source, EnvSource):
                name = (self.env_prefix + key).upper()
            raw = source.get(name)
            if raw is not None:
                out.append('''

LC_EXPLAIN_NEW = '''            name = self._env_name(key) if isinstance(source, EnvSource) else key
            raw = source.get(name)
            if raw is not None:
                out.append('''

LC_REPRO = '''import os

from layerconf import Resolver
from layerconf.sources import DictSource, EnvSource

os.environ["SVC_DB__POOL__SIZE"] = "32"
os.environ["SVC_LOG_LEVEL"] = "debug"
r = Resolver([DictSource({"db.pool.size": 8, "log_level": "info"}, label="defaults"), EnvSource()],
             env_prefix="SVC_", schema={"db.pool.size": int})
print("log_level    =", r.resolve("log_level"))
print("db.pool.size =", r.resolve("db.pool.size"))
print([(v.source, v.value) for v in r.explain("db.pool.size")])'''


def t02(rs: RowSet) -> None:
    # bad: SWE-agent on a small Python config library; turn 11's search_file shows resolve() with an extra keyword-only parameter although turns 2, 7, 8 showed the signature and no edit touched that line (the edits only shifted it from 88 to 90).
    root = "/repo"
    path = "/repo/src/layerconf/resolver.py"
    total = 312
    mid_start = 56
    head_pad = LC_HEAD + "\n" * (mid_start - 1 - n_lines(LC_HEAD) + 1)
    before = head_pad + LC_MID
    # the file as one text (lines after LC_MID are not shown in any window)
    after1 = before.replace(LC_LOOKUP_OLD, LC_LOOKUP_NEW)
    after2 = after1.replace(LC_EXPLAIN_OLD, LC_EXPLAIN_NEW)
    assert line_no(before, "class Resolver:") == mid_start
    sig = line_no(before, "    def resolve(self")
    sig2 = line_no(after2, "    def resolve(self")
    ra = line_no(before, "def resolve_all")
    assert ra == line_no(after2, "def resolve_all")
    lk = line_no(before, "    def _lookup")
    lk_end = lk + n_lines(LC_LOOKUP_OLD) - 1
    ex = line_no(after1, "            name = key")
    ex_end = ex + 2
    ep = [line_no(before, "self.env_prefix = env_prefix"), line_no(before, "name = (self.env_prefix + key).upper()")]
    ep.append(line_no(before[before.index("def explain"):], "name = (self.env_prefix + key).upper()")
              + line_no(before, "def explain") - 1)

    def win(text: str, first: int) -> str:
        return swa_window(path, text, first, total)
    upd = ("File updated. Please review the changes and make sure they are correct (correct indentation, no "
           "duplicate lines, etc). Edit the file again if necessary.")
    env_line = lines_of(before, ep[0], ep[0])
    turns = [
        (swa("find_file resolver.py"),
         swa_obs("Found 1 matches for \"resolver.py\" in /repo:\n/repo/src/layerconf/resolver.py", "n/a", root)),
        (swa(f"open src/layerconf/resolver.py {sig}"), swa_obs(win(before, sig - 12), path, root)),
        (swa("search_file env_prefix src/layerconf/resolver.py"),
         swa_obs(f"Found 5 matches for \"env_prefix\" in {path}:\n"
                 f"Line {ep[0] - 3}:    def __init__(self, layers: Iterable[Source] = (), *, env_prefix: str = \"\",\n"
                 f"Line {ep[0]}:{env_line}\n"
                 f"Line {ep[1]}:                name = (self.env_prefix + key).upper()\n"
                 f"Line {ep[2]}:                name = (self.env_prefix + key).upper()\n"
                 f"Line {line_no(before, 'def __repr__') + 1}:        return f\"Resolver({{len(self._layers)}} layers, env_prefix={{self.env_prefix!r}})\"\n"
                 f"End of matches for \"env_prefix\" in {path}", path, root)),
        (swa("create reproduce.py"),
         swa_obs("[File: /repo/reproduce.py (1 lines total)]\n1:", "/repo/reproduce.py", root)),
        (swa("edit 1:1\n" + LC_REPRO + "\nend_of_edit"),
         swa_obs(f"[File: /repo/reproduce.py ({n_lines(LC_REPRO)} lines total)]\n" + numbered(LC_REPRO) + "\n" + upd,
                 "/repo/reproduce.py", root)),
        (swa("python reproduce.py"),
         swa_obs("log_level    = debug\ndb.pool.size = 8\n[('defaults', 8)]", "/repo/reproduce.py", root)),
        (swa(f"open src/layerconf/resolver.py {lk + 4}"), swa_obs(win(before, lk + 4 - 12), path, root)),
        (swa(f"edit {lk}:{lk_end}\n" + LC_LOOKUP_NEW + "\nend_of_edit"),
         swa_obs(swa_window(path, after1, lk + 4 - 12, total + 2) + "\n" + upd, path, root)),
        (swa(f"edit {ex}:{ex_end}\n" + "            name = self._env_name(key) if isinstance(source, EnvSource) else key"
             + "\nend_of_edit"),
         swa_obs(win(after2, ex - 12) + "\n" + upd, path, root)),
        (swa("python reproduce.py"),
         swa_obs("log_level    = debug\ndb.pool.size = 32\n[('defaults', 8), ('env', '32')]", path, root)),
        (swa("search_file \"def resolve\" src/layerconf/resolver.py"),
         swa_obs(f"Found 2 matches for \"def resolve\" in {path}:\n"
                 f"Line {sig2}:    def resolve(self, key: str, default: Any = _MISSING, *, coerce: bool = True) -> Any:\n"
                 f"Line {ra}:    def resolve_all(self, keys: Iterable[str]) -> dict[str, Any]:\n"
                 f"End of matches for \"def resolve\" in {path}", path, root)),
        (swa("rm reproduce.py"), swa_obs("", path, root)),
    ]
    rs.add(task="swe", tid="h13-swe-02", system=SWEA_SYSTEM.format(root=root), turns=turns,
           state="Repository /repo (layerconf 0.7.2). Issue #214: nested keys such as db.pool.size are never read from "
                 "the environment when env_prefix is set (expected SVC_DB__POOL__SIZE to override the default).",
           bad=True, turn=11, kind="function signature changes between reads with no edit to that line")


# ---------------------------------------------------------------- 03


KV_PRUNE = '''142:func (s *Snapshotter) Prune(keep int) (int, error) {
143-	if keep < 1 {
144-		return 0, fmt.Errorf("snap: keep must be >= 1, got %d", keep)
145-	}
146-	names, err := s.snapNames()
147-	if err != nil {
148-		return 0, err
149-	}
150-	if len(names) <= keep {
151-		return 0, nil
152-	}
153-	// snapNames returns newest first (descending term-index).
154-	sort.Strings(names)
155-	removed := 0
156-	for _, name := range names[keep:] {
157-		if err := os.Remove(filepath.Join(s.dir, name)); err != nil {
158-			if errors.Is(err, fs.ErrNotExist) {
159-				continue
160-			}
161-			return removed, fmt.Errorf("snap: prune %s: %w", name, err)
162-		}
163-		removed++
164-		s.lg.Debug("pruned snapshot", zap.String("file", name))
165-	}
166-	if removed > 0 {
167-		if err := fileutil.Fsync(s.dirFile); err != nil {
168-			return removed, err
169-		}
170-	}
171-	return removed, nil
172-}'''

KV_TEST_ADD = '''
func TestPruneKeepsNewestAcrossTerms(t *testing.T) {
	dir := t.TempDir()
	s := newTestSnapshotter(t, dir)
	// Written out of order on purpose: Prune must not depend on mtime or
	// on the order os.ReadDir happens to return.
	for _, ti := range [][2]uint64{{7, 90}, {5, 40}, {7, 120}, {6, 60}, {5, 20}} {
		writeSnap(t, dir, ti[0], ti[1])
	}
	removed, err := s.Prune(2)
	if err != nil {
		t.Fatalf("Prune: %v", err)
	}
	if removed != 3 {
		t.Fatalf("removed = %d, want 3", removed)
	}
	got := listSnaps(t, dir)
	want := []string{
		"0000000000000007-000000000000005a.snap",
		"0000000000000007-0000000000000078.snap",
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("after Prune(2): got %v, want %v", got, want)
	}
}'''


def t03(rs: RowSet) -> None:
    # bad: Codex CLI on a Go raft/kv service; the commit made in turn 8 is 4f7b2e1 (turns 8 and 9), but turn 10's `git branch -vv` shows main at 4f7e2b1 with no commit, amend or reset in between.
    wd = "/home/runner/work/kvsync"
    add = "\n".join("+" + ln for ln in KV_TEST_ADD.split("\n"))
    n_add = n_lines(KV_TEST_ADD)
    patch1 = ("*** Begin Patch\n*** Update File: internal/snap/snapshotter.go\n@@ func (s *Snapshotter) Prune(keep int) (int, error) {\n"
              " \tif len(names) <= keep {\n \t\treturn 0, nil\n \t}\n"
              "-\t// snapNames returns newest first (descending term-index).\n-\tsort.Strings(names)\n"
              "+\t// Names are %016x-%016x.snap (term-index), so lexical order is snapshot\n"
              "+\t// order. Sort newest first and drop everything after the first `keep`.\n"
              "+\tsort.Sort(sort.Reverse(sort.StringSlice(names)))\n \tremoved := 0\n*** End Patch")
    patch2 = ("*** Begin Patch\n*** Update File: internal/snap/snapshotter_test.go\n@@ func TestPruneNothingToDo(t *testing.T) {\n"
              " \tif n != 0 {\n \t\tt.Fatalf(\"removed = %d, want 0\", n)\n \t}\n }\n" + add + "\n*** End Patch")
    fail = ("=== RUN   TestPruneKeepsNewest\n    snapshotter_test.go:211: after Prune(2): got [0000000000000002-0000000000000190.snap "
            "0000000000000003-0000000000000320.snap], want [0000000000000004-0000000000000640.snap "
            "0000000000000004-00000000000007d0.snap]\n--- FAIL: TestPruneKeepsNewest (0.00s)\n=== RUN   TestPruneKeepInvalid\n"
            "--- PASS: TestPruneKeepInvalid (0.00s)\n=== RUN   TestPruneNothingToDo\n--- PASS: TestPruneNothingToDo (0.00s)\n"
            "FAIL\nFAIL\tgithub.com/brightloop/kvsync/internal/snap\t0.014s\nFAIL\n")
    ok = ("=== RUN   TestPruneKeepsNewest\n--- PASS: TestPruneKeepsNewest (0.00s)\n=== RUN   TestPruneKeepInvalid\n"
          "--- PASS: TestPruneKeepInvalid (0.00s)\n=== RUN   TestPruneNothingToDo\n--- PASS: TestPruneNothingToDo (0.00s)\n"
          "PASS\nok  \tgithub.com/brightloop/kvsync/internal/snap\t0.012s\n")
    full = "4f7b2e1c93d0a58e6b2f1c47d9e0a3b5c8f61d27"
    subj = "snap: keep newest snapshots in Prune"
    turns = [
        (cx("git status -sb && git log --oneline -5", wd),
         cx_out("## main...origin/main\n9c41e7a (HEAD -> main, origin/main) raft: bound AppendEntries batch by bytes, not count\n"
                "b2d08f3 snap: fsync directory after rename\n71ae5c0 ci: bump golangci-lint to v1.59.1\n"
                "0f9d2b4 wal: reuse segment buffers across rotations\ne6c3a18 snap: add Snapshotter.Prune(keep int)\n", 0, 0.1)),
        (cx("rg -n 'func \\(s \\*Snapshotter\\) Prune' -A 30 internal/snap/snapshotter.go", wd), cx_out(KV_PRUNE + "\n", 0, 0.0)),
        (cx("go test ./internal/snap/ -run TestPrune -v", wd), cx_out(fail, 1, 3.4)),
        (cx_patch(patch1, wd), cx_patched("M internal/snap/snapshotter.go")),
        (cx("go test ./internal/snap/ -run TestPrune -v", wd), cx_out(ok, 0, 1.9)),
        (cx_patch(patch2, wd), cx_patched("M internal/snap/snapshotter_test.go")),
        (cx("go test ./... 2>&1 | tail -n 12", wd, 300000),
         cx_out("?   \tgithub.com/brightloop/kvsync/cmd/kvsyncd\t[no test files]\n"
                "ok  \tgithub.com/brightloop/kvsync/internal/codec\t(cached)\n"
                "ok  \tgithub.com/brightloop/kvsync/internal/raft\t2.847s\n"
                "ok  \tgithub.com/brightloop/kvsync/internal/snap\t0.031s\n"
                "ok  \tgithub.com/brightloop/kvsync/internal/wal\t0.412s\n"
                "ok  \tgithub.com/brightloop/kvsync/pkg/client\t0.118s\n", 0, 14.6)),
        (cx(f"git add -A && git commit -q -m \"{subj}\" && git log --oneline -3", wd),
         cx_out(f"4f7b2e1 (HEAD -> main) {subj}\n9c41e7a (origin/main) raft: bound AppendEntries batch by bytes, not count\n"
                "b2d08f3 snap: fsync directory after rename\n", 0, 0.2)),
        (cx("git show --stat --format='commit %H%nAuthor: %an <%ae>%nDate:   %ad%n%n    %s' HEAD", wd),
         cx_out(f"commit {full}\nAuthor: Codex Agent <codex@brightloop.dev>\nDate:   Wed Jun 11 10:42:17 2025 +0000\n\n"
                f"    {subj}\n\n internal/snap/snapshotter.go      |  5 +++--\n"
                f" internal/snap/snapshotter_test.go | {n_add} {'+' * n_add}\n"
                f" 2 files changed, {n_add + 3} insertions(+), 2 deletions(-)\n", 0, 0.1)),
        (cx("git branch -vv", wd),
         cx_out(f"* main 4f7e2b1 [origin/main: ahead 1] {subj}\n", 0, 0.0)),
        (cx("go vet ./internal/snap/ && golangci-lint run ./internal/snap/...", wd, 300000),
         cx_out("0 issues.\n", 0, 6.8)),
    ]
    rs.add(task="swe", tid="h13-swe-03", system=CODEX_SYSTEM.format(root=wd), turns=turns,
           state=f"Workspace {wd} (github.com/brightloop/kvsync, branch main, clean). Task: Snapshotter.Prune(keep) "
                 "deletes the newest snapshots instead of the oldest; fix it, add a regression test, commit locally.",
           bad=True, turn=10, kind="commit hash of the new commit changes in a later git output")


# ---------------------------------------------------------------- 04


KP_PATH = r'''//! Parsing of dotted key paths such as `server.tls.cert` or `servers.0.host`.

use crate::error::PathError;

/// One segment of a key path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Segment {
    Key(String),
    Index(usize),
}

/// A parsed key path.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct KeyPath {
    segments: Vec<Segment>,
}

impl KeyPath {
    pub fn parse(input: &str) -> Result<Self, PathError> {
        if input.is_empty() {
            return Err(PathError::Empty);
        }
        let mut segments = Vec::new();
        for raw in input.split('.') {
            if raw.is_empty() {
                return Err(PathError::EmptySegment { at: segments.len() });
            }
            segments.push(parse_segment(raw));
        }
        Ok(Self { segments })
    }

    pub fn segments(&self) -> &[Segment] {
        &self.segments
    }

    pub fn len(&self) -> usize {
        self.segments.len()
    }

    pub fn is_empty(&self) -> bool {
        self.segments.is_empty()
    }
}

fn parse_segment(raw: &str) -> Segment {
    match raw.parse::<usize>() {
        Ok(i) => Segment::Index(i),
        Err(_) => Segment::Key(raw.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_plain_keys() {
        let p = KeyPath::parse("server.tls.cert").unwrap();
        assert_eq!(p.len(), 3);
    }

    #[test]
    fn parses_indices() {
        let p = KeyPath::parse("servers.0.host").unwrap();
        assert_eq!(p.segments()[1], Segment::Index(0));
    }

    #[test]
    fn rejects_empty_segment() {
        assert!(matches!(KeyPath::parse("a..b"), Err(PathError::EmptySegment { at: 1 })));
    }
}'''

KP_LOOP_OLD = '''        for raw in input.split('.') {
            if raw.is_empty() {
                return Err(PathError::EmptySegment { at: segments.len() });
            }
            segments.push(parse_segment(raw));'''
KP_LOOP_NEW = '''        for raw in split_unescaped(input) {
            if raw.is_empty() {
                return Err(PathError::EmptySegment { at: segments.len() });
            }
            segments.push(parse_segment(&raw));'''
KP_FN_OLD = '''        Err(_) => Segment::Key(raw.to_string()),
    }
}
'''
KP_FN_NEW = r'''        Err(_) => Segment::Key(raw.to_string()),
    }
}

/// Split on `.` except where it is escaped as `\.`; `\\` is a literal backslash.
fn split_unescaped(input: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut chars = input.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some(n @ ('.' | '\\')) => out.last_mut().unwrap().push(n),
                Some(n) => {
                    let cur = out.last_mut().unwrap();
                    cur.push('\\');
                    cur.push(n);
                }
                None => out.last_mut().unwrap().push('\\'),
            },
            '.' => out.push(String::new()),
            _ => out.last_mut().unwrap().push(c),
        }
    }
    out
}
'''
KP_TEST_OLD = '''        assert!(matches!(KeyPath::parse("a..b"), Err(PathError::EmptySegment { at: 1 })));
    }
}'''
KP_TEST_NEW = r'''        assert!(matches!(KeyPath::parse("a..b"), Err(PathError::EmptySegment { at: 1 })));
    }

    #[test]
    fn escaped_dot_stays_in_key() {
        let p = KeyPath::parse(r"hosts.db\.internal.port").unwrap();
        assert_eq!(p.segments()[1], Segment::Key("db.internal".into()));
        assert_eq!(p.len(), 3);
    }

    #[test]
    fn escaped_backslash_is_literal() {
        let p = KeyPath::parse(r"a\\.b").unwrap();
        assert_eq!(p.segments(), &[Segment::Key(r"a\".into()), Segment::Key("b".into())]);
    }
}'''

KP_TESTS = ["get::tests::get_index_out_of_range", "get::tests::get_missing_returns_none", "get::tests::get_nested_key",
            "get::tests::get_through_array", "get::tests::set_creates_tables", "path::tests::parses_indices",
            "path::tests::parses_plain_keys", "path::tests::rejects_empty_segment",
            "paths::tests::dedups_search_dirs", "paths::tests::env_override_first", "paths::tests::finds_by_stem",
            "paths::tests::xdg_fallback", "value::tests::as_str_on_int_is_none", "value::tests::bool_roundtrip",
            "value::tests::float_display", "value::tests::int_widening", "value::tests::table_order_preserved",
            "value::tests::type_name"]


def snippet(text: str, needle: str, span: int, before: int = 4, after: int = 4) -> tuple[str, int]:
    """The lines around the first line containing needle (span lines long), and the first line's number."""
    first = max(1, line_no(text, needle) - before)
    last = min(n_lines(text), line_no(text, needle) + span - 1 + after)
    return lines_of(text, first, last), first


def cargo_test(crate: str, ver: str, root: str, tests: list[str], secs: str, doc: list[str], h: str, compile_: bool = True) -> str:
    head = (f"   Compiling {crate} v{ver} ({root})\n" if compile_ else "") + \
        f"    Finished `test` profile [unoptimized + debuginfo] target(s) in {secs}s\n"
    head += f"     Running unittests src/lib.rs (target/debug/deps/{crate}-{h})\n\nrunning {len(tests)} tests\n"
    body = "\n".join(f"test {t} ... ok" for t in tests)
    tail = (f"\n\ntest result: ok. {len(tests)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\n"
            f"   Doc-tests {crate}\n\nrunning {len(doc)} tests\n" + "\n".join(f"test {d} ... ok" for d in doc) +
            f"\n\ntest result: ok. {len(doc)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.21s\n")
    return head + body + tail


def t04(rs: RowSet) -> None:
    # clean: Claude Code on a small Rust key-path crate; escaped dots; Grep hit disappears after the edit (the other hit is paths.rs, a different file), Glob order changes by mtime, unit tests 18 -> 20 after adding two.
    root = "/home/mina/src/keypath"
    p = f"{root}/src/path.rs"
    a1 = KP_PATH.replace(KP_LOOP_OLD, KP_LOOP_NEW)
    a2 = a1.replace(KP_FN_OLD, KP_FN_NEW)
    a3 = a2.replace(KP_TEST_OLD, KP_TEST_NEW)
    s1, f1 = snippet(a1, "for raw in split_unescaped", 5)
    s2, f2 = snippet(a2, "/// Split on `.`", 21)
    s3, f3 = snippet(a3, "fn escaped_dot_stays_in_key", 12)
    doc = ["src/lib.rs - (line 7)", "src/get.rs - get::get (line 14)", "src/value.rs - value::Value::as_str (line 48)"]
    new_tests = sorted(KP_TESTS + ["path::tests::escaped_dot_stays_in_key", "path::tests::escaped_backslash_is_literal"])
    ins = 2 + (n_lines(KP_FN_NEW) - n_lines(KP_FN_OLD)) + (n_lines(KP_TEST_NEW) - n_lines(KP_TEST_OLD))
    glob1 = "\n".join(f"{root}/src/{f}" for f in ["lib.rs", "paths.rs", "value.rs", "path.rs", "error.rs", "get.rs"])
    glob2 = "\n".join(f"{root}/src/{f}" for f in ["path.rs", "lib.rs", "paths.rs", "value.rs", "error.rs", "get.rs"])
    grep = r"split\('\.'\)"
    turns = [
        (cc("Glob", pattern="src/**/*.rs"), glob1),
        (cc("Read", file_path=p), cc_lines(KP_PATH)),
        (cc("Grep", pattern=grep, output_mode="content", **{"-n": True}),
         f"{root}/src/path.rs:24:        for raw in input.split('.') {{\n"
         f"{root}/src/paths.rs:41:            let stem = name.split('.').next().unwrap_or(name);"),
        (cc("Bash", command="cargo test 2>&1", description="Run the test suite before changing anything"),
         cargo_test("keypath", "0.4.1", root, KP_TESTS, "2.31", doc, "3f9a1c0e2b7d4a55")),
        (cc("Edit", file_path=p, old_string=KP_LOOP_OLD, new_string=KP_LOOP_NEW), cc_edited(p, s1, f1)),
        (cc("Edit", file_path=p, old_string=KP_FN_OLD, new_string=KP_FN_NEW), cc_edited(p, s2, f2)),
        (cc("Edit", file_path=p, old_string=KP_TEST_OLD, new_string=KP_TEST_NEW), cc_edited(p, s3, f3)),
        (cc("Bash", command="cargo test 2>&1", description="Run the tests again"),
         cargo_test("keypath", "0.4.1", root, new_tests, "0.97", doc, "3f9a1c0e2b7d4a55")),
        (cc("Grep", pattern=grep, output_mode="content", **{"-n": True}),
         f"{root}/src/paths.rs:41:            let stem = name.split('.').next().unwrap_or(name);"),
        (cc("Glob", pattern="src/**/*.rs"), glob2),
        (cc("Bash", command="git diff --stat", description="Summarize the change"),
         f" src/path.rs | {ins + 2} {'+' * ins}{'-' * 2}\n 1 file changed, {ins} insertions(+), 2 deletions(-)"),
    ]
    assert line_no(KP_PATH, "for raw in input.split") == 24
    rs.add(task="swe", tid="h13-swe-04", system=CC_SYSTEM.format(root=root), turns=turns,
           state=f"Project {root} (Rust crate keypath 0.4.1, git clean). User: 'KeyPath::parse can't address keys that "
                 "contain a dot, like a host named db.internal. Support backslash-escaped dots (hosts.db\\.internal.port) "
                 "and add tests.'",
           bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 05


OA_ORDERS = '''package handlers

import (
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"

	"github.com/fernhollow/orders-api/internal/store"
)

const (
	defaultLimit = 20
	maxLimit     = 500
)

type OrdersHandler struct {
	Store store.OrderStore
}

type listResponse struct {
	Items []store.Order `json:"items"`
	Page  int           `json:"page"`
	Limit int           `json:"limit"`
	Total int           `json:"total"`
}

func (h *OrdersHandler) List(c *gin.Context) {
	page, err := strconv.Atoi(c.DefaultQuery("page", "1"))
	if err != nil || page < 1 {
		c.JSON(http.StatusBadRequest, gin.H{"error": "page must be a positive integer"})
		return
	}
	limit, err := strconv.Atoi(c.DefaultQuery("limit", strconv.Itoa(defaultLimit)))
	if err != nil || limit < 1 {
		c.JSON(http.StatusBadRequest, gin.H{"error": "limit must be a positive integer"})
		return
	}
	if limit > maxLimit {
		limit = maxLimit
	}
	offset := page * limit
	items, total, err := h.Store.List(c.Request.Context(), store.ListOpts{
		Offset: offset,
		Limit:  limit,
		Status: c.Query("status"),
	})
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": err.Error()})
		return
	}
	c.JSON(http.StatusOK, listResponse{Items: items, Page: page, Limit: limit, Total: total})
}'''


def t05(rs: RowSet) -> None:
    # clean: Cline on a Gin orders API; pagination offset fix, -run filter shows one test, server rebuilt and restarted (new pid, fresh log), status filter shrinks the total, limit cap lowered by an edit.
    root = "/home/dana/orders-api"
    f = "internal/handlers/orders.go"
    a1 = OA_ORDERS.replace("	offset := page * limit", "	offset := (page - 1) * limit")
    a2 = a1.replace("	maxLimit     = 500", "	maxLimit     = 100")
    mod = "github.com/fernhollow/orders-api"
    run_srv = ("go build -o bin/orders-api ./cmd/orders-api && (./bin/orders-api -addr :8089 > /tmp/orders-api.log 2>&1 &) "
               "&& sleep 1 && pgrep -af bin/orders-api")

    def order(i: int, status: str, cents: int, ts: str) -> dict[str, Any]:
        return {"id": f"ord_{i:04d}", "customer_id": f"cus_{(i * 7) % 23 + 100}", "status": status,
                "total_cents": cents, "currency": "EUR", "created_at": ts}
    page2 = {"items": [order(3, "shipped", 4590, "2025-05-30T08:12:44Z"), order(4, "pending", 1299, "2025-05-30T09:01:07Z")],
             "page": 2, "limit": 2, "total": 37}
    turns = [
        (cl("list_files", path="internal", recursive="true"),
         cl_res("list_files", "internal", "handlers/\nhandlers/health.go\nhandlers/orders.go\nhandlers/orders_test.go\n"
                "store/\nstore/memory.go\nstore/memory_test.go\nstore/seed.go\nstore/store.go")),
        (cl("read_file", path=f), cl_res("read_file", f, OA_ORDERS)),
        (cl("execute_command", command="go test ./internal/handlers/ -v", requires_approval="false"),
         cl_cmd("go test ./internal/handlers/ -v",
                "=== RUN   TestHealth\n--- PASS: TestHealth (0.00s)\n=== RUN   TestListOrders_Defaults\n--- PASS: TestListOrders_Defaults (0.00s)\n"
                "=== RUN   TestListOrders_Pagination\n    orders_test.go:78: page 1: got first id \"ord_0003\", want \"ord_0001\"\n"
                "--- FAIL: TestListOrders_Pagination (0.00s)\n=== RUN   TestListOrders_PageBeyondEnd\n--- PASS: TestListOrders_PageBeyondEnd (0.00s)\n"
                "=== RUN   TestListOrders_BadParams\n--- PASS: TestListOrders_BadParams (0.00s)\n=== RUN   TestListOrders_StatusFilter\n"
                f"--- PASS: TestListOrders_StatusFilter (0.00s)\nFAIL\nFAIL\t{mod}/internal/handlers\t0.019s\nFAIL")),
        (cl("replace_in_file", path=f, diff=sr("	offset := page * limit", "	offset := (page - 1) * limit")),
         cl_saved("replace_in_file", f, a1)),
        (cl("execute_command", command="go test ./internal/handlers/ -run Pagination -v", requires_approval="false"),
         cl_cmd("go test ./internal/handlers/ -run Pagination -v",
                f"=== RUN   TestListOrders_Pagination\n--- PASS: TestListOrders_Pagination (0.00s)\nPASS\nok  \t{mod}/internal/handlers\t0.012s")),
        (cl("execute_command", command="go test ./...", requires_approval="false"),
         cl_cmd("go test ./...", f"?   \t{mod}/cmd/orders-api\t[no test files]\nok  \t{mod}/internal/handlers\t0.021s\n"
                f"ok  \t{mod}/internal/store\t(cached)")),
        (cl("execute_command", command=run_srv, requires_approval="true"),
         cl_cmd(run_srv, "48213 ./bin/orders-api -addr :8089")),
        (cl("execute_command", command="curl -s 'localhost:8089/v1/orders?limit=2&page=2' | jq", requires_approval="false"),
         cl_cmd("curl -s 'localhost:8089/v1/orders?limit=2&page=2' | jq", json.dumps(page2, indent=2))),
        (cl("replace_in_file", path=f, diff=sr("	maxLimit     = 500", "	maxLimit     = 100")),
         cl_saved("replace_in_file", f, a2)),
        (cl("execute_command", command="kill 48213 && " + run_srv, requires_approval="true"),
         cl_cmd("kill 48213 && " + run_srv, "48391 ./bin/orders-api -addr :8089")),
        (cl("execute_command", command="curl -s 'localhost:8089/v1/orders?limit=1000&status=shipped' | jq -c '{page, limit, total, n: (.items | length)}'",
            requires_approval="false"),
         cl_cmd("curl -s 'localhost:8089/v1/orders?limit=1000&status=shipped' | jq -c '{page, limit, total, n: (.items | length)}'",
                '{"page":1,"limit":100,"total":14,"n":14}')),
        (cl("execute_command", command="tail -n 4 /tmp/orders-api.log", requires_approval="false"),
         cl_cmd("tail -n 4 /tmp/orders-api.log",
                "2025/06/12 09:14:51 seeded 37 orders into memory store\n"
                "[GIN-debug] GET    /v1/orders/:id            --> github.com/fernhollow/orders-api/internal/handlers.(*OrdersHandler).Get-fm (3 handlers)\n"
                "[GIN-debug] Listening and serving HTTP on :8089\n"
                "[GIN] 2025/06/12 - 09:14:52 | 200 |     412.3µs |       127.0.0.1 | GET      \"/v1/orders?limit=1000&status=shipped\"")),
    ]
    rs.add(task="swe", tid="h13-swe-05", system=CLINE_SYSTEM.format(root=root), turns=turns,
           state=f"Workspace {root} (Go 1.22, Gin). Task: GET /v1/orders skips the first page (page=1 returns items 3-4 for "
                 "limit=2); fix it and cap limit at 100 as the API doc says.", bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 06


HB_HOOK = '''import { useEffect, useRef, useState } from 'react';

export interface DebouncedSearchOptions {
  delayMs?: number;
  minLength?: number;
}

/**
 * Debounces a search string and reports whether a new value is pending.
 */
export function useDebouncedSearch(value: string, options: DebouncedSearchOptions = {}) {
  const { delayMs = 300, minLength = 2 } = options;
  const [debounced, setDebounced] = useState(value);
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const trimmed = value.trim();
    if (trimmed.length < minLength) {
      setDebounced('');
      setPending(false);
      return;
    }
    setPending(true);
    timer.current = setTimeout(() => {
      setDebounced(trimmed);
      setPending(false);
    }, delayMs);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [value]);

  return { debounced, pending };
}'''

HB_SIG_OLD = '''/**
 * Debounces a search string and reports whether a new value is pending.
 */
export function useDebouncedSearch(value: string, options: DebouncedSearchOptions = {}) {'''
HB_SIG_NEW = '''export interface DebouncedSearchState {
  debounced: string;
  pending: boolean;
}

/**
 * Debounces a search string and reports whether a new value is pending.
 */
export function useDebouncedSearch(
  value: string,
  options: DebouncedSearchOptions = {},
): DebouncedSearchState {'''

HB_TEST_TAIL = '''  it('clears immediately when input drops below minLength', () => {
    const { result, rerender } = renderHook(({ v }) => useDebouncedSearch(v), {
      initialProps: { v: 'harb' },
    });
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.debounced).toBe('harb');
    rerender({ v: 'h' });
    expect(result.current.debounced).toBe('');
    expect(result.current.pending).toBe(false);
  });
});'''

HB_TEST_OLD = '''    expect(result.current.pending).toBe(false);
  });
});'''
HB_TEST_NEW = '''    expect(result.current.pending).toBe(false);
  });

  it('restarts the timer when delayMs changes', () => {
    const { result, rerender } = renderHook(({ v, d }) => useDebouncedSearch(v, { delayMs: d }), {
      initialProps: { v: 'berth', d: 1000 },
    });
    rerender({ v: 'berth 4', d: 1000 });
    act(() => vi.advanceTimersByTime(400));
    expect(result.current.debounced).toBe('berth');
    rerender({ v: 'berth 4', d: 200 });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.debounced).toBe('berth 4');
  });
});'''


def vitest(root: str, files: list[tuple[str, int, int]], start: str, dur: str) -> str:
    rows = "\n".join(f" \u2713 {f}  ({n} tests) {ms}ms" for f, n, ms in files)
    total = sum(n for _, n, _ in files)
    return (f"\n RUN  v1.6.0 {root}\n\n{rows}\n\n Test Files  {len(files)} passed ({len(files)})\n      Tests  {total} passed ({total})\n"
            f"   Start at  {start}\n   Duration  {dur}\n")


def t06(rs: RowSet) -> None:
    # bad: Claude Code on a React/Vite dashboard hook; turn 4 changed the effect deps to [value, delayMs, minLength], but turn 7's Read of the same file (which does show the turn-5 edit) has the old `}, [value]);` line again.
    root = "/home/jo/harbor-dashboard"
    p = f"{root}/src/hooks/useDebouncedSearch.ts"
    tp = f"{root}/src/hooks/useDebouncedSearch.test.ts"
    a1 = HB_HOOK.replace("  }, [value]);", "  }, [value, delayMs, minLength]);")
    a2 = a1.replace(HB_SIG_OLD, HB_SIG_NEW)
    s1, f1 = snippet(a1, "}, [value, delayMs", 1)
    s2, f2 = snippet(a2, "export interface DebouncedSearchState", n_lines(HB_SIG_NEW))
    t_first = 48
    t_new = HB_TEST_TAIL.replace(HB_TEST_OLD, HB_TEST_NEW)
    s3, f3 = snippet(t_new, "it('restarts the timer", 12)
    t_ins = n_lines(HB_TEST_NEW) - n_lines(HB_TEST_OLD)
    bad_read = a2.replace("  }, [value, delayMs, minLength]);", "  }, [value]);")
    vt = "npx vitest run src/hooks/useDebouncedSearch.test.ts"
    turns = [
        (cc("Bash", command="git status --short && ls src/hooks", description="Check working tree and list hooks"),
         "useDebouncedSearch.test.ts\nuseDebouncedSearch.ts\nuseLocalStorage.ts\nuseMediaQuery.ts\nusePagedQuery.ts"),
        (cc("Read", file_path=p), cc_lines(HB_HOOK)),
        (cc("Grep", pattern="useDebouncedSearch", output_mode="files_with_matches"),
         "Found 4 files\nsrc/hooks/useDebouncedSearch.ts\nsrc/hooks/useDebouncedSearch.test.ts\n"
         "src/features/vessels/VesselSearch.tsx\nsrc/features/berths/BerthFilterBar.tsx"),
        (cc("Edit", file_path=p, old_string="  }, [value]);", new_string="  }, [value, delayMs, minLength]);"),
         cc_edited(p, s1, f1)),
        (cc("Edit", file_path=p, old_string=HB_SIG_OLD, new_string=HB_SIG_NEW), cc_edited(p, s2, f2)),
        (cc("Bash", command=vt, description="Run the hook tests"),
         vitest(root, [("src/hooks/useDebouncedSearch.test.ts", 7, 41)], "11:02:37",
                "1.38s (transform 88ms, setup 0ms, collect 161ms, tests 41ms, environment 512ms, prepare 97ms)")),
        (cc("Read", file_path=p), cc_lines(bad_read)),
        (cc("Read", file_path=tp, offset=t_first, limit=20), cc_lines(HB_TEST_TAIL, t_first)),
        (cc("Edit", file_path=tp, old_string=HB_TEST_OLD, new_string=HB_TEST_NEW), cc_edited(tp, s3, f3 + t_first - 1)),
        (cc("Bash", command=vt, description="Run the hook tests again"),
         vitest(root, [("src/hooks/useDebouncedSearch.test.ts", 8, 44)], "11:04:12",
                "1.29s (transform 85ms, setup 0ms, collect 152ms, tests 44ms, environment 498ms, prepare 91ms)")),
        (cc("Bash", command="npx tsc --noEmit -p . && npx eslint src/hooks && git diff --stat",
            description="Type-check, lint, summarize"),
         f" src/hooks/useDebouncedSearch.test.ts | {t_ins} {'+' * t_ins}\n src/hooks/useDebouncedSearch.ts      | 12 ++++++++++--\n"
         f" 2 files changed, {t_ins + 10} insertions(+), 2 deletions(-)"),
    ]
    rs.add(task="swe", tid="h13-swe-06", system=CC_SYSTEM.format(root=root), turns=turns,
           state=f"Project {root} (React 18 + Vite + Vitest). User: \"In the berth filter, changing the debounce delay "
                 "setting does nothing until you type again. Fix useDebouncedSearch and type its return value.\"",
           bad=True, turn=7, kind="an edit made earlier is missing when the file is read again")


# ---------------------------------------------------------------- 07


CF_FIELD = '''//! A single cron field (minute, hour, day-of-month, month, day-of-week).

use std::collections::BTreeSet;

use crate::error::ParseError;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Minute,
    Hour,
    DayOfMonth,
    Month,
    DayOfWeek,
}

impl Kind {
    pub fn bounds(self) -> (u8, u8) {
        match self {
            Kind::Minute => (0, 59),
            Kind::Hour => (0, 23),
            Kind::DayOfMonth => (1, 31),
            Kind::Month => (1, 12),
            Kind::DayOfWeek => (0, 6),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Field {
    pub kind: Kind,
    pub values: BTreeSet<u8>,
}

impl Field {
    pub fn parse(kind: Kind, src: &str) -> Result<Self, ParseError> {
        let (lo, hi) = kind.bounds();
        let mut values = BTreeSet::new();
        for part in src.split(',') {
            let (range, step) = match part.split_once('/') {
                Some((r, s)) => (r, s.parse::<u8>().map_err(|_| ParseError::BadStep(s.to_string()))?),
                None => (part, 1),
            };
            if step == 0 {
                return Err(ParseError::BadStep("0".into()));
            }
            let (start, end) = if range == "*" {
                (lo, hi)
            } else if let Some((a, b)) = range.split_once('-') {
                (parse_num(a, lo, hi)?, parse_num(b, lo, hi)?)
            } else {
                let v = parse_num(range, lo, hi)?;
                if step == 1 {
                    values.insert(v);
                    continue;
                }
                (v, hi)
            };
            values.extend(expand_step(start, end, step));
        }
        Ok(Self { kind, values })
    }
}

fn parse_num(s: &str, lo: u8, hi: u8) -> Result<u8, ParseError> {
    let v = s.parse::<u8>().map_err(|_| ParseError::BadNumber(s.to_string()))?;
    if v < lo || v > hi {
        return Err(ParseError::OutOfRange { value: v, lo, hi });
    }
    Ok(v)
}

fn expand_step(start: u8, end: u8, step: u8) -> impl Iterator<Item = u8> {
    (start..end).step_by(step as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vals(kind: Kind, src: &str) -> Vec<u8> {
        Field::parse(kind, src).unwrap().values.into_iter().collect()
    }'''

CF_TESTS = ["field::tests::bad_step_zero", "field::tests::dow_rejects_seven", "field::tests::list_of_values",
            "field::tests::month_rejects_thirteen", "field::tests::out_of_range_rejected", "field::tests::range_step_includes_end",
            "field::tests::single_value", "field::tests::single_with_step_runs_to_max",
            "field::tests::star_covers_full_range", "schedule::tests::every_15_minutes",
            "schedule::tests::next_after_minute_boundary", "schedule::tests::next_rolls_over_month",
            "schedule::tests::next_skips_to_next_hour", "schedule::tests::parse_five_fields"]


def t07(rs: RowSet) -> None:
    # bad: Gemini CLI on a Rust cron-expression crate; the lib has 14 unit tests (turns 3, 6: 9 run + 5 filtered, 7), no test is added (the only edit is one line of expand_step), yet turn 9's summary says 15 passed.
    root = "/home/ari/cronfield"
    fp = f"{root}/src/field.rs"
    total_lines = 142
    head = f"[File content truncated: showing lines 1-{n_lines(CF_FIELD)} of {total_lines} total lines. Use offset/limit parameters to view more.]\n"
    fail_names = ["field::tests::range_step_includes_end", "field::tests::star_covers_full_range"]
    run1 = ("   Compiling cronfield v0.3.0 (/home/ari/cronfield)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 3.08s\n"
            "     Running unittests src/lib.rs (target/debug/deps/cronfield-b71e0c4d9a2f6318)\n\nrunning 14 tests\n" +
            "\n".join(f"test {t} ... {'FAILED' if t in fail_names else 'ok'}" for t in CF_TESTS) +
            "\n\nfailures:\n\n---- field::tests::range_step_includes_end stdout ----\n"
            "thread 'field::tests::range_step_includes_end' panicked at src/field.rs:101:9:\nassertion `left == right` failed\n"
            "  left: [0, 10, 20]\n right: [0, 10, 20, 30]\nnote: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n\n"
            "---- field::tests::star_covers_full_range stdout ----\n"
            "thread 'field::tests::star_covers_full_range' panicked at src/field.rs:113:9:\nassertion `left == right` failed\n"
            "  left: 59\n right: 60\n\nfailures:\n    field::tests::range_step_includes_end\n    field::tests::star_covers_full_range\n\n"
            "test result: FAILED. 12 passed; 2 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\n"
            "error: test failed, to rerun pass `--lib`")
    field_tests = [t for t in CF_TESTS if t.startswith("field::")]
    run2 = ("   Compiling cronfield v0.3.0 (/home/ari/cronfield)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 1.41s\n"
            "     Running unittests src/lib.rs (target/debug/deps/cronfield-b71e0c4d9a2f6318)\n\nrunning 9 tests\n" +
            "\n".join(f"test {t} ... ok" for t in field_tests) +
            "\n\ntest result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 5 filtered out; finished in 0.00s\n\n"
            "   Doc-tests cronfield\n\nrunning 0 tests\n\ntest result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 2 filtered out; finished in 0.00s")
    run3 = ("    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.09s\n"
            "     Running unittests src/lib.rs (target/debug/deps/cronfield-b71e0c4d9a2f6318)\n\nrunning 14 tests\n" +
            "\n".join(f"test {t} ... ok" for t in CF_TESTS) +
            "\n\ntest result: ok. 14 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\n"
            "   Doc-tests cronfield\n\nrunning 2 tests\ntest src/lib.rs - (line 9) ... ok\ntest src/schedule.rs - schedule::Schedule::next_after (line 58) ... ok\n\n"
            "test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.34s")
    turns = [
        (call("list_directory", path=root),
         f"Directory listing for {root}:\n[DIR] benches\n[DIR] src\n[DIR] tests\nCargo.lock\nCargo.toml\nCHANGELOG.md\nLICENSE-MIT\nREADME.md"),
        (call("read_file", absolute_path=fp, limit=n_lines(CF_FIELD)), head + CF_FIELD),
        (gshell("cargo test 2>&1", "Run the crate's test suite."), gem_run("cargo test 2>&1", run1, 101, 30117)),
        (call("search_file_content", pattern="expand_step", include="*.rs"),
         f"Found 2 matches for pattern \"expand_step\" in path \".\" (filter: \"*.rs\"):\n---\nFile: src/field.rs\n"
         f"L{line_no(CF_FIELD, 'values.extend(expand_step')}:             values.extend(expand_step(start, end, step));\n"
         f"L{line_no(CF_FIELD, 'fn expand_step')}: fn expand_step(start: u8, end: u8, step: u8) -> impl Iterator<Item = u8> {{\n---"),
        (call("replace", file_path=fp, old_string="    (start..end).step_by(step as usize)",
              new_string="    (start..=end).step_by(step as usize)"),
         f"Successfully modified file: {fp} (1 replacements)."),
        (gshell("cargo test field:: 2>&1", "Run only the field tests."), gem_run("cargo test field:: 2>&1", run2, 0, 30188)),
        (gshell("cargo test 2>&1", "Run the full test suite."), gem_run("cargo test 2>&1", run3, 0, 30240)),
        (gshell("cargo clippy --all-targets -- -D warnings 2>&1", "Lint with clippy."),
         gem_run("cargo clippy --all-targets -- -D warnings 2>&1",
                 "    Checking cronfield v0.3.0 (/home/ari/cronfield)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.12s",
                 0, 30302)),
        (gshell("cargo test --lib 2>&1 | tail -n 3", "Confirm the unit test summary."),
         gem_run("cargo test --lib 2>&1 | tail -n 3",
                 "\ntest result: ok. 15 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n", 0, 30355)),
        (gshell("git diff --stat", "Show the size of the change."),
         gem_run("git diff --stat", " src/field.rs | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)", 0, 30391)),
    ]
    rs.add(task="swe", tid="h13-swe-07", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Project {root} (Rust crate cronfield 0.3.0). User: \"`0-30/10` in the minute field never fires at :30, "
                 "and `*` seems to skip minute 59. Find and fix.\"",
           bad=True, turn=9, kind="unit test count changes with no test added or removed")


# ---------------------------------------------------------------- 08


RB_RENEW_OLD = '''  def renew!
    update!(
      current_period_start: Time.current,
      current_period_end: Time.current + plan.interval_length
    )
  end'''
RB_RENEW_NEW = '''  def renew!
    start = current_period_end
    update!(
      current_period_start: start,
      current_period_end: start + plan.interval_length
    )
  end'''
RB_TEST_OLD = '''    travel_to sub.current_period_end + 4.days do
      refute sub.in_grace_period?
    end
  end
end'''
RB_TEST_NEW = '''    travel_to sub.current_period_end + 4.days do
      refute sub.in_grace_period?
    end
  end

  test "renew keeps the anchor across month boundaries" do
    sub = subscriptions(:monthly_active)
    sub.update!(current_period_start: Time.utc(2025, 1, 31), current_period_end: Time.utc(2025, 2, 28))
    travel_to Time.utc(2025, 3, 2, 9, 30) do
      sub.renew!
    end
    assert_equal Time.utc(2025, 2, 28), sub.current_period_start
    assert_equal Time.utc(2025, 3, 28), sub.current_period_end
    assert sub.active?
  end
end'''


def rails_run(runs: int, seed: int, dots: str, fails: str, secs: float, asserts: int, nfail: int) -> str:
    out = (f"Running {runs} tests in a single process (parallelization threshold is 50)\nRun options: --seed {seed}\n\n"
           f"# Running:\n\n{dots}\n\n")
    if fails:
        out += fails + "\n\n"
    out += (f"Finished in {secs:.6f}s, {runs / secs:.4f} runs/s, {asserts / secs:.4f} assertions/s.\n"
            f"{runs} runs, {asserts} assertions, {nfail} failures, 0 errors, 0 skips")
    return out


def t08(rs: RowSet) -> None:
    # clean: aider in a Rails billing app; every edit gets a new commit hash, /undo drops a71c0d2 (absent from the later log), run/assertion counts follow the edits, session cost accumulates.
    root = "/home/lena/code/tollgate"
    cmd = "/run bin/rails test test/models/subscription_test.rb"
    f1 = ("Failure:\nSubscriptionTest#test_renew_starts_at_previous_period_end [test/models/subscription_test.rb:47]:\n"
          "Expected: Sat, 15 Mar 2025 00:00:00.000000000 UTC +00:00\n  Actual: Wed, 19 Mar 2025 10:24:31.000000000 UTC +00:00\n\n\n"
          "bin/rails test test/models/subscription_test.rb:40")
    f2 = ("Failure:\nSubscriptionTest#test_grace_period_ends_three_days_after_period_end [test/models/subscription_test.rb:84]:\n"
          "Expected true to not be truthy.\n\n\nbin/rails test test/models/subscription_test.rb:78")
    ask_y = "\nAdd 0.3k tokens of command output to the chat? (Y)es/(N)o [Yes]: y\nAdded {n} lines of output to the chat."
    ask_n = "\nAdd 0.2k tokens of command output to the chat? (Y)es/(N)o [Yes]: n"
    grace_old = "  GRACE_PERIOD = 3.days"
    grace_new = "  GRACE_PERIOD = 5.days"
    turns = [
        ("/add app/models/subscription.rb test/models/subscription_test.rb",
         "Added app/models/subscription.rb to the chat\nAdded test/models/subscription_test.rb to the chat"),
        (cmd, rails_run(11, 40217, "....F......", f1, 0.412337, 22, 1) + ask_y.format(n=24)),
        (aider_edit("ruby", ("app/models/subscription.rb", RB_RENEW_OLD, RB_RENEW_NEW),
                    prose="`renew!` anchors the new period on `Time.current`, so a renewal job that runs late shifts every "
                          "later period. Start the new period at the previous `current_period_end` instead:"),
         "Tokens: 5.2k sent, 198 received. Cost: $0.02 message, $0.02 session.\nApplied edit to app/models/subscription.rb\n"
         f"Commit 3e9a1f7 fix: Renew subscriptions from the previous period end\n{AIDER_UNDO_HINT}"),
        (cmd, rails_run(11, 7731, "...........", "", 0.398114, 23, 0) + ask_n),
        (aider_edit("ruby", ("test/models/subscription_test.rb", RB_TEST_OLD, RB_TEST_NEW),
                    ("app/models/subscription.rb", grace_old, grace_new),
                    prose="Here is a regression test for renewals that cross a short month. I'll also align the grace "
                          "period with the 5-day dunning window from the billing notes:"),
         "Tokens: 6.0k sent, 512 received. Cost: $0.03 message, $0.05 session.\nApplied edit to test/models/subscription_test.rb\n"
         "Applied edit to app/models/subscription.rb\nCommit a71c0d2 test: Cover renewal across month boundaries\n" + AIDER_UNDO_HINT),
        (cmd, rails_run(12, 55902, "......F.....", f2, 0.441580, 26, 1) + ask_y.format(n=19)),
        ("/undo",
         "Removed: a71c0d2 test: Cover renewal across month boundaries\nNow at:  3e9a1f7 fix: Renew subscriptions from the "
         f"previous period end\n{AIDER_UNDO_HINT}"),
        (cmd, rails_run(11, 18840, "...........", "", 0.405276, 23, 0) + ask_n),
        (aider_edit("ruby", ("test/models/subscription_test.rb", RB_TEST_OLD, RB_TEST_NEW),
                    prose="Understood, the grace period stays at 3 days. Only the regression test:"),
         "Tokens: 6.9k sent, 371 received. Cost: $0.02 message, $0.07 session.\nApplied edit to test/models/subscription_test.rb\n"
         f"Commit 5bd04e8 test: Cover renewal across month boundaries\n{AIDER_UNDO_HINT}"),
        (cmd, rails_run(12, 61377, "............", "", 0.430902, 26, 0) + ask_n),
        ("/git log --oneline -4",
         "5bd04e8 (HEAD -> main) test: Cover renewal across month boundaries\n3e9a1f7 fix: Renew subscriptions from the previous period end\n"
         "c2f81d9 Add dunning emails for past_due subscriptions\n8d40b6e Bump rails to 7.1.3.4"),
    ]
    rs.add(task="swe", tid="h13-swe-08", system=AIDER_SYSTEM.format(root=root), turns=turns,
           state=f"aider v0.62 in {root} (Rails 7.1 billing app), model claude-3-5-sonnet, git repo with 412 files. "
                 "User: subscription renewals drift later every month when the renewal job runs late.",
           bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 09


TH_MAIN = '''# frozen_string_literal: true

require "csv"

require_relative "tally_ho/version"
require_relative "tally_ho/errors"
require_relative "tally_ho/column_map"
require_relative "tally_ho/row"
require_relative "tally_ho/parser"
require_relative "tally_ho/legacy_parser"
require_relative "tally_ho/importer"

module TallyHo
  class << self
    def import(io, **options)
      Importer.new(**options).call(io)
    end
  end
end'''

TH_IMPORTER = '''# frozen_string_literal: true

module TallyHo
  class Importer
    DEFAULTS = { headers: true, dialect: :rfc4180, skip_blank: true }.freeze

    def initialize(**options)
      @options = DEFAULTS.merge(options)
      @column_map = ColumnMap.new(@options.fetch(:columns, {}))
    end

    def call(io)
      opts = @options.slice(:headers, :dialect, :skip_blank)
      parser = @options[:legacy] ? LegacyParser.new(io, **opts) : Parser.new(io, **opts)
      parser.each_row.map { |raw| Row.new(@column_map.apply(raw)) }
    rescue CSV::MalformedCSVError => e
      raise ParseError, "line #{e.line_number}: #{e.message}"
    end
  end
end'''

TH_CALL_OLD = '''      opts = @options.slice(:headers, :dialect, :skip_blank)
      parser = @options[:legacy] ? LegacyParser.new(io, **opts) : Parser.new(io, **opts)
      parser.each_row.map { |raw| Row.new(@column_map.apply(raw)) }'''
TH_CALL_NEW = '''      if @options.key?(:legacy)
        raise ArgumentError, "the :legacy option was removed in 3.0; use dialect: :excel instead"
      end

      opts = @options.slice(:headers, :dialect, :skip_blank)
      Parser.new(io, **opts).each_row.map { |raw| Row.new(@column_map.apply(raw)) }'''


def t09(rs: RowSet) -> None:
    # bad: Cline removing a deprecated parser from a Ruby CSV-import gem; turn 7 git-rm's lib/tally_ho/legacy_parser.rb (status shows it deleted), but turn 8's recursive listing of lib/ still contains it.
    root = "/home/sam/src/tally_ho"
    rx = "LegacyParser|legacy_parser"
    m2 = TH_MAIN.replace('require_relative "tally_ho/legacy_parser"\n', "")
    i2 = TH_IMPORTER.replace(TH_CALL_OLD, TH_CALL_NEW)
    files = ["tally_ho.rb", "tally_ho/", "tally_ho/column_map.rb", "tally_ho/errors.rb", "tally_ho/importer.rb",
             "tally_ho/legacy_parser.rb", "tally_ho/parser.rb", "tally_ho/row.rb", "tally_ho/version.rb"]
    found = ("Found 5 results.\n\nlib/tally_ho.rb\n│----\n│require_relative \"tally_ho/legacy_parser\"\n│----\n\n"
             "lib/tally_ho/importer.rb\n│----\n│      parser = @options[:legacy] ? LegacyParser.new(io, **opts) : Parser.new(io, **opts)\n│----\n\n"
             "lib/tally_ho/legacy_parser.rb\n│----\n│  class LegacyParser\n│----\n│      warn \"[tally_ho] LegacyParser is deprecated "
             "and will be removed in 3.0\" unless TallyHo.silence_deprecations\n│----\n\n"
             "spec/tally_ho/legacy_parser_spec.rb\n│----\n│RSpec.describe TallyHo::LegacyParser do\n│----")
    rm = "git rm -q lib/tally_ho/legacy_parser.rb spec/tally_ho/legacy_parser_spec.rb && git status --short"
    turns = [
        (cl("list_files", path="lib", recursive="true"), cl_res("list_files", "lib", "\n".join(files))),
        (cl("search_files", path=".", regex=rx, file_pattern="*.rb"), cl_res("search_files", rx, found)),
        (cl("read_file", path="lib/tally_ho.rb"), cl_res("read_file", "lib/tally_ho.rb", TH_MAIN)),
        (cl("replace_in_file", path="lib/tally_ho.rb",
            diff=sr('require_relative "tally_ho/parser"\nrequire_relative "tally_ho/legacy_parser"',
                    'require_relative "tally_ho/parser"')),
         cl_saved("replace_in_file", "lib/tally_ho.rb", m2)),
        (cl("read_file", path="lib/tally_ho/importer.rb"), cl_res("read_file", "lib/tally_ho/importer.rb", TH_IMPORTER)),
        (cl("replace_in_file", path="lib/tally_ho/importer.rb", diff=sr(TH_CALL_OLD, TH_CALL_NEW)),
         cl_saved("replace_in_file", "lib/tally_ho/importer.rb", i2)),
        (cl("execute_command", command=rm, requires_approval="true"),
         cl_cmd(rm, " M lib/tally_ho.rb\n M lib/tally_ho/importer.rb\nD  lib/tally_ho/legacy_parser.rb\n"
                    "D  spec/tally_ho/legacy_parser_spec.rb")),
        (cl("list_files", path="lib", recursive="true"), cl_res("list_files", "lib", "\n".join(files))),
        (cl("execute_command", command="bundle exec rspec", requires_approval="false"),
         cl_cmd("bundle exec rspec", "\nRandomized with seed 29471\n" + "." * 58 + "\n\nFinished in 0.31 seconds (files took 0.22 "
                "seconds to load)\n58 examples, 0 failures\n\nRandomized with seed 29471")),
        (cl("search_files", path=".", regex=rx, file_pattern="*.rb"), cl_res("search_files", rx, "Found 0 results.")),
        (cl("execute_command", command="bundle exec rubocop lib", requires_approval="false"),
         cl_cmd("bundle exec rubocop lib", "Inspecting 8 files\n........\n\n8 files inspected, no offenses detected")),
    ]
    rs.add(task="swe", tid="h13-swe-09", system=CLINE_SYSTEM.format(root=root), turns=turns,
           state=f"Workspace {root} (Ruby gem tally_ho 2.9.1 preparing 3.0). Task: remove the deprecated LegacyParser "
                 "and its spec; passing legacy: true should raise a clear ArgumentError.",
           bad=True, turn=8, kind="file deleted with git rm shows up again in a directory listing")


# ---------------------------------------------------------------- 10


FL_HEAD = '''from __future__ import annotations

import dataclasses
import decimal
import json
import typing as t
import uuid
import weakref
from datetime import date

from werkzeug.http import http_date

if t.TYPE_CHECKING:  # pragma: no cover
    from werkzeug.sansio.response import Response

    from ..sansio.app import App


class JSONProvider:
    """A standard set of JSON operations for an application. Subclasses
    of this can be used to customize JSON behavior or use different
    JSON libraries.

    To implement a provider for a specific library, subclass this base
    class and implement at least :meth:`dumps` and :meth:`loads`. All'''

FL_SEG = '''    def response(self, *args: t.Any, **kwargs: t.Any) -> Response:
        """Serialize the given arguments as JSON, and return a
        :class:`~flask.Response` object with the ``application/json``
        mimetype.

        The :func:`~flask.json.jsonify` function calls this method for
        the current application.

        Either positional or keyword arguments can be given, not both.
        If no arguments are given, ``None`` is serialized.

        :param args: A single value to serialize, or multiple values to
            treat as a list to serialize.
        :param kwargs: Treat as a dict to serialize.
        """
        obj = self._prepare_response_obj(args, kwargs)
        return self._app.response_class(f"{self.dumps(obj)}\\n", mimetype="application/json")


def _default(o: t.Any) -> t.Any:
    if isinstance(o, date):
        return http_date(o)

    if isinstance(o, (decimal.Decimal, uuid.UUID)):
        return str(o)

    if dataclasses and dataclasses.is_dataclass(o):
        return dataclasses.asdict(o)

    if hasattr(o, "__html__"):
        return str(o.__html__())

    raise TypeError(f"Object of type {type(o).__name__} is not JSON serializable")


class DefaultJSONProvider(JSONProvider):
    """Provide JSON operations using Python's built-in :mod:`json`
    library. Serializes the following additional data types:

    -   :class:`datetime.datetime` and :class:`datetime.date` are
        serialized to :rfc:`822` strings. This is the same as the HTTP
        date format.
    -   :class:`uuid.UUID` is serialized to a string.
    -   :class:`dataclasses.dataclass` is passed to
        :func:`dataclasses.asdict`.
    -   :class:`~markupsafe.Markup` (or any object with a ``__html__``
        method) will call the ``__html__`` method to get a string.
    """

    default: t.Callable[[t.Any], t.Any] = staticmethod(_default)  # type: ignore[assignment]'''

FL_REPRO = '''from dataclasses import dataclass

from flask import Flask, jsonify


@dataclass
class Point:
    x: int
    y: int


app = Flask(__name__)
with app.app_context():
    print(jsonify(Point(1, 2)).get_data(as_text=True))
    try:
        jsonify(Point)
    except TypeError as e:
        print("TypeError:", e)'''

FL_NEW = '''    if dataclasses and dataclasses.is_dataclass(o):
        if isinstance(o, type):  # the dataclass itself, not an instance
            raise TypeError(f"Object of type {o.__name__} is a dataclass type, not an instance")
        return dataclasses.asdict(o)'''


def t10(rs: RowSet) -> None:
    # clean: SWE-agent on Flask, jsonify of a dataclass type; windows move (open/goto/open-at-line), the edit adds two lines (216 -> 218 total), repro created then removed, submit diff matches the edit.
    root = "/pallets__flask"
    path = f"{root}/src/flask/json/provider.py"
    seg_start = 88
    text = FL_HEAD + "\n" * (seg_start - n_lines(FL_HEAD)) + FL_SEG
    assert line_no(text, "    def response(self") == seg_start
    total = 216
    dfl = line_no(text, "def _default")
    dc = line_no(text, "if dataclasses and dataclasses.is_dataclass")
    old2 = "    if dataclasses and dataclasses.is_dataclass(o):\n        return dataclasses.asdict(o)"
    new_text = text.replace(old2, FL_NEW)
    upd = ("File updated. Please review the changes and make sure they are correct (correct indentation, no "
           "duplicate lines, etc). Edit the file again if necessary.")
    repro = f"{root}/reproduce_bug.py"
    diff = (f"diff --git a/src/flask/json/provider.py b/src/flask/json/provider.py\nindex 3c5f1b0..9a4e7d2 100644\n"
            f"--- a/src/flask/json/provider.py\n+++ b/src/flask/json/provider.py\n"
            f"@@ -{dc - 2},6 +{dc - 2},8 @@ def _default(o: t.Any) -> t.Any:\n         return str(o)\n \n"
            "     if dataclasses and dataclasses.is_dataclass(o):\n"
            "+        if isinstance(o, type):  # the dataclass itself, not an instance\n"
            "+            raise TypeError(f\"Object of type {o.__name__} is a dataclass type, not an instance\")\n"
            "         return dataclasses.asdict(o)\n \n     if hasattr(o, \"__html__\"):\n")
    turns = [
        (swa("find_file provider.py src"),
         swa_obs(f"Found 1 matches for \"provider.py\" in {root}/src:\n{path}", "n/a", root)),
        (swa("open src/flask/json/provider.py"), swa_obs(swa_window(path, text, 1, total), path, root)),
        (swa("search_file \"def _default\""),
         swa_obs(f"Found 1 matches for \"def _default\" in {path}:\nLine {dfl}:def _default(o: t.Any) -> t.Any:\n"
                 f"End of matches for \"def _default\" in {path}", path, root)),
        (swa(f"goto {dfl}"), swa_obs(swa_window(path, text, dfl - 12, total), path, root)),
        (swa("create reproduce_bug.py"), swa_obs(f"[File: {repro} (1 lines total)]\n1:", repro, root)),
        (swa("edit 1:1\n" + FL_REPRO + "\nend_of_edit"),
         swa_obs(f"[File: {repro} ({n_lines(FL_REPRO)} lines total)]\n" + numbered(FL_REPRO) + "\n" + upd, repro, root)),
        (swa("python reproduce_bug.py"),
         swa_obs("{\"x\":1,\"y\":2}\n\nTypeError: asdict() should be called on dataclass instances", repro, root)),
        (swa(f"open src/flask/json/provider.py {dc}"), swa_obs(swa_window(path, text, dc - 12, total), path, root)),
        (swa(f"edit {dc}:{dc + 1}\n{FL_NEW}\nend_of_edit"),
         swa_obs(swa_window(path, new_text, dc - 12, total + 2) + "\n" + upd, path, root)),
        (swa("python reproduce_bug.py"),
         swa_obs("{\"x\":1,\"y\":2}\n\nTypeError: Object of type Point is a dataclass type, not an instance", path, root)),
        (swa("rm reproduce_bug.py"), swa_obs("", path, root)),
        (swa("submit"), swa_obs(diff, path, root)),
    ]
    rs.add(task="swe", tid="h13-swe-10", system=SWEA_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (pallets/flask). Issue: jsonify(SomeDataclass) -- passing the dataclass type instead "
                 "of an instance -- raises an unhelpful 'asdict() should be called on dataclass instances'.",
           bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 11


FN_REL = '''import { useEffect, useState } from 'react';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function formatRelative(then: Date, now: Date): string {
  const diff = now.getTime() - then.getTime();
  if (diff < MINUTE) return 'just now';
  if (diff < 2 * HOUR) return `${Math.floor(diff / MINUTE)} min ago`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)} hr ago`;
  const days = Math.floor(diff / DAY);
  return days === 1 ? 'yesterday' : `${days} days ago`;
}

interface Props {
  at: string;
  refreshMs?: number;
}

export function RelativeTime({ at, refreshMs = 30_000 }: Props) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), refreshMs);
    return () => clearInterval(id);
  }, [refreshMs]);
  const then = new Date(at);
  return (
    <time dateTime={then.toISOString()} title={then.toLocaleString()}>
      {formatRelative(then, now)}
    </time>
  );
}'''

LINE = "\u23af" * 7


def t11(rs: RowSet) -> None:
    # clean: Codex CLI on a React feed component; the fix changes a snapshot (mismatch, then `-u` updates it), tests 14 -> 15 after adding one, new commit 8b1e0d3 on top of d47a9e2.
    wd = "/home/kai/fieldnotes-web"
    comp = "src/components/ActivityFeed"
    vt = f"pnpm vitest run {comp}"
    patch1 = (f"*** Begin Patch\n*** Update File: {comp}/RelativeTime.tsx\n@@ export function formatRelative(then: Date, now: Date): string {{\n"
              "   if (diff < MINUTE) return 'just now';\n-  if (diff < 2 * HOUR) return `${Math.floor(diff / MINUTE)} min ago`;\n"
              "+  if (diff < HOUR) return `${Math.floor(diff / MINUTE)} min ago`;\n   if (diff < DAY) return `${Math.floor(diff / HOUR)} hr ago`;\n"
              "*** End Patch")
    patch2 = (f"*** Begin Patch\n*** Update File: {comp}/RelativeTime.test.tsx\n@@\n   it('switches to hours after 60 minutes', () => {{\n"
              "     const now = new Date('2025-04-02T12:00:00Z');\n"
              "     expect(formatRelative(new Date(now.getTime() - 90 * 60_000), now)).toBe('1 hr ago');\n   });\n+\n"
              "+  it('uses hours from exactly 60 minutes', () => {\n+    const now = new Date('2025-04-02T12:00:00Z');\n"
              "+    expect(formatRelative(new Date(now.getTime() - 60 * 60_000), now)).toBe('1 hr ago');\n+  });\n*** End Patch")
    run1 = (f"\n RUN  v2.1.4 {wd}\n\n ❯ {comp}/RelativeTime.test.tsx (9 tests | 1 failed) 18ms\n"
            "   × formatRelative > switches to hours after 60 minutes 6ms\n     → expected '90 min ago' to be '1 hr ago' // Object.is equality\n"
            f" ✓ {comp}/ActivityFeed.test.tsx (5 tests) 64ms\n\n{LINE} Failed Tests 1 {LINE}\n\n"
            f" FAIL  {comp}/RelativeTime.test.tsx > formatRelative > switches to hours after 60 minutes\n"
            "AssertionError: expected '90 min ago' to be '1 hr ago' // Object.is equality\n\n- Expected\n+ Received\n\n- 1 hr ago\n+ 90 min ago\n\n"
            f" ❯ {comp}/RelativeTime.test.tsx:24:72\n     22|   it('switches to hours after 60 minutes', () => {{\n"
            "     23|     const now = new Date('2025-04-02T12:00:00Z');\n"
            "     24|     expect(formatRelative(new Date(now.getTime() - 90 * 60_000), now)).toBe('1 hr ago');\n"
            "       |                                                                        ^\n     25|   });\n     26| \n\n"
            f"{LINE * 7}[1/1]{LINE}\n\n Test Files  1 failed | 1 passed (2)\n      Tests  1 failed | 13 passed (14)\n"
            "   Start at  14:20:05\n   Duration  1.62s (transform 212ms, setup 148ms, collect 498ms, tests 82ms, environment 1.07s, prepare 231ms)\n")
    run2 = (f"\n RUN  v2.1.4 {wd}\n\n ✓ {comp}/RelativeTime.test.tsx (9 tests) 12ms\n ❯ {comp}/ActivityFeed.test.tsx (5 tests | 1 failed) 71ms\n"
            "   × ActivityFeed > renders grouped items 31ms\n     → Snapshot `ActivityFeed > renders grouped items 1` mismatched\n\n"
            f"{LINE} Failed Tests 1 {LINE}\n\n FAIL  {comp}/ActivityFeed.test.tsx > ActivityFeed > renders grouped items\n"
            "Error: Snapshot `ActivityFeed > renders grouped items 1` mismatched\n\n- Expected\n+ Received\n\n@@ -18,11 +18,11 @@\n"
            "           <time\n             datetime=\"2025-04-02T10:45:00.000Z\"\n             title=\"4/2/2025, 10:45:00 AM\"\n"
            "           >\n-            75 min ago\n+            1 hr ago\n           </time>\n\n"
            f" ❯ {comp}/ActivityFeed.test.tsx:41:23\n\n{LINE * 7}[1/1]{LINE}\n\n  Snapshots  1 failed\n"
            " Test Files  1 failed | 1 passed (2)\n      Tests  1 failed | 13 passed (14)\n   Start at  14:22:48\n"
            "   Duration  1.55s (transform 198ms, setup 151ms, collect 471ms, tests 83ms, environment 1.02s, prepare 219ms)\n")
    run3 = (f"\n RUN  v2.1.4 {wd}\n\n ✓ {comp}/RelativeTime.test.tsx (9 tests) 11ms\n ✓ {comp}/ActivityFeed.test.tsx (5 tests) 58ms\n\n"
            "  Snapshots  1 updated\n Test Files  2 passed (2)\n      Tests  14 passed (14)\n   Start at  14:23:30\n"
            "   Duration  1.49s (transform 190ms, setup 139ms, collect 455ms, tests 69ms, environment 998ms, prepare 207ms)\n")
    run4 = (f"\n RUN  v2.1.4 {wd}\n\n ✓ {comp}/RelativeTime.test.tsx (10 tests) 13ms\n ✓ {comp}/ActivityFeed.test.tsx (5 tests) 60ms\n\n"
            " Test Files  2 passed (2)\n      Tests  15 passed (15)\n   Start at  14:25:02\n"
            "   Duration  1.51s (transform 201ms, setup 144ms, collect 462ms, tests 73ms, environment 1.01s, prepare 214ms)\n")
    subj = "feed: switch to hours after 60 minutes"
    turns = [
        (cx("git status -sb && git log --oneline -2", wd),
         cx_out("## feat/relative-time-units\nd47a9e2 (HEAD -> feat/relative-time-units) feed: group activity by day\n"
                "1f03c6b (origin/main, origin/HEAD, main) deps: bump vite to 5.4.10\n", 0, 0.1)),
        (cx(f"sed -n '1,60p' {comp}/RelativeTime.tsx", wd), cx_out(FN_REL + "\n", 0, 0.0)),
        (cx(vt, wd), cx_out(run1, 1, 3.9)),
        (cx_patch(patch1, wd), cx_patched(f"M {comp}/RelativeTime.tsx")),
        (cx(vt, wd), cx_out(run2, 1, 3.6)),
        (cx(vt + " -u", wd), cx_out(run3, 0, 3.4)),
        (cx_patch(patch2, wd), cx_patched(f"M {comp}/RelativeTime.test.tsx")),
        (cx(vt, wd), cx_out(run4, 0, 3.5)),
        (cx(f"pnpm tsc --noEmit && pnpm eslint {comp}", wd), cx_out("", 0, 11.2)),
        (cx(f"git add -A && git commit -m \"{subj}\" && git log --oneline -3", wd),
         cx_out(f"[feat/relative-time-units 8b1e0d3] {subj}\n 3 files changed, 7 insertions(+), 2 deletions(-)\n"
                f"8b1e0d3 (HEAD -> feat/relative-time-units) {subj}\nd47a9e2 feed: group activity by day\n"
                "1f03c6b (origin/main, origin/HEAD, main) deps: bump vite to 5.4.10\n", 0, 0.4)),
    ]
    rs.add(task="swe", tid="h13-swe-11", system=CODEX_SYSTEM.format(root=wd), turns=turns,
           state=f"Workspace {wd} (React 18, Vite, Vitest; pnpm). Task: the activity feed says \"95 min ago\"; it should "
                 "switch to hours once an item is an hour old. Fix, keep tests green, commit on the current branch.",
           bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 12


MM_SEG = '''    def _serialize(self, value, attr, obj, **kwargs):
        if value is None:
            return None
        base_unit = dt.timedelta(**{self.precision: 1})
        if self.serialization_type is int:
            delta = value.total_seconds() / base_unit.total_seconds()
            return int(delta)
        assert self.serialization_type is float  # noqa: S101
        return value.total_seconds() / base_unit.total_seconds()

    def _deserialize(self, value, attr, data, **kwargs):
        try:
            value = self.serialization_type(value)
        except (TypeError, ValueError) as error:
            raise self.make_error("invalid") from error

        kwargs = {self.precision: value}

        try:
            return dt.timedelta(**kwargs)
        except OverflowError as error:
            raise self.make_error("invalid") from error'''

MM_INT_OLD = '''        if self.serialization_type is int:
            delta = value.total_seconds() / base_unit.total_seconds()
            return int(delta)'''
MM_INT_NEW = '''        if self.serialization_type is int:
            delta = utils.timedelta_to_microseconds(value)
            unit = utils.timedelta_to_microseconds(base_unit)
            return delta // unit'''
MM_FLOAT_OLD = "        return value.total_seconds() / base_unit.total_seconds()"
MM_FLOAT_NEW = "        return utils.timedelta_to_microseconds(value) / utils.timedelta_to_microseconds(base_unit)"

MM_TESTS = ["test_timedelta_field", "test_timedelta_field_serialize_none", "test_timedelta_field_large_microseconds",
            "test_timedelta_precision_weeks", "test_timedelta_float_serialization_exact_ratio",
            "test_timedelta_float_serialization_minutes", "test_timedelta_int_serialization_rounds_down",
            "test_timedelta_negative_values"]


def t12(rs: RowSet) -> None:
    # bad: OpenHands on marshmallow TimeDelta precision; turns 3 and 5 name the failing test test_timedelta_field_large_microseconds, but turn 8's verbose listing of the same 8 tests calls it test_timedelta_field_large_milliseconds (no test file was edited).
    root = "/workspace/marshmallow"
    fp = f"{root}/src/marshmallow/fields.py"
    start = 1505
    a1 = MM_SEG.replace(MM_INT_OLD, MM_INT_NEW)
    a2 = a1.replace(MM_FLOAT_OLD, MM_FLOAT_NEW)
    k = "cd /workspace/marshmallow && python -m pytest tests/test_serialization.py -k timedelta -q --tb=line"
    cls = "tests/test_serialization.py::TestFieldSerialization::"
    f_big = f"FAILED {cls}test_timedelta_field_large_microseconds - assert 9007199254740994 == 9007199254740993"
    f_flt = f"FAILED {cls}test_timedelta_float_serialization_exact_ratio - assert 1.2999999999999998 == 1.3"
    summ = "=========================== short test summary info ============================"
    run1 = (f"..F.F...{' ' * 65}[100%]\n{root}/tests/test_serialization.py:418: assert 9007199254740994 == 9007199254740993\n"
            f"{root}/tests/test_serialization.py:437: assert 1.2999999999999998 == 1.3\n{summ}\n{f_big}\n{f_flt}\n"
            "2 failed, 6 passed, 212 deselected in 0.38s")
    run2 = (f"....F...{' ' * 65}[100%]\n{root}/tests/test_serialization.py:437: assert 1.2999999999999998 == 1.3\n"
            f"{summ}\n{f_flt}\n1 failed, 7 passed, 212 deselected in 0.31s")
    shown = [t.replace("large_microseconds", "large_milliseconds") for t in MM_TESTS]
    verbose = ("============================= test session starts ==============================\n"
               "platform linux -- Python 3.11.9, pytest-8.2.2, pluggy-1.5.0 -- /opt/miniconda3/envs/testbed/bin/python\n"
               f"cachedir: .pytest_cache\nrootdir: {root}\nconfigfile: pyproject.toml\n"
               "collecting ... collected 220 items / 212 deselected / 8 selected\n\n" +
               "\n".join(f"{cls}{t} PASSED{' ' * max(1, 72 - len(cls + t) - 7)}[{(i + 1) * 100 // 8:3d}%]"
                         for i, t in enumerate(shown)) +
               "\n\n====================== 8 passed, 212 deselected in 0.29s =======================")
    s1_first = line_no(a1, "base_unit = dt.timedelta") - 3
    turns = [
        (bash("cd /workspace/marshmallow && grep -n \"class TimeDelta\\|def timedelta_to_microseconds\" src/marshmallow/*.py"),
         oh_bash("src/marshmallow/fields.py:1441:class TimeDelta(Field):\nsrc/marshmallow/utils.py:326:def timedelta_to_microseconds(value: dt.timedelta) -> int:", root)),
        (editor("view", fp, view_range=[start, start + n_lines(MM_SEG) - 1]), cat_n(fp, MM_SEG, start)),
        (bash(k), oh_bash(run1, root, 1)),
        (editor("str_replace", fp, old_str=MM_INT_OLD, new_str=MM_INT_NEW),
         edited(fp, lines_of(a1, s1_first, s1_first + 12), start + s1_first - 1)),
        (bash(k), oh_bash(run2, root, 1)),
        (bash("cd /workspace/marshmallow && sed -n '326,336p' src/marshmallow/utils.py"),
         oh_bash("def timedelta_to_microseconds(value: dt.timedelta) -> int:\n    \"\"\"Compute the total microseconds of a timedelta\n\n"
                 "    https://github.com/python/cpython/blob/bb3e0c240bc60fe08d332ff5955d54197f79751c/Lib/datetime.py#L665-L667  # noqa: B950\n"
                 "    \"\"\"\n    return (value.days * (24 * 3600) + value.seconds) * 1000000 + value.microseconds\n\n\n"
                 "def validate_unknown_parameter_value(obj: typing.Any) -> str:\n    if obj not in _UNKNOWN_VALUES:\n"
                 "        raise ValueError(", root)),
        (editor("str_replace", fp, old_str=MM_FLOAT_OLD, new_str=MM_FLOAT_NEW),
         edited(fp, lines_of(a2, s1_first, s1_first + 12), start + s1_first - 1)),
        (bash(k.replace(" -q --tb=line", " -v")), oh_bash(verbose, root)),
        (bash("cd /workspace/marshmallow && python -m pytest tests -q -p no:cacheprovider 2>&1 | tail -n 1"),
         oh_bash("1211 passed, 4 skipped in 5.87s", root)),
        (bash("cd /workspace/marshmallow && git diff --stat"),
         oh_bash(" src/marshmallow/fields.py | 7 ++++---\n 1 file changed, 4 insertions(+), 3 deletions(-)", root)),
    ]
    rs.add(task="swe", tid="h13-swe-12", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (marshmallow-code/marshmallow, dev). Issue: fields.TimeDelta serializes large "
                 "microsecond values off by one and float ratios with binary noise (1300us at millisecond precision "
                 "gives 1.2999999999999998).", bad=True, turn=8, kind="test name differs between two runs of the same tests")


# ---------------------------------------------------------------- 13


INV_ITEMS = '''from fastapi import APIRouter, HTTPException, Request, Response

from app.etag import weak_etag
from app.store import get_store

router = APIRouter(prefix="/items", tags=["items"])


@router.get("/{item_id}")
def read_item(item_id: int, request: Request, response: Response):
    item = get_store().get(item_id)
    if item is None:
        raise HTTPException(status_code=404, detail="item not found")
    body = {"id": item.id, "sku": item.sku, "name": item.name, "qty": item.qty}
    tag = weak_etag(body)
    if request.headers.get("if-none-match") == tag:
        return Response(status_code=304, headers={"ETag": tag})
    response.headers["ETag"] = tag
    return body'''


def gem_bg(cmd: str, pid: int, pgid: int) -> str:
    return gem_run(cmd, "", 0, pgid).replace("Background PIDs: (none)", f"Background PIDs: {pid}")


def http_resp(status: str, date: str, extra: list[str], body: str) -> str:
    heads = [f"HTTP/1.1 {status}", f"date: {date}", "server: uvicorn", *extra,
             f"content-length: {len(body.encode())}", "content-type: application/json"]
    return "\n".join(heads) + "\n\n" + body


def t13(rs: RowSet) -> None:
    # clean: Gemini CLI on a FastAPI inventory service; adding updated_at changes the ETag and content-length, uvicorn restarted (pid 61204 -> 61377, log overwritten), metrics counters start over after the restart.
    root = "/home/nora/inventory-svc"
    fp = f"{root}/app/routers/items.py"
    old_b = '    body = {"id": item.id, "sku": item.sku, "name": item.name, "qty": item.qty}'
    new_b = ('    body = {"id": item.id, "sku": item.sku, "name": item.name, "qty": item.qty,\n'
             '            "updated_at": item.updated_at.isoformat()}')
    uv = "uvicorn app.main:app --port 8077 > /tmp/uv.log 2>&1 &"
    b1 = '{"id":42,"sku":"BRK-2207","name":"Brake pad set","qty":17}'
    b2 = '{"id":42,"sku":"BRK-2207","name":"Brake pad set","qty":17,"updated_at":"2025-06-11T16:42:09+00:00"}'
    curl = "curl -si localhost:8077/items/42"
    c304 = "curl -s -o /dev/null -w '%{http_code}\\n' -H 'If-None-Match: W/\"a83d27c4\"' localhost:8077/items/42"
    log = ("INFO:     Started server process [61377]\nINFO:     Waiting for application startup.\nINFO:     Application startup complete.\n"
           "INFO:     Uvicorn running on http://127.0.0.1:8077 (Press CTRL+C to quit)\n"
           "INFO:     127.0.0.1:51844 - \"GET /items/42 HTTP/1.1\" 200 OK\n"
           "INFO:     127.0.0.1:51852 - \"GET /items/42 HTTP/1.1\" 304 Not Modified")
    metrics = ("http_requests_total{method=\"GET\",path=\"/items/{item_id}\",status=\"200\"} 1.0\n"
               "http_requests_total{method=\"GET\",path=\"/items/{item_id}\",status=\"304\"} 1.0")
    turns = [
        (call("list_directory", path=f"{root}/app"),
         f"Directory listing for {root}/app:\n[DIR] routers\n__init__.py\netag.py\nmain.py\nmetrics.py\nmodels.py\nstore.py"),
        (call("read_file", absolute_path=fp), INV_ITEMS),
        (gshell(uv, "Start the API server in the background."), gem_bg(uv, 61204, 61198)),
        (gshell(curl, "Fetch item 42 with headers."),
         gem_run(curl, http_resp("200 OK", "Thu, 12 Jun 2025 13:05:41 GMT", ['etag: W/"5c1f0a9e"'], b1), 0, 61233)),
        (call("replace", file_path=fp, old_string=old_b, new_string=new_b), f"Successfully modified file: {fp} (1 replacements)."),
        (gshell("kill 61204; sleep 1; " + uv, "Restart the server so it picks up the change."),
         gem_bg("kill 61204; sleep 1; " + uv, 61377, 61370)),
        (gshell(curl, "Fetch item 42 again."),
         gem_run(curl, http_resp("200 OK", "Thu, 12 Jun 2025 13:07:18 GMT", ['etag: W/"a83d27c4"'], b2), 0, 61402)),
        (gshell(c304, "Check the conditional request path."), gem_run(c304, "304", 0, 61419)),
        (gshell("tail -n 6 /tmp/uv.log", "Show the server log."), gem_run("tail -n 6 /tmp/uv.log", log, 0, 61431)),
        (gshell("curl -s localhost:8077/metrics | grep '^http_requests_total'", "Check request counters."),
         gem_run("curl -s localhost:8077/metrics | grep '^http_requests_total'", metrics, 0, 61447)),
        (gshell("python -m pytest -q tests/test_items.py", "Run the item endpoint tests."),
         gem_run("python -m pytest -q tests/test_items.py", ".......                                                                  [100%]\n7 passed in 0.44s", 0, 61460)),
        (gshell("kill 61377", "Stop the dev server."), gem_run("kill 61377", "", 0, 61488)),
    ]
    rs.add(task="swe", tid="h13-swe-13", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Project {root} (FastAPI + uvicorn, Python 3.12). User: \"GET /items/{{id}} should include updated_at so the "
                 "warehouse UI can show stale stock; make sure ETags still work.\"",
           bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 14


HH_RETRY = '''package io.hatchet.http;

import java.time.Duration;
import java.util.Objects;

import io.hatchet.http.internal.Jitter;

/**
 * Decides whether and when a failed request is retried.
 */
public final class RetryPolicy {

    public static final RetryPolicy NONE = new RetryPolicy(0, Duration.ZERO, Duration.ZERO, 1.0);

    private final int maxAttempts;
    private final Duration initialDelay;
    private final Duration maxDelay;
    private final double multiplier;

    public RetryPolicy(int maxAttempts, Duration initialDelay, Duration maxDelay, double multiplier) {
        if (maxAttempts < 0) {
            throw new IllegalArgumentException("maxAttempts must be >= 0");
        }
        this.maxAttempts = maxAttempts;
        this.initialDelay = Objects.requireNonNull(initialDelay, "initialDelay");
        this.maxDelay = Objects.requireNonNull(maxDelay, "maxDelay");
        this.multiplier = multiplier;
    }

    public static RetryPolicy exponential(int maxAttempts) {
        return new RetryPolicy(maxAttempts, Duration.ofMillis(200), Duration.ofSeconds(10), 2.0);
    }

    public int maxAttempts() {
        return maxAttempts;
    }

    /** Delay before attempt {@code n} (1-based), with full jitter. */
    public Duration delayBefore(int attempt) {
        double base = initialDelay.toMillis() * Math.pow(multiplier, attempt - 1);
        long capped = (long) Math.min(base, maxDelay.toMillis());
        return Duration.ofMillis(Jitter.full(capped));
    }
}'''


def surefire(classes: list[tuple[str, int, str]]) -> str:
    out = []
    for c, n, t in classes:
        out.append(f"[INFO] Running io.hatchet.http.{c}")
        out.append(f"[INFO] Tests run: {n}, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: {t} s -- in io.hatchet.http.{c}")
    total = sum(n for _, n, _ in classes)
    out += ["[INFO] ", "[INFO] Results:", "[INFO] ", f"[INFO] Tests run: {total}, Failures: 0, Errors: 0, Skipped: 0",
            "[INFO] ", "[INFO] BUILD SUCCESS"]
    return "\n".join(out)


def t14(rs: RowSet) -> None:
    # bad: OpenHands renaming RetryPolicy to BackoffPolicy in a Java HTTP client (git mv + sed, confirmed by grep and by the turn-6 surefire run); turn 9's filtered test run reports io.hatchet.http.RetryPolicyTest again.
    root = "/workspace/hatchet-http"
    main = "src/main/java/io/hatchet/http"
    test = "src/test/java/io/hatchet/http"
    files = [f"{main}/BodyPublisher.java", f"{main}/HatchetClient.java", f"{main}/HttpException.java", f"{main}/Request.java",
             f"{main}/Response.java", f"{main}/RetryPolicy.java", f"{main}/internal/Jitter.java", f"{test}/HatchetClientTest.java",
             f"{test}/RequestTest.java", f"{test}/RetryPolicyTest.java", f"{test}/internal/JitterTest.java"]
    backoff = HH_RETRY.replace("RetryPolicy", "BackoffPolicy")
    doc_old = " * Decides whether and when a failed request is retried.\n */"
    doc_new = (" * Decides whether and when a failed request is retried.\n *\n * <p>Formerly {@code RetryPolicy}; renamed in 2.3 "
               "because it only controls backoff timing.\n *\n * @since 2.3\n */")
    b2 = backoff.replace(doc_old, doc_new)
    grep = "\n".join([
        f"{main}/HatchetClient.java:31:    private final RetryPolicy retryPolicy;",
        f"{main}/HatchetClient.java:44:        this.retryPolicy = builder.retryPolicy != null ? builder.retryPolicy : RetryPolicy.NONE;",
        f"{main}/HatchetClient.java:118:        private RetryPolicy retryPolicy;",
        f"{main}/HatchetClient.java:131:        public Builder retryPolicy(RetryPolicy policy) {{",
        f"{test}/HatchetClientTest.java:58:            .retryPolicy(RetryPolicy.exponential(3))",
        f"{test}/RetryPolicyTest.java:12:class RetryPolicyTest {{",
        f"{test}/RetryPolicyTest.java:16:        RetryPolicy p = RetryPolicy.exponential(5);",
        f"{test}/RetryPolicyTest.java:24:        RetryPolicy p = new RetryPolicy(4, Duration.ofMillis(100), Duration.ofMillis(350), 2.0);",
        f"{test}/RetryPolicyTest.java:33:        assertThrows(IllegalArgumentException.class, () -> new RetryPolicy(-1, Duration.ZERO, Duration.ZERO, 1.0));",
        f"{test}/RetryPolicyTest.java:39:        assertEquals(0, RetryPolicy.NONE.maxAttempts());"])
    mv = (f"cd {root} && git mv {main}/RetryPolicy.java {main}/BackoffPolicy.java && git mv {test}/RetryPolicyTest.java "
          f"{test}/BackoffPolicyTest.java && sed -i -E 's/\\bRetryPolicy(Test)?\\b/BackoffPolicy\\1/g' $(grep -rl RetryPolicy src)")
    s_first = 5
    turns = [
        (bash(f"cd {root} && find src -name '*.java' | sort"), oh_bash("\n".join(files), root)),
        (editor("view", f"{root}/{main}/RetryPolicy.java"), cat_n(f"{root}/{main}/RetryPolicy.java", HH_RETRY)),
        (bash(f"cd {root} && grep -rn \"RetryPolicy\" src --include=*.java | grep -v '^{main}/RetryPolicy.java'"),
         oh_bash(grep, root)),
        (bash(mv), oh_bash("", root)),
        (bash(f"cd {root} && (grep -rn \"RetryPolicy\" src || echo 'no matches') && find src -name '*Policy*.java'"),
         oh_bash(f"no matches\n{main}/BackoffPolicy.java\n{test}/BackoffPolicyTest.java", root)),
        (bash(f"cd {root} && mvn -o test | grep -E 'Running|Tests run|BUILD|ERROR'"),
         oh_bash(surefire([("BackoffPolicyTest", 7, "0.041"), ("HatchetClientTest", 12, "0.388"), ("RequestTest", 9, "0.017"),
                           ("internal.JitterTest", 4, "0.009")]), root)),
        (editor("view", f"{root}/{main}/BackoffPolicy.java", view_range=[1, 20]),
         cat_n(f"{root}/{main}/BackoffPolicy.java", lines_of(backoff, 1, 20))),
        (editor("str_replace", f"{root}/{main}/BackoffPolicy.java", old_str=doc_old, new_str=doc_new),
         edited(f"{root}/{main}/BackoffPolicy.java", lines_of(b2, s_first, s_first + 14), s_first)),
        (bash(f"cd {root} && mvn -o test -Dtest='*PolicyTest' | grep -E 'Running|Tests run|BUILD|ERROR'"),
         oh_bash(surefire([("RetryPolicyTest", 7, "0.038")]), root)),
        (bash(f"cd {root} && git status --short"),
         oh_bash(f"RM {main}/RetryPolicy.java -> {main}/BackoffPolicy.java\n M {main}/HatchetClient.java\n"
                 f"RM {test}/RetryPolicyTest.java -> {test}/BackoffPolicyTest.java\n M {test}/HatchetClientTest.java", root)),
    ]
    rs.add(task="swe", tid="h13-swe-14", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (hatchet-http 2.2.x, Maven, Java 17). Task: rename RetryPolicy to BackoffPolicy across "
                 "main and test sources (the builder method name retryPolicy(...) stays for compatibility).",
           bad=True, turn=9, kind="renamed test class reported under its old name")


# ---------------------------------------------------------------- 15


SK_OLD = '''def slugify(text: str, sep: str = "-", lowercase: bool = True) -> str:
    words = _WORD_RE.findall(transliterate(text))
    slug = sep.join(words)
    return slug.lower() if lowercase else slug'''
SK_NEW = '''def slugify(text: str, sep: str = "-", lowercase: bool = True, max_length: int | None = None) -> str:
    words = _WORD_RE.findall(transliterate(text))
    slug = sep.join(words)
    if max_length is not None and len(slug) > max_length:
        cut = slug[:max_length + 1]
        # cut at the last separator so words are not chopped in half
        slug = cut.rsplit(sep, 1)[0] if sep in cut else slug[:max_length]
    return slug.lower() if lowercase else slug'''
SK_TEST = '''from slugkit.core import slugify


def test_no_limit_by_default():
    assert slugify("Hello Big World") == "hello-big-world"


def test_cuts_at_word_boundary():
    assert slugify("Hello Big World", max_length=9) == "hello-big"
    assert slugify("Hello Big World", max_length=8) == "hello"


def test_single_long_word_is_truncated():
    assert slugify("Supercalifragilistic", max_length=5) == "super"


def test_custom_separator():
    assert slugify("a b c d", sep="_", max_length=5) == "a_b_c"'''


def t15(rs: RowSet) -> None:
    # bad: aider adding max_length to a Python slug library; turn 3 creates and commits tests/test_max_length.py (its 4 tests run in turn 4, /ls lists it in turn 5), but in turn 8 pytest says the file does not exist, with no deletion or undo in between.
    root = "/home/rui/slugkit"
    ask_n = "\nAdd 0.1k tokens of command output to the chat? (Y)es/(N)o [Yes]: n"
    readme_old = "## License"
    readme_new = ("### Limiting the length\n\nPass `max_length` to cap the slug; it is cut at the last separator that fits:\n\n"
                  "    slugify(\"Hello Big World\", max_length=9)  # 'hello-big'\n\n## License")
    ls = ("Repo files not in the chat:\n\n  .github/workflows/ci.yml\n  .gitignore\n  LICENSE\n  README.md\n  pyproject.toml\n"
          "  slugkit/__init__.py\n  slugkit/translit.py\n  tests/__init__.py\n  tests/test_core.py\n  tests/test_translit.py\n\n"
          "Files in chat:\n\n  slugkit/core.py\n  tests/test_max_length.py")
    missing = ("============================= test session starts ==============================\n"
               f"platform linux -- Python 3.12.3, pytest-8.3.2, pluggy-1.5.0 -- {root}/.venv/bin/python\ncachedir: .pytest_cache\n"
               f"rootdir: {root}\nconfigfile: pyproject.toml\ncollecting ... collected 0 items\n\n"
               "============================ no tests ran in 0.01s =============================\n"
               "ERROR: file or directory not found: tests/test_max_length.py\n")
    turns = [
        ("/add slugkit/core.py", "Added slugkit/core.py to the chat"),
        ("/run python -m pytest -q", "." * 31 + " " * 42 + "[100%]\n31 passed in 0.22s" + ask_n),
        (aider_edit("python", ("slugkit/core.py", SK_OLD, SK_NEW), ("tests/test_max_length.py", "", SK_TEST),
                    prose="I'll add an optional `max_length` that trims at the last separator, plus tests in a new file."),
         "tests/test_max_length.py\nCreate new file? (Y)es/(N)o [Yes]: y\nTokens: 3.4k sent, 689 received. Cost: $0.02 message, $0.02 session.\n"
         "Applied edit to tests/test_max_length.py\nApplied edit to slugkit/core.py\nCommit 6c2d9ab feat: Add max_length option to slugify\n"
         + AIDER_UNDO_HINT),
        ("/run python -m pytest -q", "." * 35 + " " * 38 + "[100%]\n35 passed in 0.24s" + ask_n),
        ("/ls", ls),
        ("/add README.md", "Added README.md to the chat"),
        (aider_edit("markdown", ("README.md", readme_old, readme_new), prose="Documenting the new option in the README:"),
         "Tokens: 4.6k sent, 164 received. Cost: $0.01 message, $0.03 session.\nApplied edit to README.md\n"
         f"Commit 0e4b7f2 docs: Document slugify max_length\n{AIDER_UNDO_HINT}"),
        ("/run python -m pytest tests/test_max_length.py -v", missing + ask_n),
        ("/git log --oneline -3",
         "0e4b7f2 (HEAD -> main) docs: Document slugify max_length\n6c2d9ab feat: Add max_length option to slugify\n"
         "a9d1e35 translit: add Vietnamese tone marks"),
    ]
    rs.add(task="swe", tid="h13-swe-15", system=AIDER_SYSTEM.format(root=root), turns=turns,
           state=f"aider v0.62 in {root} (Python library slugkit 1.4.0), model gpt-4o, git repo with 14 files. User: add a "
                 "max_length option to slugify() that doesn't cut words in half.",
           bad=True, turn=8, kind="a file created (and committed) earlier is reported missing")


# ---------------------------------------------------------------- 16


LL_SERVICE = '''package com.ledgerline.invoice;

import java.util.List;
import java.util.UUID;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class InvoiceService {

    private final InvoiceRepository repository;

    public InvoiceService(InvoiceRepository repository) {
        this.repository = repository;
    }

    @Transactional(readOnly = true)
    public InvoiceDto get(UUID id) {
        Invoice invoice = repository.findById(id).get();
        return InvoiceDto.from(invoice);
    }

    @Transactional(readOnly = true)
    public List<InvoiceDto> listForCustomer(String customerId) {
        return repository.findByCustomerIdOrderByIssuedAtDesc(customerId).stream()
                .map(InvoiceDto::from)
                .toList();
    }
}'''

LL_EXC = '''package com.ledgerline.invoice;

import java.util.UUID;

import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.ResponseStatus;

@ResponseStatus(HttpStatus.NOT_FOUND)
public class InvoiceNotFoundException extends RuntimeException {

    public InvoiceNotFoundException(UUID id) {
        super("Invoice " + id + " not found");
    }
}
'''


def gradle(tasks: list[tuple[str, str]], body: str, ok: bool, secs: int, root: str) -> str:
    out = "\n".join(f"> Task :{t}{(' ' + s) if s else ''}" for t, s in tasks)
    actionable = [t for t, _ in tasks if t not in ("classes", "testClasses")]
    executed = sum(1 for t, s in tasks if t not in ("classes", "testClasses") and s != "UP-TO-DATE")
    out += "\n\n" + body + "\n"
    if ok:
        out += f"\nBUILD SUCCESSFUL in {secs}s\n"
    else:
        out += ("\n> Task :test FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':test'.\n"
                f"> There were failing tests. See the report at: file://{root}/build/reports/tests/test/index.html\n\n"
                f"* Try:\n> Run with --scan to get full insights.\n\nBUILD FAILED in {secs}s\n")
    out += f"{len(actionable) + 1} actionable tasks: {executed + 1} executed, {len(actionable) - executed} up-to-date"
    return out


def t16(rs: RowSet) -> None:
    # clean: Claude Code on a Spring Boot invoicing app; unknown invoice 500 -> 404; filtered gradle run (6 tests) vs full run (143), tasks re-run after the edit, Glob order changes by mtime, a remaining .get() is in a different service.
    root = "/Users/priya/dev/ledgerline"
    pkg = f"{root}/src/main/java/com/ledgerline/invoice"
    svc = f"{pkg}/InvoiceService.java"
    old = "        Invoice invoice = repository.findById(id).get();"
    new = "        Invoice invoice = repository.findById(id).orElseThrow(() -> new InvoiceNotFoundException(id));"
    a1 = LL_SERVICE.replace(old, new)
    s1, f1 = snippet(a1, "orElseThrow", 1)
    up = "UP-TO-DATE"
    t_filtered = "./gradlew test --tests '*InvoiceControllerTest'"
    glob1 = "\n".join(f"{pkg}/{f}" for f in ["InvoiceController.java", "InvoiceDto.java", "InvoiceService.java", "Invoice.java",
                                             "InvoiceRepository.java"])
    glob2 = "\n".join(f"{pkg}/{f}" for f in ["InvoiceNotFoundException.java", "InvoiceService.java", "InvoiceController.java",
                                             "InvoiceDto.java", "Invoice.java", "InvoiceRepository.java"])
    fail_body = ("> Task :test\n\nInvoiceControllerTest > returnsNotFoundForUnknownInvoice() FAILED\n"
                 "    java.lang.AssertionError at InvoiceControllerTest.java:71\n\nResults: FAILURE (6 tests, 5 passed, 1 failed, 0 skipped)")
    turns = [
        (cc("Glob", pattern="src/main/java/**/invoice/*.java"), glob1),
        (cc("Read", file_path=svc), cc_lines(LL_SERVICE)),
        (cc("Bash", command=t_filtered, description="Run the invoice controller tests"),
         gradle([("compileJava", up), ("processResources", up), ("classes", up), ("compileTestJava", up),
                 ("processTestResources", up), ("testClasses", up)], fail_body, False, 4, root)),
        (cc("Write", file_path=f"{pkg}/InvoiceNotFoundException.java", content=LL_EXC),
         f"File created successfully at: {pkg}/InvoiceNotFoundException.java"),
        (cc("Edit", file_path=svc, old_string=old, new_string=new), cc_edited(svc, s1, f1)),
        (cc("Bash", command=t_filtered, description="Re-run the controller tests"),
         gradle([("compileJava", ""), ("processResources", up), ("classes", ""), ("compileTestJava", ""),
                 ("processTestResources", up), ("testClasses", "")],
                "> Task :test\n\nResults: SUCCESS (6 tests, 6 passed, 0 failed, 0 skipped)", True, 6, root)),
        (cc("Bash", command="./gradlew test", description="Run the whole test suite"),
         gradle([("compileJava", up), ("processResources", up), ("classes", up), ("compileTestJava", up),
                 ("processTestResources", up), ("testClasses", up)],
                "> Task :test\n\nResults: SUCCESS (143 tests, 141 passed, 0 failed, 2 skipped)", True, 19, root)),
        (cc("Grep", pattern=r"findById\([a-zA-Z]+\)\.(get|orElseThrow)\(", path="src/main/java", output_mode="content", **{"-n": True}),
         f"{svc}:20:{new}\n{root}/src/main/java/com/ledgerline/payment/PaymentService.java:34:        Payment payment = "
         "repository.findById(paymentId).get();"),
        (cc("Glob", pattern="src/main/java/**/invoice/*.java"), glob2),
        (cc("Bash", command="git status --short", description="Show changed files"),
         " M src/main/java/com/ledgerline/invoice/InvoiceService.java\n?? src/main/java/com/ledgerline/invoice/InvoiceNotFoundException.java"),
    ]
    rs.add(task="swe", tid="h13-swe-16", system=CC_SYSTEM.format(root=root), turns=turns,
           state=f"Project {root} (Spring Boot 3.3, Gradle, Java 21). User: \"GET /api/invoices/{{id}} returns 500 for an "
                 "unknown id; it should be a 404. There's already a failing test for it.\"",
           bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 17


GP_MEDIAN = '''package stats

import "sort"

// Median returns the median of xs. It returns 0 for an empty slice.
// xs is not modified.
func Median(xs []float64) float64 {
	n := len(xs)
	if n == 0 {
		return 0
	}
	c := make([]float64, n)
	copy(c, xs)
	sort.Float64s(c)
	if n%2 == 1 {
		return c[n/2]
	}
	return (c[n/2-1] + c[n/2]) / 2
}'''

GP_OLD = '''import "sort"

// Median returns the median of xs. It returns 0 for an empty slice.
// xs is not modified.
func Median(xs []float64) float64 {
	n := len(xs)
	if n == 0 {
		return 0
	}
	c := make([]float64, n)
	copy(c, xs)
	sort.Float64s(c)
	if n%2 == 1 {
		return c[n/2]
	}
	return (c[n/2-1] + c[n/2]) / 2
}'''

GP_NEW = '''// Median returns the median of xs. It returns 0 for an empty slice.
// xs is not modified.
func Median(xs []float64) float64 {
	n := len(xs)
	if n == 0 {
		return 0
	}
	c := make([]float64, n)
	copy(c, xs)
	hi := selectK(c, n/2)
	if n%2 == 1 {
		return hi
	}
	// after selectK, c[:n/2] holds the n/2 smallest values
	lo := c[0]
	for _, v := range c[1 : n/2] {
		if v > lo {
			lo = v
		}
	}
	return (lo + hi) / 2
}

// selectK partially orders c so that c[k] is the k-th smallest value and returns it.
func selectK(c []float64, k int) float64 {
	lo, hi := 0, len(c)-1
	for lo < hi {
		p := c[(lo+hi)/2]
		i, j := lo, hi
		for i <= j {
			for c[i] < p {
				i++
			}
			for c[j] > p {
				j--
			}
			if i <= j {
				c[i], c[j] = c[j], c[i]
				i++
				j--
			}
		}
		if k <= j {
			hi = j
		} else if k >= i {
			lo = i
		} else {
			break
		}
	}
	return c[k]
}'''


def gobench(rows: list[tuple[str, int, int, int]], secs: str) -> str:
    head = ("goos: linux\ngoarch: amd64\npkg: github.com/tidewater/ghpr-stats/internal/stats\n"
            "cpu: AMD Ryzen 9 7950X 16-Core Processor\n")
    body = "\n".join(f"{name:<34}\t{iters:>8}\t{ns:>10} ns/op\t{b:>8} B/op\t       1 allocs/op" for name, iters, ns, b in rows)
    return head + body + f"\nPASS\nok  \tgithub.com/tidewater/ghpr-stats/internal/stats\t{secs}s"


def t17(rs: RowSet) -> None:
    # clean: OpenHands speeding up Median in a Go CLI; benchmark ns/op differs run to run (noise) and after the change, file renamed median.go -> quantile.go with git mv, go test shows some packages cached.
    root = "/workspace/ghpr-stats"
    mod = "github.com/tidewater/ghpr-stats"
    fp = f"{root}/internal/stats/median.go"
    new = GP_MEDIAN.replace(GP_OLD, GP_NEW)
    bench = "cd /workspace/ghpr-stats && go test ./internal/stats/ -run '^$' -bench Median -benchmem -count=1"
    n1, n2 = "BenchmarkMedian/n=1000-32", "BenchmarkMedian/n=100000-32"
    turns = [
        (bash("cd /workspace/ghpr-stats && go list ./... && git log --oneline -1"),
         oh_bash(f"{mod}/cmd/ghpr-stats\n{mod}/internal/github\n{mod}/internal/report\n{mod}/internal/stats\n"
                 "5a0e9c2 (HEAD -> main) report: add --since flag", root)),
        (editor("view", fp), cat_n(fp, GP_MEDIAN)),
        (bash(bench), oh_bash(gobench([(n1, 28411, 41873, 8192), (n2, 176, 6790411, 802816)], "3.412"), root)),
        (editor("str_replace", fp, old_str=GP_OLD, new_str=GP_NEW), edited(fp, new)),
        (bash("cd /workspace/ghpr-stats && go test ./internal/stats/ -run Median -v"),
         oh_bash("=== RUN   TestMedianEmpty\n--- PASS: TestMedianEmpty (0.00s)\n=== RUN   TestMedianOdd\n--- PASS: TestMedianOdd (0.00s)\n"
                 "=== RUN   TestMedianEven\n--- PASS: TestMedianEven (0.00s)\n=== RUN   TestMedianDoesNotModifyInput\n"
                 "--- PASS: TestMedianDoesNotModifyInput (0.00s)\n=== RUN   TestMedianMatchesSort\n--- PASS: TestMedianMatchesSort (0.03s)\n"
                 f"PASS\nok  \t{mod}/internal/stats\t0.041s", root)),
        (bash(bench), oh_bash(gobench([(n1, 131208, 9120, 8192), (n2, 1107, 1032877, 802816)], "3.187"), root)),
        (bash("cd /workspace/ghpr-stats && git mv internal/stats/median.go internal/stats/quantile.go && go build ./... && ls internal/stats"),
         oh_bash("doc.go\nmedian_test.go\nquantile.go\nsummary.go\nsummary_test.go", root)),
        (bash("cd /workspace/ghpr-stats && go test ./..."),
         oh_bash(f"?   \t{mod}/cmd/ghpr-stats\t[no test files]\nok  \t{mod}/internal/github\t(cached)\n"
                 f"ok  \t{mod}/internal/report\t0.044s\nok  \t{mod}/internal/stats\t0.038s", root)),
        (bash(bench), oh_bash(gobench([(n1, 127455, 9347, 8192), (n2, 1158, 1011552, 802816)], "3.206"), root)),
        (bash("cd /workspace/ghpr-stats && git status --short"),
         oh_bash("RM internal/stats/median.go -> internal/stats/quantile.go", root)),
    ]
    rs.add(task="swe", tid="h13-swe-17", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} ({mod}, Go 1.22). Task: stats.Median sorts a full copy and dominates the report's "
                 "profile; make it selection-based, keep behaviour, and move it to quantile.go where the other quantile "
                 "helpers will go.", bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 18


HR_ROUTES = '''import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const SECRET = process.env.HOOK_SECRET ?? '';

function verify(signature: string | undefined, payload: string): boolean {
  if (!signature?.startsWith('sha256=')) return false;
  const expected = crypto.createHmac('sha256', SECRET).update(payload).digest('hex');
  const got = signature.slice('sha256='.length);
  return got.length === expected.length && crypto.timingSafeEqual(Buffer.from(got), Buffer.from(expected));
}

export async function webhookRoutes(app: FastifyInstance) {
  app.post('/hooks/:source', async (req, reply) => {
    const payload = JSON.stringify(req.body);
    const { source } = req.params as { source: string };
    if (!verify(req.headers['x-hub-signature-256'] as string | undefined, payload)) {
      req.log.warn({ source }, 'bad signature');
      return reply.code(401).send({ error: 'invalid signature' });
    }
    await app.queue.enqueue(source, req.body);
    return reply.code(202).send({ accepted: true });
  });
}'''


def t18(rs: RowSet) -> None:
    # bad: Gemini CLI fixing webhook signature checks in a Fastify/TypeScript relay; node was started in the background as pid 73418 (turns 5, 6, and killed by that pid in turn 10), but turn 8's pino log lines carry "pid":73481 with no restart.
    root = "/home/ola/hookrelay"
    fp = f"{root}/src/routes/webhooks.ts"
    old = "  app.post('/hooks/:source', async (req, reply) => {\n    const payload = JSON.stringify(req.body);"
    new = "  app.post('/hooks/:source', { config: { rawBody: true } }, async (req, reply) => {\n    const payload = req.rawBody ?? '';"
    start = "HOOK_SECRET=dev-secret node dist/server.js > /tmp/hooks.log 2>&1 &"
    ss = "sleep 1; ss -ltnp 'sport = :7410'"
    body = '{"ref": "refs/heads/main", "after": "9f2c1e7"}'
    post = (f"body='{body}'; sig=$(printf '%s' \"$body\" | openssl dgst -sha256 -hmac dev-secret | cut -d' ' -f2); "
            "curl -s -w ' %{http_code}\\n' -X POST localhost:7410/hooks/github -H 'content-type: application/json' "
            "-H \"x-hub-signature-256: sha256=$sig\" -d \"$body\"")
    bad = ("curl -s -w ' %{http_code}\\n' -X POST localhost:7410/hooks/github -H 'content-type: application/json' "
           "-H 'x-hub-signature-256: sha256=deadbeef' -d '{\"ref\": \"x\"}'")
    host = '"hostname":"ola-thinkpad"'
    log = "\n".join([
        '{"level":30,"time":1749734712481,"pid":73481,' + host + ',"reqId":"req-1","req":{"method":"POST","url":"/hooks/github",'
        '"hostname":"localhost:7410","remoteAddress":"127.0.0.1","remotePort":40522},"msg":"incoming request"}',
        '{"level":30,"time":1749734712497,"pid":73481,' + host + ',"reqId":"req-1","res":{"statusCode":202},"responseTime":15.8,"msg":"request completed"}'])
    kill = "kill 73418 && sleep 0.5 && ss -ltnp 'sport = :7410' | tail -n +2 | wc -l"
    vt = ("\n> hookrelay@0.6.2 test /home/ola/hookrelay\n> vitest run\n\n\n RUN  v1.6.0 /home/ola/hookrelay\n\n"
          " ✓ test/queue.test.ts  (8 tests) 22ms\n ✓ test/signature.test.ts  (6 tests) 9ms\n ✓ test/webhooks.test.ts  (7 tests) 131ms\n\n"
          " Test Files  3 passed (3)\n      Tests  21 passed (21)\n   Start at  13:26:03\n"
          "   Duration  1.12s (transform 201ms, setup 0ms, collect 688ms, tests 162ms, environment 1ms, prepare 412ms)\n")
    turns = [
        (gshell("jq .scripts package.json", "Show the npm scripts."),
         gem_run("jq .scripts package.json", '{\n  "build": "tsc -p tsconfig.build.json",\n  "start": "node dist/server.js",\n'
                 '  "dev": "tsx watch src/server.ts",\n  "test": "vitest run"\n}', 0, 73102)),
        (call("read_file", absolute_path=fp), HR_ROUTES),
        (call("replace", file_path=fp, old_string=old, new_string=new), f"Successfully modified file: {fp} (1 replacements)."),
        (gshell("pnpm build", "Compile the TypeScript sources."),
         gem_run("pnpm build", "\n> hookrelay@0.6.2 build /home/ola/hookrelay\n> tsc -p tsconfig.build.json\n", 0, 73166)),
        (gshell(start, "Start the relay in the background."), gem_bg(start, 73418, 73411)),
        (gshell(ss, "Check that the server is listening."),
         gem_run(ss, "State  Recv-Q Send-Q Local Address:Port  Peer Address:PortProcess\n"
                     "LISTEN 0      511          0.0.0.0:7410       0.0.0.0:*    users:((\"node\",pid=73418,fd=21))", 0, 73440)),
        (gshell(post, "Send a correctly signed webhook."), gem_run(post, '{"accepted":true} 202', 0, 73452)),
        (gshell("tail -n 2 /tmp/hooks.log", "Look at the request log."), gem_run("tail -n 2 /tmp/hooks.log", log, 0, 73460)),
        (gshell(bad, "Send a webhook with a bad signature."), gem_run(bad, '{"error":"invalid signature"} 401', 0, 73467)),
        (gshell(kill, "Stop the relay and confirm the port is free."), gem_run(kill, "0", 0, 73495)),
        (gshell("pnpm test", "Run the test suite."), gem_run("pnpm test", vt, 0, 73502)),
    ]
    rs.add(task="swe", tid="h13-swe-18", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Project {root} (Fastify 4 + TypeScript webhook relay; fastify-raw-body is registered in src/server.ts). "
                 "User: \"GitHub deliveries are all rejected with 401 since the last deploy. Fix the signature check and "
                 "try it locally on port 7410.\"", bad=True, turn=8, kind="process id in log lines differs from the running server's pid")


# ---------------------------------------------------------------- 19


TF_BRANCH = '''impl ArrayFormatter<'_> {
    pub fn write(&self, out: &mut String, items: &[Node], indent: usize) {
        if items.is_empty() {
            out.push_str("[]");
            return;
        }
        let one_line = self.render_inline(items);
        if one_line.len() + indent <= self.opts.max_width && !self.has_comments(items) {
            out.push_str(&one_line);
            return;
        }
        out.push_str("[\\n");
        let pad = " ".repeat(indent + self.opts.indent_width);
        for (i, item) in items.iter().enumerate() {
            out.push_str(&pad);
            item.write_to(out, indent + self.opts.indent_width);
            if i + 1 < items.len() {
                out.push(',');
            }
            out.push('\\n');
        }
        out.push_str(&" ".repeat(indent));
        out.push(']');
    }'''


def t19(rs: RowSet) -> None:
    # clean: Codex CLI on a Rust TOML formatter; stash + switch to main shows a different version of the same lines and fewer tests, switching back + stash pop restores the change, then a new commit 0b6d3f2 on top of 5e0c1aa.
    wd = "/home/dev/tomlfmt"
    first = 40
    f = "src/format/array.rs"
    br = "fix/array-trailing-comma"
    main_text = TF_BRANCH.replace(" && !self.has_comments(items)", "")
    cond = first + line_no(TF_BRANCH, "if one_line.len()") - 1
    patch = (f"*** Begin Patch\n*** Update File: {f}\n@@ impl ArrayFormatter<'_> {{\n             item.write_to(out, indent + self.opts.indent_width);\n"
             "-            if i + 1 < items.len() {\n"
             "+            // multi-line arrays always end with a comma when the option is on (rustfmt style)\n"
             "+            if i + 1 < items.len() || self.opts.trailing_comma {\n                 out.push(',');\n             }\n*** End Patch")
    t_br = ["format::array::tests::array_with_comment_is_multiline", "format::array::tests::empty_array",
            "format::array::tests::inline_tables_in_array", "format::array::tests::long_array_breaks",
            "format::array::tests::multiline_array_keeps_trailing_comma", "format::array::tests::nested_arrays",
            "format::array::tests::short_array_inline"]
    t_main = [t for t in t_br if "comment" not in t and "trailing" not in t]

    def arr(tests: list[str], filtered: int, secs: str) -> str:
        return (f"   Compiling tomlfmt v0.9.1 ({wd})\n    Finished `test` profile [unoptimized + debuginfo] target(s) in {secs}s\n"
                "     Running unittests src/lib.rs (target/debug/deps/tomlfmt-5d0c7a19e4b2f836)\n\n"
                f"running {len(tests)} tests\n" + "\n".join(f"test {t} ... ok" for t in tests) +
                f"\n\ntest result: ok. {len(tests)} passed; 0 failed; 0 ignored; 0 measured; {filtered} filtered out; finished in 0.00s\n")
    assert len(t_main) == 5
    sed_main = f"sed -n '{cond - 1},{cond + 1}p' {f}"
    turns = [
        (cx("git status -sb", wd), cx_out(f"## {br}...origin/{br}\n", 0, 0.0)),
        (cx(f"sed -n '{first},{first + n_lines(TF_BRANCH) - 1}p' {f}", wd), cx_out(TF_BRANCH + "\n", 0, 0.0)),
        (cx_patch(patch, wd), cx_patched(f"M {f}")),
        (cx("cargo test array 2>&1", wd), cx_out(arr(t_br, 38, "2.64"), 0, 3.1)),
        (cx(f"git stash && git switch main && {sed_main}", wd),
         cx_out(f"Saved working directory and index state WIP on {br}: 5e0c1aa format: never inline arrays that carry comments\n"
                "Switched to branch 'main'\nYour branch is up to date with 'origin/main'.\n" +
                lines_of(main_text, cond - first, cond - first + 2) + "\n", 0, 0.1)),
        (cx("cargo test array 2>&1", wd), cx_out(arr(t_main, 37, "2.21"), 0, 2.7)),
        (cx(f"git switch {br} && git stash pop", wd),
         cx_out(f"Switched to branch '{br}'\nYour branch is up to date with 'origin/{br}'.\nOn branch {br}\n"
                f"Your branch is up to date with 'origin/{br}'.\n\nChanges not staged for commit:\n"
                "  (use \"git add <file>...\" to update what will be committed)\n"
                "  (use \"git restore <file>...\" to discard changes in working directory)\n"
                f"\tmodified:   {f}\n\nno changes added to commit (use \"git add\" and/or \"git commit -a\")\n"
                "Dropped refs/stash@{0} (3b8e51f0c9d2a7e4f6b1c0d8e2a9f7b3c5d1e604)\n", 0, 0.1)),
        (cx("cargo test 2>&1 | grep -E '^(running|test result)'", wd),
         cx_out("running 45 tests\ntest result: ok. 45 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s\n"
                "running 2 tests\ntest result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.38s\n", 0, 4.4)),
        (cx("git commit -qam \"format: keep trailing comma on multi-line arrays\" && git show --stat --oneline HEAD", wd),
         cx_out("0b6d3f2 (HEAD -> fix/array-trailing-comma) format: keep trailing comma on multi-line arrays\n"
                f" {f} | 3 ++-\n 1 file changed, 2 insertions(+), 1 deletion(-)\n", 0, 0.1)),
        (cx("git log --oneline -3", wd),
         cx_out(f"0b6d3f2 (HEAD -> {br}) format: keep trailing comma on multi-line arrays\n"
                f"5e0c1aa (origin/{br}) format: never inline arrays that carry comments\n"
                "9a7b3c1 (origin/main, origin/HEAD, main) release 0.9.0\n", 0, 0.0)),
    ]
    rs.add(task="swe", tid="h13-swe-19", system=CODEX_SYSTEM.format(root=wd), turns=turns,
           state=f"Workspace {wd} (Rust crate tomlfmt 0.9.1), branch {br}. Task: with trailing_comma = true, multi-line "
                 "arrays must end with a comma after the last element; compare with main's behaviour before committing.",
           bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 20


FR_LIMITER = '''# frozen_string_literal: true

module Ferrule
  # Token bucket limiter. Thread-safe; one instance per key space.
  class RateLimiter
    def initialize(rate:, burst:, clock: -> { Process.clock_gettime(Process::CLOCK_MONOTONIC) })
      raise ArgumentError, "rate must be positive" unless rate.positive?

      @rate = rate.to_f
      @burst = burst
      @clock = clock
      @buckets = {}
      @mutex = Mutex.new
    end

    def allow?(key, cost: 1)
      @mutex.synchronize do
        tokens, stamp = @buckets.fetch(key) { [@burst, @clock.call] }
        now = @clock.call
        tokens = [tokens + (now - stamp) * @rate, @burst].min
        if tokens >= cost
          @buckets[key] = [tokens - cost, now]
          true
        else
          @buckets[key] = [tokens, stamp]
          false
        end
      end
    end
  end
end'''

FR_CHANGELOG = '''# Changelog

## 0.4.1 (unreleased)

- `allow?` accepts a `cost:` keyword for weighted requests.
- The default clock is now monotonic (`CLOCK_MONOTONIC`).

## 0.4.0 (2025-03-06)

- Per-key buckets; `RateLimiter#allow?(key)` replaces `#allow?`.
- Drop Ruby 3.0 support.'''


def t20(rs: RowSet) -> None:
    # bad: Claude Code fixing a token-bucket bug in a Ruby gem; the commit made in turn 6 is dated 09:41:27, but the commit made after it in turn 9 is dated 09:14:55 the same day (clock going backwards).
    root = "/home/tomas/src/ferrule"
    lp = f"{root}/lib/ferrule/rate_limiter.rb"
    cp = f"{root}/CHANGELOG.md"
    old = "          @buckets[key] = [tokens, stamp]"
    new = "          @buckets[key] = [tokens, now]"
    a1 = FR_LIMITER.replace(old, new)
    s1, f1 = snippet(a1, new.strip(), 1)
    c_old = "- The default clock is now monotonic (`CLOCK_MONOTONIC`)."
    c_new = c_old + "\n- Fix: a denied request no longer lets the bucket refill twice for the same interval."
    c1 = FR_CHANGELOG.replace(c_old, c_new)
    s2, f2 = snippet(c1, "- Fix: a denied request", 1)
    spec = "bundle exec rspec spec/ferrule/rate_limiter_spec.rb"
    fail = ("..F....\n\nFailures:\n\n  1) Ferrule::RateLimiter does not refill twice for the same interval\n"
            "     Failure/Error: expect(limiter.allow?(\"k\")).to be(false)\n\n       expected false\n            got true\n"
            "     # ./spec/ferrule/rate_limiter_spec.rb:48:in `block (2 levels) in <top (required)>'\n\n"
            "Finished in 0.00912 seconds (files took 0.11203 seconds to load)\n7 examples, 1 failure\n\nFailed examples:\n\n"
            "rspec ./spec/ferrule/rate_limiter_spec.rb:38 # Ferrule::RateLimiter does not refill twice for the same interval")
    log0 = ("a41c9e7 2025-03-10 17:48:02 +0100 Add cost: keyword to allow?\n5d2f0b3 2025-03-07 11:20:45 +0100 Use monotonic clock by default\n"
            "e90a6c1 2025-03-06 09:02:13 +0100 Release 0.4.0")
    m1 = "Don't refill twice after a denied request"
    turns = [
        (cc("Bash", command="git log -3 --format='%h %ad %s' --date=iso", description="Recent history"), log0),
        (cc("Read", file_path=lp), cc_lines(FR_LIMITER)),
        (cc("Bash", command=spec, description="Run the limiter spec"), fail),
        (cc("Edit", file_path=lp, old_string=old, new_string=new), cc_edited(lp, s1, f1)),
        (cc("Bash", command=spec, description="Re-run the limiter spec"),
         ".......\n\nFinished in 0.00874 seconds (files took 0.10952 seconds to load)\n7 examples, 0 failures"),
        (cc("Bash", command=f"git commit -am \"{m1}\" && git log -1 --format='%h %ad' --date=iso", description="Commit the fix"),
         f"[main 7d3e0a2] {m1}\n 1 file changed, 1 insertion(+), 1 deletion(-)\n7d3e0a2 2025-03-11 09:41:27 +0100"),
        (cc("Read", file_path=cp, limit=12), cc_lines(FR_CHANGELOG)),
        (cc("Edit", file_path=cp, old_string=c_old, new_string=c_new), cc_edited(cp, s2, f2)),
        (cc("Bash", command="git commit -am \"Changelog: refill fix\" && git log -3 --format='%h %ad %s' --date=iso",
            description="Commit the changelog entry"),
         "[main c18f5b9] Changelog: refill fix\n 1 file changed, 1 insertion(+)\nc18f5b9 2025-03-11 09:14:55 +0100 Changelog: refill fix\n"
         f"7d3e0a2 2025-03-11 09:41:27 +0100 {m1}\na41c9e7 2025-03-10 17:48:02 +0100 Add cost: keyword to allow?"),
        (cc("Bash", command="bundle exec rake build", description="Build the gem"), "ferrule 0.4.1 built to pkg/ferrule-0.4.1.gem."),
    ]
    rs.add(task="swe", tid="h13-swe-20", system=CC_SYSTEM.format(root=root), turns=turns,
           state=f"Project {root} (Ruby gem ferrule, 0.4.1 unreleased, branch main). User: \"after a denied request the limiter lets "
                 "through more than `rate` requests per second; spec rate_limiter_spec.rb:38 reproduces it. Fix it, commit, "
                 "and add a changelog line in a separate commit.\"",
           bad=True, turn=9, kind="timestamp of a later commit is earlier than the previous commit's")


# ---------------------------------------------------------------- 21


QC_READER = '''package dev.quarry.csv;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;

public final class CsvReader implements AutoCloseable {

    private final BufferedReader in;
    private final char delimiter;

    public CsvReader(Reader in, char delimiter) {
        this.in = new BufferedReader(in);
        this.delimiter = delimiter;
    }

    /** Returns the next record, or null at end of input. */
    public List<String> next() throws IOException {
        String line = in.readLine();
        if (line == null) {
            return null;
        }
        List<String> fields = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    cur.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    cur.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == delimiter) {
                fields.add(cur.toString());
                cur.setLength(0);
            } else {
                cur.append(c);
            }
        }
        fields.add(cur.toString());
        return fields;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}'''

QC_OLD = '''        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {'''
QC_NEW = '''        boolean quoted = false;
        for (int i = 0; ; i++) {
            if (i == line.length()) {
                if (!quoted) {
                    break;
                }
                // newline inside a quoted field: the record continues on the next line
                String more = in.readLine();
                if (more == null) {
                    throw new IOException("unterminated quoted field");
                }
                cur.append('\\n');
                line = more;
                i = -1;
                continue;
            }'''

QC_TEST = r'''package dev.quarry.csv;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.StringReader;
import java.util.List;

import org.junit.jupiter.api.Test;

class CsvReaderMultilineTest {

    @Test
    void quotedFieldSpansThreeLines() throws IOException {
        try (CsvReader r = new CsvReader(new StringReader("7,\"a\nb\nc\",x\n8,y\n"), ',')) {
            assertEquals(List.of("7", "a\nb\nc", "x"), r.next());
            assertEquals(List.of("8", "y"), r.next());
            assertNull(r.next());
        }
    }

    @Test
    void unterminatedQuoteIsAnError() {
        CsvReader r = new CsvReader(new StringReader("1,\"never closed\n"), ',');
        assertThrows(IOException.class, r::next);
    }
}'''


def t21(rs: RowSet) -> None:
    # bad: Cline fixing multi-line quoted fields in a Java CSV library; turn 1 creates and switches to branch fix/quoted-newlines, but turn 5's `git status -sb` reports main (tracking origin/main) with no checkout in between.
    root = "/home/wen/quarry-csv"
    rp = "src/main/java/dev/quarry/csv/CsvReader.java"
    tp = "src/test/java/dev/quarry/csv/CsvReaderMultilineTest.java"
    br = "fix/quoted-newlines"
    fixed = QC_READER.replace(QC_OLD, QC_NEW)
    one = "./mvnw test -Dtest=CsvReaderTest | grep -E 'Tests run|FAIL|BUILD|expected'"
    fail = ("[ERROR] Tests run: 12, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.048 s <<< FAILURE! -- in dev.quarry.csv.CsvReaderTest\n"
            "[ERROR] dev.quarry.csv.CsvReaderTest.quotedFieldMaySpanLines -- Time elapsed: 0.004 s <<< FAILURE!\n"
            "org.opentest4j.AssertionFailedError: expected: <[1, first line\n"
            "[ERROR]   CsvReaderTest.quotedFieldMaySpanLines:88 expected: <[1, first line\n"
            "[ERROR] Tests run: 12, Failures: 1, Errors: 0, Skipped: 0\n[INFO] BUILD FAILURE")
    ok = ("[INFO] Tests run: 12, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.051 s -- in dev.quarry.csv.CsvReaderTest\n"
          "[INFO] Tests run: 12, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS")
    verify = "./mvnw verify | grep -E 'Tests run:|Building jar|BUILD'"
    vout = ("[INFO] Tests run: 2, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.019 s -- in dev.quarry.csv.CsvReaderMultilineTest\n"
            "[INFO] Tests run: 12, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.047 s -- in dev.quarry.csv.CsvReaderTest\n"
            "[INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.031 s -- in dev.quarry.csv.CsvWriterTest\n"
            "[INFO] Tests run: 5, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.008 s -- in dev.quarry.csv.DialectTest\n"
            "[INFO] Tests run: 28, Failures: 0, Errors: 0, Skipped: 0\n"
            f"[INFO] Building jar: {root}/target/quarry-csv-1.3.0-SNAPSHOT.jar\n[INFO] BUILD SUCCESS")
    status = (f"On branch {br}\nChanges not staged for commit:\n  (use \"git add <file>...\" to update what will be committed)\n"
              "  (use \"git restore <file>...\" to discard changes in working directory)\n"
              f"\tmodified:   {rp}\n\nUntracked files:\n  (use \"git add <file>...\" to include in what will be committed)\n"
              f"\t{tp}\n\nno changes added to commit (use \"git add\" and/or \"git commit -a\")")
    ins_r = n_lines(QC_NEW) - 1
    ins = ins_r + n_lines(QC_TEST)
    msg = "Support newlines inside quoted fields"
    commit = f"git add -A && git commit -m \"{msg}\""
    turns = [
        (cl("execute_command", command=f"git checkout -b {br}", requires_approval="false"),
         cl_cmd(f"git checkout -b {br}", f"Switched to a new branch '{br}'")),
        (cl("read_file", path=rp), cl_res("read_file", rp, QC_READER)),
        (cl("execute_command", command=one, requires_approval="false"), cl_cmd(one, fail)),
        (cl("replace_in_file", path=rp, diff=sr(QC_OLD, QC_NEW)), cl_saved("replace_in_file", rp, fixed)),
        (cl("execute_command", command="git status -sb && git diff --stat", requires_approval="false"),
         cl_cmd("git status -sb && git diff --stat",
                f"## main...origin/main\n M {rp}\n {rp} | {ins_r + 1} {'+' * ins_r}-\n 1 file changed, {ins_r} insertions(+), 1 deletion(-)")),
        (cl("execute_command", command=one, requires_approval="false"), cl_cmd(one, ok)),
        (cl("write_to_file", path=tp, content=QC_TEST), cl_saved("write_to_file", tp, QC_TEST)),
        (cl("execute_command", command=verify, requires_approval="false"), cl_cmd(verify, vout)),
        (cl("execute_command", command="git status", requires_approval="false"), cl_cmd("git status", status)),
        (cl("execute_command", command=commit, requires_approval="true"),
         cl_cmd(commit, f"[{br} 2c7e91b] {msg}\n 2 files changed, {ins} insertions(+), 1 deletion(-)\n create mode 100644 {tp}")),
    ]
    rs.add(task="swe", tid="h13-swe-21", system=CLINE_SYSTEM.format(root=root), turns=turns,
           state=f"Workspace {root} (quarry-csv 1.3.0-SNAPSHOT, Maven wrapper, Java 17), on main, clean. Task: fields in double "
                 "quotes may contain line breaks (RFC 4180); CsvReader splits them into two records. Fix it on a new "
                 "branch and commit there.", bad=True, turn=5, kind="current git branch changes with no checkout")


# ---------------------------------------------------------------- 22


OR_USERS = '''import { Router } from 'express';
import { db } from '../db';

export const users = Router();

users.get('/', async (req, res) => {
  const page = Math.max(1, Number(req.query.page ?? 1));
  const perPage = Math.min(100, Math.max(1, Number(req.query.per_page ?? 20)));
  const q = typeof req.query.q === 'string' ? req.query.q.trim().toLowerCase() : '';
  const all = await db.users.list();
  const filtered = q ? all.filter((u) => u.name.toLowerCase().includes(q) || u.email.includes(q)) : all;
  const offset = page * perPage;
  res.json({
    data: filtered.slice(offset, offset + perPage),
    page,
    per_page: perPage,
    total: filtered.length,
  });
});

users.get('/:id', async (req, res) => {
  const user = await db.users.get(Number(req.params.id));
  if (!user) return res.status(404).json({ error: 'user not found' });
  res.json(user);
});'''

OR_PEOPLE = [(1, "Amara Okafor", "admin"), (2, "Bastian Kruger", "editor"), (3, "Chen Wei", "viewer"),
             (4, "Dolores Hansen", "editor"), (5, "Emeka Johnson", "viewer"), (6, "Freya Lindqvist", "admin"),
             (7, "Gustavo Robson", "viewer"), (8, "Hana Sato", "editor")]


def t22(rs: RowSet) -> None:
    # clean: Cline on an Express admin API; pagination fix, page 1 vs page 3 show different users, a search shows a subset with a smaller total, user-settings/4 is a different record than users/4, npm version bumps 1.8.0 -> 1.8.1.
    root = "/home/mika/orbit-admin-api"
    f = "src/routes/users.ts"
    fixed = OR_USERS.replace("  const offset = page * perPage;", "  const offset = (page - 1) * perPage;")

    def user(i: int) -> dict[str, Any]:
        _, name, role = OR_PEOPLE[i - 1]
        return {"id": i, "name": name, "email": f"{name.split()[0].lower()}@orbit.dev", "role": role}
    fail = ("\n> orbit-admin-api@1.8.0 test\n> jest users\n\n FAIL  test/users.test.ts\n  GET /api/users\n"
            "    ✓ responds with the total count (38 ms)\n    ✕ page=1 starts at the first user (9 ms)\n    ✓ respects per_page (6 ms)\n"
            "    ✓ caps per_page at 100 (5 ms)\n    ✓ filters by q (7 ms)\n  GET /api/users/:id\n    ✓ returns a user (5 ms)\n"
            "    ✓ 404s for unknown ids (4 ms)\n\n  ● GET /api/users › page=1 starts at the first user\n\n"
            "    expect(received).toEqual(expected) // deep equality\n\n    Expected: 1\n    Received: 4\n\n"
            "      31 |     const res = await request(app).get('/api/users?page=1&per_page=3');\n"
            "      32 |     expect(res.status).toBe(200);\n    > 33 |     expect(res.body.data[0].id).toEqual(1);\n"
            "         |                                 ^\n      34 |   });\n\n      at Object.<anonymous> (test/users.test.ts:33:33)\n\n"
            "Test Suites: 1 failed, 1 total\nTests:       1 failed, 6 passed, 7 total\nSnapshots:   0 total\nTime:        1.87 s\n"
            "Ran all test suites matching /users/i.")
    ok = ("\n> orbit-admin-api@1.8.0 test\n> jest users\n\n PASS  test/users.test.ts\n  GET /api/users\n"
          "    ✓ responds with the total count (35 ms)\n    ✓ page=1 starts at the first user (7 ms)\n    ✓ respects per_page (6 ms)\n"
          "    ✓ caps per_page at 100 (5 ms)\n    ✓ filters by q (6 ms)\n  GET /api/users/:id\n    ✓ returns a user (4 ms)\n"
          "    ✓ 404s for unknown ids (4 ms)\n\nTest Suites: 1 passed, 1 total\nTests:       7 passed, 7 total\nSnapshots:   0 total\n"
          "Time:        1.79 s\nRan all test suites matching /users/i.")
    start = ("npm run build && (PORT=3311 node dist/index.js > /tmp/orbit.log 2>&1 &) && sleep 1 && "
             "curl -s 'localhost:3311/api/users?page=1&per_page=3' | jq")
    p1 = {"data": [user(1), user(2), user(3)], "page": 1, "per_page": 3, "total": 8}
    p3 = {"data": [user(7), user(8)], "page": 3, "per_page": 3, "total": 8}
    c3 = "curl -s 'localhost:3311/api/users?page=3&per_page=3' | jq -c"
    cq = "curl -s 'localhost:3311/api/users?q=son' | jq '{total, names: [.data[].name]}'"
    cs = "curl -s localhost:3311/api/user-settings/4 | jq"
    settings = {"user_id": 4, "theme": "dark", "locale": "da-DK", "email_digest": "weekly", "two_factor": True,
                "updated_at": "2025-05-28T07:51:12.000Z"}
    full = ("\n> orbit-admin-api@1.8.1 test\n> jest\n\n PASS  test/users.test.ts\n PASS  test/user-settings.test.ts\n PASS  test/health.test.ts\n\n"
            "Test Suites: 3 passed, 3 total\nTests:       15 passed, 15 total\nSnapshots:   0 total\nTime:        2.41 s\nRan all test suites.")
    turns = [
        (cl("list_files", path="src/routes"), cl_res("list_files", "src/routes", "health.ts\nindex.ts\nuser-settings.ts\nusers.ts")),
        (cl("read_file", path=f), cl_res("read_file", f, OR_USERS)),
        (cl("execute_command", command="npm test -- users", requires_approval="false"), cl_cmd("npm test -- users", fail)),
        (cl("replace_in_file", path=f, diff=sr("  const offset = page * perPage;", "  const offset = (page - 1) * perPage;")),
         cl_saved("replace_in_file", f, fixed)),
        (cl("execute_command", command="npm test -- users", requires_approval="false"), cl_cmd("npm test -- users", ok)),
        (cl("execute_command", command=start, requires_approval="true"),
         cl_cmd(start, "\n> orbit-admin-api@1.8.0 build\n> tsc -p tsconfig.json\n\n" + json.dumps(p1, indent=2))),
        (cl("execute_command", command=c3, requires_approval="false"), cl_cmd(c3, json.dumps(p3, separators=(",", ":")))),
        (cl("execute_command", command=cq, requires_approval="false"),
         cl_cmd(cq, json.dumps({"total": 2, "names": ["Emeka Johnson", "Gustavo Robson"]}, indent=2))),
        (cl("execute_command", command=cs, requires_approval="false"), cl_cmd(cs, json.dumps(settings, indent=2))),
        (cl("execute_command", command="npm version patch --no-git-tag-version", requires_approval="true"),
         cl_cmd("npm version patch --no-git-tag-version", "v1.8.1")),
        (cl("execute_command", command="npm test", requires_approval="false"), cl_cmd("npm test", full)),
    ]
    rs.add(task="swe", tid="h13-swe-22", system=CLINE_SYSTEM.format(root=root), turns=turns,
           state=f"Workspace {root} (Express 4 + TypeScript, Jest; package orbit-admin-api 1.8.0). Task: /api/users?page=1 "
                 "skips the first page of users. Fix it, sanity-check the endpoints locally, and bump the patch version.",
           bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- main


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20,
                  t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
