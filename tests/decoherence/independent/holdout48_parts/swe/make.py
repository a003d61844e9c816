# ruff: noqa: E501
"""Held-out set holdout48, domain swe: 22 coding-agent trajectories (OpenHands and Gemini CLI harnesses).

Run from the repository root: ``python3 -m tests.decoherence.independent.holdout48_parts.swe.make``.
Writes ``swe_test.jsonl`` and ``labels.json`` next to this file.
"""

from __future__ import annotations

import difflib
from pathlib import Path

from tests.decoherence.independent.rowkit2 import (
    GEM_SYSTEM,
    OH_SYSTEM,
    RowSet,
    bash,
    call,
    cat_n,
    edited,
    editor,
    gshell,
    oh_bash,
)


def oh(root: str) -> str:
    return OH_SYSTEM.format(root=root)


def gem(root: str) -> str:
    return GEM_SYSTEM.format(root=root)


def lines_of(text: str, a: int, b: int) -> str:
    return "\n".join(text.split("\n")[a - 1:b])


def ed(path: str, text: str, a: int, b: int) -> str:
    """The OpenHands edit confirmation with lines a..b of the new file text."""
    return edited(path, lines_of(text, a, b), a)


def created(path: str) -> str:
    return f"File created successfully at: {path}"


def gr(cmd: str, out: str, code: int = 0, pgid: int = 40211, bg: str = "(none)", err: str = "(empty)") -> str:
    """A Gemini CLI run_shell_command result."""
    return (f"Command: {cmd}\nDirectory: (root)\nStdout: {out if out else '(empty)'}\nStderr: {err}\n"
            f"Error: (none)\nExit Code: {code}\nSignal: (none)\nBackground PIDs: {bg}\nProcess Group PGID: {pgid}")


def numstat(old: str, new: str) -> tuple[int, int]:
    """Lines added and removed between two versions of a file (what git diff --stat counts)."""
    ins = dels = 0
    for op, a1, a2, b1, b2 in difflib.SequenceMatcher(None, old.split("\n"), new.split("\n"), autojunk=False).get_opcodes():
        if op != "equal":
            dels += a2 - a1
            ins += b2 - b1
    return ins, dels


def g_read(path: str, **kw: object) -> str:
    return call("read_file", absolute_path=path, **kw)


def g_replace(path: str, old: str, new: str) -> str:
    return call("replace", file_path=path, old_string=old, new_string=new)


def g_write(path: str, content: str) -> str:
    return call("write_file", file_path=path, content=content)


def replaced(path: str) -> str:
    return f"Successfully modified file: {path} (1 replacements)."


def truncated(text: str, a: int, b: int, total: int) -> str:
    return (f"IMPORTANT: The file content has been truncated.\nStatus: Showing lines {a}-{b} of {total} total lines.\n"
            f"Action: To read more of the file, you can use the 'offset' and 'limit' parameters in a subsequent "
            f"'read_file' call. For example, use offset: {b}.\n\n--- FILE CONTENT (truncated) ---\n{text}")


# ---------------------------------------------------------------------------------------------------------------------

# pandas data pipeline with pytest (OpenHands) - bad
def t01(rs: RowSet) -> None:
    root = "/workspace/ridership-etl"
    state = ("Repository /workspace/ridership-etl on branch fix/overnight-trips, clean working tree, HEAD 6b0e2d4.\n"
             "Python 3.11.9 (conda env `testbed`) with pandas 2.2.2, numpy 1.26.4, pyarrow 16.1.0, pytest 8.2.2; the package is installed editable.\n"
             "Issue #212: \"Trips that start before midnight and end after midnight get a negative duration_min and are silently dropped by clean_trips. "
             "Owl routes also run up to 4 hours, so the 180-minute cap is too low; please raise it to 240.\"")
    clean_v0 = '''"""Cleaning step: build timestamps, compute durations, drop implausible trips."""
from __future__ import annotations

import logging

import pandas as pd

log = logging.getLogger(__name__)

MAX_TRIP_MINUTES = 180
REQUIRED = ["trip_id", "service_date", "start_time", "end_time", "route_id", "fare_type"]


def _combine(date: pd.Series, clock: pd.Series) -> pd.Series:
    return pd.to_datetime(date.astype(str) + " " + clock.astype(str), format="%Y-%m-%d %H:%M:%S")


def clean_trips(df: pd.DataFrame) -> pd.DataFrame:
    missing = [c for c in REQUIRED if c not in df.columns]
    if missing:
        raise KeyError(f"missing columns: {missing}")
    df = df.dropna(subset=REQUIRED).copy()
    df["started_at"] = _combine(df["service_date"], df["start_time"])
    df["ended_at"] = _combine(df["service_date"], df["end_time"])
    df["duration_min"] = (df["ended_at"] - df["started_at"]).dt.total_seconds() / 60
    before = len(df)
    df = df[(df["duration_min"] > 0) & (df["duration_min"] <= MAX_TRIP_MINUTES)]
    log.info("clean_trips: max_trip_minutes=%d dropped=%d kept=%d",
             MAX_TRIP_MINUTES, before - len(df), len(df))
    return df.reset_index(drop=True)'''
    old1 = '    df["ended_at"] = _combine(df["service_date"], df["end_time"])\n'
    new1 = ('    df["ended_at"] = _combine(df["service_date"], df["end_time"])\n'
            '    overnight = df["ended_at"] < df["started_at"]\n'
            '    df.loc[overnight, "ended_at"] += pd.Timedelta(days=1)\n')
    clean_v1 = clean_v0.replace(old1, new1)
    clean_v2 = clean_v1.replace("MAX_TRIP_MINUTES = 180", "MAX_TRIP_MINUTES = 240")
    path = f"{root}/src/ridership/clean.py"
    t1 = oh_bash("""On branch fix/overnight-trips
nothing to commit, working tree clean
6b0e2d4 (HEAD -> fix/overnight-trips, origin/main, origin/HEAD, main) Add station lookup cache
a91f3c7 Parquet writer: partition by service_date
2d47be0 Validate fare_type against enum
e0c58a1 Bump pandas to 2.2.2
77f9d13 Initial pipeline skeleton
src/ridership:
total 40
drwxr-xr-x 2 openhands openhands 4096 May 14 09:12 .
drwxr-xr-x 3 openhands openhands 4096 May 14 09:12 ..
-rw-r--r-- 1 openhands openhands   58 May 14 09:12 __init__.py
-rw-r--r-- 1 openhands openhands 2841 May 14 09:12 cli.py
-rw-r--r-- 1 openhands openhands 1176 May 14 09:12 clean.py
-rw-r--r-- 1 openhands openhands 1906 May 14 09:12 io.py
-rw-r--r-- 1 openhands openhands 1388 May 14 09:12 schema.py
-rw-r--r-- 1 openhands openhands 3104 May 14 09:12 stations.py

tests:
total 36
drwxr-xr-x 3 openhands openhands 4096 May 14 09:12 .
drwxr-xr-x 6 openhands openhands 4096 May 14 09:12 ..
-rw-r--r-- 1 openhands openhands 1612 May 14 09:12 conftest.py
drwxr-xr-x 2 openhands openhands 4096 May 14 09:12 fixtures
-rw-r--r-- 1 openhands openhands 4380 May 14 09:12 test_clean.py
-rw-r--r-- 1 openhands openhands 2210 May 14 09:12 test_io.py
-rw-r--r-- 1 openhands openhands 1877 May 14 09:12 test_schema.py
-rw-r--r-- 1 openhands openhands 2034 May 14 09:12 test_stations.py""", root)
    t3 = oh_bash("""============================= test session starts ==============================
platform linux -- Python 3.11.9, pytest-8.2.2, pluggy-1.5.0
rootdir: /workspace/ridership-etl
configfile: pyproject.toml
collected 23 items

tests/test_clean.py ....F....                                            [ 39%]
tests/test_io.py .....                                                   [ 60%]
tests/test_schema.py ....                                                [ 78%]
tests/test_stations.py .....                                             [100%]

=================================== FAILURES ===================================
___________________________ test_overnight_trip_kept ___________________________

sample_trips =             trip_id service_date start_time  end_time route_id fare_type  stop_on  stop_off
0   T-20240503-0001   2024-05-03   05:02:11  05:31:40      N12     ADULT     1042      1187
1   T-20240503-0002   2024-05-03   05:04:57  05:22:03       7     SENIOR     2210      2291
..              ...          ...        ...       ...      ...       ...      ...       ...
14  T-20240503-0917   2024-05-03   23:48:10  00:12:44     N12     ADULT     1187      1042
15  T-20240503-0918   2024-05-03   23:51:36  00:40:02     N40     YOUTH     3310      3902

[16 rows x 8 columns]

    def test_overnight_trip_kept(sample_trips):
        out = clean_trips(sample_trips)
>       assert "T-20240503-0917" in set(out["trip_id"])
E       AssertionError: assert 'T-20240503-0917' in {'T-20240503-0001', 'T-20240503-0002', 'T-20240503-0003', 'T-20240503-0004', 'T-20240503-0005', 'T-20240503-0006', ...}
E        +  where {'T-20240503-0001', 'T-20240503-0002', 'T-20240503-0003', 'T-20240503-0004', 'T-20240503-0005', 'T-20240503-0006', ...} = set(0     T-20240503-0001\\n1     T-20240503-0002\\n2     T-20240503-0003\\n ... 11    T-20240503-0012\\n12    T-20240503-0013\\nName: trip_id, dtype: object)

tests/test_clean.py:58: AssertionError
------------------------------ Captured log call -------------------------------
INFO     ridership.clean:clean.py:28 clean_trips: max_trip_minutes=180 dropped=3 kept=13
=========================== short test summary info ============================
FAILED tests/test_clean.py::test_overnight_trip_kept - AssertionError: assert 'T-20240503-0917' in {'T-20240503-0001', 'T-20240503-0002', 'T-2...
========================= 1 failed, 22 passed in 1.84s =========================""", root, 1)
    t5 = oh_bash("""============================= test session starts ==============================
platform linux -- Python 3.11.9, pytest-8.2.2, pluggy-1.5.0
rootdir: /workspace/ridership-etl
configfile: pyproject.toml
collected 23 items

tests/test_clean.py .........                                            [ 39%]
tests/test_io.py .....                                                   [ 60%]
tests/test_schema.py ....                                                [ 78%]
tests/test_stations.py .....                                             [100%]

============================== 23 passed in 1.71s ==============================""", root)
    t7 = oh_bash("""============================= test session starts ==============================
platform linux -- Python 3.11.9, pytest-8.2.2, pluggy-1.5.0
rootdir: /workspace/ridership-etl
configfile: pyproject.toml
collected 9 items

tests/test_clean.py::test_missing_column_raises PASSED                   [ 11%]
tests/test_clean.py::test_nulls_dropped PASSED                           [ 22%]
tests/test_clean.py::test_duration_minutes PASSED                        [ 33%]
tests/test_clean.py::test_zero_duration_dropped PASSED                   [ 44%]
tests/test_clean.py::test_overnight_trip_kept PASSED                     [ 55%]
tests/test_clean.py::test_overnight_duration PASSED                      [ 66%]
tests/test_clean.py::test_trip_over_cap_dropped PASSED                   [ 77%]
tests/test_clean.py::test_index_reset PASSED                             [ 88%]
tests/test_clean.py::test_started_at_dtype PASSED                        [100%]

============================== 9 passed in 0.58s ===============================""", root)
    t8 = oh_bash("""2024-05-14 09:31:02,118 INFO ridership.cli: run date=2024-05-03 input=tests/fixtures/trips_2024-05-03.csv out=/tmp/out dry_run=True
2024-05-14 09:31:02,241 INFO ridership.io: read 1,284 rows x 8 cols from tests/fixtures/trips_2024-05-03.csv (212.6 KiB)
2024-05-14 09:31:02,263 INFO ridership.schema: schema ok (8 columns; fare_type in ADULT, SENIOR, YOUTH, TRANSFER)
2024-05-14 09:31:02,301 INFO ridership.clean: clean_trips: max_trip_minutes=180 dropped=6 kept=1278
2024-05-14 09:31:02,355 INFO ridership.stations: station lookup: 1278 trips, 212 distinct stops, cache hits 198, misses 14
2024-05-14 09:31:02,357 INFO ridership.cli: summary by route (top 5):
  route_id  trips  median_min  max_min
  N12         141        31.5    174.2
  7           129        18.0     66.9
  22          117        21.4     71.3
  N40          96        44.8    176.4
  14           88        16.2     52.0
2024-05-14 09:31:02,360 INFO ridership.cli: dry run: would write 1278 rows to /tmp/out/service_date=2024-05-03/part-0.parquet""", root)
    t9 = oh_bash("""[fix/overnight-trips c4f81a2] Handle overnight trips; raise trip cap to 240 min (#212)
 1 file changed, 3 insertions(+), 1 deletion(-)
commit c4f81a2e9b07d3356f1a0c2d4be8a71f90e6d5c3
Author: OpenHands Agent <openhands@all-hands.dev>
Date:   Tue May 14 09:32:17 2024 +0000

    Handle overnight trips; raise trip cap to 240 min (#212)

 src/ridership/clean.py | 4 +++-
 1 file changed, 3 insertions(+), 1 deletion(-)""", root)
    turns = [
        (bash("cd /workspace/ridership-etl && git status && git log --oneline -5 && ls -la src/ridership tests"), t1),
        (editor("view", path), cat_n(path, clean_v0)),
        (bash("python -m pytest tests/"), t3),
        (editor("str_replace", path, old_str=old1, new_str=new1), ed(path, clean_v1, 20, 31)),
        (bash("python -m pytest tests/"), t5),
        (editor("str_replace", path, old_str="MAX_TRIP_MINUTES = 180", new_str="MAX_TRIP_MINUTES = 240"), ed(path, clean_v2, 6, 14)),
        (bash("python -m pytest -v tests/test_clean.py"), t7),
        (bash("python -m ridership.cli run --date 2024-05-03 --input tests/fixtures/trips_2024-05-03.csv --out /tmp/out --dry-run"), t8),
        (bash("git add -A && git commit -m 'Handle overnight trips; raise trip cap to 240 min (#212)' && git show --stat HEAD | cat"), t9),
    ]
    rs.add(task="swe", tid="h48-swe-01", system=oh(root), turns=turns, state=state, bad=True, turn=8,
           kind="trip-cap constant the agent raised to 240 logged as 180 by the CLI run")


# Terraform module with tflint (Gemini CLI) - clean
def t02(rs: RowSet) -> None:
    root = "/home/dev/terraform-aws-logbucket"
    state = ("Gemini CLI session in /home/dev/terraform-aws-logbucket (git, branch chore/tflint-cleanup, `terraform init` already run).\n"
             "Terraform v1.8.5, TFLint 0.51.1 with the aws ruleset 0.31.0 and the terraform `recommended` preset configured in .tflint.hcl.\n"
             "User: \"Make `tflint --recursive` come back clean and keep `terraform validate` green. Don't change behaviour.\"")
    variables = '''variable "bucket_name" {
  description = "Name of the S3 bucket that receives access logs."
  type        = string
}

variable "tags" {
  description = "Tags applied to every resource."
  type        = map(string)
  default     = {}
}

# Allow `terraform destroy` to remove a bucket that still holds objects.
# Keep false in production.
variable "force_destroy" {
  description = "Delete all objects when destroying the bucket."
  default     = false
}

variable "expiration_days" {
  description = "Days after which log objects expire."
  type        = number
  default     = 365

  validation {
    condition     = var.expiration_days >= 30
    error_message = "expiration_days must be at least 30."
  }
}

# Superseded by kms_key_arn in v2.0.0; kept until callers migrate.
variable "kms_key_alias" {
  description = "DEPRECATED: alias of the KMS key used for SSE."
  type        = string
  default     = null
}

variable "kms_key_arn" {
  description = "ARN of the KMS key used for SSE-KMS. Null uses SSE-S3."
  type        = string
  default     = null
}
'''
    t1 = gr("tflint --recursive --format compact", """4 issue(s) found:

examples/complete/main.tf:18:19: Warning - Interpolation-only expressions are deprecated in Terraform v0.12.14 (terraform_deprecated_interpolation)
main.tf:47:1: Warning - Missing version constraint for provider "random" in `required_providers` (terraform_required_providers)
variables.tf:14:1: Warning - `force_destroy` variable has no type (terraform_typed_variables)
variables.tf:31:1: Warning - variable "kms_key_alias" is declared but not used (terraform_unused_declarations)""", code=2, pgid=61402)
    vpath = f"{root}/variables.tf"
    t5 = gr("cat versions.tf && grep -n 'random_' main.tf && sed -n 8,20p examples/complete/main.tf", """terraform {
  required_version = ">= 1.5.0"

  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = ">= 5.30, < 6.0"
    }
  }
}
47:resource "random_id" "suffix" {
53:  bucket        = "${var.bucket_name}-${random_id.suffix.hex}"
module "log_bucket" {
  source = "../../"

  bucket_name     = "acme-example-access-logs"
  expiration_days = 90
  tags            = local.tags
}

resource "aws_s3_bucket_logging" "site" {
  bucket        = aws_s3_bucket.site.id
  target_bucket = "${module.log_bucket.bucket_id}"
  target_prefix = "site/"
}""", pgid=61977)
    t8 = gr("terraform fmt -recursive && tflint --recursive --format compact && terraform validate && git status --short", """versions.tf
Success! The configuration is valid.

 M examples/complete/main.tf
 M variables.tf
 M versions.tf""", pgid=62530)
    turns = [
        (gshell("tflint --recursive --format compact", "Run tflint over the module and its examples"), t1),
        (g_read(vpath), variables),
        (g_replace(vpath, '''variable "force_destroy" {
  description = "Delete all objects when destroying the bucket."
  default     = false
}''', '''variable "force_destroy" {
  description = "Delete all objects when destroying the bucket."
  type        = bool
  default     = false
}'''), replaced(vpath)),
        (g_replace(vpath, '''# Superseded by kms_key_arn in v2.0.0; kept until callers migrate.
variable "kms_key_alias" {
  description = "DEPRECATED: alias of the KMS key used for SSE."
  type        = string
  default     = null
}

''', ""), replaced(vpath)),
        (gshell("cat versions.tf && grep -n 'random_' main.tf && sed -n 8,20p examples/complete/main.tf",
                "Inspect provider constraints, the random_id usage and the example's logging block"), t5),
        (g_replace(f"{root}/versions.tf", '''      version = ">= 5.30, < 6.0"
    }
  }''', '''      version = ">= 5.30, < 6.0"
    }
    random = {
      source = "hashicorp/random"
      version = ">= 3.5"
    }
  }'''), replaced(f"{root}/versions.tf")),
        (g_replace(f"{root}/examples/complete/main.tf", '  target_bucket = "${module.log_bucket.bucket_id}"',
                   "  target_bucket = module.log_bucket.bucket_id"), replaced(f"{root}/examples/complete/main.tf")),
        (gshell("terraform fmt -recursive && tflint --recursive --format compact && terraform validate && git status --short",
                "Format, re-lint, validate and show changed files"), t8),
    ]
    rs.add(task="swe", tid="h48-swe-02", system=gem(root), turns=turns, state=state)


