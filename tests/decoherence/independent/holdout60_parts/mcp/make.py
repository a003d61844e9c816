# ruff: noqa: E501
"""Held-out set h60, domain ``mcp``: 22 MCP-server trajectories written blind.

Each trajectory drives one MCP server (cloud, infrastructure, data and memory servers) through 6 to 12
tool calls. Eleven hold exactly one contradiction (an observation that conflicts with an earlier one with
no action in between that could explain it); the other eleven are clean but full of legitimate changes
(edits, deletions, restarts, pagination, re-sorting, filters, moving clocks, different views).
"""

from __future__ import annotations

import base64
import difflib
import hashlib
import json
from datetime import datetime, timezone
from email.utils import format_datetime
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import A, B, INT, OBJ, S, RowSet, call, mcp_text, pj, tool

SYS_HEAD = """# Role and Objective

You are a **Tool World Model** — a virtual environment simulator that faithfully simulates the execution of tool calls in tool-augmented agent scenarios, strictly adhering to the Model Context Protocol (MCP) or specific tool definitions. Given a tool call with specific parameters, you generate plausible and contextually appropriate tool execution results.

Your goal is to be as faithful as possible to real tool behavior while maintaining consistency, logical correctness, and protocol compliance across the interaction sequence.

## Task Definition

Given:
1. **Historical Context** (Optional): Previous tool calls and their responses in this session
2. **Current Tool Call**: A JSON-formatted function call with name and arguments

Predict the **exact tool response** that would be returned in a real execution environment.

## Core Responsibilities

1. **Response Simulation**: Produce realistic output matching the specific tool's return format (raw or enveloped)
2. **Context Maintenance**: Track and maintain virtual state, resources, and variables across multi-turn interactions
3. **Behavioral Fidelity**: Faithfully reproduce real tool behavior including edge cases, specific error definitions, and side effects
4. **Protocol Compliance**: Respect the output schema defined by the tool (e.g., specific JSON structures vs. plain text)

---

# Environment Management

## State Transitions & Update

| Tool Category | State Transition Behavior |
|--------------|---------------------------|
| Query/Read Tools | Retrieves information without modifying state; adds retrieved data to context |
| Create/Write Tools | Creates new resources; updates state to track new entities |
| Update/Modify Tools | Modifies existing resources; reflects changes in subsequent queries |
| Delete/Remove Tools | Removes resources; subsequent access should return appropriate errors |
| Utility/Meta Tools | Performs internal logic, logging, or control flow without external side effects |
| Stateless Tools | Returns computed results without side effects |

## Logical Consistency

Ensure predictions maintain:
- **Causal Coherence**: Resources must be created before they can be queried or modified
- **State Persistence**: Changes made in earlier turns must be reflected in later queries
- **Error Appropriateness**: Operations on non-existent or deleted resources should return errors
- **Type Consistency**: Return values should strictly match the expected schema for each tool

---

# Environment Execution

## Response Format Inference

| Tool Type Pattern | Expected Output Format |
|-------------------|------------------------|
| Structured Data APIs (`get_*`, `search_*`) | JSON objects or arrays (unless tool description indicates otherwise) |
| Listing/Enumeration Tools (`list_*`) | Plain text lists or JSON arrays (format varies by implementation) |
| Tabular/Export Tools (`export_csv`, `list_datasets`) | CSV or delimiter-separated text |
| Status/Health Tools (`ping`, `health_check`) | Simple status text or minimal JSON |
| Human-readable Formatters | MCP text wrapper: `{"type":"text","text":"..."}` |

**Format Priority**:
1. If an output schema is provided in the tool definition → strictly follow it
2. If demonstrations show the format for this tool → match that format exactly
3. Otherwise → infer from the tool's name, description, and return schema using the table above

**Critical**: Do not wrap raw responses in extra JSON if the tool does not specify it.

## Error Handling & Edge Cases

Simulate realistic, technology-specific errors (validation errors with pydantic details, `status: error` service failures, `404 Not Found`, `403 Forbidden`, `Connection timed out after Xs`). Error format varies by tool implementation; infer it from the tool's domain and demonstrations.

---

# Input Definitions & Action Space

"""

SYS_TAIL = """

---

# Predicted Observation Requirements

1. **Format Adherence**: Match the expected output format for each tool type
   - **Schema Compliance**: If a tool returns a specific JSON structure, strictly adhere to it
   - **Text vs JSON**: Distinguish between tools that return raw text and those that return structured data
2. **State Consistency**: Ensure outputs are consistent with previously returned data and created resources, the logical state of the simulated environment, and established session context and variable bindings
3. **Realistic Details**: Include plausible resource identifiers, timestamps, counts, measurements and generated content
4. **Nondeterminism Handling**: For random or dynamic tools, generate plausible, non-repetitive values consistent with the session context.

Write the tool response after **Environment Observation:**."""


def system(server: str, purpose: str, tools: list[dict[str, Any]]) -> str:
    return (SYS_HEAD + f"You can simulate the following tools of the `{server}` MCP server ({purpose}):\n\n"
            + "[\n" + ",\n".join(json.dumps(t, ensure_ascii=False) for t in tools) + "\n]" + SYS_TAIL)


def md5(text: str) -> str:
    return hashlib.md5(text.encode("utf-8")).hexdigest()


def b64(text: str) -> str:
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


def http_date(iso: str) -> str:
    dt = datetime.strptime(iso, "%Y-%m-%dT%H:%M:%S").replace(tzinfo=timezone.utc)
    return format_datetime(dt, usegmt=True)


def epoch(iso: str) -> int:
    return int(datetime.strptime(iso, "%Y-%m-%dT%H:%M:%S").replace(tzinfo=timezone.utc).timestamp())


def text(s: str) -> str:
    """A plain MCP text content result."""
    return mcp_text(s)


# ---------------------------------------------------------------------------------------------------------
# 01 AWS S3 (clean): paginated listing, copy to archive (new ETag for a multipart source), delete, put,
# re-list where "_MANIFEST.json" sorts before "daily_..." keys.
# ---------------------------------------------------------------------------------------------------------
def t01() -> dict[str, Any]:
    tools = [
        tool("list_objects_v2", "List objects in an S3 bucket (ListObjectsV2). Returns the raw API response.",
             {"bucket": S, "prefix": S, "max_keys": INT, "continuation_token": S}, ["bucket"]),
        tool("head_object", "Retrieve metadata of an object without returning the object itself.",
             {"bucket": S, "key": S}, ["bucket", "key"]),
        tool("get_object", "Download an object's body as text (max 1 MiB).", {"bucket": S, "key": S}, ["bucket", "key"]),
        tool("put_object", "Upload a text body as an object.",
             {"bucket": S, "key": S, "body": S, "content_type": S}, ["bucket", "key", "body"]),
        tool("copy_object", "Server-side copy of an object, optionally changing its storage class.",
             {"source_bucket": S, "source_key": S, "bucket": S, "key": S, "storage_class": S},
             ["source_bucket", "source_key", "bucket", "key"]),
        tool("delete_object", "Delete a single object.", {"bucket": S, "key": S}, ["bucket", "key"]),
    ]
    bucket = "acme-analytics-exports-euw1"
    kms = "arn:aws:kms:eu-west-1:418295730164:key/6f1d2c84-93b7-4a0e-b5d1-7e2a90c4f318"
    objs = [
        ("01", "2024-10-02T02:11:47", 18442107, "5d0f3b9a7c21e8446a1f0b93d2c7e514-3", 412883),
        ("02", "2024-10-03T02:14:09", 17903655, "a81c7e02f94b3d56c0e2197ab84f6d30-3", 400716),
        ("03", "2024-10-04T02:12:31", 19275318, "3e94d1a6b08f2c75e41a9d03b6c8f127-3", 431502),
        ("04", "2024-10-05T02:13:56", 18110942, "c07a2e5f91d84b36a2e0f7c1d95b3a48-3", 405118),
        ("05", "2024-10-06T02:10:22", 21864530, "7b1f9e04c3a25d86e0b47f2a19c6d853-3", 489344),
        ("06", "2024-10-07T02:15:40", 22407811, "e42c8a1d0f6b93752c1e84a0d7f5b926-3", 501977),
        ("07", "2024-10-08T02:12:03", 16998204, "19d5b7e3a0c4f28619e3b5d70a2c8f41-3", 380652),
        ("08", "2024-10-09T02:14:48", 17520663, "f6e0a39c2b7d148e05a2c9f61b3e7d28-3", 392270),
    ]

    def key(d: str) -> str:
        return f"exports/2024/10/daily_orders_2024-10-{d}.csv.gz"

    def entry(o: tuple[str, str, int, str, int]) -> dict[str, Any]:
        return {"Key": key(o[0]), "LastModified": o[1] + "+00:00", "ETag": f'"{o[3]}"', "Size": o[2],
                "StorageClass": "STANDARD"}

    def meta(rid: str, host: str, code: int = 200, extra: dict[str, str] | None = None) -> dict[str, Any]:
        headers = {"x-amz-id-2": host, "x-amz-request-id": rid}
        headers.update(extra or {})
        return {"RequestId": rid, "HostId": host, "HTTPStatusCode": code, "HTTPHeaders": headers, "RetryAttempts": 0}

    tok = "1xKq8bT3nZ0mVd5rWfP2sYhLc7GjUo4eA9iN6tRwQvE0pXzJdK3uBm8yHs2aF5gLc1oTnV7rWq4eI9kZ6xYb0sMd=="
    o1 = {"ResponseMetadata": meta("3QW7F2K9XH1B8D0M", "oU2nDk7qR1s0Wm9cXv4bT6zL8yH3aJ5eP0gNfQ2iK7uV1wS9rC4tB6xE8zY3mD5hG2jA1lF0oI7pR4uT9w="),
          "IsTruncated": True, "Contents": [entry(o) for o in objs[:5]], "Name": bucket,
          "Prefix": "exports/2024/10/", "MaxKeys": 5, "EncodingType": "url", "KeyCount": 5,
          "NextContinuationToken": tok}
    o2 = {"ResponseMetadata": meta("3QWAJ1X0S7C5N2P4", "Zr5tG8wK0pL3xN7qB2mV9sD4fH6jC1eA8uY0iT5oR3nW7bE2kX9gM4zQ6lS1vJ8cF0hP3dU5yT2aO7wN4=="),
          "IsTruncated": False, "Contents": [entry(o) for o in objs[5:]], "Name": bucket,
          "Prefix": "exports/2024/10/", "MaxKeys": 5, "EncodingType": "url", "KeyCount": 3,
          "ContinuationToken": tok}
    o03 = objs[2]
    o3 = {"ResponseMetadata": meta("9YB4R0T6W2E8Q1Z5", "hK3mT7xQ1rV9bN5cW2sL8pD0fJ4gA6eU3yI1oZ7tX5nE9kR2wM6vB0qC8lH4jS1dF7aP3uG5yO9iT2zN=",
                                   extra={"last-modified": http_date(o03[1]), "content-length": str(o03[2]),
                                          "etag": f'"{o03[3]}"', "content-type": "application/gzip",
                                          "x-amz-server-side-encryption": "aws:kms"}),
          "AcceptRanges": "bytes", "LastModified": o03[1] + "+00:00", "ContentLength": o03[2],
          "ETag": f'"{o03[3]}"', "ContentType": "application/gzip", "ContentEncoding": "gzip",
          "ServerSideEncryption": "aws:kms", "SSEKMSKeyId": kms, "BucketKeyEnabled": True,
          "Metadata": {"row-count": str(o03[4]), "exporter-version": "3.2.1", "source-snapshot": "orders-prod-2024-10-04T00:00Z"}}
    arch_key = "archive/2024/10/daily_orders_2024-10-03.csv.gz"
    copy_etag = "2b8f64c1e07d3a95f4c2e1b0a7d85c36"
    o4 = {"ResponseMetadata": meta("B2K7N4D9S0V3X6F1", "Tq8vL3cN6xW1mB9sK4pR7dJ2fY0gE5hA3uZ8iO1tC6nX9wQ4kV7bM2lS5jD0aF3hP8eU1yG6rT9oI4zL="),
          "ServerSideEncryption": "aws:kms", "SSEKMSKeyId": kms, "BucketKeyEnabled": True,
          "CopyObjectResult": {"ETag": f'"{copy_etag}"', "LastModified": "2024-11-05T09:21:44+00:00"}}
    o5 = {"ResponseMetadata": meta("C5M1P8H3Q6J0W4T7", "Ld4gR9sX2vN7cK1mW5bT0pJ8fQ3hY6eA9uI2oZ4tV7nC1wE5kS8rM3lB0jH6aD9xF2qP5yG8uO1iT4zR=", code=204)}
    files = [key(o[0]).rsplit("/", 1)[1] for o in objs if o[0] != "03"]
    manifest = json.dumps({"month": "2024-10", "generated_at": "2024-11-05T09:22:30Z", "archived": ["daily_orders_2024-10-03.csv.gz"],
                           "files": files}, separators=(",", ":"))
    man_etag = md5(manifest)
    o6 = {"ResponseMetadata": meta("D8R2T5Y0U3I6O9P1", "Wn6bC1xM4vQ9kR2sT7pL0dH5fJ8gY3eA6uI9oZ1tB4nK7wE2cV5rX8lS0jM3aD6hF9qP2yG5uT8iO1zW="),
          "ETag": f'"{man_etag}"', "ServerSideEncryption": "aws:kms", "SSEKMSKeyId": kms, "BucketKeyEnabled": True}
    after = [{"Key": "exports/2024/10/_MANIFEST.json", "LastModified": "2024-11-05T09:22:31+00:00", "ETag": f'"{man_etag}"',
              "Size": len(manifest.encode("utf-8")), "StorageClass": "STANDARD"}] + [entry(o) for o in objs if o[0] != "03"]
    o7 = {"ResponseMetadata": meta("E1T4Y7U0I3O6P9A2", "Xc2vB5nM8qW1kE4rT7yU0iO3pA6sD9fG2hJ5kL8zX1cV4bN7mQ0wE3rT6yU9iO2pA5sD8fG1hJ4kL7zX="),
          "IsTruncated": False, "Contents": after, "Name": bucket, "Prefix": "exports/2024/10/", "MaxKeys": 1000,
          "EncodingType": "url", "KeyCount": len(after)}
    arch = [
        {"Key": "archive/2024/09/daily_orders_2024-09-28.csv.gz", "LastModified": "2024-10-14T07:40:12+00:00",
         "ETag": '"8c1e5a0f3b7d2946e1c8a5f0b3d7e294"', "Size": 20117563, "StorageClass": "GLACIER_IR"},
        {"Key": "archive/2024/09/daily_orders_2024-09-29.csv.gz", "LastModified": "2024-10-14T07:40:19+00:00",
         "ETag": '"0d4b8f2a6e1c9357b0d4f8a2e6c19357"', "Size": 19482201, "StorageClass": "GLACIER_IR"},
        {"Key": arch_key, "LastModified": "2024-11-05T09:21:44+00:00", "ETag": f'"{copy_etag}"', "Size": o03[2],
         "StorageClass": "GLACIER_IR"},
    ]
    o8 = {"ResponseMetadata": meta("F4Y7U0I3O6P9A2S5", "Vb8nM1qW4kE7rT0yU3iO6pA9sD2fG5hJ8kL1zX4cV7bN0mQ3wE6rT9yU2iO5pA8sD1fG4hJ7kL0zX3cV="),
          "IsTruncated": False, "Contents": arch, "Name": bucket, "Prefix": "archive/2024/", "MaxKeys": 1000,
          "EncodingType": "url", "KeyCount": 3}
    turns = [
        (call("list_objects_v2", bucket=bucket, prefix="exports/2024/10/", max_keys=5), pj(o1)),
        (call("list_objects_v2", bucket=bucket, prefix="exports/2024/10/", max_keys=5, continuation_token=tok), pj(o2)),
        (call("head_object", bucket=bucket, key=key("03")), pj(o3)),
        (call("copy_object", source_bucket=bucket, source_key=key("03"), bucket=bucket, key=arch_key, storage_class="GLACIER_IR"), pj(o4)),
        (call("delete_object", bucket=bucket, key=key("03")), pj(o5)),
        (call("put_object", bucket=bucket, key="exports/2024/10/_MANIFEST.json", body=manifest, content_type="application/json"), pj(o6)),
        (call("list_objects_v2", bucket=bucket, prefix="exports/2024/10/", max_keys=1000), pj(o7)),
        (call("list_objects_v2", bucket=bucket, prefix="archive/2024/", max_keys=1000), pj(o8)),
    ]
    state = ("aws-s3 MCP server connected. AWS account 418295730164, region eu-west-1, profile `analytics-etl` "
             "(assumed role arn:aws:iam::418295730164:role/etl-exporter). Default bucket: acme-analytics-exports-euw1 "
             "(versioning: not enabled, default encryption: SSE-KMS with bucket key). Local time 2024-11-05 09:18 UTC.")
    return {"task": "mcp", "tid": "h60-mcp-01", "system": system("aws-s3", "Amazon S3 object storage, boto3 responses serialised as JSON", tools),
            "turns": turns, "state": state}


# ---------------------------------------------------------------------------------------------------------
# 02 Hetzner Cloud (bad, turn 6): the 8080 firewall rule removed by set_firewall_rules is listed again.
# ---------------------------------------------------------------------------------------------------------
def hz_server(sid: int, name: str, ip4: str, ip6: str, ip4id: int, stype: tuple[str, int, float, int], dc: str, city: str,
              created: str, out_traffic: int, in_traffic: int, labels: dict[str, str], fw: list[int], priv: str) -> dict[str, Any]:
    return {
        "id": sid, "name": name, "status": "running", "created": created,
        "public_net": {"ipv4": {"id": ip4id, "ip": ip4, "blocked": False, "dns_ptr": f"static.{'.'.join(reversed(ip4.split('.')))}.clients.your-server.de"},
                       "ipv6": {"id": ip4id + 1, "ip": ip6, "blocked": False, "dns_ptr": []},
                       "floating_ips": [], "firewalls": [{"id": f, "status": "applied"} for f in fw]},
        "private_net": [{"network": 3318402, "ip": priv, "alias_ips": [], "mac_address": "86:00:00:" + f"{sid % 256:02x}:{(sid >> 8) % 256:02x}:{(sid >> 16) % 256:02x}"}],
        "server_type": {"id": stype[3], "name": stype[0], "cores": stype[1], "memory": stype[2], "disk": 80 if stype[0] != "ccx23" else 160,
                        "cpu_type": "shared" if stype[0].startswith("cx") else "dedicated", "architecture": "x86"},
        "datacenter": {"id": 4 if dc.startswith("fsn1") else 2, "name": dc, "location": {"name": dc.split("-")[0], "city": city, "country": "DE", "network_zone": "eu-central"}},
        "image": {"id": 67794396, "type": "system", "name": "ubuntu-22.04", "os_flavor": "ubuntu", "os_version": "22.04"},
        "iso": None, "rescue_enabled": False, "locked": False, "backup_window": None,
        "outgoing_traffic": out_traffic, "ingoing_traffic": in_traffic, "included_traffic": 21990232555520,
        "protection": {"delete": name.startswith("db"), "rebuild": name.startswith("db")},
        "labels": labels, "volumes": [], "load_balancers": [], "primary_disk_size": 80 if stype[0] != "ccx23" else 160,
        "placement_group": None,
    }


def t02() -> dict[str, Any]:
    tools = [
        tool("list_servers", "List all servers in the Hetzner Cloud project (GET /servers).", {"label_selector": S, "page": INT, "per_page": INT}, []),
        tool("get_server", "Get a single server (GET /servers/{id}).", {"id": INT}, ["id"]),
        tool("get_firewall", "Get a firewall with its rules and the resources it is applied to.", {"id": INT}, ["id"]),
        tool("set_firewall_rules", "Replace ALL rules of a firewall (POST /firewalls/{id}/actions/set_rules).", {"id": INT, "rules": A}, ["id", "rules"]),
        tool("get_action", "Get the status of an action.", {"id": INT}, ["id"]),
        tool("reboot_server", "Soft-reboot a server via ACPI (POST /servers/{id}/actions/reboot).", {"id": INT}, ["id"]),
        tool("create_image", "Create a snapshot or backup image from a server.", {"server_id": INT, "type": S, "description": S, "labels": OBJ}, ["server_id"]),
        tool("list_images", "List images, optionally filtered by type.", {"type": S, "sort": S}, []),
    ]
    cx32 = ("cx32", 4, 8.0, 109)
    ccx23 = ("ccx23", 4, 16.0, 98)
    web1 = dict(sid=41872203, name="web-fsn1-01", ip4="49.12.183.77", ip6="2a01:4f8:c012:5e1a::/64", ip4id=61240918, stype=cx32,
                dc="fsn1-dc14", city="Falkenstein", created="2024-03-18T09:41:27+00:00", labels={"role": "web", "env": "prod"}, fw=[1297731], priv="10.0.1.11")
    web2 = dict(sid=41872219, name="web-fsn1-02", ip4="49.12.184.203", ip6="2a01:4f8:c012:7b3c::/64", ip4id=61240944, stype=cx32,
                dc="fsn1-dc14", city="Falkenstein", created="2024-03-18T09:42:05+00:00", labels={"role": "web", "env": "prod"}, fw=[1297731], priv="10.0.1.12")
    db1 = dict(sid=41903377, name="db-nbg1-01", ip4="168.119.62.140", ip6="2a01:4f8:1c1b:90d4::/64", ip4id=61297730, stype=ccx23,
               dc="nbg1-dc3", city="Nuremberg", created="2024-03-19T16:08:52+00:00", labels={"role": "db", "env": "prod", "pg": "15"}, fw=[1297744], priv="10.0.2.21")
    s1 = [hz_server(**web1, out_traffic=1934780165120, in_traffic=402118809600),
          hz_server(**web2, out_traffic=1887021350912, in_traffic=398770114560),
          hz_server(**db1, out_traffic=215337123840, in_traffic=1102983479296)]
    o1 = {"servers": s1, "meta": {"pagination": {"page": 1, "per_page": 25, "previous_page": None, "next_page": None, "last_page": 1, "total_entries": 3}}}
    rules = [
        {"direction": "in", "protocol": "tcp", "port": "22", "source_ips": ["203.0.113.0/24", "2001:db8:4a1::/48"], "destination_ips": [], "description": "SSH from office"},
        {"direction": "in", "protocol": "tcp", "port": "80", "source_ips": ["0.0.0.0/0", "::/0"], "destination_ips": [], "description": "HTTP"},
        {"direction": "in", "protocol": "tcp", "port": "443", "source_ips": ["0.0.0.0/0", "::/0"], "destination_ips": [], "description": "HTTPS"},
        {"direction": "in", "protocol": "tcp", "port": "8080", "source_ips": ["0.0.0.0/0", "::/0"], "destination_ips": [], "description": "legacy healthcheck (remove after LB migration)"},
        {"direction": "in", "protocol": "icmp", "port": None, "source_ips": ["0.0.0.0/0", "::/0"], "destination_ips": [], "description": "ping"},
        {"direction": "in", "protocol": "tcp", "port": "9100", "source_ips": ["10.0.0.0/16"], "destination_ips": [], "description": "node_exporter from private net"},
    ]
    new_rules = [r for r in rules if r["port"] != "8080"]

    def fw(rs: list[dict[str, Any]]) -> dict[str, Any]:
        return {"firewall": {"id": 1297731, "name": "fw-web", "labels": {"env": "prod", "managed-by": "ops"}, "created": "2024-03-18T09:39:50+00:00",
                             "rules": rs,
                             "applied_to": [{"type": "server", "server": {"id": 41872203}}, {"type": "server", "server": {"id": 41872219}}]}}
    o3 = {"actions": [
        {"id": 1843021577, "command": "set_firewall_rules", "status": "running", "progress": 0, "started": "2024-11-12T14:06:31+00:00",
         "finished": None, "resources": [{"id": 1297731, "type": "firewall"}], "error": None},
        {"id": 1843021578, "command": "apply_firewall", "status": "running", "progress": 0, "started": "2024-11-12T14:06:31+00:00",
         "finished": None, "resources": [{"id": 1297731, "type": "firewall"}, {"id": 41872203, "type": "server"}], "error": None},
        {"id": 1843021579, "command": "apply_firewall", "status": "running", "progress": 0, "started": "2024-11-12T14:06:31+00:00",
         "finished": None, "resources": [{"id": 1297731, "type": "firewall"}, {"id": 41872219, "type": "server"}], "error": None}]}
    o4 = {"action": {"id": 1843021577, "command": "set_firewall_rules", "status": "success", "progress": 100, "started": "2024-11-12T14:06:31+00:00",
                     "finished": "2024-11-12T14:06:34+00:00", "resources": [{"id": 1297731, "type": "firewall"}], "error": None}}
    o5 = {"action": {"id": 1843022910, "command": "reboot_server", "status": "running", "progress": 0, "started": "2024-11-12T14:07:58+00:00",
                     "finished": None, "resources": [{"id": 41872219, "type": "server"}], "error": None}}
    o7 = {"server": hz_server(**web2, out_traffic=1887058211840, in_traffic=398779043840)}
    o8 = {"image": {"id": 178302245, "type": "snapshot", "status": "creating", "name": None, "description": "pre-pg16-upgrade",
                    "image_size": None, "disk_size": 160, "created": "2024-11-12T14:10:12+00:00",
                    "created_from": {"id": 41903377, "name": "db-nbg1-01"}, "bound_to": None, "os_flavor": "ubuntu", "os_version": "22.04",
                    "rapid_deploy": False, "protection": {"delete": False}, "deprecated": None, "deleted": None,
                    "labels": {"purpose": "upgrade", "pg": "15"}, "architecture": "x86"},
          "action": {"id": 1843024402, "command": "create_image", "status": "running", "progress": 0, "started": "2024-11-12T14:10:12+00:00",
                     "finished": None, "resources": [{"id": 41903377, "type": "server"}], "error": None}}
    o9 = {"images": [
        {"id": 161770318, "type": "snapshot", "status": "available", "name": None, "description": "db-nbg1-01 monthly 2024-10",
         "image_size": 11.86, "disk_size": 160, "created": "2024-10-01T03:00:41+00:00", "created_from": {"id": 41903377, "name": "db-nbg1-01"},
         "bound_to": None, "os_flavor": "ubuntu", "os_version": "22.04", "rapid_deploy": False, "protection": {"delete": True},
         "deprecated": None, "deleted": None, "labels": {"purpose": "monthly"}, "architecture": "x86"},
        {"id": 178302245, "type": "snapshot", "status": "available", "name": None, "description": "pre-pg16-upgrade",
         "image_size": 12.41, "disk_size": 160, "created": "2024-11-12T14:10:12+00:00", "created_from": {"id": 41903377, "name": "db-nbg1-01"},
         "bound_to": None, "os_flavor": "ubuntu", "os_version": "22.04", "rapid_deploy": False, "protection": {"delete": False},
         "deprecated": None, "deleted": None, "labels": {"purpose": "upgrade", "pg": "15"}, "architecture": "x86"}],
        "meta": {"pagination": {"page": 1, "per_page": 25, "previous_page": None, "next_page": None, "last_page": 1, "total_entries": 2}}}
    turns = [
        (call("list_servers"), pj(o1)),
        (call("get_firewall", id=1297731), pj(fw(rules))),
        (call("set_firewall_rules", id=1297731, rules=new_rules), pj(o3)),
        (call("get_action", id=1843021577), pj(o4)),
        (call("reboot_server", id=41872219), pj(o5)),
        (call("get_firewall", id=1297731), pj(fw(rules))),
        (call("get_server", id=41872219), pj(o7)),
        (call("create_image", server_id=41903377, type="snapshot", description="pre-pg16-upgrade", labels={"purpose": "upgrade", "pg": "15"}), pj(o8)),
        (call("list_images", type="snapshot", sort="created:asc"), pj(o9)),
    ]
    return {"task": "mcp", "tid": "h60-mcp-02", "system": system("hcloud", "Hetzner Cloud API v1, project `shop-prod`", tools),
            "turns": turns, "state": "Hetzner Cloud project `shop-prod` (API token scope: read/write). 2024-11-12 14:04 UTC.",
            "bad": True, "turn": 6, "kind": "The firewall's 8080 'legacy healthcheck' rule, removed by set_firewall_rules (action reported success), is listed again in fw-web's rules."}


