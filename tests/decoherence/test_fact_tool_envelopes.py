"""How a tool's reply files its records: under a word that says what the call did (``{"created": {...}}``), or
under a shorter name of the call's kind (``list_env_vars`` answering ``{"envs": [...]}``); a container's id the
scope does not name (``teamId`` beside ``projectId``) narrows a listing no more than the scope does."""

from __future__ import annotations

import json
from typing import Any

from playground.decoherence.structured import Call
from tests.decoherence.test_rules import run_case

WHERE = {"projectId": "prj_8kQz2vLm4NcX7tYp1RwB9sDe", "teamId": "team_Hx3Lw9QpZr2Vt6Ky"}


def _var(vid: str, key: str) -> dict[str, Any]:
    return {"id": vid, "key": key, "type": "plain", "target": ["production"], "createdAt": 1732011290518}


def _mcp(*turns: tuple[str, dict[str, Any], Any]) -> dict[str, Any]:
    return {"name": "t", "domain": "mcp", "state": None,
            "turns": [[json.dumps({"name": n, "arguments": a}), json.dumps(o)] for n, a, o in turns]}


def _listed(*vs: dict[str, Any]) -> tuple[str, dict[str, Any], Any]:
    return ("list_env_vars", WHERE, {"envs": list(vs), "pagination": {"count": len(vs), "next": None}})


def test_a_created_record_missing_from_its_kind_s_listing_under_a_shorter_name() -> None:
    a, b, new = _var("Yd2kP9sLqW4xN7vB", "DATABASE_URL"), _var("m3TzR8cQ1vFhK6jA", "SITE_URL"), \
        _var("T8hC4mYw7RzK2bNe", "POSTHOG_HOST")
    made = ("create_env_var", {**WHERE, "key": "POSTHOG_HOST", "value": "https://eu.i.posthog.com"},
            {"created": new, "failed": []})
    assert (3, "created-absent") in run_case(_mcp(_listed(a, b), made, _listed(a, b)))
    assert run_case(_mcp(_listed(a, b), made, _listed(a, b, new))) == []  # near miss: listed


def test_a_container_s_id_is_no_filter() -> None:
    assert Call.of_tool(1, "list_env_vars", WHERE).complete
    assert not Call.of_tool(1, "list_env_vars", {**WHERE, "target": "production"}).complete  # a filter
    # the call's own kind's id names the thing, not a container it lists
    assert not Call.of_tool(1, "get_channel_info", {"channel_id": "C06KQ2M8T4P"}).complete
