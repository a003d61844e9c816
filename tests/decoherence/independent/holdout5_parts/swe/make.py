# ruff: noqa: E501, W291, W293
"""holdout5, SWE part: 22 hand-written coding-agent trajectories (OpenHands execute_bash /
str_replace_editor, Gemini CLI read_file / write_file / replace / list_directory / glob /
search_file_content / run_shell_command) for the decoherence warnings.

Edit snippets, diffs and diffstats are computed from the file texts, so what the tools print follows the
edits exactly; everything else (pytest, git, pip, vite, eslint output) is written from knowledge of the
real tools, WITHOUT reading the detectors, their rules or any earlier labeled set. 11 trajectories carry
exactly one contradiction (the label names the 1-based turn whose observation contradicts an earlier
one); 11 are clean but full of legitimate changes (undo_edit restoring a file, inserted lines shifting
later line numbers, an amended commit with a new hash and the old one in the reflog, a restarted
server with a new PID and a truncated log, a build that renames hashed assets, a file removed and
recreated, coverage that rises when tests are added, ...).

Run: .venv/bin/python -m tests.decoherence.independent.holdout5_parts.swe.make
writes swe_test.jsonl and labels.json next to this file.
"""

from __future__ import annotations

import difflib
import random
from dataclasses import dataclass
from pathlib import Path

from tests.decoherence.independent.rowkit2 import (
    GEM_SYSTEM,
    OH_SYSTEM,
    RowSet,
    bash,
    call,
    cat_n,
    editor,
    gem_run,
    gshell,
    oh_bash,
)

OUT = Path(__file__).resolve().parent
DOMAIN = "swe"
SNIP = 4  # lines of context OpenHands shows around an edit


@dataclass
class Traj:
    system: str
    turns: list[tuple[str, str]]
    bad: bool = False
    turn: int | None = None
    kind: str = "clean"


# ---------------------------------------------------------------- OpenHands editor outputs, computed from the texts
def numbered(lines: list[str], start: int) -> str:
    return "\n".join(f"{i:6d}\t{line}" for i, line in enumerate(lines, start))


def oh_replace(path: str, text: str, old: str, new: str) -> tuple[str, str]:
    assert text.count(old) == 1, (path, old)
    after = text.replace(old, new)
    at = text.split(old)[0].count("\n")
    first = max(0, at - SNIP)
    last = at + SNIP + new.count("\n")
    snippet = numbered(after.split("\n")[first:last + 1], first + 1)
    return after, (f"The file {path} has been edited. Here's the result of running `cat -n` on a snippet of {path}:\n"
                   f"{snippet}\nReview the changes and make sure they are as expected. Edit the file again if necessary.")


def oh_insert(path: str, text: str, line: int, new: str) -> tuple[str, str]:
    lines = text.split("\n")
    add = new.split("\n")
    after = "\n".join(lines[:line] + add + lines[line:])
    snippet_lines = lines[max(0, line - SNIP):line] + add + lines[line:line + SNIP]
    snippet = numbered(snippet_lines, max(1, line - SNIP + 1))
    return after, (f"The file {path} has been edited. Here's the result of running `cat -n` on a snippet of the edited file:\n"
                   f"{snippet}\nReview the changes and make sure they are as expected (correct indentation, no duplicate lines, etc). Edit the file again if necessary.")


def oh_undo(path: str, text: str) -> str:
    return f"Last edit to {path} undone successfully. {cat_n(path, text)}"


def git_diff(path: str, a: str, b: str, index: str) -> str:
    """`git diff` of one file, hunk headers with git's default function context."""
    old = a.splitlines()
    body = []
    for line in list(difflib.unified_diff(old, b.splitlines(), lineterm="", n=3))[2:]:
        if line.startswith("@@"):
            start = int(line.split()[1][1:].split(",")[0])
            ctx = next((x for x in reversed(old[:start - 1]) if x and (x[0].isalpha() or x[0] in "_$")), "")
            line = f"{line} {ctx}" if ctx else line
        body.append(line)
    return f"diff --git a/{path} b/{path}\nindex {index} 100644\n--- a/{path}\n+++ b/{path}\n" + "\n".join(body)


def diffstat(changes: list[tuple[str, str, str]]) -> str:
    rows, ins_t, del_t = [], 0, 0
    width = max(len(p) for p, _, _ in changes)
    for path, a, b in changes:
        body = list(difflib.unified_diff(a.splitlines(), b.splitlines(), lineterm="", n=0))[2:]
        ins = sum(1 for x in body if x.startswith("+"))
        dels = sum(1 for x in body if x.startswith("-"))
        ins_t, del_t = ins_t + ins, del_t + dels
        rows.append(f" {path.ljust(width)} | {ins + dels} {'+' * ins}{'-' * dels}")
    files = f"{len(changes)} file{'s' if len(changes) > 1 else ''} changed"
    parts = [files]
    if ins_t:
        parts.append(f"{ins_t} insertion{'s' if ins_t > 1 else ''}(+)")
    if del_t:
        parts.append(f"{del_t} deletion{'s' if del_t > 1 else ''}(-)")
    return "\n".join(rows) + "\n " + ", ".join(parts)


# ---------------------------------------------------------------- Gemini CLI outputs
def g_read(path: str) -> str:
    return call("read_file", absolute_path=path)


def g_replace(path: str, old: str, new: str, n: int = 1) -> str:
    return call("replace", file_path=path, old_string=old, new_string=new, expected_replacements=n)


def g_replaced(path: str, n: int = 1) -> str:
    return f"Successfully modified file: {path} ({n} replacements)."


def g_listing(path: str, dirs: list[str], files: list[str]) -> str:
    return f"Directory listing for {path}:\n" + "\n".join([f"[DIR] {d}" for d in dirs] + files)


def g_glob(pattern: str, root: str, paths: list[str]) -> str:
    if not paths:
        return f'No files found matching pattern "{pattern}" within {root}.'
    return (f'Found {len(paths)} file(s) matching "{pattern}" within {root}, sorted by modification time (newest first):\n'
            + "\n".join(paths))


def g_grep(pattern: str, where: str, found: dict[str, list[tuple[int, str]]]) -> str:
    n = sum(len(v) for v in found.values())
    if not n:
        return f'No matches found for pattern "{pattern}" in path "{where}".'
    out = [f'Found {n} match{"es" if n > 1 else ""} for pattern "{pattern}" in path "{where}":', "---"]
    for f, hits in found.items():
        out.append(f"File: {f}")
        out += [f"L{ln}: {txt}" for ln, txt in hits]
        out.append("---")
    return "\n".join(out)


PYTEST_HEAD = "============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.3.4, pluggy-1.5.0\nrootdir: {root}\nconfigfile: pyproject.toml\n"


