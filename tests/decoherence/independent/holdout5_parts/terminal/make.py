# ruff: noqa: E501, W291
"""holdout5, terminal part: 22 hand-written tmux shell trajectories for the decoherence warnings.

Written from knowledge of what real programs print (coreutils, git, systemd, docker, redis-cli,
sqlite3, pip, wget, logrotate, dd/mkfs ...), WITHOUT reading the detectors, their rules or any earlier
labeled set. 11 trajectories carry exactly one contradiction (the label names the 1-based turn whose
observation contradicts an earlier one); 11 are clean but full of legitimate changes (rebuilt files,
restarted services with new PIDs, amended/rebased commit hashes, TTLs that count down, a 12-hour clock
crossing noon, log rotation, a file deleted and recreated by a build, ...).

Run: .venv/bin/python -m tests.decoherence.independent.holdout5_parts.terminal.make
writes terminal_test.jsonl and labels.json next to this file.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, jblock, keys

OUT = Path(__file__).resolve().parent
DOMAIN = "terminal"

SYSTEM = (
    "You are simulating a Linux shell running inside a tmux pane. Each action is a JSON list of keystroke "
    "batches, each followed by a wait in seconds. After **Environment Observation:** reply with what the pane "
    "shows for this action: the prompt line with the typed command, everything the command printed, and the "
    "next prompt once the command has finished (no new prompt while it is still running). Keep the file "
    "system, processes, environment variables, working directory and the clock consistent across turns.")


class Shell:
    """A shell in a pane: prompt + command echo + output + next prompt, with an optional venv prefix."""

    def __init__(self, user: str, host: str, cwd: str, style: str = "debian") -> None:
        self.user, self.host, self.cwd, self.style = user, host, cwd, style
        self.venv: str | None = None
        self.pending: str | None = None

    @property
    def prompt(self) -> str:
        home = "/root" if self.user == "root" else f"/home/{self.user}"
        cwd = "~" + self.cwd[len(home):] if self.cwd.startswith(home) else self.cwd
        sign = "#" if self.user == "root" else "$"
        if self.style == "rhel":
            base = "~" if cwd == "~" else (cwd.rsplit("/", 1)[-1] or "/")
            p = f"[{self.user}@{self.host} {base}]{sign}"
        else:
            p = f"{self.user}@{self.host}:{cwd}{sign}"
        return f"({self.venv}) {p}" if self.venv else p

    def run(self, cmd: str, out: str = "", *, cd: str | None = None, venv: str | None | bool = False,
            duration: float = 1.0) -> tuple[str, str]:
        before = self.prompt
        if cd is not None:
            self.cwd = cd
        if venv is not False:
            self.venv = venv  # type: ignore[assignment]
        text = f"{before} {cmd}\n" + (out.rstrip("\n") + "\n" if out else "") + self.prompt
        return keys(cmd, duration), text

    def start(self, cmd: str, partial: str = "", duration: float = 1.0) -> tuple[str, str]:
        """A command still running when the pane is captured: no new prompt yet."""
        self.pending = f"{self.prompt} {cmd}"
        text = self.pending + ("\n" + partial.rstrip("\n") if partial else "")
        return keys(cmd, duration), text

    def wait(self, out: str, duration: float = 5.0, done: bool = True) -> tuple[str, str]:
        assert self.pending is not None
        text = self.pending + ("\n" + out.rstrip("\n") if out else "")
        if done:
            text += "\n" + self.prompt
            self.pending = None
        return jblock([{"keystrokes": "", "duration": duration}]), text


@dataclass
class Traj:
    turns: list[tuple[str, str]]
    state: str
    bad: bool = False
    turn: int | None = None
    kind: str = "clean"


# ---------------------------------------------------------------- bad: a deleted build file is listed again
def deleted_log_reappears() -> Traj:
    sh = Shell("dev", "lab-2", "/home/dev/webapp")
    st = sh.prompt
    t = [
        sh.run("ls -la build/", """total 3196
drwxr-xr-x 2 dev dev    4096 Mar 11 09:12 .
drwxr-xr-x 7 dev dev    4096 Mar 11 09:10 ..
-rw-r--r-- 1 dev dev 1204811 Mar 11 09:12 bundle.js
-rw-r--r-- 1 dev dev  389120 Mar 11 09:12 bundle.js.map
-rw-r--r-- 1 dev dev 1630208 Mar  4 17:45 old-bundle.js
-rw-r--r-- 1 dev dev   18230 Mar 11 09:12 styles.css
-rw-r--r-- 1 dev dev   14022 Mar  4 17:45 webpack-stats.log"""),
        sh.run("rm build/old-bundle.js build/webpack-stats.log"),
        sh.run("du -sh build/", "1.6M\tbuild/"),
        sh.run("git status --short", " M src/index.js\n M webpack.config.js"),
        sh.run("ls -la build/", """total 1604
drwxr-xr-x 2 dev dev    4096 Mar 11 09:13 .
drwxr-xr-x 7 dev dev    4096 Mar 11 09:10 ..
-rw-r--r-- 1 dev dev 1204811 Mar 11 09:12 bundle.js
-rw-r--r-- 1 dev dev  389120 Mar 11 09:12 bundle.js.map
-rw-r--r-- 1 dev dev   18230 Mar 11 09:12 styles.css
-rw-r--r-- 1 dev dev   14022 Mar  4 17:45 webpack-stats.log"""),
        sh.run("tar czf build.tgz build/ && ls -lh build.tgz", "-rw-r--r-- 1 dev dev 412K Mar 11 09:14 build.tgz"),
    ]
    return Traj(t, st, True, 5, "deleted_reappears")


# ---------------------------------------------------------------- clean: make rebuilds, make clean, rebuild
def make_rebuild() -> Traj:
    sh = Shell("root", "builder", "/src/hello")
    st = sh.prompt
    t = [
        sh.run("ls -l", """total 16