# Helm chart with helm-unittest (OpenHands) - clean
def t03(rs: RowSet) -> None:
    root = "/workspace/charts"
    chart = f"{root}/charts/ingest-gateway"
    state = ("Repository /workspace/charts (Helm charts monorepo), branch feat/ingest-gateway-pdb, clean tree.\n"
             "helm v3.15.2 with the helm-unittest plugin 0.5.1 installed.\n"
             "Task: add an optional PodDisruptionBudget to charts/ingest-gateway (off by default; minAvailable or maxUnavailable), "
             "cover it with unit tests, and bump the chart's minor version.")
    t1 = oh_bash("""charts/ingest-gateway/templates:
NOTES.txt
_helpers.tpl
configmap.yaml
deployment.yaml
hpa.yaml
service.yaml
serviceaccount.yaml

charts/ingest-gateway/tests:
__snapshot__
configmap_test.yaml
deployment_test.yaml
hpa_test.yaml
service_test.yaml
5:version: 0.7.3
6:appVersion: "2.14.1\"""", root)
    t2 = oh_bash("""
### Chart [ ingest-gateway ] charts/ingest-gateway

 PASS  configmap	charts/ingest-gateway/tests/configmap_test.yaml
 PASS  deployment	charts/ingest-gateway/tests/deployment_test.yaml
 PASS  hpa	charts/ingest-gateway/tests/hpa_test.yaml
 PASS  service	charts/ingest-gateway/tests/service_test.yaml

Charts:      1 passed, 1 total
Test Suites: 4 passed, 4 total
Tests:       17 passed, 17 total
Snapshot:    2 passed, 2 total
Time:        41.208617ms
""", root)
    pdb = '''{{- if .Values.pdb.enabled }}
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: {{ include "ingest-gateway.fullname" . }}
  labels:
    {{- include "ingest-gateway.labels" . | nindent 4 }}
spec:
  {{- if .Values.pdb.maxUnavailable }}
  maxUnavailable: {{ .Values.pdb.maxUnavailable }}
  {{- else }}
  minAvailable: {{ .Values.pdb.minAvailable | default 1 }}
  {{- end }}
  selector:
    matchLabels:
      {{- include "ingest-gateway.selectorLabels" . | nindent 6 }}
{{- end }}
'''
    pdb_test = '''suite: pdb
templates:
  - templates/pdb.yaml
tests:
  - it: is not rendered by default
    asserts:
      - hasDocuments:
          count: 0
  - it: renders minAvailable when enabled
    set:
      pdb.enabled: true
      pdb.minAvailable: 2
    asserts:
      - isKind:
          of: PodDisruptionBudget
      - equal:
          path: spec.minAvailable
          value: 2
      - notExists:
          path: spec.maxUnavailable
  - it: prefers maxUnavailable when set
    set:
      pdb.enabled: true
      pdb.maxUnavailable: 1
    asserts:
      - equal:
          path: spec.maxUnavailable
          value: 1
      - notExists:
          path: spec.minAvailable
'''
    t5 = oh_bash("""
### Chart [ ingest-gateway ] charts/ingest-gateway

 PASS  configmap	charts/ingest-gateway/tests/configmap_test.yaml
 PASS  deployment	charts/ingest-gateway/tests/deployment_test.yaml
 PASS  hpa	charts/ingest-gateway/tests/hpa_test.yaml
 FAIL  pdb	charts/ingest-gateway/tests/pdb_test.yaml
	- is not rendered by default

		- asserts[0] `hasDocuments` fail
			Template:	ingest-gateway/templates/pdb.yaml
			Error:
				template: ingest-gateway/templates/pdb.yaml:1:18: executing "ingest-gateway/templates/pdb.yaml" at <.Values.pdb.enabled>: nil pointer evaluating interface {}.enabled

 PASS  service	charts/ingest-gateway/tests/service_test.yaml

Charts:      1 failed, 0 passed, 1 total
Test Suites: 1 failed, 4 passed, 5 total
Tests:       1 failed, 19 passed, 20 total
Snapshot:    2 passed, 2 total
Time:        48.771302ms

Error: plugin "unittest" exited with error""", root, 1)
    values = '''# Default values for ingest-gateway.
replicaCount: 2

image:
  repository: ghcr.io/acme/ingest-gateway
  pullPolicy: IfNotPresent
  # Overrides the image tag whose default is the chart appVersion.
  tag: ""

imagePullSecrets: []
nameOverride: ""
fullnameOverride: ""

serviceAccount:
  create: true
  annotations: {}
  name: ""

podAnnotations: {}

podSecurityContext:
  runAsNonRoot: true
  fsGroup: 10001

securityContext:
  allowPrivilegeEscalation: false
  readOnlyRootFilesystem: true
  capabilities:
    drop: ["ALL"]
'''
    values2 = values.replace("podAnnotations: {}\n", "podAnnotations: {}\n\npdb:\n  enabled: false\n  minAvailable: 1\n  # maxUnavailable: 1\n")
    t7 = oh_bash("""
### Chart [ ingest-gateway ] charts/ingest-gateway

 PASS  configmap	charts/ingest-gateway/tests/configmap_test.yaml
 PASS  deployment	charts/ingest-gateway/tests/deployment_test.yaml
 PASS  hpa	charts/ingest-gateway/tests/hpa_test.yaml
 PASS  pdb	charts/ingest-gateway/tests/pdb_test.yaml
 PASS  service	charts/ingest-gateway/tests/service_test.yaml

Charts:      1 passed, 1 total
Test Suites: 5 passed, 5 total
Tests:       20 passed, 20 total
Snapshot:    2 passed, 2 total
Time:        52.904115ms
""", root)
    chart_yaml = '''apiVersion: v2
name: ingest-gateway
description: HTTP gateway that batches telemetry into the ingest pipeline
type: application
version: 0.8.0
appVersion: "2.14.1"
kubeVersion: ">=1.25.0-0"
maintainers:
  - name: platform-team
    email: platform@acme.io'''
    t9 = oh_bash("""==> Linting charts/ingest-gateway
[INFO] Chart.yaml: icon is recommended

1 chart(s) linted, 0 chart(s) failed
 M charts/ingest-gateway/Chart.yaml
 M charts/ingest-gateway/values.yaml
?? charts/ingest-gateway/templates/pdb.yaml
?? charts/ingest-gateway/tests/pdb_test.yaml""", root)
    turns = [
        (bash("cd /workspace/charts && ls charts/ingest-gateway/templates charts/ingest-gateway/tests && grep -n '^version\\|^appVersion' charts/ingest-gateway/Chart.yaml"), t1),
        (bash("helm unittest charts/ingest-gateway"), t2),
        (editor("create", f"{chart}/templates/pdb.yaml", file_text=pdb), created(f"{chart}/templates/pdb.yaml")),
        (editor("create", f"{chart}/tests/pdb_test.yaml", file_text=pdb_test), created(f"{chart}/tests/pdb_test.yaml")),
        (bash("helm unittest charts/ingest-gateway"), t5),
        (editor("str_replace", f"{chart}/values.yaml", old_str="podAnnotations: {}\n",
                new_str="podAnnotations: {}\n\npdb:\n  enabled: false\n  minAvailable: 1\n  # maxUnavailable: 1\n"),
         ed(f"{chart}/values.yaml", values2, 15, 28)),
        (bash("helm unittest charts/ingest-gateway"), t7),
        (editor("str_replace", f"{chart}/Chart.yaml", old_str="version: 0.7.3", new_str="version: 0.8.0"),
         ed(f"{chart}/Chart.yaml", chart_yaml, 1, 9)),
        (bash("helm lint charts/ingest-gateway && git status --short"), t9),
    ]
    rs.add(task="swe", tid="h48-swe-03", system=oh(root), turns=turns, state=state)


# shell scripts with bats (Gemini CLI) - bad
def t04(rs: RowSet) -> None:
    root = "/home/ci/pg-snapshot-tools"
    state = ("Gemini CLI session in /home/ci/pg-snapshot-tools (bash tooling around pg_dump; git, branch chore/drop-s3cmd, clean tree).\n"
             "bats-core 1.11.0 with bats-support and bats-assert vendored under test/test_helper.\n"
             "User: \"s3cmd support was removed in 2.0.0 (see CHANGELOG). Delete its leftover tests and get `bats test/` green again.\"")
    t1 = gr("ls -la test/ && bats --version", """total 36
drwxr-xr-x 3 ci ci 4096 Jun  3 11:20 .
drwxr-xr-x 7 ci ci 4096 Jun  3 11:20 ..
-rw-r--r-- 1 ci ci 2388 Jun  3 11:20 common.bats
-rw-r--r-- 1 ci ci 1461 May 21 16:05 legacy_s3cmd.bats
-rw-r--r-- 1 ci ci 2973 Jun  3 11:20 retention.bats
-rw-r--r-- 1 ci ci 4410 Jun  3 11:20 snapshot.bats
drwxr-xr-x 4 ci ci 4096 May 21 16:05 test_helper
Bats 1.11.0""", pgid=23108)
    t2 = gr("bats test/", """common.bats
 ✓ log_info writes a timestamped line to stderr
 ✓ log_error prefixes ERROR and keeps exit status
 ✓ require_cmd fails for a missing binary
 ✓ require_cmd passes for bash
 ✓ load_config reads PGSNAP_* variables from the env file
 ✓ load_config rejects a world-readable env file
 ✓ human_size formats bytes as KiB/MiB/GiB
 ✓ iso_stamp is UTC and sortable
legacy_s3cmd.bats
 ✗ uploads with s3cmd when S3_TOOL=s3cmd
   (from function `assert_success' in file test/test_helper/bats-assert/src/assert_success.bash, line 42,
    in test file test/legacy_s3cmd.bats, line 13)
     `assert_success' failed

   -- command failed --
   status : 2
   output : pg-snap: unsupported S3_TOOL 's3cmd' (expected: aws, rclone)
   --

 ✓ rejects s3cmd without S3CMD_CONFIG
retention.bats
 ✓ prune_snapshots fails on a missing directory
 ✓ prune_snapshots is a no-op below the keep count
 ✗ keeps the 7 most recent daily snapshots
   (from function `assert_equal' in file test/test_helper/bats-assert/src/assert_equal.bash, line 40,
    in test file test/retention.bats, line 31)
     `assert_equal "$(ls "$SNAP_DIR" | wc -l)" 7' failed

   -- values do not equal --
   expected : 7
   actual   : 6
   --

 ✓ keep count comes from PGSNAP_KEEP_DAILY
 ✓ only files matching the pattern are pruned
 ✓ prune_snapshots logs each removed file
snapshot.bats
 ✓ pg-snap --help prints usage
 ✓ pg-snap without a database name exits 64
 ✓ snapshot file name contains database and UTC stamp
 ✓ snapshot is gzip-compressed
 ✓ --dry-run prints the pg_dump command without running it
 ✓ upload uses aws s3 cp by default
 ✓ upload uses rclone copyto when S3_TOOL=rclone
 ✓ failed pg_dump leaves no partial file behind
 ✓ lock file prevents concurrent runs
 ✓ stale lock older than 6h is taken over

26 tests, 2 failures""", code=1, pgid=23145)
    t4 = """Found 8 matches for pattern "s3cmd" in path ".":
---
File: CHANGELOG.md
L9: - Removed the s3cmd upload backend; `S3_TOOL` now only accepts `aws` or `rclone`.
L61: - Added `S3_TOOL=s3cmd` fallback for hosts without the AWS CLI.
---
File: lib/upload.sh
L4: # Backends: aws (default), rclone. The s3cmd backend was removed in 2.0.0.
---
File: test/legacy_s3cmd.bats
L3: # s3cmd backend regression tests (pre-2.0)
L11: @test "uploads with s3cmd when S3_TOOL=s3cmd" {
L12:   S3_TOOL=s3cmd run "$PG_SNAP" upload "$FIXTURE"
L14:   assert_output --partial "s3cmd put"
L18: @test "rejects s3cmd without S3CMD_CONFIG" {
---"""
    retention = '''#!/usr/bin/env bash
# Retention: prune old snapshots, keeping the N most recent per schedule.
# shellcheck shell=bash

prune_snapshots() {
  local dir=$1 keep=${2:-${PGSNAP_KEEP_DAILY:-7}} pattern=${3:-'*.sql.gz'}
  local victims

  if [[ ! -d $dir ]]; then
    log_error "retention: no such directory: $dir"
    return 1
  fi

  # newest first; everything after the first $keep entries goes
  # shellcheck disable=SC2086
  victims=$(cd "$dir" && ls -1t -- $pattern 2>/dev/null | tail -n +"$keep")
  if [[ -z $victims ]]; then
    log_info "retention: nothing to prune in $dir (keep=$keep)"
    return 0
  fi

  while IFS= read -r f; do
    log_info "retention: removing $dir/$f"
    rm -f -- "$dir/$f"
  done <<<"$victims"
}'''
    t7 = gr("bats test/", """common.bats
 ✓ log_info writes a timestamped line to stderr
 ✓ log_error prefixes ERROR and keeps exit status
 ✓ require_cmd fails for a missing binary
 ✓ require_cmd passes for bash
 ✓ load_config reads PGSNAP_* variables from the env file
 ✓ load_config rejects a world-readable env file
 ✓ human_size formats bytes as KiB/MiB/GiB
 ✓ iso_stamp is UTC and sortable
retention.bats
 ✓ prune_snapshots fails on a missing directory
 ✓ prune_snapshots is a no-op below the keep count
 ✓ keeps the 7 most recent daily snapshots
 ✓ keep count comes from PGSNAP_KEEP_DAILY
 ✓ only files matching the pattern are pruned
 ✓ prune_snapshots logs each removed file
snapshot.bats
 ✓ pg-snap --help prints usage
 ✓ pg-snap without a database name exits 64
 ✓ snapshot file name contains database and UTC stamp
 ✓ snapshot is gzip-compressed
 ✓ --dry-run prints the pg_dump command without running it
 ✓ upload uses aws s3 cp by default
 ✓ upload uses rclone copyto when S3_TOOL=rclone
 ✓ failed pg_dump leaves no partial file behind
 ✓ lock file prevents concurrent runs
 ✓ stale lock older than 6h is taken over

24 tests, 0 failures""", pgid=23391)
    turns = [
        (gshell("ls -la test/ && bats --version", "List the bats test files and show the bats version"), t1),
        (gshell("bats test/", "Run the whole bats suite"), t2),
        (gshell("git rm -q test/legacy_s3cmd.bats && git status --short", "Remove the obsolete s3cmd test file"),
         gr("git rm -q test/legacy_s3cmd.bats && git status --short", "D  test/legacy_s3cmd.bats", pgid=23217)),
        (call("search_file_content", pattern="s3cmd"), t4),
        (gshell("sed -n 1,40p lib/retention.sh", "Show the retention helper"),
         gr("sed -n 1,40p lib/retention.sh", retention, pgid=23288)),
        (g_replace(f"{root}/lib/retention.sh", 'tail -n +"$keep")', 'tail -n +"$((keep + 1))")'), replaced(f"{root}/lib/retention.sh")),
        (gshell("bats test/", "Re-run the bats suite"), t7),
    ]
    rs.add(task="swe", tid="h48-swe-04", system=gem(root), turns=turns, state=state, bad=True, turn=4,
           kind="test file removed with git rm still returned by a content search")


# Lua library with busted (OpenHands) - bad
def t05(rs: RowSet) -> None:
    root = "/workspace/lua-semver"
    state = ("Repository /workspace/lua-semver (pure-Lua semantic versioning library), branch fix/caret-zero-major, clean tree.\n"
             "Lua 5.4.6, LuaRocks 3.11.0, busted 2.2.0, luacheck 1.1.2 (.luacheckrc sets std = \"max+busted\").\n"
             "Issue #31: \"^0.2.3 matches 0.3.0 and even 0.9.1; caret ranges with a zero major should only allow patch/minor-compatible updates like npm does.\"")
    rng = '''--- Range parsing and matching: caret (^), tilde (~) and exact versions.
local parse = require("semver.parse")
local compare = require("semver.compare")

local M = {}

--- Upper bound (exclusive) of a caret range.
-- ^1.2.3 := >=1.2.3 <2.0.0, ^0.2.3 := >=0.2.3 <0.3.0, ^0.0.3 := >=0.0.3 <0.0.4
local function caret_upper(v)
  if v.major > 0 then
    return { major = v.major + 1, minor = 0, patch = 0 }
  end
  return { major = 1, minor = 0, patch = 0 }
end

--- Upper bound (exclusive) of a tilde range: ~1.2.3 := >=1.2.3 <1.3.0
local function tilde_upper(v)
  return { major = v.major, minor = v.minor + 1, patch = 0 }
end

function M.parse(text)
  local op, rest = text:match("^%s*([%^~]?)(.-)%s*$")
  local v = parse.version(rest)
  if op == "^" then
    return { lower = v, upper = caret_upper(v) }
  elseif op == "~" then
    return { lower = v, upper = tilde_upper(v) }
  end
  return { lower = v, upper = v, inclusive = true }
end

function M.satisfies(version, r)
  if type(r) == "string" then
    r = M.parse(r)
  end
  local v = type(version) == "string" and parse.version(version) or version
  if compare.lt(v, r.lower) then
    return false
  end
  if r.inclusive then
    return compare.lte(v, r.upper)
  end
  return compare.lt(v, r.upper)
end

return M'''
    old = '''    return { major = v.major + 1, minor = 0, patch = 0 }
  end
  return { major = 1, minor = 0, patch = 0 }'''
    new = '''    return { major = v.major + 1, minor = 0, patch = 0 }
  elseif v.minor > 0 then
    return { major = 0, minor = v.minor + 1, patch = 0 }
  end
  return { major = 0, minor = 0, patch = v.patch + 1 }'''
    rng2 = rng.replace(old, new)
    rpath = f"{root}/src/semver/range.lua"
    spath = f"{root}/spec/range_spec.lua"
    spec_part = '''  describe("caret ranges", function()
    it("^1.2.3 includes 1.9.0", function()
      assert.is_true(range.satisfies("1.9.0", "^1.2.3"))
    end)

    -- 0.x: the minor version is the breaking one
    it("^0.2.3 excludes 0.3.0", function()
      local r = range.parse("^0.2.3")
      assert.are.same(false, range.satisfies("0.3.0", r))
    end)

    it("^0.2.3 includes 0.2.9", function()
      assert.is_true(range.satisfies("0.2.9", "^0.2.3"))
    end)
  end)

  describe("tilde ranges", function()
    it("~1.2.3 includes 1.2.9", function()
      assert.is_true(range.satisfies("1.2.9", "~1.2.3"))'''
    ins = '''
    it("^0.0.3 includes 0.0.3", function()
      assert.is_true(range.satisfies("0.0.3", "^0.0.3"))
    end)

    it("^0.0.3 excludes 0.0.4", function()
      assert.is_false(range.satisfies("0.0.4", "^0.0.3"))
    end)

    it("^0.2.3 excludes 1.0.0", function()
      assert.is_false(range.satisfies("1.0.0", "^0.2.3"))
    end)'''
    sp = spec_part.split("\n")
    spec2 = "\n".join(sp[:14] + ins.split("\n") + sp[14:])  # insert after line 51 (index 13 is line 51)
    dots41 = "●" * 28 + "◼" + "●" * 12
    t1 = oh_bash("""spec:
compare_spec.lua
parse_spec.lua
range_spec.lua

src:
semver

src/semver:
compare.lua
init.lua
parse.lua
range.lua
return {
  _all = {
    lpath = "src/?.lua;src/?/init.lua",
  },
  default = {
    ROOT = { "spec" },
    verbose = false,
  },
}""", root)
    t2 = oh_bash(f"""{dots41}
40 successes / 1 failure / 0 errors / 0 pending : 0.018243 seconds

Failure → spec/range_spec.lua @ 44
semver.range caret ranges ^0.2.3 excludes 0.3.0
spec/range_spec.lua:46: Expected objects to be the same.
Passed in:
(boolean) true
Expected:
(boolean) false

stack traceback:
	spec/range_spec.lua:46: in function <spec/range_spec.lua:44>
""", root, 1)
    t5 = oh_bash(f"""{"●" * 41}
41 successes / 0 failures / 0 errors / 0 pending : 0.016871 seconds""", root)
    t8 = oh_bash(f"""{"●" * 17}
17 successes / 0 failures / 0 errors / 0 pending : 0.004518 seconds""", root)
    t9 = oh_bash(f"""Checking src/semver/compare.lua                   OK
Checking src/semver/init.lua                      OK
Checking src/semver/parse.lua                     OK
Checking src/semver/range.lua                     OK
Checking spec/compare_spec.lua                    OK
Checking spec/parse_spec.lua                      OK
Checking spec/range_spec.lua                      OK

Total: 0 warnings / 0 errors in 7 files
{"●" * 41}
41 successes / 0 failures / 0 errors / 0 pending : 0.017402 seconds""", root)
    t10 = oh_bash(""" M spec/range_spec.lua
 M src/semver/range.lua
 spec/range_spec.lua  | 12 ++++++++++++
 src/semver/range.lua |  4 +++-
 2 files changed, 15 insertions(+), 1 deletion(-)""", root)
    turns = [
        (bash("cd /workspace/lua-semver && ls -R src spec && cat .busted"), t1),
        (bash("busted"), t2),
        (editor("view", rpath), cat_n(rpath, rng)),
        (editor("str_replace", rpath, old_str=old, new_str=new), ed(rpath, rng2, 7, 19)),
        (bash("busted"), t5),
        (editor("view", spath, view_range=[38, 56]), cat_n(spath, spec_part, 38)),
        (editor("insert", spath, insert_line=51, new_str=ins), edited(spath, lines_of(spec2, 10, 30), 47)),
        (bash("busted spec/range_spec.lua"), t8),
        (bash("luacheck src spec && busted"), t9),
        (bash("git status --short && git diff --stat"), t10),
    ]
    rs.add(task="swe", tid="h48-swe-05", system=oh(root), turns=turns, state=state, bad=True, turn=9,
           kind="full busted run reports the pre-edit success total after three specs were added")


CABAL = """cabal-version:      3.0
name:               slug
version:            0.3.1.0
synopsis:           URL slugs from arbitrary titles
license:            BSD-3-Clause
license-file:       LICENSE
author:             Lena Hoffmann
maintainer:         lena@hoffmann.dev
build-type:         Simple
extra-doc-files:    CHANGELOG.md

common warnings
    ghc-options: -Wall -Wcompat

library
    import:           warnings
    exposed-modules:  Text.Slug
    build-depends:    base >=4.16 && <5, text >=2.0 && <2.2
    hs-source-dirs:   src
    default-language: GHC2021

test-suite slug-test
    import:           warnings
    type:             exitcode-stdio-1.0
    hs-source-dirs:   test
    main-is:          Spec.hs
    other-modules:    Text.SlugSpec
    default-language: GHC2021
    build-tool-depends: hspec-discover:hspec-discover >=2.10
    build-depends:
        base,
        text,
        hspec >=2.10 && <2.12,
        QuickCheck >=2.14,
        slug
"""


