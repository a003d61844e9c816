# ruff: noqa: E501
"""Held-out set 50, domain ``terminal``: 22 shell sessions in a tmux pane, 11 clean and 11 with one contradiction.

Each trajectory is about a different tool (containers, networking, media, package managers, systemd,
data pipelines, git). Clean trajectories carry many legitimate changes (edits, restarts with new pids,
moving clocks and counters, other views of the same state); bad ones hold exactly one observation
that contradicts an earlier one. Written blind, without running any checker.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet, jblock, keys

SYSTEM = """# Role and Objective

You are a **Terminal World Model**, a precise terminal state simulator. Predict the exact output of a Linux/Unix terminal (a shell running in a tmux pane) after the given keystrokes are executed. Be as faithful as possible to real terminal behavior while keeping every turn consistent with the earlier ones.

## Task Definition

Given the historical context (previous turns of this session), the current terminal state (the visible screen with its prompt) and a user action (keystrokes sent to the pane), predict the exact next terminal state.

## Context Awareness

Track across turns: the working directory (changed by `cd`, shown in the prompt), environment variables, the file system (files created, modified or deleted), processes and background jobs, and the state of every service, container, package or repository touched earlier.

- File operations must be consistent with prior commands (`cat file` after `rm file` must fail).
- Listings must reflect the accumulated changes; ids, hashes, sizes and settings shown earlier stay the same unless an action changed them.
- Clocks and counters only move forward.

## Input Format

Actions are a JSON array of objects:

```json
[
  {
    "keystrokes": "ls -la\\n",
    "duration": 0.1
  }
]
```

- `keystrokes`: raw terminal input, verbatim. A trailing `\\n` executes the command; without it the text is only typed.
- `C-c`, `C-d`, `C-z`, `C-l` are tmux control keys; `\\u001b` is ESC.
- `""` with a duration means: wait and show whatever new output appeared.
- `duration`: seconds to wait before the screen is captured (default 1.0). Long-running commands may still be in progress when the screen is captured.

## Output Format

Your prediction must contain, in order:
1. **Command Echo**: the prompt line with the command as typed
2. **Command Output**: all stdout and stderr of the command, formatted exactly as the real program prints it
3. **New Prompt**: the prompt for the next command, if the command has completed

Preserve exact formatting: line breaks, column alignment, spacing and special characters. The prompt format must match the pattern established by the initial state (for example `root@hostname:/path#`). For several commands in one action array, concatenate their outputs in execution order. The pane shows about 40 lines; older output scrolls off.

## Key Principles

- Format: prompt, command echo and output layout as a real terminal shows them.
- Factuality: correct command semantics and options; no fabricated files or contents.
- Consistency: no conflicts with previously established state.
- Realism: plausible sizes, timestamps, permissions, ids and exit codes.
- Quality: complete output, no unreasonable truncation.

Reply with the predicted observation after **Environment Observation:**."""


def begin(p: Pane, cmd: str, partial: str, duration: float) -> tuple[str, str]:
    """A long command captured while still running: echo plus partial output, no new prompt."""
    return keys(cmd, duration), f"{p.prompt} {cmd}\n{partial.rstrip(chr(10))}"


def finish(p: Pane, cmd: str, out: str, duration: float) -> tuple[str, str]:
    """A wait action (empty keystrokes) after which the running command has finished."""
    act = jblock([{"keystrokes": "", "duration": duration}])
    return act, f"{p.prompt} {cmd}\n{out.rstrip(chr(10))}\n{p.prompt}"


def fmt(n: int) -> str:
    return f"{n:,}"


# --------------------------------------------------------------------------------------------
# 01 docker compose (clean)
def t01():
    p = Pane("dev", "atlas-ws", "/home/dev/projects/shopfront")
    state = p.prompt
    T = []
    hdr = "NAME                IMAGE               COMMAND                  SERVICE   CREATED          STATUS                    PORTS"
    T.append(p.run("docker compose ps", hdr + """
shopfront-api-1     shopfront-api:dev   "gunicorn -c gunicor…"   api       2 hours ago      Up 2 hours                0.0.0.0:8000->8000/tcp, :::8000->8000/tcp
shopfront-db-1      postgres:16.2       "docker-entrypoint.s…"   db        2 hours ago      Up 2 hours (healthy)      5432/tcp
shopfront-redis-1   redis:7.2-alpine    "docker-entrypoint.s…"   redis     2 hours ago      Up 2 hours                6379/tcp
shopfront-web-1     nginx:1.25          "/docker-entrypoint.…"   web       2 hours ago      Up 2 hours                0.0.0.0:8080->80/tcp, :::8080->80/tcp"""))
    T.append(p.run("docker compose logs --tail=8 api", """shopfront-api-1  | 172.19.0.5 - - [14/May/2024:09:40:52 +0000] "GET /api/cart/7c1d0e HTTP/1.0" 200 1834 "-" "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0"
shopfront-api-1  | 172.19.0.5 - - [14/May/2024:09:40:53 +0000] "GET /api/products?page=3 HTTP/1.0" 200 22417 "-" "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0"
shopfront-api-1  | 172.19.0.5 - - [14/May/2024:09:40:58 +0000] "POST /api/checkout HTTP/1.0" 200 611 "-" "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0"
shopfront-api-1  | [2024-05-14 09:41:29 +0000] [1] [CRITICAL] WORKER TIMEOUT (pid:11)
shopfront-api-1  | [2024-05-14 09:41:29 +0000] [11] [INFO] Worker exiting (pid: 11)
shopfront-api-1  | [2024-05-14 09:41:30 +0000] [1] [ERROR] Worker (pid:11) was sent SIGKILL! Perhaps out of memory?
shopfront-api-1  | [2024-05-14 09:41:30 +0000] [23] [INFO] Booting worker with pid: 23
shopfront-api-1  | 172.19.0.5 - - [14/May/2024:09:41:33 +0000] "GET /api/products?page=4 HTTP/1.0" 200 21980 "-" "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0\""""))
    T.append(p.run("grep -n -E 'WORKERS|TIMEOUT' .env && sed -i 's/^WORKERS=2$/WORKERS=4/; s/^GUNICORN_TIMEOUT=30$/GUNICORN_TIMEOUT=90/' .env && grep -n -E 'WORKERS|TIMEOUT' .env",
                   "6:WORKERS=2\n7:GUNICORN_TIMEOUT=30\n6:WORKERS=4\n7:GUNICORN_TIMEOUT=90"))
    T.append(p.run("docker compose up -d api", """[+] Running 1/1
 ✔ Container shopfront-api-1  Recreated                                                        10.6s
[+] Running 3/3
 ✔ Container shopfront-redis-1  Running                                                        0.0s
 ✔ Container shopfront-db-1     Healthy                                                        0.5s
 ✔ Container shopfront-api-1    Started                                                        0.9s""", duration=15))
    T.append(p.run("docker compose ps", hdr + """
shopfront-api-1     shopfront-api:dev   "gunicorn -c gunicor…"   api       14 seconds ago   Up 12 seconds             0.0.0.0:8000->8000/tcp, :::8000->8000/tcp
shopfront-db-1      postgres:16.2       "docker-entrypoint.s…"   db        2 hours ago      Up 2 hours (healthy)      5432/tcp
shopfront-redis-1   redis:7.2-alpine    "docker-entrypoint.s…"   redis     2 hours ago      Up 2 hours                6379/tcp
shopfront-web-1     nginx:1.25          "/docker-entrypoint.…"   web       2 hours ago      Up 2 hours                0.0.0.0:8080->80/tcp, :::8080->80/tcp"""))
    T.append(p.run("docker compose exec api env | grep -E '^(WORKERS|GUNICORN_TIMEOUT|DB_HOST|REDIS_URL)=' | sort",
                   "DB_HOST=db\nGUNICORN_TIMEOUT=90\nREDIS_URL=redis://redis:6379/0\nWORKERS=4"))
    T.append(p.run("docker compose logs --tail=7 api", """shopfront-api-1  | [2024-05-14 09:44:52 +0000] [1] [INFO] Starting gunicorn 21.2.0
shopfront-api-1  | [2024-05-14 09:44:52 +0000] [1] [INFO] Listening at: http://0.0.0.0:8000 (1)
shopfront-api-1  | [2024-05-14 09:44:52 +0000] [1] [INFO] Using worker: sync
shopfront-api-1  | [2024-05-14 09:44:52 +0000] [7] [INFO] Booting worker with pid: 7
shopfront-api-1  | [2024-05-14 09:44:52 +0000] [8] [INFO] Booting worker with pid: 8
shopfront-api-1  | [2024-05-14 09:44:52 +0000] [9] [INFO] Booting worker with pid: 9
shopfront-api-1  | [2024-05-14 09:44:53 +0000] [10] [INFO] Booting worker with pid: 10"""))
    T.append(p.run("docker stats --no-stream", """CONTAINER ID   NAME                CPU %     MEM USAGE / LIMIT     MEM %     NET I/O           BLOCK I/O        PIDS
4e0b6c1d92aa   shopfront-api-1     0.34%     231.6MiB / 15.52GiB   1.46%     9.84kB / 6.12kB   0B / 0B          5
b71f3a0c58e2   shopfront-db-1      0.02%     61.9MiB / 15.52GiB    0.39%     4.71MB / 9.03MB   18.4MB / 212MB   9
0d9c4e2a7f13   shopfront-redis-1   0.27%     8.41MiB / 15.52GiB    0.05%     1.22MB / 3.87MB   0B / 98.3kB      6
c3a85f6e1b04   shopfront-web-1     0.00%     11.2MiB / 15.52GiB    0.07%     6.02MB / 7.45MB   4.1kB / 12.3kB   9"""))
    return "h50-terminal-01", state, T, False, None, "clean"


# --------------------------------------------------------------------------------------------
# 02 nerdctl (bad: container id in inspect differs)
def t02():
    p = Pane("root", "edge-k3s-02", "/root")
    state = p.prompt
    cid = "9b2e4f71c0a8d3e65f1b7a20c94e8d1f3a6b5c7e2d90f4a18b3c6e5d7f0a2b19"
    bad_cid = "9b2e4f17c0a8d3e65f1b7a20c94e8d1f3a6b5c7e2d90f4a18b3c6e5d7f0a2b19"
    T = []
    T.append(p.run("nerdctl images", """REPOSITORY                            TAG            IMAGE ID        CREATED         PLATFORM       SIZE         BLOB SIZE
registry.local:5000/telemetry-agent   1.8.3          3f9c2a7d41be    3 days ago      linux/amd64    98.4 MiB     35.1 MiB
registry.local:5000/telemetry-agent   1.8.2          e07b1d94c2f6    3 weeks ago     linux/amd64    97.9 MiB     34.8 MiB
nginx                                 1.25-alpine    4ff1026e0c5f    5 weeks ago     linux/amd64    47.9 MiB     17.1 MiB
alpine                                3.19           c5b1261d6d3e    3 months ago    linux/amd64    7.4 MiB      3.3 MiB"""))
    T.append(p.run("nerdctl run -d --name telem --restart unless-stopped -p 9100:9100 -v /var/lib/telem:/data registry.local:5000/telemetry-agent:1.8.3", cid, duration=3))
    T.append(p.run("nerdctl ps", """CONTAINER ID    IMAGE                                         COMMAND                   CREATED          STATUS    PORTS                     NAMES
9b2e4f71c0a8    registry.local:5000/telemetry-agent:1.8.3    "/usr/bin/telem-agen…"    6 seconds ago    Up        0.0.0.0:9100->9100/tcp    telem
2c7a90e14b3d    docker.io/library/nginx:1.25-alpine           "/docker-entrypoint.…"    2 days ago       Up        0.0.0.0:8088->80/tcp      edge-proxy"""))
    T.append(p.run("nerdctl inspect telem --format '{{.ID}} {{.Image}} {{.State.Status}} pid={{.State.Pid}} restart={{.HostConfig.RestartPolicy.Name}}'",
                   f"{bad_cid} registry.local:5000/telemetry-agent:1.8.3 running pid=418822 restart=unless-stopped"))
    T.append(p.run("nerdctl logs --tail 4 telem", """2024-05-14T08:12:37.402Z INFO  telem-agent 1.8.3 (commit 5d1e0c4) starting
2024-05-14T08:12:37.405Z INFO  data dir /data (412 buffered batches, 18.6 MiB)
2024-05-14T08:12:37.511Z INFO  exporter listening on 0.0.0.0:9100
2024-05-14T08:12:38.026Z INFO  flushed 412 batches to https://ingest.local/v1/metrics in 514ms"""))
    T.append(p.run("nerdctl stop telem", "telem", duration=3))
    T.append(p.run("nerdctl ps -a --filter name=telem", """CONTAINER ID    IMAGE                                         COMMAND                   CREATED           STATUS                     PORTS                     NAMES
9b2e4f71c0a8    registry.local:5000/telemetry-agent:1.8.3    "/usr/bin/telem-agen…"    41 seconds ago    Exited (0) 2 seconds ago   0.0.0.0:9100->9100/tcp    telem"""))
    return ("h50-terminal-02", state, T, True, 4,
            "nerdctl inspect gives the telem container id 9b2e4f17c0a8…, but nerdctl run printed and nerdctl ps listed it as 9b2e4f71c0a8…")


