# ruff: noqa: E501
"""Held-out set holdout66, domain mcp: 22 tool-call trajectories against simulated cloud and infrastructure MCP servers.

Eleven carry exactly one contradiction (labeled turn and kind), eleven are clean but full of legitimate state
changes (updates, restarts with new ids, moving counters and clocks, paged and filtered views, deletions,
renames). Written without reference to the checker. Run:
``python -m tests.decoherence.independent.holdout66_parts.mcp.make``.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import A, B, INT, OBJ, S, RowSet, call, mcp_system, mcp_text, tool

TASK = "mcp"


def arr(desc: str = "", items: dict[str, Any] | None = None) -> dict[str, Any]:
    d: dict[str, Any] = dict(A)
    d["items"] = items or dict(S)
    if desc:
        d["description"] = desc
    return d


def sd(desc: str) -> dict[str, Any]:
    return {"type": "string", "description": desc}


def ok(obj: Any) -> str:
    return mcp_text(obj)


# ---------------------------------------------------------------------------------------------------------
# 01  AWS EC2 security group rules (bad: a revoked rule is listed again)
# ---------------------------------------------------------------------------------------------------------

def t01(rs: RowSet) -> None:
    tools = [
        tool("describe_security_groups", "Describe one or more EC2 security groups (wraps ec2:DescribeSecurityGroups).",
             {"group_ids": arr("Security group ids"), "region": sd("AWS region, default from profile")}, ["group_ids"]),
        tool("describe_security_group_rules", "List the individual rules of a security group (ec2:DescribeSecurityGroupRules).",
             {"group_id": S, "region": S, "max_results": INT}, ["group_id"]),
        tool("authorize_security_group_ingress", "Add inbound rules to a security group.",
             {"group_id": S, "ip_permissions": arr("IpPermissions objects", OBJ), "region": S}, ["group_id", "ip_permissions"]),
        tool("revoke_security_group_ingress", "Remove inbound rules from a security group by rule id.",
             {"group_id": S, "security_group_rule_ids": arr(), "region": S}, ["group_id", "security_group_rule_ids"]),
        tool("modify_security_group_rules", "Change the description or definition of existing rules.",
             {"group_id": S, "security_group_rules": arr("{SecurityGroupRuleId, SecurityGroupRule}", OBJ), "region": S},
             ["group_id", "security_group_rules"]),
        tool("describe_instances", "Describe EC2 instances (ec2:DescribeInstances).",
             {"instance_ids": arr(), "filters": arr("Name/Values filters", OBJ), "region": S}, []),
    ]
    system = mcp_system("aws-ec2-mcp-server", "Amazon EC2 in account 418295730164, profile ops-admin, region eu-west-1", tools)
    gid = "sg-0a3f9c21e7b4d5806"
    acct = "418295730164"
    r_ssh = "sgr-04c7e1a9b2f35d860"
    r_https = "sgr-0b91d3e6f27a48c15"
    r_http = "sgr-07e25a4c9d1b3f6a8"
    r_pg = "sgr-0d4a8f2c61e9b7350"
    r_eg = "sgr-0f3b7c95a2e18d4c6"
    r_new = "sgr-0e6c2b8d4a7f19350"

    def rule(rid: str, egress: bool, proto: str, fp: int, tp: int, desc: str, cidr: str | None = None,
             ref: str | None = None) -> dict[str, Any]:
        d: dict[str, Any] = {"SecurityGroupRuleId": rid, "GroupId": gid, "GroupOwnerId": acct, "IsEgress": egress,
                             "IpProtocol": proto, "FromPort": fp, "ToPort": tp}
        if cidr:
            d["CidrIpv4"] = cidr
        if ref:
            d["ReferencedGroupInfo"] = {"GroupId": ref, "UserId": acct}
        d["Description"] = desc
        d["Tags"] = []
        d["SecurityGroupRuleArn"] = f"arn:aws:ec2:eu-west-1:{acct}:security-group-rule/{rid}"
        return d

    ssh = rule(r_ssh, False, "tcp", 22, 22, "bastion office VPN", cidr="203.0.113.0/24")
    https = rule(r_https, False, "tcp", 443, 443, "public HTTPS", cidr="0.0.0.0/0")
    http = rule(r_http, False, "tcp", 80, 80, "public HTTP redirect", cidr="0.0.0.0/0")
    pg = rule(r_pg, False, "tcp", 5432, 5432, "app tier to postgres", ref="sg-06d2e8b4f1a7c3905")
    eg = rule(r_eg, True, "-1", -1, -1, "", cidr="0.0.0.0/0")
    new = rule(r_new, False, "tcp", 8443, 8443, "internal admin API from VPC", cidr="10.20.0.0/16")

    sg = {"SecurityGroups": [{
        "Description": "web tier - prod-eu",
        "GroupName": "prod-eu-web",
        "IpPermissions": [
            {"FromPort": 80, "IpProtocol": "tcp", "IpRanges": [{"CidrIp": "0.0.0.0/0", "Description": "public HTTP redirect"}], "Ipv6Ranges": [], "PrefixListIds": [], "ToPort": 80, "UserIdGroupPairs": []},
            {"FromPort": 5432, "IpProtocol": "tcp", "IpRanges": [], "Ipv6Ranges": [], "PrefixListIds": [], "ToPort": 5432, "UserIdGroupPairs": [{"Description": "app tier to postgres", "GroupId": "sg-06d2e8b4f1a7c3905", "UserId": acct}]},
            {"FromPort": 22, "IpProtocol": "tcp", "IpRanges": [{"CidrIp": "203.0.113.0/24", "Description": "bastion office VPN"}], "Ipv6Ranges": [], "PrefixListIds": [], "ToPort": 22, "UserIdGroupPairs": []},
            {"FromPort": 443, "IpProtocol": "tcp", "IpRanges": [{"CidrIp": "0.0.0.0/0", "Description": "public HTTPS"}], "Ipv6Ranges": [], "PrefixListIds": [], "ToPort": 443, "UserIdGroupPairs": []},
        ],
        "OwnerId": acct,
        "GroupId": gid,
        "IpPermissionsEgress": [{"IpProtocol": "-1", "IpRanges": [{"CidrIp": "0.0.0.0/0"}], "Ipv6Ranges": [], "PrefixListIds": [], "UserIdGroupPairs": []}],
        "Tags": [{"Key": "env", "Value": "prod"}, {"Key": "team", "Value": "platform"}, {"Key": "Name", "Value": "prod-eu-web"}],
        "VpcId": "vpc-0c81f4a7e29d3b560",
    }]}

    def rules_resp(items: list[dict[str, Any]]) -> dict[str, Any]:
        return {"SecurityGroupRules": items, "ResponseMetadata": {"HTTPStatusCode": 200, "RetryAttempts": 0}}

    inst = {"Reservations": [{"ReservationId": "r-0a7d3e91c5b284f60", "OwnerId": acct, "Groups": [], "Instances": [{
        "InstanceId": "i-0f5c8a2d71e94b3a6", "ImageId": "ami-0d71e6a2f98c4b130", "InstanceType": "m6i.large",
        "KeyName": "prod-eu-2024", "LaunchTime": "2025-02-18T07:31:44+00:00",
        "Placement": {"AvailabilityZone": "eu-west-1b", "Tenancy": "default"},
        "PrivateDnsName": "ip-10-20-14-87.eu-west-1.compute.internal", "PrivateIpAddress": "10.20.14.87",
        "PublicDnsName": "ec2-34-247-118-20.eu-west-1.compute.amazonaws.com", "PublicIpAddress": "34.247.118.20",
        "State": {"Code": 16, "Name": "running"}, "SubnetId": "subnet-0b4e7a19c3d82f650", "VpcId": "vpc-0c81f4a7e29d3b560",
        "Architecture": "x86_64", "EbsOptimized": True, "Monitoring": {"State": "disabled"},
        "SecurityGroups": [{"GroupName": "prod-eu-web", "GroupId": gid}, {"GroupName": "prod-eu-ssm", "GroupId": "sg-02b8f6d1c4e7a9f35"}],
        "Tags": [{"Key": "Name", "Value": "prod-eu-web-1"}, {"Key": "env", "Value": "prod"}],
        "MetadataOptions": {"HttpTokens": "required", "HttpPutResponseHopLimit": 2, "HttpEndpoint": "enabled", "State": "applied"},
    }]}], "ResponseMetadata": {"HTTPStatusCode": 200, "RetryAttempts": 0}}

    https2 = copy.deepcopy(https)
    https2["Description"] = "public HTTPS via CloudFront origin only"

    turns = [
        (call("describe_security_groups", group_ids=[gid], region="eu-west-1"), ok(sg)),
        (call("describe_security_group_rules", group_id=gid, region="eu-west-1"),
         ok(rules_resp([pg, ssh, https, eg, http]))),
        (call("authorize_security_group_ingress", group_id=gid, region="eu-west-1",
              ip_permissions=[{"IpProtocol": "tcp", "FromPort": 8443, "ToPort": 8443,
                               "IpRanges": [{"CidrIp": "10.20.0.0/16", "Description": "internal admin API from VPC"}]}]),
         ok({"Return": True, "SecurityGroupRules": [{k: v for k, v in new.items() if k != "SecurityGroupRuleArn"}],
             "ResponseMetadata": {"HTTPStatusCode": 200, "RetryAttempts": 0}})),
        (call("revoke_security_group_ingress", group_id=gid, security_group_rule_ids=[r_ssh], region="eu-west-1"),
         ok({"Return": True, "ResponseMetadata": {"HTTPStatusCode": 200, "RetryAttempts": 0}})),
        (call("describe_instances", filters=[{"Name": "instance.group-id", "Values": [gid]}], region="eu-west-1"), ok(inst)),
        (call("modify_security_group_rules", group_id=gid, region="eu-west-1",
              security_group_rules=[{"SecurityGroupRuleId": r_https, "SecurityGroupRule": {
                  "IpProtocol": "tcp", "FromPort": 443, "ToPort": 443, "CidrIpv4": "0.0.0.0/0",
                  "Description": "public HTTPS via CloudFront origin only"}}]),
         ok({"Return": True, "ResponseMetadata": {"HTTPStatusCode": 200, "RetryAttempts": 0}})),
        (call("describe_security_group_rules", group_id=gid, region="eu-west-1"),
         ok(rules_resp([pg, ssh, https2, eg, http, new]))),
    ]
    rs.add(TASK, "h66-mcp-01", system, turns, bad=True, turn=7,
           kind="The ingress rule sgr-04c7e1a9b2f35d860 (tcp/22 from 203.0.113.0/24) was revoked at turn 4 and nothing re-added it, yet the rule listing at turn 7 still contains it with the same id.")


# ---------------------------------------------------------------------------------------------------------
# 02  Cloudflare DNS records (clean: create, patch, delete, paged and filtered lists)
# ---------------------------------------------------------------------------------------------------------

def t02(rs: RowSet) -> None:
    tools = [
        tool("zones_list", "List zones visible to the API token.", {"name": S, "status": S, "page": INT, "per_page": INT}, []),
        tool("dns_records_list", "List DNS records of a zone; supports type/name filters and pagination.",
             {"zone_id": S, "type": S, "name": S, "page": INT, "per_page": INT, "order": S}, ["zone_id"]),
        tool("dns_record_create", "Create a DNS record.",
             {"zone_id": S, "type": S, "name": S, "content": S, "ttl": INT, "proxied": B, "comment": S}, ["zone_id", "type", "name", "content"]),
        tool("dns_record_update", "Patch fields of an existing DNS record.",
             {"zone_id": S, "record_id": S, "content": S, "ttl": INT, "proxied": B, "comment": S}, ["zone_id", "record_id"]),
        tool("dns_record_delete", "Delete a DNS record.", {"zone_id": S, "record_id": S}, ["zone_id", "record_id"]),
    ]
    system = mcp_system("cloudflare-dns", "Cloudflare API v4 for account 'Larkspur Media', DNS scope", tools)
    zid = "8f3c1d7a92b64e0fa15c6d2b7e9f4a08"
    zname = "larkspur.media"

    def rec(rid: str, typ: str, name: str, content: str, ttl: int, proxied: bool, created: str, modified: str,
            comment: str | None = None, prio: int | None = None) -> dict[str, Any]:
        d: dict[str, Any] = {"id": rid, "zone_id": zid, "zone_name": zname, "name": name, "type": typ, "content": content,
                             "proxiable": typ in ("A", "AAAA", "CNAME"), "proxied": proxied, "ttl": ttl, "settings": {},
                             "meta": {"auto_added": False, "managed_by_apps": False, "managed_by_argo_tunnel": False},
                             "comment": comment, "tags": [], "created_on": created, "modified_on": modified}
        if prio is not None:
            d["priority"] = prio
        return d

    recs = {
        "apex": rec("3a9e1f0c7b2d48e6a5c1f9d0b7e24c61", "A", zname, "104.21.48.117", 1, True, "2023-06-02T10:14:51.228133Z", "2024-11-19T08:02:37.551904Z"),
        "www": rec("b6d20e4f8a1c47399d5e2a7f0c81b3d4", "CNAME", f"www.{zname}", zname, 1, True, "2023-06-02T10:15:20.104772Z", "2023-06-02T10:15:20.104772Z"),
        "api": rec("51f7c3a9e0d2486bb1a4c7e9f3d06a28", "A", f"api.{zname}", "172.67.140.92", 1, True, "2023-09-14T15:40:02.337218Z", "2025-01-08T12:22:19.870345Z"),
        "mx1": rec("e0c4a81b7f3d4926a8e5d1c0b9f7a342", "MX", zname, "route1.mx.cloudflare.net", 1, False, "2023-06-02T10:18:44.902113Z", "2023-06-02T10:18:44.902113Z", prio=12),
        "mx2": rec("7d2b9f6e1a4c4b08935f0e7d2c1a8b69", "MX", zname, "route2.mx.cloudflare.net", 1, False, "2023-06-02T10:18:59.611480Z", "2023-06-02T10:18:59.611480Z", prio=47),
        "spf": rec("c91e5a3d0f7b42c6be8d4a1f6e0c9d75", "TXT", zname, "\"v=spf1 include:_spf.mx.cloudflare.net ~all\"", 1, False, "2023-06-02T10:19:30.015562Z", "2023-06-02T10:19:30.015562Z"),
        "dmarc": rec("2f8a6c0e4b1d47d3a9c7e5f1b3d08e26", "TXT", f"_dmarc.{zname}", "\"v=DMARC1; p=quarantine; rua=mailto:dmarc@larkspur.media\"", 3600, False, "2023-06-05T09:01:12.448901Z", "2024-02-20T14:33:08.219004Z"),
        "blog": rec("94c0e7b2a6f1438d8e3b5c9a1d7f2e60", "CNAME", f"blog.{zname}", "larkspur-media.ghost.io", 300, False, "2024-03-11T18:27:45.773610Z", "2024-03-11T18:27:45.773610Z", comment="Ghost(Pro) blog"),
        "status": rec("0b5d9e3f7c2a4e81a6d4f8b0c3e7a915", "CNAME", f"status.{zname}", "stats.uptimerobot.com", 300, False, "2024-05-29T07:50:31.092287Z", "2024-05-29T07:50:31.092287Z"),
        "staging": rec("6e1a4d8c2f0b4793b7c5e9a3d1f6b028", "A", f"staging.{zname}", "49.12.201.38", 120, False, "2024-08-16T11:05:09.665142Z", "2024-08-16T11:05:09.665142Z", comment="hetzner staging box"),
        "dkim": rec("f3b8c2e6a0d1457fa9e4c7b1d5f8e023", "TXT", f"cf2024-1._domainkey.{zname}", "\"v=DKIM1; h=sha256; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAiweykoi+o48IOGuP7GR3X0MOExCUDY/BCRHoWBnh3rChl7WhdyCxW3jgq1daEjPPqoi7sJvdg5hEQVsgVRQP4DcnQDVjGMbASQtrY4WmB1VebF+RPJB2ECPsEDTpeiI5ZyUAwJaVX7r6bznU67g7LvFq35yIo4sdlmtZGV+i0H4cpYH9+3JJ78k\"", 1, False, "2024-01-22T16:44:10.558320Z", "2024-01-22T16:44:10.558320Z"),
        "mta": rec("a7e3f1c9d5b24086b2d0e8a6c4f1b937", "TXT", f"_mta-sts.{zname}", "\"v=STSv1; id=20240122T1644\"", 1, False, "2024-01-22T16:46:58.001943Z", "2024-01-22T16:46:58.001943Z"),
    }

    def page(items: list[dict[str, Any]], pg: int, per: int, total: int) -> dict[str, Any]:
        return {"result": items, "success": True, "errors": [], "messages": [],
                "result_info": {"page": pg, "per_page": per, "count": len(items), "total_count": total,
                                "total_pages": -(-total // per)}}

    order1 = ["apex", "mx1", "mx2", "spf", "dmarc", "mta", "api", "blog", "dkim", "staging", "status", "www"]
    p1 = [recs[k] for k in order1[:8]]
    p2 = [recs[k] for k in order1[8:]]

    new_id = "d84f2a6c0e9b41f3a7c5d1e8b2f064a9"
    docs = rec(new_id, "CNAME", f"docs.{zname}", "larkspur-docs.pages.dev", 1, True, "2025-03-04T09:12:40.381652Z", "2025-03-04T09:12:40.381652Z", comment="Cloudflare Pages docs site")
    staging2 = copy.deepcopy(recs["staging"])
    staging2.update({"content": "49.12.207.114", "ttl": 60, "comment": "hetzner staging box (cx32 after resize)", "modified_on": "2025-03-04T09:14:02.917340Z"})

    p1_after = [recs[k] for k in ["apex", "mx1", "mx2", "spf", "dmarc", "mta", "api", "dkim"]]
    p2_after = [docs, staging2, recs["status"], recs["www"]]

    turns = [
        (call("zones_list", name=zname),
         ok({"result": [{"id": zid, "name": zname, "status": "active", "paused": False, "type": "full", "development_mode": 0,
                         "name_servers": ["elsa.ns.cloudflare.com", "kip.ns.cloudflare.com"],
                         "original_name_servers": ["ns1.gandi.net", "ns2.gandi.net"], "original_registrar": "gandi sas",
                         "modified_on": "2024-11-19T08:02:37.551904Z", "created_on": "2023-06-02T10:09:33.180221Z",
                         "activated_on": "2023-06-02T10:41:07.664503Z",
                         "account": {"id": "c2a7e91f04d6b83a5e1f7c0d9b4a6e28", "name": "Larkspur Media"},
                         "plan": {"id": "0feeeeeeeeeeeeeeeeeeeeeeeeeeeeee", "name": "Free Website", "price": 0, "currency": "USD", "frequency": "", "is_subscribed": False, "can_subscribe": False, "legacy_id": "free", "legacy_discount": False, "externally_managed": False}}],
             "result_info": {"page": 1, "per_page": 20, "total_pages": 1, "count": 1, "total_count": 1}, "success": True, "errors": [], "messages": []})),
        (call("dns_records_list", zone_id=zid, page=1, per_page=8, order="name"), ok(page(p1, 1, 8, 12))),
        (call("dns_records_list", zone_id=zid, page=2, per_page=8, order="name"), ok(page(p2, 2, 8, 12))),
        (call("dns_record_create", zone_id=zid, type="CNAME", name="docs", content="larkspur-docs.pages.dev", ttl=1, proxied=True,
              comment="Cloudflare Pages docs site"),
         ok({"result": docs, "success": True, "errors": [], "messages": []})),
        (call("dns_record_update", zone_id=zid, record_id=recs["staging"]["id"], content="49.12.207.114", ttl=60,
              comment="hetzner staging box (cx32 after resize)"),
         ok({"result": staging2, "success": True, "errors": [], "messages": []})),
        (call("dns_record_delete", zone_id=zid, record_id=recs["blog"]["id"]),
         ok({"result": {"id": recs["blog"]["id"]}, "success": True, "errors": [], "messages": []})),
        (call("dns_records_list", zone_id=zid, type="CNAME"),
         ok(page([docs, recs["status"], recs["www"]], 1, 100, 3))),
        (call("dns_records_list", zone_id=zid, page=1, per_page=8, order="name"), ok(page(p1_after, 1, 8, 12))),
        (call("dns_records_list", zone_id=zid, page=2, per_page=8, order="name"), ok(page(p2_after, 2, 8, 12))),
    ]
    rs.add(TASK, "h66-mcp-02", system, turns)


# ---------------------------------------------------------------------------------------------------------
# 03  Hetzner Cloud server resize (bad: the server id drifts in one re-read)
# ---------------------------------------------------------------------------------------------------------

def t03(rs: RowSet) -> None:
    tools = [
        tool("get_server", "Get a server by id.", {"id": INT}, ["id"]),
        tool("server_action", "Run a power action on a server (poweron, poweroff, shutdown, reboot, reset).",
             {"id": INT, "action": S}, ["id", "action"]),
        tool("change_server_type", "Change the server type; the server must be off.",
             {"id": INT, "server_type": S, "upgrade_disk": B}, ["id", "server_type", "upgrade_disk"]),
        tool("get_action", "Get an action by id.", {"id": INT}, ["id"]),
        tool("create_image", "Create a snapshot or backup image from a server.",
             {"id": INT, "type": sd("snapshot or backup"), "description": S, "labels": OBJ}, ["id"]),
        tool("list_images", "List images.", {"type": S, "label_selector": S, "sort": S}, []),
    ]
    system = mcp_system("hcloud-mcp", "Hetzner Cloud API for project 'kestrel-prod'", tools)
    sid = 48213907
    cx22 = {"id": 104, "name": "cx22", "description": "CX22", "cores": 2, "memory": 4.0, "disk": 40, "deprecated": False,
            "prices": [{"location": "fsn1", "price_hourly": {"net": "0.0060000000", "gross": "0.0071400000000000"},
                        "price_monthly": {"net": "3.7900000000", "gross": "4.5101000000000000"}, "included_traffic": 21990232555520,
                        "price_per_tb_traffic": {"net": "1.0000000000", "gross": "1.1900000000000000"}}],
            "storage_type": "local", "cpu_type": "shared", "architecture": "x86", "deprecation": None}
    cx32 = {"id": 105, "name": "cx32", "description": "CX32", "cores": 4, "memory": 8.0, "disk": 80, "deprecated": False,
            "prices": [{"location": "fsn1", "price_hourly": {"net": "0.0110000000", "gross": "0.0130900000000000"},
                        "price_monthly": {"net": "6.8000000000", "gross": "8.0920000000000000"}, "included_traffic": 21990232555520,
                        "price_per_tb_traffic": {"net": "1.0000000000", "gross": "1.1900000000000000"}}],
            "storage_type": "local", "cpu_type": "shared", "architecture": "x86", "deprecation": None}
    base = {
        "id": sid, "name": "kestrel-worker-02", "status": "running", "created": "2024-09-03T13:27:51+00:00",
        "public_net": {"ipv4": {"ip": "116.203.84.219", "blocked": False, "dns_ptr": "static.219.84.203.116.clients.your-server.de", "id": 61802274},
                       "ipv6": {"ip": "2a01:4f8:c012:9e4b::/64", "blocked": False, "dns_ptr": [], "id": 61802275},
                       "floating_ips": [], "firewalls": [{"id": 1384529, "status": "applied"}]},
        "private_net": [{"network": 3920144, "ip": "10.0.1.7", "alias_ips": [], "mac_address": "86:00:00:9a:3c:e1"}],
        "server_type": cx22,
        "datacenter": {"id": 4, "name": "fsn1-dc14", "description": "Falkenstein 1 virtual DC 14",
                       "location": {"id": 1, "name": "fsn1", "description": "Falkenstein DC Park 1", "country": "DE", "city": "Falkenstein",
                                    "latitude": 50.47612, "longitude": 12.370071, "network_zone": "eu-central"}},
        "image": {"id": 161547269, "type": "system", "status": "available", "name": "ubuntu-24.04", "description": "Ubuntu 24.04",
                  "image_size": None, "disk_size": 5, "created": "2024-04-25T08:49:02+00:00", "os_flavor": "ubuntu", "os_version": "24.04",
                  "rapid_deploy": True, "architecture": "x86"},
        "iso": None, "rescue_enabled": False, "locked": False, "backup_window": None,
        "outgoing_traffic": 318604771328, "ingoing_traffic": 1174029885440, "included_traffic": 21990232555520,
        "protection": {"delete": True, "rebuild": True},
        "labels": {"role": "worker", "env": "prod", "pool": "batch"}, "volumes": [102281934],
        "load_balancers": [], "primary_disk_size": 40, "placement_group": None,
    }

    def act(aid: int, cmd: str, status: str, progress: int, started: str, finished: str | None, rid: int = sid) -> dict[str, Any]:
        return {"id": aid, "command": cmd, "status": status, "progress": progress, "started": started, "finished": finished,
                "resources": [{"id": rid, "type": "server"}], "error": None}

    s7 = copy.deepcopy(base)
    s7.update({"id": 48213970, "server_type": cx32, "outgoing_traffic": 318611853312, "ingoing_traffic": 1174040416256})
    turns = [
        (call("get_server", id=sid), ok({"server": base})),
        (call("server_action", id=sid, action="shutdown"),
         ok({"action": act(1893046152, "shutdown_server", "running", 0, "2025-03-06T10:02:14+00:00", None)})),
        (call("get_action", id=1893046152),
         ok({"action": act(1893046152, "shutdown_server", "success", 100, "2025-03-06T10:02:14+00:00", "2025-03-06T10:02:31+00:00")})),
        (call("change_server_type", id=sid, server_type="cx32", upgrade_disk=False),
         ok({"action": act(1893051877, "change_server_type", "running", 0, "2025-03-06T10:03:05+00:00", None)})),
        (call("get_action", id=1893051877),
         ok({"action": act(1893051877, "change_server_type", "success", 100, "2025-03-06T10:03:05+00:00", "2025-03-06T10:03:49+00:00")})),
        (call("server_action", id=sid, action="poweron"),
         ok({"action": act(1893055410, "start_server", "running", 0, "2025-03-06T10:04:12+00:00", None)})),
        (call("get_server", id=sid), ok({"server": s7})),
        (call("create_image", id=sid, type="snapshot", description="kestrel-worker-02 after cx32 resize", labels={"reason": "resize"}),
         ok({"image": {"id": 218840562, "type": "snapshot", "status": "creating", "name": None,
                       "description": "kestrel-worker-02 after cx32 resize", "image_size": None, "disk_size": 40,
                       "created": "2025-03-06T10:06:40+00:00", "created_from": {"id": sid, "name": "kestrel-worker-02"},
                       "bound_to": None, "os_flavor": "ubuntu", "os_version": "24.04", "rapid_deploy": False,
                       "protection": {"delete": False}, "deprecated": None, "deleted": None, "labels": {"reason": "resize"},
                       "architecture": "x86"},
             "action": act(1893061935, "create_image", "running", 0, "2025-03-06T10:06:40+00:00", None)})),
    ]
    rs.add(TASK, "h66-mcp-03", system, turns, bad=True, turn=7,
           kind="get_server for id 48213907 returns a server whose id field reads 48213970 (last two digits swapped) although name, IPs and everything else are the same server; nothing renumbered it.")


# ---------------------------------------------------------------------------------------------------------
# 04  Kubernetes scale and rollout restart (clean: new pod names, ages, revision bump)
# ---------------------------------------------------------------------------------------------------------

def t04(rs: RowSet) -> None:
    tools = [
        tool("kubectl_get", "Get or list Kubernetes resources (kubectl get).",
             {"resourceType": S, "name": S, "namespace": S, "labelSelector": S, "output": sd("wide, yaml, json, name")}, ["resourceType"]),
        tool("kubectl_describe", "Describe a resource (kubectl describe).", {"resourceType": S, "name": S, "namespace": S}, ["resourceType", "name"]),
        tool("kubectl_scale", "Scale a deployment or statefulset.", {"name": S, "namespace": S, "replicas": INT, "resourceType": S}, ["name", "replicas"]),
        tool("kubectl_rollout", "Manage rollouts: status, restart, undo, history, pause, resume.",
             {"subCommand": S, "resourceType": S, "name": S, "namespace": S, "watch": B, "timeout": S}, ["subCommand", "resourceType", "name"]),
    ]
    system = mcp_system("mcp-server-kubernetes", "kubeconfig context gke_shopline-prod_europe-west4_prod-1", tools)
    ns = "checkout"
    t1 = ("NAME                    READY   STATUS    RESTARTS      AGE\n"
          "cart-6d9f7b8c5-2xkqp    1/1     Running   0             6d4h\n"
          "cart-6d9f7b8c5-h7wzn    1/1     Running   1 (2d ago)    6d4h\n"
          "cart-6d9f7b8c5-vq4lm    1/1     Running   0             3d19h\n")
    t3 = ("NAME                    READY   STATUS              RESTARTS      AGE\n"
          "cart-6d9f7b8c5-2xkqp    1/1     Running             0             6d4h\n"
          "cart-6d9f7b8c5-9bt6r    0/1     ContainerCreating   0             4s\n"
          "cart-6d9f7b8c5-h7wzn    1/1     Running             1 (2d ago)    6d4h\n"
          "cart-6d9f7b8c5-sn8jd    0/1     Running             0             4s\n"
          "cart-6d9f7b8c5-vq4lm    1/1     Running             0             3d19h\n")
    t4 = ("NAME                    READY   STATUS    RESTARTS      AGE\n"
          "cart-6d9f7b8c5-2xkqp    1/1     Running   0             6d4h\n"
          "cart-6d9f7b8c5-9bt6r    1/1     Running   0             41s\n"
          "cart-6d9f7b8c5-h7wzn    1/1     Running   1 (2d ago)    6d4h\n"
          "cart-6d9f7b8c5-sn8jd    1/1     Running   0             41s\n"
          "cart-6d9f7b8c5-vq4lm    1/1     Running   0             3d19h\n")
    t7 = ("NAME                     READY   STATUS    RESTARTS   AGE\n"
          "cart-7c4d95f6b8-4fjxm    1/1     Running   0          38s\n"
          "cart-7c4d95f6b8-bq2zt    1/1     Running   0          71s\n"
          "cart-7c4d95f6b8-kd9vw    1/1     Running   0          55s\n"
          "cart-7c4d95f6b8-ph6ns    1/1     Running   0          71s\n"
          "cart-7c4d95f6b8-x8rcl    1/1     Running   0          55s\n")
    rollout = ("Waiting for deployment \"cart\" rollout to finish: 2 out of 5 new replicas have been updated...\n"
               "Waiting for deployment \"cart\" rollout to finish: 2 out of 5 new replicas have been updated...\n"
               "Waiting for deployment \"cart\" rollout to finish: 4 out of 5 new replicas have been updated...\n"
               "Waiting for deployment \"cart\" rollout to finish: 4 out of 5 new replicas have been updated...\n"
               "Waiting for deployment \"cart\" rollout to finish: 1 old replicas are pending termination...\n"
               "Waiting for deployment \"cart\" rollout to finish: 1 old replicas are pending termination...\n"
               "deployment \"cart\" successfully rolled out\n")
    deploy = ("NAME   READY   UP-TO-DATE   AVAILABLE   AGE    CONTAINERS   IMAGES                                                             SELECTOR\n"
              "cart   5/5     5            5           214d   cart         europe-west4-docker.pkg.dev/shopline-prod/services/cart:2.31.4   app=cart\n")
    describe = """Name:                   cart