# ================================================================= trajectories
def oh_timeout_reverts() -> Traj:
    root = "/workspace/httpkit"
    path = f"{root}/httpkit/client.py"
    head = "\n".join([
        '"""HTTP client with retries and a shared session."""',
        "",
        "from __future__ import annotations",
        "",
        "import logging",
        "import time",
        "",
        "import requests",
        "",
        "from . import __version__",
        "",
        "log = logging.getLogger(__name__)",
        "",
        "DEFAULT_TIMEOUT = 30",
        "DEFAULT_RETRIES = 2",
        'USER_AGENT = f"httpkit/{__version__}"',
        "",
        "",
        "class Client:",
        '    """A small HTTP client with retries."""',
    ])
    after, obs = oh_replace(path, head, "DEFAULT_TIMEOUT = 30", "DEFAULT_TIMEOUT = 60")
    t = [
        (bash("grep -rn DEFAULT_TIMEOUT httpkit/"), oh_bash("httpkit/__init__.py:3:from .client import Client, DEFAULT_TIMEOUT\nhttpkit/client.py:14:DEFAULT_TIMEOUT = 30\nhttpkit/client.py:52:    def __init__(self, base_url, timeout=DEFAULT_TIMEOUT, retries=DEFAULT_RETRIES):", root)),
        (editor("view", path, view_range=[10, 20]), cat_n(path, "\n".join(head.split("\n")[9:20]), 10)),
        (editor("str_replace", path, old_str="DEFAULT_TIMEOUT = 30", new_str="DEFAULT_TIMEOUT = 60"), obs),
        (bash("python -m pytest tests/test_client.py -q"), oh_bash("........                                                                 [100%]\n8 passed in 0.41s", root)),
        (bash("git diff --stat"), oh_bash(diffstat([("httpkit/client.py", head, after)]), root)),
        (bash("grep -rn DEFAULT_TIMEOUT httpkit/"), oh_bash("httpkit/__init__.py:3:from .client import Client, DEFAULT_TIMEOUT\nhttpkit/client.py:14:DEFAULT_TIMEOUT = 30\nhttpkit/client.py:52:    def __init__(self, base_url, timeout=DEFAULT_TIMEOUT, retries=DEFAULT_RETRIES):", root)),
        (editor("view", f"{root}/tests/test_client.py", view_range=[1, 8]), cat_n(f"{root}/tests/test_client.py", "import pytest\nimport responses\n\nfrom httpkit import Client, DEFAULT_TIMEOUT\n\n\n@responses.activate\ndef test_get_returns_json():")),
    ]
    return Traj(OH_SYSTEM.format(root=root), t, True, 6, "value_reverted")


def oh_fix_and_add_test() -> Traj:
    root = "/workspace/slugify-lite"
    core = f"{root}/slugify_lite/core.py"
    tests = f"{root}/tests/test_slugify.py"
    src = "\n".join([
        "import re",
        "import unicodedata",
        "",
        'SEP = re.compile(r"[\\s_]+")',
        'DROP = re.compile(r"[^\\w-]")',
        "",
        "",
        'def slugify(text: str, sep: str = "-") -> str:',
        '    """Lower-case ASCII slug of *text*."""',
        '    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()',
        "    text = SEP.sub(sep, text.lower())",
        '    text = DROP.sub("", text)',
        "    return text.strip(sep)",
        "",
    ])
    old = '    text = DROP.sub("", text)\n    return text.strip(sep)'
    new = '    text = DROP.sub("", text)\n    text = re.sub(re.escape(sep) + "+", sep, text)\n    return text.strip(sep)'
    fixed, obs_fix = oh_replace(core, src, old, new)
    test_src = "\n".join([
        "from slugify_lite import slugify",
        "",
        "",
        "def test_basic():",
        '    assert slugify("Hello World") == "hello-world"',
        "",
        "",
        "def test_accents():",
        '    assert slugify("Crème Brûlée") == "creme-brulee"',
        "",
        "",
        "def test_underscores():",
        '    assert slugify("snake_case_name") == "snake-case-name"',
        "",
        "",
        "def test_collapses_dashes():",
        '    assert slugify("a - b") == "a-b"',
        "",
        "",
        "def test_custom_sep():",
        '    assert slugify("a b c", sep="_") == "a_b_c"',
        "",
        "",
        "def test_strips_punctuation():",
        '    assert slugify("What?! Now.") == "what-now"',
        "",
        "",
        "def test_empty():",
        '    assert slugify("") == ""',
        "",
    ])
    added_test = '\n\ndef test_leading_and_trailing_separators():\n    assert slugify("  --Hi--  ") == "hi"'
    _, obs_ins = oh_insert(tests, test_src, len(test_src.split("\n")) - 1, added_test)
    fail = """...F...                                                                  [100%]
=================================== FAILURES ===================================
____________________________ test_collapses_dashes _____________________________

    def test_collapses_dashes():
>       assert slugify("a - b") == "a-b"
E       AssertionError: assert 'a---b' == 'a-b'
E         
E         - a-b
E         + a---b

tests/test_slugify.py:17: AssertionError
=========================== short test summary info ============================
FAILED tests/test_slugify.py::test_collapses_dashes - AssertionError: assert 'a---b' == 'a-b'
1 failed, 6 passed in 0.09s"""
    t = [
        (bash("python -m pytest -q"), oh_bash(fail, root, 1)),
        (editor("view", core), cat_n(core, src)),
        (editor("str_replace", core, old_str=old, new_str=new), obs_fix),
        (bash("python -m pytest -q"), oh_bash(".......                                                                  [100%]\n7 passed in 0.05s", root)),
        (editor("insert", tests, insert_line=len(test_src.split("\n")) - 1, new_str=added_test), obs_ins),
        (bash("python -m pytest -q"), oh_bash("........                                                                 [100%]\n8 passed in 0.05s", root)),
        (bash("git status --short"), oh_bash(" M slugify_lite/core.py\n M tests/test_slugify.py", root)),
        (bash("git diff slugify_lite/core.py"), oh_bash(git_diff("slugify_lite/core.py", src, fixed, "5b1e0c7..c92a4d3"), root)),
    ]
    return Traj(OH_SYSTEM.format(root=root), t)