# ---------------------------------------------------------------------------------------------------------
# 03 Kubernetes (bad, turn 4): a pod of the current ReplicaSet runs an older image than the deployment's template.
# ---------------------------------------------------------------------------------------------------------
def t03() -> dict[str, Any]:
    tools = [
        tool("kubectl_get", "Get or list Kubernetes resources (kubectl get).", {"resourceType": S, "name": S, "namespace": S, "labelSelector": S, "output": S}, ["resourceType"]),
        tool("kubectl_describe", "Describe a Kubernetes resource (kubectl describe).", {"resourceType": S, "name": S, "namespace": S}, ["resourceType", "name"]),
        tool("kubectl_scale", "Scale a deployment, statefulset or replicaset.", {"name": S, "namespace": S, "replicas": INT, "resourceType": S}, ["name", "replicas"]),
        tool("kubectl_logs", "Get logs from a pod's container.", {"resourceType": S, "name": S, "namespace": S, "container": S, "tail": INT, "since": S}, ["resourceType", "name"]),
        tool("kubectl_rollout", "Manage rollouts (status, history, restart, undo).", {"subCommand": S, "resourceType": S, "name": S, "namespace": S}, ["subCommand", "resourceType", "name"]),
    ]
    img = "registry.acme.internal/payments/payments-api"
    o1 = """NAME              READY   UP-TO-DATE   AVAILABLE   AGE
ledger-sync       1/1     1            1           12d
payments-api      4/4     4            4           37d
payments-worker   2/2     2            2           37d"""
    o2 = f"""Name:                   payments-api
Namespace:              payments
CreationTimestamp:      Mon, 30 Sep 2024 10:12:44 +0000
Labels:                 app=payments-api
                        team=payments
Annotations:            deployment.kubernetes.io/revision: 14
Selector:               app=payments-api
Replicas:               4 desired | 4 updated | 4 total | 4 available | 0 unavailable
StrategyType:           RollingUpdate
MinReadySeconds:        10
RollingUpdateStrategy:  25% max unavailable, 25% max surge
Pod Template:
  Labels:           app=payments-api
  Annotations:      prometheus.io/port: 9090
                    prometheus.io/scrape: true
  Service Account:  payments-api
  Containers:
   payments-api:
    Image:       {img}:2.14.3
    Ports:       8080/TCP, 9090/TCP
    Host Ports:  0/TCP, 0/TCP
    Limits:
      cpu:     1
      memory:  1Gi
    Requests:
      cpu:      250m
      memory:   512Mi
    Liveness:   http-get http://:8080/healthz delay=15s timeout=2s period=10s #success=1 #failure=3
    Readiness:  http-get http://:8080/ready delay=5s timeout=2s period=5s #success=1 #failure=3
    Environment:
      DB_HOST:     payments-pg.payments.svc.cluster.local
      LOG_LEVEL:   info
      GOMAXPROCS:  1
    Mounts:
      /etc/payments from config (ro)
  Volumes:
   config:
    Type:          ConfigMap (a volume populated by a ConfigMap)
    Name:          payments-api-config
    Optional:      false
  Node-Selectors:  <none>
  Tolerations:     <none>
Conditions:
  Type           Status  Reason
  ----           ------  ------
  Available      True    MinimumReplicasAvailable
  Progressing    True    NewReplicaSetAvailable
OldReplicaSets:  payments-api-5b7c9d4f86 (0/0 replicas created)
NewReplicaSet:   payments-api-6d8f7b9c54 (4/4 replicas created)
Events:          <none>"""
    node = {"7tq4m": ("10.42.3.118", "ip-10-0-12-57.eu-west-1.compute.internal"),
            "k2x9q": ("10.42.1.204", "ip-10-0-14-203.eu-west-1.compute.internal"),
            "pw8zn": ("10.42.2.77", "ip-10-0-13-91.eu-west-1.compute.internal"),
            "xr5vd": ("10.42.3.141", "ip-10-0-12-57.eu-west-1.compute.internal"),
            "h4nbc": ("10.42.2.96", "ip-10-0-13-91.eu-west-1.compute.internal"),
            "z8wfj": ("10.42.1.231", "ip-10-0-14-203.eu-west-1.compute.internal")}

    def pods(rows: list[tuple[str, str, str, str, str]]) -> str:
        head = f"{'NAME':<32}{'READY':<8}{'STATUS':<19}{'RESTARTS':<14}{'AGE':<8}{'IP':<15}{'NODE':<43}NOMINATED NODE   READINESS GATES"
        out = [head]
        for suf, ready, status, restarts, age in rows:
            ip, nd = node[suf]
            out.append(f"{'payments-api-6d8f7b9c54-' + suf:<32}{ready:<8}{status:<19}{restarts:<14}{age:<8}{ip:<15}{nd:<43}<none>           <none>")
        return "\n".join(out)
    o3 = pods([("7tq4m", "1/1", "Running", "0", "2d3h"), ("k2x9q", "1/1", "Running", "1 (19h ago)", "2d3h"),
               ("pw8zn", "1/1", "Running", "0", "2d3h"), ("xr5vd", "1/1", "Running", "0", "2d3h")])
    o4 = f"""Name:             payments-api-6d8f7b9c54-k2x9q
Namespace:        payments
Priority:         0
Service Account:  payments-api
Node:             ip-10-0-14-203.eu-west-1.compute.internal/10.0.14.203
Start Time:       Mon, 04 Nov 2024 08:47:31 +0000
Labels:           app=payments-api
                  pod-template-hash=6d8f7b9c54
Annotations:      prometheus.io/port: 9090
                  prometheus.io/scrape: true
Status:           Running
IP:               10.42.1.204
IPs:
  IP:           10.42.1.204
Controlled By:  ReplicaSet/payments-api-6d8f7b9c54
Containers:
  payments-api:
    Container ID:   containerd://4f0c9a2e71b85d36c1e04a7f92b3d58e6a1c07f4b29d83e5a6c1f07b4d92e381
    Image:          {img}:2.13.9
    Image ID:       {img}@sha256:8e2d41c7a9f0b35e6d18c4a72f9b03e5d6a1c84f27b90e3d5a6c18f4b27e903d
    Ports:          8080/TCP, 9090/TCP
    Host Ports:     0/TCP, 0/TCP
    State:          Running
      Started:      Tue, 05 Nov 2024 16:52:10 +0000
    Last State:     Terminated
      Reason:       OOMKilled
      Exit Code:    137
      Started:      Mon, 04 Nov 2024 08:47:36 +0000
      Finished:     Tue, 05 Nov 2024 16:52:08 +0000
    Ready:          True
    Restart Count:  1
    Limits:
      cpu:     1
      memory:  1Gi
    Requests:
      cpu:      250m
      memory:   512Mi
    Liveness:   http-get http://:8080/healthz delay=15s timeout=2s period=10s #success=1 #failure=3
    Readiness:  http-get http://:8080/ready delay=5s timeout=2s period=5s #success=1 #failure=3
    Environment:
      DB_HOST:     payments-pg.payments.svc.cluster.local
      LOG_LEVEL:   info
      GOMAXPROCS:  1
    Mounts:
      /etc/payments from config (ro)
      /var/run/secrets/kubernetes.io/serviceaccount from kube-api-access-8xk2p (ro)
Conditions:
  Type                        Status
  PodReadyToStartContainers   True
  Initialized                 True
  Ready                       True
  ContainersReady             True
  PodScheduled                True
Volumes:
  config:
    Type:      ConfigMap (a volume populated by a ConfigMap)
    Name:      payments-api-config
    Optional:  false
  kube-api-access-8xk2p:
    Type:                    Projected (a volume that contains injected data from multiple sources)
    TokenExpirationSeconds:  3607
    ConfigMapName:           kube-root-ca.crt
    ConfigMapOptional:       <nil>
    DownwardAPI:             true
QoS Class:                   Burstable
Node-Selectors:              <none>
Tolerations:                 node.kubernetes.io/not-ready:NoExecute op=Exists for 300s
                             node.kubernetes.io/unreachable:NoExecute op=Exists for 300s
Events:                      <none>"""
    o6 = pods([("7tq4m", "1/1", "Running", "0", "2d3h"), ("h4nbc", "1/1", "Running", "0", "41s"),
               ("k2x9q", "1/1", "Running", "1 (19h ago)", "2d3h"), ("pw8zn", "1/1", "Running", "0", "2d3h"),
               ("xr5vd", "1/1", "Running", "0", "2d3h"), ("z8wfj", "0/1", "Running", "0", "41s")])
    o7 = "\n".join([
        '{"level":"info","ts":"2024-11-06T11:52:07.981Z","msg":"starting payments-api","version":"2.14.3","commit":"a9c41e7","go":"go1.22.8"}',
        '{"level":"info","ts":"2024-11-06T11:52:07.983Z","msg":"loaded config","path":"/etc/payments/config.yaml","providers":["stripe","adyen"]}',
        '{"level":"info","ts":"2024-11-06T11:52:08.114Z","msg":"connected to database","host":"payments-pg.payments.svc.cluster.local","pool_max":20}',
        '{"level":"info","ts":"2024-11-06T11:52:08.139Z","msg":"migrations up to date","schema_version":87}',
        '{"level":"info","ts":"2024-11-06T11:52:08.142Z","msg":"metrics listening","addr":":9090"}',
        '{"level":"info","ts":"2024-11-06T11:52:08.143Z","msg":"http listening","addr":":8080"}',
        '{"level":"info","ts":"2024-11-06T11:52:13.207Z","msg":"readiness ok","checks":{"db":"ok","stripe":"ok","adyen":"ok"}}',
        '{"level":"info","ts":"2024-11-06T11:52:31.560Z","msg":"request","method":"POST","path":"/v1/charges","status":201,"dur_ms":184}',
        '{"level":"info","ts":"2024-11-06T11:52:33.018Z","msg":"request","method":"GET","path":"/v1/charges/ch_3QHx91","status":200,"dur_ms":12}',
    ])
    turns = [
        (call("kubectl_get", resourceType="deployments", namespace="payments"), text(o1)),
        (call("kubectl_describe", resourceType="deployment", name="payments-api", namespace="payments"), text(o2)),
        (call("kubectl_get", resourceType="pods", namespace="payments", labelSelector="app=payments-api", output="wide"), text(o3)),
        (call("kubectl_describe", resourceType="pod", name="payments-api-6d8f7b9c54-k2x9q", namespace="payments"), text(o4)),
        (call("kubectl_scale", name="payments-api", namespace="payments", replicas=6, resourceType="deployment"), text("deployment.apps/payments-api scaled")),
        (call("kubectl_get", resourceType="pods", namespace="payments", labelSelector="app=payments-api", output="wide"), text(o6)),
        (call("kubectl_logs", resourceType="pod", name="payments-api-6d8f7b9c54-h4nbc", namespace="payments", tail=50), text(o7)),
        (call("kubectl_rollout", subCommand="status", resourceType="deployment", name="payments-api", namespace="payments"),
         text('Waiting for deployment "payments-api" rollout to finish: 5 of 6 updated replicas are available...\ndeployment "payments-api" successfully rolled out')),
    ]
    return {"task": "mcp", "tid": "h60-mcp-03", "system": system("kubernetes", "kubectl against cluster eks-prod-euw1, context arn:aws:eks:eu-west-1:418295730164:cluster/eks-prod-euw1", tools),
            "turns": turns, "state": "kubeconfig context eks-prod-euw1 (Kubernetes v1.30.5-eks), default namespace payments. 2024-11-06 11:50 UTC.",
            "bad": True, "turn": 4, "kind": "Pod k2x9q of the current ReplicaSet 6d8f7b9c54 reports image payments-api:2.13.9 while the deployment's template (revision 14, no rollout since) is 2.14.3."}


# ---------------------------------------------------------------------------------------------------------
# 04 knowledge-graph memory server (clean): duplicate relation and duplicate observation filtered out,
# search returns only relations between matched entities, deleting an entity drops its relations.
# ---------------------------------------------------------------------------------------------------------
def t04() -> dict[str, Any]:
    ent_schema = {"type": "array", "items": {"type": "object", "properties": {"name": S, "entityType": S, "observations": {"type": "array", "items": S}}}}
    rel_schema = {"type": "array", "items": {"type": "object", "properties": {"from": S, "to": S, "relationType": S}}}
    tools = [
        tool("create_entities", "Create multiple new entities in the knowledge graph", {"entities": ent_schema}, ["entities"]),
        tool("create_relations", "Create multiple new relations between entities in the knowledge graph. Relations should be in active voice", {"relations": rel_schema}, ["relations"]),
        tool("add_observations", "Add new observations to existing entities in the knowledge graph", {"observations": A}, ["observations"]),
        tool("delete_entities", "Delete multiple entities and their associated relations from the knowledge graph", {"entityNames": A}, ["entityNames"]),
        tool("delete_observations", "Delete specific observations from entities in the knowledge graph", {"deletions": A}, ["deletions"]),
        tool("delete_relations", "Delete multiple relations from the knowledge graph", {"relations": rel_schema}, ["relations"]),
        tool("read_graph", "Read the entire knowledge graph", {}, []),
        tool("search_nodes", "Search for nodes in the knowledge graph based on a query", {"query": S}, ["query"]),
        tool("open_nodes", "Open specific nodes in the knowledge graph by their names", {"names": A}, ["names"]),
    ]
    priya = {"name": "Priya_Raman", "entityType": "person", "observations": ["Tech lead for the checkout team", "Based in Lisbon, UTC+0", "Prefers async updates in #checkout-eng"]}
    chk = {"name": "Checkout_Service", "entityType": "service", "observations": ["Go 1.22, deployed on eks-prod-euw1", "p99 latency SLO 800ms", "Owns /v2/cart and /v2/checkout endpoints"]}
    odb = {"name": "Orders_DB", "entityType": "database", "observations": ["Postgres 15.4", "Primary in db-eu-1", "Nightly logical backup at 02:00 UTC"]}
    inc = {"name": "INC-2291", "entityType": "incident", "observations": ["2024-10-29: checkout p99 above 4s for 38 minutes", "Root cause: connection pool exhaustion after deploy 3.8.0", "Postmortem owner: Priya_Raman"]}
    marek = {"name": "Marek_Novak", "entityType": "person", "observations": ["SRE, payments on-call rotation", "Joined 2024-09"]}
    pg = {"name": "Payments_Gateway", "entityType": "service", "observations": ["Wraps Stripe and Adyen", "Called by checkout for card payments", "Runs in namespace payments"]}
    r_own = {"from": "Priya_Raman", "to": "Checkout_Service", "relationType": "owns"}
    r_dep = {"from": "Checkout_Service", "to": "Orders_DB", "relationType": "depends_on"}
    r_aff = {"from": "INC-2291", "to": "Checkout_Service", "relationType": "affected"}
    r_inv = {"from": "INC-2291", "to": "Orders_DB", "relationType": "involved"}
    r_onc = {"from": "Marek_Novak", "to": "Payments_Gateway", "relationType": "on_call_for"}
    r_dpg = {"from": "Checkout_Service", "to": "Payments_Gateway", "relationType": "depends_on"}
    g1 = {"entities": [priya, chk, odb, inc], "relations": [r_own, r_dep, r_aff, r_inv]}
    odb2 = {"name": "Orders_DB", "entityType": "database", "observations": ["Postgres 15.4", "Nightly logical backup at 02:00 UTC", "Primary moved to db-eu-2 on 2024-11-02"]}
    turns = [
        (call("read_graph"), text(pj(g1))),
        (call("create_entities", entities=[marek, pg]), text(pj([marek, pg]))),
        (call("create_relations", relations=[r_onc, r_dpg, r_own]), text(pj([r_onc, r_dpg]))),
        (call("add_observations", observations=[{"entityName": "Orders_DB", "contents": ["Primary moved to db-eu-2 on 2024-11-02", "Postgres 15.4"]}]),
         text(pj([{"entityName": "Orders_DB", "addedObservations": ["Primary moved to db-eu-2 on 2024-11-02"]}]))),
        (call("delete_observations", deletions=[{"entityName": "Orders_DB", "observations": ["Primary in db-eu-1"]}]), text("Observations deleted successfully")),
        (call("delete_relations", relations=[r_aff]), text("Relations deleted successfully")),
        (call("search_nodes", query="checkout"), text(pj({"entities": [priya, chk, inc, pg], "relations": [r_own, r_dpg]}))),
        (call("delete_entities", entityNames=["INC-2291"]), text("Entities deleted successfully")),
        (call("open_nodes", names=["Orders_DB", "Payments_Gateway", "INC-2291"]), text(pj({"entities": [odb2, pg], "relations": []}))),
        (call("read_graph"), text(pj({"entities": [priya, chk, odb2, marek, pg], "relations": [r_own, r_dep, r_onc, r_dpg]}))),
    ]
    return {"task": "mcp", "tid": "h60-mcp-04", "system": system("memory", "knowledge-graph memory server, graph stored in /data/memory.jsonl", tools),
            "turns": turns}


