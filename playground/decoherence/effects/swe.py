"""Coding-agent tools (OpenHands' ``str_replace_editor``/``execute_bash``, Gemini CLI's ``read_file``,
``write_file``, ``replace``, ``list_directory``, ``glob``, ``search_file_content``, ``run_shell_command``)
as data: which operation a call is, where its arguments are, how its result says it worked, and which
shell commands only check and report. Read by :func:`tool_call`, :func:`checker_dirs` and
:func:`as_program`.
"""

from __future__ import annotations

import json
import posixpath
import re
import shlex
from typing import Any

from playground.decoherence.effects.shell import (
    CHECK_TASKS,
    PROGRAM_LAUNCHERS,
    PROJECT_TASK_RUNNERS,
    READ_ONLY_FLAGS,
    SCRIPT_RUNNERS,
    only_reads,
    writes_anyway,
)

# tool name -> operation: "shell", "editor" (the operation is its "command" argument), "view", "create",
# "str_replace", "insert", "undo_edit", "list", "glob", "search", "none" (changes nothing)
TOOLS: dict[str, str] = {
    "execute_bash": "shell", "bash": "shell", "run_shell_command": "shell", "shell": "shell",
    "run_command": "shell", "execute_command": "shell",
    "str_replace_editor": "editor", "file_editor": "editor", "edit_file": "editor",
    "str_replace_based_edit_tool": "editor",
    "read_file": "view", "view_file": "view", "open_file": "view", "cat_file": "view",
    "write_file": "create", "create_file": "create",
    "replace": "str_replace", "replace_in_file": "str_replace", "edit": "str_replace",
    "list_directory": "list", "ls": "list", "glob": "glob", "find_files": "glob",
    "search_file_content": "search", "grep": "search",
    "think": "none", "todo_write": "none", "web_fetch": "none", "google_web_search": "none",
    "save_memory": "none", "finish": "none",
    # Claude Code's tools ({"type": "tool_use", "name": "Read", "input": {...}}); its views number lines "N→"
    "read": "view", "write": "create", "todowrite": "none", "webfetch": "none", "websearch": "none",
    "bashoutput": "none",
    # Cline's tools, called in XML (<read_file><path>a.py</path></read_file>); its replace_in_file takes
    # SEARCH/REPLACE blocks in a "diff" argument
    "write_to_file": "create", "list_files": "list", "search_files": "none",
    "list_code_definition_names": "none", "attempt_completion": "none", "ask_followup_question": "none",
    "plan_mode_respond": "none",
}
# the normalized shape of the same calls ({"action": "view", "path": ...}; "bash", "read_only", "list")
NORMALIZED: dict[str, str] = {"bash": "shell", "view": "view", "create": "create", "str_replace": "str_replace",
                              "insert": "insert", "undo_edit": "undo_edit", "list": "list"}
# tools whose every call runs in a new shell: a `cd` or an `export` does not outlive the call
ONE_SHOT_SHELLS = frozenset({"run_shell_command"})
# tools that return a file's text as it is (not numbered): its lines are numbered from the first one shown
RAW_READERS = frozenset({"read_file", "view_file", "open_file", "cat_file"})
# where each argument is, by the names the tools give it
ARGS: dict[str, tuple[str, ...]] = {
    "path": ("path", "file_path", "absolute_path", "dir_path"),
    "content": ("file_text", "content"),
    "old": ("old_str", "old_string", "old"),
    "new": ("new_str", "new_string", "new", "text"),
    "line": ("insert_line", "line"),
    "range": ("view_range", "range"),
    "offset": ("offset",), "limit": ("limit",),
    "command": ("command", "cmd"),
    "directory": ("directory", "workdir", "cwd"),
    "count": ("expected_replacements",),
    "diff": ("diff",),
}
# an XML tool call: the tool's element holding one element per argument
_XML_CALL = re.compile(r"<(?P<tool>[a-z_]+)>\s*(?P<body>(?:<[a-z_]+>.*?</[a-z_]+>\s*)+)</(?P=tool)>", re.DOTALL)
_XML_ARG = re.compile(r"<(?P<k>[a-z_]+)>\n?(?P<v>.*?)\n?</(?P=k)>", re.DOTALL)
# SEARCH/REPLACE blocks (Cline's "------- SEARCH ... ======= ... +++++++ REPLACE", and the older
# "<<<<<<< SEARCH ... >>>>>>> REPLACE")
_BLOCK = re.compile(r"^(?:-{3,}|<{3,}) SEARCH\n(?P<old>.*?)\n?^={3,}\n(?P<new>.*?)\n?^(?:\+{3,}|>{3,}) REPLACE$",
                    re.DOTALL | re.MULTILINE)

# What a result says about the call.
FAILED = re.compile(r"^\s*(?:ERROR|Error|error)\b|did not appear verbatim|No replacement was performed|"
                    r"Failed to edit|multiple occurrences|appears \d+ times|more than once|could not find|"
                    r"already exists|Cannot overwrite|Invalid `|changes have not been applied|"
                    r"SearchReplaceNoExactMatch|failed to match|did not conform to the edit format",
                    re.IGNORECASE | re.MULTILINE)
MISSING = re.compile(r"^\s*(?:ERROR:\s*|Error:\s*)?(?:The path \S+ does not exist|File not found|"
                     r"No such file or directory|Path does not exist)", re.IGNORECASE)