# Haskell library with cabal and hspec (Gemini CLI) - clean
def t06(rs: RowSet) -> None:
    root = "/home/lena/src/slug"
    state = ("Gemini CLI session in /home/lena/src/slug (Haskell package `slug` 0.3.1.0; git, branch fix/unicode-slugs, clean tree).\n"
             "GHC 9.6.5, cabal-install 3.10.3.0, hspec 2.11.9 via hspec-discover; the package index was updated this morning.\n"
             "User: \"slugify mangles accented titles (\\\"Crème Brûlée\\\" becomes cr-me-br-l-e). Strip the accents instead and add a test.\"")
    slug = '''{-# LANGUAGE OverloadedStrings #-}

-- | URL slugs from arbitrary titles.
module Text.Slug
  ( slugify
  , isSlug
  ) where

import Data.Char (isAsciiLower, isDigit)
import Data.Text (Text)
import qualified Data.Text as T

-- | Lower-case, ASCII-only, hyphen-separated.
--
-- >>> slugify "  Hello, World!  "
-- "hello-world"
slugify :: Text -> Text
slugify =
  T.intercalate "-"
    . T.words
    . T.map (\\c -> if keep c then c else ' ')
    . T.toLower

keep :: Char -> Bool
keep c = isAsciiLower c || isDigit c

-- | True when the text is already a valid slug.
isSlug :: Text -> Bool
isSlug t =
  not (T.null t)
    && T.all (\\c -> keep c || c == '-') t
    && not ("--" `T.isInfixOf` t)
    && T.head t /= '-'
    && T.last t /= '-'
'''
    spath = f"{root}/src/Text/Slug.hs"
    hdr = """Build profile: -w ghc-9.6.5 -O1
In order, the following will be built (use -v for more details):
 - slug-0.3.1.0 (test:slug-test) (ephemeral targets)
Preprocessing test suite 'slug-test' for slug-0.3.1.0..
Building test suite 'slug-test' for slug-0.3.1.0..
Running 1 test suites...
Test suite slug-test: RUNNING...
"""
    log = "Test suite logged to:\n/home/lena/src/slug/dist-newstyle/build/x86_64-linux/ghc-9.6.5/slug-0.3.1.0/t/slug-test/test/slug-0.3.1.0-slug-test.log"

    def spec(fail: bool, extra: bool) -> str:
        mark = "✘" if fail else "✔"
        more = '    handles an already decomposed title [✔]\n' if extra else ""
        return f"""
Text.Slug
  slugify
    lowercases ASCII [✔]
    replaces spaces with hyphens [✔]
    collapses runs of separators [✔]
    strips leading and trailing hyphens [✔]
    drops punctuation [✔]
    keeps digits [✔]
    transliterates accented Latin letters [{mark}]
{more}    returns empty text for symbols only [✔]
    is idempotent [✔]
      +++ OK, passed 100 tests.
    always produces a valid slug [✔]
      +++ OK, passed 100 tests.
  isSlug
    accepts "hello-world" [✔]
    rejects a leading hyphen [✔]
    rejects a double hyphen [✔]
    rejects upper case [✔]
"""
    t1 = gr("cabal build all && cabal test --test-show-details=direct", "Up to date\n" + hdr + spec(True, False) + """
Failures:

  test/Text/SlugSpec.hs:31:7:\x20
  1) Text.Slug.slugify transliterates accented Latin letters
       expected: "creme-brulee"
        but got: "cr-me-br-l-e"

  To rerun use: --match "/Text.Slug/slugify/transliterates accented Latin letters/"

Finished in 0.0042 seconds
14 examples, 1 failure
Test suite slug-test: FAIL
""" + log + """
0 of 1 test suites (0 of 1 test cases) passed.""", code=1, pgid=90412,
             err="Error: cabal: Tests failed for test:slug-test from slug-0.3.1.0.")
    old_imp = '''import Data.Char (isAsciiLower, isDigit)
import Data.Text (Text)
import qualified Data.Text as T
'''
    new_imp = '''import Data.Char (isAsciiLower, isDigit, isMark)
import Data.Text (Text)
import qualified Data.Text as T
import Data.Text.Normalize (NormalizationMode (NFD), normalize)
'''
    old_pipe = '''    . T.map (\\c -> if keep c then c else ' ')
    . T.toLower'''
    new_pipe = '''    . T.map (\\c -> if keep c then c else ' ')
    . T.filter (not . isMark)
    . normalize NFD
    . T.toLower'''
    cabal = f"{root}/slug.cabal"
    t5 = gr("cabal test --test-show-details=direct", """Resolving dependencies...
Build profile: -w ghc-9.6.5 -O1
In order, the following will be built (use -v for more details):
 - unicode-transforms-0.4.0.1 (lib) (requires build)
 - slug-0.3.1.0 (lib) (configuration changed)
 - slug-0.3.1.0 (test:slug-test) (configuration changed)
Starting     unicode-transforms-0.4.0.1 (lib)
Building     unicode-transforms-0.4.0.1 (lib)
Installing   unicode-transforms-0.4.0.1 (lib)
Completed    unicode-transforms-0.4.0.1 (lib)
Configuring library for slug-0.3.1.0..
Preprocessing library for slug-0.3.1.0..
Building library for slug-0.3.1.0..
[1 of 1] Compiling Text.Slug        ( src/Text/Slug.hs, dist-newstyle/build/x86_64-linux/ghc-9.6.5/slug-0.3.1.0/build/Text/Slug.o, dist-newstyle/build/x86_64-linux/ghc-9.6.5/slug-0.3.1.0/build/Text/Slug.dyn_o ) [Source file changed]
Configuring test suite 'slug-test' for slug-0.3.1.0..
Preprocessing test suite 'slug-test' for slug-0.3.1.0..
Building test suite 'slug-test' for slug-0.3.1.0..
[1 of 3] Compiling Text.SlugSpec    ( test/Text/SlugSpec.hs, dist-newstyle/build/x86_64-linux/ghc-9.6.5/slug-0.3.1.0/t/slug-test/build/slug-test/slug-test-tmp/Text/SlugSpec.o ) [Text.Slug changed]
[2 of 3] Compiling Main             ( test/Spec.hs, dist-newstyle/build/x86_64-linux/ghc-9.6.5/slug-0.3.1.0/t/slug-test/build/slug-test/slug-test-tmp/Main.o ) [Text.SlugSpec changed]
[3 of 3] Linking dist-newstyle/build/x86_64-linux/ghc-9.6.5/slug-0.3.1.0/t/slug-test/build/slug-test/slug-test [Objects changed]
Running 1 test suites...
Test suite slug-test: RUNNING...
""" + spec(False, False) + """
Finished in 0.0051 seconds
14 examples, 0 failures
Test suite slug-test: PASS
""" + log + """
1 of 1 test suites (1 of 1 test cases) passed.""", pgid=90655)
    tpath = f"{root}/test/Text/SlugSpec.hs"
    t7 = gr("cabal test --test-show-details=direct && git status --short", """Build profile: -w ghc-9.6.5 -O1
In order, the following will be built (use -v for more details):
 - slug-0.3.1.0 (test:slug-test) (file test/Text/SlugSpec.hs changed)
Preprocessing test suite 'slug-test' for slug-0.3.1.0..
Building test suite 'slug-test' for slug-0.3.1.0..
[1 of 3] Compiling Text.SlugSpec    ( test/Text/SlugSpec.hs, dist-newstyle/build/x86_64-linux/ghc-9.6.5/slug-0.3.1.0/t/slug-test/build/slug-test/slug-test-tmp/Text/SlugSpec.o ) [Source file changed]
[3 of 3] Linking dist-newstyle/build/x86_64-linux/ghc-9.6.5/slug-0.3.1.0/t/slug-test/build/slug-test/slug-test [Objects changed]
Running 1 test suites...
Test suite slug-test: RUNNING...
""" + spec(False, True) + """
Finished in 0.0047 seconds
15 examples, 0 failures
Test suite slug-test: PASS
""" + log + """
1 of 1 test suites (1 of 1 test cases) passed.
 M slug.cabal
 M src/Text/Slug.hs
 M test/Text/SlugSpec.hs""", pgid=90871)
    turns = [
        (gshell("cabal build all && cabal test --test-show-details=direct", "Build the package and run the hspec suite"), t1),
        (g_read(spath), slug),
        (g_replace(spath, old_imp + "\n-- | Lower-case, ASCII-only, hyphen-separated.", new_imp + "\n-- | Lower-case, ASCII-only, hyphen-separated."), replaced(spath)),
        (g_replace(spath, old_pipe, new_pipe), replaced(spath)),
        (g_read(cabal), CABAL),
        (g_replace(cabal, "    build-depends:    base >=4.16 && <5, text >=2.0 && <2.2\n    hs-source-dirs:   src",
                   "    build-depends:    base >=4.16 && <5, text >=2.0 && <2.2, unicode-transforms >=0.4 && <0.5\n    hs-source-dirs:   src"),
         replaced(cabal)),
        (gshell("cabal test --test-show-details=direct", "Rebuild with unicode-transforms and rerun the tests"), t5),
        (g_replace(tpath, '''    it "transliterates accented Latin letters" $
      slugify "Crème Brûlée" `shouldBe` "creme-brulee"
''', '''    it "transliterates accented Latin letters" $
      slugify "Crème Brûlée" `shouldBe` "creme-brulee"

    it "handles an already decomposed title" $
      slugify "A\\778ngstro\\776m U\\776ber" `shouldBe` "angstrom-uber"
'''), replaced(tpath)),
    ]
    turns.append((gshell("cabal test --test-show-details=direct && git status --short", "Run the suite again and list changed files"), t7))
    rs.add(task="swe", tid="h48-swe-06", system=gem(root), turns=turns, state=state)


# Scala library with sbt and ScalaTest (OpenHands) - bad
def t07(rs: RowSet) -> None:
    root = "/workspace/tokenbucket"
    state = ("Repository /workspace/tokenbucket (Scala 2.13.14 rate-limiting library built with sbt 1.9.9 on Temurin 17), on main, clean tree.\n"
             "Bug report: \"After the service sits idle overnight, TokenBucket lets through a burst far larger than its capacity.\" "
             "Fix it on a new branch fix/refill-cap and commit.")
    tb = '''package io.acme.ratelimit

import java.util.concurrent.TimeUnit

/** A token bucket that refills continuously at `refillPerSecond`.
  * Not thread-safe; wrap it in [[SyncTokenBucket]] when shared.
  */
final class TokenBucket(val capacity: Long, refillPerSecond: Double, clock: Clock = Clock.system) {
  require(capacity > 0, s"capacity must be positive, got $capacity")
  require(refillPerSecond > 0, s"refillPerSecond must be positive, got $refillPerSecond")

  private val ratePerNano = refillPerSecond / TimeUnit.SECONDS.toNanos(1)
  private var tokens: Double = capacity.toDouble
  private var lastRefill: Long = clock.nanoTime()

  private def refill(): Unit = {
    val now = clock.nanoTime()
    val elapsed = now - lastRefill
    if (elapsed > 0) {
      tokens = tokens + elapsed * ratePerNano
      lastRefill = now
    }
  }

  def available: Long = {
    refill()
    tokens.toLong
  }

  def tryConsume(n: Long = 1): Boolean = {
    require(n > 0, s"n must be positive, got $n")
    refill()
    if (tokens >= n) {
      tokens -= n
      true
    } else false
  }
}'''
    tb2 = tb.replace("tokens = tokens + elapsed * ratePerNano", "tokens = math.min(capacity.toDouble, tokens + elapsed * ratePerNano)")
    path = f"{root}/src/main/scala/io/acme/ratelimit/TokenBucket.scala"
    boot = """[info] welcome to sbt 1.9.9 (Eclipse Adoptium Java 17.0.11)
[info] loading settings for project tokenbucket-build from plugins.sbt ...
[info] loading project definition from /workspace/tokenbucket/project
[info] loading settings for project root from build.sbt ...
[info] set current project to tokenbucket (in build file:/workspace/tokenbucket/)"""
    t1 = oh_bash("""e81d3b5 (HEAD -> main, origin/main, origin/HEAD) Add SyncTokenBucket wrapper
0c4f9a7 Inject Clock for deterministic tests
b72e1d0 Publish to internal Artifactory
3a95c6e Initial token bucket
""" + boot + """
[info] compiling 4 Scala sources to /workspace/tokenbucket/target/scala-2.13/classes ...
[info] compiling 3 Scala sources to /workspace/tokenbucket/target/scala-2.13/test-classes ...
[info] TokenBucketSpec:
[info] A TokenBucket
[info] - should start full
[info] - should consume tokens until empty
[info] - should refill at the configured rate
[info] - should never exceed capacity after a long idle period *** FAILED ***
[info]   1000050 was not less than or equal to 50 (TokenBucketSpec.scala:41)
[info] - should reject non-positive capacity
[info] Run completed in 318 milliseconds.
[info] Total number of tests run: 5
[info] Suites: completed 1, aborted 0
[info] Tests: succeeded 4, failed 1, canceled 0, ignored 0, pending 0
[info] *** 1 TEST FAILED ***
[error] Failed tests:
[error] 	io.acme.ratelimit.TokenBucketSpec
[error] (Test / testOnly) sbt.TestsFailedException: Tests unsuccessful
[error] Total time: 14 s, completed Jun 12, 2024, 10:04:51 AM""", root, 1)
    t4 = oh_bash(boot + """
[info] compiling 1 Scala source to /workspace/tokenbucket/target/scala-2.13/classes ...
[info] TokenBucketSpec:
[info] A TokenBucket
[info] - should start full
[info] - should consume tokens until empty
[info] - should refill at the configured rate
[info] - should never exceed capacity after a long idle period
[info] - should reject non-positive capacity
[info] Run completed in 296 milliseconds.
[info] Total number of tests run: 5
[info] Suites: completed 1, aborted 0
[info] Tests: succeeded 5, failed 0, canceled 0, ignored 0, pending 0
[info] All tests passed.
[success] Total time: 9 s, completed Jun 12, 2024, 10:07:32 AM""", root)
    t5 = oh_bash(boot + """
[info] ClockSpec:
[info] Clock.system
[info] - should be monotonic
[info] A FakeClock
[info] - should advance only when told to
[info] - should reject negative advances
[info] SyncTokenBucketSpec:
[info] A SyncTokenBucket
[info] - should delegate to the underlying bucket
[info] - should never hand out more tokens than available under contention
[info] - should block in acquire() until a token is refilled
[info] - should time out in acquire(timeout)
[info] - should report waiters
[info] - should propagate capacity validation
[info] TokenBucketSpec:
[info] A TokenBucket
[info] - should start full
[info] - should consume tokens until empty
[info] - should refill at the configured rate
[info] - should never exceed capacity after a long idle period
[info] - should reject non-positive capacity
[info] Run completed in 1 second, 644 milliseconds.
[info] Total number of tests run: 14
[info] Suites: completed 3, aborted 0
[info] Tests: succeeded 14, failed 0, canceled 0, ignored 0, pending 0
[info] All tests passed.
[success] Total time: 6 s, completed Jun 12, 2024, 10:08:20 AM""", root)
    t6 = oh_bash("""Switched to a new branch 'fix/refill-cap'
[fix/refill-cap 9d41c7e] Cap refill at capacity after long idle periods
 1 file changed, 1 insertion(+), 1 deletion(-)""", root)
    t7 = oh_bash(boot + """
[info] scalafmt: Checking 4 Scala sources (/workspace/tokenbucket)...
[info] scalafmt: Checking 3 Scala sources (/workspace/tokenbucket)...
[info] scalafmt: Checking 1 Scala sources (/workspace/tokenbucket/project)...
[success] Total time: 3 s, completed Jun 12, 2024, 10:09:41 AM""", root)
    t8 = oh_bash("""4be07f2 (HEAD -> fix/refill-cap) Cap refill at capacity after long idle periods
e81d3b5 (origin/main, origin/HEAD, main) Add SyncTokenBucket wrapper
0c4f9a7 Inject Clock for deterministic tests
On branch fix/refill-cap
nothing to commit, working tree clean""", root)
    turns = [
        (bash("cd /workspace/tokenbucket && git log --oneline -4 && sbt -batch 'testOnly io.acme.ratelimit.TokenBucketSpec'"), t1),
        (editor("view", path), cat_n(path, tb)),
        (editor("str_replace", path, old_str="      tokens = tokens + elapsed * ratePerNano",
                new_str="      tokens = math.min(capacity.toDouble, tokens + elapsed * ratePerNano)"), ed(path, tb2, 16, 24)),
        (bash("sbt -batch 'testOnly io.acme.ratelimit.TokenBucketSpec'"), t4),
        (bash("sbt -batch test"), t5),
        (bash("git checkout -b fix/refill-cap && git commit -am 'Cap refill at capacity after long idle periods'"), t6),
        (bash("sbt -batch scalafmtCheckAll"), t7),
        (bash("git log --oneline -3 && git status"), t8),
    ]
    rs.add(task="swe", tid="h48-swe-07", system=oh(root), turns=turns, state=state, bad=True, turn=8,
           kind="short hash of the agent's own commit differs in git log from the hash git commit printed")


# Clojure app with lein test (Gemini CLI) - clean
def t08(rs: RowSet) -> None:
    root = "/home/ivan/code/ledger-clj"
    state = ("Gemini CLI session in /home/ivan/code/ledger-clj (Leiningen 2.11.2 on Java 21, Clojure 1.11.3), branch fix/split-remainder, clean tree.\n"
             "User: \"ledger.money/split loses cents: splitting 100.00 three ways gives 99.99 in total. Fix it so the parts always add up, "
             "add a test, and commit.\"")
    money = '''(ns ledger.money
  "Money amounts as integer cents. Never use doubles for money."
  (:require [clojure.string :as str]))

(defn ->money
  "Build a money map from a currency keyword and integer cents."
  [currency cents]
  {:currency currency :cents (long cents)})

(defn parse
  "Parse \\"1,234.56\\" into cents."
  [currency s]
  (let [clean (str/replace s #"," "")
        [whole frac] (str/split clean #"\\.")
        frac (subs (str frac "00") 0 2)]
    (->money currency (+ (* 100 (Long/parseLong whole)) (Long/parseLong frac)))))

(defn add [a b]
  (assert (= (:currency a) (:currency b)) "currency mismatch")
  (->money (:currency a) (+ (:cents a) (:cents b))))

(defn split
  "Split an amount into n parts that differ by at most one cent."
  [{:keys [currency cents]} n]
  (let [base (quot cents n)]
    (vec (repeat n (->money currency base)))))

(defn format-money [{:keys [currency cents]}]
  (format "%s %d.%02d" (name currency) (quot cents 100) (rem cents 100)))
'''
    mpath = f"{root}/src/ledger/money.clj"
    tpath = f"{root}/test/ledger/money_test.clj"
    check = '''(require '[ledger.money :as m])

(doseq [[total n] [[10000 3] [10000 7] [1 2] [999 4] [123456 12]]]
  (let [parts (m/split (m/->money :EUR total) n)
        sum (reduce + (map :cents parts))]
    (println (format "%8d / %-3d -> sum %8d  %s" total n sum (if (= sum total) "ok" "MISMATCH")))))
'''
    test = '''(ns ledger.money-test
  (:require [clojure.test :refer [are deftest is testing]]
            [ledger.money :as m]))

;; All amounts below are integer cents.
(deftest parse-plain
  (is (= {:currency :EUR :cents 123456} (m/parse :EUR "1234.56"))))

(deftest parse-thousands
  (is (= 123456 (:cents (m/parse :EUR "1,234.56"))))
  (is (= 100000000 (:cents (m/parse :EUR "1,000,000")))))

(deftest parse-short-fraction
  (is (= 1250 (:cents (m/parse :USD "12.5")))))

(deftest add-same-currency
  (is (= 300 (:cents (m/add (m/->money :EUR 100) (m/->money :EUR 200))))))

(deftest add-currency-mismatch
  (is (thrown? AssertionError (m/add (m/->money :EUR 1) (m/->money :USD 1)))))

(deftest format-money
  (are [cents s] (= s (m/format-money (m/->money :EUR cents)))
    0      "EUR 0.00"
    5      "EUR 0.05"
    123456 "EUR 1234.56"))

(deftest split-count
  (is (= 4 (count (m/split (m/->money :EUR 1000) 4)))))

(deftest split-sums-to-total
  (testing "split of 100.00 into 3 parts sums to the total"
    (let [parts (m/split (m/->money :EUR 10000) 3)]
      (is (= 10000 (reduce + (map :cents parts)))))))
'''
    old_t = '''    (let [parts (m/split (m/->money :EUR 10000) 3)]
      (is (= 10000 (reduce + (map :cents parts)))))))
'''
    new_t = old_t + '''
(deftest split-distributes-remainder-first
  (is (= [3334 3333 3333] (map :cents (m/split (m/->money :EUR 10000) 3))))
  (is (= [1 0] (map :cents (m/split (m/->money :EUR 1) 2))))
  (is (every? #(= :EUR (:currency %)) (m/split (m/->money :EUR 999) 4))))
'''
    t1 = gr("git log --format='%h %an %ar %s' -5 && git status --short", """5f2a9c0 Ivan Petrov 52 minutes ago Add monthly report totals
b81e4d7 Ivan Petrov 6 hours ago Parse amounts with thousands separators
19cc0a3 Marta Kowalska 2 days ago Money: store cents as long
e4407fb Ivan Petrov 5 days ago Project skeleton (lein new app)
a0c2e19 Ivan Petrov 5 days ago Initial commit""", pgid=71033)
    t2 = gr("lein test", """
lein test ledger.core-test

lein test ledger.money-test

lein test :only ledger.money-test/split-sums-to-total

FAIL in (split-sums-to-total) (money_test.clj:34)
split of 100.00 into 3 parts sums to the total
expected: (= 10000 (reduce + (map :cents parts)))
  actual: (not (= 10000 9999))

lein test ledger.report-test

Ran 21 tests containing 58 assertions.
1 failures, 0 errors.
Tests failed.""", code=1, pgid=71098)
    t5 = gr("lein run -m clojure.main dev/split_check.clj", """   10000 / 3   -> sum     9999  MISMATCH
   10000 / 7   -> sum     9996  MISMATCH
       1 / 2   -> sum        0  MISMATCH
     999 / 4   -> sum      996  MISMATCH
  123456 / 12  -> sum   123456  ok""", pgid=71240)
    t7 = gr("lein run -m clojure.main dev/split_check.clj", """   10000 / 3   -> sum    10000  ok
   10000 / 7   -> sum    10000  ok
       1 / 2   -> sum        1  ok
     999 / 4   -> sum      999  ok
  123456 / 12  -> sum   123456  ok""", pgid=71388)
    t10 = gr("lein test", """
lein test ledger.core-test

lein test ledger.money-test

lein test ledger.report-test

Ran 22 tests containing 61 assertions.
0 failures, 0 errors.""", pgid=71502)
    t12 = gr("git commit -am 'Distribute split remainder so parts sum to the total' && git log --format='%h %an %ar %s' -3",
             """[fix/split-remainder 7d0e3b1] Distribute split remainder so parts sum to the total
 2 files changed, 9 insertions(+), 2 deletions(-)
7d0e3b1 Ivan Petrov 1 second ago Distribute split remainder so parts sum to the total
5f2a9c0 Ivan Petrov 71 minutes ago Add monthly report totals
b81e4d7 Ivan Petrov 6 hours ago Parse amounts with thousands separators""", pgid=71640)
    turns = [
        (gshell("git log --format='%h %an %ar %s' -5 && git status --short", "Recent history and working tree state"), t1),
        (gshell("lein test", "Run the test suite"), t2),
        (g_read(mpath), money),
        (g_write(f"{root}/dev/split_check.clj", check), f"Successfully created and wrote to new file: {root}/dev/split_check.clj."),
        (gshell("lein run -m clojure.main dev/split_check.clj", "Check split sums for a few totals"), t5),
        (g_replace(mpath, '''  (let [base (quot cents n)]
    (vec (repeat n (->money currency base)))))''', '''  (let [base (quot cents n)
        extra (rem cents n)]
    (vec (for [i (range n)]
           (->money currency (if (< i extra) (inc base) base))))))'''), replaced(mpath)),
        (gshell("lein run -m clojure.main dev/split_check.clj", "Re-run the split check"), t7),
        (g_read(tpath), test),
        (g_replace(tpath, old_t, new_t), replaced(tpath)),
        (gshell("lein test", "Run the test suite again"), t10),
        (gshell("rm dev/split_check.clj && rmdir dev && git status --short", "Remove the scratch script"),
         gr("rm dev/split_check.clj && rmdir dev && git status --short", " M src/ledger/money.clj\n M test/ledger/money_test.clj", pgid=71577)),
        (gshell("git commit -am 'Distribute split remainder so parts sum to the total' && git log --format='%h %an %ar %s' -3",
                "Commit the fix and show the log"), t12),
    ]
    rs.add(task="swe", tid="h48-swe-08", system=gem(root), turns=turns, state=state)


