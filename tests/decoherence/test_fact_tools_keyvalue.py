"""Key-value store commands (effects/keyvalue.py) as MCP tools: a command names the keys it writes (never
everything), a countdown read says the key's TTL, and a scan of every key is a complete listing."""

from __future__ import annotations

import json
from typing import Any

from tests.decoherence.test_rules import run_case, terminal_case


def _case(*turns: tuple[str, dict[str, Any], Any]) -> dict[str, Any]:
    return {"name": "t", "domain": "mcp", "state": None,
            "turns": [[json.dumps({"name": n, "arguments": a}), o if isinstance(o, str) else json.dumps(o)]
                      for n, a, o in turns]}


def test_a_ttl_that_rises_with_only_other_keys_written_in_between() -> None:
    case = _case(("ttl", {"key": "cart:77"}, "3540"),
                 ("incr", {"key": "hits:home"}, "12"),
                 ("hset", {"name": "prefs:77", "key": "theme", "value": "dark"}, "Field set."),
                 ("get", {"key": "cart:77"}, '{"items": 2}'),
                 ("ttl", {"key": "cart:77"}, "3602"))
    assert (5, "monotone-reversed") in run_case(case)


def test_a_write_to_the_key_itself_or_a_short_countdown_stay_quiet() -> None:
    renewed = _case(("ttl", {"key": "cart:77"}, "3540"),
                    ("expire", {"name": "cart:77", "expire_seconds": 7200}, "Expiration set."),
                    ("ttl", {"key": "cart:77"}, "7195"))
    assert run_case(renewed) == []
    # a window of a few seconds may run out and be opened anew by its owner between two reads
    window = _case(("ttl", {"key": "rate:9"}, "14"), ("get", {"key": "other"}, "1"), ("ttl", {"key": "rate:9"}, "58"))
    assert run_case(window) == []
    # an unknown command still may change anything
    unknown = _case(("ttl", {"key": "cart:77"}, "3540"), ("eval_script", {"script": "..."}, "OK"),
                    ("ttl", {"key": "cart:77"}, "3602"))
    assert run_case(unknown) == []


def test_a_renamed_key_in_a_scan_of_every_key() -> None:
    case = _case(("scan_keys", {"pattern": "*"}, ["job:a", "job:b"]),
                 ("rename", {"key": "job:a", "newkey": "job:a:done"}, "OK"),
                 ("scan_keys", {"pattern": "*"}, ["job:b", "job:a"]))
    assert {r for _, r in run_case(case)} & {"renamed-old-name", "deleted-present", "created-absent"}
    some = _case(("scan_keys", {"pattern": "job:*"}, ["job:a", "job:b"]),
                 ("rename", {"key": "job:a", "newkey": "job:a:done"}, "OK"),
                 ("scan_keys", {"pattern": "job:*"}, ["job:b", "job:a:done"]))
    assert run_case(some) == []


def test_a_server_parameter_set_reads_back_as_set() -> None:
    prompt = "ubuntu@cache-01:~$"
    get = "redis-cli CONFIG GET 'maxmemory*'"
    before = '1) "maxmemory"\n2) "0"\n3) "maxmemory-policy"\n4) "noeviction"'
    after = '1) "maxmemory"\n2) "2147483648"\n3) "maxmemory-policy"\n4) "{policy}"'
    steps = [(get, before), ("redis-cli CONFIG SET maxmemory 2gb", "OK"),
             ("redis-cli CONFIG SET maxmemory-policy allkeys-lru", "OK")]
    back = terminal_case(prompt, *steps, (get, after.format(policy="noeviction")))
    assert run_case(back) == [(4, "set-value-reverted")]
    # near misses: the value as set (a size with a unit comes back in bytes), and a CONFIG SET the server refused
    assert run_case(terminal_case(prompt, *steps, (get, after.format(policy="allkeys-lru")))) == []
    refused = terminal_case(prompt, (get, before), ("redis-cli CONFIG SET maxmemory-policy allkeys-lru",
                                                    "(error) ERR CONFIG SET failed (possibly related to argument "
                                                    "'maxmemory-policy') - argument(s) must be one of the following"),
                            (get, before))
    assert run_case(refused) == []