# A write tool's confirmation that the file was there before (its whole text replaced, not a new file)
OVERWROTE = re.compile(r"\boverw(?:rote|ritten)\b|\bfile updated\b|\breplaced the (?:file|contents)\b", re.IGNORECASE)
SUCCEEDED = re.compile(r"has been edited|edited successfully|Successfully modified|successfully (?:replaced|inserted)|"
                       r"File created successfully|Successfully created|Successfully overwrote|Successfully wrote|"
                       r"undone successfully|text has been inserted", re.IGNORECASE)


# SWE-agent's interface: a reply ends with one command in a fence ("DISCUSSION ... ```\nopen a.py 120\n```";
# mini-swe-agent's "```bash"). Its own commands -> (operation, the roles of the words after the name); any
# other command runs in the shell. "edit A:B" replaces lines A to B of the open file with the text up to
# "end_of_edit"; the views (open, goto, scroll) show a window of the file their result names.
ACI: dict[str, tuple[str, tuple[str, ...]]] = {
    "open": ("view", ("path", "line")), "goto": ("view", ()), "scroll_up": ("view", ()),
    "scroll_down": ("view", ()), "create": ("create", ("path",)), "edit": ("edit_lines", ()),
    "search_file": ("search", ("term", "path")), "search_dir": ("none", ()), "find_file": ("glob", ()),
    "submit": ("none", ()),
}
# SWE-agent's commands called as functions (its function-calling mode): ``{"name": "open", "arguments": {"path":
# "a.py", "line_number": 120}}`` is ``open a.py 120``; an edit's arguments name its lines and text
ACI_EDIT_ARGS = ("start_line", "end_line", "replacement_text")
_ACI_FENCE = re.compile(r"```(?:bash|sh|shell|console)?[ \t]*\n(?P<cmd>.*?)\n?```", re.DOTALL)
_ACI_EDIT = re.compile(r"^edit (?P<a>\d+):(?P<b>\d+)\n(?P<text>.*?)\n?end_of_edit\s*$", re.DOTALL)

# A shell given as an argument vector runs its script: ["bash", "-lc", "ls src"] is `ls src`
SCRIPT_SHELLS = frozenset({"bash", "sh", "zsh", "dash"})
SCRIPT_FLAGS = frozenset({"-c", "-lc", "-cl"})
# A patch tool given the patch as its one argument (["apply_patch", "*** Begin Patch ..."]): the files its
# headers name, and what it does to each
PATCH_TOOLS = frozenset({"apply_patch", "applypatch"})
PATCH_HEADER = re.compile(r"^\*\*\* (?P<op>Add|Delete|Update) File: (?P<path>\S.*?)\s*$")
PATCH_MOVE = re.compile(r"^\*\*\* Move to: (?P<path>\S.*?)\s*$")


def command_text(command: object) -> str | None:
    """The shell command line of a call's ``command``: a string as it is; an argument vector of a shell
    running a script, that script; another vector, its words quoted. None when it is neither."""
    if isinstance(command, str):
        return command
    if not isinstance(command, list) or not command or not all(isinstance(w, str) for w in command):
        return None
    words: list[str] = [str(w) for w in command]
    if len(words) == 3 and words[0].rsplit("/", 1)[-1] in SCRIPT_SHELLS and words[1] in SCRIPT_FLAGS:
        return words[2]
    return shlex.join(words)


def _patch_text(command: object) -> str | None:
    """The patch of a patch tool's vector (``["apply_patch", "*** Begin Patch ..."]``); None for anything else."""
    if not isinstance(command, list) or len(command) != 2 or command[0] not in PATCH_TOOLS \
            or not isinstance(command[1], str):
        return None
    return command[1]


def _patch_parts(text: str) -> tuple[list[tuple[str, str, str | None]], dict[str, tuple[str, int]]]:
    """One walk of a patch's headers and hunks: what :func:`patch_files` and :func:`patch_line_counts` return."""
    files: list[tuple[str, str, str | None]] = []
    counts: dict[str, tuple[str, int]] = {}
    path: str | None = None  # the file whose hunk lines are being counted
    for line in text.split("\n"):
        head, move = PATCH_HEADER.match(line), PATCH_MOVE.match(line)
        if head is not None:
            verb = {"Add": "create", "Delete": "delete", "Update": "update"}[head["op"]]
            files.append((verb, head["path"], None))
            path = head["path"] if verb != "delete" else None
            if path is not None:
                counts[path] = ("count" if verb == "create" else "delta", 0)
        elif move is not None:
            if files and files[-1][0] == "update":
                files[-1] = ("rename", files[-1][1], move["path"])
            counts.pop(path or "", None)
            path = None
        elif line.startswith("*** "):
            path = None
        elif path is not None and line[:1] in ("+", "-"):
            how, n = counts[path]
            counts[path] = (how, n + (1 if line[0] == "+" else -1))
    return files, counts


def patch_files(command: object) -> list[tuple[str, str, str | None]] | None:
    """(verb, path, new path for a move) of each file a patch tool's patch names; None when ``command`` is
    not a patch tool's vector."""
    text = _patch_text(command)
    return None if text is None else _patch_parts(text)[0]


def patch_line_counts(command: object) -> dict[str, tuple[str, int]]:
    """For each file a patch tool's patch adds or updates: ("count", its lines) for one it adds, ("delta", the lines
    it adds less those it removes) for one it changes in place (not one it moves); empty when ``command`` is not a
    patch tool's."""
    text = _patch_text(command)
    return {} if text is None else _patch_parts(text)[1]


