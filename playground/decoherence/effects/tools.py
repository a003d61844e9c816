"""Tool-call verbs: what a tool's name says it does, one table for every reader of tool calls (the MCP
ledger, the structured-result reader, the fact engine's tool binding). A name's first word that is a
verb decides (``add_issue_comment`` creates, ``get_repo`` reads); a name with none is a call of unknown
effect."""

from __future__ import annotations

VERBS: dict[str, frozenset[str]] = {
    "read": frozenset({
        "browse", "cat", "check", "count", "describe", "download", "export", "fetch", "find", "get",
        "history", "info", "inspect", "list", "load", "lookup", "ls", "print", "query", "read",
        "retrieve", "search", "show", "stat", "status", "view", "whoami"
    }),
    "create": frozenset({
        "add", "apply", "book", "clone", "comment", "compose", "copy", "create", "draft", "fork",
        "generate", "import", "insert", "invite", "make", "new", "open", "post", "register", "reply", "run",
        "schedule", "send", "submit", "upload"
    }),
    "delete": frozenset({
        "del", "delete", "destroy", "drop", "erase", "purge", "remove", "rm", "trash", "unregister"
    }),
    "update": frozenset({
        "append", "approve", "archive", "assign", "cancel", "change", "checkout", "close", "commit",
        "complete", "decrement", "disable", "edit", "enable", "increment", "install", "kill", "label",
        "lock", "mark", "merge", "modify", "move", "patch", "pin", "publish", "push", "put",
        "reject", "rename", "reopen", "replace", "reset", "resolve", "restart", "revoke", "save",
        "scale", "set", "star", "start", "stop", "tag", "toggle", "transfer", "unarchive",
        "uninstall", "unlock", "unpin", "unstar", "update", "upgrade", "upsert", "write"
    }),
    "restore": frozenset({
        "recover", "restore", "revert", "rollback", "undelete", "undo", "untrash"
    }),
}
# "members" and "replies" are nouns, not verbs (list_workspace_members lists members)
# "sync", "refresh" and "reload" are in no group: they may bring in any change (a call of unknown effect)
# "start" is an update: it acts on a thing that exists (a job, a VM); a create would claim a new one
