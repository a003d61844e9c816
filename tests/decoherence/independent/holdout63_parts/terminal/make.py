# ruff: noqa: E501
"""Held-out set h63, domain terminal: 22 tmux-pane shell trajectories (11 clean, 11 with one contradiction).

Each trajectory is about a different process, package or container tool (ps, pgrep/pstree, renice, top,
systemctl, systemd-run, crontab, at, supervisorctl, pm2, apt/dpkg, dnf/rpm, snap, flatpak, pip, npm,
docker, podman, docker compose, kubectl, helm, git on a server). Clean ones are full of legitimate
changes (restarts with new PIDs, upgrades, reverts, renames, moving clocks); bad ones hold exactly one
detail that contradicts an earlier observation.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet

TASK = "terminal"

SYSTEM = """# Role and Objective

You are a **Terminal World Model** — a precise terminal state simulator. Your task is to predict the exact output of a Linux/Unix terminal (a shell running in a tmux pane) after executing a given sequence of keystrokes.

Be as faithful as possible to real terminal behavior while maintaining consistency and logical correctness across the interaction sequence.

## Task Definition

Given:
1. **Historical Context**: previous interactions in this terminal session
2. **Current Terminal State**: the visible screen, including the prompt
3. **User Action**: a JSON array of keystroke objects sent to the terminal

Predict the **exact next terminal state** after all actions are executed.

# Environment Management

The terminal state consists of the visible screen buffer, the prompt (user, host and working directory, e.g. `root@hostname:/path#`) and implicit state: working directory, environment variables, file system, installed packages, running processes and services, background jobs.

Track across turns:
- **Working Directory**: changed by `cd`, reflected in the prompt
- **File System State**: files created, modified or deleted earlier
- **Process State**: PIDs, services, containers and jobs started, stopped or restarted earlier
- **Package State**: what was installed, upgraded or removed, and at which version

Logical consistency: command output must agree with everything established earlier (a deleted file cannot be read, an unchanged process keeps its PID, a counter never runs backwards, the clock only moves forward).

# Input Definitions & Action Space

```json
[
  {
    "keystrokes": "ls -la\\n",
    "duration": 0.1
  }
]
```

| Field | Type | Description |
|-------|------|-------------|
| `keystrokes` | string | Raw terminal input (verbatim). NOT a parsed command. |
| `duration` | number | Seconds to wait before capturing output. Default: 1.0 |

- Commands require a trailing `\\n` to execute; without it the text is only typed.
- Control characters use tmux notation: `C-c` (SIGINT), `C-d` (EOF), `C-z` (SIGTSTP), `C-l` (clear).
- Empty keystrokes `""` with a duration mean: wait, then show whatever new output appeared.
- An empty action array `[]` signals task completion.

# Predicted Observation Requirements

Output, in order:
1. **Command Echo**: the prompt line with the command as typed
2. **Command Output**: all stdout and stderr, with exact spacing, table alignment and line breaks
3. **New Prompt**: the prompt for the next command (if the command completed)

For several commands in one action array, concatenate outputs in execution order. The visible screen is limited (about 40 lines); older output scrolls off.

# Key Principles

- **Format**: prompt format matches the established pattern; command echo included; real tool layouts (tables, progress lines).
- **Factuality**: correct command syntax and options; plausible paths, permissions, timestamps, sizes and versions.
- **Consistency**: respects the working directory, file system, processes, services and packages as changed by earlier commands; no conflicts with previously established state.
- **Realism**: plausible numbers, appropriate errors and exit codes, live counters and clocks that move forward.
- **Quality**: complete output, no unreasonable truncation."""


def cols(rows: list[list[str]], gap: int = 3, right: frozenset[int] = frozenset()) -> str:
    """Align a table the way Go's tabwriter / procps do: pad every column to its widest cell."""
    widths = [max(len(r[i]) for r in rows if i < len(r)) for i in range(max(len(r) for r in rows))]
    out = []
    for r in rows:
        cells = []
        for i, c in enumerate(r):
            cells.append(c.rjust(widths[i]) if i in right else c.ljust(widths[i]))
        out.append((" " * gap).join(cells).rstrip())
    return "\n".join(out)


def box(rows: list[list[str]]) -> str:
    """A pm2-style box table (first row is the header)."""
    widths = [max(len(r[i]) for r in rows) + 2 for i in range(len(rows[0]))]

    def line(left: str, mid: str, right: str) -> str:
        return left + mid.join("─" * (w + 1) for w in widths) + right

    def row(r: list[str]) -> str:
        return "│" + "│".join(" " + c.ljust(w) for c, w in zip(r, widths)) + "│"

    out = [line("┌", "┬", "┐"), row(rows[0]), line("├", "┼", "┤")]
    out += [row(r) for r in rows[1:]]
    out.append(line("└", "┴", "┘"))
    return "\n".join(out)


def add(rs: RowSet, tid: str, pane: Pane, start: str, turns: list[tuple[str, str]], **kw: object) -> None:
    rs.add(TASK, f"h63-terminal-{tid}", SYSTEM, turns, state=start, **kw)  # type: ignore[arg-type]


# ---------------------------------------------------------------- 01 ps + kill (clean)
GUNI = "/opt/shop/venv/bin/python3 /opt/shop/venv/bin/gunicorn shop.wsgi:application --workers 3 --bind 127.0.0.1:8000"
CELERY = "/opt/shop/venv/bin/python3 -m celery -A shop worker -l info --concurrency=2"


def t01(rs: RowSet) -> None:
    p = Pane("root", "app-prod-03", "/root")
    start = p.prompt
    hdr = "USER         PID %CPU %MEM    VSZ   RSS TTY      STAT START   TIME COMMAND"
    ps1 = "\n".join([
        hdr,
        "appuser     4172 98.7  7.5 1164820 612340 ?     R    12:51  89:12 python3 /opt/shop/scripts/reindex.py --full",
        "postgres    1187  0.3  6.1 4391208 498112 ?     Ss   May27   9:41 postgres: 15/main: checkpointer",
        f"www-data    2841  1.9  3.8 482116 312448 ?      S    May27  52:07 {GUNI}",
        f"www-data    2842  1.8  3.7 476300 302980 ?      S    May27  49:55 {GUNI}",
        f"www-data    2843 24.6  3.6 471988 296500 ?      R    May27 698:14 {GUNI}",
        f"appuser     3310  0.6  3.3 398712 268304 ?      S    May27  17:46 {CELERY}",
        f"appuser     3355  0.2  2.9 371044 236120 ?      S    May27   6:03 {CELERY}",
        f"appuser     3356  0.2  2.9 369880 234512 ?      S    May27   5:58 {CELERY}",
        "postgres    1189  0.0  1.6 4389964 131860 ?     Ss   May27   0:51 postgres: 15/main: background writer",
        "redis        998  0.3  1.2 163328 98304 ?       Ssl  May27  14:20 /usr/bin/redis-server 127.0.0.1:6379",
        "postgres    2213  0.1  1.1 4401876 93412 ?      Ss   May27   3:10 postgres: 15/main: shop shop 127.0.0.1(50412) idle",
        f"www-data    2790  0.0  0.5  63204 41216 ?       Ss   May27   1:02 {GUNI}",
        "postgres    1180  0.0  0.4 4389532 31884 ?      Ss   May27   0:22 /usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main -c config_file=/etc/postgresql/15/main/postgresql.conf",
        "root         612  0.0  0.4  64528 28760 ?        Ss   May27   0:37 /lib/systemd/systemd-journald",
    ])
    t = [
        p.run("ps aux --sort=-%mem | head -15", ps1),
        p.run("ps -o pid,ppid,user,etimes,stat,rss,args -p 4172",
              "    PID    PPID USER      ELAPSED STAT   RSS COMMAND\n"
              "   4172    4160 appuser      5436 R    618204 python3 /opt/shop/scripts/reindex.py --full"),
        p.run("kill 4172; sleep 2; ps -p 4172 || echo gone",
              "    PID TTY          TIME CMD\ngone", duration=3.0),
        p.run("ps -o pid,ppid,etime,%cpu,rss,cmd --ppid 2790",
              "    PID    PPID     ELAPSED %CPU   RSS CMD\n"
              f"   2841    2790  2-03:41:18  1.9 312448 {GUNI}\n"
              f"   2842    2790  2-03:41:18  1.8 302980 {GUNI}\n"
              f"   2843    2790  2-03:41:18 24.6 296500 {GUNI}"),
        p.run("kill -TERM 2843; sleep 3; ps -o pid,ppid,etime,%cpu,rss,cmd --ppid 2790",
              "    PID    PPID     ELAPSED %CPU   RSS CMD\n"
              f"   2841    2790  2-03:41:27  1.9 312460 {GUNI}\n"
              f"   2842    2790  2-03:41:27  1.8 302980 {GUNI}\n"
              f"   4391    2790       00:03 38.0 87312 {GUNI}", duration=4.0),
        p.run('journalctl -u shop-gunicorn --since "10 min ago" --no-pager | tail -4',
              "May 29 14:13:58 app-prod-03 gunicorn[2843]: WARNING shop.search: query planner fallback for q='usb-c hub' (took 27.91s)\n"
              "May 29 14:22:09 app-prod-03 gunicorn[2843]: [2024-05-29 14:22:09 +0000] [2843] [INFO] Worker exiting (pid: 2843)\n"
              "May 29 14:22:09 app-prod-03 gunicorn[2790]: [2024-05-29 14:22:09 +0000] [2790] [WARNING] Worker with pid 2843 was terminated due to signal 15\n"
              "May 29 14:22:09 app-prod-03 gunicorn[4391]: [2024-05-29 14:22:09 +0000] [4391] [INFO] Booting worker with pid: 4391"),
        p.run("ps aux --sort=-%mem | head -8", "\n".join([
            hdr,
            "postgres    1187  0.3  6.1 4391208 498112 ?     Ss   May27   9:41 postgres: 15/main: checkpointer",
            f"www-data    2841  1.9  3.8 482116 312460 ?      S    May27  52:08 {GUNI}",
            f"www-data    2842  1.8  3.7 476300 302980 ?      S    May27  49:56 {GUNI}",
            f"appuser     3310  0.6  3.3 398712 268304 ?      S    May27  17:46 {CELERY}",
            f"appuser     3355  0.2  2.9 371044 236120 ?      S    May27   6:03 {CELERY}",
            f"appuser     3356  0.2  2.9 369880 234512 ?      S    May27   5:58 {CELERY}",
            "postgres    1189  0.0  1.6 4389964 131860 ?     Ss   May27   0:51 postgres: 15/main: background writer",
        ])),
        p.run("free -m",
              "               total        used        free      shared  buff/cache   available\n"
              "Mem:            7957        2836        1203         214        3918        4672\n"
              "Swap:           2047          96        1951"),
    ]
    add(rs, "01", p, start, t)


# ---------------------------------------------------------------- 02 pgrep / pstree (bad: master PID)
def t02(rs: RowSet) -> None:
    p = Pane("deploy", "edge-lb-1", "/home/deploy")
    start = p.prompt
    t = [
        p.run("pgrep -a nginx",
              "1421 nginx: master process /usr/sbin/nginx -g daemon on; master_process on;\n"
              "1422 nginx: worker process\n1423 nginx: worker process\n1424 nginx: worker process\n1425 nginx: worker process"),
        p.run("pgrep -c php-fpm8.1; pgrep -u www-data -l php-fpm",
              "6\n1531 php-fpm8.1\n1532 php-fpm8.1\n1533 php-fpm8.1\n1534 php-fpm8.1\n1535 php-fpm8.1"),
        p.run("pstree -p 1421",
              "nginx(1421)─┬─nginx(1422)\n            ├─nginx(1423)\n            ├─nginx(1424)\n            └─nginx(1425)"),
        p.run("grep -E '^pm' /etc/php/8.1/fpm/pool.d/www.conf; pgrep -P $(pgrep -u root php-fpm) | wc -l",
              "pm = static\npm.max_children = 5\npm.max_requests = 0\n5"),
        p.run("pstree -ps 1423; pstree -ps 1533",
              "systemd(1)───nginx(1412)───nginx(1423)\nsystemd(1)───php-fpm8.1(1529)───php-fpm8.1(1533)"),
        p.run("sudo systemctl reload nginx && sleep 1 && pgrep -a nginx",
              "1421 nginx: master process /usr/sbin/nginx -g daemon on; master_process on;\n"
              "3390 nginx: worker process\n3391 nginx: worker process\n3392 nginx: worker process\n3393 nginx: worker process",
              duration=2.0),
        p.run("pgrep -o nginx; pgrep -n nginx", "1421\n3393"),
        p.run("pstree -p $(pgrep -o nginx)",
              "nginx(1421)─┬─nginx(3390)\n            ├─nginx(3391)\n            ├─nginx(3392)\n            └─nginx(3393)"),
    ]
    add(rs, "02", p, start, t, bad=True, turn=5,
        kind="pstree at turn 5 shows nginx worker 1423's master as PID 1412, but pgrep and pstree at turns 1 and 3 showed the master as 1421 with no restart in between")


