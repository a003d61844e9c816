"""Reading a step's action the way each domain writes it, into the shapes the ledgers know.

Imported AgentWorldBench turns hold the whole user message (a turn heading, maybe the current
state, then the action), and each domain writes its action in its own official format:

- terminal: a JSON list of ``{"keystrokes": ..., "duration": ...}`` (read by shell.typed_commands);
- MCP and search: a JSON tool call ``{"name": ..., "arguments": {...}}`` (search tools:
  ``web_search``, ``web_extractor``, ``dict_memory``);
- SWE: OpenHands ``str_replace_editor`` (``command``: view/create/str_replace/insert/undo_edit)
  and ``execute_bash``; Gemini-CLI ``read_file``, ``write_file``, ``replace``,
  ``run_shell_command``, ``list_directory``, ``glob``, ``search_file_content``;
- web: BrowserGym call strings (``click('a51')``, ``fill('b12', 'x')``, ``goto('url')``);
- android: a UI action, as JSON or as a call string (``tap(5)``, ``type("x")``);
- os (desktop): a Python code block (pyautogui and app helper calls).

:func:`normalize` maps all of them onto the project's own action aliases (``{"action": "bash",
"command": ...}``, ``{"action": "view", "path": ...}``, ``{"action": "click", "element": ...}`` ...),
so each ledger reads one shape. Whatever is not recognised stays as it came: the ledgers do
nothing with an action they do not know (no warning is better than a guessed one).
"""

from __future__ import annotations

import json
import re
from typing import Any

from playground.decoherence.common import Action
from playground.decoherence.effects.gui import literal_call
from playground.decoherence.effects.search import memory_arguments
from playground.decoherence.effects.swe import tool_call
from playground.decoherence.views.numbered import aci_result

_CALL = re.compile(r"^\s*(?P<name>[A-Za-z_][\w.]*)\s*\((?P<args>.*)\)\s*$", re.DOTALL)
_PY_FENCE = re.compile(r"```(?:python|py)\s*\n(.*?)\n?```", re.DOTALL)

# BrowserGym and Android verbs -> the GUI ledger's action names
_GUI_VERBS = {
    "go_back": "back", "goback": "back", "navigate_back": "back", "press_back": "back", "back": "back",
    "go_forward": "forward", "forward": "forward", "goto": "goto", "open_url": "goto", "navigate": "goto",
    "press_home": "home", "navigate_home": "home", "home": "home",
    "click": "click", "tap": "click", "long_press": "long_press", "dblclick": "click", "fill": "fill",
    "type": "type", "input_text": "type", "keyboard_type": "type", "select_option": "select", "hover": "hover",
    "scroll": "scroll", "swipe": "scroll", "new_tab": "new_tab", "tab_close": "tab_close",
    "tab_focus": "tab_focus", "noop": "noop", "wait": "noop", "open_app": "open_app", "launch_app": "open_app",
    # Playwright MCP's browser tools (their ``ref`` names the element of an aria snapshot)
    "browser_click": "click", "browser_type": "fill", "browser_select_option": "select", "browser_hover": "hover",
    "browser_navigate": "goto", "browser_navigate_back": "back", "browser_navigate_forward": "forward",
    "browser_press_key": "keyboard_press", "browser_wait_for": "noop",
}
# positional argument names of the BrowserGym calls that name an element
_GUI_POSITIONAL = {
    "click": ("element", "button"), "dblclick": ("element", "button"), "hover": ("element",),
    "fill": ("element", "value"), "select_option": ("element", "value"), "goto": ("url",),
    "tab_focus": ("index",), "keyboard_type": ("text",), "keyboard_press": ("key",), "tap": ("element",),
    "long_press": ("element",), "type": ("text",), "input_text": ("text",), "open_app": ("app",),
    "scroll": ("delta_x", "delta_y"), "swipe": ("direction",),
}


def parse_call(text: str) -> tuple[str, list[Any], dict[str, Any]] | None:
    """``name(arg, key=value)`` with literal arguments (a BrowserGym or Android action string)."""
    m = _CALL.match(text.strip())
    if m is None or "\n" in m.group("name"):
        return None
    parts = literal_call(text)
    return None if parts is None else (m.group("name"), parts[1], parts[2])