# ---------------------------------------------------------------------------------------------------------
# 05 AWS EC2 security groups (bad, turn 8): the SSH rule created in turn 2 comes back with a different rule id.
# ---------------------------------------------------------------------------------------------------------
def t05() -> dict[str, Any]:
    tools = [
        tool("describe_security_groups", "Describe one or more security groups (EC2 DescribeSecurityGroups).", {"group_ids": A, "filters": A}, []),
        tool("describe_security_group_rules", "Describe security group rules (EC2 DescribeSecurityGroupRules).", {"filters": A, "security_group_rule_ids": A, "max_results": INT}, []),
        tool("authorize_security_group_ingress", "Add inbound rules to a security group.", {"group_id": S, "ip_permissions": A}, ["group_id", "ip_permissions"]),
        tool("revoke_security_group_ingress", "Remove inbound rules from a security group, by rule id or by permission.", {"group_id": S, "security_group_rule_ids": A, "ip_permissions": A}, ["group_id"]),
        tool("modify_security_group_rules", "Modify rules of a security group (e.g. description).", {"group_id": S, "security_group_rules": A}, ["group_id", "security_group_rules"]),
        tool("describe_instances", "Describe EC2 instances.", {"instance_ids": A, "filters": A}, []),
    ]
    acct, sg, vpc = "730218846512", "sg-0c7e41d2a98b35f10", "vpc-0a13f5c8e27b94d61"
    mon = "sg-0f2a6b81d3c4e9157"

    def rule(rid: str, port: int | None, proto: str, cidr: str | None, desc: str | None, egress: bool = False, ref: str | None = None) -> dict[str, Any]:
        r: dict[str, Any] = {"SecurityGroupRuleId": rid, "GroupId": sg, "GroupOwnerId": acct, "IsEgress": egress, "IpProtocol": proto,
                             "FromPort": -1 if port is None else port, "ToPort": -1 if port is None else port}
        if ref:
            r["ReferencedGroupInfo"] = {"GroupId": ref, "UserId": acct}
        elif cidr and ":" in cidr:
            r["CidrIpv6"] = cidr
        elif cidr:
            r["CidrIpv4"] = cidr
        if desc is not None:
            r["Description"] = desc
        r["Tags"] = []
        r["SecurityGroupRuleArn"] = f"arn:aws:ec2:eu-central-1:{acct}:security-group-rule/{rid}"
        return r
    r443 = rule("sgr-04a1c9e7b2d3f5a61", 443, "tcp", "0.0.0.0/0", "HTTPS public")
    r80 = rule("sgr-0b27e8d4c1a6f9350", 80, "tcp", "0.0.0.0/0", "HTTP redirect")
    r22o = rule("sgr-09f3d6a2e8c1b7404", 22, "tcp", "198.51.100.24/32", "bastion old")
    r443v6 = rule("sgr-0e5b8a1f7c3d2694e", 443, "tcp", "::/0", "HTTPS public v6")
    reg = rule("sgr-02c8f4e6a9b1d7053", None, "-1", "0.0.0.0/0", None, egress=True)
    r22n = rule("sgr-0d61f2b9a4e7c8315", 22, "tcp", "10.40.0.0/16", "bastion vpc")
    r22n_bad = rule("sgr-0d61f2b9a4e7c8351", 22, "tcp", "10.40.0.0/16", "bastion vpc")
    r80b = rule("sgr-0b27e8d4c1a6f9350", 80, "tcp", "0.0.0.0/0", "HTTP -> HTTPS redirect (ALB)")
    r9100 = rule("sgr-07c3e9a5d1f4b2868", 9100, "tcp", None, "node_exporter scrape", ref=mon)
    filt = [{"Name": "group-id", "Values": [sg]}]
    o1 = {"SecurityGroupRules": [r443, r80, r22o, r443v6, reg]}
    o2 = {"Return": True, "SecurityGroupRules": [r22n]}
    o3 = {"Return": True, "RevokedSecurityGroupRules": [{"SecurityGroupRuleId": "sgr-09f3d6a2e8c1b7404", "GroupId": sg, "IsEgress": False,
                                                          "IpProtocol": "tcp", "FromPort": 22, "ToPort": 22, "CidrIpv4": "198.51.100.24/32", "Description": "bastion old"}]}

    def inst(iid: str, ip: str, pub: str, az: str, launch: str, name: str, eni: str) -> dict[str, Any]:
        return {"AmiLaunchIndex": 0, "ImageId": "ami-0a5c8f21e7b94d036", "InstanceId": iid, "InstanceType": "m7g.large", "KeyName": "web-tier-2024",
                "LaunchTime": launch, "Monitoring": {"State": "enabled"}, "Placement": {"AvailabilityZone": az, "GroupName": "", "Tenancy": "default"},
                "PrivateDnsName": f"ip-{ip.replace('.', '-')}.eu-central-1.compute.internal", "PrivateIpAddress": ip, "ProductCodes": [],
                "PublicDnsName": f"ec2-{pub.replace('.', '-')}.eu-central-1.compute.amazonaws.com", "PublicIpAddress": pub,
                "State": {"Code": 16, "Name": "running"}, "SubnetId": "subnet-04e1b7c9a2d58f316" if az.endswith("a") else "subnet-0b9d3f6e1a4c27805",
                "VpcId": vpc, "Architecture": "arm64", "EbsOptimized": True, "EnaSupport": True, "Hypervisor": "xen",
                "NetworkInterfaces": [{"NetworkInterfaceId": eni, "PrivateIpAddress": ip, "Status": "in-use", "SubnetId": "subnet-04e1b7c9a2d58f316" if az.endswith("a") else "subnet-0b9d3f6e1a4c27805",
                                       "Groups": [{"GroupName": "web-tier-sg", "GroupId": sg}]}],
                "SecurityGroups": [{"GroupName": "web-tier-sg", "GroupId": sg}],
                "Tags": [{"Key": "Name", "Value": name}, {"Key": "env", "Value": "prod"}, {"Key": "tier", "Value": "web"}],
                "PlatformDetails": "Linux/UNIX", "MetadataOptions": {"State": "applied", "HttpTokens": "required", "HttpPutResponseHopLimit": 2, "HttpEndpoint": "enabled"}}
    o4 = {"Reservations": [
        {"Groups": [], "Instances": [inst("i-03f9a6c2e1b74d580", "10.40.11.27", "3.72.194.18", "eu-central-1a", "2024-10-21T07:14:52+00:00", "web-1", "eni-0c2e9f4a71b6d3851")],
         "OwnerId": acct, "ReservationId": "r-0e7b1c5a93f2d4680"},
        {"Groups": [], "Instances": [inst("i-0b8d24e7f5c1a9036", "10.40.12.63", "18.196.47.205", "eu-central-1b", "2024-10-21T07:15:09+00:00", "web-2", "eni-07a4d1c8e2f95b360")],
         "OwnerId": acct, "ReservationId": "r-05d9f3a1c7e2b8461"}]}
    o6 = {"Return": True, "SecurityGroupRules": [r9100]}

    def sg_view(with80: bool) -> dict[str, Any]:
        perms: list[dict[str, Any]] = []
        if with80:
            perms.append({"FromPort": 80, "IpProtocol": "tcp", "IpRanges": [{"CidrIp": "0.0.0.0/0", "Description": "HTTP -> HTTPS redirect (ALB)"}],
                          "Ipv6Ranges": [], "PrefixListIds": [], "ToPort": 80, "UserIdGroupPairs": []})
        perms += [
            {"FromPort": 443, "IpProtocol": "tcp", "IpRanges": [{"CidrIp": "0.0.0.0/0", "Description": "HTTPS public"}],
             "Ipv6Ranges": [{"CidrIpv6": "::/0", "Description": "HTTPS public v6"}], "PrefixListIds": [], "ToPort": 443, "UserIdGroupPairs": []},
            {"FromPort": 9100, "IpProtocol": "tcp", "IpRanges": [], "Ipv6Ranges": [], "PrefixListIds": [], "ToPort": 9100,
             "UserIdGroupPairs": [{"Description": "node_exporter scrape", "GroupId": mon, "UserId": acct}]},
            {"FromPort": 22, "IpProtocol": "tcp", "IpRanges": [{"CidrIp": "10.40.0.0/16", "Description": "bastion vpc"}],
             "Ipv6Ranges": [], "PrefixListIds": [], "ToPort": 22, "UserIdGroupPairs": []},
        ]
        return {"SecurityGroups": [{"Description": "Web tier instances behind ALB", "GroupName": "web-tier-sg", "IpPermissions": perms,
                                    "OwnerId": acct, "GroupId": sg,
                                    "IpPermissionsEgress": [{"IpProtocol": "-1", "IpRanges": [{"CidrIp": "0.0.0.0/0"}], "Ipv6Ranges": [], "PrefixListIds": [], "UserIdGroupPairs": []}],
                                    "Tags": [{"Key": "env", "Value": "prod"}, {"Key": "managed-by", "Value": "platform-team"}],
                                    "VpcId": vpc, "SecurityGroupArn": f"arn:aws:ec2:eu-central-1:{acct}:security-group/{sg}"}]}
    turns = [
        (call("describe_security_group_rules", filters=filt), pj(o1)),
        (call("authorize_security_group_ingress", group_id=sg, ip_permissions=[{"IpProtocol": "tcp", "FromPort": 22, "ToPort": 22, "IpRanges": [{"CidrIp": "10.40.0.0/16", "Description": "bastion vpc"}]}]), pj(o2)),
        (call("revoke_security_group_ingress", group_id=sg, security_group_rule_ids=["sgr-09f3d6a2e8c1b7404"]), pj(o3)),
        (call("describe_instances", filters=[{"Name": "instance.group-id", "Values": [sg]}]), pj(o4)),
        (call("modify_security_group_rules", group_id=sg, security_group_rules=[{"SecurityGroupRuleId": "sgr-0b27e8d4c1a6f9350", "SecurityGroupRule": {
            "IpProtocol": "tcp", "FromPort": 80, "ToPort": 80, "CidrIpv4": "0.0.0.0/0", "Description": "HTTP -> HTTPS redirect (ALB)"}}]), pj({"Return": True})),
        (call("authorize_security_group_ingress", group_id=sg, ip_permissions=[{"IpProtocol": "tcp", "FromPort": 9100, "ToPort": 9100,
                                                                               "UserIdGroupPairs": [{"GroupId": mon, "Description": "node_exporter scrape"}]}]), pj(o6)),
        (call("describe_security_groups", group_ids=[sg]), pj(sg_view(True))),
        (call("describe_security_group_rules", filters=filt), pj({"SecurityGroupRules": [r443, r80b, r443v6, reg, r22n_bad, r9100]})),
        (call("revoke_security_group_ingress", group_id=sg, security_group_rule_ids=["sgr-0b27e8d4c1a6f9350"]),
         pj({"Return": True, "RevokedSecurityGroupRules": [{"SecurityGroupRuleId": "sgr-0b27e8d4c1a6f9350", "GroupId": sg, "IsEgress": False, "IpProtocol": "tcp",
                                                           "FromPort": 80, "ToPort": 80, "CidrIpv4": "0.0.0.0/0", "Description": "HTTP -> HTTPS redirect (ALB)"}]})),
        (call("describe_security_groups", group_ids=[sg]), pj(sg_view(False))),
    ]
    return {"task": "mcp", "tid": "h60-mcp-05", "system": system("aws-ec2", "Amazon EC2 API in eu-central-1, boto3 responses as JSON", tools),
            "turns": turns, "state": "AWS account 730218846512, region eu-central-1, profile `platform-admin`. Target security group sg-0c7e41d2a98b35f10 (web-tier-sg).",
            "bad": True, "turn": 8, "kind": "The SSH rule from 10.40.0.0/16 created in turn 2 as sgr-0d61f2b9a4e7c8315 is listed with id sgr-0d61f2b9a4e7c8351."}


# ---------------------------------------------------------------------------------------------------------
# 06 HashiCorp Vault KV v2 (clean): write creates version 7, metadata lists all versions, soft delete gives a
# 404 with deletion_time, reading version 6 still shows the old password.
# ---------------------------------------------------------------------------------------------------------
def t06() -> dict[str, Any]:
    tools = [
        tool("vault_list", "List secret keys under a path of a KV v2 mount.", {"mount": S, "path": S}, ["mount", "path"]),
        tool("vault_kv_read", "Read a secret (latest or a given version) from a KV v2 mount.", {"mount": S, "path": S, "version": INT}, ["mount", "path"]),
        tool("vault_kv_write", "Write a new version of a secret to a KV v2 mount.", {"mount": S, "path": S, "data": OBJ, "cas": INT}, ["mount", "path", "data"]),
        tool("vault_kv_metadata", "Read the metadata and version history of a secret.", {"mount": S, "path": S}, ["mount", "path"]),
        tool("vault_kv_delete", "Soft-delete the latest version of a secret (it can be undeleted).", {"mount": S, "path": S}, ["mount", "path"]),
    ]

    def env(data: Any, rid: str) -> dict[str, Any]:
        return {"request_id": rid, "lease_id": "", "renewable": False, "lease_duration": 0, "data": data,
                "wrap_info": None, "warnings": None, "auth": None, "mount_type": "kv"}
    v6 = {"username": "billing_app", "password": "Xq7!pL2#vR9zK4mT", "host": "pg-billing.internal:5432", "database": "billing", "max_open_conns": "40", "sslmode": "verify-full"}
    v7 = dict(v6, password="h3Z$wN8qE1@cV6yB")
    cm = {"owner": "billing-team", "rotation": "90d"}
    vtimes = {1: "2024-01-15T09:02:11.402917733Z", 2: "2024-02-02T17:40:55.118230415Z", 3: "2024-04-22T08:15:37.660014298Z",
              4: "2024-06-10T11:31:02.917340551Z", 5: "2024-08-05T14:27:49.203559107Z", 6: "2024-09-30T12:44:09.517321844Z",
              7: "2024-11-08T15:22:47.903182551Z"}
    md6 = {"created_time": vtimes[6], "custom_metadata": cm, "deletion_time": "", "destroyed": False, "version": 6}
    md7 = {"created_time": vtimes[7], "custom_metadata": cm, "deletion_time": "", "destroyed": False, "version": 7}
    versions = {str(k): {"created_time": t, "deletion_time": "", "destroyed": k == 2} for k, t in vtimes.items()}
    meta = {"cas_required": False, "created_time": vtimes[1], "current_version": 7, "custom_metadata": cm, "delete_version_after": "0s",
            "max_versions": 10, "oldest_version": 0, "updated_time": vtimes[7], "versions": versions}
    smtp_del = {"data": None, "metadata": {"created_time": "2024-07-19T10:03:26.774120963Z", "custom_metadata": None,
                                           "deletion_time": "2024-11-08T15:24:03.118407296Z", "destroyed": False, "version": 3}}
    turns = [
        (call("vault_list", mount="secret", path="apps/billing/"), pj(env({"keys": ["api-keys", "db", "smtp", "stripe/"]}, "5c0e6b1f-0d2a-8e47-31f9-a4c7d25b8e03"))),
        (call("vault_kv_read", mount="secret", path="apps/billing/db"), pj(env({"data": v6, "metadata": md6}, "b7e21a94-6f3c-d508-2ae1-90c4f7b36d15"))),
        (call("vault_kv_write", mount="secret", path="apps/billing/db", data=v7, cas=6), pj(env(md7, "0a9d4c27-e815-3bf6-7c02-58e1a6d94bf7"))),
        (call("vault_kv_metadata", mount="secret", path="apps/billing/db"), pj(env(meta, "e34f8b10-92c7-5a6d-0f1e-c7b2d8a05e96"))),
        (call("vault_kv_delete", mount="secret", path="apps/billing/smtp"), text("Success! Data deleted (if it existed) at: secret/data/apps/billing/smtp")),
        (call("vault_kv_read", mount="secret", path="apps/billing/smtp"),
         "HTTP 404 (secret version is deleted)\n" + pj(env(smtp_del, "71c2f09e-3d84-b1a5-e6f0-2b98c4a17d30"))),
        (call("vault_kv_read", mount="secret", path="apps/billing/db", version=6), pj(env({"data": v6, "metadata": md6}, "9f15e3a8-c207-64bd-51e9-0d6a3f82c7b4"))),
    ]
    return {"task": "mcp", "tid": "h60-mcp-06", "system": system("vault", "HashiCorp Vault 1.17 at https://vault.corp.internal:8200, KV v2 mount `secret/`", tools),
            "turns": turns, "state": "VAULT_ADDR=https://vault.corp.internal:8200, token policy `billing-admin` (ttl 7h58m). 2024-11-08 15:20 UTC."}


# ---------------------------------------------------------------------------------------------------------
# 07 Postgres (clean): expire coupons, insert one, re-sorted view, counter increment, aggregates that follow.
# ---------------------------------------------------------------------------------------------------------
def t07() -> dict[str, Any]:
    tools = [
        tool("list_tables", "List tables of a schema with estimated row counts and on-disk size.", {"schema": S}, []),
        tool("describe_table", "Show columns, indexes and constraints of a table.", {"table": S, "schema": S}, ["table"]),
        tool("execute_sql", "Execute a SQL statement in database `shopdb` and return the result as JSON.", {"sql": S}, ["sql"]),
        tool("explain_query", "Return the EXPLAIN plan of a query (no ANALYZE).", {"sql": S}, ["sql"]),
    ]
    rows = [
        [1, "WELCOME10", "10.00", True, "2025-01-31T23:59:59.000Z", 1842],
        [2, "BFRIDAY23", "25.00", True, "2023-11-27T23:59:59.000Z", 6310],
        [3, "SPRING24", "15.00", True, "2024-05-31T23:59:59.000Z", 977],
        [4, "SHIP5", "5.00", True, "2024-12-31T23:59:59.000Z", 2405],
        [5, "VIP25", "25.00", True, None, 58],
        [6, "LOYALTY15", "15.00", False, "2025-06-30T23:59:59.000Z", 731],
    ]
    cols = ["id", "code", "percent_off", "active", "expires_at", "redeemed_count"]

    def res(command: str, rs: list[dict[str, Any]]) -> str:
        return text(pj({"command": command, "rowCount": len(rs), "rows": rs}))
    o1 = [{"table_name": "coupons", "estimated_rows": 6, "total_size": "64 kB"},
          {"table_name": "customers", "estimated_rows": 48213, "total_size": "21 MB"},
          {"table_name": "order_items", "estimated_rows": 1187442, "total_size": "162 MB"},
          {"table_name": "orders", "estimated_rows": 312904, "total_size": "58 MB"},
          {"table_name": "products", "estimated_rows": 1284, "total_size": "1208 kB"}]
    o2 = """Table "public.coupons"
     Column     |           Type           | Collation | Nullable |               Default
----------------+--------------------------+-----------+----------+-------------------------------------
 id             | integer                  |           | not null | nextval('coupons_id_seq'::regclass)
 code           | character varying(32)    |           | not null |
 percent_off    | numeric(5,2)             |           | not null |
 active         | boolean                  |           | not null | true
 expires_at     | timestamp with time zone |           |          |
 redeemed_count | integer                  |           | not null | 0
 created_at     | timestamp with time zone |           | not null | now()
Indexes:
    "coupons_pkey" PRIMARY KEY, btree (id)
    "coupons_code_key" UNIQUE CONSTRAINT, btree (code)
Check constraints:
    "coupons_percent_off_check" CHECK (percent_off >= 0::numeric AND percent_off <= 100::numeric)
Referenced by:
    TABLE "orders" CONSTRAINT "orders_coupon_id_fkey" FOREIGN KEY (coupon_id) REFERENCES coupons(id)"""
    o3 = [dict(zip(cols, r)) for r in rows]
    for r in rows:
        if r[4] is not None and r[4] < "2024-11-06":
            r[3] = False
    new = [7, "BFRIDAY24", "20.00", True, "2024-12-02T23:59:59.000Z", 0]
    rows.append(new)
    o5 = [dict(zip(cols, new), created_at="2024-11-06T10:31:12.448Z")]
    active = sorted([r for r in rows if r[3]], key=lambda r: -r[5])
    o6 = [{"code": r[1], "redeemed_count": r[5]} for r in active]
    rows[0][5] += 1
    o9 = [{"active": str(sum(1 for r in rows if r[3])), "total": str(len(rows)), "sum": str(sum(r[5] for r in rows))}]
    plan = ("QUERY PLAN\n--------------------------------------------------------------------------------\n"
            " Index Scan using coupons_code_key on coupons  (cost=0.15..8.17 rows=1 width=97)\n"
            "   Index Cond: ((code)::text = 'VIP25'::text)\n(2 rows)")
    turns = [
        (call("list_tables", schema="public"), text(pj(o1))),
        (call("describe_table", table="coupons", schema="public"), text(o2)),
        (call("execute_sql", sql="SELECT id, code, percent_off, active, expires_at, redeemed_count FROM coupons ORDER BY id;"), res("SELECT", o3)),
        (call("execute_sql", sql="UPDATE coupons SET active = false WHERE expires_at < now() RETURNING id, code;"),
         res("UPDATE", [{"id": 2, "code": "BFRIDAY23"}, {"id": 3, "code": "SPRING24"}])),
        (call("execute_sql", sql="INSERT INTO coupons (code, percent_off, expires_at) VALUES ('BFRIDAY24', 20.00, '2024-12-02 23:59:59+00') RETURNING *;"), res("INSERT", o5)),
        (call("execute_sql", sql="SELECT code, redeemed_count FROM coupons WHERE active ORDER BY redeemed_count DESC;"), res("SELECT", o6)),
        (call("execute_sql", sql="UPDATE coupons SET redeemed_count = redeemed_count + 1 WHERE code = 'WELCOME10' RETURNING redeemed_count;"),
         res("UPDATE", [{"redeemed_count": rows[0][5]}])),
        (call("explain_query", sql="SELECT * FROM coupons WHERE code = 'VIP25';"), text(plan)),
        (call("execute_sql", sql="SELECT count(*) FILTER (WHERE active) AS active, count(*) AS total, sum(redeemed_count) FROM coupons;"), res("SELECT", o9)),
    ]
    return {"task": "mcp", "tid": "h60-mcp-07", "system": system("postgres-admin", "PostgreSQL 16.4 database `shopdb` on pg-shop-01:5432, role `shop_admin`", tools),
            "turns": turns, "state": "Connected to postgresql://shop_admin@pg-shop-01:5432/shopdb (server 16.4, TimeZone UTC). Server time 2024-11-06 10:29 UTC."}


# ---------------------------------------------------------------------------------------------------------
# 08 Terraform Cloud (bad, turn 5): the workspace's terraform-version, updated to 1.8.2, reads 1.7.5 again.
# ---------------------------------------------------------------------------------------------------------
def t08() -> dict[str, Any]:
    tools = [
        tool("list_workspaces", "List workspaces of an organization (JSON:API).", {"organization": S, "search": S, "page_size": INT}, ["organization"]),
        tool("get_workspace", "Show a workspace by organization and name.", {"organization": S, "workspace": S}, ["organization", "workspace"]),
        tool("update_workspace", "Update workspace settings.", {"organization": S, "workspace": S, "terraform_version": S, "auto_apply": B, "description": S}, ["organization", "workspace"]),
        tool("create_run", "Queue a new run in a workspace.", {"workspace_id": S, "message": S, "plan_only": B, "is_destroy": B}, ["workspace_id"]),
        tool("get_run", "Show a run.", {"run_id": S}, ["run_id"]),
        tool("list_runs", "List runs of a workspace, newest first.", {"workspace_id": S, "page_size": INT}, ["workspace_id"]),
    ]
    org = "northwind-platform"
    wid = "ws-8JkQ2vLr4NfT1aXc"

    def ws(tfv: str, updated: str, current_run: str, latest_change: str) -> dict[str, Any]:
        return {"id": wid, "type": "workspaces", "attributes": {
            "name": "networking-prod", "description": "VPCs, transit gateway and shared subnets (prod)", "environment": "default",
            "auto-apply": False, "allow-destroy-plan": False, "execution-mode": "remote", "file-triggers-enabled": True,
            "terraform-version": tfv, "working-directory": "envs/prod", "global-remote-state": False, "locked": False,
            "queue-all-runs": False, "speculative-enabled": True, "structured-run-output-enabled": True, "resource-count": 214,
            "created-at": "2023-02-07T10:18:33.402Z", "updated-at": updated, "latest-change-at": latest_change,
            "vcs-repo": {"branch": "main", "identifier": "northwind/infra-networking", "ingress-submodules": False, "oauth-token-id": "ot-Hc8vBn3yTq6Lx1Ps"},
            "vcs-repo-identifier": "northwind/infra-networking", "tag-names": ["prod", "networking"], "trigger-patterns": [], "trigger-prefixes": ["modules/"],
            "permissions": {"can-update": True, "can-destroy": False, "can-queue-run": True, "can-lock": True, "can-read-state-versions": True}},
            "relationships": {"organization": {"data": {"id": org, "type": "organizations"}},
                              "current-run": {"data": {"id": current_run, "type": "runs"}},
                              "project": {"data": {"id": "prj-Wn5dK2rG8vTq1Ahe", "type": "projects"}}},
            "links": {"self": f"/api/v2/organizations/{org}/workspaces/networking-prod", "self-html": f"/app/{org}/workspaces/networking-prod"}}
    old_run = "run-R2xbG7mKq4Vp9TsL"
    new_run = "run-7hWq3KxP9mZt2VdN"

    def summ(name: str, i: str, tfv: str, rc: int, upd: str) -> dict[str, Any]:
        return {"id": i, "type": "workspaces", "attributes": {"name": name, "terraform-version": tfv, "execution-mode": "remote", "auto-apply": name.startswith("dns"),
                                                             "resource-count": rc, "locked": False, "updated-at": upd}}
    o1 = {"data": [summ("dns-prod", "ws-Vq1xN6sE4gLk8ZuJ", "1.6.6", 41, "2024-10-02T08:51:17.220Z"),
                   summ("k8s-platform-prod", "ws-3mPz7YtW9cRb5HqD", "1.8.2", 96, "2024-11-04T13:27:40.913Z"),
                   summ("networking-prod", wid, "1.7.5", 214, "2024-10-29T09:12:05.331Z")],
          "meta": {"pagination": {"current-page": 1, "page-size": 20, "prev-page": None, "next-page": None, "total-pages": 1, "total-count": 3},
                   "status-counts": {"total": 3, "matching": 3, "errored": 0, "planned": 0, "applied": 3, "pending": 0, "none": 0}}}

    def run(status: str, ts: dict[str, str], has_changes: bool | None, created: str, msg: str, rid: str, src: str = "tfe-api") -> dict[str, Any]:
        return {"id": rid, "type": "runs", "attributes": {
            "status": status, "message": msg, "source": src, "created-at": created, "has-changes": has_changes, "is-destroy": False,
            "auto-apply": False, "plan-only": False, "refresh": True, "refresh-only": False, "status-timestamps": ts,
            "permissions": {"can-apply": True, "can-cancel": True, "can-discard": True, "can-force-execute": True}},
            "relationships": {"workspace": {"data": {"id": wid, "type": "workspaces"}}},
            "links": {"self": f"/api/v2/runs/{rid}"}}
    msg = "Upgrade to Terraform 1.8.2 - expect no-op plan"
    r_new_pending = run("pending", {}, None, "2024-11-13T16:05:38.114Z", msg, new_run)
    r_new_done = run("planned_and_finished", {"plan-queueable-at": "2024-11-13T16:05:38+00:00", "queuing-at": "2024-11-13T16:05:39+00:00",
                                              "planning-at": "2024-11-13T16:05:44+00:00", "planned-at": "2024-11-13T16:07:21+00:00",
                                              "planned-and-finished-at": "2024-11-13T16:07:21+00:00"}, False, "2024-11-13T16:05:38.114Z", msg, new_run)
    r_old = run("applied", {"planned-at": "2024-10-29T09:08:40+00:00", "confirmed-at": "2024-10-29T09:10:02+00:00", "applying-at": "2024-10-29T09:10:05+00:00",
                            "applied-at": "2024-10-29T09:12:05+00:00"}, True, "2024-10-29T09:05:11.602Z", "Merge pull request #412 from northwind/tgw-attach-eu-west-2", old_run, "tfe-configuration-version")
    r_older = run("applied", {"planned-at": "2024-10-17T14:40:19+00:00", "confirmed-at": "2024-10-17T14:51:33+00:00", "applying-at": "2024-10-17T14:51:36+00:00",
                              "applied-at": "2024-10-17T14:53:58+00:00"}, True, "2024-10-17T14:37:02.845Z", "Merge pull request #398 from northwind/nacl-tighten", "run-Lk4sJ9bW2eXc7RfA", "tfe-configuration-version")
    turns = [
        (call("list_workspaces", organization=org), pj(o1)),
        (call("get_workspace", organization=org, workspace="networking-prod"), pj({"data": ws("1.7.5", "2024-10-29T09:12:05.331Z", old_run, "2024-10-29T09:12:05.331Z")})),
        (call("update_workspace", organization=org, workspace="networking-prod", terraform_version="1.8.2"),
         pj({"data": ws("1.8.2", "2024-11-13T16:04:12.558Z", old_run, "2024-11-13T16:04:12.558Z")})),
        (call("create_run", workspace_id=wid, message=msg), pj({"data": r_new_pending})),
        (call("get_workspace", organization=org, workspace="networking-prod"), pj({"data": ws("1.7.5", "2024-11-13T16:04:12.558Z", new_run, "2024-11-13T16:04:12.558Z")})),
        (call("get_run", run_id=new_run), pj({"data": r_new_done})),
        (call("list_runs", workspace_id=wid, page_size=3), pj({"data": [r_new_done, r_old, r_older],
                                                             "meta": {"pagination": {"current-page": 1, "page-size": 3, "prev-page": None, "next-page": 2, "total-pages": 29, "total-count": 87}}})),
    ]
    return {"task": "mcp", "tid": "h60-mcp-08", "system": system("terraform-cloud", "HCP Terraform API v2, organization northwind-platform", tools),
            "turns": turns, "state": "HCP Terraform (app.terraform.io), team token for `northwind-platform/platform-admins`. 2024-11-13 16:03 UTC.",
            "bad": True, "turn": 5, "kind": "Workspace networking-prod shows terraform-version 1.7.5 again after update_workspace set it to 1.8.2 (updated-at still that update's time)."}


