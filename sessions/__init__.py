"""Example sessions shipped with agentworld-play (replayable without a model)."""