Namespace:              checkout
CreationTimestamp:      Fri, 02 Aug 2024 09:14:27 +0000
Labels:                 app=cart
                        app.kubernetes.io/part-of=checkout
Annotations:            deployment.kubernetes.io/revision: 12
Selector:               app=cart
Replicas:               5 desired | 5 updated | 5 total | 5 available | 0 unavailable
StrategyType:           RollingUpdate
MinReadySeconds:        0
RollingUpdateStrategy:  25% max unavailable, 25% max surge
Pod Template:
  Labels:       app=cart
  Annotations:  kubectl.kubernetes.io/restartedAt: 2025-03-04T14:22:09Z
  Service Account:  cart
  Containers:
   cart:
    Image:      europe-west4-docker.pkg.dev/shopline-prod/services/cart:2.31.4
    Port:       8080/TCP
    Host Port:  0/TCP
    Limits:
      memory:  512Mi
    Requests:
      cpu:      250m
      memory:   384Mi
    Liveness:   http-get http://:8080/healthz delay=10s timeout=1s period=10s #success=1 #failure=3
    Readiness:  http-get http://:8080/ready delay=5s timeout=1s period=5s #success=1 #failure=3
    Environment:
      REDIS_ADDR:   cart-redis.checkout.svc.cluster.local:6379
      OTEL_EXPORTER_OTLP_ENDPOINT:  http://otel-collector.observability:4317
    Mounts:     <none>
  Volumes:      <none>
Conditions:
  Type           Status  Reason
  ----           ------  ------
  Available      True    MinimumReplicasAvailable
  Progressing    True    NewReplicaSetAvailable
OldReplicaSets:  cart-6d9f7b8c5 (0/0 replicas created)
NewReplicaSet:   cart-7c4d95f6b8 (5/5 replicas created)
Events:
  Type    Reason             Age    From                   Message
  ----    ------             ----   ----                   -------
  Normal  ScalingReplicaSet  2m23s  deployment-controller  Scaled up replica set cart-6d9f7b8c5 to 5 from 3
  Normal  ScalingReplicaSet  88s    deployment-controller  Scaled up replica set cart-7c4d95f6b8 to 2
  Normal  ScalingReplicaSet  88s    deployment-controller  Scaled down replica set cart-6d9f7b8c5 to 4 from 5
  Normal  ScalingReplicaSet  72s    deployment-controller  Scaled up replica set cart-7c4d95f6b8 to 3 from 2
  Normal  ScalingReplicaSet  72s    deployment-controller  Scaled down replica set cart-6d9f7b8c5 to 3 from 4
  Normal  ScalingReplicaSet  71s    deployment-controller  Scaled up replica set cart-7c4d95f6b8 to 4 from 3
  Normal  ScalingReplicaSet  56s    deployment-controller  Scaled down replica set cart-6d9f7b8c5 to 2 from 3
  Normal  ScalingReplicaSet  56s    deployment-controller  Scaled up replica set cart-7c4d95f6b8 to 5 from 4
  Normal  ScalingReplicaSet  39s    deployment-controller  Scaled down replica set cart-6d9f7b8c5 to 0 from 2
