# ruff: noqa: E501
"""Held-out set holdout43, domain mcp: 22 MCP-server trajectories (11 with exactly one contradiction).

Each trajectory is one agent task against one simulated MCP server (cloud, CI/CD, identity, CRM,
e-signature and collaboration tools); run from the repository root with
``python3 -m tests.decoherence.independent.holdout43_parts.mcp.make`` to write ``mcp_test.jsonl`` and
``labels.json`` beside this file.
"""

from __future__ import annotations

import calendar
import hashlib
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import A, B, INT, OBJ, S, RowSet, call, mcp_system, mcp_text, pj, tool


def hx(seed: str, n: int = 64) -> str:
    """Deterministic hex string (stands in for keys, digests and hashes)."""
    out = ""
    while len(out) < n:
        out += hashlib.sha256((seed + str(len(out))).encode()).hexdigest()
    return out[:n]


def table(header: list[str], rows: list[list[Any]], gap: int = 3) -> str:
    """Left-aligned plain-text table, as CLIs print them."""
    cells = [header] + [[str(c) for c in r] for r in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(header))]
    out = []
    for r in cells:
        out.append((" " * gap).join(c.ljust(w) for c, w in zip(r, widths)).rstrip())
    return "\n".join(out)


# AWS EC2 - clean
def t01(rs: RowSet) -> None:
    system = mcp_system("aws-ec2", "Amazon EC2 in account 418295730614, region eu-west-1, via boto3", [
        tool("describe_instances", "Describe EC2 instances by id or filters (boto3 describe_instances response).", {"instance_ids": A, "filters": A}, []),
        tool("describe_volumes", "Describe EBS volumes by id or filters.", {"volume_ids": A, "filters": A}, []),
        tool("create_snapshot", "Create an EBS snapshot of a volume.", {"volume_id": S, "description": S, "tags": OBJ}, ["volume_id"]),
        tool("describe_snapshots", "Describe EBS snapshots owned by the account.", {"snapshot_ids": A, "filters": A}, []),
        tool("stop_instances", "Stop running instances.", {"instance_ids": A, "force": B}, ["instance_ids"]),
        tool("start_instances", "Start stopped instances.", {"instance_ids": A}, ["instance_ids"]),
        tool("modify_instance_attribute", "Modify one attribute of a stopped instance (e.g. InstanceType).", {"instance_id": S, "attribute": S, "value": S}, ["instance_id", "attribute", "value"]),
        tool("create_tags", "Add or overwrite tags on resources.", {"resource_ids": A, "tags": OBJ}, ["resource_ids", "tags"]),
    ])
    state = ("AWS credentials for role platform-operator are configured (account 418295730614, eu-west-1). "
             "Task: move staging-api-1 from t3.medium to t3.large, taking a snapshot of its root volume first.")

    def inst(iid: str, name: str, itype: str, st: tuple[int, str], az: str, subnet: str, priv: str, pub: str | None,
             launch: str, eni: str, vol: str, attach: str, reason: str = "", ami: str = "ami-0d940f23d527c3ab1",
             sg: tuple[str, str] = ("sg-0f2c7a91d4e6b3805", "staging-api-sg"), role: str = "api",
             nic_at: str = "2024-05-02T08:14:51+00:00") -> dict[str, Any]:
        priv_dns = "ip-" + priv.replace(".", "-") + ".eu-west-1.compute.internal"
        nic: dict[str, Any] = {
            "Attachment": {"AttachTime": nic_at,
                           "AttachmentId": "eni-attach-" + eni[4:], "DeleteOnTermination": True, "DeviceIndex": 0,
                           "Status": "attached", "NetworkCardIndex": 0},
            "Description": "", "Groups": [{"GroupName": sg[1], "GroupId": sg[0]}], "Ipv6Addresses": [],
            "MacAddress": "0a:" + eni[4:6] + ":" + eni[6:8] + ":" + eni[8:10] + ":" + eni[10:12] + ":" + eni[12:14],
            "NetworkInterfaceId": eni, "OwnerId": "418295730614", "PrivateDnsName": priv_dns,
            "PrivateIpAddress": priv,
            "PrivateIpAddresses": [{"Primary": True, "PrivateDnsName": priv_dns, "PrivateIpAddress": priv}],
            "SourceDestCheck": True, "Status": "in-use", "SubnetId": subnet, "VpcId": "vpc-0b3e58a1c9f27d044",
            "InterfaceType": "interface"}
        if pub:
            assoc = {"IpOwnerId": "amazon", "PublicDnsName": "ec2-" + pub.replace(".", "-") + ".eu-west-1.compute.amazonaws.com", "PublicIp": pub}
            nic["Association"] = assoc
            nic["PrivateIpAddresses"][0]["Association"] = assoc
        d: dict[str, Any] = {
            "AmiLaunchIndex": 0, "ImageId": ami, "InstanceId": iid, "InstanceType": itype, "KeyName": "staging-2024",
            "LaunchTime": launch, "Monitoring": {"State": "disabled"},
            "Placement": {"AvailabilityZone": az, "GroupName": "", "Tenancy": "default"},
            "PrivateDnsName": priv_dns, "PrivateIpAddress": priv, "ProductCodes": [],
            "PublicDnsName": ("ec2-" + pub.replace(".", "-") + ".eu-west-1.compute.amazonaws.com") if pub else "",
        }
        if pub:
            d["PublicIpAddress"] = pub
        d.update({
            "State": {"Code": st[0], "Name": st[1]}, "StateTransitionReason": reason, "SubnetId": subnet,
            "VpcId": "vpc-0b3e58a1c9f27d044", "Architecture": "x86_64",
            "BlockDeviceMappings": [{"DeviceName": "/dev/xvda", "Ebs": {"AttachTime": attach, "DeleteOnTermination": True, "Status": "attached", "VolumeId": vol}}],
            "ClientToken": "", "EbsOptimized": True, "EnaSupport": True, "Hypervisor": "xen",
            "IamInstanceProfile": {"Arn": "arn:aws:iam::418295730614:instance-profile/staging-" + role, "Id": "AIPAWDJ3KQ7N2XRLT5FOE" if role == "api" else "AIPAWDJ3KQ7N5MZB8HC2V"},
            "NetworkInterfaces": [nic], "RootDeviceName": "/dev/xvda", "RootDeviceType": "ebs",
            "SecurityGroups": [{"GroupName": sg[1], "GroupId": sg[0]}], "SourceDestCheck": True,
        })
        if st[1] == "stopped":
            d["StateReason"] = {"Code": "Client.UserInitiatedShutdown", "Message": "Client.UserInitiatedShutdown: User initiated shutdown"}
        d.update({
            "Tags": [{"Key": "Name", "Value": name}, {"Key": "env", "Value": "staging"}, {"Key": "team", "Value": "platform"}],
            "VirtualizationType": "hvm", "CpuOptions": {"CoreCount": 1, "ThreadsPerCore": 2},
            "CapacityReservationSpecification": {"CapacityReservationPreference": "open"},
            "HibernationOptions": {"Configured": False},
            "MetadataOptions": {"State": "applied", "HttpTokens": "required", "HttpPutResponseHopLimit": 2, "HttpEndpoint": "enabled", "HttpProtocolIpv6": "disabled", "InstanceMetadataTags": "disabled"},
            "EnclaveOptions": {"Enabled": False}, "BootMode": "uefi-preferred", "PlatformDetails": "Linux/UNIX",
            "UsageOperation": "RunInstances", "UsageOperationUpdateTime": nic_at,
            "PrivateDnsNameOptions": {"HostnameType": "ip-name", "EnableResourceNameDnsARecord": False, "EnableResourceNameDnsAAAARecord": False},
            "MaintenanceOptions": {"AutoRecovery": "default"}, "CurrentInstanceBootMode": "legacy-bios",
        })
        return d

    def res(rid: str, insts: list[dict[str, Any]]) -> dict[str, Any]:
        return {"Groups": [], "Instances": insts, "OwnerId": "418295730614",
                "RequesterId": "940372691376", "ReservationId": rid}

    A_ID, VOL = "i-0a7c3e91f24b58d06", "vol-0c8d2f61a93b7e514"
    a_run = inst(A_ID, "staging-api-1", "t3.medium", (16, "running"), "eu-west-1a", "subnet-04f1c9e2a7b83d615", "10.20.1.47", "34.245.118.73",
                 "2024-05-02T08:14:51+00:00", "eni-0b71d3f9a2c4e6185", VOL, "2024-05-02T08:14:52+00:00")
    b_run = inst("i-05d2b8e6c7f1a0934", "staging-api-2", "t3.medium", (16, "running"), "eu-west-1b", "subnet-0a93e7d15c2f48b60", "10.20.2.118", "52.49.77.210",
                 "2024-05-02T08:14:51+00:00", "eni-06c4a8e2f19d73b50", "vol-03e9b5d7a1f2c8640", "2024-05-02T08:14:52+00:00")
    c_run = inst("i-0e4419ab7d2c36f18", "staging-worker", "t3.large", (16, "running"), "eu-west-1a", "subnet-04f1c9e2a7b83d615", "10.20.1.203", None,
                 "2024-04-18T16:40:12+00:00", "eni-0d52f7a1b8e3c9064", "vol-0f6a2c9e4b7d18305", "2024-04-18T16:40:13+00:00",
                 sg=("sg-07a1e4c9b2d6f3850", "staging-worker-sg"), role="worker", nic_at="2024-04-18T16:40:12+00:00")
    d_stop = inst("i-09b1f7c3d8a2e5406", "staging-bastion", "t3.micro", (80, "stopped"), "eu-west-1a", "subnet-0c2e8f4a91b7d3056", "10.20.0.12", None,
                  "2024-06-03T07:58:40+00:00", "eni-02e8b4f6a1c9d7305", "vol-0a4d7f1c3e9b26580", "2024-02-27T10:05:34+00:00",
                  reason="User initiated (2024-06-03 18:22:10 GMT)", ami="ami-0a1f5e7c3b9d24680",
                  sg=("sg-0e6b9d3f1a7c24508", "staging-bastion-sg"), role="worker", nic_at="2024-02-27T10:05:33+00:00")
    t1 = pj({"Reservations": [res("r-0e2b7d91f4c6a3085", [a_run, b_run]), res("r-07f3c1a9e5d2b8640", [c_run]), res("r-0b94d6e2a8f1c7305", [d_stop])],
             "ResponseMetadata": {"RequestId": "4c1f9a2e-7b3d-4e8a-9c56-d2f0b7a13e84", "HTTPStatusCode": 200, "RetryAttempts": 0}})

    t2 = pj({"Volumes": [{
        "Attachments": [{"AttachTime": "2024-05-02T08:14:52+00:00", "Device": "/dev/xvda", "InstanceId": A_ID, "State": "attached", "VolumeId": VOL, "DeleteOnTermination": True}],
        "AvailabilityZone": "eu-west-1a", "CreateTime": "2024-05-02T08:14:52.118000+00:00", "Encrypted": True,
        "KmsKeyId": "arn:aws:kms:eu-west-1:418295730614:key/6d2c8e41-93af-4b7e-a105-f3e9c2d78b16", "Size": 40,
        "SnapshotId": "snap-0c51e8a3f7d92b406", "State": "in-use", "VolumeId": VOL, "Iops": 3000,
        "Tags": [{"Key": "Name", "Value": "staging-api-1-root"}, {"Key": "env", "Value": "staging"}],
        "VolumeType": "gp3", "MultiAttachEnabled": False, "Throughput": 125}],
        "ResponseMetadata": {"RequestId": "a83e6f10-2c9d-4b71-8e45-0f7d3a9c21b6", "HTTPStatusCode": 200, "RetryAttempts": 0}})

    snap = {"Description": "pre-resize staging-api-1 (t3.medium -> t3.large)", "Encrypted": True,
            "KmsKeyId": "arn:aws:kms:eu-west-1:418295730614:key/6d2c8e41-93af-4b7e-a105-f3e9c2d78b16",
            "OwnerId": "418295730614", "Progress": "", "SnapshotId": "snap-07e4a1b9c2d5f8360",
            "StartTime": "2024-06-11T09:41:07.412000+00:00", "State": "pending", "VolumeId": VOL, "VolumeSize": 40,
            "Tags": [{"Key": "purpose", "Value": "pre-resize"}, {"Key": "instance", "Value": A_ID}]}
    t3 = pj({**snap, "ResponseMetadata": {"RequestId": "e27b4c95-1d83-4f6a-b0e2-7a9c5d31f468", "HTTPStatusCode": 200, "RetryAttempts": 0}})

    t4 = pj({"StoppingInstances": [{"CurrentState": {"Code": 64, "Name": "stopping"}, "InstanceId": A_ID, "PreviousState": {"Code": 16, "Name": "running"}}],
             "ResponseMetadata": {"RequestId": "0f93d2a7-5e1c-4b86-a3d9-81c6e4f7b025", "HTTPStatusCode": 200, "RetryAttempts": 0}})

    a_stop = inst(A_ID, "staging-api-1", "t3.medium", (80, "stopped"), "eu-west-1a", "subnet-04f1c9e2a7b83d615", "10.20.1.47", None,
                  "2024-05-02T08:14:51+00:00", "eni-0b71d3f9a2c4e6185", VOL, "2024-05-02T08:14:52+00:00",
                  reason="User initiated (2024-06-11 09:41:52 GMT)")
    t5 = pj({"Reservations": [res("r-0e2b7d91f4c6a3085", [a_stop])],
             "ResponseMetadata": {"RequestId": "7d5a3c81-f26e-4b09-9a14-c3e8b2d06f57", "HTTPStatusCode": 200, "RetryAttempts": 0}})

    t6 = pj({"ResponseMetadata": {"RequestId": "b64e1f28-93c7-4d5a-8e01-2f7a9c3b65d4", "HTTPStatusCode": 200,
                                  "HTTPHeaders": {"x-amzn-requestid": "b64e1f28-93c7-4d5a-8e01-2f7a9c3b65d4", "content-type": "text/xml;charset=UTF-8", "content-length": "231", "date": "Tue, 11 Jun 2024 09:42:41 GMT", "server": "AmazonEC2"},
                                  "RetryAttempts": 0}})

    t7 = pj({"StartingInstances": [{"CurrentState": {"Code": 0, "Name": "pending"}, "InstanceId": A_ID, "PreviousState": {"Code": 80, "Name": "stopped"}}],
             "ResponseMetadata": {"RequestId": "3a9f7e02-6c1b-48d4-b5e3-d0c2a8f41976", "HTTPStatusCode": 200, "RetryAttempts": 0}})

    a_new = inst(A_ID, "staging-api-1", "t3.large", (16, "running"), "eu-west-1a", "subnet-04f1c9e2a7b83d615", "10.20.1.47", "52.18.203.144",
                 "2024-06-11T09:43:18+00:00", "eni-0b71d3f9a2c4e6185", VOL, "2024-05-02T08:14:52+00:00")
    t8 = pj({"Reservations": [res("r-0e2b7d91f4c6a3085", [a_new])],
             "ResponseMetadata": {"RequestId": "c18d4b7e-02fa-4e39-91c5-6b3f8a2d70e9", "HTTPStatusCode": 200, "RetryAttempts": 0}})

    done = dict(snap)
    done.update({"Progress": "100%", "State": "completed", "CompletionTime": "2024-06-11T09:44:26.873000+00:00",
                 "StorageTier": "standard"})
    t9 = pj({"Snapshots": [done], "ResponseMetadata": {"RequestId": "5e0c72b9-a4d1-4f83-b6e7-19d3c8f2a054", "HTTPStatusCode": 200, "RetryAttempts": 0}})

    turns = [
        (call("describe_instances", filters=[{"Name": "tag:env", "Values": ["staging"]}]), t1),
        (call("describe_volumes", filters=[{"Name": "attachment.instance-id", "Values": [A_ID]}]), t2),
        (call("create_snapshot", volume_id=VOL, description="pre-resize staging-api-1 (t3.medium -> t3.large)", tags={"purpose": "pre-resize", "instance": A_ID}), t3),
        (call("stop_instances", instance_ids=[A_ID]), t4),
        (call("describe_instances", instance_ids=[A_ID]), t5),
        (call("modify_instance_attribute", instance_id=A_ID, attribute="instanceType", value="t3.large"), t6),
        (call("start_instances", instance_ids=[A_ID]), t7),
        (call("describe_instances", instance_ids=[A_ID]), t8),
        (call("describe_snapshots", snapshot_ids=["snap-07e4a1b9c2d5f8360"]), t9),
    ]
    rs.add(task="mcp", tid="h43-mcp-01", system=system, turns=turns, state=state)