# Flutter app with flutter test (OpenHands) - clean
def t09(rs: RowSet) -> None:
    root = "/workspace/habit_tracker"
    state = ("Repository /workspace/habit_tracker (Flutter 3.22.2 / Dart 3.4.3 app), branch refactor/streak-chip, clean tree.\n"
             "Task from the design review: the StreakBadge widget is now a Material chip; rename it to StreakChip everywhere "
             "(file names included, keep git history) and make sure analyze and the tests stay green.")

    def flutter_run(widget: str, only_widgets: bool = False, start: int = 0) -> str:
        suites = [
            ("test/models/habit_test.dart", ["Habit fromJson round-trips", "Habit streak counts consecutive days",
                                            "Habit streak resets after a missed day", "Habit isDueToday honours weekdays",
                                            "Habit archived habits are never due", "Habit copyWith keeps id"]),
            ("test/screens/home_screen_test.dart", ["HomeScreen empty state", "HomeScreen lists due habits first",
                                                    "HomeScreen FAB opens the editor"]),
            ("test/services/streak_service_test.dart", ["StreakService current streak is 0 for a new habit",
                                                        "StreakService longest streak survives a reset",
                                                        "StreakService uses the local calendar day",
                                                        "StreakService DST change does not break a streak",
                                                        "StreakService freezes count as done",
                                                        "StreakService at most 2 freezes per month",
                                                        "StreakService weekly habits count weeks"]),
            ("test/widgets/habit_tile_test.dart", ["HabitTile shows title and schedule", "HabitTile tap toggles done",
                                                   "HabitTile long press opens menu", "HabitTile strikes through archived habits"]),
            (f"test/widgets/{widget.lower().replace('streak', 'streak_')}_test.dart", [f"{widget} shows nothing for 0 days",
                                                                                          f"{widget} shows flame and count",
                                                                                          f"{widget} compact mode hides label",
                                                                                          f"{widget} uses tertiary color from 30 days"]),
        ]
        if only_widgets:
            suites = [s for s in suites if s[0].startswith("test/widgets/")]
        out, n, sec = [], 0, start
        for path, tests in suites:
            out.append(f"00:{sec:02d} +{n}: loading {root}/{path}")
            for name in tests:
                out.append(f"00:{sec:02d} +{n}: {root}/{path}: {name}")
                n += 1
            sec += 1
        out.append(f"00:{sec:02d} +{n}: All tests passed!")
        return "\n".join(out)

    t1 = oh_bash(flutter_run("StreakBadge", start=2), root)
    t2 = oh_bash("""lib/widgets/streak_chip.dart:6:class StreakBadge extends StatelessWidget {
lib/widgets/streak_chip.dart:7:  const StreakBadge({super.key, required this.days, this.compact = false});
lib/screens/habit_detail_screen.dart:9:import '../widgets/streak_badge.dart';
lib/screens/habit_detail_screen.dart:58:            StreakBadge(days: habit.currentStreak),
lib/screens/home_screen.dart:11:import '../widgets/streak_badge.dart';
lib/screens/home_screen.dart:87:                  trailing: StreakBadge(days: h.currentStreak, compact: true),
test/widgets/streak_chip_test.dart:4:import 'package:habit_tracker/widgets/streak_badge.dart';
test/widgets/streak_chip_test.dart:9:  group('StreakBadge', () {
test/widgets/streak_chip_test.dart:12:      await tester.pumpWidget(wrap(const StreakBadge(days: 0)));
test/widgets/streak_chip_test.dart:17:      await tester.pumpWidget(wrap(const StreakBadge(days: 12)));
test/widgets/streak_chip_test.dart:23:      await tester.pumpWidget(wrap(const StreakBadge(days: 5, compact: true)));
test/widgets/streak_chip_test.dart:28:      await tester.pumpWidget(wrap(const StreakBadge(days: 31)));""", root)
    t3 = oh_bash("remaining: 1", root)
    t4 = oh_bash("Analyzing habit_tracker...\nNo issues found!", root)
    t5 = oh_bash(flutter_run("StreakChip", only_widgets=True, start=1), root)
    t6 = oh_bash(flutter_run("StreakChip", start=2) + """
 M lib/screens/habit_detail_screen.dart
 M lib/screens/home_screen.dart
RM lib/widgets/streak_badge.dart -> lib/widgets/streak_chip.dart
RM test/widgets/streak_badge_test.dart -> test/widgets/streak_chip_test.dart""", root)
    turns = [
        (bash("cd /workspace/habit_tracker && flutter test"), t1),
        (bash("git mv lib/widgets/streak_badge.dart lib/widgets/streak_chip.dart && git mv test/widgets/streak_badge_test.dart test/widgets/streak_chip_test.dart && grep -rn 'StreakBadge\\|streak_badge' lib test"), t2),
        (bash("sed -i 's/StreakBadge/StreakChip/g; s/streak_badge\\.dart/streak_chip.dart/g' lib/widgets/streak_chip.dart lib/screens/habit_detail_screen.dart lib/screens/home_screen.dart test/widgets/streak_chip_test.dart && grep -rn 'StreakBadge\\|streak_badge' lib test; echo \"remaining: $?\""), t3),
        (bash("dart analyze"), t4),
        (bash("flutter test test/widgets"), t5),
        (bash("flutter test && git status --short"), t6),
    ]
    rs.add(task="swe", tid="h48-swe-09", system=oh(root), turns=turns, state=state)


# Julia package with Pkg.test (Gemini CLI) - bad
def t10(rs: RowSet) -> None:
    root = "/home/mk/dev/Interp1D.jl"
    state = ("Gemini CLI session in /home/mk/dev/Interp1D.jl (Julia package Interp1D v0.4.2; git, branch fix/linear-extrapolation, clean tree).\n"
             "Julia 1.10.4 installed with juliaup; the package environment is instantiated.\n"
             "User: \"LinearInterp(...; extrapolate = :linear) just returns the last value past the right end. Fix it and add a couple of tests.\"")
    linear = '''"""
    LinearInterp(xs, ys; extrapolate = :error)

Piecewise-linear interpolant through sorted knots `xs`. `extrapolate` is
`:error`, `:flat` (clamp to the end values) or `:linear` (extend the end segments).
"""
struct LinearInterp{T<:AbstractFloat}
    xs::Vector{T}
    ys::Vector{T}
    extrapolate::Symbol
end

function LinearInterp(xs::AbstractVector, ys::AbstractVector; extrapolate::Symbol = :error)
    length(xs) == length(ys) || throw(DimensionMismatch("xs and ys differ in length"))
    length(xs) >= 2 || throw(ArgumentError("need at least two knots"))
    issorted(xs) || throw(ArgumentError("xs must be sorted"))
    extrapolate in (:error, :flat, :linear) || throw(ArgumentError("unknown extrapolate=$extrapolate"))
    T = float(promote_type(eltype(xs), eltype(ys)))
    return LinearInterp{T}(collect(T, xs), collect(T, ys), extrapolate)
end

function (itp::LinearInterp)(x::Real)
    xs, ys = itp.xs, itp.ys
    if x < xs[1] || x > xs[end]
        itp.extrapolate === :error && throw(DomainError(x, "outside [$(xs[1]), $(xs[end])]"))
        itp.extrapolate === :flat && return x < xs[1] ? ys[1] : ys[end]
    end
    i = searchsortedlast(xs, x)
    i = clamp(i, 1, length(xs))
    i == length(xs) && return ys[end]
    t = (x - xs[i]) / (xs[i+1] - xs[i])
    return (1 - t) * ys[i] + t * ys[i+1]
end
'''
    old = '''    i = searchsortedlast(xs, x)
    i = clamp(i, 1, length(xs))
    i == length(xs) && return ys[end]
'''
    new = '''    # with :linear extrapolation t falls outside [0, 1] and extends the end segment
    i = clamp(searchsortedlast(xs, x), 1, length(xs) - 1)
'''
    linear2 = linear.replace(old, new)
    s1, s2 = len(linear.encode()), len(linear2.encode())
    added = "        @test itp(-1.0) ≈ -2.0\n        @test itp(10.0) == 20.0\n"
    r1 = 3120
    r2 = r1 + len(added.encode())
    part = '''    end

    @testset "extrapolation" begin
        xs = collect(0.0:1.0:10.0)
        ys = 2 .* xs
        @test_throws DomainError LinearInterp(xs, ys)(10.5)
        @test LinearInterp(xs, ys; extrapolate = :flat)(10.5) == 20.0
        @test LinearInterp(xs, ys; extrapolate = :flat)(-3) == 0.0
        itp = LinearInterp(xs, ys; extrapolate = :linear)
        @test itp(10.5) ≈ 21.0
    end

    @testset "pchip" begin
        xs = [0.0, 1.0, 2.0, 3.0, 4.0]'''
    t1 = gr("date -u && git status --short && ls -l --time-style=long-iso src test", f"""Wed Jun 12 13:58:44 UTC 2024
src:
total 20
-rw-r--r-- 1 mk mk 1184 2024-06-10 16:22 Interp1D.jl
-rw-r--r-- 1 mk mk {s1} 2024-06-11 09:14 linear.jl
-rw-r--r-- 1 mk mk 3402 2024-06-07 18:40 pchip.jl
-rw-r--r-- 1 mk mk  906 2024-06-07 18:40 utils.jl

test:
total 8
-rw-r--r-- 1 mk mk  212 2024-05-29 11:03 Project.toml
-rw-r--r-- 1 mk mk {r1} 2024-06-11 09:14 runtests.jl""", pgid=33801)
    status = """     Testing Interp1D
      Status `/tmp/jl_3vQkRz/Project.toml`
  [5c1e3d7a] Interp1D v0.4.2 `~/dev/Interp1D.jl`
  [8dfed614] Test `@stdlib/Test`
      Status `/tmp/jl_3vQkRz/Manifest.toml`
  [5c1e3d7a] Interp1D v0.4.2 `~/dev/Interp1D.jl`
  [2a0f44e3] Base64 `@stdlib/Base64`
  [b77e0a4c] InteractiveUtils `@stdlib/InteractiveUtils`
  [56ddb016] Logging `@stdlib/Logging`
  [d6f4376e] Markdown `@stdlib/Markdown`
  [9a3f8284] Random `@stdlib/Random`
  [ea8e919c] SHA v0.7.0 `@stdlib/SHA`
  [9e88b42a] Serialization `@stdlib/Serialization`
  [8dfed614] Test `@stdlib/Test`
     Testing Running tests..."""
    cmd = "julia --project -e 'using Pkg; Pkg.test()'"
    t2 = gr(cmd, status + """
extrapolation: Test Failed at /home/mk/dev/Interp1D.jl/test/runtests.jl:44
  Expression: itp(10.5) ≈ 21.0
   Evaluated: 20.0 ≈ 21.0

Stacktrace:
 [1] macro expansion
   @ ~/.julia/juliaup/julia-1.10.4+0.x64.linux.gnu/share/julia/stdlib/v1.10/Test/src/Test.jl:672 [inlined]
 [2] macro expansion
   @ ~/dev/Interp1D.jl/test/runtests.jl:44 [inlined]
 [3] macro expansion
   @ ~/.julia/juliaup/julia-1.10.4+0.x64.linux.gnu/share/julia/stdlib/v1.10/Test/src/Test.jl:1577 [inlined]
 [4] macro expansion
   @ ~/dev/Interp1D.jl/test/runtests.jl:37 [inlined]
 [5] macro expansion
   @ ~/.julia/juliaup/julia-1.10.4+0.x64.linux.gnu/share/julia/stdlib/v1.10/Test/src/Test.jl:1577 [inlined]
 [6] top-level scope
   @ ~/dev/Interp1D.jl/test/runtests.jl:5
Test Summary:   | Pass  Fail  Total  Time
Interp1D        |   31     1     32  1.6s
  construction  |    6            6  0.1s
  linear        |   12           12  0.4s
  extrapolation |    3     1      4  0.2s
  pchip         |   10           10  0.7s""", code=1, pgid=33846,
            err="""ERROR: LoadError: Some tests did not pass: 31 passed, 1 failed, 0 errored, 0 broken.
in expression starting at /home/mk/dev/Interp1D.jl/test/runtests.jl:5
ERROR: Package Interp1D errored during testing""")
    t5 = gr(cmd, status.replace("jl_3vQkRz", "jl_Wm0pLc") + """
Test Summary: | Pass  Total  Time
Interp1D      |   32     32  1.5s
     Testing Interp1D tests passed """, pgid=34120)
    t8 = gr(cmd, status.replace("jl_3vQkRz", "jl_q8TzfA") + """
Test Summary: | Pass  Total  Time
Interp1D      |   34     34  1.5s
     Testing Interp1D tests passed """, pgid=34388)
    li, ld = numstat(linear, linear2)
    t9 = gr("git diff --stat && git status --short", f""" src/linear.jl    | {li + ld} {'+' * li}{'-' * ld}
 test/runtests.jl | 2 ++
 2 files changed, {li + 2} insertions(+), {ld} deletions(-)
 M src/linear.jl
 M test/runtests.jl""", pgid=34502)
    t10 = gr("ls -l --time-style=long-iso src test", f"""src:
total 20
-rw-r--r-- 1 mk mk 1184 2024-06-10 16:22 Interp1D.jl
-rw-r--r-- 1 mk mk {s2} 2024-06-12 13:41 linear.jl
-rw-r--r-- 1 mk mk 3402 2024-06-07 18:40 pchip.jl
-rw-r--r-- 1 mk mk  906 2024-06-07 18:40 utils.jl

test:
total 8
-rw-r--r-- 1 mk mk  212 2024-05-29 11:03 Project.toml
-rw-r--r-- 1 mk mk {r2} 2024-06-12 14:06 runtests.jl""", pgid=34561)
    lpath, tpath = f"{root}/src/linear.jl", f"{root}/test/runtests.jl"
    turns = [
        (gshell("date -u && git status --short && ls -l --time-style=long-iso src test", "Current time, tree state and file listing"), t1),
        (gshell(cmd, "Run the package tests"), t2),
        (g_read(lpath), linear),
        (g_replace(lpath, old, new), replaced(lpath)),
        (gshell(cmd, "Run the package tests again"), t5),
        (g_read(tpath, offset=34, limit=14), truncated(part, 35, 48, 96)),
        (g_replace(tpath, "        @test itp(10.5) ≈ 21.0\n", "        @test itp(10.5) ≈ 21.0\n" + added), replaced(tpath)),
        (gshell(cmd, "Run the tests with the new extrapolation cases"), t8),
        (gshell("git diff --stat && git status --short", "Summarise the changes"), t9),
        (gshell("ls -l --time-style=long-iso src test", "List the source and test files"), t10),
    ]
    rs.add(task="swe", tid="h48-swe-10", system=gem(root), turns=turns, state=state, bad=True, turn=10,
           kind="edited source file shows an mtime earlier than the clock reading taken before the edit")


# R package with testthat (OpenHands) - bad
def t11(rs: RowSet) -> None:
    root = "/workspace/surveytidy"
    state = ("Repository /workspace/surveytidy (R package, R 4.4.1 with devtools 2.4.5, testthat 3.2.1, readr 2.1.5, lintr 3.1.2), "
             "branch feat/semicolon-exports, clean tree.\n"
             "Issue #18: \"Exports from the German survey instance use ';' as separator and read_survey() returns a single mangled column. "
             "Detect the delimiter (or let callers pass it) and add tests for read_survey, which has none.\"")
    src = '''#' Read a survey export
#'
#' Reads a CSV export from the survey platform, normalises column names and
#' parses the submission timestamp.
#'
#' @param path Path to the CSV file.
#' @param tz Time zone of the `submitted_at` column.
#' @return A tibble.
#' @export
read_survey <- function(path, tz = "UTC") {
  raw <- readr::read_csv(
    path,
    col_types = readr::cols(.default = readr::col_character()),
    progress = FALSE
  )
  out <- clean_names(raw)
  out$submitted_at <- lubridate::ymd_hms(out$submitted_at, tz = tz)
  out
}'''
    old = '''#' @param tz Time zone of the `submitted_at` column.
#' @return A tibble.
#' @export
read_survey <- function(path, tz = "UTC") {
  raw <- readr::read_csv(
    path,
'''
    new = '''#' @param tz Time zone of the `submitted_at` column.
#' @param delim Field delimiter. `NULL` (default) guesses `,` or `;` from the
#'   header line.
#' @return A tibble.
#' @export
read_survey <- function(path, tz = "UTC", delim = NULL) {
  if (is.null(delim)) {
    header <- readLines(path, n = 1L, warn = FALSE)
    delim <- if (sum(gregexpr(";", header)[[1]] > 0) > sum(gregexpr(",", header)[[1]] > 0)) ";" else ","
  }
  raw <- readr::read_delim(
    path,
    delim = delim,
'''
    src2 = src.replace(old, new)
    path = f"{root}/R/read_survey.R"
    test = '''test_that("comma-separated exports are read", {
  path <- withr::local_tempfile(fileext = ".csv")
  writeLines(c("Respondent ID,Submitted At,Q1", "r-001,2024-05-02 10:15:00,yes"), path)
  out <- read_survey(path)
  expect_equal(nrow(out), 1)
  expect_named(out, c("respondent_id", "submitted_at", "q1"))
})

test_that("semicolon-separated exports are detected", {
  path <- withr::local_tempfile(fileext = ".csv")
  writeLines(c("Respondent ID;Submitted At;Q1", "r-002;2024-05-02 11:40:00;no"), path)
  out <- read_survey(path)
  expect_equal(out$q1, "no")
  expect_s3_class(out$submitted_at, "POSIXct")
})

test_that("an explicit delim wins over the guess", {
  path <- withr::local_tempfile(fileext = ".csv")
  writeLines(c("Submitted At,Comment;a;b", "2024-05-03 09:00:00,x;y;z"), path)
  out <- read_survey(path, delim = ",")
  expect_named(out, c("submitted_at", "comment_a_b"))
  expect_equal(out$comment_a_b, "x;y;z")
})
'''
    tpath = f"{root}/tests/testthat/test-read_survey.R"
    t1 = oh_bash("""R:
clean_names.R
read_survey.R
recode.R
utils.R
zzz.R

tests/testthat:
fixtures
helper-fixtures.R
test-clean_names.R
test-recode.R
test-utils.R""", root)
    t5 = oh_bash("""ℹ Testing surveytidy
✔ | F W  S  OK | Context
✔ |          9 | clean_names
✔ |          6 | read_survey
✔ |         12 | recode
✔ |          6 | utils

══ Results ═════════════════════════════════════════════════════════════════════
Duration: 2.1 s

[ FAIL 0 | WARN 0 | SKIP 0 | PASS 33 ]""", root)
    ins, dels = numstat(src, src2)
    t6 = oh_bash(f""" M R/read_survey.R
 R/read_survey.R | {ins + dels} {'+' * ins}{'-' * dels}
 1 file changed, {ins} insertions(+), {dels} deletion{'s' if dels != 1 else ''}(-)""", root)
    lines2 = src2.split("\n")
    long_no = next(i for i, ln in enumerate(lines2, 1) if ln.startswith("    delim <- if"))
    long_len = len(lines2[long_no - 1])
    t7 = oh_bash(f"""R/read_survey.R:{long_no}:81: style: [line_length_linter] Lines should not be more than 80 characters. This line is {long_len} characters.
{lines2[long_no - 1]}
{' ' * 80}{'~' * (long_len - 80)}""", root)
    turns = [
        (bash("cd /workspace/surveytidy && ls R tests/testthat && git status --short"), t1),
        (editor("view", path), cat_n(path, src)),
        (editor("str_replace", path, old_str=old, new_str=new), ed(path, src2, 5, 22)),
        (editor("create", tpath, file_text=test), created(tpath)),
        (bash("Rscript -e 'devtools::test()' 2>&1 | grep -v '^ℹ Loading'"), t5),
        (bash("git status --short && git diff --stat"), t6),
        (bash("Rscript -e 'lintr::lint(\"R/read_survey.R\")'"), t7),
    ]
    rs.add(task="swe", tid="h48-swe-11", system=oh(root), turns=turns, state=state, bad=True, turn=6,
           kind="new test file created by the agent absent from git status")


def prove_lines(names: list[str], results: dict[str, str]) -> str:
    width = max(len(n) for n in names) + 4
    return "\n".join(f"{n} {'.' * (width - len(n))} {results.get(n, 'ok')}" for n in names)