"""
    history = ("deployment.apps/cart \nREVISION  CHANGE-CAUSE\n9         <none>\n10        <none>\n11        <none>\n12        <none>\n")
    turns = [
        (call("kubectl_get", resourceType="deployments", namespace=ns, output="wide"),
         ok("NAME          READY   UP-TO-DATE   AVAILABLE   AGE    CONTAINERS    IMAGES                                                                SELECTOR\n"
            "cart          3/3     3            3           214d   cart          europe-west4-docker.pkg.dev/shopline-prod/services/cart:2.31.4      app=cart\n"
            "cart-redis    1/1     1            1           214d   redis         redis:7.2-alpine                                                      app=cart-redis\n"
            "payments      4/4     4            4           301d   payments      europe-west4-docker.pkg.dev/shopline-prod/services/payments:5.8.0   app=payments\n"
            "pricing       2/2     2            2           97d    pricing       europe-west4-docker.pkg.dev/shopline-prod/services/pricing:1.4.2    app=pricing\n")),
        (call("kubectl_get", resourceType="pods", namespace=ns, labelSelector="app=cart"), ok(t1)),
        (call("kubectl_scale", resourceType="deployment", name="cart", namespace=ns, replicas=5),
         ok("deployment.apps/cart scaled")),
        (call("kubectl_get", resourceType="pods", namespace=ns, labelSelector="app=cart"), ok(t3)),
        (call("kubectl_get", resourceType="pods", namespace=ns, labelSelector="app=cart"), ok(t4)),
        (call("kubectl_rollout", subCommand="restart", resourceType="deployment", name="cart", namespace=ns),
         ok("deployment.apps/cart restarted")),
        (call("kubectl_rollout", subCommand="status", resourceType="deployment", name="cart", namespace=ns, watch=True, timeout="180s"),
         ok(rollout)),
        (call("kubectl_get", resourceType="pods", namespace=ns, labelSelector="app=cart"), ok(t7)),
        (call("kubectl_get", resourceType="deployment", name="cart", namespace=ns, output="wide"), ok(deploy)),
        (call("kubectl_describe", resourceType="deployment", name="cart", namespace=ns), ok(describe)),
        (call("kubectl_rollout", subCommand="history", resourceType="deployment", name="cart", namespace=ns), ok(history)),
    ]
    rs.add(TASK, "h66-mcp-04", system, turns)


# ---------------------------------------------------------------------------------------------------------
# 05  Terraform Cloud run lifecycle (clean: run status advances, state serial and resource count grow)
# ---------------------------------------------------------------------------------------------------------

def t05(rs: RowSet) -> None:
    tools = [
        tool("get_workspace_details", "Get a workspace by organization and name.", {"organization": S, "workspace_name": S}, ["organization", "workspace_name"]),
        tool("create_run", "Queue a plan (and optionally apply) on a workspace.",
             {"workspace_id": S, "message": S, "auto_apply": B, "plan_only": B}, ["workspace_id"]),
        tool("get_run_details", "Get a run by id.", {"run_id": S}, ["run_id"]),
        tool("action_run", "Apply, discard or cancel a run.", {"run_id": S, "action": sd("apply, discard, cancel"), "comment": S}, ["run_id", "action"]),
        tool("list_state_versions", "List state versions of a workspace, newest first.", {"organization": S, "workspace_name": S, "page_size": INT}, ["organization", "workspace_name"]),
    ]
    system = mcp_system("terraform-mcp-server", "HCP Terraform, organization 'northwind-infra'", tools)
    org, wsn, wsid = "northwind-infra", "prod-network-euc1", "ws-8Qk2vN3pRfT6yLcB"
    run_old, run_new = "run-Tg7e2WkqXb5D1hAm", "run-Vx3H9bQ2mLp7Rk4s"

    def ws(rc: int, cur: str, updated: str, locked: bool, lock_run: str | None = None) -> dict[str, Any]:
        return {"data": {"id": wsid, "type": "workspaces", "attributes": {
            "name": wsn, "description": "VPC, subnets, NAT, TGW attachments for prod eu-central-1",
            "auto-apply": False, "execution-mode": "remote", "terraform-version": "1.9.5", "working-directory": "envs/prod/network",
            "vcs-repo": {"identifier": "northwind/infra-live", "branch": "main", "display-identifier": "northwind/infra-live", "ingress-submodules": False},
            "resource-count": rc, "locked": locked, "created-at": "2023-04-17T08:41:22.915Z", "updated-at": updated,
            "source": "tfe-ui", "tag-names": ["prod", "network", "euc1"], "speculative-enabled": True, "global-remote-state": False,
            "queue-all-runs": False, "allow-destroy-plan": False, "environment": "default"},
            "relationships": {"organization": {"data": {"id": org, "type": "organizations"}},
                              "current-run": {"data": {"id": cur, "type": "runs"}},
                              "locked-by": {"data": {"id": lock_run, "type": "runs"} if lock_run else None},
                              "project": {"data": {"id": "prj-Wd4sQ7uKc2XhN9bE", "type": "projects"}}},
            "links": {"self": f"/api/v2/organizations/{org}/workspaces/{wsn}"}}}

    def run(status: str, ts: dict[str, str], plan: dict[str, Any] | None, confirm: bool) -> dict[str, Any]:
        a: dict[str, Any] = {"status": status, "message": "Add NAT gateway and route table in eu-central-1c", "source": "tfe-api",
                             "trigger-reason": "manual", "is-destroy": False, "auto-apply": False, "plan-only": False,
                             "has-changes": plan is not None, "created-at": "2025-03-05T15:20:08.412Z",
                             "status-timestamps": ts,
                             "actions": {"is-cancelable": status in ("pending", "planning", "applying"), "is-confirmable": confirm,
                                         "is-discardable": confirm, "is-force-cancelable": False},
                             "permissions": {"can-apply": True, "can-cancel": True, "can-discard": True, "can-force-execute": True}}
        if plan is not None:
            a["plan"] = plan
        return {"data": {"id": run_new, "type": "runs", "attributes": a, "relationships": {
            "workspace": {"data": {"id": wsid, "type": "workspaces"}},
            "plan": {"data": {"id": "plan-Lc8vR1nZyQe5TgJ3", "type": "plans"}},
            "apply": {"data": {"id": "apply-Hs2mF9xWd6KpB4Nq", "type": "applies"}},
            "configuration-version": {"data": {"id": "cv-Pz5dJ8kTq3WmY7Rc", "type": "configuration-versions"}},
            "created-by": {"data": {"id": "user-3GfBq8WnVk2ZcYtL", "type": "users"}}},
            "links": {"self": f"/api/v2/runs/{run_new}"}}}

    plan = {"resource-additions": 3, "resource-changes": 1, "resource-destructions": 0, "resource-imports": 0}
    ts_q = {"plan-queueable-at": "2025-03-05T15:20:08+00:00"}
    ts_p = dict(ts_q, **{"queuing-at": "2025-03-05T15:20:09+00:00", "planning-at": "2025-03-05T15:20:14+00:00",
                         "planned-at": "2025-03-05T15:21:02+00:00"})
    ts_a = dict(ts_p, **{"confirmed-at": "2025-03-05T15:23:47+00:00", "apply-queued-at": "2025-03-05T15:23:48+00:00",
                         "applying-at": "2025-03-05T15:23:52+00:00"})
    ts_d = dict(ts_a, **{"applied-at": "2025-03-05T15:26:31+00:00"})

    def sv(vid: str, serial: int, created: str, run_id: str, rc: int) -> dict[str, Any]:
        return {"id": vid, "type": "state-versions", "attributes": {
            "created-at": created, "serial": serial, "status": "finalized", "terraform-version": "1.9.5",
            "resources-processed": True, "state-version": 4, "size": 184200 + 3900 * (rc - 47),
            "hosted-state-download-url": f"https://app.terraform.io/api/state-versions/{vid}/hosted_state",
            "vcs-commit-sha": None},
            "relationships": {"run": {"data": {"id": run_id, "type": "runs"}}}}

    svs_after = {"data": [
        sv("sv-NQ6rXh2bK9cPdTw4", 132, "2025-03-05T15:26:29.804Z", run_new, 50),
        sv("sv-gE7kB3yLmV1sJq8Z", 131, "2025-02-26T11:02:57.118Z", run_old, 47),
        sv("sv-Rt4cW9nHf2XzP6Dk", 130, "2025-02-19T09:48:13.660Z", "run-Kq2Yb8LmZs4Fc7Wn", 47),
        sv("sv-aJ5pM8dCq1VxN3Gy", 129, "2025-02-11T16:30:41.205Z", "run-Ud9Hr3PxEn6Jk1Tb", 45),
    ], "meta": {"pagination": {"current-page": 1, "page-size": 4, "prev-page": None, "next-page": 2, "total-pages": 33, "total-count": 132}}}

    turns = [
        (call("get_workspace_details", organization=org, workspace_name=wsn),
         ok(ws(47, run_old, "2025-02-26T11:03:01.447Z", False))),
        (call("create_run", workspace_id=wsid, message="Add NAT gateway and route table in eu-central-1c"),
         ok(run("pending", ts_q, None, False))),
        (call("get_run_details", run_id=run_new), ok(run("planned", ts_p, plan, True))),
        (call("get_workspace_details", organization=org, workspace_name=wsn),
         ok(ws(47, run_new, "2025-03-05T15:20:08.530Z", True, run_new))),
        (call("action_run", run_id=run_new, action="apply", comment="reviewed plan: +3 ~1, ok per CHG-2291"),
         ok({"status": 202, "message": f"Apply queued for run {run_new}"})),
        (call("get_run_details", run_id=run_new), ok(run("applying", ts_a, plan, False))),
        (call("get_run_details", run_id=run_new), ok(run("applied", ts_d, plan, False))),
        (call("list_state_versions", organization=org, workspace_name=wsn, page_size=4), ok(svs_after)),
        (call("get_workspace_details", organization=org, workspace_name=wsn),
         ok(ws(50, run_new, "2025-03-05T15:26:33.019Z", False))),
    ]
    rs.add(TASK, "h66-mcp-05", system, turns)


# ---------------------------------------------------------------------------------------------------------
# 06  AWS IAM group membership (bad: the member list gains someone nobody added)
# ---------------------------------------------------------------------------------------------------------

def t06(rs: RowSet) -> None:
    tools = [
        tool("get_group", "Return a group and its users (iam:GetGroup).", {"group_name": S, "max_items": INT}, ["group_name"]),
        tool("list_attached_group_policies", "List managed policies attached to a group.", {"group_name": S}, ["group_name"]),
        tool("add_user_to_group", "Add a user to a group.", {"group_name": S, "user_name": S}, ["group_name", "user_name"]),
        tool("remove_user_from_group", "Remove a user from a group.", {"group_name": S, "user_name": S}, ["group_name", "user_name"]),
        tool("list_groups_for_user", "List the groups a user belongs to.", {"user_name": S}, ["user_name"]),
        tool("attach_group_policy", "Attach a managed policy to a group.", {"group_name": S, "policy_arn": S}, ["group_name", "policy_arn"]),
    ]
    system = mcp_system("aws-iam-mcp-server", "AWS IAM for account 590143278816 (management of workforce users)", tools)
    acct = "590143278816"

    def user(name: str, uid: str, created: str, last: str | None) -> dict[str, Any]:
        d: dict[str, Any] = {"Path": "/staff/", "UserName": name, "UserId": uid, "Arn": f"arn:aws:iam::{acct}:user/staff/{name}",
                             "CreateDate": created}
        if last:
            d["PasswordLastUsed"] = last
        return d

    U = {
        "amara": user("amara.okafor", "AIDAYSQ4K7RZ2MEXWB3PL", "2022-10-03T09:12:44+00:00", "2025-03-07T08:51:20+00:00"),
        "ben": user("ben.hollis", "AIDAYSQ4K7RZ5TLHNC8VD", "2021-05-17T14:30:02+00:00", "2025-03-06T17:02:13+00:00"),
        "chen": user("chen.wei", "AIDAYSQ4K7RZ7QJPFA2XK", "2023-01-09T10:05:57+00:00", "2025-03-07T07:40:58+00:00"),
        "dmitri": user("dmitri.volkov", "AIDAYSQ4K7RZ3GUYDK6MT", "2023-08-21T08:44:19+00:00", "2025-02-28T12:16:35+00:00"),
        "tm": user("tmorales", "AIDAYSQ4K7RZ6WVBEH9RN", "2020-11-30T16:22:40+00:00", "2025-01-14T09:27:03+00:00"),
        "priya": user("priya.nair", "AIDAYSQ4K7RZ4PCZMU5FJ", "2025-03-03T08:00:11+00:00", "2025-03-07T09:03:46+00:00"),
        "jk": user("jkowalski", "AIDAYSQ4K7RZ8XKEQN4GA", "2024-06-12T11:38:25+00:00", "2025-03-05T15:49:07+00:00"),
    }
    group = {"Path": "/teams/", "GroupName": "data-eng", "GroupId": "AGPAYSQ4K7RZ9DFJ3LQWE",
             "Arn": f"arn:aws:iam::{acct}:group/teams/data-eng", "CreateDate": "2021-05-17T14:27:55+00:00"}
    meta = {"ResponseMetadata": {"HTTPStatusCode": 200, "RetryAttempts": 0}}

    def get(keys: list[str]) -> dict[str, Any]:
        return {"Users": [U[k] for k in keys], "Group": group, "IsTruncated": False, **meta}

    pol1 = {"AttachedPolicies": [
        {"PolicyName": "DataEngS3Lakehouse", "PolicyArn": f"arn:aws:iam::{acct}:policy/DataEngS3Lakehouse"},
        {"PolicyName": "AmazonAthenaFullAccess", "PolicyArn": "arn:aws:iam::aws:policy/AmazonAthenaFullAccess"},
        {"PolicyName": "AWSGlueConsoleFullAccess", "PolicyArn": "arn:aws:iam::aws:policy/AWSGlueConsoleFullAccess"},
        {"PolicyName": "RequireMFA", "PolicyArn": f"arn:aws:iam::{acct}:policy/RequireMFA"},
    ], "IsTruncated": False, **meta}
    pol2 = copy.deepcopy(pol1)
    pol2["AttachedPolicies"].append({"PolicyName": "AmazonRedshiftQueryEditorV2ReadSharing",
                                     "PolicyArn": "arn:aws:iam::aws:policy/AmazonRedshiftQueryEditorV2ReadSharing"})
    turns = [
        (call("get_group", group_name="data-eng"), ok(get(["ben", "tm", "amara", "chen", "dmitri"]))),
        (call("list_attached_group_policies", group_name="data-eng"), ok(pol1)),
        (call("add_user_to_group", group_name="data-eng", user_name="priya.nair"), ok(meta)),
        (call("remove_user_from_group", group_name="data-eng", user_name="tmorales"), ok(meta)),
        (call("list_groups_for_user", user_name="priya.nair"),
         ok({"Groups": [
             {"Path": "/", "GroupName": "all-staff", "GroupId": "AGPAYSQ4K7RZ2HBNV7CXM", "Arn": f"arn:aws:iam::{acct}:group/all-staff", "CreateDate": "2020-11-30T16:10:12+00:00"},
             group], "IsTruncated": False, **meta})),
        (call("get_group", group_name="data-eng"), ok(get(["ben", "amara", "chen", "jk", "dmitri", "priya"]))),
        (call("attach_group_policy", group_name="data-eng", policy_arn="arn:aws:iam::aws:policy/AmazonRedshiftQueryEditorV2ReadSharing"), ok(meta)),
        (call("list_attached_group_policies", group_name="data-eng"), ok(pol2)),
    ]
    rs.add(TASK, "h66-mcp-06", system, turns, bad=True, turn=6,
           kind="After adding priya.nair and removing tmorales, get_group at turn 6 lists a sixth member, jkowalski, who was not in the group at turn 1 and was never added.")


# ---------------------------------------------------------------------------------------------------------
# 07  HashiCorp Vault KV v2 (bad: a patched value reverts while the version stays)
# ---------------------------------------------------------------------------------------------------------

def t07(rs: RowSet) -> None:
    tools = [
        tool("list_secrets", "List secret keys under a path of a KV mount.", {"mount": S, "path": S}, ["mount"]),
        tool("read_secret", "Read the latest (or a given) version of a KV v2 secret.", {"mount": S, "path": S, "version": INT}, ["mount", "path"]),
        tool("read_secret_metadata", "Read KV v2 metadata: versions, timestamps, settings.", {"mount": S, "path": S}, ["mount", "path"]),
        tool("patch_secret", "Merge the given keys into the latest version, creating a new version.", {"mount": S, "path": S, "data": OBJ}, ["mount", "path", "data"]),
        tool("create_secret", "Write a full new version of a secret (replaces all keys).", {"mount": S, "path": S, "data": OBJ}, ["mount", "path", "data"]),
    ]
    system = mcp_system("vault-mcp-server", "HashiCorp Vault 1.18 at https://vault.int.corvid.io:8200, namespace admin/finance", tools)
    db3 = {"host": "billing-pg.cluster-c8rk2nqz1x4e.eu-central-1.rds.amazonaws.com", "port": "5432", "dbname": "billing",
           "username": "billing_app", "password": "t9V#qL2m!xR7wPz4kD8s", "max_connections": "20", "sslmode": "verify-full",
           "statement_timeout_ms": "15000"}
    db6 = dict(db3)  # the re-read at turn 6 (truth would be max_connections "40")
    api6 = {"stripe_key_id": "rk_live_51MtQ2", "webhook_secret": "whsec_Zr8nK3vQ1pX6yTb4Lm9cH2dF", "invoice_prefix": "CRV",
            "retry_limit": "5", "dunning_enabled": "true"}
    cm = {"owner": "billing-team", "rotation": "quarterly"}

    def env(rid: str, data: dict[str, Any]) -> dict[str, Any]:
        return {"request_id": rid, "lease_id": "", "renewable": False, "lease_duration": 0, "data": data,
                "wrap_info": None, "warnings": None, "auth": None, "mount_type": "kv"}

    def vmeta(version: int, created: str, custom: dict[str, str] | None = cm) -> dict[str, Any]:
        return {"created_time": created, "custom_metadata": custom, "deletion_time": "", "destroyed": False, "version": version}

    keys = env("4a7d0e2c-91b3-4f68-a5e2-3c8d1f7b9e06", {"keys": ["api", "db", "ledger-export", "stripe/"]})
    t4 = "2025-03-07T13:05:11.602418337Z"
    turns = [
        (call("list_secrets", mount="kv", path="apps/billing/"), ok(keys)),
        (call("read_secret", mount="kv", path="apps/billing/db"),
         ok(env("c31e7b2a-5f0d-4a8c-9e31-7d2b6f4a0c38", {"data": db3, "metadata": vmeta(3, "2025-01-13T10:22:48.371902115Z")}))),
        (call("patch_secret", mount="kv", path="apps/billing/db", data={"max_connections": "40"}),
         ok(env("e83b5f19-0c2a-47d6-b9e1-5a4c7d2f0e93", vmeta(4, t4)))),
        (call("read_secret_metadata", mount="kv", path="apps/billing/db"),
         ok(env("0d6f3a81-7e2c-4b95-8a1d-c4e7b2f903a5", {
             "cas_required": False, "created_time": "2024-06-04T08:17:30.115820564Z", "current_version": 4,
             "custom_metadata": cm, "delete_version_after": "0s", "max_versions": 10, "oldest_version": 1, "updated_time": t4,
             "versions": {"1": {"created_time": "2024-06-04T08:17:30.115820564Z", "deletion_time": "", "destroyed": False},
                          "2": {"created_time": "2024-10-02T14:41:09.880213470Z", "deletion_time": "", "destroyed": False},
                          "3": {"created_time": "2025-01-13T10:22:48.371902115Z", "deletion_time": "", "destroyed": False},
                          "4": {"created_time": t4, "deletion_time": "", "destroyed": False}}}))),
        (call("create_secret", mount="kv", path="apps/billing/api", data=api6),
         ok(env("7b2e9c04-3d1f-4a86-b5c0-e9a2d7f16b48", vmeta(7, "2025-03-07T13:06:39.044715209Z", None)))),
        (call("read_secret", mount="kv", path="apps/billing/db"),
         ok(env("b52d8e0f-3a6c-4d17-9f84-1c0e7a2b5d96", {"data": db6, "metadata": vmeta(4, t4)}))),
        (call("read_secret", mount="kv", path="apps/billing/api"),
         ok(env("a5c81e3f-6b2d-4097-9e4a-1f7c3d0b8e62", {"data": api6, "metadata": vmeta(7, "2025-03-07T13:06:39.044715209Z", None)}))),
        (call("list_secrets", mount="kv", path="apps/billing/"),
         ok(env("f1d93b6a-2c0e-48a7-b3f5-8e6a4c2d1b07", {"keys": ["api", "db", "ledger-export", "stripe/"]}))),
    ]
    rs.add(TASK, "h66-mcp-07", system, turns, bad=True, turn=6,
           kind="max_connections was patched from 20 to 40 creating version 4 at turn 3, but reading version 4 at turn 6 shows max_connections back at 20; nothing wrote the db secret in between.")


# ---------------------------------------------------------------------------------------------------------
# 08  Fly.io machines (clean: stop/start, scale up then down, logs with advancing clock)
# ---------------------------------------------------------------------------------------------------------

def t08(rs: RowSet) -> None:
    tools = [
        tool("fly-machine-list", "List machines of an app (fly machine list --json).", {"app": S}, ["app"]),
        tool("fly-machine-stop", "Stop a machine.", {"app": S, "id": S}, ["app", "id"]),
        tool("fly-machine-start", "Start a stopped machine.", {"app": S, "id": S}, ["app", "id"]),
        tool("fly-scale-count", "Set the number of machines for a process group, optionally per region.",
             {"app": S, "count": INT, "region": S, "process_group": S}, ["app", "count"]),
        tool("fly-logs", "Fetch recent logs (fly logs --no-tail).", {"app": S, "machine": S, "region": S}, ["app"]),
    ]
    system = mcp_system("flyctl-mcp", "flyctl 0.3.61 authenticated to org 'tern-labs'", tools)
    app = "tern-api"
    image = {"registry": "registry.fly.io", "repository": "tern-api", "tag": "deployment-01JNK4W8ZQX3T6H2R9B5CME7AF",
             "digest": "sha256:5c1e9a7f3b2d8064ce91a7f5d3b2c08e4f6a1d9b7c5e3f2a0d8b6c4e1f9a7d3b", "labels": {}}

    def cfg() -> dict[str, Any]:
        return {"init": {}, "guest": {"cpu_kind": "shared", "cpus": 1, "memory_mb": 512},
                "metadata": {"fly_flyctl_version": "0.3.61", "fly_platform_version": "v2", "fly_process_group": "app", "fly_release_id": "Bx7kQ2mZ9NvR3", "fly_release_version": "41"},
                "services": [{"protocol": "tcp", "internal_port": 8080, "autostop": "stop", "autostart": True, "min_machines_running": 1,
                              "ports": [{"port": 80, "handlers": ["http"], "force_https": True}, {"port": 443, "handlers": ["http", "tls"]}],
                              "concurrency": {"type": "requests", "hard_limit": 250, "soft_limit": 200}, "force_instance_key": None}],
                "checks": {"servicecheck-00-http-8080": {"port": 8080, "type": "http", "interval": "15s", "timeout": "5s", "method": "GET", "path": "/health"}},
                "image": "registry.fly.io/tern-api:deployment-01JNK4W8ZQX3T6H2R9B5CME7AF", "restart": {"policy": "on-failure", "max_retries": 10},
                "env": {"FLY_PROCESS_GROUP": "app", "PRIMARY_REGION": "ams", "LOG_LEVEL": "info"}}

    def m(mid: str, name: str, state: str, ip: str, inst: str, created: str, updated: str, events: list[dict[str, Any]],
          check: str) -> dict[str, Any]:
        return {"id": mid, "name": name, "state": state, "region": "ams", "instance_id": inst, "private_ip": ip,
                "config": cfg(), "incomplete_config": None, "image_ref": image, "created_at": created, "updated_at": updated,
                "events": events, "checks": ([{"name": "servicecheck-00-http-8080", "status": check, "output": "[✓]\n\nGET /health 200 OK (3.1ms)", "updated_at": updated}] if check else []),
                "host_status": "ok"}

    def ev(typ: str, status: str, source: str, ts: int) -> dict[str, Any]:
        return {"type": typ, "status": status, "source": source, "timestamp": ts}

    a_id, b_id, c_id = "3d8d9e1b7e2389", "78432e0fd95d18", "e825d497f16e68"
    a_ev0 = [ev("start", "started", "flyd", 1740652809955), ev("launch", "created", "user", 1740652807112)]
    b_ev0 = [ev("start", "started", "flyd", 1741002214390), ev("update", "replacing", "user", 1741002211804)]
    A0 = m(a_id, "falling-moon-7402", "started", "fdaa:9:41c3:a7b:1b6:8e52:2c1a:2", "01JN2T7Y4V3M8QKXZP6A1WBRD9",
           "2025-02-27T10:40:07Z", "2025-02-27T10:40:09Z", a_ev0, "passing")
    B0 = m(b_id, "silent-frost-3318", "started", "fdaa:9:41c3:a7b:2c4:9d11:7f03:2", "01JNCX2G8R5B1HTW4QK9E7MPZS",
           "2025-01-20T08:15:41Z", "2025-03-03T11:43:34Z", b_ev0, "passing")
    a_ev1 = [ev("exit", "stopped", "flyd", 1741345391508), ev("stop", "stopping", "user", 1741345389213)] + a_ev0
    A1 = m(a_id, "falling-moon-7402", "stopped", A0["private_ip"], A0["instance_id"], A0["created_at"], "2025-03-07T11:03:11Z", a_ev1, "")
    a_ev2 = [ev("start", "started", "flyd", 1741345462077), ev("start", "starting", "user", 1741345461320)] + a_ev1
    A2 = m(a_id, "falling-moon-7402", "started", A0["private_ip"], A0["instance_id"], A0["created_at"], "2025-03-07T11:04:22Z", a_ev2, "passing")
    c_ev = [ev("start", "started", "flyd", 1741345518842), ev("launch", "created", "user", 1741345516390)]
    C = m(c_id, "dawn-sun-5521", "started", "fdaa:9:41c3:a7b:3e7:5a20:b86d:2", "01JNT0Q3C6X9WZ2MDH8KR4YBE1",
          "2025-03-07T11:05:16Z", "2025-03-07T11:05:18Z", c_ev, "passing")
    logs = "\n".join([
        "2025-03-07T11:04:21Z app[3d8d9e1b7e2389] ams [info] INFO Starting init (commit: 8d1f2a9)...",
        "2025-03-07T11:04:21Z app[3d8d9e1b7e2389] ams [info] INFO Preparing to run: `/app/bin/tern-api serve` as app",
        "2025-03-07T11:04:21Z app[3d8d9e1b7e2389] ams [info] 2025/03/07 11:04:21 listening on :8080",
        "2025-03-07T11:04:24Z proxy[3d8d9e1b7e2389] ams [info] machine became reachable in 2.41s",
        "2025-03-07T11:04:58Z app[78432e0fd95d18] ams [info] 2025/03/07 11:04:58 GET /v1/tides?station=NL-HVH 200 18ms",
        "2025-03-07T11:05:16Z runner[e825d497f16e68] ams [info] Pulling container image registry.fly.io/tern-api:deployment-01JNK4W8ZQX3T6H2R9B5CME7AF",
        "2025-03-07T11:05:17Z runner[e825d497f16e68] ams [info] Successfully prepared image registry.fly.io/tern-api:deployment-01JNK4W8ZQX3T6H2R9B5CME7AF (812.5ms)",
        "2025-03-07T11:05:17Z runner[e825d497f16e68] ams [info] Configuring firecracker",
        "2025-03-07T11:05:18Z app[e825d497f16e68] ams [info] INFO Starting init (commit: 8d1f2a9)...",
        "2025-03-07T11:05:18Z app[e825d497f16e68] ams [info] 2025/03/07 11:05:18 listening on :8080",
        "2025-03-07T11:05:31Z app[3d8d9e1b7e2389] ams [info] 2025/03/07 11:05:31 GET /v1/stations 200 7ms",
        "2025-03-07T11:05:44Z app[e825d497f16e68] ams [info] 2025/03/07 11:05:44 GET /v1/tides?station=DE-CUX 200 22ms",
    ])
    turns = [
        (call("fly-machine-list", app=app), ok([A0, B0])),
        (call("fly-machine-stop", app=app, id=a_id),
         ok(f"Sending kill signal to machine {a_id}...\n{a_id} has been successfully stopped")),
        (call("fly-machine-list", app=app), ok([A1, B0])),
        (call("fly-machine-start", app=app, id=a_id), ok(f"{a_id} has been started")),
        (call("fly-scale-count", app=app, count=3, region="ams", process_group="app"),
         ok("App 'tern-api' is going to be scaled according to this plan:\n  +1 machines for group 'app' on region 'ams' of size 'shared-cpu-1x'\n"
            "Executing scale plan\n  Created e825d497f16e68 group:app region:ams size:shared-cpu-1x")),
        (call("fly-machine-list", app=app), ok([A2, B0, C])),
        (call("fly-logs", app=app, region="ams"), ok(logs)),
        (call("fly-scale-count", app=app, count=2, region="ams", process_group="app"),
         ok("App 'tern-api' is going to be scaled according to this plan:\n  -1 machines for group 'app' on region 'ams' of size 'shared-cpu-1x'\n"
            "Executing scale plan\n  Destroyed e825d497f16e68 group:app region:ams size:shared-cpu-1x")),
        (call("fly-machine-list", app=app), ok([A2, B0])),
    ]
    rs.add(TASK, "h66-mcp-08", system, turns)


# ---------------------------------------------------------------------------------------------------------
# 09  Linode Cloud Firewall rules (bad: a rule added by the rules update is missing on re-read)
# ---------------------------------------------------------------------------------------------------------

def t09(rs: RowSet) -> None:
    tools = [
        tool("list_firewalls", "List Cloud Firewalls (GET /networking/firewalls).", {"page": INT, "page_size": INT}, []),
        tool("get_firewall_rules", "Get the inbound/outbound rules of a firewall.", {"firewall_id": INT}, ["firewall_id"]),
        tool("update_firewall_rules", "Replace the full rule set of a firewall.",
             {"firewall_id": INT, "inbound": arr("", OBJ), "inbound_policy": S, "outbound": arr("", OBJ), "outbound_policy": S}, ["firewall_id"]),
        tool("list_firewall_devices", "List devices (Linodes, NodeBalancers) a firewall is assigned to.", {"firewall_id": INT}, ["firewall_id"]),
        tool("create_firewall_device", "Assign a firewall to a Linode or NodeBalancer.", {"firewall_id": INT, "id": INT, "type": S}, ["firewall_id", "id", "type"]),
    ]
    system = mcp_system("linode-mcp", "Linode/Akamai Cloud API v4 for account 'quillmark'", tools)
    fid = 902418

    def r(label: str, proto: str, ports: str | None, v4: list[str], v6: list[str], desc: str) -> dict[str, Any]:
        d: dict[str, Any] = {"action": "ACCEPT", "label": label, "description": desc, "protocol": proto,
                             "addresses": {"ipv4": v4, "ipv6": v6}}
        if ports is not None:
            d["ports"] = ports
        return d

    base_in = [
        r("allow-ssh-office", "TCP", "22", ["198.51.100.14/32", "198.51.100.15/32"], [], "SSH from Lisbon office NAT"),
        r("allow-web", "TCP", "80, 443", ["0.0.0.0/0"], ["::/0"], "public web traffic"),
        r("allow-icmp", "ICMP", None, ["0.0.0.0/0"], ["::/0"], "ping and PMTU"),
        r("allow-node-exporter", "TCP", "9100", ["192.168.128.0/17"], [], "prometheus scrape over VLAN"),
    ]
    graf = r("allow-grafana-vpn", "TCP", "3000", ["10.8.0.0/24"], [], "Grafana for WireGuard VPN clients")
    new_in = base_in[:3] + [graf] + base_in[3:]
    out = [r("allow-smtp-relay", "TCP", "587", ["172.105.66.20/32"], [], "outbound mail via relay only")]

    def rules(inbound: list[dict[str, Any]], version: int, fp: str) -> dict[str, Any]:
        return {"inbound": inbound, "inbound_policy": "DROP", "outbound": out, "outbound_policy": "ACCEPT", "fingerprint": fp, "version": version}

    rules7 = rules(base_in, 7, "4b1e9f27")
    rules8 = rules(new_in, 8, "c07a5d13")
    rules8_bad = rules(base_in, 8, "c07a5d13")

    def dev(did: int, eid: int, label: str, typ: str, created: str) -> dict[str, Any]:
        return {"id": did, "entity": {"id": eid, "label": label, "type": typ, "url": f"/v4/{'linode/instances' if typ == 'linode' else 'nodebalancers'}/{eid}"},
                "created": created, "updated": created}

    devs = [dev(1748203, 58211940, "qm-web-fra-1", "linode", "2024-04-09T12:31:06"),
            dev(1748204, 58211977, "qm-web-fra-2", "linode", "2024-04-09T12:31:06"),
            dev(1749561, 812044, "qm-nb-fra", "nodebalancer", "2024-04-22T08:02:49")]
    newdev = dev(2031877, 61938472, "qm-web-fra-3", "linode", "2025-03-06T16:47:52")

    def fw(rs_: dict[str, Any], updated: str, entities: list[dict[str, Any]]) -> dict[str, Any]:
        return {"id": fid, "label": "qm-edge-fra", "created": "2024-04-09T12:28:40", "updated": updated, "status": "enabled",
                "rules": dict(rs_), "tags": ["prod", "edge"], "entities": [d["entity"] for d in entities]}

    other = {"id": 877305, "label": "qm-db-private", "created": "2024-01-15T09:10:22", "updated": "2024-11-02T17:44:05", "status": "enabled",
             "rules": {"inbound": [r("allow-pg-from-web", "TCP", "5432", ["192.168.128.0/17"], [], "postgres from web VLAN")],
                       "inbound_policy": "DROP", "outbound": [], "outbound_policy": "ACCEPT", "fingerprint": "9ad2e650", "version": 3},
             "tags": ["prod", "db"], "entities": [{"id": 58212033, "label": "qm-pg-fra-1", "type": "linode", "url": "/v4/linode/instances/58212033"}]}
    turns = [
        (call("list_firewalls"), ok({"data": [fw(rules7, "2025-01-28T10:15:33", devs), other], "page": 1, "pages": 1, "results": 2})),
        (call("get_firewall_rules", firewall_id=fid), ok(rules7)),
        (call("update_firewall_rules", firewall_id=fid, inbound=new_in, inbound_policy="DROP", outbound=out, outbound_policy="ACCEPT"), ok(rules8)),
        (call("create_firewall_device", firewall_id=fid, id=61938472, type="linode"), ok(newdev)),
        (call("list_firewall_devices", firewall_id=fid), ok({"data": devs + [newdev], "page": 1, "pages": 1, "results": 4})),
        (call("get_firewall_rules", firewall_id=fid), ok(rules8_bad)),
        (call("list_firewalls", page=1, page_size=25),
         ok({"data": [fw(rules8, "2025-03-06T16:47:52", devs + [newdev]), other], "page": 1, "pages": 1, "results": 2})),
    ]
    rs.add(TASK, "h66-mcp-09", system, turns, bad=True, turn=6,
           kind="The rules update at turn 3 added inbound rule allow-grafana-vpn (TCP 3000 from 10.8.0.0/24) as version 8, but get_firewall_rules at turn 6 returns version 8 with the same fingerprint and no such rule; nothing removed it.")


# ---------------------------------------------------------------------------------------------------------
# 10  DigitalOcean load balancer targets and droplet power cycle (clean)
# ---------------------------------------------------------------------------------------------------------

def t10(rs: RowSet) -> None:
    tools = [
        tool("lb-get", "Get a load balancer by id.", {"LoadBalancerID": S}, ["LoadBalancerID"]),
        tool("lb-add-droplets", "Add droplets to a load balancer.", {"LoadBalancerID": S, "DropletIDs": arr("", INT)}, ["LoadBalancerID", "DropletIDs"]),
        tool("lb-remove-droplets", "Remove droplets from a load balancer.", {"LoadBalancerID": S, "DropletIDs": arr("", INT)}, ["LoadBalancerID", "DropletIDs"]),
        tool("lb-add-forwarding-rules", "Add forwarding rules.", {"LoadBalancerID": S, "ForwardingRules": arr("", OBJ)}, ["LoadBalancerID", "ForwardingRules"]),
        tool("droplet-power-cycle", "Power cycle a droplet.", {"ID": INT}, ["ID"]),
        tool("droplet-action-get", "Get a droplet action.", {"DropletID": INT, "ActionID": INT}, ["DropletID", "ActionID"]),
        tool("droplet-list", "List droplets, optionally by tag.", {"TagName": S, "Page": INT, "PerPage": INT}, []),
    ]
    system = mcp_system("digitalocean-mcp", "DigitalOcean API v2, team 'Brightwater Apps'", tools)
    lbid = "4de7ac8b-495b-4884-9a69-1050c6793cd6"
    fr_https = {"entry_protocol": "https", "entry_port": 443, "target_protocol": "http", "target_port": 8080,
                "certificate_id": "892071a0-bb95-49bc-8021-3afd67a210bf", "tls_passthrough": False}
    fr_http = {"entry_protocol": "http", "entry_port": 80, "target_protocol": "http", "target_port": 8080, "certificate_id": "", "tls_passthrough": False}

    def lb(droplets: list[int], rules: list[dict[str, Any]], status: str = "active") -> dict[str, Any]:
        return {"load_balancer": {
            "id": lbid, "name": "bw-web-lb", "ip": "146.190.204.33", "ipv6": "2604:a880:4:1d0::5b:e000", "size_unit": 2, "type": "REGIONAL",
            "algorithm": "round_robin", "status": status, "created_at": "2024-05-14T19:03:27Z", "forwarding_rules": rules,
            "health_check": {"protocol": "http", "port": 8080, "path": "/healthz", "check_interval_seconds": 10,
                             "response_timeout_seconds": 5, "healthy_threshold": 3, "unhealthy_threshold": 3},
            "sticky_sessions": {"type": "none"}, "region": {"name": "San Francisco 3", "slug": "sfo3", "available": True},
            "tag": "", "droplet_ids": droplets, "redirect_http_to_https": True, "enable_proxy_protocol": False,
            "enable_backend_keepalive": True, "http_idle_timeout_seconds": 60, "vpc_uuid": "c1e4b7a2-93d0-4f56-8a1b-2e6d9c0f7a35",
            "project_id": "7b5d2f80-1e3c-4a9b-b6d4-0f8a2c1e5d97", "disable_lets_encrypt_dns_records": False,
            "firewall": {"deny": [], "allow": ["cidr:0.0.0.0/0"]}, "network": "EXTERNAL", "network_stack": "IPV4"}}

    def action(aid: int, status: str, started: str, completed: str | None) -> dict[str, Any]:
        return {"action": {"id": aid, "status": status, "type": "power_cycle", "started_at": started, "completed_at": completed,
                           "resource_id": 412884301, "resource_type": "droplet", "region": {"name": "San Francisco 3", "slug": "sfo3", "available": True},
                           "region_slug": "sfo3"}}

    def droplet(did: int, name: str, ip: str, pip: str, created: str) -> dict[str, Any]:
        return {"id": did, "name": name, "memory": 4096, "vcpus": 2, "disk": 80, "locked": False, "status": "active",
                "created_at": created, "size_slug": "s-2vcpu-4gb", "features": ["monitoring", "droplet_agent", "private_networking"],
                "networks": {"v4": [{"ip_address": pip, "netmask": "255.255.240.0", "gateway": "", "type": "private"},
                                    {"ip_address": ip, "netmask": "255.255.240.0", "gateway": "164.92.64.1", "type": "public"}], "v6": []},
                "image": {"id": 174129855, "name": "24.04 (LTS) x64", "distribution": "Ubuntu", "slug": "ubuntu-24-04-x64"},
                "region": {"name": "San Francisco 3", "slug": "sfo3"}, "tags": ["bw-web"], "vpc_uuid": "c1e4b7a2-93d0-4f56-8a1b-2e6d9c0f7a35"}

    d1 = droplet(412884301, "bw-web-01", "164.92.71.18", "10.124.0.5", "2024-05-14T18:51:02Z")
    d2 = droplet(412884317, "bw-web-02", "164.92.77.240", "10.124.0.6", "2024-05-14T18:51:09Z")
    d3 = droplet(412902565, "bw-web-03", "164.92.85.103", "10.124.0.9", "2025-03-07T09:12:44Z")
    turns = [
        (call("lb-get", LoadBalancerID=lbid), ok(lb([412884301, 412884317], [fr_https]))),
        (call("lb-add-droplets", LoadBalancerID=lbid, DropletIDs=[412902565]),
         ok(f"Droplets [412902565] added to load balancer {lbid}")),
        (call("lb-get", LoadBalancerID=lbid), ok(lb([412884301, 412884317, 412902565], [fr_https]))),
        (call("droplet-power-cycle", ID=412884301), ok(action(2461930578, "in-progress", "2025-03-07T09:20:31Z", None))),
        (call("droplet-action-get", DropletID=412884301, ActionID=2461930578),
         ok(action(2461930578, "completed", "2025-03-07T09:20:31Z", "2025-03-07T09:20:52Z"))),
        (call("lb-remove-droplets", LoadBalancerID=lbid, DropletIDs=[412884317]),
         ok(f"Droplets [412884317] removed from load balancer {lbid}")),
        (call("lb-add-forwarding-rules", LoadBalancerID=lbid, ForwardingRules=[{"entry_protocol": "http", "entry_port": 80, "target_protocol": "http", "target_port": 8080}]),
         ok(f"Forwarding rules added to load balancer {lbid}")),
        (call("lb-get", LoadBalancerID=lbid), ok(lb([412884301, 412902565], [fr_https, fr_http]))),
        (call("droplet-list", TagName="bw-web", Page=1, PerPage=20),
         ok({"droplets": [d1, d2, d3], "links": {}, "meta": {"total": 3}})),
    ]
    rs.add(TASK, "h66-mcp-10", system, turns)


# ---------------------------------------------------------------------------------------------------------
# 11  AWS Route 53 record changes (bad: a later change is stamped before an earlier one)
# ---------------------------------------------------------------------------------------------------------

def t11(rs: RowSet) -> None:
    tools = [
        tool("list_resource_record_sets", "List record sets of a hosted zone (route53:ListResourceRecordSets).",
             {"hosted_zone_id": S, "start_record_name": S, "start_record_type": S, "max_items": INT}, ["hosted_zone_id"]),
        tool("change_resource_record_sets", "Submit a batch of CREATE/DELETE/UPSERT changes.",
             {"hosted_zone_id": S, "change_batch": OBJ}, ["hosted_zone_id", "change_batch"]),
        tool("get_change", "Get the status of a submitted change.", {"change_id": S}, ["change_id"]),
    ]
    system = mcp_system("aws-route53-mcp", "Amazon Route 53 in account 733019482651", tools)
    zid = "Z08417232ZQ9F4XKMN7LB"
    z = "pinecrest.health."
    ns = {"Name": z, "Type": "NS", "TTL": 172800, "ResourceRecords": [{"Value": "ns-1482.awsdns-57.org."}, {"Value": "ns-733.awsdns-27.net."},
                                                                      {"Value": "ns-1894.awsdns-44.co.uk."}, {"Value": "ns-211.awsdns-26.com."}]}
    soa = {"Name": z, "Type": "SOA", "TTL": 900, "ResourceRecords": [{"Value": "ns-1482.awsdns-57.org. awsdns-hostmaster.amazon.com. 1 7200 900 1209600 86400"}]}
    apex = {"Name": z, "Type": "A", "AliasTarget": {"HostedZoneId": "Z3AADJGX6KTTL2", "DNSName": "dualstack.pc-prod-alb-1408852213.us-east-2.elb.amazonaws.com.", "EvaluateTargetHealth": True}}
    mx = {"Name": z, "Type": "MX", "TTL": 3600, "ResourceRecords": [{"Value": "1 smtp.google.com."}]}
    txt_old = {"Name": z, "Type": "TXT", "TTL": 300, "ResourceRecords": [{"Value": "\"v=spf1 include:_spf.google.com include:amazonses.com ~all\""},
                                                                       {"Value": "\"google-site-verification=Qm3vT8rKx1ZpL5wN2yH7cB0dF9gJ4sA6eU3iO8tR1zY\""}]}
    txt_new = {"Name": z, "Type": "TXT", "TTL": 300, "ResourceRecords": [{"Value": "\"v=spf1 include:_spf.google.com include:amazonses.com ~all\""},
                                                                       {"Value": "\"google-site-verification=Qm3vT8rKx1ZpL5wN2yH7cB0dF9gJ4sA6eU3iO8tR1zY\""},
                                                                       {"Value": "\"atlassian-domain-verification=Hk2v9RbT5xq7WmZ3nL8cYd1Fp4Gs6Je0Au\""}]}
    api_old = {"Name": f"api.{z}", "Type": "A", "TTL": 300, "ResourceRecords": [{"Value": "3.139.44.201"}, {"Value": "18.191.72.15"}, {"Value": "3.22.150.87"}]}
    api_new = {"Name": f"api.{z}", "Type": "A", "TTL": 60, "ResourceRecords": [{"Value": "3.139.44.201"}, {"Value": "18.191.72.15"}]}
    dmarc = {"Name": f"_dmarc.{z}", "Type": "TXT", "TTL": 3600, "ResourceRecords": [{"Value": "\"v=DMARC1; p=reject; rua=mailto:dmarc-reports@pinecrest.health\""}]}
    portal = {"Name": f"portal.{z}", "Type": "CNAME", "TTL": 300, "ResourceRecords": [{"Value": "d3k8x1y2z7q4w9.cloudfront.net."}]}
    www = {"Name": f"www.{z}", "Type": "CNAME", "TTL": 300, "ResourceRecords": [{"Value": "pinecrest.health"}]}
    meta = {"ResponseMetadata": {"HTTPStatusCode": 200, "RetryAttempts": 0}}

    def listing(items: list[dict[str, Any]], trunc: bool = False, nxt: dict[str, str] | None = None, mi: str = "300") -> dict[str, Any]:
        d: dict[str, Any] = {"ResourceRecordSets": items, "IsTruncated": trunc, "MaxItems": mi}
        if nxt:
            d.update(nxt)
        d.update(meta)
        return d

    c1, c2 = "/change/C02781443HX8KQ7N1V5PZ", "/change/C09315627DPW3A4Y6XQ8E"
    cm1 = "CHG-4471 drop api node 3.22.150.87 (decommissioned), lower TTL"
    cm2 = "CHG-4473 add Atlassian domain verification"
    turns = [
        (call("list_resource_record_sets", hosted_zone_id=zid),
         ok(listing([apex, mx, ns, soa, txt_old, dmarc, api_old, portal, www]))),
        (call("change_resource_record_sets", hosted_zone_id=zid, change_batch={"Comment": cm1, "Changes": [{"Action": "UPSERT", "ResourceRecordSet": api_new}]}),
         ok({"ChangeInfo": {"Id": c1, "Status": "PENDING", "SubmittedAt": "2025-03-07T14:32:18.604000+00:00", "Comment": cm1}, **meta})),
        (call("get_change", change_id=c1),
         ok({"ChangeInfo": {"Id": c1, "Status": "INSYNC", "SubmittedAt": "2025-03-07T14:32:18.604000+00:00", "Comment": cm1}, **meta})),
        (call("list_resource_record_sets", hosted_zone_id=zid, start_record_name=f"api.{z}", start_record_type="A", max_items=2),
         ok(listing([api_new, portal], True, {"NextRecordName": f"www.{z}", "NextRecordType": "CNAME"}, "2"))),
        (call("change_resource_record_sets", hosted_zone_id=zid, change_batch={"Comment": cm2, "Changes": [
            {"Action": "DELETE", "ResourceRecordSet": txt_old}, {"Action": "CREATE", "ResourceRecordSet": txt_new}]}),
         ok({"ChangeInfo": {"Id": c2, "Status": "PENDING", "SubmittedAt": "2025-03-07T14:29:51.117000+00:00", "Comment": cm2}, **meta})),
        (call("get_change", change_id=c2),
         ok({"ChangeInfo": {"Id": c2, "Status": "INSYNC", "SubmittedAt": "2025-03-07T14:29:51.117000+00:00", "Comment": cm2}, **meta})),
        (call("list_resource_record_sets", hosted_zone_id=zid),
         ok(listing([apex, mx, ns, soa, txt_new, dmarc, api_new, portal, www]))),
    ]
    rs.add(TASK, "h66-mcp-11", system, turns, bad=True, turn=5,
           kind="The second change batch, submitted after change C02781443HX8KQ7N1V5PZ (SubmittedAt 14:32:18) had already gone INSYNC, reports SubmittedAt 14:29:51, earlier than the first; the clock went backwards.")


# ---------------------------------------------------------------------------------------------------------
# 12  Tailscale devices (clean: authorize, tag, rename, delete, lastSeen moving)
# ---------------------------------------------------------------------------------------------------------

def t12(rs: RowSet) -> None:
    tools = [
        tool("list_devices", "List devices in the tailnet.", {"fields": sd("default or all")}, []),
        tool("get_device", "Get one device.", {"deviceId": S, "fields": S}, ["deviceId"]),
        tool("authorize_device", "Authorize or deauthorize a device.", {"deviceId": S, "authorized": B}, ["deviceId", "authorized"]),
        tool("set_device_tags", "Replace the ACL tags of a device.", {"deviceId": S, "tags": arr()}, ["deviceId", "tags"]),
        tool("set_device_name", "Set the MagicDNS machine name of a device.", {"deviceId": S, "name": S}, ["deviceId", "name"]),
        tool("delete_device", "Remove a device from the tailnet.", {"deviceId": S}, ["deviceId"]),
    ]
    system = mcp_system("tailscale-mcp", "Tailscale API v2, tailnet hollowpine.org.github", tools)
    tn = "tail4e2a9.ts.net"

    def d(did: str, node: str, user: str, host: str, name: str, os_: str, ver: str, ips: list[str], created: str, last: str,
          expires: str, authorized: bool = True, tags: list[str] | None = None, kd: bool = False, upd: bool = False) -> dict[str, Any]:
        o: dict[str, Any] = {"addresses": ips, "id": did, "nodeId": node, "user": user, "name": f"{name}.{tn}", "hostname": host,
                             "clientVersion": ver, "updateAvailable": upd, "os": os_, "created": created,
                             "connectedToControl": True, "lastSeen": last, "keyExpiryDisabled": kd,
                             "expires": "0001-01-01T00:00:00Z" if kd else expires, "authorized": authorized, "isExternal": False,
                             "machineKey": "", "nodeKey": f"nodekey:{did[-6:]}5e1c0b7a93d4f28e61a0c5b3d9e7f2a4c8b1d6e0f3a5c7b9d2e4f6a8c0b1d",
                             "blocksIncomingConnections": False}
        if tags:
            o["tags"] = tags
        return o

    gw = d("6290311847502914", "nQ8ck2WXS311CNTRL", "tagged-devices", "gw-hetzner", "gw-hetzner", "linux", "1.80.2-t2c4d1e7a-g8f3b9d20",
           ["100.88.14.3", "fd7a:115c:a1e0::c301:e03"], "2024-03-19T10:02:44Z", "2025-03-07T15:40:11Z", "", tags=["tag:gateway", "tag:prod"], kd=True)
    nas = d("5718240096331457", "nZ3mR7TdP511CNTRL", "tagged-devices", "truenas", "truenas", "linux", "1.78.1-t7e2a9c0f-g1d4b6e83",
            ["100.101.77.40", "fd7a:115c:a1e0::6e01:4d28"], "2023-11-02T19:27:10Z", "2025-03-07T15:39:58Z", "", tags=["tag:storage"], kd=True, upd=True)
    lap = d("3041958267713306", "nK1pW4VbH711CNTRL", "marta@hollowpine.org", "Martas-MacBook-Pro", "martas-macbook-pro", "macOS", "1.80.2-t2c4d1e7a-g5a7e0c14",
            ["100.72.160.9", "fd7a:115c:a1e0::2b01:a009"], "2024-09-12T08:44:31Z", "2025-03-07T15:38:27Z", "2025-09-09T08:44:31Z")
    old = d("2849175530068821", "nH6tJ9XcE211CNTRL", "marta@hollowpine.org", "marta-thinkpad", "marta-thinkpad", "windows", "1.62.0-t5d1a8b3e9-g0c2f7d41",
            ["100.93.5.118", "fd7a:115c:a1e0::9f01:576"], "2023-05-30T13:10:05Z", "2024-06-28T17:02:46Z", "2024-11-26T13:10:05Z", upd=True)
    old["connectedToControl"] = False
    run0 = d("8817036652904471", "nT5bQ2LsM811CNTRL", "joel@hollowpine.org", "runner-7f3k2", "runner-7f3k2", "linux", "1.80.2-t2c4d1e7a-g8f3b9d20",
             ["100.116.42.77", "fd7a:115c:a1e0::4a01:2a4d"], "2025-03-07T15:31:09Z", "2025-03-07T15:40:02Z", "2025-09-03T15:31:09Z", authorized=False)
    run1 = copy.deepcopy(run0)
    run1.update({"authorized": True, "lastSeen": "2025-03-07T15:42:36Z"})
    run2 = copy.deepcopy(run1)
    run2.update({"tags": ["tag:ci"], "user": "tagged-devices", "keyExpiryDisabled": True, "expires": "0001-01-01T00:00:00Z", "lastSeen": "2025-03-07T15:43:05Z"})
    run3 = copy.deepcopy(run2)
    run3.update({"name": f"gh-runner-01.{tn}", "lastSeen": "2025-03-07T15:45:51Z"})
    gw2, nas2, lap2 = copy.deepcopy(gw), copy.deepcopy(nas), copy.deepcopy(lap)
    gw2["lastSeen"], nas2["lastSeen"], lap2["lastSeen"] = "2025-03-07T15:46:03Z", "2025-03-07T15:45:57Z", "2025-03-07T15:44:19Z"
    turns = [
        (call("list_devices"), ok({"devices": [gw, nas, lap, old, run0]})),
        (call("authorize_device", deviceId=run0["id"], authorized=True), ok(f"Device {run0['id']} authorized")),
        (call("get_device", deviceId=run0["id"]), ok(run1)),
        (call("set_device_tags", deviceId=run0["id"], tags=["tag:ci"]), ok(f"Tags for device {run0['id']} set to [tag:ci]")),
        (call("get_device", deviceId=run0["id"]), ok(run2)),
        (call("set_device_name", deviceId=run0["id"], name="gh-runner-01"), ok(f"Device {run0['id']} renamed to gh-runner-01.{tn}")),
        (call("delete_device", deviceId=old["id"]), ok(f"Device {old['id']} (marta-thinkpad.{tn}) deleted")),
        (call("list_devices"), ok({"devices": [gw2, nas2, lap2, run3]})),
    ]
    rs.add(TASK, "h66-mcp-12", system, turns)


# ---------------------------------------------------------------------------------------------------------
# 13  Scaleway Instances security group rules (bad: total_count does not follow a created rule)
# ---------------------------------------------------------------------------------------------------------

def t13(rs: RowSet) -> None:
    tools = [
        tool("instance_list_servers", "List Instances in a zone.", {"zone": S, "page": INT, "per_page": INT, "tags": S}, ["zone"]),
        tool("instance_get_server", "Get one Instance.", {"zone": S, "server_id": S}, ["zone", "server_id"]),
        tool("instance_server_action", "Run poweron, poweroff, reboot, backup or terminate on an Instance.", {"zone": S, "server_id": S, "action": S}, ["zone", "server_id", "action"]),
        tool("instance_list_security_group_rules", "List the rules of a security group.",
             {"zone": S, "security_group_id": S, "page": INT, "per_page": INT}, ["zone", "security_group_id"]),
        tool("instance_create_security_group_rule", "Create a rule in a security group.",
             {"zone": S, "security_group_id": S, "protocol": S, "direction": S, "action": S, "ip_range": S, "dest_port_from": INT,
              "dest_port_to": INT, "position": INT, "editable": B}, ["zone", "security_group_id", "protocol", "direction", "action", "ip_range"]),
    ]
    system = mcp_system("scaleway-mcp", "Scaleway API, organization 'Atelier Brume', project default", tools)
    zone = "fr-par-2"
    sg = "b3e81f4c-2d6a-4e97-9a15-0c7d8f2b6e43"

    def rule(rid: str, proto: str, direction: str, action: str, ipr: str, pf: int | None, pt: int | None, pos: int, editable: bool = True) -> dict[str, Any]:
        return {"id": rid, "protocol": proto, "direction": direction, "action": action, "ip_range": ipr,
                "dest_port_from": pf, "dest_port_to": pt, "position": pos, "editable": editable, "zone": zone}

    R = [
        rule("0f2c7a91-5b3e-4d80-a6c4-e19d27f53b08", "TCP", "inbound", "accept", "0.0.0.0/0", 443, None, 1),
        rule("6d4e1b28-9a7c-4f35-8e02-b5c3a1d97f64", "TCP", "inbound", "accept", "0.0.0.0/0", 80, None, 2),
        rule("a8c3f5e0-17d2-4b69-9c4e-2f6b8d0a31c7", "TCP", "inbound", "accept", "82.64.117.0/24", 22, None, 3),
        rule("3b9d06f7-e4a1-4c28-b7f5-91e2c0d64a83", "ICMP", "inbound", "accept", "0.0.0.0/0", None, None, 4),
        rule("e57a2c19-8f0b-4d63-a4e1-6c9b3f27d058", "TCP", "inbound", "accept", "10.64.0.0/16", 5432, None, 5),
        rule("c1f48b3d-06e7-49a2-85dc-7a0e2b9f4c61", "TCP", "outbound", "drop", "0.0.0.0/0", 25, None, 6),
    ]
    new = rule("7e0b5d23-c9a4-4f18-b61e-3d8f27ac9054", "TCP", "inbound", "accept", "10.64.0.0/16", 6443, None, 7)

    def server(sid: str, name: str, ip: str, state: str, mod: str, tags: list[str], created: str) -> dict[str, Any]:
        return {"id": sid, "name": name, "organization": "5a1c7e93-0b4d-4f28-9e61-c3a8d2f7b045", "project": "5a1c7e93-0b4d-4f28-9e61-c3a8d2f7b045",
                "allowed_actions": ["poweroff", "terminate", "reboot", "stop_in_place", "backup"] if state == "running" else ["poweron", "backup"],
                "tags": tags, "commercial_type": "PRO2-S", "creation_date": created, "dynamic_ip_required": False,
                "routed_ip_enabled": True, "enable_ipv6": False, "hostname": name, "image": {"id": "9c41e95b-add2-4ef8-b1b1-af8899748eda", "name": "Debian Bookworm", "arch": "x86_64"},
                "protected": False, "private_ip": None,
                "public_ips": [{"id": "a" + sid[1:], "address": ip, "dynamic": False, "gateway": "62.210.0.1", "netmask": "32", "family": "inet",
                                "provisioning_mode": "dhcp", "tags": [], "state": "attached"}],
                "mac_address": "de:00:00:6b:" + sid[:2] + ":" + sid[2:4], "modification_date": mod, "state": state, "location": {"zone_id": zone},
                "boot_type": "local", "volumes": {"0": {"id": "d" + sid[1:], "name": f"{name}-root", "volume_type": "sbs_volume", "size": 20000000000, "state": "in_use", "zone": zone}},
                "security_group": {"id": sg, "name": "brume-k3s"}, "maintenances": [], "state_detail": "booted" if state == "running" else "",
                "arch": "x86_64", "private_nics": [{"id": "f3c" + sid[3:], "private_network_id": "0b7e4c19-d2a5-4f83-96e1-a4c8d0f2b637", "server_id": sid,
                                                    "mac_address": "02:00:00:1a:" + sid[:2] + ":" + sid[2:4], "state": "available", "creation_date": created,
                                                    "modification_date": created, "zone": zone, "tags": [], "ipam_ip_ids": []}],
                "placement_group": None, "zone": zone, "filesystems": [], "end_of_service": False}

    s1 = server("2c7f91a4-8e35-4b0d-a6f2-d1c5e7b39a08", "brume-k3s-1", "51.159.176.42", "running", "2025-02-10T09:21:47.115302+00:00", ["k3s", "server"], "2024-11-04T14:06:12.603417+00:00")
    s2 = server("9b4e26d0-3f1a-4c87-b5e9-07d2a8c4f163", "brume-k3s-2", "51.159.181.7", "running", "2025-02-10T09:22:03.904281+00:00", ["k3s", "agent"], "2024-11-04T14:06:19.281905+00:00")
    s3 = server("5d08c3e7-a2b4-4f69-8e1d-c6f40b9e2a75", "brume-k3s-3", "51.159.183.119", "running", "2025-02-10T09:22:11.337640+00:00", ["k3s", "agent"], "2024-12-18T08:41:55.729013+00:00")
    s3b = copy.deepcopy(s3)
    s3b["modification_date"] = "2025-03-07T16:12:38.051976+00:00"
    turns = [
        (call("instance_list_servers", zone=zone, tags="k3s"), ok({"servers": [s1, s2, s3], "total_count": 3})),
        (call("instance_list_security_group_rules", zone=zone, security_group_id=sg), ok({"rules": R, "total_count": 6})),
        (call("instance_create_security_group_rule", zone=zone, security_group_id=sg, protocol="TCP", direction="inbound", action="accept",
              ip_range="10.64.0.0/16", dest_port_from=6443, position=7, editable=True), ok({"rule": new})),
        (call("instance_server_action", zone=zone, server_id=s3["id"], action="reboot"),
         ok({"task": {"id": "e4a9c07b-1f6d-4b32-8a5e-d9c2f3b7e018", "description": "server_reboot", "status": "pending",
                      "href_from": f"/servers/{s3['id']}/action", "href_result": f"/servers/{s3['id']}", "started_at": "2025-03-07T16:12:21.448903+00:00",
                      "terminated_at": None, "progress": 0, "zone": zone}})),
        (call("instance_list_security_group_rules", zone=zone, security_group_id=sg, page=1, per_page=5), ok({"rules": R[:5], "total_count": 6})),
        (call("instance_list_security_group_rules", zone=zone, security_group_id=sg, page=2, per_page=5), ok({"rules": [R[5], new], "total_count": 7})),
        (call("instance_get_server", zone=zone, server_id=s3["id"]), ok({"server": s3b})),
    ]
    rs.add(TASK, "h66-mcp-13", system, turns, bad=True, turn=5,
           kind="The security group had 6 rules (turn 2) and a 7th was created at turn 3, but the paged listing at turn 5 still reports total_count 6; no rule was deleted.")


# ---------------------------------------------------------------------------------------------------------
# 14  Azure NSG rules and VM deallocate/start (clean: etags change, power state cycles, rule created then deleted)
# ---------------------------------------------------------------------------------------------------------

def t14(rs: RowSet) -> None:
    tools = [
        tool("azure_nsg_rule_list", "List security rules of a network security group.", {"subscription": S, "resource_group": S, "nsg_name": S}, ["resource_group", "nsg_name"]),
        tool("azure_nsg_rule_create", "Create or replace a security rule.",
             {"resource_group": S, "nsg_name": S, "name": S, "priority": INT, "direction": S, "access": S, "protocol": S,
              "source_address_prefix": S, "destination_port_range": S, "description": S}, ["resource_group", "nsg_name", "name", "priority"]),
        tool("azure_nsg_rule_update", "Update fields of a security rule.",
             {"resource_group": S, "nsg_name": S, "name": S, "source_address_prefix": S, "destination_port_range": S, "description": S}, ["resource_group", "nsg_name", "name"]),
        tool("azure_nsg_rule_delete", "Delete a security rule.", {"resource_group": S, "nsg_name": S, "name": S}, ["resource_group", "nsg_name", "name"]),
        tool("azure_vm_power", "Start, stop, restart or deallocate a VM.", {"resource_group": S, "vm_name": S, "operation": S}, ["resource_group", "vm_name", "operation"]),
        tool("azure_vm_instance_view", "Get a VM's instance view (power state, statuses, agent).", {"resource_group": S, "vm_name": S}, ["resource_group", "vm_name"]),
    ]
    system = mcp_system("azure-mcp", "Azure Resource Manager, subscription 'Contoso-Payments-Prod' (8c2e4f71-9b3d-4a06-b5e8-1d7c0a9f3e62)", tools)
    sub = "8c2e4f71-9b3d-4a06-b5e8-1d7c0a9f3e62"
    rg, nsg = "rg-payments-weu", "nsg-pay-app"
    base = f"/subscriptions/{sub}/resourceGroups/{rg}/providers/Microsoft.Network/networkSecurityGroups/{nsg}/securityRules"

    def rule(name: str, prio: int, access: str, proto: str, src: str, port: str, desc: str, etag: str) -> dict[str, Any]:
        return {"access": access, "description": desc, "destinationAddressPrefix": "VirtualNetwork", "destinationAddressPrefixes": [],
                "destinationPortRange": port, "destinationPortRanges": [], "direction": "Inbound", "etag": f"W/\"{etag}\"",
                "id": f"{base}/{name}", "name": name, "priority": prio, "protocol": proto, "provisioningState": "Succeeded",
                "resourceGroup": rg, "sourceAddressPrefix": src, "sourceAddressPrefixes": [], "sourcePortRange": "*", "sourcePortRanges": [],
                "type": "Microsoft.Network/networkSecurityGroups/securityRules"}

    e1, e2, e3, e4 = ("5f1c8a2e-3b7d-4e90-a6c4-d0e2f9b18c73", "a93d0e57-2c1b-4f68-8e4d-7b5c2a1f06e9",
                      "1e7b4c90-d6a3-4582-9f0e-c3a8b5d27e14", "c08f2d61-7a4e-4b3c-91d5-e6b0a2f47c38")
    https = ("AllowHttpsFromAppGw", 100, "Allow", "Tcp", "10.40.0.0/27", "443", "App Gateway subnet to app tier")
    ssh = ("AllowSshFromBastion", 110, "Allow", "Tcp", "10.40.1.0/26", "22", "Azure Bastion subnet")
    ssh2 = ("AllowSshFromBastion", 110, "Allow", "Tcp", "10.40.2.0/26", "22", "Azure Bastion subnet (new bastion vnet range)")
    deny = ("DenyAllOtherInbound", 4000, "Deny", "*", "*", "*", "explicit deny before defaults")
    prom = ("AllowPrometheusScrape", 120, "Allow", "Tcp", "10.40.8.0/24", "9100", "monitoring subnet node exporter")

    def lst(rows: list[tuple[Any, ...]], etag: str) -> list[dict[str, Any]]:
        return [rule(*r, etag) for r in rows]

    def iv(power: str, code: str, t: str, agent: bool) -> dict[str, Any]:
        st = [{"code": "ProvisioningState/succeeded", "displayStatus": "Provisioning succeeded", "level": "Info", "time": t},
              {"code": code, "displayStatus": power, "level": "Info"}]
        d: dict[str, Any] = {"computerName": "vm-pay-api-01", "osName": "ubuntu", "osVersion": "22.04", "hyperVGeneration": "V2",
                             "disks": [{"name": "vm-pay-api-01_OsDisk_1_7e3a9c2d40b14f6e8a51c0d2b7f39e84",
                                        "statuses": [{"code": "ProvisioningState/succeeded", "displayStatus": "Provisioning succeeded", "level": "Info", "time": t}]}],
                             "statuses": st}
        if agent:
            d["vmAgent"] = {"vmAgentVersion": "2.12.0.2", "statuses": [{"code": "ProvisioningState/succeeded", "displayStatus": "Ready", "level": "Info",
                                                                       "message": "Guest Agent is running", "time": "2025-03-07T17:24:40+00:00"}]}
        return d

    turns = [
        (call("azure_nsg_rule_list", subscription=sub, resource_group=rg, nsg_name=nsg), ok(lst([https, ssh, deny], e1))),
        (call("azure_nsg_rule_create", resource_group=rg, nsg_name=nsg, name="AllowPrometheusScrape", priority=120, direction="Inbound", access="Allow",
              protocol="Tcp", source_address_prefix="10.40.8.0/24", destination_port_range="9100", description="monitoring subnet node exporter"),
         ok(rule(*prom, e2))),
        (call("azure_nsg_rule_update", resource_group=rg, nsg_name=nsg, name="AllowSshFromBastion", source_address_prefix="10.40.2.0/26",
              description="Azure Bastion subnet (new bastion vnet range)"), ok(rule(*ssh2, e3))),
        (call("azure_nsg_rule_list", subscription=sub, resource_group=rg, nsg_name=nsg), ok(lst([https, ssh2, prom, deny], e3))),
        (call("azure_vm_power", resource_group=rg, vm_name="vm-pay-api-01", operation="deallocate"),
         ok({"endTime": "2025-03-07T17:21:58.6310442+00:00", "name": "0d9c7e21-4b6a-4f35-8d02-a1e7c3b59f84", "startTime": "2025-03-07T17:21:12.2047719+00:00", "status": "Succeeded"})),
        (call("azure_vm_instance_view", resource_group=rg, vm_name="vm-pay-api-01"),
         ok(iv("VM deallocated", "PowerState/deallocated", "2025-03-07T17:21:58.6153817+00:00", False))),
        (call("azure_vm_power", resource_group=rg, vm_name="vm-pay-api-01", operation="start"),
         ok({"endTime": "2025-03-07T17:23:49.0427381+00:00", "name": "6a2f0b83-9e1d-4c57-b3a8-e0d4c7f21b96", "startTime": "2025-03-07T17:23:05.8813520+00:00", "status": "Succeeded"})),
        (call("azure_vm_instance_view", resource_group=rg, vm_name="vm-pay-api-01"),
         ok(iv("VM running", "PowerState/running", "2025-03-07T17:23:49.0271906+00:00", True))),
        (call("azure_nsg_rule_delete", resource_group=rg, nsg_name=nsg, name="AllowPrometheusScrape"),
         ok({"status": "Succeeded", "message": f"Security rule 'AllowPrometheusScrape' deleted from '{nsg}'"})),
        (call("azure_nsg_rule_list", subscription=sub, resource_group=rg, nsg_name=nsg), ok(lst([https, ssh2, deny], e4))),
    ]
    rs.add(TASK, "h66-mcp-14", system, turns)


# ---------------------------------------------------------------------------------------------------------
# 15  Pulumi Cloud stack rename then update (bad: the renamed stack listed under its old name)
# ---------------------------------------------------------------------------------------------------------

def t15(rs: RowSet) -> None:
    tools = [
        tool("pulumi_list_stacks", "List stacks, optionally filtered by organization and project.", {"organization": S, "project": S}, []),
        tool("pulumi_get_stack", "Get a stack's details.", {"organization": S, "project": S, "stack": S}, ["organization", "project", "stack"]),
        tool("pulumi_rename_stack", "Rename a stack (within the same project or to another one).", {"organization": S, "project": S, "stack": S, "newName": S}, ["organization", "project", "stack", "newName"]),
        tool("pulumi_up", "Run `pulumi up --yes` for a stack in the configured workspace and return the summary.", {"stack": S, "message": S}, ["stack"]),
        tool("pulumi_get_stack_outputs", "Get a stack's outputs from its latest checkpoint.", {"organization": S, "project": S, "stack": S}, ["organization", "project", "stack"]),
        tool("pulumi_list_updates", "List a stack's update history.", {"organization": S, "project": S, "stack": S, "pageSize": INT}, ["organization", "project", "stack"]),
    ]
    system = mcp_system("pulumi-mcp-server", "Pulumi Cloud, organization 'fernhill', project 'web-platform' in ./infra", tools)
    org, proj = "fernhill", "web-platform"
    stacks0 = [{"orgName": org, "projectName": proj, "stackName": "dev", "lastUpdate": 1741263811, "resourceCount": 38},
               {"orgName": org, "projectName": proj, "stackName": "prod", "lastUpdate": 1740991502, "resourceCount": 57},
               {"orgName": org, "projectName": proj, "stackName": "staging", "lastUpdate": 1741173046, "resourceCount": 41}]
    stack = {"orgName": org, "projectName": proj, "stackName": "staging", "currentOperation": None, "activeUpdate": "9d3e5b17-2a8c-4f60-b4e1-07c6a9d2f385",
             "tags": {"pulumi:project": proj, "pulumi:runtime": "nodejs", "pulumi:description": "Fernhill web platform", "gitHub:owner": "fernhill",
                      "gitHub:repo": "web-platform", "vcs:kind": "github.com", "vcs:owner": "fernhill", "vcs:repo": "web-platform", "team": "web"},
             "version": 58, "config": {"environment": {"imports": ["web-platform/staging-secrets"]}, "secretsProvider": "service"}}
    upd = [{"info": {"kind": "update", "startTime": 1741173001, "message": "bump node pool to n2-standard-4", "environment": {"git.head": "4be70c2", "exec.kind": "cli", "git.dirty": "false"},
                     "config": {}, "result": "succeeded", "endTime": 1741173046, "version": 58, "resourceChanges": {"same": 39, "update": 2}},
            "updateID": "9d3e5b17-2a8c-4f60-b4e1-07c6a9d2f385", "githubCommitInfo": None, "version": 58, "latestVersion": 58, "requestedBy": {"name": "Ines Duarte", "githubLogin": "ines-d"}},
           {"info": {"kind": "update", "startTime": 1740755920, "message": "add Cloud Armor policy", "environment": {"git.head": "91ac3f8", "exec.kind": "cli", "git.dirty": "false"},
                     "config": {}, "result": "succeeded", "endTime": 1740756011, "version": 57, "resourceChanges": {"same": 38, "create": 2, "update": 1}},
            "updateID": "f2a6c481-7d03-4e9b-85a2-c1e8d4b0f637", "githubCommitInfo": None, "version": 57, "latestVersion": 58, "requestedBy": {"name": "Ines Duarte", "githubLogin": "ines-d"}}]
    up_out = """Updating (staging-eu)

