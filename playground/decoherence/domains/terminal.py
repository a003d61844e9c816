"""The terminal domain for the fact engine: the shell session (the special part, kept as code: the
prompt's user and directory, which typed command is which part of the screen), and a binding table
of which view reads which command's output.

Every typed command's writes come from the shell effects table; the output of a command the screen
shows is read by the view its program is bound to, about the thing it names (a directory's files,
a file's content, an environment variable, the clock), or else, for a read-only program, as
``key: value`` lines and tables about that command's own output.
"""

from __future__ import annotations

import fnmatch
import itertools
import json
import posixpath
import re
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any, Callable

from playground.decoherence.effects.packages import printed_version, version_program
from playground.decoherence.effects.settings import (
    INSTALLERS,
    RESTARTS_SERVICES,
    SETTING_DUMPS,
    SETTING_FILES,
    SETTING_LINE,
    VERSION_READS,
    applied_settings,
    installed,
    pinned,
    setting_pairs,
)
from playground.decoherence.effects.shell import (
    detaches,
    reloads_workers,
    CHANGE_CLEARING_FAILED,
    NO_CHANGE,
    STAGED,
    UNSTAGED,
    CLOCK_SETTERS,
    FAILURE_LINE,
    STAGES_ALL,
    change_clearing,
    verbose_report,
    FORMAT_FIELDS,
    LOCAL_NOW_KEYS,
    NOW_KEYS,
    SHELL_STATE,
    TIME_OF_DAY_LINES,
    command_effect,
    enters_shell,
    http_request,
    named_reach,
    option_values,
    spooled,
    reach,
    removes,
    revives,
    unit_name,
    UNIT_ELSEWHERE,
    PROGRAM_VERBS,
    READ_ONLY_SUBCOMMANDS,
    PROGRAMS_ALL,
    UNIT_STATE_VERBS,
    UNIT_STATES,
    ID_READS,
    ONE_WORD_FIELDS,
    object_lookup,
    OBJECT_MENTIONS,
    OBJECT_SCOPES,
    stamps_now,
    KEEPS_TIMES,
    STAMP_KEEPERS,
    octal_permissions,
    CONTENT_WRITE_KEEPS,
    live_file,
    module_program,
    ANY_NAME,
    object_effect,
    zfs_shown,
    ObjectListing,
    mentioned,
    object_listing,
    only_reads,
    printed_text,
    program_key,
    sed_substitutions,
    silent,
    switched,
)
from playground.decoherence.domains.keyvalue import key_command
from playground.decoherence.domains.sql import SqlBook, batch
from playground.decoherence.domains.tools import ToolSession
from playground.decoherence.effects.cli import renews, subcommand_call, unreached_kinds
from playground.decoherence.effects.keyvalue import client_call
from playground.decoherence.effects.kubernetes import (
    ALL_KINDS,
    LISTED_KINDS,
    OBJECT_VERBS,
    UPDATE_VERBS,
    KubeCall,
    kind_of,
    kube_call,
)
from playground.decoherence.effects.object_settings import KIND as OBJECT_SETTING
from playground.decoherence.effects.object_settings import object_setting, shown
from playground.decoherence.effects.sql import DATABASE_FILE, client_statements
from playground.decoherence.effects.swe import test_summary
from playground.decoherence.engine import Reading
from playground.decoherence.engine.model import EVERYTHING, Fact, FactClass, Listing, Quote, Ref, Selector, Write
from playground.decoherence.views.changes import INDEX, status_changes
from playground.decoherence.views.changes import OWN_LINE as STATUS_LINE
from playground.decoherence.views.dates import parse_now
from playground.decoherence.views.run_stamps import clock_reading
from playground.decoherence.structured import Call, http_call
from playground.decoherence.shell import SimpleCommand, is_literal, parse_line, resolve, typed_commands
from playground.decoherence.views.shell_screen import Prompt, Segment, align, parse_screen
from playground.decoherence.views.keyclasses import value_class
from playground.decoherence.views.numbered import grep_literal, line_window
from playground.decoherence.views.pids import line_pids, program_name
from playground.decoherence.views.processes import by_command_line, pgrep_pairs, ps_pairs, status_pairs
from playground.decoherence.views.text import (
    LongEntry,
    date_time,
    format_fields,
    kv_lines,
    long_listing,
    long_listing_span,
    long_listing_tail,
    names,
    table,
    tree_dirs,
    utc_offset,
)

VIEW = "terminal"
_GLOB = re.compile(r"[*?\[\]{}$`]")
# the shell itself: the directory and the user@host its prompt shows (a `cd` sets the one, `su` or `ssh`
# may change both; nothing else does)
SHELL = Ref("shell", "", "session")
# a database table's rows a client printed (domains/sql.py): a kind of their own, which the statements of the
# client change row by row and a write of the database's file (or of files unnamed) touches whole
SQL_ROW = "row"
_MOVES = frozenset({"cd", "pushd", "popd"})
_CD_VARIABLES = ("PWD", "OLDPWD", "DIRSTACK")  # the variables a cd changes: no other
# bash, zsh and fish saying a cd did not happen: the shell stays where it was
_CD_FAILED = re.compile(r"\bcd: ")


