"""Terminal trajectories for the labeled set (see evalset.py)."""

from __future__ import annotations

from tests.decoherence.benchrows import GONE
from tests.decoherence.evalset import Inject, K, S, Traj

PY_PROJECT = Traj(
    name="terminal-flask-project",
    domain="terminal",
    title="Set up a small Flask project",
    state="dev@buildbox:~$",
    steps=[
        S(K("mkdir -p ~/webapp/src && cd ~/webapp"),
          "dev@buildbox:~$ mkdir -p ~/webapp/src && cd ~/webapp\n"
          "dev@buildbox:~/webapp$"),
        S(K("python3 -m venv .venv", "source .venv/bin/activate", d=3),
          "dev@buildbox:~/webapp$ python3 -m venv .venv\n"
          "dev@buildbox:~/webapp$ source .venv/bin/activate\n"
          "(.venv) dev@buildbox:~/webapp$"),
        S([{"keystrokes": "cat > src/app.py << 'EOF'\nfrom flask import Flask\n\napp = Flask(__name__)\n\n"
                          "@app.get(\"/health\")\ndef health():\n    return {\"ok\": True}\nEOF\n", "duration": 0.5}],
          "(.venv) dev@buildbox:~/webapp$ cat > src/app.py << 'EOF'\n"
          "> from flask import Flask\n"
          ">\n"
          "> app = Flask(__name__)\n"
          ">\n"
          "> @app.get(\"/health\")\n"
          "> def health():\n"
          ">     return {\"ok\": True}\n"
          "> EOF\n"
          "(.venv) dev@buildbox:~/webapp$"),
        S(K("ls -la"),
          "(.venv) dev@buildbox:~/webapp$ ls -la\n"
          "total 16\n"
          "drwxr-xr-x 4 dev dev 4096 Apr  1 12:03 .\n"
          "drwxr-x--- 9 dev dev 4096 Apr  1 12:02 ..\n"
          "drwxr-xr-x 5 dev dev 4096 Apr  1 12:02 .venv\n"
          "drwxr-xr-x 2 dev dev 4096 Apr  1 12:03 src\n"
          "(.venv) dev@buildbox:~/webapp$"),
        S(K("cat src/app.py"),
          "(.venv) dev@buildbox:~/webapp$ cat src/app.py\n"
          "from flask import Flask\n"
          "\n"
          "app = Flask(__name__)\n"
          "\n"
          "@app.get(\"/health\")\n"
          "def health():\n"
          "    return {\"ok\": True}\n"
          "(.venv) dev@buildbox:~/webapp$"),
        S(K("pip install flask==3.0.2", d=20),
          "(.venv) dev@buildbox:~/webapp$ pip install flask==3.0.2\n"
          "Collecting flask==3.0.2\n"
          "  Downloading flask-3.0.2-py3-none-any.whl (101 kB)\n"
          "     ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 101.3/101.3 kB 2.9 MB/s eta 0:00:00\n"
          "Collecting Werkzeug>=3.0.0\n"
          "  Downloading werkzeug-3.0.1-py3-none-any.whl (226 kB)\n"
          "Collecting Jinja2>=3.1.2\n"
          "  Using cached jinja2-3.1.3-py3-none-any.whl (133 kB)\n"
          "Collecting itsdangerous>=2.1.2\n"
          "  Using cached itsdangerous-2.1.2-py3-none-any.whl (15 kB)\n"
          "Collecting click>=8.1.3\n"
          "  Using cached click-8.1.7-py3-none-any.whl (97 kB)\n"
          "Collecting blinker>=1.6.2\n"
          "  Using cached blinker-1.7.0-py3-none-any.whl (13 kB)\n"
          "Collecting MarkupSafe>=2.0\n"
          "  Using cached MarkupSafe-2.1.5-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (28 kB)\n"
          "Installing collected packages: MarkupSafe, itsdangerous, click, blinker, Werkzeug, Jinja2, flask\n"
          "Successfully installed Jinja2-3.1.3 MarkupSafe-2.1.5 Werkzeug-3.0.1 blinker-1.7.0 click-8.1.7 "
          "flask-3.0.2 itsdangerous-2.1.2\n"
          "(.venv) dev@buildbox:~/webapp$"),
        S(K("echo \"flask==3.0.2\" > requirements.txt"),
          "(.venv) dev@buildbox:~/webapp$ echo \"flask==3.0.2\" > requirements.txt\n"
          "(.venv) dev@buildbox:~/webapp$"),
        S(K("deactivate", "rm -rf .venv", "ls -a"),
          "(.venv) dev@buildbox:~/webapp$ deactivate\n"
          "dev@buildbox:~/webapp$ rm -rf .venv\n"
          "dev@buildbox:~/webapp$ ls -a\n"
          ".  ..  requirements.txt  src\n"
          "dev@buildbox:~/webapp$"),
        S(K("cat requirements.txt"),
          "dev@buildbox:~/webapp$ cat requirements.txt\n"
          "flask==3.0.2\n"
          "dev@buildbox:~/webapp$"),
        S(K("cd src && ls"),
          "dev@buildbox:~/webapp$ cd src && ls\n"
          "app.py\n"
          "dev@buildbox:~/webapp/src$"),
        S(K("cd -"),
          "dev@buildbox:~/webapp/src$ cd -\n"
          "/home/dev/webapp\n"
          "dev@buildbox:~/webapp$"),
        S(K("pwd"),
          "dev@buildbox:~/webapp$ pwd\n"
          "/home/dev/webapp\n"
          "dev@buildbox:~/webapp$"),
    ],
    injects=[
        Inject("requirements-missing-from-ls", 8, ["terminal.file"],
               "requirements.txt was written at step 7 but ls -a leaves it out",
               replace=(".  ..  requirements.txt  src", ".  ..  src"), gap=GONE["terminal"]),
        Inject("requirements-not-found", 9, ["terminal.file"],
               "cat says the file written at step 7 does not exist",
               replace=("flask==3.0.2\n", "cat: requirements.txt: No such file or directory\n"), gap=GONE["terminal"]),
        Inject("requirements-other-content", 9, ["terminal.content"],
               "cat shows a version that was never written",
               replace=("flask==3.0.2\n", "flask==2.3.3\n"), gap=GONE["terminal"]),
        Inject("app-source-changed", 5, ["terminal.content"],
               "the heredoc wrote app.py at step 3; cat shows another route",
               replace=("@app.get(\"/health\")", "@app.get(\"/status\")"), gap=GONE["terminal"]),
        Inject("venv-back-after-rm", 8, ["terminal.file"],
               "the virtualenv removed in the same step is listed by ls -a",
               replace=(".  ..  requirements.txt  src", ".  ..  .venv  requirements.txt  src")),
        Inject("prompt-wrong-dir-after-cd", 10, ["terminal.cwd"],
               "cd src, but the prompt shows another directory",
               replace=("dev@buildbox:~/webapp/src$", "dev@buildbox:~/webapp/static$")),
        Inject("cd-dash-stays", 11, ["terminal.cwd"],
               "cd - prints the old directory but the prompt stays in src",
               replace=("/home/dev/webapp\ndev@buildbox:~/webapp$", "/home/dev/webapp\ndev@buildbox:~/webapp/src$")),
        Inject("pwd-wrong", 12, ["terminal.cwd"], "pwd prints a directory the shell is not in",
               replace=("/home/dev/webapp\n", "/home/dev/webapp/src\n")),
        Inject("pip-echo", 6, ["format.echo"], "the model answered with the command itself",
               obs="pip install flask==3.0.2"),
        Inject("pip-loop", 6, ["format.repetition"], "the install output degenerates into a loop",
               obs="(.venv) dev@buildbox:~/webapp$ pip install flask==3.0.2\n"
                   "Collecting flask==3.0.2\n"
                   "  Downloading flask-3.0.2-py3-none-any.whl (101 kB)\n"
                   + "Collecting Werkzeug>=3.0.0\n  Downloading werkzeug-3.0.1-py3-none-any.whl (226 kB)\n" * 9),
        Inject("pip-cut-by-length", 6, ["generation", "format"],
               "the generation ran out of tokens inside the reasoning: no observation",
               raw="<think>\nThe agent installs flask 3.0.2 into the venv. pip will resolve Werkzeug, Jinja2, "
                   "itsdangerous, click, blinker and MarkupSafe, download wheels, then", finish="length"),
    ],
)

