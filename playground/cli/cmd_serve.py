"""agentworld-play serve --mcp | --http: the world model as a simulated environment for programs.

--mcp: an MCP server on stdin/stdout (tools simulate_step, verify_plan, list_sessions, fork_session,
reset_session) for agents such as Claude Desktop. --http: a JSON API with server-sent events
(see playground/agents/http_server.py), loopback only unless --token is given.
"""

from __future__ import annotations

import argparse
from typing import Any

from playground.cli.common import add_load_arguments, add_sampling_arguments

NAME = "serve"
HELP = "serve the world model to agents and programs: MCP tools on stdio, or an HTTP API"
DESCRIPTION = (
    "Serve the simulator. --mcp speaks the Model Context Protocol on stdin/stdout (add it to an MCP "
    "client's server list); --http serves a JSON API with streaming (server-sent events) on "
    "127.0.0.1 (or ::1). Binding another address requires --token (or $AGENTWORLD_SERVE_TOKEN); every "
    "request but GET /v1/health must then send 'Authorization: Bearer TOKEN'. Web pages cannot call it "
    "unless --allow-origin names them. The model loads in the background; one step runs at a time and "
    "--queue requests may wait (more get HTTP 429)."
)
ORDER = 48
TOKEN_ENV = "AGENTWORLD_SERVE_TOKEN"


def add_arguments(p: argparse.ArgumentParser) -> None:
    mode = p.add_mutually_exclusive_group(required=True)
    mode.add_argument("--mcp", action="store_true", help="MCP server on stdin/stdout")
    mode.add_argument("--http", action="store_true", help="HTTP API (JSON, server-sent events)")
    p.add_argument("--model", default=None, help="GGUF file that simulates the steps (or use --server)")
    p.add_argument("--host", default="127.0.0.1", help="--http: address to bind (default %(default)s)")
    p.add_argument("--port", type=int, default=8765, help="--http: port (default %(default)s; 0: any free port)")
    p.add_argument("--token", default=None,
                   help=f"--http: require 'Authorization: Bearer TOKEN' (default: ${TOKEN_ENV}); "
                        "needed to bind a non-loopback address")
    p.add_argument("--allow-origin", action="append", default=[], metavar="ORIGIN",
                   help="--http: let web pages from ORIGIN (e.g. http://localhost:3000) call the API "
                        "(repeatable; other origins get 403)")
    p.add_argument("--queue", type=int, default=4, help="requests that may wait for the model (default %(default)s)")
    p.add_argument("--max-body", type=int, default=1024 * 1024, help="--http: largest request body in bytes")
    p.add_argument("--sessions-dir", default=None,
                   help="where served sessions live (default: served/ in the sessions directory)")
    add_load_arguments(p)
    add_sampling_arguments(p)


def run(args: argparse.Namespace) -> int:
    import os
    import sys

    from playground.agents.http_server import check_bind
    from playground.agents.service import EngineSlot, WorldService
    from playground.cli.common import generation_params
    from playground.errors import InvalidParameterError
    from playground.world.paths import sessions_dir

    token = args.token or os.environ.get(TOKEN_ENV) or None
    if args.http:
        check_bind(args.host, token)  # before anything loads
        if not 0 <= args.port <= 65535:
            raise InvalidParameterError(f"--port must be 0..65535, got {args.port}")
    origins = [_check_origin(o) for o in args.allow_origin]
    if args.queue < 0 or args.queue > 1000:
        raise InvalidParameterError(f"--queue must be 0..1000, got {args.queue}")
    if args.max_body < 1024:
        raise InvalidParameterError("--max-body must be at least 1024 bytes")
    from playground.cli.engines import endpoint_for

    if endpoint_for(args, args.model) is None:  # a GGUF: a wrong path fails now, not in the background load
        if args.model is None:
            raise InvalidParameterError("give --model FILE (the GGUF that simulates the steps), "
                                        "or --server URL --server-model NAME")
        from playground.modelfile.checks import inspect_model_file

        inspect_model_file(args.model)
    params = generation_params(args)
    if args.sessions_dir:
        directory = sessions_dir(args.sessions_dir)
    else:
        directory = sessions_dir(None) / "served"
        directory.mkdir(exist_ok=True)

    def opener() -> Any:  # -> RemoteEngine
        from playground.cli.engines import open_model

        return open_model(args, args.model)

    slot = EngineSlot(opener, queue=args.queue)
    service = WorldService(directory, slot, params=params)
    slot.start()
    try:
        if args.mcp:
            from playground.agents.mcp_server import serve_stdio

            print(f"agentworld-play MCP server on stdio; sessions in {directory}", file=sys.stderr, flush=True)
            serve_stdio(service)
        else:
            from playground.agents.http_server import serve_http, url_of

            def ready(server: Any) -> None:
                auth = "token required" if token else "no token (loopback only)"
                print(f"serving {url_of(server)}/v1 ({auth}); sessions in {directory}", file=sys.stderr,
                      flush=True)

            try:
                serve_http(service, args.host, args.port, token=token, max_body=args.max_body, ready=ready,
                           allow_origins=origins)
            except OSError as e:
                raise InvalidParameterError(f"cannot listen on {args.host}:{args.port}: {e.strerror or e}") from None
    except KeyboardInterrupt:
        print("stopped", file=sys.stderr)
    finally:
        slot.close()
    return 0


def _check_origin(value: str) -> str:
    """An --allow-origin value: scheme://host[:port], as browsers send it in the Origin header."""
    from urllib.parse import urlsplit

    from playground.errors import InvalidParameterError

    parts = urlsplit(value.strip())
    if parts.scheme not in ("http", "https") or not parts.netloc or parts.path.strip("/") or parts.query:
        raise InvalidParameterError(f"--allow-origin takes an origin such as http://localhost:3000, not {value!r}")
    return value.strip().rstrip("/")