# ---------------------------------------------------------------------------------------------------------
# 09 AWS Route 53 (clean): paginated record listing, change batch (delete + create + upsert), record count
# unchanged overall (one deleted, one created), "ws" sorting before "www".
# ---------------------------------------------------------------------------------------------------------
def t09() -> dict[str, Any]:
    tools = [
        tool("list_hosted_zones", "List the hosted zones of the account.", {"max_items": INT}, []),
        tool("list_resource_record_sets", "List record sets of a hosted zone, in Route 53 order, starting at an optional name/type.",
             {"hosted_zone_id": S, "start_record_name": S, "start_record_type": S, "max_items": INT}, ["hosted_zone_id"]),
        tool("change_resource_record_sets", "Submit a change batch (CREATE, DELETE, UPSERT) for a hosted zone.", {"hosted_zone_id": S, "change_batch": OBJ}, ["hosted_zone_id", "change_batch"]),
        tool("get_change", "Get the status of a submitted change.", {"change_id": S}, ["change_id"]),
    ]
    zid = "Z0351827KQ9VX4GZP2ML"
    D = "corvidlabs.io."
    alb = {"HostedZoneId": "Z32O12XQLNTSW2", "DNSName": "dualstack.corvid-prod-alb-1293847561.eu-west-1.elb.amazonaws.com.", "EvaluateTargetHealth": True}

    def rr(name: str, typ: str, ttl: int | None, values: list[str] | None = None, alias: dict[str, Any] | None = None) -> dict[str, Any]:
        r: dict[str, Any] = {"Name": name, "Type": typ}
        if alias:
            r["AliasTarget"] = alias
        else:
            r["TTL"] = ttl
            r["ResourceRecords"] = [{"Value": v} for v in values or []]
        return r
    dmarc_none = '"v=DMARC1; p=none; rua=mailto:dmarc-reports@corvidlabs.io; fo=1"'
    dmarc_q = '"v=DMARC1; p=quarantine; pct=100; rua=mailto:dmarc-reports@corvidlabs.io; fo=1"'
    apex = [rr(D, "A", None, alias=alb), rr(D, "MX", 300, ["1 smtp.google.com"]),
            rr(D, "NS", 172800, ["ns-1418.awsdns-49.org.", "ns-2031.awsdns-61.co.uk.", "ns-362.awsdns-45.com.", "ns-741.awsdns-28.net."]),
            rr(D, "SOA", 900, ["ns-1418.awsdns-49.org. awsdns-hostmaster.amazon.com. 1 7200 900 1209600 86400"]),
            rr(D, "TXT", 300, ['"v=spf1 include:_spf.google.com include:amazonses.com ~all"', '"google-site-verification=Qx7rT2mVb9KpL4sNw8YcE1fJh6ZdA3uG0oXiR5tBkWe"']),
            rr("_dmarc." + D, "TXT", 300, [dmarc_none])]
    api = rr("api." + D, "A", None, alias={"HostedZoneId": "Z2IFOLAFXWLO4F", "DNSName": "corvid-api-nlb-6b1f0d2e8a4c7953.elb.eu-west-1.amazonaws.com.", "EvaluateTargetHealth": True})
    app = rr("app." + D, "CNAME", 300, ["d3k9x7q2mfa1bz.cloudfront.net"])
    docs = rr("docs." + D, "CNAME", 3600, ["corvidlabs.gitbook.io"])
    graf = rr("grafana." + D, "A", 300, ["52.214.88.19"])
    graf2 = rr("grafana." + D, "A", 60, ["52.214.88.47"])
    legacy = rr("legacy." + D, "A", 300, ["34.241.7.102"])
    status = rr("status." + D, "CNAME", 3600, ["zx4pd81lq3vn.stspg-customer.com"])
    www = rr("www." + D, "CNAME", 300, ["corvidlabs.io"])
    ws = rr("ws." + D, "CNAME", 300, ["api.corvidlabs.io"])

    def page(recs: list[dict[str, Any]], max_items: int, nxt: tuple[str, str] | None) -> str:
        o: dict[str, Any] = {"ResourceRecordSets": recs, "IsTruncated": nxt is not None}
        if nxt:
            o["NextRecordName"], o["NextRecordType"] = nxt
        o["MaxItems"] = str(max_items)
        return pj(o)

    def zones(n: int) -> str:
        return pj({"HostedZones": [
            {"Id": "/hostedzone/Z07719402H5MXQ3BNT6CA", "Name": "corvidlabs.dev.", "CallerReference": "terraform-20230311094412887300000001",
             "Config": {"Comment": "dev/preview environments", "PrivateZone": False}, "ResourceRecordSetCount": 9},
            {"Id": f"/hostedzone/{zid}", "Name": D, "CallerReference": "RISWorkflow-RD:4f2a9c1e-7b3d-4e80-a6c5-91d0f8e2b437",
             "Config": {"Comment": "HostedZone created by Route53 Registrar", "PrivateZone": False}, "ResourceRecordSetCount": n},
            {"Id": "/hostedzone/Z0942886XW1JR7ZP5DLKE", "Name": "internal.corvidlabs.io.", "CallerReference": "terraform-20230311094415102900000003",
             "Config": {"Comment": "private zone for vpc-prod", "PrivateZone": True}, "ResourceRecordSetCount": 27}],
            "IsTruncated": False, "MaxItems": "100"})
    batch1 = {"Comment": "retire legacy, add ws endpoint, move grafana", "Changes": [
        {"Action": "DELETE", "ResourceRecordSet": legacy}, {"Action": "CREATE", "ResourceRecordSet": ws}, {"Action": "UPSERT", "ResourceRecordSet": graf2}]}
    batch2 = {"Comment": "DMARC to quarantine", "Changes": [{"Action": "UPSERT", "ResourceRecordSet": rr("_dmarc." + D, "TXT", 300, [dmarc_q])}]}
    c1 = {"Id": "/change/C0482716Y3QW8ERT5YUI", "SubmittedAt": "2024-11-14T11:02:37.519000+00:00", "Comment": batch1["Comment"]}
    c2 = {"Id": "/change/C09157333PZ2LMX6D4RTE", "SubmittedAt": "2024-11-14T11:06:12.084000+00:00", "Comment": batch2["Comment"]}

    def ch(c: dict[str, Any], st: str) -> str:
        return pj({"ChangeInfo": {"Id": c["Id"], "Status": st, "SubmittedAt": c["SubmittedAt"], "Comment": c["Comment"]}})
    turns = [
        (call("list_hosted_zones"), zones(13)),
        (call("list_resource_record_sets", hosted_zone_id=zid, max_items=6), page(apex, 6, ("api." + D, "A"))),
        (call("list_resource_record_sets", hosted_zone_id=zid, start_record_name="api." + D, start_record_type="A", max_items=10),
         page([api, app, docs, graf, legacy, status, www], 10, None)),
        (call("change_resource_record_sets", hosted_zone_id=zid, change_batch=batch1), ch(c1, "PENDING")),
        (call("get_change", change_id="C0482716Y3QW8ERT5YUI"), ch(c1, "INSYNC")),
        (call("list_resource_record_sets", hosted_zone_id=zid, start_record_name="grafana." + D, start_record_type="A", max_items=3),
         page([graf2, status, ws], 3, ("www." + D, "CNAME"))),
        (call("change_resource_record_sets", hosted_zone_id=zid, change_batch=batch2), ch(c2, "PENDING")),
        (call("get_change", change_id="C09157333PZ2LMX6D4RTE"), ch(c2, "INSYNC")),
        (call("list_hosted_zones"), zones(13)),
        (call("list_resource_record_sets", hosted_zone_id=zid, start_record_name="_dmarc." + D, start_record_type="TXT", max_items=1),
         page([rr("_dmarc." + D, "TXT", 300, [dmarc_q])], 1, ("api." + D, "A"))),
        (call("list_resource_record_sets", hosted_zone_id=zid, start_record_name="ws." + D, start_record_type="CNAME", max_items=5), page([ws, www], 5, None)),
    ]
    return {"task": "mcp", "tid": "h60-mcp-09", "system": system("aws-route53", "Amazon Route 53 DNS API, boto3 responses as JSON", tools),
            "turns": turns, "state": "AWS account 205174631988 (profile `dns-admin`). 2024-11-14 11:00 UTC."}


# ---------------------------------------------------------------------------------------------------------
# 10 DigitalOcean (bad, turn 10): the droplet no longer lists the volume attached in turn 3, although the
# volume itself (turns 8, 9) still reports it attached to that droplet.
# ---------------------------------------------------------------------------------------------------------
def t10() -> dict[str, Any]:
    tools = [
        tool("list_droplets", "List Droplets, optionally by tag.", {"tag_name": S, "per_page": INT}, []),
        tool("get_droplet", "Retrieve an existing Droplet by id.", {"droplet_id": INT}, ["droplet_id"]),
        tool("create_volume", "Create a block storage volume.", {"name": S, "size_gigabytes": INT, "region": S, "filesystem_type": S, "description": S}, ["name", "size_gigabytes", "region"]),
        tool("attach_volume", "Attach a volume to a Droplet.", {"volume_id": S, "droplet_id": INT, "region": S}, ["volume_id", "droplet_id"]),
        tool("resize_volume", "Resize (grow) a volume.", {"volume_id": S, "size_gigabytes": INT, "region": S}, ["volume_id", "size_gigabytes"]),
        tool("get_volume", "Retrieve a volume.", {"volume_id": S}, ["volume_id"]),
        tool("list_volumes", "List volumes, optionally by region.", {"region": S}, []),
        tool("get_action", "Retrieve an action by id.", {"action_id": INT}, ["action_id"]),
        tool("get_balance", "Retrieve the customer balance.", {}, []),
    ]
    region = {"name": "Amsterdam 3", "slug": "ams3", "features": ["backups", "ipv6", "metadata", "install_agent", "storage", "image_transfer"], "available": True,
              "sizes": ["s-1vcpu-1gb", "s-2vcpu-4gb", "s-4vcpu-8gb", "c-4", "g-2vcpu-8gb"]}
    old1, old2 = "a41c0f27-6e13-11ef-b8d2-0a58ac14a9f3", "3e8b91d4-7c25-11ef-9f0a-0a58ac14c2b1"
    new = "7c5e2d18-9b4f-11ef-a3c1-0a58ac14d2e7"

    def droplet(did: int, name: str, vols: list[str], pub: str, priv: str, created: str) -> dict[str, Any]:
        return {"id": did, "name": name, "memory": 8192, "vcpus": 4, "disk": 160, "locked": False, "status": "active", "kernel": None,
                "created_at": created, "features": ["monitoring", "droplet_agent", "private_networking"], "backup_ids": [], "next_backup_window": None,
                "snapshot_ids": [], "image": {"id": 160994547, "name": "24.04 (LTS) x64", "distribution": "Ubuntu", "slug": "ubuntu-24-04-x64", "public": True,
                                              "regions": ["ams3", "fra1", "lon1"], "created_at": "2024-07-25T16:11:02Z", "min_disk_size": 7, "type": "base", "size_gigabytes": 2.41},
                "volume_ids": vols, "size": {"slug": "s-4vcpu-8gb", "memory": 8192, "vcpus": 4, "disk": 160, "transfer": 5.0, "price_monthly": 48.0, "price_hourly": 0.07143,
                                             "regions": ["ams3", "fra1", "lon1"], "available": True, "description": "Basic"},
                "size_slug": "s-4vcpu-8gb",
                "networks": {"v4": [{"ip_address": priv, "netmask": "255.255.240.0", "gateway": "10.110.0.1", "type": "private"},
                                    {"ip_address": pub, "netmask": "255.255.240.0", "gateway": "188.166.64.1", "type": "public"}], "v6": []},
                "region": region, "tags": ["ci-runners", "gitlab"], "vpc_uuid": "b1d4e7f0-2a3c-4b5d-8e9f-0a1b2c3d4e5f"}
    d1 = droplet(448120911, "gitlab-runner-ams3-01", [old1], "188.166.71.204", "10.110.0.7", "2024-09-12T10:22:41Z")
    d2 = droplet(448120937, "gitlab-runner-ams3-02", [old2], "188.166.72.19", "10.110.0.8", "2024-09-12T10:23:09Z")
    d2b = droplet(448120937, "gitlab-runner-ams3-02", [old2, new], "188.166.72.19", "10.110.0.8", "2024-09-12T10:23:09Z")

    def vol(vid: str, name: str, size: int, dids: list[int], created: str, desc: str) -> dict[str, Any]:
        return {"id": vid, "name": name, "size_gigabytes": size, "description": desc, "droplet_ids": dids, "region": region,
                "created_at": created, "filesystem_type": "ext4", "filesystem_label": "", "tags": ["ci-runners"]}
    v_new100 = vol(new, "runner-cache-02", 100, [], "2024-11-15T08:31:07Z", "docker layer + build cache for runner 02")
    v_new200 = vol(new, "runner-cache-02", 200, [448120937], "2024-11-15T08:31:07Z", "docker layer + build cache for runner 02")

    def action(aid: int, typ: str, st: str, started: str, done: str | None) -> str:
        return pj({"action": {"id": aid, "status": st, "type": typ, "started_at": started, "completed_at": done,
                              "resource_id": None, "resource_type": "backend", "region": region, "region_slug": "ams3"}})
    turns = [
        (call("list_droplets", tag_name="ci-runners"), pj({"droplets": [d1, d2], "links": {}, "meta": {"total": 2}})),
        (call("create_volume", name="runner-cache-02", size_gigabytes=100, region="ams3", filesystem_type="ext4", description="docker layer + build cache for runner 02"),
         pj({"volume": v_new100})),
        (call("attach_volume", volume_id=new, droplet_id=448120937, region="ams3"), action(2291843770, "attach_volume", "in-progress", "2024-11-15T08:31:42Z", None)),
        (call("get_action", action_id=2291843770), action(2291843770, "attach_volume", "completed", "2024-11-15T08:31:42Z", "2024-11-15T08:31:51Z")),
        (call("get_droplet", droplet_id=448120937), pj({"droplet": d2b})),
        (call("resize_volume", volume_id=new, size_gigabytes=200, region="ams3"), action(2291846105, "resize", "in-progress", "2024-11-15T08:33:20Z", None)),
        (call("get_action", action_id=2291846105), action(2291846105, "resize", "completed", "2024-11-15T08:33:20Z", "2024-11-15T08:33:26Z")),
        (call("get_volume", volume_id=new), pj({"volume": v_new200})),
        (call("list_volumes", region="ams3"), pj({"volumes": [
            vol(old1, "runner-docker-01", 50, [448120911], "2024-09-12T10:25:33Z", "docker data-root runner 01"),
            vol(old2, "runner-docker-02", 50, [448120937], "2024-09-12T10:25:58Z", "docker data-root runner 02"),
            v_new200], "links": {}, "meta": {"total": 3}})),
        (call("get_droplet", droplet_id=448120937), pj({"droplet": d2})),
        (call("get_balance"), pj({"month_to_date_balance": "71.84", "account_balance": "0.00", "month_to_date_usage": "71.84", "generated_at": "2024-11-15T08:35:12Z"})),
    ]
    return {"task": "mcp", "tid": "h60-mcp-10", "system": system("digitalocean", "DigitalOcean API v2, team `buildinfra`", tools),
            "turns": turns, "state": "DigitalOcean team `buildinfra`, token scope read/write. 2024-11-15 08:30 UTC.",
            "bad": True, "turn": 10, "kind": "Droplet 448120937's volume_ids drops volume 7c5e2d18-... that was attached in turn 3-4 and that the volume still reports as attached to it."}


# ---------------------------------------------------------------------------------------------------------
# 11 Docker (bad, turn 3): inspect shows host port 8081 for wiki-app, whose listing showed 0.0.0.0:8080->3000/tcp.
# ---------------------------------------------------------------------------------------------------------
def t11() -> dict[str, Any]:
    tools = [
        tool("list_containers", "List containers (docker ps).", {"all": B, "filters": OBJ}, []),
        tool("inspect_container", "Return low-level information on a container (docker inspect).", {"container_id": S}, ["container_id"]),
        tool("fetch_container_logs", "Fetch the logs of a container.", {"container_id": S, "tail": INT}, ["container_id"]),
        tool("restart_container", "Restart a container.", {"container_id": S, "timeout": INT}, ["container_id"]),
        tool("container_stats", "One snapshot of resource usage statistics of a container.", {"container_id": S}, ["container_id"]),
    ]
    full = "c3f9a1e07b52d84e6a0f19c27b3e58d4a1f60c9e2b7d35a8f04c61e9b2d7a305"

    def ls(app_status: str, ports: str) -> str:
        return pj([
            {"ID": "c3f9a1e07b52", "Names": "wiki-app", "Image": "ghcr.io/requarks/wiki:2.5.303", "Command": "\"docker-entrypoint.s…\"",
             "CreatedAt": "2024-11-03 21:14:08 +0000 UTC", "Status": app_status, "State": "running", "Ports": ports,
             "Networks": "wiki_default", "Mounts": "", "Labels": "com.docker.compose.project=wiki,com.docker.compose.service=app"},
            {"ID": "5e18d07c4a93", "Names": "wiki-db", "Image": "postgres:15-alpine", "Command": "\"docker-entrypoint.s…\"",
             "CreatedAt": "2024-11-03 21:14:07 +0000 UTC", "Status": "Up 6 days (healthy)", "State": "running", "Ports": "5432/tcp",
             "Networks": "wiki_default", "Mounts": "wiki_db-data", "Labels": "com.docker.compose.project=wiki,com.docker.compose.service=db"},
            {"ID": "9a2c6f31d8e4", "Names": "caddy", "Image": "caddy:2.8", "Command": "\"caddy run --config …\"",
             "CreatedAt": "2024-10-19 08:02:51 +0000 UTC", "Status": "Up 3 weeks", "State": "running",
             "Ports": "0.0.0.0:80->80/tcp, [::]:80->80/tcp, 0.0.0.0:443->443/tcp, [::]:443->443/tcp, 443/udp, 2019/tcp",
             "Networks": "wiki_default", "Mounts": "caddy_data,/srv/caddy/Caddyfile", "Labels": ""},
            {"ID": "b71e0d95c2a8", "Names": "wiki-backup", "Image": "prodrigestivill/postgres-backup-local:15", "Command": "\"/init.sh\"",
             "CreatedAt": "2024-11-03 21:14:08 +0000 UTC", "Status": "Exited (0) 7 hours ago", "State": "exited", "Ports": "",
             "Networks": "wiki_default", "Mounts": "/srv/backups/wiki", "Labels": "com.docker.compose.project=wiki,com.docker.compose.service=backup"},
        ])
    logs = "\n".join([
        "2024-11-10T08:12:44.301Z [JOBS] info: Syncing all storage targets...",
        "2024-11-10T08:12:44.318Z [JOBS] info: Completed sync of storage targets.",
        "2024-11-10T08:41:02.775Z [MASTER] info: Checking for latest version...",
        "2024-11-10T08:41:03.120Z [MASTER] info: Latest version is 2.5.305 (installed 2.5.303).",
        "2024-11-10T09:12:44.302Z [JOBS] info: Syncing all storage targets...",
        "2024-11-10T09:12:44.321Z [JOBS] info: Completed sync of storage targets.",
        "2024-11-10T09:24:19.664Z [MASTER] warn: Rendering page en/runbooks/payments-failover took 1842ms",
        "2024-11-10T09:31:57.040Z [MASTER] error: Search engine (postgres) query failed: canceling statement due to statement timeout",
        "2024-11-10T09:31:57.046Z [MASTER] warn: Falling back to basic DB search for query \"rotate certificates\"",
        "2024-11-10T09:38:12.910Z [MASTER] info: Purging orphaned upload files...",
        "2024-11-10T09:38:12.947Z [MASTER] info: Purged 3 orphaned upload files.",
    ])
    binding = [{"HostIp": "0.0.0.0", "HostPort": "8081"}, {"HostIp": "::", "HostPort": "8081"}]
    insp = [{
        "Id": full, "Created": "2024-11-03T21:14:08.512093411Z", "Path": "docker-entrypoint.sh", "Args": ["node", "server"],
        "State": {"Status": "running", "Running": True, "Paused": False, "Restarting": False, "OOMKilled": False, "Dead": False, "Pid": 28417,
                  "ExitCode": 0, "Error": "", "StartedAt": "2024-11-03T21:14:09.731204188Z", "FinishedAt": "0001-01-01T00:00:00Z"},
        "Image": "sha256:4b0e6a91d3c72f58e1a09b6c4d2f7e3a58c10b9d6e2f4a7c3b81d05e9f6a2c47",
        "ResolvConfPath": f"/var/lib/docker/containers/{full}/resolv.conf", "HostnamePath": f"/var/lib/docker/containers/{full}/hostname",
        "LogPath": f"/var/lib/docker/containers/{full}/{full}-json.log", "Name": "/wiki-app", "RestartCount": 0, "Driver": "overlay2", "Platform": "linux",
        "HostConfig": {"Binds": ["/srv/wiki/config.yml:/wiki/config.yml:ro"], "NetworkMode": "wiki_default", "PortBindings": {"3000/tcp": binding},
                       "RestartPolicy": {"Name": "unless-stopped", "MaximumRetryCount": 0}, "AutoRemove": False, "Memory": 1073741824, "NanoCpus": 0,
                       "LogConfig": {"Type": "json-file", "Config": {"max-file": "3", "max-size": "20m"}}},
        "Config": {"Hostname": "c3f9a1e07b52", "User": "node", "ExposedPorts": {"3000/tcp": {}, "3443/tcp": {}},
                   "Env": ["DB_TYPE=postgres", "DB_HOST=wiki-db", "DB_PORT=5432", "DB_USER=wikijs", "DB_NAME=wiki", "DB_PASS_FILE=/run/secrets/db_pass",
                           "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin", "NODE_VERSION=20.17.0"],
                   "Image": "ghcr.io/requarks/wiki:2.5.303", "WorkingDir": "/wiki",
                   "Labels": {"com.docker.compose.project": "wiki", "com.docker.compose.service": "app", "com.docker.compose.version": "2.29.7",
                              "org.opencontainers.image.version": "2.5.303"}},
        "NetworkSettings": {"Ports": {"3000/tcp": binding, "3443/tcp": None},
                            "Networks": {"wiki_default": {"Aliases": ["wiki-app", "app"], "NetworkID": "e8f1c07a3b5d92e64f1a0c8b7d3e25f96a4c1b0e7d82f3a5c96e1b4d07a2f8c3",
                                                          "Gateway": "172.19.0.1", "IPAddress": "172.19.0.3", "IPPrefixLen": 16, "MacAddress": "02:42:ac:13:00:03"}}},
    }]
    stats = pj({"name": "wiki-app", "id": full, "cpu_percent": 3.41, "memory_usage": "187.4MiB", "memory_limit": "1GiB", "memory_percent": 18.30,
                "net_io": "42.1kB / 18.9kB", "block_io": "0B / 4.1kB", "pids": 11})
    turns = [
        (call("list_containers", all=True), ls("Up 6 days", "0.0.0.0:8080->3000/tcp, [::]:8080->3000/tcp")),
        (call("fetch_container_logs", container_id="wiki-app", tail=11), logs),
        (call("inspect_container", container_id="wiki-app"), pj(insp)),
        (call("restart_container", container_id="wiki-app", timeout=10), "Container wiki-app (c3f9a1e07b52) restarted"),
        (call("list_containers", all=True), ls("Up 6 seconds", "0.0.0.0:8080->3000/tcp, [::]:8080->3000/tcp")),
        (call("container_stats", container_id="wiki-app"), stats),
    ]
    return {"task": "mcp", "tid": "h60-mcp-11", "system": system("docker", "Docker Engine 27.3.1 on host wiki-vm-01 via /var/run/docker.sock", tools),
            "turns": turns, "state": "Docker context `default` (unix:///var/run/docker.sock), host wiki-vm-01, 2024-11-10 09:40 UTC.",
            "bad": True, "turn": 3, "kind": "docker inspect reports host port 8081 for wiki-app's 3000/tcp while the container list showed 0.0.0.0:8080->3000/tcp (no change in between)."}