def oh_created_test_missing() -> Traj:
    root = "/workspace/tomlparse"
    lexer = f"{root}/tomlparse/lexer.py"
    src = "\n".join([
        "def read_bare_key(s: str, i: int) -> tuple[str, int]:",
        '    """Read a bare key starting at s[i]; return it and the index after it."""',
        "    j = i",
        '    while j < len(s) and (s[j].isalnum() or s[j] in "_-"):',
        "        j += 1",
        "    if j == i:",
        '        raise TomlError(f"expected a key at position {i}")',
        "    return s[i:j], j",
    ])
    old = '    while j < len(s) and (s[j].isalnum() or s[j] in "_-"):'
    new = '    while j < len(s) and (s[j].isascii() and s[j].isalnum() or s[j] in "_-"):'
    after, obs = oh_replace(lexer, src, old, new)
    test_text = 'import pytest\n\nfrom tomlparse import TomlError, loads\n\n\ndef test_non_ascii_bare_key_rejected():\n    with pytest.raises(TomlError):\n        loads("clé = 1")\n\n\ndef test_dotted_key_with_dash():\n    assert loads("a-b.c = 2") == {"a-b": {"c": 2}}\n'
    t = [
        (bash("ls tests/"), oh_bash("__init__.py  conftest.py  test_arrays.py  test_strings.py  test_tables.py", root)),
        (bash("python -m pytest tests -q 2>&1 | tail -1"), oh_bash("41 passed in 0.38s", root)),
        (editor("create", f"{root}/tests/test_edge_cases.py", file_text=test_text), f"File created successfully at: {root}/tests/test_edge_cases.py"),
        (editor("view", lexer, view_range=[1, 8]), cat_n(lexer, src)),
        (editor("str_replace", lexer, old_str=old, new_str=new), obs),
        (bash("ls tests/"), oh_bash("__init__.py  conftest.py  test_arrays.py  test_strings.py  test_tables.py", root)),
        (bash("git diff --stat"), oh_bash(diffstat([("tomlparse/lexer.py", src, after)]), root)),
    ]
    return Traj(OH_SYSTEM.format(root=root), t, True, 6, "created_missing")


def oh_undo_restores() -> Traj:
    root = "/workspace/csvkit-mini"
    path = f"{root}/csvkit_mini/dialect.py"
    src = "\n".join([
        "import csv",
        "",
        "",
        "def sniff(sample: str) -> type[csv.Dialect]:",
        '    """Guess the dialect of a CSV sample, falling back to Excel\'s."""',
        "    try:",
        '        return csv.Sniffer().sniff(sample, delimiters=",;\\t")',
        "    except csv.Error:",
        "        return csv.excel",
        "",
        "",
        "def has_header(sample: str) -> bool:",
        "    return csv.Sniffer().has_header(sample)",
        "",
    ])
    old1 = "    except csv.Error:\n        return csv.excel"
    new1 = '    except csv.Error as exc:\n        raise ValueError("could not detect a CSV dialect") from exc'
    _, obs1 = oh_replace(path, src, old1, new1)
    old2 = "    try:\n        return csv.Sniffer()"
    new2 = "    if not sample.strip():\n        return csv.excel\n    try:\n        return csv.Sniffer()"
    fixed, obs2 = oh_replace(path, src, old2, new2)
    fail = """..........F.                                                             [100%]
=================================== FAILURES ===================================
___________________________ test_fallback_to_excel ____________________________
csvkit_mini/dialect.py:7: in sniff
    return csv.Sniffer().sniff(sample, delimiters=",;\\t")
/opt/miniconda3/envs/testbed/lib/python3.11/csv.py:187: in sniff
    raise Error("Could not determine delimiter")
E   _csv.Error: Could not determine delimiter

The above exception was the direct cause of the following exception:
tests/test_dialect.py:31: in test_fallback_to_excel
    assert sniff("justoneword") is csv.excel
csvkit_mini/dialect.py:9: in sniff
    raise ValueError("could not detect a CSV dialect") from exc
E   ValueError: could not detect a CSV dialect
=========================== short test summary info ============================
FAILED tests/test_dialect.py::test_fallback_to_excel - ValueError: could not detect a CSV dialect
1 failed, 11 passed in 0.11s"""
    t = [
        (editor("view", path), cat_n(path, src)),
        (editor("str_replace", path, old_str=old1, new_str=new1), obs1),
        (bash("python -m pytest -q --tb=short"), oh_bash(fail, root, 1)),
        (editor("undo_edit", path), oh_undo(path, src)),
        (bash("python -m pytest -q"), oh_bash("............                                                             [100%]\n12 passed in 0.08s", root)),
        (editor("str_replace", path, old_str=old2, new_str=new2), obs2),
        (bash("python -m pytest -q"), oh_bash("............                                                             [100%]\n12 passed in 0.08s", root)),
        (bash("git diff"), oh_bash(git_diff("csvkit_mini/dialect.py", src, fixed, "e03b9d1..7a6f2c8"), root)),
    ]
    return Traj(OH_SYSTEM.format(root=root), t)


def gem_workflow_content_changes() -> Traj:
    root = "/home/dev/weatherly"
    ci = f"{root}/.github/workflows/ci.yml"
    ci_text = """name: CI
on:
  push:
    branches: [main]
  pull_request:

jobs:
  test:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        python-version: ["3.11", "3.12", "3.13"]
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5
        with:
          python-version: ${{ matrix.python-version }}
      - run: pip install -e ".[test]"
      - run: pytest -q
"""
    ci_bad = ci_text.replace('["3.11", "3.12", "3.13"]', '["3.11", "3.12"]')
    pyproject = """[project]
name = "weatherly"
version = "0.6.2"
description = "Tiny weather CLI backed by Open-Meteo"
requires-python = ">=3.10"
dependencies = ["httpx>=0.27", "rich>=13"]

[project.optional-dependencies]
test = ["pytest>=8", "respx>=0.21"]
"""
    t = [
        (call("list_directory", path=root), g_listing(root, [".github", "src", "tests"], ["pyproject.toml", "README.md"])),
        (call("glob", pattern=".github/workflows/*.yml"), g_glob(".github/workflows/*.yml", root, [f"{root}/.github/workflows/lint.yml"])),
        (call("write_file", file_path=ci, content=ci_text), f"Successfully created and wrote to new file: {ci}."),
        (g_read(f"{root}/pyproject.toml"), pyproject),
        (g_replace(f"{root}/pyproject.toml", 'requires-python = ">=3.10"', 'requires-python = ">=3.11"'), g_replaced(f"{root}/pyproject.toml")),
        (g_read(ci), ci_bad),
        (gshell("git status --short", "Show changed files"), gem_run("git status --short", " M pyproject.toml\n?? .github/workflows/ci.yml", pgid=51873)),
    ]
    return Traj(GEM_SYSTEM.format(root=root), t, True, 6, "content_changed_without_write")


def gem_build_renames_assets() -> Traj:
    root = "/home/maya/dashboard"

    def build(js: str, kb: str, gz: str) -> str:
        return f"""
> dashboard@0.3.0 build
> tsc -b && vite build

vite v5.4.11 building for production...
✓ 214 modules transformed.
dist/index.html                   0.46 kB │ gzip:  0.30 kB
dist/assets/index-DiwrgTda.css    8.12 kB │ gzip:  2.21 kB
dist/assets/index-{js}.js   {kb} kB │ gzip: {gz} kB
✓ built in 2.31s"""
    html = """<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Dashboard</title>
    <script type="module" crossorigin src="/assets/index-C7hVn2Qe.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-DiwrgTda.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
"""
    t = [
        (gshell("npm run build", "Build the production bundle"), gem_run("npm run build", build("BqX3Lp9k", "187.40", "60.12"), pgid=22914)),
        (call("glob", pattern="dist/assets/*"), g_glob("dist/assets/*", root, [f"{root}/dist/assets/index-BqX3Lp9k.js", f"{root}/dist/assets/index-DiwrgTda.css"])),
        (g_replace(f"{root}/src/App.tsx", "<h1>Dashboard</h1>", "<h1>Team dashboard</h1>"), g_replaced(f"{root}/src/App.tsx")),
        (gshell("npm run build", "Rebuild after the title change"), gem_run("npm run build", build("C7hVn2Qe", "187.41", "60.12"), pgid=22987)),
        (call("glob", pattern="dist/assets/*"), g_glob("dist/assets/*", root, [f"{root}/dist/assets/index-C7hVn2Qe.js", f"{root}/dist/assets/index-DiwrgTda.css"])),
        (g_read(f"{root}/dist/index.html"), html),
        (call("search_file_content", pattern="BqX3Lp9k", path="dist"), g_grep("BqX3Lp9k", "dist", {})),
    ]
    return Traj(GEM_SYSTEM.format(root=root), t)


