# ruff: noqa: E501
"""Held-out terminal trajectories (h15-terminal-01 .. 22): tmux keystroke actions and full-screen shell observations."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import Pane, RowSet

SYSTEM = """# Role and Objective

You are a **Terminal World Model**, a precise terminal state simulator. Predict the exact output of a Linux/Unix terminal after the given keystrokes are sent to a tmux pane.

## Task Definition

Given the history of this terminal session, the current terminal screen (prompt and prior output) and the user's action (a JSON array of keystroke objects), predict the exact next terminal state.

## Consistency

Track across turns: the working directory (reflected in the prompt), environment variables and aliases, files created, modified or deleted, installed packages, running services and processes, database contents and any other state established earlier in the session. Outputs must not contradict previously established state.

## Action Format

```json
[{"keystrokes": "ls -la\\n", "duration": 0.1}]
```

`keystrokes` is raw terminal input (a trailing newline executes the command); `duration` is how many seconds to wait before capturing output. Long-running commands may still be in progress when captured.

## Output

Give the command echo on the prompt line, all stdout and stderr in execution order, and the next prompt once the command has finished. Preserve exact formatting, spacing and line breaks, as the real tool prints them."""


def hx(seed: str, n: int = 64) -> str:
    """A deterministic hex string (ids, hashes, fingerprints)."""
    out = ""
    i = 0
    while len(out) < n:
        out += hashlib.sha256(f"{seed}/{i}".encode()).hexdigest()
        i += 1
    return out[:n]


def colon_fp(seed: str) -> str:
    h = hx(seed, 64).upper()
    return ":".join(h[i:i + 2] for i in range(0, 64, 2))


def tw(rows: list[list[str]], pad: int = 2, lead: str = "") -> str:
    """Left-aligned columns as Go's tabwriter prints them (kubectl, podman, docker)."""
    widths = [max(len(r[i]) for r in rows if i < len(r)) for i in range(max(map(len, rows)))]
    lines = []
    for r in rows:
        cells = [c.ljust(widths[i] + pad) if i < len(r) - 1 else c for i, c in enumerate(r)]
        lines.append((lead + "".join(cells)).rstrip())
    return "\n".join(lines)