class TerminalSession:
    """Where the shell is (user, directory) and what one step's typed commands did and showed."""

    def __init__(self) -> None:
        self.cwd: str | None = None
        self.home: str | None = None
        self.oldpwd: str | None = None  # where `cd -` goes back to
        self.dirstack: tuple[str, ...] = ()  # pushd's stack
        # the home a prompt's "~" stands for, once `pwd` showed it (a Mac's /Users/alex): how directories
        # are shown, apart from the home files are placed under
        self.shown_home: str | None = None
        self.seed_prompt: Prompt | None = None
        self.jobs: tuple[Write, ...] = ()  # what jobs in the background may still be doing
        # files' line counts (`wc -l`) as last read or set, while nothing else touched them: what an
        # append of known lines makes them
        self.lines: dict[Ref, int] = {}
        # files' lines by number as last read, while nothing touched them
        self.text: dict[Ref, dict[int, str]] = {}
        # files shown whole (`cat`), while nothing touched them: where a tail's or a search's lines stand
        self.whole: dict[Ref, tuple[str, ...]] = {}
        self.unknown = 0  # directories known by their last part only, so far
        self.fresh: str | None = None  # what the step's commands printed, as the screen shows them (this step only)
        self.rest = ToolSession()  # the REST resources HTTP requests (curl) read and wrote
        # services' main processes by command line, with the PID last shown (views/processes.py)
        self.mains: dict[str, str] = {}
        self.units: dict[str, str] = {}  # a service unit -> the command line of its main process, once shown
        self.main_programs: frozenset[str] = frozenset()  # programs a process table showed with a main one's id
        self.programs: frozenset[str] = frozenset()  # a supervisor's programs its status showed
        # commits this session made (subject -> the step): one carries the time it was made, later than
        # any reading of the clock before
        self.made: dict[str, int] = {}
        # files an action wrote with the time of then (path -> the step), while nothing else wrote them;
        # the complete listings of directories (scope -> (step, names, whether hidden ones show)); the last
        # step a program that sets files' times of its own ran (KEEPS_TIMES); the zone `date` prints local
        # times in
        self.written: dict[Ref, int] = {}
        self.listed: dict[str, tuple[int, frozenset[str], bool]] = {}
        self.kept_times = 0
        self.local_zone: str | None = None
        # the counts of databases' tables (sqlite3, psql, mysql); what any file operation or program may
        # change too, as what a read command printed
        self.sql = SqlBook(count_kind="output", row_kind=SQL_ROW)
        self.sql_read: tuple[int, tuple[str, ...], Reading] | None = None
        # every change under the working directory is staged (`git add -A`), and no file written since
        self.all_added = False
        self.added: frozenset[Ref] = frozenset()  # the files the last `git add` named, none written since

    def snapshot(self) -> Any:
        return (self.cwd, self.home, self.oldpwd, self.dirstack, self.shown_home, self.jobs, dict(self.lines),
                dict(self.text), dict(self.whole), self.rest.snapshot(),
                self.sql.snapshot(), dict(self.mains), dict(self.made), dict(self.written),
                dict(self.listed), self.kept_times, self.local_zone, dict(self.units), self.programs, self.all_added,
                self.main_programs, self.added)

    def restore(self, saved: Any) -> None:
        (self.cwd, self.home, self.oldpwd, self.dirstack, self.shown_home, self.jobs, lines, text, whole, rest,
         sql, mains, made, written, listed,
         self.kept_times, self.local_zone, units, self.programs, self.all_added, self.main_programs, self.added) = saved
        self.mains = dict(mains)
        self.units = dict(units)
        self.made = dict(made)
        self.written = dict(written)
        self.listed = dict(listed)
        self.sql.restore(sql)
        self.lines = dict(lines)
        self.text = dict(text)
        self.whole = dict(whole)
        self.rest.restore(rest)

    def fresh_text(self, observation: str) -> str | None:
        """What the step's typed commands printed (the screen's lines above them are earlier steps')."""
        return self.fresh

    def _follow_lines(self, writes: list[Write]) -> None:
        """Forget the line count and the lines of a file a write may have changed, but for what a write
        says of them."""
        for w in writes:
            said = dict(w.sets).get("lines")
            for ref in [r for r in self.lines if w.selector.covers(r)]:
                del self.lines[ref]
            if said is not None and w.selector.exact is not None:
                self.lines[w.selector.exact] = int(said)
            for ref in [r for r in self.text if w.selector.covers(r)]:
                del self.text[ref]
            for ref in [r for r in self.whole if w.selector.covers(r)]:
                del self.whole[ref]
            set_lines = {int(a[5:]): v for a, v in w.sets if a.startswith("line ") and a[5:].isdigit()}
            if set_lines and w.selector.exact is not None:
                self.text[w.selector.exact] = set_lines

    def _learn_lines(self, reading: Reading) -> None:
        """The lines of files a reading showed (by number), for what a substitution makes of them."""
        for f in reading.facts:
            if f.attr.startswith("line ") and f.attr[5:].isdigit() and f.cls == "state":
                self.text.setdefault(f.ref, {})[int(f.attr[5:])] = f.value

    def _substituted(self, ref: Ref, subs: list[tuple[str, str, bool, int | None]]) -> tuple[tuple[str, str], ...]:
        """The known lines of ``ref`` as they read after a literal ``sed`` substitution (changed or not: it
        moves no line, and what it does to a known line is known)."""
        out = []
        for n, line in sorted(self.text.get(ref, {}).items()):
            new = line
            for rx, rep, every, only in subs:
                if only is None or only == n:
                    new = re.sub(rx, rep.replace("\\", "\\\\"), new, count=0 if every else 1)
            out.append((f"line {n}", new))
        return tuple(out)

    def seed(self, state: str | None) -> None:
        prompts = [s.prompt for s in parse_screen(state or "") if s.prompt is not None]
        if prompts:
            self._adopt(prompts[-1])
            self.seed_prompt = prompts[-1]

    def seed_reading(self) -> Reading:
        """What the starting state's prompt shows of the shell (its directory and user), as of step 0."""
        p = self.seed_prompt
        return Reading(facts=self._prompt_facts(p, Quote(0, VIEW, p.line))) if p is not None else Reading()

    def _shown(self, path: str) -> str:
        """A directory as a full prompt shows it: under the home as ``~``, else the whole path."""
        for home in (self.shown_home, self.home):
            if home and (path == home or path.startswith(home + "/")):
                return "~" + path[len(home):]
        return path

    def _prompt_facts(self, prompt: Prompt, q: Quote) -> list[Fact]:
        """The shell's user and directory as a prompt shows them (a ``[user@host dir]$`` prompt shows
        only the directory's last part)."""
        facts = [Fact(SHELL, "user@host", f"{prompt.user}@{prompt.host}", "state", q)]
        shown = prompt.cwd
        if prompt.style == "base":
            facts.append(Fact(SHELL, "directory name", shown, "state", q))
        elif shown == "~" or shown.startswith("~/"):
            facts.append(Fact(SHELL, "directory", "~" + posixpath.normpath("/" + shown[2:]).rstrip("/")
                              if shown != "~" else "~", "state", q))
        elif shown.startswith("/"):
            facts.append(Fact(SHELL, "directory", self._shown(posixpath.normpath(shown)), "state", q))
        return facts

    def _pwd_reading(self, step: int, line: str, cmds: list[SimpleCommand], out: list[str]) -> list[Fact]:
        """The directory ``pwd`` printed, when it printed the rest of the screen after the cds before it
        and nothing after it moves the shell. The first one that shows where the prompt's ``~`` is, when
        the shell is under its home, says what that home is."""
        own = output_owners(cmds, out, through_cd=True)
        k = own.reader
        if k is None or own.rest is None or cmds[k].argv[:1] != ["pwd"] \
                or any(c.argv and program_key(c.argv)[0] in _MOVES for c in cmds[k + 1:]):
            return []
        printed = next((ln.strip() for ln in own.rest if ln.strip()), "")
        if not printed.startswith("/") or " " in printed:
            return []
        path = posixpath.normpath(printed)
        home = self.home
        if self.shown_home is None and self.cwd and home and (self.cwd == home or self.cwd.startswith(home + "/")):
            rest = self.cwd[len(home):]
            if path.endswith(rest) and len(path) > len(rest):
                self.shown_home = path[:len(path) - len(rest)] if rest else path
        return [Fact(SHELL, "directory", self._shown(path), "state", Quote(step, VIEW, f"{line}\n{printed}"))]

    def file_texts(self) -> dict[Ref, str]:
        """Whole texts of files beyond what the store holds (for agents' file rules): none; a file's whole
        text is the content a write set on it or a read showed, which the store keeps."""
        return {}

    @property
    def user(self) -> str | None:
        """Who the shell runs as, from its home."""
        return None if self.home is None else posixpath.basename(self.home) or None

    def _adopt(self, prompt: Prompt) -> None:
        self.home = "/root" if prompt.user == "root" else f"/home/{prompt.user}"
        shown = prompt.cwd
        if shown == "~" or shown.startswith("~/"):
            self.cwd = self.home + shown[1:]
        elif shown.startswith("/"):
            self.cwd = shown
        elif prompt.style == "base" and self.cwd and posixpath.basename(self.cwd) == shown:
            pass  # "[user@host dir]$" shows only the last part
        elif prompt.style == "base" and re.fullmatch(r"[\w.@+-]+", shown):
            # a directory known by its last part only: a place of its own, apart from every path written
            # out in full (what is read and written there by relative paths still meets)
            self.unknown += 1
            self.cwd = f"/\N{HORIZONTAL ELLIPSIS}{self.unknown}/{shown}"
        else:
            self.cwd = None

    def step(self, step: int, action: Any, observation: str) -> tuple[list[Write], Reading]:
        typed, _control = typed_commands(action)
        segments = parse_screen(observation)
        first, at, n = align(typed, segments)
        self.fresh = "\n".join(ln for seg in segments[at:at + n] for ln in (seg.cmd, *seg.output)) if n else None
        # a job in the background goes on after the step that started it: what it names may change at
        # any later step (a `( sleep 20 && echo done > status.txt ) &` writes its file 20 seconds on)
        writes: list[Write] = [Write(j.selector, "touch", Quote(step, VIEW, j.quote.text)) for j in self.jobs]
        self._follow_lines(writes)
        reading = Reading()
        for i, tc in enumerate(typed):
            seg = segments[at + (i - first)] if n and first <= i < first + n else None
            if seg is not None and seg.prompt is not None:
                self._adopt(seg.prompt)
            if enters_shell(tc.line):
                writes.append(Write(Selector.of(SHELL), "touch", Quote(step, VIEW, tc.line)))
            cmds = parse_line(tc.line, tc.heredoc)
            if cmds is None:
                writes.append(Write(EVERYTHING, "touch", Quote(step, VIEW, tc.line)))
                continue
            out = seg.output if seg is not None else None
            for c in cmds:
                done = self._follow_cd(step, c, tc.line, out, seg is not None) + self._writes(step, c, tc.line, out)
                if reloads_workers(c.argv):
                    done.append(Write(Selector(kind="process", scope=LISTED), "touch", Quote(step, VIEW, tc.line)))
                # a job in the background may not have run yet when the screen is read: it touches
                # what it names, it does not (yet) create, delete or set it
                if c.background or detaches(c.argv):
                    done = [p for x in done for p in x.pending()]
                    known = {j.selector for j in self.jobs}  # a job started again names nothing new
                    self.jobs += tuple(j for j in done if j.selector not in known)
                elif c.argv == ["wait"]:  # every job has ended: nothing goes on changing after this step
                    self.jobs = ()
                writes += done
                self._follow_lines(done)
            chain = output_owners(cmds, out)
            for j, lines in chain.heads:
                reading.extend(self._read(step, cmds[j], lines))
            if out is not None and any(c.argv[:1] == ["pwd"] for c in cmds):
                reading.facts += self._pwd_reading(step, tc.line, cmds, out)
            k, out = chain.reader, chain.rest
            shape = _pipeline_shape(cmds[k:]) if k is not None else None
            if out is not None and k is not None and shape is not None:
                reading.extend(shaped(self._read(step, cmds[k], out), shape, grep_filter(cmds[k + 1:]), out))
            elif out is not None:  # whose output is whose cannot be told, but for lines that name their program
                for c in cmds:
                    reading.extend(_missing_lookups(step, c, out))
                    own = own_lines(c, out)
                    if own:
                        reading.extend(self._read(step, c, own))
            if out is not None:
                reading.facts += _listed_pids(self, step, tc.line, cmds, out)
        reading.facts += self._shell_facts(step, segments, writes, at if n and first == 0 else None)
        self.lines.update((f.ref, int(f.value)) for f in reading.facts if f.attr == "lines" and f.cls == "state")
        self._learn_lines(reading)
        return writes, reading

    def _shell_facts(self, step: int, segments: list[Segment], writes: list[Write], typed_at: int | None) -> list[Fact]:
        """The shell's user and directory as the screen's last prompt shows them, when it waits for the next
        command; and as the prompt the step's first command was typed at shows them, when nothing this step
        may have moved the shell (the prompts before a `cd` show where it was; those above it, scrollback)."""
        facts: list[Fact] = []
        last = segments[-1] if segments else None
        if last is not None and last.prompt is not None and last.cmd == "" and not any(x.strip() for x in last.output):
            facts += self._prompt_facts(last.prompt, Quote(step, VIEW, last.prompt.line))
        at = segments[typed_at] if typed_at is not None else None
        first = at.prompt if at is not None and at is not last else None
        if first is not None and not any(w.selector.covers(SHELL) for w in writes):
            facts += self._prompt_facts(first, Quote(step, VIEW, first.line))
        return facts

    def _follow_cd(self, step: int, c: SimpleCommand, line: str, out: list[str] | None, shown: bool) -> list[Write]:
        """Where ``cd DIR`` (``pushd``, ``popd``, ``cd -``) takes the shell: the directory it sets. A cd
        that says it failed leaves the shell where it was; one not on the screen, or to where cannot be
        told, may have moved it anywhere (the next prompt tells)."""
        name = program_key(c.argv)[0] if c.argv else ""
        if name not in _MOVES or c.subshell or c.group:
            return []
        if out is not None and any(_CD_FAILED.search(ln) for ln in out):
            return []
        q = Quote(step, VIEW, line)
        ops = c.operands()
        if name == "popd":
            target = self.dirstack[-1] if self.dirstack else None
            self.dirstack = self.dirstack[:-1]
        elif not ops:
            target = self.home if name == "cd" else None
        elif ops[0] == "-":
            target = self.oldpwd
        else:
            target = resolve(ops[0], self.cwd, self.home)
        if name == "pushd" and self.cwd is not None and target is not None:
            self.dirstack += (self.cwd,)
        self.oldpwd, self.cwd = self.cwd, target
        if target is None or not shown:
            return [Write(Selector.of(SHELL), "touch", q)]
        full = self._shown(target)  # as a full prompt shows it; a bracket prompt, its last part
        return [Write(Selector.of(SHELL), "update", q, (("directory", full),
                                                         ("directory name", full if full == "~" else
                                                          posixpath.basename(target) or "/")))]

    def _path(self, p: str) -> Ref | None:
        full = resolve(p, self.cwd, self.home)
        if full is None or full == "/":
            return None
        return Ref("file", posixpath.dirname(full), posixpath.basename(full))

    def _writes(self, step: int, c: SimpleCommand, line: str, out: list[str] | None) -> list[Write]:
        """The command's writes (:meth:`_command_writes`); the files it wrote with the time of now are
        followed, and those another write reached are not."""
        writes = self._command_writes(step, c, line, out)
        by_client = self.sql_read is not None and self.sql_read[:2] == (step, tuple(c.argv))  # rows: its own writes
        if not by_client and any(w.selector.kind == "file" and (w.selector.exact is None or DATABASE_FILE.search(
                w.selector.exact.key)) for w in writes):  # a database's file may have changed: its rows too
            writes.append(Write(Selector(kind=SQL_ROW), "touch", writes[0].quote))
        argv = _as_program(c).argv
        name = program_key(argv)[0]
        now = stamps_now(argv)
        if name in KEEPS_TIMES or now is False:
            self.kept_times = step
        sub = program_key(argv)[1]
        if sub not in ("git add", "git commit"):
            self.note_file_writes(writes)
        writes += self._changes_cleared(step, sub, argv, line, out)
        for w in writes:
            ref = w.selector.exact
            if ref is not None and ref.kind == "file" and w.verb in ("create", "update") and (
                    w.keeps == CONTENT_WRITE_KEEPS or now is True):
                self.written[ref] = step
            elif name not in STAMP_KEEPERS and not (w.verb == "touch" and now is None):
                # (a program that may have changed files, with no time of its own to give them, leaves each one's
                # time at or after the one it had: a file's writing is still no earlier than then)
                self._unstamp(w.selector)
        return writes

    def _changes_cleared(self, step: int, sub: str, argv: list[str], line: str, out: list[str] | None) -> list[Write]:
        """A commit or a hard reset that succeeded leaves no file under the working directory with a change of
        the kinds it clears (:func:`change_clearing`); after `git add -A` with no file written since, a commit
        clears both kinds."""
        failed = out is not None and any(FAILURE_LINE.search(ln) or CHANGE_CLEARING_FAILED.search(ln) for ln in out)
        if sub == "git add":
            self.all_added = bool(STAGES_ALL & set(argv[2:])) and not failed
            # files named one by one (no option, no glob): each one's whole change staged
            named = [a for a in argv[2:] if a != "--"]
            self.added = frozenset(r for a in named if (r := self._path(a)) is not None) if not failed and not any(
                a.startswith("-") or set(a) & set("*?[") for a in named) and not self.all_added else frozenset()
            return []
        cleared = change_clearing(argv)
        if cleared is None or failed or self.cwd is None:
            return []
        if self.all_added:
            cleared |= {UNSTAGED}
        q = Quote(step, VIEW, line)
        added, self.added = self.added, frozenset()
        return [Write(Selector(kind="file", scope=self.cwd, prefix=True), "update", q,
                      tuple((kind, NO_CHANGE) for kind in sorted(cleared))),
                # a file staged whole and not written since: committed whole, with no change left
                *(Write(Selector.of(r), "update", q, ((STAGED, NO_CHANGE), (UNSTAGED, NO_CHANGE)))
                  for r in sorted(added) if STAGED in cleared)]

    def note_file_writes(self, writes: list[Write]) -> None:
        """A write that may reach a file after `git add -A` may leave a change unstaged."""
        if any(w.selector.kind in (None, "file") and "file" not in w.selector.spare for w in writes):
            self.all_added = False
            self.added = frozenset()

    def note_edits(self, step: int, writes: list[Write]) -> None:
        """An editor's writes (not a command's): each file one wrote has the time of then."""
        for w in writes:
            ref = w.selector.exact
            if ref is not None and ref.kind == "file" and w.verb in ("create", "update"):
                self.written[ref] = step

    def _unstamp(self, sel: Selector) -> None:
        """Forget the times of writing of the files a write may have changed (a look-up, not a scan, for
        one file or for all)."""
        if (sel.kind not in (None, "file")) or "file" in sel.spare or not self.written:
            return
        exact = sel.exact
        if exact is not None:
            self.written.pop(exact, None)
        elif sel.scope is None and sel.key is None:
            self.written.clear()
        else:
            for r in [r for r in self.written if sel.covers(r)]:
                del self.written[r]

    def _command_writes(self, step: int, c: SimpleCommand, line: str, out: list[str] | None) -> list[Write]:
        q = Quote(step, VIEW, line)
        c = _as_program(c)
        # a redirect leaves the file there (made or truncated or appended to), with as many more lines as
        # the command printed when that is known
        w: list[Write] = [Write(Selector.of(r), "create", q, self._lines_after(r, op, c), keeps=CONTENT_WRITE_KEEPS)
                          if (r := self._path(t)) is not None and is_literal(t)
                          else Write(Selector(kind="file"), "touch", q)
                          for op, t in c.redirects if op in (">", ">>", "&>") and t not in _DEVICES]
        if w:  # a program's settings live in files too (~/.gitconfig, /etc/sysctl.d)
            w.append(Write(Selector(kind="setting"), "touch", q))
        if not c.argv:  # VAR=value on its own: a shell variable (in the environment too if it was exported)
            return w + [x for k, v in c.assignments for x in (
                Write(Selector.of(Ref("var", "", k)), "update", q, _literal_value(v)),
                Write(Selector.of(Ref("env", "", k)), "touch", q))]
        name, sub = program_key(c.argv)
        failed = out is not None and any(FAILURE_LINE.search(ln) for ln in out)
        if c.group or c.subshell:  # in a subshell: what it does to the shell's variables stays there
            if eff_is_env(c.argv):
                return w
        if " ".join(c.argv[:2]) in CLOCK_SETTERS or sub in CLOCK_SETTERS or name in CLOCK_SETTERS:
            return w + [Write(Selector(kind="clock", scope="", key=""), "touch", q)]
        switch = switched(c.argv)
        if switch is not None:  # another thing is the current one (the branch checked out)
            kind, now = switch
            ref = Ref("current", self._object_scope(name), kind)
            w.append(Write(Selector.of(ref), "update", q, (("name", now),) if now and not failed else ()))
        stored = self._key_value(step, c, line, out or [])
        if stored is not None:  # a key-value store's client: the keys its command names
            return w + stored[0]
        statements = self._sql(step, c, line, out or [])
        if statements is not None:  # a database client's statements: the tables they name (domains/sql.py)
            return w + statements
        request = self._http(step, c, line, out or [], writing=True)
        if request is not None:  # an HTTP request: the resource its URL names, as a tool call's
            return w + request[0]
        kube = kube_call(c.argv)
        if kube is not None and kube.verb in OBJECT_VERBS:  # kubectl's objects (effects/kubernetes.py)
            return w + _kube_writes(q, kube, failed)
        tabled = self._table_writes(q, c, name, sub, failed, out or [])
        obj = object_setting(c.argv)
        if obj is not None and obj.verb == "read" and tabled is None:
            return w
        if obj is not None and obj.verb == "set":  # settings set on a named object (effects/object_settings.py)
            ref = Ref(OBJECT_SETTING, obj.scope, obj.obj)
            # what else it does stays of unknown reach (a dispatcher script); the values it set come after
            done = tabled or [Write(Selector(spare=UNTOUCHED_BY_PROGRAMS), "touch", q)]
            return w + done + [Write(Selector.of(ref), "touch" if failed else "update", q, () if failed else obj.pairs)]
        if tabled is not None:
            return w + tabled
        subst = sed_substitutions(c.argv)
        if subst is not None and not failed and all(self._path(f) is not None and not _GLOB.search(f)
                                                    for f in subst[1]):
            # an in-place literal substitution: what it makes of the lines known of each file
            edited = [r for f in subst[1] if (r := self._path(f)) is not None]
            return w + [Write(Selector.of(r), "update", q, self._substituted(r, subst[0]), keeps=CONTENT_WRITE_KEEPS)
                        for r in edited] + [
                Write(Selector(kind="output"), "touch", q), Write(Selector(kind="setting"), "touch", q)]
        eff = command_effect(c.argv, c.operands(), c.flags())
        if eff.verb == "read":
            return w
        if eff.verb == "reach":  # what it changes is unknown, the kinds of things it may change are known
            named = named_reach(c.argv)  # `git commit -m X`: of commits, only X
            refs = [self._path(n) if named[0] == "file" else Ref(named[0], self._object_scope(name), n)
                    for n in named[1]] if named else []
            if named and named[0] == "commit" and not failed and "--date" not in " ".join(c.argv):
                self.made[named[1][0]] = step
            back, away = revives(c.argv), removes(c.argv)
            if named and all(r is not None for r in refs):
                return w + [Write(Selector.of(r), "touch", q) for r in refs if r is not None] + [
                    Write(Selector(kind=k), "touch", q, revives=back, removes=away)
                    for k in sorted(eff.kinds - {named[0]})]
            return w + [Write(Selector(kind=k), "touch", q, revives=back, removes=away) for k in sorted(eff.kinds)]
        if eff.verb == "shell" and name in _MOVES:  # a cd moves the shell (_follow_cd) and the variables that say where
            return w + [Write(Selector.of(Ref(k, "", v)), "touch", q) for k in ("env", "var") for v in _CD_VARIABLES]
        if eff.verb == "shell":  # `source .venv/bin/activate`: other variables, another environment's packages
            return w + [Write(Selector(kind="env"), "touch", q), Write(Selector(kind="var"), "touch", q),
                        Write(Selector(kind="package"), "touch", q)]
        if eff.verb == "env-set":  # the variable exists from now on, with this value; programs read settings
            # from the environment (NPM_CONFIG_REGISTRY), so theirs may read otherwise now
            return w + [x for k, v in eff.env for x in (
                Write(Selector.of(Ref("env", "", k)), "create", q, _literal_value(v)),
                Write(Selector.of(Ref("var", "", k)), "update", q, _literal_value(v)))] + [
                Write(Selector(kind="setting"), "touch", q)]
        if eff.verb == "env-unset":
            return w + [x for k, _ in eff.env for x in (Write(Selector.of(Ref("env", "", k)), "delete", q),
                                                         Write(Selector.of(Ref("var", "", k)), "update", q,
                                                               (("value", ""),)))]
        if eff.verb == "unknown" and not failed:
            client = self._client(step, c, line, out or [], writing=True)
            if client is not None:  # a client's subcommand: what its verb does to the things it names
                return w + client[0]
        refs = [self._path(p) for p in eff.paths]
        reported = verbose_report(c.argv, c.flags(), out or []) if not failed else None
        if reported is not None and any(_GLOB.search(p) for p in c.operands()):  # what a glob reached, as it says
            return w + self._reported(q, *reported)
        if failed or eff.verb == "unknown" or any(r is None for r in refs) or any(_GLOB.search(p) for p in eff.paths):
            # what it did cannot be placed: everything under the working directory (or all files),
            # and every output a read showed, may have changed
            if eff.verb == "unknown":  # a program: anything but the shell's own variables and the clock
                # (and, acting on an object without setting anything, its settings: `nmcli connection up`)
                kept = frozenset({OBJECT_SETTING}) if obj is not None and obj.verb == "keep" else frozenset()
                kept |= unreached_kinds(c.argv)  # commits only git changes, containers only their engines
                away = removes(c.argv) and not _test_run_shown(c, line, out)
                back, anew = revives(c.argv), renews(c.argv)
                if not (back and self.cwd):
                    return w + [Write(Selector(spare=UNTOUCHED_BY_PROGRAMS | kept), "touch", q, revives=back,
                                      removes=away, renews=anew)]
                # a file it may bring back (one deleted or renamed away) is one under the working directory, where
                # a script or a build makes its files; elsewhere it may change files, not restore a removed one
                return w + [Write(Selector(spare=UNTOUCHED_BY_PROGRAMS | kept | {"file"}), "touch", q, removes=away,
                                  renews=anew),
                            Write(Selector(kind="file"), "touch", q, revives=False, removes=away, renews=anew),
                            Write(self._files_here(), "touch", q, removes=away, renews=anew)]
            # (a program known to bring no file back or take none away, `sed -i` on what a search found, neither)
            return w + [Write(self._files_here(), "touch", q, revives=revives(c.argv), removes=removes(c.argv)),
                        Write(Selector(kind="output"), "touch", q)]
        known = [r for r in refs if r is not None]
        moved = c.operands()[1:] if sub == "git mv" else c.operands()
        if (name in ("mv", "cp", "ln") or sub == "git mv") and len(moved) == 2:  # `ln -s ../a/x.conf enabled/`
            into = self._into_directory(moved)
            if into is None:  # "mv report.pdf archive": into archive/, or renamed to it? unknown
                return w + [Write(Selector(kind="file", scope=known[-1].scope), "touch", q),
                            Write(Selector(kind="file", scope=f"{known[-1].scope}/{known[-1].key}".replace("//", "/"),
                                           prefix=True), "touch", q), Write(Selector(kind="output"), "touch", q)]
            if into:
                src = self._path(moved[0])
                assert src is not None
                dst = Ref("file", f"{known[-1].scope}/{known[-1].key}".replace("//", "/"), src.key)
                known = [src, dst] if eff.verb == "rename" else [dst]
                if name == "ln":  # a link made there: one more in its directory, whether it dangles or not
                    w = [*w, Write(Selector(kind="file", scope=dst.scope), "touch", q, adds=True)]
        if eff.verb == "rename" and len(known) > 2:  # several sources: each into the directory named last
            folder = f"{known[-1].scope}/{known[-1].key}".replace("//", "/")
            return w + [Write(Selector.of(src), "rename", q, to=Ref("file", folder, src.key)) for src in known[:-1]] + [
                Write(Selector(kind="output"), "touch", q)]
        if eff.verb == "rename":
            src, dst = known
            return w + [Write(Selector.of(src), "rename", q, to=dst), Write(Selector(kind="output"), "touch", q)]
        verb = {"delete": "delete", "create": "create"}.get(eff.verb, "update")
        perms = octal_permissions(c.argv)
        sets = (("permissions", perms),) if perms is not None and not failed else ()
        # a file operation can change what any read command prints about files (a size, a count) and
        # the settings a program keeps in files
        return w + [Write(Selector.of(r), verb, q, sets) for r in known] + [  # type: ignore[arg-type]
            Write(Selector(kind="output"), "touch", q), Write(Selector(kind="setting"), "touch", q)]

    def _files_here(self) -> Selector:
        """Every file under the working directory (every file, while where the shell is is not known)."""
        return Selector(kind="file", scope=self.cwd, prefix=True) if self.cwd else Selector(kind="file")

    def _reported(self, q: Quote, verb: str, done: list[tuple[str, str | None]]) -> list[Write]:
        """The writes a file command's -v report names (:func:`verbose_report`); a path that cannot be placed
        leaves what it did unknown under the working directory."""
        out = [Write(Selector(kind="output"), "touch", q)]
        for src, dst in done:
            source, target = self._path(src), self._path(dst) if dst is not None else None
            if source is None or (dst is not None and target is None):
                return out + [Write(self._files_here(), "touch", q)]
            if verb == "rename" and target is not None:
                out.append(Write(Selector.of(source), "rename", q, to=target))
            elif verb == "create" and target is not None:
                out.append(Write(Selector.of(target), "create", q))
            else:
                out.append(Write(Selector.of(source), "delete", q))
        return out

    def _sql(self, step: int, c: SimpleCommand, line: str, out: list[str]) -> list[Write] | None:
        """A database client's statements (``sqlite3 app.db "DELETE ..."``, ``psql -c``): their writes; what
        they showed is kept for the step's reading."""
        found = client_statements(c.argv)
        if found is None:
            return None
        writes, reading = batch(self.sql, found[0], found[1], out, Quote(step, VIEW, line))
        self.sql_read = (step, tuple(c.argv), reading)
        if not writes:
            return []
        # the database's files, and what any command printed of them, change with it
        return [Write(Selector(kind="file"), "touch", writes[0].quote),
                Write(Selector(kind="output"), "touch", writes[0].quote)] + writes

    def _key_value(self, step: int, c: SimpleCommand, line: str, out: list[str]) -> tuple[list[Write], Reading] | None:
        """A key-value store client's command (``redis-cli -n 2 TTL key``) by effects/keyvalue.py."""
        call = client_call(c.argv)
        if call is None:
            return None
        db, word, operands = call
        scope = f"{c.argv[0].rsplit('/', 1)[-1]} {db}".strip()
        return key_command(step, VIEW, scope, word, operands, out, Quote(step, VIEW, line))

    def _http(self, step: int, c: SimpleCommand, line: str, out: list[str], *,
              writing: bool) -> tuple[list[Write], Reading] | None:
        """An HTTP client's request (``curl -X DELETE URL``) as a REST call on the resource its URL names: a
        GET or HEAD writes nothing and its reply is read as entities; any other method writes what a tool
        call of its verb would (its reply is read then, for the entity it made)."""
        req = http_request(c.argv) if not c.background else None
        if req is None:
            return None
        method, url, body = req
        try:
            data = json.loads(body) if body else None
        except ValueError:
            data = None
        call = http_call(step, line, method, url, data if isinstance(data, dict) else None)
        host = re.sub(r"^[a-z]+://", "", url).split("/", 1)[0]
        call = replace(call, scope=f"{host}/{call.scope}")
        if (call.verb == "read") == writing:
            return [], Reading()
        return self.rest.call_step(call, "\n".join(out), Quote(step, VIEW, line))

    def _client(self, step: int, c: SimpleCommand, line: str, out: list[str], *,
                writing: bool) -> tuple[list[Write], Reading] | None:
        """A program no table knows, read by its subcommand as a tool call (effects/cli.py): a read changes
        nothing and its output is read as the call's entities; a change reaches the things it names, and of
        everything else what an unknown program may, but the other things of the call's kind."""
        found = subcommand_call(c.argv) if not c.background else None
        if found is None or command_effect(c.argv, c.operands(), c.flags()).verb != "unknown":
            return None
        call = Call.of_tool(step, found.name, found.args)
        if call.verb == "other":
            return None
        if call.noun in call.args and "name" not in call.args:  # ``--topic orders`` names the topic
            call = replace(call, args={**call.args, "name": call.args[call.noun]})
        # a client's things are its own kinds (``hcloud volume`` is no docker volume); a client of one kind of
        # thing names none (``lxc delete web2``): the things its listings show
        call = replace(call, noun=f"{found.program} {call.noun or 'item'}",
                       scope=f"{found.program} {call.scope}".strip(), complete=False)
        if (call.verb == "read") == writing:
            return [], Reading()
        q = Quote(step, VIEW, line)
        writes, reading = self.rest.call_step(call, "\n".join(out), q)
        if call.verb == "read":
            return writes, reading
        # the call's other things of its kind stay as they were when it names the ones it acts on
        given: set[str] = set()
        for k in ("id", "name", "ids", "names"):
            v = call.args.get(k)
            given |= {str(n).casefold() for n in (v if isinstance(v, list) else [v]) if n is not None}
        # (a create that names its new thing adds one beside the others)
        named = any(w.selector.exact is not None and w.selector.exact.kind == call.noun
                    and (w.selector.exact.key in given or w.verb == "create") for w in writes) or (
            call.verb == "create" and bool(given))
        spared = UNTOUCHED_BY_PROGRAMS | unreached_kinds(c.argv) | ({call.noun} if named else set())
        rest = Write(Selector(spare=spared), "touch", q, revives=revives(c.argv), removes=removes(c.argv),
                     renews=renews(c.argv))
        return [rest, *writes], reading

    def _lines_after(self, ref: Ref, op: str, c: SimpleCommand) -> tuple[tuple[str, str], ...]:
        if ref.scope.startswith(("/dev", "/proc", "/sys")) or live_file(ref):  # not a file that keeps what
            return ()  # is written, or one programs append to on their own
        text = printed_text(c.argv) if op in (">", ">>") and len(c.redirects) == 1 else None
        before = 0 if op == ">" else self.lines.get(ref)
        counted = () if text is None or before is None else (("lines", str(before + text.count("\n"))),)
        if op != ">" or text is None or not text.strip("\n"):
            return counted
        # the whole file, as `cat` shows it: its text and its lines
        lines = [ln.rstrip() for ln in text.strip("\n").split("\n")]
        return counted + (("content", "\n".join(lines)),) + tuple((f"line {i}", ln) for i, ln in enumerate(lines, 1))

    def _object_scope(self, name: str) -> str:
        """Where a program's things live: git branches in this repository, containers in the daemon."""
        return f"git {self.cwd}" if name == "git" else name

    def _setting_set(self, q: Quote, name: str, c: SimpleCommand, key: str, value: str) -> list[Write]:
        """A setter's writes of one setting (and of the file it can be read as, :data:`SETTING_FILES`)."""
        sets = _literal_value(value)
        writes = [Write(Selector.of(Ref("setting", self._setting_scope(name, c), key)), "update", q, sets)]
        mapped = SETTING_FILES.get(name)
        if mapped is not None:
            path = mapped[0] + key.replace(".", mapped[1])
            writes.append(Write(Selector.of(Ref("file", posixpath.dirname(path), posixpath.basename(path))),
                                "update", q, tuple(("content", v) for _, v in sets)))
        return writes

    def _setting_scope(self, name: str, c: SimpleCommand) -> str:
        """Where a setting lives: a git setting in this repository unless --global/--system names
        another file; a reading without one of those flags may come from any of them."""
        if name != "git":
            return name
        flags = [a for a in c.args if a in ("--global", "--system", "--local", "--worktree")] or ["--local"]
        return f"git {flags[0]}" + (f" {self.cwd}" if flags[0] in ("--local", "--worktree") else "")

    def _package_scope(self, manager: str, c: SimpleCommand | None = None) -> str:
        """npm packages belong to a project directory (or, with ``-g``, to the machine); pip and system
        packages to the environment."""
        if manager == "npm" and c is not None and ({"g", "--global"} & c.flags() or "--location=global" in c.args):
            return "npm -g"
        return f"{manager} {self.cwd}" if manager in ("npm", "cargo") else manager

    def _program_writes(self, q: Quote, c: SimpleCommand, sub: str, failed: bool, out: list[str]) -> list[Write]:
        """A supervisor's verb (:data:`PROGRAM_VERBS`): the programs it names are left in its state; a verb not
        known there, or one naming them all, may change any program."""
        if sub.split(" ", 1)[-1] in READ_ONLY_SUBCOMMANDS["supervisorctl"]:
            return []
        names = c.operands()[1:]
        also = [Write(Selector(kind="process"), "touch", q), Write(Selector(kind="output"), "touch", q)]
        if sub == "supervisorctl update" and not failed:
            # it says which programs or groups it changed ("celery-worker: updated process group"): those only
            said = {m[1] for ln in out if (m := _PROGRAM_UPDATED.match(ln.strip())) is not None}
            hit = {p for p in self.programs if p in said or p.split(":", 1)[0] in said} | said
            return [Write(Selector.of(Ref("program", "supervisor", p)), "touch", q) for p in sorted(hit)] + also
        # a group's programs (`celery:*`) are those of its name a status showed, when it showed any
        groups = {n: sorted(p for p in self.programs if p.startswith(n[:-1])) for n in names if n.endswith(":*")}
        if sub not in PROGRAM_VERBS or failed or not names or any(PROGRAMS_ALL.match(n) and not groups.get(n)
                                                                 for n in names):
            return [Write(Selector(kind="program", scope="supervisor"), "touch", q)] + also
        names = [p for n in names for p in groups.get(n, [n])]
        state = PROGRAM_VERBS[sub]
        return [Write(Selector.of(Ref("program", "supervisor", n)), "update", q, (("state", state),) if state else ())
                for n in names] + also

    def _table_writes(self, q: Quote, c: SimpleCommand, name: str, sub: str, failed: bool,
                      out: list[str]) -> list[Write] | None:
        """Writes of a command the data tables know (objects, settings, installs); None otherwise."""
        spool = spooled(c.argv, self.user)
        if spool is not None and spool[2] != "read":  # `crontab -`: the user's crontab file, replaced or removed
            ref = Ref("file", spool[0], spool[1])
            return [Write(Selector.of(ref), "touch" if failed else spool[2], q),  # type: ignore[arg-type]
                    Write(Selector(kind="output"), "touch", q)]
        if name == "supervisorctl":
            return self._program_writes(q, c, sub, failed, out)
        unit = UNIT_STATE_VERBS.get(sub)
        if unit is not None and not UNIT_ELSEWHERE & set(c.args):
            attr, value = unit
            refs = [Ref("unit", name, unit_name(u)) for u in c.operands()[1:]]
            kinds = reach(c.argv) or frozenset({"output", "process", "file"})
            unit_sets: tuple[tuple[str, str], ...] = ((attr, value),) if value is not None and not failed else ()
            return [Write(Selector.of(r), "update", q, unit_sets) for r in refs] + [
                Write(Selector(kind=k), "touch", q) for k in sorted(kinds)]
        obj = object_effect(c.argv)
        if obj is not None and obj[2]:
            verb, kind, objs = obj
            scope, also = OBJECT_SCOPES.get(kind, (self._object_scope(name), frozenset()))
            extra = [Write(Selector(kind=k), "touch", q) for k in sorted(also)]
            if failed:
                return [Write(Selector(kind=kind, scope=scope), "touch", q), Write(Selector(kind="output"), "touch", q)]
            wide: list[Write] = []
            if ANY_NAME in objs:
                # things made or removed that it does not name: any of its kind may have come (an unnamed delete
                # brings none back) or gone (an unnamed create takes none away); before the named ones, which
                # stay what they are
                objs = [o for o in objs if o != ANY_NAME]
                wide = [Write(Selector(kind=kind, scope=scope), "touch", q, revives=verb != "delete",
                              removes=verb != "create", adds=verb == "create"),
                        Write(Selector(kind="output"), "touch", q)]
            if verb == "rename":  # the renamed one may be the current one (`git branch -m wip feat/x`)
                old, new = Ref(kind, scope, objs[0]), Ref(kind, scope, objs[1])
                current = Write(Selector.of(Ref("current", scope, kind)), "touch", q)
                return wide + [Write(Selector.of(old), "rename", q, to=new), current] + extra
            return wide + [Write(Selector.of(Ref(kind, scope, o)), verb, q) for o in objs] + extra  # type: ignore[arg-type]
        applied = applied_settings(name, c.argv, out or [])
        pairs = setting_pairs(sub, c.argv) if applied is None else [(k, v) for k, v in applied]
        if pairs is not None:
            if pairs and all(value is None for _, value in pairs):
                return []  # a read
            if failed or not pairs:  # (a file applied whose settings it does not print)
                return [Write(Selector(kind="setting", scope=self._setting_scope(name, c)), "touch", q)]
            return [x for key, value in pairs if value is not None for x in self._setting_set(q, name, c, key, value)]
        manager = INSTALLERS.get(sub) or INSTALLERS.get(" ".join(c.argv[:2]))
        if manager is not None:
            writes = [Write(Selector(kind="output"), "touch", q), Write(Selector(kind="file"), "touch", q),
                      Write(Selector(kind="package", scope=f"{self._package_scope(manager, c)} on PATH"), "touch", q)]
            if manager in RESTARTS_SERVICES:
                writes += [Write(Selector(kind=k), "touch", q) for k in ("process", "unit")]
            if not c.operands()[1:]:  # from a lock or requirements file: any version may move
                writes.append(Write(Selector(kind="package", scope=self._package_scope(manager, c)), "touch", q))
            for op in c.operands()[1:]:
                pin = pinned(manager, op)
                if pin is not None and not failed:
                    writes.append(Write(Selector.of(Ref("package", self._package_scope(manager, c), pin[0])), "update",
                                        q, (("version", pin[1]),)))
                else:  # an unpinned or failed install may move any version
                    writes.append(Write(Selector(kind="package", scope=self._package_scope(manager, c)), "touch", q))
            if not failed and sub.split()[-1] in ("install", "add", "pip"):  # the versions it says it installed
                writes += [Write(Selector.of(Ref("package", self._package_scope(manager, c), n)), "update", q,
                                 (("version", v),)) for n, v in installed(manager, out)]
            return writes
        return None

    def _into_directory(self, ops: list[str]) -> bool | None:
        """Whether ``mv``/``cp SRC DST`` puts SRC into the directory DST (True), names it DST (False), or
        cannot be told (None): a trailing slash says so; a source with a suffix going to a name
        without one may be either."""
        src, dst = ops
        if dst.endswith("/") or dst in (".", ".."):
            return True
        if "." in posixpath.basename(src).lstrip(".") and "." not in posixpath.basename(dst).lstrip("."):
            return None
        return False

    # ------------------------------------------------------------------ reads

    def _read(self, step: int, c: SimpleCommand, out: list[str]) -> Reading:
        reading = self._read_program(step, c, out)
        held, argv = self.sql_read, tuple(_as_program(c).argv)
        if held is not None and held[0] == step and held[1] == argv:
            reading.extend(held[2])
        obj = object_setting(list(argv))
        if obj is not None and obj.verb in ("show", "read"):  # its settings, judged only against values set
            ref = Ref(OBJECT_SETTING, obj.scope, obj.obj)
            reading.facts += [Fact(ref, k, v, "soft", _q(step, c, f"{k}: {v}"))
                              for k, v in shown(out, obj.pairs[0][0] if obj.verb == "read" else None)]
        return reading

    def _read_program(self, step: int, c: SimpleCommand, out: list[str]) -> Reading:
        c = _as_program(c)
        name, sub = program_key(c.argv)
        if c.wrappers and name in ("env", "printenv", "echo"):
            return Reading()  # sudo and friends run with another environment
        if c.assignments and name in ("env", "printenv"):
            return Reading()  # `STAGE=test env`: the command's own environment, not the shell's
        versioned = version_program(c.argv)
        if versioned is not None:  # `black --version`: the version of the package it comes from
            return _read_program_version(step, c, versioned, out)
        stored = self._key_value(step, c, " ".join(c.argv), out)
        if stored is not None:
            return stored[1]
        request = self._http(step, c, " ".join(c.argv), out, writing=False)
        if request is not None:
            return request[1]
        reader = READERS.get(sub) or READERS.get(name)
        if reader is not None:
            return reader(self, step, c, out)
        spool = spooled(c.argv, self.user)
        if spool is not None and spool[2] == "read" and not any(ln.startswith("no crontab") for ln in out):
            return _file_text(Ref("file", spool[0], spool[1]), step, c, out)
        objects = object_listing(c.argv)
        if objects is not None:
            return _read_objects(self, step, c, out, objects)
        formatted = FORMAT_FIELDS.get(name)
        if formatted is not None and any(a.split("=", 1)[0] in formatted[0] for a in c.args):
            return _read_formatted(self, step, c, out, formatted)
        pairs = setting_pairs(sub, c.argv)
        if pairs is not None and len(pairs) == 1 and pairs[0][1] is None:
            return _read_setting(step, c, self._setting_scope(name, c), pairs[0][0], out)
        if pairs is not None and all(v is None for _, v in pairs):  # several: their "key = value" lines
            asked = {k for k, _ in pairs}
            return Reading(facts=[Fact(Ref("setting", self._setting_scope(name, c), m[1]), "value", m[2].strip(),
                                       "state", _q(step, c, line))
                                  for line in out if (m := SETTING_LINE.match(line.strip())) and m[1] in asked])
        dumped = SETTING_DUMPS.get(" ".join(c.argv[:2]))
        if dumped is not None and len(c.argv) == 2:  # `sysctl -a`: every setting, "key = value"
            return Reading(facts=[Fact(Ref("setting", dumped, k), "value", v, "state", _q(step, c, line))
                                  for line in out if (m := SETTING_LINE.match(line.strip()))
                                  for k, v in [(m.group(1), m.group(2).strip())]])
        versions = VERSION_READS.get(sub)
        if versions is not None:
            return _read_versions(step, c, (self._package_scope(versions[0], c), versions[1]), out)
        if only_reads(c.argv):
            return _read_mentions(self, step, c, out)
        client = self._client(step, c, " ".join(c.argv), out, writing=False)
        if client is not None:
            reading = _read_mentions(self, step, c, out)
            reading.extend(client[1])
            return reading
        return Reading()


