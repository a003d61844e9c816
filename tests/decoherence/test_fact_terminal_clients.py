"""Clients in the terminal whose commands name what they touch: a key-value store's client (``redis-cli``)
and an HTTP client (``curl``), read through the same tables and readers as the tool binding."""

from __future__ import annotations

import json
from typing import Any

from tests.decoherence.test_rules import run_case, terminal_case

PROMPT = "ops@cache:~$"


def _case(*turns: tuple[str, str]) -> dict[str, Any]:
    return terminal_case(PROMPT, *turns)


def test_a_renamed_key_shows_again_in_a_full_scan() -> None:
    case = _case(("valkey-cli -n 4 --scan", "lock:a\nbatch:7"),
                 ("valkey-cli -n 4 RENAME batch:7 batch:7:old", "OK"),
                 ("valkey-cli -n 4 LLEN batch:7:old", "(integer) 12"),
                 ("valkey-cli -n 4 --scan", "batch:7\nlock:a"))
    assert {r for _, r in run_case(case)} & {"renamed-old-name", "deleted-present"}
    ok = _case(("valkey-cli -n 4 --scan", "lock:a\nbatch:7"),
               ("valkey-cli -n 4 RENAME batch:7 batch:7:old", "OK"),
               ("valkey-cli -n 4 --scan", "batch:7:old\nlock:a"))
    assert run_case(ok) == []


def test_a_ttl_read_by_the_client_only_falls() -> None:
    case = _case(("redis-cli TTL sess:1", "(integer) 2400"), ("redis-cli GET sess:1", '"{}"'),
                 ("redis-cli TTL sess:1", "(integer) 2466"))
    assert (3, "monotone-reversed") in run_case(case)
    renewed = _case(("redis-cli TTL sess:1", "(integer) 2400"), ("redis-cli EXPIRE sess:1 3600", "(integer) 1"),
                    ("redis-cli TTL sess:1", "(integer) 3599"))
    assert run_case(renewed) == []


def test_a_rest_resource_read_by_curl() -> None:
    item = {"id": 41, "sku": "B-12", "state": "active", "created_at": "2024-05-01T10:00:00Z"}
    case = _case(("curl -s http://localhost:8000/api/products/41", json.dumps(item)),
                 ("curl -s http://localhost:8000/api/health", '{"ok": true}'),
                 ("curl -s http://localhost:8000/api/products/41",
                  json.dumps(dict(item, created_at="2024-05-03T08:00:00Z"))))
    assert (3, "identity-changed") in run_case(case)
    patched = _case(("curl -s http://localhost:8000/api/products/41", json.dumps(item)),
                    ("curl -s -X PATCH http://localhost:8000/api/products/41 -d '{\"state\": \"retired\"}'",
                     json.dumps(dict(item, state="retired"))),
                    ("curl -s http://localhost:8000/api/products/41", json.dumps(dict(item, state="retired"))))
    assert run_case(patched) == []


def test_checks_dry_runs_and_listings_read_only() -> None:
    # a type check with --noEmit (through a launcher), a signature check, a dry run, a volume listing and a
    # `nmcli -f FIELDS ... show` change nothing: a removed file that shows again after them is caught
    for probe in ("npx tsc --noEmit", "gpg --verify dist.tar.gz.asc", "kubectl apply -f app.yaml --dry-run=client",
                  "lvs vg0", "nmcli -f GENERAL.STATE connection show Lab"):
        case = _case(("ls out/", "a.txt  b.txt"), ("rm out/b.txt", ""), (probe, "ok"), ("ls out/", "a.txt  b.txt"))
        assert (4, "deleted-present") in run_case(case), probe
    # the same programs run to change things stay a change of unknown reach
    for change in ("npx tsc", "gpg --armor --detach-sign dist.tar.gz", "kubectl cp pod:/x out/b.txt",
                   "nmcli connection modify Lab ipv4.dns 1.1.1.1"):
        case = _case(("ls out/", "a.txt  b.txt"), ("rm out/b.txt", ""), (change, ""), ("ls out/", "a.txt  b.txt"))
        assert "deleted-present" not in {r for _, r in run_case(case)}, change


def test_a_get_whose_reply_is_thrown_away_writes_nothing() -> None:
    probe = "curl -sS -o /dev/null -w '%{http_code}\\n' https://status.example.net/api/v1/summary"
    case = _case(("cat /etc/app.conf", "port=3101"), (probe, "200"), ("cat /etc/app.conf", "port=3001"))
    assert (3, "state-changed-without-write") in run_case(case)
    # near miss: a reply saved to a file writes that file (and the reader does not know where)
    saved = _case(("cat /etc/app.conf", "port=3101"), (probe.replace("/dev/null", "/etc/app.conf"), "200"),
                  ("cat /etc/app.conf", "port=3001"))
    assert run_case(saved) == []
