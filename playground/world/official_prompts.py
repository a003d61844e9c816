"""The official Qwen-AgentWorld prompts, fetched on demand and pinned by commit and sha256.

The model was trained with one system prompt per domain, published in the
official repository (``prompts/<task>/system_prompt.txt``, Apache-2.0), and its
benchmark is scored by a judge with one system prompt per domain
(``prompts/<task>/judge_system_prompt.txt``) and one user-message template
(``JUDGE_USER_PROMPT`` in ``eval/lwm_eval_utils/task_configs.py``). The project
does not ship them: ``agentworld-play prompts pull`` downloads them at the
pinned commit, checks every file's sha256 against the values below, and stores
them in the user's config directory (``$AGENTWORLD_PROMPTS_DIR`` overrides it).
The judge template is read out of ``task_configs.py`` with :mod:`ast` (the file
is never executed: only a module-level assignment of a plain string literal is
accepted) and stored as a text file beside the prompts. A download is all or
nothing: any failure (offline, a cut connection, a wrong hash, a template that
cannot be read) is one line and nothing is written.

Which prompt a session uses: the ``prompts`` setting (``official``: the pulled
file when it is present, otherwise the built-in one; ``built-in``: always the
project's own) or a per-session choice. The MCP, search and SWE templates hold
a ``{tool_definitions}`` slot, filled with the session's tool list, and a
``{demonstrations}`` slot, left empty. A session records the choice as
``{"name", "sha256"}`` (sha256 of the template file or of the built-in text).
"""

from __future__ import annotations

import ast
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

# sha256 of prompts/<task>/judge_system_prompt.txt at PINNED_COMMIT.
JUDGE_FILES: dict[str, str] = {
    "mcp": "dd2d05c1648cb90c77334cc5f15ba331aa92452effb85ddc5868e6b3608ebfb2",
    "search": "3300bf23258ca556020d48d2fea6c5fb878ce451a100c6110f461c079ab50d83",
    "terminal": "0c416c5e55d77733ec6c52064a196e10b17833703d4bde9b046291e77a996dbc",
    "swe": "c4abc65e1ca1b5947c1596be2be63aebed5a8cd184ff95ebefaf38b3d4b9fa8e",
    "android": "04e654f3f907139c1aaeb9c0ab1374cb6bac8162ce3af76c0f4dc3ed2dedadaa",
    "web": "dc2517b4e04eb8ea9e10fb7b8fcdefc9487ad26cb0cc20ec8d2fca29d532c6d6",
    "os": "105640a1d7c70280f5c4f042d3968a1a8a0dffae2b06ae9d780a45cb9a8c1426",
}
# The judge's user-message template: read from this file (sha256 of the file at PINNED_COMMIT) ...
JUDGE_CONFIG_PATH = "eval/lwm_eval_utils/task_configs.py"
JUDGE_CONFIG_SHA256 = "9f54d42d80bb0a4abab03f606da715b68bbb51f1e0257850e5a93d83b0f4113a"
# ... as the value of this module-level name, stored as text with this sha256.
JUDGE_USER_NAME = "JUDGE_USER_PROMPT"
JUDGE_USER_SHA256 = "fef65e91721756c369abe85c956fd0d785f36d8d6cca8a7d34fb87c809d9b1f6"
# The fields upstream's build_judge_messages fills with str.format.
JUDGE_USER_FIELDS: tuple[str, ...] = ("context", "world_model_input", "predicted_observation", "ground_truth")

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


def judge_repo_path(task: str) -> str:
    return f"prompts/{task}/judge_system_prompt.txt"


def raw_url(path: str, base: str | None = None) -> str:
    """The URL of a file of the repository at the pinned commit."""
    return f"{base_url(base)}/{PINNED_COMMIT}/{path}"


def file_url(task: str, base: str | None = None) -> str:
    return raw_url(repo_path(task), base)


