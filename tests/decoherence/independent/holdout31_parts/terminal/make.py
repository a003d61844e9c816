# ruff: noqa: E501
"""Held-out set holdout31, domain terminal: 22 simulated tmux shell sessions (11 with one contradiction).

Each trajectory is a coherent task in a shell pane built with ``rowkit2.Pane``. Clean trajectories are full of
legitimate changes (restarts changing PIDs, counters and clocks moving, re-sorted or filtered views, unit and
rounding differences); the others carry exactly one observation that contradicts an earlier one.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet

SYSTEM = (
    "You are a Terminal World Model. You simulate a Linux shell running inside a tmux pane, one turn at a time. "
    "You are given the starting state of the machine and, each turn, the keystrokes the agent sends. Predict the "
    "next terminal state: the prompt line with the command, everything the command prints, and the next prompt. "
    "Stay consistent with the starting state and with everything the session has already shown. Write the "
    "prediction after **Environment Observation:**."
)

TASK = "terminal"


def t(s: str) -> str:
    """Drop the leading and trailing newlines of a triple-quoted block (indentation inside is kept)."""
    return s.strip("\n")


# ---------------------------------------------------------------------------------------------------------
# 01 clean: nginx tuning with systemctl / journalctl (restart changes PID, uptimes move)
def t01(rs: RowSet) -> None:
    p = Pane("root", "web01", "/root")
    state = ("Debian 12 host web01 (10.0.4.21), logged in as root in /root. nginx 1.22.1 installed from Debian "
             "packages and running since Tue 2024-05-14 08:12:03 UTC; current time is about Thu 2024-05-16 10:40 UTC. "
             "curl, iproute2 and procps are installed.")
    turns = [
        p.run("systemctl status nginx --no-pager", t("""
● nginx.service - A high performance web server and a reverse proxy server
     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; preset: enabled)
     Active: active (running) since Tue 2024-05-14 08:12:03 UTC; 2 days ago
       Docs: man:nginx(8)
    Process: 1098 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 1121 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
   Main PID: 1123 (nginx)
      Tasks: 5 (limit: 4644)
     Memory: 8.4M
        CPU: 1min 12.904s
     CGroup: /system.slice/nginx.service
             ├─1123 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"
             ├─1124 "nginx: worker process"
             ├─1125 "nginx: worker process"
             ├─1126 "nginx: worker process"
             └─1127 "nginx: worker process"

May 14 08:12:03 web01 systemd[1]: Starting nginx.service - A high performance web server and a reverse proxy server...
May 14 08:12:03 web01 systemd[1]: Started nginx.service - A high performance web server and a reverse proxy server.
""")),
        p.run("grep -n -A3 '^events' /etc/nginx/nginx.conf", t("""
10:events {
11-	worker_connections 768;
12-	# multi_accept on;
13-}
""")),
        p.run("sed -i 's/worker_connections 768;/worker_connections 2048;/' /etc/nginx/nginx.conf && nginx -t", t("""
nginx: the configuration file /etc/nginx/nginx.conf syntax is ok
nginx: configuration file /etc/nginx/nginx.conf test is successful
""")),
        p.run("systemctl restart nginx && systemctl status nginx --no-pager", t("""
● nginx.service - A high performance web server and a reverse proxy server
     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; preset: enabled)
     Active: active (running) since Thu 2024-05-16 10:41:27 UTC; 3s ago
       Docs: man:nginx(8)
    Process: 48207 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 48209 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
   Main PID: 48211 (nginx)
      Tasks: 5 (limit: 4644)
     Memory: 6.1M
        CPU: 41ms
     CGroup: /system.slice/nginx.service
             ├─48211 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"
             ├─48212 "nginx: worker process"
             ├─48213 "nginx: worker process"
             ├─48214 "nginx: worker process"
             └─48215 "nginx: worker process"

May 16 10:41:26 web01 systemd[1]: Stopping nginx.service - A high performance web server and a reverse proxy server...
May 16 10:41:26 web01 systemd[1]: nginx.service: Deactivated successfully.
May 16 10:41:26 web01 systemd[1]: Stopped nginx.service - A high performance web server and a reverse proxy server.
May 16 10:41:26 web01 systemd[1]: nginx.service: Consumed 1min 13.118s CPU time.
May 16 10:41:27 web01 systemd[1]: Starting nginx.service - A high performance web server and a reverse proxy server...
May 16 10:41:27 web01 systemd[1]: Started nginx.service - A high performance web server and a reverse proxy server.
""")),
        p.run("journalctl -u nginx --since '2024-05-14' --no-pager", t("""
May 14 08:12:03 web01 systemd[1]: Starting nginx.service - A high performance web server and a reverse proxy server...
May 14 08:12:03 web01 systemd[1]: Started nginx.service - A high performance web server and a reverse proxy server.
May 16 10:41:26 web01 systemd[1]: Stopping nginx.service - A high performance web server and a reverse proxy server...
May 16 10:41:26 web01 systemd[1]: nginx.service: Deactivated successfully.
May 16 10:41:26 web01 systemd[1]: Stopped nginx.service - A high performance web server and a reverse proxy server.
May 16 10:41:26 web01 systemd[1]: nginx.service: Consumed 1min 13.118s CPU time.
May 16 10:41:27 web01 systemd[1]: Starting nginx.service - A high performance web server and a reverse proxy server...
May 16 10:41:27 web01 systemd[1]: Started nginx.service - A high performance web server and a reverse proxy server.
""")),
        p.run("curl -sI http://localhost/", t("""
HTTP/1.1 200 OK
Server: nginx/1.22.1
Date: Thu, 16 May 2024 10:41:52 GMT
Content-Type: text/html
Content-Length: 615
Last-Modified: Mon, 04 Mar 2024 09:30:18 GMT
Connection: keep-alive
ETag: "65e594ca-267"
Accept-Ranges: bytes
""")),
        p.run("ss -ltnp | grep nginx", t("""
LISTEN 0      511          0.0.0.0:80        0.0.0.0:*    users:(("nginx",pid=48215,fd=6),("nginx",pid=48214,fd=6),("nginx",pid=48213,fd=6),("nginx",pid=48212,fd=6),("nginx",pid=48211,fd=6))
LISTEN 0      511             [::]:80           [::]:*    users:(("nginx",pid=48215,fd=7),("nginx",pid=48214,fd=7),("nginx",pid=48213,fd=7),("nginx",pid=48212,fd=7),("nginx",pid=48211,fd=7))
""")),
        p.run("ps -o pid,ppid,etime,rss,cmd -C nginx", t("""
    PID    PPID     ELAPSED   RSS CMD
  48211       1       02:09  1636 nginx: master process /usr/sbin/nginx -g daemon on; master_process on;
  48212   48211       02:09  5848 nginx: worker process
  48213   48211       02:09  5852 nginx: worker process
  48214   48211       02:09  5712 nginx: worker process
  48215   48211       02:09  5904 nginx: worker process
""")),
        p.run("systemctl status nginx --no-pager | head -n 9", t("""
● nginx.service - A high performance web server and a reverse proxy server
     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; preset: enabled)
     Active: active (running) since Thu 2024-05-16 10:41:27 UTC; 2min 31s ago
       Docs: man:nginx(8)
    Process: 48207 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 48209 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
   Main PID: 48211 (nginx)
      Tasks: 5 (limit: 4644)
     Memory: 6.9M
""")),
    ]
    rs.add(task=TASK, tid="h31-terminal-01", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------------
# 02 bad: sops + age, the age recipient read back from the file drifts
AGE_PUB = "age1d8k2f0c7ymxr4wq9tlzv3n6hpe5sj0ua2ctgk7fx4mwl8y9qrn6zs3e5hv"
AGE_BAD = "age1d8k2f0c7ymxr4wq9tlzv3n6hpe5sj0ua2ctgk7fx4mwl8y9qrm6zs3e5hv"
AGE_BLOCK = """            -----BEGIN AGE ENCRYPTED FILE-----
            YWdlLWVuY3J5cHRpb24ub3JnL3YxCi0+IFgyNTUxOSBQc2xUN3pJb2hHVkNkY2xk
            WjVpbHRBRk9jRlk5bGdZc2JqTUtyWlNJVG1FClh3WllvbnFHNFZiN1h0d0pBT0xn
            aUx3Q1BlbmVtS0JkYkRzdTVpc2tkVjAKLS0tIGRpNlRBcjJ1K0xiNUo2b3lOdFpr
            d0N5cGxVa0x4THRscUt2Y3V5SE5tYjgKqM1h3JZ3hVZf0xkq9mK2bnXx8Rw5yTs=
            -----END AGE ENCRYPTED FILE-----"""


def t02(rs: RowSet) -> None:
    p = Pane("mira", "kestrel", "/home/mira/infra/secrets")
    state = ("Fedora workstation kestrel, user mira in ~/infra/secrets (a git repository). sops 3.8.1, age 1.1.1 and "
             "yq 4.40 are installed. ~/.config/sops/age/ exists but holds no key yet. The directory contains "
             ".sops.yaml (template with a placeholder recipient) and secrets.dev.yaml in plain text.")
    enc_head = t(f"""
db:
    host: ENC[AES256_GCM,data:8mZ0rnq2Cx0xFNqGQw==,iv:Qe1k3V4H0yqk2V8q0J7bdv0mYwLk0c6yN3l5y2tJrZg=,tag:4kq3bYt1xXq1y0vF7Lr8Yw==,type:str]
    port: ENC[AES256_GCM,data:kP2n7Q==,iv:3Qd0H5kqWm0r8x6Yw5o3f9Jv3qk2nB7yH2t0m5sL1dY=,tag:m9Xq7tVz0Jq1c3Lr5bYw2A==,type:int]
    user: ENC[AES256_GCM,data:3tqvLkS1,iv:9bW2nQk7pX4m0sY1rT8c5Hv2jL6dF3gA0eZ7uK9wQxI=,tag:Hq8nL2vT5xK0bY7cW3mR1g==,type:str]
    password: ENC[AES256_GCM,data:Yq0v3Nf9kT2bW8xL5mR1cH7s,iv:pL4x8Wq2nR6tY0vB3mK9cJ5hD1gF7sA2eZ4uQ8wXyIo=,tag:Vb3nK8qL1xT6mW0cY5rH2g==,type:str]
api:
    base_url: ENC[AES256_GCM,data:R7tK1mW9bQ3xL6nV0cY4pH8sJ2fD5gA1eZ7uQ3wX,iv:W2nQ6tY0vB3mK9cJ5hD1gF7sA2eZ4uQ8wXyIoL4x8=,tag:k5Lq2vT8xN1bY4cW7mR0hg==,type:str]
    timeout: ENC[AES256_GCM,data:cT4=,iv:xY7nK2qL5vT8mW1cB4rH0gF3sA6eZ9uQ2wXyIoL4p8=,tag:R2vN5qL8xT1mW4cY7bH0kg==,type:int]
    token: ENC[AES256_GCM,data:9mW2bQ5xL8nV1cY4pH7sJ0fD3gA6eZ9uQ2wX5tK8rL1vN4,iv:N8qL1xT4mW7cY0bH3kR6vF9sA2eZ5uQ8wXyIoL4p2n=,tag:b7Lq0vT3xN6mW9cY2rH5kg==,type:str]
sops:
    kms: []
    gcp_kms: []
    azure_kv: []
    hc_vault: []
    age:
        - recipient: {AGE_PUB}
          enc: |
{AGE_BLOCK}
    lastmodified: "2024-06-03T14:22:09Z"
    mac: ENC[AES256_GCM,data:Lq4vT7xN0mW3cY6bH9kR2fD5sA8eZ1uQ4wXyIoL7p0nB3tK6rL9vN2qW5xY8,iv:T7xN0mW3cY6bH9kR2fD5sA8eZ1uQ4wXyIoL7p0nB3=,tag:qL4vT7xN0mW3cY6bH9kR2g==,type:str]
    pgp: []
    unencrypted_suffix: _unencrypted
    version: 3.8.1
""")
    turns = [
        p.run("age-keygen -o ~/.config/sops/age/keys.txt", f"Public key: {AGE_PUB}"),
        p.run("sed -i \"s/age1REPLACE_ME/$(age-keygen -y ~/.config/sops/age/keys.txt)/\" .sops.yaml && cat .sops.yaml", t(f"""
creation_rules:
  - path_regex: secrets\\.dev\\.yaml$
    age: {AGE_PUB}
  - path_regex: secrets\\.prod\\.yaml$
    age: age1x7w3xk9q2m5n8r0t4v6y3z7c2f5h8j0l3p6s9u2w4x6e8g0k2m4q6s8u0w
""")),
        p.run("cat secrets.dev.yaml", t("""
db:
    host: pg-dev.internal
    port: 5432
    user: ledger
    password: d3v-Ledger-2024!
api:
    base_url: https://api.dev.example.net/v2
    timeout: 30
    token: tok_dev_7Hq2mLx9Pw4bZs1Kv8Cn
""")),
        p.run("sops --encrypt --in-place secrets.dev.yaml && cat secrets.dev.yaml", enc_head),
        p.run("sops --decrypt --extract '[\"api\"][\"timeout\"]' secrets.dev.yaml", "30"),
        p.run("sops set secrets.dev.yaml '[\"api\"][\"timeout\"]' '45' && sops --decrypt secrets.dev.yaml", t("""
db:
    host: pg-dev.internal
    port: 5432
    user: ledger
    password: d3v-Ledger-2024!
api:
    base_url: https://api.dev.example.net/v2
    timeout: 45
    token: tok_dev_7Hq2mLx9Pw4bZs1Kv8Cn
""")),
        p.run("yq '.sops.age[0].recipient, .sops.lastmodified, .sops.version' secrets.dev.yaml", t(f"""
{AGE_BAD}
2024-06-03T14:25:41Z
3.8.1
""")),
        p.run("grep -c 'ENC\\[AES256_GCM' secrets.dev.yaml && git status --short", t("""
8
 M .sops.yaml
 M secrets.dev.yaml
