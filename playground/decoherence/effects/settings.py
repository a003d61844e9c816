"""Programs that set and read named settings, and package managers that install versions: data,
read by :func:`setting_write`, :func:`setting_read` and :func:`package_writes`.

A setting is ``Ref("setting", <program>, <key>)`` with attribute ``value``; a package is
``Ref("package", <manager>, <name>)`` with attribute ``version``.
"""

from __future__ import annotations

import re

# program (+ subcommand) -> how one invocation names a key and a value:
#   "key value": `git config [--global] user.email x` sets, `git config user.email` reads
#   "key=value": `sysctl -w vm.swappiness=10` sets, `sysctl vm.swappiness` / `sysctl -n k` reads
#   "set key value|get key": `npm config set k v` / `npm config get k`, `redis-cli set k v` / `get k`
SETTERS: dict[str, str] = {
    "git config": "key value", "sysctl": "key=value", "npm config": "set key value|get key",
    "pnpm config": "set key value|get key", "yarn config": "set key value|get key",
    "redis-cli": "set key value|get key", "gsettings": "set schema key value|get schema key",
    "kubectl config": "set key value|view",
}
# where a setting can also be read as a file (sysctl keys under /proc/sys)
SETTING_FILES: dict[str, tuple[str, str]] = {"sysctl": ("/proc/sys/", "/")}

_PIN = {
    "pip": re.compile(r"^(?P<name>[A-Za-z0-9_.-]+)==(?P<ver>[\w.+!-]+)$"),
    "npm": re.compile(r"^(?P<name>@?[\w.-]+(?:/[\w.-]+)?)@(?P<ver>\d[\w.+-]*)$"),
    "cargo": re.compile(r"^(?P<name>[\w-]+)@(?P<ver>\d[\w.+-]*)$"),
    "apt": re.compile(r"^(?P<name>[\w.+-]+)=(?P<ver>[\w.:~+-]+)$"),
}
# install commands: program or "program subcommand" -> the manager whose packages it changes
INSTALLERS: dict[str, str] = {
    "pip install": "pip", "pip3 install": "pip", "pip uninstall": "pip", "uv pip": "pip", "poetry add": "pip",
    "npm install": "npm", "npm i": "npm", "npm ci": "npm", "yarn install": "npm", "pnpm install": "npm",
    "npm uninstall": "npm", "npm update": "npm", "yarn add": "npm",
    "pnpm add": "npm", "cargo add": "cargo", "cargo update": "cargo", "apt install": "apt",
    "apt-get install": "apt", "apt upgrade": "apt", "apt-get upgrade": "apt", "apt remove": "apt",
    "dnf install": "apt", "dnf upgrade": "apt", "yum install": "apt", "brew install": "apt",
}
# package managers whose installs run the packages' own scripts, which restart the services they hold (a
# database's process gets a new PID, its unit a new start time)
RESTARTS_SERVICES: frozenset[str] = frozenset({"apt"})
# reads of installed versions: "program subcommand" -> (manager, view): "rows" (name and version
# columns, header optional), "show" (a "Version:" line about the package named)
VERSION_READS: dict[str, tuple[str, str]] = {
    "pip list": ("pip", "rows"), "pip3 list": ("pip", "rows"), "pip freeze": ("pip", "pins"),
    "pip show": ("pip", "show"), "pip3 show": ("pip", "show"), "npm ls": ("npm", "at"),
    "npm list": ("npm", "at"),
}


# Reads that print every setting a setter keeps, one "key = value" line each: "program flag" -> its scope
SETTING_DUMPS: dict[str, str] = {"sysctl -a": "sysctl", "sysctl --all": "sysctl", "sysctl -A": "sysctl"}
# Setters' flags that apply settings from files and print each one they set, "key = value" (`sysctl -p FILE`,
# `sysctl --system`)
SETTING_APPLIERS: dict[str, frozenset[str]] = {"sysctl": frozenset({"-p", "--load", "--system"})}
SETTING_LINE = re.compile(r"^([\w.-]+) = (.*)$")  # how those setters print a setting