def local_path(task: str, directory: str | os.PathLike[str] | None = None) -> Path:
    return prompts_dir(directory) / PINNED_COMMIT[:12] / task / "system_prompt.txt"


def judge_local_path(task: str, directory: str | os.PathLike[str] | None = None) -> Path:
    return prompts_dir(directory) / PINNED_COMMIT[:12] / task / "judge_system_prompt.txt"


def judge_user_template_path(directory: str | os.PathLike[str] | None = None) -> Path:
    return prompts_dir(directory) / PINNED_COMMIT[:12] / "judge_user_prompt.txt"


def _task(domain_id: str) -> str | None:
    """The official prompt's task name for a domain id or task name (None: the domain has none)."""
    try:
        task = get_domain(domain_id).bench_task
    except PlaygroundError:
        return None
    return task if task in FILES else None


def _judge_task(name: str) -> str | None:
    """The judge prompt's task name for a task name (a row's subtask) or a domain id; None: none."""
    if name in JUDGE_FILES:
        return name
    try:
        task = get_domain(name).bench_task
    except PlaygroundError:
        return None
    return task if task in JUDGE_FILES else None


# ------------------------------------------------------------------ download

def _fetch(path: str, expected_sha256: str, base: str, timeout: float) -> bytes:
    """One file of the repository at the pinned commit, checked against its pinned sha256."""
    url = raw_url(path, base)
    host = urlparse(url).netloc or url
    try:
        with urllib.request.urlopen(url, timeout=timeout) as resp:  # noqa: S310 - http(s) URL of our own making
            expected = resp.headers.get("Content-Length")
            data: bytes = resp.read(MAX_FILE_BYTES + 1)
    except urllib.error.HTTPError as e:
        raise OfficialPromptError(f"{path}: the server answered HTTP {e.code} {e.reason} ({url})") from None
    except urllib.error.URLError as e:
        reason = e.reason.strerror if isinstance(e.reason, OSError) and e.reason.strerror else e.reason
        raise OfficialPromptError(f"cannot reach {host} ({reason}); are you offline?") from None
    except http.client.IncompleteRead as e:
        raise OfficialPromptError(f"{path}: the connection was cut after {len(e.partial):,} bytes") from None
    except (socket.timeout, TimeoutError):
        raise OfficialPromptError(f"{path}: no answer from {host} within {timeout:g} s") from None
    except (ConnectionError, http.client.HTTPException, OSError) as e:
        raise OfficialPromptError(f"{path}: the download failed ({type(e).__name__}: {e})") from None
    if len(data) > MAX_FILE_BYTES:
        raise OfficialPromptError(f"{path}: larger than {MAX_FILE_BYTES:,} bytes; not a prompt file")
    if expected is not None and expected.isdigit() and int(expected) != len(data):
        raise OfficialPromptError(f"{path}: the connection was cut after {len(data):,} of {int(expected):,} bytes")
    digest = hashlib.sha256(data).hexdigest()
    if digest != expected_sha256:
        raise OfficialPromptError(f"{path}: sha256 {digest[:16]}… does not match the pinned {expected_sha256[:16]}… "
                                  f"(commit {PINNED_COMMIT[:12]})")
    return data


def _bindings(node: ast.AST, name: str) -> list[ast.AST]:
    """Every place under ``node`` that binds or unbinds ``name`` (assignment, walrus, loop, del, import as)."""
    return [n for n in ast.walk(node)
            if (isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, (ast.Store, ast.Del)))
            or (isinstance(n, ast.alias) and (n.asname or n.name) == name)]