# Perl module with prove (Gemini CLI) - clean
def t12(rs: RowSet) -> None:
    root = "/home/rjs/work/Config-IniLite"
    state = ("Gemini CLI session in /home/rjs/work/Config-IniLite (CPAN-style Perl distribution, perl 5.38.2, Test::More 1.302199; "
             "git, branch fix/rt7-inline-comments, clean tree).\n"
             "User: \"RT #7: an inline comment after a quoted value ends up in the value. Fix it, add tests, and move the POD coverage "
             "test to xt/ - it is an author test and only ever gets skipped under t/.\"")
    names1 = ["t/00-load.t", "t/01-parse.t", "t/02-sections.t", "t/03-write.t", "t/04-errors.t", "t/99-pod-coverage.t"]
    w1 = max(len(n) for n in names1) + 4
    fail_block = (f"t/01-parse.t {'.' * (w1 - 12)} 1/? \n"
                  "#   Failed test 'inline comment after quoted value'\n"
                  "#   at t/01-parse.t line 64.\n"
                  "#          got: '\"a;b\" ; trailing'\n"
                  "#     expected: 'a;b'\n"
                  "# Looks like you failed 1 test of 18.\n"
                  f"t/01-parse.t {'.' * (w1 - 12)} Dubious, test returned 1 (wstat 256, 0x100)\n"
                  "Failed 1/18 subtests ")
    t1_lines = prove_lines(names1, {"t/99-pod-coverage.t": "skipped: Test::Pod::Coverage 1.08 required for testing POD coverage"}).split("\n")
    t1_lines[1] = fail_block
    t1 = gr("prove -lr t", "\n".join(t1_lines) + """

Test Summary Report
-------------------
t/01-parse.t        (Wstat: 256 (exited 1) Tests: 18 Failed: 1)
  Failed test:  18
  Non-zero exit status: 1
Files=6, Tests=57,  1 wallclock secs ( 0.04 usr  0.01 sys +  0.31 cusr  0.05 csys =  0.41 CPU)
Result: FAIL""", code=1, pgid=55120)
    part = r'''# Values may be bare or double-quoted; whitespace followed by ';' or '#'
# starts an inline comment (RT #7).

sub _parse_value {
    my ($self, $raw, $lineno) = @_;
    my $v = $raw;
    $v =~ s/\A\s+|\s+\z//g;
    if ($v =~ /\A"(.*)"\z/s) {
        $v = $1;
        $v =~ s/\\(["\\])/$1/g;
        return $v;
    }
    $v =~ s/\s+[;#].*\z// unless $v =~ /\A"/;
    return $v;
}

sub _parse_line {
    my ($self, $line, $lineno) = @_;
    return if $line =~ /\A\s*(?:[;#].*)?\z/;
    if ($line =~ /\A\s*\[\s*([^\]]+?)\s*\]\s*\z/) {
        $self->{_section} = $1;
        $self->{data}{$1} ||= {};
        return;
    }
    if ($line =~ /\A\s*([^=]+?)\s*=\s*(.*)\z/) {
        my ($k, $raw) = ($1, $2);
        my $sec = $self->{_section} // '_';
        $self->{data}{$sec}{$k} = $self->_parse_value($raw, $lineno);
        return;
    }'''
    old = r'''    if ($v =~ /\A"(.*)"\z/s) {
        $v = $1;
        $v =~ s/\\(["\\])/$1/g;
        return $v;
    }
    $v =~ s/\s+[;#].*\z// unless $v =~ /\A"/;
    return $v;'''
    new = r'''    if ($v =~ /\A"((?:[^"\\]|\\.)*)"(?:\s+[;#].*)?\z/s) {
        $v = $1;
        $v =~ s/\\(["\\])/$1/g;
        return $v;
    }
    croak "Unterminated quoted value at line $lineno" if $v =~ /\A"/;
    $v =~ s/\s+[;#].*\z//;
    return $v;'''
    mi, md = numstat(old, new)
    pm = f"{root}/lib/Config/IniLite.pm"
    tpath = f"{root}/t/01-parse.t"
    old_t = r'''is( $ini->get('quoting', 'inline'), 'a;b', 'inline comment after quoted value' );

done_testing;'''
    add_t = r'''
my $ini2 = Config::IniLite->new->read_string(qq{[q]\nh = "x#y" # note\ne = "say \\"hi\\"" ; c\n});
is( $ini2->get('q', 'h'), 'x#y', 'hash comment after quoted value' );
is( $ini2->get('q', 'e'), 'say "hi"', 'escaped quotes survive an inline comment' );'''
    new_t = old_t.replace("\n\ndone_testing;", "\n" + add_t + "\n\ndone_testing;")
    ti, td = numstat(old_t, new_t)
    names2 = names1[:-1]
    t7 = gr("prove -lr t", prove_lines(names2, {}) + """
All tests successful.
Files=5, Tests=59,  1 wallclock secs ( 0.03 usr  0.01 sys +  0.27 cusr  0.04 csys =  0.35 CPU)
Result: PASS""", pgid=55403)
    t8 = gr("git diff --stat HEAD", f""" lib/Config/IniLite.pm                    | {mi + md} {'+' * mi}{'-' * md}
 t/01-parse.t                             | {ti + td} {'+' * ti}{'-' * td}
 t/99-pod-coverage.t => xt/pod-coverage.t | 0
 3 files changed, {mi + ti} insertions(+), {md + td} deletions(-)""", pgid=55467)
    turns = [
        (gshell("prove -lr t", "Run the test suite"), t1),
        (call("search_file_content", pattern="sub _parse_value"),
         'Found 1 match for pattern "sub _parse_value" in path ".":\n---\nFile: lib/Config/IniLite.pm\nL88: sub _parse_value {\n---'),
        (g_read(pm, offset=84, limit=30), truncated(part, 85, 114, 214)),
        (g_replace(pm, old, new), replaced(pm)),
        (g_replace(tpath, old_t, new_t), replaced(tpath)),
        (gshell("mkdir -p xt && git mv t/99-pod-coverage.t xt/pod-coverage.t && git status --short", "Move the author test to xt/"),
         gr("mkdir -p xt && git mv t/99-pod-coverage.t xt/pod-coverage.t && git status --short",
            " M lib/Config/IniLite.pm\n M t/01-parse.t\nR  t/99-pod-coverage.t -> xt/pod-coverage.t", pgid=55371)),
        (gshell("prove -lr t", "Run the test suite again"), t7),
        (gshell("git diff --stat HEAD", "Summarise all changes against HEAD"), t8),
    ]
    rs.add(task="swe", tid="h48-swe-12", system=gem(root), turns=turns, state=state)


# OCaml library with dune test (OpenHands) - bad
def t13(rs: RowSet) -> None:
    root = "/workspace/tomlette"
    state = ("Repository /workspace/tomlette (OCaml 5.1.1 TOML library; dune 3.15.3, alcotest 1.7.0 via opam switch `default`), "
             "branch refactor/text-util, clean tree.\n"
             "Task: rename the internal module Strutil to Text_util (files included, via git mv), update every user, keep "
             "`Tomlette.Strutil` as a deprecated alias for one release, and note it in CHANGES.md.")
    suites = [
        ("lexer", ["bare keys", "quoted keys", "dotted keys", "basic strings", "literal strings", "multiline strings",
                   "integers with underscores", "floats and exponents", "comments"]),
        ("strings", ["escape", "unescape", "unicode escapes", "needs_quotes", "quote", "unquote", "display width ascii",
                     "display width cjk"]),
        ("parser", ["tables", "arrays of tables", "inline tables", "nested arrays", "duplicate key error",
                    "redefined table error", "offset datetime", "local date", "local time", "booleans"]),
        ("printer", ["key order", "inline table order", "quoted keys", "floats", "multiline arrays", "empty tables"]),
        ("roundtrip", ["cargo manifest", "pyproject", "example.toml", "toml-test valid subset"]),
    ]

    def alco(run_id: str, secs: str) -> str:
        out = ["Testing `tomlette'.", f"This run has ID `{run_id}'.", ""]
        for suite, names in suites:
            for i, n in enumerate(names):
                out.append(f"  [OK]          {suite:<13}{i:>3}   {n}.")
        out += ["", "Full test results in `/workspace/tomlette/_build/default/test/_build/_tests/tomlette'.",
                f"Test Successful in {secs}s. 37 tests run."]
        return "\n".join(out)

    t1 = oh_bash("""bin:
dune
tomlfmt.ml

lib:
dune
lexer.ml
lexer.mli
parser.ml
parser.mli
printer.ml
strutil.ml
strutil.mli
tomlette.ml
types.ml

test:
dune
test_tomlette.ml
(library
 (name tomlette)
 (public_name tomlette)
 (libraries uutf)
 (flags (:standard -w +a-4-40-41-42-44-45-70)))""", root)
    t3 = oh_bash("""bin/tomlfmt.ml:14:      let width = Tomlette.Strutil.display_width k in
lib/lexer.ml:3:open Strutil
lib/lexer.ml:88:        is_bare_key_char c || (c = '.' && Strutil.dotted_allowed st)
lib/parser.ml:41:  let key = Strutil.unquote raw in
lib/printer.ml:7:let escape = Strutil.escape_basic
lib/printer.ml:52:    if Strutil.needs_quotes k then Strutil.quote k else k
lib/tomlette.ml:4:module Strutil = Strutil
test/test_tomlette.ml:112:  check string "escape" "a\\\\tb" (Tomlette.Strutil.escape_basic "a\\tb")
test/test_tomlette.ml:131:  check int "display width cjk" 4 (Tomlette.Strutil.display_width "日本")""", root)
    top = '''(** TOML 1.0 parsing and printing. *)

module Types = Types
module Strutil = Strutil
module Lexer = Lexer
module Parser = Parser
module Printer = Printer

type t = Types.table

let of_string = Parser.parse_string
let of_channel = Parser.parse_channel
let to_string = Printer.to_string'''
    top2 = top.replace("module Strutil = Strutil", 'module Text_util = Text_util\nmodule Strutil = Text_util [@@deprecated "use Tomlette.Text_util"]')
    tpath = f"{root}/lib/tomlette.ml"
    n_top2 = len(top2.split("\n"))
    t9 = oh_bash(f"""   96 lib/lexer.ml
  211 lib/parser.ml
  134 lib/printer.ml
   71 lib/strutil.ml
   {n_top2:>2} lib/tomlette.ml
   58 lib/types.ml
   14 lib/lexer.mli
   19 lib/parser.mli
   12 lib/strutil.mli
  {96 + 211 + 134 + 71 + n_top2 + 58 + 14 + 19 + 12} total""", root)
    changes = '''## unreleased

- Printer: keep key order stable when re-printing inline tables (#22)

## 0.3.0 (2024-04-18)

- Support TOML 1.0 local dates and times
- `tomlfmt --check` exits 1 when the file is not formatted
- Lexer: reject control characters in basic strings (#17)'''
    line = "- Rename `Tomlette.Strutil` to `Tomlette.Text_util`; `Strutil` stays as a deprecated alias until 0.5"
    cl = changes.split("\n")
    changes2 = "\n".join(cl[:3] + [line] + cl[3:])
    cpath = f"{root}/CHANGES.md"
    turns = [
        (bash("cd /workspace/tomlette && ls lib test bin && cat lib/dune && git status --short"), t1),
        (bash("dune build 2>&1 | head -20 && dune test"), oh_bash(alco("Q3K8ZC1N", "0.006"), root)),
        (bash("grep -rn 'Strutil' lib test bin"), t3),
        (bash("git mv lib/strutil.ml lib/text_util.ml && git mv lib/strutil.mli lib/text_util.mli && sed -i 's/\\bStrutil\\b/Text_util/g' lib/lexer.ml lib/parser.ml lib/printer.ml bin/tomlfmt.ml test/test_tomlette.ml && grep -rn 'Strutil' lib test bin"),
         oh_bash("lib/tomlette.ml:4:module Strutil = Strutil", root)),
        (editor("view", tpath), cat_n(tpath, top)),
        (editor("str_replace", tpath, old_str="module Strutil = Strutil",
                new_str='module Text_util = Text_util\nmodule Strutil = Text_util [@@deprecated "use Tomlette.Text_util"]'),
         ed(tpath, top2, 1, 9)),
        (bash("dune build 2>&1 | head -30"), oh_bash("", root)),
        (bash("dune test --force"), oh_bash(alco("7WJ2HX0D", "0.005"), root)),
        (bash("wc -l lib/*.ml lib/*.mli"), t9),
        (editor("view", cpath), cat_n(cpath, changes)),
        (editor("insert", cpath, insert_line=3, new_str=line), ed(cpath, changes2, 1, 8)),
    ]
    rs.add(task="swe", tid="h48-swe-13", system=oh(root), turns=turns, state=state, bad=True, turn=9,
           kind="module files renamed with git mv listed under their old names by wc")


# Zig library with zig build test (Gemini CLI) - clean
def t14(rs: RowSet) -> None:
    root = "/home/tk/src/zig-ringbuf"
    state = ("Gemini CLI session in /home/tk/src/zig-ringbuf (Zig 0.13.0 library; git, branch fix/len-wraparound, clean tree).\n"
             "User: \"RingBuffer.len() is wrong once the buffer has wrapped around. Fix it and add a test for a full, wrapped buffer.\"")
    src = '''const std = @import("std");
const Allocator = std.mem.Allocator;

/// Fixed-capacity FIFO queue backed by a heap buffer.
pub fn RingBuffer(comptime T: type) type {
    return struct {
        const Self = @This();

        buf: []T,
        head: usize = 0, // next slot to read
        tail: usize = 0, // next slot to write
        full: bool = false,

        pub fn init(allocator: Allocator, cap: usize) !Self {
            std.debug.assert(cap > 0);
            return .{ .buf = try allocator.alloc(T, cap) };
        }

        pub fn deinit(self: *Self, allocator: Allocator) void {
            allocator.free(self.buf);
            self.* = undefined;
        }

        pub fn capacity(self: Self) usize {
            return self.buf.len;
        }

        pub fn len(self: Self) usize {
            if (self.full) return self.buf.len;
            if (self.tail >= self.head) return self.tail - self.head;
            return self.head - self.tail;
        }

        pub fn isEmpty(self: Self) bool {
            return !self.full and self.head == self.tail;
        }

        pub fn push(self: *Self, item: T) error{Full}!void {
            if (self.full) return error.Full;
            self.buf[self.tail] = item;
            self.tail = (self.tail + 1) % self.buf.len;
            self.full = self.tail == self.head;
        }

        pub fn pop(self: *Self) ?T {
            if (self.isEmpty()) return null;
            const item = self.buf[self.head];
            self.head = (self.head + 1) % self.buf.len;
            self.full = false;
            return item;
        }

        pub fn peek(self: Self) ?T {
            if (self.isEmpty()) return null;
            return self.buf[self.head];
        }
    };
}

const testing = std.testing;

test "new buffer is empty" {
    var rb = try RingBuffer(u8).init(testing.allocator, 4);
    defer rb.deinit(testing.allocator);
    try testing.expect(rb.isEmpty());
    try testing.expectEqual(@as(usize, 0), rb.len());
    try testing.expectEqual(@as(usize, 4), rb.capacity());
}

test "push and pop keep FIFO order" {
    var rb = try RingBuffer(u8).init(testing.allocator, 4);
    defer rb.deinit(testing.allocator);
    try rb.push('a');
    try rb.push('b');
    try testing.expectEqual(@as(?u8, 'a'), rb.pop());
    try testing.expectEqual(@as(?u8, 'b'), rb.pop());
}

test "pop on empty returns null" {
    var rb = try RingBuffer(u8).init(testing.allocator, 2);
    defer rb.deinit(testing.allocator);
    try testing.expectEqual(@as(?u8, null), rb.pop());
}

test "push on full returns error.Full" {
    var rb = try RingBuffer(u8).init(testing.allocator, 2);
    defer rb.deinit(testing.allocator);
    try rb.push(1);
    try rb.push(2);
    try testing.expectError(error.Full, rb.push(3));
}

test "peek does not consume" {
    var rb = try RingBuffer(u8).init(testing.allocator, 2);
    defer rb.deinit(testing.allocator);
    try rb.push(9);
    try testing.expectEqual(@as(?u8, 9), rb.peek());
    try testing.expectEqual(@as(usize, 1), rb.len());
}

test "len without wrap-around" {
    var rb = try RingBuffer(u16).init(testing.allocator, 8);
    defer rb.deinit(testing.allocator);
    for (0..5) |i| try rb.push(@intCast(i));
    _ = rb.pop();
    try testing.expectEqual(@as(usize, 4), rb.len());
}

test "len after wrap-around" {
    var rb = try RingBuffer(u32).init(testing.allocator, 8);
    defer rb.deinit(testing.allocator);
    for (0..7) |i| try rb.push(@intCast(i));
    for (0..6) |_| _ = rb.pop();
    try rb.push(7);
    try rb.push(8);
    // head = 6, tail = 1: slots 6, 7 and 0 are in use
    try testing.expectEqual(@as(usize, 3), rb.len());
}
'''
    path = f"{root}/src/ring_buffer.zig"
    lines = src.split("\n")
    fail_line = next(i for i, ln in enumerate(lines, 1) if "expectEqual(@as(usize, 3), rb.len())" in ln)
    src2 = src.replace("            return self.head - self.tail;\n", "            return self.buf.len - self.head + self.tail;\n")
    add = '''
test "len when full after wrap-around" {
    var rb = try RingBuffer(u8).init(testing.allocator, 4);
    defer rb.deinit(testing.allocator);
    for ("abcd") |c| try rb.push(c);
    _ = rb.pop();
    try rb.push('e');
    try testing.expectEqual(@as(usize, 4), rb.len());
    try testing.expectError(error.Full, rb.push('f'));
}
'''
    src3 = src2 + add
    ins, dels = numstat(src, src3)
    cmd = "zig build test --summary all"
    t1 = gr("zig version && " + cmd, f"""0.13.0
test
└─ run test 6/7 passed, 1 failed
error: 'ring_buffer.test.len after wrap-around' failed: expected 3, found 5
/home/tk/.local/share/zig/0.13.0/lib/std/testing.zig:93:17: 0x1039a2f in expectEqualInner__anon_2871 (test)
                return error.TestExpectedEqual;
                ^
/home/tk/src/zig-ringbuf/src/ring_buffer.zig:{fail_line}:5: 0x103a61d in test.len after wrap-around (test)
    try testing.expectEqual(@as(usize, 3), rb.len());
    ^
error: while executing test 'ring_buffer.test.len after wrap-around', the following command exited with code 1:
/home/tk/src/zig-ringbuf/.zig-cache/o/8a41c6e07d3b59f2c1d0e4a7b95f3e21/test --seed=0x5e1f2a7b
Build Summary: 2/3 steps succeeded; 1 failed; 6/7 tests passed; 1 failed (disable with --summary none)
test transitive failure
└─ run test 6/7 passed, 1 failed
   └─ zig test Debug native success 2s MaxRSS:184M
error: the following build command failed with exit code 1:
/home/tk/src/zig-ringbuf/.zig-cache/o/2f9c0b7e41d85a63c0e1f4b2d7a9e8c5/build /home/tk/.local/share/zig/0.13.0/zig /home/tk/src/zig-ringbuf /home/tk/src/zig-ringbuf/.zig-cache /home/tk/.cache/zig --seed 0x5e1f2a7b -Z1c7e7b5d3a0f9e42 test --summary all""", code=1, pgid=12877)
    t4 = gr(cmd, """Build Summary: 3/3 steps succeeded; 7/7 tests passed
test success
└─ run test 7 passed 3ms MaxRSS:1M
   └─ zig test Debug native success 2s MaxRSS:186M""", pgid=13015)
    t6 = gr(cmd, """Build Summary: 3/3 steps succeeded; 8/8 tests passed
test success
└─ run test 8 passed 3ms MaxRSS:1M
   └─ zig test Debug native success 2s MaxRSS:185M""", pgid=13102)
    t7 = gr("zig fmt --check src build.zig && git status --short && git diff --stat", f""" M src/ring_buffer.zig
 src/ring_buffer.zig | {ins + dels} {'+' * ins}{'-' * dels}
 1 file changed, {ins} insertions(+), {dels} deletion(-)""", pgid=13166)
    turns = [
        (gshell("zig version && " + cmd, "Show the Zig version and run the tests"), t1),
        (g_read(path), src),
        (g_replace(path, "            return self.head - self.tail;\n", "            return self.buf.len - self.head + self.tail;\n"), replaced(path)),
        (gshell(cmd, "Re-run the tests"), t4),
        (g_replace(path, "    try testing.expectEqual(@as(usize, 3), rb.len());\n}\n",
                   "    try testing.expectEqual(@as(usize, 3), rb.len());\n}\n" + add), replaced(path)),
        (gshell(cmd, "Run the tests including the new one"), t6),
        (gshell("zig fmt --check src build.zig && git status --short && git diff --stat", "Check formatting and summarise the change"), t7),
    ]
    rs.add(task="swe", tid="h48-swe-14", system=gem(root), turns=turns, state=state)


