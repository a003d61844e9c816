# ruff: noqa: E501
"""Held-out set h63, domain ``mcp``: 22 MCP server trajectories written blind.

Each trajectory drives one infrastructure server (cloud APIs, Kubernetes, Docker, databases, secret stores,
monitoring, a filesystem and a knowledge-graph memory server) through 6 to 12 tool calls. Eleven hold exactly
one contradiction (an observation that conflicts with an earlier one with no action in between that could
explain it); the other eleven are clean but full of legitimate changes.
"""

from __future__ import annotations

import base64
import difflib
import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import A, B, INT, OBJ, S, RowSet, call, mcp_text, pj, tool

SYS_HEAD = """# Role and Objective

You are a **Tool World Model** — a virtual environment simulator that faithfully simulates the execution of tool calls in tool-augmented agent scenarios, strictly adhering to the Model Context Protocol (MCP) or specific tool definitions. Given a tool call with specific parameters, you generate plausible and contextually appropriate tool execution results.

In this session you simulate the **{server}** MCP server ({purpose}).

## Core Responsibilities

1. **Response Simulation**: Produce realistic output matching the specific tool's return format (raw or enveloped)
2. **Context Maintenance**: Track and maintain virtual state, resources, and variables across multi-turn interactions
3. **Behavioral Fidelity**: Faithfully reproduce real tool behavior including edge cases, specific error definitions, and side effects
4. **Protocol Compliance**: Respect the output schema defined by the tool (e.g., specific JSON structures vs. plain text)

## State Transitions & Update

| Tool Category | State Transition Behavior |
|--------------|---------------------------|
| Query/Read Tools | Retrieves information without modifying state; adds retrieved data to context |
| Create/Write Tools | Creates new resources; updates state to track new entities |
| Update/Modify Tools | Modifies existing resources; reflects changes in subsequent queries |
| Delete/Remove Tools | Removes resources; subsequent access should return appropriate errors |
| Stateless Tools | Returns computed results without side effects |

Track entity IDs, resource references, session state and temporal context (timestamps, sequence numbers, version counters) across turns. Resources must be created before they can be queried or modified, changes made in earlier turns must be reflected in later queries, and operations on deleted resources must return errors.

## Response Format Inference

| Tool Type Pattern | Expected Output Format |
|-------------------|------------------------|
| Structured Data APIs (`get_*`, `search_*`, `describe_*`) | JSON objects or arrays (unless tool description indicates otherwise) |
| Listing/Enumeration Tools (`list_*`) | Plain text lists or JSON arrays (format varies by implementation) |
| Tabular/Export Tools | CSV or delimiter-separated text |
| Status/Health Tools (`ping`, `health_check`) | Simple status text or minimal JSON |
| Human-readable Formatters | MCP text wrapper: `{"type":"text","text":"..."}` |

**Format Priority**:
1. If an output schema is provided in the tool definition → strictly follow it
2. If demonstrations show the format for this tool → match that format exactly
3. Otherwise → infer from the tool's name, description, and return schema using the table above

**Critical**: Do not wrap raw responses in extra JSON if the tool does not specify it.

## Error Handling & Edge Cases

Simulate realistic, technology-specific errors (argument validation errors with pydantic details, `404 Not Found`, `403 Forbidden` / `Access Denied`, quota and conflict errors, `Connection timed out after Xs`). Error format varies by tool implementation; infer it from the tool's domain.

# Input Definitions & Action Space

You can simulate the following tools:

"""

SYS_TAIL = """

# Predicted Observation Requirements

1. **Format Adherence**: Match the expected output format for each tool type (schema compliance, text vs JSON, CSV vs JSON).
2. **State Consistency**: Ensure outputs are consistent with previously returned data and created resources, the logical state of the simulated environment, and established session context and variable bindings.
3. **Realistic Details**: Include plausible values for resource identifiers, timestamps, counts, measurements and generated content.
4. **Nondeterminism Handling**: For random or dynamic tools, generate plausible, non-repetitive values consistent with the session context.

Write the tool response after **Environment Observation:**."""


def sysp(server: str, purpose: str, tools: list[dict[str, Any]]) -> str:
    return SYS_HEAD.replace("{server}", server).replace("{purpose}", purpose) + json.dumps(tools, indent=2) + SYS_TAIL


def b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


# --------------------------------------------------------------------------------------------- 01 S3 (clean)
def t01(rs: RowSet) -> None:
    tools = [
        tool("list_objects_v2", "List objects in an S3 bucket (ListObjectsV2). Returns at most max_keys objects in UTF-8 binary key order; use continuation_token to page.", {"bucket": S, "prefix": S, "max_keys": INT, "continuation_token": S}, ["bucket"]),
        tool("head_object", "Return the metadata of an object without its body (HeadObject).", {"bucket": S, "key": S, "version_id": S}, ["bucket", "key"]),
        tool("put_object", "Upload a local file as an S3 object (PutObject).", {"bucket": S, "key": S, "file_path": S, "content_type": S, "metadata": OBJ}, ["bucket", "key", "file_path"]),
        tool("copy_object", "Server-side copy of an object (CopyObject).", {"source_bucket": S, "source_key": S, "dest_bucket": S, "dest_key": S}, ["source_bucket", "source_key", "dest_bucket", "dest_key"]),
        tool("delete_objects", "Delete up to 1000 objects in one request (DeleteObjects).", {"bucket": S, "keys": A, "quiet": B}, ["bucket", "keys"]),
        tool("get_bucket_versioning", "Return the versioning state of a bucket.", {"bucket": S}, ["bucket"]),
    ]
    bk = "acme-billing-exports"
    objs = {
        "2024/05/invoices-2024-05-01.csv.gz": ("2024-05-02T01:14:07.000Z", '"9b2cf535f27731c974343645a3985328"', 184221),
        "2024/05/invoices-2024-05-08.csv.gz": ("2024-05-09T01:13:52.000Z", '"e4d909c290d0fb1ca068ffaddf22cbd0"', 190377),
        "2024/05/invoices-2024-05-15.csv.gz": ("2024-05-16T01:15:20.000Z", '"45c48cce2e2d7fbdea1afc51c7c6ad26"', 201654),
        "2024/05/invoices-2024-05-22.csv.gz": ("2024-05-23T01:14:41.000Z", '"d3d9446802a44259755d38e6d163e820"', 197003),
        "2024/05/refunds-2024-05-01.csv.gz": ("2024-05-16T01:16:03.000Z", '"6512bd43d9caa6e02c990b0a82652dca"', 18804),
        "2024/05/refunds-2024-05-15.csv.gz": ("2024-05-31T01:15:58.000Z", '"c20ad4d76fe97759aa27a0c99bff6710"', 21377),
        "2024/05/summary-2024-05.json": ("2024-05-31T23:50:02.000Z", '"c51ce410c124a10e0db5e4b97fc2af39"', 4921),
    }

    def o(k: str) -> dict[str, Any]:
        lm, et, sz = objs[k]
        return {"Key": k, "LastModified": lm, "ETag": et, "ChecksumAlgorithm": ["CRC32"], "Size": sz, "StorageClass": "STANDARD"}

    keys = sorted(objs)
    t: list[tuple[str, str]] = []
    t.append((call("list_objects_v2", bucket=bk, prefix="2024/05/", max_keys=4), pj({
        "IsTruncated": True, "Contents": [o(k) for k in keys[:4]], "Name": bk, "Prefix": "2024/05/", "MaxKeys": 4,
        "EncodingType": "url", "KeyCount": 4,
        "NextContinuationToken": "1wEHw7yZqRk0mB5uXk2GJd9p0vT8sWc3nY6LhQa4FeUoP7xIzKdV2bNjMs1tA9ZrCe8gHf5y0WlOqXvRi3Duh2EJkSnT6cYpB4="})))
    t.append((call("list_objects_v2", bucket=bk, prefix="2024/05/", max_keys=4,
                   continuation_token="1wEHw7yZqRk0mB5uXk2GJd9p0vT8sWc3nY6LhQa4FeUoP7xIzKdV2bNjMs1tA9ZrCe8gHf5y0WlOqXvRi3Duh2EJkSnT6cYpB4="), pj({
        "IsTruncated": False, "Contents": [o(k) for k in keys[4:]], "Name": bk, "Prefix": "2024/05/", "MaxKeys": 4,
        "EncodingType": "url", "KeyCount": 3,
        "ContinuationToken": "1wEHw7yZqRk0mB5uXk2GJd9p0vT8sWc3nY6LhQa4FeUoP7xIzKdV2bNjMs1tA9ZrCe8gHf5y0WlOqXvRi3Duh2EJkSnT6cYpB4="})))
    t.append((call("head_object", bucket=bk, key="2024/05/refunds-2024-05-15.csv.gz"), pj({
        "AcceptRanges": "bytes", "LastModified": "Fri, 31 May 2024 01:15:58 GMT", "ContentLength": 21377,
        "ETag": '"c20ad4d76fe97759aa27a0c99bff6710"', "VersionId": "tZ3pV0o9eYd2Qm.1xWgH8rKc6LuFqj4N",
        "ContentType": "application/gzip", "ServerSideEncryption": "AES256",
        "Metadata": {"export-job": "billing-nightly", "export-run": "2024-05-31T01:15:02Z", "row-count": "412"}})))
    objs["2024/05/invoices-2024-05-31.csv.gz"] = ("2024-06-01T09:12:44.000Z", '"a87ff679a2f3e71d9181a67b7542122c"', 203118)
    t.append((call("put_object", bucket=bk, key="2024/05/invoices-2024-05-31.csv.gz", file_path="/var/exports/billing/invoices-2024-05-31.csv.gz",
                   content_type="application/gzip", metadata={"export-job": "billing-manual-rerun", "row-count": "3891"}), pj({
        "ETag": '"a87ff679a2f3e71d9181a67b7542122c"', "ChecksumCRC32": "3lZ1hA==", "ServerSideEncryption": "AES256",
        "VersionId": "Jq7d0pL3cFh9.Ym2WkTb5XsR1oNv8gEa"})))
    t.append((call("copy_object", source_bucket=bk, source_key="2024/05/invoices-2024-05-01.csv.gz", dest_bucket=bk,
                   dest_key="archive/2024/05/invoices-2024-05-01.csv.gz"), pj({
        "CopySourceVersionId": "b4Rk2nJ9qWe7Tz.0HxPcL5mVd3YsFgA1", "VersionId": "Uo8fN2kR5tLw1.QzVb7XyH3cJm9EdP0s",
        "ServerSideEncryption": "AES256",
        "CopyObjectResult": {"ETag": '"9b2cf535f27731c974343645a3985328"', "LastModified": "2024-06-01T09:13:10.000Z", "ChecksumCRC32": "Qe4x9w=="}})))
    t.append((call("delete_objects", bucket=bk, keys=["2024/05/invoices-2024-05-08.csv.gz", "2024/05/refunds-2024-05-01.csv.gz"], quiet=False), pj({
        "Deleted": [
            {"Key": "2024/05/invoices-2024-05-08.csv.gz", "DeleteMarker": True, "DeleteMarkerVersionId": "kW3bT9xP1rQz.7nHcVf2LmYd5GsJe0Ao"},
            {"Key": "2024/05/refunds-2024-05-01.csv.gz", "DeleteMarker": True, "DeleteMarkerVersionId": "Zr6yE0qM4uKb.2pXtNg8JdWc1HsLf9Ti"}],
        "Errors": []})))
    del objs["2024/05/invoices-2024-05-08.csv.gz"], objs["2024/05/refunds-2024-05-01.csv.gz"]
    keys = sorted(objs)
    t.append((call("list_objects_v2", bucket=bk, prefix="2024/05/", max_keys=10), pj({
        "IsTruncated": False, "Contents": [o(k) for k in keys], "Name": bk, "Prefix": "2024/05/", "MaxKeys": 10,
        "EncodingType": "url", "KeyCount": len(keys)})))
    t.append((call("list_objects_v2", bucket=bk, prefix="archive/2024/05/"), pj({
        "IsTruncated": False, "Contents": [{"Key": "archive/2024/05/invoices-2024-05-01.csv.gz", "LastModified": "2024-06-01T09:13:10.000Z",
                                            "ETag": '"9b2cf535f27731c974343645a3985328"', "ChecksumAlgorithm": ["CRC32"], "Size": 184221, "StorageClass": "STANDARD"}],
        "Name": bk, "Prefix": "archive/2024/05/", "MaxKeys": 1000, "EncodingType": "url", "KeyCount": 1})))
    rs.add("mcp", "h63-mcp-01", sysp("aws-s3", "Amazon S3 in account 482109375516, region eu-west-1; bucket versioning is enabled", tools), t,
           state="Connected to aws-s3 MCP server v0.6.2 (profile billing-ops, region eu-west-1). Bucket acme-billing-exports: versioning Enabled, default encryption SSE-S3.")


# --------------------------------------------------------------------------------------------- 02 EC2 SG (bad, t6)
def t02(rs: RowSet) -> None:
    tools = [
        tool("describe_security_groups", "Describe one or more EC2 security groups.", {"group_ids": A, "filters": A}, []),
        tool("describe_security_group_rules", "Describe security group rules, optionally filtered (group-id, security-group-rule-id).", {"filters": A, "max_results": INT}, []),
        tool("authorize_security_group_ingress", "Add inbound rules to a security group.", {"group_id": S, "ip_permissions": A}, ["group_id", "ip_permissions"]),
        tool("revoke_security_group_ingress", "Remove inbound rules from a security group by rule id.", {"group_id": S, "security_group_rule_ids": A}, ["group_id", "security_group_rule_ids"]),
        tool("describe_instances", "Describe EC2 instances.", {"instance_ids": A, "filters": A}, []),
    ]
    g, own = "sg-0a4f3c2e9b71d5e08", "482109375516"
    alb = "sg-0b7e21c4d9f3a6158"

    def rule(rid: str, proto: str, fp: int, tp: int, desc: str, cidr: str | None = None, ref: str | None = None,
             egress: bool = False, v6: str | None = None) -> dict[str, Any]:
        r: dict[str, Any] = {"SecurityGroupRuleId": rid, "GroupId": g, "GroupOwnerId": own, "IsEgress": egress,
                             "IpProtocol": proto, "FromPort": fp, "ToPort": tp}
        if cidr:
            r["CidrIpv4"] = cidr
        if v6:
            r["CidrIpv6"] = v6
        if ref:
            r["ReferencedGroupInfo"] = {"GroupId": ref, "UserId": own}
        if desc:
            r["Description"] = desc
        r["Tags"] = []
        r["SecurityGroupRuleArn"] = f"arn:aws:ec2:eu-central-1:{own}:security-group-rule/{rid}"
        return r

    r443 = rule("sgr-0c41a7e2f9d3b8a15", "tcp", 443, 443, "public https", cidr="0.0.0.0/0")
    r80 = rule("sgr-07be3d94a1c6f2e80", "tcp", 80, 80, "public http (redirect to https)", cidr="0.0.0.0/0")
    r22 = rule("sgr-0f2d86b1e7a4c3950", "tcp", 22, 22, "office ssh", cidr="203.0.113.0/24")
    r8080 = rule("sgr-03a9c5e1d7b2f4806", "tcp", 8080, 8080, "alb to app", ref=alb)
    reg = rule("sgr-0e6b4d2a8c1f7e395", "-1", -1, -1, "", cidr="0.0.0.0/0", egress=True)
    rbast = rule("sgr-0a58e3c7b1d94f626", "tcp", 22, 22, "bastion host", cidr="198.51.100.17/32")
    rv6 = rule("sgr-01d7f9c3e5a2b8460", "tcp", 443, 443, "public https ipv6", v6="::/0")
    t: list[tuple[str, str]] = []
    t.append((call("describe_security_groups", group_ids=[g]), pj({"SecurityGroups": [{
        "Description": "Production web tier", "GroupName": "web-prod-sg",
        "IpPermissions": [
            {"FromPort": 80, "IpProtocol": "tcp", "IpRanges": [{"CidrIp": "0.0.0.0/0", "Description": "public http (redirect to https)"}], "Ipv6Ranges": [], "PrefixListIds": [], "ToPort": 80, "UserIdGroupPairs": []},
            {"FromPort": 22, "IpProtocol": "tcp", "IpRanges": [{"CidrIp": "203.0.113.0/24", "Description": "office ssh"}], "Ipv6Ranges": [], "PrefixListIds": [], "ToPort": 22, "UserIdGroupPairs": []},
            {"FromPort": 8080, "IpProtocol": "tcp", "IpRanges": [], "Ipv6Ranges": [], "PrefixListIds": [], "ToPort": 8080, "UserIdGroupPairs": [{"Description": "alb to app", "GroupId": alb, "UserId": own}]},
            {"FromPort": 443, "IpProtocol": "tcp", "IpRanges": [{"CidrIp": "0.0.0.0/0", "Description": "public https"}], "Ipv6Ranges": [], "PrefixListIds": [], "ToPort": 443, "UserIdGroupPairs": []}],
        "OwnerId": own, "GroupId": g,
        "IpPermissionsEgress": [{"IpProtocol": "-1", "IpRanges": [{"CidrIp": "0.0.0.0/0"}], "Ipv6Ranges": [], "PrefixListIds": [], "UserIdGroupPairs": []}],
        "Tags": [{"Key": "env", "Value": "prod"}, {"Key": "Name", "Value": "web-prod-sg"}, {"Key": "owner", "Value": "platform"}],
        "VpcId": "vpc-05d1e8a6c2b4f7e93",
        "SecurityGroupArn": f"arn:aws:ec2:eu-central-1:{own}:security-group/{g}"}]})))
    t.append((call("describe_security_group_rules", filters=[{"Name": "group-id", "Values": [g]}]),
              pj({"SecurityGroupRules": [r443, r80, r22, r8080, reg]})))
    t.append((call("revoke_security_group_ingress", group_id=g, security_group_rule_ids=["sgr-0f2d86b1e7a4c3950"]), pj({
        "Return": True, "RevokedSecurityGroupRules": [{
            "SecurityGroupRuleId": "sgr-0f2d86b1e7a4c3950", "GroupId": g, "IsEgress": False, "IpProtocol": "tcp",
            "FromPort": 22, "ToPort": 22, "CidrIpv4": "203.0.113.0/24", "Description": "office ssh"}]})))
    t.append((call("authorize_security_group_ingress", group_id=g, ip_permissions=[{
        "IpProtocol": "tcp", "FromPort": 22, "ToPort": 22, "IpRanges": [{"CidrIp": "198.51.100.17/32", "Description": "bastion host"}]}]),
        pj({"Return": True, "SecurityGroupRules": [rbast]})))
    t.append((call("revoke_security_group_ingress", group_id=g, security_group_rule_ids=["sgr-07be3d94a1c6f2e80"]), pj({
        "Return": True, "RevokedSecurityGroupRules": [{
            "SecurityGroupRuleId": "sgr-07be3d94a1c6f2e80", "GroupId": g, "IsEgress": False, "IpProtocol": "tcp",
            "FromPort": 80, "ToPort": 80, "CidrIpv4": "0.0.0.0/0", "Description": "public http (redirect to https)"}]})))
    # contradiction: the revoked office-ssh rule is listed again
    t.append((call("describe_security_group_rules", filters=[{"Name": "group-id", "Values": [g]}]),
              pj({"SecurityGroupRules": [r443, r22, r8080, rbast, reg]})))
    t.append((call("describe_instances", filters=[{"Name": "instance.group-id", "Values": [g]}, {"Name": "instance-state-name", "Values": ["running"]}]), pj({
        "Reservations": [
            {"ReservationId": "r-0d3e9b71a4c2f5866", "OwnerId": own, "Groups": [], "Instances": [{
                "InstanceId": "i-0c8e1f4a7b2d93e51", "InstanceType": "m6i.large", "ImageId": "ami-0f7b3c1e9d24a6b58",
                "LaunchTime": "2024-04-18T07:42:11+00:00", "Placement": {"AvailabilityZone": "eu-central-1a", "Tenancy": "default"},
                "PrivateIpAddress": "10.20.1.47", "SubnetId": "subnet-0a1b9e3c7d5f24680", "VpcId": "vpc-05d1e8a6c2b4f7e93",
                "State": {"Code": 16, "Name": "running"},
                "SecurityGroups": [{"GroupName": "web-prod-sg", "GroupId": g}],
                "Tags": [{"Key": "Name", "Value": "web-prod-a"}]}]},
            {"ReservationId": "r-07a2c5e8f1b3d4960", "OwnerId": own, "Groups": [], "Instances": [{
                "InstanceId": "i-04f9b2d6e1a7c3085", "InstanceType": "m6i.large", "ImageId": "ami-0f7b3c1e9d24a6b58",
                "LaunchTime": "2024-04-18T07:42:13+00:00", "Placement": {"AvailabilityZone": "eu-central-1b", "Tenancy": "default"},
                "PrivateIpAddress": "10.20.2.113", "SubnetId": "subnet-06c4e2a8b1d9f3570", "VpcId": "vpc-05d1e8a6c2b4f7e93",
                "State": {"Code": 16, "Name": "running"},
                "SecurityGroups": [{"GroupName": "web-prod-sg", "GroupId": g}],
                "Tags": [{"Key": "Name", "Value": "web-prod-b"}]}]}]})))
    t.append((call("authorize_security_group_ingress", group_id=g, ip_permissions=[{
        "IpProtocol": "tcp", "FromPort": 443, "ToPort": 443, "Ipv6Ranges": [{"CidrIpv6": "::/0", "Description": "public https ipv6"}]}]),
        pj({"Return": True, "SecurityGroupRules": [rv6]})))
    t.append((call("describe_security_group_rules", filters=[{"Name": "security-group-rule-id", "Values": ["sgr-01d7f9c3e5a2b8460"]}]),
              pj({"SecurityGroupRules": [rv6]})))
    rs.add("mcp", "h63-mcp-02", sysp("aws-ec2", "Amazon EC2 API in account 482109375516, region eu-central-1", tools), t,
           bad=True, turn=6, kind="Turn 6 still lists the office-ssh rule sgr-0f2d86b1e7a4c3950 (22 from 203.0.113.0/24) that turn 3 revoked.")