# ---------------------------------------------------------------------------------------------------------
# 12 Consul (clean): CAS write bumps ModifyIndex but not CreateIndex, base64 value changes, passing-only filter
# drops the instance whose check is in warning.
# ---------------------------------------------------------------------------------------------------------
def t12() -> dict[str, Any]:
    tools = [
        tool("consul_health_service", "Health of the instances of a service (GET /v1/health/service/:service).", {"service": S, "passing": B, "dc": S}, ["service"]),
        tool("consul_kv_get", "Read a key (GET /v1/kv/:key); values are base64-encoded.", {"key": S}, ["key"]),
        tool("consul_kv_put", "Write a key, optionally check-and-set on ModifyIndex.", {"key": S, "value": S, "cas": INT}, ["key", "value"]),
        tool("consul_kv_list", "List keys under a prefix (GET /v1/kv/:prefix?keys).", {"prefix": S}, ["prefix"]),
    ]

    def inst(node: str, nid: str, addr: str, sid: str, status: str, output: str, idx: tuple[int, int]) -> dict[str, Any]:
        return {"Node": {"ID": nid, "Node": node, "Address": addr, "Datacenter": "eu-west", "TaggedAddresses": {"lan": addr, "lan_ipv4": addr, "wan": addr, "wan_ipv4": addr},
                         "Meta": {"consul-network-segment": "", "consul-version": "1.19.2"}, "CreateIndex": idx[0] - 900, "ModifyIndex": idx[0] - 880},
                "Service": {"ID": sid, "Service": "orders", "Tags": ["v3", "http"], "Address": addr, "Meta": {"version": "3.12.0"}, "Port": 8080,
                            "Weights": {"Passing": 10, "Warning": 1}, "EnableTagOverride": False, "CreateIndex": idx[0], "ModifyIndex": idx[1]},
                "Checks": [
                    {"Node": node, "CheckID": "serfHealth", "Name": "Serf Health Status", "Status": "passing", "Notes": "", "Output": "Agent alive and reachable",
                     "ServiceID": "", "ServiceName": "", "ServiceTags": [], "Type": "", "CreateIndex": idx[0] - 900, "ModifyIndex": idx[0] - 900},
                    {"Node": node, "CheckID": f"service:{sid}", "Name": "orders HTTP /health", "Status": status, "Notes": "", "Output": output,
                     "ServiceID": sid, "ServiceName": "orders", "ServiceTags": ["v3", "http"], "Type": "http", "CreateIndex": idx[0], "ModifyIndex": idx[1]}]}
    a = inst("app-eu-1", "0b7e2c41-9d3a-4f58-a1c6-3e8d0f27b954", "10.8.1.21", "orders-7f2a", "passing", "HTTP GET http://10.8.1.21:8080/health: 200 OK Output: {\"status\":\"ok\"}", (39102, 39118))
    b = inst("app-eu-2", "6c1f9a03-2e7b-48d5-b09e-d4a7c52f1e68", "10.8.1.22", "orders-b91c", "passing", "HTTP GET http://10.8.1.22:8080/health: 200 OK Output: {\"status\":\"ok\"}", (39107, 39121))
    c = inst("app-eu-3", "e2a84d17-5b0c-4e39-86f2-a1c9d3b70e45", "10.8.1.23", "orders-d403", "warning",
             "HTTP GET http://10.8.1.23:8080/health: 429 Too Many Requests Output: {\"status\":\"degraded\",\"heap_used_pct\":91}", (39111, 40391))
    old = json.dumps({"new_checkout_flow": False, "async_invoicing": True, "fraud_v2_shadow": True, "max_cart_items": 50})
    new = json.dumps({"new_checkout_flow": True, "async_invoicing": True, "fraud_v2_shadow": True, "max_cart_items": 50})

    def kv(val: str, mi: int) -> str:
        return pj([{"LockIndex": 0, "Key": "config/orders/feature_flags", "Flags": 0, "Value": b64(val), "CreateIndex": 18822, "ModifyIndex": mi}])
    turns = [
        (call("consul_health_service", service="orders"), pj([a, b, c])),
        (call("consul_kv_get", key="config/orders/feature_flags"), kv(old, 40377)),
        (call("consul_kv_put", key="config/orders/feature_flags", value=new, cas=40377), "true"),
        (call("consul_kv_get", key="config/orders/feature_flags"), kv(new, 40412)),
        (call("consul_kv_list", prefix="config/orders/"), pj(["config/orders/db_pool_size", "config/orders/feature_flags", "config/orders/rate_limits/",
                                                             "config/orders/rate_limits/checkout", "config/orders/rate_limits/search", "config/orders/timeouts"])),
        (call("consul_health_service", service="orders", passing=True), pj([a, b])),
    ]
    return {"task": "mcp", "tid": "h60-mcp-12", "system": system("consul", "HashiCorp Consul 1.19 HTTP API, datacenter eu-west", tools),
            "turns": turns, "state": "CONSUL_HTTP_ADDR=https://consul.eu-west.internal:8501, ACL token with key_prefix \"config/\" write, service read."}


# ---------------------------------------------------------------------------------------------------------
# 13 Redis (bad, turn 5): DECRBY 3 on a stock counter that read 38 returns 34.
# ---------------------------------------------------------------------------------------------------------
def t13() -> dict[str, Any]:
    tools = [
        tool("scan_keys", "Incrementally iterate keys matching a pattern (SCAN).", {"pattern": S, "cursor": S, "count": INT}, ["pattern"]),
        tool("get", "Get the string value of a key.", {"key": S}, ["key"]),
        tool("hgetall", "Get all fields and values of a hash.", {"name": S}, ["name"]),
        tool("ttl", "Remaining time to live of a key in seconds (-1 no expiry, -2 missing).", {"key": S}, ["key"]),
        tool("decrby", "Decrement the integer value of a key by the given amount; returns the new value.", {"key": S, "amount": INT}, ["key", "amount"]),
        tool("delete", "Delete a key.", {"key": S}, ["key"]),
        tool("info", "Redis INFO for a section.", {"section": S}, []),
    ]
    turns = [
        (call("scan_keys", pattern="stock:sku-*", cursor="0", count=500),
         text(pj({"cursor": "0", "keys": ["stock:sku-4471", "stock:sku-0093", "stock:sku-7734", "stock:sku-5120", "stock:sku-2208", "stock:sku-6619"]}))),
        (call("get", key="stock:sku-4471"), text("38")),
        (call("hgetall", name="reservation:r-99182"),
         text(pj({"sku": "sku-4471", "qty": "3", "user": "u-55120", "cart": "c-7d21e9", "created_at": "2024-11-16T13:58:21Z", "status": "held"}))),
        (call("ttl", key="reservation:r-99182"), text("842")),
        (call("decrby", key="stock:sku-4471", amount=3), text("34")),
        (call("delete", key="reservation:r-99182"), text("Successfully deleted reservation:r-99182")),
        (call("ttl", key="reservation:r-99182"), text("-2")),
        (call("info", section="keyspace"), text(pj({"db0": {"keys": 48213, "expires": 3126, "avg_ttl": 611402, "subexpiry": 0},
                                                     "db2": {"keys": 912, "expires": 912, "avg_ttl": 1702335, "subexpiry": 0}}))),
        (call("get", key="stock:sku-5120"), text("12")),
    ]
    return {"task": "mcp", "tid": "h60-mcp-13", "system": system("redis", "Redis 7.4 at redis-inventory.internal:6379, db 0", tools),
            "turns": turns, "state": "Connected to redis://redis-inventory.internal:6379/0 (Redis 7.4.1, role master). 2024-11-16 14:00 UTC.",
            "bad": True, "turn": 5, "kind": "DECRBY stock:sku-4471 by 3 returns 34 although the key read 38 just before (38 - 3 = 35)."}


# ---------------------------------------------------------------------------------------------------------
# 14 MinIO (clean): remove on a versioned bucket leaves a delete marker (object hidden from the listing but its
# versions still listed), then a new object is uploaded.
# ---------------------------------------------------------------------------------------------------------
def t14() -> dict[str, Any]:
    tools = [
        tool("list_buckets", "List all buckets.", {}, []),
        tool("get_bucket_versioning", "Get the versioning configuration of a bucket.", {"bucket": S}, ["bucket"]),
        tool("list_objects", "List objects under a prefix; include_versions lists every version and delete marker.",
             {"bucket": S, "prefix": S, "recursive": B, "include_versions": B}, ["bucket"]),
        tool("remove_object", "Remove an object (creates a delete marker on versioned buckets).", {"bucket": S, "key": S, "version_id": S}, ["bucket", "key"]),
        tool("put_object", "Upload a local file as an object.", {"bucket": S, "key": S, "file_path": S, "content_type": S}, ["bucket", "key", "file_path"]),
    ]
    b, p = "ml-datasets", "tabular/churn/"
    objs = {
        "README.md": (2418, "6a1f0c93e27b4d58a1e6f02c9b74d3e1", "2024-08-14T09:12:03.418Z", "0f3e9b12-5a7c-4d81-9e26-b4c1a07d58f3"),
        "schema.json": (3977, "d41b8e27c05a9f36e1b74c2a08d95f6e", "2024-08-14T09:12:04.002Z", "7b21c4e9-0d38-4f6a-a5b2-e91c03f7d486"),
        "test_v1.parquet": (41927330, "93c0e4a7b15f2d86c4a1e07b93d2f5c8-3", "2024-08-14T09:13:37.551Z", "c58a2f10-e7b4-49d3-8c06-1d2e9a4b7f53"),
        "train_v1.parquet": (168402117, "2e7d91b4a06c3f58e9d1b2a74c05f6e3-11", "2024-08-14T09:16:52.907Z", "41e9d7b3-2c05-4a8f-b61e-8f3a0d9c2e74"),
    }
    dm = ("e1c4b7a2-93d0-4f65-b8e1-0a7c29f4d6b1", "2024-11-18T10:07:45.332Z")
    v2 = (181336904, "b0f6c2e9d47a1358c2e0b6f9d4a73e15-12", "2024-11-18T10:11:09.874Z", "5d08a3e1-c6f2-47b9-9a3d-e25b70c4f189")

    def row(k: str, o: tuple[int, str, str, str], latest: bool = True) -> dict[str, Any]:
        return {"key": p + k, "size": o[0], "etag": o[1], "lastModified": o[2], "versionId": o[3], "isLatest": latest, "storageClass": "STANDARD"}
    versions = [row("README.md", objs["README.md"]), row("schema.json", objs["schema.json"]), row("test_v1.parquet", objs["test_v1.parquet"]),
                {"key": p + "train_v1.parquet", "size": 0, "lastModified": dm[1], "versionId": dm[0], "isLatest": True, "isDeleteMarker": True},
                row("train_v1.parquet", objs["train_v1.parquet"], latest=False)]
    turns = [
        (call("list_buckets"), text(pj({"buckets": [{"name": "backups", "creationDate": "2023-06-02T10:11:45.000Z"},
                                                      {"name": "ml-datasets", "creationDate": "2024-02-20T15:37:09.000Z"},
                                                      {"name": "model-registry", "creationDate": "2024-02-20T15:38:26.000Z"}]}))),
        (call("get_bucket_versioning", bucket=b), text(pj({"Status": "Enabled", "MFADelete": "Disabled", "ExcludeFolders": False}))),
        (call("list_objects", bucket=b, prefix=p, recursive=True), text(pj({"objects": [row(k, o) for k, o in objs.items()], "count": 4}))),
        (call("remove_object", bucket=b, key=p + "train_v1.parquet"),
         text(pj({"status": "success", "key": p + "train_v1.parquet", "deleteMarker": True, "versionId": dm[0]}))),
        (call("list_objects", bucket=b, prefix=p, recursive=True), text(pj({"objects": [row(k, o) for k, o in objs.items() if k != "train_v1.parquet"], "count": 3}))),
        (call("list_objects", bucket=b, prefix=p, recursive=True, include_versions=True), text(pj({"objects": versions, "count": 5}))),
        (call("put_object", bucket=b, key=p + "train_v2.parquet", file_path="/data/exports/churn/train_v2.parquet", content_type="application/vnd.apache.parquet"),
         text(pj({"status": "success", "bucket": b, "key": p + "train_v2.parquet", "etag": v2[1], "versionId": v2[3], "size": v2[0]}))),
        (call("list_objects", bucket=b, prefix=p, recursive=True),
         text(pj({"objects": [row(k, o) for k, o in objs.items() if k != "train_v1.parquet"] + [row("train_v2.parquet", v2)], "count": 4}))),
    ]
    return {"task": "mcp", "tid": "h60-mcp-14", "system": system("minio", "MinIO RELEASE.2024-10-13 at https://minio.lab.internal:9000, user `ds-pipeline`", tools),
            "turns": turns, "state": "MinIO endpoint https://minio.lab.internal:9000 (access key ds-pipeline). 2024-11-18 10:05 UTC."}


# ---------------------------------------------------------------------------------------------------------
# 15 Grafana + Prometheus (bad, turn 9): after renaming the dashboard (version 24), search returns it under the
# old title and slug.
# ---------------------------------------------------------------------------------------------------------
def t15() -> dict[str, Any]:
    tools = [
        tool("search_dashboards", "Search for dashboards by query string.", {"query": S}, ["query"]),
        tool("get_dashboard_by_uid", "Retrieve the complete dashboard JSON and meta by UID.", {"uid": S}, ["uid"]),
        tool("update_dashboard", "Create or update a dashboard from its JSON model.", {"dashboard": OBJ, "folderUid": S, "message": S, "overwrite": B}, ["dashboard"]),
        tool("list_datasources", "List datasources, optionally by type.", {"type": S}, []),
        tool("query_prometheus", "Run a PromQL query against a Prometheus datasource (instant or range).",
             {"datasourceUid": S, "expr": S, "queryType": S, "startTime": S, "endTime": S, "stepSeconds": INT}, ["datasourceUid", "expr"]),
        tool("list_alert_rules", "List Grafana-managed alert rules with their current state.", {"limit": INT, "label_selectors": A}, []),
        tool("create_annotation", "Create an annotation on a dashboard or panel.", {"dashboardUID": S, "panelId": INT, "time": INT, "tags": A, "text": S}, ["text"]),
        tool("get_annotations", "Fetch annotations with filters.", {"dashboardUID": S, "limit": INT, "from": INT, "to": INT}, []),
        tool("query_loki_logs", "Run a LogQL query against a Loki datasource.", {"datasourceUid": S, "logql": S, "limit": INT, "startRfc3339": S, "endRfc3339": S}, ["datasourceUid", "logql"]),
    ]
    prom, loki = "PBFA97CFB590B2093", "P8E80F9AEF21F6940"
    p99 = 'histogram_quantile(0.99, sum by (le) (rate(http_request_duration_seconds_bucket{job="api-gateway"}[5m])))'
    hit = {"id": 412, "uid": "b7f3c2a1", "title": "API Latency Overview", "uri": "db/api-latency-overview", "url": "/d/b7f3c2a1/api-latency-overview",
           "slug": "", "type": "dash-db", "tags": ["api", "slo"], "isStarred": False, "folderId": 37, "folderUid": "f0plat", "folderTitle": "Platform",
           "folderUrl": "/dashboards/f/f0plat/platform", "sortMeta": 0}
    k8s = {"id": 97, "uid": "k8s-apiserver", "title": "Kubernetes / API server", "uri": "db/kubernetes-api-server", "url": "/d/k8s-apiserver/kubernetes-api-server",
           "slug": "", "type": "dash-db", "tags": ["kubernetes-mixin"], "isStarred": False, "folderId": 12, "folderUid": "f0k8s", "folderTitle": "Kubernetes",
           "folderUrl": "/dashboards/f/f0k8s/kubernetes", "sortMeta": 0}
    budget = {"id": 455, "uid": "c41d9e07", "title": "Public API - Error Budget", "uri": "db/public-api-error-budget", "url": "/d/c41d9e07/public-api-error-budget",
              "slug": "", "type": "dash-db", "tags": ["api", "slo", "sre"], "isStarred": True, "folderId": 37, "folderUid": "f0plat", "folderTitle": "Platform",
              "folderUrl": "/dashboards/f/f0plat/platform", "sortMeta": 0}
    chk = {"id": 388, "uid": "e90a5b3c", "title": "Checkout latency by region", "uri": "db/checkout-latency-by-region", "url": "/d/e90a5b3c/checkout-latency-by-region",
           "slug": "", "type": "dash-db", "tags": ["checkout"], "isStarred": False, "folderId": 41, "folderUid": "f0shop", "folderTitle": "Shop",
           "folderUrl": "/dashboards/f/f0shop/shop", "sortMeta": 0}
    panels = [
        {"id": 1, "type": "timeseries", "title": "p99 latency (gateway)", "datasource": {"type": "prometheus", "uid": prom},
         "gridPos": {"h": 8, "w": 12, "x": 0, "y": 0}, "fieldConfig": {"defaults": {"unit": "s", "thresholds": {"mode": "absolute", "steps": [{"color": "green", "value": None}, {"color": "red", "value": 0.8}]}}},
         "targets": [{"refId": "A", "expr": p99, "legendFormat": "p99"}]},
        {"id": 2, "type": "timeseries", "title": "p99 by route", "datasource": {"type": "prometheus", "uid": prom}, "gridPos": {"h": 8, "w": 12, "x": 12, "y": 0},
         "targets": [{"refId": "A", "expr": 'histogram_quantile(0.99, sum by (le, route) (rate(http_request_duration_seconds_bucket{job="api-gateway"}[5m])))', "legendFormat": "{{route}}"}]},
        {"id": 3, "type": "stat", "title": "Requests/s", "datasource": {"type": "prometheus", "uid": prom}, "gridPos": {"h": 4, "w": 6, "x": 0, "y": 8},
         "targets": [{"refId": "A", "expr": 'sum(rate(http_requests_total{job="api-gateway"}[5m]))'}]},
    ]
    dash = {"id": 412, "uid": "b7f3c2a1", "title": "API Latency Overview", "tags": ["api", "slo"], "timezone": "utc", "editable": True, "graphTooltip": 1,
            "schemaVersion": 39, "version": 23, "refresh": "30s", "time": {"from": "now-6h", "to": "now"}, "panels": panels,
            "templating": {"list": []}, "annotations": {"list": [{"builtIn": 1, "datasource": {"type": "grafana", "uid": "-- Grafana --"}, "enable": True, "name": "Annotations & Alerts"}]}}
    meta = {"type": "db", "canSave": True, "canEdit": True, "canAdmin": False, "canStar": True, "canDelete": True, "slug": "api-latency-overview",
            "url": "/d/b7f3c2a1/api-latency-overview", "expires": "0001-01-01T00:00:00Z", "created": "2023-05-11T08:20:14Z", "updated": "2024-10-30T12:14:51Z",
            "updatedBy": "j.okafor", "createdBy": "m.lindqvist", "version": 23, "hasAcl": False, "isFolder": False, "folderId": 37, "folderUid": "f0plat",
            "folderTitle": "Platform", "folderUrl": "/dashboards/f/f0plat/platform", "provisioned": False, "provisionedExternalId": "", "publicDashboardEnabled": False}
    new_dash = dict(dash, title="API Latency Overview (SLO)")
    t0 = epoch("2024-11-19T14:20:00")

    def series(route: str, vals: list[str]) -> dict[str, Any]:
        return {"metric": {"route": route}, "values": [[t0 - 1800 + 300 * i, v] for i, v in enumerate(vals)]}
    rng = {"resultType": "matrix", "result": [series("/v1/orders", ["0.702", "0.688", "0.731", "0.764", "0.819", "0.797", "0.745"]),
                                              series("/v1/search", ["0.431", "0.447", "0.452", "0.440", "0.466", "0.459", "0.438"])]}
    alerts = [
        {"uid": "adz9k1q7", "title": "API p99 above SLO", "folderUID": "f0plat", "ruleGroup": "api-slo", "state": "normal", "health": "ok",
         "labels": {"severity": "page", "team": "platform"}, "lastEvaluation": "2024-11-19T14:22:00Z", "for": "10m"},
        {"uid": "bq3m8v2x", "title": "API 5xx ratio > 2%", "folderUID": "f0plat", "ruleGroup": "api-slo", "state": "pending", "health": "ok",
         "labels": {"severity": "ticket", "team": "platform"}, "lastEvaluation": "2024-11-19T14:22:00Z", "activeAt": "2024-11-19T14:16:00Z", "for": "15m"},
        {"uid": "cn7w4e1t", "title": "Gateway pods restarting", "folderUID": "f0plat", "ruleGroup": "api-infra", "state": "normal", "health": "ok",
         "labels": {"severity": "ticket", "team": "platform"}, "lastEvaluation": "2024-11-19T14:21:30Z", "for": "5m"},
    ]
    t_ann = 1732026420000
    anns = [
        {"id": 88213, "alertId": 0, "dashboardId": 412, "dashboardUID": "b7f3c2a1", "panelId": 2, "userId": 23, "login": "svc-deploybot", "email": "deploybot@corvid.io",
         "avatarUrl": "/avatar/4f1e0c9a2b7d3e58", "time": t_ann, "timeEnd": t_ann, "text": "Deployed api-gateway v3.2.0 (canary 10%)", "tags": ["deploy", "api-gateway"],
         "created": t_ann + 18211, "updated": t_ann + 18211, "data": {}},
        {"id": 87990, "alertId": 0, "dashboardId": 412, "dashboardUID": "b7f3c2a1", "panelId": 0, "userId": 23, "login": "svc-deploybot", "email": "deploybot@corvid.io",
         "avatarUrl": "/avatar/4f1e0c9a2b7d3e58", "time": 1731945612000, "timeEnd": 1731945612000, "text": "Deployed api-gateway v3.1.4", "tags": ["deploy", "api-gateway"],
         "created": 1731945614520, "updated": 1731945614520, "data": {}},
    ]
    logs = "\n".join([
        '2024-11-19T14:26:41.903Z {app="api-gateway", pod="api-gateway-7c9d5b8f4-2xkqp"} level=warn msg="upstream timeout" route=/v1/orders upstream=orders:8080 after_ms=2000',
        '2024-11-19T14:25:17.366Z {app="api-gateway", pod="api-gateway-7c9d5b8f4-vd8lm"} level=warn msg="upstream timeout" route=/v1/orders upstream=orders:8080 after_ms=2000',
        '2024-11-19T14:23:02.118Z {app="api-gateway", pod="api-gateway-7c9d5b8f4-2xkqp"} level=warn msg="upstream timeout" route=/v1/search upstream=search:9200 after_ms=1500',
        '2024-11-19T14:19:55.604Z {app="api-gateway", pod="api-gateway-7c9d5b8f4-h6r2w"} level=warn msg="upstream timeout" route=/v1/orders upstream=orders:8080 after_ms=2000',
    ])
    turns = [
        (call("search_dashboards", query="api"), pj([hit, k8s, budget])),
        (call("get_dashboard_by_uid", uid="b7f3c2a1"), pj({"dashboard": dash, "meta": meta})),
        (call("list_datasources"), pj([{"id": 1, "uid": prom, "name": "Prometheus", "type": "prometheus", "isDefault": True},
                                      {"id": 3, "uid": loki, "name": "Loki", "type": "loki", "isDefault": False},
                                      {"id": 5, "uid": "cdzt1e8h0x2psd", "name": "grafana-meta (Postgres)", "type": "grafana-postgresql-datasource", "isDefault": False}])),
        (call("query_prometheus", datasourceUid=prom, expr=p99, queryType="instant", startTime="2024-11-19T14:20:00Z"),
         pj({"resultType": "vector", "result": [{"metric": {}, "value": [t0, "0.812"]}]})),
        (call("update_dashboard", dashboard=new_dash, folderUid="f0plat", message="Rename: mark as SLO dashboard", overwrite=False),
         pj({"id": 412, "slug": "api-latency-overview-slo", "status": "success", "uid": "b7f3c2a1", "url": "/d/b7f3c2a1/api-latency-overview-slo", "version": 24})),
        (call("query_prometheus", datasourceUid=prom, expr=panels[1]["targets"][0]["expr"], queryType="range", startTime="2024-11-19T13:50:00Z",
              endTime="2024-11-19T14:20:00Z", stepSeconds=300), pj(rng)),
        (call("list_alert_rules", label_selectors=[{"name": "team", "type": "=", "value": "platform"}]), pj(alerts)),
        (call("query_prometheus", datasourceUid=prom, expr=p99, queryType="instant", startTime="2024-11-19T14:27:00Z"),
         pj({"resultType": "vector", "result": [{"metric": {}, "value": [t0 + 420, "0.774"]}]})),
        (call("search_dashboards", query="latency"), pj([hit, chk])),
        (call("create_annotation", dashboardUID="b7f3c2a1", panelId=2, time=t_ann, tags=["deploy", "api-gateway"], text="Deployed api-gateway v3.2.0 (canary 10%)"),
         pj({"id": 88213, "message": "Annotation added"})),
        (call("get_annotations", dashboardUID="b7f3c2a1", limit=2), pj(anns)),
        (call("query_loki_logs", datasourceUid=loki, logql='{app="api-gateway"} |= "timeout"', limit=4, startRfc3339="2024-11-19T14:00:00Z", endRfc3339="2024-11-19T14:30:00Z"), logs),
    ]
    return {"task": "mcp", "tid": "h60-mcp-15", "system": system("grafana", "Grafana 11.3 at https://grafana.corvid.io with Prometheus and Loki datasources", tools),
            "turns": turns, "state": "Grafana https://grafana.corvid.io, service account `sa-mcp-platform` (Editor). 2024-11-19 14:19 UTC.",
            "bad": True, "turn": 9, "kind": "Search lists dashboard b7f3c2a1 under its old title 'API Latency Overview' and old slug after update_dashboard renamed it to '... (SLO)' (version 24)."}