# ---------------------------------------------------------------- 03 renice / kill (bad: nice reverts)
def t03(rs: RowSet) -> None:
    p = Pane("mlops", "render-02", "/srv/media")
    start = p.prompt
    t = [
        p.run("pgrep -a ffmpeg",
              "5120 ffmpeg -hide_banner -i raw/keynote-2024.mov -c:v libx264 -preset slow -crf 20 -c:a aac -b:a 192k out/keynote-2024.mp4\n"
              "5188 ffmpeg -hide_banner -i raw/panel-b.mov -c:v libx265 -preset medium -crf 24 -c:a copy out/panel-b.mkv"),
        p.run("ps -o pid,ni,pcpu,etime,stat,comm -p 5120,5188",
              "    PID  NI %CPU     ELAPSED STAT COMMAND\n"
              "   5120   0  742       41:07 Rl   ffmpeg\n"
              "   5188   0  688       38:52 Rl   ffmpeg"),
        p.run("renice -n 10 -p 5120", "5120 (process ID) old priority 0, new priority 10"),
        p.run("renice -n 15 -p 5188", "5188 (process ID) old priority 0, new priority 15"),
        p.run("ps -o pid,ni,pcpu,etime,stat,comm -p 5120,5188",
              "    PID  NI %CPU     ELAPSED STAT COMMAND\n"
              "   5120  10  739       41:31 RNl  ffmpeg\n"
              "   5188  15  684       39:16 RNl  ffmpeg"),
        p.run("kill -STOP 5188; ps -o pid,ni,stat,etime,comm -p 5120,5188",
              "    PID  NI STAT     ELAPSED COMMAND\n"
              "   5120   0 Rl         41:49 ffmpeg\n"
              "   5188  15 TNl        39:34 ffmpeg"),
        p.run("kill -CONT 5188; awk '{print $1, $19}' /proc/5120/stat /proc/5188/stat", "5120 10\n5188 15"),
    ]
    add(rs, "03", p, start, t, bad=True, turn=6,
        kind="ps at turn 6 shows PID 5120 back at nice 0 although renice set it to 10 (confirmed at turn 5) and nothing changed it since")


# ---------------------------------------------------------------- 04 top in batch mode (clean)
TOPH = "    PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ COMMAND"


def t04(rs: RowSet) -> None:
    p = Pane("ubuntu", "ci-runner-7", "/home/ubuntu")
    start = p.prompt
    t = [
        p.run("top -b -n 1 | head -20", "\n".join([
            "top - 10:41:07 up 12 days,  3:17,  1 user,  load average: 7.82, 6.91, 5.40",
            "Tasks: 243 total,   9 running, 234 sleeping,   0 stopped,   0 zombie",
            "%Cpu(s): 91.4 us,  6.2 sy,  0.0 ni,  1.8 id,  0.4 wa,  0.0 hi,  0.2 si,  0.0 st",
            "MiB Mem :  32042.6 total,   4127.9 free,  14873.2 used,  13041.5 buff/cache",
            "MiB Swap:   4096.0 total,   4011.3 free,     84.7 used.  16692.1 avail Mem",
            "",
            TOPH,
            " 418223 gitlab-+  20   0 1488320 902144  38912 R 100.0   2.7   0:41.18 rustc",
            " 418231 gitlab-+  20   0 1312064 771820  36480 R 100.0   2.4   0:33.92 rustc",
            " 418247 gitlab-+  20   0 1097728 612352  35840 R  93.8   1.9   0:27.05 rustc",
            " 418260 gitlab-+  20   0  986112 544768  35200 R  93.8   1.7   0:19.77 rustc",
            " 418274 gitlab-+  20   0  842752 411648  34816 R  87.5   1.3   0:12.40 rustc",
            " 418291 gitlab-+  20   0  715776 301056  33920 R  81.2   0.9   0:06.63 rustc",
            " 417980 gitlab-+  20   0  912384 183296  12544 R  12.5   0.6   0:58.31 cargo",
            "   1298 gitlab-+  20   0 1297600  71936  41728 S   6.2   0.2  48:12.07 gitlab-runner",
            "   1011 root      20   0 2485760 108544  52736 S   0.0   0.3  19:45.90 dockerd",
            "    877 root      20   0 1879296  52224  31744 S   0.0   0.2  11:02.41 containerd",
            "      1 root      20   0  167788  13312   8448 S   0.0   0.0   2:31.18 systemd",
            "      2 root      20   0       0      0      0 S   0.0   0.0   0:00.52 kthreadd",
            "      3 root       0 -20       0      0      0 I   0.0   0.0   0:00.00 rcu_gp",
        ])),
        p.run("top -b -n 1 -o %MEM | head -14", "\n".join([
            "top - 10:41:31 up 12 days,  3:17,  1 user,  load average: 7.95, 6.97, 5.45",
            "Tasks: 244 total,   8 running, 236 sleeping,   0 stopped,   0 zombie",
            "%Cpu(s): 89.7 us,  7.0 sy,  0.0 ni,  2.6 id,  0.5 wa,  0.0 hi,  0.2 si,  0.0 st",
            "MiB Mem :  32042.6 total,   3712.4 free,  15244.9 used,  13085.3 buff/cache",
            "MiB Swap:   4096.0 total,   4011.3 free,     84.7 used.  16320.4 avail Mem",
            "",
            TOPH,
            " 418223 gitlab-+  20   0 1731584   1.1g  39168 R 100.0   3.4   1:05.02 rustc",
            " 418247 gitlab-+  20   0 1304576 801792  36352 R 100.0   2.4   0:51.11 rustc",
            " 418260 gitlab-+  20   0 1187840 733184  35968 R  93.3   2.2   0:43.60 rustc",
            " 418274 gitlab-+  20   0 1011712 590848  35072 R 100.0   1.8   0:36.22 rustc",
            " 418291 gitlab-+  20   0  934912 498688  34560 R  93.3   1.5   0:30.41 rustc",
            " 418309 gitlab-+  20   0  772096 352256  34048 R  86.7   1.1   0:14.87 rustc",
            " 417980 gitlab-+  20   0  912384 183552  12544 S   6.7   0.6   1:01.09 cargo",
        ])),
        p.run("top -b -n 2 -d 5 -p 1298 | grep gitlab-runner",
              "   1298 gitlab-+  20   0 1297600  71936  41728 S   6.7   0.2  48:12.31 gitlab-runner\n"
              "   1298 gitlab-+  20   0 1297600  71936  41728 S   1.0   0.2  48:12.36 gitlab-runner", duration=6.0),
        p.run("pkill -f 'cargo build'; pkill -x rustc; sleep 2; top -b -n 1 | head -12", "\n".join([
            "top - 10:41:58 up 12 days,  3:17,  1 user,  load average: 7.41, 6.95, 5.45",
            "Tasks: 236 total,   1 running, 235 sleeping,   0 stopped,   0 zombie",
            "%Cpu(s): 18.8 us,  3.1 sy,  0.0 ni, 77.4 id,  0.6 wa,  0.0 hi,  0.1 si,  0.0 st",
            "MiB Mem :  32042.6 total,   8310.7 free,  10651.0 used,  13080.9 buff/cache",
            "MiB Swap:   4096.0 total,   4011.3 free,     84.7 used.  20915.5 avail Mem",
            "",
            TOPH,
            "   1298 gitlab-+  20   0 1297600  71936  41728 S   6.2   0.2  48:12.49 gitlab-runner",
            " 418377 ubuntu    20   0   11884   5888   3712 R   6.2   0.0   0:00.01 top",
            "   1011 root      20   0 2485760 108544  52736 S   0.0   0.3  19:45.92 dockerd",
            "    877 root      20   0 1879296  52224  31744 S   0.0   0.2  11:02.42 containerd",
            "      1 root      20   0  167788  13312   8448 S   0.0   0.0   2:31.18 systemd",
        ]), duration=3.0),
        p.run("uptime", " 10:42:20 up 12 days,  3:18,  1 user,  load average: 5.27, 6.46, 5.32"),
        p.run("top -b -n 1 -u gitlab-runner | head -8", "\n".join([
            "top - 10:42:41 up 12 days,  3:18,  1 user,  load average: 3.78, 6.02, 5.20",
            "Tasks: 235 total,   1 running, 234 sleeping,   0 stopped,   0 zombie",
            "%Cpu(s):  3.1 us,  1.6 sy,  0.0 ni, 95.3 id,  0.0 wa,  0.0 hi,  0.0 si,  0.0 st",
            "MiB Mem :  32042.6 total,   8322.5 free,  10638.4 used,  13081.7 buff/cache",
            "MiB Swap:   4096.0 total,   4011.3 free,     84.7 used.  20928.1 avail Mem",
            "",
            TOPH,
            "   1298 gitlab-+  20   0 1297600  71936  41728 S   0.0   0.2  48:12.71 gitlab-runner",
        ])),
    ]
    add(rs, "04", p, start, t)


# ---------------------------------------------------------------- 05 systemctl (bad: restarted pgbouncer logs the old setting)
def t05(rs: RowSet) -> None:
    p = Pane("root", "db-replica-2", "/root")
    start = p.prompt
    unit_head = [
        "● pgbouncer.service - connection pooler for PostgreSQL",
        "     Loaded: loaded (/lib/systemd/system/pgbouncer.service; enabled; vendor preset: enabled)",
    ]
    docs = ["       Docs: man:pgbouncer(1)", "             https://www.pgbouncer.org/"]
    stats = [
        ("11:10:11", 41, 46, 10342, 51208, 1187, 1021, 402),
        ("11:11:11", 39, 44, 9871, 49930, 1213, 1049, 377),
        ("11:12:11", 44, 49, 10960, 55402, 1176, 1010, 411),
        ("11:13:11", 38, 42, 9512, 48117, 1231, 1066, 368),
        ("11:14:11", 36, 40, 9087, 46251, 1195, 1038, 359),
        ("11:15:11", 40, 45, 10114, 50733, 1208, 1044, 391),
        ("11:16:11", 42, 47, 10528, 53019, 1189, 1027, 396),
        ("11:17:11", 37, 41, 9331, 47560, 1221, 1057, 372),
        ("11:18:11", 37, 41, 9216, 48871, 1204, 1042, 385),
        ("11:19:11", 39, 43, 9745, 50102, 1199, 1035, 380),
        ("11:20:11", 35, 39, 8803, 45290, 1217, 1051, 364),
    ]

    def stat(s: tuple[str, int, int, int, int, int, int, int]) -> str:
        return (f"Jun 13 {s[0]} db-replica-2 pgbouncer[884]: LOG stats: {s[1]} xacts/s, {s[2]} queries/s, 0 client parses/s, "
                f"0 server parses/s, 0 binds/s, in {s[3]} B/s, out {s[4]} B/s, xact {s[5]} us, query {s[6]} us, wait {s[7]} us")

    up = [
        "LOG listening on 0.0.0.0:6432",
        "LOG listening on [::]:6432",
        "LOG listening on unix:/var/run/postgresql/.s.PGSQL.6432",
        "LOG process up: PgBouncer 1.21.0, libevent 2.1.12-stable (epoll), adns: c-ares 1.18.1, tls: OpenSSL 3.0.2 15 Mar 2022",
    ]
    t = [
        p.run("systemctl status pgbouncer --no-pager", "\n".join(unit_head + [
            "     Active: active (running) since Thu 2024-06-13 09:02:11 UTC; 2h 17min ago",
        ] + docs + [
            "   Main PID: 884 (pgbouncer)",
            "      Tasks: 2 (limit: 9387)",
            "     Memory: 6.4M",
            "        CPU: 41.208s",
            "     CGroup: /system.slice/pgbouncer.service",
            "             └─884 /usr/sbin/pgbouncer /etc/pgbouncer/pgbouncer.ini",
            "",
        ] + [stat(s) for s in stats[:10]])),
        p.run("date", "Thu Jun 13 11:19:40 UTC 2024"),
        p.run("grep -n -E '^(pool_mode|max_client_conn|default_pool_size)' /etc/pgbouncer/pgbouncer.ini",
              "24:pool_mode = transaction\n31:max_client_conn = 400\n33:default_pool_size = 25"),
        p.run("sed -i 's/^max_client_conn = 400/max_client_conn = 800/' /etc/pgbouncer/pgbouncer.ini && grep -n max_client_conn /etc/pgbouncer/pgbouncer.ini",
              "31:max_client_conn = 800"),
        p.run("systemctl restart pgbouncer && systemctl status pgbouncer --no-pager | head -11", "\n".join(unit_head + [
            "     Active: active (running) since Thu 2024-06-13 11:20:25 UTC; 17ms ago",
        ] + docs + [
            "   Main PID: 23107 (pgbouncer)",
            "      Tasks: 2 (limit: 9387)",
            "     Memory: 2.1M",
            "        CPU: 9ms",
            "     CGroup: /system.slice/pgbouncer.service",
            "             └─23107 /usr/sbin/pgbouncer /etc/pgbouncer/pgbouncer.ini",
        ]), duration=2.0),
        p.run("systemctl show pgbouncer -p MainPID -p NRestarts -p ActiveEnterTimestamp -p ExecMainStartTimestamp",
              "MainPID=23107\nExecMainStartTimestamp=Thu 2024-06-13 11:20:25 UTC\nNRestarts=0\n"
              "ActiveEnterTimestamp=Thu 2024-06-13 11:20:25 UTC"),
        p.run("journalctl -u pgbouncer -n 13 --no-pager", "\n".join([
            stat(stats[10]),
            "Jun 13 11:20:24 db-replica-2 systemd[1]: Stopping connection pooler for PostgreSQL...",
            "Jun 13 11:20:24 db-replica-2 pgbouncer[884]: LOG got SIGTERM, fast exit",
            "Jun 13 11:20:24 db-replica-2 systemd[1]: pgbouncer.service: Deactivated successfully.",
            "Jun 13 11:20:24 db-replica-2 systemd[1]: Stopped connection pooler for PostgreSQL.",
            "Jun 13 11:20:24 db-replica-2 systemd[1]: pgbouncer.service: Consumed 41.397s CPU time.",
            "Jun 13 11:20:25 db-replica-2 systemd[1]: Starting connection pooler for PostgreSQL...",
            "Jun 13 11:20:25 db-replica-2 pgbouncer[23107]: LOG kernel file descriptor limit: 1024 (hard: 524288); max_client_conn: 400, max expected fd use: 452",
        ] + [f"Jun 13 11:20:25 db-replica-2 pgbouncer[23107]: {u}" for u in up] + [
            "Jun 13 11:20:25 db-replica-2 systemd[1]: Started connection pooler for PostgreSQL.",
        ])),
        p.run("ss -ltnp 'sport = :6432'",
              "State  Recv-Q Send-Q Local Address:Port  Peer Address:Port Process\n"
              'LISTEN 0      128          0.0.0.0:6432       0.0.0.0:*     users:(("pgbouncer",pid=23107,fd=7))\n'
              'LISTEN 0      128             [::]:6432          [::]:*     users:(("pgbouncer",pid=23107,fd=8))'),
        p.run("psql -h 127.0.0.1 -p 6432 -U pgbouncer pgbouncer -c 'SHOW CONFIG;' | grep -E ' (max_client_conn|default_pool_size|pool_mode) '",
              " default_pool_size         | 25          | 20         | yes\n"
              " max_client_conn           | 800         | 100        | yes\n"
              " pool_mode                 | transaction | session    | yes"),
    ]
    add(rs, "05", p, start, t, bad=True, turn=7,
        kind="after max_client_conn was edited to 800 (turn 4) and pgbouncer restarted, the new process 23107 logs max_client_conn: 400 (fd use 452), the old value")