def tool_call(action: Any) -> tuple[str, str, dict[str, Any]] | None:
    """(operation, tool name, arguments by :data:`ARGS` role) of a call, raw or normalized; None when the
    action is not a call these tables know."""
    if isinstance(action, str):
        xml = _XML_CALL.search(action)
        if xml is not None and xml["tool"] in TOOLS:
            action = {"name": xml["tool"], "arguments": {m["k"]: m["v"] for m in _XML_ARG.finditer(xml["body"])}}
        else:
            return aider_call(action) or fenced_call(action)
    if not isinstance(action, dict):
        return None
    name = action.get("name") or action.get("tool")
    raw: Any
    if isinstance(name, str):
        raw = action.get("arguments", action.get("args", action.get("input", action.get("parameters"))))
        if isinstance(raw, str):
            try:
                raw = json.loads(raw)
            except (json.JSONDecodeError, RecursionError):
                return None
        if not isinstance(raw, dict):
            return None
        op = TOOLS.get(name.lower())
        if isinstance(raw.get("diff"), str) and op == "str_replace":
            op = "blocks"
        if op == "editor":
            op = raw.get("command") if isinstance(raw.get("command"), str) else None
            if op not in ("view", "create", "str_replace", "insert", "undo_edit"):
                return None
            raw = {k: v for k, v in raw.items() if k != "command"}
    elif isinstance(action.get("action"), str):
        name = action["action"]
        raw = action
        op = NORMALIZED.get(name)
        if name == "read_only":
            reader = str(action.get("reader", ""))
            op, name = TOOLS.get(reader, "none"), reader
        elif name == "view" and action.get("reader") == "read_file":
            name = "read_file"
    else:
        return None
    if op is None:
        return None
    args = {role: raw[k] for role, keys in ARGS.items() for k in keys[::-1] if k in raw}
    if raw.get("replace_all") is True:  # Claude Code's Edit of every occurrence
        args["count"] = "all"
    if name.lower() == "read" and (isinstance(args.get("offset"), int) or isinstance(args.get("limit"), int)):
        args["range"] = [args.get("offset") or 1, 10 ** 9]  # a part: its lines carry their own numbers
    if name == "read_file" and isinstance(args.get("offset"), int):
        args["range"] = [args["offset"] + 1, args["offset"] + (args["limit"] if isinstance(args.get("limit"), int)
                                                                 else 10 ** 9)]
    return op, name.lower(), args


# lines a test runner prints with the time of day its run started (vitest's " Start at  10:42:17"): a reading of
# the machine's clock as the run began, so a later run cannot start earlier
RUN_STARTS = (re.compile(r"^\s*Start at\s+(?P<h>\d{1,2}):(?P<m>\d\d):(?P<s>\d\d)\s*$"),)


def run_starts(lines: list[str]) -> list[tuple[float, str]]:
    """(minutes since midnight, the line) for each line of a run's output that says when the run started."""
    out = []
    for line in lines:
        for pattern in RUN_STARTS:
            if (m := pattern.match(line)) and int(m["h"]) < 24:
                out.append((int(m["h"]) * 60 + int(m["m"]) + int(m["s"]) / 60, line.strip()))
    return out


# ------------------------------------------------------------------ shell commands that only check

# "program" or "program subcommand" -> directories under the working directory a run may write (caches,
# build output); the sources are left alone. A run with a fixing flag is not one of them.
CHECKERS: dict[str, tuple[str, ...]] = {
    "pytest": (".pytest_cache", "__pycache__"), "py.test": (".pytest_cache", "__pycache__"),
    "unittest": ("__pycache__",), "tox": (".tox",), "nox": (".nox",),
    "cargo test": ("target",), "cargo build": ("target",), "cargo check": ("target",), "cargo clippy": ("target",),
    "cargo run": ("target",), "go test": (), "go vet": (), "gotestsum": (),
    "mypy": (".mypy_cache",), "ruff check": (".ruff_cache",), "flake8": (), "pylint": (), "pyright": (),
    "vitest": (), "jest": (), "eslint": (), "tsc": (),
    "npm test": (), "npm run": (), "yarn test": (), "yarn run": (), "pnpm test": (), "pnpm run": (),
    # JVM, .NET, Ruby, Elixir, Swift test runs: their build output only
    "mvn test": ("target",), "mvn verify": ("target",), "gradle test": ("build", ".gradle"),
    "gradlew test": ("build", ".gradle"), "gradle check": ("build", ".gradle"), "gradlew check": ("build", ".gradle"),
    "dotnet test": ("bin", "obj"), "rspec": (), "rails test": ("tmp", "log"), "mix test": ("_build",),
    "swift test": (".build",), "phpunit": (), "mvnw test": ("target",), "mvnw verify": ("target",),
}
# build tools whose goals or tasks name a plugin's step (`mvnw spotless:check`, `gradle :core:test`): when every
# one checks or tests, the run writes only the tool's build output
GOAL_CHECKERS: dict[str, tuple[str, ...]] = {"mvn": ("target",), "mvnw": ("target",), "gradle": ("build", ".gradle"),
                                             "gradlew": ("build", ".gradle")}