-rw-r--r-- 1 root root  212 Mar 12 10:38 Makefile
-rw-r--r-- 1 root root  168 Mar 12 10:39 hello.c
-rw-r--r-- 1 root root  301 Mar 12 10:39 util.c
-rw-r--r-- 1 root root   88 Mar 12 10:38 util.h"""),
        sh.start("make", "cc -O2 -Wall -c -o hello.o hello.c", duration=0.5),
        sh.wait("""cc -O2 -Wall -c -o hello.o hello.c
cc -O2 -Wall -c -o util.o util.c
cc -O2 -Wall -o hello hello.o util.o""", duration=3.0),
        sh.run("ls -l --time-style=+%H:%M:%S hello hello.o util.o", """-rwxr-xr-x 1 root root 16064 10:41:07 hello
-rw-r--r-- 1 root root  1720 10:41:06 hello.o
-rw-r--r-- 1 root root  1896 10:41:07 util.o"""),
        sh.run("sed -i 's/Hello/Howdy/' hello.c && make", """cc -O2 -Wall -c -o hello.o hello.c
cc -O2 -Wall -o hello hello.o util.o""", duration=3.0),
        sh.run("ls -l --time-style=+%H:%M:%S hello hello.o util.o", """-rwxr-xr-x 1 root root 16064 10:42:31 hello
-rw-r--r-- 1 root root  1720 10:42:31 hello.o
-rw-r--r-- 1 root root  1896 10:41:07 util.o"""),
        sh.run("./hello", "Howdy, world!"),
        sh.run("make clean && ls", "rm -f hello *.o\nMakefile  hello.c  util.c  util.h"),
        sh.run("make hello 2>&1 | tail -1 && ./hello", "cc -O2 -Wall -o hello hello.o util.o\nHowdy, world!", duration=3.0),
        sh.run("ls -l --time-style=+%H:%M:%S hello", "-rwxr-xr-x 1 root root 16064 10:43:55 hello"),
    ]
    return Traj(t, st)


# ---------------------------------------------------------------- bad: chmod 600 reads back as 644
def chmod_reverted() -> Traj:
    sh = Shell("ops", "bastion", "/home/ops/deploy", style="rhel")
    st = sh.prompt
    t = [
        sh.run("ls -l", """total 12
-rw-r--r--. 1 ops ops 1876 Mar 10 16:02 deploy.sh
-rw-r--r--. 1 ops ops  311 Mar 10 16:05 inventory.ini
-rw-r--r--. 1 ops ops  642 Mar 11 08:47 secrets.env"""),
        sh.run("chmod 600 secrets.env && chmod +x deploy.sh"),
        sh.run("ls -l", """total 12
-rwxr-xr-x. 1 ops ops 1876 Mar 10 16:02 deploy.sh
-rw-r--r--. 1 ops ops  311 Mar 10 16:05 inventory.ini
-rw-------. 1 ops ops  642 Mar 11 08:47 secrets.env"""),
        sh.run("stat -c '%A %a %s %n' secrets.env deploy.sh", """-rw-r--r-- 644 642 secrets.env
-rwxr-xr-x 755 1876 deploy.sh"""),
        sh.run("./deploy.sh --check", """[check] inventory.ini: 4 hosts in [web], 2 hosts in [db]
[check] ssh-agent: 1 identity loaded
All checks passed.""", duration=3.0),
        sh.run("wc -l inventory.ini", "11 inventory.ini"),
        sh.run("ssh-add -l", "256 SHA256:x0Fq3nW7kq8hZr2cJt9vYb1mE4pLs6dAu5oNiRg0TzU ops@bastion (ED25519)"),
    ]
    return Traj(t, st, True, 4, "permission_reverted")


# ---------------------------------------------------------------- clean: restart gives a new PID, reload keeps the master
def nginx_restart() -> Traj:
    sh = Shell("root", "web01", "/root")
    st = sh.prompt
    head = "● nginx.service - A high performance web server and a reverse proxy server\n     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)\n"
    t = [
        sh.run("systemctl status nginx --no-pager | head -5", head + """     Active: active (running) since Tue 2025-03-11 08:02:14 UTC; 6h ago
       Docs: man:nginx(8)
   Main PID: 912 (nginx)"""),
        sh.run("nginx -t", """nginx: the configuration file /etc/nginx/nginx.conf syntax is ok
nginx: configuration file /etc/nginx/nginx.conf test is successful"""),
        sh.run("systemctl restart nginx && systemctl status nginx --no-pager | head -5", head + """     Active: active (running) since Tue 2025-03-11 14:17:40 UTC; 2s ago
       Docs: man:nginx(8)
   Main PID: 48213 (nginx)""", duration=3.0),
        sh.run("curl -sI localhost | head -3", """HTTP/1.1 200 OK
Server: nginx/1.18.0 (Ubuntu)
Date: Tue, 11 Mar 2025 14:17:52 GMT"""),
        sh.run("ps -o pid,etime,cmd -C nginx", """    PID     ELAPSED CMD
  48213       00:25 nginx: master process /usr/sbin/nginx -g daemon on; master_process on;
  48214       00:25 nginx: worker process
  48215       00:25 nginx: worker process"""),
        sh.run("systemctl reload nginx && sleep 90 && systemctl status nginx --no-pager | head -5", head + """     Active: active (running) since Tue 2025-03-11 14:17:40 UTC; 1min 57s ago
       Docs: man:nginx(8)
   Main PID: 48213 (nginx)""", duration=95.0),
        sh.run("ps -o pid,etime,cmd -C nginx", """    PID     ELAPSED CMD
  48213       02:00 nginx: master process /usr/sbin/nginx -g daemon on; master_process on;
  48391       01:34 nginx: worker process
  48392       01:34 nginx: worker process"""),
        sh.run("journalctl -u nginx --no-pager -n 6 -o short", """Mar 11 14:17:40 web01 systemd[1]: nginx.service: Deactivated successfully.