# ---------------------------------------------------------------- 06 systemd-run (clean)
def t06(rs: RowSet) -> None:
    p = Pane("root", "build-01", "/root")
    start = p.prompt
    batch = [("02:14:11,904", 1, 5000), ("02:14:18,230", 2, 5000), ("02:14:25,617", 3, 5000),
             ("02:14:32,088", 4, 5000), ("02:14:39,452", 5, 5000), ("02:14:45,973", 6, 1873)]

    def bl(b: tuple[str, int, int], iso: bool) -> str:
        hh = b[0][:8]
        pre = f"2024-07-01T{hh}+0000 build-01" if iso else f"Jul 01 {hh} build-01"
        return f"{pre} export-orders[71522]: 2024-07-01 {b[0]} INFO batch {b[1]}/6: {b[2]} rows"

    t = [
        p.run('systemd-run --unit=nightly-export --description="Export orders to S3" -p MemoryMax=1G -p CPUQuota=50% /usr/local/bin/export-orders --since 2024-06-30',
              "Running as unit: nightly-export.service"),
        p.run("systemctl status nightly-export --no-pager", "\n".join([
            "● nightly-export.service - Export orders to S3",
            "     Loaded: loaded (/run/systemd/transient/nightly-export.service; transient)",
            "  Transient: yes",
            "     Active: active (running) since Mon 2024-07-01 02:14:06 UTC; 9s ago",
            "   Main PID: 71522 (export-orders)",
            "      Tasks: 3 (limit: 18982)",
            "     Memory: 212.4M (max: 1.0G available: 811.6M)",
            "        CPU: 4.371s",
            "     CGroup: /system.slice/nightly-export.service",
            "             └─71522 /usr/bin/python3 /usr/local/bin/export-orders --since 2024-06-30",
            "",
            "Jul 01 02:14:06 build-01 systemd[1]: Started Export orders to S3.",
            "Jul 01 02:14:07 build-01 export-orders[71522]: 2024-07-01 02:14:07,118 INFO fetching orders since 2024-06-30T00:00:00Z",
            bl(batch[0], False),
        ])),
        p.run("systemctl show nightly-export -p MainPID -p MemoryMax -p CPUQuotaPerSecUSec -p InvocationID",
              "MainPID=71522\nMemoryMax=1073741824\nCPUQuotaPerSecUSec=500ms\nInvocationID=5d0b3e8a1f4c4b69a7e2c1d9f0b8a634"),
        p.run("sleep 45; journalctl -u nightly-export --no-pager -o short-iso | tail -6", "\n".join([
            bl(batch[3], True), bl(batch[4], True), bl(batch[5], True),
            "2024-07-01T02:14:52+0000 build-01 export-orders[71522]: 2024-07-01 02:14:52,310 INFO uploaded s3://acme-exports/orders/2024-06-30.csv.gz (26873 rows, 3.1 MiB)",
            "2024-07-01T02:14:52+0000 build-01 systemd[1]: nightly-export.service: Deactivated successfully.",
            "2024-07-01T02:14:52+0000 build-01 systemd[1]: nightly-export.service: Consumed 21.918s CPU time.",
        ]), duration=50.0),
        p.run("systemctl status nightly-export --no-pager; echo rc=$?",
              "Unit nightly-export.service could not be found.\nrc=4"),
        p.run("systemd-run --unit=nightly-export -p MemoryMax=1G /usr/local/bin/export-orders --since 2024-06-30 --dry-run",
              "Running as unit: nightly-export.service"),
        p.run("systemctl show nightly-export -p MainPID -p MemoryMax -p CPUQuotaPerSecUSec -p ActiveState -p InvocationID",
              "MainPID=71804\nMemoryMax=1073741824\nCPUQuotaPerSecUSec=infinity\nActiveState=active\n"
              "InvocationID=b27c94e06d1a4f3e8c5b0a9d7e6f1c28"),
    ]
    add(rs, "06", p, start, t)


# ---------------------------------------------------------------- 07 crontab (clean)
def t07(rs: RowSet) -> None:
    p = Pane("backup", "nas-01", "/home/backup")
    start = p.prompt
    c_head = "# m h  dom mon dow   command\nMAILTO=ops@example.net"
    daily = "15 1 * * *   /home/backup/bin/snapshot.sh daily >> /home/backup/log/snapshot.log 2>&1"
    weekly = "30 2 * * 0   /home/backup/bin/snapshot.sh weekly >> /home/backup/log/snapshot.log 2>&1"
    prune = "0 4 1 * *    /home/backup/bin/prune.sh --keep-monthly 12"
    scrub = "45 3 * * 6  /home/backup/bin/scrub.sh tank"
    t = [
        p.run("crontab -l", "\n".join([c_head, daily, weekly, "*/10 * * * * /home/backup/bin/check-mounts.sh", prune])),
        p.run("grep CRON /var/log/syslog | grep backup | tail -4", "\n".join(
            f"Jun 18 14:{m}:01 nas-01 CRON[{pid}]: (backup) CMD (/home/backup/bin/check-mounts.sh)"
            for m, pid in (("00", 88120), ("10", 88391), ("20", 88655), ("30", 88937)))),
        p.run("crontab -l | sed 's#^\\*/10 \\* \\* \\* \\* /home/backup/bin/check-mounts.sh#*/5 * * * * /home/backup/bin/check-mounts.sh --quiet#' | crontab -"),
        p.run("(crontab -l; echo '45 3 * * 6  /home/backup/bin/scrub.sh tank') | crontab - && crontab -l",
              "\n".join([c_head, daily, weekly, "*/5 * * * * /home/backup/bin/check-mounts.sh --quiet", prune, scrub])),
        p.run("date; sudo ls -l --time-style=long-iso /var/spool/cron/crontabs/backup",
              "Tue Jun 18 14:34:12 UTC 2024\n-rw------- 1 backup crontab 607 2024-06-18 14:33 /var/spool/cron/crontabs/backup"),
        p.run("sleep 60; grep -i cron /var/log/syslog | grep backup | tail -8", "\n".join([
            "Jun 18 14:30:01 nas-01 CRON[88937]: (backup) CMD (/home/backup/bin/check-mounts.sh)",
            "Jun 18 14:33:40 nas-01 crontab[89075]: (backup) LIST (backup)",
            "Jun 18 14:33:40 nas-01 crontab[89077]: (backup) REPLACE (backup)",
            "Jun 18 14:33:51 nas-01 crontab[89100]: (backup) LIST (backup)",
            "Jun 18 14:33:51 nas-01 crontab[89102]: (backup) REPLACE (backup)",
            "Jun 18 14:33:51 nas-01 crontab[89104]: (backup) LIST (backup)",
            "Jun 18 14:34:01 nas-01 cron[712]: (backup) RELOAD (crontabs/backup)",
            "Jun 18 14:35:01 nas-01 CRON[89140]: (backup) CMD (/home/backup/bin/check-mounts.sh --quiet)",
        ]), duration=62.0),
        p.run("crontab -l | grep -v '^#' | grep -c .", "6"),
        p.run("crontab -l | grep -v prune.sh | crontab - && crontab -l | tail -3",
              "\n".join([weekly, "*/5 * * * * /home/backup/bin/check-mounts.sh --quiet", scrub])),
    ]
    add(rs, "07", p, start, t)


# ---------------------------------------------------------------- 08 at / atq (bad: clock goes back)
def t08(rs: RowSet) -> None:
    p = Pane("ops", "jump-1", "/home/ops")
    start = p.prompt
    t = [
        p.run("date; atq", "Fri Jul 12 15:58:10 CEST 2024\n17\tFri Jul 12 18:00:00 2024 a ops\n19\tSat Jul 13 03:30:00 2024 b ops"),
        p.run("echo '/usr/local/bin/rotate-certs --reload haproxy' | at now + 30 minutes",
              "warning: commands will be executed using /bin/sh\njob 21 at Fri Jul 12 16:28:00 2024"),
        p.run("at -c 21 | tail -5",
              "cd /home/ops || {\n\t echo 'Execution directory inaccessible' >&2\n\t exit 1\n}\n/usr/local/bin/rotate-certs --reload haproxy"),
        p.run("date; atq",
              "Fri Jul 12 15:52:37 CEST 2024\n17\tFri Jul 12 18:00:00 2024 a ops\n21\tFri Jul 12 16:28:00 2024 a ops\n"
              "19\tSat Jul 13 03:30:00 2024 b ops"),
        p.run("atrm 17; atq", "21\tFri Jul 12 16:28:00 2024 a ops\n19\tSat Jul 13 03:30:00 2024 b ops"),
        p.run("echo 'systemctl --user restart report-mailer' | at -q c 17:45",
              "warning: commands will be executed using /bin/sh\njob 22 at Fri Jul 12 17:45:00 2024"),
        p.run("atq -q c; atq | wc -l", "22\tFri Jul 12 17:45:00 2024 c ops\n3"),
    ]
    add(rs, "08", p, start, t, bad=True, turn=4,
        kind="date at turn 4 reads 15:52:37, earlier than the 15:58:10 shown at turn 1 and before job 21 was queued for now + 30 minutes (16:28)")


# ---------------------------------------------------------------- 09 supervisorctl (clean)
def sv(name: str, state: str, rest: str) -> str:
    return f"{name:<33}{state:<10}{rest}"


def t09(rs: RowSet) -> None:
    p = Pane("root", "queue-03", "/root")
    start = p.prompt
    t = [
        p.run("supervisorctl status", "\n".join([
            sv("celery-beat", "RUNNING", "pid 2214, uptime 6 days, 2:41:09"),
            sv("celery-worker:celery-worker_00", "RUNNING", "pid 2216, uptime 6 days, 2:41:09"),
            sv("celery-worker:celery-worker_01", "RUNNING", "pid 2217, uptime 6 days, 2:41:09"),
            sv("flower", "RUNNING", "pid 2215, uptime 6 days, 2:41:09"),
            sv("mailer", "FATAL", "Exited too quickly (process log may have details)"),
        ])),
        p.run("tail -n 7 /var/log/supervisor/mailer-stderr.log",
              "  File \"/opt/mailer/mailer/__main__.py\", line 12, in <module>\n"
              "    cfg = config.load()\n"
              "  File \"/opt/mailer/mailer/config.py\", line 41, in load\n"
              "    smtp_port = int(os.environ[\"SMTP_PORT\"])\n"
              "                    ~~~~~~~~~~^^^^^^^^^^^^^\n"
              "  File \"<frozen os>\", line 679, in __getitem__\n"
              "KeyError: 'SMTP_PORT'"),
        p.run("grep -n environment /etc/supervisor/conf.d/mailer.conf",
              '7:environment=SMTP_HOST="smtp.internal",SMTP_USER="mailer"'),
        p.run("sed -i '7s/$/,SMTP_PORT=\"587\"/' /etc/supervisor/conf.d/mailer.conf && supervisorctl reread && supervisorctl update",
              "mailer: changed\nmailer: stopped\nmailer: updated process group", duration=3.0),
        p.run("supervisorctl status", "\n".join([
            sv("celery-beat", "RUNNING", "pid 2214, uptime 6 days, 2:42:51"),
            sv("celery-worker:celery-worker_00", "RUNNING", "pid 2216, uptime 6 days, 2:42:51"),
            sv("celery-worker:celery-worker_01", "RUNNING", "pid 2217, uptime 6 days, 2:42:51"),
            sv("flower", "RUNNING", "pid 2215, uptime 6 days, 2:42:51"),
            sv("mailer", "RUNNING", "pid 48810, uptime 0:00:04"),
        ])),
        p.run("supervisorctl restart 'celery-worker:*'",
              "celery-worker:celery-worker_00: stopped\ncelery-worker:celery-worker_01: stopped\n"
              "celery-worker:celery-worker_00: started\ncelery-worker:celery-worker_01: started", duration=12.0),
        p.run("supervisorctl status 'celery-worker:*'", "\n".join([
            sv("celery-worker:celery-worker_00", "RUNNING", "pid 48902, uptime 0:00:03"),
            sv("celery-worker:celery-worker_01", "RUNNING", "pid 48903, uptime 0:00:03"),
        ])),
        p.run("supervisorctl stop flower && supervisorctl status flower",
              "flower: stopped\n" + sv("flower", "STOPPED", "Jul 22 03:14 PM"), duration=2.0),
        p.run("supervisorctl pid mailer; supervisorctl pid celery-beat; supervisorctl pid celery-worker:celery-worker_01",
              "48810\n2214\n48903"),
    ]
    add(rs, "09", p, start, t)


