"""Shell programs to effect templates, read by :func:`command_writes`.

Templates: ``delete``/``create``/``update`` their file operands (all, or the last one), ``rename`` the
first operand to the last, ``env-set``/``env-unset`` their assignments, ``read`` nothing. A program
not in the tables is ``unknown``: it may have changed every file under the working directory and
every output a read command showed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from playground.decoherence.engine.model import Ref

# program -> (verb, which operands: "all", "last", "rest" = all but the first)
FILE_EFFECTS: dict[str, tuple[str, str]] = {
    "rm": ("delete", "all"), "rmdir": ("delete", "all"), "unlink": ("delete", "all"), "shred": ("delete", "all"),
    "touch": ("create", "all"), "mkdir": ("create", "all"), "mkfifo": ("create", "all"),
    "cp": ("create", "last"), "install": ("create", "last"), "rsync": ("create", "last"),
    "ln": ("update", "last"),  # a link may dangle: it exists, yet reading it says "No such file"
    "scp": ("create", "last"), "mv": ("rename", "last"),
    # converters whose last operand is the file they write (`ffmpeg -i in.mov -ss 5 out.mp4`, `convert a.png b.jpg`)
    "ffmpeg": ("create", "last"), "convert": ("create", "last"), "magick": ("create", "last"),
    "chmod": ("update", "rest"), "chown": ("update", "rest"), "chgrp": ("update", "rest"),
    "truncate": ("update", "all"), "tee": ("update", "all"), "dd": ("update", "all"),
    # a file's ACL, a file system or swap made in an image file
    "setfacl": ("update", "last"), "mkswap": ("update", "last"),
    **{f"mkfs{t}": ("update", "last") for t in ("", ".ext2", ".ext3", ".ext4", ".xfs", ".btrfs", ".vfat", ".fat")},
}
# "program subcommand" -> (verb, which operands, flags that make it leave the files alone): `git rm` deletes
# the files it names unless `--cached` keeps them
SUBCOMMAND_FILE_EFFECTS: dict[str, tuple[str, str, frozenset[str]]] = {
    "git rm": ("delete", "all", frozenset({"--cached", "-n", "--dry-run"})),
    "git mv": ("rename", "all", frozenset({"-n", "--dry-run", "-k"})),  # as mv: renames, or moves into a directory
}
# Programs that change nothing a later command could read, and for the programs that do many things,
# the subcommands that only read (`git log`, `docker ps`; the read-only word may come second: `gh pr
# view`, `docker compose ps`).
READ_ONLY_PROGRAMS = frozenset({
    "ls", "ll", "la", "cat", "tac", "less", "more", "head", "tail", "grep", "egrep", "fgrep", "rg", "ag", "wc",
    "sort", "uniq", "cut", "tr", "awk", "diff", "cmp", "file", "stat", "du", "df", "find", "locate", "which",
    "whereis", "type", "echo", "printf", "pwd", "date", "cal", "env", "printenv", "id", "whoami", "who", "w",
    "groups", "uname", "hostname", "uptime", "free", "vmstat", "iostat", "top", "htop", "ps", "pgrep", "pidof",
    "lsof", "ss", "netstat", "ip", "ifconfig", "ping", "dig", "nslookup", "host", "traceroute", "tree", "realpath",
    "readlink", "basename", "dirname", "md5sum", "sha1sum", "sha256sum", "cksum", "jq", "yq", "xxd", "hexdump",
    "od", "strings", "nl", "column", "history", "alias", "man", "help", "true", ":", "false", "test", "[", "sleep",
    "wait", "clear", "reset", "lsblk", "blkid", "mount", "findmnt", "nproc", "lscpu", "getent", "getfacl",
    "journalctl", "dmesg", "last", "lastlog", "watch", "exit", "apt-cache", "cd", "jobs",
    # volumes, devices, GPUs, kernel modules, a database's readiness: listings and probes
    "lvs", "vgs", "pvs", "lvdisplay", "vgdisplay", "pvdisplay", "nvidia-smi", "pg_isready", "lsmod", "lspci",
    "lsusb", "lsattr", "mpstat", "pidstat", "sar", "getcap", "namei", "lslocks",
    # configuration checkers of servers
    "named-checkconf", "named-checkzone", "unbound-checkconf", "testparm",
    # reports of queues, tickets and ledgers (a plain-text ledger's balance or register reads its journal)
    "atq", "mailq", "lpq", "lpstat", "klist", "squeue", "sinfo", "ledger", "hledger",
    # media probes; packet captures' summaries
    "ffprobe", "mediainfo", "identify", "capinfos",
})
READ_ONLY_SUBCOMMANDS: dict[str, frozenset[str]] = {
    "git": frozenset({"log", "show", "status", "diff", "branch", "rev-parse", "describe", "blame", "ls-files",
                      "shortlog", "reflog", "remote", "tag", "config", "cat-file", "ls-tree", "grep"}),
    "docker": frozenset({"ps", "images", "inspect", "logs", "stats", "top", "port", "version", "info", "history",
                         "ls", "df"}),  # `docker volume ls`, `docker system df`
    "podman": frozenset({"ps", "images", "inspect", "logs", "stats", "top", "port", "version", "info", "history"}),
    "kubectl": frozenset({"get", "describe", "logs", "top", "explain", "version", "config", "diff"}),
    "systemctl": frozenset({"status", "show", "is-active", "is-enabled", "is-failed", "list-units", "list-timers",
                            "list-unit-files", "list-sockets", "list-dependencies", "get-default", "cat"}),
    "service": frozenset({"status"}),
    "npm": frozenset({"ls", "list", "view", "info", "outdated", "config", "--version", "-v"}),
    "pip": frozenset({"list", "show", "freeze", "--version", "-V", "check"}),
    "pip3": frozenset({"list", "show", "freeze", "--version", "-V", "check"}),
    "gh": frozenset({"view", "list", "status"}),
    "sysctl": frozenset({"-a", "-n"}), "crontab": frozenset({"-l"}), "curl": frozenset({"-I"}),
    "apt": frozenset({"list", "show"}), "dpkg": frozenset({"-l", "-s"}), "rpm": frozenset({"-q"}),
    "dnf": frozenset({"list"}), "yum": frozenset({"list"}), "brew": frozenset({"list"}),
    "redis-cli": frozenset({"get", "ttl", "keys"}), "python": frozenset({"--version"}),
    "python3": frozenset({"--version"}), "node": frozenset({"--version"}), "cargo": frozenset({"--version"}),
    "go": frozenset({"version"}), "zfs": frozenset({"list", "get", "send"}),
    "zpool": frozenset({"list", "status", "get"}),
    "chronyc": frozenset({"tracking", "sources", "sourcestats", "activity", "clients", "serverstats", "ntpdata"}),
    # a drive's or an array's report; a certificate store's list; a mail queue's; a resolver's counters
    "nvme": frozenset({"list", "smart-log", "id-ctrl", "id-ns", "error-log", "fw-log", "list-subsys"}),
    "certbot": frozenset({"certificates"}), "unbound-control": frozenset({"stats_noreset", "status", "list_forwards",
                                                                         "list_local_zones", "list_stubs"}),
    # `nmcli connection show NAME`, `nmcli device status` (the object word comes first)
    "nmcli": frozenset({"show", "status"}), "borg": frozenset({"list", "info", "diff"}),
    "restic": frozenset({"snapshots", "ls", "stats", "diff", "find", "cat"}),
    "helm": frozenset({"list", "ls", "status", "get", "history", "show", "template", "search"}),
    "terraform": frozenset({"show", "output", "validate", "version", "providers"}),
    "ufw": frozenset({"status"}), "nft": frozenset({"list"}), "resolvectl": frozenset({"status", "query"}),
    "virsh": frozenset({"list", "dominfo", "domstate", "dumpxml", "net-list", "pool-list", "vol-list"}),
    "loginctl": frozenset({"list-sessions", "show-session", "session-status", "list-users"}),
    "supervisorctl": frozenset({"status", "avail", "pid", "reread", "tail", "version", "help", "maintail"}),
    "twine": frozenset({"check"}),
    "openssl": frozenset({"s_client", "version", "ciphers", "verify"}),
    # an archive's table of contents (`tar tzvf x.tar.gz`: the letters come bundled, without a dash)
    "tar": frozenset({"t", "tf", "tvf", "tzf", "tzvf", "tvzf", "ztvf", "ztf", "tjf", "tjvf", "tJf", "tJvf"}),
}
# Options that take a value, by program: their values are not subcommands (`nmcli -f NAME,UUID connection
# show`, `git -C repo log`, `kubectl -n prod get pods`)
VALUE_FLAGS: dict[str, frozenset[str]] = {
    "nmcli": frozenset({"-f", "--fields", "-g", "--get-values", "-m", "--mode", "-c", "--colors", "-e", "--escape",
                        "-w", "--wait"}),
    "redis-cli": frozenset({"-n", "-h", "-p", "-a", "-u", "--pattern", "--count", "--user", "--pass"}),
    "git": frozenset({"-C", "-c"}), "kubectl": frozenset({"-n", "--namespace", "--context", "-o", "--output", "-l",
                                                          "--selector"}),
    "docker": frozenset({"-H", "--host", "--context"}), "systemctl": frozenset({"-H", "--host", "-M", "--machine"}),
    "helm": frozenset({"-n", "--namespace", "--kube-context"}),
    "zfs": frozenset({"-o", "-t", "-s", "-S", "-V", "-b", "-d"}),
}
# Options after which a program only reads or reports (a check, a listing, a dry run): "program" -> flags
READ_ONLY_FLAGS: dict[str, frozenset[str]] = {
    "gpg": frozenset({"--verify", "--list-keys", "--list-secret-keys", "--list-sigs", "--fingerprint", "-k", "-K"}),
    "tsc": frozenset({"--noEmit"}), "black": frozenset({"--check", "--diff"}),
    "isort": frozenset({"--check", "--check-only", "--diff"}), "prettier": frozenset({"--check", "-c", "-l",
                                                                                      "--list-different"}),
    "gofmt": frozenset({"-l", "-d"}), "make": frozenset({"-n", "--dry-run", "--just-print", "--recon"}),
    "rustfmt": frozenset({"--check"}), "ruff": frozenset({"--check", "--diff"}),
    # a project's task runner asked for its list of tasks
    "task": frozenset({"--list", "-l", "--list-all", "-a"}), "just": frozenset({"--list", "-l", "--summary"}),
    # a server's version or configuration test (`nginx -T` prints the whole configuration); a certificate
    # printed, not written (`openssl x509 -noout -dates`)
    "nginx": frozenset({"-v", "-V", "-t", "-T"}), "openssl": frozenset({"-noout"}),
    # other servers' configuration tests and dumps (`rsyslogd -N1`, `haproxy -c -f ...`, `sshd -T`, `postconf -n`)
    "rsyslogd": frozenset({"-N1", "-N2", "-N3", "-v"}), "haproxy": frozenset({"-c", "-v", "-vv"}),
    "smartctl": frozenset({"-i", "-a", "-A", "-H", "-x", "-c", "-l", "--all", "--info", "--health", "--attributes",
                           "--xall"}),
    "mdadm": frozenset({"--detail", "-D", "--examine", "-E", "--query", "-Q"}), "postqueue": frozenset({"-p"}),
    "sshd": frozenset({"-t", "-T", "-V"}), "apachectl": frozenset({"-t", "-S", "-M", "-v", "configtest"}),
    "apache2ctl": frozenset({"-t", "-S", "-M", "-v", "configtest"}), "postconf": frozenset({"-n", "-d", "-M"}),
    "dovecot": frozenset({"-n", "-a", "--version"}), "nft": frozenset({"-c", "--check"}),
    "visudo": frozenset({"-c", "--check"}), "named": frozenset({"-v", "-V"}),
    "rsync": frozenset({"-n", "--dry-run"}), "apt-get": frozenset({"-s", "--simulate", "--just-print"}),
    "iptables": frozenset({"-L", "-S", "--list", "--list-rules"}),
    "ip6tables": frozenset({"-L", "-S", "--list", "--list-rules"}),
    "git": frozenset({"-l", "--list"}),  # `git tag -l 'v1.*'`, `git branch --list`
    "ssh-keygen": frozenset({"-l", "-lf", "-lvf", "-y", "-yf", "-F", "-B", "-Bf"}),
    # a shell that only parses the script (a syntax check) runs nothing
    **{sh: frozenset({"-n", "--noexec"}) for sh in ("bash", "sh", "dash", "zsh", "ksh")},
    "redis-cli": frozenset({"--scan", "--bigkeys", "--memkeys", "--stat", "--latency"}),
    "tar": frozenset({"-t", "--list", "-tf", "-tvf", "-tzf", "-tzvf", "-tvzf", "-ztvf", "-tjf", "-tJf"}),
    # a capture read from a file, or the interfaces listed (`-w` writes one: WRITING_FLAGS)
    "tcpdump": frozenset({"-r", "-D", "--list-interfaces"}), "tshark": frozenset({"-r", "-D"}),
    "firewall-cmd": frozenset({"--list-all", "--state", "--get-default-zone", "--list-ports", "--list-services",
                               "--get-active-zones"}),
}
# Options with which a program puts itself in the background and goes on after the prompt is back (a download
# that keeps growing its file): "program" -> flags
DETACHING_FLAGS: dict[str, frozenset[str]] = {
    "wget": frozenset({"-b", "--background"}), "aria2c": frozenset({"-D", "--daemon"}),
}


def detaches(argv: list[str]) -> bool:
    """Whether ``argv`` runs a program that goes on in the background by itself (DETACHING_FLAGS)."""
    return bool(argv) and bool(DETACHING_FLAGS.get(argv[0].rsplit("/", 1)[-1], frozenset()) & set(argv[1:]))


# Options with which any program only says what it would do
DRY_RUN_FLAGS = frozenset({"--dry-run", "--dryrun", "--simulate", "--what-if", "--dry-run=client",
                           "--dry-run=server"})
# programs that only read when run with no subcommand (`timedatectl` shows the clock; `timedatectl
# set-time` sets it)
READ_ONLY_BARE_PROGRAMS = frozenset({"timedatectl", "hostnamectl", "localectl"})
# `key: value` lines whose value is the current time (`timedatectl`'s "Universal time: Tue 2024-05-14
# 14:41:07 UTC"), by key, lower case
NOW_KEYS = frozenset({"universal time", "local time", "current time", "time now", "current date and time"})
# of those, the ones in the machine's own zone
LOCAL_NOW_KEYS = frozenset({"local time"})
# programs whose first line starts with the machine's local time of day (`uptime`: " 14:41:07 up 12 days, ...";
# `top -bn1`: "top - 14:41:07 up ..."): program -> the pattern, its time in group "t"
TIME_OF_DAY_LINES: dict[str, re.Pattern[str]] = {
    **dict.fromkeys(("uptime", "w"), re.compile(r"^\s*(?P<t>\d{1,2}:\d{2}:\d{2}) up\b")),
    "top": re.compile(r"^top - (?P<t>\d{1,2}:\d{2}:\d{2}) up\b"),
}
# subcommands that read only without further words: `git branch new`, `npm config delete cache` write
READS_ONLY_BARE = frozenset({("git", "branch"), ("git", "tag"), ("git", "remote"), ("git", "config"),
                             ("npm", "config"), ("kubectl", "config")})


# Options that make a program write whatever read-only option stands beside them (`prettier --check -w`)
WRITING_FLAGS: dict[str, frozenset[str]] = {
    "prettier": frozenset({"-w", "--write"}), "gofmt": frozenset({"-w"}), "ruff": frozenset({"--fix"}),
    "eslint": frozenset({"--fix"}), "tcpdump": frozenset({"-w"}), "tshark": frozenset({"-w"}),
}


def writes_anyway(name: str, args: list[str]) -> bool:
    """Whether ``args`` hold an option that makes ``name`` write (WRITING_FLAGS)."""
    return bool(WRITING_FLAGS.get(name, frozenset()) & set(args))


def only_reads(argv: list[str]) -> bool:
    """Whether the command changes nothing a later command could read (by the tables above)."""
    if not argv:
        return True
    name = argv[0].rsplit("/", 1)[-1]
    if name in READ_ONLY_PROGRAMS:
        return not (name == "find" and any(w in ("-delete", "-exec", "-execdir") for w in argv))
    if DRY_RUN_FLAGS & set(argv[1:]) or (READ_ONLY_FLAGS.get(name, frozenset()) & set(argv[1:])
                                         and not writes_anyway(name, argv[1:])):
        return True
    subs = READ_ONLY_SUBCOMMANDS.get(name)
    valued = VALUE_FLAGS.get(name, frozenset())
    words = [w for i, w in enumerate(argv[1:], 1) if not (argv[i - 1] in valued and i > 1)]
    rest = [w for w in words if not w.startswith("-")] or argv[1:]
    if not rest and name in READ_ONLY_BARE_PROGRAMS:
        return True
    if subs is None or not rest:
        return False
    if not (rest[0] in subs or (len(rest) > 1 and rest[1] in subs)):
        return False
    return not ((name, rest[0]) in READS_ONLY_BARE and len(rest) > 1)


# Output lines that say a command failed (then what it would have done cannot be assumed done).
FAILURE_LINE = re.compile(r"^(?:[\w.-]+: )?(?:error|ERROR|Error|fatal|E|npm ERR!|Error response from daemon)\b[:!]?"
                          r"|: (?:cannot|can't|permission denied|Permission denied|No such file|not found)")
# Commands that set the clock: "program subcommand" or "program -flag".
CLOCK_SETTERS = frozenset({"date -s", "date --set", "timedatectl set-time", "timedatectl set-timezone", "hwclock -s",
                           "hwclock --hctosys", "ntpdate", "chronyc makestep", "faketime"})
SHELL_STATE = frozenset({"cd", "pushd", "popd", "export", "unset", "source", ".", "set", "shopt", "umask"})
# Commands after which the prompt may be another user's, host's or shell's: a login or a remote shell, a
# root shell through sudo, an interactive shell in a container, a multiplexer.
ENTERS_SHELL = ("su", "ssh", "exit", "logout", "login", "newgrp", "chroot", "exec", "tmux", "screen", "mosh",
                "telnet", "nsenter", "machinectl", "distrobox", "toolbox", "vagrant ssh", "multipass shell")
SUDO_SHELL = ("su", "bash", "sh", "zsh", "fish", r"-\w*[isu]\w*")  # sudo -i, sudo -s, sudo su -
CONTAINER_CLIENTS = ("docker", "podman", "nerdctl", "kubectl", "docker-compose", "lxc", "incus")
_ENTERS = re.compile(
    r"(?:^|[\s;&|(])(?:" + "|".join(re.escape(p) for p in ENTERS_SHELL) + r"|sudo\s+(?:"
    + "|".join(SUDO_SHELL) + r"))(?:$|[\s;&|)])"
    # a container client enters another shell only when interactive (-it) or attached
    r"|(?:^|[\s;&|(])(?:" + "|".join(re.escape(p) for p in CONTAINER_CLIENTS) + r")\b[^;&|]*\s"
    r"(?:-\w*[it]\w*|--interactive|--tty|attach|shell)(?:$|[\s;&|)])")


def enters_shell(line: str) -> bool:
    """Whether a typed command line may leave the prompt to another user, host or shell."""
    return bool(_ENTERS.search(line))


# Programs (or "program subcommand") whose reach is known though what they change is not: the kinds of
# things they may touch ("file": any file; "output": what a read command printed). A formatter, a linter
# or a test runner rewrites files and prints reports; it installs nothing, sets no variable, moves no
# version. A cluster client changes the cluster (what reads print), not this machine's files. A
# subcommand listed with None reaches everything (`kubectl cp` writes files; `kubectl config` its file).
PROGRAM_REACH: dict[str, frozenset[str] | None] = {
    **{p: frozenset({"file", "output"}) for p in (
        "black", "ruff", "isort", "flake8", "pylint", "mypy", "pyright", "pytest", "tox", "nox", "prettier", "eslint",
        "tsc", "jest", "vitest", "mocha", "rubocop", "gofmt", "shellcheck", "yamllint", "hadolint", "autopep8",
        "cargo build", "cargo test", "cargo check", "cargo clippy", "cargo fmt", "go build", "go test", "go vet",
        "go fmt")},
    "nginx -t": frozenset(), "apachectl -t": frozenset(), "sshd -t": frozenset(),  # a configuration test
    # a volume's or a filesystem's size and blocks: what reads print and (a check's repairs) files; never a
    # volume's name
    **{p: frozenset({"file", "output"}) for p in ("lvextend", "lvresize", "lvreduce", "resize2fs", "e2fsck",
                                                    "fsck", "xfs_growfs")},
    # git's working-tree and index commands: files and what reads print, never a commit or a branch
    **{p: frozenset({"file", "output"}) for p in ("git stash", "git restore", "git add", "git rm", "git mv",
                                                    "git clean", "git apply", "git push", "git fetch")},
    # commands that add commits on top of the branch: no existing commit gets a new hash (a rebase, a
    # reset or a pull, which may rebase, stay of unknown reach)
    **{p: frozenset({"file", "output"}) for p in ("git merge", "git cherry-pick", "git revert")},
    # a commit (its hooks may rewrite files; --amend gives the last commit a new hash: NAMED_REACH); never
    # the branch checked out, the shell's variables or an installed version
    "git commit": frozenset({"file", "output", "commit"}),
    # test runners launched by a project's tool: files (caches, reports) and what reads print
    **{p: frozenset({"file", "output"}) for p in (
        "rspec", "phpunit", "minitest", "npm test", "pnpm test", "yarn test", "bun test", "mvn test", "gotestsum",
        "gradle test", "dotnet test", "mix test", "ctest")},
    # an interpreter's one-line program: files and what reads print; a one-liner installs no package and
    # starts or stops no service
    **{p: frozenset({"file", "output"}) for p in ("python -c", "python3 -c", "node -e", "node -p", "ruby -e",
                                                    "php -r")},
    # a tag names a commit: what reads print (decorations, `git tag` lists) changes, no commit's hash
    "git tag": frozenset({"output"}),
    # the worktree's files, and a local branch made from a remote one (`git checkout feature/x`); the
    # branch checked out is a write of its own (SWITCHES)
    "git switch": frozenset({"file", "output", "branch"}), "git checkout": frozenset({"file", "output", "branch"}),
    "kubectl": frozenset({"output"}), "kubectl cp": None, "kubectl config": None, "kubectl krew": None,
    # a forge's client acting on the forge (a pull request, an issue, a release): what reads print, never this
    # clone's files or commits (`gh pr checkout`, `gh pr merge` (may pull), `gh repo clone` stay unknown)
    **{f"gh {p}": frozenset({"output"}) for p in ("pr create", "pr comment", "pr edit", "pr review", "pr close",
                                                    "pr reopen", "pr ready", "issue create", "issue comment",
                                                    "issue edit", "issue close", "issue reopen", "release create",
                                                    "run rerun", "label create")},
    # a service manager acting on units: their processes and what reads print (a restart gives the main
    # process a new PID; a reload keeps it); enabling or disabling links unit files
    **{p: frozenset({"output", "process"}) for p in ("systemctl start", "systemctl stop", "systemctl restart",
                                                       "systemctl kill", "systemctl try-restart")},
    **{p: frozenset({"output"}) for p in ("systemctl reload", "systemctl daemon-reload", "systemctl reset-failed")},
    **{p: frozenset({"output", "process", "file"}) for p in ("systemctl enable", "systemctl disable",
                                                               "systemctl mask", "systemctl unmask")},
    # containers of a compose project: the containers, their volumes and processes, what reads print and
    # files of bind mounts; never a package, a commit or a setting of this machine
    "docker compose": frozenset({"output", "container", "volume", "process", "file"}),
    "docker-compose": frozenset({"output", "container", "volume", "process", "file"}),
    # a command run in a container: its files (bind mounts too), processes and what reads print; never the
    # container's identity, the host's packages or commits
    **{p: frozenset({"output", "process", "file"}) for p in ("docker exec", "podman exec", "docker container exec",
                                                               "podman container exec", "lxc exec", "incus exec",
                                                               "multipass exec")},
    # a remote: what reads of it print (a backup repository, a shell on another host)
    **{p: frozenset({"output"}) for p in ("borg create", "borg prune", "borg compact", "ssh", "restic backup",
                                          "restic forget")},
    # programs that write the files they are told to and print a report
    **{p: frozenset({"file", "output"}) for p in (
        "ssh-keygen", "npm version", "npm run", "pnpm run", "yarn run", "build", "make", "mvn verify",
        "mvn package", "mvn compile", "mvnw test", "mvnw verify", "mvnw package", "gradle build",
        "gradlew test", "gradlew build", "venv", "virtualenv")},
    "make install": None, "make deploy": None, "make clean": frozenset({"file", "output"}),
}

# Kinds a command of PROGRAM_REACH reaches only at the thing one of its options names, unless a widening
# flag is given: "program subcommand" -> (kind, the options whose value names the thing, widening flags,
# the suffixes of the names it reaches). `git commit -m "Fix x"` makes the commit "Fix x" and changes no
# other commit's hash; with --amend (or with the message from an editor) the last commit, whichever it
# is, gets a new one. `ssh-keygen -f KEY` writes KEY and KEY.pub.
NAMED_REACH: dict[str, tuple[str, tuple[str, ...], frozenset[str], tuple[str, ...]]] = {
    "git commit": ("commit", ("-m", "--message"), frozenset({"--amend", "--fixup", "--squash", "-c", "-C"}), ("",)),
    "ssh-keygen": ("file", ("-f",), frozenset(), ("", ".pub")),
}


def named_reach(argv: list[str]) -> tuple[str, list[str]] | None:
    """(kind, names) when the command reaches its kind of :data:`NAMED_REACH` only at the things it
    names (the first line of the first value of a naming option, with each suffix); None when it may
    reach any."""
    name, sub = program_key(argv)
    spec = NAMED_REACH.get(sub) or NAMED_REACH.get(name)
    if spec is None:
        return None
    if spec is NAMED_REACH.get(sub) and sub != name:
        if sub.split()[-1] not in argv:
            return None
        args = argv[argv.index(sub.split()[-1]) + 1:]
    else:
        args = argv[1:]
    kind, options, widening, suffixes = spec
    if any(a in widening or a.split("=", 1)[0] in widening for a in args):
        return None
    for i, a in enumerate(args):
        short = [o for o in options if len(o) == 2]
        if a in options or (a.startswith("-") and not a.startswith("--") and short and a.endswith(short[0][1])):
            value = args[i + 1] if i + 1 < len(args) else None  # -m MSG, -am MSG
        elif "=" in a and a.split("=", 1)[0] in options:
            value = a.split("=", 1)[1]
        else:
            continue
        first = (value or "").strip().split("\n", 1)[0].strip()
        return (kind, [first + s for s in suffixes]) if first else None
    return None


# What writing a file's text leaves as it was: a redirect or an in-place edit keeps the file's permissions
# and owner (only chmod, chown or a re-creation changes them)
CONTENT_WRITE_KEEPS = frozenset({"permissions", "owner", "group"})


# Programs that write a file's time as the time it wrote it, but for the flags that set another one
# (`touch -d`, `cp -p`); a write by another program on a known file (`mv` keeps the time it had, `tar x`
# and `rsync -a` restore an archived one) says nothing of its time
STAMPS_NOW: dict[str, frozenset[str]] = {
    "touch": frozenset({"-d", "--date", "-t", "-r", "--reference"}), "mkdir": frozenset(), "tee": frozenset(),
    "truncate": frozenset(), "dd": frozenset(),
    "cp": frozenset({"-p", "-a", "--archive", "--preserve", "--preserve=timestamps", "-rp", "-pr", "-ap"}),
    "install": frozenset({"-p", "--preserve-timestamps"}),
}
# Programs that put files in place with a time of their own (a moved file keeps its time; an archive, a
# mirror, a download or a checkout sets the one it carries): a file that appears after they ran may be old
# (a package manager unpacks archives with the times they carry)
KEEPS_TIMES = frozenset({"mv", "tar", "unzip", "7z", "rsync", "scp", "git", "wget", "curl", "docker", "kubectl",
                         "rclone", "gsutil", "aws", "cpio", "bsdtar", "unrar", "gunzip", "podman", "npm", "pnpm",
                         "yarn", "pip", "pip3", "uv", "poetry", "cargo", "go", "apt", "apt-get", "dpkg", "dnf", "yum",
                         "rpm", "brew", "gem", "bundle", "composer", "conda", "helm", "sftp", "lftp"})
# Programs that change a file but not the time it was written (the mode, the owner, the link count)
STAMP_KEEPERS = frozenset({"chmod", "chown", "chgrp", "setfacl", "chattr", "ln"})


def stamps_now(argv: list[str]) -> bool | None:
    """True when the program writes files with the time of now, False when it may set another time, None
    when it leaves file times alone (:data:`STAMPS_NOW`, :data:`KEEPS_TIMES`, :data:`STAMP_KEEPERS`)."""
    name = argv[0].rsplit("/", 1)[-1] if argv else ""
    if name in STAMP_KEEPERS:
        return None
    other = STAMPS_NOW.get(name)
    if other is None:
        return False if name in KEEPS_TIMES else None
    return not any(a in other or a.split("=", 1)[0] in other for a in argv[1:])


def octal_permissions(argv: list[str]) -> str | None:
    """``chmod 640 FILE``: the permissions ``ls -l`` shows after it (``rw-r-----``); None for a symbolic
    mode (``u+x``: what it makes depends on what was there), a recursive one, or special bits."""
    if not argv or argv[0].rsplit("/", 1)[-1] != "chmod":
        return None
    words = argv[1:]
    if any(w.startswith("-") for w in words) or len(words) < 2 or not re.fullmatch(r"0?[0-7]{3}", words[0]):
        return None
    return "".join(("r" if int(d) & 4 else "-") + ("w" if int(d) & 2 else "-") + ("x" if int(d) & 1 else "-")
                   for d in words[0][-3:])


def printed_text(argv: list[str]) -> str | None:
    """What ``echo``/``printf`` with literal words prints (what a redirect writes to a file, and the lines it
    adds to its ``wc -l``); None when it cannot be told (a format, an escape, a variable, a flag after the
    words)."""
    name = argv[0].rsplit("/", 1)[-1] if argv else ""
    words = argv[1:]
    if any(not _PLAIN_WORD.fullmatch(w) for w in words):
        return None
    if name == "echo":
        flags = []
        while words and words[0] in ("-n", "-E"):
            flags.append(words.pop(0))
        if any(w.startswith("-") or "\\" in w for w in words):
            return None
        return " ".join(words) + ("" if "-n" in flags else "\n")
    if name == "printf" and len(words) == 1 and "%" not in words[0]:
        text = words[0].replace("\\n", "\n")
        return None if "\\" in text else text
    return None


_PLAIN_WORD = re.compile(r"[^$`*?\[\]{}~]*")
_COUNTER = re.compile(r"%0?\d*d")  # a printf counter in an output name (`frame_%03d.png`)
# Interpreters that run a module as a program: `python -m pip install x` is `pip install x`.
MODULE_RUNNER = re.compile(r"^python[\d.]*$")


# Launchers that run a project's program: `npx tsc --noEmit` is `tsc --noEmit`
PROGRAM_LAUNCHERS = frozenset({"npx", "bunx", "uv run", "poetry run", "pipenv run", "pdm run", "hatch run", "rye run",
                               "pixi run", "pnpm exec", "yarn exec", "bundle exec"})


def module_program(argv: list[str]) -> list[str]:
    """``python -m MODULE ARGS`` as ``MODULE ARGS``, ``npx PROGRAM ARGS`` as ``PROGRAM ARGS``; any other
    command as it is."""
    if len(argv) >= 3 and argv[1] == "-m" and MODULE_RUNNER.match(argv[0].rsplit("/", 1)[-1]):
        return argv[2:]
    name = argv[0].rsplit("/", 1)[-1] if argv else ""
    if len(argv) >= 2 and name in PROGRAM_LAUNCHERS and not argv[1].startswith("-"):
        return argv[1:]
    if len(argv) >= 3 and f"{name} {argv[1]}" in PROGRAM_LAUNCHERS and not argv[2].startswith("-"):
        return argv[2:]
    return argv


# Commands of PROGRAM_REACH that may change the files they reach but never bring back one that was deleted:
# formatters and linters that rewrite sources, and git's index and commit commands (a build, a test run or a
# type check may write an output again; a restore, a stash, a merge, a cherry-pick or a revert may bring a
# file back)
NO_REVIVE: frozenset[str] = frozenset({
    "black", "isort", "prettier", "gofmt", "go fmt", "cargo fmt", "autopep8", "flake8", "pylint", "shellcheck",
    "yamllint", "hadolint", "git add", "git rm", "git mv", "git push", "git fetch", "git commit",
    # a stream editor in place: it rewrites files that are there
    "sed"})


def lead_words(argv: list[str]) -> list[str]:
    """The first two words after the program that are not flags: where its subcommand is (`docker image prune`)."""
    return [a for a in argv[1:] if not a.startswith("-")][:2]


# The verbs of subcommands that only take things away or stop them (`docker image prune`, `restic forget`,
# `npm prune`, `apt autoremove`): whatever else the program is, such a call never brings a deleted thing back
REMOVING_VERBS: frozenset[str] = frozenset({
    "prune", "rm", "rmi", "remove", "delete", "del", "purge", "clean", "cleanup", "autoremove", "gc", "destroy",
    "uninstall", "drop", "erase", "forget", "expire", "evict", "kill", "stop", "down", "unload", "disable"})


# Programs that check, build or test a project: they write reports, caches and build outputs, a formatter rewrites
# sources, but none takes away a file it did not make (a `clean` subcommand does: REMOVING_VERBS)
NEVER_REMOVE: frozenset[str] = frozenset({
    "pytest", "tox", "nox", "mypy", "pyright", "ruff", "flake8", "pylint", "black", "isort", "prettier", "eslint",
    "tsc", "jest", "vitest", "mocha", "rubocop", "gofmt", "shellcheck", "yamllint", "hadolint", "autopep8",
    "golangci-lint", "sed",
    "cargo build", "cargo test", "cargo check", "cargo clippy", "cargo fmt", "cargo nextest", "go build", "go test",
    "go vet", "go fmt", "bazel build", "bazel test", "bazelisk build", "bazelisk test", "mvn", "mvnw", "gradle",
    "gradlew", "npm test", "yarn test", "pnpm test", "bun test", "deno test", "deno check", "dotnet build",
    "dotnet test", "ctest", "phpunit", "rspec"})


# Task runners, and the tasks of theirs that check a project (`just test`, `make lint`, `npm run typecheck`): by
# convention they run the checks above, which take nothing away
# (package managers run a package's scripts by name or after `run`; a project's task runners run named targets)
SCRIPT_RUNNERS = frozenset({"npm", "yarn", "pnpm", "bun"})
PROJECT_TASK_RUNNERS = frozenset({"make", "just", "task", "mage"})
TASK_RUNNERS = SCRIPT_RUNNERS | PROJECT_TASK_RUNNERS
CHECK_TASKS = frozenset({"test", "tests", "lint", "check", "typecheck", "type-check", "vet", "tsc", "types"})
# A toolchain's own subcommands that build or measure a project (`zig build`, `dune build`, `swift test`): they
# write build outputs beside the sources and take nothing away (a task runner's `build` may clean its output first)
BUILD_TASKS = frozenset({"build", "bench", "spec", "compile"})
# A program's subcommands that set a property of a thing it names (`zfs set`, `incus config`, `kubectl label`):
# they neither take a thing away nor bring one back
SETTING_TASKS = frozenset({"set", "inherit", "config", "configure", "label", "annotate", "autostart"})


def removes(argv: list[str]) -> bool:
    """Whether the command may take a thing away: not a program of :data:`NEVER_REMOVE` nor a check task of a
    task runner (unless its subcommand is one of :data:`REMOVING_VERBS`)."""
    name, sub = program_key(argv)
    words = lead_words(argv)
    if REMOVING_VERBS & set(words):
        return True
    if name in TASK_RUNNERS and words and words[-1 if words[0] == "run" else 0] in CHECK_TASKS:
        return False
    if name not in TASK_RUNNERS and words and words[0] in CHECK_TASKS | BUILD_TASKS:  # `zig build`, `swift test`
        return False
    if words and words[0] in SETTING_TASKS:  # `zfs set compression=zstd tank/db`
        return False
    return sub not in NEVER_REMOVE and name not in NEVER_REMOVE


def revives(argv: list[str]) -> bool:
    """Whether what the command may change (by :data:`PROGRAM_REACH`, or anything when it is not known)
    includes bringing back a deleted thing: not when it is known not to, nor when its subcommand (one of its
    first two words) only removes (:data:`REMOVING_VERBS`)."""
    name, sub = program_key(argv)
    words = lead_words(argv)
    return (sub not in NO_REVIVE and name not in NO_REVIVE and not REMOVING_VERBS & set(words)
            and not (words and words[0] in SETTING_TASKS))


# commands that replace a service's workers and keep its main process: a table that lists processes by program
# (`ss -p`, `lsof`) may show a worker's new id after them, a main process's id stays (`kill -HUP`: its signal)
WORKER_RELOADS = frozenset({"systemctl reload", "systemctl reload-or-restart", "systemctl try-reload-or-restart",
                            "service reload", "nginx -s", "apachectl graceful", "apache2ctl graceful", "caddy reload",
                            "kill -HUP", "kill -1", "pkill -HUP", "killall -HUP", "rc-service reload"})


def reloads_workers(argv: list[str]) -> bool:
    """Whether the command is one of :data:`WORKER_RELOADS`."""
    name, sub = program_key(argv)
    ops = [a for a in argv[1:] if not a.startswith("-")]
    return (sub in WORKER_RELOADS or " ".join(argv[:2]) in WORKER_RELOADS
            or f"{name} {ops[-1] if ops else ''}" in WORKER_RELOADS)


def reach(argv: list[str]) -> frozenset[str] | None:
    """The kinds of things the command may touch by :data:`PROGRAM_REACH`; None when it is not known."""
    name, sub = program_key(argv)
    words = lead_words(argv)
    deeper = " ".join([name, *words])  # "gh pr create"
    if len(words) == 2 and deeper in PROGRAM_REACH:
        return PROGRAM_REACH[deeper]
    if sub in PROGRAM_REACH:
        return PROGRAM_REACH[sub]
    flagged = " ".join(argv[:2])  # "nginx -t"
    return PROGRAM_REACH.get(flagged, PROGRAM_REACH.get(name))


@dataclass(frozen=True)
class Effect:
    verb: str  # "delete", "create", "update", "rename", "env-set", "env-unset", "read", "shell", "reach", "unknown"
    paths: tuple[str, ...] = ()
    env: tuple[tuple[str, str], ...] = ()
    kinds: frozenset[str] = frozenset()  # what a "reach" command may touch


def program_key(argv: list[str]) -> tuple[str, str]:
    """(program, "program subcommand") with a leading path and ``python -m`` folded."""
    if not argv:
        return "", ""
    name = argv[0].rsplit("/", 1)[-1]
    rest = [a for a in argv[1:] if not a.startswith("-")]
    flag = next((a for a in argv[1:] if a.startswith("-")), "")
    return name, f"{name} {rest[0]}" if rest else (f"{name} {flag}" if flag else name)


# Interpreters that, with a one-line script (-e) and an in-place switch (-i, maybe bundled: ``perl -0pi -e``),
# edit the files named after the script, as `sed -i` does: program -> the options that take the script
IN_PLACE_EDITORS: dict[str, frozenset[str]] = {"perl": frozenset({"-e", "-E"}), "ruby": frozenset({"-e"})}


def in_place_files(argv: list[str]) -> list[str] | None:
    """The files an in-place edit by :data:`IN_PLACE_EDITORS` writes, else None (a script run, not an edit)."""
    scripts = IN_PLACE_EDITORS.get(argv[0].rsplit("/", 1)[-1]) if argv else None
    if scripts is None:
        return None
    files: list[str] = []
    in_place = has_script = False
    i = 1
    while i < len(argv):
        a = argv[i]
        if a in scripts:
            has_script, i = True, i + 2
            continue
        if a.startswith("-") and not a.startswith("--") and len(a) > 1:
            bundle = a[1:].lstrip("0123456789")  # -0777 reads whole files
            in_place = in_place or "i" in bundle
            has_script = has_script or bundle.endswith("e")  # `-pie 's/a/b/'`: the script comes next
            i += 2 if bundle.endswith("e") else 1
            continue
        files.append(a)
        i += 1
    return files if in_place and has_script and files else None


def command_effect(argv: list[str], operands: list[str], flags: set[str]) -> Effect:
    name, sub = program_key(argv)
    if name in ("export", "declare", "typeset"):
        pairs = tuple((a.split("=", 1)[0], a.split("=", 1)[1]) for a in argv[1:] if "=" in a and not a.startswith("-"))
        return Effect("env-set", env=pairs)
    if name == "unset":
        return Effect("env-unset", env=tuple((a, "") for a in operands))
    if name in SHELL_STATE:
        return Effect("shell")
    if only_reads(argv) or (name == "sed" and "i" not in flags and "--in-place" not in flags):
        return Effect("read")
    if name == "sed":
        return Effect("update", tuple(operands[1:]) if len(operands) > 1 else ())
    edited = in_place_files(argv)
    if edited is not None:
        return Effect("update", tuple(edited))
    spec = FILE_EFFECTS.get(name)
    sub_spec = SUBCOMMAND_FILE_EFFECTS.get(sub)
    if sub_spec is not None and not sub_spec[2] & set(argv):
        spec, operands = sub_spec[:2], operands[1:]  # the subcommand is not a file
    if spec is not None:
        verb, which = spec
        ops = operands if which == "all" else operands[-1:] if which == "last" else operands[1:]
        # "-" and /dev/... are streams, not files (`ffmpeg -i a.mp4 -f null -`: nothing written); a name with a
        # printf counter (`frame_%03d.png`) stands for files it makes up: which ones cannot be told
        ops = [o for o in ops if o != "-" and not o.startswith("/dev/")]
        if verb == "create" and any(_COUNTER.search(o) for o in ops):
            return Effect("unknown")
        if verb == "rename":  # `mv a b`; `mv a b c dir/` moves each into the directory it names last
            return Effect("rename", tuple(operands)) if len(operands) >= 2 else Effect("unknown")
        return Effect(verb, tuple(ops))
    kinds = reach(argv)
    return Effect("reach", kinds=kinds) if kinds is not None else Effect("unknown")


# "program subcommand" -> (verb, kind of thing, where its names are): "operands" (every operand after
# the subcommand), "ids" (the operands that are hex ids), "none" (it names none: it may create or delete
# any), "tree" (the operands, or with -r any: their descendants too), "pair" (old and new name), "tree pair"
# (old and new name, and what is under them), "--name" (the value of that option). The things live in scope
# "<program>" (one docker daemon, one repository's branches).
OBJECT_EFFECTS: dict[str, tuple[str, str, str]] = {
    "docker rm": ("delete", "container", "operands"), "docker rename": ("rename", "container", "pair"),
    "docker run": ("create", "container", "--name"), "docker create": ("create", "container", "--name"),
    "docker stop": ("update", "container", "operands"), "docker start": ("update", "container", "operands"),
    "docker restart": ("update", "container", "operands"), "docker kill": ("update", "container", "operands"),
    "docker volume rm": ("delete", "volume", "operands"), "docker volume create": ("create", "volume", "operands"),
    "podman rm": ("delete", "container", "operands"), "podman rename": ("rename", "container", "pair"),
    "podman run": ("create", "container", "--name"), "podman create": ("create", "container", "--name"),
    "podman volume rm": ("delete", "volume", "operands"), "podman volume create": ("create", "volume", "operands"),
    "zfs destroy": ("delete", "dataset", "tree"), "zfs snapshot": ("create", "dataset", "tree"),
    "zfs create": ("create", "dataset", "operands"), "zfs rename": ("rename", "dataset", "tree pair"),
    # a backup repository's snapshots: forgotten by id (a policy's `forget --keep-*` names none, and may
    # forget any), made by a backup under an id it prints
    "restic forget": ("delete", "snapshot", "ids"), "restic backup": ("create", "snapshot", "none"),
    "git branch -d": ("delete", "branch", "operands"), "git branch -D": ("delete", "branch", "operands"),
    "git branch -m": ("rename", "branch", "pair"), "git branch -M": ("rename", "branch", "pair"),
    "git checkout -b": ("create", "branch", "first"), "git switch -c": ("create", "branch", "first"),
    "git branch": ("create", "branch", "first"),
    "git tag -d": ("delete", "tag", "operands"), "git tag --delete": ("delete", "tag", "operands"),
    "git tag -a": ("create", "tag", "first"), "git tag -s": ("create", "tag", "first"),
    "git tag": ("create", "tag", "first"),
    # accounts: the name is the last operand (after options with values: -d HOME, -c COMMENT, -G GROUPS)
    "useradd": ("create", "user", "last"), "adduser": ("create", "user", "last"),
    "userdel": ("delete", "user", "last"), "deluser": ("delete", "user", "last"),
    "groupadd": ("create", "group", "last"), "addgroup": ("create", "group", "last"),
    "groupdel": ("delete", "group", "last"),
    # LVM's logical volumes, named "vg/lv" or "/dev/vg/lv" or (lvrename VG OLD NEW) after their group
    "lvcreate": ("create", "logical volume", "-n"), "lvremove": ("delete", "logical volume", "basenames"),
    "lvrename": ("rename", "logical volume", "last pair"),
}
# A process supervisor's programs: "program verb" -> the state the verb leaves the programs it names in (None:
# not known, a start may fail). Only a stop is judged: nothing starts a stopped program again by itself, while a
# running one may exit and be started again, under another pid, by the supervisor. Other verbs that change
# programs (update, reload, add, remove) may change any of them.
PROGRAM_VERBS: dict[str, str | None] = {
    "supervisorctl stop": "STOPPED", "supervisorctl start": None, "supervisorctl restart": None,
    "supervisorctl signal": None,
}
PROGRAMS_ALL = re.compile(r"^(?:all|[\w.-]+:\*)$")  # every program, or every program of a group

# Kinds of OBJECT_EFFECTS that live in the machine, not in one program (every account tool and lookup
# names the same users): their scope, and what else a command on them changes (the files that hold
# them, a home directory, what reads printed)
OBJECT_SCOPES: dict[str, tuple[str, frozenset[str]]] = {
    "user": ("accounts", frozenset({"file", "output"})), "group": ("accounts", frozenset({"file", "output"})),
    "logical volume": ("lvm", frozenset({"output"})),
}
# Reads that look things of a kind up by name: "program [subcommand]" -> (kind, a line that says one is
# missing, a line that shows one, its name in the group "name"). A missing one's line names its program
# (`id: 'restic': no such user`), so it is read even among other commands' output.
OBJECT_LOOKUPS: dict[str, tuple[str, str | None, str]] = {
    "id": ("user", r"^id: .(?P<name>[^'’]+). ?: no such user", r"^uid=\d+\((?P<name>[^)]+)\)"),
    "getent passwd": ("user", None, r"^(?P<name>[^:\s]+):[^:]*:\d+:"),
    "getent group": ("group", None, r"^(?P<name>[^:\s]+):[^:]*:\d+:"),
}


# A service manager's persistent state of its units, set by a verb and read back by others: "program verb"
# -> (the attribute, the value it sets; None: changed to a value not known). Whether a unit runs is not
# here: a socket, a timer or a crash moves it with no command.
UNIT_STATE_VERBS: dict[str, tuple[str, str | None]] = {
    "systemctl enable": ("enablement", "enabled"), "systemctl disable": ("enablement", "disabled"),
    "systemctl mask": ("enablement", "masked"), "systemctl unmask": ("enablement", None),
    "systemctl reenable": ("enablement", "enabled"), "systemctl preset": ("enablement", None),
    "systemctl preset-all": ("enablement", None), "systemctl revert": ("enablement", None),
}
UNIT_STATES = frozenset({"enabled", "disabled", "masked"})  # the values compared (static, indirect... are not)
# options after which the units are another machine's or user's (not this one's)
UNIT_ELSEWHERE = frozenset({"--user", "--global", "-H", "--host", "-M", "--machine", "--root"})


# Programs that keep one file per user and show it whole: program -> (its directory, the flag that shows
# it, the flag that removes it, the option that names another user). `crontab -l` is the text of
# /var/spool/cron/crontabs/USER; `crontab FILE`, `crontab -` and `crontab -e` replace it.
SPOOLED: dict[str, tuple[str, str, str, str]] = {"crontab": ("/var/spool/cron/crontabs", "-l", "-r", "-u")}


def spooled(argv: list[str], user: str | None) -> tuple[str, str, str] | None:
    """(the file's directory, its user, "read" | "delete" | "update") of a :data:`SPOOLED` command."""
    spec = SPOOLED.get(argv[0].rsplit("/", 1)[-1]) if argv else None
    if spec is None:
        return None
    where, show, remove, other = spec
    args = argv[1:]
    named = args[args.index(other) + 1] if other in args and args.index(other) + 1 < len(args) else user
    if named is None:
        return None
    verb = "read" if show in args else "delete" if remove in args else "update"
    return where, named, verb


def unit_name(word: str) -> str:
    """``cups`` is ``cups.service``: a unit named without its type is a service."""
    return word if re.search(r"\.(?:service|socket|timer|path|mount|target|slice|scope|device|swap|automount)$",
                             word) else f"{word}.service"


def object_lookup(argv: list[str]) -> tuple[str, str | None, str] | None:
    """The :data:`OBJECT_LOOKUPS` entry of a command, else None."""
    name, sub = program_key(argv)
    return OBJECT_LOOKUPS.get(sub) or OBJECT_LOOKUPS.get(name)


# Lines of a read's output that name a thing of OBJECT_EFFECTS' kinds as there now: "program subcommand"
# -> (kind, the texts such a line starts with; the name is the next word, up to a "..." that names its
# upstream: `git status -sb` prints "## main...origin/main").
OBJECT_MENTIONS: dict[str, tuple[str, tuple[str, ...]]] = {
    "git status": ("branch", ("On branch ", "## ")),
}
NOT_NAMES = frozenset({"HEAD", "No", "Initial"})  # "## HEAD (no branch)", "## No commits yet on main"
# Of those, the ones that name the current thing of their kind (the branch checked out)
CURRENT_MENTIONS = frozenset({"git status"})
# What a file command prints of each thing it did with -v (GNU's coreutils): program -> (the verb, a line
# naming a source and, for a rename or a copy, where it went). Such a report places what a glob reached.
_QUOTED = r"['‘\"](?P<{}>[^'’\"]+)['’\"]"
VERBOSE_REPORTS: dict[str, tuple[str, re.Pattern[str]]] = {
    "rm": ("delete", re.compile(r"^removed (?:directory )?" + _QUOTED.format("src") + "$")),
    "mv": ("rename", re.compile(r"^(?:renamed )?" + _QUOTED.format("src") + " -> " + _QUOTED.format("dst") + "$")),
    "cp": ("create", re.compile(r"^" + _QUOTED.format("src") + " -> " + _QUOTED.format("dst") + "$")),
    # each file replaced by its compressed (or uncompressed) copy: "a.log:\t 90.9% -- replaced with a.log.gz"
    **dict.fromkeys(("gzip", "gunzip"), ("rename", re.compile(r"^(?P<src>[^\s:]+):\s+-?[\d.]+% -- replaced with "
                                                               r"(?P<dst>\S+)$"))),
}


def verbose_report(argv: list[str], flags: set[str], out: list[str]) -> tuple[str, list[tuple[str, str | None]]] | None:
    """(verb, [(source, destination or None)]) a -v file command reported doing, from its output's lines
    (:data:`VERBOSE_REPORTS`); None without -v or without one such line."""
    spec = VERBOSE_REPORTS.get(argv[0].rsplit("/", 1)[-1]) if argv else None
    if spec is None or not {"v", "--verbose"} & flags:
        return None
    verb, line = spec
    done = [(m["src"], m.groupdict().get("dst")) for ln in out if (m := line.match(ln.strip())) is not None]
    return (verb, done) if done else None


# git's view of a file, as attributes of it: a change staged, and one not staged (views/changes.py reads
# `git status`); what a commit or a hard reset leaves of them
STAGED, UNSTAGED, NO_CHANGE = "git index", "git worktree", "none"
# Commands that leave no file under the working directory with an uncommitted change of some kinds when they
# succeed (untracked files stay as they were): "program subcommand" -> (the kinds it always
# clears, the flags with which it clears both, the flags it needs, the flags with which it is not followed,
# whether its operands name files). `git commit` commits what is staged, with -a every change to a tracked file
# too; a pathspec (`git commit a.py`) commits only some files, and is not followed. `git reset --hard [COMMIT]`
# leaves the tree as the commit has it.
CHANGE_CLEARING: dict[str, tuple[frozenset[str], frozenset[str], frozenset[str], frozenset[str], bool]] = {
    "git commit": (frozenset({STAGED}), frozenset({"a", "--all"}), frozenset(),
                   frozenset({"--dry-run", "p", "--patch", "--interactive", "i", "--include", "o", "--only"}), True),
    "git reset": (frozenset({STAGED, UNSTAGED}), frozenset(), frozenset({"--hard"}), frozenset(), False),
}
# the options of those that take the next word as their value (a message, an author)
_CLEARING_VALUES = (frozenset("mFCct"), frozenset({"--message", "--file", "--author", "--date", "--template",
                                                   "--cleanup", "--trailer", "--reuse-message", "--reedit-message",
                                                   "--fixup", "--squash"}))
# what a command that clears them prints when it did not (a hook failed, nothing was staged)
CHANGE_CLEARING_FAILED = re.compile(r"no changes added to commit|\bFailed\b|\bhook\b.*\b(?:fail|error)|\b[Aa]borting\b")
# `git add -A` (or of the working directory, `git add .`): every change under it is staged
STAGES_ALL = frozenset({"-A", "--all", ".", ":/"})


def change_clearing(argv: list[str]) -> frozenset[str] | None:
    """The kinds of uncommitted change a :data:`CHANGE_CLEARING` command leaves no file with; None for
    another command, or one that names files or runs elsewhere (``git -C DIR``)."""
    _name, sub = program_key(argv)
    spec = CHANGE_CLEARING.get(sub)
    if spec is None or "-C" in argv:
        return None
    always, widening, needed, refused, names_files = spec
    flags: set[str] = set()
    paths: list[str] = []
    args = iter(argv[argv.index(sub.split(" ")[1]) + 1:])
    for a in args:
        if a == "--":
            paths += list(args)
        elif a.startswith("--"):
            flags.add(a.split("=", 1)[0])
            if "=" not in a and a in _CLEARING_VALUES[1]:
                next(args, None)
        elif a.startswith("-") and len(a) > 1:
            for i, ch in enumerate(a[1:], 1):
                flags.add(ch)
                if ch in _CLEARING_VALUES[0]:  # its value: the rest of the word, or the next one
                    if i == len(a) - 1:
                        next(args, None)
                    break
        else:
            paths.append(a)
    if (paths and names_files) or refused & flags or not needed <= flags:
        return None
    return always | ({STAGED, UNSTAGED} if widening & flags else frozenset())


# Commands that make another thing of a kind the current one: "program subcommand" -> (kind, the flags
# after which the first operand names it, flags that leave none current). `git switch NAME` names a
# branch; `git checkout NAME` may name a file, so only with -b/-B is the branch known.
SWITCHES: dict[str, tuple[str, frozenset[str] | None, frozenset[str]]] = {
    "git switch": ("branch", None, frozenset({"--detach", "-d", "-"})),
    "git checkout": ("branch", frozenset({"-b", "-B"}), frozenset({"--detach", "-"})),
}


def switched(argv: list[str]) -> tuple[str, str | None] | None:
    """(kind, the name now current, or None when it cannot be told) of a command in :data:`SWITCHES`."""
    spec = SWITCHES.get(program_key(argv)[1])
    if spec is None:
        return None
    kind, naming, unnamed = spec
    args = argv[2:]
    ops = [a for a in args if not a.startswith("-")]
    if unnamed & set(args) or "--" in args or not ops:
        return kind, None
    if naming is None:  # every form names it: `git switch NAME`, `git switch -c NAME [START]`
        creates = any(a in ("-c", "-C", "--create", "--force-create") for a in args)
        return kind, ops[0] if creates or len(ops) == 1 else None
    return kind, ops[0] if naming & set(args) else None


@dataclass(frozen=True)
class ObjectListing:
    """How a read lists a program's things of one kind: the column its table names them in, the
    ``--format`` field that names them, the flags without which it shows only some (``docker ps``
    without ``-a`` shows running containers), and the flags that filter or page it."""

    kind: str
    column: str
    field: str
    needs: frozenset[str] = frozenset()
    filters: frozenset[str] = frozenset({"-f", "--filter", "-n", "--last", "-l", "--latest"})
    partial: bool = False  # it never shows every thing of its kind (a type filter, a root to start from)
    id_column: str = ""  # the column, and the --format field, that show a thing's id (an identity)
    id_field: str = ""


_CONTAINERS = ObjectListing("container", "NAMES", "{{.Names}}", frozenset({"-a", "--all"}), id_column="CONTAINER ID",
                            id_field="{{.ID}}")
# --format fields whose values have no spaces: a line splits on whitespace into them, up to the first other one
ONE_WORD_FIELDS = frozenset({"{{.ID}}", "{{.Id}}", "{{.Names}}", "{{.Name}}", "{{.Image}}", "{{.State}}",
                             "{{.Driver}}", "{{.Mountpoint}}", "{{.Size}}"})
# Reads that print one thing's id as the first word of their output: "program subcommand" -> (kind, the
# --format field that must lead, or "" for a `run -d`, whose output is the new thing's id)
ID_READS: dict[str, tuple[str, str]] = {
    **{f"{p} {c}": ("container", "{{.Id}}") for p in ("docker", "podman") for c in ("inspect", "container inspect")},
    **{f"{p} {c}": ("container", "") for p in ("docker", "podman") for c in ("run", "create")},
}
_VOLUMES = ObjectListing("volume", "VOLUME NAME", "{{.Name}}")
# "program subcommand [subcommand]" -> how it lists; `partial` ones never show every thing of their kind
OBJECT_LISTINGS: dict[str, ObjectListing] = {
    **{f"{p} {c}": _CONTAINERS for p in ("docker", "podman") for c in ("ps", "container ls", "container list")},
    **{f"{p} volume {c}": _VOLUMES for p in ("docker", "podman") for c in ("ls", "list")},
    "restic snapshots": ObjectListing("snapshot", "ID", "", filters=frozenset({"--tag", "--host", "-H", "--path",
                                                                               "--latest", "-c", "--compact"})),
    # datasets and snapshots: what it shows is read from its root, -r and -t (zfs_shown)
    "zfs list": ObjectListing("dataset", "NAME", "", filters=frozenset({"-d", "--depth"}), partial=True),
    # logical volumes (a volume group named, a selection: only some of them)
    "lvs": ObjectListing("logical volume", "LV", "", frozenset(), frozenset({"-S", "--select"}), partial=True),
}


# `zfs list`'s types (-t) -> what a name of that type looks like after its dataset's path
_ZFS_TYPES = {"filesystem": "", "volume": "", "snapshot": "@[^@#/]+", "snap": "@[^@#/]+", "bookmark": "#[^@#/]+"}


def zfs_shown(args: list[str]) -> str | None:
    """The names a ``zfs list`` shows in full, as a pattern: every dataset (and with ``-t`` snapshots or
    bookmarks) under its roots with ``-r``, or of the whole pool without a root; None when it cannot be
    told (a depth, a type not known)."""
    ops = [a for i, a in enumerate(args) if not a.startswith("-") and (i == 0 or args[i - 1] not in VALUE_FLAGS["zfs"])]
    types = {"filesystem", "volume"}
    for flag, value in zip(args, args[1:]):
        if flag == "-t":
            types = {"filesystem", "volume", "snapshot", "bookmark"} if value == "all" else set(value.split(","))
    if any(t not in _ZFS_TYPES for t in types) or (ops and "-r" not in args) or "-d" in args:
        return None
    tails = sorted({_ZFS_TYPES[t] for t in types})
    root = rf"(?:{'|'.join(map(re.escape, ops))})(?:/[^@#]+)?" if ops else r"[^@#]+"
    return rf"^{root}(?:{'|'.join(tails)})$"


def object_listing(argv: list[str]) -> ObjectListing | None:
    """:data:`OBJECT_LISTINGS`' entry of a listing command (``docker volume ls``, ``docker container ls``)."""
    if not argv:
        return None
    words = [a for a in argv[1:] if not a.startswith("-")]
    prog = argv[0].rsplit("/", 1)[-1]
    return OBJECT_LISTINGS.get(" ".join([prog, *words[:2]])) or OBJECT_LISTINGS.get(" ".join([prog, *words[:1]])) \
        or OBJECT_LISTINGS.get(prog)  # a program that lists one kind whatever its operands (`lvs vg_db`)


def mentioned(argv: list[str], lines: list[str]) -> list[tuple[str, str, str, bool]]:
    """(kind, name, line, whether it is the current one) of the things a read's output names by
    :data:`OBJECT_MENTIONS`."""
    sub = program_key(argv)[1]
    spec = OBJECT_MENTIONS.get(sub)
    if spec is None:
        return []
    kind, heads = spec
    found = []
    for ln in lines:
        head = next((h for h in heads if ln.startswith(h) and ln[len(h):].strip()), None)
        name = ln[len(head):].split()[0].split("...")[0] if head is not None else ""
        if name and name not in NOT_NAMES:
            found.append((kind, name, ln, sub in CURRENT_MENTIONS))
    return found


def option_values(args: list[str], options: tuple[str, ...]) -> list[str]:
    """The values given to any of ``options``: those after the option as a word of their own
    (``--name web``) first, then those written ``--name=web``."""
    return [args[i + 1] for i, a in enumerate(args[:-1]) if a in options] + [
        a.split("=", 1)[1] for a in args if "=" in a and a.split("=", 1)[0] in options]


ANY_NAME = "*"  # among the names of a create or delete that makes or removes some it does not name: any of its kind


def object_effect(argv: list[str]) -> tuple[str, str, list[str]] | None:
    """(verb, kind, names) of a command in :data:`OBJECT_EFFECTS`, else None; names hold :data:`ANY_NAME` when
    it makes or removes things of its kind it does not name."""
    if len(argv) < 2 or only_reads(argv):  # `git tag -l 'v1.*'` lists
        return None
    prog = argv[0].rsplit("/", 1)[-1]
    rest = argv[1:]
    for n in (3, 2, 1):  # "docker volume rm", "git branch -d", "useradd"
        key = " ".join([prog, *rest[: n - 1]])
        spec = OBJECT_EFFECTS.get(key)
        if spec is None:
            continue
        verb, kind, where = spec
        args = rest[n - 1:]
        valued = VALUE_FLAGS.get(prog, frozenset())
        ops = [a for i, a in enumerate(args) if not a.startswith("-") and not (i and args[i - 1] in valued)]
        if where == "--name":
            if "--rm" in args:  # removed again when it exits
                return "update", kind, []
            names = option_values(args, ("--name",))
        elif where == "-n":
            names = [v.rsplit("/", 1)[-1] for v in option_values(args, ("-n", "--name"))]
        elif where == "basenames":
            names = [o.rstrip("/").rsplit("/", 1)[-1] for o in ops]
        elif where == "last pair":
            names = [o.rstrip("/").rsplit("/", 1)[-1] for o in ops[-2:]] if len(ops) in (2, 3) else []
        elif where == "first":
            names = ops[:1] if key != "git branch" or len(ops) == 1 else []
        elif where == "last":
            names = ops[-1:]
        elif where == "ids":
            names = [o for o in ops if re.fullmatch(r"[0-9a-f]{8,64}", o)] or [ANY_NAME]
        elif where == "none":
            names = [ANY_NAME]
        elif where == "tree":
            names = ops + ([ANY_NAME] if any(a in ("-r", "-R") for a in args) else [])
        elif where == "tree pair":  # what is under the old name moves with it
            names = [*ops, ANY_NAME] if len(ops) == 2 else []
        else:
            names = ops
        if where in ("pair", "last pair", "tree pair") and len([n for n in names if n != ANY_NAME]) != 2:
            return None
        return verb, kind, names
    return None


# Files running programs write to on their own (a service's log, a shell's history, a job's output): their
# size, line count and text move between two reads with no command touching them. A path matches when
# its directory or its name does.
LIVE_DIRS = re.compile(r"(?:^|/)(?:var/log|logs?|journal)(?:/|$)|^/(?:proc|sys)(?:/|$)")  # (the kernel's own views)
LIVE_NAMES = re.compile(r"\.(?:log|out|err)(?:\.\d+)?$|^nohup\.out$|_history$|^\.?[\w-]*history$")


def live_file(ref: Ref) -> bool:
    """Whether ``ref`` (a file's Ref: ``scope`` its directory, ``key`` its name) is one programs append to."""
    return bool(LIVE_DIRS.search(ref.scope + "/") or LIVE_NAMES.search(ref.key))


# programs that print nothing when they succeed: in a chain of them, what the screen shows is the last
# command's output
SILENT: frozenset[str] = frozenset({
    "cd", "mkdir", "rm", "rmdir", "mv", "cp", "touch", "chmod", "chown", "ln", "export", "unset", "git add",
    "git mv", "git branch -m", "git branch -M", "git checkout -q", "git switch -q", "pushd",
    "popd", "source", ".", "true", ":", "sleep", "chgrp", "install", "truncate", "setfacl", "useradd", "usermod",
    "groupadd", "systemctl start", "systemctl stop", "systemctl restart", "systemctl reload", "systemctl daemon-reload",
    "zfs snapshot", "zfs create", "zfs set", "zfs rename", "zfs inherit",
    "timedatectl set-timezone", "timedatectl set-time", "timedatectl set-ntp", "timedatectl set-local-rtc",
    "hostnamectl set-hostname",
})


# "program subcommand" that print nothing when they name a thing to make (`git tag v1.2`, `git branch
# topic`), but list or say what they did with these flags (or with no name at all)
SILENT_WHEN_NAMING: dict[str, frozenset[str]] = {
    "git tag": frozenset({"-l", "--list", "-n", "-d", "--delete", "-v", "--verify", "--contains", "--points-at"}),
    "git branch": frozenset({"-l", "--list", "-a", "--all", "-r", "--remotes", "-v", "-vv", "-d", "-D", "--delete",
                             "--show-current", "--contains", "--merged", "--no-merged"}),
}


def silent(argv: list[str]) -> bool:
    """Whether the command prints nothing when it succeeds (``git rm -q``, ``mkdir``, ``git branch -m``)."""
    if not argv:
        return False
    name = argv[0].rsplit("/", 1)[-1]
    if name in ("rm", "cp", "mv", "mkdir", "chmod", "chown", "ln") and any(a.startswith("-") and "v" in a.lstrip("-")
                                                                        for a in argv[1:]):
        return False  # verbose: it says what it did
    if name == "sed":  # an in-place edit writes its file, never the screen
        return any(a == "--in-place" or a.startswith("--in-place=")
                   or (a.startswith("-") and not a.startswith("--") and "i" in a[1:].split(".", 1)[0])
                   for a in argv[1:])
    keys = {name, " ".join([name, *argv[1:2]]), " ".join([name, *argv[1:3]])}
    listing = SILENT_WHEN_NAMING.get(" ".join(argv[:2]))
    if listing is not None:
        return not listing & set(argv[2:]) and any(not a.startswith("-") for a in argv[2:])
    return bool(keys & SILENT) or (name == "git" and any(a == "--quiet" or re.fullmatch(r"-[a-zA-Z]*q[a-zA-Z]*", a)
                                                         for a in argv[2:]))  # -q, or -qam bundled


# What the directives of a program's output format print about a file (the attribute names of a long
# listing's facts): "program" -> (the option that takes the format, directive -> attribute). "name" is the
# file as the command named it.
FORMAT_FIELDS: dict[str, tuple[tuple[str, ...], dict[str, str]]] = {
    "stat": (("-c", "--format", "--printf"), {"%n": "name", "%s": "size", "%A": "mode", "%U": "owner",
                                                "%G": "group", "%a": "mode (octal)", "%F": "type",
                                                "%y": "modified"}),
}


# A `sed` substitution whose pattern is literal text (maybe anchored) and whose replacement is literal,
# on every line or on one line by its number (`17s/25m/64m/`): what it makes of a line can be computed.
# Anything else (a class, a repetition, a group, `&`, `\1`) is not read.
# characters literal in a basic regular expression and in a replacement (not ``* [ ] \\ &``)
_SED_SCRIPT = re.compile(r"^(?P<addr>\d+)?s(?P<d>[/#|,:@])(?P<pat>\^?[\w =.:;,@#/'\"<>%+(){}~!?-]*?\$?)(?P=d)"
                         r"(?P<rep>[\w =.:;,@#/'\"<>%+(){}~!?-]*)"
                         r"(?P=d)(?P<flags>g?)$")


def sed_substitutions(argv: list[str]) -> tuple[list[tuple[str, str, bool, int | None]], list[str]] | None:
    """(the substitutions as (Python pattern, replacement, every match, the one line it is for), the files)
    of an in-place ``sed``
    whose every expression is a literal substitution; None otherwise."""
    if not argv or argv[0].rsplit("/", 1)[-1] != "sed":
        return None
    scripts: list[str] = []
    files: list[str] = []
    in_place = False
    args = argv[1:]
    i = 0
    while i < len(args):
        a = args[i]
        if a in ("-e", "--expression") and i + 1 < len(args):
            scripts.append(args[i + 1])
            i += 2
            continue
        if a.startswith("--expression="):
            scripts.append(a.split("=", 1)[1])
        elif a in ("-i", "--in-place"):
            in_place = True
        elif a.startswith("-"):
            return None  # -E, -n, -i.bak, -f FILE: not read
        else:
            files.append(a)
        i += 1
    if not scripts and files:
        scripts.append(files.pop(0))
    subs = []
    for s in scripts:
        m = _SED_SCRIPT.match(s)
        if m is None or (m["d"] in m["pat"] + m["rep"]):
            return None
        pat = m["pat"]
        head, tail = pat.startswith("^"), pat.endswith("$") and len(pat) > 1
        body = pat[1 if head else 0: len(pat) - (1 if tail else 0)]
        if not body:
            return None
        rx = ("^" if head else "") + ".".join(re.escape(x) for x in body.split(".")) + ("$" if tail else "")
        subs.append((rx, m["rep"], m["flags"] == "g", int(m["addr"]) if m["addr"] else None))
    return (subs, files) if in_place and subs and files else None


# HTTP clients whose request a command line states: "program" -> (options that take a value, options that
# send a body (the request is a POST unless a method is named), options naming the method, options after
# which the reply goes to a file or a form/upload is sent (then the command is not read here)).
@dataclass(frozen=True)
class HttpClient:
    value_flags: frozenset[str]
    body_flags: frozenset[str]
    method_flags: frozenset[str]
    head_flags: frozenset[str]
    unread_flags: frozenset[str]


HTTP_CLIENTS: dict[str, HttpClient] = {
    "curl": HttpClient(
        value_flags=frozenset({"-H", "--header", "-u", "--user", "-A", "--user-agent", "-e", "--referer", "-b",
                               "--cookie", "-c", "--cookie-jar", "-m", "--max-time", "--connect-timeout", "-w",
                               "--write-out", "--retry", "-x", "--proxy", "--cacert", "--cert", "--key", "-E",
                               "--resolve", "--url"}),
        body_flags=frozenset({"-d", "--data", "--data-raw", "--data-binary", "--data-urlencode", "--json"}),
        method_flags=frozenset({"-X", "--request"}),
        head_flags=frozenset({"-I", "--head"}),
        unread_flags=frozenset({"-o", "--output", "-O", "--remote-name", "-T", "--upload-file", "-F", "--form",
                                "-G", "--get", "-K", "--config", "-D", "--dump-header"})),
}


def http_request(argv: list[str]) -> tuple[str, str, str | None] | None:
    """(method, URL, body text) of an HTTP client's command line by :data:`HTTP_CLIENTS` (``curl -s -X PATCH
    URL -d '{...}'``); None for another program, a request it cannot state, or one whose reply goes elsewhere."""
    client = HTTP_CLIENTS.get(argv[0].rsplit("/", 1)[-1]) if argv else None
    if client is None:
        return None
    method: str | None = None
    body: str | None = None
    urls: list[str] = []
    i = 1
    while i < len(argv):
        a = argv[i]
        flag, eq, inline = a.partition("=") if a.startswith("--") else (a, "", "")
        takes = flag in client.value_flags | client.body_flags | client.method_flags
        value = inline if eq else (argv[i + 1] if takes and i + 1 < len(argv) else None)
        if flag in ("-o", "--output") and (inline if eq else argv[i + 1] if i + 1 < len(argv) else "") == "/dev/null":
            i += 1 if eq else 2  # the reply thrown away: nothing is written here
            continue
        if flag in client.unread_flags or (a.startswith("-") and not a.startswith("--") and len(a) > 2
                                           and any(f"-{ch}" in client.unread_flags | client.value_flags
                                                   | client.body_flags | client.method_flags for ch in a[1:])):
            return None  # -o FILE, or bundled short options this reader does not take apart
        if flag in client.method_flags:
            method = (value or "").upper()
        elif flag in client.body_flags:
            body = value
        elif flag in client.head_flags:
            method = method or "HEAD"
        elif not a.startswith("-"):
            urls.append(a)
        i += 2 if takes and not eq else 1
    if len(urls) == 1 and _BARE_URL.match(urls[0]):
        urls = [f"http://{urls[0]}"]  # a URL without a scheme is http's ("localhost:8093/health")
    if len(urls) != 1 or not re.match(r"^https?://", urls[0]):
        return None
    return method or ("POST" if body is not None else "GET"), urls[0], body


_BARE_URL = re.compile(r"^(?:localhost|\d{1,3}(?:\.\d{1,3}){3}|[a-z0-9-]+(?:\.[a-z0-9-]+)+)(?::\d+)?(?:/\S*)?$",
                       re.IGNORECASE)
