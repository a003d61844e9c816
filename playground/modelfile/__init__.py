"""GGUF files before llama.cpp sees them: header reader, known architectures, file checks, the quantizer."""