def oh_deleted_module_found() -> Traj:
    root = "/workspace/authsvc"
    init = '"""Authentication service."""\n\nfrom .tokens import issue_token, verify_token\n\n__all__ = ["issue_token", "verify_token"]\n'
    t = [
        (bash("git grep -n legacy_auth"), oh_bash('authsvc/__init__.py:4:from . import legacy_auth  # noqa: F401\nauthsvc/legacy_auth.py:1:"""Deprecated since 2.0; verifies pre-2.0 HMAC tokens."""\ntests/test_legacy.py:3:from authsvc import legacy_auth', root)),
        (bash("git rm -q authsvc/legacy_auth.py tests/test_legacy.py && sed -i '/legacy_auth/d' authsvc/__init__.py && git status --short"),
         oh_bash(" M authsvc/__init__.py\nD  authsvc/legacy_auth.py\nD  tests/test_legacy.py", root)),
        (bash("python -m pytest -q 2>&1 | tail -1"), oh_bash("23 passed in 0.62s", root)),
        (editor("view", f"{root}/authsvc/__init__.py"), cat_n(f"{root}/authsvc/__init__.py", init)),
        (bash('grep -rln "def verify_token" .'), oh_bash("./authsvc/tokens.py\n./authsvc/legacy_auth.py", root)),
        (bash('git commit -qm "Remove legacy_auth module" && git log --oneline -1'), oh_bash("5e0b2a9 (HEAD -> main) Remove legacy_auth module", root)),
    ]
    return Traj(OH_SYSTEM.format(root=root), t, True, 5, "deleted_reappears")


def oh_remove_and_recreate() -> Traj:
    root = "/workspace/notes-api"
    path = f"{root}/app/settings.py"
    old = """import os

DATABASE_URL = os.environ.get("DATABASE_URL", "sqlite:///./notes.db")
SECRET_KEY = os.environ.get("SECRET_KEY", "dev-secret")
DEBUG = os.environ.get("DEBUG", "0") == "1"
PAGE_SIZE = int(os.environ.get("PAGE_SIZE", "20"))
"""
    new = """from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env")

    database_url: str = "sqlite:///./notes.db"
    secret_key: str = "dev-secret"
    debug: bool = False
    page_size: int = 20


settings = Settings()
"""
    t = [
        (editor("view", path), cat_n(path, old)),
        (bash("rm app/settings.py && ls app/"), oh_bash("__init__.py  main.py  models.py  routes.py", root)),
        (editor("view", path), f"ERROR:\nInvalid `path` parameter: {path}. The path {path} does not exist. Please provide a valid path."),
        (editor("create", path, file_text=new), f"File created successfully at: {path}"),
        (bash("ls app/ && git status --short"), oh_bash("__init__.py  main.py  models.py  routes.py  settings.py\n M app/settings.py", root)),
        (bash('python -c "from app.settings import settings; print(settings.database_url, settings.page_size)"'), oh_bash("sqlite:///./notes.db 20", root)),
        (bash("git diff --stat"), oh_bash(diffstat([("app/settings.py", old, new)]), root)),
    ]
    return Traj(OH_SYSTEM.format(root=root), t)


def gem_renamed_function_old_name() -> Traj:
    root = "/home/ivan/cfgtool"
    t = [
        (call("search_file_content", pattern="parse_cfg"), g_grep("parse_cfg", ".", {
            "cfgtool/loader.py": [(12, "def parse_cfg(text: str) -> dict[str, str]:"), (41, "        return parse_cfg(fh.read())")],
            "cfgtool/cli.py": [(5, "from .loader import parse_cfg"), (27, "    data = parse_cfg(args.file.read())")]})),
        (g_replace(f"{root}/cfgtool/loader.py", "parse_cfg(", "parse_config(", 2), g_replaced(f"{root}/cfgtool/loader.py", 2)),
        (g_replace(f"{root}/cfgtool/cli.py", "parse_cfg", "parse_config", 2), g_replaced(f"{root}/cfgtool/cli.py", 2)),
        (gshell("python -m pytest -q", "Run the test suite"), gem_run("python -m pytest -q", "............                                                             [100%]\n12 passed in 0.21s", pgid=30442)),
        (call("search_file_content", pattern="parse_config"), g_grep("parse_config", ".", {
            "cfgtool/loader.py": [(12, "def parse_config(text: str) -> dict[str, str]:"), (41, "        return parse_config(fh.read())")],
            "cfgtool/cli.py": [(5, "from .loader import parse_config"), (27, "    data = parse_config(args.file.read())")]})),
        (call("search_file_content", pattern="def parse_", include="*.py"), g_grep("def parse_", ".", {
            "cfgtool/loader.py": [(12, "def parse_cfg(text: str) -> dict[str, str]:"), (30, "def parse_line(line: str) -> tuple[str, str]:")]})),
        (gshell("git diff --stat", "Summarise the change"), gem_run("git diff --stat", " cfgtool/cli.py    | 4 ++--\n cfgtool/loader.py | 4 ++--\n 2 files changed, 4 insertions(+), 4 deletions(-)", pgid=30519)),
    ]
    return Traj(GEM_SYSTEM.format(root=root), t, True, 6, "rename_old_name")


