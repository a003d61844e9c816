"""kubectl's objects as data: which word names which kind, which kinds controllers make and remove on their
own, and what a command line asks of which objects in which namespace. A kind's objects live in their
namespace (the scope ``k8s <namespace>``); cluster-wide kinds in ``k8s``.
"""

from __future__ import annotations

from dataclasses import dataclass

from playground.decoherence.effects.shell import VALUE_FLAGS

# the words kubectl takes for a kind (plural, singular, short; `deployment.apps` as `get` prints it)
_ALIASES: dict[str, tuple[str, ...]] = {
    "configmap": ("configmaps", "cm"), "secret": ("secrets",), "deployment": ("deployments", "deploy"),
    "service": ("services", "svc"), "pod": ("pods", "po"), "replicaset": ("replicasets", "rs"),
    "statefulset": ("statefulsets", "sts"), "daemonset": ("daemonsets", "ds"), "job": ("jobs",),
    "cronjob": ("cronjobs", "cj"), "ingress": ("ingresses", "ing"), "serviceaccount": ("serviceaccounts", "sa"),
    "persistentvolumeclaim": ("persistentvolumeclaims", "pvc"), "namespace": ("namespaces", "ns"),
    "node": ("nodes", "no"), "persistentvolume": ("persistentvolumes", "pv"), "event": ("events", "ev"),
    "networkpolicy": ("networkpolicies", "netpol"), "role": ("roles",), "rolebinding": ("rolebindings",),
    "horizontalpodautoscaler": ("horizontalpodautoscalers", "hpa"), "endpoints": ("ep",),
}
KINDS: dict[str, str] = {w: kind for kind, words in _ALIASES.items() for w in (kind, *words)}
ALL_KINDS = frozenset(_ALIASES)
# kinds without a namespace
CLUSTER_KINDS = frozenset({"namespace", "node", "persistentvolume"})
# kinds whose objects controllers make and remove (a rollout's pods, a cron job's jobs, events): a listing of
# them may show one no command made
MADE_BY_CONTROLLERS = frozenset({"pod", "replicaset", "job", "event", "endpoints"})
# kinds a listing is read of: objects only commands make and remove (not nodes, nor what controllers make)
LISTED_KINDS = ALL_KINDS - MADE_BY_CONTROLLERS - {"node"}
# verbs that change objects: those that only change objects already there (never make or remove one), and
# those that make or remove the ones they name (other verbs, as `apply -f`, may make or change any)
OBJECT_VERBS = frozenset({"delete", "create", "apply", "replace", "scale", "rollout", "set", "patch", "label",
                          "annotate", "edit", "expose", "autoscale", "run", "cordon", "uncordon", "drain", "taint"})
UPDATE_VERBS = frozenset({"scale", "rollout", "set", "patch", "label", "annotate", "edit", "cordon", "uncordon",
                          "drain", "taint"})
# options that take the next word as their value (those the shell tables know, and more), and those after
# which a `get` shows only some objects
_VALUED = VALUE_FLAGS["kubectl"] | {"--cluster", "--kubeconfig", "--field-selector", "-f", "--filename", "--sort-by",
                                    "-c", "--container", "--type", "--from-literal", "--from-file", "--image",
                                    "--replicas", "-L", "--label-columns"}
_FILTERS = frozenset({"-l", "--selector", "--field-selector", "-A", "--all-namespaces", "--chunk-size"})
# a kind's word that `kubectl create KIND` takes before the name (`create secret generic NAME`)
_TYPE_WORDS = {"secret": frozenset({"generic", "tls", "docker-registry"}), "service": frozenset(
    {"clusterip", "nodeport", "loadbalancer", "externalname"})}


@dataclass(frozen=True)
class KubeCall:
    verb: str  # kubectl's subcommand
    scope: str  # where the kinds it names live: "k8s <namespace>"
    kinds: tuple[str, ...]  # the kinds it names (canonical), in order
    names: tuple[tuple[str, str], ...]  # (kind, name) of each object it names
    filtered: bool  # a selector, all namespaces, a file: it reaches objects it does not name
    output: str | None  # -o's value


def kind_of(word: str) -> str | None:
    """The kind a word of kubectl names (``cm``, ``deployment.apps``), else None."""
    return KINDS.get(word.lower().split(".", 1)[0])


def kube_call(argv: list[str]) -> KubeCall | None:
    """What a ``kubectl`` command line asks of which objects; None for another program, or a kind not known."""
    if not argv or argv[0].rsplit("/", 1)[-1] != "kubectl":
        return None
    words: list[str] = []
    opts: dict[str, str] = {}
    it = iter(argv[1:])
    for a in it:
        if a.startswith("-"):
            key, _, value = a.partition("=")
            opts[key] = value if value or key not in _VALUED else next(it, "")
        else:
            words.append(a)
    ns = opts.get("-n") or opts.get("--namespace") or "default"
    output = opts.get("-o") or opts.get("--output")
    if len(words) == 1 and words[0] in OBJECT_VERBS:  # `apply -f app.yaml`: objects its file names
        return KubeCall(words[0], f"k8s {ns}", (), (), True, output)
    if len(words) < 2:
        return None
    verb, spec, rest = words[0], words[1], words[2:]
    names: list[tuple[str, str]] = []
    if "/" in spec:  # `delete cm/a cm/b`
        pairs = [w.split("/", 1) for w in [spec, *rest]]
        if any(len(p) != 2 or kind_of(p[0]) is None for p in pairs):
            return None
        names = [(str(kind_of(k)), n) for k, n in pairs]
        kinds = tuple(dict.fromkeys(k for k, _ in names))
    else:
        found = [kind_of(w) for w in spec.split(",")]
        if any(k is None for k in found):
            return None
        kinds = tuple(str(k) for k in found)
        if len(kinds) == 1:
            if verb == "create" and rest and rest[0].lower() in _TYPE_WORDS.get(kinds[0], frozenset()):
                rest = rest[1:]
            names = [(kinds[0], n) for n in (rest[:1] if verb == "create" else rest)]
    scope = "k8s" if all(k in CLUSTER_KINDS for k in kinds) else f"k8s {ns}"
    filtered = bool(_FILTERS & set(opts)) or "-f" in opts or "--filename" in opts or "--all" in opts
    return KubeCall(verb, scope, kinds, tuple(names), filtered, output)