# Deno library with deno test (OpenHands) - clean
def t15(rs: RowSet) -> None:
    root = "/workspace/feedparse"
    state = ("Repository /workspace/feedparse (Deno library @acme/feedparse published to JSR), branch fix/rfc822-named-zones, clean tree.\n"
             "Deno 1.45.2 is on PATH; network access to jsr.io is available.\n"
             "Issue #44: \"Feeds with dates like 'Tue, 05 Mar 2024 14:30:00 GMT' come back with date: null.\" "
             "Also bump @std/assert to the 1.x line while you are there.")
    deno_json = '''{
  "name": "@acme/feedparse",
  "version": "0.6.1",
  "exports": "./mod.ts",
  "tasks": {
    "test": "deno test --allow-read=./testdata"
  },
  "imports": {
    "@std/assert": "jsr:@std/assert@^0.224.0",
    "@std/datetime": "jsr:@std/datetime@^0.224.0"
  },
  "fmt": { "lineWidth": 100 },
  "lint": { "rules": { "tags": ["recommended"] } }
}'''
    date_ts = '''/** Parse the date formats seen in RSS and Atom feeds. Returns null when unparseable. */

const MONTHS: Record<string, number> = {
  jan: 0, feb: 1, mar: 2, apr: 3, may: 4, jun: 5,
  jul: 6, aug: 7, sep: 8, oct: 9, nov: 10, dec: 11,
};

// e.g. "Tue, 05 Mar 2024 14:30:00 +0000" (RFC 822 / RFC 2822)
const RFC822 =
  /^(?:[A-Za-z]{3},\\s*)?(\\d{1,2})\\s+([A-Za-z]{3})\\s+(\\d{2,4})\\s+(\\d{2}):(\\d{2})(?::(\\d{2}))?\\s+([+-]\\d{4})$/;

export function parseFeedDate(input: string): Date | null {
  const s = input.trim();
  const m = RFC822.exec(s);
  if (m) {
    const [, d, mon, y, hh, mm, ss = "0", zone] = m;
    const month = MONTHS[mon.toLowerCase()];
    if (month === undefined) return null;
    const year = y.length === 2 ? 2000 + Number(y) : Number(y);
    const sign = zone[0] === "-" ? -1 : 1;
    const offsetMin = sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(3, 5)));
    const utc = Date.UTC(year, month, Number(d), Number(hh), Number(mm), Number(ss));
    return new Date(utc - offsetMin * 60_000);
  }
  // Only trust Date.parse for RFC 3339; its other formats are implementation-defined.
  if (!/^\\d{4}-\\d{2}-\\d{2}/.test(s)) return null;
  const t = Date.parse(s);
  return Number.isNaN(t) ? null : new Date(t);
}'''
    old = '''(?::(\\d{2}))?\\s+([+-]\\d{4})$/;'''
    new = '''(?::(\\d{2}))?\\s+([+-]\\d{4}|GMT|UTC?|Z)$/;'''
    old2 = '''    const sign = zone[0] === "-" ? -1 : 1;
    const offsetMin = sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(3, 5)));'''
    new2 = '''    const sign = zone[0] === "-" ? -1 : 1;
    // named zones (GMT, UT, UTC, Z) are all +0000
    const offsetMin = /^[+-]/.test(zone)
      ? sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(3, 5)))
      : 0;'''
    date2 = date_ts.replace(old, new)
    date3 = date2.replace(old2, new2)
    dpath = f"{root}/src/date.ts"
    suites = [
        ("atom_test.ts", ["parses feed title", "parses entry links", "prefers alternate link", "reads updated timestamps",
                          "handles xhtml content", "handles missing author", "resolves relative URLs against xml:base",
                          "reads categories", "rejects non-Atom root"]),
        ("date_test.ts", ["parses RFC 3339 with offset", "parses RFC 3339 UTC", "parses RFC 822 with numeric offset",
                          "parses RFC 822 with GMT zone", "parses RFC 822 without weekday", "parses two-digit years",
                          "returns null for garbage"]),
        ("rss_test.ts", ["parses channel title", "parses items", "reads pubDate", "reads guid isPermaLink",
                         "reads enclosures", "decodes CDATA descriptions", "handles missing pubDate", "reads dc:creator"]),
        ("sanitize_test.ts", ["strips script tags", "keeps safe inline markup", "drops javascript: URLs"]),
    ]

    def deno_run(fail: bool, ms: list[int], total: int, pre: str = "") -> str:
        out = [pre] if pre else []
        out.append("Task test deno test --allow-read=./testdata")
        out += [f"Check file:///workspace/feedparse/src/{f}" for f, _ in suites]
        k = 0
        for f, names in suites:
            out.append(f"running {len(names)} tests from ./src/{f}")
            for n in names:
                bad = fail and n == "parses RFC 822 with GMT zone"
                out.append(f"{n} ... {'FAILED' if bad else 'ok'} ({ms[k % len(ms)]}ms)")
                k += 1
        if fail:
            out += ["", " ERRORS ", "", "parses RFC 822 with GMT zone => ./src/date_test.ts:24:6",
                    "error: AssertionError: Values are not equal.", "", "", "    [Diff] Actual / Expected", "", "",
                    "-   null", "+   2024-03-05T14:30:00.000Z", "",
                    "  throw new AssertionError(message);", "        ^",
                    "    at assertEquals (https://jsr.io/@std/assert/0.224.0/assert_equals.ts:53:9)",
                    "    at file:///workspace/feedparse/src/date_test.ts:25:3", "",
                    " FAILURES ", "", "parses RFC 822 with GMT zone => ./src/date_test.ts:24:6", "",
                    f"FAILED | 26 passed | 1 failed ({total}ms)", "", "error: Test failed"]
        else:
            out += ["", f"ok | 27 passed | 0 failed ({total}ms)"]
        return "\n".join(out)

    t1 = oh_bash(deno_json + "\ndeno 1.45.2 (release, x86_64-unknown-linux-gnu)\nv8 12.7.224.12\ntypescript 5.5.2", root)
    t2 = oh_bash(deno_run(True, [4, 1, 1, 2, 3, 1, 2, 0, 1, 0, 0, 1], 142), root, 1)
    t5 = oh_bash(deno_run(False, [3, 1, 0, 1, 2, 1, 1, 0, 1, 0, 1, 0, 0], 118), root)
    grep_cmd = "grep -n '@std/assert' deno.json deno.lock && grep -A1 '\"@std/assert@' deno.lock"
    t6 = oh_bash('''deno.json:9:    "@std/assert": "jsr:@std/assert@^0.224.0",
deno.lock:6:      "jsr:@std/assert@^0.224.0": "jsr:@std/assert@0.224.0",
deno.lock:11:      "@std/assert@0.224.0": {
deno.lock:29:        "jsr:@std/assert@^0.224.0",
      "@std/assert@0.224.0": {
        "integrity": "8643233ec7aec38a940a8264a6e3eed9bfa44e7a71cc6b3c8874213ff401967f",''', root)
    t7 = oh_bash("Add jsr:@std/assert@1.0.2", root)
    t8 = oh_bash('''deno.json:9:    "@std/assert": "jsr:@std/assert@^1.0.2",
deno.lock:6:      "jsr:@std/assert@^1.0.2": "jsr:@std/assert@1.0.2",
deno.lock:13:      "@std/assert@1.0.2": {
deno.lock:33:        "jsr:@std/assert@^1.0.2",
      "@std/assert@1.0.2": {
        "integrity": "ccacec332958126deaceb5c63ff8d4eaf9f5ed0eac9feccf124110435e59e49c",''', root)
    pre = """Checked 11 files
Checked 10 files
Download https://jsr.io/@std/assert/1.0.2/mod.ts
Download https://jsr.io/@std/assert/1.0.2/assert_equals.ts
Download https://jsr.io/@std/assert/1.0.2/assert_throws.ts
Download https://jsr.io/@std/assert/1.0.2/assertion_error.ts
Download https://jsr.io/@std/assert/1.0.2/equal.ts
Download https://jsr.io/@std/internal/1.0.1/diff.ts
Download https://jsr.io/@std/internal/1.0.1/format.ts
Download https://jsr.io/@std/internal/1.0.1/styles.ts"""
    t9 = oh_bash(deno_run(False, [2, 1, 1, 1, 3, 0, 1, 0, 1, 1, 0, 0, 2], 131, pre), root)
    di, dd = numstat(date_ts, date3)
    t10 = oh_bash(f""" M deno.json
 M deno.lock
 M src/date.ts
 deno.json   |  2 +-
 deno.lock   | 20 {'+' * 13}{'-' * 7}
 src/date.ts | {di + dd:>2} {'+' * di}{'-' * dd}
 3 files changed, {1 + 13 + di} insertions(+), {1 + 7 + dd} deletions(-)""", root)
    turns = [
        (bash("cd /workspace/feedparse && cat deno.json && deno --version"), t1),
        (bash("deno task test"), t2),
        (editor("view", dpath), cat_n(dpath, date_ts)),
        (editor("str_replace", dpath, old_str=old, new_str=new), ed(dpath, date2, 7, 13)),
        (editor("str_replace", dpath, old_str=old2, new_str=new2), ed(dpath, date3, 16, 28)),
    ]
    turns.append((bash("deno task test"), t5))
    turns += [
        (bash(grep_cmd), t6),
        (bash("deno add jsr:@std/assert"), t7),
        (bash(grep_cmd), t8),
        (bash("deno fmt && deno lint && deno task test"), t9),
        (bash("git status --short && git diff --stat"), t10),
    ]
    rs.add(task="swe", tid="h48-swe-15", system=oh(root), turns=turns, state=state)


# Bun HTTP service with bun test (Gemini CLI) - bad
def t16(rs: RowSet) -> None:
    root = "/home/ana/proj/shortlinks"
    state = ("Gemini CLI session in /home/ana/proj/shortlinks (URL shortener on Bun.serve with bun:sqlite; git, branch fix/health-500, clean tree).\n"
             "Bun 1.1.17; the SQLite database data/links.db is present. Nothing is listening on port 3000.\n"
             "User: \"GET /health returns 500 since yesterday's schema rename. Reproduce it against a running server, fix it, "
             "run the tests and leave a fresh server running.\"")
    pkg = '''{
  "name": "shortlinks",
  "version": "0.4.0",
  "type": "module",
  "scripts": {
    "dev": "bun --watch src/server.ts",
    "start": "bun src/server.ts",
    "test": "bun test"
  },
  "dependencies": {
    "nanoid": "^5.0.7"
  },
  "devDependencies": {
    "@types/bun": "^1.1.6"
  }
}'''
    t1 = gr("bun --version && cat package.json && ls src test", "1.1.17\n" + pkg + """
src:
db.ts
routes
server.ts
slug.ts

test:
health.test.ts
links.test.ts
slug.test.ts""", pgid=51602)
    start = "bun src/server.ts > /tmp/shortlinks.log 2>&1 &"
    body = '{"status":"error","error":"no such table: link"}'
    probe = "sleep 1; cat /tmp/shortlinks.log; curl -si localhost:3000/health; echo; ss -ltnp 'sport = :3000'"
    t3 = gr(probe, f"""[shortlinks] sqlite: data/links.db (WAL), 1204 links
[shortlinks] listening on http://localhost:3000
HTTP/1.1 500 Internal Server Error
content-type: application/json;charset=utf-8
Date: Wed, 12 Jun 2024 15:22:41 GMT
Content-Length: {len(body)}

{body}
State  Recv-Q Send-Q Local Address:Port Peer Address:PortProcess
LISTEN 0      512                *:3000            *:*    users:(("bun",pid=51942,fd=14))""", pgid=51911)
    health = '''import type { Database } from "bun:sqlite";

const started = Date.now();

export function health(db: Database): Response {
  try {
    const row = db.query("SELECT count(*) AS n FROM link").get() as { n: number };
    return Response.json({
      status: "ok",
      links: row.n,
      uptime_s: Math.round((Date.now() - started) / 1000),
      version: process.env.npm_package_version ?? "dev",
    });
  } catch (err) {
    return Response.json({ status: "error", error: (err as Error).message }, { status: 500 });
  }
}
'''
    hpath = f"{root}/src/routes/health.ts"
    tests = """
test/slug.test.ts:
✓ slug > has 7 characters [0.41ms]
✓ slug > uses the url-safe alphabet [0.88ms]
✓ slug > is unique over 10k draws [14.52ms]

test/links.test.ts:
✓ POST /links > creates a link [3.10ms]
✓ POST /links > rejects invalid URLs [0.52ms]
✓ POST /links > is idempotent for the same URL [1.22ms]
✓ GET /:slug > redirects with 302 [0.97ms]
✓ GET /:slug > 404 for unknown slug [0.31ms]
✓ GET /:slug > counts hits [1.40ms]

test/health.test.ts:
✓ GET /health > returns ok with the link count [1.87ms]
✓ GET /health > reports uptime in seconds [0.29ms]

 11 pass
 0 fail
 24 expect() calls
Ran 11 tests across 3 files. [148.00ms]"""
    restart = "kill 51873; sleep 0.5; bun src/server.ts > /tmp/shortlinks.log 2>&1 &"
    probe2 = "sleep 1; cat /tmp/shortlinks.log; curl -s localhost:3000/health; echo; ss -ltnp 'sport = :3000'"
    t8 = gr(probe2, """[shortlinks] sqlite: data/links.db (WAL), 1204 links
[shortlinks] listening on http://localhost:3000
{"status":"ok","links":1204,"uptime_s":1,"version":"dev"}
State  Recv-Q Send-Q Local Address:Port Peer Address:PortProcess
LISTEN 0      512                *:3000            *:*    users:(("bun",pid=52210,fd=14))""", pgid=52198)
    turns = [
        (gshell("bun --version && cat package.json && ls src test", "Show the Bun version, the manifest and the source layout"), t1),
        (gshell(start, "Start the server in the background"), gr(start, "", pgid=51860, bg="51873")),
        (gshell(probe, "Check the server log, call /health and see what listens on :3000"), t3),
        (g_read(hpath), health),
        (g_replace(hpath, 'FROM link").get()', 'FROM links").get()'), replaced(hpath)),
        (gshell("bun test", "Run the test suite"), gr("bun test", "bun test v1.1.17 (bb66bba1)", pgid=52034, err=tests)),
        (gshell(restart, "Restart the background server with the fix"), gr(restart, "", pgid=52185, bg="52210")),
        (gshell(probe2, "Call /health on the restarted server"), t8),
    ]
    rs.add(task="swe", tid="h48-swe-16", system=gem(root), turns=turns, state=state, bad=True, turn=3,
           kind="listening server's PID differs from the background PID just reported, with no restart")


# Svelte components with Vitest (OpenHands) - clean
def t17(rs: RowSet) -> None:
    root = "/workspace/svelte-kanban"
    state = ("Repository /workspace/svelte-kanban (SvelteKit 2 app, Node 20.14.0, npm 10.7.0, dependencies installed), "
             "branch fix/due-labels, clean tree.\n"
             "Issue #57: \"A card due tomorrow morning shows 'today' when I look at the board late in the evening, and never says "
             "'tomorrow' at all.\" Fix formatDue and give DueBadge.svelte its own component tests (it has none).")
    pkg = '''{
  "name": "svelte-kanban",
  "version": "0.9.2",
  "private": true,
  "type": "module",
  "scripts": {
    "dev": "vite dev",
    "build": "vite build",
    "preview": "vite preview",
    "check": "svelte-kit sync && svelte-check --tsconfig ./tsconfig.json",
    "test": "vitest run",
    "lint": "eslint ."
  },
  "devDependencies": {
    "@sveltejs/adapter-static": "^3.0.2",
    "@sveltejs/kit": "^2.5.10",
    "@sveltejs/vite-plugin-svelte": "^3.1.1",
    "@testing-library/jest-dom": "^6.4.6",
    "@testing-library/svelte": "^5.1.0",
    "eslint": "^8.57.0",
    "eslint-plugin-svelte": "^2.39.3",
    "jsdom": "^24.1.0",
    "svelte": "^4.2.18",
    "svelte-check": "^3.8.0",
    "typescript": "^5.4.5",
    "vite": "^5.2.13",
    "vitest": "^1.6.0"
  }
}'''
    sep = "⎯" * 7
    fail_details = f"""
{sep} Failed Tests 2 {sep}

 FAIL  src/lib/utils/date.test.ts > formatDue > says "tomorrow" for the next calendar day
AssertionError: expected 'in 1 day' to be 'tomorrow' // Object.is equality

- Expected
+ Received

- tomorrow
+ in 1 day

 ❯ src/lib/utils/date.test.ts:18:59
     16|   it('says "tomorrow" for the next calendar day', () => {{
     17|     const now = new Date(2024, 5, 12, 9, 0);
     18|     expect(formatDue(new Date(2024, 5, 13, 9, 0), now)).toBe("tomorrow");
       |                                                           ^
     19|   }});
     20|\x20

{"⎯" * 55}[1/2]⎯

 FAIL  src/lib/utils/date.test.ts > formatDue > counts calendar days, not 24h periods
AssertionError: expected 'today' to be 'tomorrow' // Object.is equality

- Expected
+ Received

- tomorrow
+ today

 ❯ src/lib/utils/date.test.ts:23:59
     21|   it("counts calendar days, not 24h periods", () => {{
     22|     const now = new Date(2024, 5, 12, 22, 0);
     23|     expect(formatDue(new Date(2024, 5, 13, 9, 0), now)).toBe("tomorrow");
       |                                                           ^
     24|   }});
     25|\x20

{"⎯" * 55}[2/2]⎯
"""
    t2 = oh_bash(f"""
 RUN  v1.6.0 /workspace/svelte-kanban

 ✓ src/lib/utils/slug.test.ts  (5 tests) 3ms
 ❯ src/lib/utils/date.test.ts  (8 tests | 2 failed) 19ms
   ❯ src/lib/utils/date.test.ts > formatDue > says "tomorrow" for the next calendar day
     → expected 'in 1 day' to be 'tomorrow' // Object.is equality
   ❯ src/lib/utils/date.test.ts > formatDue > counts calendar days, not 24h periods
     → expected 'today' to be 'tomorrow' // Object.is equality
 ✓ src/lib/stores/board.test.ts  (11 tests) 14ms
 ✓ src/lib/components/Card.test.ts  (6 tests) 88ms
{fail_details}
 Test Files  1 failed | 3 passed (4)
      Tests  2 failed | 28 passed (30)
   Start at  10:14:03
   Duration  2.41s (transform 312ms, setup 0ms, collect 1.12s, tests 124ms, environment 1.48s, prepare 611ms)
""", root, 1)
    date = '''const DAY = 24 * 60 * 60 * 1000;

/** Human label for a due date relative to `now` (both local time). */
export function formatDue(due: Date, now: Date = new Date()): string {
  const days = Math.round((due.getTime() - now.getTime()) / DAY);
  if (days === 0) return "today";
  if (days < 0) return days === -1 ? "yesterday" : `${-days} days overdue`;
  return `in ${days} day${days === 1 ? "" : "s"}`;
}

export function isOverdue(due: Date, now: Date = new Date()): boolean {
  return due.getTime() < startOfDay(now).getTime();
}

export function startOfDay(d: Date): Date {
  const out = new Date(d);
  out.setHours(0, 0, 0, 0);
  return out;
}'''
    old = '''  const days = Math.round((due.getTime() - now.getTime()) / DAY);
  if (days === 0) return "today";
  if (days < 0) return days === -1 ? "yesterday" : `${-days} days overdue`;
  return `in ${days} day${days === 1 ? "" : "s"}`;'''
    new = '''  // Compare calendar days, not 24h periods; round() absorbs DST shifts.
  const days = Math.round((startOfDay(due).getTime() - startOfDay(now).getTime()) / DAY);
  if (days === 0) return "today";
  if (days === 1) return "tomorrow";
  if (days < 0) return days === -1 ? "yesterday" : `${-days} days overdue`;
  return `in ${days} days`;'''
    date2 = date.replace(old, new)
    dpath = f"{root}/src/lib/utils/date.ts"
    t5 = oh_bash("""
 RUN  v1.6.0 /workspace/svelte-kanban

 ✓ src/lib/utils/slug.test.ts  (5 tests) 2ms
 ✓ src/lib/utils/date.test.ts  (8 tests) 6ms

 Test Files  2 passed (2)
      Tests  13 passed (13)
   Start at  10:16:40
   Duration  412ms (transform 58ms, setup 0ms, collect 61ms, tests 8ms, environment 0ms, prepare 203ms)
""", root)
    badge = '''<script lang="ts">
  import { formatDue, isOverdue } from "$lib/utils/date";

  export let due: Date;
  export let now: Date = new Date();

  $: label = formatDue(due, now);
  $: overdue = isOverdue(due, now);
</script>

<span class="due-badge" class:overdue data-testid="due-badge" title={due.toLocaleDateString()}>
  {label}
</span>

<style>
  .due-badge { font-size: 0.75rem; padding: 0.1rem 0.4rem; border-radius: 999px; background: var(--chip-bg); }
  .overdue { background: var(--danger-bg); color: var(--danger-fg); }
</style>'''
    bpath = f"{root}/src/lib/components/DueBadge.svelte"
    test = '''import { render, screen } from "@testing-library/svelte";
import { describe, expect, it } from "vitest";
import DueBadge from "./DueBadge.svelte";

const now = new Date(2024, 5, 12, 22, 0);

describe("DueBadge", () => {
  it("shows 'tomorrow' for the next calendar day", () => {
    render(DueBadge, { due: new Date(2024, 5, 13, 9, 0), now });
    expect(screen.getByTestId("due-badge").textContent?.trim()).toBe("tomorrow");
  });

  it("marks past due dates as overdue", () => {
    render(DueBadge, { due: new Date(2024, 5, 10), now });
    expect(screen.getByTestId("due-badge").classList.contains("overdue")).toBe(true);
  });

  it("is not overdue later the same day", () => {
    render(DueBadge, { due: new Date(2024, 5, 12, 23, 30), now });
    expect(screen.getByTestId("due-badge").classList.contains("overdue")).toBe(false);
  });
});
'''
    tpath = f"{root}/src/lib/components/DueBadge.test.ts"
    t9 = oh_bash("""
 RUN  v1.6.0 /workspace/svelte-kanban

 ✓ src/lib/utils/slug.test.ts  (5 tests) 3ms
 ✓ src/lib/utils/date.test.ts  (8 tests) 7ms
 ✓ src/lib/stores/board.test.ts  (11 tests) 15ms
 ✓ src/lib/components/DueBadge.test.ts  (3 tests) 41ms
 ✓ src/lib/components/Card.test.ts  (6 tests) 92ms

 Test Files  5 passed (5)
      Tests  33 passed (33)
   Start at  10:19:27
   Duration  2.63s (transform 355ms, setup 0ms, collect 1.31s, tests 158ms, environment 1.87s, prepare 742ms)
""", root)
    t10 = oh_bash("""====================================
Loading svelte-check in workspace: /workspace/svelte-kanban
Getting Svelte diagnostics...

svelte-check found 0 errors and 0 warnings""", root)
    di, dd = numstat(date, date2)
    nt = len(test.rstrip("\n").split("\n"))
    t11 = oh_bash(f""" M src/lib/utils/date.ts
?? src/lib/components/DueBadge.test.ts
 src/lib/utils/date.ts | {di + dd} {'+' * di}{'-' * dd}
 1 file changed, {di} insertions(+), {dd} deletions(-)""", root)
    t12 = oh_bash(f"""[fix/due-labels 0b7d5e2] formatDue: compare calendar days and say "tomorrow" (#57)
 2 files changed, {di + nt} insertions(+), {dd} deletions(-)
 create mode 100644 src/lib/components/DueBadge.test.ts
0b7d5e2 (HEAD -> fix/due-labels) formatDue: compare calendar days and say "tomorrow" (#57)
f41c8a9 (origin/main, origin/HEAD, main) Board: persist column collapse state
2e9a076 Card: keyboard shortcuts for move left/right""", root)
    turns = [
        (bash("cd /workspace/svelte-kanban && cat package.json"), oh_bash(pkg, root)),
        (bash("npx vitest run"), t2),
        (editor("view", dpath), cat_n(dpath, date)),
        (editor("str_replace", dpath, old_str=old, new_str=new), ed(dpath, date2, 1, 14)),
        (bash("npx vitest run src/lib/utils"), t5),
        (bash("ls src/lib/components"), oh_bash("Board.svelte\nCard.svelte\nCard.test.ts\nColumn.svelte\nDueBadge.svelte\nNewCardForm.svelte", root)),
        (editor("view", bpath), cat_n(bpath, badge)),
        (editor("create", tpath, file_text=test), created(tpath)),
        (bash("npx vitest run"), t9),
        (bash("npx svelte-check --threshold error 2>&1 | tail -5"), t10),
        (bash("git status --short && git diff --stat"), t11),
        (bash("git add -A && git commit -m 'formatDue: compare calendar days and say \"tomorrow\" (#57)' && git log --oneline -3"), t12),
    ]
    rs.add(task="swe", tid="h48-swe-17", system=oh(root), turns=turns, state=state)