# ---------------------------------------------------------------- 10 pm2 (bad: restart counter goes back)
PM2H = ["id", "name", "namespace", "version", "mode", "pid", "uptime", "↺", "status", "cpu", "mem", "user", "watching"]


def pm2row(i: int, name: str, mode: str, pid: int, up: str, rst: int, cpu: str, mem: str) -> list[str]:
    return [str(i), name, "default", "2.8.1", mode, str(pid), up, str(rst), "online", cpu, mem, "node", "disabled"]


def t10(rs: RowSet) -> None:
    p = Pane("node", "web-pm2-1", "/srv/app")
    start = p.prompt
    desc = box([
        ["status", "online"],
        ["name", "worker"],
        ["namespace", "default"],
        ["version", "2.8.1"],
        ["restarts", "7"],
        ["uptime", "2D"],
        ["script path", "/srv/app/dist/worker.js"],
        ["script args", "N/A"],
        ["error log path", "/home/node/.pm2/logs/worker-error.log"],
        ["out log path", "/home/node/.pm2/logs/worker-out.log"],
        ["pid path", "/home/node/.pm2/pids/worker-2.pid"],
        ["interpreter", "node"],
        ["interpreter args", "--max-old-space-size=512"],
        ["script id", "2"],
        ["exec cwd", "/srv/app"],
        ["exec mode", "fork_mode"],
        ["node.js version", "20.15.1"],
        ["node env", "production"],
        ["watch & reload", "✘"],
        ["unstable restarts", "0"],
        ["created at", "2024-08-03T06:41:12.384Z"],
    ])
    desc_lines = desc.split("\n")
    # pm2 describe prints its table without a header row separator; drop the one box() draws after row 1
    desc = "\n".join(desc_lines[:2] + desc_lines[3:])
    t = [
        p.run("pm2 ls", box([PM2H,
                             pm2row(0, "api", "cluster", 30412, "3D", 3, "0.3%", "88.4mb"),
                             pm2row(1, "api", "cluster", 30425, "3D", 3, "0.4%", "86.9mb"),
                             pm2row(2, "worker", "fork", 51877, "2D", 7, "12.1%", "142.7mb"),
                             pm2row(3, "scheduler", "fork", 30440, "3D", 0, "0%", "51.2mb")])),
        p.run("pm2 describe worker", " Describing process with id 2 - name worker \n" + desc),
        p.run("pm2 restart api",
              "Use --update-env to update environment variables\n"
              "[PM2] Applying action restartProcessId on app [api](ids: [ 0, 1 ])\n"
              "[PM2] [api](0) ✓\n[PM2] [api](1) ✓\n" +
              box([PM2H,
                   pm2row(0, "api", "cluster", 88213, "0s", 4, "0%", "41.2mb"),
                   pm2row(1, "api", "cluster", 88230, "0s", 4, "0%", "38.7mb"),
                   pm2row(2, "worker", "fork", 51877, "2D", 7, "11.8%", "143.0mb"),
                   pm2row(3, "scheduler", "fork", 30440, "3D", 0, "0%", "51.2mb")]), duration=3.0),
        p.run("pm2 logs api --lines 3 --nostream",
              "[TAILING] Tailing last 3 lines for [api] process (change the value with --lines option)\n"
              "/home/node/.pm2/logs/api-out-0.log last 3 lines:\n"
              "0|api      | 2024-08-05T10:21:07: GET /v1/orders/81233 200 14.2 ms\n"
              "0|api      | 2024-08-05T10:21:09: SIGINT received, draining 2 connections\n"
              "0|api      | 2024-08-05T10:21:10: listening on :3000 (instance 0, pid 88213)\n\n"
              "/home/node/.pm2/logs/api-out-1.log last 3 lines:\n"
              "1|api      | 2024-08-05T10:21:08: GET /v1/cart/5f1c 200 6.8 ms\n"
              "1|api      | 2024-08-05T10:21:10: SIGINT received, draining 0 connections\n"
              "1|api      | 2024-08-05T10:21:11: listening on :3000 (instance 1, pid 88230)\n\n"
              "/home/node/.pm2/logs/api-error-0.log last 3 lines:\n"
              "/home/node/.pm2/logs/api-error-1.log last 3 lines:"),
        p.run("pm2 ls", box([PM2H,
                             pm2row(0, "api", "cluster", 88213, "41s", 4, "0.2%", "79.5mb"),
                             pm2row(1, "api", "cluster", 88230, "40s", 4, "0.3%", "77.1mb"),
                             pm2row(2, "worker", "fork", 51877, "2D", 6, "12.4%", "143.3mb"),
                             pm2row(3, "scheduler", "fork", 30440, "3D", 0, "0%", "51.3mb")])),
        p.run("pm2 save", "[PM2] Saving current process list...\n[PM2] Successfully saved in /home/node/.pm2/dump.pm2"),
        p.run("pm2 jlist | python3 -c 'import json,sys; [print(a[\"pm_id\"], a[\"name\"], a[\"pid\"], a[\"pm2_env\"][\"restart_time\"]) for a in json.load(sys.stdin)]'",
              "0 api 88213 4\n1 api 88230 4\n2 worker 51877 7\n3 scheduler 30440 0"),
        p.run("pm2 describe worker | grep -E 'restarts|uptime|created at'",
              "\n".join(ln for ln in desc.split("\n") if any(k in ln for k in ("restarts", "uptime", "created at")))),
    ]
    add(rs, "10", p, start, t, bad=True, turn=5,
        kind="pm2 ls at turn 5 shows worker's restart count ↺ 6, down from 7 at turns 1-3, though only api was restarted")


# ---------------------------------------------------------------- 11 apt / dpkg (bad: dpkg.log has the wrong old version)
APT_HEAD = "Reading package lists... Done\nBuilding dependency tree... Done\nReading state information... Done"


def t11(rs: RowSet) -> None:
    p = Pane("root", "web-stg-4", "/root")
    start = p.prompt
    up = "jammy-updates,jammy-security"
    t = [
        p.run("apt update", "\n".join([
            "Hit:1 http://archive.ubuntu.com/ubuntu jammy InRelease",
            "Get:2 http://archive.ubuntu.com/ubuntu jammy-updates InRelease [128 kB]",
            "Get:3 http://security.ubuntu.com/ubuntu jammy-security InRelease [129 kB]",
            "Get:4 http://archive.ubuntu.com/ubuntu jammy-backports InRelease [127 kB]",
            "Get:5 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 Packages [2,018 kB]",
            "Get:6 http://security.ubuntu.com/ubuntu jammy-security/main amd64 Packages [1,792 kB]",
            "Fetched 4,194 kB in 2s (2,087 kB/s)",
            APT_HEAD,
            "14 packages can be upgraded. Run 'apt list --upgradable' to see them.",
        ]), duration=8.0),
        p.run("apt list --upgradable 2>/dev/null | head -8", "\n".join([
            "Listing...",
            f"curl/{up} 7.81.0-1ubuntu1.16 amd64 [upgradable from: 7.81.0-1ubuntu1.15]",
            f"libcurl3-gnutls/{up} 7.81.0-1ubuntu1.16 amd64 [upgradable from: 7.81.0-1ubuntu1.15]",
            f"libcurl4/{up} 7.81.0-1ubuntu1.16 amd64 [upgradable from: 7.81.0-1ubuntu1.15]",
            f"libssl3/{up} 3.0.2-0ubuntu1.15 amd64 [upgradable from: 3.0.2-0ubuntu1.14]",
            f"linux-libc-dev/{up} 5.15.0-113.123 amd64 [upgradable from: 5.15.0-112.122]",
            f"openssl/{up} 3.0.2-0ubuntu1.15 amd64 [upgradable from: 3.0.2-0ubuntu1.14]",
            f"python3-urllib3/{up} 1.26.5-1~exp1ubuntu0.1 all [upgradable from: 1.26.5-1~exp1]",
        ])),
        p.run("apt-get install -y jq", "\n".join([
            APT_HEAD,
            "The following additional packages will be installed:",
            "  libjq1 libonig5",
            "The following NEW packages will be installed:",
            "  jq libjq1 libonig5",
            "0 upgraded, 3 newly installed, 0 to remove and 14 not upgraded.",
            "Need to get 357 kB of archives.",
            "After this operation, 1,087 kB of additional disk space will be used.",
            "Get:1 http://archive.ubuntu.com/ubuntu jammy/main amd64 libonig5 amd64 6.9.7.1-2build1 [172 kB]",
            "Get:2 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 libjq1 amd64 1.6-2.1ubuntu3.1 [133 kB]",
            "Get:3 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 jq amd64 1.6-2.1ubuntu3.1 [52.5 kB]",
            "Fetched 357 kB in 0s (1,214 kB/s)",
            "Selecting previously unselected package libonig5:amd64.",
            "(Reading database ... 71342 files and directories currently installed.)",
            "Preparing to unpack .../libonig5_6.9.7.1-2build1_amd64.deb ...",
            "Unpacking libonig5:amd64 (6.9.7.1-2build1) ...",
            "Selecting previously unselected package libjq1:amd64.",
            "Preparing to unpack .../libjq1_1.6-2.1ubuntu3.1_amd64.deb ...",
            "Unpacking libjq1:amd64 (1.6-2.1ubuntu3.1) ...",
            "Selecting previously unselected package jq.",
            "Preparing to unpack .../jq_1.6-2.1ubuntu3.1_amd64.deb ...",
            "Unpacking jq (1.6-2.1ubuntu3.1) ...",
            "Setting up libonig5:amd64 (6.9.7.1-2build1) ...",
            "Setting up libjq1:amd64 (1.6-2.1ubuntu3.1) ...",
            "Setting up jq (1.6-2.1ubuntu3.1) ...",
            "Processing triggers for man-db (2.10.2-1) ...",
            "Processing triggers for libc-bin (2.35-0ubuntu3.8) ...",
        ]), duration=6.0),
        p.run("apt-get install -y --only-upgrade curl libcurl4", "\n".join([
            APT_HEAD,
            "The following packages will be upgraded:",
            "  curl libcurl4",
            "2 upgraded, 0 newly installed, 0 to remove and 12 not upgraded.",
            "Need to get 484 kB of archives.",
            "After this operation, 0 B of additional disk space will be used.",
            "Get:1 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 curl amd64 7.81.0-1ubuntu1.16 [194 kB]",
            "Get:2 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 libcurl4 amd64 7.81.0-1ubuntu1.16 [290 kB]",
            "Fetched 484 kB in 0s (1,602 kB/s)",
            "(Reading database ... 71399 files and directories currently installed.)",
            "Preparing to unpack .../curl_7.81.0-1ubuntu1.16_amd64.deb ...",
            "Unpacking curl (7.81.0-1ubuntu1.16) over (7.81.0-1ubuntu1.15) ...",
            "Preparing to unpack .../libcurl4_7.81.0-1ubuntu1.16_amd64.deb ...",
            "Unpacking libcurl4:amd64 (7.81.0-1ubuntu1.16) over (7.81.0-1ubuntu1.15) ...",
            "Setting up libcurl4:amd64 (7.81.0-1ubuntu1.16) ...",
            "Setting up curl (7.81.0-1ubuntu1.16) ...",
            "Processing triggers for man-db (2.10.2-1) ...",
            "Processing triggers for libc-bin (2.35-0ubuntu3.8) ...",
        ]), duration=5.0),
        p.run("dpkg -l curl jq libjq1 libonig5 | tail -4", cols([
            ["ii", "curl", "7.81.0-1ubuntu1.16", "amd64", "command line tool for transferring data with URL syntax"],
            ["ii", "jq", "1.6-2.1ubuntu3.1", "amd64", "lightweight and flexible command-line JSON processor"],
            ["ii", "libjq1:amd64", "1.6-2.1ubuntu3.1", "amd64", "lightweight and flexible command-line JSON processor - shared library"],
            ["ii", "libonig5:amd64", "6.9.7.1-2build1", "amd64", "regular expressions library"],
        ], gap=1)),
        p.run("jq --version; curl --version | head -1",
              "jq-1.6\ncurl 7.81.0 (x86_64-pc-linux-gnu) libcurl/7.81.0 OpenSSL/3.0.2 zlib/1.2.11 brotli/1.0.9 zstd/1.4.8 libidn2/2.3.2 libpsl/0.21.0 (+libidn2/2.3.2) libssh/0.9.6/openssl/zlib nghttp2/1.43.0 librtmp/2.3 OpenLDAP/2.5.17"),
        p.run("apt-mark showauto | grep -E '^(jq|libjq1|libonig5)$'", "libjq1\nlibonig5"),
        p.run("grep -E ' (install|upgrade) ' /var/log/dpkg.log | tail -5", "\n".join([
            "2024-09-10 08:41:12 install libonig5:amd64 <none> 6.9.7.1-2build1",
            "2024-09-10 08:41:12 install libjq1:amd64 <none> 1.6-2.1ubuntu3.1",
            "2024-09-10 08:41:12 install jq:amd64 <none> 1.6-2.1ubuntu3.1",
            "2024-09-10 08:42:03 upgrade curl:amd64 7.81.0-1ubuntu1.15 7.81.0-1ubuntu1.16",
            "2024-09-10 08:42:03 upgrade libcurl4:amd64 7.81.0-1ubuntu1.14 7.81.0-1ubuntu1.16",
        ])),
        p.run("apt-get remove -y jq", "\n".join([
            APT_HEAD,
            "The following packages were automatically installed and are no longer required:",
            "  libjq1 libonig5",
            "Use 'apt autoremove' to remove them.",
            "The following packages will be REMOVED:",
            "  jq",
            "0 upgraded, 0 newly installed, 1 to remove and 12 not upgraded.",
            "After this operation, 102 kB disk space will be freed.",
            "(Reading database ... 71399 files and directories currently installed.)",
            "Removing jq (1.6-2.1ubuntu3.1) ...",
            "Processing triggers for man-db (2.10.2-1) ...",
        ]), duration=4.0),
        p.run("dpkg -s jq 2>&1 | head -1; dpkg -l libjq1 | tail -1",
              "dpkg-query: package 'jq' is not installed and no information is available\n"
              "ii  libjq1:amd64   1.6-2.1ubuntu3.1 amd64        lightweight and flexible command-line JSON processor - shared library"),
    ]
    add(rs, "11", p, start, t, bad=True, turn=8,
        kind="dpkg.log at turn 8 records libcurl4 upgraded from 7.81.0-1ubuntu1.14, but apt listed it upgradable from and unpacked it over 7.81.0-1ubuntu1.15")


