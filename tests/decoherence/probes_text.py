# ruff: noqa: E501  (literal tool output)
"""Probe trajectories for the text domains (terminal, SWE, search), helper E of issue 12.

A grid of contradiction kinds x domains, each with a few small trajectories in varied real output
styles, plus clean traps. Not part of the labeled bench set (that is a regression gate); these are the
probes the text-domain mechanisms were built against and are kept as unit tests
(tests/decoherence/test_text_generalisation.py). ``kind`` None: clean; otherwise the contradiction's sort,
at ``turn`` (default: the last).
"""

from __future__ import annotations

from tests.decoherence.benchrows import K, Row, call


class Sh:
    """A terminal pane: each observation shows the prompt, the command, its output and the next prompt."""

    def __init__(self, user: str, host: str, cwd: str, *, style: str = "debian") -> None:
        self.user, self.host, self.cwd, self.style = user, host, cwd, style

    def prompt(self) -> str:
        home = "/root" if self.user == "root" else f"/home/{self.user}"
        if self.style == "rhel":
            base = "~" if self.cwd == home else self.cwd.rstrip("/").rsplit("/", 1)[-1] or "/"
            return f"[{self.user}@{self.host} {base}]{'#' if self.user == 'root' else '$'}"
        shown = "~" + self.cwd[len(home):] if self.cwd.startswith(home) else self.cwd
        return f"{self.user}@{self.host}:{shown}{'#' if self.user == 'root' else '$'}"

    def __call__(self, cmd: str, out: str = "", *, cd: str | None = None) -> tuple[str, str]:
        before = self.prompt()
        if cd:
            self.cwd = cd
        body = f"{before} {cmd}\n" + (out.strip("\n") + "\n" if out else "") + self.prompt()
        return K(cmd), body


OH_TAIL = "\n[The command completed with exit code {rc}.]\n[Current working directory: {cwd}]\n[Python interpreter: /usr/bin/python]"


def oh(out: str, cwd: str = "/workspace/app", rc: int = 0) -> str:
    return out.rstrip("\n") + OH_TAIL.format(rc=rc, cwd=cwd)


def bash(cmd: str) -> str:
    return call("execute_bash", command=cmd)


def ed(command: str, path: str, **kw: object) -> str:
    return call("str_replace_editor", command=command, path=path, **kw)


def gem_shell(cmd: str) -> str:
    return call("run_shell_command", command=cmd)


def gem_out(cmd: str, out: str, rc: int = 0, d: str = "(root)") -> str:
    return f"Command: {cmd}\nDirectory: {d}\nStdout: {out if out else '(empty)'}\nStderr: (empty)\nError: (none)\nExit Code: {rc}\nSignal: (none)\nBackground PIDs: (none)\nProcess Group PGID: 48210"


