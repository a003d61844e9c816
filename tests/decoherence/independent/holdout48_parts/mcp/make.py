# ruff: noqa: E501
"""Held-out set holdout48, domain mcp: 22 MCP-server trajectories (11 with one contradiction).

Each trajectory is an agent calling the tools of one MCP server; the observations are what the server
returns. Run from the repository root:
``python3 -m tests.decoherence.independent.holdout48_parts.mcp.make``.
"""

from __future__ import annotations

import math
from pathlib import Path

from tests.decoherence.independent.rowkit2 import A, B, INT, OBJ, S, RowSet, call, mcp_system, mcp_text, pj, tool


def cols(headers: list[str], rows: list[list[object]], sep: str = "   ") -> str:
    """A left-aligned, space-padded table (kubectl, CLI style)."""
    data = [[str(v) for v in r] for r in [headers, *rows]]
    widths = [max(len(r[i]) for r in data) for i in range(len(headers))]
    return "\n".join(sep.join(v.ljust(w) for v, w in zip(r, widths)).rstrip() for r in data)


def box(headers: list[str], types: list[str], rows: list[list[object]]) -> str:
    """A DuckDB-CLI style box table."""
    data = [[str(v) for v in r] for r in rows]
    widths = [max(len(h), len(t), *(len(r[i]) for r in data)) for i, (h, t) in enumerate(zip(headers, types))]
    top = "┌" + "┬".join("─" * (w + 2) for w in widths) + "┐"
    mid = "├" + "┼".join("─" * (w + 2) for w in widths) + "┤"
    bot = "└" + "┴".join("─" * (w + 2) for w in widths) + "┘"
    head = "│" + "│".join(f" {h.center(w)} " for h, w in zip(headers, widths)) + "│"
    typ = "│" + "│".join(f" {t.center(w)} " for t, w in zip(types, widths)) + "│"
    body = ["│" + "│".join(f" {v.rjust(w) if v.replace('.', '').replace('-', '').isdigit() else v.ljust(w)} " for v, w in zip(r, widths)) + "│" for r in data]
    return "\n".join([top, head, typ, mid, *body, bot])


# Kubernetes: clean
def t01(rs: RowSet) -> None:
    system = mcp_system("kubernetes", "kubectl operations against the cluster in the current kubeconfig context", [
        tool("kubectl_get", "Get or list Kubernetes resources by resource type, name, and optionally namespace", {"resourceType": S, "name": S, "namespace": S, "output": S, "allNamespaces": B, "labelSelector": S}, ["resourceType"]),
        tool("kubectl_describe", "Describe Kubernetes resources by resource type, name, and optionally namespace", {"resourceType": S, "name": S, "namespace": S}, ["resourceType", "name"]),
        tool("kubectl_logs", "Get logs from a pod, optionally the previous container instance", {"resourceType": S, "name": S, "namespace": S, "container": S, "previous": B, "tail": INT, "since": S}, ["resourceType", "name", "namespace"]),
        tool("kubectl_patch", "Update field(s) of a resource using strategic merge patch, JSON merge patch, or JSON patch", {"resourceType": S, "name": S, "namespace": S, "patchType": S, "patchData": OBJ}, ["resourceType", "name"]),
        tool("kubectl_rollout", "Manage the rollout of a resource (status, restart, undo, history, pause, resume)", {"subCommand": S, "resourceType": S, "name": S, "namespace": S, "timeout": S}, ["subCommand", "resourceType", "name"]),
        tool("kubectl_scale", "Scale a Kubernetes deployment", {"name": S, "namespace": S, "replicas": INT, "resourceType": S}, ["name", "replicas"]),
        tool("kubectl_delete", "Delete Kubernetes resources by resource type, name, labels, or from a manifest file", {"resourceType": S, "name": S, "namespace": S, "labelSelector": S}, ["resourceType"]),
    ])
    state = ("kubeconfig context gke_acme-prod_europe-west1_prod-eu-1 (user oncall-sre). PagerDuty alert PaymentsApiDown "
             "fired at 14:27 UTC on 2024-11-19 after the 14:24 helm upgrade of release `payments` (chart payments-3.18.2). "
             "Task: find out why payments-api is down and bring it back without rolling the release back.")
    hdr = ["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES"]
    na, nb, nc = "gke-prod-eu-1-pool-a-4f2d9b61-k7mz", "gke-prod-eu-1-pool-a-4f2d9b61-r3xp", "gke-prod-eu-1-pool-b-8c1e3f0a-9wq2"
    pods1 = cols(hdr, [
        ["ledger-sync-28866945-7qkzd", "0/1", "Completed", "0", "177m", "10.64.3.102", nc, "<none>", "<none>"],
        ["ledger-sync-28867005-m2lfp", "0/1", "Completed", "0", "117m", "10.64.3.109", nc, "<none>", "<none>"],
        ["ledger-sync-28867065-x7hvb", "0/1", "Completed", "0", "57m", "10.64.3.118", nc, "<none>", "<none>"],
        ["payments-api-7c9d8f6b5-2xkqp", "0/1", "CrashLoopBackOff", "7 (2m14s ago)", "18m", "10.64.1.41", na, "<none>", "<none>"],
        ["payments-api-7c9d8f6b5-h8vwn", "0/1", "CrashLoopBackOff", "7 (98s ago)", "18m", "10.64.2.77", nb, "<none>", "<none>"],
        ["payments-worker-5b6f9c7d48-lz4tm", "1/1", "Running", "0", "3d4h", "10.64.1.19", na, "<none>", "<none>"],
        ["payments-worker-5b6f9c7d48-t9c2s", "1/1", "Running", "1 (2d11h ago)", "3d4h", "10.64.2.23", nb, "<none>", "<none>"],
        ["pg-bouncer-6d8c7b9f5-mq4xz", "1/1", "Running", "0", "9d", "10.64.3.12", nc, "<none>", "<none>"],
        ["redis-0", "1/1", "Running", "0", "12d", "10.64.1.8", na, "<none>", "<none>"],
        ["redis-1", "1/1", "Running", "0", "12d", "10.64.2.9", nb, "<none>", "<none>"],
    ])
    logs = "\n".join([
        '{"level":"info","ts":"2024-11-19T14:39:52.118Z","caller":"cmd/main.go:61","msg":"starting payments-api","version":"v3.18.2","commit":"9e1c4b7","go":"go1.22.8"}',
        '{"level":"info","ts":"2024-11-19T14:39:52.121Z","caller":"config/load.go:44","msg":"loaded config","path":"/etc/payments/config.yaml","env":"prod"}',
        '{"level":"info","ts":"2024-11-19T14:39:52.124Z","caller":"telemetry/otel.go:88","msg":"otel exporter configured","endpoint":"otel-collector.observability:4317"}',
        '{"level":"info","ts":"2024-11-19T14:39:52.131Z","caller":"store/pg.go:73","msg":"connecting to database","host":"pg-payment.payments.svc.cluster.local","port":6432,"db":"payments","pool_max":20}',
        '{"level":"warn","ts":"2024-11-19T14:39:52.139Z","caller":"store/pg.go:97","msg":"database connection attempt failed","attempt":1,"error":"dial tcp: lookup pg-payment.payments.svc.cluster.local on 10.68.0.10:53: no such host"}',
        '{"level":"warn","ts":"2024-11-19T14:39:53.142Z","caller":"store/pg.go:97","msg":"database connection attempt failed","attempt":2,"error":"dial tcp: lookup pg-payment.payments.svc.cluster.local on 10.68.0.10:53: no such host"}',
        '{"level":"warn","ts":"2024-11-19T14:39:55.147Z","caller":"store/pg.go:97","msg":"database connection attempt failed","attempt":3,"error":"dial tcp: lookup pg-payment.payments.svc.cluster.local on 10.68.0.10:53: no such host"}',
        '{"level":"warn","ts":"2024-11-19T14:39:59.151Z","caller":"store/pg.go:97","msg":"database connection attempt failed","attempt":4,"error":"dial tcp: lookup pg-payment.payments.svc.cluster.local on 10.68.0.10:53: no such host"}',
        '{"level":"warn","ts":"2024-11-19T14:40:07.158Z","caller":"store/pg.go:97","msg":"database connection attempt failed","attempt":5,"error":"dial tcp: lookup pg-payment.payments.svc.cluster.local on 10.68.0.10:53: no such host"}',
        '{"level":"fatal","ts":"2024-11-19T14:40:07.158Z","caller":"cmd/main.go:112","msg":"could not open database pool","error":"giving up after 5 attempts: dial tcp: lookup pg-payment.payments.svc.cluster.local on 10.68.0.10:53: no such host"}',
    ])
    cfg_old = ("server:\n  port: 8080\n  read_timeout: 15s\n  write_timeout: 30s\n  graceful_shutdown: 20s\n"
               "database:\n  host: pg-payment.payments.svc.cluster.local\n  port: 6432\n  name: payments\n  sslmode: disable\n  pool_max: 20\n  pool_min_idle: 4\n"
               "redis:\n  addrs:\n  - redis-0.redis.payments.svc.cluster.local:6379\n  - redis-1.redis.payments.svc.cluster.local:6379\n"
               "psp:\n  adyen:\n    endpoint: https://checkout-live.adyenpayments.com/checkout/v71\n    merchant_account: AcmeEU\n  timeout: 8s\n"
               "features:\n  idempotency_keys: true\n  three_ds2: true\n  sca_exemptions: false\n")
    cfg_new = cfg_old.replace("host: pg-payment.payments", "host: pg-bouncer.payments")
    cm_yaml = ("apiVersion: v1\ndata:\n  config.yaml: |\n" + "".join("    " + ln + "\n" for ln in cfg_old.rstrip("\n").split("\n")) +
               "kind: ConfigMap\nmetadata:\n  annotations:\n    meta.helm.sh/release-name: payments\n    meta.helm.sh/release-namespace: payments\n"
               '  creationTimestamp: "2024-03-02T10:17:44Z"\n  labels:\n    app.kubernetes.io/instance: payments\n    app.kubernetes.io/managed-by: Helm\n'
               "    app.kubernetes.io/name: payments-api\n    app.kubernetes.io/version: 3.18.2\n    helm.sh/chart: payments-3.18.2\n"
               '  name: payments-api-config\n  namespace: payments\n  resourceVersion: "1183442107"\n  uid: 5b0f3e2a-8c41-4d7e-9a16-2f7be0c3d915')
    rollout = ("Waiting for deployment \"payments-api\" rollout to finish: 1 out of 2 new replicas have been updated...\n"
               "Waiting for deployment \"payments-api\" rollout to finish: 1 out of 2 new replicas have been updated...\n"
               "Waiting for deployment \"payments-api\" rollout to finish: 1 old replicas are pending termination...\n"
               "Waiting for deployment \"payments-api\" rollout to finish: 1 old replicas are pending termination...\n"
               "deployment \"payments-api\" successfully rolled out")
    pods2 = cols(hdr, [
        ["ledger-sync-28867005-m2lfp", "0/1", "Completed", "0", "122m", "10.64.3.109", nc, "<none>", "<none>"],
        ["ledger-sync-28867065-x7hvb", "0/1", "Completed", "0", "62m", "10.64.3.118", nc, "<none>", "<none>"],
        ["ledger-sync-28867125-d4wns", "0/1", "Completed", "0", "2m55s", "10.64.3.131", nc, "<none>", "<none>"],
        ["payments-api-6f4b9d7c8-q7rzt", "1/1", "Running", "0", "52s", "10.64.1.58", na, "<none>", "<none>"],
        ["payments-api-6f4b9d7c8-w2mfd", "1/1", "Running", "0", "31s", "10.64.2.93", nb, "<none>", "<none>"],
        ["payments-worker-5b6f9c7d48-lz4tm", "1/1", "Running", "0", "3d4h", "10.64.1.19", na, "<none>", "<none>"],
        ["payments-worker-5b6f9c7d48-t9c2s", "1/1", "Running", "1 (2d11h ago)", "3d4h", "10.64.2.23", nb, "<none>", "<none>"],
        ["pg-bouncer-6d8c7b9f5-mq4xz", "1/1", "Running", "0", "9d", "10.64.3.12", nc, "<none>", "<none>"],
        ["redis-0", "1/1", "Running", "0", "12d", "10.64.1.8", na, "<none>", "<none>"],
        ["redis-1", "1/1", "Running", "0", "12d", "10.64.2.9", nb, "<none>", "<none>"],
    ])
    describe = """Name:                   payments-api
Namespace:              payments
CreationTimestamp:      Sat, 02 Mar 2024 10:17:44 +0000
Labels:                 app.kubernetes.io/instance=payments
                        app.kubernetes.io/managed-by=Helm
                        app.kubernetes.io/name=payments-api
                        app.kubernetes.io/version=3.18.2
                        helm.sh/chart=payments-3.18.2
Annotations:            deployment.kubernetes.io/revision: 42
                        meta.helm.sh/release-name: payments
                        meta.helm.sh/release-namespace: payments
Selector:               app.kubernetes.io/instance=payments,app.kubernetes.io/name=payments-api
Replicas:               2 desired | 2 updated | 2 total | 2 available | 0 unavailable
StrategyType:           RollingUpdate
MinReadySeconds:        0
RollingUpdateStrategy:  0 max unavailable, 1 max surge
Pod Template:
  Labels:           app.kubernetes.io/instance=payments
                    app.kubernetes.io/name=payments-api
  Annotations:      checksum/config: 3b8e1f0c27d94a6e5f1b2c8d7a9e04f6b3c5d1e2a7f8091b4c6d3e2f1a0b9c8d
                    kubectl.kubernetes.io/restartedAt: 2024-11-19T14:47:03Z
  Service Account:  payments-api
  Containers:
   payments-api:
    Image:      europe-west1-docker.pkg.dev/acme-prod/services/payments-api:v3.18.2
    Port:       8080/TCP
    Host Port:  0/TCP
    Limits:
      memory:  768Mi
    Requests:
      cpu:      250m
      memory:   512Mi
    Liveness:   http-get http://:8080/healthz delay=10s timeout=2s period=10s #success=1 #failure=3
    Readiness:  http-get http://:8080/readyz delay=5s timeout=2s period=5s #success=1 #failure=3
    Environment:
      PAYMENTS_ENV:            prod
      ADYEN_API_KEY:           <set to the key 'api-key' in secret 'adyen-credentials'>  Optional: false
      OTEL_SERVICE_NAME:       payments-api
    Mounts:
      /etc/payments from config (ro)
  Volumes:
   config:
    Type:      ConfigMap (a volume populated by a ConfigMap)
    Name:      payments-api-config
    Optional:  false
Conditions:
  Type           Status  Reason
  ----           ------  ------
  Available      True    MinimumReplicasAvailable
  Progressing    True    NewReplicaSetAvailable
OldReplicaSets:  payments-api-7c9d8f6b5 (0/0 replicas created)
NewReplicaSet:   payments-api-6f4b9d7c8 (2/2 replicas created)
Events:
  Type    Reason             Age   From                   Message
  ----    ------             ----  ----                   -------
  Normal  ScalingReplicaSet  24m   deployment-controller  Scaled up replica set payments-api-7c9d8f6b5 to 1
  Normal  ScalingReplicaSet  24m   deployment-controller  Scaled down replica set payments-api-85b7f4c6d9 to 1 from 2
  Normal  ScalingReplicaSet  24m   deployment-controller  Scaled up replica set payments-api-7c9d8f6b5 to 2 from 1
  Normal  ScalingReplicaSet  23m   deployment-controller  Scaled down replica set payments-api-85b7f4c6d9 to 0 from 1
  Normal  ScalingReplicaSet  77s   deployment-controller  Scaled up replica set payments-api-6f4b9d7c8 to 1
  Normal  ScalingReplicaSet  56s   deployment-controller  Scaled down replica set payments-api-7c9d8f6b5 to 1 from 2
  Normal  ScalingReplicaSet  56s   deployment-controller  Scaled up replica set payments-api-6f4b9d7c8 to 2 from 1
  Normal  ScalingReplicaSet  35s   deployment-controller  Scaled down replica set payments-api-7c9d8f6b5 to 0 from 1"""
    turns = [
        (call("kubectl_get", resourceType="pods", namespace="payments", output="wide"), mcp_text(pods1)),
        (call("kubectl_logs", resourceType="pod", name="payments-api-7c9d8f6b5-2xkqp", namespace="payments", previous=True, tail=50), mcp_text(logs)),
        (call("kubectl_get", resourceType="configmap", name="payments-api-config", namespace="payments", output="yaml"), mcp_text(cm_yaml)),
        (call("kubectl_patch", resourceType="configmap", name="payments-api-config", namespace="payments", patchType="merge", patchData={"data": {"config.yaml": cfg_new}}), mcp_text("configmap/payments-api-config patched")),
        (call("kubectl_rollout", subCommand="restart", resourceType="deployment", name="payments-api", namespace="payments"), mcp_text("deployment.apps/payments-api restarted")),
        (call("kubectl_rollout", subCommand="status", resourceType="deployment", name="payments-api", namespace="payments", timeout="180s"), mcp_text(rollout)),
        (call("kubectl_get", resourceType="pods", namespace="payments", output="wide"), mcp_text(pods2)),
        (call("kubectl_describe", resourceType="deployment", name="payments-api", namespace="payments"), mcp_text(describe)),
    ]
    rs.add(task="mcp", tid="h48-mcp-01", system=system, turns=turns, state=state)


# Snowflake: bad
def t02(rs: RowSet) -> None:
    system = mcp_system("snowflake", "queries and administers the ACME_PROD Snowflake account with role ACCOUNTADMIN", [
        tool("show_warehouses", "List warehouses in the account with their size, state, cluster and suspend settings", {"like": S}, []),
        tool("alter_warehouse", "Set one or more properties on a warehouse (WAREHOUSE_SIZE, AUTO_SUSPEND, AUTO_RESUME, MIN/MAX_CLUSTER_COUNT, RESOURCE_MONITOR, COMMENT)", {"name": S, "properties": OBJ}, ["name", "properties"]),
        tool("run_query", "Execute a single SQL statement and return the result rows as JSON", {"query": S, "warehouse": S}, ["query"]),
        tool("list_databases", "List databases visible to the current role", {}, []),
        tool("describe_table", "Describe the columns of a table", {"table_name": S}, ["table_name"]),
    ])
    state = ("Snowflake account ACME_PROD (AWS eu-central-1), session role ACCOUNTADMIN, session warehouse ADHOC_WH, "
             "timezone America/Los_Angeles. FinOps ticket FIN-2291 (2024-10-07): ANALYTICS_WH burns too many credits while idle; "
             "right-size it, cut its idle time and put a monthly credit cap on it.")

    def wh(name: str, st: str, size: str, mn: int, mx: int, started: int, running: int, queued: int, susp: int,
           created: str, resumed: str, updated: str, rm: str | None, comment: str) -> dict[str, object]:
        return {"name": name, "state": st, "type": "STANDARD", "size": size, "min_cluster_count": mn, "max_cluster_count": mx,
                "started_clusters": started, "running": running, "queued": queued, "is_default": "N", "is_current": "Y" if name == "ADHOC_WH" else "N",
                "auto_suspend": susp, "auto_resume": "true", "created_on": created, "resumed_on": resumed, "updated_on": updated,
                "owner": "SYSADMIN", "comment": comment, "enable_query_acceleration": "false", "resource_monitor": rm or "null",
                "scaling_policy": "STANDARD"}

    whs1 = [
        wh("ADHOC_WH", "STARTED", "X-Small", 1, 1, 1, 1, 0, 60, "2022-04-11 08:12:40.551 -0700", "2024-10-07 02:09:58.104 -0700", "2023-08-02 11:40:13.277 -0700", None, "Ad hoc analyst queries"),
        wh("ANALYTICS_WH", "STARTED", "Large", 1, 3, 1, 4, 0, 600, "2021-11-23 14:02:19.880 -0800", "2024-10-07 01:31:07.662 -0700", "2024-05-14 09:27:55.031 -0700", None, "BI + notebooks (Hex, Sigma)"),
        wh("DBT_WH", "STARTED", "Medium", 1, 1, 1, 2, 0, 120, "2022-01-18 10:55:02.413 -0800", "2024-10-07 02:00:04.918 -0700", "2024-02-20 16:14:38.602 -0800", "DBT_MONTHLY", "dbt Cloud prod jobs"),
        wh("ETL_WH", "SUSPENDED", "X-Large", 1, 1, 0, 0, 0, 300, "2021-11-23 14:05:41.207 -0800", "2024-10-07 00:00:12.735 -0700", "2024-07-30 13:02:47.519 -0700", "ETL_MONTHLY", "Fivetran + Airflow loads"),
        wh("LOOKER_WH", "STARTED", "Small", 1, 2, 1, 7, 1, 300, "2022-09-06 09:31:26.004 -0700", "2024-10-07 01:58:33.470 -0700", "2024-03-11 10:06:21.812 -0700", None, "Looker PDTs and dashboards"),
    ]
    meter = [
        {"WAREHOUSE_NAME": "ANALYTICS_WH", "CREDITS_USED": 1284.371602, "CREDITS_USED_COMPUTE": 1271.904416, "CREDITS_USED_CLOUD_SERVICES": 12.467186, "ACTIVE_HOURS": 168},
        {"WAREHOUSE_NAME": "ETL_WH", "CREDITS_USED": 388.224947, "CREDITS_USED_COMPUTE": 381.066667, "CREDITS_USED_CLOUD_SERVICES": 7.15828, "ACTIVE_HOURS": 29},
        {"WAREHOUSE_NAME": "LOOKER_WH", "CREDITS_USED": 356.913085, "CREDITS_USED_COMPUTE": 349.51, "CREDITS_USED_CLOUD_SERVICES": 7.403085, "ACTIVE_HOURS": 139},
        {"WAREHOUSE_NAME": "DBT_WH", "CREDITS_USED": 201.604313, "CREDITS_USED_COMPUTE": 198.377778, "CREDITS_USED_CLOUD_SERVICES": 3.226535, "ACTIVE_HOURS": 52},
        {"WAREHOUSE_NAME": "ADHOC_WH", "CREDITS_USED": 14.306911, "CREDITS_USED_COMPUTE": 13.941667, "CREDITS_USED_CLOUD_SERVICES": 0.365244, "ACTIVE_HOURS": 41},
    ]
    hours = []
    for h, (q, busy, p95) in enumerate([(3, 41, 12.8), (0, 0, None), (1, 6, 6.2), (0, 0, None), (2, 17, 11.4), (5, 52, 18.9),
                                        (38, 402, 44.1), (121, 1378, 61.7), (164, 1911, 73.0), (142, 1603, 66.5), (97, 1104, 58.2), (88, 973, 49.6),
                                        (133, 1512, 71.3), (151, 1766, 80.2), (118, 1321, 62.9), (74, 811, 47.7), (29, 306, 31.5), (12, 119, 22.4),
                                        (4, 38, 13.0), (2, 25, 12.1), (6, 64, 15.7), (1, 9, 9.3), (0, 0, None), (2, 21, 10.6)]):
        hours.append({"HOUR_OF_DAY": h, "AVG_QUERIES_PER_DAY": q, "AVG_EXEC_SECONDS_PER_DAY": busy, "P95_EXEC_SECONDS": p95 if p95 is not None else "null"})
    ok = pj([{"status": "Statement executed successfully."}])
    whs2 = [
        wh("ADHOC_WH", "STARTED", "X-Small", 1, 1, 1, 1, 0, 60, "2022-04-11 08:12:40.551 -0700", "2024-10-07 02:09:58.104 -0700", "2023-08-02 11:40:13.277 -0700", None, "Ad hoc analyst queries"),
        wh("ANALYTICS_WH", "STARTED", "Medium", 1, 3, 1, 2, 0, 600, "2021-11-23 14:02:19.880 -0800", "2024-10-07 01:31:07.662 -0700", "2024-10-07 02:18:44.906 -0700", "ANALYTICS_MONTHLY", "BI + notebooks (Hex, Sigma)"),
        wh("DBT_WH", "STARTED", "Medium", 1, 1, 1, 1, 0, 120, "2022-01-18 10:55:02.413 -0800", "2024-10-07 02:00:04.918 -0700", "2024-02-20 16:14:38.602 -0800", "DBT_MONTHLY", "dbt Cloud prod jobs"),
        wh("ETL_WH", "SUSPENDED", "X-Large", 1, 1, 0, 0, 0, 300, "2021-11-23 14:05:41.207 -0800", "2024-10-07 00:00:12.735 -0700", "2024-07-30 13:02:47.519 -0700", "ETL_MONTHLY", "Fivetran + Airflow loads"),
        wh("LOOKER_WH", "STARTED", "Small", 1, 2, 1, 5, 0, 300, "2022-09-06 09:31:26.004 -0700", "2024-10-07 01:58:33.470 -0700", "2024-03-11 10:06:21.812 -0700", None, "Looker PDTs and dashboards"),
    ]
    monitors = [
        {"name": "ANALYTICS_MONTHLY", "credit_quota": "1800.00", "used_credits": "0.00", "remaining_credits": "1800.00", "level": "WAREHOUSE", "frequency": "MONTHLY",
         "start_time": "2024-10-07 02:17:31.000 -0700", "end_time": "null", "notify_at": "80%", "suspend_at": "100%", "suspend_immediately_at": "null",
         "created_on": "2024-10-07 02:17:31.442 -0700", "owner": "ACCOUNTADMIN", "comment": "FIN-2291"},
        {"name": "DBT_MONTHLY", "credit_quota": "1200.00", "used_credits": "143.71", "remaining_credits": "1056.29", "level": "WAREHOUSE", "frequency": "MONTHLY",
         "start_time": "2024-02-01 00:00:00.000 -0800", "end_time": "null", "notify_at": "75%,90%", "suspend_at": "100%", "suspend_immediately_at": "110%",
         "created_on": "2024-02-20 16:12:09.318 -0800", "owner": "ACCOUNTADMIN", "comment": "null"},
        {"name": "ETL_MONTHLY", "credit_quota": "2500.00", "used_credits": "301.08", "remaining_credits": "2198.92", "level": "WAREHOUSE", "frequency": "MONTHLY",
         "start_time": "2023-01-01 00:00:00.000 -0800", "end_time": "null", "notify_at": "80%", "suspend_at": "null", "suspend_immediately_at": "null",
         "created_on": "2022-12-14 11:26:50.775 -0800", "owner": "ACCOUNTADMIN", "comment": "Loads must not be suspended automatically"},
    ]
    turns = [
        (call("show_warehouses"), mcp_text(whs1)),
        (call("run_query", query="SELECT warehouse_name, SUM(credits_used) AS credits_used, SUM(credits_used_compute) AS credits_used_compute, SUM(credits_used_cloud_services) AS credits_used_cloud_services, COUNT(DISTINCT DATE_TRUNC('hour', start_time)) AS active_hours FROM snowflake.account_usage.warehouse_metering_history WHERE start_time >= DATEADD(day, -7, CURRENT_TIMESTAMP()) GROUP BY 1 ORDER BY 2 DESC"), mcp_text(meter)),
        (call("run_query", query="SELECT HOUR(start_time) AS hour_of_day, ROUND(COUNT(*) / 7) AS avg_queries_per_day, ROUND(SUM(execution_time) / 1000 / 7) AS avg_exec_seconds_per_day, ROUND(APPROX_PERCENTILE(execution_time, 0.95) / 1000, 1) AS p95_exec_seconds FROM snowflake.account_usage.query_history WHERE warehouse_name = 'ANALYTICS_WH' AND start_time >= DATEADD(day, -7, CURRENT_TIMESTAMP()) GROUP BY 1 ORDER BY 1"), mcp_text(hours)),
        (call("alter_warehouse", name="ANALYTICS_WH", properties={"WAREHOUSE_SIZE": "MEDIUM", "AUTO_SUSPEND": 60}), mcp_text(ok)),
        (call("run_query", query="CREATE RESOURCE MONITOR ANALYTICS_MONTHLY WITH CREDIT_QUOTA = 1800 FREQUENCY = MONTHLY START_TIMESTAMP = IMMEDIATELY TRIGGERS ON 80 PERCENT DO NOTIFY ON 100 PERCENT DO SUSPEND COMMENT = 'FIN-2291'"), mcp_text([{"status": "Resource monitor ANALYTICS_MONTHLY successfully created."}])),
        (call("alter_warehouse", name="ANALYTICS_WH", properties={"RESOURCE_MONITOR": "ANALYTICS_MONTHLY"}), mcp_text(ok)),
        (call("show_warehouses"), mcp_text(whs2)),
        (call("run_query", query="SHOW RESOURCE MONITORS"), mcp_text(monitors)),
        (call("run_query", query="ALTER WAREHOUSE LOOKER_WH SET AUTO_SUSPEND = 120"), mcp_text(ok)),
    ]
    rs.add(task="mcp", tid="h48-mcp-02", system=system, turns=turns, state=state, bad=True, turn=7,
           kind="auto_suspend the agent set to 60 reads back as the old 600")