Mar 11 14:17:40 web01 systemd[1]: Stopped A high performance web server and a reverse proxy server.
Mar 11 14:17:40 web01 systemd[1]: Starting A high performance web server and a reverse proxy server...
Mar 11 14:17:40 web01 systemd[1]: Started A high performance web server and a reverse proxy server.
Mar 11 14:18:06 web01 systemd[1]: Reloading A high performance web server and a reverse proxy server...
Mar 11 14:18:06 web01 systemd[1]: Reloaded A high performance web server and a reverse proxy server."""),
    ]
    return Traj(t, st)


# ---------------------------------------------------------------- bad: a commit's short hash changes after push
def commit_hash_changes() -> Traj:
    sh = Shell("maria", "laptop", "/home/maria/src/tally")
    st = sh.prompt
    t = [
        sh.run("git status", """On branch feature/csv-export
Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   tally/export.py

Untracked files:
  (use "git add <file>..." to include in what will be committed)
	tests/test_export.py

no changes added to commit (use "git add" and/or "git commit -a")"""),
        sh.run('git add -A && git commit -m "Add CSV export for monthly reports"', """[feature/csv-export 7c41e2d] Add CSV export for monthly reports
 2 files changed, 58 insertions(+), 3 deletions(-)
 create mode 100644 tests/test_export.py"""),
        sh.run("python -m pytest -q tests/test_export.py", """....                                                                     [100%]
4 passed in 0.21s""", duration=3.0),
        sh.run("git log --oneline -3", """7c41e2d (HEAD -> feature/csv-export) Add CSV export for monthly reports
b9a03f1 (origin/main, origin/HEAD, main) Bump version to 0.9.2
40e8d77 Fix rounding of VAT totals"""),
        sh.run("git push -u origin feature/csv-export", """Enumerating objects: 9, done.
Counting objects: 100% (9/9), done.
Delta compression using up to 8 threads
Compressing objects: 100% (5/5), done.
Writing objects: 100% (5/5), 1.41 KiB | 1.41 MiB/s, done.
Total 5 (delta 3), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (3/3), completed with 3 local objects.
remote:
remote: Create a pull request for 'feature/csv-export' on GitHub by visiting:
remote:      https://github.com/maria-k/tally/pull/new/feature/csv-export
remote:
To github.com:maria-k/tally.git
 * [new branch]      feature/csv-export -> feature/csv-export
branch 'feature/csv-export' set up to track 'origin/feature/csv-export'.""", duration=4.0),
        sh.run("git log --oneline -1 origin/feature/csv-export", "7c14e2d (HEAD -> feature/csv-export, origin/feature/csv-export) Add CSV export for monthly reports"),
        sh.run("gh pr create --fill", """
Creating pull request for feature/csv-export into main in maria-k/tally

https://github.com/maria-k/tally/pull/31""", duration=4.0),
    ]
    return Traj(t, st, True, 6, "identity_changed")


# ---------------------------------------------------------------- clean: amend, branch rename, rebase
def amend_and_rebase() -> Traj:
    sh = Shell("sam", "devbox", "/home/sam/code/parsekit")
    st = sh.prompt
    t = [
        sh.run("git log --oneline -2", """e41a9c0 (HEAD -> wip-tokenizer) Tokenizer: handle escaped quotes
5d2b7f3 (origin/main, main) Release 1.4.0"""),
        sh.run('git commit --amend -m "tokenizer: handle escaped quotes and CRLF"', """[wip-tokenizer 0b6d3e8] tokenizer: handle escaped quotes and CRLF
 Date: Tue Mar 11 10:02:44 2025 +0100
 1 file changed, 19 insertions(+), 4 deletions(-)"""),
        sh.run("git log --oneline -2", """0b6d3e8 (HEAD -> wip-tokenizer) tokenizer: handle escaped quotes and CRLF
5d2b7f3 (origin/main, main) Release 1.4.0"""),
        sh.run("git branch -m wip-tokenizer fix/tokenizer-escapes"),
        sh.run("git branch -vv", """* fix/tokenizer-escapes 0b6d3e8 tokenizer: handle escaped quotes and CRLF
  main                  5d2b7f3 [origin/main] Release 1.4.0"""),
        sh.run("git fetch && git rebase origin/main", """remote: Enumerating objects: 5, done.
remote: Counting objects: 100% (5/5), done.
remote: Compressing objects: 100% (3/3), done.
remote: Total 3 (delta 2), reused 0 (delta 0), pack-reused 0 (from 0)
Unpacking objects: 100% (3/3), 412 bytes | 412.00 KiB/s, done.
From github.com:sam/parsekit
   5d2b7f3..a7f0c12  main       -> origin/main
Successfully rebased and updated refs/heads/fix/tokenizer-escapes.""", duration=4.0),
        sh.run("git log --oneline -3", """3c9e5a1 (HEAD -> fix/tokenizer-escapes) tokenizer: handle escaped quotes and CRLF
a7f0c12 (origin/main) docs: fix typo in README
5d2b7f3 (main) Release 1.4.0"""),
        sh.run("git checkout wip-tokenizer", "error: pathspec 'wip-tokenizer' did not match any file(s) known to git"),
    ]
    return Traj(t, st)