def oh_amend_new_hash() -> Traj:
    root = "/workspace/negotiate"
    path = f"{root}/negotiation/accept.py"
    src = "\n".join([
        "def parse_accept(header: str | None) -> list[tuple[str, float]]:",
        '    """Media ranges of an Accept header, best first."""',
        "    if header is None:",
        '        return [("*/*", 1.0)]',
        "    ranges = []",
        '    for part in header.split(","):',
    ])
    old = "    if header is None:"
    new = "    if header is None or not header.strip():"
    _, obs = oh_replace(path, src, old, new)
    t = [
        (bash("git log --oneline -2"), oh_bash("a41c2f9 (HEAD -> fix-8812) Handle empty Accept header\n0e7d3b1 (origin/main, main) Merge pull request #8809 from kdiaz/docs-typos", root)),
        (editor("str_replace", path, old_str=old, new_str=new), obs),
        (bash("git add -u && git commit --amend --no-edit"), oh_bash("[fix-8812 6b90e3d] Handle empty Accept header\n Date: Wed Mar 12 09:14:55 2025 +0000\n 2 files changed, 23 insertions(+), 2 deletions(-)", root)),
        (bash("git log --oneline -2"), oh_bash("6b90e3d (HEAD -> fix-8812) Handle empty Accept header\n0e7d3b1 (origin/main, main) Merge pull request #8809 from kdiaz/docs-typos", root)),
        (bash("git reflog -3"), oh_bash("6b90e3d (HEAD -> fix-8812) HEAD@{0}: commit (amend): Handle empty Accept header\na41c2f9 HEAD@{1}: commit: Handle empty Accept header\n0e7d3b1 (origin/main, main) HEAD@{2}: checkout: moving from main to fix-8812", root)),
        (bash("git show --stat --format=%H HEAD"), oh_bash("6b90e3d4c2a1f8e7b9d0c3a5f6e1b2d4c8a7f9e0\n\n negotiation/accept.py |  9 +++++++--\n tests/test_accept.py  | 16 ++++++++++++++++\n 2 files changed, 23 insertions(+), 2 deletions(-)", root)),
        (bash("python -m pytest tests/test_accept.py -q"), oh_bash(".........                                                                [100%]\n9 passed in 0.04s", root)),
    ]
    return Traj(OH_SYSTEM.format(root=root), t)


def oh_collected_count_grows() -> Traj:
    root = "/workspace/pricing"
    path = f"{root}/pricing/money.py"
    src = "\n".join([
        "from decimal import ROUND_HALF_UP, Decimal",
        "",
        "",
        "def to_cents(amount: Decimal) -> int:",
        '    """Amount in cents, rounding half-way values the way the ledger does."""',
        '    return int((amount * 100).quantize(Decimal("1"), rounding=ROUND_HALF_UP))',
    ])
    fixed = src.replace("ROUND_HALF_UP", "ROUND_HALF_EVEN")
    first = (PYTEST_HEAD.format(root=root) + """collected 14 items

tests/test_money.py ......F.......                                       [100%]

=================================== FAILURES ===================================
__________________________ test_round_half_even_cents __________________________

    def test_round_half_even_cents():
>       assert to_cents(Decimal("0.125")) == 12
E       AssertionError: assert 13 == 12
E        +  where 13 = to_cents(Decimal('0.125'))

tests/test_money.py:48: AssertionError
=========================== short test summary info ============================
FAILED tests/test_money.py::test_round_half_even_cents - AssertionError: assert 13 == 12
========================= 1 failed, 13 passed in 0.08s =========================""")
    second = (PYTEST_HEAD.format(root=root) + """collected 15 items

tests/test_money.py ...............                                      [100%]

============================== 15 passed in 0.07s ==============================""")
    _, obs1 = oh_replace(path, src, "from decimal import ROUND_HALF_UP, Decimal", "from decimal import ROUND_HALF_EVEN, Decimal")
    mid = src.replace("from decimal import ROUND_HALF_UP, Decimal", "from decimal import ROUND_HALF_EVEN, Decimal")
    _, obs2 = oh_replace(path, mid, "rounding=ROUND_HALF_UP", "rounding=ROUND_HALF_EVEN")
    t = [
        (bash("python -m pytest tests/test_money.py"), oh_bash(first, root, 1)),
        (editor("view", path), cat_n(path, src)),
        (editor("str_replace", path, old_str="from decimal import ROUND_HALF_UP, Decimal", new_str="from decimal import ROUND_HALF_EVEN, Decimal"), obs1),
        (editor("str_replace", path, old_str="rounding=ROUND_HALF_UP", new_str="rounding=ROUND_HALF_EVEN"), obs2),
        (bash("python -m pytest tests/test_money.py"), oh_bash(second, root)),
        (bash("git diff"), oh_bash(git_diff("pricing/money.py", src, fixed, "1c9e4a2..f70b3d5"), root)),
    ]
    return Traj(OH_SYSTEM.format(root=root), t, True, 5, "count_mismatch")


def oh_insert_shifts_lines() -> Traj:
    root = "/workspace/formcheck"
    path = f"{root}/formcheck/validators.py"
    src = "\n".join([
        "import re",
        "import uuid",
        "",
        "",
        "def is_email(value: str) -> bool:",
        '    return re.fullmatch(r"[^@\\s]+@[^@\\s]+\\.[a-z]{2,}", value, re.I) is not None',
        "",
        "",
        "def is_url(value: str) -> bool:",
        '    return re.fullmatch(r"https?://\\S+", value) is not None',
        "",
        "",
        "def is_uuid(value: str) -> bool:",
        "    try:",
        "        uuid.UUID(value)",
        "    except ValueError:",
        "        return False",
        "    return True",
    ])
    add = 'def is_phone(value: str) -> bool:\n    return re.fullmatch(r"\\+?[0-9 ()-]{7,20}", value) is not None\n\n'
    after, obs = oh_insert(path, src, 8, add)

    def defs(text: str) -> str:
        return "\n".join(f"{i}:{ln}" for i, ln in enumerate(text.split("\n"), 1) if ln.startswith("def "))
    t = [
        (bash("grep -n '^def ' formcheck/validators.py"), oh_bash(defs(src), root)),
        (editor("insert", path, insert_line=8, new_str=add), obs),
        (bash("grep -n '^def ' formcheck/validators.py"), oh_bash(defs(after), root)),
        (editor("view", path), cat_n(path, after)),
        (bash("python -m pytest -q tests/test_validators.py"), oh_bash("..........                                                               [100%]\n10 passed in 0.03s", root)),
        (bash("git diff --stat"), oh_bash(diffstat([("formcheck/validators.py", src, after)]), root)),
    ]
    return Traj(OH_SYSTEM.format(root=root), t)


def oh_function_moves_without_edit() -> Traj:
    root = "/workspace/routekit"
    path = f"{root}/routekit/router.py"
    view = "\n".join([
        "        self._routes.append(route)",
        "        self._compiled.pop(method, None)",
        "        return route",
        "",
        "    def routes(self) -> list[Route]:",
        "        return list(self._routes)",
        "",
        "    def resolve(self, method: str, path: str) -> Match | None:",
        '        """First route whose method and pattern match, with its path parameters."""',
        "        for route, pattern in self._compiled_for(method):",
        "            m = pattern.fullmatch(path)",
        "            if m is not None:",
        "                return Match(route, m.groupdict())",
    ])
    t = [
        (bash("grep -n 'def resolve' routekit/router.py"), oh_bash("88:    def resolve(self, method: str, path: str) -> Match | None:", root)),
        (bash("wc -l routekit/router.py"), oh_bash("142 routekit/router.py", root)),
        (bash("git log --oneline -1 -- routekit/router.py"), oh_bash("c3e91aa Cache compiled route patterns per method", root)),
        (editor("view", path, view_range=[84, 96]), cat_n(path, view, 84)),
        (bash('python -c "import routekit; print(routekit.__version__)"'), oh_bash("0.9.1", root)),
        (bash("python -m pytest tests/test_router.py -q"), oh_bash(".................                                                        [100%]\n17 passed in 0.06s", root)),
    ]
    return Traj(OH_SYSTEM.format(root=root), t, True, 4, "line_numbers_shifted")