# ---------------------------------------------------------------- 12 dnf / rpm (clean)
EQ = "=" * 80
DASH = "-" * 80


def t12(rs: RowSet) -> None:
    p = Pane("root", "rocky9-app", "/root", style="rhel")
    start = p.prompt
    hist_hdr = "ID     | Command line             | Date and time    | Action(s)      | Altered\n" + "-" * 79
    h14 = "    14 | install -y redis         | 2024-10-15 09:16 | Install        |    1   "
    h13 = "    13 | update -y --security     | 2024-10-08 02:10 | Upgrade        |    9   "
    h12 = "    12 | install -y nginx         | 2024-09-30 14:52 | Install        |    4   "
    t = [
        p.run("rpm -q nginx redis", "nginx-1.20.1-14.el9_2.1.x86_64\npackage redis is not installed"),
        p.run("dnf install -y redis", "\n".join([
            "Last metadata expiration check: 1:12:40 ago on Tue 15 Oct 2024 08:03:17 AM UTC.",
            "Dependencies resolved.",
            EQ,
            " Package         Architecture     Version                Repository        Size",
            EQ,
            "Installing:",
            " redis           x86_64           6.2.7-1.el9            appstream        1.3 M",
            "",
            "Transaction Summary",
            EQ,
            "Install  1 Package",
            "",
            "Total download size: 1.3 M",
            "Installed size: 4.7 M",
            "Downloading Packages:",
            "redis-6.2.7-1.el9.x86_64.rpm                    4.1 MB/s | 1.3 MB     00:00",
            DASH,
            "Total                                           2.6 MB/s | 1.3 MB     00:00",
            "Running transaction check",
            "Transaction check succeeded.",
            "Running transaction test",
            "Transaction test succeeded.",
            "Running transaction",
            "  Preparing        :                                                        1/1",
            "  Running scriptlet: redis-6.2.7-1.el9.x86_64                               1/1",
            "  Installing       : redis-6.2.7-1.el9.x86_64                               1/1",
            "  Running scriptlet: redis-6.2.7-1.el9.x86_64                               1/1",
            "  Verifying        : redis-6.2.7-1.el9.x86_64                               1/1",
            "",
            "Installed:",
            "  redis-6.2.7-1.el9.x86_64",
            "",
            "Complete!",
        ]), duration=15.0),
        p.run("rpm -qi redis | head -11", "\n".join([
            "Name        : redis",
            "Version     : 6.2.7",
            "Release     : 1.el9",
            "Architecture: x86_64",
            "Install Date: Tue 15 Oct 2024 09:16:01 AM UTC",
            "Group       : Unspecified",
            "Size        : 4914349",
            "License     : BSD and MIT",
            "Signature   : RSA/SHA256, Fri 04 Nov 2022 06:22:07 PM UTC, Key ID 702d426d350d275d",
            "Source RPM  : redis-6.2.7-1.el9.src.rpm",
            "Build Date  : Fri 04 Nov 2022 05:40:13 PM UTC",
        ])),
        p.run("dnf history | head -5", "\n".join([hist_hdr, h14, h13, h12])),
        p.run("dnf upgrade -y nginx", "\n".join([
            "Last metadata expiration check: 1:13:51 ago on Tue 15 Oct 2024 08:03:17 AM UTC.",
            "Dependencies resolved.",
            EQ,
            " Package                Arch         Version                     Repository     Size",
            EQ,
            "Upgrading:",
            " nginx                  x86_64       1:1.20.1-16.el9_4.1         appstream      36 k",
            " nginx-core             x86_64       1:1.20.1-16.el9_4.1         appstream     566 k",
            " nginx-filesystem       noarch       1:1.20.1-16.el9_4.1         appstream     8.4 k",
            "",
            "Transaction Summary",
            EQ,
            "Upgrade  3 Packages",
            "",
            "Total download size: 611 k",
            "Downloading Packages:",
            "(1/3): nginx-filesystem-1.20.1-16.el9_4.1.noarch 112 kB/s | 8.4 kB     00:00",
            "(2/3): nginx-1.20.1-16.el9_4.1.x86_64.rpm        401 kB/s |  36 kB     00:00",
            "(3/3): nginx-core-1.20.1-16.el9_4.1.x86_64.rpm   3.2 MB/s | 566 kB     00:00",
            DASH,
            "Total                                            1.9 MB/s | 611 kB     00:00",
            "Running transaction check",
            "Transaction check succeeded.",
            "Running transaction test",
            "Transaction test succeeded.",
            "Running transaction",
            "  Preparing        :                                                        1/1",
            "  Upgrading        : nginx-filesystem-1:1.20.1-16.el9_4.1.noarch            1/6",
            "  Upgrading        : nginx-core-1:1.20.1-16.el9_4.1.x86_64                  2/6",
            "  Upgrading        : nginx-1:1.20.1-16.el9_4.1.x86_64                       3/6",
            "  Running scriptlet: nginx-1:1.20.1-16.el9_4.1.x86_64                       3/6",
            "  Cleanup          : nginx-1:1.20.1-14.el9_2.1.x86_64                       4/6",
            "  Running scriptlet: nginx-1:1.20.1-14.el9_2.1.x86_64                       4/6",
            "  Cleanup          : nginx-core-1:1.20.1-14.el9_2.1.x86_64                  5/6",
            "  Cleanup          : nginx-filesystem-1:1.20.1-14.el9_2.1.noarch            6/6",
            "  Verifying        : nginx-1:1.20.1-16.el9_4.1.x86_64                       1/6",
            "  Verifying        : nginx-1:1.20.1-14.el9_2.1.x86_64                       2/6",
            "  Verifying        : nginx-core-1:1.20.1-16.el9_4.1.x86_64                  3/6",
            "  Verifying        : nginx-core-1:1.20.1-14.el9_2.1.x86_64                  4/6",
            "  Verifying        : nginx-filesystem-1:1.20.1-16.el9_4.1.noarch            5/6",
            "  Verifying        : nginx-filesystem-1:1.20.1-14.el9_2.1.noarch            6/6",
            "",
            "Upgraded:",
            "  nginx-1:1.20.1-16.el9_4.1.x86_64          nginx-core-1:1.20.1-16.el9_4.1.x86_64",
            "  nginx-filesystem-1:1.20.1-16.el9_4.1.noarch",
            "",
            "Complete!",
        ]), duration=20.0),
        p.run("rpm -q nginx redis", "nginx-1.20.1-16.el9_4.1.x86_64\nredis-6.2.7-1.el9.x86_64"),
        p.run("dnf remove -y redis", "\n".join([
            "Dependencies resolved.",
            EQ,
            " Package         Architecture     Version                Repository        Size",
            EQ,
            "Removing:",
            " redis           x86_64           6.2.7-1.el9            @appstream       4.7 M",
            "",
            "Transaction Summary",
            EQ,
            "Remove  1 Package",
            "",
            "Freed space: 4.7 M",
            "Running transaction check",
            "Transaction check succeeded.",
            "Running transaction test",
            "Transaction test succeeded.",
            "Running transaction",
            "  Preparing        :                                                        1/1",
            "  Running scriptlet: redis-6.2.7-1.el9.x86_64                               1/1",
            "  Erasing          : redis-6.2.7-1.el9.x86_64                               1/1",
            "  Running scriptlet: redis-6.2.7-1.el9.x86_64                               1/1",
            "  Verifying        : redis-6.2.7-1.el9.x86_64                               1/1",
            "",
            "Removed:",
            "  redis-6.2.7-1.el9.x86_64",
            "",
            "Complete!",
        ]), duration=8.0),
        p.run("rpm -q redis; dnf history | head -7", "\n".join([
            "package redis is not installed",
            hist_hdr,
            "    16 | remove -y redis          | 2024-10-15 09:18 | Removed        |    1   ",
            "    15 | upgrade -y nginx         | 2024-10-15 09:17 | Upgrade        |    3   ",
            h14, h13, h12,
        ])),
    ]
    add(rs, "12", p, start, t)


# ---------------------------------------------------------------- 13 snap (clean: refresh, then revert)
def t13(rs: RowSet) -> None:
    p = Pane("kiosk", "signage-02", "/home/kiosk")
    start = p.prompt
    hdr = ["Name", "Version", "Rev", "Tracking", "Publisher", "Notes"]
    chrom_old = ["chromium", "126.0.6478.126", "2881", "latest/stable", "canonical✓"]
    chrom_new = ["chromium", "127.0.6533.72", "2896", "latest/stable", "canonical✓"]
    rest = [
        ["core20", "20240416", "2318", "latest/stable", "canonical✓", "base"],
        ["core22", "20240408", "1380", "latest/stable", "canonical✓", "base"],
        ["cups", "2.4.9-1", "1047", "latest/stable", "openprinting✓", "-"],
        ["gnome-42-2204", "0+git.510a601", "176", "latest/stable/…", "canonical✓", "-"],
        ["gtk-common-themes", "0.1-81-g442e511", "1535", "latest/stable/…", "canonical✓", "-"],
        ["snapd", "2.63", "21759", "latest/stable", "canonical✓", "snapd"],
    ]
    full = cols([hdr, ["bare", "1.0", "5", "latest/stable", "canonical✓", "base"], chrom_old + ["-"]] + rest, gap=2)
    t = [
        p.run("snap list", full),
        p.run("snap refresh --list", cols([
            ["Name", "Version", "Rev", "Size", "Publisher", "Notes"],
            ["chromium", "127.0.6533.72", "2896", "177MB", "canonical✓", "-"],
            ["cups", "2.4.9-2", "1058", "39MB", "openprinting✓", "-"],
        ], gap=2)),
        p.run("sudo snap refresh chromium", "chromium 127.0.6533.72 from Canonical✓ refreshed", duration=30.0),
        p.run("snap list chromium --all", cols([hdr, chrom_old + ["disabled"], chrom_new + ["-"]], gap=2)),
        p.run("sudo snap revert chromium", "chromium reverted to 126.0.6478.126", duration=15.0),
        p.run("snap list chromium --all", cols([hdr, chrom_old + ["-"], chrom_new + ["disabled"]], gap=2)),
        p.run("snap list | grep -E '^(chromium|cups) '",
              "\n".join(ln for ln in full.split("\n") if ln.startswith(("chromium ", "cups ")))),
        p.run("snap changes", cols([
            ["ID", "Status", "Spawn", "Ready", "Summary"],
            ["112", "Done", "yesterday at 22:16 UTC", "yesterday at 22:17 UTC", 'Auto-refresh snap "snapd"'],
            ["118", "Done", "today at 11:02 UTC", "today at 11:02 UTC", 'Refresh "chromium" snap'],
            ["119", "Done", "today at 11:04 UTC", "today at 11:04 UTC", 'Revert "chromium" snap'],
        ], gap=2)),
    ]
    add(rs, "13", p, start, t)