GOAL_CHECKS = frozenset({"verify"})  # a goal that checks beside the test and lint names (:data:`_checks`)
# formatters that rewrite files, unless given one of these flags (then they only check and report): the shell's table,
# and cargo's formatter by its subcommand
CHECKING_FLAGS: dict[str, frozenset[str]] = {**READ_ONLY_FLAGS, "cargo fmt": frozenset({"--check"})}
# a framework's script -> (its subcommands that only check, the directories they write): Django's `manage.py test`
# (its test database is made and dropped elsewhere), Laravel's `artisan test`
SCRIPT_CHECKERS: dict[str, tuple[frozenset[str], tuple[str, ...]]] = {
    "manage.py": (frozenset({"test", "check"}), ("__pycache__",)), "artisan": (frozenset({"test"}), ()),
}
# the options of a package manager that take a value (`pnpm --filter @kit/core test`)
RUNNER_VALUE_OPTIONS = frozenset({"--filter", "-F", "--dir", "-C", "--prefix", "--workspace", "--cwd"})


def _checks(script: str) -> bool:
    """Whether a script or a task by this name only checks (the shell's :data:`CHECK_TASKS`, or a name that starts
    as one: ``lint:css``, ``test-unit``)."""
    return script in CHECK_TASKS or script.startswith(("lint", "test", "typecheck"))


FIXING_FLAGS = frozenset({"--fix", "-w", "--write", "--fix-only", "--in-place", "-u", "--update-snapshots",
                          "--snapshot-update", "--updateSnapshot"})
# launchers in front of the program that runs
LAUNCHERS = PROGRAM_LAUNCHERS  # one table with the shell's: `pdm run pytest` is pytest wherever it runs
# package managers that run an installed package's program named right after them, and those programs
PACKAGE_RUNNERS = frozenset({"pnpm", "yarn", "bun"})
PACKAGE_PROGRAMS = frozenset({"vitest", "jest", "tsc", "eslint", "prettier", "mocha", "ava", "tsx", "playwright"})
# inline code (`python -c`) that may write something: then it is an unknown program
CODE_WRITES = re.compile(r"open\(|write|remove|unlink|rmtree|rename|replace\(|mkdir|touch|subprocess|system\(|"
                         r"shutil|Path\(|save|dump|exec\(|eval\(|__import__|import_module|setattr|environ\[",
                         re.IGNORECASE)


def launched(argv: list[str]) -> list[str]:
    """The command with launchers (``npx``, ``python -m``, ``uv run``, a package manager running a package's
    program: ``pnpm vitest run``) taken off."""
    while argv:
        name = argv[0].rsplit("/", 1)[-1]
        if name in LAUNCHERS or (name in PACKAGE_RUNNERS and argv[1:2] and argv[1] in PACKAGE_PROGRAMS):
            argv = argv[1:]
        elif " ".join([name, *argv[1:2]]) in LAUNCHERS:
            argv = argv[2:]
        elif re.fullmatch(r"python[\d.]*", name) and argv[1:2] == ["-m"] and len(argv) > 2:
            argv = argv[2:]
        else:
            return argv
    return argv


# Aider: a chat command ("/run pytest -q", "/git log -3", "/add a.py") or a reply whose edits are SEARCH/REPLACE
# blocks, each after the line that names its file (in a fence, or bare)
AIDER_COMMANDS: dict[str, str] = {"/run": "shell", "/test": "shell", "/git": "git", "/add": "none", "/drop": "none",
                                  "/ask": "none", "/read-only": "none", "/ls": "none", "/tokens": "none",
                                  "/diff": "none", "/help": "none", "/clear": "none", "/map": "none"}
_AIDER_EDIT = re.compile(r"^(?P<path>[^\s`<>=][^\n`]*?)\s*\n(?:```[\w+-]*\n)?<{5,9} SEARCH\n(?P<old>.*?)\n?^={5,9}\n"
                         r"(?P<new>.*?)\n?^>{5,9} REPLACE(?:\n```)?$", re.DOTALL | re.MULTILINE)


def aider_call(text: str) -> tuple[str, str, dict[str, Any]] | None:
    """(operation, command, arguments) of an Aider turn: a chat command, or the edits of a reply (as
    ``{"edits": [(path, old, new), ...]}``); None when it is neither."""
    s = text.strip()
    if s.startswith("/"):
        word, _, rest = s.partition(" ")
        op = AIDER_COMMANDS.get(word)
        if op == "git":
            return "shell", word, {"command": f"git {rest}"}
        return (op, word, {"command": rest} if op == "shell" else {}) if op is not None else None
    edits = [(m["path"].strip(), m["old"], m["new"]) for m in _AIDER_EDIT.finditer(s)]
    return ("edits", "aider", {"edits": edits}) if edits else None


def search_replace_blocks(diff: str) -> list[tuple[str, str]]:
    """(old text, new text) of each SEARCH/REPLACE block of a diff argument, in order."""
    return [(m["old"], m["new"]) for m in _BLOCK.finditer(diff)]


def aci_command(action: Any) -> str | None:
    """The command an ACI call made as a function states (:data:`ACI`, :data:`ACI_EDIT_ARGS`), as the interface
    would have it typed; None for any other action."""
    if not isinstance(action, dict) or not isinstance(name := action.get("name"), str) or name not in ACI:
        return None
    raw = action.get("arguments")
    if not isinstance(raw, dict):
        return None
    if name == "edit":
        if not all(k in raw for k in ACI_EDIT_ARGS):
            return None  # another harness's "edit" (an old and a new string)
        return f"edit {raw['start_line']}:{raw['end_line']}\n{raw['replacement_text']}\nend_of_edit"
    return " ".join([name, *(shlex.quote(str(v)) for v in raw.values() if isinstance(v, (str, int)))])


