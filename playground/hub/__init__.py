"""Getting model files: the Hugging Face catalog, ranged header reads, resumable verified downloads
into the standard Hugging Face cache, and discovery of GGUF files already on disk.

Modules: ``catalog`` (what a repo offers), ``remote`` (a GGUF header over HTTP Range),
``download`` (resumable, sha256-verified downloads), ``local`` (what is already here),
``pick`` (the best quant for the GPU, from remote headers and the fit planner),
``hfenv`` (cache dir, endpoint, offline mode, read at call time), ``cache`` (the cache
layout), ``errors`` (domain errors). Textual-free; huggingface_hub is imported by the
modules that talk to the Hub, never by ``playground.cli`` at start-up.
"""