def gem_console_logs_removed() -> Traj:
    root = "/home/maya/shop-ui"
    t = [
        (call("search_file_content", pattern="console.log", path="src"), g_grep("console.log", "src", {
            "api.ts": [(14, "  console.log('request', url);"), (38, "    console.log('retrying', attempt);")],
            "store.ts": [(22, "  console.log('cart updated', state.items.length);")],
            "components/Cart.tsx": [(51, "    console.log('checkout clicked');"), (77, "  console.log('render cart');")]})),
        (g_replace(f"{root}/src/api.ts", "  console.log('request', url);\n", ""), g_replaced(f"{root}/src/api.ts")),
        (g_replace(f"{root}/src/components/Cart.tsx", "    console.log('checkout clicked');\n", ""), g_replaced(f"{root}/src/components/Cart.tsx")),
        (call("search_file_content", pattern="console.log", path="src"), g_grep("console.log", "src", {
            "api.ts": [(37, "    console.log('retrying', attempt);")],
            "store.ts": [(22, "  console.log('cart updated', state.items.length);")],
            "components/Cart.tsx": [(76, "  console.log('render cart');")]})),
        (gshell("npx eslint src --rule 'no-console: error' -f unix", "Lint for leftover console calls"), gem_run(
            "npx eslint src --rule 'no-console: error' -f unix",
            f"{root}/src/api.ts:37:5: Unexpected console statement. [Error/no-console]\n{root}/src/components/Cart.tsx:76:3: Unexpected console statement. [Error/no-console]\n{root}/src/store.ts:22:3: Unexpected console statement. [Error/no-console]\n\n3 problems",
            code=1, pgid=61208)),
        (gshell("sed -i '/console.log/d' src/api.ts src/store.ts src/components/Cart.tsx && (grep -rn 'console.log' src || echo none)", "Drop the remaining console.log lines"),
         gem_run("sed -i '/console.log/d' src/api.ts src/store.ts src/components/Cart.tsx && (grep -rn 'console.log' src || echo none)", "none", pgid=61277)),
        (call("search_file_content", pattern="console.log", path="src"), g_grep("console.log", "src", {})),
    ]
    return Traj(GEM_SYSTEM.format(root=root), t)


def gem_commit_time_backwards() -> Traj:
    root = "/home/ana/ledger"
    t = [
        (gshell("date -u", "Current time"), gem_run("date -u", "Wed Mar 12 14:05:31 UTC 2025", pgid=70114)),
        (g_replace(f"{root}/CHANGELOG.md", "## Unreleased", "## 1.8.0 - 2025-03-12"), g_replaced(f"{root}/CHANGELOG.md")),
        (g_replace(f"{root}/pyproject.toml", 'version = "1.7.3"', 'version = "1.8.0"'), g_replaced(f"{root}/pyproject.toml")),
        (gshell('git commit -am "Release 1.8.0"', "Commit the release"), gem_run('git commit -am "Release 1.8.0"', "[main 7f3a9c2] Release 1.8.0\n 2 files changed, 2 insertions(+), 2 deletions(-)", pgid=70190)),
        (gshell("git tag v1.8.0 && git log -1 --format='%h %ci %s'", "Tag and show the commit"), gem_run("git tag v1.8.0 && git log -1 --format='%h %ci %s'", "7f3a9c2 2025-03-12 13:58:09 +0000 Release 1.8.0", pgid=70233)),
        (gshell("git describe --tags", "Check the tag"), gem_run("git describe --tags", "v1.8.0", pgid=70251)),
        (gshell("python -m build --sdist 2>&1 | tail -1", "Build the sdist"), gem_run("python -m build --sdist 2>&1 | tail -1", "Successfully built ledger-1.8.0.tar.gz", pgid=70266)),
    ]
    return Traj(GEM_SYSTEM.format(root=root), t, True, 5, "clock_backwards")


def oh_server_restart() -> Traj:
    root = "/workspace/static-site"
    t = [
        (bash("python -m http.server 8000 > server.log 2>&1 &"), oh_bash("[1] 4127", root)),
        (bash('curl -s -o /dev/null -w "%{http_code}\\n" localhost:8000/'), oh_bash("200", root)),
        (bash("cat server.log"), oh_bash('Serving HTTP on 0.0.0.0 port 8000 (http://0.0.0.0:8000/) ...\n127.0.0.1 - - [12/Mar/2025 10:02:17] "GET / HTTP/1.1" 200 -', root)),
        (bash("kill 4127 && sleep 1; jobs -l"), oh_bash("[1]+  4127 Terminated              python -m http.server 8000 > server.log 2>&1", root)),
        (bash("python -m http.server 8001 > server.log 2>&1 &"), oh_bash("[1] 4190", root)),
        (bash('curl -s -o /dev/null -w "%{http_code}\\n" localhost:8001/docs/'), oh_bash("404", root)),
        (bash("cat server.log"), oh_bash('Serving HTTP on 0.0.0.0 port 8001 (http://0.0.0.0:8001/) ...\n127.0.0.1 - - [12/Mar/2025 10:03:05] code 404, message File not found\n127.0.0.1 - - [12/Mar/2025 10:03:05] "GET /docs/ HTTP/1.1" 404 -', root)),
        (bash("ps -o pid,cmd -p 4190"), oh_bash("    PID CMD\n   4190 python -m http.server 8001", root)),
    ]
    return Traj(OH_SYSTEM.format(root=root), t)


def oh_branch_name_changes() -> Traj:
    root = "/workspace/paginate"
    path = f"{root}/paginate/page.py"
    src = "\n".join([
        "def page_bounds(page: int, per_page: int, total: int) -> tuple[int, int]:",
        '    """Start and end indexes (end exclusive) of a 1-based page."""',
        "    start = page * per_page",
        "    end = min(start + per_page, total)",
        "    return start, end",
    ])
    _, obs = oh_replace(path, src, "    start = page * per_page", "    start = (page - 1) * per_page")
    t = [
        (bash("git checkout -b fix/issue-4127"), oh_bash("Switched to a new branch 'fix/issue-4127'", root)),
        (editor("view", path), cat_n(path, src)),
        (editor("str_replace", path, old_str="    start = page * per_page", new_str="    start = (page - 1) * per_page"), obs),
        (bash('git add -A && git commit -qm "Fix off-by-one in page_bounds (#4127)" && git log --oneline -1'), oh_bash("e2b7c41 (HEAD -> fix/issue-4127) Fix off-by-one in page_bounds (#4127)", root)),
        (bash("git status"), oh_bash("On branch fix/issue-4172\nnothing to commit, working tree clean", root)),
        (bash("python -m pytest -q"), oh_bash("..............                                                           [100%]\n14 passed in 0.05s", root)),
    ]
    return Traj(OH_SYSTEM.format(root=root), t, True, 5, "identity_changed")


