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
from dataclasses import dataclass, replace

from playground.decoherence.common import Action, Fact, clip, warn, where
from playground.decoherence.shell import parse_line, typed_commands
from playground.decoherence.terminal import READ_ONLY, Entry, Segment, TerminalLedger
from playground.world.warnings import WorldWarning

_NUMBERED = re.compile(r"^\s*(\d+)(?:\t(.*))?$")  # an empty line loses its tab when trailing space is trimmed
_MISSING = re.compile(r"does not exist|no such file|not found|cannot find|could not find", re.IGNORECASE)
_EDIT_OK = re.compile(r"has been edited|edited successfully|successfully (?:replaced|edited|inserted)|"
                      r"text has been inserted|has been updated", re.IGNORECASE)
_EDIT_FAIL = re.compile(r"did not appear verbatim|no replacement was performed|not found in|multiple occurrences|"
                        r"appears \d+ times|more than once|no match(?:es)? (?:found|for)", re.IGNORECASE)
_EXIT = re.compile(r"(?:exit(?:ed)?(?: with)? (?:code|status)|return ?code|returncode)\s*[:=]?\s*(-?\d+)",
                   re.IGNORECASE)
_SUMMARY = re.compile(r"^=*\s*((?:\d+ (?:passed|failed|errors?|skipped|xfailed|xpassed|warnings?|deselected)"
                      r"(?:, )?)+) in [\d.]+s")
TEST_RUNNERS = {"pytest", "tox", "nox", "unittest"}


def _is_test_run(cmd: str) -> bool:
    return bool(re.search(r"\b(?:pytest|py\.test|tox|nox|unittest|npm (?:run )?test|go test|cargo test|make test|"
                          r"python3? -m (?:pytest|unittest))\b", cmd))


@dataclass
class _Run:
    version: int
    exit: str | None
    summary: str | None
    fact: Fact


class SweLedger:
    def __init__(self) -> None:
        self.sh = TerminalLedger()
        self.root = "/repo"
        self.version = 0  # bumped by every change to the tree
        self.runs: dict[str, _Run] = {}

    def seed(self, state: str | None) -> None:
        m = re.search(r"(?:Repository|repo(?:sitory)? at|cwd|working directory)\s*:?\s*(/[\w./-]+)", state or "",
                      re.IGNORECASE)
        if m:
            self.root = m.group(1).rstrip("/.") or "/"
        self.sh.cwd = self.root
        self.sh.home = "/root"

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
            self._view(step, path, args.get("range"), observation, found)
        elif kind == "create" and path and isinstance(args.get("content"), str):
            if not re.match(r"^\s*error", observation, re.IGNORECASE):
                content = args["content"] if args["content"].endswith("\n") or not args["content"] else args["content"] + "\n"
                self.sh._set(path, Entry(True, False, fact, content))
                self.sh.entries[path].content = content
                self.version += 1
        elif kind == "str_replace" and path and isinstance(args.get("old"), str) and isinstance(args.get("new"), str):
            self._replace(step, path, args["old"], args["new"], observation, fact, found)
        elif kind == "insert" and path and isinstance(args.get("text"), str) and isinstance(args.get("line"), int):
            entry = self.sh.entries.get(path)
            if _EDIT_OK.search(observation) or not re.search(r"error", observation[:80], re.IGNORECASE):
                if entry is not None and entry.exists and entry.content is not None:
                    lines = entry.content.split("\n")[:-1]
                    at = max(0, min(len(lines), args["line"]))
                    text = args["text"] if args["text"].endswith("\n") else args["text"] + "\n"
                    lines[at:at] = text.split("\n")[:-1]
                    entry.content = "\n".join(lines) + "\n"
                    entry.fact = fact
                self.version += 1
        return found

    # ------------------------------------------------------------------ bash

    def _bash(self, step: int, command: str, observation: str, found: list[WorldWarning]) -> None:
        out = observation.split("\n")
        typed, _ = typed_commands(command)
        writes = False
        for tc in typed:
            cmds = parse_line(tc.line, tc.heredoc) or []
            if any(c.redirects or posixpath.basename(c.name) not in READ_ONLY for c in cmds):
                writes = writes or not _is_test_run(tc.line)
            local: list[WorldWarning] = []
            before = self.sh.cwd
            run = self.sh._run(step, tc, Segment(None, tc.line, out if len(typed) == 1 else []), before, local,
                               certain=True)
            self.sh.cwd = run.cwd or before
            for w in local:
                if w.kind in ("terminal.file", "terminal.content"):
                    found.append(replace(w, kind="swe." + w.kind.split(".", 1)[1],
                                         evidence={**w.evidence, "detector": "swe"}))
        key = " ".join(command.split())
        code = _EXIT.search(observation)
        summary = next((m.group(1).strip(", ") for ln in out if (m := _SUMMARY.match(ln.strip()))), None)
        exit_code = code.group(1) if code else None
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
        if writes:
            self.version += 1
        self.runs[key] = _Run(self.version, exit_code, summary,
                              Fact(step, (code.group(0) if code else summary) or clip(observation, 80)))

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
            found.append(warn("swe.file", "error", step, f"{path} was removed at {where(entry.fact)}, but view shows it",
                              text=head, earlier=entry.fact, path=path))
            return
        if numbered:
            if entry is not None and entry.content is not None:
                lines = entry.content.split("\n")[:-1] if entry.content else []
                for n, text in numbered:
                    want = lines[n - 1] if 0 < n <= len(lines) else None
                    if want is None or want.rstrip() != text.rstrip():
                        found.append(warn("swe.content", "error", step,
                                          f"line {n} of {path} should read {clip(want or '(past the end)', 80)!r} "
                                          f"after {where(entry.fact)}, but view shows {clip(text, 80)!r}",
                                          text=f"{n}\t{text}", earlier=entry.fact, path=path, line=n))
                        break
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
                entry.fact = fact
                self._check_snippet(step, path, entry, observation, found)
        elif ok and entry is not None:
            entry.content = None
        if ok:
            self.version += 1

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