# ---------------------------------------------------------------- bad: a file made after `date` is stamped earlier
def export_clock_backwards() -> Traj:
    sh = Shell("analyst", "etl-box", "/data/exports")
    st = sh.prompt
    t = [
        sh.run("date", "Tue Mar 11 14:02:11 UTC 2025"),
        sh.run("ls -l --time-style=long-iso", """total 6280
-rw-r--r-- 1 analyst analyst 2087733 2025-03-08 23:59 report_2025-03-08.csv
-rw-r--r-- 1 analyst analyst 2011904 2025-03-09 23:59 report_2025-03-09.csv
-rw-r--r-- 1 analyst analyst 2325018 2025-03-10 08:14 report_2025-03-10.partial"""),
        sh.run("python3 export.py --day 2025-03-10 --out report_2025-03-10.csv", """Fetched 18,204 rows from warehouse in 4.8s
Wrote report_2025-03-10.csv (18204 rows, 2.1 MB)""", duration=10.0),
        sh.run("ls -l --time-style=long-iso report_2025-03-10.csv", "-rw-r--r-- 1 analyst analyst 2203114 2025-03-11 13:57 report_2025-03-10.csv"),
        sh.run("head -3 report_2025-03-10.csv", """order_id,placed_at,region,total_eur
A-5501932,2025-03-10T00:00:07Z,DE,54.90
A-5501933,2025-03-10T00:00:11Z,FR,12.00"""),
        sh.run("wc -l report_2025-03-10.csv", "18205 report_2025-03-10.csv"),
        sh.run("rm report_2025-03-10.partial && date", "Tue Mar 11 14:03:40 UTC 2025"),
    ]
    return Traj(t, st, True, 4, "clock_backwards")


# ---------------------------------------------------------------- clean: a background download grows and finishes
def wget_background() -> Traj:
    sh = Shell("pat", "nas", "/home/pat/isos")
    st = sh.prompt
    iso = "ubuntu-24.04.2-live-server-amd64.iso"
    t = [
        sh.run(f"wget -b https://releases.ubuntu.com/24.04/{iso}", "Continuing in background, pid 30418.\nOutput will be written to ‘wget-log’."),
        sh.run("ls -lh", f"""total 213M
-rw-r--r-- 1 pat pat 212M Mar 11 16:39 {iso}
-rw-r--r-- 1 pat pat  18K Mar 11 16:39 wget-log"""),
        sh.run("head -8 wget-log", f"""--2025-03-11 16:39:07--  https://releases.ubuntu.com/24.04/{iso}
Resolving releases.ubuntu.com (releases.ubuntu.com)... 185.125.190.37, 91.189.91.109, 185.125.190.40, ...
Connecting to releases.ubuntu.com (releases.ubuntu.com)|185.125.190.37|:443... connected.
HTTP request sent, awaiting response... 200 OK
Length: 3213064192 (3.0G) [application/x-iso9660-image]
Saving to: ‘{iso}’

     0K .......... .......... .......... .......... ..........  0%  412K 2h7m"""),
        sh.run("jobs; pgrep -a wget", f"30418 wget -b https://releases.ubuntu.com/24.04/{iso}"),
        sh.run(f"sleep 30; ls -lh {iso}", f"-rw-r--r-- 1 pat pat 1.7G Mar 11 16:39 {iso}", duration=32.0),
        sh.run("sleep 45; tail -3 wget-log", f"""3137700K .......... .......... .......... .......... .......... 99% 51.3M 0s
3137750K ........                                              100% 48.9M=65s

2025-03-11 16:40:12 (47.1 MB/s) - ‘{iso}’ saved [3213064192/3213064192]""", duration=47.0),
        sh.run('ls -lh; pgrep -a wget || echo "no wget running"', f"""total 3.0G
-rw-r--r-- 1 pat pat 3.0G Mar 11 16:40 {iso}
-rw-r--r-- 1 pat pat 196K Mar 11 16:40 wget-log
no wget running"""),
        sh.run(f"sha256sum {iso}", f"d6dab0c3a657988501b4bd76f1297c053df710e06e0c3aece60dead24f270b4d  {iso}", duration=12.0),
    ]
    return Traj(t, st)


# ---------------------------------------------------------------- bad: sed deletes 6 lines, wc says 5 went
def sed_count_mismatch() -> Traj:
    sh = Shell("hr", "intranet", "/home/hr/exports")
    st = sh.prompt
    t = [
        sh.run("file staff.csv", "staff.csv: CSV text"),
        sh.run("wc -l staff.csv", "41 staff.csv"),
        sh.run("head -2 staff.csv", "id,name,dept,status\n1001,Ana Ruiz,Finance,active"),
        sh.run("awk -F, 'NR>1 {print $4}' staff.csv | sort | uniq -c", "     34 active\n      6 inactive"),
        sh.run("grep -c ',inactive$' staff.csv", "6"),
        sh.run("cp staff.csv staff.csv.bak && sed -i '/,inactive$/d' staff.csv"),
        sh.run("grep -c ',inactive$' staff.csv", "0"),
        sh.run("wc -l staff.csv staff.csv.bak", """  36 staff.csv
  41 staff.csv.bak
  77 total"""),
        sh.run('diff <(head -1 staff.csv) <(head -1 staff.csv.bak) && echo "same header"', "same header"),
    ]
    return Traj(t, st, True, 8, "count_mismatch")


