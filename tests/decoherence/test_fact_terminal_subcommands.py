"""Clients no table knows, read by their subcommands as tool calls (effects/cli.py): a listing verb changes
nothing and its table is read as things; a delete, a create or an update reaches what it names."""

from __future__ import annotations

from typing import Any

from playground.decoherence.effects.cli import renews, subcommand_call
from tests.decoherence.test_rules import run_case, terminal_case

PROMPT = "ops@lab:~$"
LXC = """NAME     STATE     IPV4          TYPE
web1     RUNNING   10.0.3.11     CONTAINER
web2     RUNNING   10.0.3.12     CONTAINER
db1      STOPPED   -             CONTAINER"""
LXC_AFTER = "\n".join(ln for ln in LXC.split("\n") if not ln.startswith("web2"))


def _case(*turns: tuple[str, str]) -> dict[str, Any]:
    return terminal_case(PROMPT, *turns)


def test_a_subcommand_reads_as_a_tool_call() -> None:
    call = subcommand_call("doctl compute droplet list --format ID,Name".split())
    assert call is not None and call.name == "list_compute_droplet" and call.args == {}
    call = subcommand_call("rabbitmqctl delete_queue orders".split())
    assert call is not None and call.name == "delete_queue" and call.args == {"name": "orders"}
    call = subcommand_call("gh label create bug".split())
    assert call is not None and call.name == "create_label"
    call = subcommand_call("lxc delete web1 web2 --force".split())
    assert call is not None and call.args == {"names": ["web1", "web2"]}
    call = subcommand_call("kafka-topics --bootstrap-server b:9092 --delete --topic orders".split())
    assert call is not None and call.name == "delete_kafka_topics" and call.args["topic"] == "orders"
    # a short option may take the next word: it is not claimed as a name
    call = subcommand_call("fly secrets set KEY=v -a pastel-api".split())
    assert call is not None and call.args == {"KEY": "v"}
    # not a client's subcommand: a script's words, a toolchain's, no verb, a read into a local file
    for line in ("python manage.py list", "go get example.com/x", "certbot certificates", "gh run download 42",
                 "doctl compute droplet-action shutdown 412339871"):
        assert subcommand_call(line.split()) is None, line


def test_a_deleted_thing_listed_again() -> None:
    case = _case(("lxc list", LXC), ("lxc delete web2 --force", ""), ("lxc list", LXC))
    assert (3, "deleted-present") in run_case(case)
    assert run_case(_case(("lxc list", LXC), ("lxc delete web2 --force", ""), ("lxc list", LXC_AFTER))) == []
    # a delete that failed claims nothing
    failed = _case(("lxc list", LXC), ("lxc delete web2", "Error: The instance is currently running, stop it first"),
                   ("lxc list", LXC))
    assert run_case(failed) == []


def test_a_delete_that_keeps_the_thing_is_a_change() -> None:
    # `multipass delete` keeps the instance (Deleted) until a purge; `virsh destroy` powers a domain off
    listed = "Name      State     IPv4\nbuild     Running   10.1.0.4\nscratch   Running   10.1.0.5"
    kept = "Name      State     IPv4\nbuild     Running   10.1.0.4\nscratch   Deleted   --"
    assert run_case(_case(("multipass list", listed), ("multipass delete scratch", ""), ("multipass list", kept))) == []
    doms = " Id   Name    State\n 3    web     running\n 4    db      running"
    off = " Id   Name    State\n 3    web     running\n -    db      shut off"
    assert run_case(_case(("virsh list --all", doms), ("virsh destroy db", "Domain 'db' destroyed"),
                          ("virsh list --all", off))) == []


def test_a_read_verb_changes_nothing() -> None:
    case = _case(("ls out/", "a.txt  b.txt"), ("rm out/b.txt", ""), ("hcloud server list", "ID  NAME\n1  x"),
                 ("ls out/", "a.txt  b.txt"))
    assert (4, "deleted-present") in run_case(case)
    # a change of unknown reach still covers it
    case = _case(("ls out/", "a.txt  b.txt"), ("rm out/b.txt", ""),
                 ("hcloud server create --name y", "Server 2 created"), ("ls out/", "a.txt  b.txt"))
    assert run_case(case) == []


SERVERS = "ID         NAME          STATUS    IPV4\n41872233   ci-runner-1   running   5.75.1.2\n" \
          "41872240   ci-runner-2   running   5.75.1.9"


def test_an_id_drifting_between_two_listings() -> None:
    drifted = SERVERS.replace("41872240", "41872249")
    case = _case(("hcloud server list", SERVERS),
                 ("hcloud server describe ci-runner-1", "ID: 41872233\nName: ci-runner-1"),
                 ("hcloud server list", drifted))
    assert (3, "identity-changed") in run_case(case)


def test_a_change_reaches_what_it_names() -> None:
    # the stopped one may change; the other one is judged as before
    stopped = SERVERS.replace("running   5.75.1.2", "off       5.75.1.2")
    assert run_case(_case(("hcloud server list", SERVERS), ("hcloud server stop 41872233", ""),
                          ("hcloud server list", stopped))) == []
    moved = stopped.replace("5.75.1.9", "5.75.1.44")
    assert (3, "state-changed-without-write") in run_case(_case(("hcloud server list", SERVERS),
                                                                ("hcloud server stop 41872233", ""),
                                                                ("hcloud server list", moved)))
    # named by what is not its key (the listing keys servers by id), or renamed: any of its kind may have changed
    assert run_case(_case(("hcloud server list", SERVERS), ("hcloud server stop ci-runner-1", ""),
                          ("hcloud server list", moved))) == []
    renamed = SERVERS.replace("ci-runner-1", "build-runner-1")
    assert run_case(_case(("hcloud server list", SERVERS), ("hcloud server rename 41872233 build-runner-1", ""),
                          ("hcloud server list", renamed))) == []