# --------------------------------------------------------------------------------------------
# 03 ip / ss (bad: route get uses another gateway)
def t03():
    p = Pane("ops", "web-03", "/home/ops")
    state = p.prompt
    T = []
    T.append(p.run("ip -br addr", """lo               UNKNOWN        127.0.0.1/8 ::1/128
ens3             UP             10.20.4.17/24 fe80::5054:ff:fe8a:3c21/64
docker0          DOWN           172.17.0.1/16"""))
    T.append(p.run("ip route", """default via 10.20.4.1 dev ens3 proto dhcp src 10.20.4.17 metric 100
10.20.4.0/24 dev ens3 proto kernel scope link src 10.20.4.17 metric 100
10.20.4.1 dev ens3 proto dhcp scope link src 10.20.4.17 metric 100
172.17.0.0/16 dev docker0 proto kernel scope link src 172.17.0.1 linkdown"""))
    T.append(p.run("sudo ss -tlnp", """State  Recv-Q Send-Q Local Address:Port  Peer Address:PortProcess
LISTEN 0      4096   127.0.0.53%lo:53         0.0.0.0:*    users:(("systemd-resolve",pid=604,fd=14))
LISTEN 0      128          0.0.0.0:22         0.0.0.0:*    users:(("sshd",pid=812,fd=3))
LISTEN 0      511          0.0.0.0:80         0.0.0.0:*    users:(("nginx",pid=1046,fd=6),("nginx",pid=1045,fd=6),("nginx",pid=1043,fd=6))
LISTEN 0      511          0.0.0.0:443        0.0.0.0:*    users:(("nginx",pid=1046,fd=7),("nginx",pid=1045,fd=7),("nginx",pid=1043,fd=7))
LISTEN 0      244        127.0.0.1:5432       0.0.0.0:*    users:(("postgres",pid=967,fd=5))
LISTEN 0      4096       127.0.0.1:9100       0.0.0.0:*    users:(("node_exporter",pid=731,fd=3))
LISTEN 0      128             [::]:22            [::]:*    users:(("sshd",pid=812,fd=4))
LISTEN 0      511             [::]:80            [::]:*    users:(("nginx",pid=1046,fd=8),("nginx",pid=1045,fd=8),("nginx",pid=1043,fd=8))"""))
    T.append(p.run("sudo ip addr add 10.20.4.50/24 dev ens3 label ens3:vip"))
    T.append(p.run("ip -4 addr show dev ens3", """2: ens3: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc fq_codel state UP group default qlen 1000
    altname enp0s3
    inet 10.20.4.17/24 metric 100 brd 10.20.4.255 scope global dynamic ens3
       valid_lft 84211sec preferred_lft 84211sec
    inet 10.20.4.50/24 scope global secondary ens3:vip
       valid_lft forever preferred_lft forever"""))
    T.append(p.run("ip route get 1.1.1.1; ip route get 10.20.4.9",
                   "1.1.1.1 via 10.20.4.254 dev ens3 src 10.20.4.17 uid 1000 \n    cache \n10.20.4.9 dev ens3 src 10.20.4.17 uid 1000 \n    cache "))
    T.append(p.run("ss -tn state established '( sport = :5432 or dport = :5432 )'", """Recv-Q Send-Q Local Address:Port  Peer Address:Port Process
0      0          127.0.0.1:5432     127.0.0.1:49816
0      0          127.0.0.1:49816    127.0.0.1:5432
0      0          127.0.0.1:5432     127.0.0.1:49822
0      0          127.0.0.1:49822    127.0.0.1:5432"""))
    T.append(p.run("sudo ss -tlnp sport = :443", """State  Recv-Q Send-Q Local Address:Port  Peer Address:PortProcess
LISTEN 0      511          0.0.0.0:443        0.0.0.0:*    users:(("nginx",pid=1046,fd=7),("nginx",pid=1045,fd=7),("nginx",pid=1043,fd=7))"""))
    T.append(p.run("sudo ip addr del 10.20.4.50/24 dev ens3"))
    T.append(p.run("ip -br addr show dev ens3", "ens3             UP             10.20.4.17/24 fe80::5054:ff:fe8a:3c21/64"))
    return ("h50-terminal-03", state, T, True, 6,
            "ip route get sends 1.1.1.1 via 10.20.4.254, but the unchanged default route is via 10.20.4.1")


# --------------------------------------------------------------------------------------------
# 04 wireguard (clean)
def t04():
    p = Pane("root", "vpn-gw", "/etc/wireguard")
    state = p.prompt
    a = "Xq3YvL0r8cJbT1nF6mKp2wZs9dHgE4uA7yR5oNiVtB8="
    b = "k7Rm2PqW9xLc4ZfN1vT6bJs8hGd3yUe0aKoXiE5wMnQ="
    new = "H1vUq8ZrT3mWc6LpY0sNk9fBd2jXg5eR7aOiKt4yEhM="
    T = []
    T.append(p.run("wg show wg0", f"""interface: wg0
  public key: 9fL2sQ7cVw0kRb4XmN8tJ1yHd6gE3pZuA5oKiTr2eWc=
  private key: (hidden)
  listening port: 51820

peer: {a}
  endpoint: 84.17.52.203:41733
  allowed ips: 10.66.0.2/32
  latest handshake: 1 minute, 12 seconds ago
  transfer: 14.82 MiB received, 92.31 MiB sent
  persistent keepalive: every 25 seconds

peer: {b}
  endpoint: 91.64.118.7:51820
  allowed ips: 10.66.0.3/32, 192.168.50.0/24
  latest handshake: 3 hours, 4 minutes, 51 seconds ago
  transfer: 1.07 GiB received, 306.44 MiB sent"""))
    T.append(p.run("umask 077; wg genkey | tee laptop3.key | wg pubkey | tee laptop3.pub", new))
    T.append(p.run(f"wg set wg0 peer {new} allowed-ips 10.66.0.4/32 persistent-keepalive 25"))
    T.append(p.run("wg show wg0 allowed-ips", f"{a}\t10.66.0.2/32\n{b}\t10.66.0.3/32 192.168.50.0/24\n{new}\t10.66.0.4/32"))
    T.append(p.run("date +%s; wg show wg0 latest-handshakes", f"1715680212\n{a}\t1715680121\n{b}\t1715669102\n{new}\t0"))
    T.append(p.run("wg show wg0", f"""interface: wg0
  public key: 9fL2sQ7cVw0kRb4XmN8tJ1yHd6gE3pZuA5oKiTr2eWc=
  private key: (hidden)
  listening port: 51820

peer: {a}
  endpoint: 84.17.52.203:41733
  allowed ips: 10.66.0.2/32
  latest handshake: 1 minute, 58 seconds ago
  transfer: 15.06 MiB received, 93.70 MiB sent
  persistent keepalive: every 25 seconds

peer: {b}
  endpoint: 91.64.118.7:51820
  allowed ips: 10.66.0.3/32, 192.168.50.0/24
  latest handshake: 3 hours, 5 minutes, 37 seconds ago
  transfer: 1.07 GiB received, 306.44 MiB sent

peer: {new}
  allowed ips: 10.66.0.4/32
  persistent keepalive: every 25 seconds"""))
    return "h50-terminal-04", state, T, False, None, "clean"


# --------------------------------------------------------------------------------------------
# 05 ffmpeg (clean)
def t05():
    p = Pane("maya", "studio", "/home/maya/footage")
    state = p.prompt
    T = []
    T.append(p.run("ls -lh", """total 2.7G
-rw-r--r-- 1 maya maya 1.9G Apr 29 14:20 clip_A001.mov
-rw-r--r-- 1 maya maya 735M Apr 29 14:21 clip_A002.mov
-rw-r--r-- 1 maya maya  52M Apr 30 09:03 music.wav"""))
    T.append(p.run("ffprobe -v error -show_entries stream=codec_name,width,height,r_frame_rate:format=duration,bit_rate -of default=nw=1 clip_A002.mov", """codec_name=prores
width=3840
height=2160
r_frame_rate=25/1
codec_name=pcm_s24le
r_frame_rate=0/0
duration=41.280000
bit_rate=149210843"""))
    cmd = "ffmpeg -hide_banner -i clip_A002.mov -c:v libx264 -preset slow -crf 20 -pix_fmt yuv420p -vf scale=1920:-2 -c:a aac -b:a 192k -movflags +faststart clip_A002_1080p.mp4"
    head = """Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'clip_A002.mov':
  Metadata:
    major_brand     : qt
    minor_version   : 537199360
    compatible_brands: qt
    creation_time   : 2024-04-29T12:09:31.000000Z
  Duration: 00:00:41.28, start: 0.000000, bitrate: 149210 kb/s
  Stream #0:0[0x1](und): Video: prores (HQ) (apch / 0x68637061), yuv422p10le(tv, bt709, progressive), 3840x2160, 146877 kb/s, SAR 1:1 DAR 16:9, 25 fps, 25 tbr, 25 tbn (default)
  Stream #0:1[0x2](und): Audio: pcm_s24le (in24 / 0x34326E69), 48000 Hz, 2 channels, s32 (24 bit), 2304 kb/s (default)
Stream mapping:
  Stream #0:0 -> #0:0 (prores (native) -> h264 (libx264))
  Stream #0:1 -> #0:1 (pcm_s24le (native) -> aac (native))
Press [q] to stop, [?] for help
[libx264 @ 0x55d0c2f1a8c0] using SAR=1/1
[libx264 @ 0x55d0c2f1a8c0] using cpu capabilities: MMX2 SSE2Fast SSSE3 SSE4.2 AVX FMA3 BMI2 AVX2
[libx264 @ 0x55d0c2f1a8c0] profile High, level 4.0, 4:2:0, 8-bit
Output #0, mp4, to 'clip_A002_1080p.mp4':
  Metadata:
    major_brand     : qt
    minor_version   : 537199360
    compatible_brands: qt
    encoder         : Lavf60.16.100
  Stream #0:0(und): Video: h264 (avc1 / 0x31637661), yuv420p(tv, bt709, progressive), 1920x1080 [SAR 1:1 DAR 16:9], q=2-31, 25 fps, 12800 tbn (default)
  Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 192 kb/s (default)
"""
    T.append(begin(p, cmd, head + "frame=  212 fps= 41 q=26.0 size=    3840KiB time=00:00:08.40 bitrate=3744.9kbits/s speed=1.63x    ", 5))
    T.append(finish(p, cmd, head + """[mp4 @ 0x55d0c2f2c740] Starting second pass: moving the moov atom to the beginning of the file
frame= 1032 fps= 42 q=-1.0 Lsize=   18870KiB time=00:00:41.24 bitrate=3748.4kbits/s speed=1.68x
video:17863KiB audio:967KiB subtitle:0KiB other streams:0KiB global headers:0KiB muxing overhead: 0.213066%
[libx264 @ 0x55d0c2f1a8c0] frame I:9     Avg QP:17.92  size:112403
[libx264 @ 0x55d0c2f1a8c0] frame P:311   Avg QP:20.84  size: 26218
[libx264 @ 0x55d0c2f1a8c0] frame B:712   Avg QP:23.37  size: 12818
[libx264 @ 0x55d0c2f1a8c0] consecutive B-frames:  2.1%  5.8%  9.3% 82.8%
[libx264 @ 0x55d0c2f1a8c0] mb I  I16..4: 21.4% 66.0% 12.6%
[libx264 @ 0x55d0c2f1a8c0] mb P  I16..4:  3.2%  7.9%  0.6%  P16..4: 38.1%  9.7%  4.4%  0.0%  0.0%    skip:36.1%
[libx264 @ 0x55d0c2f1a8c0] mb B  I16..4:  0.4%  0.9%  0.1%  B16..8: 31.7%  3.1%  0.5%  direct: 1.6%  skip:61.7%  L0:43.0% L1:50.2% BI: 6.8%
[libx264 @ 0x55d0c2f1a8c0] kb/s:3544.90
[aac @ 0x55d0c2f3b100] Qavg: 512.118""", 25))
    T.append(p.run("ls -lh", """total 2.7G
-rw-r--r-- 1 maya maya 1.9G Apr 29 14:20 clip_A001.mov
-rw-r--r-- 1 maya maya 735M Apr 29 14:21 clip_A002.mov
-rw-r--r-- 1 maya maya  19M May 14 10:31 clip_A002_1080p.mp4
-rw-r--r-- 1 maya maya  52M Apr 30 09:03 music.wav"""))
    T.append(p.run("ffprobe -v error -show_entries stream=codec_name,width,height,r_frame_rate:format=duration,bit_rate -of default=nw=1 clip_A002_1080p.mp4", """codec_name=h264
width=1920
height=1080
r_frame_rate=25/1
codec_name=aac
r_frame_rate=0/0
duration=41.280000
bit_rate=3744744"""))
    T.append(p.run("mkdir -p proxies && mv clip_A002_1080p.mp4 proxies/ && ls -lh . proxies", """.:
total 2.7G
-rw-r--r-- 1 maya maya 1.9G Apr 29 14:20 clip_A001.mov
-rw-r--r-- 1 maya maya 735M Apr 29 14:21 clip_A002.mov
-rw-r--r-- 1 maya maya  52M Apr 30 09:03 music.wav
drwxr-xr-x 2 maya maya 4.0K May 14 10:33 proxies

proxies:
total 19M
-rw-r--r-- 1 maya maya 19M May 14 10:31 clip_A002_1080p.mp4"""))
    T.append(p.run("ffmpeg -hide_banner -loglevel error -ss 10 -i proxies/clip_A002_1080p.mp4 -frames:v 1 -q:v 3 proxies/clip_A002_thumb.jpg && ls -l proxies", """total 18968
-rw-r--r-- 1 maya maya 19322880 May 14 10:31 clip_A002_1080p.mp4
-rw-r--r-- 1 maya maya   94217 May 14 10:34 clip_A002_thumb.jpg"""))
    T.append(p.run("du -sh proxies clip_A00*.mov", "19M\tproxies\n1.9G\tclip_A001.mov\n735M\tclip_A002.mov"))
    return "h50-terminal-05", state, T, False, None, "clean"


