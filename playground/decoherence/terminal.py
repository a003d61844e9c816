"""The terminal ledger: what the simulated shell has established, and observations that contradict it.

It follows the working directory and prompt (user, host), files and directories
created, removed and renamed (with contents when a command wrote known text), environment
variables, and background jobs. Each observation is read as a screen: prompt lines
(``user@host:dir$ command`` or ``[user@host dir]$ command``) split it into commands and their
output. The commands the agent typed in this step are found on that screen (a screen may
also show older commands above them), and only those are judged.

What counts as a contradiction (and what does not):
- the prompt shows another directory although no ``cd``/``pushd``/``popd`` could have moved it
  (``cd`` followed by a new directory is fine; a failed ``cd`` keeps the old one);
- the prompt's user or host changes without ``su``/``ssh``/``exit``/``sudo -i``;
- ``pwd`` prints another directory than the shell is in;
- a removed file or directory is listed or printed again (re-creating it first is fine);
- a file or directory created earlier (and not removed, renamed or touched by a program that
  may rewrite the tree: ``make``, ``git checkout``, a script) is missing from a full listing of
  its directory or reported as "No such file or directory";
- ``cat``/``wc -l`` of a file whose whole content a command wrote disagree with that content;
- ``echo $VAR``/``printenv``/``env`` disagree with what ``export``/``unset`` set;
- ``jobs`` shows a killed job as running, or a job number with another command.
"""

from __future__ import annotations

import fnmatch
import posixpath
import re
import shlex
from dataclasses import dataclass, field, replace
from typing import Iterable

from playground.decoherence.common import Action, Fact, clip, warn, where
from playground.decoherence.shell import (
    SimpleCommand,
    TypedCommand,
    echo_text,
    is_literal,
    parent,
    parse_line,
    printf_text,
    resolve,
    typed_commands,
)
from playground.world.warnings import WorldWarning

_PROMPT_FULL = re.compile(r"^(?:\([^()\s]+\)\s*)?(?P<user>[A-Za-z_][\w.-]*)@(?P<host>[\w.-]+):"
                          r"(?P<cwd>~[^\s$#]*|/[^\s$#]*)(?P<sigil>[$#])(?:[ \t](?P<cmd>.*))?$")
_PROMPT_BASE = re.compile(r"^(?:\([^()\s]+\)\s*)?\[(?P<user>[A-Za-z_][\w.-]*)@(?P<host>[\w.-]+)[ \t]+"
                          r"(?P<cwd>[^\]\s]+)\](?P<sigil>[$#])(?:[ \t](?P<cmd>.*))?$")
_LS_LONG = re.compile(r"^[dlcbps-][rwxsStT-]{9}[.+@]?\s+\d+\s+\S+\s+\S+\s+[\d,.]+[KMGT]?\s+"
                      r"(?:\w{3}\s+\d{1,2}|\d{4}-\d\d-\d\d|\d{1,2}\s+\w{3})\s+(?:\d{1,2}:\d\d(?::\d\d(?:\.\d+)?)?|\d{4})"
                      r"(?:\s+[+-]\d{4})?\s+(?P<name>.+)$")
_NO_SUCH = re.compile(r"^(?:-?bash: |sh: \d+: |zsh: )?(?:line \d+: )?(?P<cmd>[\w.+-]+): "
                      r"(?:cannot (?:access|stat|open|remove|touch|create directory|move|read) )?"
                      r"['‘\"`]?(?P<path>.+?)['’\"`]?(?: for reading)?: No such file or directory")
_JOB_START = re.compile(r"^\[(\d+)\]\s+(\d+)\s*$")
_JOB_LINE = re.compile(r"^\[(\d+)\]([+-]?)\s+(?P<state>Running|Stopped|Done|Terminated|Killed|Exit \d+)"
                       r"\s+(?P<cmd>.*?)\s*$")
_VAR_REF = re.compile(r"\$\{?([A-Za-z_]\w*)\}?")
_IDENTITY = re.compile(r"(?:^|[\s;&|(])(?:su|ssh|exit|logout|login|newgrp|docker|podman|kubectl|chroot|exec|tmux|"
                       r"screen|sudo\s+(?:-\w*[isu]\w*|su|bash|sh|zsh))(?:$|[\s;&|)])")

