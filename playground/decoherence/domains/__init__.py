"""Per-domain bindings of the fact engine: which view reads which action's output, and what it
describes; the special parts (the terminal session) stay code."""