# ---------------------------------------------------------------------------------------------------------
# 16 Nomad (clean): a job update rolls allocations one by one (new ids, new placements, version 8), the
# periodic job is stopped, and an old allocation still reports version 7 and the old image.
# ---------------------------------------------------------------------------------------------------------
def t16() -> dict[str, Any]:
    tools = [
        tool("nomad_list_jobs", "List jobs (GET /v1/jobs).", {"namespace": S, "prefix": S}, []),
        tool("nomad_get_job", "Read a job's specification and status (GET /v1/job/:job_id).", {"job_id": S, "namespace": S}, ["job_id"]),
        tool("nomad_job_allocations", "List allocations of a job (GET /v1/job/:job_id/allocations).", {"job_id": S, "all": B}, ["job_id"]),
        tool("nomad_get_allocation", "Read one allocation (GET /v1/allocation/:alloc_id).", {"alloc_id": S}, ["alloc_id"]),
        tool("nomad_alloc_logs", "Read a task's logs from an allocation.", {"alloc_id": S, "task": S, "type": S, "origin": S, "offset": INT}, ["alloc_id", "task"]),
        tool("nomad_list_nodes", "List client nodes.", {"prefix": S}, []),
        tool("nomad_register_job", "Register (create or update) a job from HCL.", {"hcl": S, "enforce_index": B, "job_modify_index": INT}, ["hcl"]),
        tool("nomad_stop_job", "Deregister (stop) a job.", {"job_id": S, "purge": B}, ["job_id"]),
    ]
    nodes = {"01": ("9e4b1c07-3d5a-4f28-b6e1-07a2c9d84f53", "10.0.4.11"), "02": ("2a7f6d91-c0e8-4b35-9d14-e6b3a05f7c28", "10.0.4.12"),
             "03": ("d5c03e8a-71b9-4f62-a8d0-3b9e14f6c7a5", "10.0.4.13")}

    def ns(iso: str, frac: int = 0) -> int:
        return epoch(iso) * 1_000_000_000 + frac
    img7, img8 = "registry.corp/media/resizer:4.2.0", "registry.corp/media/resizer:4.3.0"
    ev7, ev8 = "f3a81c06-2d47-4b95-a0e3-6c19d7f25b84", "0c6d2e91-b83f-4a07-95d1-e7a4f02c38b6"
    dep7 = "a9d17e40-53b2-4c8f-b06a-1e5f93c72d08"
    # id, index, node, version, desired, client, create(iso, frac), modify(iso, frac), create_index, modify_index, port
    a1 = ["3f1a9c2e-7b4d-4e81-9c05-d2a6f8b31e47", 0, "01", 7, "run", "running", ("2024-11-12T16:40:03", 118204557), ("2024-11-12T16:40:31", 904112345), 84107, 84131, 27741]
    a2 = ["81d07e5b-2c93-4a6f-b1e8-5f0c3d79a264", 1, "02", 7, "run", "running", ("2024-11-12T16:40:03", 118391024), ("2024-11-12T16:40:29", 660918832), 84107, 84129, 24117]
    a3 = ["c6e2b840-91fa-4d35-8a7c-0b13e9f5d2c8", 2, "03", 7, "run", "running", ("2024-11-12T16:40:03", 118510773), ("2024-11-12T16:40:33", 210574906), 84107, 84134, 30952]
    n1 = ["5b9e0d3f-a147-4c62-8e05-9f3d71b2ac60", 0, "01", 8, "run", "running", ("2024-11-20T09:04:11", 402877310), ("2024-11-20T09:04:38", 15902277), 90129, 90141, 21408]
    n2 = ["e07c4a19-6d28-4b93-b5f1-2a8c07e4d953", 1, "03", 8, "run", "running", ("2024-11-20T09:04:49", 771030148), ("2024-11-20T09:05:16", 388214961), 90146, 90158, 28893]
    n3 = ["7a3f1e86-c5d0-4297-91be-d8e26b0f4a17", 2, "02", 8, "run", "running", ("2024-11-20T09:05:27", 95512064), ("2024-11-20T09:05:55", 640371227), 90163, 90177, 25206]

    def stub(a: list[Any], desired: str | None = None, client: str | None = None, modify: tuple[str, int] | None = None, mi: int | None = None) -> dict[str, Any]:
        d = desired or a[4]
        return {"ID": a[0], "EvalID": ev8 if a[3] == 8 else ev7, "Name": f"image-resizer.resizer[{a[1]}]", "Namespace": "default",
                "NodeID": nodes[a[2]][0], "NodeName": f"nomad-client-{a[2]}", "JobID": "image-resizer", "JobType": "service", "JobVersion": a[3],
                "TaskGroup": "resizer", "DesiredStatus": d, "DesiredDescription": "alloc is being updated due to job update" if d == "stop" else "",
                "ClientStatus": client or a[5], "ClientDescription": "All tasks have completed" if (client or a[5]) == "complete" else "Tasks are running",
                "DeploymentStatus": {"Healthy": True, "Canary": False, "Timestamp": a[7][0] + "Z"},
                "CreateIndex": a[8], "ModifyIndex": mi or a[9], "CreateTime": ns(*a[6]), "ModifyTime": ns(*(modify or a[7]))}
    stop1: dict[str, Any] = dict(modify=("2024-11-20T09:04:17", 503118240), mi=90131)
    stop2: dict[str, Any] = dict(modify=("2024-11-20T09:04:51", 301442587), mi=90148)
    stop3: dict[str, Any] = dict(modify=("2024-11-20T09:05:33", 12840661), mi=90165)

    def job_summary(complete: int, mi: int) -> dict[str, Any]:
        return {"JobID": "image-resizer", "Namespace": "default", "Summary": {"resizer": {"Queued": 0, "Complete": complete, "Failed": 0, "Running": 3,
                                                                                         "Starting": 0, "Lost": 0, "Unknown": 0}}, "CreateIndex": 61880, "ModifyIndex": mi}
    jobs1 = [
        {"ID": "image-resizer", "ParentID": "", "Name": "image-resizer", "Namespace": "default", "Datacenters": ["dc1"], "Type": "service", "Priority": 50,
         "Periodic": False, "ParameterizedJob": False, "Stop": False, "Status": "running", "StatusDescription": "",
         "JobSummary": job_summary(0, 84134), "CreateIndex": 61880, "ModifyIndex": 84134, "JobModifyIndex": 84102, "SubmitTime": ns("2024-11-12T16:40:02", 871502339)},
        {"ID": "nightly-export", "ParentID": "", "Name": "nightly-export", "Namespace": "default", "Datacenters": ["dc1"], "Type": "batch", "Priority": 40,
         "Periodic": True, "ParameterizedJob": False, "Stop": False, "Status": "running", "StatusDescription": "",
         "JobSummary": {"JobID": "nightly-export", "Namespace": "default", "Summary": {"export": {"Queued": 0, "Complete": 0, "Failed": 0, "Running": 0, "Starting": 0, "Lost": 0, "Unknown": 0}},
                        "Children": {"Pending": 0, "Running": 0, "Dead": 38}, "CreateIndex": 40217, "ModifyIndex": 89766},
         "CreateIndex": 40217, "ModifyIndex": 89766, "JobModifyIndex": 72330, "SubmitTime": ns("2024-10-14T11:08:55", 30187214)},
        {"ID": "traefik", "ParentID": "", "Name": "traefik", "Namespace": "default", "Datacenters": ["dc1"], "Type": "system", "Priority": 70,
         "Periodic": False, "ParameterizedJob": False, "Stop": False, "Status": "running", "StatusDescription": "",
         "JobSummary": {"JobID": "traefik", "Namespace": "default", "Summary": {"traefik": {"Queued": 0, "Complete": 0, "Failed": 0, "Running": 3, "Starting": 0, "Lost": 0, "Unknown": 0}},
                        "CreateIndex": 12044, "ModifyIndex": 80412}, "CreateIndex": 12044, "ModifyIndex": 80412, "JobModifyIndex": 80398, "SubmitTime": ns("2024-11-04T07:30:19", 552013876)},
    ]
    jobs2 = [dict(jobs1[0], ModifyIndex=90177, JobModifyIndex=90127, SubmitTime=ns("2024-11-20T09:04:10", 966120458),
                  JobSummary=job_summary(3, 90177)),
             dict(jobs1[1], Stop=True, Status="dead", ModifyIndex=90288, JobModifyIndex=90288), jobs1[2]]
    node_list = [{"ID": nid, "Datacenter": "dc1", "Name": f"nomad-client-{k}", "NodeClass": "general", "NodePool": "default", "Version": "1.8.4",
                  "Drain": False, "SchedulingEligibility": "eligible", "Status": "ready", "StatusDescription": "", "Address": ip,
                  "Drivers": {"docker": {"Detected": True, "Healthy": True}, "exec": {"Detected": True, "Healthy": True}},
                  "CreateIndex": 1020 + 7 * int(k), "ModifyIndex": 89940 + int(k)} for k, (nid, ip) in nodes.items()]

    def full_alloc(a: list[Any], stopped: bool) -> dict[str, Any]:
        events = [
            {"Type": "Received", "Time": ns("2024-11-12T16:40:03", 140227719), "DisplayMessage": "Task received by client"},
            {"Type": "Task Setup", "Time": ns("2024-11-12T16:40:03", 144019532), "DisplayMessage": "Building Task Directory"},
            {"Type": "Driver", "Time": ns("2024-11-12T16:40:04", 7721935), "DisplayMessage": "Downloading image"},
            {"Type": "Started", "Time": ns("2024-11-12T16:40:19", 482110764), "DisplayMessage": "Task started by client"},
        ]
        if stopped:
            events += [{"Type": "Killing", "Time": ns("2024-11-20T09:04:50", 391205774), "DisplayMessage": "Sent interrupt. Waiting 5s before force killing"},
                       {"Type": "Terminated", "Time": ns("2024-11-20T09:04:51", 240661809), "DisplayMessage": "Exit Code: 0"},
                       {"Type": "Killed", "Time": ns("2024-11-20T09:04:51", 262307145), "DisplayMessage": "Task successfully killed"}]
        st = stub(a, **(dict(desired="stop", client="complete", **stop2) if stopped else {}))
        st.update({
            "Job": {"ID": "image-resizer", "Name": "image-resizer", "Type": "service", "Version": 7, "Datacenters": ["dc1"],
                    "TaskGroups": [{"Name": "resizer", "Count": 3, "Update": {"MaxParallel": 1, "HealthCheck": "checks", "MinHealthyTime": 10000000000, "AutoRevert": True},
                                    "Tasks": [{"Name": "resizer", "Driver": "docker", "Config": {"image": img7, "ports": ["http"]},
                                               "Resources": {"CPU": 500, "MemoryMB": 512}}]}]},
            "AllocatedResources": {"Tasks": {"resizer": {"Cpu": {"CpuShares": 500}, "Memory": {"MemoryMB": 512, "MemoryMaxMB": 0}}},
                                   "Shared": {"DiskMB": 300, "Networks": [{"Mode": "host", "IP": nodes[a[2]][1], "DynamicPorts": [{"Label": "http", "Value": a[10], "To": 8080}]}]}},
            "TaskStates": {"resizer": {"State": "dead" if stopped else "running", "Failed": False, "Restarts": 0,
                                       "StartedAt": "2024-11-12T16:40:19.482110764Z",
                                       "FinishedAt": "2024-11-20T09:04:51.262307145Z" if stopped else None, "Events": events}},
            "DeploymentID": dep7, "AllocModifyIndex": 84107 if not stopped else 90148,
        })
        return st
    hcl = '''job "image-resizer" {
  datacenters = ["dc1"]
  type        = "service"
  group "resizer" {
    count = 3
    update {
      max_parallel     = 1
      health_check     = "checks"
      min_healthy_time = "10s"
      auto_revert      = true
    }
    network { port "http" { to = 8080 } }
    service {
      name = "image-resizer"
      port = "http"
      check {
        type     = "http"
        path     = "/healthz"
        interval = "10s"
        timeout  = "2s"
      }
    }
    task "resizer" {
      driver = "docker"
      config {
        image = "registry.corp/media/resizer:4.3.0"
        ports = ["http"]
      }
      resources {
        cpu    = 500
        memory = 512
      }
    }
  }
}'''
    logs = "\n".join([
        "2024-11-20T09:04:27.611Z INFO  resizer starting version=4.3.0 commit=91fe0c2 libvips=8.15.3",
        "2024-11-20T09:04:27.618Z INFO  config loaded workers=8 max_pixels=40000000 formats=[jpeg png webp avif]",
        "2024-11-20T09:04:27.702Z INFO  connected to object store endpoint=https://minio.lab.internal:9000 bucket=media-originals",
        "2024-11-20T09:04:27.705Z INFO  http server listening addr=0.0.0.0:8080",
        "2024-11-20T09:04:28.914Z INFO  GET /healthz 200 0.4ms",
        "2024-11-20T09:04:36.003Z INFO  POST /v1/resize 200 212.7ms src=products/8812/main.jpg w=640 fmt=avif",
        "2024-11-20T09:04:38.915Z INFO  GET /healthz 200 0.3ms",
    ])
    job = {"Region": "global", "Namespace": "default", "ID": "image-resizer", "Name": "image-resizer", "Type": "service", "Priority": 50, "AllAtOnce": False,
           "Datacenters": ["dc1"], "NodePool": "default",
           "TaskGroups": [{"Name": "resizer", "Count": 3, "Update": {"Stagger": 30000000000, "MaxParallel": 1, "HealthCheck": "checks", "MinHealthyTime": 10000000000,
                                                                     "HealthyDeadline": 300000000000, "ProgressDeadline": 600000000000, "AutoRevert": True, "AutoPromote": False, "Canary": 0},
                           "Networks": [{"Mode": "host", "DynamicPorts": [{"Label": "http", "Value": 0, "To": 8080}]}],
                           "Services": [{"Name": "image-resizer", "PortLabel": "http", "Provider": "consul",
                                         "Checks": [{"Name": "service: \"image-resizer\" check", "Type": "http", "Path": "/healthz", "Interval": 10000000000, "Timeout": 2000000000}]}],
                           "Tasks": [{"Name": "resizer", "Driver": "docker", "Config": {"image": img8, "ports": ["http"]},
                                      "Resources": {"CPU": 500, "Cores": 0, "MemoryMB": 512, "MemoryMaxMB": 0}, "KillTimeout": 5000000000}]}],
           "Stop": False, "Status": "running", "StatusDescription": "", "Stable": True, "Version": 8, "SubmitTime": ns("2024-11-20T09:04:10", 966120458),
           "CreateIndex": 61880, "ModifyIndex": 90177, "JobModifyIndex": 90127}
    turns = [
        (call("nomad_list_jobs", namespace="default"), pj(jobs1)),
        (call("nomad_job_allocations", job_id="image-resizer"), pj([stub(a1), stub(a2), stub(a3)])),
        (call("nomad_list_nodes"), pj(node_list)),
        (call("nomad_get_allocation", alloc_id=a2[0]), pj(full_alloc(a2, False))),
        (call("nomad_register_job", hcl=hcl, enforce_index=True, job_modify_index=84102),
         pj({"EvalID": ev8, "EvalCreateIndex": 90127, "JobModifyIndex": 90127, "Warnings": "", "Index": 90127, "LastContact": 0, "KnownLeader": False})),
        (call("nomad_job_allocations", job_id="image-resizer"),
         pj([stub(n1), stub(a1, "stop", "complete", **stop1), stub(a2), stub(a3)])),
        (call("nomad_alloc_logs", alloc_id=n1[0], task="resizer", type="stdout", origin="start"), logs),
        (call("nomad_job_allocations", job_id="image-resizer"),
         pj([stub(n3), stub(n2), stub(n1), stub(a1, "stop", "complete", **stop1), stub(a2, "stop", "complete", **stop2), stub(a3, "stop", "complete", **stop3)])),
        (call("nomad_stop_job", job_id="nightly-export", purge=False), pj({"EvalID": "", "EvalCreateIndex": 90288, "JobModifyIndex": 90288, "Index": 90288})),
        (call("nomad_list_jobs", namespace="default"), pj(jobs2)),
        (call("nomad_get_job", job_id="image-resizer"), pj(job)),
        (call("nomad_get_allocation", alloc_id=a2[0]), pj(full_alloc(a2, True))),
    ]
    return {"task": "mcp", "tid": "h60-mcp-16", "system": system("nomad", "HashiCorp Nomad 1.8.4 cluster `media-eu`, region global", tools),
            "turns": turns, "state": "NOMAD_ADDR=https://nomad.media-eu.internal:4646, management token. 2024-11-20 09:02 UTC."}