# --------------------------------------------------------------------------------------------- 03 Kubernetes (clean)
def t03(rs: RowSet) -> None:
    tools = [
        tool("pods_list", "List pods in a namespace (kubectl get pods -o wide).", {"namespace": S, "label_selector": S}, ["namespace"]),
        tool("deployment_get", "Get a Deployment as JSON (trimmed of managedFields).", {"namespace": S, "name": S}, ["namespace", "name"]),
        tool("deployment_scale", "Scale a Deployment to the given number of replicas.", {"namespace": S, "name": S, "replicas": INT}, ["namespace", "name", "replicas"]),
        tool("deployment_rollout_restart", "Trigger a rolling restart of a Deployment.", {"namespace": S, "name": S}, ["namespace", "name"]),
        tool("pods_log", "Return the last lines of a pod's container log.", {"namespace": S, "name": S, "tail": INT, "container": S}, ["namespace", "name"]),
        tool("pods_delete", "Delete a pod.", {"namespace": S, "name": S}, ["namespace", "name"]),
    ]
    ns = "checkout"
    hdr = "NAME                           READY   STATUS              RESTARTS     AGE     IP             NODE                   NOMINATED NODE   READINESS GATES"

    def row(name: str, ready: str, status: str, rst: str, age: str, ip: str, node: str) -> str:
        return f"{name:<31}{ready:<8}{status:<20}{rst:<13}{age:<8}{ip:<15}{node:<23}<none>           <none>"

    def dep(gen: int, spec_rep: int, ready: int, updated: int, rev: str, restarted: str | None) -> str:
        tmpl_ann = {"kubectl.kubernetes.io/restartedAt": restarted} if restarted else {}
        return pj({"apiVersion": "apps/v1", "kind": "Deployment", "metadata": {
            "name": "checkout-api", "namespace": ns, "uid": "5e0c2a7b-91d4-4f3e-b8a6-2c7d1e9f04b3", "generation": gen,
            "creationTimestamp": "2024-02-07T13:20:44Z", "labels": {"app": "checkout-api", "team": "payments"},
            "annotations": {"deployment.kubernetes.io/revision": rev}},
            "spec": {"replicas": spec_rep, "selector": {"matchLabels": {"app": "checkout-api"}},
                     "strategy": {"type": "RollingUpdate", "rollingUpdate": {"maxSurge": "25%", "maxUnavailable": "25%"}},
                     "template": {"metadata": {"labels": {"app": "checkout-api"}, "annotations": tmpl_ann},
                                  "spec": {"containers": [{"name": "api", "image": "ghcr.io/acme/checkout-api:1.14.2",
                                                           "ports": [{"containerPort": 8080, "protocol": "TCP"}],
                                                           "resources": {"requests": {"cpu": "250m", "memory": "512Mi"}, "limits": {"memory": "1Gi"}},
                                                           "readinessProbe": {"httpGet": {"path": "/healthz", "port": 8080}, "periodSeconds": 5}}]}}},
            "status": {"observedGeneration": gen, "replicas": spec_rep, "updatedReplicas": updated, "readyReplicas": ready,
                       "availableReplicas": ready, "conditions": [
                           {"type": "Available", "status": "True", "reason": "MinimumReplicasAvailable"},
                           {"type": "Progressing", "status": "True", "reason": "NewReplicaSetAvailable",
                            "message": f"ReplicaSet \"checkout-api-{'5c8d7f9b4' if restarted else '7d9f8b6c5'}\" has successfully progressed."}]}})

    t: list[tuple[str, str]] = []
    t.append((call("pods_list", namespace=ns), mcp_text("\n".join([hdr,
        row("checkout-api-7d9f8b6c5-4xk2p", "1/1", "Running", "0", "6d2h", "10.244.1.37", "pool-a-7h2kq"),
        row("checkout-api-7d9f8b6c5-9bq7w", "1/1", "Running", "1 (3d ago)", "6d2h", "10.244.2.18", "pool-a-m4x9t"),
        row("checkout-api-7d9f8b6c5-tz5lm", "1/1", "Running", "0", "6d2h", "10.244.3.52", "pool-a-q8c3n"),
        row("redis-0", "1/1", "Running", "0", "21d", "10.244.2.9", "pool-a-m4x9t")]))))
    t.append((call("deployment_get", namespace=ns, name="checkout-api"), mcp_text(dep(12, 3, 3, 3, "9", None))))
    t.append((call("deployment_scale", namespace=ns, name="checkout-api", replicas=5), mcp_text("deployment.apps/checkout-api scaled")))
    t.append((call("pods_list", namespace=ns, label_selector="app=checkout-api"), mcp_text("\n".join([hdr,
        row("checkout-api-7d9f8b6c5-4xk2p", "1/1", "Running", "0", "6d2h", "10.244.1.37", "pool-a-7h2kq"),
        row("checkout-api-7d9f8b6c5-9bq7w", "1/1", "Running", "1 (3d ago)", "6d2h", "10.244.2.18", "pool-a-m4x9t"),
        row("checkout-api-7d9f8b6c5-h8d3v", "1/1", "Running", "0", "24s", "10.244.1.61", "pool-a-7h2kq"),
        row("checkout-api-7d9f8b6c5-r2n6j", "0/1", "Running", "0", "24s", "10.244.3.77", "pool-a-q8c3n"),
        row("checkout-api-7d9f8b6c5-tz5lm", "1/1", "Running", "0", "6d2h", "10.244.3.52", "pool-a-q8c3n")]))))
    t.append((call("pods_log", namespace=ns, name="checkout-api-7d9f8b6c5-r2n6j", tail=6), mcp_text("\n".join([
        '{"level":"info","ts":"2024-06-07T10:04:22.913Z","msg":"starting checkout-api","version":"1.14.2","commit":"a41f9c2"}',
        '{"level":"info","ts":"2024-06-07T10:04:23.106Z","msg":"connected to redis","addr":"redis-0.redis.checkout.svc:6379"}',
        '{"level":"info","ts":"2024-06-07T10:04:23.488Z","msg":"db pool ready","host":"pg-main.data.svc","max_conns":20}',
        '{"level":"warn","ts":"2024-06-07T10:04:24.002Z","msg":"price cache cold, warming","items":18422}',
        '{"level":"info","ts":"2024-06-07T10:04:49.771Z","msg":"price cache warm","duration_ms":25769}',
        '{"level":"info","ts":"2024-06-07T10:04:49.775Z","msg":"http server listening","addr":":8080"}']))))
    t.append((call("deployment_rollout_restart", namespace=ns, name="checkout-api"), mcp_text("deployment.apps/checkout-api restarted")))
    t.append((call("pods_list", namespace=ns, label_selector="app=checkout-api"), mcp_text("\n".join([hdr,
        row("checkout-api-5c8d7f9b4-b7kx2", "1/1", "Running", "0", "2m11s", "10.244.2.41", "pool-a-m4x9t"),
        row("checkout-api-5c8d7f9b4-f3nqz", "1/1", "Running", "0", "2m11s", "10.244.1.72", "pool-a-7h2kq"),
        row("checkout-api-5c8d7f9b4-mz94c", "1/1", "Running", "0", "1m34s", "10.244.3.80", "pool-a-q8c3n"),
        row("checkout-api-5c8d7f9b4-wq8zd", "1/1", "Running", "0", "1m34s", "10.244.2.44", "pool-a-m4x9t"),
        row("checkout-api-5c8d7f9b4-x5hvl", "1/1", "Running", "0", "58s", "10.244.1.75", "pool-a-7h2kq"),
        row("checkout-api-7d9f8b6c5-tz5lm", "1/1", "Terminating", "0", "6d2h", "10.244.3.52", "pool-a-q8c3n")]))))
    t.append((call("deployment_get", namespace=ns, name="checkout-api"), mcp_text(dep(14, 5, 5, 5, "10", "2024-06-07T10:06:03Z"))))
    t.append((call("pods_delete", namespace=ns, name="checkout-api-5c8d7f9b4-wq8zd"), mcp_text('pod "checkout-api-5c8d7f9b4-wq8zd" deleted')))
    t.append((call("pods_list", namespace=ns), mcp_text("\n".join([hdr,
        row("checkout-api-5c8d7f9b4-b7kx2", "1/1", "Running", "0", "3m47s", "10.244.2.41", "pool-a-m4x9t"),
        row("checkout-api-5c8d7f9b4-f3nqz", "1/1", "Running", "0", "3m47s", "10.244.1.72", "pool-a-7h2kq"),
        row("checkout-api-5c8d7f9b4-j6ptm", "0/1", "Running", "0", "9s", "10.244.2.49", "pool-a-m4x9t"),
        row("checkout-api-5c8d7f9b4-mz94c", "1/1", "Running", "0", "3m10s", "10.244.3.80", "pool-a-q8c3n"),
        row("checkout-api-5c8d7f9b4-x5hvl", "1/1", "Running", "0", "2m34s", "10.244.1.75", "pool-a-7h2kq"),
        row("redis-0", "1/1", "Running", "0", "21d", "10.244.2.9", "pool-a-m4x9t")]))))
    rs.add("mcp", "h63-mcp-03", sysp("kubernetes", "kubectl-backed server for the cluster prod-fra1, context admin@prod-fra1", tools), t)


# --------------------------------------------------------------------------------------------- 04 Cloudflare DNS (bad, t5)
def t04(rs: RowSet) -> None:
    tools = [
        tool("zones_list", "List zones in the account, optionally filtered by name.", {"name": S, "status": S, "page": INT, "per_page": INT}, []),
        tool("dns_records_list", "List DNS records of a zone (Cloudflare API v4).", {"zone_id": S, "type": S, "name": S, "page": INT, "per_page": INT}, ["zone_id"]),
        tool("dns_record_create", "Create a DNS record.", {"zone_id": S, "type": S, "name": S, "content": S, "ttl": INT, "proxied": B, "comment": S}, ["zone_id", "type", "name", "content"]),
        tool("dns_record_update", "Patch fields of an existing DNS record.", {"zone_id": S, "record_id": S, "content": S, "ttl": INT, "proxied": B, "comment": S}, ["zone_id", "record_id"]),
        tool("dns_record_delete", "Delete a DNS record.", {"zone_id": S, "record_id": S}, ["zone_id", "record_id"]),
    ]
    zid, zn = "3f7a9c2e5b1d4e8f9a0b6c7d2e1f4a58", "northwind-labs.io"

    def rec(rid: str, typ: str, name: str, content: str, proxied: bool, ttl: int, created: str, modified: str,
            comment: str | None = None, priority: int | None = None) -> dict[str, Any]:
        r: dict[str, Any] = {"id": rid, "zone_id": zid, "zone_name": zn, "name": name, "type": typ, "content": content,
                             "proxiable": typ in ("A", "AAAA", "CNAME"), "proxied": proxied, "ttl": ttl, "settings": {},
                             "meta": {"auto_added": False, "managed_by_apps": False, "managed_by_argo_tunnel": False},
                             "comment": comment, "tags": [], "created_on": created, "modified_on": modified}
        if priority is not None:
            r["priority"] = priority
        return r

    def env(result: Any, total: int | None = None) -> str:
        d: dict[str, Any] = {"result": result, "success": True, "errors": [], "messages": []}
        if total is not None:
            d["result_info"] = {"page": 1, "per_page": 100, "count": total, "total_count": total, "total_pages": 1}
        return pj(d)

    root = rec("a1c4e7f0b3d6928f5e1a4c7b0d3f6e92", "A", zn, "104.21.58.133", True, 1, "2023-09-12T08:14:55.204311Z", "2023-09-12T08:14:55.204311Z")
    www = rec("b7e2d5a8c1f4907e3b6d9a2c5f8e1b47", "CNAME", f"www.{zn}", zn, True, 1, "2023-09-12T08:15:31.887120Z", "2023-09-12T08:15:31.887120Z")
    api0 = rec("c3f6a9d2e5b8014c7f0a3d6e9b2c5f18", "A", f"api.{zn}", "198.51.100.24", False, 300, "2023-11-03T16:40:02.551928Z", "2024-02-19T10:05:47.013462Z", comment="origin lb eu-1")
    status = rec("d9b2e5f8a1c4073d6a9c2f5b8e1d4a76", "CNAME", f"status.{zn}", "northwindlabs.statuspage.io", False, 3600, "2023-10-22T12:01:19.440871Z", "2023-10-22T12:01:19.440871Z")
    mx = rec("e5a8c1f4b7d0263e9c2f5a8d1b4e7c03", "MX", zn, "aspmx.l.google.com", False, 3600, "2023-09-12T08:20:44.019377Z", "2023-09-12T08:20:44.019377Z", priority=1)
    spf = rec("f2d5b8e1c4a7390f6b9e2d5c8a1f4b69", "TXT", zn, "\"v=spf1 include:_spf.google.com include:sendgrid.net ~all\"", False, 3600, "2023-09-12T08:22:10.775204Z", "2024-01-08T09:33:51.118840Z")
    api1 = dict(api0, proxied=True, ttl=1, modified_on="2024-06-06T14:22:37.918274Z")
    docs = rec("07c1e4a7d0b3f6295c8e1b4d7a0c3f5e", "CNAME", f"docs.{zn}", "northwind-labs.gitbook.io", False, 1, "2024-06-06T14:23:05.301559Z", "2024-06-06T14:23:05.301559Z", comment="GitBook docs")
    t: list[tuple[str, str]] = []
    t.append((call("zones_list", name=zn), env([{
        "id": zid, "name": zn, "status": "active", "paused": False, "type": "full", "development_mode": 0,
        "name_servers": ["kiki.ns.cloudflare.com", "remy.ns.cloudflare.com"],
        "original_name_servers": ["ns-1421.awsdns-49.org", "ns-377.awsdns-47.com"],
        "original_registrar": "gandi sas", "created_on": "2023-09-12T08:11:03.662501Z", "modified_on": "2023-09-13T02:47:19.920144Z",
        "activated_on": "2023-09-13T02:47:19.920144Z",
        "account": {"id": "9b1e4c7f2a5d8e0b3c6f9a2d5e8b1c4f", "name": "Northwind Labs"},
        "plan": {"id": "0feeeeeeeeeeeeeeeeeeeeeeeeeeeeee", "name": "Free Website", "price": 0, "currency": "USD"},
        "permissions": ["#dns_records:edit", "#dns_records:read", "#zone:read"]}], 1)))
    t.append((call("dns_records_list", zone_id=zid, per_page=100), env([root, api0, status, www, mx, spf], 6)))
    t.append((call("dns_record_update", zone_id=zid, record_id=api0["id"], proxied=True, ttl=1), env(api1)))
    t.append((call("dns_record_create", zone_id=zid, type="CNAME", name="docs", content="northwind-labs.gitbook.io", ttl=1, proxied=False, comment="GitBook docs"), env(docs)))
    # contradiction: api record back to proxied false with no update in between
    api_bad = dict(api1, proxied=False)
    t.append((call("dns_records_list", zone_id=zid, per_page=100), env([root, api_bad, docs, status, www, mx, spf], 7)))
    t.append((call("dns_record_delete", zone_id=zid, record_id=status["id"]), env({"id": status["id"]})))
    t.append((call("dns_records_list", zone_id=zid, type="CNAME"), env([docs, www], 2)))
    rs.add("mcp", "h63-mcp-04", sysp("cloudflare", "Cloudflare API v4 with a token scoped to the account Northwind Labs", tools), t,
           bad=True, turn=5, kind="Turn 5 lists api.northwind-labs.io as proxied false although turn 3 set it to proxied true and nothing changed it since.")


