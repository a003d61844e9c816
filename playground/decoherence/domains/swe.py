"""The SWE domain for the fact engine: coding-agent tools (OpenHands' editor and shell, Gemini CLI's file
tools and shell) read as files and their numbered lines.

A file is ``Ref("file", <directory>, <name>)`` as in the terminal binding; its lines are ``line N`` facts
and its whole text ``content``. Editor calls write the file they name (a create or an insert sets the lines
it puts there; an edit sets the lines its new text lands on when the file's text, or the edit's snippet,
says where); views, reads, searches and ``grep -n`` hits read lines; directory views are listings. A shell
command's writes and reads are the terminal binding's, about a screen with no prompt: the working
directory follows ``cd`` and the tool's own report of it, the output is the result less its envelope.
Which tool is which operation, and what only checks, is data (``effects/swe.py``).
"""

from __future__ import annotations

import itertools
import posixpath
import re
from dataclasses import replace
from typing import Any

from playground.decoherence.domains.terminal import (
    PIPE_FILTERS,
    TerminalSession,
    grep_filter,
    output_owners,
    own_lines,
    shaped,
)
from playground.decoherence.effects.shell import command_effect, program_key
from playground.decoherence.effects.swe import (
    ACI,
    CODE_WRITES,
    FAILED,
    MISSING,
    aci_command,
    fenced_call,
    search_replace_blocks,
    OVERWROTE,
    CHECKERS,
    aider_call,
    ONE_SHOT_SHELLS,
    RAW_READERS,
    SUCCEEDED,
    as_program,
    launched,
    command_text,
    patch_files,
    patch_line_counts,
    run_starts,
    checker_dirs,
    only_adds,
    test_definitions,
    run_key,
    test_run,
    counts_no_tests,
    file_counts,
    in_file,
    runs_tests,
    tests_counted,
    tool_call,
)
from playground.decoherence.engine import Reading
from playground.decoherence.engine.model import EVERYTHING, Fact, Listing, Quote, Ref, Selector, Verb, Write
from playground.decoherence.shell import SimpleCommand, parse_line, resolve, typed_commands
from playground.decoherence.views.named_tests import named_tests, selection, short_name
from playground.decoherence.views.pids import job_pid, line_pids, logged_pid, program_name
from playground.decoherence.views.numbered import (
    CLIPPED,
    DIR_HEAD,
    aci_result,
    GLOB_HEAD,
    TREE_HEAD,
    VIEW_HEAD,
    bar_numbered,
    cat_n,
    file_hits,
    final_content,
    result_body,
    one_file_hits,
    window,
    line_hits,
    part_view,
    path_hits,
    path_lines,
    shell_result,
)

VIEW = "swe"
# where the session works: "the repository at /workspace/x", "Repository: /repo", a harness's banner "aider v0.62
# in /home/x", "Claude Code session in /Users/x/app", "the agent is working in /srv/x"
_ROOT_HINT = re.compile(r"(?:\b(?:repository|repo|project|workspace|working directory|cwd|started)\b"
                        r"(?:\s+(?:is|at|in|under))?|\bv\d+(?:\.\d+)+\s+in|\b(?:Code|CLI|session|working|works|running)\s+in)"
                        r"\s*:?\s*(/[\w./-]*\w)", re.IGNORECASE)
_NO_FILE = re.compile(r"(?:^|: )(?:cannot access |can't open file )?['\"]?(?P<p>[^'\":\s][^'\":]*?)['\"]?: "
                      r"(?:\[Errno 2\] )?No such file or directory"
                      r"|^ERROR: file (?:or directory )?not found: (?P<q>\S+)$")  # pytest's
# an interpreter that says it cannot open its script ran nothing
_NOT_RUN = re.compile(r"can't open file ['\"](?P<p>[^'\"]+)['\"]: \[Errno 2\]|"
                      r"Cannot find module ['\"](?P<m>[^'\"]+)['\"]")
_QUIET_REDIRECT = re.compile(r"^(?:/dev/null|&\d|\d)$")
# what a checking run writes (caches, build output): no source a test run collects
_CACHES = frozenset(d for dirs in CHECKERS.values() for d in dirs)
UNNAMED_ROOT = "/(project)"  # where relative paths are while the session has not said where it works
TESTS = "test run"  # a test command run in a directory: its attribute "tests" is how many it counted
TEST_FILE = "test file"  # a file of tests (or a test class), keyed by its path: "tests" is how many runs counted in it
TEST_NAMES = Selector(kind="test")  # the tests runs named, by selection (scope) and name
_FOUND_FILES = re.compile(r"^Found \d+ matches for .+ in /\S*:$")  # SWE-agent's find_file
PROCESSES = Selector(kind="process")  # processes commands left running, by name
STOPS_PROCESSES = frozenset({"kill", "pkill", "killall", "fuser", "systemctl", "service", "docker", "supervisorctl"})
_IDLE = frozenset({"sleep", "cd", "true", ":", "wait"})  # commands that print nothing and change no process
_LOG_READERS = frozenset({"cat", "tail", "head", "grep", "less"})


def _lines_of(text: str) -> list[str]:
    lines = [ln.rstrip() for ln in text.split("\n")]
    return lines[:-1] if text.endswith("\n") else lines


def _content_written(q: Quote) -> list[Write]:
    """What any edit of a file's text may change besides the file: outputs read before (a test run's
    result) and settings read from files."""
    return [Write(Selector(kind="output"), "touch", q), Write(Selector(kind="setting"), "touch", q)]


def _lines_above(first: int) -> frozenset[str]:
    """The lines above an edit that starts at line ``first``: an edit there leaves them as they were."""
    return frozenset(f"line {i}" for i in range(1, first))


def _squeezed(lines: list[str]) -> list[str]:
    """A text's lines without blank ones and with spaces collapsed: what a formatter leaves alike."""
    return [" ".join(t.split()) for t in lines if t.strip()]


def _every_line(lines: list[str]) -> list[tuple[str, str]]:
    """Each line of a file whose whole text an edit leaves known, as the value the edit gave it."""
    return [(f"line {k}", t) for k, t in enumerate(lines, 1)]


# what a tool says when it made a new file, and when it wrote over one ("File created successfully at: ...",
# "Successfully created and wrote to new file: ...", "Successfully overwrote file: ...")
_MADE = re.compile(r"(?i)\bcreated\b|\bnew file\b")
_OVERWROTE = re.compile(r"(?i)overwr|\bupdated\b|\breplaced\b")