# Weights & Biases: clean
def t03(rs: RowSet) -> None:
    system = mcp_system("wandb", "reads and annotates Weights & Biases runs, histories and artifacts for the orca-ml entity", [
        tool("list_runs", "List runs in a project. filters is a MongoDB-style filter; order is a field name prefixed with + or -", {"entity": S, "project": S, "filters": OBJ, "order": S, "per_page": INT}, ["entity", "project"]),
        tool("get_run", "Get one run: state, config, summary metrics, system metrics and metadata", {"entity": S, "project": S, "run_id": S}, ["entity", "project", "run_id"]),
        tool("get_run_history", "Sampled history rows of a run for the given keys", {"entity": S, "project": S, "run_id": S, "keys": A, "samples": INT}, ["entity", "project", "run_id"]),
        tool("update_run", "Update tags, notes or display name of a run", {"entity": S, "project": S, "run_id": S, "tags": A, "notes": S, "name": S}, ["entity", "project", "run_id"]),
        tool("list_artifacts", "List artifacts logged or used by a run", {"entity": S, "project": S, "run_id": S, "direction": S}, ["entity", "project", "run_id"]),
    ])
    state = ("W&B entity orca-ml, project qwen2.5-7b-sft-support (learning-rate / batch-size sweep-7 for the support-bot SFT). "
             "2025-02-12 ~10:00 UTC. Task: see how the still-running lr=2e-5 run compares with the finished ones, mark the best finished run "
             "as the candidate for the eval harness, and find its checkpoint artifact.")
    E, P = "orca-ml", "qwen2.5-7b-sft-support"

    def run(rid: str, name: str, st: str, created: str, hb: str, runtime: int, step: int, tl: float, el: float, tags: list[str]) -> dict[str, object]:
        return {"id": rid, "name": name, "state": st, "user": "mkovacs" if rid != "d9v3k1lp" else "jlin", "createdAt": created, "heartbeatAt": hb,
                "runtime": runtime, "summary": {"_step": step, "train/loss": tl, "eval/loss": el}, "tags": tags}

    runs1 = {"project": f"{E}/{P}", "total": 7, "runs": [
        run("3k9x2f1q", "sft-lr2e-5-bs128-ep3", "running", "2025-02-11T19:48:12Z", "2025-02-12T10:03:38Z", 51328, 4212, 1.2874, 1.4127, ["sweep-7", "lr-2e-5"]),
        run("n5e2x8qa", "sft-lr2e-5-bs64-ep2", "finished", "2025-02-10T08:15:40Z", "2025-02-11T06:02:57Z", 78437, 7816, 1.2419, 1.4036, ["sweep-7", "lr-2e-5"]),
        run("z0c4r7ky", "sft-lr3e-5-bs128-ep3", "crashed", "2025-02-09T22:40:03Z", "2025-02-10T04:43:11Z", 21788, 1877, 1.4471, 1.5384, ["sweep-7", "lr-3e-5"]),
        run("h6t1w9bn", "sft-lr1e-5-bs256-ep3", "finished", "2025-02-08T17:02:29Z", "2025-02-09T12:21:06Z", 69517, 2931, 1.3102, 1.3911, ["sweep-7", "lr-1e-5"]),
        run("q2m8c5vd", "sft-lr5e-5-bs128-ep3", "finished", "2025-02-07T13:30:51Z", "2025-02-08T08:26:40Z", 68149, 5862, 0.9833, 1.4519, ["sweep-7", "lr-5e-5"]),
        run("a7pz0m4e", "sft-lr1e-5-bs128-ep3", "finished", "2025-02-06T09:11:27Z", "2025-02-07T04:08:18Z", 68211, 5862, 1.2688, 1.3792, ["sweep-7", "lr-1e-5"]),
        run("d9v3k1lp", "smoke-test", "finished", "2025-02-06T08:40:02Z", "2025-02-06T08:52:44Z", 762, 50, 2.0127, 2.1043, ["smoke"]),
    ]}

    def live(step: int, runtime: int, hb: str, tl: float, gpu: float, mem: float) -> dict[str, object]:
        return {"id": "3k9x2f1q", "name": "sft-lr2e-5-bs128-ep3", "state": "running", "user": "mkovacs", "createdAt": "2025-02-11T19:48:12Z", "heartbeatAt": hb,
                "host": "gpu-node-a100-07", "git": {"remote": "git@github.com:orca-ml/support-sft.git", "commit": "c41e9a27d0b58f3e16a2d7c094be5f3a8d1c6e72"},
                "config": {"model_name": "Qwen/Qwen2.5-7B-Instruct", "learning_rate": 2e-05, "lr_scheduler_type": "cosine", "warmup_ratio": 0.03,
                           "per_device_train_batch_size": 4, "gradient_accumulation_steps": 4, "world_size": 8, "effective_batch_size": 128,
                           "num_train_epochs": 3, "max_seq_length": 4096, "bf16": True, "eval_steps": 200, "dataset": "support-dialogs-v4 (250,112 ex.)"},
                "summary": {"_step": step, "_runtime": runtime, "train/loss": tl, "train/learning_rate": round(2e-05 * 0.5 * (1 + math.cos(math.pi * step / 5862)), 10),
                            "train/epoch": round(step / 1954, 4), "eval/loss": 1.4127, "eval/runtime": 412.6, "eval/samples_per_second": 30.3},
                "system": {"gpu.avg.utilization": gpu, "gpu.avg.memoryAllocatedPercent": mem, "cpu.utilization": 23.4, "disk.used_gb": 611.2}}

    hist = {"run_id": "3k9x2f1q", "keys": ["_step", "eval/loss"], "rows": [
        {"_step": s, "eval/loss": v} for s, v in zip(range(200, 4201, 200), [
            2.0412, 1.7733, 1.6601, 1.6018, 1.5624, 1.5347, 1.5129, 1.4966, 1.4843, 1.4739, 1.4641,
            1.4552, 1.4486, 1.4421, 1.4369, 1.4310, 1.4262, 1.4214, 1.4181, 1.4149, 1.4127])]}
    upd = {"id": "a7pz0m4e", "name": "sft-lr1e-5-bs128-ep3", "state": "finished", "tags": ["sweep-7", "lr-1e-5", "candidate"],
           "notes": "Best eval/loss in sweep-7 (1.3792). Promote to eval harness (EVAL-88).", "updatedAt": "2025-02-12T10:05:12Z"}
    runs2 = {"project": f"{E}/{P}", "total": 5, "runs": [
        run("a7pz0m4e", "sft-lr1e-5-bs128-ep3", "finished", "2025-02-06T09:11:27Z", "2025-02-07T04:08:18Z", 68211, 5862, 1.2688, 1.3792, ["sweep-7", "lr-1e-5", "candidate"]),
        run("h6t1w9bn", "sft-lr1e-5-bs256-ep3", "finished", "2025-02-08T17:02:29Z", "2025-02-09T12:21:06Z", 69517, 2931, 1.3102, 1.3911, ["sweep-7", "lr-1e-5"]),
        run("n5e2x8qa", "sft-lr2e-5-bs64-ep2", "finished", "2025-02-10T08:15:40Z", "2025-02-11T06:02:57Z", 78437, 7816, 1.2419, 1.4036, ["sweep-7", "lr-2e-5"]),
        run("q2m8c5vd", "sft-lr5e-5-bs128-ep3", "finished", "2025-02-07T13:30:51Z", "2025-02-08T08:26:40Z", 68149, 5862, 0.9833, 1.4519, ["sweep-7", "lr-5e-5"]),
        run("d9v3k1lp", "smoke-test", "finished", "2025-02-06T08:40:02Z", "2025-02-06T08:52:44Z", 762, 50, 2.0127, 2.1043, ["smoke"]),
    ]}
    arts = {"run_id": "a7pz0m4e", "direction": "logged", "artifacts": [
        {"name": "model-a7pz0m4e:v2", "type": "model", "aliases": ["latest", "best"], "size_bytes": 15237981544, "created_at": "2025-02-07T04:02:51Z", "digest": "9f4c2d71e08b35a6c4d1e7f2b9a03c58", "metadata": {"step": 5862, "eval/loss": 1.3792}},
        {"name": "model-a7pz0m4e:v1", "type": "model", "aliases": [], "size_bytes": 15237981544, "created_at": "2025-02-06T21:47:09Z", "digest": "c1b8e5f93a2d47061e9c3b5d8f7a2e14", "metadata": {"step": 3908, "eval/loss": 1.3861}},
        {"name": "model-a7pz0m4e:v0", "type": "model", "aliases": [], "size_bytes": 15237981544, "created_at": "2025-02-06T15:31:44Z", "digest": "4e7a0b2c9d15f8e36a1c4b7d0e9f2a58", "metadata": {"step": 1954, "eval/loss": 1.4702}},
        {"name": "run-a7pz0m4e-history:v0", "type": "wandb-history", "aliases": ["latest"], "size_bytes": 2318877, "created_at": "2025-02-07T04:08:20Z", "digest": "77d3e1a9b0c24f68e5a1d9c3b7f0e2a4", "metadata": {}},
        {"name": "eval-samples-a7pz0m4e:v0", "type": "dataset", "aliases": ["latest"], "size_bytes": 48301552, "created_at": "2025-02-07T04:06:02Z", "digest": "b2f9c4e7a1d038e56c9b2a4f7e1d0c83", "metadata": {"rows": 2000}},
    ]}
    turns = [
        (call("list_runs", entity=E, project=P, order="-created_at", per_page=20), pj(runs1)),
        (call("get_run", entity=E, project=P, run_id="3k9x2f1q"), pj(live(4214, 51353, "2025-02-12T10:04:03Z", 1.2861, 97.8, 88.4))),
        (call("get_run_history", entity=E, project=P, run_id="3k9x2f1q", keys=["eval/loss"], samples=500), pj(hist)),
        (call("update_run", entity=E, project=P, run_id="a7pz0m4e", tags=["sweep-7", "lr-1e-5", "candidate"], notes="Best eval/loss in sweep-7 (1.3792). Promote to eval harness (EVAL-88)."), pj(upd)),
        (call("list_runs", entity=E, project=P, filters={"state": "finished"}, order="+summary_metrics.eval/loss", per_page=20), pj(runs2)),
        (call("get_run", entity=E, project=P, run_id="3k9x2f1q"), pj(live(4233, 51576, "2025-02-12T10:07:46Z", 1.2893, 98.1, 88.4))),
        (call("list_artifacts", entity=E, project=P, run_id="a7pz0m4e", direction="logged"), pj(arts)),
    ]
    rs.add(task="mcp", tid="h48-mcp-03", system=system, turns=turns, state=state)


# Argo CD: bad
def t04(rs: RowSet) -> None:
    system = mcp_system("argocd", "Argo CD API at https://argocd.platform.acme-retail.io, read and sync access for project checkout", [
        tool("list_applications", "List Argo CD applications with their sync and health status", {"search": S, "project": S, "limit": INT}, []),
        tool("get_application", "Get an application by name, including spec, sync/health status and deployment history", {"applicationName": S}, ["applicationName"]),
        tool("get_application_resource_tree", "Get the resource tree (live objects and their children) of an application", {"applicationName": S}, ["applicationName"]),
        tool("get_application_events", "Get Kubernetes events recorded for an application", {"applicationName": S}, ["applicationName"]),
        tool("sync_application", "Sync an application to a revision", {"applicationName": S, "revision": S, "prune": B, "dryRun": B}, ["applicationName"]),
        tool("get_application_workload_logs", "Get logs of a workload (Deployment, StatefulSet, Pod) managed by the application", {"applicationName": S, "resourceRef": OBJ, "container": S, "tailLines": INT}, ["applicationName", "resourceRef"]),
    ])
    state = ("Argo CD v2.12.6, repo https://github.com/acme-retail/deploy-manifests.git. 2024-12-05 ~13:20 UTC. "
             "Task (REL-552): get checkout-staging onto the current main (checkout 2.15.0-rc.3) and confirm it is healthy; "
             "checkout-prod stays on tag v2.14.3 until the release sign-off.")
    repo = "https://github.com/acme-retail/deploy-manifests.git"
    prod_rev = "e41b7d2c9f0a5836b2d1c4e7f9a0b3d6c8e2f514"
    prod_rev_bad = "e41b7d2c9f0a5386b2d1c4e7f9a0b3d6c8e2f514"
    head = "5c2e8a14b7d93f60e1a2c8b5d4f7e9031a6c2b8d"
    old_stg = "8a7f3c19d2e4b6015f7a9c3e8d1b2f4a6c0e5d37"

    def item(name: str, project: str, path: str, target: str, sync: str, rev: str, health: str, synced_at: str, auto: bool) -> dict[str, object]:
        return {"name": name, "project": project, "destination": {"server": "https://kubernetes.default.svc", "namespace": name.rsplit("-", 1)[0] if name != "platform-ingress" else "ingress-nginx"},
                "source": {"repoURL": repo, "path": path, "targetRevision": target}, "syncPolicy": {"automated": {"prune": True, "selfHeal": True}} if auto else {},
                "syncStatus": sync, "revision": rev, "healthStatus": health, "lastSyncedAt": synced_at}

    def listing(stg_sync: str, stg_rev: str, stg_health: str, stg_at: str, prod: str, rv: str) -> dict[str, object]:
        return {"items": [
            item("cart-prod", "cart", "apps/cart/overlays/prod", "v1.9.0", "Synced", "0b6d9e47c1a83f25d9e0b4c7a6f1d2e83b5c9a04", "Healthy", "2024-11-28T10:14:52Z", False),
            item("cart-staging", "cart", "apps/cart/overlays/staging", "main", "Synced", head, "Healthy", "2024-12-05T12:58:31Z", True),
            item("checkout-prod", "checkout", "apps/checkout/overlays/prod", "v2.14.3", "Synced", prod, "Healthy", "2024-12-03T16:42:19Z", False),
            item("checkout-staging", "checkout", "apps/checkout/overlays/staging", "main", stg_sync, stg_rev, stg_health, stg_at, False),
            item("inventory-prod", "inventory", "apps/inventory/overlays/prod", "v4.2.1", "Synced", "f3a9c6e1b8d2047a5e6c3b9d1f8a2e7c40b5d6a9", "Healthy", "2024-11-21T09:03:44Z", False),
            item("inventory-staging", "inventory", "apps/inventory/overlays/staging", "main", "Synced", head, "Healthy", "2024-12-05T12:58:40Z", True),
            item("platform-ingress", "platform", "platform/ingress-nginx", "HEAD", "Synced", "2d4b8f1e6a9c03d7e5b2a1f9c8d6e4b3a7f0c5e1", "Healthy", "2024-10-30T15:26:07Z", True),
        ], "metadata": {"resourceVersion": rv}}

    prod_app = {
        "metadata": {"name": "checkout-prod", "namespace": "argocd", "uid": "b6e2f4a1-3c7d-4e9b-8a05-d1f2c3e4b5a6", "resourceVersion": "88412377", "generation": 318,
                     "creationTimestamp": "2023-06-14T08:22:41Z", "labels": {"team": "checkout", "env": "prod"}},
        "spec": {"project": "checkout", "destination": {"server": "https://kubernetes.default.svc", "namespace": "checkout"},
                 "source": {"repoURL": repo, "path": "apps/checkout/overlays/prod", "targetRevision": "v2.14.3"},
                 "syncPolicy": {"syncOptions": ["CreateNamespace=false", "ApplyOutOfSyncOnly=true"]}},
        "status": {
            "sync": {"status": "Synced", "revision": prod_rev, "comparedTo": {"source": {"repoURL": repo, "path": "apps/checkout/overlays/prod", "targetRevision": "v2.14.3"}}},
            "health": {"status": "Healthy"},
            "history": [
                {"id": 39, "revision": "71c0e5a9d3b2f8e46a1c7d0b9e5f3a2c8d4b6e10", "deployedAt": "2024-11-19T15:03:27Z", "deployStartedAt": "2024-11-19T15:03:22Z", "source": {"targetRevision": "v2.14.1"}, "initiatedBy": {"username": "dkim"}},
                {"id": 40, "revision": "9b3e6d1f0a4c7e28b5d2f9a1c6e3b8d4f7a0c2e5", "deployedAt": "2024-11-26T14:11:58Z", "deployStartedAt": "2024-11-26T14:11:52Z", "source": {"targetRevision": "v2.14.2"}, "initiatedBy": {"username": "aokafor"}},
                {"id": 41, "revision": prod_rev, "deployedAt": "2024-12-03T16:42:19Z", "deployStartedAt": "2024-12-03T16:42:13Z", "source": {"targetRevision": "v2.14.3"}, "initiatedBy": {"username": "dkim"}},
            ],
            "operationState": {"phase": "Succeeded", "message": "successfully synced (all tasks run)", "startedAt": "2024-12-03T16:42:13Z", "finishedAt": "2024-12-03T16:42:19Z",
                               "syncResult": {"revision": prod_rev, "source": {"targetRevision": "v2.14.3"}}},
            "reconciledAt": "2024-12-05T13:18:04Z",
            "summary": {"images": ["ghcr.io/acme-retail/checkout:2.14.3", "ghcr.io/acme-retail/checkout-migrations:2.14.3"], "externalURLs": ["https://checkout.acme-retail.io"]},
            "resources": [
                {"kind": "ConfigMap", "name": "checkout-flags", "namespace": "checkout", "status": "Synced"},
                {"kind": "Service", "name": "checkout", "namespace": "checkout", "status": "Synced", "health": {"status": "Healthy"}},
                {"group": "apps", "kind": "Deployment", "name": "checkout", "namespace": "checkout", "status": "Synced", "health": {"status": "Healthy"}},
                {"group": "autoscaling", "kind": "HorizontalPodAutoscaler", "name": "checkout", "namespace": "checkout", "status": "Synced", "health": {"status": "Healthy"}},
                {"group": "batch", "kind": "Job", "name": "checkout-migrate-2-14-3", "namespace": "checkout", "status": "Synced", "health": {"status": "Healthy"}, "hook": True},
                {"group": "networking.k8s.io", "kind": "Ingress", "name": "checkout", "namespace": "checkout", "status": "Synced", "health": {"status": "Healthy"}},
            ],
        },
    }
    stg_app = {
        "metadata": {"name": "checkout-staging", "namespace": "argocd", "uid": "4f1a9c2e-7b6d-4d38-95e1-0a3c8b7d2e6f", "resourceVersion": "88412611", "generation": 1204,
                     "creationTimestamp": "2023-06-14T08:20:03Z", "labels": {"team": "checkout", "env": "staging"}},
        "spec": {"project": "checkout", "destination": {"server": "https://kubernetes.default.svc", "namespace": "checkout-staging"},
                 "source": {"repoURL": repo, "path": "apps/checkout/overlays/staging", "targetRevision": "main"}, "syncPolicy": {"syncOptions": ["ApplyOutOfSyncOnly=true"]}},
        "status": {
            "sync": {"status": "OutOfSync", "revision": head, "comparedTo": {"source": {"repoURL": repo, "path": "apps/checkout/overlays/staging", "targetRevision": "main"}}},
            "health": {"status": "Healthy"},
            "history": [
                {"id": 25, "revision": "d0e7b3a6c9f1428e5b7a2d4c6e8f0a1b3c5d7e92", "deployedAt": "2024-12-02T11:37:45Z", "source": {"targetRevision": "main"}, "initiatedBy": {"username": "pvarga"}},
                {"id": 26, "revision": old_stg, "deployedAt": "2024-12-04T09:55:12Z", "source": {"targetRevision": "main"}, "initiatedBy": {"username": "pvarga"}},
            ],
            "operationState": {"phase": "Succeeded", "message": "successfully synced (all tasks run)", "startedAt": "2024-12-04T09:55:06Z", "finishedAt": "2024-12-04T09:55:12Z",
                               "syncResult": {"revision": old_stg}},
            "reconciledAt": "2024-12-05T13:18:09Z",
            "summary": {"images": ["ghcr.io/acme-retail/checkout:2.15.0-rc.2", "ghcr.io/acme-retail/checkout-migrations:2.15.0-rc.2"], "externalURLs": ["https://checkout.staging.acme-retail.io"]},
            "resources": [
                {"kind": "ConfigMap", "name": "checkout-flags", "namespace": "checkout-staging", "status": "OutOfSync"},
                {"kind": "Service", "name": "checkout", "namespace": "checkout-staging", "status": "Synced", "health": {"status": "Healthy"}},
                {"group": "apps", "kind": "Deployment", "name": "checkout", "namespace": "checkout-staging", "status": "OutOfSync", "health": {"status": "Healthy"}},
                {"group": "autoscaling", "kind": "HorizontalPodAutoscaler", "name": "checkout", "namespace": "checkout-staging", "status": "Synced", "health": {"status": "Healthy"}},
                {"group": "batch", "kind": "Job", "name": "checkout-migrate-2-15-0-rc-3", "namespace": "checkout-staging", "status": "OutOfSync", "hook": True},
                {"group": "networking.k8s.io", "kind": "Ingress", "name": "checkout", "namespace": "checkout-staging", "status": "Synced", "health": {"status": "Healthy"}},
            ],
        },
    }
    sync_resp = {"metadata": {"name": "checkout-staging", "namespace": "argocd", "resourceVersion": "88412790"},
                 "operation": {"sync": {"revision": "main", "prune": False, "syncStrategy": {"hook": {}}}, "initiatedBy": {"username": "mcp-argocd-bot"}, "retry": {}},
                 "status": {"sync": {"status": "OutOfSync", "revision": head}, "health": {"status": "Healthy"},
                            "operationState": {"phase": "Running", "message": "waiting for completion of hook batch/Job/checkout-migrate-2-15-0-rc-3", "startedAt": "2024-12-05T13:21:36Z",
                                               "operation": {"sync": {"revision": "main"}}}}}
    tree = {"nodes": [
        {"kind": "Deployment", "group": "apps", "namespace": "checkout-staging", "name": "checkout", "uid": "2c4e6a8b-1d3f-4a5c-9e7b-0f2d4c6a8e1b", "resourceVersion": "412093817", "health": {"status": "Progressing", "message": "Waiting for rollout to finish: 1 old replicas are pending termination..."}, "images": []},
        {"kind": "ReplicaSet", "group": "apps", "namespace": "checkout-staging", "name": "checkout-7d9f6c5b84", "parentRefs": [{"kind": "Deployment", "name": "checkout"}], "info": [{"name": "Revision", "value": "Rev:58"}], "health": {"status": "Healthy"}, "createdAt": "2024-12-05T13:22:04Z"},
        {"kind": "ReplicaSet", "group": "apps", "namespace": "checkout-staging", "name": "checkout-5f8c7d6b9", "parentRefs": [{"kind": "Deployment", "name": "checkout"}], "info": [{"name": "Revision", "value": "Rev:57"}], "health": {"status": "Healthy"}, "createdAt": "2024-12-04T09:55:10Z"},
        {"kind": "Pod", "namespace": "checkout-staging", "name": "checkout-7d9f6c5b84-8vqzn", "parentRefs": [{"kind": "ReplicaSet", "name": "checkout-7d9f6c5b84"}], "info": [{"name": "Status Reason", "value": "Running"}, {"name": "Containers", "value": "1/1"}], "images": ["ghcr.io/acme-retail/checkout:2.15.0-rc.3"], "health": {"status": "Healthy"}, "createdAt": "2024-12-05T13:22:04Z"},
        {"kind": "Pod", "namespace": "checkout-staging", "name": "checkout-7d9f6c5b84-k2w7d", "parentRefs": [{"kind": "ReplicaSet", "name": "checkout-7d9f6c5b84"}], "info": [{"name": "Status Reason", "value": "ContainerCreating"}, {"name": "Containers", "value": "0/1"}], "images": ["ghcr.io/acme-retail/checkout:2.15.0-rc.3"], "health": {"status": "Progressing"}, "createdAt": "2024-12-05T13:22:31Z"},
        {"kind": "Pod", "namespace": "checkout-staging", "name": "checkout-5f8c7d6b9-tq4lm", "parentRefs": [{"kind": "ReplicaSet", "name": "checkout-5f8c7d6b9"}], "info": [{"name": "Status Reason", "value": "Running"}, {"name": "Containers", "value": "1/1"}], "images": ["ghcr.io/acme-retail/checkout:2.15.0-rc.2"], "health": {"status": "Healthy"}, "createdAt": "2024-12-04T09:55:10Z"},
        {"kind": "Job", "group": "batch", "namespace": "checkout-staging", "name": "checkout-migrate-2-15-0-rc-3", "health": {"status": "Healthy", "message": "Job has reached the specified number of completions"}, "createdAt": "2024-12-05T13:21:37Z"},
        {"kind": "Pod", "namespace": "checkout-staging", "name": "checkout-migrate-2-15-0-rc-3-x9fjp", "parentRefs": [{"kind": "Job", "name": "checkout-migrate-2-15-0-rc-3"}], "info": [{"name": "Status Reason", "value": "Completed"}], "images": ["ghcr.io/acme-retail/checkout-migrations:2.15.0-rc.3"], "health": {"status": "Healthy"}, "createdAt": "2024-12-05T13:21:37Z"},
        {"kind": "Service", "namespace": "checkout-staging", "name": "checkout", "health": {"status": "Healthy"}, "networkingInfo": {"targetLabels": {"app": "checkout"}}},
        {"kind": "Endpoints", "namespace": "checkout-staging", "name": "checkout", "parentRefs": [{"kind": "Service", "name": "checkout"}]},
        {"kind": "ConfigMap", "namespace": "checkout-staging", "name": "checkout-flags"},
        {"kind": "HorizontalPodAutoscaler", "group": "autoscaling", "namespace": "checkout-staging", "name": "checkout", "health": {"status": "Healthy", "message": "recommended size matches current size"}},
        {"kind": "Ingress", "group": "networking.k8s.io", "namespace": "checkout-staging", "name": "checkout", "health": {"status": "Healthy"}, "networkingInfo": {"ingress": [{"hostname": "checkout.staging.acme-retail.io"}]}},
    ]}
    events = {"items": [
        {"type": "Normal", "reason": "OperationStarted", "message": "User mcp-argocd-bot initiated sync to main (5c2e8a14b7d93f60e1a2c8b5d4f7e9031a6c2b8d)", "firstTimestamp": "2024-12-05T13:21:36Z", "count": 1},
        {"type": "Normal", "reason": "ResourceCreated", "message": "PreSync hook batch/Job/checkout-migrate-2-15-0-rc-3 created", "firstTimestamp": "2024-12-05T13:21:37Z", "count": 1},
        {"type": "Normal", "reason": "ResourceUpdated", "message": "Updated health status: Healthy -> Progressing", "firstTimestamp": "2024-12-05T13:22:05Z", "count": 1},
        {"type": "Normal", "reason": "OperationCompleted", "message": "Sync operation to 5c2e8a14b7d93f60e1a2c8b5d4f7e9031a6c2b8d succeeded", "firstTimestamp": "2024-12-05T13:22:06Z", "count": 1},
        {"type": "Normal", "reason": "ResourceUpdated", "message": "Updated sync status: OutOfSync -> Synced", "firstTimestamp": "2024-12-05T13:22:06Z", "count": 1},
        {"type": "Normal", "reason": "ResourceUpdated", "message": "Updated health status: Progressing -> Healthy", "firstTimestamp": "2024-12-05T13:23:02Z", "count": 1},
    ]}
    stg_final = {
        "metadata": {"name": "checkout-staging", "namespace": "argocd", "uid": "4f1a9c2e-7b6d-4d38-95e1-0a3c8b7d2e6f", "resourceVersion": "88413288", "generation": 1207,
                     "creationTimestamp": "2023-06-14T08:20:03Z", "labels": {"team": "checkout", "env": "staging"}},
        "spec": stg_app["spec"],
        "status": {
            "sync": {"status": "Synced", "revision": head, "comparedTo": {"source": {"repoURL": repo, "path": "apps/checkout/overlays/staging", "targetRevision": "main"}}},
            "health": {"status": "Healthy"},
            "history": [
                {"id": 25, "revision": "d0e7b3a6c9f1428e5b7a2d4c6e8f0a1b3c5d7e92", "deployedAt": "2024-12-02T11:37:45Z", "source": {"targetRevision": "main"}, "initiatedBy": {"username": "pvarga"}},
                {"id": 26, "revision": old_stg, "deployedAt": "2024-12-04T09:55:12Z", "source": {"targetRevision": "main"}, "initiatedBy": {"username": "pvarga"}},
                {"id": 27, "revision": head, "deployedAt": "2024-12-05T13:22:06Z", "deployStartedAt": "2024-12-05T13:21:36Z", "source": {"targetRevision": "main"}, "initiatedBy": {"username": "mcp-argocd-bot"}},
            ],
            "operationState": {"phase": "Succeeded", "message": "successfully synced (all tasks run)", "startedAt": "2024-12-05T13:21:36Z", "finishedAt": "2024-12-05T13:22:06Z",
                               "syncResult": {"revision": head}},
            "reconciledAt": "2024-12-05T13:23:41Z",
            "summary": {"images": ["ghcr.io/acme-retail/checkout:2.15.0-rc.3", "ghcr.io/acme-retail/checkout-migrations:2.15.0-rc.3"], "externalURLs": ["https://checkout.staging.acme-retail.io"]},
            "resources": [
                {"kind": "ConfigMap", "name": "checkout-flags", "namespace": "checkout-staging", "status": "Synced"},
                {"kind": "Service", "name": "checkout", "namespace": "checkout-staging", "status": "Synced", "health": {"status": "Healthy"}},
                {"group": "apps", "kind": "Deployment", "name": "checkout", "namespace": "checkout-staging", "status": "Synced", "health": {"status": "Healthy"}},
                {"group": "autoscaling", "kind": "HorizontalPodAutoscaler", "name": "checkout", "namespace": "checkout-staging", "status": "Synced", "health": {"status": "Healthy"}},
                {"group": "networking.k8s.io", "kind": "Ingress", "name": "checkout", "namespace": "checkout-staging", "status": "Synced", "health": {"status": "Healthy"}},
            ],
        },
    }
    turns = [
        (call("list_applications", limit=50), mcp_text(listing("OutOfSync", head, "Healthy", "2024-12-04T09:55:12Z", prod_rev, "88412402"))),
        (call("get_application", applicationName="checkout-prod"), mcp_text(prod_app)),
        (call("get_application", applicationName="checkout-staging"), mcp_text(stg_app)),
        (call("sync_application", applicationName="checkout-staging", revision="main", prune=False), mcp_text(sync_resp)),
        (call("list_applications", limit=50), mcp_text(listing("Synced", head, "Progressing", "2024-12-05T13:22:06Z", prod_rev_bad, "88413105"))),
        (call("get_application_resource_tree", applicationName="checkout-staging"), mcp_text(tree)),
        (call("get_application_events", applicationName="checkout-staging"), mcp_text(events)),
        (call("get_application", applicationName="checkout-staging"), mcp_text(stg_final)),
    ]
    rs.add(task="mcp", tid="h48-mcp-04", system=system, turns=turns, state=state, bad=True, turn=5,
           kind="synced git SHA of untouched checkout-prod drifts (two digits swapped)")


