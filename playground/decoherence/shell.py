"""Just enough shell to follow what a command line does to the file system, the directory and the env.

Not a shell: it splits a line into simple commands (``;``, ``&&``, ``||``, ``|``, ``&``),
finds redirections and here-documents, and resolves paths. Anything it cannot read for
sure (variables, globs, command substitution) comes back as unknown, and the ledgers
then forget instead of guessing: a detector that guesses raises false alarms.
"""

from __future__ import annotations

import json
import posixpath
import re
import shlex
from dataclasses import dataclass, field
from typing import Any

_CONTROL_KEYS = re.compile(r"^(?:C-[a-z\\\[\]]|M-[a-z]|Escape|Enter|Tab|BSpace|Up|Down|Left|Right|Home|End|"
                           r"PageUp|PageDown|F\d{1,2}|\x1b.*)$")
_HEREDOC = re.compile(r"<<(-?)\s*(['\"]?)([A-Za-z_][\w.-]*)\2")
_FD_DUP = re.compile(r"\d*[<>]&(?:\d+|-)")  # 2>&1: no file involved
_FD_NUM = re.compile(r"(?<![\w$=-])\d+(?=>)")  # 2>err.log: the file is what matters


@dataclass(frozen=True)
class TypedCommand:
    """One line the agent typed and entered at a shell prompt (with its here-document body, if any)."""

    line: str
    heredoc: str | None = None


def typed_commands(action: Any) -> tuple[list[TypedCommand], bool]:
    """(entered command lines, whether a control key such as C-c was pressed) from a terminal action.

    ``action`` is the parsed JSON (a list of {keystrokes, duration}) or plain text.
    """
    if isinstance(action, dict):
        action = [action]
    items: list[str] = []
    if isinstance(action, list):
        for item in action:
            if isinstance(item, dict) and isinstance(item.get("keystrokes"), str):
                items.append(item["keystrokes"])
            elif isinstance(item, str):
                items.append(item)
    elif isinstance(action, str):
        items.append(action if action.endswith("\n") else action + "\n")
    control = False
    lines: list[str] = []
    buf = ""
    for ks in items:
        if _CONTROL_KEYS.match(ks.strip()) and "\n" not in ks.strip():
            control = True
            buf = ""  # C-c drops what was typed on the line
            continue
        buf += ks
        *done, buf = buf.split("\n")
        lines.extend(done)
    out: list[TypedCommand] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        i += 1
        if not line.strip():
            continue
        m = _HEREDOC.search(line)
        if m:
            delim, strip_tabs = m.group(3), m.group(1) == "-"
            body: list[str] = []
            while i < len(lines):
                candidate = lines[i].lstrip("\t") if strip_tabs else lines[i]
                i += 1
                if candidate.strip() == delim:
                    break
                body.append(lines[i - 1])
            out.append(TypedCommand(line, "\n".join(body) + "\n"))
        else:
            out.append(TypedCommand(line))
    return out, control


@dataclass
class SimpleCommand:
    argv: list[str]
    assignments: list[tuple[str, str]] = field(default_factory=list)
    redirects: list[tuple[str, str]] = field(default_factory=list)  # (">", "file"), (">>", ...), ("<", ...)
    connector: str = ""  # the operator before it: "", ";", "&&", "||", "|"
    piped: bool = False  # its output goes into another command
    background: bool = False
    subshell: bool = False
    heredoc: str | None = None
    group: int = 0  # which ( ... ) subshell it runs in; 0: the shell itself
    wrappers: list[str] = field(default_factory=list)  # sudo, nohup, time ... put before it

    @property
    def name(self) -> str:
        return self.argv[0] if self.argv else ""

    @property
    def args(self) -> list[str]:
        return self.argv[1:]

    def flags(self) -> set[str]:
        """Single-letter flags (``-la`` -> {l, a}) and long flags (``--all``) before ``--``."""
        out: set[str] = set()
        for a in self.args:
            if a == "--":
                break
            if a.startswith("--"):
                out.add(a)
            elif a.startswith("-") and len(a) > 1:
                out.update(a[1:])
        return out

    def operands(self) -> list[str]:
        """Arguments that are not flags."""
        out: list[str] = []
        dashdash = False
        for a in self.args:
            if not dashdash and a == "--":
                dashdash = True
                continue
            if not dashdash and a.startswith("-") and len(a) > 1:
                continue
            out.append(a)
        return out


_OPS = {";", "&&", "||", "|", "&", "|&", ";;"}
_ASSIGN = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*=")
_WRAPPERS = {"sudo", "time", "nohup", "command", "builtin", "exec", "nice", "timeout"}
# A wrapper's own options before the command it runs, and those of them that take a value (`sudo -u postgres
# psql`: the command is psql); `timeout` takes its duration as a first operand.
WRAPPER_VALUE_FLAGS: dict[str, frozenset[str]] = {
    "sudo": frozenset({"-u", "-g", "-C", "-D", "-h", "-p", "-r", "-t", "-U", "-T", "--user", "--group",
                       "--host", "--prompt", "--chdir"}),
    "nice": frozenset({"-n", "--adjustment"}), "time": frozenset({"-f", "--format", "-o", "--output"}),
    "timeout": frozenset({"-s", "--signal", "-k", "--kill-after"}), "exec": frozenset({"-a"}),
}
WRAPPER_OPERANDS = {"timeout": 1}