def gem_rename_module() -> Traj:
    root = "/home/li/imgtools"
    pkg = f"{root}/imgtools"
    init = '"""Small image helpers."""\n\nfrom .io import load, save\nfrom .scale import fit, thumbnail\n\n__all__ = ["load", "save", "fit", "thumbnail"]\n'
    t = [
        (call("list_directory", path=pkg), g_listing(pkg, ["filters"], ["__init__.py", "io.py", "resize.py"])),
        (gshell("git mv imgtools/resize.py imgtools/scale.py && sed -i 's/from .resize/from .scale/' imgtools/__init__.py", "Rename the resize module to scale"),
         gem_run("git mv imgtools/resize.py imgtools/scale.py && sed -i 's/from .resize/from .scale/' imgtools/__init__.py", "", pgid=80421)),
        (g_read(f"{pkg}/resize.py"), f"File not found: {pkg}/resize.py"),
        (call("list_directory", path=pkg), g_listing(pkg, ["filters"], ["__init__.py", "io.py", "scale.py"])),
        (g_read(f"{pkg}/__init__.py"), init),
        (gshell("python -m pytest -q", "Run the tests"), gem_run("python -m pytest -q", "..................                                                       [100%]\n18 passed in 0.44s", pgid=80502)),
        (gshell("git status --short", "Show the working tree state"), gem_run("git status --short", " M imgtools/__init__.py\nR  imgtools/resize.py -> imgtools/scale.py", pgid=80533)),
        (call("glob", pattern="**/resize*"), g_glob("**/resize*", root, [])),
    ]
    return Traj(GEM_SYSTEM.format(root=root), t)


def gem_db_size_changes() -> Traj:
    root = "/home/dev/citydata"
    script = '''"""Export the cities table to CSV."""

import argparse
import csv
import sqlite3

p = argparse.ArgumentParser()
p.add_argument("--dry-run", action="store_true")
args = p.parse_args()

con = sqlite3.connect("data/cities.sqlite")
rows = con.execute("SELECT name, country, population FROM cities ORDER BY name").fetchall()
if args.dry_run:
    print(f"would export {len(rows):,} rows to data/cities.csv (no files written)")
else:
    with open("data/cities.csv", "w", newline="") as fh:
        csv.writer(fh).writerows(rows)
'''
    t = [
        (gshell("ls -l data/", "List the data files"), gem_run("ls -l data/", "total 1200\n-rw-r--r-- 1 dev dev   42118 Mar 12 08:41 cities.csv\n-rw-r--r-- 1 dev dev 1183744 Mar 12 08:40 cities.sqlite", pgid=90113)),
        (g_read(f"{root}/scripts/export.py"), script),
        (gshell("python scripts/export.py --dry-run", "Dry run of the export"), gem_run("python scripts/export.py --dry-run", "would export 4,211 rows to data/cities.csv (no files written)", pgid=90160)),
        (gshell("sqlite3 data/cities.sqlite 'select count(*) from cities'", "Count rows"), gem_run("sqlite3 data/cities.sqlite 'select count(*) from cities'", "4211", pgid=90187)),
        (gshell("wc -c data/cities.csv data/cities.sqlite", "Byte sizes"), gem_run("wc -c data/cities.csv data/cities.sqlite", "  42118 data/cities.csv\n1187840 data/cities.sqlite\n1229958 total", pgid=90201)),
        (gshell("git status --short", "Check for changes"), gem_run("git status --short", "", pgid=90230)),
    ]
    return Traj(GEM_SYSTEM.format(root=root), t, True, 5, "size_changed_without_write")


def oh_coverage_rises() -> Traj:
    root = "/workspace/inventory"
    path = f"{root}/inventory/stock.py"
    src = "\n".join([
        "class Stock:",
        "    def __init__(self) -> None:",
        "        self._levels: dict[str, int] = {}",
        "",
        "    def adjust(self, sku: str, delta: int) -> int:",
        "        level = self._levels.get(sku, 0) + delta",
        "        self._levels[sku] = level",
        "        return level",
    ])
    old = "        self._levels[sku] = level"
    new = '        if level < 0:\n            raise ValueError(f"stock of {sku} would go negative ({level})")\n        self._levels[sku] = level'
    _, obs = oh_replace(path, src, old, new)
    first = """..F
=================================== FAILURES ===================================
_________________________ test_negative_stock_rejected _________________________

    def test_negative_stock_rejected():
        s = Stock()
        s.adjust("A-1", 2)
>       with pytest.raises(ValueError):
E       Failed: DID NOT RAISE <class 'ValueError'>

tests/test_stock.py:19: Failed
=========================== short test summary info ============================
FAILED tests/test_stock.py::test_negative_stock_rejected - Failed: DID NOT RAISE <class 'ValueError'>
!!!!!!!!!!!!!!!!!!!!!!!!!! stopping after 1 failures !!!!!!!!!!!!!!!!!!!!!!!!!!!
1 failed, 2 passed in 0.12s"""

    def cov(n: int, miss_reorder: int, total_miss: int, pct: str, t_pct: str, secs: str) -> str:
        return f"""inventory/reorder.py        41   {miss_reorder:>4}  {pct:>4}
TOTAL                      212   {total_miss:>4}  {t_pct:>4}
{n} passed in {secs}s"""
    test_text = "from inventory.reorder import reorder_point, needs_reorder\n\n\ndef test_reorder_point():\n    assert reorder_point(daily=10, lead_days=3, safety=5) == 35\n\n\ndef test_needs_reorder_below_point():\n    assert needs_reorder(level=20, point=35)\n\n\ndef test_no_reorder_at_point():\n    assert not needs_reorder(level=35, point=35)\n"
    t = [
        (bash("python -m pytest -x -q"), oh_bash(first, root, 1)),
        (editor("str_replace", path, old_str=old, new_str=new), obs),
        (bash("python -m pytest -q"), oh_bash("........................                                                 [100%]\n24 passed in 0.35s", root)),
        (bash("python -m pytest -q --cov=inventory 2>&1 | grep -E 'reorder|TOTAL|passed'"), oh_bash(cov(24, 13, 31, "68%", "85%", "0.58"), root)),
        (editor("create", f"{root}/tests/test_reorder.py", file_text=test_text), f"File created successfully at: {root}/tests/test_reorder.py"),
        (bash("python -m pytest -q --cov=inventory 2>&1 | grep -E 'reorder|TOTAL|passed'"), oh_bash(cov(27, 0, 18, "100%", "92%", "0.61"), root)),
    ]
    return Traj(OH_SYSTEM.format(root=root), t)


