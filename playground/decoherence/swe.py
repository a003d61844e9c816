"""The SWE-tools ledger: the repository's files and contents as the editor tools wrote them,
and the outcome of commands run twice on an unchanged tree.

Bash commands go through the terminal ledger's shell reading (files created, removed,
renamed; ``cat`` of a file with known content), so the same near-misses stay quiet.

Contradictions:
- ``swe.file``: ``view`` of a file created (and not removed) says it does not exist, a removed
  file is shown, a directory view misses a created file or lists a removed one;
- ``swe.content``: ``view`` shows other lines than the file holds after the recorded edits;
  ``str_replace`` succeeds although the old text is not in the file (or occurs more than
  once), or fails although it occurs exactly once;
- ``swe.exit``: the same command, run again with no change to the tree in between, ends with
  another exit code or test summary.
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass
from typing import Callable

from playground.decoherence.common import Action, Fact, clip, relabel, warn, where
from playground.decoherence.grepping import gemini_hits
from playground.decoherence.shell import SimpleCommand, TypedCommand, parse_line, typed_commands
from playground.decoherence.inspections import is_checker
from playground.decoherence.terminal import READ_ONLY, TREE_WRITERS, Segment, TerminalLedger
from playground.decoherence.terminal_listings import Entries, Entry
from playground.world.warning_records import WorldWarning

_NUMBERED = re.compile(r"^\s*(\d+)(?:\t(.*))?$")  # an empty line loses its tab when trailing space is trimmed
_MISSING = re.compile(r"does not exist|no such file|not found|cannot find|could not find", re.IGNORECASE)
_EDIT_OK = re.compile(r"has been edited|edited successfully|successfully (?:replaced|edited|inserted|modified)|"
                      r"text has been inserted|has been updated", re.IGNORECASE)
_EDIT_FAIL = re.compile(r"did not appear verbatim|no replacement was performed|not found in|multiple occurrences|"
                        r"appears \d+ times|more than once|no match(?:es)? (?:found|for)", re.IGNORECASE)
_EXIT = re.compile(r"(?:exit(?:ed)?(?: with)? (?:code|status)|return ?code|returncode)\s*[:=]?\s*(-?\d+)",
                   re.IGNORECASE)
_SUMMARY = re.compile(r"^=*\s*((?:\d+ (?:passed|failed|errors?|skipped|xfailed|xpassed|warnings?|deselected)"
                      r"(?:, )?)+) in [\d.]+s")


def _is_test_run(cmd: str) -> bool:
    return bool(re.search(r"\b(?:pytest|py\.test|tox|nox|unittest|npm (?:run )?test|go test|cargo test|make test|"
                          r"python3? -m (?:pytest|unittest))\b", cmd))


def _total_tests(summary: str) -> int:
    """Tests a pytest summary counts ("1 failed, 5 passed, 2 skipped" -> 8; warnings and deselected aside)."""
    return sum(int(n) for n, what in re.findall(r"(\d+) (passed|failed|errors?|skipped|xfailed|xpassed)", summary))


def _writes(c: SimpleCommand) -> bool:
    """Whether a command may change the tree (a redirect, or a program that is not only a reader)."""
    name = posixpath.basename(c.name)
    if c.redirects and any(op in (">", ">>") and not t.startswith("/dev/") for op, t in c.redirects):
        return True
    if name == "git":
        args = c.args[2:] if c.args[:1] == ["-C"] else c.args
        return not args or args[0] not in ("status", "log", "diff", "show", "branch", "rev-parse", "blame",
                                           "describe", "ls-files", "shortlog", "grep", "remote", "config", "add",
                                           "commit", "tag", "reflog")
    return name not in READ_ONLY and not is_checker(c)


@dataclass
class _Run:
    version: int
    exit: str | None
    summary: str | None
    fact: Fact


@dataclass
class _Expect:
    """What a successful edit of a file whose whole content is unknown guarantees: ``new`` is in it."""

    new: str
    version: int  # the tree's version right after the edit (a later write elsewhere voids the guarantee)
    fact: Fact


_GEMINI_SHELL = re.compile(r"^Command: .*?\nDirectory: .*?\nStdout: ?(?P<out>.*?)\nStderr: ?(?P<err>.*?)\n"
                           r"Error: ?(?P<error>.*?)\nExit Code: ?(?P<code>-?\d+|\(none\))", re.DOTALL)


def shell_output(observation: str) -> tuple[str, str | None]:
    """(the command's own output, its exit code) from a Gemini-CLI ``run_shell_command`` result
    (``Command:``/``Directory:``/``Stdout:``/``Stderr:``/``Exit Code:`` fields), or the text as it is."""
    m = _GEMINI_SHELL.match(observation.strip())
    if m is None:
        return observation, None
    out = m.group("out")
    err = m.group("err")
    parts = [x for x in (out, err) if x.strip() and x.strip() != "(empty)"]
    code = m.group("code")
    return "\n".join(parts), (code if code.lstrip("-").isdigit() else None)


_TRAILER = re.compile(r"^\[(?:Current working directory: (?P<cwd>/[^\]]*)|Python interpreter: [^\]]*|"
                      r"Command finished with exit code (?P<code>-?\d+)|"
                      r"The command completed with exit code (?P<code2>-?\d+)"
                      r"[^\]]*|Command exited with code (?P<code3>-?\d+))\]\s*$")


def _openhands_trailer(observation: str) -> tuple[str, str | None, str | None]:
    """(output, cwd, exit code): OpenHands ends a command's output with ``[Current working directory: ...]``,
    ``[Python interpreter: ...]`` and ``[Command finished with exit code N]`` lines; they are not the output."""
    lines = observation.split("\n")
    cwd = code = None
    while lines and (not lines[-1].strip() or (m := _TRAILER.match(lines[-1].strip())) is not None):
        if lines[-1].strip():
            m = _TRAILER.match(lines[-1].strip())
            assert m is not None
            cwd = cwd or m.group("cwd")
            code = code or m.group("code") or m.group("code2") or m.group("code3")
        lines.pop()
    return "\n".join(lines), cwd, code


_MOVES_DIR = re.compile(r"(?:^|[\s;&|(])(?:cd|pushd|popd)(?:\s|$|;)")
_READ_PART = re.compile(r"^\[File content truncated: showing lines (\d+)-(\d+)\b")


class SweLedger:
    def __init__(self) -> None:
        self.sh = TerminalLedger()
        self.root = "/repo"
        self.root_known = False  # named by the initial state or the task description
        self.cwd_seen = False  # a tool reported the shell's directory (OpenHands' trailer)
        self.version = 0  # bumped by every change to the tree
        self.runs: dict[str, _Run] = {}
        self.expect: dict[str, list[_Expect]] = {}  # path -> what edits guarantee is in it
        self.created: set[str] = set()  # files this session created (untracked: git diff does not show them)
        self.dirty: dict[str, tuple[int, Fact]] = {}  # tracked file -> (tree version, edit) not yet added/committed
        self.undo_of: dict[str, tuple[str, str]] = {}  # path -> (old, new) of its last edit
        self.test_edits: dict[int, int | None] = {}  # tree version -> test functions its edit added (None: unknown)
        self.test_paths: dict[int, str] = {}  # tree version -> the test file that edit was in

    def file_entries(self) -> tuple[Entries, str | None]:
        """The shell's file knowledge: every tool's effect on the tree lands in it."""
        return self.sh.file_entries()

    def seed(self, state: str | None) -> None:
        m = re.search(r"(?:Repository|repo(?:sitory)? at|cwd|working directory)\s*:?\s*(/[\w./-]+)", state or "",
                      re.IGNORECASE)
        if m:
            self.root = m.group(1).rstrip("/.") or "/"
            self.root_known = True
        self.sh.cwd = self.root
        self.sh.home = "/root"

    def seed_task(self, description: str) -> None:
        """The project directory the task description names ("a project in /home/dev/app", "the repository
        /workspace/x"), when the initial state named none: relative paths of shell commands resolve there."""
        if self.root_known:
            return
        m = re.search(r"\b(?:project|repository|repo|workspace|working directory|cwd)\s+(?:is\s+|at\s+|in\s+|:\s*)?"
                      r"(/[\w./-]*\w)", description, re.IGNORECASE)
        if m:
            self.root = posixpath.normpath(m.group(1))
            self.sh.cwd = self.root
            self.root_known = True

    def _path(self, p: str) -> str:
        return posixpath.normpath(p if p.startswith("/") else posixpath.join(self.sh.cwd or self.root, p))

    def observe(self, step: int, action: Action, observation: str) -> list[WorldWarning]:
        found: list[WorldWarning] = []
        kind = (action.kind or "").lower()
        args = action.args
        path = self._path(args["path"]) if isinstance(args.get("path"), str) else None
        fact = Fact(step, clip(action.text, 160))
        if kind == "bash" and isinstance(args.get("command"), str):
            self._bash(step, args["command"], observation, found)
        elif kind == "view" and path:
            rng = args.get("range")
            if args.get("reader") == "read_file" and not _MISSING.search(observation[:200]):
                # read_file returns the text itself: number it the way view does (from the first line shown)
                body = observation.split("\n")
                start = rng[0] if isinstance(rng, list) and rng and isinstance(rng[0], int) else 1
                if body and (m := _READ_PART.match(body[0].strip())):
                    body.pop(0)
                    start = int(m.group(1))
                    rng = [start, int(m.group(2))]
                if body and body[-1] == "":
                    body.pop()
                observation = "\n".join(f"{i:6d}\t{ln}" for i, ln in enumerate(body, start))
            self._view(step, path, rng, observation, found)
        elif kind == "read_only" and args.get("reader") == "search_file_content":
            self._search_hits(step, args.get("path"), observation, found)
        elif kind == "list" and path:
            self._view(step, path, None, "\n".join(ln.removeprefix("[DIR] ") for ln in observation.split("\n")[1:]
                                                   if observation.lower().startswith("directory listing")), found)
        elif kind == "create" and path and isinstance(args.get("content"), str):
            if not re.match(r"^\s*error", observation, re.IGNORECASE):
                content = args["content"]
                if content and not content.endswith("\n"):
                    content += "\n"
                self.sh._set(path, Entry(True, False, fact, content))
                self.sh.entries[path].content = content
                self.sh.entries[path].lines = content.count("\n")
                self.version += 1
                self.expect.pop(path, None)
                self.created.add(path)
                self.dirty.pop(path, None)
                self._note_tests(path, "", content)
        elif kind == "undo_edit" and path:
            if not re.match(r"^\s*error", observation, re.IGNORECASE):
                entry = self.sh.entries.get(path)
                if entry is not None:  # back to a version the ledger may not know
                    entry.content, entry.lines, entry.size = None, None, None
                self.sh.edited.forget(path)
                self.expect.pop(path, None)
                self.dirty.pop(path, None)
                self.version += 1
        elif kind == "str_replace" and path and isinstance(args.get("old"), str) and isinstance(args.get("new"), str):
            self._replace(step, path, args["old"], args["new"], observation, fact, found)
        elif kind == "insert" and path and isinstance(args.get("text"), str) and isinstance(args.get("line"), int):
            entry = self.sh.entries.get(path)
            if _EDIT_OK.search(observation) or not re.search(r"error", observation[:80], re.IGNORECASE):
                text = args["text"] if args["text"].endswith("\n") else args["text"] + "\n"
                if entry is not None and entry.exists and entry.content is not None:
                    lines = entry.content.split("\n")[:-1]
                    at = max(0, min(len(lines), args["line"]))
                    lines[at:at] = text.split("\n")[:-1]
                    entry.content = "\n".join(lines) + "\n"
                    entry.lines = len(lines)
                    entry.fact = fact
                elif entry is not None and entry.exists and entry.lines is not None:
                    entry.lines += text.count("\n")
                    entry.fact = fact
                self.version += 1
                self.sh.edited.added(path, text)
                self._expect(path, text.strip("\n"), fact)
                self._mark_dirty(path, "", text, fact)
                self._note_tests(path, "", text)
        return found

    # ------------------------------------------------------------------ bash

    def _bash(self, step: int, command: str, observation: str, found: list[WorldWarning]) -> None:
        observation, gemini_code = shell_output(observation)
        observation, trailer_cwd, trailer_code = _openhands_trailer(observation)
        gemini_code = gemini_code or trailer_code
        out = observation.split("\n")
        self._git_diff(step, command, observation, found)
        typed, _ = typed_commands(command)
        writes = False
        if trailer_cwd and not _MOVES_DIR.search(command):
            # OpenHands names the directory the shell is in after the command; one that cannot move the
            # shell ran there too (the ledger's own guess, the default root, may be wrong)
            self.sh.cwd = posixpath.normpath(trailer_cwd)
        start_cwd = self.sh.cwd
        for tc in typed:
            cmds = parse_line(tc.line, tc.heredoc) or []
            if any(_writes(c) for c in cmds):
                writes = writes or not _is_test_run(tc.line)
            local: list[WorldWarning] = []
            before = self.sh.cwd
            run = self.sh._run(step, tc, Segment(None, tc.line, out if len(typed) == 1 else []), before, local,
                               certain=True)
            self.sh.cwd = run.cwd or before
            for w in local:
                if w.kind not in ("terminal.cwd", "terminal.prompt"):
                    found.append(relabel(w, "swe." + w.kind.split(".", 1)[1]))
        key = self._run_key(start_cwd, command)
        code = _EXIT.search(observation) if gemini_code is None else None
        summary = next((m.group(1).strip(", ") for ln in out if (m := _SUMMARY.match(ln.strip()))), None)
        exit_code = code.group(1) if code else gemini_code
        prev = self.runs.get(key)
        if prev is not None and prev.version == self.version:
            if exit_code is not None and prev.exit is not None and exit_code != prev.exit:
                found.append(warn("swe.exit", "error", step,
                                  f"`{clip(command, 60)}` exited with {prev.exit} at {where(prev.fact)} and nothing "
                                  f"changed since, but now exits with {exit_code}", text=code.group(0) if code else "",
                                  earlier=prev.fact))
            elif summary is not None and prev.summary is not None and summary != prev.summary:
                found.append(warn("swe.exit", "error", step,
                                  f"`{clip(command, 60)}` reported {prev.summary!r} at {where(prev.fact)} and nothing "
                                  f"changed since, but now reports {summary!r}", text=summary, earlier=prev.fact))
        elif prev is not None and summary is not None and prev.summary is not None:
            added = self._tests_added(prev.version, self._test_scope(key))
            if added and _total_tests(summary) <= _total_tests(prev.summary):
                found.append(warn("swe.count", "error", step,
                                  f"`{clip(command, 60)}` counted {_total_tests(prev.summary)} tests at "
                                  f"{where(prev.fact)}; {added} test function(s) were added since and nothing else "
                                  f"changed, but it still counts {_total_tests(summary)}", text=summary,
                                  earlier=prev.fact))
        if writes:
            self.version += 1
            if not (self.root_known or trailer_cwd or self.cwd_seen):
                self._forget_unplaced(typed)
        if trailer_cwd:
            self.sh.cwd = trailer_cwd  # OpenHands says where the shell is now
            self.cwd_seen = True
        self.runs[key] = _Run(self.version, exit_code, summary,
                              Fact(step, (code.group(0) if code else summary) or clip(observation, 80)))

    def _forget_unplaced(self, typed: list[TypedCommand]) -> None:
        """A writing command run where the ledger does not know the shell's directory (no repository named,
        no working directory reported: Gemini's ``Directory: (root)``): its relative paths cannot be placed, so
        files it names (by their last part) are forgotten and no file's content is trusted any more."""
        cmds = [c for tc in typed for c in (parse_line(tc.line, tc.heredoc) or [])]
        names = {posixpath.basename(a.rstrip("/")) for c in cmds if _writes(c) for a in c.args
                 if a and not a.startswith(("-", "/"))}
        # a program that rewrites the tree where it runs (git, make, a script, an interpreter): every file may change
        tree_wide = any(_writes(c) and (posixpath.basename(c.name) in TREE_WRITERS or not c.name.isidentifier()
                                        or c.name.startswith(".")) for c in cmds) or \
            any(not re.fullmatch(r"[^/]*\w\.\w+", posixpath.basename(n)) for n in names)  # ".", "src/": a directory
        for p, entry in list(self.sh.entries.items()):
            if posixpath.basename(p) in names:
                self.sh._forget(p)
                self.sh.edited.forget(p)
            elif tree_wide:
                entry.content, entry.lines, entry.size = None, None, None
        if tree_wide:
            self.expect.clear()
            self.sh.edited.gone.clear()
            self.sh.edited.tails.clear()

    # ------------------------------------------------------------------ view

    def _view(self, step: int, path: str, rng: object, observation: str, found: list[WorldWarning]) -> None:
        entry = self.sh.entries.get(path)
        head = "\n".join(observation.split("\n")[:3])
        numbered = [(int(m.group(1)), m.group(2) or "") for ln in observation.split("\n") if (m := _NUMBERED.match(ln))]
        if numbered and [n for n, _ in numbered] != list(range(numbered[0][0], numbered[0][0] + len(numbered))):
            numbered = [x for x in numbered if x[1]]  # bare numbers that are not a numbered listing
        if _MISSING.search(head) and not numbered:
            if entry is not None and entry.exists:
                found.append(warn("swe.file", "error", step,
                                  f"{path} was written at {where(entry.fact)} and not removed since, but view says "
                                  f"it does not exist", text=head, earlier=entry.fact, path=path))
            return
        if entry is not None and not entry.exists:
            found.append(warn("swe.file", "error", step,
                              f"{path} was removed at {where(entry.fact)}, but view shows it",
                              text=head, earlier=entry.fact, path=path))
            return
        clipped = re.search(r"<response clipped>|truncated|\.\.\. \[\d+ (?:more )?lines", observation, re.IGNORECASE)
        if (numbered and rng is None and numbered[0][0] == 1 and (entry is None or entry.content is None)
                and not clipped):
            self._check_expected(step, path, "\n".join(t for _, t in numbered), found)
        if numbered and entry is not None and entry.exists and entry.content is None:
            self.sh.edited.check(step, path, entry, [t for _, t in numbered], "view", found, kind="swe.content")
        if numbered:
            self.sh.edited.saw(path, [t for _, t in numbered])
        if numbered:
            if entry is not None and entry.content is not None:
                lines = entry.content.split("\n")[:-1] if entry.content else []
                miss = _line_mismatch(step, path, entry, lines, numbered, str.rstrip, "view", "{n}\t{text}")
                if miss is not None:
                    found.append(miss)
                else:
                    whole = rng is None and not clipped and numbered[0][0] == 1
                    if whole and len(numbered) < len(lines) and any(x.strip() for x in lines[len(numbered):]):
                        n = len(numbered) + 1
                        found.append(warn("swe.content", "error", step,
                                          f"{path} has {len(lines)} line(s) after {where(entry.fact)}, but the whole "
                                          f"view ends after line {len(numbered)} (line {n} should read "
                                          f"{clip(lines[n - 1], 80)!r})", text=clip(observation, 160),
                                          earlier=entry.fact, path=path, line=n))
            elif rng is None and numbered[0][0] == 1 and [n for n, _ in numbered] == list(range(1, len(numbered) + 1)):
                content = "\n".join(t for _, t in numbered) + "\n"
                self.sh._set(path, Entry(True, False, Fact(step, f"view {path}"), content))
                self.sh.entries[path].content = content
            return
        # a directory listing: one path per line
        listed = set()
        for ln in observation.split("\n"):
            s = ln.strip().rstrip("/")
            if s.startswith("/"):
                listed.add(posixpath.normpath(s))
            elif s and re.fullmatch(r"[\w.@+-]+(?:/[\w.@+-]+)*", s):
                listed.add(posixpath.normpath(posixpath.join(path, s)))
        if not listed:
            return
        for p, e in sorted(self.sh.entries.items()):
            rel = p[len(path):].lstrip("/") if p.startswith(path.rstrip("/") + "/") else None
            if rel is None or rel.count("/") > 1 or any(part.startswith(".") for part in rel.split("/")):
                continue
            if e.exists and p not in listed:
                found.append(warn("swe.file", "error", step,
                                  f"{p} was created at {where(e.fact)} and not removed since, but the listing of "
                                  f"{path} misses it", text=clip(observation, 160), earlier=e.fact, path=p))
            elif not e.exists and p in listed:
                found.append(warn("swe.file", "error", step,
                                  f"{p} was removed at {where(e.fact)}, but the listing of {path} shows it",
                                  text=p, earlier=e.fact, path=p))

    def _search_hits(self, step: int, where_: object, observation: str, found: list[WorldWarning]) -> None:
        """Gemini ``search_file_content`` hits (``File: p`` then ``L5: text``) are a partial view of those
        files: each hit line must read as the file's known content has it (which lines match is not judged)."""
        hits = gemini_hits(observation)
        if not hits:
            return
        base = self._path(where_) if isinstance(where_, str) else self.root
        for rel, lines in hits.items():
            p = posixpath.normpath(rel if rel.startswith("/") else posixpath.join(base, rel))
            entry = self.sh.entries.get(p)
            if entry is not None and entry.exists and entry.content is None:
                self.sh.edited.check(step, p, entry, [t for _, t in lines], "the search", found, kind="swe.content")
            self.sh.edited.saw(p, [t for _, t in lines])
            if entry is None or not entry.exists or entry.content is None:
                continue
            known = entry.content.split("\n")[:-1]
            miss = _line_mismatch(step, p, entry, known, lines, str.strip, "the search", "L{n}: {text}")
            if miss is not None:
                found.append(miss)

    # --------------------------------------------------------------- replace

    def _replace(self, step: int, path: str, old: str, new: str, observation: str, fact: Fact,
                 found: list[WorldWarning]) -> None:
        entry = self.sh.entries.get(path)
        ok = bool(_EDIT_OK.search(observation))
        failed = bool(_EDIT_FAIL.search(observation)) or (not ok and bool(_MISSING.search(observation[:200])))
        if entry is not None and entry.exists and entry.content is not None and (ok or failed):
            count = entry.content.count(old)
            if ok and count != 1:
                why = "does not occur in it" if count == 0 else f"occurs {count} times in it"
                found.append(warn("swe.content", "error", step,
                                  f"str_replace on {path} succeeded, but the old text {why} as of {where(entry.fact)}",
                                  text=clip(old, 120), earlier=entry.fact, path=path))
            elif failed and count == 1:
                found.append(warn("swe.content", "error", step,
                                  f"str_replace on {path} failed, but the old text occurs exactly once in it as of "
                                  f"{where(entry.fact)}", text=clip(observation, 120), earlier=entry.fact, path=path))
            if ok and count == 1:
                entry.content = entry.content.replace(old, new, 1)
                entry.lines = entry.content.count("\n")
                entry.fact = fact
                self._check_snippet(step, path, entry, observation, found)
        elif ok and entry is not None:
            entry.content = None
            if entry.lines is not None:
                entry.lines += new.count("\n") - old.count("\n")
        if ok:
            if entry is None or not entry.exists:
                self.sh._set(path, Entry(True, False, fact))
                entry = self.sh.entries[path]
            self.sh.edited.replaced(path, entry, old, new, fact, every=True, how="the edit")
            self.version += 1
            if new.strip():
                self._expect(path, new.strip("\n"), fact)
            self._mark_dirty(path, old, new, fact)
            self._note_tests(path, old, new)

    def _git_diff(self, step: int, command: str, observation: str, found: list[WorldWarning]) -> None:
        """``git diff`` lists the tracked files edited since the last add/commit/stash; other git commands
        that move the index or the tree end what is known."""
        cmds = parse_line(command) or []
        gits = [c for c in cmds if posixpath.basename(c.name) == "git"]
        for c in gits:
            args = c.args[2:] if c.args[:1] == ["-C"] else c.args
            if args[:1] != ["diff"] and (not args or args[0] not in ("status", "log", "show", "branch", "blame")):
                self.dirty.clear()
        plain = [c for c in cmds if c.argv and posixpath.basename(c.name) not in ("cd",)]
        if len(plain) != 1 or plain[0] not in gits or plain[0].piped or plain[0].redirects:
            return
        args = plain[0].args[2:] if plain[0].args[:1] == ["-C"] else plain[0].args
        if args[:1] != ["diff"] or any(a.startswith("-") and a not in ("--no-color", "--color=never")
                                       for a in args[1:]):
            return
        if any(not a.startswith("-") and ("/" not in a and "." not in a) for a in args[1:]):
            return  # a revision (HEAD~1, main): not the working tree against the index
        scope = [self._path(a) for a in args[1:] if not a.startswith("-")]
        repo = self._path(plain[0].args[1]) if plain[0].args[:1] == ["-C"] and len(plain[0].args) > 1 else None
        cds = [c for c in cmds if c.name == "cd" and c.operands()]
        repo = repo or (self._path(cds[-1].operands()[0]) if cds else (self.sh.cwd or self.root))
        for path, (version, fact) in list(self.dirty.items()):
            if not path.startswith(repo.rstrip("/") + "/"):
                continue  # outside the repository git looks at
            if version != self.version or (scope and not any(path == s or path.startswith(s.rstrip("/") + "/")
                                                              for s in scope)):
                continue
            if posixpath.basename(path) not in observation:
                found.append(warn("swe.content", "error", step,
                                  f"{path} was edited at {where(fact)} and not added, committed or reverted since, "
                                  f"but git diff does not show it", text=clip(observation, 160) or "(no output)",
                                  earlier=fact, path=path))
                self.dirty.pop(path)

    def _expect(self, path: str, new: str, fact: Fact) -> None:
        """After an edit of ``path``: its earlier guarantees still hold (this edit is the only change), this
        one is added."""
        kept = [_Expect(e.new, self.version, e.fact) for e in self.expect.get(path, [])
                if e.version == self.version - 1]
        self.expect[path] = [*kept, _Expect(new, self.version, fact)] if new.strip() else kept

    def _note_tests(self, path: str, old: str, new: str) -> None:
        """An edit of a test file: how many test functions it added (read by the next test run)."""
        name = posixpath.basename(path)
        if not (name.startswith("test_") or name.endswith("_test.py") or "/tests/" in path) or not name.endswith(".py"):
            self.test_edits[self.version] = None  # another change: the count may move any way
            return
        count = len(re.findall(r"^\s*(?:async\s+)?def test_\w*\(", new, re.MULTILINE)) - \
            len(re.findall(r"^\s*(?:async\s+)?def test_\w*\(", old, re.MULTILINE))
        self.test_edits[self.version] = count if count >= 0 else None
        self.test_paths[self.version] = path

    def _tests_added(self, since: int, scope: list[str] | None) -> int:
        """Test functions added after tree version ``since`` in files a run over ``scope`` (paths; None: a run
        whose selection is not known) collects; 0 when anything else changed the tree too."""
        total = 0
        for v in range(since + 1, self.version + 1):
            n = self.test_edits.get(v)
            if n is None:
                return 0
            path = self.test_paths.get(v, "")
            if n and (scope is None or not any(path == d or path.startswith(d.rstrip("/") + "/") for d in scope)):
                return 0  # an added test the run may not collect
            total += n
        return total

    def _run_key(self, cwd: str | None, command: str) -> str:
        """The same run: the directory it runs in (after leading ``cd DIR &&``) and the rest of the line."""
        rest = command.strip()
        where_ = cwd or self.root
        while (m := re.match(r"^cd\s+([\w./~-]+)\s*&&\s*", rest)) is not None:
            where_ = self._path_from(where_, m.group(1))
            rest = rest[m.end():]
        return f"{where_}\t{' '.join(rest.split())}"

    def _path_from(self, cwd: str, p: str) -> str:
        if p.startswith("~"):
            p = (self.sh.home or "/root") + p[1:]
        return posixpath.normpath(p if p.startswith("/") else posixpath.join(cwd, p))

    def _test_scope(self, key: str) -> list[str] | None:
        """The paths a pytest run collects from (its directory, or the files/dirs it names); None when
        it selects (-k, -m, node ids, --lf, -x, --deselect) or is not a plain pytest run."""
        where_, _, line = key.partition("\t")
        cmds = [c for c in (parse_line(line) or []) if c.argv]
        runs = [c for c in cmds if re.search(r"\bpytest\b|\bpy\.test\b", " ".join(c.argv[:3]))]
        if len(runs) != 1:
            return None
        args = runs[0].args
        if args[:2] == ["-m", "pytest"]:
            args = args[2:]
        if any(a in ("-k", "-m", "-x", "--lf", "--last-failed", "--sw", "--stepwise", "--exitfirst")
               or a.startswith(("--deselect", "--maxfail", "-k", "--ignore", "-p")) or "::" in a for a in args):
            return None
        ops = [a for a in args if not a.startswith("-")]
        return [self._path_from(where_, a) for a in ops] or [where_]

    def _mark_dirty(self, path: str, old: str, new: str, fact: Fact) -> None:
        """An edit of a tracked file (not one this session created); every dirty file is moved to the new
        tree version (the edit is the only change), and an edit that undoes the previous one is not dirty."""
        for p, (_v, f) in list(self.dirty.items()):
            if _v == self.version - 1:
                self.dirty[p] = (self.version, f)
        if path in self.created or old == new:
            return
        if path in self.dirty and self.undo_of.get(path) == (new, old):
            self.dirty.pop(path)  # put back the way it was: maybe nothing to diff
            return
        self.dirty[path] = (self.version, fact)
        self.undo_of[path] = (old, new)

    def _check_expected(self, step: int, path: str, text: str, found: list[WorldWarning]) -> None:
        """A whole view of ``path``: the text the edits since the last full read put in it must be there."""
        flat = "\n".join(ln.rstrip() for ln in text.split("\n"))
        for e in self.expect.get(path, []):
            if e.version != self.version:
                continue
            want = "\n".join(ln.rstrip() for ln in e.new.split("\n"))
            if want and want not in flat:
                found.append(warn("swe.content", "error", step,
                                  f"the edit at {where(e.fact)} put {clip(e.new, 80)!r} into {path}, "
                                  f"and nothing changed it since, but the file as shown does not contain it",
                                  text=clip(text, 160), earlier=e.fact, path=path))
                break
        self.expect.pop(path, None)

    def _check_snippet(self, step: int, path: str, entry: Entry, observation: str, found: list[WorldWarning]) -> None:
        lines = (entry.content or "").split("\n")[:-1]
        for ln in observation.split("\n"):
            m = _NUMBERED.match(ln)
            if not m:
                continue
            n, text = int(m.group(1)), m.group(2) or ""
            if 0 < n <= len(lines) and lines[n - 1].rstrip() != text.rstrip():
                found.append(warn("swe.content", "error", step,
                                  f"after the edit, line {n} of {path} should read {clip(lines[n - 1], 80)!r}, "
                                  f"but the snippet shows {clip(text, 80)!r}", text=ln, earlier=entry.fact, path=path))
                return


def _line_mismatch(step: int, path: str, entry: Entry, known: list[str], shown: list[tuple[int, str]],
                   norm: Callable[[str], str], by: str, shape: str) -> WorldWarning | None:
    """The first numbered line ``by`` showed (``shape`` is how it printed it) that does not read as the
    file's known content has it (``norm`` says which whitespace counts)."""
    for n, text in shown:
        want = known[n - 1] if 0 < n <= len(known) else None
        if want is None or norm(want) != norm(text):
            return warn("swe.content", "error", step,
                        f"line {n} of {path} should read {clip(want or '(past the end)', 80)!r} after "
                        f"{where(entry.fact)}, but {by} shows {clip(text, 80)!r}",
                        text=shape.format(n=n, text=text), earlier=entry.fact, path=path, line=n)
    return None