# --------------------------------------------------------------------------------------------- 05 Postgres (bad, t4)
def t05(rs: RowSet) -> None:
    tools = [
        tool("list_tables", "List tables of a schema with estimated row counts and total size.", {"schema": S}, []),
        tool("describe_table", "Describe the columns, indexes and constraints of a table.", {"schema": S, "table": S}, ["table"]),
        tool("query", "Run a read-only SQL query and return the rows as JSON.", {"sql": S}, ["sql"]),
        tool("execute", "Run a data-modifying or DDL statement and return the command tag and row count.", {"sql": S}, ["sql"]),
    ]

    def col(name: str, typ: str, maxlen: int | None, nullable: str, default: str | None) -> dict[str, Any]:
        return {"column_name": name, "data_type": typ, "character_maximum_length": maxlen, "is_nullable": nullable, "column_default": default}

    cols = [
        col("id", "bigint", None, "NO", "nextval('customers_id_seq'::regclass)"),
        col("email", "character varying", 255, "NO", None),
        col("full_name", "character varying", 120, "YES", None),
        col("country_code", "character", 2, "YES", None),
        col("marketing_opt_in", "boolean", None, "NO", "false"),
        col("created_at", "timestamp with time zone", None, "NO", "now()"),
        col("updated_at", "timestamp with time zone", None, "NO", "now()"),
    ]
    idx = [
        {"indexname": "customers_pkey", "indexdef": "CREATE UNIQUE INDEX customers_pkey ON public.customers USING btree (id)"},
        {"indexname": "customers_email_key", "indexdef": "CREATE UNIQUE INDEX customers_email_key ON public.customers USING btree (lower((email)::text))"},
        {"indexname": "customers_country_idx", "indexdef": "CREATE INDEX customers_country_idx ON public.customers USING btree (country_code)"},
    ]
    cons = [{"conname": "customers_pkey", "contype": "p", "definition": "PRIMARY KEY (id)"},
            {"conname": "customers_country_code_check", "contype": "c", "definition": "CHECK ((country_code ~ '^[A-Z]{2}$'::text))"}]
    t: list[tuple[str, str]] = []
    t.append((call("list_tables", schema="public"), mcp_text([
        {"table_name": "customers", "row_estimate": 48213, "total_size": "19 MB"},
        {"table_name": "order_items", "row_estimate": 611908, "total_size": "88 MB"},
        {"table_name": "orders", "row_estimate": 203377, "total_size": "41 MB"},
        {"table_name": "products", "row_estimate": 1846, "total_size": "1208 kB"},
        {"table_name": "schema_migrations", "row_estimate": 57, "total_size": "48 kB"}])))
    t.append((call("describe_table", schema="public", table="customers"), mcp_text({"table": "public.customers", "columns": cols, "indexes": idx, "constraints": cons})))
    t.append((call("execute", sql="ALTER TABLE public.customers ADD COLUMN loyalty_tier text NOT NULL DEFAULT 'standard'"),
              mcp_text({"command": "ALTER", "rowCount": None, "message": "ALTER TABLE", "duration_ms": 41})))
    # contradiction: full_name comes back as varchar(80)
    cols_bad = [dict(c, character_maximum_length=80) if c["column_name"] == "full_name" else c for c in cols]
    cols_bad.append(col("loyalty_tier", "text", None, "NO", "'standard'::text"))
    t.append((call("describe_table", schema="public", table="customers"), mcp_text({"table": "public.customers", "columns": cols_bad, "indexes": idx, "constraints": cons})))
    t.append((call("execute", sql="UPDATE public.customers c SET loyalty_tier = 'gold', updated_at = now() FROM (SELECT customer_id FROM public.orders WHERE status = 'paid' GROUP BY customer_id HAVING sum(total_cents) >= 500000) big WHERE c.id = big.customer_id"),
              mcp_text({"command": "UPDATE", "rowCount": 214, "duration_ms": 388})))
    t.append((call("query", sql="SELECT loyalty_tier, count(*) FROM public.customers GROUP BY 1 ORDER BY 1"),
              mcp_text([{"loyalty_tier": "gold", "count": "214"}, {"loyalty_tier": "standard", "count": "47999"}])))
    rs.add("mcp", "h63-mcp-05", sysp("postgres", "PostgreSQL 16.2 database shopdb on pg-main.internal, role app_admin", tools), t,
           bad=True, turn=4, kind="Turn 4 describes customers.full_name as varchar(80) although turn 2 showed varchar(120) and only a new column was added in between.")


# --------------------------------------------------------------------------------------------- 06 Redis (clean)
def t06(rs: RowSet) -> None:
    tools = [
        tool("scan_keys", "Iterate keys matching a pattern with SCAN (one full iteration).", {"pattern": S, "count": INT}, ["pattern"]),
        tool("hgetall", "Return all fields and values of a hash.", {"name": S}, ["name"]),
        tool("hset", "Set fields of a hash; returns the number of fields that were added (not updated).", {"name": S, "mapping": OBJ}, ["name", "mapping"]),
        tool("ttl", "Return the remaining time to live of a key in seconds (-1 no expiry, -2 missing).", {"key": S}, ["key"]),
        tool("incr", "Increment the integer value of a key by one and return the new value.", {"key": S}, ["key"]),
        tool("delete", "Delete one or more keys; returns the number removed.", {"keys": A}, ["keys"]),
    ]
    t: list[tuple[str, str]] = []
    t.append((call("scan_keys", pattern="session:*", count=200), pj({"cursor": 0, "keys": [
        "session:8f14e45f", "session:c9f0f895", "session:a87ff679", "session:e4da3b7f"], "iterations": 3})))
    t.append((call("hgetall", name="session:8f14e45f"), pj({
        "user_id": "4127", "cart_id": "crt_01HZX3M8Q2V7", "cart_items": "3", "currency": "EUR", "locale": "de-DE",
        "last_seen": "1717751802", "ip": "91.64.212.37"})))
    t.append((call("ttl", key="session:8f14e45f"), "1742"))
    t.append((call("hset", name="session:8f14e45f", mapping={"cart_items": "4", "last_seen": "1717752013"}), "0"))
    t.append((call("ttl", key="session:8f14e45f"), "1529"))
    t.append((call("incr", key="ratelimit:api:4127"), "18"))
    t.append((call("incr", key="ratelimit:api:4127"), "19"))
    t.append((call("delete", keys=["session:c9f0f895"]), "1"))
    t.append((call("scan_keys", pattern="session:*", count=200), pj({"cursor": 0, "keys": [
        "session:e4da3b7f", "session:45c48cce", "session:8f14e45f", "session:a87ff679"], "iterations": 3})))
    rs.add("mcp", "h63-mcp-06", sysp("redis", "Redis 7.2 cache cache-prod-1:6379 db 0, used by the live storefront", tools), t,
           state="Connected to redis://cache-prod-1:6379/0 (Redis 7.2.4, role master). The storefront keeps writing sessions to this database while the agent works.")


# --------------------------------------------------------------------------------------------- 07 filesystem (clean)
def t07(rs: RowSet) -> None:
    tools = [
        tool("list_directory", "List a directory; entries are prefixed with [FILE] or [DIR].", {"path": S}, ["path"]),
        tool("list_directory_with_sizes", "List a directory with file sizes and a summary.", {"path": S, "sortBy": S}, ["path"]),
        tool("read_text_file", "Read a text file.", {"path": S, "head": INT, "tail": INT}, ["path"]),
        tool("edit_file", "Make line-based edits to a text file; returns a git-style diff.", {"path": S, "edits": A, "dryRun": B}, ["path", "edits"]),
        tool("write_file", "Create or overwrite a file.", {"path": S, "content": S}, ["path", "content"]),
        tool("move_file", "Move or rename a file.", {"source": S, "destination": S}, ["source", "destination"]),
        tool("get_file_info", "Return size, timestamps and permissions of a file.", {"path": S}, ["path"]),
    ]
    d = "/srv/app/config"
    app = "\n".join([
        "# checkout service configuration", "service:", "  name: checkout", "  port: 8080", "  workers: 4",
        "  graceful_timeout_s: 30", "", "database:", "  host: pg-main.internal", "  port: 5432", "  name: checkout",
        "  pool_size: 10", "  pool_timeout_s: 5", "", "cache:", "  url: redis://redis-0.internal:6379/2", "  ttl_s: 1800",
        "", "features:", "  new_pricing: false", "  split_payments: true", ""])
    app2 = app.replace("  pool_size: 10", "  pool_size: 25").replace("  new_pricing: false", "  new_pricing: true")
    log_old = "version: 1\nformatters:\n  plain:\n    format: '%(asctime)s %(levelname)s %(name)s %(message)s'\nhandlers:\n  console:\n    class: logging.StreamHandler\n    formatter: plain\nroot:\n  level: INFO\n  handlers: [console]\n"
    log_new = "version: 1\nformatters:\n  json:\n    (): pythonjsonlogger.jsonlogger.JsonFormatter\n    format: '%(asctime)s %(levelname)s %(name)s %(message)s'\nhandlers:\n  console:\n    class: logging.StreamHandler\n    formatter: json\nroot:\n  level: INFO\n  handlers: [console]\nloggers:\n  sqlalchemy.engine:\n    level: WARNING\n"
    readme_size = 1241

    def fmt(n: int) -> str:
        return f"{n} B" if n < 1024 else f"{n / 1024:.2f} KB"

    diff = "".join(difflib.unified_diff(app.splitlines(keepends=True), app2.splitlines(keepends=True), n=3))
    diff = diff.split("\n", 2)[2]  # drop difflib's own ---/+++ lines
    patch = f"```diff\nIndex: {d}/app.yaml\n===================================================================\n--- {d}/app.yaml\toriginal\n+++ {d}/app.yaml\tmodified\n{diff}```\n\n"
    t: list[tuple[str, str]] = []
    t.append((call("list_directory", path=d), mcp_text("[FILE] README.md\n[FILE] app.yaml\n[DIR] env\n[FILE] logging.yaml")))
    t.append((call("read_text_file", path=f"{d}/app.yaml"), mcp_text(app)))
    t.append((call("edit_file", path=f"{d}/app.yaml", edits=[{"oldText": "  pool_size: 10", "newText": "  pool_size: 25"},
                                                            {"oldText": "  new_pricing: false", "newText": "  new_pricing: true"}], dryRun=False), mcp_text(patch)))
    t.append((call("get_file_info", path=f"{d}/app.yaml"), mcp_text(
        f"size: {len(app2.encode())}\ncreated: Tue Mar 12 2024 09:41:07 GMT+0000 (Coordinated Universal Time)\n"
        "modified: Fri Jun 07 2024 11:02:19 GMT+0000 (Coordinated Universal Time)\n"
        "accessed: Fri Jun 07 2024 11:01:48 GMT+0000 (Coordinated Universal Time)\nisDirectory: false\nisFile: true\npermissions: 644")))
    t.append((call("move_file", source=f"{d}/logging.yaml", destination=f"{d}/logging.old.yaml"),
              mcp_text(f"Successfully moved {d}/logging.yaml to {d}/logging.old.yaml")))
    t.append((call("write_file", path=f"{d}/logging.yaml", content=log_new), mcp_text(f"Successfully wrote to {d}/logging.yaml")))
    files = [("README.md", readme_size), ("app.yaml", len(app2.encode())), ("logging.old.yaml", len(log_old.encode())), ("logging.yaml", len(log_new.encode()))]
    lines = [f"[FILE] {n:<30} {fmt(s):>10}" for n, s in files[:2]] + [f"[DIR]  {'env':<30} {'':>10}"] + [f"[FILE] {n:<30} {fmt(s):>10}" for n, s in files[2:]]
    total = sum(s for _, s in files)
    t.append((call("list_directory_with_sizes", path=d, sortBy="name"), mcp_text(
        "\n".join(lines) + f"\n\nTotal: 4 files, 1 directories\nCombined size: {fmt(total)}")))
    t.append((call("read_text_file", path=f"{d}/app.yaml"), mcp_text(app2)))
    rs.add("mcp", "h63-mcp-07", sysp("filesystem", "@modelcontextprotocol/server-filesystem with allowed directory /srv/app", tools), t)


# --------------------------------------------------------------------------------------------- 08 Hetzner Cloud (bad, t7)
def t08(rs: RowSet) -> None:
    tools = [
        tool("list_servers", "List servers of the project (compact view).", {"label_selector": S, "status": S}, []),
        tool("get_server", "Get a server by id (Hetzner Cloud API object).", {"id": INT}, ["id"]),
        tool("server_action", "Run a server action: poweroff, poweron, reboot, shutdown, change_type, create_image.", {"id": INT, "action": S, "params": OBJ}, ["id", "action"]),
        tool("get_action", "Get the status of an action.", {"id": INT}, ["id"]),
        tool("list_images", "List images, optionally filtered by type (system, snapshot, backup).", {"type": S, "label_selector": S}, []),
    ]
    sid = 48213377

    def stype(name: str, sid_: int, cores: int, mem: float, disk: int) -> dict[str, Any]:
        return {"id": sid_, "name": name, "description": name.upper(), "cores": cores, "memory": mem, "disk": disk,
                "cpu_type": "shared", "architecture": "x86", "deprecated": False, "storage_type": "local"}

    def server(typ: dict[str, Any], created: str, out_tr: int, in_tr: int) -> str:
        return pj({"server": {
            "id": sid, "name": "build-runner-02", "status": "running", "created": created,
            "public_net": {"ipv4": {"id": 55102934, "ip": "95.217.34.18", "blocked": False, "dns_ptr": "static.18.34.217.95.clients.your-server.de"},
                           "ipv6": {"id": 55102935, "ip": "2a01:4f9:c012:7d3a::/64", "blocked": False, "dns_ptr": []},
                           "floating_ips": [], "firewalls": [{"id": 1290344, "status": "applied"}]},
            "private_net": [{"network": 3817205, "ip": "10.0.1.12", "alias_ips": [], "mac_address": "86:00:00:8e:5c:21"}],
            "server_type": typ,
            "datacenter": {"id": 3, "name": "hel1-dc2", "description": "Helsinki 1 virtual DC 2",
                           "location": {"id": 3, "name": "hel1", "description": "Helsinki DC Park 1", "country": "FI", "city": "Helsinki",
                                        "latitude": 60.169855, "longitude": 24.938379, "network_zone": "eu-central"}},
            "image": {"id": 161547269, "type": "system", "status": "available", "name": "ubuntu-24.04", "description": "Ubuntu 24.04",
                      "os_flavor": "ubuntu", "os_version": "24.04", "architecture": "x86"},
            "iso": None, "rescue_enabled": False, "locked": False, "backup_window": None,
            "outgoing_traffic": out_tr, "ingoing_traffic": in_tr, "included_traffic": 21990232555520,
            "protection": {"delete": False, "rebuild": False}, "labels": {"role": "ci", "team": "devex"},
            "volumes": [], "load_balancers": [], "primary_disk_size": 40, "placement_group": None}})

    def action(aid: int, cmd: str, status: str, progress: int, started: str, finished: str | None, extra: list[dict[str, Any]] | None = None) -> str:
        return pj({"action": {"id": aid, "command": cmd, "status": status, "progress": progress, "started": started,
                              "finished": finished, "resources": [{"id": sid, "type": "server"}] + (extra or []), "error": None}})

    cx22 = stype("cx22", 104, 2, 4.0, 40)
    cx32 = stype("cx32", 105, 4, 8.0, 80)
    t: list[tuple[str, str]] = []
    t.append((call("list_servers", label_selector="role=ci"), pj({"servers": [
        {"id": 47990214, "name": "build-runner-01", "status": "running", "server_type": "cx22", "datacenter": "hel1-dc2", "ipv4": "95.217.30.201", "created": "2024-03-04T15:20:51+00:00"},
        {"id": sid, "name": "build-runner-02", "status": "running", "server_type": "cx22", "datacenter": "hel1-dc2", "ipv4": "95.217.34.18", "created": "2024-03-11T08:42:19+00:00"},
        {"id": 50377162, "name": "build-cache", "status": "running", "server_type": "cx42", "datacenter": "hel1-dc2", "ipv4": "65.21.148.77", "created": "2024-04-22T11:05:33+00:00"}],
        "meta": {"pagination": {"page": 1, "per_page": 25, "previous_page": None, "next_page": None, "last_page": 1, "total_entries": 3}}})))
    t.append((call("get_server", id=sid), server(cx22, "2024-03-11T08:42:19+00:00", 129384755712, 48192004096)))
    t.append((call("server_action", id=sid, action="poweroff"), action(1738201551, "stop_server", "running", 0, "2024-06-07T12:10:04+00:00", None)))
    t.append((call("server_action", id=sid, action="change_type", params={"server_type": "cx32", "upgrade_disk": False}),
              action(1738201874, "change_server_type", "running", 0, "2024-06-07T12:10:31+00:00", None)))
    t.append((call("get_action", id=1738201874), action(1738201874, "change_server_type", "success", 100, "2024-06-07T12:10:31+00:00", "2024-06-07T12:11:02+00:00")))
    t.append((call("server_action", id=sid, action="poweron"), action(1738202240, "start_server", "running", 0, "2024-06-07T12:11:20+00:00", None)))
    # contradiction: created date moves from 2024-03-11 to 2024-03-14
    t.append((call("get_server", id=sid), server(cx32, "2024-03-14T08:42:19+00:00", 129386114048, 48192311296)))
    t.append((call("server_action", id=sid, action="create_image", params={"type": "snapshot", "description": "build-runner-02 after cx32 upgrade", "labels": {"purpose": "golden"}}),
              pj({"image": {"id": 172390558, "type": "snapshot", "status": "creating", "name": None, "description": "build-runner-02 after cx32 upgrade",
                            "image_size": None, "disk_size": 40, "created": "2024-06-07T12:12:47+00:00", "created_from": {"id": sid, "name": "build-runner-02"},
                            "bound_to": None, "os_flavor": "ubuntu", "os_version": "24.04", "rapid_deploy": False, "protection": {"delete": False},
                            "deprecated": None, "deleted": None, "labels": {"purpose": "golden"}, "architecture": "x86"},
                  "action": {"id": 1738202913, "command": "create_image", "status": "running", "progress": 0, "started": "2024-06-07T12:12:47+00:00",
                             "finished": None, "resources": [{"id": sid, "type": "server"}, {"id": 172390558, "type": "image"}], "error": None}})))
    t.append((call("get_action", id=1738202913), action(1738202913, "create_image", "success", 100, "2024-06-07T12:12:47+00:00", "2024-06-07T12:14:06+00:00", [{"id": 172390558, "type": "image"}])))
    t.append((call("list_images", type="snapshot"), pj({"images": [
        {"id": 158830412, "type": "snapshot", "status": "available", "name": None, "description": "runner base 2024-03", "image_size": 2.41,
         "disk_size": 40, "created": "2024-03-04T16:02:10+00:00", "created_from": {"id": 47990214, "name": "build-runner-01"}, "labels": {"purpose": "golden"}},
        {"id": 172390558, "type": "snapshot", "status": "available", "name": None, "description": "build-runner-02 after cx32 upgrade", "image_size": 3.07,
         "disk_size": 40, "created": "2024-06-07T12:12:47+00:00", "created_from": {"id": sid, "name": "build-runner-02"}, "labels": {"purpose": "golden"}}],
        "meta": {"pagination": {"page": 1, "per_page": 25, "previous_page": None, "next_page": None, "last_page": 1, "total_entries": 2}}})))
    rs.add("mcp", "h63-mcp-08", sysp("hetzner-cloud", "Hetzner Cloud API for the project ci-infra", tools), t,
           bad=True, turn=7, kind="Turn 7 gives build-runner-02 a created date of 2024-03-14T08:42:19 while turns 1 and 2 showed 2024-03-11T08:42:19.")