class SweSession:
    """Where the shell is, and the whole text of the files the session knows (to place an edit's lines)."""

    def __init__(self) -> None:
        self.sh = TerminalSession()
        self.sh.home = "/root"
        self.root: str | None = None
        self.known: dict[Ref, list[str]] = {}
        # test run -> (tests it counted when last read, language, the paths it collects, tests added since)
        self.runs: dict[Ref, tuple[int, str, tuple[str, ...], int]] = {}
        # a test file (its path, or ``class:`` and a dotted name) -> the tests runs counted in it, plus those added
        # since
        self.file_tests: dict[str, tuple[int, str]] = {}  # (the count, the directory the run that read it ran in)
        self.tests: dict[str, frozenset[str]] = {}  # a test selection (its directory and key) -> the names it printed
        self.edited: frozenset[str] = frozenset()  # the words edits of files have held (a test's name they made)
        self.servers: dict[str, str] = {}  # a log file a background process writes -> the process's name
        self.logged: dict[str, frozenset[str]] = {}  # a server's log file -> the lines read of it so far
        # files' line counts as last read (`wc -l`, an editor's "of N lines"), or as an edit of known size left them
        self.counts: dict[Ref, int] = {}

    def seed(self, state: str | None) -> None:
        self._root_from(state or "")

    @property
    def home(self) -> str | None:
        return self.sh.home

    def file_texts(self) -> dict[Ref, str]:
        """The whole text of each file the session knows line by line (for agents' file rules)."""
        return {ref: "\n".join(lines) for ref, lines in self.known.items()}

    def seed_task(self, text: str) -> None:
        if self.root is None:
            self._root_from(text)

    def _root_from(self, text: str) -> None:
        m = _ROOT_HINT.search(text)
        if m:
            self.root = posixpath.normpath(m.group(1))
            self.sh.cwd = self.root

    def snapshot(self) -> Any:
        return (self.sh.snapshot(), self.root, dict(self.known), dict(self.runs), dict(self.tests), self.edited,
                dict(self.servers), dict(self.logged), dict(self.file_tests), dict(self.counts))

    def restore(self, saved: Any) -> None:
        sh, self.root, known, runs, tests, self.edited, servers, logged, file_tests, counts = saved
        self.counts = dict(counts)
        self.file_tests = dict(file_tests)
        self.servers, self.logged = dict(servers), dict(logged)
        self.tests = dict(tests)
        self.sh.restore(sh)
        self.known = dict(known)
        self.runs = dict(runs)

    # ------------------------------------------------------------------ one step

    def step(self, step: int, action: Any, observation: str) -> tuple[list[Write], Reading]:
        writes, reading = self._step(step, action, observation)
        call = tool_call(action)
        if call is None or call[0] != "shell":  # an editor's write may leave a change unstaged
            self.sh.note_file_writes(writes)
        if call is None or call[0] != "shell" or patch_files(call[2].get("command")) is not None:
            self.sh.note_edits(step, writes)  # an editor's or a patch tool's: each file it wrote has the time of then
        writes, reading = self._tests(step, call, observation, writes, reading)
        # a shell call's command line, read once for the two readers below
        op, _, args = call if call is not None else ("", "", {})
        text = command_text(args.get("command")) if op == "shell" else None
        cmds = (parse_line(text.replace("\\\n", " ")) or []) if text else []
        out = shell_result(observation).output if text else []
        # a run that says when it started reads the clock (on the time-of-day scale: no date, no zone)
        reading.clocks += [(minutes, Quote(step, VIEW, line), "day") for minutes, line in run_starts(out)]
        writes, reading = self._test_names(step, action, cmds, out, observation, writes, reading)
        writes, reading = self._processes(step, text or "", cmds, out, writes, reading)
        self._follow_counts(writes, reading)
        return writes, reading

    def _follow_counts(self, writes: list[Write], reading: Reading) -> None:
        """Keep the line counts an edit set or a read stated; forget those a write may have changed otherwise (a
        write that only adds files changes none)."""
        for w in writes:
            said = dict(w.sets).get("lines")
            if said is not None and w.selector.exact is not None:
                self.counts[w.selector.exact] = int(said)
            elif not w.adds and "lines" not in w.keeps:
                for ref in [r for r in self.counts if w.selector.covers(r)]:
                    del self.counts[ref]
        for f in reading.facts:
            if f.attr == "lines" and f.cls == "state" and f.value.isdigit():
                self.counts[f.ref] = int(f.value)

    def _counted(self, ref: Ref, delta: int | None) -> tuple[tuple[str, str], ...]:
        """What an edit that adds ``delta`` lines (removes, below 0) sets of a file whose line count is known: the
        count it leaves (nothing when either is unknown)."""
        before = self.counts.get(ref)
        return () if before is None or delta is None else (("lines", str(before + delta)),)

    def _processes(self, step: int, text: str, cmds: list[SimpleCommand], out: list[str],
                   writes: list[Write], reading: Reading) -> tuple[list[Write], Reading]:
        """A process a command left running (:mod:`views.pids`): its id as the job line says it, as the log it
        writes says it (its lines not read before) and as process tables show it under its name; a kill may end
        it, and starting it again gives it another id."""
        cmds = [c for c in cmds if c.argv and c.name not in _IDLE]
        if not cmds:
            return writes, reading
        q = Quote(step, VIEW, text[:200])
        if any(program_name(c.name) in STOPS_PROCESSES for c in cmds):
            writes = writes + [Write(PROCESSES, "touch", q)]
        started = [c for c in cmds if c.background and c.argv]
        if len(started) == 1:
            c = started[0]
            name = program_name(launched(c.argv)[0] if launched(c.argv) else c.name)
            ref = Ref("process", "", name)
            writes = writes + [Write(Selector.of(ref), "touch", q)]  # another process of that name
            logs = [p for op_, target in c.redirects if op_ in (">", ">>", "&>", "&>>")
                    and (p := resolve(target, self.sh.cwd or self.root or UNNAMED_ROOT, self.sh.home))]
            for log in logs:
                self.servers[log] = name
                self.logged[log] = frozenset()
            if (pid := job_pid(out)) is not None:
                reading.facts.append(Fact(ref, "pid", pid, "identity", Quote(step, VIEW, f"[job] {pid}")))
            return writes, reading
        # each process table finds itself in the output (its header, its `users:((...))`), so a line of several
        # commands (`sleep 1; ps ...; ss -ltnp | grep x`) or a filter after the table is read too
        for name, pids in line_pids((c.argv for c in cmds), out).items():
            if len(pids) == 1 and name in self.servers.values():
                pid = next(iter(pids))
                reading.facts.append(Fact(Ref("process", "", name), "pid", pid, "identity", Quote(step, VIEW, pid)))
        if len(cmds) != 1:
            return writes, reading
        c = cmds[0]
        if program_name(c.name) in _LOG_READERS:
            for operand in c.args:
                path = resolve(operand, self.sh.cwd or self.root or UNNAMED_ROOT, self.sh.home)
                if path in self.servers:
                    new = [ln for ln in out if ln not in self.logged[path]]
                    self.logged[path] = self.logged[path] | frozenset(out)
                    if (pid := logged_pid(new)) is not None:
                        reading.facts.append(Fact(Ref("process", "", self.servers[path]), "pid", pid, "identity",
                                                  Quote(step, VIEW, f"{path}: pid {pid}")))
        return writes, reading

    def _test_names(self, step: int, action: Any, cmds: list[SimpleCommand], out: list[str], observation: str,
                    writes: list[Write], reading: Reading) -> tuple[list[Write], Reading]:
        """The tests a run names (:mod:`views.named_tests`), by what it selected; an edit changes the names of the
        tests its text mentions, anything else that may change test files any of them."""
        q = Quote(step, VIEW, observation.strip()[:240])
        said = frozenset(re.findall(r"\w+", str(action)))
        if any(w.verb in ("update", "create") and w.selector.kind == "file" for w in writes):
            self.edited |= said  # a test it defines may show from now on
        if self.tests:
            whole = any(w.verb != "update" or w.selector.exact is None for w in writes
                        if w.selector.kind in (None, "file") and self._reaches_sources(w))
            if whole:
                writes = writes + [Write(TEST_NAMES, "touch", q)]
            elif any(w.verb == "update" and w.selector.kind == "file" for w in writes):
                writes = writes + [Write(Selector.of(Ref("test", scope, n)), "touch", q)
                                   for scope, names in self.tests.items() for n in sorted(names)
                                   if short_name(n) in said]
        keys = [k for c in cmds if c.argv and (k := selection(launched(c.argv))) is not None]
        if len(keys) != 1:
            return writes, reading
        names, complete = named_tests(out)
        if not names:
            return writes, reading
        scope = f"{self.sh.cwd or self.root or UNNAMED_ROOT} :: {keys[0]}"
        self.tests[scope] = self.tests.get(scope, frozenset()) | frozenset(names)
        # a test whose name an edit wrote (one it added or renamed) may be new to this selection
        writes = writes + [Write(Selector.of(Ref("test", scope, n)), "touch", q) for n in names
                           if short_name(n) in self.edited]
        reading.facts += [Fact(Ref("test", scope, n), "exists", "present", "exists", Quote(step, VIEW, n))
                          for n in names]
        if complete:
            reading.listings.append(Listing("test", scope, frozenset(names), complete=True,
                                            quote=Quote(step, VIEW, f"{keys[0]}: {len(names)} tests")))
        return writes, reading

    def _step(self, step: int, action: Any, observation: str) -> tuple[list[Write], Reading]:
        action = aci_command(action) or action  # an ACI command called as a function: the command itself
        call = tool_call(action)
        if call is None and isinstance(action, str) and aci_result(observation):  # its fence taken off
            call = fenced_call(f"```\n{action.strip()}\n```")
        if call is None and isinstance(action, str) and "Applied edit to " in observation:
            call = aider_call(observation)  # a request to Aider: the edits are in its reply
        if call is None:
            return [Write(EVERYTHING, "touch", Quote(step, VIEW, str(action)[:200]))], Reading()
        op, tool, args = call
        observation = result_body(observation)
        if op == "none":
            return [], Reading()
        if op == "shell":
            return self._shell(step, tool, args, observation)
        q = Quote(step, VIEW, observation.strip()[:240])
        if op == "edits":
            return self._aider(step, args["edits"], observation, q)
        if isinstance(action, str) and tool in ACI:  # SWE-agent's interface: what it shows is about the file it names
            return self._aci(step, op, args, observation, q)
        if op == "glob":
            return [], self._glob(step, observation)
        if op == "search":
            return [], self._search(step, args.get("path"), observation)
        ref = self._file(args.get("path"))
        if ref is None:  # a file the binding cannot place: any file may have changed
            return ([] if op in ("view", "list") else [Write(Selector(kind="file"), "touch", q),
                                                      Write(Selector(kind="output"), "touch", q)]), Reading()
        if op in ("view", "list"):
            reading = self._view(step, tool, ref, args.get("range"), observation)
            if op == "list" and not reading.facts and not reading.listings:
                reading = self._paths(step, observation, ref)  # one path per line (Cline's list_files)
            return [], reading
        failed = bool(FAILED.search(observation)) and not SUCCEEDED.search(observation)
        if failed:
            return [], Reading()
        edited = _content_written(q)
        if op == "blocks" and isinstance(args.get("diff"), str):
            return self._blocks(step, ref, search_replace_blocks(args["diff"]), observation, edited)
        if op == "create" and isinstance(args.get("content"), str):
            lines = _lines_of(args["content"])
            self.known[ref] = lines
            sets = (("content", args["content"].strip("\n")), *((f"line {i}", t) for i, t in enumerate(lines, 1)))
            # a file written over was there before: its text changes, nothing is added to its directory
            verb: Verb = "update" if OVERWROTE.search(observation) else "create"
            return [Write(Selector.of(ref), verb, q, sets), *edited], self._final(step, final_content(observation))
        if op == "insert" and isinstance(args.get("new"), str) and isinstance(args.get("line"), int):
            return self._insert(step, ref, args["line"], args["new"], observation, edited)
        if op == "str_replace" and isinstance(args.get("old"), str) and isinstance(args.get("new"), str):
            return self._replace(step, ref, args["old"], args["new"], args.get("count"), observation, edited)
        self.known.pop(ref, None)  # undone, or an edit not understood
        return [Write(Selector.of(ref), "update", q), *edited], Reading()

    def _aci(self, step: int, op: str, args: dict[str, Any], observation: str,
             q: Quote) -> tuple[list[Write], Reading]:
        """SWE-agent's editor commands: a view or a create shows the file's window; an edit of lines A-B
        of the file its window names sets the lines its text lands on, then the window reads the file."""
        cwd = shell_result(observation).cwd
        if cwd:
            self.sh.cwd = posixpath.normpath(cwd)
        if op == "glob":  # find_file: "Found 6 matches for "*.py" in /repo/pkg:", then the paths
            body = [ln.strip() for ln in observation.split("\n")]
            if not body or not _FOUND_FILES.match(body[0]):
                return [], Reading()
            return [], self._present(step, list(itertools.takewhile(lambda ln: ln.startswith("/"), body[1:])))
        if op == "search":
            hits = one_file_hits(observation.split("\n"))
            ref = self._file(hits[0]) if hits else None
            return [], Reading(facts=[Fact(ref, f"line {n}", t, "state", Quote(step, VIEW, f"Line {n}:{t}"))
                                      for n, t in hits[1]] if hits and ref else [])
        win = window(observation)
        ref = self._file(win.path) if win else None
        if win is None or ref is None or (FAILED.search(observation) and not SUCCEEDED.search(observation)):
            if op in ("create", "edit_lines") and not FAILED.search(observation):
                return [Write(Selector(kind="file"), "touch", q), Write(Selector(kind="output"), "touch", q)], Reading()
            return [], Reading()
        wq = Quote(step, VIEW, f"[File: {win.path} ({win.total} lines total)]")
        reading = Reading(facts=[Fact(ref, "exists", "present", "exists", wq),
                                 Fact(ref, "lines", str(win.total), "state", wq),
                                 *(Fact(ref, f"line {n}", t, "state", Quote(step, VIEW, f"{n}:{t}"))
                                   for n, t in win.lines)])
        edited = _content_written(q)
        writes: list[Write] = []
        if op == "create":
            writes = [Write(Selector.of(ref), "create", q, (("line 1", ""),)), *edited]
        elif op == "edit_lines":
            a, b = args["range"]
            new = _lines_of(args["new"] + "\n")
            known = self.known.pop(ref, None)
            if known is not None and 1 <= a <= b <= len(known):
                self.known[ref] = known[:a - 1] + new + known[b:]
                sets = _every_line(self.known[ref])
            else:
                sets = [(f"line {a + i}", t) for i, t in enumerate(new)]
            same = frozenset({"lines"}) if len(new) == b - a + 1 else frozenset()
            writes = [Write(Selector.of(ref), "update", q, tuple(sets), keeps=same), *edited]
        if win.whole:
            self.known[ref] = [t for _, t in win.lines]
        return writes, reading

    # ------------------------------------------------------------------ test runs

    def _tests(self, step: int, call: tuple[str, str, dict[str, Any]] | None, observation: str,
               writes: list[Write], reading: Reading) -> tuple[list[Write], Reading]:
        """A test run reads how many tests it counted; an edit that adds test definitions to files a run
        collects sets what the run counts next; any other change to the files leaves it unknown."""
        op, _, args = call if call is not None else ("", "", {})
        q = Quote(step, VIEW, observation.strip()[:240])
        counted = self._file_counts(step, args.get("command"), observation) if op == "shell" else []
        reading.facts += counted
        run = self._test_run(args.get("command")) if op == "shell" else None
        if run is not None:
            tested, lang, scopes = run
            out = shell_result(observation).output
            n = tests_counted(out)
            self.runs.pop(tested, None)
            if n is not None:
                line = next((ln for ln in reversed(out) if str(n) in ln or "passed" in ln), "")
                reading.facts.append(Fact(tested, "tests", str(n), "state", Quote(step, VIEW, line.strip())))
                self.runs[tested] = (n, lang, scopes, 0)
            return writes, reading
        path = args.get("path")
        # a new file's text: the tool says it made the file (not that it overwrote one)
        made = op == "create" and isinstance(args.get("content"), str) and bool(_MADE.search(observation)) \
            and not _OVERWROTE.search(observation)
        ref = self._file(path) if op in ("insert", "str_replace", "blocks") or made else None
        edit = None
        if ref is not None and not made and counts_no_tests(posixpath.join(ref.scope, ref.key)):
            return writes, reading  # an edit of plain code: every run collects what it did
        if ref is not None and any(w.verb in ("update", "create") and w.selector.covers(ref) for w in writes):
            full = posixpath.join(ref.scope, ref.key)
            pairs = search_replace_blocks(args["diff"]) if op == "blocks" and isinstance(args.get("diff"), str) \
                else [("", str(args["content"]))] if made \
                else [("" if op == "insert" else str(args.get("old", "")), str(args.get("new", "")))]
            parts = [test_definitions(full, old, new) for old, new in pairs]  # each SEARCH/REPLACE block, added up
            known = [p for p in parts if p is not None]
            if known and len(known) == len(parts) and len({lang for lang, _ in known}) == 1:
                edit = (known[0][0], sum(n for _, n in known))
            writes += self._file_tests_edited(full, edit[1] if edit else None, q)
        elif not any(self._reaches_sources(w) for w in writes):
            return writes, reading
        elif not counted:  # (a test run's own writes, its build, define no tests)
            writes += self._file_tests_edited(None, None, q)
        for r, (n, lang, scopes, added) in list(self.runs.items()):
            if edit is not None and edit[0] == lang and ref is not None:
                full = posixpath.join(ref.scope, ref.key)
                if any(_collects(s, full) for s in scopes):
                    self.runs[r] = (n, lang, scopes, added + edit[1])
                    writes.append(Write(Selector.of(r), "update", q, (("tests", str(n + added + edit[1])),)))
                continue  # a test file the run does not collect
            del self.runs[r]
            writes.append(Write(Selector.of(r), "touch", q))
        return writes, reading

    def _file_counts(self, step: int, command: object, observation: str) -> list[Fact]:
        """The tests a run counted in each file (its per-file lines), as facts of the files; a file it ran is there."""
        where = self.sh.cwd or self.root or UNNAMED_ROOT
        if not isinstance(command, str):
            return []
        cmds = parse_line(command.replace("\\\n", " ")) or []
        if sum(1 for c in cmds if c.argv and runs_tests(c.argv)) != 1:
            return []
        facts = []
        for key, (n, line) in file_counts(shell_result(observation).output).items():
            q = Quote(step, VIEW, line)
            if not key.startswith("class:"):
                full = resolve(key, where, self.sh.home)
                if full is None:
                    continue
                key = full
                facts.append(Fact(Ref("file", posixpath.dirname(full), posixpath.basename(full)), "exists", "present",
                                  "exists", q))
            if n is not None:
                self.file_tests[key] = (n, where)
                facts.append(Fact(_test_file(key, where), "tests", str(n), "state", q))
        return facts

    def _file_tests_edited(self, path: str | None, added: int | None, q: Quote) -> list[Write]:
        """An edit of the file at ``path`` that added ``added`` test definitions (None: unknown) changes its count;
        a write of unknown reach (``path`` None) may change any file's."""
        out = []
        for key, (n, where) in list(self.file_tests.items()):
            if path is not None and not in_file(key, path):
                continue
            ref = Selector.of(_test_file(key, where))
            if added is None:
                del self.file_tests[key]
                out.append(Write(ref, "touch", q))
            else:
                self.file_tests[key] = (n + added, where)
                out.append(Write(ref, "update", q, (("tests", str(n + added)),)))
        return out

    def _test_run(self, command: object) -> tuple[Ref, str, tuple[str, ...]] | None:
        """(the run, its language, the paths it collects) of a command that runs tests over whole files."""
        where = self.sh.cwd or self.root or UNNAMED_ROOT  # a harness runs commands in the project
        if not isinstance(command, str):
            return None
        cmds = parse_line(command.replace("\\\n", " ")) or []
        runs = [(c, t) for c in cmds if c.argv and (t := test_run(c.argv)) is not None]
        if len(runs) != 1 or any(c.background for c in cmds):
            return None
        c, (lang, ops) = runs[0]
        scopes = tuple(p for o in ops if (p := resolve(o, where, self.sh.home)) is not None) or (where,)
        return Ref(TESTS, where, run_key(c.argv)), lang, scopes

    def _reaches_sources(self, w: Write) -> bool:
        """Whether a write may change what a test run collects (not only caches a check writes)."""
        s = w.selector
        if s.kind not in (None, "file", "package"):
            return False
        return not (s.kind == "file" and s.prefix and s.scope and posixpath.basename(s.scope) in _CACHES)

    def _file(self, path: object) -> Ref | None:
        if not isinstance(path, str):
            return None
        # a path from a project the session never named (an Aider chat): the same file every time it is named
        full = resolve(path, self.sh.cwd or self.root or UNNAMED_ROOT, self.sh.home)
        if full is None or full == "/":
            return None
        return Ref("file", posixpath.dirname(full), posixpath.basename(full))

    # ------------------------------------------------------------------ edits

    def _snippet(self, step: int, ref: Ref, observation: str) -> list[tuple[int, str]]:
        """The numbered lines an edit's result shows (the file after the edit)."""
        lines = observation.split("\n")
        at = next((i for i, ln in enumerate(lines) if "cat -n" in ln), None)
        return (cat_n(lines[at + 1:]) or []) if at is not None else []

    def _edited(self, step: int, ref: Ref, sets: list[tuple[str, str]], observation: str,
                edited: list[Write], keeps: frozenset[str] = frozenset(),
                shown: list[tuple[int, str]] | None = None, delta: int | None = None) -> tuple[list[Write], Reading]:
        q = Quote(step, VIEW, observation.strip()[:240])
        shown = self._snippet(step, ref, observation) if shown is None else shown  # (the caller's, read once)
        facts = [Fact(ref, f"line {n}", t, "state", Quote(step, VIEW, f"{n}\t{t}")) for n, t in shown]
        counted = self._counted(ref, delta) if "lines" not in keeps else ()
        return [Write(Selector.of(ref), "update", q, (*sets, *counted), keeps=keeps), *edited], Reading(facts=facts)

    def _blocks(self, step: int, ref: Ref, blocks: list[tuple[str, str]], observation: str,
                edited: list[Write]) -> tuple[list[Write], Reading]:
        """SEARCH/REPLACE blocks applied in order to a file whose whole text is known set every line of it;
        a result that shows the whole new text is read as the file."""
        q = Quote(step, VIEW, observation.strip()[:240])
        known = self.known.pop(ref, None)
        final = final_content(observation)
        sets: list[tuple[str, str]] = []
        if known is not None and blocks:
            text = "\n".join(known)
            for old, new in blocks:
                o = "\n".join(ln.rstrip() for ln in old.split("\n"))
                if not o or text.count(o) != 1:
                    break
                text = text.replace(o, "\n".join(ln.rstrip() for ln in new.split("\n")), 1)
            else:
                lines = text.split("\n")
                if final is not None and self._file(final[0]) == ref and _squeezed(final[1]) == _squeezed(lines):
                    lines = final[1]  # the tool's formatting of the same text (a blank line dropped): what is saved
                self.known[ref] = lines
                sets = _every_line(lines)
        return [Write(Selector.of(ref), "update", q, tuple(sets)), *edited], self._final(step, final)

    def _aider(self, step: int, edits: list[tuple[str, str, str]], observation: str,
               q: Quote) -> tuple[list[Write], Reading]:
        """A reply's SEARCH/REPLACE edits, file by file (none when the result says they did not apply)."""
        if FAILED.search(observation):
            return [], Reading()
        # Aider commits each edit it applies: a new commit on top, no existing commit gets another hash
        edited = _content_written(q)
        by_file: dict[Ref, list[tuple[str, str]]] = {}
        for path, old, new in edits:
            ref = self._file(path)
            if ref is None:
                return [Write(Selector(kind="file"), "touch", q), *edited], Reading()
            by_file.setdefault(ref, []).append((old, new))
        writes: list[Write] = []
        for ref, blocks in by_file.items():
            if len(blocks) == 1 and not blocks[0][0].strip() and ref not in self.known:
                # an empty SEARCH makes a new file of the REPLACE text (Aider appends it to a file that is there)
                self.known[ref] = _lines_of(blocks[0][1] if blocks[0][1].endswith("\n") else blocks[0][1] + "\n")
                writes.append(Write(Selector.of(ref), "create", q, tuple(_every_line(self.known[ref]))))
                continue
            writes += self._blocks(step, ref, blocks, "", [])[0]
        return writes + edited, Reading()

    def _final(self, step: int, final: tuple[str, list[str]] | None) -> Reading:
        """A write's result that shows the file's whole new text (views/numbered.py final_content): the file."""
        ref = self._file(final[0]) if final is not None else None
        if final is None or ref is None:
            return Reading()
        self.known[ref] = final[1]
        return Reading(facts=[Fact(ref, "exists", "present", "exists", Quote(step, VIEW, final[0])),
                              *(Fact(ref, f"line {n}", t, "state", Quote(step, VIEW, f"{n}\t{t}"))
                                for n, t in enumerate(final[1], 1))])

    def _insert(self, step: int, ref: Ref, after: int, text: str, observation: str,
                edited: list[Write]) -> tuple[list[Write], Reading]:
        new = _lines_of(text if text.endswith("\n") else text + "\n")
        # a text that starts with blank lines, which the edit's own snippet shows landing without them: editors
        # differ on a leading newline, and the snippet says what this one did
        lead = next((i for i, t in enumerate(new) if t.strip()), len(new))
        shown = self._snippet(step, ref, observation)
        if 0 < lead < len(new) and dict(shown).get(after + 1, "").strip() == new[lead].strip():
            new = new[lead:]
        known = self.known.pop(ref, None)
        if known is not None and 0 <= after <= len(known):
            self.known[ref] = known[:after] + new + known[after:]
            sets = _every_line(self.known[ref])  # the lines below moved down: every line's text is known
        else:
            sets = [(f"line {after + i}", t) for i, t in enumerate(new, 1)] if after >= 0 else []
        return self._edited(step, ref, sets, observation, edited, shown=shown, delta=len(new))

    def _replace(self, step: int, ref: Ref, old: str, new: str, count: object, observation: str,
                 edited: list[Write]) -> tuple[list[Write], Reading]:
        known = self.known.pop(ref, None)
        o = "\n".join(ln.rstrip() for ln in old.split("\n"))
        n = "\n".join(ln.rstrip() for ln in new.split("\n"))
        sets: list[tuple[str, str]] = []
        above = 0  # the edit's first line, when the snippet shows where it landed: the lines above it stay
        if known is not None and o and count in (None, 1):
            text = "\n".join(known)
            if text.count(o) == 1:
                after = text.replace(o, n, 1).split("\n")
                self.known[ref] = after
                # the whole text after the edit is known: every line is set, the ones it shifted too
                sets = _every_line(after)
        elif n.strip() and count in (None, 1):
            # the edit's snippet shows where the new text landed: lines holding it, once each
            shown = self._snippet(step, ref, observation)
            want = [ln.strip() for ln in n.split("\n")]
            texts = [t for _, t in shown]
            starts = [i for i in range(len(texts) - len(want) + 1)
                      if all(w in texts[i + j] for j, w in enumerate(want)) and (len(want) > 1 or want[0])]
            if len(starts) == 1:
                sets = [(f"line {shown[starts[0] + j][0]}", texts[starts[0] + j]) for j in range(len(want))]
                above = shown[starts[0]][0]
        # text replaced by as many lines (each time it is replaced) leaves the file's line count as it was
        same = frozenset({"lines"}) if o.count("\n") == n.count("\n") else frozenset()
        delta = n.count("\n") - o.count("\n") if o and count in (None, 1) else None
        return self._edited(step, ref, sets, observation, edited, same | _lines_above(above), delta=delta)

    # ------------------------------------------------------------------ reads

    def _view(self, step: int, tool: str, ref: Ref, rng: object, observation: str) -> Reading:
        lines = observation.split("\n")
        head = lines[0].strip() if lines else ""
        q = Quote(step, VIEW, head)
        tree = TREE_HEAD.match(head)
        listing = DIR_HEAD.match(head)
        if tree is not None or listing is not None:
            depth = int(tree["depth"]) if tree is not None else 1
            hidden = tree is not None and not tree["hidden"]
            complete = not re.search(r"ignored|truncated|clipped|\.\.\.", observation, re.IGNORECASE)
            return self._tree(step, ref, lines[1:], depth, hidden, complete, q)
        counted: list[Fact] = []
        if tool in RAW_READERS:
            if MISSING.search(head) or FAILED.search(head):
                return self._absent(ref, q) if MISSING.search(head) else Reading()
            body = lines[:-1] if lines and not lines[-1].strip() else lines
            start = rng[0] if isinstance(rng, list) and rng and isinstance(rng[0], int) else 1
            whole = start == 1 and rng is None
            part = part_view(body)
            if part is not None:  # the notice is not the file's text; its status says where the text starts
                start, at, total = part
                body, whole = body[at:], False
                if total is not None:  # "of 171 total lines": the file's line count, as `wc -l` reads it
                    counted = [Fact(ref, "lines", str(total), "state", q)]
            numbered = bar_numbered(body) or [(start + i, ln.rstrip()) for i, ln in enumerate(body)]
        else:
            v = VIEW_HEAD.match(head)
            numbered = cat_n(lines[1:] if v else lines) or []
            if not numbered:
                return self._absent(ref, q) if MISSING.search("\n".join(lines[:2])) else Reading()
            whole = rng is None and numbered[0][0] == 1 and not CLIPPED.search(observation)
        if not numbered:
            return Reading()
        if whole:
            self.known[ref] = [t for _, t in numbered]
        return Reading(facts=[Fact(ref, "exists", "present", "exists", q), *counted,
                              *(Fact(ref, f"line {n}", t, "state", Quote(step, VIEW, f"{n}\t{t}"))
                                for n, t in numbered)])

    def _absent(self, ref: Ref, q: Quote) -> Reading:
        return Reading(facts=[Fact(ref, "exists", "absent", "exists", q)])

    def _tree(self, step: int, ref: Ref, body: list[str], depth: int, hidden: bool, complete: bool,
              q: Quote) -> Reading:
        base = posixpath.join(ref.scope, ref.key)
        entries = path_lines(body)
        if entries is None:
            return Reading()
        members: dict[str, set[str]] = {base: set()}
        dirs: set[str] = set()
        r = Reading()
        for p, is_dir in entries:
            full = posixpath.normpath(p if p.startswith("/") else posixpath.join(base, p))
            if full == base:
                continue
            if not full.startswith(base.rstrip("/") + "/") or full[len(base):].count("/") > depth:
                return Reading()  # not this directory's tree
            parent = posixpath.dirname(full)
            members.setdefault(parent, set()).add(posixpath.basename(full))
            if is_dir and parent == base:
                dirs.add(full)
                members.setdefault(full, set())
            r.facts.append(Fact(Ref("file", parent, posixpath.basename(full)), "exists", "present", "exists", q))
        for d, names in members.items():
            if d == base or (d in dirs and depth >= 2):
                r.listings.append(Listing("file", d, frozenset(names), complete=complete, quote=q,
                                          shows_hidden=hidden))
        return r

    def _glob(self, step: int, observation: str) -> Reading:
        """The files a glob matched: under Gemini's header ("Found 3 file(s) matching ..."), or (Claude Code's
        Glob) one absolute path per line and nothing else."""
        lines = [ln.strip() for ln in observation.split("\n") if ln.strip()]
        if lines and GLOB_HEAD.match(lines[0]):
            return self._present(step, [ln for ln in lines[1:] if ln.startswith("/")])
        if lines and all(ln.startswith("/") and " " not in ln for ln in lines):
            return self._present(step, lines)
        return Reading()

    def _paths(self, step: int, observation: str, listed: Ref) -> Reading:
        """A listing of one path per line: each file it names is there. The paths are from the directory
        listed (Cline prints ``path.relative(listed, file)``), or from where the shell is when every one
        starts with the listed directory's path from there."""
        found = [(p, d) for p, d in path_lines([ln for ln in observation.split("\n") if ln.strip()]) or []
                 if " " not in p]  # not a sentence
        top = posixpath.join(listed.scope, listed.key)
        here = self.sh.cwd or self.root
        if here is not None and top.startswith(here.rstrip("/") + "/"):
            rel = top[len(here.rstrip("/")) + 1:] + "/"
            if found and all(p.startswith(rel) for p, _d in found):
                found = [(p[len(rel):], d) for p, d in found]  # written from the shell's directory
        r = self._present(step, [posixpath.join(top, p) for p, is_dir in found if not is_dir])
        if found:
            # the listed directory's own entries, all of them unless the tool says it cut the list (it leaves
            # out hidden and ignored folders: a hidden name is not judged)
            names = frozenset(p.split("/", 1)[0] for p, _d in found)
            r.listings.append(Listing("file", top, names, complete="truncated" not in observation.casefold(),
                                      quote=Quote(step, VIEW, f"{top}: {len(names)} entries"), shows_hidden=False))
        return r

    def _present(self, step: int, paths: list[str]) -> Reading:
        """Each file a listing names (absolute, or from where the shell is) is there."""
        refs = [r for p in paths if (r := self._file(p)) is not None]
        return Reading(facts=[Fact(r, "exists", "present", "exists", Quote(step, VIEW, posixpath.join(r.scope, r.key)))
                              for r in refs])

    def _search(self, step: int, where: object, observation: str) -> Reading:
        base = resolve(where, self.sh.cwd or self.root, self.sh.home) if isinstance(where, str) else self.root
        r = Reading()
        lines = observation.split("\n")
        grouped = file_hits(lines)
        if not grouped:  # ``path:N:text`` lines, as grep -rn prints them (Claude Code's Grep)
            for path, n, text in path_hits([ln for ln in lines if ln.strip()]) or []:
                grouped.setdefault(path, []).append((n, text))
        for rel, hits in grouped.items():
            full = resolve(rel, base, self.sh.home) if base is not None or rel.startswith(("/", "~")) else None
            ref = Ref("file", posixpath.dirname(full), posixpath.basename(full)) if full is not None else None
            if ref is None or (ref not in self.known and not rel.startswith(("/", "~"))):
                # a path from a place the binding cannot tell (the project's root, the searched folder): the one
                # file read so far whose path ends with it
                ends = [k for k in self.known if posixpath.join(k.scope, k.key).endswith("/" + rel.lstrip("./"))]
                ref = ends[0] if len(ends) == 1 else ref
            if ref is None:
                continue
            r.facts += [Fact(ref, f"line {n}", t, "state", Quote(step, VIEW, f"L{n}: {t}")) for n, t in hits]
            if hits:  # a file it found lines in is there
                r.facts.append(Fact(ref, "exists", "present", "exists", Quote(step, VIEW, f"File: {rel}")))
        return r

    # ------------------------------------------------------------------ the shell

    def _shell(self, step: int, tool: str, args: dict[str, Any], observation: str) -> tuple[list[Write], Reading]:
        res = shell_result(observation)
        one_shot = tool in ONE_SHOT_SHELLS or isinstance(args.get("command"), list)  # a vector: a process of its own
        if one_shot:  # each call starts in the project (or the directory it names)
            d = args.get("directory") or res.directory
            self.sh.cwd = self.root if d in (None, "", "(root)", ".") else resolve(str(d), self.root, self.sh.home)
        patched = patch_files(args.get("command"))
        if patched is not None:
            return self._patch(step, patched, res, observation, patch_line_counts(args.get("command"))), Reading()
        command = command_text(args.get("command"))
        if command is None:
            return [Write(EVERYTHING, "touch", Quote(step, VIEW, observation[:200]))], Reading()
        typed, _ = typed_commands(command.replace("\\\n", " "))
        if self.sh.cwd is None and res.cwd and not re.search(r"(?:^|[;&|(]\s*)(?:cd|pushd|popd)\b", command):
            self.sh.cwd = posixpath.normpath(res.cwd)  # where it ran: the directory it reports, with no cd in it
        writes: list[Write] = []
        reading = Reading()
        every: list[SimpleCommand] = []
        for tc in typed:
            cmds = parse_line(tc.line, tc.heredoc)
            if cmds is None:
                writes.append(Write(EVERYTHING, "touch", Quote(step, VIEW, tc.line)))
                continue
            every += cmds
            chain = output_owners(cmds, res.output, code=res.code, through_cd=True,
                                  quiet=lambda t: bool(_QUIET_REDIRECT.match(t))) if len(typed) == 1 else None
            k = chain.reader if chain is not None else None
            heads = dict(chain.heads) if chain is not None else {}
            for i, c in enumerate(cmds):
                if i == k and chain is not None and chain.rest is not None:
                    reading.extend(self._read(step, cmds[k:chain.end], chain.rest))
                elif i in heads:  # a command that prints a fixed number of lines first (`date`), or lines of its shape
                    reading.extend(self._read(step, [c], heads[i]))
                elif k is None and (own := own_lines(c, res.output)):  # a line only this command prints
                    reading.extend(self.sh._read(step, c, own))
                if c.argv and c.argv[0] in ("cd", "pushd") and not c.group and not c.subshell:
                    ops = c.operands()
                    self.sh.cwd = resolve(ops[0] if ops else "~", self.sh.cwd, self.sh.home)
                    continue
                if not self._never_ran(c, res.output):
                    writes += self._writes(step, c, tc.line, res.output)
        if res.code is not None and res.code != "0":  # it failed: what it would have done may not be done
            writes = [t for w in writes for t in w.pending()]
        if one_shot:  # the shell's variables end with the call
            writes = [Write(w.selector, "touch", w.quote) if w.selector.kind in ("env", "var") else w for w in writes]
        elif res.cwd:
            self.sh.cwd = posixpath.normpath(res.cwd)
        reading.extend(self._missing(step, every, res.output, writes))
        for ref in [r for r in self.known if any(w.selector.covers(r) for w in writes)]:
            del self.known[ref]
        for f in reading.facts:  # a whole file shown (cat): its text is known
            if f.attr == "content":
                self.known[f.ref] = [g.value for g in reading.facts if g.ref == f.ref and g.attr.startswith("line ")]
        return writes, reading

    def _patch(self, step: int, files: list[tuple[str, str, str | None]], res: Any, observation: str,
               counts: dict[str, tuple[str, int]]) -> list[Write]:
        """A patch tool's writes: the files its headers add, delete, update or move (all of them only
        touched when it failed, or when a path cannot be placed), with the line count each leaves where it is known
        (``counts``: :func:`patch_line_counts`)."""
        q = Quote(step, VIEW, observation[:200])
        refs = [(verb, self._file(path), self._file(to) if to else None) for verb, path, to in files]
        if not files or (res.code not in (None, "0")) or any(r is None or (v == "rename" and t is None)
                                                             for v, r, t in refs):
            return [Write(Selector(kind="file"), "touch", q), Write(Selector(kind="output"), "touch", q)]
        writes = [Write(Selector(kind="output"), "touch", q)]
        for (verb, ref, to), (_v, path, _t) in zip(refs, files):
            assert ref is not None
            how, n = counts.get(path, ("", 0))
            counted = (("lines", str(n)),) if how == "count" else self._counted(ref, n) if how == "delta" else ()
            if verb == "rename" and to is not None:
                writes += [Write(Selector.of(ref), "rename", q, to=to), Write(Selector.of(to), "update", q)]
            else:
                writes.append(Write(Selector.of(ref), verb, q, counted))  # type: ignore[arg-type]
            self.known.pop(ref, None)
        return writes

    def _writes(self, step: int, c: SimpleCommand, line: str, out: list[str]) -> list[Write]:
        dirs = checker_dirs(c.argv) if c.argv else None
        if dirs is None and self._checking_script(c):
            dirs = ("__pycache__",)
        # a check no table knows, read by its subcommand (not `rm -rf tests`): new files where it runs, no other change
        adds = dirs is None and bool(c.argv) and only_adds(c.argv) and \
            command_effect(c.argv, c.operands(), c.flags()).verb == "unknown"
        if dirs is not None or adds:  # it checks and reports: only caches and build output under where it runs
            q = Quote(step, VIEW, line)
            w = self.sh._writes(step, replace(c, argv=["true"]), line, out)  # its redirects
            w.append(Write(Selector(kind="output"), "touch", q))
            where = self.sh.cwd or self.root or UNNAMED_ROOT  # a harness runs commands in the project
            if adds:
                return [*w, Write(Selector(kind="file", scope=where, prefix=True), "touch", q, revives=False,
                                  removes=False, adds=True)]
            # (its build output and caches; a task runner's check target may write files where it runs, not remove
            # or bring back any)
            return w + [Write(Selector(kind="file", scope=posixpath.normpath(f"{where}/{d}"), prefix=True), "touch", q,
                              revives=d != ".", removes=d != ".") for d in dirs or ()]
        alias = as_program(c.argv)
        return self.sh._writes(step, replace(c, argv=alias) if alias is not None else c, line, out)

    def _checking_script(self, c: SimpleCommand) -> bool:
        """A Python script the session knows whole (the agent wrote it, or read all of it, or gave it as a
        here-document) whose text writes nothing: running it only prints (a reproduction script), as
        ``python -c`` code that writes nothing."""
        if not c.argv or not re.fullmatch(r"python[\d.]*", c.argv[0].rsplit("/", 1)[-1]) or len(c.args) < 1:
            return False
        if c.args[0] == "-" and c.heredoc is not None:  # `python - <<'EOF'`: the script is the here-document
            return not CODE_WRITES.search(c.heredoc)
        if c.args[0].startswith("-") or not c.args[0].endswith(".py"):
            return False
        ref = self._file(c.args[0])
        known = self.known.get(ref) if ref is not None else None
        return known is not None and not CODE_WRITES.search("\n".join(known))

    def _never_ran(self, c: SimpleCommand, out: list[str]) -> bool:
        ops = c.operands()
        script = resolve(ops[0], self.sh.cwd, self.sh.home) if ops else None
        return script is not None and any(
            resolve(m["p"] or m["m"], self.sh.cwd, self.sh.home) == script for ln in out if (m := _NOT_RUN.search(ln)))

    def _read(self, step: int, pipeline: list[SimpleCommand], out: list[str]) -> Reading:
        first = pipeline[0]
        shape = "whole"
        for c in pipeline[1:]:
            shape = "subset" if shape == "subset" or PIPE_FILTERS[program_key(c.argv)[0]] == "subset" else "same"
        numbered = self._numbered(step, first, out, shape)
        if numbered is not None:
            return numbered
        return shaped(self.sh._read(step, first, out), shape, grep_filter(pipeline[1:]), out)

    def _numbered(self, step: int, c: SimpleCommand, out: list[str], shape: str) -> Reading | None:
        """Lines of files a command shows with their numbers (``grep -rn``, ``cat -n``) or from a known one
        (``sed -n 'A,Bp'``, ``head -n K``); None when it is not one of those."""
        name = program_key(c.argv)[0]
        ops, flags = c.operands(), c.flags()
        hits: list[tuple[str, int, str]] | None = None
        context = bool({"A", "B", "C"} & flags)
        if name in ("grep", "egrep", "fgrep", "rg") and ("n" in flags or name == "rg") and not \
                {"v", "c", "l", "L", "o", "Z", "h"} & flags and not {"-A", "-B", "-C"} & set(c.args):
            files = ops[1:] if not any(a in ("-e", "-f") for a in c.args) else []
            many = bool({"r", "R", "H"} & flags) or len(files) > 1 or name == "rg" or any(
                ch in f for f in files for ch in "*?[")  # a glob: the shell gave it several files
            if many:
                hits = path_hits(out, context)
            elif len(files) == 1:
                one = line_hits(out, context)
                hits = [(files[0], n, t) for n, t in one] if one is not None else None
        elif name == "cat" and flags == {"n"} and len(ops) == 1:
            shown = cat_n(out)
            hits = [(ops[0], n, t) for n, t in shown] if shown is not None and len(shown) == len(out) else None
        elif shape == "whole" and name == "sed" and flags == {"n"} and len(ops) == 2:
            m = re.fullmatch(r"(\d+)(?:,(\d+))?p", ops[0])
            if m is not None and len(out) <= (int(m[2] or m[1]) - int(m[1]) + 1):
                hits = [(ops[1], int(m[1]) + i, t.rstrip()) for i, t in enumerate(out)]
        elif shape == "whole" and name == "head" and len(ops) <= 2 and c.args[:1] == ["-n"] and len(ops) == 2:
            if ops[0].isdigit() and len(out) <= int(ops[0]):
                hits = [(ops[1], i, t.rstrip()) for i, t in enumerate(out, 1)]
        if hits is None:
            return None
        r = Reading()
        there: set[Ref] = set()
        for path, n, text in hits:
            full = resolve(path, self.sh.cwd, self.sh.home)
            if full is None:
                return Reading()
            ref = Ref("file", posixpath.dirname(full), posixpath.basename(full))
            r.facts.append(Fact(ref, f"line {n}", text, "state", Quote(step, VIEW, f"{path}:{n}:{text}")))
            if ref not in there:  # a file it shows lines of is there
                there.add(ref)
                r.facts.append(Fact(ref, "exists", "present", "exists", Quote(step, VIEW, f"{path}:{n}:{text}")))
        return r

    def _missing(self, step: int, cmds: list[SimpleCommand], out: list[str], writes: list[Write]) -> Reading:
        """A file the command named, reported missing ("python: can't open file 'x.py': [Errno 2] No such
        file or directory"), when nothing this step wrote reaches it."""
        named = {resolve(o, self.sh.cwd, self.sh.home) for c in cmds for o in c.operands()}
        r = Reading()
        for line in out:
            m = _NO_FILE.search(line)
            full = resolve((m["p"] or m["q"]).strip(), self.sh.cwd, self.sh.home) if m else None
            if full is None or full not in named or full == "/":
                continue
            ref = Ref("file", posixpath.dirname(full), posixpath.basename(full))
            if not any(w.selector.covers(ref) for w in writes):
                r.facts.append(Fact(ref, "exists", "absent", "exists", Quote(step, VIEW, line)))
        return r


BINDS = {"swe": SweSession}


def _test_file(key: str, where: str) -> Ref:
    """A test file's ref: its path under the directory its run ran in (a class by its dotted name)."""
    inside = key.startswith(where.rstrip("/") + "/")
    return Ref(TEST_FILE, where, key[len(where.rstrip("/")) + 1:] if inside else key)


def _collects(scope: str, path: str) -> bool:
    """Whether a run that collects ``scope`` collects the file at ``path``; under a project the session never named
    (:data:`UNNAMED_ROOT`), by the scope's part inside the project, wherever the project is."""
    if scope.startswith(UNNAMED_ROOT):
        inside = scope[len(UNNAMED_ROOT):].strip("/")
        return not inside or f"/{inside}/" in f"{path}/"
    return path == scope or path.startswith(scope.rstrip("/") + "/")
