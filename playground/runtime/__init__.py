"""Processes around the engine: the model process, batched stream deltas, telemetry sampling."""