# programs that print this many lines whatever they are asked: in a chain, the first lines are theirs
FIXED_LINES: dict[str, int] = {"date": 1, "pwd": 1, "whoami": 1, "hostname": 1, "nproc": 1, "uname": 1}
# commands whose every line has one shape, with one of these flags: in a chain, the lines of that shape at the
# start are theirs (`ls -la app && git status --short`); "program subcommand" -> (flags, line pattern)
SHAPED_LINES: dict[str, tuple[frozenset[str], re.Pattern[str]]] = {
    "git status": (frozenset({"s", "--short", "--porcelain"}), re.compile(r"^(?:## \S.*|[ MADRCU?!]{2} \S.*)$")),
    # (a format's lines are of this shape when it starts with the hash: `--format='%h %ad %s'`)
    "git log": (frozenset({"--oneline", "--format", "--pretty"}), re.compile(r"^[*|\\/ ]*[0-9a-f]{7,40} \S.*$")),
    "git diff": (frozenset({"--stat", "--shortstat", "--numstat"}),
                 re.compile(r"^ \S.*\| +(?:\d+ ?[+-]*|Bin .*)$|^ \d+ files? changed\b|^\d+\s+\d+\s+\S")),
    # a search of several files by line number: "path:12:text" (what a single file's search prints is too plain)
    "grep": (frozenset({"n"}), re.compile(r"^[\w./@+-]+(?::\d+:|-\d+-)|^--$")),  # (-A/-B/-C: lines around a hit)
}