# --------------------------------------------------------------------------------------------
# 06 exiftool (bad: shutter count changes after rename)
def t06():
    p = Pane("lena", "darkroom", "/home/lena/Pictures/2024-04-iceland")
    state = p.prompt
    T = []
    T.append(p.run("exiftool -T -FileName -DateTimeOriginal -Model -LensModel -ISO -ExposureTime -FNumber DSC_44*.jpg", """DSC_4411.jpg\t2024:04:12 21:58:40\tNIKON Z 6_2\tNIKKOR Z 14-30mm f/4 S\t3200\t8\t4.0
DSC_4412.jpg\t2024:04:12 22:03:15\tNIKON Z 6_2\tNIKKOR Z 14-30mm f/4 S\t3200\t10\t4.0
DSC_4415.jpg\t2024:04:12 22:31:02\tNIKON Z 6_2\tNIKKOR Z 14-30mm f/4 S\t6400\t6\t4.0
DSC_4417.jpg\t2024:04:12 22:47:09\tNIKON Z 6_2\tNIKKOR Z 14-30mm f/4 S\t4000\t8\t4.0
DSC_4420.jpg\t2024:04:13 06:12:44\tNIKON Z 6_2\tNIKKOR Z 24-120mm f/4 S\t100\t1/640\t8.0"""))
    T.append(p.run("exiftool -a -G1 -s -Make -Model -SerialNumber -ShutterCount -LensModel -LensID -FocalLength -DateTimeOriginal -OffsetTimeOriginal -ImageSize -GPS:all DSC_4417.jpg", """[IFD0]          Make                            : NIKON CORPORATION
[IFD0]          Model                           : NIKON Z 6_2
[Nikon]         SerialNumber                    : 6043217
[Nikon]         ShutterCount                    : 18422
[ExifIFD]       LensModel                       : NIKKOR Z 14-30mm f/4 S
[Composite]     LensID                          : Nikkor Z 14-30mm f/4 S
[ExifIFD]       FocalLength                     : 14.0 mm
[ExifIFD]       DateTimeOriginal                : 2024:04:12 22:47:09
[ExifIFD]       OffsetTimeOriginal              : +00:00
[File]          ImageSize                       : 6048x4024
[GPS]           GPSVersionID                    : 2.3.0.0
[GPS]           GPSLatitudeRef                  : North
[GPS]           GPSLatitude                     : 64 deg 8' 47.21"
[GPS]           GPSLongitudeRef                 : West
[GPS]           GPSLongitude                    : 21 deg 56' 2.88"
[GPS]           GPSAltitudeRef                  : Above Sea Level
[GPS]           GPSAltitude                     : 38 m
[GPS]           GPSTimeStamp                    : 22:47:08
[GPS]           GPSDateStamp                    : 2024:04:12"""))
    T.append(p.run("exiftool -gps:all= DSC_4417.jpg", "    1 image files updated"))
    T.append(p.run("exiftool -a -G1 -s -GPS:all DSC_4417.jpg; ls -l DSC_4417*", """-rw-r--r-- 1 lena lena 14820371 May 14 20:15 DSC_4417.jpg
-rw-r--r-- 1 lena lena 14820779 Apr 13 09:41 DSC_4417.jpg_original"""))
    T.append(p.run("rm DSC_4417.jpg_original && exiftool '-FileName<DateTimeOriginal' -d '%Y%m%d_%H%M%S.%%e' DSC_4417.jpg", "    1 image files updated"))
    T.append(p.run("ls", "20240412_224709.jpg  contact-sheet.pdf  DSC_4411.jpg  DSC_4412.jpg  DSC_4415.jpg  DSC_4420.jpg"))
    T.append(p.run("exiftool -a -G1 -s -Model -SerialNumber -ShutterCount -LensModel -DateTimeOriginal -ImageSize -GPS:all 20240412_224709.jpg", """[IFD0]          Model                           : NIKON Z 6_2
[Nikon]         SerialNumber                    : 6043217
[Nikon]         ShutterCount                    : 18424
[ExifIFD]       LensModel                       : NIKKOR Z 14-30mm f/4 S
[ExifIFD]       DateTimeOriginal                : 2024:04:12 22:47:09
[File]          ImageSize                       : 6048x4024"""))
    return ("h50-terminal-06", state, T, True, 7,
            "the renamed DSC_4417 reports ShutterCount 18424, but turn 2 showed 18422 and only its GPS tags and file name were changed")


# --------------------------------------------------------------------------------------------
# 07 apt (bad: libssl3 installed version differs from apt list)
def t07():
    p = Pane("root", "build-01", "/root")
    state = p.prompt
    T = []
    T.append(p.run("apt list --upgradable 2>/dev/null", """Listing...
curl/jammy-updates,jammy-security 7.81.0-1ubuntu1.16 amd64 [upgradable from: 7.81.0-1ubuntu1.15]
libcurl4/jammy-updates,jammy-security 7.81.0-1ubuntu1.16 amd64 [upgradable from: 7.81.0-1ubuntu1.15]
libssl3/jammy-updates,jammy-security 3.0.2-0ubuntu1.15 amd64 [upgradable from: 3.0.2-0ubuntu1.14]
linux-firmware/jammy-updates 20220329.git681281e4-0ubuntu3.31 all [upgradable from: 20220329.git681281e4-0ubuntu3.29]
openssl/jammy-updates,jammy-security 3.0.2-0ubuntu1.15 amd64 [upgradable from: 3.0.2-0ubuntu1.14]
tzdata/jammy-updates,jammy-security 2024a-0ubuntu0.22.04 all [upgradable from: 2023c-0ubuntu0.22.04.2]
vim-common/jammy-updates,jammy-security 2:8.2.3995-1ubuntu2.16 all [upgradable from: 2:8.2.3995-1ubuntu2.15]
vim-runtime/jammy-updates,jammy-security 2:8.2.3995-1ubuntu2.16 all [upgradable from: 2:8.2.3995-1ubuntu2.15]
vim/jammy-updates,jammy-security 2:8.2.3995-1ubuntu2.16 amd64 [upgradable from: 2:8.2.3995-1ubuntu2.15]
xxd/jammy-updates,jammy-security 2:8.2.3995-1ubuntu2.16 amd64 [upgradable from: 2:8.2.3995-1ubuntu2.15]"""))
    T.append(p.run("apt-cache policy openssl", """openssl:
  Installed: 3.0.2-0ubuntu1.14
  Candidate: 3.0.2-0ubuntu1.15
  Version table:
     3.0.2-0ubuntu1.15 500
        500 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 Packages
        500 http://security.ubuntu.com/ubuntu jammy-security/main amd64 Packages
 *** 3.0.2-0ubuntu1.14 100
        100 /var/lib/dpkg/status
     3.0.2-0ubuntu1 500
        500 http://archive.ubuntu.com/ubuntu jammy/main amd64 Packages"""))
    T.append(p.run("apt-cache policy libssl3", """libssl3:
  Installed: 3.0.2-0ubuntu1.13
  Candidate: 3.0.2-0ubuntu1.15
  Version table:
     3.0.2-0ubuntu1.15 500
        500 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 Packages
        500 http://security.ubuntu.com/ubuntu jammy-security/main amd64 Packages
 *** 3.0.2-0ubuntu1.13 100
        100 /var/lib/dpkg/status
     3.0.2-0ubuntu1 500
        500 http://archive.ubuntu.com/ubuntu jammy/main amd64 Packages"""))
    T.append(p.run("apt-mark hold linux-firmware", "linux-firmware set on hold."))
    cmd = "apt-get upgrade -y"
    head = """Reading package lists... Done
Building dependency tree... Done
Reading state information... Done
Calculating upgrade... Done
The following packages have been kept back:
  linux-firmware
The following packages will be upgraded:
  curl libcurl4 libssl3 openssl tzdata vim vim-common vim-runtime xxd
9 upgraded, 0 newly installed, 0 to remove and 1 not upgraded.
Need to get 12.6 MB of archives.
After this operation, 41.0 kB of additional disk space will be used.
Get:1 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 libssl3 amd64 3.0.2-0ubuntu1.15 [1,905 kB]
Get:2 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 openssl amd64 3.0.2-0ubuntu1.15 [1,186 kB]
Get:3 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 vim amd64 2:8.2.3995-1ubuntu2.16 [1,729 kB]
Get:4 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 xxd amd64 2:8.2.3995-1ubuntu2.16 [55.2 kB]
Get:5 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 vim-common all 2:8.2.3995-1ubuntu2.16 [81.5 kB]
Get:6 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 vim-runtime all 2:8.2.3995-1ubuntu2.16 [6,833 kB]
Get:7 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 tzdata all 2024a-0ubuntu0.22.04 [349 kB]
Get:8 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 curl amd64 7.81.0-1ubuntu1.16 [194 kB]
Get:9 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 libcurl4 amd64 7.81.0-1ubuntu1.16 [290 kB]
Fetched 12.6 MB in 2s (6,893 kB/s)"""
    T.append(begin(p, cmd, head + "\n(Reading database ... 74% ", 4))
    T.append(finish(p, cmd, head + """
(Reading database ... 112458 files and directories currently installed.)
Preparing to unpack .../0-libssl3_3.0.2-0ubuntu1.15_amd64.deb ...
Unpacking libssl3:amd64 (3.0.2-0ubuntu1.15) over (3.0.2-0ubuntu1.14) ...
Preparing to unpack .../1-openssl_3.0.2-0ubuntu1.15_amd64.deb ...
Unpacking openssl (3.0.2-0ubuntu1.15) over (3.0.2-0ubuntu1.14) ...
Preparing to unpack .../2-vim_2%3a8.2.3995-1ubuntu2.16_amd64.deb ...
Unpacking vim (2:8.2.3995-1ubuntu2.16) over (2:8.2.3995-1ubuntu2.15) ...
Preparing to unpack .../3-xxd_2%3a8.2.3995-1ubuntu2.16_amd64.deb ...
Unpacking xxd (2:8.2.3995-1ubuntu2.16) over (2:8.2.3995-1ubuntu2.15) ...
Preparing to unpack .../4-vim-common_2%3a8.2.3995-1ubuntu2.16_all.deb ...
Unpacking vim-common (2:8.2.3995-1ubuntu2.16) over (2:8.2.3995-1ubuntu2.15) ...
Preparing to unpack .../5-vim-runtime_2%3a8.2.3995-1ubuntu2.16_all.deb ...
Unpacking vim-runtime (2:8.2.3995-1ubuntu2.16) over (2:8.2.3995-1ubuntu2.15) ...
Preparing to unpack .../6-tzdata_2024a-0ubuntu0.22.04_all.deb ...
Unpacking tzdata (2024a-0ubuntu0.22.04) over (2023c-0ubuntu0.22.04.2) ...
Preparing to unpack .../7-curl_7.81.0-1ubuntu1.16_amd64.deb ...
Unpacking curl (7.81.0-1ubuntu1.16) over (7.81.0-1ubuntu1.15) ...
Preparing to unpack .../8-libcurl4_7.81.0-1ubuntu1.16_amd64.deb ...
Unpacking libcurl4:amd64 (7.81.0-1ubuntu1.16) over (7.81.0-1ubuntu1.15) ...
Setting up libssl3:amd64 (3.0.2-0ubuntu1.15) ...
Setting up xxd (2:8.2.3995-1ubuntu2.16) ...
Setting up vim-common (2:8.2.3995-1ubuntu2.16) ...
Setting up tzdata (2024a-0ubuntu0.22.04) ...

Current default time zone: 'Etc/UTC'
Local time is now:      Tue May 14 11:06:52 UTC 2024.
Universal Time is now:  Tue May 14 11:06:52 UTC 2024.
Run 'dpkg-reconfigure tzdata' if you wish to change it.

Setting up libcurl4:amd64 (7.81.0-1ubuntu1.16) ...
Setting up curl (7.81.0-1ubuntu1.16) ...
Setting up vim-runtime (2:8.2.3995-1ubuntu2.16) ...
Setting up openssl (3.0.2-0ubuntu1.15) ...
Setting up vim (2:8.2.3995-1ubuntu2.16) ...
Processing triggers for man-db (2.10.2-1) ...
Processing triggers for libc-bin (2.35-0ubuntu3.7) ...""", 30))
    T.append(p.run("apt list --upgradable 2>/dev/null", """Listing...
linux-firmware/jammy-updates 20220329.git681281e4-0ubuntu3.31 all [upgradable from: 20220329.git681281e4-0ubuntu3.29]"""))
    T.append(p.run("dpkg-query -W -f='${Package}\\t${Version}\\t${db:Status-Abbrev}\\n' libssl3 openssl curl linux-firmware",
                   "curl\t7.81.0-1ubuntu1.16\tii \nlibssl3:amd64\t3.0.2-0ubuntu1.15\tii \nlinux-firmware\t20220329.git681281e4-0ubuntu3.29\thi \nopenssl\t3.0.2-0ubuntu1.15\tii "))
    T.append(p.run("openssl version -a | head -4", """OpenSSL 3.0.2 15 Mar 2022 (Library: OpenSSL 3.0.2 15 Mar 2022)
built on: Wed Feb 21 10:56:10 2024 UTC
platform: debian-amd64
options:  bn(64,64)"""))
    T.append(p.run("needrestart -b -r l", """NEEDRESTART-VER: 3.5
NEEDRESTART-KCUR: 5.15.0-105-generic
NEEDRESTART-KEXP: 5.15.0-105-generic
NEEDRESTART-KSTA: 1
NEEDRESTART-SVC: cron.service
NEEDRESTART-SVC: ssh.service
NEEDRESTART-SVC: systemd-resolved.service
NEEDRESTART-SVC: unattended-upgrades.service"""))
    T.append(p.run("apt-mark showhold; tail -4 /var/log/apt/history.log", """linux-firmware
Start-Date: 2024-05-14  11:06:47
Commandline: apt-get upgrade -y
Upgrade: libssl3:amd64 (3.0.2-0ubuntu1.14, 3.0.2-0ubuntu1.15), openssl:amd64 (3.0.2-0ubuntu1.14, 3.0.2-0ubuntu1.15), vim:amd64 (2:8.2.3995-1ubuntu2.15, 2:8.2.3995-1ubuntu2.16), xxd:amd64 (2:8.2.3995-1ubuntu2.15, 2:8.2.3995-1ubuntu2.16), vim-common:amd64 (2:8.2.3995-1ubuntu2.15, 2:8.2.3995-1ubuntu2.16), vim-runtime:amd64 (2:8.2.3995-1ubuntu2.15, 2:8.2.3995-1ubuntu2.16), tzdata:amd64 (2023c-0ubuntu0.22.04.2, 2024a-0ubuntu0.22.04), curl:amd64 (7.81.0-1ubuntu1.15, 7.81.0-1ubuntu1.16), libcurl4:amd64 (7.81.0-1ubuntu1.15, 7.81.0-1ubuntu1.16)
End-Date: 2024-05-14  11:06:58"""))
    return ("h50-terminal-07", state, T, True, 3,
            "apt-cache policy shows libssl3 installed at 3.0.2-0ubuntu1.13, but apt list --upgradable showed it upgradable from 3.0.2-0ubuntu1.14")