# Qdrant: clean
def t05(rs: RowSet) -> None:
    system = mcp_system("qdrant", "Qdrant 1.12 cluster at https://qdrant.internal.helio.dev:6333 with server-side embedding (BAAI/bge-m3) for document upserts and text queries", [
        tool("list_collections", "List all collections", {}, []),
        tool("get_collection", "Get collection info: status, point counts, segments, config and payload schema", {"collection_name": S}, ["collection_name"]),
        tool("count_points", "Count points matching a filter", {"collection_name": S, "filter": OBJ, "exact": B}, ["collection_name"]),
        tool("scroll_points", "Page through points matching a filter", {"collection_name": S, "filter": OBJ, "limit": INT, "offset": S, "with_payload": B}, ["collection_name"]),
        tool("delete_points", "Delete points by ids or by filter", {"collection_name": S, "points": A, "filter": OBJ, "wait": B}, ["collection_name"]),
        tool("upsert_documents", "Embed documents server-side and upsert them as points", {"collection_name": S, "documents": A, "wait": B}, ["collection_name", "documents"]),
        tool("query_points", "Semantic search with a text query and optional payload filter", {"collection_name": S, "query": S, "filter": OBJ, "limit": INT, "with_payload": B}, ["collection_name", "query"]),
        tool("create_payload_index", "Create an index on a payload field", {"collection_name": S, "field_name": S, "field_schema": S, "wait": B}, ["collection_name", "field_name", "field_schema"]),
    ])
    state = ("Qdrant cluster qdrant.internal.helio.dev (2 nodes). Collection support_kb_v3 backs the Helio support assistant. "
             "Task DOCS-1207: drop the stale Confluence chunks last updated before 2024-06-01 (that space was migrated to the help center), "
             "add the six new help-center chunks about API key rotation, check retrieval, and add a keyword index on `locale`.")
    C = "support_kb_v3"
    stale = {"must": [{"key": "source", "match": {"value": "confluence"}}, {"key": "updated_at", "range": {"lt": "2024-06-01T00:00:00Z"}}]}

    def coll(status: str, points: int, indexed: int, segs: int, area: int, locale: int | None, t: float) -> str:
        schema: dict[str, object] = {"source": {"data_type": "keyword", "points": points}, "updated_at": {"data_type": "datetime", "points": points},
                                     "product_area": {"data_type": "keyword", "points": area}}
        if locale is not None:
            schema["locale"] = {"data_type": "keyword", "points": locale}
        return pj({"result": {
            "status": status, "optimizer_status": "ok", "indexed_vectors_count": indexed, "points_count": points, "segments_count": segs,
            "config": {"params": {"vectors": {"size": 1024, "distance": "Cosine", "on_disk": False}, "shard_number": 2, "replication_factor": 1,
                                  "write_consistency_factor": 1, "on_disk_payload": True},
                       "hnsw_config": {"m": 16, "ef_construct": 128, "full_scan_threshold": 10000, "max_indexing_threads": 0, "on_disk": False},
                       "optimizer_config": {"deleted_threshold": 0.2, "vacuum_min_vector_number": 1000, "default_segment_number": 0, "max_segment_size": None,
                                            "memmap_threshold": None, "indexing_threshold": 20000, "flush_interval_sec": 5, "max_optimization_threads": None},
                       "wal_config": {"wal_capacity_mb": 32, "wal_segments_ahead": 0},
                       "quantization_config": {"scalar": {"type": "int8", "quantile": 0.99, "always_ram": True}}},
            "payload_schema": schema}, "status": "ok", "time": t})

    docs = [
        {"id": "0c8e5b71-2f4a-4d93-a6e1-7b3c9d02f845", "text": "API keys can be rotated from Settings > Developer > API keys. Click Rotate next to the key, choose an overlap window (1 hour to 7 days) during which both the old and new key are accepted, then copy the new key. It is shown only once.",
         "metadata": {"source": "help-center", "title": "Rotate an API key", "url": "https://help.helio.dev/articles/rotate-api-key#rotate", "product_area": "developer-platform", "locale": "en", "updated_at": "2024-11-04T09:12:00Z", "chunk": 0}},
        {"id": "5a1d9e3c-84b7-4f20-9c6d-e2f07a8b3d16", "text": "During the overlap window requests signed with either key succeed. When the window ends the old key is revoked automatically and calls with it return 401 key_revoked. You can end the window early with Revoke old key.",
         "metadata": {"source": "help-center", "title": "Rotate an API key", "url": "https://help.helio.dev/articles/rotate-api-key#overlap", "product_area": "developer-platform", "locale": "en", "updated_at": "2024-11-04T09:12:00Z", "chunk": 1}},
        {"id": "b7f4c2e9-03d8-4a61-8e5b-1c9a6d4f0e27", "text": "Keys can also be rotated with the API: POST /v2/api-keys/{key_id}/rotate with an optional overlap_seconds body field. The response contains the new secret and the revocation time of the old key.",
         "metadata": {"source": "help-center", "title": "Rotate an API key", "url": "https://help.helio.dev/articles/rotate-api-key#api", "product_area": "developer-platform", "locale": "en", "updated_at": "2024-11-04T09:12:00Z", "chunk": 2}},
        {"id": "e2c6a8d4-1b5f-47e3-b09a-4d8f3c7e1a62", "text": "Workspace owners can enforce rotation: Settings > Security > Key policy lets you set a maximum key age of 30, 60 or 90 days. Keys older than the limit are flagged and, after a 7-day grace period, disabled.",
         "metadata": {"source": "help-center", "title": "API key policies", "url": "https://help.helio.dev/articles/api-key-policies#max-age", "product_area": "security", "locale": "en", "updated_at": "2024-11-06T14:40:00Z", "chunk": 0}},
        {"id": "9d3b7f1e-6c2a-4e85-a4f9-0b7e2d5c8a13", "text": "Every rotation and revocation is written to the audit log with the actor, key prefix (first 8 characters) and IP address. Filter the audit log by event type api_key.rotated or api_key.revoked.",
         "metadata": {"source": "help-center", "title": "API key policies", "url": "https://help.helio.dev/articles/api-key-policies#audit", "product_area": "security", "locale": "en", "updated_at": "2024-11-06T14:40:00Z", "chunk": 1}},
        {"id": "41f8e0a6-d79c-4b3e-8172-c5a9e6b2d0f4", "text": "If a key has leaked, do not use an overlap window: choose Rotate now, which revokes the old key immediately, then review the audit log for requests made with the leaked key prefix.",
         "metadata": {"source": "help-center", "title": "What to do if an API key leaks", "url": "https://help.helio.dev/articles/leaked-api-key", "product_area": "security", "locale": "en", "updated_at": "2024-11-08T08:05:00Z", "chunk": 0}},
    ]
    hits = {"result": {"points": [
        {"id": "0c8e5b71-2f4a-4d93-a6e1-7b3c9d02f845", "version": 18843, "score": 0.8714, "payload": docs[0]["metadata"] | {"text": docs[0]["text"]}},
        {"id": "b7f4c2e9-03d8-4a61-8e5b-1c9a6d4f0e27", "version": 18843, "score": 0.8392, "payload": docs[2]["metadata"] | {"text": docs[2]["text"]}},
        {"id": "5a1d9e3c-84b7-4f20-9c6d-e2f07a8b3d16", "version": 18843, "score": 0.8127, "payload": docs[1]["metadata"] | {"text": docs[1]["text"]}},
        {"id": "41f8e0a6-d79c-4b3e-8172-c5a9e6b2d0f4", "version": 18843, "score": 0.7765, "payload": docs[5]["metadata"] | {"text": docs[5]["text"]}},
        {"id": "7e2a4c9f-5b1d-4f83-9a06-c3e8b1d7f254", "version": 16210, "score": 0.7038, "payload": {"source": "help-center", "title": "Create and manage API keys", "url": "https://help.helio.dev/articles/api-keys#create", "product_area": "developer-platform", "locale": "en", "updated_at": "2024-09-17T11:26:00Z", "chunk": 0,
                                                                                                 "text": "Create a key under Settings > Developer > API keys > New key. Give it a name and a scope (read, write or admin). Keys are workspace-scoped and inherit no user permissions."}},
    ]}, "status": "ok", "time": 0.0183}
    turns = [
        (call("list_collections"), pj({"result": {"collections": [{"name": "support_kb_v2"}, {"name": "support_kb_v3"}, {"name": "product_catalog"}, {"name": "chat_memory"}, {"name": "eval_queries"}]}, "status": "ok", "time": 0.000041})),
        (call("get_collection", collection_name=C), coll("green", 48213, 48000, 6, 41877, None, 0.0011)),
        (call("count_points", collection_name=C, filter=stale, exact=True), pj({"result": {"count": 312}, "status": "ok", "time": 0.0094})),
        (call("delete_points", collection_name=C, filter=stale, wait=True), pj({"result": {"operation_id": 18842, "status": "completed"}, "status": "ok", "time": 0.1127})),
        (call("upsert_documents", collection_name=C, documents=docs, wait=True), pj({"result": {"operation_id": 18843, "status": "completed"}, "embedded": 6, "model": "BAAI/bge-m3", "status": "ok", "time": 0.4821})),
        (call("get_collection", collection_name=C), coll("yellow", 47907, 47680, 7, 41593, None, 0.0013)),
        (call("query_points", collection_name=C, query="how do I rotate API keys", filter={"must": [{"key": "source", "match": {"value": "help-center"}}]}, limit=5, with_payload=True), pj(hits)),
        (call("create_payload_index", collection_name=C, field_name="locale", field_schema="keyword", wait=True), pj({"result": {"operation_id": 18844, "status": "completed"}, "status": "ok", "time": 0.6604})),
        (call("scroll_points", collection_name=C, filter=stale, limit=10, with_payload=False), pj({"result": {"points": [], "next_page_offset": None}, "status": "ok", "time": 0.0061})),
        (call("get_collection", collection_name=C), coll("green", 47907, 47894, 6, 41593, 45118, 0.0010)),
    ]
    rs.add(task="mcp", tid="h48-mcp-05", system=system, turns=turns, state=state)


# AWS S3: bad
def t06(rs: RowSet) -> None:
    system = mcp_system("aws-s3", "Amazon S3 in account 418223907156 (eu-west-1) through boto3; responses are the boto3 response dicts", [
        tool("list_buckets", "List all buckets owned by the account", {}, []),
        tool("list_objects", "ListObjectsV2 on a bucket", {"bucket": S, "prefix": S, "delimiter": S, "max_keys": INT, "continuation_token": S}, ["bucket"]),
        tool("head_object", "Get an object's metadata, storage class, object-lock and tagging info", {"bucket": S, "key": S}, ["bucket", "key"]),
        tool("copy_object", "Copy an object (up to 5 GB) to another bucket/key, optionally changing its storage class", {"source_bucket": S, "source_key": S, "dest_bucket": S, "dest_key": S, "storage_class": S}, ["source_bucket", "source_key", "dest_bucket", "dest_key"]),
        tool("delete_objects", "Delete up to 1000 objects in one request", {"bucket": S, "keys": A, "quiet": B}, ["bucket", "keys"]),
        tool("get_bucket_lifecycle_configuration", "Get a bucket's lifecycle rules", {"bucket": S}, ["bucket"]),
        tool("put_bucket_lifecycle_configuration", "Replace a bucket's lifecycle rules", {"bucket": S, "rules": A}, ["bucket", "rules"]),
    ])
    state = ("AWS account 418223907156, profile data-platform-admin, region eu-west-1. Bucket acme-data-exports is versioned with Object Lock enabled. "
             "2024-11-20. Ticket DP-3318: the 2023 quarterly exports are past retention; keep only the 2023 manifest and anything under legal hold, "
             "but first copy the Q4 orders export to acme-data-archive (Deep Archive). Then add a lifecycle rule so this does not pile up again.")
    Bk = "acme-data-exports"

    def obj(key: str, size: int, when: str, etag: str, sc: str = "STANDARD_IA") -> dict[str, object]:
        return {"Key": key, "LastModified": when, "ETag": f'"{etag}"', "Size": size, "StorageClass": sc}

    o = {
        "man23": obj("exports/2023/manifest.json", 4812, "2024-01-03T02:14:09+00:00", "7d1f0e3b9a26c4852e1d6b0a9f3c7e41", "STANDARD"),
        "q1c": obj("exports/2023/q1/customers_2023-03-31.parquet", 1204883412, "2023-04-01T03:02:51+00:00", "b3e09c71d2a45f86e1c0d9b7a4f26e13-144"),
        "q1o": obj("exports/2023/q1/orders_2023-03-31.parquet", 3918227605, "2023-04-01T03:19:44+00:00", "5f2a8d6e01c7b934a8e2f5d1c6b09a74-468"),
        "q2c": obj("exports/2023/q2/customers_2023-06-30.parquet", 1251090377, "2023-07-01T03:04:12+00:00", "e8c4b1a7f39d026e5b8a1c4d7f0e3b92-150"),
        "q2o": obj("exports/2023/q2/orders_2023-06-30.parquet", 4107553918, "2023-07-01T03:22:05+00:00", "0a6d3f9c2e7b14850c9f6a3d2b8e1f57-490"),
        "q3c": obj("exports/2023/q3/customers_2023-09-30.parquet", 1298640221, "2023-10-01T03:03:37+00:00", "c7b2e5f8a1d40963b7e2c5a8f1d4b036-155"),
        "q3o": obj("exports/2023/q3/orders_2023-09-30.parquet", 4366019804, "2023-10-01T03:24:58+00:00", "49e1c8b5d2f7a036e9c4b1d8a5f2e703-521"),
        "q3r": obj("exports/2023/q3/refunds_2023-09-30.csv.gz", 88412650, "2023-10-01T03:26:11+00:00", "d05b9e2a7c4f18634b0d7e9a2c5f8b16-11"),
        "hold": obj("exports/2023/q4/audit_hold_2023-12-31.parquet", 612004118, "2024-01-02T10:41:27+00:00", "8f3c6a0d5e2b79146f8d3a0c7e5b2d98-73", "STANDARD"),
        "q4c": obj("exports/2023/q4/customers_2023-12-31.parquet", 1322915006, "2024-01-01T03:05:40+00:00", "2b7e4a1d8c5f03962e7b4d1a8f5c2e60-158"),
        "q4o": obj("exports/2023/q4/orders_2023-12-31.parquet", 4590871233, "2024-01-01T03:27:16+00:00", "a4d1f7c3e9b62058d4a1f7e3c9b6d215-548"),
        "q4r": obj("exports/2023/q4/refunds_2023-12-31.csv.gz", 91337402, "2024-01-01T03:28:49+00:00", "6c9f2b5e8a1d47030c6f9b2e5a8d1c74-11"),
    }
    all23 = ["man23", "q1c", "q1o", "q2c", "q2o", "q3c", "q3o", "q3r", "hold", "q4c", "q4o", "q4r"]
    doomed = ["q1c", "q1o", "q2c", "q2o", "q3c", "q3o", "q3r", "q4c", "q4o", "q4r"]

    def listing(prefix: str, contents: list[dict[str, object]]) -> str:
        return pj({"ResponseMetadata": {"HTTPStatusCode": 200, "RetryAttempts": 0}, "IsTruncated": False, "Contents": contents, "Name": Bk, "Prefix": prefix,
                   "MaxKeys": 1000, "EncodingType": "url", "KeyCount": len(contents)})

    head = {"ResponseMetadata": {"RequestId": "QX4B1P7ZD0R9M2KT", "HTTPStatusCode": 200, "RetryAttempts": 0},
            "AcceptRanges": "bytes", "LastModified": "Tue, 02 Jan 2024 10:41:27 GMT", "ContentLength": 612004118, "ETag": '"8f3c6a0d5e2b79146f8d3a0c7e5b2d98-73"',
            "VersionId": "3HL4kqtJlcpXroDTDmJ.rmSpXd3dIbrHY", "ContentType": "application/vnd.apache.parquet", "ServerSideEncryption": "aws:kms",
            "SSEKMSKeyId": "arn:aws:kms:eu-west-1:418223907156:key/6f1d2c8a-94b3-4e57-a0d1-3c7b9e2f5a48", "BucketKeyEnabled": True,
            "Metadata": {"exported-by": "airflow/exports_quarterly", "case-ref": "LEGAL-2024-007"},
            "ObjectLockLegalHoldStatus": "ON", "TagCount": 2}
    copy = {"ResponseMetadata": {"RequestId": "7NWE2XK5S1GH0QAB", "HTTPStatusCode": 200, "RetryAttempts": 0},
            "CopySourceVersionId": "Wz1q8p0F.7sJd2kLmN3xYc5vB9tR4eUa", "ServerSideEncryption": "AES256",
            "CopyObjectResult": {"ETag": '"1e8b4d7a0c3f96258e1b4d7a0c3f9625"', "LastModified": "2024-11-20T09:48:13+00:00"}}
    vids = ["bN4.Qe7WkZs1", "hT2xLr9pCv0m", "Y6uDf3Gq8aKe", "pR0sWm5ZjN7c", "Ka9Ez2Hv4Lt1", "mC5yTn8Bq3Xw", "Dg7Ju1Vf6Ps0", "wE3Rk6Na9Yb2", "Zq8Lc0Mh5Tx4", "sV1Fp4Gd7Uj9"]
    deleted = {"ResponseMetadata": {"RequestId": "C2R8T5YH0M3PQ9ZD", "HTTPStatusCode": 200, "RetryAttempts": 0},
               "Deleted": [{"Key": o[k]["Key"], "DeleteMarker": True, "DeleteMarkerVersionId": v + "_dm.kXq0"} for k, v in zip(doomed, vids)]}
    y22 = [
        obj("exports/2022/_ARCHIVED.txt", 211, "2023-12-04T16:20:33+00:00", "0f5e2d9c8b7a61430f5e2d9c8b7a6143", "STANDARD"),
        obj("exports/2022/manifest.json", 4640, "2023-01-03T02:11:47+00:00", "93b6e1d4a7c02f5893b6e1d4a7c02f58", "STANDARD"),
    ]
    y24 = [
        obj("exports/2024/q1/customers_2024-03-31.parquet", 1357208841, "2024-04-01T03:06:02+00:00", "f1a4d7c0e3b69285f1a4d7c0e3b69285-162"),
        obj("exports/2024/q1/orders_2024-03-31.parquet", 4702316590, "2024-04-01T03:29:37+00:00", "3c6f9b2e5a8d1704c3f6b9e2a5d81074-561"),
        obj("exports/2024/q1/refunds_2024-03-31.csv.gz", 93120477, "2024-04-01T03:31:02+00:00", "8e1b4d7a0c3f92655e8b1d4a7c0f3962-12"),
        obj("exports/2024/q2/customers_2024-06-30.parquet", 1389004652, "2024-07-01T03:05:18+00:00", "5a8d1c4f7b0e23966a5d8c1f4b7e0239-166"),
        obj("exports/2024/q2/orders_2024-06-30.parquet", 4851067213, "2024-07-01T03:30:44+00:00", "b0e3a6d9c2f51874b0e3a6d9c2f51874-579"),
        obj("exports/2024/q2/refunds_2024-06-30.csv.gz", 95884130, "2024-07-01T03:32:09+00:00", "2d5a8c1f4e7b03962d5a8c1f4e7b0396-12"),
        obj("exports/2024/q3/customers_2024-09-30.parquet", 1412779305, "2024-10-01T03:06:51+00:00", "e7c0b3f6a9d24158e7c0b3f6a9d24158-169"),
        obj("exports/2024/q3/orders_2024-09-30.parquet", 4987352018, "2024-10-01T03:33:15+00:00", "4f7a0d3c6e9b12584f7a0d3c6e9b1258-595"),
        obj("exports/2024/q3/refunds_2024-09-30.csv.gz", 97003561, "2024-10-01T03:34:40+00:00", "9b2e5a8d1c4f07639b2e5a8d1c4f0763-12"),
    ]
    rules = [{"ID": "exports-tiering-and-expiry", "Filter": {"Prefix": "exports/"}, "Status": "Enabled",
              "Transitions": [{"Days": 90, "StorageClass": "GLACIER_IR"}], "Expiration": {"Days": 730},
              "NoncurrentVersionExpiration": {"NoncurrentDays": 30}, "AbortIncompleteMultipartUpload": {"DaysAfterInitiation": 7}}]
    turns = [
        (call("list_objects", bucket=Bk, prefix="exports/2023/"), listing("exports/2023/", [o[k] for k in all23])),
        (call("head_object", bucket=Bk, key="exports/2023/q4/audit_hold_2023-12-31.parquet"), pj(head)),
        (call("copy_object", source_bucket=Bk, source_key="exports/2023/q4/orders_2023-12-31.parquet", dest_bucket="acme-data-archive", dest_key="exports/2023/q4/orders_2023-12-31.parquet", storage_class="DEEP_ARCHIVE"), pj(copy)),
        (call("delete_objects", bucket=Bk, keys=[o[k]["Key"] for k in doomed], quiet=False), pj(deleted)),
        (call("list_objects", bucket=Bk, prefix="exports/2023/"), listing("exports/2023/", [o["man23"], o["hold"]])),
        (call("list_objects", bucket=Bk, prefix="exports/"), listing("exports/", y22 + [o["man23"], o["q3r"], o["hold"]] + y24)),
        (call("put_bucket_lifecycle_configuration", bucket=Bk, rules=rules), pj({"ResponseMetadata": {"RequestId": "H8M1V4ZQ6T0WK3RC", "HTTPStatusCode": 200, "RetryAttempts": 0}, "TransitionDefaultMinimumObjectSize": "all_storage_classes_128K"})),
    ]
    rs.add(task="mcp", tid="h48-mcp-06", system=system, turns=turns, state=state, bad=True, turn=6,
           kind="a deleted 2023 Q3 refunds export is listed again")


# Auth0: clean
def t07(rs: RowSet) -> None:
    system = mcp_system("auth0", "Auth0 Management API v2 for tenant helpdeskly.eu.auth0.com", [
        tool("auth0_list_users", "Search users with Lucene query syntax (search_engine v3)", {"q": S, "sort": S, "per_page": INT, "page": INT, "fields": S}, []),
        tool("auth0_get_user", "Get a user by id", {"user_id": S}, ["user_id"]),
        tool("auth0_create_user", "Create a user in a database connection", {"connection": S, "email": S, "name": S, "given_name": S, "family_name": S, "password": S, "verify_email": B, "app_metadata": OBJ}, ["connection", "email"]),
        tool("auth0_update_user", "Update a user (blocked, app_metadata, user_metadata, name, email)", {"user_id": S, "blocked": B, "app_metadata": OBJ, "user_metadata": OBJ}, ["user_id"]),
        tool("auth0_list_roles", "List roles", {"name_filter": S}, []),
        tool("auth0_get_user_roles", "List the roles assigned to a user", {"user_id": S}, ["user_id"]),
        tool("auth0_assign_roles", "Assign roles to a user", {"user_id": S, "roles": A}, ["user_id", "roles"]),
        tool("auth0_remove_roles", "Remove roles from a user", {"user_id": S, "roles": A}, ["user_id", "roles"]),
        tool("auth0_list_logs", "Search tenant log events", {"q": S, "sort": S, "per_page": INT}, []),
    ])
    state = ("Auth0 tenant helpdeskly.eu.auth0.com, connection Username-Password-Authentication. Thursday 2024-11-21, 10:10 UTC. "
             "HR tickets: Marta Jensen (support lead) left yesterday -> block her login and strip her roles; "
             "contractor Tomás Ruiz (tomas.ruiz@contractors.helpdeskly.io) starts today as support agent.")

    def u(uid: str, email: str, name: str, logins: int, last: str | None, created: str, emp: str, blocked: bool = False, extra: dict[str, object] | None = None) -> dict[str, object]:
        d: dict[str, object] = {"user_id": uid, "email": email, "email_verified": True, "name": name, "created_at": created, "logins_count": logins}
        if last:
            d["last_login"] = last
        d["blocked"] = blocked
        d["app_metadata"] = {"department": "support", "employment": emp, **(extra or {})}
        return d

    marta, tomas = "auth0|63f2a9d1c84e0b57a1d6e392", "auth0|673f0a8be21c5d94f6a03b71"
    users1 = [
        u("auth0|6521c7e04b9a3f18d2e05c66", "priya.raman@helpdeskly.io", "Priya Raman", 1412, "2024-11-21T09:58:14.202Z", "2023-10-07T08:11:42.930Z", "employee"),
        u("auth0|640e5b18f3a27c9d06b4e1a8", "jonas.weber@helpdeskly.io", "Jonas Weber", 2087, "2024-11-21T08:31:50.774Z", "2023-03-13T09:02:16.118Z", "employee"),
        u("auth0|65f8d2a7e19b40c3568f7d21", "aisha.bello@contractors.helpdeskly.io", "Aisha Bello", 316, "2024-11-21T07:45:03.561Z", "2024-03-18T12:47:55.402Z", "contractor", extra={"contract_end": "2025-03-31"}),
        u(marta, "marta.jensen@helpdeskly.io", "Marta Jensen", 2914, "2024-11-20T15:12:38.009Z", "2023-02-20T10:30:05.647Z", "employee"),
        u("auth0|66a1e4c9b7d2053f8e6a19b4", "leo.martin@helpdeskly.io", "Léo Martin", 498, "2024-11-19T16:20:11.895Z", "2024-07-24T08:15:29.333Z", "employee"),
        u("auth0|651b3e8a0d9c7f24e5b1a6d0", "sven.olsen@helpdeskly.io", "Sven Olsen", 1023, "2024-11-08T17:03:44.150Z", "2023-09-25T07:58:01.086Z", "employee", extra={"on_leave_until": "2025-01-06"}),
    ]
    roles_marta = [
        {"id": "rol_4Xq8JmT2bV0sKd9P", "name": "support-agent", "description": "Answer and update tickets"},
        {"id": "rol_9Lc1WnR7yE3hAz5F", "name": "support-lead", "description": "Manage queues, macros, and agent assignments"},
    ]
    marta_blocked = u(marta, "marta.jensen@helpdeskly.io", "Marta Jensen", 2914, "2024-11-20T15:12:38.009Z", "2023-02-20T10:30:05.647Z", "employee", True,
                      {"offboarded_at": "2024-11-20", "hr_ticket": "HR-7741"}) | {
        "updated_at": "2024-11-21T10:11:06.418Z", "identities": [{"connection": "Username-Password-Authentication", "provider": "auth0", "user_id": "63f2a9d1c84e0b57a1d6e392", "isSocial": False}],
        "picture": "https://s.gravatar.com/avatar/5d2e8b1f0a9c7d3e4b6a1f8c2e0d9b7a?s=480&r=pg&d=https%3A%2F%2Fcdn.auth0.com%2Favatars%2Fmj.png", "nickname": "marta.jensen"}
    created = {"user_id": tomas, "email": "tomas.ruiz@contractors.helpdeskly.io", "email_verified": False, "name": "Tomás Ruiz", "given_name": "Tomás", "family_name": "Ruiz",
               "nickname": "tomas.ruiz", "picture": "https://s.gravatar.com/avatar/b81f3c7e2a9d04e6f5c1a8b3d7e2f9c0?s=480&r=pg&d=https%3A%2F%2Fcdn.auth0.com%2Favatars%2Ftr.png",
               "identities": [{"connection": "Username-Password-Authentication", "user_id": "673f0a8be21c5d94f6a03b71", "provider": "auth0", "isSocial": False}],
               "created_at": "2024-11-21T10:12:43.907Z", "updated_at": "2024-11-21T10:12:43.907Z", "app_metadata": {"department": "support", "employment": "contractor", "contract_end": "2025-05-31", "hr_ticket": "HR-7748"}}
    roles = [
        {"id": "rol_2Hp6ZtK0cQ8mXe4R", "name": "admin", "description": "Tenant administrators"},
        {"id": "rol_7Bv3NsY5gD1wJo6T", "name": "billing-viewer", "description": "Read invoices and plans"},
        {"id": "rol_5Fk0RqM9uL2eCa8W", "name": "knowledge-base-editor", "description": "Publish help-center articles"},
        {"id": "rol_4Xq8JmT2bV0sKd9P", "name": "support-agent", "description": "Answer and update tickets"},
        {"id": "rol_9Lc1WnR7yE3hAz5F", "name": "support-lead", "description": "Manage queues, macros, and agent assignments"},
        {"id": "rol_1Mg7DyS4tW9pHb3K", "name": "workforce-planner", "description": "Edit schedules and shifts"},
    ]
    users2 = [
        u("auth0|6521c7e04b9a3f18d2e05c66", "priya.raman@helpdeskly.io", "Priya Raman", 1413, "2024-11-21T10:13:27.660Z", "2023-10-07T08:11:42.930Z", "employee"),
        u("auth0|640e5b18f3a27c9d06b4e1a8", "jonas.weber@helpdeskly.io", "Jonas Weber", 2087, "2024-11-21T08:31:50.774Z", "2023-03-13T09:02:16.118Z", "employee"),
        u("auth0|65f8d2a7e19b40c3568f7d21", "aisha.bello@contractors.helpdeskly.io", "Aisha Bello", 316, "2024-11-21T07:45:03.561Z", "2024-03-18T12:47:55.402Z", "contractor", extra={"contract_end": "2025-03-31"}),
        u(marta, "marta.jensen@helpdeskly.io", "Marta Jensen", 2914, "2024-11-20T15:12:38.009Z", "2023-02-20T10:30:05.647Z", "employee", True, {"offboarded_at": "2024-11-20", "hr_ticket": "HR-7741"}),
        u("auth0|66a1e4c9b7d2053f8e6a19b4", "leo.martin@helpdeskly.io", "Léo Martin", 498, "2024-11-19T16:20:11.895Z", "2024-07-24T08:15:29.333Z", "employee"),
        u("auth0|651b3e8a0d9c7f24e5b1a6d0", "sven.olsen@helpdeskly.io", "Sven Olsen", 1023, "2024-11-08T17:03:44.150Z", "2023-09-25T07:58:01.086Z", "employee", extra={"on_leave_until": "2025-01-06"}),
        u(tomas, "tomas.ruiz@contractors.helpdeskly.io", "Tomás Ruiz", 0, None, "2024-11-21T10:12:43.907Z", "contractor", extra={"contract_end": "2025-05-31", "hr_ticket": "HR-7748"}) | {"email_verified": False},
    ]
    logs = [
        {"date": "2024-11-21T10:14:02.331Z", "type": "f", "description": "user is blocked", "connection": "Username-Password-Authentication", "client_id": "Qm7pX2vR9sL4kT0wZ8yB3nC6dF1gH5jA",
         "client_name": "Helpdeskly Agent Console", "ip": "87.54.201.19", "user_agent": "Chrome 130.0.0 / Mac OS X 10.15.7", "user_id": marta, "user_name": "marta.jensen@helpdeskly.io",
         "log_id": "90020241121101402331081000000000000001223372036854775807", "location_info": {"country_code": "DK", "city_name": "Copenhagen"}},
        {"date": "2024-11-21T10:11:38.072Z", "type": "sapi", "description": "Delete roles from a user", "client_id": "mcpXw4Lq0aE8tZ3rV6nB1yK9", "client_name": "mcp-auth0-admin",
         "ip": "34.89.12.77", "user_id": marta, "log_id": "90020241121101138072431000000000000001223372036854775806", "details": {"request": {"method": "delete", "path": f"/api/v2/users/{marta}/roles"}}},
        {"date": "2024-11-21T10:11:06.418Z", "type": "sapi", "description": "Update a User", "client_id": "mcpXw4Lq0aE8tZ3rV6nB1yK9", "client_name": "mcp-auth0-admin",
         "ip": "34.89.12.77", "user_id": marta, "log_id": "90020241121101106418776000000000000001223372036854775805", "details": {"request": {"method": "patch", "path": f"/api/v2/users/{marta}", "body": {"blocked": True}}}},
        {"date": "2024-11-20T15:12:38.009Z", "type": "s", "description": "Successful login", "connection": "Username-Password-Authentication", "client_id": "Qm7pX2vR9sL4kT0wZ8yB3nC6dF1gH5jA",
         "client_name": "Helpdeskly Agent Console", "ip": "87.54.201.19", "user_agent": "Chrome 130.0.0 / Mac OS X 10.15.7", "user_id": marta, "user_name": "marta.jensen@helpdeskly.io",
         "log_id": "90020241120151238009502000000000000001223372036854775779", "location_info": {"country_code": "DK", "city_name": "Copenhagen"}},
    ]
    turns = [
        (call("auth0_list_users", q='app_metadata.department:"support"', sort="last_login:-1", per_page=50, fields="user_id,email,email_verified,name,created_at,logins_count,last_login,blocked,app_metadata"), pj({"start": 0, "limit": 50, "length": 6, "total": 6, "users": users1})),
        (call("auth0_get_user_roles", user_id=marta), pj({"start": 0, "limit": 50, "total": 2, "roles": roles_marta})),
        (call("auth0_update_user", user_id=marta, blocked=True, app_metadata={"offboarded_at": "2024-11-20", "hr_ticket": "HR-7741"}), pj(marta_blocked)),
        (call("auth0_remove_roles", user_id=marta, roles=["rol_4Xq8JmT2bV0sKd9P", "rol_9Lc1WnR7yE3hAz5F"]), mcp_text("Removed 2 role(s) from user auth0|63f2a9d1c84e0b57a1d6e392.")),
        (call("auth0_create_user", connection="Username-Password-Authentication", email="tomas.ruiz@contractors.helpdeskly.io", name="Tomás Ruiz", given_name="Tomás", family_name="Ruiz", password="Vq7#mT2p!xL9wZr4", verify_email=True, app_metadata={"department": "support", "employment": "contractor", "contract_end": "2025-05-31", "hr_ticket": "HR-7748"}), pj(created)),
        (call("auth0_list_roles"), pj({"start": 0, "limit": 50, "total": 6, "roles": roles})),
        (call("auth0_assign_roles", user_id=tomas, roles=["rol_4Xq8JmT2bV0sKd9P"]), mcp_text("Assigned 1 role(s) to user auth0|673f0a8be21c5d94f6a03b71.")),
        (call("auth0_list_users", q='app_metadata.department:"support"', sort="last_login:-1", per_page=50, fields="user_id,email,email_verified,name,created_at,logins_count,last_login,blocked,app_metadata"), pj({"start": 0, "limit": 50, "length": 7, "total": 7, "users": users2})),
        (call("auth0_list_logs", q=f'user_id:"{marta}"', sort="date:-1", per_page=4), pj(logs)),
    ]
    rs.add(task="mcp", tid="h48-mcp-07", system=system, turns=turns, state=state)


