"""The SWE binding's processes left running: a server's id as its job line, its log and the process tables
show it is its identity, until a kill or another start."""

from __future__ import annotations

import json

from tests.decoherence.test_rules import run_case


def _oh(command: str, output: str) -> list[str]:
    return [json.dumps({"name": "execute_bash", "arguments": {"command": command}}),
            f"{output}\n[The command completed with exit code 0.]"]


START = _oh("./bin/gkproxy --config dev.yaml > /tmp/gk.log 2>&1 &", "[1] 48213")
LOG = _oh("cat /tmp/gk.log", 'time=09:41:36 level=INFO msg="gkproxy starting" pid=48213 listen=:8089')
PS = "    PID     ELAPSED COMMAND\n  {} 01:02 ./bin/gkproxy --config dev.yaml"


def test_a_background_server_shown_under_another_pid_with_no_restart() -> None:
    state = {"name": "t", "domain": "swe", "state": "The repository is at /workspace/gatekeeper."}
    health = _oh("curl -s localhost:8089/healthz", '{"status":"ok"}')
    case = {**state, "turns": [START, LOG, health, _oh("ps -o pid,etime,args -C gkproxy", PS.format(48271))]}
    assert (4, "identity-changed") in run_case(case)
    # near misses: the same pid; killed and started again; a log read again whose old lines name an older run
    same = {**state, "turns": [START, LOG, _oh("ps -o pid,etime,args -C gkproxy", PS.format(48213))]}
    assert run_case(same) == []
    again = _oh("kill 48213; ./bin/gkproxy --config dev.yaml > /tmp/gk.log 2>&1 &", "[2] 48300")
    restarted = {**state, "turns": [START, LOG, again, _oh("ps -o pid,etime,args -C gkproxy", PS.format(48300))]}
    assert run_case(restarted) == []


def test_a_url_without_a_scheme_is_an_http_get() -> None:
    from playground.decoherence.effects.shell import http_request
    assert http_request(["curl", "-s", "localhost:8093/actuator/health"]) == (
        "GET", "http://localhost:8093/actuator/health", None)
    assert http_request(["curl", "-s", "build/out.json"]) is None  # a path, not a host