# --------------------------------------------------------------------------------------------
# 08 pacman (clean)
def t08():
    p = Pane("sam", "archbox", "/home/sam")
    state = p.prompt
    T = []
    T.append(p.run("pacman -Qi ripgrep", """Name            : ripgrep
Version         : 14.1.0-1
Description     : A search tool that combines the usability of ag with the raw speed of grep
Architecture    : x86_64
URL             : https://github.com/BurntSushi/ripgrep
Licenses        : MIT  Unlicense
Groups          : None
Provides        : None
Depends On      : gcc-libs  glibc  pcre2
Optional Deps   : None
Required By     : None
Optional For    : None
Conflicts With  : None
Replaces        : None
Installed Size  : 5.43 MiB
Packager        : Caleb Maclennan <alerque@archlinux.org>
Build Date      : Mon 08 Jan 2024 09:12:44 PM CET
Install Date    : Fri 19 Jan 2024 06:40:12 PM CET
Install Reason  : Explicitly installed
Install Script  : No
Validated By    : Signature
"""))
    T.append(p.run("checkupdates", """linux 6.8.9.arch1-1 -> 6.9.1.arch1-1
mesa 1:24.0.6-1 -> 1:24.0.7-1
python-requests 2.31.0-3 -> 2.32.1-1
ripgrep 14.1.0-1 -> 14.1.1-1""", duration=4))
    cmd = "sudo pacman -Syu --noconfirm"
    head = """:: Synchronizing package databases...
 core downloading...
 extra downloading...
 multilib downloading...
:: Starting full system upgrade...
resolving dependencies...
looking for conflicting packages...

Packages (4) linux-6.9.1.arch1-1  mesa-1:24.0.7-1  python-requests-2.32.1-1  ripgrep-14.1.1-1

Total Download Size:   142.30 MiB
Total Installed Size:  176.04 MiB
Net Upgrade Size:        0.64 MiB

:: Proceed with installation? [Y/n]
:: Retrieving packages...
 linux-6.9.1.arch1-1-x86_64 downloading...
 mesa-1:24.0.7-1-x86_64 downloading...
 ripgrep-14.1.1-1-x86_64 downloading...
 python-requests-2.32.1-1-any downloading...
checking keyring...
checking package integrity...
loading package files...
checking for file conflicts...
checking available disk space...
:: Running pre-transaction hooks...
(1/1) Removing linux initcpios...
:: Processing package changes...
upgrading linux...
upgrading mesa...
upgrading python-requests..."""
    T.append(begin(p, cmd, head, 20))
    T.append(finish(p, cmd, head + """
upgrading ripgrep...
:: Running post-transaction hooks...
(1/6) Arming ConditionNeedsUpdate...
(2/6) Updating module dependencies...
(3/6) Updating linux initcpios...
==> Building image from preset: /etc/mkinitcpio.d/linux.preset: 'default'
==> Using default configuration file: '/etc/mkinitcpio.conf'
  -> -k /boot/vmlinuz-linux -g /boot/initramfs-linux.img
==> Starting build: '6.9.1-arch1-1'
  -> Running build hook: [base]
  -> Running build hook: [systemd]
  -> Running build hook: [autodetect]
  -> Running build hook: [microcode]
  -> Running build hook: [modconf]
  -> Running build hook: [kms]
  -> Running build hook: [keyboard]
  -> Running build hook: [block]
  -> Running build hook: [filesystems]
  -> Running build hook: [fsck]
==> Generating module dependencies
==> Creating zstd-compressed initcpio image: '/boot/initramfs-linux.img'
==> Initcpio image generation successful
(4/6) Reloading system manager configuration...
(5/6) Updating the info directory file...
(6/6) Updating linux module dependencies...""", 30))
    T.append(p.run("pacman -Q linux mesa python-requests ripgrep; uname -r", """linux 6.9.1.arch1-1
mesa 1:24.0.7-1
python-requests 2.32.1-1
ripgrep 14.1.1-1
6.8.9-arch1-1"""))
    T.append(p.run("pacman -Qi ripgrep | grep -E '^(Version|Installed Size|Build Date|Install Date|Install Reason)'", """Version         : 14.1.1-1
Installed Size  : 5.45 MiB
Build Date      : Sun 12 May 2024 11:47:03 AM CEST
Install Date    : Tue 14 May 2024 09:26:41 PM CEST
Install Reason  : Explicitly installed"""))
    T.append(p.run("checkupdates; echo \"exit=$?\"", "exit=2", duration=4))
    return "h50-terminal-08", state, T, False, None, "clean"


# --------------------------------------------------------------------------------------------
# 09 systemd / journalctl (clean)
def t09():
    p = Pane("deploy", "api-prod-1", "/home/deploy")
    state = p.prompt
    T = []
    T.append(p.run("systemctl status invoicer.service --no-pager -n 5", """● invoicer.service - Invoicer API (gunicorn)
     Loaded: loaded (/etc/systemd/system/invoicer.service; enabled; preset: enabled)
     Active: active (running) since Tue 2024-05-14 06:02:11 UTC; 3h 21min ago
   Main PID: 48213 (gunicorn)
      Tasks: 5 (limit: 9382)
     Memory: 212.4M
        CPU: 14min 2.117s
     CGroup: /system.slice/invoicer.service
             ├─48213 /opt/invoicer/venv/bin/python3 /opt/invoicer/venv/bin/gunicorn invoicer.wsgi:app -c /etc/invoicer/gunicorn.py
             ├─48229 /opt/invoicer/venv/bin/python3 /opt/invoicer/venv/bin/gunicorn invoicer.wsgi:app -c /etc/invoicer/gunicorn.py
             ├─48230 /opt/invoicer/venv/bin/python3 /opt/invoicer/venv/bin/gunicorn invoicer.wsgi:app -c /etc/invoicer/gunicorn.py
             ├─48231 /opt/invoicer/venv/bin/python3 /opt/invoicer/venv/bin/gunicorn invoicer.wsgi:app -c /etc/invoicer/gunicorn.py
             └─51102 /opt/invoicer/venv/bin/python3 /opt/invoicer/venv/bin/gunicorn invoicer.wsgi:app -c /etc/invoicer/gunicorn.py

May 14 09:18:44 api-prod-1 gunicorn[48213]: [2024-05-14 09:18:44 +0000] [48213] [CRITICAL] WORKER TIMEOUT (pid:48232)
May 14 09:18:45 api-prod-1 gunicorn[48213]: [2024-05-14 09:18:45 +0000] [48213] [ERROR] Worker (pid:48232) was sent SIGKILL! Perhaps out of memory?
May 14 09:18:45 api-prod-1 gunicorn[51102]: [2024-05-14 09:18:45 +0000] [51102] [INFO] Booting worker with pid: 51102
May 14 09:21:07 api-prod-1 gunicorn[48230]: POST /v1/invoices/render 200 28411ms
May 14 09:22:50 api-prod-1 gunicorn[48229]: POST /v1/invoices/render 200 29730ms"""))
    T.append(p.run("journalctl -u invoicer --since '09:10' --no-pager -o short-iso | grep -E 'TIMEOUT|render' | tail -6", """2024-05-14T09:12:31+0000 api-prod-1 gunicorn[48231]: POST /v1/invoices/render 200 27102ms
2024-05-14T09:15:58+0000 api-prod-1 gunicorn[48232]: POST /v1/invoices/render 200 29944ms
2024-05-14T09:18:44+0000 api-prod-1 gunicorn[48213]: [2024-05-14 09:18:44 +0000] [48213] [CRITICAL] WORKER TIMEOUT (pid:48232)
2024-05-14T09:21:07+0000 api-prod-1 gunicorn[48230]: POST /v1/invoices/render 200 28411ms
2024-05-14T09:22:50+0000 api-prod-1 gunicorn[48229]: POST /v1/invoices/render 200 29730ms
2024-05-14T09:23:19+0000 api-prod-1 gunicorn[51102]: POST /v1/invoices/render 200 24688ms"""))
    T.append(p.run("systemctl cat invoicer.service", """# /etc/systemd/system/invoicer.service
[Unit]
Description=Invoicer API (gunicorn)
After=network-online.target postgresql.service
Wants=network-online.target

[Service]
Type=notify
User=invoicer
Group=invoicer
WorkingDirectory=/opt/invoicer
Environment=GUNICORN_WORKERS=4
Environment=GUNICORN_TIMEOUT=30
ExecStart=/opt/invoicer/venv/bin/gunicorn invoicer.wsgi:app -c /etc/invoicer/gunicorn.py
ExecReload=/bin/kill -s HUP $MAINPID
Restart=on-failure
TimeoutStopSec=30

[Install]
WantedBy=multi-user.target"""))
    T.append(p.run("sudo mkdir -p /etc/systemd/system/invoicer.service.d && printf '[Service]\\nEnvironment=GUNICORN_TIMEOUT=60\\n' | sudo tee /etc/systemd/system/invoicer.service.d/override.conf",
                   "[Service]\nEnvironment=GUNICORN_TIMEOUT=60"))
    T.append(p.run("sudo systemctl daemon-reload && sudo systemctl restart invoicer.service", duration=4))
    T.append(p.run("systemctl status invoicer.service --no-pager -n 5", """● invoicer.service - Invoicer API (gunicorn)
     Loaded: loaded (/etc/systemd/system/invoicer.service; enabled; preset: enabled)
    Drop-In: /etc/systemd/system/invoicer.service.d
             └─override.conf
     Active: active (running) since Tue 2024-05-14 09:24:37 UTC; 7s ago
   Main PID: 51877 (gunicorn)
      Tasks: 5 (limit: 9382)
     Memory: 148.9M
        CPU: 3.201s
     CGroup: /system.slice/invoicer.service
             ├─51877 /opt/invoicer/venv/bin/python3 /opt/invoicer/venv/bin/gunicorn invoicer.wsgi:app -c /etc/invoicer/gunicorn.py
             ├─51880 /opt/invoicer/venv/bin/python3 /opt/invoicer/venv/bin/gunicorn invoicer.wsgi:app -c /etc/invoicer/gunicorn.py
             ├─51881 /opt/invoicer/venv/bin/python3 /opt/invoicer/venv/bin/gunicorn invoicer.wsgi:app -c /etc/invoicer/gunicorn.py
             ├─51882 /opt/invoicer/venv/bin/python3 /opt/invoicer/venv/bin/gunicorn invoicer.wsgi:app -c /etc/invoicer/gunicorn.py
             └─51883 /opt/invoicer/venv/bin/python3 /opt/invoicer/venv/bin/gunicorn invoicer.wsgi:app -c /etc/invoicer/gunicorn.py

May 14 09:24:37 api-prod-1 gunicorn[51877]: [2024-05-14 09:24:37 +0000] [51877] [INFO] Using worker: sync
May 14 09:24:37 api-prod-1 gunicorn[51880]: [2024-05-14 09:24:37 +0000] [51880] [INFO] Booting worker with pid: 51880
May 14 09:24:37 api-prod-1 gunicorn[51881]: [2024-05-14 09:24:37 +0000] [51881] [INFO] Booting worker with pid: 51881
May 14 09:24:37 api-prod-1 gunicorn[51882]: [2024-05-14 09:24:37 +0000] [51882] [INFO] Booting worker with pid: 51882
May 14 09:24:37 api-prod-1 gunicorn[51883]: [2024-05-14 09:24:37 +0000] [51883] [INFO] Booting worker with pid: 51883"""))
    T.append(p.run("systemctl show invoicer.service -p MainPID -p NRestarts -p Environment -p DropInPaths -p ActiveEnterTimestamp", """MainPID=51877
NRestarts=0
Environment=GUNICORN_WORKERS=4 GUNICORN_TIMEOUT=60
DropInPaths=/etc/systemd/system/invoicer.service.d/override.conf
ActiveEnterTimestamp=Tue 2024-05-14 09:24:37 UTC"""))
    T.append(p.run("journalctl -u invoicer --no-pager -n 9 -o short-iso", """2024-05-14T09:23:19+0000 api-prod-1 gunicorn[51102]: POST /v1/invoices/render 200 24688ms
2024-05-14T09:24:35+0000 api-prod-1 systemd[1]: Stopping invoicer.service - Invoicer API (gunicorn)...
2024-05-14T09:24:35+0000 api-prod-1 gunicorn[48213]: [2024-05-14 09:24:35 +0000] [48213] [INFO] Handling signal: term
2024-05-14T09:24:36+0000 api-prod-1 gunicorn[48213]: [2024-05-14 09:24:36 +0000] [48213] [INFO] Shutting down: Master
2024-05-14T09:24:36+0000 api-prod-1 systemd[1]: invoicer.service: Deactivated successfully.
2024-05-14T09:24:36+0000 api-prod-1 systemd[1]: Stopped invoicer.service - Invoicer API (gunicorn).
2024-05-14T09:24:36+0000 api-prod-1 systemd[1]: invoicer.service: Consumed 14min 6.884s CPU time.
2024-05-14T09:24:36+0000 api-prod-1 systemd[1]: Starting invoicer.service - Invoicer API (gunicorn)...
2024-05-14T09:24:37+0000 api-prod-1 systemd[1]: Started invoicer.service - Invoicer API (gunicorn)."""))
    T.append(p.run("systemctl list-timers --all --no-pager | grep -E 'NEXT|invoicer'", """NEXT                        LEFT          LAST                        PASSED       UNIT                           ACTIVATES
Tue 2024-05-14 12:00:00 UTC 2h 35min left Tue 2024-05-14 06:00:04 UTC 3h 24min ago invoicer-report.timer          invoicer-report.service"""))
    T.append(p.run("journalctl -u invoicer --since today -p warning --no-pager -q | wc -l", "11"))
    T.append(p.run("curl -s localhost:8081/healthz; echo", '{"status":"ok","version":"2.14.3","workers":4,"timeout_s":60,"uptime_s":41}'))
    T.append(p.run("systemctl status invoicer.service --no-pager | head -6", """● invoicer.service - Invoicer API (gunicorn)
     Loaded: loaded (/etc/systemd/system/invoicer.service; enabled; preset: enabled)
    Drop-In: /etc/systemd/system/invoicer.service.d
             └─override.conf
     Active: active (running) since Tue 2024-05-14 09:24:37 UTC; 1min 2s ago
   Main PID: 51877 (gunicorn)"""))
    return "h50-terminal-09", state, T, False, None, "clean"


# --------------------------------------------------------------------------------------------
# 10 csvkit (bad: line count of the filtered file does not follow)
def _csvstat(col: str, rows: int, uniq: int, lo: str, hi: str, total: str, mean: str, median: str, sd: str, common: list[str]) -> str:
    lines = [f'  7. "{col}"', "", "\tType of data:          Number", "\tContains null values:  False",
             f"\tNon-null values:       {rows}", f"\tUnique values:         {uniq}", f"\tSmallest value:        {lo}",
             f"\tLargest value:         {hi}", f"\tSum:                   {total}", f"\tMean:                  {mean}",
             f"\tMedian:                {median}", f"\tStDev:                 {sd}", "\tMost decimal places:   2",
             f"\tMost common values:    {common[0]}"]
    lines += [f"\t                       {c}" for c in common[1:]]
    return "\n".join(lines) + f"\n\nRow count: {rows}"


