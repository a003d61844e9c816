# ruff: noqa: E501
"""Holdout-9, terminal domain: 22 hand-written tmux-keystroke trajectories (11 with exactly one contradiction).

Each ``tNN`` function returns one trajectory; its first comment line says what it is and, for bad ones,
which observation contradicts which earlier one.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet

SYSTEM = ("You are simulating a Linux machine's shell inside a tmux pane. The agent acts by sending keystrokes "
          "(tmux send-keys, with a wait in seconds). After each action, reply after **Environment Observation:** "
          "with what the pane shows: the command line as typed, everything the program prints, and the fresh "
          "prompt. Keep the machine's files, users, services, processes and clock consistent across turns.")


def state(task: str, p: Pane) -> str:
    return f"Task: {task}\nThe pane shows a fresh shell:\n{p.prompt}"


# ---------------------------------------------------------------------------------------------------------
def t01():
    # user/group admin (useradd, usermod -aG). BAD turn 6: `id dana` lacks 1004(deploy) although turn 4's
    # `usermod -aG docker,deploy dana` succeeded silently (docker was added, deploy is missing).
    p = Pane("root", "ops-bastion", "/root")
    st = state("Create an account for the new developer Dana Whitfield (login dana), put her in developers, docker and deploy, and force a password change at first login.", p)
    T = []
    T.append(p.run("getent group developers deploy docker sudo",
                   "developers:x:1003:bob,carol\ndeploy:x:1004:\ndocker:x:998:bob\nsudo:x:27:admin,bob"))
    T.append(p.run('useradd -m -s /bin/bash -c "Dana Whitfield" -G developers dana'))
    T.append(p.run("id dana; ls -la /home/dana",
                   "uid=1005(dana) gid=1005(dana) groups=1005(dana),1003(developers)\n"
                   "total 20\n"
                   "drwxr-x--- 2 dana dana 4096 Mar 12 09:41 .\n"
                   "drwxr-xr-x 7 root root 4096 Mar 12 09:41 ..\n"
                   "-rw-r--r-- 1 dana dana  220 Jan  6  2022 .bash_logout\n"
                   "-rw-r--r-- 1 dana dana 3771 Jan  6  2022 .bashrc\n"
                   "-rw-r--r-- 1 dana dana  807 Jan  6  2022 .profile"))
    T.append(p.run("usermod -aG docker,deploy dana"))
    T.append(p.run("echo 'dana:Tmp-7hQx2-welcome' | chpasswd && passwd -e dana && chage -l dana",
                   "passwd: password expiry information changed.\n"
                   "Last password change\t\t\t\t\t: password must be changed\n"
                   "Password expires\t\t\t\t\t: password must be changed\n"
                   "Password inactive\t\t\t\t\t: password must be changed\n"
                   "Account expires\t\t\t\t\t\t: never\n"
                   "Minimum number of days between password change\t\t: 0\n"
                   "Maximum number of days between password change\t\t: 99999\n"
                   "Number of days of warning before password expires\t: 7"))
    T.append(p.run("id dana; getent passwd dana; groups dana",
                   "uid=1005(dana) gid=1005(dana) groups=1005(dana),998(docker),1003(developers)\n"
                   "dana:x:1005:1005:Dana Whitfield:/home/dana:/bin/bash\n"
                   "dana : dana docker developers"))
    T.append(p.run("sudo -l -U dana", "User dana is not allowed to run sudo on ops-bastion."))
    T.append(p.run("grep -E 'useradd|chpasswd' /var/log/auth.log | tail -n 5",
                   "Mar 12 09:41:07 ops-bastion useradd[4121]: new group: name=dana, GID=1005\n"
                   "Mar 12 09:41:07 ops-bastion useradd[4121]: new user: name=dana, UID=1005, GID=1005, home=/home/dana, shell=/bin/bash, from=/dev/pts/0\n"
                   "Mar 12 09:41:07 ops-bastion useradd[4121]: add 'dana' to group 'developers'\n"
                   "Mar 12 09:41:07 ops-bastion useradd[4121]: add 'dana' to shadow group 'developers'\n"
                   "Mar 12 09:42:31 ops-bastion chpasswd[4139]: pam_unix(chpasswd:chauthtok): password changed for dana"))
    return dict(tid="h9-terminal-01", system=SYSTEM, turns=T, state=st, bad=True, turn=6,
                kind="group membership set but reads back without it")


# ---------------------------------------------------------------------------------------------------------
SHOP_CONF = """server {
    listen 443 ssl http2;
    server_name shop.example.com;

    ssl_certificate     /etc/letsencrypt/live/shop.example.com/fullchain.pem;
    ssl_certificate_key /etc/letsencrypt/live/shop.example.com/privkey.pem;

    access_log /var/log/nginx/shop.access.log;
    client_max_body_size 10m;

    location / {
        proxy_pass http://127.0.0.1:8081;
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
    }

    location /static/ {
        alias /srv/shop/static/;
        expires 7d;
    }
}"""


def t02():
    # nginx: raise client_max_body_size; a typo makes `nginx -t` fail (nothing reloaded), the fix passes, reload
    # gives new worker PIDs under the same master, and the upload that got 413 earlier now succeeds. CLEAN.
    p = Pane("root", "web-02", "/etc/nginx")
    st = state("Uploads of ~30 MB to shop.example.com/upload fail with 413. Raise the body size limit on the shop vhost to 64m and verify.", p)
    T = []
    T.append(p.run("ls -l sites-available sites-enabled",
                   "sites-available:\ntotal 12\n"
                   "-rw-r--r-- 1 root root 2412 Feb  2 11:05 default\n"
                   "-rw-r--r-- 1 root root  604 Feb 27 16:48 legacy-api.conf\n"
                   "-rw-r--r-- 1 root root  612 Mar  3 10:12 shop.conf\n\n"
                   "sites-enabled:\ntotal 0\n"
                   "lrwxrwxrwx 1 root root 36 Feb  2 11:06 default -> /etc/nginx/sites-available/default\n"
                   "lrwxrwxrwx 1 root root 38 Mar  3 10:13 shop.conf -> /etc/nginx/sites-available/shop.conf"))
    T.append(p.run("cat sites-available/shop.conf", SHOP_CONF))
    T.append(p.run("sed -i 's/client_max_body_size 10m;/client_max_body_size 64m/' sites-available/shop.conf && nginx -t",
                   'nginx: [emerg] directive "client_max_body_size" is not terminated by ";" in /etc/nginx/sites-enabled/shop.conf:11\n'
                   "nginx: configuration file /etc/nginx/nginx.conf test failed"))
    T.append(p.run("systemctl status nginx --no-pager | head -n 9",
                   "● nginx.service - A high performance web server and a reverse proxy server\n"
                   "     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)\n"
                   "     Active: active (running) since Mon 2024-03-11 07:58:20 UTC; 1 day 2h ago\n"
                   "       Docs: man:nginx(8)\n"
                   "   Main PID: 812 (nginx)\n"
                   "      Tasks: 3 (limit: 4557)\n"
                   "     Memory: 9.8M\n"
                   "        CPU: 41.306s\n"
                   "     CGroup: /system.slice/nginx.service"))
    T.append(p.run("sed -i 's/client_max_body_size 64m$/client_max_body_size 64m;/' sites-available/shop.conf && nginx -t",
                   "nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\n"
                   "nginx: configuration file /etc/nginx/nginx.conf test is successful"))
    T.append(p.run("systemctl reload nginx && ps -o pid,ppid,etime,cmd -C nginx",
                   "    PID    PPID     ELAPSED CMD\n"
                   "    812       1  1-02:08:10 nginx: master process /usr/sbin/nginx -g daemon on; master_process on;\n"
                   "   6630     812       00:01 nginx: worker process\n"
                   "   6631     812       00:01 nginx: worker process"))
    T.append(p.run("grep -n -A1 client_max_body_size sites-available/shop.conf",
                   "9:    client_max_body_size 64m;\n10-"))
    T.append(p.run("curl -sk -o /dev/null -w '%{http_code} %{size_upload}\\n' -H 'Host: shop.example.com' -F file=@/root/test-30M.bin https://127.0.0.1/upload",
                   "201 31457490", duration=3.0))
    T.append(p.run("tail -n 5 /var/log/nginx/shop.access.log",
                   '203.0.113.54 - - [12/Mar/2024:10:01:44 +0000] "GET /static/css/app.3f1c.css HTTP/2.0" 200 18233 "https://shop.example.com/cart" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_3) AppleWebKit/605.1.15"\n'
                   '127.0.0.1 - - [12/Mar/2024:10:02:19 +0000] "POST /upload HTTP/2.0" 413 176 "-" "curl/7.81.0"\n'
                   '198.51.100.9 - - [12/Mar/2024:10:03:02 +0000] "GET /api/cart HTTP/2.0" 200 944 "https://shop.example.com/" "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/122.0"\n'
                   '198.51.100.9 - - [12/Mar/2024:10:05:37 +0000] "GET /product/4471 HTTP/2.0" 200 30412 "https://shop.example.com/" "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/122.0"\n'
                   '127.0.0.1 - - [12/Mar/2024:10:06:55 +0000] "POST /upload HTTP/2.0" 201 87 "-" "curl/7.81.0"'))
    return dict(tid="h9-terminal-02", system=SYSTEM, turns=T, state=st, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------
def t03():
    # git stash push / checkout main / pull / stash pop. BAD turn 7: `git stash list` still shows
    # "On feature/invoice-pdf: pdf header wip" although turn 6's `git stash pop` applied it and printed
    # "Dropped refs/stash@{0}".
    p = Pane("dev", "lap-ri", "/home/dev/src/billing-api")
    st = state("Park the uncommitted PDF header work, fast-forward main, then bring the work back and commit it on feature/invoice-pdf.", p)
    T = []
    T.append(p.run("git status",
                   "On branch feature/invoice-pdf\n"
                   "Your branch is up to date with 'origin/feature/invoice-pdf'.\n\n"
                   "Changes not staged for commit:\n"
                   '  (use "git add <file>..." to update what will be committed)\n'
                   '  (use "git restore <file>..." to discard changes in working directory)\n'
                   "\tmodified:   src/invoice/render.py\n"
                   "\tmodified:   src/invoice/templates/base.html\n\n"
                   "Untracked files:\n"
                   '  (use "git add <file>..." to include in what will be committed)\n'
                   "\tnotes.txt\n\n"
                   'no changes added to commit (use "git add" and/or "git commit -a")'))
    T.append(p.run("git stash list",
                   "stash@{0}: WIP on main: 4e1a9c2 Bump pydantic to 2.6.4\n"
                   "stash@{1}: On feature/tax-rounding: try decimal quantize"))
    T.append(p.run('git stash push -m "pdf header wip" src/invoice/render.py src/invoice/templates/base.html',
                   "Saved working directory and index state On feature/invoice-pdf: pdf header wip"))
    T.append(p.run("git stash list",
                   "stash@{0}: On feature/invoice-pdf: pdf header wip\n"
                   "stash@{1}: WIP on main: 4e1a9c2 Bump pydantic to 2.6.4\n"
                   "stash@{2}: On feature/tax-rounding: try decimal quantize"))
    T.append(p.run("git checkout main && git pull --ff-only",
                   "Switched to branch 'main'\n"
                   "Your branch is up to date with 'origin/main'.\n"
                   "remote: Enumerating objects: 11, done.\n"
                   "remote: Counting objects: 100% (11/11), done.\n"
                   "remote: Compressing objects: 100% (4/4), done.\n"
                   "remote: Total 6 (delta 3), reused 0 (delta 0), pack-reused 0\n"
                   "Unpacking objects: 100% (6/6), 1.12 KiB | 1.12 MiB/s, done.\n"
                   "From github.com:acme/billing-api\n"
                   "   4e1a9c2..b7d03f1  main       -> origin/main\n"
                   "Updating 4e1a9c2..b7d03f1\n"
                   "Fast-forward\n"
                   " requirements.txt | 2 +-\n"
                   " src/app.py       | 5 +++--\n"
                   " 2 files changed, 4 insertions(+), 3 deletions(-)", duration=3.0))
    T.append(p.run("git checkout feature/invoice-pdf && git stash pop",
                   "Switched to branch 'feature/invoice-pdf'\n"
                   "Your branch is up to date with 'origin/feature/invoice-pdf'.\n"
                   "On branch feature/invoice-pdf\n"
                   "Your branch is up to date with 'origin/feature/invoice-pdf'.\n\n"
                   "Changes not staged for commit:\n"
                   '  (use "git add <file>..." to update what will be committed)\n'
                   '  (use "git restore <file>..." to discard changes in working directory)\n'
                   "\tmodified:   src/invoice/render.py\n"
                   "\tmodified:   src/invoice/templates/base.html\n\n"
                   "Untracked files:\n"
                   '  (use "git add <file>..." to include in what will be committed)\n'
                   "\tnotes.txt\n\n"
                   'no changes added to commit (use "git add" and/or "git commit -a")\n'
                   "Dropped refs/stash@{0} (9f2c4d81e07b5a3c6d1e2f40a8b9c7d6e5f41230)"))
    T.append(p.run("git stash list && git diff --stat",
                   "stash@{0}: On feature/invoice-pdf: pdf header wip\n"
                   "stash@{1}: WIP on main: 4e1a9c2 Bump pydantic to 2.6.4\n"
                   "stash@{2}: On feature/tax-rounding: try decimal quantize\n"
                   " src/invoice/render.py              | 31 +++++++++++++++++++++++++-----\n"
                   " src/invoice/templates/base.html    | 13 ++++++++++---\n"
                   " 2 files changed, 38 insertions(+), 6 deletions(-)"))
    T.append(p.run('git commit -am "Render invoice header with company logo"',
                   "[feature/invoice-pdf 2c9e71a] Render invoice header with company logo\n"
                   " 2 files changed, 38 insertions(+), 6 deletions(-)"))
    T.append(p.run("git log --oneline -4",
                   "2c9e71a (HEAD -> feature/invoice-pdf) Render invoice header with company logo\n"
                   "d61b0e4 (origin/feature/invoice-pdf) Add invoice PDF endpoint skeleton\n"
                   "8a3f5c7 Add weasyprint to requirements\n"
                   "4e1a9c2 Bump pydantic to 2.6.4"))
    return dict(tid="h9-terminal-03", system=SYSTEM, turns=T, state=st, bad=True, turn=7,
                kind="dropped stash reappears")


# ---------------------------------------------------------------------------------------------------------
def _cps(rows):
    head = f"{'NAME':<17}{'IMAGE':<30}{'COMMAND':<26}{'SERVICE':<9}{'CREATED':<16}{'STATUS':<29}PORTS"
    out = [head]
    for name, image, cmd, svc, created, status, ports in rows:
        out.append(f"{name:<17}{image:<30}{cmd:<26}{svc:<9}{created:<16}{status:<29}{ports}")
    return "\n".join(out)


def t04():
    # docker compose: pull+recreate api/worker (new CREATED/STATUS), scale worker to 3, restart proxy
    # (uptime resets, CREATED stays "2 days ago"). All changes come from the agent's own actions. CLEAN.
    p = Pane("deploy", "app-01", "/home/deploy/stack")
    st = state("Roll out the new api/worker images (same tag 1.8, rebuilt), run three workers, and bounce the proxy to pick up the new upstreams.", p)
    db = ("stack-db-1", "postgres:16.2", '"docker-entrypoint.s…"', "db", "2 days ago", "Up 2 days (healthy)", "5432/tcp")
    rd = ("stack-redis-1", "redis:7.2-alpine", '"docker-entrypoint.s…"', "redis", "2 days ago", "Up 2 days", "6379/tcp")
    px = ("stack-proxy-1", "nginx:1.25-alpine", '"/docker-entrypoint.…"', "proxy", "2 days ago", "Up 2 days", "0.0.0.0:80->80/tcp, :::80->80/tcp")
    T = []
    T.append(p.run("docker compose ps", _cps([
        ("stack-api-1", "ghcr.io/acme/api:1.8", '"gunicorn app.wsgi -…"', "api", "2 days ago", "Up 2 days (healthy)", "8000/tcp"),
        db, px, rd,
        ("stack-worker-1", "ghcr.io/acme/worker:1.8", '"celery -A app worke…"', "worker", "2 days ago", "Up 2 days", "")])))
    T.append(p.run("docker compose pull api worker",
                   "[+] Pulling 2/2\n ✔ worker Pulled                                                         4.1s\n"
                   " ✔ api Pulled                                                            3.7s", duration=5.0))
    T.append(p.run("docker compose up -d api worker",
                   "[+] Running 4/4\n"
                   " ✔ Container stack-redis-1   Running                                     0.0s\n"
                   " ✔ Container stack-db-1      Healthy                                     0.6s\n"
                   " ✔ Container stack-api-1     Started                                     1.4s\n"
                   " ✔ Container stack-worker-1  Started                                     1.2s", duration=4.0))
    T.append(p.run("docker compose ps", _cps([
        ("stack-api-1", "ghcr.io/acme/api:1.8", '"gunicorn app.wsgi -…"', "api", "9 seconds ago", "Up 7 seconds (health: starting)", "8000/tcp"),
        db, px, rd,
        ("stack-worker-1", "ghcr.io/acme/worker:1.8", '"celery -A app worke…"', "worker", "9 seconds ago", "Up 7 seconds", "")])))
    T.append(p.run("docker compose up -d --scale worker=3 --no-recreate",
                   "[+] Running 6/6\n"
                   " ✔ Container stack-redis-1   Running                                     0.0s\n"
                   " ✔ Container stack-db-1      Running                                     0.0s\n"
                   " ✔ Container stack-api-1     Running                                     0.0s\n"
                   " ✔ Container stack-worker-1  Running                                     0.0s\n"
                   " ✔ Container stack-worker-2  Started                                     0.9s\n"
                   " ✔ Container stack-worker-3  Started                                     1.1s", duration=4.0))
    T.append(p.run("docker compose ps --format 'table {{.Name}}\\t{{.Status}}'",
                   "NAME             STATUS\n"
                   "stack-api-1      Up About a minute (healthy)\n"
                   "stack-db-1       Up 2 days (healthy)\n"
                   "stack-proxy-1    Up 2 days\n"
                   "stack-redis-1    Up 2 days\n"
                   "stack-worker-1   Up About a minute\n"
                   "stack-worker-2   Up 14 seconds\n"
                   "stack-worker-3   Up 13 seconds"))
    T.append(p.run("docker compose logs --tail 2 worker",
                   "worker-1  | [2024-03-14 08:21:57,402: INFO/MainProcess] mingle: all alone\n"
                   "worker-1  | [2024-03-14 08:21:57,431: INFO/MainProcess] celery@3c1e7a0b95d2 ready.\n"
                   "worker-2  | [2024-03-14 08:23:08,119: INFO/MainProcess] mingle: sync complete\n"
                   "worker-2  | [2024-03-14 08:23:08,147: INFO/MainProcess] celery@91d04f6e2a7c ready.\n"
                   "worker-3  | [2024-03-14 08:23:08,640: INFO/MainProcess] mingle: sync complete\n"
                   "worker-3  | [2024-03-14 08:23:08,668: INFO/MainProcess] celery@e5b8c21d7f03 ready."))
    T.append(p.run("docker compose restart proxy",
                   "[+] Restarting 1/1\n ✔ Container stack-proxy-1  Started                                       0.6s", duration=2.0))
    T.append(p.run("docker compose ps proxy api", _cps([
        ("stack-api-1", "ghcr.io/acme/api:1.8", '"gunicorn app.wsgi -…"', "api", "2 minutes ago", "Up 2 minutes (healthy)", "8000/tcp"),
        ("stack-proxy-1", "nginx:1.25-alpine", '"/docker-entrypoint.…"', "proxy", "2 days ago", "Up 4 seconds", "0.0.0.0:80->80/tcp, :::80->80/tcp")])))
    return dict(tid="h9-terminal-04", system=SYSTEM, turns=T, state=st, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------
def t05():
    # apt update/upgrade on Ubuntu 22.04 (kernel metas kept back, then installed explicitly). BAD turn 8:
    # `dpkg -l` lists libssl3 at 3.0.2-0ubuntu1.14, but turn 3 unpacked 3.0.2-0ubuntu1.15 over 1.14 and
    # turns 4/6 no longer list it as upgradable.
    p = Pane("root", "db-replica-2", "/root")
    st = state("Apply the pending security updates on this Ubuntu 22.04 replica, including the kernel, but do not reboot yet.", p)
    T = []
    T.append(p.run("apt update",
                   "Hit:1 http://archive.ubuntu.com/ubuntu jammy InRelease\n"
                   "Get:2 http://archive.ubuntu.com/ubuntu jammy-updates InRelease [128 kB]\n"
                   "Get:3 http://security.ubuntu.com/ubuntu jammy-security InRelease [129 kB]\n"
                   "Hit:4 http://archive.ubuntu.com/ubuntu jammy-backports InRelease\n"
                   "Hit:5 http://apt.postgresql.org/pub/repos/apt jammy-pgdg InRelease\n"
                   "Get:6 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 Packages [1,712 kB]\n"
                   "Get:7 http://security.ubuntu.com/ubuntu jammy-security/main amd64 Packages [1,499 kB]\n"
                   "Fetched 3,468 kB in 2s (1,702 kB/s)\n"
                   "Reading package lists... Done\n"
                   "Building dependency tree... Done\n"
                   "Reading state information... Done\n"
                   "9 packages can be upgraded. Run 'apt list --upgradable' to see them.", duration=5.0))
    T.append(p.run("apt list --upgradable",
                   "Listing... Done\n"
                   "curl/jammy-updates,jammy-security 7.81.0-1ubuntu1.16 amd64 [upgradable from: 7.81.0-1ubuntu1.15]\n"
                   "libcurl4/jammy-updates,jammy-security 7.81.0-1ubuntu1.16 amd64 [upgradable from: 7.81.0-1ubuntu1.15]\n"
                   "libgnutls30/jammy-updates,jammy-security 3.7.3-4ubuntu1.5 amd64 [upgradable from: 3.7.3-4ubuntu1.4]\n"
                   "libssl3/jammy-updates,jammy-security 3.0.2-0ubuntu1.15 amd64 [upgradable from: 3.0.2-0ubuntu1.14]\n"
                   "linux-generic/jammy-updates,jammy-security 5.15.0.105.102 amd64 [upgradable from: 5.15.0.102.100]\n"
                   "linux-headers-generic/jammy-updates,jammy-security 5.15.0.105.102 amd64 [upgradable from: 5.15.0.102.100]\n"
                   "linux-image-generic/jammy-updates,jammy-security 5.15.0.105.102 amd64 [upgradable from: 5.15.0.102.100]\n"
                   "openssl/jammy-updates,jammy-security 3.0.2-0ubuntu1.15 amd64 [upgradable from: 3.0.2-0ubuntu1.14]\n"
                   "tzdata/jammy-updates,jammy-security 2024a-0ubuntu0.22.04 all [upgradable from: 2023c-0ubuntu0.22.04.2]"))
    T.append(p.run("apt upgrade -y",
                   "Reading package lists... Done\n"
                   "Building dependency tree... Done\n"
                   "Reading state information... Done\n"
                   "Calculating upgrade... Done\n"
                   "The following packages have been kept back:\n"
                   "  linux-generic linux-headers-generic linux-image-generic\n"
                   "The following packages will be upgraded:\n"
                   "  curl libcurl4 libgnutls30 libssl3 openssl tzdata\n"
                   "6 upgraded, 0 newly installed, 0 to remove and 3 not upgraded.\n"
                   "Need to get 4,217 kB of archives.\n"
                   "After this operation, 9,216 B of additional disk space will be used.\n"
                   "Get:1 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 libssl3 amd64 3.0.2-0ubuntu1.15 [1,905 kB]\n"
                   "Get:2 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 curl amd64 7.81.0-1ubuntu1.16 [194 kB]\n"
                   "Get:3 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 libcurl4 amd64 7.81.0-1ubuntu1.16 [290 kB]\n"
                   "Get:4 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 libgnutls30 amd64 3.7.3-4ubuntu1.5 [969 kB]\n"
                   "Get:5 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 openssl amd64 3.0.2-0ubuntu1.15 [1,186 kB]\n"
                   "Get:6 http://archive.ubuntu.com/ubuntu jammy-updates/main amd64 tzdata all 2024a-0ubuntu0.22.04 [349 kB]\n"
                   "Fetched 4,217 kB in 1s (5,602 kB/s)\n"
                   "Preparing to unpack .../libssl3_3.0.2-0ubuntu1.15_amd64.deb ...\n"
                   "Unpacking libssl3:amd64 (3.0.2-0ubuntu1.15) over (3.0.2-0ubuntu1.14) ...\n"
                   "Setting up libssl3:amd64 (3.0.2-0ubuntu1.15) ...\n"
                   "Preparing to unpack .../curl_7.81.0-1ubuntu1.16_amd64.deb ...\n"
                   "Unpacking curl (7.81.0-1ubuntu1.16) over (7.81.0-1ubuntu1.15) ...\n"
                   "Preparing to unpack .../libcurl4_7.81.0-1ubuntu1.16_amd64.deb ...\n"
                   "Unpacking libcurl4:amd64 (7.81.0-1ubuntu1.16) over (7.81.0-1ubuntu1.15) ...\n"
                   "Preparing to unpack .../libgnutls30_3.7.3-4ubuntu1.5_amd64.deb ...\n"
                   "Unpacking libgnutls30:amd64 (3.7.3-4ubuntu1.5) over (3.7.3-4ubuntu1.4) ...\n"
                   "Setting up libgnutls30:amd64 (3.7.3-4ubuntu1.5) ...\n"
                   "Preparing to unpack .../openssl_3.0.2-0ubuntu1.15_amd64.deb ...\n"
                   "Unpacking openssl (3.0.2-0ubuntu1.15) over (3.0.2-0ubuntu1.14) ...\n"
                   "Preparing to unpack .../tzdata_2024a-0ubuntu0.22.04_all.deb ...\n"
                   "Unpacking tzdata (2024a-0ubuntu0.22.04) over (2023c-0ubuntu0.22.04.2) ...\n"
                   "Setting up tzdata (2024a-0ubuntu0.22.04) ...\n\n"
                   "Current default time zone: 'Etc/UTC'\n"
                   "Local time is now:      Wed Apr 17 06:12:48 UTC 2024.\n"
                   "Universal Time is now:  Wed Apr 17 06:12:48 UTC 2024.\n"
                   "Run 'dpkg-reconfigure tzdata' if you wish to change it.\n\n"
                   "Setting up libcurl4:amd64 (7.81.0-1ubuntu1.16) ...\n"
                   "Setting up curl (7.81.0-1ubuntu1.16) ...\n"
                   "Setting up openssl (3.0.2-0ubuntu1.15) ...\n"
                   "Processing triggers for man-db (2.10.2-1) ...\n"
                   "Processing triggers for libc-bin (2.35-0ubuntu3.7) ...\n"
                   "Scanning processes...\n"
                   "Scanning linux images...\n\n"
                   "Running kernel seems to be up-to-date.\n\n"
                   "Services to be restarted:\n"
                   " systemctl restart postgresql@14-main.service\n\n"
                   "No containers need to be restarted.\n\n"
                   "No user sessions are running outdated binaries.\n\n"
                   "No VM guests are running outdated hypervisor (qemu) binaries on this host.", duration=20.0))
    T.append(p.run("apt list --upgradable",
                   "Listing... Done\n"
                   "linux-generic/jammy-updates,jammy-security 5.15.0.105.102 amd64 [upgradable from: 5.15.0.102.100]\n"
                   "linux-headers-generic/jammy-updates,jammy-security 5.15.0.105.102 amd64 [upgradable from: 5.15.0.102.100]\n"
                   "linux-image-generic/jammy-updates,jammy-security 5.15.0.105.102 amd64 [upgradable from: 5.15.0.102.100]"))
    T.append(p.run("apt install -y linux-generic",
                   "Reading package lists... Done\n"
                   "Building dependency tree... Done\n"
                   "Reading state information... Done\n"
                   "The following additional packages will be installed:\n"
                   "  linux-headers-5.15.0-105 linux-headers-5.15.0-105-generic linux-headers-generic\n"
                   "  linux-image-5.15.0-105-generic linux-image-generic linux-modules-5.15.0-105-generic\n"
                   "  linux-modules-extra-5.15.0-105-generic\n"
                   "Suggested packages:\n"
                   "  fdutils linux-doc | linux-source-5.15.0 linux-tools\n"
                   "The following NEW packages will be installed:\n"
                   "  linux-headers-5.15.0-105 linux-headers-5.15.0-105-generic\n"
                   "  linux-image-5.15.0-105-generic linux-modules-5.15.0-105-generic\n"
                   "  linux-modules-extra-5.15.0-105-generic\n"
                   "The following packages will be upgraded:\n"
                   "  linux-generic linux-headers-generic linux-image-generic\n"
                   "3 upgraded, 5 newly installed, 0 to remove and 0 not upgraded.\n"
                   "Need to get 111 MB of archives.\n"
                   "After this operation, 584 MB of additional disk space will be used.\n"
                   "...\n"
                   "Setting up linux-image-5.15.0-105-generic (5.15.0-105.115) ...\n"
                   "I: /boot/vmlinuz is now a symlink to vmlinuz-5.15.0-105-generic\n"
                   "I: /boot/initrd.img is now a symlink to initrd.img-5.15.0-105-generic\n"
                   "Setting up linux-generic (5.15.0.105.102) ...\n"
                   "Processing triggers for linux-image-5.15.0-105-generic (5.15.0-105.115) ...\n"
                   "/etc/kernel/postinst.d/initramfs-tools:\n"
                   "update-initramfs: Generating /boot/initrd.img-5.15.0-105-generic\n"
                   "/etc/kernel/postinst.d/zz-update-grub:\n"
                   "Sourcing file `/etc/default/grub'\n"
                   "Generating grub configuration file ...\n"
                   "Found linux image: /boot/vmlinuz-5.15.0-105-generic\n"
                   "Found initrd image: /boot/initrd.img-5.15.0-105-generic\n"
                   "Found linux image: /boot/vmlinuz-5.15.0-102-generic\n"
                   "Found initrd image: /boot/initrd.img-5.15.0-102-generic\n"
                   "done\n"
                   "Scanning processes...\n"
                   "Scanning linux images...\n\n"
                   "Pending kernel upgrade!\n"
                   "Running kernel version:\n"
                   "  5.15.0-102-generic\n"
                   "Diagnostics:\n"
                   "  The currently running kernel version is not the expected kernel version 5.15.0-105-generic.\n\n"
                   "Restarting the system to load the new kernel will not be handled automatically, so you should consider rebooting.",
                   duration=60.0))
    T.append(p.run("apt list --upgradable", "Listing... Done"))
    T.append(p.run("cat /var/run/reboot-required /var/run/reboot-required.pkgs",
                   "*** System restart required ***\nlinux-image-5.15.0-105-generic\nlinux-base"))
    T.append(p.run("dpkg -l curl libcurl4 libgnutls30 libssl3 openssl tzdata",
                   "Desired=Unknown/Install/Remove/Purge/Hold\n"
                   "| Status=Not/Inst/Conf-files/Unpacked/halF-conf/Half-inst/trig-aWait/Trig-pend\n"
                   "|/ Err?=(none)/Reinst-required (Status,Err: uppercase=bad)\n"
                   "||/ Name               Version                 Architecture Description\n"
                   "+++-==================-=======================-============-=====================================================\n"
                   "ii  curl               7.81.0-1ubuntu1.16      amd64        command line tool for transferring data with URL syntax\n"
                   "ii  libcurl4:amd64     7.81.0-1ubuntu1.16      amd64        easy-to-use client-side URL transfer library (OpenSSL flavour)\n"
                   "ii  libgnutls30:amd64  3.7.3-4ubuntu1.5        amd64        GNU TLS library - main runtime library\n"
                   "ii  libssl3:amd64      3.0.2-0ubuntu1.14       amd64        Secure Sockets Layer toolkit - shared libraries\n"
                   "ii  openssl            3.0.2-0ubuntu1.15       amd64        Secure Sockets Layer toolkit - cryptographic utility\n"
                   "ii  tzdata             2024a-0ubuntu0.22.04    all          time zone and daylight-saving time data"))
    T.append(p.run("uname -r; ls /boot | grep vmlinuz",
                   "5.15.0-102-generic\nvmlinuz\nvmlinuz-5.15.0-102-generic\nvmlinuz-5.15.0-105-generic\nvmlinuz.old"))
    T.append(p.run("systemctl restart postgresql@14-main && systemctl is-active postgresql@14-main", "active", duration=3.0))
    return dict(tid="h9-terminal-05", system=SYSTEM, turns=T, state=st, bad=True, turn=8,
                kind="upgraded package version reverted")


# ---------------------------------------------------------------------------------------------------------
def t06():
    # disk cleanup on a CI runner: docker prune (~13 GB), journal vacuum (3.1G), apt clean (~1G); the final df
    # drops from 44G used / 2.9G avail to 28G / 19G, matching what was freed. CLEAN.
    p = Pane("root", "ci-runner-3", "/root")
    st = state("The root filesystem of the CI runner is at 94%. Free space safely (Docker leftovers, journals, package cache) and report the result.", p)
    T = []
    T.append(p.run("df -h /",
                   "Filesystem      Size  Used Avail Use% Mounted on\n/dev/sda1        49G   44G  2.9G  94% /"))
    T.append(p.run("du -xh --max-depth=1 / 2>/dev/null | sort -rh | head -n 12",
                   "44G\t/\n23G\t/var\n11G\t/home\n6.1G\t/usr\n2.3G\t/opt\n1.1G\t/root\n312M\t/tmp\n"
                   "9.8M\t/etc\n48K\t/snap\n16K\t/lost+found\n4.0K\t/srv\n4.0K\t/mnt", duration=8.0))
    T.append(p.run("du -xh --max-depth=1 /var 2>/dev/null | sort -rh | head -n 8",
                   "23G\t/var\n16G\t/var/lib\n5.8G\t/var/log\n1.1G\t/var/cache\n96M\t/var/tmp\n2.1M\t/var/backups\n"
                   "52K\t/var/spool\n4.0K\t/var/mail", duration=5.0))
    T.append(p.run("docker system df",
                   "TYPE            TOTAL     ACTIVE    SIZE      RECLAIMABLE\n"
                   "Images          48        9         11.2GB    9.87GB (88%)\n"
                   "Containers      23        3         412.6MB   398.1MB (96%)\n"
                   "Local Volumes   6         2         1.31GB    640.2MB (48%)\n"
                   "Build Cache     211       0         2.1GB     2.1GB"))
    T.append(p.run("docker system prune -af --volumes | tail -n 14",
                   "deleted: sha256:7e4d0a8b11c92f7d6a0c3f5e21b8d94a6c07f1e3d5b2a8c90e4f6d1b3a5c7e9f\n"
                   "untagged: ghcr.io/acme/ci-node:18-2024.02.27\n"
                   "deleted: sha256:19c3b5e7a0d24f6b8c1e3a5d7f9b0c2e4a6d8f0b1c3e5a7d9f1b3c5e7a9d0b2\n"
                   "deleted: sha256:a2c4e6f8b0d1c3e5a7f9b1d3c5e7a9f0b2d4c6e8a0f1b3d5c7e9a1f2b4d6c8e\n\n"
                   "Deleted build cache objects:\n"
                   "q8m2x4d7k1n9p3s6v0w5y2z8a\n"
                   "h3j6l9n2q5t8w1z4c7f0i3l6o\n"
                   "r7u0x3a6d9g2j5m8p1s4v7y0b\n"
                   "e5h8k1n4q7t0w3z6c9f2i5l8o\n"
                   "b1e4h7k0n3q6t9w2z5c8f1i4l\n"
                   "m6p9s2v5y8b1e4h7k0n3q6t9w\n"
                   "\n"
                   "Total reclaimed space: 12.99GB", duration=25.0))
    T.append(p.run("journalctl --vacuum-size=500M 2>&1 | tail -n 5",
                   "Deleted archived journal /var/log/journal/8f1c29d4e0b347a5a6c1d2e3f4a5b6c7/system@4b2f9a1c0d3e4f5a8b7c6d5e4f3a2b1c-0000000001a2b3c4-000613c0d9e8f7a6.journal (128.0M).\n"
                   "Deleted archived journal /var/log/journal/8f1c29d4e0b347a5a6c1d2e3f4a5b6c7/user-1001@7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f-0000000001b3c4d5-000614a1b2c3d4e5.journal (64.0M).\n"
                   "Deleted archived journal /var/log/journal/8f1c29d4e0b347a5a6c1d2e3f4a5b6c7/system@4b2f9a1c0d3e4f5a8b7c6d5e4f3a2b1c-0000000001c4d5e6-00061588f0e1d2c3.journal (128.0M).\n"
                   "Deleted archived journal /var/log/journal/8f1c29d4e0b347a5a6c1d2e3f4a5b6c7/system@4b2f9a1c0d3e4f5a8b7c6d5e4f3a2b1c-0000000001d5e6f7-0006160a9b8c7d6e.journal (128.0M).\n"
                   "Vacuuming done, freed 3.1G of archived journals from /var/log/journal/8f1c29d4e0b347a5a6c1d2e3f4a5b6c7.", duration=4.0))
    T.append(p.run("apt-get clean && du -sh /var/cache/apt /var/log/journal /var/log",
                   "20K\t/var/cache/apt\n497M\t/var/log/journal\n2.7G\t/var/log"))
    T.append(p.run("df -h /",
                   "Filesystem      Size  Used Avail Use% Mounted on\n/dev/sda1        49G   28G   19G  60% /"))
    return dict(tid="h9-terminal-06", system=SYSTEM, turns=T, state=st, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------
def t07():
    # systemd timer for a nightly rsync, tested by a manual start. BAD turn 9: journalctl shows the run
    # "Starting ..." at 14:13:02, but turn 6 showed it at 14:23:02 and turn 1's `date` was already 14:22:05
    # (before the unit was even enabled); the other journal lines keep 14:24:49.
    p = Pane("root", "files-01", "/root")
    st = state("Enable the prepared backup-home timer (nightly 02:30), run the backup once by hand to prove it works, and check its logs.", p)
    T = []
    T.append(p.run("date", "Tue Apr 16 14:22:05 UTC 2024"))
    T.append(p.run("cat /etc/systemd/system/backup-home.service /etc/systemd/system/backup-home.timer",
                   "[Unit]\nDescription=Nightly rsync of /home to backup volume\nWants=network-online.target\n"
                   "After=network-online.target mnt-backup.mount\nRequiresMountsFor=/mnt/backup\n\n"
                   "[Service]\nType=oneshot\nExecStart=/usr/local/bin/backup-home.sh\nNice=10\nIOSchedulingClass=idle\n"
                   "[Unit]\nDescription=Run backup-home nightly\n\n"
                   "[Timer]\nOnCalendar=*-*-* 02:30:00\nRandomizedDelaySec=10min\nPersistent=true\n\n"
                   "[Install]\nWantedBy=timers.target"))
    T.append(p.run("systemctl daemon-reload && systemctl enable --now backup-home.timer",
                   "Created symlink /etc/systemd/system/timers.target.wants/backup-home.timer → /etc/systemd/system/backup-home.timer."))
    T.append(p.run("systemctl list-timers --all --no-pager",
                   "NEXT                        LEFT          LAST                        PASSED       UNIT                         ACTIVATES\n"
                   "Tue 2024-04-16 14:39:00 UTC 16min left    Tue 2024-04-16 14:09:01 UTC 13min ago    phpsessionclean.timer        phpsessionclean.service\n"
                   "Tue 2024-04-16 18:51:37 UTC 4h 29min left Tue 2024-04-16 06:20:14 UTC 8h ago       apt-daily.timer              apt-daily.service\n"
                   "Wed 2024-04-17 00:00:00 UTC 9h left       Tue 2024-04-16 00:00:01 UTC 14h ago      logrotate.timer              logrotate.service\n"
                   "Wed 2024-04-17 00:00:00 UTC 9h left       Tue 2024-04-16 00:00:01 UTC 14h ago      man-db.timer                 man-db.service\n"
                   "Wed 2024-04-17 02:34:51 UTC 12h left      -                           -            backup-home.timer            backup-home.service\n"
                   "Wed 2024-04-17 06:38:12 UTC 16h left      Tue 2024-04-16 06:41:55 UTC 7h ago       apt-daily-upgrade.timer      apt-daily-upgrade.service\n"
                   "Wed 2024-04-17 11:24:33 UTC 21h left      Tue 2024-04-16 11:24:33 UTC 2h 57min ago systemd-tmpfiles-clean.timer systemd-tmpfiles-clean.service\n"
                   "Sun 2024-04-21 03:10:05 UTC 4 days left   Sun 2024-04-14 03:10:17 UTC 2 days ago   e2scrub_all.timer            e2scrub_all.service\n"
                   "Mon 2024-04-22 00:12:44 UTC 5 days left   Mon 2024-04-15 00:31:02 UTC 1 day 13h ago fstrim.timer                fstrim.service\n\n"
                   "9 timers listed."))
    T.append(p.run("systemctl start backup-home.service", duration=120.0))
    T.append(p.run("systemctl status backup-home.service --no-pager",
                   "○ backup-home.service - Nightly rsync of /home to backup volume\n"
                   "     Loaded: loaded (/etc/systemd/system/backup-home.service; static)\n"
                   "     Active: inactive (dead) since Tue 2024-04-16 14:24:49 UTC; 38s ago\n"
                   "TriggeredBy: ● backup-home.timer\n"
                   "    Process: 20871 ExecStart=/usr/local/bin/backup-home.sh (code=exited, status=0/SUCCESS)\n"
                   "   Main PID: 20871 (code=exited, status=0/SUCCESS)\n"
                   "        CPU: 41.233s\n\n"
                   "Apr 16 14:23:02 files-01 systemd[1]: Starting Nightly rsync of /home to backup volume...\n"
                   "Apr 16 14:23:02 files-01 backup-home.sh[20871]: == backup-home start 2024-04-16T14:23:02Z ==\n"
                   "Apr 16 14:24:49 files-01 backup-home.sh[20871]: sent 2.31G bytes  received 48.20K bytes  21.59M bytes/sec\n"
                   "Apr 16 14:24:49 files-01 backup-home.sh[20871]: total size is 38.72G  speedup is 16.76\n"
                   "Apr 16 14:24:49 files-01 systemd[1]: backup-home.service: Deactivated successfully.\n"
                   "Apr 16 14:24:49 files-01 systemd[1]: Finished Nightly rsync of /home to backup volume.\n"
                   "Apr 16 14:24:49 files-01 systemd[1]: backup-home.service: Consumed 41.233s CPU time."))
    T.append(p.run("ls -l --time-style=long-iso /mnt/backup/",
                   "total 24\n"
                   "drwxr-xr-x 9 root root  4096 2024-04-16 14:24 home\n"
                   "-rw-r--r-- 1 root root  3390 2024-04-16 14:24 backup-home.log\n"
                   "drwx------ 2 root root 16384 2023-11-02 10:17 lost+found"))
    T.append(p.run("tail -n 3 /mnt/backup/backup-home.log",
                   "2024-04-15T02:41:37Z done rc=0 sent=1.02G elapsed=76s (old cron job)\n"
                   "2024-04-16T14:23:02Z start (manual)\n"
                   "2024-04-16T14:24:49Z done rc=0 sent=2.31G elapsed=107s"))
    T.append(p.run("journalctl -u backup-home.service --since today --no-pager",
                   "Apr 16 14:13:02 files-01 systemd[1]: Starting Nightly rsync of /home to backup volume...\n"
                   "Apr 16 14:23:02 files-01 backup-home.sh[20871]: == backup-home start 2024-04-16T14:23:02Z ==\n"
                   "Apr 16 14:24:49 files-01 backup-home.sh[20871]: sent 2.31G bytes  received 48.20K bytes  21.59M bytes/sec\n"
                   "Apr 16 14:24:49 files-01 backup-home.sh[20871]: total size is 38.72G  speedup is 16.76\n"
                   "Apr 16 14:24:49 files-01 systemd[1]: backup-home.service: Deactivated successfully.\n"
                   "Apr 16 14:24:49 files-01 systemd[1]: Finished Nightly rsync of /home to backup volume.\n"
                   "Apr 16 14:24:49 files-01 systemd[1]: backup-home.service: Consumed 41.233s CPU time."))
    return dict(tid="h9-terminal-07", system=SYSTEM, turns=T, state=st, bad=True, turn=9,
                kind="log timestamp goes backwards")


# ---------------------------------------------------------------------------------------------------------
def t08():
    # ssh/scp: copy a release tarball to staging, verify the checksum, rename it remotely and repoint the
    # `current` symlink, copy a log back. The local file keeps its old name (only the remote copy was
    # renamed); the remote listing changes only by the agent's actions. CLEAN.
    p = Pane("maria", "ws-maria", "/home/maria/releases")
    sha = "3c9f0d51a7e2b84c6d1f0e9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c"
    st = state("Ship app-2.14.1.tar.gz to stage-web-1 (ssh port 2222, user deploy) as the release candidate and make it current.", p)
    T = []
    T.append(p.run("ls -l",
                   "total 146720\n"
                   "-rw-r--r-- 1 maria maria 49873401 May 21 17:02 app-2.14.0.tar.gz\n"
                   "-rw-r--r-- 1 maria maria 50239100 May 28 09:13 app-2.14.1-beta.tar.gz\n"
                   "-rw-r--r-- 1 maria maria 50128734 Jun  3 11:46 app-2.14.1.tar.gz\n"
                   "-rw-r--r-- 1 maria maria      372 Jun  3 11:47 CHECKSUMS.sha256\n"
                   "-rw-r--r-- 1 maria maria     5120 Jun  3 11:50 RELEASE-NOTES-2.14.1.md"))
    T.append(p.run("grep 2.14.1.tar CHECKSUMS.sha256 && sha256sum app-2.14.1.tar.gz",
                   f"{sha}  app-2.14.1.tar.gz\n{sha}  app-2.14.1.tar.gz"))
    T.append(p.run("scp -P 2222 app-2.14.1.tar.gz deploy@stage-web-1:/srv/releases/",
                   "app-2.14.1.tar.gz                             100%   48MB  41.3MB/s   00:01", duration=4.0))
    T.append(p.run("ssh -p 2222 deploy@stage-web-1 'ls -l /srv/releases; sha256sum /srv/releases/app-2.14.1.tar.gz'",
                   "total 97500\n"
                   "-rw-r--r-- 1 deploy deploy 49873401 May 21 17:10 app-2.14.0.tar.gz\n"
                   "-rw-r--r-- 1 deploy deploy 50128734 Jun  3 12:04 app-2.14.1.tar.gz\n"
                   "lrwxrwxrwx 1 deploy deploy       17 May 21 17:11 current.tar.gz -> app-2.14.0.tar.gz\n"
                   "-rw-r--r-- 1 deploy deploy    18406 Jun  1 02:00 deploy.log\n"
                   f"{sha}  /srv/releases/app-2.14.1.tar.gz", duration=2.0))
    T.append(p.run("ssh -p 2222 deploy@stage-web-1 'cd /srv/releases && mv app-2.14.1.tar.gz app-2.14.1-rc1.tar.gz && ln -sfn app-2.14.1-rc1.tar.gz current.tar.gz && ls -l'",
                   "total 97500\n"
                   "-rw-r--r-- 1 deploy deploy 49873401 May 21 17:10 app-2.14.0.tar.gz\n"
                   "-rw-r--r-- 1 deploy deploy 50128734 Jun  3 12:04 app-2.14.1-rc1.tar.gz\n"
                   "lrwxrwxrwx 1 deploy deploy       21 Jun  3 12:06 current.tar.gz -> app-2.14.1-rc1.tar.gz\n"
                   "-rw-r--r-- 1 deploy deploy    18406 Jun  1 02:00 deploy.log", duration=2.0))
    T.append(p.run("scp -P 2222 deploy@stage-web-1:/srv/releases/deploy.log ./stage-deploy.log && tail -n 3 stage-deploy.log",
                   "deploy.log                                    100%   18KB   1.2MB/s   00:00\n"
                   "2024-06-01T02:00:04Z rotate: kept 2 releases, removed app-2.13.3.tar.gz\n"
                   "2024-06-01T02:00:05Z healthcheck https://stage.example.net/healthz -> 200 (84 ms)\n"
                   "2024-06-01T02:00:05Z current.tar.gz -> app-2.14.0.tar.gz", duration=2.0))
    T.append(p.run("ls -l",
                   "total 146740\n"
                   "-rw-r--r-- 1 maria maria 49873401 May 21 17:02 app-2.14.0.tar.gz\n"
                   "-rw-r--r-- 1 maria maria 50239100 May 28 09:13 app-2.14.1-beta.tar.gz\n"
                   "-rw-r--r-- 1 maria maria 50128734 Jun  3 11:46 app-2.14.1.tar.gz\n"
                   "-rw-r--r-- 1 maria maria      372 Jun  3 11:47 CHECKSUMS.sha256\n"
                   "-rw-r--r-- 1 maria maria     5120 Jun  3 11:50 RELEASE-NOTES-2.14.1.md\n"
                   "-rw-r--r-- 1 maria maria    18406 Jun  3 12:07 stage-deploy.log"))
    return dict(tid="h9-terminal-08", system=SYSTEM, turns=T, state=st, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------
def t09():
    # crontab: install, then move the photo sync from 03:15 to 01:45 (listing changes accordingly), cron's
    # syslog shows REPLACE/RELOAD and the half-hourly job running, a manual run appends to the log (size
    # grows). CLEAN.
    p = Pane("backup", "nas-gw", "/home/backup")
    st = state("The backup user's crontab was lost in yesterday's server migration. Install the saved one from ~/mycron, move the photo sync to 01:45, and make sure cron picked it up.", p)
    cron1 = ("# m h  dom mon dow   command\nMAILTO=\"\"\n"
             "15 3 * * * /home/backup/bin/sync-photos.sh >> /home/backup/logs/sync.log 2>&1\n"
             "*/30 * * * * /home/backup/bin/check-mounts.sh\n"
             "0 4 * * 0 /home/backup/bin/prune-snapshots.sh --keep 8")
    cron2 = cron1.replace("15 3 * * *", "45 1 * * *")
    T = []
    T.append(p.run("crontab -l", "no crontab for backup"))
    T.append(p.run("cat mycron", cron1))
    T.append(p.run("crontab mycron && crontab -l", cron1))
    T.append(p.run("sed -i 's/^15 3 /45 1 /' mycron && crontab mycron && crontab -l", cron2))
    T.append(p.run("date; ls -l logs/",
                   "Tue May  7 10:31:12 CEST 2024\ntotal 184\n"
                   "-rw-r--r-- 1 backup backup   2341 May  7 10:30 check-mounts.log\n"
                   "-rw-r--r-- 1 backup backup 179330 May  5 03:16 sync.log"))
    T.append(p.run("grep -i cron /var/log/syslog | tail -n 6",
                   "May  7 10:17:01 nas-gw CRON[31702]: (root) CMD (cd / && run-parts --report /etc/cron.hourly)\n"
                   "May  7 10:27:40 nas-gw crontab[31790]: (backup) REPLACE (backup)\n"
                   "May  7 10:28:01 nas-gw cron[612]: (backup) RELOAD (crontabs/backup)\n"
                   "May  7 10:28:55 nas-gw crontab[31811]: (backup) REPLACE (backup)\n"
                   "May  7 10:29:01 nas-gw cron[612]: (backup) RELOAD (crontabs/backup)\n"
                   "May  7 10:30:01 nas-gw CRON[31822]: (backup) CMD (/home/backup/bin/check-mounts.sh)"))
    T.append(p.run("bin/sync-photos.sh >> logs/sync.log 2>&1; tail -n 4 logs/sync.log",
                   "2024-05-05 03:15:02 sync start\n"
                   "2024-05-05 03:16:40 sync done: 312 files, 1.4G transferred\n"
                   "2024-05-07 10:32:05 sync start\n"
                   "2024-05-07 10:32:19 sync done: 97 files, 410M transferred", duration=15.0))
    T.append(p.run("ls -l logs/",
                   "total 184\n"
                   "-rw-r--r-- 1 backup backup   2341 May  7 10:30 check-mounts.log\n"
                   "-rw-r--r-- 1 backup backup 179419 May  7 10:32 sync.log"))
    return dict(tid="h9-terminal-09", system=SYSTEM, turns=T, state=st, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------
def t10():
    # git rebase onto main + cherry-pick -x of a hotfix + force-with-lease push: the feature commits get new
    # hashes (3b7f2d4/e6a09c8 -> 41c9e2b/8ad17f0), the cherry-pick gets its own hash c03d5a7 and records the
    # original, ahead/behind counts follow the rewrite, and the push clears them. CLEAN.
    p = Pane("dev", "build-07", "/home/dev/src/ledger")
    st = state("Rebase feature/export-csv onto the current main, pick the empty-ledger guard from hotfix/1.4.1 into it, and update the remote branch.", p)
    T = []
    T.append(p.run("git log --oneline --graph --all -12",
                   "* 9c41e7a (HEAD -> main, origin/main) Fix rounding in totals\n"
                   "| * e6a09c8 (origin/feature/export-csv, feature/export-csv) Export: quote fields with commas\n"
                   "| * 3b7f2d4 Add CSV exporter\n"
                   "|/  \n"
                   "| * 7fe1b35 (origin/hotfix/1.4.1, hotfix/1.4.1) Guard against empty ledger in report\n"
                   "|/  \n"
                   "* 5d2e8b1 (tag: v1.4.0) Add account model\n"
                   "* 0b8a4f2 Add ledger entry parser\n"
                   "* a1f3c09 Initial commit"))
    T.append(p.run("git checkout feature/export-csv && git rebase main",
                   "Switched to branch 'feature/export-csv'\n"
                   "Your branch is up to date with 'origin/feature/export-csv'.\n"
                   "Successfully rebased and updated refs/heads/feature/export-csv."))
    T.append(p.run("git log --oneline -5",
                   "8ad17f0 (HEAD -> feature/export-csv) Export: quote fields with commas\n"
                   "41c9e2b Add CSV exporter\n"
                   "9c41e7a (origin/main, main) Fix rounding in totals\n"
                   "5d2e8b1 (tag: v1.4.0) Add account model\n"
                   "0b8a4f2 Add ledger entry parser"))
    T.append(p.run("git cherry-pick -x 7fe1b35",
                   "[feature/export-csv c03d5a7] Guard against empty ledger in report\n"
                   " Date: Mon Jun 3 16:40:12 2024 +0200\n"
                   " 1 file changed, 4 insertions(+)"))
    T.append(p.run("git log -1 --format='%H%n%an <%ae>%n%ad%n%n%B'",
                   "c03d5a7e41b9d2f086c3a7e5b1d9f4a2c8e06b13\n"
                   "Priya Raman <priya@ledger.dev>\n"
                   "Mon Jun 3 16:40:12 2024 +0200\n\n"
                   "Guard against empty ledger in report\n\n"
                   "report() divided by len(entries) without checking for an empty ledger.\n\n"
                   "(cherry picked from commit 7fe1b35c90d4a1e8f2b6d3c7a5e9f1b0d2c4e6a8)"))
    T.append(p.run("git branch -vv",
                   "* feature/export-csv c03d5a7 [origin/feature/export-csv: ahead 4, behind 2] Guard against empty ledger in report\n"
                   "  hotfix/1.4.1       7fe1b35 [origin/hotfix/1.4.1] Guard against empty ledger in report\n"
                   "  main               9c41e7a [origin/main] Fix rounding in totals"))
    T.append(p.run("git push --force-with-lease",
                   "Enumerating objects: 17, done.\n"
                   "Counting objects: 100% (17/17), done.\n"
                   "Delta compression using up to 16 threads\n"
                   "Compressing objects: 100% (10/10), done.\n"
                   "Writing objects: 100% (12/12), 2.41 KiB | 2.41 MiB/s, done.\n"
                   "Total 12 (delta 6), reused 0 (delta 0), pack-reused 0\n"
                   "remote: Resolving deltas: 100% (6/6), completed with 4 local objects.\n"
                   "To github.com:ledger-dev/ledger.git\n"
                   " + e6a09c8...c03d5a7 feature/export-csv -> feature/export-csv (forced update)", duration=3.0))
    T.append(p.run("git status -sb", "## feature/export-csv...origin/feature/export-csv"))
    T.append(p.run("git log --oneline main..feature/export-csv",
                   "c03d5a7 (HEAD -> feature/export-csv, origin/feature/export-csv) Guard against empty ledger in report\n"
                   "8ad17f0 Export: quote fields with commas\n"
                   "41c9e2b Add CSV exporter"))
    T.append(p.run("git diff --stat main...feature/export-csv",
                   " ledger/export/__init__.py |  3 +++\n"
                   " ledger/export/csv.py      | 55 +++++++++++++++++++++++++++++++++++++++++++\n"
                   " ledger/report.py          |  4 ++++\n"
                   " tests/test_export_csv.py  | 41 ++++++++++++++++++++++++++++++++\n"
                   " 4 files changed, 103 insertions(+)"))
    return dict(tid="h9-terminal-10", system=SYSTEM, turns=T, state=st, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------
def t11():
    # apache access-log triage on the rotated (static) access.log.1. BAD turn 5: the status histogram gives
    # 41 for 404, but turn 3 counted 37 lines with $9 == 404 in the same unchanging file and turn 4's
    # per-URL breakdown of those 404s also sums to 37.
    p = Pane("root", "www-legacy", "/var/log/apache2")
    st = state("Yesterday's traffic on the legacy site looked odd. Using the rotated log access.log.1, summarise the 404s and the status code mix.", p)
    T = []
    T.append(p.run("ls -lh",
                   "total 19M\n"
                   "-rw-r----- 1 root adm 1.3M Jun 12 09:14 access.log\n"
                   "-rw-r----- 1 root adm 4.6M Jun 12 00:00 access.log.1\n"
                   "-rw-r----- 1 root adm 1.2M Jun 11 00:00 access.log.2.gz\n"
                   "-rw-r----- 1 root adm 1.1M Jun 10 00:00 access.log.3.gz\n"
                   "-rw-r----- 1 root adm 1.3M Jun  9 00:00 access.log.4.gz\n"
                   "-rw-r----- 1 root adm  58K Jun 12 09:02 error.log\n"
                   "-rw-r----- 1 root adm 212K Jun 12 00:00 error.log.1\n"
                   "-rw-r----- 1 root adm  31K Jun 11 00:00 error.log.2.gz\n"
                   "-rw-r----- 1 root adm 9.9M Jun 12 09:14 other_vhosts_access.log"))
    T.append(p.run("wc -l access.log.1; head -n 1 access.log.1; tail -n 1 access.log.1",
                   "18342 access.log.1\n"
                   '66.249.66.12 - - [11/Jun/2024:00:00:03 +0000] "GET /robots.txt HTTP/1.1" 200 311 "-" "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"\n'
                   '203.0.113.77 - - [11/Jun/2024:23:59:51 +0000] "GET /catalog/2023/spring HTTP/1.1" 301 262 "-" "Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0"'))
    T.append(p.run("awk '$9 == 404' access.log.1 | wc -l", "37"))
    T.append(p.run("awk '$9 == 404 {print $7}' access.log.1 | sort | uniq -c | sort -rn",
                   "     14 /wp-login.php\n"
                   "      9 /.env\n"
                   "      5 /favicon.ico\n"
                   "      3 /old/catalog.pdf\n"
                   "      2 /xmlrpc.php\n"
                   "      1 /.git/config\n"
                   "      1 /admin/config.php\n"
                   "      1 /phpmyadmin/\n"
                   "      1 /robots.txt.bak"))
    T.append(p.run("awk '{print $9}' access.log.1 | sort | uniq -c | sort -rn",
                   "  15873 200\n"
                   "   1702 304\n"
                   "    488 301\n"
                   "    194 302\n"
                   "     41 404\n"
                   "     26 206\n"
                   "     11 403\n"
                   "      5 500\n"
                   "      2 400"))
    T.append(p.run("zcat access.log.2.gz | awk '$9 == 404' | wc -l", "52"))
    return dict(tid="h9-terminal-11", system=SYSTEM, turns=T, state=st, bad=True, turn=5,
                kind="count does not follow")


# ---------------------------------------------------------------------------------------------------------
def ptable(cols, rows, right=(), title=None):
    """psql's aligned output: header, dashes, rows, '(N rows)'."""
    w = [max(len(c), *(len(str(r[i])) for r in rows)) if rows else len(c) for i, c in enumerate(cols)]
    def cell(i, v):
        v = str(v)
        return v.rjust(w[i]) if i in right else v.ljust(w[i])
    head = "|".join(" " + c.center(w[i]) + " " for i, c in enumerate(cols))
    out = []
    if title:
        out.append(title.center(len(head)).rstrip())
    out.append(head)
    out.append("+".join("-" * (w[i] + 2) for i in range(len(cols))))
    for r in rows:
        out.append("|".join(" " + cell(i, v) + " " for i, v in enumerate(r)).rstrip())
    n = len(rows)
    out.append(f"({n} row{'s' if n != 1 else ''})")
    return "\n".join(out) + "\n"


