"""Will it fit: GPU probes and the memory / offload planner."""