""")),
        p.run("git add .sops.yaml secrets.dev.yaml && git commit -m 'Encrypt dev secrets with sops/age, raise api timeout to 45s'", t("""
[main 5c81e0a] Encrypt dev secrets with sops/age, raise api timeout to 45s
 2 files changed, 27 insertions(+), 8 deletions(-)
""")),
    ]
    rs.add(task=TASK, tid="h31-terminal-02", system=SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="age recipient public key read back from the encrypted file differs from the key generated and written earlier")


# ---------------------------------------------------------------------------------------------------------
# 03 bad: onboarding a user; the login shell set with usermod reads back as the old one
def t03(rs: RowSet) -> None:
    p = Pane("root", "bastion-02", "/root", style="rhel")
    state = ("Rocky Linux 9.3 bastion host bastion-02, logged in as root in /root. zsh 5.8 is installed "
             "(/bin/zsh listed in /etc/shells). Groups wheel (10) and docker (983) exist; the service account "
             "deploy (uid 1001) exists. Last regular uid in use is 1003 (ktran). acl package installed; /srv/releases "
             "is owned by root:root mode 0755.")
    turns = [
        p.run("useradd -m -c 'Priya Natarajan' -G wheel pnatarajan && id pnatarajan",
              "uid=1004(pnatarajan) gid=1004(pnatarajan) groups=1004(pnatarajan),10(wheel)"),
        p.run("echo 'pnatarajan:Tmp#Rotate-0611' | chpasswd && chage -d 0 pnatarajan && chage -l pnatarajan", t("""
Last password change                                    : password must be changed
Password expires                                        : password must be changed
Password inactive                                       : password must be changed
Account expires                                         : never
Minimum number of days between password change          : 0
Maximum number of days between password change          : 99999
Number of days of warning before password expires       : 7
""")),
        p.run("getent passwd pnatarajan", "pnatarajan:x:1004:1004:Priya Natarajan:/home/pnatarajan:/bin/bash"),
        p.run("usermod -s /bin/zsh -aG docker pnatarajan && id pnatarajan",
              "uid=1004(pnatarajan) gid=1004(pnatarajan) groups=1004(pnatarajan),10(wheel),983(docker)"),
        p.run("ls -la /home/pnatarajan", t("""
total 12
drwx------. 2 pnatarajan pnatarajan  62 Jun 11 09:02 .
drwxr-xr-x. 6 root       root        64 Jun 11 09:02 ..
-rw-r--r--. 1 pnatarajan pnatarajan  18 Jan 23 18:47 .bash_logout
-rw-r--r--. 1 pnatarajan pnatarajan 141 Jan 23 18:47 .bash_profile
-rw-r--r--. 1 pnatarajan pnatarajan 492 Jan 23 18:47 .bashrc
""")),
        p.run("install -d -m 700 -o pnatarajan -g pnatarajan /home/pnatarajan/.ssh && curl -fsS https://keys.corp.example/pnatarajan.pub > /home/pnatarajan/.ssh/authorized_keys && chown pnatarajan: /home/pnatarajan/.ssh/authorized_keys && chmod 600 /home/pnatarajan/.ssh/authorized_keys && ls -la /home/pnatarajan/.ssh", t("""
total 4
drwx------. 2 pnatarajan pnatarajan  29 Jun 11 09:04 .
drwx------. 3 pnatarajan pnatarajan  74 Jun 11 09:04 ..
-rw-------. 1 pnatarajan pnatarajan 103 Jun 11 09:04 authorized_keys
""")),
        p.run("setfacl -m u:deploy:rwx,u:pnatarajan:rx /srv/releases && getfacl /srv/releases", t("""
getfacl: Removing leading '/' from absolute path names
# file: srv/releases
# owner: root
# group: root
user::rwx
user:deploy:rwx
user:pnatarajan:r-x
group::r-x
mask::rwx
other::r-x
""")),
        p.run("grep -E '^(wheel|docker|pnatarajan):' /etc/group", t("""
wheel:x:10:ktran,pnatarajan
docker:x:983:deploy,pnatarajan
pnatarajan:x:1004:
""")),
        p.run("getent passwd pnatarajan deploy ktran", t("""
pnatarajan:x:1004:1004:Priya Natarajan:/home/pnatarajan:/bin/bash
deploy:x:1001:1001:Deployment account:/home/deploy:/bin/bash
ktran:x:1003:1003:Khanh Tran:/home/ktran:/bin/zsh
""")),
        p.run("sudo -l -U pnatarajan", t("""
Matching Defaults entries for pnatarajan on bastion-02:
    !visiblepw, always_set_home, match_group_by_gid, always_query_group_plugin, env_reset, env_keep="COLORS DISPLAY
    HOSTNAME HISTSIZE KDEDIR LS_COLORS", env_keep+="MAIL PS1 PS2 QTDIR USERNAME LANG LC_ADDRESS LC_CTYPE",
    secure_path=/sbin\\:/bin\\:/usr/sbin\\:/usr/bin

User pnatarajan may run the following commands on bastion-02:
    (ALL) ALL
""")),
    ]
    rs.add(task=TASK, tid="h31-terminal-03", system=SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="login shell changed to /bin/zsh with usermod reads back as /bin/bash with no later change")


# ---------------------------------------------------------------------------------------------------------
# 04 clean: Miller (mlr) over a sales CSV: sorted, filtered, reformatted and rounded views of the same data
def t04(rs: RowSet) -> None:
    p = Pane("analyst", "nb-07", "/home/analyst/data")
    state = ("Ubuntu 22.04 notebook server nb-07, user analyst in ~/data. Miller 6.8.0 (mlr) installed. "
             "sales_q2.csv holds 240 Q2 2024 orders (columns order_id,date,region,rep,product,units,amount).")
    turns = [
        p.run("head -n 4 sales_q2.csv && wc -l sales_q2.csv", t("""
order_id,date,region,rep,product,units,amount
Q2-10001,2024-04-01,EMEA,lindqvist,Widget Pro,12,5340.00
Q2-10002,2024-04-01,AMER,okafor,Gizmo Lite,3,447.90
Q2-10003,2024-04-02,APAC,tanaka,Widget Pro,7,3115.00
241 sales_q2.csv
""")),
        p.run("mlr --icsv --opprint head -n 8 sales_q2.csv", t("""
order_id date       region rep       product    units amount
Q2-10001 2024-04-01 EMEA   lindqvist Widget Pro 12    5340.00
Q2-10002 2024-04-01 AMER   okafor    Gizmo Lite 3     447.90
Q2-10003 2024-04-02 APAC   tanaka    Widget Pro 7     3115.00
Q2-10004 2024-04-02 AMER   delgado   Sensor Kit 25    11212.50
Q2-10005 2024-04-03 EMEA   moreau    Gizmo Lite 1     149.30
Q2-10006 2024-04-03 AMER   okafor    Widget Pro 4     1780.00
Q2-10007 2024-04-04 APAC   chen      Sensor Kit 9     4036.50
Q2-10008 2024-04-05 EMEA   lindqvist Sensor Kit 14    6279.00
""")),
        p.run("mlr --icsv --opprint stats1 -a count,sum,mean -f amount -g region sales_q2.csv", t("""
region amount_count amount_sum amount_mean
EMEA   83           348117.80  4194.190361445783
AMER   96           412385.50  4295.682291666667
APAC   61           231902.25  3801.6762295081967
""")),
        p.run("mlr --icsv --opprint sort -nr amount then head -n 5 sales_q2.csv", t("""
order_id date       region rep       product    units amount
Q2-10188 2024-06-14 AMER   delgado   Sensor Kit 42    18837.00
Q2-10131 2024-05-22 EMEA   moreau    Widget Pro 40    17800.00
Q2-10219 2024-06-24 APAC   chen      Sensor Kit 36    16146.00
Q2-10077 2024-05-03 AMER   okafor    Sensor Kit 32    14352.00
Q2-10160 2024-06-05 EMEA   lindqvist Widget Pro 30    13350.00
""")),
        p.run("mlr --icsv --ojson filter '$region == \"EMEA\" && $amount > 5000' then head -n 2 sales_q2.csv", t("""
[
{
  "order_id": "Q2-10001",
  "date": "2024-04-01",
  "region": "EMEA",
  "rep": "lindqvist",
  "product": "Widget Pro",
  "units": 12,
  "amount": 5340.00
},
{
  "order_id": "Q2-10008",
  "date": "2024-04-05",
  "region": "EMEA",
  "rep": "lindqvist",
  "product": "Sensor Kit",
  "units": 14,
  "amount": 6279.00
}
]
""")),
        p.run("mlr --icsv --ocsv put '$amount_k = fmtnum($amount / 1000, \"%.1f\")' sales_q2.csv > sales_q2_k.csv && mlr --icsv --opprint cut -f order_id,region,amount,amount_k then head -n 5 sales_q2_k.csv", t("""
order_id region amount   amount_k
Q2-10001 EMEA   5340.00  5.3
Q2-10002 AMER   447.90   0.4
Q2-10003 APAC   3115.00  3.1
Q2-10004 AMER   11212.50 11.2
Q2-10005 EMEA   149.30   0.1
""")),
        p.run("mlr --icsv --opprint --ofmt '%.2f' stats1 -a count,sum,mean -f amount sales_q2.csv", t("""
amount_count amount_sum amount_mean
240          992405.55  4135.02
""")),
        p.run("mlr --icsv --oxtab stats1 -a min,p50,max -f amount then put '$amount_range = $amount_max - $amount_min' sales_q2.csv", t("""
amount_min   149.30
amount_p50   3115.00
amount_max   18837.00
amount_range 18687.7
""")),
        p.run("mlr --icsv --opprint count-distinct -f product then sort -nr count sales_q2.csv", t("""
product    count
Sensor Kit 97
Widget Pro 88
Gizmo Lite 55
""")),
        p.run("ls -l sales_q2*.csv", t("""
-rw-rw-r-- 1 analyst analyst 13702 Jul  2 09:12 sales_q2.csv
-rw-rw-r-- 1 analyst analyst 14695 Jul  2 11:47 sales_q2_k.csv
""")),
    ]
    rs.add(task=TASK, tid="h31-terminal-04", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------------
# 05 bad: docker compose stack; one container id drifts in docker stats
def t05(rs: RowSet) -> None:
    p = Pane("ops", "app-stg-01", "/home/ops/stack")
    state = ("Ubuntu 22.04 staging host app-stg-01, user ops (member of docker) in ~/stack. Docker Engine 26.1.3 and "
             "the compose plugin v2.27.0 are installed; images for nginx:1.25-alpine, registry.example.com/ledger-api:1.8.2, "
             "postgres:15.7 and redis:7.2-alpine are already pulled. No containers are running.")
    compose = t("""
name: stack
services:
  web:
    image: nginx:1.25-alpine
    ports:
      - "8080:80"
    volumes:
      - ./nginx/default.conf:/etc/nginx/conf.d/default.conf:ro
    depends_on: [api]
  api:
    image: registry.example.com/ledger-api:1.8.2
    environment:
      DATABASE_URL: postgres://app:app@db:5432/ledger
      REDIS_URL: redis://redis:6379/0
    depends_on: [db, redis]
  db:
    image: postgres:15.7
    environment:
      POSTGRES_USER: app
      POSTGRES_PASSWORD: app
      POSTGRES_DB: ledger
    volumes:
      - dbdata:/var/lib/postgresql/data
  redis:
    image: redis:7.2-alpine
volumes:
  dbdata:
""")
    turns = [
        p.run("cat compose.yaml", compose),
        p.run("docker compose up -d", t("""
[+] Running 6/6
 ✔ Network stack_default      Created                                                  0.1s
 ✔ Volume "stack_dbdata"      Created                                                  0.0s
 ✔ Container stack-redis-1    Started                                                  0.6s
 ✔ Container stack-db-1       Started                                                  0.7s
 ✔ Container stack-api-1      Started                                                  1.1s
 ✔ Container stack-web-1      Started                                                  1.4s
""")),
        p.run("docker ps --format 'table {{.ID}}\\t{{.Image}}\\t{{.Status}}\\t{{.Ports}}\\t{{.Names}}'", t("""
CONTAINER ID   IMAGE                                   STATUS         PORTS                                   NAMES
3f9a1c2e7b45   nginx:1.25-alpine                       Up 9 seconds   0.0.0.0:8080->80/tcp, :::8080->80/tcp   stack-web-1
9c04d7e1a2f8   registry.example.com/ledger-api:1.8.2   Up 9 seconds   8000/tcp                                stack-api-1
b71e5d09c3a6   postgres:15.7                           Up 10 seconds  5432/tcp                                stack-db-1
5e2a8f4c1d90   redis:7.2-alpine                        Up 10 seconds  6379/tcp                                stack-redis-1
""")),
        p.run("docker compose logs --tail=6 api", t("""
