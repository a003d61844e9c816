"""llama.cpp at run time: native bindings, the engine, sampling, detokenizing, checkpoints, chat templates,
events, tensor placement, speed benchmarks."""