View in Browser (Ctrl+O): https://app.pulumi.com/fernhill/web-platform/staging-eu/updates/59

     Type                                   Name                          Status              Info
     pulumi:pulumi:Stack                    web-platform-staging-eu
 ~   ├─ gcp:cloudrun:Service                web-api                       updated (18s)       [diff: ~template]
 +   ├─ gcp:storage:Bucket                  web-assets-eu                 created (2s)
 ~   └─ gcp:compute:BackendService          web-backend                   updated (11s)       [diff: ~backends]

Outputs:
    apiUrl        : "https://web-api-stg-6kq2z8xw4a-ew.a.run.app"
  + assetsBucket  : "web-assets-eu-3f91c7"
    lbIp          : "34.120.77.195"
    nodePoolName  : "np-staging-n2s4"

Resources:
    + 1 created
    ~ 2 updated
    3 changes. 39 unchanged

Duration: 41s
"""
    stacks1 = [{"orgName": org, "projectName": proj, "stackName": "dev", "lastUpdate": 1741263811, "resourceCount": 38},
               {"orgName": org, "projectName": proj, "stackName": "prod", "lastUpdate": 1740991502, "resourceCount": 57},
               {"orgName": org, "projectName": proj, "stackName": "staging", "lastUpdate": 1741361720, "resourceCount": 42}]
    turns = [
        (call("pulumi_list_stacks", organization=org, project=proj), ok({"stacks": stacks0, "continuationToken": None})),
        (call("pulumi_get_stack", organization=org, project=proj, stack="staging"), ok(stack)),
        (call("pulumi_list_updates", organization=org, project=proj, stack="staging", pageSize=2),
         ok({"updates": upd, "itemsPerPage": 2, "total": 58})),
        (call("pulumi_rename_stack", organization=org, project=proj, stack="staging", newName="staging-eu"),
         ok(f"Stack '{org}/{proj}/staging' renamed to '{org}/{proj}/staging-eu'")),
        (call("pulumi_up", stack=f"{org}/{proj}/staging-eu", message="add EU assets bucket, new api revision"), ok(up_out)),
        (call("pulumi_list_stacks", organization=org, project=proj), ok({"stacks": stacks1, "continuationToken": None})),
        (call("pulumi_get_stack_outputs", organization=org, project=proj, stack="staging-eu"),
         ok({"apiUrl": "https://web-api-stg-6kq2z8xw4a-ew.a.run.app", "assetsBucket": "web-assets-eu-3f91c7",
             "lbIp": "34.120.77.195", "nodePoolName": "np-staging-n2s4"})),
    ]
    rs.add(TASK, "h66-mcp-15", system, turns, bad=True, turn=6,
           kind="The stack was renamed from staging to staging-eu at turn 4 (and updated as staging-eu at turn 5), yet list_stacks at turn 6 shows it under the old name staging with the new update time and resource count.")


# ---------------------------------------------------------------------------------------------------------
# 16  Google Cloud Compute firewall and instances (clean: long-running operations, new VM, stop, rule swap)
# ---------------------------------------------------------------------------------------------------------

def t16(rs: RowSet) -> None:
    tools = [
        tool("compute_firewalls_list", "List VPC firewall rules of the project.", {"project": S, "filter": S}, ["project"]),
        tool("compute_firewalls_insert", "Create a VPC firewall rule.", {"project": S, "firewall": OBJ}, ["project", "firewall"]),
        tool("compute_firewalls_delete", "Delete a VPC firewall rule.", {"project": S, "firewall": S}, ["project", "firewall"]),
        tool("compute_instances_list", "List instances in a zone.", {"project": S, "zone": S, "filter": S}, ["project", "zone"]),
        tool("compute_instances_insert", "Create an instance from a template.", {"project": S, "zone": S, "name": S, "sourceInstanceTemplate": S}, ["project", "zone", "name"]),
        tool("compute_instances_stop", "Stop an instance.", {"project": S, "zone": S, "instance": S}, ["project", "zone", "instance"]),
        tool("compute_operations_get", "Get a global or zonal operation.", {"project": S, "zone": S, "operation": S}, ["project", "operation"]),
    ]
    system = mcp_system("gcp-compute-mcp", "Google Compute Engine API v1, project 'orchard-retail-prod'", tools)
    pj_ = "orchard-retail-prod"
    api = f"https://www.googleapis.com/compute/v1/projects/{pj_}"

    def fw(fid: str, name: str, prio: int, src: list[str], allowed: list[dict[str, Any]], tags: list[str], created: str, desc: str) -> dict[str, Any]:
        return {"kind": "compute#firewall", "id": fid, "creationTimestamp": created, "name": name, "description": desc,
                "network": f"{api}/global/networks/prod-vpc", "priority": prio, "sourceRanges": src, "targetTags": tags,
                "allowed": allowed, "direction": "INGRESS", "logConfig": {"enable": False}, "disabled": False,
                "selfLink": f"{api}/global/firewalls/{name}"}

    F = [
        fw("4418920376512098815", "allow-iap-ssh", 1000, ["35.235.240.0/20"], [{"IPProtocol": "tcp", "ports": ["22"]}], ["web", "worker"], "2023-10-02T03:14:55.201-07:00", "IAP TCP forwarding"),
        fw("7731560842295514201", "allow-lb-https", 1000, ["0.0.0.0/0"], [{"IPProtocol": "tcp", "ports": ["443"]}], ["web"], "2023-10-02T03:15:21.664-07:00", ""),
        fw("2209347158803316470", "allow-legacy-8000", 1100, ["10.132.0.0/20"], [{"IPProtocol": "tcp", "ports": ["8000"]}], ["web"], "2024-01-17T09:40:02.918-08:00", "old admin UI, remove after 2025-03"),
        fw("9065213487720941326", "deny-all-ingress", 65000, ["0.0.0.0/0"], [], [], "2023-10-02T03:16:08.037-07:00", "default deny"),
    ]
    del F[3]["allowed"]
    F[3]["denied"] = [{"IPProtocol": "all"}]
    hc = fw("1573028864190327745", "allow-google-health-checks", 900, ["35.191.0.0/16", "130.211.0.0/22"], [{"IPProtocol": "tcp", "ports": ["8080"]}], ["web"],
            "2025-03-07T06:02:19.487-08:00", "GFE health checks to web on 8080")

    def op(oid: str, name: str, optype: str, target: str, target_id: str, status: str, progress: int, ins: str, start: str,
           end: str | None, zone: str | None = None) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": "compute#operation", "id": oid, "name": name, "operationType": optype,
                             "targetLink": target, "targetId": target_id, "status": status, "user": "svc-infra-mcp@orchard-retail-prod.iam.gserviceaccount.com",
                             "progress": progress, "insertTime": ins, "startTime": start,
                             "selfLink": (f"{api}/zones/{zone}/operations/{name}" if zone else f"{api}/global/operations/{name}")}
        if end:
            d["endTime"] = end
        if zone:
            d["zone"] = f"{api}/zones/{zone}"
        return d

    zone = "europe-west1-b"

    def vm(vid: str, name: str, status: str, ip: str, created: str, last_start: str, last_stop: str | None = None) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": "compute#instance", "id": vid, "creationTimestamp": created, "name": name, "tags": {"items": ["web"], "fingerprint": "8hq2ZQ4X1jA="},
                             "machineType": f"{api}/zones/{zone}/machineTypes/e2-standard-2", "status": status, "zone": f"{api}/zones/{zone}",
                             "networkInterfaces": [{"network": f"{api}/global/networks/prod-vpc", "subnetwork": f"{api}/regions/europe-west1/subnetworks/prod-euw1",
                                                    "networkIP": ip, "name": "nic0", "stackType": "IPV4_ONLY", "nicType": "GVNIC"}],
                             "labels": {"app": "web", "env": "prod"}, "lastStartTimestamp": last_start,
                             "scheduling": {"onHostMaintenance": "MIGRATE", "automaticRestart": True, "preemptible": False, "provisioningModel": "STANDARD"},
                             "cpuPlatform": "Intel Broadwell" if status == "RUNNING" else "Unknown CPU Platform",
                             "selfLink": f"{api}/zones/{zone}/instances/{name}"}
        if last_stop:
            d["lastStopTimestamp"] = last_stop
        return d

    w1 = vm("6120937745180042286", "web-1", "RUNNING", "10.132.0.11", "2024-06-11T02:31:40.118-07:00", "2025-02-03T01:12:07.552-08:00")
    w2 = vm("3387715029964108173", "web-2", "RUNNING", "10.132.0.12", "2024-06-11T02:31:41.905-07:00", "2025-02-03T01:12:09.031-08:00")
    w3 = vm("8854012669307245519", "web-3", "RUNNING", "10.132.0.19", "2025-03-07T06:05:33.296-08:00", "2025-03-07T06:05:44.710-08:00")
    w1s = vm("6120937745180042286", "web-1", "TERMINATED", "10.132.0.11", "2024-06-11T02:31:40.118-07:00", "2025-02-03T01:12:07.552-08:00", "2025-03-07T06:09:58.164-08:00")
    fwl = {"kind": "compute#firewallList", "id": f"projects/{pj_}/global/firewalls", "selfLink": f"{api}/global/firewalls"}
    il = {"kind": "compute#instanceList", "id": f"projects/{pj_}/zones/{zone}/instances", "selfLink": f"{api}/zones/{zone}/instances"}
    o1 = "operation-1741356138911-62fc1a0d3e8b4-5c7d2e91-a4f30b68"
    o2 = "operation-1741356332507-62fc1ac6a19d2-0e3b7f54-d81c29a6"
    o3 = "operation-1741356543177-62fc1b8fe2c37-9a4d01e6-b7c35f12"
    o4 = "operation-1741356641309-62fc1bed6a7f1-3c8e27b0-51d9fa43"
    turns = [
        (call("compute_firewalls_list", project=pj_, filter="network=\"prod-vpc\""), ok({**fwl, "items": F})),
        (call("compute_firewalls_insert", project=pj_, firewall={"name": "allow-google-health-checks", "network": "global/networks/prod-vpc", "priority": 900,
                                                                 "sourceRanges": ["35.191.0.0/16", "130.211.0.0/22"], "targetTags": ["web"],
                                                                 "allowed": [{"IPProtocol": "tcp", "ports": ["8080"]}], "description": "GFE health checks to web on 8080"}),
         ok(op("1573028864190327746", o1, "insert", f"{api}/global/firewalls/allow-google-health-checks",
               "1573028864190327745", "RUNNING", 0, "2025-03-07T06:02:19.204-08:00", "2025-03-07T06:02:19.487-08:00", None))),
        (call("compute_operations_get", project=pj_, operation=o1),
         ok(op("1573028864190327746", o1, "insert", f"{api}/global/firewalls/allow-google-health-checks",
               "1573028864190327745", "DONE", 100, "2025-03-07T06:02:19.204-08:00", "2025-03-07T06:02:19.487-08:00", "2025-03-07T06:02:31.805-08:00"))),
        (call("compute_instances_insert", project=pj_, zone=zone, name="web-3", sourceInstanceTemplate="global/instanceTemplates/web-tmpl-v14"),
         ok(op("2749016632285519070", o2, "insert", f"{api}/zones/{zone}/instances/web-3",
               "8854012669307245519", "RUNNING", 0, "2025-03-07T06:05:32.902-08:00", "2025-03-07T06:05:33.296-08:00", None, zone))),
        (call("compute_operations_get", project=pj_, zone=zone, operation=o2),
         ok(op("2749016632285519070", o2, "insert", f"{api}/zones/{zone}/instances/web-3",
               "8854012669307245519", "DONE", 100, "2025-03-07T06:05:32.902-08:00", "2025-03-07T06:05:33.296-08:00", "2025-03-07T06:05:47.118-08:00", zone))),
        (call("compute_instances_list", project=pj_, zone=zone, filter="labels.app=web"), ok({**il, "items": [w1, w2, w3]})),
        (call("compute_instances_stop", project=pj_, zone=zone, instance="web-1"),
         ok(op("5093318720046671932", o3, "stop", f"{api}/zones/{zone}/instances/web-1",
               "6120937745180042286", "RUNNING", 0, "2025-03-07T06:09:03.580-08:00", "2025-03-07T06:09:03.914-08:00", None, zone))),
        (call("compute_instances_list", project=pj_, zone=zone, filter="labels.app=web"), ok({**il, "items": [w1s, w2, w3]})),
        (call("compute_firewalls_delete", project=pj_, firewall="allow-legacy-8000"),
         ok(op("6612447093381150094", o4, "delete", f"{api}/global/firewalls/allow-legacy-8000",
               "2209347158803316470", "RUNNING", 0, "2025-03-07T06:10:41.466-08:00", "2025-03-07T06:10:41.702-08:00", None))),
        (call("compute_operations_get", project=pj_, operation=o4),
         ok(op("6612447093381150094", o4, "delete", f"{api}/global/firewalls/allow-legacy-8000",
               "2209347158803316470", "DONE", 100, "2025-03-07T06:10:41.466-08:00", "2025-03-07T06:10:41.702-08:00", "2025-03-07T06:10:52.339-08:00"))),
        (call("compute_firewalls_list", project=pj_, filter="network=\"prod-vpc\""), ok({**fwl, "items": [hc, F[0], F[1], F[3]]})),
    ]
    rs.add(TASK, "h66-mcp-16", system, turns)


# ---------------------------------------------------------------------------------------------------------
# 17  Consul node maintenance (bad: maintenance mode disappears with nothing disabling it)
# ---------------------------------------------------------------------------------------------------------

def t17(rs: RowSet) -> None:
    tools = [
        tool("consul_health_service", "Health of the instances of a service (GET /v1/health/service/:service).", {"service": S, "passing": B, "dc": S}, ["service"]),
        tool("consul_health_node", "Checks registered on a node (GET /v1/health/node/:node).", {"node": S, "dc": S}, ["node"]),
        tool("consul_node_maintenance", "Enable or disable node maintenance mode on an agent.", {"node": S, "enable": B, "reason": S}, ["node", "enable"]),
        tool("consul_kv_put", "Write a KV entry.", {"key": S, "value": S, "cas": INT}, ["key", "value"]),
        tool("consul_kv_get", "Read a KV entry.", {"key": S, "recurse": B}, ["key"]),
    ]
    system = mcp_system("consul-mcp", "Consul 1.20 cluster, datacenter dc-ams1", tools)

    nodes = {"pay-01": ("c41f8e27-03a9-4d6b-b5e2-79d0a1c3f684", "10.30.4.11", 1184, 1184),
             "pay-02": ("6a9d2b05-f17e-4c38-8e40-2b5c7d9a13ef", "10.30.4.12", 1191, 1191),
             "pay-03": ("e02b7c94-5d81-4fa3-a6c9-d13e8f4b2072", "10.30.4.13", 1203, 1203)}

    def nodeobj(name: str) -> dict[str, Any]:
        nid, ip, ci, mi = nodes[name]
        return {"ID": nid, "Node": name, "Address": ip, "Datacenter": "dc-ams1",
                "TaggedAddresses": {"lan": ip, "lan_ipv4": ip, "wan": ip, "wan_ipv4": ip},
                "Meta": {"consul-network-segment": "", "consul-version": "1.20.2", "rack": "r" + name[-1]}, "CreateIndex": ci, "ModifyIndex": mi}

    def svc(node: str) -> dict[str, Any]:
        ip, ci = nodes[node][1], nodes[node][2] + 6
        return {"ID": f"payments-api-{node[-2:]}", "Service": "payments-api", "Tags": ["v3", "grpc", "prod"], "Address": ip,
                "TaggedAddresses": {"lan_ipv4": {"Address": ip, "Port": 8443}, "wan_ipv4": {"Address": ip, "Port": 8443}},
                "Meta": {"version": "3.14.1"}, "Port": 8443, "Weights": {"Passing": 1, "Warning": 1}, "EnableTagOverride": False,
                "Proxy": {"Mode": "", "MeshGateway": {}, "Expose": {}}, "Connect": {}, "PeerName": "", "CreateIndex": ci, "ModifyIndex": ci}

    def chk(node: str, cid: str, name: str, status: str, output: str, notes: str = "", service: bool = False, ci: int = 0, mi: int = 0) -> dict[str, Any]:
        return {"Node": node, "CheckID": cid, "Name": name, "Status": status, "Notes": notes, "Output": output,
                "ServiceID": f"payments-api-{node[-2:]}" if service else "", "ServiceName": "payments-api" if service else "",
                "ServiceTags": ["v3", "grpc", "prod"] if service else [], "Type": "http" if service else "",
                "Interval": "10s" if service else "", "Timeout": "2s" if service else "", "ExposedPort": 0, "Definition": {},
                "CreateIndex": ci, "ModifyIndex": mi}

    def serf(node: str) -> dict[str, Any]:
        ci = nodes[node][2]
        return chk(node, "serfHealth", "Serf Health Status", "passing", "Agent alive and reachable", ci=ci, mi=ci)

    def hc(node: str) -> dict[str, Any]:
        ip, ci = nodes[node][1], nodes[node][2]
        return chk(node, f"service:payments-api-{node[-2:]}", "HTTP health payments-api", "passing",
                   f"HTTP GET https://{ip}:8443/healthz: 200 OK Output: {{\"status\":\"ok\",\"db\":\"ok\",\"ledger\":\"ok\"}}", service=True, ci=ci + 6, mi=ci + 7)

    maint = chk("pay-02", "_node_maintenance", "Node Maintenance Mode", "critical", "",
                notes="kernel patch CHG-5512 (drain before reboot)", ci=48213, mi=48213)

    def entry(node: str) -> dict[str, Any]:
        return {"Node": nodeobj(node), "Service": svc(node), "Checks": [serf(node), hc(node)]}

    kv_val = "eyJsZWRnZXJfdjIiOnRydWUsInNjYV9leGVtcHRpb25zIjpmYWxzZSwicmF0ZV9saW1pdF9ycHMiOjQwMH0="
    turns = [
        (call("consul_health_service", service="payments-api", dc="dc-ams1"), ok([entry("pay-01"), entry("pay-02"), entry("pay-03")])),
        (call("consul_node_maintenance", node="pay-02", enable=True, reason="kernel patch CHG-5512 (drain before reboot)"),
         ok("Node maintenance is now enabled on pay-02")),
        (call("consul_health_node", node="pay-02"), ok([serf("pay-02"), maint, hc("pay-02")])),
        (call("consul_health_service", service="payments-api", passing=True, dc="dc-ams1"), ok([entry("pay-01"), entry("pay-03")])),
        (call("consul_kv_put", key="config/payments-api/flags", value="{\"ledger_v2\":true,\"sca_exemptions\":false,\"rate_limit_rps\":400}"), ok("true")),
        (call("consul_kv_get", key="config/payments-api/flags"),
         ok([{"LockIndex": 0, "Key": "config/payments-api/flags", "Flags": 0, "Value": kv_val, "CreateIndex": 20417, "ModifyIndex": 48229}])),
        (call("consul_health_node", node="pay-02"), ok([serf("pay-02"), hc("pay-02")])),
        (call("consul_health_service", service="payments-api", passing=True, dc="dc-ams1"), ok([entry("pay-01"), entry("pay-03")])),
    ]
    rs.add(TASK, "h66-mcp-17", system, turns, bad=True, turn=7,
           kind="Node maintenance was enabled on pay-02 at turn 2 (the _node_maintenance critical check shows at turn 3), but health of pay-02 at turn 7 has no maintenance check and all passing, although maintenance was never disabled.")


# ---------------------------------------------------------------------------------------------------------
# 18  Vercel env vars and production redeploy (clean: build states advance, new current deployment)
# ---------------------------------------------------------------------------------------------------------

def t18(rs: RowSet) -> None:
    tools = [
        tool("list_deployments", "List deployments of a project, newest first.", {"projectId": S, "teamId": S, "limit": INT, "target": S}, ["projectId"]),
        tool("get_deployment", "Get a deployment by id or URL.", {"idOrUrl": S, "teamId": S}, ["idOrUrl"]),
        tool("redeploy", "Create a new deployment from an existing one's source.", {"deploymentId": S, "target": S, "teamId": S}, ["deploymentId"]),
        tool("list_env_vars", "List environment variables of a project.", {"projectId": S, "teamId": S}, ["projectId"]),
        tool("create_env_var", "Create an environment variable.", {"projectId": S, "key": S, "value": S, "type": S, "target": arr()}, ["projectId", "key", "value", "target"]),
        tool("delete_env_var", "Delete an environment variable by id.", {"projectId": S, "envId": S}, ["projectId", "envId"]),
    ]
    system = mcp_system("vercel-mcp", "Vercel REST API, team 'lumen' (team_9cQ2xV7mK4pL8nR3tW6yB1zD)", tools)
    team, proj = "team_9cQ2xV7mK4pL8nR3tW6yB1zD", "prj_Zt4Kq8mW2cX9vB6nL1rY5hJ3"
    creator = {"uid": "Qe7rT2yU9iO4pA1sD6fG3hJ8", "email": "rafa@lumen.dev", "username": "rafa-lumen", "githubLogin": "rafa-l"}
    C_id = "dpl_8Vn3Kc7QxR2mT5bW9yZ4pL1hJ6dF"

    def dep(uid: str, url: str, state: str, target: str | None, created: int, building: int | None, ready: int | None, sha: str, msg: str,
            ref: str = "main", alias_assigned: int | None = None, aliases: list[str] | None = None) -> dict[str, Any]:
        d: dict[str, Any] = {"uid": uid, "name": "lumen-docs", "url": url, "created": created, "source": "redeploy" if uid == C_id else "git",
                             "state": state, "readyState": state, "type": "LAMBDAS", "creator": creator,
                             "inspectorUrl": f"https://vercel.com/lumen/lumen-docs/{uid[4:]}",
                             "meta": {"githubCommitAuthorName": "Rafa Monteiro", "githubCommitMessage": msg, "githubCommitOrg": "lumen-dev",
                                      "githubCommitRef": ref, "githubCommitRepo": "docs", "githubCommitSha": sha, "githubDeployment": "1"},
                             "target": target, "aliasError": None, "aliasAssigned": alias_assigned, "isRollbackCandidate": target == "production" and state == "READY",
                             "createdAt": created, "buildingAt": building, "ready": ready, "projectId": proj}
        if aliases is not None:
            d["alias"] = aliases
        return d

    sha = "c7e31a9f2b4d805e6f1a3c9d7b2e40f8a5c1d6e3"
    A_ = dep("dpl_4Hq9Ls2XcV7bN1mK8tR3yW6pZ5aE", "lumen-docs-h2kq7x9ra-lumen.vercel.app", "READY", "production", 1741258330417, 1741258331022, 1741258407813,
             sha, "docs: v2.4 migration guide", alias_assigned=1741258408102)
    P = dep("dpl_2Wr6Tz9Mb3Jq7Kx1Cn5Vg8Lf4Ds0Y", "lumen-docs-git-search-ui-lumen.vercel.app", "READY", None, 1741340011208, 1741340011935, 1741340079642,
            "5b9d2e7c1f3a48064d8e2b1c9f7a3e5d0c6b4a82", "search: facet sidebar", ref="search-ui", alias_assigned=1741340079930)
    C_q = dep(C_id, "lumen-docs-9pzt3wm4c-lumen.vercel.app", "QUEUED", "production", 1741362544183, None, None, sha, "docs: v2.4 migration guide")
    C_b = dep(C_id, "lumen-docs-9pzt3wm4c-lumen.vercel.app", "BUILDING", "production", 1741362544183, 1741362545061, None, sha, "docs: v2.4 migration guide")
    C_r = dep(C_id, "lumen-docs-9pzt3wm4c-lumen.vercel.app", "READY", "production", 1741362544183, 1741362545061, 1741362619377,
              sha, "docs: v2.4 migration guide", alias_assigned=1741362619688,
              aliases=["docs.lumen.dev", "lumen-docs.vercel.app", "lumen-docs-lumen.vercel.app", "lumen-docs-git-main-lumen.vercel.app"])
    C_r_list = {k: v for k, v in C_r.items() if k != "alias"}

    def env(eid: str, key: str, typ: str, target: list[str], created: int, updated: int, value: str | None = None) -> dict[str, Any]:
        d: dict[str, Any] = {"type": typ, "key": key, "target": target, "configurationId": None, "id": eid,
                             "createdAt": created, "updatedAt": updated, "createdBy": creator["uid"], "updatedBy": None, "decrypted": False}
        if value is not None:
            d["value"] = value
        return d

    e_algolia = env("Yk2pV8cN4xQ7mB1t", "NEXT_PUBLIC_SEARCH_APP_ID", "plain", ["production", "preview"], 1741362302114, 1741362302114, "Q8XK2L7MZP")
    e_legacy = env("Rb6nT1wL9zF3hJ5d", "LEGACY_API_URL", "encrypted", ["production"], 1709216433820, 1709216433820)
    e_base = env("Mq4cX7vS2kD8gP0a", "NEXT_PUBLIC_BASE_URL", "plain", ["production"], 1698311209441, 1730974418226, "https://docs.lumen.dev")
    e_token = env("Hw9eL3pR6tY1uN5o", "GITHUB_TOKEN", "sensitive", ["production", "preview"], 1712602841377, 1736495120918)
    turns = [
        (call("list_deployments", projectId=proj, teamId=team, limit=2), ok({"deployments": [P, A_], "pagination": {"count": 2, "next": 1741258330416, "prev": 1741340011209}})),
        (call("create_env_var", projectId=proj, key="NEXT_PUBLIC_SEARCH_APP_ID", value="Q8XK2L7MZP", type="plain", target=["production", "preview"]),
         ok({"created": e_algolia, "failed": []})),
        (call("redeploy", deploymentId=A_["uid"], target="production", teamId=team), ok(C_q)),
        (call("get_deployment", idOrUrl=C_id, teamId=team), ok(C_b)),
        (call("get_deployment", idOrUrl=C_id, teamId=team), ok(C_r)),
        (call("list_deployments", projectId=proj, teamId=team, limit=3), ok({"deployments": [C_r_list, P, A_], "pagination": {"count": 3, "next": 1741258330416, "prev": 1741362544184}})),
        (call("delete_env_var", projectId=proj, envId=e_legacy["id"]), ok(e_legacy)),
        (call("list_env_vars", projectId=proj, teamId=team), ok({"envs": [e_algolia, e_token, e_base], "pagination": {"count": 3, "next": None, "prev": None}})),
    ]
    rs.add(TASK, "h66-mcp-18", system, turns)


# ---------------------------------------------------------------------------------------------------------
# 19  Backblaze B2 backup bucket (bad: an uploaded file's upload time moves on re-read)
# ---------------------------------------------------------------------------------------------------------

def t19(rs: RowSet) -> None:
    tools = [
        tool("b2_list_file_names", "List the current (visible) files in a bucket.", {"bucketId": S, "prefix": S, "maxFileCount": INT, "startFileName": S}, ["bucketId"]),
        tool("b2_list_file_versions", "List all versions of files, including hide markers.", {"bucketId": S, "prefix": S, "maxFileCount": INT}, ["bucketId"]),
        tool("b2_upload_file", "Upload a local file to a bucket.", {"bucketId": S, "localPath": S, "fileName": S, "contentType": S}, ["bucketId", "localPath", "fileName"]),
        tool("b2_get_file_info", "Get metadata of a file version by fileId.", {"fileId": S}, ["fileId"]),
        tool("b2_hide_file", "Hide a file (adds a hide marker; older versions are kept).", {"bucketId": S, "fileName": S}, ["bucketId", "fileName"]),
        tool("b2_delete_file_version", "Delete one file version.", {"fileName": S, "fileId": S}, ["fileName", "fileId"]),
    ]
    system = mcp_system("backblaze-b2-mcp", "Backblaze B2 native API v3, account 7c1d83a5e2f4, bucket 'harbor-db-backups'", tools)
    acct, bid = "7c1d83a5e2f4", "27c88f1d182b150646ff0b16"

    def fid(node: str, day: str, hms: str, ms: int) -> str:
        return f"4_z{bid}_f{node}_d{day}_m{hms}_c005_v0501017_t00{ms % 97:02d}_u01{ms}"

    def f(node: str, name: str, size: int, sha1: str, md5: str, day: str, hms: str, ms: int, action: str = "upload", src: int | None = None) -> dict[str, Any]:
        d: dict[str, Any] = {"accountId": acct, "action": action, "bucketId": bid, "contentLength": size if action == "upload" else 0,
                             "contentMd5": md5 if action == "upload" else None, "contentSha1": sha1 if action == "upload" else "none",
                             "contentType": "application/octet-stream" if action == "upload" else "application/x-bz-hide-marker",
                             "fileId": fid(node, day, hms, ms), "fileInfo": {"src_last_modified_millis": str(src)} if src else {},
                             "fileName": name, "fileRetention": {"isClientAuthorizedToRead": True, "value": {"mode": None, "retainUntilTimestamp": None}},
                             "legalHold": {"isClientAuthorizedToRead": True, "value": None},
                             "replicationStatus": None, "serverSideEncryption": {"algorithm": "AES256", "mode": "SSE-B2"}, "uploadTimestamp": ms}
        return d

    f28 = f("2004e2b7a91c3d5f8", "pg/2025-03/billing-2025-02-28.dump", 4829163520, "3f8a1c7e92b04d65a1e8c3f7b92d04e6a5c1f8e3", "9d2b7e4c1a83f05e6b9d2c7a4e1f8b30",
            "20250228", "m031507", 1740712507118, src=1740712384000)
    f01 = f("2004e2b7a91c3d5f9", "pg/2025-03/billing-2025-03-01.dump", 4851077120, "a6e2d9b41c7f083e5d2a9c6b1f47e08d3c5a2b9f", "1c7e4a9d2b6f083e5a1d7c4b9e2f6a08",
            "20250301", "m031449", 1740798889402, src=1740798772000)
    f04 = f("2004e2b7a91c3d5fa", "pg/2025-03/billing-2025-03-04.dump", 4873302016, "e4b19c7a2d8f05e63b1a9c4d7e2f80b5a6c3d1e9", "7a3e9c1b5d2f084a6c9e3b7d1f5a2c04",
            "20250304", "m031612", 1741058172645, src=1741058041000)
    f07 = f("2004e2b7a91c3d5fb", "pg/2025-03/billing-2025-03-07.dump", 4889116672, "0d7c3e9a1b5f284c6e0a7d3b9f1c5e82a4b6d0f3", "e2a8d4c0b6f1397a5e2c8b4d0a6f3e19",
            "20250307", "m164012", 1741365612345, src=1741365204000)
    f07_moved = copy.deepcopy(f07)
    f07_moved["uploadTimestamp"] = 1741362012345
    hide01 = f("2004e2b7a91c3d5fc", "pg/2025-03/billing-2025-03-01.dump", 0, "", "", "20250307", "m164455", 1741365895811, action="hide")
    up_resp = {k: v for k, v in f07.items() if k not in ("replicationStatus",)}
    turns = [
        (call("b2_list_file_names", bucketId=bid, prefix="pg/2025-03/", maxFileCount=100), ok({"files": [f28, f01, f04], "nextFileName": None})),
        (call("b2_upload_file", bucketId=bid, localPath="/var/backups/pg/billing-2025-03-07.dump", fileName="pg/2025-03/billing-2025-03-07.dump",
              contentType="application/octet-stream"), ok(up_resp)),
        (call("b2_hide_file", bucketId=bid, fileName="pg/2025-03/billing-2025-03-01.dump"), ok(hide01)),
        (call("b2_list_file_versions", bucketId=bid, prefix="pg/2025-03/", maxFileCount=100),
         ok({"files": [f28, hide01, f01, f04, f07], "nextFileName": None, "nextFileId": None})),
        (call("b2_get_file_info", fileId=f07["fileId"]), ok(f07_moved)),
        (call("b2_list_file_names", bucketId=bid, prefix="pg/2025-03/", maxFileCount=100), ok({"files": [f28, f04, f07], "nextFileName": None})),
        (call("b2_delete_file_version", fileName=f28["fileName"], fileId=f28["fileId"]), ok({"fileId": f28["fileId"], "fileName": f28["fileName"]})),
        (call("b2_list_file_names", bucketId=bid, prefix="pg/2025-03/", maxFileCount=100), ok({"files": [f04, f07], "nextFileName": None})),
    ]
    rs.add(TASK, "h66-mcp-19", system, turns, bad=True, turn=5,
           kind="billing-2025-03-07.dump was uploaded at turn 2 with uploadTimestamp 1741365612345 (16:40:12Z, also encoded in its fileId), but b2_get_file_info at turn 5 reports 1741362012345, an hour earlier, for the same fileId.")


# ---------------------------------------------------------------------------------------------------------
# 20  AWS Lambda code update, publish, alias shift (clean: code hash, revision ids, versions move forward)
# ---------------------------------------------------------------------------------------------------------

def t20(rs: RowSet) -> None:
    tools = [
        tool("lambda_get_function_configuration", "Get a function's configuration (lambda:GetFunctionConfiguration).", {"function_name": S, "qualifier": S}, ["function_name"]),
        tool("lambda_update_function_code", "Deploy new code from S3 or a zip.", {"function_name": S, "s3_bucket": S, "s3_key": S, "publish": B}, ["function_name"]),
        tool("lambda_publish_version", "Publish $LATEST as a new numbered version.", {"function_name": S, "description": S}, ["function_name"]),
        tool("lambda_update_alias", "Point an alias at another version.", {"function_name": S, "name": S, "function_version": S}, ["function_name", "name", "function_version"]),
        tool("lambda_invoke", "Invoke a function synchronously.", {"function_name": S, "qualifier": S, "payload": OBJ}, ["function_name"]),
        tool("lambda_list_versions", "List versions of a function.", {"function_name": S, "max_items": INT}, ["function_name"]),
    ]
    system = mcp_system("aws-lambda-mcp", "AWS Lambda in account 264819037755, region us-west-2", tools)
    fn = "orders-webhook"
    arn = f"arn:aws:lambda:us-west-2:264819037755:function:{fn}"
    meta = {"ResponseMetadata": {"HTTPStatusCode": 200, "RetryAttempts": 0}}
    sha_a = "Xq2vL7cP0rN9sK4mT1wB6yD3hF8jG5aZ2eU0iO7tR4k="
    sha_b = "b9Tz4Wm1Qe6Rk3Yp8Ls2Vd5Nc0Hg7Jf4Xa1Uo9Ei6Cw="

    def cfg(version: str, sha: str, size: int, modified: str, rev: str, status: str, reason: str | None, code: str | None, desc: str = "Shopify order webhooks -> SQS") -> dict[str, Any]:
        d: dict[str, Any] = {"FunctionName": fn, "FunctionArn": arn if version == "$LATEST" else f"{arn}:{version}", "Runtime": "python3.12",
                             "Role": "arn:aws:iam::264819037755:role/orders-webhook-exec", "Handler": "app.handler", "CodeSize": size,
                             "Description": desc, "Timeout": 15, "MemorySize": 512, "LastModified": modified, "CodeSha256": sha, "Version": version,
                             "Environment": {"Variables": {"QUEUE_URL": "https://sqs.us-west-2.amazonaws.com/264819037755/orders-inbound", "LOG_LEVEL": "INFO", "POWERTOOLS_SERVICE_NAME": "orders-webhook"}},
                             "TracingConfig": {"Mode": "Active"}, "RevisionId": rev,
                             "Layers": [{"Arn": "arn:aws:lambda:us-west-2:017000801446:layer:AWSLambdaPowertoolsPythonV3-python312-x86_64:7", "CodeSize": 3891247}],
                             "State": "Active", "LastUpdateStatus": status, "PackageType": "Zip", "Architectures": ["arm64"],
                             "EphemeralStorage": {"Size": 512}, "SnapStart": {"ApplyOn": "None", "OptimizationStatus": "Off"},
                             "RuntimeVersionConfig": {"RuntimeVersionArn": "arn:aws:lambda:us-west-2::runtime:9c1e8a2f4d7b03e65a1c9f8d2b7e40a36c5f1d9e8b2a7c04f6e3d1b9a5c8e27f"},
                             "LoggingConfig": {"LogFormat": "JSON", "ApplicationLogLevel": "INFO", "SystemLogLevel": "WARN", "LogGroup": f"/aws/lambda/{fn}"}}
        if reason:
            d["LastUpdateStatusReason"] = reason
        if code:
            d["LastUpdateStatusReasonCode"] = code
        return d

    c1 = cfg("$LATEST", sha_a, 48211, "2025-02-20T18:04:51.000+0000", "7f2c9e41-3b8a-4d06-a5e1-c9d2b7f40a38", "Successful", None, None)
    c2 = cfg("$LATEST", sha_b, 49187, "2025-03-07T19:11:26.000+0000", "d41b7a09-6e3c-4f82-9b15-a0c8e2d7f396", "InProgress", "The function is being created.", "Creating")
    c3 = cfg("$LATEST", sha_b, 49187, "2025-03-07T19:11:26.000+0000", "2a9e5c18-0d7f-4b63-8e42-f1b6c3a90d75", "Successful", None, None)
    v14 = cfg("14", sha_b, 49187, "2025-03-07T19:11:26.000+0000", "e8c3b0f5-91a2-4d7e-b6c4-3f0a9d21e857", "Successful", None, None,
              desc="v2.9.0 - HMAC verification with key rotation")
    v13 = cfg("13", sha_a, 48211, "2025-02-20T18:04:51.000+0000", "5b0d8e27-c4a9-4f13-a2e6-7d9c1b3f08e4", "Successful", None, None,
              desc="v2.8.3 - retry on SQS throttling")
    v12 = cfg("12", "Hn5Ue8Ra3Wq0Ty7Io2Pl4Kj9Mb6Vc1Xz8Ds3Af0Gh5=", 47902, "2025-01-29T10:46:13.000+0000", "91f4d6a3-2e8b-4c07-b5d1-e3a7c0f94b62", "Successful", None, None,
              desc="v2.8.2 - structured logging")
    alias = {"AliasArn": f"{arn}:live", "Name": "live", "FunctionVersion": "14", "Description": "production traffic",
             "RevisionId": "c6a2f9e4-08d1-4b75-93e0-b7d4a1c5f820", **meta}
    turns = [
        (call("lambda_get_function_configuration", function_name=fn), ok({**c1, **meta})),
        (call("lambda_update_function_code", function_name=fn, s3_bucket="acme-lambda-artifacts-usw2", s3_key="orders-webhook/2.9.0/orders-webhook.zip", publish=False),
         ok({**c2, **meta})),
        (call("lambda_get_function_configuration", function_name=fn), ok({**c3, **meta})),
        (call("lambda_publish_version", function_name=fn, description="v2.9.0 - HMAC verification with key rotation"), ok({**v14, **meta})),
        (call("lambda_update_alias", function_name=fn, name="live", function_version="14"), ok(alias)),
        (call("lambda_invoke", function_name=fn, qualifier="live", payload={"source": "mcp-smoke-test", "topic": "orders/create", "dry_run": True}),
         ok({"StatusCode": 200, "ExecutedVersion": "14",
             "Payload": "{\"statusCode\": 202, \"body\": \"{\\\"accepted\\\": true, \\\"dry_run\\\": true, \\\"hmac\\\": \\\"skipped-for-smoke\\\"}\"}",
             "LogResult": "START RequestId: 0c7e2b9a-4d13-4f6a-a8e5-91b3d0f7c246 Version: 14\n{\"level\":\"INFO\",\"message\":\"dry run, not enqueued\",\"service\":\"orders-webhook\"}\nEND RequestId: 0c7e2b9a-4d13-4f6a-a8e5-91b3d0f7c246\nREPORT RequestId: 0c7e2b9a-4d13-4f6a-a8e5-91b3d0f7c246\tDuration: 412.87 ms\tBilled Duration: 413 ms\tMemory Size: 512 MB\tMax Memory Used: 88 MB\tInit Duration: 611.40 ms",
             **meta})),
        (call("lambda_list_versions", function_name=fn, max_items=4),
         ok({"Versions": [{**c3}, v12, v13, v14], **meta})),
    ]
    rs.add(TASK, "h66-mcp-20", system, turns)


# ---------------------------------------------------------------------------------------------------------
# 21  OVHcloud bills and a dedicated server (bad: a bill total changes when the bill is read again)
# ---------------------------------------------------------------------------------------------------------

def t21(rs: RowSet) -> None:
    tools = [
        tool("ovh_me_bill_list", "GET /me/bill: ids of bills, optionally between dates.", {"date_from": S, "date_to": S}, []),
        tool("ovh_me_bill_get", "GET /me/bill/{billId}.", {"billId": S}, ["billId"]),
        tool("ovh_me_bill_details_list", "GET /me/bill/{billId}/details: ids of the bill's lines.", {"billId": S}, ["billId"]),
        tool("ovh_me_bill_detail_get", "GET /me/bill/{billId}/details/{billDetailId}.", {"billId": S, "billDetailId": S}, ["billId", "billDetailId"]),
        tool("ovh_dedicated_server_get", "GET /dedicated/server/{serviceName}.", {"serviceName": S}, ["serviceName"]),
        tool("ovh_dedicated_server_service_infos", "GET /dedicated/server/{serviceName}/serviceInfos.", {"serviceName": S}, ["serviceName"]),
    ]
    system = mcp_system("ovhcloud-mcp", "OVHcloud API (ovh-eu), account nichandle mb48213-ovh", tools)
    bill = "FR58432197"

    def price(v: float) -> dict[str, Any]:
        return {"currencyCode": "EUR", "priceInUcents": int(round(v * 100_000_000)), "text": f"{v:.2f} €", "value": v}

    def b(total: float) -> dict[str, Any]:
        return {"billId": bill, "category": "autorenew", "date": "2025-03-01T06:12:44+01:00", "orderId": 241877305, "password": "wqkr",
                "pdfUrl": f"https://www.ovh.com/cgi-bin/order/facture.pdf?reference={bill}&passwd=wqkr",
                "priceWithTax": price(total), "priceWithoutTax": price(134.97), "tax": price(26.99),
                "url": "https://www.ovh.com/cgi-bin/order/display-order.cgi?orderId=241877305&orderPassword=wqkr"}

    def det(n: int, desc: str, domain: str, qty: str, unit: float, start: str, end: str) -> dict[str, Any]:
        return {"billDetailId": f"{bill}-{n}", "description": desc, "domain": domain, "originalBillDetailId": None,
                "periodStart": start, "periodEnd": end, "quantity": qty, "totalPrice": price(round(unit * int(qty), 2)), "unitPrice": price(unit)}

    d1 = det(1, "ADVANCE-2 | AMD EPYC 4344P - renouvellement 1 mois", "ns3182745.ip-51-89-14.eu", "1", 92.99, "2025-03-01", "2025-03-31")
    d2 = det(2, "Backup Storage 500 GB - renouvellement 1 mois", "ns3182745.ip-51-89-14.eu", "1", 9.99, "2025-03-01", "2025-03-31")
    d3 = det(3, "Additional IP - bloc /29 (8 IPv4) - 1 mois", "ns3182745.ip-51-89-14.eu", "8", 2.50, "2025-03-01", "2025-03-31")
    d4 = det(4, "Windows Server 2022 Standard licence (8 cores) - 1 mois", "ns3182745.ip-51-89-14.eu", "1", 11.99, "2025-03-01", "2025-03-31")
    srv = {"serverId": 2817340, "name": "ns3182745.ip-51-89-14.eu", "ip": "51.89.14.133", "reverse": "ns3182745.ip-51-89-14.eu",
           "commercialRange": "advance-2", "datacenter": "gra3", "rack": "G308B05", "linkSpeed": 1000, "os": "win2022-std_64",
           "state": "ok", "monitoring": True, "noIntervention": False, "professionalUse": False, "rescueMail": None, "rescueSshKey": None,
           "rootDevice": None, "bootId": 1, "bootScript": None, "powerState": "poweron", "newUpgradeSystem": True,
           "supportLevel": "pro", "region": "eu-west-gra", "availabilityZone": "eu-west-gra-a", "iam": {"id": "a7e2c1d9-4b08-4f63-9e15-3c8d0b2f7a64", "urn": "urn:v1:eu:resource:dedicatedServer:ns3182745.ip-51-89-14.eu"}}
    infos = {"serviceId": 119833026, "status": "ok", "domain": "ns3182745.ip-51-89-14.eu", "creation": "2023-03-01", "expiration": "2025-04-01",
             "engagedUpTo": None, "possibleRenewPeriod": [1, 3, 6, 12], "renewalType": "automaticV2016",
             "renew": {"automatic": True, "deleteAtExpiration": False, "forced": False, "manualPayment": False, "period": 1},
             "contactAdmin": "mb48213-ovh", "contactTech": "mb48213-ovh", "contactBilling": "mb48213-ovh", "canDeleteAtExpiration": True}
    turns = [
        (call("ovh_me_bill_list", date_from="2025-01-01", date_to="2025-03-07"), ok(["FR57798320", "FR58101655", bill])),
        (call("ovh_me_bill_get", billId=bill), ok(b(161.96))),
        (call("ovh_me_bill_details_list", billId=bill), ok([f"{bill}-1", f"{bill}-2", f"{bill}-3", f"{bill}-4"])),
        (call("ovh_me_bill_detail_get", billId=bill, billDetailId=f"{bill}-1"), ok(d1)),
        (call("ovh_me_bill_detail_get", billId=bill, billDetailId=f"{bill}-3"), ok(d3)),
        (call("ovh_dedicated_server_get", serviceName=srv["name"]), ok(srv)),
        (call("ovh_dedicated_server_service_infos", serviceName=srv["name"]), ok(infos)),
        (call("ovh_me_bill_get", billId=bill), ok(b(161.69))),
        (call("ovh_me_bill_detail_get", billId=bill, billDetailId=f"{bill}-4"), ok(d4)),
    ]
    assert d2["totalPrice"]["value"] + d1["totalPrice"]["value"] + d3["totalPrice"]["value"] + d4["totalPrice"]["value"] - 134.97 < 0.001
    rs.add(TASK, "h66-mcp-21", system, turns, bad=True, turn=8,
           kind="Bill FR58432197 read at turn 2 totals 161.96 EUR with tax; re-read at turn 8 it shows 161.69 EUR while the untaxed price and tax are unchanged; an issued bill does not change.")


# ---------------------------------------------------------------------------------------------------------
# 22  Nomad job scale up, alloc restart, scale down (clean: versions, relative times, stopped allocs listed)
# ---------------------------------------------------------------------------------------------------------

def t22(rs: RowSet) -> None:
    tools = [
        tool("nomad_job_status", "Show a job's status, summary, latest deployment and allocations (nomad job status).", {"job_id": S, "namespace": S}, ["job_id"]),
        tool("nomad_job_scale", "Change the count of a task group.", {"job_id": S, "group": S, "count": INT, "namespace": S}, ["job_id", "group", "count"]),
        tool("nomad_alloc_restart", "Restart the tasks of an allocation in place.", {"alloc_id": S, "task": S}, ["alloc_id"]),
        tool("nomad_alloc_status", "Show an allocation's status and recent task events.", {"alloc_id": S}, ["alloc_id"]),
    ]
    system = mcp_system("nomad-mcp", "Nomad 1.9 cluster at https://nomad.svc.kitewire.net:4646, region global", tools)
    head = ("ID            = ingest\nName          = ingest\nSubmit Date   = {submit}\nType          = service\nPriority      = 50\n"
            "Datacenters   = ams1\nNamespace     = data\nNode Pool     = default\nStatus        = running\nPeriodic      = false\nParameterized = false\n\n")

    def status(submit: str, summary: str, dep: str, deployed: str, allocs: list[str]) -> str:
        return (head.format(submit=submit) + "Summary\nTask Group  Queued  Starting  Running  Failed  Complete  Lost  Unknown\n" + summary + "\n\n"
                + "Latest Deployment\n" + dep + "\n\nDeployed\nTask Group  Desired  Placed  Healthy  Unhealthy  Progress Deadline\n" + deployed + "\n\n"
                + "Allocations\nID        Node ID   Task Group  Version  Desired  Status    Created    Modified\n" + "\n".join(allocs))

    s1 = status("2025-03-05T10:58:40Z", "worker      0       0         3        0       2         0     0",
                "ID          = 5e1b7c02\nStatus      = successful\nDescription = Deployment completed successfully",
                "worker      3        3       3        0          2025-03-05T11:09:12Z",
                ["1f3a9c2e  7b0d4e61  worker      6        run      running   2d3h ago   2d3h ago",
                 "8c4e0b17  2a9f6c3d  worker      6        run      running   2d3h ago   2d3h ago",
                 "d26b5f90  e5c18a74  worker      6        run      running   2d3h ago   2d3h ago",
                 "4a7e1d38  7b0d4e61  worker      5        stop     complete  4d1h ago   2d3h ago",
                 "b90c2f65  e5c18a74  worker      5        stop     complete  4d1h ago   2d3h ago"])
    scale1 = ("Evaluation ID: 0e7d3b91-4c2a-6f58-b1e9-8d5a07c3f2e6\nEval Create Index: 91844\nJob Modify Index: 91844\n"
              "==> Monitoring evaluation \"0e7d3b91\"\n    Evaluation triggered by job \"ingest\"\n    Evaluation within deployment: \"9a2c4f1e\"\n"
              "    Allocation \"3e8b0a57\" created: node \"2a9f6c3d\", group \"worker\"\n    Allocation \"c71d9e24\" created: node \"7b0d4e61\", group \"worker\"\n"
              "    Evaluation status changed: \"pending\" -> \"complete\"\n==> Evaluation \"0e7d3b91\" finished with status \"complete\"")
    s2 = status("2025-03-07T14:03:11Z", "worker      0       2         3        0       2         0     0",
                "ID          = 9a2c4f1e\nStatus      = running\nDescription = Deployment is running",
                "worker      5        5       3        0          2025-03-07T14:13:11Z",
                ["3e8b0a57  2a9f6c3d  worker      7        run      pending   2s ago     1s ago",
                 "c71d9e24  7b0d4e61  worker      7        run      pending   2s ago     1s ago",
                 "1f3a9c2e  7b0d4e61  worker      7        run      running   2d3h ago   2s ago",
                 "8c4e0b17  2a9f6c3d  worker      7        run      running   2d3h ago   2s ago",
                 "d26b5f90  e5c18a74  worker      7        run      running   2d3h ago   2s ago",
                 "4a7e1d38  7b0d4e61  worker      5        stop     complete  4d1h ago   2d3h ago",
                 "b90c2f65  e5c18a74  worker      5        stop     complete  4d1h ago   2d3h ago"])
    alloc = """ID                  = c71d9e24-58f0-3b6a-9d12-e4c7a0b83f51