LOG_TRIAGE = Traj(
    name="terminal-nginx-log-triage",
    domain="terminal",
    title="Look into 502s in the nginx logs",
    state="root@web-01:~#",
    steps=[
        S(K("cd /var/log/nginx"),
          "root@web-01:~# cd /var/log/nginx\n"
          "root@web-01:/var/log/nginx#"),
        S(K("ls -lh"),
          "root@web-01:/var/log/nginx# ls -lh\n"
          "total 2.1M\n"
          "-rw-r----- 1 www-data adm 1.4M Mar 14 09:58 access.log\n"
          "-rw-r----- 1 www-data adm 612K Mar 13 23:59 access.log.1\n"
          "-rw-r----- 1 www-data adm  88K Mar 14 09:41 error.log\n"
          "root@web-01:/var/log/nginx#"),
        S(K("grep -c ' 502 ' access.log"),
          "root@web-01:/var/log/nginx# grep -c ' 502 ' access.log\n"
          "37\n"
          "root@web-01:/var/log/nginx#"),
        S(K("tail -n 3 error.log"),
          "root@web-01:/var/log/nginx# tail -n 3 error.log\n"
          "2025/03/14 09:40:12 [error] 812#812: *20511 connect() failed (111: Connection refused) while connecting "
          "to upstream, client: 10.0.3.17, server: shop.internal, request: \"GET /api/cart HTTP/1.1\", "
          "upstream: \"http://127.0.0.1:8081/api/cart\", host: \"shop.internal\"\n"
          "2025/03/14 09:40:58 [error] 812#812: *20533 connect() failed (111: Connection refused) while connecting "
          "to upstream, client: 10.0.3.22, server: shop.internal, request: \"POST /api/checkout HTTP/1.1\", "
          "upstream: \"http://127.0.0.1:8081/api/checkout\", host: \"shop.internal\"\n"
          "2025/03/14 09:41:03 [error] 812#812: *20540 no live upstreams while connecting to upstream, client: "
          "10.0.3.17, server: shop.internal, request: \"GET /api/cart HTTP/1.1\", upstream: "
          "\"http://backend/api/cart\", host: \"shop.internal\"\n"
          "root@web-01:/var/log/nginx#"),
        S(K("mkdir -p /root/incident && cp error.log /root/incident/error-0314.log"),
          "root@web-01:/var/log/nginx# mkdir -p /root/incident && cp error.log /root/incident/error-0314.log\n"
          "root@web-01:/var/log/nginx#"),
        S(K("cd /root/incident && ls"),
          "root@web-01:/var/log/nginx# cd /root/incident && ls\n"
          "error-0314.log\n"
          "root@web-01:~/incident#"),
        S(K("gzip -9 error-0314.log", "ls"),
          "root@web-01:~/incident# gzip -9 error-0314.log\n"
          "root@web-01:~/incident# ls\n"
          "error-0314.log.gz\n"
          "root@web-01:~/incident#"),
        S(K("pwd"),
          "root@web-01:~/incident# pwd\n"
          "/root/incident\n"
          "root@web-01:~/incident#"),
        S(K("systemctl status backend --no-pager | head -n 4"),
          "root@web-01:~/incident# systemctl status backend --no-pager | head -n 4\n"
          "× backend.service - Shop backend (gunicorn)\n"
          "     Loaded: loaded (/etc/systemd/system/backend.service; enabled; vendor preset: enabled)\n"
          "     Active: failed (Result: exit-code) since Fri 2025-03-14 09:39:51 UTC; 22min ago\n"
          "    Process: 30112 ExecStart=/srv/shop/venv/bin/gunicorn -b 127.0.0.1:8081 shop.wsgi (code=exited, "
          "status=3)\n"
          "root@web-01:~/incident#"),
        S(K("cd"),
          "root@web-01:~/incident# cd\n"
          "root@web-01:~#"),
    ],
    injects=[
        Inject("pwd-old-dir", 8, ["terminal.cwd"], "pwd prints the log directory the shell left at step 6",
               replace=("/root/incident\n", "/var/log/nginx\n")),
        Inject("copied-log-missing", 6, ["terminal.file"], "the copy made at step 5 is not in the listing",
               replace=("error-0314.log\nroot", "root"), gap=GONE["terminal"]),
        Inject("cd-home-ignored", 10, ["terminal.cwd"], "cd without arguments goes home; the prompt stays",
               replace=("root@web-01:~#", "root@web-01:~/incident#")),
        Inject("host-changed", 7, ["terminal.prompt"], "the host name changes with no ssh",
               obs="root@web-01:~/incident# gzip -9 error-0314.log\n"
                   "root@web-02:~/incident# ls\n"
                   "error-0314.log.gz\n"
                   "root@web-02:~/incident#", gap=GONE["terminal"]),
        Inject("prompt-jumps", 3, ["terminal.cwd"], "the prompt shows a directory no command entered",
               obs="root@web-01:/var/log/nginx# grep -c ' 502 ' access.log\n"
                   "37\n"
                   "root@web-01:/var/log#"),
    ],
)