api-1  | 2024-06-18T07:52:14.201Z INFO  ledger_api::config  loaded configuration profile=staging
api-1  | 2024-06-18T07:52:14.209Z INFO  ledger_api::db      connecting to postgres://app:***@db:5432/ledger
api-1  | 2024-06-18T07:52:15.733Z WARN  ledger_api::db      database not ready (connection refused), retry 1/10 in 2s
api-1  | 2024-06-18T07:52:17.741Z INFO  ledger_api::db      connected, running 14 pending migrations
api-1  | 2024-06-18T07:52:18.902Z INFO  ledger_api::cache   redis ping ok (redis://redis:6379/0)
api-1  | 2024-06-18T07:52:18.915Z INFO  ledger_api::http    listening on 0.0.0.0:8000
""")),
        p.run("docker stats --no-stream", t("""
CONTAINER ID   NAME            CPU %     MEM USAGE / LIMIT     MEM %     NET I/O           BLOCK I/O         PIDS
3f9a1c2e7b45   stack-web-1     0.00%     7.812MiB / 7.75GiB    0.10%     3.21kB / 1.02kB   0B / 8.19kB       5
9e04d7c1a2f8   stack-api-1     0.41%     46.37MiB / 7.75GiB    0.58%     38.4kB / 27.9kB   1.2MB / 0B        9
b71e5d09c3a6   stack-db-1      0.02%     41.09MiB / 7.75GiB    0.52%     29.7kB / 37.1kB   0B / 57.3MB       7
5e2a8f4c1d90   stack-redis-1   0.19%     3.246MiB / 7.75GiB    0.04%     2.86kB / 1.35kB   0B / 0B           6
""")),
        p.run("docker compose exec db psql -U app -d ledger -c '\\dt'", t("""
                List of relations
 Schema |          Name           | Type  | Owner
--------+-------------------------+-------+-------
 public | _sqlx_migrations        | table | app
 public | accounts                | table | app
 public | api_keys                | table | app
 public | audit_log               | table | app
 public | currencies              | table | app
 public | journal_entries         | table | app
 public | journal_lines           | table | app
 public | periods                 | table | app
 public | users                   | table | app
(9 rows)
""")),
        p.run("docker compose restart api", t("""
[+] Restarting 1/1
 ✔ Container stack-api-1  Started                                                     10.4s
""")),
        p.run("docker ps --format 'table {{.ID}}\\t{{.Image}}\\t{{.Status}}\\t{{.Ports}}\\t{{.Names}}'", t("""
CONTAINER ID   IMAGE                                   STATUS          PORTS                                   NAMES
3f9a1c2e7b45   nginx:1.25-alpine                       Up 4 minutes    0.0.0.0:8080->80/tcp, :::8080->80/tcp   stack-web-1
9c04d7e1a2f8   registry.example.com/ledger-api:1.8.2   Up 6 seconds    8000/tcp                                stack-api-1
b71e5d09c3a6   postgres:15.7                           Up 4 minutes    5432/tcp                                stack-db-1
5e2a8f4c1d90   redis:7.2-alpine                        Up 4 minutes    6379/tcp                                stack-redis-1
""")),
        p.run("docker inspect --format '{{.Id}} {{.State.Status}} {{.State.StartedAt}}' stack-api-1",
              "9c04d7e1a2f8b3e6d0c4a7f91e25b8d6c3a0f47e9b12d5c8a6e03f7b4d91c2e5 running 2024-06-18T07:56:31.482917305Z"),
        p.run("curl -s localhost:8080/healthz | jq .", t("""
{
  "status": "ok",
  "version": "1.8.2",
  "db": "up",
  "redis": "up",
  "uptime_s": 19
}
""")),
    ]
    rs.add(task=TASK, tid="h31-terminal-05", system=SYSTEM, turns=turns, state=state, bad=True, turn=5,
           kind="container id of stack-api-1 in docker stats differs from docker ps, with no recreate")


# ---------------------------------------------------------------------------------------------------------
# 06 clean: kopia snapshot of ~/Documents; retention tags shift, sizes grow, relative times move
def t06(rs: RowSet) -> None:
    p = Pane("sam", "homelab", "/home/sam")
    state = ("Debian 12 box homelab, user sam in home directory. kopia 0.17.0 is installed and connected to a "
             "filesystem repository at /mnt/backup/kopia. Three snapshots of /home/sam/Documents exist; sam edited "
             "two files and added one this morning. Current time is about 2024-07-09 10:20 CEST.")
    turns = [
        p.run("kopia repository status", t("""
Config file:         /home/sam/.config/kopia/repository.config

Description:         Repository in Filesystem: /mnt/backup/kopia
Hostname:            homelab
Username:            sam
Read-only:           false
Format blob cache:   15m0s

Storage type:        filesystem
Storage capacity:    1.8 TB
Storage available:   1.1 TB
Storage config:      {
                       "path": "/mnt/backup/kopia",
                       "fileMode": 384,
                       "dirMode": 448,
                       "dirShards": null
                     }

Unique ID:           4c1f2e9a7b3d5086c2e1f4a9b7d3c5e8f0a2b4c6d8e0f1a3b5c7d9e1f3a5b7c9
Hash:                BLAKE2B-256-128
Encryption:          AES256-GCM-HMAC-SHA256
Splitter:            DYNAMIC-4M-BUZHASH
Format version:      3
Content compression: true
Password changes:    true
Max pack length:     21 MB
Index Format:        v2

Epoch Manager:       enabled
Current Epoch: 6

Epoch refresh frequency: 20m0s
Epoch advance on:        20 blobs or 10.5 MB, minimum 24h0m0s
Epoch cleanup margin:    4h0m0s
Epoch checkpoint every:  7 epochs
""")),
        p.run("kopia snapshot list /home/sam/Documents", t("""
sam@homelab:/home/sam/Documents
  2024-07-06 22:00:14 CEST k5a3e8c1f09d2b7e4a6c8f1d3b5e7a9c2 2.3 GB drwxr-xr-x files:11872 dirs:604 (latest-3,daily-3)
  2024-07-07 22:00:09 CEST kb21f7d4e6a8c0e2f4b6d8a1c3e5f7b9d 2.3 GB drwxr-xr-x files:11874 dirs:604 (latest-2,daily-2)
  2024-07-08 22:00:11 CEST k9e4c2a7f1b3d5e8c0a2f4b6d8e1c3a5f 2.3 GB drwxr-xr-x files:11874 dirs:604 (latest-1,daily-1)
""")),
        p.run("kopia snapshot create /home/sam/Documents", t("""
Snapshotting sam@homelab:/home/sam/Documents ...
 * 0 hashing, 3 hashed (80.7 KB), 11872 cached (2.3 GB), uploaded 52.4 KB, estimated 2.3 GB (100.0%) 0s left
Created snapshot with root k3d7f0b2c4e6a8d1f3b5c7e9a0c2e4f6b and ID 8f2a6c41d9e3b70a5c18e4f2d6b9a037 in 6s
""")),
        p.run("kopia snapshot list /home/sam/Documents", t("""
sam@homelab:/home/sam/Documents
  2024-07-06 22:00:14 CEST k5a3e8c1f09d2b7e4a6c8f1d3b5e7a9c2 2.3 GB drwxr-xr-x files:11872 dirs:604 (latest-4,daily-4)
  2024-07-07 22:00:09 CEST kb21f7d4e6a8c0e2f4b6d8a1c3e5f7b9d 2.3 GB drwxr-xr-x files:11874 dirs:604 (latest-3,daily-3)
  2024-07-08 22:00:11 CEST k9e4c2a7f1b3d5e8c0a2f4b6d8e1c3a5f 2.3 GB drwxr-xr-x files:11874 dirs:604 (latest-2,daily-2)
  2024-07-09 10:21:37 CEST k3d7f0b2c4e6a8d1f3b5c7e9a0c2e4f6b 2.3 GB drwxr-xr-x files:11875 dirs:604 (latest-1,daily-1)
""")),
        p.run("kopia snapshot diff k9e4c2a7f1b3d5e8c0a2f4b6d8e1c3a5f k3d7f0b2c4e6a8d1f3b5c7e9a0c2e4f6b", t("""
changed ./taxes/2024/estimates.ods at 2024-07-09 09:41:02.118305 +0200 CEST (size 48211 -> 49307)
changed ./notes/garden.md at 2024-07-09 09:58:44.902113 +0200 CEST (size 3127 -> 3480)
added file ./letters/2024-07-09-landlord.odt (27944 bytes)
""")),
        p.run("kopia policy set /home/sam/Documents --keep-daily 14 --keep-hourly 24", t("""
Setting policy for sam@homelab:/home/sam/Documents
 - setting "number of hourly backups to keep" to 24.
 - setting "number of daily backups to keep" to 14.
""")),
        p.run("kopia policy show /home/sam/Documents | head -n 14", t("""
Policy for sam@homelab:/home/sam/Documents:

Retention:
  Annual snapshots:                     3   inherited from (global)
  Monthly snapshots:                   24   inherited from (global)
  Weekly snapshots:                     4   inherited from (global)
  Daily snapshots:                     14   (defined for this target)
  Hourly snapshots:                    24   (defined for this target)
  Latest snapshots:                    10   inherited from (global)
  Ignore identical snapshots:       false   inherited from (global)

Files policy:
  Ignore cache directories:          true   inherited from (global)
  No ignore rules:
""")),
        p.run("kopia maintenance info", t("""
Owner: sam@homelab
Quick Cycle:
  scheduled: true
  interval: 1h0m0s
  next run: 2024-07-09 10:43:12 CEST (in 21m14s)
Full Cycle:
  scheduled: true
  interval: 24h0m0s
  next run: 2024-07-10 03:12:40 CEST (in 16h50m42s)
Recent Maintenance Runs:
  snapshot-gc:
    2024-07-09 03:12:40 CEST (0s) SUCCESS
  full-delete-blobs:
    2024-07-09 03:12:41 CEST (0s) SUCCESS
  quick-rewrite-contents:
    2024-07-09 09:43:12 CEST (0s) SUCCESS
""")),
        p.run("kopia snapshot list /home/sam/Documents --all | tail -n 2", t("""
  2024-07-08 22:00:11 CEST k9e4c2a7f1b3d5e8c0a2f4b6d8e1c3a5f 2.3 GB drwxr-xr-x files:11874 dirs:604 (latest-2,daily-2)
  2024-07-09 10:21:37 CEST k3d7f0b2c4e6a8d1f3b5c7e9a0c2e4f6b 2.3 GB drwxr-xr-x files:11875 dirs:604 (latest-1,daily-1)
""")),
    ]
    rs.add(task=TASK, tid="h31-terminal-06", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------------
# 07 bad: git feature branch merged with --no-ff; one branch commit's hash drifts in the graph log
def t07(rs: RowSet) -> None:
    p = Pane("dev", "ws-14", "/home/dev/src/ledger-api")
    state = ("Arch Linux workstation ws-14, user dev in ~/src/ledger-api, a clone of git@git.example.com:fin/ledger-api.git. "
             "git 2.45.2. Working tree clean on main, which matches origin/main at a41c9e2. A colleague has pushed one more "
             "commit to origin/main that is not fetched yet. The agent has an editor open in another pane.")
    turns = [
        p.run("git status && git log --oneline -5", t("""
On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
a41c9e2 (HEAD -> main, origin/main, origin/HEAD) Bump version to 2.3.0
7d03f5b Fix rounding in currency conversion for JPY
f81a6c4 Add /v2/periods endpoint
2be90d7 Refactor journal line validation
c4e1d88 Upgrade sqlx to 0.7.4
""")),
        p.run("git switch -c feature/rate-limit", "Switched to a new branch 'feature/rate-limit'"),
        p.run("git add src/middleware/rate_limit.rs src/main.rs && git commit -m 'Add token bucket rate limiter middleware'", t("""
[feature/rate-limit 3be8d1f] Add token bucket rate limiter middleware
 2 files changed, 84 insertions(+), 3 deletions(-)
 create mode 100644 src/middleware/rate_limit.rs
""")),
        p.run("git add tests/rate_limit.rs && git commit -m 'Add rate limiter tests'", t("""
[feature/rate-limit c52f07a] Add rate limiter tests
 1 file changed, 61 insertions(+)
 create mode 100644 tests/rate_limit.rs
""")),
        p.run("git switch main && git pull --ff-only", t("""
Switched to branch 'main'
Your branch is up to date with 'origin/main'.
remote: Enumerating objects: 9, done.
remote: Counting objects: 100% (9/9), done.
remote: Compressing objects: 100% (5/5), done.
remote: Total 5 (delta 4), reused 0 (delta 0), pack-reused 0
Unpacking objects: 100% (5/5), 1.12 KiB | 1.12 MiB/s, done.
From git.example.com:fin/ledger-api
   a41c9e2..e19b6d4  main       -> origin/main
Updating a41c9e2..e19b6d4
Fast-forward
 src/handlers/periods.rs | 9 ++++++---
 1 file changed, 6 insertions(+), 3 deletions(-)
""")),
        p.run("git merge --no-ff feature/rate-limit -m \"Merge branch 'feature/rate-limit'\"", t("""
Merge made by the 'ort' strategy.
 src/main.rs                   |  7 ++++---
 src/middleware/rate_limit.rs  | 80 +++++++++++++++++++++++++++++++++++++++++++
 tests/rate_limit.rs           | 61 +++++++++++++++++++++++++++++++++
 3 files changed, 145 insertions(+), 3 deletions(-)
 create mode 100644 src/middleware/rate_limit.rs
 create mode 100644 tests/rate_limit.rs
""")),
        p.run("cargo test --test rate_limit 2>&1 | tail -n 9", t("""
running 5 tests
test bucket_refills_over_time ... ok
test burst_is_capped_at_capacity ... ok
test separate_keys_have_separate_buckets ... ok
test rejects_when_empty_with_retry_after ... ok
test zero_rate_is_rejected_by_config ... ok

test result: ok. 5 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.31s
""")),
        p.run("git log --oneline --graph -8", t("""
*   0f6a2b9 (HEAD -> main) Merge branch 'feature/rate-limit'
|\\
| * c52f07a (feature/rate-limit) Add rate limiter tests
| * 6ad14c0 Add token bucket rate limiter middleware
* | e19b6d4 (origin/main, origin/HEAD) Clamp period end date to month end
|/
* a41c9e2 Bump version to 2.3.0
* 7d03f5b Fix rounding in currency conversion for JPY
* f81a6c4 Add /v2/periods endpoint
""")),
        p.run("git branch -d feature/rate-limit", "Deleted branch feature/rate-limit (was c52f07a)."),
        p.run("git push origin main", t("""
Enumerating objects: 14, done.
Counting objects: 100% (14/14), done.
Delta compression using up to 16 threads
Compressing objects: 100% (9/9), done.
Writing objects: 100% (10/10), 2.87 KiB | 2.87 MiB/s, done.
Total 10 (delta 5), reused 0 (delta 0), pack-reused 0
To git.example.com:fin/ledger-api.git
   e19b6d4..0f6a2b9  main -> main
""")),
        p.run("git log -1 --format='%H%n%P%n%an <%ae>%n%ad%n%s'", t("""
0f6a2b9d4e71c0835a9f2b6e18d47c3a05e9b21f
e19b6d4a07c3f95e1b28d6a4c0f7e3b9d52a8c16 c52f07a8e6d1b34f90c2a7e5d8b1f46c3e09a7d2
Dana Evers <dana.evers@example.com>
Wed Jun 19 15:08:41 2024 +0200
Merge branch 'feature/rate-limit'
""")),
    ]
    rs.add(task=TASK, tid="h31-terminal-07", system=SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="hash of the first feature-branch commit differs in the graph log from the hash git commit printed")


# ---------------------------------------------------------------------------------------------------------
# 08 bad: doctl cold snapshot of a droplet; the powered-off droplet lists as active before any power-on
def t08(rs: RowSet) -> None:
    p = Pane("lena", "mbp-lena", "/Users/lena/projects/shop", style="debian")
    state = ("macOS laptop mbp-lena (zsh with a bash-like prompt), user lena in ~/projects/shop. doctl 1.109.0 is "
             "authenticated against the team 'shop-prod'. Three droplets exist, all active. The agent's task: take a "
             "cold (powered-off) snapshot of shop-worker-01, bring it back up and remove the oldest worker snapshot.")
    cols = "ID           Name              Public IPv4        Private IPv4    Memory    VCPUs    Disk    Region    Image                     Status    Tags"
    turns = [
        p.run("doctl compute droplet list", t(f"""
{cols}
412339860    shop-web-01       164.92.181.40      10.114.0.2      4096      2        80      fra1      Ubuntu 22.04 (LTS) x64    active    shop,web
412339866    shop-web-02       164.92.181.77      10.114.0.3      4096      2        80      fra1      Ubuntu 22.04 (LTS) x64    active    shop,web
412339871    shop-worker-01    138.68.94.213      10.114.0.4      8192      4        160     fra1      Ubuntu 22.04 (LTS) x64    active    shop,worker
""")),
        p.run("doctl compute droplet-action shutdown 412339871 --wait", t("""
ID            Status       Type        Started At                       Completed At                     Resource ID    Resource Type    Region
2218407715    completed    shutdown    2024-07-15 08:31:02 +0000 UTC    2024-07-15 08:31:19 +0000 UTC    412339871      droplet          fra1
""")),
        p.run("doctl compute droplet-action snapshot 412339871 --snapshot-name shop-worker-01-2024-07-15 --wait", t("""
ID            Status       Type        Started At                       Completed At                     Resource ID    Resource Type    Region
2218409932    completed    snapshot    2024-07-15 08:31:44 +0000 UTC    2024-07-15 08:36:58 +0000 UTC    412339871      droplet          fra1
""")),
        p.run("doctl compute snapshot list --resource droplet", t("""
ID           Name                         Created at              Regions    Resource ID    Resource Type    Min Disk Size    Size        Tags
158201447    shop-worker-01-2024-05-20    2024-05-20T06:02:51Z    [fra1]     412339871      droplet          160              14.78 GiB
161930372    shop-worker-01-2024-06-17    2024-06-17T06:04:10Z    [fra1]     412339871      droplet          160              15.31 GiB
164377905    shop-web-01-2024-06-30       2024-06-30T21:40:27Z    [fra1]     412339860      droplet          80               6.02 GiB
165912284    shop-worker-01-2024-07-15    2024-07-15T08:31:44Z    [fra1]     412339871      droplet          160              15.64 GiB
""")),
        p.run("doctl compute droplet list --format ID,Name,PublicIPv4,Memory,Status", t("""
ID           Name              Public IPv4        Memory    Status
412339860    shop-web-01       164.92.181.40      4096      active
412339866    shop-web-02       164.92.181.77      4096      active
412339871    shop-worker-01    138.68.94.213      8192      active
""")),
        p.run("doctl compute droplet-action power-on 412339871 --wait", t("""
ID            Status       Type        Started At                       Completed At                     Resource ID    Resource Type    Region
2218414106    completed    power_on    2024-07-15 08:38:12 +0000 UTC    2024-07-15 08:38:27 +0000 UTC    412339871      droplet          fra1
""")),
        p.run("doctl compute snapshot delete 158201447 --force && doctl compute snapshot list --resource droplet --format ID,Name,Size", t("""
ID           Name                         Size
161930372    shop-worker-01-2024-06-17    15.31 GiB
164377905    shop-web-01-2024-06-30       6.02 GiB
165912284    shop-worker-01-2024-07-15    15.64 GiB
""")),
        p.run("doctl compute droplet get 412339871 --format ID,Name,Status,PublicIPv4,Features", t("""
ID           Name              Status    Public IPv4        Features
412339871    shop-worker-01    active    138.68.94.213      droplet_agent,private_networking,monitoring
""")),
    ]
    rs.add(task=TASK, tid="h31-terminal-08", system=SYSTEM, turns=turns, state=state, bad=True, turn=5,
           kind="droplet shut down for a cold snapshot is listed as active before any power-on action")


# ---------------------------------------------------------------------------------------------------------
# 09 clean: pg_dump / pg_restore verification on a live database (live counts grow, restored copy is smaller)
def t09(rs: RowSet) -> None:
    p = Pane("postgres", "db-prod-3", "/var/lib/postgresql")
    state = ("Ubuntu 22.04 database host db-prod-3, shell as the postgres OS user in /var/lib/postgresql. PostgreSQL 16.3 "
             "cluster 16/main serves the live shop application (database shopdb, orders keep arriving). /var/backups/pg "
             "exists and is writable by postgres. Time is about 2024-06-10 02:10 UTC.")
    turns = [
        p.run("psql -d shopdb -c '\\dt+ public.*'", t("""
                                        List of relations
 Schema |      Name       | Type  |  Owner   | Persistence | Access method |  Size   | Description
--------+-----------------+-------+----------+-------------+---------------+---------+-------------
 public | customers       | table | shop     | permanent   | heap          | 96 MB   |
 public | inventory       | table | shop     | permanent   | heap          | 4200 kB |
 public | order_items     | table | shop     | permanent   | heap          | 812 MB  |
 public | orders          | table | shop     | permanent   | heap          | 431 MB  |
 public | payments        | table | shop     | permanent   | heap          | 287 MB  |
 public | products        | table | shop     | permanent   | heap          | 18 MB   |
 public | schema_versions | table | shop     | permanent   | heap          | 48 kB   |
(7 rows)
""")),
        p.run("psql -d shopdb -Atc 'SELECT count(*), max(id), now()::timestamp(0) FROM orders'", "1284310|1291877|2024-06-10 02:11:07"),
        p.run("time pg_dump -Fc -Z 6 -d shopdb -f /var/backups/pg/shopdb_20240610.dump && ls -lh /var/backups/pg/", t("""

real	1m52.418s
user	1m31.207s
sys	0m4.886s
total 294M
-rw-r--r-- 1 postgres postgres 146M Jun  3 02:13 shopdb_20240603.dump
-rw-r--r-- 1 postgres postgres 148M Jun 10 02:13 shopdb_20240610.dump
"""), duration=150.0),
        p.run("pg_restore -l /var/backups/pg/shopdb_20240610.dump | head -n 16", t("""
;
; Archive created at 2024-06-10 02:11:19 UTC
;     dbname: shopdb
;     TOC Entries: 96
;     Compression: gzip
;     Dump Version: 1.15-0
;     Format: CUSTOM
;     Integer: 4 bytes
;     Offset: 8 bytes
;     Dumped from database version: 16.3 (Ubuntu 16.3-1.pgdg22.04+1)
;     Dumped by pg_dump version: 16.3 (Ubuntu 16.3-1.pgdg22.04+1)
;
;
; Selected TOC Entries:
;
230; 1259 16412 TABLE public customers shop
""")),
        p.run("createdb -O shop shopdb_verify && pg_restore -j 4 -d shopdb_verify /var/backups/pg/shopdb_20240610.dump && psql -d shopdb_verify -Atc 'SELECT count(*), max(id) FROM orders'",
              "1284317|1291884", duration=180.0),
        p.run("psql -c '\\l+' | sed -n '1,12p'", t("""
                                                                                        List of databases
     Name      |  Owner   | Encoding | Locale Provider |   Collate   |    Ctype    | ICU Locale | ICU Rules |   Access privileges   |  Size   | Tablespace |                Description
---------------+----------+----------+-----------------+-------------+-------------+------------+-----------+-----------------------+---------+------------+--------------------------------------------
 postgres      | postgres | UTF8     | libc            | en_US.UTF-8 | en_US.UTF-8 |            |           |                       | 7597 kB | pg_default | default administrative connection database
 shopdb        | shop     | UTF8     | libc            | en_US.UTF-8 | en_US.UTF-8 |            |           | =Tc/shop             +| 2391 MB | pg_default |
               |          |          |                 |             |             |            |           | shop=CTc/shop        +|         |            |
               |          |          |                 |             |             |            |           | app_ro=c/shop         |         |            |
 shopdb_verify | shop     | UTF8     | libc            | en_US.UTF-8 | en_US.UTF-8 |            |           |                       | 2108 MB | pg_default |
 template0     | postgres | UTF8     | libc            | en_US.UTF-8 | en_US.UTF-8 |            |           | =c/postgres          +| 7441 kB | pg_default | unmodifiable empty database
               |          |          |                 |             |             |            |           | postgres=CTc/postgres |         |            |
 template1     | postgres | UTF8     | libc            | en_US.UTF-8 | en_US.UTF-8 |            |           | =c/postgres          +| 7669 kB | pg_default | default template for new databases
""")),
        p.run("psql -d shopdb -Atc 'SELECT count(*), max(id), now()::timestamp(0) FROM orders'", "1284402|1291969|2024-06-10 02:19:42"),
        p.run("dropdb shopdb_verify && psql -Atc \"SELECT datname FROM pg_database WHERE datname LIKE 'shop%'\"", "shopdb"),
        p.run("df -h /var/backups/pg | tail -n 1", "/dev/nvme1n1p1  492G  318G  149G  69% /var/backups"),
    ]
    rs.add(task=TASK, tid="h31-terminal-09", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------------
# 10 bad: beancount; after a new restaurant posting the Expenses:Food category total stays at the old sum
LEDGER = t("""
option "title" "Tom's household ledger"
option "operating_currency" "USD"

2024-01-01 open Assets:Bank:Checking          USD
2024-01-01 open Liabilities:CreditCard:Visa   USD
2024-01-01 open Expenses:Food:Groceries       USD
2024-01-01 open Expenses:Food:Restaurants     USD
2024-01-01 open Expenses:Food:Coffee          USD
2024-01-01 open Expenses:Transport            USD
2024-01-01 open Income:Salary                 USD
2024-01-01 open Equity:Opening-Balances       USD

2024-05-01 * "Opening balance"
  Assets:Bank:Checking                 3200.00 USD
  Equity:Opening-Balances

2024-05-02 * "Metro Transit" "May monthly pass"
  Expenses:Transport                     64.00 USD
  Assets:Bank:Checking

2024-05-03 * "Trader Joe's" "weekly groceries"
  Expenses:Food:Groceries                96.42 USD
  Liabilities:CreditCard:Visa

2024-05-07 * "Blue Door Coffee" "beans + drinks"
  Expenses:Food:Coffee                   12.50 USD
  Liabilities:CreditCard:Visa

2024-05-10 * "Whole Foods" "groceries"
  Expenses:Food:Groceries               118.09 USD
  Liabilities:CreditCard:Visa

2024-05-11 * "Saffron House" "dinner with Jess"
  Expenses:Food:Restaurants              42.80 USD
  Liabilities:CreditCard:Visa

2024-05-15 * "Acme Corp" "salary"
  Assets:Bank:Checking                 2850.00 USD
  Income:Salary

2024-05-17 * "Trader Joe's" "weekly groceries"
  Expenses:Food:Groceries                87.60 USD
  Liabilities:CreditCard:Visa

2024-05-18 * "Osteria Nove" "birthday dinner"
  Expenses:Food:Restaurants              71.35 USD
  Liabilities:CreditCard:Visa

2024-05-21 * "Blue Door Coffee" "drinks"
  Expenses:Food:Coffee                   14.25 USD
  Liabilities:CreditCard:Visa

2024-05-24 * "Costco" "groceries"
  Expenses:Food:Groceries               110.26 USD
  Liabilities:CreditCard:Visa

2024-05-25 * "Pho Saigon" "lunch"
  Expenses:Food:Restaurants              72.35 USD
  Liabilities:CreditCard:Visa

2024-05-28 * "Visa" "card payment"
  Liabilities:CreditCard:Visa           300.00 USD
  Assets:Bank:Checking

2024-05-29 * "Corner Cafe" "coffee"
  Expenses:Food:Coffee                   11.50 USD
  Liabilities:CreditCard:Visa
""")


def t10(rs: RowSet) -> None:
    p = Pane("tom", "thinkpad", "/home/tom/finance")
    state = ("Debian 12 laptop thinkpad, user tom in ~/finance (a git repository). beancount 2.3.6 installed in the user "
             "environment (bean-check, bean-query, bean-report on PATH). main.beancount is the whole ledger (May 2024 so far).")
    new_txn = t("""
2024-05-30 * "Saffron House" "team lunch"
  Expenses:Food:Restaurants              54.20 USD
  Liabilities:CreditCard:Visa
""")
    turns = [
        p.run("cat main.beancount", LEDGER),
        p.run("bean-check main.beancount && echo OK", "OK"),
        p.run("bean-query main.beancount \"SELECT account, sum(position) AS total WHERE account ~ '^Expenses' GROUP BY account ORDER BY account\"", t("""
account                    total
-------------------------  ----------
Expenses:Food:Coffee        38.25 USD
Expenses:Food:Groceries    412.37 USD
Expenses:Food:Restaurants  186.50 USD
Expenses:Transport          64.00 USD
""")),
        p.run("printf '\\n%s\\n' '2024-05-30 * \"Saffron House\" \"team lunch\"\\n  Expenses:Food:Restaurants              54.20 USD\\n  Liabilities:CreditCard:Visa' >> main.beancount && tail -n 3 main.beancount", new_txn),
        p.run("bean-check main.beancount && echo OK", "OK"),
        p.run("bean-query main.beancount \"SELECT root(account, 2) AS category, sum(position) AS total WHERE account ~ '^Expenses' GROUP BY category ORDER BY category\"", t("""
category            total
------------------  ----------
Expenses:Food       637.12 USD
Expenses:Transport   64.00 USD
""")),
        p.run("bean-query main.beancount \"SELECT account, sum(position) AS balance WHERE account ~ '^(Assets|Liabilities)' GROUP BY account ORDER BY account\"", t("""
account                      balance
---------------------------  -----------
Assets:Bank:Checking         5686.00 USD
Liabilities:CreditCard:Visa  -391.32 USD
""")),
        p.run("bean-query main.beancount \"SELECT date, payee, narration, position WHERE account = 'Expenses:Food:Restaurants' ORDER BY date\"", t("""
date        payee          narration         position
----------  -------------  ----------------  ---------
2024-05-11  Saffron House  dinner with Jess  42.80 USD
2024-05-18  Osteria Nove   birthday dinner   71.35 USD
2024-05-25  Pho Saigon     lunch             72.35 USD
2024-05-30  Saffron House  team lunch        54.20 USD
""")),
    ]
    rs.add(task=TASK, tid="h31-terminal-10", system=SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="Expenses:Food category total does not include the restaurant posting added two turns earlier (not the sum of its accounts)")


# ---------------------------------------------------------------------------------------------------------
# 11 clean: archive /srv/projects with tar and rsync; sizes in different units, disk usage grows with the copies
def t11(rs: RowSet) -> None:
    p = Pane("root", "files01", "/root")
    state = ("Debian 12 file server files01, root shell in /root. /srv is on /dev/sda3, /mnt/archive is a separate 1.8T "
             "disk (/dev/sdb1). /srv/projects holds the team's project folders; /mnt/archive/projects-mirror does not exist yet. "
             "GNU tar 1.34, rsync 3.2.7, pigz installed. Nobody else is writing to /srv/projects (maintenance window).")
    turns = [
        p.run("df -h /srv /mnt/archive", t("""
Filesystem      Size  Used Avail Use% Mounted on
/dev/sda3       915G  402G  467G  47% /srv
/dev/sdb1       1.8T  912G  815G  53% /mnt/archive
""")),
        p.run("du -sh /srv/projects/* | sort -h", t("""
12M	/srv/projects/onboarding
218M	/srv/projects/brand-refresh
431M	/srv/projects/intranet
1.1G	/srv/projects/field-survey-2023
2.4G	/srv/projects/harbor-bridge
3.7G	/srv/projects/cad-library
""")),
        p.run("du -sb /srv/projects && find /srv/projects -type f | wc -l && find /srv/projects -type d | wc -l", t("""
8480566272	/srv/projects
44902
3311
""")),
        p.run("tar -I pigz -cf /mnt/archive/projects-2024-04-30.tar.gz -C /srv projects && ls -l --block-size=M /mnt/archive/projects-2024-04-30.tar.gz && ls -lh /mnt/archive/projects-2024-04-30.tar.gz", t("""
-rw-r--r-- 1 root root 3487M Apr 30 21:17 /mnt/archive/projects-2024-04-30.tar.gz
-rw-r--r-- 1 root root 3.5G Apr 30 21:17 /mnt/archive/projects-2024-04-30.tar.gz
"""), duration=240.0),
        p.run("rsync -aHAX --delete --info=stats2 /srv/projects/ /mnt/archive/projects-mirror/", t("""

Number of files: 48,213 (reg: 44,902, dir: 3,311)
Number of created files: 48,213 (reg: 44,902, dir: 3,311)
Number of deleted files: 0
Number of regular files transferred: 44,902
Total file size: 8,467,004,416 bytes
Total transferred file size: 8,467,004,416 bytes
Literal data: 8,467,004,416 bytes
Matched data: 0 bytes
File list size: 1,572,818
File list generation time: 0.412 seconds
File list transfer time: 0.000 seconds
Total bytes sent: 8,470,196,027
Total bytes received: 871,464

sent 8,470,196,027 bytes  received 871,464 bytes  97,931,414.86 bytes/sec
total size is 8,467,004,416  speedup is 1.00
"""), duration=120.0),
        p.run("df -h /srv /mnt/archive", t("""
Filesystem      Size  Used Avail Use% Mounted on
/dev/sda3       915G  402G  467G  47% /srv
/dev/sdb1       1.8T  924G  803G  54% /mnt/archive
""")),
        p.run("tar -I pigz -tf /mnt/archive/projects-2024-04-30.tar.gz | wc -l && tar -I pigz -tvf /mnt/archive/projects-2024-04-30.tar.gz | head -n 4", t("""
48213
drwxrwsr-x root/projects     0 2024-04-29 17:02 projects/
drwxrwsr-x root/projects     0 2024-04-12 10:44 projects/intranet/
-rw-rw-r-- mhoffmann/projects 18244 2024-04-11 16:20 projects/intranet/README.md
drwxrwsr-x mhoffmann/projects     0 2024-04-24 09:31 projects/intranet/wiki-export/
""")),
        p.run("du -sh /mnt/archive/projects-mirror && du -sh --apparent-size /mnt/archive/projects-mirror", t("""
7.9G	/mnt/archive/projects-mirror
7.9G	/mnt/archive/projects-mirror
""")),
        p.run("rsync -aHAX --delete --dry-run --itemize-changes --info=stats1 /srv/projects/ /mnt/archive/projects-mirror/", t("""

Number of files: 48,213 (reg: 44,902, dir: 3,311)
Number of created files: 0
Number of deleted files: 0
Number of regular files transferred: 0
Total file size: 8,467,004,416 bytes
Total transferred file size: 0 bytes
Literal data: 0 bytes
Matched data: 0 bytes
File list size: 0
File list generation time: 0.001 seconds
File list transfer time: 0.000 seconds
Total bytes sent: 1,389,905
Total bytes received: 3,311

sent 1,389,905 bytes  received 3,311 bytes  928,810.67 bytes/sec
total size is 8,467,004,416  speedup is 6,077.31 (DRY RUN)
""")),
    ]
    rs.add(task=TASK, tid="h31-terminal-11", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------------
# 12 clean: watson time tracking; relative times and durations move, daily vs weekly totals differ
def t12(rs: RowSet) -> None:
    p = Pane("kai", "devbox", "/home/kai")
    state = ("Ubuntu 24.04 devbox, user kai in ~. watson 2.1.0 (td-watson) installed; a frame for project acme-portal "
             "with tag frontend was started at 09:14:05 today (Tue 2024-03-12, Europe/Berlin). Earlier this week kai "
             "logged time on acme-portal and internal.")
    turns = [
        p.run("watson status", "Project acme-portal [frontend] started 23 minutes ago (2024.03.12 09:14:05+0100)"),
        p.run("watson stop", "Stopping project acme-portal [frontend], started 24 minutes ago. (id: 3f1c2a9)"),
        p.run("watson start internal +standup", "Starting project internal [standup] at 09:38"),
        p.run("watson status", "Project internal [standup] started 11 minutes ago (2024.03.12 09:38:21+0100)"),
        p.run("watson stop", "Stopping project internal [standup], started 12 minutes ago. (id: b7e4d02)"),
        p.run("watson log --day --no-pager", t("""
Tuesday 12 March 2024 (36m 13s)
        3f1c2a9  09:14 to 09:38     24m 10s  acme-portal  [frontend]
        b7e4d02  09:38 to 09:50     12m 03s  internal  [standup]
""")),
        p.run("watson report --day --no-pager", t("""
Tue 12 March 2024 -> Tue 12 March 2024

acme-portal - 24m 10s
        [frontend 24m 10s]

internal - 12m 03s
        [standup 12m 03s]

Total: 36m 13s
""")),
        p.run("watson report --week --no-pager", t("""
Mon 11 March 2024 -> Tue 12 March 2024

acme-portal - 6h 02m 41s
        [backend 2h 15m 08s]
        [frontend 3h 47m 33s]

internal - 1h 04m 20s
        [planning 52m 17s]
        [standup 12m 03s]

Total: 7h 07m 01s
""")),
        p.run("watson frames | tail -n 3 && watson status", t("""
9d20e5b
3f1c2a9
b7e4d02
No project started.
""")),
        p.run("watson start acme-portal +backend && watson status", t("""
Starting project acme-portal [backend] at 09:51
Project acme-portal [backend] started just now (2024.03.12 09:51:37+0100)
""")),
    ]
    rs.add(task=TASK, tid="h31-terminal-12", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------------
# 13 bad: cron + logrotate review; a crontab line reads back with a different schedule and no edit
def t13(rs: RowSet) -> None:
    p = Pane("root", "mon-01", "/root")
    state = ("Ubuntu 22.04 monitoring host mon-01, root shell in /root. cron and logrotate 3.19.0 installed; the app "
             "writes /var/log/app/*.log. Time is about Mon 2024-08-05 10:12 UTC.")
    turns = [
        p.run("crontab -l", t("""
# m h  dom mon dow   command
MAILTO=ops-alerts@example.com
SHELL=/bin/bash

# nightly database dump, kept 14 days
15 3 * * * /usr/local/bin/backup-db.sh >> /var/log/backup-db.log 2>&1
# disk space probe for the alerting pipeline
*/5 * * * * /usr/local/bin/check-disk.sh --warn 80 --crit 90
# weekly forced rotation of the app logs (Sunday)
0 4 * * 0 /usr/sbin/logrotate -f /etc/logrotate.d/app
# refresh GeoIP database on the 1st
30 2 1 * * /usr/local/bin/geoipupdate -d /var/lib/GeoIP
""")),
        p.run("cat /etc/logrotate.d/app", t("""
/var/log/app/*.log {
    daily
    rotate 14
    maxsize 200M
    missingok
    notifempty
    compress
    delaycompress
    create 0640 app adm
    sharedscripts
    postrotate
        systemctl kill -s HUP app.service >/dev/null 2>&1 || true
    endscript
}
""")),
        p.run("ls -l /var/log/app/", t("""
total 356828
-rw-r----- 1 app adm 187302211 Aug  5 10:11 api.log
-rw-r----- 1 app adm  96113400 Aug  4 23:59 api.log.1
-rw-r----- 1 app adm  11872044 Aug  3 23:59 api.log.2.gz
-rw-r----- 1 app adm  58240917 Aug  5 10:11 worker.log
-rw-r----- 1 app adm  10497102 Aug  4 23:59 worker.log.1
-rw-r----- 1 app adm   1352930 Aug  3 23:59 worker.log.2.gz
""")),
        p.run("logrotate -f /etc/logrotate.d/app && ls -l /var/log/app/", t("""
total 265748
-rw-r----- 1 app adm      8211 Aug  5 10:13 api.log
-rw-r----- 1 app adm 187309654 Aug  5 10:13 api.log.1
-rw-r----- 1 app adm  12004379 Aug  4 23:59 api.log.2.gz
-rw-r----- 1 app adm  11872044 Aug  3 23:59 api.log.3.gz
-rw-r----- 1 app adm      1904 Aug  5 10:13 worker.log
-rw-r----- 1 app adm  58243102 Aug  5 10:13 worker.log.1
-rw-r----- 1 app adm   1318466 Aug  4 23:59 worker.log.2.gz
-rw-r----- 1 app adm   1352930 Aug  3 23:59 worker.log.3.gz
""")),
        p.run("grep CRON /var/log/syslog | tail -n 5", t("""
Aug  5 09:55:01 mon-01 CRON[88412]: (root) CMD (/usr/local/bin/check-disk.sh --warn 80 --crit 90)
Aug  5 10:00:01 mon-01 CRON[88590]: (root) CMD (/usr/local/bin/check-disk.sh --warn 80 --crit 90)
Aug  5 10:05:01 mon-01 CRON[88771]: (root) CMD (/usr/local/bin/check-disk.sh --warn 80 --crit 90)
Aug  5 10:10:01 mon-01 CRON[88943]: (root) CMD (/usr/local/bin/check-disk.sh --warn 80 --crit 90)
Aug  5 10:15:01 mon-01 CRON[89127]: (root) CMD (/usr/local/bin/check-disk.sh --warn 80 --crit 90)
""")),
        p.run("crontab -l | grep -n -e backup -e logrotate", t("""
6:30 3 * * * /usr/local/bin/backup-db.sh >> /var/log/backup-db.log 2>&1
10:0 4 * * 0 /usr/sbin/logrotate -f /etc/logrotate.d/app
""")),
        p.run("grep -h 'backup-db' /var/log/syslog /var/log/syslog.1 | tail -n 2 && tail -n 3 /var/log/backup-db.log", t("""
Aug  4 03:15:01 mon-01 CRON[41087]: (root) CMD (/usr/local/bin/backup-db.sh >> /var/log/backup-db.log 2>&1)
Aug  5 03:15:01 mon-01 CRON[63210]: (root) CMD (/usr/local/bin/backup-db.sh >> /var/log/backup-db.log 2>&1)
2024-08-05T03:15:01Z starting dump of metrics (pg_dump -Fc)
2024-08-05T03:21:47Z dump written: /var/backups/metrics-20240805.dump (2.9G)
2024-08-05T03:21:48Z pruned 1 dump(s) older than 14 days
""")),
    ]
    rs.add(task=TASK, tid="h31-terminal-13", system=SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="crontab line for the nightly backup shows a different minute than the crontab listed earlier, with no edit")


# ---------------------------------------------------------------------------------------------------------
# 14 bad: hcloud renames and labels; a renamed server is described under its old name
def t14(rs: RowSet) -> None:
    p = Pane("nils", "ops-laptop", "/home/nils/infra")
    state = ("Debian 12 laptop ops-laptop, user nils in ~/infra. hcloud CLI 1.45.0 with the active context 'ci-project' "
             "(Hetzner Cloud project CI). The project has two CI runner servers and the GitLab server. Time is about "
             "2024-08-20 14:05 UTC.")
    turns = [
        p.run("hcloud server list", t("""
ID         NAME          STATUS    IPV4             IPV6                      PRIVATE NET          DATACENTER   AGE
39011876   gitlab-prod   running   65.108.91.14     2a01:4f9:c012:5e3a::/64   10.0.0.2 (ci-net)    hel1-dc2     211d
41872233   ci-runner-1   running   95.217.160.38    2a01:4f9:c012:8d41::/64   10.0.0.11 (ci-net)   hel1-dc2     48d
41872240   ci-runner-2   running   95.217.171.202   2a01:4f9:c012:8d47::/64   10.0.0.12 (ci-net)   hel1-dc2     48d
""")),
        p.run("hcloud server rename 41872233 build-runner-1", "Server 41872233 renamed to build-runner-1"),
        p.run("hcloud server rename ci-runner-2 build-runner-2", "Server 41872240 renamed to build-runner-2"),
        p.run("hcloud server list -o columns=id,name,status,ipv4,server_type", t("""
ID         NAME             STATUS    IPV4             TYPE
39011876   gitlab-prod      running   65.108.91.14     cpx31
41872233   build-runner-1   running   95.217.160.38    ccx23
41872240   build-runner-2   running   95.217.171.202   ccx23
""")),
        p.run("hcloud server add-label build-runner-1 role=ci && hcloud server add-label build-runner-2 role=ci", t("""
Label(s) role added to Server 41872233
Label(s) role added to Server 41872240
""")),
        p.run("hcloud server list -l role=ci -o columns=id,name,status,labels", t("""
ID         NAME             STATUS    LABELS
41872233   build-runner-1   running   role=ci
41872240   build-runner-2   running   role=ci
""")),
        p.run("hcloud server create-image --type snapshot --description 'runner base 2024-08' build-runner-1", t("""
 ✓ Waiting for create_image       100% 1m32s
Image 172044519 created from Server 41872233
"""), duration=100.0),
        p.run("hcloud firewall apply-to-resource runners-fw --type label_selector --label-selector role=ci", "Firewall 1318842 applied to resource"),
        p.run("hcloud server describe 41872240", t("""
ID:		41872240
Name:		ci-runner-2
Status:		running
Created:	Wed Jul  3 11:27:05 UTC 2024 (1 month ago)
Server Type:	ccx23 (ID: 98)
  ID:		98
  Name:		ccx23
  Description:	CCX23 Dedicated CPU
  Cores:	4
  CPU Type:	dedicated
  Architecture:	x86
  Memory:	16 GB
  Disk:		160 GB
  Storage Type:	local
Public Net:
  IPv4:
    ID:		66012873
    IP:		95.217.171.202
    Blocked:	no
    DNS:	static.202.171.217.95.clients.your-server.de
  IPv6:
    ID:		66012874
    IP:		2a01:4f9:c012:8d47::/64
    Blocked:	no
Private Net:
  - ID:			3981207
    Name:		ci-net
    IP:			10.0.0.12
    MAC Address:	86:00:00:8a:3f:1c
Volumes:
  No Volumes
Image:
  ID:		114690387
  Type:		system
  Status:	available
  Name:		ubuntu-24.04
  Description:	Ubuntu 24.04
  OS Flavor:	ubuntu
  OS Version:	24.04
Datacenter:
  ID:		3
  Name:		hel1-dc2
  Description:	Helsinki 1 virtual DC 2
Protection:
  Delete:	no
  Rebuild:	no
Labels:
  role: ci
Firewalls:
  - ID:		1318842
    Name:	runners-fw
    Status:	applied (from label selector)
""")),
        p.run("hcloud image list --type snapshot", t("""
ID          TYPE       NAME   DESCRIPTION                 ARCHITECTURE   IMAGE SIZE   DISK SIZE   CREATED                        DEPRECATED
164930155   snapshot   -      runner base 2024-07         x86            4.21 GB      160 GB      Wed Jul  3 12:02:44 UTC 2024   -
172044519   snapshot   -      runner base 2024-08         x86            4.63 GB      160 GB      Tue Aug 20 14:09:51 UTC 2024   -
""")),
        p.run("hcloud server list -o columns=name,status,labels", t("""
NAME             STATUS    LABELS
gitlab-prod      running
build-runner-1   running   role=ci
build-runner-2   running   role=ci
""")),
    ]
    rs.add(task=TASK, tid="h31-terminal-14", system=SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="server renamed to build-runner-2 is described under its old name ci-runner-2")


# ---------------------------------------------------------------------------------------------------------
# 15 clean: iptables rule insert / delete with live counters, rule renumbering, zeroed counters, socket stats
def t15(rs: RowSet) -> None:
    p = Pane("root", "gw-01", "/root")
    state = ("Debian 12 gateway gw-01 (eth0 203.0.113.10 public, eth1 10.20.0.1 internal), root shell in /root. "
             "iptables 1.8.9 (nf_tables backend), iptables-persistent installed, live traffic flowing. A new admin UI "
             "(adminui.service) already listens on :8443; the old :8080 rule is obsolete.")
    head = t("""
Chain INPUT (policy DROP 18422 packets, 1104K bytes)
num   pkts bytes target     prot opt in     out     source               destination
""")
    turns = [
        p.run("iptables -L INPUT -n -v --line-numbers", head + "\n" + t("""
1     9713K 6872M ACCEPT     0    --  lo     *       0.0.0.0/0            0.0.0.0/0
2      142M  188G ACCEPT     0    --  *      *       0.0.0.0/0            0.0.0.0/0            ctstate RELATED,ESTABLISHED
3     48213 2893K ACCEPT     6    --  eth1   *       10.20.0.0/16         0.0.0.0/0            tcp dpt:22
4     31877 1912K ACCEPT     6    --  *      *       0.0.0.0/0            0.0.0.0/0            tcp dpt:443
5       904 54240 ACCEPT     6    --  eth1   *       10.20.0.0/16         0.0.0.0/0            tcp dpt:8080
6      2117  177K ACCEPT     1    --  *      *       0.0.0.0/0            0.0.0.0/0            icmptype 8
""")),
        p.run("ss -tlnp", t("""
State  Recv-Q Send-Q Local Address:Port  Peer Address:PortProcess
LISTEN 0      4096         0.0.0.0:443        0.0.0.0:*    users:(("haproxy",pid=1402,fd=7))
LISTEN 0      128          0.0.0.0:22         0.0.0.0:*    users:(("sshd",pid=811,fd=3))
LISTEN 0      511        10.20.0.1:8443       0.0.0.0:*    users:(("adminui",pid=30218,fd=9))
LISTEN 0      4096       127.0.0.1:9100       0.0.0.0:*    users:(("node_exporter",pid=902,fd=3))
LISTEN 0      128             [::]:22            [::]:*    users:(("sshd",pid=811,fd=4))
""")),
        p.run("iptables -I INPUT 5 -i eth1 -p tcp -s 10.20.0.0/16 --dport 8443 -j ACCEPT && iptables -L INPUT -n -v --line-numbers", t("""
Chain INPUT (policy DROP 18460 packets, 1106K bytes)
num   pkts bytes target     prot opt in     out     source               destination
1     9714K 6873M ACCEPT     0    --  lo     *       0.0.0.0/0            0.0.0.0/0
2      142M  188G ACCEPT     0    --  *      *       0.0.0.0/0            0.0.0.0/0            ctstate RELATED,ESTABLISHED
3     48219 2893K ACCEPT     6    --  eth1   *       10.20.0.0/16         0.0.0.0/0            tcp dpt:22
4     31904 1914K ACCEPT     6    --  *      *       0.0.0.0/0            0.0.0.0/0            tcp dpt:443
5         0     0 ACCEPT     6    --  eth1   *       10.20.0.0/16         0.0.0.0/0            tcp dpt:8443
6       904 54240 ACCEPT     6    --  eth1   *       10.20.0.0/16         0.0.0.0/0            tcp dpt:8080
7      2119  177K ACCEPT     1    --  *      *       0.0.0.0/0            0.0.0.0/0            icmptype 8
""")),
        p.run("iptables -D INPUT 6 && iptables -L INPUT -n --line-numbers", t("""
Chain INPUT (policy DROP)
num  target     prot opt source               destination
1    ACCEPT     0    --  0.0.0.0/0            0.0.0.0/0
2    ACCEPT     0    --  0.0.0.0/0            0.0.0.0/0            ctstate RELATED,ESTABLISHED
3    ACCEPT     6    --  10.20.0.0/16         0.0.0.0/0            tcp dpt:22
4    ACCEPT     6    --  0.0.0.0/0            0.0.0.0/0            tcp dpt:443
5    ACCEPT     6    --  10.20.0.0/16         0.0.0.0/0            tcp dpt:8443
6    ACCEPT     1    --  0.0.0.0/0            0.0.0.0/0            icmptype 8
""")),
        p.run("ss -s", t("""
Total: 1893
TCP:   2311 (estab 1742, closed 488, orphaned 3, timewait 471)

Transport Total     IP        IPv6
RAW       1         0         1
UDP       6         4         2
TCP       1823      1821      2
INET      1830      1825      5
FRAG      0         0         0
""")),
        p.run("iptables-save > /etc/iptables/rules.v4 && grep -c '^-A INPUT' /etc/iptables/rules.v4 && grep -e 8443 -e 8080 /etc/iptables/rules.v4", t("""
6
-A INPUT -s 10.20.0.0/16 -i eth1 -p tcp -m tcp --dport 8443 -j ACCEPT
""")),
        p.run("iptables -Z INPUT && sleep 5 && iptables -L INPUT -n -v --line-numbers", t("""
Chain INPUT (policy DROP 3 packets, 180 bytes)
num   pkts bytes target     prot opt in     out     source               destination
1        41  3912 ACCEPT     0    --  lo     *       0.0.0.0/0            0.0.0.0/0
2      8874 9715K ACCEPT     0    --  *      *       0.0.0.0/0            0.0.0.0/0            ctstate RELATED,ESTABLISHED
3         0     0 ACCEPT     6    --  eth1   *       10.20.0.0/16         0.0.0.0/0            tcp dpt:22
4        17  1020 ACCEPT     6    --  *      *       0.0.0.0/0            0.0.0.0/0            tcp dpt:443
5         2   120 ACCEPT     6    --  eth1   *       10.20.0.0/16         0.0.0.0/0            tcp dpt:8443
6         1    84 ACCEPT     1    --  *      *       0.0.0.0/0            0.0.0.0/0            icmptype 8
"""), duration=6.0),
        p.run("ss -tn state established '( sport = :8443 )'", t("""
Recv-Q Send-Q Local Address:Port   Peer Address:Port
0      0          10.20.0.1:8443  10.20.14.37:51902
0      0          10.20.0.1:8443  10.20.3.112:60418
""")),
    ]
    rs.add(task=TASK, tid="h31-terminal-15", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------------
# 16 clean: flyctl secrets + deploy + scale; versions bump, image tag changes, a third machine appears
def t16(rs: RowSet) -> None:
    p = Pane("rosa", "studio", "/home/rosa/code/pastel-api")
    state = ("Linux workstation studio, user rosa in ~/code/pastel-api (fly.toml present, app pastel-api, primary region ams). "
             "flyctl v0.2.79 logged in as rosa@pastel.dev. The app runs 2 machines in ams. Time is about 2024-07-01 12:30 UTC.")
    turns = [
        p.run("fly status", t("""
App
  Name     = pastel-api
  Owner    = pastel
  Hostname = pastel-api.fly.dev
  Image    = pastel-api:deployment-01J0ZK4T8Q6V2N7M3C5R1X9B4D
  Platform = machines

Machines
PROCESS ID              VERSION REGION  STATE   ROLE    CHECKS                  LAST UPDATED
app     3d8d9e1f2b4e68  14      ams     started         1 total, 1 passing      2024-06-27T09:14:52Z
app     e784079c6d1289  14      ams     started         1 total, 1 passing      2024-06-27T09:15:20Z
""")),
        p.run("fly secrets set STRIPE_WEBHOOK_SECRET=whsec_9fK2mQ7xL4vN8cT1 -a pastel-api", t("""
Updating existing machines in 'pastel-api' with rolling strategy

-------
 ✔ [1/2] Machine 3d8d9e1f2b4e68 [app] update succeeded
 ✔ [2/2] Machine e784079c6d1289 [app] update succeeded
-------
Checking DNS configuration for pastel-api.fly.dev
"""), duration=40.0),
        p.run("fly status", t("""
App
  Name     = pastel-api
  Owner    = pastel
  Hostname = pastel-api.fly.dev
  Image    = pastel-api:deployment-01J0ZK4T8Q6V2N7M3C5R1X9B4D
  Platform = machines

Machines
PROCESS ID              VERSION REGION  STATE   ROLE    CHECKS                  LAST UPDATED
app     3d8d9e1f2b4e68  15      ams     started         1 total, 1 passing      2024-07-01T12:31:08Z
app     e784079c6d1289  15      ams     started         1 total, 1 passing      2024-07-01T12:31:29Z
""")),
        p.run("fly deploy --strategy rolling", t("""
==> Verifying app config
Validating /home/rosa/code/pastel-api/fly.toml
✓ Configuration is valid
--> Verified app config
==> Building image
==> Building image with Depot
--> build:  ()
[+] Building 41.7s (14/14) FINISHED
 => [internal] load build definition from Dockerfile                                   0.1s
 => [builder 4/6] RUN go mod download                                                  6.8s
 => [builder 6/6] RUN CGO_ENABLED=0 go build -o /out/pastel-api ./cmd/api             27.4s
 => exporting to image                                                                 1.9s
--> Build Summary:  ()
--> Building image done
image: registry.fly.io/pastel-api:deployment-01J1QW7H3K9P5D2F8B6N4T0Y1M
image size: 24 MB

Watch your deployment at https://fly.io/apps/pastel-api/monitoring

Updating existing machines in 'pastel-api' with rolling strategy

-------
 ✔ [1/2] Machine 3d8d9e1f2b4e68 [app] update succeeded
 ✔ [2/2] Machine e784079c6d1289 [app] update succeeded
-------
Checking DNS configuration for pastel-api.fly.dev

Visit your newly deployed app at https://pastel-api.fly.dev/
"""), duration=120.0),
        p.run("fly releases -a pastel-api | head -n 5", t("""
VERSION STATUS          DESCRIPTION     USER                    DATE
v16     complete        Release         rosa@pastel.dev         47s ago
v15     complete        Release         rosa@pastel.dev         4m22s ago
v14     complete        Release         jonas@pastel.dev        Jun 27 2024 09:14
v13     complete        Release         jonas@pastel.dev        Jun 25 2024 16:40
""")),
        p.run("fly scale count 3 --region ams --yes", t("""
App 'pastel-api' is going to be scaled according to this plan:
  +1 machines for group 'app' on region 'ams' of size 'shared-cpu-1x'
Executing scale plan
  Created 9185d22a0e4378 group:app region:ams size:shared-cpu-1x
"""), duration=20.0),
        p.run("fly status", t("""
App
  Name     = pastel-api
  Owner    = pastel
  Hostname = pastel-api.fly.dev
  Image    = pastel-api:deployment-01J1QW7H3K9P5D2F8B6N4T0Y1M
  Platform = machines

Machines
PROCESS ID              VERSION REGION  STATE   ROLE    CHECKS                  LAST UPDATED
app     3d8d9e1f2b4e68  16      ams     started         1 total, 1 passing      2024-07-01T12:34:40Z
app     9185d22a0e4378  16      ams     started         1 total, 1 passing      2024-07-01T12:36:57Z
app     e784079c6d1289  16      ams     started         1 total, 1 passing      2024-07-01T12:35:03Z
""")),
        p.run("fly machine list -q", t("""
3d8d9e1f2b4e68
9185d22a0e4378
e784079c6d1289
""")),
        p.run("curl -s https://pastel-api.fly.dev/version", '{"version":"1.12.0","commit":"8c41e2d","built":"2024-07-01T12:33:51Z"}'),
    ]
    rs.add(task=TASK, tid="h31-terminal-16", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------------
# 17 bad: MariaDB cleanup of stale leads; a later total does not follow the 37-row delete
def t17(rs: RowSet) -> None:
    p = Pane("root", "db-02", "/root")
    state = ("Debian 12 host db-02, root shell in /root, MariaDB 10.11.6 with unix-socket root login. Database crm; "
             "the crm web app is stopped for the maintenance window (crm-app.service inactive), so nothing else writes "
             "to crm.leads. Time is about 2024-09-14 06:00 UTC.")
    turns = [
        p.run("mariadb -e \"SELECT COUNT(*) FROM crm.leads\"", t("""
+----------+
| COUNT(*) |
+----------+
|     1482 |
+----------+
""")),
        p.run("mariadb -e \"SELECT status, COUNT(*) AS n FROM crm.leads GROUP BY status ORDER BY FIELD(status,'new','contacted','qualified','lost')\"", t("""
+-----------+-----+
| status    | n   |
+-----------+-----+
| new       | 311 |
| contacted | 602 |
| qualified | 418 |
| lost      | 151 |
+-----------+-----+
""")),
        p.run("mariadb -e \"SELECT COUNT(*) AS stale FROM crm.leads WHERE status='lost' AND updated_at < '2023-01-01'\"", t("""
+-------+
| stale |
+-------+
|    37 |
+-------+
""")),
        p.run("mariadb-dump --single-transaction crm leads | gzip > /root/leads_pre_cleanup_20240914.sql.gz && ls -l /root/leads_pre_cleanup_20240914.sql.gz",
              "-rw-r--r-- 1 root root 184213 Sep 14 06:02 /root/leads_pre_cleanup_20240914.sql.gz"),
        p.run("mariadb -e \"DELETE FROM crm.leads WHERE status='lost' AND updated_at < '2023-01-01'; SELECT ROW_COUNT() AS deleted;\"", t("""
+---------+
| deleted |
+---------+
|      37 |
+---------+
""")),
        p.run("mariadb -e \"CREATE USER 'reporter'@'10.0.%' IDENTIFIED BY 'r3p0rt-Only!'; GRANT SELECT ON crm.* TO 'reporter'@'10.0.%'; SHOW GRANTS FOR 'reporter'@'10.0.%';\"", t("""
+---------------------------------------------------------------------------------------------------------------+
| Grants for reporter@10.0.%                                                                                    |
+---------------------------------------------------------------------------------------------------------------+
| GRANT USAGE ON *.* TO `reporter`@`10.0.%` IDENTIFIED BY PASSWORD '*5C3B4E7D1F0A9286E4C2B8D7F63A1E09C5D4B2A7' |
| GRANT SELECT ON `crm`.* TO `reporter`@`10.0.%`                                                                |
+---------------------------------------------------------------------------------------------------------------+
""")),
        p.run("mariadb -e \"SELECT COUNT(*) AS total, SUM(status='lost') AS lost, MIN(IF(status='lost', updated_at, NULL)) AS oldest_lost FROM crm.leads\"", t("""
+-------+------+---------------------+
| total | lost | oldest_lost         |
+-------+------+---------------------+
|  1449 |  114 | 2023-01-04 09:12:55 |
+-------+------+---------------------+
""")),
        p.run("mariadb -e \"OPTIMIZE TABLE crm.leads\"", t("""
+-----------+----------+----------+-------------------------------------------------------------------+
| Table     | Op       | Msg_type | Msg_text                                                          |
+-----------+----------+----------+-------------------------------------------------------------------+
| crm.leads | optimize | note     | Table does not support optimize, doing recreate + analyze instead |
| crm.leads | optimize | status   | OK                                                                |
+-----------+----------+----------+-------------------------------------------------------------------+
""")),
        p.run("mariadb -e \"SELECT status, COUNT(*) AS n FROM crm.leads GROUP BY status ORDER BY FIELD(status,'new','contacted','qualified','lost')\"", t("""
+-----------+-----+
| status    | n   |
+-----------+-----+
| new       | 311 |
| contacted | 602 |
| qualified | 418 |
| lost      | 114 |
+-----------+-----+
""")),
    ]
    rs.add(task=TASK, tid="h31-terminal-17", system=SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="row total after deleting 37 of 1482 leads shows 1449 instead of 1445 while nothing else writes")


# ---------------------------------------------------------------------------------------------------------
# 18 bad: xsv on a trips CSV; the payment_type frequency table does not add up to the row count
def t18(rs: RowSet) -> None:
    p = Pane("eva", "lab-ws3", "/home/eva/datasets/taxi")
    state = ("Ubuntu 22.04 workstation lab-ws3, user eva in ~/datasets/taxi. xsv 0.13.0 installed. trips_2024_01.csv "
             "is a read-only extract (chmod 444) of January 2024 trips; no process writes to it.")
    turns = [
        p.run("ls -l && xsv count trips_2024_01.csv", t("""
total 6212
-r--r--r-- 1 eva eva 6358911 Feb  2 08:40 trips_2024_01.csv
58214
""")),
        p.run("xsv headers trips_2024_01.csv", t("""
1   trip_id
2   vendor_id
3   pickup_at
4   dropoff_at
5   passenger_count
6   distance_km
7   pickup_zone
8   dropoff_zone
9   payment_type
10  fare
11  tip
12  total
""")),
        p.run("xsv stats --select distance_km,fare,tip,total trips_2024_01.csv | xsv table", t("""
field        type   sum                 min  max    min_length  max_length  mean                stddev
distance_km  Float  348163.4000000032   0.1  87.4   3           4           5.98075033497097    6.412934807210276
fare         Float  1076021.2899999837  3.5  212.0  3           6           18.483892019101933  15.920114402871507
tip          Float  148372.0599999981   0    60.0   1           5           2.5487350121963788  3.3180455912844306
total        Float  1301447.8700000217  4.5  276.5  3           6           22.35626945408321   19.038127780932914
""")),
        p.run("xsv frequency -s payment_type trips_2024_01.csv | xsv table", t("""
field         value   count
payment_type  card    41906
payment_type  cash    13877
payment_type  wallet  2458
""")),
        p.run("xsv search -s payment_type '^cash$' trips_2024_01.csv > cash_trips.csv && xsv count cash_trips.csv", "13877"),
        p.run("xsv search -s payment_type '^card$' trips_2024_01.csv | xsv count", "41906"),
        p.run("xsv search -s payment_type '^cash$' trips_2024_01.csv | xsv stats --select tip | xsv select field,sum,mean,max | xsv table", t("""
field  sum  mean  max
tip    0    0     0
""")),
        p.run("xsv sample --seed 7 4 cash_trips.csv | xsv select trip_id,pickup_at,distance_km,fare,total | xsv table", t("""
trip_id     pickup_at            distance_km  fare  total
T0141872    2024-01-22T18:04:51  3.8          13.5  15.0
T0119035    2024-01-07T02:41:17  11.2         31.0  34.5
T0150206    2024-01-27T09:15:40  1.4          7.0   8.5
T0126611    2024-01-12T13:52:09  6.9          21.5  23.0
""")),
    ]
    rs.add(task=TASK, tid="h31-terminal-18", system=SYSTEM, turns=turns, state=state, bad=True, turn=4,
           kind="payment_type frequency counts sum to 58241 while the same read-only file has 58214 rows")


# ---------------------------------------------------------------------------------------------------------
# 19 clean: redis-cli on a live cache; TTL counts down, INCR moves, keyspace and uptime change by themselves
def t19(rs: RowSet) -> None:
    p = Pane("app", "cache-01", "/home/app")
    state = ("Debian 12 host cache-01, user app in ~. Redis 7.2.4 on 127.0.0.1:6379 serving the live shop (sessions "
             "and carts are written and expire constantly). redis-cli installed. Feature flags live under feature:*.")
    turns = [
        p.run("redis-cli INFO server | grep -E 'redis_version|process_id|tcp_port|uptime_in_seconds|uptime_in_days'", t("""
redis_version:7.2.4
process_id:1187
tcp_port:6379
uptime_in_seconds:864213
uptime_in_days:10
""")),
        p.run("redis-cli GET feature:checkout_v2 && redis-cli SET feature:checkout_v2 on && redis-cli GET feature:checkout_v2", t("""
"off"
OK
"on"
""")),
        p.run("redis-cli SET lock:reindex:catalog worker-7 EX 120 NX && redis-cli TTL lock:reindex:catalog", t("""
OK
(integer) 120
""")),
        p.run("redis-cli INCR stats:deploys && redis-cli DBSIZE", t("""
(integer) 58
(integer) 48213
""")),
        p.run("redis-cli INFO keyspace && redis-cli TTL lock:reindex:catalog", t("""
# Keyspace
db0:keys=48388,expires=47902,avg_ttl=1612874,subexpiry=0
(integer) 87
""")),
        p.run("redis-cli SET lock:reindex:catalog worker-9 EX 120 NX; redis-cli GET lock:reindex:catalog", t("""
(nil)
"worker-7"
""")),
        p.run("redis-cli --scan --pattern 'feature:*' | sort | xargs -n1 -I{} sh -c 'printf \"%s=\" {}; redis-cli GET {}'", t("""
feature:checkout_v2="on"
feature:dark_mode="on"
feature:gift_cards="off"
feature:new_search="off"
""")),
        p.run("redis-cli INCR stats:deploys && redis-cli DBSIZE && redis-cli TTL lock:reindex:catalog", t("""
(integer) 59
(integer) 48107
(integer) 41
""")),
        p.run("redis-cli INFO server | grep -E 'process_id|uptime_in_seconds|uptime_in_days'", t("""
process_id:1187
uptime_in_seconds:864297
uptime_in_days:10
""")),
    ]
    rs.add(task=TASK, tid="h31-terminal-19", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------------
# 20 bad: aws s3 release upload and source-map cleanup; a deleted source map shows up again in a listing
def t20(rs: RowSet) -> None:
    p = Pane("deploy", "ci-box", "/home/deploy/web")
    state = ("Ubuntu 22.04 CI host ci-box, user deploy in ~/web (built frontend in dist/). aws-cli 2.17.3 with profile "
             "default (region eu-central-1, role WebDeploy). Bucket acme-static-assets (versioning disabled) is served "
             "through CloudFront distribution E2QX7RM4ZK1P9A. No other job touches the bucket during this session.")
    turns = [
        p.run("aws s3 ls s3://acme-static-assets/releases/", t("""
                           PRE 2024.04.2/
                           PRE 2024.05.0/
                           PRE 2024.05.1/
2024-05-02 09:14:27        412 index.json
""")),
        p.run("aws s3 ls s3://acme-static-assets/releases/2024.05.1/", t("""
2024-05-28 16:41:10      31877 app.css
2024-05-28 16:41:09     182233 app.js
2024-05-28 16:41:09     688410 app.js.map
2024-05-28 16:41:10       1290 index.html
2024-05-28 16:41:10     412764 vendor.js
2024-05-28 16:41:11    1593208 vendor.js.map
""")),
        p.run("ls -l dist/ && aws s3 cp dist/ s3://acme-static-assets/releases/2024.06.0/ --recursive", t("""
total 2924
-rw-r--r-- 1 deploy deploy   32540 Jun 12 10:02 app.css
-rw-r--r-- 1 deploy deploy  186902 Jun 12 10:02 app.js
-rw-r--r-- 1 deploy deploy  701388 Jun 12 10:02 app.js.map
-rw-r--r-- 1 deploy deploy    1301 Jun 12 10:02 index.html
-rw-r--r-- 1 deploy deploy  413017 Jun 12 10:02 vendor.js
-rw-r--r-- 1 deploy deploy 1593960 Jun 12 10:02 vendor.js.map
upload: dist/index.html to s3://acme-static-assets/releases/2024.06.0/index.html
upload: dist/app.css to s3://acme-static-assets/releases/2024.06.0/app.css
upload: dist/app.js to s3://acme-static-assets/releases/2024.06.0/app.js
upload: dist/vendor.js to s3://acme-static-assets/releases/2024.06.0/vendor.js
upload: dist/app.js.map to s3://acme-static-assets/releases/2024.06.0/app.js.map
upload: dist/vendor.js.map to s3://acme-static-assets/releases/2024.06.0/vendor.js.map
""")),
        p.run("aws s3 ls --summarize --human-readable s3://acme-static-assets/releases/2024.06.0/", t("""
2024-06-12 10:07:33   31.8 KiB app.css
2024-06-12 10:07:33  182.5 KiB app.js
2024-06-12 10:07:34  685.0 KiB app.js.map
2024-06-12 10:07:33    1.3 KiB index.html
2024-06-12 10:07:33  403.3 KiB vendor.js
2024-06-12 10:07:34    1.5 MiB vendor.js.map

Total Objects: 6
   Total Size: 2.8 MiB
""")),
        p.run("aws s3 rm s3://acme-static-assets/releases/2024.05.1/app.js.map", "delete: s3://acme-static-assets/releases/2024.05.1/app.js.map"),
        p.run("aws s3 rm s3://acme-static-assets/releases/2024.05.1/vendor.js.map", "delete: s3://acme-static-assets/releases/2024.05.1/vendor.js.map"),
        p.run("aws s3 ls s3://acme-static-assets/releases/2024.05.1/", t("""
2024-05-28 16:41:10      31877 app.css
2024-05-28 16:41:09     182233 app.js
2024-05-28 16:41:10       1290 index.html
2024-05-28 16:41:10     412764 vendor.js
""")),
        p.run("aws cloudfront create-invalidation --distribution-id E2QX7RM4ZK1P9A --paths '/releases/2024.05.1/*' --query 'Invalidation.[Id,Status,CreateTime]' --output text",
              "I3K8ZP0Q5W1N7RXD2C6YV4M9\tInProgress\t2024-06-12T10:09:41.508000+00:00"),
        p.run("aws cloudfront wait invalidation-completed --distribution-id E2QX7RM4ZK1P9A --id I3K8ZP0Q5W1N7RXD2C6YV4M9 && aws cloudfront get-invalidation --distribution-id E2QX7RM4ZK1P9A --id I3K8ZP0Q5W1N7RXD2C6YV4M9 --query 'Invalidation.Status' --output text",
              "Completed", duration=60.0),
        p.run("aws s3 ls --recursive s3://acme-static-assets/releases/ | grep '\\.map$'", t("""
2024-04-16 11:20:05     671902 releases/2024.04.2/app.js.map
2024-04-16 11:20:06    1587330 releases/2024.04.2/vendor.js.map
2024-05-09 14:03:51     684117 releases/2024.05.0/app.js.map
2024-05-09 14:03:52    1590045 releases/2024.05.0/vendor.js.map
2024-05-28 16:41:09     688410 releases/2024.05.1/app.js.map
2024-06-12 10:07:34     701388 releases/2024.06.0/app.js.map
2024-06-12 10:07:34    1593960 releases/2024.06.0/vendor.js.map
""")),
        p.run("aws s3 rm s3://acme-static-assets/releases/ --recursive --exclude '*' --include '2024.04.2/*.map' --include '2024.05.0/*.map'", t("""
delete: s3://acme-static-assets/releases/2024.04.2/app.js.map
delete: s3://acme-static-assets/releases/2024.04.2/vendor.js.map
delete: s3://acme-static-assets/releases/2024.05.0/app.js.map
delete: s3://acme-static-assets/releases/2024.05.0/vendor.js.map
""")),
        p.run("aws s3 ls --recursive s3://acme-static-assets/releases/ | grep -c '\\.map$'", "2"),
    ]
    rs.add(task=TASK, tid="h31-terminal-20", system=SYSTEM, turns=turns, state=state, bad=True, turn=10,
           kind="source map deleted with aws s3 rm (and absent from the next listing) is listed again in the bucket")


# ---------------------------------------------------------------------------------------------------------
# 21 clean: apt + certbot; upgradable list empties after upgrade, certificate days-left and timer countdowns
def t21(rs: RowSet) -> None:
    p = Pane("root", "www-03", "/root")
    state = ("Ubuntu 22.04.4 web host www-03 (public IP 198.51.100.23), root shell in /root. nginx 1.18.0 serves "
             "shop.example.org and www.shop.example.org over HTTP only; DNS for both names points here. certbot is not "
             "installed. Time is about Wed 2024-07-10 09:10 UTC.")
    turns = [
        p.run("apt update", t("""
Hit:1 http://archive.ubuntu.com/ubuntu jammy InRelease
Get:2 http://archive.ubuntu.com/ubuntu jammy-updates InRelease [128 kB]
Get:3 http://security.ubuntu.com/ubuntu jammy-security InRelease [129 kB]
Hit:4 http://archive.ubuntu.com/ubuntu jammy-backports InRelease
Get:5 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 Packages [1,878 kB]
Get:6 http://security.ubuntu.com/ubuntu jammy-security/main amd64 Packages [1,664 kB]
Fetched 3,799 kB in 2s (1,912 kB/s)
Reading package lists... Done
Building dependency tree... Done
Reading state information... Done
5 packages can be upgraded. Run 'apt list --upgradable' to see them.
""")),
        p.run("apt list --upgradable", t("""
Listing... Done
libssl3/jammy-updates,jammy-security 3.0.2-0ubuntu1.16 amd64 [upgradable from: 3.0.2-0ubuntu1.15]
openssl/jammy-updates,jammy-security 3.0.2-0ubuntu1.16 amd64 [upgradable from: 3.0.2-0ubuntu1.15]
libnginx-mod-http-geoip2/jammy-updates,jammy-security 1.18.0-6ubuntu14.5 amd64 [upgradable from: 1.18.0-6ubuntu14.4]
nginx-common/jammy-updates,jammy-security 1.18.0-6ubuntu14.5 all [upgradable from: 1.18.0-6ubuntu14.4]
nginx/jammy-updates,jammy-security 1.18.0-6ubuntu14.5 amd64 [upgradable from: 1.18.0-6ubuntu14.4]
""")),
        p.run("apt install -y certbot python3-certbot-nginx 2>&1 | tail -n 6", t("""
Setting up python3-certbot (1.21.0-1build1) ...
Setting up certbot (1.21.0-1build1) ...
Created symlink /etc/systemd/system/timers.target.wants/certbot.timer → /lib/systemd/system/certbot.timer.
Setting up python3-certbot-nginx (1.21.0-1) ...
Processing triggers for man-db (2.10.2-1) ...
Processing triggers for libc-bin (2.35-0ubuntu3.8) ...
"""), duration=30.0),
        p.run("certbot --nginx -d shop.example.org -d www.shop.example.org --non-interactive --agree-tos -m ops@example.org --redirect", t("""
Saving debug log to /var/log/letsencrypt/letsencrypt.log
Requesting a certificate for shop.example.org and www.shop.example.org

Successfully received certificate.
Certificate is saved at: /etc/letsencrypt/live/shop.example.org/fullchain.pem
Key is saved at:         /etc/letsencrypt/live/shop.example.org/privkey.pem
This certificate expires on 2024-10-08.
These files will be updated when the certificate renews.
Certbot has set up a scheduled task to automatically renew this certificate in the background.

Deploying certificate
Successfully deployed certificate for shop.example.org to /etc/nginx/sites-enabled/shop
Successfully deployed certificate for www.shop.example.org to /etc/nginx/sites-enabled/shop
Congratulations! You have successfully enabled HTTPS on https://shop.example.org and https://www.shop.example.org
"""), duration=30.0),
        p.run("certbot certificates", t("""
Saving debug log to /var/log/letsencrypt/letsencrypt.log

- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -
Found the following certs:
  Certificate Name: shop.example.org
    Serial Number: 4a1f93c07e2bd5580e6c1f7a29d34b8e61f2
    Key Type: RSA
    Domains: shop.example.org www.shop.example.org
    Expiry Date: 2024-10-08 08:12:45+00:00 (VALID: 89 days)
    Certificate Path: /etc/letsencrypt/live/shop.example.org/fullchain.pem
    Private Key Path: /etc/letsencrypt/live/shop.example.org/privkey.pem
- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -
""")),
        p.run("systemctl list-timers certbot.timer --no-pager", t("""
NEXT                        LEFT    LAST PASSED UNIT          ACTIVATES
Wed 2024-07-10 21:47:19 UTC 12h left n/a  n/a    certbot.timer certbot.service

1 timers listed.
Pass --all to see loaded but inactive timers, too.
""")),
        p.run("certbot renew --dry-run 2>&1 | sed -n '3,12p'", t("""
- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -
Processing /etc/letsencrypt/renewal/shop.example.org.conf
- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -
Account registered.
Simulating renewal of an existing certificate for shop.example.org and www.shop.example.org

- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -
Congratulations, all simulated renewals succeeded:
  /etc/letsencrypt/live/shop.example.org/fullchain.pem (success)
- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -
"""), duration=20.0),
        p.run("apt upgrade -y 2>&1 | grep -E '^(The following|  |[0-9]+ upgraded)'", t("""
The following packages will be upgraded:
  libnginx-mod-http-geoip2 libssl3 nginx nginx-common openssl
5 upgraded, 0 newly installed, 0 to remove and 0 not upgraded.
"""), duration=40.0),
        p.run("apt list --upgradable && nginx -v", t("""
Listing... Done
nginx version: nginx/1.18.0 (Ubuntu)
""")),
        p.run("systemctl list-timers certbot.timer --no-pager | head -n 2 && curl -sI https://shop.example.org | head -n 3", t("""
NEXT                        LEFT    LAST PASSED UNIT          ACTIVATES
Wed 2024-07-10 21:47:19 UTC 12h left n/a  n/a    certbot.timer certbot.service
HTTP/1.1 200 OK
Server: nginx/1.18.0 (Ubuntu)
Date: Wed, 10 Jul 2024 09:21:06 GMT
""")),
    ]
    rs.add(task=TASK, tid="h31-terminal-21", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------------
# 22 clean: jc + lnav triage around an haproxy restart; uptime/load move, PID changes, newest-first log view
def t22(rs: RowSet) -> None:
    p = Pane("sre", "edge-5", "/home/sre")
    state = ("Debian 12 edge proxy edge-5, user sre (passwordless sudo) in ~. jc 1.25.2, jq 1.6 and lnav 0.11.2 installed; "
             "haproxy 2.6 serves traffic and logs to /var/log/haproxy.log via rsyslog. Time is about 2024-04-18 13:40 UTC.")
    turns = [
        p.run("uptime | jc --uptime -p", t("""
{
  "time": "13:41:07",
  "uptime": "23 days, 4:18",
  "users": 2,
  "load_1m": 0.84,
  "load_5m": 0.71,
  "load_15m": 0.66,
  "time_hour": 13,
  "time_minute": 41,
  "time_second": 7,
  "uptime_days": 23,
  "uptime_hours": 4,
  "uptime_minutes": 18,
  "uptime_total_seconds": 2002680
}
""")),
        p.run("systemctl show haproxy -p MainPID -p ActiveEnterTimestamp -p NRestarts | jc --ini -p", t("""
{
  "MainPID": "1452",
  "ActiveEnterTimestamp": "Tue 2024-03-26 09:23:14 UTC",
  "NRestarts": "0"
}
""")),
        p.run("lnav -n -c ';SELECT log_level, count(*) AS n FROM haproxy_log GROUP BY log_level' /var/log/haproxy.log", t("""
log_level    n
info      183422
warning      212
error         17
""")),
        p.run("sudo haproxy -c -f /etc/haproxy/haproxy.cfg && sudo systemctl reload-or-restart haproxy && sleep 2 && systemctl show haproxy -p MainPID -p ActiveEnterTimestamp -p NRestarts | jc --ini -p", t("""
Configuration file is valid
{
  "MainPID": "1452",
  "ActiveEnterTimestamp": "Tue 2024-03-26 09:23:14 UTC",
  "NRestarts": "0"
}
"""), duration=4.0),
        p.run("sudo systemctl restart haproxy && sleep 2 && systemctl show haproxy -p MainPID -p ActiveEnterTimestamp -p NRestarts | jc --ini -p", t("""
{
  "MainPID": "731904",
  "ActiveEnterTimestamp": "Thu 2024-04-18 13:43:52 UTC",
  "NRestarts": "0"
}
"""), duration=4.0),
        p.run("lnav -n -c ';SELECT log_time, log_level, log_body FROM haproxy_log WHERE log_body LIKE \"%Proxy%\" OR log_body LIKE \"%Stopping%\" ORDER BY log_time DESC LIMIT 6' /var/log/haproxy.log", t("""
       log_time        log_level                          log_body
2024-04-18 13:43:52.311 info      Proxy stats started.
2024-04-18 13:43:52.310 info      Proxy fe_https started.
2024-04-18 13:43:52.309 info      Proxy be_app started.
2024-04-18 13:43:51.874 warning   Proxy be_app stopped (cumulated conns: FE: 0, BE: 1482261).
2024-04-18 13:43:51.873 warning   Proxy fe_https stopped (cumulated conns: FE: 1482303, BE: 0).
2024-04-18 13:43:51.872 warning   Stopping frontend GLOBAL in 0 ms.
""")),
        p.run("lnav -n -c ';SELECT log_level, count(*) AS n FROM haproxy_log GROUP BY log_level' /var/log/haproxy.log", t("""
log_level    n
info      183611
warning      217
error         17
""")),
        p.run("uptime | jc --uptime -p | jq '{time, uptime, users, load_1m, load_5m, load_15m}'", t("""
{
  "time": "13:45:31",
  "uptime": "23 days, 4:23",
  "users": 2,
  "load_1m": 1.02,
  "load_5m": 0.77,
  "load_15m": 0.68
}
""")),
    ]
    rs.add(task=TASK, tid="h31-terminal-22", system=SYSTEM, turns=turns, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for make in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                 t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        make(rs)
    rs.write()


if __name__ == "__main__":
    main()
