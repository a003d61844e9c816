"""The domain-free rule: a record shown again word for word, but with another identifier."""

from __future__ import annotations

import json

import pytest

from playground.decoherence.common import Action
from playground.decoherence.recurring_lines import RecurringLines, reads_only


def keys(command: str) -> Action:
    data = [{"keystrokes": command + "\n", "duration": 1.0}]
    return Action(json.dumps(data), data)


def call(name: str, **arguments: object) -> Action:
    data = {"name": name, "arguments": arguments}
    return Action(json.dumps(data), data)


def run(domain: str, steps: list[tuple[Action, str]], state: str = "") -> list[tuple[int, str]]:
    rule = RecurringLines(domain)
    rule.seed(state)
    return [(i, w.kind) for i, (action, obs) in enumerate(steps, 1) for w in rule.observe(i, action, obs)]


ORDER = "Order {} placed on Mar 3, 2024 - 3 items - total $64.50"


def test_a_record_shown_again_with_another_id_after_reading_only() -> None:
    found = run("mcp", [(call("get_order", order_id="48213"), ORDER.format("#48213")),
                        (call("list_customers"), "Ann Lee\nBo Chen"),
                        (call("list_orders", customer="ann"), ORDER.format("#48231") + "\n" +
                         "Order #47002 placed on Jan 9, 2024 - 1 item - total $12.00")])
    assert found == [(3, "generic.identity")]


@pytest.mark.parametrize("shape", [
    "{} Add envvar to Option repr",  # a commit hash
    "Main PID: {} (nginx)",  # a PID is one only with "PID" before it
    "request 7a0c1f2e-9b1d-4c8e-8f00-1a2b3c4d5e6f handled by worker alpha in region west",
])
def test_hashes_uuids_across_domains(shape: str) -> None:
    if "{}" not in shape:
        ids = ("7a0c1f2e-9b1d-4c8e-8f00-1a2b3c4d5e6f", "0b1c2d3e-4f50-4a6b-9c7d-8e9f0a1b2c3d")
        first, second = shape, shape.replace(*ids)
    else:
        old, new = ("1423", "1587") if "PID" in shape else ("b7a93d2", "8c21f6e")
        first, second = shape.format(old), shape.format(new)
    found = run("terminal", [(keys("cat log.txt"), first), (keys("pwd"), "/srv"), (keys("cat log.txt"), second)])
    assert found == [(3, "generic.identity")]


def test_a_web_order_number_changes_while_only_navigating() -> None:
    confirm = "[12] heading 'Order received'\n[13] StaticText 'Order number: 48213 Date: March 3 Total: $64.50'"
    orders = "[40] heading 'Orders'\n[41] StaticText 'Order number: 48231 Date: March 3 Total: $64.50'"
    nav = "[5] link 'My account'\n[6] link 'Orders'"
    found = run("web", [(Action("click('7')"), confirm + "\n" + nav), (Action("click('5')"), nav),
                        (Action("click('6')"), orders)])
    assert found == [(3, "generic.identity")]


@pytest.mark.parametrize("between", [
    keys("git commit --amend --no-edit"),  # a new hash is right
    keys("systemctl restart worker"),
    keys("./deploy.sh"),  # a script may do anything
    keys("git log > out.txt"),  # a redirect writes
    call("create_order", sku="A1"),
    Action("click('9')"),  # the element says "Place order"
])
def test_anything_that_may_re_create_keeps_it_quiet(between: Action) -> None:
    before = "[9] button 'Place order'\n" + ORDER.format("#48213")
    found = run("web" if between.data is None else "terminal" if "keystrokes" in between.text else "mcp",
                [(call("get_order") if "keystrokes" not in between.text else keys("cat orders.txt"), before),
                 (between, "ok"), (keys("cat orders.txt") if "keystrokes" in between.text else call("get_order"),
                                   ORDER.format("#48231"))])
    assert found == []


def test_look_alike_rows_reorders_and_second_records_stay_quiet() -> None:
    workers = "www-data 1424 nginx: worker process for the pool\nwww-data 1425 nginx: worker process for the pool"
    # two rows of one shape: neither is "the" record
    assert run("terminal", [(keys("ps -ef"), workers.replace("1424", "#1424").replace("1425", "#1425")),
                            (keys("ps -ef"), workers.replace("1424", "#1500").replace("1425", "#1501"))]) == []
    # the old id still shown elsewhere: a second record, not a change
    assert run("mcp", [(call("get_order"), ORDER.format("#48213")),
                       (call("list_orders"), ORDER.format("#48231") + "\nsee also #48213")]) == []
    # too little besides the id to be one record (a fresh request id per call is normal)
    assert run("mcp", [(call("get_status"), "Request ID: 9f1c2a7b33"),
                       (call("get_status"), "Request ID: 1e0d5c4b22")]) == []
    # a checksum beside a path: a file's content, which the file ledgers judge (a log changes by itself)
    md5 = keys("md5sum /var/log/syslog")
    assert run("terminal", [(md5, "9e107d9d372bb6826bd81d3542a419d6  /var/log/syslog"),
                            (md5, "e4d909c290d0fb1ca068ffaddf22cbd0  /var/log/syslog")]) == []
    # a line with a clock in it is a fresh line of the same shape
    assert run("terminal", [(keys("tail log"), "10:01 job a1b2c3d4e finished in queue main"),
                            (keys("tail log"), "10:01 job f9e8d7c6b finished in queue main")]) == []


@pytest.mark.parametrize("command, reading", [
    ("ls -la && git status", True), ("git log --oneline | head -3", True), ("docker ps -a", True),
    ("kubectl get pods -n web", True), ("systemctl status nginx", True), ("pip show requests", True),
    ("git branch -m old new", False), ("echo x > f", False), ("find . -delete", False), ("make", False),
    ("docker restart web", False), ("pip install -U requests", False), ("cat $(ls)", False),
])
def test_which_shell_commands_only_read(command: str, reading: bool) -> None:
    assert reads_only("terminal", keys(command), "") is reading