def _test_run_shown(c: SimpleCommand, line: str, out: list[str] | None) -> bool:
    """Whether the line's output holds a test run's summary (``16 successes / 0 failures``) that only ``c`` may
    have printed, every other command of the line only reading: a program no table knows that prints one is a
    test runner (``busted``), and a test run takes nothing away."""
    if not out or not test_summary(out):  # (the line is parsed again only when its output holds one)
        return False
    cmds = parse_line(line, None)
    return cmds is not None and all(x.argv == c.argv or only_reads(x.argv) for x in cmds)


def _shaped_lines(c: SimpleCommand, out: list[str], *, last: bool = False) -> int:
    """How many lines at the start of ``out`` (at its end: ``last``) are ``c``'s by their shape
    (:data:`SHAPED_LINES`, a long listing of one directory, from its ``total`` line); 0 when it has none."""
    name, sub = program_key(c.argv)
    flags = c.flags()
    seq = out[::-1] if last else out
    blank = next((i for i, ln in enumerate(seq) if ln.strip()), len(seq))  # a screen's empty first (last) lines
    body = seq[blank:]
    if name == "ls" and {"l", "g", "o"} & flags and not {"R", "--recursive"} & flags and len(c.operands()) <= 1:
        n = long_listing_tail(body[::-1]) if last else long_listing_span(body)
    elif (shape := SHAPED_LINES.get(sub) or SHAPED_LINES.get(name)) is not None \
            and shape[0] & {f.split("=", 1)[0] for f in flags}:  # (`--format=...` by its name)
        n = next((i for i, ln in enumerate(body) if not shape[1].match(ln)), len(body))
    elif last and (spec := object_listing(c.argv)) is not None:
        # a listing's table at the end of a chain: its lines from its header, the last line that heads that column
        n = next((i + 1 for i, ln in enumerate(body) if (t := table([ln])) is not None and spec.column in t.headers
                  and not t.rows), 0)
    else:
        return 0
    return blank + n if n else 0


# What a filter at the end of a pipeline does to the first command's output: "same" (the same lines,
# maybe reordered), "subset" (some of its lines). Anything else makes the output unreadable here.
PIPE_FILTERS: dict[str, str] = {
    "sort": "same", "cat": "same", "less": "same", "more": "same", "column": "same", "tee": "same",
    "grep": "subset", "egrep": "subset", "fgrep": "subset", "rg": "subset", "head": "subset", "tail": "subset",
    "uniq": "subset",
}


def _silent_head(cmds: list[SimpleCommand], out: list[str] | None, code: str | None, through_cd: bool) -> int:
    """How many commands at the start of the line print nothing when they succeed and are followed with
    ``&&`` or ``;`` (what the screen shows is then the rest's); 0 when the exit code, or (none given) the
    output, says one failed. A ``cd`` changes where the rest runs: it ends the count, unless the caller
    follows each command's directory as it reads (``through_cd``)."""
    k = 0
    while (k < len(cmds) - 1 and cmds[k + 1].connector in ("&&", ";") and cmds[k].connector in ("", "&&", ";")
           and not cmds[k].background and not cmds[k].redirects
           and ((through_cd and cmds[k].argv[:1] == ["cd"])
                or (program_key(cmds[k].argv)[0] not in SHELL_STATE and silent(cmds[k].argv)))):
        k += 1
    silent_ones = [c for c in cmds[:k] if c.argv[:1] != ["cd"]]
    failed = code != "0" if code is not None else (out is None or any(FAILURE_LINE.search(ln) for ln in out))
    if silent_ones and failed:
        return next(i for i, c in enumerate(cmds) if c.argv[:1] != ["cd"])  # up to the first that may have failed
    return k


@dataclass(frozen=True)
class Owners:
    """How a command line's output divides among its commands."""

    # (index, lines) of commands that own some lines by their count or shape: first ones (`date; ...`), last ones
    # (`... && ls -la dir`)
    heads: list[tuple[int, list[str]]]
    reader: int | None  # where the one command, or pipeline through filters, whose output the rest is starts
    rest: list[str] | None  # the rest of the output
    end: int  # where that pipeline ends (the commands after it own their lines by their shape)