# ---------------------------------------------------------------- 14 flatpak (clean)
def t14(rs: RowSet) -> None:
    p = Pane("anna", "fedora-ws", "/home/anna", style="rhel")
    start = p.prompt
    seal = ["Flatseal", "com.github.tchx84.Flatseal", "2.2.0", "stable", "user"]
    gimp = ["GNU Image Manipulation Program", "org.gimp.GIMP", "2.10.38", "stable", "system"]
    calc = ["Calculator", "org.gnome.Calculator", "47.1", "stable", "user"]
    tb = ["Thunderbird", "org.mozilla.Thunderbird", "128.3.1esr", "stable", "system"]
    vlc = ["VLC", "org.videolan.VLC", "3.0.21", "stable", "system"]
    hdr = ["Application ID", "Version", "Branch", "Installation"]

    def ls(apps: list[list[str]], n: int = 4) -> str:
        return cols([hdr[:n]] + [a[1:1 + n] for a in apps], gap=2)

    t = [
        p.run("flatpak list --app --columns=application,version,branch,installation", ls([seal, gimp, tb, vlc])),
        p.run("flatpak install -y --user flathub org.gnome.Calculator", "\n".join([
            "Looking for matches…",
            "Required runtime for org.gnome.Calculator/x86_64/stable (runtime/org.gnome.Platform/x86_64/47) found in remote flathub",
            "",
            "        ID                                   Branch         Op         Remote          Download",
            " 1. [✓] org.gnome.Platform.Locale            47             i          flathub          18.4 kB / 378.4 MB",
            " 2. [✓] org.gnome.Platform                   47             i          flathub         294.6 MB / 386.7 MB",
            " 3. [✓] org.gnome.Calculator.Locale          stable         i          flathub           9.7 kB / 2.1 MB",
            " 4. [✓] org.gnome.Calculator                 stable         i          flathub           1.8 MB / 1.6 MB",
            "",
            "Installation complete.",
        ]), duration=40.0),
        p.run("flatpak list --app --columns=application,version,branch,installation", ls([seal, gimp, calc, tb, vlc])),
        p.run("flatpak info org.gimp.GIMP", "\n".join([
            "",
            "GNU Image Manipulation Program - Create images and edit photographs",
            "",
            "          ID: org.gimp.GIMP",
            "         Ref: app/org.gimp.GIMP/x86_64/stable",
            "        Arch: x86_64",
            "      Branch: stable",
            "     Version: 2.10.38",
            "     License: GPL-3.0+ AND LGPL-3.0+",
            "      Origin: flathub",
            "  Collection: org.flathub.Stable",
            "Installation: system",
            "   Installed: 276.1 MB",
            "     Runtime: org.gnome.Platform/x86_64/46",
            "         Sdk: org.gnome.Sdk/x86_64/46",
            "",
            "      Commit: 5c3cba0cbb2f3b5a56ba3bb4fc02dd3a2de4d4b0c25d6d0b7b0bd5ea1f5a0e9a",
            "      Parent: 2f2b61b3e7a8d0c18df8b9c4f4e6b0c8a1f2d3e4c5b6a7988776655443322110",
            "     Subject: Update GIMP to 2.10.38 (e5a4dbf5)",
            "        Date: 2024-05-03 15:27:48 +0000",
        ])),
        p.run("flatpak update -y org.videolan.VLC", "\n".join([
            "Looking for updates…",
            "",
            "        ID                          Branch         Op         Remote          Download",
            " 1. [✓] org.videolan.VLC            stable         u          flathub         31.2 MB / 36.9 MB",
            "",
            "Updates complete.",
        ]), duration=20.0),
        p.run("flatpak uninstall -y org.mozilla.Thunderbird", "\n".join([
            "",
            "        ID                                    Branch          Op",
            " 1. [-] org.mozilla.Thunderbird               stable          r",
            " 2. [-] org.mozilla.Thunderbird.Locale        stable          r",
            "",
            "Uninstall complete.",
        ]), duration=5.0),
        p.run("flatpak list --app --columns=application,version", ls([seal, gimp, calc, vlc], n=2)),
    ]
    add(rs, "14", p, start, t)


# ---------------------------------------------------------------- 15 pip global install (bad: uninstalled package listed again)
def t15(rs: RowSet) -> None:
    p = Pane("root", "7c1e9a42f0db", "/app")
    start = p.prompt
    sp = "/usr/local/lib/python3.11/site-packages"
    root_warn = ("WARNING: Running pip as the 'root' user can result in broken permissions and conflicting behaviour with the system "
                 "package manager. It is recommended to use a virtual environment instead: https://pip.pypa.io/warnings/venv")
    deps = [
        ("charset-normalizer>=2.0.0", "httpie==3.2.3", "charset_normalizer-3.3.2-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl", "33 kB"),
        ("defusedxml>=0.6.0", "httpie==3.2.3", "defusedxml-0.7.1-py2.py3-none-any.whl", "32 kB"),
        ("requests>=2.22.0", "requests[socks]>=2.22.0->httpie==3.2.3", "requests-2.32.3-py3-none-any.whl", "4.6 kB"),
        ("Pygments>=2.5.2", "httpie==3.2.3", "pygments-2.18.0-py3-none-any.whl", "2.5 kB"),
        ("requests-toolbelt>=0.9.1", "httpie==3.2.3", "requests_toolbelt-1.0.0-py2.py3-none-any.whl", "14 kB"),
        ("multidict>=4.7.0", "httpie==3.2.3", "multidict-6.0.5-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl", "4.2 kB"),
        ("rich>=9.10.0", "httpie==3.2.3", "rich-13.7.1-py3-none-any.whl", "18 kB"),
        ("idna<4,>=2.5", "requests>=2.22.0->requests[socks]>=2.22.0->httpie==3.2.3", "idna-3.7-py3-none-any.whl", "9.9 kB"),
        ("urllib3<3,>=1.21.1", "requests>=2.22.0->requests[socks]>=2.22.0->httpie==3.2.3", "urllib3-2.2.2-py3-none-any.whl", "6.4 kB"),
        ("certifi>=2017.4.17", "requests>=2.22.0->requests[socks]>=2.22.0->httpie==3.2.3", "certifi-2024.6.2-py3-none-any.whl", "2.2 kB"),
        ("PySocks!=1.5.7,>=1.5.6", "requests[socks]>=2.22.0->httpie==3.2.3", "PySocks-1.7.1-py3-none-any.whl", "13 kB"),
        ("markdown-it-py>=2.2.0", "rich>=9.10.0->httpie==3.2.3", "markdown_it_py-3.0.0-py3-none-any.whl", "6.9 kB"),
        ("mdurl~=0.1", "markdown-it-py>=2.2.0->rich>=9.10.0->httpie==3.2.3", "mdurl-0.1.2-py3-none-any.whl", "1.6 kB"),
    ]
    inst = ["Collecting httpie==3.2.3", "  Downloading httpie-3.2.3-py3-none-any.whl.metadata (7.6 kB)"]
    for req, frm, whl, size in deps:
        inst += [f"Collecting {req} (from {frm})", f"  Downloading {whl}.metadata ({size})"]
        if req.startswith("multidict"):
            inst.append(f"Requirement already satisfied: setuptools in {sp} (from httpie==3.2.3) (65.5.1)")
        if req.startswith("rich"):
            inst.append(f"Requirement already satisfied: pip in {sp} (from httpie==3.2.3) (24.0)")
    bar = "━" * 40
    for whl, got in (("httpie-3.2.3-py3-none-any.whl", "127.4/127.4 kB 4.1 MB/s"),
                     ("charset_normalizer-3.3.2-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl", "140.3/140.3 kB 9.8 MB/s"),
                     ("pygments-2.18.0-py3-none-any.whl", "1.2/1.2 MB 21.6 MB/s"),
                     ("rich-13.7.1-py3-none-any.whl", "240.7/240.7 kB 17.2 MB/s")):
        inst += [f"Downloading {whl} ({got.split('/')[1].split(' ', 1)[0]} {got.split(' ')[1]})", f"   {bar} {got} eta 0:00:00"]
    inst += [
        "Installing collected packages: PySocks, Pygments, multidict, mdurl, idna, defusedxml, charset-normalizer, certifi, urllib3, markdown-it-py, rich, requests, requests-toolbelt, httpie",
        "Successfully installed PySocks-1.7.1 Pygments-2.18.0 certifi-2024.6.2 charset-normalizer-3.3.2 defusedxml-0.7.1 httpie-3.2.3 idna-3.7 markdown-it-py-3.0.0 mdurl-0.1.2 multidict-6.0.5 requests-2.32.3 requests-toolbelt-1.0.0 rich-13.7.1 urllib3-2.2.2",
        root_warn,
    ]
    listing = [("certifi", "2024.6.2"), ("charset-normalizer", "3.3.2"), ("defusedxml", "0.7.1"), ("httpie", "3.2.3"),
               ("idna", "3.7"), ("markdown-it-py", "3.0.0"), ("mdurl", "0.1.2"), ("multidict", "6.0.5"), ("pip", "24.0"),
               ("Pygments", "2.18.0"), ("PySocks", "1.7.1"), ("requests", "2.32.3"), ("requests-toolbelt", "1.0.0"),
               ("rich", "13.7.1"), ("setuptools", "65.5.1"), ("urllib3", "2.2.2"), ("wheel", "0.43.0")]
    t = [
        p.run("pip list", "Package    Version\n---------- -------\npip        24.0\nsetuptools 65.5.1\nwheel      0.43.0"),
        p.run("pip install httpie==3.2.3", "\n".join(inst), duration=12.0),
        p.run("pip show httpie", "\n".join([
            "Name: httpie",
            "Version: 3.2.3",
            "Summary: HTTPie: modern, user-friendly command-line HTTP client for the API era.",
            "Home-page: https://httpie.io/",
            "Author: Jakub Roztocil",
            "Author-email: jakub@roztocil.co",
            "License: BSD",
            f"Location: {sp}",
            "Requires: charset-normalizer, defusedxml, multidict, pip, Pygments, requests, requests-toolbelt, rich, setuptools",
            "Required-by: ",
        ])),
        p.run("pip uninstall -y PySocks",
              "Found existing installation: PySocks 1.7.1\nUninstalling PySocks-1.7.1:\n  Successfully uninstalled PySocks-1.7.1\n" + root_warn),
        p.run("http --version && python -c 'import socks'",
              "3.2.3\nTraceback (most recent call last):\n  File \"<string>\", line 1, in <module>\nModuleNotFoundError: No module named 'socks'"),
        p.run("pip list", cols([["Package", "Version"], ["-" * 18, "-" * 8]] + [list(x) for x in listing], gap=1)),
    ]
    add(rs, "15", p, start, t, bad=True, turn=6,
        kind="pip list at turn 6 still shows PySocks 1.7.1, which was uninstalled at turn 4 (and import socks failed at turn 5)")


# ---------------------------------------------------------------- 16 npm global installs (clean)
def t16(rs: RowSet) -> None:
    p = Pane("dev", "devbox", "/home/dev")
    start = p.prompt

    def tree(items: list[str]) -> str:
        return "/usr/local/lib\n" + "\n".join(("└── " if i == len(items) - 1 else "├── ") + x for i, x in enumerate(items))

    t = [
        p.run("npm ls -g --depth=0", tree(["corepack@0.28.1", "npm@10.7.0", "typescript@5.3.3", "yarn@1.22.22"])),
        p.run("npm outdated -g", cols([
            ["Package", "Current", "Wanted", "Latest", "Location", "Depended by"],
            ["npm", "10.7.0", "10.8.1", "10.8.1", "node_modules/npm", "global"],
            ["typescript", "5.3.3", "5.5.3", "5.5.3", "node_modules/typescript", "global"],
        ], gap=2, right=frozenset({1, 2, 3})), duration=3.0),
        p.run("npm install -g typescript@5.5.3", "\nchanged 1 package in 2s", duration=4.0),
        p.run("tsc -v", "Version 5.5.3"),
        p.run("npm install -g @biomejs/biome@1.8.3 serve@14.2.3",
              "\nadded 91 packages in 6s\n\n22 packages are looking for funding\n  run `npm fund` for details", duration=8.0),
        p.run("npm ls -g --depth=0", tree(["@biomejs/biome@1.8.3", "corepack@0.28.1", "npm@10.7.0", "serve@14.2.3",
                                            "typescript@5.5.3", "yarn@1.22.22"])),
        p.run("npm uninstall -g yarn && ls /usr/local/bin",
              "\nremoved 1 package in 184ms\nbiome  corepack  node  npm  npx  serve  tsc  tsserver", duration=2.0),
        p.run("npm ls -g --depth=0 --json", "\n".join([
            "{",
            '  "name": "lib",',
            '  "dependencies": {',
            '    "@biomejs/biome": {',
            '      "version": "1.8.3",',
            '      "overridden": false',
            "    },",
            '    "corepack": {',
            '      "version": "0.28.1",',
            '      "overridden": false',
            "    },",
            '    "npm": {',
            '      "version": "10.7.0",',
            '      "overridden": false',
            "    },",
            '    "serve": {',
            '      "version": "14.2.3",',
            '      "overridden": false',
            "    },",
            '    "typescript": {',
            '      "version": "5.5.3",',
            '      "overridden": false',
            "    }",
            "  }",
            "}",
        ])),
    ]
    add(rs, "16", p, start, t)