# --------------------------------------------------------------------------------------------- 09 Vault (clean)
def t09(rs: RowSet) -> None:
    tools = [
        tool("kv_list", "List keys under a path of a KV v2 mount.", {"mount": S, "path": S}, ["mount", "path"]),
        tool("kv_read", "Read a secret (latest or a given version) from a KV v2 mount.", {"mount": S, "path": S, "version": INT}, ["mount", "path"]),
        tool("kv_write", "Write a new version of a secret.", {"mount": S, "path": S, "data": OBJ, "cas": INT}, ["mount", "path", "data"]),
        tool("kv_metadata", "Read the metadata and version history of a secret.", {"mount": S, "path": S}, ["mount", "path"]),
        tool("kv_delete", "Soft-delete the latest version of a secret.", {"mount": S, "path": S}, ["mount", "path"]),
        tool("kv_undelete", "Undelete the given versions of a secret.", {"mount": S, "path": S, "versions": A}, ["mount", "path", "versions"]),
    ]
    cm = {"owner": "payments", "rotation": "90d", "ticket": "SEC-1184"}
    v3 = {"host": "pg-pay.internal", "port": "5432", "username": "payments_app", "password": "Xr7#kq2M!v9LpT4w", "sslmode": "verify-full"}
    v4 = dict(v3, password="b3N!qZ8e$Lr1Wd6y")
    c1, c2, c3, c4 = "2023-11-20T09:01:12.552107Z", "2024-01-15T16:44:03.118905Z", "2024-04-02T10:15:44.812330Z", "2024-06-07T13:02:51.447120Z"

    def env(rid: str, data: Any) -> str:
        return pj({"request_id": rid, "lease_id": "", "renewable": False, "lease_duration": 0, "data": data,
                   "wrap_info": None, "warnings": None, "auth": None, "mount_type": "kv"})

    def meta(created: str, version: int, deletion: str = "") -> dict[str, Any]:
        return {"created_time": created, "custom_metadata": cm, "deletion_time": deletion, "destroyed": False, "version": version}

    t: list[tuple[str, str]] = []
    t.append((call("kv_list", mount="secret", path="apps/payments"), env("7c1f0e2a-5b3d-4e8f-9a61-2d4c8b7e3f05", {"keys": ["db", "stripe", "webhooks/"]})))
    t.append((call("kv_read", mount="secret", path="apps/payments/db"), env("b2e94d17-0c6a-4f35-8e2b-91d7a3c5f604", {"data": v3, "metadata": meta(c3, 3)})))
    t.append((call("kv_write", mount="secret", path="apps/payments/db", data=v4, cas=3), env("e5a8c3f1-7d2b-49e6-a0c4-3f8b1d6e2a97", meta(c4, 4))))
    t.append((call("kv_read", mount="secret", path="apps/payments/db", version=3), env("0d7b2f5e-9a1c-4638-b4e7-c5a2f8d1e306", {"data": v3, "metadata": meta(c3, 3)})))
    t.append((call("kv_metadata", mount="secret", path="apps/payments/db"), env("4f8e1a6c-2d9b-47c3-85f0-b1e7d3a9c258", {
        "cas_required": False, "created_time": c1, "current_version": 4, "custom_metadata": cm, "delete_version_after": "0s",
        "max_versions": 10, "oldest_version": 0, "updated_time": c4,
        "versions": {"1": {"created_time": c1, "deletion_time": "", "destroyed": True},
                     "2": {"created_time": c2, "deletion_time": "", "destroyed": False},
                     "3": {"created_time": c3, "deletion_time": "", "destroyed": False},
                     "4": {"created_time": c4, "deletion_time": "", "destroyed": False}}})))
    t.append((call("kv_delete", mount="secret", path="apps/payments/db"), mcp_text("Success! Data deleted (if it existed) at: secret/data/apps/payments/db")))
    t.append((call("kv_read", mount="secret", path="apps/payments/db"), pj({
        "request_id": "93c6a1e8-4b7f-4d20-9e5c-a8f2b6d1c7e4", "lease_id": "", "renewable": False, "lease_duration": 0,
        "data": {"data": None, "metadata": meta(c4, 4, "2024-06-07T13:04:20.119026Z")},
        "wrap_info": None, "warnings": ["Secret version 4 is deleted; use kv_undelete to restore it"], "auth": None, "mount_type": "kv"})))
    t.append((call("kv_undelete", mount="secret", path="apps/payments/db", versions=[4]), mcp_text("Success! Data written to: secret/undelete/apps/payments/db")))
    t.append((call("kv_read", mount="secret", path="apps/payments/db"), env("c8d2f7a4-1e6b-4f93-b05a-7e3c9d2a4f18", {"data": v4, "metadata": meta(c4, 4)})))
    rs.add("mcp", "h63-mcp-09", sysp("vault", "HashiCorp Vault 1.16.2 at https://vault.corp.internal:8200, token policy payments-admin", tools), t)


# --------------------------------------------------------------------------------------------- 10 GCP Compute (clean)
def t10(rs: RowSet) -> None:
    tools = [
        tool("compute_instances_list", "List VM instances in a zone (gcloud table format).", {"project": S, "zone": S}, ["project", "zone"]),
        tool("compute_instances_get", "Get a VM instance resource as JSON.", {"project": S, "zone": S, "instance": S}, ["project", "zone", "instance"]),
        tool("compute_instances_stop", "Stop a VM instance; returns the zonal operation.", {"project": S, "zone": S, "instance": S}, ["project", "zone", "instance"]),
        tool("compute_instances_start", "Start a VM instance; returns the zonal operation.", {"project": S, "zone": S, "instance": S}, ["project", "zone", "instance"]),
        tool("compute_instances_set_machine_type", "Change the machine type of a stopped instance; waits for the operation.", {"project": S, "zone": S, "instance": S, "machine_type": S}, ["project", "zone", "instance", "machine_type"]),
        tool("compute_operations_get", "Get a zonal operation.", {"project": S, "zone": S, "operation": S}, ["project", "zone", "operation"]),
        tool("compute_disks_list", "List persistent disks in a zone (gcloud table format).", {"project": S, "zone": S}, ["project", "zone"]),
    ]
    pr, zn = "harbor-analytics-prod", "europe-west1-b"
    base = f"https://www.googleapis.com/compute/v1/projects/{pr}/zones/{zn}"
    tid = "6281940077315268419"

    def op(name: str, oid: str, typ: str, status: str, progress: int, insert: str, start: str, end: str | None) -> str:
        d: dict[str, Any] = {"kind": "compute#operation", "id": oid, "name": name, "zone": base, "operationType": typ,
                             "targetLink": f"{base}/instances/etl-worker-2", "targetId": tid, "status": status,
                             "user": f"ops-mcp@{pr}.iam.gserviceaccount.com", "progress": progress,
                             "insertTime": insert, "startTime": start}
        if end:
            d["endTime"] = end
        d["selfLink"] = f"{base}/operations/{name}"
        return pj(d)

    def table(w2_type: str, w2_ip: str) -> str:
        h = "NAME               ZONE            MACHINE_TYPE   PREEMPTIBLE  INTERNAL_IP  EXTERNAL_IP     STATUS"
        rows = [("airflow-scheduler", "e2-standard-2", "10.132.0.9", "34.76.118.201"),
                ("etl-worker-1", "e2-standard-4", "10.132.0.13", "35.195.62.87"),
                ("etl-worker-2", w2_type, "10.132.0.14", w2_ip)]
        return "\n".join([h] + [f"{n:<19}{zn:<16}{m:<15}{'':<13}{i:<13}{e:<16}RUNNING" for n, m, i, e in rows])

    stop = "operation-1717766412871-61a4b9e3c2f10-7d5e2a4b-9c81f3d6"
    t: list[tuple[str, str]] = []
    t.append((call("compute_instances_list", project=pr, zone=zn), mcp_text(table("e2-standard-4", "34.140.27.155"))))
    t.append((call("compute_instances_stop", project=pr, zone=zn, instance="etl-worker-2"),
              op(stop, "4719206318842750991", "stop", "RUNNING", 0, "2024-06-07T06:20:12.978-07:00", "2024-06-07T06:20:13.004-07:00", None)))
    t.append((call("compute_operations_get", project=pr, zone=zn, operation=stop),
              op(stop, "4719206318842750991", "stop", "DONE", 100, "2024-06-07T06:20:12.978-07:00", "2024-06-07T06:20:13.004-07:00", "2024-06-07T06:20:40.562-07:00")))
    t.append((call("compute_instances_set_machine_type", project=pr, zone=zn, instance="etl-worker-2", machine_type="e2-standard-8"),
              op("operation-1717766486220-61a4ba2a1d7e8-2f6c9b1e-5a04d7c3", "1095837264410398212", "setMachineType", "DONE", 100,
                 "2024-06-07T06:21:26.311-07:00", "2024-06-07T06:21:26.342-07:00", "2024-06-07T06:21:28.907-07:00")))
    t.append((call("compute_instances_start", project=pr, zone=zn, instance="etl-worker-2"),
              op("operation-1717766537004-61a4ba5ac3b51-8e1d4f7a-0b6c2e95", "7380126455918204733", "start", "RUNNING", 0,
                 "2024-06-07T06:22:17.089-07:00", "2024-06-07T06:22:17.121-07:00", None)))
    t.append((call("compute_instances_get", project=pr, zone=zn, instance="etl-worker-2"), pj({
        "kind": "compute#instance", "id": tid, "creationTimestamp": "2023-12-04T02:11:37.218-08:00", "name": "etl-worker-2",
        "machineType": f"{base}/machineTypes/e2-standard-8", "status": "RUNNING", "zone": base,
        "networkInterfaces": [{"kind": "compute#networkInterface", "network": f"https://www.googleapis.com/compute/v1/projects/{pr}/global/networks/default",
                               "subnetwork": f"https://www.googleapis.com/compute/v1/projects/{pr}/regions/europe-west1/subnetworks/default",
                               "networkIP": "10.132.0.14", "name": "nic0",
                               "accessConfigs": [{"kind": "compute#accessConfig", "type": "ONE_TO_ONE_NAT", "name": "External NAT",
                                                  "natIP": "34.79.201.46", "networkTier": "PREMIUM"}],
                               "fingerprint": "q3LmZtR8vXc=", "stackType": "IPV4_ONLY"}],
        "disks": [{"kind": "compute#attachedDisk", "type": "PERSISTENT", "mode": "READ_WRITE", "source": f"{base}/disks/etl-worker-2",
                   "deviceName": "etl-worker-2", "index": 0, "boot": True, "autoDelete": True, "interface": "SCSI", "diskSizeGb": "200"},
                  {"kind": "compute#attachedDisk", "type": "PERSISTENT", "mode": "READ_WRITE", "source": f"{base}/disks/etl-scratch-2",
                   "deviceName": "scratch", "index": 1, "boot": False, "autoDelete": False, "interface": "SCSI", "diskSizeGb": "500"}],
        "labels": {"env": "prod", "team": "data", "workload": "etl"},
        "scheduling": {"onHostMaintenance": "MIGRATE", "automaticRestart": True, "preemptible": False, "provisioningModel": "STANDARD"},
        "cpuPlatform": "AMD Rome", "labelFingerprint": "7hT0vB2kP9w=", "startRestricted": False, "deletionProtection": False,
        "lastStartTimestamp": "2024-06-07T06:22:19.533-07:00", "lastStopTimestamp": "2024-06-07T06:20:40.114-07:00",
        "selfLink": f"{base}/instances/etl-worker-2"})))
    t.append((call("compute_instances_list", project=pr, zone=zn), mcp_text(table("e2-standard-8", "34.79.201.46"))))
    t.append((call("compute_disks_list", project=pr, zone=zn), mcp_text("\n".join([
        "NAME               LOCATION        LOCATION_SCOPE  SIZE_GB  TYPE         STATUS",
        f"airflow-scheduler  {zn}  zone            50       pd-balanced  READY",
        f"etl-scratch-1      {zn}  zone            500      pd-standard  READY",
        f"etl-scratch-2      {zn}  zone            500      pd-standard  READY",
        f"etl-worker-1       {zn}  zone            200      pd-ssd       READY",
        f"etl-worker-2       {zn}  zone            200      pd-ssd       READY"]))))
    rs.add("mcp", "h63-mcp-10", sysp("google-cloud", "Google Compute Engine API for project harbor-analytics-prod", tools), t,
           state="Authenticated as ops-mcp@harbor-analytics-prod.iam.gserviceaccount.com. Default zone europe-west1-b. VMs use ephemeral external IPs.")


# --------------------------------------------------------------------------------------------- 11 knowledge-graph memory (bad, t3)
def t11(rs: RowSet) -> None:
    ent = {"type": "object", "properties": {"name": S, "entityType": S, "observations": A}}
    rel = {"type": "object", "properties": {"from": S, "to": S, "relationType": S}}
    tools = [
        tool("create_entities", "Create multiple new entities in the knowledge graph.", {"entities": {"type": "array", "items": ent}}, ["entities"]),
        tool("create_relations", "Create relations between entities (active voice).", {"relations": {"type": "array", "items": rel}}, ["relations"]),
        tool("add_observations", "Add observations to existing entities.", {"observations": A}, ["observations"]),
        tool("delete_relations", "Delete relations from the knowledge graph.", {"relations": {"type": "array", "items": rel}}, ["relations"]),
        tool("read_graph", "Read the entire knowledge graph.", {}, []),
        tool("search_nodes", "Search nodes by name, type or observation content.", {"query": S}, ["query"]),
        tool("open_nodes", "Open specific nodes by name.", {"names": A}, ["names"]),
    ]
    dana = {"name": "Dana Whitfield", "entityType": "person", "observations": [
        "Leads the platform team at Corvid Freight", "Prefers Postgres 15 for new services",
        "Based in Rotterdam, works CET hours", "On-call lead for the week of 2024-06-10"]}
    corvid = {"name": "Corvid Freight", "entityType": "organization", "observations": [
        "Logistics company, about 1,400 employees", "Runs its workloads on GKE in europe-west4"]}
    heron = {"name": "Project Heron", "entityType": "project", "observations": [
        "Migration of the dispatch service to Kubernetes", "Target go-live 2024-09-16", "Budget approved: EUR 180,000"]}
    tomasz = {"name": "Tomasz Brzeski", "entityType": "person", "observations": [
        "SRE at Corvid Freight", "Owns the Terraform modules for networking"]}

    def r(a: str, b: str, typ: str) -> dict[str, str]:
        return {"from": a, "to": b, "relationType": typ}

    rels = [r("Dana Whitfield", "Corvid Freight", "works_at"), r("Tomasz Brzeski", "Corvid Freight", "works_at"),
            r("Dana Whitfield", "Project Heron", "leads"), r("Project Heron", "Corvid Freight", "owned_by"),
            r("Tomasz Brzeski", "Project Heron", "contributes_to")]
    t: list[tuple[str, str]] = []
    t.append((call("read_graph"), mcp_text({"entities": [dana, corvid, heron, tomasz], "relations": rels})))
    t.append((call("add_observations", observations=[{"entityName": "Dana Whitfield", "contents": ["Uses Grafana for on-call dashboards"]}]),
              mcp_text([{"entityName": "Dana Whitfield", "addedObservations": ["Uses Grafana for on-call dashboards"]}])))
    # contradiction: "Postgres 15" comes back as "Postgres 14"
    dana_bad = dict(dana, observations=["Leads the platform team at Corvid Freight", "Prefers Postgres 14 for new services",
                                        "Based in Rotterdam, works CET hours", "On-call lead for the week of 2024-06-10",
                                        "Uses Grafana for on-call dashboards"])
    t.append((call("open_nodes", names=["Dana Whitfield", "Project Heron"]), mcp_text({"entities": [dana_bad, heron], "relations": [rels[2]]})))
    ravi = {"name": "Ravi Menon", "entityType": "person", "observations": ["Backend engineer, joined in May 2024", "Writes the dispatch service in Go"]}
    t.append((call("create_entities", entities=[ravi]), mcp_text([ravi])))
    new_rels = [r("Ravi Menon", "Corvid Freight", "works_at"), r("Ravi Menon", "Project Heron", "contributes_to"), r("Ravi Menon", "Dana Whitfield", "reports_to")]
    t.append((call("create_relations", relations=new_rels), mcp_text(new_rels)))
    t.append((call("delete_relations", relations=[rels[2]]), mcp_text("Relations deleted successfully")))
    t.append((call("search_nodes", query="Heron"), mcp_text({"entities": [heron], "relations": []})))
    rs.add("mcp", "h63-mcp-11", sysp("memory", "@modelcontextprotocol/server-memory knowledge graph stored in /data/memory.jsonl", tools), t,
           bad=True, turn=3, kind="Turn 3 shows Dana Whitfield's observation as 'Prefers Postgres 14' though turn 1 had 'Prefers Postgres 15' and only a new observation was added.")