# Programs that only read (or print) and never change the file tree.
READ_ONLY = {
    "ls", "cat", "head", "tail", "wc", "grep", "egrep", "fgrep", "rg", "pwd", "echo", "printf", "env", "printenv",
    "whoami", "id", "date", "uname", "hostname", "which", "type", "file", "stat", "du", "df", "free", "ps",
    "jobs", "history", "clear", "sleep", "true", "false", "less", "more", "sort", "uniq", "cut", "tr", "diff",
    "cmp", "md5sum", "sha1sum", "sha256sum", "tree", "test", "[", "man", "help", "alias", "kill", "bg", "fg",
    "wait", "top", "htop", "uptime", "ping", "nslookup", "dig", "nl", "column", "awk", "basename", "dirname",
    "realpath", "readlink", "seq", "yes", "watch", "lsof", "netstat", "ss", "ip", "ifconfig", "whereis", "locate",
    "cd", "pushd", "popd", "export", "unset", "source", ".", "set", "shopt", "hash", "dirs", "w", "who", "last",
    "od", "xxd", "hexdump", "strings", "jq", "bc", "expr", "cal", "lscpu", "lsblk", "nproc", "getent",
}
# Programs that may create or delete anything below the working directory.
TREE_WRITERS = {
    "make", "cmake", "ninja", "tar", "unzip", "gunzip", "bunzip2", "unxz", "zip", "rsync", "npm", "npx", "yarn",
    "pnpm", "cargo", "go", "mvn", "gradle", "python", "python3", "node", "ruby", "perl", "bash", "sh", "zsh",
    "git", "find", "xargs", "patch", "sed", "vim", "vi", "nano", "emacs", "code", "composer",
    "bundle", "rake", "dotnet", "docker-compose", "terraform", "ansible-playbook", "wget", "curl", "scp",
}
# git subcommands that leave the working tree's files alone
GIT_READ_ONLY = {"status", "log", "diff", "show", "branch", "remote", "config", "rev-parse", "blame", "describe",
                 "ls-files", "shortlog", "tag", "reflog", "help", "--version", "version", "add", "commit", "push",
                 "fetch", "grep", "init"}
# Commands that print nothing when they succeed.
SILENT = {"cd", "export", "unset", "mkdir", "touch", "rm", "rmdir", "mv", "cp", "ln", "true", "sleep", "unlink",
          "kill", "source", ".", "alias", "set", "shopt", "chmod", "chown", "clear", ""}
READS_FILES = {"cat", "head", "tail", "wc", "less", "more", "nl", "sort", "stat", "file", "md5sum", "sha1sum",
               "sha256sum", "du", "diff", "source", ".", "uniq", "cut", "od", "xxd", "strings"}
_LOOP_WORDS = re.compile(r"\b(?:while|for|until|yes|watch|repeat|seq|tail\s+-f|ping|top)\b")


def _is_test_run(c: SimpleCommand) -> bool:
    """A test runner: it writes caches (hidden) but leaves the project's files alone."""
    name = posixpath.basename(c.name)
    if name in ("pytest", "py.test", "tox", "nox"):
        return True
    return name.startswith("python") and c.args[:2] in (["-m", "pytest"], ["-m", "unittest"])


_WRITES_IN_CODE = re.compile(r"open\([^)]*['\"][wax+]|\.write|remove|unlink|rmtree|rename|replace\(|mkdir|"
                             r"makedirs|system|subprocess|shutil|Path\([^)]*\)\.(?:write|touch|unlink)|writeFile|"
                             r"fs\.|chmod|copy", re.IGNORECASE)


def _inline_read_only(c: SimpleCommand) -> bool:
    """``python -c "print(...)"`` and the like: inline code with nothing in it that writes files."""
    name = posixpath.basename(c.name)
    flag = {"python": "-c", "python3": "-c", "node": "-e", "ruby": "-e", "perl": "-e"}.get(
        re.sub(r"[\d.]+$", "", name) if name.startswith("python") else name)
    if flag is None or flag not in c.args:
        return False
    i = c.args.index(flag)
    return i + 1 < len(c.args) and not _WRITES_IN_CODE.search(c.args[i + 1])


@dataclass(frozen=True)
class Prompt:
    user: str
    host: str
    cwd: str  # as shown
    style: str  # "full" (user@host:path$) or "base" ([user@host dir]$)
    line: str


@dataclass
class Segment:
    prompt: Prompt | None
    cmd: str
    output: list[str] = field(default_factory=list)


def parse_prompt(line: str) -> tuple[Prompt, str] | None:
    line = line.rstrip()
    for style, rx in (("full", _PROMPT_FULL), ("base", _PROMPT_BASE)):
        m = rx.match(line)
        if m:
            return Prompt(m["user"], m["host"], m["cwd"], style, line), (m["cmd"] or "").strip()
    return None


def parse_screen(text: str) -> list[Segment]:
    segments: list[Segment] = []
    for line in text.split("\n"):
        p = parse_prompt(line)
        if p is not None:
            segments.append(Segment(p[0], p[1]))
        elif segments:
            segments[-1].output.append(line.rstrip())
        else:
            segments.append(Segment(None, "", [line.rstrip()]))
    return segments


def _norm_cmd(text: str) -> str:
    return " ".join(text.split())


def align(typed: list[TypedCommand], segments: list[Segment]) -> tuple[int, int, int]:
    """Where the typed commands are on the screen: (first typed command found, its segment, how many
    typed commands follow in order). Commands before the first one found are not on the screen (a
    ``clear``, or output scrolled away)."""
    best = (0, 0, 0)
    for ti, tc in enumerate(typed):
        want = _norm_cmd(tc.line)
        for i, seg in enumerate(segments):
            if seg.prompt is None or _norm_cmd(seg.cmd) != want:
                continue
            n = 1
            while (ti + n < len(typed) and i + n < len(segments) and segments[i + n].prompt is not None
                   and _norm_cmd(segments[i + n].cmd) == _norm_cmd(typed[ti + n].line)):
                n += 1
            if n > best[2] or (n == best[2] and n > 0 and (ti, i) >= best[:2]):
                best = (ti, i, n)
        if best[2]:
            break  # the earliest typed command that is on the screen anchors the rest
    return best


