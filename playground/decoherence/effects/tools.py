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
        "ack", "acknowledge", "activate", "append", "approve", "archive", "assign", "cancel", "change",
        "checkout", "close", "commit", "complete", "deactivate", "decrement", "disable", "edit", "enable",
        "increment", "install", "kill", "label", "lock", "mark", "merge", "modify", "move", "mute", "patch",
        "pause", "pin", "publish", "push", "put", "reassign", "reject", "rename", "reopen", "replace", "reset",
        "resize", "deallocate", "reboot", "suspend",
        "resolve", "restart", "resume", "revoke", "save", "scale", "set", "share", "snooze", "star", "start",
        "stop", "tag", "toggle", "transfer", "transition", "unarchive", "uninstall", "unlock", "unmute",
        "unpin", "unshare", "unstar", "update", "upgrade", "upsert", "write"
    }),
    "restore": frozenset({
        "recover", "restore", "revert", "rollback", "undelete", "undo", "untrash"
    }),
}
# Verbs that are nouns as often (``tag_update`` updates a tag; ``purchase_label`` buys a label): a plain verb elsewhere
# in the name says what the call does, and one of these at the end of a longer name is its noun
NOUN_LIKE_VERBS = frozenset({"tag", "label", "comment", "post", "star", "pin", "note", "draft", "reply", "book",
                             "run", "share"})
# Not in VERBS: verbs of a transaction, which move quantities of other things (a receipt raises a stock, a payment
# lowers a balance), so a call of one may change anything (``record_usage`` is no report)
TRANSACTION_VERBS = frozenset({"adjust", "allocate", "pay", "receive", "fulfill", "reserve", "record", "place",
                               "renew", "confirm"})
# Create verbs that may also change things already there (an apply or an import overwrites what it matches; a run
# acts on anything): a create of this kind whose new thing is not known may have changed the others too
UPSERT_WORDS = frozenset({"apply", "import", "run", "open", "generate", "sync", "upsert"})
# HTTP methods that REST wrappers put before the operation (``API-post-search``, ``API-post-database-query``):
# another verb in the name says what the call does; alone (``API-patch-page``) the method does
HTTP_METHOD_WORDS = frozenset({"get", "post", "put", "patch", "delete", "head"})
# Nouns of a report (``service_infos``, ``cluster_health``, ``container_logs``, ``alerts_summary``): a name with no verb
# whose words name one reads it, unless one is a transaction's verb. Not a verb anywhere else: ``details_update``
# updates
REPORT_NOUNS = frozenset({"info", "infos", "detail", "details", "summary", "stats", "health", "logs", "metrics",
                          "usage"})
# "members" and "replies" are nouns, not verbs (list_workspace_members lists members)
# "sync", "refresh" and "reload" are in no group: they may bring in any change (a call of unknown effect)
# "start" is an update: it acts on a thing that exists (a job, a VM); a create would claim a new one

# Tools that work on files by path (a filesystem server): the arguments that name a path, and the pairs
# that name a move's source and destination. A call with a path argument works on ``Ref("file", dir, name)``.
PATH_ARGS = ("path", "file_path", "filepath", "filename", "file", "dir", "directory", "dir_path", "target")
MOVE_ARGS = (("source", "destination"), ("src", "dst"), ("from", "to"), ("old_path", "new_path"),
             ("source_path", "destination_path"), ("old_name", "new_name"))
# nouns of a call that lists a directory's entries
DIRECTORY_NOUNS = frozenset({"directory", "dir", "folder"})
# words of a call that reads a path's metadata (``get_file_info``, ``stat``): its fields are facts of the path
METADATA_WORDS = frozenset({"info", "stat", "stats", "metadata"})
# nouns of a call that reads the current time, and result fields that hold it whatever the call
CLOCK_NOUNS = frozenset({"time", "now", "clock", "datetime", "timestamp"})
# words that may stand beside a clock noun in the name of a call that only reads the time (``server_time``,
# ``utc_now``): a name of these words alone, with no verb, reads the clock
CLOCK_NAME_WORDS = frozenset({"current", "server", "system", "utc", "local", "get"})
CLOCK_FIELDS = frozenset({"now", "current_time", "currenttime", "current_timestamp", "server_time", "utc_now",
                          "current_datetime"})
# update verbs that may take a thing out of its container's listing, or put it back (an archived card, a
# closed issue, a moved file): they touch every thing of the kind in the container, so its size is unknown
MEMBERSHIP_VERBS = frozenset({"archive", "unarchive", "move", "transfer", "close", "reopen", "trash", "untrash",
                              "hide", "unhide", "merge", "restore", "cancel"})