# --------------------------------------------------------------------------------------------- 12 Azure (bad, t8)
def t12(rs: RowSet) -> None:
    tools = [
        tool("vm_list", "List virtual machines of a resource group with power state and IPs.", {"resource_group": S}, ["resource_group"]),
        tool("vm_show", "Show a virtual machine (az vm show).", {"resource_group": S, "name": S}, ["resource_group", "name"]),
        tool("vm_list_resize_options", "List the sizes a VM can be resized to.", {"resource_group": S, "name": S}, ["resource_group", "name"]),
        tool("vm_deallocate", "Stop and deallocate a VM; waits for completion.", {"resource_group": S, "name": S}, ["resource_group", "name"]),
        tool("vm_resize", "Resize a VM; returns the updated VM.", {"resource_group": S, "name": S, "size": S}, ["resource_group", "name", "size"]),
        tool("vm_start", "Start a VM; waits for completion.", {"resource_group": S, "name": S}, ["resource_group", "name"]),
        tool("tag_update", "Merge, replace or delete tags on a resource.", {"resource_id": S, "operation": S, "tags": OBJ}, ["resource_id", "operation", "tags"]),
        tool("vm_get_instance_view", "Get the instance view (statuses, agent, disks) of a VM.", {"resource_group": S, "name": S}, ["resource_group", "name"]),
    ]
    sub, rg = "5d2e8b41-7c93-4f0a-a6e1-3b9f2c7d0e58", "rg-ledger-prod"
    vid = f"/subscriptions/{sub}/resourceGroups/{rg}/providers/Microsoft.Compute/virtualMachines/vm-ledger-api-01"
    tags0 = {"app": "ledger", "env": "prod", "owner": "fin-platform"}
    tags1 = dict(tags0, costCenter="FIN-2291")

    def vm(size: str, tags: dict[str, str]) -> str:
        return pj({
            "id": vid, "name": "vm-ledger-api-01", "type": "Microsoft.Compute/virtualMachines", "location": "westeurope",
            "resourceGroup": rg, "zones": ["1"], "tags": tags,
            "hardwareProfile": {"vmSize": size},
            "storageProfile": {"imageReference": {"publisher": "Canonical", "offer": "0001-com-ubuntu-server-jammy", "sku": "22_04-lts-gen2",
                                                  "version": "latest", "exactVersion": "22.04.202402010"},
                               "osDisk": {"osType": "Linux", "name": "vm-ledger-api-01_OsDisk_1_8f3c2a91d7e64b05a1c9e2f7b4d6a830",
                                          "createOption": "FromImage", "caching": "ReadWrite", "deleteOption": "Delete", "diskSizeGB": 64,
                                          "managedDisk": {"storageAccountType": "Premium_LRS",
                                                          "id": f"/subscriptions/{sub}/resourceGroups/{rg}/providers/Microsoft.Compute/disks/vm-ledger-api-01_OsDisk_1_8f3c2a91d7e64b05a1c9e2f7b4d6a830"}},
                               "dataDisks": []},
            "osProfile": {"computerName": "vm-ledger-api-01", "adminUsername": "azureops",
                          "linuxConfiguration": {"disablePasswordAuthentication": True, "provisionVMAgent": True, "patchSettings": {"patchMode": "ImageDefault", "assessmentMode": "ImageDefault"}},
                          "allowExtensionOperations": True},
            "networkProfile": {"networkInterfaces": [{"id": f"/subscriptions/{sub}/resourceGroups/{rg}/providers/Microsoft.Network/networkInterfaces/vm-ledger-api-01-nic", "properties": {"primary": True}}]},
            "diagnosticsProfile": {"bootDiagnostics": {"enabled": True}},
            "provisioningState": "Succeeded", "vmId": "a3f7c2e9-51b8-4d06-9e4a-c8b2d71f5e03",
            "timeCreated": "2023-10-05T11:22:40.5530134+00:00"})

    def op(name: str, start: str, end: str) -> str:
        return pj({"endTime": end, "name": name, "startTime": start, "status": "Succeeded"})

    t: list[tuple[str, str]] = []
    t.append((call("vm_list", resource_group=rg), pj([
        {"name": "vm-ledger-api-01", "resourceGroup": rg, "location": "westeurope", "vmSize": "Standard_D2s_v5", "powerState": "VM running",
         "privateIps": "10.60.1.4", "publicIps": "", "osType": "Linux", "zones": "1"},
        {"name": "vm-ledger-worker-01", "resourceGroup": rg, "location": "westeurope", "vmSize": "Standard_D4s_v5", "powerState": "VM running",
         "privateIps": "10.60.1.5", "publicIps": "", "osType": "Linux", "zones": "2"}])))
    t.append((call("vm_show", resource_group=rg, name="vm-ledger-api-01"), vm("Standard_D2s_v5", tags0)))
    t.append((call("vm_list_resize_options", resource_group=rg, name="vm-ledger-api-01"), pj([
        {"name": "Standard_D2s_v5", "numberOfCores": 2, "memoryInMB": 8192, "maxDataDiskCount": 4, "osDiskSizeInMB": 1047552, "resourceDiskSizeInMB": 0},
        {"name": "Standard_D4s_v5", "numberOfCores": 4, "memoryInMB": 16384, "maxDataDiskCount": 8, "osDiskSizeInMB": 1047552, "resourceDiskSizeInMB": 0},
        {"name": "Standard_D8s_v5", "numberOfCores": 8, "memoryInMB": 32768, "maxDataDiskCount": 16, "osDiskSizeInMB": 1047552, "resourceDiskSizeInMB": 0},
        {"name": "Standard_E2s_v5", "numberOfCores": 2, "memoryInMB": 16384, "maxDataDiskCount": 4, "osDiskSizeInMB": 1047552, "resourceDiskSizeInMB": 0},
        {"name": "Standard_E4s_v5", "numberOfCores": 4, "memoryInMB": 32768, "maxDataDiskCount": 8, "osDiskSizeInMB": 1047552, "resourceDiskSizeInMB": 0},
        {"name": "Standard_F4s_v2", "numberOfCores": 4, "memoryInMB": 8192, "maxDataDiskCount": 8, "osDiskSizeInMB": 1047552, "resourceDiskSizeInMB": 32768}])))
    t.append((call("vm_deallocate", resource_group=rg, name="vm-ledger-api-01"),
              op("6b1e9d4f-3a7c-4e82-b5d0-8f2c1a6e9b37", "2024-06-07T14:31:02.1187330+00:00", "2024-06-07T14:32:19.6644121+00:00")))
    t.append((call("vm_resize", resource_group=rg, name="vm-ledger-api-01", size="Standard_D4s_v5"), vm("Standard_D4s_v5", tags0)))
    t.append((call("vm_start", resource_group=rg, name="vm-ledger-api-01"),
              op("c2f8a5e1-9d3b-47a6-8e0c-4b7d2f1a9c65", "2024-06-07T14:33:40.2051966+00:00", "2024-06-07T14:34:27.9902417+00:00")))
    t.append((call("tag_update", resource_id=vid, operation="Merge", tags={"costCenter": "FIN-2291"}), pj({
        "id": f"{vid}/providers/Microsoft.Resources/tags/default", "name": "default", "type": "Microsoft.Resources/tags",
        "properties": {"tags": tags1}})))
    # contradiction: size reverts to D2s_v5
    t.append((call("vm_show", resource_group=rg, name="vm-ledger-api-01"), vm("Standard_D2s_v5", tags1)))
    t.append((call("vm_get_instance_view", resource_group=rg, name="vm-ledger-api-01"), pj({
        "computerName": "vm-ledger-api-01", "osName": "ubuntu", "osVersion": "22.04", "hyperVGeneration": "V2",
        "vmAgent": {"vmAgentVersion": "2.10.0.8", "statuses": [{"code": "ProvisioningState/succeeded", "level": "Info", "displayStatus": "Ready",
                                                                 "message": "Guest Agent is running", "time": "2024-06-07T14:35:51+00:00"}]},
        "disks": [{"name": "vm-ledger-api-01_OsDisk_1_8f3c2a91d7e64b05a1c9e2f7b4d6a830",
                   "statuses": [{"code": "ProvisioningState/succeeded", "level": "Info", "displayStatus": "Provisioning succeeded", "time": "2024-06-07T14:33:41.0173352+00:00"}]}],
        "bootDiagnostics": {},
        "statuses": [{"code": "ProvisioningState/succeeded", "level": "Info", "displayStatus": "Provisioning succeeded", "time": "2024-06-07T14:34:27.9745006+00:00"},
                     {"code": "PowerState/running", "level": "Info", "displayStatus": "VM running"}]})))
    rs.add("mcp", "h63-mcp-12", sysp("azure", "Azure Resource Manager via az CLI, subscription Finance-Prod (5d2e8b41-7c93-4f0a-a6e1-3b9f2c7d0e58)", tools), t,
           bad=True, turn=8, kind="Turn 8 shows vm-ledger-api-01 as Standard_D2s_v5 although turn 5 resized it to Standard_D4s_v5 and only tags changed since.")


# --------------------------------------------------------------------------------------------- 13 Grafana (clean)
def t13(rs: RowSet) -> None:
    tools = [
        tool("search_dashboards", "Search dashboards by title query.", {"query": S}, []),
        tool("get_dashboard_by_uid", "Get a dashboard model and its meta by uid.", {"uid": S}, ["uid"]),
        tool("update_dashboard", "Create or update a dashboard from a full JSON model.", {"dashboard": OBJ, "folderUid": S, "message": S, "overwrite": B}, ["dashboard"]),
        tool("list_datasources", "List datasources, optionally by type.", {"type": S}, []),
        tool("query_prometheus", "Run a PromQL query against a Prometheus datasource.", {"datasourceUid": S, "expr": S, "queryType": S, "startTime": S}, ["datasourceUid", "expr"]),
        tool("create_annotation", "Create an annotation on a dashboard.", {"dashboardUID": S, "time": INT, "text": S, "tags": A}, ["text"]),
        tool("get_annotations", "List annotations, filtered by dashboard and time.", {"dashboardUID": S, "limit": INT, "from": INT, "to": INT}, []),
    ]
    uid = "f3kP9xQ2z"

    def panel(pid: int, title: str, expr: str, unit: str, x: int, y: int) -> dict[str, Any]:
        return {"id": pid, "type": "timeseries", "title": title, "datasource": {"type": "prometheus", "uid": "prom-main"},
                "gridPos": {"h": 8, "w": 12, "x": x, "y": y}, "fieldConfig": {"defaults": {"unit": unit}, "overrides": []},
                "targets": [{"refId": "A", "expr": expr, "datasource": {"type": "prometheus", "uid": "prom-main"}}]}

    panels = [panel(1, "Request rate", 'sum(rate(http_requests_total{service="checkout"}[5m]))', "reqps", 0, 0),
              panel(2, "Error ratio", 'sum(rate(http_requests_total{service="checkout",code=~"5.."}[5m])) / sum(rate(http_requests_total{service="checkout"}[5m]))', "percentunit", 12, 0),
              panel(3, "Pod restarts", 'sum(increase(kube_pod_container_status_restarts_total{namespace="checkout"}[1h]))', "short", 0, 8)]
    p4 = panel(4, "p99 latency", 'histogram_quantile(0.99, sum by (le) (rate(http_request_duration_seconds_bucket{service="checkout"}[5m])))', "s", 12, 8)

    def dash(title: str, ps: list[dict[str, Any]], version: int, slug: str, updated: str, by: str) -> str:
        return pj({"dashboard": {"id": 412, "uid": uid, "title": title, "tags": ["payments", "slo"], "timezone": "browser",
                                 "editable": True, "graphTooltip": 1, "refresh": "30s", "schemaVersion": 39, "version": version,
                                 "time": {"from": "now-6h", "to": "now"}, "panels": ps, "templating": {"list": []}, "annotations": {"list": []}},
                   "meta": {"type": "db", "canSave": True, "canEdit": True, "slug": slug, "url": f"/d/{uid}/{slug}", "expires": "0001-01-01T00:00:00Z",
                            "created": "2023-08-14T10:02:51Z", "updated": updated, "updatedBy": by, "createdBy": "m.okafor", "version": version,
                            "folderId": 37, "folderUid": "aBc7Lm2Qk", "folderTitle": "Payments", "folderUrl": "/dashboards/f/aBc7Lm2Qk/payments"}})

    def hit(did: int, u: str, title: str, slug: str, tags: list[str]) -> dict[str, Any]:
        return {"id": did, "uid": u, "title": title, "uri": f"db/{slug}", "url": f"/d/{u}/{slug}", "slug": "", "type": "dash-db",
                "tags": tags, "isStarred": False, "folderId": 37, "folderUid": "aBc7Lm2Qk", "folderTitle": "Payments",
                "folderUrl": "/dashboards/f/aBc7Lm2Qk/payments", "sortMeta": 0}

    funnel = hit(455, "Hq8vR2nLk", "Checkout Funnel (business)", "checkout-funnel-business", ["business", "payments"])
    t: list[tuple[str, str]] = []
    t.append((call("search_dashboards", query="checkout"), pj([funnel, hit(412, uid, "Checkout Service", "checkout-service", ["payments", "slo"])])))
    t.append((call("get_dashboard_by_uid", uid=uid), dash("Checkout Service", panels, 17, "checkout-service", "2024-05-28T09:14:22Z", "m.okafor")))
    new_model = {"id": 412, "uid": uid, "title": "Checkout Service (prod)", "tags": ["payments", "slo"], "timezone": "browser", "refresh": "30s",
                 "schemaVersion": 39, "version": 17, "time": {"from": "now-6h", "to": "now"}, "panels": panels + [p4]}
    t.append((call("update_dashboard", dashboard=new_model, folderUid="aBc7Lm2Qk", message="rename for prod, add p99 latency panel", overwrite=False),
              pj({"id": 412, "slug": "checkout-service-prod", "status": "success", "uid": uid, "url": f"/d/{uid}/checkout-service-prod", "version": 18})))
    t.append((call("search_dashboards", query="checkout"), pj([funnel, hit(412, uid, "Checkout Service (prod)", "checkout-service-prod", ["payments", "slo"])])))
    t.append((call("list_datasources"), pj([
        {"id": 1, "uid": "prom-main", "name": "Prometheus", "type": "prometheus", "isDefault": True},
        {"id": 4, "uid": "loki-main", "name": "Loki", "type": "loki", "isDefault": False},
        {"id": 7, "uid": "pg-analytics", "name": "Analytics Postgres", "type": "grafana-postgresql-datasource", "isDefault": False}])))
    t.append((call("query_prometheus", datasourceUid="prom-main", expr='sum(rate(http_requests_total{service="checkout"}[5m]))', queryType="instant", startTime="now"),
              pj([{"metric": {}, "value": [1717771234.512, "412.73"]}])))
    t.append((call("query_prometheus", datasourceUid="prom-main", expr='sum by (code) (rate(http_requests_total{service="checkout"}[5m]))', queryType="instant", startTime="now"),
              pj([{"metric": {"code": "200"}, "value": [1717771276.048, "396.41"]},
                  {"metric": {"code": "302"}, "value": [1717771276.048, "14.02"]},
                  {"metric": {"code": "404"}, "value": [1717771276.048, "2.57"]},
                  {"metric": {"code": "500"}, "value": [1717771276.048, "1.93"]}])))
    t.append((call("create_annotation", dashboardUID=uid, time=1717771300000, text="deploy checkout-api 1.14.3", tags=["deploy", "checkout"]),
              pj({"id": 90815, "message": "Annotation added"})))
    t.append((call("get_annotations", dashboardUID=uid, limit=5), pj([
        {"id": 90815, "alertId": 0, "dashboardId": 412, "dashboardUID": uid, "panelId": 0, "userId": 58, "login": "mcp-grafana",
         "email": "mcp-grafana@serviceaccount", "time": 1717771300000, "timeEnd": 1717771300000, "text": "deploy checkout-api 1.14.3",
         "tags": ["deploy", "checkout"], "created": 1717771301877, "updated": 1717771301877, "data": {}},
        {"id": 90771, "alertId": 0, "dashboardId": 412, "dashboardUID": uid, "panelId": 0, "userId": 12, "login": "m.okafor",
         "email": "m.okafor@example.com", "time": 1717513200000, "timeEnd": 1717513200000, "text": "deploy checkout-api 1.14.2",
         "tags": ["deploy", "checkout"], "created": 1717513262410, "updated": 1717513262410, "data": {}}])))
    t.append((call("get_dashboard_by_uid", uid=uid), dash("Checkout Service (prod)", panels + [p4], 18, "checkout-service-prod", "2024-06-07T14:39:47Z", "mcp-grafana")))
    rs.add("mcp", "h63-mcp-13", sysp("grafana", "mcp-grafana against https://grafana.acme.internal, service account mcp-grafana (Editor)", tools), t)


# --------------------------------------------------------------------------------------------- 14 Docker (bad, t4)
def t14(rs: RowSet) -> None:
    tools = [
        tool("list_images", "List local images (docker images).", {}, []),
        tool("create_volume", "Create a named volume.", {"name": S, "labels": OBJ}, ["name"]),
        tool("run_container", "Create and start a container (detached).", {"image": S, "name": S, "ports": OBJ, "environment": OBJ, "volumes": OBJ}, ["image"]),
        tool("list_containers", "List containers (docker ps).", {"all": B}, []),
        tool("fetch_container_logs", "Fetch the last lines of a container's logs.", {"container_id": S, "tail": INT}, ["container_id"]),
        tool("exec_container", "Run a command in a running container and return its output.", {"container_id": S, "cmd": A}, ["container_id", "cmd"]),
        tool("stop_container", "Stop a running container.", {"container_id": S, "timeout": INT}, ["container_id"]),
        tool("list_volumes", "List volumes (docker volume ls).", {}, []),
    ]
    cid = "3f9c2a7e41b8d05c6e19f2a3b7d4c8e1f0a5b9d2c6e3f7a1b4d8c2e5f9a0b3c7"
    assert len(cid) == 64
    t: list[tuple[str, str]] = []
    t.append((call("list_images"), mcp_text("\n".join([
        "REPOSITORY          TAG       IMAGE ID       CREATED        SIZE",
        "ghcr.io/acme/api    2.8.1     c94e1f7a3d02   6 days ago     211MB",
        "postgres            16.3      7a1f3c9e2b48   3 weeks ago    432MB",
        "redis               7.2       5b3e9d0a4c17   4 weeks ago    117MB",
        "busybox             1.36      65ad0d468eb1   13 months ago  4.26MB"]))))
    t.append((call("create_volume", name="pgdata-staging", labels={"env": "staging"}), pj({
        "CreatedAt": "2024-06-07T15:02:11Z", "Driver": "local", "Labels": {"env": "staging"},
        "Mountpoint": "/var/lib/docker/volumes/pgdata-staging/_data", "Name": "pgdata-staging", "Options": None, "Scope": "local"})))
    t.append((call("run_container", image="postgres:16.3", name="pg-staging", ports={"5432/tcp": 55432},
                   environment={"POSTGRES_PASSWORD": "stag1ng-only", "POSTGRES_DB": "orders"}, volumes={"pgdata-staging": {"bind": "/var/lib/postgresql/data", "mode": "rw"}}),
              pj({"Id": cid, "Name": "/pg-staging", "Status": "running", "Warnings": []})))
    # contradiction: short id 3f9c27ae41b8 instead of 3f9c2a7e41b8
    t.append((call("list_containers", all=True), mcp_text("\n".join([
        "CONTAINER ID   IMAGE                    COMMAND                  CREATED          STATUS                  PORTS                                         NAMES",
        "3f9c27ae41b8   postgres:16.3            \"docker-entrypoint.s…\"   19 seconds ago   Up 18 seconds           0.0.0.0:55432->5432/tcp, :::55432->5432/tcp   pg-staging",
        "9d4b1e6c2f70   redis:7.2                \"docker-entrypoint.s…\"   3 days ago       Up 3 days               0.0.0.0:6379->6379/tcp, :::6379->6379/tcp     redis-staging",
        "b27e5a0c9d13   ghcr.io/acme/api:2.8.1   \"/app/server\"            3 days ago       Exited (0) 2 days ago                                                 api-staging"]))))
    t.append((call("fetch_container_logs", container_id="pg-staging", tail=8), mcp_text("\n".join([
        "2024-06-07 15:02:16.204 UTC [1] LOG:  starting PostgreSQL 16.3 (Debian 16.3-1.pgdg120+1) on x86_64-pc-linux-gnu, compiled by gcc (Debian 12.2.0-14) 12.2.0, 64-bit",
        "2024-06-07 15:02:16.205 UTC [1] LOG:  listening on IPv4 address \"0.0.0.0\", port 5432",
        "2024-06-07 15:02:16.205 UTC [1] LOG:  listening on IPv6 address \"::\", port 5432",
        "2024-06-07 15:02:16.209 UTC [1] LOG:  listening on Unix socket \"/var/run/postgresql/.s.PGSQL.5432\"",
        "2024-06-07 15:02:16.216 UTC [62] LOG:  database system was shut down at 2024-06-07 15:02:15 UTC",
        "2024-06-07 15:02:16.222 UTC [1] LOG:  database system is ready to accept connections"]))))
    t.append((call("exec_container", container_id="pg-staging", cmd=["psql", "-U", "postgres", "-d", "orders", "-c", "select version();"]), mcp_text("\n".join([
        "                                                       version",
        "---------------------------------------------------------------------------------------------------------------------",
        " PostgreSQL 16.3 (Debian 16.3-1.pgdg120+1) on x86_64-pc-linux-gnu, compiled by gcc (Debian 12.2.0-14) 12.2.0, 64-bit",
        "(1 row)", ""]))))
    t.append((call("stop_container", container_id="pg-staging", timeout=30), mcp_text("Container pg-staging stopped")))
    t.append((call("list_volumes"), mcp_text("\n".join([
        "DRIVER    VOLUME NAME",
        "local     4e1b7c9a02d3f5e8b6a1c4d7e0f3b2a5c8d1e4f7a0b3c6d9e2f5a8b1c4d7e0f3",
        "local     pgdata-staging",
        "local     redis-staging-data"]))))
    rs.add("mcp", "h63-mcp-14", sysp("docker", "Docker Engine 26.1.3 on the staging host stg-docker-01 via /var/run/docker.sock", tools), t,
           bad=True, turn=4, kind="Turn 4 lists pg-staging with container id 3f9c27ae41b8 although turn 3 created it as 3f9c2a7e41b8….")