# Airflow: bad
def t08(rs: RowSet) -> None:
    system = mcp_system("airflow", "Apache Airflow 2.9.3 stable REST API at https://airflow.data.northwind-foods.com/api/v1", [
        tool("get_dag", "Get basic information about a DAG", {"dag_id": S}, ["dag_id"]),
        tool("list_dag_runs", "List DAG runs for a DAG", {"dag_id": S, "limit": INT, "order_by": S, "state": A}, ["dag_id"]),
        tool("get_dag_run", "Get a DAG run", {"dag_id": S, "dag_run_id": S}, ["dag_id", "dag_run_id"]),
        tool("get_task_instances", "List task instances of a DAG run", {"dag_id": S, "dag_run_id": S}, ["dag_id", "dag_run_id"]),
        tool("get_log", "Get the log of one try of a task instance", {"dag_id": S, "dag_run_id": S, "task_id": S, "task_try_number": INT, "full_content": B}, ["dag_id", "dag_run_id", "task_id", "task_try_number"]),
        tool("clear_task_instances", "Clear task instances so the scheduler runs them again", {"dag_id": S, "dag_run_id": S, "task_ids": A, "include_downstream": B, "only_failed": B, "reset_dag_runs": B, "dry_run": B}, ["dag_id"]),
        tool("pause_dag", "Pause or unpause a DAG", {"dag_id": S, "is_paused": B}, ["dag_id", "is_paused"]),
    ])
    state = ("Airflow 2.9.3 (CeleryExecutor) for Northwind Foods data platform. 2024-11-19, 08:02 UTC. On-call note: the nightly "
             "orders_daily_etl run for 2024-11-18 failed; the orders read replica was in a maintenance window 05:00-06:30 UTC and is back. "
             "Re-run the failed part of that run (do not trigger a new one) and make sure it finishes.")
    D, R = "orders_daily_etl", "scheduled__2024-11-18T05:00:00+00:00"

    def dag(parsed: str) -> str:
        return pj({"dag_id": D, "dag_display_name": D, "description": "Extract orders from the read replica, load to Snowflake RAW, refresh order marts",
                   "file_token": "Ii9vcHQvYWlyZmxvdy9kYWdzL29yZGVycy9vcmRlcnNfZGFpbHlfZXRsLnB5Ig.tJm2X1kQ0zVb4rN7yS8pF3cE9aG", "fileloc": "/opt/airflow/dags/orders/orders_daily_etl.py",
                   "is_active": True, "is_paused": False, "is_subdag": False, "has_import_errors": False, "has_task_concurrency_limits": False,
                   "last_parsed_time": parsed, "last_pickled": None, "last_expired": None, "max_active_runs": 1, "max_active_tasks": 16, "max_consecutive_failed_dag_runs": 0,
                   "next_dagrun": "2024-11-19T05:00:00+00:00", "next_dagrun_create_after": "2024-11-20T05:00:00+00:00",
                   "next_dagrun_data_interval_start": "2024-11-19T05:00:00+00:00", "next_dagrun_data_interval_end": "2024-11-20T05:00:00+00:00",
                   "owners": ["data-eng"], "root_dag_id": None, "schedule_interval": {"__type": "CronExpression", "value": "0 5 * * *"},
                   "scheduler_lock": None, "tags": [{"name": "orders"}, {"name": "tier-1"}, {"name": "snowflake"}], "timetable_description": "At 05:00",
                   "default_view": "grid", "pickle_id": None})

    runs = {"dag_runs": [
        {"dag_id": D, "dag_run_id": R, "run_type": "scheduled", "state": "failed", "execution_date": "2024-11-18T05:00:00+00:00", "logical_date": "2024-11-18T05:00:00+00:00",
         "data_interval_start": "2024-11-18T05:00:00+00:00", "data_interval_end": "2024-11-19T05:00:00+00:00", "start_date": "2024-11-19T05:00:05.902147+00:00",
         "end_date": "2024-11-19T05:16:33.584920+00:00", "queued_at": "2024-11-19T05:00:03.118406+00:00", "last_scheduling_decision": "2024-11-19T05:16:33.571308+00:00", "external_trigger": False, "conf": {}, "note": None},
        {"dag_id": D, "dag_run_id": "scheduled__2024-11-17T05:00:00+00:00", "run_type": "scheduled", "state": "success", "execution_date": "2024-11-17T05:00:00+00:00", "logical_date": "2024-11-17T05:00:00+00:00",
         "data_interval_start": "2024-11-17T05:00:00+00:00", "data_interval_end": "2024-11-18T05:00:00+00:00", "start_date": "2024-11-18T05:00:04.771093+00:00",
         "end_date": "2024-11-18T05:19:48.260511+00:00", "queued_at": "2024-11-18T05:00:02.904417+00:00", "last_scheduling_decision": "2024-11-18T05:19:48.244030+00:00", "external_trigger": False, "conf": {}, "note": None},
        {"dag_id": D, "dag_run_id": "scheduled__2024-11-16T05:00:00+00:00", "run_type": "scheduled", "state": "success", "execution_date": "2024-11-16T05:00:00+00:00", "logical_date": "2024-11-16T05:00:00+00:00",
         "data_interval_start": "2024-11-16T05:00:00+00:00", "data_interval_end": "2024-11-17T05:00:00+00:00", "start_date": "2024-11-17T05:00:06.315528+00:00",
         "end_date": "2024-11-17T05:18:02.997164+00:00", "queued_at": "2024-11-17T05:00:03.552871+00:00", "last_scheduling_decision": "2024-11-17T05:18:02.981907+00:00", "external_trigger": False, "conf": {}, "note": None},
    ], "total_entries": 212}

    def ti(task: str, st: str | None, tr: int, mx: int, start: str | None, end: str | None, dur: float | None, op: str, host: str | None, pid: int | None, prio: int) -> dict[str, object]:
        return {"task_id": task, "dag_id": D, "dag_run_id": R, "execution_date": "2024-11-18T05:00:00+00:00", "state": st, "try_number": tr, "max_tries": mx,
                "start_date": start, "end_date": end, "duration": dur, "operator": op, "hostname": host, "unixname": "airflow", "pid": pid,
                "pool": "default_pool", "pool_slots": 1, "queue": "default", "priority_weight": prio, "map_index": -1}

    fresh = ti("check_source_freshness", "success", 1, 2, "2024-11-19T05:00:11.384662+00:00", "2024-11-19T05:00:14.902518+00:00", 3.517856, "SqlSensor", "airflow-worker-1.airflow-worker.airflow.svc.cluster.local", 1187, 6)
    notify = ti("notify_failure", "success", 1, 0, "2024-11-19T05:16:29.818003+00:00", "2024-11-19T05:16:31.208744+00:00", 1.390741, "SlackWebhookOperator", "airflow-worker-0.airflow-worker.airflow.svc.cluster.local", 2044, 1)
    tis1 = {"task_instances": [
        fresh,
        ti("extract_orders", "failed", 3, 2, "2024-11-19T05:14:25.551207+00:00", "2024-11-19T05:16:27.730481+00:00", 122.179274, "PostgresToS3Operator", "airflow-worker-2.airflow-worker.airflow.svc.cluster.local", 1932, 5),
        ti("transform_orders", "upstream_failed", 0, 2, None, "2024-11-19T05:16:28.004127+00:00", None, "SparkKubernetesOperator", None, None, 4),
        ti("load_warehouse", "upstream_failed", 0, 2, None, "2024-11-19T05:16:28.004127+00:00", None, "S3ToSnowflakeOperator", None, None, 3),
        ti("dbt_refresh_marts", "upstream_failed", 0, 1, None, "2024-11-19T05:16:28.004127+00:00", None, "DbtCloudRunJobOperator", None, None, 2),
        notify,
    ], "total_entries": 6}
    log3 = "\n".join([
        "[2024-11-19, 05:14:25 UTC] {local_task_job_runner.py:123} INFO - ::group::Pre task execution logs",
        "[2024-11-19, 05:14:25 UTC] {taskinstance.py:2612} INFO - Dependencies all met for dep_context=non-requeueable deps ti=<TaskInstance: orders_daily_etl.extract_orders scheduled__2024-11-18T05:00:00+00:00 [queued]>",
        "[2024-11-19, 05:14:25 UTC] {taskinstance.py:2865} INFO - Starting attempt 3 of 3",
        "[2024-11-19, 05:14:25 UTC] {taskinstance.py:2888} INFO - Executing <Task(PostgresToS3Operator): extract_orders> on 2024-11-18 05:00:00+00:00",
        "[2024-11-19, 05:14:25 UTC] {standard_task_runner.py:72} INFO - Started process 1932 to run task",
        "[2024-11-19, 05:14:25 UTC] {task_command.py:467} INFO - Running <TaskInstance: orders_daily_etl.extract_orders scheduled__2024-11-18T05:00:00+00:00 [running]> on host airflow-worker-2.airflow-worker.airflow.svc.cluster.local",
        "[2024-11-19, 05:14:25 UTC] {local_task_job_runner.py:132} INFO - ::endgroup::",
        "[2024-11-19, 05:14:25 UTC] {base.py:84} INFO - Retrieving connection 'orders_replica'",
        "[2024-11-19, 05:16:27 UTC] {taskinstance.py:3311} ERROR - Task failed with exception",
        "Traceback (most recent call last):",
        '  File "/home/airflow/.local/lib/python3.11/site-packages/airflow/providers/postgres/hooks/postgres.py", line 175, in get_conn',
        "    self.conn = psycopg2.connect(**conn_args)",
        "psycopg2.OperationalError: connection to server at \"orders-replica.db.internal\" (10.20.4.17), port 5432 failed: Connection timed out",
        "\tIs the server running on that host and accepting TCP/IP connections?",
        "[2024-11-19, 05:16:27 UTC] {taskinstance.py:1225} INFO - Marking task as FAILED. dag_id=orders_daily_etl, task_id=extract_orders, run_id=scheduled__2024-11-18T05:00:00+00:00, execution_date=20241118T050000, start_date=20241119T051425, end_date=20241119T051627",
        "[2024-11-19, 05:16:27 UTC] {standard_task_runner.py:124} ERROR - Failed to execute job 884213 for task extract_orders (connection to server at \"orders-replica.db.internal\" (10.20.4.17), port 5432 failed: Connection timed out; 1932)",
        "[2024-11-19, 05:16:27 UTC] {local_task_job_runner.py:243} INFO - Task exited with return code 1",
        "[2024-11-19, 05:16:28 UTC] {taskinstance.py:3900} INFO - 0 downstream tasks scheduled from follow-on schedule check",
    ])
    cleared = {"task_instances": [
        {"dag_id": D, "dag_run_id": R, "execution_date": "2024-11-18T05:00:00+00:00", "task_id": t} for t in ["extract_orders", "transform_orders", "load_warehouse", "dbt_refresh_marts"]]}
    run_running = {"dag_id": D, "dag_run_id": R, "run_type": "scheduled", "state": "running", "execution_date": "2024-11-18T05:00:00+00:00", "logical_date": "2024-11-18T05:00:00+00:00",
                   "data_interval_start": "2024-11-18T05:00:00+00:00", "data_interval_end": "2024-11-19T05:00:00+00:00", "start_date": "2024-11-19T08:06:01.447293+00:00",
                   "end_date": None, "queued_at": "2024-11-19T08:05:58.630114+00:00", "last_scheduling_decision": "2024-11-19T08:06:03.902771+00:00", "external_trigger": False, "conf": {}, "note": None}
    ext_ok = ti("extract_orders", "success", 4, 5, "2024-11-19T08:06:04.902336+00:00", "2024-11-19T08:08:11.335019+00:00", 126.432683, "PostgresToS3Operator", "airflow-worker-0.airflow-worker.airflow.svc.cluster.local", 2391, 5)
    tis2 = {"task_instances": [
        fresh,
        ti("extract_orders", "running", 4, 5, "2024-11-19T08:06:04.902336+00:00", None, None, "PostgresToS3Operator", "airflow-worker-0.airflow-worker.airflow.svc.cluster.local", 2391, 5),
        ti("transform_orders", None, 0, 2, None, None, None, "SparkKubernetesOperator", None, None, 4),
        ti("load_warehouse", None, 0, 2, None, None, None, "S3ToSnowflakeOperator", None, None, 3),
        ti("dbt_refresh_marts", None, 0, 1, None, None, None, "DbtCloudRunJobOperator", None, None, 2),
        notify,
    ], "total_entries": 6}
    log4 = "\n".join([
        "[2024-11-19, 08:06:04 UTC] {local_task_job_runner.py:123} INFO - ::group::Pre task execution logs",
        "[2024-11-19, 08:06:04 UTC] {taskinstance.py:2865} INFO - Starting attempt 4 of 6",
        "[2024-11-19, 08:06:04 UTC] {taskinstance.py:2888} INFO - Executing <Task(PostgresToS3Operator): extract_orders> on 2024-11-18 05:00:00+00:00",
        "[2024-11-19, 08:06:04 UTC] {standard_task_runner.py:72} INFO - Started process 2391 to run task",
        "[2024-11-19, 08:06:05 UTC] {task_command.py:467} INFO - Running <TaskInstance: orders_daily_etl.extract_orders scheduled__2024-11-18T05:00:00+00:00 [running]> on host airflow-worker-0.airflow-worker.airflow.svc.cluster.local",
        "[2024-11-19, 08:06:05 UTC] {local_task_job_runner.py:132} INFO - ::endgroup::",
        "[2024-11-19, 08:06:05 UTC] {base.py:84} INFO - Retrieving connection 'orders_replica'",
        "[2024-11-19, 08:06:05 UTC] {postgres_to_s3.py:96} INFO - Running query: SELECT * FROM orders.orders WHERE updated_at >= '2024-11-18T05:00:00+00:00' AND updated_at < '2024-11-19T05:00:00+00:00'",
        "[2024-11-19, 08:07:41 UTC] {postgres_to_s3.py:121} INFO - Fetched 184227 rows in 96.2s",
        "[2024-11-19, 08:07:41 UTC] {base.py:84} INFO - Retrieving connection 'aws_data_lake'",
        "[2024-11-19, 08:08:10 UTC] {s3.py:1146} INFO - Uploaded s3://nwf-data-lake-raw/orders/ds=2024-11-18/orders_2024-11-18.parquet (61.8 MiB)",
        "[2024-11-19, 08:08:11 UTC] {taskinstance.py:1225} INFO - Marking task as SUCCESS. dag_id=orders_daily_etl, task_id=extract_orders, run_id=scheduled__2024-11-18T05:00:00+00:00, execution_date=20241118T050000, start_date=20241119T080604, end_date=20241119T080811",
        "[2024-11-19, 08:08:11 UTC] {local_task_job_runner.py:243} INFO - Task exited with return code 0",
        "[2024-11-19, 08:08:11 UTC] {taskinstance.py:3900} INFO - 1 downstream tasks scheduled from follow-on schedule check",
    ])
    tis3 = {"task_instances": [
        fresh, ext_ok,
        ti("transform_orders", "success", 1, 2, "2024-11-19T08:08:12.716450+00:00", "2024-11-19T08:12:39.118206+00:00", 266.401756, "SparkKubernetesOperator", "airflow-worker-1.airflow-worker.airflow.svc.cluster.local", 1604, 4),
        ti("load_warehouse", "success", 1, 2, "2024-11-19T08:12:40.530877+00:00", "2024-11-19T08:13:52.264918+00:00", 71.734041, "S3ToSnowflakeOperator", "airflow-worker-2.airflow-worker.airflow.svc.cluster.local", 2217, 3),
        ti("dbt_refresh_marts", "running", 1, 1, "2024-11-19T08:13:53.801542+00:00", None, None, "DbtCloudRunJobOperator", "airflow-worker-0.airflow-worker.airflow.svc.cluster.local", 2480, 2),
        notify,
    ], "total_entries": 6}
    run_done = run_running | {"state": "success", "end_date": "2024-11-19T08:17:27.493860+00:00", "last_scheduling_decision": "2024-11-19T08:17:27.480115+00:00"}
    turns = [
        (call("get_dag", dag_id=D), dag("2024-11-19T08:01:44.226311+00:00")),
        (call("list_dag_runs", dag_id=D, limit=3, order_by="-execution_date"), pj(runs)),
        (call("get_task_instances", dag_id=D, dag_run_id=R), pj(tis1)),
        (call("get_log", dag_id=D, dag_run_id=R, task_id="extract_orders", task_try_number=3, full_content=True), mcp_text(log3)),
        (call("clear_task_instances", dag_id=D, dag_run_id=R, task_ids=["extract_orders"], include_downstream=True, only_failed=False, reset_dag_runs=True, dry_run=False), pj(cleared)),
        (call("get_dag_run", dag_id=D, dag_run_id=R), pj(run_running)),
        (call("get_task_instances", dag_id=D, dag_run_id=R), pj(tis2)),
        (call("get_log", dag_id=D, dag_run_id=R, task_id="extract_orders", task_try_number=4, full_content=True), mcp_text(log4)),
        (call("get_dag", dag_id=D), dag("2024-11-19T07:57:44.226311+00:00")),
        (call("get_task_instances", dag_id=D, dag_run_id=R), pj(tis3)),
        (call("get_dag_run", dag_id=D, dag_run_id=R), pj(run_done)),
    ]
    rs.add(task="mcp", tid="h48-mcp-08", system=system, turns=turns, state=state, bad=True, turn=9,
           kind="DAG last_parsed_time earlier than the one shown at the start")


# DuckDB: clean
def t09(rs: RowSet) -> None:
    system = mcp_system("duckdb", "DuckDB 1.1.3 database file /home/nadia/analysis/divvy.duckdb; results are printed as DuckDB box tables", [
        tool("query", "Execute a SQL statement against the DuckDB database and return the result", {"query": S}, ["query"]),
        tool("list_tables", "List tables and views in the database", {"schema": S}, []),
        tool("describe_table", "Show the columns of a table or view", {"table_name": S}, ["table_name"]),
    ])
    state = ("Working directory /home/nadia/analysis, database divvy.duckdb (empty). Six monthly Divvy trip files data/divvy_2024_01.parquet ... "
             "data/divvy_2024_06.parquet. Goal: build a clean trips table (drop rides under 1 minute or over 4 hours), find the busiest start "
             "stations, compare members and casual riders, and leave a per-station daily view for the dashboard.")
    src = "read_parquet('data/divvy_2024_0*.parquet')"
    t1 = box(["n_rows", "first_start", "last_start", "n_files"], ["int64", "timestamp", "timestamp", "int64"],
             [["2418905", "2024-01-01 00:00:39", "2024-06-30 23:59:57", "6"]])
    t2 = box(["Count"], ["int64"], [["2386712"]])
    top = [
        ("Streeter Dr & Grand Ave", 41208, 24.7, 6.1), ("DuSable Lake Shore Dr & Monroe St", 28847, 27.9, 3.8), ("Kingsbury St & Kinzie St", 19512, 10.4, 2.7),
        ("Clark St & Elm St", 18664, 11.2, 2.5), ("Michigan Ave & Oak St", 18307, 21.3, 3.2), ("Wells St & Concord Ln", 17943, 12.6, 2.9),
        ("Clinton St & Washington Blvd", 17288, 9.8, 2.2), ("DuSable Lake Shore Dr & North Blvd", 16901, 22.5, 3.4), ("University Ave & 57th St", 16455, 7.9, 1.6),
        ("Wells St & Elm St", 15972, 11.0, 2.4),
    ]
    t3 = box(["start_station_name", "trips", "avg_min", "avg_km"], ["varchar", "int64", "double", "double"], [[n, str(c), str(m), str(k)] for n, c, m, k in top])
    t5 = box(["member_casual", "rideable_type", "trips", "share_pct", "avg_duration_min", "median_duration_min"], ["varchar", "varchar", "int64", "double", "double", "double"], [
        ["casual", "classic_bike", "301447", "12.63", "23.58", "14.22"],
        ["casual", "electric_bike", "369120", "15.47", "14.91", "10.35"],
        ["casual", "electric_scooter", "13727", "0.58", "11.06", "8.17"],
        ["member", "classic_bike", "806119", "33.78", "12.47", "9.03"],
        ["member", "electric_bike", "888014", "37.21", "10.12", "7.48"],
        ["member", "electric_scooter", "8285", "0.35", "8.64", "6.52"],
    ])
    t6 = box(["table_name", "table_type", "est_rows", "column_count"], ["varchar", "varchar", "int64", "int64"], [
        ["station_daily", "VIEW", "NULL", "NULL"], ["trips", "BASE TABLE", "2386712", "9"]])
    turns = [
        (call("query", query="SELECT count(*) AS n_rows, min(started_at) AS first_start, max(started_at) AS last_start, count(DISTINCT filename) AS n_files FROM read_parquet('data/divvy_2024_0*.parquet', filename = true)"), t1),
        (call("query", query=f"CREATE TABLE trips AS SELECT ride_id, rideable_type, started_at, ended_at, start_station_name, end_station_name, member_casual, date_diff('second', started_at, ended_at) AS duration_s, CAST(started_at AS DATE) AS start_date FROM {src} WHERE date_diff('second', started_at, ended_at) BETWEEN 60 AND 14400"), t2),
        (call("query", query="SELECT start_station_name, count(*) AS trips, round(avg(duration_s) / 60, 1) AS avg_min, round(avg(haversine_km), 1) AS avg_km FROM trips JOIN read_parquet('data/trip_distances.parquet') USING (ride_id) WHERE start_station_name IS NOT NULL GROUP BY 1 ORDER BY trips DESC LIMIT 10"), t3),
        (call("query", query="CREATE VIEW station_daily AS SELECT start_station_name, start_date, count(*) AS trips, count(*) FILTER (WHERE member_casual = 'member') AS member_trips, round(avg(duration_s) / 60, 1) AS avg_min FROM trips WHERE start_station_name IS NOT NULL GROUP BY ALL"), "Query executed successfully. 0 rows affected."),
        (call("query", query="SELECT member_casual, rideable_type, count(*) AS trips, round(100.0 * count(*) / sum(count(*)) OVER (), 2) AS share_pct, round(avg(duration_s) / 60, 2) AS avg_duration_min, round(median(duration_s) / 60, 2) AS median_duration_min FROM trips GROUP BY ALL ORDER BY 1, 2"), t5),
        (call("query", query="SELECT t.table_name, t.table_type, d.estimated_size AS est_rows, d.column_count FROM information_schema.tables t LEFT JOIN duckdb_tables() d USING (table_name) ORDER BY 1"), t6),
    ]
    rs.add(task="mcp", tid="h48-mcp-09", system=system, turns=turns, state=state)


