"""Screens of the terminal UI (one module each)."""
