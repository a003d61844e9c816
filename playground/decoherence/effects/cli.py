"""A command-line client's subcommand read as a tool call: ``hcloud server delete web-3`` is what
``server_delete(name="web-3")`` would be, ``rabbitmqctl list_queues`` what ``list_queues()`` is.

Most programs a session meets are in no table here. Read as a whole they may have changed anything, which
leaves nothing earlier to judge. Their subcommands follow one grammar, though: nouns and a verb before
the options (``doctl compute droplet list``), or a verb option (``kafka-topics --delete --topic x``),
then the things named. The verb says what it does through the same table as a tool call's name
(effects/tools.py VERBS); the names become the call's key arguments, ``--long value`` options its other
arguments. The terminal binding hands the result to the tool-call reader, which reads the output's table
or JSON as entities.

A program no table knows may still not reach everything: things of some kinds only some programs change
(:data:`KIND_OWNERS`: commits only git and the tools built on it), so another program's run leaves them as they
were, unless it is a script, an interpreter or a task runner, which may call any program.

Left out: interpreters and task runners (their words are a script's), package managers and toolchains (their
``get``, ``add`` and ``list`` act on a project's files), and words that read a remote thing into a local file.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence, TypeVar

from playground.decoherence.effects.tools import VERBS

# Programs whose words are not a client's subcommands: interpreters and runners (a script's own arguments), shells
# and wrappers, package managers and toolchains (``go get`` edits go.mod; ``pip download`` writes wheels)
NOT_CLIENTS = frozenset({
    "python", "python2", "python3", "node", "ruby", "perl", "php", "java", "bash", "sh", "zsh", "dash", "fish",
    "deno", "bun", "npx", "pnpx", "bunx", "uv", "uvx", "poetry", "pipenv", "pipx", "conda", "mamba", "make", "just",
    "task", "xargs", "env", "time", "timeout", "watch", "nohup", "nice", "strace", "exec", "eval", "sudo", "doas",
    "go", "pip", "pip3", "npm", "yarn", "pnpm", "cargo", "rustup", "gem", "bundle", "composer", "mix", "dotnet",
    "mvn", "gradle", "apt", "apt-get", "dnf", "yum", "zypper", "pacman", "apk", "brew", "snap", "flatpak", "nix",
    "nix-env", "asdf", "sdk", "cabal", "stack", "opam", "dune", "lein", "julia", "Rscript", "R", "swift",
})
# Read words that write the thing they read to a local file (``gh run download``, ``lxc export``): not reads here
LOCAL_WRITING_READS = frozenset({"download", "export", "fetch", "load", "dump", "backup", "save", "pull"})
# Verbs a client uses for a change the tool table files elsewhere: "program verb" -> the tool verb
# (``virsh destroy`` powers a domain off and keeps it; ``multipass delete`` keeps the instance until a purge)
CLIENT_VERBS: dict[str, str] = {"virsh destroy": "stop", "multipass delete": "stop"}
# Verbs whose ``--name`` option, beside an operand naming the thing, is the thing's new name
RENAMING_VERBS = frozenset({"update", "modify", "edit", "set", "rename", "change"})
# Long options that shape the output or the run, not the call (``--format ID,Name``, ``--wait``): not arguments
# (short options never are)
FORMAT_OPTIONS = frozenset({"output", "format", "template", "columns", "jq", "query", "quiet", "json", "yaml",
                            "no-header", "noheader", "no-headers", "all", "verbose", "wait", "yes", "force",
                            "poll-interval", "sort", "sort-by", "width", "color", "no-pager"})
# Options that take no value (a word after them is an operand): the common switches of clients
# (a short option may take one: ``-a app``; read so, the word is not claimed as a name)
SWITCHES = frozenset({"--force", "-y", "--yes", "--quiet", "--verbose", "--wait", "--all", "--json", "--no-headers",
                      "--no-header", "--no-pager", "--purge", "--recursive", "--permanent", "--human-readable"})
_WORD = re.compile(r"^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)*$")
_ID = re.compile(r"^(?:\d+|[0-9a-f]{7,64}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$")
_VERB_WORDS = frozenset().union(*VERBS.values())
T = TypeVar("T")


@dataclass(frozen=True)
class SubcommandCall:
    """A client's subcommand as a tool call: the tool's name (nouns and verb), its arguments, the program."""

    program: str
    name: str
    args: dict[str, Any] = field(default_factory=dict)


def _verb_word(word: str) -> str | None:
    """The verb of one subcommand word (``list``, ``delete_queue``, ``add-label``), else None."""
    parts = re.split(r"[-_]", word)
    return next((p for p in parts if p in _VERB_WORDS), None)


def _verb_at(lead: Sequence[T], is_verb: Callable[[T], bool]) -> int | None:
    """Where the verb is among a subcommand's lead words (the nouns and a verb before the options): the first word
    ``is_verb`` accepts, or the next when it is one too (a noun that is a verb too: ``gh run download``, ``compose
    up``); None when none is."""
    at = next((i for i, w in enumerate(lead) if is_verb(w)), None)
    if at is not None and at + 1 < len(lead) and is_verb(lead[at + 1]):
        at += 1
    return at


def subcommand_call(argv: list[str]) -> SubcommandCall | None:
    """The tool call a client's subcommand is (see the module's doc); None for a program of :data:`NOT_CLIENTS`,
    one whose words hold no verb, or a read that writes a local file."""
    if len(argv) < 2:
        return None
    prog = argv[0].rsplit("/", 1)[-1]
    if prog in NOT_CLIENTS or not re.fullmatch(r"[\w.+-]+", prog):
        return None
    args = argv[1:]
    lead: list[str] = []  # the words before the first option: nouns and a verb (``compute droplet list``)
    for a in args:
        if a.startswith("-") or not _WORD.match(a):
            break
        lead.append(a)
    at = _verb_at(lead, lambda w: _verb_word(w) is not None)
    if at is not None:
        words, verb, rest = lead[:at + 1], lead[at], args[at + 1:]
    else:  # a verb given as an option: ``kafka-topics --delete --topic orders``
        flag = next((a for a in args if a.startswith("--") and a[2:] in _VERB_WORDS), None)
        if flag is None or lead:
            return None
        words, verb, rest = [*re.split(r"[-_]", prog), flag[2:]], flag[2:], [a for a in args if a != flag]
    if (_verb_word(verb) or "") in LOCAL_WRITING_READS:
        return None
    operands, options = _split(rest)
    override = CLIENT_VERBS.get(f"{prog} {verb}")
    if override is not None:
        words = [*words[:-1], override]
    # the verb first: the tool reader takes a name's first verb word, and its last other word as the noun
    name = "_".join([words[-1], *words[:-1]])
    call_args: dict[str, Any] = dict(options)
    pairs = [o for o in operands if "=" in o and not o.startswith("=")]
    call_args.update(dict(p.split("=", 1) for p in pairs))
    named = [o for o in operands if o not in pairs]
    if len(named) == 1 and _verb_word(verb) in RENAMING_VERBS and call_args.get("name") not in (None, named[0]):
        # `hcloud server update web-2 --name web-2-legacy`: the operand names the thing, the option its new name
        call_args["new_name"] = call_args.pop("name")
    if len(named) == 1:
        call_args["id" if _ID.match(named[0]) else "name"] = named[0]
    elif named:
        call_args["ids" if all(_ID.match(n) for n in named) else "names"] = named
    return SubcommandCall(prog, name, call_args)


def _split(rest: list[str]) -> tuple[list[str], dict[str, str]]:
    """The operands after the verb, and the ``--long value`` / ``--long=value`` options that are not about
    output (:data:`FORMAT_OPTIONS`); a word after an option that may take a value is that option's."""
    operands: list[str] = []
    options: dict[str, str] = {}
    i = 0
    while i < len(rest):
        a = rest[i]
        if a == "--":
            operands += rest[i + 1:]
            break
        if a.startswith("-") and len(a) > 1:
            key, eq, value = a.lstrip("-").partition("=")
            if not eq and a not in SWITCHES and i + 1 < len(rest) and not rest[i + 1].startswith("-"):
                value, i = rest[i + 1], i + 1
            if a.startswith("--") and (eq or value) and key not in FORMAT_OPTIONS:
                options[key.replace("-", "_")] = value
        else:
            operands.append(a)
        i += 1
    return operands, options