def terminal_rows() -> list[Row]:
    rows: list[Row] = []
    # ---------------- created item missing
    s = Sh("alice", "mbp-alice", "/Users/alice/proj")
    rows.append(Row("terminal", "e-t-created-bsd-lsl", [
        s("mkdir -p logs && touch logs/.keep"),
        s("touch README.md"),
        s("ls -la", "total 16\ndrwxr-xr-x   6 alice  staff   192 Mar  4 10:02 .\ndrwxr-xr-x  14 alice  staff   448 Mar  4 09:40 ..\n-rw-r--r--   1 alice  staff    41 Mar  4 09:41 .gitignore\ndrwxr-xr-x   3 alice  staff    96 Mar  4 10:02 logs\n-rw-r--r--   1 alice  staff     0 Mar  4 10:02 README.md\n-rw-r--r--   1 alice  staff  1203 Mar  4 09:41 setup.py"),
        s("touch Makefile"),
        s("ls -la", "total 16\ndrwxr-xr-x   6 alice  staff   192 Mar  4 10:03 .\ndrwxr-xr-x  14 alice  staff   448 Mar  4 09:40 ..\n-rw-r--r--   1 alice  staff    41 Mar  4 09:41 .gitignore\ndrwxr-xr-x   3 alice  staff    96 Mar  4 10:02 logs\n-rw-r--r--   1 alice  staff     0 Mar  4 10:02 README.md\n-rw-r--r--   1 alice  staff  1203 Mar  4 09:41 setup.py"),
    ], kind="created_missing"))
    s = Sh("root", "srv-3", "/srv/data")
    rows.append(Row("terminal", "e-t-created-find", [
        s("find . -type f", "./a/one.csv\n./b/two.csv"),
        s("cp a/one.csv b/three.csv"),
        s("du -sh b", "12K\tb"),
        s("find . -type f", "./a/one.csv\n./b/two.csv"),
    ], kind="created_missing"))
    s = Sh("dev", "ci-runner", "/home/dev/api")
    rows.append(Row("terminal", "e-t-created-branch", [
        s("git branch", "* main\n  release/1.2"),
        s("git checkout -b feature/rate-limit", "Switched to a new branch 'feature/rate-limit'"),
        s("git checkout main", "Switched to branch 'main'\nYour branch is up to date with 'origin/main'."),
        s("git branch", "* main\n  release/1.2"),
    ], kind="created_missing"))
    s = Sh("ops", "k8s-admin", "/home/ops")
    rows.append(Row("terminal", "e-t-created-tree", [
        s("mkdir -p site/assets/img && touch site/index.html site/assets/app.css"),
        s("tree site", "site\n├── assets\n│   ├── app.css\n│   └── img\n└── index.html\n\n3 directories, 2 files"),
        s("touch site/assets/img/logo.svg"),
        s("tree site", "site\n├── assets\n│   ├── app.css\n│   └── img\n└── index.html\n\n3 directories, 2 files"),
    ], kind="created_missing"))
    # ---------------- deleted item listed again
    s = Sh("root", "db01", "/var/backups")
    rows.append(Row("terminal", "e-t-deleted-lsl", [
        s("ls -l", "total 8\n-rw-r----- 1 root root 4096 Jan  9 02:00 db-2024-01-08.sql.gz\n-rw-r----- 1 root root 4120 Jan 10 02:00 db-2024-01-09.sql.gz"),
        s("rm db-2024-01-08.sql.gz"),
        s("df -h /var", "Filesystem      Size  Used Avail Use% Mounted on\n/dev/sda2        40G   21G   17G  56% /var"),
        s("uptime", " 10:14:02 up 12 days,  3:01,  1 user,  load average: 0.00, 0.01, 0.00"),
        s("ls -l", "total 8\n-rw-r----- 1 root root 4096 Jan  9 02:00 db-2024-01-08.sql.gz\n-rw-r----- 1 root root 4120 Jan 10 02:00 db-2024-01-09.sql.gz"),
    ], kind="deleted_reappears"))
    s = Sh("deploy", "web-2", "/home/deploy")
    rows.append(Row("terminal", "e-t-deleted-docker", [
        s("docker ps -a --format '{{.Names}}\\t{{.Status}}'", "web\tUp 3 hours\nredis\tUp 3 hours\nold-worker\tExited (0) 2 days ago"),
        s("docker rm old-worker", "old-worker"),
        s("docker images -q | wc -l", "7"),
        s("docker ps -a --format '{{.Names}}\\t{{.Status}}'", "web\tUp 3 hours\nredis\tUp 3 hours\nold-worker\tExited (0) 2 days ago"),
    ], kind="deleted_reappears"))
    s = Sh("kim", "laptop", "/home/kim/site")
    rows.append(Row("terminal", "e-t-deleted-gitrm", [
        s("git rm -q old.html"),
        s("git commit -qm 'drop old page'"),
        s("git ls-files", "index.html\nold.html\nstyle.css"),
    ], kind="deleted_reappears"))
    # ---------------- identity changes
    s = Sh("dev", "box", "/home/dev/lib")
    rows.append(Row("terminal", "e-t-id-commit", [
        s("git log --oneline -2", "4f9c2ab (HEAD -> main) Add retry to client\n88e01d3 Initial import"),
        s("git status --short", " M README.md"),
        s("git diff --stat", " README.md | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
        s("git log --oneline -2", "7be3310 (HEAD -> main) Add retry to client\n88e01d3 Initial import"),
    ], kind="identity_changed"))
    s = Sh("root", "app-1", "/opt/app")
    rows.append(Row("terminal", "e-t-id-pid-ps-aux", [
        s("nohup python3 worker.py > worker.log 2>&1 &", "[1] 31877"),
        s("ps aux | grep [w]orker.py", "root     31877  2.1  0.4  35120 18204 pts/0    S    10:20   0:00 python3 worker.py"),
        s("tail -2 worker.log", "worker: connected to redis\nworker: waiting for jobs"),
        s("ps aux | grep [w]orker.py", "root     32410  0.3  0.4  35120 18210 pts/0    S    10:20   0:00 python3 worker.py"),
    ], kind="identity_changed"))
    s = Sh("ubuntu", "ip-10-0-0-5", "/home/ubuntu")
    rows.append(Row("terminal", "e-t-id-stat-birth", [
        s("stat notes.md", "  File: notes.md\n  Size: 120       \tBlocks: 8          IO Block: 4096   regular file\nDevice: 802h/2050d\tInode: 393311      Links: 1\nAccess: (0644/-rw-r--r--)  Uid: ( 1000/  ubuntu)   Gid: ( 1000/  ubuntu)\nAccess: 2024-05-02 10:00:01.000000000 +0000\nModify: 2024-05-01 18:22:40.000000000 +0000\nChange: 2024-05-01 18:22:40.000000000 +0000\n Birth: 2024-04-30 09:12:03.000000000 +0000"),
        s("cat notes.md | head -1", "# Notes"),
        s("stat notes.md", "  File: notes.md\n  Size: 120       \tBlocks: 8          IO Block: 4096   regular file\nDevice: 802h/2050d\tInode: 401877      Links: 1\nAccess: (0644/-rw-r--r--)  Uid: ( 1000/  ubuntu)   Gid: ( 1000/  ubuntu)\nAccess: 2024-05-02 10:00:09.000000000 +0000\nModify: 2024-05-01 18:22:40.000000000 +0000\nChange: 2024-05-01 18:22:40.000000000 +0000\n Birth: 2024-04-30 09:12:03.000000000 +0000"),
    ], kind="identity_changed"))
    s = Sh("ops", "bastion", "/home/ops")
    rows.append(Row("terminal", "e-t-id-docker-ps", [
        s("docker run -d --name api -p 8080:80 nginx:1.25", "3f1d2c9a8b7e6f5d4c3b2a190817263544536271809a8b7c6d5e4f3a2b1c0d9e"),
        s("docker ps", "CONTAINER ID   IMAGE        COMMAND                  CREATED          STATUS          PORTS                  NAMES\n3f1d2c9a8b7e   nginx:1.25   \"/docker-entrypoint.…\"   10 seconds ago   Up 9 seconds    0.0.0.0:8080->80/tcp   api"),
        s("curl -s -o /dev/null -w '%{http_code}\\n' localhost:8080", "200"),
        s("docker ps", "CONTAINER ID   IMAGE        COMMAND                  CREATED          STATUS          PORTS                  NAMES\n9e8d7c6b5a41   nginx:1.25   \"/docker-entrypoint.…\"   40 seconds ago   Up 39 seconds   0.0.0.0:8080->80/tcp   api"),
    ], kind="identity_changed"))
    # ---------------- value/status reverts
    s = Sh("pat", "dev-vm", "/home/pat/tools")
    rows.append(Row("terminal", "e-t-revert-chmod", [
        s("ls -l deploy.sh", "-rw-r--r-- 1 pat pat 812 Feb  2 11:00 deploy.sh"),
        s("chmod +x deploy.sh"),
        s("ls -l deploy.sh", "-rwxr-xr-x 1 pat pat 812 Feb  2 11:00 deploy.sh"),
        s("git status -s", "?? deploy.sh"),
        s("ls -l deploy.sh", "-rw-r--r-- 1 pat pat 812 Feb  2 11:00 deploy.sh"),
    ], kind="value_reverted"))
    s = Sh("root", "lb-1", "/root")
    rows.append(Row("terminal", "e-t-revert-systemctl", [
        s("systemctl stop haproxy"),
        s("systemctl is-active haproxy", "inactive"),
        s("ss -ltn | grep :443", ""),
        s("systemctl is-active haproxy", "active"),
    ], kind="value_reverted"))
    s = Sh("dev", "box", "/home/dev/app")
    rows.append(Row("terminal", "e-t-revert-git-branch-current", [
        s("git switch -c hotfix/login", "Switched to a new branch 'hotfix/login'"),
        s("git status", "On branch hotfix/login\nnothing to commit, working tree clean"),
        s("ls", "app.py  tests"),
        s("git status", "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, working tree clean"),
    ], kind="value_reverted"))
    # ---------------- counts
    s = Sh("root", "etl", "/data/in")
    rows.append(Row("terminal", "e-t-count-ls-wc", [
        s("ls | wc -l", "14"),
        s("touch batch-0415.csv batch-0416.csv"),
        s("ls | wc -l", "14"),
    ], kind="count_mismatch"))
    s = Sh("dev", "box", "/home/dev/lib")
    rows.append(Row("terminal", "e-t-count-gitlog", [
        s("git log --oneline | wc -l", "37"),
        s("git commit -am 'Tighten timeout'", "[main 51c0e2a] Tighten timeout\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
        s("git log --oneline | wc -l", "37"),
    ], kind="count_mismatch"))
    s = Sh("amy", "ws", "/home/amy/notes")
    rows.append(Row("terminal", "e-t-count-wc-echo", [
        s("wc -l todo.txt", "5 todo.txt"),
        s("echo '- renew domain' >> todo.txt"),
        s("echo '- pay invoice' >> todo.txt"),
        s("wc -l < todo.txt", "6"),
    ], kind="count_mismatch"))
    # ---------------- clocks
    s = Sh("root", "ntp-test", "/root")
    rows.append(Row("terminal", "e-t-clock-date-utc", [
        s("date -u", "Tue Jun 11 14:03:27 UTC 2024"),
        s("sleep 5"),
        s("date -u +%H:%M:%S", "14:01:12"),
    ], kind="clock_backwards"))
    s = Sh("lee", "build", "/home/lee/w")
    rows.append(Row("terminal", "e-t-clock-touch-mtime", [
        s("ls -l --time-style=full-iso out.txt", "-rw-r--r-- 1 lee lee 10 2024-06-11 14:05:10.000000000 +0000 out.txt"),
        s("touch out.txt"),
        s("ls -l --time-style=full-iso out.txt", "-rw-r--r-- 1 lee lee 10 2024-06-11 13:58:44.000000000 +0000 out.txt"),
    ], kind="clock_backwards"))
    # ---------------- content changed without write / unchanged after edit
    s = Sh("root", "cfg", "/etc/app")
    rows.append(Row("terminal", "e-t-content-nowrite", [
        s("cat limits.conf", "max_conn=200\ntimeout=30"),
        s("ls", "app.yaml  limits.conf"),
        s("cat limits.conf", "max_conn=500\ntimeout=30"),
    ], kind="content_changed_without_write"))
    s = Sh("dev", "box", "/home/dev")
    rows.append(Row("terminal", "e-t-content-md5", [
        s("md5sum build.tar", "9b1a2f0e5c3d4b6a7e8f90123456789a  build.tar"),
        s("ls -lh build.tar", "-rw-r--r-- 1 dev dev 4.2M Jun 11 09:00 build.tar"),
        s("md5sum build.tar", "0c4d1e2f3a4b5c6d7e8f9a0b1c2d3e4f  build.tar"),
    ], kind="content_changed_without_write"))
    s = Sh("root", "web", "/etc/nginx")
    rows.append(Row("terminal", "e-t-sed-grep", [
        s("grep -n listen sites-enabled/default", "3:    listen 80 default_server;"),
        s("sed -i 's/listen 80 default_server/listen 8080 default_server/' sites-enabled/default"),
        s("nginx -t", "nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful"),
        s("grep -n listen sites-enabled/default", "3:    listen 80 default_server;"),
    ], kind="content_unchanged_after_edit"))
    s = Sh("amy", "ws", "/home/amy")
    rows.append(Row("terminal", "e-t-append-tail", [
        s("tail -n 2 ~/.bashrc", "alias ll='ls -alF'\nalias la='ls -A'"),
        s("echo 'export EDITOR=vim' >> ~/.bashrc"),
        s("tail -n 1 ~/.bashrc", "alias la='ls -A'"),
    ], kind="content_unchanged_after_edit"))
    # ---------------- env
    s = Sh("ci", "runner", "/builds/x")
    rows.append(Row("terminal", "e-t-env-printenv", [
        s("export NODE_ENV=production"),
        s("npm run build --silent", "built in 2.1s"),
        s("printenv NODE_ENV", ""),
    ], kind="env_missing"))
    s = Sh("ci", "runner", "/builds/x")
    rows.append(Row("terminal", "e-t-env-echo", [
        s("export GOFLAGS=-mod=vendor"),
        s("go version", "go version go1.22.3 linux/amd64"),
        s("echo \"GOFLAGS=$GOFLAGS\"", "GOFLAGS="),
    ], kind="env_missing"))
    # ---------------- renames
    s = Sh("dev", "box", "/home/dev/repo")
    rows.append(Row("terminal", "e-t-rename-branch", [
        s("git branch", "* master\n  wip"),
        s("git branch -m master main"),
        s("git log --oneline -1", "c0ffee1 (HEAD -> main) Init"),
        s("git branch", "* master\n  wip"),
    ], kind="rename_old_name"))
    s = Sh("jo", "pc", "/home/jo/docs", style="rhel")
    rows.append(Row("terminal", "e-t-rename-mv", [
        s("ls", "draft.txt  report.odt"),
        s("mv draft.txt final.txt"),
        s("ls", "draft.txt  report.odt"),
    ], kind="rename_old_name"))
    s = Sh("jo", "pc", "/home/jo/code")
    rows.append(Row("terminal", "e-t-rename-gitmv", [
        s("git mv util.py helpers.py"),
        s("git status --short", "R  util.py -> helpers.py"),
        s("ls *.py", "main.py  util.py"),
    ], kind="rename_old_name"))
    # ---------------- versions
    s = Sh("dev", "box", "/home/dev/svc")
    rows.append(Row("terminal", "e-t-ver-pip-freeze", [
        s("pip freeze | grep -i flask", "Flask==2.2.5"),
        s("pip install --upgrade flask", "Collecting flask\n  Downloading flask-3.0.3-py3-none-any.whl (101 kB)\nInstalling collected packages: flask\n  Attempting uninstall: flask\n    Found existing installation: Flask 2.2.5\n    Uninstalling Flask-2.2.5:\n      Successfully uninstalled Flask-2.2.5\nSuccessfully installed flask-3.0.3"),
        s("pip freeze | grep -i flask", "Flask==2.2.5"),
    ], kind="version_unchanged"))
    s = Sh("dev", "box", "/home/dev/svc")
    rows.append(Row("terminal", "e-t-ver-python-c", [
        s("python3 -c 'import numpy; print(numpy.__version__)'", "1.24.4"),
        s("python3 -m pip install -U numpy==1.26.4", "Successfully installed numpy-1.26.4"),
        s("python3 -c 'import numpy; print(numpy.__version__)'", "1.24.4"),
    ], kind="version_unchanged"))
    s = Sh("web", "front", "/home/web/app")
    rows.append(Row("terminal", "e-t-ver-npm-ls", [
        s("npm ls axios", "app@1.0.0 /home/web/app\n└── axios@1.4.0"),
        s("npm install axios@1.7.2", "\nchanged 1 package, and audited 212 packages in 3s\n\nfound 0 vulnerabilities"),
        s("npm ls axios", "app@1.0.0 /home/web/app\n└── axios@1.4.0"),
    ], kind="version_unchanged"))
    s = Sh("root", "deb", "/root")
    rows.append(Row("terminal", "e-t-ver-apt", [
        s("dpkg -s curl | grep ^Version", "Version: 7.88.1-10+deb12u4"),
        s("apt-get install -y --only-upgrade curl", "Reading package lists... Done\nThe following packages will be upgraded:\n  curl\n1 upgraded, 0 newly installed, 0 to remove and 3 not upgraded.\nUnpacking curl (7.88.1-10+deb12u5) over (7.88.1-10+deb12u4) ...\nSetting up curl (7.88.1-10+deb12u5) ..."),
        s("dpkg -s curl | grep ^Version", "Version: 7.88.1-10+deb12u4"),
    ], kind="version_unchanged"))
    s = Sh("me", "mac", "/Users/me")
    rows.append(Row("terminal", "e-t-ver-pip-list", [
        s("pip list | grep -i requests", "requests           2.28.1"),
        s("pip install -U requests", "Successfully installed requests-2.32.3 urllib3-2.2.1"),
        s("pip list --format=freeze | grep requests", "requests==2.28.1"),
    ], kind="version_unchanged"))
    s = Sh("rs", "box", "/home/rs")
    rows.append(Row("terminal", "e-t-ver-cargo", [
        s("rg --version", "ripgrep 13.0.0\n-SIMD -AVX (compiled)"),
        s("cargo install ripgrep --version 14.1.0", "    Updating crates.io index\n  Installing ripgrep v14.1.0\n   Compiling ripgrep v14.1.0\n    Finished release [optimized] target(s) in 41.2s\n   Replacing /home/rs/.cargo/bin/rg\n    Replaced package `ripgrep v13.0.0` with `ripgrep v14.1.0` (executable `rg`)"),
        s("cargo install --list | grep ripgrep", "ripgrep v13.0.0:"),
    ], kind="version_unchanged"))
    return rows


def terminal_clean() -> list[Row]:
    rows: list[Row] = []
    s = Sh("root", "box", "/root/w")
    rows.append(Row("terminal", "e-tc-bg-job", [
        s("(sleep 30; touch ready.flag) &", "[1] 4410"),
        s("ls", "run.sh"),
        s("sleep 31", "[1]+  Done                    ( sleep 30; touch ready.flag )"),
        s("ls", "ready.flag  run.sh"),
    ]))
    s = Sh("dev", "box", "/home/dev/app")
    rows.append(Row("terminal", "e-tc-failing-and", [
        s("cd /nonexistent && touch marker", "-bash: cd: /nonexistent: No such file or directory"),
        s("ls", "app.py  README.md"),
        s("false || echo fallback > fb.txt"),
        s("cat fb.txt", "fallback"),
        s("ls", "app.py  fb.txt  README.md"),
    ]))
    s = Sh("dev", "box", "/home/dev/app")
    rows.append(Row("terminal", "e-tc-filters", [
        s("ls", "a.py  b.py  c.txt  d.md"),
        s("touch e.py"),
        s("ls *.py", "a.py  b.py  e.py"),
        s("ls | head -2", "a.py\nb.py"),
        s("ls | wc -l", "5"),
        s("git log --oneline -3", "aaa1111 three\nbbb2222 two\nccc3333 one"),
        s("git log --oneline -1", "aaa1111 three"),
    ]))
    s = Sh("dev", "box", "/home/dev/app")
    rows.append(Row("terminal", "e-tc-amend-and-upgrade", [
        s("git log --oneline -1", "4f9c2ab (HEAD -> main) Add retry"),
        s("git commit --amend -m 'Add retry to client'", "[main 9e0a1b2] Add retry to client\n Date: Tue Jun 11 10:00:00 2024 +0000\n 1 file changed, 3 insertions(+)"),
        s("git log --oneline -1", "9e0a1b2 (HEAD -> main) Add retry to client"),
        s("pip show requests | grep Version", "Version: 2.28.1"),
        s("pip install -U requests", "Successfully installed requests-2.32.3"),
        s("pip show requests | grep Version", "Version: 2.32.3"),
        s("python -c 'import requests; print(requests.__version__)'", "2.32.3"),
    ]))
    s = Sh("dev", "box", "/home/dev/app")
    rows.append(Row("terminal", "e-tc-venv-versions", [
        s("pip freeze | grep Django", "Django==4.2.11"),
        s("pip install 'django>=5'", "Successfully installed django-5.0.6"),
        s("source .venv/bin/activate"),
        s("pip freeze | grep Django", "Django==4.1.0"),
    ]))
    s = Sh("root", "box", "/etc/app")
    rows.append(Row("terminal", "e-tc-sed-and-edit", [
        s("cat app.conf", "port=80\nworkers=2"),
        s("sed -i 's/port=80/port=8080/' app.conf"),
        s("cat app.conf", "port=8080\nworkers=2"),
        s("vim -c '%s/workers=2/workers=4/' -c 'wq' app.conf"),
        s("cat app.conf", "port=8080\nworkers=4"),
        s("./render-config.sh > app.conf"),
        s("cat app.conf", "port=9000\nworkers=8\nlog=info"),
    ]))
    s = Sh("root", "box", "/root")
    rows.append(Row("terminal", "e-tc-timezones", [
        s("date", "Tue Jun 11 14:03:27 UTC 2024"),
        s("TZ=America/New_York date", "Tue Jun 11 10:03:29 EDT 2024"),
        s("date +%s", "1718114611"),
        s("timedatectl set-time '2024-06-11 09:00:00'"),
        s("date", "Tue Jun 11 09:00:02 UTC 2024"),
    ]))
    s = Sh("root", "box", "/root/app")
    rows.append(Row("terminal", "e-tc-restart-pid", [
        s("systemctl show -p MainPID nginx", "MainPID=1201"),
        s("systemctl restart nginx"),
        s("systemctl show -p MainPID nginx", "MainPID=1788"),
        s("docker restart api", "api"),
        s("docker ps --format '{{.ID}} {{.Names}} {{.Status}}'", "3f1d2c9a8b7e api Up 2 seconds"),
    ]))
    s = Sh("dev", "box", "/home/dev/repo")
    rows.append(Row("terminal", "e-tc-branch-rename-ok", [
        s("git branch -m master main"),
        s("git branch", "* main\n  wip"),
        s("mv a.txt b.txt"),
        s("ls", "b.txt  c.txt"),
        s("mv b.txt a.txt"),
        s("ls", "a.txt  c.txt"),
    ]))
    s = Sh("dev", "box", "/home/dev/repo")
    rows.append(Row("terminal", "e-tc-count-ok", [
        s("git log --oneline | wc -l", "12"),
        s("git commit -qam 'x'"),
        s("git log --oneline | wc -l", "13"),
        s("wc -l notes.txt", "3 notes.txt"),
        s("printf 'a\\nb\\n' >> notes.txt"),
        s("wc -l notes.txt", "5 notes.txt"),
        s("ls | wc -l", "4"),
        s("rm -f tmp.log"),
        s("ls | wc -l", "3"),
    ]))
    s = Sh("dev", "box", "/home/dev/app")
    rows.append(Row("terminal", "e-tc-pull-changes", [
        s("cat VERSION", "1.4.0"),
        s("git pull --rebase", "Updating 1a2b3c4..5d6e7f8\nFast-forward\n VERSION | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
        s("cat VERSION", "1.5.0"),
        s("git log --oneline -1", "5d6e7f8 (HEAD -> main, origin/main) Release 1.5.0"),
    ]))
    s = Sh("dev", "box", "/home/dev/app")
    rows.append(Row("terminal", "e-tc-env-subshell", [
        s("(export TMPVAR=1; echo $TMPVAR)", "1"),
        s("echo \"[$TMPVAR]\"", "[]"),
        s("export A=1 && unset A"),
        s("printenv A", ""),
        s("FOO=bar env | grep ^FOO", "FOO=bar"),
        s("echo \"[$FOO]\"", "[]"),
    ]))
    return rows


def swe_rows() -> list[Row]:
    rows: list[Row] = []
    # created file missing from a later listing (OpenHands)
    rows.append(Row("swe", "e-s-created-ls", [
        (ed("create", "/workspace/app/src/cache.py", file_text="class Cache:\n    pass\n"), "File created successfully at: /workspace/app/src/cache.py"),
        (bash("ls src"), oh("__init__.py\nmain.py\nutil.py")),
    ], kind="created_missing"))
    rows.append(Row("swe", "e-s-created-find", [
        (ed("create", "/workspace/app/tests/test_cache.py", file_text="def test_x():\n    assert True\n"), "File created successfully at: /workspace/app/tests/test_cache.py"),
        (bash("find tests -name 'test_*.py'"), oh("tests/test_main.py\ntests/test_util.py")),
    ], kind="created_missing"))
    rows.append(Row("swe", "e-s-created-gemini-list", [
        (call("write_file", file_path="/home/u/proj/docs/usage.md", content="# Usage\n"), "Successfully created and wrote to new file: /home/u/proj/docs/usage.md."),
        (call("list_directory", path="/home/u/proj/docs"), "Directory listing for /home/u/proj/docs:\nindex.md\ninstall.md"),
    ], kind="created_missing"))
    # deleted and listed again
    rows.append(Row("swe", "e-s-deleted-view", [
        (bash("rm src/legacy.py"), oh("")),
        (bash("git status --short"), oh(" D src/legacy.py")),
        (ed("view", "/workspace/app/src"), "Here's the files and directories up to 2 levels deep in /workspace/app/src, excluding hidden items:\n/workspace/app/src\n/workspace/app/src/__init__.py\n/workspace/app/src/legacy.py\n/workspace/app/src/main.py"),
    ], kind="deleted_reappears"))
    rows.append(Row("swe", "e-s-deleted-ls", [
        (bash("git rm -q docs/old.md && git commit -qm 'rm old doc'"), oh("")),
        (bash("ls docs"), oh("index.md\nold.md")),
    ], kind="deleted_reappears"))
    # identity: commit hash
    rows.append(Row("swe", "e-s-id-hash", [
        (bash("git log -1 --format='%H %s'"), oh("2d5a8e7f1c0b9a8d7e6f5a4b3c2d1e0f9a8b7c6d Fix off-by-one in pager")),
        (bash("python -m pytest -q tests/test_pager.py"), oh("....\n4 passed in 0.21s")),
        (bash("git rev-parse HEAD"), oh("8f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6")),
    ], kind="identity_changed"))
    # content unchanged after edit
    rows.append(Row("swe", "e-s-edit-cat", [
        (ed("view", "/workspace/app/config.py"), "Here's the result of running `cat -n` on /workspace/app/config.py:\n     1\tDEBUG = False\n     2\tPORT = 8000\n"),
        (ed("str_replace", "/workspace/app/config.py", old_str="PORT = 8000", new_str="PORT = 9000"),
         "The file /workspace/app/config.py has been edited. Here's the result of running `cat -n` on a snippet of /workspace/app/config.py:\n     1\tDEBUG = False\n     2\tPORT = 9000\nReview the changes and make sure they are as expected. Edit the file again if necessary."),
        (bash("cat config.py"), oh("DEBUG = False\nPORT = 8000")),
    ], kind="content_unchanged_after_edit"))
    rows.append(Row("swe", "e-s-edit-grep", [
        (ed("str_replace", "/workspace/app/src/util.py", old_str="def slugify(s):", new_str="def slugify(s: str) -> str:"),
         "The file /workspace/app/src/util.py has been edited. Here's the result of running `cat -n` on a snippet of /workspace/app/src/util.py:\n    10\t\n    11\tdef slugify(s: str) -> str:\n    12\t    return s.lower().replace(' ', '-')\nReview the changes and make sure they are as expected. Edit the file again if necessary."),
        (bash("grep -n 'def slugify' src/util.py"), oh("11:def slugify(s):")),
    ], kind="content_unchanged_after_edit"))
    rows.append(Row("swe", "e-s-gemini-replace-read", [
        (call("read_file", absolute_path="/home/u/proj/setup.cfg"), "[metadata]\nname = proj\nversion = 0.3.0\n"),
        (call("replace", file_path="/home/u/proj/setup.cfg", old_string="version = 0.3.0", new_string="version = 0.4.0"), "Successfully modified file: /home/u/proj/setup.cfg (1 replacements)."),
        (call("read_file", absolute_path="/home/u/proj/setup.cfg"), "[metadata]\nname = proj\nversion = 0.3.0\n"),
    ], kind="content_unchanged_after_edit"))
    rows.append(Row("swe", "e-s-gemini-write-shell", [
        (call("write_file", file_path="/home/u/proj/.env.example", content="API_URL=http://localhost:9000\nDEBUG=1\n"), "Successfully overwrote file: /home/u/proj/.env.example."),
        (gem_shell("cat .env.example"), gem_out("cat .env.example", "API_URL=http://localhost:8000\nDEBUG=1")),
    ], kind="content_unchanged_after_edit"))
    # content changed without write
    rows.append(Row("swe", "e-s-content-nowrite", [
        (bash("cat requirements.txt"), oh("flask==3.0.3\nrequests==2.32.3")),
        (bash("python -m pytest -q"), oh("......\n6 passed in 0.40s")),
        (bash("cat requirements.txt"), oh("flask==2.3.0\nrequests==2.32.3")),
    ], kind="content_changed_without_write"))
    # counts
    rows.append(Row("swe", "e-s-count-tests", [
        (bash("python -m pytest -q tests/test_util.py"), oh("...\n3 passed in 0.05s")),
        (ed("insert", "/workspace/app/tests/test_util.py", insert_line=20, new_str="\ndef test_slugify_spaces():\n    assert slugify('a b') == 'a-b'\n"),
         "The file /workspace/app/tests/test_util.py has been edited. Here's the result of running `cat -n` on a snippet of the edited file:\n    20\t\n    21\tdef test_slugify_spaces():\n    22\t    assert slugify('a b') == 'a-b'\nReview the changes and make sure they are as expected (correct indentation, no duplicate lines, etc). Edit the file again if necessary."),
        (bash("python -m pytest -q tests/test_util.py"), oh("...\n3 passed in 0.05s")),
    ], kind="count_mismatch"))
    rows.append(Row("swe", "e-s-count-wc", [
        (bash("wc -l CHANGELOG.md"), oh("40 CHANGELOG.md")),
        (ed("insert", "/workspace/app/CHANGELOG.md", insert_line=2, new_str="## 0.5.0\n- add cache\n"), "The file /workspace/app/CHANGELOG.md has been edited. Here's the result of running `cat -n` on a snippet of the edited file:\n     1\t# Changelog\n     2\t\n     3\t## 0.5.0\n     4\t- add cache\n     5\t## 0.4.0\nReview the changes and make sure they are as expected (correct indentation, no duplicate lines, etc). Edit the file again if necessary."),
        (bash("wc -l CHANGELOG.md"), oh("40 CHANGELOG.md")),
    ], kind="count_mismatch"))
    rows.append(Row("swe", "e-s-count-commits", [
        (bash("git rev-list --count HEAD"), oh("58")),
        (bash("git add -A && git commit -qm 'Add cache'"), oh("")),
        (bash("git rev-list --count HEAD"), oh("58")),
    ], kind="count_mismatch"))
    # rename
    rows.append(Row("swe", "e-s-rename-mv", [
        (bash("git mv src/util.py src/helpers.py"), oh("")),
        (bash("ls src"), oh("__init__.py  main.py  util.py")),
    ], kind="rename_old_name"))
    # versions
    rows.append(Row("swe", "e-s-ver-pip", [
        (bash("pip install -q 'pydantic==2.7.1'"), oh("")),
        (bash("python -c 'import pydantic; print(pydantic.VERSION)'"), oh("1.10.13")),
    ], kind="version_unchanged"))
    # env
    rows.append(Row("swe", "e-s-env", [
        (bash("export DJANGO_SETTINGS_MODULE=app.settings.test"), oh("")),
        (bash("echo $DJANGO_SETTINGS_MODULE"), oh("")),
    ], kind="env_missing"))
    return rows


def swe_clean() -> list[Row]:
    rows: list[Row] = []
    rows.append(Row("swe", "e-sc-edit-then-test", [
        (ed("view", "/workspace/app/config.py"), "Here's the result of running `cat -n` on /workspace/app/config.py:\n     1\tDEBUG = False\n     2\tPORT = 8000\n"),
        (ed("str_replace", "/workspace/app/config.py", old_str="PORT = 8000", new_str="PORT = 9000"),
         "The file /workspace/app/config.py has been edited. Here's the result of running `cat -n` on a snippet of /workspace/app/config.py:\n     1\tDEBUG = False\n     2\tPORT = 9000\nReview the changes and make sure they are as expected. Edit the file again if necessary."),
        (bash("cat config.py"), oh("DEBUG = False\nPORT = 9000")),
        (bash("git stash"), oh("Saved working directory and index state WIP on main: 1a2b3c4 init")),
        (bash("cat config.py"), oh("DEBUG = False\nPORT = 8000")),
        (bash("git stash pop"), oh("On branch main\nChanges not staged for commit:\n\tmodified:   config.py")),
        (bash("grep PORT config.py"), oh("PORT = 9000")),
    ]))
    rows.append(Row("swe", "e-sc-tests-and-formatter", [
        (bash("python -m pytest -q"), oh("....F\n1 failed, 4 passed in 0.31s", rc=1)),
        (ed("str_replace", "/workspace/app/src/util.py", old_str="return s.lower()", new_str="return s.strip().lower()"),
         "The file /workspace/app/src/util.py has been edited. Here's the result of running `cat -n` on a snippet of /workspace/app/src/util.py:\n    12\t    return s.strip().lower()\nReview the changes and make sure they are as expected. Edit the file again if necessary."),
        (bash("python -m pytest -q"), oh(".....\n5 passed in 0.30s")),
        (bash("black src && cat src/util.py | head -3"), oh("reformatted src/util.py\nAll done! ✨ 🍰 ✨\n1 file reformatted.\nimport re\n\n\ndef slugify(s: str) -> str:")),
        (bash("git log --oneline | wc -l"), oh("21")),
        (bash("git commit -qam 'strip'"), oh("")),
        (bash("git log --oneline | wc -l"), oh("22")),
    ]))
    rows.append(Row("swe", "e-sc-gemini", [
        (call("read_file", absolute_path="/home/u/proj/setup.cfg"), "[metadata]\nname = proj\nversion = 0.3.0\n"),
        (call("replace", file_path="/home/u/proj/setup.cfg", old_string="version = 0.3.0", new_string="version = 0.4.0"), "Successfully modified file: /home/u/proj/setup.cfg (1 replacements)."),
        (call("read_file", absolute_path="/home/u/proj/setup.cfg"), "[metadata]\nname = proj\nversion = 0.4.0\n"),
        (gem_shell("git checkout -- setup.cfg"), gem_out("git checkout -- setup.cfg", "")),
        (call("read_file", absolute_path="/home/u/proj/setup.cfg"), "[metadata]\nname = proj\nversion = 0.3.0\n"),
        (call("write_file", file_path="/home/u/proj/docs/usage.md", content="# Usage\n"), "Successfully created and wrote to new file: /home/u/proj/docs/usage.md."),
        (call("list_directory", path="/home/u/proj/docs"), "Directory listing for /home/u/proj/docs:\nindex.md\ninstall.md\nusage.md"),
    ]))
    rows.append(Row("swe", "e-sc-pip-versions", [
        (bash("pip show pydantic | head -2"), oh("Name: pydantic\nVersion: 1.10.13")),
        (bash("pip install -q 'pydantic==2.7.1'"), oh("")),
        (bash("python -c 'import pydantic; print(pydantic.VERSION)'"), oh("2.7.1")),
        (bash("rm -rf build && ls"), oh("README.md  setup.py  src  tests")),
        (bash("python setup.py build | tail -1"), oh("copying src/app/__init__.py -> build/lib/app")),
        (bash("ls"), oh("README.md  build  setup.py  src  tests")),
    ]))
    return rows


def search_rows() -> list[Row]:
    rows: list[Row] = []
    page1 = ("Title: Python 3.12 release notes\nURL: https://docs.python.org/3/whatsnew/3.12.html\n\n"
             "# What's New In Python 3.12\n\nRelease date: 2 October 2023\n\nPython 3.12 is the latest stable release. "
             "This article explains the new features in Python 3.12, compared to 3.11.\n\n## Summary\n\n- PEP 695: type parameter syntax\n- PEP 701: f-strings in the grammar\n")
    page2 = page1.replace("2 October 2023", "24 October 2023")
    rows.append(Row("search", "e-q-page-date", [
        (call("web_extractor", url="https://docs.python.org/3/whatsnew/3.12.html"), page1),
        (call("web_search", queries=["python 3.12 perf"]), "1. Faster CPython 3.12 - https://github.com/faster-cpython/ideas\n   Benchmarks of the 3.12 interpreter"),
        (call("web_extractor", url="https://docs.python.org/3/whatsnew/3.12.html"), page2),
    ], kind="url_disagrees"))
    rows.append(Row("search", "e-q-page-title", [
        (call("web_extractor", url="https://example.org/guide/install"), "# Installing Widgetron\n\nWidgetron needs Python 3.9 or newer. Install it with pip.\n\nVersion 4.2 added Windows wheels."),
        (call("web_extractor", url="https://example.org/guide/install"), "# Configuring Gadgetron\n\nGadgetron reads its settings from gadget.toml in the working directory.\n\nVersion 2.0 dropped the INI format."),
    ], kind="url_disagrees"))
    rows.append(Row("search", "e-q-result-title", [
        (call("web_search", queries=["rust async book"]), '{"results": [{"title": "Asynchronous Programming in Rust", "url": "https://rust-lang.github.io/async-book/", "snippet": "..."}, {"title": "Tokio tutorial", "url": "https://tokio.rs/tokio/tutorial", "snippet": "..."}]}'),
        (call("web_search", queries=["tokio tutorial"]), '{"results": [{"title": "Kubernetes Networking Deep Dive", "url": "https://tokio.rs/tokio/tutorial", "snippet": "..."}]}'),
    ], kind="url_disagrees"))
    rows.append(Row("search", "e-q-memory", [
        (call("dict_memory", operation="add", dict={"capital_au": "Canberra"}), "Added 1 key(s): capital_au"),
        (call("web_search", queries=["australia population 2024"]), "1. Australia population - https://www.abs.gov.au/\n   27.2 million"),
        (call("dict_memory", operation="retrieve", key_list=["capital_au"]), '{"capital_au": "Sydney"}'),
    ], kind="memory_differs"))
    rows.append(Row("search", "e-q-memory-removed", [
        (call("dict_memory", operation="add", dict={"k1": "v1", "k2": "v2"}), "Successfully added 2 keys."),
        (call("dict_memory", operation="remove", key_list=["k1"]), "Removed: k1"),
        (call("dict_memory", operation="retrieve_all"), '{"k1": "v1", "k2": "v2"}'),
    ], kind="memory_differs"))
    rows.append(Row("search", "e-q-page-table-fact", [
        (call("web_extractor", url="https://en.wikipedia.org/wiki/Mount_Kosciuszko"), "# Mount Kosciuszko\n\n| Mount Kosciuszko | |\n|---|---|\n| Elevation | 2,228 m (7,310 ft) |\n| First ascent | 1840 |\n\nMount Kosciuszko is mainland Australia's tallest mountain."),
        (call("web_search", queries=["Kosciuszko first ascent Strzelecki"]), "1. Paweł Strzelecki - https://en.wikipedia.org/wiki/Pawe%C5%82_Strzelecki\n   explorer who named the mountain in 1840"),
        (call("web_extractor", url="https://en.wikipedia.org/wiki/Mount_Kosciuszko"), "# Mount Kosciuszko\n\n| Mount Kosciuszko | |\n|---|---|\n| Elevation | 2,228 m (7,310 ft) |\n| First ascent | 1870 |\n\nMount Kosciuszko is mainland Australia's tallest mountain."),
    ], kind="url_disagrees"))
    return rows


def search_clean() -> list[Row]:
    rows: list[Row] = []
    rows.append(Row("search", "e-qc-news-and-goal", [
        (call("web_extractor", url="https://news.example.com/live/markets"), "# Markets live\n\nUpdated 10:02. The S&P 500 is up 0.4% at 5,310."),
        (call("web_extractor", url="https://news.example.com/live/markets"), "# Markets live\n\nUpdated 10:31. The S&P 500 is up 0.6% at 5,322."),
        (call("dict_memory", operation="add", dict={"sp500": "5310"}), "ok"),
        (call("dict_memory", operation="update", dict={"sp500": "5322"}), "ok"),
        (call("dict_memory", operation="retrieve", key_list=["sp500"]), '{"sp500": "5322"}'),
        (call("dict_memory", operation="remove_all"), "All keys removed."),
        (call("dict_memory", operation="add", dict={"sp500": "5330"}), "ok"),
        (call("dict_memory", operation="retrieve_all"), '{"sp500": "5330"}'),
    ]))
    rows.append(Row("search", "e-qc-same-page", [
        (call("web_extractor", url="https://docs.python.org/3/whatsnew/3.12.html"), "# What's New In Python 3.12\n\nRelease date: 2 October 2023\n\nThis article explains the new features in Python 3.12."),
        (call("web_extractor", url="https://docs.python.org/3/whatsnew/3.12.html", goal="release date"), "The page states Python 3.12 was released on 2 October 2023."),
        (call("web_search", queries=["python 3.12 release"]), "1. What's New In Python 3.12 — Python 3.12.4 documentation - https://docs.python.org/3/whatsnew/3.12.html\n   Release date: 2 October 2023"),
    ]))
    return rows


def all_probes() -> list[Row]:
    return [*terminal_rows(), *terminal_clean(), *swe_rows(), *swe_clean(), *search_rows(), *search_clean()]


def variant_rows() -> list[Row]:
    """Second round: the mechanisms added for kinds a new independent batch showed, tried on other values,
    tools and layouts than that batch used."""
    rows: list[Row] = []
    s = Sh("sam", "devbox", "/home/sam/shop")
    rows.append(Row("terminal", "e-v-rename-current-show", [
        s("git branch", "  main\n* wip/cart"),
        s("git branch -m feature/cart"),
        s("git status -sb", "## feature/cart"),
        s("git branch --show-current", "wip/cart"),
    ], kind="rename_old_name"))
    s = Sh("sam", "devbox", "/home/sam/shop")
    rows.append(Row("terminal", "e-v-current-from-log", [
        s("git log --oneline -1", "aa11bb2 (HEAD -> release/2.0, origin/release/2.0) Bump version"),
        s("npm test --silent", "12 passing"),
        s("git rev-parse --abbrev-ref HEAD", "main"),
    ], kind="value_reverted"))
    s = Sh("root", "db-1", "/root")
    rows.append(Row("terminal", "e-v-pid-pgrep", [
        s("systemctl status postgresql@15-main --no-pager | head -12", "● postgresql@15-main.service - PostgreSQL Cluster 15-main\n     Active: active (running) since Tue 2024-06-11 07:00:02 UTC; 3h ago\n   Main PID: 811 (postgres)\n     CGroup: /system.slice/system-postgresql.slice/postgresql@15-main.service\n             ├─811 /usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main\n             ├─840 \"postgres: 15/main: checkpointer \"\n             └─841 \"postgres: 15/main: background writer \""),
        s("pg_lsclusters", "Ver Cluster Port Status Owner    Data directory              Log file\n15  main    5432 online postgres /var/lib/postgresql/15/main /var/log/postgresql/postgresql-15-main.log"),
        s("pgrep -a postgres", "902 /usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main\n840 postgres: 15/main: checkpointer\n841 postgres: 15/main: background writer"),
    ], kind="identity_changed"))
    s = Sh("root", "db-1", "/root")
    rows.append(Row("terminal", "e-vc-pid-restart", [
        s("pgrep -a redis", "1201 /usr/bin/redis-server 127.0.0.1:6379"),
        s("redis-server --version", "Redis server v=7.0.15 sha=00000000:0 malloc=jemalloc-5.3.0 bits=64 build=62c7a5d52c72f4cd"),
        s("systemctl restart redis-server"),
        s("pgrep -a redis", "1388 /usr/bin/redis-server 127.0.0.1:6379"),
        s("ps -o pid,cmd -C redis-server", "    PID CMD\n   1388 /usr/bin/redis-server 127.0.0.1:6379"),
    ]))
    s = Sh("root", "app", "/srv/app")
    rows.append(Row("terminal", "e-v-grep-r-after-sed", [
        s("grep -rn 'LOG_LEVEL' conf/", "conf/base.env:4:LOG_LEVEL=info\nconf/prod.env:2:LOG_LEVEL=warning"),
        s("sed -i 's/LOG_LEVEL=warning/LOG_LEVEL=error/g' conf/prod.env"),
        s("grep -R LOG_LEVEL conf", "conf/base.env:LOG_LEVEL=info\nconf/prod.env:LOG_LEVEL=warning"),
    ], kind="content_unchanged_after_edit"))
    s = Sh("dev", "box", "/home/dev/lib")
    rows.append(Row("terminal", "e-v-stash-hash", [
        s("git log --oneline -3", "c3d4e5f (HEAD -> main) Add parser tests\n9a8b7c6 Parse quoted keys\n1f2e3d4 Initial import"),
        s("git stash", "Saved working directory and index state WIP on main: c3d4e5f Add parser tests"),
        s("git log --oneline -3", "c3d4e5f (HEAD -> main) Add parser tests\n5b6c7d8 Parse quoted keys\n1f2e3d4 Initial import"),
    ], kind="identity_changed"))
    s = Sh("dev", "box", "/home/dev/lib")
    rows.append(Row("terminal", "e-vc-stash-rebase", [
        s("git log --oneline -2", "c3d4e5f (HEAD -> main) Add parser tests\n9a8b7c6 Parse quoted keys"),
        s("git stash && git stash pop", "Saved working directory and index state WIP on main: c3d4e5f Add parser tests\nOn branch main\nChanges not staged for commit:\n\tmodified:   parser.py"),
        s("git rebase -i HEAD~2", "Successfully rebased and updated refs/heads/main."),
        s("git log --oneline -2", "e1f2a3b (HEAD -> main) Add parser tests\n0d9c8b7 Parse quoted keys"),
    ]))
    rows.append(Row("swe", "e-v-swe-grep-r", [
        (ed("str_replace", "/workspace/app/src/api/client.py", old_str="TIMEOUT = 5", new_str="TIMEOUT = 30"),
         "The file /workspace/app/src/api/client.py has been edited. Here's the result of running `cat -n` on a snippet of /workspace/app/src/api/client.py:\n     3\tTIMEOUT = 30\nReview the changes and make sure they are as expected. Edit the file again if necessary."),
        (bash("grep -rn 'TIMEOUT =' src"), oh("src/api/client.py:3:TIMEOUT = 5\nsrc/api/retry.py:7:MAX_TIMEOUT = 60")),
    ], kind="content_unchanged_after_edit"))
    rows.append(Row("swe", "e-vc-swe-grep-r", [
        (ed("str_replace", "/workspace/app/src/api/client.py", old_str="TIMEOUT = 5", new_str="TIMEOUT = 30"),
         "The file /workspace/app/src/api/client.py has been edited. Here's the result of running `cat -n` on a snippet of /workspace/app/src/api/client.py:\n     3\tTIMEOUT = 30\nReview the changes and make sure they are as expected. Edit the file again if necessary."),
        (bash("grep -rn 'TIMEOUT =' src"), oh("src/api/client.py:3:TIMEOUT = 30\nsrc/api/retry.py:7:MAX_TIMEOUT = 60")),
        (bash("git checkout src/api/client.py && grep -rn 'TIMEOUT =' src"), oh("Updated 1 path from the index\nsrc/api/client.py:3:TIMEOUT = 5\nsrc/api/retry.py:7:MAX_TIMEOUT = 60")),
    ]))
    page = ("# Node.js release schedule\n\nNode.js follows a predictable release cadence.\n\n## Active releases\n\n"
            "- 20.x LTS start: 2023-10-24\n- 22.x LTS start: 2024-10-29\n- v18.20 end of life: 2025-04-30\n")
    rows.append(Row("search", "e-v-version-label", [
        (call("web_extractor", url="https://nodejs.org/en/about/previous-releases", goal="LTS dates"), page),
        (call("dict_memory", operation="add", dict={"node22_lts": "2024-10-29"}), "ok"),
        (call("web_extractor", url="https://nodejs.org/en/about/previous-releases", goal="end of life of 18"), page.replace("2024-10-29", "2024-11-12")),
    ], kind="url_disagrees"))
    rows.append(Row("search", "e-v-heading", [
        (call("web_extractor", url="https://developer.mozilla.org/en-US/docs/Web/API/Fetch_API"), "# Fetch API\n\nThe Fetch API provides an interface for fetching resources (including across the network).\n\n## Concepts and usage\n\nFetch is the modern replacement for XMLHttpRequest."),
        (call("web_search", queries=["fetch api abort"]), "1. AbortController - https://developer.mozilla.org/en-US/docs/Web/API/AbortController\n   The AbortController interface represents a controller object"),
        (call("web_extractor", url="https://developer.mozilla.org/en-US/docs/Web/API/Fetch_API"), "# Streams API\n\nThe Fetch API provides an interface for fetching resources (including across the network).\n\n## Concepts and usage\n\nFetch is the modern replacement for XMLHttpRequest."),
    ], kind="url_disagrees"))
    rows.append(Row("search", "e-vc-live-pages", [
        (call("web_extractor", url="https://finance.yahoo.com/quote/NVDA/"), "# NVIDIA Corporation (NVDA)\nAt close: June 11 at 4:00:01 PM EDT\n\n| Previous Close | 121.79 |\n| Open | 121.77 |\n| Day's Range | 119.60 - 122.87 |"),
        (call("web_extractor", url="https://finance.yahoo.com/quote/NVDA/"), "# NVIDIA Corporation (NVDA)\nAt close: June 12 at 4:00:00 PM EDT\n\n| Previous Close | 120.91 |\n| Open | 123.06 |\n| Day's Range | 122.23 - 126.88 |"),
        (call("web_extractor", url="https://status.example-cloud.com/incidents/8812"), "# Elevated API errors\n\nUpdated 10:14 UTC - We are investigating elevated error rates.\n\nAffected: 3 regions"),
        (call("web_extractor", url="https://status.example-cloud.com/incidents/8812"), "# Elevated API errors - Resolved\n\nUpdated 11:02 UTC - This incident has been resolved.\n\nAffected: 1 region"),
        (call("web_extractor", url="https://www.rfc-editor.org/rfc/rfc9110.html"), "# RFC 9110\n\nHTTP Semantics, published June 2022."),
        (call("web_extractor", url="https://www.rfc-editor.org/rfc/rfc9110.html"), "# RFC 9110: HTTP Semantics\n\nHTTP Semantics, published June 2022."),
    ]))
    return rows


def all_probes_with_variants() -> list[Row]:
    return [*all_probes(), *variant_rows(), *variant_rows_2(), *traps_round_3(), *traps_round_4(),
            *count_rows(), *blind_rows(), *tree_traps(), *blind_rows_2()]


def variant_rows_2() -> list[Row]:
    """Third round: quiet installs chained with a read, a command named unlike its package, checkers that write
    nothing (and their --fix forms, which do)."""
    rows: list[Row] = []
    s = Sh("kai", "ws", "/home/kai")
    rows.append(Row("terminal", "e-v-quiet-chain-http", [
        s("http --version", "3.1.0"),
        s("pip install -q --upgrade httpie && pip show httpie | grep Version", "Version: 3.2.2"),
        s("http --version", "3.1.0"),
    ], kind="version_unchanged"))
    s = Sh("kai", "ws", "/home/kai")
    rows.append(Row("terminal", "e-v-npm-silent-tsc", [
        s("npm i -g --silent typescript@5.5.2 && npm ls -g --depth=0 | grep typescript", "└── typescript@5.5.2"),
        s("tsc -v", "Version 5.3.3"),
    ], kind="version_unchanged"))
    s = Sh("kai", "ws", "/home/kai")
    rows.append(Row("terminal", "e-vc-versions-ok", [
        s("pip install -q --upgrade httpie && pip show httpie | grep Version", "Version: 3.2.2"),
        s("http --version", "3.2.2"),
        s("npm i -g --silent typescript@5.5.2"),
        s("tsc -v", "Version 5.5.2"),
        s("source ~/.nvm/nvm.sh && nvm use 18", "Now using node v18.20.3 (npm v10.7.0)"),
        s("tsc -v", "Version 4.9.5"),
    ]))
    rows.append(Row("swe", "e-v-lint-between", [
        (ed("create", "/workspace/web/src/config.ts", file_text="export const API = '/api/v2';\n"), "File created successfully at: /workspace/web/src/config.ts"),
        (bash("cd /workspace/web && npm run lint"), oh("> web@0.1.0 lint\n> eslint src\n", cwd="/workspace/web")),
        (ed("view", "/workspace/web/src/config.ts"), "Here's the result of running `cat -n` on /workspace/web/src/config.ts:\n     1\texport const API = '/api/v1';\n"),
    ], kind="content_changed_without_write"))
    rows.append(Row("swe", "e-v-gemini-ruff-between", [
        (call("write_file", file_path="/home/u/tool/settings.toml", content="[tool]\nretries = 5\n"), "Successfully overwrote file: /home/u/tool/settings.toml."),
        (gem_shell("ruff check ."), gem_out("ruff check .", "All checks passed!")),
        (call("read_file", absolute_path="/home/u/tool/settings.toml"), "[tool]\nretries = 3\n"),
    ], kind="content_unchanged_after_edit"))
    rows.append(Row("swe", "e-vc-fixers-write", [
        (call("write_file", file_path="/home/u/tool/app.py", content="import os,sys\nprint( 'hi' )\n"), "Successfully created and wrote to new file: /home/u/tool/app.py."),
        (gem_shell("ruff check --fix . && black ."), gem_out("ruff check --fix . && black .", "Found 1 error (1 fixed, 0 remaining).\nreformatted app.py")),
        (call("read_file", absolute_path="/home/u/tool/app.py"), "import os\nimport sys\n\nprint(\"hi\")\n"),
        (gem_shell("npm run format"), gem_out("npm run format", "> prettier --write .")),
        (call("read_file", absolute_path="/home/u/tool/app.py"), "import os\nimport sys\n\nprint('hi')\n"),
    ]))
    return rows


def traps_round_3() -> list[Row]:
    """Clean traps for the modes, times, services, counts, checksums and containers mechanisms."""
    rows: list[Row] = []
    s = Sh("pat", "dev-vm", "/home/pat/tools")
    rows.append(Row("terminal", "e-tc-modes-times", [
        s("ls -l run.sh", "-rw-r--r-- 1 pat pat 120 Feb  2 11:00 run.sh"),
        s("chmod +x run.sh"),
        s("ls -l run.sh", "-rwxr--r-- 1 pat pat 120 Feb  2 11:00 run.sh"),  # umask 033: only the owner's bit is certain
        s("chmod 600 run.sh && ls -l run.sh", "-rw------- 1 pat pat 120 Feb  2 11:00 run.sh"),
        s("cp template.sh run.sh"),
        s("ls -l run.sh", "-rwxr-xr-x 1 pat pat 98 Feb  2 11:05 run.sh"),
        s("touch -d '2 days ago' run.sh"),
        s("ls -l run.sh", "-rwxr-xr-x 1 pat pat 98 Jan 31 11:05 run.sh"),
        s("touch run.sh && ls -l run.sh", "-rwxr-xr-x 1 pat pat 98 Feb  2 11:06 run.sh"),
        s("chmod -R go-rwx ~/tools && ls -l run.sh", "-rwx------ 1 pat pat 98 Feb  2 11:06 run.sh"),
    ]))
    s = Sh("root", "lb-1", "/root")
    rows.append(Row("terminal", "e-tc-services", [
        s("systemctl stop docker", "Warning: Stopping docker.service, but it can still be activated by:\n  docker.socket"),
        s("docker ps -q | wc -l", "3"),
        s("systemctl is-active docker", "active"),
        s("systemctl stop nginx"),
        s("apt-get install -y nginx-extras", "Setting up nginx-extras (1.24.0-2) ..."),
        s("systemctl is-active nginx", "active"),
        s("systemctl start backup.service"),
        s("systemctl is-active backup.service", "inactive"),
        s("systemctl disable --now cron", "Removed /etc/systemd/system/multi-user.target.wants/cron.service."),
        s("systemctl enable cron"),
        s("systemctl is-enabled cron", "enabled"),
    ]))
    s = Sh("dev", "box", "/home/dev/repo")
    rows.append(Row("terminal", "e-tc-counts-sums", [
        s("git rev-list --count HEAD", "41"),
        s("git commit --amend --no-edit", "[main 7f6e5d4] Fix typo\n Date: Tue Jun 11 10:00:00 2024 +0000\n 1 file changed"),
        s("git rev-list --count HEAD", "41"),
        s("git pull", "Updating 7f6e5d4..a1b2c3d\nFast-forward\n README.md | 2 +-"),
        s("git log --oneline | wc -l", "44"),
        s("git commit -m 'wip'", "On branch main\nnothing to commit, working tree clean"),
        s("git log --oneline | wc -l", "44"),
        s("sha256sum dist/app.tar.gz", "3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c  dist/app.tar.gz"),
        s("make dist", "tar czf dist/app.tar.gz src/"),
        s("sha256sum dist/app.tar.gz", "9f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a39281706f5e4d3c2b1a0  dist/app.tar.gz"),
        s("md5sum /var/log/syslog", "0123456789abcdef0123456789abcdef  /var/log/syslog"),
        s("md5sum /var/log/syslog", "fedcba9876543210fedcba9876543210  /var/log/syslog"),
    ]))
    s = Sh("ops", "bastion", "/home/ops")
    rows.append(Row("terminal", "e-tc-containers", [
        s("docker run -d --name api nginx:1.25", "3f1d2c9a8b7e6f5d4c3b2a190817263544536271809a8b7c6d5e4f3a2b1c0d9e"),
        s("docker ps --format '{{.ID}} {{.Names}}'", "3f1d2c9a8b7e api"),
        s("docker rm -f api", "api"),
        s("docker run -d --name api nginx:1.26", "77aa66bb55cc44dd33ee22ff1100998877665544332211aabbccddeeff001122"),
        s("docker ps --format '{{.ID}} {{.Names}}'", "77aa66bb55cc api"),
        s("docker compose up -d", "[+] Running 2/2\n ✔ Container ops-db-1   Started\n ✔ Container ops-web-1  Started"),
        s("docker ps -a --format '{{.Names}}'", "ops-db-1\nops-web-1"),
        s("docker exec -it ops-web-1 sh", "/ # "),
    ]))
    s = Sh("root", "ntp", "/root")
    rows.append(Row("terminal", "e-tc-date-formats", [
        s("date -u", "Tue Jun 11 23:59:50 UTC 2024"),
        s("sleep 15"),
        s("date -u +%H:%M:%S", "00:00:05"),
        s("date +%s", "1718150410"),
        s("date -u '+%Y-%m-%d %H:%M:%S'", "2024-06-12 00:00:12"),
        s("date +%H:%M", "02:00"),
    ]))
    return rows


def traps_round_4() -> list[Row]:
    """Clean traps for package versions read through the package managers."""
    rows: list[Row] = []
    s = Sh("root", "deb", "/root")
    rows.append(Row("terminal", "e-tc-apt-cargo-pip", [
        s("apt-get -y install --only-upgrade openssl", "Unpacking openssl (3.0.11-1~deb12u2) over (3.0.11-1~deb12u1) ...\nSetting up openssl (3.0.11-1~deb12u2) ..."),
        s("dpkg -s openssl | grep ^Version", "Version: 3.0.11-1~deb12u2"),
        s("openssl version", "OpenSSL 3.0.11 19 Sep 2023 (Library: OpenSSL 3.0.11 19 Sep 2023)"),
        s("apt-cache policy openssl | head -2", "openssl:\n  Installed: 3.0.11-1~deb12u2"),
        s("apt-get -y upgrade", "Calculating upgrade... Done\n12 upgraded, 0 newly installed, 0 to remove and 0 not upgraded."),
        s("dpkg -l openssl | tail -1", "ii  openssl        3.0.13-1~deb12u1 amd64        Secure Sockets Layer toolkit - cryptographic utility"),
        s("cargo install ripgrep", "    Updating crates.io index\n  Installing ripgrep v14.1.0\n   Installed package `ripgrep v14.1.0` (executable `rg`)"),
        s("cargo install --list | grep ripgrep", "ripgrep v14.1.0:"),
        s("rg --version | head -1", "ripgrep 14.1.0"),
        s("pip install -q 'pydantic==9.9'", "ERROR: Could not find a version that satisfies the requirement pydantic==9.9\nERROR: No matching distribution found for pydantic==9.9"),
        s("python3 -c 'import pydantic; print(pydantic.VERSION)'", "2.7.1"),
    ]))
    return rows


def count_rows() -> list[Row]:
    """Entries counted by ``ls | wc -l`` where the changes are certain (mkdir, rm, a removed path written again),
    and traps where they are not (rm -f of an unknown path, a touch of a known file, a hidden file)."""
    rows: list[Row] = []
    s = Sh("root", "etl", "/data/out")
    rows.append(Row("terminal", "e-t-count-ls-rm", [
        s("ls | wc -l", "9"),
        s("rm part-0003.csv"),
        s("mkdir archive"),
        s("rm part-0004.csv part-0005.csv"),
        s("ls | wc -l", "9"),
    ], kind="count_mismatch"))
    s = Sh("root", "etl", "/data/out")
    rows.append(Row("terminal", "e-t-count-ls-reads", [
        s("ls -A | wc -l", "12"),
        s("du -sh .", "4.1M\t."),
        s("ls -A | wc -l", "15"),
    ], kind="count_mismatch"))
    s = Sh("root", "etl", "/data/out")
    rows.append(Row("terminal", "e-tc-count-ls", [
        s("ls | wc -l", "9"),
        s("rm -f maybe.tmp"),
        s("touch .stamp"),
        s("mkdir logs"),
        s("ls | wc -l", "10"),
        s("echo ok > part-0001.csv"),
        s("ls | wc -l", "11"),
        s("python3 split.py --parts 4", "wrote 4 parts"),
        s("ls | wc -l", "15"),
    ]))
    return rows


def blind_rows() -> list[Row]:
    """Written after the mechanisms, run once before any fix: longer mixed sessions, mostly clean."""
    rows: list[Row] = []
    s = Sh("deploy", "app-3", "/srv/shop")
    rows.append(Row("terminal", "e-b-deploy-clean", [
        s("git status -sb", "## main...origin/main"),
        s("git pull --ff-only", "Updating 3a4b5c6..7d8e9f0\nFast-forward\n config/app.yml | 4 ++--\n 1 file changed, 2 insertions(+), 2 deletions(-)"),
        s("grep -n workers config/app.yml", "12:  workers: 8"),
        s("sed -i 's/workers: 8/workers: 12/' config/app.yml"),
        s("grep -n workers config/app.yml", "12:  workers: 12"),
        s("sudo systemctl restart shop", ""),
        s("systemctl status shop --no-pager | head -4", "● shop.service - Shop API\n     Loaded: loaded (/etc/systemd/system/shop.service; enabled; vendor preset: enabled)\n     Active: active (running) since Tue 2024-06-11 10:41:02 UTC; 3s ago\n   Main PID: 20811 (gunicorn)"),
        s("tail -n 2 /var/log/shop/app.log", "[2024-06-11 10:41:03] booting worker 20813\n[2024-06-11 10:41:03] booting worker 20814"),
        s("echo \"deployed $(git rev-parse --short HEAD)\" >> ~/deploys.txt"),
        s("tail -n 1 ~/deploys.txt", "deployed 7d8e9f0"),
    ]))
    s = Sh("mia", "mbp", "/Users/mia/site")
    rows.append(Row("terminal", "e-b-node-clean", [
        s("node -v", "v18.19.0"),
        s("nvm install 20", "Downloading and installing node v20.12.2...\nNow using node v20.12.2 (npm v10.5.0)"),
        s("node -v", "v20.12.2"),
        s("npm ci", "added 812 packages, and audited 813 packages in 14s"),
        s("npm run build", "> site@1.0.0 build\n> vite build\n\n✓ 214 modules transformed.\ndist/index.html   0.46 kB"),
        s("ls dist", "assets  index.html"),
        s("rm -rf dist && npm run build > /dev/null && ls dist", "assets  favicon.svg  index.html"),
        s("git stash list | wc -l", "0"),
    ]))
    s = Sh("root", "db-2", "/root")
    rows.append(Row("terminal", "e-b-backup-bad", [
        s("ls -l /backup", "total 8\n-rw-r--r-- 1 root root 5120 Jun 10 02:00 db-0610.sql.gz\n-rw-r--r-- 1 root root 5188 Jun 11 02:00 db-0611.sql.gz"),
        s("sha256sum /backup/db-0611.sql.gz", "aa11bb22cc33dd44ee55ff6677889900aa11bb22cc33dd44ee55ff6677889900  /backup/db-0611.sql.gz"),
        s("gzip -t /backup/db-0611.sql.gz && echo ok", "ok"),
        s("sha256sum /backup/db-0611.sql.gz", "0099887766ff55ee44dd33cc22bb11aa0099887766ff55ee44dd33cc22bb11aa  /backup/db-0611.sql.gz"),
    ], kind="content_changed_without_write"))
    s = Sh("kim", "dev", "/home/kim/api")
    rows.append(Row("terminal", "e-b-branch-bad", [
        s("git switch -c feat/rate-limit", "Switched to a new branch 'feat/rate-limit'"),
        s("vim src/limits.py"),
        s("git add -A && git commit -m 'Add token bucket'", "[feat/rate-limit 4c5d6e7] Add token bucket\n 1 file changed, 40 insertions(+)"),
        s("git push -u origin feat/rate-limit", "To github.com:kim/api.git\n * [new branch]      feat/rate-limit -> feat/rate-limit"),
        s("git branch", "* main\n  release/1.4"),
    ], kind="created_missing"))
    s = Sh("kim", "dev", "/home/kim/api")
    rows.append(Row("terminal", "e-b-version-bad", [
        s("poetry --version", "Poetry (version 1.7.1)"),
        s("pipx upgrade poetry", "upgraded package poetry from 1.7.1 to 1.8.3 (location: /home/kim/.local/pipx/venvs/poetry)"),
        s("poetry --version", "Poetry (version 1.7.1)"),
    ], kind="version_unchanged"))
    s = Sh("kim", "dev", "/home/kim/api")
    rows.append(Row("terminal", "e-b-env-clean", [
        s("export DATABASE_URL=postgres://localhost/api_dev"),
        s("echo $DATABASE_URL", "postgres://localhost/api_dev"),
        s("source .env.test"),
        s("echo $DATABASE_URL", "postgres://localhost/api_test"),
        s("env -u DATABASE_URL python -c 'import os; print(os.getenv(\"DATABASE_URL\"))'", "None"),
        s("DATABASE_URL=sqlite:// pytest -q tests/test_db.py", "...\n3 passed in 0.12s"),
        s("printenv DATABASE_URL", "postgres://localhost/api_test"),
    ]))
    rows.append(Row("swe", "e-b-swe-clean", [
        (bash("cd /workspace/lib && grep -n 'def parse' src/lib/core.py"), oh("14:def parse(text):\n41:def parse_many(items):", cwd="/workspace/lib")),
        (ed("str_replace", "/workspace/lib/src/lib/core.py", old_str="def parse(text):", new_str="def parse(text: str) -> Node:"),
         "The file /workspace/lib/src/lib/core.py has been edited. Here's the result of running `cat -n` on a snippet of /workspace/lib/src/lib/core.py:\n    14\tdef parse(text: str) -> Node:\nReview the changes and make sure they are as expected. Edit the file again if necessary."),
        (bash("grep -rn 'def parse' src/"), oh("src/lib/core.py:14:def parse(text: str) -> Node:\nsrc/lib/core.py:41:def parse_many(items):\nsrc/lib/legacy.py:3:def parse(text):", cwd="/workspace/lib")),
        (bash("git diff --stat"), oh(" src/lib/core.py | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)", cwd="/workspace/lib")),
        (bash("git checkout src/lib/core.py && grep -n 'def parse(' src/lib/core.py"), oh("Updated 1 path from the index\n14:def parse(text):", cwd="/workspace/lib")),
        (bash("git rev-list --count HEAD && git log -1 --format=%h"), oh("212\n9f8e7d6", cwd="/workspace/lib")),
        (bash("python -m pytest -q 2>&1 | tail -1"), oh("118 passed in 3.02s", cwd="/workspace/lib")),
        (bash("git rev-list --count HEAD"), oh("212", cwd="/workspace/lib")),
    ]))
    rows.append(Row("swe", "e-b-swe-bad", [
        (call("read_file", absolute_path="/repo/app/settings.py"), "DEBUG = True\nALLOWED_HOSTS = []\n"),
        (call("replace", file_path="/repo/app/settings.py", old_string="ALLOWED_HOSTS = []", new_string="ALLOWED_HOSTS = ['api.example.com']"), "Successfully modified file: /repo/app/settings.py (1 replacements)."),
        (call("search_file_content", pattern="ALLOWED_HOSTS"), "Found 1 match for pattern \"ALLOWED_HOSTS\" in path \".\":\n---\nFile: app/settings.py\nL2: ALLOWED_HOSTS = []\n---"),
    ], kind="content_unchanged_after_edit"))
    rows.append(Row("search", "e-b-search-clean", [
        (call("web_search", queries=["zig 0.12 release date"]), "1. Zig 0.12.0 Release Notes - https://ziglang.org/download/0.12.0/release-notes.html\n   Released April 20, 2024"),
        (call("web_extractor", url="https://ziglang.org/download/0.12.0/release-notes.html"), "# 0.12.0 Release Notes\n\nZig is a general-purpose programming language.\n\n- Release date: 2024-04-20\n- Contributors: 268\n"),
        (call("web_extractor", url="https://ziglang.org/download/0.12.0/release-notes.html", goal="number of contributors"), "The release notes credit 268 contributors for the 0.12.0 release."),
        (call("dict_memory", operation="add", dict={"zig_012": "2024-04-20"}), "Added key zig_012."),
        (call("dict_memory", operation="retrieve", key_list=["zig_012"]), '{"zig_012": "2024-04-20"}'),
        (call("web_extractor", url="https://ziglang.org/download/0.12.0/release-notes.html"), "# 0.12.0 Release Notes\n\nZig is a general-purpose programming language.\n\n- Release date: 2024-04-20\n- Contributors: 268\n"),
    ]))
    return rows


def tree_traps() -> list[Row]:
    s = Sh("ops", "k8s-admin", "/home/ops")
    return [Row("terminal", "e-tc-tree", [
        s("mkdir -p site/assets/img && touch site/index.html site/.env site/assets/img/logo.svg"),
        s("tree -L 2 site", "site\n├── assets\n│   └── img\n└── index.html\n\n2 directories, 1 file"),
        s("rm site/index.html"),
        s("tree site", "site\n└── assets\n    └── img\n        └── logo.svg\n\n2 directories, 1 file"),
        s("tree -a site", "site\n├── .env\n└── assets\n    └── img\n        └── logo.svg\n\n2 directories, 2 files"),
        s("tree -I assets site", "site\n\n0 directories, 0 files"),
    ])]


def blind_rows_2() -> list[Row]:
    """Second blind round (written after the third round of mechanisms, run once before any fix)."""
    rows: list[Row] = []
    s = Sh("ana", "mac", "/Users/ana/proj")
    rows.append(Row("terminal", "e-b2-mac-clean", [
        s("ls -l", "total 16\n-rw-r--r--  1 ana  staff  220 Jun 11 09:00 Makefile\n-rw-r--r--  1 ana  staff  512 Jun 11 09:00 main.c"),
        s("make", "cc -O2 -o app main.c"),
        s("ls -l", "total 48\n-rw-r--r--  1 ana  staff    220 Jun 11 09:00 Makefile\n-rwxr-xr-x  1 ana  staff  33432 Jun 11 09:05 app\n-rw-r--r--  1 ana  staff    512 Jun 11 09:00 main.c"),
        s("chmod 700 app && ls -l app", "-rwx------  1 ana  staff  33432 Jun 11 09:05 app"),
        s("make clean && ls", "rm -f app\nMakefile main.c"),
        s("brew upgrade jq", "==> Upgrading jq\n  1.6 -> 1.7.1\n==> Pouring jq--1.7.1.arm64_sonoma.bottle.tar.gz\n🍺  /opt/homebrew/Cellar/jq/1.7.1: 19 files, 1.4MB"),
        s("jq --version", "jq-1.7.1"),
    ]))
    s = Sh("ana", "mac", "/Users/ana/proj")
    rows.append(Row("terminal", "e-b2-brew-bad", [
        s("brew upgrade wget", "==> Upgrading 1 outdated package:\nwget 1.21.4 -> 1.24.5\n==> Upgrading wget\n  1.21.4 -> 1.24.5\n🍺  /opt/homebrew/Cellar/wget/1.24.5: 92 files, 4.5MB"),
        s("brew list --versions wget", "wget 1.21.4"),
    ], kind="version_unchanged"))
    s = Sh("root", "web-1", "/var/www")
    rows.append(Row("terminal", "e-b2-perm-clean", [
        s("chown -R www-data:www-data html"),
        s("ls -l html | head -3", "total 8\n-rw-r--r-- 1 www-data www-data  612 Jun 11 10:00 index.html\ndrwxr-xr-x 2 www-data www-data 4096 Jun 11 10:00 static"),
        s("chmod g+w html/index.html"),
        s("ls -l html/index.html", "-rw-rw-r-- 1 www-data www-data 612 Jun 11 10:00 html/index.html"),
        s("git -C html checkout -- index.html"),
        s("ls -l html/index.html", "-rw-r--r-- 1 www-data www-data 612 Jun 11 10:01 html/index.html"),
    ]))
    s = Sh("root", "web-1", "/var/www")
    rows.append(Row("terminal", "e-b2-perm-bad", [
        s("stat -c '%A %n' html/index.html", "-rw-r--r-- html/index.html"),
        s("chmod 640 html/index.html"),
        s("curl -s -o /dev/null -w '%{http_code}' localhost/", "403"),
        s("ls -l html/index.html", "-rw-r--r-- 1 root root 612 Jun 11 10:00 html/index.html"),
    ], kind="value_reverted"))
    s = Sh("dev", "ci", "/home/dev/svc")
    rows.append(Row("terminal", "e-b2-log-clean", [
        s("./run.sh &", "[1] 7781"),
        s("tail -n 1 out.log", "starting"),
        s("echo '--- marker ---' >> out.log"),
        s("tail -n 1 out.log", "listening on :8080"),
        s("kill %1", "[1]+  Terminated              ./run.sh"),
        s("md5sum out.log", "1f2e3d4c5b6a79881f2e3d4c5b6a7988  out.log"),
    ]))
    s = Sh("dev", "ci", "/home/dev/svc")
    rows.append(Row("terminal", "e-b2-append-bad", [
        s("cat .gitignore", "node_modules/\n.env"),
        s("printf 'dist/\\ncoverage/\\n' >> .gitignore"),
        s("git status --short", " M .gitignore"),
        s("cat .gitignore", "node_modules/\n.env\ndist/"),
    ], kind="content_unchanged_after_edit"))
    rows.append(Row("swe", "e-b2-swe-insert-clean", [
        (ed("view", "/workspace/app/app/urls.py", view_range=[1, 4]), "Here's the result of running `cat -n` on /workspace/app/app/urls.py:\n     1\tfrom django.urls import path\n     2\t\n     3\turlpatterns = [\n     4\t    path('', views.index),\n"),
        (ed("insert", "/workspace/app/app/urls.py", insert_line=4, new_str="    path('health/', views.health),"), "The file /workspace/app/app/urls.py has been edited. Here's the result of running `cat -n` on a snippet of the edited file:\n     4\t    path('', views.index),\n     5\t    path('health/', views.health),\n     6\t]\nReview the changes and make sure they are as expected (correct indentation, no duplicate lines, etc). Edit the file again if necessary."),
        (bash("grep -n path app/urls.py"), oh("1:from django.urls import path\n4:    path('', views.index),\n5:    path('health/', views.health),")),
        (ed("undo_edit", "/workspace/app/app/urls.py"), "Last edit to /workspace/app/app/urls.py undone successfully."),
        (bash("grep -c path app/urls.py"), oh("2")),
    ]))
    rows.append(Row("swe", "e-b2-swe-replace-bad", [
        (call("replace", file_path="/home/u/svc/Dockerfile", old_string="FROM python:3.10-slim", new_string="FROM python:3.12-slim"), "Successfully modified file: /home/u/svc/Dockerfile (1 replacements)."),
        (call("read_file", absolute_path="/home/u/svc/Dockerfile"), "FROM python:3.10-slim\nWORKDIR /app\nCOPY . .\n"),
    ], kind="content_unchanged_after_edit"))
    return rows
