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



def test_a_process_table_found_by_its_header_in_a_line_of_several_commands() -> None:
    # `sleep 1; ps ...; ss -ltnp | grep x`: each table finds itself in the output, a filter after it included
    state = {"name": "t", "domain": "swe", "state": "The repository is at /workspace/relayd."}
    start = _oh("./target/release/relayd --config dev.toml > /tmp/relayd.log 2>&1 & echo $!", "[1] 28417\n28417")
    table = ("    PID    PPID STAT     ELAPSED COMMAND\n  {0}     611 Sl         00:02 ./target/release/relayd\n"
             'LISTEN 0 1024 0.0.0.0:7400 0.0.0.0:*    users:(("relayd",pid={0},fd=9))')
    look = "sleep 1; ps -o pid,ppid,stat,etime,args -C relayd; ss -ltnp | grep relayd"
    assert (2, "identity-changed") in run_case({**state, "turns": [start, _oh(look, table.format(28471))]})
    assert run_case({**state, "turns": [start, _oh(look, table.format(28417))]}) == []
    filtered = _oh("ps -eo pid,etime,args | grep -E 'PID|[r]elayd'",
                   "    PID     ELAPSED COMMAND\n  28471 00:09 ./target/release/relayd --config dev.toml")
    assert (2, "identity-changed") in run_case({**state, "turns": [start, filtered]})


def test_process_tables_by_their_headers() -> None:
    from playground.decoherence.views.pids import listed_pids
    assert listed_pids(["ps"], ["ok", "  PID TTY CMD", "  12 ? /usr/bin/foo -a", "  13 ? bar", "", "  14 ? baz"]) == {
        "foo": {"12"}, "bar": {"13"}}  # the table ends at its first line of another shape
    lsof = ["COMMAND  PID    USER   FD   TYPE DEVICE SIZE/OFF NLINK   NODE NAME",
            "java    2318 billing  121w   REG  253,3 9126805     0 131077 /var/log/app.log (deleted)",
            "nginx     12    root    3u   REG    1,2       4     1      5 /x"]
    assert listed_pids(["lsof", "+L1"], lsof) == {"java": {"2318"}, "nginx": {"12"}}
    assert listed_pids(["ps"], ["  PID CMD TIME"]) == {}  # the command line is not its last column
