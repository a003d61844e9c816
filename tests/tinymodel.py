"""The tiny ``qwen35moe`` model the tests build (the writer lives in the core, which also uses it
to probe the CPU: ``playground.modelfile.tinymodel``).

    python -m tests.tinymodel /tmp/tiny.gguf [--defect]
"""

from __future__ import annotations

from playground.modelfile.tinymodel import (  # noqa: F401  (re-exported for the tests)
    ARCH,
    CHAT_TEMPLATE,
    CORPUS,
    SPECIAL_TOKENS,
    TinyConfig,
    build_vocab,
    bytes_to_unicode,
    main,
    train_bpe,
    write_tiny_model,
)

if __name__ == "__main__":
    main()
