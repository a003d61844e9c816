"""The world-model core: domains, prompts, output parsing, sessions, AgentWorldBench interop.

Textual-free: the CLI, the TUI and the tests all drive a world model through
these modules. Data flows one way: a domain validates an action, prompts.py
renders the history, the engine generates, parsing.py splits the answer,
checkers turn problems into warnings, store.py appends the step to disk.
"""