GIT_FEATURE = Traj(
    name="terminal-git-feature-branch",
    domain="terminal",
    title="Clone a repository and start a fix on a branch",
    state="maya@laptop:~$",
    steps=[
        S(K("git clone https://github.com/acme/widgets.git && cd widgets", d=5),
          "maya@laptop:~$ git clone https://github.com/acme/widgets.git && cd widgets\n"
          "Cloning into 'widgets'...\n"
          "remote: Enumerating objects: 412, done.\n"
          "remote: Counting objects: 100% (412/412), done.\n"
          "remote: Compressing objects: 100% (233/233), done.\n"
          "remote: Total 412 (delta 201), reused 355 (delta 160), pack-reused 0\n"
          "Receiving objects: 100% (412/412), 96.31 KiB | 1.71 MiB/s, done.\n"
          "Resolving deltas: 100% (201/201), done.\n"
          "maya@laptop:~/widgets$"),
        S(K("ls"),
          "maya@laptop:~/widgets$ ls\n"
          "LICENSE  README.md  pyproject.toml  src  tests\n"
          "maya@laptop:~/widgets$"),
        S(K("git checkout -b fix/parse-dates"),
          "maya@laptop:~/widgets$ git checkout -b fix/parse-dates\n"
          "Switched to a new branch 'fix/parse-dates'\n"
          "maya@laptop:~/widgets$"),
        S(K("printf 'from datetime import datetime, timezone\\n' > src/dates.py", "git status --short"),
          "maya@laptop:~/widgets$ printf 'from datetime import datetime, timezone\\n' > src/dates.py\n"
          "maya@laptop:~/widgets$ git status --short\n"
          "?? src/dates.py\n"
          "maya@laptop:~/widgets$"),
        S(K("mv src/dates.py src/date_utils.py && ls src"),
          "maya@laptop:~/widgets$ mv src/dates.py src/date_utils.py && ls src\n"
          "__init__.py  date_utils.py  widgets.py\n"
          "maya@laptop:~/widgets$"),
        S(K("cat src/date_utils.py"),
          "maya@laptop:~/widgets$ cat src/date_utils.py\n"
          "from datetime import datetime, timezone\n"
          "maya@laptop:~/widgets$"),
        S(K("git add -A && git commit -m \"Add date utils\""),
          "maya@laptop:~/widgets$ git add -A && git commit -m \"Add date utils\"\n"
          "[fix/parse-dates 3f2c1a9] Add date utils\n"
          " 1 file changed, 1 insertion(+)\n"
          " create mode 100644 src/date_utils.py\n"
          "maya@laptop:~/widgets$"),
        S(K("ls src"),
          "maya@laptop:~/widgets$ ls src\n"
          "__init__.py  date_utils.py  widgets.py\n"
          "maya@laptop:~/widgets$"),
        S(K("git log --oneline -3"),
          "maya@laptop:~/widgets$ git log --oneline -3\n"
          "3f2c1a9 (HEAD -> fix/parse-dates) Add date utils\n"
          "9b0e4d2 (origin/main, origin/HEAD, main) Release 0.8.1\n"
          "71ac3f5 Handle empty widget names\n"
          "maya@laptop:~/widgets$"),
    ],
    injects=[
        Inject("old-name-still-listed", 5, ["terminal.file"], "after mv the old name is still listed",
               replace=("__init__.py  date_utils.py  widgets.py", "__init__.py  date_utils.py  dates.py  widgets.py")),
        Inject("renamed-file-gone", 8, ["terminal.file"], "the renamed file is missing after the commit",
               replace=("__init__.py  date_utils.py  widgets.py", "__init__.py  widgets.py"), gap=GONE["terminal"]),
        Inject("content-changed", 6, ["terminal.content"], "the file holds another import than printf wrote",
               replace=("from datetime import datetime, timezone\nmaya", "import datetime as dt\nmaya"), gap=GONE["terminal"]),
        Inject("prompt-back-home", 2, ["terminal.cwd"], "the prompt is back in ~ though nothing left the clone",
               obs="maya@laptop:~$ ls\n"
                   "LICENSE  README.md  pyproject.toml  src  tests\n"
                   "maya@laptop:~$"),
        Inject("tags-in-terminal", 2, [], "the answer uses <predicted_observation> tags in the terminal domain: "
               "upstream's parser reads them first in every domain, so this is no format error",
               raw="<think>\nA fresh clone: list the top level.\n</think>\n\n<predicted_observation>\n"
                   "maya@laptop:~/widgets$ ls\nLICENSE  README.md  pyproject.toml  src  tests\nmaya@laptop:~/widgets$\n"
                   "</predicted_observation>"),
    ],
)