def _applies(name: str, argv: list[str]) -> bool:
    """Whether the invocation applies settings from files (:data:`SETTING_APPLIERS`)."""
    return bool(SETTING_APPLIERS.get(name, frozenset()) & {a.partition("=")[0] for a in argv[1:]})


def setting_pairs(sub: str, argv: list[str]) -> list[tuple[str, str | None]] | None:
    """(key, value or None for a read) of each setting an invocation names (:func:`setting_args`); a setter of
    "key=value" style names several at once (`sysctl vm.swappiness vm.dirty_ratio`, `sysctl -w a=1 b=2`), all
    read or all set; None when it is neither, or applies files (:data:`SETTING_APPLIERS`)."""
    name = sub.split(" ", 1)[0]
    if _applies(name, argv):
        return None
    if SETTERS.get(sub) is None and SETTERS.get(name) == "key=value":
        words = [a for a in argv[1:] if not a.startswith("-")]
        pairs = [(k, v if eq else None) for w in words for k, eq, v in [w.partition("=")]]
        return pairs if pairs and len({v is None for _, v in pairs}) == 1 else None
    one = setting_args(sub, argv)
    return None if one is None else [one]


def applied_settings(name: str, argv: list[str], lines: list[str]) -> list[tuple[str, str]] | None:
    """(key, value) of each setting an applying invocation (:data:`SETTING_APPLIERS`) says it set; None when it
    is not one."""
    if not _applies(name, argv):
        return None
    return [(m[1], m[2].strip()) for ln in lines if (m := SETTING_LINE.match(ln.strip()))]


def setting_args(sub: str, argv: list[str]) -> tuple[str, str | None] | None:
    """(key, value or None for a read) of a setter/getter invocation; None when it is neither."""
    style = SETTERS.get(sub)
    words = [a for a in argv[1:] if not a.startswith("-")]
    if style is not None:
        words = words[1:]  # the subcommand itself ("config" of "git config")
    else:
        style = SETTERS.get(sub.split(" ", 1)[0])  # a program that is its own setter (sysctl, redis-cli)
    if style is None:
        return None
    if style == "key value":
        if len(words) == 1:
            return words[0], None
        if len(words) == 2:
            return words[0], words[1]
        return None
    if style == "key=value":
        if len(words) == 1:
            k, eq, v = words[0].partition("=")
            return (k, v) if eq else (k, None)
        return None
    verb = words[0].lower() if words else ""
    if verb == "set" and len(words) >= 3:
        return " ".join(words[1:-1]), words[-1]
    if verb == "get" and len(words) >= 2:
        return " ".join(words[1:]), None
    return None


# What an installer prints of the versions it put in place: manager -> (a line, and how its items read:
# None when the line is one item with groups "name" and "ver"). `pip install requests` ends with
# "Successfully installed idna-3.7 requests-2.32.3"; `uv pip install` prints " + requests==2.32.3" lines.
INSTALL_REPORTS: dict[str, tuple[tuple[re.Pattern[str], re.Pattern[str] | None], ...]] = {
    "pip": ((re.compile(r"^ [+~] (?P<name>[\w.-]+)==(?P<ver>\S+)$"), None),
            (re.compile(r"^Successfully installed (?P<list>.+)$"), re.compile(r"^(?P<name>.+)-(?P<ver>\d[\w.+!]*)$"))),
}


def installed(manager: str, lines: list[str]) -> list[tuple[str, str]]:
    """(name, version) of what an install's output says it installed (:data:`INSTALL_REPORTS`)."""
    found: list[tuple[str, str]] = []
    for line in lines:
        for head, item in INSTALL_REPORTS.get(manager, ()):
            m = head.match(line if item is None else line.strip())
            if m is None:
                continue
            found += [(m["name"], m["ver"])] if item is None else [
                (i["name"], i["ver"]) for word in m["list"].split() if (i := item.match(word))]
            break
    return [(n.lower().replace("_", "-"), v) for n, v in found]


def pinned(manager: str, spec: str) -> tuple[str, str] | None:
    rx = _PIN.get(manager)
    m = rx.match(spec.strip("'\"")) if rx else None
    return (m["name"].lower().replace("_", "-"), m["ver"]) if m else None