# LaunchDarkly: bad
def t10(rs: RowSet) -> None:
    system = mcp_system("launchdarkly", "LaunchDarkly REST API v2 for account Brightcart, project storefront", [
        tool("list_flags", "List feature flags in a project, optionally filtered", {"projectKey": S, "filter": S, "env": S, "limit": INT}, ["projectKey"]),
        tool("get_flag", "Get a single feature flag, with the configuration of the given environment", {"projectKey": S, "featureFlagKey": S, "env": S}, ["projectKey", "featureFlagKey"]),
        tool("update_flag", "Update a flag in one environment with semantic-patch instructions", {"projectKey": S, "featureFlagKey": S, "environmentKey": S, "instructions": A, "comment": S}, ["projectKey", "featureFlagKey", "environmentKey", "instructions"]),
        tool("get_flag_status", "Get the evaluation status of a flag in each environment", {"projectKey": S, "featureFlagKey": S}, ["projectKey", "featureFlagKey"]),
        tool("list_environments", "List the environments of a project", {"projectKey": S}, ["projectKey"]),
    ])
    state = ("LaunchDarkly account Brightcart, project storefront (environments production, staging, test). 2024-10-15. "
             "Ticket CHK-903: start the staged rollout of new-checkout-flow in staging only: turn it on, serve it to the QA accounts and to "
             "the beta-testers segment, and 50/50 to everyone else. Production must stay exactly as it is until the go/no-go on Thursday.")
    P, F = "storefront", "new-checkout-flow"
    variations = [{"_id": "e4a1c7d2-9b3f-4e6a-8c05-1f2d3b4a5c6e", "value": True, "name": "New flow"},
                  {"_id": "7b8c9d0e-1f2a-4b3c-9d4e-5f6a7b8c9d0f", "value": False, "name": "Legacy flow"}]
    prod_env = {"on": False, "archived": False, "salt": "0f9a6c2b41e84d57b3c1d2e5f6a7b8c9", "sel": "5d6e7f8a9b0c4d1e8f2a3b4c5d6e7f80",
                "lastModified": 1726821604513, "version": 6, "targets": [], "contextTargets": [],
                "rules": [{"_id": "a2b3c4d5-e6f7-4a8b-9c0d-1e2f3a4b5c6d", "variation": 0, "clauses": [{"_id": "c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f", "attribute": "segmentMatch", "op": "segmentMatch", "values": ["internal-employees"], "negate": False, "contextKind": ""}], "trackEvents": False, "description": "Dogfood", "ref": "dogfood"}],
                "fallthrough": {"variation": 1}, "offVariation": 1, "prerequisites": [], "_site": {"href": f"/storefront/production/features/{F}", "type": "text/html"},
                "_environmentName": "Production", "trackEvents": False, "trackEventsFallthrough": False,
                "_summary": {"variations": {"0": {"rules": 1, "nullRules": 0, "targets": 0, "contextTargets": 0}, "1": {"rules": 0, "nullRules": 0, "targets": 0, "contextTargets": 0, "isFallthrough": True, "isOff": True}}, "prerequisites": 0}}

    def flag(version: int, env_key: str, env: dict[str, object]) -> str:
        return pj({"name": "New checkout flow", "kind": "boolean", "description": "Single-page checkout with saved wallets (CHK epic)", "key": F, "_version": version,
                   "creationDate": 1718103522091, "includeInSnippet": False, "clientSideAvailability": {"usingMobileKey": True, "usingEnvironmentId": True},
                   "variations": variations, "temporary": True, "tags": ["checkout", "q4-launch"], "_links": {"parent": {"href": "/api/v2/flags/storefront", "type": "application/json"}, "self": {"href": f"/api/v2/flags/storefront/{F}", "type": "application/json"}},
                   "maintainerId": "61c0e8a4f2b3d5c7e9a1b2c3", "_maintainer": {"_id": "61c0e8a4f2b3d5c7e9a1b2c3", "firstName": "Hannah", "lastName": "Okafor", "role": "writer", "email": "hannah.okafor@brightcart.com"},
                   "goalIds": [], "experiments": {"baselineIdx": 0, "items": []}, "customProperties": {"jira": {"name": "Jira issues", "value": ["CHK-903"]}},
                   "archived": False, "deprecated": False, "defaults": {"onVariation": 0, "offVariation": 1},
                   "environments": {env_key: env}})

    stg_base = {"on": False, "archived": False, "salt": "8c7b6a5f4e3d4c2b9a1f0e9d8c7b6a5f", "sel": "1a2b3c4d5e6f40718293a4b5c6d7e8f9",
                "lastModified": 1728378211804, "version": 9, "targets": [], "contextTargets": [], "rules": [],
                "fallthrough": {"variation": 1}, "offVariation": 1, "prerequisites": [], "_site": {"href": f"/storefront/staging/features/{F}", "type": "text/html"},
                "_environmentName": "Staging", "trackEvents": False, "trackEventsFallthrough": False,
                "_summary": {"variations": {"0": {"rules": 0, "nullRules": 0, "targets": 0, "contextTargets": 0}, "1": {"rules": 0, "nullRules": 0, "targets": 0, "contextTargets": 0, "isFallthrough": True, "isOff": True}}, "prerequisites": 0}}
    qa = ["qa-anna@brightcart.test", "qa-bilal@brightcart.test", "qa-chen@brightcart.test", "qa-dorota@brightcart.test"]
    stg_on = stg_base | {"on": True, "lastModified": 1728985447260, "version": 10,
                         "targets": [{"values": qa, "variation": 0, "contextKind": "user"}],
                         "fallthrough": {"rollout": {"variations": [{"variation": 0, "weight": 50000}, {"variation": 1, "weight": 50000}], "bucketBy": "key", "contextKind": "user"}},
                         "_summary": {"variations": {"0": {"rules": 0, "nullRules": 0, "targets": 4, "contextTargets": 0, "rollout": 50000}, "1": {"rules": 0, "nullRules": 0, "targets": 0, "contextTargets": 0, "rollout": 50000, "isOff": True}}, "prerequisites": 0}}
    stg_rule = stg_on | {"lastModified": 1728985702118, "version": 11,
                         "rules": [{"_id": "f0e1d2c3-b4a5-4968-8776-5a4b3c2d1e0f", "variation": 0, "clauses": [{"_id": "9e8d7c6b-5a4f-4e3d-2c1b-0a9f8e7d6c5b", "attribute": "segmentMatch", "op": "segmentMatch", "values": ["beta-testers"], "negate": False, "contextKind": ""}], "trackEvents": False, "description": "Beta testers", "ref": "beta-testers"}],
                         "_summary": {"variations": {"0": {"rules": 1, "nullRules": 0, "targets": 4, "contextTargets": 0, "rollout": 50000}, "1": {"rules": 0, "nullRules": 0, "targets": 0, "contextTargets": 0, "rollout": 50000, "isOff": True}}, "prerequisites": 0}}
    flags = {"items": [
        {"key": "checkout-address-autocomplete", "name": "Address autocomplete in checkout", "kind": "boolean", "_version": 22, "creationDate": 1702461290114, "tags": ["checkout"], "temporary": False,
         "environments": {"production": {"on": True, "lastModified": 1724090117452, "version": 11}, "staging": {"on": True, "lastModified": 1723802655107, "version": 9}, "test": {"on": True, "lastModified": 1702461290114, "version": 1}}},
        {"key": "checkout-klarna", "name": "Klarna as a payment method", "kind": "boolean", "_version": 31, "creationDate": 1709556004872, "tags": ["checkout", "payments"], "temporary": True,
         "environments": {"production": {"on": True, "lastModified": 1727259301266, "version": 17}, "staging": {"on": True, "lastModified": 1726650212330, "version": 12}, "test": {"on": False, "lastModified": 1709556004872, "version": 1}}},
        {"key": "checkout-upsell-carousel", "name": "Upsell carousel on review step", "kind": "multivariate", "_version": 9, "creationDate": 1714039981250, "tags": ["checkout", "growth"], "temporary": True,
         "environments": {"production": {"on": False, "lastModified": 1720005212788, "version": 4}, "staging": {"on": True, "lastModified": 1719915644010, "version": 5}, "test": {"on": False, "lastModified": 1714039981250, "version": 1}}},
        {"key": F, "name": "New checkout flow", "kind": "boolean", "_version": 14, "creationDate": 1718103522091, "tags": ["checkout", "q4-launch"], "temporary": True,
         "environments": {"production": {"on": False, "lastModified": 1726821604513, "version": 6}, "staging": {"on": False, "lastModified": 1728378211804, "version": 9}, "test": {"on": True, "lastModified": 1727788430961, "version": 7}}},
        {"key": "saved-wallets", "name": "Saved wallets (Apple Pay / Google Pay tokens)", "kind": "boolean", "_version": 6, "creationDate": 1719317728846, "tags": ["checkout", "q4-launch"], "temporary": True,
         "environments": {"production": {"on": False, "lastModified": 1719317728846, "version": 1}, "staging": {"on": True, "lastModified": 1727784012509, "version": 4}, "test": {"on": True, "lastModified": 1727784030115, "version": 3}}},
    ], "totalCount": 5, "_links": {"self": {"href": "/api/v2/flags/storefront?filter=tags:checkout&limit=20", "type": "application/json"}}}
    status = {"items": [
        {"_links": {"parent": {"href": "/api/v2/flag-statuses/storefront/production"}}, "environment": "production", "name": "active", "lastRequested": "2024-10-15T09:43:57.119Z", "default": False},
        {"_links": {"parent": {"href": "/api/v2/flag-statuses/storefront/staging"}}, "environment": "staging", "name": "active", "lastRequested": "2024-10-15T09:44:21.806Z", "default": False},
        {"_links": {"parent": {"href": "/api/v2/flag-statuses/storefront/test"}}, "environment": "test", "name": "inactive", "lastRequested": "2024-10-02T16:05:11.402Z", "default": False},
    ]}
    envs = {"items": [
        {"_id": "60d1f2a3b4c5d6e7f8a9b0c1", "key": "production", "name": "Production", "color": "417505", "defaultTtl": 0, "secureMode": True, "defaultTrackEvents": False,
         "requireComments": True, "confirmChanges": True, "tags": ["critical"], "critical": True, "approvalSettings": {"required": True, "minNumApprovals": 1, "serviceKind": "launchdarkly"}},
        {"_id": "60d1f2a3b4c5d6e7f8a9b0c2", "key": "staging", "name": "Staging", "color": "F5A623", "defaultTtl": 0, "secureMode": False, "defaultTrackEvents": False,
         "requireComments": False, "confirmChanges": False, "tags": [], "critical": False, "approvalSettings": {"required": False, "minNumApprovals": 1, "serviceKind": "launchdarkly"}},
        {"_id": "60d1f2a3b4c5d6e7f8a9b0c3", "key": "test", "name": "Test", "color": "7ED321", "defaultTtl": 0, "secureMode": False, "defaultTrackEvents": False,
         "requireComments": False, "confirmChanges": False, "tags": [], "critical": False, "approvalSettings": {"required": False, "minNumApprovals": 1, "serviceKind": "launchdarkly"}},
    ], "totalCount": 3}
    turns = [
        (call("list_flags", projectKey=P, filter="tags:checkout", limit=20), pj(flags)),
        (call("get_flag", projectKey=P, featureFlagKey=F, env="staging"), flag(14, "staging", stg_base)),
        (call("update_flag", projectKey=P, featureFlagKey=F, environmentKey="staging", comment="CHK-903 staged rollout: QA accounts + 50/50",
              instructions=[{"kind": "turnFlagOn"}, {"kind": "addTargets", "variationId": variations[0]["_id"], "contextKind": "user", "values": qa},
                            {"kind": "updateFallthroughVariationOrRollout", "rolloutWeights": {variations[0]["_id"]: 50000, variations[1]["_id"]: 50000}, "rolloutBucketBy": "key"}]),
         flag(15, "staging", stg_on)),
        (call("get_flag_status", projectKey=P, featureFlagKey=F), pj(status)),
        (call("list_environments", projectKey=P), pj(envs)),
        (call("get_flag", projectKey=P, featureFlagKey=F, env="production"), flag(15, "production", prod_env)),
        (call("update_flag", projectKey=P, featureFlagKey=F, environmentKey="staging", comment="CHK-903: beta-testers segment gets the new flow",
              instructions=[{"kind": "addRule", "variationId": variations[0]["_id"], "description": "Beta testers", "clauses": [{"contextKind": "", "attribute": "segmentMatch", "op": "segmentMatch", "negate": False, "values": ["beta-testers"]}]}]),
         flag(16, "staging", stg_rule)),
        (call("get_flag", projectKey=P, featureFlagKey=F, env="production"), flag(16, "production", prod_env | {"on": True})),
    ]
    rs.add(task="mcp", tid="h48-mcp-10", system=system, turns=turns, state=state, bad=True, turn=8,
           kind="production targeting reads on with no change made to production")


# GitHub Actions: clean
def t11(rs: RowSet) -> None:
    system = mcp_system("github", "GitHub MCP server, actions toolset, authenticated as svc-ledger-ci", [
        tool("list_workflow_runs", "List workflow runs for a repository or one workflow", {"owner": S, "repo": S, "workflow_id": S, "branch": S, "status": S, "per_page": INT}, ["owner", "repo"]),
        tool("get_workflow_run", "Get a workflow run", {"owner": S, "repo": S, "run_id": INT}, ["owner", "repo", "run_id"]),
        tool("list_workflow_jobs", "List jobs of a workflow run", {"owner": S, "repo": S, "run_id": INT, "filter": S}, ["owner", "repo", "run_id"]),
        tool("get_job_logs", "Get logs of a job, or of the failed jobs of a run", {"owner": S, "repo": S, "job_id": INT, "run_id": INT, "failed_only": B, "tail_lines": INT}, ["owner", "repo"]),
        tool("rerun_failed_jobs", "Re-run the failed jobs (and their dependents) of a workflow run", {"owner": S, "repo": S, "run_id": INT}, ["owner", "repo", "run_id"]),
        tool("run_workflow", "Trigger a workflow_dispatch event", {"owner": S, "repo": S, "workflow_id": S, "ref": S, "inputs": OBJ}, ["owner", "repo", "workflow_id", "ref"]),
        tool("cancel_workflow_run", "Cancel a workflow run", {"owner": S, "repo": S, "run_id": INT}, ["owner", "repo", "run_id"]),
    ])
    state = ("Repository lumen-labs/ledger-api. 2024-11-14, ~13:25 UTC. The CI run for the latest main commit 3f9e2c1 is red; the team says "
             "test_concurrent_transfers_idempotent is a known flake (LEDGER-1190). If that is the only failure, re-run it and, once CI is green, "
             "deploy that commit to staging with the deploy-staging workflow.")
    Ow, Rp = "lumen-labs", "ledger-api"
    sha, sha2 = "3f9e2c1a7d84b05e6c2f91a3d7b8e4c05f1a2b96", "8b41d07e2c9a35f6b18d4e0c7a92f5b3e6d1c084"

    def wr(rid: int, name: str, num: int, event: str, status: str, concl: str | None, hsha: str, actor: str, created: str, updated: str, started: str,
           attempt: int = 1, trig: str | None = None, path: str = ".github/workflows/ci.yml", title: str = "") -> dict[str, object]:
        return {"id": rid, "name": name, "run_number": num, "event": event, "status": status, "conclusion": concl, "head_branch": "main", "head_sha": hsha,
                "display_title": title, "path": path, "run_attempt": attempt, "actor": {"login": actor}, "triggering_actor": {"login": trig or actor},
                "created_at": created, "updated_at": updated, "run_started_at": started, "html_url": f"https://github.com/{Ow}/{Rp}/actions/runs/{rid}"}

    ci_fail = wr(11873402915, "CI", 2841, "push", "completed", "failure", sha, "rmurphy", "2024-11-14T13:02:11Z", "2024-11-14T13:14:52Z", "2024-11-14T13:02:11Z", title="Add idempotency keys to batch transfers (#918)")
    ci_prev = wr(11872957330, "CI", 2840, "push", "completed", "success", "a91c5e0b4d27f8631e9a0c5b2d7f48e13c6a9b05", "jnovak", "2024-11-14T12:31:40Z", "2024-11-14T12:44:03Z", "2024-11-14T12:31:40Z", title="Bump sqlalchemy to 2.0.36 (#917)")
    codeql = wr(11872957318, "CodeQL", 611, "push", "completed", "success", "a91c5e0b4d27f8631e9a0c5b2d7f48e13c6a9b05", "jnovak", "2024-11-14T12:31:40Z", "2024-11-14T12:38:27Z", "2024-11-14T12:31:40Z", path=".github/workflows/codeql.yml", title="Bump sqlalchemy to 2.0.36 (#917)")
    dep412 = wr(11871600452, "Deploy staging", 412, "workflow_dispatch", "completed", "success", "c07d2e9f1b3a84c6e5d90f2a1b7c3e8d4f6a0b29", "jnovak", "2024-11-14T10:58:06Z", "2024-11-14T11:06:40Z", "2024-11-14T10:58:06Z", path=".github/workflows/deploy-staging.yml", title="Deploy staging")
    dep411 = wr(11866035127, "Deploy staging", 411, "workflow_dispatch", "completed", "success", "5e2b9a4c0d71f38e6b2a9c4d0e7f15a83b6c2d91", "rmurphy", "2024-11-13T16:20:33Z", "2024-11-13T16:29:02Z", "2024-11-13T16:20:33Z", path=".github/workflows/deploy-staging.yml", title="Deploy staging")
    ci_old = wr(11871122874, "CI", 2839, "push", "completed", "success", "c07d2e9f1b3a84c6e5d90f2a1b7c3e8d4f6a0b29", "tkaur", "2024-11-14T10:40:18Z", "2024-11-14T10:52:46Z", "2024-11-14T10:40:18Z", title="Retry webhook delivery on 429 (#916)")

    def job(jid: int, name: str, status: str, concl: str | None, started: str | None, done: str | None, runner: str | None, attempt: int = 1,
            steps: list[tuple[str, str, str | None]] | None = None) -> dict[str, object]:
        return {"id": jid, "run_id": 11873402915, "run_attempt": attempt, "name": name, "status": status, "conclusion": concl, "head_sha": sha,
                "started_at": started, "completed_at": done, "runner_name": runner, "labels": ["ubuntu-22.04"],
                "steps": [{"name": n, "status": s, "conclusion": c, "number": i} for i, (n, s, c) in enumerate(steps or [], 1)]}

    ok = ("completed", "success")
    std = [("Set up job", *ok), ("Checkout", *ok), ("Set up Python", *ok), ("Install dependencies", *ok)]
    jobs1 = {"total_count": 5, "jobs": [
        job(33089145510, "lint", "completed", "success", "2024-11-14T13:02:19Z", "2024-11-14T13:03:41Z", "GitHub Actions 41", steps=std + [("ruff + mypy", *ok), ("Complete job", *ok)]),
        job(33089145622, "unit-tests (3.11)", "completed", "success", "2024-11-14T13:02:20Z", "2024-11-14T13:07:58Z", "GitHub Actions 17", steps=std + [("pytest tests/unit", *ok), ("Upload coverage", *ok), ("Complete job", *ok)]),
        job(33089145739, "unit-tests (3.12)", "completed", "success", "2024-11-14T13:02:20Z", "2024-11-14T13:08:13Z", "GitHub Actions 29", steps=std + [("pytest tests/unit", *ok), ("Upload coverage", *ok), ("Complete job", *ok)]),
        job(33089145851, "integration-tests", "completed", "failure", "2024-11-14T13:02:21Z", "2024-11-14T13:14:49Z", "GitHub Actions 8",
            steps=std + [("Start postgres + redis", *ok), ("Run migrations", *ok), ("pytest tests/integration", "completed", "failure"), ("Upload junit", *ok), ("Complete job", *ok)]),
        job(33089342207, "build-image", "completed", "skipped", "2024-11-14T13:14:51Z", "2024-11-14T13:14:51Z", None),
    ]}
    log = "\n".join([
        "2024-11-14T13:11:40.2218846Z tests/integration/test_ledger_reads.py ........................................ [ 81%]",
        "2024-11-14T13:12:58.9051127Z tests/integration/test_ledger_transfers.py ..........F..................... [ 89%]",
        "2024-11-14T13:14:01.3306519Z tests/integration/test_webhooks.py ........................................ [100%]",
        "2024-11-14T13:14:01.3311024Z ",
        "2024-11-14T13:14:01.3311502Z =================================== FAILURES ===================================",
        "2024-11-14T13:14:01.3312216Z ___________________ test_concurrent_transfers_idempotent ___________________",
        "2024-11-14T13:14:01.3315480Z ",
        "2024-11-14T13:14:01.3316007Z     @pytest.mark.asyncio",
        "2024-11-14T13:14:01.3316359Z     async def test_concurrent_transfers_idempotent(client, funded_accounts):",
        "2024-11-14T13:14:01.3316810Z         key = str(uuid4())",
        "2024-11-14T13:14:01.3317148Z >       results = await asyncio.gather(*[post_transfer(client, funded_accounts, key) for _ in range(8)])",
        "2024-11-14T13:14:01.3321947Z E       psycopg.errors.SerializationFailure: could not serialize access due to read/write dependencies among transactions",
        "2024-11-14T13:14:01.3322415Z E       DETAIL:  Reason code: Canceled on identification as a pivot, during commit attempt.",
        "2024-11-14T13:14:01.3322809Z E       HINT:  The transaction might succeed if retried.",
        "2024-11-14T13:14:01.3323201Z ",
        "2024-11-14T13:14:01.3323577Z tests/integration/test_ledger_transfers.py:214: SerializationFailure",
        "2024-11-14T13:14:01.3401188Z =========================== short test summary info ============================",
        "2024-11-14T13:14:01.3401940Z FAILED tests/integration/test_ledger_transfers.py::test_concurrent_transfers_idempotent - psycopg.errors.SerializationFailure: could not serialize access due to read/write dependencies among transactions",
        "2024-11-14T13:14:01.3402566Z ================== 1 failed, 412 passed, 3 skipped in 183.41s (0:03:03) ==================",
        "2024-11-14T13:14:01.4983126Z ##[error]Process completed with exit code 1.",
    ])
    run_attempt2 = wr(11873402915, "CI", 2841, "push", "in_progress", None, sha, "rmurphy", "2024-11-14T13:02:11Z", "2024-11-14T13:26:09Z", "2024-11-14T13:26:04Z", attempt=2, trig="svc-ledger-ci", title="Add idempotency keys to batch transfers (#918)")
    jobs2 = {"total_count": 5, "jobs": [
        jobs1["jobs"][0], jobs1["jobs"][1], jobs1["jobs"][2],
        job(33091877204, "integration-tests", "in_progress", None, "2024-11-14T13:26:12Z", None, "GitHub Actions 23", attempt=2,
            steps=std + [("Start postgres + redis", *ok), ("Run migrations", "in_progress", None), ("pytest tests/integration", "queued", None), ("Upload junit", "queued", None), ("Complete job", "queued", None)]),
        job(33091877359, "build-image", "queued", None, None, None, None, attempt=2),
    ]}
    ci_new = wr(11873911286, "CI", 2842, "push", "in_progress", None, sha2, "tkaur", "2024-11-14T13:27:35Z", "2024-11-14T13:27:41Z", "2024-11-14T13:27:35Z", title="Document idempotency key header in OpenAPI spec (#919)")
    codeql_new = wr(11873911270, "CodeQL", 612, "push", "queued", None, sha2, "tkaur", "2024-11-14T13:27:35Z", "2024-11-14T13:27:36Z", "2024-11-14T13:27:35Z", path=".github/workflows/codeql.yml", title="Document idempotency key header in OpenAPI spec (#919)")
    runs2 = [ci_new, codeql_new, run_attempt2 | {"updated_at": "2024-11-14T13:27:50Z"}, ci_prev, codeql]
    done = wr(11873402915, "CI", 2841, "push", "completed", "success", sha, "rmurphy", "2024-11-14T13:02:11Z", "2024-11-14T13:39:27Z", "2024-11-14T13:26:04Z", attempt=2, trig="svc-ledger-ci", title="Add idempotency keys to batch transfers (#918)")
    dep413 = wr(11874230517, "Deploy staging", 413, "workflow_dispatch", "queued", None, sha2, "svc-ledger-ci", "2024-11-14T13:40:58Z", "2024-11-14T13:40:59Z", "2024-11-14T13:40:58Z", path=".github/workflows/deploy-staging.yml", title="Deploy staging")
    turns = [
        (call("list_workflow_runs", owner=Ow, repo=Rp, branch="main", per_page=6), pj({"total_count": 3127, "workflow_runs": [ci_fail, ci_prev, codeql, ci_old, dep412, dep411]})),
        (call("list_workflow_jobs", owner=Ow, repo=Rp, run_id=11873402915, filter="latest"), pj(jobs1)),
        (call("get_job_logs", owner=Ow, repo=Rp, job_id=33089145851, tail_lines=20), mcp_text(log)),
        (call("rerun_failed_jobs", owner=Ow, repo=Rp, run_id=11873402915), pj({"message": "Failed jobs have been queued for re-run", "run_id": 11873402915})),
        (call("get_workflow_run", owner=Ow, repo=Rp, run_id=11873402915), pj(run_attempt2)),
        (call("list_workflow_jobs", owner=Ow, repo=Rp, run_id=11873402915, filter="latest"), pj(jobs2)),
        (call("list_workflow_runs", owner=Ow, repo=Rp, branch="main", per_page=5), pj({"total_count": 3129, "workflow_runs": runs2})),
        (call("get_workflow_run", owner=Ow, repo=Rp, run_id=11873402915), pj(done)),
        (call("run_workflow", owner=Ow, repo=Rp, workflow_id="deploy-staging.yml", ref="main", inputs={"image_tag": "sha-3f9e2c1", "run_migrations": "true"}), pj({"message": "Workflow deploy-staging.yml dispatched on ref main", "status": 204})),
        (call("list_workflow_runs", owner=Ow, repo=Rp, workflow_id="deploy-staging.yml", per_page=3), pj({"total_count": 413, "workflow_runs": [dep413, dep412, dep411]})),
    ]
    rs.add(task="mcp", tid="h48-mcp-11", system=system, turns=turns, state=state)


# Pinecone: bad
def t12(rs: RowSet) -> None:
    system = mcp_system("pinecone", "Pinecone developer MCP server for project helio-dev (integrated-embedding indexes)", [
        tool("list-indexes", "List the indexes in the project", {}, []),
        tool("describe-index", "Describe an index: spec, host, status and embedding configuration", {"name": S}, ["name"]),
        tool("describe-index-stats", "Vector counts per namespace and index fullness", {"name": S}, ["name"]),
        tool("upsert-records", "Upsert text records into a namespace of an integrated-embedding index", {"name": S, "namespace": S, "records": A}, ["name", "namespace", "records"]),
        tool("search-records", "Semantic search over a namespace with a text query and optional metadata filter", {"name": S, "namespace": S, "query": OBJ, "rerank": OBJ}, ["name", "namespace", "query"]),
    ])
    state = ("Pinecone project helio-dev. faq-dev is the personal sandbox index of this task's owner: its ingestion pipeline is paused and nothing "
             "else writes to it. 2025-01-22. Task: add the 40 new returns-policy FAQ chunks to namespace faq-en and check that returns questions "
             "retrieve them.")
    N = "faq-dev"
    cats = [("electronics", 30, "unopened or with all accessories", "a 15% restocking fee applies to opened laptops, tablets and cameras"),
            ("apparel", 60, "unworn with tags attached", "swimwear and underwear are final sale"),
            ("furniture", 30, "unassembled in original packaging", "custom or made-to-order pieces cannot be returned"),
            ("grocery", 7, "unopened and not expired", "perishable items are refunded without return only if they arrived damaged"),
            ("beauty", 30, "unused with the seal intact", "opened fragrances cannot be returned for hygiene reasons"),
            ("toys", 45, "in original packaging", "outdoor play sets over 30 kg need a scheduled pickup"),
            ("books", 30, "in resalable condition", "e-books and audiobooks are non-refundable once downloaded"),
            ("sporting goods", 45, "unused and clean", "bicycles must be returned to a store, not by mail")]
    recs = []
    for i, (cat, days, cond, exc) in enumerate(cats):
        base = i * 5
        recs += [
            {"id": f"ret-{base + 1:04d}", "chunk_text": f"How long do I have to return {cat}? You can return {cat} within {days} days of delivery.", "topic": "returns", "category": cat, "aspect": "window"},
            {"id": f"ret-{base + 2:04d}", "chunk_text": f"What condition must returned {cat} be in? Items must be {cond}.", "topic": "returns", "category": cat, "aspect": "condition"},
            {"id": f"ret-{base + 3:04d}", "chunk_text": f"How is my refund paid for {cat}? Refunds go to the original payment method within 5-10 business days of the return being scanned; gift-card purchases are refunded to a new gift card.", "topic": "returns", "category": cat, "aspect": "refund_method"},
            {"id": f"ret-{base + 4:04d}", "chunk_text": f"Do I pay return shipping for {cat}? Returns are free with the prepaid label from Orders > Return items; a 4.95 label fee is deducted if you use your own label only when the item is not faulty.", "topic": "returns", "category": cat, "aspect": "shipping"},
            {"id": f"ret-{base + 5:04d}", "chunk_text": f"Are there exceptions for {cat}? Yes: {exc}.", "topic": "returns", "category": cat, "aspect": "exceptions"},
        ]
    desc = {"name": N, "metric": "cosine", "dimension": 1024, "status": {"ready": True, "state": "Ready"}, "host": "faq-dev-4k2x9qp.svc.aped-4627-b74a.pinecone.io",
            "spec": {"serverless": {"region": "us-east-1", "cloud": "aws"}}, "deletion_protection": "disabled", "tags": {"owner": "mfischer", "env": "dev"}, "vector_type": "dense",
            "embed": {"model": "multilingual-e5-large", "field_map": {"text": "chunk_text"}, "dimension": 1024, "metric": "cosine", "write_parameters": {"input_type": "passage", "truncate": "END"}, "read_parameters": {"input_type": "query", "truncate": "END"}, "vector_type": "dense"}}

    def stats(en: int) -> str:
        return pj({"namespaces": {"faq-en": {"recordCount": en}, "faq-de": {"recordCount": 2110}, "product-notes": {"recordCount": 3625}},
                   "dimension": 1024, "indexFullness": 0, "totalRecordCount": en + 2110 + 3625})

    def hit(r: dict[str, str], score: float) -> dict[str, object]:
        return {"_id": r["id"], "_score": score, "fields": {k: v for k, v in r.items() if k != "id"}}

    by = {r["id"]: r for r in recs}
    s1 = {"result": {"hits": [hit(by["ret-0022"], 0.8671), hit(by["ret-0002"], 0.8513), hit(by["ret-0025"], 0.8402),
                              {"_id": "faq-en-1187", "_score": 0.8126, "fields": {"chunk_text": "Can I return an item I already opened? Most items can be returned opened if they are undamaged and complete; see the category rules for exceptions.", "topic": "returns", "category": "general", "aspect": "condition"}},
                              hit(by["ret-0007"], 0.8051)]},
          "usage": {"read_units": 6, "embed_total_tokens": 9, "rerank_units": 1}}
    s2 = {"result": {"hits": [hit(by["ret-0018"], 0.8894), hit(by["ret-0003"], 0.8877), hit(by["ret-0013"], 0.8869)]},
          "usage": {"read_units": 6, "embed_total_tokens": 12}}
    idx = {"indexes": [
        {"name": "faq-dev", "dimension": 1024, "metric": "cosine", "host": "faq-dev-4k2x9qp.svc.aped-4627-b74a.pinecone.io", "spec": {"serverless": {"cloud": "aws", "region": "us-east-1"}}, "status": {"ready": True, "state": "Ready"}, "deletion_protection": "disabled", "embed": {"model": "multilingual-e5-large"}},
        {"name": "faq-prod", "dimension": 1024, "metric": "cosine", "host": "faq-prod-8m1c3ta.svc.aped-4627-b74a.pinecone.io", "spec": {"serverless": {"cloud": "aws", "region": "us-east-1"}}, "status": {"ready": True, "state": "Ready"}, "deletion_protection": "enabled", "embed": {"model": "multilingual-e5-large"}},
        {"name": "product-search", "dimension": 768, "metric": "dotproduct", "host": "product-search-2f7hw0d.svc.aped-4627-b74a.pinecone.io", "spec": {"pod": {"environment": "us-east-1-aws", "pod_type": "p2.x1", "pods": 2, "replicas": 2, "shards": 1}}, "status": {"ready": True, "state": "Ready"}, "deletion_protection": "enabled"},
    ]}
    turns = [
        (call("describe-index", name=N), pj(desc)),
        (call("describe-index-stats", name=N), stats(3480)),
        (call("upsert-records", name=N, namespace="faq-en", records=recs), pj({"upsertedCount": 40})),
        (call("describe-index-stats", name=N), stats(3560)),
        (call("search-records", name=N, namespace="faq-en", query={"inputs": {"text": "can I return an opened item"}, "topK": 5, "filter": {"topic": {"$eq": "returns"}}},
              rerank={"model": "bge-reranker-v2-m3", "rankFields": ["chunk_text"], "topN": 5}), pj(s1)),
        (call("search-records", name=N, namespace="faq-en", query={"inputs": {"text": "refund to gift card"}, "topK": 3, "filter": {"topic": {"$eq": "returns"}}}), pj(s2)),
        (call("list-indexes"), pj(idx)),
    ]
    rs.add(task="mcp", tid="h48-mcp-12", system=system, turns=turns, state=state, bad=True, turn=4,
           kind="namespace count grows by 80 after 40 records were upserted")