# ---------------------------------------------------------------- clean: redis counters, TTL counting down, DBSIZE
def redis_counters() -> Traj:
    sh = Shell("root", "cache-1", "/root")
    st = sh.prompt
    t = [
        sh.run("redis-cli DBSIZE", "(integer) 1482"),
        sh.run("redis-cli SET deploy:lock web07 EX 120 NX", "OK"),
        sh.run("redis-cli INCR stats:deploys", "(integer) 57"),
        sh.run("redis-cli TTL deploy:lock", "(integer) 113"),
        sh.run("redis-cli DBSIZE", "(integer) 1483"),
        sh.run("sleep 20; redis-cli TTL deploy:lock", "(integer) 91", duration=22.0),
        sh.run("redis-cli SET deploy:lock web09 EX 120 NX", "(nil)"),
        sh.run("redis-cli INCR stats:deploys; redis-cli DEL deploy:lock", "(integer) 58\n(integer) 1"),
        sh.run("redis-cli DBSIZE; redis-cli EXISTS deploy:lock", "(integer) 1482\n(integer) 0"),
    ]
    return Traj(t, st)


# ---------------------------------------------------------------- bad: postmaster PID differs without a restart
def postgres_pid_changes() -> Traj:
    sh = Shell("root", "db-02", "/root")
    st = sh.prompt
    t = [
        sh.run("pg_lsclusters", """Ver Cluster Port Status Owner    Data directory              Log file
15  main    5432 online postgres /var/lib/postgresql/15/main /var/log/postgresql/postgresql-15-main.log"""),
        sh.run("head -1 /var/lib/postgresql/15/main/postmaster.pid", "781"),
        sh.run("ps -o pid,lstart,cmd -u postgres | head -3", """    PID                  STARTED CMD
    787 Sun Mar  9 06:14:52 2025 /usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main -c config_file=/etc/postgresql/15/main/postgresql.conf
    791 Sun Mar  9 06:14:52 2025 postgres: 15/main: checkpointer """),
        sh.run('sudo -u postgres psql -c "select count(*) from pg_stat_activity;"', """ count 
-------
     7
(1 row)
"""),
        sh.run('sudo -u postgres psql -Atc "select pg_postmaster_start_time();"', "2025-03-09 06:14:52.318204+00"),
        sh.run('sudo -u postgres psql -d shop -c "vacuum analyze orders;"', "VACUUM", duration=6.0),
        sh.run("uptime", " 15:20:03 up 2 days,  9:05,  1 user,  load average: 0.21, 0.18, 0.12"),
    ]
    return Traj(t, st, True, 3, "identity_changed")


# ---------------------------------------------------------------- clean: a cache dir removed and rebuilt by the build
def cache_rebuilt() -> Traj:
    sh = Shell("kim", "workstation", "/home/kim/proj/site")
    st = sh.prompt
    t = [
        sh.run("ls -lt .cache/", """total 4304
drwxr-xr-x 2 kim kim    4096 Mar 10 18:31 thumbs
-rw-r--r-- 1 kim kim 4378624 Mar 10 18:30 pages.db
-rw-r--r-- 1 kim kim   22917 Mar 10 18:30 index.json"""),
        sh.run("rm -rf .cache && ls -a", ".  ..  .git  .gitignore  build.py  content  site.toml  templates"),
        sh.run("./build.py", """cache miss: rebuilding .cache/pages.db
rendered 42 pages in 3.81s""", duration=5.0),
        sh.run("ls -lt .cache/", """total 4308
-rw-r--r-- 1 kim kim 4386816 Mar 11 09:02 pages.db
-rw-r--r-- 1 kim kim   22981 Mar 11 09:02 index.json"""),
        sh.run("./build.py", """cache hit: 42/42 pages unchanged
rendered 0 pages in 0.12s"""),
        sh.run("touch content/about.md && ./build.py", """cache hit: 41/42 pages unchanged
rendered 1 page in 0.19s"""),
        sh.run("ls -l --time-style=+%H:%M:%S .cache/", """total 4308
-rw-r--r-- 1 kim kim   22981 09:02:40 index.json
-rw-r--r-- 1 kim kim 4386816 09:03:26 pages.db"""),
        sh.run("ls -lS .cache/", """total 4308
-rw-r--r-- 1 kim kim 4386816 Mar 11 09:03 pages.db
-rw-r--r-- 1 kim kim   22981 Mar 11 09:02 index.json"""),
    ]
    return Traj(t, st)


# ---------------------------------------------------------------- bad: an exported variable reads back with another value
def env_var_reverted() -> Traj:
    sh = Shell("qa", "runner", "/home/qa/e2e")
    st = sh.prompt
    t = [
        sh.run("export API_URL=https://staging.api.example.internal BROWSER=chromium"),
        sh.run('echo "$API_URL $BROWSER"', "https://staging.api.example.internal chromium"),
        sh.run("npx playwright test --project=$BROWSER --reporter=line tests/login.spec.ts", """
Running 3 tests using 2 workers
[1/3] [chromium] › tests/login.spec.ts:8:7 › login › shows the form
[2/3] [chromium] › tests/login.spec.ts:14:7 › login › rejects a wrong password
[3/3] [chromium] › tests/login.spec.ts:27:7 › login › signs in and lands on the dashboard
  3 passed (8.4s)""", duration=12.0),
        sh.run("export RETRIES=2"),
        sh.run("env | grep -E '^(API_URL|BROWSER|RETRIES)=' | sort", """API_URL=https://api.example.internal
BROWSER=chromium
RETRIES=2"""),
        sh.run('unset RETRIES; echo "${RETRIES:-unset}"', "unset"),
    ]
    return Traj(t, st, True, 5, "value_reverted")