ENV_JOBS = Traj(
    name="terminal-env-and-jobs",
    domain="terminal",
    title="Environment variables and background jobs on a CI runner",
    state="sam@ci-runner:~/svc$",
    steps=[
        S(K("export API_URL=https://staging.example.net", "export RETRIES=3"),
          "sam@ci-runner:~/svc$ export API_URL=https://staging.example.net\n"
          "sam@ci-runner:~/svc$ export RETRIES=3\n"
          "sam@ci-runner:~/svc$"),
        S(K("echo $API_URL"),
          "sam@ci-runner:~/svc$ echo $API_URL\n"
          "https://staging.example.net\n"
          "sam@ci-runner:~/svc$"),
        S(K("python3 -m http.server 8080 > server.log 2>&1 &"),
          "sam@ci-runner:~/svc$ python3 -m http.server 8080 > server.log 2>&1 &\n"
          "[1] 48213\n"
          "sam@ci-runner:~/svc$"),
        S(K("sleep 600 &", "jobs"),
          "sam@ci-runner:~/svc$ sleep 600 &\n"
          "[2] 48230\n"
          "sam@ci-runner:~/svc$ jobs\n"
          "[1]-  Running                 python3 -m http.server 8080 > server.log 2>&1 &\n"
          "[2]+  Running                 sleep 600 &\n"
          "sam@ci-runner:~/svc$"),
        S(K("kill %2", "jobs"),
          "sam@ci-runner:~/svc$ kill %2\n"
          "sam@ci-runner:~/svc$ jobs\n"
          "[1]+  Running                 python3 -m http.server 8080 > server.log 2>&1 &\n"
          "[2]-  Terminated              sleep 600\n"
          "sam@ci-runner:~/svc$"),
        S(K("unset RETRIES && echo \"retries=${RETRIES:-unset}\""),
          "sam@ci-runner:~/svc$ unset RETRIES && echo \"retries=${RETRIES:-unset}\"\n"
          "retries=unset\n"
          "sam@ci-runner:~/svc$"),
        S(K("printenv API_URL"),
          "sam@ci-runner:~/svc$ printenv API_URL\n"
          "https://staging.example.net\n"
          "sam@ci-runner:~/svc$"),
        S(K("export API_URL=https://prod.example.net && echo $API_URL"),
          "sam@ci-runner:~/svc$ export API_URL=https://prod.example.net && echo $API_URL\n"
          "https://prod.example.net\n"
          "sam@ci-runner:~/svc$"),
        S(K("curl -sI localhost:8080 | head -n 1"),
          "sam@ci-runner:~/svc$ curl -sI localhost:8080 | head -n 1\n"
          "HTTP/1.0 200 OK\n"
          "sam@ci-runner:~/svc$"),
        S(K("echo $RETRIES"),
          "sam@ci-runner:~/svc$ echo $RETRIES\n"
          "\n"
          "sam@ci-runner:~/svc$"),
        S(K("kill %1", "sleep 1; jobs"),
          "sam@ci-runner:~/svc$ kill %1\n"
          "sam@ci-runner:~/svc$ sleep 1; jobs\n"
          "[1]+  Terminated              python3 -m http.server 8080 > server.log 2>&1\n"
          "sam@ci-runner:~/svc$"),
    ],
    injects=[
        Inject("echo-wrong-value", 2, ["terminal.env"], "echo shows a value no export set",
               replace=("https://staging.example.net\nsam", "https://prod.example.net\nsam")),
        Inject("killed-job-running", 5, ["terminal.job"], "kill %2, yet jobs shows it running",
               replace=("[2]-  Terminated              sleep 600", "[2]-  Running                 sleep 600 &"), gap=GONE["terminal"]),
        Inject("printenv-empty", 7, ["terminal.env"], "printenv prints nothing for an exported variable",
               obs="sam@ci-runner:~/svc$ printenv API_URL\n"
                   "sam@ci-runner:~/svc$"),
        Inject("job-other-command", 4, ["terminal.job"], "job 1 was the http server, jobs lists another program",
               replace=("[1]-  Running                 python3 -m http.server 8080 > server.log 2>&1 &",
                        "[1]-  Running                 node server.js &"), gap=GONE["terminal"]),
        Inject("echo-old-value", 8, ["terminal.env"], "echo after a new export prints the old value",
               replace=("https://prod.example.net\nsam", "https://staging.example.net\nsam"), gap=GONE["terminal"]),
        Inject("unset-var-prints", 10, ["terminal.env"], "an unset variable still has its value",
               replace=("echo $RETRIES\n\n", "echo $RETRIES\n3\n")),
    ],
)