# ---------------------------------------------------------------------------------------------------------
# 17 Google Cloud Compute Engine (clean): stop/start gives the VM a new ephemeral external IP and new
# start/stop timestamps (internal IP unchanged), labels change with a new fingerprint, a firewall rule is deleted.
# ---------------------------------------------------------------------------------------------------------
def t17() -> dict[str, Any]:
    tools = [
        tool("compute_instances_list", "List VM instances in a zone.", {"project": S, "zone": S, "filter": S}, ["project", "zone"]),
        tool("compute_instances_get", "Get one VM instance.", {"project": S, "zone": S, "instance": S}, ["project", "zone", "instance"]),
        tool("compute_instances_stop", "Stop a running instance.", {"project": S, "zone": S, "instance": S}, ["project", "zone", "instance"]),
        tool("compute_instances_start", "Start a stopped instance.", {"project": S, "zone": S, "instance": S}, ["project", "zone", "instance"]),
        tool("compute_instances_set_labels", "Set the labels of an instance (requires the current labelFingerprint).",
             {"project": S, "zone": S, "instance": S, "labels": OBJ, "labelFingerprint": S}, ["project", "zone", "instance", "labels", "labelFingerprint"]),
        tool("compute_zone_operations_get", "Get a zonal operation.", {"project": S, "zone": S, "operation": S}, ["project", "zone", "operation"]),
        tool("compute_firewalls_list", "List VPC firewall rules of a project.", {"project": S, "filter": S}, ["project"]),
        tool("compute_firewalls_delete", "Delete a VPC firewall rule.", {"project": S, "firewall": S}, ["project", "firewall"]),
    ]
    proj, zone = "tallow-analytics-prod", "europe-west4-b"
    base = f"https://www.googleapis.com/compute/v1/projects/{proj}"
    zl = f"{base}/zones/{zone}"
    sa = "mcp-ops@tallow-analytics-prod.iam.gserviceaccount.com"

    def inst(iid: str, name: str, mt: str, ip: str, nat: str, labels: dict[str, str], fp: str, created: str, start: str, stop: str | None,
             status: str = "RUNNING", tags: list[str] | None = None, disk_gb: str = "100") -> dict[str, Any]:
        d: dict[str, Any] = {
            "kind": "compute#instance", "id": iid, "creationTimestamp": created, "name": name, "tags": {"items": tags or ["etl"]},
            "machineType": f"{zl}/machineTypes/{mt}", "status": status, "zone": zl, "canIpForward": False,
            "networkInterfaces": [{"kind": "compute#networkInterface", "network": f"{base}/global/networks/default",
                                   "subnetwork": f"{base}/regions/europe-west4/subnetworks/default", "networkIP": ip, "name": "nic0",
                                   "accessConfigs": [{"kind": "compute#accessConfig", "type": "ONE_TO_ONE_NAT", "name": "External NAT", "natIP": nat, "networkTier": "PREMIUM"}],
                                   "stackType": "IPV4_ONLY"}],
            "disks": [{"kind": "compute#attachedDisk", "type": "PERSISTENT", "mode": "READ_WRITE", "source": f"{zl}/disks/{name}", "deviceName": name,
                       "index": 0, "boot": True, "autoDelete": True, "interface": "SCSI", "diskSizeGb": disk_gb, "architecture": "X86_64"}],
            "serviceAccounts": [{"email": "etl-runner@tallow-analytics-prod.iam.gserviceaccount.com", "scopes": ["https://www.googleapis.com/auth/cloud-platform"]}],
            "selfLink": f"{zl}/instances/{name}",
            "scheduling": {"onHostMaintenance": "MIGRATE", "automaticRestart": True, "preemptible": False, "provisioningModel": "STANDARD"},
            "cpuPlatform": "Intel Cascade Lake", "labels": labels, "labelFingerprint": fp, "startRestricted": False, "deletionProtection": False,
            "shieldedInstanceConfig": {"enableSecureBoot": False, "enableVtpm": True, "enableIntegrityMonitoring": True},
            "lastStartTimestamp": start}
        if stop:
            d["lastStopTimestamp"] = stop
        return d
    w1 = inst("8830416257719034152", "etl-worker-1", "n2-standard-4", "10.164.0.12", "34.90.112.41", {"env": "prod", "team": "data"}, "w8xBn0JpS4Q=",
              "2024-05-02T03:14:11.503-07:00", "2024-10-28T01:02:40.118-07:00", "2024-10-28T00:59:02.771-07:00")
    lab1 = {"env": "prod", "team": "data"}
    lab2 = {"env": "prod", "team": "data", "cost-center": "cc-4410"}
    w2 = dict(name="etl-worker-2", mt="n2-standard-4", ip="10.164.0.13", iid="4718203956612874531", created="2024-05-02T03:14:55.861-07:00")
    w2a = inst(nat="34.90.77.152", labels=lab1, fp="w8xBn0JpS4Q=", start="2024-10-28T01:02:11.410-07:00", stop="2024-10-28T00:58:40.120-07:00", **w2)
    jup = inst("2206917534480187733", "jupyter-hub", "e2-highmem-4", "10.164.0.20", "35.204.16.88", {"env": "prod", "team": "data", "app": "jupyter"}, "Lr5cT9Ue2aA=",
               "2024-06-19T08:40:27.090-07:00", "2024-09-03T06:11:52.634-07:00", None, tags=["jupyter", "http-server"], disk_gb="200")

    def op(name: str, typ: str, target: str, tid: str, status: str, insert: str, start: str, end: str | None, oid: str) -> str:
        d: dict[str, Any] = {"kind": "compute#operation", "id": oid, "name": name, "zone": zl if target.startswith(zl) else None, "operationType": typ,
                             "targetLink": target, "targetId": tid, "status": status, "user": sa, "progress": 100 if status == "DONE" else 0,
                             "insertTime": insert, "startTime": start}
        if d["zone"] is None:
            del d["zone"]
        if end:
            d["endTime"] = end
        d["selfLink"] = (f"{zl}/operations/{name}" if target.startswith(zl) else f"{base}/global/operations/{name}")
        return pj(d)

    def opname(iso: str, ms: int, tail: str) -> str:
        return f"operation-{epoch(iso) * 1000 + ms}-{tail}"
    stop_op = opname("2024-11-22T10:04:05", 102, "627f5a1c3e4d8-9b2a61c0-5d7e3f18")
    lab_op = opname("2024-11-22T10:05:21", 640, "627f5a6571b02-0e4c8d1a-7f3b9e26")
    start_op = opname("2024-11-22T10:05:48", 377, "627f5a7f0d6e4-c13a7b52-e8d90f41")
    del_op = opname("2024-11-22T10:08:13", 905, "627f5b08a52c1-4d6e0f93-2b7a1c85")
    tl = f"{zl}/instances/etl-worker-2"
    w2b = inst(nat="34.141.27.206", labels=lab2, fp="Yq3k7D1vHn0=", start="2024-11-22T02:05:57.912-08:00", stop="2024-11-22T02:04:39.554-08:00", **w2)

    def fw(name: str, fid: str, prio: int, allowed: list[dict[str, Any]], src: list[str], tags: list[str] | None, created: str, desc: str) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": "compute#firewall", "id": fid, "creationTimestamp": created, "name": name, "description": desc,
                             "network": f"{base}/global/networks/default", "priority": prio, "sourceRanges": src, "allowed": allowed, "direction": "INGRESS",
                             "logConfig": {"enable": False}, "disabled": False, "selfLink": f"{base}/global/firewalls/{name}"}
        if tags:
            d["targetTags"] = tags
        return d
    fws = [
        fw("allow-iap-ssh", "5402261178837210451", 1000, [{"IPProtocol": "tcp", "ports": ["22"]}], ["35.235.240.0/20"], None, "2024-05-02T02:58:13.222-07:00", "SSH via IAP"),
        fw("allow-internal", "7193388406120547718", 65534, [{"IPProtocol": "tcp", "ports": ["0-65535"]}, {"IPProtocol": "udp", "ports": ["0-65535"]}, {"IPProtocol": "icmp"}],
           ["10.128.0.0/9"], None, "2024-05-02T02:41:50.017-07:00", "Allow internal traffic on the default network"),
        fw("allow-jupyter-8888-any", "1847725390018563302", 900, [{"IPProtocol": "tcp", "ports": ["8888"]}], ["0.0.0.0/0"], ["jupyter"], "2024-06-19T08:52:44.300-07:00", "temporary - workshop"),
        fw("allow-lb-health-checks", "3390157264805519904", 1000, [{"IPProtocol": "tcp", "ports": ["80", "443", "8000"]}], ["35.191.0.0/16", "130.211.0.0/22"],
           ["http-server"], "2024-06-19T09:03:10.881-07:00", "Google LB health checks"),
    ]
    fl = f"{base}/global/firewalls"
    turns = [
        (call("compute_instances_list", project=proj, zone=zone), pj({"kind": "compute#instanceList", "id": f"projects/{proj}/zones/{zone}/instances",
                                                                     "items": [w1, w2a, jup], "selfLink": f"{zl}/instances"})),
        (call("compute_instances_stop", project=proj, zone=zone, instance="etl-worker-2"),
         op(stop_op, "stop", tl, w2["iid"], "RUNNING", "2024-11-22T02:04:05.102-08:00", "2024-11-22T02:04:05.131-08:00", None, "7351942086120385521")),
        (call("compute_zone_operations_get", project=proj, zone=zone, operation=stop_op),
         op(stop_op, "stop", tl, w2["iid"], "DONE", "2024-11-22T02:04:05.102-08:00", "2024-11-22T02:04:05.131-08:00", "2024-11-22T02:04:39.612-08:00", "7351942086120385521")),
        (call("compute_instances_set_labels", project=proj, zone=zone, instance="etl-worker-2", labels=lab2, labelFingerprint="w8xBn0JpS4Q="),
         op(lab_op, "setLabels", tl, w2["iid"], "DONE", "2024-11-22T02:05:21.640-08:00", "2024-11-22T02:05:21.664-08:00", "2024-11-22T02:05:22.030-08:00", "2941856307713520984")),
        (call("compute_instances_start", project=proj, zone=zone, instance="etl-worker-2"),
         op(start_op, "start", tl, w2["iid"], "RUNNING", "2024-11-22T02:05:48.377-08:00", "2024-11-22T02:05:48.402-08:00", None, "6081273359910442867")),
        (call("compute_instances_get", project=proj, zone=zone, instance="etl-worker-2"), pj(w2b)),
        (call("compute_firewalls_list", project=proj), pj({"kind": "compute#firewallList", "id": f"projects/{proj}/global/firewalls", "items": fws, "selfLink": fl})),
        (call("compute_firewalls_delete", project=proj, firewall="allow-jupyter-8888-any"),
         op(del_op, "delete", f"{fl}/allow-jupyter-8888-any", "1847725390018563302", "RUNNING", "2024-11-22T02:08:13.905-08:00", "2024-11-22T02:08:13.930-08:00", None, "4470198365521830019")),
        (call("compute_firewalls_list", project=proj), pj({"kind": "compute#firewallList", "id": f"projects/{proj}/global/firewalls",
                                                          "items": [f for f in fws if f["name"] != "allow-jupyter-8888-any"], "selfLink": fl})),
    ]
    return {"task": "mcp", "tid": "h60-mcp-17", "system": system("gcp-compute", "Google Compute Engine API v1, project tallow-analytics-prod", tools),
            "turns": turns, "state": "gcloud credentials: service account mcp-ops@tallow-analytics-prod.iam.gserviceaccount.com. 2024-11-22 10:03 UTC (02:03 PST)."}


# ---------------------------------------------------------------------------------------------------------
# 18 Fly.io Machines (bad, turn 7): after a restart, the machine's updated_at reads earlier than the value
# shown before the restart.
# ---------------------------------------------------------------------------------------------------------
def t18() -> dict[str, Any]:
    tools = [
        tool("fly_status", "Show the status of an app and its machines (flyctl status --json).", {"app": S}, ["app"]),
        tool("fly_machines_list", "List the machines of an app (Machines API).", {"app": S}, ["app"]),
        tool("fly_machine_get", "Get one machine, with its config and recent events.", {"app": S, "machine_id": S}, ["app", "machine_id"]),
        tool("fly_machine_restart", "Restart a machine.", {"app": S, "machine_id": S, "signal": S}, ["app", "machine_id"]),
        tool("fly_machine_stop", "Stop a machine.", {"app": S, "machine_id": S}, ["app", "machine_id"]),
        tool("fly_logs", "Recent logs of an app (optionally one machine).", {"app": S, "machine_id": S, "limit": INT}, ["app"]),
        tool("fly_secrets_list", "List the names and digests of an app's secrets.", {"app": S}, ["app"]),
    ]
    app = "pastebin-eu"
    img = {"registry": "registry.fly.io", "repository": app, "tag": "deployment-01JCZX4T7Q9M2K8H3N5B6V1R0F",
           "digest": "sha256:5e0a9d1c7b3f48e26a0c91d5f7b2e84a3c6d09f1e5b7a2c84d6f0e3b91a7c5d2", "labels": {"fly.pg-version": ""}}
    cfg = {"init": {}, "guest": {"cpu_kind": "shared", "cpus": 1, "memory_mb": 512}, "metadata": {"fly_platform_version": "v2", "fly_process_group": "app", "fly_release_id": "Xq8nB2vKdR7wLp",
                                                                                                 "fly_release_version": "41"},
           "services": [{"protocol": "tcp", "internal_port": 8080, "autostop": "stop", "autostart": True, "min_machines_running": 1,
                         "ports": [{"port": 80, "handlers": ["http"], "force_https": True}, {"port": 443, "handlers": ["http", "tls"]}],
                         "concurrency": {"type": "requests", "hard_limit": 250, "soft_limit": 200}}],
           "checks": {"servicecheck-00-http-8080": {"port": 8080, "type": "http", "interval": "15s", "timeout": "2s", "method": "GET", "path": "/healthz"}},
           "image": f"registry.fly.io/{app}:deployment-01JCZX4T7Q9M2K8H3N5B6V1R0F", "restart": {"policy": "on-failure", "max_retries": 10}}

    def ms(iso: str, frac: int) -> int:
        return epoch(iso) * 1000 + frac
    m1, m2, m3 = "3d8d9e5bc4e189", "91857e0f1c2d38", "e784079b449483"
    info = {m1: ("cold-dew-4821", "ams", "fdaa:2:45b:a7b:1c5:8e21:4d7a:2", "01JD3K8F2X9QW7VRN4M5TBZC6H", "2024-11-18T16:20:44Z"),
            m2: ("wandering-sun-1207", "ams", "fdaa:2:45b:a7b:1c6:3f90:b2e1:2", "01JD3K8G7C1MZ4TQ6P0XHWD2SE", "2024-11-18T16:20:51Z"),
            m3: ("polished-frost-5560", "fra", "fdaa:2:45b:a7b:2a4:c71d:90f3:2", "01JD3K8HB5RV9YN2QKF8W3T7MA", "2024-11-18T16:21:02Z")}
    ev_old = {m1: [{"type": "start", "status": "started", "source": "flyd", "timestamp": ms("2024-11-21T09:31:06", 884)},
                   {"type": "exit", "status": "stopped", "source": "flyd", "request": {"exit_event": {"exit_code": 0, "oom_killed": False, "requested_stop": True}},
                    "timestamp": ms("2024-11-21T09:30:58", 217)},
                   {"type": "launch", "status": "created", "source": "user", "timestamp": ms("2024-11-18T16:20:44", 90)}],
              m2: [{"type": "start", "status": "started", "source": "flyd", "timestamp": ms("2024-11-18T16:20:53", 610)},
                   {"type": "launch", "status": "created", "source": "user", "timestamp": ms("2024-11-18T16:20:51", 402)}],
              m3: [{"type": "start", "status": "started", "source": "flyd", "timestamp": ms("2024-11-18T16:21:04", 329)},
                   {"type": "launch", "status": "created", "source": "user", "timestamp": ms("2024-11-18T16:21:02", 155)}]}
    upd = {m1: "2024-11-21T09:31:07Z", m2: "2024-11-18T16:20:53Z", m3: "2024-11-18T16:21:04Z"}
    restart_ev = [{"type": "start", "status": "started", "source": "flyd", "timestamp": ms("2024-11-25T10:15:04", 391)},
                  {"type": "exit", "status": "stopped", "source": "flyd", "request": {"exit_event": {"exit_code": 0, "oom_killed": False, "requested_stop": True, "restarting": True}},
                   "timestamp": ms("2024-11-25T10:15:02", 967)},
                  {"type": "restart", "status": "stopping", "source": "user", "timestamp": ms("2024-11-25T10:15:02", 410)}]

    def machine(mid: str, state: str, updated: str, events: list[dict[str, Any]], checks_ok: bool = True, full: bool = True) -> dict[str, Any]:
        name, region, ip, iid, created = info[mid]
        d: dict[str, Any] = {"id": mid, "name": name, "state": state, "region": region, "instance_id": iid, "private_ip": ip}
        if full:
            d["config"] = cfg
        d.update({"image_ref": img, "created_at": created, "updated_at": updated, "events": events})
        if state == "started":
            d["checks"] = [{"name": "servicecheck-00-http-8080", "status": "passing" if checks_ok else "critical",
                            "output": "Success" if checks_ok else "connect: connection refused", "updated_at": updated}]
        d["host_status"] = "ok"
        return d
    m1_after = restart_ev + ev_old[m1]
    m2_stop = [{"type": "exit", "status": "stopped", "source": "flyd", "request": {"exit_event": {"exit_code": 0, "oom_killed": False, "requested_stop": True}},
                "timestamp": ms("2024-11-25T10:18:27", 845)},
               {"type": "stop", "status": "stopping", "source": "user", "timestamp": ms("2024-11-25T10:18:27", 102)}] + ev_old[m2]

    def status(states: dict[str, str], updated: dict[str, str]) -> str:
        return pj({"ID": app, "Name": app, "Status": "deployed", "Deployed": True, "Hostname": f"{app}.fly.dev", "Version": 41, "PlatformVersion": "machines",
                   "Organization": {"Slug": "corvid-labs", "Name": "Corvid Labs"},
                   "Machines": [{"id": mid, "name": info[mid][0], "state": states[mid], "region": info[mid][1], "image_ref": {"tag": img["tag"]},
                                 "checks": "1 total, 1 passing" if states[mid] == "started" else "", "updated_at": updated[mid], "config": {"metadata": {"fly_process_group": "app"}}}
                                for mid in (m1, m2, m3)]})
    logs = "\n".join([
        f"2024-11-25T10:15:02Z app[{m1}] ams [info] INFO Sending signal SIGINT to main child process w/ PID 314",
        f"2024-11-25T10:15:02Z app[{m1}] ams [info]{{\"level\":\"info\",\"msg\":\"shutting down\",\"open_conns\":3}}",
        f"2024-11-25T10:15:02Z app[{m1}] ams [info] INFO Main child exited normally with code: 0",
        f"2024-11-25T10:15:02Z app[{m1}] ams [info] INFO Starting clean up.",
        f"2024-11-25T10:15:02Z app[{m1}] ams [info] INFO Umounting /dev/vdc from /data",
        f"2024-11-25T10:15:03Z app[{m1}] ams [info] [  431.182044] reboot: Restarting system",
        f"2024-11-25T10:15:03Z runner[{m1}] ams [info] Machine started in 1.214s",
        f"2024-11-25T10:15:04Z app[{m1}] ams [info] INFO Preparing to run: `/app/pastebin serve` as app",
        f"2024-11-25T10:15:04Z app[{m1}] ams [info] INFO [fly api proxy] listening at /.fly/api",
        f"2024-11-25T10:15:04Z app[{m1}] ams [info]{{\"level\":\"info\",\"msg\":\"db ready\",\"path\":\"/data/pastes.db\",\"pastes\":18342}}",
        f"2024-11-25T10:15:04Z app[{m1}] ams [info]{{\"level\":\"info\",\"msg\":\"listening\",\"addr\":\"0.0.0.0:8080\"}}",
        f"2024-11-25T10:15:09Z proxy[{m1}] ams [info] machine became reachable in 5.117s",
    ])
    secrets = [{"name": "DATABASE_PATH", "digest": "1f7c2b90e4d3a856", "created_at": "2024-09-03T11:20:15Z"},
               {"name": "PASTE_SIGNING_KEY", "digest": "a09e5d31c7b84f62", "created_at": "2024-10-14T08:02:47Z"},
               {"name": "SENTRY_DSN", "digest": "6d2e8f1a0b73c945", "created_at": "2024-09-03T11:20:15Z"}]
    upd2 = dict(upd, **{m1: "2024-11-25T10:15:04Z", m2: "2024-11-25T10:18:27Z"})
    turns = [
        (call("fly_status", app=app), status({m1: "started", m2: "started", m3: "started"}, upd)),
        (call("fly_machines_list", app=app), pj([machine(m, "started", upd[m], ev_old[m][:1], full=False) for m in (m1, m2, m3)])),
        (call("fly_machine_get", app=app, machine_id=m1), pj(machine(m1, "started", upd[m1], ev_old[m1]))),
        (call("fly_machine_restart", app=app, machine_id=m1, signal="SIGINT"), pj({"ok": True})),
        (call("fly_logs", app=app, machine_id=m1, limit=12), logs),
        (call("fly_secrets_list", app=app), pj(secrets)),
        (call("fly_machine_get", app=app, machine_id=m1), pj(machine(m1, "started", "2024-11-21T09:28:44Z", m1_after))),
        (call("fly_machine_stop", app=app, machine_id=m2), pj({"ok": True})),
        (call("fly_machines_list", app=app), pj([machine(m1, "started", upd2[m1], m1_after[:1], full=False), machine(m2, "stopped", upd2[m2], m2_stop[:1], full=False),
                                                 machine(m3, "started", upd2[m3], ev_old[m3][:1], full=False)])),
        (call("fly_status", app=app), status({m1: "started", m2: "stopped", m3: "started"}, upd2)),
    ]
    return {"task": "mcp", "tid": "h60-mcp-18", "system": system("flyio", "Fly.io Machines API and flyctl, org corvid-labs", tools),
            "turns": turns, "state": "flyctl v0.3.40 authenticated as ops@corvidlabs.io, org corvid-labs. 2024-11-25 10:12 UTC.",
            "bad": True, "turn": 7, "kind": "After the restart (events at 10:15 on 2024-11-25), machine 3d8d9e5bc4e189 reports updated_at 2024-11-21T09:28:44Z, earlier than the 09:31:07Z it showed before the restart."}


# ---------------------------------------------------------------------------------------------------------
# 19 filesystem server (bad, turn 11): a line never edited (timeout_ms = 3000) reads 5000 on the final read.
# ---------------------------------------------------------------------------------------------------------
def js_date(iso: str) -> str:
    dt = datetime.strptime(iso, "%Y-%m-%dT%H:%M:%S")
    return dt.strftime("%a %b %d %Y %H:%M:%S") + " GMT+0000 (Coordinated Universal Time)"


def fs_diff(path: str, old: str, new: str) -> str:
    body = "\n".join(difflib.unified_diff(old.split("\n"), new.split("\n"), fromfile=f"{path}\toriginal", tofile=f"{path}\tmodified", n=4, lineterm=""))
    patch = f"Index: {path}\n{'=' * 67}\n{body}\n"
    return f"```diff\n{patch}```\n\n"


def t19() -> dict[str, Any]:
    tools = [
        tool("list_allowed_directories", "Returns the list of directories that this server is allowed to access.", {}, []),
        tool("list_directory", "Get a detailed listing of all files and directories in a specified path. Results clearly distinguish between files and directories with [FILE] and [DIR] prefixes.", {"path": S}, ["path"]),
        tool("read_text_file", "Read the complete contents of a file from the file system as text.", {"path": S, "head": INT, "tail": INT}, ["path"]),
        tool("edit_file", "Make line-based edits to a text file. Each edit replaces exact line sequences with new content. Returns a git-style diff showing the changes made.",
             {"path": S, "edits": A, "dryRun": B}, ["path", "edits"]),
        tool("get_file_info", "Retrieve detailed metadata about a file or directory.", {"path": S}, ["path"]),
        tool("create_directory", "Create a new directory or ensure a directory exists.", {"path": S}, ["path"]),
        tool("move_file", "Move or rename files and directories.", {"source": S, "destination": S}, ["source", "destination"]),
        tool("search_files", "Recursively search for files and directories matching a pattern.", {"path": S, "pattern": S, "excludePatterns": A}, ["path", "pattern"]),
    ]
    root = "/home/dana/projects/ingest-svc"
    cfg = f"{root}/config/settings.toml"
    v0 = """# ingest-svc configuration
# Managed by: data-platform (owner: dana.k)

[service]
name = "ingest-svc"
listen = "0.0.0.0:8420"
workers = 6
log_level = "info"

[database]
url = "postgresql://ingest@pg-ingest.internal:5432/ingest"
max_connections = 50
min_idle = 5
statement_cache = 256
timeout_ms = 3000

[kafka]
brokers = ["kafka-1.internal:9092", "kafka-2.internal:9092", "kafka-3.internal:9092"]
topic = "events.raw.v2"
group_id = "ingest-svc-prod"
batch_size = 500
linger_ms = 25

[retry]
attempts = 4
backoff_initial_ms = 200
backoff_max_ms = 8000
jitter = true

[s3]
bucket = "acme-ingest-landing"
region = "eu-west-1"
prefix = "raw/"
"""
    v1 = v0.replace("max_connections = 50", "max_connections = 80")
    v2 = v1.replace("attempts = 4", "attempts = 6")
    shown = v2.replace("timeout_ms = 3000", "timeout_ms = 5000")
    size = len(v0.encode("utf-8"))

    def info(created: str, modified: str, accessed: str) -> str:
        return "\n".join([f"size: {size}", f"created: {js_date(created)}", f"modified: {js_date(modified)}", f"accessed: {js_date(accessed)}",
                          "isDirectory: false", "isFile: true", "permissions: 644"])
    turns = [
        (call("list_allowed_directories"), text(f"Allowed directories:\n{root}")),
        (call("list_directory", path=f"{root}/config"), text("[FILE] legacy.toml\n[FILE] logging.yaml\n[FILE] settings.toml")),
        (call("read_text_file", path=cfg), text(v0)),
        (call("edit_file", path=cfg, edits=[{"oldText": "max_connections = 50", "newText": "max_connections = 80"}]), text(fs_diff(cfg, v0, v1))),
        (call("get_file_info", path=cfg), text(info("2024-07-02T09:14:37", "2024-11-26T14:06:52", "2024-11-26T14:05:18"))),
        (call("create_directory", path=f"{root}/config/archive"), text(f"Successfully created directory {root}/config/archive")),
        (call("move_file", source=f"{root}/config/legacy.toml", destination=f"{root}/config/archive/legacy.toml"),
         text(f"Successfully moved {root}/config/legacy.toml to {root}/config/archive/legacy.toml")),
        (call("list_directory", path=f"{root}/config"), text("[DIR] archive\n[FILE] logging.yaml\n[FILE] settings.toml")),
        (call("search_files", path=root, pattern="**/*.toml", excludePatterns=["**/.venv/**"]),
         text(f"{root}/config/archive/legacy.toml\n{root}/config/settings.toml\n{root}/pyproject.toml")),
        (call("edit_file", path=cfg, edits=[{"oldText": "attempts = 4", "newText": "attempts = 6"}]), text(fs_diff(cfg, v1, v2))),
        (call("read_text_file", path=cfg), text(shown)),
        (call("get_file_info", path=cfg), text(info("2024-07-02T09:14:37", "2024-11-26T14:09:40", "2024-11-26T14:09:58"))),
    ]
    return {"task": "mcp", "tid": "h60-mcp-19", "system": system("filesystem", "@modelcontextprotocol/server-filesystem restricted to /home/dana/projects/ingest-svc", tools),
            "turns": turns, "state": "filesystem server started with allowed directory /home/dana/projects/ingest-svc. 2024-11-26 14:05 UTC.",
            "bad": True, "turn": 11, "kind": "The final read shows timeout_ms = 5000 in [database], a line no edit touched and that read 3000 in turn 3."}