# ---------------------------------------------------------------- 17 docker (bad: renamed container back under its old name)
def t17(rs: RowSet) -> None:
    p = Pane("root", "docker-host-2", "/root")
    start = p.prompt
    t = [
        p.run("docker images", cols([
            ["REPOSITORY", "TAG", "IMAGE ID", "CREATED", "SIZE"],
            ["registry.local/shop-web", "2024.06.3", "3f9d2c7a81be", "2 days ago", "214MB"],
            ["registry.local/shop-web", "2024.06.2", "b71e04d93c55", "9 days ago", "213MB"],
            ["nginx", "1.27-alpine", "c7b4f26a7d93", "3 weeks ago", "43.2MB"],
            ["redis", "7.2", "1a83fc2ec7d1", "4 weeks ago", "117MB"],
            ["postgres", "16", "fe11aa0d67c4", "5 weeks ago", "432MB"],
        ])),
        p.run("docker ps --format 'table {{.ID}}\\t{{.Names}}\\t{{.Image}}\\t{{.Status}}\\t{{.Ports}}'", cols([
            ["CONTAINER ID", "NAMES", "IMAGE", "STATUS", "PORTS"],
            ["a4e1b09c77d2", "shop-web", "registry.local/shop-web:2024.06.2", "Up 8 days", "0.0.0.0:8080->8000/tcp"],
            ["5c0f3e2d9b18", "shop-redis", "redis:7.2", "Up 8 days", "6379/tcp"],
            ["e92d7a4c3f60", "shop-db", "postgres:16", "Up 8 days", "5432/tcp"],
        ])),
        p.run("docker rename shop-web shop-web-old && docker stop shop-web-old", "shop-web-old", duration=11.0),
        p.run("docker run -d --name shop-web --network shop-net -p 8080:8000 --env-file /etc/shop/web.env registry.local/shop-web:2024.06.3",
              "7d3f8b2e6a914c0d5e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f", duration=2.0),
        p.run("docker ps -a --format 'table {{.ID}}\\t{{.Names}}\\t{{.Image}}\\t{{.Status}}'", cols([
            ["CONTAINER ID", "NAMES", "IMAGE", "STATUS"],
            ["7d3f8b2e6a91", "shop-web", "registry.local/shop-web:2024.06.3", "Up 6 seconds"],
            ["a4e1b09c77d2", "shop-web-old", "registry.local/shop-web:2024.06.2", "Exited (0) 21 seconds ago"],
            ["5c0f3e2d9b18", "shop-redis", "redis:7.2", "Up 8 days"],
            ["e92d7a4c3f60", "shop-db", "postgres:16", "Up 8 days"],
        ])),
        p.run("docker logs --tail 4 shop-web",
              "[2024-06-21 09:31:42 +0000] [1] [INFO] Starting gunicorn 22.0.0\n"
              "[2024-06-21 09:31:42 +0000] [1] [INFO] Listening at: http://0.0.0.0:8000 (1)\n"
              "[2024-06-21 09:31:42 +0000] [1] [INFO] Using worker: sync\n"
              "[2024-06-21 09:31:42 +0000] [7] [INFO] Booting worker with pid: 7"),
        p.run("curl -s -o /dev/null -w '%{http_code}\\n' localhost:8080/healthz", "200"),
        p.run("docker inspect -f '{{.Name}} {{.State.Status}} {{.Config.Image}}' a4e1b09c77d2 7d3f8b2e6a91",
              "/shop-web-old exited registry.local/shop-web:2024.06.2\n/shop-web running registry.local/shop-web:2024.06.3"),
        p.run("docker ps -a --filter ancestor=registry.local/shop-web:2024.06.2 --format '{{.ID}} {{.Names}} {{.Status}} {{.CreatedAt}}'",
              "a4e1b09c77d2 shop-web Exited (0) About a minute ago 2024-06-13 08:55:20 +0000 UTC"),
        p.run("docker rm shop-web-old", "shop-web-old"),
        p.run("docker system df", cols([
            ["TYPE", "TOTAL", "ACTIVE", "SIZE", "RECLAIMABLE"],
            ["Images", "5", "3", "1.019GB", "256.2MB (25%)"],
            ["Containers", "3", "3", "2.114MB", "0B (0%)"],
            ["Local Volumes", "2", "2", "1.318GB", "0B (0%)"],
            ["Build Cache", "0", "0", "0B", "0B"],
        ])),
    ]
    add(rs, "17", p, start, t, bad=True, turn=9,
        kind="docker ps at turn 9 lists the old 2024.06.2 container a4e1b09c77d2 as shop-web again, though it was renamed shop-web-old (turns 3, 5, 8) and the new container holds that name")


# ---------------------------------------------------------------- 18 podman (clean: rename, prune, restart)
def t18(rs: RowSet) -> None:
    p = Pane("jdoe", "lab-rhel9", "/home/jdoe", style="rhel")
    start = p.prompt
    t = [
        p.run("podman ps -a", cols([
            ["CONTAINER ID", "IMAGE", "COMMAND", "CREATED", "STATUS", "PORTS", "NAMES"],
            ["0f4b2c1d9e8a", "docker.io/library/mariadb:11.4", "mariadbd", "3 days ago", "Up 3 days", "0.0.0.0:3306->3306/tcp", "wiki-db"],
            ["8a7e6d5c4b3f", "docker.io/library/mediawiki:1.42", "apache2-foregroun...", "3 days ago", "Up 3 days", "0.0.0.0:8081->80/tcp", "wiki-app"],
            ["c2d3e4f5a6b7", "registry.access.redhat.com/ubi9/ubi:9.4", "sleep infinity", "2 hours ago", "Exited (137) 1 hour ago", "", "ubi-scratch"],
        ], gap=2)),
        p.run("podman rename wiki-app mediawiki && podman ps --format '{{.ID}} {{.Names}} {{.Status}}'",
              "0f4b2c1d9e8a wiki-db Up 3 days\n8a7e6d5c4b3f mediawiki Up 3 days"),
        p.run("podman rm ubi-scratch", "ubi-scratch"),
        p.run("podman images", cols([
            ["REPOSITORY", "TAG", "IMAGE ID", "CREATED", "SIZE"],
            ["docker.io/library/mediawiki", "1.42", "6b1f2e3d4c5a", "2 weeks ago", "824 MB"],
            ["docker.io/library/mariadb", "11.4", "a9c8b7d6e5f4", "3 weeks ago", "413 MB"],
            ["registry.access.redhat.com/ubi9/ubi", "9.4", "e1f2a3b4c5d6", "5 weeks ago", "218 MB"],
        ], gap=2)),
        p.run("podman image prune -a -f", "e1f2a3b4c5d6f7081920a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6", duration=2.0),
        p.run("podman restart wiki-db", "wiki-db", duration=4.0),
        p.run("podman ps --format 'table {{.ID}} {{.Names}} {{.Status}} {{.Ports}}'", cols([
            ["CONTAINER ID", "NAMES", "STATUS", "PORTS"],
            ["0f4b2c1d9e8a", "wiki-db", "Up 4 seconds", "0.0.0.0:3306->3306/tcp"],
            ["8a7e6d5c4b3f", "mediawiki", "Up 3 days", "0.0.0.0:8081->80/tcp"],
        ], gap=2)),
        p.run("podman inspect --format '{{.Name}} {{.State.Pid}} {{.RestartCount}} {{.State.StartedAt}}' wiki-db mediawiki",
              "wiki-db 48213 0 2024-10-02 14:07:55.812330121 +0200 CEST\n"
              "mediawiki 2318 0 2024-09-29 10:41:07.220915384 +0200 CEST"),
        p.run("podman images --format '{{.Repository}}:{{.Tag}} {{.ID}} {{.Size}}'",
              "docker.io/library/mediawiki:1.42 6b1f2e3d4c5a 824 MB\ndocker.io/library/mariadb:11.4 a9c8b7d6e5f4 413 MB"),
    ]
    add(rs, "18", p, start, t)


# ---------------------------------------------------------------- 19 docker compose (bad: scaled replica missing)
CH = "clickhouse/clickhouse-server:24.3"
AN = "ghcr.io/acme/analytics:4.2"


def t19(rs: RowSet) -> None:
    p = Pane("deploy", "stack-01", "/srv/analytics")
    start = p.prompt
    hdr = ["NAME", "IMAGE", "COMMAND", "SERVICE", "CREATED", "STATUS", "PORTS"]
    api = ["analytics-api-1", AN, '"uvicorn app.main:ap…"', "api", "2 hours ago", "Up 2 hours (healthy)", "0.0.0.0:8000->8000/tcp"]
    chs = ["analytics-clickhouse-1", CH, '"/entrypoint.sh"', "clickhouse", "2 hours ago", "Up 2 hours", "8123/tcp, 9000/tcp, 9009/tcp"]
    red = ["analytics-redis-1", "redis:7.2-alpine", '"docker-entrypoint.s…"', "redis", "2 hours ago", "Up 2 hours", "6379/tcp"]
    w1 = ["analytics-worker-1", AN, '"celery -A app.worke…"', "worker", "2 hours ago", "Up 2 hours", ""]
    w2 = ["analytics-worker-2", AN, '"celery -A app.worke…"', "worker", "4 seconds ago", "Up 3 seconds", ""]
    t = [
        p.run("docker compose ps", cols([hdr, api, chs, red, w1])),
        p.run("docker compose up -d --scale worker=3", "\n".join([
            "[+] Running 6/6",
            " ✔ Container analytics-redis-1       Running                                   0.0s",
            " ✔ Container analytics-clickhouse-1  Running                                   0.0s",
            " ✔ Container analytics-worker-1      Running                                   0.0s",
            " ✔ Container analytics-worker-2      Started                                   1.2s",
            " ✔ Container analytics-worker-3      Started                                   1.4s",
            " ✔ Container analytics-api-1         Running                                   0.0s",
        ]), duration=5.0),
        p.run("docker compose ps", cols([hdr, api, chs, red, w1, w2])),
        p.run("docker compose logs --tail 1 worker", "\n".join([
            "analytics-worker-1  | [2024-11-04 16:01:44,903: INFO/ForkPoolWorker-2] Task app.worker.rollup_hourly[3b9e0f1c-6a2d-4e7b-9c51-0f8d2a7e4b16] succeeded in 0.412s: 1842",
            "analytics-worker-2  | [2024-11-04 16:02:19,441: INFO/MainProcess] celery@5e2f1a7c9d03 ready.",
            "analytics-worker-3  | [2024-11-04 16:02:19,687: INFO/MainProcess] celery@c41d7e90b2a6 ready.",
        ])),
        p.run("docker stats --no-stream --format 'table {{.Name}}\\t{{.CPUPerc}}\\t{{.MemUsage}}'", cols([
            ["NAME", "CPU %", "MEM USAGE / LIMIT"],
            ["analytics-worker-3", "0.21%", "118.4MiB / 15.6GiB"],
            ["analytics-worker-2", "0.19%", "117.9MiB / 15.6GiB"],
            ["analytics-api-1", "0.84%", "96.2MiB / 15.6GiB"],
            ["analytics-worker-1", "1.37%", "164.7MiB / 15.6GiB"],
            ["analytics-clickhouse-1", "3.12%", "1.126GiB / 15.6GiB"],
            ["analytics-redis-1", "0.27%", "9.84MiB / 15.6GiB"],
        ]), duration=3.0),
        p.run("docker compose up -d --scale worker=2", "\n".join([
            "[+] Running 6/6",
            " ✔ Container analytics-worker-3      Removed                                  10.4s",
            " ✔ Container analytics-redis-1       Running                                   0.0s",
            " ✔ Container analytics-clickhouse-1  Running                                   0.0s",
            " ✔ Container analytics-worker-1      Running                                   0.0s",
            " ✔ Container analytics-worker-2      Running                                   0.0s",
            " ✔ Container analytics-api-1         Running                                   0.0s",
        ]), duration=12.0),
        p.run("docker compose ps --format '{{.Name}}\\t{{.Status}}'", "\n".join([
            "analytics-api-1\tUp 2 hours (healthy)",
            "analytics-clickhouse-1\tUp 2 hours",
            "analytics-redis-1\tUp 2 hours",
            "analytics-worker-1\tUp 2 hours",
            "analytics-worker-2\tUp 41 seconds",
        ])),
        p.run("docker compose config --services", "redis\nclickhouse\nworker\napi"),
        p.run("curl -s localhost:8000/health", '{"status":"ok","clickhouse":"ok","redis":"ok","celery_workers":2}'),
    ]
    add(rs, "19", p, start, t, bad=True, turn=3,
        kind="compose ps at turn 3 lists no analytics-worker-3, though scaling to 3 had just reported it Started (and its logs and stats appear later)")