def t10():
    p = Pane("nora", "analytics", "/home/nora/data")
    state = p.prompt
    regions = [("DE", 1702, "146018.42"), ("FR", 1118, "95377.16"), ("NL", 804, "69112.85"), ("AT", 583, "49731.20"), ("BE", 476, "40977.45")]
    net_rows = sum(r[1] for r in regions)
    assert net_rows == 4820 - 137
    net_cents = sum(int(r[2].replace(".", "")) for r in regions)
    assert net_cents == 40121708
    T = []
    T.append(p.run("wc -l orders_2024q1.csv; head -3 orders_2024q1.csv", """4821 orders_2024q1.csv
order_id,created_at,customer_id,region,channel,items,total_eur,status
A-100002,2024-01-01 00:07:13,C-20871,DE,web,2,38.80,delivered
A-100003,2024-01-01 00:19:40,C-11309,NL,app,1,19.90,delivered"""))
    T.append(p.run("csvcut -n orders_2024q1.csv", """  1: order_id
  2: created_at
  3: customer_id
  4: region
  5: channel
  6: items
  7: total_eur
  8: status"""))
    T.append(p.run("csvstat -c total_eur orders_2024q1.csv",
                   _csvstat("total_eur", 4820, 4107, "4.9", "2,318.4", "412,906.35", "85.665", "61.2", "97.018",
                            ["19.9 (61x)", "29.9 (48x)", "9.9 (37x)", "49.9 (29x)", "14.9 (22x)"]), duration=3))
    T.append(p.run("csvgrep -c status -m refunded orders_2024q1.csv | csvstat --count; csvcut -c status orders_2024q1.csv | tail -n +2 | sort | uniq -c",
                   "137\n   4319 delivered\n    137 refunded\n    364 shipped", duration=3))
    T.append(p.run("csvgrep -c status -m refunded -i orders_2024q1.csv > net.csv && wc -l net.csv", "4694 net.csv", duration=3))
    T.append(p.run("csvsort -c total_eur -r net.csv | head -4 | csvcut -c order_id,created_at,region,channel,total_eur,status | csvlook", """| order_id | created_at          | region | channel | total_eur | status    |
| -------- | ------------------- | ------ | ------- | --------- | --------- |
| A-103377 | 2024-02-19 14:02:51 | DE     | web     |  2,318.40 | delivered |
| A-104915 | 2024-03-27 09:48:12 | AT     | b2b     |  1,977.00 | delivered |
| A-101862 | 2024-01-30 17:15:05 | FR     | web     |  1,640.25 | shipped   |""", duration=3))
    body = "\n".join(f"| {r:<6} | {n:>6,} | {float(v):>10,.2f} |" for r, n, v in regions)
    T.append(p.run('csvsql --query "select region, count(*) as orders, round(sum(total_eur), 2) as revenue from net group by region order by revenue desc" net.csv | csvlook',
                   "| region | orders |    revenue |\n| ------ | ------ | ---------- |\n" + body, duration=4))
    T.append(p.run("csvstat -c total_eur net.csv",
                   _csvstat("total_eur", net_rows, 4014, "4.9", "2,318.4", f"{net_cents / 100:,.2f}", f"{net_cents / 100 / net_rows:.3f}",
                            "61.2", "96.771", ["19.9 (60x)", "29.9 (47x)", "9.9 (36x)", "49.9 (28x)", "14.9 (22x)"]), duration=3))
    return ("h50-terminal-10", state, T, True, 5,
            "net.csv has 4694 lines, but 4820 rows minus the 137 refunded ones plus the header makes 4684 (the later summaries count 4683 rows)")


# --------------------------------------------------------------------------------------------
# 11 git rebase, fixup, tags (clean)
def t11():
    p = Pane("dev", "ws", "/home/dev/src/pdfgrid")
    state = p.prompt
    T = []
    T.append(p.run("git log --oneline --graph --decorate -9", """* 5c1e9a2 (HEAD -> feature/table-merge, origin/feature/table-merge) Document merge_cells
* 2c95e61 Fix off-by-one in span width
* 8d24b0f Handle rowspan in layout pass
* 1a7e3c9 Add merge_cells option to TableBuilder
* 0e4d7b3 (tag: v0.8.2, origin/main, origin/HEAD, main) Bump version to 0.8.2
* 6f10a88 Fix font fallback on Windows
* a3c58e0 Add CMYK colour support
* 71d0f4b (tag: v0.8.1) Bump version to 0.8.1
* d92e6b5 Cache parsed AFM metrics"""))
    T.append(p.run("git fetch origin && git log --oneline HEAD..origin/main", """remote: Enumerating objects: 23, done.
remote: Counting objects: 100% (23/23), done.
remote: Compressing objects: 100% (9/9), done.
remote: Total 14 (delta 8), reused 11 (delta 5), pack-reused 0
Unpacking objects: 100% (14/14), 3.91 KiB | 1.30 MiB/s, done.
From github.com:pdfgrid/pdfgrid
   0e4d7b3..b7c2d15  main       -> origin/main
b7c2d15 CI: test on 3.13
4a8f6e1 Speed up glyph cache
93bd0c4 Drop Python 3.8 support""", duration=3))
    T.append(p.run("git rebase origin/main", "Successfully rebased and updated refs/heads/feature/table-merge.", duration=2))
    T.append(p.run("git log --oneline --decorate -7", """3f6d91a (HEAD -> feature/table-merge) Document merge_cells
c0b8e25 Fix off-by-one in span width
72c9f38 Handle rowspan in layout pass
e41a0d7 Add merge_cells option to TableBuilder
b7c2d15 (origin/main, origin/HEAD) CI: test on 3.13
4a8f6e1 Speed up glyph cache
93bd0c4 Drop Python 3.8 support"""))
    T.append(p.run("GIT_SEQUENCE_EDITOR=\"sed -i '2s/^pick/fixup/'\" git rebase -i HEAD~3", "Successfully rebased and updated refs/heads/feature/table-merge.", duration=2))
    T.append(p.run("git log --oneline --decorate -5 && git diff --stat origin/main..HEAD", """d83f0b7 (HEAD -> feature/table-merge) Document merge_cells
9e17a4c Handle rowspan in layout pass
e41a0d7 Add merge_cells option to TableBuilder
b7c2d15 (origin/main, origin/HEAD) CI: test on 3.13
4a8f6e1 Speed up glyph cache
 docs/tables.md            | 41 +++++++++++++++++++++
 pdfgrid/layout.py         | 58 +++++++++++++++++++++++-----
 pdfgrid/table.py          | 27 ++++++++++++--
 tests/test_table_merge.py | 96 ++++++++++++++++++++++++++++++++++++++++++++++
 4 files changed, 212 insertions(+), 10 deletions(-)"""))
    T.append(p.run("git tag -a v0.9.0-rc1 -m 'Table merge preview' && git tag -n --sort=-creatordate | head -4", """v0.9.0-rc1      Table merge preview
v0.8.2          Release 0.8.2
v0.8.1          Release 0.8.1
v0.8.0          Release 0.8.0"""))
    T.append(p.run("git show --stat v0.9.0-rc1 | cat", """tag v0.9.0-rc1
Tagger: Dev Rao <dev@pdfgrid.org>
Date:   Tue May 14 16:20:33 2024 +0200

Table merge preview

commit d83f0b7c1e5a92f4b06d3a8e7c2f19b45e60a8d3 (HEAD -> feature/table-merge, tag: v0.9.0-rc1)
Author: Dev Rao <dev@pdfgrid.org>
Date:   Fri May 10 11:42:09 2024 +0200

    Document merge_cells

 docs/tables.md | 41 +++++++++++++++++++++++++++++++++++++++++
 1 file changed, 41 insertions(+)"""))
    T.append(p.run("git push --force-with-lease origin feature/table-merge", """Enumerating objects: 27, done.
Counting objects: 100% (27/27), done.
Delta compression using up to 16 threads
Compressing objects: 100% (15/15), done.
Writing objects: 100% (18/18), 5.12 KiB | 5.12 MiB/s, done.
Total 18 (delta 10), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (10/10), completed with 6 local objects.
To github.com:pdfgrid/pdfgrid.git
 + 5c1e9a2...d83f0b7 feature/table-merge -> feature/table-merge (forced update)""", duration=3))
    T.append(p.run("git status -sb && git log --oneline --decorate -1 origin/feature/table-merge", """## feature/table-merge...origin/feature/table-merge
d83f0b7 (HEAD -> feature/table-merge, tag: v0.9.0-rc1, origin/feature/table-merge) Document merge_cells"""))
    return "h50-terminal-11", state, T, False, None, "clean"


# --------------------------------------------------------------------------------------------
# 12 git worktree + bisect (bad: bisect log records a commit marked bad as good)
def t12():
    p = Pane("ana", "lab", "/home/ana/src/tilecache")
    state = p.prompt
    main_h = "4be1d9c2a80f6e3b7d5c19a4f8e2b06d7c3a915e"
    rel = "7f2c4aa9e1b30d58c6f7a2e4d91b8c05f3e6a2d7"
    c1 = "c01d5e8b7a9f3e12d4c6b80a5f2e7d9c3b1a4e60"
    c2 = "a93e7b1d05c2f8e6a4b7390d1e5c8f2a6b4d7e03"
    c3 = "e2c81b6f0d4a7c39e85b21f6a0d3c7e94b58f12a"
    c4 = "3d7a9f0c8e2b5a41d6f930e7c2b8a5d14e6f0c9b"
    test = "go test ./cache -run 'TestEvict' -count=1 | grep -E '^(ok|FAIL|---)'"
    fail = ('--- FAIL: TestEvictOrder (0.02s)\nFAIL\nFAIL\tgithub.com/ana/tilecache/cache\t0.041s\nFAIL')
    T = []
    T.append(p.run("git worktree list", "/home/ana/src/tilecache         4be1d9c [main]\n/home/ana/src/tilecache-hotfix  91a3e02 [hotfix/2.3.1]"))
    T.append(p.run("git worktree add --detach ../tilecache-bisect v2.3.0", "Preparing worktree (detached HEAD 7f2c4aa)\nHEAD is now at 7f2c4aa Release 2.3.0"))
    T.append(p.run("cd ../tilecache-bisect && git bisect start main v2.3.0",
                   f"Bisecting: 11 revisions left to test after this (roughly 4 steps)\n[{c1}] Switch LRU to segmented eviction",
                   cd="/home/ana/src/tilecache-bisect"))
    T.append(p.run(f"{test}; git bisect bad",
                   fail + f"\nBisecting: 5 revisions left to test after this (roughly 3 steps)\n[{c2}] Add tile size histogram", duration=8))
    T.append(p.run(f"{test}; git bisect good",
                   f"ok  \tgithub.com/ana/tilecache/cache\t0.038s\nBisecting: 2 revisions left to test after this (roughly 2 steps)\n[{c3}] Reuse key buffer in eviction path", duration=8))
    T.append(p.run(f"{test}; git bisect bad",
                   fail.replace("0.041s", "0.043s") + f"\nBisecting: 0 revisions left to test after this (roughly 0 steps)\n[{c4}] Inline hash of tile key", duration=8))
    T.append(p.run(f"{test}; git bisect good", f"""ok  \tgithub.com/ana/tilecache/cache\t0.036s
{c3} is the first bad commit
commit {c3}
Author: Piotr Nowak <piotr@tilecache.dev>
Date:   Thu Apr 25 15:31:08 2024 +0200

    Reuse key buffer in eviction path

 cache/evict.go      | 23 ++++++++++++++---------
 cache/evict_test.go |  4 ++--
 2 files changed, 16 insertions(+), 11 deletions(-)""", duration=8))
    T.append(p.run("git bisect log", f"""git bisect start 'main' 'v2.3.0'
# status: waiting for both good and bad commits
# bad: [{main_h}] Merge pull request #88 from pnowak/metrics
git bisect bad {main_h}
# status: waiting for good commit(s), bad commit known
# good: [{rel}] Release 2.3.0
git bisect good {rel}
# good: [{c1}] Switch LRU to segmented eviction
git bisect good {c1}
# good: [{c2}] Add tile size histogram
git bisect good {c2}
# bad: [{c3}] Reuse key buffer in eviction path
git bisect bad {c3}
# good: [{c4}] Inline hash of tile key
git bisect good {c4}
# first bad commit: [{c3}] Reuse key buffer in eviction path"""))
    T.append(p.run("git bisect reset && cd ../tilecache && git worktree remove ../tilecache-bisect && git worktree list",
                   "Previous HEAD position was 3d7a9f0 Inline hash of tile key\nHEAD is now at 7f2c4aa Release 2.3.0\n"
                   "/home/ana/src/tilecache         4be1d9c [main]\n/home/ana/src/tilecache-hotfix  91a3e02 [hotfix/2.3.1]",
                   cd="/home/ana/src/tilecache"))
    return ("h50-terminal-12", state, T, True, 8,
            "git bisect log records c01d5e8 (Switch LRU to segmented eviction) as good, but it was marked bad in turn 4 after its test failed")


# --------------------------------------------------------------------------------------------
# 13 rsync (bad: total size of the untouched source changes)
def _rsync_stats(created: str, deleted: str, xfer: int, total: int, xsize: int, sent: int, recv: int, secs: float) -> str:
    return f"""
Number of files: 96,214 (reg: 91,880, dir: 4,334)
Number of created files: {created}
Number of deleted files: {deleted}
Number of regular files transferred: {fmt(xfer)}
Total file size: {fmt(total)} bytes
Total transferred file size: {fmt(xsize)} bytes
Literal data: 0 bytes
Matched data: 0 bytes
File list size: 0
File list generation time: 0.001 seconds
File list transfer time: 0.000 seconds
Total bytes sent: {fmt(sent)}
Total bytes received: {fmt(recv)}

sent {fmt(sent)} bytes  received {fmt(recv)} bytes  {(sent + recv) / secs:,.2f} bytes/sec
total size is {fmt(total)}  speedup is {total / (sent + recv):,.2f} (DRY RUN)"""


def t13():
    p = Pane("backup", "nas-01", "/home/backup")
    state = p.prompt
    total = 442_130_556_118
    T = []
    T.append(p.run("df -h /srv /mnt/backup && sudo du -sh /srv/photos /mnt/backup/photos", """Filesystem      Size  Used Avail Use% Mounted on
/dev/md0        3.6T  2.1T  1.4T  61% /srv
/dev/sdc1       1.8T  1.2T  588G  68% /mnt/backup
412G	/srv/photos
398G	/mnt/backup/photos""", duration=40))
    dry = "sudo rsync -an --delete --stats /srv/photos/ /mnt/backup/photos/"
    T.append(p.run(dry, _rsync_stats("1,213 (reg: 1,198, dir: 15)", "42 (reg: 42)", 1262, total, 14_871_220_412, 2_771_406, 18_544, 32.5), duration=40))
    cmd = "sudo rsync -a --delete --info=progress2 /srv/photos/ /mnt/backup/photos/"
    T.append(begin(p, cmd, "  3,402,115,072  22%  104.22MB/s    0:01:50 (xfr#281, ir-chk=1012/96214)", 40))
    T.append(finish(p, cmd, """ 14,871,220,412 100%   97.81MB/s    0:02:32 (xfr#1262, to-chk=0/96214)""", 150))
    bad_total = 441_730_556_118
    T.append(p.run(dry, _rsync_stats("0", "0", 0, bad_total, 0, 2_731_877, 18_311, 31.2), duration=40))
    T.append(p.run("sudo du -sh /mnt/backup/photos", "412G\t/mnt/backup/photos", duration=30))
    T.append(p.run("df -h /mnt/backup", """Filesystem      Size  Used Avail Use% Mounted on
/dev/sdc1       1.8T  1.3T  575G  69% /mnt/backup"""))
    return ("h50-terminal-13", state, T, True, 5,
            "the second dry run reports a total size of 441,730,556,118 bytes, but the untouched source totalled 442,130,556,118 bytes in turn 2")