def parse_line(line: str, heredoc: str | None = None) -> list[SimpleCommand] | None:
    """The simple commands of one command line, or None when it cannot be read."""
    text = _FD_NUM.sub("", _FD_DUP.sub(" ", line))
    try:
        lex = shlex.shlex(text, posix=True, punctuation_chars=";&|<>()")
        lex.whitespace_split = True
        lex.commenters = "#"
        tokens = _split_punctuation(list(lex))
    except ValueError:
        return None
    cmds: list[SimpleCommand] = []
    cur = SimpleCommand([])
    depth = 0
    groups = 0
    starts: list[int] = []  # where each open ( ... ) group's commands begin
    closed: int | None = None  # the commands of the group that just closed begin here
    pending_redirect: str | None = None
    connector = ""
    wrapper_value = False  # the next word is the value of a wrapper's option
    wrapper_operands = 0  # words the last wrapper takes before its command

    def finish(next_connector: str) -> None:
        nonlocal cur, connector
        if cur.argv or cur.assignments or cur.redirects:
            cur.connector = connector
            cmds.append(cur)
        connector = next_connector
        cur = SimpleCommand([], subshell=depth > 0, group=groups if depth > 0 else 0)

    for tok in tokens:
        if pending_redirect is not None:
            if pending_redirect in ("<<", "<<-"):
                cur.heredoc = heredoc
            else:
                cur.redirects.append((pending_redirect, tok))
            pending_redirect = None
            continue
        if tok in _OPS:
            if tok in ("|", "|&"):
                cur.piped = True
            if tok == "&":
                cur.background = True
                if closed is not None:  # ( ... ) &: the whole group runs in the background
                    for c in cmds[closed:]:
                        c.background = True
            closed = None
            finish(tok)
            continue
        closed = None
        if tok in (">", ">>", "<", "<<", "<<-", ">|", "&>", "&>>", "<<<", ">&"):
            pending_redirect = {">|": ">", "&>": ">", "&>>": ">>", ">&": ">"}.get(tok, tok)
            continue
        if tok == "(":
            if depth == 0:
                groups += 1
                cur.group = groups
            depth += 1
            cur.subshell = True
            starts.append(len(cmds))
            continue
        if tok == ")":
            depth = max(0, depth - 1)
            closed = starts.pop() if starts else None
            continue
        if tok in ("{", "}") or (not cur.argv and tok in ("then", "do", "else", "fi", "done", "if", "while",
                                                           "until", "!")):
            continue
        if not cur.argv and _ASSIGN.match(tok):
            name, _, value = tok.partition("=")
            cur.assignments.append((name, value))
            continue
        if not cur.argv and tok in _WRAPPERS:
            cur.wrappers.append(tok)
            wrapper_operands = WRAPPER_OPERANDS.get(tok, 0)
            continue
        if not cur.argv and cur.wrappers and wrapper_value:
            wrapper_value = False  # the value of the wrapper's option
            continue
        if not cur.argv and cur.wrappers and tok.startswith("-") and len(tok) > 1:
            name = tok.partition("=")[0]
            wrapper_value = "=" not in tok and name in WRAPPER_VALUE_FLAGS.get(cur.wrappers[-1], frozenset())
            continue
        if not cur.argv and cur.wrappers and wrapper_operands:
            wrapper_operands -= 1  # `timeout 30 cmd`: the duration
            continue
        cur.argv.append(tok)
    finish("")
    return cmds


_PUNCT_TOKENS = ("&>>", "<<<", "<<-", ">>", "&&", "||", "|&", ";;", "<<", "&>", ">|", ">&", ";", "&", "|", "<", ">",
                 "(", ")")


def _split_punctuation(tokens: list[str]) -> list[str]:
    """shlex joins neighbouring operators (``);`` ``)&``): split them into the shell's own."""
    out: list[str] = []
    for tok in tokens:
        if not tok or any(ch not in ";&|<>()" for ch in tok) or tok in _PUNCT_TOKENS:
            out.append(tok)
            continue
        i = 0
        while i < len(tok):
            part = next((p for p in _PUNCT_TOKENS if tok.startswith(p, i)), tok[i])
            out.append(part)
            i += len(part)
    return out


def is_literal(word: str) -> bool:
    """A word with no expansion left in it (no variables, globs, command substitution)."""
    return not any(c in word for c in "$`*?[]{}") and word != ""


def resolve(path: str, cwd: str | None, home: str | None) -> str | None:
    """An absolute, normalized path, or None when it cannot be known."""
    if not is_literal(path):
        return None
    if path == "~" or path.startswith("~/"):
        if home is None:
            return None
        path = home + path[1:]
    elif path.startswith("~"):
        return None
    if not path.startswith("/"):
        if cwd is None:
            return None
        path = cwd + "/" + path
    return posixpath.normpath(path).replace("//", "/")


def parent(path: str) -> str:
    return posixpath.dirname(path) or "/"


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)
