"""kubectl's objects (effects/kubernetes.py): a delete or create of named objects, verbs that only change
objects, and `kubectl get` read as complete listings of the kinds commands make."""

from __future__ import annotations

import shlex

from playground.decoherence.effects.kubernetes import kube_call
from tests.decoherence.test_rules import run_case, terminal_case

PROMPT = "ops@bastion:~$"
CMS = ("NAME                  DATA   AGE\ncollector-flags       3      41d\ncollector-flags-old   3      97d\n"
       "kube-root-ca.crt      1      97d")
PODS = ("NAME                         READY   STATUS    RESTARTS   AGE\n"
        "collector-7d9f8b6c5-x2k4m    1/1     Running   0          3d")


def test_what_a_command_line_asks_of_which_objects() -> None:
    call = kube_call(shlex.split("kubectl -n telemetry delete cm collector-flags-old"))
    assert call is not None and (call.verb, call.scope, call.names) == (
        "delete", "k8s telemetry", (("configmap", "collector-flags-old"),))
    both = kube_call(shlex.split("kubectl delete cm/a secret/b"))
    assert both is not None and both.names == (("configmap", "a"), ("secret", "b")) and both.scope == "k8s default"
    made = kube_call(shlex.split("kubectl create secret generic db-creds --from-literal=user=app"))
    assert made is not None and made.names == (("secret", "db-creds"),)
    listed = kube_call(shlex.split("kubectl get deploy,cm -o wide"))
    assert listed is not None and listed.kinds == ("deployment", "configmap") and not listed.filtered
    for line in ("kubectl apply -f app.yaml", "kubectl get pods -l app=web", "kubectl get cm -A"):
        call = kube_call(shlex.split(line))
        assert call is not None and call.filtered, line
    assert kube_call(shlex.split("kubectl get widgets")) is None


def test_a_deleted_config_map_listed_again() -> None:
    delete = ("kubectl -n telemetry delete cm collector-flags-old", 'configmap "collector-flags-old" deleted')
    scale = ("kubectl -n telemetry scale deploy collector --replicas=3", "deployment.apps/collector scaled")
    again = ("kubectl -n telemetry get cm", CMS)
    assert (3, "deleted-present") in run_case(terminal_case(PROMPT, delete, scale, again))
    # near misses: an apply of a file may make it again; pods come and go with a rollout (not read)
    apply = ("kubectl -n telemetry apply -f flags.yaml", "configmap/collector-flags-old created")
    assert run_case(terminal_case(PROMPT, delete, apply, again)) == []
    rollout = ("kubectl -n telemetry rollout restart deploy collector", "deployment.apps/collector restarted")
    newer = PODS.replace("x2k4m", "q8z7d").replace("3d", "5s")
    assert run_case(terminal_case(PROMPT, ("kubectl -n telemetry get pods", PODS), rollout,
                                  ("kubectl -n telemetry get pods", newer))) == []