# Vault: clean
def t13(rs: RowSet) -> None:
    system = mcp_system("vault", "HashiCorp Vault 1.17 at https://vault.ops.quillpay.net:8200, token with policy billing-ops; responses are the raw Vault API JSON", [
        tool("list_secrets", "List keys under a path of a KV v2 mount", {"mount": S, "path": S}, ["mount", "path"]),
        tool("read_secret", "Read the latest (or a given) version of a KV v2 secret", {"mount": S, "path": S, "version": INT}, ["mount", "path"]),
        tool("read_secret_metadata", "Read the metadata and version history of a KV v2 secret", {"mount": S, "path": S}, ["mount", "path"]),
        tool("patch_secret", "Patch keys of a KV v2 secret, creating a new version (check-and-set supported)", {"mount": S, "path": S, "data": OBJ, "cas": INT}, ["mount", "path", "data"]),
        tool("generate_db_credentials", "Read dynamic credentials from a database secrets engine role", {"mount": S, "role": S}, ["mount", "role"]),
        tool("lookup_lease", "Look up a lease's TTL and expiry", {"lease_id": S}, ["lease_id"]),
        tool("renew_lease", "Renew a lease", {"lease_id": S, "increment": INT}, ["lease_id"]),
    ])
    state = ("Vault cluster vault.ops.quillpay.net, namespace admin/payments. 2024-12-09 ~14:30 UTC. Change CHG-4471: Stripe rotated the "
             "billing webhook signing secret; store the new one (whsec_Rb7...) for billing prod without touching the API key, then get "
             "short-lived Postgres credentials for tonight's billing migration and extend the lease to cover the 2-hour window.")
    M = "secret"

    def env(data: object, req: str, mount_type: str = "kv", lease: str = "", renewable: bool = False, dur: int = 0) -> str:
        return pj({"request_id": req, "lease_id": lease, "renewable": renewable, "lease_duration": dur, "data": data, "wrap_info": None, "warnings": None, "auth": None, "mount_type": mount_type})

    vers = {"1": "2023-02-14T09:12:55.418207Z", "2": "2023-05-30T15:40:02.770115Z", "3": "2023-08-21T08:03:47.091362Z", "4": "2024-01-09T11:27:19.554801Z",
            "5": "2024-04-02T13:58:40.306944Z", "6": "2024-07-16T10:05:33.812476Z", "7": "2024-10-28T16:44:09.127593Z"}

    def meta(current: int, updated: str, extra: dict[str, str] | None = None) -> dict[str, object]:
        v = dict(vers) | (extra or {})
        return {"cas_required": True, "created_time": vers["1"], "current_version": current, "custom_metadata": {"owner": "billing", "rotation": "on-demand", "ticket": "CHG-4102"},
                "delete_version_after": "0s", "max_versions": 10, "oldest_version": 1, "updated_time": updated,
                "versions": {k: {"created_time": t, "deletion_time": "", "destroyed": False} for k, t in v.items()}}

    secret = {"data": {"api_key": "rk_live_51Kq8ZsE2mT0vXb4rY9nCjH6wP3aL7dF1gU5sN8eQ2kV0oB4tR7yM1cX6zW9pA3hJ", "webhook_secret": "whsec_Q4mN8vT2xK7pL1cR9sD3fG6hJ0bW5yZa",
                       "publishable_key": "pk_live_51Kq8ZsE2mT0vXb4r0aQ7cF2nH5kP9tW1yB6dL3mS8gV4jR", "account_id": "acct_1Kq8ZsE2mT0vXb4r"},
              "metadata": {"created_time": vers["7"], "custom_metadata": {"owner": "billing", "rotation": "on-demand", "ticket": "CHG-4102"}, "deletion_time": "", "destroyed": False, "version": 7}}
    new_whsec = "whsec_Rb7kE3nW9qY2tH6mP0vC4jX8sL1dF5gA"
    lease = "database/creds/billing-migrator/Hq3Xw7Zp1cV9kN2mR5tB8yLd"
    turns = [
        (call("list_secrets", mount=M, path="apps/billing/prod/"), env({"keys": ["jwt-signing", "postgres-app", "sendgrid", "stripe"]}, "8c1f2e3d-4a5b-6c7d-8e9f-0a1b2c3d4e5f")),
        (call("read_secret_metadata", mount=M, path="apps/billing/prod/stripe"), env(meta(7, vers["7"]), "1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6")),
        (call("read_secret", mount=M, path="apps/billing/prod/stripe"), env(secret, "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d")),
        (call("patch_secret", mount=M, path="apps/billing/prod/stripe", data={"webhook_secret": new_whsec}, cas=7),
         env({"created_time": "2024-12-09T14:31:22.640918Z", "custom_metadata": {"owner": "billing", "rotation": "on-demand", "ticket": "CHG-4102"}, "deletion_time": "", "destroyed": False, "version": 8}, "b0c1d2e3-f4a5-4b6c-9d7e-8f9a0b1c2d3e")),
        (call("read_secret_metadata", mount=M, path="apps/billing/prod/stripe"),
         env(meta(8, "2024-12-09T14:31:22.640918Z", {"8": "2024-12-09T14:31:22.640918Z"}), "e7f8a9b0-c1d2-4e3f-a4b5-c6d7e8f9a0b1")),
        (call("generate_db_credentials", mount="database", role="billing-migrator"),
         env({"username": "v-token-billing-m-Hq3Xw7Zp1cV9kN2mR5tB-1733754776", "password": "Zk-4bN9qT2vW7xC1mP5s"}, "0f1e2d3c-4b5a-4968-8776-5a4b3c2d1e0f", "database", lease, True, 3600)),
        (call("lookup_lease", lease_id=lease), env({"expire_time": "2024-12-09T15:32:56.207331Z", "id": lease, "issue_time": "2024-12-09T14:32:56.207331Z", "last_renewal": None, "renewable": True, "ttl": 3412}, "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f", "system")),
        (call("renew_lease", lease_id=lease, increment=7200),
         pj({"request_id": "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d", "lease_id": lease, "renewable": True, "lease_duration": 7200, "data": None, "wrap_info": None, "warnings": None, "auth": None, "mount_type": "database"})),
    ]
    rs.add(task="mcp", tid="h48-mcp-13", system=system, turns=turns, state=state)


# Neo4j: bad
def t14(rs: RowSet) -> None:
    system = mcp_system("neo4j-cypher", "Neo4j 5.24 service-catalog graph (database servicegraph); read and write Cypher", [
        tool("get_neo4j_schema", "List node labels with their properties and relationship types with their endpoints (APOC meta schema)", {}, []),
        tool("read_neo4j_cypher", "Execute a read Cypher query and return the records as JSON", {"query": S, "params": OBJ}, ["query"]),
        tool("write_neo4j_cypher", "Execute a write Cypher query and return the update counters", {"query": S, "params": OBJ}, ["query"]),
    ])
    state = ("Neo4j service catalog for Parcelly (database servicegraph). 2025-03-04. Platform ticket PLAT-2210: register the new "
             "notification-svc (team growth, tier 2, Go, repo parcelly/notification-svc) with its dependencies on user-svc (grpc), event-bus (kafka) "
             "and template-svc (http), record that order-svc now calls it over gRPC, then list what is directly affected if user-svc goes down.")
    schema = {
        "Service": {"type": "node", "count": 42, "labels": [], "properties": {"name": {"type": "STRING", "indexed": True, "unique": True}, "team": {"type": "STRING", "indexed": False}, "tier": {"type": "INTEGER", "indexed": False}, "lang": {"type": "STRING", "indexed": False}, "repo": {"type": "STRING", "indexed": False}},
                    "relationships": {"DEPENDS_ON": {"direction": "out", "labels": ["Service"], "properties": {"protocol": {"type": "STRING"}}}, "READS_FROM": {"direction": "out", "labels": ["Datastore"]}, "WRITES_TO": {"direction": "out", "labels": ["Datastore"]}, "OWNS": {"direction": "in", "labels": ["Team"]}}},
        "Team": {"type": "node", "count": 9, "properties": {"name": {"type": "STRING", "indexed": True, "unique": True}, "slack": {"type": "STRING", "indexed": False}, "oncall": {"type": "STRING", "indexed": False}},
                 "relationships": {"OWNS": {"direction": "out", "labels": ["Service", "Datastore"]}}},
        "Datastore": {"type": "node", "count": 11, "properties": {"name": {"type": "STRING", "indexed": True, "unique": True}, "engine": {"type": "STRING", "indexed": False}},
                      "relationships": {"READS_FROM": {"direction": "in", "labels": ["Service"]}, "WRITES_TO": {"direction": "in", "labels": ["Service"]}, "OWNS": {"direction": "in", "labels": ["Team"]}}},
        "DEPENDS_ON": {"type": "relationship", "count": 131, "properties": {"protocol": {"type": "STRING", "indexed": False}}},
        "OWNS": {"type": "relationship", "count": 53, "properties": {}},
        "READS_FROM": {"type": "relationship", "count": 38, "properties": {}},
        "WRITES_TO": {"type": "relationship", "count": 29, "properties": {}},
    }
    targets = [{"s.name": "event-bus", "s.team": "platform", "s.tier": 1, "s.lang": "java"}, {"s.name": "template-svc", "s.team": "growth", "s.tier": 3, "s.lang": "typescript"},
               {"s.name": "user-svc", "s.team": "identity", "s.tier": 1, "s.lang": "go"}]
    dependents = [
        {"s.name": "api-gateway", "s.team": "platform", "s.tier": 1, "r.protocol": "grpc"}, {"s.name": "auth-svc", "s.team": "identity", "s.tier": 1, "r.protocol": "grpc"},
        {"s.name": "billing-svc", "s.team": "payments", "s.tier": 1, "r.protocol": "grpc"}, {"s.name": "checkout-svc", "s.team": "checkout", "s.tier": 1, "r.protocol": "grpc"},
        {"s.name": "order-svc", "s.team": "orders", "s.tier": 1, "r.protocol": "grpc"}, {"s.name": "loyalty-svc", "s.team": "growth", "s.tier": 2, "r.protocol": "http"},
        {"s.name": "recommendation-svc", "s.team": "discovery", "s.tier": 2, "r.protocol": "grpc"}, {"s.name": "search-svc", "s.team": "discovery", "s.tier": 2, "r.protocol": "http"},
        {"s.name": "support-portal", "s.team": "support-tools", "s.tier": 2, "r.protocol": "http"}, {"s.name": "admin-console", "s.team": "support-tools", "s.tier": 3, "r.protocol": "http"},
        {"s.name": "gdpr-export-job", "s.team": "identity", "s.tier": 3, "r.protocol": "http"},
    ]
    growth = [{"s.name": "loyalty-svc", "s.tier": 2, "s.lang": "kotlin"}, {"s.name": "notification-svc", "s.tier": 2, "s.lang": "go"},
              {"s.name": "referral-svc", "s.tier": 3, "s.lang": "kotlin"}, {"s.name": "template-svc", "s.tier": 3, "s.lang": "typescript"}]
    turns = [
        (call("get_neo4j_schema"), mcp_text(schema)),
        (call("read_neo4j_cypher", query="MATCH (s:Service) WHERE s.name IN $names RETURN s.name, s.team, s.tier, s.lang ORDER BY s.name", params={"names": ["notification-svc", "user-svc", "event-bus", "template-svc"]}), mcp_text(targets)),
        (call("write_neo4j_cypher", query="MATCH (t:Team {name: 'growth'}) MERGE (n:Service {name: $name}) SET n.team = 'growth', n.tier = 2, n.lang = 'go', n.repo = $repo MERGE (t)-[:OWNS]->(n)", params={"name": "notification-svc", "repo": "parcelly/notification-svc"}),
         mcp_text({"_contains_updates": True, "labels_added": 1, "relationships_created": 1, "nodes_created": 1, "properties_set": 5})),
        (call("write_neo4j_cypher", query="MATCH (n:Service {name: 'notification-svc'}) UNWIND $deps AS dep MATCH (d:Service {name: dep.name}) MERGE (n)-[r:DEPENDS_ON]->(d) SET r.protocol = dep.protocol",
              params={"deps": [{"name": "user-svc", "protocol": "grpc"}, {"name": "event-bus", "protocol": "kafka"}, {"name": "template-svc", "protocol": "http"}]}),
         mcp_text({"_contains_updates": True, "relationships_created": 3, "properties_set": 3})),
        (call("write_neo4j_cypher", query="MATCH (o:Service {name: 'order-svc'}), (n:Service {name: 'notification-svc'}) MERGE (o)-[r:DEPENDS_ON]->(n) SET r.protocol = 'grpc'"),
         mcp_text({"_contains_updates": True, "relationships_created": 1, "properties_set": 1})),
        (call("read_neo4j_cypher", query="MATCH (n:Service {name: 'notification-svc'})-[r:DEPENDS_ON]->(d:Service) RETURN d.name, d.tier, r.protocol ORDER BY d.name"),
         mcp_text([{"d.name": "event-bus", "d.tier": 1, "r.protocol": "kafka"}, {"d.name": "template-svc", "d.tier": 3, "r.protocol": "http"}, {"d.name": "user-svc", "d.tier": 1, "r.protocol": "grpc"}])),
        (call("read_neo4j_cypher", query="MATCH (s:Service)-[r:DEPENDS_ON]->(:Service {name: 'user-svc'}) RETURN s.name, s.team, s.tier, r.protocol ORDER BY s.tier, s.name"), mcp_text(dependents)),
        (call("read_neo4j_cypher", query="MATCH (:Team {name: 'growth'})-[:OWNS]->(s:Service) RETURN s.name, s.tier, s.lang ORDER BY s.name"), mcp_text(growth)),
        (call("read_neo4j_cypher", query="MATCH (s:Service) RETURN count(s) AS services"), mcp_text([{"services": 43}])),
    ]
    rs.add(task="mcp", tid="h48-mcp-14", system=system, turns=turns, state=state, bad=True, turn=7,
           kind="new notification-svc missing from the services that depend on user-svc")


# Hugging Face Hub: clean
def t15(rs: RowSet) -> None:
    system = mcp_system("huggingface", "Hugging Face Hub API, authenticated as user kwame-tidewater (member of org tidewater-ai, write role)", [
        tool("model_search", "Search models on the Hub", {"query": S, "author": S, "task": S, "sort": S, "limit": INT}, []),
        tool("model_details", "Get detailed information about a model repository", {"model_id": S}, ["model_id"]),
        tool("create_repo", "Create a model, dataset or space repository", {"repo_id": S, "repo_type": S, "private": B, "license": S}, ["repo_id"]),
        tool("upload_file", "Upload a local file to a repository as one commit", {"repo_id": S, "path_or_fileobj": S, "path_in_repo": S, "commit_message": S}, ["repo_id", "path_or_fileobj", "path_in_repo"]),
        tool("update_repo_settings", "Change visibility or gating of a repository", {"repo_id": S, "private": B, "gated": S}, ["repo_id"]),
        tool("list_repo_files", "List files in a repository with sizes", {"repo_id": S, "revision": S}, ["repo_id"]),
    ])
    state = ("Local checkpoint ./out/distilbert-support-intent/ (fine-tuned from distilbert/distilbert-base-uncased on 41k support tickets, 12 intents). "
             "2024-09-18. Task: check the usual baseline, publish the checkpoint to tidewater-ai/distilbert-support-intent with a model card, and make it "
             "public behind automatic gating.")
    base = "distilbert/distilbert-base-uncased-finetuned-sst-2-english"
    search = [
        {"id": base, "author": "distilbert", "downloads": 6912448, "likes": 712, "pipeline_tag": "text-classification", "library_name": "transformers", "lastModified": "2023-12-19T14:41:53.000Z", "private": False},
        {"id": "cardiffnlp/twitter-roberta-base-sentiment-latest", "author": "cardiffnlp", "downloads": 3588025, "likes": 591, "pipeline_tag": "text-classification", "library_name": "transformers", "lastModified": "2023-05-28T05:45:10.000Z", "private": False},
        {"id": "lxyuan/distilbert-base-multilingual-cased-sentiments-student", "author": "lxyuan", "downloads": 418336, "likes": 262, "pipeline_tag": "text-classification", "library_name": "transformers", "lastModified": "2023-06-24T04:09:07.000Z", "private": False},
        {"id": "bhadresh-savani/distilbert-base-uncased-emotion", "author": "bhadresh-savani", "downloads": 201457, "likes": 134, "pipeline_tag": "text-classification", "library_name": "transformers", "lastModified": "2024-03-19T07:19:32.000Z", "private": False},
        {"id": "mrm8488/distilroberta-finetuned-financial-news-sentiment-analysis", "author": "mrm8488", "downloads": 156019, "likes": 297, "pipeline_tag": "text-classification", "library_name": "transformers", "lastModified": "2023-03-16T00:55:14.000Z", "private": False},
    ]
    details = {"id": base, "author": "distilbert", "sha": "714eb0fa89d2f80546fda750413ed43d93601a13", "created_at": "2022-03-02T23:29:04.000Z", "last_modified": "2023-12-19T14:41:53.000Z",
               "private": False, "gated": False, "disabled": False, "downloads": 6912448, "likes": 712, "library_name": "transformers", "pipeline_tag": "text-classification",
               "tags": ["transformers", "pytorch", "tf", "rust", "onnx", "safetensors", "distilbert", "text-classification", "en", "dataset:sst2", "dataset:glue", "arxiv:1910.01108", "doi:10.57967/hf/0181", "license:apache-2.0", "model-index", "autotrain_compatible", "endpoints_compatible", "region:us"],
               "card_data": {"language": "en", "license": "apache-2.0", "datasets": ["sst2", "glue"], "model-index": [{"name": "distilbert-base-uncased-finetuned-sst-2-english", "results": [{"task": {"type": "text-classification"}, "dataset": {"name": "glue", "type": "glue", "config": "sst2", "split": "validation"}, "metrics": [{"type": "accuracy", "value": 0.9105504587155964}, {"type": "f1", "value": 0.9115646258503401}]}]}]},
               "siblings": [{"rfilename": n} for n in [".gitattributes", "README.md", "config.json", "map.jpeg", "model.safetensors", "onnx/added_tokens.json", "onnx/config.json", "onnx/model.onnx", "onnx/special_tokens_map.json", "onnx/tokenizer.json", "onnx/tokenizer_config.json", "onnx/vocab.txt", "pytorch_model.bin", "rust_model.ot", "tf_model.h5", "tokenizer_config.json", "vocab.txt"]],
               "safetensors": {"parameters": {"F32": 66955010}, "total": 66955010}, "spaces_count": 1000}
    R = "tidewater-ai/distilbert-support-intent"
    c1, c2 = "b6f1e8a04c27d93518e0f6a2c4d7b9e3a15f8c62", "3d9a2c7f0e41b856a3c9d0e7f2b14a6c8e5d1f07"
    card = ("---\nlicense: apache-2.0\nlanguage: en\nbase_model: distilbert/distilbert-base-uncased\npipeline_tag: text-classification\ntags:\n- customer-support\n- intent-classification\n"
            "metrics:\n- accuracy\n- f1\n---\n# distilbert-support-intent\n\nDistilBERT fine-tuned to route customer-support tickets to one of 12 intents "
            "(billing, refund, shipping_delay, damaged_item, account_access, cancel_subscription, change_address, product_question, warranty, complaint, praise, other).\n\n"
            "| split | accuracy | macro-F1 |\n|---|---|---|\n| validation (4,120) | 0.934 | 0.917 |\n| test (4,118) | 0.929 | 0.911 |\n")
    own = {"id": R, "author": "tidewater-ai", "sha": c2, "created_at": "2024-09-18T10:02:47.000Z", "last_modified": "2024-09-18T10:04:31.000Z", "private": False, "gated": "auto",
           "disabled": False, "downloads": 0, "likes": 0, "library_name": "transformers", "pipeline_tag": "text-classification",
           "tags": ["transformers", "safetensors", "distilbert", "text-classification", "customer-support", "intent-classification", "en", "base_model:distilbert/distilbert-base-uncased", "base_model:finetune:distilbert/distilbert-base-uncased", "license:apache-2.0", "autotrain_compatible", "endpoints_compatible", "region:us"],
           "card_data": {"license": "apache-2.0", "language": "en", "base_model": "distilbert/distilbert-base-uncased", "pipeline_tag": "text-classification", "tags": ["customer-support", "intent-classification"], "metrics": ["accuracy", "f1"]},
           "siblings": [{"rfilename": ".gitattributes"}, {"rfilename": "README.md"}, {"rfilename": "model.safetensors"}], "safetensors": {"parameters": {"F32": 66962700}, "total": 66962700}, "spaces_count": 0}
    files = [
        {"type": "file", "path": ".gitattributes", "size": 1519, "oid": "a6344aac8c09253b3b630fb776ae94478aa0275b", "lastCommit": {"id": "91c4e7b20d5f38a6e1b9c0d4f7a2e5b83c6d1f90", "title": "initial commit", "date": "2024-09-18T10:02:47.000Z"}},
        {"type": "file", "path": "README.md", "size": len(card.encode()), "oid": "e0d94f1b7c28a53690e4d1f8b2c7a05e3d6f9b14", "lastCommit": {"id": c1, "title": "Add model card", "date": "2024-09-18T10:03:15.000Z"}},
        {"type": "file", "path": "model.safetensors", "size": 267862880, "oid": "5b2e8d1f4a7c03968e5b2d1f4a7c0396b8e2f514",
         "lfs": {"oid": "8f2c5e9a1d4b70e36c9f2a5d8b1e4c7a0d3f6b9e2c5a8d1f4b7e0a3c6f9d2b5e", "size": 267862880, "pointerSize": 135}, "lastCommit": {"id": c2, "title": "Add fine-tuned weights (epoch 4, val macro-F1 0.917)", "date": "2024-09-18T10:04:31.000Z"}},
    ]
    turns = [
        (call("model_search", query="distilbert sentiment", task="text-classification", sort="downloads", limit=5), pj(search)),
        (call("model_details", model_id=base), pj(details)),
        (call("create_repo", repo_id=R, repo_type="model", private=True, license="apache-2.0"), pj({"url": f"https://huggingface.co/{R}", "endpoint": "https://huggingface.co", "repo_type": "model", "repo_id": R})),
        (call("upload_file", repo_id=R, path_or_fileobj="./out/distilbert-support-intent/README.md", path_in_repo="README.md", commit_message="Add model card"),
         pj({"commit_url": f"https://huggingface.co/{R}/commit/{c1}", "commit_message": "Add model card", "commit_description": "", "oid": c1, "pr_url": None})),
        (call("upload_file", repo_id=R, path_or_fileobj="./out/distilbert-support-intent/model.safetensors", path_in_repo="model.safetensors", commit_message="Add fine-tuned weights (epoch 4, val macro-F1 0.917)"),
         pj({"commit_url": f"https://huggingface.co/{R}/commit/{c2}", "commit_message": "Add fine-tuned weights (epoch 4, val macro-F1 0.917)", "commit_description": "", "oid": c2, "pr_url": None})),
        (call("list_repo_files", repo_id=R, revision="main"), pj(files)),
        (call("update_repo_settings", repo_id=R, private=False, gated="auto"), pj({"repo_id": R, "private": False, "gated": "auto", "updated": True})),
        (call("model_details", model_id=R), pj(own)),
    ]
    rs.add(task="mcp", tid="h48-mcp-15", system=system, turns=turns, state=state)


