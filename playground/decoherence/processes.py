"""Processes by command line: a running program keeps its PID until something restarts it.

Process listings are read into (PID, command line) pairs:

- ``ps`` with a header naming ``PID`` and a last column ``CMD``/``COMMAND``/``ARGS`` (``ps -ef``, ``ps aux``,
  ``ps -o pid,...,cmd``), or its rows through ``grep`` (``ps aux | grep x``: no header, the layout of ``aux``
  or ``-ef`` known from the options);
- ``systemctl status``: ``Main PID: N (name)`` and the ``CGroup`` tree lines ``├─1423 nginx: master ...``;
- ``pgrep -a``/``pgrep -fl``: ``1423 nginx: master ...``.

Only long-lived processes are followed: a service's main process (``Main PID`` of ``systemctl status``, found in
its CGroup tree by that PID). Workers, children and short-lived helpers come and go by themselves. Its command
line, shown exactly once in a later listing (two "master" lines name nothing), must have the same PID, unless a
command in between may have restarted it: anything but pure reads and a program's own checks (``nginx -t``,
``--version``) touches every process (facts key ``proc:``).
"""

from __future__ import annotations


from playground.decoherence.facts import FactStore
from playground.decoherence.views.processes import by_command_line
from playground.world.warning_records import WorldWarning

PREFIX = "proc:"
# options that only ask a program about itself: it checks its configuration, prints its version, and exits
_PROBE_ONLY = {"-t", "-T", "-v", "-V", "--version", "-h", "--help", "-q", "configtest", "--test", "-n", "--dry-run"}


# programs that only report on the system (sockets, load, logs, clusters, DNS): they restart nothing
_REPORTERS = {"ss", "netstat", "lsof", "uptime", "free", "w", "who", "last", "journalctl", "dmesg", "lscpu", "lsblk",
              "nproc", "getent", "dig", "nslookup", "host", "ping", "vmstat", "iostat", "pgrep", "pidof",
              "pg_lsclusters", "ip", "hostnamectl", "timedatectl", "loginctl", "lsmod", "findmnt", "top", "htop",
              "nvidia-smi"}
# subcommands of service managers and container tools that only read
_READ_SUBCOMMANDS = {"systemctl": {"status", "is-active", "is-enabled", "is-failed", "show", "list-units", "cat",
                                   "list-timers", "list-unit-files"},
                     "docker": {"ps", "logs", "inspect", "images", "stats", "top", "port", "version", "info"},
                     "podman": {"ps", "logs", "inspect", "images", "stats", "top", "port", "version", "info"},
                     "kubectl": {"get", "describe", "logs", "top", "version", "explain"}}


def only_reads(name: str, args: list[str]) -> bool:
    """The command only reports (``ss -ltnp``, ``systemctl is-active x``, ``docker logs``): nothing restarts."""
    if name in _REPORTERS:
        return not (name in ("ip", "timedatectl", "hostnamectl") and any(a in ("set", "add", "del", "set-time",
                    "set-timezone", "set-hostname", "flush", "change", "replace") or a.startswith("set-")
                                                                          for a in args))
    subs = _READ_SUBCOMMANDS.get(name)
    return subs is not None and bool(args) and args[0] in subs


def probe_only(args: list[str]) -> bool:
    return bool(args) and all(a in _PROBE_ONLY for a in args)


def judge(facts: FactStore, step: int, pairs: list[tuple[str, str, str]], found: list[WorldWarning], *,
          learn: bool = False) -> None:
    """A listing's processes: a followed command line shown once keeps the PID it had (``learn``: the pairs are
    main processes, to be followed from now on)."""
    by_cmd = by_command_line(pairs)
    pids = {pid for pid, _c, _r in pairs}
    for key, hits in by_cmd.items():
        if len(hits) != 1:
            facts.forget(PREFIX + key)  # several processes with this command line: cannot tell them apart
            continue
        pid, row = hits[0]
        known = facts.identities.get((PREFIX + key, "pid"))
        if known is None and not learn:
            continue
        if known is not None and known.value in pids and known.value != pid:
            facts.forget(PREFIX + key)  # the old PID is still listed (under another command line): not judged
            continue
        w = facts.identity(step, PREFIX + key, "pid", pid, row, f"the PID of `{key[:60]}`")
        if w is not None:
            found.append(w)
            return