@dataclass
class Entry:
    exists: bool
    is_dir: bool | None
    fact: Fact
    content: str | None = None  # the whole content, when a command wrote known text


@dataclass
class Var:
    value: str | None  # None: set to something unknown
    exported: bool
    fact: Fact
    unset: bool = False


@dataclass
class Job:
    command: str
    pid: str | None
    fact: Fact
    killed: Fact | None = None


@dataclass
class _Run:
    """What running one command line left behind, for the prompt after it."""

    cwd: str | None
    alternatives: set[str]  # other directories the next prompt may show (a cd that may have failed)
    free: bool = False  # identity/cwd may change arbitrarily (su, ssh, source)


class TerminalLedger:
    def __init__(self) -> None:
        self.user: str | None = None
        self.host: str | None = None
        self.ident_fact: Fact | None = None
        self.cwd: str | None = None
        self.cwd_fact: Fact | None = None
        self.oldpwd: str | None = None
        self.home: str | None = None
        self.home_learned = False
        self.dirstack: list[str] = []
        self.entries: dict[str, Entry] = {}
        self.env: dict[str, Var] = {}
        self.jobs: dict[int, Job] = {}
        self.shell_ready = True  # the last screen ended at a shell prompt (not in an editor or REPL)
        self._rehomed: tuple[str, str] | None = None

    # ----------------------------------------------------------------- setup

    def seed(self, state: str | None) -> None:
        if not state:
            return
        prompts = [s.prompt for s in parse_screen(state) if s.prompt is not None]
        if prompts:
            self._adopt(0, prompts[-1])

    def _home_for(self, user: str) -> str:
        return "/root" if user == "root" else f"/home/{user}"

    def _canon(self, prompt: Prompt) -> str | None:
        if prompt.style != "full":
            # "[alex@box proj]$" shows only the last part of the path
            return (self.home or self._home_for(prompt.user)) if prompt.cwd == "~" else None
        shown = prompt.cwd
        if shown.startswith("~"):
            if shown != "~" and not shown.startswith("~/"):
                return None
            home = self.home or self._home_for(prompt.user)
            return posixpath.normpath(home + shown[1:])
        return posixpath.normpath(shown)

    def _matches(self, prompt: Prompt, candidates: Iterable[str]) -> str | None:
        """The candidate the prompt shows, or None."""
        for c in candidates:
            if prompt.style == "full":
                if self._canon(prompt) == c:
                    return c
            else:
                home = self.home or self._home_for(prompt.user)
                if prompt.cwd == (posixpath.basename(c) or "/") or (prompt.cwd == "~" and c == home):
                    return c
        return None

    def _adopt(self, step: int, prompt: Prompt, known: str | None = None) -> None:
        if self.user is not None and prompt.user != self.user:
            self.home = None
            self.home_learned = False
        self.user, self.host = prompt.user, prompt.host
        self.ident_fact = Fact(step, prompt.line)
        if self.home is None:
            self.home = self._home_for(prompt.user)
        cwd = known if known is not None else self._canon(prompt)
        if cwd != self.cwd:
            self.cwd_fact = Fact(step, prompt.line)
        self.cwd = cwd

    # --------------------------------------------------------------- a step

    def observe(self, step: int, action: Action, observation: str) -> list[WorldWarning]:
        found: list[WorldWarning] = []
        typed, _control = typed_commands(action.data if action.data is not None else action.text)
        segments = parse_screen(observation)
        first, start, n = align(typed, segments)
        ready = self.shell_ready
        tail = [ln for ln in observation.split("\n") if ln.strip()]
        self.shell_ready = bool(tail) and parse_prompt(tail[-1]) is not None
        if n == 0 and not ready:
            # a program (editor, REPL) had the keyboard: the keys were its input, not shell commands
            last = segments[-1] if segments else None
            if last is not None and last.prompt is not None and last.cmd == "":
                known = self._check_prompt(step, last.prompt, _Run(self.cwd, set()), typed, found)
                self._adopt(step, last.prompt, known)
            return found
        # Commands not on the screen: what they do is applied, their output cannot be judged.
        run = _Run(self.cwd, set())
        for tc in typed[:first] if n else typed:
            run = self._run(step, tc, None, run.cwd, found, certain=False, prior=run)
        if n == 0:
            last = segments[-1] if segments else None
            if last is not None and last.prompt is not None and last.cmd == "" and typed:
                self._check_prompt(step, last.prompt, run, typed, found)
            return found
        for i in range(n):
            seg = segments[start + i]
            assert seg.prompt is not None
            before = len(found)
            known = self._check_prompt(step, seg.prompt, run, typed, found)
            contradicted = len(found) > before and run.cwd is not None
            self._adopt(step, seg.prompt, known)
            # after a contradicted prompt, read this command's paths where the shell should be
            run = self._run(step, typed[first + i], seg, run.cwd if contradicted else self.cwd, found,
                            certain=True)
        if start + n < len(segments):
            nxt = segments[start + n]
            if nxt.prompt is not None:
                known = self._check_prompt(step, nxt.prompt, run, typed, found)
                self._adopt(step, nxt.prompt, known)
        return found

    def _check_prompt(self, step: int, prompt: Prompt, run: _Run, typed: list[TypedCommand],
                      found: list[WorldWarning]) -> str | None:
        """Judge one prompt line; return the directory it shows when it is one of the expected ones."""
        if run.free:
            return None
        if (self.user is not None and self.ident_fact is not None
                and (prompt.user, prompt.host) != (self.user, self.host)
                and not any(_IDENTITY.search(t.line) for t in typed)):
            found.append(warn(
                "terminal.prompt", "warning", step,
                f"the prompt changed from {self.user}@{self.host} to {prompt.user}@{prompt.host} "
                f"without su, ssh or exit (as of {where(self.ident_fact)})",
                text=prompt.line, earlier=self.ident_fact))
            return None
        expected = ({run.cwd} if run.cwd is not None else set()) | run.alternatives
        if run.cwd is None or not expected:
            return None
        hit = self._matches(prompt, expected)
        if hit is None:
            shown = self._canon(prompt) or prompt.cwd
            fact = self.cwd_fact or Fact(step, "")
            if run.cwd == self.cwd:
                msg = f"the prompt shows {prompt.cwd} but the shell is in {self._show(run.cwd)} and nothing changed directory"
            else:
                msg = f"the prompt shows {prompt.cwd} but the commands moved the shell to {self._show(run.cwd)}"
            found.append(warn("terminal.cwd", "error", step, msg, text=prompt.line, earlier=fact,
                              expected=self._show(run.cwd), shown=shown))
            return None
        entry = self.entries.get(hit)
        if hit != self.cwd and entry is not None and not entry.exists:
            found.append(warn("terminal.file", "error", step,
                              f"the shell entered {self._show(hit)}, which was removed at {where(entry.fact)}",
                              text=prompt.line, earlier=entry.fact))
        return hit

    def _show(self, path: str | None) -> str:
        if path is None:
            return "?"
        if self.home and (path == self.home or path.startswith(self.home + "/")):
            return "~" + path[len(self.home):]
        return path

    # ------------------------------------------------------ running a command

    def _run(self, step: int, tc: TypedCommand, seg: Segment | None, cwd: str | None,
             found: list[WorldWarning], *, certain: bool, prior: _Run | None = None) -> _Run:
        out = seg.output if seg is not None else None
        fact = Fact(step, (seg.prompt.line if seg is not None and seg.prompt else tc.line))
        cmds = parse_line(tc.line, tc.heredoc)
        alternatives = set(prior.alternatives) if prior is not None else set()
        if _IDENTITY.search(tc.line):
            self.env.clear()
            return _Run(None, set(), free=True)
        if cmds is None:
            if re.search(r"\b(?:cd|pushd|popd)\b", tc.line):
                return _Run(None, set())
            return _Run(cwd, alternatives)
        cur = cwd
        prev_failed = False
        talkers = [c for c in cmds if posixpath.basename(c.name) not in SILENT and c.argv]
        for c in cmds:
            if c.connector == "&&" and prev_failed:
                continue
            if c.connector == "||" and not prev_failed:
                continue
            errs = self._errors(c, out)
            failed = bool(errs) or (out is not None and any(f"{c.name}: command not found" in ln for ln in out))
            local = cur
            if c.name in ("cd", "pushd", "popd") and not c.subshell:
                cur, alt = self._cd(step, c, cur, errs, out, fact, found)
                alternatives |= alt
                if not certain and cur is not None and local is not None and cur != local:
                    alternatives.add(local)
            else:
                self._effects(step, c, local, errs, out, fact, found, failed=failed)
            if out is not None and not c.piped and not c.background:
                # Whole-output checks need the output to be this command's alone.
                self._checks(step, c, local, errs, out, found, sole=talkers == [c])
            prev_failed = failed
        return _Run(self._remap(cur), {x for a in alternatives if (x := self._remap(a)) is not None})

    def _errors(self, c: SimpleCommand, out: list[str] | None) -> list[str]:
        if out is None or not c.name:
            return []
        name = re.escape(posixpath.basename(c.name))
        rx = re.compile(rf"^(?:-?bash: |sh: \d+: |zsh: )?(?:line \d+: )?{name}: ")
        return [ln for ln in out if rx.match(ln)]

    def _cd(self, step: int, c: SimpleCommand, cur: str | None, errs: list[str], out: list[str] | None,
            fact: Fact, found: list[WorldWarning]) -> tuple[str | None, set[str]]:
        ops = c.operands()
        if c.name == "popd":
            if errs:
                return cur, set()
            return (self.dirstack.pop() if self.dirstack else None), set()
        if not ops:
            target = self.home if c.name == "cd" else None
        elif ops[0] == "-":
            target = self.oldpwd
        else:
            target = resolve(ops[0], cur, self.home)
        if target is None:
            return None, set()
        entry = self.entries.get(target)
        if errs:
            if entry is not None and entry.exists and entry.is_dir and any("No such file" in e for e in errs):
                found.append(warn("terminal.file", "error", step,
                                  f"{self._show(target)} was created at {where(entry.fact)} but cd says it does not exist",
                                  text=errs[0], earlier=entry.fact, path=target))
            return cur, set()
        if out is None and entry is None:
            # not on the screen: the cd may have failed
            self.oldpwd = cur
            return target, ({cur} if cur is not None else set())
        if out is None and not entry.exists and cur is not None:  # type: ignore[union-attr]
            # into a removed directory, off screen: it fails; a prompt that shows it is judged as entering it
            return cur, {target}
        if c.name == "pushd" and cur is not None:
            self.dirstack.append(cur)
        self.oldpwd = cur
        if entry is None or entry.exists:
            self._set(target, Entry(True, True, fact, None))
        return target, set()

    # --------------------------------------------------------------- effects

    def _set(self, path: str, entry: Entry) -> None:
        old = self.entries.get(path)
        if old is not None and entry.exists and entry.content is None and old.exists and entry.is_dir == old.is_dir:
            entry = replace(entry, content=old.content if entry.is_dir is False else None)
        self.entries[path] = entry
        if entry.exists:
            p = parent(path)
            while p != "/" and p:
                e = self.entries.get(p)
                if e is not None and e.exists:
                    break
                self.entries[p] = Entry(True, True, entry.fact)
                p = parent(p)

    def _remove(self, path: str, fact: Fact) -> None:
        for p in list(self.entries):
            if p == path or p.startswith(path.rstrip("/") + "/"):
                self.entries[p] = Entry(False, self.entries[p].is_dir, fact)
        if path not in self.entries:
            self.entries[path] = Entry(False, None, fact)

    def _forget(self, root: str | None, *, keep_root: bool = False) -> None:
        """Drop what is known about ``root`` and below (only below with ``keep_root``)."""
        if root is None:
            self.entries.clear()
            return
        for p in list(self.entries):
            if (p == root and not keep_root) or p.startswith(root.rstrip("/") + "/"):
                del self.entries[p]

    def _glob(self, pattern: str, cur: str | None) -> list[str] | None:
        """Known entries a glob names (None when its directory part is not literal)."""
        base = resolve(posixpath.dirname(pattern) or ".", cur, self.home)
        if base is None or "$" in pattern or "`" in pattern:
            return None
        last = posixpath.basename(pattern)
        return [q for q in self.entries if parent(q) == base and fnmatch.fnmatch(posixpath.basename(q), last)]

    def _failed_for(self, errs: list[str], operand: str) -> bool:
        return any(operand in e or posixpath.basename(operand) in e for e in errs)

    def _effects(self, step: int, c: SimpleCommand, cur: str | None, errs: list[str], out: list[str] | None,
                 fact: Fact, found: list[WorldWarning], *, failed: bool) -> None:
        name = posixpath.basename(c.name)
        home = self.home
        # redirections create files even when the command fails
        for op, target in c.redirects:
            if op not in (">", ">>") or target.startswith("/dev/"):
                continue
            p = resolve(target, cur, home)
            if p is None:
                continue
            content: str | None = None
            if not failed:
                if name == "echo" and all(is_literal(a) for a in c.args):
                    content = echo_text(c.args)
                elif name == "printf" and all(is_literal(a) for a in c.args):
                    content = printf_text(c.args)
                elif name == "cat" and c.heredoc is not None and not c.args:
                    content = c.heredoc if re.search(r"\$|`", c.heredoc) is None else None
            if op == ">>":
                old = self.entries.get(p)
                content = (old.content + content) if (old is not None and old.exists and old.content is not None
                                                      and content is not None) else None
            self._set(p, Entry(True, False, fact, content))
            self.entries[p].content = content
        for name_, value in c.assignments:
            if not c.argv:
                old = self.env.get(name_)
                self.env[name_] = Var(value if is_literal(value) or value == "" else None,
                                      old.exported if old else False, fact)
        if not c.argv:
            return
        ops = c.operands()
        flags = c.flags()
        if name == "export":
            for a in c.args:
                if a.startswith("-"):
                    continue
                var, eq, value = a.partition("=")
                if eq:
                    self.env[var] = Var(value if is_literal(value) or value == "" else None, True, fact)
                elif var in self.env:
                    self.env[var].exported = True
            return
        if name == "unset":
            for a in ops:
                self.env[a] = Var("", False, fact, unset=True)
            return
        if c.background:
            for ln in out or []:
                m = _JOB_START.match(ln.strip())
                if m:
                    self.jobs[int(m.group(1))] = Job(" ".join(c.argv), m.group(2), fact)
        if name == "kill" and not failed:
            for a in ops:
                if a.startswith("%") and a[1:].isdigit() and int(a[1:]) in self.jobs:
                    self.jobs[int(a[1:])].killed = fact
                elif a.isdigit():
                    for j in self.jobs.values():
                        if j.pid == a:
                            j.killed = fact
            return
        if name in ("mkdir", "touch"):
            for op in ops:
                p = resolve(op, cur, home)
                if p is None:
                    continue
                bad = [e for e in errs if self._failed_for([e], op)]
                if bad:
                    if name == "mkdir" and any("File exists" in e for e in bad):
                        entry = self.entries.get(p)
                        if entry is not None and not entry.exists:
                            found.append(warn("terminal.file", "error", step,
                                              f"mkdir says {self._show(p)} exists, but it was removed at "
                                              f"{where(entry.fact)}", text=bad[0], earlier=entry.fact, path=p))
                        self._set(p, Entry(True, True, fact))
                    continue  # not created
                existing = self.entries.get(p)
                if name == "touch" and existing is not None and existing.exists:
                    continue  # only the time stamp changes
                self._set(p, Entry(True, name == "mkdir", fact, "" if name == "touch" else None))
                if "p" in flags or name == "touch":
                    continue
            return
        if name in ("rm", "rmdir", "unlink"):
            for op in ops:
                p = resolve(op, cur, home)
                if p is None:
                    matches = self._glob(op, cur)
                    if matches is None:
                        self._forget(cur)
                    for q in matches or []:
                        self._remove(q, fact)
                    continue
                bad = [e for e in errs if self._failed_for([e], op)]
                if bad:
                    entry = self.entries.get(p)
                    if (entry is not None and entry.exists and any("No such file" in e for e in bad)):
                        found.append(warn("terminal.file", "error", step,
                                          f"{self._show(p)} exists since {where(entry.fact)} but {name} says it does not",
                                          text=bad[0], earlier=entry.fact, path=p))
                        self._remove(p, fact)
                    continue
                self._remove(p, fact)
            return
        if name in ("mv", "cp", "ln"):
            if len(ops) < 2:
                return
            *srcs, dest = ops
            d = resolve(dest, cur, home)
            if d is None:
                self._forget(cur)
                return
            dest_entry = self.entries.get(d)
            into_dir = dest.endswith("/") or len(srcs) > 1 or (dest_entry is not None and dest_entry.exists
                                                              and bool(dest_entry.is_dir))
            for src in srcs:
                s = resolve(src, cur, home)
                if s is None:
                    # a glob: what it matched is gone from here (mv) and its new place is unknown
                    matches = self._glob(src, cur)
                    if matches is None:
                        self._forget(cur)
                    elif name == "mv":
                        for q in matches:
                            self._remove(q, fact)
                    self._forget(d, keep_root=True) if into_dir else self._forget(d)
                    continue
                bad = [e for e in errs if self._failed_for([e], src)]
                if bad:
                    entry = self.entries.get(s)
                    if entry is not None and entry.exists and any("No such file" in e for e in bad):
                        found.append(warn("terminal.file", "error", step,
                                          f"{self._show(s)} exists since {where(entry.fact)} but {name} says it does not",
                                          text=bad[0], earlier=entry.fact, path=s))
                    continue
                target = posixpath.join(d, posixpath.basename(s)) if into_dir else d
                src_entry = self.entries.get(s)
                moved = {p: e for p, e in self.entries.items() if p == s or p.startswith(s + "/")}
                if name == "ln":
                    self._set(target, Entry(True, None, fact))
                    continue
                if not moved:
                    self._forget(target)
                    self._set(target, Entry(True, None, fact))
                else:
                    for p, e in moved.items():
                        self._set(target + p[len(s):], Entry(e.exists, e.is_dir, fact, e.content))
                if name == "mv":
                    self._remove(s, fact)
                elif src_entry is None:
                    pass
            return
        if name == "tee":
            for op in ops:
                p = resolve(op, cur, home)
                if p is not None:
                    self._set(p, Entry(True, False, fact, None))
                    self.entries[p].content = None
            return
        if name == "git" and c.args[:1] == ["clone"]:
            rest = [a for a in c.args[1:] if not a.startswith("-")]
            if rest:
                dest = rest[1] if len(rest) > 1 else posixpath.basename(rest[0].rstrip("/")).removesuffix(".git")
                p = resolve(dest, cur, home)
                if p is not None and not failed:
                    self._forget(p)
                    self._set(p, Entry(True, True, fact))
            return
        if name in ("python", "python3") and c.args[:2] == ["-m", "venv"] and len(c.args) > 2:
            p = resolve(c.args[2], cur, home)
            if p is not None and not failed:
                self._set(p, Entry(True, True, fact))
            return
        if name == "git" and c.args[:1] and c.args[0] in GIT_READ_ONLY:
            return
        if name in READ_ONLY or _is_test_run(c) or _inline_read_only(c):
            return
        if failed and out is not None and any("command not found" in ln for ln in out):
            return
        if name in TREE_WRITERS or c.name.startswith("./") or c.name.startswith("/"):
            self._forget(cur)
            return
        # Another program: it may have changed what it was pointed at.
        for op in ops:
            p = resolve(op, cur, home)
            if p is not None:
                self._forget(p)

    # ---------------------------------------------------------------- checks

    def _checks(self, step: int, c: SimpleCommand, cur: str | None, errs: list[str], out: list[str],
                found: list[WorldWarning], *, sole: bool) -> None:
        name = posixpath.basename(c.name)
        home = self.home
        ops = c.operands()
        for e in errs:
            m = _NO_SUCH.match(e)
            if m is None or name in ("rm", "rmdir", "mv", "cp", "cd", "mkdir", "touch", "unlink"):
                continue
            p = resolve(m.group("path"), cur, home)
            entry = self.entries.get(p) if p else None
            if entry is not None and entry.exists:
                found.append(warn("terminal.file", "error", step,
                                  f"{self._show(p)} was created at {where(entry.fact)} and not removed since, "
                                  f"but {name} says it does not exist", text=e, earlier=entry.fact, path=p))
        if not sole:
            return
        if name == "ls":
            self._check_ls(step, c, cur, errs, out, found)
        elif name in READS_FILES or name in ("grep", "egrep", "fgrep"):
            operands = ops[1:] if name in ("grep", "egrep", "fgrep") and not any(a.startswith("-e") for a in c.args) else ops
            body = [ln for ln in out if ln.strip() and ln not in errs]
            for op in operands:
                p = resolve(op, cur, home)
                entry = self.entries.get(p) if p else None
                if entry is None:
                    continue
                if not entry.exists and body and not self._failed_for(errs, op):
                    found.append(warn("terminal.file", "error", step,
                                      f"{self._show(p)} was removed at {where(entry.fact)}, but {name} reads it",
                                      text=body[0], earlier=entry.fact, path=p))
                elif entry.exists and entry.content is not None and not errs:
                    self._check_content(step, name, c, p, entry, out, found)
        elif name == "pwd" and cur is not None and out:
            shown = out[0].strip()
            if shown.startswith("/") and shown != cur:
                if (not self.home_learned and self.home and cur.startswith(self.home)
                        and shown.endswith(cur[len(self.home):])):
                    new_home = shown[: len(shown) - len(cur[len(self.home):])] if cur != self.home else shown
                    self._rehome(new_home)
                else:
                    found.append(warn("terminal.cwd", "error", step,
                                      f"pwd prints {shown} but the shell is in {self._show(cur)}",
                                      text=shown, earlier=self.cwd_fact, expected=cur))
            elif shown.startswith("/"):
                self.home_learned = self.home_learned or (self.home is not None and cur.startswith(self.home))
        elif name == "jobs":
            self._check_jobs(step, out, found)
        elif name in ("echo", "printenv", "env"):
            self._check_env(step, c, out, found)

    def _remap(self, path: str | None) -> str | None:
        """A path under a guessed home directory, moved to the home ``pwd`` revealed."""
        if path is None or self._rehomed is None:
            return path
        old, new = self._rehomed
        return new + path[len(old):] if path == old or path.startswith(old + "/") else path

    def _rehome(self, new_home: str) -> None:
        old = self.home or ""
        self._rehomed = (old, new_home)
        remap = {}
        for p, e in self.entries.items():
            remap[new_home + p[len(old):] if p == old or p.startswith(old + "/") else p] = e
        self.entries = remap
        if self.cwd and (self.cwd == old or self.cwd.startswith(old + "/")):
            self.cwd = new_home + self.cwd[len(old):]
        self.home = new_home
        self.home_learned = True

    def _check_content(self, step: int, name: str, c: SimpleCommand, p: str, entry: Entry, out: list[str],
                       found: list[WorldWarning]) -> None:
        content = entry.content or ""
        if name == "cat" and len(c.operands()) == 1 and not c.flags():
            if not content.endswith("\n") and content:
                return  # the next prompt would share the last line
            want = [ln.rstrip() for ln in content.split("\n")[:-1]] if content else []
            got = list(out)
            while got and not got[-1].strip():
                got.pop()
            if got != want:
                diff = next((i for i, (a, b) in enumerate(zip(got, want)) if a != b), min(len(got), len(want)))
                shown = got[diff] if diff < len(got) else "(nothing)"
                expected = want[diff] if diff < len(want) else "(end of file)"
                found.append(warn("terminal.content", "error", step,
                                  f"{self._show(p)} holds what {where(entry.fact)} wrote, but cat shows other text "
                                  f"(line {diff + 1}: {clip(shown, 60)!r}, expected {clip(expected, 60)!r})",
                                  text=shown, earlier=entry.fact, path=p))
        elif name == "wc" and c.flags() == {"l"} and len(c.operands()) == 1 and out:
            m = re.match(r"^\s*(\d+)\s", out[0] + " ")
            lines = content.count("\n")
            if m and int(m.group(1)) != lines:
                found.append(warn("terminal.content", "error", step,
                                  f"{self._show(p)} has {lines} line(s) as written at {where(entry.fact)}, "
                                  f"but wc -l counts {m.group(1)}", text=out[0], earlier=entry.fact, path=p))

    def _check_ls(self, step: int, c: SimpleCommand, cur: str | None, errs: list[str], out: list[str],
                  found: list[WorldWarning]) -> None:
        flags = c.flags()
        ops = c.operands()
        if len(ops) > 1 or any(not is_literal(o) for o in ops) or flags & {"d", "R", "I", "--ignore", "--hide"}:
            return
        target = resolve(ops[0], cur, self.home) if ops else cur
        if target is None:
            return
        entry = self.entries.get(target)
        if errs:
            return
        if entry is not None and entry.is_dir is False:
            return
        body = [ln for ln in out if ln.strip()]
        long = bool(flags & {"l", "g", "o", "n"})
        names = _ls_names(body, long=long)
        if names is None:
            return
        listed = {n.rstrip("/*@|=") if flags & {"F", "p"} or n.endswith("/") else n for n in names}
        listed.discard(".")
        listed.discard("..")
        if entry is not None and not entry.exists and listed:
            found.append(warn("terminal.file", "error", step,
                              f"ls lists the contents of {self._show(target)}, which was removed at {where(entry.fact)}",
                              text=body[0], earlier=entry.fact, path=target))
            return
        for n in sorted(listed):
            p = posixpath.join(target, n)
            e = self.entries.get(p)
            if e is not None and not e.exists:
                found.append(warn("terminal.file", "error", step,
                                  f"{self._show(p)} was removed at {where(e.fact)} but ls lists it again",
                                  text=next((ln for ln in body if n in ln), n), earlier=e.fact, path=p))
                self._set(p, Entry(True, None, Fact(step, n)))
        show_hidden = bool(flags & {"a", "A", "--all", "--almost-all"})
        for p, e in sorted(self.entries.items()):
            base = posixpath.basename(p)
            if parent(p) != target or not e.exists or p == target or (base.startswith(".") and not show_hidden):
                continue
            if base not in listed:
                found.append(warn("terminal.file", "error", step,
                                  f"{self._show(p)} was created at {where(e.fact)} and not removed since, "
                                  f"but ls of {self._show(target)} does not list it",
                                  text=" ".join(sorted(listed)) or "(empty listing)", earlier=e.fact, path=p))
        fact = Fact(step, "ls " + " ".join(ops))
        for n in listed:
            p = posixpath.join(target, n)
            if p not in self.entries:
                self.entries[p] = Entry(True, None, fact)

    def _check_jobs(self, step: int, out: list[str], found: list[WorldWarning]) -> None:
        listed = set()
        for ln in out:
            m = _JOB_LINE.match(ln.strip())
            if not m:
                continue
            num = int(m.group(1))
            listed.add(num)
            job = self.jobs.get(num)
            if job is None:
                continue
            cmd = m.group("cmd").rstrip("&").strip()
            if m.group("state") == "Running" and job.killed is not None:
                found.append(warn("terminal.job", "error", step,
                                  f"job [{num}] ({job.command}) was killed at {where(job.killed)} but jobs shows it running",
                                  text=ln.strip(), earlier=job.killed))
            elif not (_norm_cmd(cmd).startswith(_norm_cmd(job.command))
                      or _norm_cmd(job.command).startswith(_norm_cmd(cmd))):
                found.append(warn("terminal.job", "error", step,
                                  f"job [{num}] was started as {job.command!r} at {where(job.fact)}, "
                                  f"but jobs shows {cmd!r}", text=ln.strip(), earlier=job.fact))
            if m.group("state") != "Running" and m.group("state") != "Stopped":
                self.jobs.pop(num, None)
        for num in [n for n in self.jobs if n not in listed]:
            self.jobs.pop(num)  # finished on its own or killed: gone either way

    def _check_env(self, step: int, c: SimpleCommand, out: list[str], found: list[WorldWarning]) -> None:
        name = posixpath.basename(c.name)
        if len(c.args) == 1 and not c.redirects:
            m = _VAR_REF.fullmatch(c.args[0]) if name == "echo" else re.fullmatch(r"\w+", c.args[0])
            if not m or name == "env":
                return
            var_name = m.group(1) if name == "echo" else c.args[0]
            shown = out[0].rstrip() if out else ""
            var = self.env.get(var_name)
            if var is None:
                if name == "echo":
                    self.env[var_name] = Var(shown, False, Fact(step, shown or "(empty)"))
                return
            if var.value is None:
                return
            want = "" if var.unset else var.value
            if name == "printenv" and not var.exported and not var.unset:
                return
            if shown != want:
                what = "unset" if var.unset else f"set to {want!r}"
                found.append(warn("terminal.env", "error", step,
                                  f"${var_name} was {what} at {where(var.fact)}, but {name} prints {shown!r}",
                                  text=shown or "(empty)", earlier=var.fact, variable=var_name))
                self.env[var_name] = Var(shown, var.exported, Fact(step, shown))
        elif name in ("env", "printenv") and not c.args:
            seen = {}
            for ln in out:
                k, eq, v = ln.partition("=")
                if eq and re.fullmatch(r"[A-Za-z_]\w*", k):
                    seen[k] = v
            for var_name, var in self.env.items():
                if var_name in seen and var.unset:
                    found.append(warn("terminal.env", "error", step,
                                      f"${var_name} was unset at {where(var.fact)}, but {name} lists it",
                                      text=f"{var_name}={seen[var_name]}", earlier=var.fact, variable=var_name))
                elif var_name in seen and var.value is not None and var.exported and seen[var_name] != var.value:
                    found.append(warn("terminal.env", "error", step,
                                      f"${var_name} was set to {var.value!r} at {where(var.fact)}, but {name} "
                                      f"shows {seen[var_name]!r}", text=f"{var_name}={seen[var_name]}",
                                      earlier=var.fact, variable=var_name))


def _ls_names(lines: list[str], *, long: bool) -> list[str] | None:
    names: list[str] = []
    for ln in lines:
        if long:
            if re.match(r"^total \d", ln):
                continue
            m = _LS_LONG.match(ln)
            if m is None:
                return None
            n = m.group("name")
            names.append(n.split(" -> ", 1)[0])
        else:
            if parse_prompt(ln) is not None:
                return None
            try:
                names.extend(shlex.split(ln))
            except ValueError:
                names.extend(ln.split())
    return names
