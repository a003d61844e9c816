"""Terminal rows of the second labeled set (see benchrows.py): shells, files, git, pip, jobs, env."""

from __future__ import annotations

from tests.decoherence.benchrows import GONE, K, Row

P = "root@3f9c2a71d0be:/app#"
U = "dev@buildbox:~/svc$"


def scr(prompt: str, cmd: str, *out: str, after: str | None = None) -> str:
    """A screen: the command at the prompt, its output, and the next prompt."""
    return "\n".join([f"{prompt} {cmd}", *out, after or prompt])


LS_APP = ("total 20", "drwxr-xr-x 1 root root 4096 Mar 11 09:12 .", "drwxr-xr-x 1 root root 4096 Mar 11 09:10 ..",
          "-rw-r--r-- 1 root root  412 Mar 11 09:12 main.py", "-rw-r--r-- 1 root root   88 Mar 11 09:12 requirements.txt")

ROWS: list[Row] = [
    # ---------------------------------------------------------------- clean, with traps
    Row("terminal", "t-clean-scaffold", state=P, turns=[
        (K("ls -la"), scr(P, "ls -la", *LS_APP)),
        (K("mkdir -p logs && touch logs/app.log"), scr(P, "mkdir -p logs && touch logs/app.log")),
        (K("echo 'PORT=8080' > .env"), scr(P, "echo 'PORT=8080' > .env")),
        (K("cat .env"), scr(P, "cat .env", "PORT=8080")),
        (K("ls -a"), scr(P, "ls -a", ".  ..  .env  logs  main.py  requirements.txt")),
    ]),
    Row("terminal", "t-clean-background-job", state=P, note="a redirect inside a background subshell is not immediate",
        turns=[
            (K("( sleep 20 && echo done > build.flag ) &"), scr(P, "( sleep 20 && echo done > build.flag ) &", "[1] 2841")),
            (K("ls"), scr(P, "ls", "main.py  requirements.txt")),
            (K("sleep 25; ls"), scr(P, "sleep 25; ls", "build.flag  main.py  requirements.txt",
                                    after=f"[1]+  Done                    ( sleep 20 && echo done > build.flag )\n{P}")),
            (K("cat build.flag"), scr(P, "cat build.flag", "done")),
        ]),
    Row("terminal", "t-clean-subshell-cd", state=U, note="cd inside a subshell leaves the shell where it was", turns=[
        (K("( cd /tmp && pwd )"), scr(U, "( cd /tmp && pwd )", "/tmp")),
        (K("pwd"), scr(U, "pwd", "/home/dev/svc")),
        (K("cd .. && pwd"), scr(U, "cd .. && pwd", "/home/dev", after="dev@buildbox:~$")),
    ]),
    Row("terminal", "t-clean-sed-inplace", state=P, turns=[
        (K("cat config.ini"), scr(P, "cat config.ini", "[server]", "host = 0.0.0.0", "port = 8080", "debug = false")),
        (K("sed -i 's/port = 8080/port = 9090/' config.ini"), scr(P, "sed -i 's/port = 8080/port = 9090/' config.ini")),
        (K("grep port config.ini"), scr(P, "grep port config.ini", "port = 9090")),
        (K("cat config.ini"), scr(P, "cat config.ini", "[server]", "host = 0.0.0.0", "port = 9090", "debug = false")),
    ]),
    Row("terminal", "t-clean-append-count", state=U, turns=[
        (K("wc -l notes.txt"), scr(U, "wc -l notes.txt", "3 notes.txt")),
        (K("echo 'ship v2 on friday' >> notes.txt"), scr(U, "echo 'ship v2 on friday' >> notes.txt")),
        (K("wc -l notes.txt"), scr(U, "wc -l notes.txt", "4 notes.txt")),
        (K("tail -n 1 notes.txt"), scr(U, "tail -n 1 notes.txt", "ship v2 on friday")),
    ]),
    Row("terminal", "t-clean-git-branch", state=U, turns=[
        (K("git branch"), scr(U, "git branch", "* master")),
        (K("git branch -m master main"), scr(U, "git branch -m master main")),
        (K("git commit -am 'Tighten retry loop'"), scr(U, "git commit -am 'Tighten retry loop'",
                                                        "[main 7c1e09b] Tighten retry loop",
                                                        " 1 file changed, 4 insertions(+), 2 deletions(-)")),
        (K("git log --oneline -2"), scr(U, "git log --oneline -2", "7c1e09b (HEAD -> main) Tighten retry loop",
                                        "51aa3d0 Initial import")),
        (K("git branch"), scr(U, "git branch", "* main")),
    ]),
    Row("terminal", "t-clean-pip-upgrade", state=P, turns=[
        (K("pip show requests | head -2"), scr(P, "pip show requests | head -2", "Name: requests", "Version: 2.28.1")),
        (K("pip install -q --upgrade requests==2.32.3"), scr(P, "pip install -q --upgrade requests==2.32.3")),
        (K("pip show requests | head -2"), scr(P, "pip show requests | head -2", "Name: requests", "Version: 2.32.3")),
    ]),
    Row("terminal", "t-clean-env-clock", state=U, turns=[
        (K("date"), scr(U, "date", "Tue Mar 11 09:14:02 UTC 2025")),
        (K("export APP_ENV=staging"), scr(U, "export APP_ENV=staging")),
        (K("env | grep APP_"), scr(U, "env | grep APP_", "APP_ENV=staging")),
        (K("date"), scr(U, "date", "Tue Mar 11 09:14:31 UTC 2025")),
        (K("unset APP_ENV; echo \"[$APP_ENV]\""), scr(U, "unset APP_ENV; echo \"[$APP_ENV]\"", "[]")),
    ]),
    Row("terminal", "t-clean-rm-recreate", state=P, turns=[
        (K("rm -f main.py"), scr(P, "rm -f main.py")),
        (K("ls"), scr(P, "ls", "requirements.txt")),
        (K("printf 'print(1)\\n' > main.py"), scr(P, "printf 'print(1)\\n' > main.py")),
        (K("ls"), scr(P, "ls", "main.py  requirements.txt")),
        (K("cat main.py"), scr(P, "cat main.py", "print(1)")),
    ]),
    Row("terminal", "t-clean-jobs-kill", state=U, turns=[
        (K("sleep 600 &"), scr(U, "sleep 600 &", "[1] 31877")),
        (K("jobs -l"), scr(U, "jobs -l", "[1]+ 31877 Running                 sleep 600 &")),
        (K("kill %1"), scr(U, "kill %1")),
        (K("jobs -l"), scr(U, "jobs -l", "[1]+ 31877 Terminated              sleep 600")),
    ]),
    # ---------------------------------------------------------------- contradictions
    Row("terminal", "t-created-missing", kind="created-missing", note="a directory made earlier is not in ls", state=P,
        turns=[
            (K("mkdir migrations"), scr(P, "mkdir migrations")),
            (K("python3 -c 'print(2+2)'"), scr(P, "python3 -c 'print(2+2)'", "4")),
            (K("ls"), scr(P, "ls", "main.py  requirements.txt")),
        ], gap=GONE["terminal"]),
    Row("terminal", "t-deleted-listed", kind="deleted-listed", note="a removed file is listed three steps later",
        state=U, turns=[
            (K("ls"), scr(U, "ls", "Dockerfile  README.md  old_settings.py  settings.py")),
            (K("rm old_settings.py"), scr(U, "rm old_settings.py")),
            (K("cat README.md | head -1"), scr(U, "cat README.md | head -1", "# svc")),
            (K("git status --short"), scr(U, "git status --short", " D old_settings.py")),
            (K("ls -l"), scr(U, "ls -l", "total 12", "-rw-r--r-- 1 dev dev  310 Mar 10 17:02 Dockerfile",
                             "-rw-r--r-- 1 dev dev   93 Mar 10 17:02 README.md",
                             "-rw-r--r-- 1 dev dev 1204 Mar 10 17:02 old_settings.py",
                             "-rw-r--r-- 1 dev dev 1877 Mar 10 17:02 settings.py")),
        ]),
    Row("terminal", "t-commit-hash", kind="identity", note="a commit's hash changes in git log", state=U, turns=[
        (K("git add parser.py && git commit -m 'Add parser'"), scr(U, "git add parser.py && git commit -m 'Add parser'",
                                                                  "[main 4f1c2ab] Add parser",
                                                                  " 1 file changed, 57 insertions(+)",
                                                                  " create mode 100644 parser.py")),
        (K("git log --oneline -3"), scr(U, "git log --oneline -3", "9d0e7a1 (HEAD -> main) Add parser",
                                        "51aa3d0 Initial import")),
    ]),
    Row("terminal", "t-job-pid", kind="identity", note="a background job's PID changes", state=P, turns=[
        (K("python3 -m http.server 8000 > /dev/null 2>&1 &"),
         scr(P, "python3 -m http.server 8000 > /dev/null 2>&1 &", "[1] 4121")),
        (K("curl -s -o /dev/null -w '%{http_code}\\n' localhost:8000"),
         scr(P, "curl -s -o /dev/null -w '%{http_code}\\n' localhost:8000", "200")),
        (K("jobs -l"), scr(P, "jobs -l", "[1]+  5532 Running                 python3 -m http.server 8000 > /dev/null 2>&1 &")),
    ], gap=GONE["terminal"]),
    Row("terminal", "t-sed-ignored", kind="content", note="sed -i did not change what cat shows", state=P, turns=[
        (K("cat config.ini"), scr(P, "cat config.ini", "[server]", "host = 0.0.0.0", "port = 8080")),
        (K("sed -i 's/8080/9090/' config.ini"), scr(P, "sed -i 's/8080/9090/' config.ini")),
        (K("cat config.ini"), scr(P, "cat config.ini", "[server]", "host = 0.0.0.0", "port = 8080")),
    ]),
    Row("terminal", "t-append-count", kind="count", note="wc -l does not follow an append", state=U, turns=[
        (K("wc -l hosts.txt"), scr(U, "wc -l hosts.txt", "12 hosts.txt")),
        (K("echo '10.0.4.17 cache-2' >> hosts.txt"), scr(U, "echo '10.0.4.17 cache-2' >> hosts.txt")),
        (K("wc -l hosts.txt"), scr(U, "wc -l hosts.txt", "12 hosts.txt")),
    ]),
    Row("terminal", "t-clock-back", kind="clock", note="date goes backwards", state=P, turns=[
        (K("date"), scr(P, "date", "Wed Mar 12 14:20:11 UTC 2025")),
        (K("sleep 2 && date"), scr(P, "sleep 2 && date", "Wed Mar 12 14:07:48 UTC 2025")),
    ]),
    Row("terminal", "t-env-missing", kind="env", note="an exported variable is missing from env", state=U, turns=[
        (K("export DB_URL=postgres://db:5432/app"), scr(U, "export DB_URL=postgres://db:5432/app")),
        (K("env | sort"), scr(U, "env | sort", "HOME=/home/dev", "LANG=C.UTF-8", "PATH=/usr/local/bin:/usr/bin:/bin",
                              "PWD=/home/dev/svc", "SHELL=/bin/bash", "USER=dev")),
    ]),
    Row("terminal", "t-branch-old-name", kind="rename", note="a renamed branch is listed under its old name", state=U,
        turns=[
            (K("git branch"), scr(U, "git branch", "  feature/login", "* master")),
            (K("git branch -m feature/login feature/auth"), scr(U, "git branch -m feature/login feature/auth")),
            (K("git log --oneline -1"), scr(U, "git log --oneline -1", "51aa3d0 (HEAD -> master) Initial import")),
            (K("git branch"), scr(U, "git branch", "  feature/login", "* master")),
        ]),
    Row("terminal", "t-pip-version", kind="version", note="a package version is unchanged after an upgrade", state=P,
        turns=[
            (K("pip show flask | grep Version"), scr(P, "pip show flask | grep Version", "Version: 2.2.5")),
            (K("pip install --upgrade flask==3.0.3"), scr(P, "pip install --upgrade flask==3.0.3",
                                                          "Collecting flask==3.0.3",
                                                          "  Downloading flask-3.0.3-py3-none-any.whl (101 kB)",
                                                          "Installing collected packages: flask",
                                                          "  Attempting uninstall: flask",
                                                          "    Found existing installation: Flask 2.2.5",
                                                          "    Uninstalling Flask-2.2.5:",
                                                          "      Successfully uninstalled Flask-2.2.5",
                                                          "Successfully installed flask-3.0.3")),
            (K("pip show flask | grep Version"), scr(P, "pip show flask | grep Version", "Version: 2.2.5")),
        ]),
    Row("terminal", "t-content-drift", kind="content", note="a file reads differently with no write in between",
        state=U, turns=[
            (K("cat VERSION"), scr(U, "cat VERSION", "1.4.2")),
            (K("ls"), scr(U, "ls", "Dockerfile  README.md  VERSION  settings.py")),
            (K("cat VERSION"), scr(U, "cat VERSION", "1.5.0")),
        ], gap=GONE["terminal"]),
    Row("terminal", "t-size-drift", kind="content", note="a file's size changes with no write", state=P, turns=[
        (K("ls -l"), scr(P, "ls -l", "total 8", "-rw-r--r-- 1 root root  412 Mar 11 09:12 main.py",
                         "-rw-r--r-- 1 root root   88 Mar 11 09:12 requirements.txt")),
        (K("head -3 main.py"), scr(P, "head -3 main.py", "import sys", "", "def main():")),
        (K("ls -l"), scr(P, "ls -l", "total 8", "-rw-r--r-- 1 root root 1297 Mar 11 09:12 main.py",
                         "-rw-r--r-- 1 root root   88 Mar 11 09:12 requirements.txt")),
    ], gap=GONE["terminal"]),
]