# --------------------------------------------------------------------------------------------
# 14 7z (clean)
P7 = """7-Zip [64] 16.02 : Copyright (c) 1999-2016 Igor Pavlov : 2016-05-21
p7zip Version 16.02 (locale=en_US.UTF-8,Utf16=on,HugeFiles=on,64 bits,8 CPUs Intel(R) Core(TM) i7-10610U CPU @ 1.80GHz (806EC),ASM,AES-NI)
"""


def _mib(n: int) -> int:
    return (n + (1 << 20) - 1) >> 20


def t14():
    p = Pane("kai", "ws", "/home/kai/handover")
    state = p.prompt
    dirs = [("2024-05-13 17:40:02", "dataset"), ("2024-05-13 17:38:55", "dataset/clean"), ("2024-05-10 09:14:22", "dataset/raw")]
    files = [("2024-05-13 17:40:02", 2211, "dataset/README.txt"),
             ("2024-05-13 17:38:55", 3306112, "dataset/clean/part-000.parquet"),
             ("2024-05-13 17:38:55", 3297804, "dataset/clean/part-001.parquet"),
             ("2024-05-13 17:38:55", 3301479, "dataset/clean/part-002.parquet"),
             ("2024-05-13 17:38:56", 1184230, "dataset/clean/part-003.parquet"),
             ("2024-05-10 09:14:19", 4981204, "dataset/raw/sensors_2024-04-01.csv"),
             ("2024-05-10 09:14:19", 5102671, "dataset/raw/sensors_2024-04-08.csv"),
             ("2024-05-10 09:14:20", 5090338, "dataset/raw/sensors_2024-04-15.csv"),
             ("2024-05-10 09:14:20", 5143907, "dataset/raw/sensors_2024-04-22.csv"),
             ("2024-05-10 09:14:21", 5017716, "dataset/raw/sensors_2024-04-29.csv"),
             ("2024-05-10 09:14:22", 2877193, "dataset/raw/sensors_2024-05-06.csv"),
             ("2024-05-13 17:42:10", 1480, "notes.md"),
             ("2024-05-13 16:05:47", 2914552, "report.pdf")]
    files.insert(5, ("2024-05-10 09:14:18", 990470, "dataset/raw/devices.csv"))
    assert len(files) == 14
    total = sum(f[1] for f in files)
    phys, hdr = 31904122, 1012
    packed = phys - hdr - 32
    T = []
    T.append(p.run("ls -l && du -sb dataset", f"""total 2856
drwxr-xr-x 4 kai kai    4096 May 13 17:40 dataset
-rw-r--r-- 1 kai kai    1480 May 13 17:42 notes.md
-rw-r--r-- 1 kai kai 2914552 May 13 16:05 report.pdf
{total - 1480 - 2914552 + 3 * 4096}\tdataset"""))
    T.append(p.run("7z a -t7z -mx=9 handover.7z report.pdf dataset notes.md", P7 + f"""
Scanning the drive:
3 folders, 14 files, {total} bytes ({_mib(total)} MiB)

Creating archive: handover.7z

Items to compress: 17


Files read from disk: 14
Archive size: {phys} bytes ({_mib(phys)} MiB)
Everything is Ok""", duration=30))
    rows = [f"{d} D....            0            0  {n}" for d, n in dirs]
    first = True
    for d, size, n in files:
        comp = f"{packed:>12}" if first else " " * 12
        rows.append(f"{d} ....A {size:>12} {comp}  {n}")
        first = False
    sep = "------------------- ----- ------------ ------------  ------------------------"
    head = P7 + f"""
Scanning the drive for archives:
1 file, {phys} bytes ({_mib(phys)} MiB)

Listing archive: handover.7z

--
Path = handover.7z
Type = 7z
Physical Size = {phys}
Headers Size = {hdr}
Method = LZMA2:26
Solid = +
Blocks = 1

   Date      Time    Attr         Size   Compressed  Name
{sep}
"""
    T.append(p.run("7z l handover.7z", head + "\n".join(rows) + f"\n{sep}\n2024-05-13 17:42:10       {total:>12} {packed:>12}  14 files, 3 folders"))
    phys2, hdr2, notes2 = 31904517, 1044, 1480 + 51
    T.append(p.run("echo '- added checksum list (sha256sums.txt in dataset/)' >> notes.md && 7z u handover.7z notes.md", P7 + f"""
Open archive: handover.7z
--
Path = handover.7z
Type = 7z
Physical Size = {phys}
Headers Size = {hdr}
Method = LZMA2:26
Solid = +
Blocks = 1

Scanning the drive:
1 file, {notes2} bytes (2 KiB)

Updating archive: handover.7z

Keep old data in archive: 3 folders, 13 files, {total - 1480} bytes ({_mib(total - 1480)} MiB)
Add new data to archive: 1 file, {notes2} bytes (2 KiB)


Files read from disk: 1
Archive size: {phys2} bytes ({_mib(phys2)} MiB)
Everything is Ok""", duration=20))
    T.append(p.run("7z l handover.7z notes.md report.pdf", P7 + f"""
Scanning the drive for archives:
1 file, {phys2} bytes ({_mib(phys2)} MiB)

Listing archive: handover.7z

--
Path = handover.7z
Type = 7z
Physical Size = {phys2}
Headers Size = {hdr2}
Method = LZMA2:26
Solid = +
Blocks = 2

   Date      Time    Attr         Size   Compressed  Name
{sep}
2024-05-14 10:12:36 ....A {notes2:>12}          781  notes.md
2024-05-13 16:05:47 ....A      2914552               report.pdf
{sep}
2024-05-14 10:12:36       {notes2 + 2914552:>12}          781  2 files"""))
    T.append(p.run("7z t handover.7z", P7 + f"""
Scanning the drive for archives:
1 file, {phys2} bytes ({_mib(phys2)} MiB)

Testing archive: handover.7z
--
Path = handover.7z
Type = 7z
Physical Size = {phys2}
Headers Size = {hdr2}
Method = LZMA2:26
Solid = +
Blocks = 2

Everything is Ok

Folders: 3
Files: 14
Size:       {total - 1480 + notes2}
Compressed: {phys2}""", duration=5))
    return "h50-terminal-14", state, T, False, None, "clean"


# --------------------------------------------------------------------------------------------
# 15 jq / sort / uniq / awk / sed pipeline (clean)
def t15():
    p = Pane("ops", "logbox", "/home/ops/incidents/2024-05-13")
    state = p.prompt
    status = [("200", 1101244), ("304", 61912), ("404", 24007), ("502", 8311), ("499", 5106), ("500", 2218), ("301", 1579)]
    lines = sum(n for _, n in status)
    up502 = [("10.0.3.21:8080", 7902), ("10.0.3.22:8080", 311), ("10.0.3.23:8080", 98)]
    up500 = {"10.0.3.21:8080": 1040, "10.0.3.22:8080": 602, "10.0.3.23:8080": 576}
    assert sum(n for _, n in up502) == 8311 and sum(up500.values()) == 2218
    errs = {u: n + up500[u] for u, n in up502}
    nerr = sum(errs.values())
    T = []
    T.append(p.run("ls -lh", """total 39M
-rw-r--r-- 1 ops ops  38M May 14 07:02 access.json.gz
-rw-r--r-- 1 ops ops 2.1K May 14 07:40 timeline.md"""))
    T.append(p.run("zcat access.json.gz | wc -l", str(lines), duration=4))
    T.append(p.run("zcat access.json.gz | head -1 | jq .", """{
  "ts": "2024-05-13T00:00:00.412Z",
  "remote": "203.0.113.77",
  "method": "GET",
  "path": "/api/v1/catalog?page=2",
  "status": 200,
  "bytes": 18342,
  "dur_ms": 41,
  "ua": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  "upstream": "10.0.3.22:8080"
}"""))
    T.append(p.run("zcat access.json.gz | jq -r '.status' | sort | uniq -c | sort -rn",
                   "\n".join(f"{n:7d} {s}" for s, n in status), duration=12))
    T.append(p.run("zcat access.json.gz | jq -r 'select(.status == 502) | .upstream' | sort | uniq -c | sort -rn",
                   "\n".join(f"{n:7d} {u}" for u, n in up502), duration=10))
    mins = [("14:03", 188), ("14:04", 611), ("14:05", 742), ("14:06", 765), ("14:07", 731), ("14:08", 704), ("14:09", 688),
            ("14:10", 702), ("14:11", 679), ("14:12", 655), ("14:13", 590), ("14:14", 402), ("14:15", 219), ("14:16", 131)]
    assert sum(n for _, n in mins) < 8311
    T.append(p.run("zcat access.json.gz | jq -r 'select(.status == 502) | .ts[11:16]' | sort | uniq -c | awk '$1 > 100'",
                   "\n".join(f"{n:7d} {m}" for m, n in mins), duration=10))
    T.append(p.run("zcat access.json.gz | jq -c 'select(.status >= 500)' > errors.ndjson && wc -l errors.ndjson", f"{nerr} errors.ndjson", duration=10))
    p95 = {"10.0.3.21:8080": 30001, "10.0.3.22:8080": 2874, "10.0.3.23:8080": 1933}
    grp = ",\n".join(f'  {{\n    "upstream": "{u}",\n    "n": {errs[u]},\n    "p95": {p95[u]}\n  }}' for u, _ in up502)
    T.append(p.run("jq -s 'group_by(.upstream) | map({upstream: .[0].upstream, n: length, p95: (map(.dur_ms) | sort | .[(length * 0.95 | floor)])})' errors.ndjson",
                   "[\n" + grp + "\n]", duration=3))
    T.append(p.run("jq -r '[.ts, .upstream, .status, .path] | @tsv' errors.ndjson | sort | head -4", """2024-05-13T02:17:41.093Z\t10.0.3.23:8080\t500\t/api/v1/cart/checkout
2024-05-13T03:55:02.770Z\t10.0.3.22:8080\t500\t/api/v1/catalog/search?q=linen+shirt
2024-05-13T05:12:19.318Z\t10.0.3.21:8080\t502\t/api/v1/catalog?page=7
2024-05-13T06:40:58.004Z\t10.0.3.21:8080\t500\t/api/v1/recommendations/u/88172""", duration=2))
    T.append(p.run("sed -i '/\"upstream\":\"10.0.3.23:8080\"/d' errors.ndjson && wc -l errors.ndjson", f"{nerr - errs['10.0.3.23:8080']} errors.ndjson"))
    T.append(p.run("jq -r '.upstream' errors.ndjson | sort | uniq -c",
                   "\n".join(f"{errs[u]:7d} {u}" for u, _ in up502[:2])))
    return "h50-terminal-15", state, T, False, None, "clean"


# --------------------------------------------------------------------------------------------
# 16 podman (bad: grafana image tag changes after restarting prometheus)
def t16():
    p = Pane("meg", "fedora-ws", "/home/meg", style="rhel")
    state = p.prompt
    ports = "0.0.0.0:3000->3000/tcp, 0.0.0.0:3100->3100/tcp, 0.0.0.0:9090->9090/tcp"
    hdr = "CONTAINER ID  IMAGE                                    COMMAND               CREATED     STATUS         PORTS                                                                     NAMES               POD ID        PODNAME"

    def ps(prom: str, graf: str) -> str:
        return "\n".join([
            hdr,
            f"0c3d1e9a8b77  localhost/podman-pause:4.9.4-1711445992                        2 days ago  Up 2 days      {ports}  5e1a77c2b3f0-infra  5e1a77c2b3f0  grafana-stack",
            f"7b90d2e4c1a6  docker.io/prom/prometheus:v2.51.2        --config.file=/et...  2 days ago  {prom}  {ports}  prometheus          5e1a77c2b3f0  grafana-stack",
            f"a41f8c03d7e9  docker.io/grafana/loki:2.9.7             -config.file=/etc...  2 days ago  Up 2 days      {ports}  loki                5e1a77c2b3f0  grafana-stack",
            f"e2d6b5091fc3  docker.io/grafana/grafana:{graf}                               2 days ago  Up 2 days      {ports}  grafana             5e1a77c2b3f0  grafana-stack"])
    T = []
    T.append(p.run("podman pod ps", """POD ID        NAME           STATUS      CREATED     INFRA ID      # OF CONTAINERS
5e1a77c2b3f0  grafana-stack  Running     2 days ago  0c3d1e9a8b77  4"""))
    T.append(p.run("podman ps --pod", ps("Up 2 days    ", "10.4.2")))
    T.append(p.run("podman volume ls", "DRIVER      VOLUME NAME\nlocal       grafana-data\nlocal       loki-data\nlocal       prom-data"))
    T.append(p.run("podman volume inspect prom-data", """[
     {
          "Name": "prom-data",
          "Driver": "local",
          "Mountpoint": "/home/meg/.local/share/containers/storage/volumes/prom-data/_data",
          "CreatedAt": "2024-05-12T08:14:51.382010475+02:00",
          "Labels": {},
          "Scope": "local",
          "Options": {},
          "MountCount": 0,
          "NeedsCopyUp": true,
          "LockNumber": 3
     }
]"""))
    T.append(p.run("podman restart prometheus", "prometheus", duration=5))
    T.append(p.run("podman ps --pod", ps("Up 6 seconds ", "10.4.1")))
    T.append(p.run("podman logs --since 1m prometheus 2>&1 | tail -4", """ts=2024-05-14T07:52:18.604Z caller=head.go:764 level=info component=tsdb msg="WAL replay completed" checkpoint_replay_duration=41.927ms wal_replay_duration=1.892s wbl_replay_duration=174ns chunk_snapshot_load_duration=0s mmap_chunk_replay_duration=63.004ms total_replay_duration=2.012s
ts=2024-05-14T07:52:18.611Z caller=main.go:1169 level=info msg="TSDB started"
ts=2024-05-14T07:52:18.642Z caller=main.go:1351 level=info msg="Completed loading of configuration file" filename=/etc/prometheus/prometheus.yml totalDuration=30.118ms
ts=2024-05-14T07:52:18.642Z caller=main.go:1130 level=info msg="Server is ready to receive web requests.\""""))
    T.append(p.run("podman pod inspect grafana-stack --format '{{.State}} {{.NumContainers}}'; podman inspect grafana --format '{{.ImageName}} {{.State.Status}}'",
                   "Running 4\ndocker.io/grafana/grafana:10.4.2 running"))
    return ("h50-terminal-16", state, T, True, 6,
            "after restarting only prometheus, podman ps shows the grafana container on image grafana:10.4.1, but turn 2 (and the later inspect) give grafana:10.4.2")