# ---------------------------------------------------------------- 20 kubectl on a kind cluster (bad: pod moves node)
def t20(rs: RowSet) -> None:
    p = Pane("dev", "laptop", "/home/dev/k8s")
    start = p.prompt
    os_ = "Debian GNU/Linux 12 (bookworm)"
    ph = ["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES"]
    cart_a = ["cart-7d9c6b8f5d-4xk2p", "1/1", "Running", "0", "2d", "10.244.1.14", "kind-worker", "<none>", "<none>"]
    cart_b = ["cart-7d9c6b8f5d-q8w7n", "1/1", "Running", "0", "2d", "10.244.2.11", "kind-worker2", "<none>", "<none>"]
    cat_a = ["catalog-5b8f7c9d44-mz6tr", "1/1", "Running", "1 (26h ago)", "2d", "10.244.2.9", "kind-worker2", "<none>", "<none>"]
    redis = ["redis-0", "1/1", "Running", "0", "6d", "10.244.1.3", "kind-worker", "<none>", "<none>"]
    t = [
        p.run("kubectl get nodes -o wide", cols([
            ["NAME", "STATUS", "ROLES", "AGE", "VERSION", "INTERNAL-IP", "EXTERNAL-IP", "OS-IMAGE", "KERNEL-VERSION", "CONTAINER-RUNTIME"],
            ["kind-control-plane", "Ready", "control-plane", "6d", "v1.30.0", "172.18.0.4", "<none>", os_, "6.8.0-45-generic", "containerd://1.7.15"],
            ["kind-worker", "Ready", "<none>", "6d", "v1.30.0", "172.18.0.2", "<none>", os_, "6.8.0-45-generic", "containerd://1.7.15"],
            ["kind-worker2", "Ready", "<none>", "6d", "v1.30.0", "172.18.0.3", "<none>", os_, "6.8.0-45-generic", "containerd://1.7.15"],
        ])),
        p.run("kubectl -n shop get deploy,sts",
              cols([["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE"],
                    ["deployment.apps/cart", "2/2", "2", "2", "6d"],
                    ["deployment.apps/catalog", "1/1", "1", "1", "6d"]]) + "\n\n" +
              cols([["NAME", "READY", "AGE"], ["statefulset.apps/redis", "1/1", "6d"]])),
        p.run("kubectl -n shop get pods -o wide", cols([ph, cart_a, cart_b, cat_a, redis])),
        p.run("kubectl -n shop scale deploy/catalog --replicas=3", "deployment.apps/catalog scaled"),
        p.run("kubectl -n shop get pods -l app=catalog -o wide", cols([
            ph,
            ["catalog-5b8f7c9d44-7hlxv", "0/1", "Running", "0", "6s", "10.244.1.15", "kind-worker", "<none>", "<none>"],
            cat_a,
            ["catalog-5b8f7c9d44-tp4zc", "0/1", "Running", "0", "6s", "10.244.2.12", "kind-worker2", "<none>", "<none>"],
        ])),
        p.run("kubectl -n shop rollout status deploy/catalog",
              'Waiting for deployment "catalog" rollout to finish: 1 of 3 updated replicas are available...\n'
              'Waiting for deployment "catalog" rollout to finish: 2 of 3 updated replicas are available...\n'
              'deployment "catalog" successfully rolled out', duration=20.0),
        p.run("kubectl -n shop set image deploy/cart cart=ghcr.io/acme/cart:1.9.2", "deployment.apps/cart image updated"),
        p.run("sleep 30; kubectl -n shop get pods -o wide", cols([
            ph,
            ["cart-6f4d8c7b9c-bq5mz", "1/1", "Running", "0", "31s", "10.244.2.13", "kind-worker2", "<none>", "<none>"],
            ["cart-6f4d8c7b9c-r2xjt", "1/1", "Running", "0", "19s", "10.244.1.16", "kind-worker", "<none>", "<none>"],
            ["cart-7d9c6b8f5d-4xk2p", "1/1", "Terminating", "0", "2d", "10.244.1.14", "kind-worker", "<none>", "<none>"],
            ["catalog-5b8f7c9d44-7hlxv", "1/1", "Running", "0", "62s", "10.244.1.15", "kind-worker", "<none>", "<none>"],
            cat_a,
            ["catalog-5b8f7c9d44-tp4zc", "1/1", "Running", "0", "62s", "10.244.2.12", "kind-worker2", "<none>", "<none>"],
            redis,
        ]), duration=32.0),
        p.run("kubectl -n shop get events --sort-by=.lastTimestamp | tail -6", cols([
            ["22s", "Normal", "Started", "pod/cart-6f4d8c7b9c-bq5mz", "Started container cart"],
            ["20s", "Normal", "ScalingReplicaSet", "deployment/cart", "Scaled down replica set cart-7d9c6b8f5d to 1 from 2"],
            ["20s", "Normal", "Killing", "pod/cart-7d9c6b8f5d-q8w7n", "Stopping container cart"],
            ["20s", "Normal", "Scheduled", "pod/cart-6f4d8c7b9c-r2xjt", "Successfully assigned shop/cart-6f4d8c7b9c-r2xjt to kind-worker"],
            ["9s", "Normal", "ScalingReplicaSet", "deployment/cart", "Scaled down replica set cart-7d9c6b8f5d to 0 from 1"],
            ["9s", "Normal", "Killing", "pod/cart-7d9c6b8f5d-4xk2p", "Stopping container cart"],
        ])),
        p.run("kubectl -n shop describe pod redis-0 | head -14", "\n".join([
            "Name:             redis-0",
            "Namespace:        shop",
            "Priority:         0",
            "Service Account:  default",
            "Node:             kind-worker2/172.18.0.3",
            "Start Time:       Tue, 08 Oct 2024 10:12:44 +0200",
            "Labels:           app=redis",
            "                  apps.kubernetes.io/pod-index=0",
            "                  controller-revision-hash=redis-6c8d9b7f5",
            "                  statefulset.kubernetes.io/pod-name=redis-0",
            "Annotations:      <none>",
            "Status:           Running",
            "IP:               10.244.1.3",
            "IPs:",
        ])),
    ]
    add(rs, "20", p, start, t, bad=True, turn=10,
        kind="describe at turn 10 puts redis-0 on kind-worker2 (172.18.0.3), but get pods at turns 3 and 8 showed the same, never-restarted pod (IP 10.244.1.3) on kind-worker")


# ---------------------------------------------------------------- 21 helm (clean: upgrade then rollback)
def t21(rs: RowSet) -> None:
    p = Pane("ci", "k3d-box", "/home/ci")
    start = p.prompt
    notes = "\n".join([
        "NOTES:",
        "1. Get your 'admin' user password by running:",
        "",
        '   kubectl get secret --namespace monitoring grafana -o jsonpath="{.data.admin-password}" | base64 --decode ; echo',
        "",
        "2. The Grafana server can be accessed via port 80 on the following DNS name from within your cluster:",
        "",
        "   grafana.monitoring.svc.cluster.local",
    ])
    rh = ["NAME", "NAMESPACE", "REVISION", "UPDATED", "STATUS", "CHART", "APP VERSION"]
    traefik = [["traefik", "kube-system", "1", "2024-11-18 08:02:41.518027311 +0000 UTC", "deployed", "traefik-27.0.201_up27.0.2", "v2.11.10"],
               ["traefik-crd", "kube-system", "1", "2024-11-18 08:02:38.771520614 +0000 UTC", "deployed", "traefik-crd-27.0.201_up27.0.2", "v2.11.10"]]
    t = [
        p.run("helm list -A", cols([rh] + traefik, gap=2)),
        p.run("helm install grafana grafana/grafana -n monitoring --create-namespace --version 8.5.1 --set replicas=1",
              "NAME: grafana\nLAST DEPLOYED: Mon Nov 25 10:14:03 2024\nNAMESPACE: monitoring\nSTATUS: deployed\nREVISION: 1\n" + notes,
              duration=10.0),
        p.run("helm upgrade grafana grafana/grafana -n monitoring --version 8.5.1 --reuse-values --set replicas=2,persistence.enabled=true",
              'Release "grafana" has been upgraded. Happy Helming!\n'
              "NAME: grafana\nLAST DEPLOYED: Mon Nov 25 10:16:27 2024\nNAMESPACE: monitoring\nSTATUS: deployed\nREVISION: 2\n" + notes,
              duration=10.0),
        p.run("helm get values grafana -n monitoring", "USER-SUPPLIED VALUES:\npersistence:\n  enabled: true\nreplicas: 2"),
        p.run("kubectl -n monitoring get pods,pvc", cols([
            ["NAME", "READY", "STATUS", "RESTARTS", "AGE"],
            ["pod/grafana-5d8f9c7b6d-x7kqp", "1/1", "Terminating", "0", "2m41s"],
            ["pod/grafana-6b9d4c8f7-2lqzk", "1/1", "Running", "0", "17s"],
            ["pod/grafana-6b9d4c8f7-wn8vd", "1/1", "Running", "0", "17s"],
        ]) + "\n\n" + cols([
            ["NAME", "STATUS", "VOLUME", "CAPACITY", "ACCESS MODES", "STORAGECLASS", "VOLUMEATTRIBUTESCLASS", "AGE"],
            ["persistentvolumeclaim/grafana", "Bound", "pvc-0c6e2f4a-9b1d-4e8f-a3c7-5d2b8e1f6a90", "10Gi", "RWO", "local-path", "<unset>", "18s"],
        ])),
        p.run("helm rollback grafana 1 -n monitoring", "Rollback was a success! Happy Helming!", duration=5.0),
        p.run("helm history grafana -n monitoring", cols([
            ["REVISION", "UPDATED", "STATUS", "CHART", "APP VERSION", "DESCRIPTION"],
            ["1", "Mon Nov 25 10:14:03 2024", "superseded", "grafana-8.5.1", "11.2.1", "Install complete"],
            ["2", "Mon Nov 25 10:16:27 2024", "superseded", "grafana-8.5.1", "11.2.1", "Upgrade complete"],
            ["3", "Mon Nov 25 10:19:52 2024", "deployed", "grafana-8.5.1", "11.2.1", "Rollback to 1"],
        ], gap=2)),
        p.run("helm get values grafana -n monitoring", "USER-SUPPLIED VALUES:\nreplicas: 1"),
        p.run("helm list -n monitoring", cols([
            rh, ["grafana", "monitoring", "3", "2024-11-25 10:19:52.604118223 +0000 UTC", "deployed", "grafana-8.5.1", "11.2.1"],
        ], gap=2)),
    ]
    add(rs, "21", p, start, t)


# ---------------------------------------------------------------- 22 git on the server repository (bad: stat totals)
VERSIONS_TF = [
    "terraform {",
    '  required_version = ">= 1.7.0"',
    "",
    "  required_providers {",
    "    aws = {",
    '      source  = "hashicorp/aws"',
    '      version = "~> 5.54"',
    "    }",
    "    cloudflare = {",
    '      source  = "cloudflare/cloudflare"',
    '      version = "~> 4.34"',
    "    }",
    "  }",
    "}",
]


def t22(rs: RowSet) -> None:
    p = Pane("git", "git-srv", "/home/git")
    start = p.prompt
    subj = "terraform: aws provider 5.56, node_exporter vars"
    t = [
        p.run("cd /srv/git/infra.git && git log --oneline -5 main",
              "e41c9a7 (HEAD -> main) terraform: bump aws provider to 5.54\n3b8d0f2 (release/2024.06) ansible: add node_exporter role\n"
              "9c27e15 dns: add staging records for api-v2\n51fa6d3 ci: run tflint on PRs\n0d8e4b1 terraform: split vpc module",
              cd="/srv/git/infra.git"),
        p.run("git for-each-ref --format='%(refname:short) %(objectname:short) %(committerdate:iso8601)' refs/heads",
              "feature/vault-agent 7a6e2c0 2024-06-24 17:41:09 +0200\nmain e41c9a7 2024-06-26 09:12:55 +0200\n"
              "release/2024.06 3b8d0f2 2024-06-21 11:03:27 +0200"),
        p.run("cat hooks/post-receive", "\n".join([
            "#!/bin/sh",
            "# notify the CI runner about pushes to main",
            "while read oldrev newrev refname; do",
            '  if [ "$refname" = "refs/heads/main" ]; then',
            '    echo "[post-receive] main updated $(git rev-parse --short $oldrev)..$(git rev-parse --short $newrev), triggering deploy"',
            '    curl -fsS -X POST -H "X-Token: $(cat /srv/git/.ci-token)" \\',
            '      "http://ci.internal:8080/hooks/infra?rev=$newrev" >/dev/null',
            "  fi",
            "done",
        ])),
        p.run("git clone -q /srv/git/infra.git ~/work/infra && cd ~/work/infra && git log -1 --format='%h %an <%ae> %ad' --date=iso",
              "e41c9a7 Marta Kowalczyk <marta@acme.example> 2024-06-26 09:12:55 +0200", cd="/home/git/work/infra", duration=2.0),
        p.run("cat -n terraform/versions.tf", "\n".join(f"{i:6d}\t{ln}" for i, ln in enumerate(VERSIONS_TF, 1))),
        p.run("sed -i 's/~> 5.54/~> 5.56/' terraform/versions.tf && printf 'node_exporter_version: \"1.8.1\"\\nnode_exporter_web_listen_address: \"0.0.0.0:9100\"\\n' >> ansible/group_vars/all.yml"),
        p.run("git diff --stat",
              " ansible/group_vars/all.yml | 2 ++\n terraform/versions.tf      | 2 +-\n 2 files changed, 3 insertions(+), 1 deletion(-)"),
        p.run("git diff terraform/versions.tf", "\n".join([
            "diff --git a/terraform/versions.tf b/terraform/versions.tf",
            "index 4c1d9e2..a7f03b8 100644",
            "--- a/terraform/versions.tf",
            "+++ b/terraform/versions.tf",
            "@@ -4,7 +4,7 @@ terraform {",
            "   required_providers {",
            "     aws = {",
            '       source  = "hashicorp/aws"',
            '-      version = "~> 5.54"',
            '+      version = "~> 5.56"',
            "     }",
            "     cloudflare = {",
            '       source  = "cloudflare/cloudflare"',
        ])),
        p.run(f"git commit -qam '{subj}' && git log --oneline -2",
              f"8f03b6d (HEAD -> main) {subj}\ne41c9a7 (origin/main, origin/HEAD) terraform: bump aws provider to 5.54"),
        p.run("git push origin main", "\n".join([
            "Enumerating objects: 13, done.",
            "Counting objects: 100% (13/13), done.",
            "Delta compression using up to 4 threads",
            "Compressing objects: 100% (5/5), done.",
            "Writing objects: 100% (7/7), 702 bytes | 702.00 KiB/s, done.",
            "Total 7 (delta 4), reused 0 (delta 0), pack-reused 0",
            "remote: [post-receive] main updated e41c9a7..8f03b6d, triggering deploy",
            "To /srv/git/infra.git",
            "   e41c9a7..8f03b6d  main -> main",
        ]), duration=2.0),
        p.run("git show --stat --format='%h %an %ad%n%s' --date=iso HEAD", "\n".join([
            "8f03b6d Marta Kowalczyk 2024-06-26 11:47:31 +0200",
            subj,
            "",
            " ansible/group_vars/all.yml | 3 +++",
            " terraform/versions.tf      | 2 +-",
            " 2 files changed, 4 insertions(+), 1 deletion(-)",
        ])),
        p.run("git -C /srv/git/infra.git log --oneline -3 main",
              f"8f03b6d (HEAD -> main) {subj}\ne41c9a7 terraform: bump aws provider to 5.54\n3b8d0f2 (release/2024.06) ansible: add node_exporter role"),
    ]
    add(rs, "22", p, start, t, bad=True, turn=11,
        kind="git show --stat at turn 11 counts 3 added lines in all.yml and 4 insertions in total, but only two lines were appended and diff --stat showed 2 ++ and 3 insertions before the commit")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