_GIT = frozenset({"git", "gh", "glab", "hub", "tea", "pass", "gopass", "pre-commit", "lazygit", "tig", "jj", "repo",
                  "stg", "yadm", "chezmoi", "git-lfs", "ghq"})
_CONTAINERS = frozenset({"docker", "podman", "docker-compose", "podman-compose", "nerdctl", "buildah", "lazydocker",
                         "kind", "minikube", "k3d", "terraform", "tofu", "pulumi", "ansible", "ansible-playbook",
                         "vagrant", "devcontainer", "act", "earthly", "tilt", "skaffold"})
_SNAPSHOTS = frozenset({"zfs", "zpool", "restic", "borg", "kopia", "sanoid", "syncoid", "zrepl", "btrfs", "snapper",
                        "timeshift", "lvcreate", "lvremove", "autorestic", "resticprofile", "borgmatic", "vorta"})
# Kinds of things only some programs change: kind -> those programs (and the scripts and runners that call them)
KIND_OWNERS: dict[str, frozenset[str]] = {
    "commit": _GIT, "branch": _GIT, "tag": _GIT, "current": _GIT,
    "container": _CONTAINERS, "volume": _CONTAINERS,
    "dataset": _SNAPSHOTS, "snapshot": _SNAPSHOTS,
    "key": frozenset({"redis-cli", "valkey-cli", "keydb-cli", "redis-benchmark"}),
}
_SCRIPT = re.compile(r"(?:^\.|/)|\.(?:sh|bash|py|rb|pl|js|ts|php|ps1)$")