def du_table(rows):
    t = ptable(["Role name", "Attributes", "Member of"], rows, title="List of roles")
    return t.rsplit("\n(", 1)[0] + "\n"


def t12():
    # postgres role admin via psql -c: create analytics_ro, grant, rename to bi_reader, set a per-role
    # statement_timeout. BAD turn 8: the pg_roles query lists the role as "analytics_ro" (with the
    # statement_timeout set in turn 6 on bi_reader) although turn 5 renamed it and turn 7's ACL already
    # shows bi_reader.
    p = Pane("postgres", "pg-main", "/var/lib/postgresql")
    st = state("Create a read-only login for the BI team (limit 5 connections, member of app_ro, CONNECT on appdb); it must end up named bi_reader with a 30s statement timeout.", p)
    T = []
    T.append(p.run("psql -c '\\du'", du_table([
        ("app_ro", "Cannot login", "{}"),
        ("app_rw", "Cannot login", "{app_ro}"),
        ("appown", "", "{app_rw}"),
        ("postgres", "Superuser, Create role, Create DB, Replication, Bypass RLS", "{}"),
        ("replicator", "Replication", "{}"),
        ("reporting", "2 connections", "{app_ro}")])))
    T.append(p.run("psql -c \"CREATE ROLE analytics_ro LOGIN PASSWORD 'Bi-9f3k2LxQ' CONNECTION LIMIT 5 IN ROLE app_ro;\"",
                   "CREATE ROLE"))
    T.append(p.run("psql -c '\\du analytics_ro'", du_table([("analytics_ro", "5 connections", "{app_ro}")])))
    T.append(p.run("psql -d appdb -c 'GRANT CONNECT ON DATABASE appdb TO analytics_ro;'", "GRANT"))
    T.append(p.run("psql -c 'ALTER ROLE analytics_ro RENAME TO bi_reader;'", "ALTER ROLE"))
    T.append(p.run("psql -c \"ALTER ROLE bi_reader SET statement_timeout = '30s';\"", "ALTER ROLE"))
    T.append(p.run("psql -c '\\l appdb'",
                   "                                                   List of databases\n"
                   " Name  | Owner  | Encoding |   Collate   |    Ctype    | ICU Locale | Locale Provider |  Access privileges  \n"
                   "-------+--------+----------+-------------+-------------+------------+-----------------+---------------------\n"
                   " appdb | appown | UTF8     | en_US.UTF-8 | en_US.UTF-8 |            | libc            | =Tc/appown         +\n"
                   "       |        |          |             |             |            |                 | appown=CTc/appown  +\n"
                   "       |        |          |             |             |            |                 | app_ro=c/appown    +\n"
                   "       |        |          |             |             |            |                 | bi_reader=c/appown\n"
                   "(1 row)\n"))
    T.append(p.run("psql -c \"SELECT rolname, rolcanlogin, rolconnlimit, rolconfig FROM pg_roles WHERE rolname !~ '^pg_' ORDER BY 1;\"",
                   ptable(["rolname", "rolcanlogin", "rolconnlimit", "rolconfig"], [
                       ("analytics_ro", "t", 5, "{statement_timeout=30s}"),
                       ("app_ro", "f", -1, ""),
                       ("app_rw", "f", -1, ""),
                       ("appown", "t", -1, ""),
                       ("postgres", "t", -1, ""),
                       ("replicator", "t", -1, ""),
                       ("reporting", "t", 2, "{statement_timeout=5min}")], right={2})))
    T.append(p.run("psql -c \"SELECT usename, datname, application_name, state FROM pg_stat_activity WHERE usename IS NOT NULL ORDER BY 1;\"",
                   ptable(["usename", "datname", "application_name", "state"], [
                       ("appown", "appdb", "billing-api", "idle"),
                       ("appown", "appdb", "billing-api", "idle"),
                       ("postgres", "postgres", "psql", "active"),
                       ("replicator", "", "pg-replica-1", "active"),
                       ("reporting", "appdb", "Metabase v0.49.8", "idle")])))
    return dict(tid="h9-terminal-12", system=SYSTEM, turns=T, state=st, bad=True, turn=8,
                kind="renamed role listed under old name")


