"""The official Qwen-AgentWorld system prompts, fetched on demand and pinned by commit and sha256.

The model was trained with one system prompt per domain, published in the
official repository (``prompts/<task>/system_prompt.txt``, Apache-2.0). The
project does not ship them: ``agentworld-play prompts pull`` downloads them at
the pinned commit, checks every file's sha256 against the values below, and
stores them in the user's config directory (``$AGENTWORLD_PROMPTS_DIR``
overrides it). A download is all or nothing: any failure (offline, a cut
connection, a wrong hash) is one line and nothing is written.

Which prompt a session uses: the ``prompts`` setting (``official``: the pulled
file when it is present, otherwise the built-in one; ``built-in``: always the
project's own) or a per-session choice. The MCP, search and SWE templates hold
a ``{tool_definitions}`` slot, filled with the session's tool list, and a
``{demonstrations}`` slot, left empty. A session records the choice as
``{"name", "sha256"}`` (sha256 of the template file or of the built-in text).
"""

from __future__ import annotations

import hashlib
import http.client
import os
import socket
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal
from urllib.parse import urlparse

from playground.base.atomicfile import write_atomic
from playground.errors import PlaygroundError
from playground.world.domains import Domain, check_task, fill_prompt, get_domain, session_tool_text
from playground.world.session import Session, SessionHeader

PINNED_COMMIT = "cd0aa83dc7a9c733695eb9c4652e0a68b6e6ecde"
DEFAULT_BASE_URL = "https://raw.githubusercontent.com/QwenLM/Qwen-AgentWorld"
ENV_PROMPTS_DIR = "AGENTWORLD_PROMPTS_DIR"
ENV_PROMPTS_URL = "AGENTWORLD_PROMPTS_URL"
APP_NAME = "agentworld-play"
MAX_FILE_BYTES = 1024 * 1024  # the largest official prompt is about 25 KB

# sha256 of prompts/<task>/system_prompt.txt at PINNED_COMMIT (AgentWorldBench task names).
FILES: dict[str, str] = {
    "mcp": "11eefe9611721731005ec0007b7b9cbf68c97350dac8ad1837c1e886833b5038",
    "search": "75c1950a9c6b8956edf4857d20c431ea89cecbf196528715cd32992d3a681471",
    "terminal": "e550c7bdde941db5fbfd6dcf1ac32c7b7779a1c848c20fb3cb27b0c437cad41d",
    "swe": "eac1fe2970fc96f023ba096eb1af77576715bd9efb3d51dc25398a9e4f6398be",
    "android": "44659d61bf9ab8a990edcaafd8a1f36da5cf1937a79d4f10076a677985342769",
    "web": "dcb679be88f6c5b1f241ec4f10eb506dafd19b95c063041fb0342655950bc86c",
    "os": "5c0b7bf5e31e69a6fcd2bf1b07b5dca79c8189fc025513e6d505ab58a920b6f5",
}

PromptChoice = Literal["official", "built-in"]
CHOICES: tuple[str, ...] = ("official", "built-in")


class OfficialPromptError(PlaygroundError):
    """An official prompt could not be downloaded, or a stored one is missing or changed."""


