# ruff: noqa: E501
"""Row-building helpers for the dev2 and holdout2 labeled sets (AgentWorldBench row format).

One row per turn, as the official benchmark ships them: ``prompt`` holds every turn's action (the first
with the starting state), ``response`` every ground-truth observation (after the
``**Environment Observation:**`` marker in text domains, inside ``<predicted_observation>`` in GUI
domains), ``current_prompt`` / ``turn_idx`` / ``total_turns`` say which turn the row is about. The
labels map a trajectory id to ``{"domain", "bad", "turn", "kind"}`` (turn: 1-based, the observation
that contradicts an earlier one).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

MARK = "**Environment Observation:**"
GUI = {"web", "android", "os"}


class RowSet:
    """Collects trajectories for one labeled set and writes ``{domain}_test.jsonl`` plus ``labels.json``."""

    def __init__(self, out: Path) -> None:
        self.out = out
        self.rows: dict[str, list[dict[str, Any]]] = {}
        self.labels: dict[str, dict[str, Any]] = {}

    def add(self, task: str, tid: str, system: str, turns: list[tuple[str, str]], *, state: str | None = None,
            bad: bool = False, turn: int | None = None, kind: str = "clean") -> None:
        assert 4 <= len(turns) <= 12, (tid, len(turns))
        assert tid not in self.labels, tid
        assert (turn is not None) == bad, tid
        assert turn is None or 2 <= turn <= len(turns), tid
        prompts, responses = [], []
        for i, (action, obs) in enumerate(turns, 1):
            head = f"### Turn {i}\n"
            if i == 1 and state is not None:
                head += f"**Current State:**\n{state}\n\n"
            prompts.append(head + f"**Action:**\n{action}")
            if task in GUI:
                responses.append(f"<predicted_observation>\n{obs}\n</predicted_observation>")
            else:
                responses.append(f"{MARK}\n{obs}")
        n = len(turns)
        for k in range(1, n + 1):
            self.rows.setdefault(task, []).append({
                "task": task, "id": tid, "system_str": system, "prompt": prompts, "response": responses,
                "current_prompt": prompts[k - 1], "turn_idx": k, "total_turns": n})
        self.labels[tid] = {"domain": task, "bad": bad, "turn": turn, "kind": kind}

    def write(self) -> None:
        self.out.mkdir(parents=True, exist_ok=True)
        for task, rows in self.rows.items():
            with open(self.out / f"{task}_test.jsonl", "w", encoding="utf-8") as f:
                for r in rows:
                    f.write(json.dumps(r, ensure_ascii=False) + "\n")
        (self.out / "labels.json").write_text(json.dumps(self.labels, indent=1, ensure_ascii=False) + "\n",
                                              encoding="utf-8")
        bad = sum(v["bad"] for v in self.labels.values())
        print(f"{self.out.name}: {len(self.labels)} trajectories ({bad} with one contradiction), "
              f"{sum(map(len, self.rows.values()))} rows")


def jblock(obj: Any) -> str:
    return "```json\n" + json.dumps(obj, indent=2, ensure_ascii=False) + "\n```"


def keys(cmd: str, duration: float = 1.0) -> str:
    """A terminal action: tmux keystrokes (Enter included)."""
    return jblock([{"keystrokes": cmd + "\n", "duration": duration}])


def call(name: str, /, **arguments: Any) -> str:
    return jblock({"name": name, "arguments": arguments})


def pj(obj: Any) -> str:
    return json.dumps(obj, indent=2, ensure_ascii=False)


def mcp_text(obj: Any) -> str:
    """A result wrapped in MCP text content, as several servers return it."""
    text = obj if isinstance(obj, str) else json.dumps(obj, indent=2, ensure_ascii=False)
    return json.dumps({"content": [{"type": "text", "text": text}], "isError": False}, indent=2, ensure_ascii=False)


def tool(name: str, desc: str, props: dict[str, Any], required: list[str]) -> dict[str, Any]:
    return {"name": name, "description": desc,
            "inputSchema": {"type": "object", "properties": props, "required": required}}


def mcp_system(server: str, purpose: str, tools: list[dict[str, Any]]) -> str:
    return (f"You are simulating the '{server}' MCP server ({purpose}). For each tool call, reply with the "
            f"result the server would return, after **Environment Observation:**.\n\nAvailable tools:\n"
            + json.dumps(tools, indent=1))


S: dict[str, Any] = {"type": "string"}
INT: dict[str, Any] = {"type": "integer"}
A: dict[str, Any] = {"type": "array"}
OBJ: dict[str, Any] = {"type": "object"}
B: dict[str, Any] = {"type": "boolean"}


class Pane:
    """A shell in a tmux pane: each observation is the prompt line with the command, its output, the next prompt."""

    def __init__(self, user: str, host: str, cwd: str, style: str = "debian") -> None:
        self.user, self.host, self.cwd, self.style = user, host, cwd, style

    @property
    def prompt(self) -> str:
        home = "/root" if self.user == "root" else f"/home/{self.user}"
        cwd = "~" + self.cwd[len(home):] if self.cwd.startswith(home) else self.cwd
        sign = "#" if self.user == "root" else "$"
        if self.style == "rhel":
            base = cwd.rsplit("/", 1)[-1] or "/"
            return f"[{self.user}@{self.host} {'~' if cwd == '~' else base}]{sign}"
        return f"{self.user}@{self.host}:{cwd}{sign}"

    def run(self, cmd: str, out: str = "", cd: str | None = None, duration: float = 1.0) -> tuple[str, str]:
        before = self.prompt
        if cd is not None:
            self.cwd = cd
        text = f"{before} {cmd}\n" + (out.rstrip("\n") + "\n" if out else "") + self.prompt
        return keys(cmd, duration), text


# search
SEARCH_SYSTEM = ("You simulate the tools of a deep-research agent: web_search (ranked results), web_extractor "
                 "(a page as Markdown) and dict_memory (a key-value scratchpad). Answer each call after "
                 "**Environment Observation:**.")


def results(*items: tuple[str, str, str, str]) -> str:
    return "\n\n".join(f"[{i}] {u}\nTitle: {t}\nSnippet: {s}\nDate: {d}" for i, (u, t, s, d) in enumerate(items, 1))


def search(*queries: str) -> str:
    return call("web_search", queries=list(queries))


def extract(url: str, goal: str) -> str:
    return call("web_extractor", url=url, goal=goal)


def memory(operation: str, **kw: Any) -> str:
    return call("dict_memory", operation=operation, **kw)


# swe
OH_SYSTEM = ("You simulate the sandbox of an OpenHands agent working on the repository at {root}: the tools "
             "execute_bash and str_replace_editor. Reply with the tool output after **Environment Observation:**.")
GEM_SYSTEM = ("You simulate the tools of Gemini CLI (read_file, write_file, replace, list_directory, glob, "
              "search_file_content, run_shell_command) in the project {root}. Reply after **Environment Observation:**.")


def cat_n(path: str, text: str, start: int = 1) -> str:
    body = "\n".join(f"{i:6d}\t{line}" for i, line in enumerate(text.split("\n"), start))
    return f"Here's the result of running `cat -n` on {path}:\n{body}\n"


def edited(path: str, text: str, start: int = 1) -> str:
    body = "\n".join(f"{i:6d}\t{line}" for i, line in enumerate(text.split("\n"), start))
    return (f"The file {path} has been edited. Here's the result of running `cat -n` on a snippet of {path}:\n"
            f"{body}\nReview the changes and make sure they are as expected. Edit the file again if necessary.")


def oh_bash(out: str, cwd: str, code: int = 0) -> str:
    return ((out.rstrip("\n") + "\n") if out else "") + \
        f"[The command completed with exit code {code}.]\n[Current working directory: {cwd}]\n" \
        "[Python interpreter: /opt/miniconda3/envs/testbed/bin/python]"


def editor(command: str, path: str, **kw: Any) -> str:
    return call("str_replace_editor", command=command, path=path, **kw)


def bash(cmd: str) -> str:
    return call("execute_bash", command=cmd)


def gem_run(cmd: str, out: str, code: int = 0, pgid: int = 40211, directory: str = "(root)") -> str:
    return (f"Command: {cmd}\nDirectory: {directory}\nStdout: {out if out else '(empty)'}\nStderr: (empty)\n"
            f"Error: (none)\nExit Code: {code}\nSignal: (none)\nBackground PIDs: (none)\nProcess Group PGID: {pgid}")


def gshell(cmd: str, what: str) -> str:
    return call("run_shell_command", command=cmd, description=what)


# web
WEB_SYSTEM = ("You are a browser environment for an agent that acts with BrowserGym calls on element bids. After "
              "each action, give the page's accessibility tree inside <predicted_observation></predicted_observation>.")


def axtree(title: str, lines: list[str], url: str | None = None) -> str:
    head = f"URL: {url}\n" if url else ""
    return head + f"RootWebArea '{title}', focused\n" + "\n".join("\t" + ln for ln in lines)


# android
DROID_SYSTEM = ("You emulate an Android device driven by AndroidWorld actions. After each action, output the "
                "whole next screen in the notation of the current one, inside <predicted_observation></predicted_observation>.")


def droid(action_type: str, **kw: Any) -> str:
    return json.dumps({"action_type": action_type, **kw})


def ui_elements(elems: list[dict[str, Any]]) -> str:
    """The AndroidWorld-style element list: one `UI element N: {...}` line per element."""
    out = []
    for i, e in enumerate(elems):
        fields = ", ".join(f"{k}={v!r}" for k, v in e.items())
        out.append(f"UI element {i}: UIElement({fields})")
    return "\n".join(out)


# os
OS_SYSTEM = ("You simulate an Ubuntu 22.04 GNOME desktop controlled by Python code (pyautogui and the app helper "
             "classes). After each code block, output the desktop accessibility tree inside "
             "<predicted_observation></predicted_observation>.")
OS_HDR = "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)"


def code(src: str) -> str:
    return "```python\n" + src.strip("\n") + "\n```"


def a11y(rows: list[tuple[str, str, str, tuple[int, int], tuple[int, int]]], clock: str | None = None) -> str:
    out = [OS_HDR]
    if clock:
        out.append(f"label\t\t{clock}\t\t\t(884, 0)\t(152, 27)")
    for tag, name, text, pos, size in rows:
        out.append(f"{tag}\t{name}\t{text}\t\t\t({pos[0]}, {pos[1]})\t({size[0]}, {size[1]})")
    return "\n".join(out)