def output_owners(cmds: list[SimpleCommand], out: list[str] | None, *, code: str | None = None,
                  through_cd: bool = False, quiet: Callable[[str], bool] = lambda _: False) -> Owners:
    """Whose output the screen shows: after commands that print nothing when they succeed (``git add -A &&
    git commit ...``), commands that print a fixed number of lines (``sleep 30; date; ...``) own the first
    ones, then one command or one pipeline of it through filters owns the rest; ``reader`` is None when
    whose output is whose cannot be told (a ``||``, a job, output redirected to a target ``quiet`` does not
    accept, a command that is no filter after a pipe)."""
    k = _silent_head(cmds, out, code, through_cd)
    heads: list[tuple[int, list[str]]] = []
    while out is not None and k < len(cmds) - 1 and cmds[k + 1].connector in ("&&", ";") \
            and not cmds[k].background and not cmds[k].redirects and cmds[k].connector != "|" \
            and (lines := FIXED_LINES.get(program_key(cmds[k].argv)[0])
                 # (what it shows is read with the line's writes: only before commands that read, check or
                 # build, which take nothing away)
                 or (_shaped_lines(cmds[k], out) if all(only_reads(c.argv) or not removes(c.argv)
                                                       for c in cmds[k + 1:]) else 0)) \
            and len(out) > lines:
        heads.append((k, out[:lines]))
        out, k = out[lines:], k + 1
        k += _silent_head(cmds[k:], out, code, through_cd)
    end = len(cmds)  # the last commands' lines of their shape are theirs (read after the line's writes, as all)
    while out is not None and end - 1 > k and cmds[end - 1].connector in ("&&", ";") \
            and not cmds[end - 1].redirects and not cmds[end - 1].background and not cmds[end - 2].background \
            and (n := _shaped_lines(cmds[end - 1], out, last=True)) and len(out) > n:
        heads.append((end - 1, out[len(out) - n:]))
        out, end = out[:len(out) - n], end - 1
    head = cmds[k] if k < len(cmds) else None
    if head is None or not head.argv or head.connector == "||" or _pipeline_shape(cmds[k:end]) is None \
            or not all(op == "<" or quiet(target) for op, target in cmds[end - 1].redirects):
        return Owners(heads, None, out, end)
    return Owners(heads, k, out, end)


def _pipeline_shape(cmds: list[SimpleCommand]) -> str | None:
    """"whole", "same" or "subset" when ``cmds`` is one command or a pipeline of it through filters."""
    if not cmds or cmds[0].background:
        return None
    shape = "whole"
    for c in cmds[1:]:
        kind = PIPE_FILTERS.get(program_key(c.argv)[0])
        if c.connector != "|" or kind is None:
            return None
        if kind == "subset" or shape == "subset":
            shape = "subset"
        else:
            shape = "same"
    return shape


def shaped(r: Reading, shape: str, pattern: str | None = None, out: list[str] | None = None) -> Reading:
    """A reading of a command's output as a filter left it: reordered lines keep every member and
    value but no whole content; a subset keeps what it shows, and no listing is complete, but for one
    whose lines each begin with the member they show, filtered by ``pattern`` (a ``grep``): complete
    over the members the pattern matches."""
    if shape == "whole":
        return r
    facts = [f for f in r.facts if f.attr != "content" and not f.attr.startswith("line ")]
    listings = r.listings
    if shape == "subset":
        listings = [replace(li, only=pattern) if pattern is not None and _keyed_lines(li, pattern, out or [])
                    else replace(li, complete=False) for li in r.listings]
    return Reading(facts=facts, listings=listings, clocks=r.clocks if shape == "same" else [],
                   stamps=r.stamps if shape == "same" else [])


# a grep pattern read as a filter of names: a literal word, maybe anchored at the line's start
_GREP_LITERAL = re.compile(r"\^?[\w.@:/=,-]+")
# or, in an extended pattern, a choice of literal words: ^(DJANGO|DATABASE)_
_GREP_CHOICE = re.compile(r"\^?[\w.@:/=,-]*\((?:[\w.@:/=,-]+\|)+[\w.@:/=,-]+\)[\w.@:/=,-]*")
_GREP_FLAGS = frozenset({"i", "E", "F", "--color", "--color=auto", "--color=never", "--color=always"})


def grep_filter(filters: list[SimpleCommand]) -> str | None:
    """The pattern (a regular expression) of the one ``grep`` among filters that keep lines as they are,
    when it is a literal word (``grep ^PG``, ``grep -i api``); None otherwise."""
    greps = [f for f in filters if PIPE_FILTERS.get(program_key(f.argv)[0]) == "subset"]
    if len(greps) != 1 or program_key(greps[0].argv)[0] not in ("grep", "egrep", "fgrep"):
        return None
    g = greps[0]
    ops = g.operands()
    extended = "E" in g.flags() or g.argv[0] == "egrep"
    if len(ops) != 1 or not g.flags() <= _GREP_FLAGS or not (
            _GREP_LITERAL.fullmatch(ops[0]) or (extended and _GREP_CHOICE.fullmatch(ops[0]))):
        return None
    word = ops[0]
    fixed = "F" in g.flags() or g.argv[0] == "fgrep"
    rx = re.escape(word) if fixed else word
    return ("(?i)" if "i" in g.flags() else "") + rx


def _keyed_lines(li: Listing, pattern: str, out: list[str]) -> bool:
    """Whether every line shown begins with a member the pattern matches (then a member the pattern
    matches is on a line the pattern matches: ``KEY=value``, one name a line)."""
    lines = [ln for ln in out if ln.strip()]
    if not lines and not li.members:
        return True  # the filter matched nothing
    if not lines or not li.members or not all(re.search(pattern, m) for m in li.members):
        return False
    return all(any(ln.startswith(m) and (len(ln) == len(m) or not (ln[len(m)].isalnum() or ln[len(m)] == "_"))
                   for m in li.members) for ln in lines)


# What a program the tables do not know cannot change: the shell's variables, directory and user (a child
# process has its own), and the clock (setting it is in CLOCK_SETTERS).
UNTOUCHED_BY_PROGRAMS = frozenset({"env", "var", "clock", "shell"})


def _as_program(c: SimpleCommand) -> SimpleCommand:
    """``python -m pip install x`` as ``pip install x``."""
    argv = module_program(c.argv)
    return c if argv is c.argv else replace(c, argv=argv)


def eff_is_env(argv: list[str]) -> bool:
    return bool(argv) and program_key(argv)[0] in ("export", "unset", "declare", "typeset", "cd", "source", ".")


def _literal_value(v: str) -> tuple[tuple[str, str], ...]:
    """The value an assignment sets, when the shell would not expand it ($HOME, `cmd`, ~)."""
    v = v.strip("'\"") if len(v) >= 2 and v[0] == v[-1] and v[0] in "'\"" else v
    return (("value", v),) if is_literal(v) and "~" not in v else ()


def _q(step: int, c: SimpleCommand, text: str) -> Quote:
    return Quote(step, VIEW, text if text else " ".join(c.argv))


def _read_ls(s: TerminalSession, step: int, c: SimpleCommand, out: list[str]) -> Reading:
    ops = c.operands()
    flags = c.flags()
    glob = ops[0] if len(ops) == 1 and _NAME_GLOB.fullmatch(ops[0]) and _GLOB.search(ops[0]) else None
    if glob is not None:  # `ls *.yml`: the working directory's names the pattern matches
        return _read_ls_glob(s, step, c, glob, out)
    if len(ops) > 1 and not {"d", "R", "--recursive"} & flags:
        return _read_ls_sections(s, step, c, out)
    if len(ops) > 1 or any(_GLOB.search(o) for o in ops) or {"d", "R", "--recursive"} & flags:
        return Reading()
    target = resolve(ops[0] if ops else ".", s.cwd, s.home)
    if target is None or any(ln.startswith("ls:") for ln in out):
        return Reading()
    is_long = bool({"l", "g", "o"} & flags)
    long = long_listing(out) if is_long else None
    if is_long and long is None:
        return Reading()  # a long listing whose lines are not understood: no names can be told
    members = [e.name for e in long] if long is not None else names(out)
    if long is not None and ops and [e.name for e in long] == [ops[0]]:  # a file operand lists itself
        ref = s._path(ops[0])
        if ref is None:
            return Reading()
        return Reading(facts=_long_entry_facts(ref, long[0], Quote(step, VIEW, long[0].line)),
                       stamps=_write_stamps(s, step, [(ref, long[0])]))
    if members is None or (ops and members == [ops[0]]):
        return Reading()  # a file operand lists itself
    hidden = bool({"a", "A", "--all", "--almost-all"} & flags)
    members = [m.rstrip("/*@|=") if "F" in flags else m for m in members if m not in (".", "..")]
    q = Quote(step, VIEW, "\n".join(out[:6]))
    r = Reading(listings=[Listing("file", target, frozenset(members), complete=True, quote=q, shows_hidden=hidden)],
                stamps=_write_stamps(s, step, [(Ref("file", target, e.name), e) for e in long or []]))
    if step > s.listed.get(target, (0, frozenset(), False))[0]:
        s.listed[target] = (step, frozenset(members), hidden)
    for e in long or []:
        r.facts += _long_entry_facts(Ref("file", target, e.name), e, Quote(step, VIEW, e.line))
    for m in members if long is None else []:
        r.facts.append(Fact(Ref("file", target, m), "exists", "present", "exists", q))
    return r


def _long_entry_facts(ref: Ref, e: LongEntry, q: Quote) -> list[Fact]:
    """What a long listing's line says of its entry: it exists, its size (bytes, or rounded to a unit with -h: two
    attributes that differ in form), its type and permissions."""
    facts = [Fact(ref, "exists", "present", "exists", q)]
    if not e.mode.startswith("d"):
        facts.append(Fact(ref, "size" if e.size.isdigit() else "size (rounded)", e.size,
                          "soft" if live_file(ref) else "state", q))
    return facts + [Fact(ref, "mode", e.mode[:10], "state", q), Fact(ref, "permissions", e.mode[1:10], "state", q)]


# `tree` options after which what it shows is not every entry of a directory, or not as a tree (directories
# only, a pattern of files, pruned, full paths, no indentation, JSON or XML)
_TREE_PARTIAL = frozenset({"d", "P", "--prune", "--filelimit", "f", "i", "J", "X", "--matchdirs", "--fromfile"})


def _read_tree(s: TerminalSession, step: int, c: SimpleCommand, out: list[str]) -> Reading:
    """``tree [DIR...]``: each directory it shows with entries under it, a complete listing (hidden entries
    only with -a; with -I, all but the names its patterns match), and every entry there."""
    if _TREE_PARTIAL & c.flags() or s.cwd is None:
        return Reading()
    shown = tree_dirs(out)
    if shown is None:
        return Reading()
    ignored = [c.args[i + 1] for i, a in enumerate(c.args[:-1]) if a == "-I"]
    only = None
    if ignored:
        globs = [g for pattern in ignored for g in pattern.split("|") if g]
        only = "^(?!" + "|".join(fnmatch.translate(g) for g in globs) + ")"
    q = Quote(step, VIEW, "\n".join(out[:6]))
    r = Reading()
    for where, entries in shown:
        full = resolve(where, s.cwd, s.home)
        if full is None:
            return Reading()
        r.listings.append(Listing("file", full, frozenset(entries), complete=True, quote=q,
                                  shows_hidden=bool({"a"} & c.flags()), only=only))
        r.facts += [Fact(Ref("file", full, e), "exists", "present", "exists", q) for e in entries]
    return r


def _kube_writes(q: Quote, kube: KubeCall, failed: bool) -> list[Write]:
    """A kubectl verb on objects: a delete or a create of the objects it names, as named; a verb that only
    changes objects may change any of the kinds it names in its namespace, never make or remove one; any
    other (`apply -f`, a selector) may change, make or remove objects of any kind."""
    out = [Write(Selector(kind="output"), "touch", q)]
    if not failed and not kube.filtered and kube.names and kube.verb in ("delete", "create"):
        return out + [Write(Selector.of(Ref(k, kube.scope, n)), kube.verb, q) for k, n in kube.names]  # type: ignore[arg-type]
    if not kube.filtered and kube.verb in UPDATE_VERBS:
        return out + [Write(Selector(kind=k, scope=kube.scope), "touch", q, revives=False, removes=False)
                      for k in kube.kinds]
    return out + [Write(Selector(kind=k), "touch", q) for k in sorted(ALL_KINDS)]


def _read_kube(s: TerminalSession, step: int, c: SimpleCommand, out: list[str]) -> Reading:
    """A kubectl read as any read's output (:func:`_read_mentions`), and ``kubectl get KIND[,KIND...]`` (its
    table, or ``-o name``) as every object of each kind in the namespace, a complete listing (kinds
    controllers make objects of are not listed)."""
    generic = _read_mentions(s, step, c, out) if only_reads(c.argv) else Reading()
    kube = kube_call(c.argv)
    if kube is None or kube.verb != "get" or kube.names or kube.filtered or kube.output not in (None, "wide", "name"):
        return generic
    shown: dict[str, list[str]] = {}
    q = _q(step, c, "\n".join(out[:4]))
    if len(kube.kinds) == 1 and any(ln.startswith("No resources found") for ln in out):
        shown[kube.kinds[0]] = []
    for chunk in "\n".join(out).split("\n\n"):
        lines = [ln for ln in chunk.split("\n") if ln.strip()]
        t = table(lines) if kube.output != "name" else None
        if kube.output != "name" and (t is None or "NAME" not in t.headers):
            continue
        for name in ([row["NAME"] for row in t.rows if row.get("NAME")] if t is not None else lines):
            prefix, _, rest = name.rpartition("/")
            kind = kind_of(prefix) if prefix else (kube.kinds[0] if len(kube.kinds) == 1 else None)
            if kind is None or kind not in kube.kinds:
                return generic
            shown.setdefault(kind, []).append(rest)
    r = generic
    for kind, members in shown.items():
        if kind in LISTED_KINDS:
            r.listings.append(Listing(kind, kube.scope, frozenset(members), complete=True, quote=q))
            r.facts += [Fact(Ref(kind, kube.scope, m), "exists", "present", "exists", q) for m in members]
    return r


def _write_stamps(s: TerminalSession, step: int, entries: list[tuple[Ref, LongEntry]]) -> list[
        tuple[float, float, Quote, str, int]]:
    """The times listings show of files written in this session: a file an action wrote with the time of
    then (written at step k: later than any clock reading before k), or one new since a complete
    listing at step j while no program that sets times of its own ran (written after j). Each is shown
    to the minute or to the second; local times need the zone ``date`` showed."""
    stamps = []
    for ref, e in entries:
        made = s.written.get(ref)
        after = made - 1 if made is not None else None
        seen = s.listed.get(ref.scope)
        if after is None and seen is not None and ref.key not in seen[1] and (
                seen[2] or not ref.key.startswith(".")) and s.kept_times <= seen[0]:
            after = seen[0]
        span = _stamp_span(e.when, s.local_zone) if after is not None else None
        if span is not None and after is not None:
            stamps.append((span[0], span[1], Quote(step, VIEW, e.line), "abs", after))
    return stamps