# ---------------------------------------------------------------- clean: a 12-hour clock crosses noon, uptime advances
def clock_crosses_noon() -> Traj:
    sh = Shell("lee", "kiosk", "/home/lee")
    st = sh.prompt
    t = [
        sh.run("date '+%a %d %b %I:%M:%S %p %Z'", "Wed 12 Mar 11:58:41 AM CET"),
        sh.run("uptime -p", "up 3 days, 2 hours, 17 minutes"),
        sh.run("sleep 150; date '+%I:%M:%S %p'", "12:01:11 PM", duration=155.0),
        sh.run("uptime -p", "up 3 days, 2 hours, 20 minutes"),
        sh.run("date -d '+45 min' '+%I:%M %p'", "12:46 PM"),
        sh.run("crontab -l", "# m h  dom mon dow   command\n0 13 * * 1-5 /usr/local/bin/kiosk-refresh"),
        sh.run("date '+%H:%M'", "12:01"),
        sh.run("last -n 1 reboot", """reboot   system boot  6.1.0-18-amd64   Sun Mar  9 09:41   still running

wtmp begins Sat Mar  1 08:02:19 2025"""),
    ]
    return Traj(t, st)


# ---------------------------------------------------------------- bad: a git-mv'd module listed under its old name
def git_mv_old_name() -> Traj:
    sh = Shell("dana", "dev", "/home/dana/inventory")
    st = sh.prompt
    t = [
        sh.run("ls src/", "__init__.py  models.py  utils.py  views.py"),
        sh.run('git mv src/utils.py src/helpers.py && grep -rl "from .utils" src/', "src/models.py\nsrc/views.py"),
        sh.run("sed -i 's/from \\.utils/from .helpers/' src/models.py src/views.py"),
        sh.run("git status --short", "R  src/utils.py -> src/helpers.py\n M src/models.py\n M src/views.py"),
        sh.run('python -c "import src.views"'),
        sh.run("ls src/", "__init__.py  __pycache__  models.py  utils.py  views.py"),
        sh.run("python -m pytest -q", """.........                                                                [100%]
9 passed in 0.34s""", duration=3.0),
    ]
    return Traj(t, st, True, 6, "rename_old_name")


# ---------------------------------------------------------------- clean: docker restart resets uptime, a replaced container gets a new id
def docker_restarts() -> Traj:
    sh = Shell("root", "docker-host", "/root/stack")
    st = sh.prompt
    fmt = "docker ps --format 'table {{.ID}}\\t{{.Names}}\\t{{.Status}}'"
    fmt_a = "docker ps -a --format 'table {{.ID}}\\t{{.Names}}\\t{{.Status}}'"
    t = [
        sh.run("docker run -d --name api -p 8080:8080 ghcr.io/acme/api:1.7.2", "5f0c2b1e9a7d3c48e1b6f02d9a57c3e8b4d1f60a2c9e7b35d8f14a6e0c2b9d71", duration=2.0),
        sh.run(fmt, """CONTAINER ID   NAMES     STATUS
5f0c2b1e9a7d   api       Up 4 seconds
1be0a4d73c55   redis     Up 3 hours"""),
        sh.run("docker logs --tail 3 api", """2025-03-11T13:05:22.418Z INFO  api starting version=1.7.2
2025-03-11T13:05:22.431Z INFO  connected to redis addr=redis:6379
2025-03-11T13:05:22.433Z INFO  listening addr=0.0.0.0:8080"""),
        sh.run("docker restart api", "api", duration=12.0),
        sh.run(fmt, """CONTAINER ID   NAMES     STATUS
5f0c2b1e9a7d   api       Up 2 seconds
1be0a4d73c55   redis     Up 3 hours"""),
        sh.run(f"docker stop redis && {fmt_a}", """redis
CONTAINER ID   NAMES     STATUS
5f0c2b1e9a7d   api       Up 21 seconds
1be0a4d73c55   redis     Exited (0) 1 second ago""", duration=3.0),
        sh.run("docker rm -f api && docker run -d --name api -p 8080:8080 ghcr.io/acme/api:1.7.3", """api
Unable to find image 'ghcr.io/acme/api:1.7.3' locally
1.7.3: Pulling from acme/api
7cf63256a31a: Already exists
2f1e44c2b6d0: Already exists
c93a0f6e7b51: Pull complete
Digest: sha256:3b8f0d6c1a2e94f7d5c0b81e6a4f9d27c3e15b8a0f6d2c4e7b91a3d5f8c0e2b6
Status: Downloaded newer image for ghcr.io/acme/api:1.7.3
9a41d7c0e2b8f5a3d6c1e0b97f24a8c3d5e6f1b0a9c2d7e48b3f6a1c0d5e9b27""", duration=15.0),
        sh.run(fmt_a, """CONTAINER ID   NAMES     STATUS
9a41d7c0e2b8   api       Up 3 seconds
1be0a4d73c55   redis     Exited (0) 40 seconds ago"""),
    ]
    return Traj(t, st)