def psql(headers: list[str], rows: list[list[str]], right: set[int] | None = None, title: str | None = None,
         footer: str | None = None) -> str:
    right = right or set()
    widths = [max([len(h)] + [len(r[i]) for r in rows]) for i, h in enumerate(headers)]
    head = "|".join(" " + (" " * ((w - len(h)) // 2) + h).ljust(w) + " " for h, w in zip(headers, widths, strict=True)).rstrip()
    sep = "+".join("-" * (w + 2) for w in widths)
    body = []
    for r in rows:
        cells = [" " + (c.rjust(w) if i in right else c.ljust(w)) + " " for i, (c, w) in enumerate(zip(r, widths, strict=True))]
        body.append("|".join(cells).rstrip())
    n = len(rows)
    out = []
    if title:
        out.append(title.center(len(sep)).rstrip())
    out += [head, sep] + body
    out.append(footer if footer is not None else f"({n} row{'s' if n != 1 else ''})")
    return "\n".join(out)


def mysql(headers: list[str], rows: list[list[str]], right: set[int] | None = None) -> str:
    right = right or set()
    widths = [max([len(h)] + [len(r[i]) for r in rows]) for i, h in enumerate(headers)]
    sep = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
    head = "|" + "|".join(" " + h.ljust(w) + " " for h, w in zip(headers, widths, strict=True)) + "|"
    body = ["|" + "|".join(" " + (c.rjust(w) if i in right else c.ljust(w)) + " "
                           for i, (c, w) in enumerate(zip(r, widths, strict=True))) + "|" for r in rows]
    return "\n".join([sep, head, sep] + body + [sep])


def cols(table: list[list[str]], right: set[int] | None = None, sep: int = 2, lead: str = "") -> str:
    """Space-aligned columns (zfs, lvs, ls-like listings); columns in `right` are right-aligned."""
    right = right or set()
    widths = [max(len(r[i]) for r in table) for i in range(len(table[0]))]
    out = []
    for r in table:
        cells = [c.rjust(widths[i]) if i in right else c.ljust(widths[i]) for i, c in enumerate(r)]
        out.append((lead + (" " * sep).join(cells)).rstrip())
    return "\n".join(out)


def sv(name: str, state: str, desc: str) -> str:
    """One line of `supervisorctl status`."""
    return f"{name:<32} {state:<10} {desc}".rstrip()


def banner(msg: str) -> str:
    """An ansible-playbook section banner (padded with stars to 80 columns), preceded by a blank line."""
    return "\n" + msg + " " + "*" * max(3, 79 - len(msg))


def add(rs: RowSet, tid: str, p: Pane, turns: list[tuple[str, str]], state: str, **kw: Any) -> None:
    rs.add(task="terminal", tid=tid, system=SYSTEM, turns=turns, state=state, **kw)


def t01(rs: RowSet) -> None:
    # CLEAN: npm package fix + amend + `npm version minor`; commit hash changes after --amend, version 1.4.2 -> 1.5.0 and test counts all follow from the agent's actions.
    p = Pane("tomas", "tp-x13", "/home/tomas/code/quill-lint")
    state = p.prompt
    jest_fail = """
> quill-lint@1.4.2 test
> jest

PASS test/rules/heading-increment.test.js
PASS test/rules/no-bare-urls.test.js
PASS test/rules/list-marker-style.test.js
PASS test/config/load-config.test.js
PASS test/rules/no-trailing-punctuation.test.js
PASS test/cli/format-output.test.js
FAIL test/rules/no-dangling-footnote.test.js
  ● no-dangling-footnote › does not report a footnote referenced at the very start

    expect(received).toEqual(expected) // deep equality

    - Expected  - 1
    + Received  + 7

    - Array []
    + Array [
    +   Object {
    +     "line": 3,
    +     "message": "Footnote [^1] is defined but never referenced",
    +     "rule": "no-dangling-footnote",
    +   },
    + ]

      41 |     const src = "[^1] starts the paragraph.\\n\\n[^1]: The note.\\n";
      42 |     const problems = lint(src, { rules: { "no-dangling-footnote": "error" } });
    > 43 |     expect(problems).toEqual([]);
         |                      ^
      44 |   });
      45 |
      46 |   it("reports a footnote that is never referenced", () => {

      at Object.toEqual (test/rules/no-dangling-footnote.test.js:43:22)

PASS test/rules/code-fence-style.test.js
PASS test/rules/no-duplicate-heading.test.js
PASS test/cli/exit-codes.test.js
PASS test/rules/line-length.test.js
PASS test/parser/tokenize.test.js

Test Suites: 1 failed, 11 passed, 12 total
Tests:       1 failed, 57 passed, 58 total
Snapshots:   0 total
Time:        3.114 s
Ran all test suites."""
    jest_ok = """
> quill-lint@1.4.2 test
> jest --silent

Test Suites: 12 passed, 12 total
Tests:       58 passed, 58 total
Snapshots:   0 total
Time:        2.876 s, estimated 3 s
Ran all test suites."""
    turns = [
        p.run("""git status -sb && grep '"version"' package.json && git log --oneline -3""", """## main...origin/main
  "version": "1.4.2",
6d1e0a2 (HEAD -> main, origin/main, origin/HEAD) rules: add no-dangling-footnote
b88c1f4 (tag: v1.4.2) release 1.4.2
3a07e95 docs: document --max-warnings"""),
        p.run("npm test", jest_fail, duration=6.0),
        p.run('grep -n "refIndex" src/rules/no-dangling-footnote.js', """19:    const refIndex = text.indexOf(`[^${label}]`);
27:      if (refIndex > 0 && refIndex < defStart) continue;"""),
        p.run("sed -i '27s/refIndex > 0/refIndex >= 0/' src/rules/no-dangling-footnote.js && git diff --stat && npm test -- --silent", """ src/rules/no-dangling-footnote.js | 2 +-
 1 file changed, 1 insertion(+), 1 deletion(-)
""" + jest_ok, duration=6.0),
        p.run('git commit -am "rules: treat footnote ref at offset 0 as used"', """[main 9b3f1c7] rules: treat footnote ref at offset 0 as used
 1 file changed, 1 insertion(+), 1 deletion(-)"""),
        p.run("cp ~/tmp/zero-offset.md test/fixtures/footnotes/ && git add test/fixtures/footnotes/zero-offset.md && git commit --amend --no-edit", """[main 2e8a4d0] rules: treat footnote ref at offset 0 as used
 Date: Thu Mar 6 14:22:09 2025 +0100
 2 files changed, 9 insertions(+), 1 deletion(-)
 create mode 100644 test/fixtures/footnotes/zero-offset.md"""),
        p.run('npm version minor -m "release %s"', "v1.5.0", duration=3.0),
        p.run("git log --oneline -4 && git status -sb", """c5d7a91 (HEAD -> main, tag: v1.5.0) release 1.5.0
2e8a4d0 rules: treat footnote ref at offset 0 as used
6d1e0a2 (origin/main, origin/HEAD) rules: add no-dangling-footnote
b88c1f4 (tag: v1.4.2) release 1.4.2
## main...origin/main [ahead 2]"""),
        p.run("npm pack --dry-run 2>&1 | tail -n 11", """npm notice Tarball Details
npm notice name: quill-lint
npm notice version: 1.5.0
npm notice filename: quill-lint-1.5.0.tgz
npm notice package size: 14.2 kB
npm notice unpacked size: 48.9 kB
npm notice shasum: 3d9a0e17c24b58f1e6a90d2c7b41f85e0c3a9d16
npm notice integrity: sha512-Vh3q0M2Q9yJv1xqkR8sT4[...]aZ4Fw0mP7cL2Q==
npm notice total files: 23
npm notice
quill-lint-1.5.0.tgz""", duration=3.0),
        p.run("""grep '"version"' package.json && git push --follow-tags origin main""", """  "version": "1.5.0",
Enumerating objects: 21, done.
Counting objects: 100% (21/21), done.
Delta compression using up to 8 threads
Compressing objects: 100% (11/11), done.
Writing objects: 100% (13/13), 1.74 KiB | 1.74 MiB/s, done.
Total 13 (delta 8), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (8/8), completed with 6 local objects.
To github.com:tomasvik/quill-lint.git
   6d1e0a2..c5d7a91  main -> main
 * [new tag]         v1.5.0 -> v1.5.0""", duration=4.0),
    ]
    add(rs, "h15-terminal-01", p, turns, state)


def t02(rs: RowSet) -> None:
    # BAD: Go repo rebased onto origin/main; turn 8 `git log` shows the origin/main tip as d9a41c3, but turn 6 (fetch + log) established it as d20e6bb and nothing but a local rebase happened in between.
    p = Pane("mara", "ws-mara", "/home/mara/src/tidewater")
    state = p.prompt
    turns = [
        p.run("git status && git log --oneline -6", """On branch feat/harmonics-cache
Your branch is up to date with 'origin/feat/harmonics-cache'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
\tmodified:   internal/harmonics/cache.go
\tmodified:   internal/harmonics/cache_test.go

no changes added to commit (use "git add" and/or "git commit -a")
e41b9c7 (HEAD -> feat/harmonics-cache, origin/feat/harmonics-cache) harmonics: add LRU for constituent tables
7a03d5f harmonics: split loader from solver
c98f214 (origin/main, origin/HEAD, main) station: accept NOAA ids with leading zeros
52ed0ab ci: bump golangci-lint to v1.59.1
0b6a7e3 cmd: add --datum flag
93fd1c8 Merge pull request #41 from mara-k/fix-dst"""),
        p.run("git diff --stat", """ internal/harmonics/cache.go      | 23 +++++++++++++++++------
 internal/harmonics/cache_test.go | 41 +++++++++++++++++++++++++++++++++++++++++
 2 files changed, 58 insertions(+), 6 deletions(-)"""),
        p.run("go test ./internal/harmonics/... && go vet ./internal/...", """ok  \tgithub.com/mara-k/tidewater/internal/harmonics\t0.412s""", duration=15.0),
        p.run('git add -A && git commit -m "harmonics: bound cache by station count"', """[feat/harmonics-cache 3f8d2a1] harmonics: bound cache by station count
 2 files changed, 58 insertions(+), 6 deletions(-)"""),
        p.run("git log --oneline --graph -5", """* 3f8d2a1 (HEAD -> feat/harmonics-cache) harmonics: bound cache by station count
* e41b9c7 (origin/feat/harmonics-cache) harmonics: add LRU for constituent tables
* 7a03d5f harmonics: split loader from solver
* c98f214 (origin/main, origin/HEAD, main) station: accept NOAA ids with leading zeros
* 52ed0ab ci: bump golangci-lint to v1.59.1"""),
        p.run("git fetch origin && git log --oneline HEAD..origin/main", """remote: Enumerating objects: 11, done.
remote: Counting objects: 100% (11/11), done.
remote: Compressing objects: 100% (4/4), done.
remote: Total 7 (delta 3), reused 6 (delta 3), pack-reused 0 (from 0)
Unpacking objects: 100% (7/7), 1.92 KiB | 491.00 KiB/s, done.
From github.com:mara-k/tidewater
   c98f214..d20e6bb  main       -> origin/main
d20e6bb predict: clamp negative heights for MLLW datum
a5c7710 deps: bump golang.org/x/text to v0.16.0""", duration=3.0),
        p.run("git rebase origin/main", "Successfully rebased and updated refs/heads/feat/harmonics-cache.", duration=2.0),
        p.run("git log --oneline -6", """f06a2c4 (HEAD -> feat/harmonics-cache) harmonics: bound cache by station count
8b27d35 harmonics: add LRU for constituent tables
1c4e9f0 harmonics: split loader from solver
d9a41c3 (origin/main, origin/HEAD) predict: clamp negative heights for MLLW datum
a5c7710 deps: bump golang.org/x/text to v0.16.0
c98f214 (main) station: accept NOAA ids with leading zeros"""),
        p.run("go test ./... 2>&1 | tail -n 5", """ok  \tgithub.com/mara-k/tidewater/cmd/tidewater\t0.088s
ok  \tgithub.com/mara-k/tidewater/internal/datum\t0.031s
ok  \tgithub.com/mara-k/tidewater/internal/harmonics\t0.397s
ok  \tgithub.com/mara-k/tidewater/internal/predict\t1.204s
ok  \tgithub.com/mara-k/tidewater/internal/station\t0.052s""", duration=30.0),
        p.run("git push --force-with-lease origin feat/harmonics-cache", """Enumerating objects: 17, done.
Counting objects: 100% (17/17), done.
Delta compression using up to 12 threads
Compressing objects: 100% (12/12), done.
Writing objects: 100% (12/12), 3.41 KiB | 3.41 MiB/s, done.
Total 12 (delta 7), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (7/7), completed with 4 local objects.
To github.com:mara-k/tidewater.git
 + e41b9c7...f06a2c4 feat/harmonics-cache -> feat/harmonics-cache (forced update)""", duration=4.0),
    ]
    add(rs, "h15-terminal-02", p, turns, state, bad=True, turn=8,
        kind="commit hash of origin/main tip differs from the one fetched (no fetch in between)")


def t03(rs: RowSet) -> None:
    # CLEAN: rootless podman home-automation stack; restart gives mosquitto a new pid/StartedAt (same container id), z2m is recreated from a newer image (new id), old image pruned.
    p = Pane("ops", "hab-core", "/home/ops")
    state = p.prompt
    fmt = 'podman ps --format "table {{.ID}} {{.Names}} {{.Image}} {{.Status}}"'
    insp = "podman inspect --format '{{.State.Pid}} {{.State.StartedAt}} {{.RestartCount}}'"
    z2m_new = "e04b7d2a91c3" + hx("z2m-new", 52)
    img_new = "7b41c9e02f5d" + hx("z2m-img-142", 52)
    img_old = "5d2a0c8e7f4b" + hx("z2m-img-141", 52)
    turns = [
        p.run(fmt, tw([
            ["CONTAINER ID", "NAMES", "IMAGE", "STATUS"],
            ["3f9c2a71be04", "mosquitto", "docker.io/library/eclipse-mosquitto:2.0.20", "Up 4 days"],
            ["c81d0e5a9f13", "z2m", "docker.io/koenkk/zigbee2mqtt:1.41.0", "Up 4 days"]])),
        p.run(f"{insp} mosquitto z2m", """2417 2025-01-08 06:12:44.381209117 +0100 CET 0
2436 2025-01-08 06:12:45.007716502 +0100 CET 0"""),
        p.run("sed -i 's/^max_queued_messages 1000$/max_queued_messages 5000/' ~/hab/mosquitto/config/mosquitto.conf && grep -n -E '^(listener|persistence|max_queued)' ~/hab/mosquitto/config/mosquitto.conf", """3:listener 1883
4:persistence true
14:max_queued_messages 5000"""),
        p.run("podman restart mosquitto", "mosquitto", duration=3.0),
        p.run(f"{insp} mosquitto", "58112 2025-01-12 19:41:07.552013904 +0100 CET 0"),
        p.run("podman pull docker.io/koenkk/zigbee2mqtt:1.42.0", f"""Trying to pull docker.io/koenkk/zigbee2mqtt:1.42.0...
Getting image source signatures
Copying blob 1f3e46996e29 skipped: already exists
Copying blob 9c1e8a7d4b20 done   |
Copying blob e2a5f0c3d611 done   |
Copying blob 40b7c6a1f9d8 done   |
Copying config 7b41c9e02f done   |
Writing manifest to image destination
{img_new}""", duration=30.0),
        p.run("podman rm -f z2m && podman run -d --name z2m --restart unless-stopped --device /dev/ttyUSB0:/dev/ttyACM0 -v /home/ops/hab/z2m:/app/data:Z -p 8080:8080 -e TZ=Europe/Berlin docker.io/koenkk/zigbee2mqtt:1.42.0",
              f"z2m\n{z2m_new}", duration=5.0),
        p.run(fmt, tw([
            ["CONTAINER ID", "NAMES", "IMAGE", "STATUS"],
            ["3f9c2a71be04", "mosquitto", "docker.io/library/eclipse-mosquitto:2.0.20", "Up 2 minutes"],
            ["e04b7d2a91c3", "z2m", "docker.io/koenkk/zigbee2mqtt:1.42.0", "Up 9 seconds"]])),
        p.run("podman logs --tail 4 z2m", """[2025-01-12 19:43:12] info: \tz2m: Logging to console, file (filename: log.log)
[2025-01-12 19:43:12] info: \tz2m: Starting Zigbee2MQTT version 1.42.0 (commit #unknown)
[2025-01-12 19:43:14] info: \tz2m: zigbee-herdsman started (resumed)
[2025-01-12 19:43:15] info: \tz2m: Connected to MQTT server"""),
        p.run("podman image prune -a -f && podman images", f"""{img_old}
""" + tw([
            ["REPOSITORY", "TAG", "IMAGE ID", "CREATED", "SIZE"],
            ["docker.io/koenkk/zigbee2mqtt", "1.42.0", "7b41c9e02f5d", "2 weeks ago", "178 MB"],
            ["docker.io/library/eclipse-mosquitto", "2.0.20", "a1b95e6d3c07", "3 months ago", "12.3 MB"]]), duration=3.0),
    ]
    add(rs, "h15-terminal-03", p, turns, state)


def t04(rs: RowSet) -> None:
    # CLEAN: redis-cli rate-limit policy edit; hash fields updated by HSET, a probe key counts up, its TTL runs down and it expires; live keyspace counts drift between INFO calls.
    p = Pane("sofia", "stg-tools-1", "/home/sofia")
    state = p.prompt
    turns = [
        p.run("alias r='redis-cli -h 10.0.3.21 -n 2' && r INFO keyspace", """# Keyspace
db0:keys=12,expires=0,avg_ttl=0
db2:keys=1847,expires=1820,avg_ttl=41233"""),
        p.run("r --scan --pattern 'rl:policy:*' | sort", """rl:policy:acme-eu
rl:policy:acme-us
rl:policy:borealis
rl:policy:default
rl:policy:kestrel
rl:policy:tidemark"""),
        p.run("r HGETALL rl:policy:acme-eu", """1) "limit"
2) "120"
3) "window"
4) "60"
5) "burst"
6) "20\""""),
        p.run("r HSET rl:policy:acme-eu limit 300 burst 40 && r HGETALL rl:policy:acme-eu", """(integer) 0
1) "limit"
2) "300"
3) "window"
4) "60"
5) "burst"
6) "40\""""),
        p.run("r SET rl:probe:ops-17 0 EX 30 NX && for i in 1 2 3; do r INCR rl:probe:ops-17; done && r TTL rl:probe:ops-17", """OK
(integer) 1
(integer) 2
(integer) 3
(integer) 30"""),
        p.run("sleep 8; r GET rl:probe:ops-17; r TTL rl:probe:ops-17", '"3"\n(integer) 21', duration=10.0),
        p.run("sleep 25; r EXISTS rl:probe:ops-17; r GET rl:probe:ops-17", "(integer) 0\n(nil)", duration=27.0),
        p.run("r OBJECT ENCODING rl:policy:acme-eu; r HLEN rl:policy:acme-eu; r TTL rl:policy:acme-eu", '"listpack"\n(integer) 3\n(integer) -1'),
        p.run("r HMGET rl:policy:acme-us limit window burst", '1) "120"\n2) "60"\n3) "20"'),
        p.run("r DBSIZE; r INFO keyspace", """(integer) 1851
# Keyspace
db0:keys=12,expires=0,avg_ttl=0
db2:keys=1851,expires=1824,avg_ttl=40112"""),
    ]
    add(rs, "h15-terminal-04", p, turns, state)


def t05(rs: RowSet) -> None:
    # BAD: systemd service tuning; turn 7 `systemctl show` reports MainPID=18824, while turns 1-3 (status, journal, ss) established MainPID 18842 and the service was not restarted before turn 8.
    p = Pane("root", "ldg-app-02", "/root")
    state = p.prompt
    warn = [
        ("09:03:51", 'level=warn msg="upstream slow" target=acq-gw-1 latency_ms=2940'),
        ("09:03:54", 'level=error msg="upstream timeout" target=acq-gw-1 after=3s webhook_id=wh_01JAGK3T9Q'),
        ("09:06:12", 'level=warn msg="retry scheduled" webhook_id=wh_01JAGK3T9Q attempt=2 backoff=4s'),
        ("09:08:40", 'level=error msg="upstream timeout" target=acq-gw-1 after=3s webhook_id=wh_01JAGKAZ4M'),
        ("09:08:44", 'level=warn msg="retry scheduled" webhook_id=wh_01JAGKAZ4M attempt=2 backoff=4s'),
        ("09:11:58", 'level=warn msg="upstream slow" target=acq-gw-1 latency_ms=2811'),
        ("09:12:03", 'level=warn msg="upstream slow" target=acq-gw-1 latency_ms=2113'),
        ("09:12:07", 'level=warn msg="upstream slow" target=acq-gw-1 latency_ms=2387'),
    ]
    jl = "\n".join(f"Oct 18 {t} ldg-app-02 payrelay[18842]: {m}" for t, m in warn)
    turns = [
        p.run("systemctl status payrelay.service --no-pager", """● payrelay.service - PayRelay settlement webhook relay
     Loaded: loaded (/etc/systemd/system/payrelay.service; enabled; vendor preset: enabled)
     Active: active (running) since Wed 2024-10-16 08:41:27 UTC; 2 days ago
   Main PID: 18842 (payrelay)
      Tasks: 14 (limit: 4557)
     Memory: 212.6M
        CPU: 1h 3min 18.442s
     CGroup: /system.slice/payrelay.service
             └─18842 /opt/payrelay/bin/payrelay --config /etc/payrelay/config.toml

Oct 18 09:11:58 ldg-app-02 payrelay[18842]: level=warn msg="upstream slow" target=acq-gw-1 latency_ms=2811
Oct 18 09:12:03 ldg-app-02 payrelay[18842]: level=warn msg="upstream slow" target=acq-gw-1 latency_ms=2113
Oct 18 09:12:07 ldg-app-02 payrelay[18842]: level=warn msg="upstream slow" target=acq-gw-1 latency_ms=2387"""),
        p.run('journalctl -u payrelay --since "09:00" -p warning --no-pager | tail -n 8', jl),
        p.run("ss -tlnp | grep payrelay", """LISTEN 0      4096       127.0.0.1:9464       0.0.0.0:*    users:(("payrelay",pid=18842,fd=9))
LISTEN 0      4096               *:8443             *:*    users:(("payrelay",pid=18842,fd=7))"""),
        p.run("grep -n timeout /etc/payrelay/config.toml", """14:connect_timeout = "2s"
15:read_timeout = "3s"
31:# idle_timeout = "90s\""""),
        p.run("""sed -i 's/^read_timeout = "3s"/read_timeout = "8s"/' /etc/payrelay/config.toml && grep -n timeout /etc/payrelay/config.toml""", """14:connect_timeout = "2s"
15:read_timeout = "8s"
31:# idle_timeout = "90s\""""),
        p.run("/opt/payrelay/bin/payrelay --config /etc/payrelay/config.toml --check", "config ok: 3 upstreams, 2 listeners, tls=on, read_timeout=8s"),
        p.run("systemctl show payrelay -p MainPID -p NRestarts -p ActiveEnterTimestamp", """MainPID=18824
NRestarts=0
ActiveEnterTimestamp=Wed 2024-10-16 08:41:27 UTC"""),
        p.run("systemctl restart payrelay && sleep 2 && systemctl status payrelay --no-pager -n 3", """● payrelay.service - PayRelay settlement webhook relay
     Loaded: loaded (/etc/systemd/system/payrelay.service; enabled; vendor preset: enabled)
     Active: active (running) since Fri 2024-10-18 09:27:45 UTC; 2s ago
   Main PID: 27316 (payrelay)
      Tasks: 11 (limit: 4557)
     Memory: 38.4M
        CPU: 412ms
     CGroup: /system.slice/payrelay.service
             └─27316 /opt/payrelay/bin/payrelay --config /etc/payrelay/config.toml

Oct 18 09:27:45 ldg-app-02 systemd[1]: Started PayRelay settlement webhook relay.
Oct 18 09:27:45 ldg-app-02 payrelay[27316]: level=info msg="config loaded" read_timeout=8s upstreams=3
Oct 18 09:27:46 ldg-app-02 payrelay[27316]: level=info msg="listening" addr=:8443 tls=true""", duration=4.0),
        p.run('journalctl -u payrelay --since "09:27:45" --no-pager', """Oct 18 09:27:45 ldg-app-02 systemd[1]: payrelay.service: Deactivated successfully.
Oct 18 09:27:45 ldg-app-02 systemd[1]: Stopped PayRelay settlement webhook relay.
Oct 18 09:27:45 ldg-app-02 systemd[1]: payrelay.service: Consumed 1h 3min 24.117s CPU time.
Oct 18 09:27:45 ldg-app-02 systemd[1]: Started PayRelay settlement webhook relay.
Oct 18 09:27:45 ldg-app-02 payrelay[27316]: level=info msg="config loaded" read_timeout=8s upstreams=3
Oct 18 09:27:46 ldg-app-02 payrelay[27316]: level=info msg="listening" addr=:8443 tls=true
Oct 18 09:27:46 ldg-app-02 payrelay[27316]: level=info msg="metrics listening" addr=127.0.0.1:9464
Oct 18 09:28:02 ldg-app-02 payrelay[27316]: level=info msg="delivered" webhook_id=wh_01JAGM2C7V target=acq-gw-1 latency_ms=3412 attempt=1"""),
        p.run("ss -tlnp | grep payrelay", """LISTEN 0      4096       127.0.0.1:9464       0.0.0.0:*    users:(("payrelay",pid=27316,fd=9))
LISTEN 0      4096               *:8443             *:*    users:(("payrelay",pid=27316,fd=7))"""),
    ]
    add(rs, "h15-terminal-05", p, turns, state, bad=True, turn=7,
        kind="service MainPID differs from the pid shown by status/ss with no restart in between")


def t06(rs: RowSet) -> None:
    # BAD: psql credit-limit change; turn 7 reads credit_limit_cents back as 1205000, but turn 5's UPDATE ... RETURNING set it to 1250000 and nothing wrote it since.
    p = Pane("deploy", "ops-bastion-1", "/home/deploy")
    state = p.prompt
    q = "psql -h pg-fleet-01.internal -U billing_admin -d fleetbill"
    rels = psql(["Schema", "Name", "Type", "Owner"], [
        ["billing", "account_notes", "table", "billing_owner"],
        ["billing", "accounts", "table", "billing_owner"],
        ["billing", "invoice_lines", "table", "billing_owner"],
        ["billing", "invoices", "table", "billing_owner"],
        ["billing", "payment_attempts", "table", "billing_owner"],
        ["billing", "plans", "table", "billing_owner"],
    ], title="List of relations")
    accts = psql(["id", "account_code", "plan", "credit_limit_cents", "status", "updated_at"], [
        ["2207", "KST-0103", "fleet-pro", "800000", "active", "2024-08-02 11:14:09.118402+00"],
        ["2319", "KST-0251", "fleet-basic", "250000", "suspended", "2024-10-29 08:03:51.902117+00"],
        ["2476", "KST-0418", "fleet-pro", "500000", "active", "2024-05-21 16:40:33.257810+00"],
        ["2511", "KST-0422", "fleet-enterprise", "2000000", "active", "2024-09-12 13:22:07.604551+00"],
    ], right={0, 3})
    invs = psql(["number", "status", "total_cents", "due_on"], [
        ["KS-24-10872", "overdue", "214900", "2024-11-05"],
        ["KS-24-11093", "open", "187320", "2024-11-20"],
        ["KS-24-11240", "open", "216200", "2024-12-04"],
    ], right={2})
    plans = psql(["id", "name", "default_credit_cents", "max_vehicles"], [
        ["1", "fleet-basic", "250000", "25"],
        ["2", "fleet-pro", "500000", "150"],
        ["3", "fleet-enterprise", "2000000", ""],
    ], right={0, 2, 3})
    upd = psql(["id", "account_code", "credit_limit_cents", "updated_at"], [
        ["2476", "KST-0418", "1250000", "2024-11-14 10:22:51.604218+00"]], right={0, 2}) + "\n\nUPDATE 1"
    note = psql(["id", "created_at"], [["9183", "2024-11-14 10:23:40.771935+00"]], right={0}) + "\n\nINSERT 0 1"
    back = psql(["account_code", "credit_limit_cents", "open_cents", "headroom_cents"], [
        ["KST-0418", "1205000", "618420", "586580"]], right={1, 2, 3})
    notes = psql(["id", "author", "body", "created_at"], [
        ["9183", "deploy", "credit limit raised per OPS-7731 (approved R. Lindqvist)", "2024-11-14 10:23:40.771935+00"],
        ["8806", "m.haugen", "dunning paused until 2024-11-15, customer disputing KS-24-10872", "2024-11-06 14:02:19.300124+00"],
        ["8412", "system", "plan changed fleet-basic -> fleet-pro", "2024-05-21 16:40:33.257810+00"],
    ], right={0})
    turns = [
        p.run(f"{q} -c '\\dt billing.*'", rels),
        p.run(f"""{q} -c "SELECT id, account_code, plan, credit_limit_cents, status, updated_at FROM billing.accounts WHERE account_code LIKE 'KST-%' ORDER BY id;\"""", accts),
        p.run(f"""{q} -c "SELECT i.number, i.status, i.total_cents, i.due_on FROM billing.invoices i JOIN billing.accounts a ON a.id = i.account_id WHERE a.account_code = 'KST-0418' AND i.status <> 'paid' ORDER BY i.due_on;\"""", invs),
        p.run(f"""{q} -c "SELECT id, name, default_credit_cents, max_vehicles FROM billing.plans ORDER BY id;\"""", plans),
        p.run(f"""{q} -c "UPDATE billing.accounts SET credit_limit_cents = 1250000, updated_at = now() WHERE account_code = 'KST-0418' RETURNING id, account_code, credit_limit_cents, updated_at;\"""", upd),
        p.run(f"""{q} -c "INSERT INTO billing.account_notes (account_id, author, body) VALUES (2476, current_user, 'credit limit raised per OPS-7731 (approved R. Lindqvist)') RETURNING id, created_at;\"""", note),
        p.run(f"""{q} -c "SELECT a.account_code, a.credit_limit_cents, SUM(i.total_cents) AS open_cents, a.credit_limit_cents - SUM(i.total_cents) AS headroom_cents FROM billing.accounts a JOIN billing.invoices i ON i.account_id = a.id AND i.status <> 'paid' WHERE a.id = 2476 GROUP BY a.id;\"""", back),
        p.run(f"""{q} -c "SELECT id, author, body, created_at FROM billing.account_notes WHERE account_id = 2476 ORDER BY id DESC LIMIT 3;\"""", notes),
        p.run(f"""{q} -c "SELECT count(*) FILTER (WHERE status = 'active') AS active, count(*) FILTER (WHERE status = 'suspended') AS suspended FROM billing.accounts WHERE account_code LIKE 'KST-%';\"""",
              psql(["active", "suspended"], [["3", "1"]], right={0, 1})),
    ]
    add(rs, "h15-terminal-06", p, turns, state, bad=True, turn=7,
        kind="credit limit set by UPDATE reads back as a different number")


def t07(rs: RowSet) -> None:
    # CLEAN: kubectl image rollout then scale-up; pods get new names from a new ReplicaSet, an old pod is briefly Terminating, replicas 3 -> 5, ages grow.
    p = Pane("lena", "ops-jump", "/home/lena")
    state = p.prompt
    k = "kubectl -n checkout"
    img = "registry.nimbus-retail.io/checkout/cart-api"
    turns = [
        p.run(f"{k} get deploy cart-api -o wide", tw([
            ["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE", "CONTAINERS", "IMAGES", "SELECTOR"],
            ["cart-api", "3/3", "3", "3", "212d", "cart-api", f"{img}:2.14.1", "app=cart-api"]], pad=3)),
        p.run(f"{k} get pods -l app=cart-api", tw([
            ["NAME", "READY", "STATUS", "RESTARTS", "AGE"],
            ["cart-api-7c9d8f6b5-4xkqm", "1/1", "Running", "0", "2d3h"],
            ["cart-api-7c9d8f6b5-hb2tn", "1/1", "Running", "1 (26h ago)", "2d3h"],
            ["cart-api-7c9d8f6b5-w8zrp", "1/1", "Running", "0", "2d3h"]], pad=3)),
        p.run(f"{k} set image deploy/cart-api cart-api={img}:2.15.0", "deployment.apps/cart-api image updated"),
        p.run(f"{k} rollout status deploy/cart-api --timeout=180s", """Waiting for deployment "cart-api" rollout to finish: 1 out of 3 new replicas have been updated...
Waiting for deployment "cart-api" rollout to finish: 1 out of 3 new replicas have been updated...
Waiting for deployment "cart-api" rollout to finish: 2 out of 3 new replicas have been updated...
Waiting for deployment "cart-api" rollout to finish: 2 out of 3 new replicas have been updated...
Waiting for deployment "cart-api" rollout to finish: 1 old replicas are pending termination...
Waiting for deployment "cart-api" rollout to finish: 1 old replicas are pending termination...
deployment "cart-api" successfully rolled out""", duration=90.0),
        p.run(f"{k} get pods -l app=cart-api", tw([
            ["NAME", "READY", "STATUS", "RESTARTS", "AGE"],
            ["cart-api-5f6b4d9c77-8dmrx", "1/1", "Running", "0", "74s"],
            ["cart-api-5f6b4d9c77-kq4zn", "1/1", "Running", "0", "31s"],
            ["cart-api-5f6b4d9c77-vt92s", "1/1", "Running", "0", "52s"],
            ["cart-api-7c9d8f6b5-4xkqm", "1/1", "Terminating", "0", "2d3h"]], pad=3)),
        p.run(f"{k} scale deploy/cart-api --replicas=5", "deployment.apps/cart-api scaled"),
        p.run(f"sleep 30; {k} get deploy cart-api", tw([
            ["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE"],
            ["cart-api", "5/5", "5", "5", "212d"]], pad=3), duration=32.0),
        p.run(f"{k} rollout history deploy/cart-api", "deployment.apps/cart-api \n" + tw([
            ["REVISION", "CHANGE-CAUSE"], ["17", "<none>"], ["18", "<none>"], ["19", "<none>"]])),
        p.run(f"{k} get pods -l app=cart-api --sort-by=.metadata.creationTimestamp", tw([
            ["NAME", "READY", "STATUS", "RESTARTS", "AGE"],
            ["cart-api-5f6b4d9c77-8dmrx", "1/1", "Running", "0", "2m38s"],
            ["cart-api-5f6b4d9c77-vt92s", "1/1", "Running", "0", "2m16s"],
            ["cart-api-5f6b4d9c77-kq4zn", "1/1", "Running", "0", "115s"],
            ["cart-api-5f6b4d9c77-2hwpl", "1/1", "Running", "0", "81s"],
            ["cart-api-5f6b4d9c77-zc7fd", "1/1", "Running", "0", "81s"]], pad=3)),
        p.run(f"{k} top pods -l app=cart-api", tw([
            ["NAME", "CPU(cores)", "MEMORY(bytes)"],
            ["cart-api-5f6b4d9c77-2hwpl", "88m", "214Mi"],
            ["cart-api-5f6b4d9c77-8dmrx", "171m", "301Mi"],
            ["cart-api-5f6b4d9c77-kq4zn", "164m", "296Mi"],
            ["cart-api-5f6b4d9c77-vt92s", "158m", "288Mi"],
            ["cart-api-5f6b4d9c77-zc7fd", "91m", "219Mi"]], pad=3)),
    ]
    add(rs, "h15-terminal-07", p, turns, state)


def t08(rs: RowSet) -> None:
    # BAD: ZFS snapshot cleanup; turn 9 lists tank/pgdata@auto-2024-11-13_0000, which turn 4 destroyed (and turn 5's listing confirmed gone).
    p = Pane("root", "nas-kiln", "/root")
    state = p.prompt
    snaps = [
        ("auto-2024-11-11_0000", "1.22G", "431G", "Mon Nov 11  0:00 2024"),
        ("auto-2024-11-12_0000", "998M", "432G", "Tue Nov 12  0:00 2024"),
        ("auto-2024-11-13_0000", "1.21G", "434G", "Wed Nov 13  0:00 2024"),
        ("auto-2024-11-14_0000", "2.87G", "436G", "Thu Nov 14  0:00 2024"),
        ("auto-2024-11-15_0000", "1.64G", "437G", "Fri Nov 15  0:00 2024"),
        ("auto-2024-11-16_0000", "1.19G", "437G", "Sat Nov 16  0:00 2024"),
        ("auto-2024-11-17_0000", "1.03G", "438G", "Sun Nov 17  0:00 2024"),
    ]

    def slist(rows: list[tuple[str, str, str, str]], cols: tuple[int, ...]) -> str:
        hdr = ("NAME", "USED", "REFER", "CREATION")
        table = [[hdr[c] for c in cols]] + [[("tank/pgdata@" + r[0]) if c == 0 else r[c] for c in cols] for r in rows]
        widths = [max(len(t[i]) for t in table) for i in range(len(cols))]
        out = []
        for t in table:
            cells = []
            for i, c in enumerate(t):
                if cols[i] in (1, 2):
                    cells.append(c.rjust(widths[i]))
                else:
                    cells.append(c.ljust(widths[i]) if i < len(t) - 1 else c)
            out.append("  ".join(cells).rstrip())
        return "\n".join(out)

    after = [("auto-2024-11-14_0000", "3.30G", "436G", "Thu Nov 14  0:00 2024")] + snaps[4:]
    turns = [
        p.run("zfs list -o name,used,avail,refer,mountpoint", cols([
            ["NAME", "USED", "AVAIL", "REFER", "MOUNTPOINT"],
            ["tank", "5.66T", "8.46T", "128K", "/tank"],
            ["tank/media", "4.02T", "8.46T", "4.02T", "/tank/media"],
            ["tank/pgdata", "450G", "8.46T", "438G", "/tank/pgdata"],
            ["tank/pgwal", "41.7G", "8.46T", "12.3G", "/tank/pgwal"],
            ["tank/vm", "1.16T", "8.46T", "104K", "/tank/vm"],
            ["tank/vm/gitea", "214G", "8.46T", "188G", "-"]], right={1, 2, 3})),
        p.run("zfs list -t snapshot -o name,used,refer,creation -s creation tank/pgdata", slist(snaps, (0, 1, 2, 3))),
        p.run("zfs destroy -nv tank/pgdata@auto-2024-11-11_0000%auto-2024-11-13_0000", """would destroy tank/pgdata@auto-2024-11-11_0000
would destroy tank/pgdata@auto-2024-11-12_0000
would destroy tank/pgdata@auto-2024-11-13_0000
would reclaim 4.06G"""),
        p.run("zfs destroy -v tank/pgdata@auto-2024-11-11_0000%auto-2024-11-13_0000", """will destroy tank/pgdata@auto-2024-11-11_0000
will destroy tank/pgdata@auto-2024-11-12_0000
will destroy tank/pgdata@auto-2024-11-13_0000
will reclaim 4.06G""", duration=3.0),
        p.run("zfs list -t snapshot -o name,used,refer,creation -s creation tank/pgdata", slist(after, (0, 1, 2, 3))),
        p.run("zfs snapshot tank/pgdata@pre-upgrade-pg16 && zfs list -t snapshot -o name,creation tank/pgdata | tail -n 3",
              slist(after[-2:] + [("pre-upgrade-pg16", "0B", "438G", "Sun Nov 17 14:22 2024")], (0, 3)).split("\n", 1)[1]),
        p.run("zpool status tank", """  pool: tank
 state: ONLINE
  scan: scrub repaired 0B in 04:12:37 with 0 errors on Sun Nov 10 04:36:38 2024
config:

\tNAME                                    STATE     READ WRITE CKSUM
\ttank                                    ONLINE       0     0     0
\t  mirror-0                              ONLINE       0     0     0
\t    ata-WDC_WD80EFZZ-68BTXN0_WD-CA1K7PLB  ONLINE       0     0     0
\t    ata-WDC_WD80EFZZ-68BTXN0_WD-CA1K9T3D  ONLINE       0     0     0
\t  mirror-1                              ONLINE       0     0     0
\t    ata-ST8000VN004-3CP101_WWZ4B1QK     ONLINE       0     0     0
\t    ata-ST8000VN004-3CP101_WWZ4C7RM     ONLINE       0     0     0
\tlogs
\t  nvme-Samsung_SSD_980_500GB_S64DNF0T812345K  ONLINE       0     0     0

errors: No known data errors"""),
        p.run("zfs get -o property,value used,usedbysnapshots,referenced,compressratio tank/pgdata", """PROPERTY         VALUE
used             446G
usedbysnapshots  8.02G
referenced       438G
compressratio    2.31x"""),
        p.run("zfs list -t snapshot -o name,used tank/pgdata",
              slist([snaps[2]] + after + [("pre-upgrade-pg16", "112K", "438G", "Sun Nov 17 14:22 2024")], (0, 1))),
        p.run("zfs hold pg16-upgrade tank/pgdata@pre-upgrade-pg16 && zfs holds tank/pgdata@pre-upgrade-pg16", """NAME                          TAG           TIMESTAMP
tank/pgdata@pre-upgrade-pg16  pg16-upgrade  Sun Nov 17 14:31 2024"""),
    ]
    add(rs, "h15-terminal-08", p, turns, state, bad=True, turn=9,
        kind="destroyed snapshot listed again")


def t09(rs: RowSet) -> None:
    # CLEAN: restic manual backup, then forget --keep-daily 5 --prune; new snapshot appears, two oldest are removed, counts/stats follow (6 + 1 - 2 = 5).
    p = Pane("root", "fs-archive", "/root")
    state = p.prompt
    opened = "repository 8c1f07a2 opened (version 2, compression level auto)"
    snaps = [
        ("a4c91e0b", "2025-04-02 01:30:11"), ("c07b2d19", "2025-04-03 01:30:09"), ("3e8f1a62", "2025-04-04 01:30:14"),
        ("7b20d4c5", "2025-04-05 01:30:10"), ("e9a15f37", "2025-04-06 01:30:12"), ("91d3e5f2", "2025-04-07 01:30:08"),
    ]
    new = ("5e1a0c47", "2025-04-08 10:14:37")

    def table(rows: list[tuple[str, str]], reasons: bool = False) -> str:
        hdr = ["ID", "Time", "Host", "Tags"] + (["Reasons"] if reasons else []) + ["Paths"]
        body = [[i, t, "fs-archive", "nightly"] + (["daily snapshot"] if reasons else []) + ["/srv/share/finance"] for i, t in rows]
        widths = [max(len(r[c]) for r in [hdr] + body) for c in range(len(hdr))]
        lines = ["  ".join(c.ljust(widths[n]) for n, c in enumerate(hdr)).rstrip()]
        dash = "-" * (sum(widths) + 2 * (len(widths) - 1) + 2)
        lines.append(dash)
        indent = sum(widths[:-1]) + 2 * (len(widths) - 1)
        for r in body:
            lines.append("  ".join(c.ljust(widths[n]) for n, c in enumerate(r)).rstrip())
            lines.append(" " * indent + "/srv/share/legal")
        lines.append(dash)
        lines.append(f"{len(rows)} snapshots")
        return "\n".join(lines)

    group = "snapshots for (host [fs-archive], paths [/srv/share/finance, /srv/share/legal]):"
    keep = snaps[2:] + [new]
    gone = snaps[:2]
    forget_tables = f"""Applying Policy: keep 5 daily snapshots
{group}
keep 5 snapshots:
{table(keep, reasons=True)}

remove 2 snapshots:
{table(gone)}
"""
    prune = """[0:00] 100.00%  2 / 2 files deleted
2 snapshots have been removed, running prune
loading indexes...
loading all snapshots...
finding data that is still in use for 5 snapshots
[0:02] 100.00%  5 / 5 snapshots
searching used packs...
collecting packs for deletion and repacking
[0:01] 100.00%  2741 / 2741 packs processed

to repack:           118 blobs / 9.214 MiB
this removes:         41 blobs / 3.102 MiB
to delete:           611 blobs / 1.377 GiB
total prune:         652 blobs / 1.380 GiB
remaining:         94017 blobs / 118.311 GiB
unused size after prune: 5.904 MiB (0.00% of remaining size)

repacking packs
[0:01] 100.00%  3 / 3 packs repacked
rebuilding index
[0:00] 100.00%  2738 / 2738 packs processed
deleting obsolete index files
[0:00] 100.00%  4 / 4 files deleted
removing 74 old packs
[0:01] 100.00%  74 / 74 files deleted
done"""
    turns = [
        p.run("export RESTIC_REPOSITORY=sftp:backup@bk-nas.lan:/restic/fs-archive RESTIC_PASSWORD_FILE=/root/.restic-pw && restic snapshots --host fs-archive",
              opened + "\n" + table(snaps), duration=4.0),
        p.run("restic backup /srv/share/legal /srv/share/finance --tag nightly --exclude-caches", opened + """
using parent snapshot 91d3e5f2
[0:00] 100.00%  1 / 1 index files loaded

Files:          14 new,     9 changed, 40213 unmodified
Dirs:            2 new,    17 changed,  3088 unmodified
Added to the repository: 212.337 MiB (198.904 MiB stored)

processed 40236 files, 118.402 GiB in 0:41
snapshot 5e1a0c47 saved""", duration=60.0),
        p.run("restic snapshots --host fs-archive --latest 3", opened + "\n" + table(snaps[-2:] + [new]), duration=4.0),
        p.run("restic forget --tag nightly --keep-daily 5 --dry-run", opened + "\n" + forget_tables + """
would have removed the following snapshots:
{a4c91e0b c07b2d19}""", duration=4.0),
        p.run("restic forget --tag nightly --keep-daily 5 --prune", opened + "\n" + forget_tables + prune, duration=60.0),
        p.run("restic snapshots --host fs-archive", opened + "\n" + table(keep), duration=4.0),
        p.run("restic stats --mode raw-data", opened + """
scanning...
Stats in raw-data mode:
     Snapshots processed:  5
        Total Blob Count:  93965
 Total Uncompressed Size:  124.018 GiB
              Total Size:  118.305 GiB
    Compression Progress:  100.00%
       Compression Ratio:  1.05x
Compression Space Saving:  4.61%""", duration=20.0),
        p.run("restic diff 91d3e5f2 5e1a0c47 | tail -n 7", """Files:          14 new,     3 removed,     9 changed
Dirs:            2 new,     0 removed
Others:          0 new,     0 removed
Data Blobs:      221 new,    37 removed
Tree Blobs:       21 new,    19 removed
  Added:   212.338 MiB
  Removed: 12.911 MiB""", duration=10.0),
        p.run("restic check --read-data-subset=5%", opened + """
created new cache in /root/.cache/restic
create exclusive lock for repository
load indexes
[0:00] 100.00%  3 / 3 index files loaded
check all packs
check snapshots, trees and blobs
[0:03] 100.00%  5 / 5 snapshots
read 5.0% of data packs
[1:12] 100.00%  136 / 136 packs
no errors were found""", duration=120.0),
    ]
    add(rs, "h15-terminal-09", p, turns, state)


def t10(rs: RowSet) -> None:
    # BAD: kubectl config rollout; turn 9 `get cm,secret` lists no configmap/geo-rules although turn 4 created it (and only a patch/rollout happened since).
    p = Pane("oksana", "bastion-eu1", "/home/oksana/deploy/ingest")
    state = p.prompt
    k = "kubectl -n ingest"
    turns = [
        p.run("kubectl config current-context && kubectl get ns", "eu1-prod\n" + tw([
            ["NAME", "STATUS", "AGE"],
            ["cert-manager", "Active", "418d"],
            ["default", "Active", "421d"],
            ["ingest", "Active", "203d"],
            ["kube-node-lease", "Active", "421d"],
            ["kube-public", "Active", "421d"],
            ["kube-system", "Active", "421d"],
            ["monitoring", "Active", "417d"],
            ["tiles-public", "Active", "188d"]], pad=3)),
        p.run(f"{k} get deploy,svc", tw([
            ["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE"],
            ["deployment.apps/tile-ingester", "3/3", "3", "3", "203d"],
            ["deployment.apps/tile-indexer", "2/2", "2", "2", "96d"]], pad=3) + "\n\n" + tw([
            ["NAME", "TYPE", "CLUSTER-IP", "EXTERNAL-IP", "PORT(S)", "AGE"],
            ["service/tile-ingester", "ClusterIP", "10.112.9.41", "<none>", "8080/TCP,9090/TCP", "203d"],
            ["service/tile-indexer", "ClusterIP", "10.112.14.187", "<none>", "8080/TCP", "96d"]], pad=3)),
        p.run(f"{k} create configmap geo-rules --from-file=rules.yaml=./geo-rules.yaml --dry-run=client -o yaml | head -n 14", """apiVersion: v1
data:
  rules.yaml: |
    version: 3
    default_action: drop
    rules:
      - name: eu-core
        countries: [DE, AT, CH, NL, BE, LU, FR, PL, CZ]
        action: ingest
      - name: nordics
        countries: [SE, NO, DK, FI, IS]
        action: ingest
      - name: uk-ie
        countries: [GB, IE]"""),
        p.run(f"{k} create configmap geo-rules --from-file=rules.yaml=./geo-rules.yaml", "configmap/geo-rules created"),
        p.run(f'{k} create secret generic geo-api-key --from-literal=token="$(pass show ingest/geo-api)"', "secret/geo-api-key created"),
        p.run(f"{k} patch deploy tile-ingester --patch-file=patch-geo.yaml", "deployment.apps/tile-ingester patched"),
        p.run(f"{k} rollout status deploy/tile-ingester --timeout=180s", """Waiting for deployment "tile-ingester" rollout to finish: 1 out of 3 new replicas have been updated...
Waiting for deployment "tile-ingester" rollout to finish: 2 out of 3 new replicas have been updated...
Waiting for deployment "tile-ingester" rollout to finish: 2 out of 3 new replicas have been updated...
Waiting for deployment "tile-ingester" rollout to finish: 1 old replicas are pending termination...
deployment "tile-ingester" successfully rolled out""", duration=60.0),
        p.run(f"{k} get pods -l app=tile-ingester -o wide", tw([
            ["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES"],
            ["tile-ingester-6d4b8c7f95-2lqzv", "1/1", "Running", "0", "71s", "10.96.3.58", "gke-eu1-prod-pool-b-4f1e2a9c-x7kd", "<none>", "<none>"],
            ["tile-ingester-6d4b8c7f95-m9wcs", "1/1", "Running", "0", "49s", "10.96.1.203", "gke-eu1-prod-pool-b-4f1e2a9c-q2nm", "<none>", "<none>"],
            ["tile-ingester-6d4b8c7f95-tr8hx", "1/1", "Running", "0", "27s", "10.96.5.17", "gke-eu1-prod-pool-b-4f1e2a9c-hh40", "<none>", "<none>"]], pad=3)),
        p.run(f"{k} get cm,secret", tw([
            ["NAME", "DATA", "AGE"],
            ["configmap/ingest-settings", "6", "203d"],
            ["configmap/kube-root-ca.crt", "1", "203d"],
            ["configmap/tile-indexer-env", "4", "96d"]], pad=3) + "\n\n" + tw([
            ["NAME", "TYPE", "DATA", "AGE"],
            ["secret/geo-api-key", "Opaque", "1", "2m31s"],
            ["secret/registry-pull", "kubernetes.io/dockerconfigjson", "1", "203d"],
            ["secret/tile-ingester-s3", "Opaque", "2", "203d"]], pad=3)),
        p.run(f"{k} top pods -l app=tile-ingester", tw([
            ["NAME", "CPU(cores)", "MEMORY(bytes)"],
            ["tile-ingester-6d4b8c7f95-2lqzv", "412m", "388Mi"],
            ["tile-ingester-6d4b8c7f95-m9wcs", "377m", "361Mi"],
            ["tile-ingester-6d4b8c7f95-tr8hx", "259m", "297Mi"]], pad=3)),
    ]
    add(rs, "h15-terminal-10", p, turns, state, bad=True, turn=9,
        kind="created configmap missing from the namespace listing")


def t11(rs: RowSet) -> None:
    # CLEAN: nftables edits on a branch gateway; set elements added then one deleted, a rule inserted before handle 7 (new handle 21), packet counters keep rising between listings.
    p = Pane("root", "gw-branch7", "/root")
    state = p.prompt

    def chain(c: dict[str, tuple[int, int]], with_new: bool) -> str:
        rows = [
            "table inet filter {",
            "\tchain input { # handle 1",
            "\t\ttype filter hook input priority filter; policy drop;",
            f"\t\tct state established,related counter packets {c['est'][0]} bytes {c['est'][1]} accept # handle 4",
            f"\t\tct state invalid counter packets {c['inv'][0]} bytes {c['inv'][1]} drop # handle 5",
            '\t\tiif "lo" accept # handle 6',
        ]
        if with_new:
            rows.append(f'\t\tip saddr 10.77.0.0/16 tcp dport 2222 counter packets {c["alt"][0]} bytes {c["alt"][1]} accept comment "bastion-ssh-alt" # handle 21')
        rows += [
            f"\t\tip saddr @blocklist_v4 counter packets {c['blk'][0]} bytes {c['blk'][1]} drop # handle 7",
            "\t\ticmp type echo-request limit rate 10/second accept # handle 8",
            f"\t\tip saddr 10.77.0.0/16 tcp dport 22 counter packets {c['ssh'][0]} bytes {c['ssh'][1]} accept # handle 9",
            f"\t\tudp dport 51820 counter packets {c['wg'][0]} bytes {c['wg'][1]} accept # handle 10",
            f"\t\ttcp dport {{ 80, 443 }} counter packets {c['web'][0]} bytes {c['web'][1]} accept # handle 12",
            f'\t\tcounter packets {c["drop"][0]} bytes {c["drop"][1]} log prefix "nft-in-drop: " drop # handle 13',
            "\t}",
            "}",
        ]
        return "\n".join(rows)

    def bset(elems: str) -> str:
        return "table inet filter {\n\tset blocklist_v4 {\n\t\ttype ipv4_addr\n\t\telements = { " + elems + " }\n\t}\n}"

    c1 = {"est": (8841523, 9120447718), "inv": (1213, 61020), "blk": (4417, 262140), "ssh": (3120, 187202),
          "wg": (771203, 140982113), "web": (90412, 5213390), "drop": (20188, 1031555)}
    c2 = {"est": (8843907, 9122761402), "inv": (1214, 61072), "alt": (6, 360), "blk": (4431, 262980), "ssh": (3120, 187202),
          "wg": (771688, 141071540), "web": (90466, 5216502), "drop": (20201, 1032218)}
    c3 = dict(c2, alt=(19, 1140), blk=(4452, 264240), drop=(20230, 1033700))
    full3 = chain(c3, True).split("\n")
    turns = [
        p.run("nft -a list chain inet filter input", chain(c1, False)),
        p.run("nft list set inet filter blocklist_v4", bset("45.134.26.19, 80.94.95.112,\n\t\t\t     185.220.101.4, 193.32.162.88")),
        p.run("nft add element inet filter blocklist_v4 { 203.0.113.47, 198.51.100.212 } && nft list set inet filter blocklist_v4",
              bset("45.134.26.19, 80.94.95.112,\n\t\t\t     185.220.101.4, 193.32.162.88,\n\t\t\t     198.51.100.212, 203.0.113.47")),
        p.run('nft insert rule inet filter input position 7 ip saddr 10.77.0.0/16 tcp dport 2222 counter accept comment \\"bastion-ssh-alt\\"', ""),
        p.run("nft -a list chain inet filter input", chain(c2, True)),
        p.run("nft delete element inet filter blocklist_v4 { 198.51.100.212 } && nft list set inet filter blocklist_v4",
              bset("45.134.26.19, 80.94.95.112,\n\t\t\t     185.220.101.4, 193.32.162.88,\n\t\t\t     203.0.113.47")),
        p.run("nft list ruleset > /etc/nftables.conf.new && nft -c -f /etc/nftables.conf.new && echo CHECK-OK && grep -c handle /etc/nftables.conf.new", "CHECK-OK\n0"),
        p.run("nft -a list chain inet filter input | grep -E 'handle (7|13|21)$'", "\n".join(ln for ln in full3 if re.search(r"handle (7|13|21)$", ln))),
        p.run("ss -tlnp | grep -E ':(22|2222) '", """LISTEN 0      128          0.0.0.0:22         0.0.0.0:*    users:(("sshd",pid=812,fd=3))
LISTEN 0      128          0.0.0.0:2222       0.0.0.0:*    users:(("sshd",pid=812,fd=5))"""),
    ]
    add(rs, "h15-terminal-11", p, turns, state)


def t12(rs: RowSet) -> None:
    # CLEAN: MySQL column rename + new column, an insert and an update; DESCRIBE changes, LIMIT/OFFSET pages show different rows, the SUM follows the updated qty.
    p = Pane("amir", "wms-stg-db", "/home/amir")
    state = p.prompt
    m = "mysql warehouse -e"
    d1 = mysql(["Field", "Type", "Null", "Key", "Default", "Extra"], [
        ["id", "bigint", "NO", "PRI", "NULL", "auto_increment"],
        ["sku", "varchar(24)", "NO", "MUL", "NULL", ""],
        ["from_bin", "varchar(12)", "NO", "", "NULL", ""],
        ["to_bin", "varchar(12)", "NO", "", "NULL", ""],
        ["qty", "int", "NO", "", "NULL", ""],
        ["moved_by", "int", "NO", "MUL", "NULL", ""],
        ["moved_at", "datetime", "NO", "", "CURRENT_TIMESTAMP", "DEFAULT_GENERATED"]])
    d2 = mysql(["Field", "Type", "Null", "Key", "Default", "Extra"], [
        ["id", "bigint", "NO", "PRI", "NULL", "auto_increment"],
        ["sku", "varchar(24)", "NO", "MUL", "NULL", ""],
        ["from_bin", "varchar(12)", "NO", "", "NULL", ""],
        ["to_bin", "varchar(12)", "NO", "", "NULL", ""],
        ["qty", "int", "NO", "", "NULL", ""],
        ["reason", "varchar(32)", "YES", "", "NULL", ""],
        ["operator_id", "int", "NO", "MUL", "NULL", ""],
        ["moved_at", "datetime", "NO", "", "CURRENT_TIMESTAMP", "DEFAULT_GENERATED"]])
    latest = mysql(["id", "sku", "from_bin", "to_bin", "qty", "moved_at"], [
        ["88412", "PL-0093-GRN", "B-07-01", "A-02-09", "60", "2025-03-12 15:31:18"],
        ["88411", "HX-7710-S", "C-11-04", "C-11-05", "8", "2025-03-12 15:29:52"],
        ["88410", "PL-0093-GRN", "R-00-01", "B-07-01", "120", "2025-03-12 15:02:40"],
        ["88409", "KX-2291-BLK", "A-14-03", "A-14-01", "6", "2025-03-12 14:58:07"],
        ["88408", "TN-4402-M", "D-03-12", "D-01-02", "14", "2025-03-12 14:41:33"]], right={0, 4})
    page1 = mysql(["id", "sku", "qty", "moved_at"], [
        ["87960", "KX-2291-BLK", "48", "2025-03-10 07:12:44"],
        ["88011", "KX-2291-WHT", "12", "2025-03-10 11:40:19"],
        ["88107", "KX-2291-BLK", "36", "2025-03-11 06:55:02"],
        ["88254", "KX-2291-BLK", "12", "2025-03-11 16:20:37"]], right={0, 2})
    page2 = mysql(["id", "sku", "qty", "moved_at"], [
        ["88301", "KX-2291-WHT", "24", "2025-03-12 08:03:11"],
        ["88409", "KX-2291-BLK", "6", "2025-03-12 14:58:07"],
        ["88413", "KX-2291-BLK", "24", "2025-03-12 15:47:03"]], right={0, 2})
    turns = [
        p.run(f'{m} "DESCRIBE bin_moves;"', d1),
        p.run(f'{m} "SELECT id, sku, from_bin, to_bin, qty, moved_at FROM bin_moves ORDER BY id DESC LIMIT 5;"', latest),
        p.run(f'{m} "ALTER TABLE bin_moves RENAME COLUMN moved_by TO operator_id, ADD COLUMN reason VARCHAR(32) NULL AFTER qty;"', "", duration=3.0),
        p.run(f'{m} "DESCRIBE bin_moves;"', d2),
        p.run(f"""{m} "INSERT INTO bin_moves (sku, from_bin, to_bin, qty, reason, operator_id) VALUES ('KX-2291-BLK', 'A-14-03', 'C-02-11', 24, 'replen', 417); SELECT LAST_INSERT_ID();\"""",
              mysql(["LAST_INSERT_ID()"], [["88413"]], right={0})),
        p.run(f'{m} "SELECT id, sku, qty, reason, operator_id FROM bin_moves ORDER BY id DESC LIMIT 3;"', mysql(["id", "sku", "qty", "reason", "operator_id"], [
            ["88413", "KX-2291-BLK", "24", "replen", "417"],
            ["88412", "PL-0093-GRN", "60", "NULL", "388"],
            ["88411", "HX-7710-S", "8", "NULL", "402"]], right={0, 2, 4})),
        p.run(f"""{m} "SELECT id, sku, qty, moved_at FROM bin_moves WHERE sku LIKE 'KX-2291%' ORDER BY moved_at LIMIT 4 OFFSET 0;\"""", page1),
        p.run(f"""{m} "SELECT id, sku, qty, moved_at FROM bin_moves WHERE sku LIKE 'KX-2291%' ORDER BY moved_at LIMIT 4 OFFSET 4;\"""", page2),
        p.run(f'{m} "UPDATE bin_moves SET qty = 20 WHERE id = 88413; SELECT ROW_COUNT();"', mysql(["ROW_COUNT()"], [["1"]], right={0})),
        p.run(f"""{m} "SELECT sku, COUNT(*) AS moves, SUM(qty) AS moved FROM bin_moves WHERE sku LIKE 'KX-2291%' GROUP BY sku;\"""", mysql(["sku", "moves", "moved"], [
            ["KX-2291-BLK", "5", "122"],
            ["KX-2291-WHT", "2", "36"]], right={1, 2})),
    ]
    add(rs, "h15-terminal-12", p, turns, state)


def t13(rs: RowSet) -> None:
    # BAD: sqlite3 sensor-data cleanup; turn 8 COUNT(*) = 4318, but per-station counts in turn 7 (after deleting 7 rows in turn 4 and importing 463 in turn 6) sum to 4311.
    p = Pane("jun", "lab-nb14", "/home/jun/soilnet")
    state = p.prompt
    db = "data/soilnet.db"

    def grp(rows: list[list[str]]) -> str:
        return cols([["station_id", "n", "first", "last"], ["-" * 10, "-" * 4, "-" * 19, "-" * 19]] + rows)

    turns = [
        p.run(f"ls -l data/ import/ && sqlite3 {db} '.tables'", """data/:
total 1500
-rw-r--r-- 1 jun jun 1536000 Jun  3 07:31 soilnet.db

import/:
total 20
-rw-r--r-- 1 jun jun 18101 Jun  3 07:44 ST-C_2024-06-03.csv
calibration  readings     stations"""),
        p.run(f'sqlite3 -header -column {db} "SELECT station_id, COUNT(*) AS n, MIN(ts) AS first, MAX(ts) AS last FROM readings GROUP BY station_id;"', grp([
            ["ST-A", "1440", "2024-06-02 00:00:00", "2024-06-02 23:59:00"],
            ["ST-B", "1438", "2024-06-02 00:00:00", "2024-06-02 23:59:00"],
            ["ST-C", "977", "2024-06-02 07:43:00", "2024-06-02 23:59:00"]])),
        p.run(f'sqlite3 -header -column {db} "SELECT station_id, COUNT(*) AS bad FROM readings WHERE moisture_pct IS NULL OR moisture_pct > 100 GROUP BY station_id;"',
              cols([["station_id", "bad"], ["----------", "---"], ["ST-A", "2"], ["ST-B", "5"]])),
        p.run(f'sqlite3 {db} "DELETE FROM readings WHERE moisture_pct IS NULL OR moisture_pct > 100; SELECT changes();"', "7"),
        p.run("head -n 4 import/ST-C_2024-06-03.csv && wc -l import/ST-C_2024-06-03.csv", """station_id,ts,moisture_pct,temp_c,ec_us_cm
ST-C,2024-06-03 00:00:00,31.4,14.2,412
ST-C,2024-06-03 00:01:00,31.4,14.2,411
ST-C,2024-06-03 00:02:00,31.3,14.1,411
464 import/ST-C_2024-06-03.csv"""),
        p.run(f'sqlite3 {db} ".import --csv --skip 1 import/ST-C_2024-06-03.csv readings" && echo imported', "imported"),
        p.run(f'sqlite3 -header -column {db} "SELECT station_id, COUNT(*) AS n, MIN(ts) AS first, MAX(ts) AS last FROM readings GROUP BY station_id;"', grp([
            ["ST-A", "1438", "2024-06-02 00:00:00", "2024-06-02 23:59:00"],
            ["ST-B", "1433", "2024-06-02 00:00:00", "2024-06-02 23:59:00"],
            ["ST-C", "1440", "2024-06-02 07:43:00", "2024-06-03 07:42:00"]])),
        p.run(f'sqlite3 {db} "SELECT COUNT(*) FROM readings; PRAGMA integrity_check;"', "4318\nok"),
        p.run(f"sqlite3 {db} 'VACUUM;' && ls -l {db}", "-rw-r--r-- 1 jun jun 1552384 Jun  3 07:52 data/soilnet.db"),
        p.run(f'sqlite3 -header -column {db} "SELECT station_id, ROUND(AVG(moisture_pct), 1) AS avg_moist, MIN(temp_c) AS min_t FROM readings WHERE ts >= \'2024-06-03\' GROUP BY station_id;"',
              cols([["station_id", "avg_moist", "min_t"], ["----------", "---------", "-----"], ["ST-C", "30.9", "11.8"]])),
    ]
    add(rs, "h15-terminal-13", p, turns, state, bad=True, turn=8,
        kind="total row count does not equal the per-station counts after delete and import")


def t14(rs: RowSet) -> None:
    # BAD: borg backup + prune; turn 8 `date` prints 03:19:33, earlier than the manual archive's end time 03:21:47 shown in turn 4 (clock going backwards).
    p = Pane("root", "media-vault", "/root")
    state = p.prompt
    days = ["2024-10-20", "2024-10-27", "2024-11-03"] + [f"2024-11-{d:02d}" for d in range(8, 20)]
    wd = {"2024-10-20": "Sun", "2024-10-27": "Sun", "2024-11-03": "Sun", "2024-11-08": "Fri", "2024-11-09": "Sat",
          "2024-11-10": "Sun", "2024-11-11": "Mon", "2024-11-12": "Tue", "2024-11-13": "Wed", "2024-11-14": "Thu",
          "2024-11-15": "Fri", "2024-11-16": "Sat", "2024-11-17": "Sun", "2024-11-18": "Mon", "2024-11-19": "Tue"}
    secs = {d: 2 + (i * 7) % 5 for i, d in enumerate(days)}
    arch = {d: (f"mv-{d}T02:00:{secs[d]:02d}", f"{wd[d]}, {d} 02:00:{secs[d] + 1:02d}", hx("borg-" + d)) for d in days}
    manual = ("mv-manual-2024-11-19T03:16", "Tue, 2024-11-19 03:16:08", hx("borg-manual"))

    def line(a: tuple[str, str, str]) -> str:
        return f"{a[0]:<36} {a[1]} [{a[2]}]"

    listing = "\n".join(line(arch[d]) for d in days)
    daily = days[::-1][:7]
    weekly = ["2024-11-10", "2024-11-03", "2024-10-27", "2024-10-20"]
    pruned = ["2024-11-12", "2024-11-11", "2024-11-09", "2024-11-08"]

    def prune(dry: bool) -> str:
        out = []
        k = 0
        for d in days[::-1]:
            if d in daily:
                out.append(f"{'Keeping archive (rule: daily #' + str(daily.index(d) + 1) + '):':<41}{line(arch[d])}")
            elif d in weekly:
                out.append(f"{'Keeping archive (rule: weekly #' + str(weekly.index(d) + 1) + '):':<41}{line(arch[d])}")
            else:
                k += 1
                lab = "Would prune:" if dry else f"Pruning archive ({k}/4):"
                out.append(f"{lab:<41}{line(arch[d])}")
        return "\n".join(out)

    last = arch["2024-11-19"]
    end_s = secs["2024-11-19"] + 1 + 47
    turns = [
        p.run("export BORG_REPO=/srv/borg/mediavault BORG_PASSCOMMAND='cat /root/.borg-pass' && date", "Tue Nov 19 03:14:52 UTC 2024"),
        p.run("borg list", listing, duration=3.0),
        p.run(f"borg info ::{last[0]}", f"""Archive name: {last[0]}
Archive fingerprint: {last[2]}
Comment:
Hostname: media-vault
Username: root
Time (start): {last[1]}
Time (end): Tue, 2024-11-19 02:06:{end_s:02d}
Duration: 6 minutes 47.02 seconds
Number of files: 48190
Command line: /usr/bin/borg create --compression zstd,6 '::mv-{{now:%Y-%m-%dT%H:%M:%S}}' /srv/media/projects /srv/media/catalog
Utilization of maximum supported archive size: 0%
------------------------------------------------------------------------------
                       Original size      Compressed size    Deduplicated size
This archive:              612.31 GB            597.92 GB              1.04 GB
All archives:                3.66 TB              3.57 TB            698.48 GB

                       Unique chunks         Total chunks
Chunk index:                  401566              2587944""", duration=5.0),
        p.run("borg create --stats --compression zstd,6 '::mv-manual-{now:%Y-%m-%dT%H:%M}' /srv/media/projects /srv/media/catalog", f"""------------------------------------------------------------------------------
Repository: /srv/borg/mediavault
Archive name: {manual[0]}
Archive fingerprint: {manual[2]}
Time (start): {manual[1]}
Time (end):   Tue, 2024-11-19 03:21:47
Duration: 5 minutes 39.12 seconds
Number of files: 48213
Utilization of max. archive size: 0%
------------------------------------------------------------------------------
                       Original size      Compressed size    Deduplicated size
This archive:              612.44 GB            598.03 GB              3.18 GB
All archives:                4.27 TB              4.17 TB            701.66 GB

                       Unique chunks         Total chunks
Chunk index:                  402117              2988124
------------------------------------------------------------------------------""", duration=400.0),
        p.run("borg prune --list --dry-run --glob-archives 'mv-20*' --keep-daily 7 --keep-weekly 4", prune(True), duration=3.0),
        p.run("borg prune --list --glob-archives 'mv-20*' --keep-daily 7 --keep-weekly 4", prune(False), duration=10.0),
        p.run("borg compact -v", "compaction freed about 9.87 GB repository space.", duration=30.0),
        p.run("date; borg list --last 3", "Tue Nov 19 03:19:33 UTC 2024\n" + "\n".join(line(a) for a in (arch["2024-11-18"], arch["2024-11-19"], manual)), duration=3.0),
        p.run("du -sh /srv/borg/mediavault && df -h /srv/borg", """645G\t/srv/borg/mediavault
Filesystem             Size  Used Avail Use% Mounted on
/dev/mapper/vg0-borg   1.8T  646G  1.1T  38% /srv/borg"""),
    ]
    assert len(pruned) == 4
    add(rs, "h15-terminal-14", p, turns, state, bad=True, turn=8,
        kind="wall clock earlier than the end time of the backup that just finished")


def t15(rs: RowSet) -> None:
    # CLEAN: jq/awk over shipment exports, then August files tarred and deleted; per-carrier counts shrink when the date filter narrows, file count drops 45 -> 14.
    p = Pane("nadia", "logbox", "/home/nadia")
    state = p.prompt
    weights = [("dhl", 5821.4), ("dpd", 2210.9), ("gls", 1874.0), ("ups", 642.7)]
    awk_out = "\n".join(f"{c:<10} {w:10.1f}" for c, w in weights)
    aug = [f"shipments-2024-08-{d:02d}.ndjson.gz" for d in range(1, 32)]
    sizes = [1804112 + ((d * 7919) % 211) * 1013 - (380000 if d in (3, 4, 10, 11, 17, 18, 24, 25, 31) else 0) for d in range(1, 32)]
    tv = "\n".join(f"-rw-r--r-- nadia/nadia {s} 2024-08-{d:02d} 23:59 {n}" for d, (s, n) in enumerate(zip(sizes, aug, strict=True), 1))
    turns = [
        p.run("ls exports | wc -l && ls -lh exports | tail -n 4", """45
-rw-r--r-- 1 nadia nadia 1.9M Sep 11 23:59 shipments-2024-09-11.ndjson.gz
-rw-r--r-- 1 nadia nadia 1.8M Sep 12 23:59 shipments-2024-09-12.ndjson.gz
-rw-r--r-- 1 nadia nadia 1.9M Sep 13 23:59 shipments-2024-09-13.ndjson.gz
-rw-r--r-- 1 nadia nadia 388K Sep 14 23:59 shipments-2024-09-14.ndjson.gz"""),
        p.run("zcat exports/shipments-2024-09-14.ndjson.gz | head -n 2 | jq -c '{id, carrier, status, weight_kg, dest: .dest.country}'",
              """{"id":"SHP-24091400001","carrier":"dhl","status":"delivered","weight_kg":2.4,"dest":"DE"}
{"id":"SHP-24091400002","carrier":"gls","status":"in_transit","weight_kg":11.8,"dest":"AT"}"""),
        p.run("""zcat exports/shipments-2024-09-1*.ndjson.gz | jq -r 'select(.status == "exception") | .carrier' | sort | uniq -c | sort -rn""", """     41 dhl
     27 gls
     19 dpd
      6 ups""", duration=4.0),
        p.run("""zcat exports/shipments-2024-09-14.ndjson.gz | jq -r 'select(.status == "exception") | .carrier' | sort | uniq -c | sort -rn""", """      9 dhl
      6 dpd
      4 gls
      1 ups"""),
        p.run("""zcat exports/shipments-2024-09-14.ndjson.gz | jq -r '[.id, .carrier, .status, .weight_kg] | @tsv' > /tmp/sep14.tsv && wc -l /tmp/sep14.tsv && awk -F'\\t' '{w[$2] += $4} END {for (c in w) printf "%-10s %10.1f\\n", c, w[c]}' /tmp/sep14.tsv | sort""",
              "2318 /tmp/sep14.tsv\n" + awk_out),
        p.run("find exports -name 'shipments-2024-08-*.ndjson.gz' | wc -l && du -ch exports/shipments-2024-08-*.ndjson.gz | tail -n 1", "31\n54M\ttotal"),
        p.run("tar -czf /srv/archive/shipments-2024-08.tgz -C exports $(cd exports && ls shipments-2024-08-*.ndjson.gz) && tar -tzvf /srv/archive/shipments-2024-08.tgz | head -n 3",
              "\n".join(tv.split("\n")[:3]), duration=8.0),
        p.run("find exports -name 'shipments-2024-08-*.ndjson.gz' -delete && ls exports | wc -l && ls exports | head -n 3", """14
shipments-2024-09-01.ndjson.gz
shipments-2024-09-02.ndjson.gz
shipments-2024-09-03.ndjson.gz"""),
        p.run("ls -lh /srv/archive/ && tar -tzf /srv/archive/shipments-2024-08.tgz | wc -l", """total 158M
-rw-r--r-- 1 nadia nadia 50M Jul  2 08:14 shipments-2024-06.tgz
-rw-r--r-- 1 nadia nadia 54M Aug  1 08:09 shipments-2024-07.tgz
-rw-r--r-- 1 nadia nadia 54M Sep 15 10:37 shipments-2024-08.tgz
31""", duration=3.0),
    ]
    add(rs, "h15-terminal-15", p, turns, state)


def t16(rs: RowSet) -> None:
    # BAD: LVM rename + extend; turn 8 `lvs` lists the volume as lv_scratch, although turn 3 renamed it to lv_artifacts (and turns 4-7 used the new name).
    p = Pane("root", "build-runner-3", "/root")
    state = p.prompt
    fstab = """/dev/vg_sys/root           /                   ext4  errors=remount-ro  0 1
/dev/vg_data/lv_docker     /var/lib/docker     ext4  defaults,noatime   0 2
/dev/vg_data/lv_ccache     /var/cache/ccache   ext4  defaults,noatime   0 2
/dev/vg_data/lv_scratch    /srv/scratch        ext4  defaults,noatime,nofail  0 2"""
    new_fstab = fstab.replace("/dev/vg_data/lv_scratch", "/dev/vg_data/lv_artifacts").replace("/srv/scratch", "/srv/artifacts")
    lvhdr = "  LV         VG      Attr       LSize    Pool Origin Data%  Meta%  Move Log Cpy%Sync Convert"
    turns = [
        p.run("lvs; vgs", lvhdr + """
  lv_ccache  vg_data -wi-ao----   50.00g
  lv_docker  vg_data -wi-ao----  200.00g
  lv_scratch vg_data -wi-ao----   60.00g
  root       vg_sys  -wi-ao----  <86.00g
  swap       vg_sys  -wi-ao----    8.00g
  VG      #PV #LV #SN Attr   VSize    VFree
  vg_data   2   3   0 wz--n- <465.76g 155.76g
  vg_sys    1   2   0 wz--n-  <94.00g      0 """.rstrip()),
        p.run("df -h /srv/scratch /var/lib/docker && du -sh /srv/scratch/* | sort -h | tail -n 4", """Filesystem                      Size  Used Avail Use% Mounted on
/dev/mapper/vg_data-lv_scratch   59G   35G   21G  63% /srv/scratch
/dev/mapper/vg_data-lv_docker   196G  121G   66G  65% /var/lib/docker
1.2G\t/srv/scratch/sccache-dist
4.8G\t/srv/scratch/nightly-2025-02-17
6.1G\t/srv/scratch/nightly-2025-02-18
22G\t/srv/scratch/release-artifacts"""),
        p.run("umount /srv/scratch && lvrename vg_data lv_scratch lv_artifacts", '  Renamed "lv_scratch" to "lv_artifacts" in volume group "vg_data"'),
        p.run("lvextend -r -L +40G vg_data/lv_artifacts", """fsck from util-linux 2.37.2
/dev/mapper/vg_data-lv_artifacts: clean, 1832/3932160 files, 9204411/15728640 blocks
  Size of logical volume vg_data/lv_artifacts changed from 60.00 GiB (15360 extents) to 100.00 GiB (25600 extents).
  Logical volume vg_data/lv_artifacts successfully resized.
resize2fs 1.46.5 (30-Dec-2021)
Resizing the filesystem on /dev/mapper/vg_data-lv_artifacts to 26214400 (4k) blocks.
The filesystem on /dev/mapper/vg_data-lv_artifacts is now 26214400 (4k) blocks long.
""", duration=20.0),
        p.run("sed -i 's#/dev/vg_data/lv_scratch#/dev/vg_data/lv_artifacts#; s#/srv/scratch#/srv/artifacts#' /etc/fstab && grep -v '^#' /etc/fstab", new_fstab),
        p.run("mkdir -p /srv/artifacts && systemctl daemon-reload && mount /srv/artifacts && df -h /srv/artifacts", """Filesystem                        Size  Used Avail Use% Mounted on
/dev/mapper/vg_data-lv_artifacts   98G   35G   58G  38% /srv/artifacts"""),
        p.run("vgs vg_data", """  VG      #PV #LV #SN Attr   VSize    VFree
  vg_data   2   3   0 wz--n- <465.76g 115.76g"""),
        p.run("lvs -o lv_name,lv_size,lv_path,lv_attr vg_data", """  LV         LSize   Path                    Attr
  lv_ccache   50.00g /dev/vg_data/lv_ccache  -wi-ao----
  lv_docker  200.00g /dev/vg_data/lv_docker  -wi-ao----
  lv_scratch 100.00g /dev/vg_data/lv_scratch -wi-ao----"""),
        p.run("chown -R gitlab-runner:gitlab-runner /srv/artifacts && ls -l /srv/artifacts", """total 32
drwxr-xr-x  2 gitlab-runner gitlab-runner 16384 Mar 14  2024 lost+found
drwxr-xr-x 14 gitlab-runner gitlab-runner  4096 Feb 18 23:41 nightly-2025-02-17
drwxr-xr-x 14 gitlab-runner gitlab-runner  4096 Feb 19 00:12 nightly-2025-02-18
drwxr-xr-x 37 gitlab-runner gitlab-runner  4096 Feb 19 09:47 release-artifacts
drwxr-xr-x  6 gitlab-runner gitlab-runner  4096 Feb 11 15:20 sccache-dist"""),
    ]
    add(rs, "h15-terminal-16", p, turns, state, bad=True, turn=8,
        kind="renamed logical volume listed under its old name")


def t17(rs: RowSet) -> None:
    # CLEAN: Rust crate fix; a failing test is fixed with sed, tests go 23/1 -> 24/0, version bump 0.7.3 -> 0.7.4 changes the binary's size, mtime and --version, Cargo.lock becomes modified.
    p = Pane("ivo", "devbox", "/home/ivo/src/lumen-grid")
    state = p.prompt
    tests = ["cell::tests::parses_hex_color", "cell::tests::rejects_short_hex", "cell::tests::blend_is_commutative",
             "cell::tests::default_is_off", "grid::tests::get_out_of_bounds_is_none", "grid::tests::set_then_get",
             "grid::tests::wraps_positive_index", "grid::tests::wraps_negative_index", "grid::tests::neighbours_corner",
             "grid::tests::neighbours_edge", "grid::tests::neighbours_center", "grid::tests::clear_resets_all",
             "life::tests::blinker_oscillates", "life::tests::block_is_stable", "life::tests::glider_moves",
             "life::tests::empty_stays_empty", "render::tests::ascii_frame", "render::tests::ansi_truecolor",
             "render::tests::fps_cap", "palette::tests::load_from_toml", "palette::tests::missing_key_errors",
             "palette::tests::gradient_steps", "io::tests::roundtrip_rle", "io::tests::rejects_bad_header"]

    def run(fail: bool) -> str:
        return "\n".join(f"test {t} ... {'FAILED' if fail and t.endswith('wraps_negative_index') else 'ok'}" for t in sorted(tests))

    src = """    /// Returns the cell at (x, y), wrapping coordinates around the torus.
    pub fn wrapped(&self, x: i32, y: i32) -> Option<Cell> {
        let w = self.width as i32;
        let h = self.height as i32;
        let (cx, cy) = (x % w, y % h);
        self.get(cx, cy).map(|c| Cell { x: cx, y: cy, ..*c })
    }

    pub fn neighbours(&self, x: i32, y: i32) -> impl Iterator<Item = Cell> + '_ {"""
    fixed = src.replace("(x % w, y % h)", "(x.rem_euclid(w), y.rem_euclid(h))")
    turns = [
        p.run("cargo build --release 2>&1 | tail -n 4", """   Compiling toml v0.8.14
   Compiling crossterm v0.27.0
   Compiling lumen-grid v0.7.3 (/home/ivo/src/lumen-grid)
    Finished `release` profile [optimized] target(s) in 48.21s""", duration=60.0),
        p.run("ls -l target/release/lumen-grid && ./target/release/lumen-grid --version", """-rwxr-xr-x 2 ivo ivo 6914328 Jun 20 11:31 target/release/lumen-grid
lumen-grid 0.7.3"""),
        p.run("cargo test", f"""   Compiling lumen-grid v0.7.3 (/home/ivo/src/lumen-grid)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 3.87s
     Running unittests src/lib.rs (target/debug/deps/lumen_grid-4f0c2a9e1b7d3e55)

running 24 tests
{run(True)}

failures:

---- grid::tests::wraps_negative_index stdout ----
thread 'grid::tests::wraps_negative_index' panicked at src/grid.rs:214:9:
assertion `left == right` failed
  left: None
 right: Some(15)
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace


failures:
    grid::tests::wraps_negative_index

test result: FAILED. 23 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s

error: test failed, to rerun pass `--lib`""", duration=20.0),
        p.run("sed -n '88,96p' src/grid.rs", src),
        p.run("sed -i '92s/(x % w, y % h)/(x.rem_euclid(w), y.rem_euclid(h))/' src/grid.rs && sed -n '88,96p' src/grid.rs", fixed),
        p.run("cargo test 2>&1 | grep -E '^(test result|running|error)'", """running 24 tests
test result: ok. 24 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s
running 0 tests
test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
running 3 tests
test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.41s""", duration=20.0),
        p.run("""sed -i 's/^version = "0.7.3"/version = "0.7.4"/' Cargo.toml && cargo build --release""", """   Compiling lumen-grid v0.7.4 (/home/ivo/src/lumen-grid)
    Finished `release` profile [optimized] target(s) in 6.02s""", duration=15.0),
        p.run("ls -l target/release/lumen-grid && ./target/release/lumen-grid --version", """-rwxr-xr-x 2 ivo ivo 6914392 Jun 20 11:52 target/release/lumen-grid
lumen-grid 0.7.4"""),
        p.run("cargo clippy --release -- -D warnings", """    Checking lumen-grid v0.7.4 (/home/ivo/src/lumen-grid)
    Finished `release` profile [optimized] target(s) in 1.88s""", duration=10.0),
        p.run("git status --short && git diff --stat", """ M Cargo.lock
 M Cargo.toml
 M src/grid.rs
 Cargo.lock  | 2 +-
 Cargo.toml  | 2 +-
 src/grid.rs | 2 +-
 3 files changed, 3 insertions(+), 3 deletions(-)"""),
    ]
    add(rs, "h15-terminal-17", p, turns, state)


def t18(rs: RowSet) -> None:
    # BAD: supervisord on a RHEL host; turn 9 `supervisorctl status` shows report-mailer RUNNING (old pid 1895) although turn 3 stopped it and nothing started it again (only the etl-worker group was restarted).
    p = Pane("root", "etl-worker-1", "/root", style="rhel")
    state = p.prompt
    turns = [
        p.run("supervisorctl status", "\n".join([
            sv("etl-scheduler", "RUNNING", "pid 1893, uptime 6 days, 3:12:09"),
            sv("etl-worker:etl-worker_00", "RUNNING", "pid 1902, uptime 6 days, 3:12:08"),
            sv("etl-worker:etl-worker_01", "RUNNING", "pid 1903, uptime 6 days, 3:12:08"),
            sv("etl-worker:etl-worker_02", "RUNNING", "pid 1904, uptime 6 days, 3:12:08"),
            sv("feed-poller", "RUNNING", "pid 1894, uptime 6 days, 3:12:09"),
            sv("report-mailer", "RUNNING", "pid 1895, uptime 6 days, 3:12:09")])),
        p.run("tail -n 5 /var/log/reporting/mailer.err.log", """2024-11-21 10:31:02,114 ERROR reporting.mailer: send failed report=daily-margin-eu to=finance-eu@halvard-group.com: [Errno 110] Connection timed out (smtp.halvard-group.com:25)
2024-11-21 10:31:02,115 INFO reporting.mailer: requeued report=daily-margin-eu attempt=4 next_try=10:36:02
2024-11-21 10:36:32,871 ERROR reporting.mailer: send failed report=daily-margin-eu to=finance-eu@halvard-group.com: [Errno 110] Connection timed out (smtp.halvard-group.com:25)
2024-11-21 10:36:32,872 INFO reporting.mailer: requeued report=daily-margin-eu attempt=5 next_try=10:41:32
2024-11-21 10:42:03,409 ERROR reporting.mailer: send failed report=daily-margin-eu to=finance-eu@halvard-group.com: [Errno 110] Connection timed out (smtp.halvard-group.com:25)"""),
        p.run("supervisorctl stop report-mailer", "report-mailer: stopped", duration=3.0),
        p.run("grep -n -A7 '^\\[program:report-mailer\\]' /etc/supervisord.d/reporting.ini", """12:[program:report-mailer]
13-command=/opt/reporting/venv/bin/python -m reporting.mailer
14-directory=/opt/reporting
15-user=reporting
16-environment=PYTHONUNBUFFERED="1"
17-autostart=true
18-autorestart=true
19-stderr_logfile=/var/log/reporting/mailer.err.log"""),
        p.run("grep -n ^SMTP_ /opt/reporting/mailer.env", """3:SMTP_HOST=smtp.halvard-group.com
4:SMTP_PORT=25
5:SMTP_STARTTLS=false
6:SMTP_USER=reports@halvard-group.com"""),
        p.run("sed -i -e 's/^SMTP_PORT=25$/SMTP_PORT=587/' -e 's/^SMTP_STARTTLS=false$/SMTP_STARTTLS=true/' /opt/reporting/mailer.env && grep -n ^SMTP_ /opt/reporting/mailer.env", """3:SMTP_HOST=smtp.halvard-group.com
4:SMTP_PORT=587
5:SMTP_STARTTLS=true
6:SMTP_USER=reports@halvard-group.com"""),
        p.run("timeout 5 openssl s_client -connect smtp.halvard-group.com:587 -starttls smtp -brief </dev/null 2>&1 | head -n 8", """CONNECTION ESTABLISHED
Protocol version: TLSv1.3
Ciphersuite: TLS_AES_256_GCM_SHA384
Peer certificate: CN = smtp.halvard-group.com
Hash used: SHA256
Signature type: RSA-PSS
Verification: OK
Server Temp Key: X25519, 253 bits""", duration=6.0),
        p.run("supervisorctl restart etl-worker:*", """etl-worker:etl-worker_00: stopped
etl-worker:etl-worker_01: stopped
etl-worker:etl-worker_02: stopped
etl-worker:etl-worker_00: started
etl-worker:etl-worker_01: started
etl-worker:etl-worker_02: started""", duration=5.0),
        p.run("supervisorctl status", "\n".join([
            sv("etl-scheduler", "RUNNING", "pid 1893, uptime 6 days, 3:19:31"),
            sv("etl-worker:etl-worker_00", "RUNNING", "pid 30418, uptime 0:00:14"),
            sv("etl-worker:etl-worker_01", "RUNNING", "pid 30419, uptime 0:00:14"),
            sv("etl-worker:etl-worker_02", "RUNNING", "pid 30420, uptime 0:00:14"),
            sv("feed-poller", "RUNNING", "pid 1894, uptime 6 days, 3:19:31"),
            sv("report-mailer", "RUNNING", "pid 1895, uptime 6 days, 3:19:31")])),
        p.run("supervisorctl tail etl-worker:etl-worker_00 stderr | tail -n 4", """2024-11-21 10:49:38,201 INFO etl.worker: starting worker id=etl-worker_00 queues=ingest,transform concurrency=4
2024-11-21 10:49:38,566 INFO etl.worker: connected to broker amqp://etl@mq-01.halvard.lan:5672//
2024-11-21 10:49:39,012 INFO etl.worker: ready
2024-11-21 10:49:47,330 INFO etl.task: transform.fx_rates[3f1c2a7e] succeeded in 1.84s"""),
    ]
    add(rs, "h15-terminal-18", p, turns, state, bad=True, turn=9,
        kind="stopped program reported running again without a start")


def t19(rs: RowSet) -> None:
    # CLEAN: SFTP partner account; useradd, extra group, cron line appended, then user renamed (uid 1007 kept; primary group keeps its old name until groupmod), directory path keeps the old name.
    p = Pane("root", "sftp-gw", "/root")
    state = p.prompt
    cron = """# m h  dom mon dow   command
MAILTO=ops@harborline.io
*/10 * * * * /usr/local/bin/sweep-inbound /srv/sftp/acme-drop/inbound >> /var/log/sweep-inbound.log 2>&1
*/10 * * * * /usr/local/bin/sweep-inbound /srv/sftp/nordlys-edi/inbound >> /var/log/sweep-inbound.log 2>&1
*/15 * * * * /usr/local/bin/sweep-inbound /srv/sftp/kite-returns/inbound >> /var/log/sweep-inbound.log 2>&1
30 3 * * * /usr/local/sbin/rotate-sftp-keys --quiet"""
    line = "15 */2 * * * /usr/local/bin/sweep-inbound /srv/sftp/hfp-upload/inbound >> /var/log/sweep-inbound.log 2>&1"
    turns = [
        p.run("getent passwd | awk -F: '$3 >= 1000 && $3 < 60000 {print $1, $3, $6, $7}'", """ubuntu 1000 /home/ubuntu /bin/bash
mkowalski 1001 /home/mkowalski /bin/bash
acme-drop 1002 /home/acme-drop /usr/sbin/nologin
nordlys-edi 1004 /home/nordlys-edi /usr/sbin/nologin
kite-returns 1006 /home/kite-returns /usr/sbin/nologin"""),
        p.run('useradd -m -s /usr/sbin/nologin -G sftpusers -c "Harbor Freight Partners upload" hfp-upload && id hfp-upload',
              "uid=1007(hfp-upload) gid=1007(hfp-upload) groups=1007(hfp-upload),1003(sftpusers)"),
        p.run("passwd -l hfp-upload && chage -l hfp-upload", """passwd: password expiry information changed.
Last password change\t\t\t\t\t: Mar 11, 2025
Password expires\t\t\t\t\t: never
Password inactive\t\t\t\t\t: never
Account expires\t\t\t\t\t\t: never
Minimum number of days between password change\t\t: 0
Maximum number of days between password change\t\t: 99999
Number of days of warning before password expires\t: 7"""),
        p.run("install -d -o root -g root -m 755 /srv/sftp/hfp-upload && install -d -o hfp-upload -g sftpusers -m 2770 /srv/sftp/hfp-upload/inbound && ls -la /srv/sftp/hfp-upload", """total 12
drwxr-xr-x 3 root       root      4096 Mar 11 09:18 .
drwxr-xr-x 6 root       root      4096 Mar 11 09:18 ..
drwxrws--- 2 hfp-upload sftpusers 4096 Mar 11 09:18 inbound"""),
        p.run("usermod -aG auditlog hfp-upload && id hfp-upload",
              "uid=1007(hfp-upload) gid=1007(hfp-upload) groups=1007(hfp-upload),1003(sftpusers),1005(auditlog)"),
        p.run("crontab -l -u root", cron),
        p.run(f"(crontab -l -u root; echo '{line}') | crontab -u root - && crontab -l -u root | tail -n 3",
              "\n".join(cron.split("\n")[-2:] + [line])),
        p.run("usermod -l hfp-ingest -d /home/hfp-ingest -m hfp-upload && id hfp-ingest && ls /home", """uid=1007(hfp-ingest) gid=1007(hfp-upload) groups=1007(hfp-upload),1003(sftpusers),1005(auditlog)
acme-drop  hfp-ingest  kite-returns  mkowalski  nordlys-edi  ubuntu"""),
        p.run("ls -la /srv/sftp/hfp-upload", """total 12
drwxr-xr-x 3 root       root      4096 Mar 11 09:18 .
drwxr-xr-x 6 root       root      4096 Mar 11 09:18 ..
drwxrws--- 2 hfp-ingest sftpusers 4096 Mar 11 09:18 inbound"""),
        p.run("groupmod -n hfp-ingest hfp-upload && id hfp-ingest && getent group sftpusers auditlog", """uid=1007(hfp-ingest) gid=1007(hfp-ingest) groups=1007(hfp-ingest),1003(sftpusers),1005(auditlog)
sftpusers:x:1003:acme-drop,nordlys-edi,kite-returns,hfp-ingest
auditlog:x:1005:mkowalski,hfp-ingest"""),
    ]
    add(rs, "h15-terminal-19", p, turns, state)


def t20(rs: RowSet) -> None:
    # BAD: nginx body-size fix; turn 8 `grep -n` shows line 34 as `proxy_read_timeout 30s;`, but turn 1 cat showed `proxy_read_timeout 15s;` and the only edit (turn 5) touched client_max_body_size.
    p = Pane("root", "edge-gw-01", "/root")
    state = p.prompt
    conf = """upstream orders_backend {
    zone orders_backend 64k;
    server 10.40.2.17:8081 max_fails=3 fail_timeout=10s;
    server 10.40.2.18:8081 max_fails=3 fail_timeout=10s;
    keepalive 32;
}

server {
    listen 80;
    server_name orders.kestrel-foods.net;
    return 301 https://$host$request_uri;
}

server {
    listen 443 ssl http2;
    server_name orders.kestrel-foods.net;

    ssl_certificate     /etc/letsencrypt/live/orders.kestrel-foods.net/fullchain.pem;
    ssl_certificate_key /etc/letsencrypt/live/orders.kestrel-foods.net/privkey.pem;

    access_log /var/log/nginx/orders-api.access.log main_timed;
    error_log  /var/log/nginx/orders-api.error.log warn;

    client_max_body_size 4m;

    location /v2/ {
        proxy_pass http://orders_backend;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_connect_timeout 3s;
        proxy_read_timeout 15s;
    }

    location = /healthz {
        access_log off;
        proxy_pass http://orders_backend/healthz;
    }
}"""
    lines = conf.replace("client_max_body_size 4m;", "client_max_body_size 16m;").split("\n")
    pat = re.compile(r"proxy_(read|connect)_timeout|keepalive|server 10\.")
    grep = "\n".join(f"{i}:{ln}" for i, ln in enumerate(lines, 1) if pat.search(ln))
    grep = grep.replace("proxy_read_timeout 15s;", "proxy_read_timeout 30s;")
    f = "/etc/nginx/sites-available/orders-api.conf"
    url = "https://orders.kestrel-foods.net"
    post = f"curl -sS -X POST -H 'Content-Type: application/json' --data-binary @/tmp/bulk-order.json -o /dev/null -w '%{{http_code}} %{{time_total}}\\n' {url}/v2/orders/bulk"
    turns = [
        p.run(f"cat {f}", conf),
        p.run(f"curl -sS -o /dev/null -w '%{{http_code}} %{{time_total}}\\n' {url}/healthz", "200 0.041237"),
        p.run(post, "413 0.187604", duration=3.0),
        p.run("ls -lh /tmp/bulk-order.json && tail -n 2 /var/log/nginx/orders-api.error.log", """-rw-r--r-- 1 root root 6.2M Nov 14 15:58 /tmp/bulk-order.json
2024/11/14 14:21:07 [error] 1187#1187: *4471902 client intended to send too large body: 4398211 bytes, client: 198.51.100.77, server: orders.kestrel-foods.net, request: "POST /v2/orders/bulk HTTP/2.0", host: "orders.kestrel-foods.net"
2024/11/14 16:01:49 [error] 1188#1188: *4503317 client intended to send too large body: 6482113 bytes, client: 203.0.113.10, server: orders.kestrel-foods.net, request: "POST /v2/orders/bulk HTTP/2.0", host: "orders.kestrel-foods.net\""""),
        p.run(f"sed -i 's/client_max_body_size 4m;/client_max_body_size 16m;/' {f} && nginx -t", """nginx: the configuration file /etc/nginx/nginx.conf syntax is ok
nginx: configuration file /etc/nginx/nginx.conf test is successful"""),
        p.run(f"systemctl reload nginx && {post}", "201 2.118733", duration=5.0),
        p.run("dig +noall +answer orders.kestrel-foods.net", """orders.kestrel-foods.net. 300\tIN\tCNAME\tedge-gw-01.kestrel-foods.net.
edge-gw-01.kestrel-foods.net. 300\tIN\tA\t203.0.113.10"""),
        p.run(f"grep -nE 'proxy_(read|connect)_timeout|keepalive|server 10\\.' {f}", grep),
        p.run("tail -n 2 /var/log/nginx/orders-api.access.log", """203.0.113.10 - - [14/Nov/2024:16:01:49 +0000] "POST /v2/orders/bulk HTTP/2.0" 413 183 "-" "curl/7.81.0" rt=0.000 uct=- urt=-
203.0.113.10 - - [14/Nov/2024:16:03:12 +0000] "POST /v2/orders/bulk HTTP/2.0" 201 96 "-" "curl/7.81.0" rt=2.114 uct=0.001 urt=2.113"""),
    ]
    add(rs, "h15-terminal-20", p, turns, state, bad=True, turn=8,
        kind="config line differs between two reads with no edit to it")


def t21(rs: RowSet) -> None:
    # CLEAN: TLS cert rotation with openssl + ansible on RHEL; the reissued cert has a new serial/fingerprint/expiry, the handler restart gives new MainPIDs, the second playbook run is idempotent (changed=0).
    p = Pane("deploy", "ctl-01", "/home/deploy/ansible/mqtt-tls", style="rhel")
    state = p.prompt
    show = "openssl x509 -in files/broker.crt -noout -subject -serial -enddate -fingerprint -sha256 -ext subjectAltName"
    san = "X509v3 Subject Alternative Name: \n    DNS:mqtt.tern-logistics.internal, DNS:mqtt-01.tern-logistics.internal, DNS:mqtt-02.tern-logistics.internal"
    old_serial = "4A1F07C2D9E35B8806A1F3C47E2B9D0155C3A6E8"
    new_serial = "1B73E0A94C28F6D51E07B9A3C4F2D86E09A5B147"
    pb = "ansible-playbook -i inventory/prod.ini rotate-broker-cert.yml --limit mqtt"

    def play(changed: bool) -> str:
        st = "changed" if changed else "ok"
        out = [banner("PLAY [Rotate MQTT broker certificate]"), banner("TASK [Gathering Facts]"), "ok: [mqtt-01]", "ok: [mqtt-02]",
               banner("TASK [Install broker certificate]"), f"{st}: [mqtt-01]", f"{st}: [mqtt-02]",
               banner("TASK [Install broker key]"), f"{st}: [mqtt-01]", f"{st}: [mqtt-02]",
               banner("TASK [Validate mosquitto config]"), "ok: [mqtt-01]", "ok: [mqtt-02]"]
        if changed:
            out += [banner("RUNNING HANDLER [restart mosquitto]"), "changed: [mqtt-01]", "changed: [mqtt-02]"]
        n_ok, n_ch = (5, 3) if changed else (4, 0)
        out.append(banner("PLAY RECAP"))
        for h in ("mqtt-01", "mqtt-02"):
            out.append(f"{h:<27}: ok={n_ok:<4} changed={n_ch:<4} unreachable=0    failed=0    skipped=0    rescued=0    ignored=0")
        return "\n".join(out).rstrip()

    turns = [
        p.run(show, f"""subject=CN = mqtt.tern-logistics.internal
serial={old_serial}
notAfter=Apr 30 09:12:41 2025 GMT
sha256 Fingerprint={colon_fp('broker-old')}
{san}"""),
        p.run('openssl req -new -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -keyout files/broker.key -out /tmp/broker.csr -subj "/CN=mqtt.tern-logistics.internal" -addext "subjectAltName=DNS:mqtt.tern-logistics.internal,DNS:mqtt-01.tern-logistics.internal,DNS:mqtt-02.tern-logistics.internal"', ""),
        p.run("openssl x509 -req -in /tmp/broker.csr -CA ~/pki/tern-int-ca.crt -CAkey ~/pki/tern-int-ca.key -CAcreateserial -days 365 -copy_extensions copy -out files/broker.crt",
              "Certificate request self-signature ok\nsubject=CN = mqtt.tern-logistics.internal"),
        p.run(show, f"""subject=CN = mqtt.tern-logistics.internal
serial={new_serial}
notAfter=Apr 16 08:03:27 2026 GMT
sha256 Fingerprint={colon_fp('broker-new')}
{san}"""),
        p.run("openssl verify -CAfile ~/pki/tern-root-ca.crt -untrusted ~/pki/tern-int-ca.crt files/broker.crt", "files/broker.crt: OK"),
        p.run(pb, play(True), duration=30.0),
        p.run("ansible mqtt -i inventory/prod.ini -b -m command -a 'systemctl show -p MainPID -p ActiveEnterTimestamp mosquitto'", """mqtt-01 | CHANGED | rc=0 >>
MainPID=48102
ActiveEnterTimestamp=Wed 2025-04-16 08:05:12 UTC
mqtt-02 | CHANGED | rc=0 >>
MainPID=39977
ActiveEnterTimestamp=Wed 2025-04-16 08:05:13 UTC""", duration=8.0),
        p.run(pb, play(False), duration=30.0),
        p.run("echo | openssl s_client -connect mqtt-01.tern-logistics.internal:8883 -servername mqtt.tern-logistics.internal 2>/dev/null | openssl x509 -noout -serial -enddate",
              f"serial={new_serial}\nnotAfter=Apr 16 08:03:27 2026 GMT", duration=3.0),
        p.run("ansible-vault encrypt files/broker.key && rm -f /tmp/broker.csr && git status --short", """Encryption successful
 M files/broker.crt
 M files/broker.key""", duration=3.0),
    ]
    add(rs, "h15-terminal-21", p, turns, state)


def t22(rs: RowSet) -> None:
    # BAD: terraform saved plan; turn 5 apply summary says "3 added, 2 changed", but the saved plan applied (turns 2-3) had 3 to add and 1 to change, and the apply log itself modified one resource.
    p = Pane("priya", "lark", "/home/priya/infra/billing/envs/staging")
    state = p.prompt
    acct = "731902448815"
    q = f"https://sqs.eu-central-1.amazonaws.com/{acct}"
    refresh = f"""aws_iam_role.invoice_render: Refreshing state... [id=stg-invoice-render-lambda]
aws_sqs_queue.invoice_render: Refreshing state... [id={q}/stg-invoice-render]
aws_cloudwatch_log_group.invoice_render: Refreshing state... [id=/aws/lambda/stg-invoice-render]
aws_iam_role_policy.invoice_render: Refreshing state... [id=stg-invoice-render-lambda:sqs-and-s3]
aws_lambda_function.invoice_render: Refreshing state... [id=stg-invoice-render]
aws_lambda_event_source_mapping.invoice_render: Refreshing state... [id=5b1f0e3c-94a7-4d2e-b8c6-0f7a21d9e364]"""
    plan = refresh + f"""

Terraform used the selected providers to generate the following execution
plan. Resource actions are indicated with the following symbols:
  + create
  ~ update in-place

Terraform will perform the following actions:

  # aws_cloudwatch_metric_alarm.dlq_depth will be created
  + resource "aws_cloudwatch_metric_alarm" "dlq_depth" {{
      + actions_enabled                       = true
      + alarm_actions                         = [
          + "arn:aws:sns:eu-central-1:{acct}:stg-billing-alerts",
        ]
      + alarm_name                            = "stg-invoice-render-dlq-depth"
      + comparison_operator                   = "GreaterThanThreshold"
      + dimensions                            = {{
          + "QueueName" = "stg-invoice-render-dlq"
        }}
      + evaluation_periods                    = 1
      + metric_name                           = "ApproximateNumberOfMessagesVisible"
      + namespace                             = "AWS/SQS"
      + period                                = 300
      + statistic                             = "Maximum"
      + threshold                             = 0
      + id                                    = (known after apply)
        # (4 unchanged attributes hidden)
    }}

  # aws_lambda_function.invoice_render will be updated in-place
  ~ resource "aws_lambda_function" "invoice_render" {{
        id                             = "stg-invoice-render"
      ~ memory_size                    = 512 -> 1024
      ~ timeout                        = 30 -> 60
        # (24 unchanged attributes hidden)

        # (3 unchanged blocks hidden)
    }}

  # aws_sqs_queue.invoice_render_dlq will be created
  + resource "aws_sqs_queue" "invoice_render_dlq" {{
      + arn                               = (known after apply)
      + id                                = (known after apply)
      + message_retention_seconds         = 1209600
      + name                              = "stg-invoice-render-dlq"
      + sqs_managed_sse_enabled           = true
      + url                               = (known after apply)
      + visibility_timeout_seconds        = 30
        # (9 unchanged attributes hidden)
    }}

  # aws_sqs_queue_redrive_policy.invoice_render will be created
  + resource "aws_sqs_queue_redrive_policy" "invoice_render" {{
      + id             = (known after apply)
      + queue_url      = "{q}/stg-invoice-render"
      + redrive_policy = (known after apply)
    }}

Plan: 3 to add, 1 to change, 0 to destroy.

Changes to Outputs:
  + invoice_dlq_url = (known after apply)

─────────────────────────────────────────────────────────────────────────────

Saved the plan to: tfplan

To perform exactly these actions, run the following command to apply:
    terraform apply "tfplan\""""
    jq = """terraform show -json tfplan | jq -r '.resource_changes[] | select(.change.actions != ["no-op"]) | "\\(.change.actions | join(",")) \\(.address)"'"""
    turns = [
        p.run("terraform fmt -check -recursive && terraform validate", "Success! The configuration is valid.\n", duration=5.0),
        p.run("terraform plan -out=tfplan -var-file=staging.tfvars", plan, duration=20.0),
        p.run(jq, """create aws_cloudwatch_metric_alarm.dlq_depth
update aws_lambda_function.invoice_render
create aws_sqs_queue.invoice_render_dlq
create aws_sqs_queue_redrive_policy.invoice_render"""),
        p.run("terraform state list | wc -l", "27"),
        p.run("terraform apply tfplan", f"""aws_sqs_queue.invoice_render_dlq: Creating...
aws_lambda_function.invoice_render: Modifying... [id=stg-invoice-render]
aws_sqs_queue.invoice_render_dlq: Creation complete after 1s [id={q}/stg-invoice-render-dlq]
aws_sqs_queue_redrive_policy.invoice_render: Creating...
aws_cloudwatch_metric_alarm.dlq_depth: Creating...
aws_cloudwatch_metric_alarm.dlq_depth: Creation complete after 1s [id=stg-invoice-render-dlq-depth]
aws_lambda_function.invoice_render: Modifications complete after 7s [id=stg-invoice-render]
aws_sqs_queue_redrive_policy.invoice_render: Still creating... [10s elapsed]
aws_sqs_queue_redrive_policy.invoice_render: Still creating... [20s elapsed]
aws_sqs_queue_redrive_policy.invoice_render: Creation complete after 26s [id={q}/stg-invoice-render]

Apply complete! Resources: 3 added, 2 changed, 0 destroyed.

Outputs:

invoice_dlq_url = "{q}/stg-invoice-render-dlq\"""", duration=45.0),
        p.run("terraform state list | wc -l", "30"),
        p.run('aws sqs get-queue-attributes --queue-url "$(terraform output -raw invoice_dlq_url)" --attribute-names MessageRetentionPeriod ApproximateNumberOfMessages', """{
    "Attributes": {
        "ApproximateNumberOfMessages": "0",
        "MessageRetentionPeriod": "1209600"
    }
}""", duration=3.0),
        p.run("aws lambda get-function-configuration --function-name stg-invoice-render --query '{Mem:MemorySize,Timeout:Timeout,Update:LastUpdateStatus}'", """{
    "Mem": 1024,
    "Timeout": 60,
    "Update": "Successful"
}""", duration=3.0),
        p.run('terraform plan -detailed-exitcode -var-file=staging.tfvars; echo "exit=$?"', refresh + f"""
aws_sqs_queue.invoice_render_dlq: Refreshing state... [id={q}/stg-invoice-render-dlq]
aws_cloudwatch_metric_alarm.dlq_depth: Refreshing state... [id=stg-invoice-render-dlq-depth]
aws_sqs_queue_redrive_policy.invoice_render: Refreshing state... [id={q}/stg-invoice-render]

No changes. Your infrastructure matches the configuration.

Terraform has compared your real infrastructure against your configuration
and found no differences, so no changes are needed.
exit=0""", duration=20.0),
    ]
    add(rs, "h15-terminal-22", p, turns, state, bad=True, turn=5,
        kind="apply summary counts do not match the saved plan it applied")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
