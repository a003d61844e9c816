"""Items MCP tools create and delete by name rather than by id: the knowledge-graph style
``create_entities(entities=[{"name": ...}])`` / ``delete_entities(entityNames=[...])``, and any delete/remove
tool given a name, title or key (one or a list): ``remove_bookmark(title="Runbook")``.

A named item deleted must not be listed again; one created must be in a later *complete* listing of its kind:
a read called with no arguments at all (``read_graph()``, ``list_bookmarks()``; a search or a page is a
filtered view, never judged) whose result holds a list of that kind (``{"entities": [...]}`` for an entity,
or the listing tool's own noun). A failed call changes nothing; a create of a deleted name brings it back.
"""

from __future__ import annotations



# An argument that places the item inside something else (remove_label(issue_number=5, name="bug") takes a
# label off an issue; it does not delete the label): such calls are not followed.
CONTAINERS = {"id", "ids", "uuid", "number", "parent", "folder", "dir", "directory", "path", "project", "team",
              "channel", "repo", "repository", "owner", "board", "list", "group", "workspace", "space", "issue",
              "user", "member", "org", "organization", "database", "db", "collection", "table", "namespace",
              "bucket", "account", "calendar", "category", "tag", "page", "doc", "document", "thread", "chat",
              "from", "to", "source", "target", "node", "entity", "sheet", "file", "server", "site", "scope"}


def singular(w: str) -> str:
    """A plural noun of a tool or field name as its singular ('entities' -> 'entity')."""
    if w.endswith("ies") and len(w) > 4:
        return w[:-3] + "y"
    if w.endswith("ses") or w.endswith("xes"):
        return w[:-2]
    if w.endswith("s") and not w.endswith(("ss", "us", "is")) and len(w) > 3:
        return w[:-1]
    return w


