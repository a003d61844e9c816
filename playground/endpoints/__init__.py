"""World models served by an inference server (vLLM, SGLang, llama-server) over the OpenAI API.

:class:`EndpointEngine` has the surface the step runner uses (``info``, ``render_chat``,
``generate``) and streams the same events as the local llama.cpp engine, so sessions, the
model process, decoherence checks and export work unchanged with a server model.
"""

from playground.endpoints.errors import EndpointError
from playground.endpoints.spec import EndpointSpec

__all__ = ["EndpointError", "EndpointSpec"]