# --------------------------------------------------------------------------------------------- 15 Terraform Cloud (clean)
def t15(rs: RowSet) -> None:
    tools = [
        tool("list_workspaces", "List workspaces of an organization (JSON:API).", {"organization": S, "search": S}, ["organization"]),
        tool("list_workspace_variables", "List the variables of a workspace.", {"workspace_id": S}, ["workspace_id"]),
        tool("update_workspace_variable", "Update a workspace variable.", {"workspace_id": S, "variable_id": S, "value": S}, ["workspace_id", "variable_id", "value"]),
        tool("create_run", "Queue a new run in a workspace.", {"workspace_id": S, "message": S, "is_destroy": B}, ["workspace_id"]),
        tool("get_run_details", "Get a run.", {"run_id": S}, ["run_id"]),
        tool("get_plan_details", "Get a plan.", {"plan_id": S}, ["plan_id"]),
        tool("action_run", "Apply, discard or cancel a run.", {"run_id": S, "action": S, "comment": S}, ["run_id", "action"]),
        tool("get_current_state_version", "Get the current state version of a workspace.", {"workspace_id": S}, ["workspace_id"]),
    ]
    org, ws = "meridian-ops", "ws-4Gk1bQ8TzR2mXc7P"
    run, plan, apply_ = "run-9XfT3cLq2WbN8mKd", "plan-Lk4eV7yH1sD6pQ0w", "apply-Rz2mG8tX5bN1cJ7e"

    def wsobj(wid: str, name: str, rc: int, run_id: str, sv: str, updated: str) -> dict[str, Any]:
        return {"id": wid, "type": "workspaces", "attributes": {
            "name": name, "terraform-version": "1.8.4", "auto-apply": False, "execution-mode": "remote", "locked": False,
            "resource-count": rc, "working-directory": "", "vcs-repo-identifier": f"meridian/{name}-infra",
            "created-at": "2023-05-16T08:22:41.173Z", "updated-at": updated},
            "relationships": {"current-run": {"data": {"id": run_id, "type": "runs"}},
                              "current-state-version": {"data": {"id": sv, "type": "state-versions"}},
                              "organization": {"data": {"id": org, "type": "organizations"}}}}

    def var(vid: str, key: str, value: str | None, category: str, sensitive: bool, desc: str, version: str) -> dict[str, Any]:
        return {"id": vid, "type": "vars", "attributes": {"key": key, "value": value, "sensitive": sensitive, "category": category,
                                                          "hcl": False, "created-at": "2023-05-16T08:30:02.441Z", "description": desc, "version-id": version},
                "relationships": {"configurable": {"data": {"id": ws, "type": "workspaces"}}}}

    def runobj(status: str, ts: dict[str, str], confirmable: bool) -> str:
        return pj({"data": {"id": run, "type": "runs", "attributes": {
            "status": status, "message": "Scale edge proxies to 3 for the June campaign", "source": "tfe-api", "is-destroy": False,
            "has-changes": True, "trigger-reason": "manual", "created-at": "2024-06-07T15:20:04.381Z",
            "actions": {"is-cancelable": status == "planning", "is-confirmable": confirmable, "is-discardable": confirmable, "is-force-cancelable": False},
            "status-timestamps": ts},
            "relationships": {"workspace": {"data": {"id": ws, "type": "workspaces"}}, "plan": {"data": {"id": plan, "type": "plans"}},
                              "apply": {"data": {"id": apply_, "type": "applies"}}}}})

    t: list[tuple[str, str]] = []
    t.append((call("list_workspaces", organization=org), pj({"data": [
        wsobj("ws-8Pq2nV5rT1kYc3Xz", "dns-prod", 27, "run-Ab3cD4eF5gH6iJ7k", "sv-Ke2fN9wQ4tY6uI8o", "2024-05-30T10:12:55.902Z"),
        wsobj(ws, "edge-proxies-prod", 41, "run-Mn8bV2cX4zL6kJ9h", "sv-Qm3sT8vK1pL9xR2a", "2024-06-03T07:48:19.264Z"),
        wsobj("ws-Tz6yW1qE9rU3iO5p", "edge-proxies-staging", 39, "run-Po0iU9yT8rE7wQ6a", "sv-Zx1cV3bN5mA7sD9f", "2024-06-05T16:03:40.517Z")],
        "meta": {"pagination": {"current-page": 1, "page-size": 20, "prev-page": None, "next-page": None, "total-pages": 1, "total-count": 3}}})))
    t.append((call("list_workspace_variables", workspace_id=ws), pj({"data": [
        var("var-7Yh2Bc9Kq4Lm1Np3", "instance_count", "2", "terraform", False, "Number of proxy instances", "6f0d1c2b8e4a9f73"),
        var("var-Dk5Rt8Wq2Zx4Cv6B", "instance_type", "c6g.large", "terraform", False, "", "a17e3b5d9c0f2486"),
        var("var-Gh3Jk6Lp9Mn2Qr5S", "region", "eu-central-1", "terraform", False, "", "2d8f4a6c1e3b5079"),
        var("var-Uv7Wx1Yz4Ab8Cd2E", "AWS_SECRET_ACCESS_KEY", None, "env", True, "deploy role key", "9b2e7d4f0a6c3185")]})))
    t.append((call("update_workspace_variable", workspace_id=ws, variable_id="var-7Yh2Bc9Kq4Lm1Np3", value="3"),
              pj({"data": var("var-7Yh2Bc9Kq4Lm1Np3", "instance_count", "3", "terraform", False, "Number of proxy instances", "c5a9e1f3b7d2068e")})))
    t.append((call("create_run", workspace_id=ws, message="Scale edge proxies to 3 for the June campaign", is_destroy=False),
              runobj("pending", {"plan-queueable-at": "2024-06-07T15:20:04+00:00"}, False).replace('"has-changes": true', '"has-changes": false')))
    t.append((call("get_run_details", run_id=run), runobj("planned", {
        "plan-queueable-at": "2024-06-07T15:20:04+00:00", "plan-queued-at": "2024-06-07T15:20:05+00:00",
        "planning-at": "2024-06-07T15:20:09+00:00", "planned-at": "2024-06-07T15:20:47+00:00"}, True)))
    t.append((call("get_plan_details", plan_id=plan), pj({"data": {"id": plan, "type": "plans", "attributes": {
        "has-changes": True, "resource-additions": 2, "resource-changes": 1, "resource-destructions": 0, "resource-imports": 0,
        "status": "finished", "execution-details": {"mode": "remote"},
        "status-timestamps": {"queued-at": "2024-06-07T15:20:05+00:00", "started-at": "2024-06-07T15:20:09+00:00", "finished-at": "2024-06-07T15:20:47+00:00"},
        "log-read-url": "https://archivist.terraform.io/v1/object/dmF1bHQ6djE6cGxhbi1MazRlVjd5SDFzRDZwUTB3"},
        "relationships": {"state-versions": {"data": []}}}})))
    t.append((call("action_run", run_id=run, action="apply", comment="approved by on-call (CHG-20931)"),
              mcp_text(f"Apply queued for run {run} (HTTP 202)")))
    t.append((call("get_run_details", run_id=run), runobj("applied", {
        "plan-queueable-at": "2024-06-07T15:20:04+00:00", "plan-queued-at": "2024-06-07T15:20:05+00:00",
        "planning-at": "2024-06-07T15:20:09+00:00", "planned-at": "2024-06-07T15:20:47+00:00",
        "confirmed-at": "2024-06-07T15:22:13+00:00", "apply-queued-at": "2024-06-07T15:22:14+00:00",
        "applying-at": "2024-06-07T15:22:18+00:00", "applied-at": "2024-06-07T15:23:31+00:00"}, False)))
    res = [("aws_instance", "proxy", 3), ("aws_eip", "proxy", 3), ("aws_security_group", "proxy", 2), ("aws_security_group_rule", "proxy", 14),
           ("aws_lb", "edge", 1), ("aws_lb_listener", "edge", 2), ("aws_lb_target_group", "edge", 2), ("aws_route53_record", "proxies", 1),
           ("aws_iam_role", "proxy", 1), ("aws_iam_instance_profile", "proxy", 1), ("aws_iam_role_policy_attachment", "proxy", 3),
           ("aws_cloudwatch_metric_alarm", "proxy", 6), ("aws_acm_certificate", "edge", 1), ("aws_acm_certificate_validation", "edge", 1),
           ("aws_s3_bucket", "access_logs", 1), ("aws_s3_bucket_policy", "access_logs", 1)]
    t.append((call("get_current_state_version", workspace_id=ws), pj({"data": {"id": "sv-Yb7nC2eW5rT0qZ4h", "type": "state-versions", "attributes": {
        "created-at": "2024-06-07T15:23:29.806Z", "serial": 58, "size": 148211, "terraform-version": "1.8.4", "resources-processed": True,
        "state-version": 4, "status": "finalized", "modules": {"root": {ty: c for ty, _, c in res}},
        "providers": {"provider[\"registry.terraform.io/hashicorp/aws\"]": {ty: c for ty, _, c in res}},
        "resources": [{"name": n, "type": ty, "count": c, "module": "root", "provider": "provider[\"registry.terraform.io/hashicorp/aws\"]"} for ty, n, c in res],
        "hosted-state-download-url": "https://archivist.terraform.io/v1/object/dmF1bHQ6djE6c3YtWWI3bkMyZVc1clQwcVo0aA"},
        "relationships": {"run": {"data": {"id": run, "type": "runs"}}, "created-by": {"data": {"id": "user-mcpbot01", "type": "users"}}}}})))
    rs.add("mcp", "h63-mcp-15", sysp("terraform-cloud", "HCP Terraform API for the organization meridian-ops, team token platform-ops", tools), t)


# --------------------------------------------------------------------------------------------- 16 IAM (clean)
def t16(rs: RowSet) -> None:
    tools = [
        tool("list_access_keys", "List the access keys of an IAM user.", {"user_name": S}, ["user_name"]),
        tool("create_access_key", "Create an access key for an IAM user.", {"user_name": S}, ["user_name"]),
        tool("update_access_key", "Set an access key Active or Inactive.", {"user_name": S, "access_key_id": S, "status": S}, ["user_name", "access_key_id", "status"]),
        tool("delete_access_key", "Delete an access key.", {"user_name": S, "access_key_id": S}, ["user_name", "access_key_id"]),
        tool("list_attached_user_policies", "List managed policies attached to a user.", {"user_name": S}, ["user_name"]),
        tool("detach_user_policy", "Detach a managed policy from a user.", {"user_name": S, "policy_arn": S}, ["user_name", "policy_arn"]),
    ]
    u = "ci-deployer"

    def meta(rid: str) -> dict[str, Any]:
        return {"RequestId": rid, "HTTPStatusCode": 200, "HTTPHeaders": {"x-amzn-requestid": rid, "content-type": "text/xml"}, "RetryAttempts": 0}

    k_old, k_inact, k_new = "AKIAXD4N2QW7RK5TBM3P", "AKIAXD4N2QW7H8LJZC6V", "AKIAXD4N2QW7YF3GUA9E"
    pols = [{"PolicyName": "AmazonEC2ContainerRegistryPowerUser", "PolicyArn": "arn:aws:iam::aws:policy/AmazonEC2ContainerRegistryPowerUser"},
            {"PolicyName": "AmazonS3FullAccess", "PolicyArn": "arn:aws:iam::aws:policy/AmazonS3FullAccess"},
            {"PolicyName": "ci-deployer-ecs-deploy", "PolicyArn": "arn:aws:iam::482109375516:policy/ci-deployer-ecs-deploy"}]
    t: list[tuple[str, str]] = []
    t.append((call("list_access_keys", user_name=u), pj({"AccessKeyMetadata": [
        {"UserName": u, "AccessKeyId": k_old, "Status": "Active", "CreateDate": "2023-02-14T09:31:07+00:00"},
        {"UserName": u, "AccessKeyId": k_inact, "Status": "Inactive", "CreateDate": "2022-06-01T12:04:55+00:00"}],
        "IsTruncated": False, "ResponseMetadata": meta("0c7e4b2a-91f3-4d58-a6e0-2b8d5c1f7e94")})))
    t.append((call("create_access_key", user_name=u), mcp_text(
        "An error occurred (LimitExceeded) when calling the CreateAccessKey operation: Cannot exceed quota for AccessKeysPerUser: 2")))
    t.append((call("delete_access_key", user_name=u, access_key_id=k_inact), pj({"ResponseMetadata": meta("5f2a8d1c-3e7b-49a0-b6c4-d9e1f8a2c7b3")})))
    t.append((call("create_access_key", user_name=u), pj({"AccessKey": {
        "UserName": u, "AccessKeyId": k_new, "Status": "Active", "SecretAccessKey": "q8Vn3Lr+Tz5Yk2Wd7Hs9Jf1Bx4Mc6Pa0Ge8Ru2Ni",
        "CreateDate": "2024-06-07T15:41:22+00:00"}, "ResponseMetadata": meta("a9d3e6f1-2b5c-4871-8e0a-7c4f1b9d2e65")})))
    t.append((call("update_access_key", user_name=u, access_key_id=k_old, status="Inactive"), pj({"ResponseMetadata": meta("e1b7c4a9-6d2f-4305-9a8e-3f5b7d0c1a28")})))
    t.append((call("list_access_keys", user_name=u), pj({"AccessKeyMetadata": [
        {"UserName": u, "AccessKeyId": k_old, "Status": "Inactive", "CreateDate": "2023-02-14T09:31:07+00:00"},
        {"UserName": u, "AccessKeyId": k_new, "Status": "Active", "CreateDate": "2024-06-07T15:41:22+00:00"}],
        "IsTruncated": False, "ResponseMetadata": meta("7b4f1e8c-0a3d-4c96-b2e5-8d1a6f9c3b07")})))
    t.append((call("list_attached_user_policies", user_name=u), pj({"AttachedPolicies": pols, "IsTruncated": False,
                                                                   "ResponseMetadata": meta("3c8a5f2e-7d1b-4a09-9e6c-b4d2f7a1e830")})))
    t.append((call("detach_user_policy", user_name=u, policy_arn="arn:aws:iam::aws:policy/AmazonS3FullAccess"), pj({"ResponseMetadata": meta("d6e2a9b5-4f8c-4173-a0d1-5e9b3c7f2a46")})))
    t.append((call("list_attached_user_policies", user_name=u), pj({"AttachedPolicies": [pols[0], pols[2]], "IsTruncated": False,
                                                                   "ResponseMetadata": meta("8f1c6b3a-5e9d-4b27-83f0-a2c7e4d1b9f5")})))
    rs.add("mcp", "h63-mcp-16", sysp("aws-iam", "AWS IAM in account 482109375516, caller role SecurityAdmin", tools), t)


