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
from typing import Callable, Iterable

from playground.decoherence.cli_settings import TOOLS as cli_tools
from playground.decoherence.cli_settings import Settings
from playground.decoherence.common import Action, Fact, clip, warn, where
from playground.decoherence.facts import FactStore, parse_now
from playground.decoherence.grepping import GREPS, GrepFilter, grep_filter, numbered_hits
from playground.decoherence.programs import (
    FILTERS,
    WHOLE,
    GitKnowledge,
    InstallKnowledge,
    NpmKnowledge,
    PipKnowledge,
    judge_version_read,
    substitute,
)
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
from playground.world.warning_records import WorldWarning

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
_JOB_LINE = re.compile(r"^\[(\d+)\]([+-]?)\s+(?:(?P<pid>\d+)\s+)?"
                       r"(?P<state>Running|Stopped|Done|Terminated|Killed|Exit \d+)"
                       r"\s+(?P<cmd>.*?)\s*$")
_VAR_REF = re.compile(r"\$\{?([A-Za-z_]\w*)\}?")
_IDENTITY = re.compile(r"(?:^|[\s;&|(])(?:su|ssh|exit|logout|login|newgrp|docker|podman|kubectl|chroot|exec|tmux|"
                       r"screen|sudo\s+(?:-\w*[isu]\w*|su|bash|sh|zsh))(?:$|[\s;&|)])")

# Status reads whose identity fields stay while nothing but reads runs.
_STATUS_READ = re.compile(r"^(?:systemctl status|service \S+ status|docker (?:inspect|ps)|podman (?:inspect|ps)|"
                          r"git rev-parse|stat)\b")
_FIND_READS = {"-name", "-iname", "-type", "-maxdepth", "-mindepth", "-path", "-ipath", "-print", "-newer", "-mtime",
               "-mmin", "-size", "-user", "-group", "-perm", "-empty", "-not", "!", "-o", "-a", "-and", "-or",
               "-L", "-P", "-H", "-regex", "-iregex", "-print0", "-xdev", "-mount", "-follow", "-readable"}
_CONFIG_VAR = re.compile(r"config|^(?:pip|npm|yarn|git|poetry|kube)_", re.IGNORECASE)
_CONFIG_FILE = re.compile(r"gitconfig|\.git/config|npmrc|yarnrc|pip\.(?:conf|ini)|pypoetry|dconf|\.kube/|"
                          r"sysctl", re.IGNORECASE)
_GLOB_ONLY = re.compile(r"^[^$`{}]*[*?[][^$`{}/]*$")  # a glob in the last path part only
_KV_LINE = re.compile(r"^\s*([A-Za-z][\w .-]{0,24}?)\s*[:=]\s*(\S.*)$")
IDENTITY_KEYS = {"main pid", "pid", "inode", "birth", "container id", "image id", "uuid", "device"}

# Programs that run another program given as an argument.
RUNS_ANOTHER = {"timeout", "env", "stdbuf", "watch", "strace", "flock", "chronic", "unbuffer", "script", "xvfb-run",
                "taskset", "ionice", "setsid", "su", "runuser", "doas"}
SYNTH = "/?"  # the stand-in for the unknown parent directory of a "[user@host dir]$" prompt

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


_INTERPRETERS = {"python", "python3", "node", "ruby", "perl", "php"}
# Python project and environment tools that install packages (besides the ones EFFECTS sends to _fx_environment)
_INSTALLERS = {"pdm", "hatch", "rye", "flit", "maturin", "pip-sync", "tox", "nox", "pre-commit", "asdf", "mise"}
_INSTALLISH = re.compile(r"install|setup|bootstrap|requirements|provision|\bpip\b|ensurepip|subprocess|os\.system",
                         re.IGNORECASE)