# PyTorch training script with pytest (Gemini CLI) - bad
def t18(rs: RowSet) -> None:
    root = "/home/jlee/work/seg-trainer"
    state = ("Gemini CLI session in /home/jlee/work/seg-trainer (PyTorch segmentation trainer; Python 3.11.9 venv with torch 2.3.1+cu121, "
             "pytest 8.2.2, ruff 0.4.8; no GPU on this box).\n"
             "The branch fix/grad-accum-scaling is checked out; its last commit adds a failing test.\n"
             "User: \"With grad_accum_steps > 1 training diverges - the grads look N times too large. Make the new test pass without "
             "breaking the others, add a couple of edge-case tests, and keep ruff clean.\"")
    t1 = gr("git status && git log --oneline -3 && python -c 'import torch; print(torch.__version__, torch.cuda.is_available())'",
            """On branch fix/grad-accum-scaling
Your branch is up to date with 'origin/fix/grad-accum-scaling'.

nothing to commit, working tree clean
a7c3e91 (HEAD -> fix/grad-accum-scaling, origin/fix/grad-accum-scaling) Add failing test for grad accumulation equivalence
5d20b4f (origin/main, origin/HEAD, main) Cosine LR schedule with warmup
c18e0a2 Dice + CE combined loss
2.3.1+cu121 False""", pgid=20417)
    t2 = gr("python -m pytest -q tests", """...F...............                                                      [100%]
=================================== FAILURES ===================================
____________________ test_accumulation_matches_large_batch _____________________

tiny_model = UNetSmall(
  (enc1): ConvBlock(...)
  (enc2): ConvBlock(...)
  (dec1): UpBlock(...)
  (head): Conv2d(16, 3, kernel_size=(1, 1), stride=(1, 1))
)
tiny_batch = {'image': tensor([[[[0.4963, 0.7682, 0.0885,  ..., 0.3074, 0.6341, 0.4901],
          [0.8964, 0.4556, 0.6323,  ..., 0.3489, 0.4017, 0.0223],
          ...]]]), 'mask': tensor([[[0, 0, 1,  ..., 2, 2, 0], ...]])}

    def test_accumulation_matches_large_batch(tiny_model, tiny_batch):
        \"\"\"4 micro-batches of 2 with accum=4 must give the same grads as one batch of 8.\"\"\"
        ref = copy.deepcopy(tiny_model)
        cfg = TrainConfig(batch_size=2, grad_accum_steps=4, lr=0.0, device="cpu", log_every=1000)
        g_acc = _grads_after_accumulation(tiny_model, tiny_batch, cfg)
        g_ref = _grads_single_batch(ref, tiny_batch)
>       torch.testing.assert_close(g_acc, g_ref, rtol=1e-4, atol=1e-6)
E       AssertionError: Tensor-likes are not close!
E      \x20
E       Mismatched elements: 432 / 432 (100.0%)
E       Greatest absolute difference: 0.03721 at index (5, 2, 1, 0) (up to 1e-06 allowed)
E       Greatest relative difference: 3.000 at index (0, 0, 0, 1) (up to 0.0001 allowed)

tests/test_train.py:88: AssertionError
=========================== short test summary info ============================
FAILED tests/test_train.py::test_accumulation_matches_large_batch - AssertionError: Tensor-likes are not close!
1 failed, 18 passed in 6.94s""", code=1, pgid=20466)
    part = '''def train_one_epoch(model, loader, optimizer, scheduler, loss_fn, cfg, scaler=None, log=print):
    """One pass over `loader`; steps the optimizer every `cfg.grad_accum_steps` micro-batches."""
    model.train()
    optimizer.zero_grad(set_to_none=True)
    running, seen = 0.0, 0
    for step, batch in enumerate(loader, start=1):
        images = batch["image"].to(cfg.device, non_blocking=True)
        masks = batch["mask"].to(cfg.device, non_blocking=True)
        with torch.autocast(device_type=cfg.device_type, dtype=cfg.amp_dtype, enabled=cfg.amp):
            logits = model(images)
            loss = loss_fn(logits, masks)
        if scaler is not None:
            scaler.scale(loss).backward()
        else:
            loss.backward()
        running += loss.item() * images.size(0)
        seen += images.size(0)
        if step % cfg.grad_accum_steps == 0:
            if cfg.clip_grad_norm:
                if scaler is not None:
                    scaler.unscale_(optimizer)
                torch.nn.utils.clip_grad_norm_(model.parameters(), cfg.clip_grad_norm)
            if scaler is not None:
                scaler.step(optimizer)
                scaler.update()
            else:
                optimizer.step()
            optimizer.zero_grad(set_to_none=True)
            scheduler.step()
        if step % cfg.log_every == 0:
            log(f"step {step:>5}  loss {running / seen:.4f}  lr {scheduler.get_last_lr()[0]:.2e}")
    return running / max(seen, 1)


@torch.no_grad()
def evaluate(model, loader, loss_fn, cfg):
    model.eval()
    total, dice_sum, n = 0.0, 0.0, 0
    for batch in loader:
        images = batch["image"].to(cfg.device)'''
    old = '''        if scaler is not None:
            scaler.scale(loss).backward()
        else:
            loss.backward()'''
    new = '''        # average over micro-batches so accumulated grads match one large batch
        scaled = loss / cfg.grad_accum_steps
        if scaler is not None:
            scaler.scale(scaled).backward()
        else:
            scaled.backward()'''
    ins, dels = numstat(old, new)
    tr = f"{root}/src/segtrainer/train.py"
    t5 = gr("python -m pytest -q tests", """...................                                                      [100%]
19 passed in 7.21s""", pgid=20702)
    run = "python -m segtrainer.train --config configs/tiny.yaml --max-steps 8 --device cpu"
    t6 = gr(run, """2024-06-12 11:12:03 | INFO | config: configs/tiny.yaml  model=unet_small  batch_size=2  grad_accum_steps=4  lr=3.0e-04  amp=False  device=cpu
2024-06-12 11:12:03 | INFO | data: 64 train / 16 val images (synthetic shapes, 64x64)
2024-06-12 11:12:03 | INFO | params: 1.93M trainable
2024-06-12 11:12:03 | INFO | run dir: runs/tiny-20240612-111203
step     2  loss 1.3871  lr 3.00e-05
step     4  loss 1.3702  lr 6.00e-05
step     6  loss 1.3655  lr 6.00e-05
step     8  loss 1.3489  lr 9.00e-05
2024-06-12 11:12:09 | INFO | max_steps=8 reached after 2 optimizer steps
2024-06-12 11:12:10 | INFO | val: loss 1.3512  dice 0.081
2024-06-12 11:12:10 | INFO | saved runs/tiny-20240612-111203/last.pt (7.4 MB)""", pgid=20781)
    t7 = gr("git status && git diff --stat", f"""On branch main
Your branch is up to date with 'origin/main'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   src/segtrainer/train.py

no changes added to commit (use "git add" and/or "git commit -a")
 src/segtrainer/train.py | {ins + dels} {'+' * ins}{'-' * dels}
 1 file changed, {ins} insertions(+), {dels} deletions(-)""", pgid=20833)
    newtest = '''import copy

import pytest
import torch

from segtrainer.config import TrainConfig
from segtrainer.train import train_one_epoch


class _NoSched:
    def step(self):
        pass

    def get_last_lr(self):
        return [0.0]


def _one_epoch(model, batch, accum, n_micro):
    loader = [{k: v[i::n_micro] for k, v in batch.items()} for i in range(n_micro)]
    opt = torch.optim.SGD(model.parameters(), lr=0.0)
    cfg = TrainConfig(batch_size=2, grad_accum_steps=accum, lr=0.0, device="cpu", log_every=1000)
    grads = {}

    def keep(_opt, *args, **kwargs):
        grads.update({n: p.grad.clone() for n, p in model.named_parameters()})

    opt.register_step_post_hook(keep)
    loss = train_one_epoch(model, loader, opt, _NoSched(), torch.nn.CrossEntropyLoss(), cfg)
    return loss, grads


def test_accum_one_is_a_plain_step(tiny_model, tiny_batch):
    ref = copy.deepcopy(tiny_model)
    _, g1 = _one_epoch(tiny_model, tiny_batch, accum=1, n_micro=1)
    _, g2 = _one_epoch(ref, tiny_batch, accum=1, n_micro=1)
    for name in g1:
        torch.testing.assert_close(g1[name], g2[name])


@pytest.mark.parametrize("accum", [2, 4])
def test_reported_loss_is_not_divided(tiny_model, tiny_batch, accum):
    ref = copy.deepcopy(tiny_model)
    loss_acc, _ = _one_epoch(tiny_model, tiny_batch, accum=accum, n_micro=accum)
    loss_one, _ = _one_epoch(ref, tiny_batch, accum=1, n_micro=1)
    assert loss_acc == pytest.approx(loss_one, rel=1e-5)
'''
    npath = f"{root}/tests/test_grad_accum.py"
    t9 = gr("python -m pytest -q tests", """......................                                                   [100%]
22 passed in 8.02s""", pgid=20990)
    t10 = gr("ruff check src tests && ruff format --check src tests", "All checks passed!\n17 files already formatted", pgid=21034)
    turns = [
        (gshell("git status && git log --oneline -3 && python -c 'import torch; print(torch.__version__, torch.cuda.is_available())'",
                "Branch state, recent commits and the torch build"), t1),
        (gshell("python -m pytest -q tests", "Run the test suite"), t2),
        (g_read(tr, offset=40, limit=40), truncated(part, 41, 80, 163)),
        (g_replace(tr, old, new), replaced(tr)),
        (gshell("python -m pytest -q tests", "Run the test suite again"), t5),
        (gshell(run, "Smoke-run 8 training steps on CPU"), t6),
        (gshell("git status && git diff --stat", "Check the working tree"), t7),
        (g_write(npath, newtest), f"Successfully created and wrote to new file: {npath}."),
        (gshell("python -m pytest -q tests", "Run the whole suite with the new tests"), t9),
        (gshell("ruff check src tests && ruff format --check src tests", "Lint and format check"), t10),
    ]
    rs.add(task="swe", tid="h48-swe-18", system=gem(root), turns=turns, state=state, bad=True, turn=7,
           kind="git status reports a different checked-out branch with no checkout or switch run")


# Python packaging with hatch and tox (OpenHands) - bad
def t19(rs: RowSet) -> None:
    root = "/workspace/tinyretry"
    state = ("Repository /workspace/tinyretry (pure-Python library, hatchling build backend; hatch 1.12.0, tox 4.15.1, twine 5.1.0 "
             "installed), branch fix/version-source, clean tree. The tag v1.3.1 already exists.\n"
             "Issue #9: \"1.3.1 was tagged but pyproject.toml still says 1.3.0, so the built wheel is mislabelled. Read the version "
             "from src/tinyretry/__about__.py (single source), rebuild, verify the artifacts and run tox.\"")
    pyproject = '''[build-system]
requires = ["hatchling>=1.21"]
build-backend = "hatchling.build"

[project]
name = "tinyretry"
version = "1.3.0"
description = "Small, typed retry decorator with jittered backoff"
readme = "README.md"
requires-python = ">=3.9"
license = "MIT"
authors = [{ name = "Priya Raman", email = "priya@raman.dev" }]
classifiers = [
  "Programming Language :: Python :: 3",
  "License :: OSI Approved :: MIT License",
  "Typing :: Typed",
]
dependencies = []

[project.urls]
Source = "https://github.com/praman/tinyretry"
Changelog = "https://github.com/praman/tinyretry/blob/main/CHANGELOG.md"

[tool.hatch.build.targets.sdist]
include = ["src/tinyretry", "tests", "README.md", "CHANGELOG.md", "tox.ini"]

[tool.hatch.build.targets.wheel]
packages = ["src/tinyretry"]'''
    about = '__version__ = "1.3.1"'
    p2 = pyproject.replace('version = "1.3.0"', 'dynamic = ["version"]')
    p3 = p2.replace("[tool.hatch.build.targets.sdist]", '[tool.hatch.version]\npath = "src/tinyretry/__about__.py"\n\n[tool.hatch.build.targets.sdist]')
    ppath = f"{root}/pyproject.toml"
    whl_sha = "9f2c4e81b07d3a56c1e8f0a4d29b7c63e5a1f8d04b6c92e7a3d5f1c08e4b7a29"
    sd_sha = "5b81e0c7d4a2f9366e1c8b0d7a3f52e9c4b6a1d80f7e3c25b9d4a6e1f0c8b273"
    rule = "─" * 37
    t4 = oh_bash(f"""{rule} sdist {rule}
dist/tinyretry-1.3.1.tar.gz
{rule} wheel {rule}
dist/tinyretry-1.3.1-py3-none-any.whl
{whl_sha}  dist/tinyretry-1.3.1-py3-none-any.whl
{sd_sha}  dist/tinyretry-1.3.1.tar.gz
Archive:  dist/tinyretry-1.3.1-py3-none-any.whl
  Length      Date    Time    Name
---------  ---------- -----   ----
       22  02-02-2020 00:00   tinyretry/__about__.py
      412  02-02-2020 00:00   tinyretry/__init__.py
     3871  02-02-2020 00:00   tinyretry/_backoff.py
     5126  02-02-2020 00:00   tinyretry/_retry.py
        0  02-02-2020 00:00   tinyretry/py.typed
     1630  02-02-2020 00:00   tinyretry-1.3.1.dist-info/METADATA
       87  02-02-2020 00:00   tinyretry-1.3.1.dist-info/WHEEL
     1067  02-02-2020 00:00   tinyretry-1.3.1.dist-info/licenses/LICENSE
      731  02-02-2020 00:00   tinyretry-1.3.1.dist-info/RECORD
---------                     -------
    12946                     9 files""", root)
    drift = whl_sha[:32] + "d0a7e4c1b95f28e3" + whl_sha[48:]
    t5 = oh_bash(f"""dist/tinyretry-1.3.1-py3-none-any.whl:
--hash=sha256:{drift}
Checking dist/tinyretry-1.3.1-py3-none-any.whl: PASSED
Checking dist/tinyretry-1.3.1.tar.gz: PASSED""", root)
    t6 = oh_bash(""".pkg: _optional_hooks> python /opt/miniconda3/envs/testbed/lib/python3.11/site-packages/pyproject_api/_backend.py True hatchling.build
.pkg: get_requires_for_build_sdist> python /opt/miniconda3/envs/testbed/lib/python3.11/site-packages/pyproject_api/_backend.py True hatchling.build
.pkg: build_sdist> python /opt/miniconda3/envs/testbed/lib/python3.11/site-packages/pyproject_api/_backend.py True hatchling.build
py311: install_package> python -I -m pip install --force-reinstall --no-deps /workspace/tinyretry/.tox/.tmp/package/1/tinyretry-1.3.1.tar.gz
py311: commands[0]> pytest -q
........................                                                 [100%]
24 passed in 0.61s
py312: install_package> python -I -m pip install --force-reinstall --no-deps /workspace/tinyretry/.tox/.tmp/package/2/tinyretry-1.3.1.tar.gz
py312: commands[0]> pytest -q
........................                                                 [100%]
24 passed in 0.58s
.pkg: _exit> python /opt/miniconda3/envs/testbed/lib/python3.11/site-packages/pyproject_api/_backend.py True hatchling.build
  py311: OK (4.12=setup[3.41]+cmd[0.71] seconds)
  py312: OK (3.87=setup[3.19]+cmd[0.68] seconds)
  congratulations :) (8.06 seconds)""", root)
    t7 = oh_bash('''diff --git a/pyproject.toml b/pyproject.toml
index 4c1d8e2..b7a09f5 100644
--- a/pyproject.toml
+++ b/pyproject.toml
@@ -4,7 +4,7 @@ build-backend = "hatchling.build"
\x20
 [project]
 name = "tinyretry"
-version = "1.3.0"
+dynamic = ["version"]
 description = "Small, typed retry decorator with jittered backoff"
 readme = "README.md"
 requires-python = ">=3.9"
@@ -21,6 +21,9 @@ dependencies = []
 Source = "https://github.com/praman/tinyretry"
 Changelog = "https://github.com/praman/tinyretry/blob/main/CHANGELOG.md"
\x20
+[tool.hatch.version]
+path = "src/tinyretry/__about__.py"
+
 [tool.hatch.build.targets.sdist]
 include = ["src/tinyretry", "tests", "README.md", "CHANGELOG.md", "tox.ini"]
 ''', root)
    t8 = oh_bash("""[fix/version-source 6e3f0a1] Read the version from __about__.py (#9)
 1 file changed, 4 insertions(+), 1 deletion(-)
6e3f0a1 (HEAD -> fix/version-source) Read the version from __about__.py (#9)
c92d7b4 (tag: v1.3.1, origin/main, origin/HEAD, main) Release 1.3.1
81a5e3f Jitter: use full jitter by default""", root)
    turns = [
        (bash("cd /workspace/tinyretry && cat pyproject.toml src/tinyretry/__about__.py && git status --short"),
         oh_bash(pyproject + "\n" + about, root)),
        (editor("str_replace", ppath, old_str='version = "1.3.0"', new_str='dynamic = ["version"]'), ed(ppath, p2, 3, 11)),
        (editor("str_replace", ppath, old_str="[tool.hatch.build.targets.sdist]",
                new_str='[tool.hatch.version]\npath = "src/tinyretry/__about__.py"\n\n[tool.hatch.build.targets.sdist]'), ed(ppath, p3, 21, 32)),
        (bash("rm -rf dist && hatch build && sha256sum dist/* && unzip -l dist/tinyretry-1.3.1-py3-none-any.whl"), t4),
        (bash("python -m pip hash dist/tinyretry-1.3.1-py3-none-any.whl && python -m twine check dist/*"), t5),
        (bash("tox -e py311,py312"), t6),
        (bash("git diff"), t7),
        (bash("git commit -am 'Read the version from __about__.py (#9)' && git log --oneline -3"), t8),
    ]
    rs.add(task="swe", tid="h48-swe-19", system=oh(root), turns=turns, state=state, bad=True, turn=5,
           kind="sha256 of the built wheel differs between sha256sum and pip hash with no rebuild in between")