_STAMP = re.compile(r"(\d{4}-\d\d-\d\d)[ T](\d\d:\d\d)(:\d\d(?:\.\d+)?)?(?: ([+-]\d{4}))?")


def _stamp_span(when: str, local_zone: str | None) -> tuple[float, float] | None:
    """(earliest, latest) seconds since the epoch of a listing's time with its date (long-iso, full-iso);
    None for one without a year or a zone that can be told."""
    m = _STAMP.fullmatch(when.strip())
    if m is None:
        return None
    offset = utc_offset(m[4] or local_zone or "")
    if offset is None:
        return None
    secs = datetime.fromisoformat(f"{m[1]}T{m[2]}{m[3] or ':00'}+00:00").timestamp() - offset
    return secs, secs + (1 if m[3] else 60)


# redirect targets that are no file: what goes there is thrown away or shown
_DEVICES = frozenset({"/dev/null", "/dev/stdout", "/dev/stderr", "/dev/tty", "/dev/zero"})


# a pattern of names in one directory (no directory part, nothing the shell expands but the wildcards)
_NAME_GLOB = re.compile(r"[\w.@+,%-]*(?:[*?][\w.@+,%-]*)+")


def _read_ls_sections(s: TerminalSession, step: int, c: SimpleCommand, out: list[str]) -> Reading:
    """``ls DIR1 DIR2``: a section of each directory, headed ``DIR1:``, read as that directory's own ``ls`` when
    every operand is a directory with its section, in order (a file operand would be listed before them)."""
    ops = c.operands()
    out = list(itertools.dropwhile(lambda ln: not ln.strip(), out))
    heads = [i for i, ln in enumerate(out) if ln.endswith(":") and ln[:-1] in ops]
    if [out[i][:-1] for i in heads] != ops or heads[0] != 0:  # (ops holds two or more: heads is not empty)
        return Reading()
    r = Reading()
    for op, start, end in zip(ops, heads, [*heads[1:], len(out)]):
        lines = [ln for ln in out[start + 1:end] if ln.strip()]
        one = SimpleCommand([c.argv[0], *[a for a in c.args if a.startswith("-")], op])
        r.extend(_read_ls(s, step, one, lines))
    return r


def _read_ls_glob(s: TerminalSession, step: int, c: SimpleCommand, glob: str, out: list[str]) -> Reading:
    """``ls *.yml``: a complete listing of the working directory filtered by the pattern, when every name
    shown matches it (a directory the pattern matches would show its own contents instead)."""
    flags = c.flags()
    if s.cwd is None or {"R", "--recursive", "l", "g", "o", "F"} & flags or any(ln.startswith("ls:") for ln in out):
        return Reading()
    members = names(out)
    if not members or not all(fnmatch.fnmatchcase(m, glob) for m in members):
        return Reading()
    q = Quote(step, VIEW, "\n".join(out[:6]))
    # the shell's wildcards match a leading dot only when the pattern starts with one
    listing = Listing("file", s.cwd, frozenset(members), complete=True, quote=q, shows_hidden=glob.startswith("."),
                      only=fnmatch.translate(glob))
    return Reading(facts=[Fact(Ref("file", s.cwd, m), "exists", "present", "exists", q) for m in members],
                   listings=[listing])


def _read_cat(s: TerminalSession, step: int, c: SimpleCommand, out: list[str]) -> Reading:
    ops = c.operands()
    if len(ops) != 1 or c.flags() or _GLOB.search(ops[0]):
        return Reading()
    ref = s._path(ops[0])
    if ref is None:
        return Reading()
    text = "\n".join(out).strip("\n")
    missing = any(ln.startswith("cat:") and "No such file" in ln for ln in out)
    if missing:
        return Reading(facts=[Fact(ref, "exists", "absent", "exists", _q(step, c, text))])
    if any(ln.startswith("cat:") for ln in out):
        return Reading()
    s.whole[ref] = tuple(ln.rstrip() for ln in out)
    return _file_text(ref, step, c, out)


def _read_window(s: TerminalSession, step: int, c: SimpleCommand, out: list[str]) -> Reading:
    """``head``/``tail`` of one file: the lines it shows, by number (a tail's when the file was shown whole
    since and nothing touched it: its last lines are those)."""
    w = line_window(c.argv)
    if w is None or not out or any(ln.startswith(("head:", "tail:")) for ln in out):
        return Reading()
    path, side, n = w
    ref = s._path(path)
    whole = s.whole.get(ref) if ref is not None else None
    if ref is None or side != "head" and whole is None:
        return Reading()
    known = len(whole or ())
    if side == "head":
        first, fits = 1, len(out) == min(n, known) if whole is not None else len(out) <= n
    elif side == "from":
        first, fits = n, len(out) == known - n + 1
    else:
        first, fits = known - len(out) + 1, len(out) == min(n, known)
    if not fits:
        return Reading()  # not as many lines as the file has there: left to other readings
    return _lines_at(ref, step, c, [(first + i, ln) for i, ln in enumerate(out)])


def _lines_at(ref: Ref, step: int, c: SimpleCommand, lines: list[tuple[int, str]]) -> Reading:
    """A file's lines by number, as a command showed them."""
    cls = _file_class(ref)
    return Reading(facts=[Fact(ref, f"line {n}", ln.rstrip(), cls, _q(step, c, ln)) for n, ln in lines])


def _file_class(ref: Ref) -> FactClass:
    return "soft" if live_file(ref) else "state"  # a log grows, and rotates, on its own


def _read_find(s: TerminalSession, step: int, c: SimpleCommand, out: list[str]) -> Reading:
    """``find DIR ...``: every path it prints under the directories it started from is there (the listing
    is not read as complete: its tests leave things out)."""
    starts = []
    for a in c.argv[1:]:
        if a.startswith(("-", "(", "!")):
            break
        starts.append(a.rstrip("/") or "/")
    if not starts or any(_GLOB.search(a) for a in starts) or any(ln.startswith("find:") for ln in out):
        return Reading()
    facts = []
    for ln in out:
        path = ln.strip()
        if path and path not in starts and any(path.startswith(f"{a}/") or a == "/" for a in starts) \
                and (ref := s._path(path)) is not None:
            facts.append(Fact(ref, "exists", "present", "exists", _q(step, c, path)))
    return Reading(facts=facts)


def _file_text(ref: Ref, step: int, c: SimpleCommand, out: list[str]) -> Reading:
    """A file shown whole: it is there, with this text and these lines."""
    text = "\n".join(out).strip("\n")
    return Reading(facts=[Fact(ref, "exists", "present", "exists", _q(step, c, out[0] if out else "")),
                          Fact(ref, "content", text, _file_class(ref), _q(step, c, text)),
                          *_lines_at(ref, step, c, list(enumerate(out, 1))).facts])


def _read_line_count(s: TerminalSession, step: int, c: SimpleCommand, out: list[str]) -> Reading:
    """``wc -l FILE...`` (``N FILE`` each, and a ``N total`` line for several) or ``wc -l < FILE`` (``N``): each
    file's line count, by the path its line names (a glob's files too)."""
    ops = c.operands()
    inputs = [t for op, t in c.redirects if op == "<"]
    if c.flags() != {"l"} or len(inputs) > 1 or (inputs and ops) or not out:
        return Reading()
    if inputs:
        rows = [(out[0].strip(), inputs[0])] if len(out) == 1 and out[0].strip().isdigit() else []
    else:
        rows = [(w[0], w[1]) for ln in out if len(w := ln.split()) == 2 and w[0].isdigit()]
        if len(rows) != len([ln for ln in out if ln.strip()]):
            return Reading()  # a line of another shape (an error, a name with a space): which is which is unsure
        rows = [(n, p) for n, p in rows if not (p == "total" and len(rows) > 1 and "total" not in ops)]
    facts = []
    for n, path in rows:
        ref = s._path(path) if not _GLOB.search(path) else None
        if ref is not None:
            facts.append(Fact(ref, "lines", n, "soft" if live_file(ref) else "state", _q(step, c, f"{n} {path}")))
    return Reading(facts=facts)


def _read_env(s: TerminalSession, step: int, c: SimpleCommand, out: list[str]) -> Reading:
    ops = c.operands()
    if c.argv[0] == "printenv" and len(ops) == 1 and len(out) <= 1:
        value = out[0] if out else ""
        return Reading(facts=[Fact(Ref("env", "", ops[0]), "value", value, "state", _q(step, c, value))])
    if ops or c.flags():
        return Reading()
    pairs = kv_lines(out, equals=True)
    if not any(ln.strip() for ln in out):  # an environment is never empty: a filter left nothing (`| grep X`)
        return Reading(listings=[Listing("env", "", frozenset(), complete=True, quote=_q(step, c, ""))])
    if not pairs:
        return Reading()
    # the whole environment: a complete listing of its variables
    listing = Listing("env", "", frozenset(k for k, _, _ in pairs), complete=True,
                      quote=_q(step, c, "\n".join(out[:4])))
    return Reading(facts=[Fact(Ref("env", "", k), "value", v, "state", _q(step, c, line)) for k, v, line in pairs],
                   listings=[listing])


def _read_echo(s: TerminalSession, step: int, c: SimpleCommand, out: list[str]) -> Reading:
    args = c.args
    if len(args) == 1 and re.fullmatch(r"\$\{?[A-Za-z_][A-Za-z0-9_]*\}?", args[0]) and len(out) == 1:
        var = args[0].strip("${}")  # the shell's variable, exported or not
        return Reading(facts=[Fact(Ref("var", "", var), "value", out[0], "state", _q(step, c, out[0]))])
    return Reading()


def _read_lookup(s: TerminalSession, step: int, c: SimpleCommand, out: list[str]) -> Reading:
    """``id NAME``, ``getent passwd NAME``: the things of its kind it shows there, or says are missing."""
    spec = object_lookup(c.argv)
    if spec is None:
        return Reading()
    kind, _missing, present = spec
    scope = OBJECT_SCOPES.get(kind, (kind, frozenset()))[0]
    r = _missing_lookups(step, c, out)
    for line in out:
        m = re.match(present, line.strip())
        if m is not None:
            r.facts.append(Fact(Ref(kind, scope, m["name"]), "exists", "present", "exists", _q(step, c, line)))
    return r


def _missing_lookups(step: int, c: SimpleCommand, out: list[str]) -> Reading:
    """What a lookup's own lines (they name the program) say is missing."""
    spec = object_lookup(c.argv)
    if spec is None:
        return Reading()
    kind, missing, _present = spec
    if missing is None:
        return Reading()
    scope = OBJECT_SCOPES.get(kind, (kind, frozenset()))[0]
    asked = set(c.operands())
    return Reading(facts=[Fact(Ref(kind, scope, m["name"]), "exists", "absent", "exists", _q(step, c, line))
                          for line in out if (m := re.match(missing, line.strip())) and m["name"] in asked])


def own_lines(c: SimpleCommand, out: list[str]) -> list[str]:
    """The lines of a chain's output that only ``c`` prints: the one of SELF_NAMED_LINES (`git commit`'s
    "[main 3f2c1ab] Subject"), or every line of a listing's own shape (`git log --oneline`: a hash, then a
    subject); else none."""
    sub = program_key(c.argv)[1]
    many = OWN_LINE_SHAPES.get(sub)
    if many is not None and many[0] <= set(c.args) and not any(a.startswith(("--format", "--pretty")) for a in c.args):
        return [ln for ln in out if many[1].match(ln.strip())]
    pattern = SELF_NAMED_LINES.get(sub)
    lines = [ln for ln in out if pattern.match(ln.strip())] if pattern is not None else []
    return lines if len(lines) == 1 else []


def _read_date(s: TerminalSession, step: int, c: SimpleCommand, out: list[str]) -> Reading:
    # `date`, or `date +FORMAT` whose output is a whole date and time (`date '+%F %T %Z'`), in UTC or not
    args = [a for a in c.args if a not in _DATE_NOW_FLAGS]
    if any(not a.startswith("+") for a in args) or len(args) > 1 or len(out) != 1:
        return Reading()
    if args == list(c.args):  # the machine's own zone (not -u): local times without a zone are in it
        zone = (parse_now(out[0]) or date_time(out[0]) or (0, ""))[1]
        s.local_zone = zone if zone and zone != "abs" else s.local_zone
        # a bare `date` shows the zone it is in: its time of day is the local one (a format may show any time)
        local = not args and not any(k == "TZ" for k, _ in c.assignments)  # not `TZ=America/New_York date`
        return Reading(clocks=_clock(step, c, out[0]) + (_time_of_day(step, c, out[0]) if local else []))
    return Reading(clocks=_clock(step, c, out[0]))


_TIME_OF_DAY = re.compile(r"(?<![\d:])(\d{1,2}):(\d{2}):(\d{2})(?![\d:])")


def _time_of_day(step: int, c: SimpleCommand, text: str) -> list[tuple[float, Quote, str]]:
    """A reading of the local time of day (in whole minutes of the day), from a text in the machine's own zone
    that shows one time: what `uptime` and `top` print is compared with it."""
    found = _TIME_OF_DAY.findall(text)
    if len(found) != 1 or int(found[0][0]) > 23:
        return []
    h, m, _sec = map(int, found[0])  # to the minute, the precision of every other clock of the day (a panel's)
    return [(h * 60 + m, _q(step, c, text), "day")]


# `date` options that print the current time in another zone or form (never -d/--date, -r or -s)
_DATE_NOW_FLAGS = frozenset({"-u", "--utc", "--universal", "-R", "--rfc-email", "--rfc-2822", "-Iseconds",
                             "--iso-8601=seconds", "--rfc-3339=seconds"})


def _clock(step: int, c: SimpleCommand, text: str) -> list[tuple[float, Quote, str]]:
    """A reading of the current time from a whole date and time, on the scale of its zone."""
    got = clock_reading(text)
    return [] if got is None else [(got[0], _q(step, c, text), got[1])]


def _generic(step: int, c: SimpleCommand, out: list[str]) -> Reading:
    """A read-only command's own output: its ``key: value`` lines and table rows, about that command's program
    and the things it names (``smartctl -i /dev/sdd`` and ``smartctl -a /dev/sdd`` show one drive)."""
    scope = " ".join([program_key(c.argv)[0], *c.operands()])
    r = Reading()
    for k, v, line in kv_lines(out):
        r.facts.append(Fact(Ref("output", scope, k), "value", v, value_class(k, v), _q(step, c, line)))
    # the current time a line names (the local one last: the next `date` is most likely read in its zone)
    for k, v, _line in sorted(kv_lines(out), key=lambda x: x[0].lower() == "local time"):
        if k.lower() in NOW_KEYS:
            r.clocks += _clock(step, c, v) + (_time_of_day(step, c, v) if k.lower() in LOCAL_NOW_KEYS else [])
    pattern = TIME_OF_DAY_LINES.get(program_key(c.argv)[0])
    first = pattern.match(out[0]) if pattern is not None and out else None
    if first is not None:
        r.clocks += _time_of_day(step, c, first["t"])
    t = table(out)
    if t is not None and len(t.headers) >= 2:
        key_col = next((h for h in t.headers if h in ("NAME", "NAMES")), t.headers[0])
        keys = [row.get(key_col, "") for row in t.rows]
        for row, key in zip(t.rows, keys):
            if not key or keys.count(key) > 1:  # two rows under one key (two tags of an image): not one thing
                continue
            for h, v in row.items():
                if h != key_col and v:
                    r.facts.append(Fact(Ref("output", scope, key), h, v, value_class(h, v), _q(step, c, key)))
    return r