Eval ID             = 0e7d3b91
Name                = ingest.worker[4]
Node ID             = 7b0d4e61
Node Name           = kw-nomad-client-03
Job ID              = ingest
Job Version         = 7
Client Status       = running
Client Description  = Tasks are running
Desired Status      = run
Desired Description = <none>
Created             = 2m14s ago
Modified            = 9s ago
Deployment ID       = 9a2c4f1e
Deployment Health   = healthy

Allocation Addresses:
Label   Dynamic  Address
*http   yes      10.42.3.17:27514

Task "ingest" is "running"
Task Resources:
CPU        Memory           Disk     Addresses
4/500 MHz  118 MiB/512 MiB  300 MiB

Task Events:
Started At     = 2025-03-07T14:05:16Z
Finished At    = N/A
Total Restarts = 1
Last Restart   = 2025-03-07T14:05:15Z

Recent Events:
Time                  Type              Description
2025-03-07T14:05:16Z  Started           Task started by client
2025-03-07T14:05:15Z  Restarting        Task restarting in 0s
2025-03-07T14:05:15Z  Terminated        Exit Code: 130, Exit Message: "Docker container exited with non-zero exit code: 130"
2025-03-07T14:05:10Z  Restart Signaled  User requested running tasks to restart
2025-03-07T14:03:14Z  Started           Task started by client
2025-03-07T14:03:12Z  Driver            Downloading image
2025-03-07T14:03:11Z  Task Setup        Building Task Directory
2025-03-07T14:03:11Z  Received          Task received by client"""
    s3 = status("2025-03-07T14:03:11Z", "worker      0       0         5        0       2         0     0",
                "ID          = 9a2c4f1e\nStatus      = successful\nDescription = Deployment completed successfully",
                "worker      5        5       5        0          2025-03-07T14:13:11Z",
                ["3e8b0a57  2a9f6c3d  worker      7        run      running   2m31s ago  2m10s ago",
                 "c71d9e24  7b0d4e61  worker      7        run      running   2m31s ago  26s ago",
                 "1f3a9c2e  7b0d4e61  worker      7        run      running   2d3h ago   2m31s ago",
                 "8c4e0b17  2a9f6c3d  worker      7        run      running   2d3h ago   2m31s ago",
                 "d26b5f90  e5c18a74  worker      7        run      running   2d3h ago   2m31s ago",
                 "4a7e1d38  7b0d4e61  worker      5        stop     complete  4d1h ago   2d3h ago",
                 "b90c2f65  e5c18a74  worker      5        stop     complete  4d1h ago   2d3h ago"])
    scale2 = ("Evaluation ID: 6b1f0a83-d29e-7c45-a3b8-0f6e2d91c7a4\nEval Create Index: 91903\nJob Modify Index: 91903\n"
              "==> Monitoring evaluation \"6b1f0a83\"\n    Evaluation triggered by job \"ingest\"\n    Evaluation within deployment: \"d84e3a60\"\n"
              "    Evaluation status changed: \"pending\" -> \"complete\"\n==> Evaluation \"6b1f0a83\" finished with status \"complete\"")
    s4 = status("2025-03-07T14:06:02Z", "worker      0       0         4        0       3         0     0",
                "ID          = d84e3a60\nStatus      = successful\nDescription = Deployment completed successfully",
                "worker      4        4       4        0          2025-03-07T14:16:02Z",
                ["3e8b0a57  2a9f6c3d  worker      8        run      running   3m17s ago  21s ago",
                 "c71d9e24  7b0d4e61  worker      8        stop     complete  3m17s ago  19s ago",
                 "1f3a9c2e  7b0d4e61  worker      8        run      running   2d3h ago   21s ago",
                 "8c4e0b17  2a9f6c3d  worker      8        run      running   2d3h ago   21s ago",
                 "d26b5f90  e5c18a74  worker      8        run      running   2d3h ago   21s ago",
                 "4a7e1d38  7b0d4e61  worker      5        stop     complete  4d1h ago   2d3h ago",
                 "b90c2f65  e5c18a74  worker      5        stop     complete  4d1h ago   2d3h ago"])
    turns = [
        (call("nomad_job_status", job_id="ingest", namespace="data"), ok(s1)),
        (call("nomad_job_scale", job_id="ingest", group="worker", count=5, namespace="data"), ok(scale1)),
        (call("nomad_job_status", job_id="ingest", namespace="data"), ok(s2)),
        (call("nomad_alloc_restart", alloc_id="c71d9e24"), ok("Successfully restarted all tasks of allocation c71d9e24")),
        (call("nomad_alloc_status", alloc_id="c71d9e24"), ok(alloc)),
        (call("nomad_job_status", job_id="ingest", namespace="data"), ok(s3)),
        (call("nomad_job_scale", job_id="ingest", group="worker", count=4, namespace="data"), ok(scale2)),
        (call("nomad_job_status", job_id="ingest", namespace="data"), ok(s4)),
    ]
    rs.add(TASK, "h66-mcp-22", system, turns)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