def oh_version_mismatch() -> Traj:
    root = "/workspace/geoshapes"
    pyproject = '[build-system]\nrequires = ["setuptools>=68"]\nbuild-backend = "setuptools.build_meta"\n\n[project]\nname = "geoshapes"\nversion = "0.4.0"\ndescription = "Polygons, buffers and areas on the sphere"\nrequires-python = ">=3.9"'
    path = f"{root}/geoshapes/area.py"
    src = "\n".join([
        "import math",
        "",
        "EARTH_RADIUS_M = 6_371_000",
        "",
        "",
        "def ring_area(coords: list[tuple[float, float]]) -> float:",
        '    """Signed area in square metres of a lon/lat ring (spherical excess)."""',
        "    total = 0.0",
        "    for (lon1, lat1), (lon2, lat2) in zip(coords, coords[1:]):",
        "        total += math.radians(lon2 - lon1) * (2 + math.sin(math.radians(lat1)) + math.sin(math.radians(lat2)))",
        "    return total * EARTH_RADIUS_M ** 2 / 2",
    ])
    old = "EARTH_RADIUS_M = 6_371_000"
    new = "EARTH_RADIUS_M = 6_378_137  # WGS 84 equatorial radius"
    after, obs = oh_replace(path, src, old, new)
    pip = """Obtaining file:///workspace/geoshapes
  Installing build dependencies ... done
  Checking if build backend supports build_editable ... done
  Getting requirements to build editable ... done
  Preparing editable metadata (pyproject.toml) ... done
Building wheels for collected packages: geoshapes
  Building editable for geoshapes (pyproject.toml) ... done
  Created wheel for geoshapes: filename=geoshapes-0.4.0-0.editable-py3-none-any.whl size=4102 sha256=0f5c3b9e21a7d84c6e0b1f2a9d3c7e58b4a6f0d2c1e9b7a3f5d8c0e2b4a6f1d3
  Stored in directory: /tmp/pip-ephem-wheel-cache-k2x9q1_w/wheels/8c/41/2e/0d9f6a1b7c3e5d2f4a8b0c6e1d3f5a7b9c2e4d6f8a0b1c3e5d7f9a2b4c6
Successfully built geoshapes
Installing collected packages: geoshapes
Successfully installed geoshapes-0.4.0"""
    t = [
        (editor("view", f"{root}/pyproject.toml", view_range=[1, 9]), cat_n(f"{root}/pyproject.toml", pyproject)),
        (bash("pip install -e ."), oh_bash(pip, root)),
        (editor("str_replace", path, old_str=old, new_str=new), obs),
        (bash("python -m pytest -q"), oh_bash("...........                                                              [100%]\n11 passed in 0.09s", root)),
        (bash("pip show geoshapes"), oh_bash("Name: geoshapes\nVersion: 0.4.1\nSummary: Polygons, buffers and areas on the sphere\nHome-page: \nAuthor: \nAuthor-email: \nLicense: \nLocation: /opt/miniconda3/envs/testbed/lib/python3.11/site-packages\nEditable project location: /workspace/geoshapes\nRequires: \nRequired-by: ", root)),
        (bash("git diff --stat"), oh_bash(diffstat([("geoshapes/area.py", src, after)]), root)),
    ]
    return Traj(OH_SYSTEM.format(root=root), t, True, 5, "version_mismatch")


def gem_glob_order_changes() -> Traj:
    root = "/home/sol/recipes-api"
    tags1 = """import { Router } from "express";
import { db } from "../db";

export const tags = Router();

tags.get("/", async (_req, res) => {
  res.json(await db.tag.findMany({ orderBy: { name: "asc" } }));
});
"""
    tags2 = tags1.replace("});\n", """});

tags.get("/:slug/recipes", async (req, res) => {
  const tag = await db.tag.findUnique({ where: { slug: req.params.slug }, include: { recipes: true } });
  if (!tag) return res.status(404).json({ error: "unknown tag" });
  res.json(tag.recipes);
});
""")
    db_ts = 'import { PrismaClient } from "@prisma/client";\n\nexport const db = new PrismaClient();\n'

    def ts(*names: str) -> list[str]:
        return [f"{root}/src/{n}" for n in names]
    t = [
        (call("glob", pattern="src/**/*.ts"), g_glob("src/**/*.ts", root, ts("routes/recipes.ts", "db.ts", "index.ts"))),
        (g_read(f"{root}/src/db.ts"), db_ts),
        (call("write_file", file_path=f"{root}/src/routes/tags.ts", content=tags1), f"Successfully created and wrote to new file: {root}/src/routes/tags.ts."),
        (g_replace(f"{root}/src/index.ts", 'app.use("/recipes", recipes);', 'app.use("/recipes", recipes);\napp.use("/tags", tags);'), g_replaced(f"{root}/src/index.ts")),
        (call("glob", pattern="src/**/*.ts"), g_glob("src/**/*.ts", root, ts("index.ts", "routes/tags.ts", "routes/recipes.ts", "db.ts"))),
        (call("write_file", file_path=f"{root}/src/routes/tags.ts", content=tags2), f"Successfully overwrote file: {root}/src/routes/tags.ts."),
        (g_read(f"{root}/src/routes/tags.ts"), tags2),
        (call("glob", pattern="src/**/*.ts"), g_glob("src/**/*.ts", root, ts("routes/tags.ts", "index.ts", "routes/recipes.ts", "db.ts"))),
        (gshell("npx tsc --noEmit", "Type-check the project"), gem_run("npx tsc --noEmit", "", pgid=91544)),
    ]
    return Traj(GEM_SYSTEM.format(root=root), t)


BUILDERS = [
    oh_timeout_reverts, oh_fix_and_add_test, oh_created_test_missing, oh_undo_restores, gem_workflow_content_changes,
    gem_build_renames_assets, oh_deleted_module_found, oh_remove_and_recreate, gem_renamed_function_old_name,
    oh_amend_new_hash, oh_collected_count_grows, oh_insert_shifts_lines, oh_function_moves_without_edit,
    gem_console_logs_removed, gem_commit_time_backwards, oh_server_restart, oh_branch_name_changes,
    gem_rename_module, gem_db_size_changes, oh_coverage_rises, oh_version_mismatch, gem_glob_order_changes,
]


def build() -> RowSet:
    rs = RowSet(OUT)
    order = list(range(len(BUILDERS)))
    random.Random(f"h5-{DOMAIN}").shuffle(order)  # ids do not reveal which trajectories are bad
    made = sorted(((order[i] + 1, b()) for i, b in enumerate(BUILDERS)), key=lambda p: p[0])
    for num, tr in made:
        assert 6 <= len(tr.turns) <= 12, (num, len(tr.turns))
        rs.add(DOMAIN, f"h5-{DOMAIN}-{num:02d}", tr.system, tr.turns, bad=tr.bad, turn=tr.turn, kind=tr.kind)
    return rs


def main() -> None:
    build().write()


if __name__ == "__main__":
    main()