# Hetzner Cloud - bad
def t02(rs: RowSet) -> None:
    system = mcp_system("hcloud", "Hetzner Cloud API v1 for project 'ledgerly-prod'", [
        tool("list_servers", "List servers, optionally filtered by label_selector or name.", {"label_selector": S, "name": S, "page": INT, "per_page": INT}, []),
        tool("get_server", "Get one server by id.", {"id": INT}, ["id"]),
        tool("list_firewalls", "List firewalls with their rules and the resources they are applied to.", {"label_selector": S, "name": S}, []),
        tool("create_firewall", "Create a firewall with inbound/outbound rules.", {"name": S, "labels": OBJ, "rules": A}, ["name"]),
        tool("apply_firewall_to_resources", "Apply a firewall to servers or label selectors.", {"id": INT, "apply_to": A}, ["id", "apply_to"]),
        tool("get_action", "Get the status of an asynchronous action.", {"id": INT}, ["id"]),
        tool("delete_firewall", "Delete a firewall that is not applied anywhere.", {"id": INT}, ["id"]),
    ])
    state = ("Project 'ledgerly-prod' (Falkenstein). The two PostgreSQL servers carry the label role=db and currently have no firewall. "
             "Task: create a firewall 'db-internal' that only allows 5432 from the private network and SSH from the office, and apply it to both.")

    def server(sid: int, name: str, ipv4: str, ip4id: int, ipv6: str, ip6id: int, priv: str, created: str,
               fws: list[dict[str, Any]], vol: int, pg: int, disk_gb: int = 160) -> dict[str, Any]:
        return {
            "id": sid, "name": name, "status": "running", "created": created,
            "public_net": {
                "ipv4": {"id": ip4id, "ip": ipv4, "blocked": False, "dns_ptr": "static." + ".".join(reversed(ipv4.split("."))) + ".clients.your-server.de"},
                "ipv6": {"id": ip6id, "ip": ipv6, "blocked": False, "dns_ptr": []},
                "floating_ips": [], "firewalls": fws},
            "private_net": [{"network": 3189244, "ip": priv, "alias_ips": [], "mac_address": "86:00:00:" + format(sid % 256, "02x") + ":" + format(sid // 256 % 256, "02x") + ":" + format(sid // 65536 % 256, "02x")}],
            "server_type": {"id": 98, "name": "ccx23", "description": "CCX23 Dedicated CPU", "cores": 4, "memory": 16.0, "disk": disk_gb,
                            "deprecated": False, "storage_type": "local", "cpu_type": "dedicated", "architecture": "x86"},
            "datacenter": {"id": 4, "name": "fsn1-dc14", "description": "Falkenstein 1 virtual DC 14",
                           "location": {"id": 1, "name": "fsn1", "description": "Falkenstein DC Park 1", "country": "DE", "city": "Falkenstein",
                                        "latitude": 50.47612, "longitude": 12.370071, "network_zone": "eu-central"}},
            "image": {"id": 114690387, "type": "system", "status": "available", "name": "debian-12", "description": "Debian 12",
                      "os_flavor": "debian", "os_version": "12", "architecture": "x86"},
            "iso": None, "rescue_enabled": False, "locked": False, "backup_window": "22-02",
            "outgoing_traffic": 1184302915584 if sid == 38417265 else 402118663168,
            "ingoing_traffic": 903775289344 if sid == 38417265 else 1127350910976,
            "included_traffic": 21990232555520, "protection": {"delete": True, "rebuild": True},
            "labels": {"role": "db", "pg": "primary" if sid == 38417265 else "replica", "env": "prod"},
            "volumes": [vol], "load_balancers": [], "primary_disk_size": disk_gb, "placement_group": {"id": pg, "name": "db-spread", "type": "spread", "servers": [38417265, 38417301], "labels": {}, "created": "2023-11-03T14:18:40+00:00"},
        }

    db1_fw: list[dict[str, Any]] = []
    db1 = server(38417265, "db-primary-fsn1", "95.217.141.38", 51240187, "2a01:4f9:c012:8b3e::/64", 51240188, "10.0.1.5",
                 "2023-11-03T14:22:09+00:00", db1_fw, 100482211, 201557)
    db2 = server(38417301, "db-replica-fsn1", "95.217.166.204", 51240233, "2a01:4f9:c012:2d71::/64", 51240234, "10.0.1.6",
                 "2023-11-03T14:24:37+00:00", [], 100482239, 201557)
    t1 = pj({"servers": [db1, db2], "meta": {"pagination": {"page": 1, "per_page": 25, "previous_page": None, "next_page": None, "last_page": 1, "total_entries": 2}}})

    web_fw = {
        "id": 1120455, "name": "default-web", "labels": {"managed-by": "terraform"}, "created": "2023-06-19T09:03:51+00:00",
        "rules": [
            {"direction": "in", "protocol": "tcp", "port": "80", "source_ips": ["0.0.0.0/0", "::/0"], "destination_ips": [], "description": "http"},
            {"direction": "in", "protocol": "tcp", "port": "443", "source_ips": ["0.0.0.0/0", "::/0"], "destination_ips": [], "description": "https"},
            {"direction": "in", "protocol": "tcp", "port": "22", "source_ips": ["203.0.113.24/32"], "destination_ips": [], "description": "ssh office"},
            {"direction": "in", "protocol": "icmp", "port": None, "source_ips": ["0.0.0.0/0", "::/0"], "destination_ips": [], "description": None},
        ],
        "applied_to": [{"type": "server", "server": {"id": 37755120}}, {"type": "server", "server": {"id": 37755121}}, {"type": "server", "server": {"id": 40119832}}],
    }
    mon_fw = {
        "id": 1154302, "name": "monitoring", "labels": {}, "created": "2023-09-02T17:41:12+00:00",
        "rules": [
            {"direction": "in", "protocol": "tcp", "port": "9100", "source_ips": ["10.0.0.0/16"], "destination_ips": [], "description": "node_exporter"},
            {"direction": "in", "protocol": "tcp", "port": "3000", "source_ips": ["203.0.113.24/32"], "destination_ips": [], "description": "grafana office"},
            {"direction": "in", "protocol": "tcp", "port": "22", "source_ips": ["203.0.113.24/32"], "destination_ips": [], "description": "ssh office"},
        ],
        "applied_to": [{"type": "label_selector", "label_selector": {"selector": "role=monitoring"},
                        "applied_to_resources": [{"type": "server", "server": {"id": 38902557}}]}],
    }
    t2 = pj({"firewalls": [web_fw, mon_fw], "meta": {"pagination": {"page": 1, "per_page": 25, "previous_page": None, "next_page": None, "last_page": 1, "total_entries": 2}}})

    db_rules = [
        {"direction": "in", "protocol": "tcp", "port": "5432", "source_ips": ["10.0.0.0/16"], "destination_ips": [], "description": "postgres private"},
        {"direction": "in", "protocol": "tcp", "port": "22", "source_ips": ["203.0.113.24/32"], "destination_ips": [], "description": "ssh office"},
        {"direction": "in", "protocol": "tcp", "port": "9100", "source_ips": ["10.0.0.0/16"], "destination_ips": [], "description": "node_exporter"},
        {"direction": "in", "protocol": "icmp", "port": None, "source_ips": ["10.0.0.0/16"], "destination_ips": [], "description": None},
    ]
    fw_new = {"id": 1198762, "name": "db-internal", "labels": {"role": "db"}, "created": "2024-03-14T10:27:45+00:00", "rules": db_rules, "applied_to": []}
    t3 = pj({"firewall": fw_new, "actions": []})

    t4 = pj({"actions": [
        {"id": 41022973310, "command": "apply_firewall", "status": "running", "progress": 0, "started": "2024-03-14T10:28:31+00:00", "finished": None,
         "resources": [{"id": 1198762, "type": "firewall"}, {"id": 38417265, "type": "server"}], "error": None},
        {"id": 41022973311, "command": "apply_firewall", "status": "running", "progress": 0, "started": "2024-03-14T10:28:31+00:00", "finished": None,
         "resources": [{"id": 1198762, "type": "firewall"}, {"id": 38417301, "type": "server"}], "error": None},
    ], "meta": {"pagination": {"page": 1, "per_page": 25, "previous_page": None, "next_page": None, "last_page": 1, "total_entries": 2}}})

    db1_bad = server(38417265, "db-primary-fsn1", "95.217.141.83", 51240187, "2a01:4f9:c012:8b3e::/64", 51240188, "10.0.1.5",
                     "2023-11-03T14:22:09+00:00", [{"id": 1198762, "status": "applied"}], 100482211, 201557)
    db1_bad["outgoing_traffic"] = 1184311802880
    db1_bad["ingoing_traffic"] = 903781146624
    t5 = pj({"server": db1_bad})

    t6 = pj({"action": {"id": 41022973311, "command": "apply_firewall", "status": "success", "progress": 100,
                        "started": "2024-03-14T10:28:31+00:00", "finished": "2024-03-14T10:28:36+00:00",
                        "resources": [{"id": 1198762, "type": "firewall"}, {"id": 38417301, "type": "server"}], "error": None}})

    fw_applied = dict(fw_new)
    fw_applied["applied_to"] = [{"type": "server", "server": {"id": 38417265}}, {"type": "server", "server": {"id": 38417301}}]
    t7 = pj({"firewalls": [web_fw, mon_fw, fw_applied], "meta": {"pagination": {"page": 1, "per_page": 25, "previous_page": None, "next_page": None, "last_page": 1, "total_entries": 3}}})

    db2_after = server(38417301, "db-replica-fsn1", "95.217.166.204", 51240233, "2a01:4f9:c012:2d71::/64", 51240234, "10.0.1.6",
                       "2023-11-03T14:24:37+00:00", [{"id": 1198762, "status": "applied"}], 100482239, 201557)
    db2_after["outgoing_traffic"] = 402120138752
    db2_after["ingoing_traffic"] = 1127356727296
    t8 = pj({"server": db2_after})

    turns = [
        (call("list_servers", label_selector="role=db"), t1),
        (call("list_firewalls"), t2),
        (call("create_firewall", name="db-internal", labels={"role": "db"}, rules=[{k: v for k, v in r.items() if k != "destination_ips"} for r in db_rules]), t3),
        (call("apply_firewall_to_resources", id=1198762, apply_to=[{"type": "server", "server": {"id": 38417265}}, {"type": "server", "server": {"id": 38417301}}]), t4),
        (call("get_server", id=38417265), t5),
        (call("get_action", id=41022973311), t6),
        (call("list_firewalls"), t7),
        (call("get_server", id=38417301), t8),
    ]
    rs.add(task="mcp", tid="h43-mcp-02", system=system, turns=turns, state=state, bad=True, turn=5,
           kind="primary server's public IPv4 changed (95.217.141.38 -> 95.217.141.83) with no IP action")


# Kubernetes - bad
def t03(rs: RowSet) -> None:
    system = mcp_system("kubernetes", "kubectl-backed access to cluster context prod-eu-1; results are kubectl's text output", [
        tool("list_pods", "List pods in a namespace (kubectl get pods -o wide).", {"namespace": S, "label_selector": S}, ["namespace"]),
        tool("describe_pod", "Describe a pod (kubectl describe pod).", {"namespace": S, "name": S}, ["namespace", "name"]),
        tool("delete_pod", "Delete a pod.", {"namespace": S, "name": S, "grace_period": INT}, ["namespace", "name"]),
        tool("get_events", "List recent events in a namespace, oldest first.", {"namespace": S, "field_selector": S}, ["namespace"]),
        tool("list_deployments", "List deployments in a namespace.", {"namespace": S}, ["namespace"]),
        tool("scale_deployment", "Set the replica count of a deployment.", {"namespace": S, "name": S, "replicas": INT}, ["namespace", "name", "replicas"]),
        tool("get_logs", "Fetch container logs of a pod.", {"namespace": S, "name": S, "container": S, "tail": INT}, ["namespace", "name"]),
    ])
    state = ("kubeconfig context prod-eu-1, namespace payments. On-call note: ledger-worker pods were evicted under memory pressure last night; "
             "clean up the failed pods and bring ledger-worker to 3 replicas now that the node group was enlarged.")
    hdr = ["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES"]
    n1, n2, n3 = "ip-10-0-1-22.eu-west-1.compute.internal", "ip-10-0-2-57.eu-west-1.compute.internal", "ip-10-0-3-41.eu-west-1.compute.internal"

    def pods(extra_age: int, show_deleted: set[str], new_cron: str) -> str:
        def age(h: int, m: int) -> str:
            total = h * 60 + m + extra_age
            if total < 10:
                return f"{total}m{(17 * total + 9) % 60}s"
            if total < 180:
                return f"{total}m"
            if total < 8 * 60:
                return f"{total // 60}h{total % 60}m"
            if total < 48 * 60:
                return f"{total // 60}h"
            return f"{total // 1440}d{(total % 1440) // 60}h"
        rows = [
            ["fx-rates-sync-6c4f8d5b7-pn4ck", "1/1", "Running", "0", age(146, 20), "10.42.3.17", n3, "<none>", "<none>"],
            ["ledger-worker-5b8d7c9f4-m2wds", "1/1", "Running", "0", age(19, 5), "10.42.1.88", n1, "<none>", "<none>"],
        ]
        if "qq7jx" in show_deleted:
            rows.append(["ledger-worker-5b8d7c9f4-qq7jx", "0/1", "Evicted", "0", age(52, 31), "<none>", n1, "<none>", "<none>"])
        if "r9lbn" in show_deleted:
            rows.append(["ledger-worker-5b8d7c9f4-r9lbn", "0/1", "Evicted", "0", age(19, 12), "<none>", n2, "<none>", "<none>"])
        rows += [
            ["payments-api-7f9c6d8b5-2xkqp", "1/1", "Running", "0", age(83, 14), "10.42.2.140", n2, "<none>", "<none>"],
            ["payments-api-7f9c6d8b5-h8v4n", "1/1", "Running", "1 (2d3h ago)", age(83, 14), "10.42.1.61", n1, "<none>", "<none>"],
            ["payments-api-7f9c6d8b5-tz6rm", "1/1", "Running", "0", age(83, 13), "10.42.3.92", n3, "<none>", "<none>"],
            ["reconcile-cron-28641660-8kfzt", "0/1", "Completed", "0", age(2, 2), "<none>", n3, "<none>", "<none>"],
        ]
        if "vx2lm" in show_deleted:
            rows.append(["reconcile-cron-28641720-vx2lm", "0/1", "Error", "0", age(1, 2), "<none>", n2, "<none>", "<none>"])
        rows.append(["reconcile-cron-28641780-b7rtw", "0/1", new_cron, "0", age(0, 2), "<none>" if new_cron == "Completed" else "10.42.2.17", n2, "<none>", "<none>"])
        return table(hdr, rows)

    t1 = pods(0, {"qq7jx", "r9lbn", "vx2lm"}, "Completed")
    t2 = """Name:             ledger-worker-5b8d7c9f4-qq7jx
Namespace:        payments
Priority:         0
Service Account:  ledger-worker
Node:             ip-10-0-1-22.eu-west-1.compute.internal/10.0.1.22
Start Time:       Mon, 09 Sep 2024 06:14:52 +0000
Labels:           app.kubernetes.io/name=ledger-worker
                  app.kubernetes.io/part-of=payments
                  pod-template-hash=5b8d7c9f4
Annotations:      kubectl.kubernetes.io/restartedAt: 2024-09-04T10:02:37Z
                  prometheus.io/port: 9102
                  prometheus.io/scrape: true
Status:           Failed
Reason:           Evicted
Message:          The node was low on resource: memory. Threshold quantity: 100Mi, available: 87412Ki. Container worker was using 1843296Ki, request is 512Mi, has larger consumption of memory.
IP:
IPs:              <none>
Controlled By:    ReplicaSet/ledger-worker-5b8d7c9f4
Containers:
  worker:
    Image:      482716093551.dkr.ecr.eu-west-1.amazonaws.com/payments/ledger-worker:1.42.0
    Port:       9102/TCP
    Host Port:  0/TCP
    Args:
      --queue=ledger-postings
      --concurrency=8
    State:          Terminated
      Reason:       ContainerStatusUnknown
      Message:      The container could not be located when the pod was terminated
      Exit Code:    137
      Started:      Mon, 01 Jan 0001 00:00:00 +0000
      Finished:     Mon, 01 Jan 0001 00:00:00 +0000
    Ready:          False
    Restart Count:  0
    Limits:
      memory:  2Gi
    Requests:
      cpu:     250m
      memory:  512Mi
    Environment:
      LEDGER_DB_DSN:  <set to the key 'dsn' in secret 'ledger-db'>  Optional: false
      RABBITMQ_URL:   <set to the key 'url' in secret 'rabbitmq-ledger'>  Optional: false
      LOG_LEVEL:      info
    Mounts:
      /var/run/secrets/kubernetes.io/serviceaccount from kube-api-access-9wq4t (ro)
Conditions:
  Type               Status
  DisruptionTarget   True
  Initialized        True
  Ready              False
  ContainersReady    False
  PodScheduled       True
Volumes:
  kube-api-access-9wq4t:
    Type:                    Projected (a volume that contains injected data from multiple sources)
    TokenExpirationSeconds:  3607
    ConfigMapName:           kube-root-ca.crt
    ConfigMapOptional:       <nil>
    DownwardAPI:             true
QoS Class:                   Burstable
Node-Selectors:              workload=general
Tolerations:                 node.kubernetes.io/memory-pressure:NoSchedule op=Exists
                             node.kubernetes.io/not-ready:NoExecute op=Exists for 300s
                             node.kubernetes.io/unreachable:NoExecute op=Exists for 300s
Events:                      <none>"""
    t3 = 'pod "ledger-worker-5b8d7c9f4-qq7jx" deleted'
    t4 = 'pod "ledger-worker-5b8d7c9f4-r9lbn" deleted'
    t5 = 'pod "reconcile-cron-28641720-vx2lm" deleted'
    t6 = table(["LAST SEEN", "TYPE", "REASON", "OBJECT", "MESSAGE"], [
        ["64m", "Normal", "SuccessfulCreate", "job/reconcile-cron-28641720", "Created pod: reconcile-cron-28641720-vx2lm"],
        ["62m", "Warning", "BackoffLimitExceeded", "job/reconcile-cron-28641720", "Job has reached the specified backoff limit"],
        ["62m", "Normal", "SawCompletedJob", "cronjob/reconcile-cron", "Saw completed job: reconcile-cron-28641720, status: Failed"],
        ["47m", "Warning", "Unhealthy", "pod/payments-api-7f9c6d8b5-h8v4n", 'Readiness probe failed: Get "http://10.42.1.61:8080/readyz": context deadline exceeded (Client.Timeout exceeded while awaiting headers)'],
        ["31m", "Normal", "Sync", "ingress/payments-api", "Scheduled for sync"],
        ["18m", "Warning", "Unhealthy", "pod/payments-api-7f9c6d8b5-h8v4n", 'Readiness probe failed: Get "http://10.42.1.61:8080/readyz": context deadline exceeded (Client.Timeout exceeded while awaiting headers)'],
        ["4m", "Normal", "SuccessfulCreate", "cronjob/reconcile-cron", "Created job reconcile-cron-28641780"],
        ["4m", "Normal", "SuccessfulCreate", "job/reconcile-cron-28641780", "Created pod: reconcile-cron-28641780-b7rtw"],
        ["3m", "Normal", "Completed", "job/reconcile-cron-28641780", "Job completed"],
        ["3m", "Normal", "SawCompletedJob", "cronjob/reconcile-cron", "Saw completed job: reconcile-cron-28641780, status: Complete"],
        ["3m", "Normal", "SuccessfulDelete", "cronjob/reconcile-cron", "Deleted job reconcile-cron-28641600"],
    ])
    t7 = pods(3, {"qq7jx"}, "Completed")
    t8 = "deployment.apps/ledger-worker scaled"
    t9 = table(["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE", "CONTAINERS", "IMAGES", "SELECTOR"], [
        ["fx-rates-sync", "1/1", "1", "1", "41d", "sync", "482716093551.dkr.ecr.eu-west-1.amazonaws.com/payments/fx-rates-sync:0.9.3", "app.kubernetes.io/name=fx-rates-sync"],
        ["ledger-worker", "1/3", "3", "1", "41d", "worker", "482716093551.dkr.ecr.eu-west-1.amazonaws.com/payments/ledger-worker:1.42.0", "app.kubernetes.io/name=ledger-worker"],
        ["payments-api", "3/3", "3", "3", "41d", "api", "482716093551.dkr.ecr.eu-west-1.amazonaws.com/payments/payments-api:2.7.1", "app.kubernetes.io/name=payments-api"],
    ])
    turns = [
        (call("list_pods", namespace="payments"), t1),
        (call("describe_pod", namespace="payments", name="ledger-worker-5b8d7c9f4-qq7jx"), t2),
        (call("delete_pod", namespace="payments", name="ledger-worker-5b8d7c9f4-qq7jx"), t3),
        (call("delete_pod", namespace="payments", name="ledger-worker-5b8d7c9f4-r9lbn"), t4),
        (call("delete_pod", namespace="payments", name="reconcile-cron-28641720-vx2lm"), t5),
        (call("get_events", namespace="payments"), t6),
        (call("list_pods", namespace="payments"), t7),
        (call("scale_deployment", namespace="payments", name="ledger-worker", replicas=3), t8),
        (call("list_deployments", namespace="payments"), t9),
    ]
    rs.add(task="mcp", tid="h43-mcp-03", system=system, turns=turns, state=state, bad=True, turn=7,
           kind="evicted pod deleted in turn 3 listed again")


# Okta - clean
def t04(rs: RowSet) -> None:
    system = mcp_system("okta", "Okta Management API for the org northbeam.okta.com, admin token scoped to users and groups", [
        tool("list_groups", "List groups; q does a name prefix search; expand=stats adds member counts.", {"q": S, "search": S, "expand": S, "limit": INT}, []),
        tool("list_users", "List users; search takes an Okta SCIM-style expression.", {"search": S, "q": S, "limit": INT}, []),
        tool("get_user", "Get a user by id or login.", {"user_id": S}, ["user_id"]),
        tool("create_user", "Create a user; activate=false leaves it STAGED.", {"profile": OBJ, "activate": B, "group_ids": A}, ["profile"]),
        tool("activate_user", "Activate a STAGED or DEPROVISIONED user.", {"user_id": S, "send_email": B}, ["user_id"]),
        tool("deactivate_user", "Deactivate a user (status becomes DEPROVISIONED).", {"user_id": S, "send_email": B}, ["user_id"]),
        tool("add_user_to_group", "Add a user to an OKTA_GROUP.", {"group_id": S, "user_id": S}, ["group_id", "user_id"]),
        tool("list_group_members", "List members of a group.", {"group_id": S, "limit": INT, "after": S}, ["group_id"]),
    ])
    state = ("Okta org northbeam.okta.com. IT ticket IT-5521: onboard Priya Raman (Software Engineer II, starts Monday, priya.raman@northbeam.io) "
             "into Engineering, and offboard Marcus Feld (Sales) whose last day was Friday.")
    ORG = "https://northbeam.okta.com/api/v1"

    def group(gid: str, name: str, desc: str, created: str, updated: str, mem_upd: str, users: int, apps: int) -> dict[str, Any]:
        return {"id": gid, "created": created, "lastUpdated": updated, "lastMembershipUpdated": mem_upd,
                "objectClass": ["okta:user_group"], "type": "OKTA_GROUP", "profile": {"name": name, "description": desc},
                "_embedded": {"stats": {"usersCount": users, "appsCount": apps, "groupPushMappingsCount": 1 if name == "Engineering" else 0,
                                        "hasAdminPrivilege": False, "_links": {"self": {"href": f"{ORG}/groups/{gid}/stats"}}}},
                "_links": {"logo": [{"name": "medium", "href": "https://ok12static.oktacdn.com/assets/img/logos/groups/okta-medium.30ce6d4085dff29412984e4c191bc874.png", "type": "image/png"},
                                    {"name": "large", "href": "https://ok12static.oktacdn.com/assets/img/logos/groups/okta-large.c3cb8cda8ae0add1b4fe928f5844dbe3.png", "type": "image/png"}],
                           "users": {"href": f"{ORG}/groups/{gid}/users"}, "apps": {"href": f"{ORG}/groups/{gid}/apps"}}}

    ENG = "00g8k2r4x1PqLw7Zm5d7"

    def groups(eng_users: int, eng_mem: str) -> list[dict[str, Any]]:
        return [
            group(ENG, "Engineering", "All engineering staff (product, platform, data)", "2021-02-11T18:20:07.000Z", "2023-05-09T11:42:16.000Z", eng_mem, eng_users, 23),
            group("00g9d1m6tYhN2sKq45d7", "Engineering-Contractors", "External engineering contractors - limited app access", "2022-07-25T09:13:44.000Z", "2022-07-25T09:13:44.000Z", "2024-08-30T14:27:02.000Z", 9, 6),
            group("00gab3f7Wc8Zr1Lp65d7", "Engineering-Oncall", "PagerDuty on-call rotation members", "2023-01-17T16:55:21.000Z", "2023-10-02T08:10:37.000Z", "2024-09-09T07:31:48.000Z", 12, 4),
        ]

    t1 = mcp_text(groups(47, "2024-09-13T21:04:55.000Z"))

    PRIYA = "00ub3n7q9xWf2RkTz5d7"
    p_profile = {"firstName": "Priya", "lastName": "Raman", "mobilePhone": None, "secondEmail": None, "login": "priya.raman@northbeam.io",
                 "email": "priya.raman@northbeam.io", "title": "Software Engineer II", "department": "Engineering",
                 "employeeNumber": "NB-1187", "manager": "Leila Haddad", "managerId": "00u4k7x2pRtB9wQm15d7", "costCenter": "ENG-210",
                 "city": "Austin", "countryCode": "US", "timezone": "America/Chicago"}

    def user(uid: str, status: str, created: str, activated: str | None, changed: str | None, last_login: str | None, updated: str,
             pw_changed: str | None, profile: dict[str, Any]) -> dict[str, Any]:
        links: dict[str, Any] = {"self": {"href": f"{ORG}/users/{uid}"}}
        if status == "STAGED":
            links["activate"] = {"href": f"{ORG}/users/{uid}/lifecycle/activate", "method": "POST"}
        elif status == "PROVISIONED":
            links["resendActivation"] = {"href": f"{ORG}/users/{uid}/lifecycle/reactivate", "method": "POST"}
            links["deactivate"] = {"href": f"{ORG}/users/{uid}/lifecycle/deactivate", "method": "POST"}
        else:
            links["suspend"] = {"href": f"{ORG}/users/{uid}/lifecycle/suspend", "method": "POST"}
            links["resetPassword"] = {"href": f"{ORG}/users/{uid}/lifecycle/reset_password", "method": "POST"}
            links["expirePassword"] = {"href": f"{ORG}/users/{uid}/lifecycle/expire_password", "method": "POST"}
            links["deactivate"] = {"href": f"{ORG}/users/{uid}/lifecycle/deactivate", "method": "POST"}
        links["type"] = {"href": f"{ORG}/meta/types/user/oty1f2c9xNqZ8mHuR5d7"}
        links["schema"] = {"href": f"{ORG}/meta/schemas/user/osc1f2c9xNqZ8mHuR5d7"}
        creds: dict[str, Any] = {"provider": {"type": "OKTA", "name": "OKTA"}}
        if status == "ACTIVE":
            creds = {"password": {}, "emails": [{"value": profile["email"], "status": "VERIFIED", "type": "PRIMARY"}],
                     "recovery_question": {"question": "What is the food you least liked as a child?"}, "provider": {"type": "OKTA", "name": "OKTA"}}
        return {"id": uid, "status": status, "created": created, "activated": activated, "statusChanged": changed,
                "lastLogin": last_login, "lastUpdated": updated, "passwordChanged": pw_changed,
                "type": {"id": "oty1f2c9xNqZ8mHuR5d7"}, "profile": profile, "credentials": creds, "_links": links}

    t2 = mcp_text(user(PRIYA, "STAGED", "2024-09-16T15:02:11.000Z", None, None, None, "2024-09-16T15:02:11.000Z", None, p_profile))
    t3 = mcp_text({})
    t4 = mcp_text(f"User {PRIYA} added to group {ENG} (HTTP 204 No Content)")
    m_profile = {"firstName": "Marcus", "lastName": "Feld", "mobilePhone": "+1 512 555 0148", "secondEmail": None,
                 "login": "marcus.feld@northbeam.io", "email": "marcus.feld@northbeam.io", "title": "Account Executive",
                 "department": "Sales", "employeeNumber": "NB-0642", "manager": "Dario Castellanos", "managerId": "00u2m8c4hZqW1vRy35d7",
                 "costCenter": "SAL-110", "city": "Austin", "countryCode": "US", "timezone": "America/Chicago"}
    h_profile = {"firstName": "Hannah", "lastName": "Feldmann", "mobilePhone": None, "secondEmail": None,
                 "login": "hannah.feldmann@northbeam.io", "email": "hannah.feldmann@northbeam.io", "title": "Senior Financial Analyst",
                 "department": "Finance", "employeeNumber": "NB-0913", "manager": "Owen Brightman", "managerId": "00u3c1n9wKfT6yPd95d7",
                 "costCenter": "FIN-300", "city": "Denver", "countryCode": "US", "timezone": "America/Denver"}
    MARCUS = "00u1h5c8vLpQ3nYd05d7"
    t5 = mcp_text([
        user(MARCUS, "ACTIVE", "2022-01-10T15:31:02.000Z", "2022-01-10T15:31:03.000Z", "2022-01-11T16:04:47.000Z", "2024-09-13T22:48:20.000Z",
             "2024-07-22T13:19:55.000Z", "2024-07-22T13:19:55.000Z", m_profile),
        user("00u2w9r6eGjK4tXs75d7", "ACTIVE", "2022-11-28T17:02:39.000Z", "2022-11-28T17:02:40.000Z", "2022-11-29T15:11:08.000Z", "2024-09-16T14:37:12.000Z",
             "2024-06-03T09:44:21.000Z", "2024-06-03T09:44:21.000Z", h_profile),
    ])
    t6 = mcp_text({})
    t7 = mcp_text(groups(48, "2024-09-16T15:02:58.000Z"))
    t8 = mcp_text(user(PRIYA, "PROVISIONED", "2024-09-16T15:02:11.000Z", "2024-09-16T15:02:34.000Z", "2024-09-16T15:02:34.000Z", None,
                       "2024-09-16T15:02:34.000Z", None, p_profile))
    turns = [
        (call("list_groups", q="Engineering", expand="stats", limit=20), t1),
        (call("create_user", profile={k: v for k, v in p_profile.items() if v is not None}, activate=False), t2),
        (call("activate_user", user_id=PRIYA, send_email=True), t3),
        (call("add_user_to_group", group_id=ENG, user_id=PRIYA), t4),
        (call("list_users", search='profile.lastName sw "Feld"', limit=20), t5),
        (call("deactivate_user", user_id=MARCUS, send_email=False), t6),
        (call("list_groups", q="Engineering", expand="stats", limit=20), t7),
        (call("get_user", user_id=PRIYA), t8),
    ]
    rs.add(task="mcp", tid="h43-mcp-04", system=system, turns=turns, state=state)


# Snyk - bad
def t05(rs: RowSet) -> None:
    system = mcp_system("snyk", "Snyk API for organization tidewater (org id 3b9e1f07-5c2a-4d68-9e41-a7c0d2f8b613)", [
        tool("list_projects", "List monitored projects with issue counts by severity.", {"org_id": S, "name_contains": S}, ["org_id"]),
        tool("list_project_issues", "List the issues of a project (aggregated), filterable by severity and ignored state.", {"org_id": S, "project_id": S, "severities": A, "include_ignored": B}, ["org_id", "project_id"]),
        tool("get_issue", "Get one issue of a project with paths, fix info and ignore state.", {"org_id": S, "project_id": S, "issue_id": S}, ["org_id", "project_id", "issue_id"]),
        tool("ignore_issue", "Ignore an issue in a project.", {"org_id": S, "project_id": S, "issue_id": S, "reason": S, "reason_type": S, "expires": S, "disregard_if_fixable": B}, ["org_id", "project_id", "issue_id", "reason_type"]),
        tool("open_fix_pr", "Open a Snyk fix pull request upgrading packages for the given issues.", {"org_id": S, "project_id": S, "issue_ids": A}, ["org_id", "project_id", "issue_ids"]),
        tool("get_project_settings", "Get a project's settings.", {"org_id": S, "project_id": S}, ["org_id", "project_id"]),
        tool("update_project_settings", "Update a project's settings.", {"org_id": S, "project_id": S, "settings": OBJ}, ["org_id", "project_id", "settings"]),
    ])
    ORG, PRJ = "3b9e1f07-5c2a-4d68-9e41-a7c0d2f8b613", "6f1d2c3e-8a94-4b57-a0d6-2e9c71b4f385"
    state = ("Snyk org 'tidewater'. AppSec asked to clear the critical/high issues on checkout-service before the release freeze: "
             "fix what can be fixed with a PR and ignore, with a justification, anything only reachable through dev tooling.")

    def proj(pid: str, name: str, c: int, h: int, m: int, lo: int, tested: str, created: str, branch: str = "main", typ: str = "npm") -> dict[str, Any]:
        return {"id": pid, "name": name, "type": typ, "origin": "github", "branch": branch, "readOnly": False,
                "testFrequency": "daily", "totalDependencies": {"npm": 842, "pip": 61, "maven": 214}.get(typ, 100) if pid != PRJ else 1107,
                "isMonitored": True, "created": created, "lastTestedDate": tested,
                "issueCountsBySeverity": {"low": lo, "medium": m, "high": h, "critical": c},
                "imageTag": "0.0.0", "imageId": None, "remoteRepoUrl": "https://github.com/tidewater-dev/" + name.split(":")[0].split("/")[-1],
                "importingUser": {"id": "b2e47c19-0d83-4a6f-9e15-c8f3a7d12064", "name": "Ruth Okonkwo", "username": "rokonkwo", "email": "ruth.okonkwo@tidewater.dev"},
                "owner": None, "tags": [{"key": "team", "value": "commerce" if "checkout" in name or "cart" in name else "platform"}],
                "attributes": {"criticality": ["high"] if "checkout" in name else ["medium"], "environment": ["backend"], "lifecycle": ["production"]},
                "browseUrl": f"https://app.snyk.io/org/tidewater/project/{pid}"}

    t1 = pj({"org": {"name": "tidewater", "id": ORG}, "projects": [
        proj("0a4c7e21-93bd-4f18-b6e5-1d7f2c8a9b30", "tidewater-dev/cart-service:package.json", 0, 2, 4, 1, "2024-10-22T03:11:48.231Z", "2023-03-14T10:02:17.448Z"),
        proj(PRJ, "tidewater-dev/checkout-service:package.json", 1, 3, 5, 2, "2024-10-22T03:12:05.904Z", "2023-03-14T10:02:19.016Z"),
        proj("91d3b6f4-2e7a-4c05-8b19-f6a0e3c7d528", "tidewater-dev/pricing-engine:requirements.txt", 0, 1, 2, 3, "2024-10-22T03:13:40.117Z", "2023-08-01T15:47:03.552Z", typ="pip"),
        proj("c5e82a17-4f69-4d3b-a0c8-7b2e91f5d046", "tidewater-dev/inventory-sync:pom.xml", 0, 0, 6, 4, "2024-10-22T03:14:22.689Z", "2023-05-22T08:29:51.307Z", typ="maven"),
        proj("e7b05d93-18c4-4a2f-9d6e-3f1c8a7b2e54", "tidewater-dev/storefront-web:package.json", 0, 4, 9, 5, "2024-10-22T03:15:09.372Z", "2023-03-14T10:02:21.775Z"),
    ]})

    def issue(iid: str, title: str, sev: str, pkg: str, ver: str, fixed_in: list[str], cvss: float, vector: str, cve: str, cwe: str,
              paths: list[list[str]], pub: str, disclosed: str, exploit: str, upgradable: bool, ignored: bool = False) -> dict[str, Any]:
        return {"id": iid, "issueType": "vuln", "pkgName": pkg, "pkgVersions": [ver],
                "issueData": {"id": iid, "title": title, "severity": sev, "originalSeverity": sev, "url": f"https://security.snyk.io/vuln/{iid}",
                              "identifiers": {"CVE": [cve], "CWE": [cwe], "GHSA": []}, "credit": ["Unknown"], "exploitMaturity": exploit,
                              "semver": {"vulnerable": [f"<{fixed_in[0]}"] if fixed_in else ["*"]}, "publicationTime": pub, "disclosureTime": disclosed,
                              "CVSSv3": vector, "cvssScore": cvss, "language": "js", "nearestFixedInVersion": fixed_in[0] if fixed_in else None,
                              "isMaliciousPackage": False},
                "introducedThrough": [],
                "isPatched": False, "isIgnored": ignored, "ignoreReasons": None,
                "fixInfo": {"isUpgradable": upgradable, "isPinnable": False, "isPatchable": False, "isFixable": upgradable, "isPartiallyFixable": upgradable,
                            "nearestFixedInVersion": fixed_in[0] if fixed_in else "", "fixedIn": fixed_in},
                "priority": {"score": {"critical": 876, "high": 726}.get(sev, 500) if exploit != "No Known Exploit" else {"critical": 790, "high": 654}.get(sev, 420),
                             "factors": [{"name": "isFixable", "description": "Has a fix available"}] if upgradable else []},
                "links": {"paths": f"https://api.snyk.io/v1/org/{ORG}/project/{PRJ}/history/latest/issue/{iid}/paths"},
                "paths": paths}

    BT = "@tidewater/build-tools@0.14.2"
    iss_shell = issue("SNYK-JS-SHELLQUOTE-1766506", "Command Injection", "critical", "shell-quote", "1.7.2", ["1.7.3"], 9.8,
                      "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H", "CVE-2021-42740", "CWE-78",
                      [["checkout-service@2.3.0", BT, "shell-quote@1.7.2"]], "2021-10-21T15:22:31Z", "2021-10-21T15:08:48Z", "Proof of Concept", True)
    iss_ip = issue("SNYK-JS-IP-6240864", "Server-side Request Forgery (SSRF)", "high", "ip", "1.1.8", ["1.1.9", "2.0.1"], 8.3,
                   "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:L/I:L/A:L/E:P", "CVE-2023-42282", "CWE-918",
                   [["checkout-service@2.3.0", BT, "proxy-agent@5.0.0", "pac-proxy-agent@5.0.0", "ip@1.1.8"],
                    ["checkout-service@2.3.0", BT, "proxy-agent@5.0.0", "socks-proxy-agent@5.0.1", "socks@2.7.1", "ip@1.1.8"]],
                   "2024-02-09T09:04:47Z", "2024-02-08T17:53:28Z", "Proof of Concept", False)
    iss_jwt = issue("SNYK-JS-JSONWEBTOKEN-3180022", "Improper Authentication", "high", "jsonwebtoken", "8.5.1", ["9.0.0"], 7.6,
                    "CVSS:3.1/AV:N/AC:H/PR:L/UI:N/S:U/C:H/I:H/A:L", "CVE-2022-23540", "CWE-287",
                    [["checkout-service@2.3.0", "jsonwebtoken@8.5.1"], ["checkout-service@2.3.0", "express-jwt@6.1.2", "jsonwebtoken@8.5.1"]],
                    "2022-12-22T12:22:17Z", "2022-12-21T20:37:42Z", "No Known Exploit", True)
    iss_braces = issue("SNYK-JS-BRACES-6838727", "Excessive Platform Resource Consumption within a Loop", "high", "braces", "3.0.2", ["3.0.3"], 7.5,
                       "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:N/A:H", "CVE-2024-4068", "CWE-1050",
                       [["checkout-service@2.3.0", "chokidar@3.5.3", "braces@3.0.2"], ["checkout-service@2.3.0", "micromatch@4.0.5", "braces@3.0.2"]],
                       "2024-05-14T06:30:02Z", "2024-03-12T16:39:57Z", "No Known Exploit", True)
    t2 = pj({"issues": [iss_shell, iss_ip, iss_jwt, iss_braces]})

    ign = {"reason": "ip is only pulled in by @tidewater/build-tools (proxy-agent chain), a devDependency used in CI; not shipped in the runtime image.",
           "reasonType": "not-vulnerable", "disregardIfFixable": False, "expires": "2025-03-31T00:00:00.000Z",
           "created": "2024-10-22T14:37:09.512Z",
           "ignoredBy": {"id": "d84f2a6c-1b93-4e07-a5c8-0e7f3b9d2c61", "name": "AppSec Bot", "email": "appsec-bot@tidewater.dev", "isGroupPolicy": False},
           "source": "api"}
    t3 = pj({"SNYK-JS-IP-6240864": [{"*": ign}]})

    ip_detail = dict(iss_ip)
    ip_detail["issueData"] = dict(iss_ip["issueData"])
    ip_detail["issueData"]["description"] = ("## Overview\n[ip](https://www.npmjs.com/package/ip) is a Node library.\n\nAffected versions of this package are vulnerable to "
                                             "Server-side Request Forgery (SSRF) via the `isPublic` function, which identifies some private IP addresses as public "
                                             "addresses due to improper parsing of the input.\n\n## Remediation\nUpgrade `ip` to version 1.1.9, 2.0.1 or higher.")
    ip_detail["introducedThrough"] = []
    ip_detail["isIgnored"] = False
    ip_detail["ignoreReasons"] = None
    ip_detail["upgradePaths"] = []
    t4 = pj(ip_detail)

    sq = dict(iss_shell)
    sq["issueData"] = dict(iss_shell["issueData"])
    sq["issueData"]["description"] = ("## Overview\n[shell-quote](https://www.npmjs.com/package/shell-quote) is a package used to quote and parse shell commands.\n\n"
                                      "Affected versions of this package are vulnerable to Command Injection via the `quote` function, due to improper escaping of "
                                      "special characters on Windows drive letters.\n\n## Remediation\nUpgrade `shell-quote` to version 1.7.3 or higher.")
    sq["upgradePaths"] = [[False, "@tidewater/build-tools@0.14.3", "shell-quote@1.7.3"]]
    t5 = pj(sq)

    t6 = pj({"id": "8e2b4c71-d5a3-4f96-b1e0-7c3d9a2f6e58", "status": "created", "created": "2024-10-22T14:41:26.044Z",
             "url": "https://github.com/tidewater-dev/checkout-service/pull/482", "number": 482,
             "branchName": "snyk-fix-4a6e1b9c07d2f835e19b2c4d7f0a6e13",
             "title": "[Snyk] Fix for 3 vulnerabilities",
             "upgrades": [{"from": "@tidewater/build-tools@0.14.2", "to": "@tidewater/build-tools@0.14.3", "fixes": ["SNYK-JS-SHELLQUOTE-1766506"]},
                          {"from": "jsonwebtoken@8.5.1", "to": "jsonwebtoken@9.0.0", "fixes": ["SNYK-JS-JSONWEBTOKEN-3180022"], "breakingChange": True},
                          {"from": "chokidar@3.5.3", "to": "chokidar@3.6.0", "fixes": ["SNYK-JS-BRACES-6838727"]},
                          {"from": "micromatch@4.0.5", "to": "micromatch@4.0.8", "fixes": ["SNYK-JS-BRACES-6838727"]}],
             "files": ["package.json", "package-lock.json"]})

    settings = {"autoDepUpgradeEnabled": False, "autoDepUpgradeIgnoredDependencies": [], "autoDepUpgradeMinAge": 21, "autoDepUpgradeLimit": 5,
                "pullRequestFailOnAnyVulns": False, "pullRequestFailOnlyForHighSeverity": True, "pullRequestTestEnabled": True,
                "pullRequestAssignment": {"enabled": True, "type": "manual", "assignees": ["rokonkwo"]},
                "autoRemediationPrs": {"freshPrsEnabled": True, "backlogPrsEnabled": False, "usePatchRemediation": False}}
    t7 = pj(settings)
    turns = [
        (call("list_projects", org_id=ORG), t1),
        (call("list_project_issues", org_id=ORG, project_id=PRJ, severities=["critical", "high"]), t2),
        (call("ignore_issue", org_id=ORG, project_id=PRJ, issue_id="SNYK-JS-IP-6240864", reason_type="not-vulnerable", reason=ign["reason"],
              expires="2025-03-31T00:00:00.000Z", disregard_if_fixable=False), t3),
        (call("get_issue", org_id=ORG, project_id=PRJ, issue_id="SNYK-JS-IP-6240864"), t4),
        (call("get_issue", org_id=ORG, project_id=PRJ, issue_id="SNYK-JS-SHELLQUOTE-1766506"), t5),
        (call("open_fix_pr", org_id=ORG, project_id=PRJ, issue_ids=["SNYK-JS-SHELLQUOTE-1766506", "SNYK-JS-JSONWEBTOKEN-3180022", "SNYK-JS-BRACES-6838727"]), t6),
        (call("update_project_settings", org_id=ORG, project_id=PRJ, settings={"pullRequestFailOnlyForHighSeverity": True, "pullRequestFailOnAnyVulns": False}), t7),
    ]
    rs.add(task="mcp", tid="h43-mcp-05", system=system, turns=turns, state=state, bad=True, turn=4,
           kind="issue ignored in turn 3 reads back as not ignored")


# Backblaze B2 - clean
def t06(rs: RowSet) -> None:
    system = mcp_system("backblaze-b2", "Backblaze B2 native API (b2_* calls) for account a7c31f9e20d4", [
        tool("list_buckets", "b2_list_buckets: list the account's buckets.", {"bucket_name": S}, []),
        tool("list_file_names", "b2_list_file_names: list the latest visible version of files, by name.", {"bucket_id": S, "prefix": S, "start_file_name": S, "max_file_count": INT}, ["bucket_id"]),
        tool("list_file_versions", "b2_list_file_versions: list all versions (uploads and hide markers).", {"bucket_id": S, "prefix": S, "start_file_name": S, "start_file_id": S, "max_file_count": INT}, ["bucket_id"]),
        tool("upload_file", "Upload a local file (large-file API above 200 MB).", {"bucket_id": S, "local_path": S, "file_name": S, "content_type": S}, ["bucket_id", "local_path", "file_name"]),
        tool("hide_file", "b2_hide_file: hide a file so it no longer shows in list_file_names.", {"bucket_id": S, "file_name": S}, ["bucket_id", "file_name"]),
        tool("delete_file_version", "b2_delete_file_version.", {"file_name": S, "file_id": S}, ["file_name", "file_id"]),
        tool("update_bucket", "b2_update_bucket: change type, lifecycle rules, info.", {"bucket_id": S, "lifecycle_rules": A, "bucket_type": S, "if_revision_match": INT}, ["bucket_id"]),
    ])
    state = ("Backblaze B2 account a7c31f9e20d4 (key 'ops-backup-rotation', capabilities listBuckets, listFiles, writeFiles, deleteFiles, writeBuckets). "
             "Tonight's pg_dump failed in cron and was rerun by hand to /var/backups/pg/2024-10-09.sql.gz. Upload it, hide the oldest nightly "
             "so only eight stay visible, and make sure hidden backups are purged after 30 days.")
    ACC, BID = "a7c31f9e20d4", "4a5f7c2d8e91b3a06f1b0e17"

    def ms(y: int, mo: int, d: int, h: int, mi: int, s: int, frac: int) -> int:
        return calendar.timegm((y, mo, d, h, mi, s, 0, 0, 0)) * 1000 + frac

    def fid(hexa: str, y: int, mo: int, d: int, h: int, mi: int, s: int, millis: int, v: str, t: str) -> str:
        return f"4_z{BID}_f{hexa}_d{y}{mo:02d}{d:02d}_m{h:02d}{mi:02d}{s:02d}_c004_v{v}_t{t}_u01{millis}"

    SIZES = {1: 1872304417, 2: 1874119206, 3: 1875532881, 4: 1878940355, 5: 1880217764, 6: 1883605129, 7: 1884472038, 8: 1887911452}
    SHA = {1: "6b1f0c9e3d27a845f1e0b7c2d9a43e58f6c10b72", 2: "e03a7c5d91b2f486a0c3e7d19b5f2a84c6e01d37", 3: "2c9d4e7f1a06b853e2f7c1d0a9b46e35f8d21c90",
           4: "a71e5b3c09d4f826b1e0c7a3d5f92b48e6c03a15", 5: "f4c20d9b6e17a35c8b0e2f1d7a64c9b3e50f8d26", 6: "3e8b1f6a0c95d247e3a6b0c8f1d52e79a4c06b81",
           7: "9d05c3a7e2f18b46d0a9c5e3b7f24a16c8e91d02", 8: "7a3f9e1c5b08d264f7e0a3c9b1d56f82e4a07c39", 9: "c8e2a6f04b3d917e5c1a8f0d2b69e7c34a1f5d80"}
    HEXA = {1: "2113c7e9b0a5f4d18", 2: "2041a8d6c3f7e9b05", 3: "22b9e4c1a07d6f358", 4: "21f6d3a8c5e0b9742", 5: "2087c1e5a9d3b6f04",
            9: "20c4e8a1f6b3d9527", 6: "23a5d9b2e7c0f1846", 7: "21c8f0e6a3b5d7924", 8: "2096b3e1d8a4c7f05"}
    MINS = {1: (15, 12), 2: (15, 40), 3: (16, 3), 4: (15, 27), 5: (15, 51), 6: (16, 18), 7: (15, 9), 8: (15, 44)}

    def nightly(n: int) -> dict[str, Any]:
        mi, s = MINS[n]
        up = ms(2024, 10, n, 3, mi, s, 300 + 7 * n)
        return {"accountId": ACC, "action": "upload", "bucketId": BID, "contentLength": SIZES[n], "contentMd5": None, "contentSha1": "none",
                "contentType": "application/gzip",
                "fileId": fid(HEXA[n], 2024, 10, n, 3, mi - 6, s, up - 358000, "0402016" if n % 2 else "0402021", "0044" if n % 3 else "0057"),
                "fileInfo": {"large_file_sha1": SHA[n], "src_last_modified_millis": str(ms(2024, 10, n, 3, mi - 7, 2, 0))},
                "fileName": f"pg/nightly/2024-10-{n:02d}.sql.gz", "fileRetention": {"isClientAuthorizedToRead": True, "value": None},
                "legalHold": {"isClientAuthorizedToRead": True, "value": None}, "replicationStatus": None,
                "serverSideEncryption": {"algorithm": "AES256", "mode": "SSE-B2"}, "uploadTimestamp": up}

    def bucket(name: str, bid: str, rev: int, rules: list[dict[str, Any]], info: dict[str, Any], btype: str = "allPrivate") -> dict[str, Any]:
        return {"accountId": ACC, "bucketId": bid, "bucketInfo": info, "bucketName": name, "bucketType": btype, "corsRules": [],
                "defaultServerSideEncryption": {"isClientAuthorizedToRead": True, "value": {"algorithm": "AES256", "mode": "SSE-B2"}},
                "fileLockConfiguration": {"isClientAuthorizedToRead": True, "value": {"defaultRetention": {"mode": None, "period": None}, "isFileLockEnabled": False}},
                "lifecycleRules": rules, "options": ["s3"], "replicationConfiguration": {"isClientAuthorizedToRead": True, "value": None}, "revision": rev}

    backups_info = {"owner": "platform-ops", "purpose": "postgres nightly + weekly dumps"}
    t1 = pj({"buckets": [
        bucket("acme-db-backups", BID, 14, [], backups_info),
        bucket("acme-logs-archive", "9e2b6d0f4a17c35e8b1f0d24", 9,
               [{"daysFromHidingToDeleting": 1, "daysFromUploadingToHiding": 180, "fileNamePrefix": ""}], {"owner": "sre"}),
        bucket("acme-media-originals", "1c7f3a9e5d02b84f6a3e0c91", 31, [], {"owner": "content", "cdn": "bunny"}, "allPublic"),
        bucket("acme-terraform-state", "d05e8a2c7f1b94e63d0a7c58", 4,
               [{"daysFromHidingToDeleting": 90, "daysFromUploadingToHiding": None, "fileNamePrefix": ""}], {"owner": "platform-ops"}),
    ]})

    t2 = pj({"files": [nightly(n) for n in range(1, 6)], "nextFileName": "pg/nightly/2024-10-06.sql.gz"})
    t3 = pj({"files": [nightly(n) for n in range(6, 9)], "nextFileName": None})

    up9 = ms(2024, 10, 9, 9, 12, 40, 118)
    new = {"accountId": ACC, "action": "upload", "bucketId": BID, "contentLength": 1889046713, "contentMd5": None, "contentSha1": "none",
           "contentType": "application/gzip", "fileId": fid(HEXA[9], 2024, 10, 9, 9, 6, 51, up9 - 349000, "0402019", "0051"),
           "fileInfo": {"large_file_sha1": SHA[9], "src_last_modified_millis": str(ms(2024, 10, 9, 8, 58, 26, 0))},
           "fileName": "pg/nightly/2024-10-09.sql.gz", "fileRetention": {"isClientAuthorizedToRead": True, "value": None},
           "legalHold": {"isClientAuthorizedToRead": True, "value": None}, "replicationStatus": None,
           "serverSideEncryption": {"algorithm": "AES256", "mode": "SSE-B2"}, "uploadTimestamp": up9}
    t4 = pj(new)

    hide_ts = ms(2024, 10, 9, 9, 13, 5, 642)
    hide = {"accountId": ACC, "action": "hide", "bucketId": BID, "contentLength": 0, "contentMd5": None, "contentSha1": "none",
            "contentType": "application/x-bz-hide-marker", "fileId": fid("21e07b4c9d2a5f836", 2024, 10, 9, 9, 13, 5, hide_ts, "0402017", "0000"),
            "fileInfo": {}, "fileName": "pg/nightly/2024-10-01.sql.gz", "fileRetention": {"isClientAuthorizedToRead": True, "value": None},
            "legalHold": {"isClientAuthorizedToRead": True, "value": None}, "replicationStatus": None,
            "serverSideEncryption": {"algorithm": None, "mode": None}, "uploadTimestamp": hide_ts}
    t5 = pj(hide)

    t6 = pj({"files": [hide, nightly(1)] + [nightly(n) for n in range(2, 9)] + [new], "nextFileId": None, "nextFileName": None})

    rule = {"daysFromHidingToDeleting": 30, "daysFromUploadingToHiding": None, "fileNamePrefix": "pg/nightly/"}
    t7 = pj(bucket("acme-db-backups", BID, 15, [rule], backups_info))
    t8 = pj({"files": [nightly(n) for n in range(2, 9)] + [new], "nextFileName": None})
    turns = [
        (call("list_buckets"), t1),
        (call("list_file_names", bucket_id=BID, prefix="pg/nightly/", max_file_count=5), t2),
        (call("list_file_names", bucket_id=BID, prefix="pg/nightly/", start_file_name="pg/nightly/2024-10-06.sql.gz", max_file_count=5), t3),
        (call("upload_file", bucket_id=BID, local_path="/var/backups/pg/2024-10-09.sql.gz", file_name="pg/nightly/2024-10-09.sql.gz", content_type="application/gzip"), t4),
        (call("hide_file", bucket_id=BID, file_name="pg/nightly/2024-10-01.sql.gz"), t5),
        (call("list_file_versions", bucket_id=BID, prefix="pg/nightly/2024-10-0", max_file_count=20), t6),
        (call("update_bucket", bucket_id=BID, lifecycle_rules=[rule], if_revision_match=14), t7),
        (call("list_file_names", bucket_id=BID, prefix="pg/nightly/", max_file_count=10), t8),
    ]
    rs.add(task="mcp", tid="h43-mcp-06", system=system, turns=turns, state=state)


# GitHub Actions - bad
def t07(rs: RowSet) -> None:
    system = mcp_system("github-actions", "GitHub REST API (Actions) for the repository northwind-labs/inventory-api", [
        tool("list_workflows", "List the repository's workflows.", {"owner": S, "repo": S}, ["owner", "repo"]),
        tool("list_workflow_runs", "List runs of a workflow, newest first.", {"owner": S, "repo": S, "workflow_id": S, "branch": S, "status": S, "per_page": INT, "page": INT}, ["owner", "repo", "workflow_id"]),
        tool("get_workflow_run", "Get one workflow run.", {"owner": S, "repo": S, "run_id": INT}, ["owner", "repo", "run_id"]),
        tool("list_jobs_for_run", "List jobs of a run (filter=latest|all).", {"owner": S, "repo": S, "run_id": INT, "filter": S}, ["owner", "repo", "run_id"]),
        tool("get_job_logs", "Download the plain-text log of a job (tail_lines limits output).", {"owner": S, "repo": S, "job_id": INT, "tail_lines": INT}, ["owner", "repo", "job_id"]),
        tool("rerun_failed_jobs", "Re-run the failed jobs of a run and their dependents.", {"owner": S, "repo": S, "run_id": INT}, ["owner", "repo", "run_id"]),
        tool("dispatch_workflow", "Create a workflow_dispatch event.", {"owner": S, "repo": S, "workflow_id": S, "ref": S, "inputs": OBJ}, ["owner", "repo", "workflow_id", "ref"]),
    ])
    state = ("Authenticated as GitHub user 'release-bot' with actions:write on northwind-labs/inventory-api. The staging deploy is blocked because "
             "CI on main is red after PR #611 merged. Find out why; if it is flaky infrastructure, re-run, then dispatch the staging deploy.")
    OWN, R = "northwind-labs", "inventory-api"
    API = f"https://api.github.com/repos/{OWN}/{R}"
    actors = {"mkowalczyk": 41873309, "dependabot[bot]": 49699333, "aoyelaran": 58120774, "tnguyen-nw": 92730416, "release-bot": 103946215}

    def actor(login: str) -> dict[str, Any]:
        typ = "Bot" if login.endswith("[bot]") else "User"
        return {"login": login, "id": actors[login], "avatar_url": f"https://avatars.githubusercontent.com/u/{actors[login]}?v=4",
                "html_url": f"https://github.com/{login.replace('[bot]', '')}", "type": typ, "site_admin": False}

    def run(rid: int, num: int, title: str, sha: str, login: str, status: str, concl: str | None, created: str, updated: str,
            attempt: int = 1, started: str | None = None, event: str = "push") -> dict[str, Any]:
        return {"id": rid, "name": "CI", "node_id": "WFR_kwLOH" + format(rid, "x")[-8:].upper() + "s8AAAAC", "head_branch": "main", "head_sha": sha,
                "path": ".github/workflows/ci.yml", "display_title": title, "run_number": num, "event": event, "status": status,
                "conclusion": concl, "workflow_id": 61844207, "check_suite_id": 25771000000 + rid % 100000000,
                "url": f"{API}/actions/runs/{rid}", "html_url": f"https://github.com/{OWN}/{R}/actions/runs/{rid}",
                "pull_requests": [], "created_at": created, "updated_at": updated, "actor": actor(login), "run_attempt": attempt,
                "referenced_workflows": [], "run_started_at": started or created, "triggering_actor": actor(login if attempt == 1 else "release-bot"),
                "jobs_url": f"{API}/actions/runs/{rid}/jobs", "logs_url": f"{API}/actions/runs/{rid}/logs",
                "head_commit": {"id": sha, "tree_id": sha[::-1][:40], "message": title, "timestamp": created[:-1] + "Z",
                                "author": {"name": login, "email": f"{actors[login]}+{login}@users.noreply.github.com"}},
                "repository": {"id": 612004871, "name": R, "full_name": f"{OWN}/{R}", "private": True}}

    t1 = pj({"total_count": 3, "workflows": [
        {"id": 61844207, "node_id": "W_kwDOJHb8Bs4Ds6Pv", "name": "CI", "path": ".github/workflows/ci.yml", "state": "active",
         "created_at": "2023-03-09T10:41:52.000Z", "updated_at": "2024-06-27T08:13:40.000Z", "url": f"{API}/actions/workflows/61844207",
         "html_url": f"https://github.com/{OWN}/{R}/blob/main/.github/workflows/ci.yml", "badge_url": f"https://github.com/{OWN}/{R}/workflows/CI/badge.svg"},
        {"id": 61844208, "node_id": "W_kwDOJHb8Bs4Ds6Pw", "name": "Deploy", "path": ".github/workflows/deploy.yml", "state": "active",
         "created_at": "2023-03-09T10:41:52.000Z", "updated_at": "2024-05-14T16:02:11.000Z", "url": f"{API}/actions/workflows/61844208",
         "html_url": f"https://github.com/{OWN}/{R}/blob/main/.github/workflows/deploy.yml", "badge_url": f"https://github.com/{OWN}/{R}/workflows/Deploy/badge.svg"},
        {"id": 73310955, "node_id": "W_kwDOJHb8Bs4EXqXr", "name": "CodeQL", "path": ".github/workflows/codeql.yml", "state": "active",
         "created_at": "2023-09-21T12:30:07.000Z", "updated_at": "2023-09-21T12:30:07.000Z", "url": f"{API}/actions/workflows/73310955",
         "html_url": f"https://github.com/{OWN}/{R}/blob/main/.github/workflows/codeql.yml", "badge_url": f"https://github.com/{OWN}/{R}/workflows/CodeQL/badge.svg"},
    ]})

    SHA = "3f9a1c7e2b5d4086a1f3c9e7b2d05a8c4e6f1b93"
    RID = 9812736450
    r1482 = run(RID, 1482, "Reserve stock atomically in checkout path (#611)", SHA, "mkowalczyk", "completed", "failure", "2024-07-18T13:02:44Z", "2024-07-18T13:09:31Z")
    r1481 = run(9811904117, 1481, "Bump pydantic from 2.7.4 to 2.8.2 (#609)", "b82e0d4f6a1c93e57d2b0f8a4c6e1d39f5a7b204", "dependabot[bot]", "completed", "success", "2024-07-18T11:47:20Z", "2024-07-18T11:53:02Z")
    r1480 = run(9810277385, 1480, "Add /v2/stock/bulk endpoint (#607)", "5d1e9c3a7f0b28e46c9a1d5f3b7e02c8a4d6f913", "aoyelaran", "completed", "success", "2024-07-18T09:15:09Z", "2024-07-18T09:21:38Z")
    r1479 = run(9806630921, 1479, "Fix timezone handling in restock scheduler (#606)", "e7a40c2b9d5f16e83a0c7b4d2f9e51a6c3b8d047", "tnguyen-nw", "completed", "success", "2024-07-17T16:40:55Z", "2024-07-17T16:47:12Z")
    r1478 = run(9805118462, 1478, "Split warehouse repository module (#604)", "0c6b3e9f2a8d47150e3c6a9b2f8d41e7c05a3b96", "mkowalczyk", "completed", "failure", "2024-07-17T14:02:31Z", "2024-07-17T14:09:55Z")
    t2 = pj({"total_count": 1203, "workflow_runs": [r1482, r1481, r1480, r1479, r1478]})

    def job(jid: int, name: str, status: str, concl: str | None, started: str, done: str | None, runner: str | None, steps: list[tuple[str, str, str | None, str, str | None]],
            attempt: int = 1, labels: list[str] | None = None) -> dict[str, Any]:
        return {"id": jid, "run_id": RID, "workflow_name": "CI", "head_branch": "main", "run_url": f"{API}/actions/runs/{RID}",
                "run_attempt": attempt, "node_id": "CR_kwDOJHb8Bs8AAAAG" + format(jid, "x").upper(), "head_sha": SHA,
                "url": f"{API}/actions/jobs/{jid}", "html_url": f"https://github.com/{OWN}/{R}/actions/runs/{RID}/job/{jid}",
                "status": status, "conclusion": concl, "created_at": started[:-3] + format(int(started[-3:-1]) - 2 if int(started[-3:-1]) >= 2 else 0, "02d") + "Z",
                "started_at": started, "completed_at": done, "name": name,
                "steps": [{"name": n, "status": st, "conclusion": c, "number": i, "started_at": a, "completed_at": b} for i, (n, st, c, a, b) in enumerate(steps, 1)],
                "check_run_url": f"{API}/check-runs/{jid}", "labels": labels or ["ubuntu-22.04"],
                "runner_id": None if runner is None else 20 + jid % 7, "runner_name": runner,
                "runner_group_id": None if runner is None else 2, "runner_group_name": None if runner is None else "GitHub Actions"}

    def S_(n: str, a: str, b: str, c: str = "success") -> tuple[str, str, str | None, str, str | None]:
        return (n, "completed", c, a, b)

    j_lint = job(27096532118, "lint", "completed", "success", "2024-07-18T13:02:51Z", "2024-07-18T13:03:38Z", "GitHub Actions 14", [
        S_("Set up job", "2024-07-18T13:02:51Z", "2024-07-18T13:02:53Z"), S_("Run actions/checkout@v4", "2024-07-18T13:02:53Z", "2024-07-18T13:02:55Z"),
        S_("Run actions/setup-python@v5", "2024-07-18T13:02:55Z", "2024-07-18T13:03:04Z"), S_("Run ruff check .", "2024-07-18T13:03:04Z", "2024-07-18T13:03:31Z"),
        S_("Run mypy src", "2024-07-18T13:03:31Z", "2024-07-18T13:03:36Z"), S_("Complete job", "2024-07-18T13:03:36Z", "2024-07-18T13:03:36Z")])
    j_t311 = job(27096532406, "test (3.11)", "completed", "failure", "2024-07-18T13:02:52Z", "2024-07-18T13:09:24Z", "GitHub Actions 9", [
        S_("Set up job", "2024-07-18T13:02:52Z", "2024-07-18T13:02:54Z"), S_("Initialize containers", "2024-07-18T13:02:54Z", "2024-07-18T13:03:21Z"),
        S_("Run actions/checkout@v4", "2024-07-18T13:03:21Z", "2024-07-18T13:03:22Z"), S_("Run actions/setup-python@v5", "2024-07-18T13:03:22Z", "2024-07-18T13:03:30Z"),
        S_("Install dependencies", "2024-07-18T13:03:30Z", "2024-07-18T13:04:12Z"), S_("Run pytest -n 4 --maxfail=5", "2024-07-18T13:04:12Z", "2024-07-18T13:09:19Z", "failure"),
        ("Upload coverage", "completed", "skipped", "2024-07-18T13:09:19Z", "2024-07-18T13:09:19Z"), S_("Stop containers", "2024-07-18T13:09:19Z", "2024-07-18T13:09:22Z"),
        S_("Complete job", "2024-07-18T13:09:22Z", "2024-07-18T13:09:22Z")])
    j_t312 = job(27096532679, "test (3.12)", "completed", "success", "2024-07-18T13:02:52Z", "2024-07-18T13:08:47Z", "GitHub Actions 11", [
        S_("Set up job", "2024-07-18T13:02:52Z", "2024-07-18T13:02:55Z"), S_("Initialize containers", "2024-07-18T13:02:55Z", "2024-07-18T13:03:19Z"),
        S_("Run actions/checkout@v4", "2024-07-18T13:03:19Z", "2024-07-18T13:03:20Z"), S_("Run actions/setup-python@v5", "2024-07-18T13:03:20Z", "2024-07-18T13:03:29Z"),
        S_("Install dependencies", "2024-07-18T13:03:29Z", "2024-07-18T13:04:08Z"), S_("Run pytest -n 4 --maxfail=5", "2024-07-18T13:04:08Z", "2024-07-18T13:08:40Z"),
        S_("Upload coverage", "2024-07-18T13:08:40Z", "2024-07-18T13:08:43Z"), S_("Stop containers", "2024-07-18T13:08:43Z", "2024-07-18T13:08:46Z"),
        S_("Complete job", "2024-07-18T13:08:46Z", "2024-07-18T13:08:46Z")])
    j_build = job(27096533001, "build-image", "completed", "skipped", "2024-07-18T13:09:28Z", "2024-07-18T13:09:28Z", None, [])
    t3 = pj({"total_count": 4, "jobs": [j_lint, j_t311, j_t312, j_build]})

    t4 = """2024-07-18T13:04:12.4410382Z ##[group]Run pytest -n 4 --maxfail=5
2024-07-18T13:04:12.4411027Z [36;1mpytest -n 4 --maxfail=5[0m
2024-07-18T13:04:12.4452716Z shell: /usr/bin/bash -e {0}
2024-07-18T13:04:12.4453104Z env:
2024-07-18T13:04:12.4453380Z   DATABASE_URL: postgresql://inventory:inventory@localhost:5432/inventory_test
2024-07-18T13:04:12.4453839Z   pythonLocation: /opt/hostedtoolcache/Python/3.11.9/x64
2024-07-18T13:04:12.4454241Z ##[endgroup]
2024-07-18T13:04:14.0927311Z ============================= test session starts ==============================
2024-07-18T13:04:14.0928154Z platform linux -- Python 3.11.9, pytest-8.2.2, pluggy-1.5.0
2024-07-18T13:04:14.0928642Z rootdir: /home/runner/work/inventory-api/inventory-api
2024-07-18T13:04:14.0929017Z configfile: pyproject.toml
2024-07-18T13:04:14.0929402Z plugins: asyncio-0.23.7, xdist-3.6.1, cov-5.0.0, timeout-2.3.1
2024-07-18T13:04:14.0929815Z created: 4/4 workers
2024-07-18T13:04:16.8810462Z 4 workers [412 items]
2024-07-18T13:04:16.8811203Z
2024-07-18T13:08:51.3304177Z ........................................................................ [ 17%]
2024-07-18T13:08:51.3305052Z ........................................................................ [ 34%]
2024-07-18T13:08:51.3305611Z ........................................................................ [ 52%]
2024-07-18T13:08:51.3306142Z ..........................................F............................. [ 69%]
2024-07-18T13:08:51.3306680Z ........................................................................ [ 87%]
2024-07-18T13:09:18.7720934Z ....................................................                     [100%]
2024-07-18T13:09:18.7721802Z =================================== FAILURES ===================================
2024-07-18T13:09:18.7722310Z ________________________ test_reserve_stock_concurrent _________________________
2024-07-18T13:09:18.7722865Z [gw2] linux -- Python 3.11.9 /opt/hostedtoolcache/Python/3.11.9/x64/bin/python
2024-07-18T13:09:18.7723407Z
2024-07-18T13:09:18.7723699Z db_pool = <asyncpg.pool.Pool object at 0x7f3c2a91e350>
2024-07-18T13:09:18.7724110Z
2024-07-18T13:09:18.7724377Z     @pytest.mark.asyncio
2024-07-18T13:09:18.7724682Z     async def test_reserve_stock_concurrent(db_pool):
2024-07-18T13:09:18.7725049Z         sku = await make_sku(db_pool, on_hand=50)
2024-07-18T13:09:18.7725431Z >       results = await asyncio.gather(*(reserve(db_pool, sku, 1) for _ in range(50)))
2024-07-18T13:09:18.7725893Z
2024-07-18T13:09:18.7726150Z tests/integration/test_reservations.py:88:
2024-07-18T13:09:18.7726510Z _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _
2024-07-18T13:09:18.7726964Z src/inventory/reservations.py:41: in reserve
2024-07-18T13:09:18.7727303Z     async with pool.acquire(timeout=10) as conn:
2024-07-18T13:09:18.7727690Z .venv/lib/python3.11/site-packages/asyncpg/pool.py:1024: in __aenter__
2024-07-18T13:09:18.7728093Z     self.connection = await self.pool._acquire(self.timeout)
2024-07-18T13:09:18.7728502Z _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _
2024-07-18T13:09:18.7728931Z E   asyncio.exceptions.TimeoutError
2024-07-18T13:09:18.7729230Z
2024-07-18T13:09:18.7729507Z During handling of the above exception, another exception occurred:
2024-07-18T13:09:18.7729901Z E   TimeoutError: pool acquire timed out after 10.0s (max_size=10, in use=10)
2024-07-18T13:09:18.7730355Z ----------------------------- Captured log call ------------------------------
2024-07-18T13:09:18.7730801Z WARNING  inventory.db:db.py:57 slow acquire: 9.98s (postgres service container cpu throttled?)
2024-07-18T13:09:18.7731260Z =========================== short test summary info ============================
2024-07-18T13:09:18.7731733Z FAILED tests/integration/test_reservations.py::test_reserve_stock_concurrent - TimeoutError: pool acquire timed out after 10.0s (max_size=10, in use=10)
2024-07-18T13:09:18.7732298Z ================= 1 failed, 411 passed in 302.41s (0:05:02) ==================
2024-07-18T13:09:19.0419622Z ##[error]Process completed with exit code 1."""

    t5 = "Re-run of failed jobs requested for run 9812736450 (HTTP 201 Created)."

    r_att2 = run(RID, 1482, "Reserve stock atomically in checkout path (#611)", SHA, "mkowalczyk", "in_progress", None, "2024-07-18T13:02:44Z", "2024-07-18T13:31:14Z",
                 attempt=2, started="2024-07-18T13:31:09Z")
    r_att2["previous_attempt_url"] = f"{API}/actions/runs/{RID}/attempts/1"
    t6 = pj(r_att2)

    j_t311b = job(27098214563, "test (3.11)", "in_progress", None, "2024-07-18T13:31:18Z", None, "GitHub Actions 6", [
        S_("Set up job", "2024-07-18T13:31:18Z", "2024-07-18T13:31:20Z"), S_("Initialize containers", "2024-07-18T13:31:20Z", "2024-07-18T13:31:44Z"),
        S_("Run actions/checkout@v4", "2024-07-18T13:31:44Z", "2024-07-18T13:31:45Z"), S_("Run actions/setup-python@v5", "2024-07-18T13:31:45Z", "2024-07-18T13:31:53Z"),
        ("Install dependencies", "in_progress", None, "2024-07-18T13:31:53Z", None), ("Run pytest -n 4 --maxfail=5", "queued", None, "2024-07-18T13:31:53Z", None),
        ("Upload coverage", "queued", None, "2024-07-18T13:31:53Z", None), ("Stop containers", "queued", None, "2024-07-18T13:31:53Z", None)], attempt=2)
    j_build_b = job(27098214790, "build-image", "queued", None, "2024-07-18T13:31:12Z", None, None, [], attempt=2)
    t7 = pj({"total_count": 4, "jobs": [j_lint, j_t311b, j_t312, j_build_b]})

    r_done = run(RID, 1482, "Reserve stock atomically in checkout path (#611)", SHA, "mkowalczyk", "completed", "success", "2024-07-18T13:02:44Z", "2024-07-18T13:38:52Z",
                 attempt=2, started="2024-07-18T13:31:09Z")
    r_done["previous_attempt_url"] = f"{API}/actions/runs/{RID}/attempts/1"
    t8 = pj(r_done)

    r_bad = run(RID, 1482, "Reserve stock atomically in checkout path (#611)", SHA, "mkowalczyk", "completed", "success", "2024-07-18T13:02:44Z", "2024-07-18T13:36:52Z",
                attempt=2, started="2024-07-18T13:31:09Z")
    r_bad["previous_attempt_url"] = f"{API}/actions/runs/{RID}/attempts/1"
    r1483 = run(9813102254, 1483, "Log reservation conflicts at debug level (#612)", "a4c8e1f7b3d09625e8c1a4f7d3b06e92c5a8f140", "aoyelaran", "in_progress", None,
                "2024-07-18T13:40:03Z", "2024-07-18T13:40:11Z")
    t9 = pj({"total_count": 1204, "workflow_runs": [r1483, r_bad, r1481]})
    t10 = "Workflow dispatch event created for workflow 'deploy.yml' on ref 'main' (HTTP 204 No Content)."
    turns = [
        (call("list_workflows", owner=OWN, repo=R), t1),
        (call("list_workflow_runs", owner=OWN, repo=R, workflow_id="ci.yml", branch="main", per_page=5), t2),
        (call("list_jobs_for_run", owner=OWN, repo=R, run_id=RID, filter="latest"), t3),
        (call("get_job_logs", owner=OWN, repo=R, job_id=27096532406, tail_lines=60), t4),
        (call("rerun_failed_jobs", owner=OWN, repo=R, run_id=RID), t5),
        (call("get_workflow_run", owner=OWN, repo=R, run_id=RID), t6),
        (call("list_jobs_for_run", owner=OWN, repo=R, run_id=RID, filter="latest"), t7),
        (call("get_workflow_run", owner=OWN, repo=R, run_id=RID), t8),
        (call("list_workflow_runs", owner=OWN, repo=R, workflow_id="ci.yml", branch="main", per_page=3), t9),
        (call("dispatch_workflow", owner=OWN, repo=R, workflow_id="deploy.yml", ref="main", inputs={"environment": "staging", "image_tag": SHA[:7]}), t10),
    ]
    rs.add(task="mcp", tid="h43-mcp-07", system=system, turns=turns, state=state, bad=True, turn=9,
           kind="completed run's updated_at moves back (13:38:52Z -> 13:36:52Z)")


# Close CRM - clean
def t08(rs: RowSet) -> None:
    system = mcp_system("close-crm", "Close CRM API v1 for organization 'Tessellate Freight Software'", [
        tool("search_leads", "Search leads by free text or a Close query; returns matching leads with contacts and opportunities.", {"query": S, "limit": INT}, ["query"]),
        tool("get_lead", "Get a lead with contacts, opportunities and tasks.", {"lead_id": S}, ["lead_id"]),
        tool("update_lead", "Update lead fields (status_id, description, custom fields).", {"lead_id": S, "fields": OBJ}, ["lead_id", "fields"]),
        tool("create_note", "Log a note activity on a lead.", {"lead_id": S, "note": S, "contact_id": S}, ["lead_id", "note"]),
        tool("create_task", "Create a task on a lead.", {"lead_id": S, "text": S, "date": S, "assigned_to": S}, ["lead_id", "text"]),
        tool("update_opportunity", "Update an opportunity (value in cents, confidence, status_id, note).", {"opportunity_id": S, "fields": OBJ}, ["opportunity_id", "fields"]),
        tool("list_lead_statuses", "List the organization's lead statuses.", {}, []),
    ])
    state = ("Logged in to Close as Jordan Pike (AE). Call notes from today's discovery call with Harborline Logistics: budget confirmed, "
             "they want 25 dispatcher seats instead of 15, decision by end of month. Update the CRM accordingly and set a follow-up for next Thursday.")
    LEAD = "lead_Kq3xTq8r2bWz9EJcV5ZfPbNn4hYw1aXL7sD0uMg6iCt"
    ORG = "orga_9cR2vW5kLm0XbTz7YpQ1sD4fH8nJ3gE6aU2iO5wKy0"
    ME, ME_N = "user_4TbN8mQ2xV6kR0cZ3wY7pL1sF9hD5jG2aE8uI4oKr6", "Jordan Pike"
    OPP = "oppo_6hXp2Kc9Wm4Bz1Qv7Rt0Ns3Ly8Fd5Jg2Ea6Uk9Io4Sw"
    CONTACTED, QUALIFIED = "stat_2fVx8Lp5Qk1Zm7Bc4Nr0Wt6Yh3Dj9Gs2Ea5Uk8Io1P", "stat_7LqzQ6p0d1Xb4yH2kT9wUa5sVr3eJ8mNcF0gZi1oPe"
    DISCOVERY = "stat_0Tg5Bx2Mq8Wk4Zc7Lp1Nv3Rh6Yd9Fs2Ja5Ue8Io0Ki3"

    contacts = [
        {"id": "cont_3Vb9Nq6Xk2Lm8Zp1Rt5Wc7Yh0Fd4Jg6Ea2Us9Io3Kq", "lead_id": LEAD, "name": "Renata Solis", "title": "VP Operations",
         "emails": [{"type": "office", "email": "rsolis@harborline-logistics.com", "is_unsubscribed": False}],
         "phones": [{"type": "office", "phone": "+12135550187", "phone_formatted": "+1 213-555-0187", "country": "US"},
                    {"type": "mobile", "phone": "+13105550142", "phone_formatted": "+1 310-555-0142", "country": "US"}],
         "urls": [], "date_created": "2024-10-02T16:11:38.204000+00:00", "date_updated": "2024-10-29T21:03:15.882000+00:00",
         "created_by": ME, "updated_by": ME, "organization_id": ORG},
        {"id": "cont_8Kd1Wp4Zm7Xq2Lc5Bv9Nt0Rh3Yf6Js8Ga1Ue4Io7Ty", "lead_id": LEAD, "name": "Darnell Okafor", "title": "Dispatch Manager",
         "emails": [{"type": "office", "email": "dokafor@harborline-logistics.com", "is_unsubscribed": False}],
         "phones": [{"type": "office", "phone": "+12135550193", "phone_formatted": "+1 213-555-0193", "country": "US"}],
         "urls": [], "date_created": "2024-10-15T18:42:07.511000+00:00", "date_updated": "2024-10-15T18:42:07.511000+00:00",
         "created_by": ME, "updated_by": ME, "organization_id": ORG},
    ]

    def opp(value: int, conf: int, updated: str, note: str) -> dict[str, Any]:
        return {"id": OPP, "lead_id": LEAD, "lead_name": "Harborline Logistics", "status_id": DISCOVERY, "status_label": "Discovery",
                "status_type": "active", "status_display_name": "Discovery", "pipeline_id": "pipe_1Xn7Kb4Qw0Zm8Lc2Rv5Tp9Yh3", "pipeline_name": "New Business",
                "value": value, "value_currency": "USD", "value_period": "annual", "value_formatted": f"${value // 100:,} annually",
                "expected_value": value * conf // 100, "annualized_value": value, "annualized_expected_value": value * conf // 100,
                "confidence": conf, "note": note, "contact_id": contacts[0]["id"], "contact_name": "Renata Solis",
                "user_id": ME, "user_name": ME_N, "date_won": None, "date_lost": None,
                "date_created": "2024-10-02T16:14:52.630000+00:00", "date_updated": updated, "created_by": ME, "updated_by": ME,
                "created_by_name": ME_N, "updated_by_name": ME_N, "organization_id": ORG}

    def lead(status: tuple[str, str], updated: str, opps: list[dict[str, Any]], tasks: list[dict[str, Any]]) -> dict[str, Any]:
        return {"id": LEAD, "display_name": "Harborline Logistics", "name": "Harborline Logistics", "status_id": status[0], "status_label": status[1],
                "description": "Regional drayage + LTL carrier, ~140 trucks, Port of LA/Long Beach. Currently on spreadsheets + Samsara.",
                "url": "https://harborline-logistics.com", "html_url": f"https://app.close.com/lead/{LEAD}/",
                "addresses": [{"label": "business", "address_1": "1850 E Carson St", "address_2": "Suite 210", "city": "Carson", "state": "CA",
                               "zipcode": "90745", "country": "US"}],
                "contacts": contacts, "opportunities": opps, "tasks": tasks,
                "custom": {"Industry": "Freight / 3PL", "Fleet size": 140, "Lead source": "Inbound - demo request", "TMS in use": "None (spreadsheets)"},
                "custom.cf_Xa7Rk2Pm9Qv4Lz1Nc6Bw0Td3": "Freight / 3PL", "custom.cf_Yb3Ts8Kn5Wm2Qx7Lr0Vc4Pf9": 140,
                "date_created": "2024-10-02T16:11:37.915000+00:00", "date_updated": updated, "created_by": ME, "updated_by": ME,
                "created_by_name": ME_N, "updated_by_name": ME_N, "organization_id": ORG}

    opp0 = opp(1200000, 30, "2024-10-15T18:44:30.117000+00:00", "15 dispatcher seats, Pro plan, annual.")
    l0 = lead((CONTACTED, "Contacted"), "2024-10-29T21:03:15.882000+00:00", [opp0], [])
    t1 = pj({"data": [l0], "has_more": False, "total_results": 1, "cursor": None})
    l1 = lead((QUALIFIED, "Qualified"), "2024-11-07T18:22:41.553000+00:00", [opp0], [])
    t2 = pj(l1)
    note_text = ("Discovery call w/ Renata Solis + Darnell Okafor. Budget approved for FY25 ops tooling. Scope grew: 25 dispatcher seats (was 15), "
                 "Samsara integration is a must-have, EDI 214 nice-to-have. Decision by 11/29; Renata signs, CFO rubber-stamps under $25k.")
    t3 = pj({"id": "acti_5Pm2Xq8Zk1Lv4Bc7Rn0Wt3Yd6Fh9Jg2Ea5Us8Io1Kw", "_type": "Note", "note": note_text, "note_html": f"<p>{note_text}</p>",
             "lead_id": LEAD, "contact_id": None, "user_id": ME, "user_name": ME_N, "created_by": ME, "updated_by": ME,
             "created_by_name": ME_N, "updated_by_name": ME_N, "date_created": "2024-11-07T18:23:30.208000+00:00",
             "date_updated": "2024-11-07T18:23:30.208000+00:00", "activity_at": "2024-11-07T18:23:30.208000+00:00",
             "attachments": [], "organization_id": ORG})
    task = {"id": "task_1Lq6Wz3Xm9Kb2Rv5Pc8Nt0Yh4Fd7Js1Ga3Ue6Io9Tm", "_type": "lead", "assigned_to": ME, "assigned_to_name": ME_N,
            "text": "Send Harborline revised quote (25 seats) + Samsara integration one-pager; confirm CFO review date", "date": "2024-11-14",
            "due_date": "2024-11-14", "is_complete": False, "is_dateless": False, "lead_id": LEAD, "lead_name": "Harborline Logistics",
            "contact_id": None, "contact_name": None, "view": None, "created_by": ME, "updated_by": ME, "created_by_name": ME_N, "updated_by_name": ME_N,
            "date_created": "2024-11-07T18:24:12.774000+00:00", "date_updated": "2024-11-07T18:24:12.774000+00:00", "organization_id": ORG}
    t4 = pj(task)
    opp1 = opp(1850000, 60, "2024-11-07T18:25:03.419000+00:00", "25 dispatcher seats, Pro plan, annual. Samsara integration required.")
    t5 = pj(opp1)
    l2 = lead((QUALIFIED, "Qualified"), "2024-11-07T18:25:03.419000+00:00", [opp1], [
        {"id": task["id"], "text": task["text"], "date": "2024-11-14", "is_complete": False, "assigned_to": ME, "assigned_to_name": ME_N}])
    t6 = pj(l2)
    turns = [
        (call("search_leads", query="Harborline", limit=10), t1),
        (call("update_lead", lead_id=LEAD, fields={"status_id": QUALIFIED}), t2),
        (call("create_note", lead_id=LEAD, note=note_text), t3),
        (call("create_task", lead_id=LEAD, text=task["text"], date="2024-11-14", assigned_to=ME), t4),
        (call("update_opportunity", opportunity_id=OPP, fields={"value": 1850000, "confidence": 60, "note": "25 dispatcher seats, Pro plan, annual. Samsara integration required."}), t5),
        (call("get_lead", lead_id=LEAD), t6),
    ]
    rs.add(task="mcp", tid="h43-mcp-08", system=system, turns=turns, state=state)


# HashiCorp Vault - bad
def t09(rs: RowSet) -> None:
    system = mcp_system("vault", "HashiCorp Vault 1.15 at https://vault.internal.corvid.io:8200 (KV v2 at secret/); results are the vault CLI's table output", [
        tool("kv_list", "List keys under a KV v2 path.", {"mount": S, "path": S}, ["mount", "path"]),
        tool("kv_get", "Read a KV v2 secret (latest or a given version).", {"mount": S, "path": S, "version": INT}, ["mount", "path"]),
        tool("kv_metadata_get", "Read the metadata and version history of a KV v2 secret.", {"mount": S, "path": S}, ["mount", "path"]),
        tool("kv_put", "Write a new version of a KV v2 secret.", {"mount": S, "path": S, "data": OBJ, "cas": INT}, ["mount", "path", "data"]),
        tool("policy_write", "Create or update an ACL policy from HCL.", {"name": S, "policy": S}, ["name", "policy"]),
        tool("policy_read", "Read an ACL policy.", {"name": S}, ["name"]),
        tool("policy_list", "List ACL policies.", {}, []),
        tool("token_create", "Create a token with the given policies.", {"policies": A, "ttl": S, "display_name": S, "renewable": B}, ["policies"]),
    ])
    state = ("VAULT_ADDR=https://vault.internal.corvid.io:8200, authenticated with the platform-ops token. DBA rotated the billing Postgres password "
             "(new value in the ticket). Store it, and give the billing service a read-only token instead of the shared platform token.")
    t1 = "Keys\n----\nconfig\ndb\nsmtp\nstripe\nwebhooks/"
    vers = [("2023-04-11T08:52:19.114573Z", "n/a"), ("2023-08-02T14:07:55.380161Z", "n/a"), ("2023-11-14T10:41:02.925447Z", "n/a"),
            ("2024-05-20T09:31:47.662018Z", "n/a")]
    t2 = """===== Metadata Path =====
secret/metadata/apps/billing/db

========== Metadata ==========
Key                     Value
---                     -----
cas_required            false
created_time            2023-04-11T08:52:19.114573Z
current_version         4
custom_metadata         map[owner:billing-team rotation:quarterly]
delete_version_after    0s
max_versions            10
oldest_version          1
updated_time            2024-05-20T09:31:47.662018Z
""" + "\n".join(f"""
====== Version {i} ======
Key              Value
---              -----
created_time     {c}
deletion_time    {d}
destroyed        false""" for i, (c, d) in enumerate(vers, 1))
    t3 = """====== Secret Path ======
secret/data/apps/billing/db

======= Metadata =======
Key                Value
---                -----
created_time       2024-08-21T10:14:33.901822Z
custom_metadata    map[owner:billing-team rotation:quarterly]
deletion_time      n/a
destroyed          false
version            5"""
    hcl = '''# Read-only access for the billing service
path "secret/data/apps/billing/*" {
  capabilities = ["read"]
}

path "secret/metadata/apps/billing/*" {
  capabilities = ["read", "list"]
}

path "database/creds/billing-ro" {
  capabilities = ["read"]
}
'''
    t4 = "Success! Uploaded policy: billing-readonly"
    t5 = """Key                  Value
---                  -----
token                hvs.CAESIHk1oZq7V3xW9mB2cR8tL0nY4pD6fJ5sA1gK7eU3wQ2iGh4KHGh2cy5mN3RwS2JYcUw4TTZ6VjBkQ3lSMWFXNGU
token_accessor       xR4Yp8nK2mQ7wL0vB5cT9zJ3
token_duration       768h
token_renewable      true
token_policies       ["billing-readonly" "default"]
identity_policies    []
policies             ["billing-readonly" "default"]"""
    t6 = "\n".join(["admin", "analytics-etl", "audit-reader", "ci-deployer", "default", "grafana-reader", "k8s-external-secrets",
                    "payments-readonly", "platform-ops", "terraform-cloud", "vault-backup", "root"])
    new_data = {"username": "billing_app", "password": "<from IT-7730>", "host": "pg-billing-01.internal.corvid.io", "port": "5432", "dbname": "billing", "sslmode": "verify-full"}
    turns = [
        (call("kv_list", mount="secret", path="apps/billing"), t1),
        (call("kv_metadata_get", mount="secret", path="apps/billing/db"), t2),
        (call("kv_put", mount="secret", path="apps/billing/db", data=new_data, cas=4), t3),
        (call("policy_write", name="billing-readonly", policy=hcl), t4),
        (call("token_create", policies=["billing-readonly"], ttl="768h", display_name="billing-service", renewable=True), t5),
        (call("policy_list"), t6),
    ]
    rs.add(task="mcp", tid="h43-mcp-09", system=system, turns=turns, state=state, bad=True, turn=6,
           kind="policy uploaded in turn 4 (and used for a token in turn 5) missing from the policy list")


# Tailscale - clean
def t10(rs: RowSet) -> None:
    system = mcp_system("tailscale", "Tailscale API v2 for the tailnet orielstudio.com (MagicDNS suffix tail4e2c9.ts.net)", [
        tool("list_devices", "List devices in the tailnet (fields=default|all).", {"fields": S}, []),
        tool("get_device", "Get one device by id.", {"device_id": S, "fields": S}, ["device_id"]),
        tool("authorize_device", "Authorize or de-authorize a device.", {"device_id": S, "authorized": B}, ["device_id", "authorized"]),
        tool("set_device_name", "Set the MagicDNS name of a device.", {"device_id": S, "name": S}, ["device_id", "name"]),
        tool("set_device_tags", "Replace the ACL tags of a device.", {"device_id": S, "tags": A}, ["device_id", "tags"]),
        tool("set_device_key_expiry", "Enable or disable node key expiry for a device.", {"device_id": S, "key_expiry_disabled": B}, ["device_id", "key_expiry_disabled"]),
        tool("delete_device", "Remove a device from the tailnet.", {"device_id": S}, ["device_id"]),
        tool("get_acl", "Get the tailnet policy file (HuJSON).", {}, []),
    ])
    state = ("Tailscale admin API key for orielstudio.com. Housekeeping list from Tomás: approve the new Raspberry Pi in the garage as "
             "'garage-sensor-hub' tagged tag:iot, stop the CI runner's key from expiring, and remove Jonas's old laptop.")
    SUF = ".tail4e2c9.ts.net"

    def dev(did: str, nid: str, name: str, host: str, os_: str, ver: str, user: str, v4: str, v6: str, created: str, seen: str, expires: str,
            kd: bool, auth: bool = True, tags: list[str] | None = None, upd: bool = False, ext: bool = False) -> dict[str, Any]:
        d: dict[str, Any] = {"addresses": [v4, v6], "authorized": auth, "blocksIncomingConnections": False, "clientVersion": ver,
                             "created": created, "expires": "0001-01-01T00:00:00Z" if kd else expires, "hostname": host, "id": did,
                             "isExternal": ext, "keyExpiryDisabled": kd, "lastSeen": seen,
                             "machineKey": "mkey:" + hx("m" + did),
                             "name": name + SUF, "nodeId": nid, "nodeKey": "nodekey:" + hx("n" + nid),
                             "os": os_, "tailnetLockError": "", "tailnetLockKey": "nlpub:" + hx("l" + did), "updateAvailable": upd, "user": user}
        if tags:
            d["tags"] = tags
        return d

    RB, RBN = "5519287340017743", "nR7vT2kQp41CNTRL"
    CI, CIN = "3148805926617734", "nH3bW9xLz11CNTRL"
    OLD, OLDN = "2207619384421096", "nK8dF1mYs21CNTRL"
    V = {"mac": "1.68.1-t8c7e6b4d2-g3a9f0c71e", "lin": "1.68.2-t5e4d2c9a1-g7b3e8f052", "old": "1.56.1-t1a2b3c4d5-g6e7f8a9b0",
         "and": "1.68.1-tf3a9c0e7b-g0d4e2b6a1", "win": "1.66.4-t0c9d8e7f6-g5a4b3c2d1"}

    def devices(t: int, after: bool) -> list[dict[str, Any]]:
        mins = [("14:03:51", "14:09:37"), ("14:04:02", "14:09:40"), ("13:58:44", "14:09:38")]
        i = 1 if after else 0
        out = [
            dev(CI, CIN, "build-runner-01", "build-runner-01", "linux", V["lin"], "devops@orielstudio.com", "100.101.42.17", "fd7a:115c:a1e0::8f01:2a11",
                "2024-01-21T11:20:44Z", f"2024-07-12T{mins[0][i]}Z", "2024-07-19T11:20:44Z", after),
            dev("6620194851130948", "nP2cX8wMr31CNTRL", "exit-node-fra", "exit-fra-1", "linux", V["lin"], "devops@orielstudio.com", "100.88.210.4",
                "fd7a:115c:a1e0::3d01:d204", "2023-10-19T08:02:13Z", f"2024-07-12T{mins[1][i]}Z", "", True, tags=["tag:exit"]),
            dev("8810472263905517", "nA5yJ3qKt21CNTRL", "mira-macbook", "Miras-MacBook-Pro", "macOS", V["mac"], "mira@orielstudio.com", "100.77.14.92",
                "fd7a:115c:a1e0::a601:e5c", "2023-06-27T09:15:40Z", "2024-07-12T13:41:09Z", "2024-12-24T09:15:40Z", False),
            dev("4471026395582210", "nE9gB6hVw11CNTRL", "nas-01", "nas-01", "linux", V["lin"], "tomas@orielstudio.com", "100.64.8.33",
                "fd7a:115c:a1e0::2101:821", "2023-02-14T19:30:05Z", f"2024-07-12T{mins[2][i]}Z", "", True, tags=["tag:server"]),
        ]
        if not after:
            out.append(dev(OLD, OLDN, "old-laptop-jm", "DESKTOP-J7QK2M1", "windows", V["old"], "jonas@orielstudio.com", "100.95.170.61",
                           "fd7a:115c:a1e0::be01:aa3d", "2023-09-01T17:40:02Z", "2024-03-02T17:44:10Z", "2024-08-29T17:40:02Z", False, upd=True))
        out.append(dev(RB, RBN, "garage-sensor-hub" if after else "raspberrypi", "raspberrypi", "linux", "1.68.2-t5e4d2c9a1-g7b3e8f052",
                       "tomas@orielstudio.com", "100.112.63.5", "fd7a:115c:a1e0::ec01:3f05", "2024-07-12T13:51:26Z",
                       "2024-07-12T14:09:41Z" if after else "2024-07-12T14:03:58Z", "2025-01-08T13:51:26Z", after, auth=after, tags=["tag:iot"] if after else None))
        out += [
            dev("7093348612057781", "nM4pR7cXz31CNTRL", "studio-desktop", "STUDIO-PC", "windows", V["win"], "mira@orielstudio.com", "100.103.5.118",
                "fd7a:115c:a1e0::c501:576", "2024-02-20T10:48:31Z", "2024-07-11T19:22:47Z", "2024-08-18T10:48:31Z", False, upd=True),
            dev("9384716250039924", "nW1kZ5bNq21CNTRL", "tomas-pixel-8", "Pixel 8", "android", V["and"], "tomas@orielstudio.com", "100.81.99.201",
                "fd7a:115c:a1e0::e901:63c9", "2024-03-30T12:05:17Z", f"2024-07-12T{'14:09:12' if after else '14:01:33'}Z", "2024-09-26T12:05:17Z", False),
        ]
        return out

    t1 = pj({"devices": devices(0, False)})
    t2 = f"Device {RB} authorized."
    t3 = f"Device {RB} renamed to garage-sensor-hub{SUF}."
    t4 = f"Tags for device {RB} set to [\"tag:iot\"]."
    rb = [d for d in devices(1, True) if d["id"] == RB][0]
    rb = dict(rb)
    rb["lastSeen"] = "2024-07-12T14:06:12Z"
    rb["advertisedRoutes"] = []
    rb["enabledRoutes"] = []
    rb["clientConnectivity"] = {"endpoints": ["73.158.40.212:41641", "192.168.1.47:41641"], "derp": "", "mappingVariesByDestIP": False,
                                "latency": {"Chicago": {"latencyMs": 18.4, "preferred": True}, "Dallas": {"latencyMs": 31.9, "preferred": False}, "New York City": {"latencyMs": 29.7}},
                                "clientSupports": {"hairPinning": False, "ipv6": False, "pcp": False, "pmp": False, "udp": True, "upnp": True}}
    t5 = pj(rb)
    t6 = f"Key expiry disabled for device {CI}."
    t7 = f"Device {OLD} deleted."
    t8 = pj({"devices": devices(1, True)})
    t9 = """// Oriel Studio tailnet policy
{
  "groups": {
    "group:admins": ["tomas@orielstudio.com", "mira@orielstudio.com"],
    "group:devops": ["devops@orielstudio.com", "tomas@orielstudio.com"],
  },
  "tagOwners": {
    "tag:server": ["group:admins"],
    "tag:exit":   ["group:devops"],
    "tag:ci":     ["group:devops"],
    "tag:iot":    ["group:admins"],
  },
  "acls": [
    // admins can reach everything
    {"action": "accept", "src": ["group:admins"], "dst": ["*:*"]},
    // everyone can use the NAS shares and the exit node
    {"action": "accept", "src": ["autogroup:member"], "dst": ["tag:server:445,2049,5000-5001", "autogroup:internet:*"]},
    // CI runners pull from the NAS artifact cache
    {"action": "accept", "src": ["devops@orielstudio.com"], "dst": ["tag:server:9000"]},
    // IoT hubs may only push MQTT to the NAS broker
    {"action": "accept", "src": ["tag:iot"], "dst": ["tag:server:1883,8883"]},
  ],
  "ssh": [
    {"action": "check", "src": ["group:admins"], "dst": ["tag:server", "tag:iot"], "users": ["root", "autogroup:nonroot"]},
  ],
  "nodeAttrs": [
    {"target": ["tag:exit"], "attr": ["funnel"]},
  ],
}"""
    ci_after = [d for d in devices(1, True) if d["id"] == CI][0]
    ci_after = dict(ci_after)
    ci_after["lastSeen"] = "2024-07-12T14:10:05Z"
    ci_after["advertisedRoutes"] = []
    ci_after["enabledRoutes"] = []
    t10 = pj(ci_after)
    turns = [
        (call("list_devices"), t1),
        (call("authorize_device", device_id=RB, authorized=True), t2),
        (call("set_device_name", device_id=RB, name="garage-sensor-hub"), t3),
        (call("set_device_tags", device_id=RB, tags=["tag:iot"]), t4),
        (call("get_device", device_id=RB, fields="all"), t5),
        (call("set_device_key_expiry", device_id=CI, key_expiry_disabled=True), t6),
        (call("delete_device", device_id=OLD), t7),
        (call("list_devices"), t8),
        (call("get_acl"), t9),
        (call("get_device", device_id=CI, fields="all"), t10),
    ]
    rs.add(task="mcp", tid="h43-mcp-10", system=system, turns=turns, state=state)


# Argo CD - clean
def t11(rs: RowSet) -> None:
    system = mcp_system("argocd", "Argo CD v2.12 at https://argocd.halcyon-retail.com; results are argocd CLI output", [
        tool("list_applications", "List applications (argocd app list).", {"project": S, "selector": S}, []),
        tool("get_application", "Show an application's sync/health state and resources (argocd app get).", {"name": S, "refresh": B}, ["name"]),
        tool("diff_application", "Diff live state against the target revision (argocd app diff).", {"name": S}, ["name"]),
        tool("sync_application", "Start a sync operation (argocd app sync --async).", {"name": S, "prune": B, "revision": S, "resources": A}, ["name"]),
        tool("get_resource_tree", "Show the application's resource tree including ReplicaSets and Pods.", {"name": S}, ["name"]),
        tool("list_application_events", "List Kubernetes events recorded for the Application object.", {"name": S}, ["name"]),
        tool("get_application_history", "Show deployment history (argocd app history).", {"name": S}, ["name"]),
        tool("rollback_application", "Roll back to a history id.", {"name": S, "id": INT}, ["name", "id"]),
    ])
    state = ("argocd CLI logged in as 'deployer' (project retail). Release 2.15.0 of the storefront was merged into the deploy repo "
             "(commit 7c4e9d2). storefront-prod uses manual sync: sync it, wait for the rollout to be healthy, and confirm history.")
    REPO = "https://github.com/halcyon-retail/deploy.git"
    K = "https://kubernetes.default.svc"
    SHA = "7c4e9d2f81a05b36e94c0d7a2f15b8e3c6d09a47"
    hdr = ["NAME", "CLUSTER", "NAMESPACE", "PROJECT", "STATUS", "HEALTH", "SYNCPOLICY", "CONDITIONS", "REPO", "PATH", "TARGET"]

    def applist(sf: tuple[str, str], cart_stg: str) -> str:
        return table(hdr, [
            ["argocd/cart-svc-prod", K, "cart", "retail", "Synced", "Healthy", "Manual", "<none>", REPO, "apps/cart-svc/overlays/prod", "HEAD"],
            ["argocd/cart-svc-staging", K, "cart-staging", "retail", "Synced", cart_stg, "Auto-Prune", "<none>", REPO, "apps/cart-svc/overlays/staging", "HEAD"],
            ["argocd/search-indexer-prod", K, "search", "retail", "Synced", "Healthy", "Manual", "<none>", REPO, "apps/search-indexer/overlays/prod", "HEAD"],
            ["argocd/storefront-prod", K, "storefront", "retail", sf[0], sf[1], "Manual", "<none>", REPO, "apps/storefront/overlays/prod", "HEAD"],
            ["argocd/storefront-staging", K, "storefront-staging", "retail", "Synced", "Healthy", "Auto-Prune", "<none>", REPO, "apps/storefront/overlays/staging", "HEAD"],
        ], gap=2)

    def app(sync: str, health: str, op: str | None, dep: tuple[str, str, str]) -> str:
        head = f"""Name:               argocd/storefront-prod
Project:            retail
Server:             {K}
Namespace:          storefront
URL:                https://argocd.halcyon-retail.com/applications/storefront-prod
Source:
- Repo:             {REPO}
  Target:           HEAD
  Path:             apps/storefront/overlays/prod
SyncWindow:         Sync Allowed
Sync Policy:        Manual
Sync Status:        {sync}
Health Status:      {health}
"""
        if op:
            head += op
        rows = [
            ["", "ConfigMap", "storefront", "storefront-config", "Synced", "", "", ""],
            ["", "Service", "storefront", "storefront-web", "Synced", "Healthy", "", ""],
            ["apps", "Deployment", "storefront", "storefront-web", dep[0], dep[1], "", dep[2]],
            ["autoscaling", "HorizontalPodAutoscaler", "storefront", "storefront-web", "Synced", "Healthy", "", ""],
            ["networking.k8s.io", "Ingress", "storefront", "storefront-web", "Synced", "Healthy", "", ""],
            ["policy", "PodDisruptionBudget", "storefront", "storefront-web", "Synced", "Healthy", "", ""],
        ]
        return head + "\n" + table(["GROUP", "KIND", "NAMESPACE", "NAME", "STATUS", "HEALTH", "HOOK", "MESSAGE"], rows, gap=2)

    t1 = applist(("OutOfSync", "Healthy"), "Healthy")
    t2 = app("OutOfSync from HEAD (7c4e9d2)", "Healthy", None, ("OutOfSync", "Healthy", ""))
    t3 = """===== apps/Deployment storefront/storefront-web ======
142c142
<         image: ghcr.io/halcyon-retail/storefront-web:2.14.3
---
>         image: ghcr.io/halcyon-retail/storefront-web:2.15.0
156a157,158
>         - name: FEATURE_EXPRESS_CHECKOUT
>           value: "true"
171c173
<             memory: 768Mi
---
>             memory: 896Mi"""
    t4 = f"""Name:               argocd/storefront-prod
Project:            retail
Operation:          Sync
Sync Revision:      {SHA}
Phase:              Running
Start:              2024-11-19 15:20:47 +0000 UTC
Finished:
Duration:           1s
Message:            one or more tasks are running"""
    op_running = f"""Operation:          Sync
Sync Revision:      {SHA}
Phase:              Running
Start:              2024-11-19 15:20:47 +0000 UTC
Finished:
Duration:           38s
Message:            waiting for healthy state of apps/Deployment/storefront-web
"""
    t5 = app("Synced to HEAD (7c4e9d2)", "Progressing", op_running, ("Synced", "Progressing", "deployment.apps/storefront-web configured"))

    def tree(old: list[tuple[str, str, str]], new: list[tuple[str, str, str]], dep_health: str, rs_old: str, rs_new: str) -> str:
        rows = [["Deployment", "storefront-web", "", dep_health, "rev:19"],
                ["ReplicaSet", "storefront-web-5c7b9d4f8", "storefront-web", rs_old, "rev:18"]]
        rows += [["Pod", n, "storefront-web-5c7b9d4f8", h, info] for n, h, info in old]
        rows += [["ReplicaSet", "storefront-web-6d9f8b7c5", "storefront-web", rs_new, "rev:19"]]
        rows += [["Pod", n, "storefront-web-6d9f8b7c5", h, info] for n, h, info in new]
        rows += [["Service", "storefront-web", "", "Healthy", "ClusterIP 172.20.118.41"],
                 ["Endpoints", "storefront-web", "storefront-web", "", ""],
                 ["EndpointSlice", "storefront-web-8xk2q", "storefront-web", "", ""],
                 ["Ingress", "storefront-web", "", "Healthy", "shop.halcyon-retail.com -> 34.117.62.190"],
                 ["HorizontalPodAutoscaler", "storefront-web", "", "Healthy", "min 4 / max 12"],
                 ["PodDisruptionBudget", "storefront-web", "", "Healthy", "minAvailable 3"]]
        return table(["KIND", "NAME", "PARENT", "HEALTH", "INFO"], rows, gap=2)

    t6 = tree([("storefront-web-5c7b9d4f8-4hzqm", "Healthy", "Running 1/1 ip-10-4-1-83"),
               ("storefront-web-5c7b9d4f8-8vntx", "Healthy", "Running 1/1 ip-10-4-2-17"),
               ("storefront-web-5c7b9d4f8-kc2rw", "Healthy", "Running 1/1 ip-10-4-3-120"),
               ("storefront-web-5c7b9d4f8-p7fjd", "", "Terminating 0/1 ip-10-4-1-83")],
              [("storefront-web-6d9f8b7c5-2lqxs", "Healthy", "Running 1/1 ip-10-4-2-17"),
               ("storefront-web-6d9f8b7c5-9mbzt", "Progressing", "ContainerCreating 0/1 ip-10-4-3-120")],
              "Progressing", "Healthy", "Progressing")
    op_done = f"""Operation:          Sync
Sync Revision:      {SHA}
Phase:              Succeeded
Start:              2024-11-19 15:20:47 +0000 UTC
Finished:           2024-11-19 15:22:31 +0000 UTC
Duration:           1m44s
Message:            successfully synced (all tasks run)
"""
    t7 = app("Synced to HEAD (7c4e9d2)", "Healthy", op_done, ("Synced", "Healthy", "deployment.apps/storefront-web configured"))
    t8 = table(["LAST SEEN", "TYPE", "REASON", "MESSAGE"], [
        ["3m12s", "Normal", "OperationStarted", f"deployer initiated sync to HEAD ({SHA})"],
        ["3m11s", "Normal", "ResourceUpdated", "Updated sync status: OutOfSync -> Synced"],
        ["3m11s", "Normal", "ResourceUpdated", "Updated health status: Healthy -> Progressing"],
        ["1m28s", "Normal", "ResourceUpdated", "Updated health status: Progressing -> Healthy"],
        ["1m28s", "Normal", "OperationCompleted", f"Sync operation to {SHA} succeeded"],
    ], gap=2)
    t9 = tree([], [("storefront-web-6d9f8b7c5-2lqxs", "Healthy", "Running 1/1 ip-10-4-2-17"),
                   ("storefront-web-6d9f8b7c5-9mbzt", "Healthy", "Running 1/1 ip-10-4-3-120"),
                   ("storefront-web-6d9f8b7c5-rw4hk", "Healthy", "Running 1/1 ip-10-4-1-83"),
                   ("storefront-web-6d9f8b7c5-xj8nd", "Healthy", "Running 1/1 ip-10-4-2-17")],
              "Healthy", "Healthy", "Healthy")
    t10 = applist(("Synced", "Healthy"), "Progressing")
    t11 = f"""SOURCE  {REPO}
ID      DATE                           REVISION
38      2024-10-22 09:30:15 +0000 UTC  HEAD (e0f4b71)
39      2024-10-29 14:02:58 +0000 UTC  HEAD (58c2d9a)
40      2024-11-05 10:12:44 +0000 UTC  HEAD (3b81e0c)
41      2024-11-12 16:47:09 +0000 UTC  HEAD (a1b26f4)
42      2024-11-19 15:20:47 +0000 UTC  HEAD (7c4e9d2)"""
    turns = [
        (call("list_applications", project="retail"), t1),
        (call("get_application", name="storefront-prod", refresh=True), t2),
        (call("diff_application", name="storefront-prod"), t3),
        (call("sync_application", name="storefront-prod", prune=False), t4),
        (call("get_application", name="storefront-prod"), t5),
        (call("get_resource_tree", name="storefront-prod"), t6),
        (call("get_application", name="storefront-prod"), t7),
        (call("list_application_events", name="storefront-prod"), t8),
        (call("get_resource_tree", name="storefront-prod"), t9),
        (call("list_applications", project="retail"), t10),
        (call("get_application_history", name="storefront-prod"), t11),
    ]
    rs.add(task="mcp", tid="h43-mcp-11", system=system, turns=turns, state=state)


# Docker - bad
def t12(rs: RowSet) -> None:
    system = mcp_system("docker", "Docker Engine 26.1 on host analytics-01 via the local socket; results are docker CLI output", [
        tool("list_containers", "docker ps (all=true includes stopped).", {"all": B, "filters": OBJ}, []),
        tool("inspect_container", "docker inspect a container.", {"container": S}, ["container"]),
        tool("container_stats", "docker stats --no-stream.", {"containers": A}, []),
        tool("container_logs", "docker logs with --tail.", {"container": S, "tail": INT, "timestamps": B}, ["container"]),
        tool("container_top", "docker top: processes running in a container.", {"container": S}, ["container"]),
        tool("restart_container", "docker restart.", {"container": S, "timeout": INT}, ["container"]),
        tool("list_images", "docker images, optionally filtered by reference.", {"reference": S}, []),
        tool("remove_images", "docker rmi.", {"images": A, "force": B}, ["images"]),
        tool("system_df", "docker system df.", {}, []),
    ])
    state = ("Shell on analytics-01 (Ubuntu 22.04, Docker 26.1.3). Alert: 'analytics-worker memory > 85% for 30m' and root disk at 91%. "
             "Investigate the worker without restarting it (a long export job is running), and free disk by removing old worker images.")
    CID = "f3a91c07d2e8" + "5b6e04c7a19f3d82e6b0c5a7f14d9e2b8c3a60f7d15e9b4c2a8"
    t1 = table(["CONTAINER ID", "IMAGE", "COMMAND", "CREATED", "STATUS", "PORTS", "NAMES"], [
        ["f3a91c07d2e8", "registry.lumen.io/analytics-worker:3.4.1", '"python -m worker -…"', "6 days ago", "Up 6 days", "", "analytics-worker"],
        ["8b2d4e6f1a3c", "registry.lumen.io/analytics-api:3.4.1", '"gunicorn app:creat…"', "6 days ago", "Up 6 days (healthy)", "0.0.0.0:8080->8080/tcp, :::8080->8080/tcp", "analytics-api"],
        ["c71e09a4b5d2", "redis:7.2.5-alpine", '"docker-entrypoint.s…"', "3 weeks ago", "Up 3 weeks", "6379/tcp", "analytics-redis"],
        ["2e5f8c3d7b90", "postgres:16.3", '"docker-entrypoint.s…"', "3 weeks ago", "Up 3 weeks (healthy)", "127.0.0.1:5432->5432/tcp", "analytics-db"],
        ["9a0c6e2f4d18", "clickhouse/clickhouse-server:24.3", '"/entrypoint.sh"', "3 weeks ago", "Up 3 weeks", "8123/tcp, 9000/tcp, 9009/tcp", "analytics-clickhouse"],
        ["4d7b1f3e9c25", "grafana/promtail:2.9.8", '"/usr/bin/promtail -…"', "5 weeks ago", "Up 5 weeks", "", "promtail"],
        ["6f2a8d0c1e47", "prom/node-exporter:v1.8.1", '"/bin/node_exporter …"', "5 weeks ago", "Up 5 weeks", "", "node-exporter"],
    ])
    inspect = [{
        "Id": CID, "Created": "2024-10-02T06:11:47.903128514Z", "Path": "python",
        "Args": ["-m", "worker", "--queues", "exports,rollups", "--concurrency", "4"],
        "State": {"Status": "running", "Running": True, "Paused": False, "Restarting": False, "OOMKilled": False, "Dead": False,
                  "Pid": 28713, "ExitCode": 0, "Error": "", "StartedAt": "2024-10-02T06:11:48.520391847Z", "FinishedAt": "0001-01-01T00:00:00Z"},
        "Image": "sha256:7be3c0a91f6d28e4b5c07a1d93f2e8b46c5d0a17f3e9b28c4d61a0f7e5b3c9d2",
        "ResolvConfPath": f"/var/lib/docker/containers/{CID}/resolv.conf",
        "HostnamePath": f"/var/lib/docker/containers/{CID}/hostname",
        "HostsPath": f"/var/lib/docker/containers/{CID}/hosts",
        "LogPath": f"/var/lib/docker/containers/{CID}/{CID}-json.log",
        "Name": "/analytics-worker", "RestartCount": 0, "Driver": "overlay2", "Platform": "linux", "MountLabel": "", "ProcessLabel": "",
        "AppArmorProfile": "docker-default", "ExecIDs": None,
        "HostConfig": {"Binds": ["/srv/analytics/exports:/data/exports"], "ContainerIDFile": "", "LogConfig": {"Type": "json-file", "Config": {"max-file": "3", "max-size": "50m"}},
                       "NetworkMode": "analytics_default", "PortBindings": {}, "RestartPolicy": {"Name": "unless-stopped", "MaximumRetryCount": 0},
                       "AutoRemove": False, "Memory": 2147483648, "MemoryReservation": 0, "MemorySwap": 4294967296, "NanoCpus": 2000000000,
                       "OomKillDisable": None, "PidsLimit": None, "ShmSize": 67108864, "Runtime": "runc"},
        "GraphDriver": {"Data": {"MergedDir": "/var/lib/docker/overlay2/3c8e1f0a7d5b92e64c1a08f3d7b5e9c2a46f1d08e3b7c95a2f0d4e61b8c3a7f9/merged"}, "Name": "overlay2"},
        "Mounts": [{"Type": "bind", "Source": "/srv/analytics/exports", "Destination": "/data/exports", "Mode": "", "RW": True, "Propagation": "rprivate"}],
        "Config": {"Hostname": "f3a91c07d2e8", "User": "", "Env": ["REDIS_URL=redis://analytics-redis:6379/0", "CLICKHOUSE_URL=http://analytics-clickhouse:8123",
                                                                  "DATABASE_URL=postgresql://analytics@analytics-db:5432/analytics", "EXPORT_DIR=/data/exports",
                                                                  "PATH=/usr/local/bin:/usr/local/sbin:/usr/sbin:/usr/bin:/sbin:/bin", "LANG=C.UTF-8",
                                                                  "PYTHON_VERSION=3.12.4", "PYTHONUNBUFFERED=1"],
                   "Cmd": ["python", "-m", "worker", "--queues", "exports,rollups", "--concurrency", "4"],
                   "Image": "registry.lumen.io/analytics-worker:3.4.1", "WorkingDir": "/app", "Entrypoint": None,
                   "Labels": {"com.docker.compose.project": "analytics", "com.docker.compose.service": "worker", "com.docker.compose.version": "2.27.1",
                              "org.opencontainers.image.revision": "c41f7a2e", "org.opencontainers.image.version": "3.4.1"}},
        "NetworkSettings": {"Bridge": "", "SandboxID": "91ad3f0c2b7e", "SandboxKey": "/var/run/docker/netns/91ad3f0c2b7e", "Ports": {},
                            "Networks": {"analytics_default": {"IPAMConfig": None, "Links": None, "Aliases": ["analytics-worker", "worker"],
                                                               "MacAddress": "02:42:ac:13:00:06", "NetworkID": "e4b7d20c9a13f58e6b2c0d4a7f91e3b5c8d06a2f4e7b19c3d5a8f0e2b6c4d7a1",
                                                               "EndpointID": "5d0a8e3f1c7b96e24a0d5c8f3b1e7a94c2d6f0b8e5a13c7d9f2e4b0a6c8d1f3e",
                                                               "Gateway": "172.19.0.1", "IPAddress": "172.19.0.6", "IPPrefixLen": 16, "DNSNames": ["analytics-worker", "worker", "f3a91c07d2e8"]}}},
    }]
    t2 = pj(inspect)
    t3 = table(["CONTAINER ID", "NAME", "CPU %", "MEM USAGE / LIMIT", "MEM %", "NET I/O", "BLOCK I/O", "PIDS"], [
        ["f3a91c07d2e8", "analytics-worker", "97.42%", "1.713GiB / 2GiB", "85.64%", "38.2GB / 11.6GB", "1.94GB / 27.4GB", "23"],
    ])
    t4 = """2024-10-08T13:40:02.117Z INFO  worker.exports  job=exp_7Hq2 customer=acme-foods rows=18,400,000 progress=61% rate=41.2k rows/s
2024-10-08T13:41:02.204Z INFO  worker.exports  job=exp_7Hq2 customer=acme-foods rows=18,400,000 progress=64% rate=40.8k rows/s
2024-10-08T13:41:47.918Z WARN  worker.memory   rss=1.68GiB limit=2.00GiB (84%) - pandas frame cache holds 11 partitions
2024-10-08T13:42:02.311Z INFO  worker.exports  job=exp_7Hq2 customer=acme-foods rows=18,400,000 progress=67% rate=40.1k rows/s
2024-10-08T13:42:15.006Z INFO  worker.rollups  rollup=hourly window=2024-10-08T12:00Z status=done duration=4.7s
2024-10-08T13:43:02.419Z INFO  worker.exports  job=exp_7Hq2 customer=acme-foods rows=18,400,000 progress=70% rate=39.7k rows/s
2024-10-08T13:43:48.551Z WARN  worker.memory   rss=1.71GiB limit=2.00GiB (85%) - pandas frame cache holds 12 partitions
2024-10-08T13:44:02.506Z INFO  worker.exports  job=exp_7Hq2 customer=acme-foods rows=18,400,000 progress=73% rate=39.5k rows/s
2024-10-08T13:45:02.633Z INFO  worker.exports  job=exp_7Hq2 customer=acme-foods rows=18,400,000 progress=76% rate=39.9k rows/s
2024-10-08T13:45:11.270Z INFO  worker.heartbeat queues=exports,rollups busy=2/4 pid=1"""
    t5 = table(["UID", "PID", "PPID", "C", "STIME", "TTY", "TIME", "CMD"], [
        ["root", "28731", "28690", "4", "Oct02", "?", "00:41:18", "python -m worker --queues exports,rollups --concurrency 4"],
        ["root", "28802", "28731", "0", "Oct02", "?", "00:03:52", "python -m worker --queues exports,rollups --concurrency 4"],
        ["root", "28803", "28731", "0", "Oct02", "?", "00:02:09", "python -m worker --queues exports,rollups --concurrency 4"],
        ["root", "28804", "28731", "93", "Oct02", "?", "1-02:17:44", "python -m worker --queues exports,rollups --concurrency 4"],
        ["root", "28805", "28731", "1", "Oct02", "?", "00:14:31", "python -m worker --queues exports,rollups --concurrency 4"],
    ], gap=16)
    t6 = table(["REPOSITORY", "TAG", "IMAGE ID", "CREATED", "SIZE"], [
        ["registry.lumen.io/analytics-worker", "3.4.1", "7be3c0a91f6d", "6 days ago", "1.87GB"],
        ["registry.lumen.io/analytics-worker", "3.4.0", "e29a4d1c7b05", "2 weeks ago", "1.87GB"],
        ["registry.lumen.io/analytics-worker", "3.3.2", "51f8c3e0a9d7", "5 weeks ago", "1.79GB"],
        ["registry.lumen.io/analytics-worker", "3.3.1", "b06d2e9f4c18", "7 weeks ago", "1.79GB"],
        ["registry.lumen.io/analytics-worker", "3.2.0", "3c7a1f5e8b24", "3 months ago", "1.64GB"],
    ])
    t7 = """Untagged: registry.lumen.io/analytics-worker:3.3.2
Untagged: registry.lumen.io/analytics-worker@sha256:9f3d1c7a5e02b84f6d1a9c3e7b05f28d4a6c1e9b3f70d25a8c4e1b6f9d03a7e5
Deleted: sha256:51f8c3e0a9d74b2e6f1c08a5d3e97b4f2c6a0d18e5b3f9c7a2d4e60b1f8c5a3d
Deleted: sha256:e8b2f4a06c1d93e75b0f2a8c4d6e19b3f7a5c0d2e84b1f6a9c3d07e5b2f8a4c1
Deleted: sha256:0d6a3c9e1f7b25d48a0e6c2f9b1d73e5a8c4f02b6d9e1a7c3f5b08d2e4a6c9f1
Untagged: registry.lumen.io/analytics-worker:3.3.1
Untagged: registry.lumen.io/analytics-worker@sha256:2a7e5c1f9d03b86e4a2c7f1d5b09e38a6c4f2d0b7e91a5c3f8d06b2e4a7c1f95
Deleted: sha256:b06d2e9f4c18a7e35b1d0f6c2a98e4d7b3f5a1c09e6d2b8f4a7c3e15d0b9f6a2
Deleted: sha256:4f1c8a2e6d0b93f57c2e8a4d1f6b09c3e7a5d2f18b4c6e0a9d3f7b25c1e8a4d6
Untagged: registry.lumen.io/analytics-worker:3.2.0
Untagged: registry.lumen.io/analytics-worker@sha256:c5e1a9d3f7b02e46c8a1f5d9b3e07a2c6f4d8b0e1a5c9f37d2b6e04a8c1f5d93
Deleted: sha256:3c7a1f5e8b24d0a6c3f9e1b57d2a8c4f0e6b3d91a7c5f2e08b4d6a1c3f9e5b72
Deleted: sha256:9e4b2d7f1a05c83e6b0d4f2a8c1e7b59d3f6a0c2e8b4d17f5a3c9e0b6d2f4a81
Deleted: sha256:a1d5f3c8e2b07a4d9f1c6e3b85a0d2f7c4e9b1a6d03f8c5e2b7a4d09f1c6e3b8"""
    t8 = table(["TYPE", "TOTAL", "ACTIVE", "SIZE", "RECLAIMABLE"], [
        ["Images", "11", "7", "9.214GB", "1.873GB (20%)"],
        ["Containers", "7", "7", "2.406GB", "0B (0%)"],
        ["Local Volumes", "4", "3", "61.38GB", "1.207GB (1%)"],
        ["Build Cache", "0", "0", "0B", "0B"],
    ])
    turns = [
        (call("list_containers"), t1),
        (call("inspect_container", container="analytics-worker"), t2),
        (call("container_stats", containers=["analytics-worker"]), t3),
        (call("container_logs", container="analytics-worker", tail=10), t4),
        (call("container_top", container="analytics-worker"), t5),
        (call("list_images", reference="registry.lumen.io/analytics-worker"), t6),
        (call("remove_images", images=["registry.lumen.io/analytics-worker:3.3.2", "registry.lumen.io/analytics-worker:3.3.1", "registry.lumen.io/analytics-worker:3.2.0"]), t7),
        (call("system_df"), t8),
    ]
    rs.add(task="mcp", tid="h43-mcp-12", system=system, turns=turns, state=state, bad=True, turn=5,
           kind="main PID of a container nobody restarted differs from State.Pid (28713 -> 28731)")


# Attio - bad
def t13(rs: RowSet) -> None:
    system = mcp_system("attio", "Attio REST API v2 for the workspace 'Brightfield Ventures Sales'", [
        tool("list_lists", "List all lists in the workspace.", {}, []),
        tool("update_list", "Update a list's name or api_slug.", {"list": S, "name": S, "api_slug": S}, ["list"]),
        tool("query_entries", "Query entries of a list (by list id or slug), with optional filter/sorts.", {"list": S, "filter": OBJ, "limit": INT, "offset": INT}, ["list"]),
        tool("create_entry", "Add a record to a list as a new entry.", {"list": S, "parent_object": S, "parent_record_id": S, "entry_values": OBJ}, ["list", "parent_object", "parent_record_id"]),
        tool("update_entry", "Update attribute values of a list entry.", {"list": S, "entry_id": S, "entry_values": OBJ}, ["list", "entry_id", "entry_values"]),
        tool("query_records", "Query records of an object (companies, people, deals) with a filter.", {"object": S, "filter": OBJ, "limit": INT}, ["object"]),
        tool("create_note", "Create a note on a record.", {"parent_object": S, "parent_record_id": S, "title": S, "content": S, "format": S}, ["parent_object", "parent_record_id", "title", "content"]),
    ])
    state = ("Attio workspace 'Brightfield Ventures Sales', API token for sales-ops. Quarter rollover: rename the 'Q3 Pipeline' list to 'Q4 Pipeline' "
             "(slug q4_pipeline), add Verdant Robotics and Lumen Freight as new leads, and move Orchard Labs to Proposal after today's call.")
    WS = "5e2c9a71-8d40-4b3f-a6e1-0c7f93d2b845"
    LID = "a41f7c3e-2d95-4e08-b1c6-9f3e7a2d5b80"
    MEM = {"Sam Whitaker": "2b8e4f1d-7c30-4a95-9e62-d05f1a3c8b47", "Noor Haddad": "9c1a5e3f-0b74-4d28-a6f9-3e8b2d70c1a5"}
    api_actor = {"type": "api-token", "id": "d7f0b3e9-4a21-4c86-8e5d-1b9c7a3f2e60"}

    def lst(lid: str, slug: str, name: str, parent: str, created: str, who: str) -> dict[str, Any]:
        return {"id": {"workspace_id": WS, "list_id": lid}, "api_slug": slug, "name": name, "parent_object": [parent],
                "workspace_access": "full-access", "workspace_member_access": [],
                "created_by_actor": {"type": "workspace-member", "id": MEM[who]}, "created_at": created}

    others = [
        lst("c0e8b2d4-6f13-4a79-8e25-d1b7f09c3a46", "partners", "Partners", "companies", "2023-11-02T09:14:27.604000000Z", "Noor Haddad"),
        lst("7d3a9f15-b0c2-4e86-a4d1-2f8e6c05b937", "hiring_eng", "Hiring - Eng", "people", "2024-02-19T16:40:03.118000000Z", "Noor Haddad"),
        lst("e95b1d07-3c4a-4f28-9b6e-8a0d2c7f1e53", "investors", "Investors", "companies", "2023-08-30T11:02:51.937000000Z", "Sam Whitaker"),
    ]
    q3 = lst(LID, "q3_pipeline", "Q3 Pipeline", "companies", "2024-06-28T08:31:15.442000000Z", "Sam Whitaker")
    t1 = pj({"data": [q3] + others})

    STAGES = {"Lead": "0f3e9b71-5a2c-4d86-b1e4-7c9a2d05f381", "Qualified": "6a1d8c4e-2f97-4b30-9e5a-c3b07f1d2e96",
              "Proposal": "b84f2e06-9d13-4a75-8c1b-e5a0f3d7c429", "Negotiation": "3d9c7a1f-6e02-4b58-a3d4-f10b8e2c6a73"}
    ATTR = "e1c5a9f3-7b02-4d64-8a3e-92f0d6b1c748"

    def stage_val(title: str, since: str, actor: dict[str, Any]) -> list[dict[str, Any]]:
        return [{"active_from": since, "active_until": None, "created_by_actor": actor,
                 "status": {"id": {"workspace_id": WS, "object_id": LID, "attribute_id": ATTR, "status_id": STAGES[title]},
                            "title": title, "is_archived": False, "celebration_enabled": title == "Negotiation", "target_time_in_status": None},
                 "attribute_type": "status"}]

    def entry(eid: str, rid: str, created: str, stage: str, since: str, value: int | None, owner: str, actor: dict[str, Any]) -> dict[str, Any]:
        return {"id": {"workspace_id": WS, "list_id": LID, "entry_id": eid}, "parent_record_id": rid, "parent_object": "companies",
                "created_at": created,
                "entry_values": {
                    "stage": stage_val(stage, since, actor),
                    "deal_value": [{"active_from": created, "active_until": None, "created_by_actor": actor, "currency_value": value,
                                    "currency_code": "USD", "attribute_type": "currency"}] if value is not None else [],
                    "owner": [{"active_from": created, "active_until": None, "created_by_actor": actor, "referenced_actor_type": "workspace-member",
                               "referenced_actor_id": MEM[owner], "attribute_type": "actor-reference"}]}}

    sam = {"type": "workspace-member", "id": MEM["Sam Whitaker"]}
    noor = {"type": "workspace-member", "id": MEM["Noor Haddad"]}
    ORCH = ("4c2e8a1f-9b37-4d05-a6e3-1f7d0c9b2e58", "81f3d6a0-2c59-4e17-b8a4-5d0e9c3f7b12")
    e_existing = [
        entry("1a7c3e9f-4b02-4d68-a5e1-8f2d0c6b9a37", "6e0b4d2a-8c71-4f93-b5e6-2a9d1f7c0e84", "2024-07-02T10:05:44.310000000Z", "Negotiation", "2024-09-12T15:22:07.816000000Z", 84000, "Sam Whitaker", sam),
        entry(ORCH[0], ORCH[1], "2024-07-09T13:48:29.574000000Z", "Qualified", "2024-08-27T09:10:51.402000000Z", 46500, "Noor Haddad", noor),
        entry("7f5b1d3c-0e82-4a46-9c7b-3d1e5a8f2c60", "c3a9e7f1-5d24-4b80-a6c2-0f8e4b1d7a93", "2024-07-22T16:31:02.095000000Z", "Qualified", "2024-09-03T11:47:36.229000000Z", 31000, "Sam Whitaker", sam),
        entry("d2e8f4a6-1c93-4b57-8e0d-6a4c2f9b1e35", "5b1f9d7e-3a06-4c82-b4e9-7d2a0c5f8e13", "2024-08-14T08:20:18.663000000Z", "Lead", "2024-08-14T08:20:18.663000000Z", None, "Noor Haddad", noor),
        entry("9b4d0f2e-6a17-4c83-a5f9-e1c7b3d8a024", "0d8c6a4e-2f91-4b35-9e7a-c5b3f1d9e062", "2024-09-25T14:02:47.981000000Z", "Proposal", "2024-10-01T10:15:03.540000000Z", 120000, "Sam Whitaker", sam),
    ]
    t2 = pj({"data": e_existing})
    q4 = dict(q3)
    q4.update({"api_slug": "q4_pipeline", "name": "Q4 Pipeline"})
    t3 = pj({"data": q4})

    def company(rid: str, name: str, domain: str, created: str, cats: list[str], emp: str, city: str, desc: str) -> dict[str, Any]:
        va = {"active_from": created, "active_until": None, "created_by_actor": {"type": "system", "id": None}}
        return {"id": {"workspace_id": WS, "object_id": "97c1e5a3-0f28-4d64-b9e2-a3f7d1c05b86", "record_id": rid}, "created_at": created,
                "web_url": f"https://app.attio.com/brightfield-ventures-sales/company/{rid}/overview",
                "values": {"name": [{**va, "value": name, "attribute_type": "text"}],
                           "domains": [{**va, "domain": domain, "root_domain": domain, "attribute_type": "domain"}],
                           "description": [{**va, "value": desc, "attribute_type": "text"}],
                           "categories": [{**va, "option": {"title": c, "is_archived": False}, "attribute_type": "select"} for c in cats],
                           "employee_range": [{**va, "option": {"title": emp, "is_archived": False}, "attribute_type": "select"}],
                           "primary_location": [{**va, "locality": city.split(", ")[0], "region": city.split(", ")[1], "country_code": "US", "attribute_type": "location"}],
                           "team": [], "strongest_connection_strength": [{**va, "option": {"title": "Good"}, "attribute_type": "select"}]}}

    VERD = "f6a2c8e0-4d91-4b37-8e5c-2a0f9d7b3c14"
    LUM = "38d0b6f4-7e25-4a19-9c83-b1e5f2a7d06c"
    t4 = pj({"data": [company(VERD, "Verdant Robotics", "verdantrobotics.com", "2024-03-11T19:27:40.118000000Z", ["Robotics", "AgTech", "B2B"], "51-250",
                              "Hayward, California", "Autonomous multi-action robots for specialty crop farms.")]})
    e_verd = entry("2c8f6a0d-3e71-4b95-a1d4-7e9c5b3f0a28", VERD, "2024-10-07T09:12:35.207000000Z", "Lead", "2024-10-07T09:12:35.207000000Z", None, "Sam Whitaker", api_actor)
    t5 = pj({"data": e_verd})
    t6 = pj({"data": [company(LUM, "Lumen Freight", "lumenfreight.io", "2024-09-30T22:04:13.561000000Z", ["Logistics", "SaaS"], "11-50",
                              "Columbus, Ohio", "Digital freight brokerage for mid-market shippers.")]})
    e_lum = entry("e5b3d1f9-7a04-4c62-b8e0-1d6f4a2c9e37", LUM, "2024-10-07T09:13:02.884000000Z", "Lead", "2024-10-07T09:13:02.884000000Z", None, "Sam Whitaker", api_actor)
    t7 = pj({"data": e_lum})
    t8 = pj({"data": [q3] + others})
    t9 = pj({"data": e_existing + [e_verd, e_lum]})
    t9b = pj({"data": [company(ORCH[1], "Orchard Labs", "orchardlabs.ai", "2024-05-16T12:40:09.331000000Z", ["AI", "Supply Chain", "B2B"], "51-250",
                               "Boston, Massachusetts", "Demand forecasting models for fresh-food retailers.")]})
    orch_upd = entry(ORCH[0], ORCH[1], "2024-07-09T13:48:29.574000000Z", "Proposal", "2024-10-07T09:14:26.350000000Z", 46500, "Noor Haddad", noor)
    orch_upd["entry_values"]["stage"][0]["created_by_actor"] = api_actor
    t10 = pj({"data": orch_upd})
    note = {"id": {"workspace_id": WS, "note_id": "0a9e7c5b-3f12-4d80-b6a4-e2c8f0d1b379"}, "parent_object": "companies", "parent_record_id": ORCH[1],
            "title": "Call 2024-10-07 - moving to proposal", "meeting_id": None,
            "content_plaintext": "Orchard Labs confirmed budget for the 2-region rollout. Sending proposal by Friday; legal review via their GC (Ana Ruiz).",
            "content_markdown": "Orchard Labs confirmed budget for the 2-region rollout. Sending proposal by **Friday**; legal review via their GC (Ana Ruiz).",
            "tags": [], "created_by_actor": api_actor, "created_at": "2024-10-07T09:15:08.762000000Z"}
    t11 = pj({"data": note})
    turns = [
        (call("list_lists"), t1),
        (call("query_entries", list="q3_pipeline", limit=50), t2),
        (call("update_list", list="q3_pipeline", name="Q4 Pipeline", api_slug="q4_pipeline"), t3),
        (call("query_records", object="companies", filter={"name": "Verdant Robotics"}, limit=5), t4),
        (call("create_entry", list="q4_pipeline", parent_object="companies", parent_record_id=VERD, entry_values={"stage": "Lead", "owner": "sam@brightfield.vc"}), t5),
        (call("query_records", object="companies", filter={"name": "Lumen Freight"}, limit=5), t6),
        (call("create_entry", list="q4_pipeline", parent_object="companies", parent_record_id=LUM, entry_values={"stage": "Lead", "owner": "sam@brightfield.vc"}), t7),
        (call("list_lists"), t8),
        (call("query_entries", list=LID, limit=50), t9),
        (call("query_records", object="companies", filter={"name": "Orchard Labs"}, limit=5), t9b),
        (call("update_entry", list=LID, entry_id=ORCH[0], entry_values={"stage": "Proposal"}), t10),
        (call("create_note", parent_object="companies", parent_record_id=ORCH[1], title="Call 2024-10-07 - moving to proposal", content=note["content_markdown"], format="markdown"), t11),
    ]
    rs.add(task="mcp", tid="h43-mcp-13", system=system, turns=turns, state=state, bad=True, turn=8,
           kind="list renamed to Q4 Pipeline / q4_pipeline listed again under its old name and slug")


# Terraform Cloud - clean
def t14(rs: RowSet) -> None:
    system = mcp_system("terraform-cloud", "HCP Terraform (app.terraform.io) API v2 for organization kestrel-systems", [
        tool("list_workspaces", "List workspaces of the organization as a summary table.", {"organization": S, "search": S}, ["organization"]),
        tool("list_variables", "List the variables of a workspace.", {"workspace_id": S}, ["workspace_id"]),
        tool("update_variable", "Update a workspace variable.", {"workspace_id": S, "variable_id": S, "value": S, "hcl": B, "sensitive": B}, ["workspace_id", "variable_id"]),
        tool("create_run", "Queue a plan (and optional auto-apply) on a workspace.", {"workspace_id": S, "message": S, "auto_apply": B, "is_destroy": B}, ["workspace_id"]),
        tool("get_run", "Get a run's status and related ids.", {"run_id": S}, ["run_id"]),
        tool("get_plan", "Get a plan's resource counts and the tail of its log.", {"plan_id": S, "log_lines": INT}, ["plan_id"]),
        tool("apply_run", "Confirm and apply a planned run.", {"run_id": S, "comment": S}, ["run_id"]),
        tool("discard_run", "Discard a planned run.", {"run_id": S, "comment": S}, ["run_id"]),
        tool("list_state_versions", "List state versions of a workspace, newest first.", {"workspace_id": S, "page_size": INT}, ["workspace_id"]),
    ])
    state = ("HCP Terraform org kestrel-systems, team token for 'platform'. Capacity request CAP-311: scale the app-cluster-prod node pool from 2 "
             "to 3 instances via the instance_count variable; plan, review, apply.")
    WS = "ws-Rk7mQ2vXz9LpT4bN"
    RUN, PLAN, APPLY = "run-JQ4r8vK2mX9tZ1wB", "plan-Vb6nT3yH8cW1qL5d", "apply-Gs2kP9xR4mZ7fN3e"

    def wslist(app_res: int, app_run: str, app_upd: str, dns: tuple[str, str]) -> str:
        return table(["NAME", "ID", "TF VERSION", "RESOURCES", "LATEST RUN", "STATUS", "EXECUTION", "UPDATED AT"], [
            ["app-cluster-prod", WS, "1.8.5", str(app_res), app_run, "applied", "remote", app_upd],
            ["app-cluster-staging", "ws-Hd3nW8cYq1FjK6sA", "1.8.5", "38", "run-Mx5cB2nQ7wE4rT9k", "applied", "remote", "2024-08-19T15:42:10Z"],
            ["dns-global", "ws-Pz5tB1xMv7GkR2eC", "1.8.5", "112", dns[0], dns[1], "remote", "2024-08-20T09:16:02Z" if dns[1] == "planned" else "2024-08-16T11:03:27Z"],
            ["iam-baseline", "ws-Lw9fN4sJd2QaX8hT", "1.7.5", "87", "run-Fh3wK8pT1yB6nM2x", "applied", "remote", "2024-07-30T13:25:51Z"],
            ["network-prod", "ws-Cy6kV3mTb0ZrE5uP", "1.8.5", "64", "run-Tz1qR6vN9kD3sA8w", "planned_and_finished", "remote", "2024-08-18T07:00:44Z"],
            ["observability", "ws-Nq2gS7hLx4WdB9fM", "1.8.2", "29", "run-Wd7mC4xJ2pL9vQ5t", "errored", "agent", "2024-08-09T17:48:13Z"],
        ], gap=2) + "\n\n6 workspaces"

    t1 = wslist(41, "run-Ye8pD1sK5vH3gJ7c", "2024-08-13T14:27:39Z", ("run-Ab4hN7kS2xT9mE6q", "applied"))

    def var(vid: str, key: str, value: str | None, cat: str, desc: str, sens: bool = False, hcl: bool = False, ver: str = "") -> dict[str, Any]:
        return {"id": vid, "type": "vars",
                "attributes": {"key": key, "value": value, "sensitive": sens, "category": cat, "hcl": hcl,
                               "created-at": "2024-02-06T10:18:33.412Z", "description": desc, "version-id": ver},
                "relationships": {"configurable": {"data": {"id": WS, "type": "workspaces"}, "links": {"related": "/api/v2/organizations/kestrel-systems/workspaces/app-cluster-prod"}}},
                "links": {"self": f"/api/v2/workspaces/{WS}/vars/{vid}"}}

    v_count = var("var-Tq8mW3xZ1kP7bN4c", "instance_count", "2", "terraform", "Number of app nodes behind the ALB", ver="a3f9c1e7d5b20864f1e3c9a7")
    vs = [
        var("var-Jd4vR9sM2qX7kL1w", "cluster_name", "app-prod", "terraform", "", ver="0e7b2d9f4a1c6e83b5d0f2a9"),
        v_count,
        var("var-Hb6kN2wP8tC4yF9s", "instance_type", "m6i.large", "terraform", "", ver="c8d1f4a0e6b39275d2c7a1f8"),
        var("var-Xp3fL7qD1mV5zR8n", "region", "eu-central-1", "terraform", "", ver="5b2e9c7a1d4f08e3c6a2b9d1"),
        var("var-Mc9tB5xK3hW7qJ2v", "extra_tags", '{\n  cost_center = "plat-220"\n  owner       = "platform"\n}', "terraform", "", hcl=True, ver="f1a6d3c8e0b74925a7c1e4d0"),
        var("var-Ns1yG8rT6kQ2pZ4m", "AWS_ACCESS_KEY_ID", None, "env", "tfc-app-prod deploy user", sens=True, ver="9d4b7e2a0c5f13e6b8d2a7c4"),
        var("var-Wf5zH2cV9nL3xB7k", "AWS_SECRET_ACCESS_KEY", None, "env", "", sens=True, ver="2c7e0a5d9b1f46e3c8a4d0b7"),
    ]
    t2 = pj({"data": vs})
    v_new = var("var-Tq8mW3xZ1kP7bN4c", "instance_count", "3", "terraform", "Number of app nodes behind the ALB", ver="7e1b4d9a2c6f05e8b3d1a7c2")
    t3 = pj({"data": v_new})

    def run(status: str, ts: dict[str, str], has_changes: bool, confirmable: bool, extra: dict[str, Any] | None = None) -> dict[str, Any]:
        attrs = {"actions": {"is-cancelable": status in ("pending", "plan_queued", "planning", "applying", "apply_queued"),
                             "is-confirmable": confirmable, "is-discardable": confirmable, "is-force-cancelable": False},
                 "canceled-at": None, "created-at": "2024-08-20T09:14:07.331Z", "has-changes": has_changes, "auto-apply": False,
                 "allow-empty-apply": False, "is-destroy": False, "message": "CAP-311: scale app nodes 2 -> 3", "plan-only": False,
                 "source": "tfe-api", "status": status, "status-timestamps": ts, "trigger-reason": "manual",
                 "terraform-version": "1.8.5", "refresh": True, "refresh-only": False, "save-plan": False,
                 "permissions": {"can-apply": True, "can-cancel": True, "can-comment": True, "can-discard": True, "can-force-execute": True, "can-force-cancel": True, "can-override-policy-check": False}}
        if extra:
            attrs.update(extra)
        return {"data": {"id": RUN, "type": "runs", "attributes": attrs,
                         "relationships": {"workspace": {"data": {"id": WS, "type": "workspaces"}},
                                           "plan": {"data": {"id": PLAN, "type": "plans"}, "links": {"related": f"/api/v2/runs/{RUN}/plan"}},
                                           "apply": {"data": {"id": APPLY, "type": "applies"}, "links": {"related": f"/api/v2/runs/{RUN}/apply"}},
                                           "configuration-version": {"data": {"id": "cv-Lq7tX2dN5wB8kR3m", "type": "configuration-versions"}},
                                           "created-by": {"data": {"id": "user-Pf4nC9vT2sJ7hW1q", "type": "users"}}},
                         "links": {"self": f"/api/v2/runs/{RUN}"}}}

    ts1 = {"plan-queueable-at": "2024-08-20T09:14:07+00:00"}
    t4 = pj(run("pending", ts1, False, False))
    ts2 = dict(ts1, **{"plan-queued-at": "2024-08-20T09:14:08+00:00", "planning-at": "2024-08-20T09:14:12+00:00"})
    t5 = pj(run("planning", ts2, False, False))
    ts3 = dict(ts2, **{"planned-at": "2024-08-20T09:14:51+00:00"})
    t6 = pj(run("planned", ts3, True, True))
    t7 = pj({"data": {"id": PLAN, "type": "plans",
                      "attributes": {"has-changes": True, "resource-additions": 2, "resource-changes": 1, "resource-destructions": 0, "resource-imports": 0,
                                     "status": "finished", "status-timestamps": {"queued-at": "2024-08-20T09:14:08+00:00", "started-at": "2024-08-20T09:14:12+00:00", "finished-at": "2024-08-20T09:14:51+00:00"}},
                      "links": {"self": f"/api/v2/plans/{PLAN}", "json-output": f"/api/v2/plans/{PLAN}/json-output"}},
              "log_tail": """  # aws_instance.app[2] will be created
  + resource "aws_instance" "app" {
      + ami                          = "ami-0f4e3c1d2a9b87650"
      + instance_type                = "m6i.large"
      + subnet_id                    = "subnet-0e8c4a2f61b9d7053"
      + tags                         = {
          + "Name"        = "app-prod-3"
          + "cost_center" = "plat-220"
          + "owner"       = "platform"
        }
      + id                           = (known after apply)
      + private_ip                   = (known after apply)
      ...
    }

  # aws_lb_target_group_attachment.app[2] will be created
  + resource "aws_lb_target_group_attachment" "app" {
      + id               = (known after apply)
      + port             = 8080
      + target_group_arn = "arn:aws:elasticloadbalancing:eu-central-1:730125849366:targetgroup/app-prod/6d1f0b7c3e9a2d48"
      + target_id        = (known after apply)
    }

  # aws_ssm_parameter.cluster_size will be updated in-place
  ~ resource "aws_ssm_parameter" "cluster_size" {
        id             = "/app-prod/cluster/size"
        name           = "/app-prod/cluster/size"
        tags           = {}
      ~ value          = (sensitive value)
      ~ version        = 7 -> (known after apply)
        # (8 unchanged attributes hidden)
    }

Plan: 2 to add, 1 to change, 0 to destroy."""})
    t8 = f"Run {RUN} confirmed (comment: 'Approved per CAP-311'). Apply queued."
    ts4 = dict(ts3, **{"confirmed-at": "2024-08-20T09:15:20+00:00", "apply-queued-at": "2024-08-20T09:15:21+00:00", "applying-at": "2024-08-20T09:15:24+00:00"})
    t9 = pj(run("applying", ts4, True, False))
    ts5 = dict(ts4, **{"applied-at": "2024-08-20T09:16:48+00:00"})
    t10 = pj(run("applied", ts5, True, False, {"apply-summary": {"resource-additions": 2, "resource-changes": 1, "resource-destructions": 0, "resource-imports": 0}}))
    t11 = table(["SERIAL", "ID", "CREATED AT", "RUN", "TF VERSION", "RESOURCES", "SIZE"], [
        ["58", "sv-Kc3vP8wN1tX6mB4q", "2024-08-20T09:16:46Z", RUN, "1.8.5", "43", "212.9 KB"],
        ["57", "sv-Dh9rT2xL5kQ7bF1w", "2024-08-13T14:27:37Z", "run-Ye8pD1sK5vH3gJ7c", "1.8.5", "41", "203.4 KB"],
        ["56", "sv-Ub1mZ6cJ3yR8nV5t", "2024-08-06T10:02:19Z", "run-Qk7sW4hB9xN2dT6p", "1.8.5", "41", "203.1 KB"],
        ["55", "sv-Ay5gK2pD8vL1wS9c", "2024-07-23T16:51:08Z", "run-Rn2fX7mC4tJ9qB3h", "1.8.4", "41", "202.8 KB"],
        ["54", "sv-Ep8wS3tG6zN4kM1x", "2024-07-09T08:44:55Z", "run-Vc6hL1dQ8pY3rK7f", "1.8.4", "40", "198.6 KB"],
    ], gap=2)
    t12 = wslist(43, RUN, "2024-08-20T09:16:48Z", ("run-Kp9wE3tR6yB2nD8s", "planned"))
    turns = [
        (call("list_workspaces", organization="kestrel-systems"), t1),
        (call("list_variables", workspace_id=WS), t2),
        (call("update_variable", workspace_id=WS, variable_id="var-Tq8mW3xZ1kP7bN4c", value="3"), t3),
        (call("create_run", workspace_id=WS, message="CAP-311: scale app nodes 2 -> 3", auto_apply=False), t4),
        (call("get_run", run_id=RUN), t5),
        (call("get_run", run_id=RUN), t6),
        (call("get_plan", plan_id=PLAN, log_lines=40), t7),
        (call("apply_run", run_id=RUN, comment="Approved per CAP-311"), t8),
        (call("get_run", run_id=RUN), t9),
        (call("get_run", run_id=RUN), t10),
        (call("list_state_versions", workspace_id=WS, page_size=5), t11),
        (call("list_workspaces", organization="kestrel-systems"), t12),
    ]
    rs.add(task="mcp", tid="h43-mcp-14", system=system, turns=turns, state=state)


# Jenkins - bad
def t15(rs: RowSet) -> None:
    system = mcp_system("jenkins", "Jenkins 2.462.1 LTS at https://ci.corvid.dev (user release-bot, API token)", [
        tool("list_jobs", "List the jobs of a folder with status, last builds and health as a table.", {"folder": S}, []),
        tool("get_job", "Get a job's configuration summary and recent builds.", {"job": S}, ["job"]),
        tool("disable_job", "Disable a job.", {"job": S}, ["job"]),
        tool("enable_job", "Enable a job.", {"job": S}, ["job"]),
        tool("trigger_build", "Trigger a build (buildWithParameters when parameters are given).", {"job": S, "parameters": OBJ}, ["job"]),
        tool("get_queue_item", "Get a queue item (shows the build once it left the queue).", {"id": INT}, ["id"]),
        tool("get_build", "Get a build's JSON (api/json).", {"job": S, "number": INT}, ["job", "number"]),
        tool("get_build_log", "Get the console output of a build (tail).", {"job": S, "number": INT, "tail_lines": INT}, ["job", "number"]),
    ])
    state = ("Jenkins at https://ci.corvid.dev, folder 'platform'. The Ant build was replaced by the Gradle pipeline last sprint: disable "
             "legacy-ant-build so it stops paging on-call, then deploy api-gateway 4.12.0 to staging through api-gateway-deploy.")
    hdr = ["S", "W", "NAME", "LAST SUCCESS", "LAST FAILURE", "LAST DURATION"]

    def jobs(ant_disabled: bool, footer: str) -> str:
        rows = [
            ["blue", "sunny", "api-gateway-build", "4 hr 12 min - #1094", "6 days 2 hr - #1081", "6 min 41 sec"],
            ["blue", "sunny", "api-gateway-deploy", "2 days 3 hr - #516", "22 days - #489", "6 min 52 sec"],
            ["blue", "sunny", "artifact-cleanup", "7 hr 8 min - #2210", "1 mo 4 days - #2081", "2 min 3 sec"],
            ["blue", "cloudy", "base-images", "1 day 7 hr - #342", "3 days 7 hr - #340", "18 min"],
            ["blue", "sunny", "cert-renewal", "5 days 7 hr - #118", "N/A", "48 sec"],
            ["yellow", "partlycloudy", "db-migrations-check", "3 hr 51 min - #877", "1 day 2 hr - #871", "3 min 29 sec"],
            ["blue", "sunny", "infra-smoke-tests", "38 min - #6012", "4 days 1 hr - #5940", "4 min 17 sec"],
            ["disabled" if ant_disabled else "red", "thunderstorm", "legacy-ant-build", "12 days - #1403", "2 hr 5 min - #1417", "11 min"],
            ["disabled", "sunny", "legacy-svn-mirror", "4 mo 9 days - #9021", "N/A", "1 min 12 sec"],
            ["blue", "sunny", "nightly-backup-verify", "6 hr 40 min - #402", "2 mo 1 day - #351", "27 min"],
            ["blue", "partlycloudy", "terraform-drift-check", "1 hr 8 min - #1533", "2 days 23 hr - #1518", "5 min 2 sec"],
            ["nobuilt", "sunny", "vault-secret-sync", "N/A", "N/A", "N/A"],
        ]
        return "Folder: platform (https://ci.corvid.dev/job/platform/)\n\n" + table(hdr, rows, gap=2) + "\n\n" + footer

    f0 = "12 jobs: 8 success, 1 unstable, 1 failed, 1 not built, 1 disabled"
    t1 = jobs(False, f0)
    t2 = "Job 'platform/legacy-ant-build' disabled (POST /job/platform/job/legacy-ant-build/disable -> 302 Found)."
    t3 = jobs(True, f0)
    q_ms = calendar.timegm((2024, 8, 13, 9, 8, 22, 0, 0, 0)) * 1000 + 114
    t4 = "Build queued for 'platform/api-gateway-deploy': queue item 88213 (https://ci.corvid.dev/queue/item/88213/)"
    params = [{"_class": "hudson.model.StringParameterValue", "name": "ENV", "value": "staging"},
              {"_class": "hudson.model.StringParameterValue", "name": "VERSION", "value": "4.12.0"},
              {"_class": "hudson.model.BooleanParameterValue", "name": "RUN_SMOKE_TESTS", "value": True}]
    t5 = pj({"_class": "hudson.model.Queue$LeftItem",
             "actions": [{"_class": "hudson.model.ParametersAction", "parameters": params},
                         {"_class": "hudson.model.CauseAction", "causes": [{"_class": "hudson.model.Cause$UserIdCause", "shortDescription": "Started by user release-bot", "userId": "release-bot", "userName": "release-bot"}]}],
             "blocked": False, "buildable": False, "id": 88213, "inQueueSince": q_ms, "params": "\nENV=staging\nVERSION=4.12.0\nRUN_SMOKE_TESTS=true",
             "stuck": False, "task": {"_class": "org.jenkinsci.plugins.workflow.job.WorkflowJob", "name": "api-gateway-deploy",
                                      "url": "https://ci.corvid.dev/job/platform/job/api-gateway-deploy/", "color": "blue_anime"},
             "url": "queue/item/88213/", "why": None, "cancelled": False,
             "executable": {"_class": "org.jenkinsci.plugins.workflow.job.WorkflowRun", "number": 517, "url": "https://ci.corvid.dev/job/platform/job/api-gateway-deploy/517/"}})
    t6 = pj({"_class": "org.jenkinsci.plugins.workflow.job.WorkflowRun",
             "actions": [{"_class": "hudson.model.ParametersAction", "parameters": params},
                         {"_class": "hudson.model.CauseAction", "causes": [{"_class": "hudson.model.Cause$UserIdCause", "shortDescription": "Started by user release-bot", "userId": "release-bot", "userName": "release-bot"}]},
                         {"_class": "hudson.plugins.git.util.BuildData", "lastBuiltRevision": {"SHA1": "9e41c7a2f0b8d356e1c4a9f7b2d05e83c6a1f4b9", "branch": [{"SHA1": "9e41c7a2f0b8d356e1c4a9f7b2d05e83c6a1f4b9", "name": "refs/remotes/origin/main"}]},
                          "remoteUrls": ["git@github.com:corvid-dev/deploy-pipelines.git"], "scmName": ""},
                         {"_class": "org.jenkinsci.plugins.workflow.cps.EnvActionImpl"}],
             "artifacts": [], "building": True, "description": None, "displayName": "#517", "duration": 0, "estimatedDuration": 412087,
             "executor": {"_class": "hudson.model.OneOffExecutor"}, "fullDisplayName": "platform » api-gateway-deploy #517", "id": "517",
             "keepLog": False, "number": 517, "queueId": 88213, "result": None, "timestamp": q_ms + 6842,
             "url": "https://ci.corvid.dev/job/platform/job/api-gateway-deploy/517/", "changeSets": [], "culprits": [],
             "inProgress": True, "nextBuild": None,
             "previousBuild": {"number": 516, "url": "https://ci.corvid.dev/job/platform/job/api-gateway-deploy/516/"}})
    t7 = """[Pipeline] stage
[Pipeline] { (Deploy)
[Pipeline] withCredentials
Masking supported pattern matches of $KUBECONFIG
[Pipeline] {
[Pipeline] sh
+ helm upgrade --install api-gateway charts/api-gateway --namespace gateway-staging --values values/staging.yaml --set image.tag=4.12.0 --wait --timeout 8m
Release "api-gateway" has been upgraded. Happy Helming!
NAME: api-gateway
LAST DEPLOYED: Tue Aug 13 09:12:47 2024
NAMESPACE: gateway-staging
STATUS: deployed
REVISION: 87
TEST SUITE: None
[Pipeline] }
[Pipeline] // withCredentials
[Pipeline] }
[Pipeline] // stage
[Pipeline] stage
[Pipeline] { (Smoke tests)
[Pipeline] sh
+ ./scripts/smoke.sh https://gw.staging.corvid.dev
GET /healthz .......................... 200 (14 ms)
GET /v1/routes ........................ 200 (61 ms)
POST /v1/auth/token (test client) ..... 200 (88 ms)
GET /v1/orders?limit=1 (via gateway) .. 200 (143 ms)
4/4 checks passed
[Pipeline] }
[Pipeline] // stage
[Pipeline] stage
[Pipeline] { (Notify)
[Pipeline] slackSend
Slack Send Pipeline step running, values are - baseUrl: <empty>, teamDomain: corvid, channel: #deploys, color: good, botUser: true, tokenCredentialId: slack-bot, notifyCommitters: false, iconEmoji: <empty>, username: <empty>, timestamp: <empty>
[Pipeline] }
[Pipeline] // stage
[Pipeline] }
[Pipeline] // node
[Pipeline] End of Pipeline
Finished: SUCCESS"""
    turns = [
        (call("list_jobs", folder="platform"), t1),
        (call("disable_job", job="platform/legacy-ant-build"), t2),
        (call("list_jobs", folder="platform"), t3),
        (call("trigger_build", job="platform/api-gateway-deploy", parameters={"ENV": "staging", "VERSION": "4.12.0", "RUN_SMOKE_TESTS": True}), t4),
        (call("get_queue_item", id=88213), t5),
        (call("get_build", job="platform/api-gateway-deploy", number=517), t6),
        (call("get_build_log", job="platform/api-gateway-deploy", number=517, tail_lines=45), t7),
    ]
    rs.add(task="mcp", tid="h43-mcp-15", system=system, turns=turns, state=state, bad=True, turn=3,
           kind="folder summary still counts 1 failed / 1 disabled after legacy-ant-build was disabled")


# Dropbox Sign - clean
def t16(rs: RowSet) -> None:
    system = mcp_system("dropbox-sign", "Dropbox Sign (HelloSign) API v3 for the LumaCore Inc. team account", [
        tool("list_templates", "List templates available to the account.", {"query": S, "page_size": INT}, []),
        tool("send_with_template", "Send a signature request based on a template.", {"template_ids": A, "title": S, "subject": S, "message": S, "signers": A, "ccs": A, "custom_fields": A, "metadata": OBJ, "test_mode": B}, ["template_ids", "signers"]),
        tool("get_signature_request", "Get a signature request with each signer's status.", {"signature_request_id": S}, ["signature_request_id"]),
        tool("send_reminder", "Send a reminder email to a signer who has not signed.", {"signature_request_id": S, "email_address": S}, ["signature_request_id", "email_address"]),
        tool("list_signature_requests", "List signature requests, newest first.", {"query": S, "page": INT, "page_size": INT}, []),
        tool("cancel_signature_request", "Cancel an incomplete signature request.", {"signature_request_id": S}, ["signature_request_id"]),
        tool("get_files", "Get a download URL for the (merged) signed PDF.", {"signature_request_id": S, "file_type": S}, ["signature_request_id"]),
    ])
    state = ("Dropbox Sign API key for LumaCore Inc. (dana@lumacore.io is the company signer). Send the mutual NDA to Elena Marsh at Quarry Analytics "
             "ahead of Thursday's data-sharing workshop, countersigned by Dana; chase Elena if it is not signed by end of day, and grab the signed PDF.")

    def ts(d: int, h: int, mi: int, s: int) -> int:
        return calendar.timegm((2024, 11, d, h, mi, s, 0, 0, 0))

    TPL = hx("tpl-nda-v3", 40)
    t1 = pj({"templates": [
        {"template_id": TPL, "title": "Mutual NDA v3 (2024)", "message": "Please review and sign the mutual NDA.", "updated_at": ts(4, 16, 22, 9) - 86400 * 40,
         "is_embedded": False, "is_creator": True, "can_edit": True, "is_locked": False, "metadata": {},
         "signer_roles": [{"name": "Client", "order": None}, {"name": "Company", "order": None}], "cc_roles": [{"name": "Legal"}],
         "documents": [{"name": "LumaCore_Mutual_NDA_v3.pdf", "index": 0, "field_groups": [], "form_fields": [], "custom_fields": [], "static_fields": []}],
         "custom_fields": [{"name": "counterparty_legal_name", "type": "text"}, {"name": "purpose", "type": "text"}],
         "named_form_fields": [], "accounts": [{"account_id": "9f1b3d5e7a2c4e6081b3d5f7a9c1e3b5d7f9a1c3", "email_address": "legal@lumacore.io", "is_locked": False, "is_paid_hs": True, "is_paid_hf": False}],
         "attachments": []},
        {"template_id": hx("tpl-msa", 40), "title": "Master Services Agreement 2024", "message": "", "updated_at": ts(4, 16, 22, 9) - 86400 * 96,
         "is_embedded": False, "is_creator": True, "can_edit": True, "is_locked": False, "metadata": {},
         "signer_roles": [{"name": "Customer", "order": 0}, {"name": "LumaCore", "order": 1}], "cc_roles": [{"name": "Legal"}, {"name": "Finance"}],
         "documents": [{"name": "LumaCore_MSA_2024.pdf", "index": 0}], "custom_fields": [{"name": "customer_legal_name", "type": "text"}],
         "named_form_fields": [], "accounts": [], "attachments": []},
        {"template_id": hx("tpl-dpa", 40), "title": "Data Processing Addendum (GDPR)", "message": "", "updated_at": ts(4, 16, 22, 9) - 86400 * 210,
         "is_embedded": False, "is_creator": False, "can_edit": False, "is_locked": True, "metadata": {},
         "signer_roles": [{"name": "Controller", "order": None}, {"name": "Processor", "order": None}], "cc_roles": [],
         "documents": [{"name": "LumaCore_DPA.pdf", "index": 0}], "custom_fields": [], "named_form_fields": [], "accounts": [], "attachments": []},
    ], "list_info": {"num_pages": 1, "num_results": 3, "page": 1, "page_size": 20}, "warnings": []})

    SR = hx("sr-quarry-nda", 40)
    SIG_E, SIG_D = hx("sig-elena", 32), hx("sig-dana", 32)
    created = ts(12, 14, 3, 41)

    def sig(sid: str, email: str, name: str, role: str, status: str, signed: int | None, viewed: int | None, reminded: int | None) -> dict[str, Any]:
        return {"signature_id": sid, "signer_group_guid": None, "signer_email_address": email, "signer_name": name, "signer_role": role,
                "order": None, "status_code": status, "decline_reason": None, "signed_at": signed, "last_viewed_at": viewed,
                "last_reminded_at": reminded, "has_pin": False, "has_sms_auth": False, "has_sms_delivery": False, "sms_phone_number": None,
                "reassigned_by": None, "reassignment_reason": None, "error": None}

    def sr(e: tuple[str, int | None, int | None, int | None], d: tuple[str, int | None, int | None], complete: bool) -> dict[str, Any]:
        return {"signature_request_id": SR, "test_mode": False, "title": "Mutual NDA - Quarry Analytics / LumaCore",
                "original_title": "Mutual NDA - Quarry Analytics / LumaCore", "subject": "Mutual NDA - Quarry Analytics / LumaCore",
                "message": "Hi Elena, ahead of Thursday's workshop here is our standard mutual NDA. Thanks! - Dana",
                "metadata": {"crm_opportunity": "OPP-2291", "requested_by": "dana@lumacore.io"}, "created_at": created, "expires_at": None,
                "is_complete": complete, "is_declined": False, "has_error": False,
                "files_url": f"https://api.hellosign.com/v3/signature_request/files/{SR}",
                "signing_url": None, "details_url": f"https://app.hellosign.com/home/manage?guid={SR}",
                "cc_email_addresses": ["legal@lumacore.io"], "signing_redirect_url": None, "final_copy_uri": f"/v3/signature_request/final_copy/{SR}" if complete else None,
                "template_ids": [TPL], "custom_fields": [{"name": "counterparty_legal_name", "type": "text", "value": "Quarry Analytics LLC", "required": True, "api_id": "cf_counterparty", "editor": None},
                                                        {"name": "purpose", "type": "text", "value": "Evaluation of a joint retail demand-forecasting dataset", "required": True, "api_id": "cf_purpose", "editor": None}],
                "attachments": None, "response_data": [],
                "signatures": [sig(SIG_E, "elena.marsh@quarry-analytics.com", "Elena Marsh", "Client", e[0], e[1], e[2], e[3]),
                               sig(SIG_D, "dana@lumacore.io", "Dana Whitfield", "Company", d[0], d[1], d[2], None)],
                "bulk_send_job_id": None}

    t2 = pj({"signature_request": sr(("awaiting_signature", None, None, None), ("awaiting_signature", None, None), False), "warnings": []})
    t3 = pj({"signature_request": sr(("awaiting_signature", None, ts(12, 15, 47, 12), None), ("signed", ts(12, 14, 21, 5), ts(12, 14, 19, 38)), False), "warnings": []})
    t4 = pj({"signature_request": sr(("awaiting_signature", None, ts(12, 15, 47, 12), ts(12, 22, 30, 4)), ("signed", ts(12, 14, 21, 5), ts(12, 14, 19, 38)), False), "warnings": []})

    def summary(sid: str, title: str, when: int, done: bool, declined: bool = False) -> dict[str, Any]:
        return {"signature_request_id": sid, "title": title, "created_at": when, "is_complete": done, "is_declined": declined, "has_error": False,
                "test_mode": False, "details_url": f"https://app.hellosign.com/home/manage?guid={sid}", "requester_email_address": "dana@lumacore.io"}

    t5 = pj({"signature_requests": [
        summary(SR, "Mutual NDA - Quarry Analytics / LumaCore", created, False),
        summary(hx("sr-2", 40), "Master Services Agreement - Fennwick Retail", ts(8, 10, 12, 50), True),
        summary(hx("sr-3", 40), "Mutual NDA - Tallgrass Data Co / LumaCore", ts(5, 17, 44, 2), True),
        summary(hx("sr-4", 40), "Data Processing Addendum - Fennwick Retail", ts(5, 9, 30, 27), True),
        summary(hx("sr-5", 40), "Mutual NDA - Harbor & Vine / LumaCore", ts(1, 13, 2, 18), False, True),
    ], "list_info": {"num_pages": 9, "num_results": 43, "page": 1, "page_size": 5}, "warnings": []})
    t6 = pj({"signature_request": sr(("signed", ts(13, 8, 14, 37), ts(13, 8, 11, 2), ts(12, 22, 30, 4)), ("signed", ts(12, 14, 21, 5), ts(12, 14, 19, 38)), True), "warnings": []})
    t7 = pj({"file_url": f"https://s3.amazonaws.com/hellofax_uploads/super_groups/2024/11/13/{hx('grp', 40)}/merged-completed.pdf?response-content-disposition=attachment&X-Amz-Expires=300",
             "expires_at": ts(13, 8, 24, 51)})
    turns = [
        (call("list_templates", query="NDA", page_size=20), t1),
        (call("send_with_template", template_ids=[TPL], title="Mutual NDA - Quarry Analytics / LumaCore", subject="Mutual NDA - Quarry Analytics / LumaCore",
              message="Hi Elena, ahead of Thursday's workshop here is our standard mutual NDA. Thanks! - Dana",
              signers=[{"role": "Client", "name": "Elena Marsh", "email_address": "elena.marsh@quarry-analytics.com"},
                       {"role": "Company", "name": "Dana Whitfield", "email_address": "dana@lumacore.io"}],
              ccs=[{"role": "Legal", "email_address": "legal@lumacore.io"}],
              custom_fields=[{"name": "counterparty_legal_name", "value": "Quarry Analytics LLC"}, {"name": "purpose", "value": "Evaluation of a joint retail demand-forecasting dataset"}],
              metadata={"crm_opportunity": "OPP-2291", "requested_by": "dana@lumacore.io"}, test_mode=False), t2),
        (call("get_signature_request", signature_request_id=SR), t3),
        (call("send_reminder", signature_request_id=SR, email_address="elena.marsh@quarry-analytics.com"), t4),
        (call("list_signature_requests", page=1, page_size=5), t5),
        (call("get_signature_request", signature_request_id=SR), t6),
        (call("get_files", signature_request_id=SR, file_type="pdf"), t7),
    ]
    rs.add(task="mcp", tid="h43-mcp-16", system=system, turns=turns, state=state)


# Cloudflare Zero Trust - bad
def t17(rs: RowSet) -> None:
    system = mcp_system("cloudflare-zero-trust", "Cloudflare API v4 (Access, Tunnels, Gateway) for account f3b1c9e07a2d4586b1e3c7d9a0f2e4b6", [
        tool("list_tunnels", "List Cloudflare Tunnels with live connections.", {"name": S, "is_deleted": B}, []),
        tool("get_tunnel", "Get one tunnel with its connections.", {"tunnel_id": S}, ["tunnel_id"]),
        tool("get_tunnel_configuration", "Get the remotely managed ingress configuration of a tunnel.", {"tunnel_id": S}, ["tunnel_id"]),
        tool("list_access_apps", "List Access applications as a summary table.", {}, []),
        tool("get_access_app", "Get an Access application.", {"app_id": S}, ["app_id"]),
        tool("create_access_app", "Create a self-hosted Access application.", {"name": S, "domain": S, "type": S, "session_duration": S, "allowed_idps": A, "auto_redirect_to_identity": B, "app_launcher_visible": B}, ["name", "domain"]),
        tool("update_access_app", "Update an Access application.", {"app_id": S, "fields": OBJ}, ["app_id", "fields"]),
        tool("create_access_policy", "Create an application-scoped Access policy.", {"app_id": S, "name": S, "decision": S, "include": A, "require": A, "exclude": A, "precedence": INT}, ["app_id", "name", "decision", "include"]),
        tool("list_access_policies", "List the policies of an Access application.", {"app_id": S}, ["app_id"]),
        tool("list_gateway_rules", "List Gateway firewall rules.", {}, []),
        tool("create_gateway_rule", "Create a Gateway rule.", {"name": S, "action": S, "filters": A, "traffic": S, "precedence": INT, "enabled": B, "description": S}, ["name", "action", "filters", "traffic"]),
    ])
    state = ("Cloudflare API token with Access: Apps and Policies Edit, Tunnel Read, Zero Trust Edit on the corp-acme account. grafana.corp-acme.net is "
             "already routed through the hq-core tunnel but not protected. Put it behind Access (Okta login, SRE group only, 8h sessions, "
             "skip the IdP picker) and stop Gateway from TLS-inspecting it, since that breaks Grafana Live websockets.")
    ACC = "f3b1c9e07a2d4586b1e3c7d9a0f2e4b6"
    OKTA = "4e0a2c8f-9d17-4b35-a6e1-7c3f5b9d2e08"
    HQ = "8c2e5f0a-7b13-4d96-a4e8-1f3c9b0d7e25"

    def env(result: Any, info: dict[str, Any] | None = None) -> str:
        d: dict[str, Any] = {"success": True, "errors": [], "messages": [], "result": result}
        if info:
            d["result_info"] = info
        return pj(d)

    def conn(cid: str, colo: str, opened: str, client: str) -> dict[str, Any]:
        return {"colo_name": colo, "id": cid, "is_pending_reconnect": False, "origin_ip": "198.51.100.20", "opened_at": opened,
                "client_id": client, "client_version": "2024.6.1"}

    CLIENT = "5f7d9b1e-3c24-4a68-b0e2-8d6f4a1c9e37"
    hq_conns = [conn("a2e4c6f8-1b3d-4e57-9a0c-2e4f6a8b0c1d", "fra08", "2024-07-29T03:12:44.118204Z", CLIENT),
                conn("c4f6a8b0-3d5e-4f79-8b1c-4f6a8c0d2e3f", "ams01", "2024-07-29T03:12:44.207551Z", CLIENT),
                conn("e6a8c0d2-5f7a-4b91-8d3e-6a8c0e2f4a5b", "fra10", "2024-07-29T03:12:45.033917Z", CLIENT),
                conn("08c0e2f4-7b9c-4d13-9f5a-8c0e2a4b6c7d", "ams08", "2024-07-29T03:12:45.096342Z", CLIENT)]
    hq = {"id": HQ, "account_tag": ACC, "created_at": "2023-05-10T12:44:31.528405Z", "deleted_at": None, "name": "hq-core",
          "connections": hq_conns, "conns_active_at": "2024-07-29T03:12:44.118204Z", "conns_inactive_at": None, "tun_type": "cfd_tunnel",
          "metadata": {}, "status": "healthy", "remote_config": True}
    lab = {"id": "1d3f5a7c-9e0b-4c24-8e6a-0b2d4f6a8c9e", "account_tag": ACC, "created_at": "2024-02-21T09:05:17.902114Z", "deleted_at": None, "name": "lab-k8s",
           "connections": [conn("2b4d6f8a-0c1e-4f35-a7b9-1d3f5b7d9e0a", "ams08", "2024-08-05T22:41:09.771240Z", "7c9e1a3b-5d6f-4b80-92a4-c6e8a0b2d4f6")],
           "conns_active_at": "2024-08-05T22:41:09.771240Z", "conns_inactive_at": None, "tun_type": "cfd_tunnel", "metadata": {}, "status": "degraded", "remote_config": True}
    t1 = env([hq, lab], {"page": 1, "per_page": 20, "count": 2, "total_count": 2, "total_pages": 1})
    t2 = env({"tunnel_id": HQ, "version": 17, "config": {"ingress": [
        {"hostname": "jenkins.corp-acme.net", "service": "http://jenkins.ci.svc.cluster.local:8080", "originRequest": {}},
        {"hostname": "kibana.corp-acme.net", "service": "http://kibana.logging.svc.cluster.local:5601", "originRequest": {}},
        {"hostname": "wiki.corp-acme.net", "service": "http://bookstack.internal.svc.cluster.local:80", "originRequest": {"httpHostHeader": "wiki.corp-acme.net"}},
        {"hostname": "grafana.corp-acme.net", "service": "http://grafana.monitoring.svc.cluster.local:3000", "originRequest": {"connectTimeout": 30}},
        {"service": "http_status:404"}], "warp-routing": {"enabled": False}},
        "source": "cloudflare", "created_at": "2024-08-07T14:58:02.664718Z"})
    apps_hdr = ["NAME", "DOMAIN", "TYPE", "SESSION", "IDPS", "LAUNCHER", "POLICIES", "APP ID", "UPDATED AT"]
    base_apps = [
        ["Jenkins", "jenkins.corp-acme.net", "self_hosted", "24h", "Okta", "yes", "2", "3a5c7e9b-1d2f-4a46-8c0e-5a7c9e1b3d4f", "2024-03-18T10:21:44Z"],
        ["Kibana", "kibana.corp-acme.net", "self_hosted", "24h", "Okta", "yes", "1", "5c7e9b1d-3f4a-4c68-9e2a-7c9e1b3d5f6a", "2023-11-02T16:07:39Z"],
        ["Wiki", "wiki.corp-acme.net", "self_hosted", "168h", "Okta, One-time PIN", "yes", "2", "7e9b1d3f-5a6c-4e80-8a4c-9e1b3d5f7a8c", "2024-06-25T08:50:12Z"],
    ]
    t3 = table(apps_hdr, base_apps, gap=2) + "\n\n3 applications"
    GID = "b7d14e9a-2c65-4f38-9a01-6e3c8b5d7f42"
    AUD = hx("aud-grafana", 64)
    created = "2024-08-07T15:04:26.381924Z"
    pol = {"id": "e21f8c47-6b03-4d95-a8e2-3c7f1b9d5a06", "name": "SRE only", "decision": "allow", "precedence": 1,
           "include": [{"email_domain": {"domain": "corp-acme.com"}}], "require": [{"okta": {"name": "sre", "identity_provider_id": OKTA}}],
           "exclude": [], "reusable": False, "session_duration": "8h", "approval_required": False, "isolation_required": False,
           "purpose_justification_required": False, "created_at": "2024-08-07T15:05:10.528147Z", "updated_at": "2024-08-07T15:05:10.528147Z"}

    def grafana(auto_redirect: bool, policies: list[dict[str, Any]]) -> dict[str, Any]:
        return {"id": GID, "uid": GID, "type": "self_hosted", "name": "Grafana", "aud": AUD, "domain": "grafana.corp-acme.net",
                "self_hosted_domains": ["grafana.corp-acme.net"], "destinations": [{"type": "public", "uri": "grafana.corp-acme.net"}],
                "app_launcher_visible": True, "allowed_idps": [OKTA], "tags": [], "auto_redirect_to_identity": auto_redirect,
                "enable_binding_cookie": False, "http_only_cookie_attribute": True, "same_site_cookie_attribute": "lax",
                "logo_url": "https://grafana.com/static/assets/img/fav32.png", "session_duration": "8h", "skip_interstitial": False,
                "options_preflight_bypass": False, "service_auth_401_redirect": False, "custom_deny_message": "", "custom_deny_url": "",
                "custom_non_identity_deny_url": "", "custom_pages": [], "allow_authenticate_via_warp": False,
                "policies": policies, "created_at": created, "updated_at": created}

    t4 = env(grafana(True, []))
    t5 = env(pol)
    t6 = env([pol], {"page": 1, "per_page": 25, "count": 1, "total_count": 1, "total_pages": 1})

    def grule(rid: str, name: str, action: str, prec: int, traffic: str, created_at: str, filters: list[str], settings: dict[str, Any] | None = None, desc: str = "") -> dict[str, Any]:
        return {"id": rid, "name": name, "description": desc, "precedence": prec, "enabled": True, "action": action, "filters": filters,
                "created_at": created_at, "updated_at": created_at, "deleted_at": None, "traffic": traffic, "identity": "", "device_posture": "",
                "version": 1, "rule_settings": settings or {"block_page_enabled": action == "block", "block_reason": "", "override_ips": None,
                                                             "override_host": "", "l4override": None, "biso_admin_controls": None, "add_headers": None,
                                                             "check_session": None, "insecure_disable_dnssec_validation": False},
                "schedule": None}

    rules = [
        grule("0f2a4c6e-8b1d-4f35-a7c9-e1b3d5f7a9c2", "Block security threats", "block", 1000,
              'any(dns.security_category[*] in {68 178 80 83 176 175 117 131 134 151 153})', "2023-05-11T08:02:19.117402Z", ["dns"]),
        grule("2a4c6e8b-0d1f-4a57-b9e1-03d5f7a9c1e4", "Block content categories", "block", 2000,
              'any(dns.content_category[*] in {2 67 125 133 8 99})', "2023-05-11T08:03:47.540118Z", ["dns"]),
        grule("4c6e8b0d-2f3a-4c79-8b03-25f7a9c1e3a6", "Do not inspect Zoom", "off", 10000,
              'any(app.ids[*] in {706})', "2023-06-02T12:40:33.902651Z", ["http"]),
        grule("6e8b0d2f-4a5c-4e91-9d25-47a9c1e3a5c8", "Do not inspect corp SSO", "off", 11000,
              'any(http.conn.domains[*] in {"corp-acme.okta.com" "corp-acme-admin.okta.com"})', "2023-09-14T09:26:08.213764Z", ["http"]),
        grule("8b0d2f4a-6c7e-4ab3-8f47-69c1e3a5c7ea", "Block uploads to personal cloud storage", "block", 12000,
              'any(app.type.ids[*] in {25}) and http.request.method == "POST"', "2024-01-30T15:15:52.480037Z", ["http"]),
    ]
    t7 = env(rules, {"page": 1, "per_page": 50, "count": 5, "total_count": 5, "total_pages": 1})
    new_rule = grule("a9c1e3f5-7b2d-4c46-9e08-1a3c5e7b9d0f", "Do not inspect Grafana (websockets)", "off", 14000,
                     'any(http.conn.domains[*] == "grafana.corp-acme.net")', "2024-08-07T15:07:39.044185Z", ["http"],
                     desc="TLS inspection breaks Grafana Live websockets (SRE-1422)")
    t8 = env(new_rule)
    t9 = env(rules + [new_rule], {"page": 1, "per_page": 50, "count": 6, "total_count": 6, "total_pages": 1})
    t10 = env(grafana(False, [pol]))
    t11 = table(apps_hdr, [base_apps[0], ["Grafana", "grafana.corp-acme.net", "self_hosted", "8h", "Okta", "yes", "1", GID, "2024-08-07T15:04:26Z"]] + base_apps[1:], gap=2) + "\n\n4 applications"
    hq2 = dict(hq)
    hq2["connections"] = [hq_conns[0], hq_conns[1], conn("1c3e5a7b-9d0f-4b24-8e6a-3c5e7a9b1d2f", "fra14", "2024-08-07T15:06:58.412230Z", CLIENT), hq_conns[3]]
    t12 = env(hq2)
    turns = [
        (call("list_tunnels", is_deleted=False), t1),
        (call("get_tunnel_configuration", tunnel_id=HQ), t2),
        (call("list_access_apps"), t3),
        (call("create_access_app", name="Grafana", domain="grafana.corp-acme.net", type="self_hosted", session_duration="8h", allowed_idps=[OKTA],
              auto_redirect_to_identity=True, app_launcher_visible=True), t4),
        (call("create_access_policy", app_id=GID, name="SRE only", decision="allow", include=[{"email_domain": {"domain": "corp-acme.com"}}],
              require=[{"okta": {"name": "sre", "identity_provider_id": OKTA}}], exclude=[], precedence=1), t5),
        (call("list_access_policies", app_id=GID), t6),
        (call("list_gateway_rules"), t7),
        (call("create_gateway_rule", name="Do not inspect Grafana (websockets)", action="off", filters=["http"],
              traffic='any(http.conn.domains[*] == "grafana.corp-acme.net")', precedence=14000, enabled=True,
              description="TLS inspection breaks Grafana Live websockets (SRE-1422)"), t8),
        (call("list_gateway_rules"), t9),
        (call("get_access_app", app_id=GID), t10),
        (call("list_access_apps"), t11),
        (call("get_tunnel", tunnel_id=HQ), t12),
    ]
    rs.add(task="mcp", tid="h43-mcp-17", system=system, turns=turns, state=state, bad=True, turn=10,
           kind="auto_redirect_to_identity reads false though the app was created with true and never updated")


# DigitalOcean - clean
def t18(rs: RowSet) -> None:
    system = mcp_system("digitalocean", "DigitalOcean API v2 for team 'Parcelwise'; list tools print doctl-style tables, others return API JSON", [
        tool("list_droplets", "List droplets (optionally by tag) as a table.", {"tag_name": S}, []),
        tool("get_droplet", "Get one droplet.", {"droplet_id": INT}, ["droplet_id"]),
        tool("droplet_action", "Run an action on a droplet: power_off, power_on, shutdown, reboot, resize (size, disk), snapshot (name).", {"droplet_id": INT, "type": S, "size": S, "disk": B, "name": S}, ["droplet_id", "type"]),
        tool("get_action", "Get the status of an action.", {"action_id": INT}, ["action_id"]),
        tool("list_droplet_actions", "List a droplet's actions, newest first.", {"droplet_id": INT, "per_page": INT}, ["droplet_id"]),
        tool("list_sizes", "List available droplet sizes.", {}, []),
    ])
    state = ("DigitalOcean token for team Parcelwise. CI builds on ci-runner-02 are OOM-killed during the Android build; resize it from "
             "s-2vcpu-4gb to s-4vcpu-8gb (CPU/RAM only, keep the disk so it can be scaled back down), then bring it back up.")
    D2 = 412837741
    hdr = ["ID", "Name", "Public IPv4", "Private IPv4", "Memory", "VCPUs", "Disk", "Region", "Image", "VPC UUID", "Status", "Tags", "Volumes"]
    VPC = "5f2c8e1a-7b34-4d90-a6c1-3e8f0b2d4a97"

    def dlist(mem2: int, cpu2: int) -> str:
        return table(hdr, [
            ["412837706", "ci-runner-01", "159.203.84.17", "10.116.0.4", "4096", "2", "80", "nyc3", "Ubuntu 22.04 (LTS) x64", VPC, "active", "ci", ""],
            [str(D2), "ci-runner-02", "159.203.91.240", "10.116.0.5", str(mem2), str(cpu2), "80", "nyc3", "Ubuntu 22.04 (LTS) x64", VPC, "active", "ci", ""],
            ["418004219", "ci-cache", "167.99.231.58", "10.116.0.7", "2048", "1", "50", "nyc3", "Ubuntu 22.04 (LTS) x64", VPC, "active", "ci,cache", "3a7e9c1f-0d54-11ef-9b2a-0a58ac14c2d1"],
        ], gap=3)

    t1 = dlist(4096, 2)

    def action(aid: int, typ: str, status: str, start: str, done: str | None) -> dict[str, Any]:
        return {"id": aid, "status": status, "type": typ, "started_at": start, "completed_at": done, "resource_id": D2, "resource_type": "droplet",
                "region": {"name": "New York 3", "slug": "nyc3", "features": ["backups", "ipv6", "metadata", "install_agent", "storage", "image_transfer"],
                           "available": True, "sizes": ["s-1vcpu-1gb", "s-1vcpu-2gb", "s-2vcpu-2gb", "s-2vcpu-4gb", "s-4vcpu-8gb", "s-8vcpu-16gb", "c-4", "g-2vcpu-8gb"]},
                "region_slug": "nyc3"}

    t2 = pj({"action": action(2183375021, "power_off", "in-progress", "2024-09-24T10:02:13Z", None)})
    t3 = pj({"action": action(2183375021, "power_off", "completed", "2024-09-24T10:02:13Z", "2024-09-24T10:02:31Z")})
    t4 = pj({"action": action(2183375530, "resize", "in-progress", "2024-09-24T10:02:49Z", None)})
    t5 = pj({"action": action(2183375530, "resize", "completed", "2024-09-24T10:02:49Z", "2024-09-24T10:04:02Z")})
    t6 = pj({"action": action(2183376804, "power_on", "in-progress", "2024-09-24T10:04:15Z", None)})
    size = {"slug": "s-4vcpu-8gb", "memory": 8192, "vcpus": 4, "disk": 160, "transfer": 5.0, "price_monthly": 48.0, "price_hourly": 0.07143,
            "regions": ["ams3", "blr1", "fra1", "lon1", "nyc1", "nyc3", "sfo3", "sgp1", "syd1", "tor1"], "available": True,
            "description": "Basic", "disk_info": [{"type": "local", "size": {"amount": 160, "unit": "gib"}}]}
    t7 = pj({"droplet": {
        "id": D2, "name": "ci-runner-02", "memory": 8192, "vcpus": 4, "disk": 80,
        "disk_info": [{"type": "local", "size": {"amount": 80, "unit": "gib"}}], "locked": False, "status": "active", "kernel": None,
        "created_at": "2024-02-11T14:21:07Z", "features": ["monitoring", "droplet_agent", "private_networking"], "backup_ids": [], "next_backup_window": None,
        "snapshot_ids": [], "image": {"id": 129211873, "name": "22.04 (LTS) x64", "distribution": "Ubuntu", "slug": "ubuntu-22-04-x64", "public": True,
                                      "regions": ["nyc3", "nyc1", "sfo3", "ams3", "fra1", "lon1", "tor1", "blr1", "sgp1", "syd1"], "created_at": "2023-01-18T21:41:36Z",
                                      "min_disk_size": 7, "type": "base", "size_gigabytes": 2.36, "description": "Ubuntu 22.04 (LTS) x64", "tags": [], "status": "available"},
        "volume_ids": [], "size": size, "size_slug": "s-4vcpu-8gb",
        "networks": {"v4": [{"ip_address": "10.116.0.5", "netmask": "255.255.240.0", "gateway": "10.116.0.1", "type": "private"},
                            {"ip_address": "159.203.91.240", "netmask": "255.255.240.0", "gateway": "159.203.80.1", "type": "public"}],
                     "v6": []},
        "region": {"name": "New York 3", "slug": "nyc3", "features": ["backups", "ipv6", "metadata", "install_agent", "storage", "image_transfer"], "available": True},
        "tags": ["ci"], "vpc_uuid": VPC}})
    t8 = pj({"actions": [
        action(2183376804, "power_on", "completed", "2024-09-24T10:04:15Z", "2024-09-24T10:04:38Z"),
        action(2183375530, "resize", "completed", "2024-09-24T10:02:49Z", "2024-09-24T10:04:02Z"),
        action(2183375021, "power_off", "completed", "2024-09-24T10:02:13Z", "2024-09-24T10:02:31Z"),
        action(2098114563, "reboot", "completed", "2024-08-06T07:15:40Z", "2024-08-06T07:16:12Z"),
        action(1935620877, "enable_private_networking", "completed", "2024-02-11T14:21:07Z", "2024-02-11T14:21:09Z"),
        action(1935620872, "create", "completed", "2024-02-11T14:21:07Z", "2024-02-11T14:21:48Z"),
    ], "links": {}, "meta": {"total": 6}})
    t9 = dlist(8192, 4)
    turns = [
        (call("list_droplets", tag_name="ci"), t1),
        (call("droplet_action", droplet_id=D2, type="power_off"), t2),
        (call("get_action", action_id=2183375021), t3),
        (call("droplet_action", droplet_id=D2, type="resize", size="s-4vcpu-8gb", disk=False), t4),
        (call("get_action", action_id=2183375530), t5),
        (call("droplet_action", droplet_id=D2, type="power_on"), t6),
        (call("get_droplet", droplet_id=D2), t7),
        (call("list_droplet_actions", droplet_id=D2, per_page=10), t8),
        (call("list_droplets", tag_name="ci"), t9),
    ]
    rs.add(task="mcp", tid="h43-mcp-18", system=system, turns=turns, state=state)


# Miro - clean
def t19(rs: RowSet) -> None:
    system = mcp_system("miro", "Miro REST API v2 (boards, items, sticky notes) for the team 'Checkout Squad'", [
        tool("get_board", "Get a board.", {"board_id": S}, ["board_id"]),
        tool("get_items", "List items on a board, optionally by type; cursor-paginated.", {"board_id": S, "type": S, "limit": INT, "cursor": S}, ["board_id"]),
        tool("create_sticky_note", "Create a sticky note.", {"board_id": S, "content": S, "shape": S, "fill_color": S, "position": OBJ, "parent_id": S}, ["board_id", "content"]),
        tool("update_item", "Update an item's data, style, position or parent.", {"board_id": S, "item_id": S, "data": OBJ, "style": OBJ, "position": OBJ, "parent_id": S}, ["board_id", "item_id"]),
        tool("delete_item", "Delete an item.", {"board_id": S, "item_id": S}, ["board_id", "item_id"]),
    ])
    state = ("Miro OAuth token for Karl Jensen. The Sprint 42 retro is running live with the team. Karl asked to tidy the board: remove the duplicate "
             "'flaky e2e' sticky under To improve, and add an action item for quarantining flaky e2e tests.")
    BOARD = "uXjVKx3rT0A="
    USERS = {"ines": "3458764517517819001", "karl": "3458764517517819177", "raj": "3458764521904435512", "tomas": "3458764530012247786", "priya": "3458764533880931204"}
    FR = {"well": "3458764604501411001", "improve": "3458764604501411042", "actions": "3458764604501411088"}
    t1 = pj({"id": BOARD, "type": "board", "name": "Sprint 42 Retro", "description": "Checkout squad retro - 14 Jun 2024. Timebox: 45 min.",
             "links": {"self": f"https://api.miro.com/v2/boards/{BOARD}", "related": f"https://api.miro.com/v2/boards/{BOARD}/members?limit=20&offset=0"},
             "createdAt": "2024-06-13T16:20:05Z", "createdBy": {"id": USERS["ines"], "type": "user", "name": "Ines Moreau"},
             "currentUserMembership": {"id": USERS["karl"], "type": "board_member", "name": "Karl Jensen", "role": "editor"},
             "modifiedAt": "2024-06-14T09:58:41Z", "modifiedBy": {"id": USERS["raj"], "type": "user", "name": "Raj Patel"},
             "owner": {"id": USERS["ines"], "type": "user", "name": "Ines Moreau"},
             "permissionsPolicy": {"collaborationToolsStartAccess": "all_editors", "copyAccess": "anyone", "copyAccessLevel": "anyone", "sharingAccess": "team_members_with_editing_rights"},
             "policy": {"permissionsPolicy": {"collaborationToolsStartAccess": "all_editors", "copyAccess": "anyone", "sharingAccess": "team_members_with_editing_rights"},
                        "sharingPolicy": {"access": "private", "inviteToAccountAndBoardLinkAccess": "no_access", "organizationAccess": "private", "teamAccess": "edit"}},
             "team": {"id": "3458764516184293832", "type": "team", "name": "Checkout Squad"},
             "viewLink": f"https://miro.com/app/board/{BOARD}"})

    COL = {"well": "light_green", "improve": "pink", "actions": "yellow"}
    POS = {"well": -1150.0, "improve": 0.0, "actions": 1150.0}

    def sticky(iid: str, text: str, frame: str, row: int, col: int, who: str, created: str, modified: str | None = None, mod_by: str | None = None) -> dict[str, Any]:
        return {"id": iid, "type": "sticky_note", "data": {"content": f"<p>{text}</p>", "shape": "square"},
                "style": {"fillColor": COL[frame], "textAlign": "center", "textAlignVertical": "top"},
                "geometry": {"width": 199.0, "height": 228.0},
                "position": {"x": POS[frame] + col * 230.0, "y": -320.0 + row * 260.0, "origin": "center", "relativeTo": "canvas_center"},
                "parent": {"id": FR[frame], "links": {"self": f"https://api.miro.com/v2/boards/{BOARD}/frames/{FR[frame]}"}},
                "links": {"self": f"https://api.miro.com/v2/boards/{BOARD}/sticky_notes/{iid}"},
                "createdAt": created, "createdBy": {"id": USERS[who], "type": "user"},
                "modifiedAt": modified or created, "modifiedBy": {"id": USERS[mod_by or who], "type": "user"}}

    notes = [
        sticky("3458764604501423117", "Release train hit all 3 dates", "well", 0, 0, "ines", "2024-06-14T09:31:07Z"),
        sticky("3458764604501423158", "Pairing on the payments refactor", "well", 0, 1, "raj", "2024-06-14T09:31:44Z"),
        sticky("3458764604501423203", "New on-call runbook saved us Tuesday", "well", 1, 0, "tomas", "2024-06-14T09:32:19Z"),
        sticky("3458764604501423247", "Faster PR reviews (&lt;4h median)", "well", 1, 1, "priya", "2024-06-14T09:33:02Z"),
        sticky("3458764604501423290", "Flaky e2e tests blocked merges twice", "improve", 0, 0, "karl", "2024-06-14T09:33:40Z"),
        sticky("3458764604501423336", "Too many meetings mid-sprint", "improve", 0, 1, "ines", "2024-06-14T09:34:15Z"),
        sticky("3458764604501423381", "flaky e2e tests blocking merges!!", "improve", 0, 2, "tomas", "2024-06-14T09:34:51Z"),
        sticky("3458764604501423425", "Staging data is stale (3 weeks old)", "improve", 1, 0, "raj", "2024-06-14T09:35:30Z"),
        sticky("3458764604501423468", "Unclear ownership of the search service", "improve", 1, 1, "priya", "2024-06-14T09:36:08Z"),
        sticky("3458764604501423512", "Estimates for infra tickets way off", "improve", 1, 2, "karl", "2024-06-14T09:36:49Z"),
        sticky("3458764604501423557", "Ines: propose meeting-free Wednesday", "actions", 0, 0, "ines", "2024-06-14T09:52:11Z"),
        sticky("3458764604501423601", "Raj: refresh staging snapshot weekly (cron)", "actions", 0, 1, "raj", "2024-06-14T09:53:26Z", "2024-06-14T09:58:41Z"),
        sticky("3458764604501423644", "Priya: name a search service owner by Fri", "actions", 1, 0, "priya", "2024-06-14T09:54:40Z"),
        sticky("3458764604501423689", "Karl: split infra tickets above 3 pts", "actions", 1, 1, "karl", "2024-06-14T09:55:58Z"),
    ]
    api = f"https://api.miro.com/v2/boards/{BOARD}/items"
    CUR = "MTB8MzQ1ODc2NDYwNDUwMTQyMzUxMg=="
    t2 = pj({"data": notes[:10], "total": 14, "size": 10, "limit": 10, "cursor": CUR,
             "links": {"self": f"{api}?type=sticky_note&limit=10", "next": f"{api}?type=sticky_note&limit=10&cursor={CUR}"}, "type": "cursor-list"})
    t3 = pj({"data": notes[10:], "total": 14, "size": 4, "limit": 10,
             "links": {"self": f"{api}?type=sticky_note&limit=10&cursor={CUR}"}, "type": "cursor-list"})
    t4 = "Item 3458764604501423381 deleted (HTTP 204 No Content)."
    mine = sticky("3458764604501424870", "Karl: quarantine flaky e2e tests into a non-blocking job", "actions", 2, 0, "karl", "2024-06-14T10:02:55Z")
    t5 = pj(mine)
    theirs = sticky("3458764604501424802", "Shout-out to Priya for the incident write-up", "well", 2, 0, "tomas", "2024-06-14T10:01:40Z")
    rest = [n for n in notes if n["id"] != "3458764604501423381"]
    t6 = pj({"data": rest + [theirs, mine], "total": 15, "size": 15, "limit": 20,
             "links": {"self": f"{api}?type=sticky_note&limit=20"}, "type": "cursor-list"})
    turns = [
        (call("get_board", board_id=BOARD), t1),
        (call("get_items", board_id=BOARD, type="sticky_note", limit=10), t2),
        (call("get_items", board_id=BOARD, type="sticky_note", limit=10, cursor=CUR), t3),
        (call("delete_item", board_id=BOARD, item_id="3458764604501423381"), t4),
        (call("create_sticky_note", board_id=BOARD, content="Karl: quarantine flaky e2e tests into a non-blocking job", shape="square", fill_color="yellow",
              position={"x": 1150.0, "y": 200.0}, parent_id=FR["actions"]), t5),
        (call("get_items", board_id=BOARD, type="sticky_note", limit=20), t6),
    ]
    rs.add(task="mcp", tid="h43-mcp-19", system=system, turns=turns, state=state)


# AWS S3 - bad
def t20(rs: RowSet) -> None:
    system = mcp_system("aws-s3", "Amazon S3 in account 730125849366 via boto3 (responses are boto3 dicts, datetimes as ISO strings)", [
        tool("list_objects_v2", "List objects in a bucket under a prefix.", {"bucket": S, "prefix": S, "max_keys": INT, "continuation_token": S}, ["bucket"]),
        tool("get_object", "Get an object (text bodies are returned inline).", {"bucket": S, "key": S, "version_id": S}, ["bucket", "key"]),
        tool("head_object", "Get an object's metadata.", {"bucket": S, "key": S, "version_id": S}, ["bucket", "key"]),
        tool("copy_object", "Server-side copy of an object.", {"source_bucket": S, "source_key": S, "bucket": S, "key": S, "metadata_directive": S}, ["source_bucket", "source_key", "bucket", "key"]),
        tool("put_object", "Upload a small object from inline text.", {"bucket": S, "key": S, "body": S, "content_type": S, "cache_control": S}, ["bucket", "key", "body"]),
        tool("put_object_tagging", "Replace the tag set of an object.", {"bucket": S, "key": S, "tags": OBJ}, ["bucket", "key", "tags"]),
        tool("get_bucket_versioning", "Get a bucket's versioning state.", {"bucket": S}, ["bucket"]),
    ])
    state = ("AWS profile release-manager (account 730125849366, us-east-1). Relay v3.8.0 passed staging sign-off. Promote the two server tarballs and "
             "checksums.txt from relay-artifacts-staging to relay-artifacts-prod under the same keys, tag the amd64 tarball as stable, and point "
             "releases/latest.json at v3.8.0.")
    P = "releases/v3.8.0/"
    SUMS = ("4c81d9a0f3e27b56c18d4e9f0a2b7c35e6d91f04a8b3c27e5d0f9a1b6c4e8d72  relay-server-linux-amd64.tar.gz\n"
            "e2f7a4c19b03d86f5a2e7c41d9b06f83a5c2e8d17f4b09a6c3e1d58b2f7a0c94  relay-server-linux-arm64.tar.gz\n"
            "7b3e0c5a9f81d24e6b7c0a3f5d92e18b4c6a0f7e3d15b29c8a4f6e0d2b71c3a5  sbom.spdx.json\n")
    sums_len = len(SUMS.encode())

    def rmeta(rid: str, host: str) -> dict[str, Any]:
        return {"RequestId": rid, "HostId": host, "HTTPStatusCode": 200, "RetryAttempts": 0}

    objs = [
        (P + "checksums.txt", "2024-04-22T17:05:58+00:00", '"5a1d7f3c9e2b0846d5a3f1c7e9b20d64"', sums_len),
        (P + "relay-server-linux-amd64.tar.gz", "2024-04-22T17:05:31+00:00", '"9f3b6e2a1c7d48e5b0a4f6c9d2e1b873-6"', 48213764),
        (P + "relay-server-linux-arm64.tar.gz", "2024-04-22T17:05:44+00:00", '"c2e7a9d1f04b6835e7c2a1d9f3b0e685-6"', 45880129),
        (P + "sbom.spdx.json", "2024-04-22T17:05:52+00:00", '"e0b4c8f2a6d1937c5e0a4b8d2f6c1a93"', 1284530),
    ]
    t1 = pj({"ResponseMetadata": rmeta("QW8R3N6Y1KZB4TXC", "rT0kZ7b4qX2m9LwE5nA1cV8yH3dF6sJ0pU2gK4iO7eR9tB1xM5zQ3wN8vC6lY0aS2dG4hJ7kP9f="),
             "IsTruncated": False,
             "Contents": [{"Key": k, "LastModified": lm, "ETag": et, "ChecksumAlgorithm": ["CRC32"] if not et.endswith('-6"') else [], "Size": sz,
                           "StorageClass": "STANDARD"} for k, lm, et, sz in objs],
             "Name": "relay-artifacts-staging", "Prefix": P, "MaxKeys": 1000, "EncodingType": "url", "KeyCount": 4})
    t2 = pj({"ResponseMetadata": rmeta("8ZK1F4M7Q2XR9VNB", "Hn3aQ9w2Lp6Zt1Rk8Xc4Vb7Ym0Dj5Fs2Ge9Ua3Ko6Ir1Tw4Eq7Nx0Cz8By5Mv2Lh6Pg9Sd3Jf1Ak="),
             "AcceptRanges": "bytes", "LastModified": "2024-04-22T17:05:58+00:00", "ContentLength": sums_len,
             "ETag": '"5a1d7f3c9e2b0846d5a3f1c7e9b20d64"', "ChecksumCRC32": "p7Wm2Q==", "ContentType": "text/plain; charset=utf-8",
             "ServerSideEncryption": "AES256", "Metadata": {"build-id": "relay-ci-20240422.3", "git-sha": "d41c9e7"}, "Body": SUMS})
    t3 = pj({"ResponseMetadata": rmeta("C3V8N1B6X0Z4M7QL", "bX4nK7q1Zt9Wm3Lp6Rc0Va8Yh2Df5Sj7Gu1Ke4Io9Tr3Ex6Nw0Qz2By8Mv5Lh1Pg4Sd7Jf0Ak3Cn="),
             "Status": "Enabled", "MFADelete": "Disabled"})
    ET_AMD = '"6b0e2f9d4a17c38e5f2b0d6a9c41e7f3"'
    VER_AMD = "Xq3vB8kLm2Nz7Rt1Yw5Pc9Hd4Fj0Ga6U"
    t4 = pj({"ResponseMetadata": rmeta("2PD7H0K5W8R3T6YA", "Kc1Vn4Bq7Xm0Zt3Lw6Rp9Ya2Hd5Fs8Jg1Uk4Ie7Ot0Rx3Ew6Nq9Cz2Bv5My8Lh1Pg4Sd7Jf0Am="),
             "CopySourceVersionId": "null", "VersionId": VER_AMD, "ServerSideEncryption": "AES256",
             "CopyObjectResult": {"ETag": ET_AMD, "LastModified": "2024-04-23T09:18:07+00:00"}})
    t5 = pj({"ResponseMetadata": rmeta("9TB4Q1M6Z3X8V0NC", "Wy5Lr8Tn1Pq4Zs7Xm0Bc3Vd6Hf9Jg2Ka5Ui8Oe1Rt4Ew7Nz0Qx3Cv6By9Mh2Lp5Gd8Sj1Fk4Am7="),
             "CopySourceVersionId": "null", "VersionId": "m4Tz9Qe2Ws7Xb1Yn6Vc3Pd8Hk0Rj5La", "ServerSideEncryption": "AES256",
             "CopyObjectResult": {"ETag": '"d18a5c3f7e029b64a1d8c5f3e70b29a6"', "LastModified": "2024-04-23T09:18:15+00:00"}})
    t6 = pj({"ResponseMetadata": rmeta("F6N2X9B4K7M1Q3ZW", "Rd8Fh1Lk4Pn7Zq0Xs3Bv6Wc9Yt2Gj5Ma8Ue1Ko4Ir7Tx0Ew3Nz6Qc9By2Mh5Lp8Gd1Sj4Fk7An="),
             "AcceptRanges": "bytes", "LastModified": "2024-04-23T09:18:07+00:00", "ContentLength": 48213764,
             "ETag": '"6b0e2f9d4a17c38e5f2b0d6a9c14e7f3"', "VersionId": VER_AMD, "ContentType": "application/gzip",
             "ServerSideEncryption": "AES256", "Metadata": {"build-id": "relay-ci-20240422.3", "git-sha": "d41c9e7"}})
    t7 = pj({"ResponseMetadata": rmeta("A0Y5R8K2N7V3B1XM", "Tz2Ks5Nv8Qa1Xd4Bf7Hc0Ym3Lw6Pj9Ge2Ur5Io8Et1Rx4Wn7Zq0Cb3Vy6Mh9Lp2Gd5Sj8Fk1Ao="),
             "CopySourceVersionId": "null", "VersionId": "H7kRp0Zx3Lw8Nq5Tc1Vb6Ym2Ds9Fj4Ge", "ServerSideEncryption": "AES256",
             "CopyObjectResult": {"ETag": '"5a1d7f3c9e2b0846d5a3f1c7e9b20d64"', "LastModified": "2024-04-23T09:18:31+00:00", "ChecksumCRC32": "p7Wm2Q=="}})
    t8 = pj({"ResponseMetadata": rmeta("K4W9Z2Q7B1N5X8VR", "Gp4Lk7Nr0Tz3Qs6Xb9Vc2Wd5Hf8Jy1Ka4Um7Oi0Re3Tw6Ex9Nq2Zc5Bv8My1Lh4Pg7Sd0Jf3An="),
             "VersionId": VER_AMD})
    latest = '{\n  "version": "3.8.0",\n  "released": "2024-04-23",\n  "prefix": "releases/v3.8.0/",\n  "checksums": "releases/v3.8.0/checksums.txt"\n}\n'
    t9 = pj({"ResponseMetadata": rmeta("Z1M6B3X8N0K4Q7VT", "Lv7Ns0Qz3Xk6Wb9Tc2Yd5Pf8Hj1Ga4Um7Ir0Oe3Rt6Ew9Nx2Zq5Cb8Vy1Mh4Lp7Gd0Sj3Fk6Aw="),
             "ETag": '"a3c9e1f5b7d20864c1e3a5f7b9d02e46"', "ChecksumCRC32": "bG1xSw==", "ServerSideEncryption": "AES256",
             "VersionId": "Ne5Wq8Rt1Zx4Lk7Pv0Bc3Ym6Hd9Fs2Ja"})
    turns = [
        (call("list_objects_v2", bucket="relay-artifacts-staging", prefix=P), t1),
        (call("get_object", bucket="relay-artifacts-staging", key=P + "checksums.txt"), t2),
        (call("get_bucket_versioning", bucket="relay-artifacts-prod"), t3),
        (call("copy_object", source_bucket="relay-artifacts-staging", source_key=P + "relay-server-linux-amd64.tar.gz", bucket="relay-artifacts-prod",
              key=P + "relay-server-linux-amd64.tar.gz", metadata_directive="COPY"), t4),
        (call("copy_object", source_bucket="relay-artifacts-staging", source_key=P + "relay-server-linux-arm64.tar.gz", bucket="relay-artifacts-prod",
              key=P + "relay-server-linux-arm64.tar.gz", metadata_directive="COPY"), t5),
        (call("head_object", bucket="relay-artifacts-prod", key=P + "relay-server-linux-amd64.tar.gz"), t6),
        (call("copy_object", source_bucket="relay-artifacts-staging", source_key=P + "checksums.txt", bucket="relay-artifacts-prod",
              key=P + "checksums.txt", metadata_directive="COPY"), t7),
        (call("put_object_tagging", bucket="relay-artifacts-prod", key=P + "relay-server-linux-amd64.tar.gz", tags={"release": "v3.8.0", "channel": "stable"}), t8),
        (call("put_object", bucket="relay-artifacts-prod", key="releases/latest.json", body=latest, content_type="application/json", cache_control="max-age=60"), t9),
    ]
    rs.add(task="mcp", tid="h43-mcp-20", system=system, turns=turns, state=state, bad=True, turn=6,
           kind="ETag of the copied object differs from the one copy_object returned")


# Gong - bad
def t21(rs: RowSet) -> None:
    system = mcp_system("gong", "Gong API v2 (calls, transcripts, stats, users) for Northstar Health Software", [
        tool("list_users", "List Gong users.", {"include_avatars": B}, []),
        tool("list_calls", "List calls in a date range or by ids (basic call data).", {"from_date_time": S, "to_date_time": S, "primary_user_ids": A, "call_ids": A}, []),
        tool("get_call", "Get extensive data for one call (parties, content, interaction).", {"call_id": S, "content_selector": OBJ}, ["call_id"]),
        tool("get_transcript", "Get a call transcript (optionally only some monologues).", {"call_id": S, "max_monologues": INT, "from_end": B}, ["call_id"]),
        tool("get_interaction_stats", "Get a call's interaction stats for one user.", {"call_id": S, "user_id": S}, ["call_id", "user_id"]),
        tool("list_answered_scorecards", "List answered scorecards for calls.", {"call_ids": A}, ["call_ids"]),
    ])
    state = ("Gong API key for RevOps. Jordan Ellis (AE) is preparing the Brightwave Health mutual action plan and asked for a summary of last "
             "week's Brightwave calls: who attended, what was covered, talk ratio, and how the deep dive was scored.")
    WSID = "6012458937716400512"
    U = {"jordan": "5783021946617283301", "mei": "2290418736650182745", "chris": "8810375529164420087", "ana": "3348821907736540092", "ravi": "7401188362254019826"}

    def user(uid: str, first: str, last: str, title: str, mgr: str | None, created: str) -> dict[str, Any]:
        email = f"{first.lower()}.{last.lower()}@northstarhealth.io"
        return {"id": uid, "emailAddress": email, "created": created, "active": True, "emailAliases": [], "trustedEmailAddress": email,
                "firstName": first, "lastName": last, "title": title, "phoneNumber": None, "extension": None, "personalMeetingUrls": [],
                "settings": {"webConferencesRecorded": True, "preventWebConferenceRecording": False, "telephonyCallsImported": False,
                             "emailsImported": True, "preventEmailImport": False, "nonRecordedMeetingsImported": True, "gongConnectEnabled": True},
                "managerId": mgr, "meetingConsentPageUrl": None, "spokenLanguages": [{"language": "en-US", "primary": True}]}

    t1 = pj({"requestId": "4al018gzaztcr8nbukw", "records": {"totalRecords": 5, "currentPageSize": 5, "currentPageNumber": 0}, "users": [
        user(U["jordan"], "Jordan", "Ellis", "Account Executive", U["chris"], "2022-03-07T15:21:44Z"),
        user(U["mei"], "Mei", "Tanaka", "Solutions Engineer", U["ravi"], "2021-11-15T10:02:09Z"),
        user(U["chris"], "Chris", "Rowe", "Regional Sales Manager", None, "2020-06-01T13:40:27Z"),
        user(U["ana"], "Ana", "Duarte", "Sales Development Rep", U["chris"], "2023-08-21T16:12:51Z"),
        user(U["ravi"], "Ravi", "Menon", "Director, Solutions Engineering", None, "2020-09-14T09:18:36Z"),
    ]})
    CA, CC = "7782342274025937895", "9023318465107724190"

    def meta(cid: str, title: str, sched: str, started: str, dur: int, scope: str = "External", media: str = "Video") -> dict[str, Any]:
        return {"id": cid, "url": f"https://app.gong.io/call?id={cid}", "title": title, "scheduled": sched, "started": started, "duration": dur,
                "primaryUserId": U["jordan"], "direction": "Conference", "system": "Zoom", "scope": scope, "media": media, "language": "eng",
                "workspaceId": WSID, "sdrDisposition": None, "clientUniqueId": str(int(cid[:11]) * 7)[:11], "customData": None, "purpose": None,
                "meetingUrl": f"https://northstarhealth.zoom.us/j/{cid[:11]}", "isPrivate": False, "calendarEventId": hx("cal" + cid, 26)}

    mA = meta(CA, "Brightwave Health <> Northstar - Discovery", "2024-10-08T15:00:00Z", "2024-10-08T15:00:41Z", 2718)
    mC = meta(CC, "Brightwave Health - Technical deep dive", "2024-10-10T16:00:00Z", "2024-10-10T16:02:19Z", 3305)
    t2 = pj({"requestId": "2xm9kq7w1tbr0czv5ne", "records": {"totalRecords": 5, "currentPageSize": 5, "currentPageNumber": 0}, "calls": [
        mA,
        meta("4419056823318806412", "Pinecrest Dental Group - Demo", "2024-10-08T18:30:00Z", "2024-10-08T18:31:07Z", 3122),
        mC,
        meta("1167730295848851362", "Lakeshore Clinics - Pricing review", "2024-10-11T14:00:00Z", "2024-10-11T14:00:58Z", 1904),
        meta("6650198473220937718", "Internal: Q4 pipeline review", "2024-10-11T20:30:00Z", "2024-10-11T20:30:12Z", 2241, scope="Internal"),
    ]})

    def party(pid: str, name: str, email: str, title: str | None, aff: str, uid: str | None, speaker: str) -> dict[str, Any]:
        return {"id": pid, "emailAddress": email, "name": name, "title": title, "userId": uid, "speakerId": speaker, "context": [],
                "affiliation": aff, "phoneNumber": None, "methods": ["Invitee", "Attendee"]}

    SPK = {"jordan": "4821906735521094", "mei": "1930478826610573", "okoye": "7712049583316620", "chen": "2604917385529941"}
    parties_A = [party("9117734829106551", "Jordan Ellis", "jordan.ellis@northstarhealth.io", "Account Executive", "Internal", U["jordan"], SPK["jordan"]),
                 party("2285530916748120", "Mei Tanaka", "mei.tanaka@northstarhealth.io", "Solutions Engineer", "Internal", U["mei"], SPK["mei"]),
                 party("6640098217753394", "Dr. Samuel Okoye", "sokoye@brightwavehealth.org", "Chief Information Officer", "External", None, SPK["okoye"]),
                 party("3398125760042817", "Laura Chen", "lchen@brightwavehealth.org", "Director of IT Applications", "External", None, SPK["chen"])]
    t3 = pj({"requestId": "7qpz1m0xk4w8trc3bvy", "records": {"totalRecords": 1, "currentPageSize": 1, "currentPageNumber": 0}, "calls": [{
        "metaData": mA, "parties": parties_A,
        "content": {"topics": [{"name": "Small Talk", "duration": 96}, {"name": "Current Stack", "duration": 611}, {"name": "Pain Points", "duration": 742},
                               {"name": "Integrations", "duration": 418}, {"name": "Security & Compliance", "duration": 305}, {"name": "Timeline", "duration": 197},
                               {"name": "Pricing", "duration": 0}, {"name": "Next Steps", "duration": 265}],
                    "trackers": [{"id": "4410982201", "name": "Competitors", "count": 3, "type": "KEYWORD", "phrases": [{"phrase": "Epic", "count": 2}, {"phrase": "Cerner", "count": 1}]},
                                 {"id": "4410982207", "name": "HIPAA", "count": 4, "type": "KEYWORD", "phrases": [{"phrase": "HIPAA", "count": 3}, {"phrase": "BAA", "count": 1}]},
                                 {"id": "4410982219", "name": "Budget", "count": 2, "type": "SMART", "phrases": []},
                                 {"id": "4410982233", "name": "Next Steps", "count": 5, "type": "SMART", "phrases": []}],
                    "brief": "Brightwave's IT team walked through their patient-intake workflow across 14 clinics, currently split between a legacy scheduling tool and manual fax triage. "
                             "Main pains: 3-day referral backlog and no audit trail for PHI access. They need an HL7/FHIR integration with Epic and a signed BAA before any pilot.",
                    "keyPoints": [{"text": "Referral backlog averages 3 days across 14 clinics."}, {"text": "Epic integration via FHIR R4 is a hard requirement."},
                                  {"text": "Security review needs SOC 2 Type II report and BAA."}, {"text": "Budget is held by the CIO; decision targeted before end of Q4."}],
                    "callOutcome": {"id": "211", "category": "Discovery", "name": "Qualified - next meeting booked"},
                    "outline": [{"section": "Intro and agenda", "startTime": 0, "duration": 96}, {"section": "Intake workflow and current tools", "startTime": 96, "duration": 611},
                                {"section": "Pain points", "startTime": 707, "duration": 742}, {"section": "Integration and security requirements", "startTime": 1449, "duration": 723},
                                {"section": "Timeline and decision process", "startTime": 2172, "duration": 197}, {"section": "Next steps", "startTime": 2369, "duration": 265}]},
        "interaction": {"speakers": [{"id": "9117734829106551", "userId": U["jordan"], "talkTime": 1021}, {"id": "2285530916748120", "userId": U["mei"], "talkTime": 388},
                                     {"id": "6640098217753394", "userId": None, "talkTime": 702}, {"id": "3398125760042817", "userId": None, "talkTime": 469}],
                        "questions": {"companyCount": 27, "nonCompanyCount": 11}}}]})
    t4 = pj({"requestId": "0vbn5k2qz8mw1xtrc7p", "records": {"totalRecords": 1, "currentPageSize": 1, "currentPageNumber": 0}, "callTranscripts": [{
        "callId": CA, "transcript": [
            {"speakerId": SPK["jordan"], "topic": "Next Steps", "sentences": [
                {"start": 2558120, "end": 2566940, "text": "So to recap, Mei will send over the FHIR integration guide and our SOC 2 Type II report today."},
                {"start": 2567310, "end": 2574880, "text": "And I'll get our standard BAA to Laura so your counsel can start reviewing in parallel."}]},
            {"speakerId": SPK["okoye"], "topic": "Next Steps", "sentences": [
                {"start": 2575690, "end": 2589020, "text": "That works. If the technical session on Thursday goes well, I'd like a pilot proposal for two clinics, Riverside and Eastgate."},
                {"start": 2589400, "end": 2594650, "text": "We need something in front of the board before the December meeting."}]},
            {"speakerId": SPK["chen"], "topic": "Next Steps", "sentences": [
                {"start": 2595210, "end": 2607760, "text": "For Thursday, please bring someone who can speak to the Epic App Orchard side, and how you handle audit logging for PHI access."}]},
            {"speakerId": SPK["mei"], "topic": "Next Steps", "sentences": [
                {"start": 2608330, "end": 2619470, "text": "Absolutely. I'll bring our integration lead, and I'll prep a walkthrough of the access audit log with a sample export."}]},
            {"speakerId": SPK["jordan"], "topic": "Next Steps", "sentences": [
                {"start": 2620010, "end": 2628850, "text": "Perfect. Invite for Thursday at noon Eastern is going out now. Thanks so much, Samuel, Laura, really appreciate the time."}]},
            {"speakerId": SPK["okoye"], "topic": None, "sentences": [
                {"start": 2629300, "end": 2631580, "text": "Thank you both, talk Thursday."}]},
        ]}]})
    parties_C = parties_A + [party("5527718830946102", "Tomasz Wrona", "tomasz.wrona@northstarhealth.io", "Integration Lead", "Internal", None, "8830164257790315"),
                             party("1089347726615038", "Priyanka Das", "pdas@brightwavehealth.org", "Security Architect", "External", None, "6170293384451928")]
    t5 = pj({"requestId": "3kxw9z1tq7bmr0vnc5y", "records": {"totalRecords": 1, "currentPageSize": 1, "currentPageNumber": 0}, "calls": [{
        "metaData": mC, "parties": parties_C,
        "content": {"topics": [{"name": "Small Talk", "duration": 71}, {"name": "Integrations", "duration": 1288}, {"name": "Security & Compliance", "duration": 964},
                               {"name": "Product Demo", "duration": 612}, {"name": "Pricing", "duration": 0}, {"name": "Next Steps", "duration": 278}],
                    "trackers": [{"id": "4410982201", "name": "Competitors", "count": 1, "type": "KEYWORD", "phrases": [{"phrase": "Epic", "count": 1}]},
                                 {"id": "4410982207", "name": "HIPAA", "count": 6, "type": "KEYWORD", "phrases": [{"phrase": "HIPAA", "count": 4}, {"phrase": "BAA", "count": 2}]},
                                 {"id": "4410982233", "name": "Next Steps", "count": 4, "type": "SMART", "phrases": []}],
                    "brief": "Technical deep dive with Brightwave IT and security. Tomasz walked through the FHIR R4 integration with Epic (App Orchard listing, "
                             "bulk referral sync) and Mei demoed the PHI access audit log. Priyanka asked for pen-test results and data-residency details; "
                             "the team agreed to a two-clinic pilot proposal pending the BAA redlines.",
                    "callOutcome": {"id": "214", "category": "Technical", "name": "Technical win - proposal requested"}},
        "interaction": {"speakers": [{"id": "9117734829106551", "userId": U["jordan"], "talkTime": 602}, {"id": "2285530916748120", "userId": U["mei"], "talkTime": 910},
                                     {"id": "5527718830946102", "userId": None, "talkTime": 744}, {"id": "6640098217753394", "userId": None, "talkTime": 219},
                                     {"id": "3398125760042817", "userId": None, "talkTime": 377}, {"id": "1089347726615038", "userId": None, "talkTime": 301}],
                        "questions": {"companyCount": 18, "nonCompanyCount": 23}}}]})
    mA_bad = dict(mA)
    mA_bad["duration"] = 2781
    t6 = pj({"requestId": "9ctr2v8wz0kq1mxbn4y", "records": {"totalRecords": 2, "currentPageSize": 2, "currentPageNumber": 0}, "calls": [mA_bad, mC]})
    t7 = pj({"requestId": "5nwz0q8kx1mb7trv2cy", "callId": CA, "userId": U["jordan"], "interactionStats": [
        {"name": "Talk Ratio", "value": 0.4}, {"name": "Longest Monologue", "value": 142}, {"name": "Longest Customer Story", "value": 211},
        {"name": "Interactivity", "value": 6.8}, {"name": "Patience", "value": 0.93}, {"name": "Question Rate", "value": 1.9}]})
    t8 = pj({"requestId": "1bqx7w0zk9mv2trn8cp", "answeredScorecards": [{
        "answeredScorecardId": "8204417763190028841", "scorecardId": "1100493827716500234", "scorecardName": "Technical Deep Dive QA",
        "callId": CC, "callStartTime": "2024-10-10T16:02:19Z", "reviewedUserId": U["mei"], "reviewerUserId": U["ravi"],
        "reviewTime": "2024-10-11T13:47:05Z", "visibilityType": "PUBLIC",
        "answers": [
            {"questionId": "301", "questionRevisionId": "301-3", "isOverall": True, "score": 4, "answerText": None, "notApplicable": False},
            {"questionId": "302", "questionRevisionId": "302-2", "isOverall": False, "score": 5, "answerText": "Clear mapping of Epic FHIR resources to our referral objects.", "notApplicable": False},
            {"questionId": "303", "questionRevisionId": "303-2", "isOverall": False, "score": 4, "answerText": "Audit-log demo landed; data residency answer was vague.", "notApplicable": False},
            {"questionId": "304", "questionRevisionId": "304-1", "isOverall": False, "score": 3, "answerText": "Ran 6 minutes over; next steps agreed but no date for BAA redlines.", "notApplicable": False},
            {"questionId": "305", "questionRevisionId": "305-1", "isOverall": False, "score": None, "answerText": None, "notApplicable": True}]}]})
    turns = [
        (call("list_users"), t1),
        (call("list_calls", from_date_time="2024-10-07T00:00:00Z", to_date_time="2024-10-12T00:00:00Z", primary_user_ids=[U["jordan"]]), t2),
        (call("get_call", call_id=CA, content_selector={"exposedFields": {"parties": True, "content": {"topics": True, "trackers": True, "brief": True, "keyPoints": True, "outline": True, "callOutcome": True}, "interaction": {"speakers": True, "questions": True}}}), t3),
        (call("get_transcript", call_id=CA, max_monologues=6, from_end=True), t4),
        (call("get_call", call_id=CC, content_selector={"exposedFields": {"parties": True, "content": {"topics": True, "trackers": True, "brief": True, "callOutcome": True}, "interaction": {"speakers": True, "questions": True}}}), t5),
        (call("list_calls", call_ids=[CA, CC]), t6),
        (call("get_interaction_stats", call_id=CA, user_id=U["jordan"]), t7),
        (call("list_answered_scorecards", call_ids=[CC]), t8),
    ]
    rs.add(task="mcp", tid="h43-mcp-21", system=system, turns=turns, state=state, bad=True, turn=6,
           kind="recorded call's duration changes between fetches (2718 s -> 2781 s)")


# SonarQube - clean
def t22(rs: RowSet) -> None:
    system = mcp_system("sonarqube", "SonarQube 10.6 Developer Edition at https://sonar.ledgercore.dev (Web API)", [
        tool("get_quality_gate_status", "api/qualitygates/project_status for a project (and optional branch).", {"project_key": S, "branch": S}, ["project_key"]),
        tool("search_issues", "api/issues/search.", {"component_keys": S, "types": S, "resolved": B, "in_new_code_period": B, "severities": S, "ps": INT}, ["component_keys"]),
        tool("do_transition", "api/issues/do_transition (confirm, resolve, falsepositive, wontfix, reopen).", {"issue": S, "transition": S}, ["issue", "transition"]),
        tool("add_comment", "api/issues/add_comment.", {"issue": S, "text": S}, ["issue", "text"]),
        tool("search_hotspots", "api/hotspots/search.", {"project": S, "status": S, "in_new_code_period": B}, ["project"]),
        tool("change_hotspot_status", "api/hotspots/change_status.", {"hotspot": S, "status": S, "resolution": S, "comment": S}, ["hotspot", "status"]),
        tool("get_measures", "api/measures/component for a list of metric keys.", {"component": S, "metric_keys": S}, ["component", "metric_keys"]),
    ])
    state = ("SonarQube token for tech lead Hana Kowalski (Administer Issues, Administer Security Hotspots on ledger-core). The quality gate on main "
             "failed after the 2.4.0 branch merged. Triage: close what is a false positive with a justification, review the new hotspots, "
             "and report what still blocks the gate.")
    PK = "ledger-core"

    def cond(status: str, metric: str, comp: str, thr: str, actual: str) -> dict[str, Any]:
        return {"status": status, "metricKey": metric, "comparator": comp, "errorThreshold": thr, "actualValue": actual}

    def gate(rel: str, rel_status: str, hot: str, hot_status: str) -> str:
        return pj({"projectStatus": {"status": "ERROR", "conditions": [
            cond(rel_status, "new_reliability_rating", "GT", "1", rel),
            cond("OK", "new_security_rating", "GT", "1", "1"),
            cond("OK", "new_maintainability_rating", "GT", "1", "1"),
            cond("ERROR", "new_coverage", "LT", "80", "71.4"),
            cond("OK", "new_duplicated_lines_density", "GT", "3", "2.1"),
            cond(hot_status, "new_security_hotspots_reviewed", "LT", "100", hot)],
            "ignoredConditions": False, "period": {"mode": "PREVIOUS_VERSION", "date": "2024-09-02T08:14:37+0000", "parameter": "2.3.0"},
            "caycStatus": "compliant"}})

    t1 = gate("4", "ERROR", "50.0", "ERROR")
    comp = f"{PK}:src/main/java/io/ledgercore/"

    def issue(key: str, rule: str, sev: str, path: str, line: int, msg: str, effort: str, author: str, created: str, updated: str,
              status: str = "OPEN", resolution: str | None = None, transitions: list[str] | None = None, comments: list[dict[str, Any]] | None = None,
              impact: str = "MEDIUM") -> dict[str, Any]:
        d: dict[str, Any] = {"key": key, "rule": rule, "severity": sev, "component": comp + path, "project": PK, "line": line,
                             "hash": hx(key, 32), "textRange": {"startLine": line, "endLine": line, "startOffset": 8, "endOffset": 41},
                             "flows": [], "status": status}
        if resolution:
            d["resolution"] = resolution
        d.update({"message": msg, "effort": effort, "debt": effort, "author": author, "tags": [], "transitions": transitions or ["confirm", "resolve", "falsepositive", "wontfix"],
                  "actions": ["set_type", "set_tags", "comment", "set_severity", "assign"], "comments": comments or [],
                  "creationDate": created, "updateDate": updated, "type": "BUG", "scope": "MAIN", "quickFixAvailable": False,
                  "messageFormattings": [], "codeVariants": [], "cleanCodeAttribute": "LOGICAL", "cleanCodeAttributeCategory": "INTENTIONAL",
                  "impacts": [{"softwareQuality": "RELIABILITY", "severity": impact}], "issueStatus": "FALSE_POSITIVE" if resolution else "OPEN",
                  "prioritizedRule": False})
        return d

    NPE = "AZGx3kT7nQe1vR9mWb2L"
    npe_args = (NPE, "java:S2259", "CRITICAL", "posting/PostingService.java", 142,
                "A \"NullPointerException\" could be thrown; \"account\" is nullable here.", "10min", "tomas.berg@ledgercore.dev",
                "2024-09-18T11:02:44+0000")
    i_npe = issue(*npe_args, "2024-09-18T11:02:44+0000", impact="HIGH")
    i_cast = issue("AZGx3kT7nQe1vR9mWb2M", "java:S2184", "MINOR", "fx/RateWindow.java", 58,
                   "Cast one of the operands of this multiplication operation to a \"long\".", "5min", "aylin.demir@ledgercore.dev",
                   "2024-09-18T11:02:44+0000", "2024-09-18T11:02:44+0000", impact="LOW")
    i_read = issue("AZGx3kT7nQe1vR9mWb2N", "java:S2674", "MINOR", "export/CsvStatementReader.java", 77,
                   "Use or store the value returned from \"read\" instead of throwing it away.", "5min", "tomas.berg@ledgercore.dev",
                   "2024-09-18T11:02:44+0000", "2024-09-18T11:02:44+0000", impact="LOW")
    components = [{"key": PK, "enabled": True, "qualifier": "TRK", "name": "Ledger Core", "longName": "Ledger Core"},
                  {"key": comp + "posting/PostingService.java", "enabled": True, "qualifier": "FIL", "name": "PostingService.java", "longName": "src/main/java/io/ledgercore/posting/PostingService.java", "path": "src/main/java/io/ledgercore/posting/PostingService.java"},
                  {"key": comp + "fx/RateWindow.java", "enabled": True, "qualifier": "FIL", "name": "RateWindow.java", "longName": "src/main/java/io/ledgercore/fx/RateWindow.java", "path": "src/main/java/io/ledgercore/fx/RateWindow.java"},
                  {"key": comp + "export/CsvStatementReader.java", "enabled": True, "qualifier": "FIL", "name": "CsvStatementReader.java", "longName": "src/main/java/io/ledgercore/export/CsvStatementReader.java", "path": "src/main/java/io/ledgercore/export/CsvStatementReader.java"}]
    t2 = pj({"total": 3, "p": 1, "ps": 100, "paging": {"pageIndex": 1, "pageSize": 100, "total": 3}, "effortTotal": 20,
             "issues": [i_npe, i_cast, i_read], "components": components, "facets": []})
    i_fp = issue(*npe_args, "2024-09-19T08:47:12+0000", status="RESOLVED", resolution="FALSE-POSITIVE", transitions=["reopen"], impact="HIGH")
    t3 = pj({"issue": i_fp, "components": components[:2], "rules": [{"key": "java:S2259", "name": "Null pointers should not be dereferenced", "lang": "java", "status": "READY", "langName": "Java"}],
             "users": [{"login": "hana.kowalski", "name": "Hana Kowalski", "active": True, "avatar": "5c3f0e1a9d4b72e68c1a3f5d7b9e0c24"}]})
    ctext = ("False positive: `account` comes from `AccountRepository.getRequired()`, which throws `AccountNotFoundException` instead of returning null; "
             "the analyzer does not see through the Spring Data default method.")
    comment = {"key": "AZGy0fB3wQm5tN8vRk1P", "login": "hana.kowalski", "htmlText": ctext.replace("`account`", "<code>account</code>")
               .replace("`AccountRepository.getRequired()`", "<code>AccountRepository.getRequired()</code>").replace("`AccountNotFoundException`", "<code>AccountNotFoundException</code>"),
               "markdown": ctext, "updatable": True, "createdAt": "2024-09-19T08:47:58+0000"}
    i_fp_c = issue(*npe_args, "2024-09-19T08:47:58+0000", status="RESOLVED", resolution="FALSE-POSITIVE", transitions=["reopen"], comments=[comment], impact="HIGH")
    t4 = pj({"issue": i_fp_c, "components": components[:2], "users": [{"login": "hana.kowalski", "name": "Hana Kowalski", "active": True, "avatar": "5c3f0e1a9d4b72e68c1a3f5d7b9e0c24"}]})
    H1, H2 = "AZGx4aP2sLk8dH1qYv6T", "AZGx4aP2sLk8dH1qYv6U"
    t5 = pj({"paging": {"pageIndex": 1, "pageSize": 100, "total": 2}, "hotspots": [
        {"key": H1, "component": comp + "export/StatementFingerprint.java", "project": PK, "securityCategory": "weak-cryptography",
         "vulnerabilityProbability": "MEDIUM", "status": "TO_REVIEW", "line": 33, "message": "Make sure this weak hash algorithm is not used in a sensitive context here.",
         "author": "aylin.demir@ledgercore.dev", "creationDate": "2024-09-18T11:02:44+0000", "updateDate": "2024-09-18T11:02:44+0000",
         "textRange": {"startLine": 33, "endLine": 33, "startOffset": 30, "endOffset": 62}, "flows": [], "ruleKey": "java:S4790", "messageFormattings": []},
        {"key": H2, "component": comp + "metrics/InternalMetricsClient.java", "project": PK, "securityCategory": "encrypt-data",
         "vulnerabilityProbability": "LOW", "status": "TO_REVIEW", "line": 21, "message": "Using http protocol is insecure. Use https instead.",
         "author": "tomas.berg@ledgercore.dev", "creationDate": "2024-09-18T11:02:44+0000", "updateDate": "2024-09-18T11:02:44+0000",
         "textRange": {"startLine": 21, "endLine": 21, "startOffset": 44, "endOffset": 73}, "flows": [], "ruleKey": "java:S5332", "messageFormattings": []}],
        "components": [{"key": PK, "qualifier": "TRK", "name": "Ledger Core", "longName": "Ledger Core"},
                       {"key": comp + "export/StatementFingerprint.java", "qualifier": "FIL", "name": "StatementFingerprint.java", "longName": "src/main/java/io/ledgercore/export/StatementFingerprint.java", "path": "src/main/java/io/ledgercore/export/StatementFingerprint.java"},
                       {"key": comp + "metrics/InternalMetricsClient.java", "qualifier": "FIL", "name": "InternalMetricsClient.java", "longName": "src/main/java/io/ledgercore/metrics/InternalMetricsClient.java", "path": "src/main/java/io/ledgercore/metrics/InternalMetricsClient.java"}]})
    t6 = f"Hotspot {H1} status changed to REVIEWED (resolution SAFE). HTTP 204 No Content."
    t7 = f"Hotspot {H2} status changed to REVIEWED (resolution SAFE). HTTP 204 No Content."
    t8 = gate("2", "ERROR", "100.0", "OK")
    turns = [
        (call("get_quality_gate_status", project_key=PK, branch="main"), t1),
        (call("search_issues", component_keys=PK, types="BUG", resolved=False, in_new_code_period=True, ps=100), t2),
        (call("do_transition", issue=NPE, transition="falsepositive"), t3),
        (call("add_comment", issue=NPE, text=ctext), t4),
        (call("search_hotspots", project=PK, status="TO_REVIEW", in_new_code_period=True), t5),
        (call("change_hotspot_status", hotspot=H1, status="REVIEWED", resolution="SAFE",
              comment="MD5 is used only as a non-security dedup fingerprint for exported statement files; integrity is covered by the signed manifest."), t6),
        (call("change_hotspot_status", hotspot=H2, status="REVIEWED", resolution="SAFE",
              comment="Target is the node-local metrics agent on 127.0.0.1:8125; traffic never leaves the pod."), t7),
        (call("get_quality_gate_status", project_key=PK, branch="main"), t8),
    ]
    rs.add(task="mcp", tid="h43-mcp-22", system=system, turns=turns, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