# Result fields besides its update stamp (views/keyclasses.py stamp_kind) that a thing's own service moves whenever
# anyone changes the thing (its version): read twice with different values, the thing was changed in between
CHANGE_VERSIONS = frozenset({"etag", "version", "revision", "rev"})
# Words of a field name whose value follows what others do (a thread's latest reply, its newest item): never
# judged, like the ``last_*`` fields
MOVING_WORDS = frozenset({"latest", "newest", "recent", "most_recent"})
# Argument name endings that name several things of the call's kind at once (``delete_entities(entityNames=[...])``,
# ``remove_items(ids=[...])``): a delete deletes each
KEY_LIST_ENDINGS = ("names", "ids", "keys", "uuids", "identifiers")
# Result fields that hold a thing's human name (an issue's title, a contact's name): a thing the agent created
# keeps the key it was created with under that name, unless something deletes, renames or re-creates it
NAME_FIELDS = ("title", "name", "subject", "summary", "display_name", "displayname")
# Nouns of a read that returns a whole store at once (``read_graph``, ``dump_all``): with no argument, each
# list field of its result is the complete listing of its kind (``"relations": [...]``: every relation)
WHOLE_STORE_NOUNS = frozenset({"graph", "all", "everything", "store", "dump", "snapshot", "database"})
# How many items a listing holds when it is one full page of more (a page of 20 may be the first of many)
PAGE_SIZES = frozenset({10, 20, 25, 30, 50, 100})
# Update verbs that leave the thing in a status (``close_issue``, ``archive_card``), and the statuses a later read may
# then not show while nothing touches the thing: the status their own result shows is what the call set; a later
# status the verb does not rule out (closed -> merged, cancelled -> refunded) is the service's own workflow moving on
SETTLING_VERBS: dict[str, frozenset[str]] = {
    "close": frozenset({"open", "opened", "reopened", "active"}),
    "reopen": frozenset({"closed"}),
    "archive": frozenset({"active", "unarchived"}),
    "unarchive": frozenset({"archived"}),
    "complete": frozenset({"pending", "todo", "incomplete", "not_started", "open"}),
    "resolve": frozenset({"unresolved", "open"}),
    "lock": frozenset({"unlocked"}),
    "unlock": frozenset({"locked"}),
    "publish": frozenset({"draft", "unpublished"}),
    "unpublish": frozenset({"published"}),
    "approve": frozenset({"rejected", "pending_approval"}),
    "reject": frozenset({"approved"}),
    "enable": frozenset({"disabled"}),
    "disable": frozenset({"enabled"}),
    "cancel": frozenset({"active", "open", "pending", "scheduled", "confirmed"}),
}
# Kinds of things that move on by themselves once started (a CI run, a job, a build, an execution): between two reads
# with nothing done to one, its state fields may change (a status, a duration, whether it can still be cancelled)
LIVE_KINDS = frozenset({"run", "job", "build", "pipeline", "execution", "deployment", "operation", "task_run",
                        "taskrun", "flow_run", "dag_run", "workflow_run", "check_run", "check_suite", "step"})
# Nouns of a report of live figures (``container_stats``, ``cluster_health``, ``get_usage``): what it shows of a thing
# moves on by itself between two reads
LIVE_REPORT_NOUNS = frozenset({"stats", "stat", "metrics", "metric", "health", "usage"})
# the result fields that hold a thing's status
STATUS_FIELDS = frozenset({"status", "state"})
# words of a call's name that bring a thing with its own past (an import, a copy, a restore): its stamps are its
# own, not the moment of the call
KEEPS_STAMPS_WORDS = frozenset({"import", "copy", "clone", "duplicate", "restore", "migrate", "sync", "replay"})
# Result fields beside a listing's items that state how many there are in all
TOTAL_FIELDS = frozenset({"total", "total_count", "totalcount", "count", "total_results", "totalresults",
                          "num_results"})
# Fields of an envelope with no key of its own whose record is the call's own thing, not a thing of the field's
# name (``confluence_get_page`` -> ``{"metadata": {"id": ...}, "content": {...}}``: the page)
ENVELOPE_FIELDS = frozenset({"metadata", "attributes", "details", "info", "record", "resource", "entity"})
# Fields in which a record states its own kind (``"object": "block"``, ``"kind": "drive#file"``): a record read through
# a call of another noun (``get_block_children``) is a thing of that kind when the session's calls use that kind as
# their noun (``update_block``), so both calls speak of one thing. Not ``type``: it often names a subtype (a file of a
# repository's contents, at one branch, is not the file a commit wrote)
SELF_KIND_FIELDS = ("object", "kind", "object_type")
# Boolean fields a settling verb leaves set on its thing when its result does not show the thing (``close_task`` ->
# "Task 82 completed"): verb -> (the fields, their value). A later read showing one of them otherwise, with nothing
# touching the thing, reverted it; a thing that recurs (RECURRING_FIELDS) comes back open by design
_DONE = ("is_completed", "completed", "is_done", "done", "checked", "is_checked", "is_closed", "closed")
SETTLED_FLAGS: dict[str, tuple[tuple[str, ...], str]] = {
    "close": (_DONE, "true"), "complete": (_DONE, "true"), "reopen": (_DONE, "false"),
    "archive": (("archived", "is_archived"), "true"), "unarchive": (("archived", "is_archived"), "false"),
    "lock": (("locked", "is_locked"), "true"), "unlock": (("locked", "is_locked"), "false"),
    "pin": (("pinned", "is_pinned"), "true"), "unpin": (("pinned", "is_pinned"), "false"),
    "star": (("starred", "is_starred"), "true"), "unstar": (("starred", "is_starred"), "false"),
}
RECURRING_FIELDS = frozenset({"recurring", "is_recurring", "recurrence", "rrule", "repeat", "repeats"})
BOOLEAN_TEXTS = frozenset({"true", "false", "1", "0", "yes", "no"})
# Statuses a call's own result may show while the change is under way (a later read shows where it settled): such a
# result sets no status
TRANSIENT_STATUSES = frozenset({"pending", "queued", "processing", "starting", "stopping", "updating", "submitted",
                                "accepted", "deleting", "creating", "provisioning"})
# The shape of an opaque key a service draws at random (a Drive file's id: 20 or more letters of both cases and digits):
# it names one thing everywhere, so a thing read with no container and read again inside one (a folder's listing) is
# one thing. Hex ids and words are not opaque enough (a short hash, a slug may repeat in another container)
OPAQUE_KEY = r"(?=[\w-]*[a-z])(?=[\w-]*[A-Z])(?=[\w-]*\d)[A-Za-z0-9][\w-]{19,}"
