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
- ``jobs`` shows a killed job as running, or a job number with another command;
- what edits guarantee about files read only in part (edited_text.py), a service's main PID (processes.py),
  containers (containers.py), service states (services.py), ``ls -l`` modes and times (long_listing.py),
  ``tree`` listings (listings.py), the current branch and commit counts (programs.py), ``ls | wc -l``.
Commands that only inspect (linters, archive tests, GET requests) write nothing (inspections.py).
"""

from __future__ import annotations

import fnmatch
import posixpath
import re
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Iterable

from playground.decoherence.cli_settings import TOOLS as cli_tools
from playground.decoherence.cli_settings import Settings
from playground.decoherence import kernel_params
from playground.decoherence.common import Action, Fact, clip, warn, where
from playground.decoherence.containers import ContainerKnowledge
from playground.decoherence.sql_console import CLIENTS as SQL_CLIENTS, SqlConsoles
from playground.decoherence.edited_text import EditedText, tail_count
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
from playground.decoherence import services
from playground.decoherence.inspections import SWITCHERS as _SWITCHERS
from playground.decoherence.inspections import is_checker, quiet_installer
from playground.decoherence.long_listing import LONG_LINE, LongListing
from playground.decoherence.terminal_listings import LS_LONG, Entries, Entry, ListingChecks
from playground.decoherence.processes import PREFIX as PROC
from playground.decoherence.processes import judge as judge_processes
from playground.decoherence.processes import only_reads, probe_only
from playground.decoherence.views.processes import pgrep_pairs, ps_pairs, status_pairs
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
_NO_SUCH = re.compile(r"^(?:-?bash: |sh: \d+: |zsh: )?(?:line \d+: )?(?P<cmd>[\w.+-]+): "
                      r"(?:cannot (?:access|stat|open|remove|touch|create directory|move|read) )?"
                      r"['‘\"`]?(?P<path>.+?)['’\"`]?(?: for reading)?: No such file or directory")
_JOB_START = re.compile(r"^\[(\d+)\]\s+(\d+)\s*$")
_JOB_LINE = re.compile(r"^\[(\d+)\]([+-]?)\s+(?:(?P<pid>\d+)\s+)?"
                       r"(?P<state>Running|Stopped|Done|Terminated|Killed|Exit \d+)"
                       r"\s+(?P<cmd>.*?)\s*$")
_VAR_REF = re.compile(r"\$\{?([A-Za-z_]\w*)\}?")
_IDENTITY = re.compile(r"(?:^|[\s;&|(])(?:su|ssh|exit|logout|login|newgrp|chroot|exec|tmux|"
                       r"screen|sudo\s+(?:-\w*[isu]\w*|su|bash|sh|zsh))(?:$|[\s;&|)])|"
                       # a container tool enters another shell only when interactive (-it) or attached
                       r"(?:^|[\s;&|(])(?:docker|podman|kubectl|docker-compose)\b[^;&|]*\s(?:-\w*[it]\w*|--interactive|"
                       r"--tty|attach)(?:$|[\s;&|)])")

# Status reads whose identity fields stay while nothing but reads runs.
_STATUS_READ = re.compile(r"^(?:systemctl status|service \S+ status|docker (?:inspect|ps)|podman (?:inspect|ps)|"
                          r"git rev-parse|stat)\b")
_FIND_READS = {"-name", "-iname", "-type", "-maxdepth", "-mindepth", "-path", "-ipath", "-print", "-newer", "-mtime",
               "-mmin", "-size", "-user", "-group", "-perm", "-empty", "-not", "!", "-o", "-a", "-and", "-or",
               "-L", "-P", "-H", "-regex", "-iregex", "-print0", "-xdev", "-mount", "-follow", "-readable"}
_CONFIG_VAR = re.compile(r"config|^(?:pip|npm|yarn|git|poetry|kube)_", re.IGNORECASE)
_CONFIG_FILE = re.compile(r"gitconfig|\.git/config|npmrc|yarnrc|pip\.(?:conf|ini)|pypoetry|dconf|\.kube/|"
                          r"sysctl", re.IGNORECASE)
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
               "sha256sum", "sha224sum", "sha384sum", "sha512sum", "b2sum", "cksum", "shasum", "du", "diff", "source",
               ".", "uniq", "cut", "od", "xxd", "strings"}
_SUMS = {"md5sum", "sha1sum", "sha224sum", "sha256sum", "sha384sum", "sha512sum", "b2sum", "cksum", "shasum"}
_LINE_READERS = {"cat", "head", "tail", "less", "more", "nl", "sort", "uniq"}  # print a file's own lines
_SYSTEM_DIRS = ("/etc/", "/usr/", "/var/", "/boot/", "/lib/", "/opt/", "/snap/")
# readers whose output is a function of one file's content and the command line alone
_REPEATABLE = {"grep", "egrep", "fgrep", "head", "tail", "wc", "nl", "sort", "uniq", "cut", "cat", "od", "xxd",
               "strings", "stat"}


# programs that report progress on standard error as a matter of course (not only on failure)
_STDERR_TALKERS = {"curl", "wget", "git", "pip", "pip3", "npm", "yarn", "pnpm", "docker", "podman", "ffmpeg", "rsync",
                   "scp", "apt", "apt-get", "make", "cmake", "gcc", "cc", "g++", "clang", "cargo", "go", "mvn",
                   "gradle", "python", "python3", "node", "pv", "dd", "time", "bash", "sh", "zsh", "ssh", "kubectl",
                   "helm", "terraform", "ansible-playbook", "conda", "brew", "tar", "zip", "unzip", "7z"}


def _option_value(args: list[str], flag: str) -> str | None:
    return next((args[i + 1] for i, a in enumerate(args[:-1]) if a == flag), None)


def _prints_nothing(c: SimpleCommand, line: str, out: list[str] | None) -> bool:
    """A command whose standard output goes to a file (``sha256sum f > f.sha256``, ``cmd &> log``) puts nothing
    on the screen, so a chain's output is the other commands' (``... > f && date``). Only a redirection of
    standard output itself counts (``2>err`` does not), and only while no line on the screen reads like the
    command's own complaint on standard error (``name: ...``)."""
    name = posixpath.basename(c.name)
    if c.piped or not c.argv or name in _STDERR_TALKERS or \
            any(ln.lstrip().startswith(name + ":") for ln in out or []):
        return False
    return any(op in (">", ">>") and t != "/dev/stdout" and re.search(
        r"(?:^|[\s;&|(])(?:1|&)?>>?\|?\s*" + re.escape(t) + r"(?=$|[\s;&|)])", line) for op, t in c.redirects)