def _read_setting(step: int, c: SimpleCommand, name: str, key: str, out: list[str]) -> Reading:
    lines = [ln for ln in out if ln.strip()]
    if len(lines) != 1:
        return Reading()
    line = lines[0].strip()
    k, eq, v = line.partition(" = ")  # sysctl prints "key = value"
    value = v.strip() if eq and k.strip() == key else line
    return Reading(facts=[Fact(Ref("setting", name, key), "value", value, "state", _q(step, c, line))])


def _read_program_version(step: int, c: SimpleCommand, package: tuple[str, str], out: list[str]) -> Reading:
    version = printed_version(out[:2])
    if version is None or any(FAILURE_LINE.search(ln) or "not found" in ln for ln in out):
        return Reading()
    line = next(ln for ln in out if version in ln)
    return Reading(facts=[Fact(Ref("package", package[0], package[1]), "version", version, "state", _q(step, c, line))])


def _read_versions(step: int, c: SimpleCommand, spec: tuple[str, str], out: list[str]) -> Reading:
    manager, view = spec
    r = Reading()
    if view == "show":
        ops = c.operands()[1:]
        kv = {k.lower(): (v, line) for k, v, line in kv_lines(out)}
        if len(ops) == 1 and "version" in kv and kv.get("name", (ops[0], ""))[0].lower() == ops[0].lower():
            v, line = kv["version"]
            r.facts.append(Fact(Ref("package", manager, ops[0].lower().replace("_", "-")), "version", v, "state",
                                _q(step, c, line)))
        return r
    for line in out:
        if view == "rows":
            m = re.fullmatch(r"\s*([A-Za-z0-9_.-]+)\s+(\d[\w.+!-]*)\s*(?:\S.*)?", line)
        elif view == "pins":
            m = re.fullmatch(r"\s*([A-Za-z0-9_.-]+)==(\S+)\s*", line)
        else:  # "at": npm ls's "├── name@1.2.3"
            m = re.search(r"(@?[\w.-]+(?:/[\w.-]+)?)@(\d[\w.+-]*)\s*$", line)
        if m:
            r.facts.append(Fact(Ref("package", manager, m.group(1).lower().replace("_", "-")), "version", m.group(2),
                                "state", _q(step, c, line)))
    return r


def _read_objects(s: TerminalSession, step: int, c: SimpleCommand, out: list[str], spec: ObjectListing) -> Reading:
    """A program's listing of its things (:data:`OBJECT_LISTINGS`): their names from the table's column,
    or from the first field of a ``--format``; complete when it shows every thing (no filter, and the
    flags it needs to)."""
    args = c.args
    filtered = any(a.split("=", 1)[0] in spec.filters or (not a.startswith("--") and a[:2] in spec.filters)
                   for a in args if a.startswith("-"))
    complete = (not spec.needs or bool(spec.needs & set(args))) and not filtered and not spec.partial
    only = zfs_shown(args[1:]) if program_key(c.argv)[1] == "zfs list" and not filtered else None
    if "-q" in args or "--quiet" in args:
        return Reading()  # ids, not names
    fmt = next(iter(option_values(args, ("--format",))), None)
    members: list[str] = []
    ids: list[tuple[str, str, str]] = []  # (name, id, line)
    scope = OBJECT_SCOPES[spec.kind][0] if spec.kind in OBJECT_SCOPES else s._object_scope(program_key(c.argv)[0])
    if fmt is not None and not fmt.strip("'\"").startswith("table"):
        fields = re.findall(r"\{\{[^}]*\}\}", fmt)
        words = list(itertools.takewhile(lambda f: f in ONE_WORD_FIELDS, fields))  # the line's first words
        if not spec.field or spec.field not in words or re.sub(r"\{\{[^}]*\}\}|\s|'|\"|\\t", "", fmt):
            return Reading()
        rows = [(dict(zip(words, ln.split(maxsplit=len(words)))), ln) for ln in out if ln.strip()]
        members = [r[spec.field] for r, _ in rows if spec.field in r]
        ids = [(r[spec.field], r[spec.id_field], ln) for r, ln in rows if spec.id_field in r and spec.field in r]
    else:  # the default table, or a `--format 'table {{.Names}}\t...'`: a header row names the columns
        t = table(out)
        if t is None or spec.column not in t.headers:
            return Reading()
        members = [row[spec.column] for row in t.rows if row.get(spec.column)]
        ids = [(row[spec.column], row[spec.id_column], row[spec.column]) for row in t.rows
               if spec.id_column and row.get(spec.id_column) and row.get(spec.column)]
    q = _q(step, c, "\n".join(out[:4]))
    facts = [Fact(Ref(spec.kind, scope, name), "id", i, "identity", _q(step, c, line)) for name, i, line in ids
             if re.fullmatch(r"[0-9a-f]{12,64}", i)]
    listing = Listing(spec.kind, scope, frozenset(members), complete=complete or only is not None, quote=q, only=only)
    return Reading(facts=facts, listings=[listing])


def _read_id(s: TerminalSession, step: int, c: SimpleCommand, out: list[str]) -> Reading:
    """A thing's id as the first word a command prints (:data:`ID_READS`): ``docker run -d --name web``
    prints the new container's, ``docker inspect web --format '{{.Id}} ...'`` the one it has."""
    name, sub = program_key(c.argv)
    words = [w for w in c.argv[1:] if not w.startswith("-")]
    spec = ID_READS.get(" ".join([name, *words[:2]])) or ID_READS.get(sub)
    lines = [ln for ln in out if ln.strip()]
    if spec is None or not lines:
        return Reading()
    kind, lead = spec
    args = c.args
    if lead:  # `inspect NAME --format '{{.Id}} ...'`: one thing, named
        fmt = next((args[i + 1] for i, a in enumerate(args[:-1]) if a in ("--format", "-f")), None)  # `--format F` only
        ops = [a for a in c.operands() if a != fmt][1:]
        if fmt is None or not fmt.strip("'\" ").startswith(lead) or len(ops) != 1 or len(lines) != 1:
            return Reading()
        thing, text = ops[0], lines[0]
    else:  # `run -d --name NAME IMAGE`: the id is the whole last line
        named = option_values(args, ("--name",))
        if len(named) != 1 or not ({"-d", "--detach"} & set(args) or any(re.fullmatch(r"-[a-zA-Z]*d[a-zA-Z]*", a)
                                                                          for a in args)):
            return Reading()
        thing, text = named[0], lines[-1]
    first = text.split()[0]
    if not re.fullmatch(r"[0-9a-f]{12,64}", first):
        return Reading()
    return Reading(facts=[Fact(Ref(kind, s._object_scope(name), thing), "id", first, "identity", _q(step, c, text))])


def _read_formatted(s: TerminalSession, step: int, c: SimpleCommand, out: list[str],
                    spec: tuple[tuple[str, ...], dict[str, str]]) -> Reading:
    """A program's output in a format of its own (``stat -c '%A %s %n' FILE...``): each line's attributes
    of the file it names (:data:`FORMAT_FIELDS`), when every directive is known."""
    options, names = spec
    args = c.args
    fmt = next(iter(option_values(args, options)), None)
    if fmt is None or any(FAILURE_LINE.search(ln) for ln in out):
        return Reading()
    fmt = fmt.replace("\\n", "")  # --printf's line end
    files = [a for a in c.operands() if a != fmt]
    rows = format_fields(fmt, out, frozenset({"%n", "%N", "%F"}))
    if (rows is None or any(d not in names for d in _DIRECTIVES.findall(fmt)) or not files
            or _GLOB.search(" ".join(files))):
        return Reading()
    if "%n" not in fmt and (len(files) != 1 or len(rows) != 1):
        return Reading()  # which line is which file cannot be told
    r = Reading()
    for row, line in zip(rows, [ln for ln in out if ln.strip()]):
        path = row.get("%n", files[0])
        ref = s._path(path) if path in files or s._path(path) in [s._path(f) for f in files] else None  # ~ expanded
        if ref is None:
            continue
        for d, v in row.items():
            attr = names[d]
            if attr == "modified":  # moves with every write, known or not: only a reading of the clock
                r.stamps += _write_stamps(s, step, [(ref, LongEntry(ref.key, "", "", "", v, line))])
            elif attr != "name":
                soft = attr == "size" and live_file(ref)
                r.facts.append(Fact(ref, attr, v, "soft" if soft else "state", _q(step, c, line)))
    return r


_DIRECTIVES = re.compile(r"%[a-zA-Z%]")


def _read_mentions(s: TerminalSession, step: int, c: SimpleCommand, out: list[str]) -> Reading:
    """A read's output as generic lines, and the things it names as there now (:data:`OBJECT_MENTIONS`)."""
    r = _generic(step, c, out)
    scope = s._object_scope(program_key(c.argv)[0])
    for kind, thing, line, current in mentioned(c.argv, out):
        r.facts.append(Fact(Ref(kind, scope, thing), "exists", "present", "exists", _q(step, c, line)))
        if current:  # the one checked out: what a switch made current
            r.facts.append(Fact(Ref("current", scope, kind), "name", thing, "state", _q(step, c, line)))
    return r


def _read_git_status(s: TerminalSession, step: int, c: SimpleCommand, out: list[str]) -> Reading:
    """``git status``: besides what :func:`_read_mentions` reads, each file's change staged and not staged
    (views/changes.py), a state only a write of the file, or git, changes."""
    r = _read_mentions(s, step, c, out)
    short = bool({"s", "--short", "--porcelain"} & c.flags()) or any(a.startswith("--porcelain") for a in c.args)
    for path, kind, what, line in status_changes(out, short) or []:
        ref = s._path(path)
        if ref is not None:
            r.facts.append(Fact(ref, STAGED if kind == INDEX else UNSTAGED, what, "state", _q(step, c, line)))
    return r


def _read_git_branch(s: TerminalSession, step: int, c: SimpleCommand, out: list[str]) -> Reading:
    """``git branch`` (also ``-v``/``-vv``; ``-a`` shows the remote-tracking ones after them, under
    ``remotes/``): the local branches, a complete listing."""
    if c.operands()[1:] or {"r", "--remotes", "--contains", "--merged", "--no-merged"} & c.flags():
        return Reading()
    shown = [ln[2:].split()[0] for ln in out if len(ln) > 2 and ln[:2] in ("* ", "  ", "+ ")]
    if not shown or len(shown) != len([ln for ln in out if ln.strip()]):
        return Reading()
    members = [m for m in shown if not m.startswith("remotes/")] if {"a", "--all"} & c.flags() else shown
    # -v: each branch's head commit, "* main 4f7e2b1 [origin/main: ahead 1] subject"
    heads = _commits(s, step, c, out, _BRANCH_HEAD) if {"v", "vv", "--verbose"} & c.flags() else Reading()
    return Reading(facts=heads.facts, listings=[Listing("branch", s._object_scope("git"), frozenset(members),
                                                        complete=True, quote=_q(step, c, "\n".join(out[:4])))])


# options of `git tag` after which it shows something else than the tags' names, or only some of them
_TAG_SHOWS_OTHER = ("-n", "--contains", "--no-contains", "--merged", "--no-merged", "--points-at", "--format",
                    "--column", "-v", "--verify")


def _read_git_tag(s: TerminalSession, step: int, c: SimpleCommand, out: list[str]) -> Reading:
    """``git tag`` or ``git tag -l [PATTERN...]``: the repository's tags, each on its line; with patterns, every
    tag they match (a complete listing of those)."""
    patterns = c.operands()[1:]
    if (patterns and not {"l", "--list"} & c.flags()) or any(a.startswith(_TAG_SHOWS_OTHER) for a in c.args):
        return Reading()
    shown = [ln.strip() for ln in out if ln.strip()]
    if not shown or any(len(t.split()) > 1 for t in shown):
        return Reading()
    only = "|".join(f"^{fnmatch.translate(p)}" for p in patterns) or None
    return Reading(listings=[Listing("tag", s._object_scope("git"), frozenset(shown), complete=True,
                                     quote=_q(step, c, "\n".join(out[:4])), only=only)])


_BRANCH_HEAD = re.compile(r"^[*+]?\s*(?!remotes/)\S+\s+(?P<hash>[0-9a-f]{7,40}) (?:\[[^\]]*\] )?(?P<subject>.+)$")


def _read_numbered(s: TerminalSession, step: int, c: SimpleCommand, out: list[str]) -> Reading:
    """``grep -n PATTERN FILE``: the lines it shows, by number (facts about the file's lines)."""
    ops = c.operands()
    literal = grep_literal(c.argv)
    if literal is not None and (ref := s._path(literal[1])) is not None and (whole := s.whole.get(ref)) is not None:
        # a search of a file shown whole since: its hits are the lines that hold the words, in order
        words, _, fold = literal
        hits = [n for n, ln in enumerate(whole, 1) if (words.casefold() in ln.casefold() if fold else words in ln)]
        if hits and len(hits) == len(out) and not any(ln.startswith("grep:") for ln in out):
            return _lines_at(ref, step, c, list(zip(hits, out)))
        return Reading()
    if "n" not in c.flags() or len(ops) != 2 or {"r", "R", "v", "c", "l", "o"} & c.flags():
        return Reading()
    ref = s._path(ops[1])
    if ref is None:
        return Reading()
    r = Reading()
    for line in out:
        m = re.match(r"^(\d+)[:-](.*)$", line)
        if m is None:
            return Reading()  # not the lines of one file
        r.facts.append(Fact(ref, f"line {m.group(1)}", m.group(2).rstrip(), "state", _q(step, c, line)))
    if r.facts:  # a file it shows lines of is there
        r.facts.append(Fact(ref, "exists", "present", "exists", r.facts[0].quote))
    return r