CONTAINER_DATA = Traj(
    name="terminal-container-data-dir",
    domain="terminal",
    title="Files in a container: create, delete, re-create",
    state="root@3f9c2a1b7e4d:/app#",
    steps=[
        S(K("ls"),
          "root@3f9c2a1b7e4d:/app# ls\n"
          "Dockerfile  app.py  requirements.txt\n"
          "root@3f9c2a1b7e4d:/app#"),
        S(K("mkdir data && cd data"),
          "root@3f9c2a1b7e4d:/app# mkdir data && cd data\n"
          "root@3f9c2a1b7e4d:/app/data#"),
        S(K("touch a.csv b.csv notes.md", "ls"),
          "root@3f9c2a1b7e4d:/app/data# touch a.csv b.csv notes.md\n"
          "root@3f9c2a1b7e4d:/app/data# ls\n"
          "a.csv  b.csv  notes.md\n"
          "root@3f9c2a1b7e4d:/app/data#"),
        S(K("rm a.csv && ls"),
          "root@3f9c2a1b7e4d:/app/data# rm a.csv && ls\n"
          "b.csv  notes.md\n"
          "root@3f9c2a1b7e4d:/app/data#"),
        S(K("touch a.csv && ls -1"),
          "root@3f9c2a1b7e4d:/app/data# touch a.csv && ls -1\n"
          "a.csv\n"
          "b.csv\n"
          "notes.md\n"
          "root@3f9c2a1b7e4d:/app/data#"),
        S(K("cd .. && rmdir data"),
          "root@3f9c2a1b7e4d:/app/data# cd .. && rmdir data\n"
          "rmdir: failed to remove 'data': Directory not empty\n"
          "root@3f9c2a1b7e4d:/app#"),
        S(K("ls data"),
          "root@3f9c2a1b7e4d:/app# ls data\n"
          "a.csv  b.csv  notes.md\n"
          "root@3f9c2a1b7e4d:/app#"),
        S(K("rm -rf data && ls"),
          "root@3f9c2a1b7e4d:/app# rm -rf data && ls\n"
          "Dockerfile  app.py  requirements.txt\n"
          "root@3f9c2a1b7e4d:/app#"),
        S(K("ls data"),
          "root@3f9c2a1b7e4d:/app# ls data\n"
          "ls: cannot access 'data': No such file or directory\n"
          "root@3f9c2a1b7e4d:/app#"),
        S(K("cd data"),
          "root@3f9c2a1b7e4d:/app# cd data\n"
          "bash: cd: data: No such file or directory\n"
          "root@3f9c2a1b7e4d:/app#"),
        S(K("mkdir data && ls"),
          "root@3f9c2a1b7e4d:/app# mkdir data && ls\n"
          "Dockerfile  app.py  data  requirements.txt\n"
          "root@3f9c2a1b7e4d:/app#"),
    ],
    injects=[
        Inject("deleted-csv-listed", 4, ["terminal.file"], "a.csv was removed in this step but ls lists it",
               replace=("b.csv  notes.md", "a.csv  b.csv  notes.md")),
        Inject("removed-dir-listed", 8, ["terminal.file"], "data was removed in this step but ls lists it",
               replace=("Dockerfile  app.py  requirements.txt", "Dockerfile  app.py  data  requirements.txt")),
        Inject("removed-dir-contents", 9, ["terminal.file"], "ls of the removed directory shows its files",
               replace=("ls: cannot access 'data': No such file or directory", "a.csv  b.csv  notes.md"), gap=GONE["terminal"]),
        Inject("entered-removed-dir", 10, ["terminal.file"], "cd into the removed directory succeeds",
               obs="root@3f9c2a1b7e4d:/app# cd data\n"
                   "root@3f9c2a1b7e4d:/app/data#", gap=GONE["terminal"]),
        Inject("touched-file-missing", 3, ["terminal.file"], "notes.md was touched but is not listed",
               replace=("a.csv  b.csv  notes.md", "a.csv  b.csv")),
        Inject("recreated-not-listed", 11, ["terminal.file"], "mkdir data, then ls does not show it",
               replace=("Dockerfile  app.py  data  requirements.txt", "Dockerfile  app.py  requirements.txt")),
        Inject("empty-answer", 7, ["format"], "the model wrote the marker and nothing after it",
               raw="<think>\nList data.\n</think>\n\n**Environment Observation:**\n"),
    ],
)