def fenced_call(text: str) -> tuple[str, str, dict[str, Any]] | None:
    """(operation, command name, arguments by role) of the command in a reply's last fence (SWE-agent's
    interface, :data:`ACI`); None when the reply holds no fenced command."""
    found = [m["cmd"] for m in _ACI_FENCE.finditer(text)]
    cmd = found[-1].strip() if found else ""
    if not cmd:
        return None
    edit = _ACI_EDIT.match(cmd)
    if edit is not None:
        return "edit_lines", "edit", {"range": [int(edit["a"]), int(edit["b"])], "new": edit["text"]}
    first, _, rest = cmd.partition("\n")
    word, _, tail = first.partition(" ")
    entry = ACI.get(word)
    if entry is None or rest.strip():
        return "shell", "bash", {"command": cmd}
    op, roles = entry
    try:
        words = shlex.split(tail)
    except ValueError:
        words = tail.split()
    return op, word, dict(zip(roles, words))


# subcommands by which a program no table here knows only checks what is there (`dub test`, `stack test`,
# `playwright test`, `sqlfluff lint`, `molecule verify`)
CHECK_SUBCOMMANDS = CHECK_TASKS | frozenset({"verify", "validate"})


def only_adds(argv: list[str]) -> bool:
    """Whether the command checks by its subcommand's name (:data:`CHECK_SUBCOMMANDS`, no fixing flag): it may add
    files where it runs (reports, caches, build output), it changes and removes none of those there."""
    if only_reads(argv) or any(a in FIXING_FLAGS or a.startswith("--fix") for a in argv[1:]):
        return False  # (`echo tsc ok` prints a word)
    words = [a for a in launched(argv)[1:] if not a.startswith("-")]
    return bool(words) and words[0] in CHECK_SUBCOMMANDS


def checker_dirs(argv: list[str]) -> tuple[str, ...] | None:
    """The directories (under the working directory) a checking run may write, or None when the command
    is not one that only checks."""
    if any(a in FIXING_FLAGS or a.startswith("--fix") for a in argv[1:]):
        return None
    argv = launched(argv)
    if not argv:
        return None
    name = argv[0].rsplit("/", 1)[-1]
    if re.fullmatch(r"python[\d.]*", name) and argv[1:2] == ["-c"] and len(argv) == 3:
        return None if CODE_WRITES.search(argv[2]) else ("__pycache__",)
    if re.fullmatch(r"python[\d.]*|php", name) and len(argv) > 2:  # a framework's own script (`manage.py test`)
        checks = SCRIPT_CHECKERS.get(argv[1].rsplit("/", 1)[-1])
        if checks is not None:
            return checks[1] if argv[2] in checks[0] and not FIXING_FLAGS & set(argv[3:]) else None
    if name in SCRIPT_RUNNERS:  # the package manager's own options and their values say nothing of the script
        argv = [a for i, a in enumerate(argv) if a.split("=", 1)[0] not in RUNNER_VALUE_OPTIONS
                and (i == 0 or argv[i - 1] not in RUNNER_VALUE_OPTIONS)]
    words = [a for a in argv[1:] if not a.startswith("-")]
    sub = f"{name} {words[0]}" if words else name
    if name in SCRIPT_RUNNERS and words and words[0] not in ("run", "exec", "x", "dlx") and _checks(words[0]):
        return ()  # a check script run by its name (`pnpm -r lint`, `yarn test`)
    if name in PROJECT_TASK_RUNNERS and words and all(_checks(w) for w in words):
        return (".",)  # a task runner's check targets (`make test`, `task lint`): files where it runs, nothing else
    flags = CHECKING_FLAGS.get(sub, CHECKING_FLAGS.get(name))
    if flags is not None and flags & set(argv[1:]) and not writes_anyway(name, argv[1:]):
        return ()
    if name in GOAL_CHECKERS and words and all(_checks(g := w.rsplit(":", 1)[-1]) or g in GOAL_CHECKS for w in words):
        return GOAL_CHECKERS[name]
    if sub in CHECKERS:
        if sub.endswith(" run") and name != "cargo":
            script = words[1] if len(words) > 1 else ""
            return CHECKERS[sub] if _checks(script) else None
        return CHECKERS[sub]
    if name == "tsc" and "--noEmit" not in argv:
        return None
    if sub == "go build" and "-o" not in argv and any(w.endswith("/...") for w in words[1:]):
        return ()  # several packages built and thrown away: go writes only its cache
    if name == "vitest" and words[:1] not in (["run"], []):
        return None
    return CHECKERS.get(name)


# "program subcommand" whose file operands are those of a plain program ("git rm x" removes x as "rm x"
# does), unless one of its flags says it leaves the working tree alone
AS_PROGRAM: dict[str, tuple[str, frozenset[str]]] = {
    "git rm": ("rm", frozenset({"--cached", "-n", "--dry-run"})),
    "git mv": ("mv", frozenset({"-n", "--dry-run", "-k"})),
}


def as_program(argv: list[str]) -> list[str] | None:
    """``argv`` as the plain program it acts like (``git rm -q a`` -> ``rm a``), else None."""
    if len(argv) < 2:
        return None
    spec = AS_PROGRAM.get(f"{argv[0].rsplit('/', 1)[-1]} {argv[1]}")
    if spec is None or any(a in spec[1] for a in argv[2:]):
        return None
    return [spec[0], *(a for a in argv[2:] if not a.startswith("-"))]