def judge_user_template_from_source(source: bytes) -> str:
    """``JUDGE_USER_PROMPT`` read out of ``task_configs.py`` without running it.

    Accepted: exactly one binding of the name in the whole file, a module-level ``NAME = "literal"``
    (implicit concatenation of literals is one literal to the parser). Anything that would need the
    file to run (a call, an f-string, ``+``, a second assignment) is refused, as is a template that
    does not format with the four fields upstream fills. Every refusal is one line.
    """
    where = f"{JUDGE_CONFIG_PATH}: {JUDGE_USER_NAME}"
    try:
        tree = ast.parse(source.decode("utf-8"), filename=JUDGE_CONFIG_PATH)
    except UnicodeDecodeError:
        raise OfficialPromptError(f"{JUDGE_CONFIG_PATH}: not UTF-8 text") from None
    except SyntaxError as e:
        raise OfficialPromptError(f"{JUDGE_CONFIG_PATH}: not valid Python (line {e.lineno}: {e.msg})") from None
    except (ValueError, RecursionError, MemoryError) as e:
        raise OfficialPromptError(f"{JUDGE_CONFIG_PATH}: cannot be parsed ({type(e).__name__})") from None
    bindings = _bindings(tree, JUDGE_USER_NAME)
    if not bindings:
        raise OfficialPromptError(f"{where} is not assigned in the file")
    if len(bindings) > 1:
        raise OfficialPromptError(f"{where} is assigned {len(bindings)} times; expected one string literal")
    stmt = next(s for s in tree.body if _bindings(s, JUDGE_USER_NAME))
    if not (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name)):
        raise OfficialPromptError(f"{where} (line {stmt.lineno}) is not a plain module-level assignment")
    value = stmt.value
    if not (isinstance(value, ast.Constant) and isinstance(value.value, str)):
        raise OfficialPromptError(f"{where} (line {stmt.lineno}) is not a string literal "
                                  f"({type(value).__name__}); the file is never run")
    template = value.value
    try:
        template.format(**{f: "" for f in JUDGE_USER_FIELDS})
    except (KeyError, IndexError, ValueError, AttributeError) as e:
        raise OfficialPromptError(f"{where} is not a template of the fields "
                                  f"{', '.join(JUDGE_USER_FIELDS)} ({type(e).__name__}: {e})") from None
    return template


@dataclass(frozen=True)
class PullResult:
    directory: Path
    written: list[str]  # items downloaded now: "<task>" (system prompt), "judge:<task>", "judge:user"
    present: list[str]  # items already stored with the right hash


JUDGE_USER_ITEM = "judge:user"


def pull(*, base: str | None = None, directory: str | os.PathLike[str] | None = None, timeout: float = 30.0,
         force: bool = False) -> PullResult:
    """Download every official prompt (world model and judge) at the pinned commit; nothing is written
    unless all arrive intact."""
    root = base_url(base)
    stored = stored_files(directory)
    todo = [f for f in stored if force or f.state != "ok"]
    present = [f.item for f in stored if f not in todo]
    fetched: list[tuple[StoredFile, bytes]] = []
    for f in todo:
        if f.kind == "judge-user":
            source = _fetch(JUDGE_CONFIG_PATH, JUDGE_CONFIG_SHA256, root, timeout)
            data = judge_user_template_from_source(source).encode("utf-8")
            if hashlib.sha256(data).hexdigest() != f.sha256:
                raise OfficialPromptError(f"{JUDGE_CONFIG_PATH}: {JUDGE_USER_NAME} does not match the pinned sha256 "
                                          f"{f.sha256[:16]}… (commit {PINNED_COMMIT[:12]})")
        else:
            data = _fetch(f.repo_path, f.sha256, root, timeout)
        fetched.append((f, data))
    for f, data in fetched:
        try:
            f.path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(f.path, [data])
        except OSError as e:
            raise OfficialPromptError(f"cannot write {f.path}: {e.strerror or e}") from None
    return PullResult(prompts_dir(directory), [f.item for f, _ in fetched], present)


# ------------------------------------------------------------------- stored files

FileState = Literal["ok", "missing", "changed"]