def _runs_anything(prog: str) -> bool:
    """Whether a program may call any other: a script (named by a path or a script's suffix), an interpreter, a
    runner or a wrapper (:data:`NOT_CLIENTS`)."""
    name = prog.rsplit("/", 1)[-1]
    return not name or name in NOT_CLIENTS or bool(_SCRIPT.search(prog))


def unreached_kinds(argv: list[str]) -> frozenset[str]:
    """The kinds of :data:`KIND_OWNERS` a program that no table knows leaves as they were: none for a script, an
    interpreter or a runner (it may call any program), else those it is not an owner of."""
    prog = argv[0] if argv else ""
    name = prog.rsplit("/", 1)[-1]
    if _runs_anything(prog) or name.startswith("git-"):
        return frozenset()
    return frozenset(kind for kind, owners in KIND_OWNERS.items() if name not in owners)


# Verbs of a subcommand that give no thing a new identity beside what they name: a read, a thing made or removed
# next to the others, a setting changed or a thing marked (``virsh autostart web``, ``nmcli connection modify``).
# Not an apply, an import or a sync (they may replace what they match), nor a start, a restart, an install or an
# upgrade (a process gets a new id), nor a verb no table knows
KEEPING_VERBS: frozenset[str] = (VERBS["read"] | (VERBS["create"] - {"apply", "import", "sync", "upsert", "generate"})
                                 | VERBS["delete"] | frozenset({
                                     "set", "config", "configure", "autostart", "enable", "disable", "label", "unlabel",
                                     "tag", "untag", "annotate", "mark", "unmark", "pin", "unpin", "star", "unstar",
                                     "lock", "unlock", "rename", "edit", "modify", "change", "comment", "assign",
                                     "unassign", "approve", "reject", "close", "reopen", "archive", "unarchive",
                                     "resolve", "publish", "unpublish", "cancel", "complete", "append", "revoke",
                                     "grant", "toggle", "attach", "detach", "hold", "unhold"}))
# Words of a subcommand or its options that start or re-create what it acts on (``compose up``, ``systemctl enable
# --now``): with one of them, no other verb keeps identities
RENEWING_WORDS = frozenset({"up", "down", "start", "restart", "stop", "reload", "reboot", "deploy", "redeploy",
                            "rollout", "recreate", "rebuild", "reset", "respawn", "spawn", "now", "replace",
                            "reinstall", "upgrade", "install", "migrate", "restore", "rollback", "revert"})


def renews(argv: list[str]) -> bool:
    """Whether a program no table knows may give a thing a new identity (a new id, a new process) beyond the things
    it names: yes unless its subcommand's verb (the first word before the options that holds one, or the next, as
    in :func:`subcommand_call`) is one of :data:`KEEPING_VERBS`, and no option's name is one of
    :data:`RENEWING_WORDS`. A script, an interpreter or a runner may do anything."""
    if len(argv) < 2 or _runs_anything(argv[0]):
        return True
    if any(a.startswith("-") and set(re.split(r"[-_]", a.lstrip("-").partition("=")[0])) & RENEWING_WORDS
           for a in argv[1:]):
        return True
    lead = [set(re.split(r"[-_]", a.casefold())) for a in itertools.takewhile(lambda a: not a.startswith("-"),
                                                                              argv[1:])]
    known = _VERB_WORDS | KEEPING_VERBS | RENEWING_WORDS
    at = _verb_at(lead, lambda parts: bool(parts & known))
    if at is None:
        return True
    return bool(lead[at] & RENEWING_WORDS) or not lead[at] & KEEPING_VERBS
