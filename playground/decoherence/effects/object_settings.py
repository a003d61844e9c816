"""Programs that set settings on a named object and show them back: data, read by :func:`object_setting`.

``nmcli connection modify Office ipv4.dns "1.1.1.1 9.9.9.9"`` sets ``ipv4.dns`` of the connection
``Office``; ``nmcli connection show Office`` shows it as a ``key: value`` line. A setting is
``Ref("object-setting", "<program group>", <object>)`` with the key as its attribute. Commands that act
on the object without changing its saved settings (``nmcli connection up``, ``systemctl restart``)
leave them as they were.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

KIND = "object-setting"


@dataclass(frozen=True)
class ObjectSetter:
    set_verbs: frozenset[str]  # `modify NAME k v ...`
    show_verbs: frozenset[str]  # `show NAME`: key: value (or key=value) lines
    keep_verbs: frozenset[str]  # act on the object, its settings stay as set
    pairs: str  # "k v": keys and values alternate; "k=v": one word each; "verb": the verb names the one
    # setting, its values follow the object (`resolvectl dns LINK 1.1.1.1`), none: it reads it


_NM_CON = ObjectSetter(frozenset({"modify", "mod", "m"}), frozenset({"show", "s"}),
                       frozenset({"up", "down", "u", "d"}), "k v")
_NM_DEV = ObjectSetter(frozenset({"modify", "mod"}), frozenset({"show"}),
                       frozenset({"connect", "disconnect", "reapply"}), "k v")
# "<program> <group>" (or the program alone) -> its setter
OBJECT_SETTERS: dict[str, ObjectSetter] = {
    "nmcli connection": _NM_CON, "nmcli con": _NM_CON, "nmcli c": _NM_CON,
    "nmcli device": _NM_DEV, "nmcli dev": _NM_DEV, "nmcli d": _NM_DEV,
    "resolvectl": ObjectSetter(frozenset({"dns", "domain", "llmnr", "mdns", "dnssec", "dnsovertls",
                                          "default-route"}), frozenset(), frozenset(), "verb"),
}
# not here: `systemctl set-property` (`systemctl show` prints another unit: MemoryMax=2G reads 2147483648)
# options whose value is the next word (not an operand)
VALUE_OPTIONS = frozenset({"-f", "--fields", "-g", "--get-values", "-p", "--property", "-H", "--host", "-M",
                           "--machine", "--wait"})
_LINE = re.compile(r"^\s*(?P<k>[A-Za-z][\w.\[\]-]*)\s*(?::|=)\s*(?P<v>.*?)\s*$")
EMPTY_VALUES = frozenset({"--", "", "(null)", "[]"})


@dataclass(frozen=True)
class ObjectCommand:
    verb: str  # "set", "show" (key: value lines), "read" (the one setting ``pairs`` names), "keep"
    scope: str  # the program group: "nmcli connection"
    obj: str
    pairs: tuple[tuple[str, str], ...] = ()


def object_setting(argv: list[str]) -> ObjectCommand | None:
    if not argv:
        return None
    words: list[str] = []
    skip = False
    for a in argv[1:]:
        if skip:
            skip = False
        elif a in VALUE_OPTIONS:
            skip = True
        elif not a.startswith("-"):
            words.append(a)
    program = argv[0].rsplit("/", 1)[-1]
    for group in ([f"{program} {words[0]}"] if words else []) + [program]:
        spec = OBJECT_SETTERS.get(group)
        if spec is None:
            continue
        rest = words[1:] if group != program else words
        if len(rest) < 2:
            return None
        verb, obj, tail = rest[0], rest[1], rest[2:]
        if verb in spec.show_verbs:
            return ObjectCommand("show", group, obj)
        if verb in spec.keep_verbs:
            return ObjectCommand("keep", group, obj)
        if verb in spec.set_verbs:
            if spec.pairs == "verb":
                return (ObjectCommand("set", group, obj, ((verb, normal(" ".join(tail))),)) if tail
                        else ObjectCommand("read", group, obj, ((verb, ""),)))
            if spec.pairs == "k v":
                if not tail or len(tail) % 2:
                    return None
                pairs = tuple(zip(tail[::2], tail[1::2]))
            else:
                if not all("=" in t for t in tail) or not tail:
                    return None
                pairs = tuple((t.split("=", 1)[0], t.split("=", 1)[1]) for t in tail)
            if any(k.startswith(("+", "-")) for k, _v in pairs):  # `+ipv4.dns x` adds to a list: not a value
                return None
            return ObjectCommand("set", group, obj, tuple((k, normal(v)) for k, v in pairs))
        return None
    return None


def normal(value: str) -> str:
    """A setting's value written one way: a list separated by spaces or commas as one list."""
    v = value.strip().strip("'\"")
    if v in EMPTY_VALUES:
        return ""
    return ",".join(p for p in re.split(r"[\s,]+", v) if p)


def shown(lines: list[str], key: str | None = None) -> list[tuple[str, str]]:
    """The (key, value) lines a show printed; for a read of one setting (``key``), the value after the one
    line's last colon (``Link 3 (wlp2s0): 1.1.1.1 9.9.9.9``)."""
    if key is not None:
        body = [ln for ln in lines if ln.strip()]
        return [(key, normal(body[0].rsplit(":", 1)[-1]))] if len(body) == 1 and ":" in body[0] else []
    out = []
    for ln in lines:
        m = _LINE.match(ln)
        if m:
            out.append((m.group("k"), normal(m.group("v"))))
    return out
