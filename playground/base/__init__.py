"""Base helpers every layer may use: atomic writes, terminal-safe text, child processes."""