BRACKET_PROMPT = Traj(
    name="terminal-backup-rotation",
    domain="terminal",
    title="Rotate database dumps (bracket-style prompt)",
    state="[ops@db-backup ~]$",
    steps=[
        S(K("cd /srv/backups"),
          "[ops@db-backup ~]$ cd /srv/backups\n"
          "[ops@db-backup backups]$"),
        S(K("ls -l"),
          "[ops@db-backup backups]$ ls -l\n"
          "total 5892216\n"
          "-rw-r--r--. 1 postgres postgres 1003520311 Mar  1 02:14 pg_dump_2025-03-01.sql.gz\n"
          "-rw-r--r--. 1 postgres postgres 1007779840 Mar  2 02:13 pg_dump_2025-03-02.sql.gz\n"
          "-rw-r--r--. 1 postgres postgres 1011343002 Mar  3 02:15 pg_dump_2025-03-03.sql.gz\n"
          "-rw-r--r--. 1 postgres postgres  998101774 Feb 28 02:12 pg_dump_2025-02-28.sql.gz\n"
          "drwxr-xr-x. 2 ops      ops           4096 Feb  1 09:30 2025-01\n"
          "drwxr-xr-x. 2 ops      ops           4096 Mar  1 09:31 2025-02\n"
          "[ops@db-backup backups]$"),
        S(K("mkdir 2025-03 && mv pg_dump_2025-03-0*.sql.gz 2025-03/"),
          "[ops@db-backup backups]$ mkdir 2025-03 && mv pg_dump_2025-03-0*.sql.gz 2025-03/\n"
          "[ops@db-backup backups]$"),
        S(K("ls 2025-03"),
          "[ops@db-backup backups]$ ls 2025-03\n"
          "pg_dump_2025-03-01.sql.gz  pg_dump_2025-03-02.sql.gz  pg_dump_2025-03-03.sql.gz\n"
          "[ops@db-backup backups]$"),
        S(K("du -sh 2025-03"),
          "[ops@db-backup backups]$ du -sh 2025-03\n"
          "2.9G\t2025-03\n"
          "[ops@db-backup backups]$"),
        S(K("cd 2025-03"),
          "[ops@db-backup backups]$ cd 2025-03\n"
          "[ops@db-backup 2025-03]$"),
        S(K("gzip -t pg_dump_2025-03-01.sql.gz && echo ok"),
          "[ops@db-backup 2025-03]$ gzip -t pg_dump_2025-03-01.sql.gz && echo ok\n"
          "ok\n"
          "[ops@db-backup 2025-03]$"),
        S(K("cd ~"),
          "[ops@db-backup 2025-03]$ cd ~\n"
          "[ops@db-backup ~]$"),
    ],
    injects=[
        Inject("cd-not-taken", 6, ["terminal.cwd"], "cd 2025-03 but the prompt still shows backups",
               replace=("[ops@db-backup 2025-03]$", "[ops@db-backup backups]$")),
        Inject("became-root", 8, ["terminal.prompt"], "the prompt turns into root without su",
               replace=("[ops@db-backup ~]$", "[root@db-backup ~]#"), gap=GONE["terminal"]),
        Inject("new-dir-missing", 4, ["terminal.file"], "the directory made at step 3 does not exist",
               obs="[ops@db-backup backups]$ ls 2025-03\n"
                   "ls: cannot access '2025-03': No such file or directory\n"
                   "[ops@db-backup backups]$", gap=GONE["terminal"]),
    ],
)