# --------------------------------------------------------------------------------------------- 17 Prometheus (bad, t6)
def t17(rs: RowSet) -> None:
    tools = [
        tool("list_targets", "List scrape targets (/api/v1/targets), optionally by state.", {"state": S, "scrape_pool": S}, []),
        tool("get_alerts", "List active alerts (/api/v1/alerts).", {}, []),
        tool("execute_query", "Run an instant PromQL query.", {"query": S, "time": S}, ["query"]),
        tool("execute_range_query", "Run a range PromQL query.", {"query": S, "start": S, "end": S, "step": S}, ["query", "start", "end", "step"]),
        tool("get_rules", "List alerting and recording rules with their health.", {"type": S}, []),
    ]

    def target(inst: str, ip: str, health: str, last: str, dur: float, err: str = "") -> dict[str, Any]:
        return {"discoveredLabels": {"__address__": f"{ip}:9100", "__meta_consul_node": inst, "__scheme__": "http", "job": "node"},
                "labels": {"instance": inst, "job": "node", "dc": "ams3"}, "scrapePool": "node", "scrapeUrl": f"http://{ip}:9100/metrics",
                "globalUrl": f"http://{ip}:9100/metrics", "lastError": err, "lastScrape": last, "lastScrapeDuration": dur,
                "health": health, "scrapeInterval": "15s", "scrapeTimeout": "10s"}

    alert = {"labels": {"alertname": "NodeExporterDown", "instance": "db-ams3-03", "job": "node", "severity": "critical", "dc": "ams3"},
             "annotations": {"summary": "node_exporter on db-ams3-03 is unreachable", "runbook_url": "https://runbooks.internal/node/exporter-down"},
             "state": "firing", "activeAt": "2024-06-07T10:14:45.118302944Z", "value": "0e+00"}
    err = 'Get "http://10.30.4.13:9100/metrics": dial tcp 10.30.4.13:9100: connect: connection refused'
    t: list[tuple[str, str]] = []
    t.append((call("list_targets", state="active", scrape_pool="node"), pj({"status": "success", "data": {"activeTargets": [
        target("db-ams3-01", "10.30.4.11", "up", "2024-06-07T10:21:44.118305127Z", 0.021874113),
        target("db-ams3-02", "10.30.4.12", "up", "2024-06-07T10:21:47.902116548Z", 0.019302776),
        target("db-ams3-03", "10.30.4.13", "down", "2024-06-07T10:21:41.377520904Z", 0.001204339, err)], "droppedTargets": [], "droppedTargetCounts": {"node": 0}}})))
    t.append((call("get_alerts"), pj({"status": "success", "data": {"alerts": [alert]}})))
    t.append((call("execute_query", query='up{job="node"}'), pj({"status": "success", "data": {"resultType": "vector", "result": [
        {"metric": {"__name__": "up", "dc": "ams3", "instance": "db-ams3-01", "job": "node"}, "value": [1717755712.604, "1"]},
        {"metric": {"__name__": "up", "dc": "ams3", "instance": "db-ams3-02", "job": "node"}, "value": [1717755712.604, "1"]},
        {"metric": {"__name__": "up", "dc": "ams3", "instance": "db-ams3-03", "job": "node"}, "value": [1717755712.604, "0"]}]}})))
    t.append((call("execute_query", query='100 * (1 - avg by (instance) (rate(node_cpu_seconds_total{mode="idle",job="node"}[5m])))'), pj({"status": "success", "data": {"resultType": "vector", "result": [
        {"metric": {"instance": "db-ams3-01"}, "value": [1717755741.229, "37.81946308724832"]},
        {"metric": {"instance": "db-ams3-02"}, "value": [1717755741.229, "22.405369127516773"]}]}})))
    t.append((call("execute_range_query", query='node_memory_MemAvailable_bytes{instance="db-ams3-02"}', start="2024-06-07T10:17:00Z", end="2024-06-07T10:22:00Z", step="60s"),
              pj({"status": "success", "data": {"resultType": "matrix", "result": [
                  {"metric": {"__name__": "node_memory_MemAvailable_bytes", "dc": "ams3", "instance": "db-ams3-02", "job": "node"},
                   "values": [[1717755420, "21497352192"], [1717755480, "21490102272"], [1717755540, "21476941824"],
                              [1717755600, "21481385984"], [1717755660, "21469728768"], [1717755720, "21463154688"]]}]}})))
    # contradiction: db-ams3-02 lastScrape goes back before the value seen in turn 1
    t.append((call("list_targets", state="active", scrape_pool="node"), pj({"status": "success", "data": {"activeTargets": [
        target("db-ams3-01", "10.30.4.11", "up", "2024-06-07T10:22:59.118347812Z", 0.020519448),
        target("db-ams3-02", "10.30.4.12", "up", "2024-06-07T10:21:32.902091335Z", 0.018846021),
        target("db-ams3-03", "10.30.4.13", "down", "2024-06-07T10:22:56.377498210Z", 0.001187902, err)], "droppedTargets": [], "droppedTargetCounts": {"node": 0}}})))
    t.append((call("get_rules", type="alert"), pj({"status": "success", "data": {"groups": [{
        "name": "node.rules", "file": "/etc/prometheus/rules/node.yml", "interval": 30, "limit": 0,
        "evaluationTime": 0.000913442, "lastEvaluation": "2024-06-07T10:23:05.204417731Z",
        "rules": [
            {"state": "firing", "name": "NodeExporterDown", "query": 'up{job="node"} == 0', "duration": 120, "keepFiringFor": 0,
             "labels": {"severity": "critical"}, "annotations": {"summary": "node_exporter on {{ $labels.instance }} is unreachable", "runbook_url": "https://runbooks.internal/node/exporter-down"},
             "alerts": [alert], "health": "ok", "evaluationTime": 0.000402117, "lastEvaluation": "2024-06-07T10:23:05.204431052Z", "type": "alerting"},
            {"state": "inactive", "name": "NodeHighCPU", "query": '100 * (1 - avg by (instance) (rate(node_cpu_seconds_total{mode="idle"}[5m]))) > 90', "duration": 600, "keepFiringFor": 0,
             "labels": {"severity": "warning"}, "annotations": {"summary": "CPU above 90% on {{ $labels.instance }}"},
             "alerts": [], "health": "ok", "evaluationTime": 0.000488671, "lastEvaluation": "2024-06-07T10:23:05.204835519Z", "type": "alerting"}]}]}})))
    t.append((call("get_alerts"), pj({"status": "success", "data": {"alerts": [alert]}})))
    rs.add("mcp", "h63-mcp-17", sysp("prometheus", "Prometheus 2.52.0 at http://prometheus.ams3.internal:9090", tools), t,
           bad=True, turn=6, kind="Turn 6 gives db-ams3-02 a lastScrape of 10:21:32.9, earlier than the 10:21:47.9 turn 1 already reported for the same target.")


# --------------------------------------------------------------------------------------------- 18 Elasticsearch (bad, t9)
def t18(rs: RowSet) -> None:
    tools = [
        tool("get_cluster_health", "Cluster health (_cluster/health).", {}, []),
        tool("list_indices", "List indices (_cat/indices?v).", {"index_pattern": S}, []),
        tool("count", "Count documents matching an optional query (_count).", {"index": S, "query": OBJ}, ["index"]),
        tool("get_mappings", "Get the mappings of an index.", {"index": S}, ["index"]),
        tool("search", "Run a search request body against an index.", {"index": S, "queryBody": OBJ}, ["index", "queryBody"]),
        tool("delete_by_query", "Delete documents matching a query.", {"index": S, "query": OBJ, "refresh": B}, ["index", "query"]),
        tool("index_document", "Index (create or replace) a document.", {"index": S, "id": S, "document": OBJ}, ["index", "document"]),
        tool("refresh_index", "Refresh an index.", {"index": S}, ["index"]),
        tool("get_document", "Get a document by id.", {"index": S, "id": S}, ["index", "id"]),
    ]
    ix = "orders-2024.05"
    health = {"cluster_name": "search-prod", "status": "green", "timed_out": False, "number_of_nodes": 3, "number_of_data_nodes": 3,
              "active_primary_shards": 27, "active_shards": 54, "relocating_shards": 0, "initializing_shards": 0, "unassigned_shards": 0,
              "delayed_unassigned_shards": 0, "number_of_pending_tasks": 0, "number_of_in_flight_fetch": 0,
              "task_max_waiting_in_queue_millis": 0, "active_shards_percent_as_number": 100.0}
    shards1 = {"total": 1, "successful": 1, "skipped": 0, "failed": 0}

    def order(oid: str, cust: str, status: str, cents: int, created: str, items: int, channel: str) -> dict[str, Any]:
        return {"order_id": oid, "customer_id": cust, "status": status, "total_cents": cents, "currency": "EUR",
                "created_at": created, "items_count": items, "channel": channel}

    fixed = order("ORD-2024-05-004417", "C-0019284", "paid", 18950, "2024-05-31T22:47:13Z", 3, "web")
    t: list[tuple[str, str]] = []
    t.append((call("get_cluster_health"), pj(health)))
    t.append((call("list_indices", index_pattern="*"), "\n".join([
        "health status index                uuid                   pri rep docs.count docs.deleted store.size pri.store.size dataset.size",
        "green  open   .kibana_8.13.4_001   xK2pL7vQ9sR4tW1yZ3bN8c   1   1        412           38      4.1mb            2mb          2mb",
        "green  open   customers            Q2x8Fh4Jk9Lm3Np6Rs1Tu7   3   1       8841          112     14.2mb          7.1mb        7.1mb",
        "green  open   orders-2024.04       aD5fG8hJ2kL4mN7pQ0rS3t   1   1       1173            0      3.2mb          1.6mb        1.6mb",
        "green  open   orders-2024.05       bT7vW0xY3zA6cE9gI2kM5o   1   1       1248            0      3.4mb          1.7mb        1.7mb",
        "green  open   orders-2024.06       cU8wX1yZ4aB7dF0hJ3lN6p   1   1        312            4    902.6kb        451.3kb      451.3kb"])))
    t.append((call("count", index=ix), pj({"count": 1248, "_shards": shards1})))
    t.append((call("get_mappings", index=ix), pj({ix: {"mappings": {"dynamic": "strict", "properties": {
        "channel": {"type": "keyword"}, "created_at": {"type": "date"}, "currency": {"type": "keyword"},
        "customer_id": {"type": "keyword"}, "items_count": {"type": "integer"}, "order_id": {"type": "keyword"},
        "status": {"type": "keyword"}, "total_cents": {"type": "long"}}}}})))
    t.append((call("search", index=ix, queryBody={"query": {"term": {"status": "cancelled"}}, "size": 3, "sort": [{"created_at": "asc"}], "track_total_hits": True}), pj({
        "took": 6, "timed_out": False, "_shards": shards1,
        "hits": {"total": {"value": 37, "relation": "eq"}, "max_score": None, "hits": [
            {"_index": ix, "_id": "ORD-2024-05-000118", "_score": None, "_source": order("ORD-2024-05-000118", "C-0007731", "cancelled", 4200, "2024-05-01T09:12:40Z", 1, "web"), "sort": [1714554760000]},
            {"_index": ix, "_id": "ORD-2024-05-000342", "_score": None, "_source": order("ORD-2024-05-000342", "C-0011045", "cancelled", 12990, "2024-05-02T17:33:05Z", 2, "app"), "sort": [1714671185000]},
            {"_index": ix, "_id": "ORD-2024-05-000509", "_score": None, "_source": order("ORD-2024-05-000509", "C-0003398", "cancelled", 2750, "2024-05-03T08:04:51Z", 1, "web"), "sort": [1714723491000]}]}})))
    t.append((call("delete_by_query", index=ix, query={"term": {"status": "cancelled"}}, refresh=True), pj({
        "took": 184, "timed_out": False, "total": 37, "deleted": 37, "batches": 1, "version_conflicts": 0, "noops": 0,
        "retries": {"bulk": 0, "search": 0}, "throttled_millis": 0, "requests_per_second": -1.0, "throttled_until_millis": 0, "failures": []})))
    t.append((call("index_document", index=ix, id="ORD-2024-05-004417", document=fixed), pj({
        "_index": ix, "_id": "ORD-2024-05-004417", "_version": 1, "result": "created",
        "_shards": {"total": 2, "successful": 2, "failed": 0}, "_seq_no": 1285, "_primary_term": 1})))
    t.append((call("refresh_index", index=ix), pj({"_shards": {"total": 2, "successful": 2, "failed": 0}})))
    # contradiction: 1248 - 37 + 1 = 1212, not 1221
    t.append((call("count", index=ix), pj({"count": 1221, "_shards": shards1})))
    t.append((call("get_document", index=ix, id="ORD-2024-05-004417"), pj({
        "_index": ix, "_id": "ORD-2024-05-004417", "_version": 1, "_seq_no": 1285, "_primary_term": 1, "found": True, "_source": fixed})))
    t.append((call("get_cluster_health"), pj(health)))
    rs.add("mcp", "h63-mcp-18", sysp("elasticsearch", "Elasticsearch 8.13.4 cluster search-prod, API key orders-maint", tools), t,
           state="Cluster search-prod (3 nodes). orders-2024.05 is a closed month: since 2024-06-01 the order pipeline writes only to orders-2024.06.",
           bad=True, turn=9, kind="Turn 9 counts 1221 documents in orders-2024.05 but 1248 minus the 37 deleted plus the 1 indexed is 1212.")


# --------------------------------------------------------------------------------------------- 19 Route 53 (clean)
def t19(rs: RowSet) -> None:
    tools = [
        tool("list_hosted_zones", "List hosted zones.", {"max_items": INT}, []),
        tool("list_resource_record_sets", "List the record sets of a hosted zone.", {"hosted_zone_id": S, "start_record_name": S, "max_items": INT}, ["hosted_zone_id"]),
        tool("change_resource_record_sets", "Submit a batch of CREATE, UPSERT or DELETE changes.", {"hosted_zone_id": S, "change_batch": OBJ}, ["hosted_zone_id", "change_batch"]),
        tool("get_change", "Get the status of a submitted change.", {"change_id": S}, ["change_id"]),
    ]
    zid, zn = "Z0458923XKQ1M7PLR2ST", "quillbyte.dev."

    def rr(name: str, typ: str, ttl: int, values: list[str]) -> dict[str, Any]:
        return {"Name": name, "Type": typ, "TTL": ttl, "ResourceRecords": [{"Value": v} for v in values]}

    apex_a = {"Name": zn, "Type": "A", "AliasTarget": {"HostedZoneId": "Z2FDTNDATAQYW2", "DNSName": "d2x7kq0v9m4b1c.cloudfront.net.", "EvaluateTargetHealth": False}}
    mx = rr(zn, "MX", 3600, ["10 mx1.improvmx.com.", "20 mx2.improvmx.com."])
    ns = rr(zn, "NS", 172800, ["ns-1186.awsdns-20.org.", "ns-652.awsdns-17.net.", "ns-1923.awsdns-48.co.uk.", "ns-71.awsdns-08.com."])
    soa = rr(zn, "SOA", 900, ["ns-1186.awsdns-20.org. awsdns-hostmaster.amazon.com. 1 7200 900 1209600 86400"])
    spf = rr(zn, "TXT", 3600, ['"v=spf1 include:spf.improvmx.com ~all"', '"google-site-verification=Jx3kPq7Vb0mT9sYw2RzL5nD8cF1hG4aE6uI0oK"'])
    dmarc = rr(f"_dmarc.{zn}", "TXT", 3600, ['"v=DMARC1; p=quarantine; rua=mailto:dmarc@quillbyte.dev"'])
    api0 = rr(f"api.{zn}", "A", 300, ["203.0.113.25"])
    api1 = rr(f"api.{zn}", "A", 60, ["203.0.113.40"])
    canary = rr(f"canary.{zn}", "CNAME", 60, ["api-canary.quillbyte-edge.net"])
    oldblog = rr(f"old-blog.{zn}", "CNAME", 3600, ["quillbyte.ghost.io"])
    www = rr(f"www.{zn}", "CNAME", 300, ["quillbyte.dev"])
    private = {"Id": "/hostedzone/Z03117842P6QWERT0Y1UI", "Name": "quillbyte.internal.", "CallerReference": "terraform-20231108134412038900000002",
               "Config": {"Comment": "private zone for vpc-prod", "PrivateZone": True}, "ResourceRecordSetCount": 14}

    def zones(count: int) -> str:
        return pj({"HostedZones": [{"Id": f"/hostedzone/{zid}", "Name": zn, "CallerReference": "terraform-20231108134411592300000001",
                                    "Config": {"Comment": "public zone", "PrivateZone": False}, "ResourceRecordSetCount": count}, private],
                   "IsTruncated": False, "MaxItems": "100"})

    c1, c2 = "/change/C0912847GK3XQ7ZM1N4B", "/change/C07741935J2VBR8TD6WQ"
    t: list[tuple[str, str]] = []
    t.append((call("list_hosted_zones"), zones(9)))
    t.append((call("list_resource_record_sets", hosted_zone_id=zid), pj({"ResourceRecordSets": [apex_a, mx, ns, soa, spf, dmarc, api0, oldblog, www],
                                                                        "IsTruncated": False, "MaxItems": "300"})))
    t.append((call("change_resource_record_sets", hosted_zone_id=zid, change_batch={"Comment": "move api to new LB, add canary", "Changes": [
        {"Action": "UPSERT", "ResourceRecordSet": api1}, {"Action": "CREATE", "ResourceRecordSet": canary}]}),
        pj({"ChangeInfo": {"Id": c1, "Status": "PENDING", "SubmittedAt": "2024-06-07T16:05:12.447000+00:00", "Comment": "move api to new LB, add canary"}})))
    t.append((call("get_change", change_id=c1), pj({"ChangeInfo": {"Id": c1, "Status": "INSYNC", "SubmittedAt": "2024-06-07T16:05:12.447000+00:00", "Comment": "move api to new LB, add canary"}})))
    t.append((call("change_resource_record_sets", hosted_zone_id=zid, change_batch={"Comment": "retire old blog", "Changes": [
        {"Action": "DELETE", "ResourceRecordSet": oldblog}]}),
        pj({"ChangeInfo": {"Id": c2, "Status": "PENDING", "SubmittedAt": "2024-06-07T16:06:03.918000+00:00", "Comment": "retire old blog"}})))
    t.append((call("list_hosted_zones"), zones(9)))
    t.append((call("list_resource_record_sets", hosted_zone_id=zid), pj({"ResourceRecordSets": [apex_a, mx, ns, soa, spf, dmarc, api1, canary, www],
                                                                        "IsTruncated": False, "MaxItems": "300"})))
    t.append((call("get_change", change_id=c2), pj({"ChangeInfo": {"Id": c2, "Status": "INSYNC", "SubmittedAt": "2024-06-07T16:06:03.918000+00:00", "Comment": "retire old blog"}})))
    rs.add("mcp", "h63-mcp-19", sysp("aws-route53", "Amazon Route 53 in account 482109375516", tools), t)