def _gui(data: Any, text: str) -> Action | None:
    """A GUI action as ``{"action": verb, "element": id, ...}``."""
    if isinstance(data, dict):
        verb = next((data[k] for k in ("action", "action_type", "type", "name", "op") if isinstance(data.get(k), str)),
                    None)
        if verb is None:
            return None
        arguments = data.get("arguments")
        fields: dict[Any, Any] = arguments if isinstance(arguments, dict) else data
        out: dict[str, Any] = {"action": _GUI_VERBS.get(verb.lower(), verb.lower())}
        for k, v in fields.items():
            if k in ("action", "action_type", "name", "op"):
                continue
            if k in ("element", "bid", "index", "element_id", "id", "target", "uid") and "element" not in out:
                out["element"] = v
            elif k in ("text", "value", "input", "content"):
                out["value"] = v
            else:
                out[k] = v
        if isinstance(fields.get("ref"), (str, int)):
            out["element"] = fields["ref"]  # Playwright: "element" describes it for the user, "ref" is its id
        if out["action"] == "tab_focus" and "element" in out:
            out["index"] = out.pop("element")
        return Action(text, out)
    call = parse_call(text)
    if call is None:
        lines = [ln.strip() for ln in text.strip().split("\n") if ln.strip()]
        if len(lines) > 1 and all(parse_call(ln) is not None for ln in lines):
            # several actions in one step (BrowserGym's multi-action mode): followed as one unknown change
            steps = [a.data for ln in lines if (a := _gui(None, ln)) is not None]
            return Action(text, {"action": "multi", "steps": steps})
        return None
    name, args, kwargs = call
    verb = name.rsplit(".", 1)[-1].lower()
    out = {"action": _GUI_VERBS.get(verb, verb)}
    if len(args) >= 2 and all(isinstance(a, (int, float)) and not isinstance(a, bool) for a in args[:2]) \
            and "element" in _GUI_POSITIONAL.get(verb, ()):
        # ``tap(540, 1200)``: a point on the screen, not an element's index
        out["x"], out["y"] = args[0], args[1]
        args = []
    # BrowserGym's press(bid, key) names the control; pyautogui's press(key) does not
    positional = ("element", "key") if verb == "press" and len(args) == 2 else ("key",) if verb == "press" \
        else _GUI_POSITIONAL.get(verb, ())
    for key, value in zip(positional, args):
        out[key] = value
    for k, v in kwargs.items():
        key = "element" if k in ("bid", "index", "element_id", "ref") else ("value" if k in ("text", "options") else k)
        out[key] = v
    if verb in ("keyboard_type", "type", "input_text") and "text" in out:
        out["value"] = out.pop("text")
    return Action(text, out)


def _swe(data: Any, text: str) -> Action | None:
    """OpenHands and Gemini-CLI tool calls as the SWE ledger's aliases."""
    if not isinstance(data, dict):
        return None
    name = data.get("name") or data.get("tool") or data.get("action")
    args = Action(text, data).args
    if not isinstance(name, str):
        return None
    name = name.lower()

    def path_of(*keys: str) -> str | None:
        return next((args[k] for k in keys if isinstance(args.get(k), str)), None)

    if name in ("execute_bash", "run_shell_command", "bash", "shell", "run_command", "execute_command"):
        cmd = args.get("command") or args.get("cmd")
        if isinstance(cmd, str):
            out: dict[str, Any] = {"action": "bash", "command": cmd}
            if isinstance(args.get("directory"), str):
                out["directory"] = args["directory"]
            return Action(text, out)
        return None
    if name in ("str_replace_editor", "edit_file", "file_editor", "str_replace_based_edit_tool"):
        cmd = args.get("command")
        path = path_of("path", "file_path")
        if not isinstance(cmd, str) or path is None:
            return None
        if cmd == "view":
            return Action(text, {"action": "view", "path": path, "range": args.get("view_range")})
        if cmd == "create":
            content = args.get("file_text", args.get("content"))
            return Action(text, {"action": "create", "path": path, "content": content})
        if cmd == "str_replace":
            return Action(text, {"action": "str_replace", "path": path, "old": args.get("old_str"),
                                 "new": args.get("new_str", "")})
        if cmd == "insert":
            return Action(text, {"action": "insert", "path": path, "line": args.get("insert_line"),
                                 "text": args.get("new_str", args.get("text"))})
        if cmd == "undo_edit":
            return Action(text, {"action": "undo_edit", "path": path})
        return None
    if name in ("read_file", "view_file", "open_file", "cat_file"):
        path = path_of("absolute_path", "file_path", "path")
        rng = None
        if isinstance(args.get("offset"), int) and isinstance(args.get("limit"), int):
            rng = [args["offset"] + 1, args["offset"] + args["limit"]]
        return Action(text, {"action": "view", "path": path, "range": rng, "reader": "read_file"}) if path else None
    if name in ("write_file", "create_file"):
        path = path_of("file_path", "absolute_path", "path")
        content = args.get("content", args.get("file_text"))
        return Action(text, {"action": "create", "path": path, "content": content}) if path else None
    if name in ("replace", "edit", "replace_in_file"):
        path = path_of("file_path", "absolute_path", "path")
        old, new = args.get("old_string", args.get("old_str")), args.get("new_string", args.get("new_str"))
        if path and isinstance(old, str) and isinstance(new, str):
            return Action(text, {"action": "str_replace", "path": path, "old": old, "new": new,
                                 "all": args.get("expected_replacements") not in (None, 1)})
        return None
    if name in ("list_directory", "ls"):
        path = path_of("path", "dir_path", "absolute_path")
        return Action(text, {"action": "list", "path": path}) if path else None
    if name in ("glob", "search_file_content", "grep", "find_files", "think", "todo_write", "web_fetch",
                "google_web_search", "save_memory"):
        where_ = path_of("path", "dir_path", "absolute_path")
        return Action(text, {"action": "read_only", "reader": name, **({"path": where_} if where_ else {})})
    return None