SCROLLBACK = Traj(
    name="terminal-tmux-scrollback",
    domain="terminal",
    title="Full-screen captures that keep earlier commands on screen",
    state="alex@devbox:~$",
    steps=[
        S(K("cd /tmp && mkdir build-cache"),
          "alex@devbox:~$ cd /tmp && mkdir build-cache\n"
          "alex@devbox:/tmp$"),
        S(K("ls -d build-*"),
          "alex@devbox:~$ cd /tmp && mkdir build-cache\n"
          "alex@devbox:/tmp$ ls -d build-*\n"
          "build-cache\n"
          "alex@devbox:/tmp$"),
        S(K("rm -r build-cache && ls"),
          "alex@devbox:~$ cd /tmp && mkdir build-cache\n"
          "alex@devbox:/tmp$ ls -d build-*\n"
          "build-cache\n"
          "alex@devbox:/tmp$ rm -r build-cache && ls\n"
          "hsperfdata_alex  snap-private-tmp  systemd-private-6a1f3c-ollama.service-Q0vJ1n  tmux-1000\n"
          "alex@devbox:/tmp$"),
        S(K("cd ~"),
          "alex@devbox:~$ cd /tmp && mkdir build-cache\n"
          "alex@devbox:/tmp$ ls -d build-*\n"
          "build-cache\n"
          "alex@devbox:/tmp$ rm -r build-cache && ls\n"
          "hsperfdata_alex  snap-private-tmp  systemd-private-6a1f3c-ollama.service-Q0vJ1n  tmux-1000\n"
          "alex@devbox:/tmp$ cd ~\n"
          "alex@devbox:~$"),
        S(K("clear", "ls /tmp"),
          "alex@devbox:~$ ls /tmp\n"
          "hsperfdata_alex  snap-private-tmp  systemd-private-6a1f3c-ollama.service-Q0vJ1n  tmux-1000\n"
          "alex@devbox:~$"),
    ],
    injects=[
        Inject("cd-home-stays-tmp", 4, ["terminal.cwd"], "cd ~ but the fresh prompt is still /tmp",
               replace=("alex@devbox:/tmp$ cd ~\nalex@devbox:~$", "alex@devbox:/tmp$ cd ~\nalex@devbox:/tmp$")),
        Inject("cache-back", 3, ["terminal.file"], "the directory removed in this step is listed",
               replace=("alex@devbox:/tmp$ rm -r build-cache && ls\nhsperfdata_alex",
                        "alex@devbox:/tmp$ rm -r build-cache && ls\nbuild-cache  hsperfdata_alex")),
        Inject("cache-back-later", 5, ["terminal.file"], "the removed directory reappears in /tmp",
               replace=("hsperfdata_alex  snap", "build-cache  hsperfdata_alex  snap")),
    ],
)