def sha256_text(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def prompts_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """Where pulled prompts live: ``override``, else $AGENTWORLD_PROMPTS_DIR, else ``prompts/`` next to the
    settings file ($AGENTWORLD_CONFIG's directory when set, else the user config directory), so one
    config directory holds both and `prompts pull`, `prompts list` and new sessions agree."""
    raw = override if override not in (None, "") else os.environ.get(ENV_PROMPTS_DIR) or None
    if raw is not None:
        return Path(raw).expanduser()
    from playground.settings import config_path

    return config_path().parent / "prompts"


def base_url(override: str | None = None) -> str:
    """The repository's raw-file root: ``override``, else $AGENTWORLD_PROMPTS_URL, else raw GitHub."""
    return (override or os.environ.get(ENV_PROMPTS_URL) or DEFAULT_BASE_URL).rstrip("/")


def repo_path(task: str) -> str:
    return f"prompts/{task}/system_prompt.txt"


def file_url(task: str, base: str | None = None) -> str:
    return f"{base_url(base)}/{PINNED_COMMIT}/{repo_path(task)}"


def local_path(task: str, directory: str | os.PathLike[str] | None = None) -> Path:
    return prompts_dir(directory) / PINNED_COMMIT[:12] / task / "system_prompt.txt"


def _task(domain_id: str) -> str | None:
    """The official prompt's task name for a domain id or task name (None: the domain has none)."""
    try:
        task = get_domain(domain_id).bench_task
    except PlaygroundError:
        return None
    return task if task in FILES else None


# ------------------------------------------------------------------ download

def _fetch(task: str, base: str, timeout: float) -> bytes:
    url = file_url(task, base)
    where = repo_path(task)
    host = urlparse(url).netloc or url
    try:
        with urllib.request.urlopen(url, timeout=timeout) as resp:  # noqa: S310 - http(s) URL of our own making
            expected = resp.headers.get("Content-Length")
            data: bytes = resp.read(MAX_FILE_BYTES + 1)
    except urllib.error.HTTPError as e:
        raise OfficialPromptError(f"{where}: the server answered HTTP {e.code} {e.reason} ({url})") from None
    except urllib.error.URLError as e:
        reason = e.reason.strerror if isinstance(e.reason, OSError) and e.reason.strerror else e.reason
        raise OfficialPromptError(f"cannot reach {host} ({reason}); are you offline?") from None
    except http.client.IncompleteRead as e:
        raise OfficialPromptError(f"{where}: the connection was cut after {len(e.partial):,} bytes") from None
    except (socket.timeout, TimeoutError):
        raise OfficialPromptError(f"{where}: no answer from {host} within {timeout:g} s") from None
    except (ConnectionError, http.client.HTTPException, OSError) as e:
        raise OfficialPromptError(f"{where}: the download failed ({type(e).__name__}: {e})") from None
    if len(data) > MAX_FILE_BYTES:
        raise OfficialPromptError(f"{where}: larger than {MAX_FILE_BYTES:,} bytes; not a prompt file")
    if expected is not None and expected.isdigit() and int(expected) != len(data):
        raise OfficialPromptError(f"{where}: the connection was cut after {len(data):,} of {int(expected):,} bytes")
    digest = hashlib.sha256(data).hexdigest()
    if digest != FILES[task]:
        raise OfficialPromptError(f"{where}: sha256 {digest[:16]}… does not match the pinned {FILES[task][:16]}… "
                                  f"(commit {PINNED_COMMIT[:12]})")
    return data


@dataclass(frozen=True)
class PullResult:
    directory: Path
    written: list[str]  # tasks downloaded now
    present: list[str]  # tasks already stored with the right hash


def pull(*, base: str | None = None, directory: str | os.PathLike[str] | None = None, timeout: float = 30.0,
         force: bool = False) -> PullResult:
    """Download every official prompt at the pinned commit; nothing is written unless all arrive intact."""
    todo = [t for t in FILES if force or file_state(t, directory) != "ok"]
    present = [t for t in FILES if t not in todo]
    fetched = {t: _fetch(t, base_url(base), timeout) for t in todo}
    for task, data in fetched.items():
        target = local_path(task, directory)
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(target, [data])
        except OSError as e:
            raise OfficialPromptError(f"cannot write {target}: {e.strerror or e}") from None
    return PullResult(prompts_dir(directory), list(fetched), present)


# ------------------------------------------------------------------- stored files

def file_state(task: str, directory: str | os.PathLike[str] | None = None) -> Literal["ok", "missing", "changed"]:
    path = local_path(task, directory)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return "missing"
    except OSError:
        return "changed"
    return "ok" if hashlib.sha256(data).hexdigest() == FILES[task] else "changed"


def load_official_template(domain_id: str, directory: str | os.PathLike[str] | None = None) -> str:
    """The pulled template of a domain, verified; OfficialPromptError when missing or changed."""
    task = _task(domain_id)
    if task is None:
        raise OfficialPromptError(f"there is no official prompt for the {domain_id} domain")
    path = local_path(task, directory)
    state = file_state(task, directory)
    if state == "missing":
        raise OfficialPromptError(f"the official {task} prompt is not downloaded; run `agentworld-play prompts pull`")
    if state == "changed":
        raise OfficialPromptError(f"{path} does not match the pinned sha256; "
                                  "run `agentworld-play prompts pull --force`")
    return path.read_bytes().decode("utf-8")


# ----------------------------------------------------------------- choosing one

@dataclass(frozen=True)
class SystemPrompt:
    """The system prompt a session uses, and how it is recorded in the session header."""

    text: str
    name: str  # official:<task>@<commit> or built-in:<domain>
    sha256: str  # of the official template file, or of the built-in text

    def record(self) -> dict[str, str]:
        return {"name": self.name, "sha256": self.sha256}


def builtin_prompt(domain: Domain, tool_definitions: str | None = None) -> SystemPrompt:
    """The project's own prompt; a tool domain's with the session's tools in its ``{tool_definitions}`` (the
    record's sha256 is the template's, as for the official prompts)."""
    tools = tool_definitions or session_tool_text(domain, None)
    text = fill_prompt(domain.system_prompt, tools) if domain.tools_in_system else domain.system_prompt
    return SystemPrompt(text, f"built-in:{domain.id}", sha256_text(domain.system_prompt))


def fill_template(template: str, tool_definitions: str | None) -> str:
    """The official template with its slots filled: tools listed, no demonstrations."""
    return fill_prompt(template, tool_definitions)


def choose_prompt(domain_id: str, choice: str = "official", *, tool_definitions: str | None = None,
                  directory: str | os.PathLike[str] | None = None,
                  quiet_when_absent: bool = False) -> tuple[SystemPrompt, str | None]:
    """(the system prompt to use, a one-line notice when the official one was wanted but not usable).

    ``tool_definitions``: the session's tool list (its initial state); without one, search and SWE use
    the project's descriptions of their tools. ``quiet_when_absent``: "official" is the default
    choice and means "official when pulled", so files never pulled give no notice (changed ones do).
    """
    domain = get_domain(domain_id)
    tools = tool_definitions or session_tool_text(domain, None)
    if choice not in CHOICES:
        return builtin_prompt(domain, tools), (f"prompts = {choice!r} is not one of {', '.join(CHOICES)}; "
                                               "using the built-in prompt")
    task = _task(domain.id)
    if choice == "built-in" or task is None:
        return builtin_prompt(domain, tools), None
    if quiet_when_absent and file_state(task, directory) == "missing":
        return builtin_prompt(domain, tools), None
    try:
        template = load_official_template(domain.id, directory)
    except OfficialPromptError as e:
        return builtin_prompt(domain, tools), f"{e}; using the built-in prompt"
    text = fill_template(template, tools)
    return SystemPrompt(text, f"official:{task}@{PINNED_COMMIT[:12]}", FILES[task]), None


def describe_prompt(domain_id: str, system_prompt: str, record: dict[str, str] | None) -> str:
    """One line naming a session's system prompt: its record, else what the text matches."""
    if record:
        return f"{record.get('name', '?')}  sha256 {str(record.get('sha256', ''))[:16]}"
    digest = sha256_text(system_prompt)
    try:
        if get_domain(domain_id).system_prompt == system_prompt:
            return f"built-in:{get_domain(domain_id).id}  sha256 {digest[:16]}"
    except PlaygroundError:
        pass
    return f"session's own  sha256 {digest[:16]}"


def start_session(directory: str | os.PathLike[str], domain_id: str, choice: str = "official", *,
                  initial_state: str | None = None, name: str | None = None, title: str = "",
                  task: str | None = None, prompts_directory: str | os.PathLike[str] | None = None,
                  quiet_when_absent: bool = False, defer: bool = False, **header: Any) -> tuple[Session, str | None]:
    """A new session whose system prompt follows ``choice`` and is recorded in its header.

    Returns the session and the one-line notice of :func:`choose_prompt` (None when the wanted
    prompt was used). ``task``: the task (or simulation) instruction turn 1 shows, in domains with one.
    ``header``: other SessionHeader fields (model, params, seed, example). ``defer``: the file appears
    with the first saved step (see ``store.new_session``).
    """
    from playground.world.paths import session_path
    from playground.world.store import default_session_name, new_session

    domain = get_domain(domain_id)
    state = initial_state if initial_state is not None else (domain.initial_state or None)
    check_task(domain, task)
    prompt, notice = choose_prompt(domain.id, choice, tool_definitions=session_tool_text(domain, state),
                                   directory=prompts_directory, quiet_when_absent=quiet_when_absent)
    head = SessionHeader(domain=domain.id, system_prompt=prompt.text, title=title, initial_state=state,
                         prompt=prompt.record(), task=task or None, **header)
    target = session_path(Path(directory), name or default_session_name(domain.id))
    return new_session(target, head, defer=defer), notice