# ---------------------------------------------------------------- bad: an artifact's checksum changes with nothing rewriting it
def checksum_changes() -> Traj:
    sh = Shell("rel", "buildbox", "/home/rel/release")
    st = sh.prompt
    good = "9b2e6f0d4c71a8e35f0b9c2d6a1e7f48c3d5b0a9e2f6c1d7b84a3e0f5c9d2b61"
    bad = "9b2e6f0d4c71a8e35f0b9c2d6a1e7f48c3d5b0a9e2f6c1d7b84a3e0f5c9d2b16"
    t = [
        sh.run("ls -l dist/", "total 5408\n-rw-r--r-- 1 rel rel 5537280 Mar 11 18:20 app-3.2.0.tar.gz"),
        sh.run("sha256sum dist/app-3.2.0.tar.gz | tee dist/SHA256SUMS", f"{good}  dist/app-3.2.0.tar.gz"),
        sh.run("gpg --armor --detach-sign dist/app-3.2.0.tar.gz && ls dist/", "app-3.2.0.tar.gz  app-3.2.0.tar.gz.asc  SHA256SUMS", duration=2.0),
        sh.run("gpg --verify dist/app-3.2.0.tar.gz.asc", """gpg: assuming signed data in 'dist/app-3.2.0.tar.gz'
gpg: Signature made Tue 11 Mar 2025 06:22:31 PM UTC
gpg:                using EDDSA key 6A1F0C9E3B7D52A48E0F1C6D9B3A7E25F04C8D1B
gpg: Good signature from "Release Bot <release@acme.dev>" [ultimate]"""),
        sh.run("scp dist/* mirror:/srv/releases/3.2.0/", """app-3.2.0.tar.gz                              100% 5408KB  38.1MB/s   00:00    
app-3.2.0.tar.gz.asc                          100%  228   142.6KB/s   00:00    
SHA256SUMS                                    100%   88    61.3KB/s   00:00    """, duration=3.0),
        sh.run("sha256sum dist/app-3.2.0.tar.gz", f"{bad}  dist/app-3.2.0.tar.gz"),
        sh.run("ssh mirror ls -l /srv/releases/3.2.0/", """total 5416
-rw-r--r-- 1 rel rel 5537280 Mar 11 18:23 app-3.2.0.tar.gz
-rw-r--r-- 1 rel rel     228 Mar 11 18:23 app-3.2.0.tar.gz.asc
-rw-r--r-- 1 rel rel      88 Mar 11 18:23 SHA256SUMS""", duration=2.0),
    ]
    return Traj(t, st, True, 6, "content_changed_without_write")


# ---------------------------------------------------------------- clean: venv prompt, pip upgrade, an uninstall that breaks an import
def pip_upgrade() -> Traj:
    sh = Shell("ml", "gpu-box", "/home/ml/proj")
    st = sh.prompt
    t = [
        sh.run("python3 -m venv .venv && source .venv/bin/activate", venv=".venv", duration=4.0),
        sh.run("pip install -q requests==2.31.0 && pip list", """Package            Version
------------------ ---------
certifi            2025.1.31
charset-normalizer 3.4.1
idna               3.10
pip                24.0
requests           2.31.0
urllib3            2.3.0""", duration=8.0),
        sh.run("pip install -U requests", """Requirement already satisfied: requests in ./.venv/lib/python3.12/site-packages (2.31.0)
Collecting requests
  Downloading requests-2.32.3-py3-none-any.whl.metadata (4.6 kB)
Requirement already satisfied: charset-normalizer<4,>=2 in ./.venv/lib/python3.12/site-packages (from requests) (3.4.1)
Requirement already satisfied: idna<4,>=2.5 in ./.venv/lib/python3.12/site-packages (from requests) (3.10)
Requirement already satisfied: urllib3<3,>=1.21.1 in ./.venv/lib/python3.12/site-packages (from requests) (2.3.0)
Requirement already satisfied: certifi>=2017.4.17 in ./.venv/lib/python3.12/site-packages (from requests) (2025.1.31)
Downloading requests-2.32.3-py3-none-any.whl (64 kB)
Installing collected packages: requests
  Attempting uninstall: requests
    Found existing installation: requests 2.31.0
    Uninstalling requests-2.31.0:
      Successfully uninstalled requests-2.31.0
Successfully installed requests-2.32.3

[notice] A new release of pip is available: 24.0 -> 25.0.1
[notice] To update, run: pip install --upgrade pip""", duration=8.0),
        sh.run('python -c "import requests; print(requests.__version__)"', "2.32.3"),
        sh.run("pip uninstall -y idna", """Found existing installation: idna 3.10
Uninstalling idna-3.10:
  Successfully uninstalled idna-3.10"""),
        sh.run('python -c "import requests"', """Traceback (most recent call last):
  File "<string>", line 1, in <module>
  File "/home/ml/proj/.venv/lib/python3.12/site-packages/requests/__init__.py", line 164, in <module>
    from . import packages, utils
  File "/home/ml/proj/.venv/lib/python3.12/site-packages/requests/packages.py", line 12, in <module>
    locals()[package] = __import__(package)
                        ^^^^^^^^^^^^^^^^^^^
ModuleNotFoundError: No module named 'idna'"""),
        sh.run("pip freeze", "certifi==2025.1.31\ncharset-normalizer==3.4.1\nrequests==2.32.3\nurllib3==2.3.0"),
        sh.run("deactivate; which python3", "/usr/bin/python3", venv=None),
    ]
    return Traj(t, st)


# ---------------------------------------------------------------- bad: a created volume is missing from the list
def volume_missing() -> Traj:
    sh = Shell("root", "db-host", "/root")
    st = sh.prompt
    t = [
        sh.run("docker volume ls", "DRIVER    VOLUME NAME\nlocal     grafana-data\nlocal     prometheus-data"),
        sh.run("docker volume create pgdata", "pgdata"),
        sh.run("docker volume inspect pgdata --format '{{.Mountpoint}}'", "/var/lib/docker/volumes/pgdata/_data"),
        sh.run("docker run -d --name pg -e POSTGRES_PASSWORD=secret -v pgdata:/var/lib/postgresql/data postgres:16", "c2d84f1a07b93e5d6f20a8c41b7e9d3f5a6c0e2b8d14f97a3c5e0b6d2f8a1c49", duration=3.0),
        sh.run("docker ps --format '{{.Names}} {{.Status}}'", "pg Up 6 seconds"),
        sh.run("docker volume ls", "DRIVER    VOLUME NAME\nlocal     grafana-data\nlocal     prometheus-data"),
        sh.run("docker exec pg psql -U postgres -Atc 'show server_version;'", "16.8 (Debian 16.8-1.pgdg120+1)"),
    ]
    return Traj(t, st, True, 6, "created_missing")