# --------------------------------------------------------------------------------------------
# 17 dig (clean)
def _dig_full(args: str, qid: int, flags: str, counts: str, question: str, answer: str, ms: int, server: str, when: str, size: int, warn: bool) -> str:
    return (f"\n; <<>> DiG 9.18.24-0ubuntu0.22.04.1-Ubuntu <<>> {args}\n" + ("; (2 servers found)\n" if args.startswith("@") else "")
            + ";; global options: +cmd\n;; Got answer:\n"
            f";; ->>HEADER<<- opcode: QUERY, status: NOERROR, id: {qid}\n;; flags: {flags}; {counts}\n"
            + (";; WARNING: recursion requested but not available\n" if warn else "")
            + f"\n;; OPT PSEUDOSECTION:\n; EDNS: version: 0, flags:; udp: {1232 if warn else 65494}\n;; QUESTION SECTION:\n{question}\n\n"
            f";; ANSWER SECTION:\n{answer}\n\n;; Query time: {ms} msec\n;; SERVER: {server}\n;; WHEN: {when}\n;; MSG SIZE  rcvd: {size}\n")


def t17():
    p = Pane("netops", "bastion", "/home/netops")
    state = p.prompt
    T = []
    T.append(p.run("dig +noall +answer shop.brightloom.io", "shop.brightloom.io.\t300\tIN\tCNAME\tshops.myshopify.com.\nshops.myshopify.com.\t2711\tIN\tA\t23.227.38.65"))
    T.append(p.run("dig brightloom.io MX +short", "1 aspmx.l.google.com.\n5 alt1.aspmx.l.google.com.\n5 alt2.aspmx.l.google.com.\n10 alt3.aspmx.l.google.com.\n10 alt4.aspmx.l.google.com."))
    T.append(p.run("dig @ns1.dnsimple.com brightloom.io SOA", _dig_full(
        "@ns1.dnsimple.com brightloom.io SOA", 41877, "qr aa rd", "QUERY: 1, ANSWER: 1, AUTHORITY: 0, ADDITIONAL: 1",
        ";brightloom.io.\t\t\tIN\tSOA",
        "brightloom.io.\t\t3600\tIN\tSOA\tns1.dnsimple.com. admin.dnsimple.com. 2024051302 86400 7200 604800 300",
        18, "162.159.24.4#53(ns1.dnsimple.com) (UDP)", "Tue May 14 11:02:37 UTC 2024", 107, True)))
    T.append(p.run("dig +noall +answer shop.brightloom.io", "shop.brightloom.io.\t241\tIN\tCNAME\tshops.myshopify.com.\nshops.myshopify.com.\t2652\tIN\tA\t23.227.38.65"))
    T.append(p.run("dig @1.1.1.1 +noall +answer shop.brightloom.io", "shop.brightloom.io.\t300\tIN\tCNAME\tshops.myshopify.com.\nshops.myshopify.com.\t1119\tIN\tA\t23.227.38.65"))
    T.append(p.run("dig brightloom.io MX +short | sort -n; dig -x 23.227.38.65 +short",
                   "1 aspmx.l.google.com.\n5 alt1.aspmx.l.google.com.\n5 alt2.aspmx.l.google.com.\n10 alt3.aspmx.l.google.com.\n10 alt4.aspmx.l.google.com.\nmyshopify.com."))
    T.append(p.run("dig brightloom.io TXT", _dig_full(
        "brightloom.io TXT", 6120, "qr rd ra", "QUERY: 1, ANSWER: 2, AUTHORITY: 0, ADDITIONAL: 1",
        ";brightloom.io.\t\t\tIN\tTXT",
        'brightloom.io.\t\t3600\tIN\tTXT\t"v=spf1 include:_spf.google.com include:shops.shopify.com ~all"\n'
        'brightloom.io.\t\t3600\tIN\tTXT\t"google-site-verification=Qm4c1Yh2w8Zr0TbLx7PaN5eVd3KsJ9uF6oGiE1yWtRc"',
        31, "127.0.0.53#53(127.0.0.53) (UDP)", "Tue May 14 11:03:52 UTC 2024", 215, False)))
    return "h50-terminal-17", state, T, False, None, "clean"


# --------------------------------------------------------------------------------------------
# 18 nmcli (bad: connection uuid changes)
def t18():
    p = Pane("tom", "thinkpad", "/home/tom")
    state = p.prompt
    uuid = "3b6f0c1e-8a52-4d2a-9b7e-5d1c0f8e2a61"
    bad_uuid = "3b6f0c1e-8a52-4d2a-9b7e-5d1c0f8e2a16"
    conns = f"""NAME                UUID                                  TYPE       DEVICE
HomeNet-5G          {uuid}  wifi       wlp0s20f3
lo                  e7a2c9d4-0b31-4f6e-8c25-71d9a3b04e58  loopback   lo
Office-Eth          7d0e4b92-1c6a-4e3f-a851-2f9c0b7d6e14  ethernet   --
Hotel-Marina-Guest  c58a1f07-93d2-4b6c-b0e4-8a2d5f1c7390  wifi       --
Wired connection 1  0f2d8e61-4a7c-3b95-9e10-d6c4a2b8f573  ethernet   --"""
    T = []
    T.append(p.run("nmcli device status", """DEVICE             TYPE      STATE                   CONNECTION
wlp0s20f3          wifi      connected               HomeNet-5G
lo                 loopback  connected (externally)  lo
enp0s31f6          ethernet  unavailable             --
p2p-dev-wlp0s20f3  wifi-p2p  disconnected            --"""))
    T.append(p.run("nmcli connection show", conns))
    T.append(p.run("nmcli -f GENERAL.HWADDR,IP4.ADDRESS,IP4.GATEWAY,IP4.DNS,IP6.ADDRESS device show wlp0s20f3", """GENERAL.HWADDR:                         8C:C6:81:4F:2A:9B
IP4.ADDRESS[1]:                         192.168.1.137/24
IP4.GATEWAY:                            192.168.1.1
IP4.DNS[1]:                             192.168.1.1
IP6.ADDRESS[1]:                         fd00:1a2b:3c4d::8e1/128
IP6.ADDRESS[2]:                         fe80::4d1e:9b2a:77c3:f10d/64"""))
    T.append(p.run("nmcli connection modify HomeNet-5G ipv4.dns '9.9.9.9 149.112.112.112' ipv4.ignore-auto-dns yes && nmcli -g connection.uuid,ipv4.dns,ipv4.ignore-auto-dns,connection.autoconnect connection show HomeNet-5G",
                   f"{bad_uuid}\n9.9.9.9,149.112.112.112\nyes\nyes"))
    T.append(p.run("nmcli connection up HomeNet-5G", "Connection successfully activated (D-Bus active path: /org/freedesktop/NetworkManager/ActiveConnection/7)", duration=5))
    T.append(p.run("nmcli -f GENERAL.HWADDR,IP4.ADDRESS,IP4.GATEWAY,IP4.DNS device show wlp0s20f3", """GENERAL.HWADDR:                         8C:C6:81:4F:2A:9B
IP4.ADDRESS[1]:                         192.168.1.137/24
IP4.GATEWAY:                            192.168.1.1
IP4.DNS[1]:                             9.9.9.9
IP4.DNS[2]:                             149.112.112.112"""))
    T.append(p.run("nmcli device wifi list", """IN-USE  BSSID              SSID                MODE   CHAN  RATE        SIGNAL  BARS  SECURITY
*       B0:BE:76:3C:9A:11  HomeNet-5G          Infra  44    540 Mbit/s  82      ▂▄▆█  WPA2
        B0:BE:76:3C:9A:10  HomeNet             Infra  6     130 Mbit/s  77      ▂▄▆_  WPA2
        3C:A6:2F:81:0D:E4  FRITZ!Box 7530 KL   Infra  11    195 Mbit/s  39      ▂▄__  WPA2
        F4:92:BF:12:6C:A0  Vodafone-6C9F       Infra  1     270 Mbit/s  30      ▂___  WPA2 WPA3
        0A:92:BF:12:6C:A0  Vodafone Homespot   Infra  1     270 Mbit/s  29      ▂___  --
        DC:15:C8:7E:43:B2  DIRECT-B2-HP M283   Infra  6     65 Mbit/s   22      ▂___  WPA2""", duration=3))
    T.append(p.run("resolvectl status wlp0s20f3", """Link 3 (wlp0s20f3)
    Current Scopes: DNS
         Protocols: +DefaultRoute -LLMNR -mDNS -DNSOverTLS DNSSEC=no/unsupported
Current DNS Server: 9.9.9.9
       DNS Servers: 9.9.9.9 149.112.112.112
        DNS Domain: ~."""))
    T.append(p.run("nmcli connection show --active", f"""NAME        UUID                                  TYPE      DEVICE
HomeNet-5G  {uuid}  wifi      wlp0s20f3
lo          e7a2c9d4-0b31-4f6e-8c25-71d9a3b04e58  loopback  lo"""))
    return ("h50-terminal-18", state, T, True, 4,
            "nmcli -g prints HomeNet-5G's connection.uuid ending …2a16, but nmcli connection show listed it as …2a61 and modifying DNS does not change a uuid")


# --------------------------------------------------------------------------------------------
# 19 ImageMagick (clean)
def t19():
    p = Pane("ivy", "design", "/home/ivy/site/img")
    state = p.prompt
    T = []
    T.append(p.run("identify hero.png logo.svg team-*.jpg", """hero.png PNG 3840x2160 3840x2160+0+0 8-bit sRGB 9.41MiB 0.000u 0:00.000
logo.svg SVG 512x128 512x128+0+0 16-bit sRGB 6.46KiB 0.000u 0:00.003
team-01.jpg JPEG 2400x1600 2400x1600+0+0 8-bit sRGB 1.12MiB 0.000u 0:00.000
team-02.jpg JPEG 2400x1600 2400x1600+0+0 8-bit sRGB 1.07MiB 0.000u 0:00.000
team-03.jpg JPEG 1600x2400 1600x2400+0+0 8-bit sRGB 1.19MiB 0.000u 0:00.000
team-04.jpg JPEG 2400x1600 2400x1600+0+0 8-bit sRGB 998KiB 0.000u 0:00.000"""))
    T.append(p.run("magick hero.png -resize 1920x -quality 82 hero-1920.webp && identify hero-1920.webp",
                   "hero-1920.webp WEBP 1920x1080 1920x1080+0+0 8-bit sRGB 183KiB 0.000u 0:00.005", duration=4))
    T.append(p.run("mkdir -p thumbs && mogrify -path thumbs -resize '800x800^' -gravity center -extent 800x800 -quality 85 team-*.jpg && ls -l thumbs", """total 376
-rw-r--r-- 1 ivy ivy 97310 May 14 15:22 team-01.jpg
-rw-r--r-- 1 ivy ivy 92844 May 14 15:22 team-02.jpg
-rw-r--r-- 1 ivy ivy 99107 May 14 15:22 team-03.jpg
-rw-r--r-- 1 ivy ivy 88215 May 14 15:22 team-04.jpg""", duration=4))
    T.append(p.run("identify thumbs/*.jpg team-03.jpg", """thumbs/team-01.jpg JPEG 800x800 800x800+0+0 8-bit sRGB 95KiB 0.000u 0:00.000
thumbs/team-02.jpg JPEG 800x800 800x800+0+0 8-bit sRGB 90.7KiB 0.000u 0:00.000
thumbs/team-03.jpg JPEG 800x800 800x800+0+0 8-bit sRGB 96.8KiB 0.000u 0:00.000
thumbs/team-04.jpg JPEG 800x800 800x800+0+0 8-bit sRGB 86.1KiB 0.000u 0:00.000
team-03.jpg JPEG 1600x2400 1600x2400+0+0 8-bit sRGB 1.19MiB 0.000u 0:00.000"""))
    T.append(p.run("magick identify -format '%f %wx%h q=%Q %[EXIF:DateTimeOriginal]\\n' team-*.jpg thumbs/team-*.jpg", """team-01.jpg 2400x1600 q=92 2024:03:02 10:14:51
team-02.jpg 2400x1600 q=92 2024:03:02 10:21:07
team-03.jpg 1600x2400 q=92 2024:03:02 10:26:33
team-04.jpg 2400x1600 q=92 2024:03:02 10:40:12
team-01.jpg 800x800 q=85 2024:03:02 10:14:51
team-02.jpg 800x800 q=85 2024:03:02 10:21:07
team-03.jpg 800x800 q=85 2024:03:02 10:26:33
team-04.jpg 800x800 q=85 2024:03:02 10:40:12"""))
    T.append(p.run("du -ch hero.png hero-1920.webp thumbs/*.jpg | tail -1", "10M\ttotal"))
    return "h50-terminal-19", state, T, False, None, "clean"