# ------------------------------------------------------------------ test runs and the tests they count
# A test run's summary counts the tests it collected; the same run over the same files counts them again,
# and an edit that adds test definitions to a file it collects adds that many. Read by :func:`test_run`,
# :func:`tests_counted` and :func:`test_definitions`.

# "program" or "program subcommand" -> the language whose test definitions it collects
TEST_RUNNERS: dict[str, str] = {"pytest": "python", "py.test": "python", "go test": "go", "jest": "js",
                                "vitest": "js", "vitest run": "js", "gotestsum": "go", "rspec": "ruby",
                                "cargo test": "rust", "cargo nextest run": "rust", "mvn test": "java",
                                "mvnw test": "java"}
# runners whose operands name tests, not the files that hold them (`cargo test field::`): a run with one selects
NAME_OPERANDS = frozenset({"rust"})
# options that only change how a run prints, with their value (`gotestsum --format pkgname`)
PRINT_VALUE_OPTIONS = frozenset({"--format", "--tb", "--color", "--durations"})
# options of a test run that only shape what it prints: the same run with or without them counts the same tests
PRINT_OPTIONS = frozenset({"-q", "-qq", "-v", "-vv", "-s", "--quiet", "--verbose", "--no-header", "-B", "--batch-mode",
                           "-ntp", "--no-transfer-progress"})
# language -> (a file of tests: searched in its path, a test definition: one line of it)
TEST_DEFINITIONS: dict[str, tuple[str, str]] = {
    "python": (r"(?:^|/)(?:test_[^/]*|[^/]*_test)\.py$", r"^\s*(?:async\s+)?def test\w*\s*\("),
    "go": (r"_test\.go$", r"^func Test\w*\s*\("),
    "js": (r"\.(?:test|spec)\.[cm]?[jt]sx?$", r"^\s*(?:it|test)\s*\(\s*['\"`]"),
    "ruby": (r"_spec\.rb$", r"^\s*it\s+['\"]"),
    "rust": (r"\.rs$", r"^\s*#\[(?:tokio::)?test\]"),
    "java": (r"(?:^|/)src/test/.*\.(?:java|kt)$", r"^\s*@Test\b"),
}
# what makes one test definition count as more or fewer than one test (parametrized, generated, skipped
# by a condition that may not hold): an edit whose text has one of these is not counted
TEST_MULTIPLIERS = re.compile(r"^\s*@|parametri[sz]e|\.each\b|t\.Run\(|\bdescribe\.|\bit\.|\btest\.", re.MULTILINE)
# a language whose definitions are themselves annotations: only the annotations that make a test run more or
# fewer times (JUnit's parameterized, repeated, dynamic, nested or disabled tests) count as multipliers there
LANGUAGE_MULTIPLIERS: dict[str, re.Pattern[str]] = {
    "java": re.compile(r"@(?:ParameterizedTest|RepeatedTest|TestFactory|TestTemplate|Nested|Disabled|"
                       r"EnabledIf\w*|DisabledIf\w*)\b")}
# a row of a table-driven test's cases (a parametrize list, Go's []struct{...}, a .each table): a literal on its
# own line, ending with a comma; an edit that adds one is not counted either
TEST_CASE_ROW = re.compile(r"^\s*(?:[(\[{]|pytest\.param\().*,\s*$")
# options that select some of the collected tests, or stop early: such a run's count is not the files'
TEST_SELECTING = frozenset({"-k", "-m", "-x", "--lf", "--last-failed", "--ff", "--failed-first", "--sw",
                            "--stepwise", "--exitfirst", "--deselect", "--maxfail", "--ignore", "--ignore-glob",
                            "-p", "-run", "-skip", "-t", "--testNamePattern", "--onlyChanged", "--changed",
                            "--bail", "-failfast", "--collect-only", "--co", "--pdb", "--rootdir", "-c", "-Dtest",
                            "-Dgroups", "-Dit.test", "-pl", "--projects"})
# outcomes a summary line counts ("5 passed, 1 failed in 0.2s", "ok ... 3 passed; 0 failed; 1 ignored"),
# and the words it may add that are not tests; "error" (collection errors) makes the count unreadable
TEST_OUTCOMES = frozenset({"passed", "failed", "skipped", "xfailed", "xpassed", "ignored"})
TEST_ASIDES = frozenset({"warning", "warnings", "deselected", "rerun", "measured", "filtered out"})
_OUTCOME = re.compile(r"(\d+) ([a-z][a-z ]*?)(?=[,;]|$)")
# a runner's line saying it stopped before every test ran (cargo stops at the first failing test binary)
_STOPPED_EARLY = re.compile(r"^error: (?:test failed|\d+ targets? failed)")
# a runner's line of its whole count: gotestsum's "DONE 14 tests in 1.2s", rspec's "15 examples, 0 failures"
# jest's "Tests:  2 failed, 188 passed, 190 total", vitest's "Tests  2 failed | 59 passed (61)", nextest's "Summary [
# 0.41s] 48 tests run: 48 passed" (before it "Starting 48 tests across 3 binaries"), Maven's "Tests run: 48, Failures:
# 0, Errors: 0, Skipped: 0" (its per-class lines end with the class: not the run's)
_TOTAL_LINE = re.compile(r"^(?:DONE (\d+) tests?\b|(\d+) examples?, \d+ failures?\b|Tests:\s+.*?\b(\d+) total$"
                         r"|Tests\s+\d+ [a-z]+(?: \| \d+ [a-z]+)* \((\d+)\)$|Summary \[[^\]]*\]\s+(\d+) tests? run\b"
                         r"|Starting (\d+) tests? across\b"
                         r"|(?:\[\w+\]\s+)?Tests run: (\d+), Failures: \d+, Errors: \d+, Skipped: \d+$)")