def test_an_unknown_program_leaves_what_only_other_programs_change() -> None:
    # a commit's hash changes only through git (or a tool built on it); a script may run git
    log = ("git log --oneline -1", "5e0d2a4 (HEAD -> main) Accept lowercase units")
    drifted = ("git log --oneline -1", "e51a0c9 (HEAD -> main) Accept lowercase units")
    assert (3, "identity-changed") in run_case(_case(log, ("ledger -f books.dat bal", "  $ 1,200.00  Assets"), drifted))
    for runner in ("./release.sh", "just release", "gh pr merge 12 --rebase"):
        assert run_case(_case(log, (runner, "done"), drifted)) == [], runner


def test_a_create_leaves_the_other_things_of_its_kind() -> None:
    head = "+------+---------+---------+------------+\n| ID   | Name    | Status  | Networks   |\n" \
           "+------+---------+---------+------------+\n"
    rule = "+------+---------+---------+------------+"
    before = head + "| 9d3e | jupyter | ACTIVE  | 10.20.0.14 |\n| c47a | label   | SHUTOFF | 10.20.0.31 |\n" + rule
    made = ("+--------+-------+\n| Field  | Value |\n+--------+-------+\n| id     | 5a02  |\n| name   | node4 |\n"
            "| status | BUILD |\n+--------+-------+")
    after = head + "| 9d3e | jupyter | ACTIVE  | 10.20.0.14 |\n| c47a | label   | ACTIVE  | 10.20.0.31 |\n" \
        "| 5a02 | node4   | ACTIVE  | 10.20.0.41 |\n" + rule
    case = _case(("openstack server list", before), ("openstack server create --flavor m1 node4", made),
                 ("openstack server list", after))
    assert (3, "stopped-then-running") in run_case(case)
    started = _case(("openstack server list", before), ("openstack server start label", ""),
                    ("openstack server list", after))
    assert run_case(started) == []


DOMINFO = """Id:             4
Name:           web
UUID:           c7a9e2f4-51d3-4b8e-9f06-3e1d2a7b8c45
State:          running"""


def test_a_setting_changed_gives_no_thing_a_new_identity() -> None:
    # `virsh autostart` sets a flag: a UUID read before and after it must agree
    drifted = DOMINFO.replace("9f06", "9f60")
    case = _case(("virsh dominfo web", DOMINFO), ("virsh autostart web", "Domain 'web' marked as autostarted"),
                 ("virsh dominfo web", drifted))
    assert (3, "identity-changed") in run_case(case)
    # a reboot, an undefine and define, a script: any of them may have made a new one
    renewed = DOMINFO.replace("c7a9e2f4-51d3-4b8e-9f06-3e1d2a7b8c45", "0b3f6d18-2c94-47a1-8e55-91f0c2d7a6b3")
    for line in ("virsh reboot web", "virsh undefine web && virsh define web.xml", "./rebuild-vm.sh web",
                 "virsh autostart web --now"):
        assert run_case(_case(("virsh dominfo web", DOMINFO), (line, ""), ("virsh dominfo web", renewed))) == [], line
        # but never a near copy of the one it had
        assert run_case(_case(("virsh dominfo web", DOMINFO), (line, ""), ("virsh dominfo web", drifted))) == [
            (3, "identifier-drift")], line


def test_which_subcommands_may_renew_identities() -> None:
    keeping = ("virsh autostart web", "virsh snapshot-create-as web pre-upgrade", "nmcli connection modify eth0 x y",
               "lxc delete web2", "hcloud server list", "rc-service nginx status")
    renewing = ("rc-service nginx restart", "docker compose up -d", "systemctl enable --now nginx",
                "gpg --quick-add-key x", "terraform apply", "python manage.py set", "./deploy.sh list", "atq",
                "helm upgrade web chart/")
    assert [line for line in keeping if renews(line.split())] == []
    assert [line for line in renewing if not renews(line.split())] == []


HCLOUD_SERVERS = """ID         NAME    STATUS    IPV4
39612005   web-1   running   116.203.48.150
48213377   {}   running   168.119.62.91"""


def test_a_rename_by_a_name_option_reads_back() -> None:
    # `update web-2 --name web-2-legacy`: the operand names the thing, the option gives its new name; a create
    # that names its own new thing leaves the others as they were
    call = subcommand_call("hcloud server update web-2 --name web-2-legacy".split())
    assert call is not None and call.args == {"name": "web-2", "new_name": "web-2-legacy"}
    assert subcommand_call("hcloud server create --name web-4 --type cx22".split()).args == {  # type: ignore[union-attr]
        "name": "web-4", "type": "cx22"}
    turns = [("hcloud server list", HCLOUD_SERVERS.format("web-2")),
             ("hcloud server update web-2 --name web-2-legacy", ""),
             ("hcloud server create --name web-4 --type cx22", "Server 52904418 created")]
    listed = [("hcloud server list", HCLOUD_SERVERS.format(name)) for name in ("web-2", "web-2-legacy")]
    assert run_case(_case(*turns, listed[0])) == [(4, "set-value-reverted")]
    assert run_case(_case(*turns, listed[1])) == []
