"""Warning kinds by name: today's names keep working for the fact engine's rules.

A user's ``disable`` list (settings, ``check --disable``) and a verify rule's ``ignore`` list name
warning kinds or whole detectors as the older ledgers spell them (``terminal.identity``, ``mcp``,
``gui.state``). The fact engine's warnings are ``fact.<rule id>``; :data:`ALIASES` says which rule an
older kind's last part stands for, so ``disable = ["terminal.identity"]`` also silences
``fact.identity-changed``, and :func:`matches` is the one test both lists use.
"""

from __future__ import annotations

FACT = "fact"
# kinds whose detector is not their first part
KIND_DETECTOR = {"generation": "format", "format": "format"}


def detector_of(kind: str) -> str:
    return KIND_DETECTOR.get(kind, kind.split(".", 1)[0])


# the last part of an older kind -> the fact engine's rules that catch the same contradiction
ALIASES: dict[str, tuple[str, ...]] = {
    "identity": ("identity-changed",), "pid": ("identity-changed",),
    # the MCP ledger's record rules: a changed id, a deleted record returned, a created one missing
    "id": ("identity-changed", "deleted-present", "listing-deleted-member", "created-absent",
           "created-reported-missing"),
    "git": ("identity-changed",), "container": ("identity-changed", "listing-deleted-member"),
    "state": ("set-value-reverted", "state-changed-without-write"),
    "value": ("set-value-reverted", "state-changed-without-write"),
    "setting": ("set-value-reverted",), "env": ("set-value-reverted", "created-absent"),
    "version": ("set-value-reverted",),
    "memory": ("set-value-reverted", "created-absent", "created-reported-missing", "deleted-present"),
    "title": ("identity-changed",), "screen": ("state-changed-without-write",),
    "page": ("identity-changed", "state-changed-without-write"), "find": ("identity-changed",),
    "status": ("set-value-reverted",), "element": ("set-value-reverted",),
    "content": ("state-changed-without-write", "set-value-reverted", "created-reported-missing"),
    "file": ("created-absent", "created-reported-missing", "deleted-present", "listing-deleted-member"),
    "deleted": ("deleted-present", "listing-deleted-member"),
    "created": ("created-absent", "created-reported-missing"),
    "rename": ("renamed-old-name",), "count": ("listing-count",),
    "clock": ("clock-backwards", "monotone-reversed"),
    # the older SWE ledger's exit codes and test summaries (deleted: the fact engine reads a test run's count)
    "exit": ("set-value-reverted", "state-changed-without-write"),
    # the older MCP ledger's check that a tool kept answering in JSON (deleted with it)
    "json": ("state-changed-without-write",),
    # the older terminal ledger's session checks (deleted: the fact engine follows the shell's directory and
    # user as a thing of its own) and its background jobs
    "cwd": ("set-value-reverted", "state-changed-without-write"),
    "prompt": ("set-value-reverted", "state-changed-without-write"),
    "job": ("set-value-reverted", "state-changed-without-write"),
}


def rules_named(name: str) -> set[str]:
    """The fact engine's rule ids an older kind or detector name stands for (an older detector name
    alone, such as ``terminal``, names none: the fact engine is its own detector, ``fact``)."""
    if "." not in name:
        return set()
    return set(ALIASES.get(name.rsplit(".", 1)[1], ()))


def matches(kind: str, names: tuple[str, ...] | list[str]) -> bool:
    """Whether warning ``kind`` is one of ``names``: the kind itself, its detector, or, for a fact
    engine warning, an older kind that is an alias of its rule."""
    detector = detector_of(kind)
    if kind in names or detector in names:
        return True
    if detector == FACT:
        rule = kind.split(".", 1)[1] if "." in kind else ""
        return any(rule in rules_named(n) for n in names)
    return False