def _state(path: Path, sha256: str) -> FileState:
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return "missing"
    except OSError:
        return "changed"
    return "ok" if hashlib.sha256(data).hexdigest() == sha256 else "changed"


def file_state(task: str, directory: str | os.PathLike[str] | None = None) -> FileState:
    return _state(local_path(task, directory), FILES[task])


def judge_file_state(task: str, directory: str | os.PathLike[str] | None = None) -> FileState:
    return _state(judge_local_path(task, directory), JUDGE_FILES[task])


def judge_user_template_state(directory: str | os.PathLike[str] | None = None) -> FileState:
    return _state(judge_user_template_path(directory), JUDGE_USER_SHA256)


@dataclass(frozen=True)
class StoredFile:
    """One pulled file: what it is, where upstream has it, where it is stored and whether it is intact."""

    kind: Literal["system", "judge", "judge-user"]
    task: str  # "" for the judge's user template (one for all tasks)
    repo_path: str  # in the repository (the template: the file it is read from)
    sha256: str  # of the stored file
    path: Path
    state: FileState

    @property
    def item(self) -> str:
        return {"system": self.task, "judge": f"judge:{self.task}", "judge-user": JUDGE_USER_ITEM}[self.kind]


def stored_files(directory: str | os.PathLike[str] | None = None) -> list[StoredFile]:
    """Every file `prompts pull` stores, in the order `prompts list` shows them, with its state."""
    out = [StoredFile("system", t, repo_path(t), h, local_path(t, directory), file_state(t, directory))
           for t, h in FILES.items()]
    out += [StoredFile("judge", t, judge_repo_path(t), h, judge_local_path(t, directory),
                       judge_file_state(t, directory)) for t, h in JUDGE_FILES.items()]
    out.append(StoredFile("judge-user", "", JUDGE_CONFIG_PATH, JUDGE_USER_SHA256, judge_user_template_path(directory),
                          judge_user_template_state(directory)))
    return out


_PULL_HINT = "run `agentworld-play prompts pull`"


def _read_verified(path: Path, state: FileState, what: str) -> str:
    if state == "missing":
        raise OfficialPromptError(f"{what} is not downloaded; {_PULL_HINT}")
    if state == "changed":
        raise OfficialPromptError(f"{path} does not match the pinned sha256; {_PULL_HINT} (it replaces changed files)")
    try:
        return path.read_bytes().decode("utf-8")
    except (OSError, UnicodeDecodeError) as e:  # replaced between the check and the read
        raise OfficialPromptError(f"cannot read {path} ({type(e).__name__}); {_PULL_HINT}") from None


def load_official_template(domain_id: str, directory: str | os.PathLike[str] | None = None) -> str:
    """The pulled template of a domain, verified; OfficialPromptError when missing or changed."""
    task = _task(domain_id)
    if task is None:
        raise OfficialPromptError(f"there is no official prompt for the {domain_id} domain")
    return _read_verified(local_path(task, directory), file_state(task, directory), f"the official {task} prompt")


def load_judge_system_prompt(task: str, directory: str | os.PathLike[str] | None = None) -> str:
    """The pulled judge system prompt of a task (or of a domain id), verified; OfficialPromptError when
    there is none for it, or it is missing or changed."""
    name = _judge_task(task)
    if name is None:
        raise OfficialPromptError(f"there is no official judge prompt for {task!r} "
                                  f"(known: {', '.join(JUDGE_FILES)})")
    return _read_verified(judge_local_path(name, directory), judge_file_state(name, directory),
                          f"the official {name} judge prompt")


def load_judge_user_template(directory: str | os.PathLike[str] | None = None) -> str:
    """Upstream's judge user-message template (``JUDGE_USER_PROMPT``), verified; a ``str.format``
    template of :data:`JUDGE_USER_FIELDS`. OfficialPromptError when missing or changed."""
    return _read_verified(judge_user_template_path(directory), judge_user_template_state(directory),
                          "the official judge user template")


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