def _may_install(c: SimpleCommand, name: str) -> bool:
    """Whether ``c`` may install or upgrade packages: a build tool, a script file, a program that runs
    another, an interpreter running a setup/install script, a module, or code that shells out. A plain
    program (``black --check``, ``flake8``) or ``python manage.py check`` does not."""
    if name in _INTERPRETERS:
        args = c.args
        if args[:1] == ["-m"] and len(args) > 1:
            return args[1] not in ("pytest", "unittest", "http.server", "json.tool", "black", "flake8", "mypy",
                                   "ruff", "pylint", "doctest", "timeit", "compileall", "py_compile")
        code = " ".join(args)
        return not args or bool(_INSTALLISH.search(code))
    return (name in TREE_WRITERS or name in RUNS_ANOTHER or name in _INSTALLERS or c.name.startswith(("./", "/", "~"))
            or bool(_INSTALLISH.search(name)))


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
    content: str | None = None  # the whole content, when a command wrote known text or cat showed it
    lines: int | None = None  # its line count, when wc -l or a write made it known
    size: int | None = None  # its size in bytes as ls -l showed it (no write since)


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
class _Cmd:
    """One simple command being applied: what the effect handlers need."""

    step: int
    c: SimpleCommand
    name: str  # the program's base name
    cur: str | None  # the directory it runs in
    errs: list[str]
    out: list[str] | None
    fact: Fact
    found: list[WorldWarning]
    failed: bool


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
        self._stand_in: str | None = None  # where SYNTH turned out to be
        self.facts = FactStore("terminal")
        self.git = GitKnowledge(self.facts)
        self.pip = PipKnowledge(self.facts)
        self.npm = NpmKnowledge(self.facts)
        self.installs = InstallKnowledge(self.facts)  # cargo install (apt only forgets)
        self.settings = Settings()  # git config / npm config / gsettings ... values a set put
        self._feeder: SimpleCommand | None = None

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
        if cwd is None and prompt.style == "base" and re.fullmatch(r"[\w.@+-]+", prompt.cwd) and prompt.cwd != "~":
            # "[alex@box proj]$" names only the last part: files are followed relative to a stand-in
            # for the unknown parent until pwd (or an absolute cd) tells where it is
            if self.cwd is None or not self.cwd.startswith(SYNTH + "/") or posixpath.basename(self.cwd) != prompt.cwd:
                cwd = f"{SYNTH}/{prompt.cwd}"
            else:
                cwd = self.cwd
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
                msg = (f"the prompt shows {prompt.cwd} but the shell is in {self._show(run.cwd)} "
                       "and nothing changed directory")
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
        if path.startswith(SYNTH + "/"):
            return path[len(SYNTH) + 1:]
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
        sub_cwd: dict[int, str | None] = {}  # a ( ... ) subshell's own directory
        if out is not None:
            self._finished_jobs(out)
        for i, c in enumerate(cmds):
            # the command whose output this one reads (echo TEXT | tee FILE)
            self._feeder = cmds[i - 1] if i and c.connector == "|" else None
            if c.connector == "&&" and prev_failed:
                continue
            if c.connector == "||" and not prev_failed:
                continue
            errs = self._errors(c, out)
            failed = bool(errs) or (out is not None and any(f"{c.name}: command not found" in ln for ln in out))
            local = sub_cwd.get(c.group, cur) if c.subshell else cur
            if c.name in ("cd", "pushd", "popd") and c.subshell:
                ops = c.operands()
                sub_cwd[c.group] = (resolve(ops[0], local, self.home) if ops and ops[0] != "-" else
                                    (self.home if not ops and c.name == "cd" else None)) if not errs else local
            elif c.name in ("cd", "pushd", "popd") and not c.subshell:
                cur, alt = self._cd(step, c, cur, errs, out, fact, found)
                alternatives |= alt
                if not certain and cur is not None and local is not None and cur != local:
                    alternatives.add(local)
            else:
                self._effects(step, c, local, errs, out, fact, found, failed=failed)
                self._settings(step, c, local, out, fact, found, failed=failed, sole=talkers == [c])
            if out is not None and not c.piped and not c.background:
                # Whole-output checks need the output to be this command's alone.
                self._checks(step, c, local, errs, out, found, sole=talkers == [c])
            prev_failed = failed
        if out is not None:
            self._read_programs(step, cmds, cur, out, found)
        return _Run(self._remap(cur), {x for a in alternatives if (x := self._remap(a)) is not None})

    def _settings(self, step: int, c: SimpleCommand, cur: str | None, out: list[str] | None, fact: Fact,
                  found: list[WorldWarning], *, failed: bool, sole: bool) -> None:
        """Tool settings (cli_settings): a set then a get of the same key must agree. A script, an editor or a
        program run in the background may rewrite any tool's settings: they forget them all."""
        if c.subshell and c.background or not c.argv:
            self.settings.forget_all()
            return
        name = posixpath.basename(c.name)
        if name not in READ_ONLY and name not in SILENT and name not in cli_tools and not _is_test_run(c):
            self.settings.forget_all()
            return
        writes = [t for op, t in c.redirects if op in (">", ">>")] + ([] if name in READ_ONLY else c.operands())
        if any(_CONFIG_FILE.search(t) for t in writes):
            self.settings.forget_all()  # a tool's settings file written by hand (echo ... >> ~/.gitconfig)
            return
        if c.assignments or name in ("export", "unset") and any(_CONFIG_VAR.search(a) for a in c.args):
            self.settings.forget_all()  # NPM_CONFIG_X=..., GIT_CONFIG_GLOBAL=...: the tool reads other values
            return
        found += self.settings.apply(step, c.argv, cur or "?", out if not c.piped else None, failed, fact,
                                     sole=sole and not c.piped)

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
        if target is not None and cur is not None and cur.startswith(SYNTH + "/") and (
                target == SYNTH or not target.startswith(SYNTH + "/")) and ops and not ops[0].startswith(("/", "~")):
            target = None  # above the stand-in parent: where that is, is not known
        if target is None:
            return None, set()
        entry = self.entries.get(target)
        if errs:
            if entry is not None and entry.exists and entry.is_dir and any("No such file" in e for e in errs):
                found.append(warn("terminal.file", "error", step,
                                  f"{self._show(target)} was created at {where(entry.fact)} "
                                  "but cd says it does not exist",
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
        """What ``c`` did to the file tree, the environment, jobs, git and packages: the prologue every
        command shares (redirections, assignments, background jobs), then the handler its name picks in
        EFFECTS, or the cautious default (forget what it may have touched)."""
        x = _Cmd(step, c, posixpath.basename(c.name), cur, errs, out, fact, found, failed)
        self._redirects(x)
        for name_, value in c.assignments:
            if not c.argv:
                old = self.env.get(name_)
                self.env[name_] = Var(value if is_literal(value) or value == "" else None,
                                      old.exported if old else False, fact)
        if not c.argv:
            return
        if c.background:
            for ln in out or []:
                m = _JOB_START.match(ln.strip())
                if m:
                    job = self.jobs[int(m.group(1))] = Job(" ".join(c.argv), m.group(2), fact)
                    self.facts.touch(f"job:{m.group(1)}", step)  # a new job under this number
                    self.facts.identity(step, f"job:{m.group(1)}", "pid", job.pid or "", ln.strip(), "")
            if c.subshell:
                self._fx_default(x)  # a background group's commands run later: their effects are not known yet
                return
        if x.name not in READ_ONLY and x.name not in ("curl", "http", "https") and \
                not _STATUS_READ.match(" ".join(c.argv)):
            self.facts.touch_all("read:", step)  # a restart gives a service a new PID
            if x.name != "git" and not _is_test_run(c):
                self.git.forget_head()  # a script or tool may commit or check out
        handler = EFFECTS.get(x.name)
        if handler is not None and handler(self, x) is not False:
            return
        self._fx_default(x)

    def _redirects(self, x: "_Cmd") -> None:
        """Redirections create files even when the command fails (but not yet when it runs in the background)."""
        c = x.c
        for op, target in c.redirects:
            if op not in (">", ">>") or target.startswith("/dev/"):
                continue
            p = resolve(target, x.cur, self.home)
            if p is None:
                continue
            if c.background:
                self._forget(p)
                continue
            content: str | None = None
            if not x.failed:
                if x.name == "echo" and all(is_literal(a) for a in c.args):
                    content = echo_text(c.args)
                elif x.name == "printf" and all(is_literal(a) for a in c.args):
                    content = printf_text(c.args)
                elif x.name == "cat" and c.heredoc is not None and not c.args:
                    content = c.heredoc if re.search(r"\$|`", c.heredoc) is None else None
            old = self.entries.get(p)
            lines: int | None = None
            size: int | None = len(content.encode("utf-8")) if content is not None else None
            if op == ">>":
                had = old if old is not None and old.exists else None  # the file appended to
                if content is not None and had is not None and had.lines is not None and content.endswith("\n"):
                    lines = had.lines + content.count("\n")
                size = had.size + size if had is not None and had.size is not None and size is not None else None
                content = (had.content + content) if (had is not None and had.content is not None
                                                      and content is not None) else None
            self._set(p, Entry(True, False, x.fact, content))
            self.entries[p].content = content
            self.entries[p].lines = content.count("\n") if content is not None else lines
            self.entries[p].size = size

    # One handler per program; a handler returns False to fall back to the cautious default.

    def _fx_export(self, x: "_Cmd") -> None:
        if x.c.subshell:
            return  # a subshell's environment ends with it
        for a in x.c.args:
            if a.startswith("-"):
                continue
            var, eq, value = a.partition("=")
            if eq:
                self.env[var] = Var(value if is_literal(value) or value == "" else None, True, x.fact)
            elif var in self.env:
                self.env[var].exported = True

    def _fx_unset(self, x: "_Cmd") -> None:
        if x.c.subshell:
            return
        for a in x.c.operands():
            self.env[a] = Var("", False, x.fact, unset=True)

    def _fx_kill(self, x: "_Cmd") -> None:
        if x.failed:
            return
        for a in x.c.operands():
            if a.startswith("%") and a[1:].isdigit() and int(a[1:]) in self.jobs:
                self.jobs[int(a[1:])].killed = x.fact
            elif a.isdigit():
                for j in self.jobs.values():
                    if j.pid == a:
                        j.killed = x.fact

    def _fx_mkdir_touch(self, x: "_Cmd") -> None:
        flags = x.c.flags()
        for op in x.c.operands():
            p = resolve(op, x.cur, self.home)
            if p is None:
                continue
            bad = [e for e in x.errs if self._failed_for([e], op)]
            if bad:
                if x.name == "mkdir" and any("File exists" in e for e in bad):
                    entry = self.entries.get(p)
                    if entry is not None and not entry.exists:
                        x.found.append(warn("terminal.file", "error", x.step,
                                            f"mkdir says {self._show(p)} exists, but it was removed at "
                                            f"{where(entry.fact)}", text=bad[0], earlier=entry.fact, path=p))
                    self._set(p, Entry(True, True, x.fact))
                continue  # not created
            existing = self.entries.get(p)
            if x.name == "touch" and existing is not None and existing.exists:
                continue  # only the time stamp changes
            self._set(p, Entry(True, x.name == "mkdir", x.fact, "" if x.name == "touch" else None))
            if x.name == "touch":
                self.entries[p].lines = 0
            if "p" in flags or x.name == "touch":
                continue

    def _fx_rm(self, x: "_Cmd") -> None:
        for op in x.c.operands():
            p = resolve(op, x.cur, self.home)
            if p is None:
                matches = self._glob(op, x.cur)
                if matches is None:
                    self._forget(x.cur)
                for q in matches or []:
                    self._remove(q, x.fact)
                continue
            bad = [e for e in x.errs if self._failed_for([e], op)]
            if bad:
                entry = self.entries.get(p)
                if entry is not None and entry.exists and any("No such file" in e for e in bad):
                    x.found.append(warn("terminal.file", "error", x.step,
                                        f"{self._show(p)} exists since {where(entry.fact)} "
                                        f"but {x.name} says it does not",
                                        text=bad[0], earlier=entry.fact, path=p))
                    self._remove(p, x.fact)
                continue
            self._remove(p, x.fact)

    def _fx_copy(self, x: "_Cmd") -> None:
        ops = x.c.operands()
        if len(ops) < 2:
            return
        *srcs, dest = ops
        d = resolve(dest, x.cur, self.home)
        if d is None:
            self._forget(x.cur)
            return
        dest_entry = self.entries.get(d)
        into_dir = dest.endswith("/") or len(srcs) > 1 or (dest_entry is not None and dest_entry.exists
                                                          and bool(dest_entry.is_dir))
        for src in srcs:
            s = resolve(src, x.cur, self.home)
            if s is None:
                # a glob: what it matched is gone from here (mv) and its new place is unknown
                matches = self._glob(src, x.cur)
                if matches is None:
                    self._forget(x.cur)
                elif x.name == "mv":
                    for q in matches:
                        self._remove(q, x.fact)
                self._forget(d, keep_root=True) if into_dir else self._forget(d)
                continue
            bad = [e for e in x.errs if self._failed_for([e], src)]
            if bad:
                entry = self.entries.get(s)
                if entry is not None and entry.exists and any("No such file" in e for e in bad):
                    x.found.append(warn("terminal.file", "error", x.step,
                                        f"{self._show(s)} exists since {where(entry.fact)} "
                                        f"but {x.name} says it does not",
                                        text=bad[0], earlier=entry.fact, path=s))
                continue
            target = posixpath.join(d, posixpath.basename(s)) if into_dir else d
            moved = {p: e for p, e in self.entries.items() if p == s or p.startswith(s + "/")}
            if x.name == "ln":
                self._set(target, Entry(True, None, x.fact))
                continue
            if not moved:
                self._forget(target)
                self._set(target, Entry(True, None, x.fact))
            else:
                for p, e in moved.items():
                    self._set(target + p[len(s):], Entry(e.exists, e.is_dir, x.fact, e.content))
            if x.name == "mv":
                self._remove(s, x.fact)

    def _fx_tee(self, x: "_Cmd") -> None:
        # tee FILE <<EOF ... EOF, or echo/printf LITERAL | tee FILE (no -a): the file holds that text
        doc = x.c.heredoc
        feeder = self._feeder
        if doc is None and feeder is not None and feeder.connector != "|" and feeder.argv and \
                all(is_literal(a) for a in feeder.args):
            if feeder.name == "echo":
                doc = echo_text(feeder.args)
            elif feeder.name == "printf":
                doc = printf_text(feeder.args)
        known = doc if doc is not None and not x.c.args[:1] == ["-a"] and not x.c.flags() and not x.failed \
            and re.search(r"\$|`", doc) is None and not x.c.background else None
        for op in x.c.operands():
            p = resolve(op, x.cur, self.home)
            if p is not None:
                self._set(p, Entry(True, False, x.fact, None))
                self.entries[p].content = known
                self.entries[p].lines = known.count("\n") if known is not None else None
                self.entries[p].size = len(known.encode("utf-8")) if known is not None else None

    def _fx_find(self, x: "_Cmd") -> bool:
        """A find with only tests (-name, -type, -maxdepth, ...) and -print changes nothing; with an action that
        may write (-delete, -exec, -ok, -fprint, ...) it falls back to the cautious default."""
        return all(not a.startswith("-") or a in _FIND_READS for a in x.c.args)

    def _fx_sed(self, x: "_Cmd") -> bool:
        """``sed -i 's/old/new/' file``: a literal substitution is applied to the known content; any other
        in-place edit forgets the file; sed without -i only reads."""
        args = x.c.args
        if not any(a == "-i" or a.startswith("-i") or a == "--in-place" or a.startswith("--in-place=") for a in args):
            return True
        script: str | None = None
        files: list[str] = []
        i = 0
        while i < len(args):
            a = args[i]
            if a in ("-e", "--expression") and i + 1 < len(args):
                script = args[i + 1] if script is None else None
                i += 2
                continue
            if a.startswith("-"):
                i += 1
                continue
            if script is None and not any(a2 in ("-e", "--expression") for a2 in args):
                script = a
            else:
                files.append(a)
            i += 1
        for f in files:
            p = resolve(f, x.cur, self.home)
            if p is None:
                self._forget(x.cur)
                continue
            entry = self.entries.get(p)
            if entry is None or not entry.exists:
                continue
            new = substitute(script, entry.content) if entry.content is not None and not x.failed else None
            entry.content = new
            entry.size = None
            if new is not None:
                entry.lines = new.count("\n")
            elif script is None or not re.fullmatch(r"s(.)[^\n]*\1[^\n]*\1[gI0-9]*", script) or "\\n" in script:
                entry.lines = None  # a one-line substitution keeps the line count; anything else may not
            entry.fact = x.fact
        return True

    def _fx_git(self, x: "_Cmd") -> bool:
        args = x.c.args
        sub = args[0] if args else ""
        if sub == "-C" and len(args) > 2:
            where_ = resolve(args[1], x.cur, self.home)
            sub, args = args[2], args[2:]
            if not self._git_files(x, args, where_) and sub not in GIT_READ_ONLY:
                self._forget(where_)  # the tree of the repository it names may change
            self.git.command(x.step, args, x.out, x.failed, x.fact, repo=where_ or "?")
            return True
        if self._git_files(x, args, x.cur):
            self.git.command(x.step, args, x.out, x.failed, x.fact, repo=x.cur or "?")
            return True
        if sub == "clone":
            rest = [a for a in args[1:] if not a.startswith("-")]
            if rest:
                dest = rest[1] if len(rest) > 1 else posixpath.basename(rest[0].rstrip("/")).removesuffix(".git")
                p = resolve(dest, x.cur, self.home)
                if p is not None and not x.failed:
                    self._forget(p)
                    self._set(p, Entry(True, True, x.fact))
            return True
        self.git.command(x.step, args, x.out, x.failed, x.fact, repo=x.cur or "?")
        if sub in GIT_READ_ONLY:
            return True
        return False

    def _git_files(self, x: "_Cmd", args: list[str], base: str | None) -> bool:
        """git subcommands that act on named paths like their coreutils counterparts: ``git rm`` removes
        (not with --cached / -n), ``git mv`` renames, ``git checkout [REV] -- paths`` / ``git restore paths``
        put back a version the ledger does not know (those paths are forgotten). True when handled."""
        sub = args[0] if args else ""
        rest = args[1:]
        refused = x.failed or any(ln.startswith(("fatal:", "error:")) for ln in x.out or [])
        if sub in ("rm", "mv") and base is not None:
            flags = [a for a in rest if a.startswith("-")]
            ops = [a for a in rest if not a.startswith("-")]
            plain = ("-r", "-f", "-q", "--quiet", "--force", "-rf", "-fr", "--")  # -k skips errors silently
            if refused or any(a not in plain for a in flags):
                for op in ops:  # --cached, --dry-run, unknown options: the files may or may not have moved
                    p = resolve(op, base, self.home)
                    self._forget(p if p is not None else base)
                return True
            fake = SimpleCommand([sub, *ops])
            y = _Cmd(x.step, fake, sub, base, [], x.out, x.fact, x.found, False)
            (self._fx_rm if sub == "rm" else self._fx_copy)(y)
            return True
        paths: list[str] | None = None
        if sub == "checkout" and "--" in rest:
            paths = rest[rest.index("--") + 1:]
        elif sub == "restore":
            paths = [a for a in rest if not a.startswith("-")]
            if any(a.startswith(("-s", "--source")) for a in rest):
                paths = None  # "-s REV" takes a value: which operand is a path is not certain
        if paths is None or base is None:
            return False
        if not paths:
            self._forget(base)
        for op in paths:
            p = resolve(op, base, self.home)
            self._forget(p if p is not None and op not in (".", "*") else base)
        return True

    def _fx_python(self, x: "_Cmd") -> bool:
        args = x.c.args
        if args[:2] == ["-m", "venv"] and len(args) > 2:
            p = resolve(args[2], x.cur, self.home)
            if p is not None and not x.failed:
                self._set(p, Entry(True, True, x.fact))
            return True
        if args[:2] == ["-m", "pip"]:
            self.pip.command(x.step, args[2:], x.out, x.failed, x.fact)
            return True
        return False

    def _fx_pip(self, x: "_Cmd") -> bool:
        self.pip.command(x.step, x.c.args, x.out, x.failed, x.fact)
        return True

    def _fx_npm(self, x: "_Cmd") -> bool:
        """npm installs into node_modules (the tree below changes) and sets the versions it names."""
        self.npm.command(x.step, x.c.args, x.out, x.failed, x.fact)
        return x.c.args[:1] in (["ls"], ["list"], ["ll"], ["la"], ["view"], ["show"], ["outdated"])

    def _fx_cargo(self, x: "_Cmd") -> bool:
        """``cargo install`` puts a binary under ~/.cargo and prints its version; other cargo commands build."""
        if x.c.args[:1] != ["install"]:
            return False
        self.installs.command(x.step, "cargo", x.c.args, x.out, x.failed, x.fact)
        return True

    def _fx_clock(self, x: "_Cmd") -> bool:
        """``date -s``, ``timedatectl set-time``, ``hwclock``, ``ntpdate``: the clock may jump either way."""
        if x.name != "date" or any(a.startswith(("-s", "--set")) for a in x.c.args):
            self.facts.clock = None
        return True

    def _fx_environment(self, x: "_Cmd") -> bool:
        """Another interpreter or package manager: which versions pip reports may change."""
        self.facts.forget(prefix="pip:")
        return x.name in ("source", ".", "deactivate", "workon", "pyenv")

    def _fx_default(self, x: "_Cmd") -> None:
        c, name = x.c, x.name
        if name not in READ_ONLY and _may_install(c, name):
            self.facts.forget(prefix="pip:")  # a script or an installer may install packages
        if name in RUNS_ANOTHER and any(not a.startswith("-") and "=" not in a for a in c.args):
            self._forget(x.cur)  # it runs a program the ledger does not see (timeout 5 ./build.sh)
            return
        if name in ("awk", "gawk") and any(a == "-i" or a.startswith("--in") for a in c.args) or \
                name == "sort" and any(a == "-o" or a.startswith("--output") for a in c.args):
            for op in c.operands():  # in place, or to an output file
                p = resolve(op, x.cur, self.home)
                if p is not None:
                    self._forget(p)
            return
        if name in READ_ONLY or _is_test_run(c) or _inline_read_only(c):
            return
        if x.failed and x.out is not None and any("command not found" in ln for ln in x.out):
            return
        if name in TREE_WRITERS or c.name.startswith("./") or c.name.startswith("/"):
            self._forget(x.cur)
            return
        # Another program: it may have changed what it was pointed at.
        for op in c.operands():
            p = resolve(op, x.cur, self.home)
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
        elif name == "find":
            self._check_find(step, c, cur, errs, out, found)
        elif name in READS_FILES or name in ("grep", "egrep", "fgrep"):
            pattern_first = name in ("grep", "egrep", "fgrep") and not any(a.startswith("-e") for a in c.args)
            operands = ops[1:] if pattern_first else ops
            body = [ln for ln in out if ln.strip() and ln not in errs]
            for op in operands:
                p = resolve(op, cur, home)
                if not p:
                    continue
                entry = self.entries.get(p)
                if entry is None:
                    continue
                if not entry.exists and body and not self._failed_for(errs, op):
                    found.append(warn("terminal.file", "error", step,
                                      f"{self._show(p)} was removed at {where(entry.fact)}, but {name} reads it",
                                      text=body[0], earlier=entry.fact, path=p))
                elif entry.exists and (entry.content is not None or entry.lines is not None) and not errs:
                    self._check_content(step, name, c, p, entry, out, found)
            if not errs and len(operands) == 1:
                self._learn_content(step, name, c, operands[0], cur, out)
        elif name == "pwd" and cur is not None and out and cur.startswith(SYNTH + "/"):
            shown = out[0].strip()
            rel = cur[len(SYNTH):]
            if shown.startswith("/") and shown.endswith(rel):
                self._resolve_stand_in(shown[: len(shown) - len(rel)] or "/")
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
        elif name == "ps" and not errs:
            self._check_ps(step, out, found)
        elif (name in ("stat", "id") or _STATUS_READ.match(" ".join(c.argv))) and not errs:
            self._read_identities(step, c, out, found)
        elif name == "date" and all(a in ("-u", "--utc", "-R") for a in c.args) and out and not errs:
            got = parse_now(out[0])
            if got is not None:  # the clock only moves forward
                secs, zone = got
                w = self.facts.clock_reading(step, secs, f"abs:{zone}:{' '.join(sorted(c.args))}", out[0].strip())
                if w is not None:
                    found.append(w)
        elif name in ("echo", "printenv", "env") and "sudo" not in c.wrappers:
            self._check_env(step, c, out, found)

    def _remap(self, path: str | None) -> str | None:
        """A path under a guessed home directory, moved to the home ``pwd`` revealed (and a path under the
        stand-in parent, moved to where pwd showed it is)."""
        if path is not None and self._stand_in is not None and path.startswith(SYNTH + "/"):
            path = posixpath.normpath(self._stand_in + path[len(SYNTH):])
        if path is None or self._rehomed is None:
            return path
        old, new = self._rehomed
        return new + path[len(old):] if path == old or path.startswith(old + "/") else path

    def _resolve_stand_in(self, real: str) -> None:
        """pwd told where the stand-in parent of a "[user@host dir]$" shell is: move what is known there."""
        def move(p: str) -> str:
            return posixpath.normpath(real + p[len(SYNTH):]) if p.startswith(SYNTH + "/") else p

        self._stand_in = real
        self.entries = {move(p): e for p, e in self.entries.items()}
        self.cwd = move(self.cwd) if self.cwd else self.cwd
        self.dirstack = [move(d) for d in self.dirstack]
        self.oldpwd = move(self.oldpwd) if self.oldpwd else self.oldpwd

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

    def _steady(self, p: str) -> bool:
        """Nothing but the agent's commands writes ``p``: not a log, not under /proc, no background job."""
        if (re.match(r"^/(?:proc|sys|dev|run|tmp)/|^/var/(?:log|run|lib)/", p)
                or re.search(r"\.(?:log|out|pid|lock|sock)$", p)):
            return False
        return all(j.killed is not None for j in self.jobs.values())

    def _learn_content(self, step: int, name: str, c: SimpleCommand, operand: str, cur: str | None,
                       out: list[str]) -> None:
        """``cat FILE`` shows a file's whole content and ``wc -l FILE`` its line count: remember them, so a
        later read with no write in between must agree."""
        p = resolve(operand, cur, self.home)
        if p is None or not is_literal(operand) or not self._steady(p):
            return
        entry = self.entries.get(p)
        if entry is not None and (not entry.exists or entry.is_dir):
            return
        fact = Fact(step, f"{name} {operand}")
        if self.user and any(f"{self.user}@{self.host}" in ln for ln in out):
            return  # the file's last line ran into the next prompt (no final newline): not read whole
        if name == "cat" and not c.flags() and (entry is None or entry.content is None):
            body = [ln for ln in out if not _JOB_LINE.match(ln.strip())]
            while body and not body[-1].strip():
                body.pop()
            if entry is None:
                self._set(p, Entry(True, False, fact))
                entry = self.entries[p]
            entry.content = "".join(ln + "\n" for ln in body)
            entry.lines = len(body)
            entry.fact = fact
        elif name == "wc" and c.flags() == {"l"} and out and (entry is None or entry.lines is None):
            m = re.match(r"^\s*(\d+)\s", out[0] + " ")
            if m is None:
                return
            if entry is None:
                self._set(p, Entry(True, False, fact))
                entry = self.entries[p]
            entry.lines = int(m.group(1))
            entry.fact = fact

    def _check_content(self, step: int, name: str, c: SimpleCommand, p: str, entry: Entry, out: list[str],
                       found: list[WorldWarning]) -> None:
        if name in GREPS:
            if entry.content is not None:
                self._check_grep(step, c, p, entry, entry.content, out, found)
            return
        if entry.content is None:
            if name == "wc" and c.flags() == {"l"} and len(c.operands()) == 1 and out and entry.lines is not None:
                m = re.match(r"^\s*(\d+)\s", out[0] + " ")
                if m and int(m.group(1)) != entry.lines:
                    found.append(warn("terminal.content", "error", step,
                                      f"{self._show(p)} had {entry.lines} line(s) as of {where(entry.fact)} (and the "
                                      f"writes since), but wc -l counts {m.group(1)}", text=out[0], earlier=entry.fact,
                                      path=p))
                    entry.lines = int(m.group(1))
            return
        content = entry.content or ""
        if name == "cat" and len(c.operands()) == 1 and not c.flags():
            if not content.endswith("\n") and content:
                return  # the next prompt would share the last line
            want = [ln.rstrip() for ln in content.split("\n")[:-1]] if content else []
            got = [ln for ln in out if not _JOB_LINE.match(ln.strip())]  # "[1]+ Done ..." is the shell's
            while got and not got[-1].strip():
                got.pop()
            # a screen wraps long lines at its width: the same text in other line breaks is the same file
            if got != want and "".join(got).replace(" ", "") != "".join(want).replace(" ", ""):
                diff = next((i for i, (a, b) in enumerate(zip(got, want)) if a != b), min(len(got), len(want)))
                shown = got[diff] if diff < len(got) else "(nothing)"
                expected = want[diff] if diff < len(want) else "(end of file)"
                found.append(warn("terminal.content", "error", step,
                                  f"{self._show(p)} holds what {where(entry.fact)} wrote or showed, "
                                  "but cat shows other text "
                                  f"(line {diff + 1}: {clip(shown, 60)!r}, expected {clip(expected, 60)!r})",
                                  text=shown, earlier=entry.fact, path=p))
        elif name == "wc" and c.flags() == {"l"} and len(c.operands()) == 1 and out:
            m = re.match(r"^\s*(\d+)\s", out[0] + " ")
            lines = content.count("\n")
            if m and int(m.group(1)) != lines:
                found.append(warn("terminal.content", "error", step,
                                  f"{self._show(p)} has {lines} line(s) as written at {where(entry.fact)}, "
                                  f"but wc -l counts {m.group(1)}", text=out[0], earlier=entry.fact, path=p))

    def _check_grep(self, step: int, c: SimpleCommand, p: str, entry: Entry, content: str, out: list[str],
                    found: list[WorldWarning]) -> None:
        """A grep of one file whose whole content is known is a partial view of it: exactly the lines the
        filter keeps (with their numbers under -n). An unknown filter makes no judgement."""
        flt = grep_filter(c)
        if flt is None or len(flt.files) != 1 or (content and not content.endswith("\n")):
            return
        lines = content.split("\n")[:-1] if content else []
        want = [(n, ln.rstrip()) for n, ln in enumerate(lines, 1) if flt.keeps(ln)]
        body = list(out)
        while body and not body[-1].strip():
            body.pop()
        if flt.numbered:
            hits = numbered_hits(body, with_path=False)
            if hits is None:
                return  # not grep's own layout: no judgement
            got = [(n, t.rstrip()) for _, n, t in hits]
        else:
            got = [(0, ln.rstrip()) for ln in body]
            want = [(0, t) for _, t in want]
        if got == want:
            return
        if not flt.numbered and "".join(t for _, t in got).replace(" ", "") == \
                "".join(t for _, t in want).replace(" ", ""):
            return  # the same lines wrapped at the screen's width
        wrong = next((g for g in got if g not in want), None)
        if wrong is not None:
            n = wrong[0]
            known = lines[n - 1].rstrip() if 0 < n <= len(lines) else None
            detail = (f"line {n} reads {clip(known, 60)!r}, grep shows {clip(wrong[1], 60)!r}" if flt.numbered
                      and known is not None else f"grep shows {clip(wrong[1], 60)!r}, which is no line of it "
                      "that the pattern keeps")
            text = (f"{n}:{wrong[1]}" if flt.numbered else wrong[1])
        else:
            missing = next(w for w in want if w not in got)
            detail = f"grep misses the matching line {clip(missing[1], 60)!r}"
            text = clip("\n".join(body), 120) or "(no output)"
        found.append(warn("terminal.content", "error", step,
                          f"{self._show(p)} holds what {where(entry.fact)} wrote or showed, but "
                          f"`{clip(' '.join(c.argv), 60)}` does not agree: {detail}", text=text, earlier=entry.fact,
                          path=p))

    def _check_ls(self, step: int, c: SimpleCommand, cur: str | None, errs: list[str], out: list[str],
                  found: list[WorldWarning]) -> None:
        flags = c.flags()
        ops = c.operands()
        if len(ops) == 1 and _GLOB_ONLY.match(ops[0]) and not flags & {"R", "I", "--ignore", "--hide"}:
            self._check_ls_glob(step, c, ops[0], cur, errs, out, found)
            return
        if len(ops) > 1 or any(not is_literal(o) for o in ops) or flags & {"d", "R", "I", "--ignore", "--hide"}:
            return
        target = resolve(ops[0], cur, self.home) if ops else cur
        if target is None:
            return
        entry = self.entries.get(target)
        if errs:
            return
        body = [ln for ln in out if ln.strip()]
        long = bool(flags & {"l", "g", "o", "n"})
        names = _ls_names(body, long=long)
        if names is None:
            return
        if ops and names == [ops[0]] and (entry is None or entry.is_dir is not True):
            # "ls -l notes.md": the file itself, not a directory's content
            if long and (entry is None or entry.exists):
                if entry is None:
                    self._set(target, Entry(True, False, Fact(step, body[0])))
                self._check_sizes(step, parent(target), [ln for ln in body if not ln.startswith("total ")], found)
            return
        if entry is not None and entry.is_dir is False:
            return
        listed = {n.rstrip("/*@|=") if flags & {"F", "p"} or n.endswith("/") else n for n in names}
        listed.discard(".")
        listed.discard("..")
        if entry is not None and not entry.exists and listed:
            found.append(warn("terminal.file", "error", step,
                              f"ls lists the contents of {self._show(target)}, "
                              f"which was removed at {where(entry.fact)}",
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
        if long:
            self._check_sizes(step, target, body, found)

    def _check_ls_glob(self, step: int, c: SimpleCommand, pattern: str, cur: str | None, errs: list[str],
                       out: list[str], found: list[WorldWarning]) -> None:
        """``ls DIR/*.conf``: the shell expands the glob, so ls shows exactly the entries of DIR whose names match.
        Judged only when the listing is plainly those names (no directory matched, no ``dir:`` headers, every
        name shown matches the glob); known files that match must be shown, removed ones must not."""
        prefix, _, glob = pattern.rpartition("/")
        base = resolve(prefix or ".", cur, self.home) if prefix or pattern.startswith("/") else cur
        if pattern.startswith("/") and not prefix:
            base = "/"
        body = [ln for ln in out if ln.strip()]
        if base is None or errs or not body or any(ln.rstrip().endswith(":") for ln in body):
            return
        long = bool(c.flags() & {"l", "g", "o", "n"})
        names = _ls_names(body, long=long)
        shown_prefix = pattern[: len(pattern) - len(glob)]
        if not names or any(not n.startswith(shown_prefix) for n in names):
            return
        listed = {n[len(shown_prefix):] for n in names}
        if any("/" in n or not fnmatch.fnmatchcase(n, glob) for n in listed):
            return
        matching = {p: e for p, e in self.entries.items() if parent(p) == base and p != base
                    and fnmatch.fnmatchcase(posixpath.basename(p), glob)
                    and (glob.startswith(".") or not posixpath.basename(p).startswith("."))}
        if any(e.exists and e.is_dir for e in matching.values()):
            return  # a matching directory would be listed by its content
        for n in sorted(listed):
            e = self.entries.get(posixpath.join(base, n))
            if e is not None and not e.exists:
                found.append(warn("terminal.file", "error", step,
                                  f"{self._show(posixpath.join(base, n))} was removed at {where(e.fact)} but "
                                  f"ls {pattern} lists it again", text=next((ln for ln in body if n in ln), n),
                                  earlier=e.fact, path=posixpath.join(base, n)))
                return
        for p, e in sorted(matching.items()):
            if e.exists and posixpath.basename(p) not in listed:
                found.append(warn("terminal.file", "error", step,
                                  f"{self._show(p)} was created at {where(e.fact)} and not removed since, "
                                  f"but ls {pattern} does not list it although its name matches",
                                  text=" ".join(sorted(listed)), earlier=e.fact, path=p))
                return
        fact = Fact(step, f"ls {pattern}")
        for n in listed:
            p = posixpath.join(base, n)
            if p not in self.entries:
                self.entries[p] = Entry(True, None, fact)

    def _check_find(self, step: int, c: SimpleCommand, cur: str | None, errs: list[str], out: list[str],
                    found: list[WorldWarning]) -> None:
        """``find DIR -name PAT [-type f|d]``: every path under DIR whose name matches, at any depth. Judged only in
        that plain form (no other tests, no -prune/-maxdepth, no actions), when every line shown is under DIR and
        matches; known matching entries must be shown, removed ones must not."""
        args = c.args
        if len(args) not in (3, 5) or args[1] != "-name" or not is_literal(args[0]):
            return
        ftype = None
        if len(args) == 5:
            if args[3] != "-type" or args[4] not in ("f", "d"):
                return
            ftype = args[4]
        pattern, root = args[2], resolve(args[0], cur, self.home)
        body = [ln.strip() for ln in out if ln.strip()]
        if root is None or errs or "/" in pattern:
            return
        shown: set[str] = set()
        for ln in body:
            if ln != args[0] and not ln.startswith(args[0].rstrip("/") + "/"):
                return
            if not fnmatch.fnmatchcase(posixpath.basename(ln), pattern):
                return
            q = resolve(ln, cur, self.home)
            if q is None:
                return
            shown.add(q)
        for q in sorted(shown):
            e = self.entries.get(q)
            if e is not None and not e.exists:
                found.append(warn("terminal.file", "error", step,
                                  f"{self._show(q)} was removed at {where(e.fact)} but find lists it again",
                                  text=q, earlier=e.fact, path=q))
                return
        under = root.rstrip("/") + "/"
        for q, e in sorted(self.entries.items()):
            if not q.startswith(under) or not e.exists or q in shown:
                continue
            if not fnmatch.fnmatchcase(posixpath.basename(q), pattern):
                continue
            if ftype is not None and e.is_dir is not (ftype == "d"):
                continue  # a directory (or an entry of unknown type) under -type f: cannot tell
            if ftype is None and e.is_dir is not False:
                continue
            found.append(warn("terminal.file", "error", step,
                              f"{self._show(q)} was created at {where(e.fact)} and not removed since, but "
                              f"find {args[0]} -name {pattern} does not list it", text=" ".join(sorted(shown)),
                              earlier=e.fact, path=q))
            return

    def _check_sizes(self, step: int, target: str, body: list[str], found: list[WorldWarning]) -> None:
        """``ls -l`` sizes of plain files: with no write to a file since the last listing, its size stays."""
        for ln in body:
            m = _LS_LONG.match(ln)
            if m is None or not ln.startswith("-"):
                continue
            size = re.split(r"\s+", ln)[4]
            if not size.isdigit():
                continue
            p = posixpath.join(target, m.group("name"))
            entry = self.entries.get(p)
            if entry is None or not entry.exists or not self._steady(p):
                continue
            if entry.size is not None and entry.size != int(size):
                found.append(warn("terminal.content", "error", step,
                                  f"{self._show(p)} was {entry.size} bytes as of {where(entry.fact)} (with the writes "
                                  f"the ledger followed), but ls -l shows {size} bytes", text=ln, earlier=entry.fact,
                                  path=p))
            if entry.size != int(size):
                entry.size = int(size)
                entry.fact = Fact(step, ln)

    def _finished_jobs(self, out: list[str]) -> None:
        """"[1]+  Done ..." lines the shell prints before a prompt: those jobs are over."""
        for ln in out:
            m = _JOB_LINE.match(ln.strip())
            if m and m.group("state") not in ("Running", "Stopped"):
                self.jobs.pop(int(m.group(1)), None)

    def _read_programs(self, step: int, cmds: list[SimpleCommand], cur: str | None, out: list[str],
                       found: list[WorldWarning]) -> None:
        """Output read whole or through filters (``pip show x | head -2``, ``env | sort``): git, pip, env
        and date. A filter may drop lines, so only a listing through :data:`WHOLE` filters may miss
        nothing; the others are judged on what they show."""
        main = [c for c in cmds if c.argv and not c.background]
        if not main:
            return
        for c in main:
            gargs = c.args[2:] if c.args[:1] == ["-C"] else c.args
            if posixpath.basename(c.name) == "git" and gargs[:1] == ["commit"]:
                self.git.read(step, gargs, out, False, found, repo=self._repo(c, cur))
        lead = 0
        while (lead < len(main) - 1 and posixpath.basename(main[lead].name) in SILENT and not main[lead].piped
               and main[lead + 1].connector in ("&&", ";") and not self._errors(main[lead], out)):
            lead += 1  # `cd DIR && git ...`, `export X=1; env`: those print nothing, the output is the rest's
        head, rest = main[lead], main[lead + 1:]
        first, after = head, rest
        moves = any(c.name in ("cd", "pushd", "popd") for c in after)  # the repository would not be `cur`
        if posixpath.basename(first.name) == "git" and out and not moves and not any(
                re.match(r"^(?:fatal|error): ", ln) for ln in out):
            # the first lines are the first command's own: HEAD's hash, when it prints one (a chain
            # `git rev-parse HEAD && ...`, or a pipe through filters that keep the first line)
            pipe = []
            for c in after:
                if c.connector not in ("|", "|&"):
                    break
                pipe.append(c)
            gargs = first.args[2:] if first.args[:1] == ["-C"] else first.args
            if all(posixpath.basename(c.name) in ("head", "cat", "less", "more") for c in pipe) and \
                    (not after or after[0].connector in ("|", "|&", "&&", ";")):
                self.git.read_head(step, gargs, [ln for ln in out if ln.strip()], found, repo=self._repo(first, cur))
        if any(c.connector not in ("|", "|&") for c in rest) or any(posixpath.basename(c.name) not in FILTERS
                                                                     for c in rest):
            return
        name = posixpath.basename(head.name)
        whole = all(posixpath.basename(c.name) in WHOLE for c in rest)
        body = [ln for ln in out if ln.strip()]
        if any(re.match(rf"^(?:-?bash: |sh: \d+: )?{re.escape(name)}: ", ln) for ln in body):
            return  # the program failed
        args = head.args
        if name == "git":
            if args[:1] == ["-C"] and len(args) > 2:
                args = args[2:]
            if args[:1] != ["commit"]:
                self.git.read(step, args, body, whole, found, repo=self._repo(head, cur))
        elif name in ("pip", "pip3") or (name.startswith("python") and args[:2] == ["-m", "pip"]):
            self.pip.read(step, args[2:] if args[:2] == ["-m", "pip"] else args, body, found)
        elif name == "npm":
            self.npm.read(step, args, body, found)
        elif name not in ("env", "printenv"):
            judge_version_read(self.facts, step, name, args, body, found)
        elif name in ("env", "printenv") and not args and "sudo" not in head.wrappers:  # sudo starts afresh
            grep = [c for c in rest if posixpath.basename(c.name) in GREPS]
            flt = None
            if grep:
                # one grep whose kept lines are certain (literal, ^anchored, suffix$, simple regex, -v);
                # any other filter in the pipe keeps every line
                flt = grep_filter(grep[0])
                if (len(grep) > 1 or flt is None or flt.files or flt.numbered
                        or any(posixpath.basename(c.name) not in WHOLE for c in rest if c is not grep[0])):
                    return
            elif not whole:
                return
            self._check_env_listing(step, name, flt, body, found)

    def _repo(self, c: SimpleCommand, cur: str | None) -> str:
        """The directory a git command works in: its ``-C`` path, or the shell's."""
        if c.args[:1] == ["-C"] and len(c.args) > 1:
            return resolve(c.args[1], cur, self.home) or "?"
        return cur or "?"

    def _check_ps(self, step: int, out: list[str], found: list[WorldWarning]) -> None:
        """``ps`` lists a running background job under another PID than the shell gave it (and not under its own)."""
        rows = [ln for ln in out if ln.strip()]
        if not rows or "PID" not in rows[0].split():
            return
        col = rows[0].split().index("PID")
        pids: list[tuple[str, str]] = []
        for ln in rows[1:]:
            parts = ln.split()
            if len(parts) > col and parts[col].isdigit():
                pids.append((parts[col], ln))
        listed = {p for p, _ in pids}
        for num, job in self.jobs.items():
            if job.pid is None or job.killed is not None or job.pid in listed:
                continue
            cmd = _norm_cmd(job.command.rstrip("&").strip())
            same = [(p, ln) for p, ln in pids if cmd and cmd in _norm_cmd(ln)]
            if len(same) == 1:
                w = self.facts.identity(step, f"job:{num}", "pid", same[0][0], same[0][1].strip(),
                                        f"the PID of job [{num}] ({job.command})")
                if w is not None:
                    found.append(w)

    def _read_identities(self, step: int, c: SimpleCommand, out: list[str], found: list[WorldWarning]) -> None:
        """The same status read twice with nothing but reads in between: identity fields agree (a service's
        main PID, a container's id, a file's inode or birth time)."""
        entity = "read:" + " ".join(c.argv)
        for ln in out:
            m = _KV_LINE.match(ln)
            if m is None:
                continue
            key = " ".join(m.group(1).lower().split())
            if key not in IDENTITY_KEYS:
                continue
            value = m.group(2).split()[0] if key in ("main pid", "pid", "inode", "device") else m.group(2).strip()
            w = self.facts.identity(step, entity, key, value, ln.strip(), f"{key} of `{' '.join(c.argv)}`")
            if w is not None:
                found.append(w)

    def _check_env_listing(self, step: int, name: str, flt: GrepFilter | None, body: list[str],
                           found: list[WorldWarning]) -> None:
        """An exported variable with a known value is in ``env``'s listing (the lines the grep keeps)."""
        shown = {}
        for ln in body:
            k, eq, v = ln.partition("=")
            if eq and re.fullmatch(r"[A-Za-z_]\w*", k):
                shown[k] = v
        if not shown and body:
            return  # not an environment listing
        for var_name, var in self.env.items():
            if not var.exported or var.unset or var.value is None or var_name in shown:
                continue
            line = f"{var_name}={var.value}"
            if flt is not None and not flt.keeps(line):
                continue
            found.append(warn("terminal.env", "error", step,
                              f"${var_name} was exported at {where(var.fact)}, but {name} does not list it",
                              text=" ".join(sorted(shown)) or "(nothing)", earlier=var.fact, variable=var_name))

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
            if m.group("pid") and job.pid:
                w = self.facts.identity(step, f"job:{num}", "pid", m.group("pid"), ln.strip(),
                                        f"the PID of job [{num}] ({job.command})")
                if w is not None:
                    found.append(w)
            if m.group("state") == "Running" and job.killed is not None:
                found.append(warn("terminal.job", "error", step,
                                  f"job [{num}] ({job.command}) was killed at {where(job.killed)} "
                                  "but jobs shows it running",
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


# The effect handlers by program name (anything else: TerminalLedger._fx_default).
EFFECTS: dict[str, Callable[[TerminalLedger, _Cmd], bool | None]] = {
    "export": TerminalLedger._fx_export,
    "unset": TerminalLedger._fx_unset,
    "kill": TerminalLedger._fx_kill,
    "mkdir": TerminalLedger._fx_mkdir_touch,
    "touch": TerminalLedger._fx_mkdir_touch,
    "rm": TerminalLedger._fx_rm,
    "rmdir": TerminalLedger._fx_rm,
    "unlink": TerminalLedger._fx_rm,
    "mv": TerminalLedger._fx_copy,
    "cp": TerminalLedger._fx_copy,
    "ln": TerminalLedger._fx_copy,
    "tee": TerminalLedger._fx_tee,
    "find": TerminalLedger._fx_find,
    "sed": TerminalLedger._fx_sed,
    "git": TerminalLedger._fx_git,
    "python": TerminalLedger._fx_python,
    "python3": TerminalLedger._fx_python,
    "pip": TerminalLedger._fx_pip,
    "pip3": TerminalLedger._fx_pip,
    "npm": TerminalLedger._fx_npm,
    "cargo": TerminalLedger._fx_cargo,
    **{name: TerminalLedger._fx_environment for name in ("source", ".", "deactivate", "workon", "pyenv", "conda",
                                                          "mamba", "micromamba", "poetry", "uv", "pipenv", "pipx",
                                                          "apt", "apt-get", "apk", "yum", "dnf", "easy_install")},
    "date": TerminalLedger._fx_clock,
    "timedatectl": TerminalLedger._fx_clock,
    "hwclock": TerminalLedger._fx_clock,
    "ntpdate": TerminalLedger._fx_clock,
    "faketime": TerminalLedger._fx_clock,
}
