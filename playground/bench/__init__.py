"""AgentWorldBench at home: predict a test file, judge predictions with the official judge, score them.

Core only (no Textual): the CLI commands ``predict``, ``judge`` and ``score``, ``compare`` and the
play screen build on these modules.
"""