# ---------------------------------------------------------------------------------------------------------
def t13():
    # podman: remove an exited container, run redis, rename it (same ID, new name), stop and start web
    # (status Exited then Up again, same ID). CLEAN.
    p = Pane("ana", "fedora-srv", "/home/ana", style="rhel")
    st = state("Clean up the old migration container, start a Redis cache container named redis-cache on 6379, and restart the web container.", p)
    web = "3f9a1c27b8e4"
    mig = "a0d2e61f9c35"
    red = "7c4e8b0d92a1"
    T = []
    T.append(p.run("podman ps -a",
                   "CONTAINER ID  IMAGE                                  COMMAND               CREATED      STATUS                  PORTS                 NAMES\n"
                   f"{web}  ghcr.io/ana/site:2024.05               gunicorn -b 0.0.0...  2 weeks ago  Up 6 days               0.0.0.0:8080->8000/tcp  web\n"
                   f"{mig}  ghcr.io/ana/site:2024.05               python manage.py ...  3 days ago   Exited (0) 3 days ago                         old-migrate"))
    T.append(p.run("podman rm old-migrate", "old-migrate"))
    T.append(p.run("podman run -d --name cache -p 6379:6379 docker.io/library/redis:7.2-alpine",
                   "Trying to pull docker.io/library/redis:7.2-alpine...\n"
                   "Getting image source signatures\n"
                   "Copying blob 4abcf2066143 done   | \n"
                   "Copying blob 1b6e2c4fe0d7 done   | \n"
                   "Copying blob 6f3a9d8e02b1 done   | \n"
                   "Copying blob d85e0c7a91f4 done   | \n"
                   "Copying blob 0e2c7b5a3f18 done   | \n"
                   "Copying blob 9c1d4e7b2a60 done   | \n"
                   "Copying config 51e2a7c96b3d done   | \n"
                   "Writing manifest to image destination\n"
                   f"{red}f5e3a9d60b7c2e48f1a3d5b7c9e0f2a4b6d8c1e3f5a7b9d0c2e4", duration=8.0))
    T.append(p.run("podman ps",
                   "CONTAINER ID  IMAGE                                  COMMAND               CREATED         STATUS         PORTS                   NAMES\n"
                   f"{web}  ghcr.io/ana/site:2024.05               gunicorn -b 0.0.0...  2 weeks ago     Up 6 days      0.0.0.0:8080->8000/tcp  web\n"
                   f"{red}  docker.io/library/redis:7.2-alpine     redis-server          12 seconds ago  Up 12 seconds  0.0.0.0:6379->6379/tcp  cache"))
    T.append(p.run("podman rename cache redis-cache && podman ps --format '{{.ID}} {{.Names}} {{.Status}}'",
                   f"{web} web Up 6 days\n{red} redis-cache Up 41 seconds"))
    T.append(p.run("podman stop web", "web", duration=3.0))
    T.append(p.run("podman ps -a --format 'table {{.ID}} {{.Names}} {{.Status}}'",
                   "CONTAINER ID  NAMES        STATUS\n"
                   f"{web}  web          Exited (0) 4 seconds ago\n"
                   f"{red}  redis-cache  Up About a minute"))
    T.append(p.run("podman start web && podman ps",
                   "web\n"
                   "CONTAINER ID  IMAGE                                  COMMAND               CREATED             STATUS         PORTS                   NAMES\n"
                   f"{web}  ghcr.io/ana/site:2024.05               gunicorn -b 0.0.0...  2 weeks ago         Up 1 second    0.0.0.0:8080->8000/tcp  web\n"
                   f"{red}  docker.io/library/redis:7.2-alpine     redis-server          About a minute ago  Up About a minute  0.0.0.0:6379->6379/tcp  redis-cache"))
    return dict(tid="h9-terminal-13", system=SYSTEM, turns=T, state=st, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------
def _snaps(rows, tags_col=True):
    line = "-" * 66
    out = ["repository 5e2a91c3 opened (version 2, compression level auto)",
           "ID        Time                 Host        Tags        Paths", line]
    for sid, t, tag in rows:
        out.append(f"{sid}  {t}  nas-01      {tag:<10}  /srv/data")
    out += [line, f"{len(rows)} snapshots"]
    return "\n".join(out)


def t14():
    # restic: manual tagged backup, check, stats, forget old nightlies. BAD turn 3: `restic snapshots --tag
    # manual` lists the new snapshot as 6b2d90fe, but turn 2's backup printed "snapshot 6b2d09fe saved"
    # (same time, same host/path: the short ID drifted).
    p = Pane("root", "nas-01", "/root")
    st = state("Take a manual restic backup of /srv/data (tag manual) before the disk swap, verify the repository, and keep only the last 2 nightly snapshots. RESTIC_REPOSITORY and RESTIC_PASSWORD_FILE are exported in this shell.", p)
    T = []
    T.append(p.run("restic snapshots", _snaps([
        ("f3a1d7b0", "2024-04-20 16:41:09", "manual"),
        ("91e6b2a4", "2024-05-02 02:00:14", "nightly"),
        ("d47c0e3b", "2024-05-03 02:00:09", "nightly"),
        ("0c7d4e19", "2024-05-04 02:00:12", "nightly")])))
    T.append(p.run("restic backup /srv/data --tag manual",
                   "repository 5e2a91c3 opened (version 2, compression level auto)\n"
                   "using parent snapshot 0c7d4e19\n"
                   "[0:00] 100.00%  3 / 3 index files loaded\n\n"
                   "Files:          27 new,    14 changed, 18233 unmodified\n"
                   "Dirs:            4 new,    11 changed,  2398 unmodified\n"
                   "Added to the repository: 212.487 MiB (198.002 MiB stored)\n\n"
                   "processed 18274 files, 41.772 GiB in 0:38\n"
                   "snapshot 6b2d09fe saved", duration=45.0))
    T.append(p.run("restic snapshots --tag manual", _snaps([
        ("f3a1d7b0", "2024-04-20 16:41:09", "manual"),
        ("6b2d90fe", "2024-05-05 14:12:40", "manual")])))
    T.append(p.run("restic diff 0c7d4e19 latest | tail -n 7",
                   "Files:          27 new,     0 removed,    14 changed\n"
                   "Dirs:            4 new,     0 removed\n"
                   "Others:          0 new,     0 removed\n"
                   "Data Blobs:     61 new,    22 removed\n"
                   "Tree Blobs:     17 new,    15 removed\n"
                   "  Added:   212.487 MiB\n"
                   "  Removed: 48.120 MiB", duration=5.0))
    T.append(p.run("restic check",
                   "using temporary cache in /tmp/restic-check-cache-1830459122\n"
                   "repository 5e2a91c3 opened (version 2, compression level auto)\n"
                   "created new cache in /tmp/restic-check-cache-1830459122\n"
                   "create exclusive lock for repository\n"
                   "load indexes\n"
                   "[0:00] 100.00%  4 / 4 index files loaded\n"
                   "check all packs\n"
                   "check snapshots, trees and blobs\n"
                   "[0:03] 100.00%  5 / 5 snapshots\n"
                   "no errors were found", duration=20.0))
    T.append(p.run("restic forget --tag nightly --keep-last 2 --prune",
                   "repository 5e2a91c3 opened (version 2, compression level auto)\n"
                   "Applying Policy: keep 2 latest snapshots\n"
                   "keep 2 snapshots:\n"
                   "ID        Time                 Host        Tags        Reasons        Paths\n"
                   "---------------------------------------------------------------------------------\n"
                   "d47c0e3b  2024-05-03 02:00:09  nas-01      nightly     last snapshot  /srv/data\n"
                   "0c7d4e19  2024-05-04 02:00:12  nas-01      nightly     last snapshot  /srv/data\n"
                   "---------------------------------------------------------------------------------\n"
                   "2 snapshots\n\n"
                   "remove 1 snapshots:\n"
                   "ID        Time                 Host        Tags        Paths\n"
                   "------------------------------------------------------------------\n"
                   "91e6b2a4  2024-05-02 02:00:14  nas-01      nightly     /srv/data\n"
                   "------------------------------------------------------------------\n"
                   "1 snapshots\n\n"
                   "[0:00] 100.00%  1 / 1 files deleted\n"
                   "1 snapshots have been removed, running prune\n"
                   "loading indexes...\n"
                   "loading all snapshots...\n"
                   "finding data that is still in use for 4 snapshots\n"
                   "[0:02] 100.00%  4 / 4 snapshots\n"
                   "searching used packs...\n"
                   "collecting packs for deletion and repacking\n"
                   "[0:00] 100.00%  2311 / 2311 packs processed\n\n"
                   "to repack:            38 blobs / 4.207 MiB\n"
                   "this removes:          9 blobs / 1.388 MiB\n"
                   "to delete:            41 blobs / 57.912 MiB\n"
                   "total prune:          50 blobs / 59.300 MiB\n"
                   "remaining:        201746 blobs / 38.114 GiB\n"
                   "unused size after prune: 0 B (0.00% of remaining size)\n\n"
                   "repacking packs\n"
                   "[0:00] 100.00%  1 / 1 packs repacked\n"
                   "rebuilding index\n"
                   "[0:00] 100.00%  2304 / 2304 packs processed\n"
                   "deleting obsolete index files\n"
                   "removing 8 old packs\n"
                   "[0:00] 100.00%  8 / 8 files deleted\n"
                   "done", duration=30.0))
    T.append(p.run("restic snapshots --tag nightly", _snaps([
        ("d47c0e3b", "2024-05-03 02:00:09", "nightly"),
        ("0c7d4e19", "2024-05-04 02:00:12", "nightly")])))
    return dict(tid="h9-terminal-14", system=SYSTEM, turns=T, state=st, bad=True, turn=3,
                kind="snapshot id changed")


# ---------------------------------------------------------------------------------------------------------
_IPT_HDR = "num      pkts      bytes target     prot opt in     out     source               destination"
_IPT = {
    "lo": "ACCEPT     all  --  lo     *       0.0.0.0/0            0.0.0.0/0",
    "est": "ACCEPT     all  --  *      *       0.0.0.0/0            0.0.0.0/0            ctstate RELATED,ESTABLISHED",
    "pg": "ACCEPT     tcp  --  *      *       10.20.0.0/16         0.0.0.0/0            tcp dpt:5432 ctstate NEW",
    "inv": "DROP       all  --  *      *       0.0.0.0/0            0.0.0.0/0            ctstate INVALID",
    "ssh": "ACCEPT     tcp  --  *      *       10.0.0.0/8           0.0.0.0/0            tcp dpt:22 ctstate NEW",
    "web": "ACCEPT     tcp  --  *      *       0.0.0.0/0            0.0.0.0/0            multiport dports 80,443 ctstate NEW",
    "alt": "ACCEPT     tcp  --  *      *       0.0.0.0/0            0.0.0.0/0            tcp dpt:8080 ctstate NEW",
    "icmp": "ACCEPT     icmp --  *      *       0.0.0.0/0            0.0.0.0/0            icmptype 8 limit: avg 5/sec burst 5",
}


def _ipt(policy, rows):
    out = [f"Chain INPUT (policy DROP {policy[0]} packets, {policy[1]} bytes)", _IPT_HDR]
    for i, (key, pk, by) in enumerate(rows, 1):
        out.append(f"{i:<4}{pk:>9} {by:>10} {_IPT[key]}")
    return "\n".join(out)


def t15():
    # iptables: insert a postgres rule at position 3 (later rules renumber), delete the legacy 8080 rule by
    # its new number 7, zero counters, save. Counters only grow between listings, except right after -Z. CLEAN.
    p = Pane("root", "edge-fw", "/root")
    st = state("On edge-fw, allow PostgreSQL (5432) from 10.20.0.0/16 ahead of the INVALID drop, remove the legacy 8080 rule, reset the counters and persist the rules.", p)
    T = []
    T.append(p.run("iptables -L INPUT -n -v -x --line-numbers", _ipt((15320, 912448), [
        ("lo", 42101, 3120877), ("est", 1893344, 2101873330), ("inv", 812, 38224), ("ssh", 311, 18660),
        ("web", 20874, 1218840), ("alt", 96, 5760), ("icmp", 1208, 101472)])))
    T.append(p.run("iptables -I INPUT 3 -p tcp -s 10.20.0.0/16 --dport 5432 -m conntrack --ctstate NEW -j ACCEPT"))
    T.append(p.run("iptables -L INPUT -n -v -x --line-numbers", _ipt((15344, 913890), [
        ("lo", 42133, 3123245), ("est", 1894102, 2102455118), ("pg", 2, 120), ("inv", 812, 38224),
        ("ssh", 311, 18660), ("web", 20891, 1219860), ("alt", 96, 5760), ("icmp", 1209, 101556)])))
    T.append(p.run("iptables -D INPUT 7"))
    T.append(p.run("iptables -L INPUT -n -v -x --line-numbers", _ipt((15361, 914910), [
        ("lo", 42160, 3125243), ("est", 1894877, 2103002496), ("pg", 5, 300), ("inv", 813, 38276),
        ("ssh", 312, 18720), ("web", 20903, 1220580), ("icmp", 1209, 101556)])))
    T.append(p.run("iptables -Z INPUT && iptables -L INPUT -n -v -x --line-numbers", _ipt((0, 0), [
        ("lo", 0, 0), ("est", 3, 180), ("pg", 0, 0), ("inv", 0, 0),
        ("ssh", 0, 0), ("web", 0, 0), ("icmp", 0, 0)])))
    T.append(p.run("iptables-save > /etc/iptables/rules.v4 && grep -c '^-A INPUT' /etc/iptables/rules.v4", "7"))
    T.append(p.run("iptables -S INPUT",
                   "-P INPUT DROP\n"
                   "-A INPUT -i lo -j ACCEPT\n"
                   "-A INPUT -m conntrack --ctstate RELATED,ESTABLISHED -j ACCEPT\n"
                   "-A INPUT -s 10.20.0.0/16 -p tcp -m tcp --dport 5432 -m conntrack --ctstate NEW -j ACCEPT\n"
                   "-A INPUT -m conntrack --ctstate INVALID -j DROP\n"
                   "-A INPUT -s 10.0.0.0/8 -p tcp -m tcp --dport 22 -m conntrack --ctstate NEW -j ACCEPT\n"
                   "-A INPUT -p tcp -m multiport --dports 80,443 -m conntrack --ctstate NEW -j ACCEPT\n"
                   "-A INPUT -p icmp -m icmp --icmp-type 8 -m limit --limit 5/sec -j ACCEPT"))
    return dict(tid="h9-terminal-15", system=SYSTEM, turns=T, state=st, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------
def _nft_ruleset(elements, extra_rule, handles=False):
    h = (lambda n: f" # handle {n}") if handles else (lambda n: "")
    inp = [
        f"\t\tct state established,related accept{h(4)}",
        f"\t\tct state invalid drop{h(5)}",
        f'\t\tiif "lo" accept{h(6)}',
        f"\t\ticmp type echo-request limit rate 10/second accept{h(7)}",
        f"\t\ttcp dport 22 ip saddr @ssh_allow accept{h(8)}",
        f"\t\ttcp dport {{ 80, 443 }} accept{h(10)}",
    ]
    if extra_rule:
        inp.append(f'\t\tip saddr 10.8.0.0/24 tcp dport 9100 accept comment "node-exporter"{h(14)}')
    return inp, "\n".join([
        "table inet filter {",
        "\tset ssh_allow {",
        "\t\ttype ipv4_addr",
        "\t\tflags interval",
        f"\t\telements = {{ {', '.join(elements)} }}",
        "\t}",
        "",
        "\tchain input {",
        "\t\ttype filter hook input priority filter; policy drop;",
        *inp,
        "\t}",
        "",
        "\tchain forward {",
        "\t\ttype filter hook forward priority filter; policy drop;",
        '\t\tiifname "wg0" oifname "eth0" accept',
        "\t\tct state established,related accept",
        "\t}",
        "",
        "\tchain output {",
        "\t\ttype filter hook output priority filter; policy accept;",
        "\t}",
        "}",
        "table ip nat {",
        "\tchain postrouting {",
        "\t\ttype nat hook postrouting priority srcnat; policy accept;",
        '\t\toifname "eth0" ip saddr 10.8.0.0/24 masquerade',
        "\t}",
        "}"])


def t16():
    # nftables: add an ssh_allow element and a node-exporter rule, dump the live ruleset into
    # /etc/nftables.conf. BAD turn 8: `cat /etc/nftables.conf` lacks the 'node-exporter' rule (handle 14,
    # listed in turn 4) although the file was written from `nft list ruleset` in turn 6 (wc: one line more)
    # and the new set element is present.
    p = Pane("root", "gw-nft", "/root")
    old = ["192.0.2.0/28", "203.0.113.7"]
    new = ["192.0.2.0/28", "198.51.100.23", "203.0.113.7"]
    st = state("Let the new admin IP 198.51.100.23 reach ssh, open node-exporter (9100) to the WireGuard subnet 10.8.0.0/24, and persist the live ruleset to /etc/nftables.conf.", p)
    T = []
    T.append(p.run("nft list ruleset", _nft_ruleset(old, False)[1]))
    T.append(p.run("nft add element inet filter ssh_allow { 198.51.100.23 }"))
    T.append(p.run('nft add rule inet filter input ip saddr 10.8.0.0/24 tcp dport 9100 accept comment \\"node-exporter\\"'))
    inp, _ = _nft_ruleset(new, True, handles=True)
    T.append(p.run("nft -a list chain inet filter input",
                   "table inet filter {\n\tchain input { # handle 2\n"
                   "\t\ttype filter hook input priority filter; policy drop;\n" + "\n".join(inp) + "\n\t}\n}"))
    T.append(p.run("nft list set inet filter ssh_allow",
                   "table inet filter {\n\tset ssh_allow {\n\t\ttype ipv4_addr\n\t\tflags interval\n"
                   f"\t\telements = {{ {', '.join(new)} }}\n\t}}\n}}"))
    full = "#!/usr/sbin/nft -f\nflush ruleset\n" + _nft_ruleset(new, True)[1]
    lost = "#!/usr/sbin/nft -f\nflush ruleset\n" + _nft_ruleset(new, False)[1]
    n = len(full.split("\n"))
    T.append(p.run("cp /etc/nftables.conf /etc/nftables.conf.bak && { echo '#!/usr/sbin/nft -f'; echo 'flush ruleset'; nft list ruleset; } > /etc/nftables.conf && wc -l /etc/nftables.conf",
                   f"{n} /etc/nftables.conf"))
    T.append(p.run("nft -c -f /etc/nftables.conf && echo syntax OK", "syntax OK"))
    T.append(p.run("cat /etc/nftables.conf", lost))
    T.append(p.run("systemctl is-enabled nftables; ls -l /etc/nftables.conf*",
                   "enabled\n"
                   f"-rw-r--r-- 1 root root {len(full) + 1:>4} Jul  2 15:48 /etc/nftables.conf\n"
                   "-rw-r--r-- 1 root root  884 Jul  2 15:48 /etc/nftables.conf.bak"))
    return dict(tid="h9-terminal-16", system=SYSTEM, turns=T, state=st, bad=True, turn=8,
                kind="file content lost")


# ---------------------------------------------------------------------------------------------------------
def _ok(host, body, state="SUCCESS"):
    return f"{host} | {state} => " + body


def t17():
    # ansible ad-hoc: web3 is UNREACHABLE because of an inventory IP typo; chrony installs (CHANGED) on
    # web1/web2, a rerun is idempotent (SUCCESS, changed false), the agent fixes the IP, web3 then answers
    # and gets chrony; `command`/`shell` always report CHANGED. CLEAN.
    p = Pane("ops", "ctl-01", "/home/ops/infra")
    st = state("Make sure chrony is installed on all web hosts in inventory.ini using ad-hoc ansible commands, and fix whatever stops a host from being reached.", p)
    ping = ('{\n    "ansible_facts": {\n        "discovered_interpreter_python": "/usr/bin/python3"\n    },\n'
            '    "changed": false,\n    "ping": "pong"\n}')

    def apt(changed, cache_time, updated):
        return ("{\n"
                '    "ansible_facts": {\n        "discovered_interpreter_python": "/usr/bin/python3"\n    },\n'
                f'    "cache_update_time": {cache_time},\n    "cache_updated": {str(updated).lower()},\n'
                f'    "changed": {str(changed).lower()}' +
                (',\n    "stderr": "",\n    "stderr_lines": [],\n'
                 '    "stdout": "Reading package lists...\\nBuilding dependency tree...\\nReading state information...\\n'
                 'The following NEW packages will be installed:\\n  chrony\\n0 upgraded, 1 newly installed, 0 to remove and 4 not upgraded.\\n'
                 'Need to get 287 kB of archives.\\nAfter this operation, 650 kB of additional disk space will be used.\\n'
                 'Get:1 http://archive.ubuntu.com/ubuntu jammy/main amd64 chrony amd64 4.2-2ubuntu2 [287 kB]\\n'
                 'Fetched 287 kB in 0s (1,314 kB/s)\\nSelecting previously unselected package chrony.\\n'
                 'Setting up chrony (4.2-2ubuntu2) ...\\nCreated symlink /etc/systemd/system/chronyd.service \\u2192 /lib/systemd/system/chrony.service.\\n'
                 'Processing triggers for man-db (2.10.2-1) ...\\n"\n' if changed else "\n") + "}")
    T = []
    T.append(p.run("cat inventory.ini",
                   "[web]\nweb1 ansible_host=10.0.4.11\nweb2 ansible_host=10.0.4.12\nweb3 ansible_host=10.0.4.13\n\n"
                   "[db]\ndb1 ansible_host=10.0.5.21\n\n[all:vars]\nansible_user=ops\nansible_python_interpreter=auto_silent"))
    T.append(p.run("ansible all -i inventory.ini -m ping",
                   _ok("web2", ping) + "\n" + _ok("db1", ping) + "\n" + _ok("web1", ping) + "\n" +
                   "web3 | UNREACHABLE! => {\n    \"changed\": false,\n"
                   "    \"msg\": \"Failed to connect to the host via ssh: ssh: connect to host 10.0.4.13 port 22: No route to host\",\n"
                   "    \"unreachable\": true\n}", duration=12.0))
    T.append(p.run("ansible web -i inventory.ini -b -m apt -a 'name=chrony state=present update_cache=yes' --limit '!web3'",
                   _ok("web1", apt(True, 1719907214, True), "CHANGED") + "\n" +
                   _ok("web2", apt(True, 1719907215, True), "CHANGED"), duration=25.0))
    T.append(p.run("ansible web -i inventory.ini -b -m apt -a 'name=chrony state=present' --limit '!web3'",
                   _ok("web1", apt(False, 1719907214, False)) + "\n" + _ok("web2", apt(False, 1719907215, False)),
                   duration=8.0))
    T.append(p.run("ansible web -i inventory.ini -b -m command -a 'chronyc -n sources' --limit '!web3'",
                   "web2 | CHANGED | rc=0 >>\n"
                   "MS Name/IP address         Stratum Poll Reach LastRx Last sample               \n"
                   "===============================================================================\n"
                   "^* 10.0.0.2                      2   6    17    20    -41us[  -88us] +/-   12ms\n"
                   "^+ 10.0.0.3                      2   6    17    21   +302us[ +255us] +/-   14ms\n"
                   "web1 | CHANGED | rc=0 >>\n"
                   "MS Name/IP address         Stratum Poll Reach LastRx Last sample               \n"
                   "===============================================================================\n"
                   "^* 10.0.0.2                      2   6    17    19    +17us[  -12us] +/-   11ms\n"
                   "^+ 10.0.0.3                      2   6    17    20   +288us[ +260us] +/-   14ms",
                   duration=6.0))
    T.append(p.run("sed -i 's/10.0.4.13/10.0.4.31/' inventory.ini && grep web3 inventory.ini && ansible web3 -i inventory.ini -m ping",
                   "web3 ansible_host=10.0.4.31\n" + _ok("web3", ping), duration=6.0))
    T.append(p.run("ansible web3 -i inventory.ini -b -m apt -a 'name=chrony state=present update_cache=yes'",
                   _ok("web3", apt(True, 1719907588, True), "CHANGED"), duration=25.0))
    T.append(p.run("ansible web -i inventory.ini -m shell -a 'dpkg-query -W chrony; systemctl is-active chrony'",
                   "web1 | CHANGED | rc=0 >>\nchrony\t4.2-2ubuntu2\nactive\n"
                   "web3 | CHANGED | rc=0 >>\nchrony\t4.2-2ubuntu2\nactive\n"
                   "web2 | CHANGED | rc=0 >>\nchrony\t4.2-2ubuntu2\nactive", duration=6.0))
    return dict(tid="h9-terminal-17", system=SYSTEM, turns=T, state=st, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------
def _helm_list(ledger_rev, ledger_time, chart, app):
    return ("NAME         \tNAMESPACE\tREVISION\tUPDATED                                \tSTATUS  \tCHART              \tAPP VERSION\n"
            f"ledger       \tpayments \t{ledger_rev:<8}\t{ledger_time}\tdeployed\t{chart:<19}\t{app}\n"
            "ledger-worker\tpayments \t7       \t2024-06-10 09:15:02.661904 +0000 UTC\tdeployed\tledger-worker-0.4.1\t2.3.1")


def t18():
    # helm upgrade (rev 5) then rollback to 4 (creates rev 6). BAD turn 8: `helm list` shows REVISION 5 for
    # ledger, but turn 7's history ends with revision 6 "deployed / Rollback to 4" (chart and time in the
    # list row are the rollback's).
    p = Pane("sre", "bastion", "/home/sre/charts")
    st = state("Upgrade the ledger release in namespace payments to image 2.3.2 with the local chart; if the pods do not become healthy, roll back.", p)
    hist_hdr = "REVISION\tUPDATED                 \tSTATUS    \tCHART       \tAPP VERSION\tDESCRIPTION"
    h = [("1", "Tue May 14 10:02:51 2024", "superseded", "ledger-0.9.0", "2.2.0", "Install complete"),
         ("2", "Wed May 22 15:40:07 2024", "superseded", "ledger-0.9.1", "2.2.4", "Upgrade complete"),
         ("3", "Mon Jun  3 08:55:19 2024", "superseded", "ledger-0.9.2", "2.3.0", "Upgrade complete"),
         ("4", "Mon Jun 10 09:12:44 2024", "deployed  ", "ledger-0.9.2", "2.3.1", "Upgrade complete")]

    def hist(rows):
        return hist_hdr + "\n" + "\n".join(f"{r[0]:<8}\t{r[1]}\t{r[2]}\t{r[3]}\t{r[4]:<11}\t{r[5]}" for r in rows)
    T = []
    T.append(p.run("helm list -n payments", _helm_list(4, "2024-06-10 09:12:44.118273 +0000 UTC", "ledger-0.9.2", "2.3.1")))
    T.append(p.run("helm history ledger -n payments", hist(h)))
    T.append(p.run("helm upgrade ledger ./ledger -n payments --reuse-values --set image.tag=2.3.2",
                   'Release "ledger" has been upgraded. Happy Helming!\n'
                   "NAME: ledger\nLAST DEPLOYED: Tue Jun 11 14:03:27 2024\nNAMESPACE: payments\nSTATUS: deployed\n"
                   "REVISION: 5\nTEST SUITE: None\nNOTES:\n"
                   "ledger 2.3.2 is listening on http://ledger.payments.svc.cluster.local:8080\n"
                   "Metrics: http://ledger.payments.svc.cluster.local:9102/metrics", duration=6.0))
    T.append(p.run("kubectl -n payments rollout status deploy/ledger --timeout=120s",
                   'Waiting for deployment "ledger" rollout to finish: 1 out of 3 new replicas have been updated...\n'
                   'Waiting for deployment "ledger" rollout to finish: 1 out of 3 new replicas have been updated...\n'
                   'error: timed out waiting for the condition', duration=125.0))
    T.append(p.run("kubectl -n payments get pods -l app.kubernetes.io/name=ledger",
                   "NAME                      READY   STATUS             RESTARTS      AGE\n"
                   "ledger-5d8f7c9b4-2kq8n    1/1     Running            0             29h\n"
                   "ledger-5d8f7c9b4-r7wzt    1/1     Running            0             29h\n"
                   "ledger-5d8f7c9b4-xp4mj    1/1     Running            0             29h\n"
                   "ledger-6b94d7f5c8-lz9td   0/1     CrashLoopBackOff   4 (31s ago)   2m14s"))
    T.append(p.run("helm rollback ledger 4 -n payments", "Rollback was a success! Happy Helming!", duration=4.0))
    h2 = [r if r[0] != "4" else ("4", r[1], "superseded", r[3], r[4], r[5]) for r in h]
    h2 += [("5", "Tue Jun 11 14:03:27 2024", "superseded", "ledger-0.9.3", "2.3.2", "Upgrade complete"),
           ("6", "Tue Jun 11 14:06:52 2024", "deployed  ", "ledger-0.9.2", "2.3.1", "Rollback to 4")]
    T.append(p.run("helm history ledger -n payments", hist(h2)))
    T.append(p.run("helm list -n payments", _helm_list(5, "2024-06-11 14:06:52.904417 +0000 UTC", "ledger-0.9.2", "2.3.1")))
    return dict(tid="h9-terminal-18", system=SYSTEM, turns=T, state=st, bad=True, turn=8,
                kind="revision number does not follow")


# ---------------------------------------------------------------------------------------------------------
_TF_REFRESH = ("aws_iam_role.app: Refreshing state... [id=acme-staging-app]\n"
               "aws_security_group.app: Refreshing state... [id=sg-0c41d9e7a2b35f810]\n"
               "aws_iam_role_policy_attachment.app_ssm: Refreshing state... [id=acme-staging-app-20240411093015802200000001]\n"
               "aws_instance.app[0]: Refreshing state... [id=i-0a7e3c9d21f4b6e85]\n"
               "aws_instance.app[1]: Refreshing state... [id=i-06b2f8d4c13e9a7d0]\n"
               "aws_route53_record.app: Refreshing state... [id=Z04871233KQ1ZBD5X7T2_app.staging.acme.io_A]\n")


def t19():
    # terraform: plan/apply 3 new resources, then raise log retention 14 -> 30 via the .tf file (plan shows
    # 1 to change, apply), re-plan is empty, state/outputs reflect the agent's changes, count 6 -> 9. CLEAN.
    p = Pane("ci", "tf-runner", "/home/ci/infra/envs/staging")
    st = state("Apply the pending staging changes (assets bucket with versioning, app log group), then change the log retention to 30 days and confirm there is no drift.", p)
    T = []
    T.append(p.run("terraform plan -out tf.plan",
                   _TF_REFRESH +
                   "\nTerraform used the selected providers to generate the following execution\n"
                   "plan. Resource actions are indicated with the following symbols:\n  + create\n\n"
                   "Terraform will perform the following actions:\n\n"
                   "  # aws_cloudwatch_log_group.app will be created\n"
                   '  + resource "aws_cloudwatch_log_group" "app" {\n'
                   "      + arn               = (known after apply)\n"
                   "      + id                = (known after apply)\n"
                   "      + log_group_class   = (known after apply)\n"
                   '      + name              = "/acme/staging/app"\n'
                   "      + name_prefix       = (known after apply)\n"
                   "      + retention_in_days = 14\n"
                   "      + skip_destroy      = false\n"
                   "      + tags_all          = {\n"
                   '          + "env"   = "staging"\n'
                   '          + "owner" = "platform"\n'
                   "        }\n"
                   "    }\n\n"
                   "  # aws_s3_bucket.assets will be created\n"
                   '  + resource "aws_s3_bucket" "assets" {\n'
                   "      + arn                         = (known after apply)\n"
                   '      + bucket                      = "acme-staging-assets"\n'
                   "      + bucket_domain_name          = (known after apply)\n"
                   "      + force_destroy               = false\n"
                   "      + id                          = (known after apply)\n"
                   "      + region                      = (known after apply)\n"
                   "      + tags_all                    = {\n"
                   '          + "env"   = "staging"\n'
                   '          + "owner" = "platform"\n'
                   "        }\n"
                   "      # (12 unchanged attributes hidden)\n"
                   "    }\n\n"
                   "  # aws_s3_bucket_versioning.assets will be created\n"
                   '  + resource "aws_s3_bucket_versioning" "assets" {\n'
                   '      + bucket = "acme-staging-assets"\n'
                   "      + id     = (known after apply)\n\n"
                   "      + versioning_configuration {\n"
                   "          + mfa_delete = (known after apply)\n"
                   '          + status     = "Enabled"\n'
                   "        }\n"
                   "    }\n\n"
                   "Plan: 3 to add, 0 to change, 0 to destroy.\n\n"
                   "Changes to Outputs:\n"
                   '  + assets_bucket = "acme-staging-assets"\n'
                   '  + log_group     = "/acme/staging/app"\n\n'
                   "─────────────────────────────────────────────────────────────────────────────\n\n"
                   "Saved the plan to: tf.plan\n\n"
                   "To perform exactly these actions, run the following command to apply:\n"
                   '    terraform apply "tf.plan"', duration=15.0))
    T.append(p.run("terraform apply tf.plan",
                   "aws_cloudwatch_log_group.app: Creating...\n"
                   "aws_s3_bucket.assets: Creating...\n"
                   "aws_cloudwatch_log_group.app: Creation complete after 1s [id=/acme/staging/app]\n"
                   "aws_s3_bucket.assets: Creation complete after 2s [id=acme-staging-assets]\n"
                   "aws_s3_bucket_versioning.assets: Creating...\n"
                   "aws_s3_bucket_versioning.assets: Creation complete after 2s [id=acme-staging-assets]\n\n"
                   "Apply complete! Resources: 3 added, 0 changed, 0 destroyed.\n\n"
                   "Outputs:\n\n"
                   'app_fqdn = "app.staging.acme.io"\n'
                   'assets_bucket = "acme-staging-assets"\n'
                   'log_group = "/acme/staging/app"', duration=15.0))
    T.append(p.run("terraform state list",
                   "aws_cloudwatch_log_group.app\naws_iam_role.app\naws_iam_role_policy_attachment.app_ssm\n"
                   "aws_instance.app[0]\naws_instance.app[1]\naws_route53_record.app\naws_s3_bucket.assets\n"
                   "aws_s3_bucket_versioning.assets\naws_security_group.app"))
    T.append(p.run("sed -i 's/retention_in_days = 14/retention_in_days = 30/' logs.tf && terraform plan -out tf.plan",
                   _TF_REFRESH +
                   "aws_s3_bucket.assets: Refreshing state... [id=acme-staging-assets]\n"
                   "aws_cloudwatch_log_group.app: Refreshing state... [id=/acme/staging/app]\n"
                   "aws_s3_bucket_versioning.assets: Refreshing state... [id=acme-staging-assets]\n\n"
                   "Terraform used the selected providers to generate the following execution\n"
                   "plan. Resource actions are indicated with the following symbols:\n  ~ update in-place\n\n"
                   "Terraform will perform the following actions:\n\n"
                   "  # aws_cloudwatch_log_group.app will be updated in-place\n"
                   '  ~ resource "aws_cloudwatch_log_group" "app" {\n'
                   '        id                = "/acme/staging/app"\n'
                   '        name              = "/acme/staging/app"\n'
                   "      ~ retention_in_days = 14 -> 30\n"
                   "        # (5 unchanged attributes hidden)\n"
                   "    }\n\n"
                   "Plan: 0 to add, 1 to change, 0 to destroy.\n\n"
                   "─────────────────────────────────────────────────────────────────────────────\n\n"
                   "Saved the plan to: tf.plan\n\n"
                   "To perform exactly these actions, run the following command to apply:\n"
                   '    terraform apply "tf.plan"', duration=15.0))
    T.append(p.run("terraform apply tf.plan",
                   "aws_cloudwatch_log_group.app: Modifying... [id=/acme/staging/app]\n"
                   "aws_cloudwatch_log_group.app: Modifications complete after 0s [id=/acme/staging/app]\n\n"
                   "Apply complete! Resources: 0 added, 1 changed, 0 destroyed.\n\n"
                   "Outputs:\n\n"
                   'app_fqdn = "app.staging.acme.io"\n'
                   'assets_bucket = "acme-staging-assets"\n'
                   'log_group = "/acme/staging/app"', duration=10.0))
    T.append(p.run("terraform plan -detailed-exitcode; echo exit=$?",
                   _TF_REFRESH +
                   "aws_s3_bucket.assets: Refreshing state... [id=acme-staging-assets]\n"
                   "aws_cloudwatch_log_group.app: Refreshing state... [id=/acme/staging/app]\n"
                   "aws_s3_bucket_versioning.assets: Refreshing state... [id=acme-staging-assets]\n\n"
                   "No changes. Your infrastructure matches the configuration.\n\n"
                   "Terraform has compared your real infrastructure against your configuration\n"
                   "and found no differences, so no changes are needed.\n"
                   "exit=0", duration=12.0))
    T.append(p.run("terraform state show aws_cloudwatch_log_group.app",
                   "# aws_cloudwatch_log_group.app:\n"
                   'resource "aws_cloudwatch_log_group" "app" {\n'
                   '    arn               = "arn:aws:logs:eu-central-1:381492075611:log-group:/acme/staging/app"\n'
                   '    id                = "/acme/staging/app"\n'
                   '    kms_key_id        = ""\n'
                   '    log_group_class   = "STANDARD"\n'
                   '    name              = "/acme/staging/app"\n'
                   "    retention_in_days = 30\n"
                   "    skip_destroy      = false\n"
                   "    tags_all          = {\n"
                   '        "env"   = "staging"\n'
                   '        "owner" = "platform"\n'
                   "    }\n"
                   "}"))
    T.append(p.run("terraform state list | wc -l", "9"))
    return dict(tid="h9-terminal-19", system=SYSTEM, turns=T, state=st, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------
def _sv(rows):
    return "\n".join(f"{name:<33}{state:<10}{info}" for name, state, info in rows)


def t20():
    # supervisorctl: fix the FATAL webhook-relay (missing module), restart one celery worker. BAD turn 6:
    # celery-beat shows pid 1442 while its uptime keeps counting from 6 days (no restart happened); turns 1
    # and 4 showed pid 1422.
    p = Pane("root", "worker-7", "/root")
    st = state("webhook-relay on worker-7 is FATAL. Find out why, fix it, and restart celery-worker_01, which has been leaking memory.", p)
    T = []
    T.append(p.run("supervisorctl status", _sv([
        ("celery-beat", "RUNNING", "pid 1422, uptime 6 days, 3:11:52"),
        ("celery-worker:celery-worker_00", "RUNNING", "pid 1423, uptime 6 days, 3:11:52"),
        ("celery-worker:celery-worker_01", "RUNNING", "pid 1424, uptime 6 days, 3:11:52"),
        ("flower", "STOPPED", "Jun 04 10:02 AM"),
        ("webhook-relay", "FATAL", "Exited too quickly (process log may have details)")])))
    T.append(p.run("tail -n 6 /var/log/supervisor/webhook-relay-stderr.log",
                   'Traceback (most recent call last):\n'
                   '  File "/opt/relay/relay/__main__.py", line 4, in <module>\n'
                   '    from relay.server import serve\n'
                   '  File "/opt/relay/relay/server.py", line 9, in <module>\n'
                   '    import httpx\n'
                   "ModuleNotFoundError: No module named 'httpx'"))
    T.append(p.run("/opt/relay/venv/bin/pip install -q httpx==0.27.0 && supervisorctl start webhook-relay",
                   "webhook-relay: started", duration=12.0))
    T.append(p.run("supervisorctl status", _sv([
        ("celery-beat", "RUNNING", "pid 1422, uptime 6 days, 3:13:05"),
        ("celery-worker:celery-worker_00", "RUNNING", "pid 1423, uptime 6 days, 3:13:05"),
        ("celery-worker:celery-worker_01", "RUNNING", "pid 1424, uptime 6 days, 3:13:05"),
        ("flower", "STOPPED", "Jun 04 10:02 AM"),
        ("webhook-relay", "RUNNING", "pid 30518, uptime 0:00:12")])))
    T.append(p.run("supervisorctl restart celery-worker:celery-worker_01",
                   "celery-worker:celery-worker_01: stopped\ncelery-worker:celery-worker_01: started", duration=8.0))
    T.append(p.run("supervisorctl status", _sv([
        ("celery-beat", "RUNNING", "pid 1442, uptime 6 days, 3:14:10"),
        ("celery-worker:celery-worker_00", "RUNNING", "pid 1423, uptime 6 days, 3:14:10"),
        ("celery-worker:celery-worker_01", "RUNNING", "pid 30577, uptime 0:00:41"),
        ("flower", "STOPPED", "Jun 04 10:02 AM"),
        ("webhook-relay", "RUNNING", "pid 30518, uptime 0:01:17")])))
    T.append(p.run("supervisorctl tail webhook-relay",
                   "2024-06-10 13:52:48,114 INFO relay: loading routes from /etc/relay/routes.yaml (14 routes)\n"
                   "2024-06-10 13:52:48,120 INFO relay: upstream pool size=8 timeout=5.0s\n"
                   "2024-06-10 13:52:48,131 INFO uvicorn.error: Started server process [30518]\n"
                   "2024-06-10 13:52:48,131 INFO uvicorn.error: Waiting for application startup.\n"
                   "2024-06-10 13:52:48,132 INFO uvicorn.error: Application startup complete.\n"
                   "2024-06-10 13:52:48,133 INFO uvicorn.error: Uvicorn running on http://127.0.0.1:9090 (Press CTRL+C to quit)\n"
                   '2024-06-10 13:53:31,507 INFO uvicorn.access: 127.0.0.1:51822 - "POST /hooks/github HTTP/1.1" 202\n'
                   '2024-06-10 13:53:52,219 INFO uvicorn.access: 127.0.0.1:51840 - "POST /hooks/stripe HTTP/1.1" 202'))
    T.append(p.run("ps -o pid,rss,etime,cmd -p 1423,30577",
                   "    PID   RSS     ELAPSED CMD\n"
                   "   1423 412336 6-03:14:31 /opt/app/venv/bin/python -m celery -A app worker -n w00@%h -c 4\n"
                   "  30577 118204       01:02 /opt/app/venv/bin/python -m celery -A app worker -n w01@%h -c 4"))
    return dict(tid="h9-terminal-20", system=SYSTEM, turns=T, state=st, bad=True, turn=6,
                kind="pid changed without restart")


# ---------------------------------------------------------------------------------------------------------
STATQ = ("psql -d events -c \"SELECT relname, n_live_tup, n_dead_tup, pg_size_pretty(pg_total_relation_size(relid)) AS total "
         "FROM pg_stat_user_tables ORDER BY pg_total_relation_size(relid) DESC LIMIT 6;\"")


def _stat(rows):
    return ptable(["relname", "n_live_tup", "n_dead_tup", "total"], rows, right={1, 2})


def t21():
    # postgres maintenance: DELETE old page_views (live down, dead up, size unchanged), VACUUM (dead -> 0,
    # size unchanged), VACUUM FULL (size shrinks, so the size ordering of page_views and clicks flips). CLEAN.
    p = Pane("postgres", "pg-analytics", "/var/lib/postgresql")
    st = state("Purge page_views older than 180 days in the events database and give the disk space back to the OS; show table stats before and after.", p)
    others = [("sessions", 2841190, 1207, "1710 MB"), ("users", 412077, 389, "188 MB"),
              ("ab_assignments", 98210, 114, "14 MB"), ("campaigns", 1830, 12, "1208 kB")]
    clicks = ("clicks", 9876543, 3311, "5120 MB")
    T = []
    T.append(p.run(STATQ, _stat([("page_views", 13103335, 21004, "6912 MB"), clicks] + others), duration=2.0))
    T.append(p.run("psql -d events -c \"DELETE FROM page_views WHERE viewed_at < now() - interval '180 days';\"",
                   "DELETE 4183220", duration=90.0))
    T.append(p.run(STATQ, _stat([("page_views", 8920115, 4204224, "6912 MB"), clicks] + others), duration=2.0))
    T.append(p.run("psql -d events -c 'VACUUM (VERBOSE, ANALYZE) page_views;' 2>&1 | grep -v '^DETAIL\\|^\\s*$' | head -n 14",
                   'INFO:  vacuuming "events.public.page_views"\n'
                   'INFO:  finished vacuuming "events.public.page_views": index scans: 1\n'
                   "pages: 0 removed, 884736 remain, 884736 scanned (100.00% of total)\n"
                   "tuples: 4204224 removed, 8920115 remain, 0 are dead but not yet removable\n"
                   "removable cutoff: 91833712, which was 0 XIDs old when operation ended\n"
                   "frozen: 0 pages from table (0.00% of total) had 0 tuples frozen\n"
                   "index scan needed: 301544 pages from table (34.08% of total) had 4204224 dead item identifiers removed\n"
                   'index "page_views_pkey": pages: 115026 in total, 38217 newly deleted, 38217 currently deleted, 0 reusable\n'
                   'index "page_views_viewed_at_idx": pages: 61391 in total, 20398 newly deleted, 20398 currently deleted, 0 reusable\n'
                   "avg read rate: 212.408 MB/s, avg write rate: 118.771 MB/s\n"
                   "buffer usage: 901233 hits, 1089412 misses, 609177 dirtied\n"
                   "WAL usage: 1211736 records, 598441 full page images, 1874202113 bytes\n"
                   "system usage: CPU: user: 21.48 s, system: 6.02 s, elapsed: 40.07 s\n"
                   'INFO:  analyzing "public.page_views"', duration=45.0))
    T.append(p.run(STATQ, _stat([("page_views", 8920115, 0, "6912 MB"), clicks] + others), duration=2.0))
    T.append(p.run("psql -d events -c 'VACUUM FULL page_views;'", "VACUUM", duration=240.0))
    T.append(p.run(STATQ, _stat([clicks, ("page_views", 8920115, 0, "4481 MB")] + others), duration=2.0))
    T.append(p.run("psql -d events -Atc \"SELECT pg_size_pretty(pg_database_size('events'));\"; df -h /var/lib/postgresql",
                   "11 GB\nFilesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1    200G   58G  143G  29% /var/lib/postgresql"))
    return dict(tid="h9-terminal-21", system=SYSTEM, turns=T, state=st, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------------
_DEV_KB = 3906885632


def _recovery(done_kb, speed):
    pct = done_kb * 100 / _DEV_KB
    fin = (_DEV_KB - done_kb) / speed / 60
    bar_n = int(pct / 5)
    bar = "=" * bar_n + ">" + "." * (19 - bar_n)
    return f"      [{bar}]  recovery = {pct:.1f}% ({done_kb}/{_DEV_KB}) finish={fin:.1f}min speed={speed}K/sec"


def _mdstat(md1_head, md1_state, rec=None):
    lines = ["Personalities : [raid1] [raid6] [raid5] [raid4] [linear] [multipath] [raid0] [raid10] ",
             md1_head,
             f"      7813771264 blocks super 1.2 level 5, 512k chunk, algorithm 2 {md1_state}"]
    if rec:
        lines.append(rec)
    lines += ["      bitmap: 12/30 pages [48KB], 65536KB chunk", "",
              "md0 : active raid1 sde1[1] sda1[0]",
              "      976630464 blocks super 1.2 [2/2] [UU]",
              "      bitmap: 1/8 pages [4KB], 65536KB chunk", "",
              "unused devices: <none>"]
    return "\n".join(lines)


def t22():
    # mdadm: replace the failed sdc1 in RAID5 md1 with a new disk sdf1 and watch the rebuild. BAD turn 10:
    # /proc/mdstat at 10:52:40 shows recovery 12.6%, but turn 9 at 10:41:07 already showed 14.3% and nothing
    # restarted the rebuild (progress goes backwards).
    p = Pane("root", "storage-2", "/root")
    st = state("md1 on storage-2 is degraded after /dev/sdc failed. The replacement disk is /dev/sdf: swap it in and follow the rebuild.", p)
    T = []
    T.append(p.run("cat /proc/mdstat", _mdstat("md1 : active raid5 sdd1[2] sdc1[1](F) sdb1[0]", "[3/2] [U_U]")))
    T.append(p.run("mdadm --detail /dev/md1",
                   "/dev/md1:\n"
                   "           Version : 1.2\n"
                   "     Creation Time : Thu Mar  9 14:20:31 2023\n"
                   "        Raid Level : raid5\n"
                   "        Array Size : 7813771264 (7.28 TiB 8.00 TB)\n"
                   "     Used Dev Size : 3906885632 (3.64 TiB 4.00 TB)\n"
                   "      Raid Devices : 3\n"
                   "     Total Devices : 3\n"
                   "       Persistence : Superblock is persistent\n\n"
                   "     Intent Bitmap : Internal\n\n"
                   "       Update Time : Thu Jul 18 09:58:14 2024\n"
                   "             State : clean, degraded \n"
                   "    Active Devices : 2\n"
                   "   Working Devices : 2\n"
                   "    Failed Devices : 1\n"
                   "     Spare Devices : 0\n\n"
                   "            Layout : left-symmetric\n"
                   "        Chunk Size : 512K\n\n"
                   "Consistency Policy : bitmap\n\n"
                   "              Name : storage-2:1  (local to host storage-2)\n"
                   "              UUID : 6c1f9a2e:7b3d4e58:a0c2e4f6:19b3d5e7\n"
                   "            Events : 48213\n\n"
                   "    Number   Major   Minor   RaidDevice State\n"
                   "       0       8       17        0      active sync   /dev/sdb1\n"
                   "       -       0        0        1      removed\n"
                   "       2       8       49        2      active sync   /dev/sdd1\n\n"
                   "       1       8       33        -      faulty   /dev/sdc1"))
    T.append(p.run("mdadm /dev/md1 --remove /dev/sdc1", "mdadm: hot removed /dev/sdc1 from /dev/md1"))
    T.append(p.run("sfdisk -d /dev/sdb | sfdisk /dev/sdf",
                   "Checking that no-one is using this disk right now ... OK\n\n"
                   "Disk /dev/sdf: 3.64 TiB, 4000787030016 bytes, 7814037168 sectors\n"
                   "Disk model: WDC WD40EFPX-68C\n"
                   "Units: sectors of 1 * 512 = 512 bytes\n"
                   "Sector size (logical/physical): 512 bytes / 4096 bytes\n"
                   "I/O size (minimum/optimal): 4096 bytes / 4096 bytes\n\n"
                   ">>> Script header accepted.\n"
                   ">>> Script header accepted.\n"
                   ">>> Script header accepted.\n"
                   ">>> Script header accepted.\n"
                   ">>> Script header accepted.\n"
                   ">>> Script header accepted.\n"
                   ">>> Created a new GPT disklabel (GUID: 0E4B7C21-93D5-4A6F-8B12-5C7E9D3F1A08).\n"
                   "/dev/sdf1: Created a new partition 1 of type 'Linux RAID' and of size 3.64 TiB.\n"
                   "/dev/sdf2: Done.\n\n"
                   "New situation:\n"
                   "Disklabel type: gpt\n"
                   "Disk identifier: 0E4B7C21-93D5-4A6F-8B12-5C7E9D3F1A08\n\n"
                   "Device     Start        End    Sectors  Size Type\n"
                   "/dev/sdf1   2048 7814035455 7814033408  3.6T Linux RAID\n\n"
                   "The partition table has been altered.\n"
                   "Calling ioctl() to re-read partition table.\n"
                   "Syncing disks.", duration=3.0))
    T.append(p.run("mdadm /dev/md1 --add /dev/sdf1", "mdadm: added /dev/sdf1"))
    rec = "md1 : active raid5 sdf1[3] sdd1[2] sdb1[0]"
    T.append(p.run("cat /proc/mdstat", _mdstat(rec, "[3/2] [U_U]", _recovery(47102976, 156012))))
    T.append(p.run("echo 400000 > /proc/sys/dev/raid/speed_limit_min && sysctl dev.raid.speed_limit_min dev.raid.speed_limit_max",
                   "dev.raid.speed_limit_min = 400000\ndev.raid.speed_limit_max = 2000000"))
    T.append(p.run("mdadm --detail /dev/md1 | grep -E 'State :|Devices :|Rebuild Status'",
                   "             State : clean, degraded, recovering \n"
                   "      Raid Devices : 3\n"
                   "     Total Devices : 3\n"
                   "    Active Devices : 2\n"
                   "   Working Devices : 3\n"
                   "    Failed Devices : 0\n"
                   "     Spare Devices : 1\n"
                   "    Rebuild Status : 3% complete"))
    T.append(p.run("date; cat /proc/mdstat", "Thu Jul 18 10:41:07 UTC 2024\n" +
                   _mdstat(rec, "[3/2] [U_U]", _recovery(558684672, 325904))))
    T.append(p.run("date; cat /proc/mdstat", "Thu Jul 18 10:52:40 UTC 2024\n" +
                   _mdstat(rec, "[3/2] [U_U]", _recovery(492267520, 325771))))
    T.append(p.run("mdadm --detail /dev/md1 | tail -n 4",
                   "    Number   Major   Minor   RaidDevice State\n"
                   "       0       8       17        0      active sync   /dev/sdb1\n"
                   "       3       8       81        1      spare rebuilding   /dev/sdf1\n"
                   "       2       8       49        2      active sync   /dev/sdd1"))
    T.append(p.run("smartctl -H /dev/sdf",
                   "smartctl 7.3 2022-02-28 r5338 [x86_64-linux-6.1.0-22-amd64] (local build)\n"
                   "Copyright (C) 2002-22, Bruce Allen, Christian Franke, www.smartmontools.org\n\n"
                   "=== START OF READ SMART DATA SECTION ===\n"
                   "SMART overall-health self-assessment test result: PASSED"))
    return dict(tid="h9-terminal-22", system=SYSTEM, turns=T, state=st, bad=True, turn=10,
                kind="progress goes backwards")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        d = fn()
        rs.add(task="terminal", tid=d["tid"], system=d["system"], turns=d["turns"], state=d["state"],
               bad=d["bad"], turn=d["turn"], kind=d["kind"])
    rs.write()


if __name__ == "__main__":
    main()