_COMMIT_MADE = re.compile(r"^\[(?P<branch>[^\s\]]+)(?: \(root-commit\))? (?P<hash>[0-9a-f]{7,40})\] (?P<subject>.+)$")
_ONELINE = re.compile(r"^(?:[*|\\/ ]+)?(?P<hash>[0-9a-f]{7,40}) (?:\([^)]*\) )?(?P<subject>.+)$")
# lines only one program prints, read even when a chain mixes several programs' output: "program sub" -> line
SELF_NAMED_LINES: dict[str, re.Pattern[str]] = {
    "git commit": _COMMIT_MADE,
    # the lines that name a thing of a read (`git status`'s branch line, "## main...origin/main" with -sb)
    **{sub: re.compile("^(?:" + "|".join(map(re.escape, heads)) + r")\S")
       for sub, (_kind, heads) in OBJECT_MENTIONS.items()},
}
# listings whose every line has a shape no other program's line has, with the flags that give it: "program sub"
# -> (flags, the line's shape)
OWN_LINE_SHAPES: dict[str, tuple[frozenset[str], re.Pattern[str]]] = {
    "git log": (frozenset({"--oneline"}), _ONELINE),
    # its branch line, and the long form's headers and entries (views/changes.py)
    "git status": (frozenset(), re.compile(f"{SELF_NAMED_LINES['git status'].pattern}|{STATUS_LINE.pattern}")),
}


def _commits(s: TerminalSession, step: int, c: SimpleCommand, out: list[str], rx: re.Pattern[str]) -> Reading:
    """Commits by subject, with their hash (an identity: only a rewrite gives a commit a new one).
    A subject shown twice names two commits: neither is read."""
    found = [(m["subject"].strip(), m["hash"], line) for line in out if (m := rx.match(line.strip()))]
    subjects = [x[0] for x in found]
    scope = s._object_scope("git")
    return Reading(facts=[Fact(Ref("commit", scope, subj), "hash", h, "identity", _q(step, c, line))
                          for subj, h, line in found if subjects.count(subj) == 1])


def _read_git_commit(s: TerminalSession, step: int, c: SimpleCommand, out: list[str]) -> Reading:
    # its "[branch hash] subject" line, after what a command before it said on stderr ("Switched to ...")
    line = next((ln for ln in out[:3] if _COMMIT_MADE.match(ln.strip())), None)
    m = _COMMIT_MADE.match(line.strip()) if line is not None else None
    if m is not None and not any(a in ("--amend", "--date") or a.startswith("--date=") for a in c.args):
        s.made[m["subject"].strip()] = step
    return _commits(s, step, c, [line] if line is not None else [], _COMMIT_MADE)


# `git log --format='%h %ad %s' --date=iso` (or %cd, %ai, %ci): the hash, a date-time with its offset, the subject
_DATED = re.compile(r"^(?:[*|\\/ ]+)?(?P<hash>[0-9a-f]{7,40}) (?P<date>\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}"
                    r"(?: ?[+-]\d{2}:?\d{2}|Z)) (?:\([^)]*\) )?(?P<subject>.+)$")
# (an author's name or address may come between the date and the subject: the line then ends with the subject)
_DATED_FORMAT = re.compile(r"^--(?:format|pretty)=(?:t?format:)?['\"]?%[hH] %[ac](?P<d>[di])"
                           r"(?P<between>(?: %a[nNeE])*) %s['\"]?$")
_GIT_DATE = re.compile(r"^(?:Commit)?Date:\s+(?P<wd>\w{3}) (?P<md>\w{3} +\d{1,2}) (?P<hms>\d\d:\d\d:\d\d) (?P<y>\d{4}) "
                       r"(?P<tz>[+-]\d{4})$")


def _read_git_log(s: TerminalSession, step: int, c: SimpleCommand, out: list[str]) -> Reading:
    formats = [a for a in c.args if a.startswith(("--format", "--pretty"))]
    if "--oneline" in c.args and not formats:
        return _commits(s, step, c, out, _ONELINE)
    iso = any(a in ("--date=iso", "--date=iso8601", "--date=iso-strict") for a in c.args)
    dated = _DATED_FORMAT.match(formats[0]) if len(formats) == 1 else None
    between = bool(dated and dated["between"])  # the subject is the line's end, after the author's name
    if dated is not None and (iso or dated["d"] == "i"):  # %ci is ISO
        found = [(m["subject"].strip(), m["hash"], m["date"], line) for line in out
                 if (m := _DATED.match(line.strip()))]
    elif not formats and not {"--oneline", "--stat", "--graph"} & set(c.args) and not any(
            a.startswith("--date") for a in c.args):
        found = _medium_log(out)
    else:
        return Reading()
    if not found:
        return Reading()
    r = _commits(s, step, c, [f"{h} {subj}" for subj, h, _d, _l in found], _ONELINE)
    for subj, _h, date, line in found:
        made = s.made.get(subj) if not between else next(
            (k for sub, k in s.made.items() if subj.endswith(f" {sub}")), None)
        if made is not None:  # made at that step: later than any reading of the clock before it
            r.stamps += [(t, t + 1, _q(step, c, line), scale, made - 1) for t, _q0, scale in _clock(step, c, date)]
    return r


def _medium_log(out: list[str]) -> list[tuple[str, str, str, str]]:
    """``git log``'s default blocks: (subject, hash, date as ``date`` prints it, the date line)."""
    found: list[tuple[str, str, str, str]] = []
    commit = date = line_of = None
    for line in out:
        head = re.match(r"^commit ([0-9a-f]{7,40})\b", line)
        if head:
            commit, date = head.group(1), None
            continue
        m = _GIT_DATE.match(line.strip())
        if m and commit:
            date, line_of = f"{m['wd']} {m['md']} {m['hms']} {m['tz']} {m['y']}", line
            continue
        if commit and date and line.startswith("    ") and line.strip():
            found.append((line.strip(), commit, date, line_of or line))
            commit = date = None
    return found


def _processes(s: TerminalSession, step: int, c: SimpleCommand, pairs: list[tuple[str, str, str]],
               learn: bool) -> list[Fact]:
    """A service's main process keeps its PID until something restarts it: the PID of each followed
    command line shown once (``learn``: a ``systemctl status`` screen names main processes to follow). A
    command line shown twice names nothing; an earlier PID still listed under another line is not judged."""
    by_line = by_command_line(pairs)
    pids = {pid for pid, _c, _r in pairs}
    facts = []
    for key, hits in by_line.items():
        known = s.mains.get(key)
        if len(hits) != 1 or (known is None and not learn) or (known is not None and known != hits[0][0]
                                                               and known in pids):
            continue
        s.mains[key] = hits[0][0]
        facts.append(Fact(Ref("process", "", key), "pid", hits[0][0], "identity", _q(step, c, hits[0][1])))
    return facts


# programs whose tables name processes by program: `ps` stays with its own reader (by command line). What they
# list may be a service's worker, which a reload replaces: its processes are kept in a scope of their own
PID_TABLES = frozenset({"ss", "lsof"})
LISTED, MAIN = "listed", "main"


def _listed_pids(s: TerminalSession, step: int, line: str, cmds: list[SimpleCommand], out: list[str]) -> list[Fact]:
    """The id of each program a process table in the line's output shows with one id (:mod:`views.pids`: the
    tables find themselves, whatever else the line printed or filtered). A program shown with a service's main
    process id is that main process from then on, which a reload keeps."""
    facts = []
    for name, pids in line_pids((c.argv for c in cmds if program_name(c.name) in PID_TABLES), out).items():
        if len(pids) == 1:
            pid = next(iter(pids))
            if pid in s.mains.values():
                s.main_programs = s.main_programs | {name}
            scope = MAIN if name in s.main_programs else LISTED
            facts.append(Fact(Ref("process", scope, name), "pid", pid, "identity", Quote(step, VIEW, line[:200])))
    return facts


def _read_ps(s: TerminalSession, step: int, c: SimpleCommand, out: list[str]) -> Reading:
    pairs = ps_pairs(c.args, out) or (ps_pairs(c.args, out, headerless=True) if c.piped else None)
    return Reading(facts=_processes(s, step, c, pairs or [], learn=False))


def _read_pgrep(s: TerminalSession, step: int, c: SimpleCommand, out: list[str]) -> Reading:
    return Reading(facts=_processes(s, step, c, pgrep_pairs(c.args, out) or [], learn=False))


_ACTIVE_SINCE = re.compile(r"^\s*Active: active \([\w ]+\) since (\w{3} \d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?: \w+)?)")


def _read_service_status(s: TerminalSession, step: int, c: SimpleCommand, out: list[str]) -> Reading:
    r = _generic(step, c, out)
    pairs = status_pairs(out)
    r.facts += _processes(s, step, c, pairs, learn=True)
    # "● cups.service - CUPS Scheduler" then "Loaded: loaded (/lib/systemd/system/cups.service; enabled; ...)"
    unit = None
    for line in out:
        head = re.match(r"^[●○×↻*]?\s*(\S+\.\w+) - ", line)
        unit = head.group(1) if head else unit
        m = re.match(r"^\s*Loaded: \w+ \([^;]+; (\w+)[;)]", line)
        if m and unit and m.group(1) in UNIT_STATES and not UNIT_ELSEWHERE & set(c.args):
            r.facts.append(Fact(Ref("unit", "systemctl", unit), "enablement", m.group(1), "state", _q(step, c, line)))
        since = _ACTIVE_SINCE.match(line)
        if since and unit and not UNIT_ELSEWHERE & set(c.args):
            # when the running service started: only a (re)start, a stop or a crash gives it another one
            r.facts.append(Fact(Ref("process", "systemctl", unit), "active since", since.group(1), "identity",
                                _q(step, c, line)))
        pid = re.match(r"^\s*Main PID:\s*(\d+)\b", line)
        if pid and unit and not UNIT_ELSEWHERE & set(c.args):
            if len(pairs) == 1:  # its process is followed by command line: `systemctl show` reads that one
                s.units[unit] = next(iter(by_command_line(pairs)), "")
            else:
                r.facts.append(_main_pid(s, unit, pid.group(1), step, c, line))
    return r


def _main_pid(s: TerminalSession, unit: str, pid: str, step: int, c: SimpleCommand, line: str) -> Fact:
    """A service's main process ID: the same however it is asked for (``systemctl status``'s ``Main PID``,
    ``systemctl show``'s ``MainPID``, ``ps``); only an action on processes (a restart, a kill) gives it a new
    one. Keyed by the process's command line once a status screen showed it (and that PID is then the one
    followed for it), else by the unit."""
    cmd = s.units.get(unit)
    if cmd:
        s.mains[cmd] = pid
        return Fact(Ref("process", "", cmd), "pid", pid, "identity", _q(step, c, line))
    return Fact(Ref("process", "systemctl", unit), "main pid", pid, "identity", _q(step, c, line))


def _read_unit_show(s: TerminalSession, step: int, c: SimpleCommand, out: list[str]) -> Reading:
    """``systemctl show U [-p MainPID ...]``: its ``Key=value`` lines about one unit."""
    r = _generic(step, c, out)
    props = {c.args[i + 1] for i, a in enumerate(c.args[:-1]) if a in ("-p", "--property")}
    units = [o for o in c.operands()[1:] if o not in props]
    if len(units) != 1 or UNIT_ELSEWHERE & set(c.args) or any("," in p for p in props):
        return r
    for k, v, line in kv_lines(out, equals=True):
        if k == "MainPID" and v.isdigit() and v != "0":
            r.facts.append(_main_pid(s, unit_name(units[0]), v, step, c, line))
    return r


def _read_unit_states(s: TerminalSession, step: int, c: SimpleCommand, out: list[str]) -> Reading:
    """``systemctl is-enabled U...`` (one line per unit) and ``systemctl list-unit-files`` (a table): the
    enablement of each unit they show."""
    if UNIT_ELSEWHERE & set(c.args):
        return Reading()
    pairs: list[tuple[str, str, str]] = []
    if program_key(c.argv)[1] == "systemctl is-enabled":
        units = [unit_name(u) for u in c.operands()[1:]]
        lines = [ln for ln in out if ln.strip()]
        if len(units) == len(lines):
            pairs = [(u, ln.strip(), ln) for u, ln in zip(units, lines)]
    else:
        t = table(out)
        if t is not None and {"UNIT FILE", "STATE"} <= set(t.headers):
            pairs = [(row["UNIT FILE"], row["STATE"].split()[0], row["UNIT FILE"]) for row in t.rows
                     if row.get("UNIT FILE") and row.get("STATE")]
    return Reading(facts=[Fact(Ref("unit", "systemctl", u), "enablement", v, "state", _q(step, c, line))
                          for u, v, line in pairs if v in UNIT_STATES])


# `supervisorctl status`: "name  STATE  pid 2214, uptime 6 days, 3:12:40" (or a reason for a state without a pid)
_PROGRAM_LINE = re.compile(r"^(?P<name>[\w.:-]+)\s+(?P<state>STOPPED|STARTING|RUNNING|BACKOFF|STOPPING|EXITED|FATAL|"
                           r"UNKNOWN)\b")


# `supervisorctl update`: the programs and groups it changed
_PROGRAM_UPDATED = re.compile(r"^([\w.:-]+): (?:stopped|started|changed|updated process group|added process group|"
                              r"removed process group|disappeared)$")


def _read_programs(s: TerminalSession, step: int, c: SimpleCommand, out: list[str]) -> Reading:
    """A supervisor's status lines: the state of each program (a running one may exit on its own: only a
    state a verb set is judged, by rule set-value-reverted)."""
    shown = [(m["name"], m["state"], ln) for ln in out if (m := _PROGRAM_LINE.match(ln.strip())) is not None]
    s.programs |= {name for name, _, _ in shown}
    return Reading(facts=[Fact(Ref("program", "supervisor", name), "state", state, "soft", _q(step, c, ln))
                          for name, state, ln in shown])


READERS: dict[str, Callable[[TerminalSession, int, SimpleCommand, list[str]], Reading]] = {
    "ps": _read_ps, "pgrep": _read_pgrep, "systemctl status": _read_service_status, "systemctl show": _read_unit_show,
    "git commit": _read_git_commit, "git log": _read_git_log, "git status": _read_git_status,
    "ls": _read_ls, "tree": _read_tree, "kubectl": _read_kube, "cat": _read_cat, "wc": _read_line_count,
    "env": _read_env, "find": _read_find, "printenv": _read_env, "echo": _read_echo,
    "date": _read_date, "git branch": _read_git_branch, "git tag": _read_git_tag, "grep": _read_numbered,
    "head": _read_window, "tail": _read_window,
    "id": _read_lookup, "getent passwd": _read_lookup, "getent group": _read_lookup,
    "systemctl is-enabled": _read_unit_states, "systemctl list-unit-files": _read_unit_states,
    "supervisorctl status": _read_programs,
    **dict.fromkeys(ID_READS, _read_id),
}


BINDS = {"terminal": TerminalSession}