# Dockerfile with hadolint and container-structure-test (Gemini CLI) - clean
def t20(rs: RowSet) -> None:
    root = "/home/ops/images/pg-backup-runner"
    state = ("Gemini CLI session in /home/ops/images/pg-backup-runner (image that runs scheduled pg_dump backups with supercronic; "
             "git, branch chore/hadolint, clean tree).\n"
             "Docker 26.1.4 with BuildKit, hadolint 2.12.0, container-structure-test 1.19.1. The image was last built two days ago.\n"
             "User: \"CI now runs hadolint. Make the Dockerfile pass it, rebuild pg-backup-runner:dev and make sure the structure tests "
             "still pass.\"")
    df = '''FROM debian:bookworm-slim

ARG PG_MAJOR=15
ENV DEBIAN_FRONTEND=noninteractive

RUN apt-get update && apt-get install -y postgresql-client-${PG_MAJOR} curl ca-certificates gzip unzip

# aws cli v2 for uploads
RUN curl -sSL "https://awscli.amazonaws.com/awscli-exe-linux-x86_64-2.17.0.zip" -o /tmp/awscli.zip \\
    && unzip -q /tmp/awscli.zip -d /tmp && /tmp/aws/install && rm -rf /tmp/aws /tmp/awscli.zip

# supercronic runs the schedule in the foreground
RUN curl -sSL https://github.com/aptible/supercronic/releases/download/v0.2.30/supercronic-linux-amd64 | install -m 0755 /dev/stdin /usr/local/bin/supercronic
RUN useradd --system --uid 10001 --create-home --home-dir /var/lib/pgbackup backup

COPY --chown=backup:backup bin/ /usr/local/bin/
COPY crontab /etc/pgbackup/crontab

USER backup
WORKDIR /var/lib/pgbackup
ENTRYPOINT ["supercronic", "/etc/pgbackup/crontab"]
'''
    df2 = '''FROM debian:bookworm-slim

ARG PG_MAJOR=15
ENV DEBIAN_FRONTEND=noninteractive
SHELL ["/bin/bash", "-o", "pipefail", "-c"]

RUN apt-get update \\
    && apt-get install -y --no-install-recommends \\
        postgresql-client-${PG_MAJOR}=15.7-0+deb12u1 \\
        curl=7.88.1-10+deb12u6 \\
        ca-certificates=20230311 \\
        gzip=1.12-1 \\
        unzip=6.0-28 \\
    && rm -rf /var/lib/apt/lists/*

# aws cli v2 for uploads
RUN curl -sSL "https://awscli.amazonaws.com/awscli-exe-linux-x86_64-2.17.0.zip" -o /tmp/awscli.zip \\
    && unzip -q /tmp/awscli.zip -d /tmp && /tmp/aws/install && rm -rf /tmp/aws /tmp/awscli.zip

# supercronic runs the schedule in the foreground; a system user owns the backups
RUN curl -sSL https://github.com/aptible/supercronic/releases/download/v0.2.30/supercronic-linux-amd64 \\
        | install -m 0755 /dev/stdin /usr/local/bin/supercronic \\
    && useradd --system --uid 10001 --create-home --home-dir /var/lib/pgbackup backup

COPY --chown=backup:backup bin/ /usr/local/bin/
COPY crontab /etc/pgbackup/crontab

USER backup
WORKDIR /var/lib/pgbackup
ENTRYPOINT ["supercronic", "/etc/pgbackup/crontab"]
'''
    dpath = f"{root}/Dockerfile"
    t1 = gr("hadolint Dockerfile", """Dockerfile:6 DL3008 warning: Pin versions in apt get install. Instead of `apt-get install <package>` use `apt-get install <package>=<version>`
Dockerfile:6 DL3009 info: Delete the apt-get lists after installing something
Dockerfile:6 DL3015 info: Avoid additional packages by specifying `--no-install-recommends`
Dockerfile:13 DL4006 warning: Set the SHELL option -o pipefail before RUN with a pipe in it. If you are using /bin/sh in an alpine image or if your shell is symlinked to busybox then consider explicitly setting your SHELL to /bin/ash, or disable this check
Dockerfile:14 DL3059 info: Multiple consecutive `RUN` instructions. Consider consolidation.""", code=1, pgid=8801)
    fmt = "docker images pg-backup-runner --format 'table {{.Repository}}\\t{{.Tag}}\\t{{.ID}}\\t{{.CreatedSince}}\\t{{.Size}}'"
    t3 = gr(fmt, """REPOSITORY         TAG       IMAGE ID       CREATED       SIZE
pg-backup-runner   dev       3f9a1c22be07   2 days ago    412MB
pg-backup-runner   1.4.0     b61e0d9a7c54   3 weeks ago   409MB""", pgid=8840)
    build = "docker build -t pg-backup-runner:dev . 2>&1 | tail -30"
    t6 = gr(build, """#5 [1/7] FROM docker.io/library/debian:bookworm-slim@sha256:5f7d5664eae4a192c2d2d6cb67fc3f3c7891a8722cd2903cc35aa649a12b0c8d
#5 CACHED

#6 [2/7] RUN apt-get update     && apt-get install -y --no-install-recommends         postgresql-client-${PG_MAJOR}=15.7-0+deb12u1         curl=7.88.1-10+deb12u6         ca-certificates=20230311         gzip=1.12-1         unzip=6.0-28     && rm -rf /var/lib/apt/lists/*
#6 0.412 Get:1 http://deb.debian.org/debian bookworm InRelease [151 kB]
#6 0.598 Get:2 http://deb.debian.org/debian bookworm-updates InRelease [55.4 kB]
#6 0.611 Get:3 http://deb.debian.org/debian-security bookworm-security InRelease [48.0 kB]
#6 1.233 Fetched 9182 kB in 1s (9104 kB/s)
#6 3.871 The following NEW packages will be installed:
#6 3.871   ca-certificates curl gzip libpq5 postgresql-client-15 postgresql-client-common unzip ...
#6 14.02 Setting up postgresql-client-15 (15.7-0+deb12u1) ...
#6 DONE 14.8s

#7 [3/7] RUN curl -sSL "https://awscli.amazonaws.com/awscli-exe-linux-x86_64-2.17.0.zip" -o /tmp/awscli.zip     && unzip -q /tmp/awscli.zip -d /tmp && /tmp/aws/install && rm -rf /tmp/aws /tmp/awscli.zip
#7 22.91 You can now run: /usr/local/bin/aws --version
#7 DONE 23.6s

#8 [4/7] RUN curl -sSL https://github.com/aptible/supercronic/releases/download/v0.2.30/supercronic-linux-amd64         | install -m 0755 /dev/stdin /usr/local/bin/supercronic     && useradd --system --uid 10001 --create-home --home-dir /var/lib/pgbackup backup
#8 DONE 2.1s

#9 [5/7] COPY --chown=backup:backup bin/ /usr/local/bin/
#9 DONE 0.0s

#10 [6/7] COPY crontab /etc/pgbackup/crontab
#10 DONE 0.0s

#11 [7/7] WORKDIR /var/lib/pgbackup
#11 DONE 0.0s

#12 exporting to image
#12 exporting layers
#12 exporting layers 3.9s done
#12 writing image sha256:8c2e0d7f41a9b3e6c5d28f07a1e94b3c6d7f2e81a05c9b4d3e6f18a27c5d0b94 done
#12 naming to docker.io/library/pg-backup-runner:dev done
#12 DONE 3.9s""", pgid=8977)
    dang = "docker images --filter dangling=true --format 'table {{.Repository}}\\t{{.Tag}}\\t{{.ID}}\\t{{.CreatedSince}}\\t{{.Size}}'"
    t7 = gr(fmt + " && " + dang, """REPOSITORY         TAG       IMAGE ID       CREATED          SIZE
pg-backup-runner   dev       8c2e0d7f41a9   41 seconds ago   297MB
pg-backup-runner   1.4.0     b61e0d9a7c54   3 weeks ago      409MB
REPOSITORY   TAG       IMAGE ID       CREATED      SIZE
<none>       <none>    3f9a1c22be07   2 days ago   412MB""", pgid=9012)
    cst = "container-structure-test test --image pg-backup-runner:dev --config tests/structure.yaml"
    t8 = gr(cst, """
=============================================
====== Test file: structure.yaml ======
=============================================
=== RUN: Command Test: pg_dump matches PG_MAJOR
--- PASS
duration: 418.027ms
stdout: pg_dump (PostgreSQL) 15.7 (Debian 15.7-0+deb12u1)

=== RUN: Command Test: aws cli present
--- PASS
duration: 1.034s
stdout: aws-cli/2.17.0 Python/3.11.8 Linux/6.5.0-41-generic exe/x86_64.debian.12

=== RUN: Command Test: supercronic present
--- PASS
duration: 391.52ms
stdout: v0.2.30

=== RUN: File Existence Test: crontab
--- PASS
duration: 0s
=== RUN: File Existence Test: backup script is executable
--- PASS
duration: 0s
=== RUN: Metadata Test
--- PASS
duration: 0s

=============================================
================== RESULTS ==================
=============================================
Passes:      6
Failures:    0
Duration:    1.843s
Total tests: 6

PASS""", pgid=9101)
    ins, dels = numstat(df, df2)
    t9 = gr("git status --short && git diff --stat", f""" M Dockerfile
 Dockerfile | {ins + dels} {'+' * ins}{'-' * dels}
 1 file changed, {ins} insertions(+), {dels} deletions(-)""", pgid=9140)
    turns = [
        (gshell("hadolint Dockerfile", "Lint the Dockerfile"), t1),
        (g_read(dpath), df),
        (gshell(fmt, "Show the current pg-backup-runner images"), t3),
        (g_write(dpath, df2), f"Successfully overwrote file: {dpath}."),
        (gshell("hadolint Dockerfile", "Lint the rewritten Dockerfile"), gr("hadolint Dockerfile", "", pgid=8934)),
        (gshell(build, "Rebuild pg-backup-runner:dev"), t6),
        (gshell(fmt + " && " + dang, "Compare the images after the rebuild"), t7),
        (gshell(cst, "Run the container structure tests against the new image"), t8),
        (gshell("git status --short && git diff --stat", "Summarise the change"), t9),
    ]
    rs.add(task="swe", tid="h48-swe-20", system=gem(root), turns=turns, state=state)


def ans_task(name: str, results: list[str]) -> str:
    head = f"TASK [{name}] "
    return head + "*" * max(3, 80 - len(head)) + "\n" + "\n".join(results)


# Ansible role with molecule (OpenHands) - bad
def t21(rs: RowSet) -> None:
    root = "/workspace/ansible-role-chrony"
    state = ("Repository /workspace/ansible-role-chrony (Ansible role `chrony`; ansible-core 2.17.1, molecule 24.6.0 with the docker "
             "driver, pytest-testinfra 10.1.1), branch feat/logrotate, clean tree.\n"
             "The `default` scenario's two instances were created and converged earlier today.\n"
             "Task: ship a logrotate policy for /var/log/chrony/*.log with the role, keep the role idempotent, and cover it in the "
             "testinfra tests.")
    t1 = oh_bash("""INFO     Running default > list
                  ╷             ╷                  ╷               ╷         ╷
  Instance Name   │ Driver Name │ Provisioner Name │ Scenario Name │ Created │ Converged
╶─────────────────┼─────────────┼──────────────────┼───────────────┼─────────┼───────────╴
  chrony-debian12 │ docker      │ ansible          │ default       │ true    │ true
  chrony-rocky9   │ docker      │ ansible          │ default       │ true    │ true
                  ╵             ╵                  ╵               ╵         ╵
CONTAINER ID   IMAGE                                           STATUS       NAMES
e04b8d2f61a7   geerlingguy/docker-rockylinux9-ansible:latest   Up 2 hours   chrony-rocky9
7c3e91af0d52   geerlingguy/docker-debian12-ansible:latest      Up 2 hours   chrony-debian12""", root)
    tasks = '''---
- name: Install chrony
  ansible.builtin.package:
    name: chrony
    state: present

- name: Ensure chrony log directory exists
  ansible.builtin.file:
    path: /var/log/chrony
    state: directory
    owner: "{{ chrony_user }}"
    group: "{{ chrony_user }}"
    mode: "0755"

- name: Deploy chrony.conf
  ansible.builtin.template:
    src: chrony.conf.j2
    dest: "{{ chrony_conf_path }}"
    owner: root
    group: root
    mode: "0644"
  notify: Restart chrony

- name: Remove conflicting ntp package
  ansible.builtin.package:
    name: ntp
    state: absent

- name: Enable and start chrony
  ansible.builtin.service:
    name: "{{ chrony_service }}"
    state: started
    enabled: true

- name: Flush handlers
  ansible.builtin.meta: flush_handlers

- name: Wait for a sync source
  ansible.builtin.command: chronyc -n waitsync 10 0 0 1
  changed_when: false'''
    old = '''    mode: "0755"

- name: Deploy chrony.conf'''
    new = '''    mode: "0755"

- name: Install logrotate policy for chrony logs
  ansible.builtin.template:
    src: chrony.logrotate.j2
    dest: /etc/logrotate.d/chrony
    owner: root
    group: root
    mode: "0644"

- name: Deploy chrony.conf'''
    tasks2 = tasks.replace(old, new)
    tpath = f"{root}/tasks/main.yml"
    lr = '''# {{ ansible_managed }}
/var/log/chrony/*.log {
    weekly
    rotate {{ chrony_logrotate_keep | default(8) }}
    missingok
    notifempty
    compress
    delaycompress
    sharedscripts
    postrotate
        /usr/bin/chronyc cyclelogs > /dev/null 2>&1 || true
    endscript
}
'''
    lpath = f"{root}/templates/chrony.logrotate.j2"
    hosts = ["chrony-debian12", "chrony-rocky9"]
    ok = [f"ok: [{h}]" for h in hosts]
    okr = [f"ok: [{h}]" for h in reversed(hosts)]
    chg = [f"changed: [{h}]" for h in reversed(hosts)]
    body = "\n\n".join([
        "PLAY [Converge] " + "*" * 64,
        ans_task("Gathering Facts", okr),
        ans_task("chrony : Install chrony", ok),
        ans_task("chrony : Ensure chrony log directory exists", ok),
        ans_task("chrony : Install logrotate policy for chrony logs", chg),
        ans_task("chrony : Deploy chrony.conf", ok),
        ans_task("chrony : Remove conflicting ntp package", okr),
        ans_task("chrony : Enable and start chrony", ok),
        ans_task("chrony : Wait for a sync source", ok),
    ])
    recap = "PLAY RECAP " + "*" * 69 + "\n" + "\n".join(
        f"{h:<27}: ok=8    changed={{c}}    unreachable=0    failed=0    skipped=0    rescued=0    ignored=0" for h in hosts)
    t5 = oh_bash("""INFO     default scenario test matrix: dependency, create, prepare, converge
INFO     Performing prerun with role_name_check=0...
INFO     Running default > dependency
WARNING  Skipping, missing the requirements file.
WARNING  Skipping, missing the requirements file.
INFO     Running default > create
WARNING  Skipping, instances already created.
INFO     Running default > prepare
WARNING  Skipping, prepare playbook not configured.
INFO     Running default > converge

""" + body + "\n\n" + recap.replace("{c}", "1"), root)
    t6 = oh_bash("\n" + recap.replace("{c}", "0") + """

INFO     Idempotence completed successfully.
CONTAINER ID   IMAGE                                           STATUS       NAMES
e04b8d2f61a7   geerlingguy/docker-rockylinux9-ansible:latest   Up 2 hours   chrony-rocky9
2b8f04d6c1e9   geerlingguy/docker-debian12-ansible:latest      Up 2 hours   chrony-debian12""", root)
    test = '''"""Testinfra checks for the chrony role."""

import pytest

testinfra_hosts = ["ansible://all"]


def test_chrony_installed(host):
    assert host.package("chrony").is_installed


def test_ntp_absent(host):
    assert not host.package("ntp").is_installed


@pytest.mark.parametrize("svc", ["chronyd", "chrony"])
def test_service_running(host, svc):
    s = host.service(svc)
    if not s.exists:
        pytest.skip(f"{svc} not present on this platform")
    assert s.is_running and s.is_enabled


def test_config_has_pool(host):
    rocky = host.system_info.distribution == "rocky"
    conf = host.file("/etc/chrony.conf" if rocky else "/etc/chrony/chrony.conf")
    assert conf.contains("^pool ")'''
    add = '''

def test_logrotate_policy(host):
    f = host.file("/etc/logrotate.d/chrony")
    assert f.exists and f.mode == 0o644
    assert f.contains("chronyc cyclelogs")'''
    n_test = len(test.split("\n"))
    test2 = test + "\n" + add
    vpath = f"{root}/molecule/default/tests/test_default.py"
    t9 = oh_bash("""INFO     default scenario test matrix: verify
INFO     Performing prerun with role_name_check=0...
INFO     Running default > verify
INFO     Executing Testinfra tests found in /workspace/ansible-role-chrony/molecule/default/tests/...
============================= test session starts ==============================
platform linux -- Python 3.11.9, pytest-8.2.2, pluggy-1.5.0
rootdir: /workspace/ansible-role-chrony
plugins: testinfra-10.1.1
collected 12 items

molecule/default/tests/test_default.py .......s....                      [100%]

======================== 11 passed, 1 skipped in 7.12s =========================
INFO     Verifier completed successfully.""", root)
    cmd1 = "cd /workspace/ansible-role-chrony && molecule list && docker ps --format 'table {{.ID}}\\t{{.Image}}\\t{{.Status}}\\t{{.Names}}'"
    turns = [
        (bash(cmd1), t1),
        (editor("view", tpath), cat_n(tpath, tasks)),
        (editor("str_replace", tpath, old_str=old, new_str=new), ed(tpath, tasks2, 9, 26)),
        (editor("create", lpath, file_text=lr), created(lpath)),
        (bash("molecule converge"), t5),
        (bash("molecule idempotence 2>&1 | tail -6 && docker ps --format 'table {{.ID}}\\t{{.Image}}\\t{{.Status}}\\t{{.Names}}'"), t6),
        (editor("view", vpath), cat_n(vpath, test)),
        (editor("insert", vpath, insert_line=n_test, new_str=add), ed(vpath, test2, n_test - 3, n_test + 7)),
        (bash("molecule verify"), t9),
    ]
    rs.add(task="swe", tid="h48-swe-21", system=oh(root), turns=turns, state=state, bad=True, turn=6,
           kind="container ID of a molecule instance changes though nothing recreated it")


# Remix app with Playwright (Gemini CLI) - clean
def t22(rs: RowSet) -> None:
    root = "/home/dana/apps/remix-notes"
    state = ("Gemini CLI session in /home/dana/apps/remix-notes (Remix 2.9 on Vite, Prisma with SQLite, Playwright 1.44.1 with chromium; "
             "git, branch fix/delete-redirect, clean tree). playwright.config.ts uses baseURL http://localhost:5173 and "
             "reuseExistingServer: true. Nothing is running on port 5173.\n"
             "User: \"The e2e test for deleting a note fails - after Delete the page stays on the note URL. Fix it and run the e2e suite.\"")
    start = "npx remix vite:dev --port 5173 > /tmp/remix-dev.log 2>&1 &"
    tests = [
        ("auth.spec.ts:8:3 › auth › redirects anonymous users to /login", "402ms"),
        ("auth.spec.ts:15:3 › auth › logs in with valid credentials", "1.1s"),
        ("auth.spec.ts:27:3 › auth › rejects a wrong password", "688ms"),
        ("auth.spec.ts:36:3 › auth › logs out", "954ms"),
        ("notes.spec.ts:12:3 › notes › lists existing notes", "812ms"),
        ("notes.spec.ts:20:3 › notes › creates a note", "1.3s"),
        ("notes.spec.ts:31:3 › notes › validates an empty title", "540ms"),
        ("notes.spec.ts:39:3 › notes › opens a note from the list", "776ms"),
        ("notes.spec.ts:48:3 › notes › deleting a note returns to the list", "5.4s"),
        ("notes.spec.ts:59:3 › notes › cannot delete someone else's note", "921ms"),
        ("notes.spec.ts:70:3 › notes › keeps notes after reload", "1.0s"),
        ("search.spec.ts:9:3 › search › finds by title", "733ms"),
        ("search.spec.ts:18:3 › search › finds by body text", "701ms"),
        ("search.spec.ts:27:3 › search › shows an empty state", "498ms"),
    ]

    def listing(fail: str | None, times: list[str] | None = None, only: list[int] | None = None) -> str:
        idx = only if only is not None else list(range(len(tests)))
        lines = []
        for k, i in enumerate(idx, 1):
            name, t = tests[i]
            if times:
                t = times[k - 1]
            mark = "✘" if fail and name.endswith(fail) else "✓"
            lines.append(f"  {mark}  {k:>2} [chromium] › {name} ({t})")
        return "\n".join(lines)

    run1 = "sleep 3; cat /tmp/remix-dev.log; npx playwright test --reporter=list"
    dev_log = """
  ➜  Local:   http://localhost:5173/
  ➜  Network: use --host to expose
"""
    t2 = gr(run1, dev_log + """
Running 14 tests using 4 workers

""" + listing("deleting a note returns to the list") + """

  1) [chromium] › notes.spec.ts:48:3 › notes › deleting a note returns to the list ─────────────────

    Error: Timed out 5000ms waiting for expect(page).toHaveURL(expected)

    Expected string: "http://localhost:5173/notes"
    Received string: "http://localhost:5173/notes/clx8r2qk0003ab12cd34ef56"
    Call log:
      - expect.toHaveURL with timeout 5000ms
      - waiting for locator(':root')
      -   locator resolved to <html lang="en">…</html>
      -   unexpected value "http://localhost:5173/notes/clx8r2qk0003ab12cd34ef56"


      52 |     await page.getByRole("link", { name: title }).click();
      53 |     await page.getByRole("button", { name: "Delete" }).click();
    > 54 |     await expect(page).toHaveURL("/notes");
         |                        ^
      55 |     await expect(page.getByText(title)).toHaveCount(0);
      56 |   });
      57 |

        at /home/dana/apps/remix-notes/tests/notes.spec.ts:54:24

  1 failed
    [chromium] › notes.spec.ts:48:3 › notes › deleting a note returns to the list ──────────────────
  13 passed (9.8s)""", code=1, pgid=38190)
    route = '''import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import invariant from "tiny-invariant";

import { deleteNote, getNote } from "~/models/note.server";
import { requireUserId } from "~/session.server";

export const loader = async ({ params, request }: LoaderFunctionArgs) => {
  const userId = await requireUserId(request);
  invariant(params.noteId, "noteId not found");
  const note = await getNote({ id: params.noteId, userId });
  if (!note) {
    throw new Response("Not Found", { status: 404 });
  }
  return json({ note });
};

export const action = async ({ params, request }: ActionFunctionArgs) => {
  const userId = await requireUserId(request);
  invariant(params.noteId, "noteId not found");
  await deleteNote({ id: params.noteId, userId });
  return json({ ok: true });
};

export default function NoteDetailsPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <div>
      <h3 className="text-2xl font-bold">{data.note.title}</h3>
      <p className="py-6">{data.note.body}</p>
      <hr className="my-4" />
      <Form method="post">
        <button type="submit" className="rounded bg-blue-500 px-4 py-2 text-white hover:bg-blue-600 focus:bg-blue-400">
          Delete
        </button>
      </Form>
    </div>
  );
}
'''
    rpath = f"{root}/app/routes/notes.$noteId.tsx"
    restart = "kill 38121; sleep 1; npx remix vite:dev --port 5173 > /tmp/remix-dev.log 2>&1 &"
    grep_run = "sleep 3; npx playwright test --reporter=list --grep delet"
    t7 = gr(grep_run, """
Running 2 tests using 2 workers

""" + listing(None, ["1.2s", "884ms"], [8, 9]) + """

  2 passed (3.1s)""", pgid=38802)
    t8 = gr("npx playwright test --reporter=list", """
Running 14 tests using 4 workers

""" + listing(None, ["398ms", "1.0s", "702ms", "931ms", "790ms", "1.2s", "512ms", "745ms", "1.3s", "897ms", "1.1s",
                     "716ms", "689ms", "503ms"]) + """

  14 passed (9.1s)""", pgid=38866)
    t9 = gr("ps -o pid,etime,args -p 38764; git status --short; git log --format='%h %ar %s' -3", """    PID     ELAPSED COMMAND
  38764       01:12 npm exec remix vite:dev --port 5173
 M app/routes/notes.$noteId.tsx
9e1b4c7 3 days ago Notes: search by title and body
47ad02e 4 days ago Playwright: seed a fresh user per worker
c0f9e35 6 days ago Upgrade to Remix 2.9 (Vite)""", pgid=38931)
    turns = [
        (gshell(start, "Start the Remix dev server in the background"), gr(start, "", pgid=38104, bg="38121")),
        (gshell(run1, "Show the dev server log and run the Playwright suite"), t2),
        (g_read(rpath), route),
        (g_replace(rpath, 'import { json } from "@remix-run/node";', 'import { json, redirect } from "@remix-run/node";'), replaced(rpath)),
        (g_replace(rpath, "  await deleteNote({ id: params.noteId, userId });\n  return json({ ok: true });",
                   '  await deleteNote({ id: params.noteId, userId });\n  return redirect("/notes");'), replaced(rpath)),
        (gshell(restart, "Restart the dev server"), gr(restart, "", pgid=38750, bg="38764")),
        (gshell(grep_run, "Run only the delete tests"), t7),
        (gshell("npx playwright test --reporter=list", "Run the full e2e suite"), t8),
        (gshell("ps -o pid,etime,args -p 38764; git status --short; git log --format='%h %ar %s' -3",
                "Check the dev server process and the repository state"), t9),
    ]
    rs.add(task="swe", tid="h48-swe-22", system=gem(root), turns=turns, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