_SUMMARY_EDGE = re.compile(r"^[=\s]*(?:test result: \w+\.\s*)?|(?:;\s*finished)?\s+in [\d.]+m?s\b.*$|[=\s]*$")


def test_run(argv: list[str]) -> tuple[str, list[str]] | None:
    """(language, the paths it collects as given: none means its directory) of a command that runs tests
    over whole files; None when it is not one of :data:`TEST_RUNNERS` or selects among the tests."""
    argv = launched(argv)
    argv = [a for i, a in enumerate(argv) if a not in PRINT_VALUE_OPTIONS and (i == 0 or argv[i - 1] not in
                                                                                  PRINT_VALUE_OPTIONS)]
    if not argv or any(a.split("=", 1)[0] in TEST_SELECTING or "::" in a for a in argv[1:]):
        return None
    name = argv[0].rsplit("/", 1)[-1]
    words = [a for a in argv[1:] if not a.startswith("-")]
    # the runner's longest name: "cargo nextest run", "vitest run", "pytest"
    size = next((k for k in (2, 1) if len(words) >= k and " ".join([name, *words[:k]]) in TEST_RUNNERS), 0)
    lang = TEST_RUNNERS.get(" ".join([name, *words[:size]]))
    if lang is None:
        return None
    ops = words[size:]
    if lang in NAME_OPERANDS and ops:
        return None  # a filter on the tests' names
    if any(a.startswith("-") and "=" not in a and a not in PRINT_OPTIONS and a != "--" for a in argv[1:]):
        return None  # an option that may take a value: its operands are not known
    return lang, [o.removesuffix("/...") for o in ops]


def run_key(argv: list[str]) -> str:
    """A test run's command without the options that only shape what it prints (:data:`PRINT_OPTIONS`,
    :data:`PRINT_VALUE_OPTIONS` and their values): ``pytest tests -q --durations=5`` is ``pytest tests``."""
    kept = [a for i, a in enumerate(argv)
            if a not in PRINT_OPTIONS and a.split("=", 1)[0] not in PRINT_VALUE_OPTIONS
            and (i == 0 or argv[i - 1] not in PRINT_VALUE_OPTIONS)]
    return " ".join(kept)


def tests_counted(lines: list[str]) -> int | None:
    """The tests a run's last summary line counts (its outcomes added up), or the sum of its test binaries'
    results (cargo); None when there is none, or it reports errors (tests that were not collected)."""
    if any(_STOPPED_EARLY.match(ln.strip()) for ln in lines):
        return None  # the other test binaries did not run: their tests are not in it
    for line in reversed(lines):
        m = _TOTAL_LINE.match(line.strip())
        if m is not None:
            return int(next(g for g in m.groups() if g))
    results = [ln for ln in lines if ln.strip().startswith("test result:")]
    if len(results) > 1:  # one per test binary (the library, each integration test, the doc tests)
        counts = [tests_counted([ln]) for ln in results]
        return None if any(n is None for n in counts) else sum(n for n in counts if n is not None)
    for line in reversed(lines):
        body = _SUMMARY_EDGE.sub("", line.strip()).strip()
        if not body or not body[0].isdigit():
            continue
        items = [p.strip() for p in re.split(r"[,;]", body) if p.strip()]
        pairs = [_OUTCOME.fullmatch(p) for p in items]
        if not all(pairs) or not any(m[2] in TEST_OUTCOMES for m in pairs if m):
            continue
        if any(m[2] not in TEST_OUTCOMES | TEST_ASIDES for m in pairs if m):
            return None
        return sum(int(m[1]) for m in pairs if m and m[2] in TEST_OUTCOMES)
    return None


# Words of a test run's outcomes as runners write them in their summary (busted's "16 successes / 0 failures / 0
# errors / 0 pending", PHPUnit's "Tests: 40, Assertions: 96", pytest's "5 passed, 1 failed")
SUMMARY_WORDS = TEST_OUTCOMES | TEST_ASIDES | frozenset({
    "success", "successes", "failure", "failures", "error", "errors", "pending", "passing", "failing", "test",
    "tests", "example", "examples", "assertion", "assertions", "todo", "skip", "skips", "broken"})
_SUMMARY_ITEM = re.compile(r"(?:(\d+) ([a-z]+)|([a-z]+): (\d+))", re.IGNORECASE)


def test_summary(lines: list[str]) -> bool:
    """Whether a line of the output is a test run's summary: two outcomes or more counted (``N word`` or
    ``Word: N``, separated by commas, semicolons or slashes), every word one of :data:`SUMMARY_WORDS`."""
    for line in lines:
        body = _SUMMARY_EDGE.sub("", line.strip()).rstrip(".")
        items = [p.strip() for p in re.split(r"[,;/]|\s:\s", body) if p.strip()]
        found = [_SUMMARY_ITEM.fullmatch(p) for p in items]
        words = [(m[2] or m[3]).casefold() for m in found if m]
        if len(words) >= 2 and len(words) >= len(items) - 1 and all(w in SUMMARY_WORDS for w in words):
            return True
    return False


