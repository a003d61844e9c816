# ruff: noqa: E501, W291, W293
"""Held-out set 8, terminal domain: 22 tmux-keystroke trajectories (11 with exactly one contradiction).

Run: python -m tests.decoherence.independent.holdout8_parts.terminal.make
Writes terminal_test.jsonl and labels.json next to this file. Fully deterministic (no randomness).
"""

from __future__ import annotations

import hashlib
import math
from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet, keys

SYSTEM = ("You are a Linux terminal running inside a tmux pane. The agent drives it with keystrokes (a JSON list of "
          "keystroke strings, each with a wait in seconds); after each action, reproduce the visible screen exactly: "
          "the prompt line with the typed command, everything the command printed, and the next prompt. Keep the "
          "file system, processes, services and clocks consistent with everything that happened earlier in the "
          "session. Answer after **Environment Observation:**.")


def hx(seed: str, n: int) -> str:
    """Deterministic pseudo-random hex string."""
    out = ""
    i = 0
    while len(out) < n:
        out += hashlib.sha256(f"{seed}/{i}".encode()).hexdigest()
        i += 1
    return out[:n]


def lsl(entries: list[tuple[str, int, str, str, int, str, str]], total: bool = True) -> str:
    """`ls -l` lines. entries: (mode, nlink, user, group, size, date, name). `total` in 1K blocks (4K granules)."""
    w_n = max(len(str(e[1])) for e in entries)
    w_u = max(len(e[2]) for e in entries)
    w_g = max(len(e[3]) for e in entries)
    w_s = max(len(str(e[4])) for e in entries)
    lines = []
    blocks = 0
    for mode, nl, u, g, size, date, name in entries:
        blocks += 4 * max(1, -(-size // 4096)) if size else 0
        lines.append(f"{mode} {nl:>{w_n}} {u:<{w_u}} {g:<{w_g}} {size:>{w_s}} {date} {name}")
    head = [f"total {blocks}"] if total else []
    return "\n".join(head + lines)


def task_state(task: str, pane: Pane) -> str:
    return f"Task given to the agent: {task}\n\nTerminal screen:\n{pane.prompt}"


class VPane(Pane):
    """A pane whose prompt may carry a virtualenv prefix such as `(.venv) `."""

    def __init__(self, *a: object, **kw: object) -> None:
        super().__init__(*a, **kw)  # type: ignore[arg-type]
        self.prefix = ""

    @property
    def prompt(self) -> str:  # type: ignore[override]
        return self.prefix + Pane.prompt.fget(self)  # type: ignore[attr-defined]


# ---------------------------------------------------------------------------------------------------------------
# h8-terminal-01 BAD  coreutils (mkdir/mv/gzip/wc/ls): sales_2024-02.csv is never touched, but its size is 48213 in the
#         ls -l of turns 1 and 3 and 48231 in the ls -l of turn 8 (everything else in that listing is right).
def t_coreutils_bad(rs: RowSet, tid: str) -> None:
    p = Pane("ops", "reporting-01", "/home/ops/reports")
    U = ("ops", "ops")
    y23 = [("sales_2023-07.csv", 38904, "Aug  1  2023", 76.8), ("sales_2023-08.csv", 41277, "Sep  1  2023", 77.1),
           ("sales_2023-09.csv", 39850, "Oct  1  2023", 76.5), ("sales_2023-10.csv", 43116, "Nov  1  2023", 77.4),
           ("sales_2023-11.csv", 45502, "Dec  1  2023", 77.9), ("sales_2023-12.csv", 51968, "Jan  1 06:00", 78.3)]
    y24 = [("sales_2024-01.csv", 44731, "Feb  1 06:00", 721), ("sales_2024-02.csv", 48213, "Mar  1 06:00", 778),
           ("sales_2024-03.csv", 46089, "Apr  1 06:00", 743), ("sales_2024-04.csv", 47552, "May  1 06:00", 767),
           ("sales_2024-05.csv", 49807, "Jun  1 06:00", 803)]
    head = [("-rwxr-xr-x", 1, *U, 1380, "Jan 18 11:05", "build_summary.sh"),
            ("-rw-r--r--", 1, *U, 611, "Mar 12  2023", "README.md")]
    f23 = [("-rw-r--r--", 1, *U, s, d, n) for n, s, d, _ in y23]
    f24 = [("-rw-r--r--", 1, *U, s, d, n) for n, s, d, _ in y24]
    summ_old = ("-rw-r--r--", 1, *U, 2214, "Jun  3 14:22", "summary.txt")
    adir = ("drwxr-xr-x", 3, *U, 4096, "Jun 14 09:12", "archive")
    turns = []
    turns.append(p.run("ls -l", lsl(head + f23 + f24 + [summ_old])))
    turns.append(p.run("mkdir -p archive/2023 && mv sales_2023-*.csv archive/2023/"))
    turns.append(p.run("ls -l", lsl([adir] + head + f24 + [summ_old])))
    turns.append(p.run("ls -l archive/2023/", lsl(f23)))
    gz_lines = [f"archive/2023/{n}:\t {r}% -- replaced with archive/2023/{n}.gz" for n, s, d, r in y23]
    turns.append(p.run("gzip -v archive/2023/*.csv", "\n".join(gz_lines)))
    gz = [("-rw-r--r--", 1, *U, int(s * (100 - r) / 100) + 38, d, n + ".gz") for n, s, d, r in y23]
    turns.append(p.run("ls -l archive/2023/", lsl(gz)))
    wc = [f"{n:>5} {name}" for name, _, _, n in y24]
    wc.append(f"{sum(x[3] for x in y24):>5} total")
    turns.append(p.run("wc -l sales_2024-*.csv", "\n".join(wc)))
    f24_bad = [("-rw-r--r--", 1, *U, 48231 if n == "sales_2024-02.csv" else s, d, n) for n, s, d, _ in y24]
    summary = """Sales summary 2024 (generated 2024-06-14 09:16 UTC)
source: /home/ops/reports/sales_2024-*.csv

month      orders   revenue_eur   avg_order_eur   returns
2024-01       720     61,284.10           85.12        17
2024-02       777     67,015.44           86.25        22
2024-03       742     63,980.07           86.23        19
2024-04       766     66,408.90           86.70        25
2024-05       802     70,113.36           87.42        21

total        3807    328,801.87           86.37       104"""
    summ_new = ("-rw-r--r--", 1, *U, len(summary) + 1, "Jun 14 09:16", "summary.txt")
    turns.append(p.run("./build_summary.sh 2024 > summary.txt && ls -l", lsl([adir] + head + f24_bad + [summ_new])))
    turns.append(p.run("cat summary.txt", summary))
    rs.add(task="terminal", tid=tid, system=SYSTEM, turns=turns,
           state=task_state("Move the 2023 monthly sales CSVs into archive/2023, compress them, and regenerate summary.txt for 2024.", Pane("ops", "reporting-01", "/home/ops/reports")),
           bad=True, turn=8, kind="untouched file's size changes in a listing")


# ---------------------------------------------------------------------------------------------------------------
# h8-terminal-03 BAD  git: the test commit is created as e02b5d7 (turn 6) and listed as e02b5d7 by git log in turn 8; the graph log of
#         turn 12 shows the same commit (same message, same refs) as e02d5b7.
def t_git_bad(rs: RowSet, tid: str) -> None:
    p = Pane("mara", "ws-mara", "/home/mara/src/invoicer")
    turns = []
    turns.append(p.run("git status", "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, working tree clean"))
    log8 = """4f8d2e1 (HEAD -> main, origin/main, origin/HEAD) Bump pydantic to 2.7.4
a93c07b Merge pull request #142 from mara-k/feature/pdf-footer
61e5f3a Add configurable footer text to PDF renderer
d2b7c98 Fix VAT id validation for AT and BE
0c41a6e CI: cache pip wheels between runs
b85f19d Use Decimal for currency conversion rates
7e20c33 Add CLI flag --dry-run to send command
39ad4f0 Initial support for credit notes"""
    turns.append(p.run("git log --oneline -8", log8))
    turns.append(p.run("git switch -c fix/rounding", "Switched to a new branch 'fix/rounding'"))
    diff = """diff --git a/invoicer/models.py b/invoicer/models.py
index 3b1d0e9..8f27c4a 100644
--- a/invoicer/models.py
+++ b/invoicer/models.py
@@ -1,6 +1,7 @@
 from dataclasses import dataclass, field
 from decimal import Decimal
 
+from invoicer.money import round_half_up
 from invoicer.tax import VatRate
 
 
@@ -58,7 +59,7 @@ class Invoice:
 
     @property
     def net_total(self) -> Decimal:
-        return sum((line.total for line in self.lines), Decimal("0"))
+        return sum((round_half_up(line.total) for line in self.lines), Decimal("0"))
 
     @property
     def vat_total(self) -> Decimal:"""
    turns.append(p.run("sed -i '3a from invoicer.money import round_half_up' invoicer/models.py && sed -i 's/sum((line.total for/sum((round_half_up(line.total) for/' invoicer/models.py && git --no-pager diff", diff))
    turns.append(p.run('git commit -am "Round line totals half-up before summing"',
                       "[fix/rounding 7c1e9a4] Round line totals half-up before summing\n 1 file changed, 2 insertions(+), 1 deletion(-)"))
    turns.append(p.run('cp ~/scratch/test_rounding.py tests/ && git add tests/test_rounding.py && git commit -m "Add regression test for half-up rounding"',
                       "[fix/rounding e02b5d7] Add regression test for half-up rounding\n 1 file changed, 31 insertions(+)\n create mode 100644 tests/test_rounding.py"))
    turns.append(p.run("python -m pytest -q tests/test_rounding.py",
                       "....                                                                     [100%]\n4 passed in 0.23s", duration=5.0))
    turns.append(p.run("git log --oneline -4", """e02b5d7 (HEAD -> fix/rounding) Add regression test for half-up rounding
7c1e9a4 Round line totals half-up before summing
4f8d2e1 (origin/main, origin/HEAD, main) Bump pydantic to 2.7.4
a93c07b Merge pull request #142 from mara-k/feature/pdf-footer"""))
    push = """Enumerating objects: 12, done.
Counting objects: 100% (12/12), done.
Delta compression using up to 8 threads
Compressing objects: 100% (7/7), done.
Writing objects: 100% (8/8), 1.43 KiB | 1.43 MiB/s, done.
Total 8 (delta 4), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (4/4), completed with 4 local objects.
remote: 
remote: Create a pull request for 'fix/rounding' on GitHub by visiting:
remote:      https://github.com/mara-k/invoicer/pull/new/fix/rounding
remote: 
To github.com:mara-k/invoicer.git
 * [new branch]      fix/rounding -> fix/rounding
branch 'fix/rounding' set up to track 'origin/fix/rounding'."""
    turns.append(p.run("git push -u origin fix/rounding", push, duration=5.0))
    turns.append(p.run("git switch main", "Switched to branch 'main'\nYour branch is up to date with 'origin/main'."))
    merge = """Merge made by the 'ort' strategy.
 invoicer/models.py     |  3 ++-
 tests/test_rounding.py | 31 +++++++++++++++++++++++++++++++
 2 files changed, 33 insertions(+), 1 deletion(-)
 create mode 100644 tests/test_rounding.py"""
    turns.append(p.run("git merge --no-ff fix/rounding -m \"Merge branch 'fix/rounding'\"", merge))
    graph = """*   5a0c3be (HEAD -> main) Merge branch 'fix/rounding'
|\\  
| * e02d5b7 (origin/fix/rounding, fix/rounding) Add regression test for half-up rounding
| * 7c1e9a4 Round line totals half-up before summing
|/  
* 4f8d2e1 (origin/main, origin/HEAD) Bump pydantic to 2.7.4
*   a93c07b Merge pull request #142 from mara-k/feature/pdf-footer
|\\  
| * 61e5f3a Add configurable footer text to PDF renderer"""
    turns.append(p.run("git log --oneline --graph -6", graph))
    rs.add(task="terminal", tid=tid, system=SYSTEM, turns=turns,
           state=task_state("Fix invoice rounding on a branch fix/rounding with a regression test, push it, then merge it into main locally.", Pane("mara", "ws-mara", "/home/mara/src/invoicer")),
           bad=True, turn=12, kind="commit id changed")


# ---------------------------------------------------------------------------------------------------------------
# h8-terminal-06 BAD  docker: `docker rm billing-worker-old report-cron-test` succeeds in turn 2 (both names echoed), but the
#         `docker ps -a` of turn 4 still lists report-cron-test (Exited (0) 3 days ago).
def t_docker_bad(rs: RowSet, tid: str) -> None:
    p = Pane("deploy", "app-03", "/srv/billing")
    cols = ["CONTAINER ID", "IMAGE", "COMMAND", "CREATED", "STATUS", "PORTS", "NAMES"]
    rows = {
        "cron": ("a6d3b8f12e4c", "registry.local/report-cron:0.3.0", '"/entrypoint.sh --on…"', "3 days ago", "Exited (0) 3 days ago", "", "report-cron-test"),
        "api": ("9b1c4e7a2f30", "registry.local/billing-api:2.8.1", '"gunicorn -c /etc/gu…"', "6 days ago", "Up 6 days (healthy)", "0.0.0.0:8080->8000/tcp, :::8080->8000/tcp", "billing-api"),
        "worker": ("3e7d0a91c5b2", "registry.local/billing-worker:2.8.1", '"python -m billing.w…"', "6 days ago", "Up 6 days", "", "billing-worker"),
        "old": ("f04a6b2d8e19", "registry.local/billing-worker:2.7.3", '"python -m billing.w…"', "3 weeks ago", "Exited (137) 6 days ago", "", "billing-worker-old"),
        "db": ("c88e21f7b4d3", "postgres:15.7", '"docker-entrypoint.s…"', "2 months ago", "Up 6 days", "5432/tcp", "billing-db"),
        "redis": ("51af9e0c6d72", "redis:7.2-alpine", '"docker-entrypoint.s…"', "2 months ago", "Up 6 days", "6379/tcp", "billing-redis"),
        "proxy": ("7f2e9c0b1a58", "nginx:1.25-alpine", '"/docker-entrypoint.…"', "2 months ago", "Up 6 days", "0.0.0.0:80->80/tcp, :::80->80/tcp", "billing-proxy"),
        "new": ("e5a17c30d9b2", "quay.io/prometheuscommunity/postgres-exporter:v0.15.0", '"/bin/postgres_expor…"', "14 seconds ago", "Up 13 seconds", "0.0.0.0:9187->9187/tcp, :::9187->9187/tcp", "billing-exporter"),
    }

    def ps(names: list[str]) -> str:
        data = [tuple(cols)] + [rows[k] for k in names]
        w = [max(len(r[i]) for r in data) for i in range(len(cols))]
        return "\n".join("   ".join(f"{c:<{w[i]}}" for i, c in enumerate(r)).rstrip() for r in data)
    turns = []
    turns.append(p.run("docker ps -a", ps(["cron", "api", "worker", "old", "db", "redis", "proxy"])))
    turns.append(p.run("docker rm billing-worker-old report-cron-test", "billing-worker-old\nreport-cron-test"))
    cid = "e5a17c30d9b24f6e8a0c1d7b3f92e4a6c5d8b1f07e3a9c2d6b4f8e1a0c7d3b95"
    pull = f"""Unable to find image 'quay.io/prometheuscommunity/postgres-exporter:v0.15.0' locally
v0.15.0: Pulling from prometheuscommunity/postgres-exporter
9fa9226be034: Pull complete 
1617e25568b2: Pull complete 
2f7d4a1b9c03: Pull complete 
b7c3e0f2a8d1: Pull complete 
Digest: sha256:{hx('pgexp-digest', 64)}
Status: Downloaded newer image for quay.io/prometheuscommunity/postgres-exporter:v0.15.0
{cid}"""
    turns.append(p.run("docker run -d --name billing-exporter --network billing_default -p 9187:9187 -e DATA_SOURCE_NAME='postgresql://exporter:${PGEXP_PW}@billing-db:5432/billing?sslmode=disable' quay.io/prometheuscommunity/postgres-exporter:v0.15.0", pull, duration=15.0))
    turns.append(p.run("docker ps -a", ps(["new", "cron", "api", "worker", "db", "redis", "proxy"])))
    logs = """ts=2024-06-14T09:41:07.512Z caller=main.go:86 level=warn msg="Error loading config" err="open postgres_exporter.yml: no such file or directory"
ts=2024-06-14T09:41:07.513Z caller=proc.go:267 msg="Excluded databases" databases=[]
ts=2024-06-14T09:41:07.514Z caller=tls_config.go:313 level=info msg="Listening on" address=[::]:9187
ts=2024-06-14T09:41:07.514Z caller=tls_config.go:316 level=info msg="TLS is disabled." http2=false address=[::]:9187
ts=2024-06-14T09:41:22.031Z caller=server.go:74 level=info msg="Established new database connection" fingerprint=billing-db:5432"""
    turns.append(p.run("docker logs billing-exporter 2>&1 | tail -5", logs))
    stats = """CONTAINER ID   NAME               CPU %     MEM USAGE / LIMIT     MEM %     NET I/O           BLOCK I/O         PIDS
e5a17c30d9b2   billing-exporter   0.00%     11.3MiB / 15.52GiB    0.07%     9.41kB / 6.02kB   0B / 0B           7
9b1c4e7a2f30   billing-api        1.87%     412.6MiB / 15.52GiB   2.60%     1.92GB / 2.31GB   48.1MB / 0B       9
3e7d0a91c5b2   billing-worker     0.41%     236.2MiB / 15.52GiB   1.49%     611MB / 402MB     21.7MB / 0B       5
c88e21f7b4d3   billing-db         2.95%     1.104GiB / 15.52GiB   7.11%     2.96GB / 3.48GB   3.27GB / 18.9GB   24
51af9e0c6d72   billing-redis      0.27%     18.9MiB / 15.52GiB    0.12%     804MB / 1.15GB    4.1MB / 96.3MB    6
7f2e9c0b1a58   billing-proxy      0.02%     7.84MiB / 15.52GiB    0.05%     2.40GB / 2.44GB   12.6MB / 4.1kB    3"""
    turns.append(p.run("docker stats --no-stream", stats, duration=3.0))
    rs.add(task="terminal", tid=tid, system=SYSTEM, turns=turns,
           state=task_state("Remove the stale billing-worker-old and report-cron-test containers and start a postgres exporter next to the billing stack.", Pane("deploy", "app-03", "/srv/billing")),
           bad=True, turn=4, kind="deleted item reappears")


# ---------------------------------------------------------------------------------------------------------------
# h8-terminal-09 BAD  pip: turn 2's install ends with "Successfully installed ... certifi-2024.2.2 ..."; the pip list of turn 3
#         shows certifi 2024.6.2 (no other install in between). Later turns never show certifi again.
def t_pip_bad(rs: RowSet, tid: str) -> None:
    p = VPane("lena", "nb-lena", "/home/lena/proj/ingest")
    turns = []
    before = p.prompt
    p.prefix = "(.venv) "
    turns.append((keys("python3 -m venv .venv && source .venv/bin/activate", 3.0),
                  f"{before} python3 -m venv .venv && source .venv/bin/activate\n{p.prompt}"))
    inst = """Collecting requests==2.31.0 (from -r requirements.txt (line 1))
  Downloading requests-2.31.0-py3-none-any.whl.metadata (4.6 kB)
Collecting pandas==2.2.2 (from -r requirements.txt (line 2))
  Downloading pandas-2.2.2-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (19 kB)
Collecting SQLAlchemy==2.0.30 (from -r requirements.txt (line 3))
  Downloading SQLAlchemy-2.0.30-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (9.6 kB)
Collecting python-dotenv==1.0.1 (from -r requirements.txt (line 4))
  Downloading python_dotenv-1.0.1-py3-none-any.whl.metadata (23 kB)
Collecting charset-normalizer<4,>=2 (from requests==2.31.0->-r requirements.txt (line 1))
  Using cached charset_normalizer-3.3.2-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (33 kB)
Collecting idna<4,>=2.5 (from requests==2.31.0->-r requirements.txt (line 1))
  Using cached idna-3.7-py3-none-any.whl.metadata (9.9 kB)
Collecting urllib3<3,>=1.21.1 (from requests==2.31.0->-r requirements.txt (line 1))
  Using cached urllib3-2.2.1-py3-none-any.whl.metadata (6.4 kB)
Collecting certifi>=2017.4.17 (from requests==2.31.0->-r requirements.txt (line 1))
  Using cached certifi-2024.2.2-py3-none-any.whl.metadata (2.2 kB)
Collecting numpy>=1.23.2 (from pandas==2.2.2->-r requirements.txt (line 2))
  Using cached numpy-1.26.4-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (61 kB)
Collecting python-dateutil>=2.8.2 (from pandas==2.2.2->-r requirements.txt (line 2))
  Using cached python_dateutil-2.9.0.post0-py2.py3-none-any.whl.metadata (8.4 kB)
Collecting pytz>=2020.1 (from pandas==2.2.2->-r requirements.txt (line 2))
  Using cached pytz-2024.1-py2.py3-none-any.whl.metadata (22 kB)
Collecting tzdata>=2022.7 (from pandas==2.2.2->-r requirements.txt (line 2))
  Using cached tzdata-2024.1-py2.py3-none-any.whl.metadata (1.4 kB)
Collecting typing-extensions>=4.6.0 (from SQLAlchemy==2.0.30->-r requirements.txt (line 3))
  Using cached typing_extensions-4.12.2-py3-none-any.whl.metadata (3.0 kB)
Collecting greenlet!=0.4.17 (from SQLAlchemy==2.0.30->-r requirements.txt (line 3))
  Using cached greenlet-3.0.3-cp311-cp311-manylinux_2_24_x86_64.manylinux_2_28_x86_64.whl.metadata (3.8 kB)
Collecting six>=1.5 (from python-dateutil>=2.8.2->pandas==2.2.2->-r requirements.txt (line 2))
  Using cached six-1.16.0-py2.py3-none-any.whl.metadata (1.8 kB)
Downloading requests-2.31.0-py3-none-any.whl (62 kB)
   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 62.6/62.6 kB 4.1 MB/s eta 0:00:00
Downloading pandas-2.2.2-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (13.0 MB)
   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 13.0/13.0 MB 38.2 MB/s eta 0:00:00
Downloading SQLAlchemy-2.0.30-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (3.2 MB)
   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 3.2/3.2 MB 41.7 MB/s eta 0:00:00
Downloading python_dotenv-1.0.1-py3-none-any.whl (19 kB)
Using cached certifi-2024.2.2-py3-none-any.whl (163 kB)
Using cached charset_normalizer-3.3.2-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (140 kB)
Using cached greenlet-3.0.3-cp311-cp311-manylinux_2_24_x86_64.manylinux_2_28_x86_64.whl (620 kB)
Using cached idna-3.7-py3-none-any.whl (66 kB)
Using cached numpy-1.26.4-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (18.3 MB)
Using cached python_dateutil-2.9.0.post0-py2.py3-none-any.whl (229 kB)
Using cached pytz-2024.1-py2.py3-none-any.whl (505 kB)
Using cached six-1.16.0-py2.py3-none-any.whl (11 kB)
Using cached typing_extensions-4.12.2-py3-none-any.whl (37 kB)
Using cached tzdata-2024.1-py2.py3-none-any.whl (345 kB)
Using cached urllib3-2.2.1-py3-none-any.whl (121 kB)
Installing collected packages: pytz, urllib3, tzdata, typing-extensions, six, python-dotenv, numpy, idna, greenlet, charset-normalizer, certifi, SQLAlchemy, requests, python-dateutil, pandas
Successfully installed SQLAlchemy-2.0.30 certifi-2024.2.2 charset-normalizer-3.3.2 greenlet-3.0.3 idna-3.7 numpy-1.26.4 pandas-2.2.2 python-dateutil-2.9.0.post0 python-dotenv-1.0.1 pytz-2024.1 requests-2.31.0 six-1.16.0 typing-extensions-4.12.2 tzdata-2024.1 urllib3-2.2.1

[notice] A new release of pip is available: 24.0 -> 24.1
[notice] To update, run: pip install --upgrade pip"""
    turns.append(p.run("pip install -r requirements.txt", inst, duration=30.0))
    pkgs = [("certifi", "2024.6.2"), ("charset-normalizer", "3.3.2"), ("greenlet", "3.0.3"), ("idna", "3.7"),
            ("numpy", "1.26.4"), ("pandas", "2.2.2"), ("pip", "24.0"), ("python-dateutil", "2.9.0.post0"),
            ("python-dotenv", "1.0.1"), ("pytz", "2024.1"), ("requests", "2.31.0"), ("setuptools", "65.5.0"),
            ("six", "1.16.0"), ("SQLAlchemy", "2.0.30"), ("typing_extensions", "4.12.2"), ("tzdata", "2024.1"),
            ("urllib3", "2.2.1")]
    table = "Package            Version\n------------------ -----------\n" + "\n".join(f"{n:<18} {v}" for n, v in pkgs)
    turns.append(p.run("pip list", table))
    turns.append(p.run("pip check", "No broken requirements found."))
    down = """Collecting urllib3<2
  Downloading urllib3-1.26.18-py2.py3-none-any.whl.metadata (48 kB)
     ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 48.9/48.9 kB 3.2 MB/s eta 0:00:00
Downloading urllib3-1.26.18-py2.py3-none-any.whl (143 kB)
   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 143.8/143.8 kB 9.6 MB/s eta 0:00:00
Installing collected packages: urllib3
  Attempting uninstall: urllib3
    Found existing installation: urllib3 2.2.1
    Uninstalling urllib3-2.2.1:
      Successfully uninstalled urllib3-2.2.1
Successfully installed urllib3-1.26.18"""
    turns.append(p.run("pip install 'urllib3<2'", down, duration=8.0))
    show = """Name: urllib3
Version: 1.26.18
Summary: HTTP library with thread-safe connection pooling, file post, and more.
Home-page: https://urllib3.readthedocs.io/
Author: Andrey Petrov
Author-email: andrey.petrov@shazow.net
License: MIT
Location: /home/lena/proj/ingest/.venv/lib/python3.11/site-packages
Requires: 
Required-by: requests
---
Name: requests
Version: 2.31.0
Summary: Python HTTP for Humans.
Home-page: https://requests.readthedocs.io
Author: Kenneth Reitz
Author-email: me@kennethreitz.org
License: Apache 2.0
Location: /home/lena/proj/ingest/.venv/lib/python3.11/site-packages
Requires: certifi, charset-normalizer, idna, urllib3
Required-by: """
    turns.append(p.run("pip show urllib3 requests", show))
    turns.append(p.run('python -c "import requests, urllib3, pandas, sqlalchemy; print(requests.__version__, urllib3.__version__, pandas.__version__, sqlalchemy.__version__)"',
                       "2.31.0 1.26.18 2.2.2 2.0.30", duration=3.0))
    turns.append(p.run("pip list | wc -l", "19"))
    rs.add(task="terminal", tid=tid, system=SYSTEM, turns=turns,
           state=task_state("Create a virtualenv in ~/proj/ingest, install requirements.txt and pin urllib3 below 2 for the legacy proxy.", Pane("lena", "nb-lena", "/home/lena/proj/ingest")),
           bad=True, turn=3, kind="installed version reads back different")


# ---------------------------------------------------------------------------------------------------------------
# h8-terminal-13 BAD  ssh keys: `chmod 600 ~/.ssh/config` in turn 3 (silent, succeeds); the ls -la of turn 6 shows config with
#         the new size/mtime from the append of turn 5 but still -rw-rw-r-- (mode reverted).
def t_ssh_bad(rs: RowSet, tid: str) -> None:
    p = Pane("deploy", "build-07", "/home/deploy")
    cfg = """Host *
    ServerAliveInterval 30
    ServerAliveCountMax 4
    HashKnownHosts no

Host bastion
    HostName bastion.corp.example.net
    User deploy
    Port 2222
    IdentityFile ~/.ssh/id_rsa

Host 10.40.*
    ProxyJump bastion
    User deploy
    StrictHostKeyChecking accept-new
"""
    add = "\nHost git.internal\n    User git\n    IdentityFile ~/.ssh/id_ed25519_deploy\n    IdentitiesOnly yes\n"
    U = ("deploy", "deploy")
    base = [("drwx------", 2, *U, 4096, "May 22 16:40", "."), ("drwxr-x---", 14, *U, 4096, "Jun 14 08:55", ".."),
            ("-rw-------", 1, *U, 742, "Feb  9 11:18", "authorized_keys"),
            ("-rw-rw-r--", 1, *U, len(cfg), "Jun 13 17:02", "config"),
            ("-rw-------", 1, *U, 2602, "Nov 20  2023", "id_rsa"), ("-rw-r--r--", 1, *U, 568, "Nov 20  2023", "id_rsa.pub"),
            ("-rw-------", 1, *U, 1976, "May 22 16:40", "known_hosts")]
    turns = []
    turns.append(p.run("ls -la ~/.ssh", lsl(base)))
    turns.append(p.run("ssh -T git@git.internal", "Bad owner or permissions on /home/deploy/.ssh/config", duration=2.0))
    turns.append(p.run("chmod 600 ~/.ssh/config"))
    fp = "SHA256:Qm7c0dVhX2yJr8Lk1pT5nW9aEoZ3sUfB6gH4iC0xN2E"
    kg = f"""Generating public/private ed25519 key pair.
Your identification has been saved in /home/deploy/.ssh/id_ed25519_deploy
Your public key has been saved in /home/deploy/.ssh/id_ed25519_deploy.pub
The key fingerprint is:
{fp} deploy@build-07
The key's randomart image is:
+--[ED25519 256]--+
|      .o+=B*o.   |
|     . o.=*=+    |
|      o ooB=.    |
|     . + =.+o    |
|      o S + ..   |
|     . . = o  E  |
|      . o * .    |
|       o.B.o     |
|      ..*=+.     |
+----[SHA256]-----+"""
    turns.append(p.run('ssh-keygen -t ed25519 -C "deploy@build-07" -f ~/.ssh/id_ed25519_deploy -N ""', kg))
    turns.append(p.run("printf '\\nHost git.internal\\n    User git\\n    IdentityFile ~/.ssh/id_ed25519_deploy\\n    IdentitiesOnly yes\\n' >> ~/.ssh/config"))
    after = [("drwx------", 2, *U, 4096, "Jun 14 09:03", "."), ("drwxr-x---", 14, *U, 4096, "Jun 14 08:55", ".."),
             ("-rw-------", 1, *U, 742, "Feb  9 11:18", "authorized_keys"),
             ("-rw-rw-r--", 1, *U, len(cfg) + len(add), "Jun 14 09:04", "config"),
             ("-rw-------", 1, *U, 411, "Jun 14 09:03", "id_ed25519_deploy"),
             ("-rw-r--r--", 1, *U, 97, "Jun 14 09:03", "id_ed25519_deploy.pub"),
             ("-rw-------", 1, *U, 2602, "Nov 20  2023", "id_rsa"), ("-rw-r--r--", 1, *U, 568, "Nov 20  2023", "id_rsa.pub"),
             ("-rw-------", 1, *U, 1976, "May 22 16:40", "known_hosts")]
    turns.append(p.run("ls -la ~/.ssh", lsl(after)))
    turns.append(p.run("ssh-keygen -lf ~/.ssh/id_ed25519_deploy.pub", f"256 {fp} deploy@build-07 (ED25519)"))
    turns.append(p.run("cat ~/.ssh/config", (cfg + add).rstrip("\n")))
    rs.add(task="terminal", tid=tid, system=SYSTEM, turns=turns,
           state=task_state("Create a dedicated ed25519 deploy key and configure ssh so that git.internal uses it.", Pane("deploy", "build-07", "/home/deploy")),
           bad=True, turn=6, kind="permissions reverted after chmod")


# ---------------------------------------------------------------------------------------------------------------
# h8-terminal-17 BAD  tar: deploy-checklist.md is shown in turn 1 (14 lines), archived, deleted and extracted unchanged
#         (tar listing sizes match); the cat of turn 7 silently drops the "Run `make migrate` against the
#         replica first" step. ls -l in turn 8 shows the original, unchanged size.
def t_tar_bad(rs: RowSet, tid: str) -> None:
    p = Pane("nina", "docs-vm", "/home/nina/work")
    check = """# Deploy checklist (billing)

1. Announce the deploy window in #billing-ops at least 30 min ahead.
2. Confirm the on-call engineer from oncall-rota.csv is online.
3. Freeze merges to `main` (set the `deploy-freeze` label).
4. Take a manual snapshot: `zfs snapshot tank/data@pre-deploy-$(date +%F)`.
5. Run `make migrate` against the replica first and check the timing.
6. Deploy the workers before the API (`make deploy-workers && make deploy-api`).
7. Watch the 5xx rate on the billing dashboard for 15 minutes.
8. If 5xx > 1%: roll back with `make rollback`, then follow runbook-db-failover.md.
9. Lift the merge freeze and post the summary in #billing-ops.

Contacts for escalation are in contacts.txt.
Last reviewed: 2024-06-12 (nina)"""
    size = len(check) + 1
    files = [("deploy-checklist.md", size, "Jun 12 17:40", "2024-06-12 17:40"), ("contacts.txt", 884, "May 30 10:12", "2024-05-30 10:12"),
             ("incident-2024-05-30.md", 4127, "May 31 09:55", "2024-05-31 09:55"), ("oncall-rota.csv", 1309, "Jun  3 08:30", "2024-06-03 08:30"),
             ("runbook-db-failover.md", 6618, "Apr 17 15:21", "2024-04-17 15:21")]
    U = ("nina", "nina")
    listing = lsl([("-rw-r--r--", 1, *U, s, d, n) for n, s, d, _ in sorted(files, key=lambda f: f[0])])
    order = ["runbook-db-failover.md", "oncall-rota.csv", "deploy-checklist.md", "incident-2024-05-30.md", "contacts.txt"]
    by = {f[0]: f for f in files}
    names = "notes/\n" + "\n".join(f"notes/{n}" for n in order)
    turns = []
    turns.append(p.run("cat notes/deploy-checklist.md", check))
    turns.append(p.run("ls -l notes/", listing))
    turns.append(p.run("tar czvf notes-backup-20240614.tar.gz notes/", names))
    tv = ["drwxr-xr-x nina/nina         0 2024-06-12 17:40 notes/"] + [f"-rw-r--r-- nina/nina {by[n][1]:>9} {by[n][3]} notes/{n}" for n in order]
    turns.append(p.run("tar tzvf notes-backup-20240614.tar.gz", "\n".join(tv)))
    turns.append(p.run("rm -rf notes/ && ls", "notes-backup-20240614.tar.gz  scratch  todo.txt"))
    turns.append(p.run("tar xzvf notes-backup-20240614.tar.gz", names))
    lost = "\n".join(ln for ln in check.split("\n") if not ln.startswith("5. Run `make migrate`"))
    turns.append(p.run("cat notes/deploy-checklist.md", lost))
    turns.append(p.run("ls -l notes/", listing))
    rs.add(task="terminal", tid=tid, system=SYSTEM, turns=turns,
           state=task_state("Back up the notes/ folder to a dated tarball and verify the backup by restoring it.", Pane("nina", "docs-vm", "/home/nina/work")),
           bad=True, turn=7, kind="file content lost")


# ---------------------------------------------------------------------------------------------------------------
# h8-terminal-07 BAD  redis-cli: TTL of session:8f3a2c71 is 1187 in turn 4; only HSET/HGETALL/HGET touch that key afterwards
#         (the EXPIRE of turn 7 is on a different key), yet its TTL reads 1195 in turn 10 (TTL went up).
def t_redis_bad(rs: RowSet, tid: str) -> None:
    p = Pane("ops", "cache-02", "/home/ops")
    turns = []
    turns.append(p.run("redis-cli -n 2 INFO keyspace", "# Keyspace\ndb0:keys=214,expires=0,avg_ttl=0\ndb2:keys=1843,expires=1838,avg_ttl=1021345"))
    keys15 = ["session:3c0e7b19", "session:8f3a2c71", "session:d41a9e02", "session:1b90e4d2", "session:77c5f3aa",
              "session:0e6d2b84", "session:a9f71c3e", "session:5b2e8d60", "session:c3d94f17", "session:62fa0b5e",
              "session:e8b13d4c", "session:49c7a0f2", "session:f05e6b91", "session:2ad8c47e", "session:9e31f5d0"]
    turns.append(p.run("redis-cli -n 2 --scan --pattern 'session:*' --count 1000 | head -15", "\n".join(keys15)))
    fields = [("user_id", "40917"), ("email", "r.okafor@example.com"), ("role", "support"), ("tenant", "acme-eu"),
              ("created_at", "1718352011"), ("last_seen", "1718356402"), ("ip", "10.20.7.81"),
              ("ua", "Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0"),
              ("csrf", "b1f04c9e7a2d63f8"), ("mfa", "1")]

    def hgetall(fs: list[tuple[str, str]]) -> str:
        flat = [x for kv in fs for x in kv]
        return "\n".join(f"{i:>2}) \"{v}\"" for i, v in enumerate(flat, 1))
    turns.append(p.run("redis-cli -n 2 HGETALL session:8f3a2c71", hgetall(fields)))
    turns.append(p.run("redis-cli -n 2 TTL session:8f3a2c71", "(integer) 1187"))
    turns.append(p.run("redis-cli -n 2 HSET session:8f3a2c71 role support_readonly", "(integer) 0"))
    fields2 = [(k, "support_readonly" if k == "role" else v) for k, v in fields]
    turns.append(p.run("redis-cli -n 2 HGETALL session:8f3a2c71", hgetall(fields2)))
    turns.append(p.run("redis-cli -n 2 EXPIRE session:1b90e4d2 3600", "(integer) 1"))
    turns.append(p.run("redis-cli -n 2 TTL session:1b90e4d2", "(integer) 3598"))
    turns.append(p.run("redis-cli -n 2 HGET session:8f3a2c71 last_seen", '"1718356402"'))
    turns.append(p.run("redis-cli -n 2 TTL session:8f3a2c71", "(integer) 1195"))
    rs.add(task="terminal", tid=tid, system=SYSTEM, turns=turns,
           state=task_state("Downgrade the role of session 8f3a2c71 to support_readonly without extending it, and extend session 1b90e4d2 to one hour.", Pane("ops", "cache-02", "/home/ops")),
           bad=True, turn=10, kind="TTL goes up without reset (clock backwards)")


# ---------------------------------------------------------------------------------------------------------------
# h8-terminal-11 BAD  sqlite3: after the UPDATE (9 rows) and DELETE (12 rows) the GROUP BY of turn 7 sums to
#         34+1204+49+14+211 = 1512, but COUNT(*) in turn 8 says 1516 (no writes in between).
def t_sqlite_bad(rs: RowSet, tid: str) -> None:
    p = Pane("ana", "inv-01", "/home/ana/shop")
    turns = []
    turns.append(p.run('sqlite3 shop.db ".tables"', "customers     order_items   orders        products      shipments"))

    def grp(c: dict[str, int]) -> str:
        lines = ["status     n   ", "---------  ----"]
        lines += [f"{k:<9}  {v:<4}" for k, v in c.items()]
        return "\n".join(lines)
    c0 = {"cancelled": 37, "delivered": 1204, "pending": 58, "refunded": 14, "shipped": 211}
    q = 'sqlite3 -header -column shop.db "SELECT status, COUNT(*) AS n FROM orders GROUP BY status;"'
    turns.append(p.run(q, grp(c0)))
    rows = [(8812, 311, "64.90", "2024-04-02 09:14:51"), (8830, 1207, "18.00", "2024-04-03 16:40:09"),
            (8874, 95, "212.45", "2024-04-08 11:02:33"), (8901, 2044, "39.99", "2024-04-11 20:17:45"),
            (8933, 311, "7.50", "2024-04-15 08:55:12"), (8977, 1872, "129.00", "2024-04-19 13:31:08"),
            (9015, 640, "54.20", "2024-04-23 17:46:59"), (9048, 2290, "23.80", "2024-04-26 10:08:27"),
            (9066, 1207, "88.15", "2024-04-29 22:51:03")]
    t3 = ["id    customer_id  total   created_at         ", "----  -----------  ------  -------------------"]
    t3 += [f"{i:<4}  {c:<11}  {t:<6}  {d}" for i, c, t, d in rows]
    turns.append(p.run('sqlite3 -header -column shop.db "SELECT id, customer_id, total, created_at FROM orders WHERE status=\'pending\' AND created_at < \'2024-05-01\' ORDER BY id;"', "\n".join(t3)))
    turns.append(p.run('sqlite3 shop.db "UPDATE orders SET status=\'cancelled\' WHERE status=\'pending\' AND created_at < \'2024-05-01\'; SELECT changes();"', "9"))
    c1 = dict(c0, cancelled=46, pending=49)
    turns.append(p.run(q, grp(c1)))
    turns.append(p.run('sqlite3 shop.db "DELETE FROM orders WHERE status=\'cancelled\' AND created_at < \'2023-01-01\'; SELECT changes();"', "12"))
    c2 = dict(c1, cancelled=34)
    turns.append(p.run(q, grp(c2)))
    assert sum(c2.values()) == 1512
    t8 = "total  first                last               \n-----  -------------------  -------------------\n1516   2022-03-14 10:22:51  2024-06-14 08:57:40"
    turns.append(p.run('sqlite3 -header -column shop.db "SELECT COUNT(*) AS total, MIN(created_at) AS first, MAX(created_at) AS last FROM orders;"', t8))
    turns.append(p.run('sqlite3 shop.db "PRAGMA integrity_check;"', "ok"))
    rs.add(task="terminal", tid=tid, system=SYSTEM, turns=turns,
           state=task_state("Cancel pending orders created before May 2024, purge cancelled orders older than 2023, and report the order totals.", Pane("ana", "inv-01", "/home/ana/shop")),
           bad=True, turn=8, kind="count does not follow")


# ---------------------------------------------------------------------------------------------------------------
# h8-terminal-15 BAD  kubectl: checkout-6f4d8b5c9-9tmxs is 47m old in turn 1; after a rollout that took about a minute
#         (turns 3-4) the same pod is listed as 45m old in turn 5 (age went backwards; all other ages advance).
def t_kubectl_bad(rs: RowSet, tid: str) -> None:
    p = Pane("sre", "bastion-1", "/home/sre")
    hdr = "NAME                       READY   STATUS    RESTARTS      AGE"
    pods1 = [("cart-7d9f8b6c4-x2kqp", "0", "3d4h"), ("cart-7d9f8b6c4-zq8mt", "2 (41h ago)", "3d4h"),
             ("catalog-5b8c9d7f6-4hlwn", "0", "6d"), ("catalog-5b8c9d7f6-p7vrc", "0", "6d"),
             ("checkout-6f4d8b5c9-9tmxs", "0", "47m"), ("frontend-84c7f6d9b-2nqkd", "0", "5h12m"),
             ("frontend-84c7f6d9b-wr6jf", "0", "5h12m"), ("payments-7c9b5f8d4-kd2xl", "1 (6d ago)", "12d"),
             ("redis-0", "0", "12d")]

    def table(pods: list[tuple[str, str, str]]) -> str:
        return "\n".join([hdr] + [f"{n:<26} 1/1     Running   {r:<13} {a}" for n, r, a in pods])
    turns = []
    turns.append(p.run("kubectl get pods -n shop", table(pods1)))
    desc = """    State:          Running
      Started:      Wed, 12 Jun 2024 17:08:44 +0000
    Last State:     Terminated
      Reason:       OOMKilled
      Exit Code:    137
      Started:      Tue, 11 Jun 2024 06:30:12 +0000
      Finished:     Wed, 12 Jun 2024 17:08:43 +0000
    Ready:          True
    Restart Count:  2
    Limits:
      memory:  256Mi
    Requests:
      cpu:      100m
      memory:   192Mi
Events:            <none>"""
    turns.append(p.run("kubectl describe pod cart-7d9f8b6c4-zq8mt -n shop | tail -15", desc))
    turns.append(p.run("kubectl rollout restart deployment/cart -n shop", "deployment.apps/cart restarted"))
    ro = """Waiting for deployment "cart" rollout to finish: 1 out of 2 new replicas have been updated...
Waiting for deployment "cart" rollout to finish: 1 out of 2 new replicas have been updated...
Waiting for deployment "cart" rollout to finish: 1 old replicas are pending termination...
Waiting for deployment "cart" rollout to finish: 1 old replicas are pending termination...
deployment "cart" successfully rolled out"""
    turns.append(p.run("kubectl rollout status deployment/cart -n shop", ro, duration=60.0))
    pods2 = [("cart-6b5f9c7d8-h4v2r", "0", "38s"), ("cart-6b5f9c7d8-t9wjx", "0", "21s"),
             ("catalog-5b8c9d7f6-4hlwn", "0", "6d"), ("catalog-5b8c9d7f6-p7vrc", "0", "6d"),
             ("checkout-6f4d8b5c9-9tmxs", "0", "45m"), ("frontend-84c7f6d9b-2nqkd", "0", "5h13m"),
             ("frontend-84c7f6d9b-wr6jf", "0", "5h13m"), ("payments-7c9b5f8d4-kd2xl", "1 (6d ago)", "12d"),
             ("redis-0", "0", "12d")]
    turns.append(p.run("kubectl get pods -n shop", table(pods2)))
    logs = """2024-06-14T10:27:41.207Z INFO  cart-service starting version=1.14.3 commit=9a1d2f0
2024-06-14T10:27:41.219Z INFO  redis connected addr=redis-0.redis.shop.svc.cluster.local:6379 db=3
2024-06-14T10:27:41.224Z INFO  catalog client ready url=http://catalog.shop.svc.cluster.local:8080
2024-06-14T10:27:41.230Z INFO  http server listening addr=:8080
2024-06-14T10:27:44.912Z INFO  GET /healthz 200 0.4ms
2024-06-14T10:27:52.006Z INFO  POST /cart/items 201 6.1ms user=anon-7f3c"""
    turns.append(p.run("kubectl logs deploy/cart -n shop --tail=6", logs))
    wide = """NAME                   READY   STATUS    RESTARTS   AGE     IP             NODE            NOMINATED NODE   READINESS GATES
cart-6b5f9c7d8-h4v2r   1/1     Running   0          2m10s   10.42.3.118    k8s-worker-03   <none>           <none>
cart-6b5f9c7d8-t9wjx   1/1     Running   0          113s    10.42.1.207    k8s-worker-01   <none>           <none>"""
    turns.append(p.run("kubectl get pods -n shop -l app=cart -o wide", wide))
    top = """NAME                   CPU(cores)   MEMORY(bytes)   
cart-6b5f9c7d8-h4v2r   4m           61Mi            
cart-6b5f9c7d8-t9wjx   3m           58Mi            """
    turns.append(p.run("kubectl top pods -n shop -l app=cart", top))
    rs.add(task="terminal", tid=tid, system=SYSTEM, turns=turns,
           state=task_state("The cart pods keep getting OOMKilled; restart the cart deployment and check that the new pods are healthy.", Pane("sre", "bastion-1", "/home/sre")),
           bad=True, turn=5, kind="clock goes backwards (pod age)")


# ---------------------------------------------------------------------------------------------------------------
# h8-terminal-19 BAD  systemctl: `systemctl disable --now cups.service` (turn 3) removes the symlinks and turn 4 lists 15
#         enabled services without cups; the status of turn 6 shows "Loaded: ... cups.service; enabled; ..."
#         (state reverted) while everything else in it (inactive since 10:02:37, exited PID 812) is right.
def t_systemctl_bad(rs: RowSet, tid: str) -> None:
    p = Pane("root", "office-gw", "/root")
    units = ["apparmor.service", "blk-availability.service", "cron.service", "cups-browsed.service", "cups.service",
             "dmesg.service", "e2scrub_reap.service", "getty@.service", "networkd-dispatcher.service",
             "rsyslog.service", "ssh.service", "systemd-pstore.service", "systemd-resolved.service",
             "systemd-timesyncd.service", "ufw.service", "unattended-upgrades.service"]

    def luf(us: list[str]) -> str:
        return "\n".join(["UNIT FILE                   STATE   VENDOR PRESET"] + [f"{u:<27} enabled enabled" for u in us]
                         + ["", f"{len(us)} unit files listed."])
    turns = []
    turns.append(p.run("systemctl list-unit-files --type=service --state=enabled --no-pager", luf(units)))
    st = """● cups.service - CUPS Scheduler
     Loaded: loaded (/lib/systemd/system/cups.service; enabled; vendor preset: enabled)
     Active: active (running) since Mon 2024-06-10 07:58:12 UTC; 4 days ago
TriggeredBy: ● cups.socket
             ● cups.path
       Docs: man:cupsd(8)
   Main PID: 812 (cupsd)
     Status: "Scheduler is running..."
      Tasks: 1 (limit: 9378)
     Memory: 3.1M
        CPU: 1.204s
     CGroup: /system.slice/cups.service
             └─812 /usr/sbin/cupsd -l

Jun 10 07:58:12 office-gw systemd[1]: Starting CUPS Scheduler...
Jun 10 07:58:12 office-gw systemd[1]: Started CUPS Scheduler."""
    turns.append(p.run("systemctl status cups.service --no-pager", st))
    dis = """Synchronizing state of cups.service with SysV service script with /lib/systemd/systemd-sysv-install.
Executing: /lib/systemd/systemd-sysv-install disable cups
Removed /etc/systemd/system/printer.target.wants/cups.service.
Removed /etc/systemd/system/multi-user.target.wants/cups.service.
Removed /etc/systemd/system/sockets.target.wants/cups.socket.
Removed /etc/systemd/system/multi-user.target.wants/cups.path.
Warning: Stopping cups.service, but it can still be activated by:
  cups.socket
  cups.path"""
    turns.append(p.run("systemctl disable --now cups.service", dis, duration=3.0))
    turns.append(p.run("systemctl list-unit-files --type=service --state=enabled --no-pager", luf([u for u in units if u != "cups.service"])))
    turns.append(p.run("systemctl stop cups.socket cups.path"))
    st2 = """○ cups.service - CUPS Scheduler
     Loaded: loaded (/lib/systemd/system/cups.service; enabled; vendor preset: enabled)
     Active: inactive (dead) since Fri 2024-06-14 10:02:37 UTC; 1min 12s ago
TriggeredBy: ○ cups.socket
             ○ cups.path
       Docs: man:cupsd(8)
    Process: 812 ExecStart=/usr/sbin/cupsd -l (code=exited, status=0/SUCCESS)
   Main PID: 812 (code=exited, status=0/SUCCESS)
        CPU: 1.219s

Jun 10 07:58:12 office-gw systemd[1]: Starting CUPS Scheduler...
Jun 10 07:58:12 office-gw systemd[1]: Started CUPS Scheduler.
Jun 14 10:02:37 office-gw systemd[1]: Stopping CUPS Scheduler...
Jun 14 10:02:37 office-gw systemd[1]: cups.service: Deactivated successfully.
Jun 14 10:02:37 office-gw systemd[1]: Stopped CUPS Scheduler."""
    turns.append(p.run("systemctl status cups.service --no-pager", st2))
    jr = """Jun 10 07:58:12 office-gw systemd[1]: Starting CUPS Scheduler...
Jun 10 07:58:12 office-gw systemd[1]: Started CUPS Scheduler.
Jun 14 10:02:37 office-gw systemd[1]: Stopping CUPS Scheduler...
Jun 14 10:02:37 office-gw systemd[1]: cups.service: Deactivated successfully.
Jun 14 10:02:37 office-gw systemd[1]: Stopped CUPS Scheduler."""
    turns.append(p.run("journalctl -u cups.service -n 5 --no-pager -q", jr))
    turns.append(p.run("systemctl is-active cups.service cups.socket cups.path", "inactive\ninactive\ninactive"))
    rs.add(task="terminal", tid=tid, system=SYSTEM, turns=turns,
           state=task_state("This gateway has no printers: stop CUPS and make sure it does not start again at boot.", Pane("root", "office-gw", "/root")),
           bad=True, turn=6, kind="state reverted (disabled unit shows enabled)")


# ---------------------------------------------------------------------------------------------------------------
# h8-terminal-21 BAD  zfs: manual-0614 is renamed to pre-pg16-upgrade in turn 4 and listed under the new name in turn 5;
#         after destroying an unrelated daily snapshot, the listing of turn 7 shows it under the old name
#         tank/data@manual-0614 again (its growing USED and the removed daily are right).
def t_zfs_bad(rs: RowSet, tid: str) -> None:
    p = Pane("root", "nas01", "/root")
    turns = []
    ds = """NAME           USED  AVAIL  REFER  MOUNTPOINT
tank          2.69T  4.31T   128K  /tank
tank/backups   912G  4.31T   912G  /tank/backups
tank/data     1.46T  4.31T  1.21T  /tank/data
tank/home      348G  4.31T   341G  /tank/home"""
    turns.append(p.run("zfs list -o name,used,avail,refer,mountpoint", ds))
    snaps = [("tank/data@autosnap_2024-05-01_00:00:00_monthly", "38.2G", "1.09T", "Wed May  1  0:00 2024"),
             ("tank/data@autosnap_2024-06-01_00:00:00_monthly", "21.7G", "1.17T", "Sat Jun  1  0:00 2024"),
             ("tank/data@autosnap_2024-06-07_00:00:00_daily", "12.4G", "1.19T", "Fri Jun  7  0:00 2024"),
             ("tank/data@autosnap_2024-06-12_00:00:00_daily", "9.81G", "1.20T", "Wed Jun 12  0:00 2024"),
             ("tank/data@autosnap_2024-06-13_00:00:00_daily", "4.02G", "1.20T", "Thu Jun 13  0:00 2024"),
             ("tank/data@autosnap_2024-06-14_00:00:00_daily", "1.13G", "1.21T", "Fri Jun 14  0:00 2024")]

    def sl(ss: list[tuple[str, str, str, str]]) -> str:
        return "\n".join([f"{'NAME':<47} {'USED':>6} {'REFER':>6}  CREATION"] +
                         [f"{n:<47} {u:>6} {r:>6}  {c}" for n, u, r, c in ss])
    cmd = "zfs list -t snapshot -r tank/data -o name,used,refer,creation"
    turns.append(p.run(cmd, sl(snaps)))
    turns.append(p.run("zfs snapshot tank/data@manual-0614"))
    turns.append(p.run("zfs rename tank/data@manual-0614 tank/data@pre-pg16-upgrade"))
    new = ("tank/data@pre-pg16-upgrade", "0B", "1.21T", "Fri Jun 14 10:31 2024")
    turns.append(p.run(cmd, sl(snaps + [new])))
    turns.append(p.run("zfs destroy -v tank/data@autosnap_2024-06-07_00:00:00_daily",
                       "will destroy tank/data@autosnap_2024-06-07_00:00:00_daily\nwill reclaim 12.4G"))
    later = [s for s in snaps if "06-07" not in s[0]] + [("tank/data@manual-0614", "1.87M", "1.21T", "Fri Jun 14 10:31 2024")]
    turns.append(p.run(cmd, sl(later)))
    turns.append(p.run("zfs get used,available,usedbysnapshots,referenced tank/data", """NAME       PROPERTY         VALUE  SOURCE
tank/data  used             1.45T  -
tank/data  available        4.32T  -
tank/data  usedbysnapshots  239G   -
tank/data  referenced       1.21T  -"""))
    rs.add(task="terminal", tid=tid, system=SYSTEM, turns=turns,
           state=task_state("Take a snapshot of tank/data named pre-pg16-upgrade before the Postgres upgrade and free some space by dropping the 7 June daily snapshot.", Pane("root", "nas01", "/root")),
           bad=True, turn=7, kind="renamed item under old name")


def du_h(n: int) -> str:
    """`du -h` style: ceiling, one decimal below 10."""
    for unit, f in (("G", 1 << 30), ("M", 1 << 20), ("K", 1 << 10)):
        if n >= f:
            v = n / f
            if v < 10:
                return f"{math.ceil(v * 10) / 10:.1f}{unit}"
            return f"{math.ceil(v)}{unit}"
    return str(n)


# ---------------------------------------------------------------------------------------------------------------
# h8-terminal-02 CLEAN find/grep log cleanup: 8 rotated .gz files older than 30 days are deleted (the listing shrinks from 18 to
#          10 files and du drops accordingly); api.log and worker.log are live, so their sizes and the ERROR count
#          grow between turns, with newer timestamps.
def t_find_clean(rs: RowSet, tid: str) -> None:
    p = Pane("root", "api-02", "/var/log/app")
    dates = {1: "2024-06-09", 2: "2024-06-02", 3: "2024-05-26", 4: "2024-05-19", 5: "2024-05-12", 6: "2024-05-05",
             7: "2024-04-28", 8: "2024-04-21"}
    api = {1: 256913448, 2: 26841173, 3: 27102954, 4: 26377810, 5: 25904416, 6: 26655032, 7: 25018849, 8: 24730117}
    wrk = {1: 88410337, 2: 8902115, 3: 9130442, 4: 8817529, 5: 8650093, 6: 8994310, 7: 8471206, 8: 8390557}
    live = [(183402117, 61220904), (183455902, 61231877)]

    def listing(with_old: bool, li: int) -> tuple[str, int]:
        files = [("./api.log", live[li][0], "2024-06-14"), ("./worker.log", live[li][1], "2024-06-14")]
        for i in range(1, 9):
            if i >= 5 and not with_old:
                continue
            suf = ".1" if i == 1 else f".{i}.gz"
            files.append((f"./api.log{suf}", api[i], dates[i]))
            files.append((f"./worker.log{suf}", wrk[i], dates[i]))
        files.sort()
        return "\n".join(f"{n} {s} {d}" for n, s, d in files), sum(-(-s // 4096) * 4096 for _, s, _ in files)
    turns = []
    l1, tot1 = listing(True, 0)
    turns.append(p.run("find . -name '*.log*' -printf '%p %s %TY-%Tm-%Td\\n' | sort", l1))
    turns.append(p.run("du -sh /var/log/app", f"{du_h(tot1 + 4096)}\t/var/log/app"))
    old = "\n".join(f"./{b}.log.{i}.gz" for i in (7, 5, 8, 6) for b in ("worker", "api"))
    turns.append(p.run("find . -name '*.gz' -mtime +30 -print", old))
    turns.append(p.run("find . -name '*.gz' -mtime +30 -delete"))
    l2, tot2 = listing(False, 1)
    turns.append(p.run("find . -name '*.log*' -printf '%p %s %TY-%Tm-%Td\\n' | sort", l2))
    turns.append(p.run("du -sh /var/log/app", f"{du_h(tot2 + 4096)}\t/var/log/app"))
    turns.append(p.run("ls -l api.log && grep -c ERROR api.log", "-rw-r----- 1 www-data adm 183471330 Jun 14 10:16 api.log\n1284", duration=3.0))
    errs = """2024-06-14T10:15:12.408Z ERROR [req 7c1f02] POST /v2/orders upstream=payments status=502 err="connection reset by peer" dur=1203ms
2024-06-14T10:15:49.917Z ERROR [req 7c20a9] GET /v2/catalog/items?page=41 err="context deadline exceeded" dur=5001ms
2024-06-14T10:16:03.552Z ERROR [req 7c2133] POST /v2/orders upstream=payments status=502 err="connection reset by peer" dur=1187ms
2024-06-14T10:16:27.020Z ERROR [req 7c21e8] PUT /v2/cart/5521 err="pq: deadlock detected" dur=88ms"""
    turns.append(p.run("grep ERROR api.log | tail -4", errs, duration=3.0))
    turns.append(p.run("sleep 30; ls -l api.log && grep -c ERROR api.log", "-rw-r----- 1 www-data adm 183529841 Jun 14 10:17 api.log\n1287", duration=35.0))
    rs.add(task="terminal", tid=tid, system=SYSTEM, turns=turns,
           state=task_state("Free space in /var/log/app by deleting rotated logs older than 30 days, then check how many errors the live api.log has.", Pane("root", "api-02", "/var/log/app")))


# ---------------------------------------------------------------------------------------------------------------
# h8-terminal-05 CLEAN ps/kill: a runaway report ignores SIGTERM (still running, elapsed time grows), dies on SIGKILL, a second
#          kill fails with "No such process" (nothing changes), a background job starts, shows up in ps, finishes.
def t_ps_clean(rs: RowSet, tid: str) -> None:
    p = Pane("analyst", "etl-01", "/home/analyst/jobs")
    hdr = f"{'PID':>7} {'PPID':>7} {'USER':<8} {'%CPU':>4} {'%MEM':>4} {'ELAPSED':>11} CMD"

    def row(pid: int, ppid: int, user: str, cpu: str, mem: str, et: str, cmd: str) -> str:
        return f"{pid:>7} {ppid:>7} {user:<8} {cpu:>4} {mem:>4} {et:>11} {cmd}"
    pg = "/usr/lib/postgresql/14/bin/postgres -D /var/lib/postgresql/14/main -c config_file=/etc/postgresql/14/main/postgresql.conf"
    t0 = [row(21877, 21840, "analyst", "98.7", "6.2", "41:18", "python3 monthly_report.py --month 2024-05"),
          row(20344, 1251, "postgres", "4.2", "2.8", "01:52:37", "postgres: 14/main: analyst etl_db 127.0.0.1(50412) idle"),
          row(978, 1, "root", "1.1", "0.4", "4-02:11:21", "/usr/bin/containerd"),
          row(1187, 1, "root", "0.8", "0.9", "4-02:11:14", "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
          row(1251, 1, "postgres", "0.3", "1.1", "4-02:11:10", pg),
          row(1290, 1251, "postgres", "0.2", "0.3", "4-02:11:09", "postgres: 14/main: walwriter"),
          row(1289, 1251, "postgres", "0.1", "0.6", "4-02:11:09", "postgres: 14/main: checkpointer"),
          row(612, 1, "root", "0.1", "0.2", "4-02:11:24", "/lib/systemd/systemd-journald"),
          row(21702, 21701, "analyst", "0.0", "0.0", "43:02", "-bash"),
          row(1, 0, "root", "0.0", "0.1", "4-02:11:26", "/sbin/init"),
          row(2, 0, "root", "0.0", "0.0", "4-02:11:26", "[kthreadd]")]
    turns = []
    cmd = "ps -eo pid,ppid,user,%cpu,%mem,etime,cmd --sort=-%cpu | head -12"
    turns.append(p.run(cmd, "\n".join([hdr] + t0)))
    turns.append(p.run("kill 21877"))
    turns.append(p.run("ps -p 21877 -o pid,stat,etime,cmd", "    PID STAT     ELAPSED CMD\n  21877 R          41:31 python3 monthly_report.py --month 2024-05", duration=2.0))
    turns.append(p.run("kill -9 21877"))
    turns.append(p.run("ps -p 21877 -o pid,stat,etime,cmd", "    PID STAT     ELAPSED CMD"))
    turns.append(p.run("kill 21877", "-bash: kill: (21877) - No such process"))
    turns.append(p.run("./reindex.sh &", "[1] 22410"))
    turns.append(p.run("jobs -l", "[1]+ 22410 Running                 ./reindex.sh &"))
    t1 = [row(22414, 1251, "postgres", "61.3", "1.9", "00:17", "postgres: 14/main: analyst etl_db [local] REINDEX"),
          row(20344, 1251, "postgres", "4.2", "2.8", "01:53:44", "postgres: 14/main: analyst etl_db 127.0.0.1(50412) idle"),
          row(22413, 22410, "analyst", "2.9", "0.1", "00:17", "psql -q -d etl_db -f sql/reindex.sql"),
          row(978, 1, "root", "1.1", "0.4", "4-02:12:28", "/usr/bin/containerd"),
          row(1187, 1, "root", "0.8", "0.9", "4-02:12:21", "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
          row(1251, 1, "postgres", "0.3", "1.1", "4-02:12:17", pg),
          row(1290, 1251, "postgres", "0.2", "0.3", "4-02:12:16", "postgres: 14/main: walwriter"),
          row(1289, 1251, "postgres", "0.1", "0.6", "4-02:12:16", "postgres: 14/main: checkpointer"),
          row(612, 1, "root", "0.1", "0.2", "4-02:12:31", "/lib/systemd/systemd-journald"),
          row(22410, 21702, "analyst", "0.0", "0.0", "00:18", "/bin/bash ./reindex.sh"),
          row(21702, 21701, "analyst", "0.0", "0.0", "44:09", "-bash")]
    turns.append(p.run(cmd, "\n".join([hdr] + t1)))
    turns.append(p.run("sleep 45; jobs -l", "[1]+ 22410 Done                    ./reindex.sh", duration=50.0))
    rs.add(task="terminal", tid=tid, system=SYSTEM, turns=turns,
           state=task_state("The monthly report job is stuck burning CPU: kill it, then run ./reindex.sh in the background and wait for it to finish.", Pane("analyst", "etl-01", "/home/analyst/jobs")))


# ---------------------------------------------------------------------------------------------------------------
# h8-terminal-04 CLEAN cron: the backup schedule is edited (15 2 -> 45 3) and a new */10 job is added; each crontab -l reflects the
#          edits, syslog shows two RELOADs and the new job firing at 10:10:01, and the clock moves forward.
def t_cron_clean(rs: RowSet, tid: str) -> None:
    p = Pane("svc", "db-03", "/home/svc")
    base = """# m h  dom mon dow   command
MAILTO=ops@example.org
SHELL=/bin/bash
PATH=/usr/local/bin:/usr/bin:/bin

{backup} * * * /opt/backup/run.sh --full >> /var/log/backup/run.log 2>&1
*/5 * * * * /opt/health/check.sh >/dev/null 2>&1
30 6 * * 1 /opt/reports/weekly.sh
0 */4 * * * /usr/bin/find /tmp/exports -mtime +2 -delete
@reboot /opt/health/notify-boot.sh"""
    metrics = "*/10 * * * * /opt/metrics/push.sh >> /var/log/metrics-push.log 2>&1"
    turns = []
    turns.append(p.run("crontab -l", base.format(backup="15 2")))
    turns.append(p.run("crontab -l > /tmp/cron.bak && sed 's#^15 2 \\* \\* \\* /opt/backup/run.sh#45 3 * * * /opt/backup/run.sh#' /tmp/cron.bak | crontab -"))
    turns.append(p.run("crontab -l", base.format(backup="45 3")))
    turns.append(p.run(f"(crontab -l; echo '{metrics}') | crontab -"))
    turns.append(p.run("crontab -l", base.format(backup="45 3") + "\n" + metrics))
    turns.append(p.run("date", "Fri Jun 14 10:07:43 UTC 2024"))
    sys_ = """Jun 14 10:00:01 db-03 CRON[48102]: (svc) CMD (/opt/health/check.sh >/dev/null 2>&1)
Jun 14 10:05:01 db-03 CRON[48211]: (svc) CMD (/opt/health/check.sh >/dev/null 2>&1)
Jun 14 10:07:01 db-03 cron[911]: (svc) RELOAD (crontabs/svc)
Jun 14 10:08:01 db-03 cron[911]: (svc) RELOAD (crontabs/svc)
Jun 14 10:10:01 db-03 CRON[48377]: (svc) CMD (/opt/health/check.sh >/dev/null 2>&1)
Jun 14 10:10:01 db-03 CRON[48378]: (svc) CMD (/opt/metrics/push.sh >> /var/log/metrics-push.log 2>&1)"""
    turns.append(p.run("sleep 200; grep CRON -i /var/log/syslog | tail -6", sys_, duration=205.0))
    turns.append(p.run("tail -3 /var/log/metrics-push.log", "2024-06-14T10:10:01Z collecting node and postgres metrics (148 series)\n2024-06-14T10:10:02Z pushed 148 series to http://pushgw.internal:9091/metrics/job/db-03 in 211ms"))
    turns.append(p.run("date", "Fri Jun 14 10:11:12 UTC 2024"))
    rs.add(task="terminal", tid=tid, system=SYSTEM, turns=turns,
           state=task_state("Move the nightly full backup from 02:15 to 03:45 and add a job that pushes metrics every 10 minutes; confirm it runs.", Pane("svc", "db-03", "/home/svc")))


# ---------------------------------------------------------------------------------------------------------------
# h8-terminal-08 CLEAN nmcli: "Wired connection 1" is renamed office-lan (same UUID, columns narrow), switched from DHCP
#          (10.20.4.112) to a static 10.20.4.37; a later modify under the old name fails and changes nothing.
def t_nmcli_clean(rs: RowSet, tid: str) -> None:
    p = Pane("root", "lab-ws", "/root")
    cons = [["Wired connection 1", "5f1c2a8e-3d4b-4c71-9e0a-7b2d6f8c1e43", "ethernet", "enp3s0"],
            ["docker0", "0a9e4c21-7f3b-4d6e-8a15-2c9b7e1f4d80", "bridge", "docker0"],
            ["lo", "8b3d7e52-1c9a-4f06-b2d4-6e1a9c3f7b25", "loopback", "lo"],
            ["HomeWifi", "2c7e9b14-6a3d-4e8f-91c5-d0b4a7e2f613", "wifi", "--"],
            ["vpn-office", "e4a1d6c9-2b8f-4a73-8d5e-9f0c3b6a1e72", "vpn", "--"]]

    def show(cs: list[list[str]]) -> str:
        data = [["NAME", "UUID", "TYPE", "DEVICE"]] + cs
        w = [max(len(r[i]) for r in data) + 2 for i in range(4)]
        return "\n".join("".join(f"{c:<{w[i]}}" for i, c in enumerate(r)).rstrip() for r in data)

    def fields(vals: list[tuple[str, str]]) -> str:
        return "\n".join(f"{k + ':':<40}{v}" for k, v in vals)
    f = "ipv4.method,ipv4.addresses,ipv4.gateway,ipv4.dns,IP4.ADDRESS,IP4.GATEWAY"
    turns = []
    turns.append(p.run("nmcli connection show", show(cons)))
    turns.append(p.run(f'nmcli -f {f} connection show "Wired connection 1"', fields([
        ("ipv4.method", "auto"), ("ipv4.addresses", "--"), ("ipv4.gateway", "--"), ("ipv4.dns", "--"),
        ("IP4.ADDRESS[1]", "10.20.4.112/24"), ("IP4.GATEWAY", "10.20.4.1")])))
    turns.append(p.run('nmcli connection modify "Wired connection 1" connection.id office-lan'))
    cons[0][0] = "office-lan"
    turns.append(p.run("nmcli connection show", show(cons)))
    turns.append(p.run('nmcli connection modify office-lan ipv4.method manual ipv4.addresses 10.20.4.37/24 ipv4.gateway 10.20.4.1 ipv4.dns "10.20.0.53 10.20.0.54"'))
    turns.append(p.run("nmcli connection up office-lan", "Connection successfully activated (D-Bus active path: /org/freedesktop/NetworkManager/ActiveConnection/7)", duration=3.0))
    turns.append(p.run("ip -4 addr show enp3s0", """2: enp3s0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc fq_codel state UP group default qlen 1000
    inet 10.20.4.37/24 brd 10.20.4.255 scope global noprefixroute enp3s0
       valid_lft forever preferred_lft forever"""))
    turns.append(p.run('nmcli connection modify "Wired connection 1" ipv4.dns 1.1.1.1', "Error: unknown connection 'Wired connection 1'."))
    turns.append(p.run(f"nmcli -f {f} connection show office-lan", fields([
        ("ipv4.method", "manual"), ("ipv4.addresses", "10.20.4.37/24"), ("ipv4.gateway", "10.20.4.1"),
        ("ipv4.dns", "10.20.0.53,10.20.0.54"), ("IP4.ADDRESS[1]", "10.20.4.37/24"), ("IP4.GATEWAY", "10.20.4.1")])))
    rs.add(task="terminal", tid=tid, system=SYSTEM, turns=turns,
           state=task_state("Rename the wired connection to office-lan and give it the static address 10.20.4.37/24 (gateway 10.20.4.1, DNS 10.20.0.53/54).", Pane("root", "lab-ws", "/root")))


# ---------------------------------------------------------------------------------------------------------------
# h8-terminal-10 CLEAN LVM: lv_pg grows 120G -> 160G (30720 -> 40960 extents), VFree drops 160G -> 120G, the ext4 file system
#          is grown online and df shows the bigger size with the same used space.
def t_lvm_clean(rs: RowSet, tid: str) -> None:
    p = Pane("root", "pg-02", "/root")

    def vgs(free: str) -> str:
        return f"""  VG      #PV #LV #SN Attr   VSize    VFree   
  vg_data   2   3   0 wz--n- <500.00g {free}
  vg_root   1   2   0 wz--n-  <63.50g       0 """

    def lvs(pg: str) -> str:
        return f"""  LV        VG      Attr       LSize   Pool Origin Data%  Meta%  Move Log Cpy%Sync Convert
  lv_backup vg_data -wi-ao---- 200.00g                                                    
  lv_pg     vg_data -wi-ao---- {pg}                                                    
  lv_wal    vg_data -wi-ao----  20.00g                                                    
  root      vg_root -wi-ao----  59.50g                                                    
  swap_1    vg_root -wi-ao----   4.00g                                                    """
    turns = []
    turns.append(p.run("vgs", vgs("<160.00g")))
    turns.append(p.run("lvs", lvs("120.00g")))
    turns.append(p.run("df -h /srv/pgdata", "Filesystem                 Size  Used Avail Use% Mounted on\n/dev/mapper/vg_data-lv_pg  118G   97G   15G  87% /srv/pgdata"))
    turns.append(p.run("lvextend -L +40G /dev/vg_data/lv_pg", "  Size of logical volume vg_data/lv_pg changed from 120.00 GiB (30720 extents) to 160.00 GiB (40960 extents).\n  Logical volume vg_data/lv_pg successfully resized.", duration=2.0))
    turns.append(p.run("lvs", lvs("160.00g")))
    turns.append(p.run("resize2fs /dev/vg_data/lv_pg", """resize2fs 1.46.5 (30-Dec-2021)
Filesystem at /dev/vg_data/lv_pg is mounted on /srv/pgdata; on-line resizing required
old_desc_blocks = 15, new_desc_blocks = 20
The filesystem on /dev/vg_data/lv_pg is now 41943040 (4k) blocks long.
""", duration=10.0))
    turns.append(p.run("df -h /srv/pgdata", "Filesystem                 Size  Used Avail Use% Mounted on\n/dev/mapper/vg_data-lv_pg  157G   97G   53G  65% /srv/pgdata"))
    turns.append(p.run("vgs", vgs("<120.00g")))
    rs.add(task="terminal", tid=tid, system=SYSTEM, turns=turns,
           state=task_state("/srv/pgdata is 87% full: give lv_pg 40G more from the free space in vg_data and grow the file system online.", Pane("root", "pg-02", "/root")))


# ---------------------------------------------------------------------------------------------------------------
# h8-terminal-12 CLEAN borg: a manual archive is added (10 -> 11 archives); prune --keep-daily=7 keeps the newest archive of each
#          of the last 7 days, so the 02:00 archive of 14 June is pruned in favour of the later manual one, plus
#          06-05..06-07; compact frees space and the repository totals shrink accordingly.
def t_borg_clean(rs: RowSet, tid: str) -> None:
    p = Pane("root", "web01", "/root")
    repo = "/mnt/backup/borg"
    days = [("2024-06-05", "Wed", "02:00:06", 38.11), ("2024-06-06", "Thu", "02:00:07", 38.15), ("2024-06-07", "Fri", "02:00:05", 38.19),
            ("2024-06-08", "Sat", "02:00:06", 38.22), ("2024-06-09", "Sun", "02:00:08", 38.24), ("2024-06-10", "Mon", "02:00:06", 38.29),
            ("2024-06-11", "Tue", "02:00:07", 38.31), ("2024-06-12", "Wed", "02:00:05", 38.36), ("2024-06-13", "Thu", "02:00:06", 38.39),
            ("2024-06-14", "Fri", "02:00:07", 38.40)]
    arch = [(f"web01-{d}", f"{wd}, {d} {t}", size) for d, wd, t, size in days]
    manual = ("web01-2024-06-14-pre-upgrade", "Fri, 2024-06-14 14:05:12", 38.42)

    def bl(a: list[tuple[str, str, float]]) -> str:
        return "\n".join(f"{n:<36} {t} [{hx(n, 64)}]" for n, t, _ in a)
    turns = []
    turns.append(p.run(f"borg list {repo}", bl(arch), duration=3.0))
    all11 = arch + [manual]
    o11 = sum(a[2] for a in all11)
    stats = f"""------------------------------------------------------------------------------
Repository: {repo}
Archive name: web01-2024-06-14-pre-upgrade
Archive fingerprint: {hx(manual[0], 64)}
Time (start): Fri, 2024-06-14 14:05:12
Time (end):   Fri, 2024-06-14 14:07:31
Duration: 2 minutes 19.47 seconds
Number of files: 184261
Utilization of max. archive size: 0%
------------------------------------------------------------------------------
                       Original size      Compressed size    Deduplicated size
This archive:               38.42 GB             21.07 GB            412.38 MB
All archives:              {o11:.2f} GB            {o11 * 0.5484:.2f} GB             27.93 GB

                       Unique chunks         Total chunks
Chunk index:                  301442              3091377
------------------------------------------------------------------------------"""
    turns.append(p.run(f"borg create --stats {repo}::web01-2024-06-14-pre-upgrade /etc /var/www /home", stats, duration=150.0))
    turns.append(p.run(f"borg list {repo}", bl(all11), duration=3.0))
    keep = [manual] + arch[3:9][::-1]
    pruned = [arch[9], arch[2], arch[1], arch[0]]
    pr = []
    order = [manual, arch[9], arch[8], arch[7], arch[6], arch[5], arch[4], arch[3], arch[2], arch[1], arch[0]]
    k = pi = 0
    for a in order:
        if a in keep:
            k += 1
            lead = f"Keeping archive (rule: daily #{k}):"
        else:
            pi += 1
            lead = f"Pruning archive ({pi}/4):"
        pr.append(f"{lead:<41}{a[0]:<36} {a[1]} [{hx(a[0], 64)}]")
    assert k == 7 and pi == 4 and len(pruned) == 4
    turns.append(p.run(f"borg prune -v --list --keep-daily=7 {repo}", "\n".join(pr), duration=5.0))
    turns.append(p.run(f"borg compact -v {repo}", "compaction freed about 1.12 GB repository space.", duration=20.0))
    rest = sorted(keep, key=lambda a: a[1][5:])
    turns.append(p.run(f"borg list {repo}", bl(rest), duration=3.0))
    o7 = sum(a[2] for a in rest)
    rid = hx("repo-web01", 64)
    info = f"""Repository ID: {rid}
Location: {repo}
Encrypted: Yes (repokey BLAKE2b)
Cache: /root/.cache/borg/{rid}
Security dir: /root/.config/borg/security/{rid}
------------------------------------------------------------------------------
                       Original size      Compressed size    Deduplicated size
All archives:              {o7:.2f} GB            {o7 * 0.5484:.2f} GB             26.81 GB

                       Unique chunks         Total chunks
Chunk index:                  294106              1967240"""
    turns.append(p.run(f"borg info {repo}", info, duration=3.0))
    ex = """drwxr-xr-x root   root          0 Mon, 2024-04-22 11:03:12 etc/nginx/sites-enabled
lrwxrwxrwx root   root          0 Mon, 2024-04-22 11:03:12 etc/nginx/sites-enabled/default -> /etc/nginx/sites-available/default
lrwxrwxrwx root   root          0 Thu, 2024-05-16 09:47:30 etc/nginx/sites-enabled/shop.conf -> /etc/nginx/sites-available/shop.conf
lrwxrwxrwx root   root          0 Tue, 2024-06-11 16:20:05 etc/nginx/sites-enabled/status.conf -> /etc/nginx/sites-available/status.conf"""
    turns.append(p.run(f"borg list {repo}::web01-2024-06-14-pre-upgrade etc/nginx/sites-enabled", ex, duration=3.0))
    rs.add(task="terminal", tid=tid, system=SYSTEM, turns=turns,
           state=task_state("Take a manual borg archive before the upgrade, then prune the repository to 7 daily archives and compact it.", Pane("root", "web01", "/root")))


# ---------------------------------------------------------------------------------------------------------------
# h8-terminal-14 CLEAN ufw: deleting rule 3 (interactive y) renumbers the rest; the v6 twin is deleted by its new number; an
#          allow is appended to the v4 block, a deny is inserted at 1 (everything shifts down); deleting a
#          non-existent rule 15 fails and changes nothing.
def t_ufw_clean(rs: RowSet, tid: str) -> None:
    p = Pane("root", "edge-01", "/root")

    def numbered(rules: list[tuple[str, str, str, str]]) -> str:
        out = ["Status: active", "", "     To                         Action      From", "     --                         ------      ----"]
        for i, (to, act, frm, c) in enumerate(rules, 1):
            line = f"[{i:>2}] {to:<27}{act:<12}{frm}"
            if c:
                line = f"{line:<66} # {c}"
            out.append(line.rstrip())
        return "\n".join(out)
    A = "ALLOW IN"
    r = [("22/tcp", A, "Anywhere", ""), ("80/tcp", A, "Anywhere", ""), ("8080/tcp", A, "Anywhere", "legacy admin"),
         ("443/tcp", A, "Anywhere", ""), ("9100/tcp", A, "10.20.0.0/16", "node_exporter"),
         ("22/tcp (v6)", A, "Anywhere (v6)", ""), ("80/tcp (v6)", A, "Anywhere (v6)", ""),
         ("8080/tcp (v6)", A, "Anywhere (v6)", "legacy admin"), ("443/tcp (v6)", A, "Anywhere (v6)", "")]
    turns = []
    turns.append(p.run("ufw status numbered", numbered(r)))
    q = f"{p.prompt} ufw delete 3\nDeleting:\n allow 8080/tcp comment 'legacy admin'\nProceed with operation (y|n)? "
    turns.append((keys("ufw delete 3"), q))
    turns.append((keys("y"), q + f"y\nRule deleted\n{p.prompt}"))
    r.pop(2)
    turns.append(p.run("ufw status numbered", numbered(r)))
    turns.append(p.run("ufw --force delete 7", "Rule deleted (v6)"))
    r.pop(6)
    turns.append(p.run("ufw allow from 10.20.0.0/16 to any port 5432 proto tcp comment 'pg from office'", "Rule added"))
    r.insert(4, ("5432/tcp", A, "10.20.0.0/16", "pg from office"))
    turns.append(p.run("ufw insert 1 deny from 203.0.113.45 comment 'scanner'", "Rule inserted"))
    r.insert(0, ("Anywhere", "DENY IN", "203.0.113.45", "scanner"))
    turns.append(p.run("ufw status numbered", numbered(r)))
    turns.append(p.run("ufw delete 15", "ERROR: Could not find rule '15'"))
    verbose = ["Status: active", "Logging: on (low)", "Default: deny (incoming), allow (outgoing), deny (routed)",
               "New profiles: skip", "", "To                         Action      From", "--                         ------      ----"]
    for to, act, frm, c in r:
        line = f"{to:<27}{act:<12}{frm}"
        if c:
            line = f"{line:<61} # {c}"
        verbose.append(line.rstrip())
    turns.append(p.run("ufw status verbose", "\n".join(verbose)))
    rs.add(task="terminal", tid=tid, system=SYSTEM, turns=turns,
           state=task_state("Close the legacy admin port 8080 (v4 and v6), allow Postgres from the office network, and block the scanner at 203.0.113.45.", Pane("root", "edge-01", "/root")))


# ---------------------------------------------------------------------------------------------------------------
# h8-terminal-16 CLEAN journalctl: a reload adds two nginx lines with later times; --vacuum-time=14d deletes 11 archived files
#          (1048M, "freed 1.0G"), disk usage drops 3.8G -> 2.8G, boots -4/-3 disappear from --list-boots, boot -2
#          now starts at the oldest surviving file (28 May) and the "Journal begins at" header moves with it.
def t_journal_clean(rs: RowSet, tid: str) -> None:
    p = Pane("root", "web-02", "/root")
    mid = "3f9c1e2a7b8d4c60a5e1f7d2b9c4e086"
    boots = {-4: ("b1e07c5d2a6f4e9d8c3b1a0f9e8d7c6b", "Mon 2024-04-22 08:14:03 UTC", "Tue 2024-05-07 03:12:44 UTC"),
             -3: ("6d2a9f0e4b7c41a8b3e5d1c0f7a2e9b4", "Tue 2024-05-07 03:14:10 UTC", "Thu 2024-05-23 22:05:31 UTC"),
             -2: ("e8c14b7a0d3f46e2a9b5c8d1f0e7a346", "Thu 2024-05-23 22:07:02 UTC", "Mon 2024-06-03 04:40:19 UTC"),
             -1: ("2f7b0c9e1a4d48b6951e3c7d0a8f2b5e", "Mon 2024-06-03 04:41:48 UTC", "Sun 2024-06-09 03:30:02 UTC"),
             0: ("a05d3e8c7b1f4926b4c0e9d2f1a7c853", "Sun 2024-06-09 03:31:25 UTC", None)}

    def lb(idx: list[int], now: str, first2: str | None = None) -> str:
        out = ["IDX BOOT ID                          FIRST ENTRY                 LAST ENTRY                 "]
        for i in idx:
            bid, first, last = boots[i]
            if i == -2 and first2:
                first = first2
            out.append(f"{i:>3} {bid} {first} {last or now}")
        return "\n".join(out)
    desc = "A high performance web server and a reverse proxy server"
    turns = []
    turns.append(p.run("journalctl --disk-usage", "Archived and active journals take up 3.8G in the file system."))
    turns.append(p.run("journalctl --list-boots --no-pager", lb([-4, -3, -2, -1, 0], "Fri 2024-06-14 11:02:51 UTC")))
    old_lines = [f"Jun 09 03:31:41 web-02 systemd[1]: Starting {desc}...", f"Jun 09 03:31:42 web-02 systemd[1]: Started {desc}.",
                 f"Jun 14 00:00:02 web-02 systemd[1]: Reloading {desc}...", f"Jun 14 00:00:02 web-02 systemd[1]: Reloaded {desc}."]
    turns.append(p.run("journalctl -u nginx -n 4 --no-pager",
                       "-- Journal begins at Mon 2024-04-22 08:14:03 UTC, ends at Fri 2024-06-14 11:03:02 UTC. --\n" + "\n".join(old_lines)))
    turns.append(p.run("systemctl reload nginx"))
    new_lines = [f"Jun 14 11:03:37 web-02 systemd[1]: Reloading {desc}...", f"Jun 14 11:03:37 web-02 systemd[1]: Reloaded {desc}."]
    turns.append(p.run("journalctl -u nginx -n 4 --no-pager",
                       "-- Journal begins at Mon 2024-04-22 08:14:03 UTC, ends at Fri 2024-06-14 11:03:41 UTC. --\n" + "\n".join(old_lines[2:] + new_lines)))
    dels = []
    for i in range(8):
        dels.append(f"Deleted archived journal /var/log/journal/{mid}/system@{hx('seq', 32)}-{i * 0x1c4a1 + 1:016x}-{0x6168a2b3c4d5e + i * 0x8b1e0c7d2:016x}.journal (128.0M).")
    for i in range(3):
        dels.append(f"Deleted archived journal /var/log/journal/{mid}/user-1000@{hx('useq', 32)}-{i * 0x3e1 + 0x2a:016x}-{0x6169c0d1e2f3a + i * 0x1d2e3f401b:016x}.journal (8.0M).")
    dels.append(f"Vacuuming done, freed 1.0G of archived journals from /var/log/journal/{mid}.")
    dels.append("Vacuuming done, freed 0B of archived journals from /run/log/journal.")
    turns.append(p.run("journalctl --vacuum-time=14d", "\n".join(dels), duration=3.0))
    turns.append(p.run("journalctl --disk-usage", "Archived and active journals take up 2.8G in the file system."))
    turns.append(p.run("journalctl --list-boots --no-pager", lb([-2, -1, 0], "Fri 2024-06-14 11:04:22 UTC", "Tue 2024-05-28 06:20:55 UTC")))
    turns.append(p.run("journalctl -u nginx -n 2 --no-pager",
                       "-- Journal begins at Tue 2024-05-28 06:20:55 UTC, ends at Fri 2024-06-14 11:04:30 UTC. --\n" + "\n".join(new_lines)))
    rs.add(task="terminal", tid=tid, system=SYSTEM, turns=turns,
           state=task_state("The journal on web-02 is too big: reload nginx with its new config, then drop journal data older than two weeks.", Pane("root", "web-02", "/root")))


# ---------------------------------------------------------------------------------------------------------------
# h8-terminal-18 CLEAN rsync: dry run lists 5 changed files and one deletion, the real run does the same, a re-run transfers
#          nothing, an in-place sed changes index.html's mtime (same size) and the dir, so only ./ and index.html go.
def t_rsync_clean(rs: RowSet, tid: str) -> None:
    p = Pane("web", "build-02", "/home/web/deploy")
    files = [("about.html", 6391, "2024-05-28 11:40"), ("css/site.css", 22840, "2024-06-13 17:02"),
             ("img/hero.jpg", 214733, "2024-06-12 09:15"), ("img/logo.svg", 3904, "2024-03-02 14:21"),
             ("img/team.jpg", 98211, "2024-04-19 10:03"), ("index.html", 14822, "2024-06-13 17:05"),
             ("js/app.js", 48117, "2024-06-13 16:58"), ("robots.txt", 68, "2023-11-07 08:30"),
             ("sitemap.xml", 1290, "2024-06-13 17:05")]
    total = sum(s for _, s, _ in files)

    def find_out(fs: list[tuple[str, int, str]]) -> str:
        return "\n".join(f"{s:>8}  {d}  site/{n}" for n, s, d in fs)

    def tail(sent: int, recv: int, secs: float, dry: bool = False) -> str:
        rate = (sent + recv) / secs
        sp = total / (sent + recv)
        return (f"sent {sent:,} bytes  received {recv:,} bytes  {rate:,.2f} bytes/sec\n"
                f"total size is {total:,}  speedup is {sp:,.2f}" + (" (DRY RUN)" if dry else ""))
    changed = "./\nindex.html\nsitemap.xml\ncss/site.css\ndeleting img/old-banner.png\nimg/hero.jpg\njs/app.js"
    turns = []
    turns.append(p.run("find site -type f -printf '%8s  %TY-%Tm-%Td %TH:%TM  %p\\n' | sort -k4", find_out(files)))
    cmd = "rsync -av --delete site/ web01:/var/www/site/"
    turns.append(p.run("rsync -avn --delete site/ web01:/var/www/site/", f"sending incremental file list\n{changed}\n\n{tail(612, 58, 0.5, True)}", duration=3.0))
    turns.append(p.run(cmd, f"sending incremental file list\n{changed}\n\n{tail(249318, 1207, 1.5)}", duration=5.0))
    turns.append(p.run(cmd, f"sending incremental file list\n\n{tail(421, 19, 0.5)}", duration=3.0))
    turns.append(p.run("sed -i 's/© 2023 Larkspur Studio/© 2024 Larkspur Studio/' site/index.html && ls -l --time-style=long-iso site/index.html",
                       "-rw-r--r-- 1 web web 14822 2024-06-14 15:42 site/index.html"))
    files = [(n, s, "2024-06-14 15:42" if n == "index.html" else d) for n, s, d in files]
    turns.append(p.run(cmd, f"sending incremental file list\n./\nindex.html\n\n{tail(1322, 125, 0.5)}", duration=3.0))
    top = [f for f in files if "/" not in f[0]]
    img = [f for f in files if f[0].startswith("img/")]
    dirs = {"css": "2024-06-13 17:02", "img": "2024-06-12 09:15", "js": "2024-06-13 16:58"}
    ent = sorted([(n, s, d, "-rw-r--r--") for n, s, d in top] + [(n, 4096, d, "drwxr-xr-x") for n, d in dirs.items()])
    rl = ["/var/www/site:", f"total {sum(4 * -(-s // 4096) for _, s, _, _ in ent)}"]
    rl += [f"{m} {2 if m[0] == 'd' else 1} web web {s:>5} {d} {n}" for n, s, d, m in ent]
    rl += ["", "/var/www/site/img:", f"total {sum(4 * -(-s // 4096) for _, s, _ in img)}"]
    for n, s, d in img:
        rl.append(f"-rw-r--r-- 1 web web {s:>6} {d} {n[4:]}")
    turns.append(p.run("ssh web01 'ls -l --time-style=long-iso /var/www/site /var/www/site/img'", "\n".join(rl), duration=2.0))
    rs.add(task="terminal", tid=tid, system=SYSTEM, turns=turns,
           state=task_state("Publish the static site in ~/deploy/site to web01:/var/www/site (mirror it, removing stale files), then fix the copyright year and republish.", Pane("web", "build-02", "/home/web/deploy")))


# ---------------------------------------------------------------------------------------------------------------
# h8-terminal-20 CLEAN make: full build, "Nothing to be done", touching parser.c rebuilds only parser.o and relinks (so the
#          __TIME__ stamp from main.c stays 10:21:07), make clean removes build/, a -j4 rebuild recompiles everything
#          and the binary now reports the new build time.
def t_make_clean(rs: RowSet, tid: str) -> None:
    p = Pane("kai", "dev-3", "/home/kai/src/calc")
    cc = "cc -O2 -Wall -Wextra -std=c11 -Isrc -c"
    link = "cc -o build/calc build/eval.o build/lexer.o build/main.o build/parser.o -lm"
    turns = []
    turns.append(p.run("ls . src", ".:\nMakefile  README.md  src  tests\n\nsrc:\neval.c  eval.h  lexer.c  lexer.h  main.c  parser.c  parser.h"))
    full = "mkdir -p build\n" + "\n".join(f"{cc} src/{m}.c -o build/{m}.o" for m in ("eval", "lexer", "main", "parser")) + "\n" + link
    turns.append(p.run("make", full, duration=5.0))
    turns.append(p.run("make", "make: Nothing to be done for 'all'."))
    turns.append(p.run("./build/calc --version && echo '2*(3+4)^2 - 10/4' | ./build/calc", "calc 0.4.2 (built Jun 14 2024 10:21:07)\n95.5"))
    turns.append(p.run("touch src/parser.c && make", f"{cc} src/parser.c -o build/parser.o\n{link}", duration=3.0))
    turns.append(p.run("./build/calc --version && ls -l --time-style=+%H:%M:%S build/", """calc 0.4.2 (built Jun 14 2024 10:21:07)
total 80
-rwxr-xr-x 1 kai kai 36824 10:23:15 calc
-rw-r--r-- 1 kai kai  6712 10:21:07 eval.o
-rw-r--r-- 1 kai kai  9480 10:21:07 lexer.o
-rw-r--r-- 1 kai kai  5216 10:21:07 main.o
-rw-r--r-- 1 kai kai 14936 10:23:15 parser.o"""))
    turns.append(p.run("make clean", "rm -rf build"))
    turns.append(p.run("ls build", "ls: cannot access 'build': No such file or directory"))
    turns.append(p.run("make -j4", full, duration=5.0))
    turns.append(p.run("./build/calc --version", "calc 0.4.2 (built Jun 14 2024 10:24:52)"))
    rs.add(task="terminal", tid=tid, system=SYSTEM, turns=turns,
           state=task_state("Build the calc project, check that incremental rebuilds only recompile what changed, then do a clean parallel build.", Pane("kai", "dev-3", "/home/kai/src/calc")))


# ---------------------------------------------------------------------------------------------------------------
# h8-terminal-22 CLEAN awk pipelines on a live nginx access.log: status counts sum to the line count; a minute later the file has
#          178 more lines and every count grows (sum still matches); the last view sorts the same counts by code.
def t_awk_clean(rs: RowSet, tid: str) -> None:
    p = Pane("root", "log-01", "/var/log/nginx")
    c1 = {"200": 39561, "304": 3912, "201": 311, "301": 2204, "404": 1088, "302": 512, "499": 291, "500": 187, "502": 96, "403": 37, "503": 14}
    add = {"200": 142, "304": 14, "201": 9, "301": 6, "404": 4, "302": 2, "499": 1}
    c2 = {k: v + add.get(k, 0) for k, v in c1.items()}
    n1, n2 = sum(c1.values()), sum(c2.values())
    assert (n1, n2) == (48213, 48391)

    def uc(c: dict[str, int], by_code: bool = False) -> str:
        items = sorted(c.items(), key=lambda kv: int(kv[0])) if by_code else sorted(c.items(), key=lambda kv: -kv[1])
        return "\n".join(f"{v:>7} {k}" for k, v in items)
    head = """203.0.113.77 - - [14/Jun/2024:06:25:03 +0000] "GET /api/v2/products?page=3 HTTP/1.1" 200 18234 "https://shop.example.com/catalog" "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36"
198.51.100.23 - - [14/Jun/2024:06:25:03 +0000] "GET /static/css/site.3f9a1c.css HTTP/1.1" 304 0 "https://shop.example.com/" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1"
10.20.4.11 - - [14/Jun/2024:06:25:04 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
192.0.2.144 - - [14/Jun/2024:06:25:04 +0000] "POST /api/v2/cart/items HTTP/1.1" 201 311 "https://shop.example.com/p/8812" "Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0"
203.0.113.77 - - [14/Jun/2024:06:25:05 +0000] "GET /api/v2/products?page=4 HTTP/1.1" 200 17990 "https://shop.example.com/catalog" "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36\""""
    status_cmd = "awk '{print $9}' access.log | sort | uniq -c | sort -rn"
    turns = []
    turns.append(p.run("head -5 access.log", head))
    turns.append(p.run("wc -l access.log", f"{n1} access.log"))
    turns.append(p.run(status_cmd, uc(c1), duration=2.0))
    e5 = """     61 /api/v2/checkout
     44 /api/v2/payments/confirm
     29 /api/v2/orders
     17 /api/v2/cart/items
     11 /api/v2/products/search
      6 /api/v2/recommendations
      4 /admin/reports/export
      3 /api/v2/shipping/quote"""
    turns.append(p.run("awk '$9 >= 500 {print $7}' access.log | sort | uniq -c | sort -rn | head -8", e5, duration=2.0))
    ips = """   6120 10.20.4.11
   2871 203.0.113.77
   1904 198.51.100.23
   1377 192.0.2.144
    988 203.0.113.45
    702 198.51.100.190
    655 192.0.2.61
    519 10.20.4.12"""
    turns.append(p.run("awk '{print $1}' access.log | sort | uniq -c | sort -rn | head -8", ips, duration=2.0))
    turns.append(p.run("sleep 60; wc -l access.log", f"{n2} access.log", duration=65.0))
    turns.append(p.run(status_cmd, uc(c2), duration=2.0))
    turns.append(p.run("awk '{print $9}' access.log | sort | uniq -c | sort -k2n", uc(c2, by_code=True), duration=2.0))
    rs.add(task="terminal", tid=tid, system=SYSTEM, turns=turns,
           state=task_state("Summarise today's live nginx access.log: status code distribution, top 5xx paths and top client IPs.", Pane("root", "log-01", "/var/log/nginx")))


ORDER = [t_coreutils_bad, t_find_clean, t_git_bad, t_cron_clean, t_ps_clean, t_docker_bad, t_redis_bad, t_nmcli_clean, t_pip_bad, t_lvm_clean, t_sqlite_bad, t_borg_clean, t_ssh_bad, t_ufw_clean, t_kubectl_bad, t_journal_clean, t_tar_bad, t_rsync_clean, t_systemctl_bad, t_make_clean, t_zfs_bad, t_awk_clean]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for i, fn in enumerate(ORDER, 1):
        fn(rs, f"h8-terminal-{i:02d}")
    rs.write()


if __name__ == "__main__":
    main()
