"""The terminal UI (the only package that imports Textual)."""
