"""Settings set on a named object and shown back (effects/object_settings.py): ``nmcli connection modify``
then ``nmcli connection show``; acting on the object
(``up``) keeps its settings, an unknown program may change them."""

from __future__ import annotations

from typing import Any

from playground.decoherence.effects.object_settings import object_setting
from tests.decoherence.test_rules import run_case, terminal_case

PROMPT = "ana@laptop:~$"


def _case(*turns: tuple[str, str]) -> dict[str, Any]:
    return terminal_case(PROMPT, *turns)


def test_object_commands() -> None:
    cmd = object_setting(["nmcli", "con", "mod", "lab-eth", "ipv6.method", "disabled", "ipv4.dns", "10.0.0.2,10.0.0.3"])
    assert cmd is not None and cmd.verb == "set" and cmd.obj == "lab-eth"
    assert dict(cmd.pairs) == {"ipv6.method": "disabled", "ipv4.dns": "10.0.0.2,10.0.0.3"}
    shown = object_setting(["nmcli", "-g", "ipv4.dns", "connection", "show", "lab-eth"])
    assert shown is not None and (shown.verb, shown.obj) == ("show", "lab-eth")
    assert object_setting(["nmcli", "connection", "modify", "lab-eth", "+ipv4.dns", "1.1.1.1"]) is None
    assert object_setting(["nmcli", "connection", "show"]) is None  # a listing, not one object


def test_a_modified_connection_shows_its_old_value() -> None:
    show = "nmcli -f ipv6.method,ipv4.dns connection show lab-eth"
    case = _case((show, "ipv6.method:  auto\nipv4.dns:     --"),
                 ("sudo nmcli connection modify lab-eth ipv6.method disabled ipv4.dns '10.0.0.2 10.0.0.3'", ""),
                 ("sudo nmcli connection up lab-eth", "Connection successfully activated"),
                 (show, "ipv6.method:  auto\nipv4.dns:     10.0.0.2,10.0.0.3"))
    assert (4, "set-value-reverted") in run_case(case)
    ok = _case((show, "ipv6.method:  auto\nipv4.dns:     --"),
               ("sudo nmcli connection modify lab-eth ipv6.method disabled ipv4.dns '10.0.0.2 10.0.0.3'", ""),
               ("sudo nmcli connection up lab-eth", "Connection successfully activated"),
               (show, "ipv6.method:  disabled\nipv4.dns:     10.0.0.2,10.0.0.3"))
    assert run_case(ok) == []
    # a state the object moves through by itself is never judged; an unknown program may change anything
    state = _case(("nmcli -t -f GENERAL.STATE connection show lab-eth", "GENERAL.STATE:activating"),
                  ("sudo nmcli connection up lab-eth", "Connection successfully activated"),
                  ("nmcli -t -f GENERAL.STATE connection show lab-eth", "GENERAL.STATE:activated"))
    assert run_case(state) == []
    other = _case(("sudo nmcli connection modify lab-eth ipv6.method disabled", ""),
                  ("sudo ./fix-network.sh", ""),
                  ("nmcli -f ipv6.method connection show lab-eth", "ipv6.method:  auto"))
    assert run_case(other) == []


def test_a_setting_named_by_the_verb_reads_back() -> None:
    case = _case(("sudo resolvectl dns eth1 10.9.0.53", ""),
                 ("resolvectl dns eth1", "Link 4 (eth1): 10.9.0.1"))
    assert (2, "set-value-reverted") in run_case(case)
    ok = _case(("sudo resolvectl dns eth1 10.9.0.53", ""),
               ("resolvectl dns eth1", "Link 4 (eth1): 10.9.0.53"))
    assert run_case(ok) == []