def _search(data: Any, text: str) -> Action | None:
    """web_search / web_extractor / dict_memory as the search ledger's actions."""
    if not isinstance(data, dict):
        return None
    name = data.get("name") or data.get("tool") or data.get("action")
    if not isinstance(name, str):
        return None
    args = Action(text, data).args
    lname = name.lower()
    if lname == "web_extractor" or lname in ("extract", "web_extract", "fetch_page"):
        urls = args.get("url") or args.get("urls")
        if isinstance(urls, list) and len(urls) == 1 and isinstance(urls[0], str):
            urls = urls[0]
        if isinstance(urls, str):
            rest = {k: v for k, v in args.items() if k not in ("url", "urls")}
            return Action(text, {"action": "open", "url": urls, **rest})
        return Action(text, {"action": "extract_many"})
    if lname == "dict_memory" or lname == "memory":
        op = next((args[k] for k in ("operation", "op", "action", "mode", "command", "type")
                   if isinstance(args.get(k), str)), "")
        op = op.lower()
        table = {"add": "memory_write", "update": "memory_write", "set": "memory_write", "write": "memory_write",
                 "retrieve": "memory_read", "get": "memory_read", "read": "memory_read",
                 "retrieve_all": "memory_list", "list": "memory_list", "remove": "memory_delete",
                 "delete": "memory_delete", "remove_all": "memory_clear", "clear": "memory_clear"}
        kind = table.get(op)
        if kind is None:
            return None
        out: dict[str, Any] = {"action": kind}
        items, keys = memory_arguments(args)  # the official "dict", or as other callers spell it
        if items:
            out["items"] = items
        if keys:
            out["keys"] = keys
        return Action(text, out)
    if lname == "web_search":
        return Action(text, {"action": "web_search", **args})
    return None


def _desktop(text: str) -> Action:
    """A desktop action: the Python code block (its calls are read by the GUI ledger's OS rules)."""
    fences = list(_PY_FENCE.finditer(text))
    code = fences[-1].group(1) if fences else text  # the last code block
    return Action(code, {"action": "code", "code": code})


NORMALIZERS = {
    "swe": lambda a: _swe(a.data, a.text),
    "search": lambda a: _search(a.data, a.text),
    "web": lambda a: _gui(a.data, a.text),
    "android": lambda a: _gui(a.data, a.text),
}


def normalize(domain: str, action: Action) -> Action:
    """``action`` in the shape the domain's ledger reads (unchanged when it is already one, or unknown)."""
    if domain == "desktop":
        if isinstance(action.data, dict):
            return _gui(action.data, action.text) or action
        # a bare ``pyautogui.click(x, y)`` or ``CalcTools.f(...)`` is code (its numbers are a point, not an element)
        code = re.match(r"\s*(?:pyautogui|time|subprocess|os|[A-Z]\w*Tools)\.", action.text) is not None
        call = _gui(None, action.text) if not code and parse_call(action.text) is not None else None
        return call or _desktop(action.text)
    fn = NORMALIZERS.get(domain)
    if fn is None:
        return action
    try:
        return fn(action) or action
    except (TypeError, ValueError, AttributeError, json.JSONDecodeError):
        return action


_SWE_KINDS = {"bash", "view", "create", "str_replace", "insert", "undo_edit", "list", "read_only",
              "read", "write", "edit", "grep", "glob", "ls", "todowrite", "webfetch", "websearch"}  # Claude Code
_SEARCH_KINDS = {"open", "extract_many", "web_search", "search", "find", "memory_write", "memory_read",
                 "memory_list", "memory_delete", "memory_clear"}


def understood(domain: str, action: Action, observation: str = "") -> bool:
    """Whether the domain's ledger can follow this action (a step it cannot is not judged on what the
    action did; the session check says so in an info finding). A SWE result in SWE-agent's envelope
    makes its action a command of that interface, whatever its shape; a text the SWE tables read as a call
    (Cline's XML, Aider's commands and edits, a fenced command) is followed."""
    if domain == "terminal":
        data = action.data
        if isinstance(data, dict):
            data = [data]
        return isinstance(data, list) and bool(data) and all(isinstance(x, dict) and "keystrokes" in x for x in data)
    kind = (action.kind or "").lower()
    if domain == "swe":
        return kind in _SWE_KINDS or aci_result(observation) or tool_call(
            action.data if isinstance(action.data, dict) else action.text) is not None
    if domain == "search":
        return kind in _SEARCH_KINDS or "memory" in kind or kind in ("open_page", "visit", "fetch", "browse")
    if domain == "mcp":
        return bool(kind)
    if domain in ("web", "android"):
        return bool(kind) and isinstance(action.data, dict)
    if domain == "desktop":
        return isinstance(action.data, dict) and (kind != "code" or "pyautogui" in action.text or
                                                  re.search(r"\b[A-Z]\w*Tools\.\w+\(", action.text) is not None)
    return False
