"""agentworld-play: a local playground for language world models."""

__version__ = "0.1.0"