# Kafka: bad
def t16(rs: RowSet) -> None:
    system = mcp_system("kafka", "admin client for the Kafka 3.7 cluster prod-events (KRaft, brokers 101-106); output mirrors the Kafka CLI tools", [
        tool("list_topics", "List topics with partition count and replication factor", {"include_internal": B}, []),
        tool("describe_topic", "Describe a topic: id, partitions, leaders, replicas, ISR and non-default configs", {"topic": S}, ["topic"]),
        tool("create_topic", "Create a topic", {"topic": S, "partitions": INT, "replication_factor": INT, "configs": OBJ}, ["topic", "partitions", "replication_factor"]),
        tool("alter_topic_config", "Set or delete dynamic topic configs", {"topic": S, "set": OBJ, "delete": A}, ["topic"]),
        tool("list_consumer_groups", "List consumer groups and their state", {}, []),
        tool("describe_consumer_group", "Offsets, lag and members of a consumer group", {"group": S}, ["group"]),
    ])
    state = ("Kafka cluster prod-events (6 brokers, KRaft). 2025-01-09 ~16:40 UTC. Incident INC-3307: the fraud-scorer consumers fell ~1.9M "
             "messages behind on orders.v1 during a deploy and are catching up. Make sure nothing expires before they get there (raise "
             "orders.v1 retention to 14 days), and create the DLQ topic orders.v1.dlq (3 partitions, RF 3, 30-day retention) the new "
             "fraud-scorer release expects.")
    T = "orders.v1"
    tid, tid_bad, dlq_id = "q8Zk3vNwR2ar0fYt5LxJ1g", "q8Zk3vNwR2aR0fYt5LxJ1g", "Xc4mT0pLq9Sd2vBn7KwE3A"
    topics = [("__consumer_offsets", 50, 3), ("inventory.adjustments.v2", 6, 3), ("orders.v1", 12, 3), ("orders.v1.retry", 12, 3), ("payments.captured.v1", 12, 3),
              ("payments.refunded.v1", 6, 3), ("shipments.events.v3", 24, 3), ("users.profile-changes.v1", 6, 3), ("_schemas", 1, 3)]

    def tlist(extra: bool) -> str:
        rows = [[n, p, r] for n, p, r in topics if not n.startswith("__")]
        if extra:
            rows.append(["orders.v1.dlq", 3, 3])
        rows.sort(key=lambda r: str(r[0]))
        return cols(["TOPIC", "PARTITIONS", "REPLICATION-FACTOR"], rows)

    def desc(topic_id: str, retention: str) -> str:
        head = (f"Topic: {T}\tTopicId: {tid if topic_id == 'ok' else tid_bad}\tPartitionCount: 12\tReplicationFactor: 3\tConfigs: cleanup.policy=delete,"
                f"compression.type=zstd,min.insync.replicas=2,retention.ms={retention},segment.bytes=536870912,message.timestamp.type=LogAppendTime")
        lines = [head]
        for p in range(12):
            ld = 101 + p % 6
            reps = [ld, 101 + (p + 1) % 6, 101 + (p + 2) % 6]
            lines.append(f"\tTopic: {T}\tPartition: {p}\tLeader: {ld}\tReplicas: {','.join(map(str, reps))}\tIsr: {','.join(map(str, reps))}\tElr: \tLastKnownElr: ")
        return "\n".join(lines)

    members = [("fraud-scorer-0-3b7e1c9a-5d2f-4a80-b6e4-91c0d7f28a35", "/10.42.7.19", "fraud-scorer-0"), ("fraud-scorer-1-e8a42d06-1f7b-4c93-8a5e-2d6b0f94c1e7", "/10.42.3.66", "fraud-scorer-1"),
               ("fraud-scorer-2-7c05f3b1-9e6a-42d8-b1f0-c3a8e5d79b24", "/10.42.9.104", "fraud-scorer-2"), ("fraud-scorer-3-2f9d6e84-c0b3-4715-9e2a-6b8f1d3c5a07", "/10.42.5.31", "fraud-scorer-3")]

    def group(step: int) -> str:
        rows = []
        total = 0
        for p in range(12):
            end = 48_203_417 + p * 13_577 + (p * p * 911) % 40_000
            lag = 150_283 + (p * 7919) % 30_000
            cur = end - lag
            end += [0, 5_800 + p * 37, 11_900 + p * 71][step]
            cur += [0, 9_400 + p * 53, 19_700 + p * 97][step]
            total += end - cur
            cid, host, client = members[p // 3]
            rows.append(["fraud-scorer", T, p, cur, end, end - cur, cid, host, client])
        out = cols(["GROUP", "TOPIC", "PARTITION", "CURRENT-OFFSET", "LOG-END-OFFSET", "LAG", "CONSUMER-ID", "HOST", "CLIENT-ID"], rows, sep="  ")
        return f"Consumer group 'fraud-scorer' (state: Stable, coordinator: 104, members: 4)\n\n{out}\n\nTotal lag: {total:,}"

    groups = cols(["GROUP", "STATE", "MEMBERS", "PROTOCOL"], [
        ["analytics-sink", "Stable", 2, "cooperative-sticky"], ["fraud-scorer", "Stable", 4, "cooperative-sticky"], ["inventory-projector", "Stable", 3, "range"],
        ["notifications-dispatcher", "Stable", 6, "cooperative-sticky"], ["orders-search-indexer", "Stable", 2, "range"], ["shipment-tracker", "Empty", 0, ""]])
    dlq = (f"Topic: orders.v1.dlq\tTopicId: {dlq_id}\tPartitionCount: 3\tReplicationFactor: 3\tConfigs: cleanup.policy=delete,compression.type=zstd,min.insync.replicas=2,retention.ms=2592000000\n"
           "\tTopic: orders.v1.dlq\tPartition: 0\tLeader: 105\tReplicas: 105,102,103\tIsr: 105,102,103\tElr: \tLastKnownElr: \n"
           "\tTopic: orders.v1.dlq\tPartition: 1\tLeader: 106\tReplicas: 106,103,104\tIsr: 106,103,104\tElr: \tLastKnownElr: \n"
           "\tTopic: orders.v1.dlq\tPartition: 2\tLeader: 101\tReplicas: 101,104,105\tIsr: 101,104,105\tElr: \tLastKnownElr: ")
    turns = [
        (call("list_topics", include_internal=False), tlist(False)),
        (call("describe_topic", topic=T), desc("ok", "604800000")),
        (call("describe_consumer_group", group="fraud-scorer"), group(0)),
        (call("alter_topic_config", topic=T, set={"retention.ms": "1209600000"}), f"Completed updating config for topic {T}."),
        (call("create_topic", topic="orders.v1.dlq", partitions=3, replication_factor=3, configs={"retention.ms": "2592000000", "min.insync.replicas": "2", "compression.type": "zstd"}),
         f"Created topic orders.v1.dlq.\nTopicId: {dlq_id}"),
        (call("describe_consumer_group", group="fraud-scorer"), group(1)),
        (call("list_consumer_groups"), groups),
        (call("describe_topic", topic=T), desc("bad", "1209600000")),
        (call("describe_topic", topic="orders.v1.dlq"), dlq),
        (call("describe_consumer_group", group="fraud-scorer"), group(2)),
    ]
    rs.add(task="mcp", tid="h48-mcp-16", system=system, turns=turns, state=state, bad=True, turn=8,
           kind="TopicId of orders.v1 changes though the topic was only reconfigured")


# Dropbox: clean
def t17(rs: RowSet) -> None:
    system = mcp_system("dropbox", "Dropbox API v2 for the Brenner Design Studio team space, acting as member ops@brennerdesign.co", [
        tool("list_folder", "List the contents of a folder", {"path": S, "recursive": B, "include_deleted": B}, ["path"]),
        tool("get_metadata", "Get metadata of a file or folder", {"path": S}, ["path"]),
        tool("search", "Search files and folders by name and content", {"query": S, "path": S, "max_results": INT}, ["query"]),
        tool("create_folder", "Create a folder (parents are created as needed)", {"path": S, "autorename": B}, ["path"]),
        tool("move", "Move or rename a file or folder", {"from_path": S, "to_path": S, "autorename": B}, ["from_path", "to_path"]),
        tool("move_batch", "Move several files or folders in one request", {"entries": A, "autorename": B}, ["entries"]),
        tool("delete", "Delete a file or folder", {"path": S}, ["path"]),
        tool("create_shared_link", "Create a shared link with settings", {"path": S, "settings": OBJ}, ["path"]),
    ])
    state = ("Dropbox team space of Brenner Design Studio, member ops@brennerdesign.co. 2024-12-02. Tidy the client folder /Clients/Harlow & Finch: "
             "put the Q4 invoices into Invoices/2024 Q4, remove the conflicted duplicate of the SOW if it really is identical, file the SOW under Contracts "
             "as 'Harlow SOW v3.docx', and give the client's accountant a password-protected, view-only link to the Q4 invoice folder valid until 31 Jan.")
    base = "/Clients/Harlow & Finch"

    def f(name: str, fid: str, size: int, cmod: str, smod: str, rev: str, h: str, path: str | None = None) -> dict[str, object]:
        p = path or f"{base}/{name}"
        return {".tag": "file", "name": name, "path_lower": p.lower(), "path_display": p, "id": fid, "client_modified": cmod, "server_modified": smod,
                "rev": rev, "size": size, "is_downloadable": True, "content_hash": h}

    def d(name: str, fid: str, path: str | None = None) -> dict[str, object]:
        p = path or f"{base}/{name}"
        return {".tag": "folder", "name": name, "path_lower": p.lower(), "path_display": p, "id": fid}

    inv = [("INV-2024-1007.pdf", "id:Kq3fT8nR0aAAAAAAAAAC4w", 184220, "2024-10-07T09:14:02Z", "2024-10-07T09:14:05Z", "0161f3a2c9e4b00000002b7d4f1e0", "3c9e1f4a7b2d80e56c1a9f3e7b4d2c0a8e6f1b3d5a7c9e2f4b6d8a0c1e3f5a79"),
           ("INV-2024-1031.pdf", "id:Kq3fT8nR0aAAAAAAAAAD1g", 179806, "2024-10-31T16:40:51Z", "2024-10-31T16:40:53Z", "0162a9e07b3d100000002b7d4f1e0", "9a2f6c0e4b8d13f57a9c2e6b0d4f8a1c3e5b7d9f0a2c4e6b8d1f3a5c7e9b0d24"),
           ("INV-2024-1118.pdf", "id:Kq3fT8nR0aAAAAAAAAAEaQ", 191377, "2024-11-18T11:05:29Z", "2024-11-18T11:05:31Z", "0163b47d2e9f600000002b7d4f1e0", "e4b8d2f6a0c4e8b2d6f0a4c8e2b6d0f4a8c2e6b0d4f8a2c6e0b4d8f2a6c0e4b8")]
    sow_h = "7d1e5b9f3a2c6e0b4d8f1a5c9e3b7d2f6a0c4e8b1d5f9a3c7e2b6d0f4a8c1e5b"
    sow = f("Harlow SOW v3 FINAL.docx", "id:Kq3fT8nR0aAAAAAAAAADqA", 48213, "2024-11-04T14:22:10Z", "2024-11-04T14:22:14Z", "0162f81c5a3e200000002b7d4f1e0", sow_h)
    sow_dup = f("Harlow SOW v3 FINAL (1).docx", "id:Kq3fT8nR0aAAAAAAAAADrQ", 48213, "2024-11-04T14:22:10Z", "2024-11-04T15:01:47Z", "0162f8a7e1c4900000002b7d4f1e0", sow_h)
    notes = f("meeting-notes-2024-10-22.md", "id:Kq3fT8nR0aAAAAAAAAADMw", 6104, "2024-10-22T17:48:33Z", "2024-10-22T17:48:35Z", "0162709b3f1d700000002b7d4f1e0", "1f5a9d3c7e0b4f8a2d6c0e4b8f1a5d9c3e7b0f4a8d2c6e1b5f9a3d7c0e4b8f2a")
    logo = f("logo_harlow-finch.png", "id:Kq3fT8nR0aAAAAAAAAAAbg", 88540, "2024-03-11T10:02:44Z", "2024-03-11T10:02:47Z", "0160e1b25c7a300000002b7d4f1e0", "b2e6a0d4f8c2e6b0a4d8f2c6e0b4a8d2f6c0e4b8a2d6f0c4e8b2a6d0f4c8e2b6")
    contracts, corresp = d("Contracts", "id:Kq3fT8nR0aAAAAAAAAAAaA"), d("Correspondence", "id:Kq3fT8nR0aAAAAAAAAAAaQ")
    files1 = [contracts, corresp] + [f(*x) for x in inv] + [sow, sow_dup, notes, logo]
    q4 = f"{base}/Invoices/2024 Q4"
    q4_meta = {"metadata": {"name": "2024 Q4", "path_lower": q4.lower(), "path_display": q4, "id": "id:Kq3fT8nR0aAAAAAAAAAFcA"}}
    moved = [f(x[0], x[1], x[2], x[3], x[4], x[5], x[6], path=f"{q4}/{x[0]}") for x in inv]
    search = {"matches": [
        {"match_type": {".tag": "filename"}, "metadata": {".tag": "metadata", "metadata": sow}},
        {"match_type": {".tag": "filename"}, "metadata": {".tag": "metadata", "metadata": sow_dup}},
        {"match_type": {".tag": "filename_and_content"}, "metadata": {".tag": "metadata", "metadata": f("Harlow SOW v2.docx", "id:Kq3fT8nR0aAAAAAAAAACYg", 45107, "2024-09-26T08:51:19Z", "2024-09-26T08:51:22Z", "0161c04f8e2b500000002b7d4f1e0", "c8e2b6d0f4a8c2e6b0d4f8a2c6e0b4d8f2a6c0e4b8d2f6a0c4e8b2d6f0a4c8e2", path=f"{base}/Contracts/Harlow SOW v2.docx")}},
    ], "has_more": False}
    sow_moved = f("Harlow SOW v3.docx", sow["id"], 48213, "2024-11-04T14:22:10Z", "2024-11-04T14:22:14Z", sow["rev"], sow_h, path=f"{base}/Contracts/Harlow SOW v3.docx")
    invoices = d("Invoices", "id:Kq3fT8nR0aAAAAAAAAAFbw")
    link = {".tag": "folder", "url": "https://www.dropbox.com/scl/fo/4k8q2x7zr1m9c3v6b0n5t/AHf3Qw8xLp2Zk7Nc1Vb9Rt4?rlkey=m6d2s9p0q4w7e1r5t8y3u6i0o&dl=0",
            "name": "2024 Q4", "path_lower": q4.lower(), "id": "id:Kq3fT8nR0aAAAAAAAAAFcA",
            "link_permissions": {"resolved_visibility": {".tag": "password"}, "requested_visibility": {".tag": "password"}, "can_revoke": True, "allow_download": True,
                                 "effective_audience": {".tag": "password"}, "link_access_level": {".tag": "viewer"}},
            "expires": "2025-01-31T23:59:59Z", "team_member_info": {"team_info": {"id": "dbtid:AADq7w3Xz0k9Lm2Nb5Vc8Rt1", "name": "Brenner Design Studio"}, "display_name": "Studio Ops", "member_id": "dbmid:AAC2f8Kx9pQ1Zr4Tn7Vb0Lm3"}}
    turns = [
        (call("list_folder", path=base), pj({"entries": files1, "cursor": "AAHf0q7Tz3Wm8Kc1Nd5Vb2Rx9Lp4Zs6Qe0Yt3Ju7Ig1Oa5", "has_more": False})),
        (call("create_folder", path=q4, autorename=False), pj(q4_meta)),
        (call("move_batch", entries=[{"from_path": f"{base}/{x[0]}", "to_path": f"{q4}/{x[0]}"} for x in inv], autorename=False),
         pj({".tag": "complete", "entries": [{".tag": "success", "success": m} for m in moved]})),
        (call("search", query="Harlow SOW", path=base, max_results=10), pj(search)),
        (call("delete", path=f"{base}/Harlow SOW v3 FINAL (1).docx"), pj({"metadata": sow_dup})),
        (call("move", from_path=f"{base}/Harlow SOW v3 FINAL.docx", to_path=f"{base}/Contracts/Harlow SOW v3.docx", autorename=False), pj({"metadata": sow_moved})),
        (call("list_folder", path=base), pj({"entries": [contracts, corresp, invoices, notes, logo], "cursor": "AAHf0q7Tz3Wm8Kc1Nd5Vb2Rx9Lp4Zs6Qe0Yt3Ju7Ig1Oa5Hk2", "has_more": False})),
        (call("list_folder", path=q4), pj({"entries": moved, "cursor": "AAGx2Vb7Nm1Qw5Er9Ty3Ui6Op0As4Df8Gh2Jk", "has_more": False})),
        (call("create_shared_link", path=q4, settings={"requested_visibility": "password", "link_password": "HF-q4-invoices-7731", "expires": "2025-01-31T23:59:59Z", "access": "viewer"}), pj(link)),
    ]
    rs.add(task="mcp", tid="h48-mcp-17", system=system, turns=turns, state=state)


# Metabase: bad
def t18(rs: RowSet) -> None:
    system = mcp_system("metabase", "Metabase v0.50.21 at https://bi.tallyfin.com, API key of the analytics-admin group", [
        tool("list_dashboards", "List dashboards", {"filter": S}, []),
        tool("get_dashboard", "Get a dashboard with its cards and parameters", {"dashboard_id": INT}, ["dashboard_id"]),
        tool("update_dashboard", "Update a dashboard's name, description, collection or other attributes", {"dashboard_id": INT, "name": S, "description": S, "collection_id": INT}, ["dashboard_id"]),
        tool("search", "Search dashboards, questions, models and collections", {"q": S, "models": A, "archived": B}, ["q"]),
        tool("add_card_to_dashboard", "Add a saved question to a dashboard at a position", {"dashboard_id": INT, "card_id": INT, "row": INT, "col": INT, "size_x": INT, "size_y": INT}, ["dashboard_id", "card_id"]),
    ])
    state = ("Metabase for Tallyfin (finance SaaS). 2025-04-02. Request from the CFO's office: the weekly revenue draft dashboard built by Ines becomes the "
             "official FY25 board dashboard: rename it 'Revenue Overview FY25', move it into the Finance collection, and add the ARR waterfall question to it.")

    def dsum(i: int, name: str, coll: tuple[int, str] | None, updated: str, creator: str, views: int, desc: str | None = None) -> dict[str, object]:
        return {"id": i, "name": name, "description": desc, "collection_id": coll[0] if coll else None, "collection": {"id": coll[0], "name": coll[1]} if coll else None,
                "archived": False, "updated_at": updated, "creator": creator, "view_count": views}

    fin, ines, sales, prod = (9, "Finance"), (27, "Ines Duarte's Personal Collection"), (11, "Sales"), (15, "Product")
    dashes = [
        dsum(3, "Company KPIs", None, "2025-03-28T08:14:22.508Z", "Omar Haddad", 18412),
        dsum(12, "Sales Pipeline", sales, "2025-03-31T16:03:51.117Z", "Zoe Patel", 9377),
        dsum(19, "Churn & Retention", fin, "2025-03-14T10:41:09.660Z", "Omar Haddad", 4210),
        dsum(23, "Product Usage - Weekly", prod, "2025-03-30T07:58:40.032Z", "Lukas Brandt", 6025),
        dsum(31, "Finance - Monthly Close", fin, "2025-03-05T12:27:18.944Z", "Ines Duarte", 2288),
        dsum(42, "Revenue (old, do not use)", fin, "2024-06-19T09:02:33.215Z", "Omar Haddad", 11570),
        dsum(48, "Support SLA", None, "2025-02-26T15:35:47.881Z", "Hana Ito", 3049),
        dsum(57, "Revenue – Weekly (draft)", ines, "2025-03-27T17:44:12.306Z", "Ines Duarte", 86, "Draft: weekly bookings, MRR movements and collections"),
        dsum(61, "Marketing Attribution", None, "2025-03-21T11:12:55.470Z", "Zoe Patel", 1503),
    ]

    def dc(i: int, card_id: int, name: str, display: str, row: int, col: int, sx: int, sy: int) -> dict[str, object]:
        return {"id": i, "card_id": card_id, "dashboard_tab_id": None, "row": row, "col": col, "size_x": sx, "size_y": sy,
                "card": {"id": card_id, "name": name, "display": display, "database_id": 2, "query_type": "native" if card_id in (305, 309) else "query"}, "parameter_mappings": [{"parameter_id": "a3f1c9e2", "card_id": card_id, "target": ["dimension", ["template-tag", "period"]] if card_id in (305, 309) else ["dimension", ["field", 1187, None]]}], "visualization_settings": {}}

    cards = [dc(401, 301, "Weekly Bookings", "bar", 0, 0, 12, 6), dc(402, 302, "MRR Movements (new / expansion / contraction / churn)", "waterfall", 0, 12, 12, 6),
             dc(403, 305, "Net New MRR by Week", "line", 6, 0, 12, 5), dc(404, 307, "Collections vs Invoiced", "combo", 6, 12, 12, 5),
             dc(405, 309, "Top 20 Accounts by MRR", "table", 11, 0, 16, 8), dc(406, 311, "ARR by Segment", "pie", 11, 16, 8, 8)]

    def dash(name: str, coll: tuple[int, str], updated: str, desc: str) -> str:
        return pj({"id": 57, "name": name, "description": desc, "collection_id": coll[0], "collection": {"id": coll[0], "name": coll[1]}, "archived": False,
                   "creator_id": 14, "created_at": "2025-02-18T13:20:06.771Z", "updated_at": updated, "last-edit-info": {"id": 14 if updated < "2025-04" else 3, "first_name": "Ines" if updated < "2025-04" else "Analytics", "last_name": "Duarte" if updated < "2025-04" else "Admin API", "timestamp": updated},
                   "parameters": [{"id": "a3f1c9e2", "name": "Period", "slug": "period", "type": "date/all-options", "default": "past12weeks"}],
                   "tabs": [], "width": "fixed", "auto_apply_filters": True, "cache_ttl": None, "enable_embedding": False, "public_uuid": None, "dashcards": cards})

    search_arr = {"total": 3, "data": [
        {"id": 318, "model": "card", "name": "ARR Waterfall (FY25)", "display": "waterfall", "collection": {"id": 9, "name": "Finance"}, "updated_at": "2025-03-29T10:07:41.218Z", "dashboardcard_count": 0, "description": "Starting ARR, new, expansion, contraction, churn, ending ARR by month"},
        {"id": 311, "model": "card", "name": "ARR by Segment", "display": "pie", "collection": {"id": 27, "name": "Ines Duarte's Personal Collection"}, "updated_at": "2025-03-26T15:52:30.004Z", "dashboardcard_count": 1, "description": None},
        {"id": 204, "model": "card", "name": "ARR Waterfall (FY24, legacy)", "display": "waterfall", "collection": {"id": 9, "name": "Finance"}, "updated_at": "2024-06-19T08:58:12.771Z", "dashboardcard_count": 1, "description": "Used by dashboard 42"},
    ]}
    search_rev = {"total": 5, "data": [
        {"id": 57, "model": "dashboard", "name": "Revenue – Weekly (draft)", "collection": {"id": 9, "name": "Finance"}, "updated_at": "2025-04-02T09:31:18.442Z", "dashboardcard_count": 6, "description": "Official FY25 board dashboard: weekly bookings, MRR movements and collections"},
        {"id": 42, "model": "dashboard", "name": "Revenue (old, do not use)", "collection": {"id": 9, "name": "Finance"}, "updated_at": "2024-06-19T09:02:33.215Z", "dashboardcard_count": 9, "description": None},
        {"id": 31, "model": "dashboard", "name": "Finance - Monthly Close", "collection": {"id": 9, "name": "Finance"}, "updated_at": "2025-03-05T12:27:18.944Z", "dashboardcard_count": 11, "description": "Revenue recognition and close checklist"},
        {"id": 300, "model": "dataset", "name": "Revenue Events (model)", "collection": {"id": 9, "name": "Finance"}, "updated_at": "2025-03-20T14:45:02.390Z", "dashboardcard_count": 0, "description": "One row per invoice line / credit note, deduplicated"},
        {"id": 198, "model": "card", "name": "Revenue by Month (legacy)", "display": "line", "collection": {"id": 9, "name": "Finance"}, "updated_at": "2024-06-19T08:51:47.905Z", "dashboardcard_count": 1, "description": None},
    ]}
    new_desc = "Official FY25 board dashboard: weekly bookings, MRR movements and collections"
    turns = [
        (call("list_dashboards", filter="all"), pj(dashes)),
        (call("get_dashboard", dashboard_id=57), dash("Revenue – Weekly (draft)", ines, "2025-03-27T17:44:12.306Z", "Draft: weekly bookings, MRR movements and collections")),
        (call("update_dashboard", dashboard_id=57, name="Revenue Overview FY25", collection_id=9, description=new_desc), dash("Revenue Overview FY25", fin, "2025-04-02T09:31:18.442Z", new_desc)),
        (call("search", q="ARR", models=["card"], archived=False), pj(search_arr)),
        (call("search", q="revenue", models=["dashboard", "card", "dataset"], archived=False), pj(search_rev)),
        (call("add_card_to_dashboard", dashboard_id=57, card_id=318, row=19, col=0, size_x=24, size_y=7),
         pj({"id": 407, "dashboard_id": 57, "card_id": 318, "dashboard_tab_id": None, "row": 19, "col": 0, "size_x": 24, "size_y": 7, "created_at": "2025-04-02T09:33:04.716Z", "updated_at": "2025-04-02T09:33:04.716Z", "parameter_mappings": [], "visualization_settings": {}})),
    ]
    rs.add(task="mcp", tid="h48-mcp-18", system=system, turns=turns, state=state, bad=True, turn=5,
           kind="renamed dashboard appears in search under its old draft name")


# ClickHouse: clean
def t19(rs: RowSet) -> None:
    system = mcp_system("clickhouse", "ClickHouse 24.8 cluster ch-prod (2 replicas) for the Orbitly product-analytics pipeline; results are JSON rows", [
        tool("list_databases", "List databases", {}, []),
        tool("list_tables", "List tables of a database with engine, rows and size", {"database": S, "like": S}, ["database"]),
        tool("run_select_query", "Run a read-only SELECT query", {"query": S}, ["query"]),
        tool("run_command", "Run a DDL / mutation / OPTIMIZE statement (requires the admin profile)", {"query": S}, ["query"]),
    ])
    state = ("ClickHouse ch-prod, database analytics. Tuesday 2025-06-03 ~10:05 UTC; events keep streaming in from Kafka. Ticket DATA-771: a replayed Kafka "
             "offset range duplicated events in May; collapse the May duplicates, put a 400-day TTL on analytics.events, and remove all events of project 1187 "
             "(customer GDPR erasure request ER-0219). events is ReplicatedReplacingMergeTree(ingested_at) ORDER BY (project_id, event_date, event_id), PARTITION BY toYYYYMM(event_date).")
    tables = [
        {"name": "events", "engine": "ReplicatedReplacingMergeTree", "total_rows": 2904118552, "total_bytes": 657549102317, "readable_size": "612.39 GiB", "partition_key": "toYYYYMM(event_date)", "sorting_key": "project_id, event_date, event_id", "ttl": ""},
        {"name": "events_hourly", "engine": "ReplicatedAggregatingMergeTree", "total_rows": 48201773, "total_bytes": 3902214580, "readable_size": "3.63 GiB", "partition_key": "toYYYYMM(hour)", "sorting_key": "project_id, hour, event_name", "ttl": ""},
        {"name": "events_hourly_mv", "engine": "MaterializedView", "total_rows": None, "total_bytes": None, "readable_size": None, "partition_key": "", "sorting_key": "", "ttl": ""},
        {"name": "ingest_errors", "engine": "ReplicatedMergeTree", "total_rows": 182034, "total_bytes": 51228871, "readable_size": "48.86 MiB", "partition_key": "toYYYYMM(ts)", "sorting_key": "ts", "ttl": "ts + toIntervalDay(30)"},
        {"name": "sessions", "engine": "ReplicatedReplacingMergeTree", "total_rows": 611904220, "total_bytes": 88410551276, "readable_size": "82.34 GiB", "partition_key": "toYYYYMM(session_start)", "sorting_key": "project_id, session_start, session_id", "ttl": ""},
        {"name": "users_daily", "engine": "ReplicatedAggregatingMergeTree", "total_rows": 91837420, "total_bytes": 7709112734, "readable_size": "7.18 GiB", "partition_key": "toYYYYMM(day)", "sorting_key": "project_id, day, user_id", "ttl": ""},
    ]

    def parts(rows: list[tuple[str, int, int, str, str]]) -> str:
        return pj([{"partition": p, "active_parts": n, "rows": r, "size": sz, "max_modification_time": mt} for p, n, r, sz, mt in rows])

    p_before = parts([("202503", 7, 362118940, "79.62 GiB", "2025-04-02 03:17:55"), ("202504", 6, 358004117, "78.71 GiB", "2025-05-01 06:44:10"),
                      ("202505", 41, 371220904, "81.88 GiB", "2025-06-02 23:58:41"), ("202506", 23, 41702880, "9.21 GiB", "2025-06-03 10:06:12")])
    p_after = parts([("202503", 7, 362118940, "79.62 GiB", "2025-04-02 03:17:55"), ("202504", 6, 358004117, "78.71 GiB", "2025-05-01 06:44:10"),
                     ("202505", 1, 371198551, "80.97 GiB", "2025-06-03 10:14:37"), ("202506", 19, 41874503, "9.25 GiB", "2025-06-03 10:14:51")])
    turns = [
        (call("list_tables", database="analytics"), pj(tables)),
        (call("run_select_query", query="SELECT toYYYYMM(event_date) AS month, count() AS rows, uniqExact(event_id) AS unique_events, rows - unique_events AS duplicates FROM analytics.events WHERE event_date >= '2025-05-01' GROUP BY month ORDER BY month"),
         pj([{"month": 202505, "rows": 371220904, "unique_events": 371198551, "duplicates": 22353}, {"month": 202506, "rows": 41682214, "unique_events": 41678855, "duplicates": 3359}])),
        (call("run_select_query", query="SELECT partition, count() AS active_parts, sum(rows) AS rows, formatReadableSize(sum(bytes_on_disk)) AS size, max(modification_time) AS max_modification_time FROM system.parts WHERE database = 'analytics' AND table = 'events' AND active AND partition >= '202503' GROUP BY partition ORDER BY partition"), p_before),
        (call("run_command", query="ALTER TABLE analytics.events ON CLUSTER 'ch-prod' MODIFY TTL event_date + INTERVAL 400 DAY"),
         pj({"status": "ok", "query_id": "7f3b2c91-0d4e-4a8f-b6e1-5c9a2d7f0e34", "elapsed_ms": 412, "result": [{"host": "ch-prod-0-0", "port": 9000, "status": 0, "error": "", "num_hosts_remaining": 1, "num_hosts_active": 0}, {"host": "ch-prod-0-1", "port": 9000, "status": 0, "error": "", "num_hosts_remaining": 0, "num_hosts_active": 0}]})),
        (call("run_command", query="OPTIMIZE TABLE analytics.events ON CLUSTER 'ch-prod' PARTITION 202505 FINAL"),
         pj({"status": "ok", "query_id": "c4e8a1f6-3b9d-47c2-a05e-8d1f6b3c9e27", "elapsed_ms": 318846, "result": [{"host": "ch-prod-0-0", "port": 9000, "status": 0, "error": "", "num_hosts_remaining": 1, "num_hosts_active": 0}, {"host": "ch-prod-0-1", "port": 9000, "status": 0, "error": "", "num_hosts_remaining": 0, "num_hosts_active": 0}]})),
        (call("run_select_query", query="SELECT partition, count() AS active_parts, sum(rows) AS rows, formatReadableSize(sum(bytes_on_disk)) AS size, max(modification_time) AS max_modification_time FROM system.parts WHERE database = 'analytics' AND table = 'events' AND active AND partition >= '202503' GROUP BY partition ORDER BY partition"), p_after),
        (call("run_select_query", query="SELECT toYYYYMM(event_date) AS month, count() AS rows, uniqExact(event_id) AS unique_events, rows - unique_events AS duplicates FROM analytics.events WHERE event_date >= '2025-05-01' GROUP BY month ORDER BY month"),
         pj([{"month": 202505, "rows": 371198551, "unique_events": 371198551, "duplicates": 0}, {"month": 202506, "rows": 41889960, "unique_events": 41886530, "duplicates": 3430}])),
        (call("run_command", query="ALTER TABLE analytics.events ON CLUSTER 'ch-prod' DELETE WHERE project_id = 1187"),
         pj({"status": "ok", "query_id": "1a9d5e3f-7c2b-4e80-9f14-b6d0a8c3e5f2", "elapsed_ms": 188, "result": [{"host": "ch-prod-0-0", "port": 9000, "status": 0, "error": "", "num_hosts_remaining": 1, "num_hosts_active": 0}, {"host": "ch-prod-0-1", "port": 9000, "status": 0, "error": "", "num_hosts_remaining": 0, "num_hosts_active": 0}]})),
        (call("run_select_query", query="SELECT mutation_id, command, create_time, parts_to_do, is_done, latest_fail_reason FROM system.mutations WHERE database = 'analytics' AND table = 'events' ORDER BY create_time DESC LIMIT 3"),
         pj([{"mutation_id": "0000004412", "command": "DELETE WHERE project_id = 1187", "create_time": "2025-06-03 10:16:02", "parts_to_do": 31, "is_done": 0, "latest_fail_reason": ""},
             {"mutation_id": "0000004398", "command": "DELETE WHERE project_id = 944", "create_time": "2025-05-12 14:40:19", "parts_to_do": 0, "is_done": 1, "latest_fail_reason": ""},
             {"mutation_id": "0000004371", "command": "UPDATE utm_source = lower(utm_source) WHERE event_date >= '2025-04-01'", "create_time": "2025-04-22 09:05:47", "parts_to_do": 0, "is_done": 1, "latest_fail_reason": ""}])),
        (call("run_select_query", query="SELECT mutation_id, command, create_time, parts_to_do, is_done, latest_fail_reason FROM system.mutations WHERE database = 'analytics' AND table = 'events' AND mutation_id = '0000004412'"),
         pj([{"mutation_id": "0000004412", "command": "DELETE WHERE project_id = 1187", "create_time": "2025-06-03 10:16:02", "parts_to_do": 0, "is_done": 1, "latest_fail_reason": ""}])),
        (call("run_select_query", query="SELECT toYYYYMM(event_date) AS month, count() AS rows, countIf(project_id = 1187) AS erased_project_rows FROM analytics.events WHERE event_date >= '2025-04-01' GROUP BY month ORDER BY month"),
         pj([{"month": 202504, "rows": 356911502, "erased_project_rows": 0}, {"month": 202505, "rows": 369994213, "erased_project_rows": 0}, {"month": 202506, "rows": 41846205, "erased_project_rows": 0}])),
    ]
    rs.add(task="mcp", tid="h48-mcp-19", system=system, turns=turns, state=state)


# Temporal: bad
def t20(rs: RowSet) -> None:
    system = mcp_system("temporal", "Temporal Server 1.25 frontend temporal.prod.internal:7233, namespace fulfillment-prod", [
        tool("list_workflows", "List workflow executions matching a visibility query", {"query": S, "page_size": INT}, ["query"]),
        tool("describe_workflow", "Describe a workflow execution (status, pending activities, history length)", {"workflow_id": S, "run_id": S}, ["workflow_id"]),
        tool("get_workflow_history", "Get history events of a workflow execution", {"workflow_id": S, "run_id": S, "from_event_id": INT, "max_events": INT}, ["workflow_id"]),
        tool("query_workflow", "Run a query handler on a workflow", {"workflow_id": S, "query_type": S, "args": A}, ["workflow_id", "query_type"]),
        tool("signal_workflow", "Send a signal to a workflow", {"workflow_id": S, "signal_name": S, "input": OBJ, "reason": S}, ["workflow_id", "signal_name"]),
        tool("describe_task_queue", "Describe a task queue: pollers and backlog", {"task_queue": S, "task_queue_type": S}, ["task_queue"]),
    ])
    state = ("Temporal namespace fulfillment-prod. 2025-02-17 ~10:30 UTC. Support ticket CS-20931: order ORD-884213 has been 'processing' since Friday. "
             "The warehouse (RTM-2) confirms it picked the order on Friday (pick list PL-55120) but its webhook was down. Find the workflow, check the "
             "workers are healthy, and if it is only waiting for the warehouse confirmation, deliver it by hand.")
    W, RID = "order-fulfil-ORD-884213", "5e0c8b21-7f4a-4d39-9c62-a1d3b7e8f904"
    w1, w2 = "27705@ful-worker-01.prod.internal@", "31842@ful-worker-02.prod.internal@"
    w2_bad = "31876@ful-worker-02.prod.internal@"
    lw = [
        {"execution": {"workflowId": W, "runId": RID}, "type": {"name": "OrderFulfillment"}, "startTime": "2025-02-14T09:12:44.318Z", "status": "Running", "taskQueue": "fulfillment", "historyLength": "24", "searchAttributes": {"CustomerTier": "gold", "OrderTotal": 214.9}},
        {"execution": {"workflowId": "order-fulfil-ORD-884377", "runId": "b9f21c47-3a6e-4e08-8d15-62c7a0e4f3b1"}, "type": {"name": "OrderFulfillment"}, "startTime": "2025-02-16T21:47:03.902Z", "status": "Running", "taskQueue": "fulfillment", "historyLength": "11", "searchAttributes": {"CustomerTier": "standard", "OrderTotal": 58.5}},
        {"execution": {"workflowId": "order-fulfil-ORD-884390", "runId": "0d7e3a95-c1f8-4b26-a4e0-9f5b2d8c6e13"}, "type": {"name": "OrderFulfillment"}, "startTime": "2025-02-16T23:05:19.577Z", "status": "Running", "taskQueue": "fulfillment", "historyLength": "11", "searchAttributes": {"CustomerTier": "standard", "OrderTotal": 1204.0}},
    ]

    def describe(status: str, hist: int, pending: list[dict[str, object]], close: str | None = None) -> str:
        d: dict[str, object] = {"executionConfig": {"taskQueue": {"name": "fulfillment", "kind": "Normal"}, "workflowExecutionTimeout": "0s", "workflowRunTimeout": "0s", "defaultWorkflowTaskTimeout": "10s"},
                                "workflowExecutionInfo": {"execution": {"workflowId": W, "runId": RID}, "type": {"name": "OrderFulfillment"}, "startTime": "2025-02-14T09:12:44.318Z",
                                                          "status": status, "historyLength": str(hist), "executionTime": "2025-02-14T09:12:44.318Z", "memo": {"fields": {"channel": "web"}},
                                                          "searchAttributes": {"indexedFields": {"CustomerTier": "gold", "OrderTotal": 214.9, "BuildIds": ["unversioned"]}}, "autoResetPoints": {"points": [{"binaryChecksum": "ful-worker@v3.8.1", "runId": RID, "firstWorkflowTaskCompletedId": "4", "createTime": "2025-02-14T09:12:44.611Z", "resettable": True}]},
                                                          "taskQueue": "fulfillment", "stateTransitionCount": str(hist + 9), "historySizeBytes": str(hist * 412)},
                                "pendingActivities": pending}
        if close:
            d["workflowExecutionInfo"]["closeTime"] = close  # type: ignore[index]
        return pj(d)

    def pollers(p2: str, t1: str, t2: str, kind: str) -> str:
        return pj({"pollers": [
            {"lastAccessTime": t1, "identity": w1, "ratePerSecond": 100000, "workerVersionCapabilities": {"buildId": "ful-worker@v3.8.1"}},
            {"lastAccessTime": t2, "identity": p2, "ratePerSecond": 100000, "workerVersionCapabilities": {"buildId": "ful-worker@v3.8.1"}},
        ], "taskQueueStatus": {"backlogCountHint": "0", "readLevel": "8847104", "ackLevel": "8847104", "ratePerSecond": 100000, "taskIdBlock": {"startId": "8900001", "endId": "9000000"}},
            "taskQueueType": kind})

    def ev(i: int, t: str, et: str, attrs: dict[str, object]) -> dict[str, object]:
        return {"eventId": str(i), "eventTime": t, "eventType": et, "taskId": str(8846000 + i * 3), attrs.pop("_k"): attrs} if "_k" in attrs else {"eventId": str(i), "eventTime": t, "eventType": et, "taskId": str(8846000 + i * 3)}

    h1 = [
        ev(18, "2025-02-14T09:13:19.204Z", "ActivityTaskScheduled", {"_k": "activityTaskScheduledEventAttributes", "activityId": "18", "activityType": {"name": "ReserveStock"}, "taskQueue": {"name": "fulfillment"}, "scheduleToCloseTimeout": "300s", "startToCloseTimeout": "60s", "retryPolicy": {"initialInterval": "1s", "backoffCoefficient": 2, "maximumInterval": "60s", "maximumAttempts": 5}}),
        ev(19, "2025-02-14T09:13:19.227Z", "ActivityTaskStarted", {"_k": "activityTaskStartedEventAttributes", "scheduledEventId": "18", "identity": w1, "attempt": 1}),
        ev(20, "2025-02-14T09:13:19.861Z", "ActivityTaskCompleted", {"_k": "activityTaskCompletedEventAttributes", "scheduledEventId": "18", "startedEventId": "19", "identity": w1, "result": {"reservationId": "RSV-1930442", "warehouse": "RTM-2", "lines": 3}}),
        ev(21, "2025-02-14T09:13:19.862Z", "WorkflowTaskScheduled", {"_k": "workflowTaskScheduledEventAttributes", "taskQueue": {"name": "fulfillment"}, "startToCloseTimeout": "10s", "attempt": 1}),
        ev(22, "2025-02-14T09:13:19.884Z", "WorkflowTaskStarted", {"_k": "workflowTaskStartedEventAttributes", "scheduledEventId": "21", "identity": w2, "requestId": "3f6d0b8a-2c91-4e57-8a1f-d4e9b0c7a352"}),
        ev(23, "2025-02-14T09:13:19.913Z", "WorkflowTaskCompleted", {"_k": "workflowTaskCompletedEventAttributes", "scheduledEventId": "21", "startedEventId": "22", "identity": w2, "binaryChecksum": "ful-worker@v3.8.1"}),
        ev(24, "2025-02-14T09:13:19.913Z", "TimerStarted", {"_k": "timerStartedEventAttributes", "timerId": "warehouse-confirm-timeout", "startToFireTimeout": "345600s", "workflowTaskCompletedEventId": "23"}),
    ]
    sig_input = {"warehouse": "RTM-2", "pickListId": "PL-55120", "pickedAt": "2025-02-14T15:41:00Z", "source": "manual:CS-20931"}
    h2 = [
        ev(25, "2025-02-17T10:36:12.450Z", "WorkflowExecutionSignaled", {"_k": "workflowExecutionSignaledEventAttributes", "signalName": "warehouse-confirmed", "input": [sig_input], "identity": "temporal-mcp@ops-bastion"}),
        ev(26, "2025-02-17T10:36:12.451Z", "WorkflowTaskScheduled", {"_k": "workflowTaskScheduledEventAttributes", "taskQueue": {"name": "fulfillment"}, "startToCloseTimeout": "10s", "attempt": 1}),
        ev(27, "2025-02-17T10:36:12.479Z", "WorkflowTaskStarted", {"_k": "workflowTaskStartedEventAttributes", "scheduledEventId": "26", "identity": w2, "requestId": "9c2e7f14-5a03-4b8d-b6e1-0f4a9d3c7e58"}),
        ev(28, "2025-02-17T10:36:12.518Z", "WorkflowTaskCompleted", {"_k": "workflowTaskCompletedEventAttributes", "scheduledEventId": "26", "startedEventId": "27", "identity": w2, "binaryChecksum": "ful-worker@v3.8.1"}),
        ev(29, "2025-02-17T10:36:12.518Z", "TimerCanceled", {"_k": "timerCanceledEventAttributes", "timerId": "warehouse-confirm-timeout", "startedEventId": "24", "workflowTaskCompletedEventId": "28", "identity": w2}),
        ev(30, "2025-02-17T10:36:12.518Z", "ActivityTaskScheduled", {"_k": "activityTaskScheduledEventAttributes", "activityId": "30", "activityType": {"name": "CreateShipment"}, "taskQueue": {"name": "fulfillment"}, "scheduleToCloseTimeout": "900s", "startToCloseTimeout": "300s", "retryPolicy": {"initialInterval": "1s", "backoffCoefficient": 2, "maximumInterval": "60s", "maximumAttempts": 8}}),
    ]
    h3 = [
        ev(31, "2025-02-17T10:36:12.547Z", "ActivityTaskStarted", {"_k": "activityTaskStartedEventAttributes", "scheduledEventId": "30", "identity": w1, "attempt": 1}),
        ev(32, "2025-02-17T10:38:40.913Z", "ActivityTaskCompleted", {"_k": "activityTaskCompletedEventAttributes", "scheduledEventId": "30", "startedEventId": "31", "identity": w1, "result": {"shipmentId": "SHP-6620917", "carrier": "PostNL", "trackingNumber": "3SPNL0884213RT2"}}),
        ev(33, "2025-02-17T10:38:40.914Z", "WorkflowTaskScheduled", {"_k": "workflowTaskScheduledEventAttributes", "taskQueue": {"name": "fulfillment"}, "startToCloseTimeout": "10s", "attempt": 1}),
        ev(34, "2025-02-17T10:38:40.936Z", "WorkflowTaskStarted", {"_k": "workflowTaskStartedEventAttributes", "scheduledEventId": "33", "identity": w1, "requestId": "e1a7c3f9-8b24-4d60-9e5a-7c0b2f8d4a16"}),
        ev(35, "2025-02-17T10:38:40.971Z", "WorkflowTaskCompleted", {"_k": "workflowTaskCompletedEventAttributes", "scheduledEventId": "33", "startedEventId": "34", "identity": w1, "binaryChecksum": "ful-worker@v3.8.1"}),
        ev(36, "2025-02-17T10:38:40.971Z", "WorkflowExecutionCompleted", {"_k": "workflowExecutionCompletedEventAttributes", "result": [{"orderId": "ORD-884213", "status": "SHIPPED", "shipmentId": "SHP-6620917"}], "workflowTaskCompletedEventId": "35"}),
    ]
    pending = [{"activityId": "30", "activityType": {"name": "CreateShipment"}, "state": "Started", "lastStartedTime": "2025-02-17T10:36:12.547Z", "attempt": 1, "maximumAttempts": 8,
                "scheduledTime": "2025-02-17T10:36:12.518Z", "expirationTime": "2025-02-17T10:51:12.518Z", "lastWorkerIdentity": w1}]
    turns = [
        (call("list_workflows", query="WorkflowType = 'OrderFulfillment' AND ExecutionStatus = 'Running' AND StartTime < '2025-02-17T00:00:00Z'", page_size=20), pj({"executions": lw, "nextPageToken": None})),
        (call("describe_workflow", workflow_id=W), describe("Running", 24, [])),
        (call("describe_task_queue", task_queue="fulfillment", task_queue_type="workflow"), pollers(w2, "2025-02-17T10:33:41.118Z", "2025-02-17T10:33:52.604Z", "Workflow")),
        (call("get_workflow_history", workflow_id=W, from_event_id=18, max_events=20), pj({"history": {"events": h1}, "nextPageToken": None})),
        (call("query_workflow", workflow_id=W, query_type="getStatus"), pj({"queryResult": [{"stage": "AWAITING_WAREHOUSE_CONFIRMATION", "reservationId": "RSV-1930442", "warehouse": "RTM-2", "since": "2025-02-14T09:13:19Z", "timeoutAt": "2025-02-18T09:13:19Z"}], "queryRejected": None})),
        (call("describe_task_queue", task_queue="fulfillment", task_queue_type="activity"), pollers(w2, "2025-02-17T10:34:30.772Z", "2025-02-17T10:34:38.019Z", "Activity")),
        (call("signal_workflow", workflow_id=W, signal_name="warehouse-confirmed", input=sig_input, reason="CS-20931: warehouse webhook outage, confirmation delivered manually"), pj({"status": "signal sent", "workflowId": W, "runId": RID})),
        (call("describe_workflow", workflow_id=W), describe("Running", 30, pending)),
        (call("get_workflow_history", workflow_id=W, from_event_id=25, max_events=20), pj({"history": {"events": h2}, "nextPageToken": None})),
        (call("describe_task_queue", task_queue="fulfillment", task_queue_type="workflow"), pollers(w2_bad, "2025-02-17T10:37:05.330Z", "2025-02-17T10:37:11.946Z", "Workflow")),
        (call("get_workflow_history", workflow_id=W, from_event_id=31, max_events=20), pj({"history": {"events": h3}, "nextPageToken": None})),
        (call("describe_workflow", workflow_id=W), describe("Completed", 36, [], "2025-02-17T10:38:40.971Z")),
    ]
    rs.add(task="mcp", tid="h48-mcp-20", system=system, turns=turns, state=state, bad=True, turn=10,
           kind="worker PID in the ful-worker-02 poller identity changes with no restart")


# Zendesk: clean
def t21(rs: RowSet) -> None:
    system = mcp_system("zendesk", "Zendesk Support API for northwave.zendesk.com, acting as agent Ravi Menon (id 381904772211)", [
        tool("search_tickets", "Search tickets with Zendesk search syntax", {"query": S, "sort_by": S, "sort_order": S}, ["query"]),
        tool("get_ticket", "Get a ticket with its fields", {"ticket_id": INT}, ["ticket_id"]),
        tool("get_ticket_comments", "List the comments (public and internal) of a ticket", {"ticket_id": INT}, ["ticket_id"]),
        tool("update_ticket", "Update status, priority, assignee/group, tags, and optionally add a public or internal comment", {"ticket_id": INT, "status": S, "priority": S, "group_id": INT, "assignee_id": INT, "tags": A, "comment": OBJ}, ["ticket_id"]),
        tool("create_ticket", "Create a ticket", {"subject": S, "comment": OBJ, "requester_id": INT, "priority": S, "group_id": INT, "tags": A}, ["subject", "comment"]),
    ])
    state = ("Zendesk for Northwave (B2B SaaS). Monday 2025-03-10, 09:20 CET. Dana Whitfield (dana@fjordline-logistics.no, Enterprise plan) escalated "
             "on LinkedIn that she was charged twice. Find her open tickets, get the double charge to Billing as urgent with an internal note, "
             "and reply to her that it is being handled.")

    def tk(i: int, subj: str, status: str, prio: str | None, created: str, updated: str, group: int | None, assignee: int | None, tags: list[str]) -> dict[str, object]:
        return {"id": i, "url": f"https://northwave.zendesk.com/api/v2/tickets/{i}.json", "subject": subj, "status": status, "priority": prio, "type": "incident" if i == 48213 else "question",
                "requester_id": 902117734508, "submitter_id": 902117734508, "assignee_id": assignee, "group_id": group, "organization_id": 360029114871,
                "created_at": created, "updated_at": updated, "tags": tags, "via": {"channel": "email"},
                "custom_fields": [{"id": 360011845092, "value": "enterprise"}, {"id": 360012007731, "value": "billing" if i == 48213 else "integrations"}], "satisfaction_rating": None}

    t1_48213 = tk(48213, "Invoice INV-2025-0291 charged twice", "open", "high", "2025-03-08T16:47:22Z", "2025-03-09T10:12:05Z", 360004417551, None, ["billing", "enterprise", "double_charge"])
    t1_48190 = tk(48190, "Webhook retries for shipment.updated not arriving", "pending", "normal", "2025-03-06T11:03:40Z", "2025-03-07T14:29:18Z", 360004417592, 381904701145, ["integrations", "enterprise", "webhooks"])
    comments = {"comments": [
        {"id": 31288470019211, "type": "Comment", "author_id": 902117734508, "public": True, "created_at": "2025-03-08T16:47:22Z",
         "body": "Hello,\n\nOur card ending 4417 was charged NOK 48,600.00 twice on 7 March for invoice INV-2025-0291 (transaction refs ch_3Qz8...A1 and ch_3Qz8...B7). Please refund the duplicate.\n\nDana Whitfield\nHead of Finance, Fjordline Logistics"},
        {"id": 31288511047902, "type": "Comment", "author_id": 381904701201, "public": False, "created_at": "2025-03-08T17:02:10Z",
         "body": "Weekend triage: confirmed two successful charges in Stripe 3 minutes apart, same amount. Looks like the retry bug from INC-612. Leaving for Billing on Monday."},
        {"id": 31290377458016, "type": "Comment", "author_id": 902117734508, "public": True, "created_at": "2025-03-09T10:12:05Z",
         "body": "Any update? This is a significant amount for us and our month-end close is on Wednesday."},
    ], "count": 3, "next_page": None}
    t3 = t1_48213 | {"priority": "urgent", "group_id": 360004417551, "assignee_id": 381904755630, "updated_at": "2025-03-10T08:22:47Z",
                     "tags": ["billing", "enterprise", "double_charge", "escalated", "inc-612"]}
    t4 = t3 | {"status": "pending", "updated_at": "2025-03-10T08:24:31Z"}
    t5_48190 = t1_48190 | {"status": "open", "updated_at": "2025-03-10T08:25:56Z"}
    get_48190 = t5_48190 | {"description": "Since 5 March our endpoint has not received retries for shipment.updated when it returns 503. Webhook ID wh_7Kq2...", "comment_count": 4,
                            "last_comment": {"author_id": 902117734508, "public": True, "created_at": "2025-03-10T08:25:56Z",
                                             "body": "Thanks, the new signing secret works and we can see the retries arriving since this morning. One more question: can we raise the retry window from 24h to 72h?"},
                            "collaborator_ids": [902117734611], "due_at": None}
    turns = [
        (call("search_tickets", query="type:ticket requester:dana@fjordline-logistics.no status<solved", sort_by="updated_at", sort_order="desc"),
         pj({"results": [t1_48213 | {"result_type": "ticket"}, t1_48190 | {"result_type": "ticket"}], "count": 2, "next_page": None, "facets": None})),
        (call("get_ticket_comments", ticket_id=48213), pj(comments)),
        (call("update_ticket", ticket_id=48213, priority="urgent", group_id=360004417551, assignee_id=381904755630, tags=["billing", "enterprise", "double_charge", "escalated", "inc-612"],
              comment={"body": "Escalated by customer (LinkedIn). Duplicate charge confirmed in Stripe (see note from 8 Mar). Please refund ch_3Qz8...B7 today, month-end close Wed. Related: INC-612.", "public": False}),
         pj({"ticket": t3, "audit": {"id": 31291102844757, "ticket_id": 48213, "created_at": "2025-03-10T08:22:47Z", "author_id": 381904772211,
                                     "events": [{"type": "Change", "field_name": "priority", "value": "urgent", "previous_value": "high"}, {"type": "Change", "field_name": "assignee_id", "value": "381904755630", "previous_value": None},
                                                {"type": "Change", "field_name": "tags", "value": ["billing", "enterprise", "double_charge", "escalated", "inc-612"], "previous_value": ["billing", "enterprise", "double_charge"]},
                                                {"type": "Comment", "public": False, "author_id": 381904772211}]}})),
        (call("update_ticket", ticket_id=48213, status="pending",
              comment={"body": "Hi Dana,\n\nApologies for the wait. We have confirmed the duplicate charge of NOK 48,600.00 and our Billing team is refunding it today; you will get the refund reference by email. Refunds usually reach the card within 3-5 business days.\n\nRavi Menon, Northwave Support", "public": True}),
         pj({"ticket": t4, "audit": {"id": 31291118306624, "ticket_id": 48213, "created_at": "2025-03-10T08:24:31Z", "author_id": 381904772211,
                                     "events": [{"type": "Change", "field_name": "status", "value": "pending", "previous_value": "open"}, {"type": "Comment", "public": True, "author_id": 381904772211}]}})),
        (call("search_tickets", query="type:ticket requester:dana@fjordline-logistics.no status<solved", sort_by="updated_at", sort_order="desc"),
         pj({"results": [t5_48190 | {"result_type": "ticket"}, t4 | {"result_type": "ticket"}], "count": 2, "next_page": None, "facets": None})),
        (call("get_ticket", ticket_id=48190), pj({"ticket": get_48190})),
    ]
    rs.add(task="mcp", tid="h48-mcp-21", system=system, turns=turns, state=state)


# Terraform Cloud: bad
def t22(rs: RowSet) -> None:
    system = mcp_system("terraform-cloud", "HCP Terraform (Terraform Cloud) API v2 for organization kelp-energy; responses are JSON:API documents", [
        tool("get_workspace", "Get a workspace by organization and name", {"organization": S, "workspace": S}, ["organization", "workspace"]),
        tool("list_state_versions", "List state versions of a workspace, newest first", {"organization": S, "workspace": S, "page_size": INT}, ["organization", "workspace"]),
        tool("get_state_version", "Get one state version with its metadata and outputs", {"state_version_id": S, "include_outputs": B}, ["state_version_id"]),
        tool("create_run", "Queue a run on a workspace", {"workspace_id": S, "message": S, "plan_only": B, "target_addrs": A}, ["workspace_id"]),
        tool("get_run", "Get a run with status, timestamps and resource counts", {"run_id": S}, ["run_id"]),
        tool("get_plan_summary", "Summarize the resource changes in a run's plan", {"run_id": S}, ["run_id"]),
        tool("apply_run", "Confirm and apply a planned run", {"run_id": S, "comment": S}, ["run_id"]),
    ])
    state = ("HCP Terraform org kelp-energy, workspace net-core-prod (VCS: kelp-energy/infra-network, main, working dir envs/prod). 2025-01-28, ~14:00 UTC. "
             "Change NET-412 (approved CAB-0127) is merged: add a NAT gateway in the third AZ. Check the workspace and its current state, run a plan, "
             "make sure it only adds the AZ-c NAT path, and apply it.")
    ws = "ws-V3qkX9nTz2bLm7Rc"
    sv, sv_prev, sv_prev2 = "sv-7YwQh3k9Rz2M4pLx", "sv-F2cJn8Tq4Wx6Bd1K", "sv-mP5rL0zA9sD3gH7v"
    run = "run-Hk8dQ2wXn5Lp9TzR"
    wsdoc = {"data": {"id": ws, "type": "workspaces", "attributes": {
        "name": "net-core-prod", "auto-apply": False, "created-at": "2022-05-17T08:41:09.116Z", "updated-at": "2025-01-20T16:12:48.305Z", "execution-mode": "remote",
        "locked": False, "resource-count": 214, "terraform-version": "1.8.5", "working-directory": "envs/prod", "queue-all-runs": False, "speculative-enabled": True,
        "structured-run-output-enabled": True, "source": "tfe-ui", "tag-names": ["network", "prod", "tier-0"],
        "vcs-repo": {"branch": "main", "identifier": "kelp-energy/infra-network", "ingress-submodules": False, "oauth-token-id": "ot-r4Jm8Xq2Vc7Nk1Bw"},
        "latest-change-at": "2025-01-28T13:52:30.774Z", "setting-overwrites": {"execution-mode": False, "agent-pool": False}},
        "relationships": {"current-state-version": {"data": {"id": sv, "type": "state-versions"}}, "current-run": {"data": {"id": "run-qT6zN1mC8vR3xK0f", "type": "runs"}},
                          "latest-run": {"data": {"id": "run-qT6zN1mC8vR3xK0f", "type": "runs"}}, "project": {"data": {"id": "prj-B9wL2kHs5Tq8Nx4D", "type": "projects"}}}}}

    def svd(i: str, serial: int, created: str, size: int, run_id: str, res: int) -> dict[str, object]:
        return {"id": i, "type": "state-versions", "attributes": {"created-at": created, "serial": serial, "size": size, "status": "finalized", "terraform-version": "1.8.5",
                                                                 "resources-processed": True, "state-version": 4, "modules": {"root": {"aws_vpc": 1, "aws_subnet": 9, "aws_nat_gateway": 2, "aws_route_table": 5}}, "providers": {"provider[\"registry.terraform.io/hashicorp/aws\"]": {"aws_instance": 0}},
                                                                 "hosted-state-download-url": f"https://archivist.terraform.io/v1/object/dmF1bHQ6djE6{i[3:]}", "billable-rum-count": res},
                "relationships": {"run": {"data": {"id": run_id, "type": "runs"}}, "created-by": {"data": {"id": "user-svc-hcp-vcs", "type": "users"}}}}

    svs = {"data": [svd(sv, 87, "2025-01-20T16:12:41.902Z", 1482207, "run-qT6zN1mC8vR3xK0f", 214), svd(sv_prev, 86, "2025-01-09T10:37:15.440Z", 1479913, "run-W0pX4bGj7Yc2Fs9L", 213),
                    svd(sv_prev2, 85, "2024-12-16T15:04:52.018Z", 1466340, "run-a3Nv8Qe1Tz6Hd5Ry", 211)],
           "meta": {"pagination": {"current-page": 1, "page-size": 3, "prev-page": None, "next-page": 2, "total-pages": 29, "total-count": 87}}}
    one = svd(sv, 86, "2025-01-20T16:12:41.902Z", 1482207, "run-qT6zN1mC8vR3xK0f", 214)
    one["attributes"]["lineage"] = "6f1c9a2e-4b7d-4e08-b3a5-0d8c2f7e91b4"  # type: ignore[index]
    outputs = {"data": [
        {"id": "wsout-Lq2Vc7Nk1Bw4Jm8X", "type": "state-version-outputs", "attributes": {"name": "vpc_id", "sensitive": False, "type": "string", "value": "vpc-0a7c3e91f4b2d5c86"}},
        {"id": "wsout-Tz6Hd5Rya3Nv8Qe1", "type": "state-version-outputs", "attributes": {"name": "private_subnet_ids", "sensitive": False, "type": ["tuple", ["string", "string", "string"]], "value": ["subnet-04b1e7a2c9d3f5608", "subnet-0c8f2d6a1e4b7930e", "subnet-0e3a9c5f7b1d2468a"]}},
        {"id": "wsout-Yc2Fs9LW0pX4bGj7", "type": "state-version-outputs", "attributes": {"name": "nat_gateway_ids", "sensitive": False, "type": ["tuple", ["string", "string"]], "value": ["nat-0b5d8e2a4c7f13096", "nat-03f9a1c6e8b2d4570"]}},
    ]}
    one_doc = {"data": one, "included": outputs["data"]}
    created = {"data": {"id": run, "type": "runs", "attributes": {"status": "pending", "message": "NET-412: add NAT gateway in eu-west-1c (CAB-0127)", "source": "tfe-api", "plan-only": False,
                                                                  "is-destroy": False, "auto-apply": False, "created-at": "2025-01-28T14:03:17.552Z", "has-changes": False, "trigger-reason": "manual",
                                                                  "status-timestamps": {"pending-at": "2025-01-28T14:03:17.552Z"}},
                        "relationships": {"workspace": {"data": {"id": ws, "type": "workspaces"}}, "plan": {"data": {"id": "plan-Rw3nB8xK2mQ5vT9c", "type": "plans"}},
                                          "configuration-version": {"data": {"id": "cv-Gm4Xk7Lp2Sd9Nq1V", "type": "configuration-versions"}}}}}

    def run_doc(status: str, ts: dict[str, str], apply: dict[str, int] | None) -> str:
        attrs: dict[str, object] = {"status": status, "message": "NET-412: add NAT gateway in eu-west-1c (CAB-0127)", "source": "tfe-api", "plan-only": False, "is-destroy": False,
                                    "auto-apply": False, "created-at": "2025-01-28T14:03:17.552Z", "has-changes": True, "trigger-reason": "manual", "status-timestamps": ts,
                                    "actions": {"is-cancelable": status == "planned", "is-confirmable": status == "planned", "is-discardable": status == "planned", "is-force-cancelable": False},
                                    "plan": {"resource-additions": 4, "resource-changes": 2, "resource-destructions": 0, "resource-imports": 0}}
        if apply:
            attrs["apply"] = apply
        return pj({"data": {"id": run, "type": "runs", "attributes": attrs, "relationships": {"workspace": {"data": {"id": ws, "type": "workspaces"}}, "plan": {"data": {"id": "plan-Rw3nB8xK2mQ5vT9c", "type": "plans"}}, "apply": {"data": {"id": "apply-Jd7Vq1Zs4Kx8Nc2P", "type": "applies"}}}}})

    ts_planned = {"pending-at": "2025-01-28T14:03:17.552Z", "plan-queueable-at": "2025-01-28T14:03:17.000Z", "plan-queued-at": "2025-01-28T14:03:18.114Z", "planning-at": "2025-01-28T14:03:21.397Z", "planned-at": "2025-01-28T14:04:46.208Z"}
    ts_applied = ts_planned | {"confirmed-at": "2025-01-28T14:07:02.931Z", "apply-queued-at": "2025-01-28T14:07:03.488Z", "applying-at": "2025-01-28T14:07:06.075Z", "applied-at": "2025-01-28T14:09:41.662Z"}
    summary = {"run_id": run, "terraform_version": "1.8.5", "changes": [
        {"address": "aws_eip.nat[2]", "action": "create", "attributes": {"domain": "vpc", "tags.Name": "net-core-prod-nat-eu-west-1c"}},
        {"address": "aws_nat_gateway.this[2]", "action": "create", "attributes": {"subnet_id": "subnet-0f6b2d8e4a1c3579b", "connectivity_type": "public", "tags.Name": "net-core-prod-nat-eu-west-1c"}},
        {"address": "aws_route.private_nat[2]", "action": "create", "attributes": {"route_table_id": "rtb-0d4e8a2c6f1b3579e", "destination_cidr_block": "0.0.0.0/0"}},
        {"address": "aws_cloudwatch_metric_alarm.nat_port_alloc_errors[2]", "action": "create", "attributes": {"alarm_name": "net-core-prod-nat-eu-west-1c-port-alloc-errors", "threshold": 1}},
        {"address": "aws_route.private_nat_legacy[2]", "action": "update", "attributes": {"nat_gateway_id": "nat-03f9a1c6e8b2d4570 -> (known after apply)"}},
        {"address": "aws_ssm_parameter.nat_gateway_ids", "action": "update", "attributes": {"value": "(sensitive value)"}},
    ], "summary": {"add": 4, "change": 2, "destroy": 0, "import": 0}}
    turns = [
        (call("get_workspace", organization="kelp-energy", workspace="net-core-prod"), pj(wsdoc)),
        (call("list_state_versions", organization="kelp-energy", workspace="net-core-prod", page_size=3), pj(svs)),
        (call("get_state_version", state_version_id=sv, include_outputs=True), pj(one_doc)),
        (call("create_run", workspace_id=ws, message="NET-412: add NAT gateway in eu-west-1c (CAB-0127)", plan_only=False), pj(created)),
        (call("get_run", run_id=run), run_doc("planned", ts_planned, None)),
        (call("get_plan_summary", run_id=run), pj(summary)),
        (call("apply_run", run_id=run, comment="NET-412 / CAB-0127 approved; plan reviewed: +4 ~2 -0, AZ-c NAT path only"), pj({"run_id": run, "status": "confirmed", "message": "Run confirmed and queued for apply"})),
        (call("get_run", run_id=run), run_doc("applied", ts_applied, {"resource-additions": 4, "resource-changes": 2, "resource-destructions": 0, "resource-imports": 0})),
    ]
    rs.add(task="mcp", tid="h48-mcp-22", system=system, turns=turns, state=state, bad=True, turn=3,
           kind="current state version read back with the previous version's serial")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
