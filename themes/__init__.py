"""Themes registered by the terminal UI at start (one file per theme)."""