# lines a run prints with one file's (or one test class's) count of tests, whatever it selected: vitest's
# " ✓ src/a.test.ts (11 tests | 1 failed) 9ms", Maven's "Tests run: 12, Failures: 0, Errors: 0, Skipped: 0, Time
# elapsed: 0.04 s -- in com.acme.MoneyTest" (a class: the file of that name)
FILE_COUNT_LINES: tuple[re.Pattern[str], ...] = (
    re.compile(r"^\s*(?:[✓❯×✗↓]\s+)?(?P<file>[\w./@-]+\.(?:test|spec)\.[cm]?[jt]sx?)\s+\((?P<n>\d+) tests?\b[^)]*\)"),
    re.compile(r"^(?:\[\w+\]\s+)?Tests run: (?P<n>\d+), Failures: \d+, Errors: \d+, Skipped: \d+, Time elapsed: "
               r"[^-]*-- in (?P<cls>[\w$]+(?:\.[\w$]+)+)\s*$"),  # a class in a package (TestNG's "TestSuite" is a run)
)
# lines that show a file of tests ran, without its count: jest's "PASS src/a.test.ts (5.2 s)", pytest's verbose
# "tests/test_a.py::test_b PASSED" and its progress "tests/test_a.py ..F.  [ 40%]"
FILE_RUN_LINES: tuple[re.Pattern[str], ...] = (
    re.compile(r"^\s*(?:PASS|FAIL)\s+(?P<file>[\w./@-]+\.(?:test|spec)\.[cm]?[jt]sx?)(?:\s|$)"),
    re.compile(r"^(?P<file>[\w./-]+\.py)::\S+ (?:PASSED|FAILED|ERROR|SKIPPED|XFAIL|XPASS)\b"),
    re.compile(r"^(?P<file>[\w./-]+\.py) [.FEsxX]+\s+\[\s*\d+%\]$"),
)
# a selection of some of one file's tests (Maven's -Dtest=Class#method): its count is not the file's
SOME_OF_A_FILE = re.compile(r"^-Dtest=.*#")


def file_counts(lines: list[str]) -> dict[str, tuple[int | None, str]]:
    """{a file as printed, or ``class:`` and a class's dotted name: (its tests, None where the line shows only that
    it ran; the line)} of a run's output."""
    out: dict[str, tuple[int | None, str]] = {}
    for line in lines:
        for pattern in FILE_COUNT_LINES + FILE_RUN_LINES:
            m = pattern.match(line)
            if m is not None:
                key = m["file"] if "file" in pattern.groupindex else "class:" + m["cls"]
                n = int(m["n"]) if "n" in pattern.groupindex else None
                if n is not None or key not in out:
                    out[key] = (n, line.strip())
                break
    return out


def runs_tests(argv: list[str]) -> bool:
    """Whether a command runs a program of :data:`TEST_RUNNERS` (whatever it selects), not only some tests of a
    file (:data:`SOME_OF_A_FILE`)."""
    argv = launched(argv)
    if not argv or any(SOME_OF_A_FILE.match(a) for a in argv):
        return False
    name = argv[0].rsplit("/", 1)[-1]
    return any(k.split()[0] == name for k in TEST_RUNNERS)


def in_file(key: str, path: str) -> bool:
    """Whether a file count's key (a path, or ``class:`` and a dotted name) is the file at ``path``."""
    if key.startswith("class:"):
        stem = posixpath.splitext(path)[0]
        return stem.endswith("/" + key[6:].split("$", 1)[0].replace(".", "/"))
    return key == path


# a file of code that defines no tests and configures no run: an edit of it changes what tests do, not how many
# a run collects (a file of tests, a fixture file, a runner's or a package's configuration may)
PLAIN_SOURCE = re.compile(r"\.(?:py|[cm]?[jt]sx?|go|java|kt|rb|php|cs|swift|scala|ex|exs|c|h|cc|cpp|hpp)$")
NOT_PLAIN = re.compile(r"(?:^|/)(?:conftest\.py|setup\.py|__init__\.py|[^/]*\.config\.[cm]?[jt]s"
                       r"|[^/]*(?:test|spec)[^/]*|(?:tests?|specs?|__tests__|testing|fixtures?)/.*)$", re.IGNORECASE)


def counts_no_tests(path: str) -> bool:
    """Whether an edit of ``path`` leaves the number of tests every run collects as it was (:data:`PLAIN_SOURCE`
    and not :data:`NOT_PLAIN`)."""
    return bool(PLAIN_SOURCE.search(path)) and not NOT_PLAIN.search(path) and not any(
        re.search(files, path) for files, _ in TEST_DEFINITIONS.values())


def test_definitions(path: str, old: str, new: str) -> tuple[str, int] | None:
    """(language, test definitions added) by an edit of ``path`` that replaced ``old`` with ``new``; None
    when the file holds no tests, or the edit's text may define more or fewer tests than its lines say."""
    for lang, (files, definition) in TEST_DEFINITIONS.items():
        if re.search(files, path):
            multipliers = LANGUAGE_MULTIPLIERS.get(lang, TEST_MULTIPLIERS)
            if multipliers.search(old) or multipliers.search(new):
                return None
            if any(TEST_CASE_ROW.match(ln) for ln in set(new.splitlines()) - set(old.splitlines())):
                return None  # rows added to a table of cases: as many tests more as the table's test makes
            line = re.compile(definition, re.MULTILINE)
            return lang, len(line.findall(new)) - len(line.findall(old))
    return None