# --------------------------------------------------------------------------------------------- 20 DigitalOcean (bad, t9)
def t20(rs: RowSet) -> None:
    tools = [
        tool("droplet_list", "List droplets, optionally by tag.", {"tag_name": S, "per_page": INT}, []),
        tool("droplet_get", "Get a droplet by id.", {"id": INT}, ["id"]),
        tool("droplet_action", "Run a droplet action (rename, snapshot, power_off, power_on, resize).", {"id": INT, "type": S, "name": S, "size": S}, ["id", "type"]),
        tool("action_get", "Get an action by id.", {"id": INT}, ["id"]),
        tool("volume_create", "Create a block storage volume.", {"name": S, "size_gigabytes": INT, "region": S, "filesystem_type": S, "description": S}, ["name", "size_gigabytes", "region"]),
        tool("volume_action", "Attach or detach a volume.", {"volume_id": S, "type": S, "droplet_id": INT}, ["volume_id", "type"]),
        tool("volume_list", "List block storage volumes.", {"region": S}, []),
        tool("snapshot_list", "List snapshots by resource type.", {"resource_type": S}, []),
    ]
    fra1 = {"name": "Frankfurt 1", "slug": "fra1", "features": ["backups", "ipv6", "metadata", "install_agent", "storage", "image_transfer"], "available": True,
            "sizes": ["s-1vcpu-1gb", "s-1vcpu-2gb", "s-2vcpu-4gb", "s-4vcpu-8gb"]}
    vol_id = "8f3b2c71-24d9-11ef-a6c5-0a58ac14d2b7"

    def droplet(did: int, name: str, mem: int, vcpus: int, disk: int, slug: str, created: str, pub: str, priv: str,
                vols: list[str], snaps: list[int], tags: list[str]) -> dict[str, Any]:
        return {"id": did, "name": name, "memory": mem, "vcpus": vcpus, "disk": disk, "locked": False, "status": "active",
                "kernel": None, "created_at": created, "features": ["monitoring", "droplet_agent", "private_networking"],
                "backup_ids": [], "next_backup_window": None, "snapshot_ids": snaps,
                "image": {"id": 129211873, "name": "22.04 (LTS) x64", "distribution": "Ubuntu", "slug": "ubuntu-22-04-x64", "public": True},
                "volume_ids": vols, "size_slug": slug,
                "networks": {"v4": [{"ip_address": priv, "netmask": "255.255.240.0", "gateway": "10.114.0.1", "type": "private"},
                                    {"ip_address": pub, "netmask": "255.255.240.0", "gateway": pub.rsplit(".", 1)[0] + ".1", "type": "public"}], "v6": []},
                "region": fra1, "tags": tags, "vpc_uuid": "c41f2a8e-6b3d-4e97-a0f5-2d8c7b1e9a36"}

    def web(name: str, vols: list[str]) -> dict[str, Any]:
        return droplet(412877301, name, 2048, 1, 50, "s-1vcpu-2gb", "2023-08-21T09:14:02Z", "164.92.201.37", "10.114.0.5", vols, [139004512], ["blog", "web"])

    db = droplet(412877355, "blog-db-1", 4096, 2, 80, "s-2vcpu-4gb", "2023-08-21T09:16:40Z", "164.92.204.118", "10.114.0.6", [], [], ["blog", "db"])
    mon = droplet(398120044, "monitoring-1", 1024, 1, 25, "s-1vcpu-1gb", "2023-05-02T13:50:27Z", "46.101.139.9", "10.114.0.2", [], [], ["ops"])

    def act(aid: int, typ: str, status: str, started: str, completed: str | None, rid: int | None = 412877301, rtype: str = "droplet") -> str:
        return pj({"action": {"id": aid, "status": status, "type": typ, "started_at": started, "completed_at": completed,
                              "resource_id": rid, "resource_type": rtype, "region": fra1, "region_slug": "fra1"}})

    vol = {"id": vol_id, "name": "blog-media", "size_gigabytes": 50, "region": fra1, "droplet_ids": [], "created_at": "2024-06-07T16:31:02Z",
           "description": "uploads and media for the blog", "filesystem_type": "ext4", "filesystem_label": "", "tags": []}
    t: list[tuple[str, str]] = []
    t.append((call("droplet_list", tag_name="", per_page=20), pj({"droplets": [mon, web("blog-web-1", []), db], "links": {}, "meta": {"total": 3}})))
    t.append((call("droplet_get", id=412877301), pj({"droplet": web("blog-web-1", [])})))
    t.append((call("droplet_action", id=412877301, type="rename", name="blog-web-01"), act(2214983021, "rename", "in-progress", "2024-06-07T16:30:11Z", None)))
    t.append((call("action_get", id=2214983021), act(2214983021, "rename", "completed", "2024-06-07T16:30:11Z", "2024-06-07T16:30:14Z")))
    t.append((call("volume_create", name="blog-media", size_gigabytes=50, region="fra1", filesystem_type="ext4", description="uploads and media for the blog"), pj({"volume": vol})))
    t.append((call("volume_action", volume_id=vol_id, type="attach", droplet_id=412877301), act(2214985577, "attach_volume", "in-progress", "2024-06-07T16:31:40Z", None, 0, "volume")))
    t.append((call("action_get", id=2214985577), act(2214985577, "attach_volume", "completed", "2024-06-07T16:31:40Z", "2024-06-07T16:31:49Z", 0, "volume")))
    t.append((call("droplet_action", id=412877301, type="snapshot", name="blog-web-01-pre-upgrade"), act(2214988310, "snapshot", "in-progress", "2024-06-07T16:33:20Z", None)))
    # contradiction: droplet shows its old name again
    t.append((call("droplet_get", id=412877301), pj({"droplet": web("blog-web-1", [vol_id])})))
    t.append((call("action_get", id=2214988310), act(2214988310, "snapshot", "completed", "2024-06-07T16:33:20Z", "2024-06-07T16:36:48Z")))
    t.append((call("snapshot_list", resource_type="droplet"), pj({"snapshots": [
        {"id": "139004512", "name": "blog-web base image 2023-08", "regions": ["fra1"], "created_at": "2023-08-21T10:02:31Z", "resource_id": "412877301",
         "resource_type": "droplet", "min_disk_size": 50, "size_gigabytes": 3.18, "tags": []},
        {"id": "158227461", "name": "blog-web-01-pre-upgrade", "regions": ["fra1"], "created_at": "2024-06-07T16:33:20Z", "resource_id": "412877301",
         "resource_type": "droplet", "min_disk_size": 50, "size_gigabytes": 7.42, "tags": []}], "links": {}, "meta": {"total": 2}})))
    t.append((call("volume_list", region="fra1"), pj({"volumes": [dict(vol, droplet_ids=[412877301])], "links": {}, "meta": {"total": 1}})))
    rs.add("mcp", "h63-mcp-20", sysp("digitalocean", "DigitalOcean API v2, team Quire Media, read-write token", tools), t,
           bad=True, turn=9, kind="Turn 9 shows droplet 412877301 named blog-web-1 again although turn 3/4 renamed it to blog-web-01 and nothing renamed it back.")


# --------------------------------------------------------------------------------------------- 21 Consul (bad, t11)
def t21(rs: RowSet) -> None:
    tools = [
        tool("agent_members", "List the gossip pool members seen by the agent.", {}, []),
        tool("catalog_services", "List services in the catalog with the union of their tags.", {"dc": S}, []),
        tool("catalog_service", "List the catalog instances of a service.", {"service": S, "dc": S}, ["service"]),
        tool("kv_get", "Read a key, or all keys under a prefix with recurse=true.", {"key": S, "recurse": B}, ["key"]),
        tool("kv_put", "Write a key; returns true on success.", {"key": S, "value": S, "cas": INT}, ["key", "value"]),
        tool("kv_delete", "Delete a key; returns true on success.", {"key": S}, ["key"]),
        tool("agent_service_register", "Register a service with the local agent of a node.", {"node": S, "service": OBJ}, ["node", "service"]),
        tool("health_service", "Instances of a service with their node and checks.", {"service": S, "passing": B}, ["service"]),
    ]

    def kv(key: str, val: str, ci: int, mi: int) -> dict[str, Any]:
        return {"LockIndex": 0, "Key": key, "Flags": 0, "Value": b64(val), "CreateIndex": ci, "ModifyIndex": mi}

    p = "config/billing-api/"
    ff = kv(p + "feature_flags", '{"new_invoice_layout":true,"sepa_instant":false}', 17220, 19388)
    legacy = kv(p + "legacy_mode", "true", 17219, 17219)
    mc0 = kv(p + "max_connections", "120", 17218, 18004)
    mc1 = kv(p + "max_connections", "200", 17218, 20417)
    to = kv(p + "timeout_ms", "2500", 17221, 17221)

    def node(name: str, nid: str, addr: str) -> dict[str, Any]:
        return {"ID": nid, "Node": name, "Address": addr, "Datacenter": "ams1", "TaggedAddresses": {"lan": addr, "wan": addr},
                "Meta": {"consul-network-segment": "", "consul-version": "1.18.2"}, "CreateIndex": 12, "ModifyIndex": 14}

    na = node("app-node-a", "b81c4e2f-7a39-4d05-9e6b-1f3a8c2d7e04", "10.50.1.21")
    nb = node("app-node-b", "4d92a7e1-0c58-4b3f-a6e2-8d1f5b3c9a70", "10.50.1.22")

    def cat_inst(n: dict[str, Any], sid: str, tags: list[str], ver: str, idx: int) -> dict[str, Any]:
        return {"ID": n["ID"], "Node": n["Node"], "Address": n["Address"], "Datacenter": "ams1", "TaggedAddresses": n["TaggedAddresses"],
                "NodeMeta": n["Meta"], "ServiceKind": "", "ServiceID": sid, "ServiceName": "billing-api", "ServiceTags": tags,
                "ServiceAddress": "", "ServiceMeta": {"version": ver}, "ServicePort": 8080, "ServiceEnableTagOverride": False,
                "ServiceProxy": {"Mode": "", "MeshGateway": {}, "Expose": {}}, "ServiceConnect": {}, "CreateIndex": idx, "ModifyIndex": idx}

    def svc(sid: str, n: dict[str, Any], idx: int) -> dict[str, Any]:
        return {"ID": sid, "Service": "ledger-worker", "Tags": ["v1"], "Address": "", "Meta": {"version": "1.9.3"}, "Port": 9090,
                "Weights": {"Passing": 1, "Warning": 1}, "EnableTagOverride": False, "CreateIndex": idx, "ModifyIndex": idx}

    def chk(n: dict[str, Any], cid: str, name: str, status: str, out: str, sid: str, idx: int) -> dict[str, Any]:
        return {"Node": n["Node"], "CheckID": cid, "Name": name, "Status": status, "Notes": "", "Output": out, "ServiceID": sid,
                "ServiceName": "ledger-worker" if sid else "", "ServiceTags": ["v1"] if sid else [], "Type": "http" if sid else "",
                "Interval": "10s" if sid else "", "Timeout": "2s" if sid else "", "CreateIndex": idx, "ModifyIndex": idx}

    t: list[tuple[str, str]] = []
    t.append((call("agent_members"), mcp_text("\n".join([
        "Node             Address          Status  Type    Build   Protocol  DC    Partition  Segment",
        "consul-server-1  10.50.0.11:8301  alive   server  1.18.2  2         ams1  default    <all>",
        "consul-server-2  10.50.0.12:8301  alive   server  1.18.2  2         ams1  default    <all>",
        "consul-server-3  10.50.0.13:8301  alive   server  1.18.2  2         ams1  default    <all>",
        "app-node-a       10.50.1.21:8301  alive   client  1.18.2  2         ams1  default    <default>",
        "app-node-b       10.50.1.22:8301  alive   client  1.18.2  2         ams1  default    <default>"]))))
    t.append((call("catalog_services"), pj({"billing-api": ["canary", "http", "v2"], "consul": [], "ledger-worker": ["v1"], "redis": ["primary"]})))
    t.append((call("catalog_service", service="billing-api"), pj([
        cat_inst(na, "billing-api-a1", ["v2", "http"], "2.4.0", 18811),
        cat_inst(nb, "billing-api-b1", ["v2", "http", "canary"], "2.5.0-rc1", 19502)])))
    t.append((call("kv_get", key=p, recurse=True), pj([ff, legacy, mc0, to])))
    t.append((call("kv_put", key=p + "max_connections", value="200"), "true"))
    t.append((call("kv_get", key=p + "max_connections"), pj([mc1])))
    t.append((call("agent_service_register", node="app-node-b", service={
        "ID": "ledger-worker-b1", "Name": "ledger-worker", "Tags": ["v1"], "Port": 9090, "Meta": {"version": "1.9.3"},
        "Check": {"HTTP": "http://10.50.1.22:9090/health", "Interval": "10s", "Timeout": "2s"}}),
        mcp_text("Registered service: ledger-worker-b1 (agent app-node-b)")))
    t.append((call("health_service", service="ledger-worker"), pj([
        {"Node": na, "Service": svc("ledger-worker-a1", na, 16540), "Checks": [
            chk(na, "serfHealth", "Serf Health Status", "passing", "Agent alive and reachable", "", 12),
            chk(na, "service:ledger-worker-a1", "Service 'ledger-worker' check", "passing", "HTTP GET http://10.50.1.21:9090/health: 200 OK Output: ok", "ledger-worker-a1", 16540)]},
        {"Node": nb, "Service": svc("ledger-worker-b1", nb, 20431), "Checks": [
            chk(nb, "serfHealth", "Serf Health Status", "passing", "Agent alive and reachable", "", 13),
            chk(nb, "service:ledger-worker-b1", "Service 'ledger-worker' check", "critical", "", "ledger-worker-b1", 20431)]}])))
    t.append((call("kv_delete", key=p + "legacy_mode"), "true"))
    t.append((call("kv_get", key=p, recurse=True), pj([ff, mc1, to])))
    # contradiction: billing-api lost its canary tag although no billing-api instance changed
    t.append((call("catalog_services"), pj({"billing-api": ["http", "v2"], "consul": [], "ledger-worker": ["v1"], "redis": ["primary"]})))
    rs.add("mcp", "h63-mcp-21", sysp("consul", "HashiCorp Consul 1.18.2, datacenter ams1, ACL token ops-rw", tools), t,
           bad=True, turn=11, kind="Turn 11 lists billing-api without its canary tag although instance billing-api-b1 carried it in turns 2-3 and no billing-api instance was changed.")


# --------------------------------------------------------------------------------------------- 22 NetBox (clean)
def t22(rs: RowSet) -> None:
    tools = [
        tool("ipam_prefixes_list", "List IPAM prefixes (NetBox REST API).", {"prefix": S, "site": S}, []),
        tool("ipam_ip_addresses_list", "List IP addresses, e.g. within a parent prefix.", {"parent": S, "status": S, "limit": INT}, []),
        tool("ipam_available_ips", "List the next available IPs of a prefix.", {"prefix_id": INT, "limit": INT}, ["prefix_id"]),
        tool("ipam_ip_address_create", "Create an IP address.", {"address": S, "status": S, "dns_name": S, "description": S, "tenant": INT}, ["address"]),
        tool("ipam_ip_address_update", "Patch an IP address.", {"id": INT, "status": S, "dns_name": S, "description": S}, ["id"]),
        tool("ipam_ip_address_delete", "Delete an IP address.", {"id": INT}, ["id"]),
    ]
    api = "https://netbox.dc2.corp/api"
    tenant = {"id": 3, "url": f"{api}/tenancy/tenants/3/", "display": "Platform", "name": "Platform", "slug": "platform", "description": ""}
    status = {"active": {"value": "active", "label": "Active"}, "deprecated": {"value": "deprecated", "label": "Deprecated"}}

    def ip(iid: int, addr: str, st: str, dns: str, desc: str, created: str, updated: str, role: dict[str, str] | None = None) -> dict[str, Any]:
        return {"id": iid, "url": f"{api}/ipam/ip-addresses/{iid}/", "display": addr, "family": {"value": 4, "label": "IPv4"},
                "address": addr, "vrf": None, "tenant": tenant, "status": status[st], "role": role, "assigned_object_type": None,
                "assigned_object_id": None, "assigned_object": None, "nat_inside": None, "nat_outside": [], "dns_name": dns,
                "description": desc, "comments": "", "tags": [], "custom_fields": {}, "created": created, "last_updated": updated}

    ips = [ip(9012, "10.40.12.1/24", "active", "gw-k8s.dc2.corp", "gateway", "2023-03-02T10:14:02.551830Z", "2023-03-02T10:14:02.551861Z"),
           ip(9013, "10.40.12.2/24", "active", "k8s-node-01.dc2.corp", "k8s worker node 01", "2023-03-02T10:15:27.009412Z", "2023-03-02T10:15:27.009440Z"),
           ip(9018, "10.40.12.3/24", "deprecated", "k8s-node-02.dc2.corp", "k8s-node-02 decommissioned", "2023-03-02T10:16:40.381204Z", "2024-05-21T08:03:17.662905Z"),
           ip(9020, "10.40.12.5/24", "active", "k8s-node-04.dc2.corp", "k8s worker node 04", "2023-03-09T14:22:11.740318Z", "2023-03-09T14:22:11.740345Z"),
           ip(9041, "10.40.12.6/24", "active", "k8s-node-05.dc2.corp", "k8s worker node 05", "2023-06-19T09:05:58.118742Z", "2023-06-19T09:05:58.118770Z"),
           ip(9055, "10.40.12.10/24", "active", "ingress.k8s.dc2.corp", "ingress VIP", "2023-07-04T12:40:03.927615Z", "2023-07-04T12:40:03.927642Z",
              {"value": "vip", "label": "VIP"})]

    def avail(*addrs: str) -> str:
        return pj([{"family": 4, "address": a, "vrf": None, "description": ""} for a in addrs])

    t: list[tuple[str, str]] = []
    t.append((call("ipam_prefixes_list", prefix="10.40.12.0/24"), pj({"count": 1, "next": None, "previous": None, "results": [{
        "id": 318, "url": f"{api}/ipam/prefixes/318/", "display": "10.40.12.0/24", "family": {"value": 4, "label": "IPv4"}, "prefix": "10.40.12.0/24",
        "site": {"id": 4, "url": f"{api}/dcim/sites/4/", "display": "DC2 Frankfurt", "name": "DC2 Frankfurt", "slug": "dc2-fra", "description": ""},
        "vrf": None, "tenant": tenant, "vlan": {"id": 112, "url": f"{api}/ipam/vlans/112/", "display": "k8s-nodes (412)", "vid": 412, "name": "k8s-nodes", "description": ""},
        "status": {"value": "active", "label": "Active"}, "role": {"id": 6, "url": f"{api}/ipam/roles/6/", "display": "Kubernetes", "name": "Kubernetes", "slug": "kubernetes", "description": ""},
        "is_pool": False, "mark_utilized": False, "description": "k8s worker nodes", "comments": "", "tags": [], "custom_fields": {},
        "created": "2023-03-02T10:11:45.118224Z", "last_updated": "2023-03-02T10:11:45.118260Z", "children": 0, "_depth": 1}]})))
    t.append((call("ipam_ip_addresses_list", parent="10.40.12.0/24", limit=50), pj({"count": 6, "next": None, "previous": None, "results": ips})))
    t.append((call("ipam_available_ips", prefix_id=318, limit=3), avail("10.40.12.4/24", "10.40.12.7/24", "10.40.12.8/24")))
    t.append((call("ipam_ip_address_create", address="10.40.12.4/24", status="active", dns_name="k8s-node-07.dc2.corp", description="k8s worker node 07", tenant=3),
              pj(ip(9127, "10.40.12.4/24", "active", "k8s-node-07.dc2.corp", "k8s worker node 07", "2024-06-07T16:52:08.441907Z", "2024-06-07T16:52:08.441936Z"))))
    t.append((call("ipam_ip_address_update", id=9041, status="deprecated", description="k8s-node-05 drained for RMA"),
              pj(ip(9041, "10.40.12.6/24", "deprecated", "k8s-node-05.dc2.corp", "k8s-node-05 drained for RMA", "2023-06-19T09:05:58.118742Z", "2024-06-07T16:52:40.207113Z"))))
    t.append((call("ipam_ip_address_delete", id=9018), mcp_text("HTTP 204 No Content: deleted ipam.ipaddress 9018 (10.40.12.3/24)")))
    t.append((call("ipam_available_ips", prefix_id=318, limit=3), avail("10.40.12.3/24", "10.40.12.7/24", "10.40.12.8/24")))
    rs.add("mcp", "h63-mcp-22", sysp("netbox", "NetBox 4.0.3 at https://netbox.dc2.corp, API token of the automation user", tools), t)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