REPL = Traj(
    name="terminal-python-repl",
    domain="terminal",
    title="A Python REPL and an editor take the keyboard and give it back",
    state="alex@devbox:~/proj$",
    steps=[
        S(K("python3"),
          "alex@devbox:~/proj$ python3\n"
          "Python 3.11.8 (main, Feb 26 2024, 21:39:34) [GCC 12.2.0] on linux\n"
          "Type \"help\", \"copyright\", \"credits\" or \"license\" for more information.\n"
          ">>>"),
        S(K("import os; os.makedirs('out', exist_ok=True); os.listdir('.')"),
          "alex@devbox:~/proj$ python3\n"
          "Python 3.11.8 (main, Feb 26 2024, 21:39:34) [GCC 12.2.0] on linux\n"
          "Type \"help\", \"copyright\", \"credits\" or \"license\" for more information.\n"
          ">>> import os; os.makedirs('out', exist_ok=True); os.listdir('.')\n"
          "['out', 'main.py', 'README.md']\n"
          ">>>"),
        S(K("exit()"),
          ">>> import os; os.makedirs('out', exist_ok=True); os.listdir('.')\n"
          "['out', 'main.py', 'README.md']\n"
          ">>> exit()\n"
          "alex@devbox:~/proj$"),
        S(K("ls"),
          "alex@devbox:~/proj$ ls\n"
          "README.md  main.py  out\n"
          "alex@devbox:~/proj$"),
        S(K("rm -r out", "ls"),
          "alex@devbox:~/proj$ rm -r out\n"
          "alex@devbox:~/proj$ ls\n"
          "README.md  main.py\n"
          "alex@devbox:~/proj$"),
        S(K("python3 main.py --out out/report.txt", d=2),
          "alex@devbox:~/proj$ python3 main.py --out out/report.txt\n"
          "wrote 42 rows to out/report.txt\n"
          "alex@devbox:~/proj$"),
        S(K("ls"),
          "alex@devbox:~/proj$ ls\n"
          "README.md  main.py  out\n"
          "alex@devbox:~/proj$"),
    ],
    injects=[
        Inject("prompt-moved-after-repl", 3, ["terminal.cwd"], "leaving the REPL lands in another directory",
               replace=(">>> exit()\nalex@devbox:~/proj$", ">>> exit()\nalex@devbox:~$"), gap=GONE["terminal"]),
        Inject("out-back-without-script", 5, ["terminal.file"], "out was removed in this step but ls shows it",
               replace=("README.md  main.py\n", "README.md  main.py  out\n")),
    ],
)

LONG_CONTEXT = Traj(
    name="terminal-long-session-context",
    domain="terminal",
    title="A long session in an 8k context",
    state="kim@lab:~/exp$",
    note="context pressure: the history grows ~900 tokens a step in an 8,192-token context",
    steps=[
        S(K(f"python3 run.py --seed {i}", d=30),
          f"kim@lab:~/exp$ python3 run.py --seed {i}\n"
          f"seed={i} epochs=20 best_val_loss={0.412 - i * 0.011:.3f} best_epoch={14 + i % 5}\n"
          "kim@lab:~/exp$",
          timings={"prompt_tokens": 700 + 900 * (i - 1), "prompt_tokens_evaluated": 900, "generated_tokens": 600,
                   "reasoning_tokens": 520, "n_ctx": 8192, "context_used": 1300 + 900 * (i - 1)})
        for i in range(1, 9)
    ],
    labels={6: ["context.pressure"], 7: ["context.pressure"], 8: ["context.overflow"]},
)

BENCH_IMPORT = Traj(
    name="terminal-bench-import",
    domain="terminal",
    title="An imported benchmark trajectory (ground truth only, teacher forcing)",
    state="root@c0ffee42:/workspace#",
    bench=True,
    steps=[
        S(K("ls"),
          "root@c0ffee42:/workspace# ls\n"
          "data  solve.py\n"
          "root@c0ffee42:/workspace#"),
        S(K("mkdir results && touch results/.keep && ls"),
          "root@c0ffee42:/workspace# mkdir results && touch results/.keep && ls\n"
          "data  results  solve.py\n"
          "root@c0ffee42:/workspace#"),
        S(K("cd results && ls -a"),
          "root@c0ffee42:/workspace# cd results && ls -a\n"
          ".  ..  .keep\n"
          "root@c0ffee42:/workspace/results#"),
        S(K("rm .keep && cd .. && rmdir results && ls"),
          "root@c0ffee42:/workspace/results# rm .keep && cd .. && rmdir results && ls\n"
          "data  solve.py\n"
          "root@c0ffee42:/workspace#"),
    ],
    injects=[
        Inject("results-still-there", 4, ["terminal.file"], "ground truth with a removed directory listed",
               replace=("data  solve.py\nroot@c0ffee42:/workspace#", "data  results  solve.py\nroot@c0ffee42:/workspace#"), gap=GONE["terminal"]),
    ],
)

TRAJECTORIES = [PY_PROJECT, LOG_TRIAGE, GIT_FEATURE, ENV_JOBS, CONTAINER_DATA, BRACKET_PROMPT, SCROLLBACK, REPL,
                LONG_CONTEXT, BENCH_IMPORT]
