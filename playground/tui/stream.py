"""The UI's batching of engine events lives in the core (the engine process batches too)."""

from playground.streaming import UPDATE_INTERVAL_S, DeltaBatcher, StepDelta

__all__ = ["DeltaBatcher", "StepDelta", "UPDATE_INTERVAL_S"]