# --------------------------------------------------------------------------------------------
# 20 flatpak (bad: history puts the Firefox update before the time printed just before it ran)
def t20():
    p = Pane("rui", "silverblue", "/var/home/rui", style="rhel")
    state = p.prompt
    T = []
    T.append(p.run("flatpak list --app --columns=application,version,branch,origin,installation", """Application ID                 Version                  Branch      Origin      Installation
com.spotify.Client             1.2.37.701.ge66eb7bc     stable      flathub     user
md.obsidian.Obsidian           1.5.12                   stable      flathub     user
org.gimp.GIMP                  2.10.38                  stable      flathub     system
org.libreoffice.LibreOffice    24.2.3.2                 stable      flathub     system
org.mozilla.firefox            125.0.3                  stable      flathub     system"""))
    T.append(p.run("flatpak remote-ls --updates", """Name        Application ID                          Version     Branch     Arch
Firefox     org.mozilla.firefox                     126.0       stable     x86_64
Mesa        org.freedesktop.Platform.GL.default     24.0.7      23.08      x86_64""", duration=4))
    T.append(p.run("date; flatpak update -y org.mozilla.firefox", """Tue May 14 10:02:41 AM WEST 2024
Looking for updates…


        ID                            Branch         Op         Remote          Download
 1. [✓] org.mozilla.firefox           stable         u          flathub         91.4 MB / 98.3 MB

Updates complete.""", duration=40))
    T.append(p.run("flatpak info org.mozilla.firefox", """
Firefox - Fast, Private & Safe Web Browser

          ID: org.mozilla.firefox
         Ref: app/org.mozilla.firefox/x86_64/stable
        Arch: x86_64
      Branch: stable
     Version: 126.0
     License: MPL-2.0
      Origin: flathub
  Collection: org.flathub.Stable
Installation: system
   Installed: 312.4 MB
     Runtime: org.freedesktop.Platform/x86_64/23.08
         Sdk: org.freedesktop.Sdk/x86_64/23.08

      Commit: 8e1c9d0b4f27a6e53c1b90d8f2a74e6b5d3c08f19a2e7b64c5d01f3e8a9b7c26
      Parent: 2f0a7c63d9e1b84f5a26c0e7d3b91f4a8c5e2d60b7f13a9e4c8d2b05f6a1e739
     Subject: Update to 126.0 (b0f7c2a1)
        Date: 2024-05-13 14:22:08 +0000"""))
    T.append(p.run("flatpak override --user --nofilesystem=home com.spotify.Client && flatpak override --user --show com.spotify.Client",
                   "[Context]\nfilesystems=!home;"))
    T.append(p.run("flatpak uninstall -y md.obsidian.Obsidian", """

        ID                              Branch          Op
 1. [-] md.obsidian.Obsidian            stable          r

Uninstall complete.""", duration=5))
    T.append(p.run("flatpak list --app --columns=application,version,installation", """Application ID                 Version                  Installation
com.spotify.Client             1.2.37.701.ge66eb7bc     user
org.gimp.GIMP                  2.10.38                  system
org.libreoffice.LibreOffice    24.2.3.2                 system
org.mozilla.firefox            126.0                    system"""))
    T.append(p.run("flatpak uninstall --unused -y", """

        ID                                        Branch         Op
 1. [-] org.electronjs.Electron2.BaseApp          23.08          r

Uninstall complete.""", duration=5))
    T.append(p.run("flatpak history --columns=time,change,application,branch,installation | tail -4", """May 13 21:40:55     deploy update     org.libreoffice.LibreOffice             stable     system
May 14 09:58:13     deploy update     org.mozilla.firefox                     stable     system
May 14 10:04:19     uninstall         md.obsidian.Obsidian                    stable     user
May 14 10:05:02     uninstall         org.electronjs.Electron2.BaseApp        23.08      user"""))
    T.append(p.run("flatpak remote-ls --updates", """Name        Application ID                          Version     Branch     Arch
Mesa        org.freedesktop.Platform.GL.default     24.0.7      23.08      x86_64""", duration=4))
    return ("h50-terminal-20", state, T, True, 9,
            "flatpak history logs the Firefox update at 09:58:13, but date printed 10:02:41 just before that update ran in turn 3")


# --------------------------------------------------------------------------------------------
# 21 curl against a REST API (bad: the shipment's status reverts to label_pending)
def t21():
    p = Pane("dev", "ws", "/home/dev/api-tests")
    state = p.prompt
    base = "https://api.parcelly.dev/v2"
    auth = '-H "Authorization: Bearer $PARCELLY_TOKEN"'
    sid = "shp_01HXRB3M9QK4T2V7ZC8N6D5PWA"
    T = []
    T.append(p.run(f'curl -sS -i "{base}/shipments?limit=2" {auth}', """HTTP/2 200
date: Tue, 14 May 2024 13:05:12 GMT
content-type: application/json; charset=utf-8
content-length: 559
x-request-id: req_7Hq2kVd9sLw3Ue
x-ratelimit-limit: 600
x-ratelimit-remaining: 597
x-ratelimit-reset: 1715692020
etag: W/"22f-Wq8m3bYx0lZ2tPk"
strict-transport-security: max-age=31536000; includeSubDomains

{"data":[{"id":"shp_01HXR6T2F0B9WJ3N4KQ5D7M8CE","status":"in_transit","carrier":"ups","service":"ups_ground","tracking_number":"1Z999AA10123456712","to":{"name":"J. Alvarez","postal_code":"78704","country":"US"},"created_at":"2024-05-14T11:48:03Z"},{"id":"shp_01HXR2Y8C3D6E9F1G4H7J0K2LM","status":"delivered","carrier":"usps","service":"usps_priority","tracking_number":"9400111899223817264510","to":{"name":"Mia Chen","postal_code":"10027","country":"US"},"created_at":"2024-05-14T10:31:50Z"}],"total_count":1843,"next_cursor":"c_01HXR2Y8C3D6E9F1G4H7J0K2LM"}"""))
    T.append(p.run(f'curl -sS -X POST "{base}/shipments" {auth} -H "Content-Type: application/json" -d @new.json | jq .', f"""{{
  "id": "{sid}",
  "status": "label_pending",
  "carrier": "ups",
  "service": "ups_ground",
  "from": {{
    "name": "Parcelly Test Warehouse",
    "postal_code": "94107",
    "country": "US"
  }},
  "to": {{
    "name": "R. Okafor",
    "postal_code": "60614",
    "country": "US"
  }},
  "parcel": {{
    "weight_g": 1840,
    "length_cm": 35,
    "width_cm": 25,
    "height_cm": 12
  }},
  "rate": {{
    "amount": "14.62",
    "currency": "USD"
  }},
  "tracking_number": null,
  "created_at": "2024-05-14T13:05:40Z"
}}"""))
    T.append(p.run(f'curl -sS "{base}/shipments/{sid}" {auth} | jq \'{{id, status, carrier, tracking_number, rate}}\'', f"""{{
  "id": "{sid}",
  "status": "label_pending",
  "carrier": "ups",
  "tracking_number": null,
  "rate": {{
    "amount": "14.62",
    "currency": "USD"
  }}
}}"""))
    T.append(p.run(f'curl -sS -X POST "{base}/shipments/{sid}/label" {auth} -d \'{{"format":"pdf","size":"4x6"}}\' | jq .', f"""{{
  "id": "{sid}",
  "status": "label_created",
  "tracking_number": "1Z999AA10123456784",
  "label": {{
    "id": "lbl_01HXRB4D2S7N5P8Q1R3T6V9W0X",
    "format": "pdf",
    "size": "4x6",
    "url": "https://files.parcelly.dev/labels/lbl_01HXRB4D2S7N5P8Q1R3T6V9W0X.pdf?exp=1715695562&sig=4f0c9e2b7a1d"
  }},
  "updated_at": "2024-05-14T13:06:02Z"
}}""", duration=3))
    T.append(p.run("curl -sS -o label.pdf -w '%{http_code} %{size_download} %{content_type}\\n' 'https://files.parcelly.dev/labels/lbl_01HXRB4D2S7N5P8Q1R3T6V9W0X.pdf?exp=1715695562&sig=4f0c9e2b7a1d' && file label.pdf",
                   "200 48213 application/pdf\nlabel.pdf: PDF document, version 1.4, 1 pages"))
    T.append(p.run(f'curl -sS -I "{base}/shipments?limit=2" {auth}', """HTTP/2 200
date: Tue, 14 May 2024 13:06:31 GMT
content-type: application/json; charset=utf-8
content-length: 561
x-request-id: req_7Hq3aPf0mRx8Nc
x-ratelimit-limit: 600
x-ratelimit-remaining: 593
x-ratelimit-reset: 1715692020
etag: W/"231-Hn4c7VqL1sTy9Xe"
strict-transport-security: max-age=31536000; includeSubDomains
"""))
    T.append(p.run(f'curl -sS "{base}/shipments?limit=1" {auth} | jq \'{{total_count, first: (.data[0] | {{id, status, tracking_number, created_at}})}}\'', f"""{{
  "total_count": 1844,
  "first": {{
    "id": "{sid}",
    "status": "label_pending",
    "tracking_number": "1Z999AA10123456784",
    "created_at": "2024-05-14T13:05:40Z"
  }}
}}"""))
    T.append(p.run(f'curl -sS "{base}/shipments/{sid}/events" {auth} | jq -r \'.data[] | [.created_at, .type, .actor] | @tsv\'',
                   "2024-05-14T13:05:40Z\tshipment.created\tapi_key:test_9d2f\n2024-05-14T13:06:02Z\tlabel.created\tapi_key:test_9d2f"))
    return ("h50-terminal-21", state, T, True, 7,
            f"the shipment list shows {sid} as label_pending again, though turn 4 created its label and set it to label_created")


# --------------------------------------------------------------------------------------------
# 22 tcpdump (clean)
def t22():
    p = Pane("root", "fw-edge", "/root")
    state = p.prompt
    listen = "listening on eth0, link-type EN10MB (Ethernet), snapshot length 262144 bytes"
    verbose = "tcpdump: verbose output suppressed, use -v[v]... for full protocol decode"
    rd = "reading from file /tmp/https.pcap, link-type EN10MB (Ethernet), snapshot length 262144"
    syn = "11:21:37.402118 IP 192.0.2.10.50212 > 151.101.2.132.443: Flags [S], seq 3817204411, win 64240, options [mss 1460,sackOK,TS val 2291802217 ecr 0,nop,wscale 7], length 0"
    synack = "11:21:37.409731 IP 151.101.2.132.443 > 192.0.2.10.50212: Flags [S.], seq 1290577113, ack 3817204412, win 65535, options [mss 1460,sackOK,TS val 1702442 ecr 2291802217,nop,wscale 9], length 0"
    filt = "tcp port 443 and host 151.101.2.132"
    T = []
    T.append(p.run("ip -br addr", """lo               UNKNOWN        127.0.0.1/8 ::1/128
eth0             UP             192.0.2.10/24 fe80::5054:ff:fe3a:91c2/64
eth1             UP             10.0.0.1/24 fe80::5054:ff:fe7e:5d8/64"""))
    T.append(p.run("tcpdump -i eth0 -nn -c 6 udp port 53", f"""{verbose}
{listen}
11:20:04.118302 IP 192.0.2.10.41873 > 9.9.9.9.53: 51022+ A? deb.debian.org. (32)
11:20:04.118355 IP 192.0.2.10.60114 > 9.9.9.9.53: 18377+ AAAA? deb.debian.org. (32)
11:20:04.131044 IP 9.9.9.9.53 > 192.0.2.10.41873: 51022 5/0/0 CNAME debian.map.fastlydns.net., A 151.101.2.132, A 151.101.66.132, A 151.101.130.132, A 151.101.194.132 (138)
11:20:04.131290 IP 9.9.9.9.53 > 192.0.2.10.60114: 18377 5/0/0 CNAME debian.map.fastlydns.net., AAAA 2a04:4e42::644, AAAA 2a04:4e42:200::644, AAAA 2a04:4e42:400::644, AAAA 2a04:4e42:600::644 (186)
11:20:09.772410 IP 192.0.2.10.38220 > 9.9.9.9.53: 7741+ A? ntp.ubuntu.com. (32)
11:20:09.784903 IP 9.9.9.9.53 > 192.0.2.10.38220: 7741 4/0/0 A 185.125.190.56, A 185.125.190.57, A 185.125.190.58, A 91.189.91.157 (96)
6 packets captured
8 packets received by filter
0 packets dropped by kernel""", duration=8))
    cmd = f"tcpdump -i eth0 -nn -w /tmp/https.pcap '{filt}' &"
    T.append((keys(cmd), f"{p.prompt} {cmd}\n[1] 30418\n{p.prompt} tcpdump: {listen}"))
    T.append(p.run("curl -sS -o /dev/null -w '%{http_code} %{remote_ip} %{size_download}\\n' --resolve deb.debian.org:443:151.101.2.132 https://deb.debian.org/debian/dists/bookworm/InRelease",
                   "200 151.101.2.132 151039", duration=2))
    T.append(p.run("kill %1; sleep 1", f"131 packets captured\n131 packets received by filter\n0 packets dropped by kernel\n[1]+  Done                    tcpdump -i eth0 -nn -w /tmp/https.pcap '{filt}'", duration=2))
    T.append(p.run("ls -l /tmp/https.pcap", "-rw-r--r-- 1 tcpdump tcpdump 164720 May 14 11:21 /tmp/https.pcap"))
    T.append(p.run("tcpdump -nn -r /tmp/https.pcap | head -5", f"""{rd}
{syn}
{synack}
11:21:37.409790 IP 192.0.2.10.50212 > 151.101.2.132.443: Flags [.], ack 1, win 502, options [nop,nop,TS val 2291802225 ecr 1702442], length 0
11:21:37.410341 IP 192.0.2.10.50212 > 151.101.2.132.443: Flags [P.], seq 1:518, ack 1, win 502, options [nop,nop,TS val 2291802225 ecr 1702442], length 517
11:21:37.417955 IP 151.101.2.132.443 > 192.0.2.10.50212: Flags [.], ack 518, win 285, options [nop,nop,TS val 1702450 ecr 2291802225], length 0"""))
    T.append(p.run("tcpdump -nn -r /tmp/https.pcap 2>/dev/null | wc -l", "131"))
    T.append(p.run("tcpdump -nn -r /tmp/https.pcap 'tcp[tcpflags] & (tcp-syn|tcp-fin) != 0'", f"""{rd}
{syn}
{synack}
11:21:37.702214 IP 192.0.2.10.50212 > 151.101.2.132.443: Flags [F.], seq 1052, ack 152904, win 1418, options [nop,nop,TS val 2291802518 ecr 1702731], length 0
11:21:37.709873 IP 151.101.2.132.443 > 192.0.2.10.50212: Flags [F.], seq 152904, ack 1053, win 285, options [nop,nop,TS val 1702739 ecr 2291802518], length 0"""))
    T.append(p.run("tcpdump -nn -r /tmp/https.pcap -w /tmp/syn.pcap 'tcp[tcpflags] & tcp-syn != 0' && tcpdump -nn -r /tmp/syn.pcap 2>/dev/null | wc -l",
                   f"{rd}\n2"))
    T.append(p.run("rm /tmp/https.pcap && ls -l /tmp/*.pcap", "-rw-r--r-- 1 tcpdump tcpdump 204 May 14 11:23 /tmp/syn.pcap"))
    T.append(p.run("ping -c 2 -q 9.9.9.9 > /dev/null & tcpdump -i eth0 -nn -c 4 icmp", f"""[1] 30611
{verbose}
{listen}
11:24:10.551204 IP 192.0.2.10 > 9.9.9.9: ICMP echo request, id 4187, seq 1, length 64
11:24:10.562779 IP 9.9.9.9 > 192.0.2.10: ICMP echo reply, id 4187, seq 1, length 64
11:24:11.552871 IP 192.0.2.10 > 9.9.9.9: ICMP echo request, id 4187, seq 2, length 64
11:24:11.564012 IP 9.9.9.9 > 192.0.2.10: ICMP echo reply, id 4187, seq 2, length 64
4 packets captured
4 packets received by filter
0 packets dropped by kernel
[1]+  Done                    ping -c 2 -q 9.9.9.9 > /dev/null""", duration=3))
    return "h50-terminal-22", state, T, False, None, "clean"


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for make in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                 t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        tid, state, turns, bad, turn, kind = make()
        assert 6 <= len(turns) <= 12, (tid, len(turns))
        rs.add("terminal", tid, SYSTEM, turns, state=state, bad=bad, turn=turn, kind=kind)
    rs.write()


if __name__ == "__main__":
    main()