# ---------------------------------------------------------------- clean: logrotate shifts files, the new log grows from zero
def logrotate_cycle() -> Traj:
    sh = Shell("root", "app01", "/var/log/myapp")
    st = sh.prompt
    t = [
        sh.run("wc -l app.log", "48211 app.log"),
        sh.run("ls -l", """total 5800
-rw-r----- 1 myapp adm 5532918 Mar 11 14:21 app.log
-rw-r----- 1 myapp adm  402113 Mar 10 00:00 app.log.1.gz"""),
        sh.run("logrotate -f /etc/logrotate.d/myapp"),
        sh.run("ls -l", """total 800
-rw-r----- 1 myapp adm      0 Mar 11 14:22 app.log
-rw-r----- 1 myapp adm 409876 Mar 11 14:22 app.log.1.gz
-rw-r----- 1 myapp adm 402113 Mar 10 00:00 app.log.2.gz"""),
        sh.run("curl -s localhost:8000/health; echo; wc -l app.log", '{"status":"ok"}\n1 app.log'),
        sh.run("for i in 1 2 3; do curl -s -o /dev/null localhost:8000/api/items; done; wc -l app.log", "4 app.log"),
        sh.run("tail -2 app.log", """127.0.0.1 - - [11/Mar/2025:14:22:47 +0000] "GET /api/items HTTP/1.1" 200 1841 "-" "curl/7.81.0"
127.0.0.1 - - [11/Mar/2025:14:22:47 +0000] "GET /api/items HTTP/1.1" 200 1841 "-" "curl/7.81.0\""""),
        sh.run("zcat app.log.1.gz | wc -l", "48211"),
    ]
    return Traj(t, st)


# ---------------------------------------------------------------- bad: a 512 MiB image later stats as 256 MiB
def image_size_mismatch() -> Traj:
    sh = Shell("vm", "lab", "/home/vm/images")
    st = sh.prompt
    t = [
        sh.run("df -h .", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme0n1p2  468G  201G  244G  46% /"),
        sh.run("dd if=/dev/zero of=scratch.img bs=1M count=512 status=none && ls -lh scratch.img", "-rw-r--r-- 1 vm vm 512M Mar 11 11:05 scratch.img", duration=3.0),
        sh.run("mkfs.ext4 -q scratch.img", duration=2.0),
        sh.run("file scratch.img", "scratch.img: Linux rev 1.0 ext4 filesystem data, UUID=2b7c1d9e-5a40-4f0e-9c31-7e2d8a61f0b4 (extents) (64bit) (large files) (huge files)"),
        sh.run("sudo mount -o loop scratch.img /mnt && df -h /mnt", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/loop3      488M   24K  452M   1% /mnt"),
        sh.run("stat -c '%s %n' scratch.img", "268435456 scratch.img"),
        sh.run('sudo umount /mnt && echo "unmounted"', "unmounted"),
    ]
    return Traj(t, st, True, 6, "size_mismatch")


# ---------------------------------------------------------------- clean: sqlite inserts/deletes move counts, sort orders differ
def sqlite_counts() -> Traj:
    sh = Shell("ana", "laptop", "/home/ana/shop")
    st = sh.prompt
    t = [
        sh.run('sqlite3 shop.db "select count(*) from orders;"', "1284"),
        sh.run("sqlite3 shop.db \"insert into orders(customer_id,total_cents,status) values (17,4599,'new'),(23,1299,'new'),(17,899,'new'); select changes(), last_insert_rowid();\"", "3|1287"),
        sh.run('sqlite3 -header -column shop.db "select id, customer_id, total_cents from orders order by id desc limit 3;"', """id    customer_id  total_cents
----  -----------  -----------
1287  17           899        
1286  23           1299       
1285  17           4599       """),
        sh.run('sqlite3 -header -column shop.db "select id, customer_id, total_cents from orders where id > 1284 order by total_cents desc;"', """id    customer_id  total_cents
----  -----------  -----------
1285  17           4599       
1286  23           1299       
1287  17           899        """),
        sh.run("sqlite3 shop.db \"delete from orders where status='cancelled'; select changes();\"", "12"),
        sh.run('sqlite3 shop.db "select count(*) from orders;"', "1275"),
        sh.run("sqlite3 shop.db \"update orders set status='paid' where id=1286; select status from orders where id=1286;\"", "paid"),
        sh.run('sqlite3 shop.db "select status, count(*) from orders where id > 1284 group by status;"', "new|2\npaid|1"),
    ]
    return Traj(t, st)


BUILDERS = [
    deleted_log_reappears, make_rebuild, chmod_reverted, nginx_restart, commit_hash_changes, amend_and_rebase,
    export_clock_backwards, wget_background, sed_count_mismatch, redis_counters, postgres_pid_changes,
    cache_rebuilt, env_var_reverted, clock_crosses_noon, git_mv_old_name, docker_restarts, checksum_changes,
    pip_upgrade, volume_missing, logrotate_cycle, image_size_mismatch, sqlite_counts,
]


def build() -> RowSet:
    rs = RowSet(OUT)
    order = list(range(len(BUILDERS)))
    random.Random(f"h5-{DOMAIN}").shuffle(order)  # ids do not reveal which trajectories are bad
    made = sorted(((order[i] + 1, b()) for i, b in enumerate(BUILDERS)), key=lambda p: p[0])
    for num, tr in made:
        assert 6 <= len(tr.turns) <= 12, (num, len(tr.turns))
        rs.add(DOMAIN, f"h5-{DOMAIN}-{num:02d}", SYSTEM, tr.turns, state=tr.state,
               bad=tr.bad, turn=tr.turn, kind=tr.kind)
    return rs


def main() -> None:
    build().write()


if __name__ == "__main__":
    main()
