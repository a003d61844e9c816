"""Kernel parameters read and written through each of their views.

``sysctl`` keeps one value per key, and the same value shows under ``/proc/sys`` as a file: ``vm.swappiness``
is ``/proc/sys/vm/swappiness``. A value set one way (``sysctl -w k=v``, ``sysctl k=v``, ``echo v >
/proc/sys/...``, ``echo v | tee /proc/sys/...``) reads back the same another way (``sysctl k``, ``sysctl -n k``,
``sysctl a b``, ``cat /proc/sys/...``) until something sets it again. This module only translates every view
into the one form the settings ledger (cli_settings) follows: ``sysctl -w k=v`` and ``sysctl k`` printing
``k = v``. A reload (``sysctl -p``, ``--system``) and anything else it cannot read fall through to cli_settings,
which forgets. Values written to /etc/sysctl.d change nothing until such a reload.
"""

from __future__ import annotations

import posixpath

from playground.decoherence.shell import SimpleCommand, echo_text, is_literal

PROC = "/proc/sys/"
View = tuple[list[str], list[str] | None]  # (the sysctl command line it amounts to, the lines it printed)


def key_of(path: str) -> str | None:
    """``/proc/sys/vm/swappiness`` -> ``vm.swappiness`` (None for other paths)."""
    p = posixpath.normpath(path)
    if not p.startswith(PROC) or not is_literal(p):
        return None
    rest = p[len(PROC):]
    return rest.replace("/", ".") if rest and "." not in rest else None


def _norm_key(k: str) -> str:
    return k.strip().replace("/", ".")


def _echoed(c: SimpleCommand) -> str | None:
    if posixpath.basename(c.name) != "echo" or not all(is_literal(a) for a in c.args):
        return None
    text = echo_text(c.args)
    return text.strip() if text is not None and text.strip() else None


def views(c: SimpleCommand, out: list[str] | None, feeder: SimpleCommand | None) -> list[View] | None:
    """What ``c`` sets or reads of kernel parameters, as sysctl command lines with the lines each printed
    (None: ``c`` is not one of these views)."""
    name = posixpath.basename(c.name)
    body = [ln.strip() for ln in out or [] if ln.strip()] if out is not None else None
    targets = [t for op, t in c.redirects if op in (">", ">>")]
    proc_targets = [k for t in targets if (k := key_of(t)) is not None]
    if proc_targets:  # echo 10 > /proc/sys/vm/swappiness
        value = _echoed(c)
        return [(["sysctl", "-w", f"{k}={value}"] if value is not None else ["sysctl", "--forget"], None)
                for k in proc_targets]
    if name == "tee":
        keys = [k for op in c.operands() if (k := key_of(op)) is not None]
        if not keys:
            return None
        value = _echoed(feeder) if feeder is not None else None
        return [(["sysctl", "-w", f"{k}={value}"] if value is not None else ["sysctl", "--forget"], None)
                for k in keys]
    if name in ("cat", "head") and not c.flags():
        ops = c.operands()
        if len(ops) != 1 or (k := key_of(ops[0])) is None:
            return None
        return [(["sysctl", k], [f"{k} = {body[0]}"] if body is not None and len(body) == 1 else None)]
    if name != "sysctl":
        return None
    args = c.args
    if args and args[0] in ("-w", "--write"):
        args = args[1:]
    if args and all("=" in a and not a.startswith("-") for a in args):  # sysctl [-w] a=1 b=2
        return [(["sysctl", "-w", f"{_norm_key(a.partition('=')[0])}={a.partition('=')[2].strip()}"], None)
                for a in args]
    quiet = args[:1] in (["-n"], ["--values"])
    keys = args[1:] if quiet else args
    if not keys or any(k.startswith("-") or "=" in k for k in keys):
        return None
    keys = [_norm_key(k) for k in keys]
    if body is None or len(body) != len(keys):
        return [(["sysctl", k], None) for k in keys]
    if quiet:
        return [(["sysctl", k], [f"{k} = {v}"]) for k, v in zip(keys, body)]
    shown = {_norm_key(ln.partition("=")[0]): ln for ln in body if "=" in ln}
    return [(["sysctl", k], [shown[k]] if k in shown else None) for k in keys]
