"""Whether a thing runs, read from its status (views/run_states.py), for the rule stopped-then-running."""

from __future__ import annotations

import pytest

from playground.decoherence.views.run_states import run_state, starts_something


@pytest.mark.parametrize("attr, value, state", [
    ("State", "Stopped", "stopped"), ("status", "shut off", "stopped"), ("STATE", "STOPPED", "stopped"),
    ("PowerState", "Powered Off", "stopped"), ("status", "paused", "stopped"),
    ("STATUS", "Up 3 days (healthy)", "running"), ("state", "running", "running"), ("status", "active", "running"),
    ("instance.state", "Running", "running"),
    # a thing that ended by itself, or a unit a timer or a socket may start again, says nothing
    ("status", "exited (0) 2 hours ago", None), ("Active", "inactive (dead)", None), ("status", "completed", None),
    # not a status field
    ("note", "stopped", None), ("name", "running-man", None),
])
def test_run_state(attr: str, value: str, state: str | None) -> None:
    assert run_state(attr, value) == state


@pytest.mark.parametrize("action, starts", [
    ('{"name": "start_job", "arguments": {"job_id": "J-3"}}', True), ("docker compose up -d", True),
    ("doctl compute droplet-action power-on 412339871", True), ('{"name": "powerOn"}', True),
    ("supervisorctl status", False), ("multipass exec dev -- uptime", False), ("ls -l /srv", False),
])
def test_an_action_that_may_start_things(action: str, starts: bool) -> None:
    assert starts_something(action) is starts