def _is_test_run(c: SimpleCommand) -> bool:
    """A test runner: it writes caches (hidden) but leaves the project's files alone."""
    name = posixpath.basename(c.name)
    if name in ("pytest", "py.test", "tox", "nox", "jest", "mocha", "vitest", "rspec", "phpunit"):
        return True
    if name in ("npm", "yarn", "pnpm") and (c.args[:1] == ["test"] or c.args[:2] == ["run", "test"]):
        return True
    if name in ("go", "cargo") and c.args[:1] == ["test"]:
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
    if name in ("perl", "ruby") and any(re.fullmatch(r"-[a-zA-Z]*i\S*", a) for a in c.args):
        return False  # perl -pi -e / ruby -i: edits the files it is given in place
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


class TerminalLedger(ListingChecks):
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
        self.entries = Entries()
        self.env: dict[str, Var] = {}
        self.jobs: dict[int, Job] = {}
        self.shell_ready = True  # the last screen ended at a shell prompt (not in an editor or REPL)
        self._rehomed: tuple[str, str] | None = None
        self._stand_in: str | None = None  # where SYNTH turned out to be
        self.facts = FactStore("terminal")
        self.epoch = FactStore("terminal")  # its clock: readings that fix the moment, in any format (UTC scale)
        self.git = GitKnowledge(self.facts)
        self.pip = PipKnowledge(self.facts)
        self.npm = NpmKnowledge(self.facts)
        self.installs = InstallKnowledge(self.facts)  # apt, cargo, brew, gem, go and pipx installs
        self.settings = Settings()  # git config / npm config / gsettings ... values a set put
        self.edited = EditedText()  # replaced text gone, appended lines at the end (files read only in part)
        self.containers = ContainerKnowledge(self.facts)
        self.sql = SqlConsoles()  # table row counts seen through psql / mysql / sqlite3
        self._crontabs: dict[str, tuple[list[str], Fact]] = {}  # user -> lines an install put in the table
        self.long = LongListing()  # modes chmod set, times touch moved (ls -l)
        self._feeder: SimpleCommand | None = None
        self._line = ""  # the command line being followed (quoting the parsed words no longer show)
        self._made_dirs: set[str] = set()  # directories mkdir made this session (empty when made)
        self._unindexed: dict[str, Fact] = {}  # paths git rm / git mv took out of the index
        # (directory, hidden names counted) -> [entries `ls | wc -l` counted, where, certain change since]
        self._ls_counts: dict[tuple[str, bool], list[Any]] = {}

    def file_entries(self) -> tuple[Entries, str | None]:
        """What the ledger knows of the file system (path -> entry) and the user's home (see
        checker.FollowsFiles)."""
        return self.entries, self.home

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
            found.extend(self.sql.screen(step, observation))  # a SQL console's statements and results
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
        self._line = tc.line
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
        talkers = [c for c in cmds if posixpath.basename(c.name) not in SILENT and c.argv
                   and not _prints_nothing(c, tc.line, out)]
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
        kernel = kernel_params.views(c, out if not c.piped else None, self._feeder)
        if kernel is not None:  # sysctl keys and their /proc/sys files: one value, several views
            for argv, lines in kernel:
                found += self.settings.apply(step, argv, cur or "?", lines, failed, fact,
                                             sole=sole and lines is not None)
            return
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
        below = self.entries.under(path.rstrip("/") + "/")  # "/" is below "/" too: once is enough
        for p in dict.fromkeys(([path] if path in self.entries else []) + below):
            self.entries[p] = Entry(False, self.entries[p].is_dir, fact)
        if path not in self.entries:
            self.entries[path] = Entry(False, None, fact)

    def _forget(self, root: str | None, *, keep_root: bool = False) -> None:
        """Drop what is known about ``root`` and below (only below with ``keep_root``)."""
        if root is None:
            self.entries.clear()
            return
        below = self.entries.under(root.rstrip("/") + "/")
        for p in dict.fromkeys(([root] if root in self.entries and not keep_root else []) + below):
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
        if self._ls_counts:
            self._count_changes(x)  # before the command changes what the ledger knows
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
                not _STATUS_READ.match(" ".join(c.argv)) and not probe_only(c.args) and not only_reads(x.name, c.args):
            self.facts.touch_all("read:", step)  # a restart gives a service a new PID
            self.edited.unsettle(_SYSTEM_DIRS)  # useradd, an installer, a service: system files they do not name
            self.facts.touch_all(PROC, step)
            self.facts.touch_all(services.PREFIX, step)  # a program, a socket or a script may start a service
            if x.name != "git" and not _is_test_run(c):
                self.git.forget_head()  # a script or tool may commit or check out
            if x.name not in SQL_CLIENTS or out is None or any(op == "<" for op, _t in c.redirects) or \
                    any(a in ("-f", "--file") or a.startswith("--file=") for a in c.args):
                self.sql.forget()  # a migration, a loader, a dump restored: any table may have changed
            elif not c.piped:
                self.sql.opened(c.argv)  # (a one-shot -c/-e run is read with its output in _checks)
        if x.name == "chmod" and not x.failed:
            self._chmod(x)
        if x.name in ("systemctl", "service"):
            services.command(self.facts, step, x.name, c.args, out, x.failed, fact.text)
        handler = EFFECTS.get(x.name)
        if handler is not None and handler(self, x) is not False:
            return
        self._fx_default(x)

    def _count_changes(self, x: "_Cmd") -> None:
        """How a command moves the number of entries ``ls`` counts in a directory: +1 for a name certainly new
        (mkdir, or a write to a path removed before), -1 for one certainly gone (rm of a known or refused-less
        path); a change it cannot be sure of ends the count of that directory, anything else unknown ends all."""
        c, name = x.c, x.name
        if c.background:
            self._ls_counts.clear()
            return
        targets = [(op, t) for op, t in c.redirects if op in (">", ">>") and not t.startswith("/dev/")]
        if not targets and (name in READ_ONLY and name not in ("rm", "mkdir", "touch", "mv", "cp", "rmdir",
                                                                   "ln", "unlink", "kill")
                            or only_reads(name, c.args) or probe_only(c.args) or is_checker(c)):
            return
        changes: list[tuple[str | None, int | None]] = []  # (path, +1/-1/None unknown)
        for _op, t in targets:
            p = resolve(t, x.cur, self.home)
            e = self.entries.get(p) if p else None
            changes.append((p, 0 if e is not None and e.exists else 1 if e is not None else None))
        ops = c.operands()
        if name in ("export", "unset", "cd", "echo", "printf", "true", "sleep", "kill", "") and not targets:
            pass
        elif name == "mkdir" and not x.failed and "p" not in c.flags():
            changes += [(resolve(o, x.cur, self.home), 1) for o in ops]
        elif name in ("rm", "rmdir", "unlink") and not x.failed:
            for o in ops:
                p = resolve(o, x.cur, self.home)
                e = self.entries.get(p) if p else None
                known = (e.exists if e is not None else None)
                changes.append((p, -1 if known or (known is None and "f" not in c.flags()) else
                                0 if known is False else None))
        elif name == "touch" and not x.failed:
            for o in ops:
                p = resolve(o, x.cur, self.home)
                e = self.entries.get(p) if p else None
                new = p is not None and e is None and parent(p) in self._made_dirs and parent(p) in self.entries
                changes.append((p, 0 if e is not None and e.exists else 1 if e is not None or new else None))
        elif targets and name in ("echo", "printf", "cat", "true", ":"):
            pass
        else:
            self._ls_counts.clear()  # a program whose effect on directories is not followed
            return
        for p, delta in changes:
            d = parent(p) if p else None
            for key in [k for k in self._ls_counts if d is None or k[0] == d]:
                if delta is None or p is None or (posixpath.basename(p).startswith(".") and not key[1] and delta):
                    if delta is None or p is None:
                        del self._ls_counts[key]
                    continue
                self._ls_counts[key][2] += delta

    def _read_ls_count(self, step: int, head: SimpleCommand, rest: list[SimpleCommand], cur: str | None,
                       out: list[str], found: list[WorldWarning]) -> None:
        """``ls [-1aA] [DIR] | wc -l``: the entries of DIR, which only the counted changes move."""
        if posixpath.basename(head.name) != "ls" or len(rest) != 1 or posixpath.basename(rest[0].name) != "wc" or \
                rest[0].args != ["-l"] or rest[0].connector != "|":
            return
        flags = head.flags()
        ops = head.operands()
        if flags - {"1", "a", "A"} or len(ops) > 1 or any(not is_literal(o) for o in ops):
            return
        d = resolve(ops[0], cur, self.home) if ops else cur
        body = [ln.strip() for ln in out if ln.strip()]
        if d is None or len(body) != 1 or not body[0].isdigit():
            return
        key = (d, bool(flags & {"a", "A"}))
        n = int(body[0])
        known = self._ls_counts.get(key)
        self._ls_counts[key] = [n, Fact(step, f"ls {' '.join(ops)} | wc -l: {n}"), 0]
        if known is not None and n != known[0] + known[2]:
            found.append(warn("terminal.count", "error", step,
                              f"ls counted {known[0]} entries in {self._show(d)} at {where(known[1])}"
                              + (f" and the commands since changed that by {known[2]:+d}" if known[2] else
                                 " and nothing changed them since") + f", but now counts {n}",
                              text=body[0], earlier=known[1], path=d))

    def _chmod(self, x: "_Cmd") -> None:
        ops = x.c.operands()
        if len(ops) < 2 or x.c.flags() - {"v", "c", "--verbose", "--changes"} or x.c.background:
            return  # -R, --reference: not followed
        mode, files = ops[0], ops[1:]
        for f in files:
            p = resolve(f, x.cur, self.home)
            if p is None:
                continue
            entry = self.entries.get(p)
            if entry is None:
                self._set(p, Entry(True, None, x.fact))
                entry = self.entries[p]
            if entry.exists:
                self.long.chmod(p, entry, mode, x.fact)

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
            appended = content
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
            if op == ">>":
                self.edited.appended(p, old, self.entries[p], appended if not x.failed else None, x.fact)

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
                if not flags & {"d", "t", "r", "a", "--date", "--reference", "--time"}:
                    self.long.touch(p, existing, x.fact)
                continue  # only the time stamp changes
            # touch makes an empty file only where nothing was: a path removed before, or in a directory this
            # session made; elsewhere the file may have been there all along, with content
            new = existing is not None or (parent(p) in self._made_dirs and parent(p) in self.entries)
            self._set(p, Entry(True, x.name == "mkdir", x.fact, "" if x.name == "touch" and new else None))
            if x.name == "mkdir":
                self._made_dirs.add(p)
            if x.name == "touch" and new:
                self.entries[p].lines = 0
            if "p" in flags or x.name == "touch":
                continue

    def _failure_on(self, x: "_Cmd", operand: str, path: str) -> bool | None:
        """None when the command did not fail on ``operand``; else whether it called ``path``, a file
        known to exist, missing (a warning)."""
        bad = [e for e in x.errs if self._failed_for([e], operand)]
        if not bad:
            return None
        entry = self.entries.get(path)
        if entry is None or not entry.exists or not any("No such file" in e for e in bad):
            return False
        x.found.append(warn("terminal.file", "error", x.step,
                            f"{self._show(path)} exists since {where(entry.fact)} but {x.name} says it does not",
                            text=bad[0], earlier=entry.fact, path=path))
        return True

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
            failed = self._failure_on(x, op, p)
            if failed is not None:
                if failed:
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
            if self._failure_on(x, src, s) is not None:
                continue
            target = posixpath.join(d, posixpath.basename(s)) if into_dir else d
            moved = {p: e for p, e in self.entries.items() if p == s or p.startswith(s + "/")}
            if x.name == "ln":
                self._set(target, Entry(True, None, x.fact))
                continue
            if not moved:
                self._forget(target)
                # cp without -r copies files only (a directory is refused with an error)
                plain = x.name == "cp" and not x.c.flags() & {"r", "R", "a", "--recursive", "--archive"}
                self._set(target, Entry(True, False if plain else None, x.fact))
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
            if entry is None and not x.failed and not self._failed_for(x.errs, f):
                self._set(p, Entry(True, False, x.fact))
                entry = self.entries[p]
            if entry is None or not entry.exists:
                continue
            if x.failed:
                self.edited.forget(p)
            else:
                self.edited.sed(p, entry, script, x.fact)
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
            for op in ops[:-1] if sub == "mv" else ops:  # out of the index too
                p = resolve(op, base, self.home)
                if p is not None:
                    self._unindexed[p] = x.fact
            return True
        if sub in ("add", "reset", "checkout", "restore", "stash", "read-tree", "revert", "merge", "pull", "rebase",
                   "cherry-pick", "apply", "am", "update-index", "switch"):
            self._unindexed.clear()  # the index may hold them again
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

    def _fx_modes(self, x: "_Cmd") -> bool:
        """chmod/chown/chgrp change a file's mode or owner, never its content or existence (-R: a whole tree's)."""
        return True

    def _fx_docker(self, x: "_Cmd") -> bool:
        self.containers.command(x.step, x.name, x.c.args, x.out, x.failed, x.fact)
        if set(x.c.args[:2]) & {"run", "exec", "compose", "cp", "create", "start", "restart", "up"}:
            self.edited.unsettle()  # a container may write any host file through a bind mount
        return False  # and what it may do to files it names: the cautious default

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

    def _fx_installer(self, x: "_Cmd") -> bool:
        """brew, gem and ``go install``: the versions they print (or pin) set facts; other subcommands build or
        run things (the cautious default)."""
        words = [a for a in x.c.args if not a.startswith("-")]
        sub = words[0] if words else ""
        if x.name == "go" and sub != "install":
            return False
        if sub in ("list", "info", "outdated", "search", "env", "doctor", "config", "--version", "contents", "which"):
            return True  # reads
        self.installs.command(x.step, x.name, x.c.args, x.out, x.failed, x.fact)
        return sub in ("install", "reinstall", "upgrade", "update", "uninstall", "remove")

    def _fx_cargo(self, x: "_Cmd") -> bool:
        """``cargo install`` puts a binary under ~/.cargo and prints its version; other cargo commands build."""
        if x.c.args[:1] != ["install"]:
            return False
        if "--list" in x.c.args:
            return True  # lists what is installed
        self.installs.command(x.step, "cargo", x.c.args, x.out, x.failed, x.fact)
        return True

    def _fx_crontab(self, x: "_Cmd") -> bool:
        """``crontab FILE`` / ``... | crontab -`` install a table: the lines known to be in what was installed (a
        literal ``echo`` fed to it, a file whose text or appended tail the ledger knows) must be listed by a later
        ``crontab -l`` of the same user until another install, an edit or a removal."""
        args = x.c.args
        user = _option_value(args, "-u") or ("root" if "sudo" in x.c.wrappers else (self.user or "?"))
        ops = [a for i, a in enumerate(args) if not a.startswith("-") and not (i and args[i - 1] == "-u")]
        if "-l" in args:
            return True  # a read, judged in _checks
        self._crontabs.pop(user, None)
        if x.failed or "-r" in args or "-e" in args or len(ops) > 1:
            return True
        known: list[str] | None = None
        if ops in ([], ["-"]) or args[-1:] == ["-"]:
            feeder = self._feeder
            text = echo_text(feeder.args) if feeder is not None and feeder.name == "echo" and \
                all((is_literal(a) or " " in a) and not re.search(r"[$`\\]", a) for a in feeder.args) else None
            known = [ln for ln in (text or "").split("\n") if ln.strip()] or None
        else:
            p = resolve(ops[0], x.cur, self.home)
            entry = self.entries.get(p) if p else None
            if entry is not None and entry.exists and entry.content is not None:
                known = [ln for ln in entry.content.split("\n") if ln.strip() and not ln.lstrip().startswith("#")]
            elif p is not None and (tail := self.edited.tails.get(p)) is not None and tail.entry is entry:
                known = [ln for ln in tail.lines if ln.strip()]
        if known:
            self._crontabs[user] = (known, x.fact)
        return True

    def _check_crontab(self, step: int, c: SimpleCommand, out: list[str], found: list[WorldWarning]) -> None:
        args = c.args
        user = _option_value(args, "-u") or ("root" if "sudo" in c.wrappers else (self.user or "?"))
        had = self._crontabs.get(user)
        if had is None:
            return
        shown = {" ".join(ln.split()) for ln in out}
        missing = next((ln for ln in had[0] if " ".join(ln.split()) not in shown), None)
        if missing is not None:
            found.append(warn("terminal.file", "error", step,
                              f"the crontab of {user} was installed with {clip(missing.strip(), 60)!r} at "
                              f"{where(had[1])} and nothing replaced it since, but crontab -l does not list it",
                              text=clip(" | ".join(out), 200), earlier=had[1]))
            del self._crontabs[user]

    def _fx_clock(self, x: "_Cmd") -> bool:
        """``date -s``, ``timedatectl set-time``, ``hwclock``, ``ntpdate``: the clock may jump either way."""
        if x.name != "date" or any(a.startswith(("-s", "--set")) for a in x.c.args):
            self.facts.clock = None
            if x.name != "timedatectl" or any(a in ("set-time", "set-ntp") for a in x.c.args):
                self.epoch.clock = None  # (timedatectl status and set-timezone leave the moment alone)
        return True

    def _fx_environment(self, x: "_Cmd") -> bool:
        """Another interpreter or package manager: which versions pip reports may change. A switch of the whole
        toolchain (``source venv/bin/activate``, ``nvm use 18``, ``pyenv shell``) changes every package's."""
        if probe_only(x.c.args) or x.c.args[:1] in (["list"], ["show"], ["info"], ["env"], ["config"]) and \
                x.name in ("poetry", "pipx", "conda", "uv", "pipenv", "mamba"):
            return True  # "poetry --version", "pipx list": reads
        self.facts.forget(prefix="pip:")
        if x.name in ("source", ".") and not x.c.subshell:
            self.env.clear()  # the script may set, export or unset any variable
        if x.name in ("apt", "apt-get"):
            self.installs.command(x.step, "apt", x.c.args, x.out, x.failed, x.fact)
        elif x.name == "pipx":
            self.installs.command(x.step, "pip", x.c.args, x.out, x.failed, x.fact)
        if x.name in _SWITCHERS:
            for entity, attr in list(self.facts.states):
                if attr == "version":
                    self.facts.forget(entity)
        return x.name in ("source", ".", "deactivate", "workon", "pyenv") or x.name in _SWITCHERS

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
        if name in READ_ONLY or _is_test_run(c) or _inline_read_only(c) or is_checker(c):
            return
        if x.failed and x.out is not None and any("command not found" in ln for ln in x.out):
            return
        # a writer may also touch files it does not name outside where it runs (dotfiles, shared configs)
        self.edited.unsettle(outside=x.cur)
        if name in TREE_WRITERS or c.name.startswith("./") or c.name.startswith("/"):
            self._forget(x.cur)
            return
        # Another program: it may have changed what it was pointed at (also ``of=FILE``, ``--out=FILE``).
        for op in c.operands() + [a.split("=", 1)[1] for a in c.args if re.match(r"^-{0,2}[a-z][\w-]*=[^=]", a)]:
            p = resolve(op, x.cur, self.home)
            if p is not None:
                self._forget(p)

    # ---------------------------------------------------------------- checks

    def _checks(self, step: int, c: SimpleCommand, cur: str | None, errs: list[str], out: list[str],
                found: list[WorldWarning], *, sole: bool) -> None:
        name = posixpath.basename(c.name)
        home = self.home
        ops = c.operands()
        stdin = [t for op, t in c.redirects if op == "<"]
        if len(stdin) == 1 and (name in READS_FILES or name in GREPS) and \
                len(ops) == (1 if name in GREPS and not any(a.startswith("-e") for a in c.args) else 0):
            # "wc -l < f", "grep x < f": the file is read as if named (wc prints no name then)
            c = replace(c, argv=[*c.argv, stdin[0]], redirects=[r for r in c.redirects if r[0] != "<"])
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
        if name in SQL_CLIENTS and not errs:
            found.extend(self.sql.one_shot(step, c.argv, [ln for ln in out if not _JOB_LINE.match(ln.strip())]) or [])
        if name == "ls":
            self._check_ls(step, c, cur, errs, out, found)
            if not errs and c.flags() & {"l", "g", "o", "n"}:
                self._long_lines(step, c, cur, out, found)
        elif name == "find":
            self._check_find(step, c, cur, errs, out, found)
        elif name == "tree" and not errs:
            self._check_tree(step, c, cur, out, found)
        elif name == "git" and c.args in (["ls-files"], ["ls-files", "-c"], ["ls-files", "--cached"]) and not errs:
            for ln in out:
                p = resolve(ln.strip(), cur, self.home) if ln.strip() else None
                if p is not None and p in self._unindexed:
                    fact = self._unindexed.pop(p)
                    found.append(warn("terminal.file", "error", step,
                                      f"{self._show(p)} was taken out of the index by {where(fact)} and nothing added "
                                      "it back, but git ls-files lists it", text=ln.strip(), earlier=fact, path=p))
                    break
        elif name in READS_FILES or name in ("grep", "egrep", "fgrep"):
            pattern_first = name in ("grep", "egrep", "fgrep") and not any(a.startswith("-e") for a in c.args)
            operands = ops[1:] if pattern_first else ops
            if name in ("head", "tail"):  # "-n 5": the 5 is the option's value, not a file
                operands = [a for i, a in enumerate(c.args) if not a.startswith("-")
                            and not (i and c.args[i - 1] in ("-n", "-c", "--lines", "--bytes"))]
            elif name == "stat":  # "-c '%s %y'": the format is the option's value
                operands = [a for i, a in enumerate(c.args) if not a.startswith("-")
                            and not (i and c.args[i - 1] in ("-c", "--format", "--printf"))]
            body = [ln for ln in out if ln.strip() and ln not in errs]
            for op in operands:
                p = resolve(op, cur, home)
                if not p:
                    continue
                entry = self.entries.get(p)
                if entry is None:
                    if not errs and len(operands) == 1:
                        self._check_edited(step, name, c, p, None, body, found)  # remember the lines it showed
                    continue
                if not entry.exists and body and not self._failed_for(errs, op):
                    found.append(warn("terminal.file", "error", step,
                                      f"{self._show(p)} was removed at {where(entry.fact)}, but {name} reads it",
                                      text=body[0], earlier=entry.fact, path=p))
                elif entry.exists and (entry.content is not None or entry.lines is not None) and not errs:
                    before = len(found)
                    self._check_content(step, name, c, p, entry, out, found)
                    if len(found) > before:
                        continue
                if entry.exists and not errs and len(operands) == 1:
                    self._check_edited(step, name, c, p, entry, body, found)
            if not errs and len(operands) == 1:
                self._repeated_read(step, name, c, operands[0], cur, body, found)
                self._learn_content(step, name, c, operands[0], cur, out)
            if name == "stat" and not errs:
                self._read_identities(step, c, out, found)
            if name in _SUMS:
                self._read_sums(step, name, c, cur, body, found)
            if name in GREPS and (len(operands) > 1 or c.flags() & {"r", "R", "--recursive"}):
                self._check_edited_hits(step, c, cur, body, found)
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
            if (pairs := ps_pairs(c.args, out)) is not None:
                judge_processes(self.facts, step, pairs, found)
        elif name == "pgrep" and not errs:
            if (pairs := pgrep_pairs(c.args, out)) is not None:
                judge_processes(self.facts, step, pairs, found)
        elif (name in ("stat", "id") or _STATUS_READ.match(" ".join(c.argv))) and not errs:
            self._read_identities(step, c, out, found)
            if name == "systemctl":
                judge_processes(self.facts, step, status_pairs(out), found, learn=True)
                services.read(self.facts, step, c.args, out, found)
        elif name == "systemctl" and not errs:
            services.read(self.facts, step, c.args, out, found)
        elif name == "date" and all(a in ("-u", "--utc", "-R") for a in c.args) and out and not errs:
            got = parse_now(out[0])
            if got is not None:  # the clock only moves forward
                secs, zone = got
                w = self.facts.clock_reading(step, secs, f"abs:{zone}:{' '.join(sorted(c.args))}", out[0].strip())
                if w is not None:
                    found.append(w)
        elif name == "date" and out and not errs and len([a for a in c.args if a.startswith("+")]) == 1 and \
                all(a in ("-u", "--utc") or a.startswith("+") for a in c.args):
            self._formatted_date(step, c, out[0].strip(), found)
        elif name in ("echo", "printenv", "env") and "sudo" not in c.wrappers:
            self._check_env(step, c, out, found)
        if name in ("date", "timedatectl") and out and not errs:
            self._epoch_reading(step, c, name, out, found)
        if name == "crontab" and "-l" in c.args and not errs and not any("no crontab" in ln for ln in out):
            self._check_crontab(step, c, out, found)

    def _epoch_reading(self, step: int, c: SimpleCommand, name: str, out: list[str],
                       found: list[WorldWarning]) -> None:
        """Every reading of the clock that fixes the moment whatever the time zone (``date`` in UTC or with ``-u``,
        ``date -R``, ``date -Iseconds``/``--rfc-3339``, ``date +%s``, ``timedatectl``'s universal time) goes on one
        scale, so readings in different formats are compared too: the moment never goes back."""
        got: tuple[float, str] | None = None
        if name == "timedatectl":
            if c.args not in ([], ["status"]):
                return
            line = next((ln.split(":", 1)[1].strip() for ln in out if ln.strip().startswith("Universal time:")), None)
            m = re.fullmatch(r"(?:\w{3}\s+)?(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)\s+UTC", line or "")
            got = (parse_now(m.group(1))[0], line or "") if m and parse_now(m.group(1)) else None  # type: ignore[index]
        else:
            utc = any(a in ("-u", "--utc", "--universal") for a in c.args)
            fmts = [a for a in c.args if a.startswith("+")]
            if any(a not in ("-u", "--utc", "--universal", "-R", "--rfc-email") and not a.startswith(
                    ("-I", "--iso-8601", "--rfc-3339", "+")) for a in c.args) or len(fmts) > 1 or \
                    any(k == "TZ" for k, _v in c.assignments):
                return
            shown = out[0].strip()
            if fmts:
                if fmts[0] == "+%s" and shown.isdigit():
                    got = (float(shown), shown)
            elif (r := parse_now(shown)) is not None:
                secs, zone = r
                off = re.search(r"([+-])(\d\d):?(\d\d)$", shown)
                if zone == "abs":
                    got = (secs, shown)
                elif re.fullmatch(r"[+-]\d{4}", zone) and off:
                    sign = 1 if off.group(1) == "+" else -1
                    got = (secs - sign * (int(off.group(2)) * 3600 + int(off.group(3)) * 60), shown)
                elif zone in ("UTC", "GMT", "Z") or (utc and zone == ""):
                    got = (secs, shown)
        if got is None or any(w.kind == "terminal.clock" and w.step == step for w in found):
            if got is not None:
                self.epoch.clock_reading(step, got[0], "epoch", got[1])
            return
        w = self.epoch.clock_reading(step, got[0], "epoch", got[1])
        if w is not None:
            found.append(w)

    def _formatted_date(self, step: int, c: SimpleCommand, shown: str, found: list[WorldWarning]) -> None:
        """``date [-u] +FORMAT``: an epoch (``%s``), a time of day (``%H:%M:%S``, ``%T``, ``%R``) or a full date-time,
        read on the scale of the last ``date`` reading of the same zone (UTC or local), so the clock only moves on."""
        prev = self.facts.clock
        utc = any(a in ("-u", "--utc") for a in c.args)
        if prev is None or not prev[2].startswith("abs:"):
            return
        prev_secs, _fact, scale = prev
        prev_utc = any(a in ("-u", "--utc") for a in scale.split(":", 2)[2].split()) or scale.split(":")[1] == "UTC"
        fmt = next(a for a in c.args if a.startswith("+"))[1:]
        reading: float | None = None
        if fmt == "%s" and shown.isdigit():
            if not prev_utc:
                return  # an epoch is UTC; the earlier reading was local time
            reading = float(shown)
        elif prev_utc == utc and (m := re.fullmatch(r"(\d{1,2}):(\d\d)(?::(\d\d))?", shown)) and \
                fmt in ("%H:%M:%S", "%T", "%H:%M", "%R", "%X"):
            sod = int(m.group(1)) * 3600 + int(m.group(2)) * 60 + int(m.group(3) or 0)
            reading = prev_secs - prev_secs % 86400 + sod
            if reading < prev_secs - 12 * 3600:
                reading += 86400  # past midnight
            if m.group(3) is None:
                reading += 59  # minutes only: the reading may be up to a minute later
        elif prev_utc == utc and (got := parse_now(shown)) is not None and got[1] in ("", "UTC" if utc else ""):
            reading = got[0]
        if reading is not None:
            w = self.facts.clock_reading(step, reading, scale, shown)
            if w is not None:
                found.append(w)

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
        self.entries = Entries((move(p), e) for p, e in self.entries.items())
        self.cwd = move(self.cwd) if self.cwd else self.cwd
        self.dirstack = [move(d) for d in self.dirstack]
        self.oldpwd = move(self.oldpwd) if self.oldpwd else self.oldpwd

    def _rehome(self, new_home: str) -> None:
        old = self.home or ""
        self._rehomed = (old, new_home)
        remap = {}
        for p, e in self.entries.items():
            remap[new_home + p[len(old):] if p == old or p.startswith(old + "/") else p] = e
        self.entries = Entries(remap.items())
        if self.cwd and (self.cwd == old or self.cwd.startswith(old + "/")):
            self.cwd = new_home + self.cwd[len(old):]
        self.home = new_home
        self.home_learned = True

    def _is_prompt(self, line: str) -> bool:
        return parse_prompt(line) is not None

    def _steady(self, p: str) -> bool:
        """Nothing but the agent's commands writes ``p``: not a log, not under /proc, no background job."""
        if (re.match(r"^/(?:proc|sys|dev|run|tmp)/|^/var/(?:log|run|lib)/", p)
                or re.search(r"\.(?:log|out|pid|lock|sock)$|[._]history$", p)):  # (a history grows by itself)
            return False
        return all(j.killed is not None for j in self.jobs.values())

    def _repeated_read(self, step: int, name: str, c: SimpleCommand, operand: str, cur: str | None, body: list[str],
                       found: list[WorldWarning]) -> None:
        """The same read of the same file (``grep -n 'image:' deploy.yaml``, ``head -n 3 f``, ``wc -l f``) prints
        the same lines while nothing wrote the file: any write the ledger sees replaces the file's entry or (an
        edit in place) drops what edited_text keeps of it, and a program it cannot follow forgets the paths it
        names."""
        flags = c.flags()
        if name not in _REPEATABLE or c.piped or c.background or any(op == "<" for op, _t in c.redirects) or \
                (name == "tail" and flags & {"f", "F", "--follow"}) or \
                (name == "sort" and flags & {"o", "R", "--random-sort"}) or \
                flags & {"r", "R", "--recursive", "--dereference-recursive"} or \
                operand.endswith("/") or posixpath.basename(operand) in (".", ".."):
            return  # (a tree's reads change with any file in it: only one file's are followed)
        p = resolve(operand, cur, self.home)
        if p is None or not is_literal(operand) or not self._steady(p) or \
                (self.user and any(f"{self.user}@{self.host}" in ln for ln in body)):
            return
        entry = self.entries.get(p)
        if entry is not None and (not entry.exists or entry.is_dir):
            return
        if name == "stat":
            # only a chosen format without the access time (which a read moves), of a file (a directory's size
            # and times move with what is put in it): stat -c '%s %y' f
            fmt = " ".join(a for i, a in enumerate(c.args) if a.startswith(("-c", "--format", "--printf"))
                           or (i and c.args[i - 1] in ("-c", "--format", "--printf")))
            if not fmt or re.search(r"%[xX]", fmt) or any("directory" in ln for ln in body) or not (
                    (entry is not None and entry.is_dir is False) or re.search(r"\.\w{1,8}$", p)):
                return
        if entry is None:
            self._set(p, Entry(True, False, Fact(step, " ".join(c.argv))))
            entry = self.entries[p]
        lines = [ln.rstrip() for ln in body if not _JOB_LINE.match(ln.strip())]
        self.edited.repeated(step, p, entry, " ".join(c.argv), lines, found, show=self._show(p))

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

    def _check_edited(self, step: int, name: str, c: SimpleCommand, p: str, entry: Entry | None, body: list[str],
                      found: list[WorldWarning]) -> None:
        """Readers that print a file's own lines, judged against what edits of it guarantee (edited_text.py);
        the lines are remembered as read (a later sed without g judges only lines read before it)."""
        flags = c.flags()
        if name in GREPS:
            if flags & {"c", "l", "L", "q", "--count", "--files-with-matches", "--files-without-match", "--quiet"}:
                return  # counts and file names, not lines
        elif name not in _LINE_READERS:
            return
        body = [ln for ln in body if not _JOB_LINE.match(ln.strip())]
        if self.user and any(f"{self.user}@{self.host}" in ln for ln in body):
            return  # a last line without its newline ran into the next prompt
        tail = tail_count(c.args) if name == "tail" else None
        whole = name == "cat" and not flags
        if entry is not None and self._steady(p):
            self.edited.check(step, p, entry, body, f"`{clip(' '.join(c.argv), 50)}`", found, tail=tail,
                              whole=whole, show=self._show(p))
        if name not in ("sort", "uniq") and not (flags & {"o", "--only-matching"}):
            self.edited.saw(p, body)

    def _long_lines(self, step: int, c: SimpleCommand, cur: str | None, out: list[str],
                    found: list[WorldWarning]) -> None:
        """Each ``ls -l`` line's permissions and time, for the file it names (one operand: that file, or the
        directory listed)."""
        ops = c.operands()
        if len(ops) > 1 or c.flags() & {"R", "d"} or any(not is_literal(o) for o in ops):
            return
        target = resolve(ops[0], cur, self.home) if ops else cur
        if target is None:
            return
        lines = [(m, ln) for ln in out if (m := LONG_LINE.match(ln.strip()))]
        for m, ln in lines:
            name = m.group("name").strip()
            if m.group("perm").startswith("d") or " -> " in name:
                continue
            if ops and len(lines) == 1 and name == ops[0]:
                p = target
            elif "/" in name:
                continue
            else:
                p = posixpath.join(target, name)
            entry = self.entries.get(p)
            if entry is not None and entry.exists:
                self.long.line(step, p, entry, m.group("perm")[1:], m.group("time"), ln.strip(), self._show(p), found)

    def _read_sums(self, step: int, name: str, c: SimpleCommand, cur: str | None, body: list[str],
                   found: list[WorldWarning]) -> None:
        """``md5sum f g`` prints ``digest  f`` per file (``cksum``: ``crc size f``); a file known to the ledger and
        steady (not a log, no background job) must give the same digest until written."""
        if c.flags() - {"b", "t", "--binary", "--text"}:
            return  # --check and the like print other things
        for ln in body:
            m = re.match(r"^\\?([0-9a-f]{8,128}|\d+ \d+)\s+\*?(\S.*)$", ln.strip())
            if m is None:
                continue
            p = resolve(m.group(2), cur, self.home)
            if p is None or not self._steady(p):
                continue
            entry = self.entries.get(p)
            if entry is None:
                self._set(p, Entry(True, False, Fact(step, ln.strip())))
                entry = self.entries[p]
            if entry.exists:
                self.edited.checksum(step, p, entry, name, m.group(1), ln.strip(), found, show=self._show(p))

    def _check_edited_hits(self, step: int, c: SimpleCommand, cur: str | None, body: list[str],
                           found: list[WorldWarning]) -> None:
        """A grep over several files or a tree prints ``path:line`` (``path:N:line`` with -n): each file's hits
        are lines of that file, judged against what edits of it guarantee."""
        flags = c.flags()
        if flags & {"c", "l", "L", "q", "h", "o", "--count", "--files-with-matches", "--files-without-match",
                    "--quiet", "--no-filename"} or not (self.edited.gone or self.edited.tails):
            return
        numbered = bool(flags & {"n", "--line-number"})
        hits: dict[str, list[str]] = {}
        for ln in body:
            m = re.match(r"^(?P<path>[^\s:]+):(?:(?P<n>\d+)[:-])?(?P<text>.*)$", ln) if numbered else \
                re.match(r"^(?P<path>[^\s:]+):(?P<text>.*)$", ln)
            if m is None or (numbered and m.group("n") is None):
                continue
            p = resolve(m.group("path"), cur, self.home)
            if p is not None and p in self.edited.gone:
                hits.setdefault(p, []).append(m.group("text"))
        for p, lines in hits.items():
            entry = self.entries.get(p)
            if entry is not None and entry.exists:
                self.edited.check(step, p, entry, lines, f"`{clip(' '.join(c.argv), 50)}`", found, show=self._show(p))

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

    def _check_sizes(self, step: int, target: str, body: list[str], found: list[WorldWarning]) -> None:
        """``ls -l`` sizes of plain files: with no write to a file since the last listing, its size stays."""
        for ln in body:
            m = LS_LONG.match(ln)
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
        while (lead < len(main) - 1 and (posixpath.basename(main[lead].name) in SILENT or quiet_installer(main[lead]))
               and not main[lead].piped and main[lead + 1].connector in ("&&", ";")
               and not self._errors(main[lead], out)):
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
        self._read_commit_count(step, head, rest, cur, out, found)
        self._read_ls_count(step, head, rest, cur, out, found)
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
        elif name in ("docker", "podman"):
            self.containers.read(step, name, args, body, whole, found)
        elif name == "systemctl" and args[:1] == ["status"] and rest:  # through head/grep: the lines it kept
            judge_processes(self.facts, step, status_pairs(body), found, learn=True)
        elif name == "pgrep" and rest and (pairs := pgrep_pairs(args, body)) is not None:
            judge_processes(self.facts, step, pairs, found)
        elif name == "ps" and rest and all(posixpath.basename(c.name) in GREPS for c in rest):
            if [a.lstrip("-") for a in args] in (["aux"], ["axu"], ["auxww"], ["ef"], ["eF"], ["auxf"]):
                self._check_ps(step, body, found, col=1)  # USER/UID then PID
                if (pairs := ps_pairs(args, body, headerless=True)) is not None:
                    judge_processes(self.facts, step, [p for p in pairs if not re.search(
                        r"\bgrep\b", p[1])], found)
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

    def _read_commit_count(self, step: int, head: SimpleCommand, rest: list[SimpleCommand], cur: str | None,
                           out: list[str], found: list[WorldWarning]) -> None:
        """``git rev-list --count HEAD`` or ``git log --oneline | wc -l``: the commits in HEAD's history."""
        if posixpath.basename(head.name) != "git" or head.args[:1] == ["-C"]:
            return
        args = head.args
        body = [ln.strip() for ln in out if ln.strip()]
        if args in (["rev-list", "--count", "HEAD"], ["rev-list", "HEAD", "--count"]):
            counted = not rest
        else:
            one_line = args[:1] == ["log"] and ("--oneline" in args or "--pretty=oneline" in args) and \
                set(args[1:]) <= {"--oneline", "--no-decorate", "--pretty=oneline", "HEAD"}
            counted = one_line and len(rest) == 1 and posixpath.basename(rest[0].name) == "wc" and \
                rest[0].args == ["-l"] and rest[0].connector == "|"
        if counted and len(body) == 1 and body[0].isdigit():
            self.git.read_count(step, self._repo(head, cur), int(body[0]), body[0], found)

    def _check_ps(self, step: int, out: list[str], found: list[WorldWarning], col: int | None = None) -> None:
        """``ps`` lists a running background job under another PID than the shell gave it (and not under its own).
        ``col``: where the PID is in rows shown without their header (``ps aux | grep x``)."""
        rows = [ln for ln in out if ln.strip()]
        if col is not None:
            rows = ["(header)", *rows]
        elif not rows or "PID" not in rows[0].split():
            return
        else:
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
            inode = re.search(r"\bInode:\s*(\d+)", ln)  # GNU stat puts it mid-line, after Device:
            if inode is not None and not ln.lstrip().startswith("Inode"):
                w = self.facts.identity(step, entity, "inode", inode.group(1), ln.strip(),
                                        f"inode of `{' '.join(c.argv)}`")
                if w is not None:
                    found.append(w)
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
                if name == "echo" and not c.args[0].startswith("-"):
                    self._check_echo(step, c, out, found)
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
        elif name == "echo" and c.args and not c.redirects and not c.args[0].startswith("-"):
            self._check_echo(step, c, out, found)
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


    def _check_echo(self, step: int, c: SimpleCommand, out: list[str], found: list[WorldWarning]) -> None:
        """``echo "url=$API_URL" $B``: text around variables whose values an export or assignment set. Only a
        line with no single quotes, escapes or substitutions is expanded (the parsed words no longer show quoting)."""
        if re.search(r"['\\`]|\$\(", self._line) or len(out) != 1:
            return
        refs = [m.group(1) for a in c.args for m in _VAR_REF.finditer(a)]
        if not refs or any(re.search(r"[*?\[\]]", _VAR_REF.sub("", a)) for a in c.args) or \
                any(re.search(r"\$\{[^}]*[^\w}]", a) for a in c.args):
            return  # globs, or ${X:-default} and the like
        vars_ = [self.env.get(r) for r in refs]
        if any(v is None or (v.value is None and not v.unset) for v in vars_):
            return
        known = [v for v in vars_ if v is not None]
        if not any(v.exported or v.unset for v in known):
            return  # only values an export, an unset or an assignment set are trusted here
        values = {r: ("" if v.unset else v.value or "") for r, v in zip(refs, known)}
        words = [(_VAR_REF.sub(lambda m: values[m.group(1)], a), a) for a in c.args]
        want = " ".join(w for w, a in words if w != "" or not _VAR_REF.fullmatch(a))  # an empty $X is no word
        want = re.sub(r"\s+", " ", want).strip()
        shown = re.sub(r"\s+", " ", out[0]).strip()
        if shown != want:
            v = known[0]
            found.append(warn("terminal.env", "error", step,
                              f"{' '.join('$' + r for r in refs)} {'were' if len(refs) > 1 else 'was'} set at "
                              f"{where(v.fact)}; echo should print {want!r}, but prints {shown!r}",
                              text=out[0] or "(empty)", earlier=v.fact, variable=refs[0]))


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
    "docker": TerminalLedger._fx_docker,
    "chmod": TerminalLedger._fx_modes,
    "chown": TerminalLedger._fx_modes,
    "chgrp": TerminalLedger._fx_modes,
    "podman": TerminalLedger._fx_docker,
    "git": TerminalLedger._fx_git,
    "python": TerminalLedger._fx_python,
    "python3": TerminalLedger._fx_python,
    "pip": TerminalLedger._fx_pip,
    "pip3": TerminalLedger._fx_pip,
    "npm": TerminalLedger._fx_npm,
    "cargo": TerminalLedger._fx_cargo,
    "brew": TerminalLedger._fx_installer,
    "gem": TerminalLedger._fx_installer,
    "go": TerminalLedger._fx_installer,
    **{name: TerminalLedger._fx_environment for name in (*_SWITCHERS, "conda",
                                                          "mamba", "micromamba", "poetry", "uv", "pipenv", "pipx",
                                                          "apt", "apt-get", "apk", "yum", "dnf", "easy_install")},
    "date": TerminalLedger._fx_clock,
    "crontab": TerminalLedger._fx_crontab,
    "timedatectl": TerminalLedger._fx_clock,
    "hwclock": TerminalLedger._fx_clock,
    "ntpdate": TerminalLedger._fx_clock,
    "faketime": TerminalLedger._fx_clock,
}