# ---------------------------------------------------------------------------------------------------------
# 20 Proxmox VE (clean): snapshot task (UPID fields agree with the task status), snapshot tree re-parented
# ("current" now under the new snapshot), VM uptime and counters move on.
# ---------------------------------------------------------------------------------------------------------
def t20() -> dict[str, Any]:
    tools = [
        tool("get_nodes", "List cluster nodes with resource usage.", {}, []),
        tool("get_vms", "List QEMU VMs on a node.", {"node": S}, ["node"]),
        tool("get_vm_status", "Current status of a VM (GET /nodes/{node}/qemu/{vmid}/status/current).", {"node": S, "vmid": INT}, ["node", "vmid"]),
        tool("list_snapshots", "List the snapshots of a VM.", {"node": S, "vmid": INT}, ["node", "vmid"]),
        tool("create_snapshot", "Snapshot a VM; returns the task UPID.", {"node": S, "vmid": INT, "snapname": S, "description": S, "vmstate": B}, ["node", "vmid", "snapname"]),
        tool("get_task_status", "Status of a task by UPID.", {"node": S, "upid": S}, ["node", "upid"]),
    ]
    t2 = epoch("2024-11-27T13:40:10")
    t_snap = epoch("2024-11-27T13:41:25")
    t7 = epoch("2024-11-27T13:42:31")
    pid, pstart = 238066, 381998823
    upid = f"UPID:pve1:{pid:08X}:{pstart:08X}:{t_snap:08X}:qmsnapshot:102:root@pam:"
    nodes = {"data": [
        {"node": "pve1", "status": "online", "cpu": 0.0871, "maxcpu": 32, "mem": 71383412736, "maxmem": 135080312832, "disk": 18246111232, "maxdisk": 100861726720,
         "uptime": 3817204, "level": "", "id": "node/pve1", "type": "node", "ssl_fingerprint": "4B:1E:93:0C:7A:D5:28:F1:6E:C2:9B:04:A7:3D:58:E0:19:BC:62:F4:0D:85:A1:3E:C9:77:2B:50:E6:14:D8:9A"},
        {"node": "pve2", "status": "online", "cpu": 0.0412, "maxcpu": 16, "mem": 29107453952, "maxmem": 67350003712, "disk": 12884901888, "maxdisk": 100861726720,
         "uptime": 1296117, "level": "", "id": "node/pve2", "type": "node", "ssl_fingerprint": "D2:07:5C:AE:31:9F:64:B8:E0:12:7D:C3:4A:96:F5:2E:81:0B:D7:6C:39:A4:E5:1F:72:C8:03:B6:5D:9E:40:1A"}]}
    vm102_up = 604012
    vms = {"data": [
        {"vmid": 101, "name": "gitea", "status": "running", "cpus": 2, "maxmem": 4294967296, "mem": 1873215488, "maxdisk": 68719476736, "disk": 0,
         "uptime": 1209433, "netin": 20381476512, "netout": 94017722381, "diskread": 5120339968, "diskwrite": 41908244480, "pid": 2914, "cpu": 0.0123},
        {"vmid": 102, "name": "nextcloud", "status": "running", "cpus": 4, "maxmem": 8589934592, "mem": 5301731328, "maxdisk": 214748364800, "disk": 0,
         "uptime": vm102_up, "netin": 81234567890, "netout": 302118840117, "diskread": 90441203712, "diskwrite": 118705623040, "pid": 48817, "cpu": 0.0547},
        {"vmid": 110, "name": "win11-lab", "status": "stopped", "cpus": 4, "maxmem": 8589934592, "mem": 0, "maxdisk": 137438953472, "disk": 0,
         "uptime": 0, "netin": 0, "netout": 0, "diskread": 0, "diskwrite": 0, "cpu": 0},
        {"vmid": 9000, "name": "ubuntu-2404-cloudinit", "status": "stopped", "template": 1, "cpus": 2, "maxmem": 2147483648, "mem": 0, "maxdisk": 3758096384,
         "disk": 0, "uptime": 0, "netin": 0, "netout": 0, "diskread": 0, "diskwrite": 0, "cpu": 0}]}
    snaps1 = {"data": [{"name": "pre-nc28", "description": "before Nextcloud 28 upgrade", "snaptime": 1709543012, "vmstate": 0},
                       {"name": "current", "description": "You are here!", "parent": "pre-nc28", "running": 1, "digest": "6a3c0f1e92b7d54a8e0c13f7b2d9e6a41c58f07d"}]}
    snaps2 = {"data": [{"name": "pre-nc28", "description": "before Nextcloud 28 upgrade", "snaptime": 1709543012, "vmstate": 0},
                       {"name": "pre-nc29", "description": "before Nextcloud 29.0.9 upgrade (occ upgrade)", "snaptime": t_snap + 1, "parent": "pre-nc28", "vmstate": 0},
                       {"name": "current", "description": "You are here!", "parent": "pre-nc29", "running": 1, "digest": "e19b47d20c6a3f85b1d0e7c4a92f38b6d05e1c7a"}]}
    task = {"data": {"upid": upid, "node": "pve1", "pid": pid, "pstart": pstart, "starttime": t_snap, "type": "qmsnapshot", "id": "102", "user": "root@pam",
                     "status": "stopped", "exitstatus": "OK"}}
    status = {"data": {"vmid": 102, "name": "nextcloud", "status": "running", "qmpstatus": "running", "uptime": vm102_up + (t7 - t2), "pid": 48817,
                       "cpus": 4, "maxmem": 8589934592, "mem": 5318004736, "balloon": 8589934592, "maxdisk": 214748364800, "disk": 0,
                       "netin": 81301992214, "netout": 302391775203, "diskread": 90448658432, "diskwrite": 118994214912, "cpu": 0.0612,
                       "ha": {"managed": 0}, "agent": 1, "running-qemu": "9.0.2", "running-machine": "pc-i440fx-9.0+pve0",
                       "proxmox-support": {"pbs-dirty-bitmap": True, "pbs-masterkey": True, "query-bitmap-info": True, "backup-max-workers": True}}}
    turns = [
        (call("get_nodes"), pj(nodes)),
        (call("get_vms", node="pve1"), pj(vms)),
        (call("list_snapshots", node="pve1", vmid=102), pj(snaps1)),
        (call("create_snapshot", node="pve1", vmid=102, snapname="pre-nc29", description="before Nextcloud 29.0.9 upgrade (occ upgrade)", vmstate=False), pj({"data": upid})),
        (call("get_task_status", node="pve1", upid=upid), pj(task)),
        (call("list_snapshots", node="pve1", vmid=102), pj(snaps2)),
        (call("get_vm_status", node="pve1", vmid=102), pj(status)),
    ]
    return {"task": "mcp", "tid": "h60-mcp-20", "system": system("proxmox", "Proxmox VE 8.2 cluster `homelab` via API token root@pam!mcp", tools),
            "turns": turns, "state": "Proxmox VE API https://pve1.home.arpa:8006/api2/json, token root@pam!mcp. 2024-11-27 13:39 UTC."}


# ---------------------------------------------------------------------------------------------------------
# 21 Azure (bad, turn 7, last): after the resize, the VM's timeCreated moves from 2024-02-11 to 2024-02-17.
# ---------------------------------------------------------------------------------------------------------
def t21() -> dict[str, Any]:
    tools = [
        tool("vm_list", "List virtual machines in a resource group (az vm list).", {"resource_group": S}, ["resource_group"]),
        tool("vm_show", "Show a virtual machine (az vm show).", {"resource_group": S, "name": S}, ["resource_group", "name"]),
        tool("vm_resize", "Change the size of a virtual machine (az vm resize).", {"resource_group": S, "name": S, "size": S}, ["resource_group", "name", "size"]),
        tool("vm_get_instance_view", "Runtime instance view of a VM (power state, agent, statuses).", {"resource_group": S, "name": S}, ["resource_group", "name"]),
        tool("nsg_rule_list", "List the security rules of a network security group.", {"resource_group": S, "nsg_name": S}, ["resource_group", "nsg_name"]),
        tool("nsg_rule_create", "Create a network security group rule.", {"resource_group": S, "nsg_name": S, "name": S, "priority": INT, "direction": S, "access": S,
                                                                          "protocol": S, "source_address_prefixes": A, "destination_port_ranges": A, "description": S},
             ["resource_group", "nsg_name", "name", "priority"]),
        tool("nsg_rule_delete", "Delete a network security group rule.", {"resource_group": S, "nsg_name": S, "name": S}, ["resource_group", "nsg_name", "name"]),
    ]
    sub, rg = "6f2e1a9c-4b7d-4e03-9a58-c1d2e3f4a5b6", "rg-ledger-weu"
    rgid = f"/subscriptions/{sub}/resourceGroups/{rg}"
    nsg = "nsg-ledger-app"

    def vm(name: str, size: str, vmid: str, created: str, disk: str, zone: str) -> dict[str, Any]:
        return {
            "id": f"{rgid}/providers/Microsoft.Compute/virtualMachines/{name}", "name": name, "type": "Microsoft.Compute/virtualMachines", "location": "westeurope",
            "tags": {"app": "ledger", "env": "prod", "costCenter": "FIN-220"}, "zones": [zone],
            "hardwareProfile": {"vmSize": size},
            "storageProfile": {"imageReference": {"publisher": "Canonical", "offer": "0001-com-ubuntu-server-jammy", "sku": "22_04-lts-gen2", "version": "latest",
                                                  "exactVersion": "22.04.202401310"},
                               "osDisk": {"osType": "Linux", "name": disk, "caching": "ReadWrite", "createOption": "FromImage", "diskSizeGB": 64,
                                          "managedDisk": {"storageAccountType": "Premium_LRS", "id": f"{rgid}/providers/Microsoft.Compute/disks/{disk}"}, "deleteOption": "Delete"},
                               "dataDisks": [], "diskControllerType": "SCSI"},
            "osProfile": {"computerName": name, "adminUsername": "azureops", "linuxConfiguration": {"disablePasswordAuthentication": True, "provisionVMAgent": True,
                                                                                                   "patchSettings": {"patchMode": "ImageDefault", "assessmentMode": "ImageDefault"}},
                          "secrets": [], "allowExtensionOperations": True, "requireGuestProvisionSignal": True},
            "networkProfile": {"networkInterfaces": [{"id": f"{rgid}/providers/Microsoft.Network/networkInterfaces/{name}-nic", "properties": {"deleteOption": "Detach"}}]},
            "diagnosticsProfile": {"bootDiagnostics": {"enabled": True}},
            "provisioningState": "Succeeded", "vmId": vmid, "timeCreated": created, "resourceGroup": rg}
    a1 = dict(name="vm-ledger-app-01", vmid="0e4b8f31-7a2c-4d95-b160-3f9e8d2a7c54", disk="vm-ledger-app-01_OsDisk_1_9c2e47b0d1a84f36b5e2c07a91d3f6e8", zone="1")
    a2 = dict(name="vm-ledger-app-02", vmid="c83a1d57-02e9-4b6f-9d4a-e17b5c08f2a3", disk="vm-ledger-app-02_OsDisk_1_3f7a90c2e5d14b68a0c9e1f2b7d4a563", zone="2")

    def rule(name: str, prio: int, access: str, proto: str, src: list[str], ports: list[str], desc: str, etag: str) -> dict[str, Any]:
        d: dict[str, Any] = {"name": name, "id": f"{rgid}/providers/Microsoft.Network/networkSecurityGroups/{nsg}/securityRules/{name}", "etag": etag,
                             "type": "Microsoft.Network/networkSecurityGroups/securityRules", "provisioningState": "Succeeded", "description": desc,
                             "protocol": proto, "sourcePortRange": "*"}
        if len(ports) == 1:
            d["destinationPortRange"] = ports[0]
        else:
            d["destinationPortRanges"] = ports
        if len(src) == 1:
            d["sourceAddressPrefix"] = src[0]
        else:
            d["sourceAddressPrefixes"] = src
        d.update({"destinationAddressPrefix": "VirtualNetwork", "access": access, "priority": prio, "direction": "Inbound", "resourceGroup": rg})
        return d
    etag1 = 'W/"7c0f4e2a-9b13-4d68-a5e1-2f8c3b7d9a40"'
    etag2 = 'W/"b14e9d07-3c6a-4f82-9e05-71d2a8c4f6b3"'
    r_https = rule("AllowHTTPSFromAppGateway", 300, "Allow", "Tcp", ["10.30.0.0/24"], ["443"], "TLS from Application Gateway subnet", etag1)
    r_ssh = rule("AllowSSHFromBastion", 310, "Allow", "Tcp", ["10.30.250.0/26"], ["22"], "Azure Bastion subnet", etag1)
    r_rdp = rule("AllowRDPFromOffice", 320, "Allow", "Tcp", ["203.0.113.40/29", "198.51.100.16/28"], ["3389"], "legacy jump host - remove", etag1)
    r_deny = rule("DenyAllInboundCustom", 4000, "Deny", "*", ["*"], ["*"], "explicit deny", etag1)
    r_prom = rule("AllowPrometheusScrape", 330, "Allow", "Tcp", ["10.20.8.0/24"], ["9100", "9256"], "node_exporter + process_exporter from monitoring vnet", etag2)
    iv = {"computerName": "vm-ledger-app-01", "osName": "ubuntu", "osVersion": "22.04", "hyperVGeneration": "V2",
          "vmAgent": {"vmAgentVersion": "2.11.1.12", "statuses": [{"code": "ProvisioningState/succeeded", "level": "Info", "displayStatus": "Ready",
                                                                  "message": "Guest Agent is running", "time": "2024-11-28T15:24:51+00:00"}], "extensionHandlers": []},
          "disks": [{"name": a1["disk"], "statuses": [{"code": "ProvisioningState/succeeded", "level": "Info", "displayStatus": "Provisioning succeeded",
                                                       "time": "2024-11-28T15:23:40.4419865+00:00"}]}],
          "bootDiagnostics": {}, "statuses": [{"code": "ProvisioningState/succeeded", "level": "Info", "displayStatus": "Provisioning succeeded",
                                               "time": "2024-11-28T15:24:06.1582203+00:00"},
                                              {"code": "PowerState/running", "level": "Info", "displayStatus": "VM running"}]}
    created1 = "2024-02-11T08:43:17.6082294+00:00"
    turns = [
        (call("vm_list", resource_group=rg), pj([vm(size="Standard_D2s_v5", created=created1, **a1),
                                                 vm(size="Standard_D2s_v5", created="2024-02-11T08:47:52.1137480+00:00", **a2)])),
        (call("nsg_rule_list", resource_group=rg, nsg_name=nsg), pj([r_https, r_ssh, r_rdp, r_deny])),
        (call("nsg_rule_create", resource_group=rg, nsg_name=nsg, name="AllowPrometheusScrape", priority=330, direction="Inbound", access="Allow", protocol="Tcp",
              source_address_prefixes=["10.20.8.0/24"], destination_port_ranges=["9100", "9256"], description="node_exporter + process_exporter from monitoring vnet"),
         pj(r_prom)),
        (call("vm_resize", resource_group=rg, name="vm-ledger-app-01", size="Standard_D4s_v5"), pj(vm(size="Standard_D4s_v5", created=created1, **a1))),
        (call("vm_get_instance_view", resource_group=rg, name="vm-ledger-app-01"), pj(iv)),
        (call("nsg_rule_delete", resource_group=rg, nsg_name=nsg, name="AllowRDPFromOffice"), text(f"Deleted security rule 'AllowRDPFromOffice' from {nsg} (resource group {rg}).")),
        (call("vm_show", resource_group=rg, name="vm-ledger-app-01"), pj(vm(size="Standard_D4s_v5", created="2024-02-17T08:43:17.6082294+00:00", **a1))),
    ]
    return {"task": "mcp", "tid": "h60-mcp-21", "system": system("azure", "Azure Resource Manager via az CLI 2.66, subscription `ledger-prod`", tools),
            "turns": turns, "state": f"az account: subscription ledger-prod ({sub}), user ops-automation@ledgerco.onmicrosoft.com. 2024-11-28 15:20 UTC.",
            "bad": True, "turn": 7, "kind": "vm-ledger-app-01's timeCreated reads 2024-02-17T08:43:17 instead of the 2024-02-11T08:43:17 shown in the list and resize output."}


# ---------------------------------------------------------------------------------------------------------
# 22 Meilisearch (clean): adding 3 documents (one replaces an existing id) grows the count by 2, field
# distribution follows which fields each document has, a deleted document leaves the results and the counts.
# ---------------------------------------------------------------------------------------------------------
def t22() -> dict[str, Any]:
    tools = [
        tool("list_indexes", "List all indexes.", {"limit": INT, "offset": INT}, []),
        tool("get_index_stats", "Stats of an index: document count and field distribution.", {"indexUid": S}, ["indexUid"]),
        tool("add_documents", "Add or replace documents in an index (asynchronous task).", {"indexUid": S, "documents": A, "primaryKey": S}, ["indexUid", "documents"]),
        tool("get_task", "Get an asynchronous task by uid.", {"taskUid": INT}, ["taskUid"]),
        tool("search", "Search an index.", {"indexUid": S, "q": S, "limit": INT, "filter": S, "attributesToRetrieve": A}, ["indexUid", "q"]),
        tool("delete_document", "Delete one document by its primary key (asynchronous task).", {"indexUid": S, "documentId": S}, ["indexUid", "documentId"]),
    ]
    base = {"brand": 12480, "category": 12480, "color": 11906, "price": 12480, "rating": 9874, "sizes": 12211, "sku": 12480, "title": 12480}
    d0412 = {"sku": "TR-0412", "title": "Ridgeline 3 trail running shoe", "brand": "Altmark", "category": "shoes/trail", "price": 109.95, "color": "moss/black",
             "sizes": [40, 41, 42, 43, 44, 45, 46], "rating": 4.3}
    d1207 = {"sku": "TR-1207", "title": "Scree Runner trail running shoe (women)", "brand": "Kestrel", "category": "shoes/trail", "price": 134.0, "color": "slate/coral",
             "sizes": [36, 37, 38, 39, 40, 41]}
    d1208 = {"sku": "TR-1208", "title": "Scree Runner trail running shoe (men)", "brand": "Kestrel", "category": "shoes/trail", "price": 134.0, "color": "slate/lime",
             "sizes": [40, 41, 42, 43, 44, 45, 46, 47]}
    d0088 = {"sku": "TR-0088", "title": "Trailblazer GTX trail running shoe", "brand": "Northpeak", "category": "shoes/trail", "price": 149.0, "color": "black/orange",
             "sizes": [39, 40, 41, 42, 43, 44, 45, 46], "rating": 4.6}
    d0530 = {"sku": "TR-0530", "title": "Fellrunner 2 lightweight trail shoe", "brand": "Altmark", "category": "shoes/trail", "price": 99.0, "color": "blue/white",
             "sizes": [38, 39, 40, 41, 42, 43, 44, 45], "rating": 4.1}
    docs = [d1207, d1208, d0412]
    stats2 = dict(base)
    for d in docs[:2]:
        for k in d:
            stats2[k] += 1
    stats3 = dict(stats2)
    for k in d0088:
        stats3[k] -= 1

    def stats(fd: dict[str, int]) -> str:
        return pj({"numberOfDocuments": fd["sku"], "isIndexing": False, "fieldDistribution": dict(sorted(fd.items()))})

    def search(hits: list[dict[str, Any]], total: int, ms: int) -> str:
        return pj({"hits": hits, "query": "trail running shoe", "processingTimeMs": ms, "limit": 3, "offset": 0, "estimatedTotalHits": total})
    t1 = {"uid": 48213, "batchUid": 31877, "indexUid": "products", "status": "succeeded", "type": "documentAdditionOrUpdate", "canceledBy": None,
          "details": {"receivedDocuments": 3, "indexedDocuments": 3}, "error": None, "duration": "PT0.412781S",
          "enqueuedAt": "2024-11-29T09:14:02.448173Z", "startedAt": "2024-11-29T09:14:02.451092Z", "finishedAt": "2024-11-29T09:14:02.863873Z"}
    t2 = {"uid": 48214, "batchUid": 31878, "indexUid": "products", "status": "succeeded", "type": "documentDeletion", "canceledBy": None,
          "details": {"providedIds": 1, "deletedDocuments": 1}, "error": None, "duration": "PT0.087305S",
          "enqueuedAt": "2024-11-29T09:16:40.017552Z", "startedAt": "2024-11-29T09:16:40.020914Z", "finishedAt": "2024-11-29T09:16:40.108219Z"}
    turns = [
        (call("list_indexes"), pj({"results": [{"uid": "articles", "primaryKey": "id", "createdAt": "2024-03-04T10:12:44.381927Z", "updatedAt": "2024-11-29T06:00:13.50288Z"},
                                               {"uid": "products", "primaryKey": "sku", "createdAt": "2024-02-19T13:40:02.118743Z", "updatedAt": "2024-11-29T07:31:55.901247Z"}],
                                   "offset": 0, "limit": 20, "total": 2})),
        (call("get_index_stats", indexUid="products"), stats(base)),
        (call("add_documents", indexUid="products", documents=docs, primaryKey="sku"),
         pj({"taskUid": 48213, "indexUid": "products", "status": "enqueued", "type": "documentAdditionOrUpdate", "enqueuedAt": "2024-11-29T09:14:02.448173Z"})),
        (call("get_task", taskUid=48213), pj(t1)),
        (call("get_index_stats", indexUid="products"), stats(stats2)),
        (call("search", indexUid="products", q="trail running shoe", limit=3), search([d0088, d0412, d1207], 57, 4)),
        (call("delete_document", indexUid="products", documentId="TR-0088"),
         pj({"taskUid": 48214, "indexUid": "products", "status": "enqueued", "type": "documentDeletion", "enqueuedAt": "2024-11-29T09:16:40.017552Z"})),
        (call("get_task", taskUid=48214), pj(t2)),
        (call("search", indexUid="products", q="trail running shoe", limit=3), search([d0412, d1207, d0530], 56, 3)),
        (call("get_index_stats", indexUid="products"), stats(stats3)),
    ]
    return {"task": "mcp", "tid": "h60-mcp-22", "system": system("meilisearch", "Meilisearch 1.11 at http://search.shop.internal:7700", tools),
            "turns": turns, "state": "Meilisearch http://search.shop.internal:7700, admin API key. 2024-11-29 09:12 UTC."}


BUILDERS = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in BUILDERS:
        t = build()
        rs.add(t["task"], t["tid"], t["system"], t["turns"], state=t.get("state"), bad=t.get("bad", False), turn=t.get("turn"),
               kind=t.get("kind", "clean"))
    rs.write()


if __name__ == "__main__":
    main()
