"""Readers for numbered lines and paths: ``cat -n`` / editor views, ``grep -n`` hits with their file,
search results grouped by file (``File: p`` then ``L12: text``), listings of one path per line, and a
tool result's envelope (the shell's output with its exit code and directory). Each returns plain data;
which output is read by which, and what it describes, is the domains' binding."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

# "   12\ttext" (cat -n), "    12→text" (Claude Code); an empty line may lose its tab when trailing space is trimmed
_CAT_N = re.compile(r"^\s*(\d+)(?:[\t→](.*))?$")
_BAR_N = re.compile(r"^\s*(\d+) \| ?(.*)$")  # "12 | text": a raw read that numbers its lines
# Cline's result envelope: "[read_file for 'src/a.ts'] Result:" first; a command's "Command executed." and
# "Output:" notes; a write's whole new text in <final_file_content path="...">
_RESULT_HEAD = re.compile(r"^\[[a-z_]+(?: for '.*')?\] Result:$")
_COMMAND_NOTES = re.compile(r"^(?:Command executed\.|Output:)$")
_FINAL = re.compile(r'<final_file_content path="(?P<path>[^"]+)">\n(?P<text>.*?)\n?</final_file_content>', re.DOTALL)
_HIT = re.compile(r"^(?P<path>[^:\s][^:]*):(?P<n>\d+):(?P<text>.*)$")
_LINE_HIT = re.compile(r"^(?P<n>\d+):(?P<text>.*)$")
_CONTEXT = re.compile(r"^(?P<n>\d+)-(?P<text>.*)$")  # a line grep shows around a hit (-A, -B, -C)
_FILE_HEAD = re.compile(r"^File: (?P<path>\S.*?)\s*$")
_L_HIT = re.compile(r"^L(?P<n>\d+): ?(?P<text>.*)$")
# A view's first line names what it shows: "Here's the result of running `cat -n` on P:", "Here's the files
# and directories up to 2 levels deep in P, excluding hidden items:", "Directory listing for P:".
VIEW_HEAD = re.compile(r"^Here's the result of running `cat -n` on (?P<path>\S+?):?\s*$")
TREE_HEAD = re.compile(r"^Here's the files and directories up to (?P<depth>\d+) levels? deep in (?P<path>\S+?),"
                       r"(?P<hidden> excluding hidden items)?")
DIR_HEAD = re.compile(r"^Directory listing for (?P<path>\S+?):?\s*$")
# A raw read of part of a file may open with a notice of several lines before the text ("IMPORTANT: The file
# content has been truncated.", "Status: Showing lines 51-64 of 171 total lines.", "--- FILE CONTENT
# (truncated) ---"): the status says which lines are shown, the text starts after the marker (or the status)
PART_STATUS = (re.compile(r"^(?:Status:\s*)?\[?(?:File content truncated: )?[Ss]howing lines (?P<a>\d+)-(?P<b>\d+)\b"
                          r"(?: of (?P<n>\d+) total lines)?"),)
PART_NOTICE = re.compile(r"^IMPORTANT: The file content has been truncated|^\[?File content truncated", re.IGNORECASE)
PART_MARK = re.compile(r"^-{2,}\s*(?:FILE )?CONTENT\b.*-{2,}\s*$", re.IGNORECASE)
PART_NOTICE_LINES = 8  # how far into the result the notice may go
CLIPPED = re.compile(r"<response clipped>|<NOTE>|\[\.\.\.|\.\.\. \[\d+ (?:more )?lines|truncated", re.IGNORECASE)
GLOB_HEAD = re.compile(r"^Found \d+ (?:file|match)", re.IGNORECASE)
# The shell result's envelope. Gemini CLI: "Command: / Directory: / Stdout: / Stderr: / Error: / Exit Code:"
# fields; OpenHands: the output, then "[The command completed with exit code N.]", "[Current working
# directory: D]", "[Python interpreter: P]" lines.
_GEMINI = re.compile(r"^Command: .*?\nDirectory: (?P<dir>.*?)\nStdout: ?(?P<out>.*?)\nStderr: ?(?P<err>.*?)\n"
                     r"Error: ?(?P<error>.*?)\nExit Code: ?(?P<code>-?\d+|\(none\))", re.DOTALL)
_TRAILER = re.compile(r"^\[(?:Current working directory: (?P<cwd>/[^\]]*)|Python interpreter: [^\]]*|"
                      r"(?:Command finished|The command completed|Command exited) with (?:exit )?code (?P<code>-?\d+)"
                      r"[^\]]*)\]\s*$")
# SWE-agent's interface: its shell result ends with the open file, the directory and the prompt; its file
# window opens with the file's name and length and numbers each line ("113:text"), with how many lines are
# above and below it; its search of one file lists "Line 71:text" under the file's name
_ACI_TRAILER = re.compile(r"^(?:\(Open file: [^)]*\)|\(Current directory: (?P<cwd>/[^)]*)\)|bash-\$|"
                          # Aider's question after a command's output, and its answer
                          r"Add (?:[\d.]+k? tokens of )?command output to the chat\?.*|"
                          r"Added \d+ lines? of output to the chat\.)$")
WINDOW_HEAD = re.compile(r"^\[File: (?P<path>/.*?) \((?P<n>\d+) lines total\)\]$")
_WINDOW_MORE = re.compile(r"^\(\d+ more lines (?:above|below)\)$")
_LINE_WORD = re.compile(r"^Line (?P<n>\d+):(?P<text>.*)$")
ONE_FILE_HITS = re.compile(r'^Found \d+ matches for ".*" in (?P<path>/\S+?):$')
_EMPTY = frozenset({"(empty)", "(none)"})


def part_view(lines: list[str]) -> tuple[int, int, int | None] | None:
    """(the first line's number, where the text starts in ``lines``, the file's line count when the notice
    says it) of a raw read that opens with a notice that it shows part of the file; None when it opens with
    none."""
    head = lines[:PART_NOTICE_LINES]
    start = at = total = None
    for i, line in enumerate(head):
        m = next((m for p in PART_STATUS if (m := p.match(line.strip())) is not None), None)
        if m is not None:
            start, at, total = int(m["a"]), i + 1, (int(m["n"]) if m["n"] else None)
            break
    if start is None or at is None or (at > 1 and not PART_NOTICE.match(head[0].strip())):
        return None
    mark = next((i for i, line in enumerate(head) if PART_MARK.match(line.strip())), None)
    return start, (mark + 1 if mark is not None else at), total


# A result given as a JSON object: the field that holds what the command printed, and the path of its exit
# status (Codex's {"output": "...", "metadata": {"exit_code": 0}})
OUTPUT_ENVELOPES: tuple[tuple[str, tuple[str, ...]], ...] = (("output", ("metadata", "exit_code")),)


def _envelope(observation: str) -> "ShellResult | None":
    text = observation.strip()
    if not text.startswith("{"):
        return None
    try:
        value = json.loads(text)
    except (json.JSONDecodeError, RecursionError):
        return None
    for field, code_path in OUTPUT_ENVELOPES:
        if isinstance(value, dict) and isinstance(value.get(field), str):
            code: object = value
            for k in code_path:
                code = code.get(k) if isinstance(code, dict) else None
            out = value[field].rstrip("\n")
            return ShellResult(out.split("\n") if out else [], str(code) if isinstance(code, int) else None,
                               None, None)
    return None


@dataclass(frozen=True)
class ShellResult:
    output: list[str]  # what the command printed (stdout and stderr)
    code: str | None  # its exit status, when the result says
    cwd: str | None  # the directory the shell is in after it (OpenHands)
    directory: str | None  # the directory it ran in, as the tool names it (Gemini: "(root)" or a path)


def shell_result(observation: str) -> ShellResult:
    enveloped = _envelope(observation)
    if enveloped is not None:
        return enveloped
    m = _GEMINI.match(observation.strip())
    if m is not None:
        parts = [x for x in (m["out"], m["err"]) if x.strip() and x.strip() not in _EMPTY]
        text = "\n".join(parts)
        code = m["code"] if m["code"].lstrip("-").isdigit() else None
        return ShellResult(text.split("\n") if text else [], code, None, m["dir"].strip())
    lines = observation.split("\n")
    cwd = code = None
    while lines and (not lines[-1].strip() or _TRAILER.match(lines[-1].strip())
                     or _ACI_TRAILER.match(lines[-1].strip())):
        t = _TRAILER.match(lines[-1].strip()) or _ACI_TRAILER.match(lines[-1].strip())
        if t is not None:
            cwd = cwd or t["cwd"]
            code = code or t.groupdict().get("code")
        lines.pop()
    return ShellResult(lines, code, cwd, None)


def result_body(observation: str) -> str:
    """The result less a tool's envelope that says which call it answers (Cline's)."""
    lines = observation.split("\n")
    if not lines or not _RESULT_HEAD.match(lines[0].strip()):
        return observation
    lines = lines[1:]
    while lines and _COMMAND_NOTES.match(lines[0].strip()):
        lines = lines[1:]
    return "\n".join(lines)


def final_content(observation: str) -> tuple[str, list[str]] | None:
    """(the file, its lines) of a write's result that shows the file's whole new text."""
    m = _FINAL.search(observation)
    return (m["path"], [ln.rstrip() for ln in m["text"].split("\n")]) if m is not None else None


def bar_numbered(lines: list[str]) -> list[tuple[int, str]] | None:
    """``12 | text`` lines, consecutive, every line of ``lines``; None when they are not."""
    out: list[tuple[int, str]] = []
    for line in lines:
        m = _BAR_N.match(line)
        if m is None or (out and int(m.group(1)) != out[-1][0] + 1):
            return None
        out.append((int(m.group(1)), m.group(2).rstrip()))
    return out or None


def cat_n(lines: list[str]) -> list[tuple[int, str]] | None:
    """The numbered lines of a ``cat -n`` view (consecutive numbers, from its first line); None when the
    lines are not one."""
    out: list[tuple[int, str]] = []
    for line in lines:
        m = _CAT_N.match(line)
        if m is None or (out and int(m.group(1)) != out[-1][0] + 1):
            break
        out.append((int(m.group(1)), (m.group(2) or "").rstrip()))
    return out or None


@dataclass(frozen=True)
class Window:
    path: str  # the file, as the window names it
    total: int  # its line count
    lines: list[tuple[int, str]]  # the numbered lines shown
    whole: bool  # no line above or below the window


def window(observation: str) -> Window | None:
    """SWE-agent's file window (``[File: P (N lines total)]`` then ``N:text`` lines), wherever it starts
    in the result (an edit's notes may come first); None when the result shows none."""
    lines = observation.split("\n")
    at = next((i for i, ln in enumerate(lines) if WINDOW_HEAD.match(ln.strip())), None)
    if at is None:
        return None
    head = WINDOW_HEAD.match(lines[at].strip())
    assert head is not None
    shown: list[tuple[int, str]] = []
    whole = True
    for line in lines[at + 1:]:
        if _WINDOW_MORE.match(line.strip()):
            whole = False
            if shown:
                break
            continue
        m = _LINE_HIT.match(line)
        if m is None or (shown and int(m["n"]) != shown[-1][0] + 1):
            break
        shown.append((int(m["n"]), m["text"].rstrip()))
    if not shown:
        return None
    return Window(head["path"], int(head["n"]), shown, whole and shown[0][0] == 1 and len(shown) == int(head["n"]))


def aci_result(observation: str) -> bool:
    """Whether a result ends the way SWE-agent's interface ends each one (the open file, the directory,
    the prompt): then a bare command line is its action."""
    tail = [ln.strip() for ln in observation.rstrip().split("\n")[-3:]]
    return any(ln.startswith("(Current directory: /") and _ACI_TRAILER.match(ln) for ln in tail)


def one_file_hits(lines: list[str]) -> tuple[str, list[tuple[int, str]]] | None:
    """(the file, its hits) of SWE-agent's search of one file ("Found 3 matches for "x" in /p:" then
    "Line 71:text" lines); None when the result is not one."""
    head = ONE_FILE_HITS.match(lines[0].strip()) if lines else None
    if head is None:
        return None
    hits = [(int(m["n"]), m["text"].rstrip()) for ln in lines[1:] if (m := _LINE_WORD.match(ln)) is not None]
    return head["path"], hits


def path_hits(lines: list[str], context: bool = False) -> list[tuple[str, int, str]] | None:
    """``path:N:text`` lines (``grep -rn``); with ``context`` (``-A``/``-B``/``-C``) also the lines around them,
    ``path-N-text`` of a path a hit names, and the ``--`` between groups. None when a non-empty line is not one."""
    hits = [_HIT.match(line) for line in lines]
    paths = {m["path"] for m in hits if m is not None}
    out = []
    for line, m in zip(lines, hits):
        if not line.strip() or (context and line.strip() == "--"):
            continue
        if m is not None:
            out.append((m["path"], int(m["n"]), m["text"].rstrip()))
            continue
        near = next((c for p in paths if context and line.startswith(p + "-")
                     and (c := _CONTEXT.match(line[len(p) + 1:])) is not None), None) if context else None
        if near is None:
            return None
        out.append((line[:len(line) - len(near[0]) - 1], int(near["n"]), near["text"].rstrip()))
    return out or None


def line_hits(lines: list[str], context: bool = False) -> list[tuple[int, str]] | None:
    """``N:text`` lines (``grep -n`` on one file), with ``context`` also ``N-text`` lines around them and the
    ``--`` between groups; None when a non-empty line is not one."""
    out = []
    for line in lines:
        if not line.strip() or (context and line.strip() == "--"):
            continue
        m = _LINE_HIT.match(line) or (_CONTEXT.match(line) if context else None)
        if m is None:
            return None
        out.append((int(m["n"]), m["text"].rstrip()))
    return out or None


def file_hits(lines: list[str]) -> dict[str, list[tuple[int, str]]]:
    """Search results grouped by file: ``File: p`` then ``L12: text`` lines."""
    out: dict[str, list[tuple[int, str]]] = {}
    current: str | None = None
    for line in lines:
        f = _FILE_HEAD.match(line)
        if f is not None:
            current = f["path"]
            out.setdefault(current, [])
            continue
        h = _L_HIT.match(line)
        if h is not None and current is not None:
            out[current].append((int(h["n"]), h["text"].rstrip()))
        elif line.strip() and line.strip() != "---":
            current = None
    return out


# a name in a listing: word characters and the punctuation file names carry (Remix's ``$id.tsx``, Next.js's
# ``[slug]`` and ``(auth)``, ``a=b``, ``#notes``), never a colon (a message: "error: ...")
_PATH_LINE = re.compile(r"[\w.@+~/$\[\](){}=#%!&,'-][\w.@+~ /$\[\](){}=#%!&,'-]*")


def path_lines(lines: list[str]) -> list[tuple[str, bool]] | None:
    """(path, is a directory) of a listing of one path per line (``[DIR] name`` or a trailing ``/`` marks a
    directory); None when a line does not look like a path."""
    out = []
    for line in lines:
        s = line.strip()
        if not s or re.fullmatch(r"\([^()]*\)", s):
            continue  # a note on the listing ("(1 git-ignored)"); the caller reads it for completeness
        is_dir = s.startswith("[DIR] ") or s.endswith("/")
        s = s.removeprefix("[DIR] ").removeprefix("[FILE] ").rstrip("/")
        if not _PATH_LINE.fullmatch(s):
            return None
        out.append((s, is_dir))
    return out


_COUNT = re.compile(r"^-(?:n ?|-lines=)?(?P<plus>\+)?(?P<n>\d+)$")


def line_window(argv: list[str]) -> tuple[str, str, int] | None:
    """``head``/``tail`` of one file by lines: (its path, "head", "tail" or "from" (``tail -n +K``), the count or
    the first line); None for any other form (bytes, following, several files)."""
    name = argv[0].rsplit("/", 1)[-1] if argv else ""
    if name not in ("head", "tail"):
        return None
    side, n, paths = name, 10, []
    args = list(argv[1:])
    while args:
        a = args.pop(0)
        if a in ("-n", "--lines") and args:
            a = f"-n{args.pop(0)}"
        m = _COUNT.match(a)
        if m is not None:
            n = int(m["n"])
            side = "from" if m["plus"] and name == "tail" else side
        elif a.startswith("-") and a != "-":
            return None
        else:
            paths.append(a)
    return (paths[0], side, n) if len(paths) == 1 else None


def grep_literal(argv: list[str]) -> tuple[str, str, bool] | None:
    """``grep [-i|-F|-w...] PATTERN FILE`` whose pattern has no regular expression in it: (the pattern, the file,
    whether case is ignored); None for any other form (numbered, counted, inverted, several files)."""
    args = argv[1:]
    flags = "".join(a[1:] for a in args if a.startswith("-") and not a.startswith("--") and len(a) > 1)
    words = [a for a in args if not (a.startswith("-") and len(a) > 1)]
    if any(a.startswith("--") for a in args) or set(flags) - set("iFEsh") or len(words) != 2:
        return None
    pattern, path = words
    if not pattern or re.search(r"[\\.\[\]*+?^$(){}|]", pattern):
        return None
    return pattern, path, "i" in flags
